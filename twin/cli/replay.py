"""`twin replay`: a past session as it happened, at its own pace; or asked again of today's twin."""

import math
import sys
import time
from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

if TYPE_CHECKING:
    from rich.console import Console

    from twin.context.lookup import RecalledItem
    from twin.sessions.listing import Speakers
    from twin.sessions.session import Session, Turn

from twin.cli.app import app
from twin.cli.workspace import persona_names
from twin.clock import now, parse_time
from twin.errors import ExitStatus, ModelError, UsageError
from twin.home import Home
from twin.textsafe import safe_text

MAX_PAUSE = 5.0  # seconds: the longest wait between two turns, whatever the speed

PersonaOption = Annotated[
    Optional[str],
    typer.Option(
        "--persona", "-p", autocompletion=persona_names, help="Look for the session in this twin only (default: all)."
    ),
]

# what a replay says of itself, in the twin's language (the session's own words are in twin/sessions/export.py)
SAYS = {
    "en": {
        "fact": "fact", "chapter": "chapter", "turn": "turn", "document": "writing",  # a context item's kind
        "context": "memory in context:", "no-context": "memory in context: none recorded",
        "empty-context": "memory in context: nothing (none of it bore on the message)",
        "asked-again": "Asked again of {name} as of {when}, with today's persona; nothing is written.",
        "nothing-asked": "(nobody spoke in this session: there is nothing to ask again)",
        "then": "then · {when}", "now": "now · {when}", "colon": ":", "no-reply": "(no reply)",
        "note": "({note})", "asking": "asking again…",
        "replay-stopped": "Replay stopped after turn {n} of {total}.",
        "rerun-stopped": "Rerun stopped after {n} of {total} questions.",
    },
    "zh": {
        "fact": "事实", "chapter": "日记", "turn": "对话", "document": "文字",
        "context": "上下文里的记忆：", "no-context": "上下文里的记忆：没有记录",
        "empty-context": "上下文里的记忆：没有（记忆里没有和这句话相关的）",
        "asked-again": "重新问{name}：记忆停在 {when}，用的是今天的人设；什么也不会写下。",
        "nothing-asked": "（这次会话里谁也没说话：没有可以重新问的）",
        "then": "当时 · {when}", "now": "现在 · {when}", "colon": "：", "no-reply": "（没有回复）",
        "note": "（{note}）", "asking": "重新问……",
        "replay-stopped": "回放停在第 {n} 轮（共 {total} 轮）。",
        "rerun-stopped": "重新问了 {n} 个问题（共 {total} 个）后停下了。",
    },
}  # fmt: skip


@dataclass
class Opened:
    """A session found by id, with how to name its speakers."""

    home: Home
    persona: str
    session: "Session"
    speakers: "Speakers"


def open_session(session_id: str, persona: str | None) -> Opened:
    """The session with this id (or unambiguous prefix), in one twin or any; the command's errors are said in the
    language of the twin named, else of the home's own twin, then of the twin whose session it is."""
    from twin.cli.workspace import home as resolve_home
    from twin.cli.workspace import speaking_of
    from twin.sessions.listing import find_session, speakers_for
    from twin.sessions.session import SessionStore

    home = resolve_home()
    if persona is not None:
        speaking_of(home, persona)
    name, path = find_session(home, session_id, persona)
    speaking_of(home, name)
    session = SessionStore(home.twin_dir(name)).load(path)
    return Opened(home, name, session, speakers_for(home, name, session.header))


