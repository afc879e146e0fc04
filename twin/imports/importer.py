"""What the imports share: read whole, then write; and the writer of past sessions every chat import uses.

Every import reads and checks the whole of its input first (`read`: nothing is
written), then carries it out (`write`), and reports what it did. The chat
imports (twin/imports/chatgpt.py, sillytavern.py) read past conversations as
`PastSession`s and share `ChatImport.write`: every imported session is written
whole (its lines built in memory, written to a temporary file the session store
ignores, synced, renamed into place), so an interrupted import leaves complete
sessions and nothing else; running it again skips what is there (by the
original conversation id) and brings in the rest; a conversation that has grown
since (a later export) brings its new messages as a session of their own that
continues the first (`continues`), since a session file is never written to
again once it has ended. Imported sessions carry an `end` record and no chapter,
so the next `twin chat` extracts their facts and writes their chapters. A card
import (twin/imports/card.py) writes a persona.
"""

from __future__ import annotations

import json
import zipfile
import zlib
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Generic, TypeVar

from twin.clock import epoch, now, to_iso
from twin.credentials import hide
from twin.errors import UsageError, os_reason
from twin.facts.purge import REMOVED
from twin.home import FILE_MODE, private_dir
from twin.sessions.session import SessionWriter
from twin.store import file_lock, new_id
from twin.store.jsonl import encode, make_record
from twin.store.replace import replace_file, sync_folder
from twin.store.shapes import IMPORT_TEMP, session_file_name
from twin.textsafe import SURROGATE, name_as_text

Progress = Callable[[int, int], None]
Plan = TypeVar("Plan")


@dataclass
class PastTurn:
    """One message of an imported conversation, with its original time."""

    role: str  # user | assistant
    text: str
    at: datetime
    fields: dict[str, Any] = field(default_factory=dict)


@dataclass
class PastSession:
    """One imported conversation, ready to be written as a session."""

    original_id: str
    started: datetime
    turns: list[PastTurn]
    header: dict[str, Any] = field(default_factory=dict)  # title, character, ...


