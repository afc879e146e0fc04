"""`twin persona list | show | validate | new | edit` through the CLI, in English and Chinese."""

from __future__ import annotations

import json
import os
import sys
import tempfile
import textwrap
import tomllib
from datetime import datetime
from pathlib import Path

import pytest

from tests.chatkit import records
from twin.persona.model import load_persona

STAMP = datetime(2025, 3, 4, 5, 6).timestamp()
SHOWN = datetime.fromtimestamp(STAMP).astimezone().strftime("%Y-%m-%d %H:%M")
BAD = 'name = "Bad"\nlanguage = "fr"\n\n[identity]\nwho = 42\n'


def stamp(home: Path) -> None:
    for path in (home / "personas").glob("*.toml"):
        os.utime(path, (STAMP, STAMP))


def history(home: Path, name: str) -> list[dict]:
    path = home / "data" / name / "persona.jsonl"
    return records(path) if path.exists() else []


# -- list, show, validate -----------------------------------------------------------------


def test_list_shows_names_languages_status_versions_and_changes(cli, home_with_personas: Path) -> None:
    (home_with_personas / "personas" / "bad.toml").write_text(BAD, encoding="utf-8")
    stamp(home_with_personas)
    result = cli("persona", "list")
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        "NAME   DISPLAY NAME  LANG  STATUS                                                   VERSIONS  LAST CHANGED\n"
        f"alice  Alice         en    valid                                                    0         {SHOWN}\n"
        f'bad    Bad           fr    bad.toml:2: language: expected "en" or "zh", found \'fr\'  0         {SHOWN}\n'
        f"lin    林            zh    valid                                                    0         {SHOWN}\n"
    )


def test_list_json_and_empty_home(cli, home_with_personas: Path, isolated_home: Path) -> None:
    result = cli("persona", "list", "--json")
    assert result.exit_code == 0
    rows = json.loads(result.stdout)
    assert [(r["name"], r["display_name"], r["language"], r["valid"], r["versions"]) for r in rows] == [
        ("alice", "Alice", "en", True, 0),
        ("lin", "林", "zh", True, 0),
    ]
    for path in (isolated_home / "personas").glob("*.toml"):
        path.unlink()
    empty = cli("persona", "list")
    assert (empty.exit_code, empty.stdout) == (0, "")
    assert "No personas in" in empty.stderr and "twin persona new" in empty.stderr
    assert cli("persona", "list", "--json").stdout == "[]\n"


def test_show_prints_the_file_in_a_pipe_and_json_parsed(cli, home_with_personas: Path) -> None:
    text = (home_with_personas / "personas" / "lin.toml").read_text(encoding="utf-8")
    result = cli("persona", "show", "lin")
    assert (result.exit_code, result.stdout) == (0, text)
    parsed = cli("persona", "show", "lin", "--json")
    assert parsed.exit_code == 0
    data = json.loads(parsed.stdout)
    assert (data["key"], data["name"], data["language"]) == ("lin", "林", "zh")
    assert data["digest"] == load_persona(home_with_personas / "personas", "lin").digest


def test_show_neutralises_escape_sequences(cli, isolated_home: Path) -> None:
    folder = isolated_home / "personas"
    folder.mkdir()
    (folder / "raw.toml").write_text('name = "R"\n# \x1b[2J\x1b]0;owned\x07 hidden\n', encoding="utf-8")
    result = cli("persona", "show", "raw")  # shown even though invalid (TOML comments cannot hold escapes)
    assert (result.exit_code, result.stdout) == (0, 'name = "R"\n# \\x1b[2J\\x1b]0;owned\\x07 hidden\n')
    evil = 'name = "Eve\\u001b]0;owned\\u0007"\nlanguage = "en"\n[identity]\nwho = "x\\u009b31m"\n'
    (folder / "eve.toml").write_text(evil, encoding="utf-8")
    as_json = cli("persona", "show", "eve", "--json")
    assert as_json.exit_code == 0, as_json.output
    assert "\x1b" not in as_json.stdout and "\x9b" not in as_json.stdout and "\x07" not in as_json.stdout
    assert json.loads(as_json.stdout)["name"] == "Eve\x1b]0;owned\x07"  # the data itself is kept exactly
    assert json.loads(as_json.stdout)["who"] == "x\x9b31m"
    listed = cli("persona", "list")
    assert "\x1b" not in listed.stdout and "Eve\\x1b]0;owned\\x07" in listed.stdout


