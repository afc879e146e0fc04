"""`twin memory stats` and `twin memory reextract`: how extraction is doing, and running it again."""

import json
from typing import Annotated, Optional

import typer

from twin.cli.memory import JsonOption, memory_app
from twin.cli.workspace import choose_persona, open_settings


@memory_app.command("stats")
def stats_command(
    persona: Annotated[Optional[str], typer.Argument(help="The persona whose memory to count.")] = None,
    as_json: JsonOption = False,
) -> None:
    """Count facts, extraction runs, rejected candidates (and why), chapters and chapters still owed."""
    from twin.narrative.stats import memory_stats

    home, settings = open_settings()
    chosen = choose_persona(home, settings, persona)
    stats = memory_stats(home.twin_dir(chosen.key))
    if as_json:
        typer.echo(json.dumps(stats.as_dict(), ensure_ascii=False, indent=2))
        return

    def counts(values: dict[str, int]) -> str:
        return ", ".join(f"{k} {v}" for k, v in values.items()) or "-"

    lines = [
        f"sessions     {stats.sessions} ({stats.turns} turns)",
        f"facts        {stats.facts_current} current (by source: {counts(stats.facts_by_source)}; "
        f"by layer: {counts(stats.facts_by_layer)})",
        f"extraction   {stats.extractions} runs, {stats.extractions_failed} failed, {stats.written} facts written",
        f"rejected     {stats.rejected} (by reason: {counts(stats.rejected_by_reason)})",
        f"chapters     {stats.chapters} written, {stats.chapters_owed} owed"
        + (f", {stats.chapters_flagged} flagged (kept out of every context)" if stats.chapters_flagged else ""),
    ]
    for line in lines:
        typer.echo(line)


@memory_app.command("reextract")
def reextract_command(
    persona: Annotated[Optional[str], typer.Argument(help="The persona whose sessions to read again.")] = None,
    session: Annotated[Optional[str], typer.Option("--session", help="Only this session (id or prefix).")] = None,
    as_json: JsonOption = False,
) -> None:
    """Run fact extraction again over stored sessions (with today's prompt); facts already known are not repeated."""
    from rich.progress import Progress

    from twin.context.prompt import persona_text
    from twin.llm import ChatClient
    from twin.llm.reach import check_reachable
    from twin.narrative.extraction import Extractor, exchanges, said_before
    from twin.sessions.session import SessionStore
    from twin.settings import resolve_endpoint

    home, settings = open_settings()
    chosen = choose_persona(home, settings, persona)
    endpoint = resolve_endpoint(settings, chosen.model)
    check_reachable(endpoint)
    twin_dir = home.twin_dir(chosen.key)
    store = SessionStore(twin_dir)
    paths = [store.find(session)] if session else store.paths()
    extractor = Extractor(twin_dir, chosen, ChatClient(endpoint), persona_text=persona_text(chosen))
    jobs = []
    for path in paths:
        loaded = store.load(path)
        user = str(loaded.header.get("user") or "")
        said = loaded.conversation()
        for window in exchanges(said):
            jobs.append((loaded.id, window, user, said_before(said, window)))
    totals = {"windows": len(jobs), "failed": 0, "assert": 0, "confirm": 0, "supersede": 0, "known": 0, "rejected": 0}
    with Progress(transient=True, disable=as_json) as progress:
        task = progress.add_task("extracting", total=len(jobs))
        for session_id, window, user, before in jobs:
            outcome = extractor.run(
                session_id, window, user_subject=user or "user", user_name=user or "the person talking",
                before=before,
            )  # fmt: skip
            totals["failed"] += outcome.status == "failed"
            totals["rejected"] += len(outcome.rejected)
            for op, _ in outcome.written:
                totals[op] = totals.get(op, 0) + 1
            progress.advance(task)
    if as_json:
        typer.echo(json.dumps(totals))
        return
    typer.echo(
        f"{len(paths)} session(s), {totals['windows']} windows: {totals['assert']} new, {totals['confirm']} confirmed, "
        f"{totals['supersede']} replaced, {totals['known']} already known, {totals['rejected']} rejected, "
        f"{totals['failed']} failed"
    )
