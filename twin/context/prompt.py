"""Building what the model sees for a turn: persona, memory boundary, memory, the session so far."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from twin.clock import epoch, local_day, local_minute, now
from twin.context.experiences import Memories, Shown, plan
from twin.context.view import Masks, MemoryView, left_to_recall
from twin.credentials import is_secret_value, shown_value, without
from twin.facts.masks import placeholder
from twin.facts.store import Fact
from twin.narrative.chapters import Chapter
from twin.persona.lore import knowledge_lines, relevant_knowledge
from twin.persona.model import Persona, with_person
from twin.prompts import load_prompt
from twin.recall.passages import MARK, Passage
from twin.recall.segment import joined
from twin.sessions.session import Turn
from twin.settings import ContextSettings
from twin.tokens import estimate_tokens, message_tokens

LABELS = {
    "en": {
        "who": "Who I am",
        "background": "About me",
        "values": "What I value",
        "decisions": "How I decide",
        "drives": "What drives me",
        "tone": "How I speak",
        "habits": "My habits of speech",
        "examples": "Lines in my voice",
        "voice": "How I write (measured from my own writing)",
        "rules": "My boundaries",
        "knowledge": "What I know",
        "user": "the person I keep this twin for",
        "recent": "[memory: recent conversation] the last turns of our earlier conversations, oldest first",
        "none": "[memory] nothing yet: this is our first conversation, so I remember nothing from before it.",
        "recent_others": "[memory: recent conversation] the last turns of my earlier conversations, oldest first "
        '("They" is the person I am talking with now; anyone else is named)',
        "user_said": "They said",
        "i_said": "I said",
        "said": "{name} said",
        "owner_said": "The person I keep this twin for said",
        "told_me": "A program told me, of {name}",
        "told_by": "told by a program",
        "of": "of {name}",
        "them": "them",
        "with": "with {name}",
        "facts": "[memory: facts] what I know now about {name} and the people mentioned, each with since when and "
        "where I have it from",
        "about": "About {subject}:",
        "chapters": "[my experiences] my diary of our most recent conversations, in my own words, oldest first "
        "(my recollection: where it differs from the facts above, the facts are right)",
        "chapters_others": "[my experiences] my diary of my most recent conversations, in my own words, oldest "
        "first; an entry about a conversation with someone other than the person I am talking with now says with "
        "whom (my recollection: where it differs from the facts above, the facts are right)",
        "chapters_older": ", with older entries that bear on what is being said",
        "chapters_eras": "[my experiences] my diary, in my own words, oldest first: our latest conversations and "
        "what bears on what is being said in full, the months and years before in outline (my recollection: "
        "where it differs from the facts above, the facts are right)",
        "chapters_eras_others": "[my experiences] my diary, in my own words, oldest first: my latest conversations "
        "and what bears on what is being said in full, the months and years before in outline; an entry about a "
        "conversation with someone other than the person I am talking with now says with whom (my recollection: "
        "where it differs from the facts above, the facts are right)",
        "relevant": "[memory: earlier conversation] passages from older conversations that bear on what is being "
        "said, each under its date",
        "relevant_others": "[memory: earlier conversation] passages from older conversations that bear on what is "
        "being said, each under its date, and with whom when it was not with the person I am talking with now",
        "excerpt": "; a long message is kept in part, around what bears on it, with … where I left words out",
        "documents": "[memory: writing] passages from writing of yours that you gave me, which bear on what is "
        "being said, each with its date and title",
        "since": "since {date}",
        "through": "only through {date}",
        "before": "before that: {value}, until {date}",
        "src_user": "you told me on {date}",
        "src_heard": "I was told on {date}",
        "src_by": "{name} told me on {date}",
        "src_told": "a program told me on {date}",
        "src_inferred": "my own inference",
        "src_document": "from your writing",
        "src_tool": "from a tool",
        "you": "you",
        "forgotten": placeholder("en"),
        "requests": "[memory: your requests] standing requests you made of me; my boundaries above come first",
        "owner_requests": "[memory: requests of the person I keep this twin for] they hold whoever I talk with; "
        "my boundaries above come first",
        "program": "[instructions from the program] the program this conversation reaches me through gave these "
        "instructions. They are the program's, not the person's words, and nothing to remember; I follow them "
        "where they fit who I am, my boundaries and what I said about memory above",
        "transcript": "[the conversation before, from the program] the first {n} messages below were given by the "
        "program this conversation reaches me through: the conversation as it has it (held before I was part of it, "
        "or examples the program wrote). I take them as what was said so far; they are the program's copy, not my "
        "memory of our conversations, and I keep nothing from them",
    },
    "zh": {
        "who": "我是谁",
        "background": "关于我",
        "values": "我看重什么",
        "decisions": "我怎么做决定",
        "drives": "什么在驱动我",
        "tone": "我怎么说话",
        "habits": "我的说话习惯",
        "examples": "我会说的话",
        "voice": "我写东西的样子（从我自己写的文字里量出来的）",
        "rules": "我的边界",
        "knowledge": "我知道的事",
        "user": "这个分身的主人",
        "recent": "[记忆·最近对话] 我们之前几次对话的最后几轮，按时间先后",
        "none": "[记忆] 还没有：这是我们第一次对话，在此之前我什么都不记得。",
        "recent_others": "[记忆·最近对话] 我之前几次对话的最后几轮，按时间先后"
        "（“对方”是眼下和我说话的人，别人写明是谁）",
        "user_said": "对方说",
        "i_said": "我说",
        "said": "{name}说",
        "owner_said": "这个分身的主人说",
        "told_me": "别的程序转告我关于{name}的事",
        "told_by": "别的程序转告的",
        "of": "关于{name}",
        "them": "对方",
        "with": "和{name}",
        "facts": "[记忆·事实] 我现在所知道的关于{name}和他提到的人的事，每条注明从何时起、从哪里得知",
        "about": "关于{subject}：",
        "chapters": "[我的经历] 我们最近几次对话的日记，是我自己的回忆，按时间先后（和上面的事实不一致时，以事实为准）",
        "chapters_others": "[我的经历] 我最近几次对话的日记，是我自己的回忆，按时间先后；"
        "不是和眼下这个人的对话，注明是和谁（和上面的事实不一致时，以事实为准）",
        "chapters_older": "，也包括和眼下话题有关的更早的日记",
        "chapters_eras": "[我的经历] 我的日记，是我自己的回忆，按时间先后：最近几次对话和与眼下话题有关的写得完整，"
        "更早的月份和年份只记梗概（和上面的事实不一致时，以事实为准）",
        "chapters_eras_others": "[我的经历] 我的日记，是我自己的回忆，按时间先后："
        "最近几次对话和与眼下话题有关的写得完整，更早的月份和年份只记梗概；不是和眼下这个人的对话，注明是和谁（和上面的事实不一致时，以事实为准）",
        "relevant": "[记忆·更早的对话] 更早的对话里和眼下话题有关的片段，每段注明日期",
        "relevant_others": "[记忆·更早的对话] 更早的对话里和眼下话题有关的片段，每段注明日期；"
        "不是和眼下这个人的对话，注明是和谁",
        "excerpt": "；长消息只留下和眼下话题有关的部分，…处是略去的文字",
        "documents": "[记忆·文字] 你交给我的你自己写的文字里，和眼下话题有关的段落，注明日期和标题",
        "since": "自 {date} 起",
        "through": "只到 {date} 为止",
        "before": "之前是 {value}，到 {date} 为止",
        "src_user": "你 {date} 告诉我的",
        "src_heard": "{date} 在对话里得知",
        "src_by": "{name} {date} 告诉我的",
        "src_told": "别的程序 {date} 转告我的",
        "src_inferred": "我自己的推断",
        "src_document": "来自你的文字",
        "src_tool": "来自工具",
        "you": "你",
        "forgotten": placeholder("zh"),
        "requests": "[记忆·你的要求] 你对我提过的长期要求；上面我的边界优先",
        "owner_requests": "[记忆·这个分身的主人的要求] 不管我在和谁说话都要遵守；上面我的边界优先",
        "program": "[程序的指示] 这次对话经由一个程序到达我这里，这是那个程序给的指示。它们是程序的话，不是对方说的话，"
        "也不是要记住的事；在符合我是谁、我的边界和上面关于记忆的说明时，我照着做",
        "transcript": "[程序给的前文] 下面的前 {n} 条消息是这次对话所经由的程序给的：它手上的对话（在我加入之前说的，"
        "或是程序写的示例）。我把它们当作到目前为止说过的话；它们是程序手上的记录，不是我对我们谈话的记忆，我也不会从中记住什么",
    },
}


LORE_TURNS = 6  # the turns of the session whose words bring a lore entry to mind
REQUESTS = 12  # standing requests shown at most


def labels(language: str) -> dict[str, str]:
    """Section labels in the persona's language."""
    return LABELS.get(language, LABELS["en"])


