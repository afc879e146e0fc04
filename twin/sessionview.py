"""Sessions seen from outside a chat: which twins have them, finding one by id, and a fast listing of all.

The listing reads only the top of each session file (the header and the first
user turn) and its last line (the `end` record says how many turns there
were). What it learns is kept in `index/session-list.json`, a derived cache
checked against each file's size and modification time; while the sessions
folder itself is unchanged, sessions that have ended are not looked at again.
Listing 10,000 sessions reads one JSON file and a few `stat`s.
"""

from __future__ import annotations

import json
import os
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from twin.errors import PersonaError, UsageError
from twin.home import Home

if TYPE_CHECKING:
    from twin.memory.transcript_export import Speakers

# twin.persona (hashlib, the knowledge parser) and the exporter are imported where they are needed:
# `twin sessions search` and `twin sessions list` should not pay for them at start.

_FILE = re.compile(r"^(?P<start>\d{8}T\d{6}Z)-(?P<id>[0-9A-Z]{26})\.jsonl$")
CACHE_NAME = "session-list.json"
CACHE_VERSION = 2
HEAD = 8192  # bytes read from the top of a session file: the header and, nearly always, the first user turn
TAIL = 4096  # bytes read from the end: the `end` record
LIST_HINT = "`twin sessions list` shows the sessions and their ids."
ROW = 9  # fields of a cached row: size, mtime, then what _scan returns
FIRST_WORDS = 120  # characters of the first user turn (and of the chapter's first line) kept in the listing


