"""The one append-only JSONL writer and its reader.

Every record is one line of UTF-8 JSON with `v`, `id`, `ts` and `kind`.
Writers hold an exclusive lock, write whole lines, flush and fsync. Readers
never modify a file: a torn last line (no newline yet) is skipped and
reported, a line that is not a JSON object is set aside and reported. The
next writer moves a torn tail into `<name>.torn` before it appends, so every
complete line is kept and the file stays parseable.
"""

from __future__ import annotations

import errno
import json
import os
import re
import signal
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from twin.clock import now, to_iso
from twin.errors import StorageError, os_reason
from twin.files import NotAFile, open_read, open_regular
from twin.home import HomeGone, private_dir
from twin.store.ids import new_id
from twin.store.shapes import Shape, misfit

SCHEMA_VERSION = 1

try:  # POSIX
    import fcntl

    def _lock_fd(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX)

    def _unlock_fd(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)

except ImportError:  # pragma: no cover - Windows
    import msvcrt

    def _lock_fd(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_LOCK, 1)  # type: ignore[attr-defined]

    def _unlock_fd(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]


_thread_locks: dict[str, threading.RLock] = {}
_thread_locks_guard = threading.Lock()
_held = threading.local()


def _thread_lock(path: Path) -> threading.RLock:
    key = str(path)
    with _thread_locks_guard:
        return _thread_locks.setdefault(key, threading.RLock())


