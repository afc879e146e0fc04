"""The [my experiences] track: which chapters and era summaries a turn shows, and at what resolution.

Within the track's token budget, in this order:

1. every month that has chapters is present at some resolution: an ended
   year by its summary, an ended month of a year without one by its month's
   summary, a month without a summary yet by one of its chapters; each at
   least as its one-line gist (the space for these is kept first);
2. the latest chapters, and the older ones recall found bearing on the
   message, in full (newest and most relevant first, alternating);
3. the rest of the budget goes by temperature (twin/narrative/eras.py), the
   hottest first: a gist becomes the full text, and warm chapters that are
   not shown yet come in full (or as a gist, when the full text does not fit).

So the track fills its budget whatever the length of the history, recent
things in detail and distant ones in outline; the coldest are one line.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from twin.narrative.chapters import Chapter
from twin.narrative.eras import current_eras, gist, temperature
from twin.tokens import estimate_tokens

ITEM_OVERHEAD = 8  # the tokens of an entry's date label and the blank line before it


@dataclass(frozen=True)
class Shown:
    """One entry of the track: a chapter or a summary, whole or as its gist."""

    item: Chapter
    full: bool
    heat: float = 0.0

    def text(self, language: str) -> str:
        return self.item.text.strip() if self.full else gist(self.item.text, language)


@dataclass
class Memories:
    """What the track can show, as the view read it."""

    latest: list[Chapter]  # the latest chapters, oldest first
    relevant: list[Chapter]  # older chapters (or summaries) recall found bearing on the message, best first
    warm: list[Chapter]  # other chapters that may be warm: recent, important or recently recalled
    eras: list[Chapter]  # every month and year summary written by then (all versions)
    months: dict[str, Chapter | None]  # each month that has chapters ("2025-03"): its newest chapter, read only
    # for a month no summary covers (None for the others)
    uses: dict[str, tuple[int, float]]  # how often and when last each was recalled, by id


def plan(memories: Memories, *, at: datetime, budget: int, half_life_days: float, language: str) -> list[Shown]:
    """The entries of the track within `budget` tokens (less the title's), in time order."""

    def heat(item: Chapter) -> float:
        return temperature(item, at, memories.uses.get(item.id), half_life_days)

    costs: dict[tuple[str, bool], int] = {}

    def cost(item: Chapter, full: bool) -> int:
        if (item.id, full) not in costs:
            text = item.text.strip() if full else gist(item.text, language)
            costs[(item.id, full)] = estimate_tokens(text) + ITEM_OVERHEAD
        return costs[(item.id, full)]

    summaries = current_eras(memories.eras)
    years = {e.period: e for e in summaries if e.span == "year"}
    monthly = {e.period: e for e in summaries if e.span == "month"}
    shown: dict[str, Shown] = {}
    used = 0

    def put(item: Chapter, full: bool) -> bool:
        """Show an item (or more of it); False when it does not fit beside the space kept for the months."""
        nonlocal used
        before = shown.get(item.id)
        if before and (before.full or not full):
            return True
        extra = cost(item, full) - (cost(item, before.full) if before else 0)
        if used + extra + reserve(item.id) > budget:
            return False
        shown[item.id] = Shown(item, full, heat(item))
        used += extra
        return True

    # 1. one node per month that has chapters, coldest resolution first (its space is kept aside)
    nodes: dict[str, Chapter] = {}  # the node that covers each month
    for period, newest in sorted(memories.months.items()):
        node = years.get(period[:4]) or monthly.get(period) or newest
        if node is not None:
            nodes[period] = node
    covering = list({n.id: n for n in nodes.values()}.values())
    by_id = {n.id: n for n in covering}  # (the nodes that keep a place; the loop below may drop the coldest)

    def reserve(putting: str = "") -> int:
        """The space still kept for the nodes not shown yet (other than the one being put)."""
        kept = sum(cost(n, False) for n in covering if n.id not in shown)
        return kept - (cost(by_id[putting], False) if putting in by_id and putting not in shown else 0)

    by_heat = sorted(covering, key=heat, reverse=True)
    while reserve() > budget - used and by_heat:  # more months than even one line each fits: the coldest go unshown
        del by_id[by_heat[-1].id]
        covering.remove(by_heat.pop())
    # 2. the latest and the relevant, whole
    latest = list(reversed(memories.latest))
    relevant = list(memories.relevant)
    wanted = [c for pair in zip(latest, relevant, strict=False) for c in pair]
    wanted += latest[len(relevant) :] + relevant[len(latest) :]
    for item in wanted:
        if put(item, True) is False and item in covering:
            put(item, False)
    for node in covering:
        put(node, False)
    # 3. by temperature: gists made whole, warm chapters brought in
    candidates = {c.id: c for c in [*covering, *latest, *relevant, *memories.warm] if not c.flags}
    for item in sorted(candidates.values(), key=heat, reverse=True):
        if budget - used - reserve() < ITEM_OVERHEAD * 2:
            break  # full: not even one more line fits
        if not put(item, True):
            put(item, False)
    return sorted(shown.values(), key=lambda s: (s.item.start or s.item.end, s.item.span != "year"))


def covered_months(entries: list[Shown], months: dict[str, Chapter | None]) -> set[str]:
    """The months (of those with chapters) the entries cover: by a summary of them or of their year, or a chapter."""
    covered: set[str] = set()
    for entry in entries:
        item = entry.item
        if item.span == "year":
            covered |= {p for p in months if p[:4] == item.period}
        elif item.span == "month":
            covered.add(item.period)
        elif item.start or item.end:
            covered.add(_month(item.end or item.start))  # a chapter is of the month it ends in, as the index files it
    return covered & set(months)


def _month(ts: str) -> str:
    from twin.clock import parse_time

    try:
        local = parse_time(ts).astimezone()
    except ValueError:
        return ""
    return f"{local.year:04d}-{local.month:02d}"
