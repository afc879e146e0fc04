"""The causal log of memory changes: `events.jsonl`.

Every change to memory appends one event naming its cause (a turn, a command,
an earlier event) and, where state changed, the state before and after. The
log is append-only; the one exception is a confirmed purge (purge.py).
"""

from __future__ import annotations

import mmap
from pathlib import Path
from typing import Any

from twin.files import open_read
from twin.store import JsonlFile
from twin.store.jsonl import decode_line
from twin.store.shapes import EVENTS


class EventLog:
    """events.jsonl of one twin."""

    def __init__(self, twin_dir: Path) -> None:
        self.file = JsonlFile(twin_dir / "events.jsonl", EVENTS)
        self.path = self.file.path

    def append(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Append one event; returns it with its id and timestamp."""
        return self.file.append(kind, **fields)

    def records(self) -> list[dict[str, Any]]:
        """Every readable event, in order."""
        return self.file.read().records

    def mentioning(self, text: str) -> list[dict[str, Any]]:
        """The events whose line contains `text` (an id), in order; found by a byte search, not a full parse."""
        needle = text.encode("utf-8")
        if not needle:
            return []
        try:
            with open_read(self.path) as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as mm:
                found: list[dict[str, Any]] = []
                start = 0
                while True:
                    hit = mm.find(needle, start)
                    if hit < 0:
                        return found
                    begin = mm.rfind(b"\n", 0, hit) + 1
                    end = mm.find(b"\n", hit)
                    if end < 0:
                        return found  # an unfinished last line
                    record, damaged = decode_line(mm[begin:end], EVENTS)
                    if not damaged:
                        found.append(record)
                    start = end + 1
        except (FileNotFoundError, ValueError):  # no file, or an empty one (cannot be mapped)
            return []

    def find(self, event_id: str) -> dict[str, Any] | None:
        """The event with this id, if there is one."""
        for record in self.mentioning(f'"id":"{event_id}"'):
            if record.get("id") == event_id:
                return record
        return None
