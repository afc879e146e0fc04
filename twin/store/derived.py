"""The one derived database of a twin, `index/memory.sqlite3`, and reading the JSONL files into it as they grow.

Everything in it is derived from the JSONL files and can be deleted at any
time: the next read builds it again. Four owners keep tables in it, each
with its own schema version in `meta`: the session catalog
(twin/sessions/catalog.py), the fact state (twin/facts/state.py), the
search index (twin/recall/index.py) and the owed work
(twin/narrative/owed.py). An owner whose version changed gets its
tables dropped and made again (and forgets how far it read); the others'
are untouched.

`read_new()` gives the lines a file gained since an owner last read it. Where
each owner stopped is kept per file in `sources` (byte offset, line count,
inode, and a hash of the bytes just before the offset), so a file that was
replaced or rewritten (a purge, a repair) is noticed and read again from its
start. Damaged lines are kept in `problems` with their line numbers, and an
unfinished last line (a write cut by a crash) is left for the next read.

`rebuild()` builds a new database beside the live one (each owner that
`register`ed fills its part; one not loaded fills it at its next use), then
copies it in with SQLite's backup API in one transaction: a reader sees the
old database or the new one, never a part; two rebuilds take turns.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Collection, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from twin.errors import StorageError, sqlite_reason
from twin.files import kind_of, open_read
from twin.home import private_dir, private_file
from twin.store.ids import new_id
from twin.store.jsonl import Problem, could_not, decode_line, file_lock, storage_error
from twin.store.shapes import Shape, shape_of

NAME = "memory.sqlite3"
CHUNK = 4 << 20  # bytes read at a time from a file (a rebuild streams: its memory does not grow with the files)
MARK = 64  # bytes before the offset whose hash tells a file that grew from one that was rewritten

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS sources(
    owner TEXT NOT NULL,        -- facts | search
    name TEXT NOT NULL,         -- the file, relative to the twin's folder
    offset INTEGER NOT NULL,    -- where the complete lines read so far end
    lines INTEGER NOT NULL,     -- how many lines that is (for line numbers)
    inode INTEGER NOT NULL,
    mark TEXT NOT NULL,         -- hash of the MARK bytes before `offset`
    mtime INTEGER NOT NULL DEFAULT 0,  -- the file's modification time then (ns): a file of the same size that
                                       -- was modified since was changed in place (a repair, an editor, a disk)
    PRIMARY KEY (owner, name)
) WITHOUT ROWID;
DROP INDEX IF EXISTS sources_open;
CREATE TABLE IF NOT EXISTS problems(
    owner TEXT NOT NULL, name TEXT NOT NULL, line INTEGER NOT NULL, offset INTEGER NOT NULL, reason TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS problems_file ON problems(owner, name);
"""


def path_of(twin_dir: Path) -> Path:
    """data/<persona>/index/memory.sqlite3."""
    return Path(twin_dir) / "index" / NAME


def _open(path: Path) -> sqlite3.Connection:
    if str(path) != ":memory:":
        private_file(path)  # owner-only before SQLite makes its -wal and -shm, which take this file's mode
    db = sqlite3.connect(path, timeout=30, isolation_level=None, check_same_thread=False)
    db.execute("PRAGMA busy_timeout = 30000")
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = NORMAL")  # derived data: a lost last commit is read again by the next sync
    db.executescript(_SCHEMA)
    if "mtime" not in {row[1] for row in db.execute("PRAGMA table_info(sources)")}:  # a database of twin 0.2
        db.execute("ALTER TABLE sources ADD COLUMN mtime INTEGER NOT NULL DEFAULT 0")
    return db


