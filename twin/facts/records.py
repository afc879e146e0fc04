"""The lines of facts.jsonl: what each record kind must hold, read into a compact form for folding.

Record kinds: `assert` and `supersede` create a fact (the record id is the
fact id); `confirm`, `retire`, `expire` and `promote` change one. A line that
does not fit is a problem, reported with its line number and never guessed at.
"""

from __future__ import annotations

import math
from datetime import datetime
from typing import Any

from twin.clock import now, to_iso
from twin.facts.model import KINDS, LAYERS, RETIRE_REASONS, SOURCES

ASSERT, SUPERSEDE, CONFIRM, RETIRE, EXPIRE, PROMOTE = range(6)
KIND_CODES = {"assert": ASSERT, "supersede": SUPERSEDE, "confirm": CONFIRM, "retire": RETIRE, "expire": EXPIRE}
KIND_CODES["promote"] = PROMOTE
KIND_NAMES = {code: name for name, code in KIND_CODES.items()}
LAYER_CODES = {name: i for i, name in enumerate(LAYERS)}
TYPE_CODES = {name: i for i, name in enumerate(KINDS)}  # a fact's `type` (its kind: fact, event, ...)
SOURCE_CODES = {name: i for i, name in enumerate(SOURCES)}
INF = math.inf


class Rec:
    """One record, reduced to what the fold needs."""

    __slots__ = (
        "kind", "id", "fact", "subject", "attribute", "at", "start", "vuntil", "link", "lost", "conf", "layer",
        "session", "reason", "note", "type", "source",
    )  # fmt: skip

    def __init__(self, kind: int, rid: str, fact: str, at: float) -> None:
        self.kind = kind
        self.id = rid
        self.fact = fact
        self.subject = ""  # normalized; creating records only
        self.attribute = ""
        self.at = at  # said_at (assert, supersede, confirm) or at (the others), epoch seconds
        self.start = INF  # valid_from (creating), the new end (expire)
        self.vuntil = INF  # valid_until (creating); INF when open
        self.link: str | None = None  # replaces (supersede) or lost_to (a conflict's loser)
        self.lost = False
        self.conf = math.nan  # confidence (creating, confirm)
        self.layer = 0  # layer code (creating, promote)
        self.session = ""  # evidence session (creating, confirm)
        self.reason: str | None = None  # supersede reason, retire reason
        self.note: str | None = None  # retire: the person's own words
        self.type = -1  # TYPE_CODES of the fact's `type` (creating records only)
        self.source = -1  # SOURCE_CODES of its `source` (creating records only)

    @property
    def creates(self) -> bool:
        """Whether this record creates a fact."""
        return self.kind <= SUPERSEDE


def traits(ftype: int, source: int, layer: int) -> int:
    """A fact's type, source and layer codes in one number below 32 (one byte of a timeline segment)."""
    return ftype << 3 | source << 1 | layer


def traits_table(ftype: int | None, source: int | None, layer: int | None) -> bytes:
    """A `bytes.translate` table: 1 for the traits with these codes (None: any), 0 for the others."""
    return bytes(
        (ftype is None or code >> 3 == ftype) and (source is None or code >> 1 & 3 == source)
        and (layer is None or code & 1 == layer)
        for code in range(256)
    )  # fmt: skip


def epoch(text: Any) -> float:
    """An ISO 8601 time as epoch seconds (naive means local); ValueError when it is not one."""
    if not isinstance(text, str):
        raise ValueError("not a time")
    return datetime.fromisoformat(text).timestamp()


def iso_of(moment: float) -> str:
    """Epoch seconds as ISO 8601 in the local zone."""
    return to_iso(datetime.fromtimestamp(moment).astimezone())


def stamp(at: datetime | None) -> float:
    """A time (default now) as epoch seconds; naive means local."""
    return (at or now()).timestamp()


_normed: dict[str, str] = {}


def _norm(text: str) -> str:
    """norm() remembered: keys repeat a great deal."""
    found = _normed.get(text)
    if found is None:
        if len(_normed) > 500_000:
            _normed.clear()
        found = _normed[text] = " ".join(text.split()).casefold()
    return found


def _is_id(value: Any) -> bool:
    return type(value) is str and len(value) == 26 and value.isascii() and value.isalnum()


