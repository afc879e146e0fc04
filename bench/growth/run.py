"""Growth benchmark: does what a person feels stay flat as a twin's history grows from 10,000 turns to a million?

    .venv/bin/python bench/growth/run.py [--runs N] [--keep] [--big-turns 1000000] [--big-sessions 20000]

Builds three homes in a temporary folder: an empty one, a "10k" one (200
sessions, 10,000 turns) and a big one (20,000 sessions, 1,000,000 turns by
default; see bench/sessions/history.py), and builds each one's derived
database once with `twin index rebuild` (timed, with its peak memory and the
size of index/ against sessions/). Then, against the fake OpenAI server, it
times each command in a fresh process once per round, rotating the order, and
prints medians and p90s of wall and CPU time as Markdown, with the goals: one
piped message costs the big home at most 1.3x the CPU of the 10k home, and
the first prompt of `twin chat` comes within 10% of the empty home's.
"""

from __future__ import annotations

import argparse
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.sessions.history import make_home  # noqa: E402
from bench.startup.run import first_prompt  # noqa: E402
from bench.timing import Summary, child_env, compile_twin, interleave, load, machine  # noqa: E402
from tests.fakeserver import FakeOpenAI  # noqa: E402
from twin.home import Home  # noqa: E402
from twin.settings import Settings, settings_text  # noqa: E402
from twin.store.replace import replace_file  # noqa: E402

PERSONA = "alice"
MESSAGE = b"hello, how are you?\n"
WARMUP = 1  # rounds run and thrown away, as interleave() does
GOAL_CPU = 1.3  # one piped message: big home's median CPU / the 10k home's
GOAL_PROMPT = 1.10  # first prompt on a pty: big home's median / the empty home's
GOAL_INDEX = 2.0  # bytes of index/ / bytes of sessions/
GOAL_PEAK = 300e6  # bytes of memory at most for rebuilding the big home's index
CHAT, PROMPT, LIST, JSON = "piped message", "first prompt", "sessions list -n 5", "sessions list --json"


def short(n: int) -> str:
    """10000 as "10k", 1000000 as "1M"."""
    return f"{n / 1e6:g}M" if n >= 1_000_000 else f"{n / 1e3:g}k" if n >= 1000 else str(n)


def empty_home(root: Path) -> Home:
    """A home with the shipped personas and twin.toml, and no memory at all."""
    home = Home(root, "$TWIN_HOME")
    shutil.copytree(REPO / "personas", home.personas_dir, dirs_exist_ok=True)
    replace_file(home.settings_path, settings_text(Settings(default_persona=PERSONA, user="Sam")).encode("utf-8"))
    return home


def folder_bytes(folder: Path) -> int:
    """The bytes of every file under folder (0 when it does not exist)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def cpu_of_children() -> float:
    """User plus system seconds of every child this process has waited for."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(argv: Sequence[str], env: dict[str, str], stdin: bytes | None = None, *, keep_stdout: bool = True) -> float:
    """Seconds from start to exit of one command, its output read through a pipe or dropped; failure: RuntimeError."""
    start = time.perf_counter()
    out = subprocess.PIPE if keep_stdout else subprocess.DEVNULL
    done = subprocess.run(list(argv), env=env, input=stdin, stdout=out, stderr=subprocess.PIPE)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        stderr = done.stderr.decode("utf-8", "replace").strip()
        raise RuntimeError(f"{' '.join(argv)} exited with {done.returncode}: {stderr[-2000:]}")
    return seconds


def rebuild(twin: str, home: Path) -> dict[str, float]:
    """Build a home's index once under /usr/bin/time -v: seconds, peak memory and the bytes of index/ and sessions/."""
    report = home.with_name(f"{home.name}-rebuild.time")  # beside the home, so twin's stderr stays its own
    argv = ["/usr/bin/time", "-v", "-o", str(report), twin, "--home", str(home), "index", "rebuild", PERSONA]
    start = time.perf_counter()
    done = subprocess.run(argv, env=child_env(), capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} exited with {done.returncode}: {done.stderr.strip()[-3000:]}")
    peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", report.read_text())
    if peak is None:
        raise RuntimeError(f"/usr/bin/time -v wrote no peak memory to {report}")
    twin_dir = Home(home, "--home").twin_dir(PERSONA)
    index, sessions = folder_bytes(twin_dir / "index"), folder_bytes(twin_dir / "sessions")
    return {"seconds": seconds, "peak": int(peak.group(1)) * 1024, "index": index, "sessions": sessions}


