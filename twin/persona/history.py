"""Persona versions: every saved text of a persona file, kept append-only, with diff and rollback.

`data/<name>/persona.jsonl` holds one `persona_version` record per version:
{hash, text, source, note}. The hash is the same 16-hex sha256 prefix that
`Persona.digest` carries, so a session's `persona_hash` names the version it
used. Versions are numbered from 1 in file order; the history only grows (a
rollback is a new version whose text is an old one).
"""

from __future__ import annotations

import difflib
import hashlib
import json
import os
import re
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from twin.errors import ConflictError, PersonaError, TwinError, UsageError
from twin.facts.masks import Masks, placeholder
from twin.facts.store import FactStore
from twin.files import open_read, read_regular
from twin.home import Home, persona_path
from twin.persona.model import Persona, load_persona, parse_persona
from twin.persona.voice import cut_voice
from twin.sessions.session import SessionStore
from twin.store import JsonlFile, file_lock
from twin.store.jsonl import could_not, encode, make_record, whole_lines
from twin.store.replace import Replacements, replace_file
from twin.store.shapes import PERSONA_HISTORY
from twin.textsafe import hide_secrets
from twin.tomlfile import BOM

KIND = "persona_version"
SOURCES = ("edit", "new", "rollback", "import", "observed", "voice", "forget", "purge")
HISTORY_FILE = "persona.jsonl"
_PROBLEM_LINE = re.compile(r"^[^\s:]+:(?P<line>\d+):")
_TOML_LINE = re.compile(r"^(?P<msg>.*?)\s*\(at line (?P<line>\d+), column (?P<col>\d+)\)$")


