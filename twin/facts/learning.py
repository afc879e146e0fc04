"""One statement learned: how a grounded statement changes what memory holds, through compare-and-set.

The value is already known from these very words (nothing is written), confirms the value that holds, corrects it
(the person fixing a mistake: the old value never held), supersedes it (it held until now), is kept as history (said
before the value that holds), or is asserted on a key of its own. Chat extraction and the owner's writing
(twin/narrative/extraction.py, twin/narrative/documents.py) both go through `apply_fact`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from twin.clock import parse_time
from twin.errors import ConflictError
from twin.facts.model import norm, same_value
from twin.facts.store import Fact, FactStore
from twin.facts.words import normalize


def current_fact(store: FactStore, subject: str, attribute: str) -> Fact | None:
    """The fact that holds now for (subject, attribute), compared without regard to case."""
    key = (subject.casefold(), attribute.casefold())
    for fact in store.as_of(subject=subject):
        if (fact.subject.casefold(), fact.attribute.casefold()) == key:
            return fact
    return None


def apply_fact(
    store: FactStore,
    subject: str,
    attribute: str,
    value: str,
    *,
    kind: str,
    valid_from: datetime | None,
    existing: Fact | None,
    fields: dict[str, Any],
    seen: Callable[[dict[str, Any], dict[str, Any]], bool],
    hint: tuple[str, str],
    valid_until: datetime | None = None,
    correction: bool = False,
    also: Sequence[str] = (),
) -> tuple[str, Fact]:
    """Confirm, supersede, keep as history or assert one candidate, through compare-and-set.

    The value that holds is the key's, else that of the same attribute of the person's other subject (`also`: the
    owner's "user" from before twin.toml named them), whose key the new value then takes: one person, one city.

    A value the key already rests on these very words for (`seen`: a statement of it, or a confirmation, from the
    same turn or the same words of the same file) is "known": nothing is written, so reading the same words again
    (`twin memory reextract`, a new version of a document) neither confirms a fact once more nor repeats an older
    value. A statement older than the value that holds never overturns it: the conflict rule keeps it as history
    ("older"). On a compare-and-set conflict the state is read again and the decision made afresh; after three, a
    ConflictError says so, and `hint` (English, Chinese) what to do.
    """
    for _ in range(3):
        target = existing or next(
            (f for s in (subject, *also) if (f := current_fact(store, s, attribute)) is not None), None
        )
        known = already_known(store, subject, attribute, value, fields["evidence"], seen, target, also)
        if known is not None:
            return "known", known
        try:
            if target is None:
                fact = store.assert_fact(
                    subject, attribute, value, kind=kind, valid_from=valid_from, valid_until=valid_until,
                    layer="short", **fields,
                )  # fmt: skip
                return "assert", fact
            if same_value(target.value, value):
                began = parse_time(target.valid_from or target.said_at)
                if fields["said_at"] < began:  # said before the value that holds began (an older talk imported after
                    # it was said again): a statement of its own too, so that the value holds from then and what came
                    # before it ends then, whatever order the words were read in (FactStore.assert_fact)
                    fact = store.assert_fact(
                        target.subject, target.attribute, value, kind=kind, valid_from=valid_from,
                        valid_until=valid_until, layer="short", **fields,
                    )  # fmt: skip
                    return "confirm", fact
                confirm = {k: fields[k] for k in ("cause", "evidence", "said_at", "confidence")}
                return "confirm", store.confirm(target.id, **confirm)
            if correction and existing is not None and target.id == existing.id and target.status == "current":
                # the person corrects a mistake: the new value holds over the old one's whole interval, so the
                # old one never held (no "before that: ...")
                start = parse_time(target.valid_from) if target.valid_from else None
                return "correct", store.supersede(
                    target.id, value, valid_from=start, valid_until=valid_until, kind=kind, reason="correction",
                    **fields,
                )  # fmt: skip
            if fields["said_at"] >= parse_time(target.said_at):
                return "supersede", store.supersede(
                    target.id, value, valid_from=valid_from, valid_until=valid_until, kind=kind, **fields
                )
            fact = store.assert_fact(
                target.subject,
                target.attribute,
                value,
                kind=kind,
                valid_from=valid_from,
                valid_until=valid_until,
                **fields,
            )
            return ("supersede" if fact.status == "current" else "older"), fact
        except ConflictError:
            existing = None  # someone changed it first: look again
    raise ConflictError("The fact kept changing under us.", hint[0], zh=("写入时，这条事实一直被别处改动。", hint[1]))


def already_known(
    store: FactStore,
    subject: str,
    attribute: str,
    value: str,
    evidence: dict[str, Any],
    seen: Callable[[dict[str, Any], dict[str, Any]], bool],
    target: Fact | None,
    also: Sequence[str] = (),
) -> Fact | None:
    """The fact that already rests on these words for this value, or None: of the key (the one that holds, if it is
    that value), or of another key of the subject when the words are the same quote too ("I'm a nurse" read as job =
    nurse is not read again as occupation = nurse, nor "I live in Berlin" as home = Berlin when the city is Munich
    now). The same attribute of the person's other subject (`also`) is the key's own."""
    keys = {(norm(s), norm(attribute)) for s in (subject, *also)}
    mine, other = [], []
    # only the keys that ever held the value: 1.6 ms a candidate with 400 keys, 32 ms reading every key (2026-12-03)
    grounds = [pair for s in (subject, *also) for pair in store.grounds(s, value=value)]
    for fact, old in grounds:
        if not same_value(fact.value, value) or not seen(old, evidence):
            continue
        if (norm(fact.subject), norm(fact.attribute)) in keys:
            mine.append(fact)
        elif same_words(old, evidence):
            other.append(fact)
    if mine:
        return target if target is not None and same_value(target.value, value) else mine[-1]
    return other[-1] if other else None


def same_words(old: dict[str, Any], new: dict[str, Any]) -> bool:
    """Whether two pieces of evidence quote the same words (folded; one may quote a little more of them)."""
    a, b = normalize(str(old.get("quote") or "")), normalize(str(new.get("quote") or ""))
    return bool(a and b) and (a in b or b in a)
