"""The example personas that ship with twin."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def example_personas() -> dict[str, bytes]:
    """name -> file content of each shipped example persona."""
    packaged = resources.files("twin").joinpath("examples")
    found: dict[str, bytes] = {}
    if packaged.is_dir():
        for entry in packaged.iterdir():
            if entry.name.endswith(".toml"):
                found[entry.name.removesuffix(".toml")] = entry.read_bytes()
    if not found:  # an editable install runs from the repository, where they live in personas/
        repo = Path(__file__).resolve().parents[2] / "personas"
        for path in sorted(repo.glob("*.toml")):
            found[path.stem] = path.read_bytes()
    return found
