"""Optional embeddings: vectors from an injected `embed(texts)` callable, cached by content hash in `index/`.

twin never needs embeddings: without them retrieval is lexical. With an
`embed` callable (backed by the OpenAI-compatible client in twin/llm), the
candidates of a search and the newest items are also compared with the message
by cosine similarity, and the closest gain relevance (twin/recall/retrieval.py).
Vectors are cached in `index/vectors.sqlite3` under a hash of the model name and
the text, so a text is embedded once; the cache is derived data like the rest
of `index/`.
"""

from __future__ import annotations

import hashlib
import math
import operator
import sqlite3
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

from twin.errors import StorageError
from twin.store.derived import select_in

Embed = Callable[[list[str]], list[list[float]]]
BATCH = 64  # texts per call to `embed`


def model_name(embed: Embed) -> str:
    """The name that keys the cache: the callable's `model` attribute, else its qualified name."""
    return str(getattr(embed, "model", "") or getattr(embed, "__qualname__", "") or "embed")


def content_key(model: str, text: str) -> str:
    """The cache key of a text under a model."""
    return hashlib.sha256(f"{model}\0{text}".encode()).hexdigest()


class VectorCache:
    """Embedding vectors by content hash, in index/vectors.sqlite3."""

    def __init__(self, index_dir: Path) -> None:
        self.path = Path(index_dir) / "vectors.sqlite3"
        self._db: sqlite3.Connection | None = None

    @property
    def db(self) -> sqlite3.Connection:
        """The open cache, created on first use (and started over when unreadable)."""
        if self._db is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            for attempt in range(2):
                try:
                    db = sqlite3.connect(self.path, timeout=10, check_same_thread=False)
                    db.execute("PRAGMA journal_mode = WAL")
                    db.execute("CREATE TABLE IF NOT EXISTS vectors(key TEXT PRIMARY KEY, data BLOB NOT NULL)")
                    self._db = db
                    break
                except sqlite3.DatabaseError as exc:
                    if attempt:
                        raise StorageError(f"The vector cache {self.path} could not be opened: {exc}.") from exc
                    self.path.unlink(missing_ok=True)
        assert self._db is not None
        return self._db

    def close(self) -> None:
        """Close the cache file."""
        if self._db is not None:
            self._db.close()
            self._db = None

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
