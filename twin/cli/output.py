"""Output helpers light enough for every command: is it a terminal (without importing rich), JSON safe on one.

rich costs about 30 ms to import. A command whose output goes to a pipe (a script, `| less`, `| grep`)
prints plain text and never needs it, so it asks here first.
"""

from __future__ import annotations

import json
import os
import re
from typing import IO, Any

# rich decides from these before it asks the stream (TTY_COMPATIBLE=1 or FORCE_COLOR make a pipe a terminal)
_RICH_OVERRIDES = ("TTY_COMPATIBLE", "FORCE_COLOR")
C1 = re.compile(r"[\x7f-\x9f]")  # DEL and C1 controls: JSON leaves them as they are; a terminal may obey them


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


def json_text(value: Any) -> str:
    """JSON that is safe on a terminal: DEL and C1 controls written as \\u escapes (C0 ones always are)."""
    return C1.sub(escape_control, json.dumps(value, ensure_ascii=False, indent=2, default=str))


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
