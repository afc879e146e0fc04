"""The search index of a twin: turns, facts, chapters and documents in FTS5, in the one derived database.

Everything here is rebuilt from the JSONL files: deleting `index/` loses
nothing. Text is indexed as search terms (twin/recall/segment.py: CJK
character n-grams, English words folded and lightly stemmed), so Chinese and
English go through the same FTS5 tables, ranked by FTS5's own `bm25()` with
column weights: an item's own words, the words around it (a turn's
neighbours, a fact's quote, a document's title), and who said it. The FTS5
tables are contentless: the text is kept once, in `items` (and facts in the
fact state's `facts` table), never a second time as FTS5 content.

Keeping up is incremental. Session files come from the session catalog
(twin/sessions/catalog.py), whose change numbers say which files came,
changed or went since the index last looked; each is read from the byte
offset the index stopped at. chapters.jsonl and documents.jsonl are read the
same way, and facts are taken from the fact state (twin/facts/state.py) by
row. A turn links to the turns before and after it in its session; its
`ctx` column holds their words, so a question is found by its answer too.

A query on a long history matches only its rarest terms, up to ROW_BUDGET
matching rows (the others would make FTS5 score tens of thousands of rows
for a few hundredths of a point); if even the rarest term is that common,
only its newest matches are read (see `match`). How common each term is comes
from `term_docs`, which every write of the FTS5 tables keeps up.
"""

from __future__ import annotations

import functools
import json
import math
import sqlite3
import threading
from collections.abc import Callable, Collection, Iterable, Mapping
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from twin.clock import epoch, iso_of, now, parse_time
from twin.errors import StorageError, sqlite_reason
from twin.facts.state import FactState
from twin.recall import segment
from twin.recall.timewords import mentions
from twin.sessions.catalog import GONE, NAMED_FOR, SessionCatalog
from twin.store import derived, shapes
from twin.store.vectors import VectorCache

if TYPE_CHECKING:
    from twin.sessions.session import Turn

OWNER = "search"
# the pieces a long turn is indexed in are made again to take its rows out (FTS5 here keeps no text): the numbers that
# cut them are part of the version, so an index cut otherwise is built again, never read with the wrong pieces
VERSION = f"9.{segment.VERSION}.{segment.LONG_TURN}.{segment.PIECE_TOKENS}.{segment.MOST_PIECES}"
KINDS = ("turn", "fact", "chapter", "document")
FTS = {"turn": "turn_fts", "fact": "fact_fts", "chapter": "chapter_fts", "document": "document_fts"}
# BM25 weights of the columns: the item's own words, the words around it, who said it.
COLUMN_WEIGHTS = {"turn": (1.0, 0.5, 0.5), "fact": (1.0, 0.4), "chapter": (1.0,), "document": (1.0, 0.3)}
# On the generated twin of 100,000 turns (bench/recall_locomo/run.py --scale), matching every term of a question
# made recall's p95 86 ms; matching the rarest up to 800 rows, 13 ms (2026-11-29; cost in recall: docs/retrieval.md).
ROW_BUDGET = 800  # matching rows FTS5 may score per query on a long history
SLICE_ROWS = ROW_BUDGET  # when even the rarest term of a query is in more items, only its newest ones are read
MAX_TERMS = 32  # terms FTS5 may match per query
AMONG_ROW_BUDGET = 4 * ROW_BUDGET  # the same for the few turns that mention a time: bm25() counts each term's rows in
# the whole table first (a Chinese twin of 100,000 turns, bench/recall_zh --scale: p95 944 ms with every term, 28 ms)
TIME_CHARS = 100_000  # the times a turn mentions are read from this much of it at most (its beginning and its end):
# the rules take 1.4 s a megabyte of English, so a 10 MB paste held its next turn 15 s, now 0.14 s at most
BULK_ITEMS = 2000  # a sync that adds this many items asks FTS5 to merge its segments into one ('optimize')
READ_FACTS = 5000  # facts taken in per transaction
LINKED_FACTS_READ = 200  # the newest facts about a person a linked search looks among
MENTION_SPAN = 366 * 86400  # the longest time a turn can speak of ("in 2010"), in seconds
Progress = Callable[[int, int], None]
# a sync on the person's time (a turn, an extraction) reads in at most this much of session files (1.5 s a megabyte:
# after 1,000 imported conversations a chat's first reply waited 65 s, bench/import); more is left to the memory
# worker's sync, which reads it in from the start of a chat
TURN_SYNC_BYTES = 256 * 1024
TABLES = (
    "items",
    "item_sessions",
    "item_times",
    "item_uses",
    "chapter_index",
    "chapter_sessions",
    "search_behind",
    "term_docs",
    *FTS.values(),
)
_TOKENIZE = "tokenize = 'unicode61 remove_diacritics 0'"
SCHEMA = f"""
CREATE TABLE item_sessions(key INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, user TEXT, persona TEXT);
CREATE TABLE items(
    rowid INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    session INTEGER,
    seq INTEGER NOT NULL,
    role TEXT,
    ts TEXT,
    at REAL NOT NULL,
    written REAL,
    until REAL,
    weight REAL,
    text TEXT NOT NULL,
    data TEXT,
    prev INTEGER,
    next INTEGER,
    piece_of INTEGER
);
CREATE INDEX items_session ON items(session, seq);
CREATE INDEX items_piece_of ON items(piece_of) WHERE piece_of IS NOT NULL;
CREATE INDEX items_kind_at ON items(kind, at);
CREATE INDEX items_written ON items(written) WHERE written IS NOT NULL;
CREATE TABLE item_times(item INTEGER NOT NULL, start REAL NOT NULL, end REAL NOT NULL);
CREATE INDEX item_times_start ON item_times(start);
CREATE INDEX item_times_item ON item_times(item);
CREATE TABLE item_uses(turn INTEGER NOT NULL, item TEXT NOT NULL, at REAL NOT NULL);
CREATE INDEX item_uses_item ON item_uses(item, at);
CREATE INDEX item_uses_turn ON item_uses(turn);
CREATE TABLE chapter_index(
    id TEXT PRIMARY KEY,
    span TEXT NOT NULL,
    month TEXT NOT NULL,
    at REAL NOT NULL,
    written REAL NOT NULL,
    importance INTEGER NOT NULL,
    shown INTEGER NOT NULL,
    sources INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX chapter_index_month ON chapter_index(span, month, at);
CREATE INDEX chapter_index_at ON chapter_index(span, at);
CREATE INDEX chapter_index_importance ON chapter_index(span, importance, at);
CREATE TABLE chapter_sessions(session TEXT PRIMARY KEY, chapter TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE search_behind(name TEXT PRIMARY KEY) WITHOUT ROWID;
CREATE TABLE term_docs(tbl TEXT NOT NULL, term TEXT NOT NULL, docs INTEGER NOT NULL, PRIMARY KEY (tbl, term))
    WITHOUT ROWID;
CREATE VIRTUAL TABLE turn_fts USING fts5(body, ctx, who, content='', {_TOKENIZE});
CREATE VIRTUAL TABLE fact_fts USING fts5(body, ctx, content='', {_TOKENIZE});
CREATE VIRTUAL TABLE chapter_fts USING fts5(body, content='', {_TOKENIZE});
CREATE VIRTUAL TABLE document_fts USING fts5(body, ctx, content='', {_TOKENIZE});
INSERT INTO turn_fts(turn_fts, rank) VALUES ('rank', 'bm25(1.0, 0.5, 0.5)');
INSERT INTO fact_fts(fact_fts, rank) VALUES ('rank', 'bm25(1.0, 0.4)');
INSERT INTO chapter_fts(chapter_fts, rank) VALUES ('rank', 'bm25(1.0)');
INSERT INTO document_fts(document_fts, rank) VALUES ('rank', 'bm25(1.0, 0.3)')
"""
# an item row: its session's id and speakers from item_sessions; a turn's time is kept only as `at` (shown in the
# local zone), its speaker only once per session, its weight only when it is not 0.5
ITEM = (
    "i.rowid, i.kind, i.id, s.id, i.ts, i.text, i.role, i.seq, i.at, coalesce(i.weight, 0.5), i.until, i.data, "
    "i.prev, i.next, s.user, s.persona"
)
ITEMS = "items i LEFT JOIN item_sessions s ON s.key = i.session"
# a fact as an item: from the fact state's `facts` table
FACT_ITEM = (
    "row, 'fact', id, session, json_extract(record, '$.said_at'), record, NULL, 0, said, "
    "coalesce(now_confidence, confidence), until, record, NULL, NULL, NULL, NULL"
)


class Hit:
    """One indexed item that matched: a turn, a fact, a chapter or a document chunk, with its score."""

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


def fact_text(record: dict[str, Any]) -> str:
    """A fact as one line: subject, attribute and value."""
    subject = str(record.get("subject") or "").strip()
    attribute = str(record.get("attribute") or "").strip()
    value = str(record.get("value") or "").strip()
    head = " ".join(p for p in (subject, attribute) if p)
    return f"{head}: {value}" if head else value


def turn_is_said(record: dict[str, Any]) -> bool:
    """Whether a turn record holds words that were said (not an empty, failed or blank reply) and may be recalled
    (not one the person asked not to keep, twin/sessions/offrecord.py)."""
    if not str(record.get("text") or "").strip() or record.get("off_record"):
        return False
    return record.get("role") == "user" or record.get("status", "ok") in ("ok", "interrupted")


