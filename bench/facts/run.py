"""Fact memory benchmark: 1,000,000 fact records over 100,000 keys.

    .venv/bin/python bench/facts/run.py [--records N] [--keys K] [--runs R] [--keep]

Generates a twin in a temporary folder (bench/facts/generate.py), then times:

- the floor: a process that reads facts.jsonl with a bare `json.loads` loop;
- `twin memory facts alice --json` as a whole process: once with no snapshot
  (it folds the file and writes index/facts.snap), then cold with the
  snapshot, then after one more fact was written by another process;
- in one process: how many bytes a start reads after one more fact, the
  as-of query (all keys, now and in the past, first call and repeated; one
  subject; a filter), history and get.

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

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.facts.generate import generate  # noqa: E402
from bench.timing import machine, wall_time  # noqa: E402

FLOOR = "import json, sys\nfor line in open(sys.argv[1], 'rb'):\n    json.loads(line)\n"
ONE_MORE = (
    "import sys\nfrom pathlib import Path\nfrom twin.memory.facts import FactStore\n"
    "FactStore(Path(sys.argv[1])).assert_fact('user', 'bench ' + sys.argv[2], 'one more', source='user', "
    "confidence=0.9, cause='bench')\n"
)


def seconds(figure: float) -> str:
    """A duration for the table."""
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
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def in_process(twin_dir: Path, runs: int) -> list[tuple[str, float]]:
    """Query timings inside one process that starts from the snapshot."""
    from twin.memory.facts import FactStore

    rows: list[tuple[str, float]] = []
    store = FactStore(twin_dir)
    rows.append(("start: load the snapshot and read the tail", once(store.index)))
    past = datetime(2024, 1, 1, tzinfo=UTC)
    rows.append(("as_of() now, all keys, first call (makes the Facts)", once(store.as_of)))
    rows.append(("as_of() now, all keys, again", median_of(store.as_of, runs * 5)))
    rows.append(("as_of(2024-01-01), all keys, first call", once(lambda: store.as_of(past))))
    rows.append(("as_of(2024-01-01), all keys, again", median_of(lambda: store.as_of(past), runs * 5)))
    rows.append(("as_of() now, one subject (100 keys)", median_of(lambda: store.as_of(subject="person 77"), runs * 5)))
    rows.append(("as_of(2024-01-01), one subject", median_of(lambda: store.as_of(past, subject="person 78"), runs * 5)))
    rows.append(("as_of() now, source=inferred, first call (a filter)", once(lambda: store.as_of(source="inferred"))))
    rows.append(("as_of() now, source=inferred, again", median_of(lambda: store.as_of(source="inferred"), runs * 5)))
    rng = random.Random(3)
    keys = [(f"person {rng.randrange(900)}", f"attribute {rng.randrange(100)}") for _ in range(200)]
    rows.append(
        ("history(key), median of 200 keys", statistics.median(once(lambda k=k: store.history(*k)) for k in keys))
    )
    facts = store.as_of()
    ids = [rng.choice(facts).id for _ in range(200)]
    rows.append(("get(id), median of 200", statistics.median(once(lambda i=i: store.get(i)) for i in ids)))
    rows.append(
        ("get(last 8 characters), median of 200", statistics.median(once(lambda i=i: store.get(i[-8:])) for i in ids))
    )
    return rows


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
    from twin.memory.facts import FactStore

    probe = FactStore(twin_dir)
    probe.index()
    tail = probe.index_nosync().covered - probe.index_nosync().saved_covered
    print("in one process…", file=sys.stderr)
    queries = in_process(twin_dir, args.runs)
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
    for name, figure in queries:
        goal = ""
        if name.startswith("as_of") and "first call" not in name:
            goal = f"≤ 20 ms: {'met' if figure <= 0.020 else 'NOT met'}"
        print(f"| {name} | {seconds(figure)} | {goal} |")


if __name__ == "__main__":
    main()
