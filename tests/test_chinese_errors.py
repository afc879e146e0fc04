"""A Chinese twin's chat says what went wrong in Chinese: a reply's model error, the start's, its memory notices'; an
English twin's chat says what it always said, and the files keep the English (tests/test_failures.py: every
failure's Chinese)."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

from tests.chatkit import records, turns
from tests.conftest import error_kinds, made_without_chinese
from tests.fakeserver import Reply
from tests.memorykit import Script
from twin.llm.failures import CONFIGURE, CONFIGURE_ZH

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
    """Nothing listens at the proxy that reaches the model's address (so the check at the start lets it be, and the
    reply is what fails): the person hears it in Chinese, the proxy named, then that their words are kept."""
    for name in PROXY_VARS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")
    monkeypatch.setenv("TWIN_MODEL", "fake-model")
    result = cli("chat", "lin", input="你好\n")
    assert result.exit_code == 4, result.output
    lines = stderr_lines(result)
    said = (
        "通过代理 http://127.0.0.1:9（$HTTP_PROXY）连不上 127.0.0.1:9（$OPENAI_BASE_URL）上的模型：连接被拒绝"
        "（ECONNREFUSED）。"
    )
    assert said in lines
    assert lines[lines.index(said) + 1] == (
        "代理在运行吗？它连得到 127.0.0.1 吗？检查一下它，或者 unset HTTP_PROXY，直接连接（或者把 127.0.0.1 加进 "
        "NO_PROXY）；`twin doctor` 会检查结果。你的话已经存下。"
    )
    assert "Could not reach" not in result.stderr and "Your message" not in result.stderr
    reply = turns(home_with_personas, "lin")[-1]  # the file keeps the English
    assert reply["status"] == "error" and reply["error"] == (
        "Could not reach a model at 127.0.0.1:9 ($OPENAI_BASE_URL) through the proxy http://127.0.0.1:9 ($HTTP_PROXY): "
        "connection refused."
    )


@pytest.mark.parametrize(
    ("persona", "said"),
    [
        ("lin", ["错误：连不上 127.0.0.1:9（$OPENAI_BASE_URL）上的模型：连接被拒绝（ECONNREFUSED）。", CONFIGURE_ZH]),
        (
            "alice",
            ["Error: Could not reach the model at 127.0.0.1:9 ($OPENAI_BASE_URL): connection refused.", CONFIGURE],
        ),
    ],
    ids=["zh", "en"],
)
def test_a_chat_that_finds_no_model_at_its_start_says_so_and_why_in_the_personas_language(
    cli, home_with_personas, monkeypatch, persona: str, said: list[str]
) -> None:
    """The line begins with 错误： and the system's reason (ECONNREFUSED) is said in Chinese, its name beside it."""
    for name in PROXY_VARS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    result = cli("chat", persona, input="你好\n")
    assert result.exit_code == 4
    assert stderr_lines(result) == said
    assert not turns(home_with_personas, persona)  # before any line was read


@pytest.mark.parametrize(
    ("persona", "said"),
    [
        ("lin", "错误：读不了 {path}：是文件夹，不是文件（EISDIR）。"),
        ("alice", "Error: Could not read {path}: it is a folder, not a file."),
    ],
    ids=["zh", "en"],
)
def test_a_twins_command_says_a_storage_error_in_its_language_and_its_json_in_english(
    cli, home_with_personas: Path, persona: str, said: str
) -> None:
    facts = home_with_personas / "data" / persona / "facts.jsonl"
    facts.mkdir(parents=True)  # a folder where the file belongs
    result = cli("memory", "facts", persona)
    assert result.exit_code == 5
    assert stderr_lines(result) == [said.format(path=facts)]
    result = cli("memory", "facts", persona, "--json")  # a contract for scripts: English
    assert result.exit_code == 5
    assert json.loads(result.stdout)["error"]["message"] == f"Could not read {facts}: it is a folder, not a file."


@pytest.mark.parametrize(
    ("args", "name", "said"),
    [
        (("sessions", "list"), "sessions", {
            "lin": "错误：列不出 {path}：不是文件夹（ENOTDIR）。",
            "alice": "Error: Could not list {path}: Not a directory.",
        }),
        (("persona", "history"), "persona.jsonl", {
            "lin": "错误：{path} 用不了：是文件夹，不是文件（EISDIR）。",
            "alice": "Error: {path} cannot be used: it is a folder, not a file.",
        }),
    ],
    ids=["sessions-list", "persona-history"],
)  # fmt: skip
def test_commands_that_name_a_twin_without_loading_it_say_its_errors_in_its_language(
    cli, home_with_personas: Path, args: tuple[str, ...], name: str, said: dict[str, str]
) -> None:
    for persona, line in said.items():
        path = home_with_personas / "data" / persona / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if name == "sessions":
            path.write_text("")  # a file where the folder belongs
        else:
            path.mkdir()  # a folder where the file belongs
        result = cli(*args, persona)
        assert result.exit_code == 5
        assert stderr_lines(result)[0] == line.format(path=path)


