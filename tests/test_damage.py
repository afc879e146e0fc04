"""Damaged memory files: every file kind damaged in every way, then chat, memory, sessions, replay, doctor, repair.

The fault-injection fixture builds a twin with something in each of its files (two sessions, facts, events,
chapters, extraction runs, persona history, a document), then damages a line in the middle of every one of them
at once, in one way: invalid UTF-8, a JSON line cut short, a record whose fields are of the wrong type, a line
of NUL bytes (as some file systems leave after a crash), an escaped lone surrogate; and for session files, an
empty file and a lost header.
Whatever the damage: no command fails with a traceback, the chat answers, a fact said afterwards is written,
`twin doctor` names every damaged file, and `twin doctor --repair` leaves files that read clean, with every
moved line kept beside its file.
"""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.chatkit import records
from tests.memorykit import Reply, Script, fact, facts_json, kind_of

FILES = ("facts.jsonl", "events.jsonl", "chapters.jsonl", "extractions.jsonl", "persona.jsonl", "documents.jsonl")
WAYS = ("utf8", "cut", "type", "nul", "surrogate", "nested")


@pytest.fixture
def twin(cli, script: Script, home_with_personas: Path) -> Path:  # type: ignore[no-untyped-def]
    """A twin with something in every memory file."""
    home = home_with_personas
    script.add("extract", facts_json(fact("user", "city", "Oslo", "I live in Oslo")))
    assert cli("chat", "alice", input="I live in Oslo\n").exit_code == 0
    script.add("extract", facts_json(fact("user", "pet", "cat", "I have a cat")))
    assert cli("chat", "alice", input="I have a cat\nand a garden\n").exit_code == 0
    notes = home / "notes.md"
    notes.write_text("# Notes\n\nI keep bees on the roof.\n\nThe honey came early this year.\n", encoding="utf-8")
    assert cli("ingest", "alice", str(notes)).exit_code == 0
    twin_dir = home / "data" / "alice"
    for name in FILES:
        assert records(twin_dir / name), name  # each has a line to damage
    return twin_dir


