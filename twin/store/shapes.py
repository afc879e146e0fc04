"""What each record of each memory file must hold: the storage format of docs/storage.md, in one table.

A reader given a file's shape skips a record that does not fit it as a damaged line (reported with its line
number, like a line that is not JSON), so no code further in ever meets a turn whose text is a list or a chapter
without a session. Fields not named are free; a field whose name ends in "?" may be missing or null. facts.jsonl
is checked by the fold itself (twin/facts/records.py), which needs more than types.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

SESSION_ID = re.compile(r"[0-9A-Z]{26}")  # a ULID, as a session's id is
SESSION_NAME = re.compile(
    rf"^(?P<start>\d{{8}}T\d{{6}}Z)-(?P<id>{SESSION_ID.pattern})\.jsonl$"
)  # sessions/<start>-<id>.jsonl
_STAMP = "%Y%m%dT%H%M%SZ"
# an import's session file while it is written (sessions/.tmp-import-<id>.jsonl): no session yet, whatever its
# header says; one a killed import left is deleted by the next import
IMPORT_TEMP = ".tmp-import-"


def session_file_name(started: datetime, session_id: str) -> str:
    """The name of a session's file: when it started (UTC, to the second), then its id; names sort by start."""
    return f"{started.astimezone(UTC).strftime(_STAMP)}-{session_id}.jsonl"


def session_names_to(moment: datetime) -> str:
    """What the names of the sessions started by `moment` sort below, and those of later ones above (`~` comes after
    every character of an id): a bound to cut a sorted listing at."""
    return f"{moment.astimezone(UTC).strftime(_STAMP)}-~"


def named_for(name: str, header: dict[str, Any] | None) -> str:
    """The session a session file's header names when it is not the one the file's name does, or the file's name is
    no session's (a copy of another session's file, or a file renamed by hand), else ""."""
    parts = session_name_parts(name)
    named = str((header or {}).get("id") or "")
    return named if named and (parts is None or named != parts[1]) else ""


def session_name_parts(name: str) -> tuple[datetime, str] | None:
    """(when it started, id) of a session file's name; None when `name` is not one."""
    match = SESSION_NAME.match(name)
    if match is None:
        return None
    try:
        return datetime.fromisoformat(match["start"]), match["id"]
    except ValueError:  # a start that is no moment (month 13): not a name twin writes
        return None


class Time:
    """The type of a field holding an ISO 8601 time."""


@dataclass(frozen=True)
class OneOf:
    """The type of a text field that holds one of a few words, exactly (a turn's role: "User" is not "user")."""

    words: tuple[str, ...]


@dataclass(frozen=True)
class ListOf:
    """The type of a field holding a list whose items are all of one type."""

    item: Any


# What each kind of record of one file must hold: kind -> {field: type}. A type is a class (str, int, float, bool,
# dict, list, Time, OneOf(words), ListOf(type)) or a tuple of them; None in the tuple lets the field be null. A
# field whose name ends in "?" may be missing or null; every other one must be there. The kind "*" stands for every
# kind the shape does not name; without it, kinds a shape does not name are not checked.
Shape = dict[str, dict[str, Any]]
ENVELOPE = {"id": str, "ts?": Time}


def misfit(record: dict[str, Any], shape: Shape | None) -> str | None:
    """What is wrong with `record` for its file's `shape` (one phrase), or None when it holds what its kind needs."""
    if not shape:
        return None
    kind = record["kind"]
    if not isinstance(kind, str):
        return "`kind` is not text"
    fields = shape.get(kind, shape.get("*"))
    if fields is None:
        return None
    for spec in (ENVELOPE, fields):
        for name, want in spec.items():
            optional = name.endswith("?")
            name = name.rstrip("?")
            value = record.get(name)
            if value is None:
                if optional or (isinstance(want, tuple) and type(None) in want and name in record):
                    continue
                return f"a {kind} record without `{name}`"
            if not _fits(value, want):
                return f"`{name}` of a {kind} record is not {_type_name(want)}"
    return None