def test_a_command_about_no_twin_says_its_errors_in_english_after_a_chinese_twins(
    cli, home_with_personas: Path, tmp_path: Path, monkeypatch
) -> None:
    (home_with_personas / "data" / "lin" / "facts.jsonl").mkdir(parents=True)
    assert stderr_lines(cli("memory", "facts", "lin"))[0].startswith("错误：读不了 ")
    other = tmp_path / "other"
    other.mkdir()
    (other / "personas").write_text("")  # a file where the folder of personas belongs
    monkeypatch.setenv("TWIN_HOME", str(other))
    result = cli("init")
    assert result.exit_code == 5
    assert stderr_lines(result)[0] == (
        f"Error: {other / 'personas'} cannot be used: something that is not a folder stands where twin keeps one."
    )


@pytest.mark.parametrize(
    ("persona", "said"),
    [
        ("lin", [r"错误：(?P<index>\S+) 所在的磁盘满了（还剩 \d+ KB）：索引没法在那里建。",
                 "腾出一些空间再运行一次；这期间读取用的是临时文件夹里或内存里的副本。"]),
        ("alice", [r"Error: The disk of (?P<index>\S+) is full \(\d+ KB free\): the index cannot be built there\.",
                   r"Free some space and run it again; reads meanwhile use a copy in the temporary folder or in "
                   r"memory\."]),
    ],
    ids=["zh", "en"],
)  # fmt: skip
def test_an_index_rebuild_the_disk_cannot_hold_is_said_in_the_personas_language(
    cli, home_with_personas: Path, monkeypatch, persona: str, said: list[str]
) -> None:
    from twin.store import derived

    monkeypatch.setattr(derived, "MIN_FREE", 1 << 62)  # more than any disk has free
    result = cli("index", "rebuild", persona)
    assert result.exit_code == 5, result.output
    lines = stderr_lines(result)
    assert len(lines) == 2 and all(re.fullmatch(p, line) for p, line in zip(said, lines, strict=True)), lines
    where = re.fullmatch(said[0], lines[0])
    assert where is not None and where["index"] == str(home_with_personas / "data" / persona / "index")


@pytest.mark.parametrize(
    ("persona", "said"),
    [
        ("lin", ["错误：twin 因为一个意外的错误停下了（RuntimeError: a bug）。",
                 "这是 twin 的 bug。之前写下的都还在。加上 --debug 再运行同一个命令，看看它出在哪里，"
                 "然后带着那段输出报告它。"]),
        ("alice", ["Error: twin stopped on an unexpected error (RuntimeError: a bug).",
                   "This is a bug in twin. What was written before it stays written. Run the same command with --debug "
                   "to see where it happened, and report it with that output."]),
    ],
    ids=["zh", "en"],
)  # fmt: skip
def test_a_bug_met_in_a_chat_is_said_in_the_personas_language(
    cli, twin_env, monkeypatch, persona: str, said: list[str]
) -> None:
    from twin.chat.loop import ChatLoop

    def broken(self: ChatLoop) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(ChatLoop, "run", broken)  # the only way to have a bug: twin has none on purpose
    result = cli("chat", persona, input="你好\n")
    assert result.exit_code == 1
    assert stderr_lines(result)[-2:] == said


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
            "这条消息对 {host}（$OPENAI_BASE_URL）上的模型来说太长了：请求超出了它的上下文窗口，被拒绝了（400）："
            "This model's maximum context length is 5000 tokens.",
            "把它分成几段发，或者换一个窗口更大的模型；短消息也被拒绝的话，调小 twin.toml 里 [context] 的 "
            "total_tokens 和 [model] 的 max_tokens，让两者加起来装得进模型的窗口。你的话已经存下。",
        ),
        (
            "alice",
            "The message is too long for the model at {host} ($OPENAI_BASE_URL): it refused the request as longer "
            "than its context window (400): This model's maximum context length is 5000 tokens.",
            "Send it in shorter parts, or use a model with a larger window; if short messages are refused too, make "
            "total_tokens under [context] and max_tokens under [model] in twin.toml fit the model's window together. "
            "Your message is saved.",
        ),
    ],
    ids=["zh", "en"],
)
def test_a_message_too_long_for_the_model_is_said_so_in_the_personas_language(
    cli, twin_env, persona: str, said: str, hint: str
) -> None:
    home, llm = twin_env
    (home / "twin.toml").write_text("[model]\nmax_retries = 0\n", encoding="utf-8")
    llm.llm.context_chars = 20_000  # the model's window: 5,000 tokens
    result = cli("chat", persona, input="很长的一段话。" * 5000 + "\n")
    assert result.exit_code == 4, result.output
    lines = stderr_lines(result)
    message = said.format(host=f"127.0.0.1:{llm.llm.port}")
    [at] = [i for i, line in enumerate(lines) if line.startswith(message)]
    assert lines[at + 1] == hint
    assert turns(home, persona)[-2]["text"] == "很长的一段话。" * 5000  # kept whole
    assert turns(home, persona)[-1]["error"].startswith("The message is too long for the model at ")


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


