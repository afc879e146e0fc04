"""The all-keys as-of read (factholders.py, factlist.py) gives exactly what the key-by-key paths give.

Random facts.jsonl files, written line by line as any writer might have
left them (supersedes, conflicts lost, confirms, promotions, retirements,
ends set in advance, statements about the past and the future), are read
in two parts: a store that folded the first part and then reads the rest
(its holders stale on the keys the rest touched), and a fresh store that
loads the snapshot and reads the tail. At every time that matters, the
segments the new read picks are the ones the old loop over the keys picked
(`FactIndex.holder`), each `Fact` equals the one the fold's replay makes for
the same fact (`include_ended`, another code path), and the filters equal a
plain filter over the facts.
"""

from __future__ import annotations

import json
import math
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from twin.clock import to_iso
from twin.facts import factholders, factindex, factsnapshot
from twin.facts.model import KINDS, LAYERS, SOURCES, norm
from twin.facts.store import FactStore
from twin.store import new_id

BASE = datetime(2024, 1, 1, tzinfo=UTC)
KEYS = [("user", "city"), ("User ", "pet"), ("Sam", "city"), ("sister", "job"), ("Sam", "tea")]


def hours(n: float) -> datetime:
    return BASE + timedelta(hours=n)


class History:
    """Writes facts.jsonl lines the way the store's writers do, from drawn operations; remembers the times."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.facts: dict[tuple[str, str], list[str]] = {}  # key -> ids of the facts it has, oldest first
        self.times: set[datetime] = set()

    def _write(self, record: dict[str, Any]) -> None:
        for name in ("said_at", "valid_from", "valid_until", "at", "until"):
            if record.get(name):
                self.times.add(datetime.fromisoformat(record[name]))
        self.lines.append(json.dumps(record, ensure_ascii=False, separators=(",", ":")))

    def state(self, key: tuple[str, str], value: str, op: dict[str, Any]) -> None:
        said = hours(op["said"])
        fact_id = new_id(said)
        ids = self.facts.setdefault(key, [])
        record: dict[str, Any] = {
            "v": 1,
            "id": fact_id,
            "ts": to_iso(said + timedelta(seconds=1)),
            "kind": "assert",
            "subject": key[0],
            "attribute": key[1],
            "value": value,
            "type": op["type"],
            "source": op["source"],
            "confidence": op["conf"],
            "said_at": to_iso(said),
            "valid_from": to_iso(said + timedelta(hours=op["from"])),
            "valid_until": to_iso(said + timedelta(hours=op["until"])) if op["until"] else None,
            "layer": op["layer"],
            "evidence": {"session": f"S{op['session']}", "turn": "T", "quote": f"I said {value}"},
            "cause": "T",
            "prompt": None,
        }
        if ids and op["how"] == "supersede":
            record.update(kind="supersede", replaces=ids[-1], reason="update")
        elif ids and op["how"] == "lost":
            record.update(lost_to=ids[-1], reason="conflict")
        ids.append(fact_id)
        self._write(record)

    def change(self, key: tuple[str, str], op: dict[str, Any]) -> None:
        ids = self.facts.get(key)
        if not ids:
            return
        at = hours(op["said"])
        fact = ids[-1 - op["back"] % len(ids)]  # usually the newest; sometimes an older one
        record: dict[str, Any] = {"v": 1, "id": new_id(at), "ts": to_iso(at), "kind": op["how"], "fact": fact}
        if op["how"] == "confirm":
            record.update(said_at=to_iso(at), confidence=op["conf"], evidence={"session": f"S{op['session']}"})
        elif op["how"] == "retire":
            record.update(at=to_iso(at), reason="user", note=None)
        elif op["how"] == "expire":
            record.update(at=to_iso(at), until=to_iso(at + timedelta(hours=op["until"] or 1)))
        else:
            record.update(at=to_iso(at), layer="long")
        self._write(record)


statement = st.fixed_dictionaries(
    {
        "how": st.sampled_from(["assert", "supersede", "supersede", "lost"]),
        "said": st.integers(0, 400),
        "from": st.sampled_from([0, 0, 0, -30, 5, 48]),  # valid_from: as said, in the past, in the future
        "until": st.sampled_from([None, None, None, 2, 24, 300]),
        "type": st.sampled_from(KINDS),
        "source": st.sampled_from(SOURCES),
        "conf": st.sampled_from([0.4, 0.7, 0.9, 1.0]),
        "layer": st.sampled_from(LAYERS),
        "session": st.integers(1, 3),
    }
)
change = st.fixed_dictionaries(
    {
        "how": st.sampled_from(["confirm", "confirm", "retire", "expire", "promote"]),
        "said": st.integers(0, 400),
        "back": st.sampled_from([0, 0, 0, 1, 2]),
        "until": st.sampled_from([None, 2, 24, 300]),
        "conf": st.sampled_from([0.4, 0.9]),
        "session": st.integers(1, 3),
    }
)
operation = st.tuples(st.sampled_from(KEYS), st.sampled_from(["Paris", "Lyon", "深圳"]), st.one_of(statement, change))


def write(history: History, operations: list[tuple[tuple[str, str], str, dict[str, Any]]]) -> None:
    for key, value, op in operations:
        if op["how"] in ("assert", "supersede", "lost"):
            history.state(key, value, op)
        else:
            history.change(key, op)


def old_rows(store: FactStore, t: float) -> list[int]:
    """The segments the key-by-key loop picked before the holders existed."""
    index = store.index_nosync()
    return [i for i in (index.holder(k, t)[0] for k in range(index.key_count())) if i >= 0]


def check(store: FactStore, moments: list[datetime]) -> None:
    for at in moments:
        t = at.timestamp()
        facts = store.as_of(at)
        assert store._holders(t, None) == old_rows(store, t), f"holders at {at}"
        replayed = {f.id: f for f in store.as_of(at, include_ended=True) if f.status == "current"}
        assert {f.id: f for f in facts} == replayed, f"facts at {at}"
        assert len({(norm(f.subject), norm(f.attribute)) for f in facts}) == len(facts)
        for criteria in ({"kind": "event"}, {"source": "user", "layer": "long"}, {"min_confidence": 0.9}):
            expected = [
                f
                for f in facts
                if all(
                    f.confidence >= v if name == "min_confidence" else getattr(f, name) == v
                    for name, v in criteria.items()
                )
            ]
            assert store.as_of(at, **criteria) == expected, f"{criteria} at {at}"
        assert store.as_of(at, kind="no such kind") == []
        for subject in ("user", "sam"):
            assert store.as_of(at, subject=subject) == [f for f in facts if norm(f.subject) == subject]
        spelled: dict[str, str] = {}
        for fact in facts:
            spelled.setdefault(norm(fact.subject), fact.subject)
        assert store.subjects(at) == sorted(spelled.values(), key=norm)


def moments_of(history: History) -> list[datetime]:
    picked = {BASE - timedelta(days=1), datetime.now(UTC), hours(10_000)}
    for moment in history.times:
        picked |= {moment - timedelta(milliseconds=1), moment, moment + timedelta(milliseconds=1)}
    return sorted(picked)


@pytest.mark.parametrize("stale_keys", [0, math.inf], ids=["remade-when-stale", "stale-keys-one-by-one"])
def test_all_keys_as_of_equals_the_key_by_key_reads(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch, stale_keys: float
) -> None:
    monkeypatch.setattr(factsnapshot, "MIN_BYTES", 0)  # snapshots (and their holders) even for tiny files
    monkeypatch.setattr(factholders, "MIN_STEP", 1)  # set for each example below
    monkeypatch.setattr(factindex, "STALE_KEYS", stale_keys)

    @settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
    @given(
        first=st.lists(operation, min_size=1, max_size=30),
        rest=st.lists(operation, max_size=12),
        step=st.sampled_from([3, 4, 7, 1000]),  # a checkpoint every few segments: answers go forward and back
    )
    def run(first: list, rest: list, step: int) -> None:
        factholders.MIN_STEP = step
        twin_dir = tmp_path_factory.mktemp("twin")
        history = History()
        write(history, first)
        path = twin_dir / "facts.jsonl"
        path.write_text("".join(line + "\n" for line in history.lines), encoding="utf-8")
        reader = FactStore(twin_dir)
        check(reader, moments_of(history))
        done = len(history.lines)
        write(history, rest)
        with open(path, "a", encoding="utf-8") as fh:
            fh.write("".join(line + "\n" for line in history.lines[done:]))
        moments = moments_of(history)
        check(reader, moments)  # the same store: the keys the rest touched are stale in its holders
        fresh = FactStore(twin_dir)  # the snapshot, then the tail
        check(fresh, moments)
        assert not reader.problems and not fresh.problems
        reader.close()
        fresh.close()

    run()


def test_holders_survive_snapshot_and_rebuild(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A snapshot saves the holders; loading it answers the same; a damaged holders part is refolded."""
    monkeypatch.setattr(factsnapshot, "MIN_BYTES", 0)
    monkeypatch.setattr(factholders, "MIN_STEP", 2)
    store = FactStore(tmp_path)
    first = store.assert_fact("user", "city", "Paris", source="user", confidence=0.9, cause="T", said_at=hours(0))
    store.supersede(first.id, "Lyon", source="user", confidence=0.9, cause="T", said_at=hours(5))
    for i in range(6):
        store.assert_fact("Sam", f"thing {i}", "x", source="inferred", confidence=0.5, cause="T", said_at=hours(i))
    expected = {t: FactStore(tmp_path).as_of(hours(t)) for t in (-1, 0, 3, 5, 7)}
    loaded = FactStore(tmp_path)
    loaded.index()
    assert loaded.index_nosync().holders is not None  # came with the snapshot
    assert {t: loaded.as_of(hours(t)) for t in expected} == expected
    assert [f.value for f in loaded.as_of(hours(3), subject="user")] == ["Paris"]
    assert [f.value for f in loaded.as_of(hours(6), subject="user")] == ["Lyon"]
    snap = tmp_path / "index" / "facts.snap"
    state = factsnapshot.marshal.loads(snap.read_bytes())
    state["holders"]["codes"] = state["holders"]["codes"][:-4]  # one segment short
    snap.write_bytes(factsnapshot.marshal.dumps(state))
    assert factsnapshot.load(snap, tmp_path / "facts.jsonl") is None
    assert {t: FactStore(tmp_path).as_of(hours(t)) for t in expected} == expected