def digest_of(text: str) -> str:
    """The 16-hex sha256 prefix of a persona file's text (what Persona.digest holds)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def history_path(home: Home, name: str) -> Path:
    """data/<name>/persona.jsonl."""
    persona_path(home.personas_dir, name)  # checks the name
    return home.twin_dir(name) / HISTORY_FILE


def read_text(path: Path, *, lossy: bool = False) -> str | None:
    """A persona file's text, or None when there is no file. A file that is not UTF-8 is a PersonaError, or with
    `lossy` its text with each bad byte as U+FFFD: what the history, a rollback and an edit work from, so that a
    stray byte does not stand between the person and the versions that would mend it."""
    try:
        raw = read_regular(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise could_not("read", path, exc) from None
    try:
        return raw.decode("utf-8").removeprefix(BOM)  # the text load_persona reads: the same digest
    except UnicodeDecodeError as exc:
        if lossy:
            return raw.decode("utf-8", "replace").removeprefix(BOM)
        # before any twin is known: English (its language is in the file that does not read)
        raise PersonaError(f"{path}: not UTF-8 text (byte {exc.start}).", "Save the file as UTF-8.") from None


# -- validating text that is not (yet) the file --------------------------------


def problems_in(home: Home, name: str, text: str) -> list[str]:
    """Every problem of `text` as the persona `name`, each as `file:line: field: expectation`; [] when valid."""
    try:
        check_text(home, name, text)
    except PersonaError as error:
        lines = [line.strip() for line in error.message.splitlines()[1:] if line.strip()]
        return sorted(lines, key=_line_number) or [error.message]
    return []


def _line_number(problem: str) -> int:
    match = _PROBLEM_LINE.match(problem)
    return int(match["line"]) if match else 0


def check_text(home: Home, name: str, text: str) -> Persona:
    """The Persona `text` describes, validated as personas/<name>.toml; else a PersonaError listing problems."""
    import tomllib

    from twin.tomlfile import SYNTAX_HINT, syntax_hint
    from twin.tomlfile import loads as toml_loads

    path = persona_path(home.personas_dir, name)
    text = text.removeprefix(BOM)
    try:
        data = toml_loads(text)
    except tomllib.TOMLDecodeError as exc:
        match = _TOML_LINE.match(str(exc))
        where = f"{path.name}:{match['line']}" if match else path.name
        detail = f"{match['msg']} (column {match['col']})" if match else str(exc)
        hint = syntax_hint(text, exc)
        said = "" if hint == SYNTAX_HINT else f": {hint[0].lower()}{hint[1:].rstrip('.')}"  # `validate` shows it too
        # before any twin is known: English, as every problem of a persona file (its language is in the file)
        raise PersonaError(f"{path} has 1 problem:\n  {where}: syntax: {detail}{said}", hint) from None
    return parse_persona(path, name, data, text)


# -- the history file ------------------------------------------------------------


def versions(home: Home, name: str) -> list[dict[str, Any]]:
    """Every recorded version, oldest first, each with its `number` (1, 2, ...)."""
    found = [r for r in JsonlFile(history_path(home, name), PERSONA_HISTORY).read().records if r.get("kind") == KIND]
    return [{**record, "number": number} for number, record in enumerate(found, 1)]


def _newest_hash(path: Path) -> str | None:
    """The hash of the last complete record, read from the end of the file (cheap at every chat start)."""
    try:
        with open_read(path) as fh:
            size = fh.seek(0, os.SEEK_END)
            block = 65536
            while True:
                start = max(0, size - block)
                fh.seek(start)
                data = fh.read(size - start)
                lines = data.split(b"\n")
                lines.pop()  # after the last newline: empty, or a torn line
                for raw in reversed(lines if start == 0 else lines[1:]):
                    try:
                        record = json.loads(raw)
                    except (ValueError, RecursionError):
                        continue
                    if isinstance(record, dict) and record.get("kind") == KIND:
                        return str(record.get("hash", ""))
                if start == 0:
                    return None
                block *= 4
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise could_not("read", path, exc) from None


def _append(home: Home, name: str, text: str, source: str, note: str) -> dict[str, Any]:
    return JsonlFile(history_path(home, name)).append(KIND, **_version(name, text, source, note))


def _version(name: str, text: str, source: str, note: str) -> dict[str, Any]:
    """A version's record: its text with anything shaped like a key as `***` (a key pasted into the file, then taken
    out of it, stayed in the history, where no command reached it), and the hash of the text as the file holds it
    (what a session names the version it ran with by)."""
    if source not in SOURCES:
        raise ValueError(f"unknown persona version source {source!r}")
    return {"persona": name, "hash": digest_of(text), "text": hide_secrets(text), "source": source, "note": note}


def record_version(home: Home, persona: Persona, source: str, note: str = "") -> dict[str, Any] | None:
    """Record the persona file's text as a new version unless it already is the newest one; the record or None.

    Reads only the file and the end of the history, so it can run at every chat start.
    A file that changed since `persona` was loaded is recorded only if it is still valid.
    """
    path = history_path(home, persona.key)
    with file_lock(path):
        text = read_text(persona.path)
        if text is None:
            return None
        digest = digest_of(text)
        if digest == _newest_hash(path):
            return None
        if digest != persona.digest and problems_in(home, persona.key, text):
            return None
        return _append(home, persona.key, text, source, note)


class LivePersona:
    """A persona as its file is now, for a process that runs for long (`twin serve`, `twin mcp`): each `refresh`
    reads the file again and compares its digest (a few kilobytes, no cache). An edit that loads is taken and
    recorded as a version (`observed`); one that does not leaves the version in use, and is told once, with its
    problem."""

    def __init__(self, home: Home, persona: Persona, *, tell: Callable[[str], None]) -> None:
        self.home = home
        self.persona = persona  # the version in use
        self.tell = tell
        self._lock = threading.Lock()
        self._refused = ""  # the digest of an edit that does not load, told once

    def refresh(self) -> Persona | None:
        """Take the file again if its text changed: the new version when an edit is taken now, else None."""
        with self._lock:
            try:
                text = read_text(self.persona.path)
            except TwinError as exc:
                self._refuse("?", exc.message)
                return None
            if text is None:  # the file was deleted: said once, the version served stays
                if self._refused != "gone":
                    self._refused = "gone"
                    self.tell(f"{self.persona.key}: the persona file {self.persona.path.name} is gone; still serving "
                              f"{self.persona.digest} (`twin persona rollback {self.persona.key} latest` writes it "
                              "back)")  # fmt: skip
                return None
            if digest_of(text) == self.persona.digest:
                return None
            try:
                fresh = load_persona(self.home.personas_dir, self.persona.key)
                record_version(self.home, fresh, "observed")
            except TwinError as exc:
                self._refuse(digest_of(text), exc.message)
                return None
            self.persona, self._refused = fresh, ""
            return fresh

    def _refuse(self, digest: str, message: str) -> None:
        if digest != self._refused:
            self._refused = digest
            self.tell(f"{self.persona.key}: the edited persona file is not taken, still serving "
                      f"{self.persona.digest}: {message}")  # fmt: skip


def _keep_unrecorded(home: Home, name: str, text: str | None, why: str) -> dict[str, Any] | None:
    """Record the file's current text before it is replaced, if the history does not hold it yet."""
    if text is None or digest_of(text) == _newest_hash(history_path(home, name)):
        return None
    note = why if not problems_in(home, name, text) else f"{why} (it was not valid)"
    return _append(home, name, text, "observed", note)


