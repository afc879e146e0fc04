"""Recall by relevance, not recency: the older turns, facts and chapters that matter to a new message.

Score of an item (Generative Agents' three parts, each in [0, 1], summed):

    relevance   BM25 of the message (plus a little of the recent context; among
                facts and chapters a common word of everyday language counts
                half, twin/recall/prior.py), divided by the best BM25 among
                the candidates of its kind;
                with an `embed` callable, plus up to W_DENSE for the items
                closest to the message in meaning
    recency     0.5 ** (age in days / 180), weighted 0.05 (0.6 when the message
                says "last time" or "recently")
    importance  the fact's confidence (0.5 for turns and chapters), centred
                on 0.5 and weighted 0.2
    speaker     0.1 for a turn said by a person the message names

plus, for an item inside the time window the message names ("in March",
"上周"), as much again as its relevance (1.0 when the message has no other
words): said then, or a turn that speaks of then ("I got it in 2010", said in
2023; twin/recall/timewords.py `mentions`; a turn that names the time gains
as much again), so a named time lifts what also shares the message's words,
never what merely happened to be said then; the words of a calendar time
("2010", "March") are searched too, at half weight. Minus 0.3 for a fact that
a later record superseded or retired; a fact the person asked to forget is
never recalled, at any time. Ties never favour the oldest item: they
fall to the newer one. The message is read first (twin/recall/question.py):
the question proper apart from the small talk around it, a long question in
parts.

A hit on a turn that asks brings its answer, a reply the turn it answers; a
hit on a fact brings the turn it was taken from; the best turns bring their
session's chapter and the facts about the people they name (`LINKS`); turns
that touch merge into one passage; duplicates collapse; each track is filled
best first up to its token budget.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from twin.errors import TwinError
from twin.facts.masks import Masks
from twin.facts.words import Phrases
from twin.recall import prior, question, segment
from twin.recall.embedding import NOTHING_FORGOTTEN, Embed, Forgetting, similarities
from twin.recall.index import MAX_TERMS, Hit, SearchIndex
from twin.recall.passages import Passage, fit_turns
from twin.recall.timewords import TimeHint, time_hints
from twin.store.vectors import model_name
from twin.tokens import estimate_tokens
from twin.wordlists import simplified

CANDIDATES = 200  # at most this many lexical candidates per kind and query
MIN_CANDIDATES = 20  # at least this many (between them: one per CANDIDATE_TOKENS of the track's budget)
# About what one item of a kind costs in a context: a track asks for a candidate per that many tokens of its
# budget. A chapter or a document chunk is 100-300 tokens, so 1,000 tokens hold a handful: 20 candidates, not 50.
CANDIDATE_TOKENS = {"turn": 20, "fact": 20, "chapter": 100, "document": 100}
HALF_LIFE_DAYS = 180.0
W_RECENCY = 0.05
W_RECENCY_HINTED = 0.6  # "last time", "recently": newer matters much more
W_IMPORTANCE = 0.2
TIME_BOOST = 1.0
ASIDE_WEIGHT = 0.5  # a word of the small talk around the question proper counts this much of one of the question
MENTION_BOOST = 1.0  # a turn that names the very time asked about gains as much again (bench/recall_zh: +0.7 at 5)
TIME_TERM_WEIGHT = 0.5  # a word of a calendar time the message names ("2010", "march") counts this much of a topic word
SUPERSEDED_PENALTY = 0.3
CONTEXT_WEIGHT = 0.5  # a word of the recent context (not in the message) counts this much of a word of the message
CONTEXT_TURNS = 8  # how many recent context lines join the query
EVIDENCE_FACTOR = 0.9  # an evidence turn ranks just below the fact that brought it
# With embeddings, the DENSE_TOP items closest in meaning gain up to W_DENSE of relevance: words stay the first
# evidence and meaning adds to them (reciprocal rank fusion, used before, weighed the two rankings alike; with
# multilingual-e5-small it cost LoCoMo 12 points at 10 turns and MADial 4 at 5; docs/retrieval.md#embeddings-optional)
W_DENSE = 0.5
DENSE_TOP = 50
DENSE_SCAN = 200  # besides the lexical candidates, the items whose codes lie nearest the message's (all history)
DENSE_POOL = 200  # while a model has no codes yet: the newest this many turns (facts, chapters: DENSE_POOL_OTHER)
DENSE_POOL_OTHER = 2000
FACT_OVERHEAD = 10  # tokens of date, source and confidence a rendered fact costs
CHAPTER_OVERHEAD = 8
W_SESSION = 0.3  # a turn gains up to this much when its session holds many of the matching turns
# a turn said by the person the message names ("What instruments does Melanie play?") gains this much, if it shares
# more than the name with the message (a relevance of SPEAKER_FLOOR or more): as a speaker the name is in half of a
# conversation's turns, so BM25 gives it next to no weight. LoCoMo @10: 73.6% without; 74.3 / 75.0 / 74.8 / 74.7% at
# 0.05 / 0.1 / 0.15 / 0.2; in proportion to the relevance instead, 73.9 / 74.5 / 74.0 / 73.9% at 0.2 / 0.3 / 0.4 / 0.5
W_SPEAKER = 0.1
SPEAKER_FLOOR = 0.05
SAME_FACT = 0.85  # term overlap (Dice) above which two facts say the same thing
# What a recalled item brings along besides the other half of a turn's exchange (twin/recall/passages.py): a fact
# its evidence turn, a turn its session's chapter and the facts about the people it names (bench/recall_locomo/run.py
# --memory measures what each adds)
LINKS = ("evidence", "chapter", "people")
LINK_TURNS = 5  # the best this many turns bring their links
LINK_FACTOR = 0.5  # a linked item scores this much of its turn's score
LINK_FACTS = 3  # the newest facts about one person a turn brings

RecalledTurn = Passage


@dataclass
class RecalledFact:
    """A fact that matters to the message, with its evidence turn (if indexed)."""

    hit: Hit
    score: float
    tokens: int
    evidence: Hit | None = None
    duplicates: list[str] = field(default_factory=list)  # ids of near-copies folded into this one

    @property
    def id(self) -> str:
        """The fact's id."""
        return self.hit.id

    @property
    def record(self) -> dict[str, Any]:
        """The fact record as written (subject, attribute, value, source, confidence, said_at, evidence...)."""
        return self.hit.data

    @property
    def date(self) -> str:
        """When it was said, YYYY-MM-DD."""
        return self.hit.time.astimezone().strftime("%Y-%m-%d") if self.hit.ts else ""


