"""Reading what the person types: prompt-toolkit on a terminal, plain lines from a pipe."""

from __future__ import annotations

import atexit
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, BinaryIO, Protocol, TextIO

from twin.credentials import hide
from twin.home import private_dir, private_file


class InputSource(Protocol):
    """Where messages come from. read() raises EOFError at the end and KeyboardInterrupt on Ctrl-C."""

    interactive: bool
    before_prompt: Callable[[], None] | None
    undecoded: bytes | None  # the bytes of the message read last, when they were not UTF-8 (else None)

    def read(self) -> str:
        """The next message."""
        ...

    def show_above(self, show: Callable[[], None]) -> bool:
        """Run `show` above a prompt that is waiting for input; False when no prompt is showing."""
        ...

    def close(self) -> None:
        """Give back what reading changed (the terminal's settings)."""
        ...

    def status(self, text: str) -> None:
        """Show `text` under the prompt while work goes on ("" takes it away); any thread."""
        ...


class LineInput:
    """One message per line of a pipe or file; blank lines are skipped.

    Lines are read as bytes and decoded as UTF-8 here, one at a time: a line that is not UTF-8 (a file in another
    encoding, a damaged byte) becomes its text with U+FFFD for each byte that could not be read, and its bytes are
    kept in `undecoded` for the caller to store; the lines after it are read as usual.
    """

    interactive = False

    def __init__(self, stream: BinaryIO) -> None:
        self.stream = stream
        self.before_prompt: Callable[[], None] | None = None
        self.undecoded: bytes | None = None
        self.line = 0  # the number of the line read last

    def read(self) -> str:
        """The next non-blank line."""
        for raw in self.stream:
            self.line += 1
            raw = raw.rstrip(b"\r\n")
            try:
                text, self.undecoded = raw.decode("utf-8"), None
            except UnicodeDecodeError:
                text, self.undecoded = raw.decode("utf-8", "replace"), raw
            if text.strip():
                return text
        raise EOFError

    def show_above(self, show: Callable[[], None]) -> bool:
        """A pipe has no prompt to print above."""
        return False

    def status(self, text: str) -> None:
        """A pipe has no prompt to show it under."""

    def close(self) -> None:
        """Nothing to give back."""


def _history(file_history: type, path: Path) -> Any:
    """prompt-toolkit's FileHistory that never stops a message: a history file it cannot read or write (a full
    disk, a read-only home, a folder in its place) is skipped, and `failure` says why. A secret typed (a password, a
    key: twin/credentials.py) is written to the file as "[secret]", as the session file keeps it; the arrow keys give
    it back as typed until the chat ends."""

    class History(file_history):  # type: ignore[misc,valid-type]
        failure: OSError | None = None
        told = False

        def load_history_strings(self) -> Any:
            try:
                yield from super().load_history_strings()
            except OSError as exc:
                self.failure = exc

        def store_string(self, string: str) -> None:
            try:
                super().store_string(hide(string)[0])
            except OSError as exc:
                self.failure = exc

    return History(str(path))