def damage(path: Path, way: str) -> int:
    """Damage the middle line of a file (the only one, if there is one); return its line number."""
    lines = path.read_bytes().split(b"\n")[:-1]
    at = len(lines) // 2
    line = lines[at]
    if way == "utf8":
        lines[at] = line[:8] + b"\xff\xfe" + line[10:]
    elif way == "cut":
        lines[at] = line[: len(line) // 2]
    elif way == "type":
        record: dict[str, Any] = json.loads(line)
        for key in record:
            if key not in ("v", "id", "kind"):
                record[key] = [1, 2] if isinstance(record[key], str) else "not this"
        lines[at] = json.dumps(record).encode()
    elif way == "nul":
        lines[at] = b"\0" * len(line)
    elif way == "surrogate":  # valid JSON holding half of a character, which no UTF-8 file can hold
        lines[at] = line.replace(b'"ts":"', b'"x":"\\udce9","ts":"', 1)
    elif way == "nested":  # 2.4 KB of brackets: deeper than Python's parser goes
        lines[at] = b"[" * 1200 + b"]" * 1200
    path.write_bytes(b"\n".join(lines) + b"\n")
    return at + 1


def sessions(twin_dir: Path) -> list[Path]:
    return sorted((twin_dir / "sessions").glob("*.jsonl"))


def no_traceback(result: Any) -> None:
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output


def baker_when_said(script: Script) -> None:
    """The extractor finds the job in the exchange that says it, and nothing elsewhere (a catch-up of a session
    whose extraction run was damaged asks too, and must not take the answer meant for the new exchange)."""
    plain = script.respond

    def respond(body: dict[str, Any]) -> Any:
        if kind_of(body) == "extract":
            said = "I am a baker" in body["messages"][-1]["content"]
            return facts_json(fact("user", "job", "baker", "I am a baker")) if said else facts_json()
        return plain(body)

    script.llm.responder = respond


def every_command_works(cli, script: Script, twin_dir: Path) -> Any:  # type: ignore[no-untyped-def]
    """Chat (and a fact said in it is written), then every reading command: none fails with a traceback."""
    script.add("chat", "Bakers get up early.")
    baker_when_said(script)
    result = cli("chat", "alice", input="I am a baker\n")
    no_traceback(result)
    assert result.exit_code == 0 and "Bakers get up early." in result.stdout
    chat = result
    facts = cli("memory", "facts", "alice", "--json")
    no_traceback(facts)
    assert "baker" in [f["value"] for f in json.loads(facts.stdout)]  # memory keeps learning
    listed = cli("sessions", "list", "alice", "--json")
    no_traceback(listed)
    for args in (
        ("memory", "search", "alice", "Oslo baker"),
        ("memory", "history", "alice", "user.job"),
        ("memory", "stats", "alice"),
        ("sessions", "search", "alice", "cat"),
        ("sessions", "show", json.loads(listed.stdout)[0]["id"]),
        ("replay", json.loads(listed.stdout)[-1]["id"], "--instant"),
        ("persona", "show", "alice"),
        ("index", "rebuild", "alice"),
    ):
        result = cli(*args)
        no_traceback(result)
        assert result.exit_code == 0, (args, result.output)
    return chat


@pytest.mark.parametrize("way", WAYS)
def test_a_damaged_line_in_every_file_stops_nothing_and_doctor_finds_and_repairs_each(
    cli,
    script: Script,
    twin: Path,
    way: str,  # type: ignore[no-untyped-def]
) -> None:
    damaged = {name: damage(twin / name, way) for name in FILES}
    first = sessions(twin)[0]
    damaged[f"sessions/{first.name}"] = damage(first, way)
    chat = every_command_works(cli, script, twin)
    assert re.search(r"memory: \d+ damaged lines? skipped \(in ", chat.stderr)  # the person is told
    assert "`twin doctor --repair`" in chat.stderr

    report = cli("doctor", "--offline", "--json")
    no_traceback(report)
    assert report.exit_code == 5  # a storage problem: damaged lines
    found = {d["file"]: d for d in json.loads(report.stdout)["memory"]["alice"]["damaged"]}
    for name, line in damaged.items():
        if way == "type" and name == "persona.jsonl":
            continue  # the persona history was appended to by the chat: see below
        assert name in found, (name, sorted(found))
        assert line in [p["line"] for p in found[name]["lines"]], (name, found[name])

    before = {name: (twin / name).read_bytes() for name in damaged}
    repaired = cli("doctor", "--offline", "--repair", "--json")
    no_traceback(repaired)
    assert repaired.exit_code == 0, repaired.output
    after = json.loads(repaired.stdout)["memory"]["alice"]
    assert after["damaged"] == []
    assert after["repaired"]["lines_moved"] >= len(damaged) - 1
    for name, line in damaged.items():
        side = twin / f"{name}.damaged"
        if not side.exists():
            continue
        kept = [json.loads(raw) for raw in side.read_text(encoding="utf-8").splitlines()]
        assert line in [entry["line"] for entry in kept], (name, kept)
        for entry in kept:  # the bytes of every moved line, exactly, with where they were
            assert entry["file"] == name and entry["line"] >= 1 and entry["reason"]
            assert base64.b64decode(entry["base64"]) in before[name]
    chat = every_command_works(cli, script, twin)  # and all is well after the repair
    assert "damaged line" not in chat.stderr
    later = json.loads(cli("doctor", "--offline", "--json").stdout)["memory"]["alice"]
    assert later["damaged"] == []
    kept_aside = sorted(f"{name}.damaged" for name in damaged if (twin / f"{name}.damaged").exists())
    assert kept_aside and later["set_aside"] == kept_aside  # what was moved aside is named until deleted
    said = cli("doctor", "--offline").stdout
    assert f"set aside: {len(kept_aside)} file" in said and kept_aside[0] in said


def test_doctor_names_an_unfinished_line_a_writer_moved_aside(cli, twin: Path) -> None:  # type: ignore[no-untyped-def]
    """A first message too big for a full disk left its session with only a header and the bytes in
    `<session>.jsonl.torn`: `twin doctor` said "files read clean" and "All good" without a word of it."""
    first = sessions(twin)[0]
    first.with_name(first.name + ".torn").write_text('{"line": 2, "base64": "eyJr"}\n', encoding="utf-8")
    report = cli("doctor", "--offline")
    assert f"set aside: 1 file beside the memory (sessions/{first.name}.torn)" in report.stdout, report.stdout


def test_a_byte_order_mark_before_the_first_line_is_read_past_by_every_reader(cli, twin: Path) -> None:  # type: ignore[no-untyped-def]
    for name in ("facts.jsonl", "events.jsonl", "chapters.jsonl"):
        path = twin / name
        path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())  # as Notepad saves a file it opened
    facts = cli("memory", "facts", "alice", "--json")
    assert facts.exit_code == 0 and "Oslo" in [f["value"] for f in json.loads(facts.stdout)], facts.output
    assert cli("memory", "history", "alice", "user.city").exit_code == 0
    report = json.loads(cli("doctor", "--offline", "--json").stdout)["memory"]["alice"]
    assert report["damaged"] == []


