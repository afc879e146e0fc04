"""A conversation with an AI assistant in a turn: whose lines are the AI's (read before the stance, with the pastes).

People paste what another AI told them ("look what ChatGPT said"), and chat front ends behind `twin serve` copy a
conversation into their own requests for a title or tags (docs/serve.md, "A program's own requests"). The AI's words
about the person there ("Since you live in Berlin…", 你今年35岁) are not the person's. Read by the speakers' labels:

- **Both sides labelled**: an AI's label ("ChatGPT:", "ChatGPT said:", "AI:", "Bot:", 助手：, 豆包：, a product's
  name in either language; "Assistant:", "Model:" and "Response:" only beside "User:", "Human:" or "You said:", since a
  form's fields go by them too) and one of the person's side ("USER:", "Human:", "You said:", "Me:", "Q:", 我：,
  用户：, 你说：). Each part runs to the next label or to the end of its paragraph. The person's side is read whole,
  with the words before and after it: those say whose conversation it is ("My mom's chat with ChatGPT:": another's)
  or that they made up who they were to test the AI ("I was testing a fake persona", "（其实我是瞎说的）"), and a
  line of theirs may be taken back in the next. Beside "Me:" alone, the AI's lines are read clause by clause.
- **An AI's name alone** ("ChatGPT: …", 豆包：…; "ChatGPT said:" and the paragraph after it), the person's own words
  around it unlabelled: only a clause of it that speaks to the person and not of the speaker ("you're 28", 你是上海人;
  not "you'd be amazed how much it saves me as a paralegal", nor "nope, I'm a nurse" after a dash).
- **A bot's answers**: after words that name a chatbot as where they come from ("my carrier's support bot:",
  银行 App 的智能客服：), its "A:" / 答： lines, clause by clause as an AI's name alone.
- **A message in JSON** with a `role`: an assistant's is the AI's, a user's is the person's words, its `content`.

Line breaks are newlines, or the two characters backslash and n of a paste flattened onto one line (paste.py).
"""

from __future__ import annotations

import functools
import json
import re
from bisect import bisect_right
from dataclasses import dataclass
from itertools import islice

from twin.narrative.grounding.paste import AROUND, BREAK, find_quote, someone_elses
from twin.wordlists import simplified

