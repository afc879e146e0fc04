"""Versioned prompt files, one per task and language, loaded with importlib.resources.

A file is `<task>.<lang>.v<N>.md`. A shipped file is never edited; a new
version is added and becomes the default, and every record a prompt produces
stores the prompt's id (`<task>.<lang>.v<N>`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from string import Template

_NAME = re.compile(r"^(?P<task>[a-z_]+)\.(?P<lang>[a-z]{2})\.v(?P<version>\d+)\.md$")


@dataclass(frozen=True)
class Prompt:
    """One prompt file: its id and its text with $slots."""

    id: str
    text: str

    def render(self, **slots: str) -> str:
        """The text with every $slot filled; a missing slot is an error in our code, not the user's."""
        return Template(self.text).substitute(**slots)


@cache
def _catalog() -> dict[tuple[str, str], list[tuple[int, str]]]:
    found: dict[tuple[str, str], list[tuple[int, str]]] = {}
    for entry in resources.files(__package__).iterdir():
        match = _NAME.match(entry.name)
        if match:
            key = (match["task"], match["lang"])
            found.setdefault(key, []).append((int(match["version"]), entry.name))
    return found


def load_prompt(task: str, language: str, version: int | None = None) -> Prompt:
    """The newest (or the named) version of a task's prompt in a language; English if that language lacks it."""
    versions = _catalog().get((task, language)) or _catalog().get((task, "en"))
    if not versions:
        raise LookupError(f"no prompt file for {task}")
    chosen = max(versions) if version is None else next(v for v in versions if v[0] == version)
    name = chosen[1]
    text = resources.files(__package__).joinpath(name).read_text(encoding="utf-8")
    return Prompt(id=name.removesuffix(".md"), text=text)
