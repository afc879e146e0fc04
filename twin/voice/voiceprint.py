"""Learning a voiceprint from the owner's writing, and comparing a text with one.

Learning measures the whole of the writing (twin/voice/features.py) for each feature's value, and the same
features on windows of about 1,000 characters for its spread: how much it varies from one stretch of the owner's
writing to the next. Comparing measures the text the same way and scores each feature's difference as a deviance:
for a count (a word, a particle, a mark) how unlikely the text's count is at the voice's rate (Poisson, allowing
for words that come in bursts), for a length or a share its squared distance in spreads (wider for a short text,
which varies more). Each feature counts at most CAP squared; the distance is the root of their mean over every
feature, so that most weight goes where most evidence is (the common words, as in stylometry's Delta), and the
score runs from 100 (as close, all features together, as the owner's own writing comes) down as the distance
grows. Docs: docs/voice.md.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any

from twin.persona.voice import Stat, Voice
from twin.voice.features import ADDRESS, PARTICLES, Measures, Sample, measure, paragraphs_of, words_of
from twin.voice.grams import common, trigrams

Progress = Callable[[int, int], None]
COMMON_WORDS = 300  # the owner's most frequent words whose rates are kept (the core of Burrows' Delta)...
GENERAL = 2000  # ...among the most common words (Chinese: characters) of general text, so never a name or a subject
GRAMS = 1000  # the owner's most frequent trigrams of masked text (twin/voice/grams.py) whose rates are kept
SIGNATURE = 14  # words and phrases kept as signature
RATIO = 3.0  # ...each used at least this many times as often as general text uses it
WINDOW = 1000  # characters per window when measuring the spread
MIN_WINDOW = 250
CAP = 4.0  # a feature counts at most this many spreads away
DISPERSION = 2.0  # words come in bursts: a count varies about twice as much as chance alone would make it
SMOOTH = 0.5  # occurrences added to what a rate expects, so that a word the voice never used is not impossible
SAME = 0.75  # a distance at or under which a text scores 100: a passage of the owner's own is about 0.9
_SHAPE = ("sentence_p10", "sentence_p50", "sentence_p90", "paragraph_sentences", "paragraph_length")
_SHARES = ("full_width", "other_script")


@dataclass
class Difference:
    """One feature of a text against the voiceprint."""

    group: str
    name: str
    text: float
    voice: float
    z: float  # how many (length-adjusted) spreads apart, signed: the text has more when positive

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape."""
        return {
            "group": self.group,
            "feature": self.name,
            "text": round(self.text, 3),
            "voice": self.voice,
            "z": self.z,
        }


@dataclass
class Comparison:
    """How close a text comes to a voiceprint: a score from 0 to 100, the distance per group, the features."""

    score: int
    distance: float
    groups: dict[str, float]
    differences: list[Difference] = field(default_factory=list)
    characters: int = 0

    def largest(self, n: int = 3) -> list[Difference]:
        """The n features furthest from the voiceprint, at least one spread away, one per kind."""
        chosen: list[Difference] = []
        families: set[str] = set()
        for d in sorted(self.differences, key=lambda d: -abs(d.z)):
            family = d.name.split("_")[0] if d.name.startswith(("sentence_", "ends_")) else d.name
            if abs(d.z) >= 1.0 and family not in families and len(chosen) < n:
                chosen.append(d)
                families.add(family)  # one line about sentence length, not three
        return chosen


def items_of(voice: Voice) -> list[str]:
    """Every word and phrase the voiceprint counts."""
    return [*voice.particles, *voice.address, *voice.words, *voice.signature]


