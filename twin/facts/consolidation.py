"""Consolidation at the end of a session: short-term facts that proved themselves go long-term; the unused fall silent.

Promotion: a current short-term fact stated by the user with confidence at or
above `min_confidence`, or stated or confirmed in `min_sessions` sessions or
more (the only way for inferred, document and tool facts). Retirement: a
current short-term fact never confirmed and stated longer than `unused_after`
ago is retired with reason `unused`: it leaves the active set and stays on
disk. Each step is an event whose cause is the `consolidate` event, whose own
cause is what ended the session.

Disuse counts from when the twin learned a fact: when it was said, or when
it was written down if later (an import of old chats, old writing).

Falling silent: a current long-term fact that nobody stated, confirmed or
brought up (recall found it bearing on a message) for `silent_after` is
retired with reason `unused` too. A rule the person set, and what names
someone (`LASTING`), never fall silent. A silent fact comes back when the
person brings it up again (FactStore.revive, from the memory worker).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Protocol

from twin.clock import epoch, to_iso
from twin.errors import ConflictError
from twin.facts.events import EventLog
from twin.facts.model import Fact


@dataclass(frozen=True)
class ConsolidationRules:
    """The thresholds of consolidation (documented in docs/facts.md)."""

    min_confidence: float = 0.8  # a user statement this sure goes long-term when its session ends
    min_sessions: int = 2  # or: stated or confirmed in this many sessions
    unused_after: timedelta = timedelta(days=30)  # never confirmed and older than this: retired, reason unused
    silent_after: timedelta = timedelta(days=365)  # a long-term fact untouched this long falls silent (unused)

    def to_dict(self) -> dict[str, Any]:
        """The rules as the consolidate event records them."""
        return {
            "min_confidence": self.min_confidence,
            "min_sessions": self.min_sessions,
            "unused_after_days": self.unused_after.total_seconds() / 86400,
            "silent_after_days": self.silent_after.total_seconds() / 86400,
        }


LastUsed = Callable[[list[str]], dict[str, float]]  # fact ids -> when each was last recalled (epoch seconds)
# what never falls silent by disuse: who someone is, and when and where they were born (docs/facts.md)
LASTING = frozenset(
    "name full_name first_name last_name nickname chinese_name english_name birthday date_of_birth birth_date "
    "birthplace place_of_birth native_language mother_tongue "
    "名字 姓名 名 姓 昵称 英文名 中文名 生日 出生日期 出生地 母语".split()
)


def lasting(fact: Fact) -> bool:
    """Whether a fact never falls silent by disuse: a standing rule, or what names someone or says their birth."""
    return fact.kind == "rule" or fact.attribute.strip().casefold().replace(" ", "_") in LASTING


def learned(fact: Fact) -> float:
    """When the twin learned a fact (epoch seconds): when it was said, or, for words said long before and imported
    later, when they were written down. Disuse counts from then: an import of 2023 does not fall silent on arrival."""
    return max(epoch(fact.said_at) or 0.0, epoch(fact.recorded_at) or 0.0)


class Consolidated(Protocol):
    """What consolidation needs of a fact store (twin/facts/store.py)."""

    rules: ConsolidationRules
    events: EventLog

    def locked(self) -> AbstractContextManager[Any]: ...
    def as_of(self, at: datetime | None = None, *, layer: str | None = None) -> list[Fact]: ...
    def promote(self, fact_id: str, *, cause: str, at: datetime | None = None) -> Fact: ...
    def retire(self, fact_id: str, *, reason: str, cause: str, at: datetime | None = None) -> Fact: ...
    def touched(self, fact_ids: list[str]) -> dict[str, float]: ...


def consolidate(
    store: Consolidated, session_id: str, *, cause: str, at: datetime, used: LastUsed | None = None
) -> list[dict[str, Any]]:
    """Promote and retire as the rules say, at time `at`; returns the events written, the consolidate event first.
    `used` says when facts were last recalled into a reply's context (without it, only statements count)."""
    rules = store.rules
    written: list[dict[str, Any]] = []
    with store.locked():
        start = store.events.append(
            "consolidate", session=session_id, cause=str(cause), at=to_iso(at), rules=rules.to_dict()
        )
        written.append(start)
        t = at.timestamp()
        cutoff = t - rules.unused_after.total_seconds()
        promote: list[str] = []
        retire: list[str] = []
        for fact in store.as_of(at, layer="short"):
            if fact.source == "user" and fact.confidence >= rules.min_confidence:
                promote.append(fact.id)
            elif fact.confirmed_sessions >= rules.min_sessions:
                promote.append(fact.id)
            elif fact.confirmations == 0 and learned(fact) < cutoff:
                retire.append(fact.id)
        silent_cutoff = t - rules.silent_after.total_seconds()
        held = [f for f in store.as_of(at, layer="long") if not lasting(f)]
        stale = [f.id for f in held if learned(f) < silent_cutoff]
        if stale:
            touched = store.touched(stale)
            recalled = used(stale) if used else {}
            retire += [i for i in stale if max(touched.get(i, 0.0), recalled.get(i, 0.0)) < silent_cutoff]
        for fact_id in promote:
            try:
                store.promote(fact_id, cause=start["id"], at=at)
            except ConflictError:
                continue  # a newer value is waiting to start: it will be judged on its own
        for fact_id in retire:
            try:
                store.retire(fact_id, reason="unused", cause=start["id"], at=at)
            except ConflictError:
                continue
        written += [e for e in store.events.mentioning(start["id"]) if e.get("cause") == start["id"]]
    return written
