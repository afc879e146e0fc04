"""The append-only JSONL store: round trips, torn tails, corrupted lines, locking across processes."""

from __future__ import annotations

import json
import multiprocessing
import os
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from twin.store import JsonlFile, new_id
from twin.store.ids import id_time
from twin.store.shapes import session_file_name, session_name_parts, session_names_to

text = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=40)
fields = st.dictionaries(
    st.sampled_from(["a", "text", "n", "中文"]), st.one_of(text, st.integers(), st.booleans()), max_size=3
)


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(batches=st.lists(st.lists(fields, min_size=1, max_size=4), min_size=1, max_size=6))
def test_records_round_trip_in_order_and_earlier_bytes_never_change(tmp_path: Path, batches: list) -> None:
    path = tmp_path / f"{new_id()}.jsonl"
    store = JsonlFile(path)
    written = []
    before = b""
    for batch in batches:
        for record_fields in batch:
            written.append(store.append("x", **record_fields))
        now_bytes = path.read_bytes()
        assert now_bytes.startswith(before)  # appending never changes earlier bytes
        before = now_bytes
    result = store.read()
    assert result.problems == []
    assert result.records == written
    assert [r["id"] for r in result.records] == sorted(r["id"] for r in result.records)
    for record in result.records:
        assert record["v"] == 1 and record["kind"] == "x" and "+" in record["ts"] or record["ts"].endswith("Z")


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(count=st.integers(1, 5), cut=st.integers(1, 200), more=st.integers(1, 3))
def test_torn_tail_is_skipped_then_repaired_without_losing_a_complete_line(
    tmp_path: Path, count: int, cut: int, more: int
) -> None:
    path = tmp_path / f"{new_id()}.jsonl"
    store = JsonlFile(path)
    kept = [store.append("x", n=i, text="第" + str(i)) for i in range(count)]
    partial = json.dumps({"kind": "x", "n": 99, "text": "a long line that was being written"}).encode()
    partial = partial[: min(cut, len(partial) - 1)]
    with open(path, "ab") as fh:
        fh.write(partial)
    size = path.stat().st_size
    result = store.read()
    assert result.records == kept
    assert [p.torn for p in result.problems] == [True]
    assert path.stat().st_size == size  # the reader never modifies a file
    later = [store.append("y", n=i) for i in range(more)]
    result = store.read()
    assert result.records == kept + later
    assert result.problems == []
    side = path.with_name(path.name + ".torn").read_text(encoding="utf-8")
    assert json.loads(side.splitlines()[-1])["bytes"] == partial.decode("utf-8", "replace")


def test_corrupted_lines_are_set_aside_and_reported(tmp_path: Path) -> None:
    path = tmp_path / "f.jsonl"
    store = JsonlFile(path)
    a = store.append("x", n=1)
    with open(path, "ab") as fh:
        fh.write(b"this is not json\n[1, 2]\n\xff\xfe garbage\n")
    b = store.append("x", n=2)
    result = store.read()
    assert result.records == [a, b]
    assert [(p.line, p.torn) for p in result.problems] == [(2, False), (3, False), (4, False)]
    assert "line 2" in result.problems[0].describe()


def test_incremental_read_from_an_offset(tmp_path: Path) -> None:
    store = JsonlFile(tmp_path / "f.jsonl")
    first = [store.append("x", n=i) for i in range(3)]
    head = store.read()
    later = [store.append("x", n=i) for i in range(3, 5)]
    tail = store.read(head.end)
    assert head.records == first and tail.records == later
    assert tail.end == (tmp_path / "f.jsonl").stat().st_size


def test_ids_sort_by_time_and_encode_it() -> None:
    ids = [new_id() for _ in range(1000)]
    assert ids == sorted(ids) and len(set(ids)) == 1000
    assert abs((id_time(ids[0]) - id_time(ids[-1])).total_seconds()) < 5


