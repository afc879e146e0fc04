"""Recall of long messages: a letter or a story pasted once, asked about later, reaches the context in its words.

    .venv/bin/python bench/recall_long/run.py [--lang en,zh] [--long N] [--variant NAME=MODULE.NAME=VALUE;...]

Into LoCoMo's five conversations (English) and the long Chinese histories of bench/recall_zh (seeds 18 to 20) it
pastes long messages of the person's own, each in a session of its own, with the twin's short reply after it,
which names one of the words asked about later (as a reply does: it takes up what struck it). The messages are
passages of the public-domain prose in ../shared/bench/voice (read in place, never copied), cut at paragraphs,
1,500 to 12,000 characters of English or 500 to 3,000 of Chinese (log-uniform: 400 to 3,000 tokens; twin's
estimate). For each, one question is made from a sentence in its second half or at its end: three of the
sentence's words that are the rarest in the passage (of Chinese, pairs of characters the five books have at least
twice, more often words than halves of two): "In what I pasted for you, what did it say about lapels, examined and
thrust?", "我之前发给你的那段文字里，说到灵秀、奈何和无可的那句是怎么说的？".

For every budget (500, 1,000, 1,500 and 2,000 tokens) and every variant of the constants, measured side by side on
the same histories:

- sentence: the share of these questions whose sentence is in the context whole, in what recall shows of the
  long turn (`Passage.words`);
- turn: the share whose long turn is in the context at all (whole or an excerpt); reply only: the share where the
  twin's reply to it is there and the message is not (the twin's words about it stand in for the person's);
- the histories' own questions (LoCoMo's 760, the Chinese histories' 510): the share of their evidence turns within
  the budget, with the long messages in the history (what they take from everything else).
"""

from __future__ import annotations

import argparse
import ast
import importlib
import math
import random
import re
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.recall_locomo.load import load, write_twin  # noqa: E402
from bench.recall_zh.event import NOW as ZH_NOW  # noqa: E402
from bench.recall_zh.history import write_history  # noqa: E402
from bench.recall_zh.run import questions as zh_questions  # noqa: E402
from bench.timing import machine, percentile  # noqa: E402
from twin.recall import segment  # noqa: E402
from twin.recall.index import SearchIndex  # noqa: E402
from twin.recall.retrieval import recall  # noqa: E402
from twin.sessions.session import SessionStore  # noqa: E402

SHARED = REPO.parent / "shared" / "bench"
BUDGETS = (500, 1000, 1500, 2000)
LENGTHS = {"en": (1500, 12000), "zh": (500, 3000)}  # characters of a pasted message
SENTENCE = {"en": re.compile(r"[^.!?\n]*[.!?][\"”’]?"), "zh": re.compile(r"[^。！？\n]*[。！？][”’」』]?")}
SEED = 7
ZH_SEEDS = (18, 19, 20)
NAMES = {"en": "English (LoCoMo)", "zh": "Chinese (the long histories, seeds 18 to 20)"}
WORDLIKE = 2  # a Chinese pair asked about is in the five books at least this often
# the variants every run measures, side by side on the same histories: (name, {MODULE.NAME: value}). "before" is the
# code without excerpts (a turn that does not fit whole is left out); "twin" the constants as they are; the others
# change one of them: FAIR_SHARE (a long turn's share of the budget), PARTS (the parts an excerpt keeps), NEAR (how
# far a part's ends move to a sentence's end) and LONG_TURN (the longest turn never cut, and the least excerpt)
P = "twin.recall.passages."
VARIANTS = [
    ("before: no excerpts", {P + "FAIR_SHARE": 10**9, P + "LONG_TURN": 10**9}),
    ("twin: 1/8 of the budget, 3 parts", {}),
    ("share 1/6", {P + "FAIR_SHARE": 1 / 6}),
    ("share 1/4", {P + "FAIR_SHARE": 1 / 4}),
    ("share 1/3", {P + "FAIR_SHARE": 1 / 3}),
    ("share 1/2", {P + "FAIR_SHARE": 1 / 2}),
    ("1 part", {P + "PARTS": 1}),
    ("2 parts", {P + "PARTS": 2}),
    ("4 parts", {P + "PARTS": 4}),
    ("ends not moved to a sentence's", {"twin.recall.segment.NEAR": 10**9}),
    ("turns of 40 tokens and more cut", {P + "LONG_TURN": 40}),
]


