"""A Chinese twin's chat says what went wrong in Chinese: a reply's model error, the start's, its memory notices'; an
English twin's chat says what it always said, and the files keep the English (tests/test_failures.py: every
failure's Chinese)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.chatkit import records, turns
from tests.fakeserver import Reply
from tests.memorykit import Script

PROXY_VARS = [v for name in ("http", "https", "all", "no") for v in (f"{name}_proxy", f"{name.upper()}_PROXY")]


@pytest.fixture
def twin_env(home_with_personas: Path, script: Script) -> tuple[Path, Script]:
    return home_with_personas, script


def stderr_lines(result: Any) -> list[str]:
    """What the chat said on stderr, a line each, without the notices' indentation."""
    return [line.strip() for line in result.stderr.splitlines() if line.strip()]


def test_a_chinese_chat_whose_model_cannot_be_reached_says_so_in_chinese_then_its_own_line(
    cli, home_with_personas: Path, monkeypatch
) -> None:
    """Nothing listens at the model's address, nor at the proxy that reaches it (so the check at the start lets it
    be, and the reply is what fails): the person hears it in Chinese, then that their words are kept."""
    for name in PROXY_VARS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")
    monkeypatch.setenv("TWIN_MODEL", "fake-model")
    result = cli("chat", "lin", input="你好\n")
    assert result.exit_code == 4, result.output
    lines = stderr_lines(result)
    assert "连不上 127.0.0.1:9（$OPENAI_BASE_URL）上的模型。" in lines
    hint = lines[lines.index("连不上 127.0.0.1:9（$OPENAI_BASE_URL）上的模型。") + 1]
    assert hint == (
        "http://127.0.0.1:9/v1 上的服务器在运行吗？让 twin 连上一个模型：设置 OPENAI_BASE_URL（以及 OPENAI_API_KEY、"
        "TWIN_MODEL），或者改 twin.toml 里的 [model]，或者启动 Ollama（`ollama serve`）。`twin doctor` 会检查结果。"
        "你的话已经存下。"
    )
    assert "Could not reach" not in result.stderr and "Your message" not in result.stderr
    reply = turns(home_with_personas, "lin")[-1]  # the file keeps the English
    assert reply["status"] == "error" and reply["error"] == "Could not reach a model at 127.0.0.1:9 ($OPENAI_BASE_URL)."


def test_a_chinese_chat_that_finds_no_model_at_its_start_says_so_in_chinese(
    cli, home_with_personas, monkeypatch
) -> None:
    for name in PROXY_VARS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    result = cli("chat", "lin", input="你好\n")
    assert result.exit_code == 4
    words = " ".join(result.stderr.split())
    assert "连不上 127.0.0.1:9（$OPENAI_BASE_URL）上的模型：连接被拒绝（ECONNREFUSED）。" in words
    assert "让 twin 连上一个模型：设置 OPENAI_BASE_URL" in words and "Could not reach" not in words
    assert not turns(home_with_personas, "lin")  # before any line was read


@pytest.mark.parametrize(
    ("persona", "said", "hint"),
    [
        (
            "lin",
            "{host}（$OPENAI_BASE_URL）上的模型 0.5 秒内没有回答。",
            "再试一次；本地模型慢的话，调大 twin.toml 里的 model.timeout。你的话已经存下。",
        ),
        (
            "alice",
            "The model at {host} ($OPENAI_BASE_URL) did not answer within 0.5 seconds.",
            "Try again, or raise model.timeout in twin.toml for a slow local model. Your message is saved.",
        ),
    ],
    ids=["zh", "en"],
)
def test_a_timeout_is_said_in_the_personas_language(cli, twin_env, persona: str, said: str, hint: str) -> None:
    home, llm = twin_env
    (home / "twin.toml").write_text("[model]\ntimeout = 0.5\nmax_retries = 0\n", encoding="utf-8")
    llm.add("chat", Reply(text="too late", delay=3))
    result = cli("chat", persona, input="在吗？\n")
    assert result.exit_code == 4, result.output
    lines = stderr_lines(result)
    message = said.format(host=f"127.0.0.1:{llm.llm.port}")
    assert lines[lines.index(message) + 1] == hint
    assert "did not answer within 0.5 seconds." in turns(home, persona)[-1]["error"]


