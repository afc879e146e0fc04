"""Shared fixtures: an isolated home for every test, the fake model server, a CLI runner."""

from __future__ import annotations

import functools
import os
import re
import shutil
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from hypothesis import HealthCheck, settings

from tests.fakeserver import FakeOpenAI

if TYPE_CHECKING:
    from tests.servekit import Served

REPO = Path(__file__).resolve().parent.parent

# A suite started in the background of a shell (`pytest &`, `nohup`) inherits SIGINT ignored, and every child it
# starts would too (an ignored signal stays ignored across exec): the chats and servers whose Ctrl-C the tests send
# would never hear it. Handled here, it is the default again in each child (7 Ctrl-C tests failed run with `&`).
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)
ENV_VARS = ("OPENAI_API_KEY", "OPENAI_BASE_URL", "TWIN_MODEL", "TWIN_HOME", "NO_COLOR", "TWIN_DEBUG")


def pytest_configure(config: pytest.Config) -> None:
    """twin's modules (and the tests' data and kits) compiled once, before the workers start: where
    PYTHONDONTWRITEBYTECODE is set, as on this machine and CI's, no process writes what it compiled, and every `twin`
    the suite starts (about 700) compiled twin again from its source, and every worker the tests' 40,000 lines of
    probes. Python reads compiled files whatever that setting says. (2026-12-07: `twin doctor --offline` 0.65 s of CPU
    against 0.45 s; collection in one process 10.5 s against 8.9 s.)"""
    if hasattr(config, "workerinput"):  # a worker: the controller compiled before starting it
        return
    import compileall

    for folder in ("twin", "tests"):  # test_*.py aside: pytest compiles those itself, with its asserts rewritten
        compileall.compile_dir(REPO / folder, quiet=2, rx=re.compile(r"[\\/]test_[^\\/]*\.py$"))


NO_TWIN_YET = "before any twin is known"  # a comment over an error made before a command has read its home or twin


def made_without_chinese(kinds: set[str], skip: tuple[str, ...]) -> list[str]:
    """Where in twin/ (its packages in `skip` aside) an error of one of `kinds` is made without its Chinese (`zh=`),
    as "path:line": what a Chinese twin would say half in English. An error with a comment that says NO_TWIN_YET
    on the line over it (or on its own lines) is let be: it is met before there is a twin whose language to speak
    (a bad option, a home that cannot be used), and English is right there."""
    import ast

    missing = []
    for path in sorted((REPO / "twin").rglob("*.py")):
        if path.relative_to(REPO / "twin").parts[0] in skip:
            continue
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in kinds:
                said = "\n".join(lines[max(node.lineno - 2, 0) : node.end_lineno])
                if not any(k.arg == "zh" for k in node.keywords) and f"# {NO_TWIN_YET}" not in said:
                    missing.append(f"{path.relative_to(REPO)}:{node.lineno}")
    return missing


def error_kinds(roots: set[str]) -> set[str]:
    """`roots` and the names of every class twin/ derives from them, however deep (PersonaError of ConfigError,
    StaleFactError of ConflictError)."""
    import ast

    bases: dict[str, set[str]] = {}
    for path in (REPO / "twin").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases[node.name] = {b.id for b in node.bases if isinstance(b, ast.Name)}
    kinds = set(roots)
    while grown := {name for name, of in bases.items() if of & kinds} - kinds:
        kinds |= grown
    return kinds


# HYPOTHESIS_PROFILE=thorough: ten times the examples of every property test, for a deep run before a release.
THOROUGH = os.environ.get("HYPOTHESIS_PROFILE") == "thorough"
# CI and this machine are shared and noisy: a property test is judged on its examples, not on how fast the machine
# made them (a too_slow health check failed a green suite under a load average of 5)
settings.register_profile("shared", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", settings.get_profile("shared"), max_examples=1000)
settings.load_profile("thorough" if THOROUGH else "shared")


# the serve tests' model and server, one of each per module (tests/servekit.py starts `twin serve` as a process)
@pytest.fixture(scope="module")
def llm() -> Iterator[FakeOpenAI]:
    fake = FakeOpenAI().start()
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def served(llm: FakeOpenAI, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    from tests.servekit import Served, make_home  # (it reads this module's ENV_VARS)

    server = Served(make_home(tmp_path_factory.mktemp("served")), llm.base_url)
    yield server
    server.stop()


@pytest.fixture
def fake_llm() -> Iterator[FakeOpenAI]:
    """A started FakeOpenAI, stopped after the test."""
    fake = FakeOpenAI().start()
    try:
        yield fake
    finally:
        fake.stop()


def examples(default: int) -> int:
    """How many hypothesis examples a property test runs: its default, or ten times as many when thorough."""
    return default * 10 if THOROUGH else default


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own empty home in $TWIN_HOME and no model settings from the environment."""
    for name in ENV_VARS:
        monkeypatch.delenv(name, raising=False)
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("TWIN_HOME", str(home))
    monkeypatch.setenv("COLUMNS", "100")
    return home


@pytest.fixture
def home_with_personas(isolated_home: Path) -> Path:
    """A home holding the shipped example personas."""
    shutil.copytree(REPO / "personas", isolated_home / "personas")
    return isolated_home


@pytest.fixture
def model_env(fake_llm: FakeOpenAI, monkeypatch: pytest.MonkeyPatch) -> FakeOpenAI:  # noqa: F811
    """The fake server configured through the environment, as a user would."""
    monkeypatch.setenv("OPENAI_BASE_URL", fake_llm.base_url)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-secret-key-123456")
    monkeypatch.setenv("TWIN_MODEL", "fake-model")
    return fake_llm


@pytest.fixture
def script(model_env: FakeOpenAI):  # noqa: F811
    """The fake server answering by request kind: chat replies, extraction answers, chapters."""
    from tests.memorykit import Script

    return Script(model_env)


@functools.cache
def twin_command() -> object:
    """twin's commands as click's command tree, built once per test process, as `twin` builds it once per run:
    typer's runner builds it again at every call, which took 37 ms of each of the suite's in-process commands (a
    profile of the trust cases, 2026-12-03)."""
    from typer.main import get_command

    from twin.cli.app import app, load_commands

    load_commands()
    return get_command(app)


@pytest.fixture
def cli(monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """Run `twin ...` in-process with typer's CliRunner; returns (exit_code, stdout, stderr)."""
    import typer.testing

    from twin.cli.app import STATE, app

    built = twin_command()
    monkeypatch.setattr(typer.testing, "_get_command", lambda _app: built)
    runner = typer.testing.CliRunner()

    def run(*args: str, input: str | None = None) -> object:
        STATE.home = None
        STATE.debug = False
        return runner.invoke(app, list(args), input=input, env={"COLUMNS": "100", "NO_COLOR": "1"})

    yield run


def tmpfs(tmp_path: Path, size: str) -> Iterator[Path]:
    """A file system of its own (tmpfs of `size`, "4m"), mounted for one test; skipped where mounting is not
    allowed."""
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mount)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a file system here: {done.stderr.decode().strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 4 MB file system of its own, to fill up."""
    yield from tmpfs(tmp_path, "4m")
