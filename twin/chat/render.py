"""Showing a conversation: streaming Markdown on a terminal, plain text in a pipe."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterable
from typing import TextIO

from rich.console import Console
from rich.text import Text

from twin.textsafe import safe_text


class Renderer:
    """Where replies and notices go. Text is made safe before it is shown."""

    def __init__(
        self, out: TextIO | None = None, err: TextIO | None = None, *, force_terminal: bool | None = None
    ) -> None:
        self.out = out or sys.stdout
        self.console = Console(file=self.out, force_terminal=force_terminal, highlight=False, soft_wrap=False)
        self.err_console = Console(file=err or sys.stderr, highlight=False, stderr=err is None, soft_wrap=True)
        self.rich = self.console.is_terminal

    # -- notices -------------------------------------------------------------

    def banner(self, persona_name: str, model: str, note: str = "") -> None:
        """Which twin and, dimmed, which model."""
        if self.rich:
            line = Text.assemble((persona_name, "bold"), ("  ·  " + model, "dim"))
            if note:
                line.append("  ·  " + note, style="dim")
            self.console.print(line)
            self.console.print(
                Text("/help for commands · Enter sends · Alt-Enter or Ctrl-J for a new line · Ctrl-D ends", style="dim")
            )
        else:
            suffix = f" · {note}" if note else ""
            self.err_console.print(f"{persona_name} · {model}{suffix}", markup=False, highlight=False)

    def dim(self, message: str) -> None:
        """A quiet status line (stderr in a pipe, so stdout stays the conversation)."""
        if self.rich:
            self.console.print(Text(safe_text(message), style="dim"))
        else:
            print(safe_text(message), file=self.err_console.file, flush=True)

    def error(self, message: str, hint: str = "") -> None:
        """A problem and what to do next."""
        target = self.console if self.rich else self.err_console
        target.print(Text(safe_text(message), style="bold red"))
        if hint:
            target.print(Text(safe_text(hint), style="dim"))

    def say(self, name: str, text: str) -> None:
        """A whole message from the twin (a greeting, a retried reply, a replayed turn)."""
        self.stream(name, [text])

    # -- replies -------------------------------------------------------------

    def stream(self, name: str, deltas: Iterable[str]) -> str:
        """Show a reply as it arrives; return the text shown. KeyboardInterrupt passes through."""
        if not self.rich:
            return self._stream_plain(deltas)
        from rich.live import Live  # imported here, not at the top: markdown-it costs ~50 ms before the first prompt
        from rich.markdown import Markdown

        text = ""
        self.console.print(Text(name, style="bold cyan"))
        with Live(
            Markdown(""), console=self.console, refresh_per_second=12, vertical_overflow="visible", transient=False
        ) as live:
            last = 0.0
            try:
                for delta in deltas:
                    text += delta
                    moment = time.monotonic()
                    if moment - last > 0.05:
                        live.update(Markdown(safe_text(text)))
                        last = moment
            finally:
                live.update(Markdown(safe_text(text)))
        self.console.print()
        return text

    def _stream_plain(self, deltas: Iterable[str]) -> str:
        text = ""
        try:
            for delta in deltas:
                text += delta
                self.out.write(safe_text(delta))
                self.out.flush()
        finally:
            if text and not text.endswith("\n"):
                self.out.write("\n")
            self.out.flush()
        return text
