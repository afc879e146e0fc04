"""A home that cannot be written, Ctrl-C on a piped chat, a repair beside a live chat: as processes, as a person
meets them."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from tests.chatkit import TWIN, records, turns
from tests.fakeserver import FakeOpenAI, Reply
from tests.memorykit import Script, fact, facts_json

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions and signals")
REPO = Path(__file__).resolve().parent.parent


def env(home: Path, llm: FakeOpenAI) -> dict[str, str]:
    return {**os.environ, "TWIN_HOME": str(home), "OPENAI_BASE_URL": llm.base_url, "OPENAI_API_KEY": "sk-x",
            "TWIN_MODEL": "fake-model", "NO_COLOR": "1", "TMPDIR": str(home.parent / "tmp")}  # fmt: skip


def twin(
    home: Path, llm: FakeOpenAI, *args: str, stdin: bytes = b"", user: list[str] | None = None
) -> tuple[int, str, str]:
    done = subprocess.run(
        [*(user or []), TWIN, *args], input=stdin, env=env(home, llm), capture_output=True, timeout=60
    )
    return done.returncode, done.stdout.decode(errors="replace"), done.stderr.decode(errors="replace")


@pytest.fixture
def world() -> Iterator[Path]:
    """A folder anyone may read (the home of a test that drops its privileges must be reachable)."""
    root = Path(tempfile.mkdtemp(prefix="twin-hostile-"))
    os.chmod(root, 0o755)
    (root / "tmp").mkdir(mode=0o1777)
    os.chmod(root / "tmp", 0o1777)
    try:
        yield root
    finally:
        subprocess.run(["chmod", "-R", "u+w", str(root)], check=False)
        shutil.rmtree(root, ignore_errors=True)


def unprivileged(home: Path, llm: FakeOpenAI) -> list[str]:
    """What runs twin as a user that permissions hold (root reads and writes anywhere: nobody instead); the test is
    skipped where that cannot be."""
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv to drop privileges")
    user = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    probe = subprocess.run([*user, TWIN, "--version"], capture_output=True, env=env(home, llm))
    if probe.returncode != 0:  # the checkout lives where another user cannot reach it (a private temp folder)
        pytest.skip(f"twin cannot run as an unprivileged user here: {probe.stderr.decode().strip()[:200]}")
    return user


def test_a_read_only_home_answers_every_read_and_refuses_writes_in_one_sentence(
    world: Path, fake_llm: FakeOpenAI
) -> None:
    home = world / "home"
    shutil.copytree(REPO / "personas", home / "personas")
    Script(fake_llm).add("extract", facts_json(fact("user", "city", "Oslo", "I live in Oslo")))
    assert twin(home, fake_llm, "chat", "alice", stdin=b"I live in Oslo\n")[0] == 0
    code, out, _ = twin(home, fake_llm, "sessions", "list", "alice", "--json")
    session = json.loads(out)[0]["id"]
    fact_id = json.loads(twin(home, fake_llm, "memory", "facts", "alice", "--json")[1])[0]["id"]
    card = world / "card.json"
    card.write_text(json.dumps({"spec": "chara_card_v2", "data": {"name": "Bo", "description": "A baker."}}))
    os.chmod(card, 0o644)
    subprocess.run(["chmod", "-R", "a-w,a+rX", str(home)], check=True)
    user = unprivileged(home, fake_llm)
    before = {p: p.read_bytes() for p in home.rglob("*") if p.is_file()}
    reads = [
        ("sessions", "list", "alice"), ("sessions", "show", session), ("sessions", "export", session),
        ("replay", session, "--instant"), ("sessions", "search", "alice", "Oslo"),
        ("memory", "search", "alice", "Oslo"), ("memory", "facts", "alice"), ("memory", "why", "alice", fact_id),
        ("memory", "history", "alice", "user.city"),
        ("memory", "stats", "alice"), ("persona", "show", "alice"),
    ]  # fmt: skip
    for args in reads:
        code, out, err = twin(home, fake_llm, *args, user=user)
        assert code == 0 and "Traceback" not in err, (args, err)
        assert "Could not remove" not in err, (args, err)  # the index is fine: nothing to remove
    code, out, err = twin(home, fake_llm, "doctor", "--offline", user=user)  # reads all, and says what is wrong
    assert code == 5 and "Traceback" not in err and "cannot be written" in err, err
    writes = [
        ("chat", "alice"), ("memory", "forget", "alice", fact_id), ("import", "card", str(card)),
        ("index", "rebuild", "alice"), ("init",),
    ]  # fmt: skip
    for args in writes:
        code, out, err = twin(home, fake_llm, *args, stdin=b"hello\n", user=user)
        assert code == 5 and "Traceback" not in err, (args, code, err)
        first = err.strip().splitlines()[0]
        assert first.startswith("Error: ") and ("read-only" in first or "cannot be written" in first), (args, err)
    assert {p: p.read_bytes() for p in home.rglob("*") if p.is_file()} == before  # nothing changed


def test_a_read_only_copy_taken_while_the_database_had_a_write_ahead_log_answers_every_read(
    world: Path, fake_llm: FakeOpenAI
) -> None:
    """A copy of a home taken while `twin serve` ran holds index/memory.sqlite3-wal with data in it: SQLite opened
    the copy's database, and the first read's sync failed ("attempt to write a readonly database")."""
    import sqlite3

    home = world / "home"
    shutil.copytree(REPO / "personas", home / "personas")
    Script(fake_llm).add("extract", facts_json(fact("user", "city", "Oslo", "I live in Oslo")))
    assert twin(home, fake_llm, "chat", "alice", stdin=b"I live in Oslo\n")[0] == 0
    database = home / "data" / "alice" / "index" / "memory.sqlite3"
    holder = sqlite3.connect(database)  # a process that has it open: its log is not folded in while it is
    try:
        holder.execute("PRAGMA wal_autocheckpoint = 0")
        holder.execute("CREATE TABLE IF NOT EXISTS held (x)")
        holder.execute("INSERT INTO held VALUES (1)")
        holder.commit()
        copy = world / "copy"
        shutil.copytree(home, copy)
    finally:
        holder.close()
    assert (copy / "data" / "alice" / "index" / "memory.sqlite3-wal").stat().st_size > 0
    subprocess.run(["chmod", "-R", "a-w,a+rX", str(copy)], check=True)
    user = unprivileged(copy, fake_llm)
    for args in (("memory", "facts", "alice"), ("sessions", "list", "alice"), ("memory", "search", "alice", "Oslo")):
        code, out, err = twin(copy, fake_llm, *args, user=user)
        assert code == 0 and "Traceback" not in err, (args, err)
        assert "Oslo" in out, (args, out)


def test_a_file_or_folder_inside_a_folder_that_cannot_be_read_is_skipped_and_named(
    world: Path, fake_llm: FakeOpenAI
) -> None:
    from tests.test_voice import CASUAL

    home = world / "home"
    shutil.copytree(REPO / "personas", home / "personas")
    subprocess.run(["chmod", "-R", "a+rwX", str(home)], check=True)  # the twin's own home: its user writes there
    notes = world / "notes"
    (notes / "locked").mkdir(parents=True)
    (notes / "week.md").write_text("\n\n".join(CASUAL), encoding="utf-8")
    (notes / "private.md").write_text("# Private\n\nNot for the twin.\n", encoding="utf-8")
    (notes / "locked" / "inside.md").write_text("# Inside\n\nNor this.\n", encoding="utf-8")
    os.chmod(notes, 0o755)
    os.chmod(notes / "private.md", 0o000)
    os.chmod(notes / "locked", 0o000)
    user = unprivileged(home, fake_llm)
    code, out, err = twin(home, fake_llm, "ingest", "lin", str(notes), "--no-extract", user=user)
    assert code == 0 and "Traceback" not in err, (out, err)
    assert out.splitlines()[2:6] == [
        '  week.md  "week": 1 chunk, new',
        "Skipped 2 files:",
        "  locked      a folder that could not be read (Permission denied)",
        "  private.md  could not be read (Permission denied)",
    ]
    code, out, err = twin(home, fake_llm, "voice", "learn", "lin", str(notes), "--no-describe", user=user)
    assert code == 0 and "Traceback" not in err, (out, err)
    assert out.splitlines()[2:5] == [
        "跳过了 2 个文件：",
        "  locked      读不了的文件夹（Permission denied）",
        "  private.md  读不了（Permission denied）",
    ]
    os.chmod(notes, 0o311)  # the folder named outright can be entered, not listed: refused in a sentence
    code, out, err = twin(home, fake_llm, "ingest", "lin", str(notes), "--no-extract", user=user)
    assert code == 2 and "Traceback" not in err, err
    assert err.splitlines() == [  # in lin's language, the system's reason by its errno's name
        f"错误：读不了文件夹 {notes}：权限不够（EACCES）。",
        "给 twin ingest 一个你能读的文件夹。",
    ]


SLOW = 30.0  # seconds a slow model takes to answer memory work: far past any bound a test here waits


@contextmanager
def ended(proc: subprocess.Popen[bytes]) -> Iterator[subprocess.Popen[bytes]]:
    """The process, killed at the end if a failed test left it running (a chat that waits for ever)."""
    try:
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_ctrl_c_on_a_piped_chat_stops_it_at_once_and_leaves_memory_work_owed(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    home = home_with_personas
    script = Script(fake_llm)
    script.add("chat", Reply(text="a long answer " * 40, chunk_size=4, chunk_delay=0.05))
    for kind in ("extract", "chapter"):  # a slow model: memory work at the stop took minutes of its retries
        script.defaults[kind] = Reply(text=str(script.defaults[kind]), delay=SLOW)
    with ended(subprocess.Popen(
        [TWIN, "chat", "alice"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env={**env(home, fake_llm), "TMPDIR": tempfile.gettempdir()},
    )) as proc:  # fmt: skip
        assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
        proc.stdin.write(b"tell me everything\nand then more\n")
        proc.stdin.close()
        shown = b""
        while b"a long answer" not in shown:  # the reply is streaming (after the greeting)
            chunk = os.read(proc.stdout.fileno(), 4096)
            assert chunk, shown
            shown += chunk
        os.kill(proc.pid, signal.SIGINT)
        assert proc.wait(timeout=15) == 130  # at once: no model is waited for (it was 60 s here, 118 s in an audit)
        err = proc.stderr.read().decode()
    assert "(stopped; the partial reply is kept)" in err
    assert "The chat stops here (Ctrl-C)" in err and "is done at the next start" in err
    said = [(t["role"], t["text"], t.get("status")) for t in turns(home)]
    assert said[1] == ("user", "tell me everything", None)
    assert said[2][0] == "assistant" and said[2][2] == "interrupted" and said[2][1].startswith("a long answer")
    assert ("user", "and then more", None) not in said  # the chat stopped there
    assert len(script.requests("chat")) == 1 and script.requests("chapter") == []  # nothing more asked of the model
    [path] = (home / "data" / "alice" / "sessions").glob("*.jsonl")
    assert json.loads(path.read_text(encoding="utf-8").splitlines()[-1])["reason"] == "interrupted"
    assert list((home / "data" / "alice" / "live").glob("*.lock")) == []  # the session is no longer live
    _, out, _ = twin(home, fake_llm, "doctor", "--offline", "--json")
    owed = json.loads(out)["memory"]["alice"]
    assert owed["owed_diaries"] == [path.name]  # the next start writes the diary...
    assert owed["unextracted_next_start"] == [path.name]  # ...after extracting what was said


def test_ctrl_c_on_a_piped_chat_whose_reader_went_away_ends_it_and_its_live_mark(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    home = home_with_personas
    script = Script(fake_llm)
    script.add("chat", Reply(text="a story", delay=SLOW))
    for kind in ("extract", "chapter"):
        script.defaults[kind] = Reply(text=str(script.defaults[kind]), delay=SLOW)
    read, write = os.pipe()  # stdout and stderr both to one reader, which goes away
    with ended(subprocess.Popen(
        [TWIN, "chat", "alice"], stdin=subprocess.PIPE, stdout=write, stderr=write,
        env={**env(home, fake_llm), "TMPDIR": tempfile.gettempdir()},
    )) as proc:  # fmt: skip
        os.close(write)
        assert proc.stdin is not None
        proc.stdin.write(b"tell me a story\nsecond line\n")
        proc.stdin.close()
        shown = b""
        while b"Hi, I'm Alice" not in shown:  # the greeting: the chat is under way
            chunk = os.read(read, 4096)
            assert chunk, shown
            shown += chunk
        deadline = time.monotonic() + 15
        while not script.requests("chat") and time.monotonic() < deadline:  # the reply is asked for
            time.sleep(0.05)
        os.close(read)  # every write to stdout or stderr fails from here (EPIPE)
        os.kill(proc.pid, signal.SIGINT)
        assert proc.wait(timeout=15) == 130  # it used to wait for ever on a memory worker a failed notice had ended
    assert list((home / "data" / "alice" / "live").glob("*.lock")) == []
    said = [(t["role"], t.get("status")) for t in turns(home)]
    assert said[1:] == [("user", None), ("assistant", "interrupted")]
    [path] = (home / "data" / "alice" / "sessions").glob("*.jsonl")
    assert json.loads(path.read_text(encoding="utf-8").splitlines()[-1])["reason"] == "interrupted"


def test_a_repair_beside_a_live_chat_loses_no_turn_and_leaves_the_files_clean(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    home = home_with_personas
    Script(fake_llm).defaults["chat"] = Reply(text="ok", delay=0.05)
    twin_dir = home / "data" / "alice"
    proc = subprocess.Popen(
        [TWIN, "chat", "alice"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        env={**env(home, fake_llm), "TMPDIR": tempfile.gettempdir()},
    )  # fmt: skip
    assert proc.stdin is not None
    sent = [f"message {i}" for i in range(30)]
    repairs = 0
    for i, line in enumerate(sent):
        proc.stdin.write((line + "\n").encode())
        proc.stdin.flush()
        if i % 5 == 2:
            live = sorted((twin_dir / "sessions").glob("*.jsonl"))
            if live:  # damage the live session's file between two turns, and repair it while the chat goes on
                with open(live[-1], "ab") as fh:
                    fh.write(b"\xff\xfe not a record\n")
            code, _, err = twin(home, fake_llm, "doctor", "--offline", "--repair")
            assert code in (0, 5) and "Traceback" not in err, err
            repairs += 1
        time.sleep(0.05)
    proc.stdin.close()
    assert proc.wait(timeout=60) == 0
    said = [t["text"] for t in turns(home) if t["role"] == "user"]
    assert said == sent  # every turn, once, in order
    code, out, err = twin(home, fake_llm, "doctor", "--offline", "--repair", "--json")
    assert code == 0, err
    assert json.loads(twin(home, fake_llm, "doctor", "--offline", "--json")[1])["memory"]["alice"]["damaged"] == []
    assert repairs == 6


def lived_in_oslo(disk: Path, llm: FakeOpenAI) -> tuple[Path, Script]:
    """A home on `disk` whose twin alice heard "I live in Oslo", and the script of its model."""
    home = disk / "home"
    shutil.copytree(REPO / "personas", home / "personas")
    script = Script(llm)
    script.add("extract", facts_json(fact("user", "city", "Oslo", "I live in Oslo")))
    assert twin(home, llm, "chat", "alice", stdin=b"I live in Oslo\n")[0] == 0
    return home, script


def test_a_full_disk_refuses_the_turn_clearly_reads_go_on_and_memory_resumes(
    small_disk: Path, fake_llm: FakeOpenAI
) -> None:
    home, script = lived_in_oslo(small_disk, fake_llm)
    filler = small_disk / "filler"
    subprocess.run(["dd", "if=/dev/zero", f"of={filler}", "bs=64k"], capture_output=True, check=False)
    sessions_before = sorted((home / "data" / "alice" / "sessions").iterdir())

    code, _, err = twin(home, fake_llm, "chat", "alice", stdin=b"I have a cat\n")
    assert code == 5 and "The disk is full" in err and "Traceback" not in err
    assert sorted((home / "data" / "alice" / "sessions").iterdir()) == sessions_before  # no empty file left
    for args in (("sessions", "list", "alice"), ("memory", "facts", "alice"), ("memory", "search", "alice", "Oslo")):
        code, out, err = twin(home, fake_llm, *args)
        assert code == 0 and "Traceback" not in err, (args, err)  # the derived database waits; reads do not
    assert "Oslo" in twin(home, fake_llm, "memory", "facts", "alice")[1]

    filler.unlink()
    script.add("extract", facts_json(fact("user", "pet", "cat", "I have a cat")))
    assert twin(home, fake_llm, "chat", "alice", stdin=b"I have a cat\n")[0] == 0
    facts = json.loads(twin(home, fake_llm, "memory", "facts", "alice", "--json")[1])
    assert sorted(f["value"] for f in facts) == ["Oslo", "cat"]  # memory learns again
    report = json.loads(twin(home, fake_llm, "doctor", "--offline", "--json")[1])
    assert report["memory"]["alice"]["damaged"] == []


def test_a_chat_a_full_disk_cannot_begin_says_so_in_the_personas_language(
    small_disk: Path, fake_llm: FakeOpenAI
) -> None:
    """错误： and the store's Chinese, with the next step of the session that was not started, for a Chinese twin;
    the English as it was for an English one."""
    home = small_disk / "home"
    shutil.copytree(REPO / "personas", home / "personas")
    for persona in ("lin", "alice"):  # each persona's first version is recorded: the full disk meets the session
        assert twin(home, fake_llm, "chat", persona, stdin="你好\n".encode())[0] == 0
    subprocess.run(["dd", "if=/dev/zero", f"of={small_disk / 'filler'}", "bs=64k"], capture_output=True, check=False)
    said = {
        "lin": ("错误：磁盘满了：没能写入 {sessions}/", "。",
                "腾出一些空间；已经写下的都没有丢。这次会话没有开始；再开始一次。"),
        "alice": ("Error: The disk is full: could not write {sessions}/", ".",
                  "Free some space; nothing already written was lost. The session was not started; start again."),
    }  # fmt: skip
    for persona, (begins, ends, hint) in said.items():
        code, _, err = twin(home, fake_llm, "chat", persona, stdin="你好\n".encode())
        assert code == 5, err
        first, then = err.strip().splitlines()[-2:]  # (after the banner and the memory's notices)
        assert first.startswith(begins.format(sessions=home / "data" / persona / "sessions")), err
        assert first.endswith(".jsonl" + ends) and then == hint, err


def _memory_files(twin_dir: Path) -> dict[str, bytes]:
    """Every file of a twin's memory but the derived database, by path: what a purge may change."""
    return {
        str(p.relative_to(twin_dir)): p.read_bytes()
        for p in sorted(twin_dir.rglob("*"))
        if p.is_file() and "index" not in p.relative_to(twin_dir).parts
    }


