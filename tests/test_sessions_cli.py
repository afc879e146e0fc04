"""`twin sessions list | search | show | export` through the CLI, in English and Chinese."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pexpect
import pytest

from twin.sessions.session import SessionStore
from twin.store import JsonlFile


def at(day: int, hour: int, minute: int = 0, second: int = 0) -> datetime:
    """A local time in March 2026 (the output shows local times, so the tests use them too)."""
    return datetime(2026, 3, day, hour, minute, second).astimezone()


def write_session(
    home: Path,
    persona: str,
    start: datetime,
    turns: list[tuple[str, str, int, dict[str, Any]]],
    *,
    user: str = "Sam",
    end: bool = True,
) -> tuple[str, list[str]]:
    """A session file as a chat writes it: (role, text, seconds after the start, extra fields) per turn.

    Returns the session id and the turn ids.
    """
    store = SessionStore(home / "data" / persona)
    writer = store.start({"persona": persona, "user": user, "model": "fake-model"}, at=start)
    ids = []
    for role, text, seconds, fields in turns:
        ids.append(writer.add_turn(role, text, at=start + timedelta(seconds=seconds), **fields).id)
    if end:
        writer.end("exit")
    return writer.id, ids


def chapter(home: Path, persona: str, session: str, text: str) -> str:
    """Append a chapter for a session; return its id."""
    record = JsonlFile(home / "data" / persona / "chapters.jsonl").append(
        "chapter", session=session, start="", end="2026-03-04T10:30:00+00:00", text=text, prompt="write_chapter.en.v1"
    )
    return str(record["id"])


@pytest.fixture
def history(home_with_personas: Path) -> dict[str, str]:
    """Two English sessions for alice (one with a chapter) and one Chinese session for lin."""
    first, _ = write_session(
        home_with_personas,
        "alice",
        at(4, 10),
        [
            ("user", "I painted the fence blue today.", 5, {}),
            ("assistant", "Blue suits a fence. Why blue?", 9, {}),
            ("user", "My daughter chose it.", 40, {}),
            ("assistant", "Then it's the right blue.", 44, {}),
        ],
    )
    chapter(home_with_personas, "alice", first, "Sam painted his fence blue.\nHis daughter chose the colour.")
    second, _ = write_session(
        home_with_personas,
        "alice",
        at(6, 21, 15),
        [("assistant", "Hello again.", 0, {"source": "greeting"}), ("user", "Work was long.", 3, {})],
        end=False,
    )
    third, _ = write_session(
        home_with_personas,
        "lin",
        at(5, 8, 30),
        [("user", "我今天去爬山了，天气很好。", 2, {}), ("assistant", "山上的风怎么样？", 6, {})],
        user="小林",
    )
    return {"first": first, "second": second, "third": third}


def short(session: str) -> str:
    return session[:10]


# -- list -----------------------------------------------------------------------------------------


def test_list_is_newest_first_with_who_first_words_and_chapter(cli, history: dict[str, str]) -> None:
    result = cli("sessions", "list", "alice")
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        "ID          START             TURNS  WHO  FIRST WORDS                      CHAPTER\n"
        f"{short(history['second'])}  2026-03-06 21:15      2  Sam  Work was long.                   -\n"
        f"{short(history['first'])}  2026-03-04 10:00      4  Sam  I painted the fence blue today.  "
        "Sam painted his fence blue.\n"
    )


@pytest.mark.parametrize(
    "args",
    [
        ("sessions", "list", "-n", "0"),
        ("sessions", "list", "-n", "-1"),
        ("sessions", "search", "Lisbon", "-n", "0"),
        ("memory", "search", "alice", "Lisbon", "-n", "0"),
        ("memory", "facts", "alice", "--min-confidence", "2"),
        ("memory", "facts", "alice", "--min-confidence", "nan"),
    ],
)
def test_counts_and_confidences_out_of_range_are_refused_not_read_as_nothing(
    cli, history: dict[str, str], args
) -> None:
    result = cli(*args)  # "-n 0" answered "No sessions yet." while there were some
    assert result.exit_code == 2 and ("is not in the range" in result.stderr or "from 0 to 1, not nan" in result.stderr)


def test_a_session_whose_header_is_damaged_is_never_silently_missing(
    cli, history: dict[str, str], home_with_personas: Path
) -> None:
    path = next((home_with_personas / "data" / "alice" / "sessions").glob(f"*{history['second']}*.jsonl"))
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("NOT JSON HEADER\n" + "".join(lines[1:]), encoding="utf-8")
    result = cli("sessions", "list", "alice")
    assert result.exit_code == 0 and history["second"][:8] not in result.stdout
    assert f"Not listed: 1 session file that cannot be read: alice/sessions/{path.name} (" in result.stderr
    assert "`twin doctor --repair`" in result.stderr
    assert cli("sessions", "list", "alice", "--json").stderr == result.stderr  # the JSON stays a list


def test_list_of_every_twin_names_the_twin_and_shows_chinese_aligned(cli, history: dict[str, str]) -> None:
    result = cli("sessions", "list")
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        "TWIN   ID          START             TURNS  WHO   FIRST WORDS                      CHAPTER\n"
        f"alice  {short(history['second'])}  2026-03-06 21:15      2  Sam   Work was long.                   -\n"
        f"lin    {short(history['third'])}  2026-03-05 08:30      2  小林  我今天去爬山了，天气很好。       -\n"
        f"alice  {short(history['first'])}  2026-03-04 10:00      4  Sam   I painted the fence blue today.  "
        "Sam painted his fence blue.\n"
    )


def test_list_json_has_every_field(cli, history: dict[str, str], home_with_personas: Path) -> None:
    result = cli("sessions", "list", "alice", "--json")
    assert result.exit_code == 0
    rows = json.loads(result.stdout)
    assert [(r["id"], r["turns"], r["user"], r["first_words"], r["chapter"], r["ended"]) for r in rows] == [
        (history["second"], 2, "Sam", "Work was long.", "", False),
        (history["first"], 4, "Sam", "I painted the fence blue today.", "Sam painted his fence blue.", True),
    ]
    assert rows[1]["start"] == at(4, 10).isoformat(timespec="milliseconds")
    assert Path(rows[1]["path"]).parent == home_with_personas / "data" / "alice" / "sessions"


def test_list_shows_the_chapter_as_every_context_does_after_a_forget(cli, home_with_personas: Path) -> None:
    from twin.facts.store import FactStore

    diary = {"alice": "I listened. " * 9 + "Home is: Zagreb, they said.", "lin": "他告诉我他住在台北。"}
    for persona, said, value in (("alice", "I live in Zagreb.", "Zagreb"), ("lin", "我住在臺北。", "台北")):
        session, [turn] = write_session(home_with_personas, persona, at(4, 10), [("user", said, 1, {})])
        chapter(home_with_personas, persona, session, diary[persona])
        facts = FactStore(home_with_personas / "data" / persona)
        city = facts.assert_fact("Sam", "city", value, source="user", confidence=0.9, cause=turn, said_at=at(4, 10),
                                 evidence={"session": session, "turn": turn, "quote": said[:-1]})  # fmt: skip
        facts.retire(city.id, reason="user", cause="forget")
    shown = cli("sessions", "list").stdout
    assert "他告诉我他住在[已遗忘]。" in shown and "I listened. I listened." in shown
    assert "Zag" not in shown.replace("I live in Zagreb.", "") and "台北" not in shown  # the first words are raw
    rows = {r["persona"]: r["chapter"] for r in json.loads(cli("sessions", "list", "--json").stdout)}
    masked = ("I listened. " * 9 + "Home is: [forgotten], they said.")[:120]  # masked before it is cut: no "Zag"
    assert rows == {"alice": masked, "lin": "他告诉我他住在[已遗忘]。"}


def test_list_follows_sessions_that_grow_arrive_and_get_chapters(
    cli, history: dict[str, str], home_with_personas: Path
) -> None:
    assert cli("sessions", "list", "alice").exit_code == 0  # fills the listing cache
    live = next((home_with_personas / "data/alice/sessions").glob(f"*{history['second']}.jsonl"))
    writer = SessionStore(home_with_personas / "data/alice").start({"user": "Ann"}, at=at(7, 9))
    writer.add_turn("user", "A new one.", at=at(7, 9, 0, 5))
    JsonlFile(live).append("turn", role="assistant", text="Rest, then.", status="ok")
    chapter(home_with_personas, "alice", history["second"], "## A short evening\nSam was tired.")
    rows = json.loads(cli("sessions", "list", "alice", "--json").stdout)
    assert [(r["id"], r["turns"], r["user"], r["chapter"]) for r in rows] == [
        (writer.id, 1, "Ann", ""),
        (history["second"], 3, "Sam", "A short evening"),
        (history["first"], 4, "Sam", "Sam painted his fence blue."),
    ]
    cache = home_with_personas / "data/alice/index/session-list.json"
    for damaged in ("{not json", '{"version": 2, "sessions": {"x": [1]}, "chapters": {"lines": {}}}'):
        cache.write_text(damaged, encoding="utf-8")  # derived data: a damaged cache is rebuilt
        assert json.loads(cli("sessions", "list", "alice", "--json").stdout) == rows


def test_list_with_nothing_and_with_unknown_twin(cli, home_with_personas: Path) -> None:
    empty = cli("sessions", "list", "alice")
    assert (empty.exit_code, empty.stdout, empty.stderr) == (0, "", "No sessions of alice yet.\n")
    assert cli("sessions", "list", "--json").stdout == "[]\n"
    unknown = cli("sessions", "list", "bob")
    assert unknown.exit_code == 3
    assert unknown.stderr.startswith("Error: There is no twin called 'bob'")


def test_list_neutralises_escape_sequences(cli, home_with_personas: Path) -> None:
    session, _ = write_session(
        home_with_personas, "alice", at(8, 12), [("user", "\x1b[2Jgone\x1b]0;title\x07 here", 1, {})], user="\x1b[31mX"
    )
    result = cli("sessions", "list", "alice")
    assert result.exit_code == 0
    assert "\x1b" not in result.stdout and "\x07" not in result.stdout
    assert result.stdout.splitlines()[1] == (
        f"{short(session)}  2026-03-08 12:00      1  \\x1b[31mX  \\x1b[2Jgone\\x1b]0;title\\x07 here  -"
    )


def test_list_json_escapes_what_a_terminal_would_obey(cli, home_with_personas: Path) -> None:
    write_session(home_with_personas, "alice", at(8, 12), [("user", "a\x9b2Jb\x7fc 中d", 1, {})])
    result = cli("sessions", "list", "alice", "--json")
    assert result.exit_code == 0
    assert "\x9b" not in result.stdout and "\x7f" not in result.stdout
    assert "a\\u009b2Jb\\u007fc 中d" in result.stdout  # escaped, still the same text once parsed
    assert json.loads(result.stdout)[0]["first_words"] == "a\x9b2Jb\x7fc 中d"


# -- search ---------------------------------------------------------------------------------------


def test_search_shows_hits_in_context_in_english(cli, history: dict[str, str]) -> None:
    result = cli("sessions", "search", "daughter")
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        f"2026-03-04 10:00:40  alice  session {history['first']}\n"
        "  Alice: Blue suits a fence. Why blue?\n"
        "> Sam: My daughter chose it.\n"
        "  Alice: Then it's the right blue.\n\n"
    )


def test_hits_next_to_each_other_share_one_block_each_turn_shown_once(cli, history: dict[str, str]) -> None:
    result = cli("sessions", "search", "alice", "blue")
    assert result.exit_code == 0, result.output
    assert result.stdout.count(f"session {history['first']}") == 1
    assert result.stdout.endswith(
        "> Sam: I painted the fence blue today.\n"
        "> Alice: Blue suits a fence. Why blue?\n"
        "  Sam: My daughter chose it.\n"
        "> Alice: Then it's the right blue.\n\n"
    )
    assert len(cli("sessions", "search", "alice", "blue", "--json", "-n", "5").stdout.split('"turn"')) > 3  # as before


def test_search_in_chinese_within_one_twin(cli, history: dict[str, str]) -> None:
    result = cli("sessions", "search", "lin", "爬山")
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        f"2026-03-05 08:30:02  session {history['third']}\n"
        "> 小林: 我今天去爬山了，天气很好。\n  林: 山上的风怎么样？\n\n"
    )
    shared_character = cli("sessions", "search", "lin", "山东大学")  # 山 alone is in those turns: no match
    assert (shared_character.stdout, shared_character.stderr) == ("", "没有对得上 '山东大学' 的话。\n")


def test_search_json_no_hits_and_no_words(cli, history: dict[str, str]) -> None:
    result = cli("sessions", "search", "alice", "fence", "--json")
    assert result.exit_code == 0
    hits = sorted(json.loads(result.stdout), key=lambda h: h["time"])
    assert [(h["session"], h["speaker"], h["text"]) for h in hits] == [
        (history["first"], "Sam", "I painted the fence blue today."),
        (history["first"], "Alice", "Blue suits a fence. Why blue?"),
    ]
    assert hits[0]["before"] is None and hits[0]["after"]["text"] == "Blue suits a fence. Why blue?"
    assert hits[1]["role"] == "assistant" and hits[1]["score"] > 0
    none = cli("sessions", "search", "giraffe")
    assert (none.exit_code, none.stdout, none.stderr) == (0, "", "No turn matches 'giraffe'.\n")
    empty = cli("sessions", "search", " ")
    assert empty.exit_code == 2 and "Search for what?" in empty.stderr


def test_search_finds_a_turn_written_after_the_index_was_built(
    cli, history: dict[str, str], home_with_personas: Path
) -> None:
    assert cli("sessions", "search", "fence").exit_code == 0
    write_session(home_with_personas, "alice", at(9, 7), [("user", "The fence needs a second coat.", 1, {})])
    result = cli("sessions", "search", "alice", "coat", "--json")
    assert [h["text"] for h in json.loads(result.stdout)] == ["The fence needs a second coat."]


def test_search_names_the_twin_as_its_persona_file_says_now(
    cli, history: dict[str, str], home_with_personas: Path
) -> None:
    def twin_speakers() -> list[str]:
        result = cli("sessions", "search", "alice", "fence", "--json")
        return [h["speaker"] for h in json.loads(result.stdout) if h["role"] == "assistant"]

    assert twin_speakers() == ["Alice"]
    persona = home_with_personas / "personas" / "alice.toml"
    before = persona.stat()
    persona.write_text(persona.read_text(encoding="utf-8").replace('name = "Alice"', 'name = "Alicf"'))
    os.utime(persona, ns=(before.st_atime_ns, before.st_mtime_ns))  # same size, same time, same file: `cp -p`
    assert twin_speakers() == ["Alicf"]
    persona.write_text(persona.read_text(encoding="utf-8").replace('name = "Alicf"', 'name = "Alice B."'))
    assert twin_speakers() == ["Alice B."]
    persona.write_text("name = [broken")
    assert twin_speakers() == ["alice"]  # a broken file: the twin's key, no traceback
    persona.unlink()
    assert twin_speakers() == ["alice"]


# -- show and export ------------------------------------------------------------------------------


def test_show_prints_the_whole_session(cli, history: dict[str, str]) -> None:
    result = cli("sessions", "show", history["first"][:12])
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        f"Alice · 2026-03-04 10:00 · with Sam · session {history['first']}\n\n"
        "[2026-03-04 10:00:05] Sam\nI painted the fence blue today.\n\n"
        "[10:00:09] Alice\nBlue suits a fence. Why blue?\n\n"
        "[10:00:40] Sam\nMy daughter chose it.\n\n"
        "[10:00:44] Alice\nThen it's the right blue.\n\n"
    )


def test_show_in_chinese_and_as_json(cli, history: dict[str, str]) -> None:
    result = cli("sessions", "show", history["third"])
    assert result.exit_code == 0
    assert result.stdout == (
        f"林 · 2026-03-05 08:30 · 和小林 · 会话 {history['third']}\n\n"  # the persona's language, as its export
        "[2026-03-05 08:30:02] 小林\n我今天去爬山了，天气很好。\n\n[08:30:06] 林\n山上的风怎么样？\n\n"
    )
    data = json.loads(cli("sessions", "show", history["third"], "--json").stdout)
    assert (data["persona"], data["id"], data["session"]["user"]) == ("lin", history["third"], "小林")
    assert [t["text"] for t in data["turns"]] == ["我今天去爬山了，天气很好。", "山上的风怎么样？"]
    assert data["end"]["reason"] == "exit"


def test_export_markdown_to_read_or_share(cli, history: dict[str, str], tmp_path: Path) -> None:
    target = tmp_path / "fence.md"
    result = cli("sessions", "export", history["first"], "--format", "md", "--output", str(target))
    assert result.exit_code == 0, result.output
    assert result.stderr == f"Wrote {target} (md, 4 turns).\n"
    assert target.read_text(encoding="utf-8") == (
        "# Alice · 2026-03-04 10:00\n\n"
        "*Sam and Alice: 2026-03-04 10:00 to 10:00, 4 turns, model fake-model.*\n\n"
        f"Session `{history['first']}`\n\n---\n\n"
        "**Sam** · 2026-03-04 10:00:05\n\nI painted the fence blue today.\n\n"
        "**Alice** · 10:00:09\n\nBlue suits a fence. Why blue?\n\n"
        "**Sam** · 10:00:40\n\nMy daughter chose it.\n\n"
        "**Alice** · 10:00:44\n\nThen it's the right blue.\n"
    )


def test_export_to_a_file_refuses_a_missing_folder_and_takes_the_format_from_the_extension(
    cli, history: dict[str, str], tmp_path: Path
) -> None:
    missing = tmp_path / "nodir" / "a" / "b.md"
    result = cli("sessions", "export", history["first"], "--output", str(missing))
    assert result.exit_code == 2
    assert result.stderr.startswith(f"Error: The folder {missing.parent} does not exist: nothing was written.")
    assert not (tmp_path / "nodir").exists()  # it made the folders and said "Wrote"
    folder = cli("sessions", "export", history["first"], "--output", str(tmp_path))
    assert folder.exit_code == 2 and f"Error: {tmp_path} is a folder." in folder.stderr
    as_json = tmp_path / "x.json"
    result = cli("sessions", "export", history["first"], "--output", str(as_json))
    assert result.exit_code == 0 and result.stderr == f"Wrote {as_json} (json, 4 turns).\n"
    assert json.loads(as_json.read_text(encoding="utf-8"))["turns"][0]["text"] == "I painted the fence blue today."
    again = cli("sessions", "export", history["first"], "--output", str(as_json))  # over a file: written, and said
    assert again.stderr == f"Wrote {as_json} (json, 4 turns), in place of the file that was there.\n"
    other = tmp_path / "x.txt"  # an extension that names no format: Markdown, as without --output
    assert cli("sessions", "export", history["first"], "-o", str(other)).exit_code == 0
    assert other.read_text(encoding="utf-8").startswith("# Alice")
    clash = cli("sessions", "export", history["first"], "--format", "md", "--output", str(tmp_path / "y.json"))
    assert clash.exit_code == 2 and "--format md does not fit y.json, whose extension names json." in clash.stderr
    assert not (tmp_path / "y.json").exists()


def test_export_never_replaces_a_link_a_pipe_or_a_device_and_a_huge_limit_is_a_usage_error(
    cli, history: dict[str, str], tmp_path: Path
) -> None:
    """The export is written as a new file renamed over the old: over /dev/null it made a plain, world-readable file
    of the conversation (the blind robustness round); a --limit past SQLite's integers was "a bug in twin"."""
    target = tmp_path / "target.md"
    target.write_text("keep\n", encoding="utf-8")
    (tmp_path / "link.md").symlink_to(target)
    os.mkfifo(tmp_path / "pipe.md")
    for name in ("link.md", "pipe.md"):
        result = cli("sessions", "export", history["first"], "-o", str(tmp_path / name))
        assert result.exit_code == 2 and "is not a plain file" in result.stderr, result.stderr
        assert "twin sessions export ID >" in result.stderr
    assert (tmp_path / "link.md").is_symlink() and target.read_text(encoding="utf-8") == "keep\n"
    assert stat.S_ISFIFO((tmp_path / "pipe.md").stat().st_mode)
    for command in (["sessions", "list"], ["sessions", "search", "alice", "fence"]):
        result = cli(*command, "--limit", "99999999999999999999")
        assert result.exit_code == 2 and "is not in the range" in result.stderr, result.stderr