def test_a_session_file_name_sorts_by_start_and_gives_back_its_start_and_id() -> None:
    started = datetime(2024, 3, 1, 12, 0, 5, 700, tzinfo=timezone(timedelta(hours=8)))
    name = session_file_name(started, "01HQZX3Y4K5M6N7P8Q9R0S1T2V")
    assert name == "20240301T040005Z-01HQZX3Y4K5M6N7P8Q9R0S1T2V.jsonl"  # UTC, to the second
    assert session_name_parts(name) == (started.replace(microsecond=0), "01HQZX3Y4K5M6N7P8Q9R0S1T2V")
    assert session_file_name(started + timedelta(seconds=1), "0" * 26) > name
    assert name < session_names_to(started) < session_file_name(started + timedelta(seconds=1), "0" * 26)
    for other in ("notes.jsonl", f".tmp-import-{'0' * 26}.jsonl", f"20241301T000000Z-{'0' * 26}.jsonl", name + "~"):
        assert session_name_parts(other) is None


def _append_many(path: str, tag: str, count: int) -> None:
    store = JsonlFile(path)
    for i in range(count):
        store.append("x", tag=tag, n=i, text=tag * 500)


def test_two_processes_appending_at_once_never_break_a_line(tmp_path: Path) -> None:
    path = tmp_path / "shared.jsonl"
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_append_many, args=(str(path), tag, 150)) for tag in ("a", "b")]
    for p in procs:
        p.start()
    for p in procs:
        p.join(30)
        assert p.exitcode == 0
    result = JsonlFile(path).read()
    assert result.problems == []
    assert sorted((r["tag"], r["n"]) for r in result.records) == sorted((t, i) for t in "ab" for i in range(150))
    for tag in "ab":
        mine = [r["n"] for r in result.records if r["tag"] == tag]
        assert mine == list(range(150))  # each writer's records stay in its order
    assert os.path.getsize(path) == len(b"".join(line + b"\n" for line in path.read_bytes().split(b"\n")[:-1]))


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)
@given(
    steps=st.lists(
        st.tuples(st.sampled_from(["turn", "turn", "turn", "cut", "rewrite", "end", "other"]), text), max_size=14
    )
)
def test_a_session_store_kept_open_reads_what_a_fresh_one_reads(tmp_path: Path, steps: list) -> None:
    """The recent turns of a store that read the files before (and reads only what a file gained since) are those
    a new store reads from scratch, however the files changed: turns appended, a line cut by a crash and finished,
    a file rewritten in place, a session ended, another session begun."""
    from twin.sessions.session import SessionStore

    twin_dir = tmp_path / new_id()
    kept = SessionStore(twin_dir)
    writer = kept.start({"persona": "alice"})
    assert writer.path is not None
    for step, words in steps:
        if step == "turn":
            writer.add_turn("user", words or "hello")
        elif step == "cut":
            with open(writer.path, "ab") as fh:  # a write cut short, which the next append moves aside
                fh.write(b'{"v": 1, "kind": "turn", "id": "01')
        elif step == "rewrite":  # edited in place: the same file, other bytes
            data = writer.path.read_bytes().replace(b'"user"', b'"assistant"', 1) + b"\n"
            with open(writer.path, "r+b") as fh:
                fh.write(data)
        elif step == "end":
            writer.end("exit")
        else:
            writer = kept.start({"persona": "alice"})
            assert writer.path is not None
        fresh = SessionStore(twin_dir).recent_turns(50)
        assert [(t.id, t.role, t.text) for t in kept.recent_turns(50)] == [(t.id, t.role, t.text) for t in fresh]


def test_replacements_rename_nothing_until_all_are_written_and_clean_up_what_was_not_committed(
    tmp_path: Path,
) -> None:
    from twin.store.replace import Replacements

    folder = tmp_path / "twin"
    folder.mkdir()
    first, second = folder / "a.jsonl", folder / "b.jsonl"
    first.write_bytes(b"old a\n")
    second.write_bytes(b"old b\n")
    with Replacements() as staged:
        staged.replace(first, b"new a\n")
        with pytest.raises(ValueError):
            staged.replace(first, b"again\n")  # a second version of one file would be built from the old one
        staged.replace(second, b"new b\n")
        assert first.read_bytes() == b"old a\n"  # written aside, not in yet
    assert (first.read_bytes(), second.read_bytes()) == (b"old a\n", b"old b\n")
    assert sorted(p.name for p in folder.iterdir()) == ["a.jsonl", "b.jsonl"]  # the staged files went away

    with Replacements() as staged:
        staged.replace(first, b"new a\n")
        staged.replace(second, b"new b\n")
        staged.commit()
    assert (first.read_bytes(), second.read_bytes()) == (b"new a\n", b"new b\n")
    assert sorted(p.name for p in folder.iterdir()) == ["a.jsonl", "b.jsonl"]
