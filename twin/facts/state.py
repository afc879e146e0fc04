"""The fact state in the derived database: every record of facts.jsonl, and the timeline of every key.

Tables (rebuilt from facts.jsonl at will; twin/store/derived.py):

- `fact_keys`: one row per (subject, attribute), both normalised;
- `facts`: one row per statement (assert, supersede) with its line, and what
  it looks like with every record known: when it stops holding, its confidence;
- `fact_changes`: one row per confirm, retire, expire, promote, with its line;
- `fact_spans`: per key, the fact that held at each moment as the memory stood
  then (twin/facts/fold.py `timeline`), with that fact's state then. An as-of
  read is one indexed query: the spans with `start <= t < stop`;
- `fact_forgotten`: the words of each fact the person asked to forget (its
  value, with its own quote and each confirmation's), what every context masks.

Keeping up is incremental: the lines facts.jsonl gained are read in, their
keys marked in `fact_dirty`, and the dirty keys folded again, each from its
own records; a file that was replaced (a purge, a repair) is read again from
its start. Every step is a transaction, so any number of processes and
threads can read and keep up at once, and a kill between steps loses nothing.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from twin.clock import iso_of
from twin.errors import StorageError, sqlite_reason
from twin.facts.fold import INF, View, fold, timeline
from twin.facts.model import LAYERS, Fact, norm, value_key
from twin.facts.records import Change, Statement, read_record
from twin.files import open_read
from twin.store import Problem, derived, new_id

OWNER = "facts"
VERSION = "7"
FILE = "facts.jsonl"
REFOLD_BATCH = 2000  # keys folded again per transaction
FORGET_WORDS = ("retire", "confirm")  # the changes that bring a forgotten fact's words: its forget, its confirmations
SHOWN = 8  # the characters of an id that tables show (its end: Fact.short_id); a piece of them names it
MIDDLE = 6  # characters a piece from within them needs (4 random ones from the middle: 1 in 4 names a fact of 50,000)
TABLES = ("fact_keys", "facts", "fact_changes", "fact_spans", "fact_dirty", "fact_forgotten")
SCHEMA = """
CREATE TABLE fact_keys(key INTEGER PRIMARY KEY, subject TEXT NOT NULL, attribute TEXT NOT NULL,
    UNIQUE (subject, attribute));
