"""Opening a twin's files: plain files, or an error that says what stands there instead."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO

from twin.home import FILE_MODE

NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # POSIX: the open of a pipe does not wait for its other end
BINARY = getattr(os, "O_BINARY", 0)  # Windows: bytes as they are, no line ends translated


class NotAFile(OSError):
    """A pipe, a device or a socket where a twin keeps a plain file (a FIFO, a hand-made link to /dev/zero); `zh`
    says what it is in Chinese (twin/errors.py `os_reason`)."""

    def __init__(self, kind: str, path: Path) -> None:
        super().__init__(errno.EINVAL, f"it is {kind}, not a file", str(path))
        self.zh = f"它是{KINDS_ZH.get(kind, kind)}，不是文件"


KINDS_ZH = {"a file": "文件", "a folder": "文件夹", "a pipe": "管道", "a socket": "套接字", "a device": "设备",
            "a pipe or a socket": "管道或套接字"}  # fmt: skip  # kind_of's words in Chinese


def kind_of(mode: int) -> str:
    """What a file of this mode (`st_mode`) is, in words: "a file", "a folder", "a pipe", "a socket", "a device"."""
    if stat.S_ISREG(mode):
        return "a file"
    if stat.S_ISDIR(mode):
        return "a folder"
    return "a pipe" if stat.S_ISFIFO(mode) else "a socket" if stat.S_ISSOCK(mode) else "a device"


def open_regular(path: Path, flags: int = os.O_RDONLY, mode: int = FILE_MODE) -> int:
    """`os.open` for the files of a twin, which are plain files. Anything else in the place of one raises NotAFile
    (an OSError, so callers that skip an unreadable file skip it too): a pipe would hold every command at its open
    or its read, a link to /dev/zero would never end, and writes to /dev/null would vanish. A folder raises
    IsADirectoryError, as open() does. The open does not wait on a pipe (O_NONBLOCK, cleared after)."""
    try:
        fd = os.open(path, flags | NONBLOCK | BINARY, mode)
    except OSError as exc:
        if exc.errno == errno.ENXIO:  # a pipe nobody reads, opened to write; a socket
            raise NotAFile("a pipe or a socket", path) from None
        raise
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(errno.EISDIR, "it is a folder, not a file", str(path))
        if not stat.S_ISREG(st.st_mode):
            raise NotAFile(kind_of(st.st_mode), path)
        if NONBLOCK:
            os.set_blocking(fd, True)
    except OSError:
        os.close(fd)
        raise
    return fd


def open_read(path: Path) -> BinaryIO:
    """A twin's file opened for reading, as open(path, "rb") but refusing what is not a file (`open_regular`)."""
    return os.fdopen(open_regular(path), "rb")


def read_regular(path: Path) -> bytes:
    """A twin's file read whole, as Path.read_bytes() but refusing what is not a file (`open_regular`)."""
    with open_read(path) as fh:
        return fh.read()