@dataclass
class RecalledChapter:
    """A chapter (the diary of a session) that matters to the message."""

    hit: Hit
    score: float
    tokens: int

    @property
    def id(self) -> str:
        """The chapter's id."""
        return self.hit.id

    @property
    def date(self) -> str:
        """When its session ended, YYYY-MM-DD."""
        return self.hit.time.astimezone().strftime("%Y-%m-%d") if self.hit.ts else ""


@dataclass
class Recall:
    """What retrieval found for one message, each track within its budget."""

    turns: list[RecalledTurn]  # passages, best first; each passage's turns oldest first
    facts: list[RecalledFact]  # best first
    chapters: list[RecalledChapter]  # best first
    items: list[dict[str, Any]]  # [{"type", "id", "score", ...}] in the order they were chosen
    hint: TimeHint | None = None
    notes: list[str] = field(default_factory=list)  # e.g. embeddings were unavailable this time
    documents: list[RecalledChapter] = field(default_factory=list)  # chunks of ingested writing, best first


@dataclass
class Query:
    """A message read for search: its terms, the context's terms and its time window."""

    terms: list[str]
    context_terms: list[str]
    hint: TimeHint | None
    window_session: str | None = None  # "last time": the session it points at
    time_terms: list[str] = field(default_factory=list)  # the words of a calendar time it names ("2010", "march")
    mentioned: set[int] = field(default_factory=set)  # rowids of turns that speak of the time it names
    others: list[TimeHint] = field(default_factory=list)  # the windows of the other times it names, if several
    aside_terms: list[str] = field(default_factory=list)  # the words of the small talk around the question proper
    parts: list[list[str]] = field(default_factory=list)  # a long question's terms, clause by clause
    addressed: set[str] = field(default_factory=set)  # the terms of a name it speaks to ("Alice, what do I ...")

    def weights(self) -> dict[str, float]:
        """Each term searched with its weight: the question's words, and at less weight the small talk's, a calendar
        time's and the recent context's (each term once, at its largest)."""
        return (
            dict.fromkeys(self.time_terms, TIME_TERM_WEIGHT)
            | dict.fromkeys(self.context_terms, CONTEXT_WEIGHT)
            | dict.fromkeys(self.aside_terms, ASIDE_WEIGHT)
            | dict.fromkeys(self.terms, 1.0)
        )

    def in_window(self, hit: Hit) -> bool:
        """Whether `hit` lies in the time the message names: said then, or (a turn) speaking of then."""
        if self.hint is None or self.hint.recent:
            return False
        if self.hint.last_session:
            return self.window_session is not None and hit.session == self.window_session
        said = any(h.contains(hit.time) for h in (self.hint, *self.others))
        return said or (hit.kind == "turn" and hit.rowid in self.mentioned)


