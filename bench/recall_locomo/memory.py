"""What each link of recall adds, on LoCoMo with all three tracks: turns, facts and chapters.

    .venv/bin/python bench/recall_locomo/run.py --memory

LoCoMo comes with what a model wrote about each session: `observation`, facts
about each speaker that name the turn they come from, and `session_summary`.
They are written as the twin's facts (subject the speaker, evidence that turn)
and chapters (one per session), beside the turns. Each question is then
recalled with a chat turn's budgets (twin/settings.py: 1,500 tokens of earlier
turns, half the 1,500 of facts, half the 2,000 of chapters), with recall's
links turned on one after the other, and three shares of evidence turns are
measured: in a recalled passage; in a passage or cited by a recalled fact;
and besides, under a recalled chapter of the evidence turn's session (a
chapter holds the session in outline, not the turn's words, so that column is
an upper bound on what chapters carry).
"""

from __future__ import annotations

import statistics
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path

from bench.recall_locomo.load import Conversation
from twin.clock import to_iso
from twin.recall import passages, retrieval
from twin.recall.index import SearchIndex
from twin.recall.retrieval import recall
from twin.store import JsonlFile, new_id

TURN_BUDGET, FACT_BUDGET, CHAPTER_BUDGET = 1500, 750, 1000  # a chat turn's: ContextSettings' defaults
CONFIGS = [  # (label, pair, links): each adds one link to the one before
    ("no links", "none", ()),
    ("+ a question's answer, a reply's question (twin/recall/passages.py)", "asked", ()),
    ("+ a fact's evidence turn", "asked", ("evidence",)),
    ("+ a turn's session chapter", "asked", ("evidence", "chapter")),
    ("+ facts about the people a turn names (all of them: twin's recall)", "asked", ("evidence", "chapter", "people")),
    ("for comparison: every user turn brings its reply, all links", "pair", ("evidence", "chapter", "people")),
]


def write_memory(sample: dict, conv: Conversation) -> tuple[int, int]:
    """LoCoMo's observations as facts and session summaries as chapters of the twin; (facts, chapters) written."""
    facts, chapters = [], []
    for key, by_speaker in (sample.get("observation") or {}).items():
        number = int(key.split("_")[1])
        if number not in conv.sessions:
            continue
        session, _, end = conv.sessions[number]
        for speaker, items in by_speaker.items():
            for n, (text, dia_id) in enumerate(items):
                turn = conv.turn_ids.get(str(dia_id).strip())
                said = to_iso(end)
                facts.append({
                    "v": 1, "id": new_id(end), "ts": said, "kind": "assert", "type": "fact", "subject": speaker,
                    "attribute": f"observation {number}.{n}", "value": text, "source": "user", "confidence": 0.9,
                    "said_at": said, "valid_from": said, "layer": "long", "session": session,
                    **({"evidence": {"session": session, "turn": turn, "quote": ""}} if turn else {}),
                })  # fmt: skip
    for key, text in (sample.get("session_summary") or {}).items():
        number = int(key.split("_")[1])
        if number in conv.sessions and str(text).strip():
            session, start, end = conv.sessions[number]
            chapters.append({
                "v": 1, "id": new_id(end + timedelta(minutes=1)), "ts": to_iso(end + timedelta(minutes=1)),
                "kind": "chapter", "session": session, "text": str(text), "start": to_iso(start), "end": to_iso(end),
                "prompt": "locomo-summary",
            })  # fmt: skip
    JsonlFile(conv.twin_dir / "facts.jsonl").append_records(facts)
    JsonlFile(conv.twin_dir / "chapters.jsonl").append_records(chapters)
    return len(facts), len(chapters)


@contextmanager
def links(pair: str, chosen: tuple[str, ...]) -> Iterator[None]:
    """Recall with these links only, for the time of the block."""
    saved = passages.NEIGHBOURS, retrieval.LINKS
    passages.NEIGHBOURS, retrieval.LINKS = pair, chosen
    try:
        yield
    finally:
        passages.NEIGHBOURS, retrieval.LINKS = saved


def evaluate(conv: Conversation, index: SearchIndex, rows: list[dict]) -> None:
    """Score every question of one conversation under each configuration of links."""
    now = conv.last_session + timedelta(days=1)
    session_of = {hit.id: hit.session or "" for hit in index.latest("turn", before=now, limit=10**9)}
    for q in conv.questions:
        row: dict = {"category": q.category}
        for label, pair, chosen in CONFIGS:
            with links(pair, chosen):
                found = recall(index, q.text, now=now, turn_budget=TURN_BUDGET, fact_budget=FACT_BUDGET,
                               chapter_budget=CHAPTER_BUDGET)  # fmt: skip
            turns = {t.id for p in found.turns for t in p.turns}
            cited = {str((f.record.get("evidence") or {}).get("turn")) for f in found.facts}
            outlined = {str(c.hit.session) for c in found.chapters}
            n = len(q.evidence)
            row[f"{label}|turn"] = sum(e in turns for e in q.evidence) / n
            row[f"{label}|fact"] = sum(e in turns or e in cited for e in q.evidence) / n
            row[f"{label}|any"] = sum(e in turns or e in cited or session_of.get(e) in outlined for e in q.evidence) / n
        rows.append(row)


def table(rows: list[dict], info: dict) -> str:
    """The results as Markdown."""
    pct = lambda v: f"{100 * v:.1f}%"  # noqa: E731
    mean = lambda key: statistics.fmean(r[key] for r in rows)  # noqa: E731
    out = [
        f"LoCoMo dev split with its observations as facts ({info['facts']}) and its session summaries as chapters "
        f"({info['chapters']}), {len(rows)} questions, recalled with a chat turn's budgets ({TURN_BUDGET} tokens of "
        f"turns, {FACT_BUDGET} of facts, {CHAPTER_BUDGET} of chapters). Share of evidence turns:",
        "",
        "| links | in a passage | in a passage or cited by a fact | or its session's chapter recalled |",
        "| --- | ---: | ---: | ---: |",
    ]
    for label, _, _ in CONFIGS:
        out.append(f"| {label} | {pct(mean(f'{label}|turn'))} | {pct(mean(f'{label}|fact'))} | "
                   f"{pct(mean(f'{label}|any'))} |")  # fmt: skip
    return "\n".join(out)


def run(samples: list[dict], tmp: Path, write_twin) -> str:  # type: ignore[no-untyped-def]
    """Write each conversation with its facts and chapters, and measure."""
    rows: list[dict] = []
    info = {"facts": 0, "chapters": 0}
    for sample in samples:
        twin_dir = tmp / sample["sample_id"]
        index = SearchIndex(twin_dir)
        conv = write_twin(sample, twin_dir, on_turn=index.add_turn)
        facts, chapters = write_memory(sample, conv)
        info["facts"] += facts
        info["chapters"] += chapters
        index.sync()
        evaluate(conv, index, rows)
        index.close()
    return table(rows, info)