# a speaker's label at the start of a line, as chats are copied or rendered for a model: "ASSISTANT: …", "**ChatGPT:**",
# "> Claude:", "ChatGPT said:", "||>Response:", "[10:32] Bot:", 豆包：, "AI助手：", 豆包回答说：
_TURN_LABEL = re.compile(
    r"(?:^|(?<=\\n))[^\S\n]*(?:\|\|>|[>*•-]+[^\S\n]*)?(?:\[[^\]\n]{1,20}\][^\S\n]*)?"
    r"(?:(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}[^\S\n]+)?\d{1,2}:\d{2}(?::\d{2})?[^\S\n]+)?(?:\*\*|__)?"  # a time
    r"(?P<who>[^\W\d_](?:[\w .'-]{0,22}?[\w.'-])??)(?:\*\*|__)?[^\S\n]*"  # (spaces read one way only: a run of
    r"(?:(?P<say>said|says|replied|answered|wrote|responded|'s answer|'s reply|'s response|说|說|回答说|回答說"
    r"|回答我|回答|回复|回覆|答道|的回答|的回复|的回覆)[^\S\n]*)?[:：](?:\*\*|__)?",  # 8,000 after "Me" took 14 s)
    re.MULTILINE,
)
# the assistant by a product's name, in either language, with a version or a tier after it ("GPT-4o", "Claude 3.5
# Sonnet", "Gemini Advanced", DeepSeek-R1, 豆包AI, Kimi智能助手)
_PRODUCT = (
    r"(?:chat ?gpt|gpt|openai|claude|gemini|bard|copilot|bing|perplexity|grok|llama|mistral|meta ai|deepseek|kimi"
    r"|qwen|doubao|ernie|yuanbao|siri|alexa|豆包|文心一言|文心|通义千问|通义|千问|腾讯元宝|元宝|智谱清言|智谱|chatglm|讯飞星火"
    r"|星火|天工|小度|小爱同学|小爱)(?:[ -]?(?:[a-z]?\d[\w.]*|pro|plus|advanced|flash|ultra|sonnet|opus|haiku|turbo"
    r"|mini|chat|max|code)){0,2}(?:[ -]?ai|智能助手|助手)?"
)
# the assistant by its role: unmistakable, or one a form's field may have too ("Assistant: Maria Lopez", "Model: Civic")
_AI_ROLE = r"(?:the |an? )?(?:ai|ai assistant|bot|chatbot|chat bot)|(?:ai\s?|智能|小)?助手|ai|机器人"
_AMBIGUOUS_ROLE = r"(?:the |an? )?(?:assistant|model|response)"
_AI_NAME = re.compile(rf"{_PRODUCT}|{_AI_ROLE}")
# a name that says what it is: 招商银行智能客服, "Verizon bot" (not "robot")
_AI_KIND = re.compile(r"(?:智能客服|在线客服|客服|机器人|ai\s?助手|智能助手|(?<![a-z])(?:chat ?)?bot)$")
_AMBIGUOUS = re.compile(_AMBIGUOUS_ROLE)
# the person's side: unmistakably a conversation with an AI's ("USER:", "Human:", "You said:", 用户：, 你说：), or a
# side that anything with lines may have ("Me:", "Q:", 我：)
_USER = frozenset(("user", "human", "you", "用户", "你"))
_ME = frozenset(("me", "i", "q", "question", "prompt", "我", "本人", "提问", "问", "提问者"))
_ANSWER = frozenset(("a", "answer", "答", "回答"))  # a bot's answers: "support bot:\nQ: …\nA: …"
# where answers come from a bot: "my carrier's support bot", 智能客服 (not "an interview about AI", 扫地机器人)
_BOT_SOURCE = re.compile(
    rf"(?<![a-z])(?:{_PRODUCT}|chatbot|chat bot|(?:support|help|service|customer|virtual) (?:bot|assistant)|bot)"
    r"(?![a-z])|智能客服|在线客服|ai\s?客服|机器人客服|客服机器人"
)
_ROLE = re.compile(r'\{[^{}]{0,2000}"role"\s*:\s*"(?P<who>\w+)"[^{}]{0,2000}\}')  # a message in JSON, one object
_JSON_TEXT = ("content", "text", "mainText", "message")
# an AI's words about the person: to them, or of "the user" (an agent's note)
_ADDRESSED = re.compile(r"\b(?:you|your|yours|you're|youre|you've|you'd|you'll|u|ur|the user|user's)\b|你|您|用户")
# the speaker of themselves: not the AI's "I'd suggest", 我建议, nor a bank's or a firm's 我行, 我司
_OWN = re.compile(r"\b(?:i|i'm|im|i've|i'd|i'll|me|my|mine|myself)\b|我(?!建议|推荐|觉得|认为|猜|想|看|会|来|行|司|们)")
# where a sentence of an AI's words ends, or the person's own begin on its line ("…a teacher? - nope, I'm a nurse")
_CLAUSE_END = re.compile(r"[.!?;。！？；…]|——|--|\s[—–-]\s|[—–](?=\s*\w)|→|/|[()（）~～]|\s(?=lol|haha|nah|nope)")
_BLANK = re.compile(r"(?:\r?\n|\\n)[^\S\n]*(?:\r?\n|\\n)")  # the end of a paragraph
_INLINE_ME = re.compile(r"(?<=[.!?。！？…])\s*(?:me|我|本人)\s*[:：]", re.IGNORECASE)  # "…a teacher. Me: close, I'm…"


@dataclass(frozen=True)
class _Part:
    start: int
    end: int
    kind: str  # "ai": the AI's words; "alone": an AI's, its clauses read one by one; "person": the person's;
    # "another": the person's side of someone else's conversation ("my friend sent me her ChatGPT convo:")
    label: str
    words: str = ""  # the person's words read for a quote in it (their line, with the intro; a JSON message's text)


def _kind(label: str) -> str:
    """Who a label is: "ai", "ai?" (a role a form's field may have too), "user", "me", "answer" (a Q and A's), or
    ""."""
    who = simplified(label.casefold()).strip()
    if _AI_NAME.fullmatch(who) or _AI_KIND.search(who):
        return "ai"
    if _AMBIGUOUS.fullmatch(who):
        return "ai?"
    return "user" if who in _USER else "me" if who in _ME else "answer" if who in _ANSWER else ""


def _end_of(text: str, at: int) -> int:
    """Where the line that holds `at` ends (a newline, or the two characters of an escaped one)."""
    found = BREAK.search(text, at)
    return found.start() if found else len(text)


