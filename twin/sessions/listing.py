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
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from twin.clock import parse_time
from twin.errors import PersonaError, UsageError
from twin.home import Home

if TYPE_CHECKING:
    from twin.sessions.session import Turn

# twin.persona.model (hashlib, the knowledge parser) and the exporter are imported where they are needed:
# `twin sessions search` and `twin sessions list` should not pay for them at start.

_FILE = re.compile(r"^(?P<start>\d{8}T\d{6}Z)-(?P<id>[0-9A-Z]{26})\.jsonl$")
CACHE_NAME = "session-list.json"
CACHE_VERSION = 2
BRIEF = 200  # characters of a recalled item shown
NAME_CACHE = "persona-name.json"  # the persona's display name and language, while its file is unchanged
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
    from twin.persona.files import check_name, list_personas, persona_path

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
    from twin.persona.files import check_name, persona_path

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
        _save_json(self.cache_path, data)


def _save_json(path: Path, data: dict[str, Any]) -> None:
    """Write a cache file atomically; a cache that cannot be written is only slower next time."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
        os.replace(tmp, path)
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

    end = data.rfind(b"\n") + 1  # only complete lines
    for raw in data[:end].split(b"\n"):
        if b'"kind":"chapter"' not in raw:
            continue
        record = _loads(raw)
        if record and record.get("kind") == "chapter" and isinstance(record.get("session"), str):
            lines[record["session"]] = first_line(str(record.get("text") or ""))[:FIRST_WORDS]
    return {"inode": st.st_ino, "offset": offset + end, "lines": lines}, True


@dataclass(frozen=True)
class Speakers:
    """How the two sides of a session are named."""

    twin: str  # the persona's display name
    user: str  # the person's name, or a word for them ("You", "你")

    def of(self, turn: Turn) -> str:
        """Who said a turn: an imported speaker name if the turn has one, else the twin or the person."""
        name = turn.record.get("speaker")
        if isinstance(name, str) and name.strip():
            return name.strip()
        return self.user if turn.role == "user" else self.twin


def speakers_for(home: Home, persona: str, header: dict[str, Any]) -> Speakers:
    """How a session's two sides are named: the persona's display name, and who talked (or "You" / "你")."""
    name, language = persona_display(home, persona)
    user = str(header.get("user") or "").strip()
    return Speakers(name, user or ("你" if language == "zh" else "You"))


def persona_display(home: Home, persona: str) -> tuple[str, str]:
    """(display name, language) of a persona: its file's `name` and `language`, else its key and "en".

    Kept in the twin's index/ folder while the file is the same (size, times, inode): reading the TOML costs a
    search ~4 ms (tomllib and its patterns), the cache a stat and a small JSON read.
    """
    from twin.persona.files import persona_path

    try:
        path = persona_path(home.personas_dir, persona)
        st = path.stat()
    except (OSError, PersonaError):
        return persona, "en"
    stamp = [st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino]  # ctime: not even `cp -p` carries it over
    cache = home.twin_dir(persona) / "index" / NAME_CACHE
    try:
        cached = json.loads(cache.read_bytes())
        if cached["stamp"] == stamp and isinstance(cached["name"], str) and cached["language"] in ("en", "zh"):
            return cached["name"], cached["language"]
    except (OSError, ValueError, TypeError, KeyError):
        pass
    import tomllib

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return persona, "en"  # a broken file is not cached: it is read again, and reported where it is loaded
    name = data["name"].strip() if isinstance(data.get("name"), str) and data["name"].strip() else persona
    language = "zh" if data.get("language") == "zh" else "en"
    if cache.parent.is_dir():
        _save_json(cache, {"stamp": stamp, "name": name, "language": language})
    return name, language


# -- how times and lines are shown (the exporter and the replay use them too) ---------------------------


def local(ts: str) -> datetime:
    """A record time in the local zone."""
    return parse_time(ts).astimezone()


def stamp(ts: str, previous: str | None = None) -> str:
    """A turn's time: HH:MM:SS, with the date in front when it differs from the previous turn's."""
    try:
        moment = local(ts)
    except (TypeError, ValueError):
        return "?"
    same_day = False
    if previous:
        try:
            same_day = local(previous).date() == moment.date()
        except (TypeError, ValueError):
            same_day = False
    return moment.strftime("%H:%M:%S" if same_day else "%Y-%m-%d %H:%M:%S")


def day(ts: str) -> str:
    """A date and minute, local."""
    try:
        m = local(ts)
    except (TypeError, ValueError):
        return "?"
    return f"{m.year:04d}-{m.month:02d}-{m.day:02d} {m.hour:02d}:{m.minute:02d}"


def first_line(text: str) -> str:
    """The first non-empty line of a text, without Markdown heading marks."""
    for line in text.splitlines():
        line = line.strip().lstrip("#").strip()
        if line:
            return line[:BRIEF]
    return ""