def test_validate_says_ok_or_lists_every_problem(cli, home_with_personas: Path) -> None:
    ok = cli("persona", "validate")
    assert (ok.exit_code, ok.stdout) == (0, "alice.toml: ok\nlin.toml: ok\n")
    one = cli("persona", "validate", "lin")
    assert (one.exit_code, one.stdout) == (0, "lin.toml: ok\n")
    bad = BAD + '\n[speaking]\ntone = "calm"\nhabbits = ["x"]\n'
    (home_with_personas / "personas" / "bad.toml").write_text(bad, encoding="utf-8")
    result = cli("persona", "validate")
    assert result.exit_code == 3
    assert result.stdout == (
        "alice.toml: ok\n"
        'bad.toml:2: language: expected "en" or "zh", found \'fr\'\n'
        "bad.toml:5: identity.who: expected a paragraph: who I am, found an integer\n"
        "bad.toml:9: speaking.habbits: unknown field (expected one of: examples, habits, tone)\n"
        "lin.toml: ok\n"
    )
    as_json = cli("persona", "validate", "bad", "--json")
    assert as_json.exit_code == 3
    assert json.loads(as_json.stdout)[0]["problems"][0] == 'bad.toml:2: language: expected "en" or "zh", found \'fr\''


def test_a_folder_or_a_device_by_a_personas_name_is_its_row_not_the_end_of_the_list(
    cli, home_with_personas: Path
) -> None:
    """`mkdir personas/dir.toml` (or a link to /dev/zero) ended `twin persona list` and `validate` with one error
    and no persona listed; `twin serve`'s warning for it sends the person to `validate`."""
    personas = home_with_personas / "personas"
    (personas / "dir.toml").mkdir()
    (personas / "zero.toml").symlink_to("/dev/zero")
    listed = cli("persona", "list", "--json")
    assert listed.exit_code == 0, listed.output
    rows = {r["name"]: r for r in json.loads(listed.stdout)}
    assert rows["alice"]["valid"] and rows["lin"]["valid"]
    assert rows["dir"]["problems"] == ["dir.toml: it is a folder, not a file."]
    assert not rows["zero"]["valid"] and rows["zero"]["problems"][0].startswith("zero.toml: ")
    assert "dir.toml: it is a folder, not a file." in cli("persona", "list").stdout
    checked = cli("persona", "validate")
    assert checked.exit_code == 3
    assert "alice.toml: ok\ndir.toml: it is a folder, not a file.\nlin.toml: ok\n" in checked.stdout


def test_an_empty_persona_file_says_each_gap_once(cli, home_with_personas: Path) -> None:
    (home_with_personas / "personas" / "empty.toml").write_text("", encoding="utf-8")
    result = cli("persona", "validate", "empty")
    assert (result.exit_code, result.stdout) == (
        3,
        "empty.toml: missing `name` (expected the twin's display name)\n"  # not "empty.toml: : missing"
        'empty.toml: missing `language` (expected "en" or "zh")\n'
        "empty.toml: missing [identity] with `who` (expected a paragraph: who I am)\n",  # one line, not two
    )
    (home_with_personas / "personas" / "empty.toml").write_text('name = "E"\n[identity]\n', encoding="utf-8")
    result = cli("persona", "validate", "empty")
    assert result.stdout == (
        'empty.toml: missing `language` (expected "en" or "zh")\n'
        "empty.toml:2: identity: missing `who` (expected a paragraph: who I am)\n"
    )


@pytest.mark.parametrize("value", ["-5", "0", "100000000000000000000"])
def test_a_max_tokens_no_model_can_take_is_refused_before_it_is_sent(cli, script, home_with_personas, value) -> None:
    path = home_with_personas / "personas" / "alice.toml"
    path.write_text(path.read_text(encoding="utf-8") + f"max_tokens = {value}\n", encoding="utf-8")  # in [model]
    said = f"alice.toml:{len(path.read_text().splitlines())}: model.max_tokens: expected a whole number from 1 to "
    result = cli("persona", "validate", "alice")
    assert (result.exit_code, result.stdout) == (3, f"{said}2147483647, found {value}\n")
    doctor = cli("doctor", "--offline")
    assert doctor.exit_code == 3 and said in doctor.stderr
    chat = cli("chat", "alice", input="hi\n")
    assert chat.exit_code == 3 and said in chat.stderr and not script.requests("chat")


def test_files_that_begin_with_a_byte_order_mark_are_read_as_any_other(cli, script, home_with_personas) -> None:
    for name in ("alice", "lin"):  # as Windows' Notepad saves them
        path = home_with_personas / "personas" / f"{name}.toml"
        path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    (home_with_personas / "twin.toml").write_bytes(b'\xef\xbb\xbfuser = "Sam"\n')
    result = cli("persona", "validate")
    assert (result.exit_code, result.stdout) == (0, "alice.toml: ok\nlin.toml: ok\n")
    assert cli("doctor", "--offline").exit_code == 0
    for said in ("hello\n", "again\n"):
        chat = cli("chat", "lin", input=said)
        assert chat.exit_code == 0, chat.output
    system = script.requests("chat")[-1]["messages"][0]["content"]
    assert "林" in system and "Sam" in system  # the persona's name and twin.toml's user, both read
    history = json.loads(cli("persona", "history", "lin", "--json").stdout)
    assert len(history["versions"]) == 1  # the same text at every start: not a new version each time
    listed = {p["name"]: p for p in json.loads(cli("persona", "list", "--json").stdout)}
    assert listed["lin"]["language"] == "zh" and listed["lin"]["display_name"] != ""
    sessions = json.loads(cli("sessions", "list", "--json").stdout)
    assert {s["persona"] for s in sessions} == {"lin"} and all(s.get("language", "zh") == "zh" for s in sessions)


