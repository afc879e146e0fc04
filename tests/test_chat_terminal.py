"""The chat loop driven through prompt-toolkit's pipe input: keys, multi-line, paste, Ctrl-C, Ctrl-D."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from tests.chatkit import turns
from tests.memorykit import Script
from twin.chat.conversation import Conversation
from twin.chat.loop import ChatLoop
from twin.chat.render import Renderer
from twin.chat.terminal import TerminalInput
from twin.home import resolve_home
from twin.persona.model import load_persona
from twin.settings import load_settings, resolve_endpoint


def run_keys(
    home: Path, keys: str | bytes, kind: type[Conversation] = Conversation, persona_name: str = "alice"
) -> tuple[int, str]:
    h = resolve_home(home)
    settings = load_settings(h)
    persona = load_persona(h.personas_dir, persona_name)
    conversation = kind(h, settings, persona, resolve_endpoint(settings, persona.model))
    out = io.StringIO()
    with create_pipe_input() as pipe:
        if isinstance(keys, bytes):
            pipe.send_bytes(keys)  # what a terminal sends, in whatever encoding
        else:
            pipe.send_text(keys)
        zh = persona.language == "zh"
        source = TerminalInput(h.input_history_path, pt_input=pipe, pt_output=DummyOutput(), zh=zh)
        status = ChatLoop(conversation, Renderer(out, out), source).run()
    return int(status), out.getvalue()


def test_enter_sends_ctrl_j_and_alt_enter_add_lines_and_ctrl_d_ends(home_with_personas: Path, script: Script) -> None:
    status, shown = run_keys(home_with_personas, "first line\nsecond line\x1b\rthird line\rsimple\r\x04")
    assert status == 0
    said = [t["text"] for t in turns(home_with_personas) if t["role"] == "user"]
    assert said == ["first line\nsecond line\nthird line", "simple"]
    assert shown.count("ok") == 2


def test_bracketed_paste_of_several_lines_is_one_message(home_with_personas: Path, script: Script) -> None:
    status, _ = run_keys(home_with_personas, "\x1b[200~line one\nline two\r\nline three\x1b[201~\r\x04")
    assert status == 0
    said = [t["text"] for t in turns(home_with_personas) if t["role"] == "user"]
    assert said == ["line one\nline two\nline three"]


def test_ctrl_c_clears_the_line_and_blank_lines_are_not_sent(home_with_personas: Path, script: Script) -> None:
    status, _ = run_keys(home_with_personas, "never mind\x03   \rreal one\r/exit\r")
    assert status == 0
    said = [t["text"] for t in turns(home_with_personas) if t["role"] == "user"]
    assert said == ["real one"]


def test_ctrl_c_right_after_enter_keeps_the_words_and_stops_only_the_reply(
    home_with_personas: Path, script: Script
) -> None:
    """A Ctrl-C pressed before the words were on disk ended the chat (130) and lost them; it waits for them now, then
    stops the reply as during one."""
    import os
    import signal

    class Interrupted(Conversation):
        armed = True

        def say(self, text: str, undecoded: bytes | None = None):  # type: ignore[no-untyped-def]
            if self.armed:  # the words about to be written: Ctrl-C now
                self.armed = False
                os.kill(os.getpid(), signal.SIGINT)
            return super().say(text, undecoded)

    status, shown = run_keys(home_with_personas, "stop this one\rthen this\r\x04", Interrupted)
    assert status == 0, shown
    said = [(t["role"], t["text"], t.get("status")) for t in turns(home_with_personas) if t.get("source") != "greeting"]
    assert said == [
        ("user", "stop this one", None),
        ("assistant", "", "interrupted"),
        ("user", "then this", None),
        ("assistant", "ok", "ok"),
    ]
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # given back


def test_history_is_kept_across_runs_in_the_home(home_with_personas: Path, script: Script) -> None:
    run_keys(home_with_personas, "remember this line\r\x04")
    # the up arrow recalls the previous run's message; Enter sends it again
    run_keys(home_with_personas, "\x1b[A\r\x04")
    said = [t["text"] for t in turns(home_with_personas) if t["role"] == "user"]
    assert said == ["remember this line", "remember this line"]
    assert not any("remember" in p.name for p in (home_with_personas / "data").rglob("*"))


@pytest.mark.parametrize(
    ("persona", "notice"),
    [
        ("alice", "(the input history could not be saved: Is a directory; messages are, as always)"),
        ("lin", "（输入历史没能保存：是文件夹，不是文件（EISDIR）；你的话照常保存）"),
    ],
    ids=["en", "zh"],
)
def test_a_history_that_cannot_be_written_never_stops_a_message(
    home_with_personas: Path, script: Script, capsys: pytest.CaptureFixture[str], persona: str, notice: str
) -> None:
    history = resolve_home(home_with_personas).input_history_path
    history.parent.mkdir(parents=True, exist_ok=True)
    history.mkdir()  # a folder where the file should be: every write of it fails, as on a full disk
    status, shown = run_keys(home_with_personas, "hello\rand again\r\x04", persona_name=persona)
    assert status == 0 and shown.count("ok") == 2
    said = [t["text"] for t in turns(home_with_personas, persona) if t["role"] == "user"]
    assert said == ["hello", "and again"]
    assert capsys.readouterr().err.splitlines().count(notice) == 1  # said once, the system's reason in Chinese too


@pytest.mark.parametrize("text", ["\x1b]0;pwned\x07title", "\x1b[2J\x1b[Hclear", "bell\x07 and \x1b[8mhidden"])
def test_escape_sequences_in_replies_are_shown_not_executed(
    home_with_personas: Path, script: Script, text: str
) -> None:
    script.add("chat", text)
    _, shown = run_keys(home_with_personas, "hi\r\x04")
    assert "\x1b" not in shown and "\x07" not in shown
    assert "\\x1b" in shown or "\\x07" in shown


def test_a_derived_database_that_cannot_be_used_never_stops_the_turn(home_with_personas: Path, script: Script) -> None:
    run_keys(home_with_personas, "I moved to Lyon last spring\r\x04")  # an earlier session
    h = resolve_home(home_with_personas)
    settings = load_settings(h)
    persona = load_persona(h.personas_dir, "alice")
    index_dir = h.twin_dir("alice") / "index"
    for path in index_dir.glob("memory.sqlite3*"):
        path.unlink()
    (index_dir / "memory.sqlite3").mkdir()  # not a database: it cannot be opened, nor replaced
    conversation = Conversation(h, settings, persona, resolve_endpoint(settings, persona.model))
    view = conversation.memory_view("Where did I move to last spring?")  # memory is read from a private copy
    assert view.notes == []
    assert "I moved to Lyon last spring" in [t.text for t in view.earlier_turns]


def typed_ahead(leader: int, follower: int) -> tuple[bytes, bytes]:
    """What the next prompt reads of a message typed (with Enter) between prompts, and what the screen showed of it."""
    import os
    import select
    import termios

    os.write(leader, b"typed ahead\r")
    shown = b""
    while select.select([leader], [], [], 0.2)[0]:  # the echo, if any, before a prompt's mode would stop it
        shown += os.read(leader, 100)
    saved = termios.tcgetattr(follower)
    attrs = termios.tcgetattr(follower)
    attrs[3] &= ~(termios.ICANON | termios.ECHO)  # as a prompt does: every byte readable as it comes
    attrs[6][termios.VMIN], attrs[6][termios.VTIME] = 0, 1
    termios.tcsetattr(follower, termios.TCSANOW, attrs)
    read = os.read(follower, 100)
    termios.tcsetattr(follower, termios.TCSANOW, saved)  # and back, as a prompt does when it returns
    return read, shown


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX terminal")
def test_between_prompts_keys_wait_unseen_enter_stays_enter_and_the_terminal_gets_its_settings_back() -> None:
    import os
    import termios

    from twin.chat.terminal import hold_keys

    leader, follower = os.openpty()
    try:
        ordinary = termios.tcgetattr(follower)
        with os.fdopen(follower, "r", closefd=False) as stream:
            read, shown = typed_ahead(leader, follower)
            assert read == b"typed ahead\n"  # Enter became a line feed: Ctrl-J, a new line
            assert shown == b"typed ahead\r\n"  # and printed over whatever was being drawn
            restore = hold_keys(stream)
            assert restore is not None
            assert typed_ahead(leader, follower) == (b"typed ahead\r", b"")  # Enter stays Enter; nothing printed
            assert hold_keys(stream) is None  # held already
            restore()
            assert termios.tcgetattr(follower) == ordinary
        assert hold_keys(io.StringIO()) is None  # not a terminal: nothing to change
    finally:
        os.close(leader)
        os.close(follower)


def test_bytes_typed_that_are_not_utf8_are_kept_and_never_crash(home_with_personas: Path, script: Script) -> None:
    import base64

    status, shown = run_keys(home_with_personas, b"caf\xe9 au lait\r\x04")  # Latin-1, as an old terminal sends it
    assert status == 0 and "bytes that are not UTF-8" in shown
    [said] = [t for t in turns(home_with_personas) if t["role"] == "user"]
    assert said["text"] == "caf\ufffd au lait"
    assert base64.b64decode(said["undecoded"]) == b"caf\xe9 au lait"


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX terminal")
def test_a_chat_terminated_while_keys_are_held_gives_the_terminal_back() -> None:
    import os
    import signal
    import subprocess
    import termios

    leader, follower = os.openpty()
    try:
        ordinary = termios.tcgetattr(follower)
        child = subprocess.Popen(
            [sys.executable, "-c", "import sys, time\nfrom twin.chat.terminal import hold_keys\n"
             "assert hold_keys(sys.stdin)\nprint('held', flush=True)\ntime.sleep(30)\n"],
            stdin=follower, stdout=subprocess.PIPE,
        )  # fmt: skip
        assert child.stdout is not None and child.stdout.readline() == b"held\n"
        assert termios.tcgetattr(follower) != ordinary
        child.send_signal(signal.SIGTERM)
        assert child.wait(timeout=10) == -signal.SIGTERM  # it still dies of the signal
        assert termios.tcgetattr(follower) == ordinary  # with echo and line editing back
    finally:
        os.close(leader)
        os.close(follower)
