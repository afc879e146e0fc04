"""`twin serve` and `twin mcp` against what a careless or hostile client, or a crash, leaves them: broken files,
text that is not Unicode, odd headers and values. The real openai client (or httpx) against the server started as
a subprocess, the fake model behind it."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.chatkit import TWIN
from tests.fakeserver import FakeOpenAI
from tests.memorykit import Script
from tests.servekit import Served, make_home, twin_env


@pytest.fixture(scope="module")
def llm() -> Iterator[FakeOpenAI]:
    fake = FakeOpenAI().start()
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def served(llm: FakeOpenAI, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    server = Served(make_home(tmp_path_factory.mktemp("served")), llm.base_url)
    yield server
    server.stop()


@pytest.fixture
def script(llm: FakeOpenAI) -> Script:
    """The fake model answering by request kind, afresh for each test."""
    llm.requests.clear()
    return Script(llm)


def test_an_empty_token_file_says_how_to_make_a_new_one_and_rotate_does(llm: FakeOpenAI, tmp_path: Path) -> None:
    home = make_home(tmp_path / "home")
    env = twin_env(home, llm.base_url)
    for left in ("", " \n"):  # a start cut off between making the file and writing the token leaves it so
        (home / "serve-token").write_text(left, encoding="utf-8")
        for command in (["serve", "token"], ["serve", "--port", "0"]):
            done = subprocess.run([TWIN, *command], env=env, capture_output=True, text=True, timeout=60)
            assert done.returncode == 5, done.stderr[-2000:]  # storage, as an unreadable file is
            assert "holds no token" in done.stderr and "twin serve token --rotate" in done.stderr, done.stderr
            assert "Traceback" not in done.stderr and "Recursion" not in done.stderr
            assert (home / "serve-token").read_text(encoding="utf-8") == left  # not replaced behind the owner
    rotated = subprocess.run([TWIN, "serve", "token", "--rotate"], env=env, capture_output=True, text=True, check=True)
    shown = subprocess.run([TWIN, "serve", "token"], env=env, capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == rotated.stdout.strip() and shown.stdout.startswith("twin-")
