"""BM25 over an FTS5 table that stays fast on a long history: common terms are scored, not scanned.

FTS5 computes bm25() for every row that matches any query term, so one
common word ("work", "工作") in a message makes a query on 100,000 turns read
tens of thousands of rows, and every term of a query costs it about 50 us
even on a small table. Here the rarest terms (up to ROW_BUDGET matching rows
and MAX_TERMS terms in all) find the candidates through FTS5, and the other
terms are then added to the candidates' scores in Python with FTS5's own
formula (same idf, k1 1.2, b 0.75, column weights, document length over all
columns), so the score of a candidate is exactly the bm25() FTS5 would have
given it. A query may weigh its terms (the recent context counts half a word
of the message): the heavier terms get the row budget first, and each term's
BM25 is multiplied by its weight. The document frequencies come from the
`terms` table the index keeps with every write (twin/memory/indexdb.py).
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Mapping, Sequence
from functools import lru_cache

from twin.recall.indexdb import select_in

K1, B = 1.2, 0.75
ROW_BUDGET = 800  # matching rows FTS5 may score per query; terms beyond it are scored on the candidates only
SLICE_ROWS = ROW_BUDGET  # when even the rarest word of a query is in more items, only its newest ones are read
MAX_TERMS = 32  # terms FTS5 may match per query (each costs FTS5 about 50 us, even on a small table)


def _varint(buf: bytes, i: int) -> tuple[int, int]:
    """SQLite's variable-length integer at buf[i:], and where it ends."""
    value = 0
    for _ in range(8):
        byte = buf[i]
        i += 1
        value = (value << 7) | (byte & 0x7F)
        if not byte & 0x80:
            return value, i
    return (value << 8) | buf[i], i + 1


class Plan:
    """How one query is run: the terms FTS5 matches, the common ones scored on its candidates, and the statistics.

    (A plain class: a dataclass cost 0.5 ms at every import.)
    """

    __slots__ = ("kept", "common", "df", "rows", "avgdl", "weights")

    def __init__(
        self,
        kept: list[str],  # for FTS5 to match: the heaviest terms first, the rarest first among equals
        common: list[str],  # present, but over the row budget: added to the candidates' scores in Python
        df: dict[str, int],  # document frequency of every distinct query term
        rows: int,  # rows in the table
        avgdl: float,  # average tokens per row over all columns
        weights: dict[str, float],  # each term's weight in the score (FTS5 weighs every term 1)
    ) -> None:
        self.kept, self.common, self.df, self.rows, self.avgdl, self.weights = kept, common, df, rows, avgdl, weights

    @property
    def exact(self) -> bool:
        """Whether FTS5's own score is the whole score (nothing to add in Python)."""
        return not self.common and all(self.weights[t] == 1.0 for t in self.kept)


class TermStats:
    """Document frequencies and average lengths of one FTS5 table.

    Frequencies come from the `terms` table the index keeps up to date with every row it writes (see
    twin/memory/indexdb.py): exact, and one indexed lookup per query, where FTS5's own vocabulary table
    walks the whole posting list of each term (0.1 ms per 1,000 rows that hold it).
    """

    def __init__(self, db: sqlite3.Connection, table: str, weights: Sequence[float]) -> None:
        self.db = db
        self.table = table
        self.weights = tuple(weights)

    def totals(self) -> tuple[int, float]:
        """(rows, average tokens per row over all columns), from FTS5's own averages record."""
        row = self.db.execute(f"SELECT block FROM {self.table}_data WHERE id = 1").fetchone()
        if not row or not row[0]:
            return 0, 0.0
        buf, values, i = row[0], [], 0
        while i < len(buf):
            value, i = _varint(buf, i)
            values.append(value)
        rows = values[0] if values else 0
        return rows, (sum(values[1:]) / rows if rows else 0.0)

    def df(self, terms: Sequence[str]) -> dict[str, int]:
        """How many rows hold each term."""
        wanted = list(dict.fromkeys(terms))
        found = dict.fromkeys(wanted, 0)
        for term, doc in select_in(self.db, "SELECT term, doc FROM terms WHERE tbl = ? AND term IN ({marks})", wanted,
                                   self.table):  # fmt: skip
            found[term] = int(doc)
        return found

    def split(self, terms: Sequence[str] | Mapping[str, float]) -> Plan:
        """Which terms FTS5 matches (up to ROW_BUDGET rows in all) and which are scored after.

        `terms` may weigh each term (a mapping; a list weighs them all 1): the heavier terms get the row budget
        first, and among equals the rarer.
        """
        weights = dict(terms) if isinstance(terms, Mapping) else dict.fromkeys(terms, 1.0)
        rows, avgdl = self.totals()
        freq = self.df(list(weights)) if rows else dict.fromkeys(weights, 0)
        present = sorted((t for t in freq if freq[t] > 0), key=lambda t: (-weights[t], freq[t], t))
        kept: list[str] = []
        matched = 0
        for term in present:
            if kept and (matched + freq[term] > ROW_BUDGET or len(kept) >= MAX_TERMS):
                break
            kept.append(term)
            matched += freq[term]
        return Plan(kept, present[len(kept) :], freq, rows, avgdl, weights)

    def rescore(self, scored: list[tuple[int, float]], plan: Plan) -> list[tuple[int, float]]:
        """Each (rowid, FTS5 score) with the plan's whole weighted score: the common terms' BM25 added, as FTS5
        would have computed it, and each matched term's own BM25 weighed as the plan says."""
        factor = {t: plan.weights[t] for t in plan.common}  # how much of each term's BM25 is still to add
        factor.update((t, plan.weights[t] - 1.0) for t in plan.kept if plan.weights[t] != 1.0)
        if not factor or not scored:
            return scored
        common = list(factor)
        rows, avgdl, freq = plan.rows, plan.avgdl, plan.df
        idf = {t: factor[t] * max(1e-6, math.log((rows - freq[t] + 0.5) / (freq[t] + 0.5))) for t in common}
        sql = f"SELECT rowid, body, ctx, who FROM {self.table} WHERE rowid IN ({{marks}})"
        columns = select_in(self.db, sql, [r for r, _ in scored])
        extra: dict[int, float] = {}
        wanted = set(common)
        for rowid, body, ctx, who in columns:
            length, freqs = frequencies(body or "", ctx or "", who or "", self.weights)
            norm = K1 * (1 - B + B * length / avgdl) if avgdl else K1
            total = 0.0
            for term in wanted.intersection(freqs):
                f = freqs[term]
                total += idf[term] * f * (K1 + 1) / (f + norm)
            extra[rowid] = total
        return [(r, s + extra.get(r, 0.0)) for r, s in scored]


@lru_cache(maxsize=4096)
def frequencies(body: str, ctx: str, who: str, weights: tuple[float, ...]) -> tuple[int, dict[str, float]]:
    """A row's length in tokens over all columns, and each term's frequency weighted by its column, as FTS5's
    bm25() counts them (cached by content: the same candidates come back turn after turn)."""
    found: dict[str, float] = {}
    length = 0
    for text, weight in zip((body, ctx, who), weights, strict=True):
        tokens = text.split()
        length += len(tokens)
        if weight:
            for token in tokens:
                found[token] = found.get(token, 0.0) + weight
    return length, found
