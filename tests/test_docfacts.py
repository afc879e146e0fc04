"""Facts from ingested writing: source `document`, quoted from the chunk, read once, and kept without a model."""

from __future__ import annotations

import hashlib
import json
import os
import socket
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from tests.chatkit import records
from tests.fakeserver import FakeOpenAI, Reply
from tests.memorykit import fact, facts_json
from twin.clock import now, parse_time
from twin.facts.store import FactStore
from twin.llm.failures import CONFIGURE

WRITTEN = datetime(2024, 5, 1, 12, 0)
DOC_MARKERS = ("owner's own writing", "主人自己写的")

GARDEN = (
    "# Garden notes\n\n"
    "I moved to Leeds in 2019 and I still live there.\n\n"
    "My sister Maya teaches maths in Bristol.\n\n"
    "Alice, my twin, loves frogs as much as I do.\n"
)
DIARY = "# 我的日记\n\n我去年搬到了成都，现在在一家书店上班。\n\n妹妹小雨在读大学。\n"


class Answers:
    """The fake model's answers to document extraction, chosen by a phrase of the passage it is shown."""

    def __init__(self, llm: FakeOpenAI) -> None:
        self.llm = llm
        self.by_phrase: dict[str, list[Reply | str]] = {}
        llm.responder = self.respond

    def on(self, phrase: str, *replies: Reply | str) -> Answers:
        self.by_phrase[phrase] = list(replies)  # answered in turn; the last one again and again
        return self

    def respond(self, body: dict[str, Any]) -> Reply | str | None:
        prompt = body["messages"][0]["content"]
        if not any(m in prompt for m in DOC_MARKERS):
            return None
        passage = prompt.split("===")[-3]  # between "=== passage ===" and "=== end ===" (or their zh forms)
        for phrase, replies in self.by_phrase.items():
            if phrase in passage:
                return replies.pop(0) if len(replies) > 1 else replies[0]
        return facts_json()

    def prompts(self) -> list[str]:
        """The document extraction prompts sent so far."""
        sent = [b["messages"][0]["content"] for b in self.llm.chat_requests()]
        return [p for p in sent if any(m in p for m in DOC_MARKERS)]


