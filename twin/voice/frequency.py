"""How often words occur in general text, from wordfreq's lists (installed with the `voice` extra).

wordfreq ships its frequency lists inside the package (nothing is downloaded when it runs) for Chinese and
English among 40 languages, built from subtitles, Wikipedia, books, news and web text, and it is kept up by its
author (3.1 is of 2024). Its own tokeniser for Chinese needs jieba; we do not use it: `get_frequency_dict` reads a
list without tokenising, and Chinese text is cut here by longest match against the same list's words, which
keeps the two consistent. The lists load in about 0.2 s each, so `twin voice learn` reads them once, and nothing
else (not `voice check`, not a chat) needs them: those read the short lists twin ships (twin/wordlists/).
"""

from __future__ import annotations

import re
from functools import cache

from twin.voice.features import words_of
from twin.wordlists import CJK, frequencies

LONGEST = 4  # the longest Chinese word the cutter tries, in characters
_CJK_RUN = re.compile(f"[{CJK}]+")


@cache
def general(language: str) -> dict[str, float]:
    """word -> its share of all words in general text of the language (simplified characters for Chinese)."""
    return frequencies(language)


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