def _latest_write(db: sqlite3.Connection, kind: str) -> float:
    """When the last thing a query of `kind` could find was written or said (for items, an upper bound): a
    read as of a later moment needs no time filter."""
    if kind == "fact":
        return db.execute("SELECT max(coalesce(written, said)) FROM facts").fetchone()[0] or 0.0
    # an index lookup per kind instead of an index of every item's time (about 20 MB at 1M turns, bench/growth)
    lookups = " UNION ALL ".join(["SELECT max(written) AS m FROM items WHERE written IS NOT NULL"] + [
        f"SELECT max(at) FROM items WHERE kind = '{k}'" for k in KINDS if k != "fact"
    ])  # fmt: skip
    return db.execute(f"SELECT max(m) FROM ({lookups})").fetchone()[0] or 0.0


class SearchIndex:
    """The search index of one twin (tables of data/<persona>/index/memory.sqlite3)."""

    def __init__(self, twin_dir: Path, db: sqlite3.Connection | None = None) -> None:
        self.twin_dir = Path(twin_dir)
        self.dir = self.twin_dir / "index"
        self._db = db
        self._own = db is None
        self._ready = False  # the tables are made (once a connection)
        self._lock = threading.RLock()  # the chat may index from another thread than the one that searches
        self.backlog = 0  # session files the last sync left for a later one (`sync`'s budget)
        # fact subjects by term, read again only for new keys: 15.8 ms a recall against 19.3 made at each call on the
        # big bench twin (40 subjects; it grows with them), bench/shortcuts/run.py --only subjects, 2026-12-03
        self._subjects: tuple[int, dict[str, dict[str, frozenset[str]]]] | None = None
        self._vectors: VectorCache | None = None

    # -- connection ----------------------------------------------------------

    @property
    def db(self) -> sqlite3.Connection:
        """The derived database, with the search tables made (again, when they are of another version)."""
        if self._db is None or not self._ready:
            try:
                db = self._db if self._db is not None else derived.connect(self.twin_dir)
                FactState.prepare(db)  # facts are searched where the fact state keeps them
                derived.ensure(db, OWNER, VERSION, SCHEMA, TABLES)
            except sqlite3.Error as exc:
                raise _storage_error(exc, self.twin_dir) from exc
            self._db, self._ready = db, True
        return self._db

    @property
    def vectors(self) -> VectorCache:
        """The embedding vectors of this twin's items (index/vectors.sqlite3), opened on first use."""
        if self._vectors is None:
            self._vectors = VectorCache(self.dir)
        return self._vectors

    def close(self) -> None:
        """Close the database (if this index opened it) and the vector cache; the next use reopens them."""
        if self._own and self._db is not None:
            self._db.close()
        self._db, self._ready = None, False
        if self._vectors is not None:
            self._vectors.close()

    def __enter__(self) -> SearchIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- keeping up ------------------------------------------------------------

    def sync(
        self,
        progress: Progress | None = None,
        *,
        skip_sessions: Collection[str] = (),
        check_all: bool = False,
        budget: int | None = None,
        stop: Callable[[], bool] | None = None,
    ) -> int:
        """Catch up with what the memory files hold that the index lacks; return items added less items dropped.

        `skip_sessions` leaves those sessions' files for a later sync: the sessions a memory worker indexes after
        each exchange, off the person's time (a chat's own; under `twin serve`, every open conversation's).
        `check_all` also looks at every session file that ended (a file changed by hand is read again).
        `budget`: session files with more unread bytes than this in all are left for a sync without one (a turn's,
        after an import of years: the memory worker reads them in meanwhile); `backlog` says how many were left.
        `stop`: asked between files, true when the rest should wait for a later sync (a chat ending).
        """
        try:
            with self._lock:
                return self._sync(self.db, progress, frozenset(skip_sessions), check_all, budget, stop)
        except sqlite3.Error as exc:
            raise _storage_error(exc, self.twin_dir) from exc

    def _sync(
        self,
        db: sqlite3.Connection,
        progress: Progress | None,
        skip: frozenset[str],
        check_all: bool,
        budget: int | None = None,
        stop: Callable[[], bool] | None = None,
    ) -> int:
        FactState(self.twin_dir).sync_into(db)
        catalog = SessionCatalog(self.twin_dir, db)
        catalog.sync(check_all=check_all)
        cursor = int(derived.meta(db, "search_sessions_seq") or 0)
        epoch = derived.meta(db, "sessions_epoch") or ""
        restarted = derived.meta(db, "search_sessions_epoch") != epoch  # the catalog was made again: its change
        files, now = catalog.changed_since(0 if restarted else cursor)  # numbers start over, every file is news
        behind = {n for (n,) in db.execute("SELECT name FROM search_behind")}
        gone = {f.name for f in files if f.problem == GONE or f.problem.startswith(NAMED_FOR)}  # a copy of another
        # session's file is read as that session's file only (twin/store/damage.py)
        if restarted:  # and a file that went meanwhile left no trace in it: what was read of it goes now
            listed = {f.name for f in files}
            read = (n.removeprefix("sessions/") for (n,) in db.execute(
                "SELECT name FROM sources WHERE owner = ? AND name LIKE 'sessions/%'", (OWNER,)
            ))  # fmt: skip
            gone.update(n for n in read if n not in listed)
        names = list(dict.fromkeys([f.name for f in files] + sorted(gone) + sorted(behind)))
        self.backlog = 0
        if budget is not None:
            left = self._over_budget(db, names, gone, behind, skip, budget)
            if left:
                self.backlog = len(left)
                names = [n for n in names if n not in left]
        sizes = {f.name: f.size for f in files}
        total = sum(sizes.get(n, 0) for n in names) + sum(self._growth(n) for n in ("chapters", "documents"))
        done, added = 0, 0
        if progress:
            progress(0, total)
        for number, name in enumerate(names):
            if stop is not None and stop():
                self.backlog = len(names) - number  # read by a later sync: the cursor stays
                break
            parts = shapes.session_name_parts(name)
            skipped = parts is not None and parts[1] in skip
            if name in behind and skipped:
                continue  # left for a later sync already: nothing to write
            if (
                name not in behind
                and name not in gone
                and not skipped
                and derived.unchanged(db, OWNER, self.twin_dir / "sessions" / name, f"sessions/{name}")
            ):
                continue  # another sync read it in meanwhile
            with derived.write(db):
                if skipped:
                    db.execute("INSERT OR IGNORE INTO search_behind(name) VALUES (?)", (name,))
                    continue
                if name in gone:
                    added -= self._forget_file(db, name)
                else:
                    added += self._read_session(db, name)
                db.execute("DELETE FROM search_behind WHERE name = ?", (name,))
            derived.let_others_write()
            done += sizes.get(name, 0)
            if progress:
                progress(done, total)
        if (restarted or now != cursor) and not self.backlog:  # what was left is news to the next sync too
            with derived.write(db):
                derived.set_meta(db, "search_sessions_seq", str(now))
                derived.set_meta(db, "search_sessions_epoch", epoch)
        for what in ("chapters", "documents"):
            added += self._read_memory(db, what)
        if progress:
            progress(total, total)
        added += self._read_facts(db)
        owed = added >= BULK_ITEMS or derived.meta(db, "search_optimize_owed") == "1"
        if owed and self.backlog:  # merging every segment takes seconds: once the rest is read in
            with derived.write(db):
                derived.set_meta(db, "search_optimize_owed", "1")
        elif owed:
            for table in FTS.values():
                db.execute(f"INSERT INTO {table}({table}) VALUES ('optimize')")
            with derived.write(db):
                derived.set_meta(db, "search_optimize_owed", "0")
        return added

    def _over_budget(
        self,
        db: sqlite3.Connection,
        names: list[str],
        gone: set[str],
        behind: set[str],
        skip: frozenset[str],
        budget: int,
    ) -> set[str]:
        """The session files to read that hold more unread bytes than `budget` in all, or none when they fit."""
        unread = 0
        pending: set[str] = set()
        for name in names:
            parts = shapes.session_name_parts(name)
            if name in gone or (parts is not None and parts[1] in skip):
                continue
            size = derived.unread_bytes(db, OWNER, self.twin_dir / "sessions" / name, f"sessions/{name}")
            if size or name in behind:
                unread += size
                pending.add(name)
        return pending if unread > budget else set()

    def _growth(self, what: str) -> int:
        try:
            return max(0, (self.twin_dir / f"{what}.jsonl").stat().st_size)
        except OSError:
            return 0

    def add_turn(self, turn: Turn) -> None:
        """Index the new lines of a turn's session file right away (the chat has just appended the turn)."""
        try:
            with self._lock:
                db = self.db
                found = SessionCatalog(self.twin_dir, db)
                found.sync()
                for file in found.find(turn.session):
                    with derived.write(db):
                        self._read_session(db, file.name)
                        db.execute("DELETE FROM search_behind WHERE name = ?", (file.name,))
        except sqlite3.Error as exc:
            raise _storage_error(exc, self.twin_dir) from exc

    def rebuild(self, progress: Progress | None = None) -> int:
        """Build the whole derived database again from the JSONL files, beside the live one, and swap it in;
        return how many items the index holds."""
        self.close()
        derived.rebuild(self.twin_dir, progress)
        return self.count()

    # -- reading files in ------------------------------------------------------

    def _read_session(self, db: sqlite3.Connection, name: str) -> int:
        """Index what a session file gained; a file rewritten (a purge, a repair) is read again from its start."""
        path = self.twin_dir / "sessions" / name
        source = f"sessions/{name}"
        parts = shapes.session_name_parts(name)
        session = parts[1] if parts else Path(name).stem
        added = 0
        while True:
            new = derived.read_new(db, OWNER, path, source, shape=shapes.SESSION)
            if new is None:
                return added
            if new.rewritten:
                added -= self._forget_session(db, session)
            key = _session_key(db, session)
            speakers = dict(zip(("user", "persona"), db.execute(
                "SELECT coalesce(user, ''), coalesce(persona, '') FROM item_sessions WHERE key = ?", (key,)
            ).fetchone(), strict=True))  # fmt: skip
            turns: list[tuple[int, dict[str, Any]]] = []
            for offset, _, record in new.records:
                kind = record.get("kind")
                if kind == "session":
                    speakers = {"user": record.get("user") or "", "persona": record.get("persona") or ""}
                    db.execute(
                        "UPDATE item_sessions SET user = ?, persona = ? WHERE key = ?",
                        (speakers["user"], speakers["persona"], key),
                    )
                elif kind == "turn":
                    turns.append((offset, record))
            added += self._insert_turns(db, key, turns, speakers)
            derived.advance(db, OWNER, path, source, new)

    def _forget_file(self, db: sqlite3.Connection, name: str) -> int:
        parts = shapes.session_name_parts(name)
        db.execute("DELETE FROM sources WHERE owner = ? AND name = ?", (OWNER, f"sessions/{name}"))
        return self._forget_session(db, parts[1] if parts else Path(name).stem)

    def _read_memory(self, db: sqlite3.Connection, what: str) -> int:
        """Index what chapters.jsonl or documents.jsonl gained."""
        path = self.twin_dir / f"{what}.jsonl"
        kind = {"chapters": "chapter", "documents": "document"}[what]
        added = 0
        while not derived.unchanged(db, OWNER, path, path.name):
            with derived.write(db):
                new = derived.read_new(db, OWNER, path, path.name, shape=shapes.shape_of(path.name))
                if new is None:
                    return added
                if new.rewritten:
                    added -= self._forget_kind(db, kind)
                for _, _, record in new.records:
                    added += (
                        self._insert_chapter(db, record) if kind == "chapter" else self._insert_document(db, record)
                    )
                derived.advance(db, OWNER, path, path.name, new)
        return added

    def _read_facts(self, db: sqlite3.Connection) -> int:
        """Index the statements the fact state gained (all of them again when it started over)."""
        epoch_now = derived.meta(db, "facts_epoch") or "0"
        added = 0
        if derived.meta(db, "search_facts_epoch") == epoch_now and not FactState.statements_after(
            db, int(derived.meta(db, "search_facts_upto") or 0), 1
        ):
            return 0  # nothing new, nothing written: a sync that found nothing took 3 write transactions (16 threads
            # syncing at once waited 0.3-2.9 ms at p50 for one, 0.2-0.4 without them: bench/serve/parts.py)
        with derived.write(db):
            if derived.meta(db, "search_facts_epoch") != epoch_now:
                _clear(db, "fact_fts")
                derived.set_meta(db, "search_facts_epoch", epoch_now)
                derived.set_meta(db, "search_facts_upto", "0")
        while True:
            with derived.write(db):
                upto = int(derived.meta(db, "search_facts_upto") or 0)
                rows = FactState.statements_after(db, upto, READ_FACTS)
                if not rows:
                    return added
                fts = []
                for row, _, raw, *_ in rows:
                    record = json.loads(raw)
                    evidence = record.get("evidence") if isinstance(record.get("evidence"), dict) else {}
                    fts.append(
                        (row, segment.term_text(fact_text(record)), segment.term_text(str(evidence.get("quote") or "")))
                    )
                _add(db, "fact_fts", fts)
                derived.set_meta(db, "search_facts_upto", str(rows[-1][0]))
                added += len(rows)

    # -- turns -------------------------------------------------------------------

    def _insert_turns(
        self, db: sqlite3.Connection, session: int, batch: list[tuple[int, dict[str, Any]]], speakers: dict[str, str]
    ) -> int:
        """Index turns of a session, in file order, each linked to the turns around it.

        Turns read from a file come after every turn of it already indexed: they are linked and indexed in one
        pass, each text cut into terms once (an import or a rebuild reads a million of them). A turn that does not
        come last (a retry's reply placed back) goes through the general path.
        """
        added = 0
        said: list[tuple[int, dict[str, Any]]] = []
        for offset, record in batch:
            retried = record.get("retry_of")
            taken = [t for t in record.get("takes_back") or [] if isinstance(t, str)]  # "forget what I just said"
            if retried or taken:
                added += self._append_turns(db, session, said, speakers)
                said = []
                for gone in [retried, *taken] if retried else taken:
                    added -= self._forget_items(db, "id = ?", (str(gone),))
            if turn_is_said(record) and isinstance(record.get("id"), str):
                said.append((offset, record))
        return added + self._append_turns(db, session, said, speakers)

    def _append_turns(
        self, db: sqlite3.Connection, session: int, said: list[tuple[int, dict[str, Any]]], speakers: dict[str, str]
    ) -> int:
        if not said:
            return 0
        known = {
            i
            for (i,) in derived.select_in(db, "SELECT id FROM items WHERE id IN ({marks})", [r["id"] for _, r in said])
        }
        fresh: dict[str, tuple[int, dict[str, Any]]] = {}
        for offset, record in said:  # a line written twice (a retried write) counts once
            if record["id"] not in known:
                fresh.setdefault(record["id"], (offset, record))
        said = list(fresh.values())
        if not said:
            return 0
        last = db.execute(
            "SELECT rowid, seq, text, prev FROM items WHERE session = ? AND kind = 'turn' ORDER BY seq DESC LIMIT 1",
            (session,),
        ).fetchone()
        if last is not None and last[1] > said[0][0]:  # not at the end of the session: one at a time
            return sum(self._insert_turn(db, session, o, r, speakers) for o, r in said)
        if last is not None:
            self._unindex_turn(db, last[0])
        rows: list[int] = []
        bodies: list[str] = []
        prev = last[0] if last else None
        for offset, record in said:
            values = _turn_values(record, session, offset, speakers)
            cur = db.execute(
                "INSERT INTO items(id, kind, session, seq, role, at, text, prev) VALUES (?, 'turn', ?, ?, ?, ?, ?, ?)",
                (*values, prev),
            )
            prev = int(cur.lastrowid)  # type: ignore[arg-type]
            rows.append(prev)
            body, *pieces = body_terms(values[-1])
            bodies.append(body)
            _add_pieces(db, prev, values, pieces)
        _add_times(db, zip(rows, (r for _, r in said), strict=True))
        _add_uses(db, zip(rows, (r for _, r in said), strict=True))
        nexts = [*rows[1:], None]
        db.executemany("UPDATE items SET next = ? WHERE rowid = ?", list(zip(nexts, rows, strict=True)))
        if last is not None:
            db.execute("UPDATE items SET next = ? WHERE rowid = ?", (rows[0], last[0]))
            self._index_turn(db, last[0])
        lent = [context_terms(str(r.get("text", ""))) for _, r in said]
        before = [self._around(db, last[0]) if last else "", *lent[:-1]]
        after = [*lent[1:], ""]
        who = [segment.term_text(speakers.get("user" if r.get("role", "user") == "user" else "persona") or "")
               for _, r in said]  # fmt: skip
        _add(
            db,
            "turn_fts",
            [
                (row, body, _joined(b, a), w)
                for row, body, b, a, w in zip(rows, bodies, before, after, who, strict=True)
            ],
        )
        return len(rows)

    def _insert_turn(
        self, db: sqlite3.Connection, session: int, offset: int, record: dict[str, Any], speakers: dict[str, str]
    ) -> int:
        """Index one turn where it falls in its session, between the turns around it."""
        prev = db.execute(
            "SELECT rowid FROM items WHERE session = ? AND kind = 'turn' AND seq < ? ORDER BY seq DESC LIMIT 1",
            (session, offset),
        ).fetchone()
        after = db.execute(
            "SELECT rowid FROM items WHERE session = ? AND kind = 'turn' AND seq > ? ORDER BY seq LIMIT 1",
            (session, offset),
        ).fetchone()
        prev_row, next_row = (prev[0] if prev else None), (after[0] if after else None)
        for neighbour in (prev_row, next_row):
            if neighbour is not None:
                self._unindex_turn(db, neighbour)
        values = _turn_values(record, session, offset, speakers)
        cur = db.execute(
            "INSERT INTO items(id, kind, session, seq, role, at, text, prev, next) "
            "VALUES (?, 'turn', ?, ?, ?, ?, ?, ?, ?)",
            (*values, prev_row, next_row),
        )
        rowid = int(cur.lastrowid)  # type: ignore[arg-type]
        _add_pieces(db, rowid, values, body_terms(values[-1])[1:])
        _add_times(db, [(rowid, record)])
        _add_uses(db, [(rowid, record)])
        if prev_row is not None:
            db.execute("UPDATE items SET next = ? WHERE rowid = ?", (rowid, prev_row))
        if next_row is not None:
            db.execute("UPDATE items SET prev = ? WHERE rowid = ?", (rowid, next_row))
        for row in (prev_row, rowid, next_row):
            if row is not None:
                self._index_turn(db, row)
        return 1

    @staticmethod
    def _around(db: sqlite3.Connection, rowid: int | None) -> str:
        """The terms a turn lends the turns beside it (their `ctx`)."""
        if rowid is None:
            return ""
        row = db.execute("SELECT text FROM items WHERE rowid = ?", (rowid,)).fetchone()
        return context_terms(row[0]) if row else ""

    def _turn_columns(self, db: sqlite3.Connection, rowid: int) -> tuple[str, str, str] | None:
        """What a turn's FTS5 row holds: its words, the words of the turns around it now, who said it.

        The FTS5 tables are contentless: a row is taken out by giving these same values, so they are always made
        from the turn and its neighbours as they are linked at that moment (`_unindex_turn` before a link changes).
        """
        row = db.execute(
            "SELECT i.text, i.role, s.user, s.persona, i.prev, i.next FROM items i "
            "LEFT JOIN item_sessions s ON s.key = i.session WHERE i.rowid = ?",
            (rowid,),
        ).fetchone()
        if row is None:
            return None
        text, role, user, persona, prev, after = row
        speaker = (user if role == "user" else persona) or ""
        around = _joined(self._around(db, prev), self._around(db, after))
        return body_terms(text)[0], around, segment.term_text(speaker)

    def _index_turn(self, db: sqlite3.Connection, rowid: int) -> None:
        columns = self._turn_columns(db, rowid)
        if columns is not None:
            _add(db, "turn_fts", [(rowid, *columns)])

    def _unindex_turn(self, db: sqlite3.Connection, rowid: int) -> None:
        columns = self._turn_columns(db, rowid)
        if columns is not None:
            _remove(db, "turn_fts", rowid, columns)

    def _forget_items(self, db: sqlite3.Connection, where: str, args: tuple[Any, ...]) -> int:
        """Take items out of the index; the turns around turns taken out become each other's neighbours."""
        rows = db.execute(f"SELECT rowid, kind, prev, next FROM items WHERE {where}", args).fetchall()
        if not rows:
            return 0
        links = {r[0]: (r[2], r[3]) for r in rows if r[1] == "turn"}
        nearest: dict[tuple[int, int], int | None] = {}

        def outside(row: int | None, side: int) -> int | None:
            """The nearest turn on that side that stays."""
            path = []
            while row is not None and row in links:
                if (row, side) in nearest:
                    row = nearest[(row, side)]
                    break
                path.append(row)
                row = links[row][side]
            for step in path:
                nearest[(step, side)] = row
            return row

        pairs = {(outside(prev, 0), outside(after, 1)) for prev, after in links.values()}
        survivors = {row for pair in pairs for row in pair if row is not None}
        for row in [*links, *survivors]:
            self._unindex_turn(db, row)
        for row in links:
            _drop_pieces(db, row)
        for rowid, kind, _, _ in rows:
            if kind != "turn":
                self._unindex_item(db, rowid, kind)
        for prev, after in pairs:
            if prev is not None:
                db.execute("UPDATE items SET next = ? WHERE rowid = ?", (after, prev))
            if after is not None:
                db.execute("UPDATE items SET prev = ? WHERE rowid = ?", (prev, after))
        db.executemany("DELETE FROM chapter_sessions WHERE chapter = (SELECT id FROM items WHERE rowid = ?)",
                       [(r[0],) for r in rows if r[1] == "chapter"])  # fmt: skip
        db.executemany("DELETE FROM chapter_index WHERE id = (SELECT id FROM items WHERE rowid = ?)",
                       [(r[0],) for r in rows if r[1] == "chapter"])  # fmt: skip
        db.executemany("DELETE FROM items WHERE rowid = ?", [(r[0],) for r in rows])
        db.executemany("DELETE FROM item_times WHERE item = ?", [(r[0],) for r in rows if r[1] == "turn"])
        db.executemany("DELETE FROM item_uses WHERE turn = ?", [(r[0],) for r in rows if r[1] == "turn"])
        for row in survivors:
            self._index_turn(db, row)
        return len(rows)

    def _forget_session(self, db: sqlite3.Connection, session: str) -> int:
        return self._forget_items(
            db, "session = (SELECT key FROM item_sessions WHERE id = ?) AND kind = 'turn'", (session,)
        )

    def _forget_kind(self, db: sqlite3.Connection, kind: str) -> int:
        count = int(db.execute("SELECT count(*) FROM items WHERE kind = ?", (kind,)).fetchone()[0])
        db.execute("DELETE FROM items WHERE kind = ?", (kind,))
        _clear(db, FTS[kind])
        if kind == "chapter":
            db.execute("DELETE FROM chapter_sessions")
            db.execute("DELETE FROM chapter_index")
        return count

    # -- chapters and documents --------------------------------------------------

    def _insert_chapter(self, db: sqlite3.Connection, record: dict[str, Any]) -> int:
        session = record.get("session")
        if record.get("kind") == "chapter_skipped" and isinstance(session, str):
            db.execute("INSERT OR IGNORE INTO chapter_sessions(session, chapter) VALUES (?, '')", (session,))
            return 0
        text = str(record.get("text") or "").strip()
        if record.get("kind") not in ("chapter", "era") or not text or not isinstance(record.get("id"), str):
            return 0
        written = epoch(record.get("ts")) or 0.0
        end = record.get("end") or record.get("ts") or ""
        at = epoch(end) or written
        data = json.dumps({k: v for k, v in record.items() if k != "text"}, ensure_ascii=False, default=str)
        cur = db.execute(
            "INSERT OR IGNORE INTO items(id, kind, session, seq, ts, at, written, text, data) "
            "VALUES (?, 'chapter', ?, 0, ?, ?, ?, ?, ?)",
            (
                record["id"],
                _session_key(db, session) if isinstance(session, str) else None,
                str(end),
                at,
                written,
                text,
                data,
            ),
        )
        if not cur.rowcount:
            return 0
        _add(db, "chapter_fts", [(cur.lastrowid, segment.term_text(text))])
        _add_chapter_index(db, record, at, written)
        if isinstance(session, str) and record.get("kind") == "chapter":
            db.execute(
                "INSERT OR REPLACE INTO chapter_sessions(session, chapter) VALUES (?, ?)", (session, record["id"])
            )
        return 1

    def _insert_document(self, db: sqlite3.Connection, record: dict[str, Any]) -> int:
        if record.get("kind") != "document_chunk":
            return 0
        text = str(record.get("text") or "").strip()
        chunk = record.get("chunk") or record.get("id")
        if not text or not chunk:
            return 0
        written = epoch(record.get("ts")) or 0.0
        if record.get("replaces"):  # a newer version of a file: the old version's chunks stop holding
            db.execute(
                "UPDATE items SET until = ? WHERE kind = 'document' AND json_extract(data, '$.doc') = ? "
                "AND until IS NULL",
                (written, record["replaces"]),
            )
        when = record.get("modified") or record.get("ts") or ""
        title = str(record.get("title") or "")
        data = json.dumps({k: v for k, v in record.items() if k != "text"}, ensure_ascii=False, default=str)
        cur = db.execute(
            "INSERT OR IGNORE INTO items(id, kind, session, seq, ts, at, written, text, data) "
            "VALUES (?, 'document', NULL, 0, ?, ?, ?, ?, ?)",
            (str(chunk), str(when), epoch(when) or written, written, text, data),
        )
        if not cur.rowcount:
            return 0
        _add(db, "document_fts", [(cur.lastrowid, segment.term_text(text), segment.term_text(title))])
        return 1

    def _unindex_item(self, db: sqlite3.Connection, rowid: int, kind: str) -> None:
        row = db.execute("SELECT text, data FROM items WHERE rowid = ?", (rowid,)).fetchone()
        if row is None:
            return
        if kind == "chapter":
            _remove(db, "chapter_fts", rowid, (segment.term_text(row[0]),))
        elif kind == "document":
            title = str(json.loads(row[1] or "{}").get("title") or "")
            _remove(db, "document_fts", rowid, (segment.term_text(row[0]), segment.term_text(title)))

    # -- reading -----------------------------------------------------------------

    def search(
        self,
        query: str,
        *,
        kinds: tuple[str, ...] = KINDS,
        limit: int = 20,
        as_of: datetime | None = None,
        session: str | None = None,
    ) -> list[Hit]:
        """Items matching `query` by their own words, best BM25 score first; `as_of` leaves out what was written
        after that time."""
        unknown = [k for k in kinds if k not in KINDS]
        if unknown:
            raise ValueError(f"unknown kinds {unknown}")
        words = segment.terms(query)
        if not words or limit <= 0:
            return []
        scored: list[tuple[str, int, float]] = []
        for kind in kinds:
            found = self.match(kind, words, limit=limit, as_of=as_of, session=session, own_words=True)
            scored += [(kind, r, s) for r, s in found]
        scored.sort(key=lambda item: -item[2])
        return self.hits_of(scored[:limit])

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
        among: Iterable[int] | None = None,
    ) -> list[tuple[int, float]]:
        """(rowid, BM25 relevance > 0) of the `limit` best items of `kind` matching any of `words` (and, given
        `among`, only of those rowids).

        `words` may weigh each term ({term: weight}): the score is then the sum of each term's BM25 times its
        weight. The heavier terms, and among equals the rarer, find the candidates: as many as match at most
        ROW_BUDGET rows and MAX_TERMS terms. Their scores are FTS5's own over every term on a table of at most
        ROW_BUDGET items (all of which any query may score); on a longer one, over the terms that found them
        (the others are in so many items that their weight is small). `own_words` matches and scores an item's
        own words only.
        """
        weights = dict(words) if isinstance(words, Mapping) else dict.fromkeys(words, 1.0)
        try:
            with self._lock:
                return self._match(kind, weights, limit, as_of, session, exclude_session, start, end, own_words, among)
        except sqlite3.Error as exc:
            raise _storage_error(exc, self.twin_dir) from exc

    def _match(
        self,
        kind: str,
        weights: dict[str, float],
        limit: int,
        as_of: datetime | None,
        session: str | None,
        exclude_session: str | None,
        start: datetime | None,
        end: datetime | None,
        own_words: bool,
        among: Iterable[int] | None,
    ) -> list[tuple[int, float]]:
        db, table = self.db, FTS[kind]
        if as_of is not None and (as_of >= now() or _latest_write(db, kind) <= as_of.timestamp()):
            as_of = None  # nothing was written later: the join that filters by time would drop nothing (saves half
            # of a fact query on the big bench twin: 4.4 ms to 2.0 ms, bench/turn)
        column = "body : " if own_words else ""
        columns = COLUMN_WEIGHTS[kind] if not own_words else (1.0, *([0.0] * (len(COLUMN_WEIGHTS[kind]) - 1)))
        if kind == "turn" and as_of is not None and not own_words:  # a turn's `ctx` holds the words of the turn after
            # it, which may be said after `as_of`: "Nice." found "parrot" as of a day before the parrot was named (a
            # blind probe, 2026-12-07); as of a past time a turn is found by its own words and its speaker
            column, columns = "{body who} : ", (1.0, 0.0, COLUMN_WEIGHTS[kind][2])
        bm25 = f"bm25({table}, {', '.join(map(str, columns))})"
        terms = [t for t in dict.fromkeys(weights) if weights[t] > 0]
        size = self._counts(table, [ROWS])[ROWS]
        if size <= ROW_BUDGET and len(terms) <= MAX_TERMS:  # a short query on a small table: every term matches
            counted = dict.fromkeys(terms, 1)
            present = kept = sorted(terms, key=lambda t: -weights[t])
        else:
            counted = self._counts(table, terms)
            present = sorted((t for t in terms if counted[t]), key=lambda t: (-weights[t], counted[t], t))
            kept = []
            matched = 0
            budget = ROW_BUDGET if among is None else AMONG_ROW_BUDGET
            for term in present:
                full = matched + counted[term] > budget
                if kept and (full or len(kept) >= MAX_TERMS):
                    break
                kept.append(term)
                matched += counted[term]
        if not kept:
            return []
        expression = column + "(" + segment.match_expression(kept) + ")"
        base, key, b = ("facts", "f.row", "f") if kind == "fact" else ("items", "i.rowid", "i")
        at_col = f"{b}.said" if kind == "fact" else "i.at"
        clauses: list[str] = []  # each FTS5 table holds one kind: the join with its rows is only for filters
        args: list[Any] = []
        kinds = (kind, PIECE if kind == "turn" else kind)  # a turn's rows: its own and its pieces'
        if among is not None:
            among = set(among)
            if kind == "turn":
                among |= {r for (r,) in derived.select_in(db, "SELECT rowid FROM items WHERE piece_of IN ({marks})",
                                                          list(among))}  # fmt: skip
            clauses.append(f"t.rowid IN ({derived.IN_VALUES})")
            args.append(derived.in_values(sorted(among)))
        own: set[int] = set()  # the excluded session's rows, when only they are to be left out: dropped from a
        # longer result instead of by a join with every match (a turn query on the big bench twin: 1.2 to 0.9 ms)
        if exclude_session is not None and kind != "fact" and all(v is None for v in (as_of, session, start, end)):
            own = {r for (r,) in db.execute(
                "SELECT rowid FROM items WHERE session = (SELECT key FROM item_sessions WHERE id = ?) "
                "AND kind IN (?, ?)",
                (exclude_session, *kinds),
            )}  # fmt: skip
            exclude_session = None
        for condition, value in (
            (f"coalesce({b}.written, {at_col}) <= ?", as_of.timestamp() if as_of else None),
            (f"{b}.session = " + ("?" if kind == "fact" else "(SELECT key FROM item_sessions WHERE id = ?)"), session),
            (
                f"{b}.session IS NOT " + ("?" if kind == "fact" else "(SELECT key FROM item_sessions WHERE id = ?)"),
                exclude_session,
            ),
            (f"{at_col} >= ?", start.timestamp() if start else None),
            (f"{at_col} < ?", end.timestamp() if end else None),
        ):
            if value is not None:
                clauses.append(condition)
                args.append(value)
        low, high = 0, 1 << 62  # a rowid range FTS5 can seek to
        sliced = False
        span = None
        if session is not None and kind != "fact":
            span = db.execute(
                "SELECT min(rowid), max(rowid) FROM items "
                "WHERE session = (SELECT key FROM item_sessions WHERE id = ?) AND kind IN (?, ?)",
                (session, *kinds),
            ).fetchone()
        elif start is not None or end is not None:  # the rows of a time window: a range of the rowids, mostly
            # written in time order (a fact query for a time window on the big bench twin: 18 ms to 2 ms)
            rows, when = ("row", "said") if kind == "fact" else ("rowid", "at")
            span = db.execute(
                f"SELECT min({rows}), max({rows}) FROM {base} WHERE {when} >= ? AND {when} < ?"
                + ("" if kind == "fact" else " AND kind IN (?, ?)"),
                (start.timestamp() if start else -math.inf, end.timestamp() if end else math.inf)
                + (() if kind == "fact" else kinds),
            ).fetchone()
        elif among is None and counted[kept[0]] > ROW_BUDGET:  # even the rarest term is in more items: read only
            # its newest matches
            row = db.execute(
                f"SELECT rowid FROM {table} WHERE {table} MATCH ? ORDER BY rowid DESC LIMIT 1 OFFSET ?",
                (expression, SLICE_ROWS - 1),
            ).fetchone()
            low, sliced = (int(row[0]), True) if row else (0, False)
        if span is not None:
            if span[0] is None:
                return []
            low, high = span
        sql = (
            f"SELECT t.rowid, -{bm25} FROM {table} t "
            + (f"JOIN {base} {b} ON {key} = t.rowid " if clauses else "")
            + f"WHERE {table} MATCH ? AND t.rowid >= ? AND t.rowid <= ? AND {' AND '.join(clauses) or '1'} "
            f"ORDER BY {bm25} LIMIT ?"
        )

        def read(rows: int) -> tuple[list[tuple[int, float]], bool]:
            """The best `rows` matches, less the excluded session's; whether there may be more."""
            found = db.execute(sql, (expression, low, high, *args, rows)).fetchall()
            return [r for r in found if r[0] not in own], len(found) == rows

        want = limit + len(own)
        found, more = read(want)
        if sliced and len(found) < limit:  # the newest matches held fewer than wanted: read all
            low = 0
            found, more = read(want)
        turn_of: dict[int, int] = {}  # a piece's row -> its turn: the rows of one turn are one candidate
        if kind == "turn":
            turn_of = _piece_turns(db, [r for r, _ in found])
            while turn_of and more and len({turn_of.get(r, r) for r, _ in found}) < limit:
                want *= 2  # a turn's pieces took several places: read on
                found, more = read(want)
                turn_of = _piece_turns(db, [r for r, _ in found])
            chosen = set(list(dict.fromkeys(turn_of.get(r, r) for r, _ in found))[:limit])
            found = [r for r in found if turn_of.get(r[0], r[0]) in chosen]
        else:
            found = found[:limit]
        scores = {int(r): float(s) for r, s in found}
        scored = present if size <= ROW_BUDGET else kept
        # bm25() adds up over the terms: the candidates' scores already count each kept term once; what is left is
        # (weight - 1) of each kept term and the weight of each other term scored, a query per such factor
        factors: dict[float, list[str]] = {}
        kept_set = set(kept)
        for term in scored:
            factor = weights[term] - 1.0 if term in kept_set else weights[term]
            if factor:
                factors.setdefault(factor, []).append(term)
        if scores and factors:
            low, high = min(scores), max(scores)
            for factor, group in factors.items():
                expr = column + "(" + segment.match_expression(group) + ")"
                sql = f"SELECT rowid, -{bm25} FROM {table} WHERE {table} MATCH ? AND rowid >= ? AND rowid <= ?"
                for rowid, score in db.execute(sql, (expr, low, high)):
                    if rowid in scores:
                        scores[rowid] += factor * score
        if turn_of:
            scores = _as_turns(scores, turn_of)
        ranked = sorted(((r, s) for r, s in scores.items() if s > 0), key=lambda pair: -pair[1])
        return ranked[:limit]

    def _counts(self, table: str, terms: list[str]) -> dict[str, int]:
        """In how many rows of `table` each term occurs (kept in term_docs with every write: one indexed read)."""
        found = dict.fromkeys(terms, 0)
        sql = "SELECT term, docs FROM term_docs WHERE tbl = ? AND term IN ({marks})"
        for term, docs in derived.select_in(self.db, sql, terms, table):
            found[term] = int(docs)
        return found

    def document_frequency(self, kind: str, words: list[str]) -> dict[str, int]:
        """In how many items of `kind` each term occurs."""
        return self._counts(FTS[kind], list(dict.fromkeys(words)))

    def hits(self, scored: list[tuple[int, float]], kind: str = "turn") -> list[Hit]:
        """Hits of one kind for (rowid, score) pairs, in the given order."""
        return self.hits_of([(kind, r, s) for r, s in scored])

    def hits_of(self, scored: list[tuple[str, int, float]]) -> list[Hit]:
        """Hits for (kind, rowid, score), in the given order."""
        facts = self._rows_of("fact", [r for k, r, _ in scored if k == "fact"])
        items = self.rows([r for k, r, _ in scored if k != "fact"])
        out = []
        for kind, rowid, score in scored:
            row = facts.get(rowid) if kind == "fact" else items.get(rowid)
            if row is not None:
                out.append(_hit(row, score))
        return out

    def rows(self, rowids: list[int]) -> dict[int, tuple[Any, ...]]:
        """The item rows (turns, chapters, documents) of `rowids`."""
        return self._rows_of("item", rowids)

    def _rows_of(self, which: str, rowids: list[int]) -> dict[int, tuple[Any, ...]]:
        sql = (
            f"SELECT {FACT_ITEM} FROM facts WHERE row IN ({{marks}})"
            if which == "fact"
            else f"SELECT {ITEM} FROM {ITEMS} WHERE i.rowid IN ({{marks}})"
        )
        return {row[0]: row for row in derived.select_in(self.db, sql, list(dict.fromkeys(rowids)))}

    def hit(self, row: tuple[Any, ...], score: float = 0.0) -> Hit:
        """A Hit for an item row (from `rows`)."""
        return _hit(row, score)

    def item(self, item_id: str) -> Hit | None:
        """One item by its id (a turn, fact, chapter or document chunk id)."""
        return self.items([item_id]).get(item_id)

    def items(self, item_ids: Iterable[str]) -> dict[str, Hit]:
        """The items with these ids (the ones the index holds), by id."""
        wanted = list(dict.fromkeys(item_ids))
        found = {
            row[2]: _hit(row, 0.0)
            for row in derived.select_in(self.db, f"SELECT {ITEM} FROM {ITEMS} WHERE i.id IN ({{marks}})", wanted)
        }
        rest = [i for i in wanted if i not in found]
        if rest:
            found.update(
                (row[2], _hit(row, 0.0))
                for row in derived.select_in(self.db, f"SELECT {FACT_ITEM} FROM facts WHERE id IN ({{marks}})", rest)
            )
        return found

    def item_ids(self, kind: str, since: float | None = None) -> list[tuple[int, str, float]]:
        """(rowid, id, time) of every item of `kind` (of time `since` or later, epoch seconds), the newest first."""
        if kind == "fact":
            sql = "SELECT row, id, said FROM facts WHERE said >= ? ORDER BY said DESC"
            rows = self.db.execute(sql, (since if since is not None else -math.inf,))
        else:
            sql = "SELECT rowid, id, at FROM items WHERE kind = ? AND at >= ? ORDER BY at DESC"
            rows = self.db.execute(sql, (kind, since if since is not None else -math.inf))
        return [(int(r), str(i), float(at)) for r, i, at in rows]

    def neighbour(self, hit: Hit, step: int) -> Hit | None:
        """The turn just before (step -1) or after (step +1) a turn in its session."""
        link = hit.prev if step < 0 else hit.next
        if hit.kind != "turn" or link is None:
            return None
        row = self.db.execute(f"SELECT {ITEM} FROM {ITEMS} WHERE i.rowid = ?", (link,)).fetchone()
        return _hit(row, 0.0) if row else None

    def latest(
        self, kind: str, *, before: datetime, after: datetime | None = None, session: str | None = None, limit: int = 20
    ) -> list[Hit]:
        """The newest items of `kind` in a time window (or one session), newest first, score 0."""
        if kind == "fact":
            clauses: list[str] = ["said < ?"]
            args: list[Any] = [before.timestamp()]
            if after is not None:
                clauses.append("said >= ?")
                args.append(after.timestamp())
            if session is not None:
                clauses.append("session = ?")
                args.append(session)
            sql = f"SELECT {FACT_ITEM} FROM facts WHERE {' AND '.join(clauses)} ORDER BY said DESC LIMIT ?"
            return [_hit(r, 0.0) for r in self.db.execute(sql, (*args, limit))]
        clauses = ["i.kind = ?", "i.at < ?"]
        args = [kind, before.timestamp()]
        if after is not None:
            clauses.append("i.at >= ?")
            args.append(after.timestamp())
        if session is not None:
            clauses.append("i.session = (SELECT key FROM item_sessions WHERE id = ?)")
            args.append(session)
        sql = f"SELECT {ITEM} FROM {ITEMS} WHERE {' AND '.join(clauses)} ORDER BY i.at DESC LIMIT ?"
        return [_hit(r, 0.0) for r in self.db.execute(sql, (*args, limit))]

    def mentioning(
        self, start: datetime | None, end: datetime | None, *, before: datetime, limit: int, exclude_session: str | None
    ) -> list[int]:
        """Rowids of the turns said before `before` that speak of a time overlapping [start, end) and not much
        wider ("in 2010", "yesterday" said the day after; "last year" does not answer for a month of it), the
        newest first."""
        low = start.timestamp() if start else -math.inf
        high = end.timestamp() if end else math.inf
        # a mention spans a year at most: its start lies within a year before the window's
        sql = (
            "SELECT DISTINCT t.item FROM item_times t JOIN items i ON i.rowid = t.item "
            "WHERE t.start >= ? AND t.start < ? AND t.end > ? AND t.end - t.start <= ? AND i.at < ? "
            "AND i.session IS NOT (SELECT key FROM item_sessions WHERE id = ?) ORDER BY t.item DESC LIMIT ?"
        )
        widest = 2 * (high - low) if start and end else math.inf
        args = (low - MENTION_SPAN, high, low, widest, before.timestamp(), exclude_session, limit)
        try:
            with self._lock:
                return [int(r) for (r,) in self.db.execute(sql, args)]
        except sqlite3.Error as exc:
            raise _storage_error(exc, self.twin_dir) from exc

    def chapters_of(self, sessions: list[str], *, before: datetime) -> dict[str, Hit]:
        """The chapter of each of these sessions that has one written by `before`, by session id."""
        sql = (
            f"SELECT c.session, {ITEM} FROM chapter_sessions c JOIN items i ON i.id = c.chapter "
            "LEFT JOIN item_sessions s ON s.key = i.session "
            "WHERE coalesce(i.written, i.at) <= ? AND c.session IN ({marks})"
        )
        found = derived.select_in(self.db, sql, sessions, before.timestamp())
        return {row[0]: _hit(row[1:], 0.0) for row in found}

    def facts_about(
        self, named: frozenset[str], asked: set[str], query: list[str], *, as_of: datetime, limit: int
    ) -> list[Hit]:
        """The facts holding at `as_of` about each person (a fact's subject other than the user) whose name's terms
        are all among `named` and not among `asked` (the question's own person is searched already): the `limit`
        of each that share most with `query`, else the newest."""
        db = self.db
        upto = db.execute("SELECT max(key) FROM fact_keys").fetchone()[0] or 0
        if self._subjects is None or self._subjects[0] > upto:  # first use, or the fact state was made again
            self._subjects = (0, {})
        seen, names = self._subjects  # a term -> the subjects whose names hold it, with their names' terms
        if upto > seen:  # keys are only ever added: read the new ones
            for (subject,) in db.execute("SELECT DISTINCT subject FROM fact_keys WHERE key > ?", (seen,)):
                words = frozenset(segment.terms(subject))
                if words and subject not in ("user", "self", "me"):
                    for word in words:
                        names.setdefault(word, {})[subject] = words
            self._subjects = (upto, names)
        people = {s for t in named for s, words in names.get(t, {}).items() if words <= named and not words & asked}
        out: list[Hit] = []
        stamp = as_of.timestamp()
        for subject in sorted(people):
            rows = [r for (r,) in db.execute(
                "SELECT row FROM facts WHERE key IN (SELECT key FROM fact_keys WHERE subject = ?) "
                "AND coalesce(written, said) <= ? AND (until IS NULL OR until > ?) ORDER BY said DESC LIMIT ?",
                (subject, stamp, stamp, LINKED_FACTS_READ),
            )]  # fmt: skip
            scored = self.match("fact", query, limit=limit, among=rows, as_of=as_of) if query and rows else []
            chosen = [r for r, _ in scored] or rows[:limit]
            out += self.hits([(r, 0.0) for r in chosen], "fact")
        return out

    def last_session(self, before: datetime, exclude: str | None = None) -> str | None:
        """The most recent session with turns before `before`, other than `exclude`."""
        row = self.db.execute(
            "SELECT s.id FROM items i JOIN item_sessions s ON s.key = i.session WHERE i.kind = 'turn' AND i.at < ? "
            "AND i.session IS NOT (SELECT key FROM item_sessions WHERE id = ?) ORDER BY i.at DESC LIMIT 1",
            (before.timestamp(), exclude),
        ).fetchone()
        return row[0] if row else None

    def count(self, kind: str | None = None) -> int:
        """How many items (of `kind`) the index holds."""
        if kind == "fact":
            return int(self.db.execute("SELECT count(*) FROM fact_fts").fetchone()[0]) if self._has_facts() else 0
        if kind is None:
            return self.count("fact") + int(
                self.db.execute("SELECT count(*) FROM items WHERE kind != 'piece'").fetchone()[0]
            )
        return int(self.db.execute("SELECT count(*) FROM items WHERE kind = ?", (kind,)).fetchone()[0])

    def behind(self) -> list[str]:
        """The memory files with lines the derived database has not read yet (the next sync reads them): a stat of
        each file, nothing read. For `twin doctor`; a search never needs it (it syncs first)."""
        db = self.db
        names = [f"sessions/{f.name}" for f in SessionCatalog(self.twin_dir, db).files()]
        late = [n for n in ("chapters.jsonl", "documents.jsonl", *names)
                if not derived.unchanged(db, OWNER, self.twin_dir / n, n)]  # fmt: skip
        if not derived.unchanged(db, "facts", self.twin_dir / "facts.jsonl", "facts.jsonl"):
            late.insert(0, "facts.jsonl")
        return late

    def _has_facts(self) -> bool:
        return int(derived.meta(self.db, "search_facts_upto") or 0) > 0

    # -- chapters -----------------------------------------------------------------

    def sync_chapters(self) -> None:
        """Read what chapters.jsonl gained (the rest of the memory files are left for `sync`)."""
        try:
            with self._lock:
                self._read_memory(self.db, "chapters")
        except sqlite3.Error as exc:
            raise _storage_error(exc, self.twin_dir) from exc

    def chapters(
        self, *, newest: int | None = None, before: datetime | None = None, exclude: str | None = None
    ) -> list[tuple[str, str, str]]:
        """(id, text, record without its text) of the chapters of sessions (not the month and year summaries): in
        the order written, or the `newest` by the end of their session (ending at or before `before`; not of the
        session `exclude`), newest first."""
        which = "session IS NOT NULL"
        if newest is None:
            sql = f"SELECT id, text, data FROM items WHERE kind = 'chapter' AND {which} ORDER BY rowid"
            return self.db.execute(sql).fetchall()
        clauses, args = ["kind = 'chapter'", which], list[Any]()
        if before is not None:
            clauses.append("at <= ?")
            args.append(before.timestamp())
        if exclude is not None:
            clauses.append("session IS NOT (SELECT key FROM item_sessions WHERE id = ?)")
            args.append(exclude)
        sql = f"SELECT id, text, data FROM items WHERE {' AND '.join(clauses)} ORDER BY at DESC, rowid DESC LIMIT ?"
        return self.db.execute(sql, (*args, newest)).fetchall()

    def forgotten(self, fact_ids: list[str]) -> set[str]:
        """Those of these facts the person asked to forget (a retire with reason user, from the fact state)."""
        if not self._has_facts():
            return set()
        sql = "SELECT fact FROM fact_changes WHERE kind = 'retire' AND reason = 'user' AND fact IN ({marks})"
        return {str(fact_id) for (fact_id,) in derived.select_in(self.db, sql, fact_ids)}

    def uses(self, ids: list[str]) -> dict[str, tuple[int, float]]:
        """How often and when last (epoch seconds) each of these chapters or facts was recalled into a reply's
        context, by id (ids never used are left out)."""
        sql = "SELECT item, count(*), max(at) FROM item_uses WHERE item IN ({marks}) GROUP BY item"
        return {item: (int(n), float(last)) for item, n, last in derived.select_in(self.db, sql, ids)}

    def newest_by_month(self, before: datetime) -> dict[str, str]:
        """For each local month that has chapters ending by `before` that the checks passed ("2025-03"), the id of
        the newest of them."""
        rows = self.db.execute(
            "SELECT month, id, max(at) FROM chapter_index WHERE span = 'session' AND shown AND at <= ? GROUP BY month",
            (before.timestamp(),),
        )
        return {month: item_id for month, item_id, _ in rows}

    def chapter_counts(self, before: datetime) -> dict[str, int]:
        """How many chapters (the checks passed) each local month has, of those ending by `before`: what the month
        summaries owed are worked out from (a summary is written from all of its month's chapters, and a purge takes
        the summaries of what it purges with it, so a month whose count differs from its summary's sources owes one)."""
        rows = self.db.execute(
            "SELECT month, count(*) FROM chapter_index WHERE span = 'session' AND shown AND at <= ? GROUP BY month",
            (before.timestamp(),),
        )
        return dict(rows.fetchall())

    def chapter_ids_of(self, month: str, before: datetime) -> list[str]:
        """The ids of a local month's chapters (the checks passed) ending by `before`, oldest first."""
        rows = self.db.execute(
            "SELECT id FROM chapter_index WHERE span = 'session' AND month = ? AND shown AND at <= ? ORDER BY at",
            (month, before.timestamp()),
        )
        return [r[0] for r in rows]

    def era_marks(self, before: datetime | None = None) -> list[tuple[str, str, str, float, bool, int]]:
        """(id, span, period, written, shown, how many sources) of every month and year summary, in the order
        written (with `before`: those whose span had ended and that were written by then), without their text."""
        stamp = before.timestamp() if before is not None else math.inf
        rows = self.db.execute(
            "SELECT id, span, month, written, shown, sources FROM chapter_index WHERE span != 'session' "
            "AND at <= ? AND written <= ? ORDER BY written, id",
            (stamp, stamp),
        )
        return [(i, span, period, written, bool(shown), n) for i, span, period, written, shown, n in rows]

    def era_rows(self, before: datetime | None = None) -> list[tuple[str, str, str]]:
        """(id, text, record without its text) of the month and year summaries, in the order written; with `before`,
        those whose span had ended and that were written by then."""
        if before is None:
            ids = [r[0] for r in self.db.execute("SELECT id FROM chapter_index WHERE span != 'session'")]
        else:
            stamp = before.timestamp()
            ids = [r[0] for r in self.db.execute(
                "SELECT id FROM chapter_index WHERE span != 'session' AND at <= ? AND written <= ?", (stamp, stamp)
            )]  # fmt: skip
        return self.chapters_with_ids(ids)

    def chapters_with_ids(self, ids: list[str]) -> list[tuple[str, str, str]]:
        """(id, text, record without its text) of these chapters, in the order written."""
        sql = "SELECT id, text, data, rowid FROM items WHERE id IN ({marks}) AND +kind = 'chapter'"
        rows = sorted(derived.select_in(self.db, sql, ids), key=lambda r: r[3])
        return [(r[0], r[1], r[2]) for r in rows]

    def warm_chapters(
        self, before: datetime, *, since: float, important_since: dict[int, float], used_since: float, limit: int
    ) -> list[tuple[str, str, str]]:
        """The chapters that may be warm at `before` (newest first, at most `limit`): ended since `since`, rated
        `importance` and ended since `important_since[importance]` (an important chapter stays warm longer, not for
        ever), or recalled into a reply since `used_since`."""
        stamp = before.timestamp()
        parts = ["SELECT id, at FROM chapter_index WHERE span = 'session' AND at BETWEEN ? AND ? AND shown"]
        args: list[Any] = [since, stamp]
        for importance, start in important_since.items():  # each an indexed range, not a scan of every chapter
            parts.append(
                "SELECT id, at FROM chapter_index WHERE span = 'session' AND importance = ? AND at BETWEEN ? AND ? "
                "AND shown"
            )
            args += [importance, start, stamp]
        parts.append(
            "SELECT c.id, c.at FROM item_uses u JOIN chapter_index c ON c.id = u.item WHERE u.at >= ? "
            "AND c.span = 'session' AND c.shown AND c.at <= ?"
        )
        args += [used_since, stamp]
        found = self.db.execute(" UNION ".join(parts) + " ORDER BY at DESC LIMIT ?", (*args, limit)).fetchall()
        rows = {r[0]: r for r in self.chapters_with_ids([i for i, _ in found])}
        return [rows[i] for i, _ in found if i in rows]

    def chapter_lines(self, sessions: list[str], mask: Callable[[str], str] = str) -> dict[str, tuple[str, list[str]]]:
        """The first line of each session's chapter (as `twin sessions list` shows it), `mask`ed before it is cut
        (what the person asked to forget: a word cut in half is still a word), and the chapter's flags (what its
        checks found wrong: a flagged chapter is in no context), by session id."""
        from twin.sessions.listing import first_line

        self.sync_chapters()
        sql = (
            "SELECT c.session, substr(i.text, 1, 400), json_extract(i.data, '$.flags') FROM chapter_sessions c "
            "JOIN items i ON i.id = c.chapter WHERE c.session IN ({marks})"
        )
        return {
            s: (first_line(mask(text))[:120], [mask(f) for f in _flags(flags)])  # "unknown: NAME" holds its words
            for s, text, flags in derived.select_in(self.db, sql, sessions)
        }

    def chapter_of(self, session: str) -> str | None:
        """The id of a session's chapter ("" when it needs none), or None when it has none yet."""
        row = self.db.execute("SELECT chapter FROM chapter_sessions WHERE session = ?", (session,)).fetchone()
        return row[0] if row else None

    def unchaptered(self) -> list[tuple[str, str]]:
        """(file name, session id) of the readable session files whose chapter is not written, oldest first (as
        the session catalog last saw the files)."""
        return self.db.execute(
            "SELECT f.name, f.id FROM session_files f WHERE f.problem = '' "
            "AND NOT EXISTS (SELECT 1 FROM chapter_sessions c WHERE c.session = f.id) ORDER BY f.name"
        ).fetchall()


