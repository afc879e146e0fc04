"""The atomic fact: what a read returns, the names it uses, and the errors a write can raise.

A fact is one (subject, attribute, value) with its own time, source,
confidence and evidence. `Fact` is a plain record of one fact as it stood at
the time of a read (changing it changes nothing in memory); the records
behind it live in `facts.jsonl`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from twin.errors import ConflictError, UsageError
from twin.wordlists import simplified

SOURCES = ("user", "document", "tool", "inferred")  # strength order for conflict ties: the first is strongest
KINDS = ("fact", "event", "preference", "rule")
LAYERS = ("short", "long")
RETIRE_REASONS = ("unused", "user", "expired", "conflict", "mistaken")
CHANGE_REASONS = ("update", "conflict", "correction")


def norm(text: str) -> str:
    """How subjects and attributes are matched: whitespace collapsed, case folded."""
    return " ".join(text.split()).casefold()


def value_key(value: str) -> str:
    """How values are matched: case, spacing and Chinese script aside (臺北 is 台北)."""
    return simplified(norm(value))


def same_value(a: str, b: str) -> bool:
    """Whether two values say the same thing (`value_key`: 台北 after 臺北 is a confirmation, not a move)."""
    return value_key(a) == value_key(b)


def source_strength(source: str) -> int:
    """Larger is stronger: user 3, document 2, tool 1, inferred 0."""
    return len(SOURCES) - 1 - SOURCES.index(source) if source in SOURCES else -1


class UnnamedFact(UsageError):
    """A fact a person named that names none, or several: the message for the command line, and what was found, for
    a chat to say in its own language. `why`: "short" (too few characters of an id), "none", "several" (of the
    person's, or pieces of several ids) or "others" (only other people's facts have that name); `found`: (short id,
    subject, attribute, value) of the candidates, at most 5 (for "none", the facts whose names are close to it)."""

    def __init__(
        self,
        message: str,
        hint: str,
        *,
        ref: str,
        why: str,
        found: Sequence[tuple[str, str, str, str]] = (),
        zh: tuple[str, str] | None = None,
    ) -> None:
        super().__init__(message, hint, zh=zh)
        self.ref, self.why, self.found = ref, why, list(found)


class StaleFactError(ConflictError):
    """A compare-and-set write named a fact that is no longer the current one for its key."""


@dataclass(slots=True)
class Fact:
    """One fact as it stood at the time of a read (`status` and the counts are as of that time); a value, not a
    handle: changing it changes nothing in memory (writes go through FactStore)."""

    id: str
    subject: str
    attribute: str
    value: str
    kind: str  # fact | event | preference | rule
    source: str  # user | document | tool | inferred
    confidence: float
    said_at: str  # when it was said (ISO 8601 with zone)
    valid_from: str  # since when it holds
    valid_until: str | None  # an end known in advance ("until Friday"), if any
    recorded_at: str  # when the record was written
    evidence: dict[str, Any]  # {"session", "turn", "quote"}; may be empty for non-user sources
    cause: str  # the turn or event that produced it
    layer: str  # short | long
    prompt: str | None  # the prompt id that produced it
    status: str  # current | pending | superseded | retired | expired
    replaces: str | None  # the fact it replaced
    replaced_by: str | None  # the fact that replaced it (known at the time of the read)
    confirmations: int  # how many times it was confirmed
    confirmed_sessions: int = 0  # in how many sessions it was stated or confirmed
    until: str | None = None  # when it stops (or stopped) holding, as known at the time of the read
    reason: str | None = None  # why it replaced the fact before it: update | conflict | correction
    retire_reason: str | None = None  # unused | user | expired | conflict | mistaken, when retired
    retire_note: str | None = None  # the person's own words about why, if any

    @property
    def key(self) -> str:
        """subject.attribute, as written."""
        return f"{self.subject}.{self.attribute}"

    @property
    def short_id(self) -> str:
        """The last 8 characters of the id (random, so unique in practice); any unambiguous part works."""
        return self.id[-8:]

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape, with stable field names (in the order of the fields above)."""
        return {name: getattr(self, name) for name in FIELDS}


FIELDS = tuple(Fact.__dataclass_fields__)  # the JSON field order: the order of the dataclass


@dataclass(frozen=True)
class Step:
    """One link of a causal chain: what happened, when, from which record, because of what."""

    at: str
    op: str  # said | assert | supersede | conflict | confirm | promote | expire | retire | event | turn
    text: str  # a sentence for a person
    record: str = ""  # the id of the record (fact record, event, turn)
    fact: str | None = None
    quote: str | None = None  # verbatim words, when there are any
    session: str | None = None
    turn: str | None = None
    cause: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape."""
        return {
            "at": self.at,
            "op": self.op,
            "text": self.text,
            "record": self.record,
            "fact": self.fact,
            "quote": self.quote,
            "session": self.session,
            "turn": self.turn,
            "cause": self.cause,
        }


@dataclass(frozen=True)
class Chain:
    """Why a fact is believed (back to the words) and what became of it (forward)."""

    fact: Fact
    back: tuple[Step, ...] = field(default_factory=tuple)  # oldest first, ending at the fact itself
    forward: tuple[Step, ...] = field(default_factory=tuple)  # oldest first

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape."""
        return {
            "fact": self.fact.to_dict(),
            "back": [s.to_dict() for s in self.back],
            "forward": [s.to_dict() for s in self.forward],
        }
