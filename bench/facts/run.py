"""Fact memory benchmark: 1,000,000 fact records over 100,000 keys, against the goals of issue 12.

    .venv/bin/python bench/facts/run.py [--records N] [--keys K] [--runs R] [--keep]

Generates a twin in a temporary folder (bench/facts/generate.py), then times:

- the first build of the derived fact state (index/memory.sqlite3) from scratch, in a child process, with its peak
  RSS;
- whole processes: the floor (a bare `json.loads` of every line of facts.jsonl) and `twin memory facts alice
  --json`, cold (the derived database exists) and after one more fact was appended by another process;
- in one process, after the state is built: the facts of one subject now and in the past, every key in the past,
  one more fact folded in (`sync()` after another process appended one assert), and get and history.

Prints the figures as Markdown, each goal with "met" or "MISSED".
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.facts.generate import generate, keys  # noqa: E402
from bench.timing import child_env, compile_twin, machine, wall_time  # noqa: E402

PAST = datetime(2024, 1, 1, tzinfo=UTC)  # halfway through the two years the generated facts span
FLOOR = "import json, sys\nfor line in open(sys.argv[1], 'rb'):\n    json.loads(line)\n"
BUILD = (
    "import resource, sys\nfrom pathlib import Path\nfrom twin.facts.store import FactStore\n"
    "FactStore(Path(sys.argv[1])).sync()\nprint(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
)
# One more assert by another twin process: FactStore writes it and folds it into the shared derived database.
BY_STORE = (
    "import sys\nfrom pathlib import Path\nfrom twin.facts.store import FactStore\n"
    "f = FactStore(Path(sys.argv[1])).assert_fact('user', 'bench ' + sys.argv[2], 'one more', source='user', "
    "confidence=0.9, cause='bench')\nprint(f.id)\n"
)
# One more assert as a bare line (a process that does not keep the derived database): the reader folds it in.
BY_LINE = (
    "import sys\nfrom pathlib import Path\nfrom twin.clock import now, to_iso\n"
    "from twin.store.jsonl import JsonlFile, make_record\nt = to_iso(now())\n"
    "r = make_record('assert', {'subject': 'user', 'attribute': 'bench ' + sys.argv[2], 'value': 'one more', "
    "'type': 'fact', 'source': 'user', 'confidence': 0.9, 'said_at': t, 'valid_from': t, 'valid_until': None, "
    "'layer': 'short', 'evidence': None, 'cause': 'bench'})\n"
    "JsonlFile(Path(sys.argv[1]) / 'facts.jsonl').append_records([r])\nprint(r['id'])\n"
)


def seconds(figure: float) -> str:
    """A duration for the table."""
    if figure < 0.01:
        return f"{figure * 1000:.2f} ms"
    return f"{figure * 1000:.1f} ms" if figure < 1 else f"{figure:.2f} s"


def verdict(figure: float, limit: float | None, goal: str) -> str:
    """The goal column: the goal and whether the figure met it (empty when the row has no goal)."""
    if limit is None:
        return ""
    return f"{goal}: {'met' if figure <= limit else 'MISSED'}"


def once(fn: Callable[[], object]) -> float:
    """Wall time of one call."""
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def append_one(script: str, twin_dir: Path, tag: str, env: Mapping[str, str]) -> str:
    """Append one assert from another process; returns its fact id."""
    argv = [sys.executable, "-c", script, str(twin_dir), tag]
    return subprocess.run(argv, env=dict(env), check=True, capture_output=True, text=True).stdout.strip()


LONG = (1, 100, 1000, 3000)  # values one key already had, over years: a weight or a mood said every day
LONG_RUNS = 5


def long_keys(store: Any, twin_dir: Path) -> list[tuple[str, float, str]]:
    """One more value of a key that already had N values (a supersede, written and folded in), median of LONG_RUNS;
    against the key with one value in the same run: the cost of a value must not grow with the key's years."""
    from twin.clock import to_iso
    from twin.store.jsonl import JsonlFile, make_record

    start = datetime(2020, 1, 1, tzinfo=UTC).timestamp()
    lines = []
    for n in LONG:
        for i in range(n):
            t = to_iso(datetime.fromtimestamp(start + 3600 * i, UTC))
            lines.append(make_record("assert", {
                "subject": "user", "attribute": f"long {n}", "value": f"value {i}", "type": "fact",
                "source": "user", "confidence": 0.9, "said_at": t, "valid_from": t, "valid_until": None,
                "layer": "short", "evidence": None, "cause": "bench",
            }))  # fmt: skip
    JsonlFile(twin_dir / "facts.jsonl").append_records(lines)
    store.sync()
    rows: list[tuple[str, float, str]] = []
    base = 0.0
    held = {f.attribute: f for f in store.as_of(subject="user") if f.attribute.startswith("long ")}
    for n in LONG:
        runs = []
        for run in range(LONG_RUNS):
            started = time.perf_counter()
            held[f"long {n}"] = store.supersede(held[f"long {n}"].id, f"new {run}", source="user", confidence=0.9,
                                                cause="bench")  # fmt: skip
            runs.append(time.perf_counter() - started)
        figure = statistics.median(runs)
        base = base or figure
        name = f"one more value of a key that had {n:,} (`supersede`, written and folded in), median of {LONG_RUNS}"
        rows.append((name, figure, f"{figure / base:.1f}x the key with one value"))
    return rows


