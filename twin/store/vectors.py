"""The vector cache of a twin, `index/vectors.sqlite3`: embeddings by content, and the embedded items with codes.

Derived data like the rest of `index/`, kept apart from the derived database
because it cannot be made again without the embedding model:

- `vectors`: a vector for each text under each model, keyed by a SHA-256 of the
  model's name and the text, so a text is embedded once;
- `items`: each embedded item of the search index (turn, fact, chapter,
  document chunk) by its id, with the key of the text it was embedded as and a
  binary code: one bit per dimension, whether the vector lies above the mean
  of the model's vectors (`centres`). Comparing a message's code with every
  item's (`int.bit_count` of the two codes' difference) finds the few hundred
  items worth an exact cosine among a hundred thousand in milliseconds,
  without numpy or a vector index library.

A purge clears the file in place (`clear`), never deletes it under a process
that has it open; each cache notices a clear (the `generation` in `meta`) and
forgets what it had read.
"""

from __future__ import annotations

import hashlib
import heapq
import math
import sqlite3
from array import array
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from twin.errors import StorageError, sqlite_reason
from twin.home import private_dir, private_file
from twin.store.derived import select_in

Embed = Callable[[list[str]], list[list[float]]]
BATCH = 64  # texts per call to `embed`
SCHEMA_VERSION = "2"  # 1 (until 2026-12-02) held vectors only, under no model name
# Codes need a centre: a model's vectors crowd on one side of the origin (multilingual-e5-small: of the exact 50
# nearest turns on a history of 9,300, 35% are among the 200 nearest codes taken around zero, 87% around the mean).
CENTRE_SAMPLE = 256  # the centre is the mean of the first this many vectors of a model; before, no codes
SCHEMA = """
CREATE TABLE meta(name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE vectors(key TEXT PRIMARY KEY, model TEXT NOT NULL, data BLOB NOT NULL);
CREATE INDEX vectors_model ON vectors(model);
CREATE TABLE items(
    seq INTEGER PRIMARY KEY AUTOINCREMENT, model TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL,
    key TEXT NOT NULL, code BLOB, UNIQUE(model, id)
);
CREATE TABLE centres(model TEXT PRIMARY KEY, mean BLOB NOT NULL, n INTEGER NOT NULL);
"""
TABLES = ("meta", "vectors", "items", "centres")


def model_name(embed: Embed) -> str:
    """The name that keys the cache: the callable's `model` attribute, else its qualified name."""
    return str(getattr(embed, "model", "") or getattr(embed, "__qualname__", "") or "embed")


def content_key(model: str, text: str) -> str:
    """The cache key of a text under a model."""
    return hashlib.sha256(f"{model}\0{text}".encode()).hexdigest()


