"""Slash commands in chat: /help, /exit, /new, /retry, and the ones memory adds."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from twin.chat.conversation import Conversation, Reply
from twin.chat.render import Renderer
from twin.chat.words import LINES, say
from twin.facts.masks import placeholder

if TYPE_CHECKING:
    from twin.errors import TwinError
    from twin.facts.masks import Masks
    from twin.facts.model import Fact
    from twin.narrative import review


class ChatLoop(Protocol):
    """What the commands need of the chat they run in (twin/chat/loop.py)."""

    conversation: Conversation
    renderer: Renderer
    stopping: str | None  # set when the chat must end now (a signal): a wait is not to swallow that Ctrl-C

    @property
    def zh(self) -> bool: ...
    def words(self, error: TwinError) -> tuple[str, str]: ...
    def end_session(self, reason: str) -> bool: ...
    def play(self, reply: Reply) -> bool: ...


@dataclass(frozen=True)
class Command:
    """A slash command: its name, usage and what it does."""

    name: str
    usage: str
    help: str  # a key of twin.chat.words.LINES
    run: Callable[[ChatLoop, str], bool]  # returns False to end the chat


COMMANDS: dict[str, Command] = {}


def command(
    name: str, usage: str, help: str, *aliases: str
) -> Callable[[Callable[[ChatLoop, str], bool]], Callable[[ChatLoop, str], bool]]:
    """Register a slash command."""

    if help not in LINES:
        raise KeyError(f"/{name}: no line {help!r} in twin.chat.words")

    def register(fn: Callable[[ChatLoop, str], bool]) -> Callable[[ChatLoop, str], bool]:
        for key in (name, *aliases):
            COMMANDS[key] = Command(name, usage, help, fn)
        return fn

    return register


@command("help", "/help", "cmd-help", "?")
def _help(loop: ChatLoop, arg: str) -> bool:
    shown = list({cmd.name: cmd for cmd in COMMANDS.values()}.values())  # each once, aliases aside
    if loop.renderer.rich:  # a terminal: each description wraps in its own column, not back under the commands
        from rich.table import Table
        from rich.text import Text

        grid = Table.grid(padding=(0, 2), pad_edge=True)
        grid.add_column(no_wrap=True, style="dim")
        grid.add_column(style="dim", overflow="fold")  # (a Chinese sentence has no space to wrap at)
        for cmd in shown:
            grid.add_row(Text(cmd.usage), Text(say(loop.zh, cmd.help)))
        keys = Table.grid(padding=(0, 2), pad_edge=True)
        keys.add_column(style="dim", overflow="fold")
        keys.add_row(Text(say(loop.zh, "help-keys")))
        loop.renderer.console.print(grid, keys)
        return True
    width = max(len(cmd.usage) for cmd in shown)  # the longest, /review [keep|theirs|drop ID], sets the column
    lines = [f"  {cmd.usage:<{width}}  {say(loop.zh, cmd.help)}" for cmd in shown]
    lines.append("  " + say(loop.zh, "help-keys"))
    loop.renderer.dim("\n".join(lines))
    return True


@command("exit", "/exit", "cmd-exit", "quit", "bye")
def _exit(loop: ChatLoop, arg: str) -> bool:
    return False


@command("new", "/new", "cmd-new")
def _new(loop: ChatLoop, arg: str) -> bool:
    had = loop.conversation.session is not None
    loop.end_session("new")
    loop.renderer.dim(say(loop.zh, "new-session" if had else "already-new"))
    return True


@command("retry", "/retry", "cmd-retry")
def _retry(loop: ChatLoop, arg: str) -> bool:
    reply = loop.conversation.retry()
    if reply is None:
        loop.renderer.dim(say(loop.zh, "nothing-to-retry"))
        return True
    loop.play(reply)
    return True


IME_SLASHES = ("\uff0f", "\u3001")  # what Chinese keyboards type for "/": ／ (full width), 、 (most Pinyin IMEs)


def as_typed(line: str) -> str:
    """A command typed on a Chinese keyboard as one typed in ASCII: "／memory", "、memory" or "／ｍｅｍｏｒｙ" (an IME
    in full-width mode) when a command's name follows (else it is a message), and its full-width spaces (U+3000,
    which the IMEs type) as spaces."""
    if line[:1] in ("/", *IME_SLASHES):
        head, space, rest = line[1:].replace("\u3000", " ").partition(" ")
        name = unicodedata.normalize("NFKC", head).strip().lower()
        if name in COMMANDS:
            return f"/{name}{space}{rest}"
    return line.replace("\u3000", " ") if line.startswith("/") else line


def dispatch(loop: ChatLoop, line: str) -> bool | None:
    """Run a slash command; None when `line` is not one (so it is a message)."""
    line = as_typed(line)
    if not line.startswith("/") or line.startswith("//"):
        return None
    name, _, arg = line[1:].partition(" ")
    cmd = COMMANDS.get(name.strip().lower())
    if cmd is None:
        loop.renderer.error(say(loop.zh, "unknown-command", name=name), say(loop.zh, "unknown-hint"))
        return True
    return cmd.run(loop, arg.strip())


@command("memory", "/memory", "cmd-memory")
def _memory(loop: ChatLoop, arg: str) -> bool:
    from twin.context.prompt import fact_line, labels, told_by
    from twin.facts.names import attribute_name

    conv = loop.conversation
    zh = loop.zh
    language = conv.persona.language
    if conv.as_of is None and not _settled(loop):  # what was said a moment ago is in the list, as for /forget
        return True
    view = conv.reader.view(conv.settings.context, at=conv.as_of, user_subject=conv.who.subject, owner=conv.owner)
    previous = {new.id: old for old, new in view.replaced}
    mine = view.mine()
    facts = sorted(view.facts, key=lambda f: (f.subject.casefold() not in mine, f.subject, f.attribute))
    people, told = conv.reader.people({str(f.evidence.get("session") or "") for f in facts} - {""})
    view.people, view.told = {**view.people, **people}, view.told | told  # who said each fact, not only whose it is
    lines = [say(zh, "facts-held" if facts else "no-facts")]
    subject = None
    for fact in facts:
        theirs = fact.subject.casefold() not in mine
        if theirs and fact.subject != subject:
            subject = fact.subject
            lines.append(f"  {labels(language)['user'] if subject == 'user' else subject}:")
        indent = "    " if theirs else "  "  # under the name of whose it is
        line = fact_line(
            fact,
            previous.get(fact.id),
            language,
            told_me=not theirs or conv.owner,
            origin=told_by(view, fact, language),
            name=attribute_name(fact.attribute, language),  # 城市 in Chinese, as the notices and /forget say it
            since=view.began.get(fact.id),
        )
        lines.append(f"{indent}{fact.short_id} {line[2:]}")
    chapters = view.chapters
    if chapters:
        lines.append(say(zh, "latest-diary"))
        for chapter in chapters:  # its words as every context masks them, as `twin memory eras` shows them
            text = view.masks.chapter(chapter.text, placeholder(conv.persona.language)).strip()
            lines.append(f"  {chapter.start[:10]}  {text.splitlines()[0][:160] if text else ''}")
    lines += _past(loop, view.masks)
    if conv.as_of is None and facts:  # a chat as of a past time changes nothing; with no fact, nothing to change
        lines.append(say(zh, "memory-hint"))
    loop.renderer.dim("\n".join(lines))
    return True


def _past(loop: ChatLoop, masks: Masks) -> list[str]:
    """The years and months before the latest chapters, each as its summary's gist (the eras of memory), the
    forgotten words masked."""
    from twin.clock import now
    from twin.narrative.eras import gist, timeline

    conv = loop.conversation
    language = conv.persona.language
    past = timeline(conv.reader.chapters, conv.as_of or now(), conv.settings.context.half_life_days)

    def mask(text: str) -> str:
        return masks.chapter(text, placeholder(language))

    if not past or (len(past) == 1 and len(past[0].months) == 1):
        return []  # one month of chapters: the latest entries above are all there is
    lines = [say(loop.zh, "past")]
    owed = say(loop.zh, "past-owed")
    for year in past:
        if year.summary:
            lines.append(f"  {year.span.period}     {year.heat:4.2f}  {gist(mask(year.summary.text), language)}")
            continue
        for month in year.months:
            what = gist(mask(month.summary.text), language) if month.summary else f"({len(month.chapters)}; {owed})"
            lines.append(f"  {month.span.period}  {month.heat:4.2f}  {what}")
    lines.append(say(loop.zh, "past-hint"))
    return lines


def _changes_nothing(loop: ChatLoop, what: str, args: str) -> bool:
    """Whether the chat reads a past time (`--as-of`): then it refuses to change memory, and says where to."""
    conv = loop.conversation
    if conv.as_of is None:
        return False
    hint = say(loop.zh, "read-only-hint", what=what, persona=conv.persona.key, args=args).rstrip()
    loop.renderer.error(say(loop.zh, "read-only-change"), hint)
    return True


MOMENT = 0.3  # seconds a command waits for memory before it says that it does
SETTLE_WAIT = 30.0  # seconds at most (or the model's timeout, if shorter) it waits for what was said to be extracted


def _settled(loop: ChatLoop) -> bool:
    """Wait for memory to extract what was said so far in this session (a fact said a moment ago is then there to
    forget or correct), saying so when that takes more than a moment; False when Ctrl-C stopped the wait."""
    conv = loop.conversation
    try:
        if conv.memory_settled(MOMENT):
            return True
        loop.renderer.dim(say(loop.zh, "memory-busy"))
        if not conv.memory_settled(max(min(conv.endpoint.timeout, SETTLE_WAIT) - MOMENT, 0.0)):
            loop.renderer.dim(say(loop.zh, "memory-still-busy"))
        return True
    except KeyboardInterrupt:
        if loop.stopping:
            raise
        loop.renderer.dim(say(loop.zh, "stopped-waiting"))
        return False


def _fact_for(loop: ChatLoop, ref: str) -> Fact | None:
    """A fact named by (part of) its id, or by its name among the facts that hold ("city", 城市, "sister.city",
    妹妹的城市: twin/facts/names.py)."""
    from twin.errors import TwinError
    from twin.facts.model import UnnamedFact
    from twin.facts.names import fact_name

    conv = loop.conversation
    mine = (conv.who.subject, "user")
    try:
        return conv.reader.facts.named(ref, mine, conv.as_of)
    except UnnamedFact as exc:  # said in the chat's language: what was named, and what it could be, as it is typed
        language = "zh" if loop.zh else "en"
        shown = "; ".join(
            f"{short} ({fact_name(subject, attribute, mine, language)} = {value})"
            for short, subject, attribute, value in exc.found
        )
        why = "close" if exc.why == "none" and exc.found else exc.why
        loop.renderer.error(say(loop.zh, f"unnamed-{why}", ref=exc.ref, shown=shown), say(loop.zh, "ids-hint"))
        return None
    except TwinError as exc:
        loop.renderer.error(loop.words(exc)[0], say(loop.zh, "ids-hint"))
        return None


@command("forget", "/forget FACT", "cmd-forget")
def _forget(loop: ChatLoop, arg: str) -> bool:
    from twin.errors import TwinError

    if _changes_nothing(loop, "forget", "FACT"):
        return True
    if not arg:
        loop.renderer.error(say(loop.zh, "which-fact"), say(loop.zh, "forget-hint"))
        return True
    if not _settled(loop):
        return True
    fact = _fact_for(loop, arg.strip())  # the whole name ("favourite food"), as `twin memory forget` reads it
    if fact is None:
        return True
    try:
        loop.conversation.reader.facts.retire(fact.id, reason="user", cause="chat:/forget")
    except TwinError as exc:
        loop.renderer.error(*loop.words(exc))
        return True
    from twin.facts.names import notice_line  # whose it was, as the notice that learned it said

    who = loop.conversation.user or "user"
    what = notice_line(fact.subject, fact.attribute, fact.value, who, "zh" if loop.zh else "en")
    loop.renderer.dim(say(loop.zh, "forgotten", what=what))
    from twin.voice.forgetting import forget_in_voice  # masked in the persona file, as `twin memory forget` does

    conv = loop.conversation
    voice = forget_in_voice(conv.home, conv.persona.key, conv.reader.facts.masks(), conv.persona.language)
    if voice.said:
        loop.renderer.dim(voice.said)
    kept, naming = loop.conversation.reader.facts.left_after_forget(fact)
    if kept:  # forgetting one value forgets no other (as `twin memory forget` says)
        values = ", ".join(f"{f.value} ({f.short_id})" for f in kept[:5])
        past = fact.status not in ("current", "pending")  # a past value forgotten: the others are not all earlier
        loop.renderer.dim(say(loop.zh, "still-remembered-other" if past else "still-remembered", values=values))
    if naming:  # (as many as `twin memory forget` names)
        facts = ", ".join(f"{f.key} = {f.value} ({f.short_id})" for f in naming[:5])
        facts += say(loop.zh, "and-more", n=len(naming) - 5) if len(naming) > 5 else ""
        loop.renderer.dim(say(loop.zh, "still-named", value=fact.value, facts=facts))
    return True


@command("correct", "/correct FACT VALUE", "cmd-correct")
def _correct(loop: ChatLoop, arg: str) -> bool:
    from twin.errors import TwinError

    if _changes_nothing(loop, "correct", "FACT VALUE"):
        return True
    ref, _, value = arg.strip().partition(" ")
    if not ref or not value.strip():
        loop.renderer.error(say(loop.zh, "which-correct"), say(loop.zh, "correct-hint"))
        return True
    if not _settled(loop):
        return True
    ref, value = _name_and_value(loop, arg.strip())
    fact = _fact_for(loop, ref)
    if fact is None:
        return True
    try:
        new = loop.conversation.reader.facts.correct(fact.id, value.strip(), cause="chat:/correct")
    except TwinError as exc:
        loop.renderer.error(*loop.words(exc))
        return True
    from twin.facts.names import notice_line  # whose it is, as the notice that learned it said

    who = loop.conversation.user or "user"
    what = notice_line(new.subject, new.attribute, f"{fact.value} -> {new.value}", who, "zh" if loop.zh else "en")
    loop.renderer.dim(say(loop.zh, "corrected", what=what))
    return True


def _name_and_value(loop: ChatLoop, arg: str) -> tuple[str, str]:
    """`/correct favourite food ramen`: the longest run of first words that names a fact (a name may have spaces,
    as `twin memory correct` takes it quoted; one that names several is taken, for /correct to list them), the
    rest the value as typed; else the first word."""
    from twin.errors import TwinError
    from twin.facts.model import UnnamedFact

    conv = loop.conversation
    words = arg.split()
    for cut in range(len(words) - 1, 1, -1):
        name = " ".join(words[:cut])
        try:
            conv.reader.facts.named(name, (conv.who.subject, "user"), conv.as_of)
        except UnnamedFact as exc:
            if exc.why == "none":
                continue
        except TwinError:
            continue
        return name, re.split(r"\s+", arg, maxsplit=cut)[cut]
    first, _, value = arg.partition(" ")
    return first, value.strip()


@command("review", "/review [keep|theirs|drop ID]", "cmd-review")
def _review(loop: ChatLoop, arg: str) -> bool:
    """The questions of `twin memory review` (twin/narrative/review.py): listed, kept (in the person's words, if
    given), kept as someone else's (`theirs ID NAME`, the name they were heard as by default) or dropped."""
    from twin.errors import TwinError
    from twin.narrative import review
    from twin.narrative.grounding import twin_subjects

    action, _, rest = arg.strip().partition(" ")
    action = action.casefold()
    if action not in ("", "keep", "theirs", "drop"):
        loop.renderer.error(say(loop.zh, "review-hint"))
        return True
    # a chat as of a past time answers no question, nor lists those open now (raised later, perhaps)
    args = "--keep ID --of WHO" if action == "theirs" else f"--{action} ID" if action else ""
    if _changes_nothing(loop, "review", args):
        return True
    if not _settled(loop):
        return True
    conv = loop.conversation
    facts, mine = conv.reader.facts, (conv.who.subject, "user")
    try:
        open_ = review.questions(conv.twin_dir, facts, mine)
        if not action:
            if not open_:
                loop.renderer.dim(say(loop.zh, "review-none"))
                return True
            asked = review.asked_lines(conv.twin_dir, facts, open_, "zh" if loop.zh else "en")
            lines = [
                say(loop.zh, "review-line", id=q.id, what=_said(loop, q), quote=q.quote)
                + (say(loop.zh, "review-whose", who=q.who) if q.why == "whose" else "")
                + (say(loop.zh, "review-told") if q.why == "told" else "")
                + (say(loop.zh, "review-answered", asked=asked[q.id]) if asked.get(q.id) else "")
                for q in open_
            ]
            loop.renderer.dim("\n".join([*lines, say(loop.zh, "review-hint")]))
            return True
        ref, _, own = rest.strip().partition(" ")
        q = review.find(open_, ref, "/review")
        if action == "drop":
            review.drop(conv.twin_dir, facts, q, mine, "/review")
            loop.renderer.dim(say(loop.zh, "review-dropped", what=_said(loop, q)))
            return True
        if action == "theirs":  # perhaps said of someone else, and it was: theirs, by the name given or heard
            named = own.strip() or review.default_owner(q)
            if not named:
                loop.renderer.error(say(loop.zh, "review-whose-name", id=q.id), say(loop.zh, "review-hint"))
                return True
            twins = twin_subjects((conv.persona.name, conv.persona.key), conv.who.subject)
            op, fact = review.keep(conv.twin_dir, facts, q, None, mine, "/review", named, twins)
        else:
            op, fact = review.keep(conv.twin_dir, facts, q, own.strip() or None, mine, "/review")
    except review.ReviewError as exc:  # said in the persona's language, as every other line of the chat
        loop.renderer.error(
            say(loop.zh, f"review-{exc.why}", **exc.values), say(loop.zh, _HINTS[exc.why], **exc.values)
        )
        return True
    except TwinError as exc:
        loop.renderer.error(*loop.words(exc))
        return True
    what = _said(loop, q, fact.value, fact.subject)
    loop.renderer.dim(
        say(loop.zh, {"known": "review-known", "older": "review-older"}.get(op, "review-kept"), what=what)
    )
    return True


