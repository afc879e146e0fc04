"""Sessions: the raw conversation, one JSONL file per session, kept forever.

`sessions/<start>-<id>.jsonl` holds a `session` header line, then one `turn`
line per turn, and an `end` line when the session closes normally.
"""

from __future__ import annotations

import os
import threading
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from twin import credentials
from twin.clock import now, parse_time, to_iso
from twin.errors import StorageError, UsageError
from twin.files import open_read
from twin.sessions import offrecord
from twin.store import JsonlFile, Problem, new_id
from twin.store.jsonl import encode, make_record
from twin.store.replace import replace_file
from twin.store.shapes import SESSION as SHAPE
from twin.store.shapes import SESSION_NAME, session_file_name, session_name_parts, session_names_to


@dataclass
class Who:
    """Who is talking: the subject of their facts and how the twin names them."""

    subject: str
    name: str
    # the other subject the same person's facts may be under: the owner's are under "user" from before twin.toml
    # named them, and under their name after; a new value of theirs replaces a value held under either
    also: tuple[str, ...] = ()
    # their words reach the twin as another program tells them (`twin mcp`'s `tell`, a session `via: mcp`): that
    # program may speak of them in its own words, or of itself (twin/narrative/grounding/told.py)
    told: bool = False


def owned(who: Who, owner: str) -> Who:
    """`who`, knowing the owner's other subject when they are the owner named `owner` (twin.toml's `user`; "" when
    nobody is named: then the owner's facts are all under "user")."""
    if not owner:
        return who
    if who.subject.casefold() == "user":
        return replace(who, also=(owner,))
    if who.subject.casefold() == owner.casefold():
        return replace(who, also=("user",))
    return who


TOLD_VIA = "mcp"  # the `via` of a session another program told (`twin mcp`'s tell, twin/narrative/grounding/told.py)
LIST_HINT = "`twin sessions list` shows the sessions and their ids."  # where a session not found is looked for
LIST_HINT_ZH = "用 `twin sessions list` 查看所有会话和它们的 ID。"
Found = TypeVar("Found")


def one_session(session_id: str, found: Sequence[Found], persona: str | None = None) -> Found:
    """The one session an id, or the start of one, names among those `found` whose ids begin with it (in the twin
    `persona`, else in any); a UsageError when none does, or several do. `SessionStore.find` and
    twin/sessions/listing.py `find_session` say both alike: the id as typed, quoted in English ('01abc'), as it
    is in Chinese (01abc) when it is letters and digits, quoted too when it holds anything else."""
    if len(found) == 1:
        return found[0]
    bare = session_id.strip()
    shown_zh = bare if bare.isascii() and bare.isalnum() else repr(session_id)
    if not found:
        where, where_zh = (f" of {persona}", f" {persona} 的") if persona else ("", "")
        raise UsageError(
            f"No session{where} has the id {session_id!r}.",
            LIST_HINT,
            zh=(f"找不到{where_zh}会话 {shown_zh}。", LIST_HINT_ZH),
        )
    raise UsageError(
        f"{session_id!r} matches {len(found)} sessions.",
        "Give more characters of the id.",
        zh=(f"有 {len(found)} 个会话的 ID 以 {shown_zh} 开头。", "把 ID 写长一些，让它只对得上一个会话。"),
    )


def told_in(header: dict[str, Any]) -> bool:
    """Whether a session's header says another program told it: its turns are that program's words, not the
    person's."""
    return header.get("via") == TOLD_VIA


def teller(language: str, name: str) -> str:
    """Who speaks in a session another program told (`twin mcp`'s tell), named as a speaker: "a program, of Sam",
    别的程序（转告Sam的事）. Its words are the program's of them, not theirs."""
    return ("别的程序（转告{name}的事）" if language == "zh" else "a program, of {name}").format(name=name)


