"""SIGKILL in the middle of a chat, then a clean start: nothing acknowledged is lost, owed work is caught up.

A piped `twin chat` is killed mid-stream, while its extraction waits on the
model and while its chapter does; the next clean start must find every word
that was said and every reply that was shown, and write the chapter and run
the extraction the killed process owed. bench/chaos/run.py does the same 200
times at random moments.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.chatkit import TWIN, records, session_files, turns
from tests.fakeserver import FakeOpenAI, Reply
from tests.memorykit import Script, fact, facts_json

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs POSIX signals")

OSLO = facts_json(fact("user", "city", "Oslo", "I live in Oslo"))


def env(home: Path, llm: FakeOpenAI) -> dict[str, str]:
    """twin's environment: this home, the fake model, plain output."""
    return {**os.environ, "TWIN_HOME": str(home), "OPENAI_BASE_URL": llm.base_url, "OPENAI_API_KEY": "sk-x",
            "TWIN_MODEL": "fake-model", "NO_COLOR": "1"}  # fmt: skip


class PipedChat:
    """`twin chat alice` with its messages on a pipe (then the end of input), its output read as it comes."""

    def __init__(self, home: Path, llm: FakeOpenAI, *lines: str) -> None:
        self.proc = subprocess.Popen(
            [TWIN, "chat", "alice"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            env=env(home, llm),
        )  # fmt: skip
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write("".join(line + "\n" for line in lines).encode())
        self.proc.stdin.close()
        self.stdout = self.proc.stdout
        self.shown = b""

    def read_until(self, text: str, timeout: float = 10.0) -> None:
        """Read the output until `text` is in it."""
        deadline = time.monotonic() + timeout
        while text.encode() not in self.shown:
            ready, _, _ = select.select([self.stdout], [], [], max(0.0, deadline - time.monotonic()))
            chunk = os.read(self.stdout.fileno(), 65536) if ready else b""
            assert chunk, f"twin printed no {text!r}; it printed {self.shown.decode(errors='replace')!r}"
            self.shown += chunk

    def kill(self) -> None:
        """SIGKILL: no handler, no cleanup, no flush."""
        os.kill(self.proc.pid, signal.SIGKILL)
        assert self.proc.wait(timeout=10) == -signal.SIGKILL
        self.stdout.close()


def clean_start(home: Path, llm: FakeOpenAI) -> None:
    """The next normal start: a piped chat of one message that ends cleanly."""
    done = subprocess.run([TWIN, "chat", "alice"], input=b"hello again\n", env=env(home, llm), capture_output=True)
    assert done.returncode == 0, done.stderr.decode()
    assert b"ok" in done.stdout


def owed(home: Path) -> list[str]:
    """What the twin still owes its sessions: a chapter (or a chapter_skipped), an extraction of each user turn."""
    folder = home / "data" / "alice"
    chapters = records(folder / "chapters.jsonl") if (folder / "chapters.jsonl").exists() else []
    runs = records(folder / "extractions.jsonl") if (folder / "extractions.jsonl").exists() else []
    chaptered = {r["session"] for r in chapters if r["kind"] in ("chapter", "chapter_skipped")}
    covered = {turn for r in runs for turn in r["turns"]}
    found = []
    for path in session_files(home):
        lines = records(path)
        if lines[0]["id"] not in chaptered:
            found.append(f"{path.name}: no chapter")
        found += [
            f"{path.name}: {r['text']!r} never extracted"
            for r in lines
            if r["kind"] == "turn" and r["role"] == "user" and r["id"] not in covered
        ]
    return found


def said(home: Path) -> tuple[list[str], list[tuple[str, str]]]:
    """What the person said, and the replies with their status, in every session."""
    every = turns(home)
    replies = [(t["text"], t["status"]) for t in every if "reply_to" in t]
    return [t["text"] for t in every if t["role"] == "user"], replies


def wait_for(condition: Callable[[], Any], timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


def test_killed_mid_stream_keeps_what_was_said_and_shown(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    home, script = home_with_personas, Script(fake_llm)
    slow = Reply(text="Bergen, then: the rainiest city I know of, and the greenest. " * 3, chunk_delay=0.1)
    script.add("chat", "Oslo it is, then.", slow)
    chat = PipedChat(home, fake_llm, "I live in Oslo", "I moved to Bergen")
    chat.read_until("Oslo it is, then.")
    chat.read_until("Bergen, then")  # the second reply is streaming
    chat.kill()
    assert said(home) == (["I live in Oslo", "I moved to Bergen"], [("Oslo it is, then.", "ok")])

    clean_start(home, fake_llm)
    assert owed(home) == []
    assert said(home)[0] == ["I live in Oslo", "I moved to Bergen", "hello again"]


def test_killed_during_extraction_the_next_start_extracts(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    home, script = home_with_personas, Script(fake_llm)
    script.add("chat", "Noted: Oslo.")
    script.add("extract", Reply(text=OSLO, delay=30), OSLO)  # the killed run never gets its answer; the next does
    chat = PipedChat(home, fake_llm, "I live in Oslo")
    chat.read_until("Noted: Oslo.")
    wait_for(lambda: script.requests("extract"))
    chat.kill()
    assert said(home) == (["I live in Oslo"], [("Noted: Oslo.", "ok")])
    assert not (home / "data/alice/extractions.jsonl").exists()

    clean_start(home, fake_llm)
    assert owed(home) == []
    oslo = [r for r in records(home / "data/alice/facts.jsonl") if r.get("value") == "Oslo"]
    assert [r["evidence"]["quote"] for r in oslo] == ["I live in Oslo"]


def test_killed_during_the_chapter_the_next_start_writes_it(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    home, script = home_with_personas, Script(fake_llm)
    script.add("chat", "What a story.").add("chapter", Reply(text="never arrives", delay=30))
    chat = PipedChat(home, fake_llm, "the lighthouse keeper story")
    chat.read_until("What a story.")
    wait_for(lambda: script.requests("chapter"))
    chat.kill()
    (first,) = session_files(home)
    assert [r["kind"] for r in records(first)][-1] == "end"
    assert not (home / "data/alice/chapters.jsonl").exists()

    clean_start(home, fake_llm)
    assert owed(home) == []
    chapters = [r for r in records(home / "data/alice/chapters.jsonl") if r["kind"] == "chapter"]
    assert chapters[0]["session"] == records(first)[0]["id"]


def test_a_reply_printed_in_full_is_on_disk(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    home, script = home_with_personas, Script(fake_llm)
    for attempt in range(3):  # the window is a few milliseconds: a kill on sight of the reply nearly always hits it
        text = f"Here is reply {attempt}, in full."
        script.add("chat", text)
        chat = PipedChat(home, fake_llm, f"message {attempt}")
        chat.read_until(text + "\n")  # the reply and the end of its line are on the screen
        chat.kill()
        assert f"message {attempt}" in said(home)[0]
        assert (text, "ok") in said(home)[1]
