"""`twin index`: the search index of a twin, derived from its memory files and rebuilt at will."""

from typing import Annotated, Optional

import typer

from twin.cli.app import app
from twin.cli.progress import progress_bar

index_app = typer.Typer(
    name="index",
    help="The search index of a twin (index/ in its data folder): derived data, rebuilt from the memory files.",
    no_args_is_help=True,
    rich_markup_mode=None,
)
app.add_typer(index_app, name="index")


@index_app.command("rebuild")
def rebuild_command(
    persona: Annotated[
        Optional[str], typer.Argument(help="The twin (default: default_persona, or the only one).")
    ] = None,
) -> None:
    """Build a twin's search index again from its sessions, facts and chapters, with a progress bar."""
    from twin.cli.workspace import choose_persona, open_settings
    from twin.recall.index import SearchIndex

    home, settings = open_settings()
    chosen = choose_persona(home, settings, persona)
    twin_dir = home.twin_dir(chosen.key)
    with SearchIndex(twin_dir) as index:
        with progress_bar(f"Indexing {chosen.key}", unit="bytes") as progress:
            index.rebuild(progress)
        counts = {kind: index.count(kind) for kind in ("turn", "fact", "chapter")}
    typer.echo(
        f"Rebuilt the search index of {chosen.key}: {_count(counts['turn'], 'turn')}, "
        f"{_count(counts['fact'], 'fact')}, {_count(counts['chapter'], 'chapter')}."
    )
    from twin.store.derived import path_of

    typer.echo(f"  {path_of(twin_dir)}")


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")