def unnamed(language: str) -> str:
    """How the twin's prompts name the person talking when no name is known: in Chinese "你的主人" (the prompts
    speak to the twin as 你, so 你 itself would make "你和你的一次对话")."""
    return "你的主人" if language == "zh" else "the person talking"


def who_in(header: dict[str, Any], person: str, owner: str = "") -> Who:
    """Who talked in a session, from its header: the name it gives, else the person (`person` names them); `owner`
    is twin.toml's `user` (see `owned`)."""
    name, told = str(header.get("user") or ""), told_in(header)
    return owned(Who(name, name, told=told) if name else Who("user", person, told=told), owner)


@dataclass
class Turn:
    """One turn: who spoke, what, when, and how the reply went."""

    id: str
    session: str
    role: str  # user | assistant
    text: str
    ts: str
    status: str = "ok"  # ok | empty | error | interrupted
    record: dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def time(self) -> datetime:
        """When it was said."""
        return parse_time(self.ts)

    @classmethod
    def from_record(cls, record: dict[str, Any], session: str) -> Turn:
        """A Turn from its JSONL record."""
        return cls(
            id=record["id"],
            session=session,
            role=record.get("role", "user"),
            text=record.get("text", ""),
            ts=record.get("ts", ""),
            status=record.get("status", "ok"),
            record=record,
        )


def unanswered(turns: Sequence[Turn]) -> bool:
    """Whether the twin was asked in these turns (a session's, all of them) and every reply failed, came back empty
    or was stopped before a word (a greeting is no reply). Such a session owes no diary: nothing was talked about.
    One with no reply asked for at all (a statement told through a tool) is not unanswered."""
    replies = [t for t in turns if t.role == "assistant" and t.record.get("source") != "greeting"]
    return bool(replies) and not any(t.status in ("ok", "interrupted") and t.text.strip() for t in replies)


@dataclass
class Session:
    """A session read back from its file."""

    id: str
    path: Path
    header: dict[str, Any]
    turns: list[Turn]
    ended: dict[str, Any] | None
    problems: list[Problem]

    @property
    def start(self) -> str:
        """When the session started."""
        return str(self.header.get("started") or self.header.get("ts", ""))

    def conversation(self) -> list[Turn]:
        """The turns that count as said: without replies that were retried, failed or came back empty."""
        retried = {t.record.get("retry_of") for t in self.turns if t.record.get("retry_of")}
        return [
            t
            for t in self.turns
            if t.id not in retried and (t.role == "user" or (t.status in ("ok", "interrupted") and t.text.strip()))
        ]


MARK = 64  # bytes before where a read of a session file stopped: if they are still there, the file only grew


@dataclass
class _Read:
    """A session file as it was read: the session, and what tells whether the file has only grown since."""

    session: Session
    stat: tuple[int, int, int]  # the file's inode, size and modification time (ns) then
    end: int = 0  # where the complete lines read end
    lines: int = 0  # how many lines that is
    mark: bytes = b""  # the MARK bytes before `end`

    def grown(self, path: Path, stat: tuple[int, int, int]) -> bool:
        """Whether the file at `path` (now `stat`) is this one with lines appended: the same inode, longer, and the
        bytes before the end of the read unchanged (a file rewritten in place is read whole again)."""
        if stat[0] != self.stat[0] or stat[1] <= self.end:
            return False
        try:
            with open_read(path) as fh:
                fh.seek(self.end - len(self.mark))
                return fh.read(len(self.mark)) == self.mark
        except OSError:
            return False


