"""What keeps startup quick: `twin --help` and `twin chat` load only the modules they need.

The startup goals (docs/benchmarks.md: `twin --help` within 150 ms of `python -c pass`, the first prompt of
`twin chat` within 300 ms) rest on these rules; bench/startup/run.py measures them.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "twin"


SERVER_LIBS = ("uvicorn", "starlette", "mcp")  # the `serve` extra: loaded by `twin serve` and `twin mcp` only


def _heavy_after(argv: list[str]) -> list[str]:
    """Run `twin ARGV` in a fresh process and report which of openai and the server libraries it imported."""
    code = (
        "import json, sys, runpy; sys.argv=['twin', *json.loads(sys.argv[1])]\n"
        "try:\n runpy.run_module('twin', run_name='__main__')\nexcept SystemExit: pass\n"
        f"print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in {('openai', *SERVER_LIBS)!r})))"
    )
    import json

    out = subprocess.run([sys.executable, "-c", code, json.dumps(argv)], capture_output=True, text=True, timeout=60)
    return sorted({m.split(".")[0] for m in json.loads(out.stdout.strip().splitlines()[-1])})


def test_help_does_not_import_openai_or_the_server_libraries() -> None:
    assert _heavy_after(["--help"]) == []


def test_chat_and_serve_help_do_not_import_the_server_libraries() -> None:
    assert _heavy_after(["--home", "/nonexistent", "chat", "--help"]) == []
    assert _heavy_after(["serve", "--help"]) == []  # typer reads the command; uvicorn waits until it runs


def test_serve_without_the_extra_says_which_pip_command_installs_it(tmp_path: Path) -> None:
    code = (
        "import sys, runpy\n"
        "for name in ('uvicorn', 'starlette', 'mcp'): sys.modules[name] = None  # as if not installed\n"
        "sys.argv = ['twin', '--home', sys.argv[1], 'serve']\n"
        "runpy.run_module('twin', run_name='__main__')"
    )
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 1
    assert "pip install 'twin[serve]'" in out.stderr and "Traceback" not in out.stderr
    assert out.stderr.splitlines()[0].startswith("Error: This command needs uvicorn, starlette")


def _registered_after(argv: list[str]) -> dict[str, object]:
    """Run `twin ARGV` in a fresh process and report the command words on the root and the twin.cli modules loaded."""
    code = (
        "import json, sys, runpy; sys.argv=['twin', *json.loads(sys.argv[1])]\n"
        "try:\n runpy.run_module('twin', run_name='__main__')\nexcept SystemExit: pass\n"
        "from twin.cli.app import app\n"
        "words = [c.name or c.callback.__name__ for c in app.registered_commands]"
        " + [g.name for g in app.registered_groups]\n"
        "mods = sorted(m for m in sys.modules if m.startswith(('twin.cli.', 'twin.serve.')))\n"
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
        own = {m if m.startswith("twin.") else f"twin.cli.{m}" for m in COMMANDS[word]}
        assert own <= set(loaded["modules"])  # type: ignore[arg-type]
    chat = _registered_after(["--home", "/nonexistent", "chat", "--help"])
    assert "twin.cli.sessions" not in chat["modules"]  # type: ignore[operator]
    assert "twin.cli.imports" not in chat["modules"]  # type: ignore[operator]
    assert "twin.serve.commands" not in chat["modules"]  # type: ignore[operator]


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
            path = (
                PACKAGE.parent.joinpath(*module.split(".")) if module.startswith("twin.") else PACKAGE / "cli" / module
            )
            tree = ast.parse(path.with_suffix(".py").read_text(encoding="utf-8"))
            future = [n for n in tree.body if isinstance(n, ast.ImportFrom) and n.module == "__future__"]
            assert not future, f"{path}.py imports from __future__"