def context_terms(text: str) -> str:
    """The terms a turn lends its neighbours: its words, and of Chinese only the character pairs (single
    characters would double the index for a weak signal); of a long message, those of its beginning and its end
    (`segment.clipped`), what the turns beside it answer or lead to."""
    return segment.term_text(segment.clipped(text), grams=(2,))


@functools.lru_cache(maxsize=2)
def body_terms(text: str) -> tuple[str, ...]:
    """The terms of a turn's own words, as its FTS5 rows hold them: of an ordinary message, one; of a longer one,
    those of each of its pieces (`segment.pieces`), the first in the turn's own row, each other in a row of its own.
    Kept for the last two turns (a turn and the one linked to it; a 10 MB turn's terms
    are some 100 MB, not to be held long by a server): the turn's row is made again to take it out and put it back
    each time a neighbour is linked to it (a 10 MB message read three times, its term text taking 2.6 s each;
    docs/benchmarks.md, "One long message")."""
    return tuple(segment.term_text(text[start:end]) for start, end in segment.pieces(text))


def _add_pieces(db: sqlite3.Connection, turn: int, values: tuple[Any, ...], pieces: Iterable[str]) -> None:
    """Index the pieces of a long turn after its first (`body_terms`; `values`: the turn's id, session, seq, role,
    at): an item row each (kind `piece`, `piece_of` the turn), with the turn's session and time for the filters of
    a search, and a row of the turn's FTS5 table each, of its words only."""
    item_id, session, seq, role, at = values[:5]
    rows: list[tuple[Any, ...]] = []
    for n, body in enumerate(pieces, 1):
        cur = db.execute(
            "INSERT INTO items(id, kind, session, seq, role, at, text, piece_of) "
            "VALUES (?, 'piece', ?, ?, ?, ?, '', ?)",
            (f"{item_id}#{n}", session, seq, role, at, turn),
        )
        rows.append((cur.lastrowid, body, "", ""))
    _add(db, "turn_fts", rows)


