"""What the twin is not sure it heard right: facts held for the person's word (`twin memory review`).

Grounding never stores a value the person's words do not hold: the model may reword, never add. A small model
rewords a great deal ("religion: Islam" for "I'm Muslim", 已婚 for 结婚了, "night-shift taxi driver" for "been
driving a cab nights"), and a rule cannot tell a fair rewording from an added detail ("software engineer at
Google" for "I'm a software engineer"). So a candidate rejected for its value's wording and for nothing else
(the quote is the person's, they assert it of themselves, no number is made up) is neither remembered nor lost:
the extraction log marks it (`ask`), the chat says so in a dim line, and the person decides. So is a value the
rules let through that may be another's, the last one named before it not being the speaker (`whose_unclear`:
"someone at work is vegan", 我家狗特别怕打雷), and a report another program told of the person in its own words
(`told_about`: "The user lives in Lyon", through `twin mcp`'s tell):

- kept, as proposed or in their own words, it is the person's own statement (source user, confidence 1.0) on
  the turn it was said in, said when that turn was; its cause is a `review` event whose cause is that turn, so
  `twin memory why` reads "review: twin memory review" back to the words;
- kept as someone else's (`--of`: "思远", "sister", as the person calls them), the same statement about them: the
  answer to "perhaps said of someone else", which the person knows and a word list does not;
- dropped, a `review` event records it, and it is never asked again.

A question is not asked once memory holds its value for the key (said again plainly, or kept), nor when it names
something the person asked to forget or says words a forget masks. A question's id is a digest of its turn, key
and value: the same candidate proposed again (`twin memory reextract`) is the same question.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from functools import cache, partial
from pathlib import Path
from typing import Any

from twin.clock import parse_time
from twin.errors import TwinError, UsageError
from twin.facts.events import EventLog
from twin.facts.learning import apply_fact
from twin.facts.masks import Masks, placeholder
from twin.facts.model import KINDS, norm, same_value
from twin.facts.store import Fact, FactStore
from twin.facts.tombstones import Tombstones
from twin.facts.words import normalize
from twin.narrative.grounding import ASKED_WHY, LIMITS, USER_SUBJECTS, model_date, model_until
from twin.store import JsonlFile
from twin.store.jsonl import file_lock
from twin.store.shapes import EXTRACTION_LOG, EXTRACTIONS

COMMAND = "twin memory review"
ID_LENGTH = 8  # "q" and 7 hex digits: one in 268 million for two questions of one twin to share an id


class ReviewError(UsageError):
    """An answer that cannot be taken: the message and hint, `why` in a word ("not_open", "too_short"...) and the
    `values` the message names, so that the chat can say it in the persona's language (twin/chat/words.py)."""

    def __init__(self, message: str, hint: str, why: str, *, zh: tuple[str, str] | None = None, **values: Any) -> None:
        super().__init__(message, hint, zh=zh)
        self.why = why
        self.values = values


@dataclass(frozen=True)
class Question:
    """A fact the twin is not sure it heard right, put to the person: proposed in other words than theirs
    (`why` "wording"), perhaps said of someone else (`why` "whose", `who` the one named before the value), told
    of the person by another program in its own words (`why` "told": `twin mcp`'s tell, grounding/told.py), or
    the value the twin's own words, which the person answered with a bare yes or a pick (`why` "answered": "So you
    have asthma?" / "yes", grounding/answered.py; `asked_of` reads the twin's line back)."""

    id: str
    session: str
    turn: str
    said_at: str
    subject: str
    attribute: str
    value: str  # as the model proposed it
    quote: str  # the person's words it stands on
    kind: str
    valid_from: str | None = None  # as the model gave them (2019, "until Friday"), read again when kept
    valid_until: str | None = None
    why: str = "wording"
    who: str = ""

    @property
    def key(self) -> str:
        return f"{self.subject}.{self.attribute}"

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "key": self.key}


