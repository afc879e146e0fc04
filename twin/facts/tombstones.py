"""What the person asked to forget, kept from being learned again: no extraction brings a forgotten fact back.

The masks (twin/facts/masks.py) hide a forgotten value's words wherever memory shows text, and read little of a
value as a name on its own ("Rex" of "a dog named Rex"), so as not to hide what the person never asked to forget.
A tombstone keeps the fact itself out, and reads more of a value as names ("Zagreb", "Google", "1990" of "born in
1990", "New York" as one), since it only ever turns a proposed fact away, never a word of text. docs/memory.md
("Forgetting that holds") gives both rules.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from twin.facts.model import Fact, norm
from twin.facts.words import EVERYDAY, digits, distinctive, normalize, other_forms, same_number, unaccented
from twin.wordlists import CJK_CHAR, common_set, simplified


class Tombstones:
    """What the person asked to forget: no extraction brings it back, by its value (from words said before it was
    forgotten: said again later, it is news) or by the words it stood on.

    A value is matched whatever the attribute ("Zagreb" forgotten as the city comes back neither as the residence nor
    as "cold in Zagreb") and whoever the fact is said of (not as the city of "Sam", the person's name in an old chat
    imported, nor of a sister, from words said before the forget: those words are masked everywhere, and a fact
    taken from them would unmask them): the same value folded, or a value that holds every name of the forgotten
    one (`names`: "Rex" of "a dog named Rex", never "dog" or "named"), each as a name of its own (`holds`: "York" is
    not in "New York")."""

    def __init__(self, forgotten: Sequence[tuple[Fact, float]]) -> None:
        self.values: dict[str, dict[str, float]] = {}  # subject -> forgotten value (folded) -> when forgotten
        self.marks: dict[str, list[tuple[Names, float]]] = {}  # subject -> (the names of a forgotten value, when)
        self.words: dict[str, list[str]] = {}  # turn (or document chunk) id -> the forgotten quotes it holds
        self.keys: set[tuple[str, str]] = set()  # (subject, attribute) of every forgotten fact
        self.numbers: dict[str, dict[str, float]] = {}  # subject -> digits of a forgotten number to call -> when
        for f, at in forgotten:
            self.keys.add((norm(f.subject), norm(f.attribute)))
            values = self.values.setdefault(norm(f.subject), {})
            for form in (f.value, *other_forms(f.value, f.attribute)):  # "Maria" of Maria Lopez, "85k" of 85000
                value = normalize(form)
                values[value] = max(at, values.get(value, at))
            if found := digits(f.value, f.attribute):
                numbers = self.numbers.setdefault(norm(f.subject), {})
                numbers[found] = max(at, numbers.get(found, at))
            marks = names(f.value)
            if marks:
                self.marks.setdefault(norm(f.subject), []).append((marks, at))
            evidence = f.evidence or {}
            where = evidence.get("turn") or evidence.get("chunk")
            if where and evidence.get("quote"):
                self.words.setdefault(str(where), []).append(normalize(str(evidence["quote"])))

    def forgotten_at(self, subject: str, value: str, also: Sequence[str] = ()) -> float | None:
        """When a value of `subject` (or of its other subject, `also`) was last forgotten, under any attribute, if it
        says a forgotten value."""
        return max((at for _, at in self._matches(subject, value, also)), default=None)

    def key_forgotten(self, subject: str, attribute: str, also: Sequence[str] = ()) -> bool:
        """Whether the person asked to forget a value of this key (of `subject`, or of its other subject `also`)."""
        return any((norm(s), norm(attribute)) in self.keys for s in (subject, *also))

    def _matches(
        self, subject: str, value: str, also: Sequence[str], anyone: bool = False
    ) -> list[tuple[str | Names, float]]:
        """The forgotten values (folded, or their names) that `value` says, each with when it was forgotten: those of
        `subject` and `also`, or of anyone."""
        subjects = list(self.values.keys() | self.marks.keys()) if anyone else [norm(s) for s in (subject, *also)]
        folded = normalize(value)
        found: list[tuple[str | Names, float]] = [
            (folded, self.values[s][folded]) for s in subjects if folded in self.values.get(s, {})
        ]
        dialled = digits(value)  # "+1 415 555 0123" of a forgotten (415) 555-0123
        found += [
            (dialled, at)
            for s in subjects
            for number, at in self.numbers.get(s, {}).items()
            if dialled and same_number(dialled, number)
        ]
        return found + [(marks, at) for s in subjects for marks, at in self.marks.get(s, []) if holds(value, marks)]

    @staticmethod
    def _says(quote: str, forgotten: str | Names) -> bool:
        """Whether the person's words say this forgotten value (folded, or its names) again."""
        if isinstance(forgotten, str):
            return forgotten in normalize(quote) or bool(forgotten.isdigit() and forgotten in re.sub(r"\D", "", quote))
        return holds(quote, forgotten)

    def covers(
        self,
        subject: str,
        value: str,
        quote: str,
        turn: str,
        said: datetime,
        also: Sequence[str] = (),
        news: bool = True,
    ) -> bool:
        """Whether a fact proposed from `quote` in `turn` says again a value that was forgotten, or stands on the words
        a forgotten fact stood on. A forgotten value (of anyone's: see the class) is news only where the person says
        it again after the forget, in the quote itself: not in words said before it, not where the model puts it into
        words that never say it ("I take the tram to work" read as home_city Zagreb), and never from writing (`news`
        False: `twin ingest`, whose files' times say little of when their words were written: a copy or a sync makes
        them new)."""
        for forgotten, at in self._matches(subject, value, also, anyone=True):
            if not news or said.timestamp() <= at or not self._says(quote, forgotten):
                return True
        quote = normalize(quote)
        return any(quote in old or old in quote for old in self.words.get(turn, []))