_HINTS = {  # the hint to each answer /review cannot take (review.ReviewError's `why`), in twin/chat/words.py
    "which": "review-id-hint",
    "too_short": "review-id-hint",
    "several": "review-more-hint",
    "no_such": "review-open-hint",
    "not_open": "review-open-hint",
    "empty_value": "review-value-hint",
    "empty_name": "review-name-hint",
    "long_name": "review-name-hint",
    "no_one": "review-name-hint",
    "the_twin": "review-yours-hint",
}


def _said(loop: ChatLoop, q: review.Question, value: str | None = None, subject: str | None = None) -> str:
    """A question's fact as the chat's notices name one: the person's own without a subject, Mia的工作：… of others."""
    from twin.facts.names import notice_line

    language = "zh" if loop.zh else "en"
    return notice_line(
        q.subject if subject is None else subject,
        q.attribute,
        q.value if value is None else value,
        loop.conversation.who.subject,
        language,
    )


@command("recall", "/recall QUERY", "cmd-recall")
def _recall(loop: ChatLoop, arg: str) -> bool:
    if not arg:
        loop.renderer.error(say(loop.zh, "recall-what"), say(loop.zh, "recall-hint"))
        return True
    from twin.facts.names import attribute_name
    from twin.sessions.session import teller

    view = loop.conversation.memory_view(arg, this_session=True)  # a forgotten word finds only where it was said again
    language = "zh" if loop.zh else "en"
    forgotten = placeholder(language)
    arg = view.masks.chapter(arg, forgotten)  # nor is it said back
    scores = {(i["type"], i["id"]): i.get("score", 0.0) for i in view.recall_items}
    facts = {f.id: f for f in view.facts}
    lines: list[str] = []
    names = {kind: say(loop.zh, f"recall-{kind}") for kind in ("fact", "chapter", "turn")}
    room = max(len(n) for n in names.values())  # labels in one column (CJK characters are two cells)
    label = {k: n + " " * (room - len(n)) * (1 if n.isascii() else 2) for k, n in names.items()}
    mine = view.mine()
    for fact_id in view.relevant_facts:
        fact = facts[fact_id]
        score = scores.get(("fact", fact_id), 0.0)
        key = attribute_name(fact.attribute, language)  # as /memory names it: the person's own without a subject
        what = f"{key}: {fact.value}" if fact.subject.casefold() in mine else f"{fact.subject} · {key}: {fact.value}"
        lines.append(f"  {label['fact']}  {fact.said_at[:10]}  {score:5.2f}  {what}")
    for chapter in view.relevant_chapters:
        text = view.masks.chapter(chapter.text, forgotten).strip()  # masked before it is cut, as every view does
        first = text.splitlines()[0][:100] if text else ""
        score = scores.get(("chapter", chapter.id), 0.0)
        lines.append(f"  {label['chapter']}  {chapter.start[:10]}  {score:5.2f}  {first}")
    for passage in view.passages:
        other = view.whose(passage.session)  # an earlier talk with someone else: their name, not "you"
        for hit in passage.turns:
            if hit.role != "user":
                who = say(loop.zh, "me")
            else:
                who = say(loop.zh, "you") if other is None else other or say(loop.zh, "owner")
                if passage.session in view.told:  # another program's words of them (`twin mcp`'s tell)
                    who = teller("zh" if loop.zh else "en", who)
            masked = view.masks.turn(hit.text, forgotten, hit.ts, hit.role)
            text = " ".join(passage.words(hit, masked).split())[:100]  # a long turn as its excerpt, cut once masked
            lines.append(f"  {label['turn']}  {hit.ts[:10]}  {passage.score:5.2f}  {who}: {text}")
    loop.renderer.dim("\n".join(lines) if lines else say(loop.zh, "recall-none", query=arg))
    return True
