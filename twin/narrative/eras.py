"""Remembering over years: month and year summaries, and the temperature that decides what is recalled how.

A person remembers yesterday in detail, last spring in outline and the year
they changed jobs as a chapter of their life. So, when a month that has
chapters has ended, the twin writes a first-person summary of it from its
chapters and from what changed in the facts during it; when a year has ended,
a summary of the year from its months. Both are written off the person's
time (at a start, after a session's chapter, or by `twin memory eras`),
checked like chapters, and appended to chapters.jsonl as `era` records with
the span they cover and what they were written from. Nothing is replaced:
the chapters stay, and stay recallable. A month that gains a chapter after its
summary (an import, a chapter caught up late) owes a new summary, which
supersedes the old one when read.

Temperature (docs/memory.md#temperature) ranks what the [my experiences]
track shows in full, what as a one-line gist, and what only through the
summary that covers it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TypeVar

from twin.clock import parse_time, to_iso
from twin.narrative.chapters import (
    DEFAULT_IMPORTANCE,
    LANGUAGE_NAMES,
    Chapter,
    ChapterStore,
    EraMark,
    checked_entry,
)
from twin.narrative.extraction import Model
from twin.persona.model import Persona
from twin.prompts import load_prompt
from twin.tokens import estimate_tokens

IMPORTANCE_STRETCH = 1.25  # each 1.25 points of importance above 5 doubles the half-life (10: 16 times as long)
USE_WEIGHT = 0.5  # what being recalled adds: 0.5 x log2(1 + times used), cooling from the last use
ERA_INPUT_TOKENS = 6000  # a month's chapters beyond this are each cut to their share before the summary is asked
WORDS = {"month": {"en": "150", "zh": "250"}, "year": {"en": "200", "zh": "350"}}
GIST_CHARS = {"en": 160, "zh": 60}
Mask = Callable[[str], str]


def stretch(importance: int) -> float:
    """How many times longer than an ordinary chapter's a chapter of this importance takes to cool."""
    return 2 ** ((importance - DEFAULT_IMPORTANCE) / IMPORTANCE_STRETCH)


def temperature(chapter: Chapter, at: datetime, use: tuple[int, float] | None, half_life_days: float) -> float:
    """How present a chapter or an era summary is at `at`:

        recency = 0.5 ** (age / (half_life * 2 ** ((importance - 5) / 1.25)))
        use     = 0.5 * log2(1 + times recalled) * 0.5 ** (time since the last recall / half_life)
        temperature = recency + use

    where age is the time since its span ended. An ordinary chapter (importance 5) is at 0.5 after one half-life;
    an important one (9) after nine; being recalled warms it again, and the warmth of use cools in its turn.
    """
    half_life = max(half_life_days, 1e-6) * 86400
    ended = _moment(chapter.end) or _moment(chapter.ts) or at
    age = max(0.0, at.timestamp() - ended.timestamp())
    warmth = 0.5 ** (age / (half_life * stretch(chapter.importance)))
    if use:
        times, last = use
        warmth += USE_WEIGHT * math.log2(1 + times) * 0.5 ** (max(0.0, at.timestamp() - last) / half_life)
    return warmth


def gist(text: str, language: str) -> str:
    """The one line a cold memory is shown as: its first sentence (the prompts ask for a summing-up one), clipped."""
    body = " ".join(text.split())
    match = re.search(r"[。！？!?]|\.(?=\s|$)", body)
    first = body[: match.end()] if match else body
    limit = GIST_CHARS.get(language, GIST_CHARS["en"])
    if len(first) <= limit:
        return first
    cut = first[:limit]
    if language != "zh" and " " in cut:
        cut = cut.rsplit(" ", 1)[0]
    return cut.rstrip(",，;；:： ") + "…"


# -- what is owed ------------------------------------------------------------------


@dataclass(frozen=True)
class Span:
    """A month ("2025-03") or a year ("2025") of local time, with its bounds."""

    kind: str  # month | year
    period: str
    start: datetime
    end: datetime

    @classmethod
    def month_of(cls, moment: datetime) -> Span:
        local = moment.astimezone()
        start = _local_midnight(local.replace(day=1))
        end = _local_midnight((start.replace(tzinfo=None) + timedelta(days=32)).replace(day=1))
        return cls("month", f"{start.year:04d}-{start.month:02d}", start, end)

    @classmethod
    def year_of(cls, moment: datetime) -> Span:
        local = moment.astimezone()
        start = _local_midnight(local.replace(month=1, day=1))
        return cls("year", f"{start.year:04d}", start, _local_midnight(start.replace(year=start.year + 1)))


@dataclass(frozen=True)
class OwedEra:
    """A summary the twin owes: its span and the ids of what it is to be written from (read when it is written)."""

    span: Span
    ids: tuple[str, ...]