@contextmanager
def file_lock(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on `path` (created if missing) across processes and threads.

    Re-entrant within one thread, so a writer that already holds the lock of
    a twin can append without deadlocking on itself. A file replaced while
    the lock was awaited (a purge or a repair renames a new file over it) is
    locked again: the lock always belongs to the file now at `path`.
    """
    held: dict[str, int] = getattr(_held, "counts", None) or {}
    _held.counts = held
    key = str(path)
    tlock = _thread_lock(path)
    with tlock:
        if held.get(key):
            held[key] += 1
            try:
                yield
            finally:
                held[key] -= 1
            return
        private_dir(path.parent)
        fd = _locked_fd(path)
        try:
            held[key] = 1
            try:
                yield
            finally:
                held[key] = 0
                _unlock_fd(fd)
        finally:
            os.close(fd)


def _locked_fd(path: Path) -> int:
    """A descriptor of the file at `path`, locked; if the file was replaced while we waited, the new one's."""
    while True:
        fd = _open(path, os.O_RDWR | os.O_CREAT)
        try:
            _lock_fd(fd)
            try:
                same = os.fstat(fd).st_ino == os.stat(path).st_ino
            except FileNotFoundError:
                same = False
        except BaseException:
            os.close(fd)
            raise
        if same:
            return fd
        _unlock_fd(fd)
        os.close(fd)


def _open(path: Path, flags: int) -> int:
    try:
        return open_regular(path, flags)
    except OSError as exc:
        raise storage_error(path, exc) from exc


def storage_error(path: Path, exc: OSError) -> StorageError:
    """The StorageError a person can act on, for an OSError met on `path` (in Chinese too: a chat's memory notices
    say it, and a Chinese twin's commands)."""
    reason_zh = os_reason(exc)[1]
    if isinstance(exc, HomeGone):
        return StorageError(
            f"The twin's home {exc.home} is gone: it was moved or removed while twin ran. Nothing was written at the "
            "old place.",
            "What was written before is in the home where it went; run twin again there (TWIN_HOME names it).",
            zh=(
                f"twin 的主目录 {exc.home} 不见了：twin 运行时它被移走或删除了。原来的位置什么也没写。",
                "之前写下的都在它被移去的地方；在那里再运行 twin（TWIN_HOME 指定它）。",
            ),
        )
    if exc.errno == errno.ENOSPC:
        return StorageError(
            f"The disk is full: could not write {path}.",
            "Free some space; nothing already written was lost.",
            zh=(f"磁盘满了：没能写入 {path}。", "腾出一些空间；已经写下的都没有丢。"),
        )
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        what, what_zh = (
            ("is read-only", "是只读的") if exc.errno == errno.EROFS else ("cannot be written here", "在这里写不了")
        )
        return StorageError(
            f"{path} {what} ({exc.strerror}): nothing was written.",
            "Check the permissions of the twin's home.",
            zh=(f"{path} {what_zh}：{reason_zh}。什么也没写。", "检查 twin 主目录的权限。"),
            read_only=True,
        )
    if exc.errno in (errno.EEXIST, errno.ENOTDIR) and not isinstance(exc, NotAFile):  # a folder made where a file is
        return StorageError(
            f"{path} cannot be used: something that is not a folder stands where twin keeps one.",
            "twin keeps its memory in plain files and folders: move it away, and twin makes the folder again.",
            zh=(
                f"{path} 用不了：twin 放文件夹的地方，有个不是文件夹的东西。",
                "twin 把记忆存在普通的文件和文件夹里：把它移走，twin 会重新建这个文件夹。",
            ),
        )
    if isinstance(exc, (NotAFile, IsADirectoryError)):
        return StorageError(
            f"{path} cannot be used: {exc.strerror}.",
            "twin keeps its memory in plain files: move this one away, or put the file back in its place.",
            zh=(f"{path} 用不了：{reason_zh}。", "twin 把记忆存在普通文件里：把这个移走，或者把原来的文件放回去。"),
        )
    return could_not("use", path, exc)


# what `could_not` failed to do, in Chinese
DOING_ZH = {"use": "用不了", "read": "读不了", "list": "列不出", "remove": "删不掉"}


def could_not(doing: str, path: Path, exc: OSError) -> StorageError:
    """The StorageError "Could not read {path}: {the system's reason}." (`doing`: use, read, list or remove), in
    Chinese too, the reason from the errno (twin/errors.py `os_reason`)."""
    reason, reason_zh = os_reason(exc)
    return StorageError(f"Could not {doing} {path}: {reason}.", zh=(f"{DOING_ZH[doing]} {path}：{reason_zh}。", ""))


@dataclass(frozen=True)
class Problem:
    """A line that could not be read: where it is and why."""

    path: Path
    line: int
    offset: int
    reason: str
    torn: bool = False

    def describe(self, language: str = "en") -> str:
        """One sentence for a person, in `language` (why the line could not be read in Chinese too, where the
        reader's words are known: `REASONS_ZH`; else as it found it, in English)."""
        if language == "zh":
            what = "没写完的最后一行" if self.torn else "损坏的一行"
            return f"{self.path.name}：跳过了{what}（第 {self.line} 行）：{reason_zh(self.reason)}"
        what = "an unfinished last line" if self.torn else "a damaged line"
        return f"{self.path.name}: skipped {what} (line {self.line}): {self.reason}"


# why a line could not be read, in Chinese: (the reader's English, as a pattern; the Chinese), in the order tried
REASONS_ZH = [
    (r"the write was cut off \(crash or kill\)", "写入被打断了（崩溃或被强行结束）"),
    (r"NUL bytes \(a crash of the file system\?\)", "有 NUL 字节（文件系统崩溃过？）"),
    (r"not UTF-8 text", "不是 UTF-8 文本"),
    (r"not valid JSON \(nested too deeply\)", "不是有效的 JSON（嵌套太深）"),
    (r"not valid JSON \((?P<why>.*)\)", "不是有效的 JSON（{why}）"),
    (r"not a twin record", "不是 twin 的记录"),
    (r"holds a lone surrogate .*", "含有落单的代理字符（转义了半个字符，不是文本）"),
    (r"the record of line (?P<n>\d+) again \(the same id\)", "和第 {n} 行是同一条记录（ID 相同）"),
    (r"`kind` is not text", "`kind` 不是文本"),
    (r"an? (?P<kind>\S+) record without `(?P<name>[^`]+)`", "{kind} 记录缺少 `{name}`"),
    (r"`(?P<name>[^`]+)` of an? (?P<kind>\S+) record is not (?P<want>.+)", "{kind} 记录的 `{name}` 不是 {want}"),
    (r"`(?P<name>[^`]+)` is missing or empty", "`{name}` 缺失或是空的"),
    (r"`(?P<name>[^`]+)` is not an ISO 8601 time", "`{name}` 不是 ISO 8601 时间"),
    (r"`confidence` must be a number from 0 to 1", "`confidence` 必须是 0 到 1 之间的数"),
    (r"`(?P<name>[^`]+)` must be one of (?P<allowed>.+)", "`{name}` 只能是 {allowed} 之一"),
    (r"`evidence` must be an object", "`evidence` 必须是对象"),
    (r"unknown record kind (?P<kind>.+)", "未知的记录类型 {kind}"),
    (r"`id` is not a record id", "`id` 不是记录 ID"),
    (r"`value` must be text", "`value` 必须是文本"),
    (r"`fact` is missing or not a fact id", "`fact` 缺失或不是事实 ID"),
    (r"`(?P<name>[^`]+)` is not a fact id", "`{name}` 不是事实 ID"),
]


def reason_zh(reason: str) -> str:
    """Why a line could not be read, in Chinese where `REASONS_ZH` knows the words; else as said."""
    for pattern, said in REASONS_ZH:
        found = re.fullmatch(pattern, reason)
        if found:
            return said.format(**found.groupdict())
    return reason


@dataclass
class ReadResult:
    """What a read found: the records, the problems, and where complete lines end."""

    records: list[dict[str, Any]] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    end: int = 0
    lines: int = 0  # how many complete lines were read (a problem's line counts from `start`)


def make_record(kind: str, fields: dict[str, Any]) -> dict[str, Any]:
    """A record with the envelope every line carries, then its own fields."""
    record: dict[str, Any] = {"v": SCHEMA_VERSION, "id": new_id(), "ts": to_iso(now()), "kind": kind}
    record.update(fields)
    return record


def whole_lines(lines: list[bytes]) -> list[bytes]:
    """Lines read with their ends (`splitlines(keepends=True)`), a torn last one ended, so that a line added after
    it is a line of its own (the torn one is then a damaged line, which `twin doctor --repair` moves aside): for a
    writer that rewrites a file whole and adds to it (a purge)."""
    if lines and not lines[-1].endswith(b"\n"):
        return [*lines[:-1], lines[-1] + b"\n"]
    return lines


def encode(record: dict[str, Any]) -> bytes:
    """One JSONL line: compact UTF-8 JSON and a newline."""
    return (json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


class JsonlFile:
    """An append-only JSONL file."""

    def __init__(self, path: Path | str, shape: Shape | None = None) -> None:
        self.path = Path(path)
        self.shape = shape  # what each kind of record must hold: a record that does not is a damaged line
        self.lock_path = self.path  # flock on the file itself: no lock files beside the data

    # -- writing -----------------------------------------------------------

    @contextmanager
    def locked(self) -> Iterator[JsonlFile]:
        """Hold this file's writer lock, for read-check-write sequences (compare-and-set)."""
        with file_lock(self.lock_path):
            yield self

    def append(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Append one record of `kind`; return it with its id and timestamp."""
        record = make_record(kind, fields)
        self.append_records([record])
        return record

    def append_records(self, records: Iterable[dict[str, Any]]) -> None:
        """Append whole records (which already carry `v`, `id`, `ts`, `kind`) and fsync once."""
        data = b"".join(encode(r) for r in records)
        if not data:
            return
        with file_lock(self.lock_path):
            private_dir(self.path.parent)
            fd = _open(self.path, os.O_RDWR | os.O_CREAT | os.O_APPEND)
            try:
                self._repair_tail(fd)
                _write_all(self.path, fd, data)
            finally:
                os.close(fd)

    def _repair_tail(self, fd: int) -> None:
        size = os.fstat(fd).st_size
        if size == 0:
            return
        last = os.pread(fd, 1, size - 1)
        if last == b"\n":
            return
        # Find the start of the torn line, reading backwards in blocks.
        pos, cut = size, 0
        while pos > 0:
            start = max(0, pos - 65536)
            block = os.pread(fd, pos - start, start)
            nl = block.rfind(b"\n")
            if nl >= 0:
                cut = start + nl + 1
                break
            pos = start
        torn = os.pread(fd, size - cut, cut)
        side = self.path.with_name(self.path.name + ".torn")
        sfd = _open(side, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        try:
            note = encode({"offset": cut, "moved": to_iso(now()), "bytes": torn.decode("utf-8", "replace")})
            _write_all(side, sfd, note)
        finally:
            os.close(sfd)
        try:
            os.ftruncate(fd, cut)
            os.fsync(fd)
        except OSError as exc:
            raise storage_error(self.path, exc) from exc

    # -- reading -----------------------------------------------------------

    def exists(self) -> bool:
        """Whether the file is there."""
        return self.path.exists()

    def read(self, start: int = 0) -> ReadResult:
        """Read records from byte `start` (a previous `end`) to the last complete line."""
        result = ReadResult(end=start)
        try:
            with open_read(self.path) as fh:
                if start:
                    fh.seek(start)
                data = fh.read()
        except FileNotFoundError:
            return result
        except OSError as exc:
            raise storage_error(self.path, exc) from exc
        return parse_lines(self.path, data, start, result, self.shape)

    def records(self) -> list[dict[str, Any]]:
        """All readable records, in order."""
        return self.read().records


def parse_lines(path: Path, data: bytes, start: int, result: ReadResult, shape: Shape | None = None) -> ReadResult:
    """Parse complete JSONL lines of `data` (which begins at byte `start` of `path`); records that do not fit
    `shape` are damaged lines."""
    lines = data.split(b"\n")
    tail = lines.pop()  # b"" when data ends with a newline
    offset = start
    line_no = 0
    records = result.records
    seen: dict[str, int] = {}  # record id -> its line: a file doubled by a sync tool holds each record twice
    for raw in lines:
        line_no += 1
        here = offset
        offset += len(raw) + 1
        if not raw.strip():
            continue
        record, reason = decode_line(raw, shape)
        if not reason and isinstance(record.get("id"), str):
            first = seen.setdefault(record["id"], line_no)
            if first != line_no:
                reason = f"the record of line {first} again (the same id)"
        if reason:
            result.problems.append(Problem(path, line_no, here, reason))
            continue
        records.append(record)
    result.end = offset
    result.lines = line_no
    if tail:
        result.problems.append(Problem(path, line_no + 1, offset, "the write was cut off (crash or kill)", torn=True))
    return result


def json_message(exc: ValueError, where: str = "") -> str:
    """What json found wrong, and `where` ("character 13"): "Expecting value at character 1"; json's own words may
    end with "at" already ("Unterminated string starting at character 13", never "at at")."""
    msg = str(getattr(exc, "msg", exc))
    if not where:
        return msg
    return f"{msg} {where}" if msg.endswith(" at") else f"{msg} at {where}"


def decode_line(raw: bytes, shape: Shape | None = None) -> tuple[dict[str, Any], str]:
    """One line's record, or why it is a damaged line ("" when it is not)."""
    if b"\0" in raw:
        return {}, "NUL bytes (a crash of the file system?)"
    try:
        record = json.loads(raw)  # a byte order mark before it (Notepad's) is read past, as json reads bytes
    except UnicodeDecodeError:
        return {}, "not UTF-8 text"
    except RecursionError:  # a line of 1,200 brackets: a damaged line like any other, never a stop
        return {}, "not valid JSON (nested too deeply)"
    except ValueError as exc:  # its one line: where in it, by character
        where = f"character {exc.colno}" if isinstance(exc, json.JSONDecodeError) else ""
        return {}, f"not valid JSON ({json_message(exc, where)})"
    if type(record) is not dict or "kind" not in record:
        return {}, "not a twin record"
    if b"\\u" in raw and _lone_surrogate(record):
        return {}, "holds a lone surrogate (an escaped half of a character, which is not text)"
    return record, misfit(record, shape) or ""


def _lone_surrogate(record: dict[str, Any]) -> bool:
    """Whether a record holds a character that UTF-8 cannot write (JSON can escape half of a surrogate pair)."""
    try:
        json.dumps(record, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


@contextmanager
def _signals_deferred() -> Iterator[None]:
    """Hold Ctrl-C and SIGTERM until a line is whole and synced (main thread, POSIX)."""
    mask = getattr(signal, "pthread_sigmask", None)
    if mask is None or threading.current_thread() is not threading.main_thread():
        yield
        return
    old = mask(signal.SIG_BLOCK, ())  # the mask as it is; then blocked inside the try, so that a KeyboardInterrupt
    try:  # raised as the block returns (a Ctrl-C pending just before it) cannot leave Ctrl-C blocked for good
        mask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
        yield
    finally:
        mask(signal.SIG_SETMASK, old)


def _write_all(path: Path, fd: int, data: bytes) -> None:
    try:
        with _signals_deferred():
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
    except OSError as exc:
        raise storage_error(path, exc) from exc