def test_a_purge_the_disk_cannot_hold_purges_nothing_and_runs_once_there_is_room(
    small_disk: Path, fake_llm: FakeOpenAI
) -> None:
    home, script = lived_in_oslo(small_disk, fake_llm)
    script.add("extract", facts_json(fact("user", "pet", "a cat", "I have a cat")))
    assert twin(home, fake_llm, "chat", "alice", stdin=b"I have a cat\n")[0] == 0
    oldest = json.loads(twin(home, fake_llm, "sessions", "list", "alice", "--json")[1])[-1]["id"]
    twin_dir = home / "data" / "alice"
    assert b'"session":"' + oldest.encode() in (twin_dir / "chapters.jsonl").read_bytes()
    # full, but for one page: the first file a purge writes fits, the second does not (the purge used to remove
    # the session's chapter there, then stop and say nothing was purged)
    filler = small_disk / "filler"
    subprocess.run(["dd", "if=/dev/zero", f"of={filler}", "bs=4k"], capture_output=True, check=False)
    os.truncate(filler, filler.stat().st_size - 4096)
    before = _memory_files(twin_dir)

    code, out, err = twin(home, fake_llm, "memory", "purge", "alice", "--session", oldest, "--yes")
    assert code != 0 and "Nothing was purged" in err and "Traceback" not in err, (code, out, err)
    assert _memory_files(twin_dir) == before  # the chapter, the facts, the session: all as they were

    filler.unlink()
    code, out, err = twin(home, fake_llm, "memory", "purge", "alice", "--session", oldest, "--yes")
    assert code == 0, err
    assert b'"session":"' + oldest.encode() not in (twin_dir / "chapters.jsonl").read_bytes()
    facts = json.loads(twin(home, fake_llm, "memory", "facts", "alice", "--json")[1])
    assert [f["value"] for f in facts] == ["a cat"]
    assert not [p for p in twin_dir.rglob("*.tmp")]