class Player:
    """Shows a session turn by turn: rich Markdown on a terminal, plain text in a pipe; all text made safe first."""

    def __init__(self, opened: Opened, *, show_context: bool = False, console: "Console | None" = None) -> None:
        from rich.console import Console

        from twin.context.lookup import ContextLookup

        self.opened = opened
        self.console = console or Console(highlight=False)
        self.rich = self.console.is_terminal
        twin_dir = opened.home.twin_dir(opened.persona)
        self.lookup = ContextLookup(twin_dir, opened.speakers.language) if show_context else None
        self.show_context = show_context
        self.played = 0  # turns shown so far

    @property
    def language(self) -> str:
        """The twin's language, which the player speaks."""
        return self.opened.speakers.language

    @property
    def words(self) -> dict[str, str]:
        """What the player says about a session, in the persona's language (as an export of it is written)."""
        from twin.sessions.export import WORDS

        return WORDS.get(self.language, WORDS["en"])

    def says(self, key: str, **fields: Any) -> str:
        """One of the replay's own lines (`SAYS`), in the persona's language, its fields filled in."""
        line = SAYS.get(self.language, SAYS["en"])[key]
        return line.format(**fields) if fields else line

    def kind(self, item: "RecalledItem") -> str:
        """A context item's kind, as the replay names it."""
        return SAYS.get(self.language, SAYS["en"]).get(item.type, item.type)

    # -- pieces ---------------------------------------------------------------

    def line(self, text: str, style: str = "") -> None:
        """One line of safe text: styled on a terminal, as it is in a pipe."""
        from rich.text import Text

        if self.rich:
            self.console.print(Text(safe_text(text), style=style), soft_wrap=True)
        else:
            sys.stdout.write(safe_text(text) + "\n")

    def heading(self) -> None:
        """Whose session, when, with whom."""
        from twin.clock import local_minute

        o = self.opened
        words = self.words
        title = " ".join(str(o.session.header.get("title") or "").split())
        parts = [o.speakers.twin, local_minute(o.session.start), words["with"].format(user=o.speakers.user),
                 words["id"].format(id=o.session.id)]  # fmt: skip
        self.line(" · ".join(parts), "bold")
        if title:
            self.line(title, "italic")
        if o.session.header.get("source"):
            self.line(words["imported"].format(source=str(o.session.header["source"]).removeprefix("import:")), "dim")
        for problem in o.session.problems:
            self.line(self.says("note", note=problem.describe(self.language)), "yellow")
        self.blank()

    def blank(self) -> None:
        """An empty line."""
        if self.rich:
            self.console.print()
        else:
            sys.stdout.write("\n")

    def turn(self, turn: "Turn", previous: str | None, note: str) -> None:
        """One turn: its time and speaker, its text (Markdown for the twin on a terminal), how it went."""
        from rich.text import Text

        from twin.clock import clock_time

        who = self.opened.speakers.of(turn)
        if self.rich:
            colour = "bold green" if turn.role == "user" else "bold cyan"
            self.console.print(Text.assemble((clock_time(turn.ts, previous) + "  ", "dim"), (safe_text(who), colour)))
            self.body(turn.text, markdown=turn.role == "assistant")
        else:
            sys.stdout.write(f"[{clock_time(turn.ts, previous)}] {safe_text(who)}\n")
            if turn.text.strip():
                sys.stdout.write(safe_text(turn.text.strip("\n")) + "\n")
        if note:
            self.line(self.says("note", note=note), "red" if turn.status == "error" else "yellow")
        if turn.role == "assistant":
            recorded = turn.record.get("context")  # [] when nothing was in view; none on a reply of before
            self.context(self.recalled(recorded) or [], recorded is not None)
        self.blank()

    def body(self, text: str, *, markdown: bool) -> None:
        """A turn's text on a terminal."""
        from rich.text import Text

        if not text.strip():
            return
        if markdown:
            from twin.chat.render import shown_markdown

            self.console.print(shown_markdown(text))
        else:
            self.console.print(Text(safe_text(text)))

    def context(self, items: "list[RecalledItem]", recorded: bool = True) -> None:
        """The memory a reply had in view when it was written (`recorded`: whether its record says, [] or more)."""
        from twin.clock import local_day

        if not self.show_context:
            return
        from rich.cells import cell_len

        if not items:
            self.line("  " + self.says("empty-context" if recorded else "no-context"), "dim")
            return
        self.line("  " + self.says("context"), "dim")
        width = max(cell_len(self.says(k)) for k in ("fact", "chapter", "turn", "document"))  # 7 cells in English
        for item in items:
            kind = self.kind(item)
            when = local_day(item.when) if item.when else "?"
            padded = kind + " " * max(0, width - cell_len(kind))  # (a CJK character is two cells)
            self.line(f"    {padded} {when}  {' '.join(item.text.split())}", "dim")

    def recalled(self, items: Any) -> "list[RecalledItem] | None":
        """The recorded context items resolved, when they are to be shown; else None."""
        return self.lookup.resolve(items) if self.lookup else None

    def side_by_side(self, *columns: "tuple[str, list[tuple[str, str, list[RecalledItem] | None]]]") -> None:
        """Answers in columns on a terminal; one after another in a pipe."""
        from rich.text import Text

        from twin.clock import local_day

        if not self.rich:
            for title, answers in columns:
                sys.stdout.write(f"{title}{self.says('colon')}\n")
                if not answers:
                    sys.stdout.write(self.says("no-reply") + "\n")
                for text, note, items in answers:
                    if text.strip():
                        sys.stdout.write(safe_text(text.strip("\n")) + "\n")
                    if note:
                        sys.stdout.write(self.says("note", note=safe_text(note)) + "\n")
                    if items is not None:
                        self.context(items)
            self.blank()
            return
        from rich import box
        from rich.console import Group
        from rich.table import Table

        from twin.chat.render import shown_markdown

        table = Table(box=box.SIMPLE_HEAD, expand=True, show_edge=False, pad_edge=False)
        cells = []
        for title, answers in columns:
            table.add_column(Text(title, style="bold"), ratio=1)
            parts: list[Any] = [] if answers else [Text(self.says("no-reply"), style="dim")]
            for text, note, items in answers:
                if text.strip():
                    parts.append(shown_markdown(text))
                if note:
                    parts.append(Text(self.says("note", note=safe_text(note)), style="yellow"))
                for item in items or []:
                    line = f"{self.kind(item)} {local_day(item.when)}  {item.text}"
                    parts.append(Text(safe_text(line), style="dim"))
            cells.append(Group(*parts))
        table.add_row(*cells)
        self.console.print(table)

    # -- the whole session ------------------------------------------------------

    def play(self, speed: float | None) -> None:
        """Every turn, with the original pauses divided by `speed` (each at most MAX_PAUSE); None: no pauses."""
        from twin.sessions.export import retried, turn_note

        session = self.opened.session
        replaced = retried(session)
        self.heading()
        previous: str | None = None
        for number, turn in enumerate(session.turns, 1):
            if speed and previous:
                time.sleep(pause(previous, turn.ts, speed))
            self.played = number
            self.turn(turn, previous, turn_note(turn, replaced, self.language))
            if not self.rich:
                sys.stdout.flush()
            previous = turn.ts
        if session.ended is None:
            self.line(self.words["still-open"], "dim")
        if not session.turns:
            self.line(self.words["silent"], "dim")


