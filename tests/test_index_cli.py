"""`twin index rebuild` and `twin memory search` as a person runs them."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import typer
from typer.testing import CliRunner

from tests.test_index import chapter, fact, session
from twin.cli.app import STATE, TwinGroup
from twin.cli.recall import register
from twin.clock import to_iso
from twin.facts.store import FactStore
from twin.sessions.session import SessionStore
from twin.store import JsonlFile, new_id

T0 = datetime(2024, 3, 5, 6, 0, tzinfo=UTC)


def alice_memory(home: Path) -> Path:
    twin = home / "data" / "alice"
    writer = session(twin, T0, [("user", "I adopted a greyhound named Pixel."), ("assistant", "Pixel! Lovely name.")])
    quote = "I adopted a greyhound named Pixel."
    fact(twin, "user", "pet", "a greyhound named Pixel", T0,
         evidence={"session": writer.id, "turn": writer.turns[0].id, "quote": quote})  # fmt: skip
    chapter(twin, writer.id, "Sam told me about Pixel, the greyhound they adopted.", T0 + timedelta(minutes=5))
    session(twin, T0 + timedelta(days=3), [("user", "我最近在学做川菜。"), ("assistant", "麻婆豆腐试过吗？")])
    return twin


def test_index_rebuild_reports_what_it_indexed(home_with_personas: Path, cli) -> None:  # type: ignore[no-untyped-def]
    twin = alice_memory(home_with_personas)
    result = cli("index", "rebuild", "alice")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (
        f"Rebuilt the search index of alice: 4 turns, 1 fact, 1 chapter.\n  {twin / 'index' / 'memory.sqlite3'}\n"
    )
    again = cli("index", "rebuild", "alice")
    assert again.exit_code == 0 and again.stdout == result.stdout


def test_a_rebuild_takes_away_what_a_killed_rebuild_left(home_with_personas: Path, cli) -> None:  # type: ignore[no-untyped-def]
    twin = alice_memory(home_with_personas)
    left = [twin / "index" / f"memory.sqlite3.01M8S0000000000000000000{n}.new{s}" for n in "AB" for s in ("", "-wal")]
    twin.joinpath("index").mkdir(parents=True, exist_ok=True)
    for path in left:
        path.write_bytes(b"half a database")
    assert cli("index", "rebuild", "alice").exit_code == 0
    assert sorted(p.name for p in (twin / "index").iterdir() if ".new" in p.name) == []


def test_index_rebuild_of_a_twin_without_memory_and_of_an_unknown_one(home_with_personas: Path, cli) -> None:  # type: ignore[no-untyped-def]
    result = cli("index", "rebuild", "lin")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[0] == "Rebuilt the search index of lin: 0 turns, 0 facts, 0 chapters."
    missing = cli("index", "rebuild", "bob")
    assert missing.exit_code == 3
    assert missing.stderr.startswith("Error: ")
    assert "bob" in missing.stderr


def memory_cli(*args: str) -> object:
    """`twin memory search ...` through a memory group that registers the command, as twin/cli/memory.py does."""
    root = typer.Typer(cls=TwinGroup, rich_markup_mode=None)
    memory = typer.Typer(rich_markup_mode=None)
    register(memory)
    root.add_typer(memory, name="memory")
    root.callback()(lambda: None)
    STATE.home = None
    return CliRunner().invoke(root, list(args), env={"COLUMNS": "100", "NO_COLOR": "1", "TZ": "UTC"})


def test_memory_search_shows_facts_chapters_and_turns_with_dates_and_scores(home_with_personas: Path) -> None:
    alice_memory(home_with_personas)
    result = memory_cli("memory", "search", "alice", "how", "is", "Pixel?", "--as-of", "2024-06-01")
    assert result.exit_code == 0, result.stderr  # type: ignore[attr-defined]
    local = [(T0 + timedelta(minutes=m)).astimezone().strftime("%Y-%m-%d %H:%M") for m in (0, 1, 5)]
    assert result.stdout.splitlines() == [  # type: ignore[attr-defined]
        "As of 2024-06-01 23:59:",  # (a read of a past time says which: a blind probe, 2026-12-07)
        "Facts (1)",
        f"  {local[0]}   1.12  user pet: a greyhound named Pixel",
        "Chapters (1)",
        f"  {local[2]}   1.04  Sam told me about Pixel, the greyhound they adopted.",
        "Turns (1 passage)",
        f"  {local[0]}   1.34 > Sam: I adopted a greyhound named Pixel.",
        f"  {local[1]}        > Alice: Pixel! Lovely name.",
    ]


def test_memory_search_marks_and_scores_the_turns_that_hold_the_words_not_the_ones_around_them(
    home_with_personas: Path,
) -> None:
    """Recall brings a hit's neighbours (found by the words around them, or as the other half of an exchange): the
    marker and the score are on the turn that holds the words, as `twin sessions search` marks it."""
    twin = home_with_personas / "data" / "alice"
    session(twin, T0, [("assistant", "Hi, I'm Alice."), ("user", "hello"), ("assistant", "hello there, nice to talk"),
                       ("user", "I moved to Berlin last month"), ("assistant", "How is it?")])  # fmt: skip
    lin = home_with_personas / "data" / "lin"
    session(
        lin, T0, [("user", "你好"), ("assistant", "你好呀"), ("user", "我下个月搬去杭州"), ("assistant", "杭州很美")]
    )
    for persona, query, holding in (("alice", "Berlin", ["I moved to Berlin last month"]),
                                    ("lin", "杭州", ["我下个月搬去杭州", "杭州很美"])):  # fmt: skip
        found = memory_cli("memory", "search", persona, query, "--json")
        assert found.exit_code == 0, found.stderr  # type: ignore[attr-defined]
        [passage] = json.loads(found.stdout)["turns"]  # type: ignore[attr-defined]
        assert len(passage["turns"]) > len(holding)  # the turns around the hit came along
        assert [t["text"] for t in passage["turns"] if t["hit"]] == holding
        shown = memory_cli("memory", "search", persona, query)
        turns = [re.fullmatch(r"  \S+ \S+  (.{5}) (.) [^:]+: (.*)", line) for line in shown.stdout.splitlines()[1:]]  # type: ignore[attr-defined]
        assert all(turns), shown.stdout  # type: ignore[attr-defined]
        assert [t[3] for t in turns if t and t[2] == ">"] == holding, shown.stdout  # type: ignore[attr-defined]
        assert [(t[1], t[3]) for t in turns if t and t[1].strip()] == [(f"{passage['score']:5.2f}", holding[0])]


def test_memory_search_names_the_person_as_sessions_search_does(home_with_personas: Path) -> None:
    """Who talked in the session, else "你" or "You" in the persona's language (never the role, "user")."""
    lin = home_with_personas / "data" / "lin"
    writer = SessionStore(lin).start({"persona": "lin"}, at=T0)  # nobody named
    writer.add_turn("user", "我下个月搬去杭州", at=T0)
    writer.end("exit")
    session(home_with_personas / "data" / "alice", T0, [("user", "I moved to Berlin last month")])  # Sam's
    for persona, query, said in (
        ("lin", "杭州", "你: 我下个月搬去杭州"),
        ("alice", "Berlin", "Sam: I moved to Berlin"),
    ):
        shown = memory_cli("memory", "search", persona, query)
        assert shown.exit_code == 0 and said in shown.stdout, shown.stdout  # type: ignore[attr-defined]
        found = json.loads(memory_cli("memory", "search", persona, query, "--json").stdout)  # type: ignore[attr-defined]
        assert found["turns"][0]["turns"][0]["speaker"] == said.split(":")[0]
    text = memory_cli("memory", "search", "lin", "杭州")
    assert "user:" not in text.stdout  # type: ignore[attr-defined]
    # a Chinese twin's heads are Chinese (it said "Turns (1 passage)")
    assert text.stdout.startswith("对话（1 段）\n")  # type: ignore[attr-defined]