@dataclass
class ImportReport:
    """What an import found and did, for the summary at the end (filled in as it goes, so Ctrl-C keeps it)."""

    source: str
    found: int = 0  # conversations (or chats) in the file
    imported: int = 0
    already: int = 0  # imported before (same original id), nothing new in it
    continued: int = 0  # imported before, with new messages since: those written as a session that continues it
    changed: int = 0  # imported before, and none of its messages is one imported: not written again
    purged: int = 0  # imported before and purged since (`twin memory purge --session`): not written again
    empty: int = 0  # nothing visible to import
    turns: int = 0
    skipped: Counter[str] = field(default_factory=Counter)  # messages left out, by reason ("{s}" marks the plural)
    damaged: list[str] = field(default_factory=list)  # conversations or lines that could not be read, and why
    unread: int = 0  # conversations (or chats) of `found` that could not be read at all: each is in `damaged`
    sessions: list[str] = field(default_factory=list)  # ids of the sessions written
    # who the person talking was taken to be, from the chats themselves (SillyTavern's user_name), when no --user
    # said it: in a role-play often a character's name, under which what the person says of themselves is kept
    taken_as: list[str] = field(default_factory=list)
    written_as: list[str] = field(default_factory=list)  # the `user` of each session written, in order

    def skipped_lines(self) -> list[str]:
        """What was left out, one line a reason, most first: "2 system messages"."""
        ordered = sorted(self.skipped.items(), key=lambda kv: (-kv[1], kv[0]))
        return [f"{n} " + reason.replace("{s}", "" if n == 1 else "s") for reason, n in ordered]

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape."""
        return {
            "source": self.source,
            "found": self.found,
            "imported": self.imported,
            "already_imported": self.already,
            "continued": self.continued,
            "changed": self.changed,
            "purged": self.purged,
            "empty": self.empty,
            "turns": self.turns,
            "skipped_messages": {reason.replace("{s}", "s"): n for reason, n in self.skipped.items()},
            "damaged": self.damaged,
            "unread": self.unread,
            "sessions": self.sessions,
            # (SillyTavern's, when it wrote a chat: who the person talking was taken to be)
            **({"user_taken_as": self.taken_as} if self.source.endswith("sillytavern") else {}),
        }  # fmt: skip


def write_past_sessions(
    twin_dir: Path,
    header: dict[str, Any],
    sessions: Iterable[PastSession],
    report: ImportReport,
    progress: Progress | None = None,
    total: int = 0,
    *,
    user_as_before: bool = False,
) -> ImportReport:
    """Write each past session whole (temp file, fsync, rename), skipping those imported before. `user_as_before`:
    a conversation imported before and grown since continues under the `user` of its first session (who the import
    of it named with --user), not the one the file gives now."""
    folder = twin_dir / "sessions"
    private_dir(folder)
    with file_lock(twin_dir / "live" / "import.lock"):  # one import at a time per twin
        for stale in folder.glob(f"{IMPORT_TEMP}*"):
            stale.unlink(missing_ok=True)  # left by an import that was killed
        known = imported_ids(folder, report.source)
        purged = purged_originals(twin_dir, report.source)
        done = 0
        if progress:
            progress(0, total)
        for past in sessions:
            if past.original_id in purged:
                report.purged += 1
            elif past.original_id in known:
                since, last = _new_since(known[past.original_id], past)
                if since is None:
                    report.changed += 1
                elif not since:
                    report.already += 1
                else:
                    later = PastSession(past.original_id, since[0].at, since, past.header)
                    before = _first_line(known[past.original_id][0]) if user_as_before else {}
                    same = {"user": before["user"]} if isinstance(before.get("user"), str) else {}
                    session = _write_session(
                        folder, {**header, **past.header, **same, "continues": last}, later, report.source
                    )
                    report.written_as.append(str({**header, **past.header, **same}.get("user") or ""))
                    known[past.original_id].append(folder / session_file_name(later.started, session))
                    report.sessions.append(session)
                    report.continued += 1
                    report.turns += len(since)
            elif not past.turns:
                report.empty += 1
            else:
                session = _write_session(folder, {**header, **past.header}, past, report.source)
                report.written_as.append(str({**header, **past.header}.get("user") or ""))
                report.sessions.append(session)
                known[past.original_id] = [folder / session_file_name(past.started, session)]
                report.imported += 1
                report.turns += len(past.turns)
            done += 1
            if progress:
                progress(done, total)
        sync_folder(folder)
    return report


def _first_line(path: Path) -> dict[str, Any]:
    """A session file's header, as its first line holds it ({} when it cannot be read)."""
    try:
        with open(path, "rb") as fh:
            record = json.loads(fh.readline())
    except (OSError, ValueError):
        return {}
    return record if isinstance(record, dict) else {}


def imported_ids(folder: Path, source: str) -> dict[str, list[Path]]:
    """Original ids of the conversations already imported from `source`, each with its session files (the first,
    and those that continue it), read from each file's first line."""
    found: dict[str, list[Path]] = {}
    marker = json.dumps(source).encode()
    for path in folder.glob("*.jsonl"):
        try:
            with open(path, "rb") as fh:
                line = fh.readline()
        except OSError:
            continue
        if marker not in line:
            continue
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict) and record.get("source") == source and record.get("original_id"):
            found.setdefault(str(record["original_id"]), []).append(path)
    return found


