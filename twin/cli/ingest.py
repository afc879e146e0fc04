"""`twin ingest`: the owner's own writing, kept as documents the twin can recall, and the facts it states."""

from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

from twin.cli.app import app, error_language
from twin.cli.workspace import persona_names, typed_path, user_name
from twin.errors import ExitStatus, TwinError

if TYPE_CHECKING:
    from twin.home import Home
    from twin.imports.writing import IngestReport
    from twin.narrative.documents import Chunk, DocumentExtractor, DocumentReport


@app.command()
def ingest(
    persona: Annotated[
        str, typer.Argument(autocompletion=persona_names, metavar="PERSONA", help="The twin that keeps them.")
    ],
    files: Annotated[
        list[str],
        typer.Argument(
            metavar="FILE...", help="Markdown or text files (UTF-8), or folders of them (hidden ones inside left out)."
        ),
    ],
    user: Annotated[
        Optional[str], typer.Option("--user", "-u", help="Whose writing it is (default: user in twin.toml).")
    ] = None,
    no_extract: Annotated[
        bool, typer.Option("--no-extract", help="Keep the documents only; extract their facts on a later ingest.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
) -> None:
    """Keep your own writing (Markdown, text) as documents your twin can recall, and learn the facts it states.

    Each file is cut into chunks along its paragraphs. The same text ingested again changes nothing; a changed file
    is kept as a new version. Every file is checked before anything is written. Then the model reads each new chunk
    for facts about you and the people and things you write about (source `document`, each with a verbatim quote
    from the chunk). Without a model the documents are still kept: ingest the same files again once one answers,
    and only the chunks not read yet are sent.
    """
    from twin.cli.imports_chat import target_twin
    from twin.cli.workspace import home as resolve_home
    from twin.imports.writing import ingest as ingest_files
    from twin.narrative.documents import DocumentReport, pending_chunks

    home = resolve_home()
    key = target_twin(home, persona)  # first: what was asked wrongly is said in the twin's language
    paths = [typed_path(file, "FILE") for file in files]
    user = user_name(user)
    twin_dir = home.twin_dir(key)
    report = ingest_files(twin_dir, paths)
    pending = pending_chunks(twin_dir, {d.doc for d in report.documents})
    facts: dict[str, Any] = {"status": "up to date", "pending": 0}
    if pending and no_extract:
        facts = {"status": "skipped", "pending": len(pending)}
    elif pending:
        try:
            extractor = _extractor(home, key, user)
        except TwinError as exc:
            facts = {"status": "no model", "pending": len(pending), "error": exc.message}
            _not_extracted(exc, key, len(pending), error_language())
        else:
            done = DocumentReport()
            try:
                _extract(extractor, pending, done)
            except KeyboardInterrupt:
                _show(report, key, {"status": "interrupted", **done.to_dict()}, as_json, done)
                language = error_language()
                typer.echo(SAYS["interrupted"][language == "zh"], err=True)
                typer.echo(_retry_line(key, done.left or len(pending) - done.chunks, language), err=True)
                raise typer.Exit(int(ExitStatus.INTERRUPTED)) from None
            facts = {"status": done.status, **done.to_dict()}
            _show(report, key, facts, as_json, done)
            _after(done, key, error_language())
            return
    _show(report, key, facts, as_json, None)


def _extractor(home: "Home", key: str, user: str | None) -> "DocumentExtractor":
    """The extractor for `key`'s persona and model; a TwinError when the settings, persona or model are not usable."""
    from twin.cli.workspace import choose_persona
    from twin.context.prompt import persona_text
    from twin.llm import ChatClient
    from twin.llm.reach import check_reachable
    from twin.narrative.documents import DocumentExtractor
    from twin.settings import load_settings, resolve_endpoint

    settings = load_settings(home)
    chosen = choose_persona(home, settings, key)
    endpoint = resolve_endpoint(settings, chosen.model)
    check_reachable(endpoint)
    owner = user if user is not None else settings.user
    return DocumentExtractor(
        home.twin_dir(key), chosen, ChatClient(endpoint), persona_text=persona_text(chosen), owner=owner
    )


def _extract(extractor: "DocumentExtractor", chunks: "list[Chunk]", report: "DocumentReport") -> None:
    from twin.cli.progress import progress_bar

    with progress_bar("reading for facts") as update:
        extractor.extract(chunks, report, update)


def _show(
    report: "IngestReport", key: str, facts: dict[str, Any], as_json: bool, done: "DocumentReport | None"
) -> None:
    """The documents' summary, then the facts' line."""
    from twin.cli.imports import SKIPPED_SHOWN, print_summary
    from twin.cli.imports_chat import count
    from twin.cli.output import json_text
    from twin.imports.writing import FILE_NAME

    if as_json:
        documents = [d.to_dict() for d in report.documents]
        skipped = [s.to_dict() for s in report.skipped]
        summary = {"persona": key, "chunks_written": report.written, "documents": documents, "skipped": skipped}
        typer.echo(json_text({**summary, "facts": facts}))
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
    left = [(s.name, s.why) for s in report.skipped[:SKIPPED_SHOWN]]
    if len(report.skipped) > SKIPPED_SHOWN:
        left.append((f"… and {len(report.skipped) - SKIPPED_SHOWN} more", "(`--json` lists them all)"))
    heading = f"Skipped {count(len(report.skipped), 'file')}:"
    print_summary(title, [("Files:", rows), (heading, left)], after)
    if done is not None:
        typer.echo(facts_line(done))
    elif facts["status"] == "skipped":
        waiting = count(facts["pending"], "chunk")
        typer.echo(f"Facts: not extracted (--no-extract); {waiting} to read on the next ingest without it.")


def facts_line(done: "DocumentReport") -> str:
    """'Facts from 3 chunks: 2 new, 1 confirmed, 0 replaced, 1 rejected (quote_not_found 1), 0 failed.'"""
    from twin.cli.imports_chat import count

    parts = [f"{done.ops['assert']} new", f"{done.ops['confirm']} confirmed", f"{done.ops['supersede']} replaced"]
    if done.ops["older"]:
        parts.append(f"{done.ops['older']} older than what holds (kept as history)")
    if done.ops["known"]:
        parts.append(f"{done.ops['known']} already known")
    rejected = sum(done.rejected.values())
    reasons = ", ".join(f"{reason} {n}" for reason, n in done.rejected.most_common())
    parts.append(f"{rejected} rejected ({reasons})" if rejected else "0 rejected")
    parts.append(f"{done.failed} failed")
    return f"Facts from {count(done.chunks, 'chunk')}: {', '.join(parts)}."


# what ingest says on stderr of the facts it could not read, in the twin's language: (English, Chinese); the
# model's errors are said as a chat says them (`TwinError.words`, `DocumentReport.error_in`)
SAYS = {
    "interrupted": ("Interrupted.", "已中断。"),
    "not-extracted": ("Facts not extracted: {why}", "没能提取事实：{why}"),
    "stopped": ("Stopped reading for facts: {why}", "提取事实中途停下了：{why}"),
    "unusable": ("The model's answer could not be used ({why}).", "{why}。"),
    "retry": (
        "The documents are kept; {left} still to read for facts: run `twin ingest {key}` again with the same files "
        "(what is kept and read is not repeated).",
        "文档已经留下；还有 {left} 段没提取事实：用同样的文件再运行一次 `twin ingest {key}`"
        "（已经留下、已经读过的不会重复）。",
    ),
}


def _after(done: "DocumentReport", key: str, language: str) -> None:
    """On stderr: why some chunks were not read, and how to read them."""
    from twin.textsafe import safe_text

    zh = language == "zh"
    if done.stopped:
        typer.echo(safe_text(SAYS["stopped"][zh].format(why=done.stopped_in(language))), err=True)
    elif done.failed:
        typer.echo(safe_text(SAYS["unusable"][zh].format(why=done.error_in(language))), err=True)
    if done.left:
        typer.echo(_retry_line(key, done.left, language), err=True)


def _not_extracted(exc: TwinError, key: str, pending: int, language: str) -> None:
    from twin.textsafe import safe_text

    message, hint = exc.words(language)
    typer.echo(safe_text(SAYS["not-extracted"][language == "zh"].format(why=message)), err=True)
    if hint:
        typer.echo(safe_text(hint), err=True)
    typer.echo(_retry_line(key, pending, language), err=True)


def _retry_line(key: str, left: int, language: str) -> str:
    from twin.cli.imports_chat import count

    zh = language == "zh"
    return SAYS["retry"][zh].format(left=f"{left}" if zh else count(left, "chunk"), key=key)
