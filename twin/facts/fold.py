"""What held when: the one rule behind every read of facts, a function of the set of records of a key.

A read at time `t` uses what had been said by `t`: the records whose own time
(`said_at` of a statement or a confirm, `at` of a retire, expire or promote)
is not later than `t`, in whatever order they were appended. Of those, the
statements of a key are put in order of precedence: the later statement
(`said_at`, to the millisecond), then the stronger source (user, document,
tool, inferred), then the higher confidence, then the one recorded first.
Walking down from the statement with the most precedence, each fact holds
over `[S, E)`:

    E = min(its valid_until, when it was retired, S of the fact above it)
    S = min(its valid_from, E)

(a fact retired as a mistake, reason `mistaken`, counts as retired at its own
valid_from: once that is known, it never held, and is no "before that")

so intervals never overlap, a fact with more precedence always wins the time
it claims, and a fact whose interval comes out empty never held. The fact
that holds at `t` is the one whose interval contains `t`: never more than one.

An older statement written late (a catch-up after a crash, a `reextract`, two
processes at once) therefore takes its place by when it was said: it holds
from then until the newer value began, and reads for that time see it.

`timeline()` gives, for every moment, the fact that holds then as the memory
stood then: the derived database keeps it as spans (twin/facts/state.py).
"""

from __future__ import annotations

import math
from bisect import insort
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from twin.facts.records import Change, Statement

INF = math.inf
_INVERT = str.maketrans({chr(c): chr(158 - c) for c in range(48, 91)})  # ids: 0-9 A-Z; smaller id sorts last


PRECEDENCE = ("later statement", "stronger source", "higher confidence", "first recorded")  # what each part of a
# statement's precedence weighs, in order: the rule `FactStore` names when two values of a key meet (`conflict_rule`)


def rank(said: float, strength: int, confidence: float) -> tuple[int, int, float]:
    """The first three parts of a statement's precedence: when it was said (to the millisecond), its source's
    strength, its confidence as stated."""
    return (round(said * 1000), strength, confidence)


def precedence(statement: Statement) -> tuple[int, int, float, str]:
    """Sorts statements from least to most precedence: said later, stronger source, surer, recorded first."""
    return (*rank(statement.said, statement.strength, statement.confidence), statement.id.translate(_INVERT))


@dataclass(slots=True)
class State:
    """A fact as the records known so far describe it."""

    statement: Statement
    confidence: float
    layer: int
    vuntil: float
    confirmations: int = 0
    sessions: set[str] = field(default_factory=set)
    retired: float = INF
    retire_reason: str | None = None
    retire_note: str | None = None
    mistaken: bool = False  # retired as a mistake (whatever reason a later forget gives it): it claims no time


@dataclass(slots=True)
class View:
    """A fact at a time: its state then, its status and interval [start, end), and its neighbours in precedence."""

    statement: Statement
    status: str  # current | pending | superseded | retired | expired
    start: float
    end: float
    replaced_by: str | None  # the fact with the next more precedence, if any
    before: View | None  # the nearest fact with less precedence that held for a while, if any
    confidence: float
    layer: int
    confirmations: int
    sessions: int  # in how many sessions it was stated or confirmed
    vuntil: float
    retired: float
    retire_reason: str | None
    retire_note: str | None
    mistaken: bool = False  # retired as a mistake: it claims no time, and a write names the value below it


@dataclass(slots=True)
class Span:
    """From `start` until `stop`, the fact of `view` held, as the memory stood at each moment of that time."""

    start: float
    stop: float
    view: View


