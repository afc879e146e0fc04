"""What a reply had in its context: the memory items recorded on it, resolved from the memory files.

Each assistant turn records the items of its context (`context` of the turn
record: facts, chapters, turns, documents, with their scores when recall
chose them); a replay or `twin sessions show` names them again from the
files, and says which are no longer on disk. They are memory, not the raw
session: what the person asked to forget since is shown as every context
shows it (a forgotten fact without its value, the chapters and turns with
its words masked); a long turn the context held as an excerpt is shown as
that excerpt (its parts recorded on the item, cut from its words masked).
"""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from twin.facts.masks import Masks, placeholder
from twin.facts.store import FactStore
from twin.recall.index import fact_text
from twin.recall.passages import MARK
from twin.recall.segment import joined
from twin.sessions.listing import BRIEF, first_line
from twin.store import JsonlFile
from twin.store.jsonl import Shape
from twin.store.shapes import CHAPTERS, DOCUMENTS, FACTS, SESSION, session_name_parts

# who said a turn, and an item whose record is gone, as a replay names them in the twin's language
ROLES = {"en": {"user": "user: ", "assistant": "assistant: "}, "zh": {"user": "用户：", "assistant": "分身："}}
GONE = {"en": "no longer on disk", "zh": "已不在磁盘上"}