def test_export_markdown_of_a_chinese_session_is_written_in_chinese(cli, history: dict[str, str]) -> None:
    result = cli("sessions", "export", history["third"], "--format", "md")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[2] == "*小林和林：2026-03-05 08:30 至 08:30，共 2 轮，模型 fake-model。*"
    assert lines[4] == f"会话 `{history['third']}`"


def test_export_json_and_raw_jsonl(cli, history: dict[str, str], home_with_personas: Path) -> None:
    path = next((home_with_personas / "data/lin/sessions").glob("*.jsonl"))
    raw = cli("sessions", "export", history["third"], "--format", "jsonl")
    assert (raw.exit_code, raw.stdout_bytes) == (0, path.read_bytes())
    document = json.loads(cli("sessions", "export", history["third"], "-f", "json").stdout)
    assert document["turns"][0]["text"] == "我今天去爬山了，天气很好。"
    wrong = cli("sessions", "export", history["first"], "--format", "pdf")  # alice's: said in English
    assert wrong.exit_code == 2 and "--format must be one of md, json, jsonl, not 'pdf'." in wrong.stderr


def test_ids_unknown_ambiguous_and_malformed(cli, history: dict[str, str]) -> None:
    unknown = cli("sessions", "show", "7ZZZZ")
    assert unknown.exit_code == 2
    assert (
        unknown.stderr
        == "Error: No session has the id '7ZZZZ'.\n`twin sessions list` shows the sessions and their ids.\n"
    )
    ambiguous = cli("sessions", "show", "0")  # (sessions of two twins: the id as alice's list shortens it may be lin's)
    assert ambiguous.exit_code == 2 and "'0' matches 3 sessions, of alice, lin." in ambiguous.stderr
    assert "Give more characters of the id, or the twin: `-p alice`." in ambiguous.stderr
    one_twin = cli("sessions", "show", "0", "-p", "alice")
    assert one_twin.exit_code == 2 and "'0' matches 2 sessions." in one_twin.stderr
    odd = cli("sessions", "export", "../etc")
    assert odd.exit_code == 2 and "'../etc' is not a session id." in odd.stderr


