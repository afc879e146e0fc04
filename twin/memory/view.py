"""Reading a twin's memory at one time coordinate, for the context of a turn. Reads never write."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from twin.memory.chapters import ChapterStore
from twin.memory.context import MemoryView
from twin.memory.facts import FactStore
from twin.memory.session import SessionStore
from twin.settings import ContextSettings

REPLACED_WINDOW = timedelta(days=90)  # how long a replaced value is still mentioned ("before that: Vue")


class MemoryReader:
    """The stores of one twin, kept open so each turn reads only what changed."""

    def __init__(self, twin_dir: Path) -> None:
        self.facts = FactStore(twin_dir)
        self.chapters = ChapterStore(twin_dir)
        self.sessions = SessionStore(twin_dir)

    def view(
        self,
        settings: ContextSettings,
        *,
        at: datetime | None = None,
        exclude_session: str | None = None,
        user_subject: str = "user",
    ) -> MemoryView:
        """Facts that hold at `at` (default now), recently replaced values, the latest chapters, recent turns."""
        return MemoryView(
            facts=self.facts.as_of(at),
            replaced=self.facts.recently_replaced(at, within=REPLACED_WINDOW),
            chapters=self.chapters.latest(settings.chapters, before=at, exclude=exclude_session),
            earlier_turns=self.sessions.recent_turns(settings.recent_turns, exclude=exclude_session, before=at),
            user_subject=user_subject,
        )