NOT_FOUND_ZH = ["错误：找不到会话 01ABC。", "用 `twin sessions list` 查看所有会话和它们的 ID。"]
NOT_FOUND_EN = ["Error: No session has the id '01abc'.", "`twin sessions list` shows the sessions and their ids."]


@pytest.mark.parametrize("command", [("sessions", "show"), ("sessions", "export"), ("replay",)], ids=" ".join)
def test_a_session_id_not_found_is_said_in_the_language_of_the_homes_own_twin(
    cli, home_with_personas: Path, command: tuple[str, ...]
) -> None:
    """A command that names a session, not a twin, speaks as the home's twin does (its default_persona): Chinese
    for lin, English for alice, and English in a home of two twins and no default; its JSON stays English."""
    for twin_toml, said in [
        ('default_persona = "lin"\n', NOT_FOUND_ZH),
        ('default_persona = "alice"\n', NOT_FOUND_EN),
        ("", NOT_FOUND_EN),  # two twins, none the default: no one's language
    ]:
        (home_with_personas / "twin.toml").write_text(twin_toml, encoding="utf-8")
        result = cli(*command, "01abc")
        assert result.exit_code == 2
        assert stderr_lines(result) == [line.replace("01ABC", "01abc") for line in said], twin_toml
        nobody = cli(*command, "01abc", "--persona", "nobody")
        assert nobody.exit_code == 3
        assert stderr_lines(nobody)[0] == (
            f"错误：{home_with_personas} 里没有叫 'nobody' 的分身。"
            if said == NOT_FOUND_ZH
            else f"Error: There is no twin called 'nobody' in {home_with_personas}."
        )
        if command[-1] == "show":
            result = cli(*command, "01abc", "--json")
            assert json.loads(result.stdout)["error"]["message"] == "No session has the id '01abc'."


def test_a_session_id_is_said_in_the_language_of_the_twin_it_is_looked_for_in(cli, home_with_personas) -> None:
    lin = cli("sessions", "show", "01ABC", "--persona", "lin")
    assert stderr_lines(lin) == ["错误：找不到 lin 的会话 01ABC。", "用 `twin sessions list` 查看所有会话和它们的 ID。"]
    alice = cli("replay", "01ABC", "--persona", "alice")
    assert stderr_lines(alice)[0] == "Error: No session of alice has the id '01ABC'."
    wrong = cli("sessions", "export", "no-such-id!", "--persona", "lin")
    assert wrong.exit_code == 2 and stderr_lines(wrong)[0] == "错误：'no-such-id!' 不是会话 ID。"
    empty = cli("sessions", "search", "lin", " ")
    assert empty.exit_code == 2
    assert stderr_lines(empty) == ["错误：要搜什么？", "在后面写上要搜的词：twin sessions search [PERSONA] TEXT"]


def test_a_home_whose_only_twin_is_chinese_speaks_chinese_before_a_twin_is_named(cli, home_with_personas) -> None:
    (home_with_personas / "personas" / "alice.toml").unlink()
    result = cli("sessions", "show", "01ABC")
    assert result.exit_code == 2
    assert stderr_lines(result) == NOT_FOUND_ZH


def test_several_sessions_an_id_begins_are_said_in_chinese(cli, home_with_personas) -> None:
    from tests.test_sessions_cli import at, write_session

    ids = [write_session(home_with_personas, "lin", at(4, hour), [("user", "你好", 0, {})])[0] for hour in (9, 10)]
    prefix = os.path.commonprefix(ids)[:4]
    result = cli("replay", prefix, "--persona", "lin")
    assert result.exit_code == 2
    assert stderr_lines(result) == [
        f"错误：有 2 个会话的 ID 以 {prefix} 开头。",
        "把 ID 写长一些，让它只对得上一个会话。",
    ]


def test_a_session_a_chinese_twins_memory_cannot_tell_is_said_as_the_session_commands_say_it(
    cli, home_with_personas
) -> None:
    """`twin memory purge lin --session` finds its session by the twin's own store (`SessionStore.find`), which said
    the id quoted in Chinese ('有 2 个会话的 ID 以 '01K' 开头'), in words of its own: one place says both now."""
    from tests.test_sessions_cli import at, write_session

    ids = [write_session(home_with_personas, "lin", at(4, hour), [("user", "你好", 0, {})])[0] for hour in (9, 10)]
    prefix = os.path.commonprefix(ids)[:4]
    several = cli("memory", "purge", "lin", "--session", prefix, "--yes")
    assert several.exit_code == 2
    assert stderr_lines(several) == [
        f"错误：有 2 个会话的 ID 以 {prefix} 开头。",
        "把 ID 写长一些，让它只对得上一个会话。",
    ]
    assert stderr_lines(cli("replay", prefix, "--persona", "lin"))[0] == stderr_lines(several)[0]
    none = cli("memory", "purge", "lin", "--session", "ZZZZ", "--yes")
    assert none.exit_code == 2
    assert stderr_lines(none) == ["错误：找不到会话 ZZZZ。", "用 `twin sessions list` 查看所有会话和它们的 ID。"]


