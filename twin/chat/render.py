"""Showing a conversation: streaming Markdown on a terminal, plain text in a pipe."""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Iterable
from functools import cache
from typing import IO, TYPE_CHECKING, Any, TextIO

from twin.textsafe import safe_text

# rich decides from these before it asks the stream (TTY_COMPATIBLE=1 or FORCE_COLOR make a pipe a terminal)
_RICH_OVERRIDES = ("TTY_COMPATIBLE", "FORCE_COLOR")


def is_terminal(stream: IO[Any]) -> bool:
    """What rich's `Console(file=stream).is_terminal` says, importing rich only when an override is set."""
    if any(name in os.environ for name in _RICH_OVERRIDES):
        from rich.console import Console

        return Console(file=stream).is_terminal
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty is not None and isatty())
    except ValueError:  # a closed stream
        return False


if TYPE_CHECKING:
    from rich.console import Console
    from rich.markdown import Markdown


class Renderer:
    """Where replies and notices go. Text is made safe before it is shown.

    rich (about 30 ms to import) is loaded when something is first shown with it, not before the first
    prompt: the banner on a terminal is drawn with prompt-toolkit, which the prompt loads anyway, and a
    pipe gets plain text.
    """

    def __init__(
        self, out: TextIO | None = None, err: TextIO | None = None, *, force_terminal: bool | None = None
    ) -> None:
        self.out = out or sys.stdout
        self.err = err
        self.force_terminal = force_terminal
        self.rich = force_terminal if force_terminal is not None else is_terminal(self.out)
        self._console: Console | None = None
        self._err_console: Console | None = None
        self._making = threading.Lock()

    @property
    def console(self) -> Console:
        """rich's console on the output (made once, even when memory work prints from another thread)."""
        with self._making:
            if self._console is None:
                from rich.console import Console

                self._console = Console(
                    file=self.out, force_terminal=self.force_terminal, highlight=False, soft_wrap=False
                )
            return self._console

    @property
    def err_console(self) -> Console:
        """rich's console on standard error (or on `err`)."""
        with self._making:
            if self._err_console is None:
                from rich.console import Console

                self._err_console = Console(file=self.err, highlight=False, stderr=self.err is None, soft_wrap=True)
            return self._err_console

    def warm_up(self) -> None:
        """Import what the first reply will need (rich, its Markdown), so it shows at once; call off the main path."""
        if self.rich:
            from rich.live import Live  # noqa: F401
            from rich.markdown import Markdown  # noqa: F401

            self.console  # noqa: B018  (made now, not when the first reply arrives)

    # -- notices -------------------------------------------------------------

    def banner(self, persona_name: str, model: str, note: str = "", keys: str = "") -> None:
        """Which twin and, dimmed, which model; on a terminal, a dim line of `keys` (how to type) under it."""
        parts = [safe_text(p) for p in (persona_name, model, note) if p]
        if not self.rich:
            print(" · ".join(parts), file=self.err or sys.stderr, flush=True)
            return
        details = "".join("  ·  " + p for p in parts[1:])
        if not _plain_tty(self.out):  # a dumb terminal, or a pipe made a terminal by FORCE_COLOR: rich knows how
            from rich.text import Text

            self.console.print(Text.assemble((parts[0], "bold"), (details, "dim")))
            if keys:
                self.console.print(Text(keys, style="dim"))
            return
        from prompt_toolkit import print_formatted_text
        from prompt_toolkit.formatted_text import FormattedText
        from prompt_toolkit.output import create_output

        output = create_output(stdout=self.out)
        keys = _fold(keys, " · ", output.get_size().columns) if keys else ""  # a narrow terminal: between the keys
        line = FormattedText([("bold", parts[0]), ("dim", details)] + ([("", "\n"), ("dim", keys)] if keys else []))
        print_formatted_text(line, output=output)

    def dim(self, message: str) -> None:
        """A quiet status line (stderr in a pipe, so stdout stays the conversation)."""
        if self.rich:
            from rich.text import Text

            self.console.print(Text(safe_text(message), style="dim"))
        else:
            print(safe_text(message), file=self.err or sys.stderr, flush=True)

    def error(self, message: str, hint: str = "") -> None:
        """A problem and what to do next."""
        from rich.text import Text

        target = self.console if self.rich else self.err_console
        target.print(Text(safe_text(message), style="bold red"))
        if hint:
            target.print(Text(safe_text(hint), style="dim"))

    def say(self, name: str, text: str) -> None:
        """A whole message from the twin (a retried reply, a replayed turn)."""
        self.stream(name, [text])

    def greet(self, name: str, text: str) -> None:
        """The twin's greeting, which is no reply: shown as one on a terminal; in a pipe on stderr, so that stdout
        holds the replies and nothing else (`... | twin chat alice > reply.txt`)."""
        if self.rich:
            self.say(name, text)
        else:
            print(safe_text(text), file=self.err or sys.stderr, flush=True)

    # -- replies -------------------------------------------------------------

    def stream(self, name: str, deltas: Iterable[str]) -> str:
        """Show a reply as it arrives; return the text shown. KeyboardInterrupt passes through."""
        if not self.rich:
            return self._stream_plain(deltas)
        from rich.live import Live  # imported here, not at the top: markdown-it costs ~50 ms before the first prompt
        from rich.segment import Segment, Segments
        from rich.text import Text

        text = ""
        done = 0  # how much of the text is printed for good, above the live part
        self.console.print(Text(safe_text(name), style="bold cyan"))  # a name from a card may hold escapes
        # a live part taller than the screen would be drawn again below its own copy (the cursor cannot go back
        # above the top): finished blocks are printed for good as soon as the live part would not fit, and a block
        # still taller than the screen shows its last lines until the reply is whole. Drawn only here (no refresh
        # thread), so nothing draws between a block printed for good and the part after it.
        with Live(shown_markdown(""), console=self.console, auto_refresh=False, transient=False) as live:
            next_at = 0.0

            def show(final: bool = False) -> None:
                nonlocal done
                room = max(self.console.size.height - 2, 4)
                tail = shown_markdown(text[done:])
                tall = text.count("\n", done) >= room // 2 or len(text) - done > room * self.console.width // 2
                lines = self.console.render_lines(tail, pad=False) if tall else []
                if len(lines) > room and (cut := settled(text[done:])):
                    live.console.print(shown_markdown(text[done : done + cut]))
                    if not spaced(text[done + cut :]):  # the blank line the whole reply would have between them
                        live.console.print()
                    done += cut
                    tail = shown_markdown(text[done:])
                    lines = self.console.render_lines(tail, pad=False)
                if len(lines) > room and not final:
                    live.update(Segments([s for line in lines[-room:] for s in (*line, Segment.line())]), refresh=True)
                else:  # whole: at the end Live draws it whole, however tall
                    live.update(tail, refresh=not final)

            try:
                for delta in deltas:
                    text += delta
                    if time.monotonic() >= next_at:
                        began = time.monotonic()
                        show()
                        # a draw costs the length of the open block (a code fence is one until it closes), so the
                        # next waits twice that: drawing takes at most a third of the reply's time (300 lines of
                        # code at 50 tokens/s took 325 s to show, 74 s now, the pipe's 73 s;
                        # test_a_long_code_block_streams_in_the_time_of_a_short_one)
                        next_at = time.monotonic() + max(0.05, 2 * (time.monotonic() - began))
            finally:
                show(final=True)
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


