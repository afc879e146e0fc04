"""Recalled turns as passages: a hit with the other half of its exchange, adjacent hits merged, within a budget; a
turn too long for it as an excerpt around the words the message was searched with."""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace

from twin.recall import segment
from twin.recall.index import Hit, SearchIndex
from twin.recall.question import asks
from twin.recall.segment import LONG_TURN, READ_CHARS, clipped
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
# A turn whose words cost more than this share of the turn budget, or more than the budget has left, comes as an
# excerpt of that size (a pasted letter took the whole budget, or never fit it and its reply stood in for it). The
# sentence asked about reached 1,500 tokens in 100.0% (English) and 95.0% (Chinese) of bench/recall_long's questions
# at 1/8, 100.0 / 98.3% at 1/4 and at 1/2, 73.3 / 58.3% without excerpts; the histories' own evidence reached 2,000
# tokens in 84.5 / 82.5% at 1/8, 84.1 / 81.4% at 1/4, 82.8 / 80.5% at 1/2 (2026-12-06, long messages in pieces)
FAIR_SHARE = 1 / 8
# The parts of a turn an excerpt keeps at most; with 1, 90.0 / 93.3% against 93.3 / 98.3% (Chinese, 1,000 / 2,000)
PARTS = 3
MARK = "…"  # where an excerpt cut text


@dataclass(frozen=True)
class Cut:
    """How a turn too long for the budget is shown: the tokens its excerpt was cut within, the spans of its words kept,
    and what they cost shown."""

    tokens: int
    parts: list[tuple[int, int]]
    cost: int


@dataclass
class Passage:
    """Consecutive turns of one earlier session, recalled together (a RecalledTurn)."""

    session: str
    turns: list[Hit]  # oldest first
    score: float  # the best score among its turns
    hits: list[str]  # ids of the turns that matched the message (the others came along as neighbours)
    reason: str  # "match": found by its words; "evidence": the source of a recalled fact
    tokens: int  # what it costs rendered: its date line, and each turn with its speaker label
    terms: Mapping[str, float] = field(default_factory=dict)  # what the message was searched with, and their weights
    cut: dict[str, Cut] = field(default_factory=dict)  # turn id -> how it is cut, of a turn shown as an excerpt

    def parts(self, hit: Hit, text: str | None = None) -> list[tuple[int, int]] | None:
        """The spans of a turn's words (`text`: as a reader shows them, forgotten words masked) the passage keeps of
        a turn it shows as an excerpt; None for a turn it shows whole. Words that are not the turn's own (masked)
        are cut again, within as many tokens."""
        cut = self.cut.get(hit.id)
        if cut is None:
            return None
        return cut.parts if text is None or text == hit.text else excerpt(text, self.terms, cut.tokens)

    def words(self, hit: Hit, text: str | None = None) -> str:
        """A turn's words as the passage shows them: whole, or an excerpt around the words the message was searched
        with, "…" where text was cut. `text`: the words as a reader shows them (forgotten words masked), which are
        cut the same way: masked first, a cut never brings a forgotten word back in part."""
        words = hit.text if text is None else text
        parts = self.parts(hit, words)
        return words if parts is None else segment.joined(words, parts, MARK)

    def without(self, ids: Collection[str]) -> Passage | None:
        """The passage less the turns `ids` (shown elsewhere), what it costs counted again; None when none is left."""
        turns = [h for h in self.turns if h.id not in ids]
        if len(turns) == len(self.turns) or not turns:
            return self if turns else None
        cost = sum(self.cut[h.id].cost + TURN_OVERHEAD if h.id in self.cut else turn_cost(h) for h in turns)
        return replace(self, turns=turns, hits=[i for i in self.hits if i not in ids], tokens=PASSAGE_OVERHEAD + cost)

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