class SessionStore:
    """The sessions of one twin."""

    def __init__(self, twin_dir: Path) -> None:
        self.dir = twin_dir / "sessions"
        self._names: tuple[int, list[str]] | None = None
        self._loaded: dict[str, _Read] = {}  # file name -> the session as last read
        self._reading = threading.Lock()  # a session read before grows in place: one reader of the cache at a time

    def names(self) -> list[str]:
        """Session file names, oldest first (names start with the start time); kept while the folder's modification
        time is unchanged: every turn reads the recent turns of earlier sessions, and listing the folder at each took
        26 to 46 ms for 20,000 sessions (1.3 to 2.4 ms for 1,000)."""
        try:
            mark = self.dir.stat().st_mtime_ns
        except FileNotFoundError:
            return []
        if self._names is None or self._names[0] != mark:
            self._names = (mark, sorted(n for n in os.listdir(self.dir) if SESSION_NAME.match(n)))
        return self._names[1]

    def paths(self) -> list[Path]:
        """Session files, oldest first."""
        return [self.dir / name for name in self.names()]

    def empty(self) -> bool:
        """Whether there is no session yet (stops at the first file: a twin's first meeting is asked every start)."""
        try:
            with os.scandir(self.dir) as entries:
                return not any(SESSION_NAME.match(e.name) for e in entries)
        except FileNotFoundError:
            return True

    def find(self, session_id: str) -> Path:
        """The file of a session, by its id or an unambiguous prefix of it."""
        wanted = session_id.strip().upper()
        matches = []
        for name in self.names() if wanted else []:
            parts = session_name_parts(name)
            if parts and parts[1].startswith(wanted):
                matches.append(self.dir / name)
        return one_session(session_id, matches)

    def load(self, path: Path) -> Session:
        """Read one session file (never modifying it)."""
        return self._read(path).session

    def _read(self, path: Path, known: _Read | None = None, stat: tuple[int, int, int] = (0, 0, 0)) -> _Read:
        """Read a session file whole, or, given how it was `known`, only the lines it gained since."""
        result = JsonlFile(path, SHAPE).read(known.end if known else 0)
        if known is None:
            parts = session_name_parts(path.name)
            known = _Read(Session(parts[1] if parts else path.stem, path, {}, [], None, []), stat)
        session = known.session
        for record in result.records:
            kind = record.get("kind")
            if kind == "session":
                session.header = record
            elif kind == "turn":
                session.turns.append(Turn.from_record(record, session.id))
            elif kind == "end":
                session.ended = record
        session.problems = [p for p in session.problems if not p.torn]  # a cut last line may be whole by now
        session.problems += [replace(p, line=p.line + known.lines) for p in result.problems]
        known.end, known.lines, known.stat = result.end, known.lines + result.lines, stat
        if result.end:
            try:
                with open_read(path) as fh:
                    fh.seek(max(0, result.end - MARK))
                    known.mark = fh.read(min(MARK, result.end))
            except OSError:
                known.stat = (0, 0, 0)  # read again whole next time
        return known

    def _cached(self, path: Path) -> Session:
        """A session read before: as it was if its file has not changed since, with only the lines it gained when it
        grew (another open conversation's, under `twin serve`: the recent turns of 16 of them in 0.2-0.3 ms, against
        2.5-3.2 ms reading each changed file whole, bench/serve/parts.py), else read again."""
        try:
            st = path.stat()
        except FileNotFoundError:
            return self.load(path)
        stat = (st.st_ino, st.st_size, st.st_mtime_ns)
        with self._reading:
            known = self._loaded.get(path.name)
            if known is not None and known.stat == stat:
                return known.session
            grown = known is not None and known.grown(path, stat)
            self._loaded[path.name] = self._read(path, known if grown else None, stat)
            return self._loaded[path.name].session

    def sessions(self) -> Iterator[Session]:
        """Every session, oldest first."""
        for path in self.paths():
            yield self.load(path)

    def recent_turns(self, limit: int, exclude: str | None = None, before: datetime | None = None) -> list[Turn]:
        """The last `limit` said turns of earlier sessions (said before `before`), oldest first; none the person
        asked not to keep.

        Reads only the newest files it needs, so its cost does not grow with the history.
        """
        collected: list[Turn] = []
        names = self.names()
        if before:  # the sessions started after the time coordinate are left out
            names = names[: bisect_right(names, session_names_to(before))]
        for name in reversed(names):
            if len(collected) >= limit:
                break
            parts = session_name_parts(name)
            if exclude and parts and parts[1] == exclude:
                continue
            session = self._cached(self.dir / name)
            said = session.conversation()
            unkept = offrecord.off_record(said)  # what the person asked not to keep is no memory of theirs
            if unkept:
                said = [t for t in said if t.id not in unkept]
            if before:
                said = [t for t in said if t.time <= before]
            if said:
                collected = said[-(limit - len(collected)) :] + collected
        return collected[-limit:] if limit else []

    def start(self, header: dict[str, Any], at: datetime | None = None, session_id: str | None = None) -> SessionWriter:
        """Create a new session file with its header line (`session_id` when the caller needs it first)."""
        started = at or now()
        session_id = session_id or new_id(started if at else None)
        path = self.dir / session_file_name(started, session_id)
        if isinstance(header.get("title"), str):
            header = {**header, "title": credentials.hide(header["title"])[0]}
        record = make_record("session", {"started": to_iso(started), **header})
        record["id"] = session_id
        record["ts"] = to_iso(started)
        # written whole and renamed into place: no reader (a catch-up in another thread or process) ever sees the
        # file empty, and a full disk leaves no file at all
        replace_file(
            path,
            encode(record),
            mode=0o600,
            hint=("The session was not started; start again.", "这次会话没有开始；再开始一次。"),
        )
        return SessionWriter(session_id, path, record)


