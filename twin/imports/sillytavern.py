"""SillyTavern chats as past sessions.

A SillyTavern chat file is JSONL: a header line (`user_name`,
`character_name`, `create_date`, `chat_metadata`), then one line per message
(`name`, `is_user`, `is_system`, `send_date`, `mes`, `swipes`, `swipe_id`,
`extra`). `mes` is the swipe that was chosen. `send_date` has been written in
several ways over the years (Unix milliseconds, ISO 8601, "November 29, 2024
1:23pm", "2024-11-29@13h23m45s"); each is read, and a message whose date
cannot be read is placed a minute after the one before it (or after the
chat's start). A date no conversation could have (before 2000, or later than
tomorrow: twin/imports/importer.py `plausible`) is one that cannot be read. A
chat without any date that can be read is skipped and named, never dated at
the import (its facts would hold "since now", over newer ones). System and
hidden messages are left out and counted.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from twin.errors import UsageError
from twin.imports.importer import (
    ChatImport,
    ImportReport,
    PastSession,
    PastTurn,
    Progress,
    mapping_of,
    mended,
    moment,
    plausible,
    read_input,
)

SOURCE = "import:sillytavern"
HINT = "Give a chat file (.jsonl) from SillyTavern's data/<user>/chats/<character>/ folder, or from Export chat."
HINT_ZH = (
    "给一个 SillyTavern 的聊天文件（.jsonl）：在它的 data/<user>/chats/<character>/ 文件夹里，或者用“导出聊天”得到。"
)
HEADER_KEYS = ("user_name", "character_name", "create_date", "chat_metadata")
STEP = timedelta(minutes=1)  # spacing for a message whose date cannot be read

_MONTHS = {m: i for i, m in enumerate(
    "jan feb mar apr may jun jul aug sep oct nov dec".split(), 1)}  # fmt: skip
_HUMAN = re.compile(
    r"^(?P<month>[a-z]+)\.?\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<year>\d{4}),?\s+(?:at\s+)?"
    r"(?P<hour>\d{1,2}):(?P<minute>\d{2})(?::(?P<second>\d{2}))?\s*(?P<half>[ap]\.?m\.?)?$",
    re.IGNORECASE,
)
_STAMP = re.compile(
    r"^(?P<year>\d{4})-(?P<month>\d{1,2})-(?P<day>\d{1,2})\s*@\s*(?P<hour>\d{1,2})h\s*(?P<minute>\d{1,2})m"
    r"\s*(?:(?P<second>\d{1,2})s)?\s*(?:(?P<ms>\d{1,3})\s*ms)?$",
    re.IGNORECASE,
)


def parse_date(value: Any) -> datetime | None:
    """A SillyTavern date in any of the forms it has used; None when it is none of them. Naive means local time."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return moment(value)
    if not isinstance(value, str) or not value.strip():
        return None
    text = " ".join(value.split())
    if re.fullmatch(r"\d{9,14}(\.\d+)?", text):
        return moment(float(text))
    try:
        parsed = datetime.fromisoformat(text.replace("Z", "+00:00") if text.endswith("Z") else text)
        return plausible(parsed if parsed.tzinfo else parsed.astimezone())
    except (OverflowError, ValueError):  # "0001-01-01" has no local time
        pass
    for pattern in (_HUMAN, _STAMP):
        match = pattern.match(text)
        if match:
            return plausible(_from_parts(match.groupdict()))
    return None


def _from_parts(parts: dict[str, str | None]) -> datetime | None:
    month_text = str(parts["month"])
    month = int(month_text) if month_text.isdigit() else _MONTHS.get(month_text[:3].lower())
    if month is None:
        return None
    hour = int(parts["hour"] or 0)
    half = (parts.get("half") or "").replace(".", "").lower()
    if half == "pm" and hour < 12:
        hour += 12
    elif half == "am" and hour == 12:
        hour = 0
    try:
        moment_ = datetime(
            int(str(parts["year"])), month, int(str(parts["day"])), hour, int(parts["minute"] or 0),
            int(parts.get("second") or 0), int(parts.get("ms") or 0) * 1000,
        )  # fmt: skip
        return moment_.astimezone()
    except (OverflowError, ValueError):
        return None


