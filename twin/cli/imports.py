"""`twin import`: bring in what a person already has. One command per source; each ends with a summary.

To add a source, write a function decorated with `@import_app.command("name")`
that calls a domain importer and prints its summary with `print_summary`.
"""

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

if TYPE_CHECKING:
    pass

from twin.cli.app import app
from twin.cli.output import json_text
from twin.cli.workspace import home as resolve_home
from twin.cli.workspace import typed_path
from twin.errors import UsageError
from twin.textsafe import safe_text

import_app = typer.Typer(
    name="import",
    help="Bring in what you already have: a character card becomes a persona; ChatGPT and SillyTavern chats "
    "become past sessions.",
    no_args_is_help=True,
    rich_markup_mode=None,
)
app.add_typer(import_app, name="import")


def print_summary(title: str, sections: list[tuple[str, list[tuple[str, str]]]], next_step: str = "") -> None:
    """A summary: a title line, then sections of `name  detail` rows, aligned; every text made safe."""
    typer.echo(safe_text(title))
    for heading, rows in sections:
        print_section(heading, rows)
    if next_step:
        typer.echo(safe_text(next_step))


def print_section(heading: str, rows: list[tuple[str, str]]) -> None:
    """A heading, then its `name  detail` rows, aligned; nothing without rows. Every text made safe."""
    from rich.cells import cell_len

    if not rows:
        return
    typer.echo(safe_text(heading))
    width = max(cell_len(safe_text(name)) for name, _ in rows)
    for name, detail in rows:
        shown = safe_text(name)
        line = f"  {shown}{' ' * (width - cell_len(shown))}  {safe_text(detail)}" if detail else f"  {shown}"
        typer.echo(line.rstrip())


SKIPPED_SHOWN = 20  # files of a folder that were not read, named in a summary (`--json` lists every one)


def regular_files(paths: list[Path], what: str, hint_zh: str) -> None:
    """A UsageError for the first of `paths` that is not a regular file (a named pipe, which reading would wait on
    for ever; a device, /dev/null): `what` says what the command reads, `hint_zh` asks for it in Chinese. A path
    that does not exist, or a folder, is left to the importer, which says so."""
    from twin.imports.writing import no_file_said, not_a_file

    for path in paths:
        other = not_a_file(path)
        if other:
            said, said_zh = no_file_said(path, other)
            raise UsageError(said, f"Give {what}.", zh=(said_zh, hint_zh))


@import_app.command("card")
def card(
    given: Annotated[
        str, typer.Argument(metavar="FILE", help="A character card: .png (tEXt ccv3/chara), .json or .charx.")
    ],
    name: Annotated[
        Optional[str], typer.Option("--name", help="The persona's file name (default: made from the card's name).")
    ] = None,
    language: Annotated[
        Optional[str], typer.Option("--language", help="en or zh (default: guessed from the card's text).")
    ] = None,
    force: Annotated[bool, typer.Option("--force", help="Replace a persona of the same name.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
) -> None:
    """Import a Character Card V1/V2/V3 as a persona; the whole card is kept beside it as <name>.card.json."""
    from twin.imports.card import import_card
    from twin.persona.model import LANGUAGES

    home = resolve_home()  # first: what was asked wrongly is said in the language of the home's twin
    if language is not None and language not in LANGUAGES:
        raise UsageError(
            f"--language must be en or zh, not {language!r}.",
            zh=(f"--language 只能是 en 或 zh，不能是 {language!r}。", ""),
        )
    file = typed_path(given, "FILE")
    regular_files([file], "a character card file: .png, .json or .charx", "给出角色卡文件：.png、.json 或 .charx。")
    result = import_card(home, file, name=name, language=language, force=force)
    version = result.version
    if as_json:
        payload: dict[str, Any] = {
            "persona": result.key,
            "name": result.name,
            "language": result.language,
            "format": result.card.format,
            "persona_path": str(result.persona_path),
            "sidecar_path": str(result.sidecar_path),
            "version": version.get("hash") if version else None,
            "mapped": [{"field": f, "to": to} for f, to in result.mapped],
            "kept_in_sidecar": result.kept,
            "left_out": result.left_out,
        }
        typer.echo(json_text(payload))
        return
    print_summary(
        f'Imported "{result.name}" from {file.name} ({result.card.format}) as the persona {result.key}.',
        [
            (
                "Wrote:",
                [
                    (f"personas/{result.key}.toml", f"the persona ({result.language})"),
                    (f"personas/{result.key}.card.json", "the whole original card"),
                ],
            ),
            ("Mapped:", [(f, f"-> {to}") for f, to in result.mapped]),
            ("Kept only in the card file:", [(k, "") for k in result.kept]),
            ("Left out:", [(k, "") for k in result.left_out]),
        ],
        f"Next: `twin persona show {result.key}`, `twin persona edit {result.key}`, `twin chat {result.key}`.",
    )