class TerminalInput:
    """A prompt with history across runs, multi-line editing and paste."""

    interactive = True

    def __init__(
        self, history_path: Path, prompt: str = "> ", *, pt_input: Any = None, pt_output: Any = None, zh: bool = False
    ) -> None:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import FileHistory
        from prompt_toolkit.key_binding import KeyBindings
        from prompt_toolkit.styles import Style

        bindings = KeyBindings()

        @bindings.add("escape", "enter")  # Alt-Enter
        @bindings.add("c-j")
        def _newline(event: Any) -> None:
            event.current_buffer.insert_text("\n")

        try:
            private_file(private_dir(history_path.parent) / history_path.name)  # what was typed: owner-only
        except OSError:
            pass  # the history is skipped (said once, below); the chat goes on
        self._real_terminal = pt_input is None  # the process's own terminal (tests give prompt-toolkit a pipe)
        self.undecoded: bytes | None = None  # prompt-toolkit decodes what is typed itself
        self._restore: Callable[[], None] | None = None
        self.prompt = prompt
        self._status = ""  # how far background work is, shown above the prompt while it goes on
        self.zh = zh  # the chat speaks Chinese: its own notices do too
        self.before_prompt: Callable[[], None] | None = None
        self.history = _history(FileHistory, history_path)
        self.session: Any = PromptSession(
            history=self.history,
            key_bindings=bindings,
            multiline=False,
            prompt_continuation=lambda width, line, wrap: "." * (width - 1) + " ",
            input=pt_input,
            output=pt_output,
            enable_history_search=False,
            style=Style.from_dict({"status": "fg:ansibrightblack"}),
        )

    def read(self) -> str:
        """Wait for a message; Enter sends it. Keys typed while the reply before it streamed come to this prompt."""
        while True:
            text = str(self.session.prompt(self._message, pre_run=self.before_prompt))
            if self.history.failure is not None and not self.history.told:  # said once: the message itself goes on
                self.history.told = True
                from twin.chat.words import say
                from twin.errors import os_reason

                why = os_reason(self.history.failure)[1 if self.zh else 0]  # in Chinese from the errno
                print(say(self.zh, "history-unsaved", why=why), file=sys.stderr)
            if self._restore is None and self._real_terminal:
                self._restore = hold_keys(sys.stdin)
            self.undecoded = None
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:  # bytes that were not UTF-8, which prompt-toolkit keeps as surrogates
                self.undecoded = text.encode("utf-8", "surrogateescape")
                text = self.undecoded.decode("utf-8", "replace")
            if text.strip():
                return text

    def close(self) -> None:
        """Give the terminal its settings back (the chat ends)."""
        if self._restore is not None:
            self._restore()
            self._restore = None

    def status(self, text: str) -> None:
        """Show `text` dimmed on a line of the prompt's own, above where the person types, while work goes on; ""
        takes it away. From any thread: the prompt is drawn again at once if it is showing. (Not prompt-toolkit's
        bottom toolbar: it is drawn only where the terminal answers where its cursor is, which not every one does.)"""
        self._status = text
        app = self.session.app
        if app.is_running:
            app.invalidate()

    def _message(self) -> Any:
        """The prompt, under the status line when there is one."""
        if not self._status:
            return self.prompt
        return [("class:status", self._status), ("", "\n" + self.prompt)]

    def show_above(self, show: Callable[[], None]) -> bool:
        """Print above the waiting prompt (from any thread), then redraw the prompt under it."""
        from prompt_toolkit.application import run_in_terminal

        app = self.session.app
        loop, context = app.loop, app.context
        if not app.is_running or loop is None or context is None:
            return False
        loop.call_soon_threadsafe(lambda: context.copy().run(run_in_terminal, show))
        return True


def hold_keys(stream: TextIO) -> Callable[[], None] | None:
    """Between prompts, keep what is typed unseen and unchanged for the next prompt; return what gives it back.

    Between prompts (while a reply streams) the terminal would be in its ordinary mode. Its ECHO printed each
    key into the reply as rich's Live redrew it: a key typed after a full-width row wrapped the cursor onto the
    next one, Live then redrew one row too low, and the partial reply stayed on the screen above the whole one.
    Its ICRNL turned the Enter key's carriage return into a line feed, which the next prompt read as Ctrl-J, the
    chat's new line, so a message typed ahead waited instead of being sent. Here ECHO, ICANON (the kernel's line
    editing) and ICRNL are off: every key waits in the terminal's queue as typed, and the next prompt reads it
    as if typed there. Ctrl-C still stops a reply (ISIG stays on), and NOFLSH keeps the kernel from throwing away
    what was typed ahead when it does (a message typed while the reply streamed was lost). prompt-toolkit sets
    its own mode while a prompt runs and comes back to this one. The settings are given back when the chat ends,
    and at exit. None when `stream` is not a terminal (or is in this mode already).
    """
    try:
        import termios
    except ImportError:  # not a POSIX system
        return None
    try:
        fd = stream.fileno()
        if not os.isatty(fd):
            return None
        saved = termios.tcgetattr(fd)
        changed = list(saved)
        changed[0] = saved[0] & ~termios.ICRNL
        changed[3] = saved[3] & ~(termios.ECHO | termios.ICANON) | termios.NOFLSH
        if changed == saved:
            return None
        changed[6] = list(saved[6])
        changed[6][termios.VMIN], changed[6][termios.VTIME] = 1, 0  # a read would wait for one key, as a line did
        termios.tcsetattr(fd, termios.TCSANOW, changed)  # TCSANOW, not TCSAFLUSH: what was typed stays
    except (termios.error, OSError, ValueError):
        return None

    import signal

    deaths = [s for s in (signal.SIGTERM, signal.SIGHUP) if signal.getsignal(s) == signal.SIG_DFL]

    def restore() -> None:
        atexit.unregister(restore)
        for signum in deaths:
            signal.signal(signum, signal.SIG_DFL)
        try:
            termios.tcsetattr(fd, termios.TCSANOW, saved)
        except (termios.error, OSError, ValueError):
            pass  # the terminal is gone

    def die(signum: int, frame: Any) -> None:  # SIGTERM, SIGHUP: the terminal gets its settings back first
        restore()
        os.kill(os.getpid(), signum)  # then the signal does what it did before (SIG_DFL again)

    atexit.register(restore)
    if threading.current_thread() is threading.main_thread():
        for signum in deaths:
            signal.signal(signum, die)
    return restore