def test_ctrl_c_that_reaches_the_command_line_is_said_in_the_personas_language(cli, twin_env, monkeypatch) -> None:
    """A Ctrl-C the chat lets through (at its start, or while it waits for memory work at its end) ends the command
    with one line and status 130: in Chinese for lin, in English for alice."""
    from twin.chat.loop import ChatLoop

    def interrupted(self: ChatLoop) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(ChatLoop, "run", interrupted)
    for persona, said in (("lin", "已中断。"), ("alice", "Interrupted.")):
        result = cli("chat", persona, input="你好\n")
        assert result.exit_code == 130
        assert stderr_lines(result)[-1] == said


@pytest.mark.parametrize(
    ("args", "status", "said"),
    [
        (("memory", "history", "lin", "user.nothing"), 2,
         ["错误：没有关于 user.nothing 的事实。", "用 `twin memory facts lin --all` 查看所有的键。"]),
        (("memory", "search", "lin", " "), 2,
         ["错误：要搜什么？", "在后面写上要搜的词：twin memory search PERSONA QUERY"]),
        (("index", "embed", "lin"), 3, ["错误：没有设置嵌入模型，所以回想只靠字词。",
         '把 twin.toml 里 [model] 下的 embedding_model = "..."，或者 TWIN_EMBEDDING_MODEL，设成你的端点提供的一个模型'
         "（Ollama：`ollama pull bge-m3`）。"]),
        (("voice", "show", "lin"), 3,
         ["错误：林还没有文风档案。", "先用你写的东西学一份：`twin voice learn lin notes/`。"]),
    ],
    ids=lambda v: " ".join(v) if isinstance(v, tuple) else "",
)  # fmt: skip
def test_a_chinese_twins_command_called_wrongly_says_so_in_chinese(
    cli, home_with_personas: Path, args: tuple[str, ...], status: int, said: list[str]
) -> None:
    """Said in Chinese for lin; alice, English, says the same as ever."""
    result = cli(*args)
    assert result.exit_code == status, result.output
    assert stderr_lines(result) == said
    english = cli(*["alice" if a == "lin" else a for a in args])
    assert english.exit_code == status and stderr_lines(english)[0].startswith("Error: "), english.output


def test_the_json_of_a_chinese_twins_error_keeps_its_english(cli, home_with_personas: Path) -> None:
    """Even of `twin voice`, whose --json said a Chinese twin's errors in Chinese: `message` and `hint` are English
    for every twin, as the README promises scripts."""
    result = cli("voice", "show", "lin", "--json")
    assert result.exit_code == 3
    assert json.loads(result.stdout)["error"] == {
        "message": "林 has no voiceprint yet.",
        "hint": "Learn one from your writing: `twin voice learn lin notes/`.",
        "exit": 3,
        "kind": "config",
    }
    assert stderr_lines(result)[0] == "错误：林还没有文风档案。"


