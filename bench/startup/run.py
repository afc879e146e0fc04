"""Startup benchmark: `twin --help` and the first `twin chat` prompt, against `python -c pass` as the floor.

    .venv/bin/python bench/startup/run.py [--runs N] [--sessions N] [--keep]

Generates a twin home with the shipped personas and `--sessions` sessions of
history for alice in a temporary folder, starts a fake OpenAI server, then
times every variant once per round, rotating the order, and prints medians,
p90s and the differences from the floor as a Markdown table.
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

import pexpect  # noqa: E402

from bench.startup.history import make_home  # noqa: E402
from bench.timing import Summary, child_env, compile_twin, interleave, load, machine, ms, wall_time  # noqa: E402
from tests.fakeserver import FakeOpenAI  # noqa: E402

FLOOR = "python -c pass"
HELP = "twin --help"
CHAT = "twin chat alice: first prompt"
PTY_FLOOR = "python printing '> ' on a pty"
STACK = "typer + rich + prompt-toolkit alone: first prompt"
SDK = "python -c 'import openai' (chat imports it while the person types)"
GOALS = {HELP: 0.150, CHAT: 0.300}  # seconds above the floor (median)

# prompt-toolkit draws "> " as ">" then moves the cursor over the trailing space.
PROMPT = re.compile(rb">(?: |\x08\x1b\[2C)")
CURSOR_QUERY = re.compile(rb"\x1b\[6n")  # a real terminal answers where the cursor is; so do we
CURSOR_ANSWER = "\x1b[1;1R"
TIMEOUT = 30.0


def first_prompt(argv: Sequence[str], env: dict[str, str], banner: bytes | None) -> float:
    """Seconds from spawning argv on a pseudo-terminal until it shows "> "; then Ctrl-D and wait for a clean exit."""
    start = time.perf_counter()
    child = pexpect.spawn(argv[0], list(argv[1:]), env=env, dimensions=(24, 100), timeout=TIMEOUT)
    seen = b""
    try:
        while True:
            index = child.expect([CURSOR_QUERY, PROMPT])
            seen += child.before + child.after
            if index == 0:
                child.send(CURSOR_ANSWER)
                continue
            break
        seconds = time.perf_counter() - start
        if banner is not None and banner not in seen:
            raise RuntimeError(f"{' '.join(argv)} showed a prompt without the banner {banner!r}: {seen[-400:]!r}")
        child.sendcontrol("d")
        while child.expect([CURSOR_QUERY, pexpect.EOF]) == 0:
            child.send(CURSOR_ANSWER)
    except pexpect.TIMEOUT as exc:
        seen += child.before if isinstance(child.before, bytes) else b""
        raise RuntimeError(f"{' '.join(argv)}: no prompt within {TIMEOUT:.0f} s; output: {seen[-600:]!r}") from exc
    except pexpect.EOF as exc:
        seen += child.before if isinstance(child.before, bytes) else b""
        raise RuntimeError(f"{' '.join(argv)} ended before its prompt; output: {seen[-600:]!r}") from exc
    finally:
        child.close(force=True)
    if child.exitstatus != 0:
        raise RuntimeError(f"{' '.join(argv)} ended with status {child.exitstatus} (signal {child.signalstatus})")
    return seconds


def variants(python: str, twin: str, env: dict[str, str]) -> dict[str, Callable[[], float]]:
    """The commands we time, each a callable returning seconds."""
    pty_floor = [python, "-c", "import sys; sys.stdout.write('> '); sys.stdout.flush(); sys.stdin.read()"]
    return {
        FLOOR: lambda: wall_time([python, "-c", "pass"], env),
        HELP: lambda: wall_time([twin, "--help"], env),
        PTY_FLOOR: lambda: first_prompt(pty_floor, env, None),
        STACK: lambda: first_prompt([python, str(Path(__file__).with_name("stack.py")), "alice"], env, b"alice"),
        CHAT: lambda: first_prompt([twin, "chat", "alice"], env, b"Alice"),
        SDK: lambda: wall_time([python, "-c", "import openai"], env),
    }


def report(results: dict[str, Summary], runs: int, sessions: int, load_before: str) -> str:
    """The figures as Markdown: the machine, then one row per variant."""
    floor = results[FLOOR]
    info = machine()
    lines = [
        f"{info['date']} · {info['nproc']} CPUs (nproc) · Python {info['python']} · {info['platform']}",
        f"{runs} interleaved runs after one warm-up round; alice has {sessions} sessions of history; "
        f"load average {load_before} before, {info['load']} after.",
        "",
        "| command | median | p90 | best | median − floor | p90 − floor | best − floor | goal (median − floor) |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    for name, summary in results.items():
        goal = GOALS.get(name)
        verdict = ""
        if goal is not None:
            met = summary.median - floor.median <= goal
            verdict = f"≤ {ms(goal)}: {'met' if met else 'MISSED'}"
        lines.append(
            f"| {name} | {ms(summary.median)} | {ms(summary.p90)} | {ms(summary.best)} "
            f"| {ms(summary.median - floor.median, sign=True)} | {ms(summary.p90 - floor.p90, sign=True)} "
            f"| {ms(summary.best - floor.best, sign=True)} | {verdict} |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Generate the home, time the variants, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=30, help="rounds to time (default 30)")
    parser.add_argument("--sessions", type=int, default=1000, help="sessions of history for alice (default 1000)")
    parser.add_argument("--keep", action="store_true", help="keep the generated home and print where it is")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.sessions < 1:
        # with no sessions the first chat greets and starts a session, and the runs after it would differ
        parser.error("--runs and --sessions must be at least 1")

    bin_dir = Path(sys.executable).parent
    twin = shutil.which("twin", path=str(bin_dir)) or shutil.which("twin")
    if twin is None:
        parser.error("no `twin` command beside this Python or on PATH: run `.venv/bin/pip install -e .` first")

    root = Path(tempfile.mkdtemp(prefix="twin-bench-startup-"))
    fake = FakeOpenAI().start()
    try:
        started = time.perf_counter()
        print(f"Generating a home with {args.sessions} sessions in {root} ...", file=sys.stderr)
        make_home(root, REPO / "personas", sessions=args.sessions)
        print(f"  done in {time.perf_counter() - started:.1f} s", file=sys.stderr)
        compile_twin()
        env = child_env(
            TWIN_HOME=str(root), OPENAI_BASE_URL=fake.base_url, OPENAI_API_KEY="sk-bench", TWIN_MODEL="fake-model"
        )
        if env.get("TERM", "dumb") == "dumb":
            env["TERM"] = "xterm-256color"  # the pseudo-terminal is a capable one
        print(f"Timing {args.runs} rounds ...", file=sys.stderr)
        load_before = load()
        results = interleave(variants(sys.executable, twin, env), args.runs)
    except RuntimeError as exc:
        print(f"\nbench/startup: {exc}", file=sys.stderr)
        return 1
    finally:
        fake.stop()
        if args.keep:
            print(f"Kept the home: {root}", file=sys.stderr)
        else:
            shutil.rmtree(root, ignore_errors=True)
    print(report(results, args.runs, args.sessions, load_before))
    return 0


if __name__ == "__main__":
    sys.exit(main())
