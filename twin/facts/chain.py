"""The causal chain of a fact: back to the words that caused it, forward to what became of it.

Back: the value it replaced, the cause (an event in events.jsonl, followed to
its own cause, or a turn of the evidence session, read back word for word),
the verbatim quote, and the record that stated it. Forward: confirmations,
promotion, an end set in advance, and the record that replaced or retired it.
"""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

from twin.clock import epoch
from twin.errors import TwinError
from twin.facts.events import EventLog
from twin.facts.model import Chain, Fact, Step
from twin.facts.state import FactState
from twin.sessions.session import SessionStore, Turn, told_in

MAX_CAUSES = 12  # how far back a cause is followed through events

# a step's sentence in the twin's language: (English, Chinese). `--json` and MCP's `why` keep the English (a
# contract for scripts); `twin memory why` of a Chinese twin reads the Chinese
SAYS = {
    "said": ("{who} said", "{who}说"),
    "the person": ("the person", "用户"),
    "the twin": ("the twin", "分身"),
    "a program": ("a program (twin mcp)", "一个程序（twin mcp）"),
    "before-gone": ("before: fact {id} (no longer on disk)", "之前：事实 {id}（已不在磁盘上）"),
    "before": ("before: {key} = {value}", "之前：{key} = {value}"),
    "silent": ("fell silent: {key} = {value}, unused until {until}; brought up again",
               "沉寂过：{key} = {value}，到 {until} 一直没用上；又被提起"),
    "silent-gone": ("fell silent: fact {id} (no longer on disk)", "沉寂过：事实 {id}（已不在磁盘上）"),
    "stated": ("{key} = {value} ({source}, confidence {confidence})",
               "{key} = {value}（{source}，置信度 {confidence}）"),
    "lost": ("; lost a conflict to fact {id}", "；在冲突中输给了事实 {id}"),
    "confirmed": ("confirmed; confidence {confidence}", "确认；置信度 {confidence}"),
    "promoted": ("moved to long-term memory", "转入长期记忆"),
    "expires": ("holds only until {until}", "只到 {until} 为止"),
    "retired": ("retired ({reason}){note}", "停用（{reason}）{note}"),
    "replaced": ("replaced by {value} ({source}; {reason})", "被 {value} 取代（{source}；{reason}）"),
    "revived": ("brought up again: it holds once more", "又被提起：重新成立"),
    "kept": ("kept against {value} ({source}), which lost a conflict", "在冲突中胜过 {value}（{source}）"),
    "followed": ("followed by {value} ({source}), said later", "之后又说了 {value}（{source}）"),
}  # fmt: skip
# why a value changed or ended, as a Chinese twin says it (the English is the word itself)
REASONS_ZH = {
    "update": "更新", "correction": "更正", "conflict": "冲突", "said again": "又说了一遍", "unused": "久未提起",
    "user": "按要求忘掉", "expired": "到期", "mistaken": "说错了",
}  # fmt: skip


def saying(what: str, language: str = "en", **fields: Any) -> str:
    """A step's sentence (`SAYS`) in `language`, its fields filled in."""
    return SAYS[what][language == "zh"].format(**fields)


def reason_in(reason: str, language: str = "en") -> str:
    """A reason (update, correction, user, ...) as a twin of `language` says it."""
    return REASONS_ZH.get(reason, reason) if language == "zh" else reason


class Chained(Protocol):
    """What a chain needs of a fact store (twin/facts/store.py)."""

    twin_dir: Path
    events: EventLog

    def sync(self) -> FactState: ...
    def get(self, fact_id: str, at: datetime | None = None) -> Fact: ...


def _quote(evidence: Any) -> tuple[str | None, str | None, str | None]:
    if not isinstance(evidence, dict):
        return None, None, None
    quote, session, turn = evidence.get("quote"), evidence.get("session"), evidence.get("turn")
    return (quote or None), (session or None), (turn or None)


# a reply this short says what it means only with the twin's line it answers ("yes", 对, "the second one"): `why`
# shows that line too
SHORT_REPLY = 60  # (as long as a bare yes may be: grounding/answered.py)


