"""Near-duplicate facts, found by similarity, for the extractor to answer "new, same as, or supersedes".

"lives in Shenzhen" said twice is the same fact (similarity near 1); "I'm
preparing for the interview in that city" and "I interview at that company
next week" are related (they share a topic word). Similarity is Dice's
coefficient of the two facts' search terms, each term weighted by its inverse
document frequency among the facts (so "user", the subject of nearly every
fact, counts for little), or, when an `embed` callable is given, the larger
of that and the cosine of their embeddings.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime

from twin.clock import now
from twin.errors import TwinError
from twin.recall import segment
from twin.recall.embedding import Embed, cosine
from twin.recall.index import Hit, SearchIndex

SAME = 0.85  # at or above: the same fact said again
RELATED = 0.25  # at or above: about the same thing
CANDIDATES = 50


@dataclass
class Related:
    """An indexed fact and how close it is to the text asked about."""

    hit: Hit  # the fact (hit.data is its record)
    similarity: float  # 0..1
    same: bool  # similarity >= SAME


def related_facts(
    index: SearchIndex,
    text: str,
    *,
    limit: int = 5,
    as_of: datetime | None = None,
    embed: Embed | None = None,
    include_ended: bool = False,
) -> list[Related]:
    """The facts most like `text` (a proposed fact as "subject attribute: value"), most similar first.

    Facts a later record superseded, retired or expired are left out unless `include_ended`.
    """
    words = segment.terms(text)
    if not words or limit <= 0:
        return []
    hits = index.hits(index.match("fact", words, limit=CANDIDATES, as_of=as_of), "fact")
    if not include_ended:
        moment = (as_of or now()).timestamp()
        hits = [h for h in hits if h.until is None or h.until > moment]
    weights = _idf(index, [*words, *(w for h in hits for w in segment.terms(h.text))])
    mine = set(words)
    scores = {h.id: weighted_dice(mine, set(segment.terms(h.text)), weights) for h in hits}
    if embed is not None and hits:
        try:
            vectors = index.vectors.vectors(embed, [text] + [h.text for h in hits])
            for hit, vector in zip(hits, vectors[1:], strict=True):
                scores[hit.id] = max(scores[hit.id], cosine(vectors[0], vector))
        except (TwinError, ValueError):
            pass  # lexical similarity alone still finds the near-copies
    found = [Related(h, round(scores[h.id], 4), scores[h.id] >= SAME) for h in hits if scores[h.id] >= RELATED]
    found.sort(key=lambda r: (-r.similarity, -r.hit.at))
    return found[:limit]


def weighted_dice(a: set[str], b: set[str], weights: dict[str, float]) -> float:
    """Dice's coefficient of two term sets, each term counting its weight; 0..1."""
    total = sum(weights.get(t, 1.0) for t in a) + sum(weights.get(t, 1.0) for t in b)
    return 2 * sum(weights.get(t, 1.0) for t in a & b) / total if total else 0.0


def _idf(index: SearchIndex, words: list[str]) -> dict[str, float]:
    """log((N + 1) / (df + 0.5)) of each term among the indexed facts."""
    rows = index.count("fact")
    df = index.document_frequency("fact", list(dict.fromkeys(words)))
    return {t: math.log((rows + 1) / (f + 0.5)) for t, f in df.items()}
