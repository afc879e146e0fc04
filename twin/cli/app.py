"""The `twin` command: global options, the command groups, and the one error handler."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Optional

import typer
from typer.core import TyperGroup

from twin.errors import ExitStatus, TwinError


class TwinGroup(TyperGroup):
    """The root group: turns a TwinError into its message, hint and exit status."""

    def invoke(self, ctx: typer.Context) -> object:  # type: ignore[override]
        try:
            return super().invoke(ctx)
        except TwinError as error:
            if STATE.debug:
                import traceback

                traceback.print_exc()
            report(error)
            ctx.exit(int(error.exit_status))
        except KeyboardInterrupt:
            print("\nInterrupted.", file=sys.stderr)
            ctx.exit(int(ExitStatus.INTERRUPTED))


app = typer.Typer(
    cls=TwinGroup,
    name="twin",
    help="A local-first digital twin with narrative memory: chat with a persona that remembers.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
    rich_markup_mode=None,
)


@dataclass
class State:
    """Options every command shares."""

    home: Optional[Path] = None
    debug: bool = False


STATE = State()


@app.callback(invoke_without_command=True)
def _root(
    ctx: typer.Context,
    home: Annotated[
        Optional[Path],
        typer.Option("--home", help="The twin home folder (else $TWIN_HOME, ./personas, or the user data folder)."),
    ] = None,
    debug: Annotated[bool, typer.Option("--debug", help="Show tracebacks for errors.")] = False,
    version: Annotated[bool, typer.Option("--version", help="Show the version and exit.")] = False,
) -> None:
    if version:
        from twin import __version__

        typer.echo(f"twin {__version__}")
        raise typer.Exit()
    if ctx.invoked_subcommand is None:
        typer.echo(ctx.get_help())
        raise typer.Exit()
    STATE.home = home
    STATE.debug = debug or bool(os.environ.get("TWIN_DEBUG"))


def report(error: TwinError) -> None:
    """One red line and a dim hint on stderr; no traceback unless --debug."""
    from rich.console import Console
    from rich.text import Text

    console = Console(stderr=True, highlight=False, soft_wrap=True)
    console.print(Text("Error: ", style="bold red") + Text(error.message))
    if error.hint:
        console.print(Text(error.hint, style="dim"))


def main() -> None:
    """Entry point of the console script."""
    app()


from twin.cli import chat, imports, imports_chat, index, ingest, memory, narrative, persona, replay, sessions, setup  # noqa: E402,F401  (commands register themselves on `app`)
