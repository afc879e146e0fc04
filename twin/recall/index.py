"""The derived full-text index of a twin: turns, facts and chapters in SQLite FTS5 under `index/`.

Everything here is rebuilt from the JSONL files: deleting `index/` loses
nothing. `sync()` catches up incrementally (per-file byte offsets; closed
session files are not even looked at unless the folder changed), `add_turn()`
indexes one new turn right after the chat wrote it, `search()` ranks by BM25.
Text is stored as search terms (see twin.recall.segment), so Chinese and
English go through the same FTS5 table.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Callable, Iterable, Mapping
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from twin.clock import parse_time
from twin.errors import StorageError
from twin.recall import bm25, segment
from twin.recall.bm25 import TermStats
from twin.recall.indexdb import COLUMN_WEIGHTS, FTS_TABLES, connect, reset, select_in
from twin.recall.indexupkeep import IndexUpkeep, turn_record

if TYPE_CHECKING:
    from twin.sessions.session import Turn

KINDS = ("turn", "fact", "chapter", "document")
BULK_ITEMS = 2000  # a sync that adds this many items merges each table's segments into one (~1.5% of the sync)
TIDY_PAGES = 200  # pages of merging per tidy()
Progress = Callable[[int, int], None]
# The columns of an item a Hit is made of, in the order `_hit` reads them by position (by name, sqlite3.Row looks
# each name up among the columns: 15 lookups a hit, ~0.3 ms for the 200 hits of a turn's recall)
ITEM = "rowid, kind, id, session, ts, text, role, seq, at, weight, until, data, prev, next"


class Hit:
    """One indexed item that matched: a turn, a fact or a chapter, with its score.

    A plain class with slots, not a dataclass: making the dataclass cost ~1.3 ms at every import of the index,
    a twentieth of a `twin sessions search`'s own work. Hits compare by identity (nothing compares them).
    """

    __slots__ = (
        "kind", "id", "session", "ts", "text", "score", "role", "seq", "at", "weight", "until", "raw", "rowid",
        "tokens", "prev", "next", "_data",
    )  # fmt: skip

    def __init__(
        self,
        kind: str,
        id: str,
        session: str | None,
        ts: str,
        text: str,
        score: float,
        role: str | None = None,
        seq: int = 0,  # turns: position in the session file (byte offset), for neighbours
        at: float = 0.0,  # ts as epoch seconds
        weight: float = 0.5,  # importance (turns) or confidence (facts)
        until: float | None = None,  # facts: when a later record superseded or retired it
        raw: str | None = None,  # `data` as stored (JSON), decoded when first asked for
        rowid: int = 0,
        tokens: int = -1,  # what it costs in a context, once computed
        prev: int | None = None,  # turns: rowid of the turn before in the session
        next: int | None = None,  # turns: rowid of the turn after
    ) -> None:
        self.kind, self.id, self.session, self.ts, self.text, self.score = kind, id, session, ts, text, score
        self.role, self.seq, self.at, self.weight, self.until = role, seq, at, weight, until
        self.raw, self.rowid, self.tokens, self.prev, self.next = raw, rowid, tokens, prev, next
        self._data: dict[str, Any] | None = None

    def __repr__(self) -> str:
        return f"Hit(kind={self.kind!r}, id={self.id!r}, session={self.session!r}, score={self.score!r})"

    @property
    def data(self) -> dict[str, Any]:
        """The fact or chapter record as written; for a turn, {"speaker": name} when the session named one."""
        if self._data is None:
            self._data = json.loads(self.raw) if self.raw else {}
        return self._data

    @property
    def time(self) -> datetime:
        """When it was said (turns, facts) or when its session ended (chapters)."""
        return parse_time(self.ts)


class SearchIndex(IndexUpkeep):
    """The search index of one twin (data/<persona>/index/search.sqlite3)."""

    def __init__(self, twin_dir: Path) -> None:
        self.twin_dir = Path(twin_dir)
        self.dir = self.twin_dir / "index"
        self.path = self.dir / "search.sqlite3"
        self._db: sqlite3.Connection | None = None
        self._stats: dict[str, TermStats] = {}
        self._lock = threading.RLock()  # the chat may index from another thread than the one that searches

    # -- connection ----------------------------------------------------------

    @property
    def db(self) -> sqlite3.Connection:
        """The open database, created (or recreated, when unreadable or of an older version) on first use."""
        if self._db is None:
            self._db = connect(self.path)
        return self._db

    def close(self) -> None:
        """Close the database; the next use reopens it."""
        if self._db is not None:
            self._db.close()
            self._db = None
        self._stats.clear()

    def __enter__(self) -> SearchIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing -------------------------------------------------------------

    def add_turn(self, turn: Turn) -> None:
        """Index a turn the chat has just appended (reads the new bytes of its session file; under 5 ms)."""
        try:
            path = self._session_path(turn.session)
            with self._writing():
                if path is not None:
                    self._sync_session(path)
                if self.db.execute("SELECT 1 FROM items WHERE id = ?", (turn.id,)).fetchone() is None:
                    row = self.db.execute("SELECT max(seq) FROM items WHERE session = ?", (turn.session,)).fetchone()
                    self._insert_turn(turn.record or turn_record(turn), turn.session, (row[0] or 0) + 1, {})
        except sqlite3.Error as exc:
            raise _storage_error(self.path, exc) from exc

    def add_fact(self, fact: Any) -> None:
        """Index a fact: any object or dict with id, subject, attribute, value, kind, source, confidence, said_at."""
        record = fact if isinstance(fact, dict) else _as_record(fact)
        try:
            with self._writing():
                self._insert_fact(record)
        except sqlite3.Error as exc:
            raise _storage_error(self.path, exc) from exc

    def add_chapter(self, record: dict[str, Any]) -> None:
        """Index a chapter record ({session, text, start, end, prompt, ...})."""
        try:
            with self._writing():
                self._insert_chapter(record)
        except sqlite3.Error as exc:
            raise _storage_error(self.path, exc) from exc

    def sync(self, progress: Progress | None = None, *, skip_session: str | None = None) -> int:
        """Catch up with what the JSONL files hold that the index lacks; return how many items were added.

        `skip_session` leaves one session's file for a later sync: the chat's own session, whose turns a turn's
        recall leaves out anyway (the memory worker indexes them after each exchange, off the person's time).
        """
        try:
            before = self.changes
            plan = self._plan(skip_session)
            total = sum(size - start for _, _, start, size in plan)
            done = 0
            if progress:
                progress(0, total)
            for what, path, start, size in plan:
                with self._writing():
                    if what == "session":
                        self._sync_session(path)
                    else:
                        self._sync_memory(what, path)
                done += size - start
                if progress:
                    progress(done, total)
            added = self.changes - before
            if added >= BULK_ITEMS:
                self._merge_all()
            return added
        except sqlite3.Error as exc:
            raise _storage_error(self.path, exc) from exc

    def tidy(self, pages: int = TIDY_PAGES) -> None:
        """A little of FTS5's merging, off the person's time (the memory worker calls it after each exchange).

        Every write transaction leaves FTS5 a new segment per table, and a query term is looked up in every
        segment: on a twin of 25,000 turns 17 segments made a 24-word query 2.5 ms, one segment 0.8 ms. With
        `usermerge` 2 (twin/memory/indexdb.py), each call merges up to `pages` pages (a few ms) wherever two
        segments share a level.
        """
        try:
            for table in FTS_TABLES.values():
                with self._lock, self.db:
                    self.db.execute(f"INSERT INTO {table}({table}, rank) VALUES ('merge', ?)", (pages,))
        except sqlite3.Error as exc:
            raise _storage_error(self.path, exc) from exc

    def _merge_all(self) -> None:
        """Merge every table's segments into one, after a sync that added many items (a first build, an import)."""
        for table in FTS_TABLES.values():
            with self._lock, self.db:
                self.db.execute(f"INSERT INTO {table}({table}) VALUES ('optimize')")

    def rebuild(self, progress: Progress | None = None) -> int:
        """Throw the index away and build it again from the JSONL files; return how many items it holds."""
        self.close()
        reset(self.path)
        self.sync(progress)
        return self._count()

    # -- reading -------------------------------------------------------------

    def search(
        self,
        query: str,
        *,
        kinds: tuple[str, ...] = KINDS,
        limit: int = 20,
        as_of: datetime | None = None,
        session: str | None = None,
    ) -> list[Hit]:
        """Items matching `query`, best BM25 score first; `as_of` leaves out what was written after that time."""
        unknown = [k for k in kinds if k not in KINDS]
        if unknown:
            raise ValueError(f"unknown kinds {unknown}")
        words = segment.terms(query)
        if not words or limit <= 0:
            return []
        scored: list[tuple[int, float]] = []
        for kind in kinds:
            scored += self.match(kind, words, limit=limit, as_of=as_of, session=session, own_words=True)
        scored.sort(key=lambda pair: -pair[1])
        return self.hits(scored[:limit])

    def match(
        self,
        kind: str,
        words: Iterable[str] | Mapping[str, float],
        *,
        limit: int,
        as_of: datetime | None = None,
        session: str | None = None,
        exclude_session: str | None = None,
        start: datetime | None = None,
        end: datetime | None = None,
        own_words: bool = False,
    ) -> list[tuple[int, float]]:
        """(rowid, BM25 relevance > 0) of the `limit` best items of `kind` matching any of `words`.

        `words` may weigh each term ({term: weight}): the score is then the sum of each term's BM25 times its
        weight. Turns also match by the words of the turns around them, unless `own_words` is set.
        """
        stats = self._term_stats(kind, own_words)
        plan = stats.split(words if isinstance(words, Mapping) else list(words))
        expression = segment.match_expression(plan.kept)
        if not expression:
            return []
        if own_words:
            expression = f"body : ({expression})"
        table = FTS_TABLES[kind]
        clauses: list[str] = []
        args: list[Any] = []
        low, high = 0, 1 << 62  # a rowid range FTS5 can seek to (rowids grow as items are added)
        sliced = False  # reading only the newest matches of a message whose every word is very common
        if as_of is not None and as_of.timestamp() < self._newest(kind):
            clauses.append("i.written <= ?")
            args.append(as_of.timestamp())
        if session is not None or start is not None or end is not None:
            scope, scope_args = _filters(None, session, None, start, end)
            span = self.db.execute(
                f"SELECT min(rowid), max(rowid) FROM items i WHERE {_kind_is(session)} AND {scope}", (kind, *scope_args)
            ).fetchone()
            if span[0] is None:
                return []
            low, high = span
            clauses.append(scope)
            args += scope_args
        else:
            low = self._newest_slice(table, expression, plan.df[plan.kept[0]])
            sliced = low > 0
        excluded: set[int] = set()
        if exclude_session is not None:
            excluded = {
                r[0]
                for r in self.db.execute(
                    "SELECT rowid FROM items WHERE session = ? AND +kind = ?", (exclude_session, kind)
                )
            }
        if len(excluded) >= plan.rows:
            return []  # every item of the kind is in the session left out (a twin's first conversation)
        join = f"JOIN items i ON i.rowid = t.rowid AND {' AND '.join(clauses)}" if clauses else ""
        sql = (
            f"SELECT t.rowid, -t.rank FROM {table} t {join} "
            f"WHERE {table} MATCH ? AND t.rowid >= ? AND t.rowid <= ? ORDER BY t.rank LIMIT ?"
        )
        try:
            rows = self.db.execute(sql, (*args, expression, low, high, limit + len(excluded))).fetchall()
            if sliced and len(rows) < limit + len(excluded):
                # the slice held fewer matches than wanted (an as_of before most of them, or the session left
                # out holds many): read every match after all
                rows = self.db.execute(sql, (*args, expression, 0, high, limit + len(excluded))).fetchall()
        except sqlite3.OperationalError as exc:
            raise _storage_error(self.path, exc) from exc
        scored = [(r, s) for r, s in rows if r not in excluded][:limit]
        if not plan.exact:
            scored = stats.rescore(scored, plan)
            scored.sort(key=lambda pair: -pair[1])
        return scored

    def _newest_slice(self, table: str, expression: str, rows: int) -> int:
        """The lowest rowid to read when not even the rarest word of a message (in `rows` items) is selective (0: all).

        When every word of a message occurs in more than SLICE_ROWS items ("what kind of writing does Tim do?"
        in a history where all of those words are everyday), ranking them all costs a long read for little
        information: only the SLICE_ROWS newest items that match are ranked. FTS5 finds where they begin by
        walking the matches in rowid order, newest first, without scoring them (0.1-0.2 ms for 800); rowids grow
        as items are indexed. (Measuring the slice as a share of the kind's rowids went wrong when facts and
        chapters were indexed between turns: the slice held few turns or none.)
        """
        if rows <= bm25.SLICE_ROWS:
            return 0
        row = self.db.execute(
            f"SELECT rowid FROM {table} WHERE {table} MATCH ? ORDER BY rowid DESC LIMIT 1 OFFSET ?",
            (expression, bm25.SLICE_ROWS - 1),
        ).fetchone()
        return int(row[0]) if row else 0

    def document_frequency(self, kind: str, words: list[str]) -> dict[str, int]:
        """In how many items of `kind` each term occurs."""
        return self._term_stats(kind).df(words)

    def _newest(self, kind: str) -> float:
        """When the newest item of `kind` was written (epoch seconds; 0 when there is none)."""
        row = self.db.execute("SELECT max(written) FROM items WHERE kind = ?", (kind,)).fetchone()
        return float(row[0] or 0.0)

    def _term_stats(self, kind: str, own_words: bool = False) -> TermStats:
        key = f"{kind}:body" if own_words else kind
        stats = self._stats.get(key)
        if stats is None or stats.db is not self.db:
            weights = (COLUMN_WEIGHTS[kind][0], 0.0, 0.0) if own_words else COLUMN_WEIGHTS[kind]
            stats = self._stats[key] = TermStats(self.db, FTS_TABLES[kind], weights)
        return stats

    def hits(self, scored: list[tuple[int, float]]) -> list[Hit]:
        """Hits for (rowid, score) pairs, in the given order."""
        if not scored:
            return []
        rows = self.rows([r for r, _ in scored])
        return [_hit(rows[r], s) for r, s in scored if r in rows]

    def rows(self, rowids: list[int]) -> dict[int, sqlite3.Row]:
        """The item rows of `rowids`."""
        return {
            row[0]: row for row in select_in(self.db, f"SELECT {ITEM} FROM items WHERE rowid IN ({{marks}})", rowids)
        }

    def terms_of(self, kind: str, rowids: list[int]) -> dict[int, frozenset[str]]:
        """The distinct search terms of each item's own words, as the index holds them (rowid -> terms)."""
        table = FTS_TABLES[kind]
        sql = f"SELECT rowid, body FROM {table} WHERE rowid IN ({{marks}})"
        return {rowid: frozenset((body or "").split()) for rowid, body in select_in(self.db, sql, rowids)}

    def hit(self, row: sqlite3.Row, score: float = 0.0) -> Hit:
        """A Hit for an item row (from `rows`)."""
        return _hit(row, score)

    def item(self, item_id: str) -> Hit | None:
        """One item by its id (a turn, fact or chapter id)."""
        return self.items([item_id]).get(item_id)

    def items(self, item_ids: Iterable[str]) -> dict[str, Hit]:
        """The items with these ids (the ones the index holds), by id."""
        sql = f"SELECT {ITEM} FROM items WHERE id IN ({{marks}})"
        return {row[2]: _hit(row, 0.0) for row in select_in(self.db, sql, list(dict.fromkeys(item_ids)))}

    def neighbour(self, hit: Hit, step: int) -> Hit | None:
        """The turn just before (step -1) or after (step +1) a turn in its session."""
        link = hit.prev if step < 0 else hit.next
        if hit.kind != "turn" or link is None:
            return None
        row = self.db.execute(f"SELECT {ITEM} FROM items WHERE rowid = ?", (link,)).fetchone()
        return _hit(row, 0.0) if row else None

    def latest(
        self, kind: str, *, before: datetime, after: datetime | None = None, session: str | None = None, limit: int = 20
    ) -> list[Hit]:
        """The newest items of `kind` in a time window (or one session), newest first, score 0."""
        where, args = _filters(None, session, None, after, before)
        rows = self.db.execute(
            f"SELECT {ITEM} FROM items i WHERE {_kind_is(session)} AND {where} ORDER BY at DESC LIMIT ?",
            (kind, *args, limit),
        ).fetchall()
        return [_hit(r, 0.0) for r in rows]

    def last_session(self, before: datetime, exclude: str | None = None) -> str | None:
        """The most recent session with turns before `before`, other than `exclude`."""
        row = self.db.execute(
            "SELECT session FROM items WHERE kind = 'turn' AND at < ? AND session IS NOT ? ORDER BY at DESC LIMIT 1",
            (before.timestamp(), exclude),
        ).fetchone()
        return row[0] if row else None

    def count(self, kind: str | None = None) -> int:
        """How many items (of `kind`) the index holds."""
        if kind is None:
            return self._count()
        return int(self.db.execute("SELECT count(*) FROM items WHERE kind = ?", (kind,)).fetchone()[0])

    # -- internals -------------------------------------------------------------

    def _count(self) -> int:
        return int(self.db.execute("SELECT count(*) FROM items").fetchone()[0])


def _kind_is(session: str | None) -> str:
    """The kind clause of an items query: within one session the session's index must lead, not the kind's.

    (Left to itself SQLite walks every turn of the index in time order to find one session's: 5-20 ms.)
    """
    return "+kind = ?" if session is not None else "kind = ?"


def _filters(
    as_of: datetime | None,
    session: str | None,
    exclude_session: str | None,
    start: datetime | None,
    end: datetime | None,
) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    args: list[Any] = []
    if as_of is not None:
        clauses.append("i.written <= ?")
        args.append(as_of.timestamp())
    if session is not None:
        clauses.append("i.session = ?")
        args.append(session)
    if exclude_session is not None:
        clauses.append("i.session IS NOT ?")
        args.append(exclude_session)
    if start is not None:
        clauses.append("i.at >= ?")
        args.append(start.timestamp())
    if end is not None:
        clauses.append("i.at < ?")
        args.append(end.timestamp())
    return " AND ".join(clauses) or "1", args


def _hit(row: sqlite3.Row, score: float) -> Hit:
    """A Hit for a row of the ITEM columns."""
    rowid, kind, item_id, session, ts, text, role, seq, at, weight, until, data, prev, after = row
    return Hit(kind, item_id, session, ts, text, score, role, seq or 0, at, weight, until, data, rowid, -1, prev, after)


def _as_record(fact: Any) -> dict[str, Any]:
    """A fact object (twin.facts.model.Fact or alike) as the facts.jsonl record that states it."""

    def get(name: str) -> Any:
        return getattr(fact, name, None)

    record = {
        "kind": "assert",
        "id": get("id"),
        "subject": get("subject"),
        "attribute": get("attribute"),
        "value": get("value"),
        "type": get("kind") or get("type"),
        "source": get("source"),
        "confidence": get("confidence"),
        "said_at": get("said_at"),
        "valid_from": get("valid_from"),
        "valid_until": get("until") or get("valid_until"),
        "evidence": get("evidence") if isinstance(get("evidence"), dict) else {},
        "ts": get("recorded_at") or get("ts") or get("said_at"),
    }
    return {k: v for k, v in record.items() if v is not None}


def _storage_error(path: Path, exc: sqlite3.Error) -> StorageError:
    return StorageError(
        f"The search index {path} could not be used: {exc}.",
        "It is derived data: `twin index rebuild PERSONA` builds it again from the memory files.",
    )