_SPACES = re.compile(r"(?:\s|\\n)*")  # (breaks of a paste flattened onto one line too)


def _paragraph_after(text: str, at: int) -> tuple[int, int]:
    """The paragraph that begins at or after `at` (blank lines skipped), as (start, end)."""
    start = _SPACES.match(text, at).end()  # type: ignore[union-attr]
    blank = _BLANK.search(text, start)
    return start, blank.start() if blank else len(text)


def _json_parts(text: str) -> list[_Part]:
    """The messages of an API's shape in `text` ({"role": …, "content": …}, one flat object each), in order; the
    person's read with the words before the first (whose conversation it is)."""
    parts: list[_Part] = []
    intro, theirs = "", "person"
    for found in _ROLE.finditer(text):
        if not parts:
            intro = text[: found.start()].rstrip(" \t\r\n[{,")[-AROUND:].strip()
            theirs = _whose_side(intro)
        try:
            message = json.loads(found.group())
        except ValueError:
            continue
        said = next((message[k] for k in _JSON_TEXT if isinstance(message.get(k), str)), None)
        kind = {"user": theirs, "human": theirs}.get(found.group("who").casefold(), "")
        if not kind and _kind(found.group("who")):
            kind = "ai"
        if said is not None and kind:
            label = intro if kind in ("another", "made_up") else f'"role": "{found.group("who")}"'
            parts.append(_Part(found.start(), found.end(), kind, label, f"{intro}\n{said}".strip()))
    return parts


# each candidate of a turn reads its speakers: one scan of a turn, not one a candidate
@functools.lru_cache(maxsize=8)
def _parts(text: str) -> tuple[_Part, ...]:
    """The parts of a turn that a conversation with an AI holds, in order (see the module)."""
    parts = _json_parts(text)
    starts = [p.start for p in parts]  # (in order: a label inside a message of JSON is its text's)
    labels = [(m, _kind(m.group("who"))) for m in _TURN_LABEL.finditer(text)]
    labels = [(m, kind) for m, kind in labels if kind and not _within(parts, starts, m.start())]
    labels = [  # a name that heads what comes after it ("My carrier's support bot:\nQ: …\nA: …") is no speaker
        (m, kind)
        for i, (m, kind) in enumerate(labels)
        if kind not in ("ai", "ai?")
        or text[m.end() : labels[i + 1][0].start() if i + 1 < len(labels) else len(text)].strip()
    ]
    kinds = {kind for _, kind in labels}
    if "answer" in kinds and kinds & {"ai", "ai?"}:  # an AI's label beside a Q and A's: its "A:" is no speaker
        labels = [(m, kind) for m, kind in labels if kind != "answer"]
    strong = "ai" in kinds and kinds & {"user", "me"}
    if strong or ("ai?" in kinds and "user" in kinds):  # a conversation: every label is a speaker's
        intro = text[: labels[0][0].start()].strip()[-AROUND:]
        listed = "user" not in kinds  # "Me:" and "AI:" may be a list's lines too: the AI's clause by clause
        spans = []
        for i, (m, kind) in enumerate(labels):
            end = labels[i + 1][0].start() if i + 1 < len(labels) else len(text)
            blank = _BLANK.search(text, m.end(), end)  # each speaker's words end with their paragraph
            end = blank.start() if blank else end
            if kind not in ("user", "me"):
                inline = _INLINE_ME.search(text, m.end(), end)
                end = inline.start() if inline else end
            spans.append((m, kind, end))
        # the person's side read whole, with the words around it: a line taken back in the next ("wait no, scratch
        # that"), or after the conversation ("（其实我是瞎说的）")
        outro = text[spans[-1][2] :].strip()[:AROUND]
        side = "\n".join(text[m.end() : end].strip() for m, kind, end in spans if kind in ("user", "me"))
        words = "\n".join(w for w in (intro, side, outro) if w)
        theirs = _whose_side(intro, outro)
        for m, kind, end in spans:
            if kind in ("user", "me"):
                parts.append(_Part(m.end(), end, theirs, intro or m.group().strip(), words))
            else:
                parts.append(_Part(m.end(), end, "alone" if listed else "ai", m.group().strip(" *_>|")))
        return tuple(sorted(parts, key=lambda p: p.start))
    first = next((m.start() for m, kind in labels if kind == "me"), len(text))
    bot = bool(_BOT_SOURCE.search(simplified(text[:first][-AROUND:].casefold())))
    for m, kind in labels:
        if kind != "ai" and not (bot and kind == "answer"):
            continue
        end = _end_of(text, m.end())
        start = m.end()
        if not text[start:end].strip():  # "ChatGPT said:" ends its line: its words are the paragraph after it
            start, end = _paragraph_after(text, end)
        parts.append(_Part(start, end, "alone", m.group().strip(" *_>|")))
    return tuple(sorted(parts, key=lambda p: p.start))


