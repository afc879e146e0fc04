"""What an as-of read returns: a read-only sequence of facts, each made from its line when first asked for.

The read decides which facts hold from the folded state alone (factholders.py
and the timelines), without reading facts.jsonl; a `FactList` holds the
timeline segments of those facts. Its length, and filtering by subject, kind,
source, layer and confidence (done by the store before the list is made),
need no line. A `Fact` is made when the list is indexed or iterated:
iteration makes a batch at a time, reading the batch's lines in file order
and parsing them with one `json.loads`. A `FactMaker` keeps every fact it
made, shared by the lists of the same state, so reading them again costs a
dict lookup. A database cursor is the model, except that a list can be read
any number of times, in any order.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from typing import Any, overload

from twin.errors import StorageError
from twin.facts.factindex import (
    SEG_CONF,
    SEG_CONFIRMS,
    SEG_FACT,
    SEG_LAYER,
    SEG_NEXT,
    SEG_SESSIONS,
    SEG_UNTIL,
    SEG_VUNTIL,
    FactIndex,
)
from twin.facts.model import LAYERS, Fact, fact_from
from twin.facts.records import INF, epoch, iso_of

BATCH = 512  # facts made at a time while iterating


def until_text(base: dict[str, Any], vuntil: float) -> str | None:
    """The end known in advance as text: the record's own spelling when it says the same moment."""
    if vuntil == INF:
        return None
    given = base.get("valid_until")
    if given and epoch(given) == vuntil:
        return str(given)
    return iso_of(vuntil)


def fact_of(
    base: dict[str, Any],
    status: str,
    state: tuple[float, int, int, int, float, float, str | None],
    retire_reason: str | None = None,
    retire_note: str | None = None,
) -> Fact:
    """A Fact from the record that created it, its status and its state as then known."""
    # state: (confidence, layer code, confirmations, sessions, valid_until, until, replaced_by)
    conf, layer, confirms, sessions, vuntil, until, next_id = state
    get = base.get
    return fact_from(
        {
            "id": base["id"],
            "subject": base["subject"],
            "attribute": base["attribute"],
            "value": base["value"],
            "kind": base["type"],
            "source": base["source"],
            "confidence": conf,
            "said_at": base["said_at"],
            "valid_from": base["valid_from"],
            "valid_until": None if vuntil == INF else until_text(base, vuntil),
            "recorded_at": base["ts"],
            "evidence": get("evidence") or {},
            "cause": get("cause") or "",
            "layer": LAYERS[layer],
            "prompt": get("prompt"),
            "status": status,
            "replaces": get("replaces"),
            "replaced_by": next_id,
            "confirmations": confirms,
            "confirmed_sessions": sessions,
            "until": None if until == INF else iso_of(until),
            "reason": get("reason"),
            "retire_reason": retire_reason,
            "retire_note": retire_note,
        }
    )


class FactMaker:
    """Makes the current Fact of a timeline segment, and keeps it, for one arrangement of an index's segments.

    A snapshot save renumbers the segments and a replaced file starts the index over: the store then makes a
    new maker, while lists already returned keep this one, which still reads the columns they were made from.
    """

    def __init__(self, index: FactIndex) -> None:
        self.index = index
        self.resets = index.resets
        self.seg = index.seg  # the columns now; a save puts new arrays in the index and leaves these alone
        self.made: dict[int, Fact] = {}

    def fact(self, row: int) -> Fact:
        """The Fact of segment `row`."""
        fact = self.made.get(row)
        if fact is None:
            self.make((row,))
            fact = self.made[row]
        return fact

    def make(self, rows: Sequence[int]) -> None:
        """Make the Facts of the segments `rows` not made yet: their lines read in file order, parsed at once."""
        made = self.made
        todo = [row for row in rows if row not in made]
        if not todo:
            return
        index = self.index
        if index.resets != self.resets:
            raise StorageError(
                "facts.jsonl was replaced (purged or repaired) after these facts were read.", "Read them again."
            )
        fact_pos, offsets = self.seg[SEG_FACT], index.rec_off
        todo.sort(key=lambda row: offsets[fact_pos[row]])
        records = json.loads(b"[" + b",".join(index.line_bytes([fact_pos[row] for row in todo])) + b"]")
        conf, layer, confirms = self.seg[SEG_CONF], self.seg[SEG_LAYER], self.seg[SEG_CONFIRMS]
        sessions, vuntil, until, nxt = (
            self.seg[SEG_SESSIONS],
            self.seg[SEG_VUNTIL],
            self.seg[SEG_UNTIL],
            self.seg[SEG_NEXT],
        )
        for row, base in zip(todo, records, strict=True):
            next_pos = nxt[row]
            next_id = index.record(next_pos)["id"] if next_pos >= 0 else None
            state = (conf[row], layer[row], confirms[row], sessions[row], vuntil[row], until[row], next_id)
            made[row] = fact_of(base, "current", state)


class FactList(Sequence[Fact]):
    """A read-only list of facts, each made when first asked for; compares equal to a list of the same facts."""

    __slots__ = ("_rows", "_made", "_make")

    def __init__(self, rows: Sequence[int], made: dict[int, Fact], make: Callable[[Sequence[int]], None]) -> None:
        self._rows = rows  # the keys of `made`, in the order of the list
        self._made = made
        self._make = make  # makes the missing ones among some rows

    @classmethod
    def of(cls, facts: list[Fact]) -> FactList:
        """A list of facts already made."""
        return cls(range(len(facts)), dict(enumerate(facts)), _all_made)

    def __len__(self) -> int:
        return len(self._rows)

    @overload
    def __getitem__(self, i: int) -> Fact: ...

    @overload
    def __getitem__(self, i: slice) -> FactList: ...

    def __getitem__(self, i: int | slice) -> Fact | FactList:
        if isinstance(i, slice):
            return FactList(self._rows[i], self._made, self._make)
        row = self._rows[i]
        fact = self._made.get(row)
        if fact is None:
            self._make((row,))
            fact = self._made[row]
        return fact

    def __iter__(self) -> Iterator[Fact]:
        rows, made, make = self._rows, self._made, self._make
        for start in range(0, len(rows), BATCH):
            batch = rows[start : start + BATCH]
            make(batch)
            yield from map(made.__getitem__, batch)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, FactList | list):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"FactList({list(self)!r})"


def _all_made(rows: Sequence[int]) -> None:
    """The maker of a list whose facts were all made before it."""
