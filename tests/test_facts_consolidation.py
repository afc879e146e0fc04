"""Consolidation at the end of a session: what goes long-term, what falls silent, and the events that say why."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from pathlib import Path

from twin.clock import now, set_clock
from twin.facts.store import ConsolidationRules, FactStore


@contextmanager
def written_at(moment: datetime) -> Iterator[None]:
    """Write records as if the clock said `moment` (disuse counts from when a fact was written down, too)."""
    set_clock(moment)
    try:
        yield
    finally:
        set_clock(None)


def evidence(session: str) -> dict:
    return {"session": session, "turn": f"{session}-T", "quote": "words"}


def test_stated_or_twice_confirmed_facts_go_long_term_and_stale_ones_are_retired(tmp_path: Path) -> None:
    store = FactStore(tmp_path)
    today = now()
    sure = store.assert_fact(
        "user", "city", "Porto", source="user", confidence=0.9, cause="T1", evidence=evidence("S1")
    )
    unsure = store.assert_fact(
        "user", "job", "nurse?", source="user", confidence=0.5, cause="T2", evidence=evidence("S1")
    )
    guess = store.assert_fact(
        "user", "mood", "calm", source="inferred", confidence=0.95, cause="T3", evidence=evidence("S1")
    )
    with written_at(today - timedelta(days=40)):
        stale = store.assert_fact("user", "plan", "a trip", source="user", confidence=0.5, cause="T4")
    with written_at(today - timedelta(days=400)):
        old_long = store.assert_fact("user", "name", "Ana", source="user", confidence=0.6, cause="T5", layer="long")
    imported = store.assert_fact(  # said long ago, written down today (an import): learned today, not stale
        "user", "hobby", "chess", source="user", confidence=0.5, cause="T6", said_at=today - timedelta(days=400)
    )
    written = store.consolidate("S1", cause="CH1")
    assert (written[0]["kind"], written[0]["session"], written[0]["cause"]) == ("consolidate", "S1", "CH1")
    assert written[0]["rules"] == {"min_confidence": 0.8, "min_sessions": 2, "unused_after_days": 30.0,
                                 "silent_after_days": 365.0}  # fmt: skip
    steps = sorted((e["kind"], e["fact"]) for e in written[1:])
    assert steps == sorted([("promote", sure.id), ("retire", stale.id)])
    assert all(e["cause"] == written[0]["id"] for e in written[1:])
    layers = {f.value: f.layer for f in store.as_of()}
    assert layers == {"Porto": "long", "nurse?": "short", "calm": "short", "Ana": "long", "chess": "short"}
    assert store.get(imported.id).status == "current"
    silent = store.get(stale.id)
    assert (silent.status, silent.retire_reason) == ("retired", "unused")  # silence, not deletion
    assert store.get(stale.id, at=today - timedelta(days=1)).status == "current"
    store.confirm(guess.id, cause="T9", evidence=evidence("S2"))
    store.consolidate("S2", cause="CH2")
    assert store.get(guess.id).layer == "long"  # inferred: long-term only once confirmed in a second session
    assert store.get(unsure.id).layer == "short" and store.get(old_long.id).status == "current"
    promote = [line for line in store.path.read_text(encoding="utf-8").splitlines() if '"kind":"promote"' in line]
    assert len(promote) == 2


def test_the_thresholds_are_settings(tmp_path: Path) -> None:
    rules = ConsolidationRules(min_confidence=0.95, min_sessions=3, unused_after=timedelta(days=2))
    store = FactStore(tmp_path, rules=rules)
    fact = store.assert_fact(
        "user", "city", "Porto", source="inferred", confidence=0.9, cause="T1", evidence=evidence("S1")
    )
    store.confirm(fact.id, cause="T2", evidence=evidence("S2"))
    with written_at(now() - timedelta(days=3)):
        old = store.assert_fact("user", "pet", "a dog", source="user", confidence=0.9, cause="T")
    store.consolidate("S2", cause="CH")
    assert store.get(fact.id).layer == "short"  # 2 sessions of the 3 required
    assert store.get(old.id).status == "retired"  # 0.9 is below 0.95, and 3 days is over 2
    assert store.consolidate("S2", cause="CH")[1:] == []  # nothing more to do
    store.confirm(fact.id, cause="T3", evidence=evidence("S3"))
    assert [e["kind"] for e in store.consolidate("S3", cause="CH")] == ["consolidate", "promote"]