# -- finding versions ------------------------------------------------------------


def find_version(home: Home, name: str, ref: str | int, *, offer_current: bool = False) -> dict[str, Any]:
    """A recorded version by number (3 or v3), hash prefix (4+ hex digits), "previous" or "latest". `offer_current`:
    the caller also takes "current" (the file now), so the hint of a version not found offers it."""
    found = versions(home, name)
    word = str(ref).strip().lower()
    hint = f"`twin persona history {name}` lists the versions."
    hint_zh = f"用 `twin persona history {name}` 查看所有版本。"
    if not found:
        raise UsageError(
            f"No versions of {name} are recorded yet.",
            "A version is recorded at each edit and chat.",
            zh=(f"{name} 还没有记下任何版本。", "每次编辑和聊天都会记下一个版本。"),
        )
    if word in ("latest", "newest"):
        return found[-1]
    if word == "previous":
        current = read_text(persona_path(home.personas_dir, name), lossy=True)
        digest = digest_of(current) if current is not None else None
        earlier = [v for v in found if v["hash"] != digest]
        if not earlier:
            raise UsageError(
                f"{name} has no version earlier than the current file.",
                hint,
                zh=(f"{name} 没有比现在的文件更早的版本。", hint_zh),
            )
        return earlier[-1]
    hashes = {v["hash"] for v in found if len(word) >= 4 and v["hash"].startswith(word)}
    if len(hashes) > 1:
        raise UsageError(
            f"{word!r} matches versions with different hashes.",
            "Give more hex digits.",
            zh=(f"{word!r} 对得上哈希不同的几个版本。", "多给几位十六进制数字。"),
        )
    if hashes:
        return [v for v in found if v["hash"] in hashes][-1]
    number = word.removeprefix("v")
    if number.isdigit():
        if 1 <= int(number) <= len(found):
            return found[int(number) - 1]
        have = "only version 1" if len(found) == 1 else f"versions 1 to {len(found)}"
        have_zh = "只有第 1 个版本" if len(found) == 1 else f"只有第 1 到第 {len(found)} 个版本"
        raise UsageError(
            f"{name} has {have}, not {number}.", hint, zh=(f"{name} {have_zh}，没有第 {number} 个。", hint_zh)
        )
    words = "previous, latest or current" if offer_current else "previous or latest"
    words_zh = "previous、latest 或 current" if offer_current else "previous 或 latest"
    raise UsageError(
        f"No version {str(ref)!r} of {name}.",
        f"Use a number, a hash prefix, {words}. {hint}",
        zh=(f"{name} 没有版本 {str(ref)!r}。", f"用编号、哈希前缀、{words_zh}。{hint_zh}"),
    )


