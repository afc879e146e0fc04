"""`twin memory stats`, `reextract` and `eras`: how extraction is doing, running it again, and the shape of the past."""

from collections.abc import Sequence
from typing import Annotated, Any, Optional

import typer

from twin.cli.memory import memory_app
from twin.cli.output import JsonOption, count, json_text
from twin.cli.progress import progress_bar
from twin.cli.workspace import choose_persona, open_settings, persona_names
from twin.textsafe import safe_text


@memory_app.command("stats")
def stats_command(
    persona: Annotated[
        Optional[str],
        typer.Argument(autocompletion=persona_names, metavar="PERSONA", help="The persona whose memory to count."),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Count facts, extraction runs, rejected candidates (and why), chapters and chapters still owed."""
    from twin.narrative.stats import memory_stats

    home, settings = open_settings()
    chosen = choose_persona(home, settings, persona)
    stats = memory_stats(home.twin_dir(chosen.key), (settings.user or "user", "user"))
    if as_json:
        typer.echo(json_text(stats.as_dict()))
        return

    def counts(values: dict[str, int]) -> str:
        return ("；" if chosen.language == "zh" else ", ").join(f"{k} {v}" for k, v in values.items()) or "-"

    if chosen.language == "zh":  # (the sources, layers and reasons keep their names: `--source user`, the log's)
        flagged = f"，{stats.chapters_flagged} 篇被标记（不进任何上下文）" if stats.chapters_flagged else ""
        lines = [
            f"会话      {stats.sessions}（{stats.turns} 轮）",
            f"事实      当前 {stats.facts_current} 条（按来源：{counts(stats.facts_by_source)}；"
            f"按层：{counts(stats.facts_by_layer)}）",
            f"提取      {stats.extractions} 次，失败 {stats.extractions_failed} 次，记下 {stats.written} 条事实",
            f"拒绝      {stats.rejected}（按原因：{counts(stats.rejected_by_reason)}）",
            f"待确认    {stats.questions_open} 条（`twin memory review {chosen.key}`：由你留下或丢掉）",
            f"日记      写了 {stats.chapters} 篇，还欠 {stats.chapters_owed} 篇{flagged}",
        ]
        typer.echo("\n".join(lines))
        return
    lines = [
        f"sessions     {stats.sessions} ({count(stats.turns, 'turn')})",
        f"facts        {stats.facts_current} current (by source: {counts(stats.facts_by_source)}; "
        f"by layer: {counts(stats.facts_by_layer)})",
        f"extraction   {count(stats.extractions, 'run')}, {stats.extractions_failed} failed, "
        f"{count(stats.written, 'fact')} written",
        f"rejected     {stats.rejected} (by reason: {counts(stats.rejected_by_reason)})",
        f"review       {stats.questions_open} open (`twin memory review {chosen.key}`: kept or dropped by you)",
        f"chapters     {stats.chapters} written, {stats.chapters_owed} owed"
        + (f", {stats.chapters_flagged} flagged (kept out of every context)" if stats.chapters_flagged else ""),
    ]
    for line in lines:
        typer.echo(line)


@memory_app.command("reextract")
def reextract_command(
    persona: Annotated[
        Optional[str],
        typer.Argument(
            autocompletion=persona_names, metavar="PERSONA", help="The persona whose sessions to read again."
        ),
    ] = None,
    session: Annotated[Optional[str], typer.Option("--session", help="Only this session (id or prefix).")] = None,
    as_json: JsonOption = False,
) -> None:
    """Run fact extraction again over stored sessions (with today's prompt); facts already known are not repeated."""
    from twin.cli.progress import read_in
    from twin.context.prompt import persona_text
    from twin.errors import StorageError
    from twin.llm import ChatClient
    from twin.llm.reach import check_reachable
    from twin.narrative.extraction import Extractor, extraction_windows, said_before
    from twin.narrative.grounding.played import role_play
    from twin.sessions import offrecord
    from twin.sessions.session import SessionStore, told_in, unnamed
    from twin.settings import resolve_endpoint

    home, settings = open_settings()
    chosen = choose_persona(home, settings, persona)
    zh = chosen.language == "zh"
    endpoint = resolve_endpoint(settings, chosen.model)
    check_reachable(endpoint)
    twin_dir = home.twin_dir(chosen.key)
    store = SessionStore(twin_dir)
    paths = [store.find(session)] if session else store.paths()
    extractor = Extractor(twin_dir, chosen, ChatClient(endpoint), persona_text=persona_text(chosen))
    try:  # read the history in once, not a quarter of a megabyte at each window (the facts alike are searched in it)
        if as_json:
            extractor.index().sync()
        else:
            read_in(extractor.index(), chosen.key)
    except StorageError:
        pass  # derived: each window's search goes on without it
    jobs = []
    for path in paths:
        loaded = store.load(path)
        user, told = str(loaded.header.get("user") or ""), told_in(loaded.header)
        said = loaded.conversation()
        off, played = offrecord.Unkept.of(said), role_play(said)
        for window in extraction_windows(said):
            jobs.append((loaded.id, window, user, said_before(said, window), off, played, told))
    counted = ("failed", "assert", "confirm", "supersede", "older", "known", "rejected")
    totals = {"windows": len(jobs), **dict.fromkeys(counted, 0)}
    trouble = trouble_zh = ""  # the last failure's words
    failed = []  # (session, window) of each window that failed
    label = f"正在提取 {chosen.key} 的会话" if zh else f"Extracting {chosen.key}'s sessions"
    with progress_bar(label) as update:  # on stderr, on a terminal only
        for done, (session_id, window, user, before, off, played, told) in enumerate(jobs, 1):
            outcome = extractor.run(
                session_id, window, user_subject=user or "user", user_name=user or unnamed(chosen.language),
                before=before, unkept=off, played=played, told=told,
            )  # fmt: skip
            if outcome.status == "failed":
                totals["failed"] += 1
                trouble = outcome.error or trouble
                trouble_zh = outcome.error_in("zh") or trouble_zh
                failed.append((session_id, window))
            totals["rejected"] += len(outcome.rejected)
            for op, _ in outcome.written:
                totals[op] = totals.get(op, 0) + 1
            if update is not None:
                update(done, len(jobs))
    # Every window failed: the model extracted nothing, exit status 4 as for any model error (with --json, in the
    # report's own object, as every --json failure that did part of its work says it). Some failed: the rest is
    # done, and each failed one is extracted again at the next start (docs/memory.md), unless its answers could not
    # be used three times: said, and not an error.
    from twin.cli.app import error_object, fail_shown
    from twin.errors import ModelError

    error = (
        ModelError(
            f"Extraction failed in every window ({totals['failed']}): nothing was extracted. The last error: {trouble}",
            "`twin doctor` checks the endpoint; run this again when the model answers.",
            zh=(
                f"每一段对话都没能提取（{totals['failed']} 段）：什么也没记下。最后一个错误：{trouble_zh}",
                "`twin doctor` 会检查模型的地址；等模型能回答了再运行一次。",
            ),
        )
        if totals["failed"] and totals["failed"] == totals["windows"]
        else None
    )
    if as_json:
        report: dict[str, Any] = dict(totals)
        if error is not None:
            report["error"] = error_object(error.message, error.hint, error.exit_status)
        typer.echo(json_text(report, indent=None))
        if error is not None:
            fail_shown(error)
    else:
        typer.echo(_reextracted(len(paths), totals, zh))
    if error is not None:
        raise error
    if totals["failed"]:
        typer.echo(_failed_windows(extractor, failed, totals["windows"], zh), err=True)


def _reextracted(sessions: int, totals: dict[str, int], zh: bool) -> str:
    """The summary line of a reextract, in the twin's language."""
    if zh:
        older = f"比现有的更早 {totals['older']}（留作历史），" if totals["older"] else ""
        return (
            f"{sessions} 段会话，{totals['windows']} 个窗口：新 {totals['assert']}，确认 {totals['confirm']}，"
            f"替换 {totals['supersede']}，{older}已知 {totals['known']}，被拒 {totals['rejected']}，"
            f"失败 {totals['failed']}"
        )
    older = f"{totals['older']} older than what holds (kept as history), " if totals["older"] else ""
    return (
        f"{count(sessions, 'session')}, {count(totals['windows'], 'window')}: {totals['assert']} new, "
        f"{totals['confirm']} confirmed, {totals['supersede']} replaced, {older}{totals['known']} already known, "
        f"{totals['rejected']} rejected, {totals['failed']} failed"
    )


def _failed_windows(extractor: Any, failed: Sequence[tuple[str, Sequence[Any]]], windows: int, zh: bool) -> str:
    """What is said of the windows that failed, in the twin's language: which the next chat extracts again, and which
    it tries no more (their answers could not be used three times: twin/narrative/owed.py)."""
    from twin.errors import StorageError
    from twin.narrative.owed import TRIES, spent_gaps

    try:
        spent = {
            session: set(turns) for session, turns in spent_gaps(extractor.index(), model=extractor.model_name).items()
        }
    except StorageError:
        spent = {}
    given_up = sum(any(t.id in spent.get(session, ()) for t in window) for session, window in failed)
    again, them = len(failed) - given_up, "it" if len(failed) == 1 else "them"
    if zh:
        said = f"{windows} 个窗口中有 {len(failed)} 个失败"
        later = "等模型能按要求回答时再运行一次本命令（或 `twin doctor --repair`）"
        if not given_up:
            return f"{said}：下次聊天会重新提取（或再运行一次本命令）。"
        if not again:
            return f"{said}，都已试过 {TRIES} 次：聊天不会再试；{later}。"
        rest = f"另外 {given_up} 个已失败 {TRIES} 次，聊天不会再试（{later}）"
        return f"{said}：下次聊天会重新提取其中 {again} 个；{rest}。"
    said = f"{count(len(failed), 'window')} of {windows} failed"
    if not given_up:
        return f"{said}: the next chat extracts {them} again (or run this again)."
    later = "run this again (or `twin doctor --repair`) when the model answers as asked"
    if not again:
        return f"{said}, after {TRIES} tries: a chat tries {them} no more; {later}."
    return (
        f"{said}: the next chat extracts {again} of them again; the other {given_up} failed {TRIES} times, and a chat "
        f"tries {'it' if given_up == 1 else 'them'} no more ({later})."
    )


@memory_app.command("eras")
def eras_command(
    persona: Annotated[
        Optional[str],
        typer.Argument(autocompletion=persona_names, metavar="PERSONA", help="The persona whose past to show."),
    ] = None,
    write: Annotated[
        bool, typer.Option("--write/--no-write", help="Write the month and year summaries owed first (the model).")
    ] = True,
    chapters: Annotated[
        bool, typer.Option("--chapters", help="List every chapter, not only unsummarised ones.")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """The timeline of the twin's past: years, months and chapters, each with its temperature; writes what is owed."""
    from twin.clock import now
    from twin.context.prompt import persona_text
    from twin.errors import ModelError
    from twin.llm import ChatClient
    from twin.llm.reach import check_reachable
    from twin.narrative.eras import owed_eras, timeline
    from twin.narrative.worker import MemoryWorker
    from twin.settings import resolve_endpoint

    home, settings = open_settings()
    chosen = choose_persona(home, settings, persona)
    twin_dir = home.twin_dir(chosen.key)
    notices: list[str] = []
    worker = MemoryWorker(
        twin_dir, chosen, ChatClient(resolve_endpoint(settings, chosen.model)), persona_text=persona_text(chosen),
        notice=notices.append,
    )  # fmt: skip
    written, trouble = 0, None
    try:
        if write and owed_eras(worker.chapters, now()):
            try:
                check_reachable(resolve_endpoint(settings, chosen.model))
                with progress_bar(f"{chosen.key}: looking back", threshold=2) as update:
                    written = worker.write_eras(progress=update, tell=False)
            except ModelError as exc:
                trouble = exc
        past = timeline(worker.chapters, now(), settings.context.half_life_days)
        owed = len(owed_eras(worker.chapters, now()))
        flagged = [c.flags for c in worker.chapters.all() if c.flags]  # kept out of the timeline, as of every context
    finally:
        worker.close()
        worker.extractor.close()
    for line in notices:
        typer.echo(safe_text(line), err=True)
    mask = _mask(twin_dir, chosen.language)
    if as_json:
        years = [_period_json(y, mask) for y in past]
        typer.echo(json_text({"persona": chosen.key, "written": written, "owed": owed, "years": years}))
    else:
        _print_timeline(past, chosen.language, every_chapter=chapters, mask=mask, flagged=flagged, persona=chosen.key)
        if chosen.language == "zh":  # (as the timeline above it is said)
            tail = f"写了 {written} 份总结，还欠 {owed} 份" if write else f"还欠 {owed} 份总结"
            typer.echo(f"{tail}（{chosen.key}）。", err=True)
        else:
            tail = f"{written} summar{'y' if written == 1 else 'ies'} written, {owed} owed" if write else f"{owed} owed"
            typer.echo(f"{tail} ({chosen.key}).", err=True)
    if trouble is not None:
        raise trouble


def _period_json(period: Any, mask: Any) -> dict[str, Any]:
    summary = period.summary
    out: dict[str, Any] = {
        "span": period.span.kind,
        "period": period.span.period,
        "temperature": round(period.heat, 3),
        "owed": period.owed,
        "flagged": period.flagged,
        "summary": {"id": summary.id, "text": mask(summary.text), "importance": summary.importance}
        if summary
        else None,
    }
    if period.span.kind == "year":
        out["months"] = [_period_json(m, mask) for m in period.months]
    else:
        out["chapters"] = [
            {
                "id": c.id,
                "session": c.session,
                "start": c.start,
                "end": c.end,
                "importance": c.importance,
                "temperature": round(period.heats[c.id], 3),
            }
            for c in period.chapters
        ]
    return out


def _mask(twin_dir: Any, language: str) -> Any:
    """What hides the words the person asked to forget, as every context hides them."""
    from twin.facts.masks import placeholder
    from twin.facts.store import FactStore

    masks = FactStore(twin_dir).masks()
    return lambda text: masks.chapter(text, placeholder(language))


def flag_reasons(flagged: Sequence[Sequence[str]]) -> str:
    """Why these chapters were flagged, each reason with the number of chapters it holds for, most first: "2 not in
    the first person, 1 too short" (every "unknown: X" of a chapter is one made-up name or number)."""
    from collections import Counter

    from twin.narrative.chapters import FLAG_WORDS

    reasons = Counter(
        reason
        for flags in flagged
        for reason in dict.fromkeys(FLAG_WORDS.get(f.split(":")[0], f) for f in flags)  # once a chapter
    )
    return ", ".join(f"{n} {reason}" for reason, n in reasons.most_common())


def _print_timeline(
    past: list[Any],
    language: str,
    *,
    every_chapter: bool,
    mask: Any,
    flagged: Sequence[Sequence[str]] = (),
    persona: str = "",
) -> None:
    from twin.narrative.eras import gist as first_line

    def gist(text: str, language: str) -> str:
        return first_line(mask(text), language)

    def state(period: Any) -> str:
        return "(owed)" if period.owed else "(flagged: kept out of every context)" if period.flagged else ""

    if not past and flagged:
        n = len(flagged)
        typer.echo(
            safe_text(
                f"No chapters in the timeline: {n} {'is' if n == 1 else 'are'} flagged ({flag_reasons(flagged)}) and "
                f"kept out of it, as out of every context; `twin sessions list {persona}` marks "
                f"{'it' if n == 1 else 'them'} (flagged)."
            ),
            err=True,
        )
        return
    if not past:
        from twin.cli.app import error_language

        typer.echo(
            "还没有日记：时间线从第一次结束的会话开始。"
            if error_language() == "zh"
            else "No chapters yet: the timeline begins with the first finished session.",
            err=True,
        )
        return

    def line(indent: str, label: str, heat: float, text: str) -> str:
        return safe_text(f"{indent}{label:<12} {heat:5.2f}  {text}").replace("\n", " ")

    for year in past:
        what = gist(year.summary.text, language) if year.summary else state(year)
        typer.echo(line("", year.span.period, year.heat, what))
        for month in year.months:
            count = f"[{len(month.chapters)} chapter{'s' if len(month.chapters) != 1 else ''}]"
            what = gist(month.summary.text, language) if month.summary else state(month)
            typer.echo(line("  ", month.span.period, month.heat, f"{count} {what}".rstrip()))
            if every_chapter or month.summary is None:
                for chapter in month.chapters:
                    day = (chapter.start or chapter.end)[:10]
                    typer.echo(line("    ", day, month.heats[chapter.id], gist(chapter.text, language)))
