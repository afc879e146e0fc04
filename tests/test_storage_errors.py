"""The system's reasons are said in Chinese too, beside its English: from the errno, its name beside it to search
for."""

from __future__ import annotations

import errno
import os
import socket
from collections.abc import Callable
from pathlib import Path

import pytest


@pytest.mark.parametrize(
    ("made", "english", "chinese"),
    [
        (lambda: ConnectionRefusedError(errno.ECONNREFUSED, "Connection refused"), "Connection refused",
         "连接被拒绝（ECONNREFUSED）"),
        (lambda: TimeoutError(errno.ETIMEDOUT, "Connection timed out"), "Connection timed out",
         "连接超时（ETIMEDOUT）"),
        (lambda: OSError(errno.EHOSTUNREACH, "No route to host"), "No route to host",
         "没有到这台主机的路由（EHOSTUNREACH）"),
        (lambda: OSError(errno.ENETUNREACH, "Network is unreachable"), "Network is unreachable",
         "网络不可达（ENETUNREACH）"),
        (lambda: OSError(errno.ENOSPC, "No space left on device"), "No space left on device",
         "磁盘没有空间了（ENOSPC）"),
        (lambda: PermissionError(errno.EACCES, "Permission denied"), "Permission denied", "权限不够（EACCES）"),
        (lambda: OSError(errno.EROFS, "Read-only file system"), "Read-only file system", "文件系统是只读的（EROFS）"),
        (lambda: FileNotFoundError(errno.ENOENT, "No such file or directory"), "No such file or directory",
         "没有这个文件或文件夹（ENOENT）"),
        (lambda: socket.gaierror(socket.EAI_NONAME, "Name or service not known"), "Name or service not known",
         "找不到这个主机名（EAI_NONAME）"),
        (lambda: socket.gaierror(socket.EAI_AGAIN, "Temporary failure in name resolution"),
         "Temporary failure in name resolution", "主机名暂时解析不了（EAI_AGAIN）"),
        (lambda: OSError(errno.EBADF, "Bad file descriptor"), "Bad file descriptor", "Bad file descriptor"),
        (lambda: OSError("no errno at all"), "no errno at all", "no errno at all"),
    ],
    ids=["refused", "timed-out", "host-unreachable", "net-unreachable", "full", "denied", "read-only", "missing",
         "no-such-name", "name-not-now", "unknown-errno", "no-errno"],
)  # fmt: skip
def test_the_systems_reason_is_said_in_chinese_from_its_errno(
    made: Callable[[], OSError], english: str, chinese: str
) -> None:
    from twin.errors import os_reason

    assert os_reason(made()) == (english, chinese)


def test_a_pipe_where_a_file_belongs_is_said_in_twins_own_words(tmp_path: Path) -> None:
    from twin.errors import os_reason
    from twin.files import read_regular

    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    os.mkfifo(tmp_path / "facts.jsonl")
    with pytest.raises(OSError) as raised:
        read_regular(tmp_path / "facts.jsonl")
    assert os_reason(raised.value) == ("it is a pipe, not a file", "它是管道，不是文件")