@dataclass(slots=True)
class SessionSummary:
    """One line of `twin sessions list`: when, how long, who, the first words, the chapter's first line."""

    persona: str
    id: str
    file: str  # the file's path, as text (a Path for each of 10,000 sessions costs more than the rest of a row)
    start: str
    turns: int
    user: str
    first_words: str
    chapter: str
    ended: bool
    title: str = ""
    source: str = ""

    @property
    def path(self) -> Path:
        """The session file."""
        return Path(self.file)

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape."""
        return {
            "persona": self.persona,
            "id": self.id,
            "path": self.file,
            "start": self.start,
            "turns": self.turns,
            "user": self.user,
            "first_words": self.first_words,
            "chapter": self.chapter,
            "ended": self.ended,
            "title": self.title,
            "source": self.source,
        }


# -- which twins ---------------------------------------------------------------------------


def twin_names(home: Home, persona: str | None) -> list[str]:
    """The named persona (checked), else every persona with a data folder, sorted."""
    from twin.persona import check_name, list_personas, persona_path

    if persona:
        check_name(persona)
        if not (home.twin_dir(persona).is_dir() or persona_path(home.personas_dir, persona).exists()):
            known = ", ".join(sorted(set(list_personas(home.personas_dir)) | set(_data_names(home)))) or "none yet"
            raise PersonaError(f"There is no twin called {persona!r} in {home.root}.", f"Twins here: {known}.")
        return [persona]
    return _data_names(home)


def _data_names(home: Home) -> list[str]:
    try:
        return sorted(e.name for e in os.scandir(home.data_dir) if e.is_dir() and (Path(e.path) / "sessions").is_dir())
    except OSError:
        return []


def is_twin(home: Home, name: str) -> bool:
    """Whether `name` names a twin of this home (a persona file or a data folder)."""
    from twin.persona import check_name, persona_path

    try:
        check_name(name)
    except PersonaError:
        return False
    return home.twin_dir(name).is_dir() or persona_path(home.personas_dir, name).exists()


def find_session(home: Home, session_id: str, persona: str | None = None) -> tuple[str, Path]:
    """(persona, file) of the session with this id or unambiguous prefix, looked for in one twin or all."""
    wanted = session_id.strip().upper()
    if not re.fullmatch(r"[0-9A-Z]{1,26}", wanted):
        raise UsageError(f"{session_id!r} is not a session id.", LIST_HINT)
    found: list[tuple[str, Path]] = []
    for name in twin_names(home, persona):
        folder = home.twin_dir(name) / "sessions"
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for file_name in names:
            match = _FILE.match(file_name)
            if match and match["id"].startswith(wanted):
                found.append((name, folder / file_name))
    if len(found) == 1:
        return found[0]
    if not found:
        where = f" of {persona}" if persona else ""
        raise UsageError(f"No session{where} has the id {session_id!r}.", LIST_HINT)
    raise UsageError(f"{session_id!r} matches {len(found)} sessions.", "Give more characters of the id.")


# -- the listing ----------------------------------------------------------------------------


def list_sessions(home: Home, persona: str | None = None) -> list[SessionSummary]:
    """Summaries of the sessions of one twin or all, newest first."""
    names = twin_names(home, persona)
    if len(names) == 1:
        return SessionListing(home.twin_dir(names[0]), names[0]).summaries()
    summaries: list[SessionSummary] = []
    for name in names:
        summaries += SessionListing(home.twin_dir(name), name).summaries()
    summaries.sort(key=lambda s: s.file[-49:], reverse=True)  # the file name: start stamp, then id
    return summaries


class SessionListing:
    """The listing of one twin's sessions, with its cache under index/."""

    def __init__(self, twin_dir: Path, persona: str) -> None:
        self.twin_dir = twin_dir
        self.persona = persona
        self.cache_path = twin_dir / "index" / CACHE_NAME

    def summaries(self) -> list[SessionSummary]:
        """Every session of the twin, newest first.

        When the folder's modification time is the one the cache saw, no file came or went, and sessions with an
        `end` record are not looked at again; only sessions without one (live, or cut off) are checked.
        """
        cache = self._load_cache()
        old: dict[str, list[Any]] = cache["sessions"]
        folder = str(self.twin_dir / "sessions")
        mark = _mark(folder)
        trusted = bool(mark) and cache.get("mark") == mark
        if trusted:
            names = list(old)
        else:
            try:
                names = [n for n in os.listdir(folder) if _FILE.match(n)]
            except OSError:
                names = []
        fresh: dict[str, list[Any]] = {}
        changed = not trusted
        for name in names:
            row = old.get(name)
            if trusted and row is not None and row[6]:
                fresh[name] = row
                continue
            try:
                st = os.stat(os.path.join(folder, name))
            except OSError:
                changed = True
                continue
            if row is None or row[0] != st.st_size or row[1] != st.st_mtime_ns:
                row = [st.st_size, st.st_mtime_ns, *_scan(os.path.join(folder, name), st.st_size)]
                changed = True
            fresh[name] = row
        chapters, chapters_changed = _chapter_lines(self.twin_dir / "chapters.jsonl", cache["chapters"])
        if (changed or chapters_changed) and (fresh or old):
            self._save_cache({"version": CACHE_VERSION, "mark": mark, "sessions": fresh, "chapters": chapters})
        lines = chapters["lines"]
        persona, prefix = self.persona, os.path.join(folder, "")
        return [
            SessionSummary(persona, name[17:43], prefix + name, row[2], row[3], row[4], row[5],
                           lines.get(name[17:43], ""), row[6], row[7], row[8])
            for name, row in sorted(fresh.items(), reverse=True)
        ]  # fmt: skip

    def _load_cache(self) -> dict[str, Any]:
        empty: dict[str, Any] = {"sessions": {}, "chapters": {"inode": 0, "offset": 0, "lines": {}}}
        try:
            with open(self.cache_path, "rb") as fh:
                data = json.loads(fh.read())
        except (OSError, ValueError):
            return empty
        if not isinstance(data, dict) or data.get("version") != CACHE_VERSION:
            return empty
        rows, chapters = data.get("sessions"), data.get("chapters")
        if not isinstance(rows, dict) or not isinstance(chapters, dict) or not isinstance(chapters.get("lines"), dict):
            return empty
        if not all(type(row) is list and len(row) == ROW for row in rows.values()):
            return empty
        return data

    def _save_cache(self, data: dict[str, Any]) -> None:
        """Write the cache atomically; a cache that cannot be written is only slower next time."""
        tmp = self.cache_path.with_name(f".{CACHE_NAME}.{os.getpid()}.tmp")
        try:
            self.cache_path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
            os.replace(tmp, self.cache_path)
        except OSError:
            tmp.unlink(missing_ok=True)