def binary_code(vector: Sequence[float], centre: Sequence[float]) -> bytes:
    """One bit per dimension: whether the vector lies above the centre there."""
    bits = 0
    for i, (x, c) in enumerate(zip(vector, centre, strict=True)):
        if x > c:
            bits |= 1 << i
    return bits.to_bytes((len(centre) + 7) // 8, "little")


@dataclass
class _Codes:
    """The codes of one model's items of one kind, as read so far (in the order they were written)."""

    seq: int = 0  # the last row read
    ids: list[str] = field(default_factory=list)
    codes: list[int] = field(default_factory=list)


class VectorCache:
    """Embedding vectors by content hash, and the embedded items with their codes, in index/vectors.sqlite3."""

    def __init__(self, index_dir: Path) -> None:
        self.path = Path(index_dir) / "vectors.sqlite3"
        self._db: sqlite3.Connection | None = None
        self._generation = ""
        # the codes of each (model, kind), read once and then only the rows written since: a scan of 100,000 codes
        # is 11 ms, reading them all again from the file 140 ms (2026-12-02, a 2-core machine)
        self._codes: dict[tuple[str, str], _Codes] = {}
        self._centres: dict[str, list[float]] = {}

    @property
    def db(self) -> sqlite3.Connection:
        """The open cache, made on first use (started over when unreadable or of another version)."""
        if self._db is None:
            private_dir(self.path.parent)
            for attempt in range(2):
                try:
                    self._db = _open(self.path)
                    break
                except sqlite3.DatabaseError as exc:
                    if attempt:
                        raise StorageError(
                            f"The vector cache {self.path} could not be opened: {exc}.",
                            zh=(f"向量缓存 {self.path} 打不开：{sqlite_reason(exc)}。", ""),
                        ) from exc
                    for suffix in ("", "-wal", "-shm"):  # not a database: no process can be using it as one
                        Path(f"{self.path}{suffix}").unlink(missing_ok=True)
        assert self._db is not None
        return self._db

    def close(self) -> None:
        """Close the cache file (and forget what was read of it)."""
        if self._db is not None:
            self._db.close()
            self._db = None
        self._forget_read()

    def _forget_read(self) -> None:
        self._codes.clear()
        self._centres.clear()

    @contextmanager
    def _using(self) -> Iterator[sqlite3.Connection]:
        """The connection, with what was read of the file forgotten if it was cleared since (a purge); SQLite's
        errors become a StorageError."""
        try:
            db = self.db
            (generation,) = db.execute("SELECT value FROM meta WHERE name = 'generation'").fetchone()
            if generation != self._generation:
                self._forget_read()
                self._generation = generation
            yield db
        except sqlite3.Error as exc:
            if self._db is not None and self._db.in_transaction:
                self._db.rollback()
            raise StorageError(
                f"The vector cache {self.path} could not be used: {exc}.",
                f"It is derived data: `twin index embed {self.path.parent.parent.name}` makes it again.",
                zh=(
                    f"向量缓存 {self.path} 用不了：{sqlite_reason(exc)}。",
                    f"它是派生数据：`twin index embed {self.path.parent.parent.name}` 会重新建它。",
                ),
            ) from exc

    @property
    def generation(self) -> str:
        """Changes whenever what the cache holds was dropped (a purge, a model that changed size, a forget)."""
        with self._using():
            return self._generation

    # -- vectors -----------------------------------------------------------------

    def vectors(self, embed: Embed, texts: Sequence[str]) -> list[list[float]]:
        """A vector for each text: from the cache, else from `embed` in batches (and then cached). A model that
        answers in another number of dimensions than its cached vectors has changed behind its name: what was
        cached under it is dropped."""
        model = model_name(embed)
        keys = [content_key(model, t) for t in texts]
        with self._using() as db:
            cached = _vectors_of(db, list(dict.fromkeys(keys)))
            missing = list(dict.fromkeys(t for t, k in zip(texts, keys, strict=True) if k not in cached))
            size = len(next(iter(cached.values()))) if cached else _size_of(db, model)
            for i in range(0, len(missing), BATCH):
                batch = missing[i : i + BATCH]
                result = embed(batch)
                if len(result) != len(batch):
                    raise ValueError(f"embed returned {len(result)} vectors for {len(batch)} texts")
                if len({len(v) for v in result}) > 1:
                    raise ValueError("embed returned vectors of different sizes")
                if size and result and len(result[0]) != size:
                    self._drop_model(db, model)
                    return self.vectors(embed, texts)
                size = len(result[0]) if result else size
                fresh = {content_key(model, t): [float(x) for x in v] for t, v in zip(batch, result, strict=True)}
                with db:
                    db.executemany(
                        "INSERT OR REPLACE INTO vectors(key, model, data) VALUES (?, ?, ?)",
                        [(k, model, array("f", v).tobytes()) for k, v in fresh.items()],
                    )
                cached.update(fresh)
        return [cached[k] for k in keys]

    def _drop_model(self, db: sqlite3.Connection, model: str) -> None:
        """Forget every vector, item and centre of a model (its vectors changed size: another model, same name)."""
        with db:
            for table in ("vectors", "items", "centres"):
                db.execute(f"DELETE FROM {table} WHERE model = ?", (model,))
            _bump(db)

    # -- items ---------------------------------------------------------------------

    def item_vectors(self, embed: Embed, kind: str, items: Sequence[tuple[str, str]]) -> list[list[float]]:
        """A vector for each (id, text) item of the search index, as `vectors`; the items are listed as embedded
        as that text, with their codes once the model has a centre (the first CENTRE_SAMPLE vectors' mean)."""
        vectors = self.vectors(embed, [text for _, text in items])
        model = model_name(embed)
        rows = [(item_id, content_key(model, text), v) for (item_id, text), v in zip(items, vectors, strict=True)]
        with self._using() as db:
            sql = "SELECT id, key FROM items WHERE model = ? AND id IN ({marks})"
            listed = dict(select_in(db, sql, [item_id for item_id, _, _ in rows], model))
            new = [row for row in rows if listed.get(row[0]) != row[1]]  # not listed, or as another text
            if not new:
                return vectors  # a recall's pool is mostly listed already: no write
            db.execute("BEGIN IMMEDIATE")  # one writer at a time: no item is listed without a code once a centre is
            row = db.execute("SELECT mean FROM centres WHERE model = ?", (model,)).fetchone()
            centre = array("f", row[0]).tolist() if row else None
            db.executemany(
                "INSERT OR REPLACE INTO items(model, kind, id, key, code) VALUES (?, ?, ?, ?, ?)",
                [(model, kind, item_id, key, binary_code(v, centre) if centre else None) for item_id, key, v in new],
            )
            if centre is None:
                _centre_from_sample(db, model)
            db.commit()
        return vectors

    def listed(self, model: str, items: Sequence[tuple[str, str]]) -> set[str]:
        """The ids among (id, text) items that are listed under `model` as embedded as that text."""
        keys = {item_id: content_key(model, text) for item_id, text in items}
        with self._using() as db:
            sql = "SELECT id, key FROM items WHERE model = ? AND id IN ({marks})"
            return {i for i, key in select_in(db, sql, list(keys), model) if keys[i] == key}

    def unlist(self, keep: Callable[[str], bool]) -> int:
        """Take out of the listing every item whose id `keep` refuses (what was forgotten); how many."""
        with self._using() as db:
            gone = [(seq,) for seq, item_id in db.execute("SELECT seq, id FROM items") if not keep(item_id)]
            if gone:
                with db:
                    db.executemany("DELETE FROM items WHERE seq = ?", gone)
                    _bump(db)
        return len(gone)

    def ids(self, model: str) -> set[str]:
        """The ids of the items listed as embedded under `model` (none when the cache was never made)."""
        if self._db is None and not self.path.exists():
            return set()
        with self._using() as db:
            return {str(i) for (i,) in db.execute("SELECT id FROM items WHERE model = ?", (model,))}

    def nearest(self, model: str, kind: str, vector: Sequence[float], limit: int) -> list[str]:
        """The ids of the `limit` items of `kind` whose codes are nearest the vector's, nearest first (none while
        the model has no centre)."""
        with self._using() as db:
            centre = self._centre(db, model)
            if centre is None or len(centre) != len(vector):
                return []
            codes = self._read_codes(db, model, kind)
        mine = int.from_bytes(binary_code(vector, centre), "little")
        distances = [(mine ^ code).bit_count() for code in codes.codes]
        best = heapq.nsmallest(limit, range(len(distances)), key=distances.__getitem__)
        return list(dict.fromkeys(codes.ids[i] for i in best))

    def _read_codes(self, db: sqlite3.Connection, model: str, kind: str) -> _Codes:
        """The codes of a model's items of one kind, reading only the rows written since the last call."""
        codes = self._codes.setdefault((model, kind), _Codes())
        sql = "SELECT seq, id, code FROM items WHERE model = ? AND kind = ? AND seq > ? AND code IS NOT NULL"
        for seq, item_id, code in db.execute(sql + " ORDER BY seq", (model, kind, codes.seq)):
            codes.seq = seq
            codes.ids.append(item_id)
            codes.codes.append(int.from_bytes(code, "little"))
        return codes

    def _centre(self, db: sqlite3.Connection, model: str) -> list[float] | None:
        """The mean the model's codes are taken around, once it has one."""
        if model not in self._centres:
            row = db.execute("SELECT mean FROM centres WHERE model = ?", (model,)).fetchone()
            if row is None:
                return None
            self._centres[model] = array("f", row[0]).tolist()
            self._codes = {k: v for k, v in self._codes.items() if k[0] != model}  # read again, all coded now
        return self._centres[model]

    # -- a purge ---------------------------------------------------------------------

    def clear(self) -> None:
        """Empty the cache in place, its freed pages overwritten, for every process that has it open (a purge: no
        vector of the purged words may stay on disk)."""
        with self._using() as db:
            db.execute("PRAGMA secure_delete = ON")
            with db:
                for table in ("vectors", "items", "centres"):
                    db.execute(f"DELETE FROM {table}")
                _bump(db)
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            db.execute("VACUUM")
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def clear_vectors(index_dir: Path) -> None:
    """Empty a twin's vector cache in place, if it has one (see `VectorCache.clear`)."""
    cache = VectorCache(index_dir)
    if not cache.path.exists():
        return
    try:
        cache.clear()
    finally:
        cache.close()


def _open(path: Path) -> sqlite3.Connection:
    """The cache at `path`, its tables made (all made again when they are of another version)."""
    private_file(path)  # owner-only before SQLite makes its -wal and -shm, which take this file's mode
    db = sqlite3.connect(path, timeout=10, check_same_thread=False)
    try:
        db.execute("PRAGMA journal_mode = WAL")
        with db:
            db.execute("BEGIN IMMEDIATE")
            has_meta = db.execute("SELECT 1 FROM sqlite_master WHERE name = 'meta'").fetchone()
            row = db.execute("SELECT value FROM meta WHERE name = 'schema'").fetchone() if has_meta else None
            if row is None or row[0] != SCHEMA_VERSION:
                for table in (*TABLES, "vectors_model"):
                    kind = "INDEX" if table == "vectors_model" else "TABLE"
                    db.execute(f"DROP {kind} IF EXISTS {table}")
                for statement in SCHEMA.split(";"):
                    if statement.strip():
                        db.execute(statement)
                db.executemany(
                    "INSERT INTO meta(name, value) VALUES (?, ?)", [("schema", SCHEMA_VERSION), ("generation", "0")]
                )
    except BaseException:
        db.close()
        raise
    return db


def _vectors_of(db: sqlite3.Connection, keys: list[str]) -> dict[str, list[float]]:
    rows = select_in(db, "SELECT key, data FROM vectors WHERE key IN ({marks})", keys)
    return {key: array("f", data).tolist() for key, data in rows}


def _size_of(db: sqlite3.Connection, model: str) -> int:
    """How many dimensions the model's cached vectors have (0 when none are cached)."""
    row = db.execute("SELECT length(data) FROM vectors WHERE model = ? LIMIT 1", (model,)).fetchone()
    return int(row[0]) // 4 if row else 0


def _bump(db: sqlite3.Connection) -> None:
    """Tell every cache that has the file open to forget what it read of it."""
    db.execute("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE name = 'generation'")


def _centre_from_sample(db: sqlite3.Connection, model: str) -> None:
    """Once a model has CENTRE_SAMPLE vectors, their mean becomes its centre and every item gets its code (inside
    the caller's transaction)."""
    rows = db.execute(
        "SELECT i.seq, v.data FROM items i JOIN vectors v ON v.key = i.key WHERE i.model = ?", (model,)
    ).fetchall()
    if len(rows) < CENTRE_SAMPLE:
        return
    vectors = [(seq, array("f", data).tolist()) for seq, data in rows]
    size = len(vectors[-1][1])
    vectors = [(seq, v) for seq, v in vectors if len(v) == size]
    mean = [math.fsum(v[d] for _, v in vectors) / len(vectors) for d in range(size)]
    centre = (model, array("f", mean).tobytes(), len(vectors))
    db.execute("INSERT INTO centres(model, mean, n) VALUES (?, ?, ?)", centre)
    db.executemany("UPDATE items SET code = ? WHERE seq = ?", [(binary_code(v, mean), seq) for seq, v in vectors])
