"""The catalog of a twin's session files, in the derived database: which there are, and what each one is.

One row per file of `sessions/`: the session's id and start, who talked, how
many turns, its first words, whether it ended (an `end` record), its title and
source, and the file's size, modification time and inode when last looked at.
It answers the listing (newest first, any number at a time), finding a session
by id, and which files changed, without opening every file.

Keeping up does not grow with the history: the folder is listed only when its
modification time changed (a file came, went or was replaced), and then only
new files, replaced ones (another inode, which the listing gives for free) and
those without an `end` record are read (the top and the bottom of each),
because a session that ended is never appended to. A file edited in place by
hand after it ended is noticed by a full check (`sync(check_all=True)`, which
the memory worker runs at the end of a session once a day: it stats every
file, 0.47 s for 20,000 sessions) or by `twin index rebuild`.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from twin.clock import now
from twin.errors import StorageError, sqlite_reason
from twin.files import open_read
from twin.sessions.session import SHAPE, TOLD_VIA
from twin.store import derived
from twin.store.jsonl import could_not, decode_line
from twin.store.shapes import SESSION_NAME, named_for, session_name_parts

OWNER = "sessions"
VERSION = "3"  # 2: a file whose header names another session is a problem (a copy, or renamed by hand); 3: `via`
HEAD = 8192  # bytes read from the top of a session file: the header and, nearly always, the first user turn
TAIL = 4096  # bytes read from the end: the `end` record
FIRST_WORDS = 120  # characters of the first user turn kept
TABLES = ("session_files",)
SCHEMA = """
CREATE TABLE session_files(
    name TEXT PRIMARY KEY,
    id TEXT NOT NULL,
    start TEXT NOT NULL,
    turns INTEGER NOT NULL,
    user TEXT NOT NULL,
    first_words TEXT NOT NULL,
    ended INTEGER NOT NULL,
    title TEXT NOT NULL,
    source TEXT NOT NULL,
    via TEXT NOT NULL,
    problem TEXT NOT NULL,
    size INTEGER NOT NULL,
    mtime INTEGER NOT NULL,
    inode INTEGER NOT NULL,
    seq INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX session_files_id ON session_files(id);
CREATE INDEX session_files_seq ON session_files(seq);
CREATE INDEX session_files_open ON session_files(name) WHERE ended = 0
"""
_COLUMNS = "name, id, start, turns, user, first_words, ended, title, source, via, problem, size, mtime, inode"
GONE = "gone"  # the problem of a file that is no longer there (its row stays, so readers of changes see it go)
NAMED_FOR = "its header is session "  # the problem of a file whose header names another session than its name


@dataclass(frozen=True)
class SessionFile:
    """One session file as the catalog knows it."""

    name: str
    id: str
    start: str
    turns: int
    user: str
    first_words: str
    ended: bool
    title: str
    source: str
    via: str  # what the session came through, when not the chat ("serve", "mcp")
    problem: str  # "" for a readable file; else why it cannot be read as a session (empty, no header)
    size: int
    mtime: int
    inode: int


class SessionCatalog:
    """The session files of one twin, as the derived database keeps them."""

    def __init__(self, twin_dir: Path, db: sqlite3.Connection | None = None) -> None:
        self.twin_dir = Path(twin_dir)
        self.dir = self.twin_dir / "sessions"
        self._db = db
        self._own = db is None
        self._ready = False  # the table is made (once a connection)

    @property
    def db(self) -> sqlite3.Connection:
        """The derived database, with the catalog's table made."""
        if self._db is None or not self._ready:
            db = self._db if self._db is not None else derived.connect(self.twin_dir)
            derived.ensure(db, OWNER, VERSION, SCHEMA, TABLES)
            self._db, self._ready = db, True
        return self._db

    def close(self) -> None:
        """Close the database, if this catalog opened it."""
        if self._own and self._db is not None:
            self._db.close()
        self._db, self._ready = None, False

    def sync(self, *, check_all: bool = False) -> list[str]:
        """Bring the catalog up with the folder; return the names of the files that came, went or changed."""
        try:
            return self._sync(self.db, check_all)
        except sqlite3.Error as exc:
            raise StorageError(
                f"The session catalog could not be used: {exc}.",
                f"It is derived data: `twin index rebuild {self.twin_dir.name}` builds it again.",
                zh=(
                    f"会话清单用不了：{sqlite_reason(exc)}。",
                    f"它是派生数据：`twin index rebuild {self.twin_dir.name}` 会重新建它。",
                ),
            ) from exc

    def _sync(self, db: sqlite3.Connection, check_all: bool) -> list[str]:
        mark = _mark(self.dir)
        looked: dict[str, tuple[int, int, int] | None] = {}  # the files to look at, with what is known of them
        gone: list[str] = []
        if check_all or mark != derived.meta(db, "sessions_mark"):  # a file came, went or was replaced
            try:
                listed = {e.name: e.inode() for e in os.scandir(self.dir) if SESSION_NAME.match(e.name)}
            except FileNotFoundError:
                listed = {}
            except OSError as exc:
                raise could_not("list", self.dir, exc) from exc
            known = {
                row[0]: (row[1:4], bool(row[4]))
                for row in db.execute(
                    "SELECT name, size, mtime, inode, ended FROM session_files WHERE problem != ?", (GONE,)
                )
            }
            gone = sorted(set(known) - set(listed))
            for name, inode in listed.items():
                old = known.get(name)
                if old is None or check_all or not old[1] or old[0][2] != inode:  # new, open, or rewritten
                    looked[name] = old[0] if old else None
        else:
            mark = ""  # unchanged: nothing to record
            growing = db.execute(
                "SELECT name, size, mtime, inode FROM session_files WHERE ended = 0 AND problem != ?", (GONE,)
            )
            looked.update((row[0], tuple(row[1:])) for row in growing)  # type: ignore[misc]
        changed: list[str] = []
        rows: list[tuple[Any, ...]] = []
        for name in sorted(looked):
            try:
                st = os.stat(self.dir / name)
            except OSError:
                continue
            if looked[name] == (st.st_size, st.st_mtime_ns, st.st_ino):
                continue
            rows.append(_scan(self.dir / name, name, st))
            changed.append(name)
        if rows or gone or mark:
            with derived.write(db):
                seq = int(derived.meta(db, "sessions_seq") or 0)
                db.executemany(
                    f"INSERT OR REPLACE INTO session_files({_COLUMNS}, seq) VALUES ({','.join('?' * 15)})",
                    [(*row, seq + i + 1) for i, row in enumerate(rows)],
                )
                seq += len(rows)
                db.executemany(
                    "UPDATE session_files SET problem = ?, seq = ? WHERE name = ?",
                    [(GONE, seq + i + 1, n) for i, n in enumerate(gone)],
                )
                derived.set_meta(db, "sessions_seq", str(seq + len(gone)))
                if mark:
                    derived.set_meta(db, "sessions_mark", mark)
        if check_all:
            with derived.write(db):
                derived.set_meta(db, "sessions_checked", repr(now().timestamp()))
        return changed + gone

    def checked(self) -> float:
        """When every file was last looked at (epoch seconds; 0 if never)."""
        return float(derived.meta(self.db, "sessions_checked") or 0)

    def changed_since(self, seq: int) -> tuple[list[SessionFile], int]:
        """The files that came, changed or went (problem "gone") since the catalog's change number `seq`, and the
        number now: what another reader of the files (the search index) has to catch up with."""
        rows = self.db.execute(f"SELECT {_COLUMNS} FROM session_files WHERE seq > ? ORDER BY seq", (seq,)).fetchall()
        now = int(derived.meta(self.db, "sessions_seq") or 0)
        return [_file(r) for r in rows], now

    # -- reads ------------------------------------------------------------------

    def files(self, *, newest: int | None = None, before: str | None = None) -> list[SessionFile]:
        """The readable session files, newest first (`newest` of them; started before the stamp `before`)."""
        where, args = "WHERE problem = ''", list[Any]()
        if before is not None:
            where += " AND name < ?"
            args.append(before)
        sql = f"SELECT {_COLUMNS} FROM session_files {where} ORDER BY name DESC"
        if newest is not None:
            sql += " LIMIT ?"
            args.append(newest)
        return [_file(row) for row in self.db.execute(sql, args)]

    def damaged(self) -> list[SessionFile]:
        """The session files that cannot be read as a session (empty, or without a header)."""
        rows = self.db.execute(f"SELECT {_COLUMNS} FROM session_files WHERE problem NOT IN ('', ?)", (GONE,))
        return [_file(r) for r in rows]

    def count(self) -> int:
        """How many readable session files there are."""
        return int(self.db.execute("SELECT count(*) FROM session_files WHERE problem = ''").fetchone()[0])

    def find(self, prefix: str) -> list[SessionFile]:
        """The session files whose id starts with `prefix`."""
        wanted = prefix.strip().upper()
        if not wanted:
            return []
        upper = wanted[:-1] + chr(ord(wanted[-1]) + 1)
        rows = self.db.execute(
            f"SELECT {_COLUMNS} FROM session_files WHERE id >= ? AND id < ? AND problem = '' LIMIT 20", (wanted, upper)
        )
        return [_file(r) for r in rows]

    def people(self, ids: Collection[str]) -> dict[str, str]:
        """Who talked in each of these sessions: the name its header gives ("" when it gives none), by id."""
        sql = "SELECT id, user FROM session_files WHERE problem = '' AND id IN ({marks})"
        return dict(derived.select_in(self.db, sql, sorted(set(ids))))

    def told(self, ids: Collection[str]) -> set[str]:
        """Those of these sessions another program told (`twin mcp`'s tell): its words, not the person's."""
        sql = "SELECT id FROM session_files WHERE problem = '' AND via = ? AND id IN ({marks})"
        return {session for (session,) in derived.select_in(self.db, sql, sorted(set(ids)), TOLD_VIA)}

    def path(self, name: str) -> Path:
        """The path of a session file."""
        return self.dir / name


def told_sessions(twin_dir: Path, db: sqlite3.Connection, ids: Collection[str]) -> set[str]:
    """`SessionCatalog.told` of these sessions, on a connection of the derived database; none when the catalog cannot
    be read (whose words a turn is then goes unsaid, as who talked does)."""
    try:
        return SessionCatalog(twin_dir, db).told(ids)
    except (StorageError, sqlite3.DatabaseError):
        return set()


def _file(row: tuple[Any, ...]) -> SessionFile:
    values = list(row)
    values[6] = bool(values[6])
    return SessionFile(*values)


def _mark(folder: Path) -> str:
    """A folder's modification time and inode: they change when a file comes, goes or is replaced."""
    try:
        st = os.stat(folder)
    except OSError:
        return ""
    return f"{st.st_mtime_ns}:{st.st_ino}"


def _scan(path: Path, name: str, st: os.stat_result) -> tuple[Any, ...]:
    """A catalog row from the top and the bottom of a session file."""
    parts = session_name_parts(name)
    session_id = parts[1] if parts else Path(name).stem
    size = st.st_size
    problem = ""
    header: dict[str, Any] = {}
    first = ""
    turns, ended = 0, False
    try:
        with open_read(path) as fh:
            head = fh.read(HEAD)
            whole = len(head) >= size
            header, first = _top(head if whole else head[: head.rfind(b"\n") + 1])
            if not first and not whole:  # a first user turn longer than the head: read on, line by line
                fh.seek(head.rfind(b"\n") + 1)
                first = next((t for t in (_user_words(_loads(raw)) for raw in fh) if t), "")
            if whole:
                turns, ended = head.count(b'"kind":"turn"'), b'"kind":"end"' in head
            else:
                fh.seek(max(0, size - TAIL))
                last = _loads(fh.read().rstrip(b"\n").rsplit(b"\n", 1)[-1]) or {}
                ended = last.get("kind") == "end"
                if ended and isinstance(last.get("turns"), int):
                    turns = last["turns"]
                else:  # no end record to say how many: count them
                    fh.seek(0)
                    turns = fh.read().count(b'"kind":"turn"')
    except OSError as exc:
        problem = f"could not be read: {exc.strerror or exc}"
    if not problem and size == 0:
        problem = "empty"
    elif not problem and not header:
        problem = "no session header"
    elif not problem and (other := named_for(name, header)):  # a copy of another session's file, or one renamed by
        problem = f"{NAMED_FOR}{other}'s"  # hand: `twin doctor --repair` moves it aside or names it
    start = str(header.get("started") or header.get("ts") or "")
    text = lambda key: str(header.get(key) or "")  # noqa: E731
    return (
        name, session_id, start, turns, text("user"), first, int(ended), text("title"), text("source"), text("via"),
        problem,
        size, st.st_mtime_ns, st.st_ino,
    )  # fmt: skip


def _top(data: bytes) -> tuple[dict[str, Any], str]:
    """The header and the first words of the first user turn, from the complete lines at the top of a file."""
    header: dict[str, Any] = {}
    for raw in data.split(b"\n"):
        record = _loads(raw)
        if record is None:
            continue
        if record.get("kind") == "session" and not header:
            header = record
        words = _user_words(record)
        if words:
            return header, words
    return header, ""


def _user_words(record: dict[str, Any] | None) -> str:
    """The first words of a user turn; "" for any other record."""
    if not record or record.get("kind") != "turn" or record.get("role") != "user":
        return ""
    return " ".join(str(record.get("text", "")).split())[:FIRST_WORDS]


def _loads(raw: bytes) -> dict[str, Any] | None:
    """A session file's record, or None for a line every reader skips (the one reading: twin/store/jsonl.py)."""
    if not raw.strip():
        return None
    record, reason = decode_line(raw.rstrip(b"\n"), SHAPE)
    return None if reason else record