class Timed:
    """The commands we time, each a callable returning wall seconds that also keeps the child's CPU seconds."""

    def __init__(self) -> None:
        self.variants: dict[str, Callable[[], float]] = {}
        self.cpu: dict[str, list[float]] = {}

    def add(self, name: str, call: Callable[[], float]) -> None:
        """Time `call` as `name`, with the CPU time of the children it waited for."""

        def once() -> float:
            before = cpu_of_children()
            seconds = call()
            self.cpu[name].append(cpu_of_children() - before)
            return seconds

        self.variants[name] = once
        self.cpu[name] = []

    def cpu_summary(self, name: str) -> Summary:
        """The CPU samples of a variant, without the warm-up rounds."""
        return Summary(name, tuple(self.cpu[name][WARMUP:]))


def ms(seconds: float) -> str:
    """Seconds as whole milliseconds."""
    return f"{seconds * 1000:,.0f} ms"


def mb(n: float) -> str:
    """Bytes in MB (10^6)."""
    return f"{n / 1e6:,.1f} MB"


def verdict(met: bool) -> str:
    """The word we print for a goal."""
    return "met" if met else "MISSED"


def group(title: str, rows: list[str], timed: Timed, walls: dict[str, Summary], goal: str = "") -> list[str]:
    """A table of two rows, the first the baseline: median and p90 of wall and CPU, the ratios, and the goal if any.

    `goal` is "CPU" (with GOAL_CPU) or "wall" (with GOAL_PROMPT): the second row's median over the first's.
    """
    lines = [
        f"**{title}**",
        "",
        "| command | wall median | wall p90 | CPU median | CPU p90 | ratio (wall, CPU) | goal |",
    ]
    lines.append("| --- | ---: | ---: | ---: | ---: | ---: | --- |")
    base_wall, base_cpu = walls[rows[0]].median, timed.cpu_summary(rows[0]).median
    for name in rows:
        wall, cpu = walls[name], timed.cpu_summary(name)
        ratios = {"wall": wall.median / base_wall, "CPU": cpu.median / base_cpu}
        shown, target = "baseline", ""
        if name != rows[0]:
            shown = f"{ratios['wall']:.2f}x, {ratios['CPU']:.2f}x"
        if goal and name != rows[0]:
            limit = GOAL_CPU if goal == "CPU" else GOAL_PROMPT
            target = f"{goal} ≤ {limit:.2f}x: {verdict(ratios[goal] <= limit)}"
        lines.append(
            f"| {name} | {ms(wall.median)} | {ms(wall.p90)} | {ms(cpu.median)} | {ms(cpu.p90)} | {shown} | {target} |"
        )
    return lines


