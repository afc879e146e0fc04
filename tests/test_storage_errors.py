"""Every storage failure a person can meet is said in Chinese too, beside its English: with the same facts (paths,
sizes, commands) and the system's reason in Chinese from its errno, its name beside it to search for. Each failure
is met for real where a test can make it (a folder where a file belongs, a database that is not one, a session file
that went); the rest are handed the system's error. The English stays as it was (tests/test_chinese_errors.py: what
a Chinese twin's chat and commands print)."""

from __future__ import annotations

import errno
import os
import re
import socket
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import made_without_chinese
from twin.errors import StorageError

CJK = re.compile(r"[\u4e00-\u9fff]")
# what an error states that its Chinese must state alike: a path, a size, a command, a setting's or an errno's name
FACT = re.compile(r"(?<!\w)/[^\s:()]+|`[^`]+`|\b[A-Z][A-Z0-9_]{2,}\b|\d+")


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


def met(action: Callable[[], object]) -> StorageError:
    with pytest.raises(StorageError) as raised:
        action()
    return raised.value


def twin_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "data" / "lin"
    (folder / "index").mkdir(parents=True)
    return folder


def not_a_database(tmp_path: Path) -> sqlite3.Connection:
    path = tmp_path / "garbage.sqlite3"
    path.write_bytes(b"not a database " * 400)
    return sqlite3.connect(path)


def handed(path: str, code: int, words: str) -> Callable[[Path], StorageError]:
    from twin.store.jsonl import storage_error

    return lambda tmp: storage_error(tmp / path, OSError(code, words))


def history_of_a_folder(tmp: Path) -> StorageError:
    from twin.persona.history import read_text

    (tmp / "lin.toml").mkdir()
    return met(lambda: read_text(tmp / "lin.toml"))


def sessions_a_file(tmp: Path) -> StorageError:
    from twin.sessions.catalog import SessionCatalog

    (twin_dir(tmp) / "sessions").write_text("x")
    return met(lambda: SessionCatalog(tmp / "data" / "lin").sync())


def catalog_not_a_database(tmp: Path) -> StorageError:
    from twin.sessions.catalog import SessionCatalog

    return met(lambda: SessionCatalog(twin_dir(tmp), not_a_database(tmp)).sync())


def index_not_a_database(tmp: Path) -> StorageError:
    from twin.recall.index import SearchIndex

    return met(lambda: SearchIndex(twin_dir(tmp), not_a_database(tmp)).sync())


def removed_folder(tmp: Path) -> StorageError:
    from twin.store import derived

    (tmp / "memory.sqlite3").mkdir()
    return met(lambda: derived.remove(tmp / "memory.sqlite3"))


def rebuilt_on_a_full_disk(tmp: Path) -> StorageError:
    from twin.store import derived

    folder = twin_dir(tmp)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(derived, "MIN_FREE", 1 << 62)  # more than any disk has free
        return met(lambda: derived.rebuild(folder))


def session_gone(tmp: Path) -> StorageError:
    from twin.sessions.session import SessionStore

    writer = SessionStore(twin_dir(tmp)).start({"persona": "lin", "user": "me"})
    writer.add_turn("user", "你好")
    assert writer.path is not None
    writer.path.unlink()  # the home moved away under a live chat
    return met(lambda: writer.add_turn("assistant", "你好呀"))


def replaced_under_a_file(hint: object) -> Callable[[Path], StorageError]:
    from twin.store.replace import replace_file

    def meet(tmp: Path) -> StorageError:
        (tmp / "sessions").write_text("x")
        return met(lambda: replace_file(tmp / "sessions" / "s.jsonl", b"{}\n", hint=hint))  # type: ignore[arg-type]

    return meet


STORAGE: dict[str, tuple[Callable[[Path], StorageError], str, str]] = {
    # name: (how it is met, its English message, what its Chinese says)
    "full": (handed("facts.jsonl", errno.ENOSPC, "No space left on device"), "The disk is full: could not write "
             "{tmp}/facts.jsonl.", "磁盘满了：没能写入 {tmp}/facts.jsonl。"),
    "denied": (handed("facts.jsonl", errno.EACCES, "Permission denied"), "{tmp}/facts.jsonl cannot be written here "
               "(Permission denied): nothing was written.",
               "{tmp}/facts.jsonl 在这里写不了：权限不够（EACCES）。什么也没写。"),
    "read-only": (handed("facts.jsonl", errno.EROFS, "Read-only file system"), "{tmp}/facts.jsonl is read-only "
                  "(Read-only file system): nothing was written.",
                  "{tmp}/facts.jsonl 是只读的：文件系统是只读的（EROFS）。什么也没写。"),
    "io": (handed("facts.jsonl", errno.EIO, "Input/output error"), "Could not use {tmp}/facts.jsonl: Input/output "
           "error.", "用不了 {tmp}/facts.jsonl：磁盘读写出错（EIO）。"),
    "read-a-folder": (history_of_a_folder, "Could not read {tmp}/lin.toml: it is a folder, not a file.",
                      "读不了 {tmp}/lin.toml：是文件夹，不是文件（EISDIR）。"),
    "list-a-file": (sessions_a_file, "Could not list {tmp}/data/lin/sessions: Not a directory.",
                    "列不出 {tmp}/data/lin/sessions：不是文件夹（ENOTDIR）。"),
    "remove-a-folder": (removed_folder, "Could not remove {tmp}/memory.sqlite3: Is a directory.",
                        "删不掉 {tmp}/memory.sqlite3：是文件夹，不是文件（EISDIR）。"),
    "catalog": (catalog_not_a_database, "The session catalog could not be used: file is not a database.",
                "会话清单用不了：这不是数据库文件（file is not a database）。"),
    "index": (index_not_a_database, "The search index could not be used: file is not a database.",
              "搜索索引用不了：这不是数据库文件（file is not a database）。"),
    "rebuild-full": (rebuilt_on_a_full_disk, "The disk of {tmp}/data/lin/index is full (",
                     "{tmp}/data/lin/index 所在的磁盘满了（还剩 "),
    "session-gone": (session_gone, "The session file {tmp}/data/lin/sessions/", "会话文件 {tmp}/data/lin/sessions/"),
    "replaced": (replaced_under_a_file(("The session was not started; start again.", "这次会话没有开始；再开始一次。")),
                 "{tmp}/sessions/s.jsonl cannot be used: something that is not a folder stands where twin keeps one.",
                 "{tmp}/sessions/s.jsonl 用不了：twin 放文件夹的地方，有个不是文件夹的东西。"),
}  # fmt: skip