def _answered(line: str, value: str) -> bool:
    """Whether the twin's line is one a short reply answers: a question ("Are you vegetarian?", 你是北京人吗), or a line
    that says the value ("I grew up in Duluth." / "no way me too!!"); not "Hi, I'm Alice" before "I live in Boston"
    (a blind probe saw the greeting as a step of the cause, 2026-12-07)."""
    said = line.casefold()
    return bool(re.search(r"[?？]|[吗呢嘛][\W]*$", said)) or bool(value and value.casefold() in said)


def _turn(store: Chained, session: str | None, turn_id: str, value: str = "") -> dict[str, Any] | None:
    """The record of a turn of a session, with `asked`: the twin's line right before it when it is a short reply of
    the person's that answers it (`_answered`: of the fact's `value`)."""
    if not session:
        return None
    try:
        loaded = SessionStore(store.twin_dir).load(SessionStore(store.twin_dir).find(session))
    except TwinError:
        return None
    before: Turn | None = None
    said = {t.id for t in loaded.conversation()}  # a reply retried, failed or empty is not what was answered
    for turn in loaded.turns:
        if turn.id == turn_id:  # a turn another program told (`twin mcp`'s tell) is its words, not the person's
            if told_in(loaded.header):
                return {**turn.record, "told": True}
            short = turn.role == "user" and len(turn.text.strip()) <= SHORT_REPLY
            if short and before is not None and before.role == "assistant" and _answered(before.text, value):
                return {**turn.record, "asked": before.record}
            return turn.record
        if turn.id in said:
            before = turn
    return None


def _causes(store: Chained, cause: str, session: str | None, value: str = "", language: str = "en") -> list[Step]:
    """The cause and its causes, newest first (`value`: the fact's, which a short reply may take from the twin's
    line before it)."""
    steps: list[Step] = []
    seen: set[str] = set()
    current: str | None = cause
    while current and current not in seen and len(steps) < MAX_CAUSES:
        seen.add(current)
        turn = _turn(store, session, current, value)
        if turn is not None:
            who = "the twin" if turn.get("role") != "user" else "a program" if turn.get("told") else "the person"
            text = str(turn.get("text", ""))
            step = saying("said", language, who=saying(who, language))
            steps.append(Step(str(turn.get("ts", "")), "turn", step, current, quote=text, session=session))
            asked = turn.get("asked")
            if isinstance(asked, dict):  # what the short reply answered
                steps.append(
                    Step(str(asked.get("ts", "")), "turn", saying("said", language, who=saying("the twin", language)),
                         str(asked.get("id", "")),
                         quote=str(asked.get("text", "")), session=session)
                )  # fmt: skip
            break
        event = store.events.find(current)
        if event is None:
            steps.append(Step("", "cause", current, current))
            break
        what = event.get("command") or event.get("session") or event.get("key") or ""
        text = f"{event.get('kind')}" + (f": {what}" if what else "")
        steps.append(
            Step(str(event.get("ts", "")), "event", text, current, event.get("fact"), cause=event.get("cause"))
        )
        session = event.get("session") or session
        current = event.get("cause")
    return steps


def _created(fact: Fact, base: dict[str, Any], language: str = "en") -> Step:
    op = base["kind"]
    text = saying("stated", language, key=fact.key, value=fact.value, source=fact.source, confidence=base["confidence"])
    if base.get("lost_to"):
        op, text = "conflict", text + saying("lost", language, id=base["lost_to"])
    elif fact.reason:
        text += ("；" if language == "zh" else "; ") + reason_in(fact.reason, language)
    quote, session, turn = _quote(base.get("evidence"))
    return Step(fact.said_at, op, text, fact.id, fact.id, quote, session, turn, fact.cause)