def _text(record: dict[str, Any], name: str) -> str:
    value = record.get(name)
    if type(value) is not str or not value.strip():
        raise ValueError(f"`{name}` is missing or empty")
    return value


def _time(record: dict[str, Any], name: str) -> float:
    value = record.get(name)
    try:
        return datetime.fromisoformat(value).timestamp()  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise ValueError(f"`{name}` is not an ISO 8601 time") from None


def _confidence(record: dict[str, Any]) -> float:
    value = record.get("confidence")
    if type(value) is not float and type(value) is not int or not 0.0 <= value <= 1.0:  # type: ignore[operator]
        raise ValueError("`confidence` must be a number from 0 to 1")
    return float(value)  # type: ignore[arg-type]


def _session(record: dict[str, Any]) -> str:
    evidence = record.get("evidence")
    if evidence is None:
        return ""
    if type(evidence) is not dict:
        raise ValueError("`evidence` must be an object")
    session = evidence.get("session")
    return session if type(session) is str else ""


def _optional_id(record: dict[str, Any], name: str) -> str | None:
    value = record.get(name)
    if value is None:
        return None
    if not _is_id(value):
        raise ValueError(f"`{name}` is not a fact id")
    return value  # type: ignore[no-any-return]


def _code(codes: dict[str, int], value: Any) -> int | None:
    return codes.get(value) if type(value) is str else None


def read_record(record: dict[str, Any]) -> Rec:
    """The compact form of one facts.jsonl record; ValueError saying what is wrong."""
    kind = _code(KIND_CODES, record.get("kind"))
    if kind is None:
        raise ValueError(f"unknown record kind {record.get('kind')!r}")
    rid = record.get("id")
    if not _is_id(rid):
        raise ValueError("`id` is not a record id")
    if kind <= SUPERSEDE:
        said = record.get("said_at")
        rec = Rec(kind, rid, rid, _time(record, "said_at"))  # type: ignore[arg-type]
        rec.subject = _norm(_text(record, "subject"))
        rec.attribute = _norm(_text(record, "attribute"))
        if type(record.get("value")) is not str:
            raise ValueError("`value` must be text")
        ftype, source = _code(TYPE_CODES, record.get("type")), _code(SOURCE_CODES, record.get("source"))
        if ftype is None:
            raise ValueError(f"`type` must be one of {', '.join(KINDS)}")
        if source is None:
            raise ValueError(f"`source` must be one of {', '.join(SOURCES)}")
        rec.type, rec.source = ftype, source
        rec.conf = _confidence(record)
        rec.start = rec.at if record.get("valid_from") == said else _time(record, "valid_from")
        if record.get("valid_until") is not None:
            rec.vuntil = _time(record, "valid_until")
        layer = _code(LAYER_CODES, record.get("layer"))
        if layer is None:
            raise ValueError(f"`layer` must be one of {', '.join(LAYERS)}")
        rec.layer = layer
        rec.session = _session(record)
        if kind == SUPERSEDE:
            rec.link = _optional_id(record, "replaces")
        elif "lost_to" in record:  # lost a conflict (the winner may since have been purged: null)
            rec.link = _optional_id(record, "lost_to")
            rec.lost = True
        reason = record.get("reason")
        rec.reason = reason if type(reason) is str else None
        return rec
    fact = _optional_id(record, "fact")
    if fact is None:
        raise ValueError("`fact` is missing")
    if kind == CONFIRM:
        rec = Rec(kind, rid, fact, _time(record, "said_at"))  # type: ignore[arg-type]
        rec.conf = _confidence(record)
        rec.session = _session(record)
        return rec
    rec = Rec(kind, rid, fact, _time(record, "at"))  # type: ignore[arg-type]
    if kind == RETIRE:
        if record.get("reason") not in RETIRE_REASONS:
            raise ValueError(f"`reason` must be one of {', '.join(RETIRE_REASONS)}")
        rec.reason = record["reason"]
        note = record.get("note")
        rec.note = note if type(note) is str else None
    elif kind == EXPIRE:
        rec.start = _time(record, "until")
    else:
        layer = _code(LAYER_CODES, record.get("layer"))
        if layer is None:
            raise ValueError(f"`layer` must be one of {', '.join(LAYERS)}")
        rec.layer = layer
    return rec
