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


def run_keys(home: Path, keys: str) -> tuple[int, str]:
    h = resolve_home(home)
    settings = load_settings(h)
    persona = load_persona(h.personas_dir, "alice")
    conversation = Conversation(h, settings, persona, resolve_endpoint(settings, persona.model))
    out = io.StringIO()
    with create_pipe_input() as pipe:
        pipe.send_text(keys)
        source = TerminalInput(h.input_history_path, pt_input=pipe, pt_output=DummyOutput())
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


def test_history_is_kept_across_runs_in_the_home(home_with_personas: Path, script: Script) -> None:
    run_keys(home_with_personas, "remember this line\r\x04")
    # the up arrow recalls the previous run's message; Enter sends it again
    run_keys(home_with_personas, "\x1b[A\r\x04")
    said = [t["text"] for t in turns(home_with_personas) if t["role"] == "user"]
    assert said == ["remember this line", "remember this line"]
    assert not any("remember" in p.name for p in (home_with_personas / "data").rglob("*"))


@pytest.mark.parametrize("text", ["\x1b]0;pwned\x07title", "\x1b[2J\x1b[Hclear", "bell\x07 and \x1b[8mhidden"])
def test_escape_sequences_in_replies_are_shown_not_executed(
    home_with_personas: Path, script: Script, text: str
) -> None:
    script.add("chat", text)
    _, shown = run_keys(home_with_personas, "hi\r\x04")
    assert "\x1b" not in shown and "\x07" not in shown
    assert "\\x1b" in shown or "\\x07" in shown


def exchange(conversation: Conversation, text: str) -> None:
    reply = conversation.ask(text)
    for _ in reply:
        pass
    conversation.finish(reply)


def test_after_the_first_exchange_the_collector_stays_out_of_turns(home_with_personas: Path, script: Script) -> None:
    import gc

    from twin.chat import conversation

    threshold = gc.get_threshold()
    h = resolve_home(home_with_personas)
    settings = load_settings(h)
    persona = load_persona(h.personas_dir, "alice")
    gc.set_threshold(700, 10, 10)
    conversation._heap_settled = False
    try:
        chat = Conversation(h, settings, persona, resolve_endpoint(settings, persona.model), memory=False)
        frozen = gc.get_freeze_count()
        exchange(chat, "hello")
        assert gc.get_threshold() == (conversation.YOUNG_OBJECTS, 10, 10)
        settled = gc.get_freeze_count()
        assert settled > frozen  # what was alive then (the stores just loaded) is out of its sight
        exchange(chat, "and again")
        again = Conversation(h, settings, persona, resolve_endpoint(settings, persona.model), memory=False)
        exchange(again, "a second chat in the same process")
        assert gc.get_freeze_count() <= settled  # once a process: later turns' objects stay collectable

        conversation._heap_settled = False
        gc.unfreeze()
        gc.set_threshold(700, 10, 10)
        gc.disable()  # a host that turned the collector off
        exchange(Conversation(h, settings, persona, resolve_endpoint(settings, persona.model), memory=False), "hi")
        assert gc.get_threshold() == (700, 10, 10) and not gc.isenabled()
    finally:
        gc.enable()
        gc.unfreeze()
        gc.set_threshold(*threshold)


def test_memory_is_read_while_the_person_types_and_a_failure_is_left_to_the_turn(
    home_with_personas: Path, script: Script
) -> None:
    from twin.recall.index import SearchIndex

    run_keys(home_with_personas, "I moved to Lyon last spring\r\x04")  # an earlier session
    h = resolve_home(home_with_personas)
    settings = load_settings(h)
    persona = load_persona(h.personas_dir, "alice")
    conversation = Conversation(h, settings, persona, resolve_endpoint(settings, persona.model))
    index_dir = h.twin_dir("alice") / "index"
    for path in index_dir.glob("search.sqlite3*"):
        path.unlink()
    conversation.warm_memory(background=True)  # on a thread of its own: typing never waits for it
    assert conversation.reader.chapters._offset > 0  # the first use waits for it: the chapters were read
    with SearchIndex(h.twin_dir("alice")) as index:
        assert index.count("turn") == len(turns(home_with_personas))  # searchable before the first message
    conversation.reader.index().close()

    broken = Conversation(h, settings, persona, resolve_endpoint(settings, persona.model))
    for path in index_dir.glob("search.sqlite3*"):
        path.unlink()
    (index_dir / "search.sqlite3").mkdir()  # not a database: the index cannot be opened
    Conversation(h, settings, persona, resolve_endpoint(settings, persona.model)).warm_memory()  # raises nothing
    broken.warm_memory(background=True)  # nor on its thread
    view = broken.memory_view("Where did I move?")  # the turn meets it, and goes on without recall
    assert any(note.startswith("recall skipped") for note in view.notes)


def typed_ahead(leader: int, follower: int) -> bytes:
    """What the next prompt reads of a message typed (with Enter) while the terminal was in its ordinary mode."""
    import os
    import termios

    os.write(leader, b"typed ahead\r")
    attrs = termios.tcgetattr(follower)
    attrs[3] &= ~termios.ICANON  # as a prompt does: every byte readable as it comes
    attrs[6][termios.VMIN], attrs[6][termios.VTIME] = 0, 1
    termios.tcsetattr(follower, termios.TCSANOW, attrs)
    read = os.read(follower, 100)
    attrs[3] |= termios.ICANON
    termios.tcsetattr(follower, termios.TCSANOW, attrs)
    return read


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX terminal")
def test_between_prompts_enter_stays_enter_and_the_terminal_gets_its_setting_back() -> None:
    import os
    import termios

    from twin.chat.terminal import keep_enter

    leader, follower = os.openpty()
    try:
        with os.fdopen(follower, "r", closefd=False) as stream:
            assert typed_ahead(leader, follower) == b"typed ahead\n"  # Enter became a line feed: Ctrl-J, a new line
            restore = keep_enter(stream)
            assert restore is not None and not termios.tcgetattr(follower)[0] & termios.ICRNL
            assert typed_ahead(leader, follower) == b"typed ahead\r"  # Enter stays Enter: the message is sent
            restore()
            assert termios.tcgetattr(follower)[0] & termios.ICRNL
        assert keep_enter(io.StringIO()) is None  # not a terminal: nothing to change
    finally:
        os.close(leader)
        os.close(follower)
