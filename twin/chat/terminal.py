"""Reading what the person types: prompt-toolkit on a terminal, plain lines from a pipe."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol, TextIO


class InputSource(Protocol):
    """Where messages come from. read() raises EOFError at the end and KeyboardInterrupt on Ctrl-C."""

    interactive: bool

    def read(self) -> str:
        """The next message."""
        ...


class LineInput:
    """One message per line of a pipe or file; blank lines are skipped."""

    interactive = False

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def read(self) -> str:
        """The next non-blank line."""
        for line in self.stream:
            text = line.rstrip("\r\n")
            if text.strip():
                return text
        raise EOFError


class TerminalInput:
    """A prompt with history across runs, multi-line editing and paste."""

    interactive = True

    def __init__(self, history_path: Path, prompt: str = "> ", *, pt_input: Any = None, pt_output: Any = None) -> None:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import FileHistory
        from prompt_toolkit.key_binding import KeyBindings

        bindings = KeyBindings()

        @bindings.add("escape", "enter")  # Alt-Enter
        @bindings.add("c-j")
        def _newline(event: Any) -> None:
            event.current_buffer.insert_text("\n")

        history_path.parent.mkdir(parents=True, exist_ok=True)
        self.prompt = prompt
        self.session: Any = PromptSession(
            history=FileHistory(str(history_path)),
            key_bindings=bindings,
            multiline=False,
            prompt_continuation=lambda width, line, wrap: "." * (width - 1) + " ",
            input=pt_input,
            output=pt_output,
            enable_history_search=False,
        )

    def read(self) -> str:
        """Wait for a message; Enter sends it."""
        while True:
            text = self.session.prompt(self.prompt)
            if text.strip():
                return str(text)