@pytest.fixture
def answers(home_with_personas: Path, model_env: FakeOpenAI) -> Answers:
    (home_with_personas / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    return Answers(model_env)


def write(path: Path, text: str, when: datetime = WRITTEN) -> Path:
    path.write_text(text, encoding="utf-8")
    os.utime(path, (when.timestamp(), when.timestamp()))
    return path


def doc_id(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def facts(home: Path, persona: str = "alice") -> list[Any]:
    return FactStore(home / "data" / persona).as_of()


def runs(home: Path, persona: str = "alice") -> list[dict[str, Any]]:
    path = home / "data" / persona / "extractions.jsonl"
    return records(path) if path.exists() else []


def dead_url() -> str:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"


def test_english_writing_gives_document_facts_quoted_from_the_chunk(
    cli, answers: Answers, home_with_personas: Path, tmp_path: Path
) -> None:
    home = home_with_personas
    (home / "twin.toml").write_text('user = "Sam"\n[model]\nmax_retries = 0\n', encoding="utf-8")
    garden = write(tmp_path / "garden.md", GARDEN)
    answers.on(
        "Leeds",
        facts_json(
            fact("user", "city", "Leeds", "I moved to Leeds in 2019", valid_from="2019-01-01"),
            fact("sister", "job", "maths teacher", "My sister Maya teaches maths", confidence=0.99),
            fact("user", "job", "pilot", "I fly planes for a living"),  # a quote the writing does not hold
            fact("Alice", "likes", "frogs", "Alice, my twin, loves frogs"),  # about the twin
            fact("user", "hometown", "Duluth", "I grew up in Duluth, Minnesota"),  # the persona's words
        ),
    )
    result = cli("ingest", "alice", str(garden))
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        "Ingested 1 document (1 chunk) into alice's documents.jsonl.\n"
        "Files:\n"
        '  garden.md  "Garden notes": 1 chunk, new\n'
        "alice can recall them from now on.\n"
        "Facts from 1 chunk: 2 new, 0 confirmed, 0 replaced, 3 rejected "
        "(quote_not_found 1, about_twin 1, quote_from_persona 1), 0 failed.\n"
    )
    assert result.stderr == ""
    chunk = f"{doc_id(GARDEN)}:0"
    kept = {(f.subject, f.attribute): f for f in facts(home)}
    assert sorted((s, a, f.value, f.source, f.confidence, f.layer) for (s, a), f in kept.items()) == [
        ("Sam", "city", "Leeds", "document", 0.9, "short"),
        ("sister", "job", "maths teacher", "document", 0.9, "short"),  # 0.99 capped: writing is not chat
    ]
    city = kept[("Sam", "city")]
    assert city.evidence == {
        "document": doc_id(GARDEN),
        "chunk": chunk,
        "path": str(garden),
        "quote": "I moved to Leeds in 2019",
    }
    assert city.cause == chunk and city.prompt == "extract_document_facts.en.v1"
    assert parse_time(city.said_at) == WRITTEN.astimezone()
    assert city.valid_from.startswith("2019-01-01")
    [run] = runs(home)
    assert (run["kind"], run["chunks"], run["status"], run["prompt"]) == (
        "extraction",
        [chunk],
        "ok",
        "extract_document_facts.en.v1",
    )
    assert [r["reason"] for r in run["rejected"]] == ["quote_not_found", "about_twin", "quote_from_persona"]
    [prompt] = answers.prompts()
    assert "The author is Sam." in prompt and "written by 2024-05-01" in prompt
    assert 'Document: "Garden notes", part 1 of 1' in prompt and "My sister Maya teaches maths in Bristol." in prompt
    stats = cli("memory", "stats", "alice")
    assert stats.exit_code == 0
    assert "by source: document 2;" in stats.stdout
    assert "extraction   1 run, 0 failed, 2 facts written" in stats.stdout
    assert "rejected     3 (by reason: quote_not_found 1, about_twin 1, quote_from_persona 1)" in stats.stdout


def test_chinese_writing_uses_the_chinese_prompt_and_the_owner_is_user_when_unnamed(
    cli, answers: Answers, home_with_personas: Path, tmp_path: Path
) -> None:
    home = home_with_personas
    diary = write(tmp_path / "日记.md", DIARY)
    answers.on(
        "成都",
        facts_json(
            fact("用户", "city", "成都", "我去年搬到了成都,现在"),  # a half-width comma still matches
            fact("小雨", "school", "大学", "妹妹小雨在读大学"),
            fact("用户", "pet", "一只猫", "我养了一只猫"),  # nobody wrote this
        ),
    )
    result = cli("ingest", "lin", str(diary))
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        "Ingested 1 document (1 chunk) into lin's documents.jsonl.\n"
        "Files:\n"
        '  日记.md  "我的日记": 1 chunk, new\n'
        "lin can recall them from now on.\n"
        "Facts from 1 chunk: 2 new, 0 confirmed, 0 replaced, 1 rejected (quote_not_found 1), 0 failed.\n"
    )
    kept = sorted((f.subject, f.attribute, f.value, f.source, f.evidence["quote"]) for f in facts(home, "lin"))
    assert kept == [
        ("user", "city", "成都", "document", "我去年搬到了成都,现在"),
        ("小雨", "school", "大学", "document", "妹妹小雨在读大学"),
    ]
    [prompt] = answers.prompts()
    assert "主人自己写的" in prompt and "文档：《我的日记》，第 1 部分，共 1 部分" in prompt
    assert "=== 原文 ===\n# 我的日记\n\n我去年搬到了成都" in prompt
    assert [r["prompt"] for r in runs(home, "lin")] == ["extract_document_facts.zh.v1"]