class Knowledge:
    """The records of one key known so far, taken in one at a time."""

    def __init__(self) -> None:
        self.states: dict[str, State] = {}
        self.order: list[tuple[tuple[int, int, float, str], State]] = []  # by precedence, least first
        self.waiting: dict[str, list[Change]] = {}  # changes to facts not known yet

    def add(self, record: Statement | Change) -> None:
        """Know one more record (of any time: the caller decides which are known)."""
        if isinstance(record, Statement):
            state = State(record, record.confidence, record.layer, record.vuntil)
            if record.session:
                state.sessions.add(record.session)
            self.states[record.id] = state
            insort(self.order, (precedence(record), state), key=lambda pair: pair[0])
            for change in self.waiting.pop(record.id, []):
                self._change(state, change)
            return
        target = self.states.get(record.fact)
        if target is None:
            self.waiting.setdefault(record.fact, []).append(record)
        else:
            self._change(target, record)

    @staticmethod
    def _change(state: State, change: Change) -> None:
        if change.kind == "confirm":
            state.confirmations += 1
            if change.confidence is not None:
                state.confidence = change.confidence
            if change.session:
                state.sessions.add(change.session)
        elif change.kind == "retire":  # the first retire ends it; a forget, once known, is why it is gone
            forgets, forgotten = change.reason == "user", state.retire_reason == "user"
            # a value the person said was a mistake never held: retired, once that is known, at its own start
            at = min(change.at, state.statement.start) if change.reason == "mistaken" else change.at
            state.mistaken = state.mistaken or change.reason == "mistaken"
            if at < state.retired:
                state.retired = at
                if forgets or not forgotten:
                    state.retire_reason, state.retire_note = change.reason, change.note
            elif forgets and not forgotten:
                state.retire_reason, state.retire_note = change.reason, change.note
        elif change.kind == "expire" and change.until is not None:
            state.vuntil = change.until
        elif change.kind == "promote" and change.layer is not None:
            state.layer = change.layer

    def views(self, at: float, after: float = -INF) -> list[View]:
        """Every known fact with its interval and its status at `at`, least precedence first (each with its state
        as it is now: later records do not change a view already made).

        `after`: only the facts that hold for a while later than it, and below them the nearest that held at all
        (their `before`). Going down in precedence, intervals end no later than the start of the fact above, so
        the walk stops there. (A timeline asked for every fact at each of its moments: one more value of a key
        that had 3,000 took 9.0 s to write, 164 ms now; bench/facts/run.py, 2026-12-05.)"""
        found: list[View] = []
        following = INF
        above: str | None = None
        for _, state in reversed(self.order):
            if found and found[-1].end <= after and found[-1].start < found[-1].end:
                break  # it, and every fact below it, ended by `after`; it held, so it is the `before` above it
            end = min(state.vuntil, state.retired, following)
            start = min(state.statement.start, end)
            if start < end and at < start:
                status = "pending"
            elif start <= at < end:
                status = "current"
            elif state.retired < INF:
                status = "retired"
            elif state.vuntil < INF and end == state.vuntil:
                status = "expired"
            else:
                status = "superseded"
            found.append(
                View(
                    state.statement, status, start, end, above, None, state.confidence, state.layer,
                    state.confirmations, len(state.sessions), state.vuntil, state.retired, state.retire_reason,
                    state.retire_note, state.mistaken,
                )
            )  # fmt: skip
            if not state.mistaken:  # a mistake claims no time: the value below it holds on
                following, above = start, state.statement.id
        found.reverse()
        held: View | None = None
        for view in found:
            view.before = held
            if view.start < view.end:
                held = view
        return found


def _time(record: Statement | Change) -> float:
    return record.said if isinstance(record, Statement) else record.at


def _order(record: Statement | Change) -> tuple[float, int, str]:
    """Records by time; at the same moment statements first, then changes by id (whatever the append order)."""
    return (_time(record), isinstance(record, Change), record.id)


def fold(records: Iterable[Statement | Change], at: float = INF) -> list[View]:
    """Every fact of one key known at `at` with its status then, least precedence first (see the module)."""
    known = Knowledge()
    for record in sorted(records, key=_order):
        if _time(record) <= at:
            known.add(record)
    return known.views(at)


def timeline(records: Sequence[Statement | Change]) -> list[Span]:
    """The key's holder at every moment, as the memory stood then: spans in time order, gaps where nothing held."""
    ordered = sorted(records, key=_order)
    known = Knowledge()
    spans: list[Span] = []
    i = 0
    while i < len(ordered):
        moment = _time(ordered[i])
        while i < len(ordered) and _time(ordered[i]) == moment:
            known.add(ordered[i])
            i += 1
        until = _time(ordered[i]) if i < len(ordered) else INF
        for view in known.views(moment, after=moment):
            start, stop = max(view.start, moment), min(view.end, until)
            if start < stop:
                last = spans[-1] if spans else None
                if last is not None and last.stop == start and same_payload(last.view, view):
                    last.stop = stop
                else:
                    spans.append(Span(start, stop, view))
    return spans


def same_payload(a: View, b: View) -> bool:
    """Whether two views of one fact say the same about it (so their spans can be one)."""
    return (
        a.statement.id == b.statement.id
        and a.confidence == b.confidence
        and a.layer == b.layer
        and a.confirmations == b.confirmations
        and a.sessions == b.sessions
        and a.vuntil == b.vuntil
        and a.end == b.end
        and a.replaced_by == b.replaced_by
        and (a.before.statement.id if a.before else None) == (b.before.statement.id if b.before else None)
        and (a.before.end if a.before else None) == (b.before.end if b.before else None)
    )
