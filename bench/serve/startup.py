"""How long `twin serve` takes from its start to answering /healthz, and the CPU a start then a stop costs
(docs/benchmarks.md, "Start-up of twin serve").

    .venv/bin/python bench/serve/startup.py [--runs 10] [--code NAME=PATH ...]

Each `--code` is a checkout of twin (a git worktree: `git worktree add --detach /tmp/before main`), run as
`python -m twin serve` with PYTHONPATH=PATH, in the home (`python -m` puts its working directory first on the path);
without one, this checkout. One home (the shipped personas) and one fake model (tests/fakeserver.py) serve every
run. A run starts the server on a free port and asks GET /healthz, with the token, every 5 ms until it answers 200:
that time is the figure. It then sends SIGTERM and waits for the process to end; the CPU it used (user and system,
from wait4, as /usr/bin/time reports it) is that of the whole start and stop. The checkouts take turns, in a
rotating order, after one warm-up round.
"""

from __future__ import annotations

import argparse
import compileall
import http.client
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.timing import Summary, child_env, interleave, load, machine, ms  # noqa: E402
from tests.fakeserver import FakeOpenAI  # noqa: E402
from tests.servekit import make_home  # noqa: E402

TIMEOUT = 60.0


def free_port() -> int:
    """A port nothing listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def healthy(port: int, token: str) -> bool:
    """Whether GET /healthz answers 200 (False while nothing listens yet)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)
    try:
        connection.request("GET", "/healthz", headers={"Authorization": f"Bearer {token}"})
        return connection.getresponse().status == 200
    except ConnectionRefusedError:
        return False
    finally:
        connection.close()


def start_and_stop(code: Path, env: dict[str, str], token: str, cpu: list[float]) -> float:
    """Seconds from starting `twin serve` of `code` to its /healthz answering; its CPU for the start and the stop
    is appended to `cpu`."""
    port = free_port()
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "twin", "serve", "--port", str(port)],
        env={**env, "PYTHONPATH": str(code)},
        cwd=env["TWIN_HOME"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        while not healthy(port, token):
            if proc.poll() is not None or time.perf_counter() - start > TIMEOUT:
                raise RuntimeError(f"twin serve of {code} did not answer /healthz")
            time.sleep(0.005)
        seconds = time.perf_counter() - start
        proc.send_signal(signal.SIGTERM)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here: Popen must not wait for it again
    finally:
        if proc.returncode is None:
            proc.kill()
            proc.wait()
    assert proc.stderr is not None
    said = proc.stderr.read().decode("utf-8", "replace")
    proc.stderr.close()
    if proc.returncode not in (0, -signal.SIGTERM, 128 + signal.SIGTERM):
        raise RuntimeError(f"twin serve of {code} ended with {proc.returncode}:\n{said}")
    cpu.append(usage.ru_utime + usage.ru_stime)
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10, help="timed runs of each checkout (after one warm-up)")
    parser.add_argument("--code", action="append", default=[], metavar="NAME=PATH", help="a checkout of twin")
    args = parser.parse_args()
    named = (entry.split("=", 1) for entry in args.code)
    codes = {name: Path(path).resolve() for name, path in named} or {"this checkout": REPO}
    for path in codes.values():
        compileall.compile_dir(path / "twin", quiet=1)  # as an installed twin has it after its first run
    before = load()
    fake = FakeOpenAI().start()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            home = make_home(Path(tmp) / "home")
            env = child_env(
                TWIN_HOME=str(home),
                OPENAI_BASE_URL=fake.base_url,
                OPENAI_API_KEY="sk-bench",
                TWIN_MODEL="fake-model",
                NO_COLOR="1",
            )
            made = [sys.executable, "-m", "twin", "serve", "token"]
            token = subprocess.run(made, env={**env, "PYTHONPATH": str(REPO)}, cwd=home, capture_output=True, text=True)
            token.check_returncode()
            cpu: dict[str, list[float]] = {name: [] for name in codes}
            variants = {
                name: (lambda path=path, name=name: start_and_stop(path, env, token.stdout.strip(), cpu[name]))
                for name, path in codes.items()
            }
            found = interleave(variants, args.runs)
    finally:
        fake.stop()
    about = machine()
    print(f"{about['date']} · {about['nproc']} CPUs (nproc) · Python {about['python']} · {about['platform']}")
    print(f"{args.runs} alternating runs after one warm-up round; load average {before} before, {load()} after.\n")
    print("| code | to /healthz, median | p90 | best | CPU of a start and a stop, median |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for name, summary in found.items():
        spent = Summary(name, tuple(cpu[name][-args.runs :]))  # the warm-up round's left out
        print(f"| {name} | {ms(summary.median)} | {ms(summary.p90)} | {ms(summary.best)} | {ms(spent.median)} |")


if __name__ == "__main__":
    main()
