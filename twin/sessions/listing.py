"""Sessions seen from outside a chat: which twins have them, finding one by id, the listing, how they are named.

The listing comes from the session catalog (twin/sessions/catalog.py): the
newest N sessions are read by index, and keeping the catalog up reads only the
files that came or may have grown.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from twin.errors import PersonaError, UsageError
from twin.files import read_regular
from twin.home import Home
from twin.sessions.catalog import SessionCatalog
from twin.sessions.session import LIST_HINT, LIST_HINT_ZH, one_session, teller, told_in
from twin.store.shapes import session_name_parts

if TYPE_CHECKING:
    from twin.sessions.session import Turn

BRIEF = 200  # characters of a recalled item shown


@dataclass(slots=True)
class SessionSummary:
    """One line of `twin sessions list`: when, how long, who, the first words, the chapter's first line."""

    persona: str
    id: str
    file: str  # the file's path, as text
    start: str
    turns: int
    user: str
    first_words: str
    chapter: str
    ended: bool
    title: str = ""
    source: str = ""
    via: str = ""  # what it came through, when not a chat: "serve", "mcp" (told by another program)
    chapter_flags: list[str] = field(default_factory=list)  # what the chapter's checks found: it is in no context

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
            "via": self.via,
            "chapter_flags": self.chapter_flags,
        }


# -- which twins ---------------------------------------------------------------------------


def twin_names(home: Home, persona: str | None) -> list[str]:
    """The named persona (checked), else every persona with a data folder, sorted."""
    from twin.home import check_name, list_personas, persona_path

    if persona:
        check_name(persona)
        if not (home.twin_dir(persona).is_dir() or persona_path(home.personas_dir, persona).exists()):
            from twin.home import persona_hint

            known = sorted(set(list_personas(home.personas_dir)) | set(_data_names(home)))
            hint = persona_hint(home.personas_dir, persona, known)
            raise PersonaError(
                f"There is no twin called {persona!r} in {home.root}.",
                hint[0] if hint else f"Twins here: {', '.join(known) or 'none yet'}.",
                zh=(
                    f"{home.root} 里没有叫 {persona!r} 的分身。",
                    hint[1] if hint else f"这里的分身：{'、'.join(known)}。" if known else "这里还没有分身。",
                ),
            )
        return [persona]
    return _data_names(home)


def _data_names(home: Home) -> list[str]:
    try:
        return sorted(e.name for e in os.scandir(home.data_dir) if e.is_dir() and (Path(e.path) / "sessions").is_dir())
    except OSError:
        return []


def is_twin(home: Home, name: str) -> bool:
    """Whether `name` names a twin of this home (a persona file or a data folder)."""
    from twin.home import check_name, persona_path

    try:
        check_name(name)
    except PersonaError:
        return False
    return home.twin_dir(name).is_dir() or persona_path(home.personas_dir, name).exists()


def find_session(home: Home, session_id: str, persona: str | None = None) -> tuple[str, Path]:
    """(persona, file) of the session with this id or unambiguous prefix, looked for in one twin or all."""
    wanted = session_id.strip().upper()
    if not re.fullmatch(r"[0-9A-Z]{1,26}", wanted):
        raise UsageError(
            f"{session_id!r} is not a session id.", LIST_HINT, zh=(f"{session_id!r} 不是会话 ID。", LIST_HINT_ZH)
        )
    found: list[tuple[str, Path]] = []
    for name in twin_names(home, persona):
        folder = home.twin_dir(name) / "sessions"
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for file_name in names:
            parts = session_name_parts(file_name)
            if parts and parts[1].startswith(wanted):
                found.append((name, folder / file_name))
    twins = sorted({name for name, _ in found})
    if len(twins) > 1:  # `twin sessions list alice` shortens ids to tell alice's apart, not every twin's
        raise UsageError(
            f"{session_id!r} matches {len(found)} sessions, of {', '.join(twins)}.",
            f"Give more characters of the id, or the twin: `-p {twins[0]}`.",
            zh=(
                f"有 {len(found)} 个会话的 ID 以 {session_id.strip()} 开头，分别属于 {'、'.join(twins)}。",
                f"把 ID 写长一些，或者指明分身：`-p {twins[0]}`。",
            ),
        )
    return one_session(session_id, found, persona)