def connect(twin_dir: Path) -> sqlite3.Connection:
    """The twin's derived database: created when missing, made again when it is not a database any more.

    When it cannot be used at all (a read-only home, a folder where the file should be, a disk that is full or
    nearly), a private copy in the system's temporary folder is used instead, and if that cannot be had either, one
    in memory; both are built from the memory files (`fallbacks` says why): the derived database is never a reason
    for memory to stop working, nor for a read to fail.
    """
    path = path_of(twin_dir)
    try:
        private_dir(path.parent)
        if _nearly_full(path.parent):
            raise _Unusable(f"the disk is full ({_free(path.parent) >> 10} KB free)")
        # SQLite opens a database whose write-ahead log is there already (a copy of a home taken while a server ran)
        # and fails only at the first write, a read's own sync: said now, and the private copy is used
        if not os.access(path.parent, os.W_OK):
            raise _Unusable("its folder cannot be written: a read-only disk, or its permissions")
        if path.exists() and not os.access(path, os.W_OK):
            raise _Unusable("the file cannot be written: its permissions")
        _remove_legacy(path.parent)
        db = _open_or_replace(path)
        fallbacks.pop(str(Path(twin_dir)), None)
        _drop_fallback(Path(twin_dir))
        return db
    except (OSError, sqlite3.Error, _Unusable) as exc:
        fallback = _fallback_path(Path(twin_dir))
        why = f"{path} could not be used ({_reason(exc, path.parent)})"
        fallbacks[str(Path(twin_dir))] = f"{why}: a private copy in the temporary folder is used"
        try:
            private_dir(fallback.parent)
            if _nearly_full(fallback.parent):
                raise _Unusable("the temporary folder's disk is full too")
            return _open_or_replace(fallback)
        except (OSError, sqlite3.Error, _Unusable):
            fallbacks[str(Path(twin_dir))] = f"{why}, nor one in the temporary folder: it is kept in memory"
            return _open(Path(":memory:"))


class _Unusable(Exception):
    """Why `connect` leaves a database's place for the next one, in words: never raised out of it, only said in
    `fallbacks` (`twin doctor`'s English report)."""


def _reason(exc: Exception, folder: Path) -> str:
    """Why the database could not be used, in words: not "[Errno 30] …" nor SQLite's "unable to open database
    file" when the folder is what refuses."""
    if isinstance(exc, _Unusable):
        return str(exc)
    path = folder / NAME
    if os.path.lexists(path) and not path.is_file():  # SQLite says "disk I/O error" of a pipe
        what = kind_of(path.stat().st_mode) if path.exists() else "a link to nothing"
        return f"{what} stands in its place, not a file: move it away and it is made again"
    if folder.is_dir() and not os.access(folder, os.W_OK):
        return "its folder cannot be written: a read-only disk, or its permissions"
    if isinstance(exc, OSError):
        return (exc.strerror or str(exc)).lower()
    return str(exc)


MIN_FREE = 8 << 20  # bytes: below this the derived database is not written to (a sync that fills the disk would fail
# a read); SQLite needs room for its write-ahead log, a turn's sync a few KB, a rebuild the index's size


def _free(folder: Path) -> int:
    import shutil

    try:
        return shutil.disk_usage(folder).free
    except OSError:
        return MIN_FREE  # cannot tell: try


def _nearly_full(folder: Path) -> bool:
    return _free(folder) < MIN_FREE


LEGACY = ("search.sqlite3", "search.sqlite3-wal", "search.sqlite3-shm", "facts.snap", "session-list.json",
          "persona-name.json")  # fmt: skip  # derived files of twin 0.1, which this database replaces


def _remove_legacy(folder: Path) -> None:
    """Delete the derived files of earlier versions (this database holds all they held)."""
    for name in LEGACY:
        try:
            (folder / name).unlink()
        except OSError:  # gone already, or a read-only home: nothing reads them, and they are no reason to fail
            pass


fallbacks: dict[str, str] = {}  # twin folder -> why its derived database lives in the temporary folder instead


def _drop_fallback(twin_dir: Path) -> None:
    """Delete the copy of the twin's derived database (its words) that a run which could not use the home left in
    the temporary folder (a full disk, a read-only mount), once the home serves again."""
    copy = _fallback_path(twin_dir)
    if copy.exists():
        try:
            remove(copy)
        except (OSError, StorageError):
            pass  # another user's temporary folder, or already gone: the home's own database is in use anyway