def test_ingesting_again_reads_nothing_again(cli, answers: Answers, home_with_personas: Path, tmp_path: Path) -> None:
    garden = write(tmp_path / "garden.md", GARDEN)
    answers.on("Leeds", facts_json(fact("user", "city", "Leeds", "I moved to Leeds in 2019")))
    assert cli("ingest", "alice", str(garden)).exit_code == 0
    again = cli("ingest", "alice", str(garden), "--json")
    assert again.exit_code == 0
    summary = json.loads(again.stdout)
    assert summary["facts"] == {"status": "up to date", "pending": 0}
    assert [d["status"] for d in summary["documents"]] == ["unchanged"]
    assert len(answers.prompts()) == 1 and len(runs(home_with_personas)) == 1
    assert [(f.attribute, f.confirmations) for f in facts(home_with_personas)] == [("city", 0)]


def test_a_new_version_repeats_no_fact_and_reads_the_changed_words(
    cli, answers: Answers, home_with_personas: Path, tmp_path: Path
) -> None:
    garden = write(tmp_path / "garden.md", GARDEN)
    answers.on("Leeds", facts_json(fact("user", "city", "Leeds", "I moved to Leeds in 2019")))
    assert cli("ingest", "alice", str(garden)).exit_code == 0
    changed = GARDEN + "\nI got a dog called Pickle.\n"
    write(garden, changed, datetime(2024, 6, 1, 9, 0))
    answers.on(
        "Leeds",
        facts_json(
            fact("user", "city", "Leeds", "I moved to Leeds in 2019"),  # the same words of the same file
            fact("user", "pet", "a dog called Pickle", "I got a dog called Pickle"),
        ),
    )
    result = cli("ingest", "alice", str(garden))
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == (
        "Facts from 1 chunk: 1 new, 0 confirmed, 0 replaced, 1 already known, 0 rejected, 0 failed."
    )
    kept = sorted((f.attribute, f.value, f.confirmations, f.evidence["chunk"]) for f in facts(home_with_personas))
    assert kept == [
        ("city", "Leeds", 0, f"{doc_id(GARDEN)}:0"),
        ("pet", "a dog called Pickle", 0, f"{doc_id(changed)}:0"),
    ]


def test_older_writing_never_overturns_a_later_statement_and_newer_writing_replaces_it(
    cli, answers: Answers, home_with_personas: Path, tmp_path: Path
) -> None:
    store = FactStore(home_with_personas / "data" / "alice")
    store.assert_fact("user", "city", "York", source="user", confidence=1.0, cause="turn-1", said_at=now())
    store.assert_fact("user", "job", "nurse", source="user", confidence=0.9, cause="turn-2", said_at=now())
    old = write(tmp_path / "old.md", "# 2024\n\nI moved to Leeds in 2019. I work as a nurse.\n")
    answers.on(
        "Leeds",
        facts_json(
            fact("user", "city", "Leeds", "I moved to Leeds", relation="replaces", existing="F1"),
            fact("user", "job", "nurse", "I work as a nurse", relation="same", existing="F2", confidence=0.5),
        ),
    )
    result = cli("ingest", "alice", str(old))
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == (
        "Facts from 1 chunk: 0 new, 1 confirmed, 0 replaced, 1 older than what holds (kept as history), "
        "0 rejected, 0 failed."
    )
    current = {f.attribute: f for f in store.as_of()}
    assert (current["city"].value, current["city"].source) == ("York", "user")
    assert (current["job"].confirmations, current["job"].confidence) == (1, 0.95)
    assert [(f.value, f.status) for f in store.history("user", "city")] == [  # in the order said
        ("Leeds", "superseded"),
        ("York", "current"),
    ]
    new = write(tmp_path / "new.md", "# Now\n\nLast month I moved to Hull.\n", datetime.now())
    answers.on("Hull", facts_json(fact("user", "city", "Hull", "I moved to Hull", relation="replaces", existing="F1")))
    result = cli("ingest", "alice", str(new))
    assert result.stdout.splitlines()[-1] == (
        "Facts from 1 chunk: 0 new, 0 confirmed, 1 replaced, 0 rejected, 0 failed."
    )
    assert {f.attribute: (f.value, f.source) for f in store.as_of()}["city"] == ("Hull", "document")


