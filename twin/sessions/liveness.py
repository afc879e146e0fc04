"""Which sessions are live in some process: a lock held for the life of a chat.

A session without its chapter is owed one only when no process holds its
live lock. A killed process releases its lock, so the next start sees the
session as finished and writes what it owes.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from twin.home import FILE_MODE, private_dir
from twin.store.jsonl import storage_error

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: every session counts as finished
    fcntl = None  # type: ignore[assignment]


class LiveMark:
    """Holds `data/<persona>/live/<session>.lock` while a session is live (or its memory is being written)."""

    def __init__(self, twin_dir: Path, session_id: str) -> None:
        self.path = twin_dir / "live" / f"{session_id}.lock"
        self._fd: int | None = None

    def acquire(self) -> bool:
        """Take the mark; False when another process holds it."""
        if self._fd is not None:
            return True
        try:
            private_dir(self.path.parent)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, FILE_MODE)
        except OSError as exc:  # a read-only home: said as every write says it, not a traceback (`twin mcp`'s tell)
            raise storage_error(self.path, exc) from None
        if fcntl is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(fd)
                return False
        self._fd = fd
        return True

    def release(self) -> None:
        """Drop the mark and its file."""
        if self._fd is None:
            return
        try:
            self.path.unlink(missing_ok=True)
        finally:
            os.close(self._fd)
            self._fd = None


@contextmanager
def live_mark(twin_dir: Path, session_id: str) -> Iterator[bool]:
    """Hold a session's live mark (or another name's: "eras") for the block; yields False, holding nothing, when
    another process holds it."""
    mark = LiveMark(twin_dir, session_id)
    if not mark.acquire():
        yield False
        return
    try:
        yield True
    finally:
        mark.release()


def live_now(twin_dir: Path) -> list[str]:
    """The names (session ids, or "eras") whose live mark some process holds now: a chat, a server or a memory
    worker using this twin's memory."""
    folder = twin_dir / "live"
    names = sorted(p.stem for p in folder.glob("*.lock")) if folder.is_dir() else []
    return [name for name in names if is_live(twin_dir, name)]


def is_live(twin_dir: Path, session_id: str) -> bool:
    """True when some process holds the session's live mark."""
    path = twin_dir / "live" / f"{session_id}.lock"
    if not path.exists():
        return False
    probe = LiveMark(twin_dir, session_id)
    if probe.acquire():
        probe.release()  # nobody held it: a stale file from a killed process
        return False
    return True