def learn(
    samples: list[Sample],
    language: str,
    *,
    progress: Progress | None = None,
    general: dict[str, float] | None = None,
    names: Collection[str] = (),
) -> Voice:
    """A voiceprint measured from the samples (no description yet: the model writes that from it).

    `general` is the language's general word frequencies (twin/voice/frequency.py); without it no signature
    words are chosen (the tests of the measures alone, and a bench's ablation). `names`: names known to be no words
    of the voice (the owner's, the twin's), kept out of its signature words.
    """
    messages = paragraphs_of(m for s in samples for m in s.messages)
    if not messages:
        return Voice(language=language)
    common, signature = choose_words(messages, language, general, names)
    particles = list(PARTICLES[language])
    address = list(ADDRESS[language])
    items = [*particles, *address, *common, *signature]
    windows = _windows(messages)
    total = len(windows) + 1
    overall = measure(messages, language, items)
    grams = trigrams(messages)
    if progress:
        progress(1, total)
    parts: list[Measures] = []
    part_grams: list[Counter[str]] = []
    for number, window in enumerate(windows, 2):
        parts.append(measure(window, language, items))
        part_grams.append(trigrams(window))
        if progress:
            progress(number, total)
    size = sum(m.characters for m in parts) / max(len(parts), 1)

    def stat(value: float, values: list[float], kind: str) -> Stat:
        spread = _spread(values, size) if len(parts) >= 4 else 0.0
        return value, max(spread, _floor(value, kind))

    def rates(names: list[str]) -> dict[str, Stat]:
        return {n: stat(overall.rate(n), [m.rate(n) for m in parts], "rate") for n in names}

    def gram_rates() -> dict[str, Stat]:
        kept = sorted(grams.items(), key=lambda kv: (-kv[1], kv[0]))[:GRAMS]
        per = [(c, 1000 / max(m.characters, 1)) for c, m in zip(part_grams, parts, strict=True)]
        return {g: stat(n * 1000 / max(overall.characters, 1), [c[g] * k for c, k in per], "rate") for g, n in kept}

    return Voice(
        language=language,
        characters=overall.characters,
        opens=[word for word, n in overall.opens.most_common(3) if n >= max(2, len(messages) // 20)],
        measured={
            name: stat(value, [m.features[name] for m in parts], _kind(name))
            for name, value in overall.features.items()
        },
        particles=rates(particles),
        address=rates(address),
        words=rates(common),
        signature=rates(signature),
        grams=gram_rates(),
        source=", ".join(s.source for s in samples if s.source)[:200],
    )


def _kind(name: str) -> str:
    if name in _SHAPE:
        return "length"
    if name in _SHARES or name.startswith("ends_"):
        return "share"
    return "rate"


def _floor(value: float, kind: str) -> float:
    """The least spread a feature gets (few windows, or a writer who never varies, say little about a text)."""
    if kind == "length":
        return 0.5 + 0.12 * value
    if kind == "share":
        return 0.05 + 0.25 * math.sqrt(max(value * (1 - value), 0.0))
    return 0.3 + 0.4 * math.sqrt(max(value, 0.0))


def _spread(values: list[float], size: float) -> float:
    """The standard deviation of a feature over windows of `size` characters, as over 1,000 characters."""
    if len(values) < 2:
        return 0.0
    mean = sum(values) / len(values)
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (len(values) - 1))
    return sd * math.sqrt(size / 1000)


def _windows(messages: list[str]) -> list[list[str]]:
    """Consecutive runs of messages of about WINDOW characters (smaller when there is little writing)."""
    total = sum(len(m) for m in messages)
    size = max(MIN_WINDOW, min(WINDOW, total // 8))
    out: list[list[str]] = [[]]
    used = 0
    for message in messages:
        if used >= size:
            out.append([])
            used = 0
        out[-1].append(message)
        used += len(message)
    if len(out) > 1 and sum(len(m) for m in out[-1]) < size / 2:
        last = out.pop()
        out[-1] += last
    return [w for w in out if w]


def choose_words(
    messages: list[str], language: str, general: dict[str, float] | None, known: Collection[str] = ()
) -> tuple[list[str], list[str]]:
    """(the owner's most common words, their signature words and phrases) from their messages.

    Common words are the most frequent ones, as stylometry's Delta uses them, among the words (Chinese:
    characters) general text uses most: function words and everyday words, which a writer uses without choosing,
    never a name or a word of what one text is about ("sled", "whitewash"). Signature words are those used far
    more often than general text uses them, in several messages (a word of one message is its topic, not the
    voice), never names (in English, words written with a capital in the middle of sentences; in both, the `known`
    names, the owner's and the twin's, and the words that hold them).
    """
    from twin.voice.frequency import zh_words

    text = "\n\n".join(messages)
    vocabulary = general or {}
    if language == "zh":
        per_message = [zh_words(m, vocabulary) if vocabulary else _zh_chars(m) for m in messages]
    else:
        per_message = [words_of(m) for m in messages]
    counts: Counter[str] = Counter(w for words in per_message for w in words)
    names = _names(text) if language == "en" else set()
    names |= {n.casefold() for n in known if len(n) >= 2}
    frequent = Counter(c for m in messages for c in _zh_chars(m)) if language == "zh" else counts
    usual = set(common(language)[:GENERAL])
    ordered = sorted(frequent.items(), key=lambda kv: (-kv[1], kv[0]))
    most = [w for w, _ in ordered if w in usual and w not in names][:COMMON_WORDS]
    if not general:
        return most, []
    spread: Counter[str] = Counter(w for words in per_message for w in set(words))
    phrases = _phrases([_clauses(m, language, vocabulary if language == "zh" else {}) for m in messages])
    total = max(sum(counts.values()), 1)
    keyness: dict[str, float] = {}
    least = max(3, total // 4000)
    for word, n in counts.items():
        if n < least or spread[word] < 3 or word in names or _holds_name(word, names):
            continue
        if language == "zh" and len(word) < 2:
            continue
        base = general.get(word, 0.0)
        if base < 1e-7:
            continue  # rarer than one in ten million words in general text: a name or a coinage, not a habit
        keyness[word] = n * math.log((n / total) / base / RATIO)
    for phrase, (n, places) in phrases.items():
        parts = phrase.split()
        if n < least or places < 3 or names.intersection(parts) or _holds_name("".join(parts), names):
            continue
        base = math.prod(general.get(p, 1e-7) for p in parts) * 10 ** (len(parts) - 1)
        keyness[phrase] = n * math.log((n / total) / base / RATIO)
    ranked = sorted((k for k, v in keyness.items() if v > 0), key=lambda k: -keyness[k])
    chosen: list[str] = []
    for item in ranked:
        if any(item in c or c in item for c in chosen):
            continue
        chosen.append(item)
        if len(chosen) == SIGNATURE:
            break
    return most, [c.replace(" ", "") if language == "zh" else c for c in chosen]


def _zh_chars(message: str) -> list[str]:
    from twin.wordlists import CJK_CHAR

    return CJK_CHAR.findall(message)


def _holds_name(word: str, names: set[str]) -> bool:
    """Whether a word or phrase holds a name of two letters or more, or is part of one (阿明说, 太爷 of 赵太爷)."""
    word = word.casefold()
    return any(len(n) >= 2 and (n in word or (len(word) >= 2 and word in n)) for n in names)


def _names(text: str) -> set[str]:
    """English words written with a capital most of the times they occur in mid-sentence: names."""
    capital: Counter[str] = Counter()
    lower: Counter[str] = Counter()
    for match in re.finditer(r"(?<=[^\s.!?”\"'’:;—-] )([A-Za-z][a-z'’]+)", text):
        word = match.group(1).replace("’", "'")
        (capital if word[0].isupper() else lower)[word.lower()] += 1
    found = {w for w, n in capital.items() if n > lower[w]}
    return found | {f"{w}'s" for w in found}


def _clauses(message: str, language: str, vocabulary: dict[str, float]) -> list[list[str]]:
    """A message's words, clause by clause: a phrase never runs across punctuation (in Chinese, nor across an
    English word or a number, which the Chinese words leave out: 不过 deadline 有点紧 is no 不过有点紧)."""
    from twin.voice.frequency import zh_words

    pieces = re.split(r"[^\w\s'’]+", message)
    if language == "zh":
        return [zh_words(p, vocabulary) for piece in pieces for p in re.split(r"[A-Za-z0-9_'’]+", piece)]
    return [words_of(p) for p in pieces]


def _phrases(messages: list[list[list[str]]]) -> dict[str, tuple[int, int]]:
    """Two- and three-word sequences within clauses: (occurrences, messages they occur in)."""
    counts: Counter[str] = Counter()
    places: Counter[str] = Counter()
    for clauses in messages:
        seen: set[str] = set()
        for words in clauses:
            for n in (2, 3):
                for i in range(len(words) - n + 1):
                    gram = " ".join(words[i : i + n])
                    counts[gram] += 1
                    seen.add(gram)
        for gram in seen:
            places[gram] += 1
    return {g: (n, places[g]) for g, n in counts.items() if n >= 3}


def compare(voice: Voice, messages: list[str]) -> Comparison:
    """How close messages (a text's paragraphs, or replies) come to the voiceprint."""
    language = voice.language or "en"
    found = measure(messages, language, items_of(voice))
    length = max(found.characters, 1)
    # a text longer than 1,000 characters is judged as one of 1,000: a voice drifts from one stretch of writing to
    # the next, so a long text must not seem further from it just for being long
    widen = math.sqrt(1000 / min(length, 1000))
    scale = max(length / 1000, 1.0)
    differences: list[Difference] = []
    deviance: dict[str, list[float]] = {}

    def add(group: str, name: str, value: float, stat: Stat, kind: str) -> None:
        if kind == "rate":  # a count: how unlikely it is at the voice's rate (a Poisson deviance, made signed)
            expected = stat[0] * length / 1000 + SMOOTH
            seen = value * length / 1000
            d = 2 * ((seen * math.log(seen / expected) if seen else 0.0) - (seen - expected)) / DISPERSION / scale
            z = math.copysign(math.sqrt(max(d, 0.0)), seen - expected)
        else:
            spread = max(stat[1], _floor(stat[0], kind))
            z = (value - stat[0]) / (spread * widen)
            d = z * z
        differences.append(Difference(group, name, value, stat[0], round(z, 2)))
        deviance.setdefault(group, []).append(min(d, CAP * CAP))

    for name, stat in voice.measured.items():
        if name in found.features:
            kind = _kind(name)
            add("shape" if name in _SHAPE else "punctuation", name, found.features[name], stat, kind)
    for group, table in (
        ("particles", {**voice.particles, **voice.address}),
        ("words", voice.words),
        ("signature", voice.signature),
    ):
        for name, stat in table.items():
            add(group, name, found.rate(name), stat, "rate")
    groups = {g: round(math.sqrt(sum(ds) / len(ds)), 3) for g, ds in deviance.items() if ds}
    every = [d for ds in deviance.values() for d in ds]
    distance = math.sqrt(sum(every) / len(every)) if every else CAP
    score = round(100 * math.exp(-3 * max(distance - SAME, 0.0)))
    return Comparison(score, round(distance, 3), groups, differences, found.characters)