def said_by(memory: MemoryView, session: str | None, role: str, language: str) -> str:
    """Who said a turn of an earlier session: "I said", "They said" (the person talking now), or, when the session
    was someone else's, their name ("Sam said"; the owner unnamed by the word the facts use for them)."""
    lab = labels(language)
    if role != "user":
        return lab["i_said"]
    other = memory.whose(session)
    if session in memory.told:  # an agent's words through `twin mcp`'s tell, not the person's: of whom, still
        return lab["told_me"].format(name=lab["them"] if other is None else other or lab["user"])
    if other is None:
        return lab["user_said"]
    return lab["said"].format(name=other) if other else lab["owner_said"]


def with_whom(memory: MemoryView, session: str | None, language: str) -> str:
    """What follows an entry's date when its conversation was not with the person talking now (", with Sam"), or
    was told by another program (", told by a program")."""
    lab = labels(language)
    other, sep = memory.whose(session), ("，" if language == "zh" else ", ")
    if session in memory.told:  # and of whom, when not the person talking now: ", told by a program, of Sam"
        return sep + lab["told_by"] + ("" if other is None else sep + lab["of"].format(name=other or lab["user"]))
    if other is None:
        return ""
    return ("，" if language == "zh" else ", ") + lab["with"].format(name=other or lab["user"])