_WORD = re.compile(r"[^\W_]+")
_JOINS = re.compile(r"[ \t\-‐]+")  # what lies between two words of one name ("New York", "Saint-Denis")
Names = tuple[tuple[str, ...], ...]  # runs of neighbouring naming words, folded
_CONNECTORS = frozenset("of de da di del van von".split())  # lower case inside a name: "Bank of America"


def _words(value: str) -> list[re.Match[str]]:
    return list(_WORD.finditer(simplified(unaccented(value))))


def _names_something(words: Sequence[re.Match[str]], i: int) -> bool:
    """Whether the i-th word of a value names something on its own.

    Chinese (no capitals, no spaces): a word of two characters or more, as `distinctive`. Else a word of two letters
    or more that is not an everyday word (EVERYDAY: "a", "named", "called") and has a digit ("1990"), or is no word
    of general English ("Rex", "Zagreb", "nurse"), or is written with a capital ("York", "Google"), unless that
    capital only starts the value ("Dog named Rex": "Dog")."""
    word = words[i].group()
    folded = word.casefold()
    if CJK_CHAR.search(word):
        return distinctive(word) and folded not in EVERYDAY
    if len(folded) < 2 or folded in EVERYDAY:
        return False
    if any(ch.isdigit() for ch in word) or folded not in common_set("words.en.txt"):  # no word of general English
        return True
    starts_only = i == 0 and len(words) > 1 and words[1].group()[0].islower() and not _joined(words, 1)
    return word[0].isupper() and not starts_only


def _joined(words: Sequence[re.Match[str]], i: int) -> bool:
    """Whether the i-th word of a value joins two capitalised words into one name ("of" in "Bank of America")."""
    return (
        0 < i < len(words) - 1
        and words[i].group() in _CONNECTORS
        and words[i - 1].group()[0].isupper()
        and words[i + 1].group()[0].isupper()
    )


def names(value: str) -> Names:
    """The names in a value, folded: each run of neighbouring words that name something ("a dog named Rex": Rex;
    "born 1990 in Lyon": Lyon; "New York", "Bank of America": one each), none for a value of everyday words only
    ("a dog") or a run of numbers only."""
    words = _words(value)
    runs: list[list[str]] = []
    last = -2
    for i in range(len(words)):
        if _names_something(words, i) or (_joined(words, i) and last == i - 1 and _names_something(words, i + 1)):
            if i == last + 1:
                runs[-1].append(words[i].group().casefold())
            else:
                runs.append([words[i].group().casefold()])
            last = i
    # a number alone names nothing outside its value: forgetting an age of 34 keeps out 34 under any key (the value
    # itself), not "flat 34" or "34 cats" said before the forget
    return tuple(tuple(run) for run in runs if not all(w.isdigit() for w in run))


def _extends(text: str, a: re.Match[str], b: re.Match[str], other: re.Match[str]) -> bool:
    """Whether the word `other`, next to the words a..b with only a space or a dash between, makes them part of a
    longer name: it is written with a capital and is no everyday word ("New" of "New York"; not "in" of "In York")."""
    gap = text[other.end() : a.start()] if other.end() <= a.start() else text[b.end() : other.start()]
    word = other.group()
    return (
        _JOINS.fullmatch(gap) is not None
        and word[0].isupper()
        and word.casefold() not in EVERYDAY
        and not CJK_CHAR.search(word)
    )


def holds(value: str, marks: Names) -> bool:
    """Whether a value holds each of these names as a name of its own: whole words, not with a capitalised word beside
    them ("York" is in "cold in York", not in "New York"; "Rome" is not in "Romero"); anywhere, for Chinese (北京 is
    in 北京路: nothing marks where a Chinese name ends, and the masks hide it there too)."""
    text = simplified(unaccented(value))
    words = _words(text)
    folded = [w.group().casefold() for w in words]
    whole = text.casefold()
    for run in marks:
        if any(CJK_CHAR.search(w) for w in run):
            if not all(w in whole for w in run):
                return False
            continue
        n = len(run)
        found = False
        for i in range(len(words) - n + 1):
            if tuple(folded[i : i + n]) != run:
                continue
            before = i > 0 and _extends(text, words[i], words[i + n - 1], words[i - 1])
            after = i + n < len(words) and _extends(text, words[i], words[i + n - 1], words[i + n])
            if not (before or after):
                found = True
                break
        if not found:
            return False
    return True