def purged_originals(twin_dir: Path, source: str) -> set[str]:
    """The original ids of the chats from `source` whose sessions were purged (the purge's audit events say them,
    twin/facts/purge.py): the person deleted them for good, and an import of the same file does not bring them
    back."""
    found: set[str] = set()
    marker = json.dumps(source).encode()
    try:
        lines = (twin_dir / "events.jsonl").read_bytes().splitlines()
    except OSError:
        return found
    for line in lines:
        if b'"imported_as"' not in line or marker not in line:
            continue
        try:
            record = json.loads(line)
        except ValueError:
            continue
        origin = record.get("imported_as") if isinstance(record, dict) and record.get("kind") == "purge" else None
        if isinstance(origin, dict) and origin.get("source") == source and isinstance(origin.get("id"), str):
            found.add(origin["id"])
    return found


def _said_as(stored: Any, exported: Any) -> bool:
    """Whether a turn imported before says what the export says now: the same text, or the same but for the words a
    purge cut ("[removed]", twin/facts/purge.py), which stand for any words; the export's secrets as they were written
    (twin/credentials.py)."""
    if isinstance(exported, str):  # (and the turn as an older version wrote it, before a repair hid it)
        exported = hide(exported)[0]
        stored = hide(stored)[0] if isinstance(stored, str) else stored
    if stored == exported or not isinstance(stored, str) or not isinstance(exported, str) or REMOVED not in stored:
        return stored == exported
    first, *middle, last = stored.split(REMOVED)  # a glob, read left to right in one pass (a pattern of .*? between
    if not exported.startswith(first) or not exported.endswith(last):  # the parts backtracked for minutes)
        return False
    at, end = len(first), len(exported) - len(last)
    for part in middle:
        found = exported.find(part, at, end)
        if found < 0:
            return False
        at = found + len(part)
    return at <= end


def _new_since(files: list[Path], past: PastSession) -> tuple[list[PastTurn] | None, str]:
    """The messages of `past` after those already imported (in `files`, in the order written), and the id of the
    last session written of it. Messages are known again by their own ids where the export gives them (ChatGPT's):
    what follows the last one imported is new. Else by who said what, in order (SillyTavern's line numbers move when
    one is deleted, and "ok" may be said twice): the export must begin with what was imported, and what follows is
    new. None for the messages when it does not (a message edited or deleted since): it is not written again."""
    said: list[tuple[float, Any, Any, Any]] = []  # (session start, role, text, message id) of every turn imported
    last, last_started = "", float("-inf")
    for path in files:
        try:
            lines = path.read_bytes().splitlines()
        except OSError:
            continue  # gone since the folder was read: its messages count as not imported
        started = float("-inf")
        for line in lines:
            try:
                record = json.loads(line)
            except ValueError:
                continue  # a damaged line (`twin doctor` names it): the rest of the file is read
            if not isinstance(record, dict):
                continue
            if record.get("kind") == "session":
                started = epoch(record.get("started")) or float("-inf")  # in time, whatever zone it was written in
                if started >= last_started:
                    last, last_started = str(record.get("id", "")), started
            elif record.get("kind") == "turn":
                said.append((started, record.get("role"), record.get("text"), record.get("original_id")))
    said.sort(key=lambda t: t[0])  # sessions in the order they were written; turns in file order within each
    ids = {mid for _, _, _, mid in said if mid}
    if ids:
        seen = [i for i, turn in enumerate(past.turns) if turn.fields.get("original_id") in ids]
        if not seen:
            return (None if past.turns else []), last
        return past.turns[seen[-1] + 1 :], last
    before = [(role, text) for _, role, text, _ in said]
    now = [(turn.role, turn.text) for turn in past.turns]
    if len(now) < len(before) or not all(
        role == then_role and _said_as(text, then_text)
        for (role, text), (then_role, then_text) in zip(before, now, strict=False)
    ):
        return (None if past.turns else []), last
    return past.turns[len(before) :], last


