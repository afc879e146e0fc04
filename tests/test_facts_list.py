"""What `as_of` returns: a read-only list whose facts are made from their lines only when read."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from twin.clock import now
from twin.errors import StorageError
from twin.facts import factindex, factlist, factsnapshot
from twin.facts.factlist import FactList
from twin.facts.purge import purge
from twin.facts.store import FactStore

BASE = now().replace(microsecond=0) - timedelta(days=30)


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[list[int]]:
    """The record positions of each batch of lines read to make facts."""
    batches: list[list[int]] = []
    original = factindex.FactIndex.line_bytes

    def spy(self: factindex.FactIndex, positions: list[int]) -> list[bytes]:
        batches.append([self.rec_off[p] for p in positions])
        return original(self, positions)

    monkeypatch.setattr(factindex.FactIndex, "line_bytes", spy)
    return batches


def fill(store: FactStore, n: int) -> list[str]:
    ids = []
    for i in range(n):
        source = "user" if i % 3 else "inferred"
        fact = store.assert_fact(
            "user" if i % 2 else "Sam", f"thing {i}", f"value {i}", source=source, confidence=0.5 + i % 5 / 10,
            cause="T", said_at=BASE + timedelta(hours=i),
        )  # fmt: skip
        ids.append(fact.id)
    return ids


def test_count_and_filters_read_no_line(tmp_path: Path, reads: list[list[int]]) -> None:
    fill(FactStore(tmp_path), 40)
    store = FactStore(tmp_path)
    facts = store.as_of()
    inferred = store.as_of(source="inferred")
    sure = store.as_of(min_confidence=0.8, layer="short")
    sam = store.as_of(subject="sam")
    assert (len(facts), len(inferred), len(sure), len(sam)) == (40, 14, 16, 20)
    assert bool(store.as_of(BASE - timedelta(days=1))) is False
    assert reads == []
    assert all(f.source == "inferred" for f in inferred) and all(f.confidence >= 0.8 for f in sure)
    assert reads  # now they were read


def test_iteration_makes_facts_in_batches_in_file_order_and_keeps_them(
    tmp_path: Path, reads: list[list[int]], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(factlist, "BATCH", 16)
    store = FactStore(tmp_path)
    ids = fill(store, 40)
    facts = store.as_of()
    reads.clear()
    assert [f.id for f in facts] == ids
    assert [len(b) for b in reads] == [16, 16, 8] and all(b == sorted(b) for b in reads)
    reads.clear()
    assert list(facts) == list(store.as_of()) and store.as_of(source="user")[0] is facts[1]
    assert reads == []  # made once, then kept


def test_it_reads_like_a_list(tmp_path: Path, reads: list[list[int]]) -> None:
    store = FactStore(tmp_path)
    ids = fill(store, 10)
    facts = store.as_of()
    assert facts[-1].id == ids[-1] and len(reads) == 1 and len(reads[0]) == 1  # one fact, one line
    assert isinstance(facts[2:5], FactList) and [f.id for f in facts[2:5]] == ids[2:5]
    assert facts == list(facts) and list(facts) == facts and facts != list(facts)[:-1] and facts != "no"
    assert facts.index(facts[3]) == 3 and facts[3] in facts and facts.count(facts[3]) == 1
    assert [f.id for f in reversed(facts)] == ids[::-1]
    assert store.as_of(BASE - timedelta(days=1)) == [] and repr(facts[:1]) == f"FactList([{facts[0]!r}])"
    with pytest.raises(IndexError):
        facts[10]
    with pytest.raises(TypeError):
        facts[0] = facts[1]  # type: ignore[index]
    assert sorted(facts, key=lambda f: f.attribute)[0].attribute == "thing 0"


def test_a_list_read_before_a_snapshot_save_still_gives_what_it_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(factsnapshot, "MIN_BYTES", 0)
    store = FactStore(tmp_path)
    ids = fill(store, 12)
    before = store.as_of()
    store.supersede(ids[0], "changed", source="user", confidence=0.9, cause="T")  # refolds a key ...
    for i in range(20):  # ... and enough more that a read saves the snapshot, renumbering the segments
        store.assert_fact("user", f"more {i}", "x", source="user", confidence=0.9, cause="T")
    assert len(store.as_of()) == 32
    assert [f.value for f in before] == [f"value {i}" for i in range(12)]
    assert before[0].status == "current" and before[0].id == ids[0]


def test_a_list_read_before_a_purge_refuses_to_read_the_new_file(tmp_path: Path) -> None:
    store = FactStore(tmp_path)
    ids = fill(store, 5)
    facts = store.as_of()
    first = facts[0]
    purge(store, fact=ids[1])
    store.as_of()  # the store sees the new file
    assert facts[0] is first  # made before: kept
    with pytest.raises(StorageError, match="replaced"):
        facts[2]
    assert [f.id for f in store.as_of()] == [ids[0], *ids[2:]]


def test_a_list_read_before_its_store_closed_and_a_purge_refuses_too(tmp_path: Path) -> None:
    store = FactStore(tmp_path)
    ids = fill(store, 5)
    reader = FactStore(tmp_path)
    facts = reader.as_of()
    reader.close()  # lets go of the file it read
    purge(store, fact=ids[0])  # another store replaces the file
    with pytest.raises(StorageError, match="replaced"):
        list(facts)
    assert [f.id for f in reader.as_of()] == ids[1:]  # a new read sees the new file