def _drop_pieces(db: sqlite3.Connection, turn: int) -> None:
    """Take the pieces of a turn out of the index (before the turn's own row goes: their terms are made from it)."""
    rows = [r for (r,) in db.execute("SELECT rowid FROM items WHERE piece_of = ? ORDER BY rowid", (turn,))]
    if not rows:
        return
    (text,) = db.execute("SELECT text FROM items WHERE rowid = ?", (turn,)).fetchone()
    _remove_rows(db, "turn_fts", [(r, body, "", "") for r, body in zip(rows, body_terms(text)[1:], strict=True)])
    db.execute("DELETE FROM items WHERE piece_of = ?", (turn,))


def _add_times(db: sqlite3.Connection, turns: Iterable[tuple[int, dict[str, Any]]]) -> None:
    """Keep the times each turn speaks of (twin/recall/timewords.py `mentions`), read from when it was said."""
    rows = []
    for rowid, record in turns:
        try:
            said = parse_time(record["ts"]) if isinstance(record.get("ts"), str) else None
        except ValueError:
            said = None
        if said is not None:
            text = segment.clipped(str(record.get("text") or ""), TIME_CHARS)
            rows += [(rowid, a.timestamp(), b.timestamp()) for a, b in mentions(text, said)]
    db.executemany("INSERT INTO item_times(item, start, end) VALUES (?, ?, ?)", rows)


