"""A home holds a person's words: nothing twin makes in it may be read by anyone but its owner, whatever the umask."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from tests.chatkit import session_files
from tests.memorykit import Script


@pytest.fixture
def umask_022() -> Iterator[None]:
    """The usual umask, set explicitly: under a stricter one every file is private anyway and nothing is tested."""
    old = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(old)


def readable_by_others(root: Path) -> list[str]:
    """Every folder and file under `root` (itself included) with a permission bit for its group or the others."""
    found = []
    for path in [root, *root.rglob("*")]:
        mode = path.lstat().st_mode
        if not stat.S_ISLNK(mode) and mode & 0o077:
            found.append(f"{stat.S_IMODE(mode):o} {path.relative_to(root.parent)}")
    return found


def test_a_new_home_with_a_conversation_is_owner_only(  # type: ignore[no-untyped-def]
    cli, script: Script, tmp_path, monkeypatch, umask_022
) -> None:
    home = tmp_path / "new-home"
    monkeypatch.setenv("TWIN_HOME", str(home))
    assert cli("init").exit_code == 0
    script.add("chat", "Noted: Shanghai.")
    result = cli("chat", "alice", input="I live in Shanghai and drink oolong every morning\n")
    assert result.exit_code == 0, result.output
    assert cli("memory", "search", "alice", "Shanghai").exit_code == 0
    assert cli("index", "rebuild", "alice").exit_code == 0
    [session] = session_files(home)
    export = tmp_path / "shanghai.md"
    result = cli("sessions", "export", session.stem.split("-")[1], "--format", "md", "--output", str(export))
    assert result.exit_code == 0, result.output
    with open(session, "ab") as fh:  # a damaged line: the repair moves it to a side file
        fh.write(b"not json\n")
    assert cli("doctor", "--repair", "--offline").exit_code in (0, 1)
    assert session.with_name(session.name + ".damaged").exists()

    from twin.chat.terminal import TerminalInput
    from twin.store import derived

    with create_pipe_input() as pipe:  # the arrow-up history of what was typed
        typed = TerminalInput(home / "input-history", pt_input=pipe, pt_output=DummyOutput())
        typed.history.append_string("I live in Shanghai")
    db = derived.connect(home / "data" / "alice")  # open, in WAL mode: its -wal and -shm are there
    try:
        db.execute("INSERT OR REPLACE INTO meta VALUES ('private-test', '1')")
        index = home / "data" / "alice" / "index"
        assert {"memory.sqlite3-wal", "memory.sqlite3-shm", "memory.sqlite3"} <= {p.name for p in index.iterdir()}
        assert (home / "input-history").exists()
        assert readable_by_others(home) == []
    finally:
        db.close()
    assert stat.S_IMODE(export.stat().st_mode) == 0o600  # the person's words again, where they asked for them


def test_an_earlier_home_is_made_owner_only_at_the_next_start(  # type: ignore[no-untyped-def]
    cli, script: Script, tmp_path, monkeypatch, umask_022
) -> None:
    home = tmp_path / "old-home"
    monkeypatch.setenv("TWIN_HOME", str(home))
    assert cli("init").exit_code == 0
    script.add("chat", "Noted.")
    assert cli("chat", "alice", input="I live in Shanghai\n").exit_code == 0
    for path in [home, *home.rglob("*")]:  # as twin 0.2 left it under umask 022
        os.chmod(path, 0o755 if path.is_dir() else 0o644)
    (home / "data" / "alice" / "index" / "memory.sqlite3-wal").write_bytes(b"")  # a log left by a killed process
    os.chmod(home / "data" / "alice" / "index" / "memory.sqlite3-wal", 0o644)
    assert len(readable_by_others(home)) > 10

    result = cli("sessions", "list", "alice")
    assert result.exit_code == 0, result.output
    assert readable_by_others(home) == []
    assert stat.S_IMODE((home / "data" / "alice" / "sessions").stat().st_mode) == 0o700
    assert stat.S_IMODE((home / "twin.toml").stat().st_mode) == 0o600


def test_a_second_connection_keeps_the_first_ones_locks(tmp_path: Path) -> None:
    """Making the database file private must not open and close it under a live connection of this process: that
    drops the process's SQLite locks, and another process closing its own connection then deletes the -wal and -shm
    the first still uses (twin serve answered 507 "disk I/O error" after one `twin memory forget` elsewhere)."""
    import subprocess
    import sys

    from twin.store import derived

    first = derived.connect(tmp_path)
    first.execute("CREATE TABLE t(x)")
    first.execute("INSERT INTO t VALUES (1)")
    second = derived.connect(tmp_path)  # another thread's connection in the same process (twin serve has many)
    path = derived.path_of(tmp_path)
    other = "import sqlite3, sys; db = sqlite3.connect(sys.argv[1]); db.execute('INSERT INTO t VALUES (2)')"
    subprocess.run([sys.executable, "-c", other + "; db.commit(); db.close()", str(path)], check=True)
    assert path.with_name(path.name + "-wal").exists()
    first.execute("INSERT INTO t VALUES (3)")
    assert second.execute("SELECT count(*) FROM t").fetchone() == (3,)
    first.close()
    second.close()
