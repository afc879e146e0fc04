"""Recall benchmark on MADial-Bench (Chinese): does twin bring up the memory the dialogue calls for?

    .venv/bin/python bench/recall_madial/run.py [--data DIR] [--write-docs] [--set MODULE.NAME=VALUE ...]
        [--embed-url URL --embed-model NAME]     # with embeddings (bench/embedder.py)

Indexes the event memories of ../shared/bench/madial/zh-memory.jsonl as facts
of one twin per user (with their dates), then, for every dialogue of
zh-dialogue-dev.jsonl, takes the dialogue before its first test turn (the
assistant turn that should bring up a memory): the last line as the new
message, the lines before it as the recent context. Recall@k is the share of
dialogues with a relevant memory among the first k facts twin recalls (the
memory store is that user's); "all relevant@k" is the mean share of a
dialogue's relevant memories in the first k. Later test turns are not used:
by then the assistant has already named the memory in the dialogue. Plain
character-bigram BM25 over the user's memories, with the whole dialogue
before the test turn as the query, is the baseline in the same run, beside
BM25 (CJK bigrams): the same BM25 and query, its terms the CJK single
characters and bigrams of the benchmarks' shared baseline (runs cut at
punctuation), and LoCoMo's plain BM25 (alphanumeric words only), to show
what that one does on Chinese.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench import embedder  # noqa: E402
from bench.recall_locomo.baselines import BM25, alnum_tokens, cjk_bigram_tokens  # noqa: E402
from bench.recall_locomo.docs import write_section  # noqa: E402
from bench.recall_locomo.run import override  # noqa: E402
from bench.timing import machine, percentile  # noqa: E402
from twin.recall.embedding import embed_pending  # noqa: E402
from twin.recall.index import SearchIndex  # noqa: E402
from twin.recall.retrieval import recall  # noqa: E402
from twin.store import JsonlFile, new_id  # noqa: E402

DATA = REPO.parent / "shared" / "bench" / "madial"
KS = (1, 3, 5)
GOALS = {1: 0.60, 5: 0.90}  # issue 18
_LINE = re.compile(r'^\s*<(?P<who>[^>]+)>\s*[:：]\s*"?(?P<text>.*?)"?\s*$', re.S)


def memories(path: Path) -> dict[int, dict]:
    """Memory id -> {time, scene, emotion, event, user-id, id}."""
    found: dict[int, dict] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            for key, value in json.loads(line).items():
                found[int(key)] = value
    return found


def dialogue_lines(raw: list[str]) -> list[tuple[str, str]]:
    """(speaker, words) of each dialogue line, markers <BOD>/<EOD> kept as they are."""
    out = []
    for line in raw:
        match = _LINE.match(line.strip())
        out.append((match["who"], match["text"]) if match else ("", line.strip()))
    return out


def bigrams(text: str) -> list[str]:
    """Character bigrams of the word characters of `text`."""
    text = re.sub(r"[\W_]", "", text)
    return [text[i : i + 2] for i in range(len(text) - 1)]


def _id(moment: datetime, name: str) -> str:
    """A fact id for a memory, at its time, whose random part sorts as the memory's name does as text ("12" before
    "3"): score ties between memories of one day fall the same way in every run (and as when the ids were
    "mem-<name>")."""
    rank = sorted(ORDER).index(name) if name in ORDER else 0
    return new_id(moment)[:10] + f"{rank:016d}"


ORDER: list[str] = []  # every memory's name, filled in by main()


def _letters(number: int) -> str:
    """A number as single letters apart ("b a"): each memory its own key (events do not replace each other), with
    the same search terms as the plain attribute "event" (single letters are not search terms)."""
    letters = []
    while True:
        number, digit = divmod(number, 26)
        letters.append(chr(ord("a") + digit))
        if not number:
            return " ".join(reversed(letters))


def fact_record(memory: dict) -> dict:
    """A memory as the fact store would hold it: an event the user told, dated (each its own key)."""
    moment = datetime.fromisoformat(memory["time"]).replace(hour=12, tzinfo=UTC)
    said = moment.isoformat()
    return {
        "v": 1,
        "id": _id(moment, str(memory["id"])),
        "ts": said,
        "kind": "assert",
        "type": "event",
        "subject": "user",
        "attribute": "event " + _letters(ORDER.index(str(memory["id"])) if str(memory["id"]) in ORDER else 0),
        "value": memory["event"],
        "source": "user",
        "confidence": 1.0,
        "said_at": said,
        "valid_from": said,
        "layer": "long",
    }


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print (and optionally write) its table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DATA, help="the madial folder")
    parser.add_argument("--write-docs", action="store_true", help="put the table in docs/retrieval.md")
    parser.add_argument("--set", action="append", default=[], help="MODULE.NAME=VALUE: override a constant")
    embedder.add_arguments(parser)
    args = parser.parse_args(argv)
    override(args.set)
    embed = embedder.from_args(args)
    memory_path, dialogue_path = args.data / "zh-memory.jsonl", args.data / "zh-dialogue-dev.jsonl"
    if not memory_path.is_file() or not dialogue_path.is_file():
        print(f"No benchmark data in {args.data}: pass --data DIR.", file=sys.stderr)
        return 2
    mem = memories(memory_path)
    ORDER[:] = sorted(str(m["id"]) for m in mem.values())
    dialogues = [json.loads(line) for line in dialogue_path.read_text(encoding="utf-8").splitlines() if line.strip()]
    rows: list[dict] = []
    latencies: list[float] = []
    with tempfile.TemporaryDirectory(prefix="twin-madial-") as tmp:
        indexes: dict[int, tuple[SearchIndex, datetime, list[int]]] = {}
        named: dict[str, str] = {}  # fact id -> mem-<id>
        for user in sorted({m["user-id"] for m in mem.values()}):
            index = SearchIndex(Path(tmp) / f"user-{user}")
            ids = sorted(i for i, m in mem.items() if m["user-id"] == user)
            records = {i: fact_record(mem[i]) for i in ids}
            named.update({r["id"]: f"mem-{i}" for i, r in records.items()})
            JsonlFile(index.twin_dir / "facts.jsonl").append_records(records.values())
            index.sync()
            if embed is not None:  # as `twin index embed` does, or a chat over time: every memory by meaning
                embed_pending(index, embed)
            latest = max(datetime.fromisoformat(mem[i]["time"]) for i in ids).replace(tzinfo=UTC)
            indexes[user] = (index, latest + timedelta(days=1), ids)
        for d in dialogues:
            index, now, ids = indexes[d["user-id"]]
            test = d["test-turn"][0]
            lines = [text for who, text in dialogue_lines(d["dialogue"][1:test]) if who]
            relevant = {f"mem-{i}" for i in d["relevant-id"]}
            start = time.perf_counter()
            found = recall(index, lines[-1], now=now, recent_context=lines[:-1], turn_budget=0,
                           fact_budget=1000, chapter_budget=0, embed=embed)  # fmt: skip
            latencies.append(time.perf_counter() - start)
            order = [named[f.id] for f in found.facts]
            bm25 = BM25([bigrams(mem[i]["event"]) for i in ids])
            base = [f"mem-{ids[i]}" for i in bm25.ranking(bigrams(" ".join(lines)))]
            cjk = BM25([cjk_bigram_tokens(mem[i]["event"]) for i in ids])
            cjk_base = [f"mem-{ids[i]}" for i in cjk.ranking(cjk_bigram_tokens(" ".join(lines)))]
            alnum = BM25([alnum_tokens(mem[i]["event"]) for i in ids])
            alnum_base = [f"mem-{ids[i]}" for i in alnum.ranking(alnum_tokens(" ".join(lines)))]
            row = {}
            for k in KS:
                row[f"twin@{k}"] = float(bool(relevant & set(order[:k])))
                row[f"bm25@{k}"] = float(bool(relevant & set(base[:k])))
                row[f"twin all@{k}"] = len(relevant & set(order[:k])) / len(relevant)
                row[f"bm25 all@{k}"] = len(relevant & set(base[:k])) / len(relevant)
                row[f"cjk@{k}"] = float(bool(relevant & set(cjk_base[:k])))
                row[f"cjk all@{k}"] = len(relevant & set(cjk_base[:k])) / len(relevant)
                row[f"alnum@{k}"] = float(bool(relevant & set(alnum_base[:k])))
                row[f"alnum all@{k}"] = len(relevant & set(alnum_base[:k])) / len(relevant)
            rows.append(row)
        for index, _, _ in indexes.values():
            index.close()
    text = table(rows, latencies, len(mem), embedder.label(embed))
    print(text)
    if args.write_docs:
        write_section(REPO / "docs" / "retrieval.md", "madial-embed" if embed else "madial", text)
    return 0


def table(rows: list[dict], latencies: list[float], memory_count: int, twin_label: str = embedder.label(None)) -> str:
    """The results as Markdown."""

    def cell(key: str) -> str:
        return f"{100 * statistics.fmean(r[key] for r in rows):.1f}%"

    m = machine()
    out = [
        f"MADial-Bench, Chinese dev split: {len(rows)} dialogues, {memory_count} memories of 2 users, "
        "each dialogue searched against its user's memories, at its first test turn.",
        "",
        "| method | recall@1 | recall@3 | recall@5 | all relevant@1 | all relevant@3 | all relevant@5 |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        f"| {twin_label} | " + " | ".join([cell(f"twin@{k}") for k in KS] + [cell(f"twin all@{k}") for k in KS]) + " |",
        "| character-bigram BM25, whole dialogue as query | "
        + " | ".join([cell(f"bm25@{k}") for k in KS] + [cell(f"bm25 all@{k}") for k in KS])
        + " |",
        "| BM25 (CJK bigrams), whole dialogue as query | "
        + " | ".join([cell(f"cjk@{k}") for k in KS] + [cell(f"cjk all@{k}") for k in KS])
        + " |",
        "| plain BM25 (alphanumeric words, as on LoCoMo), whole dialogue as query | "
        + " | ".join([cell(f"alnum@{k}") for k in KS] + [cell(f"alnum all@{k}") for k in KS])
        + " |",
        f"| goal | {100 * GOALS[1]:.0f}% | | {100 * GOALS[5]:.0f}% | | | |",
        "",
        f"Retrieval latency: p50 {percentile(latencies, 50) * 1000:.1f} ms, "
        f"p95 {percentile(latencies, 95) * 1000:.1f} ms ({m['nproc']} cores, Python {m['python']}, {m['date']}).",
    ]
    return "\n".join(out)


if __name__ == "__main__":
    sys.exit(main())