def asked_of(twin_dir: Path, q: Question, masks: Masks, language: str = "en") -> str:
    """The twin's line the person answered, for a question `why` "answered", as memory shows it today: what a forget
    masks in it masked, a secret hidden; "" when the session, the turn or the line before it is gone (purged, moved
    aside by a repair). Read from the session file, so the extraction log holds none of the twin's words."""
    from twin.credentials import hide
    from twin.sessions.session import SessionStore

    store = SessionStore(twin_dir)
    try:
        turns = store.load(store.find(q.session)).conversation()
    except (TwinError, OSError):
        return ""
    at = next((i for i, t in enumerate(turns) if t.id == q.turn), 0)
    line = turns[at - 1] if at > 0 and turns[at - 1].role == "assistant" else None
    if line is None:
        return ""
    return hide(masks.turn(line.text, placeholder(language), line.ts, line.role))[0]


def asked_lines(twin_dir: Path, store: FactStore, open_: Sequence[Question], language: str = "en") -> dict[str, str]:
    """The twin's line each question of a yes to it answered (`asked_of`), by question id: only those whose line is
    still there."""
    answered = [q for q in open_ if q.why == "answered"]
    if not answered:
        return {}
    masks = store.masks()
    return {q.id: line for q in answered if (line := asked_of(twin_dir, q, masks, language))}


def question_id(turn: str, subject: str, attribute: str, value: str) -> str:
    """A question's id: the same candidate on the same turn is the same question."""
    text = "\x1f".join((turn, norm(subject), norm(attribute), normalize(value)))
    return "q" + hashlib.sha1(text.encode("utf-8")).hexdigest()[: ID_LENGTH - 1]


def about(subject: str, attribute: str, value: str) -> str:
    """What a question proposes, whatever turn it stands on, as a digest (never the words): a dropped value is not
    asked again when the model proposes it from another turn."""
    text = "\x1f".join((norm(subject), norm(attribute), normalize(value)))
    return "v" + hashlib.sha1(text.encode("utf-8")).hexdigest()[:15]


def dropped(twin_dir: Path) -> set[str]:
    """The ids and `about` digests of every question the person dropped."""
    return _answers(EventLog(twin_dir)).dropped


def questions(twin_dir: Path, store: FactStore, also: Sequence[str] = ("user",)) -> list[Question]:
    """The open questions, oldest first. `also`: the person's subjects (whose facts are theirs whichever subject a
    question names, as extraction reads them)."""
    answers = _answers(EventLog(twin_dir))
    forgotten, masks = Tombstones(store.forgotten()), store.masks()
    found: dict[str, Question] = {}
    every = cache(partial(store.as_of, include_ended=True))  # only questions kept as someone else's need it
    for record in JsonlFile(twin_dir / EXTRACTION_LOG, EXTRACTIONS).records():
        session = record.get("session")
        for item in record.get("rejected") or []:
            q = _question(item, session)
            if q is None or q.id in found:
                continue
            if _open(q, store, answers, forgotten, masks, also, every):
                found[q.id] = q
    return list(found.values())


def _open(
    q: Question,
    store: FactStore,
    answers: _Answers,
    forgotten: Tombstones,
    masks: Masks,
    also: Sequence[str],
    every: Callable[[], list[Fact]] | None = None,
) -> bool:
    """Whether a question is open: not dropped (this one, or its value from another turn), naming nothing forgotten
    nor words a forget masks, and not held by memory (kept, maybe in the person's words, or said again plainly)."""
    if q.id in answers.dropped or about(q.subject, q.attribute, q.value) in answers.dropped:
        return False
    mine = _others(q.subject, also)
    if forgotten.covers(q.subject, q.value, q.quote, q.turn, parse_time(q.said_at), mine) or any(
        masks.turn(text, "\0", q.said_at, "user") != text for text in (q.quote, q.value)
    ):  # it names what was forgotten, or says words a forget masks (in whatever turn it was said)
        return False
    kept = answers.kept.get(q.id, set())
    held = [f for s in (q.subject, *mine) for f in store.history(s, q.attribute)]
    if kept:  # kept as someone else's (`of`): the fact is under their name, which the event holds only as a digest
        theirs = answers.kept_as.get(q.id, set())
        held += [
            f
            for f in (every or partial(store.as_of, include_ended=True))()  # read once for all the questions listed
            if f.cause in kept or (theirs and about(f.subject, f.attribute, f.value) in theirs)
        ]
        if any(about(f.subject, f.attribute, f.value) in theirs for f in held):
            return False
    return not any(same_value(f.value, q.value) or f.cause in kept for f in held)