# -- on a terminal --------------------------------------------------------------------------------


def terminal(home: Path, *args: str) -> bytes:
    """What `twin ARGS` shows on a real pseudo-terminal (100 columns), with a pager that marks each line."""
    env = {**os.environ, "TWIN_HOME": str(home), "TERM": "xterm-256color", "PAGER": "sed 's/^/paged: /'"}
    env.pop("NO_COLOR", None)
    child = pexpect.spawn(sys.executable, ["-m", "twin", *args], env=env, dimensions=(24, 100), timeout=30)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    return child.before


def test_on_a_terminal_the_list_goes_through_the_pager_and_search_highlights(
    history: dict[str, str], home_with_personas: Path
) -> None:
    listed = terminal(home_with_personas, "sessions", "list", "alice")
    assert b"paged: \x1b[1mID          START             TURNS  WHO  FIRST WORDS" in listed
    assert b"paged: " + history["first"][:10].encode() in listed
    found = terminal(home_with_personas, "sessions", "search", "女儿 daughter")
    assert b"> Sam: My \x1b[1;7mdaughter\x1b[0m chose it." in found


# -- in a pipe ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ("sessions", "show", "FIRST"),
        ("sessions", "list"),
        ("replay", "FIRST", "--instant"),
        ("persona", "list"),
        ("doctor", "--offline"),
        ("--help",),
    ],
)
def test_a_reader_that_stops_reading_is_not_an_error(
    history: dict[str, str], home_with_personas: Path, args: tuple[str, ...]
) -> None:
    """`twin sessions show ID | head -1`: head leaves after a line. Here the reader is gone before twin writes, so
    every write meets the broken pipe (with head, some runs exited 1 and some 0, as the race went)."""
    from tests.chatkit import TWIN

    reader, writer = os.pipe()
    os.close(reader)
    env = {**os.environ, "TWIN_HOME": str(home_with_personas)}
    try:
        done = subprocess.run(
            [TWIN, *(history["first"] if a == "FIRST" else a for a in args)],
            stdout=writer,
            stderr=subprocess.PIPE,
            env=env,
            timeout=60,
        )
    finally:
        os.close(writer)
    assert (done.returncode, done.stderr.decode()) == (0, "")  # quiet: no "Exception ignored ... BrokenPipeError"