class SessionWriter:
    """Appends the turns of a live session; each line is fsynced before it returns."""

    def __init__(self, session_id: str, path: Path | None, header: dict[str, Any]) -> None:
        self.id = session_id
        self.path = path
        self.header = header
        self.file = JsonlFile(path, SHAPE) if path is not None else None
        self.turns: list[Turn] = []

    @classmethod
    def ephemeral(cls, header: dict[str, Any]) -> SessionWriter:
        """A session kept only in memory (a chat with the past: nothing is written)."""
        return cls(new_id(), None, header)

    def add_turn(self, role: str, text: str, *, at: datetime | None = None, **fields: Any) -> Turn:
        """Append a turn and return it; `at` gives an imported turn its original time. A turn the person asked not
        to keep, or that takes back what they said just before, records it (twin/sessions/offrecord.py); a secret in
        it is written as "[secret]" (twin/credentials.py)."""
        text, secrets = credentials.hide(text)  # a password, a key, a card number: never kept (twin/credentials.py)
        given = {k: v for k, v in fields.items() if v is not None}
        if secrets:
            given.pop("undecoded", None)  # the bytes the words were read from hold the secret as typed
        kept = offrecord.marks(self.turns, role, text, given.get("reply_to"))
        record = make_record("turn", {"role": role, "text": text, **kept, **given})
        if at is not None:
            record["id"] = new_id(at)
            record["ts"] = to_iso(at)
        if self.file is not None:
            if self.path is not None and self.turns and not self.path.exists():
                # the home was moved or removed while the chat ran: appending would begin a second, headless file
                # at the old place and split the session in two, without a word
                raise StorageError(
                    f"The session file {self.path} is gone: the twin's home was moved or removed while the chat ran.",
                    "The turns said so far are in the home where it went; start `twin chat` again there "
                    "(TWIN_HOME names it).",
                    zh=(
                        f"会话文件 {self.path} 不见了：聊天进行时，twin 的主目录被移走或删除了。",
                        "到现在为止说的话都在它被移去的主目录里；在那里重新开始 `twin chat`（TWIN_HOME 指定它）。",
                    ),
                )
            self.file.append_records([record])
        turn = Turn.from_record(record, self.id)
        self.turns.append(turn)
        return turn

    def end(self, reason: str) -> None:
        """Mark the session closed normally."""
        if self.file is not None:
            self.file.append("end", reason=reason, turns=len(self.turns))

    def conversation(self) -> list[Turn]:
        """The turns of this session that count as said."""
        return Session(self.id, self.path or Path(), self.header, self.turns, None, []).conversation()