def _write_session(folder: Path, header: dict[str, Any], past: PastSession, source: str) -> str:
    session_id = new_id(past.started)
    if isinstance(header.get("title"), str):  # a chat named by its password ("wifi pw is …") keeps it out too
        header = {**header, "title": hide(header["title"])[0]}
    record = make_record("session", {"started": to_iso(past.started), **header, "source": source})
    record.update(id=session_id, ts=to_iso(past.started), original_id=past.original_id, imported_at=to_iso(now()))
    writer = SessionWriter(session_id, None, record)
    for turn in past.turns:
        writer.add_turn(turn.role, turn.text, at=turn.at, source=source, **turn.fields)
    last = max((t.at for t in past.turns), default=past.started)
    end = make_record("end", {"reason": "imported", "turns": len(writer.turns)})
    end.update(id=new_id(last), ts=to_iso(last))
    replace_file(
        folder / session_file_name(past.started, session_id),
        b"".join(encode(r) for r in [record, *(t.record for t in writer.turns), end]),
        mode=FILE_MODE,
        hint=(
            "Sessions written before this one are complete; run the import again to go on.",
            "这一个之前写下的会话都是完整的；再运行一次导入就会接着做。",
        ),
        temp_name=f"{IMPORT_TEMP}{session_id}.jsonl",  # the next import deletes what a killed one left
        sync=False,  # one folder fsync after the batch: 3,000 sessions in 4.9 s, 5.5 s with one after each (ext4)
    )
    return session_id


def mapping_of(value: Any) -> dict[str, Any]:
    """A JSON object as a dict; anything else as an empty one."""
    return value if isinstance(value, dict) else {}


EARLIEST = datetime(2000, 1, 1, tzinfo=UTC)  # no conversation these imports read is older (ChatGPT began in 2022,
# SillyTavern in 2023): a time before it is a placeholder (0, -5) that would date memories to 1970
LATEST = timedelta(days=1)  # after now, beyond a clock's error or a time zone: a unit mistake (1e14 read as seconds)


def moment(seconds: Any, any_time: bool = False) -> datetime | None:
    """A Unix time in seconds (or milliseconds) as a local datetime; None when it is not one, or (unless `any_time`)
    not a time a conversation could have had (`plausible`)."""
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or seconds != seconds:
        return None
    if seconds > 1e11:  # milliseconds
        seconds = seconds / 1000
    try:
        at = datetime.fromtimestamp(seconds, UTC).astimezone()
        return at if any_time else plausible(at)
    except (OverflowError, OSError, ValueError):
        return None


def plausible(at: datetime | None) -> datetime | None:
    """`at` if a conversation could have happened then: from 2000 to a day from now; else None, so that the time is
    taken from elsewhere in the conversation (a message's, the one before) instead."""
    if at is None or not EARLIEST <= at <= now() + LATEST:
        return None
    return at


# What reading a file out of a zip raises: its directory or the file's compressed bytes damaged; a password, or a
# compression `zipfile` cannot undo (ChatGPT's export zip, a CHARX card)
ZIP_DAMAGED = (zipfile.BadZipFile, zlib.error, EOFError)
ZIP_LOCKED = (RuntimeError, NotImplementedError)


# A file in a zip that unpacks to more than BOMB_RATIO times its packed size, and to more than BOMB_FLOOR bytes, is
# not unpacked: a ChatGPT export's conversations.json packs about 5 to 10 times (JSON of prose); a zip bomb packs a
# thousand times and more (one of 1.5 MB took 3.1 GB of memory and 10 s, to import 0 conversations). Its declared
# size bounds what `zipfile` unpacks: a file that lies about it fails its CRC check instead.
BOMB_RATIO = 100
BOMB_FLOOR = 64 << 20


class ZipBomb(ValueError):
    """A file in a zip that would unpack to far more than a file of its kind."""


def unzipped(archive: zipfile.ZipFile, name: str) -> bytes:
    """The bytes of `name` in `archive`; a ZipBomb when it would unpack to BOMB_RATIO times its size and more."""
    info = archive.getinfo(name)
    if info.file_size > BOMB_FLOOR and info.file_size > BOMB_RATIO * max(1, info.compress_size):
        raise ZipBomb(
            f"its {name} would unpack to {info.file_size >> 20:,} MB from {info.compress_size >> 10:,} KB: a zip "
            "bomb, or a damaged zip"
        )
    return archive.read(info)


