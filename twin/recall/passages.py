"""Recalled turns as passages: a hit with the other half of its exchange, adjacent hits merged, within a budget."""

from __future__ import annotations

from dataclasses import dataclass

from twin.recall.index import Hit, SearchIndex
from twin.recall.question import asks
from twin.recall.segment import READ_CHARS, clipped
from twin.tokens import estimate_tokens

# What a rendered passage costs beyond its words: a date line once per passage ("[2024-03-05 14:02]"), then one
# line per turn with a short speaker label ("Sam: ", "对方说："). The context builder renders passages this way.
PASSAGE_OVERHEAD = 6
TURN_OVERHEAD = 4
MAX_MISSES = 20
# asked: a user turn that asks brings the reply after it, a reply brings the user turn before it, a statement comes
# alone (its reply is a reaction: "后来怎么样了？"); pair: every user turn brings its reply; none: the hit alone.
# Measured (2026-12-01): LoCoMo @10 72.9% pair, 73.6% asked; the long Chinese history (bench/recall_zh, 3 seeds)
# @5 58.3% pair, see docs/retrieval.md for asked.
NEIGHBOURS = "asked"


@dataclass
class Passage:
    """Consecutive turns of one earlier session, recalled together (a RecalledTurn)."""

    session: str
    turns: list[Hit]  # oldest first
    score: float  # the best score among its turns
    hits: list[str]  # ids of the turns that matched the message (the others came along as neighbours)
    reason: str  # "match": found by its words; "evidence": the source of a recalled fact
    tokens: int  # what it costs rendered: its date line, and each turn with its speaker label

    @property
    def ts(self) -> str:
        """When the passage begins (ISO 8601)."""
        return self.turns[0].ts

    @property
    def date(self) -> str:
        """When the passage was said, YYYY-MM-DD (local time)."""
        return self.turns[0].time.astimezone().strftime("%Y-%m-%d")


def turn_cost(hit: Hit) -> int:
    """Tokens a recalled turn costs in a passage, with its speaker label (of a turn longer than READ_CHARS, as its
    beginning and end cost, in proportion: it fits no budget either way)."""
    if hit.tokens < 0:
        text = hit.text
        words = (
            estimate_tokens(text)
            if len(text) <= READ_CHARS
            else estimate_tokens(clipped(text)) * len(text) // READ_CHARS
        )
        hit.tokens = words + TURN_OVERHEAD
    return hit.tokens


def partners(index: SearchIndex, hits: list[Hit]) -> dict[str, Hit]:
    """The other half of each turn's exchange: the reply to a user turn, the user turn before a reply."""
    if NEIGHBOURS == "none":
        return {}
    if NEIGHBOURS == "asked":  # a question brings its answer, a reply the turn it answers; a statement comes alone
        links = {h.id: h.prev if h.role != "user" else h.next if asks(clipped(h.text)) else None for h in hits}
    else:
        links = {h.id: (h.next if h.role == "user" else h.prev) for h in hits}
    near = {h.rowid: h for h in index.hits([(r, 0.0) for r in links.values() if r is not None])}
    found: dict[str, Hit] = {}
    for hit in hits:
        link = links[hit.id]
        other = near.get(link) if link is not None else None
        if other is not None and other.role != hit.role:
            found[hit.id] = other
    return found


def fit_turns(
    index: SearchIndex,
    ranked: list[tuple[Hit, float]],
    evidence: list[tuple[Hit, float]],
    budget: int,
) -> tuple[list[Passage], list[tuple[Hit, float]]]:
    """Passages best first within `budget` tokens, and every chosen turn with its score in the order chosen."""
    reason = {h.id: "match" for h, _ in ranked}
    candidates: dict[str, tuple[Hit, float]] = {}
    for hit, score in [*ranked, *evidence]:
        if hit.id not in candidates or candidates[hit.id][1] < score:
            candidates[hit.id] = (hit, score)
        reason.setdefault(hit.id, "evidence")
    ordered = sorted(candidates.values(), key=lambda pair: (-pair[1], -pair[0].at, pair[0].id))
    chosen: dict[str, tuple[Hit, float]] = {}
    rows: set[int] = set()
    order: list[tuple[Hit, float]] = []
    matched: set[str] = set()
    used = 0
    misses = 0  # candidates in a row that did not fit: past MAX_MISSES the budget is as full as it gets
    for start in range(0, len(ordered), 32):  # partners are looked up a batch at a time, as far as the budget goes
        batch = ordered[start : start + 32]
        others = partners(index, [h for h, _ in batch])
        for hit, score in batch:
            if budget - used <= TURN_OVERHEAD:
                break
            matched.add(hit.id)
            if hit.id in chosen:
                continue
            members = [hit]
            other = others.get(hit.id)
            if other is not None and other.id not in chosen:
                members.append(other)
            cost = _cost(members, rows)
            if used + cost > budget:
                members = [hit]
                cost = _cost(members, rows)
                if used + cost > budget:
                    matched.discard(hit.id)
                    misses += 1
                    if misses > MAX_MISSES:
                        break
                    continue
            misses = 0
            used += cost
            for member in members:
                chosen[member.id] = (member, score)
                rows.add(member.rowid)
                order.append((member, score))
        if budget - used <= TURN_OVERHEAD or misses > MAX_MISSES:
            break
    return _passages(chosen, matched, reason), order


def _cost(members: list[Hit], chosen_rows: set[int]) -> int:
    """What adding these consecutive turns costs: their lines, and a date line unless they join a chosen turn."""
    joins = any(m.prev in chosen_rows or m.next in chosen_rows for m in members)
    return sum(turn_cost(m) for m in members) + (0 if joins else PASSAGE_OVERHEAD)


def _passages(
    chosen: dict[str, tuple[Hit, float]],
    matched: set[str],
    reason: dict[str, str],
) -> list[Passage]:
    """Chosen turns grouped into runs of consecutive turns per session, best run first."""
    by_session: dict[str, list[Hit]] = {}
    for hit, _ in chosen.values():
        by_session.setdefault(hit.session or "", []).append(hit)
    passages: list[Passage] = []
    for session, hits in by_session.items():
        hits.sort(key=lambda h: h.seq)
        run: list[Hit] = [hits[0]]
        for hit in hits[1:]:
            if run[-1].next == hit.rowid:
                run.append(hit)
            else:
                passages.append(_passage(session, run, chosen, matched, reason))
                run = [hit]
        passages.append(_passage(session, run, chosen, matched, reason))
    passages.sort(key=lambda p: (-p.score, p.ts))
    return passages


def _passage(
    session: str, run: list[Hit], chosen: dict[str, tuple[Hit, float]], matched: set[str], reason: dict[str, str]
) -> Passage:
    hits = [h.id for h in run if h.id in matched]
    why = "match" if any(reason.get(i) == "match" for i in hits) else "evidence"
    return Passage(
        session=session,
        turns=run,
        score=max(chosen[h.id][1] for h in run),
        hits=hits,
        reason=why,
        tokens=PASSAGE_OVERHEAD + sum(turn_cost(h) for h in run),
    )