def test_a_home_whose_default_twin_is_chinese_says_what_cannot_be_made_in_chinese(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    (home_with_personas / "twin.toml").write_text('default_persona = "lin"\n', encoding="utf-8")
    made = cli("persona", "new", "lin", "--from", "lin")
    assert made.exit_code == 2
    assert stderr_lines(made) == [
        f"错误：{home_with_personas / 'personas' / 'lin.toml'} 已经存在。",
        "换一个名字，或者编辑它：`twin persona edit lin`。",
    ]
    export = tmp_path / "conversations.json"
    export.write_text("[]", encoding="utf-8")
    imported = cli("import", "chatgpt", str(export), "--persona", "nobody")
    assert imported.exit_code == 3
    assert stderr_lines(imported) == [
        f"错误：{home_with_personas / 'personas'} 里没有叫 'nobody' 的分身。",
        "这里的分身：alice、lin。用 `twin persona new nobody` 创建它（在空的主目录里，`twin init` 会放进示例）。",
    ]


def test_a_date_that_cannot_be_read_is_said_in_the_personas_language(cli, home_with_personas) -> None:
    for persona, said in (
        ("lin", ["错误：读不了日期 '某天'。", "用 ISO 日期或时间（2024-03-01、2024-03-01T14:30），"
                 "或者这样的说法：昨天、3天前、两周前、上个月、now、yesterday、3 days ago。"]),
        ("alice", ["Error: Cannot read the date '某天'.", "Use an ISO date or time (2024-03-01, 2024-03-01T14:30), or "
                   "words: now, yesterday, 3 days ago, 2 weeks ago, last month, 昨天, 3天前, 两周前, 上个月."]),
    ):  # fmt: skip
        result = cli("memory", "search", persona, "你好", "--as-of", "某天")
        assert result.exit_code == 2
        assert stderr_lines(result) == said


DATE_HINT_ZH = "用 ISO 日期或时间（2024-03-01、2024-03-01T14:30），或者这样的说法：昨天、3天前、两周前、上个月、" + (
    "now、yesterday、3 days ago。"
)


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("memory", "facts", "lin", "--as-of", "zzz"), ["错误：读不了日期 'zzz'。", DATE_HINT_ZH]),
        (("chat", "lin", "--as-of", "zzz"), ["错误：读不了日期 'zzz'。", DATE_HINT_ZH]),
        (("mcp", "lin", "--as-of", "zzz"), ["错误：读不了日期 'zzz'。", DATE_HINT_ZH]),
        (("memory", "facts", "lin", "--min-confidence", "nan"),
         ["错误：--min-confidence 要是 0 到 1 之间的数，不能是 nan。", "比如 --min-confidence 0.8。"]),
        (("memory", "facts", "lin", "--kind", "rumour"),
         ["错误：--kind 没有 'rumour' 这一种。", "用其中之一：fact、event、preference、rule。"]),
        (("memory", "facts", "lin", "--cold", "--all"),
         ["错误：--cold 列出的是现在沉寂的事实。", "用 --cold 时去掉 --as-of 和 --all。"]),
        (("memory", "correct", "lin", "city", "北\u202e京"),
         ["错误：这个值含有 U+202E，显示值的地方会因它打乱或隐藏文字。",
          "值只能是一行，最多 200 个字符，不能有控制字符，也不能有会打乱或隐藏文字的字符（双向控制符、零宽字符）。"]),
        (("memory", "review", "lin", "--as", "上海"),
         ["错误：--as 要和 --keep 一起用。", "比如：twin memory review lin --keep ID --as VALUE。"]),
        (("voice", "learn", "lin"),
         ["错误：没有可以学习的东西。", "给出你写的文件或文件夹，或者加上 --from-sessions。"]),
        (("chat", "lin", "--user", "小\tS"),
         ["错误：--user 含有控制字符 U+0009。",
          "名字只能是一行，最多 128 个字符，不能有控制字符，也不能有会打乱或隐藏文字的字符（双向控制符、零宽字符）。"]),
        (("ingest", "lin", ""),
         ["错误：FILE 是空的路径。", '给出一个文件或文件夹（没有设置的变量，"$NAME" 就是空的）。']),
        (("import", "sillytavern", "/dev/null", "--persona", "lin"),
         ["错误：/dev/null 是设备文件，不是文件。", "给出 SillyTavern 的聊天文件（.jsonl）。"]),
        (("replay", "{session}", "--speed", "nan"),
         ["错误：--speed 要是大于 0 的有限数，不能是 nan。", "完全不要停顿，就用 --instant。"]),
        (("sessions", "export", "{session}", "--format", "pdf"),
         ["错误：--format 只能是 md、json、jsonl 之一，不能是 'pdf'。"]),
    ],
    ids=lambda v: " ".join(v[:4]) if isinstance(v, tuple) else "",
)  # fmt: skip
def test_what_a_chinese_twins_command_was_given_wrongly_is_said_in_chinese(
    cli, home_with_personas: Path, args: tuple[str, ...], said: list[str]
) -> None:
    """A date, a value, a path, a name or an option a command was given is checked once the twin it names is read:
    `twin memory facts lin --as-of zzz` said "Error: Cannot read the date 'zzz'." in English, as `twin memory
    search lin x --as-of zzz` did not. alice, English, says the same as ever; nothing is written."""
    from tests.test_sessions_cli import at, write_session

    lins = write_session(home_with_personas, "lin", at(4, 9), [("user", "你好", 0, {})])[0]
    alices = write_session(home_with_personas, "alice", at(4, 9), [("user", "hello", 0, {})])[0]
    lins_city(home_with_personas)

    def kept() -> dict[Path, bytes]:  # the files a person's words and the twins are kept in
        return {p: p.read_bytes() for p in home_with_personas.rglob("*") if p.suffix in (".jsonl", ".toml")}

    before = kept()
    result = cli(*[a.format(session=lins) for a in args])
    assert result.exit_code == 2, result.output
    assert stderr_lines(result) == said
    english = cli(*["alice" if a == "lin" else a.format(session=alices) for a in args])
    assert english.exit_code == 2 and stderr_lines(english)[0].startswith("Error: "), english.output
    assert kept() == before


