"""The baselines measured in the same run: the most recent turns, and plain BM25 over turns."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence

from twin.tokens import estimate_tokens

SINGLE_TURN_OVERHEAD = 10  # a lone turn rendered with its date and speaker: "[2024-03-05 14:02] Sam: "


def alnum_tokens(text: str) -> list[str]:
    """Lowercase alphanumeric tokens: no stemming, no stopwords."""
    return re.findall(r"[a-z0-9]+", text.lower())


class BM25:
    """Okapi BM25 (k1 1.2, b 0.75, Lucene's idf) over a list of documents."""

    def __init__(self, docs: Sequence[list[str]], k1: float = 1.2, b: float = 0.75) -> None:
        self.docs = [Counter(d) for d in docs]
        self.lengths = [len(d) for d in docs]
        self.avg = sum(self.lengths) / max(1, len(docs))
        self.k1, self.b = k1, b
        df: Counter[str] = Counter()
        for doc in self.docs:
            df.update(doc.keys())
        n = len(docs)
        self.idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}

    def scores(self, query: list[str]) -> list[float]:
        """The score of every document for `query`."""
        terms = [t for t in set(query) if t in self.idf]
        out = []
        for doc, length in zip(self.docs, self.lengths, strict=True):
            norm = self.k1 * (1 - self.b + self.b * length / self.avg)
            out.append(sum(self.idf[t] * doc[t] * (self.k1 + 1) / (doc[t] + norm) for t in terms if t in doc))
        return out

    def ranking(self, query: list[str]) -> list[int]:
        """Document indexes, best first (documents that share no term are left out)."""
        scores = self.scores(query)
        return [i for i in sorted(range(len(scores)), key=lambda i: -scores[i]) if scores[i] > 0]


def within_budget(texts: Sequence[str], order: Sequence[int], budget: int) -> list[int]:
    """The documents of `order` that fit `budget` tokens, each rendered alone with its date and speaker."""
    chosen, used = [], 0
    for i in order:
        cost = estimate_tokens(texts[i]) + SINGLE_TURN_OVERHEAD
        if used + cost <= budget:
            chosen.append(i)
            used += cost
    return chosen