def version_text(home: Home, name: str, ref: str | int) -> str:
    """The text of a version; "current" is the file as it is on disk now."""
    if str(ref).strip().lower() == "current":
        text = read_text(persona_path(home.personas_dir, name))
        if text is None:
            raise PersonaError(
                f"There is no persona file for {name}.",
                f"`twin persona history {name}` lists its versions.",
                zh=(f"{name} 没有人设文件。", f"用 `twin persona history {name}` 查看它的版本。"),
            )
        return text
    return str(find_version(home, name, ref, offer_current=True)["text"])


def _label(home: Home, name: str, ref: str | int) -> str:
    if str(ref).strip().lower() == "current":
        return f"{name}.toml (current)"
    version = find_version(home, name, ref, offer_current=True)
    return f"{name}.toml v{version['number']} ({version['hash']})"


def diff(home: Home, name: str, a: str | int = "previous", b: str | int = "current") -> str:
    """A unified diff from version `a` to version `b`; "" when they are the same text."""
    old, new = version_text(home, name, a), version_text(home, name, b)
    lines = difflib.unified_diff(
        old.splitlines(), new.splitlines(), _label(home, name, a), _label(home, name, b), lineterm=""
    )
    text = "\n".join(lines)
    return text + "\n" if text else ""


# -- writing the persona file ------------------------------------------------------


def write_atomically(path: Path, text: str) -> None:
    """Replace `path` with `text` in one step: a reader sees the old file or the new one, never half of it."""
    replace_file(path, text.encode("utf-8"))


def save_persona(
    home: Home,
    name: str,
    text: str,
    source: str,
    *,
    note: str = "",
    overwrite: bool = False,
    expect: str | None = None,
) -> tuple[Persona, dict[str, Any] | None]:
    """Validate `text`, write it as personas/<name>.toml atomically and record it as a version.

    Refuses an existing file unless `overwrite`; with `expect` (a hash), refuses if the file
    changed since it was read. A replaced text the history does not hold yet is recorded first.
    """
    text = text.removeprefix(BOM)  # written, and recorded, as it is read
    persona = check_text(home, name, text)
    path = persona_path(home.personas_dir, name)
    with file_lock(history_path(home, name)):
        current = read_text(path, lossy=True)  # a file with a stray byte is kept in the history as best it reads
        if current is not None and not overwrite:
            raise UsageError(
                f"{path} already exists.",
                f"Choose another name, or edit it: `twin persona edit {name}`.",
                zh=(f"{path} 已经存在。", f"换一个名字，或者编辑它：`twin persona edit {name}`。"),
            )
        if expect is not None and (current is None or digest_of(current) != expect):
            raise ConflictError(
                f"{path} changed while you were working on it.",
                "Nothing was written; start again.",
                zh=(f"你修改的时候，{path} 被别处改动了。", "什么也没写；请重新开始。"),
            )
        _keep_unrecorded(home, name, current, "the file as it was before this change")
        write_atomically(path, text)
        if digest_of(text) == _newest_hash(history_path(home, name)):
            return persona, None
        return persona, _append(home, name, text, source, note)


def rollback(home: Home, name: str, ref: str | int) -> tuple[Persona, bool]:
    """Write an earlier version back as the persona file and record it as a new version ("rollback"), with what the
    person asked to forget masked in its learned voice as the facts hold it now (`mask_voice`): a version from
    before a forget keeps the words, and written back as it was, it brought them back into the file that `twin
    voice show` prints and every program reads. The persona written, and whether its voice was masked."""
    version = find_version(home, name, ref)
    note = f"back to v{version['number']}"
    text = str(version["text"])
    with file_lock(history_path(home, name)):  # a forget that masks the file waits, or its masks are read here
        language = check_text(home, name, text).language  # (a version never valid is refused as it was)
        masked = mask_voice(text, forget_masks(home, name), language)
        if masked != text:
            note += ", with words the person asked to forget masked in the voice"
        persona, _ = save_persona(home, name, masked, "rollback", note=note, overwrite=True)
    return persona, masked != text


# -- forgetting and purging words from the learned voice ---------------------------


