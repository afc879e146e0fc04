"""Reading a twin's memory at one time coordinate, for the context of a turn. Reads never write memory.

The recent part of each track (the facts about the person, the latest
chapters, the last turns) is joined by what retrieval finds relevant to the
new message among everything older (twin/memory/retrieval.py). The search
index under index/ is derived: it is brought up to date here, incrementally.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from twin.errors import StorageError
from twin.memory.chapters import Chapter, ChapterStore
from twin.memory.context import MemoryView
from twin.memory.embedding import Embed
from twin.memory.fact import Fact
from twin.memory.facts import FactStore
from twin.memory.session import SessionStore
from twin.settings import ContextSettings
from twin.store import now, parse_time

if TYPE_CHECKING:
    from twin.memory.index import SearchIndex

REPLACED_WINDOW = timedelta(days=90)  # how long a replaced value is still mentioned ("before that: Vue")
ALL_FACTS_UP_TO = 400  # a memory with at most this many keys puts every current fact in the running


class MemoryReader:
    """The stores of one twin, kept open so each turn reads only what changed. One per thread."""

    def __init__(self, twin_dir: Path, *, embed: Embed | None = None) -> None:
        self.twin_dir = twin_dir
        self.facts = FactStore(twin_dir)
        self.chapters = ChapterStore(twin_dir)
        self.sessions = SessionStore(twin_dir)
        self.embed = embed
        self._index: SearchIndex | None = None

    def index(self) -> SearchIndex:
        """The search index, opened on first use."""
        if self._index is None:
            from twin.memory.index import SearchIndex

            self._index = SearchIndex(self.twin_dir)
        return self._index

    def view(
        self,
        settings: ContextSettings,
        *,
        at: datetime | None = None,
        exclude_session: str | None = None,
        user_subject: str = "user",
        message: str = "",
        recent_context: list[str] | None = None,
    ) -> MemoryView:
        """What the twin remembers at `at` (default now), recent and relevant to `message`."""
        view = MemoryView(
            facts=self._facts(at, user_subject),
            chapters=self.chapters.latest(settings.chapters, before=at, exclude=exclude_session),
            earlier_turns=self.sessions.recent_turns(settings.recent_turns, exclude=exclude_session, before=at),
            user_subject=user_subject,
        )
        if settings.recall and message.strip():
            self._recall(view, settings, at, exclude_session, message, recent_context)
        view.replaced = self.replaced_for(view.facts, at)
        return view

    def replaced_for(self, facts: list[Fact], at: datetime | None) -> list[tuple[Fact, Fact]]:
        """(old, new) for each of `facts` that replaced a value which stopped holding within the window.

        Only the facts that may be shown are looked at: asking the store for every replacement of
        the last 90 days cost hundreds of milliseconds a turn on a large memory.
        """
        moment = at or now()
        pairs = []
        for fact in facts:
            if not fact.replaces:
                continue
            old = self.facts.get(fact.replaces, at)
            ended = old.valid_until or old.until
            if ended and moment - parse_time(ended) <= REPLACED_WINDOW:
                pairs.append((old, fact))
        return pairs

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
    ) -> None:
        from twin.memory.retrieval import recall

        index = self.index()
        try:
            index.sync()
        except StorageError as exc:
            view.notes.append(f"recall skipped: {exc.message}")
            return
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
        )
        view.notes.extend(found.notes)
        held = {f.id for f in view.facts}
        for item in found.facts:
            current = self.facts.current_for(item.id, at)
            if current is not None and current.id not in held:
                view.facts.append(current)
                held.add(current.id)
            if current is not None:
                view.relevant_facts.append(current.id)
        shown = {c.id for c in view.chapters}
        view.relevant_chapters = [
            Chapter.from_record({**item.hit.data, "id": item.id}) for item in found.chapters if item.id not in shown
        ]
        recent = {t.id for t in view.earlier_turns}
        view.passages = [p for p in found.turns if not all(t.id in recent for t in p.turns)]
        view.documents = found.documents
        view.recall_items = [i for i in found.items if i["type"] != "turn" or i["id"] not in recent]
