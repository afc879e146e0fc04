"""Taking back what the person said just before: what memory learned from it is forgotten.

twin/sessions/offrecord.py reads the request ("forget what I just said", 当我没说, "don't remember my age") and marks
the turn; this forgets, as `/forget` does (reason `user`, the request's turn as cause), the facts that hold and were
learned from the turns taken back (of the kinds named, and only the person's own, when the request names a kind),
and drops the questions `twin memory review` held from them. The chat does it before the reply to the request is
made (`Conversation.ask`); the memory worker does it again after each extraction of a window that holds a request
(`MemoryWorker._extract`), so a fact learned late (an extraction still running, a start's catch-up after a crash)
is forgotten too. Doing it twice forgets nothing twice: only what still holds is forgotten.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from twin.errors import UsageError
from twin.facts.model import Fact, StaleFactError
from twin.facts.store import FactStore
from twin.sessions.offrecord import Unkept

CAUSE = "taken back"  # the `command` of the review events that drop a question held from a turn taken back


def learned_from(fact: Fact, session_id: str, taken: Unkept, mine: Sequence[str]) -> bool:
    """Whether `fact` was learned in `session_id` from what `taken` takes back (of a kind named, the person's own
    only: `mine` are their subjects)."""
    evidence = fact.evidence or {}
    own = fact.subject.casefold() in {s.casefold() for s in mine}
    return evidence.get("session") == session_id and taken.covers(
        evidence.get("turn"), fact.attribute, str(fact.value), own
    )


def take_back(
    twin_dir: Path, facts: FactStore, session_id: str, taken: Unkept, cause: str, mine: Sequence[str]
) -> list[Fact]:
    """Forget what was learned in `session_id` from the turns `taken` takes back; the facts forgotten. `mine`: the
    subjects of the person talking (a kind taken back is theirs only). A fact another terminal changed meanwhile is
    left as it now is; a write the store refuses (a full disk) raises, for the caller to say."""
    from twin.narrative import review

    if not taken:
        return []
    subjects = {s.casefold() for s in mine}  # the owner's "user" is among them (`Who.also`); another's is not
    forgotten = []
    for fact in facts.as_of():
        if learned_from(fact, session_id, taken, mine):
            try:
                forgotten.append(facts.retire(fact.id, reason="user", cause=cause))
            except StaleFactError:
                continue  # changed meanwhile (another terminal's /forget): what holds now is not this
    for question in review.questions(twin_dir, facts, mine):
        if question.session == session_id and taken.covers(
            question.turn, question.attribute, question.value, question.subject.casefold() in subjects
        ):
            try:
                review.drop(twin_dir, facts, question, mine, command=CAUSE, cause=cause)
            except UsageError:
                continue  # answered meanwhile
    return forgotten
