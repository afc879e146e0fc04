"""The words a fact came from, found again in text: what every context masks after a forget, and what a purge cuts.

One rule for both: a phrase is found case aside, whole words where it begins or
ends with a Latin letter or digit ("Rome" is not in "Romero"), anywhere in
Chinese; a turn that holds a quote only in another spelling (spaces, width,
punctuation) is hidden whole, since the person's words are in it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

_NOT_LETTERS = re.compile(r"[\W_]+")


def folded(text: str) -> str:
    """Letters and digits only, NFKC and case folded: two spellings of one phrase fold alike."""
    return _NOT_LETTERS.sub("", unicodedata.normalize("NFKC", text).casefold())


def distinctive(value: str) -> bool:
    """A value that names something (four letters, or two Chinese characters, or more), not "yes" or "no": only
    such a value is worth finding outside the turn that said it."""
    letters = folded(value)
    return len(letters) >= 4 or (len(letters) >= 2 and not letters.isascii())


ANCHOR = 4  # letters a phrase is looked up by: a text is read once, however many phrases there are
FEW = 16  # phrases tried one by one (cheaper than the lookup below this)


def _bounded(phrase: str) -> str:
    """The pattern of a phrase, held to whole words at a Latin end."""
    pattern = re.escape(phrase)
    if phrase[0].isascii() and phrase[0].isalnum():
        pattern = r"(?<![^\W_])" + pattern
    if phrase[-1].isascii() and phrase[-1].isalnum():
        pattern += r"(?![^\W_])"
    return pattern


class Phrases:
    """Phrases to find in text (the longest first: a quote that holds another goes whole). A phrase is looked for
    only in a text whose letters hold its letters (one substring test each): with 500 forgotten facts, 60 turns
    of 60 words take 21 ms, where one pattern of 500 alternatives took 990 ms (2026-12-01, a script timing
    `Masks.turn`; the figure is in docs/memory.md)."""

    def __init__(self, phrases: Iterable[str]) -> None:
        unique = sorted({p.strip() for p in phrases if p and p.strip()}, key=len, reverse=True)
        self.phrases = [(p, f) for p in unique if (f := folded(p))]
        self._patterns: dict[str, re.Pattern[str]] = {}
        self._anchors: dict[str, list[tuple[str, str]]] = {}  # the first letters of each phrase -> the phrases
        for phrase, letters in self.phrases:
            self._anchors.setdefault(letters[:ANCHOR], []).append((phrase, letters))
        self._lengths = sorted({len(a) for a in self._anchors})

    def __bool__(self) -> bool:
        return bool(self.phrases)

    def without(self, dropped: set[str]) -> Phrases:
        """These phrases less those whose case-folded text is in `dropped` (nothing folded again)."""
        kept = Phrases(())
        kept.phrases = [(p, f) for p, f in self.phrases if p.casefold() not in dropped]
        for phrase, letters in kept.phrases:
            kept._anchors.setdefault(letters[:ANCHOR], []).append((phrase, letters))
        kept._lengths = sorted({len(a) for a in kept._anchors})
        return kept

    def _found(self, text: str) -> list[str]:
        """The phrases whose letters are in the text's, the longest first."""
        letters = folded(text)
        if len(self.phrases) <= FEW:
            return [p for p, f in self.phrases if f in letters]
        starts = {letters[i : i + n] for n in self._lengths for i in range(len(letters) - n + 1)}
        found = [(p, f) for a in starts & self._anchors.keys() for p, f in self._anchors[a] if f in letters]
        return [p for p, _ in sorted(found, key=lambda pf: len(pf[0]), reverse=True)]

    def _pattern(self, phrase: str) -> re.Pattern[str]:
        if phrase not in self._patterns:
            self._patterns[phrase] = re.compile(_bounded(phrase), re.IGNORECASE)
        return self._patterns[phrase]

    def found(self, text: str) -> list[str]:
        """The phrases that are in `text` as whole words (at a Latin end), the longest first."""
        return [p for p in self._found(text) if self._pattern(p).search(text)] if self.phrases else []

    def replace(self, text: str, placeholder: str) -> str:
        """`text` with every phrase in it replaced by `placeholder`."""
        for phrase in self._found(text) if self.phrases else ():
            text = self._pattern(phrase).sub(placeholder, text)
        return text

    def in_turn(self, text: str, placeholder: str) -> str:
        """A turn's text with the phrases replaced; all of it when one is there only in another spelling."""
        for phrase in self._found(text) if self.phrases else ():
            text, hits = self._pattern(phrase).subn(placeholder, text)
            if not hits and dict(self.phrases)[phrase] in folded(text):  # not inside a longer one already cut
                return placeholder
        return text