def read_chat(path: Path, skipped: Any, damaged: list[str]) -> PastSession:
    """One chat file as a PastSession; UsageError when it is not a SillyTavern chat, ValueError when it has messages
    but no date that can be read. Damaged lines are noted."""
    header, messages = read_messages(path, damaged)
    started = parse_date(header.get("create_date"))
    turns = _turns(messages, started, skipped)
    if started is None:
        started = turns[0].at if turns else datetime.fromtimestamp(path.stat().st_mtime).astimezone()
    return PastSession(_original_id(header, messages), started, turns, _header(header, path))


def users_messages(path: Path) -> list[str]:
    """What the person wrote in a chat file, in order, whether or not its dates can be read (a voice needs none):
    the messages `read_chat` makes turns of theirs. UsageError when it is not a SillyTavern chat."""
    _, messages = read_messages(path, [])
    return [m["mes"] for _, m in messages if m.get("is_user") and not m.get("is_system") and isinstance(m["mes"], str)]


def read_messages(path: Path, damaged: list[str]) -> tuple[dict[str, Any], list[tuple[int, dict[str, Any]]]]:
    """A chat file's header and its messages with their line numbers; UsageError when it is not a SillyTavern chat.
    Damaged lines are noted."""
    raw = read_input(path, (HINT, HINT_ZH))
    name = path.name
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UsageError(
            f"{name} is not a SillyTavern chat: it is not text.",
            HINT,
            zh=(f"{name} 不是 SillyTavern 的聊天：它不是文本。", HINT_ZH),
        ) from None
    lines = [(n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    if not lines:  # a byte-order mark and blank lines
        raise UsageError(f"{name} is empty.", HINT, zh=(f"{name} 是空的。", HINT_ZH))
    first_no, first = lines[0]
    try:
        header = mended(json.loads(first), first)
    except ValueError as exc:
        raise UsageError(
            f"{name} is not a SillyTavern chat: line {first_no} is not JSON ({exc}).",
            HINT,
            zh=(f"{name} 不是 SillyTavern 的聊天：第 {first_no} 行不是 JSON（{exc}）。", HINT_ZH),
        ) from None
    except RecursionError:
        raise UsageError(
            f"{name} is not a SillyTavern chat: line {first_no} nests too deeply.",
            HINT,
            zh=(f"{name} 不是 SillyTavern 的聊天：第 {first_no} 行嵌套得太深。", HINT_ZH),
        ) from None
    if not isinstance(header, dict) or "mes" in header or not any(k in header for k in HEADER_KEYS):
        raise UsageError(
            f"{name} is not a SillyTavern chat: its first line should be the chat header "
            "(user_name, character_name, create_date, chat_metadata).",
            HINT,
            zh=(
                f"{name} 不是 SillyTavern 的聊天：它的第一行应该是聊天的头信息"
                "（user_name、character_name、create_date、chat_metadata）。",
                HINT_ZH,
            ),
        )
    messages = []
    for number, line in lines[1:]:
        try:
            message = mended(json.loads(line), line)
        except (ValueError, RecursionError):
            damaged.append(f"{path.name} line {number}: not JSON")
            continue
        if not isinstance(message, dict) or "mes" not in message:
            damaged.append(f"{path.name} line {number}: not a message (no `mes`)")
            continue
        messages.append((number, message))
    return header, messages


def _turns(messages: list[tuple[int, dict[str, Any]]], started: datetime | None, skipped: Any) -> list[PastTurn]:
    kept: list[tuple[int, dict[str, Any], datetime | None]] = []
    for number, message in messages:
        if message.get("is_system"):
            skipped["system or hidden message{s}"] += 1
        elif not isinstance(message.get("mes"), str) or not message["mes"].strip():
            skipped["empty message{s}"] += 1
        else:
            kept.append((number, message, parse_date(message.get("send_date"))))
    times = _spaced([at for _, _, at in kept], started)
    turns = []
    for (number, message, _), at in zip(kept, times, strict=True):
        role = "user" if message.get("is_user") else "assistant"
        name = message.get("name")
        fields: dict[str, Any] = {"speaker": name.strip() if isinstance(name, str) and name.strip() else None}
        fields["original_line"] = number
        swipes = message.get("swipes")
        if role == "assistant" and isinstance(swipes, list) and len(swipes) > 1:
            fields["swipes"] = len(swipes)
        turns.append(PastTurn(role, message["mes"], at, fields))
    return turns


def _spaced(times: list[datetime | None], started: datetime | None) -> list[datetime]:
    """Every time filled in: an unreadable one a minute after the one before (or the chat's start); undated
    messages before the first date a minute apart, ending a minute before it. ValueError when there is no date."""
    filled: list[datetime | None] = []
    previous = started
    for at in times:
        if at is None and previous is not None:
            at = previous + STEP
        filled.append(at)
        previous = at or previous
    first = next((at for at in filled if at is not None), None)
    if first is None:
        if filled:
            raise ValueError("it has no date that can be read (create_date, send_date)")
        return []
    leading = next(i for i, at in enumerate(filled) if at is not None)
    return [first - STEP * (leading - i) if at is None else at for i, at in enumerate(filled)]


def _original_id(header: dict[str, Any], messages: list[tuple[int, dict[str, Any]]]) -> str:
    """The chat's identity: SillyTavern's integrity id, else a hash of who, when and the first message."""
    metadata = mapping_of(header.get("chat_metadata"))
    if isinstance(metadata.get("integrity"), str) and metadata["integrity"]:
        return f"integrity:{metadata['integrity']}"
    first = messages[0][1] if messages else {}
    basis = [header.get(k) for k in HEADER_KEYS[:3]] + [first.get("send_date"), first.get("mes")]
    return "sha256:" + hashlib.sha256(json.dumps(basis, default=str).encode()).hexdigest()[:32]


def _header(header: dict[str, Any], path: Path) -> dict[str, Any]:
    fields: dict[str, Any] = {"title": path.stem}
    for source, target in (("character_name", "character"), ("user_name", "user")):
        value = header.get(source)
        if isinstance(value, str) and value.strip():
            fields[target] = value.strip()
    return fields


class SillyTavernImport(ChatImport[list[PastSession]]):
    """SillyTavern chat files into a twin's sessions (twin/imports/importer.py)."""

    source = SOURCE

    def __init__(
        self,
        twin_dir: Path,
        paths: list[Path],
        header: dict[str, Any],
        *,
        user: str | None = None,
        report: ImportReport | None = None,
    ) -> None:
        super().__init__(twin_dir, header, report)
        self.paths, self.user = paths, user
        self.user_as_before = user is None  # a chat grown since: under the name its import gave (--user, then)

    def read(self) -> list[PastSession]:
        """Every chat file read and checked before any is written; the person talking is the chat's `user_name`
        unless `user` names them (else the header's `user`)."""
        chats = []
        for path in self.paths:
            try:
                chats.append(read_chat(path, self.report.skipped, self.report.damaged))
            except ValueError as exc:  # not a UsageError: the file is a chat, the others go in
                self.report.damaged.append(f"{path.name}: {exc}")
                self.report.unread += 1
        self.report.found = len(self.paths)
        if self.user:
            for chat in chats:
                chat.header["user"] = self.user
        return chats

    def write(self, plan: list[PastSession], progress: Progress | None = None) -> ImportReport:
        """Write the chats, then say who the person talking was taken to be, of those written under the name a chat
        gave (its user_name: in a role-play often a character's), not under --user, the owner's own name, or the
        name a chat grown since was first imported under."""
        report = super().write(plan, progress)
        if not self.user:
            owner = str(self.header.get("user") or "").casefold()
            given = {str(chat.header.get("user") or "") for chat in plan}
            report.taken_as = sorted({u for u in report.written_as if u and u in given and u.casefold() != owner})
        return report

    def sessions(self, plan: list[PastSession]) -> tuple[Iterable[PastSession], int]:
        """The chats read."""
        return plan, len(plan)


def import_sillytavern(
    twin_dir: Path,
    paths: list[Path],
    header: dict[str, Any],
    *,
    user: str | None = None,
    progress: Progress | None = None,
    report: ImportReport | None = None,
) -> ImportReport:
    """Import SillyTavern chat files into a twin's sessions; every file is read and checked before any is written."""
    return SillyTavernImport(twin_dir, paths, header, user=user, report=report).run(progress)
