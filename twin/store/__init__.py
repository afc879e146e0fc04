"""Append-only JSONL storage: ids, records, locking, fsync, torn-tail repair."""

from twin.store.ids import new_id, now, parse_time, to_iso
from twin.store.jsonl import JsonlFile, Problem, ReadResult, file_lock

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
