"""Persona files: the shipped examples load; problems name file, line, field and what was expected."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import REPO
from twin.errors import PersonaError
from twin.home import check_name, list_personas
from twin.persona.model import load_persona


def test_shipped_examples_are_valid_and_complete() -> None:
    names = list_personas(REPO / "personas")
    assert {"alice", "lin"} <= set(names)
    alice = load_persona(REPO / "personas", "alice")
    lin = load_persona(REPO / "personas", "lin")
    assert (alice.language, lin.language) == ("en", "zh")
    for p in (alice, lin):
        assert p.who and p.values and p.decisions and p.tone and p.examples and p.rules and p.greeting
        assert len(p.digest) == 16


@pytest.mark.parametrize("name", ["../x", "a/b", ".hidden", "", "a b", "..", "-rf", "_x", "x" * 65 + "/"])
def test_path_tricks_are_refused(name: str) -> None:
    with pytest.raises(PersonaError) as info:
        check_name(name)
    assert "not a valid persona name" in info.value.message


def test_a_name_too_long_says_so() -> None:
    with pytest.raises(PersonaError) as info:
        check_name("x" * 65)
    assert (info.value.message, info.value.hint) == (
        "The persona name is 65 characters long; it may be at most 64.",
        "Choose a shorter name (for example: alice, lin, work-me).",
    )


@pytest.mark.parametrize("name", ["alice", "lin", "work-me", "林", "a_1"])
def test_plain_names_are_accepted(name: str) -> None:
    assert check_name(name) == name


def write(tmp_path: Path, text: str) -> Path:
    folder = tmp_path / "personas"
    folder.mkdir(exist_ok=True)
    (folder / "bad.toml").write_text(text, encoding="utf-8")
    return folder


def test_problems_name_file_line_field_and_expectation(tmp_path: Path) -> None:
    folder = write(
        tmp_path,
        'name = "Bad"\nlanguage = "fr"\n\n[identity]\nwho = 42\n\n'
        '[speaking]\ntone = "calm"\nhabbits = ["x"]\n\n[model]\ntemperature = 5\n',
    )
    with pytest.raises(PersonaError) as info:
        load_persona(folder, "bad")
    message = info.value.message
    assert "has 4 problems" in message
    assert 'bad.toml:2: language: expected "en" or "zh", found \'fr\'' in message
    assert "bad.toml:5: identity.who: expected a paragraph: who I am, found an integer" in message
    assert "bad.toml:9: speaking.habbits: unknown field (expected one of: examples, habits, tone)" in message
    assert "bad.toml:12: model.temperature: expected a number from 0 to 2, found 5" in message


def test_toml_syntax_error_names_the_line(tmp_path: Path) -> None:
    folder = write(tmp_path, 'name = "x"\nlanguage = en\n')
    with pytest.raises(PersonaError) as info:
        load_persona(folder, "bad")
    assert "bad.toml" in info.value.message and "line 2" in info.value.message


def test_a_toml_error_at_the_end_of_the_file_names_its_last_line(tmp_path: Path) -> None:
    """tomllib says "Invalid value (at end of document)" of `x = [` left open at the end, and the hint said "at that
    line" of no line."""
    folder = write(tmp_path, 'name = "x"\nlanguage = "en"\nx = [\n\n')
    with pytest.raises(PersonaError) as info:
        load_persona(folder, "bad")
    assert "at the end of the file, after line 3" in info.value.message and "end of document" not in info.value.message


def test_missing_sections_are_reported(tmp_path: Path) -> None:
    folder = write(tmp_path, 'name = "x"\n')
    with pytest.raises(PersonaError) as info:
        load_persona(folder, "bad")
    assert "missing `language`" in info.value.message
    assert "missing [identity] with `who`" in info.value.message


def test_unknown_persona_lists_the_known_ones(tmp_path: Path) -> None:
    with pytest.raises(PersonaError) as info:
        load_persona(REPO / "personas", "bob")
    assert "no persona called 'bob'" in info.value.message
    assert "alice" in info.value.hint


def test_not_utf8(tmp_path: Path) -> None:
    folder = tmp_path / "personas"
    folder.mkdir()
    (folder / "bad.toml").write_bytes(b'name = "\xff"\n')
    with pytest.raises(PersonaError) as info:
        load_persona(folder, "bad")
    assert "not UTF-8" in info.value.message


def test_a_persona_too_large_to_send_with_every_turn_is_a_problem_at_its_largest_field(tmp_path: Path) -> None:
    book = "我每天都在写。" * 6_000  # 42,000 characters of Chinese: about as many tokens, over the 32,000 a turn takes
    folder = write(
        tmp_path,
        f'name = "Big"\nlanguage = "zh"\n\n[identity]\nwho = "我是写作的人。"\n\n[thinking]\ndrives = """\n{book}"""\n',
    )
    with pytest.raises(PersonaError) as info:
        load_persona(folder, "bad")
    assert "bad.toml:8: thinking.drives: about 42,000 tokens here" in info.value.message
    assert "at most 32,000 tokens" in info.value.message

    entry = "The harbour at dawn, and every boat in it. " * 800  # one [[knowledge]] entry of about 8,600 tokens
    folder = write(
        tmp_path,
        f'name = "Lore"\nlanguage = "en"\n\n[identity]\nwho = "A sailor."\n\n'
        f'[[knowledge]]\nkeys = ["harbour"]\ncontent = "{entry}"\n',
    )
    with pytest.raises(PersonaError) as info:
        load_persona(folder, "bad")
    assert "knowledge[1].content: about 8,600 tokens: an entry comes to mind whole" in info.value.message

    fits = "The harbour at dawn. " * 1_000  # about 5,000 tokens in keyed entries: nothing to say
    folder = write(
        tmp_path, f'name = "Ok"\nlanguage = "en"\n\n[identity]\nwho = "A sailor."\n\n'
        f'[[knowledge]]\nkeys = ["harbour"]\ncontent = "{fits}"\n',
    )  # fmt: skip
    assert load_persona(folder, "bad").name == "Ok"


def test_a_display_name_is_a_name_not_a_text(tmp_path: Path) -> None:
    """A name of 2,000,000 characters was valid: every turn sent 4 MB to the model and the banner printed it whole,
    while a greeting of 300,000 was refused."""
    folder = write(tmp_path, f'name = "{"A" * 200}"\nlanguage = "en"\n\n[identity]\nwho = "A twin."\n')
    with pytest.raises(PersonaError) as info:
        load_persona(folder, "bad")
    assert "bad.toml:1: name: expected a name of at most 128 characters, found 200" in info.value.message


def test_a_chinese_persona_file_calls_itself_a_persona_file_as_twin_does_everywhere() -> None:
    """人设文件, the word every Chinese line of twin uses for it: a new Chinese persona, and the shipped example,
    called themselves 人格文件."""
    from twin.persona.examples import example_personas
    from twin.persona.new import Draft, render_persona

    assert render_persona(Draft(name="小林", language="zh", who="我是小林。")).startswith("# 这是 twin 的人设文件：")
    assert example_personas()["lin"].decode("utf-8").startswith("# 这是 twin 的人设文件。")
