"""LoCoMo conversations as the past sessions of a twin, and their questions with normalised evidence ids."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from twin.sessions.session import SessionStore, Turn

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
TURN_GAP = timedelta(seconds=30)  # LoCoMo dates sessions only; turns get a time 30 s apart inside a session


@dataclass
class Question:
    """One benchmark question with the turns that hold its answer."""

    conversation: str
    text: str
    category: int
    evidence: list[str]  # twin turn ids
    dia_ids: list[str]


@dataclass
class Conversation:
    """A LoCoMo conversation written as sessions of a twin."""

    sample_id: str
    twin_dir: Path
    turn_ids: dict[str, str]  # dia_id -> twin turn id
    last_session: datetime
    questions: list[Question]
    dropped_evidence: int  # evidence ids that name no turn of the conversation
    sessions: dict[int, tuple[str, datetime, datetime]] = field(default_factory=dict)  # number -> id, start, end


def session_time(text: str) -> datetime:
    """LoCoMo's "1:56 pm on 8 May, 2023" as a time (taken as UTC)."""
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def normalise_evidence(raw: list[str]) -> list[str]:
    """Evidence ids as "D<session>:<turn>": split "D8:6; D9:17", fix "D:11:26", drop leading zeros, drop junk."""
    out: list[str] = []
    for item in raw:
        for part in re.split(r"[;,\s]+", str(item)):
            match = re.fullmatch(r"D:?(\d+):0*(\d+)", part.strip())
            if match:
                out.append(f"D{int(match[1])}:{int(match[2])}")
    return list(dict.fromkeys(out))


def turn_text(turn: dict) -> str:
    """A turn's words, with the caption of a photo it shared."""
    text = str(turn.get("text", "")).strip()
    caption = turn.get("blip_caption")
    return f"{text} [shares a photo: {caption}]" if caption else text


def load(path: Path) -> list[dict]:
    """The LoCoMo samples."""
    return json.loads(path.read_text(encoding="utf-8"))


def write_twin(sample: dict, twin_dir: Path, on_turn: Callable[[Turn], object] | None = None) -> Conversation:
    """Write one conversation as sessions (speaker_a the person, speaker_b the twin) and collect its questions."""
    conv = sample["conversation"]
    user, twin = conv["speaker_a"], conv["speaker_b"]
    store = SessionStore(twin_dir)
    numbers = sorted(int(m[1]) for k in conv if (m := re.fullmatch(r"session_(\d+)", k)))
    turn_ids: dict[str, str] = {}
    sessions: dict[int, tuple[str, datetime, datetime]] = {}
    last = datetime.min.replace(tzinfo=UTC)
    for n in numbers:
        turns = conv[f"session_{n}"]
        if not turns:
            continue
        started = session_time(conv[f"session_{n}_date_time"])
        writer = store.start({"persona": twin.lower(), "user": user}, at=started)
        for i, turn in enumerate(turns):
            role = "user" if turn["speaker"] == user else "assistant"
            written = writer.add_turn(role, turn_text(turn), at=started + i * TURN_GAP)
            turn_ids[turn["dia_id"]] = written.id
            if on_turn is not None:
                on_turn(written)
        writer.end("import")
        sessions[n] = (writer.id, started, started + len(turns) * TURN_GAP)
        last = max(last, started + len(turns) * TURN_GAP)
    questions: list[Question] = []
    dropped = 0
    for qa in sample["qa"]:
        if qa.get("category") not in CATEGORIES:
            continue
        ids = normalise_evidence(qa.get("evidence") or [])
        known = [i for i in ids if i in turn_ids]
        dropped += len(ids) - len(known)
        if not known:
            continue
        questions.append(
            Question(sample["sample_id"], qa["question"], qa["category"], [turn_ids[i] for i in known], known)
        )
    return Conversation(sample["sample_id"], twin_dir, turn_ids, last, questions, dropped, sessions)
