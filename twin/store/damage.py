"""Damaged memory files: finding every damaged line, and moving it aside so the file reads clean again.

Reads already skip what they cannot use (a line that is not UTF-8 or not JSON, a record that does not hold
what its kind needs, a line of NUL bytes, an unfinished last line) and writers append after it, so damage never
stops memory; but a skipped line is skipped at every read, and a person should hear of it. `scan()` reads every
JSONL file of a twin whole and lists what it found; `repair()` moves it aside:

- damaged lines go to `<file>.damaged` beside the file (one JSON line each: where the line was, why it was
  moved, when, and its bytes, exactly in base64 and readably as text), then the file is replaced atomically by
  its good lines, under the file's own writer lock (a writer waiting on it appends to the new file);
- an unfinished last line goes to `<file>.torn`, as the next writer would have moved it;
- an empty session file is renamed `<name>.empty` (a start on a full disk leaves one);
- a session file that lost its header line gets one again, rebuilt from its file name (id and start) and marked
  `repaired`: the turns in it are the person's words and stay where they are; a header that is only further down
  the file (moved by hand, or by a tool that sorted the lines) is put back first, as it was;
- a session file whose header names another session than its file name does is a copy of that session's file
  (made by hand or by a tool: renamed `<name>.copy`) when that session has its file, or was renamed by hand (it
  gets its own name back, from its header).

Nothing is deleted. Derived data is not touched here: a replaced file has a new inode, so every reader of the
derived database reads it again from its start.
"""

from __future__ import annotations

import base64
import json
import os
from collections.abc import Callable, Iterable, Mapping
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from twin.clock import now, parse_time, to_iso
from twin.files import kind_of, open_read, read_regular
from twin.home import FILE_MODE
from twin.store.jsonl import (
    SCHEMA_VERSION,
    JsonlFile,
    Problem,
    decode_line,
    encode,
    file_lock,
    storage_error,
)
from twin.store.replace import replace_file, sync_folder
from twin.store.shapes import (
    FILES,
    IMPORT_TEMP,
    SESSION,
    SESSION_ID,
    misfit,
    named_for,
    session_file_name,
    session_name_parts,
)

Check = Callable[[dict[str, Any]], object]  # raises ValueError for a record its file cannot use


OWN_SIDE_FILES = (".torn", ".damaged", ".empty")  # what is kept beside a file of its own lines (a purge takes them too)
SIDE_FILES = (*OWN_SIDE_FILES, ".copy")  # and a session file's copy, named for the file it shares a name with


def set_aside(twin_dir: Path) -> list[str]:
    """The files kept beside the memory's own (an unfinished line a writer moved aside after a full disk, damaged
    lines, empty or copied session files a repair moved), relative to the twin's folder: nothing in them is
    memory any more, and only the person can say whether to keep them (`twin doctor` names them)."""
    found = []
    for folder in (twin_dir, twin_dir / "sessions"):
        try:
            names = sorted(p.name for p in folder.iterdir() if p.name.endswith(SIDE_FILES))
        except OSError:
            continue
        found += [str(Path(folder.name, n)) if folder != twin_dir else n for n in names]
    return found


@dataclass
class FileDamage:
    """What is wrong with one memory file."""

    path: Path
    name: str  # relative to the twin's folder
    problems: list[Problem] = field(default_factory=list)  # damaged lines, and an unfinished last line
    empty: bool = False  # a session file with nothing in it
    headerless: bool = False  # a session file whose first record is not its `session` header
    named_for: str = ""  # the session its header names, when it is not the one its file name does
    copy: bool = False  # ...and that session has a file of its own: this is a copy of it

    def as_json(self) -> dict[str, Any]:
        """The JSON form `twin doctor --json` prints."""
        return {
            "file": self.name,
            "empty": self.empty,
            "no_header": self.headerless,
            "named_for": self.named_for,
            "copy": self.copy,
            "lines": [{"line": p.line, "reason": p.reason, "unfinished": p.torn} for p in self.problems],
        }


