"""How often words occur in general text, from wordfreq's lists (installed with the `voice` extra).

wordfreq ships its frequency lists inside the package (nothing is downloaded when it runs) for Chinese and
English among 40 languages, built from subtitles, Wikipedia, books, news and web text, and it is kept up by its
author (3.1 is of 2024). Its own tokeniser for Chinese needs jieba; we do not use it: `get_frequency_dict` reads a
list without tokenising, and Chinese text is cut here by longest match against the same list's words, which
keeps the two consistent. The lists load in about 0.2 s each, so `twin voice learn` reads them once, and nothing
else (not `voice check`, not a chat) needs them.
"""

from __future__ import annotations

import re
from functools import cache

from twin.errors import UsageError
from twin.voice.features import CJK, CJK_CHAR, LATIN_WORD, words_of

INSTALL = "pip install 'twin[voice]'"
LONGEST = 4  # the longest Chinese word the cutter tries, in characters
_CJK_RUN = re.compile(f"[{CJK}]+")


@cache
def general(language: str) -> dict[str, float]:
    """word -> its share of all words in general text of the language (simplified characters for Chinese)."""
    try:
        from wordfreq import get_frequency_dict
    except ImportError:
        raise UsageError(
            "Learning a voice needs the wordfreq package (general word frequencies), which is not installed.",
            f"Install it with `{INSTALL}` (from a clone: `.venv/bin/pip install -e '.[voice]'`).",
        ) from None
    return dict(get_frequency_dict("zh" if language == "zh" else "en", wordlist="large"))


def zh_words(text: str, vocabulary: dict[str, float]) -> list[str]:
    """Chinese runs cut into words by longest match against `vocabulary` (a character alone when nothing matches)."""
    out: list[str] = []
    for run in _CJK_RUN.findall(text):
        i = 0
        while i < len(run):
            for size in range(min(LONGEST, len(run) - i), 0, -1):
                piece = run[i : i + size]
                if size == 1 or piece in vocabulary:
                    out.append(piece)
                    i += size
                    break
    return out


def tokens(text: str, language: str) -> list[str]:
    """The words of a text as the general lists count them: Chinese words and English words (lowercased)."""
    if language == "zh":
        return zh_words(text, general("zh")) + words_of(text)
    return words_of(text)


def ranked(language: str, n: int) -> list[str]:
    """The n most common English words, or Chinese characters, of general text, most common first.

    English: wordfreq's words that are letters only (apostrophes kept). Chinese: each character's share of all
    words, summed over the words that hold it (wordfreq lists words, and Chinese has no spaces). These lists are
    shipped as twin/voice/common.<lang>.txt, so that checking a text needs no wordfreq; a test keeps them equal.
    """
    if language == "en":
        words = sorted(general("en").items(), key=lambda kv: (-kv[1], kv[0]))
        return [w for w, _ in words if LATIN_WORD.fullmatch(w)][:n]
    shares: dict[str, float] = {}
    for word, share in general("zh").items():
        for char in CJK_CHAR.findall(word):
            shares[char] = shares.get(char, 0.0) + share
    return [c for c, _ in sorted(shares.items(), key=lambda kv: (-kv[1], kv[0]))[:n]]
