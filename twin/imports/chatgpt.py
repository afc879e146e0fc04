"""ChatGPT exports as past sessions, and the writer every chat import uses.

A ChatGPT export (`conversations.json`, alone or inside the export's zip)
holds each conversation as a tree of messages: editing a message or
regenerating a reply starts a branch. The branch the person last saw runs from
`current_node` up through `parent` links to the root; that branch, reversed,
becomes one session, with the original times.

Every imported session is written whole: its lines are built in memory,
written to a temporary file the session store ignores, synced, and renamed
into place. An interrupted import leaves complete sessions and nothing else;
running it again skips what is there (by the original conversation id) and
brings in the rest. Imported sessions carry an `end` record and no chapter,
so the next `twin chat` extracts their facts and writes their chapters.
"""

from __future__ import annotations

import hashlib
import json
import os
import zipfile
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from twin.clock import now, to_iso
from twin.errors import StorageError, UsageError
from twin.sessions.session import SessionWriter
from twin.store import file_lock, new_id
from twin.store.jsonl import encode, make_record

SOURCE = "import:chatgpt"
TEMP_PREFIX = ".tmp-import-"
EXPORT_HINT = "Use conversations.json from the ChatGPT export (Settings > Data controls > Export data), or its zip."
Progress = Callable[[int, int], None]


# -- what any chat import produces --------------------------------------------------------------


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
    already: int = 0  # imported before (same original id)
    empty: int = 0  # nothing visible to import
    turns: int = 0
    skipped: Counter[str] = field(default_factory=Counter)  # messages left out, by reason ("{s}" marks the plural)
    damaged: list[str] = field(default_factory=list)  # conversations or lines that could not be read, and why
    sessions: list[str] = field(default_factory=list)  # ids of the sessions written

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
            "empty": self.empty,
            "turns": self.turns,
            "skipped_messages": {reason.replace("{s}", "s"): n for reason, n in self.skipped.items()},
            "damaged": self.damaged,
            "sessions": self.sessions,
        }


def write_past_sessions(
    twin_dir: Path,
    header: dict[str, Any],
    sessions: Iterable[PastSession],
    report: ImportReport,
    progress: Progress | None = None,
    total: int = 0,
) -> ImportReport:
    """Write each past session whole (temp file, fsync, rename), skipping those imported before."""
    folder = twin_dir / "sessions"
    folder.mkdir(parents=True, exist_ok=True)
    with file_lock(twin_dir / "live" / "import.lock"):  # one import at a time per twin
        for stale in folder.glob(f"{TEMP_PREFIX}*"):
            stale.unlink(missing_ok=True)  # left by an import that was killed
        known = imported_ids(folder, report.source)
        done = 0
        if progress:
            progress(0, total)
        for past in sessions:
            if past.original_id in known:
                report.already += 1
            elif not past.turns:
                report.empty += 1
            else:
                report.sessions.append(_write_session(folder, {**header, **past.header}, past, report.source))
                known.add(past.original_id)
                report.imported += 1
                report.turns += len(past.turns)
            done += 1
            if progress:
                progress(done, total)
        _sync_folder(folder)
    return report


def imported_ids(folder: Path, source: str) -> set[str]:
    """Original ids of the sessions already imported from `source` (read from each file's first line)."""
    found: set[str] = set()
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
            found.add(str(record["original_id"]))
    return found


