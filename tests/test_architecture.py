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


def _registered_after(argv: list[str]) -> dict[str, object]:
    """Run `twin ARGV` in a fresh process and report the command words on the root and the twin.cli modules loaded."""
    code = (
        "import json, sys, runpy; sys.argv=['twin', *json.loads(sys.argv[1])]\n"
        "try:\n runpy.run_module('twin', run_name='__main__')\nexcept SystemExit: pass\n"
        "from twin.cli.app import app\n"
        "words = [c.name or c.callback.__name__ for c in app.registered_commands]"
        " + [g.name for g in app.registered_groups]\n"
        "mods = sorted(m for m in sys.modules if m.startswith('twin.cli.'))\n"
        "print(json.dumps({'words': sorted(words), 'modules': mods}))"
    )
    import json

    out = subprocess.run([sys.executable, "-c", code, json.dumps(argv)], capture_output=True, text=True, timeout=60)
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_command_table_names_every_command_and_only_its_modules() -> None:
    from twin.cli.app import COMMANDS

    everything = _registered_after(["--help"])
    assert everything["words"] == sorted(COMMANDS)
    for word in COMMANDS:
        loaded = _registered_after([word, "--help"])
        assert word in loaded["words"]  # type: ignore[operator]
        own = {f"twin.cli.{m}" for m in COMMANDS[word]}
        assert own <= set(loaded["modules"])  # type: ignore[arg-type]
    chat = _registered_after(["--home", "/nonexistent", "chat", "--help"])
    assert "twin.cli.sessions" not in chat["modules"]  # type: ignore[operator]
    assert "twin.cli.imports" not in chat["modules"]  # type: ignore[operator]


def test_command_word_skips_root_options() -> None:
    from twin.cli.app import _command_word

    assert _command_word(["--home", "chat", "sessions"]) == "sessions"
    assert _command_word(["--debug", "chat", "alice"]) == "chat"
    assert _command_word(["--home=/x", "memory", "facts"]) == "memory"
    assert _command_word(["--help"]) is None
    assert _command_word(["--", "chat"]) is None
    assert _command_word(["--help", "chat"]) is None and _command_word(["-h", "sessions", "list"]) is None
    assert _command_word(["chat", "--help"]) == "chat"


def test_command_modules_keep_their_annotations_as_objects() -> None:
    # typer reads every command's annotations at each start; as strings (`from __future__ import annotations`)
    # each is compiled and evaluated again: ~4 ms for the sessions group alone, paid by every command
    from twin.cli.app import COMMANDS

    for modules in ["app", *COMMANDS.values()]:
        for module in [modules] if isinstance(modules, str) else modules:
            tree = ast.parse((PACKAGE / "cli" / f"{module}.py").read_text(encoding="utf-8"))
            future = [n for n in tree.body if isinstance(n, ast.ImportFrom) and n.module == "__future__"]
            assert not future, f"twin/cli/{module}.py imports from __future__"