# -- then and now ---------------------------------------------------------------------------


def then_and_now(opened: Opened, *, show_context: bool) -> None:
    """Ask today's twin, with memory as of the session's start, what the person asked then; show both answers."""
    from dataclasses import replace

    from twin.chat.conversation import Conversation
    from twin.cli.workspace import open_settings, speaking
    from twin.clock import local_minute
    from twin.facts.masks import placeholder
    from twin.facts.store import FactStore
    from twin.llm.reach import check_reachable
    from twin.persona.model import load_persona
    from twin.sessions.export import exchanges, turn_note
    from twin.settings import resolve_endpoint

    home, settings = open_settings()
    persona = speaking(load_persona(home.personas_dir, opened.persona))
    endpoint = resolve_endpoint(settings, persona.model)
    check_reachable(endpoint)
    pairs = exchanges(opened.session)
    player = Player(opened, show_context=show_context)
    user = str(opened.session.header.get("user") or "")
    # memory as it stood before the session began: an imported session's turns are stamped with its start, and a read
    # as of that moment holds them (the rerun showed the model the turn it was about to ask)
    as_of = parse_time(opened.session.start) - timedelta(milliseconds=1)
    masks, hidden = FactStore(home.twin_dir(opened.persona)).masks(as_of), placeholder(persona.language)
    conversation = Conversation(home, settings, persona, endpoint, user=user, as_of=as_of, memory=False)
    player.heading()
    player.line(player.says("asked-again", name=persona.name, when=local_minute(opened.session.start)), "dim")
    player.blank()
    if not pairs:
        player.line(player.says("nothing-asked"), "dim")
        return
    today = now().strftime("%Y-%m-%d")
    previous: str | None = None
    for number, (said, replies) in enumerate(pairs):  # what the person forgot is neither asked nor shown
        asked = replace(said, text=masks.turn(said.text, hidden, said.ts, said.role))
        replies = [replace(r, text=masks.turn(r.text, hidden, r.ts, r.role)) for r in replies]
        player.turn(asked, previous, "")
        previous = asked.ts
        try:
            answer, note, items = _ask(conversation, player, asked.text)
        except KeyboardInterrupt:
            raise stopped(player.says("rerun-stopped", n=number, total=len(pairs))) from None
        then = [
            (r.text, turn_note(r, set(), player.language), player.recalled(r.record.get("context"))) for r in replies
        ]
        then_when = local_minute(replies[0].ts) if replies else local_minute(asked.ts)
        player.side_by_side((player.says("then", when=then_when), then),
                            (player.says("now", when=today), [(answer, note, items)]))  # fmt: skip


