"""A session as a document (Markdown to read or share, one JSON document) and the memory each reply had in view."""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from twin.recall.indexrecords import fact_text
from twin.sessions.listing import BRIEF, Speakers, day, first_line, stamp
from twin.sessions.session import Session, Turn
from twin.store import JsonlFile
from twin.textsafe import safe_text

FORMATS = ("md", "json", "jsonl")


def retried(session: Session) -> set[str]:
    """Ids of replies that a later retry replaced."""
    return {str(t.record["retry_of"]) for t in session.turns if t.record.get("retry_of")}


def turn_note(turn: Turn, replaced: set[str]) -> str:
    """What a person should know about how a turn went: "" for a plain turn."""
    if turn.role != "assistant":
        return ""
    notes = []
    if turn.status == "interrupted":
        notes.append("interrupted: stopped before it was finished")
    elif turn.status == "error":
        error = " ".join(str(turn.record.get("error") or "").split())
        notes.append(f"failed: {error}" if error else "failed")
    elif turn.status == "empty":
        notes.append("empty: the model answered with nothing")
    if turn.id in replaced:
        notes.append("replaced by a retry")
    return "; ".join(notes)


def exchanges(session: Session) -> list[tuple[Turn, list[Turn]]]:
    """Each user turn with the replies it got (a retried reply left out, a failed one kept), in order."""
    replaced = retried(session)
    pairs: list[tuple[Turn, list[Turn]]] = []
    by_id: dict[str, list[Turn]] = {}
    for turn in session.turns:
        if turn.role == "user":
            pairs.append((turn, []))
            by_id[turn.id] = pairs[-1][1]
        elif turn.id not in replaced:
            target = turn.record.get("reply_to")
            replies = by_id.get(target) if isinstance(target, str) else None
            if replies is None and pairs:
                replies = pairs[-1][1]
            if replies is not None:
                replies.append(turn)
    return pairs


def to_markdown(session: Session, speakers: Speakers) -> str:
    """The session as Markdown: a title with the twin and the date, then each turn with its time and speaker."""
    header = session.header
    title = safe_text(" ".join(str(header.get("title") or "").split()))
    heading = f"# {safe_text(speakers.twin)} · {day(session.start)}" + (f" · {title}" if title else "")
    lines = [heading, ""]
    turns = session.turns
    facts = [f"{len(turns)} turns"]
    if turns:
        first, last = day(turns[0].ts), day(turns[-1].ts)
        facts.insert(0, f"{first} to {last[11:] if last[:10] == first[:10] else last}")
    if header.get("source"):
        facts.append(f"imported ({safe_text(str(header['source']).removeprefix('import:'))})")
    if header.get("model"):
        facts.append(f"model {safe_text(str(header['model']))}")
    lines += [f"*{safe_text(speakers.user)} and {safe_text(speakers.twin)}: {', '.join(facts)}.*", ""]
    lines += [f"Session `{session.id}`", "", "---", ""]
    replaced = retried(session)
    previous: str | None = None
    for turn in session.turns:
        lines.append(f"**{safe_text(speakers.of(turn))}** · {stamp(turn.ts, previous)}")
        lines.append("")
        previous = turn.ts
        text = safe_text(turn.text).strip()
        if text:
            lines += [text, ""]
        note = turn_note(turn, replaced)
        if note:
            lines += [f"*({safe_text(note)})*", ""]
    if session.ended is None:
        lines += ["*(the session has no end mark: it is still going on, or it was cut off)*", ""]
    return "\n".join(lines).rstrip("\n") + "\n"


def to_document(session: Session, persona: str) -> dict[str, Any]:
    """The session as one JSON document: the header, every turn record, the end record, any damaged lines."""
    return {
        "persona": persona,
        "id": session.id,
        "session": session.header,
        "turns": [t.record for t in session.turns],
        "end": session.ended,
        "problems": [p.describe() for p in session.problems],
    }


# -- what a reply had in its context ---------------------------------------------------------


@dataclass
class RecalledItem:
    """One memory item that was in a reply's context, resolved from the memory files."""

    type: str  # fact | chapter | turn
    id: str
    when: str  # ISO time: when a fact was said, a chapter's session ended, a turn was said; "" if unknown
    text: str  # the item, briefly
    found: bool = True

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape."""
        return asdict(self)


class ContextLookup:
    """Resolves the `context` items recorded on a reply: facts, chapters and turns, read once and kept."""

    def __init__(self, twin_dir: Path) -> None:
        self.twin_dir = twin_dir
        self._facts: dict[str, dict[str, Any]] | None = None
        self._chapters: dict[str, dict[str, Any]] | None = None
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
                return RecalledItem(kind, item_id, str(when), fact_text(record))
        elif kind == "chapter":
            record = self.chapters().get(item_id)
            if record:
                when = record.get("end") or record.get("ts") or ""
                return RecalledItem(kind, item_id, str(when), first_line(str(record.get("text") or "")))
        elif kind == "turn":
            record = self.turns(str(ref.get("session") or "")).get(item_id)
            if record:
                text = f"{record.get('role', 'user')}: {' '.join(str(record.get('text', '')).split())}"
                return RecalledItem(kind, item_id, str(record.get("ts") or ""), text[:BRIEF])
        return RecalledItem(kind or "item", item_id, "", "no longer on disk", found=False)

    def facts(self) -> dict[str, dict[str, Any]]:
        """Fact statements by id (the records that create a fact carry its value)."""
        if self._facts is None:
            self._facts = _records_by_id(self.twin_dir / "facts.jsonl", lambda r: "value" in r)
        return self._facts

    def chapters(self) -> dict[str, dict[str, Any]]:
        """Chapters and era summaries by id."""
        if self._chapters is None:
            self._chapters = _records_by_id(self.twin_dir / "chapters.jsonl", lambda r: "text" in r)
        return self._chapters

    def turns(self, session_id: str) -> dict[str, dict[str, Any]]:
        """The turn records of one session by id."""
        if session_id not in self._turns:
            found: dict[str, dict[str, Any]] = {}
            folder = self.twin_dir / "sessions"
            try:
                names = [n for n in os.listdir(folder) if n.endswith(f"-{session_id}.jsonl")] if session_id else []
            except OSError:
                names = []
            for name in names:
                found.update({r["id"]: r for r in JsonlFile(folder / name).records() if r.get("kind") == "turn"})
            self._turns[session_id] = found
        return self._turns[session_id]


def _records_by_id(path: Path, keep: Any) -> dict[str, dict[str, Any]]:
    return {str(r["id"]): r for r in JsonlFile(path).records() if "id" in r and keep(r)}
