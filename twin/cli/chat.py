"""`twin chat`: talk with a twin."""

from __future__ import annotations

import sys
from typing import Annotated, Optional

import typer

from twin.cli.app import app
from twin.cli.workspace import choose_persona, open_settings


@app.command()
def chat(
    persona: Annotated[
        Optional[str], typer.Argument(help="The persona to talk with (default: default_persona, or the only one).")
    ] = None,
    user: Annotated[
        Optional[str], typer.Option("--user", "-u", help="Who is talking (default: `user` in twin.toml).")
    ] = None,
) -> None:
    """Chat with a twin. On a terminal: Enter sends, Alt-Enter adds a line, Ctrl-C stops a reply, Ctrl-D ends.

    With input from a pipe, each line is a message: printf 'hello\\n' | twin chat alice
    """
    from twin.chat.conversation import Conversation
    from twin.chat.loop import ChatLoop
    from twin.chat.render import Renderer
    from twin.chat.terminal import LineInput, TerminalInput
    from twin.llm.reach import check_reachable
    from twin.settings import resolve_endpoint

    home, settings = open_settings()
    chosen = choose_persona(home, settings, persona)
    endpoint = resolve_endpoint(settings, chosen.model)
    check_reachable(endpoint)
    conversation = Conversation(home, settings, chosen, endpoint, user=user or settings.user)
    renderer = Renderer()
    interactive = sys.stdin.isatty()
    source = TerminalInput(home.input_history_path) if interactive else LineInput(sys.stdin)
    renderer.banner(chosen.name, endpoint.model or f"first model at {endpoint.host}")
    status = ChatLoop(conversation, renderer, source).run()
    raise typer.Exit(int(status))
