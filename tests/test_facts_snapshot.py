"""The derived snapshot under index/: a start reads only what changed; a snapshot that does not match is rebuilt."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from twin.clock import now
from twin.facts import factindex, factsnapshot
from twin.facts.purge import purge
from twin.facts.store import FactStore


@pytest.fixture
def snapshots(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Snapshots even for small files; returns the byte offsets each fold started reading at."""
    monkeypatch.setattr(factsnapshot, "MIN_BYTES", 0)
    starts: list[int] = []
    original = factindex.FactIndex._read_from

    def spy(self: factindex.FactIndex, start: int) -> None:
        starts.append(start)
        original(self, start)

    monkeypatch.setattr(factindex.FactIndex, "_read_from", spy)
    return starts


def fill(store: FactStore, n: int) -> None:
    for i in range(n):
        store.assert_fact("user", f"thing {i}", f"value {i}", source="user", confidence=0.9, cause="T")


def test_the_next_start_reads_only_what_was_appended(tmp_path: Path, snapshots: list[int]) -> None:
    fill(FactStore(tmp_path), 20)
    first = FactStore(tmp_path)
    assert len(first.as_of()) == 20 and (tmp_path / "index" / "facts.snap").exists()
    size = first.path.stat().st_size
    snapshots.clear()
    FactStore(tmp_path).assert_fact("user", "one more", "fact", source="user", confidence=0.9, cause="T")
    again = FactStore(tmp_path)
    assert len(again.as_of()) == 21
    assert snapshots[-1] == size  # only the new line was read: the rest came from the snapshot


def test_a_damaged_or_foreign_snapshot_is_ignored_and_rebuilt(tmp_path: Path, snapshots: list[int]) -> None:
    fill(FactStore(tmp_path), 5)
    expected = FactStore(tmp_path).as_of()
    snap = tmp_path / "index" / "facts.snap"
    for garbage in (b"", b"not a snapshot", snap.read_bytes()[:100]):
        snap.write_bytes(garbage)
        snapshots.clear()
        assert FactStore(tmp_path).as_of() == expected
        assert snapshots[0] == 0  # folded from the start
    later = tmp_path / "later"
    fill(FactStore(later), 6)
    FactStore(later).as_of()
    snap.write_bytes((later / "index" / "facts.snap").read_bytes())  # another twin's snapshot
    snapshots.clear()
    assert FactStore(tmp_path).as_of() == expected and snapshots[0] == 0


def test_a_purge_is_never_undone_by_an_old_snapshot(tmp_path: Path, snapshots: list[int]) -> None:
    store = FactStore(tmp_path)
    fill(store, 4)
    secret = store.assert_fact("user", "secret", "SECRET-Y", source="user", confidence=0.9, cause="T")
    reader = FactStore(tmp_path)
    assert len(reader.as_of()) == 5
    old = (tmp_path / "index" / "facts.snap").read_bytes()
    purge(store, fact=secret.id)
    snap = tmp_path / "index" / "facts.snap"
    assert b"secret" in old and (not snap.exists() or b"secret" not in snap.read_bytes())
    assert factsnapshot.save(reader.index_nosync(), tmp_path / "index" / "facts.snap", store.lock_path) is False
    (tmp_path / "index").mkdir(exist_ok=True)
    (tmp_path / "index" / "facts.snap").write_bytes(old)  # a stale copy put back by hand
    assert [f.value for f in FactStore(tmp_path).as_of() if f.attribute == "secret"] == []


def test_reads_write_nothing_but_the_snapshot(tmp_path: Path, snapshots: list[int]) -> None:
    store = FactStore(tmp_path)
    fill(store, 3)
    fact = store.as_of()[0]
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
    reader = FactStore(tmp_path)
    reader.as_of(now() - timedelta(days=1))
    reader.as_of(include_ended=True)
    reader.history("user", "thing 0")
    reader.chain(fact.id)
    reader.get(fact.id[-8:])
    reader.recently_replaced()
    reader.subjects()
    after = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
    assert after == before
    assert sorted(p.name for p in (tmp_path / "index").iterdir()) == ["facts.snap"]


def test_small_twins_get_no_snapshot(tmp_path: Path) -> None:
    fill(FactStore(tmp_path), 3)
    FactStore(tmp_path).as_of()
    assert not (tmp_path / "index").exists()


def test_a_start_never_folds_again_much_more_than_was_appended(
    tmp_path: Path, snapshots: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A short record on a key makes a start fold all the key's records again: that is what the save policy counts."""
    monkeypatch.setattr(factsnapshot, "REFOLD_MIN", 0)
    store = FactStore(tmp_path)
    fill(store, 40)
    for fact in list(store.as_of()):
        for _ in range(6):
            store.confirm(fact.id, cause="T")
    records = len(FactStore(tmp_path).index().rec_off)  # 280, and the snapshot saved
    size = store.path.stat().st_size
    for fact in list(store.as_of())[:30]:  # a few short lines, well under an eighth of the file, on 30 keys
        store.promote(fact.id, cause="T")
    store.index()  # the writer reads its last line
    assert store.path.stat().st_size - size < size // 8
    fresh = FactStore(tmp_path)
    assert len(fresh.as_of()) == 40
    assert fresh.index().refold <= records // factsnapshot.REFOLD_SHARE + 8  # not 30 keys x 8 records
