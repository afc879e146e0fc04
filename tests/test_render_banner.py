"""The banner: prompt-toolkit on a capable terminal, rich where rich knows better, plain text in a pipe."""

from __future__ import annotations

import io
import os
import select
import sys

import pytest

from twin.chat.render import Renderer


def test_a_pipe_gets_one_plain_line_on_stderr() -> None:
    out, err = io.StringIO(), io.StringIO()
    Renderer(out, err).banner("Alice", "m", "note", "keys")
    assert (out.getvalue(), err.getvalue()) == ("", "Alice · m · note\n")


def test_a_pipe_forced_to_colour_gets_rich_styles_and_plain_newlines() -> None:
    out = io.StringIO()
    Renderer(out, io.StringIO(), force_terminal=True).banner("Alice", "m", "", "keys")
    text = out.getvalue()
    assert "\x1b[1mAlice" in text and "keys" in text and "\r\n" not in text


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
@pytest.mark.parametrize("term, styled", [("xterm-256color", True), ("dumb", False)])
def test_a_real_terminal_styled_unless_dumb(monkeypatch: pytest.MonkeyPatch, term: str, styled: bool) -> None:
    monkeypatch.setenv("TERM", term)
    monkeypatch.delenv("NO_COLOR", raising=False)
    main, other = os.openpty()
    with open(other, "w", encoding="utf-8", closefd=True) as tty:
        Renderer(tty, io.StringIO()).banner("Alice", "m", "", "keys")
        tty.flush()
        shown = ""
        while "keys" not in shown and select.select([main], [], [], 5)[0]:  # the lines may come in two reads
            shown += os.read(main, 4096).decode("utf-8")
    os.close(main)
    assert "Alice" in shown and "keys" in shown
    assert ("\x1b[" in shown) is styled


def test_the_keys_line_folds_between_keys_on_a_narrow_terminal() -> None:
    from twin.chat.render import _fold

    keys = "/help for commands · Enter sends · Alt-Enter or Ctrl-J for a new line · Ctrl-D ends"
    assert _fold(keys, " · ", 100) == keys
    assert _fold(keys, " · ", 40).splitlines() == [
        "/help for commands · Enter sends",
        "Alt-Enter or Ctrl-J for a new line",
        "Ctrl-D ends",
    ]
    assert _fold("按 Enter 发送 · Ctrl-D 结束", " · ", 16).splitlines() == [
        "按 Enter 发送",
        "Ctrl-D 结束",
    ]  # CJK: 2 cells


def test_the_name_before_a_reply_shows_its_escapes_and_runs_none() -> None:
    """A name from an imported card ("Evil\\x1b[31mRED\\x1b]0;pwned\\x07Bot") was printed raw before every reply: a live
    colour change and a window title set, where the banner and every list showed it escaped."""
    out = io.StringIO()
    Renderer(out, io.StringIO(), force_terminal=True).stream("Evil\x1b[31mRED\x1b]0;pwned\x07Bot", iter(["hi"]))
    text = out.getvalue()
    assert "\x1b]0;" not in text and "\x1b[31mRED" not in text and "\x07" not in text
    assert "Evil" in text and "RED" in text


@pytest.mark.parametrize("width", [40, 60, 100])
def test_a_long_chinese_table_cell_folds_onto_more_lines_and_keeps_its_end(width: int) -> None:
    """A Markdown table cut a Chinese cell with "…" at any width (a column's overflow is "ellipsis", and a Chinese
    sentence has no space to wrap at); an English one wrapped."""
    from rich.console import Console

    from twin.chat.render import shown_markdown

    cell = "一個好長好長嘅描述，用嚟測試表格喺窄終端入面嘅顯示效果，仲有更多更多嘅字喺後面，最後一句係：結尾在此。"
    table = f"| 名字 | 說明 |\n| --- | --- |\n| 阿明 | {cell} |\n"
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(shown_markdown(table))
    shown = "".join(line.strip().split(" ", 1)[-1].strip() for line in out.getvalue().splitlines()[3:])
    assert "…" not in out.getvalue() and "結尾在此。" in shown, out.getvalue()


@pytest.mark.parametrize("zh", [False, True])
def test_help_on_a_narrow_terminal_wraps_each_description_in_its_own_column(zh: bool) -> None:
    """At 80 columns /help's descriptions wrapped back under the commands; a Chinese one was cut with "…"."""
    from types import SimpleNamespace

    from rich.console import Console

    from twin.chat.commands import _help

    out = io.StringIO()
    console = Console(file=out, width=60, color_system=None)
    renderer = SimpleNamespace(rich=True, console=console, dim=console.print)
    _help(SimpleNamespace(renderer=renderer, zh=zh), "")  # type: ignore[arg-type]
    lines = out.getvalue().splitlines()
    column = lines[0].index("显示" if zh else "show")
    recall = next(i for i, line in enumerate(lines) if line.lstrip().startswith("/recall"))
    assert lines[recall + 1][:column].strip() == "" and lines[recall + 1][column:].strip()  # wrapped in its column
    assert "…" not in out.getvalue()
