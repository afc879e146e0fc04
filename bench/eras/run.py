"""Remembering over years (issue 16): the [my experiences] track after 1, 3 and 10 years of daily use.

    .venv/bin/python bench/eras/run.py [--years 10] [--keep]

Simulates one session a day for `--years` years, each ending in the evening
with its chapter (about 150 words; most rated 3 to 6, one in thirty 8 or 9),
and after each one runs the era upkeep exactly as the memory worker does after
a session's chapter (`MemoryWorker.write_eras(limit=ERAS_AFTER_SESSION)`),
against a model object that answers at once (a summary made of the first
sentences it was given), so that every model call is counted and the time is
all outside the model. At the end of years 1, 3 and 10 it builds the track of
a turn's context as a chat does (`MemoryReader.view`, `chapters_block`, the
default `[context]` budget of 2,000 tokens) and reports: its tokens, the share
of the months that have chapters which the track shows at some resolution, and
the time the view and the track take (median of 5). The baseline, in the same
run, is the track as it was before issue 16: the latest chapters only.

Goals (issue 16): the track's tokens flat, within 10% from 1 to 10 years;
every month represented; at most one model call of era upkeep on an ordinary
day (any day but the first session of a month); the time it adds outside the
model reported.
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.timing import load, machine  # noqa: E402
from twin.clock import set_clock, to_iso  # noqa: E402
from twin.context.experiences import Memories, covered_months  # noqa: E402
from twin.context.prompt import chapters_block  # noqa: E402
from twin.context.view import MemoryReader  # noqa: E402
from twin.narrative.chapters import ChapterStore  # noqa: E402
from twin.narrative.worker import ERAS_AFTER_SESSION, MemoryWorker  # noqa: E402
from twin.persona.model import load_persona  # noqa: E402
from twin.settings import ContextSettings  # noqa: E402
from twin.tokens import estimate_tokens  # noqa: E402

TOPICS = [
    "the garden", "her sister in Porto", "the new job", "a book about rivers", "the kitchen floor", "running",
    "the cat's visit to the vet", "a trip to the coast", "her father's health", "the piano lessons", "taxes",
    "a friend's wedding", "the neighbours", "learning Spanish", "the bike repair", "a long walk in the rain",
]  # fmt: skip
MOODS = ["I was glad", "I felt a little worried", "it made me laugh", "I was moved", "it was a calm evening"]
START = datetime(2016, 1, 1, 21, 0, tzinfo=UTC)


@dataclass
class Reply:
    text: str


class Model:
    """Answers at once: a month's or a year's summary from the first sentence of each entry it was given."""

    def __init__(self) -> None:
        self.calls: Counter[str] = Counter()

    def complete(
        self, messages: list[dict[str, str]], *, max_tokens: int | None = None, json_mode: bool = False
    ) -> Any:
        content = messages[0]["content"]
        kind = "year" if "summary of the year" in content else "month"
        self.calls[kind] += 1
        entries = content.rsplit(":\n", 1)[-1]
        firsts = [line.split(") ", 1)[-1].split(". ")[0] for line in entries.split("\n\n") if ") " in line]
        body = "; ".join(firsts[:6]).replace("I talked with them about", "we talked about")
        return Reply(f"I look back on it as a full time. {body[:600]}.\n\nImportance: 5")


def chapter_text(rng: random.Random) -> str:
    a, b = rng.sample(TOPICS, 2)
    return (
        f"I talked with them about {a} tonight. Later we came to {b}, and {rng.choice(MOODS)}. "
        + f"They told me more about {a} than last time, and what they want to do next about {b}. " * 3
        + f"In the end {rng.choice(MOODS)}, and I hope we talk about {a} again soon."
    )


class LatestOnly(MemoryReader):
    """The view as it was before issue 16: the latest chapters, and nothing of the months before."""

    def _experiences(self, view: Any, settings: ContextSettings, at: datetime) -> Memories:
        return Memories(view.chapters, view.relevant_chapters, [], [], {}, {})


def track(twin: Path, at: datetime, settings: ContextSettings, *, baseline: bool) -> tuple[int, int, int, float]:
    """(tokens, months with chapters, months shown, seconds) of the track of a turn's context at `at`: the view
    of a turn's memory (with a reader opened afresh, as a new chat's first turn does) and the track, median of 5."""
    times = []
    for _ in range(5):
        began = time.perf_counter()
        reader = (LatestOnly if baseline else MemoryReader)(twin)
        view = reader.view(settings, at=at)
        text, kept = chapters_block(view, "en", settings, at)
        times.append(time.perf_counter() - began)
        months = reader.chapters.months(at)
        reader.close()
    return estimate_tokens(text), len(months), len(covered_months(kept, months)), statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--years", type=int, default=10)
    parser.add_argument("--keep", action="store_true", help="keep the simulated twin and print where")
    args = parser.parse_args()
    print(f"load before: {load()}", file=sys.stderr)
    folder = Path(tempfile.mkdtemp(prefix="twin-eras-"))
    twin = folder / "alice"
    rng = random.Random(16)
    model = Model()
    persona = load_persona(REPO / "personas", "alice")
    worker = MemoryWorker(twin, persona, model, persona_text="", notice=lambda _: None)
    store = ChapterStore(twin)
    settings = ContextSettings(recall=False)
    checkpoints = {1, 3, args.years}
    per_day: dict[str, list[int]] = {"ordinary": [], "first of a month": [], "first of a year": []}
    upkeep: dict[int, list[float]] = {}
    rows = []
    day = START
    try:
        for n in range(args.years * 365 + args.years // 4):
            set_clock(day)
            importance = rng.choice([8, 9]) if rng.random() < 1 / 30 else rng.randint(3, 6)
            began = day - timedelta(minutes=40)
            store.add(f"S{n:05d}", to_iso(began), to_iso(day), chapter_text(rng), "bench", importance=importance)
            before = sum(model.calls.values())
            started = time.perf_counter()
            worker.write_eras(limit=ERAS_AFTER_SESSION)
            upkeep.setdefault(min((day - START).days // 365 + 1, args.years), []).append(time.perf_counter() - started)
            calls = sum(model.calls.values()) - before
            kind = (
                "first of a year"
                if day.month == 1 and day.day == 1
                else "first of a month"
                if day.day == 1
                else "ordinary"
            )
            per_day[kind].append(calls)
            following = day + timedelta(days=1)
            for year in sorted(checkpoints):
                if year not in {r[0] for r in rows} and (following - START).days >= year * 365 + year // 4:
                    at = following.replace(hour=12)
                    set_clock(at)
                    rows.append((year, "latest chapters only (before)", *track(twin, at, settings, baseline=True)))
                    rows.append((year, "eras and temperature", *track(twin, at, settings, baseline=False)))
                    print(f"year {year} done", file=sys.stderr)
            day = following
    finally:
        set_clock(None)
        worker.extractor.close()
    info = machine()
    print(f"{info['date']} · {info['nproc']} CPUs (nproc) · Python {info['python']} · load average "
          f"{info['load']} after ({load()} at the end).\n")  # fmt: skip
    print("| years | track | tokens | months with chapters | months shown | view and track |")
    print("| ---: | --- | ---: | ---: | ---: | ---: |")
    for year, name, tokens, months, shown, seconds in rows:
        print(f"| {year} | {name} | {tokens} | {months} | {shown} ({shown / months:.0%}) | {seconds * 1000:.1f} ms |")
    print()
    print("| session end | sessions | model calls of era upkeep: max | mean |")
    print("| --- | ---: | ---: | ---: |")
    for kind, calls in per_day.items():
        if calls:
            print(f"| {kind} | {len(calls)} | {max(calls)} | {statistics.mean(calls):.2f} |")
    print()
    print("| year of use | era upkeep per session end outside the model: median | p95 | max |")
    print("| ---: | ---: | ---: | ---: |")
    for year, times in sorted(upkeep.items()):
        ordered = sorted(times)
        p95 = ordered[int(0.95 * (len(ordered) - 1))]
        print(
            f"| {year} | {statistics.median(times) * 1000:.1f} ms | {p95 * 1000:.1f} ms | {max(times) * 1000:.1f} ms |"
        )
    ours = {r[0]: r[2] for r in rows if r[1] == "eras and temperature"}
    flat = max(ours.values()) / max(1, min(ours.values())) - 1
    every = all(r[4] == r[3] for r in rows if r[1] == "eras and temperature")
    ordinary = max(per_day["ordinary"], default=0)
    print(f"\nGoals: tokens within 10% from 1 to {args.years} years: {'met' if flat <= 0.10 else 'missed'} "
          f"({flat:+.1%}); every month shown: {'met' if every else 'missed'}; at most one model call on an "
          f"ordinary day: {'met' if ordinary <= 1 else 'missed'} ({ordinary}). {dict(model.calls)}.")  # fmt: skip
    if args.keep:
        print(f"kept: {twin}", file=sys.stderr)
    else:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