def _fold(text: str, separator: str, columns: int) -> str:
    """`text` made of parts joined by `separator`, cut between parts into lines of at most `columns` cells."""
    from prompt_toolkit.utils import get_cwidth

    lines: list[str] = []
    for part in text.split(separator):
        if lines and get_cwidth(lines[-1] + separator + part) <= columns:
            lines[-1] += separator + part
        else:
            lines.append(part)
    return "\n".join(lines)


# Where a Chinese reply's bold or italics stays asterisks: CommonMark lets `**` close only after a letter, or after
# punctuation when a space or more punctuation follows. English puts a space after "Note:", Chinese does not:
# "**标题：**正文" and "是**「书名」**的" show their asterisks (as on GitHub; the proposal that fixes it upstream is
# "CJK-friendly emphasis"). A zero-width space between the punctuation and the run makes the run flank a character
# that is not punctuation, as a letter would; it is parsed, then taken out of what is drawn.
HINT = "\u200b"


def shown_markdown(text: str) -> Markdown:
    """A reply as rich draws it: escapes made visible, a run of `*` beside Chinese punctuation read as the
    writer meant it, and a table's cells folded where they are too long (`_folding_markdown`)."""
    safe = safe_text(text)
    hinted = cjk_emphasis(safe)
    markdown = _folding_markdown()(hinted)
    if hinted != safe:
        for token in markdown.parsed:
            token.content = token.content.replace(HINT, "")
            for child in token.children or ():
                child.content = child.content.replace(HINT, "")
    return markdown


