"""Append-only JSONL storage (ids, records, locking, fsync, torn-tail repair) and the one derived database."""

from twin.store.ids import new_id
from twin.store.jsonl import JsonlFile, Problem, ReadResult, file_lock

__all__ = ["JsonlFile", "Problem", "ReadResult", "file_lock", "new_id"]
