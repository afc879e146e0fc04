"""ChatGPT exports as past sessions.

A ChatGPT export (`conversations.json`, alone or inside the export's zip)
holds each conversation as a tree of messages: editing a message or
regenerating a reply starts a branch. The branch the person last saw runs from
`current_node` up through `parent` links to the root; that branch, reversed,
becomes one session, with the original times.

They are written by the importer every chat import shares
(twin/imports/importer.py).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import zipfile
from collections import Counter
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

from twin.errors import UsageError
from twin.imports.importer import (
    ZIP_DAMAGED,
    ZIP_LOCKED,
    ChatImport,
    ImportReport,
    PastSession,
    PastTurn,
    Progress,
    ZipBomb,
    mapping_of,
    mended,
    moment,
    read_input,
    unzipped,
)

SOURCE = "import:chatgpt"
EXPORT_HINT = "Use conversations.json from the ChatGPT export (Settings > Data controls > Export data), or its zip."
EXPORT_HINT_ZH = "用 ChatGPT 导出的 conversations.json（设置 > 数据控制 > 导出数据），或者导出的 zip 文件。"


# -- reading the export -------------------------------------------------------------------------


def read_export(path: Path) -> list[Any]:
    """The conversations of a ChatGPT export: conversations.json, the export's zip, or the unzipped folder."""
    if path.is_dir():
        path = path / "conversations.json"
    raw = read_input(path, (EXPORT_HINT, EXPORT_HINT_ZH))
    if raw[:4] == b"PK\x03\x04" or zipfile.is_zipfile(path):
        raw = _from_zip(path)
    try:
        text = raw.decode("utf-8-sig")
        data = mended(json.loads(text), text)
    except UnicodeDecodeError:
        raise UsageError(
            f"{path.name} is not a ChatGPT export: it is not text.",
            EXPORT_HINT,
            zh=(f"{path.name} 不是 ChatGPT 的导出：它不是文本。", EXPORT_HINT_ZH),
        ) from None
    except ValueError as exc:
        raise UsageError(
            f"{path.name} is not a ChatGPT export: it is not JSON ({exc}).",
            EXPORT_HINT,
            zh=(f"{path.name} 不是 ChatGPT 的导出：它不是 JSON（{exc}）。", EXPORT_HINT_ZH),
        ) from None
    except RecursionError:
        raise UsageError(
            f"{path.name} is not a ChatGPT export: its JSON is nested too deeply.",
            EXPORT_HINT,
            zh=(f"{path.name} 不是 ChatGPT 的导出：它的 JSON 嵌套得太深。", EXPORT_HINT_ZH),
        ) from None
    if isinstance(data, dict) and isinstance(data.get("mapping"), dict):
        data = [data]  # one conversation on its own
    if not isinstance(data, list) or (data and not any(isinstance(c, dict) and "mapping" in c for c in data)):
        raise UsageError(
            f"{path.name} is not a ChatGPT export: expected a list of conversations, each with a `mapping`.",
            EXPORT_HINT,
            zh=(f"{path.name} 不是 ChatGPT 的导出：它应该是一个对话列表，每个对话都带着 `mapping`。", EXPORT_HINT_ZH),
        )
    return data


def _from_zip(path: Path) -> bytes:
    try:
        with zipfile.ZipFile(path) as archive:
            names = [n for n in archive.namelist() if n.rsplit("/", 1)[-1] == "conversations.json"]
            if not names:
                raise UsageError(
                    f"{path.name} holds no conversations.json.",
                    EXPORT_HINT,
                    zh=(f"{path.name} 里没有 conversations.json。", EXPORT_HINT_ZH),
                )
            return unzipped(archive, min(names, key=len))
    except ZipBomb as exc:
        raise UsageError(
            f"{path.name} was not unpacked: {exc}.",
            "If it is a real export, unzip it and import its conversations.json.",
            zh=(
                f"{path.name} 没有解开：它解压后会大得不成比例，可能是 zip 炸弹，也可能是 zip 坏了。",
                "如果它真是导出的文件，就自己解压，再导入里面的 conversations.json。",
            ),
        ) from None
    except ZIP_DAMAGED as exc:
        raise UsageError(
            f"{path.name} is a damaged zip file ({exc}).",
            EXPORT_HINT,
            zh=(f"{path.name} 是一个坏了的 zip 文件（{exc}）。", EXPORT_HINT_ZH),
        ) from None
    except ZIP_LOCKED as exc:
        raise UsageError(
            f"{path.name} cannot be unpacked here ({exc}).",
            f"Unzip it yourself. {EXPORT_HINT}",
            zh=(f"{path.name} 在这里解不开（{exc}）。", f"自己解压它。{EXPORT_HINT_ZH}"),
        ) from None


