"""Sessions benchmark: `twin sessions search` and `twin sessions list` on 10,000 sessions, against `grep -r`.

    .venv/bin/python bench/sessions/run.py [--runs N] [--sessions N] [--turns N] [--keep]

Generates a twin with `--sessions` sessions holding `--turns` turns in all
(and a chapter each) in a temporary folder, builds the search index and the
listing cache once (timed and reported), then times every variant once per
round, rotating the order, with output read through a pipe. Prints medians
and p90s as Markdown.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.sessions.history import COMMON_EN, MARKER_EN, MARKER_ZH, make_home  # noqa: E402
from bench.timing import Summary, child_env, compile_twin, interleave, machine, ms  # noqa: E402
from twin.home import Home  # noqa: E402

LIST_GOAL = 0.300  # seconds, whole process
VERSION = "twin --version"  # the cost of starting twin at all: Python, typer, rich, every command module


def piped(argv: Sequence[str], env: dict[str, str]) -> float:
    """Seconds from start to exit, with stdout read through a pipe (grep stops early when it writes to /dev/null)."""
    start = time.perf_counter()
    done = subprocess.run(list(argv), env=env, capture_output=True)
    seconds = time.perf_counter() - start
    if done.returncode not in (0, 1) or (argv[0] != "grep" and done.returncode):
        raise RuntimeError(f"{' '.join(argv)} exited with {done.returncode}: {done.stderr.decode(errors='replace')}")
    return seconds


def lines_of(argv: Sequence[str], env: dict[str, str]) -> int:
    """How many lines a command prints."""
    return subprocess.run(list(argv), env=env, stdout=subprocess.PIPE, check=False).stdout.count(b"\n")


def variants(twin: str, folder: Path, env: dict[str, str]) -> dict[str, Callable[[], float]]:
    """The commands we time."""
    found: dict[str, Callable[[], float]] = {}
    for word in (MARKER_EN, MARKER_ZH, COMMON_EN):
        found[f"grep -r {word}"] = lambda w=word: piped(["grep", "-r", w, str(folder)], env)
        found[f"twin sessions search {word}"] = lambda w=word: piped([twin, "sessions", "search", w], env)
    found["twin sessions list"] = lambda: piped([twin, "sessions", "list"], env)
    found["twin sessions list --json"] = lambda: piped([twin, "sessions", "list", "--json"], env)
    found[VERSION] = lambda: piped([twin, "--version"], env)
    return found


def report(results: dict[str, Summary], runs: int, setup: dict[str, str]) -> str:
    """The figures as Markdown."""
    info = machine()
    lines = [
        f"{info['date']} · {info['nproc']} CPUs (nproc) · Python {info['python']} · {info['platform']}",
        f"{runs} interleaved runs after one warm-up round; {setup['shape']}; files in the page cache.",
        "",
        "| command | median | p90 | median − `twin --version` | floor: `grep -r`, same word | goal |",
        "| --- | ---: | ---: | ---: | ---: | --- |",
    ]
    startup = results[VERSION].median
    for name, summary in results.items():
        floor, goal, above = "", "", ""
        if name.startswith("twin sessions"):
            above = ms(summary.median - startup, sign=True)
        if name.startswith("twin sessions search "):
            grep = results[name.replace("twin sessions search", "grep -r")]
            floor = ms(grep.median)
            goal = f"≤ grep: {'met' if summary.median <= grep.median else 'MISSED'}"
        elif name.startswith("twin sessions list"):
            goal = f"< {ms(LIST_GOAL)}: {'met' if summary.median < LIST_GOAL else 'MISSED'}"
        lines.append(f"| `{name}` | {ms(summary.median)} | {ms(summary.p90)} | {above} | {floor} | {goal} |")
    lines += ["", "Once, before the timed rounds:", ""]
    lines += [f"- {name}: {value}" for name, value in setup.items() if name != "shape"]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Generate the twin, build the index, time the variants, print the table."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15, help="rounds to time (default 15)")
    parser.add_argument("--sessions", type=int, default=10_000, help="sessions (default 10,000)")
    parser.add_argument("--turns", type=int, default=500_000, help="turns in all (default 500,000)")
    parser.add_argument("--keep", action="store_true", help="keep the generated home and print where it is")
    parser.add_argument("--home", type=Path, help="time a home kept by an earlier --keep run instead of a new one")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.sessions < 1 or args.turns < 2 * args.sessions:
        parser.error("--runs and --sessions must be at least 1, and --turns at least twice --sessions")
    twin = shutil.which("twin", path=str(Path(sys.executable).parent)) or shutil.which("twin")
    if twin is None:
        parser.error("no `twin` command beside this Python or on PATH: run `.venv/bin/pip install -e .` first")

    root = args.home.resolve() if args.home else Path(tempfile.mkdtemp(prefix="twin-bench-sessions-"))
    compile_twin()
    env = child_env(TWIN_HOME=str(root))
    setup: dict[str, str] = {}
    try:
        started = time.perf_counter()
        if args.home:
            home = Home(root, "--home")
        else:
            print(f"Generating {args.sessions} sessions, {args.turns} turns in {root} ...", file=sys.stderr)
            home = make_home(root, REPO / "personas", sessions=args.sessions, turns=args.turns)
            setup["generating the twin"] = f"{time.perf_counter() - started:.1f} s"
        folder = home.twin_dir("alice") / "sessions"
        files = list(folder.iterdir())
        turns = sum(p.read_bytes().count(b'"kind":"turn"') for p in files)
        size = sum(p.stat().st_size for p in files)
        setup["shape"] = f"{len(files):,} sessions, {turns:,} turns, {size / 1e6:.0f} MB of session files"
        print("Building the search index (first search) ...", file=sys.stderr)
        first = piped([twin, "sessions", "search", "x"], env)
        setup["first `twin sessions search` (builds the index unless it is there)"] = f"{first:.1f} s"
        setup["first `twin sessions list` (reads the session catalog in)"] = ms(piped([twin, "sessions", "list"], env))
        index = home.twin_dir("alice") / "index"
        setup["index size"] = f"{sum(p.stat().st_size for p in index.iterdir()) / 1e6:.0f} MB"
        for word in (MARKER_EN, MARKER_ZH, COMMON_EN):
            grep = lines_of(["grep", "-r", word, str(folder)], env)
            hits = lines_of([twin, "sessions", "search", word], env)
            setup[f"lines printed for {word}"] = f"grep {grep:,}, twin {hits:,} (at most 20 hits, with neighbours)"
        print(f"Timing {args.runs} rounds ...", file=sys.stderr)
        results = interleave(variants(twin, folder, env), args.runs)
    except RuntimeError as exc:
        print(f"\nbench/sessions: {exc}", file=sys.stderr)
        return 1
    finally:
        if args.keep or args.home:
            print(f"Kept the home: {root}", file=sys.stderr)
        else:
            shutil.rmtree(root, ignore_errors=True)
    print(report(results, args.runs, setup))
    return 0


if __name__ == "__main__":
    sys.exit(main())
