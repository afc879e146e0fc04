"""The README stays true: its settings example loads, its set-up commands are the ones CI runs."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import REPO
from twin.home import Home
from twin.settings import load_settings

README = (REPO / "README.md").read_text(encoding="utf-8")


def test_the_settings_example_loads_without_a_problem(tmp_path: Path) -> None:
    block = re.search(r"```toml\n(default_persona.*?)```", README, re.S)
    assert block is not None
    (tmp_path / "twin.toml").write_text(block.group(1), encoding="utf-8")
    settings = load_settings(Home(tmp_path, "test"))
    assert settings.model.api_key_env == "DEEPSEEK_API_KEY" and settings.context.recall is True


def test_ci_runs_the_readme_test_command() -> None:
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    command = ci.strip().splitlines()[-1]
    assert f"```sh\n{command}\n```" in README
