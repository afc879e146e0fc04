"""Persona lore: what a persona knows, as entries (`[[knowledge]]` in a persona file, a card's lorebook).

An entry without keys is always in mind; an entry with keys comes to mind
only when the conversation mentions one of them, as SillyTavern's World Info
does (`relevant_knowledge`), so a long lorebook does not fill every prompt.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from twin.tokens import estimate_tokens
from twin.tomlfile import Checker, type_name

ENTRY_TOKENS = 8_000  # at most one entry's content: half of the default [context] total_tokens, which it joins
_ENTRY = re.compile(r"^\s*\[\[\s*knowledge\s*\]\]\s*(#.*)?$")
_HEADER = re.compile(r"^\s*\[")


@dataclass(frozen=True)
class Knowledge:
    """One thing the persona knows: the content, and the words that bring it to mind ([] means always)."""

    content: str
    keys: list[str] = field(default_factory=list)


def _line(text: str, index: int, key: str | None) -> int | None:
    """The line of the `index`-th [[knowledge]] entry (0-based), or of its `key`."""
    seen = -1
    inside = False
    for number, line in enumerate(text.splitlines(), 1):
        if _ENTRY.match(line):
            seen += 1
            inside = seen == index
            if inside and key is None:
                return number
            continue
        if _HEADER.match(line):
            inside = False
        elif inside and key and re.match(rf"^\s*[\"']?{re.escape(key)}[\"']?\s*=", line):
            return number
    return None


def _problem(c: Checker, index: int, key: str | None, message: str) -> None:
    line = _line(c.text, index, key) or _line(c.text, index, None)
    where = f"{c.path.name}:{line}" if line else c.path.name
    name = f"knowledge[{index + 1}]" + (f".{key}" if key else "")
    c.problems.append(f"{where}: {name}: {message}")


def parse_knowledge(c: Checker, data: dict[str, Any]) -> list[Knowledge]:
    """The [[knowledge]] entries of a parsed persona file; problems go to the checker with their line."""
    value = data.get("knowledge")
    if value is None:
        return []
    if not isinstance(value, list):
        c.problem("", "knowledge", f"expected [[knowledge]] entries, found {type_name(value)}")
        return []
    entries: list[Knowledge] = []
    for index, entry in enumerate(value):
        if not isinstance(entry, dict):
            _problem(c, index, None, f"expected a [[knowledge]] table, found {type_name(entry)}")
            continue
        for key in entry:
            if key not in ("keys", "content"):
                _problem(c, index, key, "unknown field (expected one of: content, keys)")
        content = entry.get("content")
        if not isinstance(content, str) or not content.strip():
            found = (
                "nothing" if content is None else type_name(content) if not isinstance(content, str) else "empty text"
            )
            _problem(c, index, "content" if "content" in entry else None, f"expected `content` text, found {found}")
            continue
        keys = entry.get("keys", [])
        if isinstance(keys, str):
            keys = [keys]
        if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys):
            _problem(c, index, "keys", "expected a list of strings (the words that bring this to mind)")
            continue
        if (tokens := estimate_tokens(content)) > ENTRY_TOKENS:
            _problem(c, index, "content", (
                f"about {tokens:,} tokens: an entry comes to mind whole, so it may be at most {ENTRY_TOKENS:,}; split "
                "it into entries, each with the words that bring it to mind"
            ))  # fmt: skip
            continue
        entries.append(Knowledge(content=content, keys=[k for k in keys if k.strip()]))
    return entries


def knowledge_lines(entries: list[Knowledge]) -> list[str]:
    """Entries as lines for a prompt or a background list: `keys: content`."""
    return [f"{', '.join(e.keys)}: {e.content.strip()}" if e.keys else e.content.strip() for e in entries]


def relevant_knowledge(entries: list[Knowledge], texts: Iterable[str]) -> list[Knowledge]:
    """The entries to bring to mind for these texts: those without keys, and those with a key found in them."""
    haystack = "\n".join(texts).casefold()
    return [e for e in entries if not e.keys or any(k.casefold() in haystack for k in e.keys)]