CREATE TABLE facts(
    row INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    tail TEXT NOT NULL,
    key INTEGER NOT NULL,
    value TEXT NOT NULL,  -- case, spacing and Chinese script aside (value_key)
    said REAL NOT NULL,
    start REAL NOT NULL,
    vuntil REAL NOT NULL,
    strength INTEGER NOT NULL,
    confidence REAL NOT NULL,
    layer INTEGER NOT NULL,
    session TEXT NOT NULL,
    written REAL NOT NULL,
    record TEXT NOT NULL,
    until REAL,
    now_confidence REAL
);
-- a key's rows, and whether a key ever held a value: one seek a key of the subject, where reading the subject's
-- records took 2.3 ms for 674 facts on the big bench/turn twin, growing with them (0.03 ms, 2026-12-03)
CREATE INDEX facts_key ON facts(key, value);
CREATE INDEX facts_tail ON facts(tail);
CREATE INDEX facts_said ON facts(said);  -- a time window's rows, for search
CREATE INDEX facts_written ON facts(coalesce(written, said));  -- the newest record, for reads as of a time
CREATE TABLE fact_changes(
    id TEXT PRIMARY KEY,
    fact TEXT NOT NULL,
    kind TEXT NOT NULL,
    at REAL NOT NULL,
    confidence REAL,
    session TEXT NOT NULL,
    until REAL,
    layer INTEGER,
    reason TEXT,
    note TEXT,
    record TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX fact_changes_fact ON fact_changes(fact);
-- what the person forgot, covering: a turn counts it in 0.3 ms, not 5 (2,500 forgotten, bench/turn)
CREATE INDEX fact_changes_forgotten ON fact_changes(at, fact, kind, reason) WHERE kind = 'retire' AND reason = 'user';
CREATE TABLE fact_spans(
    key INTEGER NOT NULL,
    start REAL NOT NULL,
    stop REAL NOT NULL,
    fact INTEGER NOT NULL,
    confidence REAL NOT NULL,
    layer INTEGER NOT NULL,
    confirmations INTEGER NOT NULL,
    sessions INTEGER NOT NULL,
    vuntil REAL NOT NULL,
    until REAL NOT NULL,
    replaced_by TEXT,
    before INTEGER,
    before_until REAL
);
CREATE INDEX fact_spans_key ON fact_spans(key, start);
CREATE INDEX fact_spans_stop ON fact_spans(stop);
CREATE INDEX fact_spans_fact ON fact_spans(fact, stop);
CREATE TABLE fact_dirty(key INTEGER PRIMARY KEY);
-- the words of what the person forgot, apart: read in one pass, not fact by fact from the records (2,163 forgotten
-- facts, 3,567 rows, on the big bench/turn twin: 3.4 ms against 29 ms from a fresh connection, 2026-12-03)
CREATE TABLE fact_forgotten(fact TEXT NOT NULL, value TEXT, quote TEXT, at REAL NOT NULL);
CREATE INDEX fact_forgotten_fact ON fact_forgotten(fact)
"""
# a forgotten fact's words: its value with its own quote, and with each confirmation's, once per forget
_FORGOTTEN = (
    "SELECT c.fact, json_extract(f.record, '$.value'), json_extract(f.record, '$.evidence.quote'), c.at "
    "FROM fact_changes c JOIN facts f ON f.id = c.fact WHERE c.kind = 'retire' AND c.reason = 'user' "
    "AND c.fact IN ({marks}) "
    "UNION ALL SELECT c.fact, json_extract(f.record, '$.value'), json_extract(k.record, '$.evidence.quote'), c.at "
    "FROM fact_changes c JOIN facts f ON f.id = c.fact JOIN fact_changes k ON k.fact = c.fact "
    "AND k.kind = 'confirm' WHERE c.kind = 'retire' AND c.reason = 'user' AND c.fact IN ({marks})"
)
_SPAN = "f.record, s.confidence, s.layer, s.confirmations, s.sessions, s.vuntil, s.until, s.replaced_by, f.row, s.key"


def fact_of(record: dict[str, Any], view: View) -> Fact:
    """A Fact from the line that stated it and its view at the time of a read."""
    return _fact(
        record, view.status, view.confidence, view.layer, view.confirmations, view.sessions, view.vuntil, view.end,
        view.replaced_by, view.retire_reason, view.retire_note,
    )  # fmt: skip


def _fact(
    record: dict[str, Any],
    status: str,
    confidence: float,
    layer: int,
    confirmations: int,
    sessions: int,
    vuntil: float,
    until: float,
    replaced_by: str | None,
    retire_reason: str | None = None,
    retire_note: str | None = None,
) -> Fact:
    given = record.get("valid_until")
    if vuntil == INF:
        valid_until = None
    else:  # the record's own spelling when it says the same moment
        valid_until = (
            given if isinstance(given, str) and _same_moment(given, vuntil) else iso_of(vuntil, record["valid_from"])
        )
    return Fact(
        id=record["id"],
        subject=record["subject"],
        attribute=record["attribute"],
        value=record["value"],
        kind=record["type"],
        source=record["source"],
        confidence=confidence,
        said_at=record["said_at"],
        valid_from=record["valid_from"],
        valid_until=valid_until,
        recorded_at=record.get("ts") or record["said_at"],
        evidence=record.get("evidence") or {},
        cause=record.get("cause") or "",
        layer=LAYERS[layer],
        prompt=record.get("prompt"),
        status=status,
        replaces=record.get("replaces"),
        replaced_by=replaced_by,
        confirmations=confirmations,
        confirmed_sessions=sessions,
        until=None if until == INF else iso_of(until, record["valid_from"]),  # in the offset the fact was written in
        reason=record.get("reason"),
        retire_reason=retire_reason,
        retire_note=retire_note,
    )


def _same_moment(text: str, moment: float) -> bool:
    from twin.clock import epoch

    return epoch(text) == moment


class FactState:
    """The derived fact state of one twin, brought up to date with facts.jsonl on every read."""

    def __init__(self, twin_dir: Path) -> None:
        self.twin_dir = Path(twin_dir)
        self.path = self.twin_dir / FILE
        self._db: sqlite3.Connection | None = None

    @property
    def db(self) -> sqlite3.Connection:
        """The derived database, with the fact tables made."""
        if self._db is None:
            db = derived.connect(self.twin_dir)
            try:
                self.prepare(db)
            except sqlite3.Error as exc:
                db.close()
                raise _storage_error(exc, self.twin_dir) from exc
            self._db = db
        return self._db

    @staticmethod
    def prepare(db: sqlite3.Connection) -> None:
        """Make the fact tables in a derived database (again, when they are of another version)."""
        derived.ensure(db, OWNER, VERSION, SCHEMA, TABLES)

    def close(self) -> None:
        """Close the database (the next use opens it again)."""
        if self._db is not None:
            self._db.close()
            self._db = None

    # -- keeping up ---------------------------------------------------------------

    def sync(self) -> None:
        """Read in what facts.jsonl gained, then fold again every key that changed."""
        try:
            self.sync_into(self.db)
        except sqlite3.Error as exc:
            raise _storage_error(exc, self.twin_dir) from exc

    def sync_into(self, db: sqlite3.Connection) -> None:
        """`sync` on a given connection (a rebuild's new database)."""
        self.prepare(db)
        while not derived.unchanged(db, OWNER, self.path, FILE):
            with derived.write(db):
                new = derived.read_new(db, OWNER, self.path, FILE)
                if new is None:
                    break
                if new.rewritten:
                    for table in TABLES:
                        db.execute(f"DELETE FROM {table}")
                    derived.set_meta(db, "facts_epoch", new_id())  # what was derived from the rows starts over too
                self._take(db, new)
                derived.advance(db, OWNER, self.path, FILE, new)
        while db.execute("SELECT 1 FROM fact_dirty LIMIT 1").fetchone():
            with derived.write(db):
                keys = [k for (k,) in db.execute("SELECT key FROM fact_dirty LIMIT ?", (REFOLD_BATCH,))]
                self._refold(db, keys)
                db.executemany("DELETE FROM fact_dirty WHERE key = ?", [(k,) for k in keys])

    def _take(self, db: sqlite3.Connection, new: derived.NewLines) -> None:
        """Insert the records of new lines, and mark their keys to be folded again; a line that does not fit is a
        problem, never a guess."""
        keys: dict[tuple[str, str], int] = {}
        statements: list[tuple[Any, ...]] = []
        changes: list[tuple[Any, ...]] = []
        for (offset, line, record), raw in zip(new.records, new.raw, strict=True):
            try:
                rec = read_record(record)
            except ValueError as exc:
                new.problems.append(Problem(self.path, line, offset, str(exc)))
                continue
            text = raw.decode("utf-8")
            if isinstance(rec, Statement):
                pair = (rec.subject, rec.attribute)
                key = keys.get(pair) or keys.setdefault(pair, _key(db, *pair))
                statements.append(
                    (rec.id, rec.id[::-1], key, value_key(record["value"]), rec.said, rec.start, rec.vuntil,
                     rec.strength, rec.confidence, rec.layer, rec.session, rec.written, text)
                )  # fmt: skip
            else:
                changes.append(
                    (rec.id, rec.fact, rec.kind, rec.at, rec.confidence, rec.session, rec.until, rec.layer,
                     rec.reason, rec.note, text)
                )  # fmt: skip
        db.executemany(
            "INSERT OR IGNORE INTO facts(id, tail, key, value, said, start, vuntil, strength, confidence, layer, "
            "session, written, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            statements,
        )
        db.executemany(
            "INSERT OR IGNORE INTO fact_changes(id, fact, kind, at, confidence, session, until, layer, reason, note, "
            "record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            changes,
        )
        db.executemany("INSERT OR IGNORE INTO fact_dirty(key) VALUES (?)", [(k,) for k in set(keys.values())])
        db.executemany(
            "INSERT OR IGNORE INTO fact_dirty(key) SELECT key FROM facts WHERE id = ?", [(c[1],) for c in changes]
        )
        # a forget, a confirmation and its statement may come in any order: the words of each fact they touch, again
        self._forgotten_words_of(db, {s[0] for s in statements} | {c[1] for c in changes if c[2] in FORGET_WORDS})

    def _refold(self, db: sqlite3.Connection, keys: list[int]) -> None:
        """Fold these keys again from their records: their spans, and each fact's end and confidence now."""
        spans: list[tuple[Any, ...]] = []
        ends: list[tuple[Any, ...]] = []
        for key, records in self._records(db, keys).items():
            rows = {r.id: r.row for r in records if isinstance(r, Statement)}
            spans += [
                (key, s.start, s.stop, rows[v.statement.id], v.confidence, v.layer, v.confirmations, v.sessions,
                 v.vuntil, v.end, v.replaced_by, rows[v.before.statement.id] if v.before else None,
                 v.before.end if v.before else None)
                for s in timeline(records)
                for v in (s.view,)
            ]  # fmt: skip
            ends += [(None if v.end == INF else v.end, v.confidence, rows[v.statement.id]) for v in fold(records)]
        db.executemany("DELETE FROM fact_spans WHERE key = ?", [(k,) for k in keys])
        db.executemany(
            "INSERT INTO fact_spans(key, start, stop, fact, confidence, layer, confirmations, sessions, vuntil, "
            "until, replaced_by, before, before_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            spans,
        )
        db.executemany("UPDATE facts SET until = ?, now_confidence = ? WHERE row = ?", ends)

    @staticmethod
    def _forgotten_words_of(db: sqlite3.Connection, fact_ids: set[str]) -> None:
        """Read again into `fact_forgotten` the words of these facts that the person asked to forget."""
        ids = derived.in_values(sorted(fact_ids))
        db.execute(f"DELETE FROM fact_forgotten WHERE fact IN ({derived.IN_VALUES})", (ids,))
        db.execute(
            f"INSERT INTO fact_forgotten(fact, value, quote, at) {_FORGOTTEN.format(marks=derived.IN_VALUES)}",
            (ids, ids),
        )

    @staticmethod
    def _records(db: sqlite3.Connection, keys: list[int]) -> dict[int, list[Statement | Change]]:
        """Every record of each key, as the fold takes them."""
        found: dict[int, list[Statement | Change]] = {k: [] for k in keys}
        for key, row, i, said, start, vuntil, strength, conf, layer, session, written in derived.select_in(
            db,
            "SELECT key, row, id, said, start, vuntil, strength, confidence, layer, session, written FROM facts "
            "WHERE key IN ({marks})",
            keys,
        ):
            found[key].append(Statement(i, "", "", said, start, vuntil, strength, conf, layer, session, written, row))
        for key, *change in derived.select_in(
            db,
            "SELECT f.key, c.id, c.fact, c.kind, c.at, c.confidence, c.session, c.until, c.layer, c.reason, c.note "
            "FROM facts f JOIN fact_changes c ON c.fact = f.id WHERE f.key IN ({marks})",
            keys,
        ):
            found[key].append(Change(*change))
        return found

    # -- reads ------------------------------------------------------------------

    def problems(self) -> list[Problem]:
        """Damaged lines of facts.jsonl (skipped by every read), and an unfinished last line."""
        found = derived.problems(self.db, OWNER, self.path, FILE)
        torn = torn_tail(self.path)
        return [*found, *([torn] if torn else [])]

    def holding(self, t: float, subject: str | None = None) -> Iterator[Fact]:
        """The facts that hold at `t` as the memory stood then (of one subject, or all), one per key, by key.

        Per key, the span that began last by `t`, if it has not stopped: one index seek a key (a scan of the
        spans that stop after `t` read half a million rows for a date two years back, on a million records).
        """
        keys = "SELECT key FROM fact_keys" if subject is None else "SELECT key FROM fact_keys WHERE subject = ?"
        sql = (
            f"SELECT {_SPAN} FROM fact_keys k JOIN fact_spans s ON s.rowid = ("
            "SELECT rowid FROM fact_spans WHERE key = k.key AND start <= ? ORDER BY start DESC LIMIT 1) "
            f"JOIN facts f ON f.row = s.fact WHERE k.key IN ({keys}) AND s.stop > ? ORDER BY k.subject, k.attribute"
        )
        args = (t, t) if subject is None else (t, norm(subject), t)
        for record, conf, layer, confirms, sessions, vuntil, until, replaced_by, _, _ in self.db.execute(sql, args):
            yield _fact(json.loads(record), "current", conf, layer, confirms, sessions, vuntil, until, replaced_by)

    def holding_on_keys_of(self, fact_ids: list[str], t: float) -> dict[str, Fact]:
        """fact id -> the fact that holds at `t` on the same key, for those of `fact_ids` whose key has one."""
        found: dict[str, Fact] = {}
        rows = self.db.execute(
            f"SELECT q.id, {_SPAN} FROM facts q JOIN fact_spans s ON s.key = q.key AND s.start <= ? "
            f"JOIN facts f ON f.row = s.fact WHERE q.id IN ({derived.IN_VALUES}) AND s.stop > ?",
            (t, derived.in_values(dict.fromkeys(fact_ids)), t),
        )
        for asked, record, conf, layer, confirms, sessions, vuntil, until, replaced_by, _, _ in rows:
            found[asked] = _fact(
                json.loads(record), "current", conf, layer, confirms, sessions, vuntil, until, replaced_by
            )
        return found

    def before(self, fact_ids: list[str], t: float, since: float = -INF) -> dict[str, Fact]:
        """fact id -> the fact that held before it on its key (superseded, with when it stopped), for those of
        `fact_ids` that hold at `t` and had one that stopped at `since` or later. A value corrected as a mistake
        never held: it is never one."""
        found: dict[str, Fact] = {}
        rows = self.db.execute(
            "SELECT f.id, b.record, bs.confidence, bs.layer, bs.confirmations, bs.sessions, bs.vuntil, "
            "s.before_until FROM facts f JOIN fact_spans s ON s.fact = f.row AND s.start <= ? "
            "JOIN facts b ON b.row = s.before "
            "JOIN fact_spans bs ON bs.rowid = (SELECT rowid FROM fact_spans WHERE fact = b.row "
            "ORDER BY stop DESC LIMIT 1) "
            f"WHERE f.id IN ({derived.IN_VALUES}) AND s.stop > ? AND s.before_until >= ?",
            (t, derived.in_values(dict.fromkeys(fact_ids)), t, since),
        )
        for fact_id, record, conf, layer, confirms, sessions, vuntil, until in rows:
            found[fact_id] = _fact(
                json.loads(record), "superseded", conf, layer, confirms, sessions, vuntil, until, fact_id
            )
        return found

    def before_each(self, moments: dict[str, float]) -> dict[str, Fact]:
        """As `before`, each fact id at a time of its own (`moments`: id -> a time it held), in one query: the step
        back of `FactStore.runs` for every run at once."""
        if not moments:
            return {}
        found: dict[str, Fact] = {}
        rows = self.db.execute(
            "SELECT q.id, b.record, bs.confidence, bs.layer, bs.confirmations, bs.sessions, bs.vuntil, "
            "s.before_until FROM (SELECT json_extract(value, '$[0]') AS id, json_extract(value, '$[1]') AS t "
            "FROM json_each(?)) q JOIN facts f ON f.id = q.id "
            "JOIN fact_spans s ON s.fact = f.row AND s.start <= q.t AND s.stop > q.t "
            "JOIN facts b ON b.row = s.before "
            "JOIN fact_spans bs ON bs.rowid = (SELECT rowid FROM fact_spans WHERE fact = b.row "
            "ORDER BY stop DESC LIMIT 1)",
            (json.dumps([[i, t] for i, t in moments.items()]),),
        )
        for fact_id, record, conf, layer, confirms, sessions, vuntil, until in rows:
            found[fact_id] = _fact(
                json.loads(record), "superseded", conf, layer, confirms, sessions, vuntil, until, fact_id
            )
        return found

    def known(self, fact_ids: list[str]) -> set[str]:
        """Those of `fact_ids` that are the exact id of a statement."""
        sql = "SELECT id FROM facts WHERE id IN ({marks})"
        return {i for (i,) in derived.select_in(self.db, sql, list(dict.fromkeys(fact_ids)))}

    def key_of(self, fact_id: str) -> int | None:
        """The key of a fact, by its exact id."""
        row = self.db.execute("SELECT key FROM facts WHERE id = ?", (fact_id,)).fetchone()
        return row[0] if row else None

    def key(self, subject: str, attribute: str) -> int | None:
        """The key of (subject, attribute), if the memory ever held it."""
        row = self.db.execute(
            "SELECT key FROM fact_keys WHERE subject = ? AND attribute = ?", (norm(subject), norm(attribute))
        ).fetchone()
        return row[0] if row else None

    def keys(self, subject: str | None = None) -> list[int]:
        """Every key (of one subject), in the order they were first seen."""
        if subject is None:
            return [k for (k,) in self.db.execute("SELECT key FROM fact_keys ORDER BY key")]
        return [
            k for (k,) in self.db.execute("SELECT key FROM fact_keys WHERE subject = ? ORDER BY key", (norm(subject),))
        ]

    def keys_of_value(self, subject: str, value: str) -> list[int]:
        """The keys of a subject that a statement ever gave this value (case, spacing and Chinese script aside), in
        the order first seen."""
        rows = self.db.execute(
            "SELECT k.key FROM fact_keys k WHERE k.subject = ? "
            "AND EXISTS (SELECT 1 FROM facts f WHERE f.key = k.key AND f.value = ?) ORDER BY k.key",
            (norm(subject), value_key(value)),
        )
        return [key for (key,) in rows]

    def key_count(self) -> int:
        """How many (subject, attribute) keys the memory has ever held."""
        return int(self.db.execute("SELECT count(*) FROM fact_keys").fetchone()[0])

    def views(self, key: int, at: float) -> list[tuple[dict[str, Any], View]]:
        """Every fact of one key known at `at`, with its view then, least precedence (oldest) first."""
        return self.views_of_keys([key], at).get(key, [])

    def views_of_keys(self, keys: Iterable[int], at: float) -> dict[int, list[tuple[dict[str, Any], View]]]:
        """`views` of many keys."""
        found: dict[int, list[tuple[dict[str, Any], View]]] = {}
        for key, records in self._records(self.db, list(keys)).items():
            lines = self._lines(key)
            found[key] = [(lines[v.statement.id], v) for v in fold(records, at)]
        return found

    def _lines(self, key: int) -> dict[str, dict[str, Any]]:
        return {i: json.loads(r) for i, r in self.db.execute("SELECT id, record FROM facts WHERE key = ?", (key,))}

    def changes(self, key: int) -> list[dict[str, Any]]:
        """The lines of every confirm, retire, expire and promote of a key's facts, and every statement, by time."""
        rows = self.db.execute(
            "SELECT c.record, c.at FROM facts f JOIN fact_changes c ON c.fact = f.id WHERE f.key = ? "
            "UNION ALL SELECT record, said FROM facts WHERE key = ? ORDER BY 2",
            (key, key),
        )
        return [json.loads(record) for record, _ in rows]

    def forgotten(self) -> list[tuple[Fact, float]]:
        """The facts the person asked to forget (retired by them), each with when (epoch seconds)."""
        rows = self.db.execute(
            "SELECT f.record, f.confidence, f.layer, c.at, c.note FROM fact_changes c JOIN facts f ON f.id = c.fact "
            "WHERE c.kind = 'retire' AND c.reason = 'user' ORDER BY c.at"
        )
        return [
            (_fact(json.loads(record), "retired", conf, layer, 0, 0, INF, at, None, "user", note), at)
            for record, conf, layer, at, note in rows
        ]

    def fallen_silent(self) -> list[Fact]:
        """The facts retired because nobody used them (consolidation's `unused`), as they were retired; not those the
        person asked to forget afterwards."""
        rows = self.db.execute(
            "SELECT f.record, f.confidence, f.layer, c.at FROM fact_changes c JOIN facts f ON f.id = c.fact "
            "WHERE c.kind = 'retire' AND c.reason = 'unused' AND NOT EXISTS (SELECT 1 FROM fact_changes u "
            "WHERE u.fact = c.fact AND u.kind = 'retire' AND u.reason = 'user') ORDER BY c.at"
        )
        return [
            _fact(json.loads(record), "retired", conf, layer, 0, 0, INF, at, None, "unused")
            for record, conf, layer, at in rows
        ]

    def silent_mark(self) -> tuple[int, float]:
        """How many facts fell silent or were forgotten, and when last: what changes when the list of the silent
        does."""
        count, last = self.db.execute(
            "SELECT count(*), max(at) FROM fact_changes WHERE kind = 'retire' AND reason IN ('unused', 'user')"
        ).fetchone()
        return int(count), float(last or 0.0)

    def was_forgotten(self, fact_id: str) -> bool:
        """Whether the person asked to forget the fact (a retire with reason user), whatever else it went through."""
        return self.forgotten_at(fact_id) is not None

    def forgotten_at(self, fact_id: str) -> float | None:
        """When the person first asked to forget the fact (epoch seconds), whatever its status then; else None."""
        row = self.db.execute(
            "SELECT min(at) FROM fact_changes WHERE fact = ? AND kind = 'retire' AND reason = 'user'", (fact_id,)
        ).fetchone()
        return None if row is None or row[0] is None else float(row[0])

    def forgotten_ids(self) -> set[str]:
        """The ids of the facts the person asked to forget."""
        # no DISTINCT: it made SQLite walk every change by fact (21.5 ms against 0.65 ms for 2,163 forgotten among
        # 25,018 changes on the bench/turn big twin, a read every turn makes); the set folds a fact forgotten twice
        sql = "SELECT fact FROM fact_changes WHERE kind = 'retire' AND reason = 'user'"
        return {str(fact_id) for (fact_id,) in self.db.execute(sql)}

    def touched(self, ids: list[str]) -> dict[str, float]:
        """When each of these facts was last stated or confirmed, or first learned (epoch seconds), by id: words
        said years ago and imported today were learned today."""
        sql = (
            "SELECT f.id, max(f.said, f.written, coalesce((SELECT max(c.at) FROM fact_changes c WHERE c.fact = f.id "
            "AND c.kind = 'confirm'), 0)) FROM facts f WHERE f.id IN ({marks})"
        )
        return {fact_id: float(at) for fact_id, at in derived.select_in(self.db, sql, ids)}

    def forgotten_mark(self) -> tuple[int, float]:
        """How many facts the person asked to forget, and when last: what changes when the forgotten words do."""
        count, last = self.db.execute(
            "SELECT count(*), max(at) FROM fact_changes WHERE kind = 'retire' AND reason = 'user'"
        ).fetchone()
        return int(count), float(last or 0.0)

    def forgotten_words(self) -> list[tuple[str, str, float, str]]:
        """(value, quote, when forgotten, attribute) of every fact the person asked to forget, and of each of its
        confirmations (the words it was said again in): what every context masks. Read without making the facts
        (2,500 forgotten facts on the big bench twin: 100 ms a turn as facts)."""
        rows = self.db.execute(
            "SELECT w.value, w.quote, w.at, json_extract(f.record, '$.attribute') FROM fact_forgotten w "
            "JOIN facts f ON f.id = w.fact"
        )
        return [
            (str(value or ""), quote if isinstance(quote, str) else "", at, str(attribute or ""))
            for value, quote, at, attribute in rows
        ]

    def find(self, ref: str) -> list[str]:
        """Ids of the facts whose id is `ref`, starts with it or ends with it, else holds it in its last 8 characters
        (what tables show: a piece of that is a name too); up to 20."""
        wanted = ref.strip().upper()
        if not wanted:
            return []
        exact = self.db.execute("SELECT id FROM facts WHERE id = ?", (wanted,)).fetchone()
        if exact:
            return [exact[0]]
        upper = wanted[:-1] + chr(ord(wanted[-1]) + 1)
        tail = wanted[::-1]
        tail_upper = tail[:-1] + chr(ord(tail[-1]) + 1)
        rows = self.db.execute(
            "SELECT id FROM facts WHERE id >= ? AND id < ? UNION SELECT id FROM facts WHERE tail >= ? AND tail < ? "
            "LIMIT 20",
            (wanted, upper, tail, tail_upper),
        )
        found = sorted(r[0] for r in rows)
        if found or len(wanted) > SHOWN:
            return found
        # the start of what a table shows ("56Z7" of 56Z71GSE), or, of MIDDLE characters or more, a piece from
        # within it: a scan, only when no start or end of the id matched (a command, not a turn)
        start = 27 - SHOWN
        rows = self.db.execute(
            "SELECT id FROM facts WHERE substr(id, ?, ?) = ? OR (? AND instr(substr(id, ?), ?) > 0) LIMIT 20",
            (start, len(wanted), wanted, len(wanted) >= MIDDLE, start, wanted),
        )
        return sorted(r[0] for r in rows)

    def line(self, fact_id: str) -> dict[str, Any] | None:
        """The line that stated a fact."""
        row = self.db.execute("SELECT record FROM facts WHERE id = ?", (fact_id,)).fetchone()
        return json.loads(row[0]) if row else None

    @staticmethod
    def statements_after(db: sqlite3.Connection, after: int, limit: int) -> list[tuple[int, str, str]]:
        """(row, id, line) of the statements after row `after`, in order: what the search index takes in. The rows
        start over when `facts_epoch` (in meta) changes."""
        return db.execute(
            "SELECT row, id, record FROM facts WHERE row > ? ORDER BY row LIMIT ?", (after, limit)
        ).fetchall()


def _build(twin_dir: Path, db: sqlite3.Connection, progress: derived.Progress | None) -> None:
    FactState(twin_dir).sync_into(db)


derived.register(OWNER, _build)


def torn_tail(path: Path) -> Problem | None:
    """An unfinished last line (a write cut by a crash), if the file ends in one."""
    try:
        with open_read(path) as fh:
            fh.seek(0, 2)
            size = fh.tell()
            if size == 0:
                return None
            fh.seek(size - 1)
            if fh.read(1) == b"\n":
                return None
            start = max(0, size - (1 << 16))
            fh.seek(start)
            block = fh.read()
            cut = start + block.rfind(b"\n") + 1
            fh.seek(0)
            # its line number, as `twin doctor` gives it: the lines before it counted (only when a line is torn)
            line = 1 + sum(chunk.count(b"\n") for chunk in iter(lambda: fh.read(1 << 20), b"") if chunk)
    except OSError:
        return None
    return Problem(path, line, cut, "the write was cut off (crash or kill)", torn=True)


def _key(db: sqlite3.Connection, subject: str, attribute: str) -> int:
    row = db.execute("SELECT key FROM fact_keys WHERE subject = ? AND attribute = ?", (subject, attribute)).fetchone()
    if row:
        return int(row[0])
    cur = db.execute("INSERT INTO fact_keys(subject, attribute) VALUES (?, ?)", (subject, attribute))
    return int(cur.lastrowid)  # type: ignore[arg-type]


def _storage_error(exc: sqlite3.Error, twin_dir: Path) -> StorageError:
    return StorageError(
        f"The derived fact state could not be used: {exc}.",
        f"It is derived data: `twin index rebuild {twin_dir.name}` builds it again from facts.jsonl.",
        zh=(
            f"派生的事实状态用不了：{sqlite_reason(exc)}。",
            f"它是派生数据：`twin index rebuild {twin_dir.name}` 会从 facts.jsonl 重新建它。",
        ),
    )
