"""Where persona files live and what they may be called: the part of twin.persona.model a listing needs.

Kept apart so that `twin sessions search` and `twin sessions list` can name and find twins without importing the
persona parser (tomllib, hashlib, the knowledge parser).
"""

from __future__ import annotations

import re
from pathlib import Path

from twin.errors import PersonaError

NAME = re.compile(r"^[^\W_][\w-]{0,63}$")


def check_name(name: str) -> str:
    """The name itself if it is safe as a file name (no paths, no dots); else a PersonaError."""
    if not NAME.match(name or ""):
        raise PersonaError(
            f"{name!r} is not a valid persona name.",
            "Use letters, digits, '-' and '_' only (for example: alice, lin, work-me).",
        )
    return name


def persona_path(personas_dir: Path, name: str) -> Path:
    """personas/<name>.toml, after checking the name."""
    return personas_dir / f"{check_name(name)}.toml"


def list_personas(personas_dir: Path) -> list[str]:
    """Names of the persona files in the folder, sorted."""
    if not personas_dir.is_dir():
        return []
    return sorted(p.stem for p in personas_dir.glob("*.toml") if NAME.match(p.stem))