@dataclass
class Long:
    """A pasted message and the question asked of it later."""

    turn: str  # the message's turn id
    reply: str  # the twin's reply's
    sentence: str  # what the question asks about, as it is in the message
    question: str
    chars: int


def passages(lang: str, count: int, rng: random.Random) -> list[tuple[str, str]]:
    """`count` passages of the voice corpus (writer, text), cut at paragraphs, of log-uniform lengths."""
    files = sorted((SHARED / "voice" / lang).glob("*.txt"))
    books = [(f.stem, f.read_text(encoding="utf-8")) for f in files]
    low, high = LENGTHS[lang]
    out = []
    for _ in range(count):
        writer, book = rng.choice(books)
        length = int(math.exp(rng.uniform(math.log(low), math.log(high))))
        starts = [m.end() for m in re.finditer(r"\n\s*\n", book) if m.end() + length < len(book)]
        start = rng.choice(starts)
        end = book.find("\n\n", start + length)
        out.append((writer, book[start : end if end > 0 else start + length].strip()))
    return out


def asked(lang: str, text: str, rng: random.Random, common: Counter[str]) -> tuple[str, str, list[str]] | None:
    """A sentence of the second half of `text`, the question made of its three rarest words, and those words."""
    sentences = [m for m in SENTENCE[lang].finditer(text) if m.start() >= len(text) // 2]
    rng.shuffle(sentences)
    in_text = Counter(segment.terms(text))
    for match in sentences:
        sentence = match.group().strip()
        if lang == "en":
            words = [w for w in re.findall(r"[A-Za-z]{4,}", sentence) if segment.terms(w)]
            if not 8 <= len(sentence.split()) <= 40:
                continue
        else:
            words = [sentence[i : i + 2] for i in range(len(sentence) - 1)]
            words = [w for w in words if re.fullmatch(f"[{segment.CJK}]{{2}}", w)]
            words = [w for w in words if not set(w) & segment.STOPCHARS]  # a pair the books have elsewhere too: a
            words = [w for w in words if common[segment.terms(w)[-1]] >= WORDLIKE]  # word, not two halves of two
            if not 12 <= len(sentence) <= 60:
                continue
        key = {w: (in_text[segment.terms(w)[-1]], common[segment.terms(w)[-1]]) for w in dict.fromkeys(words)}
        rare = sorted(key, key=lambda w: key[w])
        chosen: list[str] = []
        for w in rare:  # three words, not overlapping (a Chinese pair shares no character with another)
            if all(not set(w) & set(c) for c in chosen) if lang == "zh" else w.lower() not in map(str.lower, chosen):
                chosen.append(w)
            if len(chosen) == 3:
                break
        if len(chosen) < 3:
            continue
        if lang == "en":
            q = f"In what I pasted for you, what did it say about {chosen[0]}, {chosen[1]} and {chosen[2]}?"
        else:
            q = f"我之前发给你的那段文字里，说到{chosen[0]}、{chosen[1]}和{chosen[2]}的那句是怎么说的？"
        return sentence, q, chosen
    return None


def paste(twin_dir: Path, lang: str, count: int, start: datetime, end: datetime, seed: int) -> list[Long]:
    """Write `count` long messages of the person's, each in a session of its own between `start` and `end`."""
    rng = random.Random(seed)
    texts = passages(lang, count * 2, rng)
    books = (f.read_text(encoding="utf-8") for f in sorted((SHARED / "voice" / lang).glob("*.txt")))
    common = Counter(t for book in books for t in segment.terms(book))
    store = SessionStore(twin_dir)
    out: list[Long] = []
    for _, text in texts:
        made = asked(lang, text, rng, common)
        if made is None:
            continue
        sentence, question, words = made
        when = start + (end - start) * rng.random()
        writer_session = store.start({"persona": "twin", "user": "me"}, at=when)
        lead = "Here is what I wrote:\n\n" if lang == "en" else "这是我写的一段：\n\n"
        said = writer_session.add_turn("user", lead + text, at=when)
        reply = (
            f"Thank you for sharing it. The part about {words[0]} stayed with me."
            if lang == "en"
            else f"谢谢你发给我，写{words[0]}的那部分我印象很深。"
        )
        replied = writer_session.add_turn("assistant", reply, at=when + timedelta(seconds=40))
        writer_session.end("bench")
        out.append(Long(said.id, replied.id, sentence, question, len(text)))
        if len(out) == count:
            break
    return out


def flat(text: str) -> str:
    """Whitespace as one space: as the context shows a turn."""
    return " ".join(text.split())


def evaluate(index: SearchIndex, longs: list[Long], base: list[tuple[str, list[str]]], now: datetime) -> dict:
    """The figures of one variant: per budget, the long questions' sentence, turn and reply-only shares, and the
    base questions' evidence share; recall's latency on the long questions at 1,500 tokens."""
    row: dict = {"latency": []}
    for budget in BUDGETS:
        sentence = turn = reply_only = 0
        for long in longs:
            started = time.perf_counter()
            found = recall(index, long.question, now=now, turn_budget=budget, fact_budget=0, chapter_budget=0)
            if budget == 1500:
                row["latency"].append(time.perf_counter() - started)
            assert sum(p.tokens for p in found.turns) <= budget
            shown = {h.id: flat(p.words(h)) for p in found.turns for h in p.turns}
            sentence += long.turn in shown and flat(long.sentence) in shown[long.turn]
            turn += long.turn in shown
            reply_only += long.reply in shown and long.turn not in shown
        n = max(1, len(longs))
        row[f"sentence {budget}"], row[f"turn {budget}"] = sentence / n, turn / n
        row[f"reply only {budget}"] = reply_only / n
        shares = []
        for text, evidence in base:
            found = recall(index, text, now=now, turn_budget=budget, fact_budget=0, chapter_budget=0)
            ids = {h.id for p in found.turns for h in p.turns}
            shares.append(sum(e in ids for e in evidence) / len(evidence))
        row[f"base {budget}"] = statistics.fmean(shares) if shares else 0.0
    return row


def english(tmp: Path, count: int) -> list[tuple[SearchIndex, list[Long], list[tuple[str, list[str]]], datetime]]:
    """LoCoMo's conversations, `count` long messages spread over them."""
    out = []
    samples = load(SHARED / "locomo" / "locomo-dev.json")
    for i, sample in enumerate(samples):
        twin_dir = tmp / sample["sample_id"]
        conv = write_twin(sample, twin_dir)
        first = min(start for _, start, _ in conv.sessions.values())
        share = count // len(samples) + (i < count % len(samples))
        longs = paste(twin_dir, "en", share, first, conv.last_session, SEED + i)
        index = SearchIndex(twin_dir)
        index.sync()
        base = [(q.text, q.evidence) for q in conv.questions]
        out.append((index, longs, base, conv.last_session + timedelta(days=1)))
    return out


def chinese(tmp: Path, count: int) -> list[tuple[SearchIndex, list[Long], list[tuple[str, list[str]]], datetime]]:
    """The long Chinese histories of seeds 18, 19 and 20, `count` long messages spread over them."""
    out = []
    for i, seed in enumerate(ZH_SEEDS):
        twin_dir = tmp / f"lin{seed}"
        history = write_history(twin_dir, SHARED / "madial" / "zh-memory.jsonl", seed)
        share = count // len(ZH_SEEDS) + (i < count % len(ZH_SEEDS))
        longs = paste(twin_dir, "zh", share, history.turns[0].at, history.turns[-1].at, SEED + i)
        index = SearchIndex(twin_dir)
        index.sync()
        base = [(q.text, q.ids) for q in zh_questions(history, random.Random(seed))]
        out.append((index, longs, base, ZH_NOW))
    return out


def setting(name: str, value: object) -> object:
    """Set MODULE.NAME to `value`; the value it had."""
    module, _, attribute = name.rpartition(".")
    mod = importlib.import_module(module)
    old = getattr(mod, attribute)
    setattr(mod, attribute, value)
    return old


def table(lang: str, rows: dict[str, dict], longs: int, base: int, chars: list[int]) -> str:
    """One language's figures as Markdown, a row per variant."""
    pct = lambda v: f"{100 * v:.1f}%"  # noqa: E731
    columns = [f"{b:,}" for b in BUDGETS]
    out = [
        f"**{NAMES[lang]}**: {longs} long messages "
        f"({min(chars):,} to {max(chars):,} characters, median {int(statistics.median(chars)):,}), {base} questions "
        "of the history's own. Per budget (tokens): the asked sentence shown whole / the long turn there at all / "
        "only the twin's reply to it there; the history's own evidence turns there.",
        "",
        "| variant | "
        + " | ".join(f"sentence {c}" for c in columns)
        + " | "
        + " | ".join(f"turn {c}" for c in columns)
        + " | "
        + " | ".join(f"reply only {c}" for c in columns)
        + " | "
        + " | ".join(f"own {c}" for c in columns)
        + " | p50 / p95 ms |",
        "| --- |" + " ---: |" * (4 * len(columns) + 1),
    ]
    for name, row in rows.items():
        cells = [pct(row[f"{kind} {b}"]) for kind in ("sentence", "turn", "reply only", "base") for b in BUDGETS]
        latency = f"{percentile(row['latency'], 50) * 1000:.1f} / {percentile(row['latency'], 95) * 1000:.1f}"
        out.append(f"| {name} | " + " | ".join(cells) + f" | {latency} |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    """Build the histories, measure every variant on them, print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", default="en,zh", help="en, zh or both (en,zh)")
    parser.add_argument("--long", type=int, default=60, help="long messages per language")
    parser.add_argument(
        "--variant", action="append", default=[],
        help="NAME=MODULE.NAME=VALUE[;MODULE.NAME=VALUE...]: measure this instead of the default variants",
    )  # fmt: skip
    args = parser.parse_args(argv)
    variants = VARIANTS
    if args.variant:
        variants = []
        for spec in args.variant:
            name, _, sets = spec.partition("=")
            variants.append(
                (name, {k: ast.literal_eval(v) for k, _, v in (s.partition("=") for s in sets.split(";") if s)})
            )
    needed = [SHARED / "locomo" / "locomo-dev.json", SHARED / "madial" / "zh-memory.jsonl", SHARED / "voice"]
    if missing := [str(p) for p in needed if not p.exists()]:
        print(f"No benchmark data at {', '.join(missing)}.", file=sys.stderr)
        return 2
    m = machine()
    print(f"{m['date']} · {m['nproc']} CPUs · Python {m['python']} · load {m['load']} before", file=sys.stderr)
    out = []
    for lang in args.lang.split(","):
        with tempfile.TemporaryDirectory(prefix=f"twin-long-{lang}-") as tmp:
            built = (english if lang == "en" else chinese)(Path(tmp), args.long)
            rows: dict[str, dict] = {}
            for name, sets in variants:
                old = {k: setting(k, v) for k, v in sets.items()}
                parts = [evaluate(index, longs, base, now) for index, longs, base, now in built]
                for k, v in old.items():
                    setting(k, v)
                rows[name] = merge(parts, [(len(lg), len(b)) for _, lg, b, _ in built])
                print(f"  {lang} {name}: done", file=sys.stderr)
            longs = [lg for _, group, _, _ in built for lg in group]
            out.append(table(lang, rows, len(longs), sum(len(b) for _, _, b, _ in built), [lg.chars for lg in longs]))
            for index, *_ in built:
                index.close()
    m = machine()
    out.append(f"Machine: {m['nproc']} cores, Python {m['python']}, load {m['load']} after, {m['date']}.")
    print("\n\n".join(out))
    return 0


def merge(parts: list[dict], sizes: list[tuple[int, int]]) -> dict:
    """The figures of several histories pooled: each share weighted by its questions."""
    out: dict = {"latency": [x for p in parts for x in p["latency"]]}
    for key in parts[0]:
        if key == "latency":
            continue
        weight = [lg if not key.startswith("base") else b for lg, b in sizes]
        out[key] = sum(p[key] * w for p, w in zip(parts, weight, strict=True)) / max(1, sum(weight))
    return out


if __name__ == "__main__":
    sys.exit(main())