class ChatGPTImport(ChatImport[list[Any]]):
    """A ChatGPT export into a twin's sessions (twin/imports/importer.py)."""

    source = SOURCE

    def __init__(self, twin_dir: Path, path: Path, header: dict[str, Any], report: ImportReport | None = None) -> None:
        super().__init__(twin_dir, {**header, "import_file": path.name}, report)
        self.path = path

    def read(self) -> list[Any]:
        """The export's conversations, checked as a whole (each one is read as the import reaches it)."""
        conversations = read_export(self.path)
        self.report.found = len(conversations)
        return conversations

    def sessions(self, plan: list[Any]) -> tuple[Iterable[PastSession], int]:
        """Each conversation's visible branch; one that cannot be read is reported and skipped."""

        def read() -> Iterable[PastSession]:
            seen: dict[str, list[tuple[int, ...]]] = {}  # id -> its conversations' messages, each as a hash
            for number, conversation in enumerate(plan, 1):
                try:
                    past = conversation_session(conversation, self.report.skipped)
                    yield _own_id(past, seen)
                except ValueError as exc:
                    title = conversation.get("title") if isinstance(conversation, dict) else None
                    self.report.damaged.append(f"conversation {number}" + (f" ({title})" if title else "") + f": {exc}")
                    self.report.unread += 1

        return read(), len(plan)


def import_chatgpt(
    twin_dir: Path,
    path: Path,
    header: dict[str, Any],
    *,
    progress: Progress | None = None,
    report: ImportReport | None = None,
) -> ImportReport:
    """Import every conversation of an export into a twin's sessions; see the module docstring."""
    return ChatGPTImport(twin_dir, path, header, report).run(progress)


def _own_id(past: PastSession, seen: dict[str, list[tuple[int, ...]]]) -> PastSession:
    """`past`, its id made its own when another conversation of the file has it and holds something else (two
    exports merged): `ID#2`, `ID#3` in the file's order, the same at every import of it. The same conversation
    twice keeps the one id, and so does a copy of it that grew since (its messages begin with the other's): the
    import takes it as the same conversation, so what one copy holds beyond the other continues it, whichever comes
    first."""
    held = tuple(hash((turn.fields.get("original_id"), turn.role, turn.text)) for turn in past.turns)  # not the
    # texts themselves, held for the whole import
    kinds = seen.setdefault(past.original_id, [])
    at = next((i for i, kind in enumerate(kinds) if held[: len(kind)] == kind or kind[: len(held)] == held), None)
    if at is None:
        kinds.append(held)
        at = len(kinds) - 1
    elif len(held) > len(kinds[at]):
        kinds[at] = held  # the longer copy: a third copy is matched against all it holds
    return past if at == 0 else dataclasses.replace(past, original_id=f"{past.original_id}#{at + 1}")


def conversation_session(conversation: Any, skipped: Counter[str]) -> PastSession:
    """One conversation's visible branch as a PastSession; ValueError when it cannot be read."""
    if not isinstance(conversation, dict) or not isinstance(conversation.get("mapping"), dict):
        raise ValueError("it has no messages (`mapping`)")
    mapping: dict[str, Any] = conversation["mapping"]
    original = conversation.get("conversation_id") or conversation.get("id")
    if not isinstance(original, str) or not original:
        basis = json.dumps([conversation.get("title"), conversation.get("create_time"), sorted(mapping)], default=str)
        original = "sha256:" + hashlib.sha256(basis.encode()).hexdigest()[:32]
    branch = [node.get("message") if isinstance(node, dict) else None for node in visible_branch(
        mapping, conversation.get("current_node"))]  # fmt: skip
    messages = [message for message in branch if isinstance(message, dict)]
    # When it began: its own create_time, else its first message's, else when it was last changed. Never the time of
    # the import: its facts would be "since now", over newer ones.
    said = (moment(message.get("create_time")) for message in messages)
    started = moment(conversation.get("create_time")) or next((at for at in said if at), None)
    started = started or moment(conversation.get("update_time"))
    if started is None:
        given = [conversation.get("create_time"), conversation.get("update_time")]
        given += [message.get("create_time") for message in messages]
        at = next((t for t in (moment(g, any_time=True) for g in given) if t is not None), None)
        if at is not None:  # a time there is, but no conversation had it
            raise ValueError(
                f"its time ({at:%Y-%m-%d}) is not from 2000 to tomorrow: a wrong clock or unit, which twin does not "
                "take as when it was said"
            )
        raise ValueError("it has no time that can be read (create_time, update_time, nor its messages')")
    turns: list[PastTurn] = []
    previous = started
    for message in messages:
        turn = _turn(message, previous, skipped)
        if turn is not None:
            turns.append(turn)
            previous = turn.at
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


def _turn(message: dict[str, Any], previous: datetime, skipped: Counter[str]) -> PastTurn | None:
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
    at = moment(message.get("create_time")) or previous  # a message without a time of its own: the one before's
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
