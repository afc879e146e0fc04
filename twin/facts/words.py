"""The words a fact came from, found again in text: what every context masks after a forget, and what a purge cuts.

One rule for both: a phrase is found case and width aside ("ＺＡＧＲＥＢ" is
"Zagreb": the text and the phrase are compared NFKC and case folded, and what
is found is replaced in the text as it was written), whole words where it
begins or ends with a Latin letter or digit ("Rome" is not in "Romero"),
anywhere in Chinese; a turn that holds a quote only in another spelling
(spaces, punctuation) is hidden whole, since the person's words are in it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from twin.facts.model import value_key
from twin.wordlists import common_set, simplified

_NOT_LETTERS = re.compile(r"[\W_]+")


def folded(text: str) -> str:
    """Letters and digits only, NFKC and case folded, Chinese as simplified: two spellings of one phrase fold alike
    (臺北 and 台北 too)."""
    return _NOT_LETTERS.sub("", simplified(unicodedata.normalize("NFKC", text).casefold()))


QUOTES = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "「": '"', "」": '"', "『": '"', "』": '"'})


def normalize(text: str) -> str:
    """Text folded for comparing what was said: NFKC (full-width to half-width), case-folded, typographic quotes
    plain, traditional Chinese characters as simplified (夢見 is 梦见), without spaces or punctuation (symbols kept:
    "C++" is not "C"). `folded` keeps letters and digits only."""
    text = simplified(unicodedata.normalize("NFKC", text).translate(QUOTES).casefold())
    return "".join(ch for ch in text if not (ch.isspace() or unicodedata.category(ch)[0] in "PZ"))


def distinctive(value: str) -> bool:
    """A value that names something (four letters, or two Chinese characters, or more), not "yes" or "no": only
    such a value is worth finding outside the turn that said it."""
    letters = folded(value)
    return len(letters) >= 4 or (len(letters) >= 2 and not letters.isascii())


EVERYDAY = frozenset(  # words that name nothing on their own: never masked alone, whatever a value says
    "a an the my your his her their its our of in on at to for from with and or by as is are was named called "
    "yes no not none nothing null na unknown ok okay true false maybe some every "
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday".split()
)


def maskable(value: str) -> bool:
    """A value worth masking wherever it is, however short ("Rex", "34"): any but an everyday word ("yes", "none")
    or a lone letter or character."""
    letters = folded(value)
    return bool(letters) and letters not in EVERYDAY and not (len(letters) == 1 and not letters.isdigit())


_WORDS = re.compile(r"[^\W_]+")


def words_of(text: str) -> list[str]:
    """The words of a text, NFKC and case folded, Chinese as simplified."""
    return _WORDS.findall(simplified(unicodedata.normalize("NFKC", text).casefold()))


# a value that gives something a name says so: "a dog named Rex", "my sister, called Mia", 一只叫旺财的狗
_NAMED = re.compile(
    r"\b(?i:named|called|nicknamed|known as)\s+([^\W\d_][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
    r"|(?:名叫|叫做|叫|名为|名字是)([\u3400-\u9fff]{1,4}?)(?=的|[，。、,.\s]|$)"
)


def naming_words(value: str) -> list[str]:
    """The name a value gives something, masked on its own as well: "Rex" of "a dog named Rex", 旺财 of 一只叫旺财的
    狗. Nothing else of a value goes alone: not its other capitalised words ("New" of "New York", "Software" of
    "Software Engineer at Google"), nor its numbers ("10" of "flat 10", which dates hold), nor the person's own name
    inside it ("Sam's Kitchen Notes"): they would hide, and a purge would cut, what the person never asked to
    forget. The value whole still goes wherever it is said whole."""
    text = simplified(unicodedata.normalize("NFKC", value))
    names = [name.strip() for match in _NAMED.finditer(text) for name in match.groups() if name and name.strip()]
    common = common_set("words.en.txt", 1000)  # the 1,000 most common English words are no name ("named after")
    return [n for n in names if n.split()[0].casefold() not in EVERYDAY and n.casefold() not in common]


# numbers in words, as spelled here and read back as digits in twin/narrative/grounding/numbers.py
EN_NUMBERS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen"
).split()  # 0 to 19
EN_TENS = dict(zip(range(20, 100, 10), "twenty thirty forty fifty sixty seventy eighty ninety".split(), strict=True))
ZH_DIGITS = "零一二三四五六七八九"
_A_NUMBER = re.compile(r"(\d{2})\s*(?:岁|歲|周岁|years?(?:\s+old)?|yrs?(?:\s+old)?|yo)?", re.I)


def spelled(value: str) -> list[str]:
    """A value that is a number from 11 to 99 (an age: "34", 34岁, "34 years old"), as it is said in words too:
    "thirty-four", "thirty four", 三十四. What masks it masks these as well: the person who asked to forget their age
    said it in words as often as in digits. Not 1 to 10: "one" and 一 are in every other sentence."""
    found = _A_NUMBER.fullmatch(unicodedata.normalize("NFKC", value).strip())
    n = int(found.group(1)) if found else 0
    if not 11 <= n <= 99:
        return []
    tens, ones = divmod(n, 10)
    ten = EN_TENS.get(tens * 10, "")
    english = (
        [EN_NUMBERS[n]] if n < 20 else [ten] if not ones else [f"{ten}-{EN_NUMBERS[ones]}", f"{ten} {EN_NUMBERS[ones]}"]
    )
    chinese = ("" if tens == 1 else ZH_DIGITS[tens]) + "十" + (ZH_DIGITS[ones] if ones else "")
    return [*english, chinese]


def _normal(text: str) -> tuple[str, list[int] | None, list[int] | None]:
    """`text` NFKC and case folded, and for each of its characters where the character it came from starts and
    ends in `text` (a letter with its combining marks is folded as one); None for both when they are where they
    were (ASCII: folding it keeps every character in its place)."""
    if text.isascii():
        return text.lower(), None, None
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    i = 0
    while i < len(text):
        j = i + 1
        while j < len(text) and unicodedata.combining(text[j]):
            j += 1
        piece = simplified(unicodedata.normalize("NFKC", text[i:j]).casefold())  # 羅 (U+F90F) is 罗 too
        out.append(piece)
        starts += [i] * len(piece)
        ends += [j] * len(piece)
        i = j
    return "".join(out), starts, ends


SPELLED = 8  # letters a quote needs before its letters alone, in another spelling, hide a whole turn
ANCHOR = 4  # letters a phrase is looked up by: a text is read once, however many phrases there are
# phrases tried one by one (cheaper than the lookup below this): 16 in a turn's 190 texts take 3.6 ms, looked up
# 11.5 ms (4: 2.9 against 8.3) on the big bench twin, bench/shortcuts/run.py --only phrases, 2026-12-03
FEW = 16


_LATIN = "0-9A-Za-z\u00c0-\u024f_"  # what Latin words and numbers are made of (a Chinese character is no part)


_ZH_NUMERAL = ZH_DIGITS + "十百千万两"
_EN_ONES = "|".join(EN_NUMBERS[1:10])


def _bounded(phrase: str) -> str:
    """The pattern of a phrase (NFKC and case folded), held to whole words at a Latin end ("Rome" is not in
    "Romero", but 34 is in 他今年34岁), and a number to a whole number ("10" is not in "2026-10-10" or "10.5"; in
    words, 十五 is not in 二十五 nor "forty" in "forty-three")."""
    pattern = re.escape(phrase)
    if phrase.strip(_ZH_NUMERAL) == "":
        return rf"(?<![{_ZH_NUMERAL}]){pattern}(?![{_ZH_NUMERAL}])"
    if phrase in EN_TENS.values():
        pattern += rf"(?![- ](?:{_EN_ONES})\b)"
    if phrase[0].isascii() and phrase[0].isalnum():
        pattern = rf"(?<![{_LATIN}])" + (r"(?<![0-9][-./:,])" if phrase[0].isdigit() else "") + pattern
    if phrase[-1].isascii() and phrase[-1].isalnum():
        pattern += rf"(?![{_LATIN}])" + (r"(?![-./:,][0-9])" if phrase[-1].isdigit() else "")
    return pattern


class Phrases:
    """Phrases to find in text (the longest first: a quote that holds another goes whole). A phrase is looked for
    only in a text whose letters hold its letters (one substring test each): with 500 forgotten facts, 60 turns
    of 60 words take 8.5 ms (bench/masks/run.py, 2026-12-02), where one pattern of 500 alternatives took 990 ms
    (2026-12-01; the figures are in docs/memory.md)."""

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
        """These phrases less those whose `value_key` is in `dropped` (their letters not folded again)."""
        kept = Phrases(())
        kept.phrases = [(p, f) for p, f in self.phrases if value_key(p) not in dropped]
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
            self._patterns[phrase] = re.compile(_bounded(_normal(phrase)[0]))
        return self._patterns[phrase]

    def _sub(
        self, phrase: str, text: str, placeholder: str, normal: tuple[str, list[int] | None, list[int] | None]
    ) -> tuple[str, int]:
        """`text` (`normal`: it folded, `_normal`) with the phrase replaced wherever its folded form is (case and
        width aside), and how many times."""
        folded_text, starts, ends = normal
        spans: list[tuple[int, int]] = []
        for match in self._pattern(phrase).finditer(folded_text):
            start, end = (
                match.span() if starts is None or ends is None else (starts[match.start()], ends[match.end() - 1])
            )
            if spans and start < spans[-1][1]:  # two finds in one folded character ("ß" is "ss"): one cut
                spans[-1] = (spans[-1][0], max(end, spans[-1][1]))
            else:
                spans.append((start, end))
        if not spans:
            return text, 0
        pieces, last = [], 0
        for start, end in spans:
            pieces += [text[last:start], placeholder]
            last = end
        return "".join(pieces) + text[last:], len(spans)

    def found(self, text: str) -> list[str]:
        """The phrases that are in `text` as whole words (at a Latin end), the longest first."""
        if not self.phrases:
            return []
        candidates = self._found(text)
        normal = _normal(text)[0] if candidates else ""
        return [p for p in candidates if self._pattern(p).search(normal)]

    def replace(self, text: str, placeholder: str) -> str:
        """`text` with every phrase in it, in any case or width, replaced by `placeholder`."""
        normal = None  # the text folded, again after each cut
        for phrase in self._found(text) if self.phrases else ():
            normal = normal or _normal(text)
            text, hits = self._sub(phrase, text, placeholder, normal)
            normal = None if hits else normal
        return text

    def in_turn(self, text: str, placeholder: str) -> str:
        """A turn's text with the phrases replaced; all of it when one is there only in another spelling (a phrase
        of SPELLED letters or more: "I'm 34" is no quote of "I'm 345 pages", nor "yes" of "yesterday")."""
        normal = None  # the text folded, again after each cut
        for phrase in self._found(text) if self.phrases else ():
            normal = normal or _normal(text)
            text, hits = self._sub(phrase, text, placeholder, normal)
            normal = None if hits else normal
            letters = dict(self.phrases)[phrase]
            if not hits and len(letters) >= SPELLED and letters in folded(text):  # not inside one already cut
                return placeholder
        return text
