"""Which of several voiceprints a text comes closest to: authorship attribution on one shared scale.

`compare` (voiceprint.py) scores a text against one voiceprint on that voiceprint's own spreads and word list,
which is right for "how close is this to me" but not for telling writers apart: a writer whose voiceprint varies
more draws texts from the others. Here every candidate is put on one scale, as stylometry's Burrows's Delta does:
over the union of the candidates' common words, masked character trigrams (twin/voice/grams.py), particles and
forms of address, and their measured style features, each feature is z-scored with the mean over the candidates
and a standard deviation that joins the spread between candidates with their pooled spread within their own
writing (scaled to the text's length); the text goes to the candidate whose z-vector points most the same way
(cosine Delta). Docs: docs/voice.md.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

from twin.persona.voice import Voice
from twin.voice.features import measure
from twin.voice.grams import trigrams

ABSENT = 0.5  # a word (or trigram) a voiceprint did not keep is taken as used at half the rate of its rarest kept one


@dataclass
class Candidate:
    """One voiceprint's place in an attribution: its name, its cosine Delta (0 same direction, 2 opposite)."""

    name: str
    delta: float


FAMILIES = ("particles", "address", "words", "grams")  # the counted tables, each a family of features


def attribute(messages: list[str], voices: dict[str, Voice]) -> list[Candidate]:
    """The candidates ranked by cosine Delta for the text's messages, nearest first."""
    if not voices:
        return []
    language = next(iter(voices.values())).language or "en"
    # a family counts only when every candidate has it: a voiceprint learned before trigrams were kept has none,
    # and guessing all of its rates would draw texts away from it
    families = [f for f in FAMILIES if all(getattr(v, f) for v in voices.values())]
    tables = {name: [getattr(v, f) for f in families] for name, v in voices.items()}
    keys = [list(dict.fromkeys(k for t in tables.values() for k in t[i])) for i in range(len(families))]
    found = measure(messages, language, [k for i, f in enumerate(families) if f != "grams" for k in keys[i]])
    grams = trigrams(messages) if "grams" in families else Counter()
    length = max(found.characters, 1)
    scale = 1000 / length  # a spread over 1,000 characters, as variance, for a text of this length
    rows: dict[str, tuple[list[float], list[float]]] = {name: ([], []) for name in voices}  # value, spread
    text: list[float] = []
    for i, family in enumerate(families):
        absent = {}
        for name, t in tables.items():
            rate = ABSENT * min((s[0] for s in t[i].values()), default=0.0)
            absent[name] = (rate, math.sqrt(rate))
        for k in keys[i]:
            text.append(grams[k] * 1000 / length if family == "grams" else found.rate(k))
            for name, t in tables.items():
                value, spread = t[i].get(k, absent[name])
                rows[name][0].append(value)
                rows[name][1].append(spread)
    shared = set.intersection(*(set(v.measured) for v in voices.values()))
    for f in sorted(shared):
        if f not in found.features:
            continue
        text.append(found.features[f])
        for name, v in voices.items():
            rows[name][0].append(v.measured[f][0])
            rows[name][1].append(v.measured[f][1])
    n = len(voices)
    zt = [0.0] * len(text)
    zc = {name: [0.0] * len(text) for name in voices}
    for i in range(len(text)):
        values = [rows[name][0][i] for name in voices]
        mean = sum(values) / n
        between = sum((x - mean) ** 2 for x in values) / max(n - 1, 1)
        within = sum(rows[name][1][i] ** 2 for name in voices) / n * scale
        sd = math.sqrt(between + within)
        if sd <= 1e-9:
            continue
        zt[i] = (text[i] - mean) / sd
        for name in voices:
            zc[name][i] = (rows[name][0][i] - mean) / sd
    ranked = [Candidate(name, round(cosine_delta(zt, zc[name]), 4)) for name in voices]
    return sorted(ranked, key=lambda c: c.delta)


def cosine_delta(a: list[float], b: list[float]) -> float:
    """1 minus the cosine of two z-vectors: 0 the same direction, 1 unrelated, 2 opposite."""
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    na = math.sqrt(sum(x * x for x in a))
    nb = math.sqrt(sum(y * y for y in b))
    return 1.0 - dot / (na * nb) if na and nb else 1.0
