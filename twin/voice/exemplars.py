"""Lines of the owner's own picked by code as exemplars of the voice: some typical, some that show its range.

A candidate is a sentence (or a short message) of ordinary length. Typical lines are those whose length is
nearest the owner's usual one and that carry the most of their habits (signature words, particles, their usual
openings); varied lines are then chosen one by one to differ most from those already chosen (in length, how they
end, which habit they show), so the model, and a person reading the file, see more than one side of the voice.
"""

from __future__ import annotations

from collections.abc import Callable

from twin.persona.voice import Voice
from twin.voice.features import closing, count_in, opener, sentences, units

TYPICAL = 3
VARIED = 3
LIMITS = {"zh": (8, 60), "en": (6, 40)}  # a candidate's length: characters (zh) or words (en)


def pick(messages: list[str], voice: Voice, forgotten: Callable[[str], bool] = lambda _: False) -> list[str]:
    """Up to TYPICAL + VARIED exemplar lines from the messages, typical ones first; always the same for the same
    writing. A line that holds what the person asked to forget (`forgotten`) is never one: every later chat would
    show it to the model."""
    language = voice.language or "en"
    low, high = LIMITS[language]
    median = voice.measured.get("sentence_p50", (float(low + high) / 2, 0.0))[0]
    habits = [*voice.signature, *(p for p, (rate, _) in voice.particles.items() if rate > 0)]
    seen: set[str] = set()
    candidates: list[tuple[str, int, frozenset[str]]] = []
    for message in messages:
        pieces = [message] if units(message, language) <= high else sentences(message)
        for piece in pieces:
            piece = piece.strip().strip('“”"')
            size = units(piece, language)
            if not low <= size <= high or "\n" in piece or any(_alike(piece, other) for other in seen):
                continue
            if forgotten(piece):
                continue
            seen.add(piece)
            shown = frozenset(h for h in habits if count_in(piece, h, language))
            opens = opener(piece, language) in voice.opens
            candidates.append((piece, size, shown | ({"<opens>"} if opens else set())))
    if not candidates:
        return []

    def typicality(c: tuple[str, int, frozenset[str]]) -> tuple[float, str]:
        return (abs(c[1] - median) / max(median, 1.0) - 0.5 * len(c[2]), c[0])

    chosen = sorted(candidates, key=typicality)[:TYPICAL]
    rest = [c for c in candidates if c not in chosen]
    for _ in range(VARIED):
        if not rest:
            break
        best = max(rest, key=lambda c: (_novelty(c, chosen, median), -typicality(c)[0], c[0]))
        chosen.append(best)
        rest.remove(best)
    return [c[0] for c in chosen]


def _novelty(
    candidate: tuple[str, int, frozenset[str]], chosen: list[tuple[str, int, frozenset[str]]], median: float
) -> float:
    """How unlike the chosen lines a candidate is: its length, its ending, the habits it shows."""
    text, size, shown = candidate
    nearest = min(
        abs(size - c[1]) / max(median, 1.0)
        + (closing(text) != closing(c[0]))
        + len(shown.symmetric_difference(c[2])) * 0.5
        for c in chosen
    )
    return nearest if shown else nearest * 0.5  # a line that shows no habit at all is a poor exemplar


def _alike(a: str, b: str) -> bool:
    """Two lines that are nearly the same (four in five of their characters shared): one is enough."""
    x, y = set(a), set(b)
    return len(x & y) >= 0.8 * max(len(x), len(y))
