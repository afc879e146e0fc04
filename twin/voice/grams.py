"""Character trigrams of a text with its uncommon words masked: how someone writes, with what they write about
taken out.

Character n-grams are the strongest plain-counting signal of who wrote a text, but counted on the text as it
stands they also count its names and its subject ("Hol", "sled", 宝玉). So, as in Stamatatos's text distortion
(2017), every English word outside the 300 most common words of general English, and every Chinese character
outside the 300 most common characters of general Chinese, becomes one `*` per letter, and every digit a `#`,
before the trigrams are counted: what is left is punctuation, spacing, word lengths and the common words around
them. "Holmes said, upon my word." reads "****** said, **** my ****." The common lists ship with twin
(twin/wordlists/: words.en.txt, chars.zh.txt, from wordfreq's lists), so a text is masked the same way
when a voice is learned and when it is checked, on any machine, and with no other writer's text. Docs:
docs/voice.md.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from functools import cache

from twin.voice.features import paragraphs_of
from twin.wordlists import CJK_CHAR, LATIN_WORD, shipped

KEPT = 300  # the most common words (English) and characters (Chinese) of general text left as they are
SIZE = 3  # characters per gram
_DIGIT = re.compile(r"\d")
_SPACE = re.compile(r"\s+")


def common(language: str) -> tuple[str, ...]:
    """The 2,000 most common English words or Chinese characters of general text, most common first."""
    return shipped("chars.zh.txt" if language == "zh" else "words.en.txt")


@cache
def _kept() -> tuple[frozenset[str], frozenset[str]]:
    return frozenset(common("en")[:KEPT]), frozenset(common("zh")[:KEPT])


def masked(text: str) -> str:
    """The text with uncommon words and characters masked (`*` a letter, `#` a digit), lowercased, spaces single."""
    words, chars = _kept()

    def word(match: re.Match[str]) -> str:
        found = match.group(0)
        return found if found.lower().replace("’", "'") in words else "*" * len(found)

    def char(match: re.Match[str]) -> str:
        return match.group(0) if match.group(0) in chars else "*"

    out = CJK_CHAR.sub(char, LATIN_WORD.sub(word, text))
    return _SPACE.sub(" ", _DIGIT.sub("#", out)).strip().lower()


def trigrams(messages: Iterable[str]) -> Counter[str]:
    """How often each trigram of the masked text occurs in messages (paragraphs or turns, joined by a space)."""
    flat = masked(" ".join(paragraphs_of(messages)))
    return Counter(flat[i : i + SIZE] for i in range(len(flat) - SIZE + 1))