def _fallback_path(twin_dir: Path) -> Path:
    import tempfile

    key = hashlib.blake2b(os.fsencode(twin_dir.resolve()), digest_size=8).hexdigest()  # (a path that is not UTF-8 too)
    return Path(tempfile.gettempdir()) / f"twin-{os.getuid() if hasattr(os, 'getuid') else 'user'}" / f"{key}.sqlite3"


# SQLite's errors that say nothing of the file: it cannot be opened or written here (a read-only home, its
# permissions), or another process holds it; such a file is not replaced
_NOT_DAMAGE = ("SQLITE_CANTOPEN", "SQLITE_READONLY", "SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_PERM")


def _open_or_replace(path: Path) -> sqlite3.Connection:
    for attempt in range(2):
        try:
            return _open(path)
        except sqlite3.DatabaseError as exc:
            refused = str(getattr(exc, "sqlite_errorname", "")).startswith(_NOT_DAMAGE) or "locked" in str(exc)
            if attempt or refused or not path.is_file():
                raise
            remove(path)  # not a database any more: derived, so made again
    raise AssertionError("unreachable")


def remove(path: Path) -> None:
    """Delete a database file and its WAL and shared-memory files."""
    for suffix in ("", "-wal", "-shm", "-journal"):
        try:
            path.with_name(path.name + suffix).unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise could_not("remove", path, exc) from exc


def meta(db: sqlite3.Connection, key: str) -> str | None:
    """A value of the meta table."""
    row = db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return row[0] if row else None


def set_meta(db: sqlite3.Connection, key: str, value: str) -> None:
    """Set a value of the meta table."""
    db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))


def ensure(db: sqlite3.Connection, owner: str, version: str, schema: str, tables: tuple[str, ...]) -> None:
    """Make the owner's tables, dropping them first when they are of another version (they are read again)."""
    if meta(db, f"{owner}_version") == version:
        return
    with write(db):
        if meta(db, f"{owner}_version") == version:
            return
        for table in tables:
            db.execute(f"DROP TABLE IF EXISTS {table}")
        db.execute("DELETE FROM sources WHERE owner = ?", (owner,))
        db.execute("DELETE FROM problems WHERE owner = ?", (owner,))
        db.execute("DELETE FROM meta WHERE substr(key, 1, ?) = ?", (len(owner) + 1, owner + "_"))  # its cursors too
        for statement in (s.strip() for s in schema.split(";")):  # executescript() would commit
            if statement:
                db.execute(statement)
        set_meta(db, f"{owner}_version", version)
        set_meta(db, f"{owner}_epoch", new_id())  # what others derived from these tables starts over


_waiting: dict[int, float] = {}  # the threads of this process waiting to begin a write transaction, and since when
WAITED = 30.0  # past this a wait is over, whatever the count says (a Ctrl-C between its two steps): the busy timeout