USED_KINDS = ("chapter", "fact")


def _flags(stored: str | None) -> list[str]:
    """A chapter's flags as its record holds them (JSON text, or nothing), as a list of strings."""
    try:
        flags = json.loads(stored) if stored else []
    except ValueError:
        return []
    return [str(f) for f in flags] if isinstance(flags, list) else []


def _add_chapter_index(db: sqlite3.Connection, record: dict[str, Any], at: float, written: float) -> None:
    """Keep a chapter's (or an era summary's) local month, importance and whether it may be shown: what the
    [my experiences] track and the summaries owed are read by without reading every chapter (10 years of daily
    chapters: 3 ms a turn, where grouping them by month in SQL took 110 ms; bench/eras)."""
    importance = record.get("importance")
    flags = record.get("flags")
    if record.get("kind") == "era":
        span, month = str(record.get("span") or "month"), str(record.get("period") or "")
    else:
        local = datetime.fromtimestamp(at).astimezone()
        span, month = "session", f"{local.year:04d}-{local.month:02d}"
    db.execute(
        "INSERT OR REPLACE INTO chapter_index(id, span, month, at, written, importance, shown, sources) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            record["id"],
            span,
            month,
            at,
            written,
            importance if type(importance) is int else 5,
            0 if flags else 1,
            len(sources) if isinstance(sources := record.get("sources"), list) else 0,
        ),  # fmt: skip
    )


