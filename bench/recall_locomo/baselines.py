"""The baselines measured in the same run: the most recent turns, and plain BM25 over turns (two tokenisers)."""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Sequence

from twin.tokens import estimate_tokens

SINGLE_TURN_OVERHEAD = 10  # a lone turn rendered with its date and speaker: "[2024-03-05 14:02] Sam: "


def alnum_tokens(text: str) -> list[str]:
    """Lowercase alphanumeric tokens: no stemming, no stopwords."""
    return re.findall(r"[a-z0-9]+", text.lower())


# Ideographs (with extensions and compatibility ones), kana and hangul: the scripts Lucene's CJKBigramFilter pairs.
# Kept here rather than taken from twin.recall.segment: a baseline does not share code with what it is compared to.
_CJK_OR_WORD = re.compile(
    "[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002fa1f]+|[a-z0-9]+"
)


def cjk_bigram_tokens(text: str) -> list[str]:
    """Lowercase alphanumeric words, and for each run of CJK characters its single characters and overlapping bigrams.

    alnum_tokens finds no term in Chinese (there are no spaces between words), so plain BM25 on Chinese text is
    near chance; this is the standard CJK tokenisation (Lucene's CJKAnalyzer, bigrams with unigrams output), with
    width folding (NFKC) and no stopwords, stemming or dictionary. A run ends at anything not CJK (punctuation,
    spaces, Latin letters, digits), so no bigram spans two clauses. On text with no CJK characters it gives the
    same terms as alnum_tokens, except where NFKC changes a character (full-width letters, ligatures).

    >>> cjk_bigram_tokens("我去了Paris，2010年！")
    ['我', '去', '了', '我去', '去了', 'paris', '2010', '年']
    """
    out: list[str] = []
    for match in _CJK_OR_WORD.finditer(unicodedata.normalize("NFKC", text).lower()):
        run = match.group()
        if run.isascii():
            out.append(run)
        else:
            out += list(run)
            out += [run[i : i + 2] for i in range(len(run) - 1)]
    return out


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
