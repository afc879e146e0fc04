"""With --json, an error is one JSON object on stdout too, whatever the command and whoever raised it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

FAILING = [  # (arguments, exit status, kind, the start of the message)
    (["memory", "why", "alice", "nosuch", "--json"], 2, "usage", "No fact named 'nosuch' holds now."),
    (["memory", "facts", "nobody", "--json"], 3, "config", "There is no persona called 'nobody'"),
    (["ingest", "nobody", "notes.md", "--json"], 3, "config", "There is no persona called 'nobody'"),
    (["memory", "facts", "--json"], 3, "config", "Which twin? This home has 2 personas"),
    (["memory", "why", "--json"], 2, "usage", "Missing argument"),  # click's own, a command called wrongly
    (["sessions", "list", "--json", "--limit", "many"], 2, "usage", "Invalid value for '--limit'"),
    (["persona", "show", "alice", "--json", "--bogus"], 2, "usage", "No such option: --bogus"),
]


@pytest.mark.parametrize(("args", "status", "kind", "message"), FAILING, ids=lambda v: str(v)[:40])
def test_an_error_under_json_is_a_json_object_on_stdout_and_its_lines_on_stderr(
    cli, home_with_personas: Path, args: list[str], status: int, kind: str, message: str
) -> None:
    result = cli(*args)
    assert result.exit_code == status, result.output
    error = json.loads(result.stdout)["error"]
    assert set(error) == {"message", "hint", "exit", "kind"}
    assert error["exit"] == status and error["kind"] == kind and error["message"].startswith(message)
    assert f"Error: {error['message']}" in result.stderr  # a person, or a log, still reads it there
    plain = cli(*[a for a in args if a != "--json"])  # without --json, stdout holds nothing
    assert plain.exit_code == status and plain.stdout == "" and message in plain.stderr


def test_a_chinese_twins_error_is_english_under_json_and_chinese_on_stderr(cli, home_with_personas: Path) -> None:
    """The object is a contract for scripts: the same keys, codes and English words whatever the twin's language; the
    person reads the error in Chinese on stderr."""
    result = cli("memory", "why", "lin", "nosuch", "--json")
    assert result.exit_code == 2
    assert json.loads(result.stdout)["error"] == {
        "message": "No fact named 'nosuch' holds now.",
        "hint": "`twin memory facts` lists those that hold by name; `--all` the others, with their ids.",
        "exit": 2,
        "kind": "usage",
    }
    assert result.stderr.splitlines()[0] == "错误：现在没有叫 'nosuch' 的事实。"


def test_a_settings_problem_and_its_hint_under_json(cli, home_with_personas: Path) -> None:
    (home_with_personas / "twin.toml").write_text("[model]\ntimeout = 0\n", encoding="utf-8")
    result = cli("sessions", "list", "--json")
    assert result.exit_code == 3
    error = json.loads(result.stdout)["error"]
    assert "twin.toml:2: model.timeout" in error["message"] and "twin doctor" in error["hint"]


def test_json_after_a_double_dash_is_a_word_not_the_option(cli, home_with_personas: Path) -> None:
    result = cli("memory", "search", "alice", "--", "--json")
    assert result.exit_code == 0 and result.stdout == "", result.output  # nothing found, said on stderr


def test_what_succeeds_under_json_is_unchanged(cli, home_with_personas: Path) -> None:
    result = cli("persona", "list", "--json")
    assert result.exit_code == 0 and [p["name"] for p in json.loads(result.stdout)] == ["alice", "lin"]


def test_a_process_that_fails_under_json_prints_one_json_document(home_with_personas: Path) -> None:
    import os
    import subprocess

    from tests.chatkit import TWIN

    shutil.rmtree(home_with_personas / "personas")  # a home without personas
    (home_with_personas / "personas").mkdir()
    env = {**os.environ, "TWIN_HOME": str(home_with_personas)}
    done = subprocess.run([TWIN, "memory", "facts", "--json"], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 3 and done.stderr.startswith("Error: No personas")
    assert json.loads(done.stdout) == {
        "error": {
            "message": done.stderr.splitlines()[0].removeprefix("Error: "),
            "hint": done.stderr.splitlines()[1],
            "exit": 3,
            "kind": "config",
        }
    }


def test_an_error_under_json_keeps_its_status_when_nobody_reads_stdout(home_with_personas: Path) -> None:
    import os
    import subprocess

    from tests.chatkit import TWIN

    env = {**os.environ, "TWIN_HOME": str(home_with_personas)}
    read, write = os.pipe()
    os.close(read)  # the reader went away before the error was printed
    try:
        done = subprocess.run(
            [TWIN, "memory", "facts", "nobody", "--json"], env=env, stdout=write, stderr=subprocess.PIPE, timeout=60
        )
    finally:
        os.close(write)
    assert done.returncode == 3  # the error's status, not the 0 of a reader that took what it wanted
    assert b"Traceback" not in done.stderr and b"Exception ignored" not in done.stderr


@pytest.mark.parametrize(
    ("debug", "said"), [(False, "a bug put here by the test"), (True, "a bug put here by the test"), (False, "")]
)
def test_an_unexpected_error_is_one_sentence_and_the_way_to_its_traceback(
    cli, home_with_personas: Path, monkeypatch: pytest.MonkeyPatch, debug: bool, said: str
) -> None:
    """A bug of ours (here one put into `sessions list` on purpose) ends the command with status 1, a sentence that
    names the error and says how to see where it happened, and no traceback unless --debug asks for it."""
    import twin.cli.sessions

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError(said)

    monkeypatch.setattr(twin.cli.sessions, "_list", broken)
    result = cli(*(["--debug"] if debug else []), "sessions", "list", "--json")
    assert result.exit_code == 1
    assert f"unexpected error (RuntimeError{': ' + said if said else ''})." in result.stderr
    assert "--debug" in result.stderr
    assert ("Traceback" in result.stderr) is debug
    assert json.loads(result.stdout)["error"]["exit"] == 1


def test_which_twin_names_the_command_that_was_run(cli, home_with_personas: Path) -> None:
    """The hint said `twin chat alice` whatever the command; it names the one run, with a persona in it."""
    for args in (["memory", "facts"], ["memory", "stats"]):
        error = json.loads(cli(*args, "--json").stdout)["error"]
        assert error["hint"].startswith(f"Name one (`twin {' '.join(args)} alice`) or set default_persona in "), error
    said = cli("index", "rebuild").stderr  # (no --json there)
    assert "Name one (`twin index rebuild alice`) or set default_persona in " in said