def test_no_extract_keeps_the_documents_only_and_a_later_ingest_reads_them(
    cli, answers: Answers, home_with_personas: Path, tmp_path: Path
) -> None:
    garden = write(tmp_path / "garden.md", GARDEN)
    answers.on("Leeds", facts_json(fact("user", "city", "Leeds", "I moved to Leeds in 2019")))
    result = cli("ingest", "alice", str(garden), "--no-extract")
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        "Ingested 1 document (1 chunk) into alice's documents.jsonl.\n"
        "Files:\n"
        '  garden.md  "Garden notes": 1 chunk, new\n'
        "alice can recall them from now on.\n"
        "Facts: not extracted (--no-extract); 1 chunk to read on the next ingest without it.\n"
    )
    assert answers.prompts() == [] and facts(home_with_personas) == [] and runs(home_with_personas) == []
    result = cli("ingest", "alice", str(garden))
    assert result.exit_code == 0
    assert result.stdout == (
        "Ingested 0 documents (0 chunks) into alice's documents.jsonl.\n"
        "Files:\n"
        '  garden.md  "Garden notes": unchanged, already kept\n'
        "Nothing new to keep.\n"
        "Facts from 1 chunk: 1 new, 0 confirmed, 0 replaced, 0 rejected, 0 failed.\n"
    )
    assert [f.value for f in facts(home_with_personas)] == ["Leeds"]


def test_without_a_model_the_documents_are_kept_and_the_next_ingest_extracts(
    cli, answers: Answers, home_with_personas: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    garden = write(tmp_path / "garden.md", GARDEN)
    answers.on("Leeds", facts_json(fact("user", "city", "Leeds", "I moved to Leeds in 2019")))
    dead = dead_url()
    monkeypatch.setenv("OPENAI_BASE_URL", dead)
    result = cli("ingest", "alice", str(garden))
    assert result.exit_code == 0  # the documents are what was asked for; the facts follow on the next ingest
    assert result.stdout == (
        "Ingested 1 document (1 chunk) into alice's documents.jsonl.\n"
        "Files:\n"
        '  garden.md  "Garden notes": 1 chunk, new\n'
        "alice can recall them from now on.\n"
    )
    assert result.stderr == (
        f"Facts not extracted: Could not reach the model at {dead.split('/')[2]} ($OPENAI_BASE_URL): "
        "connection refused.\n"
        f"{CONFIGURE}\n"
        "The documents are kept; 1 chunk still to read for facts: run `twin ingest alice` again with the same "
        "files (what is kept and read is not repeated).\n"
    )
    assert json.loads(cli("ingest", "alice", str(garden), "--json").stdout)["facts"]["status"] == "no model"
    assert len(records(home_with_personas / "data/alice/documents.jsonl")) == 1
    assert runs(home_with_personas) == [] and facts(home_with_personas) == []
    monkeypatch.setenv("OPENAI_BASE_URL", answers.llm.base_url)
    result = cli("ingest", "alice", str(garden))
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-1] == "Facts from 1 chunk: 1 new, 0 confirmed, 0 replaced, 0 rejected, 0 failed."
    assert [f.value for f in facts(home_with_personas)] == ["Leeds"]