def memory_files(twin_dir: Path) -> list[tuple[str, Path]]:
    """Every JSONL memory file of a twin, by its name relative to the twin's folder (plain files only: anything
    else in the place of one is `misplaced`)."""
    found = [(name, twin_dir / name) for name in FILES if (twin_dir / name).is_file()]
    try:
        names = sorted(
            n for n in os.listdir(twin_dir / "sessions") if n.endswith(".jsonl") and not n.startswith(IMPORT_TEMP)
        )
    except (FileNotFoundError, NotADirectoryError):
        names = []
    sessions = [(f"sessions/{n}", twin_dir / "sessions" / n) for n in names]
    return found + [
        (name, path) for name, path in sessions
        if path.is_file() and (session_name_parts(path.name) or _renamed_session(path))
    ]  # fmt: skip


def _raw_header(path: Path) -> dict[str, Any]:
    """A session file's first line as it reads when it is a session's header, whatever its fields hold ({} when it is
    none, or damaged: a line of brackets is a damaged line here as everywhere)."""
    try:
        with open_read(path) as fh:
            first = fh.readline(65536)
    except OSError:
        return {}
    record, reason = decode_line(first.rstrip(b"\n"))
    return record if not reason and isinstance(record, dict) and record.get("kind") == "session" else {}


def _renamed_session(path: Path) -> str:
    """The session a file of sessions/ whose name is no session's (`backup.jsonl`: renamed by hand) begins with the
    header of, or "": no read lists it, so its conversation is out of memory until it has its name back."""
    named = str(_raw_header(path).get("id") or "")
    return named if SESSION_ID.fullmatch(named) else ""


FOLDERS = ("sessions", "live", "index")  # folders of data/<persona>/, made when missing
OTHER_FILES = ("memory.lock",)  # files of data/<persona>/ besides the memory files
DERIVED = "index/memory.sqlite3"  # a pipe or a folder in its place leaves reads working on a private copy, made again
# at every start (twin/store/derived.py): the memory files still read, and the person should move it away


def misplaced(twin_dir: Path, derived: bool = True) -> list[str]:
    """What stands where a twin keeps a file or a folder and is not one (a folder called facts.jsonl, a pipe or a
    link to /dev/zero for chapters.jsonl, a file called live): each as "NAME is WHAT". Every read refuses such a
    thing rather than wait on it or read it forever; it is the person's to move away (`twin doctor` says so), so
    `--repair` leaves it where it is. `derived`: the derived database's place too, which stops no read."""
    if not twin_dir.is_dir():
        return [f"{twin_dir.name} is {_what(twin_dir)}, not a folder"] if os.path.lexists(twin_dir) else []
    found = [
        f"{name} is {_what(twin_dir / name)}, not a file"
        for name in (*FILES, *OTHER_FILES, *((DERIVED,) if derived else ()))
        if _stands(twin_dir / name, True)
    ]
    found += [f"{name} is {_what(twin_dir / name)}, not a folder" for name in FOLDERS if _stands(twin_dir / name)]
    try:
        names = sorted(n for n in os.listdir(twin_dir / "sessions") if session_name_parts(n))
    except OSError:
        names = []
    found += [f"sessions/{n} is {_what(twin_dir / 'sessions' / n)}, not a file" for n in names
              if _stands(twin_dir / "sessions" / n, True)]  # fmt: skip
    return found


def _stands(path: Path, file: bool = False) -> bool:
    """Whether something is at `path` and is not a file (`file`) or not a folder."""
    if not os.path.lexists(path):
        return False
    return not (path.is_file() if file else path.is_dir())


def _what(path: Path) -> str:
    try:
        return kind_of(path.stat().st_mode)
    except OSError:
        return "a link to nothing"


def scan(twin_dir: Path, checks: Mapping[str, Check] | None = None) -> list[FileDamage]:
    """What is damaged in a twin's memory files (reads only). `checks` adds a check of whole records for a file
    whose shape is not enough (facts.jsonl: the fold's own reading of a record)."""
    found: list[FileDamage] = []
    for name, path in memory_files(twin_dir):
        damage = _scan_file(name, path, (checks or {}).get(name))
        if damage.problems or damage.empty or damage.headerless or damage.named_for:
            found.append(damage)
    return found


