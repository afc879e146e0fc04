"""Neutralising control and escape sequences in text before it reaches a terminal."""

from __future__ import annotations

import re

# C0 controls except tab and newline, DEL, and C1 controls (which include CSI and OSC).
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_CSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]")
_OSC = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?")


def _visible(match: re.Match[str]) -> str:
    char = match.group(0)
    if char == "\r":
        return ""
    return f"\\x{ord(char):02x}"


def safe_text(text: str) -> str:
    """Text that cannot move the cursor, change the title or hide itself: escapes become visible."""
    text = _OSC.sub(lambda m: m.group(0).replace("\x1b", "\\x1b").replace("\x07", "\\x07"), text)
    text = _CSI.sub(lambda m: "\\x1b" + m.group(0)[1:], text)
    return _CONTROL.sub(_visible, text)
