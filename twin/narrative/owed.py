"""What memory work a twin owes: diaries not written, and exchanges no extraction has read.

A session that ended without its chapter (a failed model, a killed process) and turns that no extraction run
covered are caught up at the next start of a chat (twin/narrative/worker.py). These are the lists it works
through, and what `twin doctor` reports. Sessions live in another process are not owed: their chat is on them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from twin.narrative.extraction import extracted_turns
from twin.recall.index import SearchIndex
from twin.sessions.catalog import SessionCatalog
from twin.sessions.liveness import is_live
from twin.sessions.session import SessionStore


def owed_chapters(index: SearchIndex, exclude: str | None = None) -> list[Path]:
    """Session files without their chapter that are not live anywhere, oldest first.

    One query of the session catalog and the chapters the index holds: no session file is opened to find them.
    """
    twin_dir = index.twin_dir
    index.sync_chapters()
    catalog = SessionCatalog(twin_dir, index.db)
    catalog.sync()
    return [
        catalog.path(name)
        for name, session in index.unchaptered()
        if session != exclude and not _live(twin_dir, session)
    ]


@dataclass(frozen=True)
class Unread:
    """A session with turns of the person that no extraction run has read."""

    session: str
    path: Path
    turns: int  # how many of the person's turns


def unextracted(twin_dir: Path) -> list[Unread]:
    """The sessions (not live) whose person's turns no extraction has read yet, or only one that failed or whose
    writes were refused (a damaged facts.jsonl once refused them), oldest first.

    Reads every session file: for `twin doctor`, not for a turn.
    """
    covered = extracted_turns(twin_dir, succeeded=True)
    store = SessionStore(twin_dir)
    found: list[Unread] = []
    for path in store.paths():
        session = store.load(path)
        missing = [t for t in session.conversation() if t.role == "user" and t.id not in covered]
        if missing and not _live(twin_dir, session.id):
            found.append(Unread(session.id, path, len(missing)))
    return found


def _live(twin_dir: Path, session_id: str) -> bool:
    try:
        return is_live(twin_dir, session_id)
    except OSError:  # a mark that cannot be probed (a read-only home): count the session as not live
        return False
