"""The big twin of the per-turn benchmark: a year of sessions with chapters, and facts taken from those sessions.

Sessions and chapters come from the startup benchmark's generator
(bench/startup/history.py: 10-40 turns each, about 40% Chinese, through
`SessionStore` and `ChapterStore`). Facts are written here straight into
facts.jsonl, one batch, in the exact record format FactStore writes
(twin/memory/factwrites.py), because `FactStore.assert_fact` fsyncs every
record and takes its lock: 50,000 of them would take minutes. Each record is
said in a real user turn of the history (its evidence names that session and
turn, and quotes it), so retrieval can follow a fact to its turn as it would
in a twin that had been talking for a year.
"""

from __future__ import annotations

import heapq
import json
import random
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from twin.clock import to_iso
from twin.sessions.session import SessionStore
from twin.store import new_id
from twin.store.jsonl import SCHEMA_VERSION

# Who the facts are about: the person (as the chat names them: "Sam"), and the people and things they mention.
PEOPLE = [
    "Sam", "sister", "manager", "Parsnip", "mother", "father", "Lena", "Tom", "Priya", "Marco", "Jonas", "Aiko",
    "the team lead", "the recruiter", "the running club", "the landlord", "Dr. Reyes", "Grandma", "Uncle Dev", "Mia",
    "妈妈", "爸爸", "老板", "老王", "小美", "表哥", "室友", "导师", "同事小张", "奶奶",
    "阿杰", "大学同学", "隔壁邻居", "健身教练", "房东", "小林的姐姐", "李老师", "前同事", "舅舅", "小狗豆豆",
]  # fmt: skip
ATTRIBUTES = [
    "job", "employer", "city", "team", "project", "framework at work", "commute", "weekly meeting", "salary",
    "job offer", "career plan", "course", "school plans", "10k time", "running plan", "weekend plans", "book",
    "notebook habit", "favourite food", "worry", "health", "relationship", "home", "pet", "hobby",
    "工作", "公司", "城市", "加班", "升职", "读研计划", "爱好", "周末安排", "做饭", "旅行计划", "存钱目标", "爬山",
    "心情", "创业想法", "老家", "看的书", "健身", "睡眠", "房租", "学做的菜", "和家人的关系", "担心的事", "最近在学",
    "生日",
]  # fmt: skip
VALUES = [
    "a job offer from a bigger company", "leading the migration", "moved the project from Vue to React",
    "the Tuesday planning meeting", "going back to school at thirty-eight", "ran the 10k in 58 minutes",
    "wants to teach", "a pay cut of about a third", "Parsnip chewed the charger cable", "writes in a notebook",
    "shipped the release two weeks late", "tired of pretending to like the work", "talking to the sister about parents",
    "a data course in the evenings", "Tacoma", "Seattle", "a staff engineer role", "the release was late",
    "一直在加班", "想辞职去读研究生", "老板说升职再等半年", "周末去爬山", "妈妈催回老家工作", "第一次做红烧肉成功了",
    "先存钱还是先旅行", "项目上线晚了两周", "越来越不想说话", "那本书写得真好", "朋友约一起创业", "深圳", "杭州",
    "每天跑步五公里", "在学做饭", "想换工作",
]  # fmt: skip


def user_turns(twin_dir: Path) -> list[tuple[str, str, str, str]]:
    """(ts, session id, turn id, text) of every user turn of the history, oldest first."""
    found = []
    for session in SessionStore(twin_dir).sessions():
        found += [(t.ts, session.id, t.id, t.text) for t in session.turns if t.role == "user"]
    found.sort()
    return found


def keys(count: int) -> list[tuple[str, str]]:
    """`count` (subject, attribute) keys: every subject gets the same attributes, the person's first."""
    pairs = [(subject, attribute) for subject in PEOPLE for attribute in ATTRIBUTES]
    if count > len(pairs):
        pairs += [(f"person {i}", attribute) for i in range(count) for attribute in ATTRIBUTES]
    return pairs[:count]


def _moment(turn: tuple[str, str, str, str]) -> datetime:
    return datetime.fromisoformat(turn[0])