# the person's side of a conversation said in the words before it to be made up, to test the AI ("I was testing a
# fake persona on Claude", "Pretend I'm…", 我编了个身份测豆包, 用一个假人设)
_MADE_UP = re.compile(
    r"\b(?:made[- ]up|fake|pretend(?:ed|ing)?|test(?:ed|ing)? (?:it|him|her|them|\w+ with)|role-?play(?:ing)?)\b"
    r"|编了?(?:一?个)?(?:身份|人设|故事)|假(?:身份|人设)|瞎编|瞎说|测试一下|试探一下|故意(?:说|骗)"
)


def _whose_side(intro: str, outro: str = "") -> str:
    """Whose the person's side of a conversation is, by the words before it (and after it): "another"'s ("My mom's
    chat with ChatGPT:"), "made_up" (a persona to test the AI; "（其实我是瞎说的）" after it), else "person"."""
    if intro and someone_elses(intro):
        return "another"
    return "made_up" if _MADE_UP.search(simplified(f"{intro}\n{outro}".casefold())) else "person"


def _within(parts: list[_Part], starts: list[int], at: int) -> bool:
    """Whether `at` is inside one of `parts` (in order, `starts` their starts; none within another)."""
    i = bisect_right(starts, at) - 1
    return i >= 0 and parts[i].start <= at < parts[i].end


def _clause(text: str, at: int, start: int, end: int) -> tuple[str, str]:
    """The sentence of `text[start:end]` that holds position `at` (a comma does not end it: "As a nurse, you'll…"),
    and its words up to the end of the value's part of it (its comma): "I" after it is the AI's ("…training for the
    marathon, so I've kept the plan")."""
    before = [m.end() for m in _CLAUSE_END.finditer(text, start, at)]
    after = _CLAUSE_END.search(text, at, end)
    begin, finish = before[-1] if before else start, after.start() if after else end
    comma = re.compile(r"[,，、]").search(text, at, finish)
    return text[begin:finish], text[begin : comma.start() if comma else finish]


def spoken_in(text: str, quote: str, value: str = "") -> tuple[str, str] | None:
    """Who says the quote (its value, when the quote holds it: a quote may take a label along), when the turn holds
    a conversation with an AI assistant: ("ai", its label) for the AI's words, ("person", their words) for the
    person's own, ("another", the words that say so) for the person's side of someone else's conversation; None
    when it holds none, or the quote is outside it (read as ever). A quote not found as written (a sloppy model's,
    another case, a comma left out) is placed by its value: the AI's when every place it is said is the AI's."""
    parts = _parts(text)
    if not parts:
        return None
    at = find_quote(text, quote)
    if at >= 0:
        inside = re.compile(re.escape(value), re.IGNORECASE).search(text, at, at + len(quote)) if value else None
        return _said_at(text, parts, inside.start() if inside else at + len(quote) - 1)
    places = (
        [m.start() for m in islice(re.compile(re.escape(value), re.IGNORECASE).finditer(text), 50)] if value else []
    )
    said = [_said_at(text, parts, place) for place in places]
    return said[0] if said and all(s is not None and s[0] == "ai" for s in said) else None


def _said_at(text: str, parts: tuple[_Part, ...], at: int) -> tuple[str, str] | None:
    """Who says what is at `at` (see `spoken_in`)."""
    part = next((p for p in parts if p.start <= at < p.end), None)
    if part is None:
        return None
    if part.kind in ("person", "another", "made_up"):
        return part.kind, part.words if part.kind == "person" else part.label
    if part.kind == "alone":  # only a clause that speaks to the person, not of the speaker
        clause, upto = _clause(text, at, part.start, part.end)
        if not _ADDRESSED.search(clause.casefold()) or _OWN.search(upto.casefold()):
            return None
    return "ai", part.label
