"""Wall-clock timing for benchmarks: interleaved runs, medians and p90s, and the machine they ran on."""

from __future__ import annotations

import datetime
import math
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Summary:
    """The samples of one variant, in seconds, and the figures we report."""

    name: str
    samples: tuple[float, ...]

    @property
    def median(self) -> float:
        """The middle sample."""
        return statistics.median(self.samples)

    @property
    def p90(self) -> float:
        """The 90th percentile (nearest rank)."""
        return percentile(self.samples, 90)

    @property
    def best(self) -> float:
        """The fastest sample."""
        return min(self.samples)


def percentile(samples: Sequence[float], q: float) -> float:
    """The nearest-rank q-th percentile of samples (0 < q <= 100)."""
    if not samples:
        raise ValueError("no samples")
    ordered = sorted(samples)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def interleave(
    variants: Mapping[str, Callable[[], float]], runs: int, *, warmup: int = 1, progress: bool = True
) -> dict[str, Summary]:
    """Run every variant once per round, `runs` rounds, rotating the order; each call returns its seconds.

    Interleaving spreads the noise of a busy machine over all variants
    instead of letting it land on one. The first `warmup` rounds (cold
    caches) are run and thrown away.
    """
    names = list(variants)
    samples: dict[str, list[float]] = {name: [] for name in names}
    for round_no in range(warmup + runs):
        shift = round_no % len(names)
        for name in names[shift:] + names[:shift]:
            seconds = variants[name]()
            if round_no >= warmup:
                samples[name].append(seconds)
        if progress:
            done = max(0, round_no + 1 - warmup)
            print(f"\r  round {done}/{runs}", end="", file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    return {name: Summary(name, tuple(values)) for name, values in samples.items()}


# Left out of a timed child's environment: NO_COLOR and TWIN_DEBUG change the output, and
# PYTHONDONTWRITEBYTECODE (set in some sandboxes and CI images) would make every start compile
# twin's modules from source, which no installed twin does after its first run.
IGNORED_ENV = ("NO_COLOR", "TWIN_DEBUG", "PYTHONPROFILEIMPORTTIME", "PYTHONDONTWRITEBYTECODE")


def child_env(**extra: str) -> dict[str, str]:
    """This process's environment without IGNORED_ENV, plus `extra`, for the commands a benchmark times."""
    env = {k: v for k, v in os.environ.items() if k not in IGNORED_ENV}
    env.update(extra)
    return env


def compile_twin() -> None:
    """Write twin's bytecode, as `pip install` does for a wheel and an editable install's first run does."""
    import compileall
    from pathlib import Path

    if not compileall.compile_dir(Path(__file__).resolve().parents[1] / "twin", quiet=1):
        raise RuntimeError("compiling twin's modules failed")


def wall_time(argv: Sequence[str], env: Mapping[str, str] | None = None) -> float:
    """Seconds from starting a command to its exit; output is discarded; a failure raises RuntimeError."""
    start = time.perf_counter()
    done = subprocess.run(
        list(argv), env=dict(env) if env is not None else None, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        stderr = done.stderr.decode("utf-8", "replace").strip()
        raise RuntimeError(f"{' '.join(argv)} exited with {done.returncode}: {stderr}")
    return seconds


def machine() -> dict[str, str]:
    """Where and when the figures were taken."""
    return {
        "date": datetime.date.today().isoformat(),
        "cpus": str(os.cpu_count() or "?"),
        "nproc": str(len(os.sched_getaffinity(0))) if hasattr(os, "sched_getaffinity") else str(os.cpu_count()),
        "python": platform.python_version(),
        "platform": platform.platform(terse=True),
        "load": load(),
    }


def load() -> str:
    """The 1-minute load average: above the number of CPUs, other work is competing with the benchmark."""
    return f"{os.getloadavg()[0]:.2f}" if hasattr(os, "getloadavg") else "?"


def ms(seconds: float, *, sign: bool = False) -> str:
    """Seconds as whole milliseconds, with a + or − in front when `sign` is set."""
    value = round(seconds * 1000)
    if not sign:
        return f"{value} ms"
    return f"{'−' if value < 0 else '+'}{abs(value)} ms"