def test_memory_search_leaves_out_what_was_forgotten(home_with_personas: Path) -> None:
    alice_memory(home_with_personas)
    store = FactStore(home_with_personas / "data" / "alice")
    [pet] = [f for f in store.as_of() if "Pixel" in f.value]
    store.retire(pet.id, reason="user", cause="test")
    result = memory_cli("memory", "search", "alice", "Pixel", "greyhound", "--json")
    assert result.exit_code == 0, result.stderr  # type: ignore[attr-defined]
    data = json.loads(result.stdout)  # type: ignore[attr-defined]
    texts = [t["text"] for p in data["turns"] for t in p["turns"]] + [c["text"] for c in data["chapters"]]
    assert data["facts"] == [] and texts and not any("greyhound named Pixel" in t for t in texts)
    # the turn that said it is masked whole: found by "greyhound" of the forgotten statement only, it is left out,
    # as it is for "Pixel"; the diary says "greyhound" outside what was forgotten, masked where it names Pixel
    assert texts == ["Sam told me about [forgotten], the greyhound they adopted."]
    then = memory_cli("memory", "search", "alice", "Pixel", "greyhound", "--as-of", "2024-06-01", "--json")
    data = json.loads(then.stdout)  # type: ignore[attr-defined]
    texts = [t["text"] for p in data["turns"] for t in p["turns"]]  # it held then; forgotten is forgotten still
    assert data["facts"] == [] and texts == []
    year = store.assert_fact("user", "graduated", "2024", source="inferred", confidence=0.6, cause="T9")
    store.retire(year.id, reason="user", cause="test")  # a year is masked in texts, never in times
    shown = memory_cli("memory", "search", "alice", "Pixel", "greyhound")
    assert shown.exit_code == 0 and "[forgotten]" in shown.stdout, shown.stderr  # type: ignore[attr-defined]
    data = json.loads(memory_cli("memory", "search", "alice", "Pixel", "greyhound", "--json").stdout)  # type: ignore[attr-defined]
    assert all(datetime.fromisoformat(t["time"]) for p in data["turns"] for t in p["turns"])
    assert re.fullmatch(r".*T\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d", data["as_of"])  # milliseconds, as records are


