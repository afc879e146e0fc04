"""Every failure of the model client is said in Chinese too, beside its English: with the same facts (hosts,
seconds, status codes, the server's words) and the names of settings and commands as they are typed. The real
client meets each against the fake model server (or, for what no request here can make, is handed the exception)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import openai
import pytest

from tests.conftest import made_without_chinese
from tests.fakeserver import FakeOpenAI, Reply, hanging_up
from twin.errors import ModelError, ModelTimeoutError, ModelTooLongError
from twin.llm.client import ChatClient
from twin.settings import Endpoint

PROXY_VARS = [v for name in ("http", "https", "all", "no") for v in (f"{name}_proxy", f"{name.upper()}_PROXY")]
CJK = re.compile(r"[\u4e00-\u9fff]")
# what an error states that its Chinese must state alike: an address, a number, a command, a setting's name
FACT = re.compile(
    r"https?://[^\s,;)]+|`[^`]+`|\$?\b[A-Z][A-Z0-9_]{2,}\b|\[\w+\]|\b[a-z]+(?:[._][a-z]+)+\b|\d+(?:\.\d+)?"
)
MESSAGES = [{"role": "user", "content": "你好"}]


def endpoint(url: str, **given: Any) -> Endpoint:
    values: dict[str, Any] = {
        "model": "fake-model",
        "api_key": "sk-test",
        "key_source": "$OPENAI_API_KEY",
        "origin": "$OPENAI_BASE_URL",
        "timeout": 5.0,
        "max_retries": 0,
    }
    return Endpoint(base_url=url, **(values | given))


def raised(call: Callable[[], object]) -> ModelError:
    with pytest.raises(ModelError) as info:
        call()
    return info.value


def completed(fake: FakeOpenAI, *replies: Reply, **given: Any) -> ModelError:
    """The error of a reply not streamed (extraction's, a diary's) that the fake model answers with `replies`."""
    fake.enqueue(*replies)
    return raised(lambda: ChatClient(endpoint(fake.base_url, **given)).complete(MESSAGES))


def streamed(fake: FakeOpenAI, *replies: Reply, **given: Any) -> ModelError:
    """The error of a chat's streamed reply: raised before its first word, or kept with what arrived."""
    fake.enqueue(*replies)
    stream = ChatClient(endpoint(fake.base_url, **given)).stream(MESSAGES)
    try:
        "".join(stream)
    except ModelError as exc:
        return exc
    assert stream.completion.failure is not None and stream.completion.status == "error"
    return stream.completion.failure


def handshake_dropped(fake: FakeOpenAI) -> ModelError:
    """The error of an HTTPS address whose listener reads the TLS greeting and hangs up (a proxy restarting)."""
    with hanging_up() as url:
        return raised(lambda: ChatClient(endpoint(url)).complete(MESSAGES))


def untrusted(fake: FakeOpenAI) -> ModelError:
    """The error of a model over HTTPS with a self-signed certificate (a server of one's own)."""
    import shutil
    import ssl
    import subprocess
    import tempfile

    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed")
    with tempfile.TemporaryDirectory() as folder:
        cert, key = Path(folder) / "cert.pem", Path(folder) / "key.pem"
        subprocess.run(
            ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert),
             "-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
            check=True, capture_output=True,
        )  # fmt: skip
        served = FakeOpenAI()
        served.tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        served.tls.load_cert_chain(cert, key)
    with served:
        return completed(served)


def not_utf8(fake: FakeOpenAI) -> ModelError:
    from twin.llm.failures import broken_stream

    cut = UnicodeDecodeError("utf-8", b"\xe4\xbd", 0, 2, "unexpected end of data")
    return broken_stream(cut, endpoint(fake.base_url), 12)


def sdk_error(exc: BaseException) -> Callable[[FakeOpenAI], ModelError]:
    """The error of an exception the SDK (or its transport) raised that no request here makes."""
    from twin.llm.failures import model_error

    return lambda fake: model_error(exc, endpoint(fake.base_url))


