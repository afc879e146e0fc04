"""Optional embeddings: vectors from an injected `embed(texts)` callable, cached by content hash in `index/`.

twin never needs embeddings: without them retrieval is lexical. With an
`embed` callable (backed by the OpenAI-compatible client in twin/llm), the
candidates of a search, the newest items and the items nearest in meaning over
the whole history are compared with the message by cosine similarity, and the
closest gain relevance (twin/recall/retrieval.py).

Vectors are cached in `index/vectors.sqlite3` under a hash of the model name and
the text, so a text is embedded once. Each embedded item of the search index
(turn, fact, chapter, document chunk) is also listed there by its id, with a
binary code: one bit per dimension, whether the vector lies above the mean of
the model's vectors. Comparing a message's code with every item's
(`int.bit_count` of the two codes' difference) finds the few hundred items
worth an exact cosine among a hundred thousand in milliseconds, without numpy
or a vector index library. The cache is derived data like the rest of `index/`.
"""

from __future__ import annotations

import hashlib
import heapq
import math
import operator
import os
import sqlite3
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from twin.errors import StorageError
from twin.store.derived import select_in

Embed = Callable[[list[str]], list[list[float]]]
BATCH = 64  # texts per call to `embed`
# Codes need a centre: a model's vectors crowd on one side of the origin (multilingual-e5-small: of the exact 50
# nearest turns on a history of 9,300, 35% are among the 200 nearest codes taken around zero, 87% around the mean).
CENTRE_SAMPLE = 256  # the centre is the mean of the first this many vectors of a model; before, no codes
SCHEMA = """
CREATE TABLE IF NOT EXISTS vectors(key TEXT PRIMARY KEY, data BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS items(
    seq INTEGER PRIMARY KEY, model TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL, key TEXT NOT NULL,
    code BLOB, UNIQUE(model, id)
);
CREATE TABLE IF NOT EXISTS centres(model TEXT PRIMARY KEY, mean BLOB NOT NULL, n INTEGER NOT NULL);
"""


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
        self._inode = 0
        self._codes: dict[tuple[str, str], _Codes] = {}  # (model, kind) -> the codes read so far
        self._centres: dict[str, list[float] | None] = {}

    @property
    def db(self) -> sqlite3.Connection:
        """The open cache, created on first use, started over when unreadable, opened again when the file was
        replaced or removed (a privacy purge removes it)."""
        if self._db is not None and self._inode != _inode(self.path):
            self.close()
        if self._db is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            for attempt in range(2):
                try:
                    db = sqlite3.connect(self.path, timeout=10, check_same_thread=False)
                    db.execute("PRAGMA journal_mode = WAL")
                    db.executescript(SCHEMA)
                    self._db, self._inode = db, _inode(self.path)
                    break
                except sqlite3.DatabaseError as exc:
                    if attempt:
                        raise StorageError(f"The vector cache {self.path} could not be opened: {exc}.") from exc
                    self.path.unlink(missing_ok=True)
        assert self._db is not None
        return self._db

    def close(self) -> None:
        """Close the cache file (and forget what was read of it)."""
        if self._db is not None:
            self._db.close()
            self._db = None
        self._codes.clear()
        self._centres.clear()

    def get(self, keys: Sequence[str]) -> dict[str, list[float]]:
        """The cached vectors of `keys` (missing keys are left out)."""
        rows = select_in(self.db, "SELECT key, data FROM vectors WHERE key IN ({marks})", list(keys))
        return {key: array("f", data).tolist() for key, data in rows}

    def put(self, vectors: dict[str, list[float]]) -> None:
        """Store vectors by key."""
        with self.db:
            self.db.executemany(
                "INSERT OR REPLACE INTO vectors(key, data) VALUES (?, ?)",
                [(k, array("f", v).tobytes()) for k, v in vectors.items()],
            )

    def vectors(self, embed: Embed, texts: Sequence[str]) -> list[list[float]]:
        """A vector for each text: from the cache, else from `embed` in batches (and then cached)."""
        model = model_name(embed)
        keys = [content_key(model, t) for t in texts]
        cached = self.get(list(dict.fromkeys(keys)))
        missing = list(dict.fromkeys(t for t, k in zip(texts, keys, strict=True) if k not in cached))
        for i in range(0, len(missing), BATCH):
            batch = missing[i : i + BATCH]
            result = embed(batch)
            if len(result) != len(batch):
                raise ValueError(f"embed returned {len(result)} vectors for {len(batch)} texts")
            fresh = {content_key(model, t): [float(x) for x in v] for t, v in zip(batch, result, strict=True)}
            self.put(fresh)
            cached.update(fresh)
        return [cached[k] for k in keys]

    def item_vectors(self, embed: Embed, kind: str, items: Sequence[tuple[str, str]]) -> list[list[float]]:
        """A vector for each (id, text) item of the search index, as `vectors`; the items are listed as embedded,
        with their codes once the model has a centre (the first CENTRE_SAMPLE vectors' mean)."""
        vectors = self.vectors(embed, [text for _, text in items])
        model = model_name(embed)
        db = self.db
        sql = "SELECT id FROM items WHERE model = ? AND id IN ({marks})"
        listed = {i for (i,) in select_in(db, sql, [item_id for item_id, _ in items], model)}
        new = [(item, v) for item, v in zip(items, vectors, strict=True) if item[0] not in listed]
        if not new:
            return vectors  # a recall's pool is mostly listed already: no write
        db.execute("BEGIN IMMEDIATE")  # one writer at a time: no item is listed without a code once a centre exists
        try:
            row = db.execute("SELECT mean FROM centres WHERE model = ?", (model,)).fetchone()
            centre = array("f", row[0]).tolist() if row else None
            db.executemany(
                "INSERT OR IGNORE INTO items(model, kind, id, key, code) VALUES (?, ?, ?, ?, ?)",
                [
                    (model, kind, item_id, content_key(model, text), binary_code(v, centre) if centre else None)
                    for (item_id, text), v in new
                ],
            )
            if centre is None:
                _centre_from_sample(db, model)
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        return vectors

    def embedded(self, model: str) -> set[str]:
        """The ids of the items embedded under `model`."""
        return {i for (i,) in self.db.execute("SELECT id FROM items WHERE model = ?", (model,))}

    def nearest(self, model: str, kind: str, vector: Sequence[float], limit: int) -> list[str]:
        """The ids of the `limit` items of `kind` whose codes are nearest the vector's, nearest first (none while
        the model has no centre)."""
        centre = self._centre(model)
        if centre is None or len(centre) != len(vector):
            return []
        codes = self._read_codes(model, kind)
        mine = int.from_bytes(binary_code(vector, centre), "little")
        distances = [(mine ^ code).bit_count() for code in codes.codes]
        best = heapq.nsmallest(limit, range(len(distances)), key=distances.__getitem__)
        return [codes.ids[i] for i in best]

    def _read_codes(self, model: str, kind: str) -> _Codes:
        """The codes of a model's items of one kind, reading only the rows written since the last call."""
        codes = self._codes.setdefault((model, kind), _Codes())
        sql = "SELECT seq, id, code FROM items WHERE model = ? AND kind = ? AND seq > ? AND code IS NOT NULL"
        for seq, item_id, code in self.db.execute(sql + " ORDER BY seq", (model, kind, codes.seq)):
            codes.seq = seq
            codes.ids.append(item_id)
            codes.codes.append(int.from_bytes(code, "little"))
        return codes

    def _centre(self, model: str) -> list[float] | None:
        """The mean the model's codes are taken around, once it has one."""
        if self._centres.get(model) is None:
            row = self.db.execute("SELECT mean FROM centres WHERE model = ?", (model,)).fetchone()
            self._centres[model] = array("f", row[0]).tolist() if row else None
            if row:
                self._codes = {k: v for k, v in self._codes.items() if k[0] != model}  # read again, all coded now
        return self._centres[model]


