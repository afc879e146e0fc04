"""Narrative memory on a real pseudo-terminal: the chapter at exit, a kill during it, a slow extractor."""

from __future__ import annotations

import io
import os
import signal
import sys
import time
from pathlib import Path

import pexpect
import pytest

from tests.chatkit import PROMPT, records, screen_rows, spawn_chat, system_prompt
from tests.fakeserver import FakeOpenAI, Reply
from tests.memorykit import Script, fact, facts_json

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")


def spawn(home: Path, llm: FakeOpenAI) -> pexpect.spawn:
    return spawn_chat(home, llm.base_url, "--user", "Sam")


def chapters(home: Path) -> list[dict]:
    path = home / "data/alice/chapters.jsonl"
    return [r for r in records(path) if r["kind"] == "chapter"] if path.exists() else []


def test_cross_session_recall_end_to_end(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    home = home_with_personas
    script = Script(fake_llm)
    script.add("chat", "An offer in Chengdu? Tell me what pulls you each way.")
    script.add("extract", facts_json(fact("Sam", "job_offer", "an offer in Chengdu", "I got an offer in Chengdu")))
    script.add(
        "chapter", "Sam came with an offer in Chengdu, torn about leaving. I liked how honest they were about it."
    )
    child = spawn(home, fake_llm)
    child.expect(PROMPT)
    child.send("I got an offer in Chengdu and I'm torn\r")
    child.expect("Tell me what pulls you")
    child.expect("remembered: job offer: an offer in Chengdu")
    child.expect(PROMPT)
    child.sendeof()
    child.expect("Writing my diary of this conversation")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert [c["text"][:18] for c in chapters(home)] == ["Sam came with an o"]

    script.add("chat", "Last time you came with the Chengdu offer.")
    child = spawn(home, fake_llm)
    child.expect(PROMPT)
    child.send("what did we talk about last time?\r")
    child.expect("Last time you came with the Chengdu offer.")
    child.expect(PROMPT)
    child.send("/exit\r")
    child.expect(pexpect.EOF)
    system = system_prompt(script.requests("chat")[-1])
    assert "[memory: facts]" in system and "- job offer: an offer in Chengdu" in system
    assert "[my experiences]" in system and "torn about leaving" in system
    assert "[memory: recent conversation]" in system and "They said: I got an offer in Chengdu" in system


def test_killed_during_the_chapter_request_the_next_start_writes_it(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    home = home_with_personas
    script = Script(fake_llm)
    script.add("chapter", Reply(text="never arrives", delay=30))
    child = spawn(home, fake_llm)
    child.expect(PROMPT)
    child.send("the lighthouse keeper story\r")
    child.expect("ok")
    child.expect(PROMPT)
    child.sendeof()
    child.expect("Writing my diary")
    assert wait_for(lambda: len(script.requests("chapter")) == 1)
    os.kill(child.pid, signal.SIGKILL)
    child.expect(pexpect.EOF)
    child.close()
    assert chapters(home) == []

    script.add("chapter", "The lighthouse keeper story stayed with me.")
    child = spawn(home, fake_llm)
    child.expect("which could not be written then")  # the session ended; its diary was cut by the kill
    child.expect("is written")
    child.expect(PROMPT)
    child.send("/exit\r")
    child.expect(pexpect.EOF)
    assert [c["text"] for c in chapters(home)] == ["The lighthouse keeper story stayed with me."]


def said_oslo(home: Path, fake_llm: FakeOpenAI, delay: float) -> pexpect.spawn:
    """A chat in which the person said where they live, its extractor answering `delay` seconds late."""
    Script(fake_llm).add("extract", Reply(text=facts_json(fact("Sam", "city", "Oslo", "I live in Oslo")), delay=delay))
    child = spawn(home, fake_llm)
    child.expect(PROMPT)
    child.send("I live in Oslo\r")
    child.expect("ok")
    return child


def test_a_slow_extractor_never_delays_the_prompt(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    child = said_oslo(home_with_personas, fake_llm, delay=4)
    started = time.monotonic()
    child.expect(PROMPT)
    assert time.monotonic() - started < 1.5  # the extractor is still working; the prompt is back
    child.send("second message\r")
    child.expect("ok")
    child.expect("remembered: city: Oslo", timeout=10)
    child.expect(PROMPT)
    child.send("/exit\r")
    child.expect(pexpect.EOF)


def test_memory_lists_what_was_said_a_moment_ago(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    child = said_oslo(home_with_personas, fake_llm, delay=1.5)
    child.expect(PROMPT)
    child.send("/memory\r")  # the extractor is still at it: /memory waits, as /forget does
    child.expect("Waiting for memory to finish with what was just said")
    child.expect("city: Oslo")
    child.expect(PROMPT)
    child.send("/exit\r")
    child.expect(pexpect.EOF)


def test_ctrl_c_while_forget_waits_for_memory_stops_the_wait_not_the_chat(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    child = said_oslo(home_with_personas, fake_llm, delay=3)
    child.expect(PROMPT)
    child.send("/forget city\r")
    child.expect("Waiting for memory to finish with what was just said")
    child.sendintr()
    child.expect("Stopped waiting; nothing was changed.")
    child.expect(PROMPT)  # the chat goes on
    child.expect("remembered: city: Oslo", timeout=10)
    child.send("/forget city\r")
    child.expect("Forgotten: city: Oslo")
    child.expect(PROMPT)
    child.send("/exit\r")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def wait_for(condition, timeout: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


def test_owed_diaries_show_how_far_they_are_under_the_prompt(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    import subprocess

    from tests.chatkit import TWIN
    from tests.servekit import twin_env

    home = home_with_personas
    script = Script(fake_llm)
    script.defaults["chapter"] = Reply(status=500)
    (home / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    for said in ("the lighthouse", "the harbour"):
        subprocess.run([TWIN, "chat", "alice"], input=f"{said}\n", env=twin_env(home, fake_llm.base_url),
                       capture_output=True, text=True, timeout=60, check=True)  # fmt: skip
    script.defaults["chapter"] = Reply(text="I remember the sea in all of it.", delay=1.5)
    child = spawn(home, fake_llm)
    child.logfile_read = shown = io.StringIO()
    child.expect("Writing 2 owed diaries")
    child.expect("memory: writing owed diaries, 0 of 2 done")  # a line of the prompt's, above where one types
    child.expect("The 2 owed diaries are written.")
    child.expect(PROMPT)
    rows = screen_rows(shown.getvalue())
    assert not any("of 2 done" in row for row in rows)  # gone when they are written
    child.send("/exit\r")
    child.expect(pexpect.EOF)
    assert len(chapters(home)) == 2