def owed_eras(store: ChapterStore, at: datetime) -> list[OwedEra]:
    """The month summaries owed at `at` (oldest first), then the year summaries whose months are all written.

    A month is owed one when it has ended, has chapters the checks passed, and no summary was written from as
    many of them (chapters are only added, and a purge takes the summaries of the sessions it purges with it, so
    the count tells a month that changed); a year, when it has ended and no summary of it was written from as many
    months after the newest of their summaries. A summary written from the same sources is never owed again, even
    if its checks failed (it would fail again, and its chapters are still shown). Read from the index alone: no
    summary's text is read (ten years of daily use: a few milliseconds)."""
    marks = store.era_marks()
    done: dict[tuple[str, str], set[int]] = {}  # (span, period) -> how many sources its summaries were written from
    for mark in marks:
        done.setdefault((mark.span, mark.period), set()).add(mark.sources)
    owed: list[OwedEra] = []
    for period, count in sorted(store.counts_by_month(at).items()):
        if count in done.get(("month", period), set()):
            continue
        y, m = (int(part) for part in period.split("-"))
        span = Span.month_of(datetime(y, m, 15, 12).astimezone())
        if span.end <= at:
            owed.append(OwedEra(span, tuple(store.ids_of_month(period, at))))
    if owed:
        return owed  # the years wait for their months
    months = current_eras(marks, span="month")
    by_year: dict[str, list[EraMark]] = {}
    for mark in months:
        by_year.setdefault(mark.period[:4], []).append(mark)
    for period, members in sorted(by_year.items()):
        span = Span.year_of(datetime(int(period), 6, 15, 12).astimezone())
        newest = max(m.written for m in members)
        written = [m for m in marks if (m.span, m.period) == ("year", period)]
        if span.end <= at and not any(y.sources == len(members) and y.written >= newest for y in written):
            owed.append(OwedEra(span, tuple(m.id for m in sorted(members, key=lambda m: m.period))))
    return owed


Summary = TypeVar("Summary", Chapter, EraMark)  # a month's or year's summary, read whole or as the index marks it


def current_eras(summaries: Sequence[Summary], *, span: str | None = None) -> list[Summary]:
    """Of each month's or year's summaries, the one written last that the checks passed; by period (a year before
    its months)."""
    chosen: dict[tuple[str, str], Summary] = {}
    for summary in summaries:  # in the order written
        if summary.shown and (span is None or summary.span == span):
            chosen[(summary.span, summary.period)] = summary
    return sorted(chosen.values(), key=lambda s: (s.period, s.span != "year"))


# -- writing -----------------------------------------------------------------------


def write_era(
    store: ChapterStore,
    owed: OwedEra,
    persona: Persona,
    model: Model,
    *,
    user_name: str,
    changes: Sequence[str] = (),
    persona_text: str = "",
    mask: Mask | None = None,
) -> Chapter:
    """Write one month's or year's summary and append it; raises TwinError when the model fails (it stays owed).

    `changes` are lines saying what changed in the facts during the span (a month's only); `mask` takes the
    forgotten words out of every text given to the model, so no summary can retell them."""
    language = persona.language
    span = owed.span
    masked = mask or (lambda text: text)
    sources = sorted(store.with_ids(list(owed.ids)), key=lambda c: c.end or c.start)
    told: set[str] = set()
    if span.kind != "year":  # a diary entry of a session another program told says so (its words, not a talk)
        from twin.sessions.catalog import told_sessions

        told = told_sessions(store.index.twin_dir, store.index.db, {c.session for c in sources if c.session})
    entries = _entries(sources, span.kind, language, masked, told)
    prompt = load_prompt(f"write_{span.kind}", language)
    slots = {
        "twin_name": persona.name,
        "user_name": user_name,
        "language_name": LANGUAGE_NAMES.get(language, "English"),
        "period": _period_words(span, language),
        "words": WORDS[span.kind].get(language, WORDS[span.kind]["en"]),
        "entries": entries,
    }
    if span.kind == "month":
        slots["changes"] = "\n".join(masked(line) for line in changes) or ("（没有）" if language == "zh" else "(none)")
    request = prompt.render(**slots)
    known = "\n".join(
        [entries, slots.get("changes", ""), persona_text, user_name, persona.name, persona.key, span.period,
         slots["period"], span.start.strftime("%Y-%m-%d"), (span.end - timedelta(days=1)).strftime("%Y-%m-%d")]
    )  # fmt: skip
    text, extra = checked_entry(model, request, language, known, masked)
    sessions = sorted({c.session for c in sources if c.session}) or sorted(
        {s for e in sources for s in _sessions_of(store, e)}
    )
    record = store.file.append(
        "era",
        span=span.kind,
        period=span.period,
        start=to_iso(span.start),
        end=to_iso(span.end),
        text=text,
        prompt=prompt.id,
        sources=[c.id for c in sources],
        sessions=sessions,
        **extra,
    )
    return Chapter.from_record(record)


