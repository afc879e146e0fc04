"""`twin chat` with piped input through the CLI: turns on disk, context across restarts, every fault."""

from __future__ import annotations

import http.client
import http.server
import json
import re
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from tests.chatkit import records, session_files, system_prompt, turns
from tests.fakeserver import Reply
from tests.memorykit import Script, fact, facts_json
from twin.llm.reach import through_proxy

KEY = "sk-test-secret-key-123456"


@pytest.fixture
def twin_env(home_with_personas: Path, script: Script) -> tuple[Path, Script]:
    return home_with_personas, script


def test_piped_chat_writes_every_turn_and_replies_in_plain_text(cli, twin_env) -> None:
    home, llm = twin_env
    llm.add("chat", "Hello **there**.")
    result = cli("chat", "alice", input="hi, I'm Sam\n")
    assert result.exit_code == 0, result.output
    assert result.stdout == "Hello **there**.\n"  # plain Markdown source in a pipe, no escape codes: the reply only
    assert "Hi, I'm Alice" in result.stderr  # the greeting of the first session, with the notices
    assert "\x1b[" not in result.stdout
    [path] = session_files(home)
    lines = records(path)
    assert [r["kind"] for r in lines] == ["session", "turn", "turn", "turn", "end"]
    header = lines[0]
    assert (
        header["persona"] == "alice"
        and header["endpoint"].startswith("127.0.0.1:")
        and len(header["persona_hash"]) == 16
    )
    greeting, user, reply = lines[1:4]
    assert greeting["source"] == "greeting" and greeting["role"] == "assistant"
    assert (user["role"], user["text"]) == ("user", "hi, I'm Sam")
    assert (reply["role"], reply["text"], reply["status"]) == ("assistant", "Hello **there**.", "ok")
    assert reply["reply_to"] == user["id"] and reply["model"] == "fake-model"
    assert reply["usage"]["total_tokens"] > 0 and reply["latency_ms"] >= 0
    assert lines[-1]["reason"] == "eof"
    for r in lines:
        assert set(r) >= {"v", "id", "ts", "kind"}


def test_a_chat_left_without_a_word_leaves_no_session_and_the_next_one_greets(cli, twin_env) -> None:
    """The greeting is recorded with the person's first words: a chat that ended at once wrote a session of the
    greeting alone, and the person's real first chat was met with no greeting."""
    home, llm = twin_env
    for said in ("", "/help\n"):  # nothing, or a command only
        result = cli("chat", "alice", input=said)
        assert result.exit_code == 0 and "Hi, I'm Alice" in result.stderr
        assert session_files(home) == []
    llm.add("chat", "Hello.")
    result = cli("chat", "alice", input="hi\n")
    assert "Hi, I'm Alice" in result.stderr
    [path] = session_files(home)
    greeting, user = records(path)[1:3]
    assert (greeting["source"], user["text"]) == ("greeting", "hi")
    assert greeting["ts"] <= user["ts"] and greeting["id"] < user["id"]  # at the time it was shown, before the words


def test_second_run_remembers_the_raw_conversation(cli, twin_env) -> None:
    home, llm = twin_env
    cli("chat", "alice", input="my sister moved to Shenzhen\n")
    llm.add("chat", "Of course.")
    result = cli("chat", "alice", input="do you remember?\n")
    assert result.exit_code == 0
    assert "Hi, I'm Alice" not in result.stdout  # the greeting opens only the very first session
    request = llm.requests("chat")[-1]
    system = system_prompt(request)
    assert "[memory: recent conversation]" in system
    assert "They said: my sister moved to Shenzhen" in system
    assert "Memory boundary" in system and "I don't remember" in system
    assert request["messages"][-1] == {"role": "user", "content": "do you remember?"}
    assert len(session_files(home)) == 2


def test_chinese_persona_prompt_is_chinese(cli, twin_env) -> None:
    home, llm = twin_env
    llm.add("chat", "嗯，记得。")
    result = cli("chat", "lin", input="你好\n")
    assert result.exit_code == 0 and "嗯，记得。" in result.stdout
    system = system_prompt(llm.requests("chat")[-1])
    assert "记忆边界" in system and "我是谁（自我认知）" in system
    assert "[记忆] 还没有" in system


def test_a_chinese_persona_speaks_chinese_about_the_chat_too(cli, twin_env) -> None:
    home, llm = twin_env
    llm.add("chat", "好的。")
    result = cli("chat", "lin", input="/retry\n/help\n/bogus\n你好\n/new\n")
    assert result.exit_code == 0
    assert "还没有可以重试的回复。" in result.stderr
    assert "显示这些命令" in result.stderr and "Ctrl-D 结束" in result.stderr
    assert "没有 /bogus 这个命令。" in result.stderr
    assert "新的一次谈话开始了。" in result.stderr
    assert "Nothing to retry" not in result.stderr and "show the commands" not in result.stderr


@pytest.mark.parametrize(
    ("persona", "said", "notice"),
    [
        ("alice", "I moved to Lyon.", "memory: extraction failed (malformed reply"),
        ("lin", "我搬到里昂了。", "记忆：这次的对话没能提取记忆（模型的回答不是能读的记忆：回答里没有 JSON 对象"),
    ],
)
def test_a_failed_extraction_is_told_in_the_personas_language(cli, twin_env, persona, said, notice) -> None:
    home, llm = twin_env
    llm.add("chat", "ok")
    llm.add("extract", "not json", "still not json")  # asked twice, then recorded as failed
    result = cli("chat", persona, input=f"{said}\n")
    assert result.exit_code == 0, result.output
    assert notice in result.stderr
    assert "next start" in result.stderr or "下次启动时再试" in result.stderr


def test_every_chat_line_has_both_languages() -> None:
    from twin.chat.commands import COMMANDS
    from twin.chat.words import LINES

    assert all(len(pair) == 2 and all(pair) for pair in LINES.values())
    assert all(cmd.help in LINES for cmd in COMMANDS.values())
    fields = {key: sorted(re.findall(r"{(\w+)}", en)) for key, (en, _) in LINES.items()}
    assert all(sorted(re.findall(r"{(\w+)}", LINES[key][1])) == names for key, names in fields.items())