@contextmanager
def write(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction, taken at once (BEGIN IMMEDIATE): what it reads, no other writer changes meanwhile."""
    me = threading.get_ident()
    try:
        _waiting[me] = time.monotonic()
        db.execute("BEGIN IMMEDIATE")
    finally:
        _waiting.pop(me, None)
    try:
        yield db
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def let_others_write(longest: float = 2.0) -> None:
    """Between the transactions of long work (an index read in from thousands of files), wait while another thread
    of this process waits to write: SQLite's busy handler polls, and a loop that begins its next transaction at once
    kept a turn's own short one waiting 5 s behind the memory worker reading in an import (bench/import)."""
    me, deadline = threading.get_ident(), time.monotonic() + longest
    while time.monotonic() < deadline and any(
        who != me and time.monotonic() - since < WAITED for who, since in list(_waiting.items())
    ):
        time.sleep(0.002)


@dataclass
class NewLines:
    """What a file gained since an owner last read it."""

    records: list[tuple[int, int, dict[str, Any]]] = field(default_factory=list)  # (offset, line number, record)
    raw: list[bytes] = field(default_factory=list)  # each record's line as it is in the file
    problems: list[Problem] = field(default_factory=list)
    end: int = 0  # where the complete lines end
    lines: int = 0  # how many complete lines the file has up to `end`
    rewritten: bool = False  # the file was replaced or cut: everything before is to be forgotten
    inode: int = 0
    size: int = 0
    mtime: int = 0


def _mark(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=8).hexdigest()


def _position(db: sqlite3.Connection, owner: str, name: str) -> tuple[int, int, int, str, int] | None:
    row = db.execute(
        "SELECT offset, lines, inode, mark, mtime FROM sources WHERE owner = ? AND name = ?", (owner, name)
    ).fetchone()
    return tuple(row) if row else None  # type: ignore[return-value]


def unchanged(db: sqlite3.Connection, owner: str, path: Path, name: str) -> bool:
    """Whether `path` is as `owner` last read it (the same file, no new bytes): a stat and one read, no lock."""
    known = _position(db, owner, name)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return known is None or known[0] == 0
    except OSError:
        return False
    return known is not None and known[2] == st.st_ino and known[0] == st.st_size and not _modified(known, st)


def unread_bytes(db: sqlite3.Connection, owner: str, path: Path, name: str) -> int:
    """About how many bytes of `path` `owner` has not read: what it gained, or all of it when it is another file."""
    known = _position(db, owner, name)
    try:
        st = os.stat(path)
    except OSError:
        return 0
    if known is None or known[2] != st.st_ino or st.st_size < known[0] or _modified(known, st):
        return st.st_size
    return st.st_size - known[0]


def _modified(known: tuple[int, int, int, str, int], st: os.stat_result) -> bool:
    """Whether a file that did not grow was written to since it was read (changed in place, same size)."""
    return bool(known[4]) and st.st_size == known[0] and st.st_mtime_ns != known[4]


def read_new(
    db: sqlite3.Connection, owner: str, path: Path, name: str, *, limit: int = CHUNK, shape: Shape | None = None
) -> NewLines | None:
    """The complete lines `path` gained since `owner` last read it (up to about `limit` bytes); None if none.

    Call within `write(db)`, and `advance()` with the result in the same transaction.
    """
    try:
        fh = open_read(path)
    except FileNotFoundError:
        known = _position(db, owner, name)
        return NewLines(rewritten=True) if known is not None and known[0] > 0 else None
    except OSError as exc:
        raise could_not("read", path, exc) from exc
    with fh:
        st = os.fstat(fh.fileno())
        known = _position(db, owner, name)
        offset, lines, rewritten = 0, 0, False
        if known is not None:
            offset, lines, inode, mark, _ = known
            if (
                inode != st.st_ino
                or st.st_size < offset
                or _modified(known, st)
                or (offset and _mark(_pread(fh, offset)) != mark)
            ):
                offset, lines, rewritten = 0, 0, offset > 0
        if st.st_size == offset and not rewritten:
            return None
        fh.seek(offset)
        data = fh.read(limit)
        complete = data.rfind(b"\n") + 1
        if complete == 0 and len(data) >= limit:  # one line longer than the limit: read on to its end
            data += fh.readline()
            complete = data.rfind(b"\n") + 1
        if complete == 0 and not rewritten:
            return None  # only an unfinished last line: left for when it is whole (or moved aside by a writer)
    found = NewLines(rewritten=rewritten, inode=st.st_ino, size=st.st_size)
    found.end, found.lines = offset + complete, lines
    if found.end == st.st_size:  # read to the end the stat saw: its time is the time of what was read (an append
        found.mtime = st.st_mtime_ns  # after the stat would pair a later end with an earlier time)
    for raw in data[:complete].split(b"\n")[:-1]:
        found.lines += 1
        here = offset
        offset += len(raw) + 1
        if not raw.strip():
            continue
        record, reason = decode_line(raw, shape)
        if reason:
            found.problems.append(Problem(path, found.lines, here, reason))
            continue
        found.records.append((here, found.lines, record))
        found.raw.append(raw.removeprefix(b"\xef\xbb\xbf"))  # kept as text: a byte order mark is no part of it
    return found


def _pread(fh: Any, offset: int) -> bytes:
    start = max(0, offset - MARK)
    fh.seek(start)
    return bytes(fh.read(offset - start))


def advance(db: sqlite3.Connection, owner: str, path: Path, name: str, new: NewLines) -> None:
    """Remember that `owner` read `path` up to `new.end`, and the damaged lines found on the way."""
    if new.rewritten:
        db.execute("DELETE FROM problems WHERE owner = ? AND name = ?", (owner, name))
    if new.end == 0 and new.inode == 0:
        db.execute("DELETE FROM sources WHERE owner = ? AND name = ?", (owner, name))
        return
    mark = ""
    if new.end:
        with open_read(path) as fh:
            mark = _mark(_pread(fh, new.end))
    db.execute(
        "INSERT OR REPLACE INTO sources(owner, name, offset, lines, inode, mark, mtime) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (owner, name, new.end, new.lines, new.inode, mark, new.mtime),
    )
    db.executemany(
        "INSERT INTO problems(owner, name, line, offset, reason) VALUES (?, ?, ?, ?, ?)",
        [(owner, name, p.line, p.offset, p.reason) for p in new.problems],
    )


# `x IN (IN_VALUES)` with `in_values(values)` as its one parameter: any number of values (SQLite limits the
# parameters of one statement, not the length of a JSON array), as fast as a list of ? (an indexed column, 5 to
# 5,000 values: within 20%, faster at 5,000)
IN_VALUES = "SELECT value FROM json_each(?)"


def in_values(values: Iterable[Any]) -> str:
    """The parameter of IN_VALUES: the values (text or numbers) as a JSON array."""
    return json.dumps(list(values))


def select_in(db: sqlite3.Connection, sql: str, values: Collection[Any], *before: Any) -> Iterator[Any]:
    """The rows of `sql` whose `{marks}` is an IN list of `values` (IN_VALUES); `before` are the parameters that
    come ahead of the list. No values, no query."""
    if not values:
        return iter(())
    return iter(db.execute(sql.format(marks=IN_VALUES), (*before, in_values(values))))


def problems(db: sqlite3.Connection, owner: str, path: Path, name: str) -> list[Problem]:
    """The damaged lines an owner found in a file, in order."""
    rows = db.execute(
        "SELECT line, offset, reason FROM problems WHERE owner = ? AND name = ? ORDER BY offset", (owner, name)
    )
    return [Problem(path, line, offset, reason) for line, offset, reason in rows]


UNOWNED = ("events.jsonl", "persona.jsonl")  # memory files no owner reads through here: `read_unowned` reads them
UNOWNED_READER = "damage"  # the owner name under which their lines are read, for their damaged lines only


def read_unowned(db: sqlite3.Connection, twin_dir: Path) -> None:
    """Read what the memory files no owner reads (UNOWNED) gained since the last call, keeping only their damaged
    lines, so that `damaged_files` tells of every file `twin doctor` checks (a line `[]` in events.jsonl too)."""
    for name in UNOWNED:
        path = Path(twin_dir) / name
        while True:
            with write(db):  # a transaction per chunk: a large file read the first time holds no long lock
                new = read_new(db, UNOWNED_READER, path, name, shape=shape_of(name))
                if new is None:
                    break
                advance(db, UNOWNED_READER, path, name, new)


def damaged_files(db: sqlite3.Connection, twin_dir: Path) -> dict[str, int]:
    """How many damaged lines the owners found in each file they read (file name -> lines), for a notice. Each is
    looked at again where it was (a few reads): a line a repair moved aside since is not told."""
    rows = db.execute("SELECT DISTINCT name, offset FROM problems ORDER BY name, offset").fetchall()
    found: dict[str, int] = {}
    for name, offset in rows:
        if _still_damaged(db, Path(twin_dir) / name, name, offset):
            found[name] = found.get(name, 0) + 1
    return found


def _still_damaged(db: sqlite3.Connection, path: Path, name: str, offset: int) -> bool:
    try:
        with open_read(path) as fh:
            fh.seek(max(0, offset - 1))
            raw = fh.readline() if offset == 0 else fh.read(1) + fh.readline()
    except OSError:
        return False
    if offset > 0:
        if not raw.startswith(b"\n"):
            return False  # no line starts there any more: the file was rewritten (a repair)
        raw = raw[1:]
    if not raw.endswith(b"\n"):
        return False  # the file is shorter now, or ends there unfinished: not a damaged line of it
    if name == "facts.jsonl":  # checked by the fold, which this module does not know: told while the file is as read
        return unchanged(db, "facts", path, name) or bool(decode_line(raw[:-1])[1])
    return bool(decode_line(raw[:-1], shape_of(name))[1])


Progress = Callable[[int, int], None]
Builder = Callable[[Path, sqlite3.Connection, Progress | None], None]
_builders: dict[str, Builder] = {}
_rebuilding = threading.Lock()


def register(owner: str, build: Builder) -> None:
    """Let `rebuild()` fill an owner's part: `build(twin_dir, db, progress)` reads everything into `db`."""
    _builders[owner] = build


def rebuild(twin_dir: Path, progress: Progress | None = None) -> None:
    """Build the derived database anew beside the live one, then swap it in atomically.

    The new database is built in its own file (no lock held on the live one), then copied into the live one by
    SQLite's backup API in one transaction. Two rebuilds at once take turns (a file lock). A live database that
    cannot be opened is replaced by the new file instead.
    """
    live = path_of(twin_dir)
    try:
        private_dir(live.parent)
    except OSError as exc:
        raise storage_error(live.parent, exc) from None
    if _nearly_full(live.parent):
        free = _free(live.parent) >> 10
        raise StorageError(
            f"The disk of {live.parent} is full ({free} KB free): the index cannot be built there.",
            "Free some space and run it again; reads meanwhile use a copy in the temporary folder or in memory.",
            zh=(
                f"{live.parent} 所在的磁盘满了（还剩 {free} KB）：索引没法在那里建。",
                "腾出一些空间再运行一次；这期间读取用的是临时文件夹里或内存里的副本。",
            ),
        )
    try:
        _rebuild(Path(twin_dir), live, progress)
    except sqlite3.Error as exc:
        raise StorageError(
            f"The derived database could not be rebuilt: {exc}.",
            "Free some disk space and run it again.",
            zh=(f"派生数据库没能重建：{sqlite_reason(exc)}。", "腾出一些磁盘空间再运行一次。"),
        ) from None
    remove(_fallback_path(Path(twin_dir)))  # a copy from a time the home could not hold one is out of date now
    fallbacks.pop(str(Path(twin_dir)), None)


def drop(twin_dir: Path) -> None:
    """Delete the twin's derived database and its copy in the temporary folder: the next read builds it again from
    the memory files. What a purge does when the disk is too full to rebuild it (twin/facts/purge.py)."""
    remove(path_of(twin_dir))
    remove(_fallback_path(Path(twin_dir)))
    fallbacks.pop(str(Path(twin_dir)), None)


def _rebuild(twin_dir: Path, live: Path, progress: Progress | None) -> None:
    with _rebuilding, file_lock(live.with_name("rebuild.lock")):
        for stale in live.parent.glob(f"{NAME}.*.new*"):  # left by a killed rebuild: none runs but this one
            stale.unlink(missing_ok=True)
        fresh = live.with_name(f"{NAME}.{new_id()}.new")
        try:
            db = _open(fresh)
            try:
                for build in list(_builders.values()):
                    build(twin_dir, db, progress)
                db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            finally:
                db.close()
            source = sqlite3.connect(fresh)
            try:
                try:
                    target = _open_or_replace(live)  # the live file itself: never a copy elsewhere
                except (OSError, sqlite3.Error):
                    target = None
                if target is None:  # not usable as a database: the new one takes its place
                    source.close()
                    remove(live)
                    os.replace(fresh, live)
                    return
                try:
                    source.backup(target)
                    target.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # no page of the old database left behind
                finally:
                    target.close()
            finally:
                source.close()
        finally:
            remove(fresh)
