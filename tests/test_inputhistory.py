"""Taking a purged session's words out of the prompt history, checked with prompt-toolkit's own reader."""

from __future__ import annotations

from pathlib import Path

from prompt_toolkit.history import FileHistory

from twin.sessions.inputhistory import drop_entries


def stored(path: Path) -> list[str]:
    return list(reversed(list(FileHistory(str(path)).load_history_strings())))  # oldest first


def test_drops_only_the_entries_named(tmp_path: Path) -> None:
    path = tmp_path / "input-history"
    history = FileHistory(str(path))
    for text in ["hello", "my address is 12 Elm St", "two\nlines of it", "我住在上海", "hello again"]:
        history.store_string(text)
    assert drop_entries(path, {"my address is 12 Elm St", "two\nlines of it", "我住在上海 "}) == 3
    assert stored(path) == ["hello", "hello again"]
    assert drop_entries(path, {"not there"}) == 0
    assert stored(path) == ["hello", "hello again"]


def test_the_same_words_typed_twice_both_go(tmp_path: Path) -> None:
    path = tmp_path / "input-history"
    history = FileHistory(str(path))
    for text in ["secret", "other", "secret"]:
        history.store_string(text)
    assert drop_entries(path, {"secret"}) == 2
    assert stored(path) == ["other"]


def test_no_file_and_nothing_to_drop(tmp_path: Path) -> None:
    assert drop_entries(tmp_path / "missing", {"x"}) == 0
    path = tmp_path / "input-history"
    path.write_bytes(b"not a history file at all\n")
    assert drop_entries(path, {"not a history file at all"}) == 0  # no +lines: no entry, nothing touched
    assert path.read_bytes() == b"not a history file at all\n"


def test_keeps_the_file_private_and_finds_slash_messages(tmp_path: Path) -> None:
    from twin.sessions.inputhistory import typed_forms

    path = tmp_path / "input-history"
    history = FileHistory(str(path))
    for text in ["//etc/passwd is what I meant", "kept"]:
        history.store_string(text)
    path.chmod(0o600)
    # the chat stored the message without its first "/"; the prompt's history has what was typed
    assert drop_entries(path, typed_forms({"/etc/passwd is what I meant"})) == 1
    assert stored(path) == ["kept"]
    assert path.stat().st_mode & 0o777 == 0o600
    assert not list(tmp_path.glob(".*.tmp"))
