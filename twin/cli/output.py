"""Output helpers light enough for every command: JSON that is safe on a terminal.

Whether a stream is a terminal (without importing rich) is `twin.chat.render.is_terminal`.
"""

from __future__ import annotations

import json
import re
from typing import Annotated, Any

import typer

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]  # every command's --json

C1 = re.compile(r"[\x7f-\x9f]")  # DEL and C1 controls: JSON leaves them as they are; a terminal may obey them


def count(n: int, noun: str, plural: str = "") -> str:
    """`n` and the noun, plural unless `n` is 1 ("1 diary", "3 diaries", "0 sessions"); `plural` where adding s or
    ies would not do."""
    if n == 1:
        return f"1 {noun}"
    if not plural:
        plural = noun[:-1] + "ies" if noun.endswith("y") and noun[-2:-1] not in "aeiou" else noun + "s"
    return f"{n} {plural}"


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
