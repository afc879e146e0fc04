"""What the search index takes from each kind of record: a turn, a fact, a chapter.

Fact records are those of facts.jsonl (twin/memory/factrecord.py): `assert`
and `supersede` state a fact (the record id is the fact id; `type` is its
kind); `supersede` (through `replaces`), `retire`, `expire` and `confirm`
(through `fact`) end an earlier fact or change its confidence. Objects with
the attributes of twin.facts.model.Fact are read the same way.
"""

from __future__ import annotations

from typing import Any

from twin.clock import parse_time

FACT_KINDS = ("fact", "event", "preference", "rule")
_RECORD_KINDS = ("assert", "supersede", "fact")  # the facts.jsonl kinds that state a fact


def turn_is_said(record: dict[str, Any]) -> bool:
    """Whether a turn record holds words that were said (not an empty, failed or blank reply)."""
    text = str(record.get("text") or "").strip()
    if not text:
        return False
    return record.get("role") == "user" or record.get("status", "ok") in ("ok", "interrupted")


def epoch(value: Any) -> float | None:
    """An ISO time (or a date) in epoch seconds; None when it is missing or unreadable."""
    if not value:
        return None
    try:
        return parse_time(str(value)).timestamp()
    except ValueError:
        return None


def fact_text(record: dict[str, Any]) -> str:
    """A fact as one line: subject, attribute and value."""
    subject = str(record.get("subject") or "").strip()
    attribute = str(record.get("attribute") or "").strip()
    value = str(record.get("value") or "").strip()
    head = " ".join(p for p in (subject, attribute) if p)
    return f"{head}: {value}" if head else value


def fact_kind(record: dict[str, Any]) -> str:
    """fact, event, preference or rule (the fact's own kind, not the record's)."""
    for key in ("fact_kind", "type", "category"):
        if record.get(key) in FACT_KINDS:
            return str(record[key])
    return str(record["kind"]) if record.get("kind") in FACT_KINDS else "fact"


def fact_row(record: dict[str, Any]) -> dict[str, Any] | None:
    """The index row of a fact statement, or None when the record states no fact."""
    if record.get("kind") not in (*_RECORD_KINDS, *FACT_KINDS) or "value" not in record or not record.get("id"):
        return None
    if not (record.get("subject") or record.get("attribute")) or not str(record.get("value") or "").strip():
        return None
    written = epoch(record.get("ts")) or 0.0
    said = record.get("said_at") or record.get("valid_from") or record.get("ts") or ""
    at = epoch(said) or written
    evidence: dict[str, Any] = record["evidence"] if isinstance(record.get("evidence"), dict) else {}
    try:
        confidence = float(record.get("confidence", 0.7))
    except (TypeError, ValueError):
        confidence = 0.7
    until = epoch(record.get("valid_until") or record.get("valid_to") or record.get("until"))
    if record.get("lost_to") is not None:  # it lost a conflict the moment it was written: it never held
        until = written or at
    return {
        "id": str(record["id"]),
        "session": evidence.get("session") or record.get("session"),
        "ts": str(said) if epoch(said) else str(record.get("ts") or ""),
        "at": at,
        "written": written,
        "until": until,
        "weight": min(1.0, max(0.0, confidence)),
        "text": fact_text(record),
        "body": fact_text(record),
        "ctx": str(evidence.get("quote") or ""),
        "data": {**record, "fact_kind": fact_kind(record)},
    }


def fact_links(record: dict[str, Any]) -> list[tuple[str, float | None, float | None]]:
    """(fact id, ends at, new confidence) for each earlier fact this record supersedes, retires, expires or confirms.

    The record kinds are those of facts.jsonl: `supersede` names the fact it `replaces`; `retire`, `expire` and
    `confirm` name theirs in `fact` (at `at`, until `until`, with a new `confidence`).
    """
    kind = record.get("kind")
    links: list[tuple[str, float | None, float | None]] = []
    replaced = record.get("replaces") or record.get("supersedes")
    for target in [replaced] if isinstance(replaced, str) else replaced if isinstance(replaced, list) else []:
        links.append((str(target), epoch(record.get("valid_from") or record.get("said_at") or record.get("ts")), None))
    target = record.get("fact")
    if not isinstance(target, str):
        return links
    if kind == "retire":
        links.append((target, epoch(record.get("at") or record.get("ts")), None))
    elif kind == "expire":
        links.append((target, epoch(record.get("until") or record.get("at") or record.get("ts")), None))
    elif kind == "confirm":
        try:
            confidence = float(record["confidence"]) if "confidence" in record else None
        except (TypeError, ValueError):
            confidence = None
        links.append((target, None, confidence))
    return links


def chapter_row(record: dict[str, Any]) -> dict[str, Any] | None:
    """The index row of a chapter record ({session, text, start, end, prompt}), or None without text."""
    text = str(record.get("text") or "").strip()
    if not text or not record.get("id"):
        return None
    written = epoch(record.get("ts")) or 0.0
    end = record.get("end") or record.get("ts") or ""
    return {
        "id": str(record["id"]),
        "session": record.get("session"),
        "ts": str(end) if epoch(end) else str(record.get("ts") or ""),
        "at": epoch(end) or written,
        "written": written,
        "weight": 0.5,
        "text": text,
        "body": text,
        "ctx": "",
        "data": {k: v for k, v in record.items() if k != "text"},
    }


def document_row(record: dict[str, Any]) -> dict[str, Any] | None:
    """The index row of a document chunk (`twin ingest`), or None without text; dated by the file's time."""
    text = str(record.get("text") or "").strip()
    chunk = record.get("chunk") or record.get("id")
    if not text or not chunk:
        return None
    written = epoch(record.get("ts")) or 0.0
    when = record.get("modified") or record.get("ts") or ""
    return {
        "id": str(chunk),
        "session": None,
        "ts": str(when),
        "at": epoch(when) or written,
        "written": written,
        "weight": 0.5,
        "text": text,
        "body": text,
        "ctx": str(record.get("title") or ""),
        "data": {k: v for k, v in record.items() if k != "text"},
    }
