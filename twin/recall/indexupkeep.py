"""Keeping the search index up with the JSONL files: which bytes are new, and what each record adds.

`IndexUpkeep` is the writing half of SearchIndex (twin/memory/index.py):
per-file byte offsets, closed session files skipped until their folder
changes, files replaced by an atomic rewrite read again from the start, and
each turn linked to the turns before and after it in its session.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from twin.clock import parse_time
from twin.errors import StorageError
from twin.recall import segment
from twin.recall.indexdb import FTS_TABLES
from twin.recall.indexrecords import chapter_row, document_row, epoch, fact_links, fact_row, turn_is_said

if TYPE_CHECKING:
    from twin.sessions.session import Turn

SESSION_FILE = re.compile(r"^\d{8}T\d{6}Z-(?P<id>[0-9A-Z]{26})\.jsonl$")


class IndexUpkeep:
    """Reading new bytes of the memory files into the index (mixed into SearchIndex)."""

    twin_dir: Path
    _lock: threading.RLock
    changes = 0  # items added less items dropped, by this object (what sync() reports)
    _pending: dict[tuple[str, str], int] | None = None  # document frequency changes of the open write

    @property
    def db(self) -> sqlite3.Connection:
        """The open index database."""
        raise NotImplementedError

    @contextmanager
    def _writing(self) -> Iterator[None]:
        """One write transaction, with the document frequencies it changed written once at its end (every write
        of the index goes through one; they are not nested)."""
        with self._lock, self.db:
            self._pending = {}
            try:
                yield
                self._flush_terms(self._pending)
            finally:
                self._pending = None

    def _plan(self, skip_session: str | None = None) -> list[tuple[str, Path, int, int]]:
        """(what, path, offset, size) of every file with bytes the index has not seen (but `skip_session`'s).

        While the sessions folder is unchanged only the session files not yet closed are looked at; when it
        changed (a session began, a file was replaced or removed) every file is.
        """
        plan: list[tuple[str, Path, int, int]] = []
        sessions = self.twin_dir / "sessions"
        folder_mark = _mark(sessions)
        if folder_mark == _meta(self.db, "sessions_mark"):
            for row in self.db.execute("SELECT * FROM sources WHERE closed = 0 AND session IS NOT NULL").fetchall():
                if skip_session is not None and row["session"] == skip_session:
                    continue
                start, size = _changed(sessions / row["name"], row)
                if size is not None:
                    plan.append(("session", sessions / row["name"], start, size))
        else:
            known = {r["name"]: r for r in self.db.execute("SELECT * FROM sources WHERE session IS NOT NULL")}
            names = sorted(n for n in os.listdir(sessions) if SESSION_FILE.match(n)) if sessions.is_dir() else []
            unseen: list[str] = []  # skipped files the index has never read
            folder = f"{sessions}{os.sep}"  # every file is looked at: one replaced or cut (a purge, an edit) is read
            for name in names:  # again; by a string path (a Path per file tripled the cost: 19 ms for 1,000)
                if skip_session is not None and name.endswith(f"-{skip_session}.jsonl"):
                    if name not in known:
                        unseen.append(name)
                    continue
                start, size = _changed(folder + name, known.get(name))
                if size is not None:
                    plan.append(("session", sessions / name, start, size))
            with self._writing():
                for name in set(known) - set(names):
                    self._forget_source(name)
                for name in unseen:  # known, and not yet read (inode 0: the next sync reads it from its start)
                    self.db.execute(
                        "INSERT OR IGNORE INTO sources(name, session, size, offset, inode, closed, user, persona) "
                        "VALUES (?, ?, 0, 0, 0, 0, NULL, NULL)",
                        (name, skip_session),
                    )
                _set_meta(self.db, "sessions_mark", folder_mark)
        for what in ("facts", "chapters", "documents"):
            path = self.twin_dir / f"{what}.jsonl"
            start, size = _changed(path, self._source(path.name))
            if size is not None:
                plan.append((what, path, start, size))
        return plan

    def _source(self, name: str) -> sqlite3.Row | None:
        return self.db.execute("SELECT * FROM sources WHERE name = ?", (name,)).fetchone()

    def _session_path(self, session_id: str) -> Path | None:
        row = self.db.execute("SELECT name FROM sources WHERE session = ?", (session_id,)).fetchone()
        folder = self.twin_dir / "sessions"
        if row:
            return folder / row[0]
        try:
            names = os.listdir(folder)
        except OSError:
            return None
        found = [n for n in names if n.endswith(f"-{session_id}.jsonl") and SESSION_FILE.match(n)]
        return folder / found[0] if found else None

    def _read_new(self, path: Path) -> tuple[sqlite3.Row | None, list[tuple[int, dict[str, Any]]], int, int, bool]:
        """The source row, the new (offset, record) pairs, where they end, the file's size, whether it was rewritten."""
        row = self._source(path.name)
        start, size = _changed(path, row)
        if size is None:
            return row, [], row["offset"] if row else 0, row["size"] if row else 0, False
        rewritten = row is not None and start == 0 and row["offset"] > 0
        try:
            with open(path, "rb") as fh:
                fh.seek(start)
                data = fh.read(size - start)
        except OSError as exc:
            raise StorageError(f"Could not read {path}: {exc.strerror or exc}.") from exc
        records, end = _records(data, start)
        return row, records, end, size, rewritten

    def _sync_session(self, path: Path) -> None:
        row, records, end, size, rewritten = self._read_new(path)
        if not records and row is not None and end == row["offset"]:
            return
        match = SESSION_FILE.match(path.name)
        session_id = match["id"] if match else path.stem
        if rewritten:
            self._forget_items("session = ? AND +kind = 'turn'", (session_id,))
            row = None
        speakers: dict[str, str | None] = {"user": row["user"], "persona": row["persona"]} if row else {}
        closed = bool(row["closed"]) if row else False
        turns: list[tuple[int, dict[str, Any]]] = []
        for position, record in records:
            kind = record.get("kind")
            if kind == "session":
                speakers = {"user": record.get("user") or None, "persona": record.get("persona") or None}
            elif kind == "turn":
                turns.append((position, record))
            elif kind == "end":
                closed = True
        self._insert_turns(turns, session_id, speakers)
        self.db.execute(
            "INSERT OR REPLACE INTO sources(name, session, size, offset, inode, closed, user, persona) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                path.name,
                session_id,
                size,
                end,
                _inode(path),
                int(closed),
                speakers.get("user"),
                speakers.get("persona"),
            ),
        )

    def _sync_memory(self, what: str, path: Path) -> None:
        row, records, end, size, rewritten = self._read_new(path)
        kind = {"facts": "fact", "chapters": "chapter", "documents": "document"}[what]
        if rewritten:
            self._forget_items("kind = ?", (kind,))
        for _, record in records:
            if kind == "fact":
                self._insert_fact(record)
            elif kind == "document":
                self._insert_document(record)
            elif record.get("kind") in ("chapter", "era") and str(record.get("text") or "").strip():
                self._insert_chapter(record)
        self.db.execute(
            "INSERT OR REPLACE INTO sources(name, session, size, offset, inode, closed, user, persona) "
            "VALUES (?, NULL, ?, ?, ?, 0, NULL, NULL)",
            (path.name, size, end, _inode(path)),
        )

    def _insert_turns(
        self, batch: list[tuple[int, dict[str, Any]]], session: str, speakers: dict[str, str | None]
    ) -> None:
        """Index the turns read from a session file, linking each to the turns around it, in one pass."""
        retried = {str(r["retry_of"]) for _, r in batch if r.get("retry_of")}
        for turn_id in retried:
            self._forget_items("id = ?", (turn_id,))
        said = [(p, r) for p, r in batch if turn_is_said(r) and str(r.get("id")) not in retried]
        ids = [str(r["id"]) for _, r in said]
        marks = ",".join("?" * len(ids))
        known = ids and self.db.execute(f"SELECT 1 FROM items WHERE id IN ({marks}) LIMIT 1", ids).fetchone()
        if len(said) < 2 or known or len(set(ids)) < len(ids):
            for position, record in said:  # the general path: one turn at a time
                self._insert_turn(record, session, position, speakers)
            return
        prev = self.db.execute(
            "SELECT rowid, text FROM items WHERE session = ? AND +kind = 'turn' AND seq < ? ORDER BY seq DESC LIMIT 1",
            (session, said[0][0]),
        ).fetchone()
        after = self.db.execute(
            "SELECT rowid, text FROM items WHERE session = ? AND +kind = 'turn' AND seq > ? ORDER BY seq LIMIT 1",
            (session, said[-1][0]),
        ).fetchone()
        rowids: list[int] = []
        link = prev["rowid"] if prev else None
        for position, record in said:
            role = record.get("role", "user")
            speaker = speakers.get("user" if role == "user" else "persona") or ""
            at = _epoch(str(record.get("ts", "")))
            cur = self.db.execute(
                "INSERT INTO items(id, kind, session, seq, role, ts, at, written, weight, text, data, prev) "
                "VALUES (?, 'turn', ?, ?, ?, ?, ?, ?, 0.5, ?, ?, ?)",
                (record["id"], session, position, role, str(record.get("ts", "")), at, at,
                 str(record.get("text", "")), json.dumps({"speaker": speaker}, ensure_ascii=False) if speaker else None,
                 link),
            )  # fmt: skip
            link = cur.lastrowid
            rowids.append(int(link))  # type: ignore[arg-type]
        self.changes += len(rowids)
        nexts = [*rowids[1:], after["rowid"] if after else None]
        self.db.executemany("UPDATE items SET next = ? WHERE rowid = ?", list(zip(nexts, rowids, strict=True)))
        texts = [
            prev["text"] if prev else "",
            *(str(r.get("text", "")) for _, r in said),
            after["text"] if after else "",
        ]
        rows = []
        for i, (rowid, (_, record)) in enumerate(zip(rowids, said, strict=True)):
            speaker = speakers.get("user" if record.get("role", "user") == "user" else "persona") or ""
            around = texts[i] + "\n" + texts[i + 2]
            rows.append((rowid, segment.term_text(texts[i + 1]), segment.term_text(around), segment.term_text(speaker)))
        self.db.executemany("INSERT INTO turn_terms(rowid, body, ctx, who) VALUES (?, ?, ?, ?)", rows)
        self._count_terms("turn_terms", [r[1:] for r in rows], [])
        if prev:
            self.db.execute("UPDATE items SET next = ? WHERE rowid = ?", (rowids[0], prev["rowid"]))
            self._refresh_context(prev["rowid"])
        if after:
            self.db.execute("UPDATE items SET prev = ? WHERE rowid = ?", (rowids[-1], after["rowid"]))
            self._refresh_context(after["rowid"])

    def _insert_turn(self, record: dict[str, Any], session: str, seq: int, speakers: dict[str, str | None]) -> None:
        if record.get("retry_of"):
            self._forget_items("id = ?", (record["retry_of"],))
        if not turn_is_said(record):
            return
        role = record.get("role", "user")
        speaker = speakers.get("user" if role == "user" else "persona") or ""
        text = str(record.get("text", ""))
        at = _epoch(str(record.get("ts", "")))
        prev = self.db.execute(
            "SELECT rowid, text FROM items WHERE session = ? AND +kind = 'turn' AND seq < ? ORDER BY seq DESC LIMIT 1",
            (session, seq),
        ).fetchone()
        after = self.db.execute(
            "SELECT rowid, text FROM items WHERE session = ? AND +kind = 'turn' AND seq > ? ORDER BY seq LIMIT 1",
            (session, seq),
        ).fetchone()
        cur = self.db.execute(
            "INSERT OR IGNORE INTO items(id, kind, session, seq, role, ts, at, written, weight, text, data, prev, "
            "next) VALUES (?, 'turn', ?, ?, ?, ?, ?, ?, 0.5, ?, ?, ?, ?)",
            (record["id"], session, seq, role, str(record.get("ts", "")), at, at, text,
             json.dumps({"speaker": speaker}, ensure_ascii=False) if speaker else None,
             prev["rowid"] if prev else None, after["rowid"] if after else None),
        )  # fmt: skip
        if not cur.rowcount:
            return
        self.changes += 1
        rowid = cur.lastrowid
        around = (prev["text"] if prev else "") + "\n" + (after["text"] if after else "")
        columns = (segment.term_text(text), segment.term_text(around), segment.term_text(speaker))
        self.db.execute("INSERT INTO turn_terms(rowid, body, ctx, who) VALUES (?, ?, ?, ?)", (rowid, *columns))
        self._count_terms("turn_terms", [columns], [])
        if prev:  # the turn before gains a neighbour: it is found by the words of its answer too
            self.db.execute("UPDATE items SET next = ? WHERE rowid = ?", (rowid, prev["rowid"]))
            self._refresh_context(prev["rowid"])
        if after:
            self.db.execute("UPDATE items SET prev = ? WHERE rowid = ?", (rowid, after["rowid"]))
            self._refresh_context(after["rowid"])

    def _refresh_context(self, rowid: int) -> None:
        """Set a turn's context column to the words of the turns before and after it."""
        row = self.db.execute(
            "SELECT (SELECT text FROM items WHERE rowid = i.prev), (SELECT text FROM items WHERE rowid = i.next) "
            "FROM items i WHERE rowid = ?",
            (rowid,),
        ).fetchone()
        if row is not None:
            ctx = segment.term_text((row[0] or "") + "\n" + (row[1] or ""))
            before = self.db.execute("SELECT body, ctx, who FROM turn_terms WHERE rowid = ?", (rowid,)).fetchone()
            self.db.execute("UPDATE turn_terms SET ctx = ? WHERE rowid = ?", (ctx, rowid))
            if before is not None:
                self._count_terms("turn_terms", [(before[0], ctx, before[2])], [tuple(before)])

    def _insert_fact(self, record: dict[str, Any]) -> None:
        for target, until, confidence in fact_links(record):
            if until is not None:
                self.db.execute("UPDATE items SET until = ? WHERE id = ? AND kind = 'fact'", (until, target))
            if confidence is not None:
                self.db.execute("UPDATE items SET weight = ? WHERE id = ? AND kind = 'fact'", (confidence, target))
        row = fact_row(record)
        if row is None:
            return
        self._insert_row("fact", row)

    def _insert_chapter(self, record: dict[str, Any]) -> None:
        row = chapter_row(record)
        if row is not None:
            self._insert_row("chapter", row)

    def _insert_document(self, record: dict[str, Any]) -> None:
        if record.get("kind") != "document_chunk":
            return
        replaced = record.get("replaces")
        if replaced:  # a newer version of a file: the old version's chunks stop holding
            self.db.execute(
                "UPDATE items SET until = ? WHERE kind = 'document' AND json_extract(data, '$.doc') = ? "
                "AND until IS NULL",
                (epoch(record.get("ts")), replaced),
            )
        row = document_row(record)
        if row is not None:
            self._insert_row("document", row)

    def _insert_row(self, kind: str, row: dict[str, Any]) -> None:
        cur = self.db.execute(
            "INSERT OR IGNORE INTO items(id, kind, session, seq, role, ts, at, written, until, weight, text, data) "
            "VALUES (?, ?, ?, 0, NULL, ?, ?, ?, ?, ?, ?, ?)",
            (
                row["id"], kind, row["session"], row["ts"], row["at"], row["written"], row.get("until"),
                row["weight"], row["text"], json.dumps(row["data"], ensure_ascii=False, default=str),
            ),
        )  # fmt: skip
        if cur.rowcount:
            self.changes += 1
            columns = (segment.term_text(row["body"]), segment.term_text(row["ctx"]), "")
            table = FTS_TABLES[kind]
            self.db.execute(
                f"INSERT INTO {table}(rowid, body, ctx, who) VALUES (?, ?, ?, ?)", (cur.lastrowid, *columns)
            )
            self._count_terms(table, [columns], [])

    def _forget_items(self, where: str, args: tuple[Any, ...]) -> None:
        rows = {
            r["rowid"]: r for r in self.db.execute(f"SELECT rowid, kind, prev, next FROM items WHERE {where}", args)
        }
        for rowid, row in rows.items():
            table = FTS_TABLES[row["kind"]]
            gone = self.db.execute(f"SELECT body, ctx, who FROM {table} WHERE rowid = ?", (rowid,)).fetchone()
            self.db.execute(f"DELETE FROM {table} WHERE rowid = ?", (rowid,))
            self.db.execute("DELETE FROM items WHERE rowid = ?", (rowid,))
            if gone is not None:
                self._count_terms(table, [], [tuple(gone)])
        self.changes -= len(rows)
        for row in rows.values():  # the turns around a forgotten turn become each other's neighbours
            if row["kind"] != "turn":
                continue
            prev, after = row["prev"], row["next"]
            while prev in rows:
                prev = rows[prev]["prev"]
            while after in rows:
                after = rows[after]["next"]
            if prev is not None:
                self.db.execute("UPDATE items SET next = ? WHERE rowid = ?", (after, prev))
                self._refresh_context(prev)
            if after is not None:
                self.db.execute("UPDATE items SET prev = ? WHERE rowid = ?", (prev, after))
                self._refresh_context(after)

    def _count_terms(self, table: str, added: list[tuple[str, ...]], removed: list[tuple[str, ...]]) -> None:
        """Keep the `terms` table (each term's document frequency) up with rows added to or removed from `table`.

        A row is given as its column texts (terms joined by spaces); a changed row is removed, then added.
        """
        pending = self._pending
        assert pending is not None, "terms are counted within _writing(), which writes them at its end"
        for sign, rows in ((1, added), (-1, removed)):
            for columns in rows:
                for term in {t for text in columns for t in (text or "").split()}:
                    pending[table, term] = pending.get((table, term), 0) + sign

    def _flush_terms(self, pending: dict[tuple[str, str], int]) -> None:
        changes = [(table, term, n) for (table, term), n in pending.items() if n]
        if not changes:
            return
        self.db.executemany(
            "INSERT INTO terms(tbl, term, doc) VALUES (?, ?, ?) "
            "ON CONFLICT(tbl, term) DO UPDATE SET doc = doc + excluded.doc",
            changes,
        )
        gone = [(table, term) for table, term, n in changes if n < 0]
        if gone:
            self.db.executemany("DELETE FROM terms WHERE tbl = ? AND term = ? AND doc <= 0", gone)

    def _forget_source(self, name: str) -> None:
        row = self._source(name)
        if row is not None and row["session"]:
            self._forget_items("session = ? AND +kind = 'turn'", (row["session"],))
        self.db.execute("DELETE FROM sources WHERE name = ?", (name,))