def persona_text(
    persona: Persona, conversation: list[str] | None = None, masks: Masks | None = None, person: str = ""
) -> str:
    """The persona as self-knowledge, in its own language, its `{{user}}` the name of who is talking (`person`;
    without one, "you").

    With the `conversation` (its recent lines), a lore entry with keys is in only when one of its keys is
    mentioned in it (as SillyTavern's World Info does); without, every entry is (what grounding compares against).
    With `masks`, what the person asked to forget is masked in the voice learned from their writing (its lines,
    the description the model wrote from them, its words), as in every memory the model is shown; the rest of the
    persona is the author's, not the person's words.
    """
    lab = labels(persona.language)
    parts: list[str] = []

    def block(label: str, body: str | list[str]) -> None:
        if isinstance(body, list):
            body = "\n".join(f"- {item.strip()}" for item in body if item.strip())
        if body and body.strip():
            parts.append(f"## {label}\n{body.strip()}")

    block(lab["who"], persona.who)
    block(lab["background"], persona.background)
    block(lab["values"], persona.values)
    block(lab["decisions"], persona.decisions)
    block(lab["drives"], persona.drives)
    block(lab["tone"], persona.tone)
    block(lab["habits"], persona.habits)
    block(lab["examples"], persona.examples)
    voice = persona.voice.masked(lambda text: masks.chapter(text, lab["forgotten"])) if masks else persona.voice
    block(lab["voice"], voice.prompt_text(persona.language))
    lore = persona.knowledge if conversation is None else relevant_knowledge(persona.knowledge, conversation)
    block(lab["knowledge"], knowledge_lines(lore))
    block(lab["rules"], persona.rules)
    return with_person("\n\n".join(parts), person, persona.language)


def when(ts: str | datetime, language: str) -> str:
    """A turn time as people read it: date and minute, local time."""
    return local_minute(ts)


@dataclass
class Context:
    """The messages for one model call, and the memory items that went into them."""

    messages: list[dict[str, str]]
    items: list[dict[str, Any]] = field(default_factory=list)
    prompt_id: str = ""
    tokens: int = 0
    given: int = 0  # messages of a calling program's transcript among them (never recorded)


def day(ts: str | None) -> str:
    """The local date of a timestamp."""
    return local_day(ts)


