"""Counts that show how a twin's memory is doing: facts, extraction runs, rejections and why, chapters."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from twin.facts.store import FactStore
from twin.narrative.chapters import ChapterStore
from twin.narrative.review import questions
from twin.sessions.session import SessionStore
from twin.store import JsonlFile
from twin.store.shapes import EXTRACTION_LOG, EXTRACTIONS


@dataclass
class MemoryStats:
    """What `twin memory stats` reports."""

    sessions: int = 0
    turns: int = 0
    facts_current: int = 0
    facts_by_source: dict[str, int] = field(default_factory=dict)
    facts_by_layer: dict[str, int] = field(default_factory=dict)
    extractions: int = 0
    extractions_failed: int = 0
    written: int = 0
    rejected: int = 0
    rejected_by_reason: dict[str, int] = field(default_factory=dict)
    chapters: int = 0
    chapters_owed: int = 0
    chapters_flagged: int = 0  # stored with flags after a second try (an invented name, markup): in no context
    questions_open: int = 0  # candidates held for the person's word (`twin memory review`)

    def as_dict(self) -> dict[str, Any]:
        """For --json."""
        return dict(self.__dict__)


def memory_stats(twin_dir: Path, person: Sequence[str] = ("user",)) -> MemoryStats:
    """Count everything (reads only). `person`: the person's subjects, as `twin memory review` reads them."""
    stats = MemoryStats()
    sessions = SessionStore(twin_dir)
    paths = sessions.paths()
    stats.sessions = len(paths)
    chapters = ChapterStore(twin_dir)
    written = chapters.all()
    stats.chapters = len(written)
    stats.chapters_flagged = sum(1 for c in written if c.flags)
    for path in paths:
        session = sessions.load(path)
        stats.turns += len(session.turns)
        if not chapters.has(session.id) and any(t.role == "user" for t in session.turns):
            stats.chapters_owed += 1
    store = FactStore(twin_dir)
    current = store.as_of()
    stats.facts_current = len(current)
    stats.facts_by_source = dict(Counter(f.source for f in current))
    stats.facts_by_layer = dict(Counter(f.layer for f in current))
    reasons: Counter[str] = Counter()
    for run in JsonlFile(twin_dir / EXTRACTION_LOG, EXTRACTIONS).records():
        stats.extractions += 1
        stats.extractions_failed += run.get("status") == "failed"
        stats.written += len(run.get("written") or [])
        for rejected in run.get("rejected") or []:
            reasons[str(rejected.get("reason"))] += 1
    stats.rejected = sum(reasons.values())
    stats.rejected_by_reason = dict(reasons.most_common())
    stats.questions_open = len(questions(twin_dir, store, person))
    return stats
