"""Narrative memory through `twin chat`: grounded extraction, supersession in context, chapters, owed work."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.chatkit import records, system_prompt
from tests.fakeserver import FakeOpenAI, Reply
from tests.memorykit import Script, fact, facts_json, kind_of

PERSONA_LINE = "a dog named Parsnip"


@pytest.fixture
def script(home_with_personas: Path, model_env: FakeOpenAI) -> Script:
    return Script(model_env)


def data(home: Path, name: str, persona: str = "alice") -> list[dict]:
    path = home / "data" / persona / name
    return records(path) if path.exists() else []


def current_facts(home: Path, persona: str = "alice") -> list[tuple[str, str, str]]:
    from twin.facts.store import FactStore

    return [(f.subject, f.attribute, f.value) for f in FactStore(home / "data" / persona).as_of()]


def test_contamination_traps_only_the_honest_fact_is_stored(cli, script: Script, home_with_personas: Path) -> None:
    home = home_with_personas
    script.add("chat", "Tomatoes need patience. I always say the best debugger is a walk.")
    script.add(
        "extract",
        facts_json(
            fact("user", "motto", "the best debugger is a walk", "the best debugger is a walk"),  # the AI's words
            fact("user", "pet", "a dog named Parsnip", "a dog named Parsnip"),  # from the persona
            fact("user", "job", "pilot", "I am a pilot"),  # a quote nobody said
            fact("user", "plant", "tomatoes", "I grow tomatoes on my balcony"),  # honest
        ),
    )
    result = cli("chat", "alice", input="I grow tomatoes on my balcony\n")
    assert result.exit_code == 0, result.stderr
    assert current_facts(home) == [("user", "plant", "tomatoes")]
    [run] = data(home, "extractions.jsonl")
    assert sorted(r["reason"] for r in run["rejected"]) == ["quote_from_ai", "quote_from_persona", "quote_not_found"]
    [request] = script.requests("extract")
    prompt = request["messages"][0]["content"]
    assert "User said: I grow tomatoes on my balcony" in prompt
    assert "AI replied: Tomatoes need patience." in prompt
    assert PERSONA_LINE not in prompt  # the extractor never sees the persona
    assert "remembered: plant: tomatoes" in result.stderr
    stats = cli("memory", "stats", "alice")
    assert stats.exit_code == 0
    assert "rejected     3 (by reason: " in stats.stdout and "quote_from_ai 1" in stats.stdout
    assert "extraction   1 run, 0 failed, 1 fact written" in stats.stdout


def test_vue_to_react_shows_current_value_and_what_it_replaced(cli, script: Script, home_with_personas: Path) -> None:
    home = home_with_personas
    script.add("extract", facts_json(fact("user", "project_framework", "Vue", "our project uses Vue")))
    assert cli("chat", "alice", input="our project uses Vue\n").exit_code == 0
    script.add(
        "extract",
        facts_json(
            fact(
                "user", "project_framework", "React", "we moved to React last week", relation="replaces", existing="F1"
            )
        ),
    )
    assert cli("chat", "alice", input="we moved to React last week\n").exit_code == 0
    assert current_facts(home) == [("user", "project_framework", "React")]
    script.add("chat", "React, since last week.")
    assert cli("chat", "alice", input="what do we use?\n").exit_code == 0
    system = system_prompt(script.requests("chat")[-1])
    facts_section = system.split("[memory: facts]")[1].split("[my experiences]")[0]
    assert "- project framework: React (since " in facts_section
    assert "you told me on" in facts_section
    assert "before that: Vue, until " in facts_section
    assert facts_section.index("React") < facts_section.index("Vue")


def test_a_session_ends_with_a_chapter_and_the_next_one_carries_all_three_tracks(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    script.add("extract", facts_json(fact("sister", "city", "Shenzhen", "my sister moved to Shenzhen")))
    script.add("chat", "Shenzhen! Big move.")
    script.add(
        "chapter", "Sam came by today. Their sister has just moved to Shenzhen, and I could tell they missed her."
    )
    assert cli("chat", "alice", "--user", "Sam", input="my sister moved to Shenzhen\n").exit_code == 0
    [chapter] = data(home, "chapters.jsonl")
    assert chapter["kind"] == "chapter" and chapter["text"].startswith("Sam came by today.")
    assert chapter["prompt"] == "write_chapter.en.v3"
    session_id = chapter["session"]
    assert any(p.name.endswith(session_id + ".jsonl") for p in (home / "data/alice/sessions").iterdir())
    chapter_request = script.requests("chapter")[0]["messages"][0]["content"]
    assert "User said: my sister moved to Shenzhen" in chapter_request and "Sam" in chapter_request

    assert cli("chat", "alice", "--user", "Sam", input="hello again\n").exit_code == 0
    system = system_prompt(script.requests("chat")[-1])
    facts = system.index("[memory: facts]")
    experiences = system.index("[my experiences]")
    recent = system.index("[memory: recent conversation]")
    assert facts < experiences < recent
    assert "About sister:\n- city: Shenzhen" in system
    assert "Their sister has just moved to Shenzhen" in system[experiences:recent]
    assert "They said: my sister moved to Shenzhen" in system[recent:]


def test_each_reply_records_the_memory_items_in_its_context(cli, script: Script, home_with_personas: Path) -> None:
    home = home_with_personas
    script.add("extract", facts_json(fact("user", "pet", "a cat named Miso", "I have a cat named Miso")))
    cli("chat", "alice", input="I have a cat named Miso\n")
    cli("chat", "alice", input="what is my cat called?\n")
    last_session = sorted((home / "data/alice/sessions").iterdir())[-1]
    reply = [r for r in records(last_session) if r["kind"] == "turn" and r["role"] == "assistant"][-1]
    types = sorted({item["type"] for item in reply["context"]})
    assert types == ["chapter", "fact", "turn"]
    from twin.facts.store import FactStore

    [pet] = FactStore(home / "data/alice").as_of()
    assert [i["id"] for i in reply["context"] if i["type"] == "fact"] == [pet.id]


def test_a_failed_chapter_is_owed_and_written_at_the_next_start(cli, script: Script, home_with_personas: Path) -> None:
    home = home_with_personas
    (home / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    script.add("chapter", Reply(status=500))
    result = cli("chat", "alice", input="remember the lighthouse\n")
    assert result.exit_code == 0
    assert "The diary will be written at the next start." in result.stderr
    assert data(home, "chapters.jsonl") == []
    script.add("chapter", "The day they told me about the lighthouse.")
    result = cli("chat", "alice", input="hi\n")
    assert "which could not be written then" in result.stderr  # it ended; its diary failed
    chapters = [c for c in data(home, "chapters.jsonl") if c["kind"] == "chapter"]
    assert [c["text"] for c in chapters][0] == "The day they told me about the lighthouse."
    assert len(chapters) == 2  # the owed one, then this session's own


def test_a_start_says_the_owed_diaries_in_one_line_before_and_one_after(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    (home / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    script.defaults["chapter"] = Reply(status=500)  # the model writes no diary for a while
    for said in ("the lighthouse", "the harbour", "the storm"):
        assert cli("chat", "alice", input=f"remember {said}\n").exit_code == 0
    asked = len(script.requests("chapter"))
    result = cli("chat", "alice", input="hi\n")
    owed = [line for line in result.stderr.splitlines() if "owed" in line]  # the chat's own "Writing my diary of
    # this conversation…" may come before the catch-up's last line or after it: the catch-up runs beside the chat
    assert owed == [
        "Writing 3 owed diaries…",
        "memory: the 3 owed diaries wait for the next start (The model at "
        + script.llm.base_url.split("/")[2]
        + " ($OPENAI_BASE_URL) answered with an error (500): The server had an error while processing your request.)",
    ]
    assert len(script.requests("chapter")) - asked == 2 + 1  # twice in a row, the third not asked; then its own
    script.defaults["chapter"] = "I met someone today and we talked."
    result = cli("chat", "alice", input="hi again\n")
    owed = [line for line in result.stderr.splitlines() if "owed" in line]
    assert owed == ["Writing 4 owed diaries…", "The 4 owed diaries are written."]  # with the last chat's own
    assert "Writing the diary of the session" not in result.stderr and "could not be caught up" not in result.stderr


def test_an_empty_diary_at_a_start_is_the_models_trouble_not_the_files(
    cli, script: Script, home_with_personas: Path
) -> None:
    script.defaults["chapter"] = "   "  # the model answers every diary with nothing
    assert cli("chat", "alice", input="remember the lighthouse\n").exit_code == 0
    result = cli("chat", "alice", input="hi\n")
    assert "the diary of" in result.stderr and "waits for the next start (The model wrote an empty diary entry.)" in (
        result.stderr
    )
    assert "could not be caught up" not in result.stderr and "()" not in result.stderr


def test_long_sessions_are_summarised_in_parts(cli, script: Script, home_with_personas: Path) -> None:
    home = home_with_personas
    (home / "twin.toml").write_text("[context]\nsession_tokens = 8000\n", encoding="utf-8")
    from twin.narrative import chapters as chapter_module

    lines = "".join(f"part of a long story number {i} " * 40 + "\n" for i in range(8))
    script.add("chapter", "The whole long story, as I recall it.")
    original = chapter_module.PART_TOKENS
    chapter_module.PART_TOKENS = 600
    try:
        assert cli("chat", "alice", input=lines).exit_code == 0
    finally:
        chapter_module.PART_TOKENS = original
    parts = [r["messages"][0]["content"] for r in script.requests("part")]
    assert len(parts) >= 3 and f"This is part 1 of {len(parts)}" in parts[0]
    assert all("part of a long story" in p for p in parts)
    [final] = [r["messages"][0]["content"] for r in script.requests("chapter")]
    assert final.count("Notes on this part of our talk.") == len(parts)
    [chapter] = [c for c in data(home, "chapters.jsonl") if c["kind"] == "chapter"]
    assert chapter["parts"] == len(parts) and chapter["text"] == "The whole long story, as I recall it."


def test_a_message_too_long_for_memory_is_shown_to_its_requests_by_its_beginning_and_end(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    pasted = "I live in Lisbon. " + "This is a pasted log line. " * 15_000 + "I work at the harbour."  # 400 KB
    script.add("chapter", "A long paste, and where they live.")
    assert cli("chat", "alice", input=pasted + "\n").exit_code == 0
    [extract] = [r["messages"][0]["content"] for r in script.requests("extract")]
    chapter = script.requests("chapter")[0]["messages"][0]["content"]
    assert script.requests("part") == []  # one part: the message is no longer larger than a part
    for request in (extract, chapter):
        assert len(request) < 30_000, len(request)
        assert "I live in Lisbon." in request and "I work at the harbour." in request
        assert re.search(r"\[… [\d,]+ characters of this message left out …\]", request)
    turns = [t for f in (home / "data" / "alice" / "sessions").glob("*.jsonl") for t in records(f)]
    [turn] = [t for t in turns if t.get("role") == "user"]
    assert turn["text"] == pasted  # the raw turn keeps every word


def test_malformed_extraction_is_retried_once_then_recorded_as_failed(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    script.add("extract", "not json at all", '{"facts": "nope"}')
    result = cli("chat", "alice", input="I live in Lisbon\n")
    assert result.exit_code == 0
    [run] = data(home, "extractions.jsonl")
    assert run["status"] == "failed" and "malformed" in run["error"]
    first, again = script.requests("extract")
    assert again["messages"][:-2] == first["messages"]  # asked again, shown its answer and what was wrong with it
    assert again["messages"][-2] == {"role": "assistant", "content": "not json at all"}
    assert again["messages"][-1]["content"].startswith("That answer could not be read: no JSON object")
    assert "tried again once the model answers, or at the next start" in result.stderr
    script.add("extract", facts_json(fact("user", "city", "Lisbon", "I live in Lisbon")))
    result = cli("memory", "reextract", "alice")
    assert result.exit_code == 0, result.stderr
    assert current_facts(home) == [("user", "city", "Lisbon")]


@pytest.mark.parametrize("persona", ["alice", "lin"])
def test_an_answer_whose_every_item_lacks_a_part_is_asked_again_then_left_for_the_next_start(
    cli, script: Script, home_with_personas: Path, persona: str
) -> None:
    """A sloppy model answers in its own shape ({"facts": [{"fact": ...}]}): asked again with what was wrong, in the
    persona's language, its mended answer is heard; twice shapeless, the turns are extracted again at the next start
    (they were once logged as done, every item rejected, and never read again)."""
    home = home_with_personas
    line, city = ("I live in Lisbon", "Lisbon") if persona == "alice" else ("我住在里斯本", "里斯本")
    shapeless = json.dumps({"facts": [{"fact": line}, {"text": city}]}, ensure_ascii=False)
    script.add("extract", shapeless, facts_json(fact("user", "city", city, line)))
    assert cli("chat", persona, input=line + "\n").exit_code == 0
    first, again = script.requests("extract")
    assert again["messages"][:-2] == first["messages"] and again["messages"][-2]["content"] == shapeless
    note = again["messages"][-1]["content"]
    assert note.startswith("That answer could not be read" if persona == "alice" else "这个回答无法读取")
    assert current_facts(home, persona) == [("user", "city", city)]
    [run] = data(home, "extractions.jsonl", persona)
    assert run["reask"] == f"reask_facts.{'en' if persona == 'alice' else 'zh'}.v1"  # the prompt that asked again

    script.add("extract", shapeless, shapeless)
    assert cli("chat", persona, input="I work as a baker\n").exit_code == 0
    run = data(home, "extractions.jsonl", persona)[-1]
    assert run["status"] == "failed" and "no item has a subject" in run["error"]
    assert [r["reason"] for r in run["rejected"]] == ["bad_shape", "bad_shape"]  # the log names what came
    script.add("extract", facts_json(fact("user", "job", "baker", "I work as a baker")))
    assert cli("chat", persona, input="hi\n").exit_code == 0  # the next start reads the baker's turn again
    assert ("user", "job", "baker") in current_facts(home, persona)


def test_preparing_waits_while_a_reply_is_prepared_and_just_after_one_ended_never_past_its_limit() -> None:
    import threading
    import time

    from twin.serve.twins import SETTLE, Preparing

    preparing = Preparing()
    assert preparing.wait(0.0)  # nothing prepared, nothing ended: at once
    with preparing.reply():
        began = time.monotonic()
        assert not preparing.wait(0.05)
        assert time.monotonic() - began >= 0.05
    done = threading.Event()

    def prepare() -> None:
        with preparing.reply():
            done.wait(5)

    other = threading.Thread(target=prepare)
    other.start()
    time.sleep(0.01)
    threading.Timer(0.1, done.set).start()
    began = time.monotonic()
    assert preparing.wait(5.0)  # the reply was prepared: no longer
    assert 0.05 <= time.monotonic() - began < 2.0
    other.join()
    preparing.ended()  # a reply ended: the next request may come at once
    assert not preparing.wait(0.0)
    began = time.monotonic()
    assert preparing.wait(5.0)
    assert SETTLE * 0.5 <= time.monotonic() - began < 2.0


def test_a_servers_memory_worker_lets_replies_go_first_a_quarter_second_at_most_a_job(
    script: Script, home_with_personas: Path
) -> None:
    """While a server prepares a reply, its memory worker waits before each job and after extraction's model call,
    PAUSE_AT_MOST in all at one job: what the person just said is learned that much later at most, never skipped."""
    import time

    from twin.context.prompt import persona_text
    from twin.home import Home
    from twin.llm import ChatClient
    from twin.narrative.worker import PAUSE_AT_MOST, MemoryWorker
    from twin.persona.model import load_persona
    from twin.serve.twins import Preparing
    from twin.sessions.session import SessionStore, Who
    from twin.settings import load_settings, resolve_endpoint

    home = Home(home_with_personas, "test")
    persona = load_persona(home.personas_dir, "alice")
    twin_dir = home.twin_dir("alice")
    client = ChatClient(resolve_endpoint(load_settings(home), persona.model))
    preparing = Preparing()
    worker = MemoryWorker(
        twin_dir, persona, client, persona_text=persona_text(persona), notice=lambda _: None, pause=preparing.wait
    )
    assert worker.extractor.pause is not None  # and after its model call, within the same job's quarter second
    worker.start()
    session = SessionStore(twin_dir).start({"persona": "alice", "user": "Sam"})
    worker.session_started(session.id)
    script.add("extract", Reply(text=facts_json(fact("user", "city", "Lisbon", "I live in Lisbon")), delay=0.1))
    try:
        session.add_turn("user", "I live in Lisbon")
        session.add_turn("assistant", "Lisbon! Lovely light.")
        with preparing.reply():  # a reply being prepared the whole time: the job still runs, after its wait
            began = time.monotonic()
            worker.after_exchange(session.id, session.conversation(), Who("Sam", "Sam"))
            assert not worker.extracted(session.id, PAUSE_AT_MOST / 2)
            assert worker.extracted(session.id, 5.0)
            took = time.monotonic() - began
        assert PAUSE_AT_MOST + 0.1 <= took < PAUSE_AT_MOST + 0.1 + 1.5  # the wait, the model's 0.1 s, no second wait
        assert ("Sam", "city", "Lisbon") in current_facts(home_with_personas, "alice")
        began = time.monotonic()  # nothing prepared: the next jobs run at once
        assert worker.drain(5.0)
        assert time.monotonic() - began < PAUSE_AT_MOST
    finally:
        worker.close()


def test_a_notice_nobody_can_read_never_stops_memory_work(script: Script, home_with_personas: Path) -> None:
    """The reader of a piped chat's output went away: every notice fails (a broken pipe). Memory work goes on, and the
    session's diary is written (a chat once waited for ever on a worker a failed notice had ended)."""
    from twin.context.prompt import persona_text
    from twin.home import Home
    from twin.llm import ChatClient
    from twin.narrative.worker import MemoryWorker
    from twin.persona.model import load_persona
    from twin.sessions.session import SessionStore, Who
    from twin.settings import load_settings, resolve_endpoint

    def gone(text: str) -> None:
        raise BrokenPipeError(32, "Broken pipe")

    home = Home(home_with_personas, "test")
    persona = load_persona(home.personas_dir, "alice")
    twin_dir = home.twin_dir("alice")
    client = ChatClient(resolve_endpoint(load_settings(home), persona.model))
    worker = MemoryWorker(twin_dir, persona, client, persona_text=persona_text(persona), notice=gone)
    worker.start()
    script.add("extract", "not json at all", "nor this")  # a failed extraction, told to nobody
    session = SessionStore(twin_dir).start({"persona": "alice", "user": "Sam"})
    worker.session_started(session.id)
    session.add_turn("user", "I live in Lisbon")
    session.add_turn("assistant", "Lisbon! Lovely light.")
    worker.after_exchange(session.id, session.conversation(), Who("Sam", "Sam"))
    session.end("eof")
    assert session.path is not None
    try:
        chapter = worker.finish_session(SessionStore(twin_dir).load(session.path), Who("Sam", "Sam"))
    finally:
        worker.close()
    assert chapter is not None and chapter.session == session.id
    [run] = data(home_with_personas, "extractions.jsonl")
    assert run["status"] == "failed"