def build(
    root: Path, sizes: dict[str, tuple[int, int]], twin: str
) -> tuple[dict[str, Path], dict[str, dict[str, float]]]:
    """Make the empty home and the generated ones under root, and build each one's index once."""
    homes = {"empty": empty_home(root / "empty").root}
    for name, (sessions, turns) in sizes.items():
        print(f"Generating the {name} home ({sessions:,} sessions, {turns:,} turns) in {root} ...", file=sys.stderr)
        started = time.perf_counter()
        homes[name] = make_home(root / name, REPO / "personas", sessions=sessions, turns=turns).root
        print(f"  done in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    builds = {}
    for name, home in homes.items():
        print(f"Rebuilding the index of the {name} home ...", file=sys.stderr)
        builds[name] = rebuild(twin, home)
    return homes, builds


def variants(twin: str, homes: dict[str, Path], small: str, big: str, base_url: str) -> Timed:
    """The commands we time, each in a fresh process with TWIN_HOME at its home and the fake server as the model."""
    envs = {}
    for name, home in homes.items():
        envs[name] = child_env(
            TWIN_HOME=str(home), OPENAI_BASE_URL=base_url, OPENAI_API_KEY="sk-bench", TWIN_MODEL="fake-model"
        )
        if envs[name].get("TERM", "dumb") == "dumb":
            envs[name]["TERM"] = "xterm-256color"  # the pseudo-terminal is a capable one
    listing = [twin, "sessions", "list", PERSONA]
    timed = Timed()
    for name in (small, big):
        env = envs[name]
        timed.add(f"{CHAT}, {name}", lambda env=env: run([twin, "chat", PERSONA], env, MESSAGE))
        timed.add(f"{LIST}, {name}", lambda env=env: run([*listing, "-n", "5"], env))
        timed.add(f"{JSON}, {name}", lambda env=env: run([*listing, "--json"], env, keep_stdout=False))
    for name in ("empty", big):
        timed.add(f"{PROMPT}, {name}", lambda env=envs[name]: first_prompt([twin, "chat", PERSONA], env, b"Alice"))
    return timed


def count_sessions(home: Path) -> int:
    """How many session files alice has."""
    return len(list((home / "data" / PERSONA / "sessions").glob("*.jsonl")))


def main(argv: Sequence[str] | None = None) -> int:
    """Build the homes and their indexes, time the commands, print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10, help="rounds to time (default 10)")
    parser.add_argument("--keep", action="store_true", help="keep the generated homes and print where they are")
    parser.add_argument("--big-turns", type=int, default=1_000_000, help="turns of the big home (default 1000000)")
    parser.add_argument("--big-sessions", type=int, default=20_000, help="sessions of the big home (default 20000)")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.big_sessions < 1 or args.big_turns < args.big_sessions:
        parser.error("--runs and --big-sessions must be at least 1, and --big-turns at least --big-sessions")
    twin = shutil.which("twin", path=str(Path(sys.executable).parent)) or shutil.which("twin")
    if twin is None:
        parser.error("no `twin` command beside this Python or on PATH: run `.venv/bin/pip install -e .` first")

    small, big = "10k", short(args.big_turns)
    sizes = {small: (200, 10_000), big: (args.big_sessions, args.big_turns)}
    root = Path(tempfile.mkdtemp(prefix="twin-bench-growth-"))
    fake = FakeOpenAI()
    fake.responder = lambda body: '{"facts": []}' if "response_format" in body else None  # extraction: no facts
    fake.start()
    try:
        compile_twin()
        homes, builds = build(root, sizes, twin)
        before = {name: count_sessions(homes[name]) for name in sizes}
        timed = variants(twin, homes, small, big, fake.base_url)
        print(f"Timing {len(timed.variants)} commands, {args.runs} rounds after {WARMUP} warm-up ...", file=sys.stderr)
        load_before = load()
        walls = interleave(timed.variants, args.runs, warmup=WARMUP)
        grown = {name: count_sessions(homes[name]) - before[name] for name in sizes}
    except RuntimeError as exc:
        print(f"\nbench/growth: {exc}", file=sys.stderr)
        return 1
    finally:
        fake.stop()
        if args.keep:
            print(f"Kept the homes: {root}", file=sys.stderr)
        else:
            shutil.rmtree(root, ignore_errors=True)

    info = machine()
    lines = [
        f"{info['date']} · {info['nproc']} CPUs (nproc) · Python {info['python']} · {info['platform']}",
        f"{args.runs} interleaved rounds after {WARMUP} warm-up, every command a fresh process, against the fake "
        f"OpenAI server; load average {load_before} before, {info['load']} after. Homes: {small} = 200 sessions, "
        f"10,000 turns; {big} = {args.big_sessions:,} sessions, {args.big_turns:,} turns; empty = personas and "
        "twin.toml (its first chat, in the warm-up round, leaves the greeting). The piped messages added "
        f"{grown[small]} sessions to the {small} home and {grown[big]} to the {big} home.",
        "",
        "**Building the index once** (`twin --home H index rebuild alice`)",
        "",
        "| home | time | peak memory | sessions/ | index/ | index / sessions | goal |",
        "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    for name, b in builds.items():
        ratio = b["index"] / b["sessions"] if b["sessions"] else None
        goals = [] if ratio is None else [f"index ≤ {GOAL_INDEX:g}x sessions: {verdict(ratio <= GOAL_INDEX)}"]
        if name == big:
            goals.append(f"peak ≤ {mb(GOAL_PEAK)}: {verdict(b['peak'] <= GOAL_PEAK)}")
        shown = "–" if ratio is None else f"{ratio:.2f}x"
        lines.append(
            f"| {name} | {b['seconds']:.1f} s | {mb(b['peak'])} | {mb(b['sessions'])} | {mb(b['index'])} "
            f"| {shown} | {'; '.join(goals)} |"
        )
    chat = "One piped message: `printf 'hello, how are you?\\n' | twin chat alice`"
    prompt = "First prompt of `twin chat alice` on a pseudo-terminal (wall: until `> `; CPU: until it exits)"
    lines += ["", *group(chat, [f"{CHAT}, {small}", f"{CHAT}, {big}"], timed, walls, "CPU")]
    lines += ["", *group(prompt, [f"{PROMPT}, empty", f"{PROMPT}, {big}"], timed, walls, "wall")]
    lines += [
        "",
        *group(
            "`twin sessions list alice -n 5`, for information", [f"{LIST}, {small}", f"{LIST}, {big}"], timed, walls
        ),
    ]
    lines += [
        "",
        *group(
            "`twin sessions list alice --json > /dev/null`, for information",
            [f"{JSON}, {small}", f"{JSON}, {big}"],
            timed,
            walls,
        ),
    ]
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
