"""The layout holds: packages in one order, inner to outer, each importing only earlier ones; no import circles.

Imports are read with `ast`: module-level, inside functions and under TYPE_CHECKING alike, relative ones
resolved. The order is the one docs/architecture.md draws.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "twin"

# Inner to outer. A module may import modules of its own entry and of the entries before it.
ORDER = [
    "twin.errors",
    "twin.wordlists",
    "twin.clock",
    "twin.textsafe",
    "twin.credentials",
    "twin.tokens",
    "twin.home",
    "twin.files",
    "twin.tomlfile",
    "twin.settings",
    "twin.store",
    "twin.sessions",
    "twin.facts",
    "twin.persona",
    "twin.llm",
    "twin.prompts",
    "twin.recall",
    "twin.narrative",
    "twin.context",
    "twin.imports",
    "twin.voice",
    "twin.chat",
    "twin.cli",
    "twin.serve",
]
OUTER = ("twin.chat", "twin.cli", "twin.serve")
UI_LIBS = ("typer", "rich", "prompt_toolkit", "click", "uvicorn", "starlette", "mcp")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path) -> set[str]:
    """Every module `path` imports, absolute and relative (resolved), anywhere in the file."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)  # `from twin.facts import store`
    return found


def entry(name: str) -> int | None:
    """The place in ORDER of a twin module, or None for the package root."""
    for i, prefix in enumerate(ORDER):
        if name == prefix or name.startswith(prefix + "."):
            return i
    return None


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in PACKAGE.rglob("*.py")}


def test_every_module_belongs_to_an_entry_of_the_order() -> None:
    loose = [name for name in modules() if entry(name) is None and name not in ("twin", "twin.__main__")]
    assert loose == []


def test_packages_import_only_earlier_ones() -> None:
    known = modules()
    offenders = []
    for name, path in known.items():
        mine = entry(name)
        if mine is None:
            continue
        for imported in imports(path):
            if not imported.startswith("twin.") or imported not in known:
                continue
            theirs = entry(imported)
            if theirs is not None and theirs > mine:
                offenders.append(f"{name} imports {imported}")
    assert offenders == []


def test_no_import_circles() -> None:
    known = modules()
    edges = {name: {i for i in imports(path) if i in known and i != name} for name, path in known.items()}
    circles = []
    state: dict[str, int] = {}  # 1 on the path, 2 done

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                circles.append(" -> ".join(path[path.index(nxt) :] + [nxt]))
            elif nxt not in state:
                visit(nxt, [*path, nxt])
        state[node] = 2

    for name in sorted(known):
        if name not in state:
            visit(name, [name])
    assert circles == []


def test_the_library_imports_no_terminal_or_server_library_and_only_llm_imports_openai() -> None:
    offenders = []
    for name, path in modules().items():
        outer = any(name == o or name.startswith(o + ".") for o in OUTER) or name == "twin.__main__"
        for imported in imports(path):
            top = imported.split(".")[0]
            if not outer and top in UI_LIBS:
                offenders.append(f"{name} imports {imported}")
            if top in ("openai", "httpx") and not name.startswith("twin.llm"):
                offenders.append(f"{name} imports {imported}")
    assert offenders == []


def test_chat_never_imports_the_command_line() -> None:
    offenders = [
        f"{name} imports {i}"
        for name, path in modules().items()
        if name.startswith("twin.chat")
        for i in imports(path)
        if i == "twin.cli" or i.startswith("twin.cli.")
    ]
    assert offenders == []


def test_each_class_lives_in_one_file() -> None:
    """No mixins spread over files: no class body holds type-only stubs (`if TYPE_CHECKING:`) to stitch one."""
    stitched = []
    for name, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef):
                continue
            for item in node.body:
                if isinstance(item, ast.If) and "TYPE_CHECKING" in ast.unparse(item.test):
                    stitched.append(f"{name}.{node.name}")
    assert stitched == []
