"""Token estimates that hold for Chinese as well as English, without a tokenizer download."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import cache, lru_cache

# CJK ideographs, kana, hangul and full-width forms: about one token each in the
# tokenizers of GPT-4o, Qwen, DeepSeek and Llama 3 (measured between 0.7 and 1.3).
WIDE = r"\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\U00020000-\U0002fa1f"
PIECE = 1024  # texts up to this long are counted once and remembered; longer ones by their paragraphs
CACHED = 8192  # how many counted pieces are remembered (a turn counts the same facts, turns and chapters again)
PARAGRAPH = 32768  # longer paragraphs are counted by their lines each time
PARAGRAPHS_CACHED = 64  # how many long paragraphs are remembered (a fact block, a persona's section)


def estimate_tokens(text: str) -> int:
    """Roughly how many tokens `text` costs: one per CJK character, one per four other characters.

    A run of whitespace counts as one character. The counts of a piece of text are remembered, and a long text
    is counted as its paragraphs (and a long paragraph as its lines), so the system prompt of a turn (20,000
    characters: the persona, and the facts, chapters and turns of the turn before) costs little more than
    finding its paragraphs again; joining counts is exact (see `_join`).
    """
    if not text:
        return 0
    wide, chars, runs, _, _ = _remembered(text) if len(text) <= PIECE else _join(_paragraphs(text))
    narrow = chars + runs - wide
    return wide + (narrow + 3) // 4


def message_tokens(role: str, content: str) -> int:
    """Tokens of one chat message, with the few tokens of framing each message costs."""
    return estimate_tokens(content) + 4


Counts = tuple[int, int, int, bool, bool]  # wide chars, non-space chars, whitespace runs, starts/ends in space


def _counts(text: str) -> Counts:
    """What an estimate is made of, for a non-empty text."""
    words = text.split()
    chars = sum(map(len, words))
    first, last = text[0].isspace(), text[-1].isspace()
    runs = (len(words) - 1 + first + last) if words else 1
    # wide characters counted as what is left after the runs of other characters (a match per wide character
    # cost 0.1 us each: 1 ms for a page of Chinese)
    wide = 0 if text.isascii() else len(text) - sum(map(len, _not_wide().findall(text)))
    return wide, chars, runs, first, last


_remembered = lru_cache(maxsize=CACHED)(_counts)


def _join(parts: Iterable[Counts]) -> Counts:
    """The counts of texts put together: every count adds up, except that two runs of whitespace that meet (a
    text ending in space, the next beginning with it) are one run."""
    wide = chars = runs = 0
    first = last = False
    for n, (w, c, r, starts, ends) in enumerate(parts):
        if n == 0:
            first = starts
        elif last and starts:
            r -= 1
        wide, chars, runs, last = wide + w, chars + c, runs + r, ends
    return wide, chars, runs, first, last


def _paragraphs(text: str) -> Iterator[Counts]:
    """The counts of a long text's paragraphs and of the blank lines between them."""
    for n, paragraph in enumerate(text.split("\n\n")):
        if n:
            yield _BLANK
        if paragraph:
            yield _paragraph(paragraph)


def _paragraph(text: str) -> Counts:
    if len(text) <= PIECE:
        return _remembered(text)
    if len(text) <= PARAGRAPH:
        return _remembered_paragraph(text)
    return _lines(text)


def _lines(text: str) -> Counts:
    return _join(_remembered(line) if len(line) <= PIECE else _counts(line) for line in text.splitlines(True))


_remembered_paragraph = lru_cache(maxsize=PARAGRAPHS_CACHED)(_lines)
_BLANK = _counts("\n\n")


@cache
def _not_wide() -> re.Pattern[str]:
    """Runs of characters that are not wide (compiled on the first text that is not ASCII)."""
    return re.compile(f"[^{WIDE}]+")
