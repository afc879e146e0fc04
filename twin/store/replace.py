"""Replacing a whole file in one step: a reader sees the old file or the new one, never half of either.

A temporary file beside the target (so the rename stays on one file system), written, fsynced, given the
target's mode, renamed over it, then the folder fsynced so the rename itself survives a crash. Any failure
(a full disk, a read-only home) leaves the target as it was, takes the temporary file away, and raises a
StorageError that says so.
"""

from __future__ import annotations

import os
import tempfile
from contextlib import ExitStack
from pathlib import Path

from twin.errors import StorageError
from twin.home import FILE_MODE, private_dir
from twin.store.jsonl import file_lock, storage_error

Hint = str | tuple[str, str]  # what a failure leaves to do, in English, or in English and in Chinese
UNCHANGED = ("Nothing was changed.", "什么也没改。")


def replace_file(
    path: Path,
    data: bytes,
    *,
    mode: int | None = None,
    hint: Hint = UNCHANGED,
    temp_name: str | None = None,
    sync: bool = True,
) -> None:
    """Make `path` hold `data`, atomically (`mode`: its permissions; by default the old file's, else owner-only).

    `hint` follows the next step a failure's StorageError names: in English alone, or in English and in Chinese (a
    Chinese twin's chat and commands say it in Chinese). `temp_name` names the temporary file (beside `path`) for a
    writer that finds its own after a kill; `sync=False` leaves the folder's fsync to a caller that replaces many
    files and syncs the folder once after them.
    """
    path = Path(path)
    temp = _written(path, data, mode, hint, temp_name)
    try:
        os.replace(temp, path)
        if sync:
            sync_folder(path.parent)
    except BaseException as exc:  # Ctrl-C too: no temporary file is left for `twin doctor` to take for a copy
        Path(temp).unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise _error(path, exc, hint) from None
        raise


def _written(path: Path, data: bytes, mode: int | None, hint: Hint, temp_name: str | None = None) -> str:
    """`data` in a temporary file beside `path`, fsynced, with `path`'s mode (or `mode`); its name. On failure
    the temporary file is gone and a StorageError says why."""
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
        return temp
    except BaseException as exc:  # Ctrl-C while writing too
        if temp is not None:
            Path(temp).unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise _error(path, exc, hint) from None
        raise


def _error(path: Path, exc: OSError, hint: Hint) -> StorageError:
    error = storage_error(path, exc)
    message, first = error.words("zh")
    then, then_zh = (hint, "") if isinstance(hint, str) else hint  # a hint in English alone: storage_error's Chinese
    return StorageError(
        error.message,
        " ".join(part for part in (error.hint, then) if part),
        zh=(message, first + then_zh),
        read_only=error.read_only,
    )


class Replacements:
    """Many files replaced as one change, as far as a full disk goes: every new file is written and fsynced beside
    its target first (`replace`), and only when all are written are they renamed over their targets (`commit`), in
    the order given, then their folders fsynced. A failure while writing, the one a full disk brings halfway
    through, leaves every target as it was: a purge that cannot finish removes nothing (a chapter gone and the
    rest kept was the failure this prevents). Renames need no space; a crash between two of them leaves the
    earlier ones done, so callers order the files so that a change cut short there can be made again.

    Used as a context manager: what was not committed is taken away, and the files locked with `lock` stay locked
    until it closes.
    """

    def __init__(self, hint: Hint = UNCHANGED) -> None:
        self.hint = hint  # the next step a StorageError names
        self._staged: dict[Path, str] = {}  # target -> its written temporary file, in order
        self._locks = ExitStack()

    def __enter__(self) -> Replacements:
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            for temp in self._staged.values():
                Path(temp).unlink(missing_ok=True)
            self._staged.clear()
        finally:
            self._locks.close()

    def lock(self, path: Path) -> None:
        """Hold `path`'s writer lock (twin/store/jsonl.py `file_lock`) until these replacements are done."""
        self._locks.enter_context(file_lock(path))

    def replace(self, path: Path, data: bytes, *, mode: int | None = None) -> None:
        """Write what `path` will hold; it is renamed in by `commit`. A file is staged once."""
        path = Path(path)
        if path in self._staged:
            raise ValueError(f"{path} is staged already")  # the second would be built from the old file
        self._staged[path] = _written(path, data, mode, self.hint)

    def commit(self) -> None:
        """Rename every staged file over its target, in order, and fsync their folders."""
        renamed: list[Path] = []
        for path, temp in list(self._staged.items()):
            try:
                os.replace(temp, path)
            except OSError as exc:
                done, of = len(renamed), len(renamed) + len(self._staged)
                before = (
                    f"{done} of {of} files were replaced before it.",
                    f"在它之前，{of} 个文件里已经换了 {done} 个。",
                )
                raise _error(path, exc, before) from None
            del self._staged[path]
            renamed.append(path)
        for folder in dict.fromkeys(p.parent for p in renamed):
            try:
                sync_folder(folder)
            except OSError as exc:
                crash = (
                    "The files were replaced; a crash now may undo some of it.",
                    "文件已经换好；这时崩溃的话，可能撤销其中一部分。",
                )
                raise _error(folder, exc, crash) from None


def sync_folder(folder: Path) -> None:
    """fsync a folder, so that a rename or a new file in it survives a crash (POSIX; a no-op elsewhere)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