def test_a_card_given_wrongly_is_said_in_the_language_of_the_homes_twin(cli, home_with_personas: Path) -> None:
    (home_with_personas / "twin.toml").write_text('default_persona = "lin"\n', encoding="utf-8")
    language = cli("import", "card", "card.json", "--language", "fr")
    assert language.exit_code == 2
    assert stderr_lines(language) == ["错误：--language 只能是 en 或 zh，不能是 'fr'。"]
    empty = cli("import", "card", "")
    assert empty.exit_code == 2 and stderr_lines(empty)[0] == "错误：FILE 是空的路径。"


def test_a_name_that_cannot_be_a_twins_is_said_in_the_language_of_the_homes_twin(cli, home_with_personas) -> None:
    (home_with_personas / "twin.toml").write_text('default_persona = "lin"\n', encoding="utf-8")
    result = cli("memory", "facts", "bad.name")
    assert result.exit_code == 3
    assert stderr_lines(result) == [
        "错误：'bad.name' 不能用作分身的名字。",
        "只用字母、数字、'-' 和 '_'（比如：alice、lin、work-me）。",
    ]


@pytest.mark.parametrize(
    ("variable", "value", "said"),
    [
        ("OPENAI_BASE_URL", "ftp://127.0.0.1/v1",
         ["错误：OPENAI_BASE_URL 不是 twin 能用的地址：它不是以 http:// 或 https:// 开头的。",
          "把 OPENAI_BASE_URL 设成 API 的地址，它通常以 /v1 结尾（比如 http://127.0.0.1:11434/v1）；"
          "`twin doctor` 会检查它。"]),
        ("OPENAI_API_KEY", "sk-clé",
         ["错误：$OPENAI_API_KEY 里的密钥含有密钥不会有的字符：ASCII 以外的字符（带重音的字母、排版用的引号或空格）。"
          "它没有发出去。", "重新设置 OPENAI_API_KEY，只放密钥本身，照服务商显示的样子复制。"]),
    ],
    ids=["url", "key"],
)  # fmt: skip
def test_a_chinese_twins_chat_says_what_is_wrong_with_its_settings_in_chinese(
    cli, home_with_personas, monkeypatch, variable: str, value: str, said: list[str]
) -> None:
    monkeypatch.setenv(variable, value)
    result = cli("chat", "lin", input="你好\n")
    assert result.exit_code == 3
    assert stderr_lines(result) == said
    assert stderr_lines(cli("chat", "alice", input="hi\n"))[0].startswith(
        f"Error: {variable} is not" if "URL" in variable else "Error: The key in $OPENAI_API_KEY holds"
    )


def lins_city(home: Path) -> Any:
    """lin's memory holding that the person lives in 上海."""
    from twin.facts.store import FactStore

    return FactStore(home / "data" / "lin").assert_fact(
        "user", "city", "上海", source="user", confidence=1.0, cause="t"
    )


@pytest.mark.parametrize(
    ("args", "status", "said"),
    [
        (("memory", "why", "lin", "nosuch"), 2,
         ["错误：现在没有叫 'nosuch' 的事实。",
          "`twin memory facts` 按名字列出现在记着的事实；加上 `--all` 还会列出其余的，带着 ID。"]),
        (("memory", "purge", "lin", "abc"), 2,
         ["错误：'abc' 太短，认不出是哪条事实。",
          "ID 至少要给 4 个字符。用 `twin memory facts --all` 查看所有事实和它们的 ID。"]),
        (("memory", "forget", "lin", "AB12"), 2,
         ["错误：没有 ID 为 'AB12' 的事实。", "用 `twin memory facts --all` 查看所有事实和它们的 ID。"]),
        (("memory", "correct", "lin", "city", "上海"), 2, ["错误：user.city 本来就是 '上海'。", "没有要改的。"]),
        (("memory", "purge", "lin"), 2,
         ["错误：一次只能清除一条事实或一次会话。", "给出一条事实的 ID，或者 --session ID。"]),
        (("memory", "review", "lin", "--keep", "abc"), 2,
         ["错误：'abc' 太短，指不出是哪一个问题。",
          "写上它的 ID（q 加 7 个字符），或其中 4 个；`twin memory review lin` 会列出来。"]),
    ],
    ids=lambda v: " ".join(v[:3]) if isinstance(v, tuple) else "",
)  # fmt: skip
def test_a_chinese_twins_memory_says_in_chinese_which_fact_or_question_it_cannot_find(
    cli, home_with_personas: Path, args: tuple[str, ...], status: int, said: list[str]
) -> None:
    lins_city(home_with_personas)
    result = cli(*args)
    assert result.exit_code == status, result.output
    assert stderr_lines(result) == said


def test_a_purge_of_a_facts_name_asks_for_its_id_in_chinese(cli, home_with_personas: Path) -> None:
    fact = lins_city(home_with_personas)
    result = cli("memory", "purge", "lin", "city", "--yes")
    assert result.exit_code == 2
    assert stderr_lines(result) == [
        f"错误：清除要用事实的 ID，不能用名字：'city' 是 user.city = 上海，事实 {fact.short_id}。",
        f"如果要永久删除的就是它：`twin memory purge lin {fact.short_id}`。",
    ]