class _Item(Protocol):
    id: str
    text: str


class Items(Protocol):
    """What `embed_pending` needs of the search index (twin/recall/index.py's SearchIndex)."""

    @property
    def vectors(self) -> VectorCache: ...

    def item_ids(self, kind: str) -> list[tuple[int, str]]: ...

    def hits(self, scored: list[tuple[int, float]], kind: str = "turn") -> Sequence[_Item]: ...


def embed_pending(
    index: Items, embed: Embed, *, limit: int | None = None, progress: Callable[[int, int], None] | None = None
) -> int:
    """Embed the items of the index that have no vector under `embed`'s model yet (facts and chapters first, then
    document chunks and turns, the newest first), at most `limit`; how many were embedded. `progress(done, total)`
    is told after each batch."""
    cache = index.vectors
    known = cache.embedded(model_name(embed))
    pending = [(kind, rowid) for kind in ("fact", "chapter", "document", "turn")
               for rowid, item_id in index.item_ids(kind) if item_id not in known]  # fmt: skip
    if limit is not None:
        pending = pending[:limit]
    done = 0
    for i in range(0, len(pending), BATCH):
        batch = pending[i : i + BATCH]
        for kind in dict.fromkeys(k for k, _ in batch):
            hits = index.hits([(r, 0.0) for k, r in batch if k == kind], kind)
            cache.item_vectors(embed, kind, [(h.id, h.text) for h in hits])
        done += len(batch)
        if progress is not None:
            progress(done, len(pending))
    return done


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    """Cosine similarity of two vectors (0 when either is all zeros or their sizes differ)."""
    return similarities(a, [b])[0]


def similarities(query: Sequence[float], vectors: Sequence[Sequence[float]]) -> list[float]:
    """The cosine similarity of `query` with each of `vectors` (0 where either is all zeros or the sizes differ)."""
    q_norm = math.sqrt(sum(map(operator.mul, query, query)))
    out = []
    for v in vectors:
        norm = q_norm * math.sqrt(sum(map(operator.mul, v, v)))
        out.append(sum(map(operator.mul, query, v)) / norm if norm and len(v) == len(query) else 0.0)
    return out


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
    db.execute(
        "INSERT INTO centres(model, mean, n) VALUES (?, ?, ?)", (model, array("f", mean).tobytes(), len(vectors))
    )
    db.executemany("UPDATE items SET code = ? WHERE seq = ?", [(binary_code(v, mean), seq) for seq, v in vectors])


def _inode(path: Path) -> int:
    try:
        return os.stat(path).st_ino
    except OSError:
        return 0
