"""A general-language prior on search terms: a word common in everyday language says little about which memory is
meant, however rare it is in a small store.

BM25 weighs a term by how few items of the store hold it. Over the hundred facts or chapters of a young twin that
makes 觉得, 知道, 喜欢 or "think" as heavy as 食堂, 魔术 or "picnic" whenever one memory happens to say them. So a
query term that is a common word of general text counts COMMON_WEIGHT of a topic word when the small stores
(COMMON_KINDS) are searched: a Chinese 2-character word or an English word among the COMMON_WORDS most frequent of
its language, a Chinese character among the COMMON_CHARS most frequent: the lists twin ships, derived from
wordfreq's (twin/wordlists/), the English words read as search terms.
Measured on MADial, LoCoMo and the long Chinese history: docs/retrieval.md#scoring.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from twin.recall import segment
from twin.wordlists import shipped

COMMON_WORDS = 1000  # the most frequent words of general Chinese (of 2 characters) and of English counted as common
COMMON_CHARS = 300  # the most frequent characters of general Chinese counted as common
COMMON_WEIGHT = 0.5  # a common word or character counts this much of a topic word
COMMON_KINDS = ("fact", "chapter")  # the stores searched with the prior (turns: no better, docs/retrieval.md)


@cache
def _common(words: int, chars: int) -> frozenset[str]:
    english: dict[str, None] = {}  # the English words as search terms (stemmed, stopwords gone), each once
    for word in shipped("words.en.txt"):
        english.update(dict.fromkeys(segment.terms(word)))
    return frozenset([*shipped("words.zh.txt")[:words], *list(english)[:words], *shipped("chars.zh.txt")[:chars]])


def common_terms() -> frozenset[str]:
    """The search terms that are common words (or Chinese characters) of general text."""
    return _common(COMMON_WORDS, COMMON_CHARS)


def weighed(kind: str, weights: Mapping[str, float]) -> dict[str, float]:
    """`weights` ({term: weight}) with each common term's weight times COMMON_WEIGHT, when `kind` is searched so."""
    if kind not in COMMON_KINDS:
        return dict(weights)
    common = common_terms()
    return {t: w * COMMON_WEIGHT if t in common else w for t, w in weights.items()}