def _entries(sources: Sequence[Chapter], kind: str, language: str, mask: Mask, told: Collection[str] = ()) -> str:
    """The diary entries (or month summaries) a summary is written from, dated, each cut to its share when all of
    them would not fit; an entry of a session another program told (`told`) says so after its date."""
    texts = [mask(c.text.strip()) for c in sources]
    total = sum(estimate_tokens(t) for t in texts)
    if total > ERA_INPUT_TOKENS:
        share = ERA_INPUT_TOKENS / total
        texts = [_clip(t, max(40, int(len(t) * share))) for t in texts]
    by = "，别的程序转告的" if language == "zh" else ", told by a program"
    return "\n\n".join(
        f"({_label(c, kind)}{by if c.session in told else ''}) {t}" for c, t in zip(sources, texts, strict=True)
    )


def _label(source: Chapter, kind: str) -> str:
    if kind == "year":
        return source.period
    moment = _moment(source.end) or _moment(source.start)
    return moment.astimezone().strftime("%Y-%m-%d") if moment else ""


def _clip(text: str, chars: int) -> str:
    """The first `chars` characters of a text, cut back to the end of a sentence when one is near."""
    if len(text) <= chars:
        return text
    cut = text[:chars]
    end = max(cut.rfind(mark) for mark in ("。", "！", "？", ". ", "! ", "? "))
    return (cut[: end + 1] if end > chars // 2 else cut).rstrip() + "…"


def _period_words(span: Span, language: str) -> str:
    if language == "zh":
        return f"{span.start.year}年{span.start.month}月" if span.kind == "month" else f"{span.start.year}"
    return span.start.strftime("%B %Y") if span.kind == "month" else f"{span.start.year}"


def _sessions_of(store: ChapterStore, era: Chapter) -> list[str]:
    found = store.index.item(era.id)
    sessions = (found.data or {}).get("sessions") if found else None
    return [str(s) for s in sessions] if isinstance(sessions, list) else []


def _moment(ts: str) -> datetime | None:
    try:
        return parse_time(ts) if ts else None
    except ValueError:
        return None


def _local_midnight(moment: datetime) -> datetime:
    """Midnight at the start of that local day, with the zone offset of that day (summer time moves it)."""
    naive = moment.replace(tzinfo=None, hour=0, minute=0, second=0, microsecond=0)
    return naive.astimezone()


# -- the shape of the past ------------------------------------------------------------


@dataclass
class Period:
    """A year or a month of the timeline: its summary if written, its temperature, and what it holds."""

    span: Span
    summary: Chapter | None = None
    heat: float = 0.0  # the summary's, else the warmest chapter's
    chapters: list[Chapter] = field(default_factory=list)  # a month's, oldest first
    months: list[Period] = field(default_factory=list)  # a year's, oldest first
    heats: dict[str, float] = field(default_factory=dict)  # a month's: each chapter's temperature, by id
    owed: bool = False  # its span has ended and its summary is not written (or not from what it holds now)
    flagged: bool = False  # its summary was written but the checks flagged it: in no context


def timeline(store: ChapterStore, at: datetime, half_life_days: float) -> list[Period]:
    """Every year and month that has chapters, oldest first, with summaries and temperatures as of `at`, as a
    context of that time has them (a chat `--as-of`): the chapters of sessions ended by then, the summaries
    written by then."""

    def by(moment: datetime | None) -> bool:
        return moment is None or moment <= at

    chapters = [c for c in store.all() if not c.flags and by(_moment(c.end) or _moment(c.ts))]
    eras = [e for e in store.eras() if by(_moment(e.ts))]
    summaries = current_eras(eras)
    uses = store.index.uses([c.id for c in [*chapters, *summaries]])
    owed = {(o.span.kind, o.span.period) for o in owed_eras(store, at)}

    def heat(item: Chapter) -> float:
        return temperature(item, at, uses.get(item.id), half_life_days)

    by_period = {(e.span, e.period): e for e in summaries}
    flagged = {(e.span, e.period) for e in eras if e.flags} - set(by_period)
    months: dict[str, Period] = {}
    for chapter in chapters:
        moment = _moment(chapter.end) or _moment(chapter.ts)
        if moment is None:
            continue
        span = Span.month_of(moment)
        month = months.setdefault(span.period, Period(span, by_period.get(("month", span.period))))
        month.chapters.append(chapter)
    years: dict[str, Period] = {}
    for period in sorted(months):
        month = months[period]
        month.chapters.sort(key=lambda c: c.end or c.start)
        month.heats = {c.id: heat(c) for c in month.chapters}
        month.heat = heat(month.summary) if month.summary else max(month.heats.values())
        month.owed = ("month", period) in owed
        month.flagged = ("month", period) in flagged
        span = Span.year_of(month.span.start)
        year = years.setdefault(span.period, Period(span, by_period.get(("year", span.period))))
        year.months.append(month)
    for year in years.values():
        year.heat = heat(year.summary) if year.summary else max(m.heat for m in year.months)
        year.owed = ("year", year.span.period) in owed
        year.flagged = ("year", year.span.period) in flagged
    return [years[p] for p in sorted(years)]