def _write_session(folder: Path, header: dict[str, Any], past: PastSession, source: str) -> str:
    session_id = new_id(past.started)
    record = make_record("session", {"started": to_iso(past.started), **header, "source": source})
    record.update(id=session_id, ts=to_iso(past.started), original_id=past.original_id, imported_at=to_iso(now()))
    writer = SessionWriter(session_id, None, record)
    for turn in past.turns:
        writer.add_turn(turn.role, turn.text, at=turn.at, source=source, **turn.fields)
    last = max((t.at for t in past.turns), default=past.started)
    end = make_record("end", {"reason": "imported", "turns": len(writer.turns)})
    end.update(id=new_id(last), ts=to_iso(last))
    data = b"".join(encode(r) for r in [record, *(t.record for t in writer.turns), end])
    stamp = past.started.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    temp = folder / f"{TEMP_PREFIX}{session_id}.jsonl"
    try:
        with open(temp, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(temp, folder / f"{stamp}-{session_id}.jsonl")
    except OSError as exc:
        temp.unlink(missing_ok=True)
        raise StorageError(
            f"Could not write a session in {folder}: {exc.strerror or exc}.",
            "Sessions written before this one are complete; run the import again to go on.",
        ) from None
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    return session_id


def _sync_folder(folder: Path) -> None:
    """Make the renames durable (POSIX; a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def mapping_of(value: Any) -> dict[str, Any]:
    """A JSON object as a dict; anything else as an empty one."""
    return value if isinstance(value, dict) else {}


def moment(seconds: Any) -> datetime | None:
    """A Unix time in seconds (or milliseconds) as a local datetime; None when it is not one."""
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or seconds != seconds:
        return None
    if seconds > 1e11:  # milliseconds
        seconds = seconds / 1000
    try:
        return datetime.fromtimestamp(seconds, UTC).astimezone()
    except (OverflowError, OSError, ValueError):
        return None


# -- reading the export -------------------------------------------------------------------------


def read_input(path: Path, hint: str) -> bytes:
    """The bytes of a file to import; UsageError (with `hint`) when it is missing, unreadable or empty."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise UsageError(f"There is no file {path}.", hint) from None
    except OSError as exc:
        raise UsageError(f"Could not read {path}: {exc.strerror or exc}.") from None
    if not raw.strip():
        raise UsageError(f"{path.name} is empty.", hint)
    return raw


def read_export(path: Path) -> list[Any]:
    """The conversations of a ChatGPT export: conversations.json, the export's zip, or the unzipped folder."""
    if path.is_dir():
        path = path / "conversations.json"
    raw = read_input(path, EXPORT_HINT)
    if raw[:4] == b"PK\x03\x04" or zipfile.is_zipfile(path):
        raw = _from_zip(path)
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise UsageError(f"{path.name} is not a ChatGPT export: it is not text.", EXPORT_HINT) from None
    except ValueError as exc:
        raise UsageError(f"{path.name} is not a ChatGPT export: it is not JSON ({exc}).", EXPORT_HINT) from None
    if isinstance(data, dict) and isinstance(data.get("mapping"), dict):
        data = [data]  # one conversation on its own
    if not isinstance(data, list) or (data and not any(isinstance(c, dict) and "mapping" in c for c in data)):
        raise UsageError(
            f"{path.name} is not a ChatGPT export: expected a list of conversations, each with a `mapping`.",
            EXPORT_HINT,
        )
    return data


def _from_zip(path: Path) -> bytes:
    try:
        with zipfile.ZipFile(path) as archive:
            names = [n for n in archive.namelist() if n.rsplit("/", 1)[-1] == "conversations.json"]
            if not names:
                raise UsageError(f"{path.name} holds no conversations.json.", EXPORT_HINT)
            return archive.read(min(names, key=len))
    except zipfile.BadZipFile as exc:
        raise UsageError(f"{path.name} is a damaged zip file ({exc}).", EXPORT_HINT) from None


def import_chatgpt(
    twin_dir: Path,
    path: Path,
    header: dict[str, Any],
    *,
    progress: Progress | None = None,
    report: ImportReport | None = None,
) -> ImportReport:
    """Import every conversation of an export into a twin's sessions; see the module docstring."""
    conversations = read_export(path)
    report = report or ImportReport(SOURCE)
    report.found = len(conversations)

    def sessions() -> Iterable[PastSession]:
        for number, conversation in enumerate(conversations, 1):
            try:
                yield conversation_session(conversation, report.skipped)
            except ValueError as exc:
                title = conversation.get("title") if isinstance(conversation, dict) else None
                report.damaged.append(f"conversation {number}" + (f" ({title})" if title else "") + f": {exc}")

    header = {**header, "import_file": path.name}
    return write_past_sessions(twin_dir, header, sessions(), report, progress, len(conversations))


def conversation_session(conversation: Any, skipped: Counter[str]) -> PastSession:
    """One conversation's visible branch as a PastSession; ValueError when it cannot be read."""
    if not isinstance(conversation, dict) or not isinstance(conversation.get("mapping"), dict):
        raise ValueError("it has no messages (`mapping`)")
    mapping: dict[str, Any] = conversation["mapping"]
    started = moment(conversation.get("create_time"))
    original = conversation.get("conversation_id") or conversation.get("id")
    if not isinstance(original, str) or not original:
        basis = json.dumps([conversation.get("title"), conversation.get("create_time"), sorted(mapping)], default=str)
        original = "sha256:" + hashlib.sha256(basis.encode()).hexdigest()[:32]
    turns: list[PastTurn] = []
    previous = started
    for node in visible_branch(mapping, conversation.get("current_node")):
        message = node.get("message") if isinstance(node, dict) else None
        if not isinstance(message, dict):
            continue
        turn = _turn(message, previous, skipped)
        if turn is not None:
            turns.append(turn)
            previous = turn.at
    if started is None:
        started = turns[0].at if turns else moment(conversation.get("update_time")) or now()
    title = conversation.get("title")
    header = {"title": " ".join(title.split())} if isinstance(title, str) and title.strip() else {}
    return PastSession(original, started, turns, header)


def visible_branch(mapping: dict[str, Any], current: Any) -> list[Any]:
    """The nodes from the root to `current_node` (else to the newest leaf), following `parent` links."""
    if not isinstance(current, str) or current not in mapping:
        current = _newest_leaf(mapping)
    chain: list[Any] = []
    seen: set[str] = set()
    while isinstance(current, str) and current in mapping and current not in seen:
        seen.add(current)
        node = mapping[current]
        chain.append(node)
        current = node.get("parent") if isinstance(node, dict) else None
    chain.reverse()
    return chain


def _newest_leaf(mapping: dict[str, Any]) -> str | None:
    leaves = [k for k, n in mapping.items() if isinstance(n, dict) and not n.get("children")]

    def created(key: str) -> float:
        message = mapping[key].get("message")
        value = message.get("create_time") if isinstance(message, dict) else None
        return float(value) if isinstance(value, (int, float)) else 0.0

    return max(leaves, key=created) if leaves else None


def _turn(message: dict[str, Any], previous: datetime | None, skipped: Counter[str]) -> PastTurn | None:
    author = mapping_of(message.get("author"))
    role = author.get("role")
    metadata = mapping_of(message.get("metadata"))
    if role in ("system", "tool"):
        skipped[f"{role} message{{s}}"] += 1
        return None
    if role not in ("user", "assistant"):
        skipped["message{s} from an unknown author"] += 1
        return None
    if metadata.get("is_visually_hidden_from_conversation"):
        skipped["hidden message{s}"] += 1
        return None
    if message.get("recipient") not in (None, "all"):
        skipped["tool call{s}"] += 1
        return None
    content = mapping_of(message.get("content"))
    kind = content.get("content_type", "text")
    if kind not in ("text", "multimodal_text"):
        skipped[f"{kind} message{{s}} (not shown in the chat)"] += 1
        return None
    text = "\n".join(p for p in (_part(part) for part in content.get("parts") or []) if p).strip()
    if not text:
        skipped["empty message{s}"] += 1
        return None
    at = moment(message.get("create_time")) or previous or now()
    fields: dict[str, Any] = {"original_id": message.get("id") if isinstance(message.get("id"), str) else None}
    if role == "assistant":
        fields["model"] = metadata.get("model_slug") if isinstance(metadata.get("model_slug"), str) else None
        finish = mapping_of(metadata.get("finish_details"))
        fields["status"] = "interrupted" if finish.get("type") == "interrupted" else "ok"
    return PastTurn(role, text, at, fields)


def _part(part: Any) -> str:
    """One part of a message: text as it is, an image or a file as a note."""
    if isinstance(part, str):
        return part
    if not isinstance(part, dict):
        return ""
    kind = str(part.get("content_type") or "")
    if kind == "audio_transcription" or (not kind and isinstance(part.get("text"), str)):
        return str(part.get("text") or "")
    if "image" in kind:
        return "[image]"
    if "audio" in kind or "video" in kind:
        return ""  # the spoken words come as an audio_transcription part beside it
    return f"[{kind or 'attachment'}]"