def _scan_file(name: str, path: Path, check: Check | None) -> FileDamage:
    session = name.startswith("sessions/")
    damage = FileDamage(path, name)
    result = JsonlFile(path, SESSION if session else FILES.get(name)).read()
    damage.problems = list(result.problems)
    if check is not None:
        for record in result.records:
            try:
                check(record)
            except ValueError as exc:
                damage.problems.append(Problem(path, 0, -1, str(exc)))
        damage.problems = _with_lines(path, damage.problems, check)
    if session:
        try:
            size = path.stat().st_size
        except FileNotFoundError:  # gone since it was listed (a purge)
            size = -1
        damage.empty = size == 0
        first = result.records[0] if result.records else None
        if session_name_parts(path.name) is None:  # renamed by hand (`memory_files`): named back before any repair
            damage.named_for = _renamed_session(path)
        else:
            damage.headerless = size > 0 and (first is None or first.get("kind") != "session")
            damage.named_for = named_for(path.name, None if damage.headerless else first)
        damage.copy = bool(damage.named_for) and any(path.parent.glob(f"*-{damage.named_for}.jsonl"))
    return damage


def _with_lines(path: Path, problems: list[Problem], check: Check | None) -> list[Problem]:
    """Problems found by a record check, given their line numbers and offsets (one more pass over the file)."""
    if not any(p.offset < 0 for p in problems):
        return problems
    kept = [p for p in problems if p.offset >= 0]
    offset = 0
    with open_read(path) as fh:
        for number, raw in enumerate(fh, 1):
            here, offset = offset, offset + len(raw)
            if not raw.endswith(b"\n") or not raw.strip():
                continue
            record, reason = decode_line(raw.rstrip(b"\n"))
            if reason or check is None:
                continue
            try:
                check(record)
            except ValueError as exc:
                kept.append(Problem(path, number, here, str(exc)))
    return sorted(kept, key=lambda p: p.offset)


@dataclass
class RepairReport:
    """What a repair moved, and where to."""

    lines_moved: int = 0
    tails_moved: int = 0
    empty_moved: list[str] = field(default_factory=list)
    headers_rebuilt: list[str] = field(default_factory=list)
    headers_moved: list[str] = field(default_factory=list)  # session files whose header was further down: put first
    copies_moved: list[str] = field(default_factory=list)  # session files that were copies of another's
    names_restored: list[str] = field(default_factory=list)  # session files renamed by hand, named by their header
    side_files: list[str] = field(default_factory=list)  # where the moved lines are now


def repair(
    twin_dir: Path,
    checks: Mapping[str, Check] | None = None,
    *,
    hold: Iterable[Path] = (),
    persona: str = "",
) -> RepairReport:
    """Move every damaged line, unfinished last line and empty session file of a twin aside (see the module).

    `hold`: locks to take first, around the whole repair (the twin's memory lock, which fact writers and purges
    take). Each file is scanned again under its own lock, so what is moved is what is damaged at that moment.
    """
    report = RepairReport()
    with ExitStack() as held:
        for lock in hold:
            held.enter_context(file_lock(lock))
        for damage in scan(twin_dir, checks):
            if not damage.path.exists():
                continue  # gone since (a purge): the lock would make it again, empty
            with file_lock(damage.path):
                again = _scan_file(damage.name, damage.path, (checks or {}).get(damage.name))
                if again.problems or again.empty or again.headerless or again.named_for:  # still, under the lock
                    _repair_file(twin_dir, again, report, persona)
    return report


def _repair_file(twin_dir: Path, damage: FileDamage, report: RepairReport, persona: str) -> None:
    path = damage.path
    if damage.named_for:
        _rename_session(path, damage, report)
        return
    if damage.empty:
        aside = path.with_name(path.name + ".empty")
        try:
            os.replace(path, aside)
            sync_folder(path.parent)
        except OSError as exc:
            raise storage_error(path, exc) from None
        report.empty_moved.append(damage.name)
        return
    data = read_regular(path)
    torn = next((p for p in damage.problems if p.torn), None)
    bad = {p.offset: p for p in damage.problems if not p.torn}
    keep: list[bytes] = []
    moved: list[bytes] = []
    offset = 0
    end = torn.offset if torn is not None else len(data)
    for raw in (line + b"\n" for line in data[:end].split(b"\n")[:-1]):  # complete lines, as readers split them
        here, offset = offset, offset + len(raw)
        problem = bad.get(here)
        if problem is None:
            keep.append(raw)
        else:
            moved.append(_aside(raw.rstrip(b"\n"), damage.name, problem.line, here, problem.reason))
    tail = data[end:] if torn is not None else b""
    if damage.headerless:
        own = _own_header(path, keep)
        if own is not None:  # moved down the file (by hand, or a tool that sorted it): it goes back to the top
            keep.remove(own)
            keep.insert(0, own)
            report.headers_moved.append(damage.name)
        else:
            first = data[: data.find(b"\n")] if b"\n" in data else b""
            keep.insert(0, encode(_header(path, persona, first)))
            report.headers_rebuilt.append(damage.name)
    if moved:
        _append(path.with_name(path.name + ".damaged"), moved)
        report.side_files.append(damage.name + ".damaged")
    if tail:
        _append(path.with_name(path.name + ".torn"), [_aside(tail, damage.name, torn.line, end, torn.reason)])  # type: ignore[union-attr]
        report.side_files.append(damage.name + ".torn")
    replace_file(
        path,
        b"".join(keep),
        hint=("The damaged lines are still in the file; nothing was lost.", "坏掉的行还在文件里；什么也没丢。"),
    )
    report.lines_moved += len(moved)
    report.tails_moved += bool(tail)