def forget_masks(home: Home, name: str) -> Masks:
    """What the person asked to forget, as the facts of the twin mask it now (`FactStore.masks`)."""
    store = FactStore(home.twin_dir(name))
    try:
        return store.masks()
    finally:
        store.close()


def mask_voice(text: str, masks: Masks, language: str) -> str:
    """A persona file's text with what the person asked to forget masked in its learned voice (its lines, the
    description the model wrote from them, its words: `cut_voice`), "[forgotten]" or "[已遗忘]" in their place."""
    hidden = placeholder(language)
    return cut_voice(text, lambda words: masks.chapter(words, hidden))


def forget_voice(home: Home, name: str, masks: Masks, language: str) -> dict[str, Any] | None:
    """Mask what the person asked to forget (`masks`: the facts' `masks()` after the forget) in the learned voice of
    the persona file as it is now (`mask_voice`), recorded as a new version (source `forget`); None when the voice
    held none of it. The file is read and written under the history's lock, as a voice learned meanwhile is
    (twin/voice/learning.py `keep_voice`): one written first is masked here, and one written after reads the
    masks again, so the file never keeps the words. A persona file is shown (`twin voice show`, `twin persona
    show`) and shared as it is, where no mask applies. The versions before it keep the words, as the session
    files do: the history is the owner's record of their file, which only a purge rewrites (`purge_voice`); a
    rollback to one of them is masked as it is written (`rollback`)."""
    with file_lock(history_path(home, name)):
        text = read_text(persona_path(home.personas_dir, name))
        if text is None:
            return None
        masked = mask_voice(text, masks, language)
        if masked == text:
            return None
        note = "words the person asked to forget, masked in the voice"
        _, version = save_persona(home, name, masked, "forget", note=note, overwrite=True, expect=digest_of(text))
    return version


def purge_voice(home: Home, name: str, cut: Callable[[str], str], staged: Replacements) -> int:
    """Cut what `cut` finds out of the learned voice (twin/persona/voice.py `cut_voice`) of the persona file and of
    every version in its history: a purge (twin/facts/purge.py), the one change that rewrites the history. A
    version keeps its hash, the name its sessions know it by; the file, when it changed, is recorded as a new
    version (source `purge`). Both files are staged in `staged`, renamed in with the rest of the purge, the
    history locked till then. Returns how many texts changed, the file's among them."""
    path = history_path(home, name)
    staged.lock(path)
    changed = 0
    try:
        lines = read_regular(path).splitlines(keepends=True)
    except FileNotFoundError:
        lines = []
    except OSError as exc:
        raise could_not("read", path, exc) from None
    for i, line in enumerate(lines):
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):
            continue
        if not isinstance(record, dict) or record.get("kind") != KIND or not isinstance(record.get("text"), str):
            continue
        text = cut_voice(record["text"], cut)
        if text != record["text"]:
            lines[i] = encode({**record, "text": text})
            changed += 1
    file = persona_path(home.personas_dir, name)
    current = read_text(file)
    if current is not None and (text := cut_voice(current, cut)) != current:
        staged.replace(file, text.encode("utf-8"))
        lines = whole_lines(lines)
        note = "words a purge removed, cut from the voice"
        lines.append(encode(make_record(KIND, _version(name, text, "purge", note))))
        changed += 1
    if changed:
        staged.replace(path, b"".join(lines))
    return changed


# -- which sessions used which version ---------------------------------------------


def sessions_by_hash(home: Home, name: str) -> dict[str, list[str]]:
    """persona_hash -> ids of the sessions that used it, oldest first (reads only each file's first line)."""
    used: dict[str, list[str]] = {}
    for path in SessionStore(home.twin_dir(name)).paths():
        try:
            with open_read(path) as fh:
                header = json.loads(fh.readline() or b"{}")
        except (OSError, ValueError, RecursionError):
            continue
        if isinstance(header, dict) and header.get("kind") == "session" and header.get("persona_hash"):
            used.setdefault(str(header["persona_hash"]), []).append(str(header.get("id", path.stem)))
    return used