def build_chain(store: Chained, fact_id: str, at: datetime | None = None, language: str = "en") -> Chain:
    """The chain of the fact `fact_id` (an exact id); `at`: as it stood then, from what had been said by then (the
    fact as it was, and only what became of it by then: a UsageError if it was not yet said). `language`: that of
    each step's sentence (`SAYS`)."""
    state = store.sync()
    base = state.line(fact_id) or {}
    fact = store.get(fact_id, at)
    limit = at.timestamp() if at is not None else None
    back: list[Step] = []
    if fact.replaces:
        try:
            old = store.get(fact.replaces)
        except TwinError:
            back.append(Step("", "replaced", saying("before-gone", language, id=fact.replaces), fact.replaces))
        else:  # (unless said after `at`: a value this one was written to replace though said later, as a
            # correction read late can be, was not yet known then)
            if limit is None or (epoch(old.said_at) or 0.0) <= limit:
                quote, session, turn = _quote(old.evidence)
                back.append(
                    Step(
                        old.said_at,
                        "replaced",
                        saying("before", language, key=old.key, value=old.value),
                        old.id,
                        old.id,
                        quote,
                        session,
                        turn,
                    )
                )
    if base.get("revives"):  # a fact that fell silent, brought up again
        try:
            old = store.get(str(base["revives"]))
            quote, session, turn = _quote(old.evidence)
            text = saying("silent", language, key=old.key, value=old.value, until=old.until)
            back.append(Step(old.said_at, "revived", text, old.id, old.id, quote, session, turn))
        except TwinError:
            back.append(Step("", "revived", saying("silent-gone", language, id=base["revives"]), base["revives"]))
    quote, session, turn = _quote(base.get("evidence"))
    back += reversed(_causes(store, fact.cause, session, fact.value, language))
    back.append(_created(fact, base, language))
    forward: list[Step] = []
    key = state.key_of(fact_id)
    for record in state.changes(key) if key is not None else []:
        kind, rid = record.get("kind"), str(record.get("id"))
        when = str(record.get("at") or record.get("said_at") or record.get("ts", ""))
        if limit is not None and (epoch(when) or 0.0) > limit:
            continue  # not yet said or done then
        q, s, t = _quote(record.get("evidence"))
        cause = record.get("cause")
        about = record.get("fact") == fact_id
        if about and kind == "confirm":
            text = saying("confirmed", language, confidence=record["confidence"])
            forward.append(Step(when, "confirm", text, rid, fact_id, q, s, t, cause))
        elif about and kind == "promote":
            forward.append(Step(when, "promote", saying("promoted", language), rid, fact_id, cause=cause))
        elif about and kind == "expire":
            text = saying("expires", language, until=record["until"])
            forward.append(Step(when, "expire", text, rid, fact_id, cause=cause))
        elif about and kind == "retire":
            note = (("：" if language == "zh" else ": ") + record["note"]) if record.get("note") else ""
            said = _turn(store, session, str(cause)) if cause and record["reason"] == "mistaken" else None
            if said is not None:  # the person's correction, in their words
                q, s, t = str(said.get("text", "")), session, str(cause)
            text = saying("retired", language, reason=reason_in(record["reason"], language), note=note)
            forward.append(Step(when, "retire", text, rid, fact_id, q, s, t, cause))
        elif kind == "supersede" and record.get("replaces") == fact_id:
            why = reason_in(record.get("reason") or "update", language)
            text = saying("replaced", language, value=record["value"], source=record["source"], reason=why)
            forward.append(Step(when, "superseded", text, rid, rid, q, s, t, cause))
        elif kind == "assert" and record.get("revives") == fact_id:
            forward.append(Step(when, "revived", saying("revived", language), rid, rid, q, s, t, cause))
        elif kind == "assert" and record.get("lost_to") == fact_id:
            text = saying("kept", language, value=record["value"], source=record["source"])
            forward.append(Step(when, "conflict", text, rid, rid, q, s, t, cause))
    if (
        fact.replaced_by
        and fact.retire_reason != "mistaken"  # (a mistake ended when it was corrected, not by what came after)
        and not any(s.op in ("superseded", "revived") and s.record == fact.replaced_by for s in forward)
    ):
        try:  # a statement said later ended it, without naming it (it was said earlier, or written late)
            newer = store.get(fact.replaced_by, at)
            q, s, t = _quote(newer.evidence)
            text = saying("followed", language, value=newer.value, source=newer.source)
            forward.append(Step(newer.valid_from, "superseded", text, newer.id, newer.id, q, s, t, newer.cause))
        except TwinError:
            pass
    forward.sort(key=lambda step: step.at)
    return Chain(fact, tuple(back), tuple(forward))