def closed(home: Path, llm: FakeOpenAI, redirect: str, *args: str, stdin: bytes = b"") -> tuple[int, str, str]:
    """twin run with a standard stream closed by the shell (`redirect`: ">&-", "<&-" or "2>&-")."""
    done = subprocess.run(
        ["sh", "-c", f'exec "$@" {redirect}', "sh", TWIN, *args],
        input=stdin,
        env=env(home, llm),
        capture_output=True,
        timeout=60,
    )
    return done.returncode, done.stdout.decode(errors="replace"), done.stderr.decode(errors="replace")


def test_closed_standard_streams_are_met_before_any_work_and_never_as_a_bug(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    home = home_with_personas
    (home.parent / "tmp").mkdir(exist_ok=True)
    code, _, err = closed(home, fake_llm, ">&-", "chat", "alice", stdin=b"I have a dog\n")
    assert code == 2 and "Standard output is closed" in err and "Traceback" not in err, err
    assert json.loads(twin(home, fake_llm, "sessions", "list", "alice", "--json")[1]) == []  # nothing heard
    for args in (("memory", "facts", "alice"), ("doctor", "--offline"), ("persona", "show", "alice")):
        code, _, err = closed(home, fake_llm, ">&-", *args)
        assert code == 2 and "Standard output is closed" in err, (args, err)

    code, out, err = closed(home, fake_llm, "<&-", "chat", "alice")  # nothing to read: a chat of nothing
    assert code == 0 and "Traceback" not in err + out, err
    code, out, _ = closed(home, fake_llm, "2>&-", "memory", "facts", "nobody")
    assert code == 3 and "Traceback" not in out  # the error had nowhere to go; its status still tells
    code, out, _ = closed(home, fake_llm, "2>&-", "chat", "alice", stdin=b"I have a dog\n")
    assert code == 0 and "Traceback" not in out
    assert twin(home, fake_llm, "doctor", "--offline")[0] == 0


def test_an_ascii_terminal_gets_chinese_as_escapes_not_an_error(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    home = home_with_personas
    (home.parent / "tmp").mkdir(exist_ok=True)
    fake_llm.default = Reply(text="你好，我记得。")
    ascii_env = {**env(home, fake_llm), "PYTHONIOENCODING": "ascii"}
    done = subprocess.run([TWIN, "chat", "lin"], input="我住在北京\n".encode(), env=ascii_env, capture_output=True)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    assert b"\\u4f60\\u597d" in done.stdout  # 你好, escaped
    session = json.loads(twin(home, fake_llm, "sessions", "list", "lin", "--json")[1])[0]["id"]
    for args in (["sessions", "list", "lin"], ["sessions", "show", session], ["memory", "search", "lin", "北京"]):
        done = subprocess.run([TWIN, *args], env=ascii_env, capture_output=True)
        assert done.returncode == 0 and b"unexpected" not in done.stderr, (args, done.stderr)


@pytest.fixture(scope="module")
def chatted(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A home whose alice heard "I live in Oslo" in a piped chat: copied by the tests that put something else where
    one of its files belongs (one chat a test took a tenth of this module's time)."""
    home = tmp_path_factory.mktemp("chatted") / "home"
    shutil.copytree(REPO / "personas", home / "personas")
    (home.parent / "tmp").mkdir()
    fake = FakeOpenAI().start()
    try:
        assert twin(home, fake, "chat", "alice", stdin=b"I live in Oslo\n")[0] == 0
    finally:
        fake.stop()
    return home


@pytest.mark.parametrize(
    ("place", "kind"),
    [
        ("twin.toml", "pipe"),
        ("personas/alice.toml", "zero"),
        ("data/alice/chapters.jsonl", "pipe"),
        ("data/alice/chapters.jsonl", "zero"),
        ("data/alice/facts.jsonl", "folder"),
        ("data/alice/live", "file"),
        ("data/alice/sessions/FIRST", "pipe"),
        ("data/alice/memory.lock", "pipe"),  # the memory lock: consolidation waited for ever, and doctor said all good
        ("data/alice/memory.lock", "folder"),
        ("data/alice/index/memory.sqlite3", "pipe"),  # reads went on a private copy; doctor said all good
        ("data/alice/index/memory.sqlite3", "folder"),
    ],
)
def test_a_pipe_a_device_or_a_folder_where_a_file_belongs_is_said_never_waited_on(
    chatted: Path, home_with_personas: Path, fake_llm: FakeOpenAI, place: str, kind: str
) -> None:
    home = home_with_personas
    (home.parent / "tmp").mkdir(exist_ok=True)
    shutil.copytree(chatted, home, dirs_exist_ok=True)
    if place.endswith("FIRST"):
        place = str(next((home / "data/alice/sessions").glob("*.jsonl")).relative_to(home))
    target = home / place
    if target.exists():
        shutil.move(target, home.parent / "aside")
    {"pipe": lambda: os.mkfifo(target), "zero": lambda: target.symlink_to("/dev/zero"),
     "folder": target.mkdir, "file": target.touch}[kind]()  # fmt: skip

    for args in (("sessions", "list", "alice"), ("memory", "facts", "alice"), ("chat", "alice")):
        code, out, err = twin(home, fake_llm, *args, stdin=b"hi\n")  # a wait would end in TimeoutExpired
        assert "Traceback" not in out + err and "unexpected" not in err, (args, err)
    code, out, err = twin(home, fake_llm, "doctor", "--offline")
    assert code != 0 and "Traceback" not in out + err and "All good" not in out, err
    assert ("not a file" in err or "not a folder" in err) if place.startswith("data/") else "not a file" in err
    if place.startswith("data/"):
        code, _, err = twin(home, fake_llm, "doctor", "--offline", "--repair")
        assert code != 0 and "move each away" in err and "Traceback" not in err, err
    if place.endswith("memory.sqlite3"):  # the memory files still read, and the index line says why it is elsewhere
        code, out, err = twin(home, fake_llm, "doctor", "--offline")
        assert "files read clean" in out and "stands in its place, not a file: move it away" in out, out


def test_facts_that_cannot_be_written_are_said_and_learned_at_the_next_start(world: Path, fake_llm: FakeOpenAI) -> None:
    home = world / "home"
    shutil.copytree(REPO / "personas", home / "personas")
    script = Script(fake_llm)
    script.add("extract", facts_json(fact("user", "city", "Oslo", "I live in Oslo")))
    assert twin(home, fake_llm, "chat", "alice", stdin=b"I live in Oslo\n")[0] == 0
    subprocess.run(["chown", "-R", "65534:65534", str(home)], check=True)
    user = unprivileged(home, fake_llm)
    facts = home / "data" / "alice" / "facts.jsonl"
    os.chmod(facts, 0o444)  # the rest of the home is theirs: only the facts cannot be written

    script.add("extract", facts_json(fact("user", "pet", "a cat", "I have a cat")))
    code, out, err = twin(home, fake_llm, "chat", "alice", stdin=b"I have a cat\n", user=user)
    assert code == 0 and "Traceback" not in err, err
    assert "what I learned could not be written" in err and "read again at the next start" in err, err
    assert "cat" not in facts.read_text()

    os.chmod(facts, 0o644)
    script.add("extract", facts_json(fact("user", "pet", "a cat", "I have a cat")))  # the next start reads it again
    assert twin(home, fake_llm, "chat", "alice", stdin=b"hello\n", user=user)[0] == 0
    values = [f["value"] for f in json.loads(twin(home, fake_llm, "memory", "facts", "alice", "--json")[1])]
    assert sorted(values) == ["Oslo", "a cat"]


def test_a_time_zone_a_day_from_utc_is_replaced_by_utc_with_a_notice(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    home = home_with_personas
    (home.parent / "tmp").mkdir(exist_ok=True)
    far = {**env(home, fake_llm), "TZ": "UTC+24"}  # the C library takes it; Python's clock cannot hold it
    done = subprocess.run([TWIN, "chat", "alice"], input=b"I live in Oslo\n", env=far, capture_output=True, timeout=60)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    assert b"TZ='UTC+24' is a time zone a day or more from UTC" in done.stderr
    assert [t["text"] for t in turns(home) if t["role"] == "user"] == ["I live in Oslo"]  # the message is kept
    listed = subprocess.run([TWIN, "sessions", "list", "alice"], env=far, capture_output=True, timeout=60)
    assert listed.returncode == 0 and b"I live in Oslo" in listed.stdout


def test_a_home_that_is_a_loop_of_links_is_said_as_a_home_problem(tmp_path: Path, fake_llm: FakeOpenAI) -> None:
    (tmp_path / "tmp").mkdir()
    one, two = tmp_path / "one", tmp_path / "two"
    one.symlink_to(two)
    two.symlink_to(one)
    code, out, err = twin(one, fake_llm, "sessions", "list")
    assert code == 3 and "is a loop of symbolic links" in err and "bug" not in err, err


def test_doctor_waits_a_short_while_for_a_server_that_takes_the_connection_and_never_answers(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    home = home_with_personas
    (home.parent / "tmp").mkdir(exist_ok=True)
    (home / "twin.toml").write_text("[model]\ntimeout = 2.0\n", encoding="utf-8")  # retries left at their default
    with raw_server(lambda conn: time.sleep(30)) as url:  # takes the connection, and says nothing
        started = time.monotonic()
        done = subprocess.run(
            [TWIN, "doctor"], env={**env(home, fake_llm), "OPENAI_BASE_URL": url}, capture_output=True, timeout=60
        )
        took = time.monotonic() - started
    assert done.returncode == 4 and b"did not answer within 2 seconds" in done.stderr, done.stderr
    assert took < 5.5, took  # one try of the timeout, not three (the model's retries are a chat's)


STREAM_HEAD = b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"


def chat_against(
    answer: Any, home: Path, fake_llm: FakeOpenAI, model: str
) -> tuple[subprocess.CompletedProcess[bytes], float]:
    """ "hello" piped to `twin chat alice` against a raw server that answers with `answer`, `model` the [model] lines
    of twin.toml: what the chat did, and how long it took."""
    (home.parent / "tmp").mkdir(exist_ok=True)
    (home / "twin.toml").write_text(f"[model]\n{model}\n", encoding="utf-8")
    with raw_server(answer) as url:
        started = time.monotonic()
        done = subprocess.run(
            [TWIN, "chat", "alice"], input=b"hello\n", env={**env(home, fake_llm), "OPENAI_BASE_URL": url},
            capture_output=True, timeout=60,
        )  # fmt: skip
        return done, time.monotonic() - started


@contextmanager
def raw_server(answer: Any) -> Iterator[str]:
    """A server of the test's own on 127.0.0.1 that hands each connection to `answer(conn)` on a thread of its own;
    its base URL."""
    import socket
    import threading

    server = socket.create_server(("127.0.0.1", 0))

    def accept() -> None:
        while True:
            try:
                conn, _ = server.accept()
            except OSError:
                return
            threading.Thread(target=answer, args=(conn,), daemon=True).start()

    threading.Thread(target=accept, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.getsockname()[1]}/v1"
    finally:
        server.close()


def request_body(conn: Any) -> bytes:
    """The body of the HTTP request coming on `conn` (b"" when it closes first), read whole."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return b""
        data += chunk
    head, body = data.split(b"\r\n\r\n", 1)
    length = next(
        (int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:")), 0
    )
    while len(body) < length:
        chunk = conn.recv(65536)
        if not chunk:
            return b""
        body += chunk
    return body


def keep_alives(conn: Any) -> None:
    """Answer 200, then only keep-alive comments, every half second, for ever."""
    try:
        conn.recv(65536)
        conn.sendall(STREAM_HEAD)
        while True:
            conn.sendall(b"e\r\n: keep-alive\n\n\r\n")
            time.sleep(0.5)
    except OSError:
        pass


def test_a_server_that_only_sends_keep_alives_is_a_timeout_not_a_wait_for_ever(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    home = home_with_personas
    (home.parent / "tmp").mkdir(exist_ok=True)
    (home / "twin.toml").write_text("[model]\ntimeout = 2.0\nmax_retries = 0\n", encoding="utf-8")
    with raw_server(keep_alives) as url:
        quiet = {**env(home, fake_llm), "OPENAI_BASE_URL": url}
        started = time.monotonic()
        done = subprocess.run([TWIN, "chat", "alice"], input=b"hello\n", env=quiet, capture_output=True, timeout=60)
        took = time.monotonic() - started
        assert b"did not answer within 2 seconds" in done.stderr and b"Traceback" not in done.stderr, done.stderr
        assert took < 20, took  # the reply, the extraction and the diary each given their 2 seconds, once
        started = time.monotonic()
        done = subprocess.run([TWIN, "doctor"], env=quiet, capture_output=True, timeout=60)
        assert done.returncode == 4 and b"did not answer within 2 seconds" in done.stderr, done.stderr
        assert time.monotonic() - started < 8
    assert [t["text"] for t in turns(home) if t["role"] == "user"] == ["hello"]  # the words are kept


def words_then_keep_alives(conn: Any) -> None:
    """Answer 200 and a few words, then only keep-alive comments, every half second, for ever."""
    event = json.dumps({"id": "x", "object": "chat.completion.chunk", "created": 0, "model": "fake-model",
                        "choices": [{"index": 0, "delta": {"content": "Let me think about that..."},
                                     "finish_reason": None}]})  # fmt: skip
    data = f"data: {event}\n\n".encode()
    try:
        conn.recv(65536)
        conn.sendall(STREAM_HEAD + b"%x\r\n%s\r\n" % (len(data), data))
        while True:
            conn.sendall(b"e\r\n: keep-alive\n\n\r\n")
            time.sleep(0.5)
    except OSError:
        pass


def test_a_server_that_stops_after_its_first_words_and_sends_keep_alives_is_a_timeout(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    """The first event's deadline stopped at the first event, and keep-alive comments reset the SDK's read timeout:
    a chat piped from a script waited for ever (the fifth robustness round). Every event now has model.timeout."""
    home = home_with_personas
    done, took = chat_against(words_then_keep_alives, home, fake_llm, "timeout = 2.0\nmax_retries = 0")
    assert b"Traceback" not in done.stderr and done.returncode != 0, done.stderr
    assert b"2 seconds" in done.stderr, done.stderr
    assert took < 20, took
    reply = [t for t in turns(home) if t["role"] == "assistant"][-1]  # after the greeting
    assert reply["text"] == "Let me think about that..." and reply["status"] == "error", reply


def delta_event(content: bytes, finish: bytes = b"null") -> bytes:
    """One event of a streamed reply, its content given as raw bytes (which may be no UTF-8)."""
    return (
        b'data: {"id":"x","object":"chat.completion.chunk","created":0,"model":"fake-model","choices":[{"index":0,'
        b'"delta":{"content":"' + content + b'"},"finish_reason":' + finish + b"}]}\n\n"
    )


def streamed(body: bytes) -> Callable[[Any], None]:
    """An answer for `raw_server`: a stream of events that is `body`, whole, then the connection closed."""

    def answer(conn: Any) -> None:
        try:
            conn.recv(65536)
            conn.sendall(STREAM_HEAD + b"%x\r\n%s\r\n0\r\n\r\n" % (len(body), body))
            conn.close()
        except OSError:
            pass

    return answer


# a stream whose "é" is cut between two events: bytes that are not UTF-8 in each
split_character = streamed(
    delta_event(b"Bonjour, caf") + delta_event(b"\xc3") + delta_event(b"\xa9 au lait.") + b"data: [DONE]\n\n"
)


def test_a_stream_with_bytes_that_are_not_utf8_says_so_and_keeps_what_came(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    """It was "closed the connection (UnicodeDecodeError …)", with the advice of a server out of memory or
    restarting, where the same reply fails the same way every time (the fifth robustness round)."""
    home = home_with_personas
    done, _ = chat_against(split_character, home, fake_llm, "timeout = 5.0\nmax_retries = 0")
    err = done.stderr.decode()
    assert "sent bytes that are not UTF-8 in its stream after 12 characters" in err and "Traceback" not in err, err
    assert "out of memory" not in err and done.returncode == 4, err
    reply = [t for t in turns(home) if t["role"] == "assistant"][-1]
    assert reply["text"] == "Bonjour, caf" and reply["status"] == "error"


@pytest.mark.parametrize(
    ("tail", "said"),
    [
        (b'data: {"error":{"message":"upstream provider crashed","code":502}}\n\n', "sent an error after 8 characters"),
        (b"data: {not json\n\n", "sent an event that is not JSON after 8 characters"),
    ],
    ids=["error-event", "not-json"],
)
def test_an_error_or_a_broken_event_in_the_middle_of_a_stream_is_said_as_such(
    home_with_personas: Path, fake_llm: FakeOpenAI, tail: bytes, said: str
) -> None:
    """OpenRouter and vLLM send an `{"error": …}` event in the middle of a stream; it was "closed the connection
    (APIError …)" with the advice of a server out of memory or restarting (a blind probe, 2026-12-07)."""
    home = home_with_personas
    answer = streamed(delta_event(b"Partial ") + tail)  # "Partial ", then what is no reply
    done, _ = chat_against(answer, home, fake_llm, "timeout = 5.0\nmax_retries = 0")
    err = done.stderr.decode()
    assert said in err and "closed the connection" not in err and "out of memory" not in err, err
    reply = [t for t in turns(home) if t["role"] == "assistant"][-1]
    assert reply["text"] == "Partial " and reply["status"] == "error"


def test_bytes_that_are_not_utf8_in_a_streams_first_event_are_said_as_such(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    """It was "The connection … broke (UnicodeDecodeError …). Try again", and again failed the same way."""
    answer = streamed(delta_event(b"bad \xff\xfe bytes", b'"stop"'))
    done, _ = chat_against(answer, home_with_personas, fake_llm, "timeout = 5.0\nmax_retries = 0")
    err = done.stderr.decode()
    assert "sent bytes that are not UTF-8 in its stream before the reply's first words" in err, err


def test_a_piped_chat_after_a_big_import_ends_without_waiting_for_every_owed_diary(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    from tests.test_import_chat import message, tree

    home = home_with_personas
    (home.parent / "tmp").mkdir(exist_ok=True)
    start = time.time() - 86400 * 40
    export = [
        {"title": f"talk {i}", "id": f"c-{i}", "create_time": start + i * 3600, "current_node": "a",
         "mapping": tree(("r", None, None), ("q", "r", message("q", "user", [f"question {i}"], start + i * 3600)),
                         ("a", "q", message("a", "assistant", [f"answer {i}"], start + i * 3600 + 5)))}
        for i in range(30)
    ]  # fmt: skip
    path = home.parent / "conversations.json"
    path.write_text(json.dumps(export), encoding="utf-8")
    assert twin(home, fake_llm, "import", "chatgpt", str(path), "--persona", "alice")[0] == 0
    fake_llm.default = Reply(text="A quiet day; we talked a little.", delay=0.4)  # every diary takes its time
    started = time.monotonic()
    code, out, err = twin(home, fake_llm, "chat", "alice", stdin=b"hello\n")
    took = time.monotonic() - started
    assert code == 0, err
    # 30 owed diaries at 0.4 s each took 41 s; a catch-up stops 5 s after the end (7 s here, 14 s on a loaded machine)
    assert took < 25, (took, err)
    assert "wait for the next start (the conversation ended first)" in err, err
    chapters = [r for r in records(home / "data" / "alice" / "chapters.jsonl") if r["kind"] == "chapter"]
    own = json.loads(twin(home, fake_llm, "sessions", "list", "alice", "--json")[1])[0]["id"]
    assert own in {c["session"] for c in chapters}  # this conversation's own diary is written
    assert 0 < len(chapters) < 31


def test_doctor_reads_the_free_space_of_the_disk_memory_is_on(
    home_with_personas: Path, small_disk: Path, fake_llm: FakeOpenAI
) -> None:
    home = home_with_personas
    (home.parent / "tmp").mkdir(exist_ok=True)
    (small_disk / "data").mkdir()
    (home / "data").symlink_to(small_disk / "data")  # memory on a disk of its own, nearly full
    subprocess.run(["dd", "if=/dev/zero", f"of={small_disk / 'filler'}", "bs=64k"], capture_output=True, check=False)
    code, out, err = twin(home, fake_llm, "doctor", "--offline")
    assert code == 5 and f"free on the disk of {home / 'data'}" in err, (out, err)


def test_a_model_that_thinks_longer_than_the_timeout_before_its_first_word_is_waited_for(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    """Thinking streams as events without content (reasoning_content): the deadline is for the first event."""

    def event(delta: dict[str, str]) -> bytes:
        data = json.dumps({"id": "c1", "object": "chat.completion.chunk", "created": 1, "model": "m",
                           "choices": [{"index": 0, "delta": delta, "finish_reason": None}]})  # fmt: skip
        body = f"data: {data}\n\n".encode()
        return b"%x\r\n%s\r\n" % (len(body), body)

    def think(conn: Any) -> None:
        with conn:
            try:
                if not json.loads(request_body(conn) or b"{}").get("stream"):
                    return  # the chat's look at whether anything listens, or the memory work after the reply
                conn.sendall(STREAM_HEAD)
                for _ in range(6):  # three seconds of thinking, past the two of the timeout
                    conn.sendall(event({"role": "assistant", "reasoning_content": "hmm "}))
                    time.sleep(0.5)
                conn.sendall(event({"content": "Here is my answer."}) + b"e\r\ndata: [DONE]\n\n\r\n0\r\n\r\n")
            except OSError:
                pass

    done, _ = chat_against(think, home_with_personas, fake_llm, "timeout = 2.0\nmax_retries = 0")
    assert b"Here is my answer." in done.stdout, done.stderr


def test_a_full_disk_in_the_background_says_what_to_do_once_there_is_room() -> None:
    """The chat said "memory: The disk is full: could not write …/extractions.jsonl." and nothing more, while only
    `twin doctor --repair` learns what was said meanwhile."""
    import errno as errnos

    from twin.errors import TwinError
    from twin.narrative.worker import next_step
    from twin.store.jsonl import storage_error

    full = storage_error(Path("/h/data/alice/extractions.jsonl"), OSError(errnos.ENOSPC, "No space left on device"))
    assert next_step(full).endswith("Free some space, then `twin doctor --repair` learns from what was said meanwhile.")
    assert next_step(TwinError("The model did not answer.")) == "The model did not answer."


def test_a_session_whose_home_moved_stops_rather_than_begin_again_at_the_old_place(tmp_path: Path) -> None:
    """A home renamed while a chat ran: the next turns went to a new, headless file at the old path, the session
    split in two homes without a word. The writer stops with where the turns are."""
    from twin.errors import StorageError
    from twin.sessions.session import SessionStore

    home = tmp_path / "home"
    writer = SessionStore(home / "alice").start({"persona": "alice"})
    writer.add_turn("user", "one")
    home.rename(tmp_path / "moved")
    with pytest.raises(StorageError, match="home was moved or removed"):
        writer.add_turn("user", "two")
    assert not home.exists()  # nothing begun again at the old place


def test_a_chat_whose_home_is_moved_writes_nothing_more_at_the_old_place(
    cli, script: Script, home_with_personas: Path, tmp_path: Path
) -> None:
    """The home renamed while a chat waits for the model: the reply, the exchange's facts and the closing diary began
    a new home at the old place (a session file whose first line was its end, a chapters.jsonl, an index). Now
    nothing is made there, the chat says where its turns went, and they are whole in the moved home."""
    moved = tmp_path / "moved"

    def respond(body: dict[str, Any]) -> Reply | str:
        if "pack up" in json.dumps(body["messages"][-1:]):
            home_with_personas.rename(moved)  # (the fake answers in its own thread: the chat is waiting)
        return script.respond(body)

    script.llm.responder = respond
    script.add("extract", facts_json(fact("user", "city", "Oslo", "I live in Oslo")))
    done = cli("chat", "alice", input="I live in Oslo\npack up, we move\nstill there?\n")
    assert done.exit_code == 5, done.output
    assert "home" in done.stderr and "moved or removed" in done.stderr and "Traceback" not in done.output
    assert not home_with_personas.exists()  # nothing begun again at the old place
    [session] = (moved / "data" / "alice" / "sessions").glob("*.jsonl")
    said = [t["text"] for t in records(session) if t["kind"] == "turn"]
    assert said[1:] == ["I live in Oslo", "ok", "pack up, we move"]  # (said[0]: the greeting)


def test_a_piped_chat_whose_reader_goes_away_says_the_rest_of_its_input_was_not_read(
    home_with_personas: Path, script: Script
) -> None:
    """`printf '…3 lines…' | twin chat alice | head -c 5` ended with 0 and without a word, lines 2 and 3 never read."""
    script.add("chat", *["A reply long enough to fill the pipe. " * 2000] * 3)
    shell = f"printf 'one\\ntwo\\nthree\\n' | {TWIN} chat alice | head -c 5 > /dev/null"
    done = subprocess.run(
        ["bash", "-c", f"set -o pipefail; {shell}"], env=env(home_with_personas, script.llm), capture_output=True,
        text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr  # the reader took what it wanted: no error
    assert "the reader of the replies went away" in done.stderr and "not read" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_home_whose_path_is_not_utf8_chats_and_is_checked(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    """A folder named in Latin-1 (an old backup disk): every command stopped as a bug in twin (a blind probe,
    2026-12-07), at the name of the derived database's fallback copy."""
    odd = home_with_personas.parent / os.fsdecode(b"backup-\xe9t\xe9")
    shutil.copytree(home_with_personas, odd)
    (odd.parent / "tmp").mkdir(exist_ok=True)
    code, out, err = twin(odd, fake_llm, "chat", "alice", stdin=b"hello\n")
    assert code == 0 and out == "ok\n", err
    code, out, err = twin(odd, fake_llm, "doctor", "--offline")
    assert code == 0 and "bug" not in out + err, out + err


def test_the_key_twin_was_given_is_written_nowhere_whatever_its_shape(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    """A Groq key (gsk_…; Mistral's and Together's are plain runs of letters) pasted alone on a line went into the
    session file, the index and the model's request, and a reply quoting it was kept as it was (a blind probe,
    2026-12-07): no pattern knows every provider's shape, but twin knows the key it was given."""
    home = home_with_personas
    key = "gsk_" + "Q7w9Zr2Lx8Kp4Tn6Vb3Mc5Hd1Fj0Ys"
    fake_llm.enqueue(f"Careful, {key} looks like a key.")
    done = subprocess.run(
        [TWIN, "chat", "alice"], input=f"{key}\n".encode(), env={**env(home, fake_llm), "OPENAI_API_KEY": key},
        capture_output=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr  # (the reply streams to the screen as the model says it)
    for path in (home / "data").rglob("*"):
        assert not path.is_file() or key.encode() not in path.read_bytes(), path
    assert all(key not in json.dumps(body) for body in fake_llm.chat_requests())


def test_standard_output_on_a_full_device_is_said_so_not_a_full_disk(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    """`> /dev/full` was "The disk is full … Free some space" (a blind probe, 2026-12-07): no disk of the home's is."""
    with open("/dev/full", "wb") as full:
        done = subprocess.run(
            [TWIN, "chat", "alice"], input=b"hello\n", env=env(home_with_personas, fake_llm), stdout=full,
            stderr=subprocess.PIPE, timeout=60,
        )  # fmt: skip
    err = done.stderr.decode()
    assert done.returncode == 5 and "Could not write to standard output (/dev/full)" in err, err
    assert "disk is full" not in err


def test_a_persona_that_is_a_link_in_a_loop_is_said_so_and_the_others_are_listed(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    """A blind probe (2026-12-07): `twin chat loop` said "There is no persona called 'loop'… Did you mean loop?",
    and `twin persona list` failed whole for the one bad file."""
    personas = home_with_personas / "personas"
    (personas / "loop.toml").symlink_to("round.toml")
    (personas / "round.toml").symlink_to("loop.toml")
    code, out, err = twin(home_with_personas, fake_llm, "persona", "list")
    assert code == 0 and "alice" in out and "loop.toml: Too many levels of symbolic links" in out, err
    code, out, err = twin(home_with_personas, fake_llm, "chat", "loop")
    assert code == 3 and "Too many levels of symbolic links" in err and "Did you mean" not in err, err


def test_the_key_twin_was_given_is_hidden_in_an_imported_conversation_too(
    home_with_personas: Path, fake_llm: FakeOpenAI
) -> None:
    """An import calls no model, and so never learned the key it was to hide (a code review, 2026-12-07)."""
    from tests.test_import_chat import message, tree

    home = home_with_personas
    key = "gsk_" + "Pw4Lm8Qx2Zr7Tn5Vb9Hc3Kd6Fj1Ys0"
    said = time.time() - 86400 * 3
    export = [
        {"title": "keys", "id": "c-1", "create_time": said, "current_node": "a",
         "mapping": tree(("r", None, None), ("q", "r", message("q", "user", [key], said)),
                         ("a", "q", message("a", "assistant", ["Rotate it."], said + 5)))}
    ]  # fmt: skip
    path = home.parent / "conversations.json"
    path.write_text(json.dumps(export), encoding="utf-8")
    done = subprocess.run(
        [TWIN, "import", "chatgpt", str(path), "--persona", "alice"],
        env={**env(home, fake_llm), "OPENAI_API_KEY": key}, capture_output=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    for found in (home / "data").rglob("*"):
        assert not found.is_file() or key.encode() not in found.read_bytes(), found