def fact_line(
    fact: Fact,
    previous: Fact | None,
    language: str,
    *,
    told_me: bool = True,
    origin: str | None = None,
    name: str | None = None,
    since: str | None = None,
) -> str:
    """One fact with since when (`since`: when its value began, where the same value was said before it began), its
    source and, if recently replaced, what it was before. `told_me`: a fact the
    person said was said by the person talking (not when someone else talks of the owner's facts); `origin`, where
    given, says where the fact comes from instead (`told_by`); `name`, how the attribute is named (/memory's 城市 for
    city; the model reads the key as stored)."""
    lab = labels(language)
    if origin is None and fact.source == "user":
        origin = lab["src_user" if told_me else "src_heard"].format(date=day(fact.said_at))
    elif origin is None:
        origin = lab.get(f"src_{fact.source}", fact.source)
    notes = [lab["since"].format(date=day(since or fact.valid_from)), origin]
    ends = epoch(fact.valid_until)
    if ends is not None:  # a stay that ends ("I'm in Rome until Friday"): its last day, the end being the next's start
        notes.insert(1, lab["through"].format(date=local_day(datetime.fromtimestamp(ends - 0.001).astimezone())))
    if previous is not None:
        shown = shown_value(previous.attribute, previous.value)
        notes.append(lab["before"].format(value=shown, date=day(previous.until or previous.valid_until)))
    sep = "；" if language == "zh" else "; "
    open_, close = ("（", "）") if language == "zh" else (" (", ")")
    value = shown_value(fact.attribute, fact.value)  # a secret learned before twin kept them out
    return f"- {name or fact.attribute.replace('_', ' ')}: {value}{open_}{sep.join(notes)}{close}"


def told_by(memory: MemoryView, fact: Fact, language: str) -> str | None:
    """Who told the twin a fact the person said, said to the person talking now: "you told me on …" when it was them,
    "Sam told me on …" when it was someone else (the owner unnamed as the person I keep this twin for), "a program
    told me on …" when another program told it (`twin mcp`). The sessions' speakers are `memory.people`; None
    (`fact_line` then goes by the fact's subject, as the context does) for another source or an unknown session."""
    session = str(fact.evidence.get("session") or "")
    if fact.source != "user" or session not in memory.people:
        return None
    lab, date = labels(language), day(fact.said_at)
    if session in memory.told:
        return lab["src_told"].format(date=date)
    other = memory.whose(session)
    if other is None:
        return lab["src_user"].format(date=date)
    return lab["src_by"].format(name=other or lab["user"], date=date)


def requests_block(memory: MemoryView, language: str) -> tuple[str, list[Fact]]:
    """The person's standing requests (facts of kind "rule"): under the persona's boundaries, never above them.
    When someone else talks, the owner's own are shown as the owner's: they still hold ("never give my address");
    another visitor's ("call me Bob") hold for no one else."""
    lab = labels(language)
    mine = memory.mine()
    owners = {"user", memory.owner_subject.casefold()} - mine
    rules = [f for f in memory.facts if f.kind == "rule" and f.subject.casefold() in mine | owners][:REQUESTS]
    parts = []
    for label, group in (
        ("requests", [f for f in rules if f.subject.casefold() in mine]),
        ("owner_requests", [f for f in rules if f.subject.casefold() in owners]),
    ):
        if group:
            parts.append("\n".join([lab[label]] + [f"- {' '.join(f.value.split())}" for f in group]))
    return "\n\n".join(parts), rules


