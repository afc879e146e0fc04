"""Replacing a whole file in one step: a reader sees the old file or the new one, never half of either.

A temporary file beside the target (so the rename stays on one file system), written, fsynced, given the
target's mode, renamed over it, then the folder fsynced so the rename itself survives a crash. Any failure
(a full disk, a read-only home) leaves the target as it was, takes the temporary file away, and raises a
StorageError that says so.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from twin.errors import StorageError
from twin.home import FILE_MODE, private_dir
from twin.store.jsonl import storage_error


def replace_file(
    path: Path,
    data: bytes,
    *,
    mode: int | None = None,
    hint: str = "Nothing was changed.",
    temp_name: str | None = None,
    sync: bool = True,
) -> None:
    """Make `path` hold `data`, atomically (`mode`: its permissions; by default the old file's, else owner-only).

    `temp_name` names the temporary file (beside `path`) for a writer that finds its own after a kill; `sync=False`
    leaves the folder's fsync to a caller that replaces many files and syncs the folder once after them.
    """
    path = Path(path)
    temp: str | None = None
    try:
        private_dir(path.parent)
        if mode is None:
            try:
                mode = path.stat().st_mode & 0o777
            except FileNotFoundError:
                mode = FILE_MODE
        if temp_name is None:
            fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        else:
            temp = str(path.parent / temp_name)
            fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(temp, mode)
        os.replace(temp, path)
        temp = None
        if sync:
            sync_folder(path.parent)
    except OSError as exc:
        error = storage_error(path, exc)
        raise StorageError(error.message, hint if error.hint == "" else f"{error.hint} {hint}") from None
    finally:
        if temp is not None:
            Path(temp).unlink(missing_ok=True)


def sync_folder(folder: Path) -> None:
    """fsync a folder, so that a rename or a new file in it survives a crash (POSIX; a no-op elsewhere)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