def test_an_error_that_may_pass_keeps_the_turn_and_the_chat_goes_on(cli, twin_env) -> None:
    home, llm = twin_env
    (home / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    llm.add("chat", Reply(status=500), "second answer")
    result = cli("chat", "alice", input="first question\nsecond question\n")
    assert result.exit_code == 4  # a piped chat whose reply failed says so in its status
    assert "answered with an error (500)" in result.stderr
    assert "Your message is saved." in result.stderr and "/retry" not in result.stderr  # no /retry to type in a pipe
    assert "  Your message" not in result.stderr  # one space after the hint
    assert KEY not in result.output and KEY not in result.stderr
    said = [(t["role"], t["text"], t.get("status", "ok")) for t in turns(home)][1:]
    assert said == [
        ("user", "first question", "ok"),
        ("assistant", "", "error"),
        ("user", "second question", "ok"),
        ("assistant", "second answer", "ok"),
    ]
    for path in (home / "data").rglob("*"):
        if path.is_file():
            assert KEY not in path.read_text(encoding="utf-8", errors="replace")


@pytest.mark.parametrize(
    "leak",
    [
        Reply(body=json.dumps({"error": f"invalid token: Bearer {KEY}"}).encode(), content_type="application/json"),
        Reply(body=f"Unauthorized Bearer {KEY}".encode(), content_type="text/plain"),
        Reply(body=b'{"error": "bad key sk-another-providers-key-987"}', content_type="application/json"),
    ],
    ids=["json-200", "text-200", "another-key"],
)
def test_a_key_a_server_quotes_in_a_200_answer_reaches_no_file_and_no_screen(cli, twin_env, leak) -> None:
    home, llm = twin_env
    for kind in ("extract", "chapter"):  # the chat's reply comes; the memory work meets the server's error
        llm.defaults[kind] = leak
    result = cli("chat", "alice", input="my city is Rome\n")
    assert result.exit_code == 0, result.output
    assert llm.requests("extract") and "memory: extraction failed" in result.stderr
    llm.llm.every = leak  # the list of models too
    doctor = cli("doctor")
    assert doctor.exit_code == 4 and "answers    no" in doctor.stdout
    for secret in (KEY[:10], "another-providers"):  # the key's start: what came is cut to a length, the key too
        assert secret not in result.output + result.stderr + doctor.output + doctor.stderr
        for path in home.rglob("*"):
            if path.is_file():
                assert secret.encode() not in path.read_bytes(), path


PAGE = Reply(body=b"<html><body>It works! {not json</body></html>", content_type="text/html")


@pytest.mark.parametrize(
    "reply, words",
    [
        (Reply(status=401), "refused the key (401)"),
        (Reply(status=403), "denied access (403)"),
        (Reply(status=404), "was not found"),
        (Reply(status=404, body=b"<html><h1>404 Not Found</h1></html>"), "the base URL is likely wrong"),
        (PAGE, "did not answer like an OpenAI-compatible API (got text/html: a web page)"),
    ],
    ids=["401", "403", "404-model", "404-path", "html"],
)
def test_a_piped_chat_stops_at_an_error_that_asking_again_cannot_mend(cli, twin_env, reply, words) -> None:
    home, llm = twin_env
    (home / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    llm.add("chat", reply, "never asked")
    result = cli("chat", "alice", input="one\ntwo\nthree\n")
    assert result.exit_code == 4
    assert result.stderr.count(words) == 1 and "The chat stops here" in result.stderr
    assert "Traceback" not in result.output and "Error" not in result.stderr
    assert [t["text"] for t in turns(home) if t["role"] == "user"] == ["one"]  # two and three stay in the pipe
    assert len(llm.requests("chat")) == 1
    # no diary is owed for a session the twin never answered in: the next start says nothing of it
    chapters = records(home / "data" / "alice" / "chapters.jsonl")
    assert [(c["kind"], c.get("reason")) for c in chapters] == [("chapter_skipped", "no reply")]
    assert not llm.requests("chapter") and "diary" not in result.stderr


@pytest.mark.parametrize(
    "page, got",
    [
        (PAGE, "got text/html: a web page"),
        (Reply(body=b"It works!", content_type="text/plain"), "got text/plain"),
        (Reply(body=b"{not json", content_type="application/json"), "got application/json"),
    ],
    ids=["html", "text", "json-that-is-not"],
)
def test_an_endpoint_that_is_not_an_openai_api_is_one_sentence_everywhere(cli, twin_env, page, got) -> None:
    home, llm = twin_env
    llm.llm.every = page  # every path answers so: a web server where the API should be
    result = cli("chat", "alice", input="I live in Rome\n")
    assert result.exit_code == 4
    assert "did not answer like an OpenAI-compatible API" in result.stderr and got in result.stderr
    assert "ends in /v1" in result.stderr and "answered with nothing" not in result.stderr
    assert "Traceback" not in result.output and "AttributeError" not in result.stderr
    assert "JSONDecodeError" not in result.stderr
    extraction = records(home / "data" / "alice" / "extractions.jsonl")[-1]  # extraction says the same
    assert extraction["status"] == "failed" and "OpenAI-compatible" in extraction["error"]
    doctor = cli("doctor")
    assert doctor.exit_code == 4
    assert "did not answer like an OpenAI-compatible API" in doctor.stderr and "broke" not in doctor.stderr


def test_a_base_url_without_v1_is_said_to_miss_it(cli, twin_env, monkeypatch) -> None:
    home, llm = twin_env
    bare = llm.llm.base_url.removesuffix("/v1")
    monkeypatch.setenv("OPENAI_BASE_URL", bare)
    result = cli("chat", "alice", input="hello\n")
    assert result.exit_code == 4
    assert "answered 404 Not Found: the base URL is likely missing /v1" in result.stderr
    assert f"Set OPENAI_BASE_URL to {bare}/v1" in result.stderr and "was not found" not in result.stderr
    doctor = cli("doctor")
    assert doctor.exit_code == 4 and "likely missing /v1" in doctor.stderr and "lists the models" not in doctor.stderr


@pytest.mark.parametrize("origin", ["$OPENAI_BASE_URL", "twin.toml"])
def test_a_base_url_of_a_path_the_server_does_not_have_is_said_to_be_wrong_not_the_model(
    cli, twin_env, monkeypatch, origin: str
) -> None:
    """/v2 where the API is /v1: the server answers OpenAI's 404 `unknown_url` ("Invalid URL (POST /v2/chat/
    completions)"), which is the address's fault, said with the setting it came from and what it usually ends in."""
    home, llm = twin_env
    wrong = llm.llm.base_url.removesuffix("/v1") + "/v2"
    if origin == "$OPENAI_BASE_URL":
        monkeypatch.setenv("OPENAI_BASE_URL", wrong)
        setting = "OPENAI_BASE_URL"
    else:
        monkeypatch.delenv("OPENAI_BASE_URL")
        (home / "twin.toml").write_text(f'[model]\nbase_url = "{wrong}"\n', encoding="utf-8")
        setting = "base_url under [model] in twin.toml"
    result = cli("chat", "alice", input="hi\n")
    assert result.exit_code == 4
    said = " ".join(result.stderr.split())
    assert (
        f"The server at {wrong} ({origin}) answered 404 Not Found to POST /v2/chat/completions: the base URL is likely "
        f"wrong. Set {setting} to the API's address, which usually ends in /v1 (http://host:port/v1);"
    ) in said
    assert "was not found" not in said and "TWIN_MODEL" not in said and "The chat stops here" in said
    doctor = cli("doctor")
    assert doctor.exit_code == 4 and "has no list of models (404)" in doctor.stderr


OLLAMA_NO_MODEL = json.dumps(  # Ollama's OpenAI-compatible API, for a model not pulled
    {"error": {"message": 'model "fake-model" not found, try pulling it first', "type": "api_error", "param": None,
               "code": None}}
).encode()  # fmt: skip


@pytest.mark.parametrize(
    "reply, the_model",
    [
        (Reply(status=404), True),  # OpenAI's `model_not_found`, naming it
        (Reply(status=404, body=OLLAMA_NO_MODEL, content_type="application/json"), True),
        (Reply(status=404, body=b'{"object": "error", "message": "The model `fake-model` does not exist.", '
                                b'"type": "NotFoundError", "param": null, "code": 404}',
               content_type="application/json"), True),  # vLLM
        (Reply(status=404, body=b'{"error": "no deployment fake-model."}', content_type="application/json"), True),
        (Reply(status=404, body=b"<html><body><h1>404 Not Found</h1>nginx</body></html>"), False),
        (Reply(status=404, body=b"404 page not found", content_type="text/plain"), False),  # Ollama's native API
        (Reply(status=404, body=b'{"detail": "Not Found"}', content_type="application/json"), False),  # FastAPI
        (Reply(status=404, body=b'{"error": {"message": "Invalid URL (POST /v1/chat/completions)", "type": '
                                b'"invalid_request_error", "param": null, "code": "unknown_url"}}',
               content_type="application/json"), False),  # OpenAI's for a path it does not have
    ],
    ids=["openai-model", "ollama-model", "vllm-model", "its-name", "html", "text", "fastapi", "openai-url"],
)  # fmt: skip
def test_a_404_is_the_models_only_when_it_says_so(fake_llm, reply: Reply, the_model: bool) -> None:
    from twin.errors import ModelSetupError
    from twin.llm.client import ChatClient
    from twin.settings import Endpoint

    fake_llm.enqueue(reply)
    endpoint = Endpoint(
        base_url=fake_llm.base_url, model="fake-model", api_key="k", key_source="none", origin="$OPENAI_BASE_URL",
        max_retries=0,
    )  # fmt: skip
    with pytest.raises(ModelSetupError) as failed:
        ChatClient(endpoint).complete([{"role": "user", "content": "hi"}])
    if the_model:
        assert failed.value.message == f"The model fake-model was not found at {endpoint.host} ($OPENAI_BASE_URL)."
        assert failed.value.hint.startswith("Check TWIN_MODEL")
    else:
        assert failed.value.message == (
            f"The server at {fake_llm.base_url} ($OPENAI_BASE_URL) answered 404 Not Found to POST "
            "/v1/chat/completions: the base URL is likely wrong."
        )
        assert "usually ends in /v1" in failed.value.hint and "TWIN_MODEL" not in failed.value.hint


@pytest.mark.parametrize(
    "url, suggested",
    [
        ("https://api.cloudflare.com/client/v4/accounts/abc/ai/v1", None),  # a path after a version is not wrong
        ("https://generativelanguage.googleapis.com/v1beta/openai/", None),
        ("http://127.0.0.1:8080/api/v1", None),
        ("http://127.0.0.1:8080/v1/chat/completions/", "http://127.0.0.1:8080/v1"),
        ("http://127.0.0.1:8080/chat/completions", "http://127.0.0.1:8080/v1"),
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080/v1"),
        (
            "https://api.cloudflare.com/client/v4/accounts/abc/ai/v1/chat/completions",
            "https://api.cloudflare.com/client/v4/accounts/abc/ai/v1",
        ),
        ("https://generativelanguage.googleapis.com/v1beta/openai/chat/completions",
         "https://generativelanguage.googleapis.com/v1beta/openai"),
    ],
)  # fmt: skip
def test_which_base_urls_a_404_calls_misplaced(url: str, suggested: str | None) -> None:
    from twin.llm.failures import misplaced_base
    from twin.settings import Endpoint

    found = misplaced_base(Endpoint(base_url=url, model="m", api_key="k", key_source="none", origin="test"))
    assert (found[1] if found else None) == suggested


@pytest.mark.parametrize(
    "after, why",
    [
        ("/chat/completions", "the base URL goes on past its API version"),
        ("?key=1#top", "the base URL has a query or a fragment, and the API's paths are added after it"),
    ],
)
def test_a_base_url_pasted_whole_is_said_to_be_cut_at_v1(cli, twin_env, monkeypatch, after: str, why: str) -> None:
    home, llm = twin_env
    monkeypatch.setenv("OPENAI_BASE_URL", llm.llm.base_url + after)
    result = cli("chat", "alice", input="hello\n")
    assert result.exit_code == 4
    assert f"answered 404 Not Found: {why}." in result.stderr
    assert f"Set OPENAI_BASE_URL to {llm.llm.base_url};" in result.stderr and "was not found" not in result.stderr
    doctor = cli("doctor")
    assert doctor.exit_code == 4 and f"Set OPENAI_BASE_URL to {llm.llm.base_url};" in doctor.stderr


def test_an_answer_cut_in_the_middle_of_its_body_is_said_to_be_cut_off(cli, twin_env) -> None:
    home, llm = twin_env
    (home / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    llm.defaults["extract"] = Reply(text=facts_json(), cut_body=40)  # extraction's answer is not streamed
    result = cli("chat", "alice", input="my city is Rome\n")
    assert result.exit_code == 0, result.output
    said = "began its answer, and the connection closed before the answer was whole"
    assert said in result.stderr and "Could not reach" not in result.stderr and "running?" not in result.stderr
    assert said in records(home / "data" / "alice" / "extractions.jsonl")[-1]["error"]
    llm.add("chat", Reply(text="never", cut_after=0))  # a stream cut before its first word: the same
    again = cli("chat", "alice", input="and now?\n")
    assert again.exit_code == 4 and said in again.stderr and "Could not reach" not in again.stderr


@pytest.mark.parametrize(
    ("key", "holds"),
    [
        ("sk-tëst-key-123456", "a character outside ASCII"),
        ("sk-test\nkey-123456", "a line break"),
        ("sk-test\x1bkey-123456", "a control character"),
    ],
    ids=["accent", "line-break", "escape"],
)
def test_a_key_with_characters_no_key_has_is_said_so_without_showing_it(cli, twin_env, monkeypatch, key, holds):
    home, llm = twin_env
    monkeypatch.setenv("OPENAI_API_KEY", key)
    result = cli("chat", "alice", input="hello\n")
    first = result.stderr.splitlines()[0]
    assert result.exit_code == 3 and first.startswith(f"Error: The key in $OPENAI_API_KEY holds {holds}")
    assert first.endswith(", which a key cannot have: it was not sent."), result.output
    assert "key-123456" not in result.output and "Try again" not in result.stderr
    doctor = cli("doctor")  # one of its problems; the rest of the home is reported all the same
    assert doctor.exit_code == 3 and f"problem: The key in $OPENAI_API_KEY holds {holds}" in doctor.stderr
    assert "key-123456" not in doctor.output and "personas   alice: ok" in doctor.stdout
    assert not llm.requests("chat")


def test_a_key_refused_names_the_variable_the_settings_name(cli, twin_env, monkeypatch) -> None:
    home, llm = twin_env
    (home / "twin.toml").write_text('[model]\napi_key_env = "DEEPSEEK_API_KEY"\n', encoding="utf-8")
    monkeypatch.delenv("DEEPSEEK_API_KEY", raising=False)
    llm.add("chat", Reply(status=401))
    result = cli("chat", "alice", input="hello\n")
    assert result.exit_code == 4
    assert "refused the key (401): none was sent, as $DEEPSEEK_API_KEY is not set." in result.stderr
    assert "Export DEEPSEEK_API_KEY with your key (twin.toml's api_key_env names it)." in result.stderr
    assert "OPENAI_API_KEY" not in result.stderr
    monkeypatch.setenv("DEEPSEEK_API_KEY", "sk-deepseek-wrong-key")
    llm.add("chat", Reply(status=401))
    result = cli("chat", "alice", input="hello\n")
    assert result.exit_code == 4 and "Set a valid key in $DEEPSEEK_API_KEY." in result.stderr


def test_rate_limit_is_retried_by_the_sdk(cli, twin_env) -> None:
    home, llm = twin_env
    llm.add("chat", Reply(status=429, retry_after=0.01), "after the wait")
    result = cli("chat", "alice", input="hi\n")
    assert result.exit_code == 0 and "after the wait" in result.stdout
    assert len(llm.requests("chat")) == 2


def test_a_wait_asked_for_longer_than_the_timeout_is_not_waited_in_silence(cli, twin_env) -> None:
    """A 429 asking for 30 s with a 5-second timeout: the SDK waited 30 s before each of its 2 retries, a piped chat
    gave up after 60 s, then its extraction waited 60 s more (the fifth robustness round). It is not asked again,
    and the chat says how long the server asks to wait."""
    import time

    home, llm = twin_env
    (home / "twin.toml").write_text("[model]\ntimeout = 5.0\nmax_retries = 2\n", encoding="utf-8")
    llm.add("chat", *[Reply(status=429, retry_after=30)] * 3)
    started = time.monotonic()
    result = cli("chat", "alice", input="hi\n")
    took = time.monotonic() - started
    assert result.exit_code == 4 and "asks to wait 30 seconds, longer than model.timeout (5 seconds)" in result.stderr
    assert took < 20, took  # 121 s before
    assert len(llm.requests("chat")) == 1 and turns(home)[-2]["text"] == "hi"


def test_rate_limit_after_retries_is_explained(cli, twin_env) -> None:
    home, llm = twin_env
    (home / "twin.toml").write_text("[model]\nmax_retries = 1\n", encoding="utf-8")
    llm.add("chat", Reply(status=429, retry_after=0.01), Reply(status=429, retry_after=0.01))
    result = cli("chat", "alice", input="hi\n")
    assert result.exit_code == 4 and "rate-limiting" in result.stderr
    assert turns(home)[-2]["text"] == "hi"


@pytest.mark.parametrize(
    ("why", "said"),
    [("length", "stopped at the model's length limit, 2,048 tokens"), ("content_filter", "(its content filter)")],
)
def test_a_reply_cut_short_by_the_model_says_so_and_is_recorded_so(cli, twin_env, why: str, said: str) -> None:
    """A reply the model stopped at max_tokens is half a sentence: it was shown and stored as whole, without a word
    (the fifth robustness round). The chat says so, and the turn records why it stopped."""
    home, llm = twin_env
    llm.add("chat", Reply(text="Three steps. First, back up the database. Second, run", finish_reason=why), "whole")
    result = cli("chat", "alice", input="how do I migrate?\nthanks\n")
    assert result.exit_code == 0 and said in result.stderr and "What arrived is kept." in result.stderr, result.stderr
    assert result.stdout == "Three steps. First, back up the database. Second, run\nwhole\n"
    replies = [t for t in turns(home) if t["role"] == "assistant"][-2:]
    assert [(t["status"], t.get("finish_reason")) for t in replies] == [("ok", why), ("ok", None)]
    assert result.stderr.count("length limit") + result.stderr.count("content filter") == 1  # not for the whole one


NOTHING = [Reply(empty=True), Reply(text=" \n \n\t ")]  # spaces and line breaks are no answer either


@pytest.mark.parametrize("nothing", NOTHING, ids=["empty", "spaces"])
def test_empty_reply_is_retried_once_with_more_tokens(cli, twin_env, nothing) -> None:
    home, llm = twin_env
    llm.add("chat", nothing, "now with words")
    result = cli("chat", "alice", input="long question\n")
    assert (result.exit_code, result.stdout) == (0, "now with words\n")  # the spaces of the first never shown
    first, second = llm.requests("chat")[-2:]
    assert second["max_tokens"] == 2 * first["max_tokens"]
    assert turns(home)[-1]["text"] == "now with words"


@pytest.mark.parametrize("nothing", NOTHING, ids=["empty", "spaces"])
def test_twice_empty_is_recorded_as_empty(cli, twin_env, nothing) -> None:
    home, llm = twin_env
    llm.add("chat", nothing, nothing, "later")
    result = cli("chat", "alice", input="q1\nq2\n")
    assert result.exit_code == 4 and "answered with nothing" in result.stderr
    assert "max_tokens ([model] in twin.toml)" in result.stderr and "`twin doctor`" in result.stderr  # what next
    assert result.stdout == "later\n"  # in a pipe, nothing for the empty reply
    said = [(t["role"], t["text"], t.get("status")) for t in turns(home)][1:]
    assert said == [
        ("user", "q1", None),
        ("assistant", "", "empty"),
        ("user", "q2", None),
        ("assistant", "later", "ok"),
    ]


def test_cut_stream_keeps_what_arrived(cli, twin_env) -> None:
    home, llm = twin_env
    llm.add("chat", Reply(text="The first part arrives, and then the line drops", chunk_size=5, cut_after=3), "fine")
    result = cli("chat", "alice", input="tell me\nagain\n")
    assert "What arrived is kept" in result.stderr
    cut = turns(home)[2]
    assert cut["status"] == "error" and cut["text"] == "The first part "
    assert turns(home)[-1]["text"] == "fine"
    assert "closed the connection" in result.stderr and "after 15 characters of the reply" in result.stderr
    assert "Could not reach" not in result.stderr and "Is the server" not in result.stderr  # it answered


def test_input_that_is_not_utf8_is_kept_and_the_lines_after_it_are_read(cli, twin_env) -> None:
    import base64

    home, llm = twin_env
    result = cli("chat", "alice", input=b"ok\nbad \xff\xfe bytes\nnever lost\n")
    assert result.exit_code == 0, result.output
    assert "Line 2 of the input is not UTF-8" in result.stderr and "Traceback" not in result.output
    said = [t for t in turns(home) if t["role"] == "user"]
    assert [t["text"] for t in said] == ["ok", "bad \ufffd\ufffd bytes", "never lost"]
    assert base64.b64decode(said[1]["undecoded"]) == b"bad \xff\xfe bytes"  # the bytes as they came
    assert "undecoded" not in said[0] and "undecoded" not in said[2]


def test_slow_reply_times_out_with_a_hint(cli, twin_env) -> None:
    home, llm = twin_env
    (home / "twin.toml").write_text("[model]\ntimeout = 0.5\nmax_retries = 0\n", encoding="utf-8")
    llm.add("chat", Reply(text="too late", delay=3))
    result = cli("chat", "alice", input="hello?\n")
    assert result.exit_code == 4 and "did not answer within 0.5 seconds" in result.stderr
    assert [t["text"] for t in turns(home)][1:] == ["hello?", ""]


def test_no_model_anywhere_exits_with_the_endpoint_code_and_says_how(cli, home_with_personas, monkeypatch) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    result = cli("chat", "alice", input="hello\n")
    assert result.exit_code == 4
    assert "Could not reach the model at 127.0.0.1:9" in result.stderr
    assert "OPENAI_BASE_URL" in result.stderr and "Traceback" not in result.output


PROXY_VARS = [v for name in ("http", "https", "all", "no") for v in (f"{name}_proxy", f"{name.upper()}_PROXY")]


@contextmanager
def forward_proxy(upstream: tuple[str, int]) -> Iterator[tuple[str, list[str]]]:
    """An HTTP forward proxy on 127.0.0.1 that sends every request to `upstream`, whatever host it names (as a
    proxy reaches names this machine cannot resolve); yields its URL and the URLs it is asked for."""
    asked: list[str] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_request(self) -> None:
            asked.append(self.path)
            target = urlsplit(self.path)
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            headers = {k: v for k, v in self.headers.items() if k.lower() not in ("connection", "proxy-connection")}
            upstream_conn = http.client.HTTPConnection(*upstream, timeout=30)
            path = target.path + (f"?{target.query}" if target.query else "")
            upstream_conn.request(self.command, path, body, headers)
            reply = upstream_conn.getresponse()
            self.send_response(reply.status)
            for name, value in reply.getheaders():
                if name.lower() not in ("connection", "content-length", "transfer-encoding"):
                    self.send_header(name, value)
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            while chunk := reply.read1(65536):  # a streamed reply goes on as it comes
                self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                self.wfile.flush()
            self.wfile.write(b"0\r\n\r\n")
            upstream_conn.close()

        do_GET = do_POST = do_request

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", asked
    finally:
        server.shutdown()
        server.server_close()


def test_a_model_behind_a_proxy_is_not_refused_at_the_start(cli, twin_env, monkeypatch) -> None:
    """HTTP_PROXY carries the client's requests to a host this machine cannot resolve: the check at the start,
    which connects directly, let it be; with NO_PROXY naming the host the check applies, as the client's does."""
    home, llm = twin_env
    llm.add("chat", "Through the proxy.")
    for name in PROXY_VARS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("OPENAI_BASE_URL", "http://model.invalid/v1")
    result = cli("chat", "alice", input="hello\n")
    assert result.exit_code == 4 and "Could not reach the model at model.invalid" in result.stderr
    with forward_proxy((llm.llm.host, llm.llm.port)) as (proxy, asked):
        monkeypatch.setenv("HTTP_PROXY", proxy)
        result = cli("chat", "alice", input="hello\n")
        assert result.exit_code == 0, result.stderr
        assert result.stdout == "Through the proxy.\n"
        assert "http://model.invalid/v1/chat/completions" in asked
        monkeypatch.setenv("NO_PROXY", "localhost,.invalid")
        result = cli("chat", "alice", input="hello\n")
        assert result.exit_code == 4 and "Could not reach the model at model.invalid" in result.stderr


_HELD: list[socket.socket] = []  # the sockets holding `closed_port`'s ports, for the rest of the run


def closed_port() -> int:
    """A port on 127.0.0.1 that refuses connections: bound and kept, never listened on, so that no other test's server
    takes it meanwhile (a port bound and closed was, once, under six workers: the chat found something listening)."""
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    _HELD.append(probe)
    return probe.getsockname()[1]


@pytest.mark.parametrize(
    ("variable", "scheme"),
    [("HTTPS_PROXY", "http"), ("https_proxy", "http"), ("ALL_PROXY", "http"), ("ALL_PROXY", "socks5")],
)
def test_a_proxy_that_is_down_is_named_not_the_server(cli, twin_env, monkeypatch, variable: str, scheme: str) -> None:
    """The proxy the client goes through does not answer: the chat and doctor name it (never its password) and the
    variable to unset, not the server, which was never reached; with NO_PROXY naming the host, the server again. A
    SOCKS proxy too (socksio is a dependency: without it every message said "ImportError … install httpx[socks]")."""
    home, llm = twin_env
    for name in PROXY_VARS:
        monkeypatch.delenv(name, raising=False)
    proxy, server = closed_port(), closed_port()
    monkeypatch.setenv(variable, f"{scheme}://bob:hunter2@127.0.0.1:{proxy}")
    monkeypatch.setenv("OPENAI_BASE_URL", f"https://127.0.0.1:{server}/v1")
    result = cli("chat", "alice", input="hi\n")
    assert result.exit_code == 4
    said = " ".join(result.stderr.split())
    assert (
        f"Could not reach a model at 127.0.0.1:{server} ($OPENAI_BASE_URL) through the proxy "
        f"{scheme}://127.0.0.1:{proxy} (${variable}): connection refused. Is the proxy running, and does it reach "
        f"127.0.0.1? Check it, or unset {variable} to connect directly (or add 127.0.0.1 to NO_PROXY); `twin doctor` "
        "checks the result."
    ) in said
    assert "Is the server" not in said and "ollama" not in said
    doctor = cli("doctor")
    assert doctor.exit_code == 4
    assert f"through the proxy {scheme}://127.0.0.1:{proxy} (${variable})" in doctor.stderr
    assert f"unset {variable}" in doctor.stderr and "Is the server" not in doctor.stderr
    for seen in (result, doctor):
        assert "hunter2" not in seen.output + seen.stderr and "bob" not in seen.output + seen.stderr
    monkeypatch.setenv("NO_PROXY", "127.0.0.1")  # the proxy is not used: the server is what is not there
    direct = cli("chat", "alice", input="hi\n")
    assert direct.exit_code == 4 and "proxy" not in direct.stderr
    assert f"Could not reach the model at 127.0.0.1:{server} ($OPENAI_BASE_URL)" in direct.stderr


def test_the_proxy_a_url_goes_through_is_shown_without_its_credentials(monkeypatch) -> None:
    from twin.llm.failures import proxy_for

    for name in PROXY_VARS:
        monkeypatch.delenv(name, raising=False)
    assert proxy_for("https://api.example.com/v1") == ("", "")
    monkeypatch.setenv("HTTPS_PROXY", "http://alice:s3cret@proxy.corp:3128/path?token=x")
    assert proxy_for("https://api.example.com/v1") == ("http://proxy.corp:3128", "HTTPS_PROXY")
    monkeypatch.setenv("https_proxy", "proxy.lower:8080")  # the lower case is preferred; no scheme is http://
    assert proxy_for("https://api.example.com/v1") == ("http://proxy.lower:8080", "https_proxy")
    monkeypatch.setenv("ALL_PROXY", "socks5://[::1]:1080")
    assert proxy_for("http://api.example.com/v1") == ("socks5://[::1]:1080", "ALL_PROXY")
    monkeypatch.setenv("NO_PROXY", "example.com")
    assert proxy_for("https://api.example.com/v1") == ("", "")
    monkeypatch.delenv("NO_PROXY")
    monkeypatch.setenv("https_proxy", "http://bob:pw@[::1")  # a bracket left open: as typed, never a crash
    assert proxy_for("https://api.example.com/v1") == ("[::1", "https_proxy")
    monkeypatch.setenv("https_proxy", "http://bob:pw@proxy.corp:99999")  # a port out of range: shown
    assert proxy_for("https://api.example.com/v1") == ("http://proxy.corp:99999", "https_proxy")


def test_a_proxy_applies_as_the_model_client_chooses_one(monkeypatch) -> None:
    for name in PROXY_VARS:
        monkeypatch.delenv(name, raising=False)
    assert not through_proxy("https://api.example.com/v1")
    monkeypatch.setenv("HTTPS_PROXY", "http://proxy.corp:3128")
    assert through_proxy("https://api.example.com/v1") and not through_proxy("http://api.example.com/v1")
    monkeypatch.setenv("all_proxy", "socks5://proxy.corp:1080")
    assert through_proxy("http://api.example.com/v1")
    monkeypatch.setenv("NO_PROXY", "localhost, example.com")
    assert not through_proxy("https://api.example.com/v1") and not through_proxy("http://localhost:11434/v1")
    assert through_proxy("https://api.example.org/v1")
    monkeypatch.setenv("no_proxy", "*")
    assert not through_proxy("https://api.example.org/v1")


def test_nothing_configured_points_at_ollama_and_configuration(cli, home_with_personas, monkeypatch) -> None:
    import socket

    with socket.socket() as probe:
        if probe.connect_ex(("127.0.0.1", 11434)) == 0:
            pytest.skip("an Ollama server is running here")
    result = cli("chat", "alice", input="hello\n")
    assert result.exit_code == 4
    assert "No model is configured, and no Ollama server answers" in result.stderr


def test_a_key_alone_sends_nothing_to_a_cloud_and_the_error_says_which_address_to_set(
    cli, home_with_personas, monkeypatch
) -> None:
    import socket

    from twin.home import resolve_home
    from twin.settings import OLLAMA_URL, load_settings, resolve_endpoint

    with socket.socket() as probe:
        if probe.connect_ex(("127.0.0.1", 11434)) == 0:
            pytest.skip("an Ollama server is running here")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-secret-key-123456")  # exported for other tools
    monkeypatch.setenv("TWIN_MODEL", "gpt-4o-mini")
    assert resolve_endpoint(load_settings(resolve_home(home_with_personas))).base_url == OLLAMA_URL  # never OpenAI
    result = cli("chat", "alice", input="hello\n")
    assert result.exit_code == 4
    said = " ".join(result.stderr.split())
    assert "$OPENAI_API_KEY is set, but no address" in said and "OPENAI_BASE_URL=https://api.openai.com/v1" in said
    assert "sk-test-secret-key-123456" not in result.stderr


def test_slash_commands_in_a_pipe(cli, twin_env) -> None:
    home, llm = twin_env
    llm.add("chat", "one", "two", "three")
    result = cli(
        "chat", "alice", input="/help\nfirst\n/retry\n/new\nsecond\n/bogus\n//not a command\n/exit\nnever sent\n"
    )
    assert result.exit_code == 0
    assert "/retry" in result.stderr and "Unknown command /bogus" in result.stderr
    first, second = session_files(home)
    one = [(t["role"], t["text"], t.get("retry_of") is not None) for t in records(first) if t["kind"] == "turn"][1:]
    assert one == [("user", "first", False), ("assistant", "one", False), ("assistant", "two", True)]
    assert records(first)[-1] == {**records(first)[-1], "kind": "end", "reason": "new"}
    two = [t["text"] for t in records(second) if t["kind"] == "turn"]
    assert two == ["second", "three", "/not a command", "ok"]
    retry_request = llm.requests("chat")[1]
    assert [m["content"] for m in retry_request["messages"][1:]] == [greeting_of(home), "first"]


def test_help_lines_up_its_column_and_an_empty_memory_offers_nothing_to_change(cli, twin_env) -> None:
    """/review [keep|theirs|drop ID] is longer than the column /help had (22): its words began further right than
    every other command's. /memory with no fact said how to forget or correct one."""
    _, llm = twin_env
    said = cli("chat", "alice", input="/help\n/memory\n").stderr.splitlines()
    usages = [line for line in said if line.startswith("  /")]
    starts = {len(line) - len(line[2:].split("  ", 1)[1].lstrip()) for line in usages}
    assert len(usages) >= 9 and len(starts) == 1, usages
    assert "No facts yet." in said and not any("/forget ID" in line for line in said)
    llm.add("extract", facts_json(fact("user", "city", "Lyon", "I live in Lyon")))
    assert cli("chat", "alice", input="I live in Lyon\n").exit_code == 0
    said = cli("chat", "alice", input="/memory\n").stderr  # with a fact to forget or correct, the hint says how
    assert "city: Lyon" in said and "/forget ID retires one; /correct ID VALUE corrects one." in said


def greeting_of(home: Path) -> str:
    return turns(home)[0]["text"]


def test_unknown_persona_and_bad_persona_name(cli, twin_env) -> None:
    result = cli("chat", "bob", input="hi\n")
    assert result.exit_code == 3 and "no persona called 'bob'" in result.stderr
    result = cli("chat", "../etc/passwd", input="hi\n")
    assert result.exit_code == 3 and "not a valid persona name" in result.stderr


def test_recall_asks_the_embedding_model_and_never_mixes_two_models_vectors(cli, twin_env, monkeypatch) -> None:
    """With an embedding model configured, recall embeds through the endpoint; the vectors are cached under the
    model's name and server, so another model embeds the same texts again instead of reusing the first's."""
    home, llm = twin_env
    cli("chat", "alice", input="my ukulele has a cracked bridge\n")
    monkeypatch.setenv("TWIN_EMBEDDING_MODEL", "embed-a")
    assert cli("chat", "alice", input="what about my instrument?\n").exit_code == 0
    monkeypatch.setenv("TWIN_EMBEDDING_MODEL", "embed-b")
    assert cli("chat", "alice", input="what about my instrument?\n").exit_code == 0
    asked = [r["body"] for r in llm.llm.requests if r["path"] == "/v1/embeddings"]
    texts = {model: {t for b in asked if b["model"] == model for t in b["input"]} for model in ("embed-a", "embed-b")}
    assert "my ukulele has a cracked bridge" in texts["embed-a"]
    assert "my ukulele has a cracked bridge" in texts["embed-b"]  # not taken from embed-a's cache
    assert (home / "data" / "alice" / "index" / "vectors.sqlite3").exists()


def test_the_memory_worker_embeds_each_exchange(cli, twin_env, monkeypatch) -> None:
    """With an embedding model, what a chat says is embedded after each exchange, off the person's time: only the
    diary, written when the chat ends, is left for `twin index embed`."""
    monkeypatch.setenv("TWIN_EMBEDDING_MODEL", "embed-a")
    assert cli("chat", "alice", input="my ukulele has a cracked bridge\nand a loose peg\n").exit_code == 0
    result = cli("index", "embed", "alice")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == "Embedded 1 item of alice with embed-a (6 in all).\n"


def test_a_message_over_the_context_budget_is_sent_whole_and_said_so(cli, twin_env) -> None:  # type: ignore[no-untyped-def]
    home, llm = twin_env
    (home / "twin.toml").write_text("[context]\ntotal_tokens = 3000\n", encoding="utf-8")
    long = "我每天早上写一页日记。" * 400  # about 4,400 tokens
    result = cli("chat", "lin", input=long + "\n")
    assert result.exit_code == 0, result.output
    assert "超过了每轮上下文的 3,000" in result.stderr
    assert [t["text"] for t in turns(home, "lin") if t["role"] == "user"] == [long]  # whole
    assert llm.requests("chat")[-1]["messages"][-1]["content"] == long  # sent whole
    quiet = cli("chat", "lin", input="短短一句\n")
    assert "超过了" not in quiet.stderr


def test_forget_and_correct_first_wait_for_what_was_just_said_to_be_remembered(cli, twin_env) -> None:
    from tests.memorykit import fact, facts_json
    from twin.facts.store import FactStore

    home, llm = twin_env
    slow = 1.5  # seconds the model takes to extract: /forget comes long before it is done
    llm.add("extract", Reply(facts_json(fact("user", "city", "Lisbon", "I live in Lisbon")), delay=slow))
    llm.add("extract", Reply(facts_json(fact("user", "pet", "a cat", "I have a cat")), delay=slow))
    lines = "I live in Lisbon these days.\n/forget city\nI have a cat.\n/correct pet a dog\n"
    result = cli("chat", "alice", input=lines)
    assert result.exit_code == 0, result.stderr
    said = result.stderr
    assert "No fact named" not in said
    assert said.index("remembered: city: Lisbon") < said.index("Forgotten: city: Lisbon")
    assert said.index("remembered: pet: a cat") < said.index("Corrected: pet: a cat -> a dog")
    assert said.count("Waiting for memory to finish with what was just said…") == 2
    assert {f.attribute: f.value for f in FactStore(home / "data" / "alice").as_of()} == {"pet": "a dog"}


def test_a_timeout_says_how_many_times_the_model_was_asked(cli, twin_env) -> None:
    """With retries the person waited for every try: "did not answer within 3 seconds" came after 11."""
    home, llm = twin_env
    (home / "twin.toml").write_text("[model]\ntimeout = 0.3\nmax_retries = 1\n", encoding="utf-8")
    llm.add("chat", Reply(text="too late", delay=2))
    llm.add("chat", Reply(text="too late", delay=2))
    result = cli("chat", "alice", input="hello?\n")
    assert result.exit_code == 4 and "did not answer within 0.3 seconds, asked 2 times." in result.stderr


def test_half_a_surrogate_pair_from_the_model_is_mended_and_the_chat_and_its_memory_go_on(cli, twin_env) -> None:
    """A blind probe (2026-12-07): a reply holding "\\ud83d" alone (valid JSON, which a server that split a pair
    between two events sends) stopped the chat as a bug, the reply and the lines after it lost; in an extraction
    answer it lost every fact of the answer."""
    home, llm = twin_env
    llm.add(
        "chat",
        Reply(text="half an emoji \ud83d", chunk_size=4),
        Reply(text="a pair split: \ud83d\ude00!", chunk_size=15),
    )
    llm.add("chat", "three")
    llm.defaults["extract"] = facts_json(
        fact("user", "city", "Lyon", "I live in Lyon"), fact("user", "mood", "glad \ud83d", "I live in Lyon")
    )
    result = cli("chat", "alice", input="hello\nI live in Lyon\nthird line\n")
    assert result.exit_code == 0, result.output
    assert result.stdout == "half an emoji \ufffd\na pair split: \U0001f600!\nthree\n"
    replies = [t["text"] for t in turns(home) if t["role"] == "assistant" and t.get("source") != "greeting"]
    assert replies == ["half an emoji \ufffd", "a pair split: \U0001f600!", "three"]
    from twin.facts.store import FactStore

    assert "Lyon" in {f.value for f in FactStore(home / "data" / "alice").as_of()}


def test_token_counts_of_the_wrong_type_are_left_out_without_a_library_warning(cli, twin_env) -> None:
    """A blind probe (2026-12-07): `"prompt_tokens": "abc"` printed the SDK's serializer warning, with a file path and
    a source line, over the chat, and the turn kept the counts as they came."""
    home, llm = twin_env
    llm.add("chat", Reply(text="fine", usage={"prompt_tokens": "abc", "completion_tokens": 2, "total_tokens": [1]}))
    result = cli("chat", "alice", input="hello\n")
    assert result.exit_code == 0 and "Warning" not in result.stderr, result.stderr
    [reply] = [t for t in turns(home) if t["role"] == "assistant" and t.get("source") != "greeting"]
    assert reply["text"] == "fine" and reply["usage"] == {"completion_tokens": 2}