def test_a_failed_chunk_is_counted_and_read_again_and_a_refusing_model_stops_the_run(
    cli, answers: Answers, home_with_personas: Path, tmp_path: Path
) -> None:
    garden = write(tmp_path / "garden.md", GARDEN)
    answers.on("Leeds", "I cannot answer in JSON today.", "still not JSON")
    result = cli("ingest", "alice", str(garden))
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-1] == "Facts from 1 chunk: 0 new, 0 confirmed, 0 replaced, 0 rejected, 1 failed."
    assert result.stderr.splitlines()[0].startswith("The model's answer could not be used (malformed reply: ")
    assert result.stderr.splitlines()[1].startswith("The documents are kept; 1 chunk still to read for facts")
    assert [r["status"] for r in runs(home_with_personas)] == ["failed"]
    diary = write(tmp_path / "diary.md", "# Diary\n\nI ran ten kilometres today.\n")
    answers.on("Leeds", Reply(status=401))
    result = cli("ingest", "alice", str(diary), str(garden))
    assert result.exit_code == 0
    assert result.stderr.splitlines() == [
        f"Stopped reading for facts: The model at {answers.llm.base_url.split('/')[2]} ($OPENAI_BASE_URL) "
        "refused the key (401).",
        "The documents are kept; 2 chunks still to read for facts: run `twin ingest alice` again with the same "
        "files (what is kept and read is not repeated).",
    ]
    answers.on("Leeds", facts_json(fact("user", "city", "Leeds", "I moved to Leeds in 2019")))
    result = cli("ingest", "alice", str(garden), str(diary), "--json")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["facts"] == {
        "status": "done",
        "pending": 2,
        "chunks_read": 2,
        "new": 1,
        "confirmed": 0,
        "replaced": 0,
        "older": 0,
        "known": 0,
        "rejected": {},
        "failed": 0,
        "left": 0,
        "error": None,
        "stopped": None,
    }
    assert [r["status"] for r in runs(home_with_personas)] == ["failed", "failed", "ok", "ok"]


