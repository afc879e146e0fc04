"""The libraries alone: a minimal typer + rich + prompt-toolkit chat prompt with no twin code, as a reference.

`twin chat` cannot start faster than this; the benchmark times it beside
`twin chat` so the cost of twin's own code shows as the difference.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

app = typer.Typer(add_completion=False)


@app.command()
def chat(
    persona: Annotated[Optional[str], typer.Argument(help="A persona name.")] = None,
    home: Annotated[Optional[Path], typer.Option("--home", help="A home folder.")] = None,
) -> None:
    """Print a one-line banner and wait at a "> " prompt until Ctrl-D."""
    from prompt_toolkit import PromptSession
    from rich.console import Console
    from rich.text import Text

    Console(highlight=False).print(Text.assemble((persona or "Alice", "bold"), ("  ·  fake-model", "dim")))
    session: PromptSession[str] = PromptSession()
    try:
        while True:
            session.prompt("> ")
    except (EOFError, KeyboardInterrupt):
        pass


if __name__ == "__main__":
    app()
