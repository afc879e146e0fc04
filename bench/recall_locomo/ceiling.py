"""The lexical ceiling of LoCoMo: how much of a question's evidence any word-based recall can reach at all.

An evidence turn that shares no search term (twin/recall/segment.py: stemmed
words, stopwords dropped) with its question, the two speakers' names aside,
nor with the turns either side of it (whose words a turn lends its neighbours
in the index), is found by a lexical method only by luck. The share of a
question's evidence turns that do share a term, averaged over the questions as
the recall figures are, bounds every depth of a word-based recall.
"""

from __future__ import annotations

import re

from bench.recall_locomo.load import Question, turn_text
from twin.recall import segment


def reachable(sample: dict, questions: list[Question]) -> list[float]:
    """For each question, the share of its evidence turns that share a term with it, themselves or a neighbour."""
    conv = sample["conversation"]
    numbers = sorted(int(m[1]) for k in conv if (m := re.fullmatch(r"session_(\d+)", k)))
    order = [t for n in numbers for t in conv[f"session_{n}"] or []]
    at = {t["dia_id"]: i for i, t in enumerate(order)}
    terms = [set(segment.terms(turn_text(t))) for t in order]
    names = set(segment.terms(f"{conv['speaker_a']} {conv['speaker_b']}"))
    out = []
    for q in questions:
        asked = set(segment.terms(q.text)) - names
        hit = 0
        for dia in q.dia_ids:
            i = at[dia]
            near = terms[i].union(*(terms[j] for j in (i - 1, i + 1) if 0 <= j < len(order)))
            hit += bool(asked & near)
        out.append(hit / len(q.dia_ids))
    return out