def test_a_chinese_twins_ingest_says_why_no_facts_were_read_as_its_chat_says_it(
    cli, answers: Answers, home_with_personas: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    diary = write(tmp_path / "日记.md", DIARY)
    dead = dead_url()
    monkeypatch.setenv("OPENAI_BASE_URL", dead)
    result = cli("ingest", "lin", str(diary))
    assert result.exit_code == 0
    where = f"{dead.split('/')[2]}（$OPENAI_BASE_URL）"
    unreachable = f"连不上 {where}上的模型：连接被拒绝（ECONNREFUSED）。"
    said = result.stderr.splitlines()  # an English twin's: "Facts not extracted: Could not reach the model at ..."
    assert said[0] == f"没能提取事实：{unreachable}"
    assert said[1].startswith("让 twin 连上一个模型：")
    assert said[2] == (
        "文档已经留下；还有 1 段没提取事实：用同样的文件再运行一次 `twin ingest lin`（已经留下、已经读过的不会重复）。"
    )
    chat = cli("chat", "lin", input="你好\n")  # the chat says the model's error in the same words
    assert chat.stderr.splitlines()[0] == f"错误：{unreachable}" and chat.stderr.splitlines()[1] == said[1]
    assert json.loads(cli("ingest", "lin", str(diary), "--json").stdout)["facts"]["error"] == (
        f"Could not reach the model at {dead.split('/')[2]} ($OPENAI_BASE_URL): connection refused."
    )  # --json stays English
    monkeypatch.setenv("OPENAI_BASE_URL", answers.llm.base_url)
    answers.on("成都", "今天不想用 JSON 回答。")
    result = cli("ingest", "lin", str(diary))
    assert result.exit_code == 0
    assert result.stderr.splitlines() == [  # an English twin's: "The model's answer could not be used (malformed ..."
        "模型的回答不是能读的记忆：回答里没有 JSON 对象。",
        "文档已经留下；还有 1 段没提取事实：用同样的文件再运行一次 `twin ingest lin`（已经留下、已经读过的不会重复）。",
    ]
    answers.on("成都", Reply(status=401))
    result = cli("ingest", "lin", str(diary))
    assert result.exit_code == 0
    assert result.stderr.splitlines()[0] == (  # an English twin's: "Stopped reading for facts: The model at ..."
        f"提取事实中途停下了：{answers.llm.base_url.split('/')[2]}（$OPENAI_BASE_URL）上的模型不接受密钥（401）。"
    )


@pytest.mark.parametrize(
    ("replies", "status", "failed", "left"),
    [
        (("not JSON", "not JSON"), "failed", 2, 2),  # it said "done" when no chunk's answer could be used
        (("not JSON", facts_json()), "partial", 1, 1),  # and "done" when one could not
    ],
)
def test_ingest_json_says_whether_the_answers_could_be_used(
    cli, answers: Answers, home_with_personas: Path, tmp_path: Path, replies: tuple[str, str], status: str,
    failed: int, left: int,
) -> None:  # fmt: skip
    garden = write(tmp_path / "garden.md", "# Garden\n\nI moved to Leeds in 2019.\n")
    diary = write(tmp_path / "diary.md", "# Diary\n\nI ran ten kilometres today.\n")
    answers.on("Leeds", replies[0]).on("kilometres", replies[1])
    result = cli("ingest", "alice", str(garden), str(diary), "--json")
    assert result.exit_code == 0
    facts = json.loads(result.stdout)["facts"]
    assert (facts["status"], facts["chunks_read"], facts["failed"], facts["left"]) == (status, 2, failed, left)


def test_an_owner_who_shares_the_twins_name_keeps_the_facts_of_her_writing(
    cli, answers: Answers, home_with_personas: Path, tmp_path: Path
) -> None:
    home = home_with_personas
    (home / "twin.toml").write_text('user = "Alice"\n[model]\nmax_retries = 0\n', encoding="utf-8")
    garden = write(tmp_path / "garden.md", GARDEN)
    answers.on(
        "Leeds",
        facts_json(
            fact("Alice", "city", "Leeds", "I moved to Leeds in 2019"),  # Alice, the owner, wrote it
            fact("assistant", "likes", "frogs", "Alice, my twin, loves frogs"),  # the twin: still rejected
        ),
    )
    assert cli("ingest", "alice", str(garden)).exit_code == 0
    assert [(f.subject, f.attribute, f.value) for f in facts(home)] == [("Alice", "city", "Leeds")]
    assert [r["reason"] for r in runs(home)[0]["rejected"]] == ["about_twin"]


def forgotten_leeds(cli, answers: Answers, home: Path, folder: Path) -> tuple[Path, dict]:  # type: ignore[no-untyped-def]
    """The garden notes ingested, and the city they give (Leeds) forgotten: the file and the fact's candidate."""
    garden = write(folder / "garden.md", GARDEN)
    leeds = fact("user", "city", "Leeds", "I moved to Leeds in 2019")
    answers.on("Leeds", facts_json(leeds))
    assert cli("ingest", "alice", str(garden)).exit_code == 0
    [kept] = facts(home)
    forgot = cli("memory", "forget", "alice", kept.id[-8:])
    assert forgot.exit_code == 0  # and where its words are kept is said: in the writing, not in any session
    assert "Your writing brought in with `twin ingest` keeps the words as you wrote them" in forgot.stdout
    return garden, leeds


def test_a_fact_forgotten_from_the_owners_writing_stays_forgotten_and_masked(
    cli, answers: Answers, home_with_personas: Path, tmp_path: Path
) -> None:
    garden, _ = forgotten_leeds(cli, answers, home_with_personas, tmp_path)
    write(garden, GARDEN + "\nI got a dog called Pickle.\n", datetime(2024, 6, 1, 9, 0))  # a new version
    result = cli("ingest", "alice", str(garden))
    assert result.exit_code == 0, result.output
    assert facts(home_with_personas) == []
    assert [r["reason"] for r in runs(home_with_personas)[-1]["rejected"]] == ["forgotten"]


def test_writing_brings_nothing_forgotten_back_edited_or_new(
    cli, answers: Answers, home_with_personas: Path, tmp_path: Path
) -> None:
    garden, leeds = forgotten_leeds(cli, answers, home_with_personas, tmp_path)
    # edited after the forget: a word of the same chunk changed, a paragraph added; the old words are no newer
    edited = GARDEN.replace("maths", "physics") + "\nI got a dog called Pickle.\n"
    write(garden, edited, datetime.now())
    answers.on(
        "Leeds",
        facts_json(
            leeds,
            fact("user", "home", "Leeds", "Leeds in 2019 and I still live there"),  # another key, the same place
            fact("user", "pet", "a dog called Pickle", "I got a dog called Pickle"),
        ),
    )
    result = cli("ingest", "alice", str(garden))
    assert result.exit_code == 0, result.output
    assert [(f.attribute, f.value) for f in facts(home_with_personas)] == [("pet", "a dog called Pickle")]
    assert [r["reason"] for r in runs(home_with_personas)[-1]["rejected"]] == ["forgotten", "forgotten"]
    # words written after the forget that say it again are not news either: a file's time says little of when its
    # words were written (a copy or a sync makes old notes new); the person says it again in a chat
    write(garden, edited + "\nLast week I moved back to Leeds.\n", datetime.now())
    answers.on("Leeds", facts_json(fact("user", "city", "Leeds", "Last week I moved back to Leeds")))
    assert cli("ingest", "alice", str(garden)).exit_code == 0
    assert sorted(f.value for f in facts(home_with_personas)) == ["a dog called Pickle"]
    assert [r["reason"] for r in runs(home_with_personas)[-1]["rejected"]] == ["forgotten"]
    copied = write(tmp_path / "copy of my notes.md", "I live in Leeds, near the park.\n", datetime.now())
    answers.on("near the park", facts_json(fact("user", "city", "Leeds", "I live in Leeds")))
    assert cli("ingest", "alice", str(copied)).exit_code == 0
    assert sorted(f.value for f in facts(home_with_personas)) == ["a dog called Pickle"]


def test_an_answer_in_a_shape_of_its_own_is_asked_again_with_what_was_wrong(
    cli, answers: Answers, home_with_personas: Path, tmp_path: Path
) -> None:
    """Writing is heard as the chat is: an answer whose every item lacks a part is asked again, the model shown its
    answer and what was wrong, and its mended answer is kept."""
    home = home_with_personas
    garden = write(tmp_path / "garden.md", GARDEN)
    shapeless = json.dumps({"facts": [{"fact": "I moved to Leeds in 2019"}]})
    answers.on("Leeds", shapeless, facts_json(fact("user", "city", "Leeds", "I moved to Leeds in 2019")))
    result = cli("ingest", "alice", str(garden))
    assert result.exit_code == 0, result.output
    asked = [b for b in answers.llm.chat_requests() if any(m in b["messages"][0]["content"] for m in DOC_MARKERS)]
    first, again = asked
    assert again["messages"][:-2] == first["messages"] and again["messages"][-2]["content"] == shapeless
    assert again["messages"][-1]["content"].startswith("That answer could not be read: no item has a subject")
    [run] = runs(home)
    assert run["status"] == "ok" and not run.get("error")
    assert [(f.attribute, f.value) for f in facts(home)] == [("city", "Leeds")]


def test_the_purge_of_a_fact_from_writing_says_it_rewrites_the_chunk_of_documents_jsonl(
    cli, answers: Answers, home_with_personas: Path, tmp_path: Path
) -> None:
    notes = write(tmp_path / "me.md", "# me\n\nI live in Leeds, by the river.\n")
    answers.on("Leeds", facts_json(fact("user", "city", "Leeds", "I live in Leeds")))
    assert cli("ingest", "alice", str(notes)).exit_code == 0
    [city] = facts(home_with_personas)
    asked = cli("memory", "purge", "alice", city.id, input="n\n")
    assert asked.exit_code == 1
    assert (
        "  1 record of facts.jsonl, 1 event of events.jsonl, 1 chunk of documents.jsonl, and what index/ holds of"
        " them." in asked.stdout
    ), asked.stdout
    done = cli("memory", "purge", "alice", city.id, "--yes")
    assert done.exit_code == 0, done.output
    chunks = records(home_with_personas / "data" / "alice" / "documents.jsonl")
    assert not any("Leeds" in str(r.get("text")) for r in chunks)  # as announced