def facts_block(memory: MemoryView, language: str, budget: int, *, name: str, mentioned: str) -> tuple[str, list[Fact]]:
    """Facts about the person talking first, then the people mentioned now, then others (requests aside: see
    `requests_block`); within the budget."""
    lab = labels(language)
    mine = memory.mine()
    text = mentioned.casefold()
    previous = {new.id: old for old, new in memory.replaced}
    relevant = {fact_id: rank for rank, fact_id in enumerate(memory.relevant_facts)}

    def group(fact: Fact) -> int:
        subject = fact.subject.casefold()
        if fact.id in relevant:
            return 0  # what bears on the message comes first
        return 1 if subject in mine else 2 if subject in text else 3

    chosen = sorted(
        (f for f in memory.facts if f.kind != "rule"),
        key=lambda f: (group(f), relevant.get(f.id, 0), -(epoch(f.said_at or f.valid_from) or 0.0)),
    )
    groups: dict[str, list[str]] = {}
    kept: list[Fact] = []
    used = estimate_tokens(lab["facts"]) + 10
    for fact in chosen:
        theirs = fact.subject.casefold() in mine
        line = fact_line(
            fact,
            previous.get(fact.id),
            language,
            told_me=theirs or memory.owner,
            origin=told_by(memory, fact, language),
            since=memory.began.get(fact.id),
        )
        cost = estimate_tokens(line)
        if used + cost > budget:
            continue
        used += cost
        subject = "" if theirs else lab["user"] if fact.subject.casefold() == "user" else fact.subject
        groups.setdefault(subject, []).append(line)
        kept.append(fact)
    if not kept:
        return "", []
    parts = [lab["facts"].format(name=name)]
    for subject, lines in groups.items():
        if subject:
            parts.append(lab["about"].format(subject=subject))
        parts.extend(lines)
    return "\n".join(parts), kept


def chapters_block(
    memory: MemoryView, language: str, budgets: ContextSettings, at: datetime, masks: Masks | None = None
) -> tuple[str, list[Shown]]:
    """The [my experiences] track (twin/context/experiences.py): the latest chapters and those that bear on the
    message in full, then the months and years before, at the resolution their temperature and the budget allow;
    oldest first."""
    lab = labels(language)
    memories = memory.experiences or Memories(memory.chapters, memory.relevant_chapters, [], [], {}, {})
    # an entry about a conversation with someone else says with whom, and the title claims no "our" for it (nor
    # for the months and years, when the person talking is not the owner, whose life they mostly are)
    strangers = not memory.owner or any(memory.whose(s) is not None for s in memory.people)
    titles = ("chapters", "chapters_eras", *(("chapters_others", "chapters_eras_others") if strangers else ()))
    budget = budgets.chapters_tokens - max(
        estimate_tokens(lab[t] + (lab["chapters_older"] if t in ("chapters", "chapters_others") else ""))
        for t in titles
    )
    kept = plan(memories, at=at, budget=budget, half_life_days=budgets.half_life_days, language=language)
    if not kept:
        return "", []
    whom = {s.item.id: with_whom(memory, s.item.session, language) for s in kept if not s.item.is_era}
    strange = any(memory.whose(s.item.session) is not None for s in kept if not s.item.is_era)  # (not "told")
    others = strange or (not memory.owner and any(s.item.is_era for s in kept))
    title = lab["chapters_others" if others else "chapters"]
    if any(s.item.is_era or not s.full for s in kept):
        title = lab["chapters_eras_others" if others else "chapters_eras"]
    elif any(s.item in memories.relevant for s in kept):
        title += lab["chapters_older"]
    mask = (lambda t: masks.chapter(t, lab["forgotten"])) if masks else (lambda t: t)
    lines = [title] + [
        f"({_span_label(s.item, language)}{whom.get(s.item.id, '')}) {mask(s.text(language))}" for s in kept
    ]
    return "\n\n".join(lines), kept


def _span_label(item: Chapter, language: str) -> str:
    """When a track entry is from: a chapter's session start, a month, a year."""
    if item.span == "year":
        return f"{item.period}年" if language == "zh" else f"the year {item.period}"
    if item.span == "month":
        year, _, month = item.period.partition("-")
        if language == "zh":
            return f"{year}年{int(month)}月"
        return datetime(int(year), int(month), 1).strftime("%B %Y")
    return when(item.start, language)


def documents_block(documents: list[Any], language: str, masks: Masks | None = None) -> tuple[str, list[str]]:
    """Passages of the owner's own writing that bear on the message, each with its title and date."""
    if not documents:
        return "", []
    lab = labels(language)
    lines = [lab["documents"]]
    for doc in documents:
        title = str(doc.hit.data.get("title") or doc.hit.data.get("path") or "")
        text = doc.hit.text.strip()
        if masks:  # its title too: a file with no heading is titled by its name (北京散步.txt), as it names the place
            title, text = masks.chapter(title, lab["forgotten"]), masks.chapter(text, lab["forgotten"])
        lines.append(f"({doc.date}, {title})\n{text}")
    return "\n\n".join(lines), [d.id for d in documents]