def test_a_fact_forgotten_already_is_said_so_in_chinese(cli, home_with_personas: Path) -> None:
    fact = lins_city(home_with_personas)
    assert cli("memory", "forget", "lin", fact.id).exit_code == 0
    again = cli("memory", "forget", "lin", fact.id)
    assert again.exit_code == 6
    lines = stderr_lines(again)
    assert re.fullmatch(rf"错误：事实 {fact.id}（user.city = 上海）已经忘掉了（从 \S+ 起）。", lines[0]), lines
    assert lines[1] == f"没有要忘的。`twin memory purge lin {fact.short_id}` 会永久删除它。"


def test_a_chinese_twins_persona_commands_say_what_they_cannot_find_in_chinese(cli, home_with_personas) -> None:
    none_yet = cli("persona", "rollback", "lin", "9", "--yes")
    assert none_yet.exit_code == 2
    assert stderr_lines(none_yet) == ["错误：lin 还没有记下任何版本。", "每次编辑和聊天都会记下一个版本。"]
    (home_with_personas / "twin.toml").write_text('default_persona = "lin"\n', encoding="utf-8")
    nobody = cli("memory", "facts", "nobody")
    assert nobody.exit_code == 3
    assert stderr_lines(nobody) == [
        f"错误：{home_with_personas / 'personas'} 里没有叫 'nobody' 的分身。",
        "这里的分身：alice、lin。用 `twin persona new nobody` 创建它（在空的主目录里，`twin init` 会放进示例）。",
    ]
    example = cli("persona", "new", "x", "--from", "bob")
    assert example.exit_code == 2
    assert stderr_lines(example) == ["错误：没有叫 'bob' 的示例分身。", "自带的示例：alice、lin。"]


def test_a_chinese_twins_imports_say_what_is_wrong_with_the_file_in_chinese(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    from twin.imports.chatgpt import EXPORT_HINT_ZH
    from twin.imports.sillytavern import HINT_ZH

    (tmp_path / "conversations.json").write_text("not json", encoding="utf-8")
    chatgpt = cli("import", "chatgpt", str(tmp_path / "conversations.json"), "--persona", "lin")
    assert chatgpt.exit_code == 2
    lines = stderr_lines(chatgpt)
    assert (
        lines[0].startswith("错误：conversations.json 不是 ChatGPT 的导出：它不是 JSON（")
        and lines[1] == EXPORT_HINT_ZH
    )
    (tmp_path / "chat.jsonl").write_text("\n\n", encoding="utf-8")
    tavern = cli("import", "sillytavern", str(tmp_path / "chat.jsonl"), "--persona", "lin")
    assert tavern.exit_code == 2
    assert stderr_lines(tavern) == ["错误：chat.jsonl 是空的。", HINT_ZH]
    missing = cli("ingest", "lin", str(tmp_path / "missing.md"))
    assert missing.exit_code == 2
    assert stderr_lines(missing) == [
        f"错误：没有 {tmp_path / 'missing.md'} 这个文件。",
        f"找的是 {tmp_path / 'missing.md'}：检查文件名和所在的文件夹。",
    ]
    english = cli("ingest", "alice", str(tmp_path / "missing.md"))
    assert stderr_lines(english) == [
        f"Error: There is no file {tmp_path / 'missing.md'}.",
        f"It was looked for at {tmp_path / 'missing.md'}: check its name and its folder.",
    ]


def test_a_card_that_cannot_be_used_is_said_in_the_language_of_the_homes_twin(
    cli, home_with_personas, tmp_path
) -> None:
    (home_with_personas / "twin.toml").write_text('default_persona = "lin"\n', encoding="utf-8")
    (tmp_path / "card.json").write_text("{}", encoding="utf-8")
    result = cli("import", "card", str(tmp_path / "card.json"))
    assert result.exit_code == 3
    assert stderr_lines(result) == [
        "错误：card.json 不是能用的角色卡：JSON 里既没有 `spec` 也没有 `name`，所以不是角色卡。",
        "什么也没写。",
    ]


def test_every_error_a_command_can_meet_once_its_twin_is_known_is_given_its_chinese() -> None:
    """A UsageError, ConfigError, PersonaError or ConflictError (and every kind derived from them) names its Chinese
    where it is made, as a StorageError does (tests/test_storage_errors.py): a Chinese twin's commands say it in
    Chinese, never half English. Let be: an error made before the command has read its home or a twin (a bad
    option, the home itself), marked so in a comment; and twin/serve/, whose errors are its answers to programs."""
    kinds = error_kinds({"UsageError", "ConfigError", "ConflictError"})
    assert {"PersonaError", "StaleFactError", "UnnamedFact", "ReviewError", "NotWritingError"} <= kinds
    assert made_without_chinese(kinds, skip=("serve",)) == []


# What a command reads to know the twin it is about (and so the language its errors are said in), what it reads to
# know the home's own twin when it names none, and the checks of what it was given.
TWIN_READS = {"choose_persona", "open_store", "speaking", "speaking_of", "target_twin", "open_session"}
HOME_READS = {"home", "resolve_home", "open_settings"}
CHECKS = {"parse_date", "_as_of", "typed_value", "typed_path", "user_name", "regular_files", "_output_format"}


def _commands(tree: Any) -> list[Any]:
    """The functions of a module that typer runs as commands: decorated with `x.command(...)`, or passed to it."""
    import ast

    registered = {
        node.args[0].id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Call) and node.args
        if getattr(node.func.func, "attr", None) == "command" and isinstance(node.args[0], ast.Name)
    }
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef)
        and (
            node.name in registered
            or any(isinstance(d, ast.Call) and getattr(d.func, "attr", None) == "command" for d in node.decorator_list)
        )
    ]


