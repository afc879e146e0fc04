"""Reading a twin's session files back in tests."""

from __future__ import annotations

import json
import os
import re
import signal
import sys
from pathlib import Path
from typing import Any

TWIN = str(Path(sys.executable).with_name("twin"))  # the console script beside this Python
PROMPT = r"\x1b\[\?2004h"  # prompt-toolkit switches bracketed paste on when the prompt is ready


def spawn_chat(home: Path, base_url: str, *args: str) -> Any:
    """`twin chat alice ARGS` on a real pseudo-terminal (100x40, colours on), talking to the fake model at base_url."""
    import pexpect

    env = {
        **os.environ,
        "TWIN_HOME": str(home),
        "OPENAI_BASE_URL": base_url,
        "OPENAI_API_KEY": "sk-pty-test",
        "TWIN_MODEL": "fake-model",
        "TERM": "xterm-256color",
        "COLUMNS": "100",
        "LINES": "40",
        "PROMPT_TOOLKIT_NO_CPR": "1",
    }
    env.pop("NO_COLOR", None)
    return pexpect.spawn(
        TWIN, ["chat", "alice", *args], env=env, encoding="utf-8", timeout=15, dimensions=(40, 100),
        preexec_fn=hangup_heard,
    )  # fmt: skip


def one_exchange(home: Path, base_url: str, message: str, last_words: str) -> str:
    """All a terminal is sent by `twin chat alice` (`spawn_chat`) when `message` is typed, until its reply shows
    `last_words` and the prompt comes back, and the chat is left with /exit."""
    import io

    import pexpect

    child = spawn_chat(home, base_url)
    seen = io.StringIO()
    child.logfile_read = seen
    child.expect(PROMPT)
    child.send(message + "\r")
    child.expect(last_words)
    child.expect(PROMPT)
    child.send("/exit\r")
    child.expect(pexpect.EOF)
    child.close()
    return seen.getvalue()


def screen_rows(output: str, size: tuple[int, int] = (40, 100)) -> list[str]:
    """The rows a terminal of `size` (rows, columns) shows after `output`, lines scrolled off the top included."""
    import pyte

    rows, columns = size
    screen = pyte.HistoryScreen(columns, rows, history=1000)
    pyte.Stream(screen).feed(output)
    scrolled = ["".join(line[x].data for x in range(columns)) for line in screen.history.top]
    return [row.rstrip() for row in scrolled + screen.display]


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


def hangup_heard() -> None:
    """In a child process before it starts (a chat on its terminal, a server): SIGHUP as a terminal sends it, even
    when the suite runs under `nohup`, whose ignoring of it children inherit (and twin keeps, on purpose: a chat or a
    server started with nohup is not ended by a closed terminal)."""
    signal.signal(signal.SIGHUP, signal.SIG_DFL)


def files_holding(root: Path, code: str) -> list[Path]:
    """The files under `root` that hold the digits `code` as a number of their own: not inside an id or a time, where
    any five digits turn up by chance (a session id 01M999CAD2BT90210NKZ60BVA4 held a test's door code 90210: CI,
    2026-12-07)."""
    alone = re.compile(rb"(?<![0-9A-Za-z])" + re.escape(code.encode()) + rb"(?![0-9A-Za-z])")
    return [path for path in root.rglob("*") if path.is_file() and alone.search(path.read_bytes())]
