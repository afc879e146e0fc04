"""`twin replay`: a past session as it happened, its recorded context, its pace, Ctrl-C, and then-and-now."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

import pexpect
import pytest

from tests.chatkit import system_prompt
from tests.fakeserver import FakeOpenAI
from tests.test_sessions_cli import at, chapter, write_session
from twin.cli.replay import MAX_PAUSE, pause
from twin.facts.store import FactStore

REPO = Path(__file__).resolve().parent.parent
LONG = "word " * 2000  # 10,000 characters on one line


def troubled(home: Path) -> str:
    """A session with escape sequences, a very long line, an interrupted reply and a failed one."""
    session, _ = write_session(
        home,
        "alice",
        at(4, 10),
        [
            ("user", "Hello \x1b[2J\x1b]0;owned\x07there \x9b31m", 1, {}),
            ("assistant", "**Hi.** \x1b[8mhidden\x1b[0m What's up?", 4, {}),
            ("user", LONG.strip(), 30, {}),
            ("assistant", "That is a lot of", 35, {"status": "interrupted"}),
            ("user", "Still there?", 60, {}),
            ("assistant", "", 61, {"status": "error", "error": "Could not reach the model at localhost:9."}),
        ],
    )
    return session


def test_replay_marks_interrupted_and_failed_turns_and_neutralises_escapes(cli, home_with_personas: Path) -> None:
    session = troubled(home_with_personas)
    result = cli("replay", session[:14])
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        f"Alice · 2026-03-04 10:00 · with Sam · session {session}\n\n"
        "[2026-03-04 10:00:01] Sam\nHello \\x1b[2J\\x1b]0;owned\\x07there \\x9b31m\n\n"
        "[10:00:04] Alice\n**Hi.** \\x1b[8mhidden\\x1b[0m What's up?\n\n"
        f"[10:00:30] Sam\n{LONG.strip()}\n\n"
        "[10:00:35] Alice\nThat is a lot of\n(interrupted: stopped before it was finished)\n\n"
        "[10:01:00] Sam\nStill there?\n\n"
        "[10:01:01] Alice\n(failed: Could not reach the model at localhost:9.)\n\n"
    )


def test_replay_in_chinese_and_a_session_without_an_end(cli, home_with_personas: Path) -> None:
    session, _ = write_session(
        home_with_personas, "lin", at(5, 20), [("user", "今晚有点累。", 3, {})], user="小林", end=False
    )
    result = cli("replay", session, "--persona", "lin")
    assert result.exit_code == 0
    assert result.stdout == (
        f"林 · 2026-03-05 20:00 · 和小林 · 会话 {session}\n\n"  # the persona's language, as its export
        "[2026-03-05 20:00:03] 小林\n今晚有点累。\n\n"
        "（这次会话没有结束标记：还在进行，或者中途断了）\n"
    )


def test_show_context_resolves_facts_chapters_and_turns_as_recorded(cli, home_with_personas: Path) -> None:
    twin = home_with_personas / "data" / "alice"
    earlier, earlier_turns = write_session(home_with_personas, "alice", at(1, 9), [("user", "I teach maths.", 2, {})])
    diary = chapter(home_with_personas, "alice", earlier, "Sam told me he teaches maths.\nMore later.")
    fact = FactStore(twin).assert_fact(
        "Sam", "job", "maths teacher", source="user", confidence=0.9, cause=earlier_turns[0], said_at=at(1, 9, 0, 2)
    )
    context = [
        {"type": "fact", "id": fact.id},
        {"type": "chapter", "id": diary, "session": earlier},
        {"type": "turn", "id": earlier_turns[0], "session": earlier},
        {"type": "fact", "id": "01J00000000000000000000000"},
    ]
    session, _ = write_session(
        home_with_personas,
        "alice",
        at(4, 10),
        [
            ("user", "What do I do?", 1, {}),
            ("assistant", "You teach maths.", 3, {"context": context}),
            ("user", "Thanks!", 5, {}),
            ("assistant", "Any time.", 6, {"context": []}),  # nothing bore on it: said so, not "none recorded"
            ("user", "Bye.", 8, {}),
            ("assistant", "Bye!", 9, {}),  # a reply of a twin that kept no context
        ],
    )
    result = cli("replay", session, "--show-context")
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        f"Alice · 2026-03-04 10:00 · with Sam · session {session}\n\n"
        "[2026-03-04 10:00:01] Sam\nWhat do I do?\n\n"
        "[10:00:03] Alice\nYou teach maths.\n"
        "  memory in context:\n"
        "    fact    2026-03-01  Sam job: maths teacher\n"
        "    chapter 2026-03-04  Sam told me he teaches maths.\n"
        "    turn    2026-03-01  user: I teach maths.\n"
        "    fact    ?  no longer on disk\n\n"
        "[10:00:05] Sam\nThanks!\n\n"
        "[10:00:06] Alice\nAny time.\n"
        "  memory in context: nothing (none of it bore on the message)\n\n"
        "[10:00:08] Sam\nBye.\n\n"
        "[10:00:09] Alice\nBye!\n"
        "  memory in context: none recorded\n\n"
    )


def test_a_chinese_twins_replay_says_its_context_and_its_notes_in_chinese(cli, home_with_personas: Path) -> None:
    twin = home_with_personas / "data" / "lin"
    earlier, [said] = write_session(home_with_personas, "lin", at(1, 9), [("user", "我教数学。", 2, {})], user="小林")
    diary = chapter(home_with_personas, "lin", earlier, "小林说他教数学。\n后来又聊了别的。")
    fact = FactStore(twin).assert_fact(
        "小林", "职业", "数学老师", source="user", confidence=0.9, cause=said, said_at=at(1, 9, 0, 2)
    )
    context = [
        {"type": "fact", "id": fact.id},
        {"type": "chapter", "id": diary, "session": earlier},
        {"type": "turn", "id": said, "session": earlier},
        {"type": "fact", "id": "01J00000000000000000000000"},
    ]
    session, _ = write_session(
        home_with_personas,
        "lin",
        at(4, 10),
        [
            ("user", "我是做什么的？", 1, {}),
            ("assistant", "你教数学。", 3, {"context": context}),
            ("user", "还有呢？", 30, {}),
            ("assistant", "你", 35, {"status": "interrupted", "context": []}),
        ],
        user="小林",
    )
    result = cli("replay", session, "--show-context")
    assert result.exit_code == 0, result.output
    assert result.stdout == (  # an English twin's: "memory in context:", "fact    ", "user: ", "(interrupted: ...)"
        f"林 · 2026-03-04 10:00 · 和小林 · 会话 {session}\n\n"
        "[2026-03-04 10:00:01] 小林\n我是做什么的？\n\n"
        "[10:00:03] 林\n你教数学。\n"
        "  上下文里的记忆：\n"
        "    事实 2026-03-01  小林 职业: 数学老师\n"
        "    日记 2026-03-04  小林说他教数学。\n"
        "    对话 2026-03-01  用户：我教数学。\n"
        "    事实 ?  已不在磁盘上\n\n"
        "[10:00:30] 小林\n还有呢？\n\n"
        "[10:00:35] 林\n你\n（中断了：没说完就停下了）\n"
        "  上下文里的记忆：没有（记忆里没有和这句话相关的）\n\n"
    )
    shown = cli("sessions", "export", session).stdout  # and its Markdown
    assert "*（中断了：没说完就停下了）*" in shown and "interrupted" not in shown


@pytest.mark.parametrize(
    ("persona", "said", "diary", "value", "hidden", "context", "kinds"),
    [
        ("alice", "I live in Zagreb.", "They told me they live in Zagreb, near the cathedral.", "Zagreb",
         "[forgotten]", "memory in context:", ("fact   ", "chapter", "turn   ", "user: ")),
        ("lin", "我住在臺北。", "他告诉我他住在台北，就在夜市旁边。", "台北", "[已遗忘]", "上下文里的记忆：",
         ("事实", "日记", "对话", "用户：")),
    ],
)  # fmt: skip
def test_show_context_lists_what_was_forgotten_since_as_every_context_shows_it(
    cli,
    home_with_personas: Path,
    persona: str,
    said: str,
    diary: str,
    value: str,
    hidden: str,
    context: str,
    kinds: tuple[str, str, str, str],
) -> None:
    twin = home_with_personas / "data" / persona
    earlier, [turn] = write_session(home_with_personas, persona, at(1, 9), [("user", said, 2, {})])
    entry = chapter(home_with_personas, persona, earlier, diary)
    facts = FactStore(twin)
    city = facts.assert_fact("Sam", "city", value, source="user", confidence=0.9, cause=turn, said_at=at(1, 9, 0, 2),
                             evidence={"session": earlier, "turn": turn, "quote": said[:-1]})  # fmt: skip
    items = [{"type": "fact", "id": city.id}, {"type": "chapter", "id": entry, "session": earlier},
             {"type": "turn", "id": turn, "session": earlier}]  # fmt: skip
    session, _ = write_session(
        home_with_personas, persona, at(4, 10), [("user", "?", 1, {}), ("assistant", value, 3, {"context": items})]
    )
    facts.retire(city.id, reason="user", cause="forget", at=at(5, 9))
    result = cli("replay", session, "--show-context")
    assert result.exit_code == 0, result.output
    shown = result.stdout.split(f"{context}\n")[1]
    fact, diary_kind, turn_kind, user = kinds
    assert shown == (
        f"    {fact} 2026-03-01  Sam city: {hidden}\n"
        f"    {diary_kind} 2026-03-04  {diary.replace(value, hidden)}\n"
        f"    {turn_kind} 2026-03-01  {user}{hidden}{said[-1]}\n\n"
    )
    assert f"\n{value}\n" in result.stdout  # the session itself is shown as it is: the raw history is the owner's


def test_pauses_follow_the_original_gaps_divided_by_the_speed_and_capped() -> None:
    start = at(4, 10).isoformat()
    assert pause(start, (at(4, 10) + timedelta(seconds=4)).isoformat(), 2.0) == 2.0
    assert pause(start, (at(4, 10) + timedelta(hours=3)).isoformat(), 1.0) == MAX_PAUSE
    assert pause((at(4, 10) + timedelta(seconds=9)).isoformat(), start, 1.0) == 0.0
    assert pause("not a time", start, 1.0) == 0.0


def test_speed_plays_the_pauses_and_instant_skips_them(cli, home_with_personas: Path) -> None:
    turns = [("user", f"line {n}", n * 2, {}) for n in range(4)]  # 2 s apart
    session, _ = write_session(home_with_personas, "alice", at(4, 10), turns)
    started = time.monotonic()
    slow = cli("replay", session, "--speed", "10")  # 3 pauses of 0.2 s
    elapsed = time.monotonic() - started
    assert slow.exit_code == 0 and 0.55 <= elapsed < 3
    started = time.monotonic()
    fast = cli("replay", session, "--speed", "10", "--instant")
    assert fast.exit_code == 0 and time.monotonic() - started < 0.5
    assert fast.stdout == slow.stdout
    for bad in ("0", "-1", "nan", "inf"):
        wrong = cli("replay", session, "--speed", bad)
        assert wrong.exit_code == 2 and f"--speed must be a finite number more than 0, not {bad}." in wrong.stderr


def test_ctrl_c_stops_a_replay_with_one_line_and_status_130(home_with_personas: Path) -> None:
    turns = [("user", f"line {n}", n * 60, {}) for n in range(5)]  # each pause capped at 5 s
    session, _ = write_session(home_with_personas, "alice", at(4, 10), turns)
    env = {**os.environ, "TWIN_HOME": str(home_with_personas), "PYTHONUNBUFFERED": "1"}
    child = subprocess.Popen(
        [sys.executable, "-m", "twin", "replay", session, "--speed", "1"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    while "line 0" not in child.stdout.readline():
        pass
    # how the child holds SIGINT (bit 2 of each mask), said if it fails: this test failed twice under heavy load, the
    # child never stopping, with two other Ctrl-C tests in the same worker (2026-12-03)
    held = [line for line in Path(f"/proc/{child.pid}/status").read_text().splitlines() if line.startswith("Sig")]
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=30)
    assert child.returncode == 130, held
    assert err == "Replay stopped after turn 1 of 5.\n"
    assert "line 1" not in out


def test_replay_on_a_terminal_renders_markdown_and_no_escape_reaches_it(home_with_personas: Path) -> None:
    session = troubled(home_with_personas)
    env = {**os.environ, "TWIN_HOME": str(home_with_personas), "TERM": "xterm-256color"}
    env.pop("NO_COLOR", None)
    child = pexpect.spawn(
        sys.executable, ["-m", "twin", "replay", session, "--instant"], env=env, dimensions=(40, 100), timeout=30
    )
    child.expect(pexpect.EOF)
    child.close()
    shown = child.before
    assert child.exitstatus == 0
    assert b"\x1b[1mHi.\x1b[0m" in shown  # **Hi.** rendered bold
    for raw in (b"\x1b[2J", b"\x1b]0;", b"\x1b[8m", b"\x07", "\x9b".encode()):
        assert raw not in shown
    assert b"\\x1b[2J" in shown and b"(interrupted: stopped before it was finished)" in shown


def test_rerun_asks_todays_twin_with_memory_as_of_then_and_writes_nothing(
    cli, home_with_personas: Path, model_env: FakeOpenAI
) -> None:
    twin = home_with_personas / "data" / "alice"
    FactStore(twin).assert_fact("Sam", "pet", "a dog called Parsnip", source="user", confidence=0.9, cause="t",
                                said_at=at(1, 9))  # fmt: skip
    FactStore(twin).assert_fact("Sam", "city", "Lisbon", source="user", confidence=0.9, cause="t", said_at=at(20, 9))
    session, _ = write_session(
        home_with_personas,
        "alice",
        at(4, 10),
        [
            ("user", "Guess what my dog did.", 1, {}),
            ("assistant", "Parsnip again?", 4, {}),
            ("user", "你还记得吗？", 30, {}),
            ("assistant", "", 31, {"status": "error", "error": "timeout"}),
        ],
    )
    before = {p: p.read_bytes() for p in twin.rglob("*") if p.is_file() and "index" not in p.parts}
    model_env.enqueue("Did Parsnip eat a cable?", "记得，你说过。")
    result = cli("replay", session, "--rerun")
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        f"Alice · 2026-03-04 10:00 · with Sam · session {session}\n\n"
        "Asked again of Alice as of 2026-03-04 10:00, with today's persona; nothing is written.\n\n"
        "[2026-03-04 10:00:01] Sam\nGuess what my dog did.\n\n"
        "then · 2026-03-04 10:00:\nParsnip again?\n"
        f"now · {time.strftime('%Y-%m-%d')}:\nDid Parsnip eat a cable?\n\n"
        "[10:00:30] Sam\n你还记得吗？\n\n"
        "then · 2026-03-04 10:00:\n(failed: timeout)\n"
        f"now · {time.strftime('%Y-%m-%d')}:\n记得，你说过。\n\n"
    )
    requests = model_env.chat_requests()
    assert len(requests) == 2
    prompt = system_prompt(requests[0])
    assert "Parsnip" in prompt and "Lisbon" not in prompt  # memory as it stood when the session began
    assert [m["content"] for m in requests[1]["messages"] if m["role"] == "user"][-1] == "你还记得吗？"
    after = {p: p.read_bytes() for p in twin.rglob("*") if p.is_file() and "index" not in p.parts}
    assert after == before


def test_a_rerun_of_an_imported_session_sees_nothing_of_it_in_memory(
    cli, home_with_personas: Path, model_env: FakeOpenAI
) -> None:
    """An imported session's first turn is stamped with the session's start: read as of that start, memory held it,
    and the rerun showed the model "They said: Guess what my dog did." before asking it the same (a blind probe)."""
    write_session(home_with_personas, "alice", at(2, 10), [("user", "We adopted a beagle.", 1, {}),
                                                         ("assistant", "Congratulations!", 2, {})])  # fmt: skip
    session, _ = write_session(
        home_with_personas, "alice", at(4, 10),
        [("user", "Guess what my dog did.", 0, {}), ("assistant", "Ate a sock?", 0, {})],
    )  # fmt: skip
    model_env.enqueue("Ate a cable?")
    result = cli("replay", session, "--rerun")
    assert result.exit_code == 0, result.output
    prompt = system_prompt(model_env.chat_requests()[0])
    assert "We adopted a beagle." in prompt  # the session before is memory
    assert "Guess what my dog did." not in prompt and "Ate a sock?" not in prompt  # this one is not, yet


def test_a_chinese_twins_rerun_says_then_and_now_in_chinese(
    cli, home_with_personas: Path, model_env: FakeOpenAI
) -> None:
    session, _ = write_session(
        home_with_personas,
        "lin",
        at(4, 10),
        [("user", "猫叫什么？", 1, {}), ("assistant", "", 4, {"status": "error", "error": "timeout"})],
        user="小林",
    )
    model_env.enqueue("叫空格。")
    result = cli("replay", session, "--rerun")
    assert result.exit_code == 0, result.output
    assert result.stdout == (  # an English twin's: "Asked again of ...", "then · ...:", "(failed: timeout)", "now · "
        f"林 · 2026-03-04 10:00 · 和小林 · 会话 {session}\n\n"
        "重新问林：记忆停在 2026-03-04 10:00，用的是今天的人设；什么也不会写下。\n\n"
        "[2026-03-04 10:00:01] 小林\n猫叫什么？\n\n"
        "当时 · 2026-03-04 10:00：\n（失败：timeout）\n"
        f"现在 · {time.strftime('%Y-%m-%d')}：\n叫空格。\n\n"
    )
    empty, _ = write_session(home_with_personas, "lin", at(5, 10), [], user="小林")
    result = cli("replay", empty, "--rerun")
    assert result.exit_code == 0 and result.stdout.endswith("（这次会话里谁也没说话：没有可以重新问的）\n")


def test_rerun_neither_asks_nor_shows_what_was_forgotten_since(
    cli, home_with_personas: Path, model_env: FakeOpenAI
) -> None:
    twin = home_with_personas / "data" / "alice"
    session, _ = write_session(
        home_with_personas,
        "alice",
        at(4, 10),
        [("user", "I live in Lisbon by the sea.", 1, {}), ("assistant", "Lisbon!", 4, {})],
    )
    city = FactStore(twin).assert_fact("Sam", "city", "Lisbon", source="user", confidence=0.9, cause="t",
                                       said_at=at(4, 10), evidence={"quote": "I live in Lisbon"})  # fmt: skip
    FactStore(twin).retire(city.id, reason="user", cause="forget", at=at(5, 9))
    model_env.enqueue("By the sea, you said.")
    result = cli("replay", session, "--rerun")
    assert result.exit_code == 0, result.output
    assert "Lisbon" not in result.stdout and "[forgotten] by the sea." in result.stdout
    [request] = model_env.chat_requests()
    assert [m["content"] for m in request["messages"] if m["role"] == "user"] == ["[forgotten] by the sea."]
    assert "Lisbon" not in json.dumps(request)


def test_rerun_without_a_model_says_how_to_configure_one(cli, home_with_personas: Path, monkeypatch) -> None:
    session, _ = write_session(home_with_personas, "alice", at(4, 10), [("user", "Hi", 1, {})])
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    result = cli("replay", session, "--rerun")
    assert result.exit_code == 4
    assert result.stderr.startswith("Error: Could not reach the model at 127.0.0.1:9")


def test_show_context_names_the_writing_a_reply_had_in_view(
    cli, script, home_with_personas: Path, tmp_path: Path
) -> None:
    notes = tmp_path / "读书笔记.md"
    notes.write_text("# 读书笔记\n\n在诚品书店买了《百年孤独》，读了一整个下午。\n", encoding="utf-8")
    assert cli("ingest", "lin", str(notes)).exit_code == 0
    assert cli("chat", "lin", input="我在诚品书店买了哪本书？\n").exit_code == 0
    [session] = json.loads(cli("sessions", "list", "lin", "--json").stdout)
    shown = cli("replay", session["id"], "--show-context", "--instant").stdout.split("上下文里的记忆：\n")[1]
    # every chunk of writing read "document ?  no longer on disk", the file and documents.jsonl still there
    assert "已不在磁盘上" not in shown
    assert any(
        line.split()[:1] == ["文字"] and "读书笔记：" in line and "百年孤独" in line for line in shown.splitlines()
    )
