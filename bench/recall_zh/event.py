"""An event of the person's life as she tells it, and the span of the history it belongs to."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, timedelta, timezone

ZONE = timezone(timedelta(hours=8))  # she lives in Shanghai: sessions, windows and "now" are in UTC+8
START = date(2022, 1, 1)  # the first session (MADial's memories begin on this day)
END = date(2024, 10, 31)  # the last session (MADial's last memory is of 2024-10-23)
NOW = datetime(2024, 11, 8, 20, 30, tzinfo=ZONE)  # when the questions are asked, a week after the last session


@dataclass
class Event:
    """Something that happened, told in one session: her lines (tagged), and the twin's replies."""

    name: str  # unique: "madial-57", "trip-hangzhou", "dinner-012"
    kind: str  # trip, dinner, doctor, pet, colleague, job, move, exam, kids, madial, ...
    happened: date  # when it happened
    said: date  # the day of the session it is told in (the same day, or later)
    lines: list[tuple[str, str]]  # (tag, words) she says, in order; questions name their evidence by tag
    replies: dict[int, str] = field(default_factory=dict)  # the twin's reply after line i
    slots: dict[str, str] = field(default_factory=dict)  # what the lines are made of (who, where, what)
    ids: list[str] = field(default_factory=list)  # the turn id of each line, once written

    def tagged(self, *tags: str) -> list[int]:
        """The indexes of the lines with any of `tags` ("~words": the lines that hold those words)."""
        found = [
            i
            for i, (tag, text) in enumerate(self.lines)
            if any(t == tag or (t.startswith("~") and t[1:] in text) for t in tags)
        ]
        if not found:
            raise KeyError(f"{self.name} has no line tagged {tags}")
        return found


def told(name: str, kind: str, happened: str, script: list[str], said: str | None = None, **slots: str) -> Event:
    """An event from a script: "tag:words" is a line of hers, ">words" the twin's reply to the line before."""
    lines: list[tuple[str, str]] = []
    replies: dict[int, str] = {}
    for entry in script:
        if entry.startswith(">"):
            replies[len(lines) - 1] = entry[1:].strip()
        else:
            tag, sep, words = entry.partition(":")
            if not sep or not tag.isascii():
                tag, words = "line", entry
            lines.append((tag, words.strip()))
    day = date.fromisoformat(happened)
    return Event(name, kind, day, date.fromisoformat(said) if said else day, lines, replies, dict(slots))