def through_a_closed_proxy(fake: FakeOpenAI) -> ModelError:
    """The error of a model reached through a proxy (HTTPS_PROXY, with a password) that nothing listens at."""
    import os

    os.environ["HTTPS_PROXY"] = "http://bob:hunter2@127.0.0.1:9"
    try:
        return raised(lambda: ChatClient(endpoint("https://model.example.com/v1")).complete(MESSAGES))
    finally:
        del os.environ["HTTPS_PROXY"]


def no_models(fake: FakeOpenAI) -> ModelError:
    fake.models = []
    return raised(lambda: ChatClient(endpoint(fake.base_url, model="")).model)


def at(url: str, fake: FakeOpenAI) -> str:
    """`url` with the fake model's address in it: {api} (…/v1), {root} (without /v1), {https} (as an https:// one)."""
    api = fake.base_url
    return url.format(api=api, root=api.removesuffix("/v1"), https=api.replace("http://", "https://"))


def asked(url: str, **given: Any) -> Callable[[FakeOpenAI], ModelError]:
    """The error of a reply asked of `url`."""
    return lambda fake: raised(lambda: ChatClient(endpoint(at(url, fake), **given)).complete(MESSAGES))


def listed(url: str) -> Callable[[FakeOpenAI], ModelError]:
    """The error of the list of models asked of `url` (a chat that names no model asks for it first)."""
    return lambda fake: raised(lambda: ChatClient(endpoint(at(url, fake), model="")).model)


def reach(url: str, **given: Any) -> Callable[[FakeOpenAI], ModelError]:
    """The error of the check a chat makes at its start."""
    from twin.llm.reach import check_reachable

    return lambda fake: raised(lambda: check_reachable(endpoint(url, **given)))


def refused_as_too_long(body: dict[str, Any]) -> Callable[[FakeOpenAI], ModelError]:
    """The error of a request a server refuses (400) with `body`, as its own way of saying the request is longer than
    the model's window."""
    return lambda fake: completed(
        fake, Reply(status=400, body=json.dumps(body).encode(), content_type="application/json")
    )


def over_the_window(fake: FakeOpenAI) -> ModelError:
    """The error of a streamed reply the fake model refuses as OpenAI refuses a request over its window."""
    fake.context_chars = 1
    return streamed(fake)


