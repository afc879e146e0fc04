"""A benchmark twin: facts.jsonl with N fact records over K keys, written as FactStore would write them.

Each key gets an assert, then a random walk of operations on its current
fact (supersede 35%, confirm 40%, promote 10%, retire 5% and a new assert
after it, conflicting assert 5%, expire 5%), spread over two years and
written in time order, as a twin that had been talking for two years would
have them. Deterministic for a given seed.
"""

from __future__ import annotations

import heapq
import json
import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from twin.clock import to_iso
from twin.store import new_id

START = datetime(2023, 1, 1, tzinfo=UTC)
SPAN = timedelta(days=730)
WORDS = ["Berlin", "深圳", "coffee", "tea", "the red bike", "跑步", "Vue", "React", "a cat named Miso", "夜班"]
QUOTES = ["I moved to {v} last week", "我最近开始{v}了", "actually it's {v} now", "you know I like {v}"]


def _fact(kind: str, key: tuple[str, str], value: str, said: datetime, rng: random.Random, **extra: Any) -> dict:
    session = new_id(said)
    quote = rng.choice(QUOTES).format(v=value)
    return {
        "v": 1,
        "id": new_id(said),
        "ts": to_iso(said + timedelta(seconds=2)),
        "kind": kind,
        "subject": key[0],
        "attribute": key[1],
        "value": value,
        "type": "fact",
        "source": "user" if rng.random() < 0.8 else "inferred",
        "confidence": round(rng.uniform(0.5, 0.95), 2),
        "said_at": to_iso(said),
        "valid_from": to_iso(said),
        "valid_until": None,
        "layer": "short",
        "evidence": {"session": session, "turn": new_id(said), "quote": quote},
        "cause": new_id(said),
        "prompt": "extract_facts.en.v1",
        **extra,
    }


def _op(kind: str, fact_id: str, said: datetime, **fields: Any) -> dict:
    return {
        "v": 1,
        "id": new_id(said),
        "ts": to_iso(said + timedelta(seconds=2)),
        "kind": kind,
        "fact": fact_id,
        **fields,
    }


def key_records(key: tuple[str, str], count: int, rng: random.Random) -> list[tuple[str, dict]]:
    """`count` (write time, record) pairs about one key, in time order, each naming the fact current then."""
    moments = sorted(START + SPAN * rng.random() for _ in range(count))
    records: list[dict] = []
    written: list[str] = []
    head: dict | None = None
    for said in moments:
        value = f"{rng.choice(WORDS)} {rng.randrange(1000)}"
        roll = rng.random()
        if head is None:
            head = _fact("assert", key, value, said, rng)
            records.append(head)
        elif roll < 0.35:
            head = _fact("supersede", key, value, said, rng, replaces=head["id"], reason="update")
            records.append(head)
        elif roll < 0.75:
            evidence = {"session": new_id(said), "turn": new_id(said), "quote": f"yes, still {head['value']}"}
            fields = {"said_at": to_iso(said), "confidence": 0.97, "evidence": evidence, "cause": new_id(said)}
            records.append(_op("confirm", head["id"], said, **fields))
        elif roll < 0.85:
            records.append(_op("promote", head["id"], said, at=to_iso(said), layer="long", cause=new_id(said)))
        elif roll < 0.90:
            records.append(_op("retire", head["id"], said, at=to_iso(said), reason="user", note=None, cause="cli"))
            head = None
        elif roll < 0.95:
            records.append(
                _fact("assert", key, value, said - timedelta(days=1), rng, lost_to=head["id"], reason="conflict")
            )
        else:
            until = to_iso(said + timedelta(days=rng.randrange(1, 60)))
            records.append(_op("expire", head["id"], said, at=to_iso(said), until=until, cause=new_id(said)))
            head = None  # treat as ended: the next record starts afresh (a later assert)
        written.append(to_iso(said))
    return list(zip(written, records, strict=True))


def keys(count: int) -> list[tuple[str, str]]:
    """`count` (subject, attribute) pairs: 1000 subjects of 100 attributes each (fewer when count is small)."""
    per = 100 if count >= 100 else count
    subjects = ["user", "sister", "Sam", "老王"] + [f"person {i}" for i in range(count // per)]
    return [(subjects[i // per], f"attribute {i % per}") for i in range(count)]


def generate(path: Path, records: int, key_count: int, seed: int = 7) -> int:
    """Write the benchmark facts.jsonl; returns its size in bytes."""
    rng = random.Random(seed)
    per_key = [records // key_count + (1 if i < records % key_count else 0) for i in range(key_count)]
    streams: list[Iterator[tuple[str, int, dict]]] = []
    for n, key in zip(per_key, keys(key_count), strict=True):
        recs = key_records(key, n, rng)
        streams.append(((moment, i, r) for i, (moment, r) in enumerate(recs)))
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        for _, _, record in heapq.merge(*streams, key=lambda item: (item[0], item[1])):
            fh.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
    return path.stat().st_size