@pytest.mark.parametrize(("stale_keys", "saved"), [(3, True), (10, False)])
def test_a_start_after_many_keys_changed_saves_the_holders_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stale_keys: int, saved: bool
) -> None:
    """Keys changed since the snapshot are answered one by one; past STALE_KEYS the snapshot is written again."""
    monkeypatch.setattr(factsnapshot, "MIN_BYTES", 0)
    store = FactStore(tmp_path)
    for i in range(100):
        store.assert_fact("user", f"thing {i}", "x", source="user", confidence=0.9, cause="T", said_at=hours(i))
    snapshot = FactStore(tmp_path)
    assert factsnapshot.save(snapshot.index(), snapshot.snapshot_path, snapshot.lock_path)  # up to here
    for i in range(5):  # five keys: a tail far under an eighth of the file
        store.assert_fact("Sam", f"new {i}", "y", source="user", confidence=0.9, cause="T", said_at=hours(200))
    monkeypatch.setattr(factindex, "STALE_KEYS", stale_keys)
    reader = FactStore(tmp_path)
    index = reader.index()
    assert (index.saved_covered == index.covered) is saved
    assert index.holders is not None and len(index.holders.stale) == (0 if saved else 5)
    assert len(reader.as_of(hours(300))) == 105 and len(reader.as_of(hours(150))) == 100
