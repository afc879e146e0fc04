"""The rings of STYLE.md hold: inner code never imports outer code; openai stays inside twin/llm."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "twin"
OUTER = ("twin.chat", "twin.cli", "twin.serve")


def in_ring(name: str, packages: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in packages)


UI_LIBS = ("typer", "rich", "prompt_toolkit", "click")


def imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)


def test_inner_rings_never_import_outer_rings_or_terminal_libraries() -> None:
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        name = module_name(path)
        if in_ring(name, OUTER) or name == "twin.__main__":
            continue
        for imported in imports(path):
            if in_ring(imported, OUTER) or imported.split(".")[0] in UI_LIBS:
                offenders.append(f"{name} imports {imported}")
    assert offenders == []


def test_only_the_llm_package_imports_openai() -> None:
    offenders = [
        f"{module_name(p)} imports {i}"
        for p in PACKAGE.rglob("*.py")
        if not module_name(p).startswith("twin.llm")
        for i in imports(p)
        if i.split(".")[0] in ("openai", "httpx", "httpx2")
    ]
    assert offenders == []


def test_help_does_not_import_openai() -> None:
    code = (
        "import sys, runpy; sys.argv=['twin','--help']\n"
        "try:\n runpy.run_module('twin', run_name='__main__')\nexcept SystemExit: pass\n"
        "print('openai' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip().splitlines()[-1] == "False"
