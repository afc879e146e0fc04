"""Reading a twin's memory at one time coordinate, for the context of a turn. Reads never write memory.

The recent part of each track (the facts about the person, the latest
chapters, the last turns) is joined by what retrieval finds relevant to the
new message among everything older (twin/recall/retrieval.py). The search
index under index/ is derived: it is brought up to date here, incrementally.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from twin.clock import now
from twin.context.experiences import Memories
from twin.errors import StorageError
from twin.facts.masks import Masks
from twin.facts.model import Fact
from twin.facts.store import FactStore
from twin.narrative.chapters import Chapter, ChapterStore
from twin.narrative.eras import current_eras, stretch
from twin.recall.embedding import NOTHING_FORGOTTEN, Embed, Forgetting
from twin.recall.index import SearchIndex
from twin.recall.passages import Passage
from twin.recall.retrieval import RecalledChapter
from twin.sessions.catalog import SessionCatalog
from twin.sessions.session import SessionStore, Turn
from twin.settings import ContextSettings
from twin.tokens import within


@dataclass
class MemoryView:
    """What the twin remembers at one time coordinate, before budgeting."""

    facts: list[Fact] = field(default_factory=list)
    replaced: list[tuple[Fact, Fact]] = field(default_factory=list)  # (old, new), old ended recently
    began: dict[str, str] = field(default_factory=dict)  # fact id -> when its value began to hold, where before it
    chapters: list[Chapter] = field(default_factory=list)
    earlier_turns: list[Turn] = field(default_factory=list)
    user_subject: str = "user"
    owner: bool = True  # the person talking is the one the twin is kept for: the facts about "user" are theirs
    owner_subject: str = "user"  # the owner's own subject (twin.toml's `user`, else "user")
    relevant_facts: list[str] = field(default_factory=list)  # ids of facts retrieval found relevant, best first
    relevant_chapters: list[Chapter] = field(default_factory=list)  # older chapters that bear on the message
    passages: list[Passage] = field(default_factory=list)  # older turns that bear on the message
    documents: list[RecalledChapter] = field(default_factory=list)  # chunks of the owner's writing that bear on it
    recall_items: list[dict[str, Any]] = field(default_factory=list)  # what retrieval chose, with scores
    notes: list[str] = field(default_factory=list)
    masks: Masks = field(default_factory=Masks)  # what was forgotten, masked wherever it would be shown
    experiences: Memories | None = None  # what the [my experiences] track can show beside `chapters`
    people: dict[str, str] = field(default_factory=dict)  # session id -> who talked in it (its header's `user`)
    told: set[str] = field(default_factory=set)  # ids of sessions another program told (`twin mcp`): its words

    def mine(self) -> set[str]:
        """The subjects (casefolded) of the facts about the person talking."""
        return {self.user_subject.casefold(), *(("user",) if self.owner else ())}

    def whose(self, session: str | None) -> str | None:
        """Who talked in an earlier session when it was not the person talking now: the name its header gives, or
        "" for the owner unnamed; None when it was the person talking now (or the session is not known)."""
        name = self.people.get(session or "")
        if name is None or name.casefold() == self.user_subject.casefold() or (not name and self.owner):
            return None
        return name


def left_to_recall(turn: Turn, budget: int) -> bool:
    """Whether an earlier turn is too long for the recent track even alone (its words cost more than the track's
    `budget`): it is never shown there, and recall brings it, as an excerpt (a letter pasted in the last session)."""
    return not within(turn.text, budget)


WARM_HALF_LIVES = 3  # a chapter older than this many of its half-lives (longer when important) is warm only if
WARM_IMPORTANCE = 8  # recalled lately; below this importance, only by recency and use
REPLACED_WINDOW = timedelta(days=90)  # how long a replaced value is still mentioned ("before that: Vue")
ALL_FACTS_UP_TO = 400  # a memory with at most this many keys puts every current fact in the running


class MemoryReader:
    """The stores of one twin, kept open so each turn reads only what changed. One per thread."""

    def __init__(self, twin_dir: Path, *, embed: Embed | None = None) -> None:
        self.twin_dir = twin_dir
        self.facts = FactStore(twin_dir)
        self.sessions = SessionStore(twin_dir)
        self.embed = embed
        self._forgotten: Forgetting | None = None  # what was forgotten: the context's masks and embedding's
        self._index: SearchIndex | None = None

    def index(self) -> SearchIndex:
        """The search index, opened on first use."""
        if self._index is None:
            self._index = SearchIndex(self.twin_dir)
        return self._index

    def close(self) -> None:
        """Close the stores' database connections (they open again on the next read)."""
        self.facts.close()
        if self._index is not None:
            self._index.close()
            self._index = None

    @property
    def chapters(self) -> ChapterStore:
        """The chapters, read through the same index."""
        return ChapterStore(self.twin_dir, self.index())

    def view(
        self,
        settings: ContextSettings,
        *,
        at: datetime | None = None,
        exclude_session: str | None = None,
        user_subject: str = "user",
        owner: bool = True,
        owner_subject: str = "user",
        message: str = "",
        recent_context: list[str] | None = None,
        indexed_later: Collection[str] = (),
    ) -> MemoryView:
        """What the twin remembers at `at` (default now), recent and relevant to `message`.

        `owner`: whether the person talking is the one the twin is kept for; when not (another name under `twin serve`
        or `--user`), the facts about "user" are shown as the owner's, not theirs.
        `indexed_later`: sessions whose new turns the search index may leave for later, because a memory worker
        indexes them after each exchange (this process's open sessions: `exclude_session`, and under `twin serve`
        the other conversations'); recall finds their turns once it has.
        """
        gone = self.facts.forgotten_ids() if at is not None else set()  # held then, forgotten since: not shown
        view = MemoryView(
            facts=[f for f in self._facts(at, user_subject) if f.id not in gone],
            chapters=[
                c for c in self.chapters.latest(settings.chapters, before=at, exclude=exclude_session) if not c.flags
            ],  # a chapter the checks flagged (an invented name, markup) is in no context
            earlier_turns=self.sessions.recent_turns(settings.recent_turns, exclude=exclude_session, before=at),
            user_subject=user_subject,
            owner=owner,
            owner_subject=owner_subject,
        )
        if settings.recall and message.strip():
            skip = {*indexed_later, *([exclude_session] if exclude_session else [])}
            masks = self._forgetting().masks.without(view.facts)  # a forgotten word finds what the person said since
            self._recall(view, settings, at, exclude_session, message, recent_context, skip, gone, masks)
        view.experiences = self._experiences(view, settings, at or now())
        runs = self.facts.runs(view.facts, at)  # (every run's start; "before that" only within the window)
        view.replaced = self.facts.replaced(view.facts, at, REPLACED_WINDOW, runs)
        view.began = {i: since for i, (since, _) in runs.items() if since}
        view.masks = self._forgetting().masks.without(view.facts)  # whatever the time: forgotten is forgotten
        view.people, view.told = self._people(view)
        return view

    def _people(self, view: MemoryView) -> tuple[dict[str, str], set[str]]:
        """Who talked in each session the tracks may show, and in those the facts were said in, from the session
        catalog, and which of them another program told (`twin mcp`); empty when it cannot be read: the tracks are
        then shown without saying whose they are."""
        memories = view.experiences
        chapters = [*view.chapters, *view.relevant_chapters]
        if memories is not None:
            chapters += [*memories.warm, *(c for c in memories.months.values() if c)]
        sessions = {t.session for t in view.earlier_turns} | {p.session for p in view.passages}
        sessions |= {c.session for c in chapters if c.session}
        sessions |= {
            str(f.evidence.get("session")) for f in view.facts if f.source == "user" and f.evidence.get("session")
        }
        return self.people(sessions)

    def people(self, sessions: Collection[str]) -> tuple[dict[str, str], set[str]]:
        """Who talked in each of these sessions (the name its header gives, "" when none), and which of them another
        program told (`twin mcp`); empty when the session catalog cannot be read."""
        if not sessions:
            return {}, set()
        try:
            catalog = SessionCatalog(self.twin_dir, self.index().db)
            catalog.sync()  # a session that ended in another process since is known
            return catalog.people(sessions), catalog.told(sessions)
        except (StorageError, sqlite3.DatabaseError):
            return {}, set()

    def _experiences(self, view: MemoryView, settings: ContextSettings, at: datetime) -> Memories:
        """The eras, a chapter of each month, and the chapters that may be warm, for the [my experiences] track."""
        chapters = self.chapters
        half_life = timedelta(days=max(settings.half_life_days, 0.0))
        important = {i: at - WARM_HALF_LIVES * half_life * stretch(i) for i in range(WARM_IMPORTANCE, 11)}
        warm = chapters.warm(at, since=at - WARM_HALF_LIVES * half_life, important_since=important,
                             used_since=at - WARM_HALF_LIVES * half_life)  # fmt: skip
        current = current_eras(chapters.era_marks(before=at))
        years = {m.period for m in current if m.span == "year"}
        # a year's summary covers its months: their own summaries are read only for a year that has none yet
        eras = chapters.with_ids([m.id for m in current if m.span == "year" or m.period[:4] not in years])
        latest = view.chapters
        summarised = {(m.span, m.period) for m in current}
        months = chapters.months(at, without=lambda m: ("month", m) in summarised or ("year", m[:4]) in summarised)
        ids = [c.id for c in [*latest, *view.relevant_chapters, *warm, *eras, *(c for c in months.values() if c)]]
        return Memories(
            latest=latest,
            relevant=view.relevant_chapters,
            warm=[c for c in warm if c.id not in {x.id for x in latest}],
            eras=eras,
            months=months,
            uses=self.index().uses(list(dict.fromkeys(ids))),
        )

    def _forgetting(self) -> Forgetting:
        """What was forgotten: the words the context masks, and what the embedding model may not be sent."""
        self._forgotten = Forgetting.of(self.facts, self._forgotten)
        return self._forgotten

    def _facts(self, at: datetime | None, user_subject: str) -> list[Fact]:
        if self.facts.key_count() <= ALL_FACTS_UP_TO:
            return list(self.facts.as_of(at))
        subjects = {user_subject, "user"}
        return [f for s in subjects for f in self.facts.as_of(at, subject=s)]

    def _recall(
        self,
        view: MemoryView,
        settings: ContextSettings,
        at: datetime | None,
        exclude_session: str | None,
        message: str,
        recent_context: list[str] | None,
        skip: Collection[str],
        gone: Collection[str] = (),
        masks: Masks | None = None,
    ) -> None:
        from twin.recall.index import TURN_SYNC_BYTES
        from twin.recall.retrieval import recall

        index = self.index()
        try:
            # the turns of sessions being spoken in are indexed by their memory worker, after each exchange (a turn
            # that read in those of 15 others, an exchange each, took 26-28 ms of CPU, against 3-4 ms without:
            # bench/serve/parts.py)
            # an import of years is read in by the memory worker; a twin as of a past time has none
            index.sync(skip_sessions=skip, budget=TURN_SYNC_BYTES if at is None else None)
            if index.backlog:
                view.notes.append(f"recall: {index.backlog} session files not read into the index yet")
            found = recall(
                index,
                message,
                now=at or now(),
                exclude_session=exclude_session,
                turn_budget=settings.relevant_tokens,
                fact_budget=settings.facts_tokens // 2,
                chapter_budget=settings.chapters_tokens // 2,
                embed=self.embed,
                recent_context=recent_context,
                document_budget=settings.documents_tokens,
                forgetting=self._forgetting() if self.embed is not None else NOTHING_FORGOTTEN,
                masks=masks,
            )
        except (StorageError, sqlite3.DatabaseError) as exc:  # the index is derived: the turn goes on without it
            view.notes.append(f"recall skipped: {getattr(exc, 'message', None) or exc}")
            return
        view.notes.extend(found.notes)
        held = {f.id for f in view.facts}  # all of them hold at `at`
        others = [item.id for item in found.facts if item.id not in held]
        currents = dict(zip(others, self.facts.current_for_each(others, at), strict=True))
        scores: dict[str, float] = {}  # a value that held once is recalled as what holds now, with its best score
        for item in found.facts:
            current_id = item.id  # a fact among those held is its own current value
            if item.id not in held:
                current = currents[item.id]
                if current is None or current.id in gone:
                    continue
                if current.id not in held:
                    view.facts.append(current)
                    held.add(current.id)
                current_id = current.id
            if current_id not in scores:
                view.relevant_facts.append(current_id)
            scores[current_id] = max(scores.get(current_id, 0.0), item.score)
        shown = {c.id for c in view.chapters}
        chapters = [
            Chapter.from_record({**item.hit.data, "id": item.id, "text": item.hit.text}) for item in found.chapters
        ]
        view.relevant_chapters = [c for c in chapters if c.id not in shown and not c.flags]
        view.passages = found.turns  # the context leaves out the turns its recent track shows (`build_context`)
        view.documents = found.documents
        view.recall_items = [{"type": "fact", "id": i, "score": round(scores[i], 4)} for i in view.relevant_facts]
        view.recall_items += [i for i in found.items if i["type"] in ("chapter", "document", "turn")]