def test_a_session_file_doubled_by_a_sync_tool_shows_each_turn_once_and_repair_takes_the_copies(  # type: ignore[no-untyped-def]
    cli, twin: Path
) -> None:
    [session, *_] = sessions(twin)
    once = session.read_bytes()
    session.write_bytes(once + once)  # every line again, as a sync that merged two copies leaves it
    shown = cli("sessions", "show", session.name[17:43], "--json")
    ids = [t["id"] for t in json.loads(shown.stdout)["turns"]]
    assert ids == [json.loads(line)["id"] for line in once.splitlines() if b'"kind":"turn"' in line], ids
    report = json.loads(cli("doctor", "--offline", "--json").stdout)["memory"]["alice"]
    [damage] = report["damaged"]
    assert damage["file"] == f"sessions/{session.name}" and "again (the same id)" in damage["lines"][0]["reason"]
    assert cli("doctor", "--offline", "--repair").exit_code == 0
    assert session.read_bytes() == once  # the copies moved aside, the file as it was


def test_an_imports_file_left_by_a_kill_is_no_copy_and_a_ctrl_c_leaves_none(  # type: ignore[no-untyped-def]
    cli, twin: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A blind probe (2026-12-07): `twin import` stopped by Ctrl-C left sessions/.tmp-import-<id>.jsonl, which
    doctor called a copy of a session that does not exist, and --repair moved it aside for the person to delete."""
    from twin.store.replace import replace_file
    from twin.store.shapes import IMPORT_TEMP

    [session, *_] = sessions(twin)
    header = json.loads(session.read_bytes().splitlines()[0])
    stray = twin / "sessions" / f"{IMPORT_TEMP}01M98S0000000000000000TEMP.jsonl"
    stray.write_text(json.dumps({**header, "id": "01M98S0000000000000000TEMP"}) + "\n", encoding="utf-8")
    assert json.loads(cli("doctor", "--offline", "--json").stdout)["memory"]["alice"]["damaged"] == []
    assert cli("doctor", "--offline", "--repair").exit_code == 0 and stray.exists()  # the next import deletes it
    stray.unlink()

    def interrupted(*_: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("os.replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        replace_file(twin / "sessions" / "next.jsonl", b"{}\n", temp_name=f"{IMPORT_TEMP}x.jsonl")
    assert not list((twin / "sessions").glob(".*")), "a temporary file was left"


def test_a_wrong_typed_record_is_a_damaged_line_for_every_reader(cli, twin: Path) -> None:  # type: ignore[no-untyped-def]
    [session, *_] = sessions(twin)
    lines = session.read_bytes().split(b"\n")
    turn = json.loads(lines[2])
    turn["text"] = ["not", "text"]
    lines[2] = json.dumps(turn).encode()
    session.write_bytes(b"\n".join(lines))
    shown = cli("sessions", "show", session.name[17:43])
    assert shown.exit_code == 0 and "Traceback" not in shown.output
    assert "line 3" in shown.stdout and "`text` of a turn record is not text" in shown.stdout  # in its header
    searched = cli("memory", "search", "alice", "Oslo")
    assert searched.exit_code == 0, searched.output


def test_a_turn_whose_role_is_neither_user_nor_assistant_is_a_damaged_line_not_the_twins_words(  # type: ignore[no-untyped-def]
    cli, twin: Path
) -> None:
    [session, *_] = sessions(twin)
    lines = session.read_bytes().split(b"\n")
    turn = json.loads(lines[2])
    assert turn["role"] == "user"
    turn["role"] = "User"  # a hand edit: read as anything but the person's, it would be shown as the twin's
    lines[2] = json.dumps(turn).encode()
    session.write_bytes(b"\n".join(lines))
    shown = cli("sessions", "show", session.name[17:43])
    assert shown.exit_code == 0 and '`role` of a turn record is not "user" or "assistant"' in shown.stdout
    assert turn["text"] not in shown.stdout
    report = json.loads(cli("doctor", "--offline", "--json").stdout)["memory"]["alice"]
    assert [d["file"] for d in report["damaged"]] == [f"sessions/{session.name}"]


def test_an_empty_and_a_headerless_session_file_are_reported_skipped_and_repaired(
    cli,
    script: Script,
    twin: Path,  # type: ignore[no-untyped-def]
) -> None:
    first, second = sessions(twin)
    empty = twin / "sessions" / "20261201T000000Z-01M8S0000000000000000000ZZ.jsonl"
    empty.write_bytes(b"")  # a start on a full disk
    lines = first.read_bytes().split(b"\n")
    first.write_bytes(b"\n".join(lines[1:]))  # the header is gone, the turns are there
    chapters = [r for r in records(twin / "chapters.jsonl") if r["kind"] == "chapter"]
    (twin / "chapters.jsonl").write_bytes(b"".join(
        (json.dumps(c) + "\n").encode() for c in chapters if c["session"] != second.name[17:43]
    ))  # fmt: skip  # the second session owes its diary

    report = json.loads(cli("doctor", "--offline", "--json").stdout)["memory"]["alice"]
    listed = cli("sessions", "list", "alice", "--json")  # doctor looked at every file: the edit in place is known
    assert listed.exit_code == 0 and len(json.loads(listed.stdout)) == 1  # the two bad files are skipped
    kinds = {d["file"]: (d["empty"], d["no_header"]) for d in report["damaged"]}
    assert kinds == {f"sessions/{empty.name}": (True, False), f"sessions/{first.name}": (False, True)}
    assert report["owed_diaries"] == [second.name]

    script.add("chapter", "The day we talked about the cat.")
    repaired = cli("doctor", "--repair", "--json")  # the model answers: the owed diary is caught up too
    assert repaired.exit_code == 0, repaired.output
    done = json.loads(repaired.stdout)["memory"]["alice"]
    assert done["repaired"]["empty_files_moved"] == [f"sessions/{empty.name}"]
    assert done["repaired"]["headers_rebuilt"] == [f"sessions/{first.name}"]
    assert done["repaired"]["caught_up"]["diaries_owed"] == 1 and done["owed_diaries"] == []
    assert (twin / "sessions" / f"{empty.name}.empty").exists() and not empty.exists()
    header = records(first)[0]
    assert header["kind"] == "session" and header["id"] == first.name[17:43] and header["repaired"]
    assert [r for r in records(first) if r["kind"] == "turn"] == [
        json.loads(raw) for raw in lines[1:] if raw and json.loads(raw)["kind"] == "turn"
    ]  # every turn where it was
    listed = json.loads(cli("sessions", "list", "alice", "--json").stdout)
    assert len(listed) == 2
    texts = [c["text"] for c in records(twin / "chapters.jsonl") if c["kind"] == "chapter"]
    assert "The day we talked about the cat." in texts


def test_a_header_moved_down_the_file_goes_back_first_in_one_repair(cli, twin: Path) -> None:  # type: ignore[no-untyped-def]
    """A session file edited by hand: its header line moved to the end and a turn written again with other words.
    One repair puts the header back on the first line, as it was (not a second, rebuilt one: that left the first
    as "the record of line 1 again" for a second repair), and moves the doubled turn aside."""
    second = sessions(twin)[1]
    lines = [json.loads(raw) for raw in second.read_bytes().splitlines()]
    header, rest = lines[0], lines[1:]
    doubled = dict(next(r for r in rest if r["kind"] == "turn"), text="I live in Madrid")
    rest.insert(rest.index(next(r for r in rest if r["kind"] == "turn")) + 1, doubled)
    second.write_bytes(b"".join((json.dumps(r) + "\n").encode() for r in [*rest, header]))

    repaired = cli("doctor", "--repair", "--offline", "--json")
    no_traceback(repaired)
    done = json.loads(repaired.stdout)["memory"]["alice"]
    assert done["repaired"]["headers_moved_first"] == [f"sessions/{second.name}"]
    assert done["repaired"]["headers_rebuilt"] == [] and done["repaired"]["lines_moved"] == 1
    assert done["damaged"] == []  # clean after one repair
    now = records(second)
    assert now[0] == header and [r for r in now if r["kind"] == "session"] == [header]
    assert "I live in Madrid" not in [r.get("text") for r in now]
    again = json.loads(cli("doctor", "--repair", "--offline", "--json").stdout)["memory"]["alice"]["repaired"]
    assert again["lines_moved"] == 0 and again["headers_moved_first"] == [] and again["headers_rebuilt"] == []
    shown = cli("doctor", "--repair", "--offline")
    assert "put back on the first line" not in shown.output  # nothing more to do


def test_a_session_file_copied_or_renamed_by_hand_is_known_by_its_header_and_repaired(cli, twin: Path) -> None:  # type: ignore[no-untyped-def]
    """A copy of a session file under another valid name was a second session (listed, owed a diary, its turns
    read under another id); a file renamed by hand lost its session's id. Each is a file whose header names
    another session: reported, kept out of the list, the search and the owed diaries, and `twin doctor --repair`
    moves the copy aside (`.copy`, nothing deleted) and gives the renamed file its own name back."""
    first, second = sessions(twin)
    first_id, second_id = first.name[17:43], second.name[17:43]
    copy = first.with_name(first.name[:17] + "01M8S0000000000000000000CP.jsonl")  # another valid name
    copy.write_bytes(first.read_bytes())
    renamed = second.with_name(second.name[:17] + "01M8S0000000000000000000RN.jsonl")
    second.rename(renamed)

    report = json.loads(cli("doctor", "--offline", "--json").stdout)["memory"]["alice"]
    named = {d["file"]: d["named_for"] for d in report["damaged"]}
    assert named == {f"sessions/{copy.name}": first_id, f"sessions/{renamed.name}": second_id}
    assert report["owed_diaries"] == []  # no diary for a copy, nor for a renamed session that has one
    listed = cli("sessions", "list", "alice", "--json")
    assert [s["id"] for s in json.loads(listed.stdout)] == [first_id]
    assert f"{copy.name} (its header is session {first_id}'s)" in listed.stderr
    said = [t["text"] for t in records(first) if t.get("kind") == "turn" and t["role"] == "user"][0]
    found = json.loads(cli("sessions", "search", "alice", said, "--json").stdout)
    assert {hit["session"] for hit in found} == {first_id}
    text = cli("doctor", "--offline").stdout
    assert f"sessions/{copy.name}: its header is session {first_id}'s (a copy: --repair moves it aside)" in text
    assert f"sessions/{renamed.name}: its header is session {second_id}'s (--repair gives it its name back)" in text

    repaired = cli("doctor", "--repair", "--json")
    assert repaired.exit_code == 0, repaired.output
    done = json.loads(repaired.stdout)["memory"]["alice"]
    assert done["repaired"]["copies_moved"] == [f"sessions/{copy.name}"]
    assert done["repaired"]["names_restored"] == [f"sessions/{renamed.name}"]
    assert done["damaged"] == [] and done["owed_diaries"] == []
    assert not copy.exists() and copy.with_name(copy.name + ".copy").read_bytes() == first.read_bytes()
    assert second.exists() and not renamed.exists()
    listed = json.loads(cli("sessions", "list", "alice", "--json").stdout)
    assert sorted(s["id"] for s in listed) == sorted([first_id, second_id])


def test_a_session_file_renamed_to_no_sessions_name_is_found_by_its_header_and_given_its_name_back(  # type: ignore[no-untyped-def]
    cli, twin: Path
) -> None:
    """A session file renamed by hand to a name that is no session's ("backup.jsonl") was out of every read, the
    list, the search and doctor alike: its conversation was gone from memory without a word. A copy of one under
    such a name is moved aside; a file there that is not a session's is not twin's, and is left alone."""
    first, second = sessions(twin)
    second_id = second.name[17:43]
    backup = second.with_name("backup.jsonl")
    second.rename(backup)
    copy = first.with_name("first (copy).jsonl")
    copy.write_bytes(first.read_bytes())
    other = first.with_name("notes.jsonl")
    other.write_text('{"mine": true}\n', encoding="utf-8")
    brackets = first.with_name("deep.jsonl")  # a line json cannot read without recursing past its limit
    brackets.write_text("[" * 5000 + "\n", encoding="utf-8")

    text = cli("doctor", "--offline").stdout
    assert f"sessions/backup.jsonl: its header is session {second_id}'s (--repair gives it its name back)" in text
    assert "sessions/first (copy).jsonl: its header is session " in text and "notes.jsonl" not in text
    done = json.loads(cli("doctor", "--repair", "--offline", "--json").stdout)["memory"]["alice"]["repaired"]
    assert done["names_restored"] == ["sessions/backup.jsonl"]
    assert done["copies_moved"] == ["sessions/first (copy).jsonl"]
    assert second.exists() and not backup.exists() and copy.with_name(copy.name + ".copy").exists()
    assert other.read_text(encoding="utf-8") == '{"mine": true}\n' and brackets.exists()
    listed = json.loads(cli("sessions", "list", "alice", "--json").stdout)
    assert second_id in [s["id"] for s in listed]


def test_a_renamed_session_whose_header_has_a_bad_field_is_named_back_then_repaired(cli, twin: Path) -> None:  # type: ignore[no-untyped-def]
    """Its header did not read as one (`"user": 5`), so the file was taken for one without a header, and the repair
    rebuilt a header from a name that is no session's: an AssertionError."""
    _, second = sessions(twin)
    lines = second.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    lines[0] = json.dumps({**header, "user": 5})
    backup = second.with_name("backup.jsonl")
    backup.write_text("\n".join(lines) + "\n", encoding="utf-8")
    second.unlink()
    first_pass = cli("doctor", "--repair", "--offline", "--json")
    assert first_pass.exit_code in (0, 5) and "Traceback" not in first_pass.stderr, first_pass.output
    assert json.loads(first_pass.stdout)["memory"]["alice"]["repaired"]["names_restored"] == ["sessions/backup.jsonl"]
    assert second.exists() and not backup.exists()
    again = cli("doctor", "--repair", "--offline", "--json")  # under its own name, the header's field is repaired
    assert again.exit_code == 0, again.output
    assert json.loads(cli("doctor", "--offline", "--json").stdout)["memory"]["alice"]["damaged"] == []


def test_doctor_reads_a_read_only_home_without_writing(cli, twin: Path) -> None:  # type: ignore[no-untyped-def]
    damage(twin / "facts.jsonl", "cut")
    before = {p: p.read_bytes() for p in twin.rglob("*.jsonl")}
    report = cli("doctor", "--offline", "--json")
    assert report.exit_code == 5
    assert {p: p.read_bytes() for p in twin.rglob("*.jsonl")} == before  # a check changes nothing


def test_a_repaired_header_keeps_what_still_reads_of_the_damaged_one(cli, twin: Path) -> None:  # type: ignore[no-untyped-def]
    [first, *_] = sessions(twin)
    lines = first.read_bytes().split(b"\n")
    header = json.loads(lines[0])
    header.update(started=5, user="Sam")  # a bad start; who talked still reads
    lines[0] = json.dumps(header).encode()
    first.write_bytes(b"\n".join(lines))
    repaired = cli("doctor", "--offline", "--repair", "--json")
    assert repaired.exit_code == 0, repaired.output
    rebuilt = records(first)[0]
    assert rebuilt["kind"] == "session" and rebuilt["repaired"] and rebuilt["user"] == "Sam"
    assert rebuilt["started"] != 5 and rebuilt["persona_hash"] == header["persona_hash"]
    moved = [json.loads(raw) for raw in (twin / "sessions" / f"{first.name}.damaged").read_text().splitlines()]
    assert [m["line"] for m in moved] == [1]  # the damaged header itself is kept beside the file


def test_the_chat_tells_of_an_empty_session_file_it_skips(cli, script: Script, twin: Path) -> None:  # type: ignore[no-untyped-def]
    empty = twin / "sessions" / "20261201T000000Z-01M8S0000000000000000000ZZ.jsonl"
    empty.write_bytes(b"")
    result = cli("chat", "alice", input="hello\n")
    assert result.exit_code == 0, result.output
    assert f"memory: 1 damaged line skipped (in sessions/{empty.name})" in result.stderr


def test_the_chat_tells_of_a_copied_session_file_it_leaves_out_until_repaired(cli, script: Script, twin: Path) -> None:  # type: ignore[no-untyped-def]
    first, _ = sessions(twin)
    copy = first.with_name(first.name[:17] + "01M8S0000000000000000000CP.jsonl")
    copy.write_bytes(first.read_bytes())
    told = f"memory: sessions/{copy.name} begins as session {first.name[17:43]}'s (a copy, or renamed by hand)"
    result = cli("chat", "alice", input="hello\n")
    assert result.exit_code == 0, result.output
    assert told in result.stderr and "twin doctor --repair" in result.stderr
    assert cli("doctor", "--offline", "--repair").exit_code == 0
    again = cli("chat", "alice", input="hello again\n")
    assert again.exit_code == 0, again.output
    assert "begins as session" not in again.stderr


def test_damage_is_told_once_a_start_when_the_model_comes_back(cli, script: Script, twin: Path) -> None:  # type: ignore[no-untyped-def]
    """The model failing an extraction, then answering, catches up again at once; it does not tell again of the
    damaged files it told of as the chat started."""
    (twin.parent.parent / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    empty = twin / "sessions" / "20261201T000000Z-01M8S0000000000000000000ZZ.jsonl"
    empty.write_bytes(b"")
    script.add("extract", Reply(status=500), facts_json(fact("user", "city", "Rome", "I live in Rome")))
    result = cli("chat", "alice", input="hello\nI live in Rome\nand you?\n")
    assert result.exit_code == 0, result.output
    assert result.stderr.count("damaged line skipped") == 1, result.stderr


def test_the_chat_and_doctor_count_the_same_damaged_lines_and_say_where_json_broke(  # type: ignore[no-untyped-def]
    cli, script: Script, twin: Path
) -> None:
    """Every file doctor checks, the chat tells of too (events.jsonl and persona.jsonl are read by no reader of the
    chat's derived database)."""
    for name, line in (
        ("events.jsonl", b"[]\n"),
        ("persona.jsonl", b"{}\n"),
        ("facts.jsonl", b"[]\n"),
        ("chapters.jsonl", b'{"kind": "chapter", "text": "cut\n'),
    ):
        with (twin / name).open("ab") as fh:
            fh.write(line)
    chat = cli("chat", "alice", input="hello\n")
    assert chat.exit_code == 0, chat.output
    told = re.search(r"memory: (\d+) damaged lines? skipped \(in ([^)]*)\)", chat.stderr)
    assert told, chat.stderr
    report = cli("doctor", "--offline")
    counted = re.search(r"alice: (\d+) damaged lines or files", report.stderr)
    assert counted, report.stderr
    assert told[1] == counted[1] == "4"
    assert told[2] == "chapters.jsonl, events.jsonl, facts.jsonl and 1 more"


def test_doctor_says_where_a_line_is_not_json_in_one_at(cli, twin: Path) -> None:  # type: ignore[no-untyped-def]
    """json's own words may end in "at" (a string left open): "starting at character 29", never "at at"."""
    with (twin / "chapters.jsonl").open("ab") as fh:
        fh.write(b'{"kind": "chapter", "text": "cut\n{"kind": "chapter",, "text": "x"}\n')
    report = cli("doctor", "--offline").stdout
    assert "not valid JSON (Unterminated string starting at character 29)" in report, report
    assert "not valid JSON (Expecting property name enclosed in double quotes at character 20)" in report, report


def test_a_copy_left_in_the_temporary_folder_is_deleted_once_the_home_serves_again(tmp_path: Path) -> None:
    """A run that could not use the home (a full disk, a read-only mount) built the derived database, the twin's
    words with it, in the temporary folder: the copy stayed there for good."""
    from twin.store import derived

    twin_dir = tmp_path / "data" / "alice"
    twin_dir.mkdir(parents=True)
    copy = derived._fallback_path(twin_dir)
    copy.parent.mkdir(parents=True, exist_ok=True)
    for suffix in ("", "-wal"):
        copy.with_name(copy.name + suffix).write_bytes(b"the words of a talk")
    derived.connect(twin_dir).close()
    assert not copy.exists() and not copy.with_name(copy.name + "-wal").exists()
