"""The lines of facts.jsonl: what each record kind must hold, read into the form the fold takes.

Record kinds: `assert` and `supersede` state a fact (the record id is the
fact id); `confirm`, `retire`, `expire` and `promote` change one. A line that
does not fit is a problem, reported with its line number and never guessed at.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from twin.facts.model import KINDS, LAYERS, RETIRE_REASONS, SOURCES, norm, source_strength

INF = math.inf
CREATING = ("assert", "supersede")
CHANGES = ("confirm", "retire", "expire", "promote")


@dataclass(slots=True)
class Statement:
    """A record that states a fact (assert, supersede), as the fold needs it."""

    id: str
    subject: str  # normalised: the key is (subject, attribute)
    attribute: str
    said: float  # said_at, epoch seconds
    start: float  # valid_from
    vuntil: float  # valid_until (INF: open)
    strength: int  # of its source: user 3, document 2, tool 1, inferred 0
    confidence: float
    layer: int  # index in LAYERS
    session: str  # the evidence session ("" when none)
    written: float  # ts: when the line was written
    row: int = 0  # its row in the derived database, once there


@dataclass(slots=True)
class Change:
    """A record that changes a fact (confirm, retire, expire, promote), as the fold needs it."""

    id: str
    fact: str
    kind: str
    at: float  # said_at (confirm) or at (the others): when it happened
    confidence: float | None = None  # confirm: the confidence afterwards
    session: str = ""  # confirm: the evidence session
    until: float | None = None  # expire: the new end
    layer: int | None = None  # promote: the new layer
    reason: str | None = None  # retire
    note: str | None = None  # retire: the person's own words


def _is_id(value: Any) -> bool:
    return type(value) is str and len(value) == 26 and value.isascii() and value.isalnum()


def _text(record: dict[str, Any], name: str) -> str:
    value = record.get(name)
    if type(value) is not str or not value.strip():
        raise ValueError(f"`{name}` is missing or empty")
    return value


def _time(record: dict[str, Any], name: str) -> float:
    try:
        return datetime.fromisoformat(record.get(name)).timestamp()  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise ValueError(f"`{name}` is not an ISO 8601 time") from None


def _confidence(record: dict[str, Any]) -> float:
    value = record.get("confidence")
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0.0 <= value <= 1.0:
        raise ValueError("`confidence` must be a number from 0 to 1")
    return float(value)


def _choice(record: dict[str, Any], name: str, allowed: tuple[str, ...]) -> str:
    value = record.get(name)
    if value not in allowed:
        raise ValueError(f"`{name}` must be one of {', '.join(allowed)}")
    return str(value)


def _session(record: dict[str, Any]) -> str:
    evidence = record.get("evidence")
    if evidence is None:
        return ""
    if type(evidence) is not dict:
        raise ValueError("`evidence` must be an object")
    session = evidence.get("session")
    return session if type(session) is str else ""


def read_record(record: dict[str, Any]) -> Statement | Change:
    """The fold's form of one facts.jsonl record; ValueError saying what is wrong with it."""
    kind = record.get("kind")
    if kind not in CREATING and kind not in CHANGES:
        raise ValueError(f"unknown record kind {kind!r}")
    rid = record.get("id")
    if not _is_id(rid):
        raise ValueError("`id` is not a record id")
    if kind in CREATING:
        if type(record.get("value")) is not str:
            raise ValueError("`value` must be text")
        _choice(record, "type", KINDS)
        said = _time(record, "said_at")
        start = said if record.get("valid_from") == record.get("said_at") else _time(record, "valid_from")
        vuntil = INF if record.get("valid_until") is None else _time(record, "valid_until")
        written = _time(record, "ts") if record.get("ts") else said
        for name in ("replaces", "lost_to"):
            if record.get(name) is not None and not _is_id(record[name]):
                raise ValueError(f"`{name}` is not a fact id")
        return Statement(
            id=rid,  # type: ignore[arg-type]
            subject=norm(_text(record, "subject")),
            attribute=norm(_text(record, "attribute")),
            said=said,
            start=start,
            vuntil=vuntil,
            strength=source_strength(_choice(record, "source", SOURCES)),
            confidence=_confidence(record),
            layer=LAYERS.index(_choice(record, "layer", LAYERS)),
            session=_session(record),
            written=written,
        )
    fact = record.get("fact")
    if not _is_id(fact):
        raise ValueError("`fact` is missing or not a fact id")
    if kind == "confirm":
        return Change(rid, fact, kind, _time(record, "said_at"), _confidence(record), _session(record))  # type: ignore[arg-type]
    change = Change(rid, fact, kind, _time(record, "at"))  # type: ignore[arg-type]
    if kind == "retire":
        change.reason = _choice(record, "reason", RETIRE_REASONS)
        note = record.get("note")
        change.note = note if type(note) is str else None
    elif kind == "expire":
        change.until = _time(record, "until")
    else:
        change.layer = LAYERS.index(_choice(record, "layer", LAYERS))
    return change
