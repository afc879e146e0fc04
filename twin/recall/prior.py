"""A general-language prior on search terms: a word common in everyday language says little about which memory is
meant, however rare it is in a small store.

BM25 weighs a term by how few items of the store hold it. Over the hundred facts or chapters of a young twin that
makes 觉得, 知道, 喜欢 or "think" as heavy as 食堂, 魔术 or "picnic" whenever one memory happens to say them. So a
query term that is a common word of general text counts COMMON_WEIGHT of a topic word when the small stores
(COMMON_KINDS) are searched: a Chinese 2-character word or an English word among the COMMON_WORDS most frequent of
its language, a Chinese character among the COMMON_CHARS most frequent. The frequencies are wordfreq's; its lists
are 58 MB and an optional dependency, so the lists derived from them ship here (common.zh.txt, common.en.txt,
chars.zh.txt, written by `listing`) and recall reads only those; a test keeps them equal to what wordfreq gives.
Measured on MADial, LoCoMo and the long Chinese history: docs/retrieval.md#scoring.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from importlib import resources

from twin.errors import UsageError
from twin.recall import segment

COMMON_WORDS = 1000  # the most frequent words of general Chinese (of 2 characters) and of English counted as common
COMMON_CHARS = 300  # the most frequent characters of general Chinese counted as common
COMMON_WEIGHT = 0.5  # a common word or character counts this much of a topic word
COMMON_KINDS = ("fact", "chapter")  # the stores searched with the prior (turns: no better, docs/retrieval.md)
LISTS = {"common.zh.txt": 2000, "common.en.txt": 2000, "chars.zh.txt": 1000}  # the shipped lists and their lengths
_ZH_WORD = re.compile(f"[{segment.CJK}]{{2}}")
_ZH_CHAR = re.compile(f"[{segment.CJK}]")


@cache
def shipped(name: str) -> tuple[str, ...]:
    """A shipped list (common.zh.txt, common.en.txt, chars.zh.txt): search terms, most common first."""
    text = resources.files(__package__).joinpath(name).read_text(encoding="utf-8")
    return tuple(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


@cache
def _common(words: int, chars: int) -> frozenset[str]:
    return frozenset(
        [*shipped("common.zh.txt")[:words], *shipped("common.en.txt")[:words], *shipped("chars.zh.txt")[:chars]]
    )


def common_terms() -> frozenset[str]:
    """The search terms that are common words (or Chinese characters) of general text."""
    return _common(COMMON_WORDS, COMMON_CHARS)


def weighed(kind: str, weights: Mapping[str, float]) -> dict[str, float]:
    """`weights` ({term: weight}) with each common term's weight times COMMON_WEIGHT, when `kind` is searched so."""
    if kind not in COMMON_KINDS:
        return dict(weights)
    common = common_terms()
    return {t: w * COMMON_WEIGHT if t in common else w for t, w in weights.items()}


def ranked(name: str, n: int) -> list[str]:
    """The first n terms of the list `name` as wordfreq's "large" lists give them, most common first.

    common.zh.txt: the words of two Chinese characters (such a pair is a search term as it stands). common.en.txt:
    the words of letters only, as `segment.terms` makes them (lowercased, stemmed, stopwords gone), each term once.
    chars.zh.txt: Chinese characters, each by its share of all words summed over the words that hold it (wordfreq
    lists words, and Chinese has no spaces). Needs wordfreq (the `voice` extra).
    """
    try:
        from wordfreq import get_frequency_dict
    except ImportError:
        raise UsageError(
            "Writing the common lists needs the wordfreq package, which is not installed.",
            "Install it with `pip install 'twin[voice]'` (from a clone: `.venv/bin/pip install -e '.[voice]'`).",
        ) from None
    language = "en" if name == "common.en.txt" else "zh"
    frequency = get_frequency_dict(language, wordlist="large")
    words = [w for w, _ in sorted(frequency.items(), key=lambda kv: (-kv[1], kv[0]))]
    if name == "common.zh.txt":
        return [w for w in words if _ZH_WORD.fullmatch(w)][:n]
    if name == "chars.zh.txt":
        shares: dict[str, float] = {}
        for word, share in frequency.items():
            for char in _ZH_CHAR.findall(word):
                shares[char] = shares.get(char, 0.0) + share
        return [c for c, _ in sorted(shares.items(), key=lambda kv: (-kv[1], kv[0]))][:n]
    out: dict[str, None] = {}
    for word in words:
        if word.isascii() and word.isalpha():
            out.update(dict.fromkeys(segment.terms(word)))
            if len(out) >= n:
                break
    return list(out)[:n]


def listing(name: str) -> str:
    """The text of the shipped list `name`, as written from wordfreq."""
    n = LISTS[name]
    what = {
        "common.zh.txt": "2-character words of general Chinese",
        "common.en.txt": "words of general English, as search terms (stemmed, no stopwords)",
        "chars.zh.txt": "characters of general Chinese",
    }[name]
    head = [
        f"# The {n:,} most common {what}, most common first:",
        '# wordfreq 3.1 "large" lists (twin.recall.prior.ranked). Shipped so that recall needs no wordfreq.',
    ]
    return "\n".join([*head, *ranked(name, n)]) + "\n"