def test_curly_quotes_full_width_signs_and_a_chinese_table_name_are_said_for_what_they_are(
    cli, home_with_personas: Path
) -> None:
    """A Chinese input method in full-width mode types “林” and ＝; a Chinese user may name a table [說話]: TOML's
    "Invalid value (column 8)" said nothing of that."""
    path = home_with_personas / "personas" / "lin.toml"
    original = path.read_text(encoding="utf-8")
    for edited, said in (
        (original.replace('name = "林"', "name = “林”"), "TOML's are straight"),
        (original.replace('name = "林"', 'name ＝ "林"'), "the half-width = and [ ]"),
        (original + "\n[說話]\nx = 1\n", "[speaking], not [說話]"),
    ):
        path.write_text(edited, encoding="utf-8")
        assert said in cli("persona", "validate", "lin").stdout
        assert said in cli("chat", "lin", input="").stderr
    # a string left open on a line of Chinese prose (its ，and ：), or a value without quotes: the general hint
    for broken in ('name = "林，我：', "name = 林，我"):
        path.write_text(original.replace('name = "林"', broken), encoding="utf-8")
        assert "strings need quotes" in cli("chat", "lin", input="").stderr
    (home_with_personas / "twin.toml").write_text("default_persona = “lin”\n", encoding="utf-8")
    assert "TOML's are straight" in cli("persona", "list").stderr


def test_validate_reports_syntax_errors_and_unknown_names(cli, home_with_personas: Path) -> None:
    (home_with_personas / "personas" / "typo.toml").write_text('name = "x"\nlanguage = en\n', encoding="utf-8")
    result = cli("persona", "validate", "typo")
    assert (result.exit_code, result.stdout) == (3, "typo.toml:2: syntax: Invalid value (column 12)\n")
    missing = cli("persona", "validate", "bob")
    assert missing.exit_code == 3
    assert "There is no persona called 'bob'" in missing.stderr


def test_a_display_name_or_a_name_a_letter_off_is_pointed_at_the_persona(cli, home_with_personas: Path) -> None:
    """`twin chat 林` (the name lin's own banner shows) was told to create a persona 林, a second twin; "alcie" and
    "lim" got the list of personas, not the one meant."""
    for command in (("chat", "林"), ("persona", "edit", "林"), ("sessions", "list", "林")):
        result = cli(*command, input="")
        assert result.exit_code == 3, command
        assert "林 is the display name of lin; commands take the persona's name: lin." in result.stderr, command
        assert "persona new" not in result.stderr, command
    for typed, meant in (("alcie", "alice"), ("lim", "lin")):
        assert f"Did you mean {meant}?" in cli("chat", typed, input="").stderr, typed
        assert f"Did you mean {meant}?" in cli("sessions", "list", typed).stderr, typed
    (home_with_personas / "twin.toml").write_text('default_persona = "lin"\n', encoding="utf-8")
    assert "林 是 lin 的显示名；命令里要写分身的名字：lin。" in cli("sessions", "list", "林").stderr
    import os

    (home_with_personas / "personas" / "deep.toml").write_text("x = " + "[" * 5000, encoding="utf-8")
    os.mkfifo(home_with_personas / "personas" / "pipe.toml")  # read by the hint: neither fails it nor hangs it
    result = cli("chat", "林", input="")
    assert result.exit_code == 3 and "林 是 lin 的显示名" in result.stderr


def test_a_name_that_only_looks_like_a_persona_is_pointed_at_it(cli, home_with_personas: Path) -> None:
    """ａｌｉｃｅ typed with a Chinese input method, or Alice, is not alice: said so, and never made a second twin
    that looks the same (one file, on a disk that ignores case)."""
    for command in (("chat", "ａｌｉｃｅ"), ("persona", "validate", "Alice"), ("persona", "edit", "ａｌｉｃｅ")):
        result = cli(*command, input="")
        assert result.exit_code == 3, command
        assert "Did you mean alice?" in result.stderr, command
    assert "Personas here:" in cli("persona", "validate", "bob").stderr  # no look-alike: the list, as before
    for name in ("Alice", "ａｌｉｃｅ", "ＬＩＮ"):
        made = cli("persona", "new", name, "--from", "alice")
        assert made.exit_code == 2 and "differs from it only in case or width" in made.stderr, name
    assert sorted(p.stem for p in (home_with_personas / "personas").glob("*.toml")) == ["alice", "lin"]
    (home_with_personas / "twin.toml").write_text('default_persona = "Alice"\n', encoding="utf-8")
    chat = cli("chat", input="")
    assert chat.exit_code == 3 and 'Did you mean alice? Set default_persona = "alice" there.' in chat.stderr


