"""Latency at scale: a generated twin of N turns (default 100,000), its index upkeep, sync and retrieval times.

English (bench/recall_locomo/run.py --scale N): the turns are made of words
drawn from LoCoMo's own word frequencies (so posting lists are as long as real
English makes them); the queries are LoCoMo's questions. Chinese
(bench/recall_zh/run.py --scale N): the turns are made of clauses of the long
Chinese history's own turns, recombined (so its bigrams are as common as in
that history); the queries are its questions. Either way 50 turns a session,
one session every 20 hours; every session has a chapter, and there is one fact
for every 20 turns.
"""

from __future__ import annotations

import os
import random
import re
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bench.recall_locomo.load import load, turn_text
from bench.timing import machine, percentile
from twin.clock import to_iso
from twin.recall.index import SearchIndex
from twin.recall.retrieval import recall
from twin.sessions.session import SessionStore
from twin.store import JsonlFile, new_id
from twin.store.jsonl import make_record

TURNS_PER_SESSION = 50
GOAL_P95 = 0.030
GOAL_UPKEEP = 0.005


Say = Callable[[random.Random, int, int], str]  # (rng, fewest, most) -> a text of about that many words


@dataclass
class Source:
    """What a generated twin is made of: a way to make its texts, the questions asked of it, what they are."""

    say: Say
    questions: list[str]
    label: str  # "LoCoMo questions"


def english(data: Path) -> Source:
    """LoCoMo's words with their counts, drawn one at a time; its questions."""
    counts: Counter[str] = Counter()
    questions = []
    for sample in load(data):
        for key, turns in sample["conversation"].items():
            if re.fullmatch(r"session_\d+", key):
                for turn in turns:
                    counts.update(re.findall(r"[A-Za-z']+|\d+", turn_text(turn)))
        questions += [qa["question"] for qa in sample["qa"] if qa.get("category") in (1, 2, 3, 4)]
    words = list(counts)
    weights = [counts[w] for w in words]

    def say(rng: random.Random, fewest: int, most: int) -> str:
        return " ".join(rng.choices(words, weights, k=rng.randint(fewest, most)))

    return Source(say, questions, "LoCoMo questions")


def generate(twin_dir: Path, turns: int, say: Say, rng: random.Random) -> datetime:
    """Write `turns` turns in sessions of 50, with chapters and facts; return the time after the last one."""
    store = SessionStore(twin_dir)
    start = datetime(2020, 1, 1, 9, tzinfo=UTC)
    chapters, facts = [], []
    sessions = (turns + TURNS_PER_SESSION - 1) // TURNS_PER_SESSION
    for s in range(sessions):
        began = start + timedelta(hours=20 * s)
        writer = store.start({"persona": "twin", "user": "someone"}, at=began)
        records = []
        count = min(TURNS_PER_SESSION, turns - s * TURNS_PER_SESSION)
        for t in range(count):
            at = began + timedelta(seconds=30 * t)
            text = say(rng, 6, 40)
            record = make_record("turn", {"role": "user" if t % 2 == 0 else "assistant", "text": text})
            record["id"], record["ts"] = new_id(at), to_iso(at)
            records.append(record)
            if t % 20 == 0:
                value = say(rng, 3, 10)
                evidence = {"session": writer.id, "turn": record["id"]}
                facts.append(make_record("assert", {"subject": "user", "attribute": say(rng, 1, 1), "value": value,
                                                    "type": "fact", "source": "user", "confidence": 0.8,
                                                    "said_at": to_iso(at), "evidence": evidence}))  # fmt: skip
        records.append(make_record("end", {"reason": "generated", "turns": count}))
        JsonlFile(writer.path).append_records(records)
        end = began + timedelta(seconds=30 * count)
        text = say(rng, 120, 120)
        chapters.append(make_record("chapter", {"session": writer.id, "text": text, "start": to_iso(began),
                                                "end": to_iso(end), "prompt": "chapter.en.v1"}))  # fmt: skip
    JsonlFile(twin_dir / "facts.jsonl").append_records(facts)
    JsonlFile(twin_dir / "chapters.jsonl").append_records(chapters)
    return start + timedelta(hours=20 * sessions)