@pytest.mark.parametrize("order", [(1, 5, 3), (3, 1, 5), (5, 1, 3)])
def test_a_hit_between_two_blocks_joins_them_whatever_the_ranking(order: tuple[int, ...]) -> None:
    from twin.cli.sessions import _blocks

    def turn(n: int) -> dict[str, Any]:
        return {"turn": f"T{n:02d}", "time": f"2026-01-01T00:00:{n:02d}", "text": str(n), "speaker": "Sam"}

    hits = [{"persona": "alice", "session": "S", **turn(n), "before": turn(n - 1), "after": turn(n + 1)} for n in order]
    [(best, turns, marked)] = _blocks(hits)
    assert [t["turn"] for t in turns] == [f"T{n:02d}" for n in range(7)]  # each turn once, in the order said
    assert best["turn"] == f"T{order[0]:02d}" and marked == {"T01", "T03", "T05"}


def test_a_bidi_override_in_a_row_is_shown_by_its_code_not_obeyed(capsys) -> None:
    """A U+202E in a message or a fact value reached `sessions list` (first words) and the `memory facts` table raw,
    turning the rest of the row around (the bug fixed for names of who is talking)."""
    from twin.cli.output import print_table
    from twin.cli.sessions import one_line

    assert one_line("hello \u202e evil") == "hello <U+202E> evil"
    assert one_line("שלום \u2067x\u2069") == "שלום <U+2067>x<U+2069>"  # isolates too; Hebrew itself untouched
    print_table(["KEY", "VALUE"], [["city", "Lis\u202ebon"]])
    shown = capsys.readouterr().out
    assert "\u202e" not in shown and "Lis<U+202E>bon" in shown


