"""Chapters: the twin's first-person diary of each session, written when the session ends.

Chapters are never dropped to keep a count. A session that ended without
one (the model failed, the process was killed) owes a chapter, and the next
start writes it.
"""

from __future__ import annotations

import math
from bisect import bisect_right, insort
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from twin.clock import parse_time
from twin.errors import TwinError
from twin.narrative.extraction import Model, transcript
from twin.persona.model import Persona
from twin.prompts import load_prompt
from twin.recall.indexrecords import epoch
from twin.sessions.session import Session, Turn
from twin.store import JsonlFile
from twin.tokens import estimate_tokens

PART_TOKENS = 6000  # a transcript longer than this is summarised in parts first
LANGUAGE_NAMES = {"en": "English", "zh": "中文"}


@dataclass(frozen=True)
class Chapter:
    """One diary entry about one session."""

    id: str
    session: str
    start: str
    end: str
    text: str
    prompt: str
    ts: str

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Chapter:
        """A Chapter from its JSONL record."""
        return cls(
            record["id"],
            record.get("session", ""),
            record.get("start", ""),
            record.get("end", ""),
            record.get("text", ""),
            record.get("prompt", ""),
            record.get("ts", ""),
        )


class ChapterStore:
    """chapters.jsonl, read incrementally: each call reads only what was appended since the last."""

    def __init__(self, twin_dir: Path) -> None:
        self.file = JsonlFile(twin_dir / "chapters.jsonl")
        self._chapters: list[Chapter] = []
        self._by_end: list[tuple[float, int, Chapter]] = []  # (end as epoch seconds, order written, chapter), sorted
        self._done: set[str] = set()  # sessions that have a chapter, or need none
        self._offset = 0

    def _refresh(self) -> None:
        result = self.file.read(self._offset)
        for record in result.records:
            if record.get("kind") == "chapter":
                chapter = Chapter.from_record(record)
                end = epoch(chapter.end)  # an unreadable end sorts before every other
                insort(self._by_end, (-math.inf if end is None else end, len(self._chapters), chapter))
                self._chapters.append(chapter)
                self._done.add(record.get("session", ""))
            elif record.get("kind") == "chapter_skipped":
                self._done.add(record.get("session", ""))
        self._offset = result.end

    def all(self) -> list[Chapter]:
        """Every chapter, in the order written."""
        self._refresh()
        return list(self._chapters)

    def latest(self, n: int, *, before: datetime | None = None, exclude: str | None = None) -> list[Chapter]:
        """The `n` chapters of the most recent sessions (ending before `before`), oldest first.

        The chapters are kept sorted by their end: a turn reads a few from the end, not all of them (sorting a
        thousand chapters cost 0.7 ms a turn).
        """
        self._refresh()
        if n <= 0:
            return []
        stop = len(self._by_end) if before is None else bisect_right(self._by_end, (before.timestamp(), math.inf))
        chosen: list[Chapter] = []
        for i in range(stop - 1, -1, -1):
            chapter = self._by_end[i][2]
            if chapter.session != exclude:
                chosen.append(chapter)
                if len(chosen) == n:
                    break
        chosen.reverse()
        return chosen

    def has(self, session_id: str) -> bool:
        """Whether the session has its chapter (or needs none)."""
        self._refresh()
        return session_id in self._done

    def add(self, session: str, start: str, end: str, text: str, prompt: str, **extra: Any) -> Chapter:
        """Append a chapter."""
        record = self.file.append("chapter", session=session, start=start, end=end, text=text, prompt=prompt, **extra)
        return Chapter.from_record(record)

    def skip(self, session: str, reason: str) -> None:
        """Note that a session needs no chapter (nothing was said in it)."""
        self.file.append("chapter_skipped", session=session, reason=reason)


def _parts(turns: Sequence[Turn], language: str, budget: int) -> list[list[Turn]]:
    parts: list[list[Turn]] = [[]]
    used = 0
    for turn in turns:
        cost = estimate_tokens(turn.text) + 4
        if parts[-1] and used + cost > budget:
            parts.append([])
            used = 0
        parts[-1].append(turn)
        used += cost
    return parts


def write_chapter(
    store: ChapterStore,
    session: Session,
    persona: Persona,
    model: Model,
    *,
    user_name: str,
    part_tokens: int | None = None,
) -> Chapter | None:
    """Write the diary of a finished session; None when nothing was said in it. Raises TwinError on model failure."""
    said = session.conversation()
    if not any(t.role == "user" for t in said):
        store.skip(session.id, "nothing was said")
        return None
    language = persona.language
    slots = {
        "twin_name": persona.name,
        "user_name": user_name,
        "language_name": LANGUAGE_NAMES.get(language, "English"),
    }
    parts = _parts(said, language, part_tokens or PART_TOKENS)
    if len(parts) == 1:
        body = transcript(said, language)
    else:  # too long for one request: notes on each part, then the chapter from the notes
        notes = []
        part_prompt = load_prompt("chapter_part", language)
        for number, part in enumerate(parts, 1):
            text = part_prompt.render(
                part=str(number), parts=str(len(parts)), transcript=transcript(part, language), **slots
            )
            notes.append(_ask(model, text))
        body = "\n\n".join(notes)
    previous = store.latest(1, before=said[0].time, exclude=session.id)
    earlier = ""
    if previous:
        label = (
            "我上一篇日记（仅供参考，不要重复）："
            if language == "zh"
            else "My previous diary entry (for context; do not repeat it):"
        )
        earlier = f"{label}\n{previous[0].text}\n\n"
    prompt = load_prompt("write_chapter", language)
    start, end = said[0].ts, said[-1].ts
    text = _ask(
        model,
        prompt.render(start=_local(start), end=_local(end), earlier=earlier, transcript=body, **slots),
    )
    return store.add(session.id, start, end, text, prompt.id, parts=len(parts), turns=len(said))


def _ask(model: Model, content: str) -> str:
    reply = model.complete([{"role": "user", "content": content}], max_tokens=1200)
    text = (reply.text or "").strip()
    if not text:
        raise TwinError("The model wrote an empty diary entry.", "It will be written again at the next start.")
    return text


def _local(ts: str) -> str:
    return parse_time(ts).astimezone().strftime("%Y-%m-%d %H:%M")
