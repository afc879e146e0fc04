"""What `twin chat` leaves on a terminal's screen (a real pseudo-terminal, read back with a terminal emulator)."""

from __future__ import annotations

import io
import sys
import time
from pathlib import Path

import pexpect
import pytest

from tests.chatkit import PROMPT, screen_rows, spawn_chat, turns
from tests.fakeserver import FakeOpenAI, Reply
from tests.memorykit import Script

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")


def test_keys_typed_while_a_reply_streams_leave_it_whole_and_wait_for_the_next_prompt(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    import termios

    reply = " ".join(f"word{i:03d}" for i in range(60))  # five rows of a 100-column terminal, streamed over ~3 s
    script = Script(fake_llm)
    script.add("chat", Reply(text=reply, chunk_size=4, chunk_delay=0.025), "Second answer.", "Third answer.")
    child = spawn_chat(home_with_personas, fake_llm.base_url)
    child.delaybeforesend = None
    seen = io.StringIO()
    child.logfile_read = seen
    child.expect(PROMPT)
    child.send("first\r")
    child.expect("word000")
    for key in "typed ahead\rthen more":  # a message and its Enter, then the start of the next, key by key
        child.send(key)
        time.sleep(0.03)
    assert "word059" not in seen.getvalue()  # every key was typed while the reply was still streaming
    child.expect("Second answer.")  # the typed-ahead message was sent by its Enter
    child.expect("then more")  # the rest waits at the prompt after it
    child.send("\r")
    child.expect("Third answer.")
    child.expect(PROMPT)
    child.send("/exit\r")
    child.expect(pexpect.EOF)
    after = termios.tcgetattr(child.child_fd)  # the terminal as the shell gets it back
    child.close()
    assert child.exitstatus == 0

    assert [t["text"] for t in turns(home_with_personas) if t["role"] == "user"] == [
        "first",
        "typed ahead",
        "then more",
    ]
    rows = screen_rows(seen.getvalue())
    assert sum("word000" in row for row in rows) == 1, "\n".join(rows)  # the reply is on the screen once
    top = rows.index("> first")
    end = rows.index("", top)
    assert rows[top + 1] == "Alice"
    assert " ".join(rows[top + 2 : end]).split() == reply.split(), "\n".join(rows)  # whole, nothing typed inside
    assert rows[end : end + 9] == [
        "",
        "> typed ahead",
        "Alice",
        "Second answer.",
        "",
        "> then more",
        "Alice",
        "Third answer.",
        "",
    ], "\n".join(rows)
    lflag, iflag = after[3], after[0]
    assert lflag & termios.ECHO and lflag & termios.ICANON and lflag & termios.ISIG and iflag & termios.ICRNL