def _ask(conversation: Any, player: Player, text: str) -> "tuple[str, str, list[RecalledItem] | None]":
    """Today's answer to `text`: its words, how it went, and the memory it had in view."""
    from twin.sessions.export import turn_note

    reply = conversation.ask(text)
    try:
        if player.rich:
            with player.console.status(player.says("asking"), spinner="dots"):
                "".join(reply)
        else:
            "".join(reply)
        turn = conversation.finish(reply)
    except ModelError as exc:
        turn = conversation.fail(reply, reply.user_turn, exc.message)
    except KeyboardInterrupt:
        reply.stream.cancel()
        raise
    live = conversation.session.id if conversation.session else None
    items = [i for i in reply.context.items if not (i.get("type") == "turn" and i.get("session") == live)]
    return turn.text, turn_note(turn, set(), player.language), player.recalled(items)


def pause(before: str, after: str, speed: float) -> float:
    """Seconds to wait between two turns: the real gap divided by `speed`, from 0 to MAX_PAUSE."""
    try:
        gap = (parse_time(after) - parse_time(before)).total_seconds()
    except (TypeError, ValueError):
        return 0.0
    return min(MAX_PAUSE, max(0.0, gap) / speed)


def stopped(message: str) -> typer.Exit:
    """The one line Ctrl-C leaves, and the exit status 130."""
    sys.stdout.flush()
    typer.echo(message, err=True)
    return typer.Exit(int(ExitStatus.INTERRUPTED))


@app.command()
def replay(
    session_id: Annotated[
        str, typer.Argument(metavar="ID", help="The session id, or enough of its start to be unique.")
    ],
    persona: PersonaOption = None,
    speed: Annotated[
        Optional[float],
        typer.Option(
            "--speed",
            help="Play back with the original pauses between turns divided by X, each pause at most "
            f"{MAX_PAUSE:.0f} s. Default on a terminal: 1.",
            metavar="X",
        ),
    ] = None,
    instant: Annotated[
        bool, typer.Option("--instant", help="No pauses (the default when the output is not a terminal).")
    ] = False,
    show_context: Annotated[
        bool,
        typer.Option("--show-context", help="Under each reply, the memory (facts, chapters, turns) it had in view."),
    ] = False,
    rerun: Annotated[
        bool,
        typer.Option(
            "--rerun",
            help="Ask today's twin the same things, with memory as of the session's start (nothing is written), "
            "and show then and now side by side.",
        ),
    ] = False,
) -> None:
    """Replay a past session as it happened: times, who said what, interrupted and failed replies. Ctrl-C stops."""
    opened = open_session(session_id, persona)  # first: what was asked wrongly is said in its twin's language
    if speed is not None and not (speed > 0 and math.isfinite(speed)):  # `speed <= 0` let nan and inf through
        raise UsageError(
            f"--speed must be a finite number more than 0, not {speed:g}.",
            "For no pauses at all, use --instant.",
            zh=(f"--speed 要是大于 0 的有限数，不能是 {speed:g}。", "完全不要停顿，就用 --instant。"),
        )
    if rerun:
        then_and_now(opened, show_context=show_context)
        return
    player = Player(opened, show_context=show_context)
    if instant:
        speed = None
    elif speed is None and player.rich:
        speed = 1.0
    try:
        player.play(speed)
    except KeyboardInterrupt:
        raise stopped(player.says("replay-stopped", n=player.played, total=len(opened.session.turns))) from None
