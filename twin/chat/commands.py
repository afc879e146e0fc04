"""Slash commands in chat: /help, /exit, /new, /retry, and the ones memory adds."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from twin.chat.loop import ChatLoop
    from twin.memory.fact import Fact


@dataclass(frozen=True)
class Command:
    """A slash command: its name, usage and what it does."""

    name: str
    usage: str
    help: str
    run: Callable[[ChatLoop, str], bool]  # returns False to end the chat


COMMANDS: dict[str, Command] = {}


def command(
    name: str, usage: str, help: str, *aliases: str
) -> Callable[[Callable[[ChatLoop, str], bool]], Callable[[ChatLoop, str], bool]]:
    """Register a slash command."""

    def register(fn: Callable[[ChatLoop, str], bool]) -> Callable[[ChatLoop, str], bool]:
        for key in (name, *aliases):
            COMMANDS[key] = Command(name, usage, help, fn)
        return fn

    return register


@command("help", "/help", "show the commands", "?")
def _help(loop: ChatLoop, arg: str) -> bool:
    seen = set()
    lines = []
    for cmd in COMMANDS.values():
        if cmd.name in seen:
            continue
        seen.add(cmd.name)
        lines.append(f"  {cmd.usage:<22} {cmd.help}")
    lines.append("  Alt-Enter or Ctrl-J    new line; Ctrl-C stops a reply or clears the line; Ctrl-D ends")
    loop.renderer.dim("\n".join(lines))
    return True


@command("exit", "/exit", "end the chat", "quit", "bye")
def _exit(loop: ChatLoop, arg: str) -> bool:
    return False


@command("new", "/new", "end this session and start a new one")
def _new(loop: ChatLoop, arg: str) -> bool:
    had = loop.conversation.session is not None
    loop.end_session("new")
    loop.renderer.dim("New session." if had else "Already a new session.")
    return True


@command("retry", "/retry", "ask again for the last reply")
def _retry(loop: ChatLoop, arg: str) -> bool:
    reply = loop.conversation.retry()
    if reply is None:
        loop.renderer.dim("Nothing to retry yet.")
        return True
    loop.play(reply)
    return True


def dispatch(loop: ChatLoop, line: str) -> bool | None:
    """Run a slash command; None when `line` is not one (so it is a message)."""
    if not line.startswith("/") or line.startswith("//"):
        return None
    name, _, arg = line[1:].partition(" ")
    cmd = COMMANDS.get(name.strip().lower())
    if cmd is None:
        loop.renderer.error(
            f"Unknown command /{name}.", "Type /help for the commands; start a message with // to send a literal slash."
        )
        return True
    return cmd.run(loop, arg.strip())


@command("memory", "/memory", "what I hold about you: facts with source and time, my latest diary entries")
def _memory(loop: ChatLoop, arg: str) -> bool:
    from twin.memory.context import fact_line

    conv = loop.conversation
    zh = conv.persona.language == "zh"
    view = conv.reader.view(conv.settings.context, at=conv.as_of, user_subject=conv.who.subject)
    previous = {new.id: old for old, new in view.replaced}
    mine = {conv.who.subject.casefold(), "user"}
    facts = sorted(view.facts, key=lambda f: (f.subject.casefold() not in mine, f.subject, f.attribute))
    lines = (
        ["我记得的事实：" if zh else "Facts I hold:"] if facts else ["我还没记住任何事实。" if zh else "No facts yet."]
    )
    subject = None
    for fact in facts:
        if fact.subject.casefold() not in mine and fact.subject != subject:
            subject = fact.subject
            lines.append(f"  {subject}:")
        lines.append(f"  {fact.id[-6:]} {fact_line(fact, previous.get(fact.id), conv.persona.language)[2:]}")
    chapters = view.chapters
    if chapters:
        lines.append("最近的日记：" if zh else "Latest diary entries:")
        for chapter in chapters:
            first = chapter.text.strip().splitlines()[0] if chapter.text.strip() else ""
            lines.append(f"  {chapter.start[:10]}  {first[:160]}")
    lines.append(
        "用 /forget ID 忘掉一条，/correct ID 新的值 更正一条。"
        if zh
        else "/forget ID retires one; /correct ID VALUE corrects one."
    )
    loop.renderer.dim("\n".join(lines))
    return True


def _fact_for(loop: ChatLoop, ref: str) -> Fact | None:
    """A fact named by (part of) its id, or by its attribute ("city", "sister.city") among the facts that hold."""
    from twin.errors import TwinError

    conv = loop.conversation
    facts = conv.reader.facts
    wanted = ref.strip().casefold().replace(" ", "_")
    subject, _, attribute = wanted.rpartition(".")
    mine = {conv.who.subject.casefold(), "user"}
    matches = [
        f
        for f in facts.as_of(conv.as_of)
        if f.attribute.casefold() == attribute
        and (f.subject.casefold() == subject if subject else f.subject.casefold() in mine)
    ]
    if len(matches) == 1:
        return matches[0]
    try:
        return facts.get(ref)
    except TwinError as exc:
        loop.renderer.error(exc.message, "/memory shows the facts and their ids.")
        return None


@command("forget", "/forget FACT", "retire a fact (an id from /memory, or a name like city); it stays on disk")
def _forget(loop: ChatLoop, arg: str) -> bool:
    from twin.errors import TwinError

    if not arg:
        loop.renderer.error("Which fact?", "/memory shows the ids; then /forget ID.")
        return True
    fact = _fact_for(loop, arg.split()[0])
    if fact is None:
        return True
    try:
        loop.conversation.reader.facts.retire(fact.id, reason="user", cause="chat:/forget")
    except TwinError as exc:
        loop.renderer.error(exc.message, exc.hint)
        return True
    loop.renderer.dim(f"Forgotten: {fact.attribute.replace('_', ' ')}: {fact.value}")
    return True


@command("correct", "/correct FACT VALUE", "correct a fact: the new value replaces the old, which is kept as history")
def _correct(loop: ChatLoop, arg: str) -> bool:
    from twin.errors import TwinError

    ref, _, value = arg.partition(" ")
    if not ref or not value.strip():
        loop.renderer.error("Which fact, and what is true?", "/memory shows the ids; then /correct ID NEW VALUE.")
        return True
    fact = _fact_for(loop, ref)
    if fact is None:
        return True
    try:
        new = loop.conversation.reader.facts.correct(fact.id, value.strip(), cause="chat:/correct")
    except TwinError as exc:
        loop.renderer.error(exc.message, exc.hint)
        return True
    loop.renderer.dim(f"Corrected: {new.attribute.replace('_', ' ')}: {fact.value} -> {new.value}")
    return True


@command("recall", "/recall QUERY", "what my memory brings up for QUERY: facts, diary entries, older turns")
def _recall(loop: ChatLoop, arg: str) -> bool:
    if not arg:
        loop.renderer.error("Recall what?", "/recall followed by a few words, e.g. /recall the interview")
        return True
    conv = loop.conversation
    view = conv.reader.view(
        conv.settings.context,
        at=conv.as_of,
        exclude_session=conv.session.id if conv.session else None,
        user_subject=conv.who.subject,
        message=arg,
    )
    scores = {(i["type"], i["id"]): i.get("score", 0.0) for i in view.recall_items}
    facts = {f.id: f for f in view.facts}
    lines: list[str] = []
    for fact_id in view.relevant_facts:
        fact = facts[fact_id]
        score = scores.get(("fact", fact_id), 0.0)
        lines.append(f"  fact     {fact.said_at[:10]}  {score:5.2f}  {fact.subject} · {fact.attribute}: {fact.value}")
    for chapter in view.relevant_chapters:
        first = chapter.text.strip().splitlines()[0][:100] if chapter.text.strip() else ""
        lines.append(f"  chapter  {chapter.start[:10]}  {scores.get(('chapter', chapter.id), 0.0):5.2f}  {first}")
    for passage in view.passages:
        for hit in passage.turns:
            who = "you" if hit.role == "user" else "me"
            lines.append(f"  turn     {hit.ts[:10]}  {passage.score:5.2f}  {who}: {' '.join(hit.text.split())[:100]}")
    loop.renderer.dim("\n".join(lines) if lines else f"Nothing in my memory bears on {arg!r}.")
    return True
