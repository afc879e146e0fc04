"""The SQLite file behind the search index: its schema, and starting over when it is old or unreadable.

The index is derived data, so an index file of another schema version, or
one that is not a database any more, is simply replaced by an empty one that
the next sync fills again. The exceptions are indexes of the two schemas
before: schema 4 lacks the `terms` table, which is filled from FTS5's own
vocabulary in one pass (under a second on a twin of 50,000 items) instead of
reading every memory file again; schema 5 lacks only a setting and an index.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from twin.errors import StorageError
from twin.recall import segment

SCHEMA = 6  # 5: the terms table; 6: FTS5's usermerge 2 (SearchIndex.tidy), an index of the open session files
VERSION = f"{SCHEMA}.{segment.VERSION}"
MMAP_BYTES = 1 << 30  # read the index through memory mapping (pages survive other connections' writes)
USERMERGE = 2  # FTS5's `merge` command merges a level that holds this many segments
FTS_TABLES = {"turn": "turn_terms", "fact": "fact_terms", "chapter": "chapter_terms", "document": "document_terms"}
# BM25 weights of the three columns: the item's own words, the words around it, who said it.
COLUMN_WEIGHTS = {
    "turn": (1.0, 0.5, 0.5),
    "fact": (1.0, 0.4, 0.0),
    "chapter": (1.0, 0.0, 0.0),
    "document": (1.0, 0.3, 0.0),  # a chunk's own words, then its title
}

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS sources(
    name TEXT PRIMARY KEY,      -- file name: a session file, facts.jsonl, chapters.jsonl or documents.jsonl
    session TEXT,               -- the session id of a session file
    size INTEGER NOT NULL,      -- size when last read
    offset INTEGER NOT NULL,    -- where the complete lines read so far end
    inode INTEGER NOT NULL,     -- to notice a file replaced by an atomic rewrite
    closed INTEGER NOT NULL,    -- a session file whose end record was read
    user TEXT, persona TEXT     -- who speaks in a session (from its header)
);
CREATE INDEX IF NOT EXISTS sources_session ON sources(session);
CREATE INDEX IF NOT EXISTS sources_open ON sources(closed) WHERE closed = 0;  -- what a sync looks at (schema 6)
CREATE TABLE IF NOT EXISTS items(
    rowid INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,    -- the record id of the turn, fact or chapter
    kind TEXT NOT NULL,         -- turn | fact | chapter | document
    session TEXT,
    seq INTEGER NOT NULL,       -- turns: byte offset in the session file (order within the session)
    role TEXT,
    ts TEXT NOT NULL,           -- when it was said (facts: said_at or valid_from; chapters: end)
    at REAL NOT NULL,           -- ts in epoch seconds
    written REAL NOT NULL,      -- when the record was written, for as_of
    until REAL,                 -- facts: when a later record superseded or retired it
    weight REAL NOT NULL,       -- importance (turns) or confidence (facts), 0..1
    text TEXT NOT NULL,
    data TEXT,
    prev INTEGER,               -- turns: rowid of the turn before in the session
    next INTEGER                -- turns: rowid of the turn after
);
CREATE INDEX IF NOT EXISTS items_session ON items(session, seq);
CREATE INDEX IF NOT EXISTS items_kind_at ON items(kind, at);
CREATE INDEX IF NOT EXISTS items_kind_written ON items(kind, written);
CREATE TABLE IF NOT EXISTS terms(
    tbl TEXT NOT NULL,          -- the full-text table (turn_terms, fact_terms, ...)
    term TEXT NOT NULL,
    doc INTEGER NOT NULL,       -- how many of its rows hold the term, in any column (FTS5's own document frequency)
    PRIMARY KEY (tbl, term)
) WITHOUT ROWID;
"""


def _create(db: sqlite3.Connection) -> None:
    db.executescript(_SCHEMA)
    for kind, table in FTS_TABLES.items():
        db.execute(
            f"CREATE VIRTUAL TABLE IF NOT EXISTS {table} USING fts5(body, ctx, who, "
            "tokenize = 'unicode61 remove_diacritics 0')"
        )
        weights = ", ".join(str(w) for w in COLUMN_WEIGHTS[kind])
        db.execute(f"INSERT INTO {table}({table}, rank) VALUES ('rank', 'bm25({weights})')")
        db.execute(f"INSERT INTO {table}({table}, rank) VALUES ('usermerge', {USERMERGE})")
    db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('version', ?)", (VERSION,))