def _others(subject: str, also: Sequence[str]) -> tuple[str, ...]:
    """The person's other subjects, when `subject` is one of theirs (the owner's name and "user")."""
    return tuple(s for s in also if norm(s) != norm(subject)) if norm(subject) in {norm(s) for s in also} else ()


def _question(item: Any, session: Any) -> Question | None:
    """A question from one rejected candidate of the extraction log, if it was marked to ask and is whole."""
    if not isinstance(item, dict) or not item.get("ask") or not isinstance(session, str):
        return None
    parts = [item.get(k) for k in ("turn", "said_at", "subject", "attribute", "value", "quote")]
    if not all(isinstance(p, str) and p for p in parts):
        return None
    turn, said_at, subject, attribute, value, quote = (str(p) for p in parts)
    try:
        parse_time(said_at)
    except (TypeError, ValueError):
        return None
    kind = item.get("kind") if item.get("kind") in KINDS else "fact"
    qid = question_id(turn, subject, attribute, value)
    since, until = (item.get(k) if isinstance(item.get(k), str) else None for k in ("valid_from", "valid_until"))
    why = ASKED_WHY.get(str(item.get("reason")), "wording")
    who = str(item.get("cue") or "") if why == "whose" else ""
    return Question(
        qid, session, turn, said_at, subject, attribute, value, quote, str(kind), since, until, why, who,
    )  # fmt: skip


@dataclass
class _Answers:
    """What the review events say: the questions and values dropped, and the events that kept each question."""

    dropped: set[str] = field(default_factory=set)  # question ids and `about` digests
    kept: dict[str, set[str]] = field(default_factory=dict)  # question id -> ids of the review events that kept it
    kept_as: dict[str, set[str]] = field(default_factory=dict)  # question id -> `about` digests of what a "theirs"
    # answer kept (its subject is not the question's: the fact may have been held already, and nothing written)


def _answers(events: EventLog, needle: str = '"kind":"review"') -> _Answers:
    answers = _Answers()
    for event in events.mentioning(needle):
        qid = event.get("question")
        if event.get("kind") != "review" or not isinstance(qid, str):
            continue
        if event.get("decision") == "dropped":
            answers.dropped |= {qid, *([event["about"]] if isinstance(event.get("about"), str) else [])}
        else:
            answers.kept.setdefault(qid, set()).add(str(event.get("id")))
            if isinstance(event.get("kept_as"), str):
                answers.kept_as.setdefault(qid, set()).add(event["kept_as"])
    return answers


def find(open_: Sequence[Question], ref: str, listed: str = f"`{COMMAND} PERSONA`") -> Question:
    """The open question `ref` names: its id, or the start of it (4 characters or more). `listed`: what lists the
    open ones, for the hint (the command with the persona, or the chat's /review)."""
    text = ref.strip().casefold()
    if len(text) < 4:
        which = f"{ref!r} is too short to name a question." if text else "Which question?"
        which_zh = f"{ref!r} 太短，指不出是哪一个问题。" if text else "哪一个问题？"
        hint = f"Give its id (q and 7 characters), or 4 of them; {listed} lists them."
        hint_zh = f"写上它的 ID（q 加 7 个字符），或其中 4 个；{listed} 会列出来。"
        raise ReviewError(which, hint, "too_short" if text else "which", ref=ref, zh=(which_zh, hint_zh))
    hits = [q for q in open_ if q.id.startswith(text) or q.id[1:].startswith(text)]
    if len(hits) == 1:
        return hits[0]
    if hits:
        raise ReviewError(
            f"{ref!r} names {len(hits)} questions.",
            "Give more of the id.",
            "several",
            ref=ref,
            n=len(hits),
            zh=(f"{ref!r} 对得上 {len(hits)} 个问题。", "多写几个 ID 里的字符。"),
        )
    raise ReviewError(
        f"No open question {ref!r}.",
        f"{listed} lists the open ones (a question kept or dropped is no longer open).",
        "no_such",
        ref=ref,
        zh=(f"没有待确认的问题 {ref!r}。", f"{listed} 会列出待确认的问题（留下或丢掉的就不再问了）。"),
    )