# -- new ------------------------------------------------------------------------------------


def test_new_asks_questions_in_english(cli, isolated_home: Path) -> None:
    answers = "sam\nen\nSam\nI'm Sam. I fix bicycles in Leeds.\nShort and cheerful.\n"
    result = cli("persona", "new", input=answers)
    assert result.exit_code == 0, result.output
    assert result.stdout.endswith(
        "Created personas/sam.toml (version 1).\nNext: `twin persona edit sam` to fill it in, then `twin chat sam`.\n"
    )
    persona = load_persona(isolated_home / "personas", "sam")
    assert (persona.name, persona.language, persona.who, persona.tone) == (
        "Sam",
        "en",
        "I'm Sam. I fix bicycles in Leeds.",
        "Short and cheerful.",
    )
    text = (isolated_home / "personas" / "sam.toml").read_text(encoding="utf-8")
    assert text.startswith("# Persona file for twin") and "# who: who I am, in the first person." in text
    [version] = history(isolated_home, "sam")
    assert (version["kind"], version["source"], version["hash"]) == ("persona_version", "new", persona.digest)


def test_a_name_written_in_chinese_makes_chinese_the_default_language(cli, isolated_home: Path) -> None:
    # Enter at the language question: a persona named 小明 was English, asked in English only
    result = cli("persona", "new", "小明", input="\n小明\n我是小明。\n\n")
    assert result.exit_code == 0, result.output
    assert "Language, 语言 (en or zh) [zh]" in result.stdout
    assert load_persona(isolated_home / "personas", "小明").language == "zh"


def test_new_asks_in_chinese_and_refuses_to_overwrite(cli, isolated_home: Path) -> None:
    result = cli(
        "persona", "new", "mei", "--language", "zh", input="小梅\n我是小梅，在成都教中学数学。\n慢慢说，爱打比方。\n"
    )
    assert result.exit_code == 0, result.output
    assert "这个分身是谁？用第一人称写几句" in result.stdout
    assert result.stdout.endswith(
        "已创建 personas/mei.toml（第 1 版）。\n下一步：`twin persona edit mei` 把它填完整，然后 `twin chat mei`。\n"
    )
    persona = load_persona(isolated_home / "personas", "mei")
    assert (persona.name, persona.language, persona.who) == ("小梅", "zh", "我是小梅，在成都教中学数学。")
    assert "# who：我是谁，用第一人称写。" in persona.path.read_text(encoding="utf-8")
    before = persona.path.read_bytes()
    again = cli("persona", "new", "mei", "--language", "zh", input="x\ny\nz\n")
    assert again.exit_code == 2
    assert f"错误：{persona.path} 已经存在。" in again.stderr  # the home's only twin is mei, Chinese
    assert persona.path.read_bytes() == before and len(history(isolated_home, "mei")) == 1


def test_new_takes_an_empty_answer_as_fill_it_in_later(cli, isolated_home: Path) -> None:
    result = cli("persona", "new", "kai", "--language", "en", input="Kai\n\n\n")
    assert result.exit_code == 0, result.output
    persona = load_persona(isolated_home / "personas", "kai")
    assert (persona.who, persona.tone) == ("I am Kai.", "")


def test_new_from_a_shipped_example(cli, isolated_home: Path) -> None:
    from twin.persona.examples import example_personas

    result = cli("persona", "new", "work-lin", "--from", "lin")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Created personas/work-lin.toml (version 1).\n")
    assert (isolated_home / "personas" / "work-lin.toml").read_bytes() == example_personas()["lin"]
    assert history(isolated_home, "work-lin")[0]["note"] == "from the example lin"
    unknown = cli("persona", "new", "x", "--from", "bob")  # the home's only twin is work-lin, Chinese: so is this
    assert unknown.exit_code == 2
    assert unknown.stderr == "错误：没有叫 'bob' 的示例分身。\n自带的示例：alice、lin。\n"
    assert cli("persona", "new", "x", "--language", "fr").exit_code == 2
    assert not (isolated_home / "personas" / "x.toml").exists()