def read_input(path: Path, hints: tuple[str, str]) -> bytes:
    """The bytes of a file to import; UsageError (with `hints`: where a good file comes from, in English and in
    Chinese) when it is missing, unreadable or empty, or when its name is not UTF-8 (`foreign_name`)."""
    hint, hint_zh = hints
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise UsageError(  # a typo first, where the file should come from after
            f"There is no file {path}.",
            f"Check its name and its folder. {hint}",
            zh=(f"没有 {path} 这个文件。", f"检查一下文件名和所在的文件夹。{hint_zh}"),
        ) from None
    except OSError as exc:
        raise UsageError(
            f"Could not read {path}: {exc.strerror or exc}.", zh=(f"读不了 {path}：{os_reason(exc)[1]}。", "")
        ) from None
    if error := foreign_name(path):
        raise error
    if not raw.strip():
        raise UsageError(f"{path.name} is empty.", hint, zh=(f"{path.name} 是空的。", hint_zh))
    return raw


def mended(data: Any, text: str) -> Any:
    """`data`, parsed from the JSON `text`, with each lone surrogate in it as U+FFFD (�), as the chat shows a byte it
    cannot read. `\\ud83d` alone is valid JSON (an exporter that cut an emoji in half writes it) but no text: no UTF-8
    file, session or persona, can hold it. Walked only when `text` escapes a surrogate at all (30 MB of escaped emoji:
    0.2 s, where parsing it takes 0.15 s)."""
    return _mend(data) if "\\ud" in text or "\\uD" in text else data


def _mend(value: Any) -> Any:
    if isinstance(value, str):
        return SURROGATE.sub("\ufffd", value)
    if isinstance(value, list):
        return [_mend(item) for item in value]
    if isinstance(value, dict):
        return {_mend(key): _mend(item) for key, item in value.items()}
    return value


def foreign_name(path: Path) -> UsageError | None:
    """The error for a file whose path holds bytes that are not UTF-8 (an archive from another system's encoding:
    Python hands them over as lone surrogates), since the UTF-8 files twin writes (sessions, documents, personas)
    keep its name and cannot hold them; None for any other path."""
    if not SURROGATE.search(str(path.resolve())):
        return None
    shown = name_as_text(str(path))
    return UsageError(
        f"The name of {shown} is not UTF-8.",
        "Rename it: twin keeps the names of the files it reads.",
        zh=(f"{shown} 的名字不是 UTF-8。", "给它改个名字：twin 会记下它读过的文件的名字。"),
    )


class ChatImport(Generic[Plan]):
    """The part every chat import shares: past sessions written whole into a twin (see the module)."""

    source = "import"

    def __init__(self, twin_dir: Path, header: dict[str, Any], report: ImportReport | None = None) -> None:
        self.twin_dir = twin_dir
        self.header = header
        self.report = report or ImportReport(self.source)

    def sessions(self, plan: Plan) -> tuple[Iterable[PastSession], int]:
        """The past sessions of a plan (read lazily, as the import goes), and how many there are."""
        raise NotImplementedError

    user_as_before = False  # a conversation grown since its import continues under its first session's user

    def write(self, plan: Plan, progress: Progress | None = None) -> ImportReport:
        """Write the plan's sessions, skipping those imported before."""
        sessions, total = self.sessions(plan)
        return write_past_sessions(
            self.twin_dir, self.header, sessions, self.report, progress, total, user_as_before=self.user_as_before
        )

    def run(self, progress: Progress | None = None) -> ImportReport:
        """read, then write."""
        return self.write(self.read(), progress)

    def read(self) -> Plan:
        """Read and check the whole input."""
        raise NotImplementedError