def in_process(twin_dir: Path, env: Mapping[str, str], samples: int) -> tuple[list[tuple[str, float, str]], list[str]]:
    """Timings inside one process whose store is up to date: (row, seconds, goal column), and notes."""
    from twin.facts.store import FactStore

    store = FactStore(twin_dir)
    store.sync()
    rows: list[tuple[str, float, str]] = []
    rng = random.Random(12)
    subjects = sorted({s for s, _ in keys(store.key_count())} - {"user"})  # user also gains the bench's facts
    chosen = rng.sample(subjects, min(samples, len(subjects)))
    per_subject = statistics.median(len(store.as_of(subject=s)) for s in chosen)
    for label, at in (("now", None), ("2024-01-01", PAST)):
        figure = statistics.median(once(lambda s=s, a=at: store.as_of(a, subject=s)) for s in chosen)
        name = f"facts of one subject, {label}: `as_of({'' if at is None else 'past, '}subject=…)`"
        rows.append((f"{name}, median of {len(chosen)} subjects", figure, verdict(figure, 0.005, "≤ 5 ms")))
    past = statistics.median(once(lambda: store.as_of(PAST)) for _ in range(3))
    count_past = len(store.as_of(PAST))
    rows.append(("every key, 2024-01-01: `as_of(past)`, median of 3", past, verdict(past, 1.0, "≤ 1 s")))
    now = statistics.median(once(lambda: store.as_of()) for _ in range(3))
    count_now = len(store.as_of())
    rows.append(("every key, now: `as_of()`, median of 3 (for information)", now, ""))
    for who, script in (("FactStore in another process", BY_STORE), ("a bare line from another process", BY_LINE)):
        folded = []
        for i in range(samples // 2):
            fact_id = append_one(script, twin_dir, f"{who[:4]} {i}", env)
            folded.append(once(store.sync))
            if store.get(fact_id).value != "one more":
                raise RuntimeError(f"the fact appended by {who} was not seen")
        figure = statistics.median(folded)
        name = f"one more fact folded in (`sync()`), appended by {who}, median of {len(folded)}"
        rows.append((name, figure, verdict(figure, 0.005, "≤ 5 ms")))
    facts = [f for f in store.as_of() if not f.attribute.startswith("long ")]
    ids = [rng.choice(facts).id for _ in range(200)]
    rows.append(("`get(id)`, median of 200", statistics.median(once(lambda i=i: store.get(i)) for i in ids), ""))
    tails = statistics.median(once(lambda i=i: store.get(i[-8:])) for i in ids)
    rows.append(("`get(last 8 characters)`, median of 200", tails, ""))
    history = statistics.median(once(lambda f=f: store.history(f.subject, f.attribute)) for f in rng.sample(facts, 200))
    rows.append(("`history(subject, attribute)`, median of 200 keys", history, ""))
    rows += long_keys(store, twin_dir)
    notes = [
        f"a subject has {per_subject:.0f} current facts (median); every key: {count_now:,} facts hold now, "
        f"{count_past:,} held on 2024-01-01"
    ]
    store.close()
    return rows, notes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--keys", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5, help="runs of each whole process")
    parser.add_argument("--samples", type=int, default=50, help="subjects (and half as many appends) in one process")
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
    compile_twin()
    env = child_env(TWIN_HOME=str(home), PYTHONPATH=str(REPO))
    print("first build of the derived fact state…", file=sys.stderr)
    started = time.perf_counter()
    built = subprocess.run([sys.executable, "-c", BUILD, str(twin_dir)], env=env, check=True, capture_output=True)
    build = time.perf_counter() - started
    peak_mb = int(built.stdout.decode().strip()) / 1024  # ru_maxrss is in KiB on Linux
    database = (twin_dir / "index" / "memory.sqlite3").stat().st_size
    command = [sys.executable, "-m", "twin", "memory", "facts", "alice", "--json"]
    print("floor and cold `twin memory facts --json`, interleaved…", file=sys.stderr)
    floor_runs, cold_runs = [], []
    for _ in range(args.runs):
        floor_runs.append(wall_time([sys.executable, "-c", FLOOR, str(facts)], env))
        cold_runs.append(wall_time(command, env))
    floor, cold = statistics.median(floor_runs), statistics.median(cold_runs)
    after: dict[str, list[float]] = {"FactStore": [], "bare line": []}
    print("one more fact, then `twin memory facts --json`…", file=sys.stderr)
    for i in range(args.runs):
        for who, script in (("FactStore", BY_STORE), ("bare line", BY_LINE)):
            append_one(script, twin_dir, f"cli {who} {i}", env)
            after[who].append(wall_time(command, env))
    print("in one process…", file=sys.stderr)
    queries, notes = in_process(twin_dir, env, args.samples)
    m = machine()
    print(f"\n### Fact memory: {args.records:,} records, {args.keys:,} keys, facts.jsonl {size / 1e6:.0f} MB\n")
    print(
        f"{m['date']}, Python {m['python']}, {m['platform']}, {m['nproc']} of {m['cpus']} CPUs, "
        f"load {m['load']} at the end; whole processes: medians of {args.runs} runs.\n"
    )
    print(
        f"First build of the derived fact state from scratch (`FactStore.sync()` in a new process): "
        f"{seconds(build)}, peak RSS {peak_mb:,.0f} MB; index/memory.sqlite3 {database / 1e6:,.0f} MB.\n"
    )
    print("| whole process | time | vs floor | goal |")
    print("| --- | --- | --- | --- |")
    cmd = "`twin memory facts alice --json`"
    rows = [
        ("floor: bare `json.loads` of every line of facts.jsonl", floor, None),
        (f"{cmd}, cold (the derived database exists)", cold, 1.5 * floor),
        (f"{cmd}, after one more fact appended by FactStore in another process", after["FactStore"], 1.5 * floor),
        (f"{cmd}, after one more fact appended as a bare line by another process", after["bare line"], 1.5 * floor),
    ]
    for name, runs, limit in rows:
        figure = statistics.median(runs) if isinstance(runs, list) else runs
        print(f"| {name} | {seconds(figure)} | {figure / floor:.2f}x | {verdict(figure, limit, '≤ 1.5x')} |")
    print("\n| in one process, state built | time | goal |")
    print("| --- | --- | --- |")
    for name, figure, goal in queries:
        print(f"| {name} | {seconds(figure)} | {goal} |")
    print()
    for note in notes:
        print(f"- {note}")


if __name__ == "__main__":
    main()
