"""BM25 over an FTS5 table that stays fast on a long history: common terms are scored, not scanned.

FTS5 computes bm25() for every row that matches any query term, so one
common word ("work", "工作") in a message makes a query on 100,000 turns read
tens of thousands of rows. Here the rarest terms (up to ROW_BUDGET matching
rows in all) find the candidates through FTS5, and the common terms are then
added to the candidates' scores in Python with FTS5's own formula (same idf,
k1 1.2, b 0.75, column weights, document length over all columns), so the
score of a candidate is exactly the bm25() FTS5 would have given it.
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Sequence

K1, B = 1.2, 0.75
ROW_BUDGET = 1500  # matching rows FTS5 may score per query; terms beyond it are scored on the candidates only


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


class TermStats:
    """Document frequencies and average lengths of one FTS5 table, cached per connection."""

    def __init__(self, db: sqlite3.Connection, table: str, weights: Sequence[float]) -> None:
        self.db = db
        self.table = table
        self.weights = tuple(weights)
        self._df: dict[str, int] = {}
        self._rows = -1
        db.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.{table}_vocab USING fts5vocab(main, '{table}', 'row')")

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
        if abs(rows - self._rows) > self._rows // 100:
            # the table changed by more than 1%: document frequencies may have too. A live chat adds two
            # rows a turn; frequencies off by that little do not change a ranking, and looking every
            # term up again on each turn cost more than the whole rest of a recall.
            self._df.clear()
            self._rows = rows
        return rows, (sum(values[1:]) / rows if rows else 0.0)

    def df(self, terms: Sequence[str]) -> dict[str, int]:
        """How many rows hold each term."""
        missing = [t for t in terms if t not in self._df]
        for term in missing:
            row = self.db.execute(f"SELECT doc FROM temp.{self.table}_vocab WHERE term = ?", (term,)).fetchone()
            self._df[term] = int(row[0]) if row else 0
        return {t: self._df[t] for t in terms}

    def split(self, terms: Sequence[str]) -> tuple[list[str], list[str]]:
        """(terms for FTS5 to match, common terms to score on the candidates), present terms only."""
        self.totals()
        freq = self.df(list(dict.fromkeys(terms)))
        present = sorted((t for t in freq if freq[t] > 0), key=lambda t: (freq[t], t))
        kept: list[str] = []
        rows = 0
        for term in present:
            if kept and rows + freq[term] > ROW_BUDGET:
                break
            kept.append(term)
            rows += freq[term]
        return kept, present[len(kept) :]

    def rescore(self, scored: list[tuple[int, float]], common: list[str]) -> list[tuple[int, float]]:
        """Add the bm25 contribution of `common` terms to each (rowid, score), as FTS5 would have computed it."""
        if not common or not scored:
            return scored
        rows, avgdl = self.totals()
        freq = self.df(common)
        idf = {t: max(1e-6, math.log((rows - freq[t] + 0.5) / (freq[t] + 0.5))) for t in common}
        marks = ",".join("?" * len(scored))
        columns = self.db.execute(
            f"SELECT rowid, body, ctx, who FROM {self.table} WHERE rowid IN ({marks})", [r for r, _ in scored]
        ).fetchall()
        extra: dict[int, float] = {}
        w0, w1, w2 = self.weights
        wanted = set(common)
        for rowid, body, ctx, who in columns:
            c0, c1, c2 = (body or "").split(), (ctx or "").split(), (who or "").split()
            norm = K1 * (1 - B + B * (len(c0) + len(c1) + len(c2)) / avgdl) if avgdl else K1
            n0, n1, n2 = _counts(c0, wanted), _counts(c1, wanted), _counts(c2, wanted)  # one pass a column
            total = 0.0
            for term in common:
                f = w0 * n0.get(term, 0) + w1 * n1.get(term, 0) + w2 * n2.get(term, 0)
                if f:
                    total += idf[term] * f * (K1 + 1) / (f + norm)
            extra[rowid] = total
        return [(r, s + extra.get(r, 0.0)) for r, s in scored]


def _counts(tokens: list[str], wanted: set[str]) -> dict[str, int]:
    """How often each wanted term occurs among `tokens`."""
    found: dict[str, int] = {}
    for token in tokens:
        if token in wanted:
            found[token] = found.get(token, 0) + 1
    return found