def keep(
    twin_dir: Path,
    store: FactStore,
    q: Question,
    value: str | None = None,
    also: Sequence[str] = ("user",),
    listed: str = f"`{COMMAND} PERSONA`",
    of: str | None = None,
    twins: Sequence[str] = (),
) -> tuple[str, Fact]:
    """Keep a question's fact, as proposed or as `value` (the person's own words), about the person or, with `of`,
    about someone else they name ("思远", "sister"): the operation (assert,
    supersede, confirm, older, known: twin/facts/learning.py) and the fact. The person's word: source user,
    confidence 1.0, whatever hedge the model heard; the times the model read (since 2019, until Friday) kept. Under
    the memory lock from the check that the question is still open to the fact written, so two terminals answering
    at once, or a forget, cannot slip between. The review event holds no words (a purge of the fact leaves none
    behind): the question's id, the decision, the session and the turn."""
    value = q.value if value is None else value.strip()
    if not value:
        raise ReviewError(
            "The value to keep is empty.",
            "Give the value in your own words, or keep it as proposed.",
            "empty_value",
            id=q.id,
            zh=("要留下的值是空的。", "用你自己的话写上这个值，或者照原样留下。"),
        )
    subject = q.subject if of is None else _owner(q, of, also, twins)
    with file_lock(store.lock_path):
        _still_open(twin_dir, store, q, also, listed)
        event = _event(twin_dir, q, "kept", about(subject, q.attribute, value) if subject != q.subject else None)
        said_at = parse_time(q.said_at)
        evidence = {"session": q.session, "turn": q.turn, "quote": q.quote}
        fields = dict(source="user", confidence=1.0, cause=event["id"], said_at=said_at, evidence=evidence)
        return apply_fact(
            store, subject, q.attribute, value, kind=q.kind, valid_from=model_date(q.valid_from, said_at),
            valid_until=model_until(q.valid_until, said_at, q.quote), existing=None, fields=fields,
            seen=lambda old, new: old.get("turn") == new.get("turn"), also=_others(subject, also),
            hint=(f"Run {listed} again.", f"再运行一次 {listed}。"),
        )  # fmt: skip


def drop(
    twin_dir: Path,
    store: FactStore,
    q: Question,
    also: Sequence[str] = ("user",),
    listed: str = f"`{COMMAND} PERSONA`",
    *,
    command: str = COMMAND,
    cause: str | None = None,
) -> None:
    """Drop a question: neither it nor its value from another turn is asked again. `command` and `cause` say what
    dropped it when the person did not (a turn that took back the words it was held from)."""
    with file_lock(store.lock_path):
        _still_open(twin_dir, store, q, also, listed)
        _event(twin_dir, q, "dropped", command=command, cause=cause)


def _still_open(twin_dir: Path, store: FactStore, q: Question, also: Sequence[str], listed: str) -> None:
    """Nothing, when the question is open still; else a UsageError: answered meanwhile (another terminal), or its
    words forgotten since it was listed. Reads only the events that name it, not the whole log."""
    events = EventLog(twin_dir)
    answers = _answers(events, q.id)
    answers.dropped |= _answers(events, about(q.subject, q.attribute, q.value)).dropped
    if not _open(q, store, answers, Tombstones(store.forgotten()), store.masks(), also):
        raise ReviewError(
            f"Question {q.id} ({q.key}) is no longer open: answered meanwhile, held already, or forgotten.",
            f"{listed} lists the open ones.",
            "not_open",
            id=q.id,
            key=q.key,
            zh=(
                f"问题 {q.id}（{q.key}）已经不用确认了：刚刚回答过、已经记得，或者已经忘掉。",
                f"{listed} 会列出待确认的问题。",
            ),
        )