def test_memory_search_leaves_out_a_flagged_chapter_as_every_context_does(home_with_personas: Path) -> None:
    twin = alice_memory(home_with_personas)
    later = T0 + timedelta(days=7)
    writer = session(twin, later, [("user", "Pixel went to the vet."), ("assistant", "Is he well?")])
    flagged = {"v": 1, "id": new_id(later), "ts": to_iso(later), "kind": "chapter", "session": writer.id,
               "text": "Sam took Pixel to Dr Rosalind Okafor, 17 stitches.", "start": to_iso(later),
               "end": to_iso(later),
               "prompt": "chapter.en.v1", "flags": ["unknown: Rosalind", "unknown: Okafor", "unknown: 17"]}  # fmt: skip
    JsonlFile(twin / "chapters.jsonl").append_records([flagged])  # the checks found names no one said
    shown = memory_cli("memory", "search", "alice", "Pixel")
    assert shown.exit_code == 0, shown.stderr  # type: ignore[attr-defined]
    assert "Chapters (1)" in shown.stdout and "Rosalind" not in shown.stdout  # type: ignore[attr-defined]
    found = json.loads(memory_cli("memory", "search", "alice", "Pixel", "stitches", "--json").stdout)  # type: ignore[attr-defined]
    assert [c["text"] for c in found["chapters"]] == ["Sam told me about Pixel, the greyhound they adopted."]


