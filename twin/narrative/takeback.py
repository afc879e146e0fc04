"""Taking back what the person said just before: what memory learned from it is forgotten, or, where they say it was
a mistake, retired as one.

twin/sessions/offrecord.py reads the request ("forget what I just said", 当我没说, "don't remember my age") and marks
the turn; this forgets, as `/forget` does (reason `user`, the request's turn as cause), the facts that hold and were
learned from the turns taken back (of the kinds named, and only the person's own, when the request names a kind),
and drops the questions `twin memory review` held from them. The chat does it before the reply to the request is
made (`Conversation.ask`); the memory worker does it again after each extraction of a window that holds a request
(`MemoryWorker._extract`), so a fact learned late (an extraction still running, a start's catch-up after a crash)
is forgotten too. Doing it twice forgets nothing twice: only what still holds is forgotten.

A correction ("typo, I'm 35", "oh wait I mixed it up, it's Leo's brother who's moving", 打错了，是东莞) is marked
`corrects` by offrecord.py: of what was learned from the message it corrects, what it names (a value, or the name of
someone other than the person) and does not say again is retired as `mistaken`: it never held, it is no "before
that", and its words are not forgotten (`mistaken`). A correction that only begins as one ("wait sorry, I'm 35 not
34") names a mistake by denying a value of the person's, or of someone it names, in the same sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from twin.errors import UsageError
from twin.facts.model import Fact, StaleFactError
from twin.facts.store import FactStore
from twin.facts.words import EVERYDAY, Phrases, words_of
from twin.sessions.offrecord import Unkept, corrected

CAUSE = "taken back"  # the `command` of the review events that drop a question held from a turn taken back


def learned_from(fact: Fact, session_id: str, taken: Unkept, mine: Sequence[str]) -> bool:
    """Whether `fact` was learned in `session_id` from what `taken` takes back (of a kind named, the person's own
    only: `mine` are their subjects)."""
    evidence = fact.evidence or {}
    own = fact.subject.casefold() in {s.casefold() for s in mine}
    return evidence.get("session") == session_id and taken.covers(
        evidence.get("turn"), fact.attribute, str(fact.value), own
    )


def learned_in(fact: Fact, session_id: str, turns: Sequence[str]) -> bool:
    """Whether `fact` was learned in `session_id` from one of `turns` (its evidence)."""
    evidence = fact.evidence or {}
    return evidence.get("session") == session_id and evidence.get("turn") in turns


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


_MARK = "\ue000"  # where a value is, in a correction's text (a character of the private use area: said by no one)
_DENIED = re.compile(r"(?:\bnot|n't)\s+$|(?:不是|并不是|并非|唔系|唔係)\W*$")  # right before the value
# what a sentence may hold besides a denial and still say nothing in its place: "wait sorry, I'm not 34"
_CLAIMLESS = re.compile(r"\b(?:wait|sorry|oops|no|ugh|lol|oh|i'm|im|i\s+am|it's|its|is|was|he's|she's|he|she)\b|[^\w]")
SPOKEN_AGAINST = ("denied", "someone_else")  # grounding's reasons a value merely named is the mistake
# the person as the subject ("I'm 35 not 34", 我不是34): not "my sister lives in Bergen, not Oslo", 我姐不是34
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|im|i've|i'd)\b|我(?![的们妈爸哥姐弟妹爷奶婆公老儿女朋同])")
_ANOTHER = re.compile(r"\b(?:he|she|they|his|her|their|them|he's|she's|they're)\b|他|她")
_SENTENCE = re.compile(r"[^.!?;。！？；\n]*")
# a message that opens by denying the value and says another in its place: "not peanuts, tree nuts", 唔係60呀，係62
_OPENS = re.compile(r"\W*(?:(?:wait|sorry|oops|no|ugh|lol|oh)\W+)*(?:not|不是|唔系|唔係)\W*")
_REPLACED = re.compile(r"\s*(?:[,，;；:：—–-]|[呀啊啦]?\W*(?:是|系|係))")


def _shares_a_word(fact: Any, text: str) -> bool:
    """Whether `text` has a word of the fact's value that names something ("moving" of "moving to Chicago")."""
    said, folded = set(words_of(text)), " ".join(words_of(text))
    return any(
        (w in said if w.isascii() else w in folded)  # Chinese runs on: a word of it is anywhere in the text
        for w in words_of(fact.value)
        if w not in EVERYDAY and (len(w) > 2 or not w.isascii())
    )


def names_mistake(text: str, fact: Fact, how: str, own: bool) -> bool:
    """Whether a correction's `text` names `fact` as the mistake: "named", its value; "mixed", its value, or the name
    of the one it is about (not the person) with a word of the value ("it's Leo's brother who's moving"); "denied", a
    value denied right after a word of denial ("35 not 34", "not peanuts, tree nuts", 不是深圳) with what holds
    instead said beside it, in a sentence about the person (`own`) or about the one the fact is about."""
    marked = Phrases([fact.value]).replace(text, _MARK)
    if how == "named":
        return _MARK in marked
    if how == "mixed":
        return _MARK in marked or (not own and bool(Phrases([fact.subject]).found(text)) and _shares_a_word(fact, text))
    for at in (i for i, ch in enumerate(marked) if ch == _MARK):
        if not _DENIED.search(marked[max(0, at - 24) : at].casefold()):
            continue
        start = max(marked.rfind(end, 0, at) for end in ".!?;。！？；\n") + 1
        sentence = marked[start:].split("\n")[0]
        sentence = _SENTENCE.match(sentence)[0].casefold()  # type: ignore[index]
        before = _CLAIMLESS.sub("", _DENIED.sub("", marked[start:at].casefold()))
        instead = bool(re.search(r"\w", before)) or bool(_REPLACED.match(marked, at + 1))
        if not instead:
            continue  # "sorry I'm not 34" says nothing in its place; "not vegan like the preachy ones" neither
        if _OPENS.fullmatch(marked[:at].casefold()):
            return True  # "not peanuts, tree nuts": a denial the message opens with is of what was just said
        if own and _FIRST_PERSON.search(sentence) and not _ANOTHER.search(sentence):
            return True
        if not own and (
            Phrases([fact.subject]).found(sentence)
            or (_ANOTHER.search(sentence) and not _FIRST_PERSON.search(sentence))
        ):
            return True
    return False


def retire_mistaken(
    facts: FactStore,
    session_id: str,
    correction: Any,
    against: Callable[[Fact], str | None],
    mine: Sequence[str],
) -> list[Fact]:
    """Retire, as `mistaken`, what the person's `correction` (a turn with a `corrects` mark) names of what was
    learned in `session_id` from the turns it corrects, where its words speak against it (`against`: grounding's
    reason for not holding the fact from them, None when they hold it again); the facts retired. A value merely
    named ("named") must be denied or someone else's there ("kpmg not deloitte", "idk why i typed nurse", "max is
    my neighbor's dog"): "correction: Equinor is in Stavanger" names Equinor and keeps it. A fact changed meanwhile
    is left as it now is."""
    mark = corrected(correction.record)
    if mark is None:
        return []
    turns, how = mark
    subjects = {s.casefold() for s in mine}
    retired = []
    for fact in facts.as_of():
        if not learned_in(fact, session_id, turns):
            continue
        if not names_mistake(correction.text, fact, how, fact.subject.casefold() in subjects):
            continue
        reason = against(fact)
        if reason is None or (how == "named" and reason not in SPOKEN_AGAINST):
            continue
        try:
            retired.append(facts.retire(fact.id, reason="mistaken", cause=correction.id))
        except StaleFactError:
            continue
    return retired