PAGE = Reply(body=b"<html><body>It works!</body></html>", content_type="text/html")
DEFAULT = "default: Ollama on this machine"
FAILURES: dict[str, tuple[Callable[[FakeOpenAI], ModelError], str]] = {  # how to meet it, and a part of its Chinese
    "unreachable": (asked("http://127.0.0.1:9/v1"), "连不上 127.0.0.1:9（$OPENAI_BASE_URL）上的模型。"),
    "unreachable-default": (asked("http://127.0.0.1:9/v1", origin=DEFAULT),
                            "连不上 127.0.0.1:9（默认：本机的 Ollama）上的模型。"),
    "unreachable-proxy": (through_a_closed_proxy,
                          "通过代理 http://127.0.0.1:9（$HTTPS_PROXY）连不上 model.example.com"),
    "timeout": (lambda f: completed(f, Reply(delay=2), timeout=0.3), "上的模型 0.3 秒内没有回答。"),
    "timeout-asked-twice": (lambda f: completed(f, Reply(delay=2), Reply(delay=2), timeout=0.3, max_retries=1),
                            "0.3 秒内没有回答，一共问了 2 次。"),
    "cut-off": (lambda f: completed(f, Reply(text="{}", cut_body=10)), "还没回答完，连接就断了"),
    "401": (lambda f: completed(f, Reply(status=401)), "上的模型不接受密钥（401）。"),
    "401-no-key": (
        lambda f: completed(f, Reply(status=401), key_source="none", key_variable="DEEPSEEK_API_KEY"),
        "没有发送密钥，因为 $DEEPSEEK_API_KEY 没有设置。",
    ),
    "403": (lambda f: completed(f, Reply(status=403)), "上的模型拒绝访问（403）。"),
    "404-model": (lambda f: completed(f, Reply(status=404)), "上没有找到模型 fake-model。"),
    "404-path": (asked("{root}/v2"), "上的服务器对 POST /v2/chat/completions 回答 404 Not Found：base URL 多半不对。"),
    "404-page": (lambda f: completed(f, Reply(status=404, body=b"<h1>Not Found</h1>")),
                 "对 POST /v1/chat/completions 回答 404 Not Found"),
    "404-no-v1": (asked("{root}"), "上的服务器回答 404 Not Found：base URL 多半少了 /v1。"),
    "404-past-v1": (asked("{api}/chat/completions"), "base URL 在 API 版本之后还接着别的路径"),
    "404-query": (asked("{api}/x?k=1"), "base URL 带了查询参数或片段"),
    "404-no-list": (listed("{root}/api/v1"), "上的服务器没有模型列表（404）"),
    "no-models": (no_models, "上的服务器没有模型。"),
    "429": (lambda f: completed(f, Reply(status=429)), "上的模型在限流（429）（没有重试：model.max_retries 是 0）。"),
    "429-long-wait": (lambda f: completed(f, Reply(status=429, retry_after=30), max_retries=1),
                      "要等 30 秒，比 model.timeout（5 秒）还长。"),
    "500": (lambda f: completed(f, Reply(status=500)), "上的模型回了一个错误（500）：The server had an error"),
    "400": (lambda f: completed(f, Reply(status=400)), "请求被拒绝了；原因见上面那句。"),
    "too-long-openai": (over_the_window, "这条消息对 127.0.0.1:"),
    "too-long-llama.cpp": (
        refused_as_too_long({"error": {"code": 400, "message": "the request exceeds the available context size, try "
                                       "increasing it", "type": "exceed_context_size_error", "n_prompt_tokens": 9000,
                                       "n_ctx": 4096}}),
        "上的模型来说太长了：请求超出了它的上下文窗口，被拒绝了（400）：the request exceeds the available context size",
    ),
    "too-long-vllm": (
        refused_as_too_long({"object": "error", "message": "This model's maximum context length is 4096 tokens. "
                             "However, you requested 9000 tokens (8000 in the messages, 1000 in the completion).",
                             "type": "BadRequestError", "param": None, "code": 400}),
        "短消息也被拒绝的话，调小 twin.toml 里 [context] 的 total_tokens 和 [model] 的 max_tokens",
    ),
    "error-in-200": (
        lambda f: completed(f, Reply(body=b'{"error": {"message": "quota 3 of 5"}}', content_type="application/json")),
        "上的模型回了一个错误：quota 3 of 5",
    ),
    "page": (lambda f: completed(f, PAGE),
             "回答得不像 OpenAI 兼容的 API（收到的是：text/html，一个网页，不是聊天补全的回答）"),
    "page-streamed": (lambda f: streamed(f, PAGE), "（收到的是：text/html，一个网页）"),
    "text": (lambda f: completed(f, Reply(body=b"It works!", content_type="text/plain")),
             "（收到的是：text/plain：'It works!'，不是聊天补全的回答）"),
    "json-that-is-not": (lambda f: completed(f, Reply(body=b"{not json", content_type="application/json")),
                         "application/json，内容却不是 JSON"),
    "json-not-a-completion": (lambda f: completed(f, Reply(body=b'{"a": 1}', content_type="application/json")),
                              "（收到的是：JSON，但不是聊天补全的回答）"),
    "not-a-stream": (lambda f: streamed(f, Reply(body=b"It works!", content_type="text/plain")),
                     "text/plain，不是事件流"),
    "events-not-json": (lambda f: streamed(f, Reply(body=b"data: {oops\n\n", content_type="text/event-stream")),
                        "text/event-stream，其中的事件不是 JSON"),
    "stream-cut": (lambda f: streamed(f, Reply(text="一二三四五六七八九十", chunk_size=2, cut_after=2)),
                   "上的模型回复了 4 个字符之后，关闭了连接（"),
    "stream-silent": (lambda f: streamed(f, Reply(text="一二三四五六", chunk_size=2, chunk_delay=2), timeout=0.5),
                      "上的模型回复了 2 个字符之后，0.5 秒没有再发来任何内容。"),
    "not-utf8": (not_utf8, "在流里发来了不是 UTF-8 的字节（unexpected end of data，在字节 b'\\xe4'）"),
    "plain-http": (asked("{https}"), "上的模型用的是普通 HTTP，它的 base URL 却要求 HTTPS。"),
    "handshake": (handshake_dropped, "上的模型建立安全连接失败"),
    "untrusted": (untrusted, "上的模型出示的证书，这台机器不信任（self-signed certificate）。"),
    "sdk": (sdk_error(openai.OpenAIError("gave up after 3 tries")), "调用模型失败：gave up after 3 tries"),
    "not-json": (sdk_error(json.JSONDecodeError("Expecting value", "{x", 1)), "内容不是有效的 JSON"),
    "other": (sdk_error(ValueError("boom 7")), "的连接断了：ValueError: boom 7"),
    "reach-refused": (reach("http://127.0.0.1:9/v1"),
                      "连不上 127.0.0.1:9（$OPENAI_BASE_URL）上的模型：连接被拒绝（ECONNREFUSED）。"),
    "reach-nothing": (reach("http://127.0.0.1:9/v1", origin=DEFAULT, key_source="none"),
                      "没有配置模型，这台机器上也没有 Ollama 服务器应答。"),
    "reach-key-alone": (reach("http://127.0.0.1:9/v1", origin=DEFAULT),
                        "$OPENAI_API_KEY 设置了，但没有地址：没告诉 twin 发到哪里"),
    "reach-not-http": (reach("ftp://files.example/v1"),
                       "端点 'ftp://files.example/v1'（$OPENAI_BASE_URL）不是 http(s) 地址。"),
}  # fmt: skip


