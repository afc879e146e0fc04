"""Persona versions: recorded append-only, named by sessions, compared and rolled back (library and CLI)."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from tests.chatkit import records
from twin.clock import parse_time
from twin.errors import ConflictError, PersonaError, UsageError
from twin.home import Home
from twin.persona.history import (
    diff,
    digest_of,
    find_version,
    record_version,
    rollback,
    save_persona,
    sessions_by_hash,
    version_text,
    versions,
)
from twin.persona.model import load_persona
from twin.sessions.session import SessionStore


def when(ts: str) -> str:
    return parse_time(ts).astimezone().strftime("%Y-%m-%d %H:%M")


@pytest.fixture
def home(home_with_personas: Path) -> Home:
    return Home(home_with_personas, "test")


def change(home: Home, name: str, old: str, new: str) -> str:
    path = home.personas_dir / f"{name}.toml"
    text = path.read_text(encoding="utf-8").replace(old, new)
    assert old in path.read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    return text


def session(home: Home, name: str, persona_hash: str) -> str:
    return SessionStore(home.twin_dir(name)).start({"persona": name, "persona_hash": persona_hash}).id


# -- recording ------------------------------------------------------------------------------


def test_record_version_appends_only_when_the_file_changed(home: Home) -> None:
    alice = load_persona(home.personas_dir, "alice")
    first = record_version(home, alice, "observed")
    assert first is not None and first["hash"] == alice.digest == digest_of(alice.path.read_text(encoding="utf-8"))
    assert record_version(home, alice, "observed") is None  # cheap no-op at every chat start
    text = change(home, "alice", "temperature = 0.8", "temperature = 0.5")
    edited = load_persona(home.personas_dir, "alice")
    second = record_version(home, edited, "observed")
    assert second is not None and second["text"] == text and second["hash"] == edited.digest
    saved = records(home.twin_dir("alice") / "persona.jsonl")
    assert [(r["kind"], r["source"], r["persona"]) for r in saved] == [("persona_version", "observed", "alice")] * 2
    assert all({"v", "id", "ts", "hash", "text", "note"} <= set(r) for r in saved)
    assert [v["number"] for v in versions(home, "alice")] == [1, 2]


def test_a_key_pasted_into_the_persona_file_never_reaches_its_history(home: Home) -> None:
    """A key pasted in as a comment (while setting the twin up), then taken out again: its copy stayed in
    persona.jsonl, where no command reached it, and a rollback would have written it back."""
    record_version(home, load_persona(home.personas_dir, "alice"), "observed")
    text = change(home, "alice", "temperature = 0.8", 'temperature = 0.8\n# api_key = "sk-live-PERSONASECRET123"')
    pasted = load_persona(home.personas_dir, "alice")
    kept = record_version(home, pasted, "observed")
    assert kept is not None and kept["hash"] == pasted.digest == digest_of(text)  # as sessions name the version
    assert '# api_key = "***"' in kept["text"]
    change(home, "alice", '\n# api_key = "sk-live-PERSONASECRET123"', "")
    record_version(home, load_persona(home.personas_dir, "alice"), "observed")
    assert "PERSONASECRET" not in (home.twin_dir("alice") / "persona.jsonl").read_text(encoding="utf-8")
    rollback(home, "alice", 2)
    assert "PERSONASECRET" not in (home.personas_dir / "alice.toml").read_text(encoding="utf-8")


def test_a_change_after_loading_is_recorded_only_if_valid(home: Home) -> None:
    alice = load_persona(home.personas_dir, "alice")
    change(home, "alice", 'language = "en"', 'language = "fr"')
    assert record_version(home, alice, "observed") is None
    assert versions(home, "alice") == []


def test_concurrent_chat_starts_record_one_version(home: Home) -> None:
    lin = load_persona(home.personas_dir, "lin")
    results: list[object] = []
    threads = [threading.Thread(target=lambda: results.append(record_version(home, lin, "observed"))) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len([r for r in results if r]) == 1 and len(versions(home, "lin")) == 1


def test_save_refuses_invalid_text_and_existing_files_and_writes_nothing(home: Home) -> None:
    before = sorted(p.name for p in home.personas_dir.iterdir())
    with pytest.raises(PersonaError) as info:
        save_persona(home, "new-one", 'name = "x"\nlanguage = "en"\n', "new")
    assert "missing [identity] with `who`" in info.value.message
    with pytest.raises(UsageError):
        save_persona(home, "alice", (home.personas_dir / "lin.toml").read_text(encoding="utf-8"), "new")
    with pytest.raises(ConflictError):
        save_persona(
            home, "alice", (home.personas_dir / "lin.toml").read_text(), "edit", overwrite=True, expect="0" * 16
        )
    assert sorted(p.name for p in home.personas_dir.iterdir()) == before
    assert not (home.data_dir / "new-one").exists()
    assert versions(home, "alice") == []


# -- finding, diffing, rolling back -----------------------------------------------------------


def three_versions(home: Home) -> list[str]:
    texts = [(home.personas_dir / "alice.toml").read_text(encoding="utf-8")]
    record_version(home, load_persona(home.personas_dir, "alice"), "observed")
    for old, new in (("temperature = 0.8", "temperature = 0.5"), ("temperature = 0.5", "temperature = 0.3")):
        text = texts[-1].replace(old, new)
        save_persona(home, "alice", text, "edit", overwrite=True)
        texts.append(text)
    return texts


def test_versions_by_number_hash_previous_current(home: Home) -> None:
    texts = three_versions(home)
    refs = (1, "2", "v3", "latest", "current")
    assert [version_text(home, "alice", ref) for ref in refs] == [texts[0], texts[1], texts[2], texts[2], texts[2]]
    assert version_text(home, "alice", digest_of(texts[1])[:6]) == texts[1]
    assert version_text(home, "alice", "previous") == texts[1]
    (home.personas_dir / "alice.toml").write_text(texts[2].replace("0.3", "0.4"), encoding="utf-8")
    assert version_text(home, "alice", "previous") == texts[2]  # a hand edit: previous is the last recorded text
    for bad, words in ((9, "has versions 1 to 3, not 9"), ("zzzz", "No version 'zzzz'"), ("", "No version")):
        with pytest.raises(UsageError) as info:
            find_version(home, "alice", bad)
        assert words in info.value.message


def test_a_persona_of_one_version_says_so(home: Home) -> None:
    record_version(home, load_persona(home.personas_dir, "alice"), "observed")
    with pytest.raises(UsageError) as info:
        find_version(home, "alice", 2)
    assert info.value.message == "alice has only version 1, not 2."  # not "versions 1 to 1"


def test_diff_is_unified_between_any_two_versions(home: Home) -> None:
    texts = three_versions(home)
    h1, h3 = digest_of(texts[0]), digest_of(texts[2])
    assert diff(home, "alice", 1, 3) == (
        f"--- alice.toml v1 ({h1})\n+++ alice.toml v3 ({h3})\n@@ -69,4 +69,4 @@\n ]\n \n [model]\n"
        "-temperature = 0.8\n+temperature = 0.3\n"
    )
    assert diff(home, "alice", "current", 3) == ""


def test_rollback_writes_the_old_text_and_keeps_every_version(home: Home) -> None:
    texts = three_versions(home)
    hand = texts[2].replace("0.3", "0.9")
    (home.personas_dir / "alice.toml").write_text(hand, encoding="utf-8")  # an unrecorded hand edit
    persona, masked = rollback(home, "alice", 1)
    assert persona.digest == digest_of(texts[0]) and not masked  # (nothing was forgotten)
    assert (home.personas_dir / "alice.toml").read_text(encoding="utf-8") == texts[0]
    found = versions(home, "alice")
    assert [(v["number"], v["source"], v["note"]) for v in found] == [
        (1, "observed", ""),
        (2, "edit", ""),
        (3, "edit", ""),
        (4, "observed", "the file as it was before this change"),
        (5, "rollback", "back to v1"),
    ]
    assert found[3]["text"] == hand  # the hand edit was kept before it was replaced
    assert not [p for p in home.personas_dir.iterdir() if p.name.startswith(".")]


def test_rollback_to_a_version_that_was_never_valid_is_refused(home: Home) -> None:
    good = (home.personas_dir / "lin.toml").read_text(encoding="utf-8")
    broken = good.replace('language = "zh"', 'language = "klingon"')
    (home.personas_dir / "lin.toml").write_text(broken, encoding="utf-8")
    save_persona(home, "lin", good, "edit", overwrite=True)  # keeps the broken text as "observed"
    assert [v["source"] for v in versions(home, "lin")] == ["observed", "edit"]
    with pytest.raises(PersonaError) as info:
        rollback(home, "lin", 1)
    assert 'expected "en" or "zh", found \'klingon\'' in info.value.message
    assert (home.personas_dir / "lin.toml").read_text(encoding="utf-8") == good


def test_sessions_name_the_version_they_used(home: Home) -> None:
    texts = three_versions(home)
    s1 = session(home, "alice", digest_of(texts[0]))
    s2 = session(home, "alice", digest_of(texts[2]))
    s3 = session(home, "alice", digest_of(texts[2]))
    assert sessions_by_hash(home, "alice") == {digest_of(texts[0]): [s1], digest_of(texts[2]): [s2, s3]}


# -- the CLI ----------------------------------------------------------------------------------


def test_history_lists_versions_with_their_sessions(cli, home: Home) -> None:
    texts = three_versions(home)
    s1 = session(home, "alice", digest_of(texts[0]))
    s2 = session(home, "alice", digest_of(texts[2]))
    old = session(home, "alice", "feedfacefeedface")
    t = [when(v["ts"]) for v in versions(home, "alice")]
    h = [digest_of(x) for x in texts]
    result = cli("persona", "history", "alice")
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        "#  TIME              SOURCE    HASH              SESSIONS          NOTE\n"
        f"1  {t[0]}  observed  {h[0]}  1 ({s1[:12]})\n"
        f"2  {t[1]}  edit      {h[1]}  0\n"
        f"3  {t[2]}  edit      {h[2]}  1 ({s2[:12]})\n"
    )
    assert result.stderr == (
        "The file is version 3.\n1 session used a version that is not in the history (feedfacefeedface).\n"
    )
    data = json.loads(cli("persona", "history", "alice", "--json").stdout)
    assert data["current_version"] == 3 and data["current_hash"] == h[2]
    assert [(v["number"], v["source"], v["sessions"]) for v in data["versions"]] == [
        (1, "observed", [s1]),
        (2, "edit", []),
        (3, "edit", [s2]),
    ]
    assert data["sessions_with_unrecorded_versions"] == {"feedfacefeedface": [old]}


def test_history_of_a_persona_without_versions_and_after_a_hand_edit(cli, home: Home) -> None:
    empty = cli("persona", "history", "lin")
    assert (empty.exit_code, empty.stdout) == (0, "")
    assert empty.stderr == "lin 还没有记下的版本；下次聊天、编辑或回滚时会记下一个。\n"  # in the twin's language
    record_version(home, load_persona(home.personas_dir, "lin"), "observed")
    change(home, "lin", "养了一只猫", "养了两只猫")
    result = cli("persona", "history", "lin")
    assert result.stderr == "The file has changed since version 1; the change is kept at the next chat or edit.\n"


def test_diff_in_chinese_through_the_cli(cli, home: Home) -> None:
    record_version(home, load_persona(home.personas_dir, "lin"), "observed")
    old_hash = versions(home, "lin")[0]["hash"]
    change(home, "lin", '  "养了一只猫，叫「空格」。",', '  "养了两只猫，叫「空格」和「回车」。",')
    result = cli("persona", "diff", "lin")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[:2] == [f"--- lin.toml v1 ({old_hash})", "+++ lin.toml (current)"]
    assert '-  "养了一只猫，叫「空格」。",' in lines and '+  "养了两只猫，叫「空格」和「回车」。",' in lines
    same = cli("persona", "diff", "lin", "1", "1")
    assert (same.exit_code, same.stdout, same.stderr) == (0, "", "No differences between 1 and 1.\n")
    nothing = cli("persona", "diff", "alice")
    assert nothing.exit_code == 2
    assert nothing.stderr == (
        "Error: No versions of alice are recorded yet.\nA version is recorded at each edit and chat.\n"
    )


def test_rollback_asks_first_and_keeps_history(cli, home: Home) -> None:
    texts = three_versions(home)
    path = home.personas_dir / "alice.toml"
    label = f"version 1 ({when(versions(home, 'alice')[0]['ts'])}, observed)"
    no = cli("persona", "rollback", "alice", "1", input="n\n")
    assert no.exit_code == 1
    assert no.stdout == (f"Replace personas/alice.toml with {label}? The current text stays in the history [y/N]: n\n")
    assert no.stderr == "Nothing changed. (`twin persona rollback alice 1 --yes` does it without asking.)\n"
    assert path.read_text(encoding="utf-8") == texts[2]
    closed = cli("persona", "rollback", "alice", "1", input="")  # no one to answer: a pipe, a script
    assert closed.exit_code == 1 and "Aborted" not in closed.output and "--yes` does it" in closed.stderr
    yes = cli("persona", "rollback", "alice", "1", input="y\n")
    assert yes.exit_code == 0
    assert yes.stdout.endswith(f"Rolled personas/alice.toml back to {label}; it is now version 4.\n")
    assert path.read_text(encoding="utf-8") == texts[0]
    again = cli("persona", "rollback", "alice", "previous", "--yes")
    label3 = f"version 3 ({when(versions(home, 'alice')[2]['ts'])}, edit)"
    assert (again.exit_code, again.stdout) == (
        0,
        f"Rolled personas/alice.toml back to {label3}; it is now version 5.\n",
    )
    same = cli("persona", "rollback", "alice", "3", "--yes")
    assert same.stdout == f"personas/alice.toml already has the text of {label3}; nothing to do.\n"
    assert [v["source"] for v in versions(home, "alice")] == ["observed", "edit", "edit", "rollback", "rollback"]


def test_a_version_not_found_is_hinted_with_the_words_the_command_takes(cli, home: Home) -> None:
    three_versions(home)
    history = "`twin persona history alice` lists the versions."
    current = cli("persona", "rollback", "alice", "current", "--yes")
    assert (current.exit_code, current.stderr) == (
        2,
        "Error: `current` is personas/alice.toml as it is now: there is nothing to roll back to.\n"
        "Name an earlier version: a number, a hash prefix, previous or latest (`twin persona history alice` lists "
        "them).\n",
    )
    wrong = cli("persona", "rollback", "alice", "nope", "--yes")
    assert (wrong.exit_code, wrong.stderr) == (
        2,
        f"Error: No version 'nope' of alice.\nUse a number, a hash prefix, previous or latest. {history}\n",
    )
    assert cli("persona", "rollback", "alice", "latest", "--yes").exit_code == 0  # what the hint offers works
    wrong = cli("persona", "diff", "alice", "nope")  # diff takes current too, and says so
    assert (wrong.exit_code, wrong.stderr) == (
        2,
        f"Error: No version 'nope' of alice.\nUse a number, a hash prefix, previous, latest or current. {history}\n",
    )


def test_a_stray_byte_in_the_file_leaves_history_and_rollback_working(cli, home: Home) -> None:
    texts = three_versions(home)
    path = home.personas_dir / "alice.toml"
    path.write_bytes(texts[2].encode("utf-8") + b"# caf\xe9, saved by a Latin-1 editor\n")
    assert "not UTF-8" in cli("persona", "validate", "alice").output  # the file itself is still refused
    listed = cli("persona", "history", "alice")
    assert listed.exit_code == 0, listed.output
    assert "version 3" not in listed.stdout or "changed" in listed.stdout
    back = cli("persona", "rollback", "alice", "previous", "--yes")  # the file is no version: previous is v3
    assert back.exit_code == 0, back.output
    assert path.read_text(encoding="utf-8") == texts[2]
    kept = versions(home, "alice")[-2]  # the file as it was, kept before it was replaced, as best it reads
    assert kept["source"] == "observed" and kept["text"].endswith("# caf\ufffd, saved by a Latin-1 editor\n")
