"""Folding the records of one key into what held when: the truth function behind every read.

The records of a key are taken in file order. Each has an effective time: its
own time (said_at, or the time of a retire, expire or promote), but never
earlier than the record before it on the same key, so what the memory knew at
time t is always a prefix of the key's records.

The facts of a key form a chain (a fact that lost a conflict stays outside
it). With the chain known at t, every fact holds over [S, E):

    E = min(valid_until, retired at, S of the next fact in the chain)
    S = min(valid_from, E)

walked from the newest fact back, so the intervals never overlap: a later
fact always wins the time it claims, and a fact whose interval comes out
empty never held. The fact that holds at t is the one whose interval
contains t, using only what was known at t.
"""

from __future__ import annotations

from collections.abc import Sequence

from twin.facts.records import ASSERT, CONFIRM, EXPIRE, INF, PROMOTE, RETIRE, SUPERSEDE, Rec, traits

Item = tuple[int, float, Rec]  # (record position in the file, effective time, record)
# A segment: from `start` on, until the next segment, the key's holder and its state as then known.
# (start, fact position or -1, confidence, layer, confirmations, sessions, valid_until, until, replaced by or -1,
#  kind, source and layer in one number: factrecord.traits)
Segment = tuple[float, int, float, int, int, int, float, float, int, int]
Payload = tuple[int, float, int, int, int, float, float, int, int]  # a segment without its start


class Entry:
    """One fact of the key, as far as the fold has read."""

    __slots__ = (
        "pos", "rec", "start", "vuntil", "retired_at", "retire_reason", "retire_note", "replaced_by", "lost", "conf",
        "layer", "confirms", "sessions",
    )  # fmt: skip

    def __init__(self, pos: int, rec: Rec) -> None:
        self.pos = pos
        self.rec = rec
        self.start = rec.start
        self.vuntil = rec.vuntil
        self.retired_at = INF
        self.retire_reason: str | None = None
        self.retire_note: str | None = None
        self.replaced_by: Entry | None = None
        self.lost = rec.lost
        self.conf = rec.conf
        self.layer = rec.layer
        self.confirms = 0
        self.sessions = {rec.session} if rec.session else set()


class View:
    """A fact of the key at a time: its entry, status and interval [start, end)."""

    __slots__ = ("entry", "status", "start", "end")

    def __init__(self, entry: Entry, status: str, start: float, end: float) -> None:
        self.entry = entry
        self.status = status
        self.start = start
        self.end = end


class Replay:
    """The state of one key after some of its records."""

    def __init__(self) -> None:
        self.entries: dict[str, Entry] = {}
        self.order: list[Entry] = []  # every fact, in file order
        self.chain: list[Entry] = []  # the facts that take turns holding, in file order

    def apply(self, pos: int, eff: float, rec: Rec) -> None:
        """Take in one record."""
        kind = rec.kind
        if kind == ASSERT or kind == SUPERSEDE:
            entry = Entry(pos, rec)
            self.entries[rec.id] = entry
            self.order.append(entry)
            if entry.lost:
                entry.replaced_by = self.entries.get(rec.link or "")
                return
            self.chain.append(entry)
            previous = self.entries.get(rec.link or "") if kind == SUPERSEDE else None
            if previous is not None and previous.replaced_by is None:
                previous.replaced_by = entry
            return
        entry = self.entries.get(rec.fact)  # type: ignore[assignment]
        if entry is None:
            return
        if kind == CONFIRM:
            entry.confirms += 1
            entry.conf = rec.conf
            if rec.session:
                entry.sessions.add(rec.session)
        elif kind == RETIRE:
            if entry.retired_at == INF:
                entry.retired_at = eff
                entry.retire_reason = rec.reason
                entry.retire_note = rec.note
        elif kind == EXPIRE:
            entry.vuntil = rec.start
        elif kind == PROMOTE:
            entry.layer = rec.layer

    def intervals(self, after: float = -INF) -> list[tuple[Entry, float, float]]:
        """(entry, S, E) for the chain's facts whose interval ends after `after`, oldest first."""
        found: list[tuple[Entry, float, float]] = []
        following = INF
        for entry in reversed(self.chain):
            end = entry.vuntil
            if entry.retired_at < end:
                end = entry.retired_at
            if following < end:
                end = following
            start = entry.start if entry.start < end else end
            if end <= after:
                break
            found.append((entry, start, end))
            following = start
        found.reverse()
        return found

    def head(self, now: float) -> Entry | None:
        """The fact a write must name: the newest in the chain, unless it was retired, replaced or has expired."""
        if not self.chain:
            return None
        last = self.chain[-1]
        if last.retired_at < INF or last.replaced_by is not None or last.vuntil <= now:
            return None
        return last

    def views(self, at: float) -> list[View]:
        """Every fact known so far with its status at `at`, in file order."""
        spans = {id(e): (s, end) for e, s, end in self.intervals()}
        out = []
        for entry in self.order:
            if entry.lost:
                out.append(View(entry, "superseded", entry.start, entry.start))
                continue
            start, end = spans[id(entry)]
            if start < end and at < start:
                status = "pending"
            elif start < end and at < end:
                status = "current"
            elif entry.retired_at < INF:
                status = "retired"
            elif entry.vuntil < INF and end == entry.vuntil:
                status = "expired"
            else:
                status = "superseded"
            out.append(View(entry, status, start, end))
        return out


def _payload(entry: Entry | None, until: float) -> Payload:
    if entry is None:
        return (-1, 0.0, 0, 0, 0, INF, INF, -1, 0)
    nxt = entry.replaced_by.pos if entry.replaced_by is not None else -1
    kind = traits(entry.rec.type, entry.rec.source, entry.layer)
    return (entry.pos, entry.conf, entry.layer, entry.confirms, len(entry.sessions), entry.vuntil, until, nxt, kind)


def timeline(items: Sequence[Item]) -> list[Segment]:
    """The key's holder over time, as the memory saw it at each time: segments sorted by start."""
    replay = Replay()
    segments: list[Segment] = []
    last: Payload | None = None

    def push(start: float, payload: Payload) -> None:
        nonlocal last
        if payload != last:
            segments.append((start, *payload))
            last = payload

    count = len(items)
    i = 0
    while i < count:
        eff = items[i][1]
        while i < count and items[i][1] == eff:
            replay.apply(*items[i])
            i += 1
        window_end = items[i][1] if i < count else INF
        cursor = eff
        for entry, start, end in replay.intervals(after=eff):
            begin = start if start > eff else eff
            if begin >= window_end:
                break
            if begin > cursor:
                push(cursor, _payload(None, INF))
            if end > begin:
                push(begin, _payload(entry, end))
                cursor = end
            if cursor >= window_end:
                break
        if cursor < window_end:
            push(cursor, _payload(None, INF))
    return segments


def replay(items: Sequence[Item], at: float = INF) -> Replay:
    """The state of the key with what was known at `at` (the records whose effective time is not later)."""
    state = Replay()
    for pos, eff, rec in items:
        if eff > at:
            break
        state.apply(pos, eff, rec)
    return state
