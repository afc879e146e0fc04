"""A hypothesis state machine: random histories of fact operations against a small reference model.

The model keeps every record written and answers an as-of read straight from
the rule of docs/facts.md, stated the simple way: at time t, of the records
said by t, a fact holds if it has begun, has not ended by its own end or its
retirement, and no fact stated with more precedence (later, then stronger
source, then surer, then recorded first) has begun or ended by t. After every
step: the as-of view at many times equals the model's, no key ever has two
current values, a fresh store agrees, no byte already written changes, and
the same records appended in another order give the same answers.
"""

from __future__ import annotations

import math
import os
import random
import shutil
import tempfile
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from tests.conftest import examples
from twin.clock import now, parse_time
from twin.facts.model import SOURCES
from twin.facts.store import FactStore, StaleFactError

KEYS = [("user", "city"), ("Sam", "pet"), ("user", "城市")]
VALUES = ["Paris", "Lyon", "深圳", "a cat"]
STRENGTH = {s: len(SOURCES) - i for i, s in enumerate(SOURCES)}
BASE = now().replace(microsecond=0) - timedelta(days=400)
MS = timedelta(milliseconds=1)
INF = math.inf


@dataclass
class Statement:
    id: str
    key: tuple[str, str]
    value: str
    source: str
    conf: float
    said: float
    start: float
    until: float  # valid_until as stated (INF: open)
    layer: str = "short"


