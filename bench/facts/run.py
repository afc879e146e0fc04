"""Fact memory benchmark: 1,000,000 fact records over 100,000 keys.

    .venv/bin/python bench/facts/run.py [--records N] [--keys K] [--runs R] [--keep]

Generates a twin in a temporary folder (bench/facts/generate.py), then times:

- the floor: a process that reads facts.jsonl with a bare `json.loads` loop;
- `twin memory facts alice --json` as a whole process: once with no snapshot
  (it folds the file and writes index/facts.snap), then cold with the
  snapshot, then after one more fact was written by another process;
- in one process: how many bytes a start reads after one more fact; the
  as-of query over all keys, now and in the past, first call and repeated,
  each beside the cost of making every Fact of its answer (what a caller
  that reads them all pays) and the old key-by-key way of deciding; one
  subject, made; filters; history and get.

Prints the figures as Markdown, with the goals of issue 3.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.facts.generate import generate  # noqa: E402
from bench.timing import machine, wall_time  # noqa: E402

T = TypeVar("T")
FLOOR = "import json, sys\nfor line in open(sys.argv[1], 'rb'):\n    json.loads(line)\n"
ONE_MORE = (
    "import sys\nfrom pathlib import Path\nfrom twin.facts.store import FactStore\n"
    "FactStore(Path(sys.argv[1])).assert_fact('user', 'bench ' + sys.argv[2], 'one more', source='user', "
    "confidence=0.9, cause='bench')\n"
)


def seconds(figure: float) -> str:
    """A duration for the table."""
    if figure < 0.01:
        return f"{figure * 1000:.2f} ms"
    return f"{figure * 1000:.1f} ms" if figure < 1 else f"{figure:.2f} s"


def median_of(fn: Callable[[], object], runs: int) -> float:
    """Median wall time of `runs` calls."""
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def once(fn: Callable[[], object]) -> float:
    """Wall time of one call."""
    return timed(fn)[0]


def timed(fn: Callable[[], T]) -> tuple[float, T]:
    """Wall time of one call, and what it returned."""
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def in_process(twin_dir: Path, runs: int) -> tuple[list[tuple[str, float, str]], list[str]]:
    """Query timings inside one process that starts from the snapshot: (name, seconds, goal kind), and notes."""
    from twin.facts.store import FactStore

    rows: list[tuple[str, float, str]] = []
    notes: list[str] = []
    store = FactStore(twin_dir)
    rows.append(("start: load the snapshot and read the tail", once(store.index), ""))
    index = store.index_nosync()
    stale = len(index.holders.stale) if index.holders is not None else 0
    past = datetime(2024, 1, 1, tzinfo=UTC)
    for label, at in (("now", None), ("2024-01-01", past)):
        call = f"as_of({'' if at is None else label})"
        decided, facts = timed(lambda a=at: store.as_of(a))
        rows.append((f"{call}, all keys, first call: which facts hold", decided, "query"))
        made = once(lambda f=facts: list(f))
        rows.append((f"… making all {len(facts):,} of those Facts (a caller that reads them all)", made, ""))
        notes.append(f"{call}: {len(facts):,} facts, made at {made / len(facts) * 1e6:.1f} µs a fact")
        rows.append((f"{call}, all keys, again", median_of(lambda a=at: store.as_of(a), runs * 5), "query"))
        rows.append(("… reading all its Facts again (kept)", median_of(lambda a=at: list(store.as_of(a)), runs), ""))
    t = datetime.now(UTC).timestamp()
    key_by_key = once(lambda: [i for i in (index.holder(k, t)[0] for k in range(index.key_count())) if i >= 0])
    rows.append(("for comparison: which facts hold, key by key in Python (the way before)", key_by_key, ""))
    for label, at, subject in (("now", None, "person 77"), ("2024-01-01", past, "person 78")):
        call = "as_of(subject=…)" if at is None else f"as_of({label}, subject=…)"
        first = once(lambda a=at, s=subject: list(store.as_of(a, subject=s)))
        rows.append((f"list({call}), one subject (100 keys), made, first call", first, "query"))
        again = median_of(lambda a=at, s=subject: list(store.as_of(a, subject=s)), runs * 5)
        rows.append((f"list({call}), again", again, "query"))
    when = datetime(2024, 6, 1, tzinfo=UTC)
    rows.append(
        (
            "as_of(2024-06-01, source=inferred), first call at that time (query and filter)",
            once(lambda: store.as_of(when, source="inferred")),
            "query",
        )
    )
    rows.append(
        (
            "as_of(2024-06-01, min_confidence=0.9), another filter at that time",
            once(lambda: store.as_of(when, min_confidence=0.9)),
            "query",
        )
    )
    rows.append(
        ("as_of() now, source=inferred, again", median_of(lambda: store.as_of(source="inferred"), runs * 5), "query")
    )
    rng = random.Random(3)
    keys = [(f"person {rng.randrange(900)}", f"attribute {rng.randrange(100)}") for _ in range(200)]
    history = statistics.median(once(lambda k=k: store.history(*k)) for k in keys)
    rows.append(("history(key), median of 200 keys", history, ""))
    facts = store.as_of()
    ids = [rng.choice(facts).id for _ in range(200)]
    rows.append(("get(id), median of 200", statistics.median(once(lambda i=i: store.get(i)) for i in ids), ""))
    rows.append(
        (
            "get(last 8 characters), median of 200",
            statistics.median(once(lambda i=i: store.get(i[-8:])) for i in ids),
            "",
        )
    )
    notes.append(f"the process started with {stale} keys changed since the snapshot (answered one by one)")
    return rows, notes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--keys", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--keep", action="store_true", help="keep the generated twin and print where it is")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="twin-bench-facts-"))
    try:
        run(home, args)
    finally:
        if args.keep:
            print(f"\nkept: {home}", file=sys.stderr)
        else:
            shutil.rmtree(home, ignore_errors=True)


def run(home: Path, args: argparse.Namespace) -> None:
    shutil.copytree(REPO / "personas", home / "personas")
    twin_dir = home / "data" / "alice"
    facts = twin_dir / "facts.jsonl"
    print(f"generating {args.records:,} records over {args.keys:,} keys…", file=sys.stderr)
    started = time.perf_counter()
    size = generate(facts, args.records, args.keys)
    print(f"  {size / 1e6:.0f} MB in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    env = {**os.environ, "TWIN_HOME": str(home), "NO_COLOR": "1", "PYTHONPATH": str(REPO)}
    command = [sys.executable, "-m", "twin", "memory", "facts", "alice", "--json"]
    floor_argv = [sys.executable, "-c", FLOOR, str(facts)]
    print("floor…", file=sys.stderr)
    floor = statistics.median(wall_time(floor_argv, env) for _ in range(args.runs))
    print("no snapshot yet (fold and write index/facts.snap)…", file=sys.stderr)
    rebuild = wall_time(command, env)
    print("cold with the snapshot…", file=sys.stderr)
    cold = statistics.median(wall_time(command, env) for _ in range(args.runs))
    print("one more fact, then a start…", file=sys.stderr)
    after = []
    for i in range(args.runs):
        subprocess.run([sys.executable, "-c", ONE_MORE, str(twin_dir), str(i)], env=env, check=True)
        after.append(wall_time(command, env))
    one_more = statistics.median(after)
    from twin.facts.store import FactStore

    probe = FactStore(twin_dir)
    probe.index()
    tail = probe.index_nosync().covered - probe.index_nosync().saved_covered
    print("in one process…", file=sys.stderr)
    queries, notes = in_process(twin_dir, args.runs)
    m = machine()
    print(f"\n### Fact memory: {args.records:,} records, {args.keys:,} keys, facts.jsonl {size / 1e6:.0f} MB\n")
    print(f"{m['date']}, Python {m['python']}, {m['platform']}, {m['nproc']} CPUs; medians of {args.runs} runs.\n")
    print("| whole process | time | vs floor | goal |")
    print("| --- | --- | --- | --- |")
    cmd = "`twin memory facts --json`"
    rows = [
        ("floor: bare `json.loads` loop over facts.jsonl", floor, ""),
        (f"{cmd}, no snapshot yet (folds, writes it)", rebuild, ""),
        (f"{cmd}, cold, with the snapshot", cold, "≤ 1.5x"),
        ("the same after one more fact was written", one_more, "≤ 1.5x"),
    ]
    for name, figure, goal in rows:
        verdict = f"{goal}: {'met' if figure <= 1.5 * floor else 'NOT met'}" if goal else ""
        print(f"| {name} | {seconds(figure)} | {figure / floor:.2f}x | {verdict} |")
    print(
        f"\nAfter {args.runs} more facts (one before each timed start), a start read {tail:,} bytes of facts.jsonl "
        f"(what changed since the snapshot), not {size:,}.\n"
    )
    print("| in one process | time | goal |")
    print("| --- | --- | --- |")
    for name, figure, kind in queries:
        goal = f"≤ 20 ms: {'met' if figure <= 0.020 else 'NOT met'}" if kind == "query" else ""
        print(f"| {name} | {seconds(figure)} | {goal} |")
    print()
    for note in notes:
        print(f"- {note}")
    print(f"- load average (1, 5, 15 min) at the end: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
