"""`twin chat` on a real pseudo-terminal: typing, Ctrl-C on a slow reply, exit, restart."""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

import pexpect
import pytest

from tests.chatkit import PROMPT, TWIN, spawn_chat, system_prompt, turns
from tests.fakeserver import FakeOpenAI, Reply
from tests.memorykit import Script


def spawn(home: Path, llm: FakeOpenAI) -> pexpect.spawn:
    return spawn_chat(home, llm.base_url)


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
def test_type_cancel_exit_and_come_back(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    home = home_with_personas
    script = Script(fake_llm)
    script.add(
        "chat",
        "Nice to meet you, Sam.",
        Reply(text="A very long answer " * 60, chunk_size=4, chunk_delay=0.05),
    )
    child = spawn(home, fake_llm)
    child.expect("Hi, I'm Alice")  # the greeting opens the very first session
    child.expect(PROMPT)
    child.send("I'm Sam and I grow tomatoes" + "\r")  # Enter
    child.expect("Nice to meet you, Sam.")
    child.expect(PROMPT)
    child.send("tell me everything" + "\r")  # Enter
    child.expect("A very long answer")
    child.sendintr()  # Ctrl-C while the reply streams
    child.expect("stopped; the partial reply is kept")
    child.expect(PROMPT)
    child.sendeof()  # Ctrl-D ends
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0

    said = turns(home)
    assert [(t["role"], t.get("status", "ok")) for t in said] == [
        ("assistant", "ok"),
        ("user", "ok"),
        ("assistant", "ok"),
        ("user", "ok"),
        ("assistant", "interrupted"),
    ]
    partial = said[-1]["text"]
    assert partial.startswith("A very long answer") and len(partial) < len("A very long answer " * 60)

    script.add("chat", "You grow tomatoes.")
    child = spawn(home, fake_llm)
    child.expect(PROMPT)
    child.send("what do I grow?" + "\r")  # Enter
    child.expect("You grow tomatoes.")
    child.expect(PROMPT)
    child.send("/exit" + "\r")  # Enter
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    system = system_prompt(script.requests("chat")[-1])
    assert "They said: I'm Sam and I grow tomatoes" in system
    assert "I said: Nice to meet you, Sam." in system
    assert "I said: " + partial.strip()[:40] in system  # the interrupted reply was said, as far as it went
    assert [t["text"] for t in turns(home)][-2:] == ["what do I grow?", "You grow tomatoes."]
    assert (home / "input-history").read_text(encoding="utf-8").count("what do I grow?") == 1


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
def test_no_color_is_honoured_on_a_terminal(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    import io

    script = Script(fake_llm)
    script.add("chat", "**Bold** and `code`.")
    probe = spawn(home_with_personas, fake_llm)
    env = {**probe.env, "NO_COLOR": "1"}  # the same environment as the other tests, with NO_COLOR set
    probe.close(force=True)
    seen = io.StringIO()
    child = pexpect.spawn(TWIN, ["chat", "alice"], env=env, encoding="utf-8", timeout=15, dimensions=(40, 100))
    child.logfile_read = seen
    child.expect(PROMPT)
    child.send("hi\r")
    child.expect("code")
    child.expect(PROMPT)
    child.send("/exit\r")
    child.expect(pexpect.EOF)
    shown = seen.getvalue()
    assert "Bold" in shown and "Alice" in shown
    assert re.findall(r"\x1b\[[0-9;]*(?:3[0-9]|9[0-7]|38;[0-9;]+)m", shown) == []  # styles, but no colours


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
@pytest.mark.parametrize("interrupt", [False, True], ids=["enter", "then-ctrl-c"])
def test_a_message_typed_while_a_reply_streams_is_sent_by_its_enter(
    home_with_personas: Path, fake_llm: FakeOpenAI, interrupt: bool
) -> None:
    """Typed while a reply streams, a message waits for the next prompt; a Ctrl-C that then stops the reply does
    not throw it away (the terminal's queue is kept: NOFLSH)."""
    script = Script(fake_llm)
    slow = Reply(text="A slow answer " * (200 if interrupt else 20), chunk_size=4, chunk_delay=0.02)
    script.add("chat", slow, "Second answer.")
    child = spawn(home_with_personas, fake_llm)
    child.expect(PROMPT)
    child.send("first" + "\r")
    child.expect("A slow answer")
    child.send("typed ahead" + "\r")  # Enter, while the reply is still streaming
    if interrupt:
        time.sleep(0.3)  # in the terminal's queue before the interrupt
        child.sendintr()
    child.expect("Second answer.")
    child.expect(PROMPT)
    child.send("/exit" + "\r")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert [t["text"] for t in turns(home_with_personas) if t["role"] == "user"] == ["first", "typed ahead"]


LONG = "A very long answer " * 60


def mid_reply(home: Path, llm: FakeOpenAI) -> pexpect.spawn:
    """A chat in the middle of streaming a long reply."""
    Script(llm).add("chat", Reply(text=LONG, chunk_size=4, chunk_delay=0.05))
    child = spawn(home, llm)
    child.expect(PROMPT)
    child.send("tell me everything" + "\r")
    child.expect("A very long answer")
    return child


def kept_and_ended(home: Path, reason: str) -> None:
    """The reply in flight is kept as far as it came, and the session ended with `reason`, its turns counted."""
    import json

    [path] = (home / "data" / "alice" / "sessions").glob("*.jsonl")
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    said = [r for r in lines if r["kind"] == "turn"]
    assert [(t["role"], t.get("status", "ok")) for t in said][-2:] == [("user", "ok"), ("assistant", "interrupted")]
    assert said[-1]["text"].startswith("A very long answer") and len(said[-1]["text"]) < len(LONG)
    assert (lines[-1]["kind"], lines[-1]["reason"], lines[-1]["turns"]) == ("end", reason, len(said))
    assert not (home / "data" / "alice" / "chapters.jsonl").exists()  # the diary is owed to the next start


@pytest.mark.skipif(sys.platform == "win32", reason="needs POSIX signals")
@pytest.mark.parametrize(("sig", "reason"), [("SIGTERM", "terminated"), ("SIGHUP", "hangup")])
def test_a_chat_killed_or_hung_up_keeps_the_reply_in_flight(
    home_with_personas: Path, fake_llm: FakeOpenAI, sig: str, reason: str
) -> None:
    import signal

    child = mid_reply(home_with_personas, fake_llm)
    child.kill(getattr(signal, sig))  # `kill`, or a hangup
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    kept_and_ended(home_with_personas, reason)


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
def test_a_terminal_window_closed_mid_reply_keeps_the_reply(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    import os
    import time

    child = mid_reply(home_with_personas, fake_llm)
    os.close(child.child_fd)  # the window closes: the terminal is gone, every write to it fails, SIGHUP comes
    child.child_fd = -1
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and os.waitpid(child.pid, os.WNOHANG) == (0, 0):
        time.sleep(0.1)
    kept_and_ended(home_with_personas, "hangup")


@pytest.mark.skipif(sys.platform == "win32", reason="needs POSIX signals")
def test_a_second_signal_does_not_cut_the_saving_the_first_began(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    import signal

    child = mid_reply(home_with_personas, fake_llm)
    child.kill(signal.SIGHUP)  # a shutdown: SIGHUP, then SIGTERM at once
    child.kill(signal.SIGTERM)
    child.expect(pexpect.EOF)
    child.close()
    kept_and_ended(home_with_personas, "hangup")


def test_a_reply_stopped_in_a_pipe_keeps_what_was_shown_and_nothing_more(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    """A reply stopped mid-stream was kept with the piece that had come but was held back from the screen ("one two
    three fo" kept, "one two thre" shown): words the person never saw went into the next context as said."""
    import os
    import signal
    import subprocess

    Script(fake_llm).add("chat", Reply(text="one two three four five six seven eight nine ten", chunk_size=4,
                                       chunk_delay=0.4))  # fmt: skip
    env = {**os.environ, "TWIN_HOME": str(home_with_personas), "OPENAI_BASE_URL": fake_llm.base_url,
           "OPENAI_API_KEY": "sk-pipe-test", "TWIN_MODEL": "fake-model", "NO_COLOR": "1"}  # fmt: skip
    chat = subprocess.Popen([TWIN, "chat", "alice"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env)  # fmt: skip
    assert chat.stdin is not None and chat.stdout is not None
    chat.stdin.write(b"count for me\n")
    chat.stdin.flush()
    first = chat.stdout.read(4)  # the reply is streaming
    time.sleep(1.0)
    chat.send_signal(signal.SIGINT)
    out, _ = chat.communicate(timeout=30)
    shown = (first + out).decode().rstrip("\n")
    [*_, reply] = turns(home_with_personas)
    assert reply["status"] == "interrupted" and shown.startswith("one two")
    assert reply["text"] == shown, (reply["text"], shown)