@dataclass
class Model:
    """Every record written: statements by id, and changes (kind, fact id, time, payload, record id)."""

    statements: dict[str, Statement] = field(default_factory=dict)
    changes: list[tuple[str, str, float, Any, str]] = field(default_factory=list)

    def precedence(self, s: Statement) -> tuple[Any, ...]:
        return (round(s.said * 1000), STRENGTH[s.source], s.conf, [-ord(c) for c in s.id])

    def state(self, s: Statement, t: float) -> dict[str, Any]:
        """A statement's end, retirement, confidence and layer with what was known at t."""
        mine = sorted((c for c in self.changes if c[1] == s.id and c[2] <= t), key=lambda c: (c[2], c[4]))
        until, retired, conf, layer = s.until, INF, s.conf, s.layer
        for kind, _, at, payload, _ in mine:
            if kind == "expire":
                until = payload
            elif kind == "retire":
                retired = min(retired, at)
            elif kind == "mistaken":
                retired = min(retired, s.start)
            elif kind == "confirm":
                conf = payload
            elif kind == "promote":
                layer = "long"
        return {"until": until, "retired": retired, "conf": conf, "layer": layer}

    def mistaken(self, s: Statement, t: float) -> bool:
        """Whether the statement was retired as a mistake by t: it claims no time, the value below holds on."""
        return any(c[0] == "mistaken" and c[1] == s.id and c[2] <= t for c in self.changes)

    def holding(self, key: tuple[str, str], t: float) -> Statement | None:
        known = [s for s in self.statements.values() if s.key == key and s.said <= t]
        for s in known:
            own = self.state(s, t)
            if not (s.start <= t < own["until"] and t < own["retired"]):
                continue
            above = [g for g in known if self.precedence(g) > self.precedence(s) and not self.mistaken(g, t)]
            if all(t < min(g.start, self.state(g, t)["until"], self.state(g, t)["retired"]) for g in above):
                return s
        return None

    def as_of(self, t: float) -> dict[tuple[str, str], tuple[str, str, float, str]]:
        found = {}
        for key in {s.key for s in self.statements.values()}:
            s = self.holding(key, t)
            if s is not None:
                state = self.state(s, t)
                found[key] = (s.id, s.value, state["conf"], state["layer"])
        return found

    def head(self, key: tuple[str, str], t: float) -> Statement | None:
        """The fact a write must name: the one with most precedence, unless retired or ended by t."""
        known = [s for s in self.statements.values() if s.key == key and not self.mistaken(s, INF)]
        if not known:
            return None
        top = max(known, key=self.precedence)
        state = self.state(top, INF)
        return None if state["retired"] < INF or state["until"] <= t else top


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
        self.ended: list[str] = []  # ids that are no longer a write's target
        self.forgotten: set[str] = set()  # ids the person asked to forget
        self.quotes: dict[str, list[str]] = {}  # fact id -> the quotes of its statement and its confirmations

    def teardown(self) -> None:
        self.store.close()
        shutil.rmtree(self.dir, ignore_errors=True)

    def tick(self, gap: int) -> datetime:
        self.clock += timedelta(seconds=gap)
        self.moments.append(self.clock)
        return self.clock

    def heads(self) -> dict[tuple[str, str], Statement]:
        t = now().timestamp()
        found = {key: self.model.head(key, t) for key in KEYS}
        return {k: v for k, v in found.items() if v is not None}

    def current(self, fact_id: str) -> float:
        return self.store.get(fact_id).confidence

    # -- operations ---------------------------------------------------------------

    @rule(key=keys, value=values, source=sources, conf=confidences, gap=gaps, days=st.sampled_from([None, None, 1, 5]))
    def assert_fact(self, key, value, source, conf, gap, days) -> None:
        said = self.tick(gap)
        until = said + timedelta(days=days) if days else None
        self._state(key, value, source, conf, said, until)

    @precondition(lambda self: self.heads())
    @rule(data=st.data(), value=values, source=sources, conf=confidences, back=st.sampled_from([0, 0, 1, 3600, 86400]))
    def conflicting_assert(self, data, value, source, conf, back) -> None:
        heads = self.heads()
        key = data.draw(st.sampled_from(sorted(heads)))
        said = datetime.fromtimestamp(heads[key].said).astimezone() - timedelta(seconds=back)  # as early or earlier
        self._state(key, value, source, conf, said, None)

    def _state(self, key, value, source, conf, said, until) -> None:
        head = self.heads().get(key)
        before = self.current(head.id) if head is not None else None
        quote = self.quote(value)
        fact = self.store.assert_fact(
            *key, value, source=source, confidence=conf, cause="T", said_at=said, valid_until=until,
            evidence={"quote": quote},
        )  # fmt: skip
        if head is not None and value == head.value:  # the same value: a confirm of the current fact
            assert fact.id == head.id
            if said.timestamp() < head.start:  # said before it began: a statement of its own too, as history
                import json

                older = json.loads(self.store.path.read_bytes().splitlines()[-2])["id"]  # before the confirm
                self.quotes[older] = [quote]
                self.model.statements[older] = Statement(
                    older, key, value, source, conf, said.timestamp(), said.timestamp(), until.timestamp() if until
                    else INF,
                )  # fmt: skip
            self.quotes[head.id].append(quote)
            self.model.changes.append(("confirm", head.id, said.timestamp(), noisy_or(before, conf), "~"))
            self._last_change_id()
            return
        if head is not None:
            self.ended.append(head.id)
        end = until.timestamp() if until else INF
        self.quotes[fact.id] = [quote]
        self.model.statements[fact.id] = Statement(
            fact.id, key, value, source, conf, said.timestamp(), said.timestamp(), end
        )

    def quote(self, value: str) -> str:
        """The words a statement or a confirmation is said in (one of them in no words)."""
        return "" if len(self.moments) % 5 == 0 else f"I said {value}, {len(self.moments)} times"

    def _last_change_id(self) -> None:
        """Give the model's newest change the id of the line just written (ties in time go by id)."""
        import json

        last = json.loads(self.store.path.read_bytes().splitlines()[-1])
        kind, fact, at, payload, _ = self.model.changes[-1]
        self.model.changes[-1] = (kind, fact, at, payload, last["id"])

    @precondition(lambda self: self.heads())
    @rule(data=st.data(), value=values, source=sources, conf=confidences, gap=gaps)
    def supersede(self, data, value, source, conf, gap) -> None:
        heads = self.heads()
        key = data.draw(st.sampled_from(sorted(heads)))
        said = self.tick(gap)
        quote = self.quote(value)
        fact = self.store.supersede(
            heads[key].id, value, source=source, confidence=conf, cause="T", said_at=said, evidence={"quote": quote}
        )
        self.quotes[fact.id] = [quote]
        self.ended.append(heads[key].id)
        s = said.timestamp()
        self.model.statements[fact.id] = Statement(fact.id, key, value, source, conf, s, s, INF)

    @precondition(lambda self: self.heads())
    @rule(data=st.data(), conf=st.sampled_from([None, 0.5, 0.8]), gap=gaps)
    def confirm(self, data, conf, gap) -> None:
        heads = self.heads()
        key = data.draw(st.sampled_from(sorted(heads)))
        head = heads[key]
        said = self.tick(gap)
        before = self.current(head.id)
        quote = self.quote(head.value)
        fact = self.store.confirm(head.id, cause="T", said_at=said, confidence=conf, evidence={"quote": quote})
        self.quotes[head.id].append(quote)
        self.model.changes.append(("confirm", head.id, said.timestamp(), noisy_or(before, conf), "~"))
        self._last_change_id()
        assert fact.id == head.id

    @precondition(lambda self: self.heads())
    @rule(data=st.data(), gap=gaps)
    def retire(self, data, gap) -> None:
        heads = self.heads()
        key = data.draw(st.sampled_from(sorted(heads)))
        at = self.tick(gap)
        self.store.retire(heads[key].id, reason="user", cause="T", at=at)
        self.model.changes.append(("retire", heads[key].id, at.timestamp(), None, "~"))
        self._last_change_id()
        self.ended.append(heads[key].id)
        self.forgotten.add(heads[key].id)

    @precondition(lambda self: self.heads())
    @rule(data=st.data(), gap=gaps)
    def retire_as_a_mistake(self, data, gap) -> None:
        """The person said the value was a mistake: once that is known, it never held (its words not forgotten)."""
        heads = self.heads()
        key = data.draw(st.sampled_from(sorted(heads)))
        at = self.tick(gap)
        self.store.retire(heads[key].id, reason="mistaken", cause="T", at=at)
        self.model.changes.append(("mistaken", heads[key].id, at.timestamp(), None, "~"))
        self._last_change_id()
        self.ended.append(heads[key].id)

    @precondition(lambda self: set(self.ended) - self.forgotten)
    @rule(data=st.data(), gap=gaps)
    def forget_what_no_longer_holds(self, data, gap) -> None:
        """A value that ended (replaced, corrected, expired) can be forgotten too: a retire at a time after its end,
        which changes no interval."""
        fact_id = data.draw(st.sampled_from(sorted(set(self.ended) - self.forgotten)))
        at = self.tick(gap)
        fact = self.store.retire(fact_id, reason="user", cause="T", at=at)
        assert fact.retire_reason == "user"
        self.model.changes.append(("retire", fact_id, at.timestamp(), None, "~"))
        self._last_change_id()
        self.forgotten.add(fact_id)
        with pytest.raises(StaleFactError, match="already forgotten"):
            self.store.retire(fact_id, reason="user", cause="T")

    @precondition(lambda self: self.heads())
    @rule(data=st.data(), gap=gaps, hours=st.integers(-48, 240))
    def expire(self, data, gap, hours) -> None:
        heads = self.heads()
        key = data.draw(st.sampled_from(sorted(heads)))
        head = heads[key]
        at = self.tick(gap)
        start = datetime.fromtimestamp(head.start).astimezone()
        until = max(start + timedelta(seconds=1), at + timedelta(hours=hours))
        self.store.expire(head.id, until, cause="T", at=at)
        self.model.changes.append(("expire", head.id, at.timestamp(), until.timestamp(), "~"))
        self._last_change_id()

    @precondition(lambda self: self.heads())
    @rule(data=st.data(), value=values, gap=gaps)
    def correct(self, data, value, gap) -> None:
        heads = self.heads()
        key = data.draw(st.sampled_from(sorted(heads)))
        head = heads[key]
        if value == head.value:
            return
        at = self.tick(gap)
        layer = self.model.state(head, INF)["layer"]
        fact = self.store.correct(head.id, value, cause="T", at=at)
        self.quotes[fact.id] = [""]  # a correction quotes no one
        self.ended.append(head.id)
        self.model.statements[fact.id] = Statement(
            fact.id, key, value, "user", 1.0, at.timestamp(), head.start, INF, layer
        )

    @precondition(lambda self: any(self.model.state(h, INF)["layer"] == "short" for h in self.heads().values()))
    @rule(data=st.data(), gap=gaps)
    def promote(self, data, gap) -> None:
        heads = self.heads()
        key = data.draw(
            st.sampled_from(sorted(k for k, h in heads.items() if self.model.state(h, INF)["layer"] == "short"))
        )
        at = self.tick(gap)
        self.store.promote(heads[key].id, cause="T", at=at)
        self.model.changes.append(("promote", heads[key].id, at.timestamp(), None, "~"))
        self._last_change_id()

    @precondition(lambda self: self.ended)
    @rule(data=st.data(), op=st.sampled_from(["supersede", "confirm", "retire", "correct"]))
    def stale_write_is_refused(self, data, op) -> None:
        fact_id = data.draw(st.sampled_from(self.ended))
        if fact_id in {h.id for h in self.heads().values()}:
            return  # a fact can be the target again (a later value was retired and it was said again)
        before = self.store.path.read_bytes()
        calls: dict[str, Any] = {
            "supersede": lambda: self.store.supersede(fact_id, "Oslo", source="user", confidence=0.9, cause="T"),
            "confirm": lambda: self.store.confirm(fact_id, cause="T"),
            "retire": lambda: self.store.retire(fact_id, reason="unused", cause="T"),  # forgetting it is not stale
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
        for s in list(self.model.statements.values())[-4:]:
            state = self.model.state(s, INF)
            for edge in (state["until"], state["retired"], s.start):
                if edge < INF:
                    moment = datetime.fromtimestamp(edge).astimezone()
                    picked |= {moment - MS, moment}
        return sorted(picked)

    @invariant()
    def as_of_matches_the_model_and_one_value_per_key(self) -> None:
        for t in self.times():
            facts = self.store.as_of(t)
            got = {(f.subject, f.attribute): (f.id, f.value, f.confidence, f.layer) for f in facts}
            assert len(got) == len(facts), f"two current values for one key at {t}"
            assert got == self.model.as_of(t.timestamp()), f"as of {t}"
            current = [f for f in self.store.as_of(t, include_ended=True) if f.status == "current"]
            assert sorted(f.id for f in current) == sorted(f.id for f in facts)

    @invariant()
    def a_value_retired_as_a_mistake_never_held(self) -> None:
        """Its interval is empty once the retire is known, so it is no "before that" of the value after it."""
        for kind, fact_id, *_ in self.model.changes:
            if kind == "mistaken":
                fact = self.store.get(fact_id)
                assert fact.until is not None and parse_time(fact.until) <= parse_time(fact.valid_from), fact

    @invariant()
    def earlier_bytes_never_change(self) -> None:
        for path, before in self.written.items():
            data = path.read_bytes() if path.exists() else b""
            assert data.startswith(before), f"{path.name} changed bytes already written"
            self.written[path] = data

    @invariant()
    def a_fresh_store_and_another_append_order_agree(self) -> None:
        lines = self.store.path.read_bytes().splitlines(keepends=True) if self.store.path.exists() else []
        rng = random.Random(len(lines))
        rng.shuffle(lines)
        shuffled = Path(tempfile.mkdtemp(prefix="twin-facts-shuffled-"))
        fresh, other = FactStore(self.dir), FactStore(shuffled)
        a, b = sorted(rng.choices(range(len(lines) + 1), k=2))
        for piece in (lines[:a], lines[a:b], lines[b:]):  # read in three pieces: a forget may come before its fact
            with open(shuffled / "facts.jsonl", "ab") as fh:
                fh.write(b"".join(piece))
            other.forgotten_words()
        try:
            for t in (now(), self.clock, self.clock - timedelta(days=2), *self.moments[-4:]):
                mine = self.store.as_of(t)
                assert fresh.as_of(t) == mine
                assert other.as_of(t) == mine, f"another append order disagrees as of {t}"
            forgotten = sorted(
                (self.model.statements[fact].value, quote, at, self.model.statements[fact].key[1])
                for kind, fact, at, _, _ in self.model.changes
                if kind == "retire"
                for quote in self.quotes[fact]
            )  # the words of each forget: the value with its statement's quote and each confirmation's
            assert sorted(self.store.forgotten_words()) == forgotten
            assert sorted(fresh.forgotten_words()) == forgotten
            assert sorted(other.forgotten_words()) == forgotten, "another append order forgets other words"
        finally:
            fresh.close()
            other.close()
            shutil.rmtree(shuffled, ignore_errors=True)


def test_fact_memory_matches_the_reference_model() -> None:
    # 15 examples of 25 steps: 10 already catch each fold bug we planted (source strength or confidence left out
    # of the precedence, a fact still current at its own end, a record read at its own moment left out); 30 cost
    # 40 s and caught no more. HYPOTHESIS_PROFILE=thorough runs 150.
    FactMachine.TestCase.settings = settings(
        max_examples=int(os.environ.get("TWIN_HYPOTHESIS_EXAMPLES", examples(15))),
        stateful_step_count=25,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    FactMachine.TestCase().runTest()


def test_an_older_statement_written_late_takes_its_place(tmp_path: Path) -> None:
    store = FactStore(tmp_path)
    day = lambda n: BASE + timedelta(days=n)  # noqa: E731
    lisbon = store.assert_fact("user", "city", "Lisbon", source="user", confidence=0.9, cause="T", said_at=day(10))
    porto = store.assert_fact("user", "city", "Porto", source="user", confidence=0.9, cause="T", said_at=day(2))
    assert [f.value for f in store.as_of(day(5))] == ["Porto"]  # said on day 2, written after day 10's
    assert [f.value for f in store.as_of(day(11))] == ["Lisbon"]
    assert store.as_of(day(1)) == []
    assert (store.get(porto.id).status, store.get(porto.id).until) == ("superseded", lisbon.said_at)
    assert [f.value for f in store.history("user", "city")] == ["Porto", "Lisbon"]


def test_a_value_in_the_other_chinese_script_is_the_same_value() -> None:
    from twin.facts.model import same_value

    assert same_value("臺北", "台北") and same_value(" 台北 ", "臺北") and not same_value("台北", "台南")


def test_the_keys_that_held_a_value_are_found_in_either_chinese_script(tmp_path: Path) -> None:
    store = FactStore(tmp_path)
    store.assert_fact("user", "老家", "臺北", source="user", confidence=0.9, cause="T")
    store.assert_fact("user", "city", "Lisbon", source="user", confidence=0.9, cause="T")
    state = store.sync()
    assert state.keys_of_value("user", "台北") == state.keys_of_value("user", " 臺北") == [state.key("user", "老家")]
    assert state.keys_of_value("user", "台南") == []


def test_the_owners_words_read_again_under_their_other_subject_confirm_nothing(tmp_path: Path) -> None:
    from twin.clock import now
    from twin.facts.learning import apply_fact

    store = FactStore(tmp_path)
    store.assert_fact("user", "city", "Berlin", source="user", confidence=0.9, cause="T1",
                      evidence={"turn": "T1", "quote": "I live in Berlin"})  # fmt: skip
    fields = {"source": "user", "confidence": 0.9, "cause": "T2", "said_at": now(),
              "evidence": {"turn": "T2", "quote": "I live in Tokyo"}}  # fmt: skip
    ops = [
        apply_fact(store, "Sam", "city", "Tokyo", kind="fact", valid_from=None, existing=None, fields=fields,
                   seen=lambda old, new: old.get("turn") == new.get("turn"), hint="", also=("user",))[0]
        for _ in range(3)
    ]  # fmt: skip
    assert ops == ["supersede", "known", "known"]  # a reextract, an ingest again: no confirmation more
    [tokyo] = store.as_of()
    assert (tokyo.subject, tokyo.value, tokyo.confirmations) == ("user", "Tokyo", 0)


def test_a_correction_into_the_other_chinese_script_is_the_persons_to_make(tmp_path: Path) -> None:
    store = FactStore(tmp_path)
    name = store.assert_fact("user", "name", "鍾小明", source="user", confidence=0.9, cause="T1")
    assert store.correct(name.id, "鐘小明", cause="cli").value == "鐘小明"  # two names, one simplified form


def test_the_value_that_holds_said_again_from_before_it_began_is_known_from_then(tmp_path: Path) -> None:
    """An import of older talks repeats the city said today: a read of that older time finds it, and nothing was
    "replaced" (the twin said "since December" of a city the person had named for years)."""
    from datetime import UTC

    store = FactStore(tmp_path / "twin")
    today = datetime(2026, 12, 4, 12, tzinfo=UTC)
    berlin = store.assert_fact("user", "city", "Berlin", source="user", confidence=0.9, cause="T2", said_at=today)
    years_ago = datetime(2023, 11, 14, 9, tzinfo=UTC)
    again = store.assert_fact("user", "city", "Berlin", source="user", confidence=0.9, cause="T1", said_at=years_ago)
    assert again.id == berlin.id and again.confirmations == 1  # the value that holds, confirmed as ever
    then = store.as_of(at=datetime(2024, 1, 1, tzinfo=UTC), subject="user")
    assert [(f.attribute, f.value) for f in then] == [("city", "Berlin")]
    assert [f.id for f in store.as_of(at=today, subject="user")] == [berlin.id]
    assert store.replaced(store.as_of(at=today, subject="user"), at=today) == []  # no "before that: Berlin"


@pytest.mark.parametrize("chat_first", [True, False])
def test_what_was_said_when_is_known_whatever_order_it_was_read_in(tmp_path: Path, chat_first: bool) -> None:
    """Portsmouth in June, Boston in August (an export imported), Boston again today (a chat): read in either order,
    September was Boston, Portsmouth ended in August, and Boston holds since August. Read chat first, the August
    Boston only confirmed today's: September was Portsmouth, "before that: Portsmouth, until today" (a blind probe of
    facts over time, 2026-12-07)."""
    from datetime import UTC

    from twin.facts.learning import apply_fact

    store = FactStore(tmp_path / "twin")
    june, august, today = (datetime(2026, m, d, 9, tzinfo=UTC) for m, d in ((6, 1), (8, 15), (12, 4)))
    said = [("Portsmouth", june, "I live in Portsmouth"), ("Boston", august, "Boston is home now")]
    said = (
        [("Boston", today, "I live in Boston"), *said] if chat_first else [*said, ("Boston", today, "I live in Boston")]
    )
    for value, at, quote in said:
        fields = {"source": "user", "confidence": 0.9, "cause": quote, "said_at": at,
                  "evidence": {"turn": quote, "quote": quote}}  # fmt: skip
        apply_fact(store, "user", "city", value, kind="fact", valid_from=None, existing=None, fields=fields,
                   seen=lambda old, new: old.get("turn") == new.get("turn"), hint=("", ""))  # fmt: skip
    september = datetime(2026, 9, 1, tzinfo=UTC)
    assert [f.value for f in store.as_of(at=september, subject="user")] == ["Boston"]
    assert [f.value for f in store.as_of(at=datetime(2026, 7, 1, tzinfo=UTC), subject="user")] == ["Portsmouth"]
    [boston] = store.as_of(subject="user")
    since, before = store.runs([boston])[boston.id]
    assert since.startswith("2026-08-15") and before is not None and before.value == "Portsmouth"
    assert before.until.startswith("2026-08-15")
    later = datetime(2027, 3, 10, tzinfo=UTC)  # past the context's 90 days of "before that": the run as it was
    assert store.runs([boston], later)[boston.id][0].startswith("2026-08-15")


@pytest.mark.parametrize("chat_first", [True, False])
def test_a_run_begins_when_its_words_say_it_began_and_breaks_where_it_stopped(tmp_path: Path, chat_first: bool) -> None:
    """The August words date the move August 1 (said on the 15th): the run begins on the 1st, read in either order;
    and a value that stopped (Rome until March 7) and is said again in April is a run of its own (a review,
    2026-12-07: the step back looked for a span at the 1st, and Rome was said to hold since March 2)."""
    from datetime import UTC

    from twin.facts.learning import apply_fact

    store = FactStore(tmp_path / "twin")

    def say(value: str, at: datetime, quote: str, began: datetime | None = None, ends: datetime | None = None) -> None:
        fields = {"source": "user", "confidence": 0.9, "cause": quote, "said_at": at,
                  "evidence": {"turn": quote, "quote": quote}}  # fmt: skip
        apply_fact(store, "user", "city", value, kind="fact", valid_from=began, existing=None, fields=fields,
                   valid_until=ends, seen=lambda old, new: old.get("turn") == new.get("turn"),
                   hint=("", ""))  # fmt: skip

    june, august, first, today = (datetime(2026, m, d, 9, tzinfo=UTC) for m, d in ((6, 1), (8, 15), (8, 1), (12, 4)))
    said = [("Portsmouth", june, "I live in Portsmouth", None), ("Boston", august, "moved to Boston on the 1st", first)]
    now_said = ("Boston", today, "I live in Boston", None)
    for value, at, quote, began in [now_said, *said] if chat_first else [*said, now_said]:
        say(value, at, quote, began)
    [boston] = store.as_of(subject="user")
    since, before = store.runs([boston])[boston.id]
    assert since.startswith("2026-08-01") and before is not None and before.value == "Portsmouth"

    store = FactStore(tmp_path / "rome")  # (`say` writes to it now)
    say("Berlin", datetime(2026, 1, 5, tzinfo=UTC), "I live in Berlin")
    say("Rome", datetime(2026, 3, 2, tzinfo=UTC), "in Rome until Friday", ends=datetime(2026, 3, 7, tzinfo=UTC))
    say("Rome", datetime(2026, 4, 1, tzinfo=UTC), "back in Rome, for good")
    [again] = store.as_of(subject="user")
    since, before = store.runs([again])[again.id]
    assert since.startswith("2026-04-01") and before is None


def test_a_timeline_whose_walk_stops_early_reads_as_one_that_views_every_fact() -> None:
    """`timeline` asks each moment only for the facts that may hold after it (`Knowledge.views(after=…)`): on random
    histories (retires, expiries, values valid from before or after they were said, changes before their statement)
    its spans equal those of a walk over every fact at every moment, field by field."""
    import string

    from twin.facts import fold
    from twin.facts.records import Change
    from twin.facts.records import Statement as Said

    def every_fact(records: list[Any]) -> list[fold.Span]:
        ordered, known, spans, i = sorted(records, key=fold._order), fold.Knowledge(), [], 0
        while i < len(ordered):
            moment = fold._time(ordered[i])
            while i < len(ordered) and fold._time(ordered[i]) == moment:
                known.add(ordered[i])
                i += 1
            until = fold._time(ordered[i]) if i < len(ordered) else INF
            for view in known.views(moment):
                start, stop = max(view.start, moment), min(view.end, until)
                if start < stop:
                    if spans and spans[-1].stop == start and fold.same_payload(spans[-1].view, view):
                        spans[-1].stop = stop
                    else:
                        spans.append(fold.Span(start, stop, view))
        return spans

    def shown(spans: list[fold.Span]) -> list[tuple[Any, ...]]:
        return [(s.start, s.stop, s.view.statement.id, s.view.status, s.view.replaced_by, s.view.end,
                 s.view.confidence, s.view.confirmations, s.view.vuntil, s.view.retired,
                 s.view.before.statement.id if s.view.before else None, s.view.before.end if s.view.before else None)
                for s in spans]  # fmt: skip

    def an_id(rng: random.Random) -> str:
        return "".join(rng.choice(string.digits + string.ascii_uppercase) for _ in range(26))

    for seed in range(400):
        rng = random.Random(seed)
        records: list[Any] = []
        ids: list[str] = []
        for _ in range(rng.randint(1, 30)):
            if ids and rng.random() < 0.35:
                kind = rng.choice(["confirm", "retire", "expire", "promote"])
                records.append(Change(
                    an_id(rng), rng.choice([*ids, "X" * 26]), kind, float(rng.randint(0, 40)),
                    confidence=rng.choice([None, 0.5, 0.9]), session=rng.choice(["", "s1", "s2"]),
                    until=float(rng.randint(0, 50)) if kind == "expire" else None,
                    layer=rng.choice([0, 1, 2]) if kind == "promote" else None,
                    reason=rng.choice(["user", "model"]) if kind == "retire" else None,
                ))  # fmt: skip
            else:
                said = float(rng.randint(0, 40))
                start = said - rng.choice([0, 0, 5, 20]) if rng.random() < 0.8 else said + rng.randint(1, 10)
                ids.append(an_id(rng))
                records.append(Said(
                    ids[-1], "user", "weight", said, start, rng.choice([INF, INF, said + rng.randint(0, 30)]),
                    rng.randint(0, 3), rng.choice([0.5, 0.9]), 0, rng.choice(["", "s1"]), 0.0,
                ))  # fmt: skip
        assert shown(fold.timeline(records)) == shown(every_fact(records)), seed


def test_the_runs_of_many_keys_read_out_of_order_take_a_few_queries_not_one_each(tmp_path: Path) -> None:
    """An import that says again fifty values said today: every turn's context finds each run's start in one query a
    step back, not one for each key (404 queries, 12.7 ms, for 400 such facts: a review, 2026-12-07)."""
    from datetime import UTC

    from twin.facts.learning import apply_fact

    store = FactStore(tmp_path / "twin")
    today, august = datetime(2026, 12, 4, 9, tzinfo=UTC), datetime(2026, 8, 15, 9, tzinfo=UTC)
    for at in (today, august):
        for n in range(50):
            quote = f"my thing {n} is value {n} ({at.month})"
            fields = {"source": "user", "confidence": 0.9, "cause": quote, "said_at": at,
                      "evidence": {"turn": quote, "quote": quote}}  # fmt: skip
            apply_fact(store, "user", f"thing_{n}", f"value {n}", kind="fact", valid_from=None, existing=None,
                       fields=fields, seen=lambda old, new: old.get("turn") == new.get("turn"),
                       hint=("", ""))  # fmt: skip
    facts = store.as_of(subject="user")
    state = store.sync()
    queries: list[str] = []
    state.db.set_trace_callback(queries.append)
    try:
        runs = store.runs(facts)
    finally:
        state.db.set_trace_callback(None)
    assert len(facts) == 50 and all(since.startswith("2026-08-15") for since, _ in runs.values())
    assert len([q for q in queries if "fact_spans" in q]) <= 3, queries  # the first step, and one more