def _set_usermerge(db: sqlite3.Connection) -> None:
    """Bring an index of schema 5 up to this one: the index of open session files, FTS5's merge setting.

    Only here, once: a connection that has queried a table fails its next query once ("SQL logic error") when
    another connection changes the table's configuration.
    """
    with db:
        db.executescript(_SCHEMA)  # every statement in it is IF NOT EXISTS: this adds what 6 added
        for table in FTS_TABLES.values():
            db.execute(f"INSERT INTO {table}({table}, rank) VALUES ('usermerge', {USERMERGE})")
        db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('version', ?)", (VERSION,))


def _open(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(path, timeout=10, isolation_level=None, check_same_thread=False)
    db.row_factory = sqlite3.Row
    db.execute("PRAGMA busy_timeout = 10000")
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = NORMAL")  # derived data: a lost last commit is redone by the next sync
    db.execute(f"PRAGMA mmap_size = {MMAP_BYTES}")
    db.isolation_level = "DEFERRED"  # `with db:` groups writes into one transaction
    return db


def _version(db: sqlite3.Connection) -> str | None:
    try:
        row = db.execute("SELECT value FROM meta WHERE key = 'version'").fetchone()
    except sqlite3.OperationalError as exc:
        if "no such table" in str(exc):
            return None
        raise
    return row[0] if row else None


def connect(path: Path) -> sqlite3.Connection:
    """Open the index at `path`, creating it, or starting it over when it is of another version or damaged."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(f"Could not create {path.parent}: {exc.strerror or exc}.") from exc
    for attempt in range(2):
        try:
            db = _open(path)
            version = _version(db)
            if version == VERSION:
                return db
            if version in (f"{SCHEMA - 2}.{segment.VERSION}", f"{SCHEMA - 1}.{segment.VERSION}"):
                if version.startswith(f"{SCHEMA - 2}."):
                    _add_terms(db)
                _set_usermerge(db)
                return db
            if version is not None:
                _drop_all(db)
            with db:
                _create(db)
            return db
        except sqlite3.DatabaseError as exc:
            if attempt:
                raise StorageError(
                    f"The search index {path} could not be opened: {exc}.",
                    f"Delete the folder {path.parent} (it is rebuilt from the memory files).",
                ) from exc
            _remove(path)
    raise AssertionError("unreachable")


def _add_terms(db: sqlite3.Connection) -> None:
    """Bring an index of the previous schema up to this one: count the terms FTS5 already holds."""
    with db:
        db.executescript(_SCHEMA)
        for table in FTS_TABLES.values():
            db.execute(f"CREATE VIRTUAL TABLE temp.{table}_count USING fts5vocab(main, '{table}', 'row')")
            db.execute(f"INSERT OR REPLACE INTO terms(tbl, term, doc) SELECT ?, term, doc FROM temp.{table}_count",
                       (table,))  # fmt: skip
            db.execute(f"DROP TABLE temp.{table}_count")
        db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('version', ?)", (VERSION,))


def _drop_all(db: sqlite3.Connection) -> None:
    tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    with db:
        for name in tables:
            if name in FTS_TABLES.values() or name in ("meta", "sources", "items", "terms"):
                db.execute(f"DROP TABLE IF EXISTS {name}")


def reset(path: Path) -> None:
    """Empty the index at `path` (other processes that have it open see the empty tables, never a broken file)."""
    if not path.exists():
        return
    try:
        db = _open(path)
        try:
            _drop_all(db)
            db.execute("VACUUM")
        finally:
            db.close()
    except sqlite3.DatabaseError:
        _remove(path)


def _remove(path: Path) -> None:
    for suffix in ("", "-wal", "-shm", "-journal"):
        try:
            path.with_name(path.name + suffix).unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise StorageError(f"Could not remove the damaged index {path}: {exc.strerror or exc}.") from exc


IN_CHUNK = 500  # values per IN list (SQLite allows 999 parameters in older builds)


def select_in(db: sqlite3.Connection, sql: str, values: Sequence[Any], *before: Any) -> Iterator[Any]:
    """The rows of `sql` whose `{marks}` is an IN list of `values`, asked IN_CHUNK values at a time; `before` are
    the parameters that come ahead of the list."""
    for i in range(0, len(values), IN_CHUNK):
        part = values[i : i + IN_CHUNK]
        yield from db.execute(sql.format(marks=",".join("?" * len(part))), (*before, *part))