def test_memory_search_json_and_time_words_and_nothing_found(home_with_personas: Path) -> None:
    alice_memory(home_with_personas)
    result = memory_cli("memory", "search", "alice", "上次", "川菜", "--json")
    assert result.exit_code == 0, result.stderr  # type: ignore[attr-defined]
    data = json.loads(result.stdout)  # type: ignore[attr-defined]
    assert data["time_words"] == "上次"
    assert [t["text"] for t in data["turns"][0]["turns"]] == ["我最近在学做川菜。", "麻婆豆腐试过吗？"]
    assert data["facts"] == [] and data["persona"] == "alice"
    early = memory_cli("memory", "search", "alice", "川菜", "--as-of", "2024-03-06", "--json")
    assert json.loads(early.stdout)["turns"] == []  # type: ignore[attr-defined]
    said = memory_cli("memory", "search", "alice", "川菜", "--as-of", "2024-03-06")
    assert said.stderr == "Nothing in alice's memory matches '川菜' as of 2024-03-06 23:59.\n"  # type: ignore[attr-defined]
    none = memory_cli("memory", "search", "alice", "quantum chromodynamics")
    assert none.exit_code == 0  # type: ignore[attr-defined]
    assert none.stderr == "Nothing in alice's memory matches 'quantum chromodynamics'.\n"  # type: ignore[attr-defined]
    bad = memory_cli("memory", "search", "alice", "Pixel", "--as-of", "next blursday")
    assert bad.exit_code == 2  # type: ignore[attr-defined]


def test_memory_search_as_of_a_time_finds_no_turn_by_words_said_after_it(home_with_personas: Path) -> None:
    """A turn is indexed with the words of the turns beside it: as of the day before the parrot was named, the reply
    "Nice." two days earlier in the same conversation was found for "parrot" (a blind probe, 2026-12-07)."""
    writer = SessionStore(home_with_personas / "data" / "alice").start({"persona": "alice", "user": "Sam"}, at=T0)
    for at, role, text in (
        (T0, "user", "I live in Paris."),
        (T0 + timedelta(seconds=5), "assistant", "Nice."),
        (T0 + timedelta(days=2), "user", "I adopted a parrot named Kiwi."),
        (T0 + timedelta(days=2, seconds=5), "assistant", "Lovely!"),
    ):
        writer.add_turn(role, text, at=at)
    writer.end("exit")
    then = T0 + timedelta(days=1)
    for words in (["parrot"], ["Kiwi", "adopted"]):
        found = memory_cli("memory", "search", "alice", *words, "--as-of", then.isoformat(), "--json")
        assert json.loads(found.stdout)["turns"] == [], words  # type: ignore[attr-defined]
    paris = json.loads(memory_cli("memory", "search", "alice", "Paris", "--as-of", then.isoformat(), "--json").stdout)  # type: ignore[attr-defined]
    assert [t["text"] for p in paris["turns"] for t in p["turns"] if t["hit"]] == ["I live in Paris."]
    now = json.loads(memory_cli("memory", "search", "alice", "parrot", "--json").stdout)  # type: ignore[attr-defined]
    assert [t["text"] for p in now["turns"] for t in p["turns"] if t["hit"]] == ["I adopted a parrot named Kiwi."]


def test_rebuilds_searches_and_a_chat_at_once_never_fail_nor_answer_wrong(
    home_with_personas: Path, model_env: object
) -> None:
    """Two `index rebuild`s, `sessions search`es and a piped chat, as processes at the same time."""
    import os
    import subprocess
    import sys

    twin = alice_memory(home_with_personas)
    for day in range(30):  # enough to rebuild for a while
        session(
            twin,
            T0 + timedelta(days=10 + day),
            [("user", f"Day {day}: Pixel ran on the beach."), ("assistant", "Lovely.")],
        )
    env = {**os.environ, "TWIN_HOME": str(home_with_personas), "NO_COLOR": "1"}
    twin_cmd = [sys.executable, "-m", "twin"]
    search = twin_cmd + ["sessions", "search", "alice", "greyhound", "--json"]
    expected = json.loads(subprocess.run(search, env=env, capture_output=True, text=True, check=True).stdout)

    def start(args: list[str], **extra: object) -> subprocess.Popen[str]:
        return subprocess.Popen(twin_cmd + args, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                **extra)  # type: ignore[call-overload]  # fmt: skip

    for _ in range(3):  # all at once: two rebuilds, searches, a chat
        rebuilds = [start(["index", "rebuild", "alice"]) for _ in range(2)]
        searches = [start(search[3:]) for _ in range(3)]
        chat = start(["chat", "alice"], stdin=subprocess.PIPE)
        _, chat_err = chat.communicate("Tell me about Pixel.\n", timeout=120)
        assert chat.returncode == 0, chat_err
        for process in rebuilds + searches:
            out, err = process.communicate(timeout=120)
            assert process.returncode == 0, err
            if process in searches:
                assert [h["turn"] for h in json.loads(out)] == [h["turn"] for h in expected]


