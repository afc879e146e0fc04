"""Who is talking, named the same way wherever a name is given: `--user` of every command that takes it, `user` in
twin.toml (a request's `user` field to `twin serve`: tests/test_serve_hostile.py). One rule (twin/textsafe.py
`person_name`): the spaces around a name are not part of it, and text that would reorder or hide what is shown
around it, or that is not one line, is refused with a sentence and the usage status, before anything is done."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.chatkit import records, session_files

COMMANDS = {  # every command with --user, with the arguments it needs besides
    "chat": ["chat", "alice"],
    "mcp": ["mcp", "alice"],
    "ingest": ["ingest", "alice", "notes.md"],
    "import chatgpt": ["import", "chatgpt", "conversations.json", "--persona", "alice"],
    "import sillytavern": ["import", "sillytavern", "chat.jsonl", "--persona", "alice"],
}
NOT_NAMES = {  # what --user was given: what the error says of it
    "\u202eevil": "--user holds U+202E, which reorders or hides text",  # a right-to-left override
    "bob\u200b ": "--user holds U+200B, which reorders or hides text",  # zero-width space
    "bo\tb": "--user holds U+0009, a control character",
    "two\nlines": "--user holds U+000A, a control character",
    "esc\x1b[2J": "--user holds U+001B, a control character",
    "x" * 129: "--user is 129 characters long: too long for a name",
}


@pytest.mark.parametrize("command", COMMANDS, ids=list(COMMANDS))
def test_every_user_option_refuses_what_cannot_be_a_name_before_anything_is_done(
    cli, home_with_personas: Path, command: str
) -> None:
    for name, said in NOT_NAMES.items():
        for option in ("--user", "-u"):
            result = cli(*COMMANDS[command], option, name)
            assert result.exit_code == 2, (name, result.output)  # usage, as the README's table says
            first, hint = result.stderr.splitlines()[:2]
            assert first == f"Error: {said}." if "characters long" in said else first.startswith(f"Error: {said}")
            assert "bidi controls" in hint and "Traceback" not in result.output
    assert not (home_with_personas / "data").exists()  # nothing was read, written or asked


def test_the_spaces_around_a_name_are_not_part_of_it(cli, home_with_personas: Path, script) -> None:
    (home_with_personas / "twin.toml").write_text('user = " Sam "\n', encoding="utf-8")
    assert cli("chat", "alice", input="hello\n").exit_code == 0  # twin.toml's user
    assert cli("chat", "alice", "--user", "  Sam", input="hello again\n").exit_code == 0
    assert cli("chat", "alice", "-u", "\u3000Lin ", input="hi\n").exit_code == 0  # an ideographic space too
    assert cli("chat", "alice", "--user", "   ", input="and again\n").exit_code == 0  # only spaces: no name given
    headers = [records(path)[0] for path in session_files(home_with_personas)]
    assert [h["user"] for h in headers] == ["Sam", "Sam", "Lin", "Sam"]


def test_a_user_in_twin_toml_that_cannot_be_a_name_is_a_settings_problem_naming_its_line(
    cli, home_with_personas: Path
) -> None:
    (home_with_personas / "twin.toml").write_text('default_persona = "alice"\nuser = "Sam\u202e"\n', encoding="utf-8")
    result = cli("chat", "alice", input="hello\n")
    assert result.exit_code == 3, result.output
    assert "twin.toml:2: user: holds U+202E, which reorders or hides text" in result.stderr
