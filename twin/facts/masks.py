"""What the person asked to forget, masked wherever memory would show it: contexts, chapters, era summaries.

The raw session files keep the words (`twin memory purge` is what deletes them); every text memory shows or
hands to a model has "[forgotten]" in their place: in what the person said before the forget, and in whatever the
twin said, whenever it said it (`Masks.turn`, the one rule every reader of turns goes through).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from twin.clock import epoch
from twin.facts.model import Fact, value_key
from twin.facts.words import (
    Phrases,
    a_name_in_words,
    digits,
    maskable,
    naming_words,
    other_forms,
    same_number,
    words_of,
)

# a run of digits however grouped ("(415) 555-0123", "+44 7700 900123"): a phone number is masked by its digits
_DIGIT_RUN = re.compile(r"(?<![A-Za-z0-9_+])\+?\(?\d[\d \t().\-/]{4,}\d(?![A-Za-z0-9_])")  # (打138 1234 5678也行)


def placeholder(language: str) -> str:
    """What stands where forgotten words were, in every text memory shows or hands to a model."""
    return "[已遗忘]" if language == "zh" else "[forgotten]"


@dataclass
class Masks:
    """The words of what the person asked to forget: every context shows "[forgotten]" in their place in what was
    said before the forget, and in the twin's own words whenever they were said (the raw session files keep them;
    `twin memory purge` is what deletes). Said again afterwards by the person, they are shown as said in that turn;
    held again, they are the person's words again everywhere."""

    quotes: Phrases = field(default_factory=lambda: Phrases(()))  # the verbatim words each fact was taken from
    values: Phrases = field(default_factory=lambda: Phrases(()))  # the values, however short, and their names
    until: float = 0.0  # the last forget (epoch seconds): a turn said later is shown as said
    names: frozenset[str] = frozenset()  # the values' names that are no value themselves, as value_key folds them
    numbers: frozenset[str] = frozenset()  # the digits of numbers to call (`digits`), found in any grouping
    capitals: frozenset[str] = frozenset()  # names that are common words ("Will"): found only written as names

    @classmethod
    def of(
        cls, forgotten: Iterable[tuple[str, str, float] | tuple[str, str, float, str]], holding: list[Fact]
    ) -> Masks:
        """The masks for these forgotten facts ((value, quote, when) each, and the attribute when known; a fact's
        confirmations quoted as well), leaving out what a fact that holds now says.

        A value is masked whole however short ("Rex", "34", "born in 1990"), but for an everyday word ("yes",
        "none") or a lone letter; and the name it gives something on its own ("Rex" of "a dog named Rex",
        `naming_words`), but no other word of it ("a", "dog", "1990" of "born in 1990": dates hold numbers): a person
        who asks to forget their dog Rex expects the twin not to know of Rex, not to stop hearing of dogs. Keeping a
        forgotten fact from being learned again reads more of a value as names (`Tombstones`, docs/memory.md)."""
        held = {value_key(f.value) for f in holding}
        said = {value_key(str((f.evidence or {}).get("quote") or "")) for f in holding}
        # each value and each quote is weighed once: a value comes once with each confirmation's quote, a quote once
        # with each fact read from its words (3,567 pairs, 34 values and 655 quotes on the big bench/turn twin:
        # 35 ms to make the masks, 11 ms weighing each once, 2026-12-03)
        gone: set[tuple[str, str, str]] = set()
        until = 0.0
        for value, quote, at, *attribute in forgotten:
            until = max(until, at)
            if value_key(value) not in held:
                gone.add((value, quote, attribute[0] if attribute else ""))
        # a quote that says nothing of its own ("yes", "ok": a confirmation's) masks nothing: every "yes" is not it
        quotes = [q.strip() for q in {q for _, q, _ in gone} if maskable(q) and value_key(q) not in said]
        gone_values = {(value, attribute) for value, _, attribute in gone}
        named = {value.strip() for value, attribute in gone_values if a_name_in_words(value, attribute)}
        values = {value.strip() for value, _ in gone_values if maskable(value)} - named
        # 34 said "thirty-four", 三十四, "34th"; "Maria" of the partner Maria Lopez (`other_forms`)
        values |= {form for value, attribute in gone_values for form in other_forms(value, attribute) if maskable(form)}
        names = {word for value, _ in gone_values for word in naming_words(value)}
        whole = {value_key(v) for v in values}
        numbers = frozenset(found for value, attribute in gone_values if (found := digits(value, attribute)))
        masks = cls(
            Phrases(quotes),
            Phrases(values | names),
            until,
            frozenset(value_key(n) for n in names) - whole,
            numbers,
            frozenset(named),
        )
        return masks.without(holding) if holding else masks

    def __bool__(self) -> bool:
        return bool(self.quotes or self.values or self.numbers or self.capitals)

    @cached_property
    def known(self) -> frozenset[str]:
        """Every masked phrase, as `value_key` folds it."""
        return frozenset(value_key(p) for phrases in (self.quotes, self.values) for p, _ in phrases.phrases)

    def without(self, holding: list[Fact]) -> Masks:
        """These masks less what a fact that holds now says: said again and held again, it is the person's again
        (a name of a forgotten value too, when a value or a quote that holds has it among its words). Nothing
        forgotten: nothing to weigh (every turn's context asks, and most twins forgot nothing)."""
        if not self:
            return self
        held = {value_key(f.value) for f in holding} | {
            value_key(str((f.evidence or {}).get("quote") or "")) for f in holding
        }
        held |= {value_key(form) for f in holding for form in other_forms(f.value, f.attribute)}
        if self.names:
            held |= {w for text in held for w in words_of(text)} & self.names
        dialled = {found for f in holding if (found := digits(f.value, f.attribute))}
        again = {n for n in self.numbers if any(same_number(n, d) for d in dialled)}
        named = {c for c in self.capitals if value_key(c) in held}
        if not held & self.known and not again and not named:
            return self
        return Masks(
            self.quotes.without(held),
            self.values.without(held),
            self.until,
            self.names - held,
            self.numbers - again,
            self.capitals - named,
        )

    def turn(self, text: str, placeholder: str, ts: str | None = None, role: str | None = None) -> str:
        """A turn's text with the forgotten words masked (the whole turn when a quote is in it only in another
        spelling); as said only when it is the person's (`role` "user") and came after the last forget. The twin's
        own words are masked whenever they were said: a reply saved after the forget from a context built before
        it (a `twin serve` request in flight), or the twin naming the word on its own, is never the person saying
        it again. A turn whose role or time is not given is masked."""
        if not self or (role == "user" and ts is not None and (epoch(ts) or 0.0) > self.until):
            return text
        said = self.values.replace(self.quotes.in_turn(text, placeholder), placeholder)
        return self._named(self._dialled(said, placeholder), placeholder)

    def chapter(self, text: str, placeholder: str) -> str:
        """Any other text (a chapter, a passage of writing) with the forgotten quotes and values masked."""
        if not self:
            return text
        said = self.values.replace(self.quotes.replace(text, placeholder), placeholder)
        return self._named(self._dialled(said, placeholder), placeholder)

    def _named(self, text: str, placeholder: str) -> str:
        """`text` with the forgotten names that are common words masked where they are written as names: with a
        capital, not at the start of a sentence ("Will called", "with Will"; not "I will", "Will you?")."""
        for name in self.capitals:
            if name not in text:
                continue

            def cut(found: re.Match[str], said: str = text) -> str:
                before = said[: found.start()].rstrip(" \t\"'“‘(*_")
                return found.group(0) if not before or before[-1] in ".!?\n:" else placeholder

            text = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])", cut, text)
        return text

    def _dialled(self, text: str, placeholder: str) -> str:
        """`text` with the forgotten numbers to call masked however their digits are grouped ("(415) 555 0123",
        "4155550123", "+1 415-555-0123" for a forgotten 415-555-0123)."""
        if not self.numbers or not any(ch.isdigit() for ch in text):
            return text

        def cut(found: re.Match[str]) -> str:
            said = digits(found.group(0))
            return placeholder if said and any(same_number(said, n) for n in self.numbers) else found.group(0)

        return _DIGIT_RUN.sub(cut, text)

    def in_query(self, query: str) -> Phrases:
        """The forgotten phrases (values and quotes) that `query` says, as whole words."""
        return Phrases([p for phrases in (self.quotes, self.values) for p in phrases.found(query)])

    def said_again(self, text: str, ts: str | None, role: str | None, asked: Phrases) -> bool:
        """Whether a turn says again one of the forgotten phrases `asked` (`in_query`: those of a search) as every
        reader shows it: the person's own, said after the forget, with the phrase in its own words (not a turn the
        index found by the words of the turns around it, nor one that says another forgotten fact's word)."""
        return bool(asked) and self.turn(text, "", ts, role) == text and bool(asked.found(text))

    def search_words(self, query: str) -> str:
        """A search's words without the forgotten ones, "" when nothing else is left: a forgotten value as a search
        key would find the turns that held it (`twin memory search`, `/recall`, MCP's recall)."""
        return self.chapter(query, " ").strip()

    def data(self, data: Any, placeholder: str) -> Any:
        """A command's or a tool's JSON answer with the forgotten words masked in every text: a turn's (an object
        with `text`, its `time` or `ts`, and its `role`) as `turn` masks it, any other as `chapter` does. Ids, times
        and names of kinds are not texts: a forgotten year must not turn "2024-03-06T06:00" into a time no one can
        read. A field of those names that holds an object or a list is masked inside: `why`'s `fact` is the whole
        fact, its quote among it."""
        if not self:
            return data
        if isinstance(data, str):
            return self.chapter(data, placeholder)
        if isinstance(data, list):
            return [self.data(item, placeholder) for item in data]
        if isinstance(data, dict):
            said = data.get("time") or data.get("ts")
            out = {}
            for key, value in data.items():
                if (key in NOT_TEXT or key.endswith(("_at", "_id"))) and not isinstance(value, (dict, list)):
                    out[key] = value
                elif key == "text" and isinstance(value, str) and isinstance(said, str):
                    out[key] = self.turn(value, placeholder, said, data.get("role"))
                else:
                    out[key] = self.data(value, placeholder)
            return out
        return data


NOT_TEXT = frozenset(  # the fields of the JSON answers (facts, chains, recall, sessions) that hold no one's words
    # (a passage's `path` does: the owner named the file, zagreb-diary.md or 北京散步.txt, and it is masked as a title)
    "id at ts time start end until since as_of valid_from valid_until session turn fact record cause replaces "
    "replaced_by revives lost_to evidence_turn doc chunk sha256 hash kind source status layer prompt op reason "
    "retire_reason role persona score confidence".split()
)