def test_index_embed_embeds_what_is_not_yet_and_says_what_is_missing(  # type: ignore[no-untyped-def]
    home_with_personas: Path, cli, script, monkeypatch
) -> None:
    alice_memory(home_with_personas)
    unset = cli("index", "embed", "alice")
    assert unset.exit_code == 3
    assert "No embedding model is set" in unset.stderr and "embedding_model" in unset.stderr
    monkeypatch.setenv("TWIN_EMBEDDING_MODEL", "embed-a")
    result = cli("index", "embed", "alice")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == "Embedded 6 items of alice with embed-a (6 in all).\n"
    asked = [t for r in script.llm.requests if r["path"] == "/v1/embeddings" for t in r["body"]["input"]]
    assert "user pet: a greyhound named Pixel" in asked and "我最近在学做川菜。" in asked
    again = cli("index", "embed", "alice")
    assert again.stdout == "Embedded 0 items of alice with embed-a (6 in all).\n"
    monkeypatch.setenv("TWIN_EMBEDDING_MODEL", "embed-b")  # another model embeds everything again
    assert cli("index", "embed", "alice").stdout == "Embedded 6 items of alice with embed-b (6 in all).\n"


def test_index_embed_when_the_endpoint_fails_says_so(  # type: ignore[no-untyped-def]
    home_with_personas: Path, cli, model_env, monkeypatch
) -> None:
    alice_memory(home_with_personas)
    monkeypatch.setenv("TWIN_EMBEDDING_MODEL", "embed-a")
    model_env.embeddings_status = 404
    result = cli("index", "embed", "alice")
    assert result.exit_code == 4
    assert result.stderr.startswith("Error: The embedding model embed-a was not found at ")  # not the chat model
    assert "Check TWIN_EMBEDDING_MODEL or model.embedding_model in twin.toml" in result.stderr


def test_what_was_forgotten_is_never_sent_to_the_embedding_model(  # type: ignore[no-untyped-def]
    home_with_personas: Path, cli, script, monkeypatch
) -> None:
    alice_memory(home_with_personas)
    monkeypatch.setenv("TWIN_EMBEDDING_MODEL", "embed-a")
    assert cli("index", "embed", "alice").exit_code == 0
    facts = json.loads(cli("memory", "facts", "alice", "--json").stdout)
    pixel = next(f for f in facts if "Pixel" in f["value"])
    assert cli("memory", "forget", "alice", pixel["id"]).exit_code == 0
    before = len(script.llm.requests)
    result = cli("index", "embed", "alice")
    assert result.exit_code == 0, result.stderr
    asked = [t for r in script.llm.requests[before:] if r["path"] == "/v1/embeddings" for t in r["body"]["input"]]
    # the turn that said it, the twin's reply and the chapter that named it, masked; the fact not at all
    assert sorted(asked) == ["Sam told me about [forgotten], the greyhound they adopted.", "[forgotten]",
                             "[forgotten]! Lovely name."]  # fmt: skip
    assert "Pixel" not in " ".join(asked)
    assert result.stdout.endswith("(5 in all).\n")  # the forgotten fact is not owed an embedding
    doctor = json.loads(cli("doctor", "--offline", "--json").stdout)
    assert doctor["memory"]["alice"]["embedded"] == {"model": "embed-a", "items": 5, "of": 5}


