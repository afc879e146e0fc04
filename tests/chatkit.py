"""Reading a twin's session files back in tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def session_files(home: Path, persona: str = "alice") -> list[Path]:
    """The session files of a twin, oldest first."""
    folder = home / "data" / persona / "sessions"
    return sorted(folder.glob("*.jsonl")) if folder.is_dir() else []


def records(path: Path) -> list[dict[str, Any]]:
    """Every record of a JSONL file."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def turns(home: Path, persona: str = "alice") -> list[dict[str, Any]]:
    """Every turn of every session of a twin, in order."""
    return [r for path in session_files(home, persona) for r in records(path) if r["kind"] == "turn"]


def system_prompt(request: dict[str, Any]) -> str:
    """The system message of a recorded chat request body."""
    return next(m["content"] for m in request["messages"] if m["role"] == "system")