@pytest.mark.parametrize("case", list(FAILURES))
def test_every_model_error_twin_llm_makes_says_its_facts_in_chinese(
    case: str, fake_llm: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in [*PROXY_VARS, "SSL_CERT_FILE", "SSL_CERT_DIR"]:
        monkeypatch.delenv(name, raising=False)
    meet, chinese = FAILURES[case]
    error = meet(fake_llm)
    message, hint = error.words("zh")
    assert chinese in message + hint, (message, hint)
    assert CJK.search(message) and (CJK.search(hint) or not error.hint), (message, hint)
    assert error.words("en") == (error.message, error.hint) and not CJK.search(error.message + error.hint)
    for fact in FACT.findall(f"{error.message} {error.hint}"):  # the same facts, settings and commands as typed
        assert fact.rstrip(".") in message + hint, (fact, error.message, message)
    if case.startswith("timeout") or case == "stream-silent":
        assert isinstance(error, ModelTimeoutError)
    assert isinstance(error, ModelTooLongError) == case.startswith("too-long"), (case, type(error))
    if case.startswith("too-long"):
        assert error.message.startswith("The message is too long for the model at "), error.message


def test_every_model_error_the_library_raises_is_given_its_chinese() -> None:
    """A ModelError made anywhere below the command line (its own errors are English) names its Chinese where it is
    made: one a chat or its memory worker meets is said in the persona's language, never half English."""
    import twin.errors

    kinds = {
        name for name, kind in vars(twin.errors).items() if isinstance(kind, type) and issubclass(kind, ModelError)
    }
    assert {"ModelError", "ModelSetupError", "ModelTimeoutError", "ModelRateLimitError", "ModelTooLongError"} <= kinds
    assert made_without_chinese(kinds, skip=("cli", "serve")) == []
