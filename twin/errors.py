"""One exception tree and the exit codes every command uses."""

from __future__ import annotations

import errno
from enum import IntEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import sqlite3


class ExitStatus(IntEnum):
    """Process exit codes, as documented in the README."""

    OK = 0
    ERROR = 1  # nothing was done: a question answered no, an edit left unfixed, or an unexpected error
    USAGE = 2
    CONFIG = 3
    MODEL = 4
    STORAGE = 5
    CONFLICT = 6
    INTERRUPTED = 130


class TwinError(Exception):
    """An error a person can act on: a message and a hint, in English (what data files, `twin serve`'s answers
    and the commands' `--json` hold), and in Chinese too when the place that raises it gives them (`zh`: message
    and hint), for the person of a Chinese twin: its chat, its memory notices (in `twin serve`'s log and `twin
    mcp`'s standard error too) and `twin voice`."""

    exit_status: ExitStatus = ExitStatus.ERROR

    def __init__(self, message: str, hint: str = "", *, zh: tuple[str, str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.zh = zh

    def words(self, language: str) -> tuple[str, str]:
        """The message and the hint in `language` ("en" or "zh"); in English when no Chinese was given."""
        return self.zh if language == "zh" and self.zh is not None else (self.message, self.hint)


class UsageError(TwinError):
    """The command was called with arguments that do not fit."""

    exit_status = ExitStatus.USAGE


class ConfigError(TwinError):
    """Settings or a persona file are missing or invalid."""

    exit_status = ExitStatus.CONFIG


class PersonaError(ConfigError):
    """A persona file is missing, unsafe to name or invalid."""


class ModelError(TwinError):
    """The model endpoint failed, refused or could not be reached."""

    exit_status = ExitStatus.MODEL


class ModelSetupError(ModelError):
    """The endpoint refuses every request alike until its settings change (the key, the URL, the model's name): 401,
    403, 404, or a server that is not an OpenAI-compatible API. Asking again cannot help."""


class ModelTooLongError(ModelError):
    """The model refused a request as longer than its context window (OpenAI's `context_length_exceeded`,
    llama.cpp's `exceed_context_size_error`, vLLM's "maximum context length"): that message, not the settings."""


class ModelTimeoutError(ModelError):
    """The model endpoint did not answer in time."""


class ModelRateLimitError(ModelError):
    """The model endpoint is rate-limiting requests (429); `retry_after` is its Retry-After header ("" without one)."""

    def __init__(
        self, message: str, hint: str = "", retry_after: str = "", *, zh: tuple[str, str] | None = None
    ) -> None:
        super().__init__(message, hint, zh=zh)
        self.retry_after = retry_after


class StorageError(TwinError):
    """A data file could not be read or written; `read_only`: nothing may be written there (a read-only file system,
    or no permission), which a command that only reads could still do."""

    exit_status = ExitStatus.STORAGE

    def __init__(
        self, message: str, hint: str = "", *, zh: tuple[str, str] | None = None, read_only: bool = False
    ) -> None:
        super().__init__(message, hint, zh=zh)
        self.read_only = read_only


class ConflictError(TwinError):
    """A compare-and-set write found that another writer changed the state first: nothing was written."""

    exit_status = ExitStatus.CONFLICT


# The operating system's reasons a person meets most, in Chinese, by the errno's name: a chat whose model is down, a
# disk that is full or read-only, a file that went. Others keep the system's English.
REASONS_ZH = {
    "ECONNREFUSED": "连接被拒绝",
    "ECONNRESET": "连接被对方重置",
    "ECONNABORTED": "连接被中止",
    "ETIMEDOUT": "连接超时",
    "EHOSTUNREACH": "没有到这台主机的路由",
    "EHOSTDOWN": "主机已关闭",
    "ENETUNREACH": "网络不可达",
    "ENETDOWN": "网络断开了",
    "EADDRNOTAVAIL": "这个地址用不了",
    "ENOSPC": "磁盘没有空间了",
    "EDQUOT": "超出了磁盘配额",
    "EFBIG": "文件太大",
    "EACCES": "权限不够",
    "EPERM": "不允许这样操作",
    "EROFS": "文件系统是只读的",
    "ENOENT": "没有这个文件或文件夹",
    "ENOTDIR": "不是文件夹",
    "EISDIR": "是文件夹，不是文件",
    "EEXIST": "已经有这个文件",
    "ENOTEMPTY": "文件夹不是空的",
    "ENAMETOOLONG": "文件名太长",
    "ELOOP": "符号链接绕成了圈",
    "EBUSY": "设备或资源正忙",
    "EIO": "磁盘读写出错",
    "EMFILE": "打开的文件太多",
    "ENFILE": "系统打开的文件太多",
}
# a host name that could not be resolved (socket.gaierror's codes, which are not errnos: EAI_NONAME is -2 on Linux
# and 8, ENOEXEC's number, on macOS)
RESOLVING_ZH = {
    "EAI_NONAME": "找不到这个主机名",
    "EAI_NODATA": "这个主机名没有地址",
    "EAI_AGAIN": "主机名暂时解析不了",
    "EAI_FAIL": "主机名解析失败",
}


def os_reason(exc: OSError) -> tuple[str, str]:
    """Why the operating system refused, in English (its own words, as `strerror` has them) and in Chinese: from the
    errno, with the errno's name beside it for a person to search for ("连接被拒绝（ECONNREFUSED）"), or the words
    twin gave an OSError of its own (`zh`: twin/files.py NotAFile); the English where neither is known."""
    english = exc.strerror or str(exc)
    own = getattr(exc, "zh", None)
    if isinstance(own, str):
        return english, own
    import socket

    if isinstance(exc, socket.gaierror):
        names = [name for name in RESOLVING_ZH if getattr(socket, name, None) == exc.errno]
        return english, f"{RESOLVING_ZH[names[0]]}（{names[0]}）" if names else english
    name = errno.errorcode.get(exc.errno or 0, "")
    return english, f"{REASONS_ZH[name]}（{name}）" if name in REASONS_ZH else english


# SQLite's reasons a person can act on, in Chinese, by its error's primary name (sqlite_errorname without its
# extension: SQLITE_IOERR for SQLITE_IOERR_WRITE)
SQLITE_ZH = {
    "SQLITE_FULL": "数据库或磁盘满了",
    "SQLITE_READONLY": "数据库是只读的",
    "SQLITE_CANTOPEN": "数据库文件打不开",
    "SQLITE_PERM": "没有权限",
    "SQLITE_IOERR": "读写磁盘出错",
    "SQLITE_CORRUPT": "数据库文件坏了",
    "SQLITE_NOTADB": "这不是数据库文件",
    "SQLITE_BUSY": "数据库被另一个进程占着",
    "SQLITE_LOCKED": "数据库被锁住了",
}


def sqlite_reason(exc: sqlite3.Error) -> str:
    """SQLite's reason for `exc` in Chinese, its own words kept beside it ("数据库或磁盘满了（database or disk is
    full）"); its own words alone for a reason not named here."""
    name = "_".join(str(getattr(exc, "sqlite_errorname", "")).split("_")[:2])
    return f"{SQLITE_ZH[name]}（{exc}）" if name in SQLITE_ZH else str(exc)
