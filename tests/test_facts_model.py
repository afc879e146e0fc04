"""A hypothesis state machine: random histories of fact operations against a small reference model.

The model keeps, per key, what the memory would answer from each moment on
(a step function in time) and applies the documented conflict rule. After
every step: the as-of view at many times equals the model's, no key ever has
two current values, a fresh store (reading the derived snapshot and the tail
after it) agrees, and no byte already written to facts.jsonl or events.jsonl
has changed.
"""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from twin.clock import now
from twin.facts import factsnapshot
from twin.facts.model import SOURCES
from twin.facts.store import FactStore, StaleFactError

KEYS = [("user", "city"), ("Sam", "pet"), ("user", "城市")]
VALUES = ["Paris", "Lyon", "深圳", "a cat"]
STRENGTH = {s: len(SOURCES) - i for i, s in enumerate(SOURCES)}
BASE = now().replace(microsecond=0) - timedelta(days=400)
MS = timedelta(milliseconds=1)


@dataclass(frozen=True)
class Held:
    """What the model says holds for a key: the fact and its state."""

    id: str
    value: str
    source: str
    said: datetime
    start: datetime
    conf: float
    layer: str = "short"
    until: datetime | None = None


@dataclass
class Model:
    """Per key: (effective time, state from then on); plus the fact a write may name."""

    steps: dict[tuple[str, str], list[tuple[datetime, Held | None]]] = field(default_factory=dict)
    last: dict[tuple[str, str], datetime] = field(default_factory=dict)
    head: dict[tuple[str, str], Held] = field(default_factory=dict)
    ended: list[str] = field(default_factory=list)  # ids that are no longer a write's target

    def state(self, key: tuple[str, str]) -> Held | None:
        steps = self.steps.get(key)
        return steps[-1][1] if steps else None

    def record(self, key: tuple[str, str], at: datetime, held: Held | None) -> None:
        eff = max(at, self.last.get(key, at))
        self.last[key] = eff
        self.steps.setdefault(key, []).append((eff, held))
        old = self.head.pop(key, None)
        if held is not None and held.until is None:
            self.head[key] = held
        if old is not None and (held is None or held.id != old.id):
            self.ended.append(old.id)
        if held is not None and held.until is not None:
            self.ended.append(held.id)

    def touch(self, key: tuple[str, str], at: datetime) -> None:
        """A record that changes nothing the model compares (a conflict's loser)."""
        self.last[key] = max(at, self.last.get(key, at))

    def as_of(self, t: datetime) -> dict[tuple[str, str], tuple[str, str, float, str]]:
        found = {}
        for key, steps in self.steps.items():
            held = None
            for eff, state in steps:
                if eff > t:
                    break
                held = state
            if held is not None and held.start <= t and (held.until is None or t < held.until):
                found[key] = (held.id, held.value, held.conf, held.layer)
        return found


def wins(said: datetime, source: str, conf: float, head: Held) -> bool:
    """The documented rule: later statement, then stronger source, then higher confidence; else the old stays."""
    if said != head.said:
        return said > head.said
    if source != head.source:
        return STRENGTH[source] > STRENGTH[head.source]
    return conf > head.conf


def noisy_or(old: float, given: float | None) -> float:
    return round(1 - (1 - old) * (1 - (old if given is None else given)), 4)


keys = st.sampled_from(KEYS)
values = st.sampled_from(VALUES)
sources = st.sampled_from(SOURCES)
confidences = st.sampled_from([0.5, 0.7, 0.9])
gaps = st.sampled_from([0, 1, 60, 3600, 86400, 3 * 86400])


class FactMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.dir = Path(tempfile.mkdtemp(prefix="twin-facts-"))
        self.store = FactStore(self.dir)
        self.model = Model()
        self.clock = BASE
        self.moments: list[datetime] = [BASE]
        self.written = {self.store.path: b"", self.store.events.path: b""}

    def teardown(self) -> None:
        self.store.close()
        shutil.rmtree(self.dir, ignore_errors=True)

    def tick(self, gap: int) -> datetime:
        self.clock += timedelta(seconds=gap)
        self.moments.append(self.clock)
        return self.clock

    # -- operations ---------------------------------------------------------------

    @rule(key=keys, value=values, source=sources, conf=confidences, gap=gaps, days=st.sampled_from([None, None, 1, 5]))
    def assert_fact(self, key, value, source, conf, gap, days) -> None:
        said = self.tick(gap)
        until = said + timedelta(days=days) if days else None
        fact = self.store.assert_fact(
            *key, value, source=source, confidence=conf, cause="T", said_at=said, valid_until=until
        )
        self._stated(key, fact.id, value, source, conf, said, until)

    @precondition(lambda self: self.model.head)
    @rule(data=st.data(), value=values, source=sources, conf=confidences, back=st.sampled_from([0, 0, 1, 3600, 86400]))
    def conflicting_assert(self, data, value, source, conf, back) -> None:
        key = data.draw(st.sampled_from(sorted(self.model.head)))
        said = self.model.head[key].said - timedelta(seconds=back)  # at the same moment or earlier than the current
        fact = self.store.assert_fact(*key, value, source=source, confidence=conf, cause="T", said_at=said)
        self._stated(key, fact.id, value, source, conf, said, None)

    def _stated(self, key, fact_id, value, source, conf, said, until) -> None:
        head = self.model.head.get(key)
        if head is not None and value == head.value:
            assert fact_id == head.id
            self.model.record(key, said, replace(head, conf=noisy_or(head.conf, conf)))
        elif head is None or wins(said, source, conf, head):
            self.model.record(key, said, Held(fact_id, value, source, said, said, conf, until=until))
        else:
            self.model.touch(key, said)
            self.model.ended.append(fact_id)

    @precondition(lambda self: self.model.head)
    @rule(data=st.data(), value=values, source=sources, conf=confidences, gap=gaps)
    def supersede(self, data, value, source, conf, gap) -> None:
        key = data.draw(st.sampled_from(sorted(self.model.head)))
        said = self.tick(gap)
        fact = self.store.supersede(
            self.model.head[key].id, value, source=source, confidence=conf, cause="T", said_at=said
        )
        self.model.record(key, said, Held(fact.id, value, source, said, said, conf))

    @precondition(lambda self: self.model.head)
    @rule(data=st.data(), conf=st.sampled_from([None, 0.5, 0.8]), gap=gaps)
    def confirm(self, data, conf, gap) -> None:
        key = data.draw(st.sampled_from(sorted(self.model.head)))
        head = self.model.head[key]
        said = self.tick(gap)
        fact = self.store.confirm(head.id, cause="T", said_at=said, confidence=conf)
        self.model.record(key, said, replace(head, conf=noisy_or(head.conf, conf)))
        assert fact.confidence == noisy_or(head.conf, conf)

    @precondition(lambda self: self.model.head)
    @rule(data=st.data(), gap=gaps)
    def retire(self, data, gap) -> None:
        key = data.draw(st.sampled_from(sorted(self.model.head)))
        at = self.tick(gap)
        self.store.retire(self.model.head[key].id, reason="user", cause="T", at=at)
        self.model.record(key, at, None)

    @precondition(lambda self: self.model.head)
    @rule(data=st.data(), gap=gaps, hours=st.integers(-48, 240))
    def expire(self, data, gap, hours) -> None:
        key = data.draw(st.sampled_from(sorted(self.model.head)))
        head = self.model.head[key]
        at = self.tick(gap)
        until = max(head.start + timedelta(seconds=1), at + timedelta(hours=hours))
        self.store.expire(head.id, until, cause="T", at=at)
        self.model.record(key, at, replace(head, until=until))

    @precondition(lambda self: self.model.head)
    @rule(data=st.data(), value=values, gap=gaps)
    def correct(self, data, value, gap) -> None:
        key = data.draw(st.sampled_from(sorted(self.model.head)))
        head = self.model.head[key]
        if value == head.value:
            return
        at = self.tick(gap)
        fact = self.store.correct(head.id, value, cause="T", at=at)
        self.model.record(key, at, Held(fact.id, value, "user", at, head.start, 1.0, head.layer))

    @precondition(lambda self: any(h.layer == "short" for h in self.model.head.values()))
    @rule(data=st.data(), gap=gaps)
    def promote(self, data, gap) -> None:
        key = data.draw(st.sampled_from(sorted(k for k, h in self.model.head.items() if h.layer == "short")))
        at = self.tick(gap)
        self.store.promote(self.model.head[key].id, cause="T", at=at)
        self.model.record(key, at, replace(self.model.head[key], layer="long"))

    @precondition(lambda self: self.model.ended)
    @rule(data=st.data(), op=st.sampled_from(["supersede", "confirm", "retire", "correct"]))
    def stale_write_is_refused(self, data, op) -> None:
        fact_id = data.draw(st.sampled_from(self.model.ended))
        before = self.store.path.read_bytes()
        calls: dict[str, Any] = {
            "supersede": lambda: self.store.supersede(fact_id, "Oslo", source="user", confidence=0.9, cause="T"),
            "confirm": lambda: self.store.confirm(fact_id, cause="T"),
            "retire": lambda: self.store.retire(fact_id, reason="user", cause="T"),
            "correct": lambda: self.store.correct(fact_id, "Oslo", cause="T"),
        }
        with pytest.raises(StaleFactError):
            calls[op]()
        assert self.store.path.read_bytes() == before

    # -- checks ---------------------------------------------------------------------

    def times(self) -> list[datetime]:
        picked = {BASE - timedelta(days=1), now()}
        for moment in self.moments[-12:]:
            picked |= {moment - MS, moment, moment + MS, moment + timedelta(hours=12)}
        for steps in self.model.steps.values():
            for _, held in steps[-3:]:
                if held is not None and held.until is not None:
                    picked |= {held.until - MS, held.until}
        return sorted(picked)

    @invariant()
    def as_of_matches_the_model_and_one_value_per_key(self) -> None:
        for t in self.times():
            facts = self.store.as_of(t)
            got = {(f.subject, f.attribute): (f.id, f.value, f.confidence, f.layer) for f in facts}
            assert len(got) == len(facts), f"two current values for one key at {t}"
            assert got == self.model.as_of(t), f"as of {t}"
            current = [f for f in self.store.as_of(t, include_ended=True) if f.status == "current"]
            assert sorted(f.id for f in current) == sorted(f.id for f in facts)

    @invariant()
    def earlier_bytes_never_change(self) -> None:
        for path, before in self.written.items():
            data = path.read_bytes() if path.exists() else b""
            assert data.startswith(before), f"{path.name} changed bytes already written"
            self.written[path] = data

    @invariant()
    def a_fresh_store_agrees(self) -> None:
        fresh = FactStore(self.dir)
        try:
            for t in (now(), self.clock, self.clock - timedelta(days=2)):
                assert fresh.as_of(t) == self.store.as_of(t)
        finally:
            fresh.close()


@pytest.fixture
def small_snapshots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Write the derived snapshot even for tiny files, so fresh stores read a snapshot plus a tail."""
    monkeypatch.setattr(factsnapshot, "MIN_BYTES", 0)


def test_fact_memory_matches_the_reference_model(small_snapshots: None) -> None:
    FactMachine.TestCase.settings = settings(
        max_examples=30, stateful_step_count=25, deadline=None, suppress_health_check=list(HealthCheck)
    )
    FactMachine.TestCase().runTest()
