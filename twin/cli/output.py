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


def escape_control(match: re.Match[str]) -> str:
    """A matched control character as a \\uXXXX escape."""
    return f"\\u{ord(match.group(0)):04x}"
