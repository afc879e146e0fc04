"""Append-only JSONL storage: ids, records, locking, fsync, torn-tail repair.

The JSONL half is imported when first asked for: a command that only reads the search index (`twin sessions
search`) needs the ids and times, not the writer.
"""

from typing import TYPE_CHECKING, Any

from twin.store.ids import new_id, now, parse_time, to_iso

if TYPE_CHECKING:
    from twin.store.jsonl import JsonlFile, Problem, ReadResult, file_lock

_JSONL = frozenset({"JsonlFile", "Problem", "ReadResult", "file_lock"})

__all__ = [
    "JsonlFile",
    "Problem",
    "ReadResult",
    "file_lock",
    "new_id",
    "now",
    "parse_time",
    "to_iso",
]


def __getattr__(name: str) -> Any:
    if name in _JSONL:
        from twin.store import jsonl

        return getattr(jsonl, name)
    raise AttributeError(f"module 'twin.store' has no attribute {name!r}")
