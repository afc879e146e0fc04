"""Recall benchmark on a long Chinese history: one person's thousands of short statements, many about like events.

    .venv/bin/python bench/recall_zh/run.py [--data PATH] [--seed N] [--write-docs] [--set MODULE.NAME=VALUE ...]
        [--embed-url URL --embed-model NAME]     # with embeddings (bench/embedder.py)
    .venv/bin/python bench/recall_zh/run.py --scale 100000     # latency on a generated Chinese twin of 100,000 turns

Builds, from a fixed seed, two years and ten months of one person's chats with her twin (bench/recall_zh/
README.md: her story and everyday life written here, her children's memories from MADial-Bench, read from
../shared/bench/madial/zh-memory.jsonl), writes them as the twin's session files in a temporary folder and
indexes them. Then asks, a week after the last session, each question (paraphrased, some after small talk, some
naming when the thing happened, some two at once) as the new message, exactly as bench/recall_locomo/run.py
does, and measures the share of evidence turns retrieved: in the first k turns (k = 5, 10, 25, 50) and within
memory budgets of 500, 1,000 and 2,000 tokens; in the same run, plain BM25 over the turns with CJK single
characters and bigrams (bench/recall_locomo/baselines.py) and the most recent turns. Prints Markdown;
--write-docs puts it in docs/retrieval.md. --set overrides a constant for an experiment, e.g.
--set twin.recall.retrieval.W_RECENCY=0.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench import embedder  # noqa: E402
from bench.recall_locomo.baselines import BM25, cjk_bigram_tokens, within_budget  # noqa: E402
from bench.recall_locomo.docs import write_section  # noqa: E402
from bench.recall_locomo.run import override  # noqa: E402
from bench.recall_locomo.scale import Source, run_scale  # noqa: E402
from bench.recall_zh.event import NOW  # noqa: E402
from bench.recall_zh.history import History, write_history  # noqa: E402
from bench.recall_zh.madial import madial_questions  # noqa: E402
from bench.recall_zh.question import KINDS, Question, chatty, pair  # noqa: E402
from bench.recall_zh.routine import routine_questions  # noqa: E402
from bench.recall_zh.story import story_questions  # noqa: E402
from bench.timing import machine, percentile  # noqa: E402
from twin.recall.embedding import Embed, embed_pending  # noqa: E402
from twin.recall.index import SearchIndex  # noqa: E402
from twin.recall.retrieval import recall  # noqa: E402

DATA = REPO.parent / "shared" / "bench" / "madial" / "zh-memory.jsonl"
SEED = 18
KS = (5, 10, 25, 50)
BUDGETS = (500, 1000, 2000)
COLUMNS = [f"@{k}" for k in KS] + [f"{b} tok" for b in BUDGETS]
UNLIMITED = 10**9
CHATTY_SHARE = 0.25  # of the single questions, asked after small talk
PAIRS = 24  # pairs of single questions asked as one


def questions(history: History, rng: random.Random) -> list[Question]:
    """Every question, dressed (some after small talk, some two at once), with its evidence turn ids."""
    plain = story_questions() + madial_questions() + routine_questions(list(history.events.values()), rng)
    for q in plain:
        check(q, history)
    singles = [q for q in plain if "multi" not in q.kinds]
    paired = rng.sample(singles, 2 * PAIRS)
    out = [q for q in plain if q not in paired]
    out += [pair(paired[2 * i], paired[2 * i + 1], rng) for i in range(PAIRS)]
    out = [chatty(q, rng) if "multi" not in q.kinds and rng.random() < CHATTY_SHARE else q for q in out]
    for q in out:
        q.ids = list(dict.fromkeys(history.events[name].ids[i] for name, tag in q.evidence
                                   for i in history.events[name].tagged(tag)))  # fmt: skip
    return out


def check(q: Question, history: History) -> None:
    """Raise when a question's evidence names no line, or a time question's evidence did not happen in its time."""
    for name, tag in q.evidence:
        if name not in history.events:
            raise ValueError(f"{q.text}: no event {name}")
        history.events[name].tagged(tag)
    if q.when is not None:
        for name, _ in q.timed or q.evidence:
            happened = history.events[name].happened
            if not q.when[0] <= happened < q.when[1]:
                raise ValueError(f"{q.text}: {name} happened on {happened}, outside {q.when}")


def said_outside(q: Question, history: History) -> bool:
    """Whether some evidence of a time question was said outside the time it names (told later)."""
    assert q.when is not None
    return any(not q.when[0] <= history.events[n].said < q.when[1] for n, _ in q.timed or q.evidence)


def share(evidence: list[str], found: set[str]) -> float:
    """The share of evidence turns among the found ones."""
    return sum(1 for e in evidence if e in found) / len(evidence)


def evaluate(
    index: SearchIndex, history: History, qs: list[Question], latencies: list[float], embed: Embed | None = None
) -> list[dict]:
    """Score every question with twin, plain BM25 (CJK bigrams) and the most recent turns."""
    texts = [t.text for t in history.turns]
    ids = [t.id for t in history.turns]
    cjk = BM25([cjk_bigram_tokens(t) for t in texts])
    newest_first = list(range(len(ids) - 1, -1, -1))
    user_turns = {t.id for t in history.turns if t.role == "user"}
    rows = []
    for q in qs:
        row: dict = {"q": q, "slices": {label for label, test in SLICES if test(q, history)}}
        full = recall(index, q.text, now=NOW, turn_budget=UNLIMITED, fact_budget=0, chapter_budget=0, embed=embed)
        order = [item["id"] for item in full.items if item["type"] == "turn"]
        hers = [i for i in order if i in user_turns]
        ranking = cjk.ranking(cjk_bigram_tokens(q.text))
        for k in KS:
            row[f"twin @{k}"] = share(q.ids, set(order[:k]))
            row[f"hers @{k}"] = share(q.ids, set(hers[:k]))
            row[f"cjk @{k}"] = share(q.ids, {ids[i] for i in ranking[:k]})
            row[f"recent @{k}"] = share(q.ids, set(ids[-k:]))
        for budget in BUDGETS:
            start = time.perf_counter()
            fitted = recall(index, q.text, now=NOW, turn_budget=budget, fact_budget=0, chapter_budget=0, embed=embed)
            if budget == 2000:
                latencies.append(time.perf_counter() - start)
            found = {t.id for p in fitted.turns for t in p.turns}
            assert sum(p.tokens for p in fitted.turns) <= budget
            row[f"twin {budget} tok"] = share(q.ids, found)
            row[f"cjk {budget} tok"] = share(q.ids, {ids[i] for i in within_budget(texts, ranking, budget)})
            row[f"recent {budget} tok"] = share(q.ids, {ids[i] for i in within_budget(texts, newest_first, budget)})
        rows.append(row)
    return rows


def mean(rows: list[dict], key: str) -> float:
    """The mean of one column over rows."""
    return statistics.fmean(r[key] for r in rows) if rows else 0.0


# The slices of the question set the run reports, each with its test (a question, the history it is about).
SLICES: list[tuple[str, Callable[[Question, History], bool]]] = [
    ("all", lambda q, h: True),
    *[(kind, lambda q, h, k=kind: k in q.kinds) for kind in KINDS],  # type: ignore[misc]
    ("none of these (plainly worded)", lambda q, h: not q.kinds),
    ("time, said in the time named", lambda q, h: q.when is not None and not said_outside(q, h)),
    ("time, said later than the time named", lambda q, h: q.when is not None and said_outside(q, h)),
    ("no time named", lambda q, h: q.when is None),
    ("about MADial's memories", lambda q, h: q.source == "madial"),
    ("about her story", lambda q, h: q.source == "story"),
    ("about her everyday life", lambda q, h: q.source == "routine"),
]


def tables(rows: list[dict], runs: list[dict], latencies: list[float], twin_label: str = embedder.label(None)) -> str:
    """The results as Markdown (rows pooled over every run: one per seed)."""
    pct = lambda v: f"{100 * v:.1f}%"  # noqa: E731
    qs = [r["q"] for r in rows]
    evidence = statistics.fmean(len(q.ids) for q in qs)
    sizes = "; ".join(
        f"seed {r['seed']}: {r['sessions']} sessions from {r['first']} to {r['last']}, {r['turns']} turns "
        f"({r['statements']} of hers, {r['madial_lines']} of them from {r['madial']} MADial memories, the rest "
        f"written here; the twin's replies the others), {r['questions']} questions"
        for r in runs
    )
    out = [
        f"A long Chinese history of one person ({sizes}), asked on {NOW.date()}; {evidence:.1f} evidence turns per "
        "question on average. Share of evidence turns retrieved, mean over questions; k counts retrieved turns (a "
        "reply brought along counts as a turn); a budget counts what the turns cost rendered, as on LoCoMo.",
        "",
        "| method | " + " | ".join(COLUMNS) + " |",
        "| --- | " + " | ".join("---:" for _ in COLUMNS) + " |",
    ]
    for name, method in (("twin", twin_label), ("cjk", "BM25 (CJK bigrams) over turns"),
                         ("recent", "most recent turns")):  # fmt: skip
        out.append(f"| {method} | " + " | ".join(pct(mean(rows, f"{name} {c}")) for c in COLUMNS) + " |")
    out.append(
        "| twin minus BM25 (points) | "
        + " | ".join(f"{100 * (mean(rows, f'twin {c}') - mean(rows, f'cjk {c}')):+.1f}" for c in COLUMNS)
        + " |"
    )
    hers = [pct(mean(rows, f"hers @{k}")) for k in KS] + ["" for _ in BUDGETS]
    out.append("| twin recall, her turns only (replies not counted in k) | " + " | ".join(hers) + " |")
    if len(runs) > 1:
        for r in runs:
            sub = [row for row in rows if row["seed"] == r["seed"]]
            diffs = [f"{100 * (mean(sub, f'twin {c}') - mean(sub, f'cjk {c}')):+.1f}" for c in COLUMNS]
            out.append(f"| seed {r['seed']}: twin minus BM25 | " + " | ".join(diffs) + " |")
    out += [
        "",
        "Per slice, twin recall (BM25 (CJK bigrams) in brackets); a question counts in each of its kinds:",
        "",
        "| slice | questions | " + " | ".join(COLUMNS) + " |",
        "| --- | ---: | " + " | ".join("---:" for _ in COLUMNS) + " |",
    ]
    for label, _ in SLICES:
        sub = [r for r in rows if label in r["slices"]]
        if not sub:
            continue
        cells = [f"{pct(mean(sub, f'twin {c}'))} ({pct(mean(sub, f'cjk {c}'))})" for c in COLUMNS]
        out.append(f"| {label} | {len(sub)} | " + " | ".join(cells) + " |")
    p50, p95 = percentile(latencies, 50) * 1000, percentile(latencies, 95) * 1000
    write = ", ".join(f"{r['write_s']:.1f} s" for r in runs)
    index = ", ".join(f"{r['index_s']:.1f} s" for r in runs)
    out += [
        "",
        f"Retrieval latency (a 2,000-token recall on a twin of about {runs[0]['turns']:,} turns): p50 {p50:.1f} ms, "
        f"p95 {p95:.1f} ms. Writing the sessions {write}, indexing them (one sync"
        + (", then embedding every item" if twin_label != embedder.label(None) else "")
        + f") {index}. "
        f"Machine: {runs[-1]['machine']}.",
    ]
    return "\n".join(out)


def measure(
    data: Path, seed: int, show: bool, latencies: list[float], embed: Embed | None = None
) -> tuple[list[dict], dict]:
    """Build the history of one seed, ask its questions, and return the rows and what the run was."""
    with tempfile.TemporaryDirectory(prefix="twin-zh-") as tmp:
        twin_dir = Path(tmp) / "lin"
        start = time.perf_counter()
        history = write_history(twin_dir, data, seed)
        written = time.perf_counter()
        index = SearchIndex(twin_dir)
        index.sync()
        if embed is not None:  # as `twin index embed` does, or a chat over time: the whole history by meaning
            embed_pending(index, embed)
        indexed = time.perf_counter()
        qs = questions(history, random.Random(seed))
        if show:
            for q in qs:
                lines = [t.text for t in history.turns if t.id in set(q.ids)]
                print(f"[{' '.join(q.kinds) or '-'}] {q.text}\n    " + "\n    ".join(lines), file=sys.stderr)
        rows = evaluate(index, history, qs, latencies, embed)
        index.close()
    for row in rows:
        row["seed"] = seed
    madial = [e for e in history.events.values() if e.kind == "madial"]
    m = machine()
    run = {
        "seed": seed,
        "sessions": history.sessions,
        "turns": len(history.turns),
        "statements": history.statements,
        "madial": len(madial),
        "madial_lines": sum(len(e.lines) for e in madial),
        "questions": len(qs),
        "first": history.turns[0].at.date(),
        "last": history.turns[-1].at.date(),
        "write_s": written - start,
        "index_s": indexed - written,
        "machine": f"{m['nproc']} cores, Python {m['python']}, load {m['load']}, {m['date']}",
    }
    return rows, run


CLAUSE = re.compile(r"[^，。！？；、,.!?;\s]+")


def chinese(data: Path, seed: int) -> Source:
    """The history of `seed` cut into clauses, recombined into texts of about the asked length (two characters a
    word); its questions."""
    with tempfile.TemporaryDirectory(prefix="twin-zh-") as tmp:
        history = write_history(Path(tmp) / "lin", data, seed)
    clauses = [c for t in history.turns for c in CLAUSE.findall(t.text)]
    asked = [q.text for q in questions(history, random.Random(seed))]

    def say(rng: random.Random, fewest: int, most: int) -> str:
        length, parts = 2 * rng.randint(fewest, most), []
        while sum(map(len, parts)) < length:
            parts.append(rng.choice(clauses))
        return "，".join(parts) + "。"

    return Source(say, asked, "questions of the long Chinese history")


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print (and optionally write) its tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DATA, help="MADial's zh-memory.jsonl")
    parser.add_argument("--seed", default=str(SEED), help="N or N,M,...: the history and questions of each, pooled")
    parser.add_argument("--write-docs", action="store_true", help="put the tables in docs/retrieval.md")
    parser.add_argument("--set", action="append", default=[], help="MODULE.NAME=VALUE: override a constant")
    parser.add_argument("--show", action="store_true", help="print each question with its evidence (stderr)")
    parser.add_argument("--scale", type=int, default=0, help="instead: latency on a generated twin of N turns")
    embedder.add_arguments(parser)
    args = parser.parse_args(argv)
    override(args.set)
    embed = embedder.from_args(args)
    if not args.data.is_file():
        print(f"No MADial memories at {args.data}: pass --data PATH.", file=sys.stderr)
        return 2
    if args.scale:
        text = run_scale(chinese(args.data, int(args.seed.split(",")[0])), args.scale)
        print(text)
        if args.write_docs:
            write_section(REPO / "docs" / "retrieval.md", "zh-scale", text)
        return 0
    latencies: list[float] = []
    rows: list[dict] = []
    runs = []
    for seed in (int(n) for n in args.seed.split(",")):
        found, run = measure(args.data, seed, args.show, latencies, embed)
        rows += found
        runs.append(run)
        print(f"  seed {seed}: {run['questions']} questions", file=sys.stderr)
    text = tables(rows, runs, latencies, embedder.label(embed))
    print(text)
    if args.write_docs:
        write_section(REPO / "docs" / "retrieval.md", "zh-embed" if embed else "zh", text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
