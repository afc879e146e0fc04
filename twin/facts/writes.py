"""The write half of FactStore: assert, confirm, supersede, retire, expire, promote, correct.

Every write takes the twin's memory lock, reads what other processes appended,
checks that the fact it names is still the current one (compare-and-set),
appends one record to facts.jsonl and one event to events.jsonl, and returns
the fact as it now stands. Nothing already written is ever changed.
"""

from __future__ import annotations

import math
from contextlib import AbstractContextManager
from datetime import datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from twin.clock import now, parse_time, to_iso
from twin.errors import UsageError
from twin.facts.fold import Entry, replay
from twin.facts.model import (
    CHANGE_REASONS,
    KINDS,
    LAYERS,
    RETIRE_REASONS,
    SOURCES,
    Fact,
    StaleFactError,
    norm,
    same_value,
    source_strength,
)
from twin.facts.records import epoch
from twin.store import JsonlFile, new_id
from twin.store.jsonl import make_record

if TYPE_CHECKING:
    from twin.facts.consolidation import ConsolidationRules
    from twin.facts.events import EventLog
    from twin.facts.factindex import FactIndex

SKEW = timedelta(minutes=5)  # a clock this far ahead is taken as now; further is refused


def _moment(at: datetime | None, what: str) -> datetime:
    """A statement or operation time: now by default, never in the future, to the millisecond it is stored at.

    Comparing a time with microseconds against one read back from a record (milliseconds) would make
    the same instant look a millisecond later, and the conflict rule would pick the wrong winner.
    """
    current = now()
    current = current.replace(microsecond=current.microsecond // 1000 * 1000)
    if at is None:
        return current
    moment = at if at.tzinfo else at.astimezone()
    if moment > current + SKEW:
        raise UsageError(
            f"{what} {to_iso(moment)} is in the future.",
            "Memory records what was said up to now; a fact that starts later takes valid_from instead.",
        )
    moment = moment.replace(microsecond=moment.microsecond // 1000 * 1000)
    return min(moment, current)


def _check_confidence(confidence: Any) -> float:
    if isinstance(confidence, bool) or not isinstance(confidence, (int, float)) or not 0.0 <= confidence <= 1.0:
        raise UsageError(f"Confidence must be a number from 0 to 1, not {confidence!r}.")
    if math.isnan(confidence):
        raise UsageError("Confidence must be a number from 0 to 1.")
    return float(confidence)


def _check_choice(value: str, allowed: tuple[str, ...], what: str) -> str:
    if value not in allowed:
        raise UsageError(f"Unknown {what} {value!r}.", f"Use one of: {', '.join(allowed)}.")
    return value


def _check_text(value: Any, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise UsageError(f"A fact needs a {what}.", "Give subject, attribute and value as non-empty text.")
    return value.strip()


def summary(fact: Fact | None) -> dict[str, Any] | None:
    """The state of a fact as events record it (before and after a change)."""
    if fact is None:
        return None
    return {
        "fact": fact.id,
        "value": fact.value,
        "status": fact.status,
        "confidence": fact.confidence,
        "layer": fact.layer,
        "confirmations": fact.confirmations,
        "until": fact.until,
    }


def conflict_rule(said: datetime, source: str, confidence: float, current: Fact) -> tuple[str, bool]:
    """Which of two values for one key wins, and by which rule: (rule, whether the new statement wins).

    The later statement wins; at the same millisecond the stronger source (user, document, tool,
    inferred); then the higher confidence; then the value recorded first stays.
    """
    new_ms, old_ms = round(said.timestamp() * 1000), round(epoch(current.said_at) * 1000)
    if new_ms != old_ms:
        return "later statement", new_ms > old_ms
    new_strength, old_strength = source_strength(source), source_strength(current.source)
    if new_strength != old_strength:
        return "stronger source", new_strength > old_strength
    if confidence != current.confidence:
        return "higher confidence", confidence > current.confidence
    return "first recorded", False


class FactWrites:
    """Writes of FactStore (mixed into it)."""

    twin_dir: Path
    path: Path
    events: EventLog
    rules: ConsolidationRules

    if TYPE_CHECKING:

        def locked(self) -> AbstractContextManager[FactIndex]: ...
        def resolve(self, ref: str) -> int: ...
        def head(self, pos: int) -> Entry | None: ...
        def get(self, fact_id: str, at: datetime | None = None) -> Fact: ...
        def index(self) -> FactIndex: ...

    # -- plumbing ----------------------------------------------------------------

    def _append(self, record: dict[str, Any]) -> None:
        JsonlFile(self.path).append_records([record])

    def _event(self, kind: str, record: dict[str, Any], fact: Fact, **fields: Any) -> dict[str, Any]:
        return self.events.append(
            kind,
            fact=fact.id,
            record=record["id"],
            key=fact.key,
            cause=record.get("cause"),
            at=record.get("at") or record.get("said_at"),
            **fields,
        )

    def _expect(self, fact_id: str) -> tuple[int, Entry]:
        """The fact named, if it is still the one a write may change; else StaleFactError."""
        pos = self.resolve(fact_id)
        head = self.head(pos)
        if head is not None and head.pos == pos:
            return pos, head
        fact = self.get(self.index().record(pos)["id"])
        if fact.status == "superseded" and fact.replaced_by:
            newer = self.get(fact.replaced_by)
            verb = "lost a conflict to" if fact.reason == "conflict" and not fact.replaces else "was replaced by"
            why = f"it {verb} {newer.value!r} (fact {newer.id})"
        elif fact.status == "retired":
            why = f"it was retired ({fact.retire_reason})"
        elif fact.status == "expired":
            why = f"it expired at {fact.until}"
        else:
            why = (
                f"a newer value was recorded (fact {fact.replaced_by})" if fact.replaced_by else f"it is {fact.status}"
            )
        raise StaleFactError(
            f"Fact {fact.id} ({fact.key} = {fact.value}) is no longer current: {why}.",
            "Read the facts again and decide on the state as it is now (`twin memory facts`).",
        )

    def _fact_record(
        self,
        kind: str,
        subject: str,
        attribute: str,
        value: str,
        *,
        fact_kind: str,
        source: str,
        confidence: float,
        said: datetime,
        valid_from: datetime | str,
        valid_until: datetime | None,
        evidence: dict[str, Any] | None,
        cause: str,
        layer: str,
        prompt: str | None,
        replaces: str | None = None,
        reason: str | None = None,
        lost_to: str | None = None,
    ) -> dict[str, Any]:
        start = parse_time(valid_from) if isinstance(valid_from, str) else valid_from
        start = start if start.tzinfo else start.astimezone()
        if valid_until is not None and (valid_until if valid_until.tzinfo else valid_until.astimezone()) <= start:
            raise UsageError("valid_until must be later than valid_from.")
        if evidence is not None and not isinstance(evidence, dict):
            raise UsageError("evidence must be a mapping: session, turn, quote.")
        fields: dict[str, Any] = {
            "subject": subject,
            "attribute": attribute,
            "value": value,
            "type": fact_kind,
            "source": source,
            "confidence": confidence,
            "said_at": to_iso(said),
            "valid_from": to_iso(start),
            "valid_until": to_iso(valid_until) if valid_until is not None else None,
            "layer": layer,
            "evidence": evidence or {},
            "cause": str(cause),
            "prompt": prompt,
        }
        if kind == "supersede":
            fields.update(replaces=replaces, reason=reason)
        elif lost_to:
            fields.update(lost_to=lost_to, reason="conflict")
        record = make_record(kind, fields)
        record["id"] = new_id(now())  # fresh random bits: the last characters tell facts apart
        return record

    def _write_fact(self, event: str, record: dict[str, Any], before: Fact | None, **extra: Any) -> Fact:
        self._append(record)
        fact = self.get(record["id"])
        after = before if event == "conflict" else fact
        self._event(event, record, fact, before=summary(before), after=summary(after), **extra)
        return fact

    def _change(self, kind: str, pos: int, fields: dict[str, Any], event_fields: dict[str, Any]) -> Fact:
        fact_id = self.index().record(pos)["id"]
        before = self.get(fact_id)
        record = make_record(kind, {"fact": fact_id, **fields})
        self._append(record)
        after = self.get(fact_id)
        self._event(kind, record, after, before=summary(before), after=summary(after), **event_fields)
        return after

    # -- the operations ------------------------------------------------------------

    def assert_fact(
        self,
        subject: str,
        attribute: str,
        value: str,
        *,
        source: str,
        confidence: float,
        cause: str,
        kind: str = "fact",
        said_at: datetime | None = None,
        valid_from: datetime | None = None,
        valid_until: datetime | None = None,
        evidence: dict[str, Any] | None = None,
        layer: str = "short",
        prompt: str | None = None,
    ) -> Fact:
        """State a fact. Same value as the current one: a confirm. A different value: the conflict rule decides."""
        subject, attribute = _check_text(subject, "subject"), _check_text(attribute, "attribute")
        value = _check_text(value, "value")
        _check_choice(source, SOURCES, "source")
        _check_choice(kind, KINDS, "kind")
        _check_choice(layer, LAYERS, "layer")
        confidence = _check_confidence(confidence)
        said = _moment(said_at, "said_at")
        with self.locked() as index:
            k = index.key(norm(subject), norm(attribute))
            head = replay(index.items(k)).head(now().timestamp()) if k is not None else None
            current = self.get(head.rec.id) if head is not None else None
            if head is not None and current is not None and same_value(current.value, value):
                return self._confirm(head.pos, cause, evidence, said, confidence)
            fields: dict[str, Any] = dict(
                fact_kind=kind, source=source, confidence=confidence, said=said, valid_from=valid_from or said,
                valid_until=valid_until, evidence=evidence, cause=cause, layer=layer, prompt=prompt,
            )  # fmt: skip
            if current is None:
                return self._write_fact(
                    "assert", self._fact_record("assert", subject, attribute, value, **fields), None
                )
            rule, wins = conflict_rule(said, source, confidence, current)
            if wins:
                record = self._fact_record(
                    "supersede", subject, attribute, value, replaces=current.id, reason="conflict", **fields
                )
                return self._write_fact("supersede", record, current, reason="conflict", rule=rule)
            record = self._fact_record("assert", subject, attribute, value, lost_to=current.id, **fields)
            return self._write_fact("conflict", record, current, winner=current.id, rule=rule)

    def confirm(
        self,
        fact_id: str,
        *,
        cause: str,
        evidence: dict[str, Any] | None = None,
        said_at: datetime | None = None,
        confidence: float | None = None,
    ) -> Fact:
        """The current fact seen again: more evidence, and confidence 1 - (1 - c)(1 - c') (c' defaults to c)."""
        said = _moment(said_at, "said_at")
        given = None if confidence is None else _check_confidence(confidence)
        with self.locked():
            pos, _ = self._expect(fact_id)
            return self._confirm(pos, cause, evidence, said, given)

    def _confirm(
        self, pos: int, cause: str, evidence: dict[str, Any] | None, said: datetime, confidence: float | None
    ) -> Fact:
        if evidence is not None and not isinstance(evidence, dict):
            raise UsageError("evidence must be a mapping: session, turn, quote.")
        old = self.get(self.index().record(pos)["id"]).confidence
        new = round(1 - (1 - old) * (1 - (old if confidence is None else confidence)), 4)
        fields = {"said_at": to_iso(said), "confidence": new, "evidence": evidence or {}, "cause": str(cause)}
        session = (evidence or {}).get("session")
        return self._change("confirm", pos, fields, {"session": session} if session else {})

    def supersede(
        self,
        fact_id: str,
        value: str,
        *,
        source: str,
        confidence: float,
        cause: str,
        said_at: datetime | None = None,
        valid_from: datetime | None = None,
        evidence: dict[str, Any] | None = None,
        prompt: str | None = None,
        kind: str | None = None,
        reason: str = "update",
        layer: str = "short",
    ) -> Fact:
        """A new value for the key of the current fact `fact_id`; the old one stops holding when the new starts."""
        value = _check_text(value, "value")
        _check_choice(source, SOURCES, "source")
        _check_choice(reason, CHANGE_REASONS, "reason")
        _check_choice(layer, LAYERS, "layer")
        if kind is not None:
            _check_choice(kind, KINDS, "kind")
        confidence = _check_confidence(confidence)
        said = _moment(said_at, "said_at")
        with self.locked():
            pos, _ = self._expect(fact_id)
            old = self.get(self.index().record(pos)["id"])
            record = self._fact_record(
                "supersede", old.subject, old.attribute, value, fact_kind=kind or old.kind, source=source,
                confidence=confidence, said=said, valid_from=valid_from or said, valid_until=None,
                evidence=evidence, cause=cause, layer=layer, prompt=prompt, replaces=old.id, reason=reason,
            )  # fmt: skip
            return self._write_fact("supersede", record, old, reason=reason)

    def correct(self, fact_id: str, value: str, *, cause: str, at: datetime | None = None) -> Fact:
        """The person's own correction: source user, confidence 1, holding over the whole interval of the old value."""
        value = _check_text(value, "value")
        said = _moment(at, "at")
        with self.locked():
            pos, _ = self._expect(fact_id)
            old = self.get(self.index().record(pos)["id"])
            if same_value(old.value, value):
                raise UsageError(f"{old.key} is already {old.value!r}.", "Nothing to correct.")
            record = self._fact_record(
                "supersede", old.subject, old.attribute, value, fact_kind=old.kind, source="user", confidence=1.0,
                said=said, valid_from=old.valid_from, valid_until=None, evidence={}, cause=cause, layer=old.layer,
                prompt=None, replaces=old.id, reason="correction",
            )  # fmt: skip
            return self._write_fact("supersede", record, old, reason="correction")

    def retire(
        self, fact_id: str, *, reason: str, cause: str, note: str | None = None, at: datetime | None = None
    ) -> Fact:
        """Take the current fact out of the active set (reasons: unused, user, expired, conflict); it stays on disk."""
        _check_choice(reason, RETIRE_REASONS, "retire reason")
        moment = _moment(at, "at")
        with self.locked():
            pos, _ = self._expect(fact_id)
            fields = {"at": to_iso(moment), "reason": reason, "note": note or None, "cause": str(cause)}
            return self._change("retire", pos, fields, {"reason": reason})

    def expire(self, fact_id: str, until: datetime, *, cause: str, at: datetime | None = None) -> Fact:
        """The current fact holds only until `until` ("until Friday"); from then on its status is expired."""
        until = until if until.tzinfo else until.astimezone()
        moment = _moment(at, "at")
        with self.locked():
            pos, _ = self._expect(fact_id)
            fact = self.get(self.index().record(pos)["id"])
            if until <= parse_time(fact.valid_from):
                raise UsageError(f"{fact.key} only holds from {fact.valid_from}; the end must be later.")
            fields = {"at": to_iso(moment), "until": to_iso(until), "cause": str(cause)}
            return self._change("expire", pos, fields, {})

    def promote(self, fact_id: str, *, cause: str, at: datetime | None = None) -> Fact:
        """Move the current short-term fact to long-term memory."""
        moment = _moment(at, "at")
        with self.locked():
            pos, _ = self._expect(fact_id)
            if self.get(self.index().record(pos)["id"]).layer == "long":
                raise UsageError(f"Fact {fact_id} is already long-term.")
            fields = {"at": to_iso(moment), "layer": "long", "cause": str(cause)}
            return self._change("promote", pos, fields, {})

    def consolidate(self, session_id: str, *, cause: str, at: datetime | None = None) -> list[dict[str, Any]]:
        """End-of-session consolidation (consolidation.py); returns the events written."""
        from twin.facts.consolidation import consolidate

        return consolidate(self, session_id, cause=cause, at=_moment(at, "at"))  # type: ignore[arg-type]


__all__ = ["FactWrites", "conflict_rule", "summary"]
