"""`twin chat`: talk with a twin."""

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

from twin.cli.app import app
from twin.cli.workspace import persona_names, user_name

if TYPE_CHECKING:
    from twin.chat.loop import ChatLoop


@app.command()
def chat(
    persona: Annotated[
        Optional[str],
        typer.Argument(
            autocompletion=persona_names,
            metavar="PERSONA",
            help="The persona to talk with (default: default_persona, or the only one).",
        ),
    ] = None,
    user: Annotated[
        Optional[str],
        typer.Option("--user", "-u", help="Who is talking (default: `user` in twin.toml)."),
    ] = None,
    as_of: Annotated[
        Optional[str],
        typer.Option(
            "--as-of",
            help="Talk with the twin as its memory stood then (ISO date or time, 'yesterday', '3 days ago'); "
            "read-only: nothing is written, not even this chat.",
        ),
    ] = None,
) -> None:
    """Chat with a twin. On a terminal: Enter sends, Alt-Enter adds a line, Ctrl-C stops a reply, Ctrl-D ends;
    /help lists the commands (/memory, /recall, /forget, /correct, /review, /retry, /new, /exit).

    With input from a pipe, each line is a message: printf 'hello\\n' | twin chat alice
    """
    from twin.chat.conversation import Conversation
    from twin.chat.loop import ChatLoop
    from twin.chat.render import Renderer
    from twin.chat.terminal import LineInput, TerminalInput
    from twin.chat.words import say
    from twin.cli.workspace import choose_persona, open_settings
    from twin.clock import parse_date
    from twin.llm.reach import check_reachable
    from twin.persona.history import record_version
    from twin.settings import resolve_endpoint

    home, settings = open_settings()
    chosen = choose_persona(home, settings, persona)  # first: what was asked wrongly is said in its language
    at = parse_date(as_of) if as_of is not None else None
    user = user_name(user)
    if at is None:
        record_version(home, chosen, "observed")  # a hand edit since the last chat becomes a version sessions name
    endpoint = resolve_endpoint(settings, chosen.model)
    check_reachable(endpoint)  # the first thing the chat would say: in the persona's language (choose_persona)
    loop: ChatLoop | None = None

    def notice(text: str) -> None:
        if loop is not None:  # memory work may speak before the loop exists
            loop.notice(text)

    def progress(text: str) -> None:
        if loop is not None:
            loop.status(text)

    conversation = Conversation(
        home,
        settings,
        chosen,
        endpoint,
        user=user or settings.user,
        as_of=at,
        notice=notice,
        status=progress,
    )
    renderer = Renderer()
    interactive = sys.stdin.isatty()
    zh = chosen.language == "zh"
    source = TerminalInput(home.input_history_path, zh=zh) if interactive else LineInput(sys.stdin.buffer)
    note = say(zh, "as-of-note", when=f"{at:%Y-%m-%d %H:%M}") if at else ""
    model = endpoint.model or say(zh, "first-model", host=endpoint.host)
    renderer.banner(chosen.name, model, note, say(zh, "banner-keys"))
    loop = ChatLoop(conversation, renderer, source)
    with _stopped_by_signals(loop):
        status = loop.run()
    raise typer.Exit(int(status))


@contextmanager
def _stopped_by_signals(loop: "ChatLoop") -> Iterator[None]:
    """SIGTERM (a `kill`, a shutdown) and SIGHUP (the terminal window closed) end the chat as Ctrl-C would end a
    reply, then the session (its diary owed to the next start); Python's default would lose the reply in flight.

    So does Ctrl-C in a pipe: there is no prompt to come back to, and the lines still queued are not to be sent; the
    chat stops at once, waiting for no model. On a terminal Ctrl-C stops the reply and the chat goes on."""
    import signal

    def handler(reason: str) -> Callable[[int, Any], None]:
        return lambda _signum, _frame: loop.stop(reason)

    reasons = {signal.SIGTERM: "terminated", getattr(signal, "SIGHUP", None): "hangup"}
    if not loop.source.interactive:
        reasons[signal.SIGINT] = "interrupted"
    before = {}
    for sig, reason in reasons.items():
        if sig is not None:
            before[sig] = signal.signal(sig, handler(reason))
    try:
        yield
    finally:
        for sig, previous in before.items():
            signal.signal(sig, previous)