def passages_block(
    passages: list[Passage], language: str, masks: Masks | None = None, memory: MemoryView | None = None
) -> tuple[str, list[str], dict[str, dict[str, Any]]]:
    """Older conversation that bears on the message: each passage under its date (and with whom, when it was not
    with the person talking now: `memory` tells), oldest first; the ids of its turns, and of those shown as an
    excerpt what was kept (`{"of": characters, "parts": [[start, end], ...]}` of the words as shown, masked)."""
    if not passages:
        return "", [], {}
    lab = labels(language)
    memory = memory or MemoryView()
    others = any(memory.whose(p.session) is not None for p in passages)
    lines: list[str] = []
    ids: list[str] = []
    excerpts: dict[str, dict[str, Any]] = {}
    for passage in sorted(passages, key=lambda p: p.ts):
        lines.append(f"({when(passage.ts, language)}{with_whom(memory, passage.session, language)})")
        for hit in passage.turns:
            who = said_by(memory, passage.session, hit.role or "", language)
            text = masks.turn(hit.text, lab["forgotten"], hit.ts, hit.role) if masks else hit.text
            parts = passage.parts(hit, text)  # masked first: a cut never shows part of a forgotten word
            if parts is not None:
                excerpts[hit.id] = {"of": len(text), "parts": [list(p) for p in parts]}
                text = joined(text, parts, MARK)
            lines.append(f"{who}: {' '.join(text.split())}")
            ids.append(hit.id)
    title = lab["relevant_others" if others else "relevant"] + (lab["excerpt"] if excerpts else "")
    return "\n".join([title, *lines]), ids, excerpts


def recent_block(
    turns: list[Turn], language: str, budget: int, masks: Masks | None = None, memory: MemoryView | None = None
) -> tuple[str, list[Turn]]:
    """Earlier turns, newest kept first when the budget is short, printed oldest first; a turn of someone else's
    session (`memory` tells whose) says who spoke. One too long for the budget even alone is not: recall brings it,
    as it brings one the budget has no room for after the newer ones (`build_context` leaves out of the recalled
    turns only those kept here)."""
    lab = labels(language)
    memory = memory or MemoryView()
    lines: list[str] = []
    kept: list[Turn] = []
    strangers = any(memory.whose(t.session) is not None for t in turns)
    used = estimate_tokens(lab["recent_others" if strangers else "recent"])
    for turn in reversed(turns):
        if left_to_recall(turn, budget):
            continue  # recall's to bring, as an excerpt: newer and older turns are shown around it
        who = said_by(memory, turn.session, turn.role, language)
        text = masks.turn(turn.text, lab["forgotten"], turn.ts, turn.role) if masks else turn.text
        line = f"({when(turn.ts, language)}) {who}: {text.strip()}"
        cost = estimate_tokens(line)
        if used + cost > budget:
            break
        used += cost
        lines.append(line)
        kept.append(turn)
    lines.reverse()
    kept.reverse()
    title = lab["recent_others" if any(memory.whose(t.session) is not None for t in kept) else "recent"]
    return (title + "\n" + "\n".join(lines)) if lines else "", kept


def with_instructions(context: Context, instructions: list[str], language: str) -> Context:
    """The context with a calling program's own instructions (its system messages) at the end of the system prompt,
    labelled as the program's: never the person's words, never in memory (`twin serve`)."""
    said = [text.strip() for text in instructions if text.strip()]
    if not said or not context.messages or context.messages[0]["role"] != "system":
        return context
    block = labels(language)["program"] + "\n" + "\n\n".join(said)
    system = {"role": "system", "content": context.messages[0]["content"] + "\n\n" + block}
    return replace(context, messages=[system, *context.messages[1:]], tokens=context.tokens + estimate_tokens(block))