def test_new_refuses_a_name_that_cannot_be_one_as_a_usage_error(cli, isolated_home: Path) -> None:
    empty = cli("persona", "new", "", "--from", "alice")  # never quietly named after the example
    assert (empty.exit_code, empty.stderr) == (
        2,
        "Error: A persona needs a name: the one given is empty.\n"
        "Such as: twin persona new work-me (letters, digits, '-' and '_').\n",
    )
    assert cli("persona", "new", "  ", "--language", "en", input="x\n").exit_code == 2  # not asked for instead
    for name, said in (("a" * 65, "The persona name is 65 characters long"), ("a/b", "'a/b' is not a valid")):
        refused = cli("persona", "new", name, "--from", "alice")
        assert refused.exit_code == 2 and refused.stderr.startswith(f"Error: {said}"), refused.stderr
    typed = cli("persona", "new", "--language", "en", input="a@b\n")  # typed at the question, the same
    assert typed.exit_code == 2 and "'a@b' is not a valid persona name" in typed.stderr
    assert not (isolated_home / "personas").exists() or list((isolated_home / "personas").iterdir()) == []


# -- edit -----------------------------------------------------------------------------------

EDITOR = """
import pathlib, sys
draft = pathlib.Path(sys.argv[1])
log = pathlib.Path({log!r})
runs = sorted(log.glob("seen-*"))
n = len(runs)
(log / f"seen-{{n}}").write_text(draft.read_text(encoding="utf-8"), encoding="utf-8")
(log / f"real-{{n}}").write_bytes(pathlib.Path({real!r}).read_bytes())
plan = {plan!r}
step = plan[min(n, len(plan) - 1)]
text = draft.read_text(encoding="utf-8")
if step == "invalid":
    draft.write_text(text.replace({old!r}, "who = 42\\n"), encoding="utf-8")
elif step == "valid":
    body = "".join(l for l in text.splitlines(True) if not l.startswith("# twin:"))
    draft.write_text(body.replace("who = 42\\n", {new!r}), encoding="utf-8")
elif step == "empty":
    draft.write_text("", encoding="utf-8")
elif step.startswith("exit"):
    draft.write_text("changed but abandoned", encoding="utf-8")
    sys.exit(int(step[4:]))
elif step == "killed":
    import os, signal
    draft.write_text("changed but abandoned", encoding="utf-8")
    os.kill(os.getpid(), signal.SIGKILL)
elif step == "latin1":
    draft.write_bytes(text.replace({old!r}, "tone = 'café'\\n").encode("latin-1", errors="replace"))
"""


def fake_editor(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, real: Path, plan: list[str], old: str, new: str
) -> Path:
    log = tmp_path / "editor-log"
    log.mkdir()
    script = tmp_path / "editor.py"
    script.write_text(EDITOR.format(log=str(log), real=str(real), plan=plan, old=old, new=new), encoding="utf-8")
    monkeypatch.delenv("VISUAL", raising=False)
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # drafts land where the test can see them
    return log


def edit_on_a_terminal(home: Path, tmp_path: Path, name: str) -> tuple[int, str]:
    """`twin persona edit NAME` on a real pseudo-terminal, where a person is there to fix an invalid save: its exit
    status and what it showed (stdout and stderr, as a terminal shows them)."""
    import pexpect

    from tests.chatkit import TWIN

    env = {**os.environ, "TWIN_HOME": str(home), "TMPDIR": str(tmp_path), "NO_COLOR": "1"}
    child = pexpect.spawn(TWIN, ["persona", "edit", name], env=env, encoding="utf-8", timeout=30, dimensions=(40, 300))
    child.expect(pexpect.EOF)
    child.close()
    return child.exitstatus, child.before.replace("\r\n", "\n")


ALICE_WHO_START = 'who = """\n'