def _scan(path: str, size: int) -> list[Any]:
    """[start, turns, user, first words, ended, title, source] from the top and the bottom of a session file."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(HEAD)
            whole = len(head) >= size
            header, first = _top(head if whole else head[: head.rfind(b"\n") + 1])
            if not first and not whole:  # a first user turn longer than the head: read on, line by line
                fh.seek(head.rfind(b"\n") + 1)
                first = next((t for t in (_user_words(_loads(raw)) for raw in fh) if t), "")
            if whole:
                turns, ended = head.count(b'"kind":"turn"'), b'"kind":"end"' in head
            else:
                fh.seek(max(0, size - TAIL))
                last = _loads(fh.read().rstrip(b"\n").rsplit(b"\n", 1)[-1]) or {}
                ended = last.get("kind") == "end"
                if ended and isinstance(last.get("turns"), int):
                    turns = last["turns"]
                else:  # no end record to say how many: count them
                    fh.seek(0)
                    turns = fh.read().count(b'"kind":"turn"')
    except OSError:
        return ["", 0, "", "", False, "", ""]
    start = str(header.get("started") or header.get("ts") or "")
    text = lambda name: str(header.get(name) or "")  # noqa: E731
    return [start, turns, text("user"), first, ended, text("title"), text("source")]


def _top(data: bytes) -> tuple[dict[str, Any], str]:
    """The header and the first words of the first user turn, from the complete lines at the top of a file."""
    header: dict[str, Any] = {}
    for raw in data.split(b"\n"):
        record = _loads(raw)
        if record is None:
            continue
        if record.get("kind") == "session" and not header:
            header = record
        words = _user_words(record)
        if words:
            return header, words
    return header, ""


def _user_words(record: dict[str, Any] | None) -> str:
    """The first words of a user turn; "" for any other record."""
    if not record or record.get("kind") != "turn" or record.get("role") != "user":
        return ""
    return " ".join(str(record.get("text", "")).split())[:FIRST_WORDS]


def _mark(folder: str) -> str:
    """A folder's modification time and inode: they change when a file comes, goes or is replaced."""
    try:
        st = os.stat(folder)
    except OSError:
        return ""
    return f"{st.st_mtime_ns}:{st.st_ino}"


def _loads(raw: bytes) -> dict[str, Any] | None:
    if not raw.strip():
        return None
    try:
        record = json.loads(raw)
    except ValueError:
        return None
    return record if isinstance(record, dict) else None


def _chapter_lines(path: Path, cached: dict[str, Any]) -> tuple[dict[str, Any], bool]:
    """{inode, offset, lines: {session: first line of its chapter}}, read on from where the cache stopped."""
    try:
        st = os.stat(path)
    except OSError:
        return {"inode": 0, "offset": 0, "lines": {}}, bool(cached.get("lines"))
    offset = cached.get("offset", 0) if cached.get("inode") == st.st_ino else 0
    lines: dict[str, str] = dict(cached.get("lines") or {}) if offset else {}
    if not isinstance(offset, int) or offset > st.st_size:
        offset, lines = 0, {}
    if offset == st.st_size:
        return {"inode": st.st_ino, "offset": offset, "lines": lines}, False
    try:
        with open(path, "rb") as fh:
            fh.seek(offset)
            data = fh.read(st.st_size - offset)
    except OSError:
        return {"inode": 0, "offset": 0, "lines": {}}, bool(cached.get("lines"))
    from twin.memory.transcript_export import first_line

    end = data.rfind(b"\n") + 1  # only complete lines
    for raw in data[:end].split(b"\n"):
        if b'"kind":"chapter"' not in raw:
            continue
        record = _loads(raw)
        if record and record.get("kind") == "chapter" and isinstance(record.get("session"), str):
            lines[record["session"]] = first_line(str(record.get("text") or ""))[:FIRST_WORDS]
    return {"inode": st.st_ino, "offset": offset + end, "lines": lines}, True


def speakers_for(home: Home, persona: str, header: dict[str, Any]) -> Speakers:
    """How a session's two sides are named: the persona's display name, and who talked (or "You" / "你")."""
    from twin.memory.transcript_export import Speakers
    from twin.persona import persona_path

    name, language = persona, "en"
    try:
        data = tomllib.loads(persona_path(home.personas_dir, persona).read_text(encoding="utf-8"))
    except (OSError, ValueError, PersonaError):
        data = {}
    if isinstance(data.get("name"), str) and data["name"].strip():
        name = data["name"].strip()
    if data.get("language") == "zh":
        language = "zh"
    user = str(header.get("user") or "").strip()
    return Speakers(name, user or ("你" if language == "zh" else "You"))
