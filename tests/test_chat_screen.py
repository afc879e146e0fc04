"""What `twin chat` leaves on a terminal's screen (a real pseudo-terminal, read back with a terminal emulator)."""

from __future__ import annotations

import io
import sys
import time
from pathlib import Path

import pexpect
import pytest

from tests.chatkit import PROMPT, one_exchange, screen_rows, spawn_chat, turns
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


STEPS = "\n\n".join(f"{i}. Step {i}:\n\n    ```bash\n    cmd {i}\n\n    other {i}\n    ```" for i in range(1, 9))


@pytest.mark.parametrize("steps", ["", STEPS], ids=["paragraphs", "a list of steps with code"])
def test_a_reply_taller_than_the_terminal_is_on_it_once(
    home_with_personas: Path, fake_llm: FakeOpenAI, steps: str
) -> None:
    paragraphs = [f"Paragraph {i:02d} says one short thing." for i in range(60)]  # 120 rows on a 40-row screen
    code = "```\n" + "\n\n".join(f"code line {i}" for i in range(5)) + "\n```"  # blank lines inside a fence
    reply = "\n\n".join(paragraphs[:30] + [code] + ([steps] if steps else []) + paragraphs[30:])
    script = Script(fake_llm)
    script.add("chat", Reply(text=reply, chunk_size=40, chunk_delay=0.01))
    rows = screen_rows(one_exchange(home_with_personas, fake_llm.base_url, "tell me everything", "Paragraph 59"))
    for i in range(60):  # each once, in order, whatever scrolled off the top while it streamed
        assert sum(f"Paragraph {i:02d} says" in row for row in rows) == 1, "\n".join(rows)
    found = [int(row.split()[1]) for row in rows if row.startswith("Paragraph ")]
    assert found == list(range(60))
    assert sum("code line 3" in row for row in rows) == 1
    import rich.console
    import rich.markdown

    whole = io.StringIO()  # the reply as rich draws it in one piece: what the screen shows, blank lines and all
    rich.console.Console(file=whole, width=100, no_color=True).print(rich.markdown.Markdown(reply))
    top = rows.index("> tell me everything") + 2
    assert rows[top : top + len(whole.getvalue().splitlines())] == [r.rstrip() for r in whole.getvalue().splitlines()]


def test_a_long_code_block_streams_in_the_time_of_a_short_one(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    """A code fence is one open block until it closes, and each draw renders it whole: drawn after every piece, 300
    lines of code took 325 s to show where the model took 70 (the fifth robustness round). A draw now waits twice as
    long as the last one took, so a block of 600 lines in 4-character pieces shows as fast as it arrives: it took
    minutes, and now a few seconds, as in a pipe."""
    code = "".join(f"    result_{i} = compute(value_{i}, factor={i})\n" for i in range(600))
    reply = f"Here is the script:\n\n```python\n{code}```\n\nRun it."
    script = Script(fake_llm)
    script.add("chat", Reply(text=reply, chunk_size=4, chunk_delay=0))
    child = spawn_chat(home_with_personas, fake_llm.base_url)
    child.timeout = 60
    seen = io.StringIO()
    child.logfile_read = seen
    child.expect(PROMPT)
    began = time.monotonic()
    child.send("the script please\r")
    child.expect("Run it.")
    child.expect(PROMPT)
    shown = time.monotonic() - began
    child.send("/exit\r")
    child.expect(pexpect.EOF)
    child.close()
    assert shown < 30, shown  # quadratic, this was several minutes; linear, about 3 s here
    rows = screen_rows(seen.getvalue())
    assert sum("result_599 = compute" in row for row in rows) == 1, "\n".join(rows[-50:])


def test_settled_blocks_end_where_the_last_top_level_block_begins() -> None:
    from twin.chat.render import settled

    assert settled("one paragraph still being writ") == 0
    assert settled("first\n\nsecond") == len("first\n\n")
    assert settled("a\n\n```\ncode\n\nmore code") == len("a\n\n")  # the blank line inside the fence is code
    assert settled("a\n\n```\ncode\n\n```\n\nafter") == len("a\n\n```\ncode\n\n```\n\n")
    assert settled("~~~\n```\n\n~~~\n\nnext") == len("~~~\n```\n\n~~~\n\n")  # a fence closes with its own kind
    steps = "1. step\n\n    ```bash\n    cmd\n\n    other\n    ```\n\n2. next\n\n   more of it"
    assert settled(steps) == 0  # a list is one block, its code and its blank lines too
    assert settled(steps + "\n\nAfter the list.") == len(steps + "\n\n")
    assert settled("````\n```\ninner\n```\n\nstill code") == 0  # a longer fence holds a shorter one
    assert settled("# Plan\nStep one.") == len("# Plan\n")  # blocks need no blank line between them


def test_a_block_rich_draws_with_space_above_gets_no_second_blank_line() -> None:
    from twin.chat.render import spaced

    assert all(spaced(md) for md in ("- a", "1. a", "```\ncode", "> quote", "| a |\n|---|\n| 1 |"))
    assert not any(spaced(md) for md in ("Para", "# Heading", "---", ""))


def test_bold_beside_chinese_punctuation_is_bold_not_asterisks(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    """CommonMark closes `**` after punctuation only where a space or more punctuation follows, and Chinese puts no
    space after "：": "**标题：**正文", the way every model writes a heading in Chinese, showed its asterisks."""
    reply = "**标题：**正文。**注意！**这个很重要。这是**「书名」**的故事。`a：**b` 原样。"
    script = Script(fake_llm)
    script.add("chat", reply)
    shown = one_exchange(home_with_personas, fake_llm.base_url, "你好", "原样")
    rows = screen_rows(shown)
    top = rows.index("> 你好")
    assert rows[top + 2] == "标题：正文。注意！这个很重要。这是「书名」的故事。a：**b 原样。", "\n".join(rows)
    assert "\x1b[1m标题：" in shown and "\u200b" not in shown  # bold, and no mark of how
    assert turns(home_with_personas)[-1]["text"] == reply  # what is kept is what the model wrote


def test_only_a_run_beside_wide_punctuation_is_marked() -> None:
    from twin.chat.render import HINT, cjk_emphasis

    assert cjk_emphasis("**标题：**正文") == f"**标题：{HINT}**正文"  # closes after the punctuation
    assert cjk_emphasis("是**「书名」**的") == f"是**{HINT}「书名」{HINT}**的"  # opens before it, then closes
    assert cjk_emphasis("`a**b`和**「书」**吧") == f"`a**b`和**{HINT}「书」{HINT}**吧"  # code holds no run
    for same in ("**Note:**text", "**重点**：内容", "2*3*4", "* 列表", "**粗体** 和 *斜体*", "没有星号"):
        assert cjk_emphasis(same) == same  # English as CommonMark reads it; what already works is left alone