def excerpt(text: str, terms: Mapping[str, float], tokens: int) -> list[tuple[int, int]]:
    """The spans of `text` an excerpt of at most `tokens` keeps: around the places that hold the most of `terms`
    (the searched words, by weight; those rarest in the text count most), up to PARTS of them, else its beginning
    and end; none when not even one part fits."""
    found = segment.places(text, terms)
    sample = clipped(text)
    guess = tokens * len(sample) // max(1, estimate_tokens(sample))  # about how many of its characters fit
    around = _centres(found, terms, guess // (2 * PARTS)) or [(0, 0), (len(text), len(text))]
    best: list[tuple[int, int]] = []
    low, high = 1, min(len(text), tokens * 6)  # a token is at most about four characters, six with spaces
    while low <= high:  # the most characters whose excerpt costs at most `tokens`
        chars = (low + high) // 2
        parts = segment.kept(text, chars, around)
        if parts and estimate_tokens(segment.joined(text, parts, MARK)) <= tokens:
            best, low = parts, chars + 1
        else:
            high = chars - 1
    return best


def _centres(found: list[tuple[int, int, str]], terms: Mapping[str, float], radius: int) -> list[tuple[int, int]]:
    """The spans an excerpt is cut around, the most wanted first: each time, the places within `radius` of one place
    that hold the most weight of terms not yet held (a term weighs its weight over how often the text has it)."""
    count = Counter(term for _, _, term in found)
    value = {term: terms.get(term, 0.0) / n for term, n in count.items()}
    centres: list[tuple[int, int]] = []
    held: set[str] = set()
    for _ in range(PARTS):
        best: tuple[float, int, int] | None = None
        inside: Counter[str] = Counter()
        gain = 0.0  # of the terms inside, those not held
        low = high = 0
        for start, end, _ in found:  # a window slides over the places: what enters and leaves changes the gain
            while high < len(found) and found[high][0] <= end + radius:
                term = found[high][2]
                inside[term] += 1
                gain += value[term] if inside[term] == 1 and term not in held else 0.0
                high += 1
            while found[low][1] < start - radius:
                term = found[low][2]
                inside[term] -= 1
                gain -= value[term] if inside[term] == 0 and term not in held else 0.0
                low += 1
            if gain > 1e-9 and (best is None or gain > best[0] + 1e-9):
                best = (gain, start - radius, end + radius)
        if best is None:
            break
        _, low_at, high_at = best
        new = [(s, e, t) for s, e, t in found if s <= high_at and e >= low_at and t not in held]
        centres.append((min(s for s, _, _ in new), max(e for _, e, _ in new)))
        held |= {t for _, _, t in new}
    return centres


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
    terms: Mapping[str, float] | None = None,
) -> tuple[list[Passage], list[tuple[Hit, float]]]:
    """Passages best first within `budget` tokens, and every chosen turn with its score in the order chosen. A turn
    too long for the budget comes as an excerpt around `terms` (the words the message was searched with)."""
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
    cuts: dict[str, Cut] = {}  # the turns shown as excerpts
    share = max(int(budget * FAIR_SHARE), LONG_TURN)
    terms = terms or {}
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
            fitted = _fitted(members, rows, budget - used, share, terms)
            if fitted is None and len(members) > 1:
                members = [hit]
                fitted = _fitted(members, rows, budget - used, share, terms)
            if fitted is None:
                matched.discard(hit.id)
                misses += 1
                if misses > MAX_MISSES:
                    break
                continue
            misses = 0
            cost, cut = fitted
            used += cost
            cuts.update(cut)
            for member in members:
                chosen[member.id] = (member, score)
                rows.add(member.rowid)
                order.append((member, score))
        if budget - used <= TURN_OVERHEAD or misses > MAX_MISSES:
            break
    return _passages(chosen, matched, reason, cuts, terms), order


def _fitted(
    members: list[Hit], chosen_rows: set[int], room: int, share: int, terms: Mapping[str, float]
) -> tuple[int, dict[str, Cut]] | None:
    """What adding these consecutive turns costs within `room` tokens (their lines, and a date line unless they join
    a chosen turn), and those of them cut to an excerpt: a turn whose words cost more than `share`, or more than the
    others leave of the room, is cut within that, if that holds LONG_TURN (an ordinary message, segment.py, comes
    whole or not at all; a longer one is cut to no less, whatever the share). None: they do not fit."""
    joins = any(m.prev in chosen_rows or m.next in chosen_rows for m in members)
    cost = 0 if joins else PASSAGE_OVERHEAD
    cuts: dict[str, Cut] = {}
    for member in sorted(members, key=turn_cost):  # the shorter first: it comes whole if it can
        room_for = min(share, room - cost - TURN_OVERHEAD)
        if turn_cost(member) - TURN_OVERHEAD > room_for:
            if room_for < LONG_TURN:  # an ordinary message, or too little room for a long one's excerpt
                return None
            parts = excerpt(member.text, terms, room_for)
            if not parts:
                return None
            cuts[member.id] = Cut(room_for, parts, estimate_tokens(segment.joined(member.text, parts, MARK)))
        cost += cuts[member.id].cost + TURN_OVERHEAD if member.id in cuts else turn_cost(member)
    return cost, cuts


def _passages(
    chosen: dict[str, tuple[Hit, float]],
    matched: set[str],
    reason: dict[str, str],
    cuts: dict[str, Cut],
    terms: Mapping[str, float],
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
                passages.append(_passage(session, run, chosen, matched, reason, cuts, terms))
                run = [hit]
        passages.append(_passage(session, run, chosen, matched, reason, cuts, terms))
    passages.sort(key=lambda p: (-p.score, p.ts))
    return passages


def _passage(
    session: str,
    run: list[Hit],
    chosen: dict[str, tuple[Hit, float]],
    matched: set[str],
    reason: dict[str, str],
    cuts: dict[str, Cut],
    terms: Mapping[str, float],
) -> Passage:
    hits = [h.id for h in run if h.id in matched]
    why = "match" if any(reason.get(i) == "match" for i in hits) else "evidence"
    cut = {h.id: cuts[h.id] for h in run if h.id in cuts}
    return Passage(
        session=session,
        turns=run,
        score=max(chosen[h.id][1] for h in run),
        hits=hits,
        reason=why,
        tokens=PASSAGE_OVERHEAD + sum(cut[h.id].cost + TURN_OVERHEAD if h.id in cut else turn_cost(h) for h in run),
        terms=terms,
        cut=cut,
    )