def _add_uses(db: sqlite3.Connection, turns: Iterable[tuple[int, dict[str, Any]]]) -> None:
    """Keep, for each reply, the chapters and facts recall brought into its context because they bore on the
    message (its `context` items marked `recalled`): the record of use temperature reads (twin/narrative/eras.py).
    What is in every context anyway (the latest chapters, the person's facts) is not a use."""
    rows = []
    for rowid, record in turns:
        items = record.get("context")
        if not isinstance(items, list):
            continue
        at = epoch(record.get("ts")) or 0.0
        rows += [
            (rowid, str(i["id"]), at)
            for i in items
            if isinstance(i, dict)
            and i.get("recalled")
            and i.get("type") in USED_KINDS
            and isinstance(i.get("id"), str)
        ]
    db.executemany("INSERT INTO item_uses(turn, item, at) VALUES (?, ?, ?)", rows)


def _add(db: sqlite3.Connection, table: str, rows: list[tuple[Any, ...]]) -> None:
    """Index rows (rowid, then the term text of each column) in an FTS5 table, and count their terms."""
    if not rows:
        return
    marks = ", ?" * (len(rows[0]) - 1)
    db.executemany(f"INSERT INTO {table}(rowid, {_columns(table)}) VALUES (?{marks})", rows)
    _tally(db, table, rows, 1)