def _event(
    twin_dir: Path,
    q: Question,
    decision: str,
    kept_as: str | None = None,
    *,
    command: str = COMMAND,
    cause: str | None = None,
) -> dict[str, Any]:
    return EventLog(twin_dir).append(
        "review", question=q.id, about=about(q.subject, q.attribute, q.value), decision=decision, command=command,
        session=q.session, cause=cause or q.turn, **({"kept_as": kept_as} if kept_as else {}),
    )  # fmt: skip


# who a question's "perhaps said of someone else" names when it names no one to file a fact under: a pronoun or a
# word for anyone ("she", "someone", 他, 有人), which would put unrelated people under one subject
GENERIC_WHO = frozenset(
    "he she him her his hers they them their theirs it someone somebody everyone everybody anyone people person "
    "folks family girl guy boy woman man lady dude kid kids baby bro sis "
    "他 她 佢 它 他们 她们 佢哋 有人 别人 大家 某人 人家 男的 女的".split()
)


def default_owner(q: Question) -> str:
    """The name a "theirs" answer files the fact under when the person gives none: the one the question says it was
    perhaps said of, when that is a name or a relation (思远, sister), not a pronoun or anyone ("" then)."""
    return "" if q.who.casefold() in GENERIC_WHO else q.who


def _owner(q: Question, of: str, also: Sequence[str], twins: Sequence[str]) -> str:
    """The subject a "theirs" answer names, checked: a name the extraction would take (60 characters at most); the
    person's own words for themselves (我, me, their name) are theirs; the twin is no one to file it under."""
    subject = " ".join(of.split())
    if not subject:
        raise ReviewError(
            "Whose is it? The name is empty.",
            "Name them as you call them, such as --of Lena.",
            "empty_name",
            id=q.id,
            zh=("是谁的？名字是空的。", "写上你怎么称呼这个人，比如 --of Lena。"),
        )
    if len(subject) > LIMITS["subject"]:
        raise ReviewError(
            f"That name is {len(subject)} characters; one of {LIMITS['subject']} at most is kept.",
            "Name them as you call them, such as --of Lena.",
            "long_name",
            id=q.id,
            n=len(subject),
            most=LIMITS["subject"],
            zh=(
                f"这个名字有 {len(subject)} 个字符；最多只记 {LIMITS['subject']} 个。",
                "写上你怎么称呼这个人，比如 --of Lena。",
            ),
        )
    if subject.casefold() in USER_SUBJECTS or norm(subject) in {norm(s) for s in (q.subject, *also)}:
        return q.subject  # said of the person after all
    if subject.casefold() in GENERIC_WHO:
        raise ReviewError(
            f"{subject!r} names no one in particular: facts about them would mix with others'.",
            "Name them as you call them, such as --of Lena or --of sister.",
            "no_one",
            id=q.id,
            name=subject,
            zh=(
                f"{subject!r} 不是特指哪一个人：记在它名下的事会和别人的混在一起。",
                "写上你怎么称呼这个人，比如 --of Lena 或 --of 妹妹。",
            ),
        )
    if norm(subject) in {norm(t) for t in twins} or norm(subject) in ("the twin", "twin"):
        raise ReviewError(
            f"{subject} is the twin: memory keeps facts about you and the people in your life.",
            "Keep it as yours (--keep ID), or name the one it was said of.",
            "the_twin",
            id=q.id,
            name=subject,
            zh=(
                f"{subject}就是这个分身：记忆里记的是你和你身边的人的事。",
                "当作你自己的留下（--keep ID），或者写上说的是谁。",
            ),
        )
    return subject