@pytest.mark.parametrize(
    ("persona", "said", "hint", "stops"),
    [
        (
            "lin",
            "{host}（$OPENAI_BASE_URL）上的模型不接受密钥（401）。",
            "在 $OPENAI_API_KEY 里设置一个有效的密钥。你的话已经存下。",
            "谈话到此为止：再问也会同样失败，后面的行没有读。",
        ),
        (
            "alice",
            "The model at {host} ($OPENAI_BASE_URL) refused the key (401).",
            "Set a valid key in $OPENAI_API_KEY. Your message is saved.",
            "The chat stops here: asking again would fail alike, and the lines after this one are not read.",
        ),
    ],
    ids=["zh", "en"],
)
def test_a_refused_key_is_said_in_the_personas_language(cli, twin_env, persona, said, hint, stops) -> None:
    home, llm = twin_env
    (home / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    llm.add("chat", Reply(status=401))
    result = cli("chat", persona, input="一\n二\n")
    assert result.exit_code == 4, result.output
    lines = stderr_lines(result)
    message = said.format(host=f"127.0.0.1:{llm.llm.port}")
    assert lines[lines.index(message) + 1 :][:2] == [hint, stops]
    assert turns(home, persona)[-1]["error"].endswith("refused the key (401).")


@pytest.mark.parametrize(
    ("persona", "said", "hint"),
    [
        (
            "lin",
            "{host}（$OPENAI_BASE_URL）上的模型回复了 8 个字符之后，关闭了连接（RemoteProtocolError: ",
            "服务器中途停下，常常是内存不够或正在重启：看看它的日志。收到的部分已保留。",
        ),
        (
            "alice",
            "The model at {host} ($OPENAI_BASE_URL) closed the connection (RemoteProtocolError: ",
            "A server that stops in the middle is often out of memory or restarting: check its log.  What arrived is "
            "kept.",
        ),
    ],
    ids=["zh", "en"],
)
def test_a_reply_broken_off_midway_is_said_in_the_personas_language(cli, twin_env, persona, said, hint) -> None:
    home, llm = twin_env
    llm.add("chat", Reply(text="我先说一半，然后线就断了，剩下的没到。", chunk_size=4, cut_after=2))
    result = cli("chat", persona, input="说吧\n")
    assert result.stdout == "我先说一半，然后\n"  # what arrived
    lines = stderr_lines(result)
    message = said.format(host=f"127.0.0.1:{llm.llm.port}")
    [at] = [i for i, line in enumerate(lines) if line.startswith(message)]
    assert lines[at + 1] == hint
    cut = turns(home, persona)[-1]
    assert cut["status"] == "error" and "closed the connection" in cut["error"]
    assert "after 8 characters of the reply." in cut["error"]


@pytest.mark.parametrize(
    ("persona", "notice"),
    [
        (
            "lin",
            "记忆：这次的对话没能提取记忆（{host}（$OPENAI_BASE_URL）上的模型回了一个错误（500）：The server had an "
            "error while processing your request.）；等模型恢复或下次启动时再试。",
        ),
        (
            "alice",
            "memory: extraction failed (The model at {host} ($OPENAI_BASE_URL) answered with an error (500): The "
            "server had an error while processing your request.); it is tried again once the model answers, or at "
            "the next start",
        ),
    ],
    ids=["zh", "en"],
)
def test_a_memory_notice_of_a_failed_extraction_says_the_model_error_in_the_personas_language(
    cli, twin_env, persona: str, notice: str
) -> None:
    home, llm = twin_env
    (home / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    llm.add("extract", Reply(status=500))
    result = cli("chat", persona, input="我搬到里昂了。\n")
    assert result.exit_code == 0, result.output
    assert notice.format(host=f"127.0.0.1:{llm.llm.port}") in stderr_lines(result)
    logged = records(home / "data" / persona / "extractions.jsonl")[-1]
    assert logged["status"] == "failed" and "answered with an error (500)" in logged["error"]


def test_a_diary_the_model_left_empty_is_said_in_chinese_at_the_end_of_a_chinese_chat(cli, twin_env) -> None:
    home, llm = twin_env
    llm.defaults["chapter"] = Reply(empty=True)
    result = cli("chat", "lin", input="今天去爬山了。\n")
    assert result.exit_code == 0, result.output
    lines = stderr_lines(result)
    assert lines[lines.index("正在写这次的日记……") + 1 :][:2] == ["模型写的日记是空的。", "日记会在下次启动时补写。"]


def test_a_full_disk_in_the_background_says_what_to_do_in_chinese() -> None:
    import errno

    from twin.narrative.worker import next_step
    from twin.store.jsonl import storage_error

    full = storage_error(Path("/h/data/lin/extractions.jsonl"), OSError(errno.ENOSPC, "No space left on device"))
    assert next_step(full, "zh") == (
        "磁盘满了：没能写入 /h/data/lin/extractions.jsonl。"
        "腾出空间以后，运行 `twin doctor --repair`，它会把这期间说的话补记下来。"
    )
    assert next_step(full, "en") == next_step(full)  # English as before