@dataclass
class RecalledItem:
    """One memory item that was in a reply's context, resolved from the memory files."""

    type: str  # fact | chapter | turn | document
    id: str
    when: str  # ISO time: when a fact was said, a chapter's session ended, a turn was said; "" if unknown
    text: str  # the item, briefly
    found: bool = True

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape."""
        return asdict(self)


class ContextLookup:
    """Resolves the `context` items recorded on a reply: facts, chapters, turns and chunks of writing, read once
    and kept."""

    def __init__(self, twin_dir: Path, language: str = "en") -> None:
        self.twin_dir = twin_dir
        self.hidden = placeholder(language)  # what stands for forgotten words
        self.language = language if language in ROLES else "en"
        self._forgotten: tuple[Masks, set[str]] | None = None
        self._facts: dict[str, dict[str, Any]] | None = None
        self._chapters: dict[str, dict[str, Any]] | None = None
        self._documents: dict[str, dict[str, Any]] | None = None
        self._turns: dict[str, dict[str, dict[str, Any]]] = {}

    def resolve(self, items: Any) -> list[RecalledItem]:
        """The items of a turn record's `context` field, in the order recorded; unknown shapes are skipped."""
        if not isinstance(items, list):
            return []
        return [self.item(i) for i in items if isinstance(i, dict) and isinstance(i.get("id"), str)]

    def item(self, ref: dict[str, Any]) -> RecalledItem:
        """One recorded item."""
        kind, item_id = str(ref.get("type") or ""), ref["id"]
        if kind == "fact":
            record = self.facts().get(item_id)
            if record:
                when = record.get("said_at") or record.get("valid_from") or record.get("ts") or ""
                masks, gone = self.forgotten()
                shown = fact_text({**record, "value": self.hidden}) if item_id in gone else fact_text(record)
                return RecalledItem(kind, item_id, str(when), masks.chapter(shown, self.hidden))
        elif kind == "chapter":
            record = self.chapters().get(item_id)
            if record:
                when = record.get("end") or record.get("ts") or ""
                text = self.forgotten()[0].chapter(str(record.get("text") or ""), self.hidden)
                return RecalledItem(kind, item_id, str(when), first_line(text))
        elif kind == "document":
            record = self.documents().get(item_id)
            if record:
                when = record.get("modified") or record.get("ts") or ""
                masks = self.forgotten()[0]
                text = masks.chapter(str(record.get("text") or ""), self.hidden)
                title = masks.chapter(str(record.get("title") or ""), self.hidden)  # as the context masks it
                colon = "：" if self.language == "zh" else ": "
                said = (f"{title}{colon}" if title else "") + " ".join(
                    text.split()
                )  # a chunk's first line is often its heading
                return RecalledItem(kind, item_id, str(when), said[:BRIEF])
        elif kind == "turn":
            record = self.turns(str(ref.get("session") or "")).get(item_id)
            if record:
                role, ts = str(record.get("role", "user")), str(record.get("ts") or "")
                said = self.forgotten()[0].turn(str(record.get("text", "")), self.hidden, ts, role)
                parts = kept_parts(ref.get("excerpt"), len(said))
                if parts:  # the context held an excerpt of it: those parts, cut from its words masked as now
                    said = joined(said, parts, MARK)
                who = ROLES[self.language].get(role, f"{role}: ")
                return RecalledItem(kind, item_id, ts, f"{who}{' '.join(said.split())}"[:BRIEF])
        return RecalledItem(kind or "item", item_id, "", GONE[self.language], found=False)

    def forgotten(self) -> tuple[Masks, set[str]]:
        """The masks of what the person asked to forget, as every context masks it now, and the forgotten facts."""
        if self._forgotten is None:
            facts = FactStore(self.twin_dir)
            self._forgotten = (facts.masks(), facts.forgotten_ids())
        return self._forgotten

    def facts(self) -> dict[str, dict[str, Any]]:
        """Fact statements by id (the records that create a fact carry its value)."""
        if self._facts is None:
            self._facts = _records_by_id(self.twin_dir / "facts.jsonl", lambda r: "value" in r, FACTS)
        return self._facts

    def chapters(self) -> dict[str, dict[str, Any]]:
        """Chapters and era summaries by id."""
        if self._chapters is None:
            self._chapters = _records_by_id(self.twin_dir / "chapters.jsonl", lambda r: "text" in r, CHAPTERS)
        return self._chapters

    def documents(self) -> dict[str, dict[str, Any]]:
        """The chunks of the person's writing by the id the search index gives them (`chunk`, else the record's)."""
        if self._documents is None:
            self._documents = _records_by_id(
                self.twin_dir / "documents.jsonl", lambda r: "text" in r, DOCUMENTS, key=lambda r: r.get("chunk")
            )
        return self._documents

    def turns(self, session_id: str) -> dict[str, dict[str, Any]]:
        """The turn records of one session by id."""
        if session_id not in self._turns:
            found: dict[str, dict[str, Any]] = {}
            folder = self.twin_dir / "sessions"
            try:
                listed = os.listdir(folder) if session_id else []
                names = [n for n in listed if (parts := session_name_parts(n)) and parts[1] == session_id]
            except OSError:
                names = []
            for name in names:
                records = JsonlFile(folder / name, SESSION).records()
                found.update({r["id"]: r for r in records if r.get("kind") == "turn"})
            self._turns[session_id] = found
        return self._turns[session_id]


def kept_parts(excerpt: Any, chars: int) -> list[tuple[int, int]]:
    """The parts an excerpt recorded on a reply's context item kept (`{"of": n, "parts": [[start, end], ...]}`), in
    order, apart, within `chars`; none when it records none (a turn shown whole) or nothing that can be read."""
    parts = excerpt.get("parts") if isinstance(excerpt, dict) else None
    out: list[tuple[int, int]] = []
    for part in parts if isinstance(parts, list) else []:
        if isinstance(part, list) and len(part) == 2 and all(type(n) is int for n in part):
            start, end = max(part[0], out[-1][1] if out else 0), min(part[1], chars)
            if start < end:
                out.append((start, end))
    return out


def _records_by_id(path: Path, keep: Any, shape: Shape, key: Any = None) -> dict[str, dict[str, Any]]:
    """The records `keep` takes, by their id, or by what `key` gives when it gives something."""
    return {str((key and key(r)) or r["id"]): r for r in JsonlFile(path, shape).records() if "id" in r and keep(r)}
