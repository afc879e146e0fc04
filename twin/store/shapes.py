"""What each record of each memory file must hold: the storage format of docs/storage.md, in one table.

A reader given a file's shape skips a record that does not fit it as a damaged line (reported with its line
number, like a line that is not JSON), so no code further in ever meets a turn whose text is a list or a chapter
without a session. Fields not named are free; a field whose name ends in "?" may be missing or null. facts.jsonl
is checked by the fold itself (twin/facts/records.py), which needs more than types.
"""

from __future__ import annotations

from twin.store.jsonl import ListOf, Shape, Time

SESSION: Shape = {
    "session": {"ts": Time, "started?": Time, "persona?": str, "user?": str, "title?": str, "source?": str},
    "turn": {"ts": Time, "role": str, "text": str, "status?": str, "reply_to?": str, "retry_of?": str,
             "context?": ListOf(dict), "usage?": dict, "source?": str},
    "end": {"reason?": str, "turns?": int},
}  # fmt: skip
CHAPTERS: Shape = {
    "chapter": {"session": str, "text": str, "start?": str, "end?": str, "prompt?": str, "parts?": int,
                "turns?": int, "flags?": ListOf(str)},
    "chapter_skipped": {"session": str, "reason?": str},
}  # fmt: skip
EXTRACTIONS: Shape = {
    "extraction": {"session?": str, "document?": str, "turns?": ListOf(str), "chunks?": ListOf(str),
                   "prompt?": str, "status": str, "written?": ListOf(dict), "rejected?": ListOf(dict),
                   "error?": str},
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

FILES: dict[str, Shape] = {  # file name in data/<persona>/ -> its shape (sessions/*.jsonl: SESSION)
    "facts.jsonl": FACTS,
    "events.jsonl": EVENTS,
    "chapters.jsonl": CHAPTERS,
    "extractions.jsonl": EXTRACTIONS,
    "documents.jsonl": DOCUMENTS,
    "persona.jsonl": PERSONA_HISTORY,
}


def shape_of(name: str) -> Shape | None:
    """The shape of a memory file, by its path relative to the twin's folder; None for a file that is not one."""
    if name.startswith("sessions/") and name.endswith(".jsonl"):
        return SESSION
    return FILES.get(name)