def _fits(value: Any, want: Any) -> bool:
    if isinstance(want, tuple):
        return any(_fits(value, w) for w in want if w is not type(None))
    if isinstance(want, ListOf):
        return isinstance(value, list) and all(_fits(v, want.item) for v in value)
    if isinstance(want, OneOf):
        return isinstance(value, str) and value in want.words
    if want is Time:
        if not isinstance(value, str):
            return False
        try:
            datetime.fromisoformat(value)
        except ValueError:
            return False
        return True
    if want is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if want is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, want)


def _type_name(want: Any) -> str:
    if isinstance(want, tuple):
        return " or ".join(_type_name(w) for w in want if w is not type(None))
    if isinstance(want, OneOf):
        return " or ".join(f'"{w}"' for w in want.words)
    if isinstance(want, ListOf):
        return f"a list of {_type_name(want.item).removeprefix('a ').removeprefix('an ')}s"
    names = {str: "text", int: "a whole number", float: "a number", bool: "true or false", dict: "an object",
             list: "a list", Time: "an ISO 8601 time"}  # fmt: skip
    return names.get(want, getattr(want, "__name__", str(want)))


SESSION: Shape = {
    "session": {"ts": Time, "started?": Time, "persona?": str, "user?": str, "title?": str, "source?": str},
    "turn": {"ts": Time, "role": OneOf(("user", "assistant")), "text": str, "status?": str, "reply_to?": str,
             "retry_of?": str, "context?": ListOf(dict), "usage?": dict, "source?": str},
    "end": {"reason?": str, "turns?": int},
}  # fmt: skip
CHAPTERS: Shape = {
    "chapter": {"session": str, "text": str, "start?": str, "end?": str, "prompt?": str, "parts?": int,
                "turns?": int, "flags?": ListOf(str), "importance?": int},
    "chapter_skipped": {"session": str, "reason?": str},
    "era": {"span": str, "period": str, "start": str, "end": str, "text": str, "prompt?": str,
            "sources": ListOf(str), "sessions?": ListOf(str), "flags?": ListOf(str), "importance?": int},
}  # fmt: skip
EXTRACTIONS: Shape = {
    "extraction": {"session?": str, "document?": str, "turns?": ListOf(str), "chunks?": ListOf(str),
                   "prompt?": str, "reask?": str, "model?": str, "status": str, "written?": ListOf(dict),
                   "rejected?": ListOf(dict), "error?": str},
}  # fmt: skip
EVENTS: Shape = {
    "*": {"fact?": str, "record?": str, "key?": str, "cause?": str, "at?": Time, "before?": dict, "after?": dict,
          "session?": str},
}  # fmt: skip
DOCUMENTS: Shape = {
    "document_chunk": {"doc": str, "index": int, "text": str, "chunks?": int, "chunk?": str, "path?": str,
                       "title?": str, "version?": int, "modified?": str},
}  # fmt: skip
PERSONA_HISTORY: Shape = {
    "persona_version": {"persona": str, "hash": str, "text": str, "source?": str, "note?": str},
}  # fmt: skip
FACTS: Shape = {}  # checked by the fold (twin/facts/records.py)

EXTRACTION_LOG = "extractions.jsonl"  # every extraction run: what it read, wrote and rejected, and why

FILES: dict[str, Shape] = {  # file name in data/<persona>/ -> its shape (sessions/*.jsonl: SESSION)
    "facts.jsonl": FACTS,
    "events.jsonl": EVENTS,
    "chapters.jsonl": CHAPTERS,
    EXTRACTION_LOG: EXTRACTIONS,
    "documents.jsonl": DOCUMENTS,
    "persona.jsonl": PERSONA_HISTORY,
}


def shape_of(name: str) -> Shape | None:
    """The shape of a memory file, by its path relative to the twin's folder; None for a file that is not one."""
    if name.startswith("sessions/") and name.endswith(".jsonl"):
        return SESSION
    return FILES.get(name)