def _creating(
    kind: str, key: tuple[str, str], value: str, turn: tuple[str, str, str, str], rng: random.Random, **extra: Any
) -> dict[str, Any]:
    said = _moment(turn)
    written = said + timedelta(seconds=rng.randint(3, 30))  # extraction runs just after the exchange
    chinese = any("\u4e00" <= ch <= "\u9fff" for ch in turn[3])
    return {
        "v": SCHEMA_VERSION,
        "id": new_id(written),
        "ts": to_iso(written),
        "kind": kind,
        "subject": key[0],
        "attribute": key[1],
        "value": value,
        "type": rng.choice(("fact", "fact", "fact", "event", "preference")),
        "source": "user" if rng.random() < 0.85 else "inferred",
        "confidence": round(rng.uniform(0.6, 0.95), 2),
        "said_at": to_iso(said),
        "valid_from": to_iso(said),
        "valid_until": None,
        "layer": "short",
        "evidence": {"session": turn[1], "turn": turn[2], "quote": turn[3][:80]},
        "cause": turn[2],
        "prompt": "extract_facts.zh.v1" if chinese else "extract_facts.en.v1",
        **extra,
    }


def _change(kind: str, fact_id: str, turn: tuple[str, str, str, str], rng: random.Random, **fields: Any) -> dict:
    written = _moment(turn) + timedelta(seconds=rng.randint(3, 30))
    return {"v": SCHEMA_VERSION, "id": new_id(written), "ts": to_iso(written), "kind": kind, "fact": fact_id, **fields}


def key_records(key: tuple[str, str], turns: list[tuple[str, str, str, str]], rng: random.Random) -> list[dict]:
    """The records about one key, one per turn given (oldest first): an assert, then a walk of changes.

    Supersede 40%, confirm 35%, promote 10%, retire 5% (the next record asserts afresh), a conflicting
    assert that loses 5%, expire 5% (likewise).
    """
    records: list[dict] = []
    head: dict | None = None
    for turn in turns:
        value = rng.choice(VALUES)
        said = to_iso(_moment(turn))
        roll = rng.random()
        if head is None:
            head = _creating("assert", key, value, turn, rng)
            records.append(head)
        elif roll < 0.40:
            head = _creating("supersede", key, value, turn, rng, replaces=head["id"], reason="update")
            records.append(head)
        elif roll < 0.75:
            evidence = {"session": turn[1], "turn": turn[2], "quote": turn[3][:80]}
            confidence = round(1 - (1 - head["confidence"]) ** 2, 4)
            records.append(
                _change("confirm", head["id"], turn, rng, said_at=said, confidence=confidence, evidence=evidence,
                        cause=turn[2])
            )  # fmt: skip
        elif roll < 0.85:
            records.append(_change("promote", head["id"], turn, rng, at=said, layer="long", cause=turn[2]))
        elif roll < 0.90:
            records.append(_change("retire", head["id"], turn, rng, at=said, reason="user", note=None, cause="cli"))
            head = None
        elif roll < 0.95:
            loser = _creating("assert", key, value, turn, rng, lost_to=head["id"], reason="conflict")
            loser["said_at"] = loser["valid_from"] = to_iso(datetime.fromisoformat(head["said_at"]) - timedelta(days=1))
            records.append(loser)
        else:
            until = to_iso(_moment(turn) + timedelta(days=rng.randrange(1, 60)))
            records.append(_change("expire", head["id"], turn, rng, at=said, until=until, cause=turn[2]))
            head = None
    return records


def write_facts(twin_dir: Path, records: int, key_count: int, seed: int = 11) -> dict[str, int]:
    """Write facts.jsonl with `records` records over `key_count` keys, said in the history's user turns.

    Returns counts: records, keys, facts (records that create a fact), bytes.
    """
    rng = random.Random(seed)
    turns = user_turns(twin_dir)
    if not turns:
        raise ValueError(f"no user turns under {twin_dir}: write the sessions first")
    all_keys = keys(key_count)
    per_key = [records // key_count + (1 if i < records % key_count else 0) for i in range(key_count)]
    streams = []
    for n, key in zip(per_key, all_keys, strict=True):
        chosen = sorted(rng.choices(range(len(turns)), k=n))
        recs = key_records(key, [turns[i] for i in chosen], rng)
        streams.append([(r["ts"], r["id"], r) for r in recs])
    path = twin_dir / "facts.jsonl"
    created = 0
    with open(path, "w", encoding="utf-8") as fh:
        for _, _, record in heapq.merge(*streams, key=lambda item: (item[0], item[1])):
            created += record["kind"] in ("assert", "supersede")
            fh.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
    return {"records": records, "keys": key_count, "facts": created, "bytes": path.stat().st_size}