@cache
def _folding_markdown() -> type[Markdown]:
    """rich's Markdown whose tables fold a cell's words onto more lines: a column's overflow is "ellipsis", and a
    Chinese sentence has no space to wrap at, so a long cell was cut with "…" at any width."""
    from rich.markdown import Markdown, TableElement

    class FoldingTable(TableElement):
        def __rich_console__(self, console: Any, options: Any) -> Any:
            rows = [self.header.row] if self.header is not None and self.header.row is not None else []
            rows += self.body.rows if self.body is not None else []
            for row in rows:
                for cell in row.cells:
                    cell.content.overflow = "fold"
            yield from super().__rich_console__(console, options)

    class FoldingMarkdown(Markdown):
        elements = {**Markdown.elements, "table_open": FoldingTable}

    return FoldingMarkdown


def cjk_emphasis(text: str) -> str:
    """`text` with HINT between a run of `*` and the punctuation beside it, where the run's other side is a
    character that is not punctuation and one of the two is wide (Chinese, Japanese, Korean): after the
    punctuation for a run that closes ("：**正"), before it for one that opens ("是**「"). Runs open and close in
    turn within a paragraph, as a writer means them; one with a space on each side is neither, and code holds none."""
    if "*" not in text:
        return text
    import re
    import unicodedata

    def punctuation(c: str) -> bool:
        ascii_mark = c.isascii() and c.isprintable() and not (c.isalnum() or c.isspace())
        return ascii_mark or unicodedata.category(c).startswith("P")

    def letter(c: str) -> bool:
        return not c.isspace() and not punctuation(c)

    def wide(*chars: str) -> bool:
        return any(unicodedata.east_asian_width(c) in "WF" for c in chars)

    parts: list[str] = []
    last = 0
    opened = False  # a run opened in this paragraph waits for its closing one
    for run in re.finditer(r"\n\s*\n|`[^`\n]*`|\*+", text):  # a paragraph's end, code, or a run
        start, end = run.span()
        if run.group()[0] != "*":
            opened = opened and run.group()[0] == "`"
            continue
        before = text[start - 1] if start else " "
        after = text[end] if end < len(text) else " "
        if before.isspace() and after.isspace():
            continue
        parts.append(text[last:start])
        if opened and punctuation(before) and letter(after) and wide(before, after):
            parts += [HINT, run.group()]
        elif not opened and letter(before) and punctuation(after) and wide(before, after):
            parts += [run.group(), HINT]
        else:
            parts.append(run.group())
        opened = not opened
        last = end
    parts.append(text[last:])
    return "".join(parts)


SPACED = ("bullet_list_open", "ordered_list_open", "blockquote_open", "table_open", "fence", "code_block")


def spaced(markdown: str) -> bool:
    """Whether rich draws the first block of `markdown` with a blank line (or a blank padding line) above it, as it
    does a list, a quote, a table and code."""
    from markdown_it import MarkdownIt

    tokens = MarkdownIt().enable("strikethrough").enable("table").parse(markdown)
    return any(t.type in SPACED for t in tokens[:1])


def settled(markdown: str) -> int:
    """Where the finished blocks of a Markdown text being written end (0: none yet): the start of its last
    top-level block, as markdown-it reads it (a list, a quote or a code fence is one block, however many blank lines
    it holds). What comes before it renders the same whatever follows."""
    from markdown_it import MarkdownIt  # rich's own parser, configured as rich.markdown configures it

    tokens = MarkdownIt().enable("strikethrough").enable("table").parse(markdown)
    starts = [t.map[0] for t in tokens if t.level == 0 and t.nesting >= 0 and t.map]
    if len(starts) < 2:
        return 0
    lines = markdown.splitlines(keepends=True)
    return sum(len(line) for line in lines[: starts[-1]])


def _plain_tty(out: TextIO) -> bool:
    """A real terminal that understands escape sequences (not TERM=dumb), where prompt-toolkit may draw."""
    try:
        tty = out.isatty()
    except (AttributeError, ValueError):
        return False
    return tty and os.environ.get("TERM", "") not in ("dumb", "unknown")