def _epoch(ts: str) -> float:
    try:
        return parse_time(ts).timestamp()
    except (ValueError, TypeError):
        return 0.0


def _inode(path: Path) -> int:
    try:
        return os.stat(path).st_ino
    except OSError:
        return 0


def _mark(folder: Path) -> str:
    """A cheap fingerprint of a folder's list of files (its mtime changes when files come, go or are replaced)."""
    try:
        st = os.stat(folder)
    except OSError:
        return ""
    return f"{st.st_mtime_ns}:{st.st_ino}"


def _changed(path: Path | str, row: sqlite3.Row | None) -> tuple[int, int | None]:
    """(where to start reading, size) when the file has bytes the index has not seen; size None when it has none."""
    try:
        st = os.stat(path)
    except OSError:
        return 0, None
    if row is None:
        return 0, st.st_size if st.st_size else None
    if st.st_ino != row["inode"] or st.st_size < row["offset"]:
        return 0, st.st_size  # replaced or cut (a purge rewrites atomically): read it again from the start
    if st.st_size == row["offset"]:
        return row["offset"], None
    return row["offset"], st.st_size


def _records(data: bytes, offset: int) -> tuple[list[tuple[int, dict[str, Any]]], int]:
    """(byte offset, record) of each complete, readable line of `data`, and where the complete lines end.

    A damaged line is skipped (the store's reader reports it); an unfinished last line is left for later.
    """
    found: list[tuple[int, dict[str, Any]]] = []
    pos = 0
    while True:
        nl = data.find(b"\n", pos)
        if nl < 0:
            return found, offset + pos
        raw = data[pos:nl]
        if raw.strip():
            try:
                record = json.loads(raw)
            except ValueError:
                record = None
            if type(record) is dict and "kind" in record and "id" in record:
                found.append((offset + pos, record))
        pos = nl + 1


def turn_record(turn: Turn) -> dict[str, Any]:
    return {"id": turn.id, "kind": "turn", "role": turn.role, "text": turn.text, "ts": turn.ts, "status": turn.status}


def _meta(db: sqlite3.Connection, key: str) -> str | None:
    row = db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return row[0] if row else None


def _set_meta(db: sqlite3.Connection, key: str, value: str) -> None:
    db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))
