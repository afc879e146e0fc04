"""What every command prints with, light enough for each: JSON that is safe on a terminal, tables, times.

Whether a stream is a terminal (without importing rich) is `twin.chat.render.is_terminal`.
"""

from __future__ import annotations

import json
import re
import sys
from typing import Annotated, Any

import typer

from twin.textsafe import row_text

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]  # every command's --json

C1 = re.compile(r"[\x7f-\x9f]")  # DEL and C1 controls: JSON leaves them as they are; a terminal may obey them
# beyond this a terminal gets plain aligned columns too: ruled, 1,000 rows take 860 ms against 17 ms plain, 5,000
# rows 4.4 s against 0.1 s (bench/shortcuts/run.py --only table, 2026-12-03)
PLAIN_ROWS = 1000
SHORT_CELL = 24  # a column no wider than this (a time, an id, most keys) is not wrapped on a terminal, but the widest
TYPED = frozenset({"ID", "HASH", "NAME"})  # columns of what people type back: never folded, however narrow
MIN_WRAPPED = 12  # the room the wrapped column needs beside the unwrapped ones; less, and every column folds


def count(n: int, noun: str, plural: str = "") -> str:
    """`n` and the noun, plural unless `n` is 1 ("1 diary", "3 diaries", "0 sessions"); `plural` where adding s or
    ies would not do."""
    if n == 1:
        return f"1 {noun}"
    if not plural:
        plural = noun[:-1] + "ies" if noun.endswith("y") and noun[-2:-1] not in "aeiou" else noun + "s"
    return f"{n} {plural}"


def json_text(value: Any, indent: int | None = 2) -> str:
    """JSON that is safe on a terminal: DEL and C1 controls written as \\u escapes (C0 ones always are)."""
    return C1.sub(escape_control, json.dumps(value, ensure_ascii=False, indent=indent, default=str))


def print_table(headers: list[str], rows: list[list[str]]) -> None:
    """Aligned columns, ruled on a terminal when the table is not huge; cells made safe, one line each."""
    from rich.cells import cell_len

    from twin.chat.render import is_terminal

    cells = [[row_text(str(c)).replace("\n", " ") for c in row] for row in rows]
    if is_terminal(sys.stdout) and len(cells) <= PLAIN_ROWS:
        from rich import box
        from rich.console import Console
        from rich.table import Table
        from rich.text import Text

        # two spaces between columns, as in a pipe; a narrow terminal wraps the widest column (a value, a first
        # line), not a short one (an id, a time, a confidence, a key), as long as the short ones leave it room
        console = Console(highlight=False)
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, collapse_padding=True)
        widths = [
            max([cell_len(h)] + [cell_len(row[i]) for row in cells if i < len(row)]) for i, h in enumerate(headers)
        ]
        longest = widths.index(max(widths))
        short = [i != longest and w <= SHORT_CELL for i, w in enumerate(widths)]
        kept = sum(w + 2 for w, keep in zip(widths, short, strict=True) if keep)
        room = console.width - kept - 2 * (len(headers) - sum(short) - 1)
        typed = [h in TYPED for h in headers]  # what a person types back (`why ID`): whole on one line, always
        if room < max(MIN_WRAPPED, cell_len(headers[longest])):  # too narrow for that: every other column folds
            short = typed
            least = sum(w if t else cell_len(h) for h, w, t in zip(headers, widths, typed, strict=True))
            if least + 2 * (len(headers) - 1) > console.width:  # and narrower still: a block a row
                _print_records(console, headers, cells)
                return
        for i, header in enumerate(headers):
            least = widths[i] if typed[i] else cell_len(header)
            table.add_column(header, overflow="fold", no_wrap=short[i], min_width=least)
        for row in cells:
            table.add_row(*(Text(c) for c in row))
        console.print(table)
        return
    widths = [max(cell_len(r[i]) for r in [headers, *cells]) for i in range(len(headers))]
    out = []
    for row in [headers, *cells]:
        padded = [c + " " * (w - cell_len(c)) for c, w in zip(row[:-1], widths, strict=False)]
        out.append("  ".join([*padded, row[-1]]).rstrip())
    typer.echo("\n".join(out))


def _print_records(console: Any, headers: list[str], cells: list[list[str]]) -> None:
    """A table too wide for the terminal, a block a row, a line a column ("ID  W2R8N6X3"), blocks a blank line
    apart: folded into columns, an id lost its middle to the next line and a time gained an empty one."""
    from rich.cells import cell_len
    from rich.table import Table
    from rich.text import Text

    room = max(cell_len(h) for h in headers)
    for n, row in enumerate(cells):
        block = Table.grid(padding=(0, 2))
        block.add_column(no_wrap=True, min_width=room, style="dim")
        block.add_column(overflow="fold")
        for header, cell in zip(headers, row, strict=False):
            block.add_row(header, Text(cell))
        if n:
            console.print()
        console.print(block)


def when(ts: str | None) -> str:
    """An ISO time as people read it: local date and minute ("-" when there is none)."""
    from twin.clock import local_minute

    return local_minute(ts) if ts else "-"


_C1_UTF8 = re.compile(rb"\xc2[\x80-\x9f]")  # a C1 control as UTF-8 bytes (a literal first byte: a fast scan)


def safe_json_bytes(text: str) -> bytes:
    """JSON text as UTF-8 with DEL and C1 controls escaped; a large text without any is only encoded.

    Looking for their bytes (`in` for DEL, a regex that starts with a literal byte for C1) takes a few ms on
    5 MB, where a regex over the str of wide characters took 30 to 70.
    """
    data = text.encode("utf-8")
    if b"\x7f" not in data and _C1_UTF8.search(data) is None:
        return data
    return C1.sub(escape_control, text).encode("utf-8")


def escape_control(match: re.Match[str]) -> str:
    """A matched control character as a \\uXXXX escape."""
    return f"\\u{ord(match.group(0)):04x}"
