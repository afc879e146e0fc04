"""Two real processes writing the same twin at once: compare-and-set refuses the late one, which decides again."""

from __future__ import annotations

import multiprocessing
from datetime import timedelta
from pathlib import Path
from typing import Any

from twin.clock import now
from twin.facts.store import FactStore, StaleFactError

ROUNDS = 6


def _superseder(twin_dir: str, name: str, barrier: Any, results: Any) -> None:
    """Each round: read the current fact, wait for the other process, then both supersede it."""
    store = FactStore(Path(twin_dir))
    refused = 0
    for r in range(ROUNDS):
        [current] = store.as_of()
        barrier.wait()
        while True:
            try:
                store.supersede(current.id, f"{name}-{r}", source="user", confidence=0.9, cause=f"{name}:{r}")
                break
            except StaleFactError:
                refused += 1
                [current] = store.as_of()  # decide again on fresh state
        barrier.wait()
    results.put((name, refused))


def _asserter(twin_dir: str, source: str, said: str, barrier: Any, results: Any) -> None:
    """Each round: both assert a different value for a new key, stated at the same moment."""
    from twin.clock import parse_time

    store = FactStore(Path(twin_dir))
    for r in range(ROUNDS):
        barrier.wait()
        store.assert_fact(
            "user", f"key {r}", f"{source} value", source=source, confidence=0.9, cause=source, said_at=parse_time(said)
        )
    results.put((source, 0))


def _run(target: Any, args_for: list[tuple[Any, ...]]) -> list[tuple[str, int]]:
    ctx = multiprocessing.get_context("spawn")
    barrier, results = ctx.Barrier(len(args_for)), ctx.Queue()
    procs = [ctx.Process(target=target, args=(*args, barrier, results)) for args in args_for]
    for proc in procs:
        proc.start()
    for proc in procs:
        proc.join(120)
        assert proc.exitcode == 0
    return sorted(results.get(timeout=10) for _ in procs)


def test_racing_supersedes_one_wins_the_other_retries_and_no_write_is_lost(tmp_path: Path) -> None:
    store = FactStore(tmp_path)
    first = store.assert_fact(
        "user", "city", "start", source="user", confidence=0.9, cause="t", said_at=now() - timedelta(days=1)
    )
    outcome = _run(_superseder, [(str(tmp_path), "a"), (str(tmp_path), "b")])
    assert sum(refused for _, refused in outcome) == ROUNDS  # exactly one refusal per round: the later writer
    history = FactStore(tmp_path).history("user", "city")
    assert sorted(f.value for f in history[1:]) == sorted(f"{n}-{r}" for n in "ab" for r in range(ROUNDS))
    assert history[0].id == first.id
    for older, newer in zip(history, history[1:], strict=False):
        assert newer.replaces == older.id and older.replaced_by == newer.id  # one chain, no fork
    assert [f.status for f in history] == ["superseded"] * (2 * ROUNDS) + ["current"]
    assert [f.status for f in FactStore(tmp_path).as_of(include_ended=True)].count("current") == 1
    assert [e["kind"] for e in store.events.records()].count("supersede") == 2 * ROUNDS  # refused writes left none


def test_racing_asserts_of_a_new_key_end_with_the_rule_s_winner(tmp_path: Path) -> None:
    said = (now() - timedelta(hours=1)).isoformat()
    _run(_asserter, [(str(tmp_path), "inferred", said), (str(tmp_path), "user", said)])
    store = FactStore(tmp_path)
    current = store.as_of()
    assert sorted(f.attribute for f in current) == [f"key {r}" for r in range(ROUNDS)]
    assert {f.value for f in current} == {"user value"}  # the stronger source, whichever process came first
    for r in range(ROUNDS):
        history = store.history("user", f"key {r}")
        assert len(history) == 2 and [f.status for f in history].count("current") == 1
        assert {f.reason for f in history} == {None, "conflict"}