def _remove(db: sqlite3.Connection, table: str, rowid: int, columns: tuple[str, ...]) -> None:
    """Take a row out of a contentless FTS5 table: given the very values it was indexed with."""
    _remove_rows(db, table, [(rowid, *columns)])


def _remove_rows(db: sqlite3.Connection, table: str, rows: list[tuple[Any, ...]]) -> None:
    """Take rows (rowid, then the term text of each column, as they were indexed) out of a contentless FTS5 table."""
    if not rows:
        return
    marks = ", ?" * (len(rows[0]) - 1)
    db.executemany(f"INSERT INTO {table}({table}, rowid, {_columns(table)}) VALUES ('delete', ?{marks})", rows)
    _tally(db, table, rows, -1)


def _clear(db: sqlite3.Connection, table: str) -> None:
    db.execute(f"INSERT INTO {table}({table}) VALUES ('delete-all')")
    db.execute("DELETE FROM term_docs WHERE tbl = ?", (table,))


def _tally(db: sqlite3.Connection, table: str, rows: list[tuple[Any, ...]], sign: int) -> None:
    """Keep each term's count of rows (any column) in term_docs, as FTS5 counts documents for bm25()."""
    counts: dict[str, int] = {ROWS: sign * len(rows)}  # the table's number of rows, under a term no text has
    for row in rows:
        for term in {term for text in row[1:] for term in (text or "").split()}:
            counts[term] = counts.get(term, 0) + sign
    db.executemany(
        "INSERT INTO term_docs(tbl, term, docs) VALUES (?, ?, ?) "
        "ON CONFLICT(tbl, term) DO UPDATE SET docs = docs + excluded.docs",
        [(table, term, n) for term, n in counts.items()],
    )
    if sign < 0:
        db.executemany("DELETE FROM term_docs WHERE tbl = ? AND term = ? AND docs <= 0", [(table, t) for t in counts])


