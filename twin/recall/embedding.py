"""Optional embeddings in recall: what of an item may be embedded, embedding what is not yet, cosine similarity.

twin never needs embeddings: without them retrieval is lexical. With an
`embed` callable (backed by the OpenAI-compatible client in twin/llm), the
candidates of a search and the items nearest in meaning over the whole history
are compared with the message by cosine similarity, and the closest gain
relevance (twin/recall/retrieval.py). The vectors and the items' binary codes
are kept in the vector cache (twin/store/vectors.py).

What the person asked to forget is never sent to the embedding model: a turn,
chapter or chunk is embedded with the forgotten words masked, a forgotten fact
not at all (`Forgetting`).
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from twin.facts.masks import Masks, placeholder
from twin.facts.store import FactStore
from twin.store.vectors import BATCH, Embed, VectorCache, model_name

__all__ = ["Embed", "Forgetting", "Pending", "cosine", "embed_pending", "embeddable", "similarities"]
PLACEHOLDER = placeholder("en")  # what the embedding model is sent in place of forgotten words


class Item(Protocol):
    """An item of the search index, as embedding sees it (twin/recall/index.py's Hit)."""

    kind: str
    id: str
    text: str
    ts: str
    role: str | None  # a turn's: the twin's words are masked whenever said (`Masks.turn`)


@dataclass(frozen=True)
class Forgetting:
    """What the person asked to forget, as it bears on embedding: the words to mask, the facts to leave out."""

    masks: Masks
    facts: frozenset[str]
    mark: tuple[int, float]  # changes when what is forgotten does

    @classmethod
    def of(cls, facts: FactStore, kept: Forgetting | None = None) -> Forgetting:
        """What is forgotten in this fact store now: `kept` again while nothing more was forgotten or purged."""
        mark = facts.forgotten_mark()
        if kept is not None and kept.mark == mark:  # 0.3 ms, made again 37 ms a turn: 2,163 forgotten facts on the
            return kept  # big bench twin, bench/shortcuts/run.py --only forgetting, 2026-12-03
        return cls(Masks.of(facts.forgotten_words(), []), frozenset(facts.forgotten_ids()), mark)

    def text(self, item: Item) -> str | None:
        """What of the item may be embedded: its text with the forgotten words masked (as said if the person said
        it after the last forget), or nothing for a forgotten fact."""
        if item.kind == "fact" and item.id in self.facts:
            return None
        if item.kind in ("chapter", "document"):
            return self.masks.chapter(item.text, PLACEHOLDER)
        return self.masks.turn(item.text, PLACEHOLDER, item.ts, item.role)


NOTHING_FORGOTTEN = Forgetting(Masks(), frozenset(), (0, 0.0))


class Items(Protocol):
    """What `embed_pending` needs of the search index (twin/recall/index.py's SearchIndex)."""

    @property
    def vectors(self) -> VectorCache: ...

    def item_ids(self, kind: str, since: float | None = None) -> list[tuple[int, str, float]]: ...

    def hits(self, scored: list[tuple[int, float]], kind: str = "turn") -> Sequence[Item]: ...


@dataclass
class Pending:
    """What `embed_pending` did."""

    embedded: int  # texts the model was asked to embed
    listed: int  # items listed as embedded (some from vectors cached already)
    complete: bool  # every item looked at is embedded now


class _Counted:
    """An embed callable that counts the texts it is asked for (and keeps the model's name)."""

    def __init__(self, embed: Embed) -> None:
        self.embed, self.model, self.count = embed, model_name(embed), 0

    def __call__(self, texts: list[str]) -> list[list[float]]:
        self.count += len(texts)
        return self.embed(texts)


KINDS = ("turn", "fact", "chapter", "document")  # the kinds of item embedded


def embeddable(index: Items, forgetting: Forgetting = NOTHING_FORGOTTEN) -> set[str]:
    """The ids of the items of the index that are to be embedded: all but the facts the person asked to forget."""
    gone = forgetting.facts
    every = ((kind, item_id) for kind in KINDS for _, item_id, _ in index.item_ids(kind))
    return {item_id for kind, item_id in every if kind != "fact" or item_id not in gone}


def embed_pending(
    index: Items,
    embed: Embed,
    *,
    forgetting: Forgetting = NOTHING_FORGOTTEN,
    limit: int | None = None,
    since: float | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Pending:
    """Embed the items of the index not yet embedded under `embed`'s model as they may be now (`forgetting`), the
    newest first, asking the model for at most about `limit` texts (a batch more at most); `since` (epoch seconds)
    looks only at items of that time or later. `progress(done, total)` is told after each batch of items."""
    counted = _Counted(embed)
    cache = index.vectors
    found = [(at, kind, rowid) for kind in KINDS for rowid, _, at in index.item_ids(kind, since)]
    found.sort(key=lambda item: -item[0])
    listed: set[str] = set()
    done = 0
    generation, restarted = cache.generation, False
    while done < len(found) and (limit is None or counted.count < limit):
        batch = found[done : done + BATCH]
        for kind in dict.fromkeys(k for _, k, _ in batch):
            hits = index.hits([(r, 0.0) for _, k, r in batch if k == kind], kind)
            texts = [(h.id, text) for h in hits if (text := forgetting.text(h)) is not None]
            known = cache.listed(counted.model, texts)
            todo = [(item_id, text) for item_id, text in texts if item_id not in known]
            if todo:
                cache.item_vectors(counted, kind, todo)
                listed.update(item_id for item_id, _ in todo)
        done += len(batch)
        if cache.generation != generation and not restarted:  # what was listed went (the model changed size): look
            generation, done, restarted = cache.generation, 0, True  # again from the top, once
        if progress is not None:
            progress(done, len(found))
    return Pending(counted.count, len(listed), done >= len(found))


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