# -- the listing ----------------------------------------------------------------------------


def list_sessions(
    home: Home, persona: str | None = None, *, newest: int | None = None, chapters: dict[str, str] | None = None
) -> list[SessionSummary]:
    """Summaries of the sessions of one twin or all, newest first (only the `newest` N, read by index).

    `chapters` gives the first line of a session's chapter, by session id (the narrative's: twin/narrative).
    """
    summaries: list[SessionSummary] = []
    for name in twin_names(home, persona):
        catalog = SessionCatalog(home.twin_dir(name))
        try:
            catalog.sync()
            files = catalog.files(newest=newest)
        finally:
            catalog.close()
        folder = home.twin_dir(name) / "sessions"
        summaries += [
            SessionSummary(name, f.id, str(folder / f.name), f.start, f.turns, f.user, f.first_words,
                           (chapters or {}).get(f.id, ""), f.ended, f.title, f.source, f.via)
            for f in files
        ]  # fmt: skip
    summaries.sort(key=lambda s: os.path.basename(s.file), reverse=True)  # the file name: start stamp, then id
    return summaries[:newest] if newest is not None else summaries


def unreadable_sessions(home: Home, persona: str | None = None) -> list[tuple[str, str, str]]:
    """(twin, file name, why) of the session files that cannot be listed: not empty (a chat just begun is empty for
    an instant), but without a session header (damaged in its first line)."""
    found = []
    for name in twin_names(home, persona):
        catalog = SessionCatalog(home.twin_dir(name))
        try:
            found += [(name, f.name, f.problem) for f in catalog.damaged() if f.size > 0]
        finally:
            catalog.close()
    return found


@dataclass(frozen=True)
class Speakers:
    """How the two sides of a session are named."""

    twin: str  # the persona's display name
    user: str  # the person's name, or a word for them ("You", "你")
    language: str = "en"  # the persona's: what an export of the session is written in

    def of(self, turn: Turn) -> str:
        """Who said a turn: an imported speaker name if the turn has one, else the twin or the person."""
        name = turn.record.get("speaker")
        if isinstance(name, str) and name.strip():
            return name.strip()
        return self.user if turn.role == "user" else self.twin


def speakers_for(home: Home, persona: str, header: dict[str, Any]) -> Speakers:
    """How a session's two sides are named: the persona's display name, and who talked (or "You" / "你"); in a
    session another program told, "a program, of Sam"."""
    name, language = persona_display(home, persona)
    user = str(header.get("user") or "").strip()
    if told_in(header):  # another program told it (`twin mcp`'s tell): its words of them, not theirs
        user = teller(language, user or ("你" if language == "zh" else "you"))
    return Speakers(name, user or ("你" if language == "zh" else "You"), language)


def persona_display(home: Home, persona: str) -> tuple[str, str]:
    """(display name, language) of a persona: its file's `name` and `language`, else its key and "en"."""

    from twin.home import persona_path
    from twin.tomlfile import loads as toml_loads

    try:
        raw = read_regular(persona_path(home.personas_dir, persona))
        data = toml_loads(raw.decode("utf-8-sig"))  # Notepad's BOM
    except (OSError, ValueError, PersonaError):
        return persona, "en"  # a broken file is reported where it is loaded
    name = data["name"].strip() if isinstance(data.get("name"), str) and data["name"].strip() else persona
    return name, "zh" if data.get("language") == "zh" else "en"


# -- lines -------------------------------------------------------------------------------------


def first_line(text: str) -> str:
    """The first non-empty line of a text, without Markdown heading marks."""
    for line in text.splitlines():
        line = line.strip().lstrip("#").strip()
        if line:
            return line[:BRIEF]
    return ""