def run_scale(source: Source, turns: int, queries: int = 300) -> str:
    """Generate, index and time; return Markdown."""
    rng = random.Random(5)
    with tempfile.TemporaryDirectory(prefix="twin-scale-") as tmp:
        twin_dir = Path(tmp) / "big"
        t0 = time.perf_counter()
        now = generate(twin_dir, turns, source.say, rng)
        generated = time.perf_counter() - t0
        index = SearchIndex(twin_dir)
        t0 = time.perf_counter()
        items = index.sync()
        built = time.perf_counter() - t0
        size = sum(p.stat().st_size for p in index.dir.iterdir()) / 2**20
        noop = _times(index.sync, 20)
        asked = rng.sample(source.questions, min(queries, len(source.questions)))
        recall_times, recall_cpu, search_times = [], [], []
        for q in asked:
            t0, c0 = time.perf_counter(), time.process_time()
            recall(index, q, now=now, turn_budget=2000, fact_budget=500, chapter_budget=800)
            recall_times.append(time.perf_counter() - t0)
            recall_cpu.append(time.process_time() - c0)
            t0 = time.perf_counter()
            index.search(q, limit=20)
            search_times.append(time.perf_counter() - t0)
        writer = SessionStore(twin_dir).start({"persona": "twin", "user": "someone"}, at=now)
        upkeep = []
        for t in range(200):
            turn = writer.add_turn("user" if t % 2 == 0 else "assistant", source.say(rng, 20, 20))
            t0 = time.perf_counter()
            index.add_turn(turn)
            upkeep.append(time.perf_counter() - t0)
        writer.end("done")
        after_session = _times(index.sync, 1)
        index.close()
    m = machine()

    def ms(values: list[float], q: float) -> str:
        return f"{percentile(values, q) * 1000:.1f} ms"

    verdict = lambda value, goal: "meets" if value < goal else "misses"  # noqa: E731
    return "\n".join(
        [
            f"A generated twin of {turns:,} turns ({turns // TURNS_PER_SESSION:,} sessions, as many chapters, "
            f"{turns // 20:,} facts; {items:,} items indexed, index {size:.0f} MiB), {len(asked)} {source.label} "
            f"as messages ({m['nproc']} cores, Python {m['python']}, {m['date']}; generating took {generated:.0f} s; "
            f"load average {os.getloadavg()[0]:.1f} when it ended: wall-clock times include waiting for a core).",
            "",
            "| what | p50 | p95 | goal |",
            "| --- | ---: | ---: | --- |",
            f"| recall (2,000 + 500 + 800 token budgets) | {ms(recall_times, 50)} | {ms(recall_times, 95)} | "
            f"p95 < 30 ms: {verdict(percentile(recall_times, 95), GOAL_P95)} |",
            f"| the same, CPU time of the process | {ms(recall_cpu, 50)} | {ms(recall_cpu, 95)} | |",
            f"| plain search (20 hits) | {ms(search_times, 50)} | {ms(search_times, 95)} | |",
            f"| index upkeep per new turn (`add_turn`) | {ms(upkeep, 50)} | {ms(upkeep, 95)} | "
            f"< 5 ms: {verdict(percentile(upkeep, 95), GOAL_UPKEEP)} |",
            f"| `sync()` with nothing new | {ms(noop, 50)} | {ms(noop, 95)} | does not grow with history |",
            f"| `sync()` after one more session | {after_session[0] * 1000:.1f} ms | | |",
            f"| first full build (`sync()` on an empty index) | {built:.1f} s | | |",
        ]
    )


def _times(fn, runs: int) -> list[float]:  # type: ignore[no-untyped-def]
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t0)
    return out


if __name__ == "__main__":
    sys.exit("Run it through bench/recall_locomo/run.py --scale N or bench/recall_zh/run.py --scale N.")