def test_a_bidi_override_said_in_a_chat_is_shown_by_its_code_in_every_row(cli, script, home_with_personas) -> None:  # type: ignore[no-untyped-def]
    """The chat's "remembered" line, `memory why` and `memory search` showed a U+202E of a value raw (the fifth
    robustness round), where `memory facts` showed its code."""
    from tests.memorykit import fact, facts_json

    said = "I live in Par\u202eis"
    script.add("extract", facts_json(fact("user", "city", "Par\u202eis", said)))
    chatted = cli("chat", "alice", input=said + "\n")
    assert chatted.exit_code == 0 and "remembered: city: Par<U+202E>is" in chatted.stderr, chatted.stderr
    for command in (["memory", "why", "alice", "user.city"], ["memory", "search", "alice", "Paris live"]):
        shown = cli(*command)
        assert shown.exit_code == 0 and "Par<U+202E>is" in shown.stdout, (command, shown.output)
        assert "\u202e" not in shown.output, command


def test_a_command_of_its_own_typed_under_sessions_says_where_it_is(cli) -> None:
    """`twin sessions replay ID` said only "No such command 'replay'"; `twin sessions --help` names `twin replay`."""
    result = cli("sessions", "replay", "01ABC")
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        "Error: twin sessions has no command 'replay': it is a command of its own, `twin replay`.",
        "`twin replay --help` says how to use it.",
    ]
    assert "No such command 'bogus'" in cli("sessions", "bogus").stderr  # a word of no command: click's own words