def alice_who(home: Path) -> tuple[Path, str]:
    path = home / "personas" / "alice.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index(ALICE_WHO_START)
    end = text.index('"""\n', start + len(ALICE_WHO_START)) + 4
    return path, text[start:end]


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
def test_edit_reopens_an_invalid_save_with_the_problems_then_saves_the_valid_one(
    home_with_personas: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, old_who = alice_who(home_with_personas)
    original = path.read_bytes()
    log = fake_editor(tmp_path, monkeypatch, path, ["invalid", "valid"], old_who, 'who = "I am Alice, edited."\n')
    status, shown = edit_on_a_terminal(home_with_personas, tmp_path, "alice")
    invalid = (log / "seen-1").read_text(encoding="utf-8")
    who_line = next(n for n, text in enumerate(invalid.splitlines(), 1) if text == "who = 42")
    problem = f"alice.toml:{who_line - 3}: identity.who: expected a paragraph: who I am, found an integer"
    assert (status, shown) == (
        0,
        f"personas/alice.toml has 1 problem; opening the editor again:\n  {problem}\n"
        "Saved personas/alice.toml as version 2.\n",
    )
    # the second time, the problems are on top (line numbers as the person sees them) ...
    assert invalid.splitlines()[:4] == [
        "# twin: personas/alice.toml was not saved: 1 problem. Fix them and save again.",
        f"# twin:   alice.toml:{who_line}: identity.who: expected a paragraph: who I am, found an integer",
        "# twin: These lines are removed when you save. To give up and keep the file as it was, quit or empty the "
        "file.",
        "# Persona file for twin. This is Alice's self-knowledge: who she is, how she",
    ]
    # ... and the real file was never broken, not even while the editor was open
    assert (log / "real-0").read_bytes() == original and (log / "real-1").read_bytes() == original
    saved = path.read_text(encoding="utf-8")
    assert 'who = "I am Alice, edited."\n' in saved and "# twin:" not in saved
    assert load_persona(path.parent, "alice").who == "I am Alice, edited."
    versions = history(home_with_personas, "alice")
    assert [v["source"] for v in versions] == ["observed", "edit"]
    assert versions[0]["text"] == original.decode() and versions[1]["text"] == saved


@pytest.mark.parametrize(  # said in the persona's language: an English twin's "Nothing saved (the editor exited ..."
    "plan, reason, draft",
    [
        (["exit3"], "编辑器退出时的状态是 3", "changed but abandoned"),
        (["killed"], "编辑器被信号停下了（SIGKILL）", "changed but abandoned"),  # not "status -9"
        (["empty"], "文件被清空了", None),
        (
            ["invalid", "quit"],
            "问题没有改好",
            "# twin: personas/lin.toml 没有保存：有 1 个问题。改好后再保存。\n",
        ),
    ],
)
def test_giving_up_leaves_the_file_as_it_was(
    cli, home_with_personas: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, plan, reason, draft
) -> None:
    path = home_with_personas / "personas" / "lin.toml"
    original = path.read_bytes()
    old = next(line for line in original.decode().splitlines(True) if line.startswith("tone = "))
    fake_editor(tmp_path, monkeypatch, path, plan, old, "")
    if "invalid" in plan:  # quitting the reopened editor: a person at a terminal, whom the editor is shown again
        status, stdout, stderr = *edit_on_a_terminal(home_with_personas, tmp_path, "lin"), None
    else:
        result = cli("persona", "edit", "lin")
        status, stdout, stderr = result.exit_code, result.stdout, result.stderr
    kept = sorted(tmp_path.glob("twin-edit-*/lin.toml"))
    expected = f"什么也没保存（{reason}）：personas/lin.toml 保持原样。\n"
    if draft is None:
        assert (status, stdout, stderr, kept) == (1, "", expected, [])
    else:
        assert status == 1 and (stderr or stdout).endswith(f"{expected}你改的稿子留在 {kept[0]}\n")
        assert stdout == "" or stderr is None
        assert kept[0].read_text(encoding="utf-8").startswith(draft)
    assert path.read_bytes() == original
    assert history(home_with_personas, "lin") == []
    assert not list(path.parent.glob(".*tmp"))


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
def test_a_chinese_twins_edit_says_what_it_saved_and_what_is_wrong_in_chinese(
    cli, home_with_personas: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = home_with_personas / "personas" / "lin.toml"
    old = next(line for line in path.read_text(encoding="utf-8").splitlines(True) if line.startswith("tone = "))
    fake_editor(tmp_path, monkeypatch, path, ["invalid", "valid"], old, 'tone = "说话慢，先问再答。"\n')
    status, shown = edit_on_a_terminal(home_with_personas, tmp_path, "lin")
    assert status == 0  # an English twin's: "... has 1 problem; opening the editor again:", "Saved ... as version 2."
    assert shown.startswith("personas/lin.toml 有 1 个问题；重新打开编辑器：\n  lin.toml:")
    assert shown.endswith("\npersonas/lin.toml 已保存，是第 2 版。\n")
    monkeypatch.setenv("EDITOR", "true")
    unchanged = cli("persona", "edit", "lin")
    assert (unchanged.exit_code, unchanged.stdout) == (0, "没有改动：personas/lin.toml 保持原样。\n")
    path.write_text(path.read_text(encoding="utf-8").replace('name = "林"', "name = 3"), encoding="utf-8")
    broken = cli("persona", "edit", "lin")
    assert (broken.exit_code, broken.stdout) == (3, "没有改动：personas/lin.toml 保持原样。\n")
    assert broken.stderr == "personas/lin.toml 还有 1 个问题：`twin persona validate lin`。\n"


def test_without_a_terminal_an_invalid_save_ends_the_edit_and_keeps_the_draft(
    cli, home_with_personas: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An editor that changes the file on every run without making it valid was run for ever (47,000 times) when
    nobody could be asked to fix it. This one gives up by itself at its third run, so that the test ends either way."""
    path = home_with_personas / "personas" / "alice.toml"
    original = path.read_bytes()
    runs = tmp_path / "runs"
    editor = tmp_path / "appender.py"
    editor.write_text(
        "import pathlib, sys\n"
        f"runs = pathlib.Path({str(runs)!r})\n"
        "runs.write_text(runs.read_text() + 'run\\n' if runs.exists() else 'run\\n')\n"
        "if runs.read_text().count('run') >= 3:\n"
        "    sys.exit(9)\n"
        "with open(sys.argv[1], 'a') as draft:\n"
        "    draft.write('language = \"fr\"\\n')\n",
        encoding="utf-8",
    )
    monkeypatch.delenv("VISUAL", raising=False)
    monkeypatch.setenv("EDITOR", f"{sys.executable} {editor}")
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    result = cli("persona", "edit", "alice")
    [kept] = sorted(tmp_path.glob("twin-edit-*/alice.toml"))
    assert (result.exit_code, result.stdout) == (1, "")
    said = result.stderr.splitlines()
    assert said[0] == (
        "Nothing saved (it is not valid, and without a terminal the editor is not opened again to fix it): "
        "personas/alice.toml is as it was."
    )
    line = original.count(b"\n") + 1
    assert said[1].startswith(f"  alice.toml:{line}: ") and "language" in said[1]  # why, with the line
    assert said[2:] == [f"Your draft is kept in {kept}"]
    assert runs.read_text(encoding="utf-8") == "run\n"  # the editor ran once
    assert kept.read_bytes() == original + b'language = "fr"\n'  # the text as it was saved, not lost
    assert path.read_bytes() == original and history(home_with_personas, "alice") == []


def test_quitting_without_changes_changes_nothing(
    cli, home_with_personas: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = home_with_personas / "personas" / "alice.toml"
    original = path.read_bytes()
    fake_editor(tmp_path, monkeypatch, path, ["quit"], "", "")
    result = cli("persona", "edit", "alice")
    assert (result.exit_code, result.stdout) == (0, "No changes: personas/alice.toml is as it was.\n")
    assert path.read_bytes() == original and history(home_with_personas, "alice") == []


def test_editing_a_broken_file_shows_its_problems_first(
    cli, home_with_personas: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = home_with_personas / "personas" / "bad.toml"
    path.write_text(BAD.replace('"fr"', '"en"'), encoding="utf-8")
    log = fake_editor(tmp_path, monkeypatch, path, ["valid"], "", 'who = "I am fixed."\n')
    result = cli("persona", "edit", "bad")
    assert (result.exit_code, result.stdout) == (0, "Saved personas/bad.toml as version 2.\n")
    first = (log / "seen-0").read_text(encoding="utf-8")
    assert first.startswith("# twin: personas/bad.toml was not saved: 1 problem.")
    assert "# twin:   bad.toml:8: identity.who: expected a paragraph" in first
    assert load_persona(path.parent, "bad").who == "I am fixed."
    assert [v["source"] for v in history(home_with_personas, "bad")] == ["observed", "edit"]
    assert history(home_with_personas, "bad")[0]["note"].endswith("(it was not valid)")


def test_edit_without_any_editor_says_how_to_set_one(
    cli, home_with_personas: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("VISUAL", "EDITOR"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    result = cli("persona", "edit", "alice")
    assert result.exit_code == 3
    assert result.stderr == textwrap.dedent(
        """\
        Error: No editor found: $VISUAL and $EDITOR are not set, and neither vi nor nano is installed.
        Set one, for example: export EDITOR=nano
        """
    )
    monkeypatch.setenv("EDITOR", "no-such-editor-here")
    missing = cli("persona", "edit", "alice")
    assert missing.exit_code == 3 and "The editor 'no-such-editor-here' was not found." in missing.stderr


def test_without_a_terminal_and_without_editor_set_edit_says_to_set_one_and_opens_no_vi(
    home_with_personas: Path, tmp_path: Path
) -> None:
    """vi in a pipe fills it with escape codes and ends with status 1: twin does not start it there."""
    import os
    import subprocess

    from tests.chatkit import TWIN

    bin_dir, opened = tmp_path / "bin", tmp_path / "vi-was-opened"
    bin_dir.mkdir()
    (bin_dir / "vi").write_text(f"#!/bin/sh\ntouch {opened}\n", encoding="utf-8")
    (bin_dir / "vi").chmod(0o755)
    env = {k: v for k, v in os.environ.items() if k not in ("EDITOR", "VISUAL")}
    env.update(TWIN_HOME=str(home_with_personas), PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '')}")
    before = (home_with_personas / "personas" / "alice.toml").read_bytes()
    done = subprocess.run(
        [TWIN, "persona", "edit", "alice"],
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 3 and done.stdout == "" and not opened.exists(), done.stderr
    assert done.stderr.splitlines() == [
        "Error: No editor for personas/alice.toml: $VISUAL and $EDITOR are not set, and without a terminal twin "
        "cannot open vi or nano.",
        "Run it in a terminal, or set EDITOR to a command that edits the file it is given and exits, for example: "
        "EDITOR=\"sed -i 's/calm/warm/'\" twin persona edit alice",
    ]
    assert (home_with_personas / "personas" / "alice.toml").read_bytes() == before
    env["EDITOR"] = "sed -i s/Alice/Alicia/"  # what the hint says works
    done = subprocess.run(
        [TWIN, "persona", "edit", "alice"],
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and done.stdout.startswith("Saved personas/alice.toml"), done.stderr


@pytest.mark.parametrize("variable", ["EDITOR", "VISUAL"])
def test_an_editor_command_with_a_quote_left_open_is_one_sentence(
    cli, home_with_personas: Path, monkeypatch: pytest.MonkeyPatch, variable: str
) -> None:
    monkeypatch.delenv("VISUAL", raising=False)
    monkeypatch.setenv(variable, 'vim -u NONE "unclosed')
    result = cli("persona", "edit", "alice")
    assert (result.exit_code, result.stderr) == (
        3,
        f"Error: ${variable} is not a command twin can run: no closing quotation.\n"
        f"Set {variable} to the editor's command as a shell reads it (its quotes closed), for example: export "
        f"{variable}='vim -u NONE'\n",
    )


def test_new_files_are_valid_toml_with_the_answers(cli, isolated_home: Path) -> None:
    cli("persona", "new", "q", "--language", "en", input='Q "quoted"\nLine with """ triple\nTone\n')
    data = tomllib.loads((isolated_home / "personas" / "q.toml").read_text(encoding="utf-8"))
    assert (data["name"], data["identity"]["who"]) == ('Q "quoted"', 'Line with """ triple')


def test_new_with_no_one_to_answer_says_how(cli, home_with_personas) -> None:  # type: ignore[no-untyped-def]
    result = cli("persona", "new", "zed", input="")
    assert result.exit_code == 2 and "Aborted" not in result.output
    assert "no one answered them" in result.stderr and "--from alice" in result.stderr
    assert not (home_with_personas / "personas" / "zed.toml").exists()


def test_a_name_typed_with_a_combining_accent_is_the_same_persona_as_the_one_typed_whole(
    cli, home_with_personas: Path
) -> None:
    """ "émile" as e and U+0301 (as macOS gives a file's name) was "not a valid persona name", though it looked the
    same as the one that was."""
    whole, combined = "\u00e9mile", "e\u0301mile"
    result = cli("persona", "new", "--from", "alice", combined)
    assert result.exit_code == 0, result.output
    assert (home_with_personas / "personas" / f"{whole}.toml").is_file()
    assert not (home_with_personas / "personas" / f"{combined}.toml").exists()
    for name in (whole, combined):
        shown = cli("persona", "show", name)
        assert shown.exit_code == 0, shown.output
    assert cli("memory", "facts", combined).exit_code == 0
    assert not (home_with_personas / "data" / combined).exists()  # one twin, one folder


def test_a_file_the_editor_saved_in_another_encoding_is_said_to_be_not_utf8(
    cli, home_with_personas: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It was "syntax: Invalid statement (column 1)"."""
    path = home_with_personas / "personas" / "lin.toml"
    original = path.read_bytes()
    old = next(line for line in original.decode().splitlines(True) if line.startswith("tone = "))
    fake_editor(tmp_path, monkeypatch, path, ["latin1"], old, "")
    result = cli("persona", "edit", "lin")
    assert result.exit_code == 1 and "the file is not UTF-8 text (byte 0xe9): save it as UTF-8" in result.output
    assert "Invalid statement" not in result.output and path.read_bytes() == original
    [kept] = sorted(tmp_path.glob("twin-edit-*/lin.toml"))
    assert "tone = 'caf\xe9'".encode("latin-1") in kept.read_bytes()  # the draft as saved, not "caf\ufffd"


def test_a_persona_and_its_memory_named_in_the_decomposed_form_are_found_not_made_again(
    cli, home_with_personas: Path
) -> None:
    """A home copied from macOS names them e and U+0301: the twin was "no persona called 'émile'", and `persona
    new` would have begun a second one beside the old memory."""
    whole, combined = "\u00e9mile", "e\u0301mile"
    alice = (home_with_personas / "personas" / "alice.toml").read_text(encoding="utf-8")
    (home_with_personas / "personas" / f"{combined}.toml").write_text(alice, encoding="utf-8")
    (home_with_personas / "data" / combined).mkdir(parents=True)
    assert cli("memory", "facts", whole).exit_code == 0
    assert [p.name for p in (home_with_personas / "data").iterdir()] == [combined]  # its own folder, not a new one
    assert cli("persona", "new", "--from", "alice", whole).exit_code != 0  # there is one already
    listed = cli("persona", "list", "--json")
    assert [p["name"] for p in json.loads(listed.stdout) if "mile" in p["name"]] == [whole]