@pytest.mark.parametrize("case", list(STORAGE))
def test_every_storage_error_says_its_facts_in_chinese(case: str, tmp_path: Path) -> None:
    meet, english, chinese = STORAGE[case]
    error = meet(tmp_path)
    message, hint = error.words("zh")
    assert message.startswith(chinese.format(tmp=tmp_path)), message
    assert error.message.startswith(english.format(tmp=tmp_path)), error.message  # the English as it was
    assert error.words("en") == (error.message, error.hint) and not CJK.search(error.message + error.hint)
    assert CJK.search(message) and (CJK.search(hint) or not error.hint), (message, hint)
    for fact in FACT.findall(f"{error.message} {error.hint}"):  # the same paths, sizes and commands
        assert fact.rstrip(".") in message + hint, (fact, error.message, message)


def test_the_next_step_a_replaced_file_names_is_in_chinese_after_the_stores_own() -> None:
    """The caller's next step follows the store's, in both languages; one given in English alone leaves the Chinese
    the store's own (`twin serve token`'s, which no Chinese twin owns)."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        paired = replaced_under_a_file(("The session was not started; start again.", "这次会话没有开始；再开始一次。"))(
            Path(tmp)
        )
    assert paired.hint == (
        "twin keeps its memory in plain files and folders: move it away, and twin makes the folder again. The session "
        "was not started; start again."
    )
    assert paired.words("zh")[1] == (
        "twin 把记忆存在普通的文件和文件夹里：把它移走，twin 会重新建这个文件夹。这次会话没有开始；再开始一次。"
    )
    with tempfile.TemporaryDirectory() as tmp:
        english = replaced_under_a_file("The old token still works.")(Path(tmp))
    assert english.hint.endswith("makes the folder again. The old token still works.")
    assert english.words("zh")[1] == "twin 把记忆存在普通的文件和文件夹里：把它移走，twin 会重新建这个文件夹。"


def test_sqlites_reasons_are_said_in_chinese_beside_its_own_words(tmp_path: Path) -> None:
    from twin.errors import sqlite_reason

    full = sqlite3.connect(":memory:")
    full.execute("PRAGMA max_page_count = 2")
    full.execute("CREATE TABLE t(x)")
    with pytest.raises(sqlite3.Error) as raised:
        for _ in range(100):
            full.execute("INSERT INTO t VALUES (?)", ("x" * 1000,))
    assert sqlite_reason(raised.value) == "数据库或磁盘满了（database or disk is full）"
    sqlite3.connect(tmp_path / "ro.sqlite3").execute("CREATE TABLE t(x)")
    read_only = sqlite3.connect(f"file:{tmp_path / 'ro.sqlite3'}?mode=ro", uri=True)
    with pytest.raises(sqlite3.Error) as raised:
        read_only.execute("INSERT INTO t VALUES (1)")
    assert sqlite_reason(raised.value) == "数据库是只读的（attempt to write a readonly database）"
    with pytest.raises(sqlite3.Error) as raised:
        full.execute("SELECT * FROM nothing_here")
    assert sqlite_reason(raised.value) == "no such table: nothing_here"  # a reason not named: SQLite's words alone


def test_every_storage_error_twin_makes_is_given_its_chinese() -> None:
    """A StorageError or a bare TwinError made anywhere in twin names its Chinese where it is made: a Chinese twin's
    chat and commands say it in Chinese, never half English.

    twin/serve/ is left out, on principle: what its errors say is `twin serve`'s HTTP answers and `twin mcp`'s tool
    answers (read by programs, in English, as the README says), and `twin serve token`'s file, which no one twin
    owns. The other kinds (UsageError, ConfigError, PersonaError, ConflictError) are held in
    tests/test_chinese_errors.py, where they are met once a twin is known."""
    kinds = {"StorageError", "TwinError"}
    assert made_without_chinese(kinds, skip=("serve",)) == []