def build_context(
    persona: Persona,
    session_turns: list[Turn],
    memory: MemoryView,
    budgets: ContextSettings,
    *,
    user: str = "",
    at: datetime | None = None,
    transcript: Sequence[tuple[str, str]] = (),
) -> Context:
    """System prompt (persona, boundary, the three memory tracks) and the session so far, within the budgets.

    `transcript`: (role, text) of what a calling program gave as the conversation before this session (`twin
    serve`), put before the session's turns, its newest messages first within what the session's budget leaves,
    under a label that says it is the program's: not memory, and not remembered."""
    language = persona.language
    lab = labels(language)
    prompt = load_prompt("chat_system", language)
    name = user or lab["you"]
    mentioned = " ".join(t.text for t in session_turns[-6:] if t.role == "user")
    masks = memory.masks
    facts, kept_facts = facts_block(memory, language, budgets.facts_tokens, name=name, mentioned=mentioned)
    chapters, kept_chapters = chapters_block(memory, language, budgets, at or now(), masks)
    recent, kept_turns = recent_block(memory.earlier_turns, language, budgets.recent_tokens, masks, memory)
    shown = {t.id for t in kept_turns}  # a turn is in a request once: in the recent track if it is there
    passages = [kept for passage in memory.passages if (kept := passage.without(shown)) is not None]
    older, recalled_turns, excerpts = passages_block(passages, language, masks, memory)
    writing, document_ids = documents_block(memory.documents, language, masks)
    requests, kept_requests = requests_block(memory, language)
    sections = [s for s in (requests, facts, chapters, writing, older, recent) if s]
    system = prompt.render(
        name=persona.name,
        user=user or lab["user"],
        now=(at or now()).astimezone().strftime("%Y-%m-%d %H:%M (%A)"),
        persona=persona_text(persona, [t.text for t in session_turns[-LORE_TURNS:]], masks, person=user),
        memory="\n\n".join(sections) if sections else lab["none"],
    )
    system_tokens = estimate_tokens(system)
    budget = max(0, min(budgets.session_tokens, budgets.total_tokens - system_tokens))
    chat: list[dict[str, str]] = []
    used = 0
    for turn in reversed(session_turns):
        text = masks.turn(turn.text, lab["forgotten"], turn.ts, turn.role) if masks else turn.text
        cost = message_tokens(turn.role, text)
        if chat and used + cost > budget:
            break  # the newest message always goes, even alone over budget
        used += cost
        chat.append({"role": turn.role, "content": text})
    given = 0
    if len(chat) == len(session_turns):  # the program's copy goes before the session only when all of it went:
        # never stitched to a later turn across one left out
        label_cost = estimate_tokens(lab["transcript"].format(n=len(transcript)))
        for role, text in reversed(transcript):
            cost = message_tokens(role, text)
            if used + cost + label_cost > budget:
                break
            used += cost
            given += 1
            chat.append({"role": role, "content": text})
    chat.reverse()
    if given:
        label = lab["transcript"].format(n=given)
        system += "\n\n" + label
        system_tokens += estimate_tokens(label)
    scores = {(i["type"], i["id"]): i.get("score") for i in memory.recall_items}

    def item(kind: str, item_id: str, **extra: Any) -> dict[str, Any]:
        found = scores.get((kind, item_id))
        return {
            "type": kind,
            "id": item_id,
            **extra,
            **({"recalled": True, "score": found} if found is not None else {}),
        }

    items: list[dict[str, Any]] = [item("fact", f.id) for f in kept_requests + kept_facts]
    items += [
        item("chapter", s.item.id, **({"session": s.item.session} if s.item.session else {"span": s.item.span}),
             **({} if s.full else {"gist": True}))
        for s in kept_chapters
    ]  # fmt: skip
    items += [item("document", d) for d in document_ids]
    turn_sessions = {h.id: p.session for p in memory.passages for h in p.turns}
    items += [
        {"type": "turn", "id": i, "session": turn_sessions.get(i), "recalled": True, "score": scores.get(("turn", i)),
         **({"excerpt": excerpts[i]} if i in excerpts else {})}
        for i in recalled_turns
    ]  # fmt: skip
    items += [{"type": "turn", "id": t.id, "session": t.session} for t in kept_turns]
    secrets = [  # a secret learned as a fact before twin kept them out, wherever a chapter retold it
        f.value for f in memory.facts if is_secret_value(f.value, f.attribute, str(f.evidence.get("quote") or ""))
    ]
    return Context(
        messages=[{"role": "system", "content": without(system, secrets)}, *chat],
        items=items,
        prompt_id=prompt.id,
        tokens=system_tokens + used,
        given=given,
    )
