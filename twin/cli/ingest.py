"""`twin ingest`: the owner's own writing, kept as documents the twin can recall."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from twin.cli.app import app


@app.command()
def ingest(
    persona: Annotated[str, typer.Argument(metavar="PERSONA", help="The twin that keeps them.")],
    files: Annotated[
        list[Path], typer.Argument(metavar="FILES", help="Markdown or text files (UTF-8), or folders of them.")
    ],
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
) -> None:
    """Keep your own writing (Markdown, text) as documents your twin can recall.

    Each file is cut into chunks along its paragraphs. The same text ingested again changes nothing; a changed file
    is kept as a new version. Every file is checked before anything is written.
    """
    from twin.cli.imports import print_summary
    from twin.cli.imports_chat import count, target_twin
    from twin.cli.persona import json_text
    from twin.cli.workspace import home as resolve_home
    from twin.ingest import FILE_NAME
    from twin.ingest import ingest as ingest_files

    home = resolve_home()
    key = target_twin(home, persona)
    report = ingest_files(home.twin_dir(key), files)
    if as_json:
        documents = [d.to_dict() for d in report.documents]
        typer.echo(json_text({"persona": key, "chunks_written": report.written, "documents": documents}))
        return
    rows = []
    for document in report.documents:
        chunks = count(len(document.chunks), "chunk")
        if document.status == "unchanged":
            same = "" if document.same_as == str(document.path) else f" (same text as {document.same_as})"
            detail = f"unchanged, already kept{same}"
        elif document.status == "version":
            detail = f"{chunks}, version {document.version} (the file changed)"
        elif document.status == "resumed":
            detail = f"{chunks}, finishing an ingest that was cut off"
        else:
            detail = f"{chunks}, new"
        rows.append((document.path.name, f'"{document.title}": {detail}'))
    added = [d for d in report.documents if d.status != "unchanged"]
    title = f"Ingested {count(len(added), 'document')} ({count(report.written, 'chunk')}) into {key}'s {FILE_NAME}."
    after = f"{key} can recall them from now on." if added else "Nothing new to keep."
    print_summary(title, [("Files:", rows)], after)