def _rename_session(path: Path, damage: FileDamage, report: RepairReport) -> None:
    """A copy of another session's file moved aside (`<name>.copy`); a file renamed by hand given its own name."""
    first = _raw_header(path)  # its fields as they are: one that does not read is repaired under its own name
    parts = session_name_parts(path.name)
    try:
        started = parse_time(str(first.get("started") or first.get("ts") or ""))
    except ValueError:  # a header without a time that reads: the file name's
        started = parts[0] if parts else None  # type: ignore[assignment]
    own = path.with_name(session_file_name(started, damage.named_for)) if started else None
    copy = damage.copy or own is None or own.exists()
    target = path.with_name(path.name + ".copy") if copy else own
    try:
        os.rename(path, target)  # type: ignore[arg-type]
        sync_folder(path.parent)
    except OSError as exc:
        raise storage_error(path, exc) from None
    (report.copies_moved if copy else report.names_restored).append(damage.name)


def _aside(raw: bytes, name: str, line: int, offset: int, reason: str) -> bytes:
    """One line of a side file: where a moved line was, why, when, and its bytes exactly."""
    return encode({
        "file": name, "line": line, "offset": offset, "reason": reason, "moved": to_iso(now()),
        "text": raw.decode("utf-8", "replace").replace("\0", ""), "base64": base64.b64encode(raw).decode("ascii"),
    })  # fmt: skip


def _append(path: Path, lines: list[bytes]) -> None:
    """Append whole lines to a side file and fsync them (before the damaged file is replaced)."""
    try:
        with os.fdopen(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, FILE_MODE), "ab") as fh:
            fh.write(b"".join(lines))
            fh.flush()
            os.fsync(fh.fileno())
    except OSError as exc:
        raise storage_error(path, exc) from None


def _own_header(path: Path, lines: list[bytes]) -> bytes | None:
    """The line among `lines` that is the session file's own header (its kind and the id of its name), if any."""
    parts = session_name_parts(path.name)
    for raw in lines:
        try:
            record = json.loads(raw)
        except ValueError:
            continue
        if isinstance(record, dict) and record.get("kind") == "session" and parts and record.get("id") == parts[1]:
            return raw
    return None


def _header(path: Path, persona: str, damaged: bytes = b"") -> dict[str, Any]:
    """A session header rebuilt from a session file's name, keeping what still reads of a damaged one (who talked,
    the persona's version, the model) when its first line was a header with a bad field."""
    parts = session_name_parts(path.name)
    assert parts is not None  # memory_files() lists only session files with such names
    started = to_iso(parts[0])
    header: dict[str, Any] = {
        "v": SCHEMA_VERSION, "id": parts[1], "ts": started, "kind": "session", "started": started,
        "persona": persona, "repaired": "the header line was lost: rebuilt from the file name by twin doctor",
    }  # fmt: skip
    try:
        old = json.loads(damaged.decode("utf-8", "replace")) if damaged else None
    except ValueError:
        old = None
    if isinstance(old, dict) and old.get("kind") == "session":
        fields = SESSION["session"]
        for name, value in old.items():
            spec = fields.get(name, fields.get(name + "?"))
            if (
                name not in header
                and spec is not None
                and misfit({"kind": "session", "id": "x", name: value}, {"session": {name + "?": spec}}) is None
            ):
                header[name] = value
        for name in ("model", "endpoint", "persona_hash"):  # free fields a chat writes
            if name not in header and isinstance(old.get(name), str | None):
                header[name] = old.get(name)
    return header