def test_a_model_that_changes_size_behind_its_name_is_embedded_again(  # type: ignore[no-untyped-def]
    home_with_personas: Path, cli, script, monkeypatch
) -> None:
    """A server that now runs another model under the same name (llama.cpp ignores the name) answers in another
    number of dimensions: what was cached under the name is dropped and everything is embedded again."""
    alice_memory(home_with_personas)
    monkeypatch.setenv("TWIN_EMBEDDING_MODEL", "embed-a")
    assert cli("index", "embed", "alice").stdout == "Embedded 6 items of alice with embed-a (6 in all).\n"
    script.llm.embed_dim = 32
    session(home_with_personas / "data" / "alice", T0 + timedelta(days=5), [("user", "A new turn.")])
    result = cli("index", "embed", "alice")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == "Embedded 7 items of alice with embed-a (7 in all).\n"
    found = cli("memory", "search", "alice", "greyhound", "--json")
    assert found.exit_code == 0, found.stderr


def test_doctor_says_how_much_is_embedded(home_with_personas: Path, cli, script, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    alice_memory(home_with_personas)
    monkeypatch.setenv("TWIN_EMBEDDING_MODEL", "embed-a")
    unread = cli("doctor", "--offline")  # a check reads nothing into the index: of the items indexed so far
    assert "not read yet" in unread.stdout and "embeddings: 0 of 6" not in unread.stdout
    cli("memory", "search", "alice", "greyhound")  # reads them in
    before = cli("doctor", "--offline")
    assert "embeddings: 0 of 6 items with embed-a (`twin index embed alice` does the rest)" in before.stdout
    assert not (home_with_personas / "data" / "alice" / "index" / "vectors.sqlite3").exists()  # a check makes none
    cli("index", "embed", "alice")
    after = json.loads(cli("doctor", "--offline", "--json").stdout)
    assert after["memory"]["alice"]["embedded"] == {"model": "embed-a", "items": 6, "of": 6}


def test_memory_search_in_traditional_chinese_finds_what_was_written_in_simplified(home_with_personas: Path) -> None:
    alice_memory(home_with_personas)
    result = memory_cli("memory", "search", "alice", "上個月", "學做川菜", "--json")
    assert result.exit_code == 0, result.stderr  # type: ignore[attr-defined]
    data = json.loads(result.stdout)  # type: ignore[attr-defined]
    assert data["time_words"] == "上個月"  # as the person wrote it
    assert [t["text"] for t in data["turns"][0]["turns"]][0] == "我最近在学做川菜。"


def test_memory_search_shows_an_imported_speaker_name_without_its_escapes() -> None:
    from twin.cli.recall import lines

    name = "Mallory\x1b]0;pwned\x07\x1b[31m"  # a SillyTavern chat's name, stored as it came
    turn = {"time": "2026-12-03T08:00:00+00:00", "speaker": name, "text": "hi", "hit": True}
    result = {"time_words": "", "facts": [], "chapters": [], "turns": [{"score": 1.0, "turns": [turn]}]}
    [_, shown] = lines(result)
    assert "\x1b" not in shown and "\x07" not in shown and "Mallory" in shown


def test_memory_search_rows_of_chinese_writing_line_up_and_are_cut_by_terminal_cells() -> None:
    from rich.cells import cell_len

    from twin.cli.recall import TEXT_CELLS, lines

    long = "我周末去了趟香港，在诚品书店待了一下午，" * 20  # each character two cells: cut at 80 of them, not 160
    found = {
        "time_words": "", "facts": [], "chapters": [], "turns": [],
        "documents": [
            {"path": "/notes/读书笔记.md", "score": 1.5, "text": long},
            {"path": "/notes/a.md", "score": 0.5, "text": "short"},
        ],
    }  # fmt: skip
    _, first, second = lines(found)
    # the file names were not padded, and the text was cut by characters: a Chinese row ran twice as wide
    assert cell_len(first[: first.index("1.50")]) == cell_len(second[: second.index("0.50")])
    assert cell_len(first.split("1.50  ", 1)[1]) <= TEXT_CELLS and first.endswith("…")
