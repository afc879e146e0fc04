"""How to cut Chinese into search terms, measured: character n-grams against jieba's word segmentation.

    .venv/bin/python bench/recall_madial/segmenters.py [--write-docs]
    PYTHONPATH=/path/with/jieba .venv/bin/python bench/recall_madial/segmenters.py   # adds jieba's rows

The same BM25 (k1 1.2, b 0.75) over each user's MADial memories, the same
queries (the dialogue before the first test turn: the last line counted
fully, the earlier lines at half weight, each term once at its highest
weight), only the terms differ. twin does not depend on jieba; it is measured
here only when it can be imported.
"""

from __future__ import annotations

import json
import math
import re
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.recall_locomo.docs import write_section  # noqa: E402
from bench.recall_madial.run import DATA, dialogue_lines, memories  # noqa: E402
from twin.recall.segment import STOPCHARS, terms  # noqa: E402

Cutter = Callable[[str], list[str]]


def grams(sizes: tuple[int, ...], stop: bool) -> Cutter:
    """Character n-grams of the word characters of a text, optionally without function characters as unigrams."""

    def cut(text: str) -> list[str]:
        text = re.sub(r"[\W_]", "", text)
        out = []
        for n in sizes:
            for i in range(len(text) - n + 1):
                gram = text[i : i + n]
                if not (stop and n == 1 and gram in STOPCHARS):
                    out.append(gram)
        return out

    return cut


def score(docs: list[list[str]], weights: dict[str, float]) -> list[float]:
    """Weighted BM25 of every document."""
    counts = [Counter(d) for d in docs]
    lengths = [len(d) for d in docs]
    avg = sum(lengths) / len(lengths)
    df: Counter[str] = Counter()
    for c in counts:
        df.update(c.keys())
    idf = {t: math.log(1 + (len(docs) - f + 0.5) / (f + 0.5)) for t, f in df.items()}
    out = []
    for c, length in zip(counts, lengths, strict=True):
        norm = 1.2 * (0.25 + 0.75 * length / avg)
        out.append(sum(w * idf[t] * c[t] * 2.2 / (c[t] + norm) for t, w in weights.items() if t in c))
    return out


def evaluate(cut: Cutter) -> dict[int, float]:
    """Recall@1, 3, 5 of the relevant memories."""
    mem = memories(DATA / "zh-memory.jsonl")
    dialogues = [json.loads(x) for x in (DATA / "zh-dialogue-dev.jsonl").read_text(encoding="utf-8").splitlines() if x]
    found: Counter[int] = Counter()
    for d in dialogues:
        ids = [i for i, m in mem.items() if m["user-id"] == d["user-id"]]
        lines = [text for who, text in dialogue_lines(d["dialogue"][1 : d["test-turn"][0]]) if who]
        weights: dict[str, float] = {}
        for j, line in enumerate(reversed(lines)):
            for term in set(cut(line)):
                weights[term] = max(weights.get(term, 0.0), 1.0 if j == 0 else 0.5)
        scores = score([cut(mem[i]["event"]) for i in ids], weights)
        ranking = [ids[i] for i in sorted(range(len(ids)), key=lambda i: -scores[i])]
        for k in (1, 3, 5):
            found[k] += bool(set(d["relevant-id"]) & set(ranking[:k]))
    return {k: found[k] / len(dialogues) for k in (1, 3, 5)}


def main() -> int:
    """Print the comparison as Markdown (and put it in docs/retrieval.md with --write-docs)."""
    cutters: dict[str, Cutter] = {
        "character bigrams": grams((2,), False),
        "character unigrams (no function characters)": grams((1,), True),
        "unigrams + bigrams": grams((1, 2), False),
        "unigrams (no function characters) + bigrams": grams((1, 2), True),
        "twin.recall.segment.terms (the above, cut at punctuation)": terms,
    }
    try:
        import jieba  # type: ignore[import-not-found]

        jieba.setLogLevel(60)
        cutters["jieba words (no function characters)"] = lambda t: [
            w for w in jieba.lcut(re.sub(r"[\W_]", " ", t)) if w.strip() and w not in STOPCHARS
        ]
        cutters["jieba words + character bigrams"] = lambda t: (
            cutters["jieba words (no function characters)"](t) + grams((2,), False)(t)
        )
    except ImportError:
        print("(jieba is not importable: its rows are left out)", file=sys.stderr)
    out = ["| terms | recall@1 | recall@3 | recall@5 |", "| --- | ---: | ---: | ---: |"]
    for name, cut in cutters.items():
        r = evaluate(cut)
        out.append(f"| {name} | {100 * r[1]:.1f}% | {100 * r[3]:.1f}% | {100 * r[5]:.1f}% |")
    print("\n".join(out))
    if "--write-docs" in sys.argv[1:]:
        write_section(REPO / "docs" / "retrieval.md", "segmenters", "\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