def read_query(
    index: SearchIndex, message: str, now: datetime, recent_context: list[str] | None, exclude_session: str | None
) -> Query:
    """Terms and time window of a message (time words are not searched as topic words)."""
    written, message = message, simplified(message)  # 上週 is 上周: time words and markers are written in simplified
    reading = question.read(message)  # the time and the topic are those of the question proper, not the small talk
    hints = time_hints(reading.proper, now)  # "last spring ... and in March": a window each
    for h in hints:  # each time word as the person wrote it (the fold keeps every character in its place)
        at = message.find(h.label)
        h.label = written[at : at + len(h.label)] if at >= 0 else h.label
    hint = hints[0] if hints else None
    proper = hint.rest if hint else reading.proper
    words = segment.terms(proper)
    mine = set(words)
    # a calendar time is searched as words too: the turn that says "in 2010" may be the one that answers
    timed = [w for h in hints if h.absolute for w in dict.fromkeys(segment.terms(h.label)) if w not in mine]
    aside = [w for w in dict.fromkeys(segment.terms(reading.aside)) if w not in mine and w not in timed]
    lines = (recent_context or [])[-CONTEXT_TURNS:] if CONTEXT_TURNS > 0 else []
    said = mine | set(timed) | set(aside)
    context = [w for line in lines for w in segment.terms(line) if w not in said]
    query = Query(words, context, hint, time_terms=timed, aside_terms=aside)
    query.others = [h for h in hints[1:] if not (h.recent or h.last_session)]
    query.addressed = set(segment.terms(question.addressed(message)))
    if sum(1 for w in mine if len(w) > 1 or w.isascii()) > MAX_TERMS:  # a long question (a Chinese character
        # counts once, not as its single character and its pair): each part gets its own search
        query.parts = [terms for part in question.parts(proper) if (terms := segment.terms(part))]
    if hint and hint.last_session:
        query.window_session = index.last_session(now, exclude_session)
    return query