ROWS = ""  # the term of term_docs that counts a table's rows
PIECE = "piece"  # the kind of an item row that holds a piece of a long turn (`body_terms`)


def _piece_turns(db: sqlite3.Connection, rowids: list[int]) -> dict[int, int]:
    """The turn of each of these rows of the turns' FTS5 table that holds a piece of one (the others: none)."""
    sql = "SELECT rowid, piece_of FROM items WHERE piece_of IS NOT NULL AND rowid IN ({marks})"
    return {int(r): int(t) for r, t in derived.select_in(db, sql, rowids)}


def _as_turns(scores: dict[int, float], turn_of: dict[int, int]) -> dict[int, float]:
    """Scores of rows of the turns' FTS5 table as scores of turns: a piece's goes to its turn, which keeps the best
    of its rows (each piece is scored as a message of its own)."""
    out: dict[int, float] = {}
    for rowid, score in scores.items():
        turn = turn_of.get(rowid, rowid)
        out[turn] = max(out.get(turn, score), score)
    return out


def _columns(table: str) -> str:
    """The columns of an FTS5 table, in order."""
    return {"turn_fts": "body, ctx, who", "fact_fts": "body, ctx", "chapter_fts": "body", "document_fts": "body, ctx"}[
        table
    ]


def _joined(*terms: str) -> str:
    """Term texts put together: what the text they came from, joined by a line break, cuts into."""
    return " ".join(t for t in terms if t)


def _turn_values(record: dict[str, Any], session: int, offset: int, speakers: dict[str, str]) -> tuple[Any, ...]:
    """id, session, seq, role, at, text of a turn's item row."""
    role = record.get("role", "user")
    return record["id"], session, offset, role, epoch(record.get("ts")) or 0.0, str(record.get("text", ""))


def _session_key(db: sqlite3.Connection, session: str) -> int:
    """The number that stands for a session id in items (made when first needed)."""
    row = db.execute("SELECT key FROM item_sessions WHERE id = ?", (session,)).fetchone()
    if row:
        return int(row[0])
    return int(db.execute("INSERT INTO item_sessions(id) VALUES (?)", (session,)).lastrowid)  # type: ignore[arg-type]


def _hit(row: tuple[Any, ...], score: float) -> Hit:
    """A Hit for a row of the ITEM (or FACT_ITEM) columns."""
    rowid, kind, item_id, session, ts, text, role, seq, at, weight, until, data, prev, after, user, persona = row
    if kind == "fact":
        text = fact_text(json.loads(text))
    hit = Hit(kind, item_id, session or None, ts or iso_of(at), text, score, role, seq or 0, at, weight, until, data,
              rowid, -1, prev, after)  # fmt: skip
    if kind == "turn":
        speaker = (user if role == "user" else persona) or ""
        hit._data = {"speaker": speaker} if speaker else {}
    return hit


def _storage_error(exc: sqlite3.Error, twin_dir: Path) -> StorageError:
    return StorageError(
        f"The search index could not be used: {exc}.",
        f"It is derived data: `twin index rebuild {twin_dir.name}` builds it again from the memory files.",
        zh=(
            f"搜索索引用不了：{sqlite_reason(exc)}。",
            f"它是派生数据：`twin index rebuild {twin_dir.name}` 会从记忆文件重新建它。",
        ),
    )


def _build(twin_dir: Path, db: sqlite3.Connection, progress: derived.Progress | None) -> None:
    SearchIndex(twin_dir, db).sync(progress)


derived.register(OWNER, _build)