def test_a_command_checks_what_it_was_given_once_it_knows_its_twin() -> None:
    """`twin memory facts lin --as-of zzz` said "Error: Cannot read the date" in English: the date was read before the
    twin was. A command reads the twin it names (else the home, whose twin speaks for it) first; no error is raised
    and no value checked before that, no option or argument is checked by click (a parser or a callback runs before
    the command, when no twin is known), and no error after it is marked as made before any twin is known."""
    import ast

    from tests.conftest import NO_TWIN_YET, REPO

    wrong = []
    paths = sorted((REPO / "twin" / "cli").glob("*.py")) + [REPO / "twin" / "serve" / "commands.py"]
    for path in paths:
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        tree = ast.parse(text)
        where = path.relative_to(REPO)
        for node in ast.walk(tree):  # click's own checks of an option or argument
            if isinstance(node, ast.Call) and getattr(node.func, "attr", None) in ("Option", "Argument"):
                wrong += [f"{where}:{node.lineno} {k.arg}=" for k in node.keywords if k.arg in ("parser", "callback")]
        for command in _commands(tree):
            calls = [c for c in ast.walk(command) if isinstance(c, ast.Call)]
            named = {c.lineno for c in calls if getattr(c.func, "id", getattr(c.func, "attr", None)) in TWIN_READS}
            read = named or {c.lineno for c in calls if getattr(c.func, "id", None) in HOME_READS}
            if not read:
                continue  # reads no twin (`twin init`, `twin serve token`)
            first = min(read)
            early = [n.lineno for n in ast.walk(command) if isinstance(n, ast.Raise) and n.lineno < first]
            early += [c.lineno for c in calls if c.lineno < first and getattr(c.func, "id", None) in CHECKS]
            marked = [i + 1 for i in range(first, command.end_lineno or first) if f"# {NO_TWIN_YET}" in lines[i]]
            wrong += [f"{where}:{line} {command.name}" for line in sorted(early + marked)]
    assert wrong == []


def test_a_chinese_twins_empty_listings_are_said_in_chinese(cli, home_with_personas) -> None:
    """`twin memory facts lin` said 没有事实（lin）, and review, eras, persona history, sessions list and search said
    their nothing in English (a blind audit, 2026-12-07)."""
    said = {
        ("memory", "review", "lin"): "没有要你确认的（lin）：模型提出的每条事实都已记下或拒绝了。\n",
        ("persona", "history", "lin"): "lin 还没有记下的版本；下次聊天、编辑或回滚时会记下一个。\n",
        ("sessions", "list", "lin"): "lin 还没有会话。\n",
        ("sessions", "search", "lin", "猫"): "没有对得上 '猫' 的话。\n",
    }
    for args, words in said.items():
        result = cli(*args)
        assert (result.exit_code, result.stderr) == (0, words), args
    eras = cli("memory", "eras", "lin").stderr  # (its count said "0 summaries written, 0 owed (lin).")
    assert eras == "还没有日记：时间线从第一次结束的会话开始。\n写了 0 份总结，还欠 0 份（lin）。\n"
    assert cli("memory", "eras", "lin", "--no-write").stderr.endswith("还欠 0 份总结（lin）。\n")
    assert cli("memory", "stats", "lin").stdout == (  # (it said "sessions 0 (0 turns)", "chapters 0 written, …")
        "会话      0（0 轮）\n事实      当前 0 条（按来源：-；按层：-）\n提取      0 次，失败 0 次，记下 0 条事实\n"
        "拒绝      0（按原因：-）\n待确认    0 条（`twin memory review lin`：由你留下或丢掉）\n"
        "日记      写了 0 篇，还欠 0 篇\n"
    )
    assert cli("sessions", "list", "alice").stderr == "No sessions of alice yet.\n"  # an English twin's, as before
