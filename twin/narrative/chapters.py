"""Chapters: the twin's first-person diary of each session, written when the session ends.

Chapters are never dropped to keep a count. A session that ended without
one (the model failed, the process was killed) owes a chapter, and the next
start writes it.
"""

from __future__ import annotations

import json
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
from twin.recall.index import SearchIndex
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
    """chapters.jsonl, read through the search index: the latest chapters and who has one, without parsing the file."""

    def __init__(self, twin_dir: Path, index: SearchIndex | None = None) -> None:
        self.file = JsonlFile(Path(twin_dir) / "chapters.jsonl")
        self.index = index or SearchIndex(twin_dir)

    def _synced(self) -> SearchIndex:
        self.index.sync_chapters()
        return self.index

    def all(self) -> list[Chapter]:
        """Every chapter, in the order written."""
        return [_chapter(row) for row in self._synced().chapters()]

    def latest(self, n: int, *, before: datetime | None = None, exclude: str | None = None) -> list[Chapter]:
        """The `n` chapters of the most recent sessions (ending at or before `before`), oldest first.

        By when their session ended, whatever the order they were written in; at the same moment, the one written
        first comes first. An end that cannot be read counts as the time the chapter was written.
        """
        if n <= 0:
            return []
        rows = self._synced().chapters(newest=n, before=before, exclude=exclude)
        return [_chapter(row) for row in reversed(rows)]

    def has(self, session_id: str) -> bool:
        """Whether the session has its chapter (or needs none)."""
        return self._synced().chapter_of(session_id) is not None

    def add(self, session: str, start: str, end: str, text: str, prompt: str, **extra: Any) -> Chapter:
        """Append a chapter."""
        record = self.file.append("chapter", session=session, start=start, end=end, text=text, prompt=prompt, **extra)
        return Chapter.from_record(record)

    def skip(self, session: str, reason: str) -> None:
        """Note that a session needs no chapter (nothing was said in it)."""
        self.file.append("chapter_skipped", session=session, reason=reason)


def _chapter(row: tuple[str, str, str]) -> Chapter:
    item_id, text, data = row
    return Chapter.from_record({**json.loads(data or "{}"), "id": item_id, "text": text})


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