def test_reextract_is_an_error_when_every_window_failed_and_says_what_a_partial_failure_leaves(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    (home / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    assert cli("chat", "alice", input="I live in Rome\nI work as a baker\nI have a cat\n").exit_code == 0
    script.add("extract", Reply(status=500), Reply(status=500))
    result = cli("memory", "reextract", "alice")
    assert result.exit_code == 4
    assert result.stdout.startswith("1 session, 2 windows:") and "2 failed" in result.stdout  # (no blank line first)
    assert "Extraction failed in every window (2): nothing was extracted" in result.stderr
    assert "answered with an error (500)" in result.stderr
    script.add("extract", Reply(status=500), Reply(status=500))
    result = cli("memory", "reextract", "alice", "--json")  # one JSON object: the report, its error beside it
    assert result.exit_code == 4
    shown = json.loads(result.stdout)
    assert (shown["windows"], shown["failed"], shown["error"]["kind"]) == (2, 2, "model")
    assert shown["error"]["message"].startswith("Extraction failed in every window (2)")
    assert "Error: Extraction failed in every window (2)" in result.stderr
    script.add("extract", Reply(status=500))  # the second window is extracted
    result = cli("memory", "reextract", "alice", "--json")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["failed"] == 1
    assert "1 window of 2 failed: the next chat extracts it again" in result.stderr


def test_a_chinese_twins_reextract_says_its_summary_and_its_failed_windows_in_chinese(
    cli, script: Script, home_with_personas: Path
) -> None:
    (home_with_personas / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    assert cli("chat", "lin", input="我住在杭州\n我是面包师\n我养了一只猫\n").exit_code == 0
    script.add("extract", facts_json(fact("user", "city", "杭州", "我住在杭州")), Reply(status=500))
    result = cli("memory", "reextract", "lin")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == "1 段会话，2 个窗口：新 1，确认 0，替换 0，已知 0，被拒 0，失败 1\n"
    assert "2 个窗口中有 1 个失败：下次聊天会重新提取" in result.stderr and "window" not in result.stderr


def test_a_failed_extraction_of_a_session_with_its_diary_is_caught_up_at_the_next_start(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    (home / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    script.defaults["extract"] = Reply(status=500)  # extraction fails; the chat and its diary go well
    assert cli("chat", "alice", input="I live in Rome\n").exit_code == 0
    assert [c["kind"] for c in data(home, "chapters.jsonl")] == ["chapter"]  # the session has its diary
    doctor = cli("doctor", "--offline")
    assert "1 session with turns not extracted: the next chat extracts them" in doctor.stdout
    assert "owed" not in doctor.stdout and "(ies)" not in doctor.stdout  # no "0 diary(ies) owed"
    for _ in range(4):  # a model away for many starts: each tries again, and none gives up on it
        cli("chat", "alice", input="hi\n")
    script.defaults["extract"] = facts_json()
    script.add("extract", facts_json(fact("user", "city", "Rome", "I live in Rome")))
    result = cli("chat", "alice", input="hello\n")
    assert result.exit_code == 0, result.stderr
    assert current_facts(home) == [("user", "city", "Rome")]
    assert "not extracted" not in cli("doctor", "--offline").stdout
    # the start reads what the extraction log gained, not every session file; an answer it cannot read, it asks
    # for no more than three times in all, then leaves to `twin doctor --repair`
    script.defaults["extract"] = "not json"  # (asked twice a run)
    cli("chat", "alice", input="I work as a baker\n")
    asked = len(script.requests("extract"))
    for _ in range(3):
        cli("chat", "alice", input="hi\n")
    retried = [r for r in script.requests("extract")[asked:] if "baker" in r["messages"][0]["content"]]
    assert len(retried) == 2 * 2  # two runs more: with the one at the end of its chat, three
    doctor = cli("doctor", "--offline").stdout
    assert "2 sessions with exchanges that could not be extracted after 3 tries" in doctor  # and the first "hi"
    assert "a chat tries them no more; `twin doctor --repair` tries again" in doctor


def unreadable(script: Script, model: FakeOpenAI, word: str) -> list[Reply | str]:
    """The model answers "ok", no JSON, to the extraction of an exchange that says `word`, and the rest as `script`
    says; what it answers is the list's one item, to change."""
    answer: list[Reply | str] = ["ok"]

    def respond(body: dict) -> Reply | str:
        if kind_of(body) == "extract" and word in body["messages"][0]["content"]:
            return answer[0]
        return script.respond(body)

    model.responder = respond
    return answer


def asked_about(script: Script, word: str) -> int:
    """How many extraction requests held `word` (a run asks twice when the first answer cannot be read)."""
    return sum(word in r["messages"][0]["content"] for r in script.requests("extract"))


def test_unreadable_answers_are_tried_three_times_then_said_once(
    cli, script: Script, home_with_personas: Path, model_env: FakeOpenAI
) -> None:
    """Each start promises another try only while one will come; the start whose try is the last says so, once,
    with the command that tries again; a model away meanwhile spends no try."""
    home = home_with_personas
    (home / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    lyon = unreadable(script, model_env, "Lyon")
    retry, spent = "is tried again at the next start", "could not be extracted after 3 tries"

    first = cli("chat", "alice", input="I live in Lyon\n")  # the first try
    assert first.exit_code == 0 and "extraction failed (malformed reply" in first.stderr
    assert asked_about(script, "Lyon") == 2
    second = cli("chat", "alice", input="hi\n")  # the second
    assert retry in second.stderr and spent not in second.stderr and asked_about(script, "Lyon") == 4
    lyon[0] = Reply(status=500)  # the model away: no try is spent, however many starts
    for _ in range(2):
        away = cli("chat", "alice", input="hi\n")
        assert retry in away.stderr and spent not in away.stderr
    assert asked_about(script, "Lyon") == 6  # (one request a start: an error is not asked again)
    lyon[0] = "ok"
    third = cli("chat", "alice", input="hi\n")  # the third and last: said plainly, once
    assert (
        "memory: 1 exchange could not be extracted after 3 tries (malformed reply: no JSON object in the reply); "
        "a start tries it no more: `twin doctor --repair` tries again"
    ) in third.stderr
    assert retry not in third.stderr and asked_about(script, "Lyon") == 8
    fourth = cli("chat", "alice", input="hi\n")
    assert fourth.exit_code == 0 and "memory:" not in fourth.stderr  # no promise, no line
    assert asked_about(script, "Lyon") == 8  # and no call
    doctor = cli("doctor", "--offline")
    assert doctor.exit_code == 0, doctor.output
    assert (
        "1 session with exchanges that could not be extracted after 3 tries (the model's answers could not be used): "
        "a chat tries them no more; `twin doctor --repair` tries again"
    ) in doctor.stdout
    assert "the next chat extracts them" not in doctor.stdout
    assert "All good." not in doctor.stdout  # memory waits for the person: said in the last line too
    assert doctor.stdout.splitlines()[-1] == (
        "Nothing is damaged; 1 session with exchanges a chat tries no more (above): `twin doctor --repair` tries it "
        "again."
    )


def test_another_model_tries_again_what_one_could_not_use_three_times(
    cli, script: Script, home_with_personas: Path, model_env: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The tries are a model's own: a person who switches to a better model (TWIN_MODEL, twin.toml) has what the old
    one could not answer usably extracted at the next start, not only by `twin doctor --repair`."""
    (home_with_personas / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    lyon = unreadable(script, model_env, "Lyon")
    cli("chat", "alice", input="I live in Lyon\n")  # the first try
    for _ in range(2):
        cli("chat", "alice", input="hi\n")  # the second and the third
    assert asked_about(script, "Lyon") == 6
    assert "after 3 tries" in cli("doctor", "--offline").stdout
    cli("chat", "alice", input="hi\n")
    assert asked_about(script, "Lyon") == 6  # spent: not asked again
    monkeypatch.setenv("TWIN_MODEL", "better-model")
    model_env.models.append("better-model")
    doctor = cli("doctor", "--offline").stdout  # as the next start will do: extract it again
    assert "after 3 tries" not in doctor and "the next chat extracts them" in doctor
    lyon[0] = facts_json(fact("user", "city", "Lyon", "I live in Lyon"))  # a model that reads it
    cli("chat", "alice", input="hi\n")
    retried = [r for r in script.requests("extract") if "User said: I live in Lyon" in r["messages"][0]["content"]]
    assert [r["model"] for r in retried[-2:]] == ["fake-model", "better-model"]  # tried again, by the other model,
    assert len(retried) == 7  # once, at its first start (3 tries of the old, asked twice each, and this one)
    assert current_facts(home_with_personas) == [("user", "city", "Lyon")]
    runs = [json.loads(line) for line in (home_with_personas / "data/alice/extractions.jsonl").read_text().splitlines()]
    assert {r.get("model") for r in runs} == {"fake-model", "better-model"}  # each run names the model that answered


def test_two_models_taking_turns_are_each_tried_three_times_then_neither(
    cli, script: Script, home_with_personas: Path, model_env: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A `twin serve` on one model and `twin chat` on another: each one's tries are its own, and an exchange
    neither can read is asked of each three times, then of neither (one count for the last model only started
    again at every switch, and asked for ever)."""
    (home_with_personas / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    unreadable(script, model_env, "Lyon")
    model_env.models.append("other-model")
    cli("chat", "alice", input="I live in Lyon\n")
    for n in range(8):  # B, A, B, A, B, A, B, A: starts of either model
        monkeypatch.setenv("TWIN_MODEL", "other-model" if n % 2 == 0 else "fake-model")
        cli("chat", "alice", input="hi\n")
    lyon = "User said: I live in Lyon"
    asked = [r["model"] for r in script.requests("extract") if lyon in r["messages"][0]["content"]]
    assert asked.count("fake-model") == 3 * 2 and asked.count("other-model") == 3 * 2  # (each run asks twice)


def test_a_repair_asks_once_for_each_exchange_not_extracted_and_says_what_it_left(
    cli, script: Script, home_with_personas: Path, model_env: FakeOpenAI
) -> None:
    """`twin doctor --repair` read a failed exchange in the start's catch-up, then again with the rest (two of its
    three tries in one second), promised the next start would try again, and ended "All good." with exit 0. It
    asks once, those a start gave up on too, and says how many it left and why."""
    lyon = unreadable(script, model_env, "Lyon")
    assert cli("chat", "alice", input="I live in Lyon\n").exit_code == 0  # the first try
    assert asked_about(script, "Lyon") == 2  # (asked twice a run: the answer is shown again)
    repaired = cli("doctor", "--repair")  # the second
    assert repaired.exit_code == 4, repaired.output
    assert asked_about(script, "Lyon") == 4 and "tried again" not in repaired.stderr
    assert "caught up  alice: 0 exchanges extracted, 1 failed (why: below)" in repaired.stdout
    assert "All good." not in repaired.stdout
    assert (
        "problem: alice: 1 exchange still not extracted after the repair: the model's answers could not be read "
        "(malformed reply: no JSON object in the reply). `twin doctor --repair` tries again; a model that answers "
        "with the JSON asked for (`model` in twin.toml, or TWIN_MODEL) may read them."
    ) in repaired.stderr
    assert "after 3 tries" in cli("chat", "alice", input="hi\n").stderr  # the third, a start's last
    offline = cli("doctor", "--repair", "--offline").stdout  # owed work, and no model asked: said so
    assert "caught up  alice: not now (offline)" in offline

    report = cli("doctor", "--repair", "--json")  # asked for: tried again, whatever the count
    assert report.exit_code == 4 and asked_about(script, "Lyon") == 8
    caught = json.loads(report.stdout)["memory"]["alice"]["repaired"]["caught_up"]
    assert (caught["windows_failed"], caught["exchanges_left"]) == (1, 1)
    assert caught["why_left"] == "malformed reply: no JSON object in the reply"

    lyon[0] = facts_json(fact("user", "city", "Lyon", "I live in Lyon"))  # a model that reads it
    repaired = cli("doctor", "--repair")
    assert repaired.exit_code == 0, repaired.output
    assert "caught up  alice: 1 exchange extracted" in repaired.stdout and repaired.stdout.endswith("All good.\n")
    assert current_facts(home_with_personas) == [("user", "city", "Lyon")]
    assert "not extracted" not in repaired.stdout and "could not be extracted" not in repaired.stdout
    offline = cli("doctor", "--repair", "--offline").stdout  # nothing owed: not "not now …, the next chat writes"
    assert "caught up  alice: nothing was owed" in offline and "not now" not in offline


def test_reextract_says_when_a_failed_window_is_one_a_chat_tries_no_more(
    cli, script: Script, home_with_personas: Path, model_env: FakeOpenAI
) -> None:
    """`twin memory reextract` said "the next chat extracts it again" of a window whose third try it had just
    spent."""
    unreadable(script, model_env, "Lyon")
    cli("chat", "alice", input="I live in Lyon\n")  # the first try
    cli("chat", "alice", input="hi\n")  # the second, at its start
    again = cli("memory", "reextract", "alice")  # the third
    assert again.exit_code == 0, again.output
    assert asked_about(script, "Lyon") == 6
    assert (
        "1 window of 2 failed, after 3 tries: a chat tries it no more; run this again (or `twin doctor --repair`) "
        "when the model answers as asked."
    ) in again.stderr
    assert "after 3 tries" not in cli("chat", "alice", input="hi\n").stderr  # said once, by the reextract
    assert asked_about(script, "Lyon") == 6  # and the next chat does not try it


def test_chinese_extraction_labels_and_tolerant_quotes(cli, script: Script, home_with_personas: Path) -> None:
    home = home_with_personas
    script.add("extract", facts_json(fact("user", "city", "深圳", "我 搬到了深圳,")))  # half-width comma, extra space
    script.add("chat", "深圳，好地方。")
    assert cli("chat", "lin", input="上个月我搬到了深圳，还在适应\n").exit_code == 0
    prompt = script.requests("extract")[0]["messages"][0]["content"]
    assert "用户说： 上个月我搬到了深圳，还在适应" in prompt and "AI回复： 深圳，好地方。" in prompt
    assert "用户是你的主人" in prompt  # no name in twin.toml: never "用户是你"
    diary = script.requests("chapter")[0]["messages"][0]["content"]
    assert "你刚刚和你的主人的一次对话" in diary and "和你的一次对话" not in diary
    from twin.facts.store import FactStore

    [stored] = FactStore(home / "data" / "lin").as_of()
    assert (stored.value, stored.evidence["quote"]) == ("深圳", "我 搬到了深圳,")


def test_chat_commands_memory_forget_correct(cli, script: Script, home_with_personas: Path) -> None:
    home = home_with_personas
    script.add("extract", facts_json(fact("user", "city", "Porto", "I live in Porto")))
    cli("chat", "alice", input="I live in Porto\n")
    from twin.facts.store import FactStore

    [city] = FactStore(home / "data/alice").as_of()
    job = FactStore(home / "data/alice").assert_fact("Mia", "job", "nurse", source="user", confidence=0.9, cause="t")
    result = cli("chat", "alice", input=f"/memory\n/correct {city.id[-6:]} Lisbon\n/memory\n/forget {city.id[-6:]}\n")
    assert result.exit_code == 0, result.stderr
    assert f"\n  {city.short_id} city: Porto (since " in result.stderr
    assert f"\n  Mia:\n    {job.short_id} job: nurse" in result.stderr  # another's facts under their name
    FactStore(home / "data/alice").retire(job.id, reason="user", cause="t")
    assert "Corrected: city: Porto -> Lisbon" in result.stderr
    result = cli("chat", "alice", input="/forget city\n")
    assert "No facts yet." not in result.stderr.split("Corrected")[0]
    history = FactStore(home / "data/alice").history("user", "city")
    assert [(f.value, f.source) for f in history] == [("Porto", "user"), ("Lisbon", "user")]
    assert "Which fact" not in result.stderr
    assert "Forgotten: city: Lisbon" in result.stderr
    assert FactStore(home / "data/alice").as_of() == []


def test_chat_as_of_a_past_date_reads_memory_then_and_writes_nothing(
    cli, script: Script, home_with_personas: Path
) -> None:
    from datetime import datetime, timedelta

    from twin.facts.store import FactStore

    home = home_with_personas
    store = FactStore(home / "data/alice")
    march = datetime(2026, 3, 1, 12, 0).astimezone()
    old = store.assert_fact("user", "city", "Porto", source="user", confidence=0.9, cause="test", said_at=march)
    store.supersede(old.id, "Lisbon", source="user", confidence=0.9, cause="test", said_at=march + timedelta(days=60))

    def memory_files() -> list[tuple[str, int]]:  # index/ is derived and may be built by any read
        return sorted((p.name, p.stat().st_size) for p in (home / "data/alice").rglob("*") if "index" not in p.parts)

    before = memory_files()
    result = cli("chat", "alice", "--as-of", "2026-03-15", input="where do I live?\n")
    assert result.exit_code == 0, result.stderr
    assert "memory as of 2026-03-15 23:59 · read-only: this chat is not kept" in result.stderr
    system = system_prompt(script.requests("chat")[-1])
    assert "- city: Porto (since 2026-03-01" in system and "Lisbon" not in system
    assert "It is now 2026-03-15" in system
    assert memory_files() == before  # nothing written into the past
    assert script.requests("extract") == [] and script.requests("chapter") == []
    result = cli("chat", "alice", "--as-of", "the day after never", input="hi\n")
    assert result.exit_code == 2 and "the day after never" in result.stderr


def test_an_old_relevant_conversation_comes_back_beyond_the_recent_window(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    cli("chat", "alice", input="my grandmother taught me to make dumplings with chives\n")
    for n in range(6):  # enough newer sessions to push it out of the last 8 turns
        cli("chat", "alice", input=f"small talk about the weather number {n}\nand more small talk {n}\n")
    cli("chat", "alice", input="what did my grandmother teach me?\n")
    system = system_prompt(script.requests("chat")[-1])
    older = system.split("[memory: earlier conversation]")[1].split("[memory: recent conversation]")[0]
    assert "They said: my grandmother taught me to make dumplings with chives" in older
    recent = system.split("[memory: recent conversation]")[1]
    assert "dumplings" not in recent
    last = sorted((home / "data/alice/sessions").iterdir())[-1]
    reply = [r for r in records(last) if r["kind"] == "turn" and r["role"] == "assistant"][-1]
    recalled = [i for i in reply["context"] if i.get("recalled")]
    assert recalled and all(isinstance(i["score"], float) for i in recalled)
    result = cli("chat", "alice", input="/recall dumplings\n")
    assert "turn" in result.stderr and "you: my grandmother taught me to make dumplings with chives" in result.stderr
    result = cli("chat", "alice", input="/recall zeppelins\n")
    assert "Nothing in my memory bears on “zeppelins”." in result.stderr


def test_ingested_writing_is_recalled_in_context_under_its_title(
    cli, script: Script, home_with_personas: Path, tmp_path: Path
) -> None:
    essay = tmp_path / "sourdough.md"
    essay.write_text(
        "# Why I bake sourdough\n\nMy starter is called Gerald. I feed him rye flour every Sunday night.\n",
        encoding="utf-8",
    )
    result = cli("ingest", "alice", str(essay), "--no-extract")
    assert result.exit_code == 0, result.output
    assert cli("chat", "alice", input="what flour does Gerald eat?\n").exit_code == 0
    system = system_prompt(script.requests("chat")[-1])
    writing = system.split("[memory: writing]")[1]
    assert "Why I bake sourdough" in writing and "I feed him rye flour every Sunday night." in writing
    session = sorted((home_with_personas / "data/alice/sessions").iterdir())[-1]
    reply = [r for r in records(session) if r["kind"] == "turn" and r["role"] == "assistant"][-1]
    assert any(i["type"] == "document" and i.get("recalled") for i in reply["context"])


def test_the_extractor_is_shown_near_duplicates_first(cli, script: Script, home_with_personas: Path) -> None:
    from twin.facts.store import FactStore

    home = home_with_personas
    store = FactStore(home / "data/alice")
    for n in range(30):
        store.assert_fact("user", f"hobby_{n}", f"collects stamps series {n}", source="user", confidence=0.9, cause="t")
    store.assert_fact("user", "city", "Shenzhen", source="user", confidence=0.9, cause="t")
    cli("chat", "alice", input="I still live in Shenzhen, by the way\n")
    prompt = script.requests("extract")[-1]["messages"][0]["content"]
    known = prompt.split("Facts I already hold:")[1].split("Transcript:")[0]
    assert known.strip().splitlines()[0].startswith("F1: subject=user; city = Shenzhen")


def test_purging_a_session_removes_its_chapter_and_extraction_runs_too(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    script.add("extract", facts_json(fact("user", "secret", "a hidden allergy", "I have a hidden allergy")))
    script.add("chapter", "They told me about a hidden allergy.")
    cli("chat", "alice", input="I have a hidden allergy\n")
    script.add("chapter", "We talked about the weather.")
    cli("chat", "alice", input="nice weather today\n")
    first = sorted((home / "data/alice/sessions").iterdir())[0]
    session_id = first.stem.split("-", 1)[1]
    result = cli("memory", "purge", "alice", "--session", session_id, "--yes")
    assert result.exit_code == 0, result.output
    assert not first.exists()
    for name in ("facts.jsonl", "chapters.jsonl", "extractions.jsonl", "events.jsonl"):
        text = (home / "data/alice" / name).read_text(encoding="utf-8")
        assert "allergy" not in text, name
    assert [c["text"] for c in data(home, "chapters.jsonl") if c["kind"] == "chapter"] == [
        "We talked about the weather."
    ]
    [audit] = [e for e in data(home, "events.jsonl") if e["kind"] == "purge"]
    assert (audit["session"], audit["chapters"], audit["extraction_runs"]) == (session_id, 1, 1)


def test_a_person_who_shares_the_twins_name_keeps_her_facts(cli, script: Script, home_with_personas: Path) -> None:
    home = home_with_personas
    script.add("chat", "Lisbon suits you.")
    script.add(
        "extract",
        facts_json(
            fact("Alice", "city", "Lisbon", "I live in Lisbon now"),  # Alice, the person talking
            fact("assistant", "mood", "cheerful", "I live in Lisbon now"),  # the twin: still rejected
        ),
    )
    result = cli("chat", "alice", "--user", "Alice", input="I live in Lisbon now\n")
    assert result.exit_code == 0, result.stderr
    assert current_facts(home) == [("Alice", "city", "Lisbon")]
    [run] = data(home, "extractions.jsonl")
    assert [r["reason"] for r in run["rejected"]] == ["about_twin"]


def test_a_person_named_ai_keeps_their_facts(cli, script: Script, home_with_personas: Path) -> None:
    # "Ai" (愛, 艾) is a given name before it is a word for the twin: the person's own name is never the twin's
    home = home_with_personas
    script.add("chat", "Osaka is lovely.")
    script.add(
        "extract",
        facts_json(
            fact("user", "city", "Osaka", "my city is Osaka"),
            fact("Ai", "job", "nurse", "I'm a nurse"),
            fact("assistant", "mood", "cheerful", "my city is Osaka"),  # the twin: still rejected
        ),
    )
    result = cli("chat", "alice", "--user", "Ai", input="my city is Osaka, I'm a nurse\n")
    assert result.exit_code == 0, result.stderr
    assert sorted(current_facts(home)) == [("Ai", "city", "Osaka"), ("Ai", "job", "nurse")]
    [run] = data(home, "extractions.jsonl")
    assert [r["reason"] for r in run["rejected"]] == ["about_twin"]


def test_latest_chapters_by_end_whatever_order_they_were_written_in(tmp_path: Path) -> None:
    from datetime import UTC, datetime

    from twin.narrative.chapters import ChapterStore

    store = ChapterStore(tmp_path)
    # s2 ends at the same moment as s0, written in another zone: the one written first comes first
    ends = ["2026-03-05T10:00:00+00:00", "2026-01-02T10:00:00+00:00", "2026-03-05T12:00:00+02:00",
            "2026-02-01T09:00:00+00:00", "2026-04-01T08:00:00+00:00"]  # fmt: skip
    for n, end in enumerate(ends):
        store.add(f"s{n}", end, end, f"diary {n}", "p1")
    assert [c.session for c in store.latest(3)] == ["s0", "s2", "s4"]
    march5 = datetime(2026, 3, 5, 10, 0, tzinfo=UTC)
    assert [c.session for c in store.latest(2, before=march5)] == ["s0", "s2"]  # ending at `before` counts
    assert [c.session for c in store.latest(9, before=march5, exclude="s0")] == ["s1", "s3", "s2"]
    assert store.latest(0) == []
    store.add("s5", "2025-12-31T23:00:00+00:00", "2025-12-31T23:00:00+00:00", "written late", "p1")
    assert [c.session for c in store.latest(2)] == ["s2", "s4"]
    assert [c.session for c in ChapterStore(tmp_path).latest(9)] == ["s5", "s1", "s3", "s0", "s2", "s4"]


def test_a_session_edited_by_hand_is_read_again_at_the_first_session_end_of_a_day(
    cli, script: Script, home_with_personas: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = home_with_personas
    monkeypatch.setenv("TWIN_NOW", "2026-03-01T10:00:00+00:00")
    assert cli("chat", "alice", input="I played the piano today\n").exit_code == 0
    [path] = sorted((home / "data/alice/sessions").iterdir())
    kept = b"".join(line for line in path.read_bytes().splitlines(keepends=True) if b"piano" not in line)
    with open(path, "r+b") as fh:  # edited in place: the same inode, no new file in the folder
        fh.write(kept)
        fh.truncate()

    def found() -> list[str]:
        result = cli("sessions", "search", "alice", "piano", "--json")
        return [hit["text"] for hit in json.loads(result.stdout)]

    monkeypatch.setenv("TWIN_NOW", "2026-03-01T18:00:00+00:00")
    assert cli("chat", "alice", input="hello\n").exit_code == 0
    assert found() == ["I played the piano today"]  # an ended session is trusted within the day
    monkeypatch.setenv("TWIN_NOW", "2026-03-02T10:30:00+00:00")
    assert cli("chat", "alice", input="hello again\n").exit_code == 0
    assert found() == []  # the day's first session end looked at every file


def test_a_value_kept_only_as_history_is_not_said_to_be_remembered(tmp_path: Path) -> None:
    from datetime import UTC, datetime

    from twin.facts.store import FactStore
    from twin.narrative.extraction import Outcome

    store = FactStore(tmp_path)
    lyon = store.assert_fact("user", "city", "Lyon", source="user", confidence=0.9, cause="c",
                             said_at=datetime(2024, 10, 10, tzinfo=UTC))  # fmt: skip
    earlier = store.assert_fact("user", "city", "Chengdu", source="user", confidence=0.9, cause="c",
                                said_at=datetime(2024, 5, 1, tzinfo=UTC))  # an import of older words  # fmt: skip
    assert (lyon.status, earlier.status) == ("current", "superseded")
    assert Outcome(written=[("assert", lyon), ("assert", earlier)]).notices("user") == ["city: Lyon"]
    from dataclasses import replace

    job = replace(lyon, subject="妹妹", attribute="工作", value="产品经理")
    assert Outcome(written=[("assert", job)]).notices("user", "zh") == ["妹妹的工作：产品经理"]  # one kind of colon


def test_a_fact_named_wrong_in_a_chinese_chat_is_said_in_chinese(cli, script: Script, home_with_personas: Path) -> None:
    script.add("extract", facts_json(fact("Bob", "城市", "上海", "我住在上海")))
    cli("chat", "lin", "--user", "Bob", input="我住在上海\n")
    said = cli("chat", "lin", input="/correct 城市 北京\n/forget 宠物\n/forget 上海\n").stderr
    assert "“城市”不是你的事实，是别人的：" in said and "(Bob的城市 = 上海)" in said  # as a Chinese notice names it
    assert "现在没有叫“宠物”的事实。" in said and "/memory 会列出事实和它们的 ID。" in said
    assert "No fact" not in said and "names no fact" not in said
    english = cli("chat", "alice", input="/forget pet\n").stderr
    assert "No fact named 'pet' holds now." in english


def test_a_shapeless_first_answer_is_logged_when_the_second_is_not_json_at_all() -> None:
    """The answer asked again comes back unreadable: the first one's items are still the ones logged (each rejected
    as bad_shape), with why the run failed and the prompt that asked again."""
    from types import SimpleNamespace

    from twin.narrative.extraction import ask_for_facts

    replies = [json.dumps({"facts": [{"fact": "I live in Lisbon"}]}), "not json at all"]

    class Sloppy:
        def complete(self, messages: list[dict[str, str]], **_: object) -> SimpleNamespace:
            return SimpleNamespace(text=replies.pop(0))

    answer = ask_for_facts(Sloppy(), [{"role": "user", "content": "extract"}], "zh")
    assert answer.candidates == [{"fact": "I live in Lisbon"}]
    assert answer.error.startswith("malformed reply: ") and answer.reask == "reask_facts.zh.v1"


def test_a_worker_closed_while_a_job_runs_keeps_that_job_alone(
    script: Script, home_with_personas: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`close` waits CLOSE_WAIT for the queued work; a job still running then stays the only one: what is asked of
    the worker afterwards is refused, never run beside it on the asking thread over the same connections."""
    import threading

    from tests.test_eras import catch_up  # (the same construction as a start's)
    from twin.context.prompt import persona_text
    from twin.errors import TwinError
    from twin.home import Home
    from twin.llm import ChatClient
    from twin.narrative import worker as memory
    from twin.persona.model import load_persona
    from twin.settings import load_settings, resolve_endpoint

    catch_up(home_with_personas)  # a twin whose memory files exist
    monkeypatch.setattr(memory, "CLOSE_WAIT", 0.1)
    home = Home(home_with_personas, "test")
    persona = load_persona(home.personas_dir, "alice")
    endpoint = resolve_endpoint(load_settings(home), persona.model)
    worker = memory.MemoryWorker(home.twin_dir("alice"), persona, ChatClient(endpoint),
                                 persona_text=persona_text(persona), notice=lambda _: None)  # fmt: skip
    gate, ran = threading.Event(), []
    worker.start()
    worker.jobs.put(lambda: (gate.wait(10), ran.append(threading.current_thread().name)))
    worker.close()
    assert worker.thread is not None and worker.thread.is_alive()  # still at its job: kept, not forgotten
    assert not worker.drain(timeout=0.2)
    gate.set()
    with pytest.raises(TwinError, match="stopped before it was done"):
        worker._on_worker(lambda: ran.append(threading.current_thread().name))
    assert ran == ["twin-memory"]


def test_a_chinese_twins_reextract_that_read_nothing_says_so_in_chinese(
    cli, script: Script, home_with_personas: Path
) -> None:
    """`twin memory reextract lin` said its error in English, the parser's words and all."""
    assert cli("chat", "lin", input="我搬到里昂了。\n").exit_code == 0
    script.add("extract", "not json", "still not json")
    result = cli("memory", "reextract", "lin")
    assert result.exit_code == 4
    assert result.stderr.splitlines()[-2:] == [
        "错误：每一段对话都没能提取（1 段）：什么也没记下。"
        "最后一个错误：模型的回答不是能读的记忆：回答里没有 JSON 对象",
        "`twin doctor` 会检查模型的地址；等模型能回答了再运行一次。",
    ]


def test_recall_finds_the_latest_diary_entry_too(cli, script: Script, home_with_personas: Path) -> None:
    """`/recall river` said nothing bears on it while the last diary entry spoke of the river: the latest chapters
    were left out of what /recall searches, as a context holds them anyway."""
    script.add("chapter", "They told me about their walk by the river.")
    assert cli("chat", "alice", input="I walked by the river today\n").exit_code == 0
    result = cli("chat", "alice", input="/recall river\n")
    assert result.exit_code == 0, result.stderr
    assert "They told me about their walk by the river." in result.stderr


def test_the_same_extraction_failure_is_said_once_while_it_goes_on(
    cli, script: Script, home_with_personas: Path
) -> None:
    """A model that never answered in JSON had the same line said after every exchange (27 times in a chat of 27):
    said once while the same failure goes on, and again after an extraction that went well."""
    script.defaults["extract"] = "not json at all"
    result = cli("chat", "alice", input="I live in Lisbon\nI work as a baker\nI have a cat\n")
    assert result.exit_code == 0
    assert result.stderr.count("memory: extraction failed") == 1, result.stderr
    assert len(data(home_with_personas, "extractions.jsonl")) >= 3  # each was tried, and each failure is owed