def recall(
    index: SearchIndex,
    query: str,
    *,
    now: datetime,
    exclude_session: str | None = None,
    turn_budget: int,
    fact_budget: int,
    chapter_budget: int,
    embed: Embed | None = None,
    recent_context: list[str] | None = None,
    document_budget: int = 0,
    forgetting: Forgetting = NOTHING_FORGOTTEN,
    masks: Masks | None = None,
) -> Recall:
    """The older turns, facts, chapters (and documents) that matter to the message `query`, as of `now`, each
    within its budget. `forgetting`: what the embedding model may not be sent (with `embed`). `masks`: what the
    person asked to forget, as what shows memory masks it: those words are no search key (a guess at a forgotten
    word would find the turns that said it, masked, and read itself confirmed), but for the turns the person said
    them again in since, which every reader shows as said."""
    query = segment.clipped(query)  # a query reads at most READ_CHARS of any one text, whatever its size
    context = [segment.clipped(line) for line in recent_context or []]
    said, query = query, masks.search_words(query) if masks else query
    q = read_query(index, query, now, context, exclude_session)
    again = read_query(index, said, now, context, exclude_session) if query != said.strip() else None
    notes: list[str] = []
    ranked: dict[str, list[tuple[Hit, float]]] = {}
    tracks = (("turn", turn_budget), ("fact", fact_budget), ("chapter", chapter_budget), ("document", document_budget))
    for kind, budget in tracks:
        if budget <= 0:
            ranked[kind] = []
            continue
        limit = max(MIN_CANDIDATES, min(CANDIDATES, budget // CANDIDATE_TOKENS[kind]))
        relevance = _relevance(index, kind, q, now, exclude_session if kind == "turn" else None, limit)
        if kind == "turn" and again is not None and masks is not None:
            whole = _relevance(index, kind, again, now, exclude_session, limit)
            relevance = _said_again(index, relevance, whole, masks, masks.in_query(said))
        if embed is not None:
            try:
                relevance = _fused(index, kind, query, q, relevance, embed, now, exclude_session, forgetting)
            except (TwinError, ValueError) as exc:
                notes.append(f"embeddings unavailable, lexical ranking only: {getattr(exc, 'message', exc)}")
                embed = None
        ranked[kind] = _rank(index, kind, relevance, q, now)
        if masks and kind != "fact":  # (a forgotten fact is left out below, whatever its words)
            ranked[kind] = _not_by_forgotten(index, ranked[kind], q, masks)
        if kind in ("fact", "chapter") and ranked["turn"]:
            ranked[kind] = _linked(index, kind, ranked[kind], ranked["turn"], q, now)
    gone = index.forgotten([h.id for h, _ in ranked["fact"]])  # never recalled, whatever the time: forgotten is
    # forgotten, and a forgotten fact would take the budget and bring its evidence turn
    facts = _fit_facts(index, [(h, s) for h, s in ranked["fact"] if h.id not in gone], fact_budget)
    chapters = _fit_chapters(ranked["chapter"], chapter_budget)
    held = [(h, sc) for h, sc in ranked["document"] if h.until is None or h.until > now.timestamp()]
    documents = _fit_chapters(held, document_budget)  # only the version of a file that held then
    evidence = [
        (f.evidence, f.score * EVIDENCE_FACTOR) for f in facts if f.evidence is not None and "evidence" in LINKS
    ]
    if exclude_session:
        evidence = [(h, s) for h, s in evidence if h.session != exclude_session]
    passages, order = fit_turns(index, ranked["turn"], evidence, turn_budget, q.weights())
    items = [{"type": "fact", "id": f.id, "score": round(f.score, 4)} for f in facts]
    items += [{"type": "chapter", "id": c.id, "score": round(c.score, 4)} for c in chapters]
    items += [{"type": "document", "id": d.id, "score": round(d.score, 4)} for d in documents]
    items += [{"type": "turn", "id": h.id, "score": round(s, 4), "session": h.session} for h, s in order]
    return Recall(passages, facts, chapters, items, q.hint, notes, documents)


def _relevance(
    index: SearchIndex, kind: str, q: Query, now: datetime, exclude_session: str | None, limit: int
) -> dict[int, float]:
    """rowid -> relevance in [0, 1] of the lexical candidates of one kind (and the items of the time window)."""
    raw: dict[int, float] = {}
    common: dict[str, Any] = {"as_of": now, "exclude_session": exclude_session}
    # one query: the message's words at full weight, the recent context's at CONTEXT_WEIGHT (never a word twice);
    # the message's words get the row budget first, the context's join while it lasts and else only score the
    # candidates the others found (twin/recall/index.py); as many candidates as without context (MADial: twice as
    # many was no better)
    weights = prior.weighed(kind, q.weights())  # a common word of everyday language counts less in a small store
    if weights:
        raw.update(index.match(kind, weights, limit=limit, **common))
    if q.parts:  # each clause of a long question is searched alone too, and its best match counts as much as the
        # whole question's: a long quoted line cannot drown the part of the question that is about something else
        top = max(raw.values(), default=0.0)
        for part in q.parts:
            found = index.match(kind, prior.weighed(kind, dict.fromkeys(part, 1.0)),
                                limit=max(MIN_CANDIDATES, limit // len(q.parts)), **common)  # fmt: skip
            best = max((score for _, score in found), default=0.0)
            for rowid, score in found:
                raw[rowid] = max(raw.get(rowid, 0.0), top * score / best)
    windows = _windows(q, now)
    for window in windows:
        if q.terms:
            topic = prior.weighed(kind, dict.fromkeys(q.terms, 1.0))
            for rowid, score in index.match(kind, topic, limit=limit, **common, **window):
                raw[rowid] = max(raw.get(rowid, 0.0), score)
            if kind == "turn" and "session" not in window:  # what was said of that time, whenever it was said
                mentioned = set(index.mentioning(window.get("start"), window.get("end"), before=now, limit=limit,
                                                 exclude_session=exclude_session))  # fmt: skip
                q.mentioned |= mentioned
                if mentioned:
                    for rowid, score in index.match(kind, weights, limit=limit, among=mentioned, **common):
                        raw[rowid] = max(raw.get(rowid, 0.0), score)
    for window in windows:
        if not q.terms or not raw:
            for hit in index.latest(kind, before=window.get("end") or now, after=window.get("start"),
                                    session=window.get("session"), limit=limit):  # fmt: skip
                if hit.session != exclude_session or exclude_session is None:
                    raw.setdefault(hit.rowid, 0.0)
    top = max(raw.values(), default=0.0)
    return {r: (s / top if top > 0 else 0.0) for r, s in raw.items()}


def _not_by_forgotten(
    index: SearchIndex, ranked: list[tuple[Hit, float]], q: Query, masks: Masks
) -> list[tuple[Hit, float]]:
    """`ranked` less the items whose words (a turn's with those of the turns beside it, which it is found by too)
    hold words of the query only where they are masked: the words of a forgotten quote, "dog" of "My dog is called
    Rex". Found by them, a search for "dog" showed "You: [forgotten]." and read the guess confirmed, though the
    forgotten value was no search key (a blind probe, 2026-12-07). An item found by its time holds none: it stays."""
    terms = set(q.weights())
    beside = {r for h, _ in ranked if h.kind == "turn" for r in (h.prev, h.next) if r is not None}
    neighbours = {h.rowid: h for h in index.hits([(r, 0.0) for r in beside])}
    kept = []
    for hit, score in ranked:
        near = [neighbours[r] for r in (hit.prev, hit.next) if r in neighbours] if hit.kind == "turn" else []
        said = [(h.text, h.ts, h.role if h.kind == "turn" else None) for h in (hit, *near)]
        if not only_masked(masks, said, terms, turns=hit.kind == "turn"):
            kept.append((hit, score))
    return kept


def only_masked(
    masks: Masks, texts: Sequence[tuple[str, str | None, str | None]], terms: set[str], *, turns: bool = True
) -> bool:
    """Whether the `terms` (of a search) that `texts` hold, each (text, time, role), are all where the masks hide
    them: a turn's (`turns`) as `Masks.turn` masks it, any other text as `Masks.chapter` does. False when they hold
    none (found by their time, or by nothing of theirs)."""
    said = set().union(*(term_set(text) for text, _, _ in texts)) & terms
    if not said:
        return False
    shown = [masks.turn(text, " ", ts, role) if turns else masks.chapter(text, " ") for text, ts, role in texts]
    return not set().union(*(term_set(text) for text in shown)) & terms


def _said_again(
    index: SearchIndex, relevance: dict[int, float], whole: dict[int, float], masks: Masks, asked: Phrases
) -> dict[int, float]:
    """`relevance` (of the message less its forgotten words) joined by the turns the whole message finds that say
    one of its forgotten words again as every reader shows them: the person's own, said since the forget
    (`Masks.said_again`). Not the turns around one of before the forget, which the index also finds by its words,
    nor a turn of since that says another forgotten word: those the message less them finds, or nothing."""
    joined = dict(relevance)
    for hit in index.hits(list(whole.items())):
        if masks.said_again(hit.text, hit.ts, hit.role, asked):
            joined[hit.rowid] = max(joined.get(hit.rowid, 0.0), hit.score)
    return joined


def _windows(q: Query, now: datetime) -> list[dict[str, Any]]:
    """The filters of the windows the message names: a session ("last time"), else a span of time each."""
    if q.hint is None or q.hint.recent:
        return []
    if q.hint.last_session:
        return [{"session": q.window_session}] if q.window_session else []
    return [{"start": h.start, "end": min(h.end, now) if h.end else now} for h in (q.hint, *q.others)]


def _rank(
    index: SearchIndex, kind: str, relevance: dict[int, float], q: Query, now: datetime
) -> list[tuple[Hit, float]]:
    """Hits with their final scores, best first; ties go to the newer item."""
    hits = index.hits(list(relevance.items()), kind)
    hinted = q.hint is not None and (q.hint.recent or q.hint.last_session)
    w_recency = W_RECENCY_HINTED if hinted else W_RECENCY
    stamp = now.timestamp()
    sessions: dict[str | None, float] = {}
    if W_SESSION:
        for hit in hits:
            sessions[hit.session] = sessions.get(hit.session, 0.0) + hit.score
    best_session = max(sessions.values(), default=0.0) or 1.0
    named = _speakers_named(hits, q) if W_SPEAKER and kind == "turn" else set()
    scored = []
    for hit in hits:
        age_days = max(0.0, (stamp - hit.at) / 86400)
        score = hit.score + w_recency * 0.5 ** (age_days / HALF_LIFE_DAYS) + W_IMPORTANCE * (hit.weight - 0.5)
        if W_SESSION and hit.kind == "turn":
            score += W_SESSION * sessions[hit.session] / best_session
        if named and hit.score >= SPEAKER_FLOOR and hit.data.get("speaker") in named:
            score += W_SPEAKER
        if q.in_window(hit):
            # with topic words, the window counts as much as the words do: a turn said then that shares little with
            # the message does not pass one that shares much; with none, the window is all there is to go by
            if hit.kind == "turn" and hit.rowid in q.mentioned:
                score += (TIME_BOOST + MENTION_BOOST) * hit.score
            else:
                score += TIME_BOOST * (hit.score if q.terms else 1.0)
        if hit.until is not None and hit.until <= stamp:
            score -= SUPERSEDED_PENALTY
        scored.append((hit, score))
    scored.sort(key=lambda pair: (-pair[1], -pair[0].at, pair[0].id))
    return scored


def _speakers_named(hits: list[Hit], q: Query) -> set[str]:
    """The speakers of `hits` whom the message names: one of a name's words (a Latin word, a pair of Chinese
    characters) is among the question's terms, and the message does not merely speak to them ("Alice, what do I
    play?" asks about the person talking, not about Alice)."""
    asked = set(q.terms) - q.addressed
    names = {hit.data.get("speaker") for hit in hits if hit.kind == "turn"}
    return {
        name for name in names
        if name and any((len(t) > 1 or t.isascii()) and t in asked for t in segment.terms(name))
    }  # fmt: skip


def _linked(
    index: SearchIndex,
    kind: str,
    ranked: list[tuple[Hit, float]],
    turns: list[tuple[Hit, float]],
    q: Query,
    now: datetime,
) -> list[tuple[Hit, float]]:
    """`ranked` with what the best turns are linked to: the chapter of each one's session, the facts about the
    people each one names. A linked item scores LINK_FACTOR of its turn's score (or its own, if higher): the other
    half of a two-part question can come in by the half that matched."""
    top = turns[:LINK_TURNS]
    linked: dict[str, tuple[Hit, float]] = {}
    if kind == "chapter" and "chapter" in LINKS:
        sessions: dict[str, float] = {}
        for hit, score in top:
            if hit.session and hit.session not in sessions:
                sessions[hit.session] = score
        for session, chapter in index.chapters_of(list(sessions), before=now).items():
            linked[chapter.id] = (chapter, sessions[session] * LINK_FACTOR)
    if kind == "fact" and "people" in LINKS:  # the hop of a two-part question: it names one person, the turn that
        # answers its first part another, whose facts may answer the second
        asked = set(q.terms) | set(q.aside_terms)
        for hit, score in top:
            for fact in index.facts_about(
                term_set(segment.clipped(hit.text)), asked, q.terms, as_of=now, limit=LINK_FACTS
            ):
                if fact.id not in linked or linked[fact.id][1] < score * LINK_FACTOR:
                    linked[fact.id] = (fact, score * LINK_FACTOR)
    if not linked:
        return ranked
    merged = {hit.id: (hit, score) for hit, score in ranked}
    for item_id, (hit, score) in linked.items():
        if item_id not in merged or merged[item_id][1] < score:
            merged[item_id] = (hit, score)
    return sorted(merged.values(), key=lambda pair: (-pair[1], -pair[0].at, pair[0].id))


def _fused(
    index: SearchIndex,
    kind: str,
    message: str,
    q: Query,
    relevance: dict[int, float],
    embed: Embed,
    now: datetime,
    exclude_session: str | None,
    forgetting: Forgetting,
) -> dict[int, float]:
    """Lexical relevance plus up to W_DENSE for the items closest to the message in meaning.

    The pool is the lexical candidates and the DENSE_SCAN items whose binary codes lie nearest the message's over
    the whole history (twin/recall/embedding.py), or the newest items of the kind while there are no codes. Each of
    the DENSE_TOP most similar gains W_DENSE times how far its similarity stands above the pool's mean, as a share
    of how far the closest one stands (similarities are z-scored over the pool: a model's cosines crowd in a narrow
    band of its own); the best item then scores 1 again. Within a time the message names, only what lies in it
    gains."""
    cache = index.vectors
    [vector] = cache.vectors(embed, [message])
    pool = dict(relevance)
    stamp = now.timestamp()
    # the items whose codes lie nearest over the whole history; until the model has codes (its first CENTRE_SAMPLE
    # vectors), the newest items
    extra = list(index.items(cache.nearest(model_name(embed), kind, vector, DENSE_SCAN)).values())
    if not extra:
        extra = index.latest(kind, before=now, limit=DENSE_POOL if kind == "turn" else DENSE_POOL_OTHER)
    for hit in extra:
        if hit.kind == kind and hit.at < stamp and (kind != "turn" or hit.session != exclude_session):
            pool.setdefault(hit.rowid, 0.0)
    if len(pool) < 2:
        return relevance
    rows = {h.rowid: h for h in index.hits([(r, 0.0) for r in pool], kind)}
    texts = {r: text for r in pool if r in rows and (text := forgetting.text(rows[r])) is not None}
    rowids = list(texts)
    if len(rowids) < 2:
        return relevance
    vectors = cache.item_vectors(embed, kind, [(rows[r].id, texts[r]) for r in rowids])
    similarity = dict(zip(rowids, similarities(vector, vectors), strict=True))
    mean = statistics.fmean(similarity.values())
    spread = statistics.pstdev(similarity.values(), mean)
    windowed = q.hint is not None and not q.hint.recent
    closest = [r for r in sorted(rowids, key=lambda r: -similarity[r]) if not windowed or q.in_window(rows[r])]
    closest = closest[:DENSE_TOP]
    if not closest or spread <= 0 or similarity[closest[0]] <= mean:
        return relevance
    best = similarity[closest[0]] - mean
    fused = dict(relevance)
    for r in closest:
        if similarity[r] > mean:
            fused[r] = fused.get(r, 0.0) + W_DENSE * (similarity[r] - mean) / best
    top = max(fused.values())
    return {r: v / top for r, v in fused.items()}


def _fit_facts(index: SearchIndex, ranked: list[tuple[Hit, float]], budget: int) -> list[RecalledFact]:
    """Facts best first within the budget, near-copies folded into the first of them, each with its evidence turn."""
    chosen: list[RecalledFact] = []
    sources: list[list[str]] = []  # per chosen fact: the turns it may cite, its own first, then its copies'
    terms: list[frozenset[str]] = []
    used = 0
    for hit, score in ranked:
        if budget - used <= FACT_OVERHEAD:
            break  # no fact fits any more
        words = term_set(hit.text)
        same = _same_fact(words, terms)
        if same is not None:
            chosen[same].duplicates.append(hit.id)
            sources[same] += _evidence_turn(hit)  # a copy that kept its source lends it, if the kept one has none
            continue
        cost = estimate_tokens(hit.text) + FACT_OVERHEAD
        if used + cost > budget:
            continue
        used += cost
        chosen.append(RecalledFact(hit, score, cost))
        sources.append(_evidence_turn(hit))
        terms.append(words)
    found = index.items(turn_id for ids in sources for turn_id in ids)
    for fact, ids in zip(chosen, sources, strict=True):
        turns = [found[i] for i in ids if i in found and found[i].kind == "turn"]
        fact.evidence = turns[0] if turns else None
    return chosen


def _same_fact(words: frozenset[str], terms: list[frozenset[str]]) -> int | None:
    """The first chosen fact whose terms overlap `words` by SAME_FACT or more (Dice), if any."""
    for i, held in enumerate(terms):
        shared = len(words & held)
        if shared and 2 * shared / (len(words) + len(held)) >= SAME_FACT:
            return i
    return None


def _evidence_turn(fact: Hit) -> list[str]:
    """The id of the turn a fact was taken from, if it names one (as a list of none or one)."""
    turn_id = _evidence_of(fact.raw) if fact.raw else None
    return [turn_id] if turn_id else []


def _evidence_of(raw: str) -> str | None:
    """The evidence turn of a fact record as stored (JSON)."""
    evidence = json.loads(raw).get("evidence")
    turn_id = evidence.get("turn") if isinstance(evidence, dict) else None
    return str(turn_id) if turn_id else None


def _fit_chapters(ranked: list[tuple[Hit, float]], budget: int) -> list[RecalledChapter]:
    chosen: list[RecalledChapter] = []
    used = 0
    for hit, score in ranked:
        cost = estimate_tokens(hit.text) + CHAPTER_OVERHEAD
        if used + cost <= budget:
            used += cost
            chosen.append(RecalledChapter(hit, score, cost))
    return chosen


def term_set(text: str) -> frozenset[str]:
    """The distinct search terms of a text."""
    return frozenset(segment.terms(text))
