"""Tests proving tests/fakeserver.py against the real openai client (no monkeypatching)."""

from __future__ import annotations

import http.client
import json
import math
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import openai
import pytest

from tests.fakeserver import FakeOpenAI, Reply

MESSAGES: list[dict[str, str]] = [{"role": "user", "content": "hi there"}]


@pytest.fixture(scope="module")
def http_client() -> Iterator[openai.DefaultHttpxClient]:
    """The openai SDK's default HTTP client, shared so each test skips building an SSL context (~40 ms)."""
    with openai.DefaultHttpxClient() as shared:
        yield shared


@pytest.fixture
def client(fake_llm: FakeOpenAI, http_client: openai.DefaultHttpxClient) -> openai.OpenAI:
    """A real openai client pointed at the fake: no retries, 5 s timeout (vary with .with_options)."""
    return openai.OpenAI(
        base_url=fake_llm.base_url, api_key="test", max_retries=0, timeout=5.0, http_client=http_client
    )


def raw_request(fake: FakeOpenAI, method: str, path: str, body: bytes | None = None) -> tuple[int, Any]:
    """Send a raw HTTP request and return (status, parsed JSON body)."""
    conn = http.client.HTTPConnection("127.0.0.1", fake.port, timeout=5)
    try:
        headers = {"Content-Type": "application/json"} if body is not None else {}
        conn.request(method, path, body=body, headers=headers)
        resp = conn.getresponse()
        return resp.status, json.loads(resp.read())
    finally:
        conn.close()


def test_non_streaming(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """A plain completion comes back as a valid ChatCompletion."""
    fake_llm.enqueue("hello there")
    resp = client.chat.completions.create(model="gpt-test", messages=MESSAGES)
    assert resp.object == "chat.completion"
    assert resp.model == "gpt-test"
    choice = resp.choices[0]
    assert choice.message.role == "assistant"
    assert choice.message.content == "hello there"
    assert choice.finish_reason == "stop"
    assert resp.usage is not None
    assert resp.usage.total_tokens == resp.usage.prompt_tokens + resp.usage.completion_tokens > 0


def test_default_reply_and_custom_usage(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """With an empty queue the default reply is used; explicit usage and finish_reason pass through."""
    assert client.chat.completions.create(model="m", messages=MESSAGES).choices[0].message.content == "ok"
    usage = {"prompt_tokens": 11, "completion_tokens": 22, "total_tokens": 33}
    fake_llm.enqueue(Reply(text="trunc", usage=usage, finish_reason="length"))
    resp = client.chat.completions.create(model="m", messages=MESSAGES)
    assert resp.choices[0].finish_reason == "length"
    assert resp.usage is not None and resp.usage.total_tokens == 33


@pytest.mark.parametrize(
    "text",
    ["The quick brown fox jumps over the lazy dog.", "你好，世界！这是一个用来测试流式输出的中文句子。"],
    ids=["english", "chinese"],
)
def test_streaming_reassembles_text(fake_llm: FakeOpenAI, client: openai.OpenAI, text: str) -> None:
    """Streamed content chunks, split by characters, reassemble to the original text."""
    fake_llm.enqueue(Reply(text=text, chunk_size=3))
    stream = client.chat.completions.create(model="m", messages=MESSAGES, stream=True)
    chunks = list(stream)
    assert all(c.object == "chat.completion.chunk" for c in chunks)
    assert chunks[0].choices[0].delta.role == "assistant"
    pieces = [c.choices[0].delta.content for c in chunks if c.choices[0].delta.content]
    assert "".join(pieces) == text
    assert len(pieces) == math.ceil(len(text) / 3)
    assert all(len(p) <= 3 for p in pieces)
    assert chunks[-1].choices[0].finish_reason == "stop"
    assert chunks[-1].usage is None


def test_stream_usage_in_last_chunk(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """With include_usage the final chunk carries usage and no choices (as the real API does)."""
    fake_llm.enqueue("counting tokens")
    stream = client.chat.completions.create(
        model="m", messages=MESSAGES, stream=True, stream_options={"include_usage": True}
    )
    chunks = list(stream)
    last = chunks[-1]
    assert last.choices == []
    assert last.usage is not None
    assert last.usage.completion_tokens > 0
    assert last.usage.total_tokens == last.usage.prompt_tokens + last.usage.completion_tokens
    assert all(c.usage is None for c in chunks[:-1])
    assert chunks[-2].choices[0].finish_reason == "stop"


def test_stream_chunk_delay(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """chunk_delay spaces out content chunks."""
    fake_llm.enqueue(Reply(text="abc", chunk_size=1, chunk_delay=0.05))
    start = time.monotonic()
    stream = client.chat.completions.create(model="m", messages=MESSAGES, stream=True)
    assert "".join(c.choices[0].delta.content or "" for c in stream) == "abc"
    assert time.monotonic() - start >= 0.1


def test_401_authentication_error(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """401 maps to AuthenticationError with an OpenAI-style error body."""
    fake_llm.enqueue(Reply(status=401))
    with pytest.raises(openai.AuthenticationError) as info:
        client.chat.completions.create(model="m", messages=MESSAGES)
    assert info.value.status_code == 401
    assert info.value.code == "invalid_api_key"
    assert isinstance(info.value.body, dict) and "message" in info.value.body


def test_429_rate_limit_error(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """429 maps to RateLimitError; Retry-After and custom headers are sent; text becomes the message."""
    fake_llm.enqueue(Reply(status=429, text="slow down", retry_after=7, headers={"x-custom": "yes"}))
    with pytest.raises(openai.RateLimitError) as info:
        client.chat.completions.create(model="m", messages=MESSAGES)
    assert info.value.response.headers["retry-after"] == "7"
    assert info.value.response.headers["x-custom"] == "yes"
    assert info.value.code == "rate_limit_exceeded"
    assert "slow down" in info.value.message


def test_429_on_stream_request(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """Error statuses also apply to stream=True requests, raised at create() time."""
    fake_llm.enqueue(Reply(status=429))
    with pytest.raises(openai.RateLimitError):
        client.chat.completions.create(model="m", messages=MESSAGES, stream=True)


def test_500_internal_server_error(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """500 maps to InternalServerError."""
    fake_llm.enqueue(Reply(status=500))
    with pytest.raises(openai.InternalServerError) as info:
        client.chat.completions.create(model="m", messages=MESSAGES)
    assert info.value.status_code == 500
    assert info.value.type == "server_error"


def test_a_request_longer_than_the_window_is_refused_as_openai_refuses_it(
    fake_llm: FakeOpenAI, client: openai.OpenAI
) -> None:
    """`context_chars`: a chat request of more characters gets OpenAI's 400, and the script is left for the next."""
    fake_llm.context_chars = 40
    fake_llm.enqueue("the next reply")
    with pytest.raises(openai.BadRequestError) as refused:
        client.chat.completions.create(model="m", messages=[{"role": "user", "content": "x" * 41}], stream=True)
    assert refused.value.code == "context_length_exceeded" and refused.value.param == "messages"
    assert "maximum context length is 10 tokens. However, your messages resulted in 11 tokens" in refused.value.message
    short = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "x" * 40}])
    assert short.choices[0].message.content == "the next reply"


def test_client_retries_then_succeeds(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """With retries enabled the client retries a 500 and gets the next scripted reply."""
    fake_llm.enqueue(Reply(status=500, retry_after=0.01), "recovered")
    retrying = client.with_options(max_retries=1)
    assert retrying.chat.completions.create(model="m", messages=MESSAGES).choices[0].message.content == "recovered"
    assert len(fake_llm.chat_requests()) == 2
    assert fake_llm.requests[1]["headers"]["x-stainless-retry-count"] == "1"


def test_empty_reply(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """empty=True yields "" non-streaming and a role chunk plus a stop chunk when streaming."""
    fake_llm.enqueue(Reply(text="ignored", empty=True), Reply(text="ignored", empty=True))
    assert client.chat.completions.create(model="m", messages=MESSAGES).choices[0].message.content == ""
    chunks = list(client.chat.completions.create(model="m", messages=MESSAGES, stream=True))
    assert len(chunks) == 2
    assert chunks[0].choices[0].delta.role == "assistant"
    assert not chunks[0].choices[0].delta.content
    assert chunks[1].choices[0].finish_reason == "stop"
    assert not chunks[1].choices[0].delta.content


def test_cut_stream_raises_after_partial_text(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """A cut stream delivers the first chunks, then the client raises APIConnectionError."""
    fake_llm.enqueue(Reply(text="abcdefghijklmnop", chunk_size=4, cut_after=2))
    stream = client.chat.completions.create(model="m", messages=MESSAGES, stream=True)
    seen: list[str] = []
    error: BaseException | None = None
    try:
        for chunk in stream:
            seen.append(chunk.choices[0].delta.content or "")
            assert chunk.choices[0].finish_reason is None
    except Exception as exc:  # record exactly what the client surfaces
        error = exc
    assert "".join(seen) == "abcdefgh"
    assert isinstance(error, openai.APIConnectionError)
    assert not isinstance(error, openai.APITimeoutError)
    # the underlying transport error: incomplete chunked body
    assert "incomplete chunked read" in repr(error.__cause__)


def test_an_answer_cut_in_its_body_raises_with_the_transport_saying_so(
    fake_llm: FakeOpenAI, client: openai.OpenAI
) -> None:
    """A non-streamed answer cut after some bytes of its body: the client raises APIConnectionError."""
    fake_llm.enqueue(Reply(text="abcdefghijklmnop", cut_body=30))
    with pytest.raises(openai.APIConnectionError) as error:
        client.chat.completions.create(model="m", messages=MESSAGES)
    assert "without sending complete message body (received 30 bytes" in repr(error.value.__cause__)


def test_slow_reply_times_out(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """A reply slower than the client timeout raises APITimeoutError."""
    fake_llm.enqueue(Reply(delay=2.0))
    start = time.monotonic()
    with pytest.raises(openai.APITimeoutError):
        client.with_options(timeout=0.3).chat.completions.create(model="m", messages=MESSAGES)
    assert time.monotonic() - start < 1.5


def test_slow_reply_does_not_block_others_and_stop_cuts_it(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """A slow reply runs on its own thread; stop() ends it promptly."""
    fake_llm.enqueue(Reply(delay=10.0), "fast")
    outcome: dict[str, BaseException | str] = {}

    def slow_call() -> None:
        try:
            client.with_options(timeout=20.0).chat.completions.create(model="m", messages=MESSAGES)
            outcome["slow"] = "finished"
        except Exception as exc:
            outcome["slow"] = exc

    thread = threading.Thread(target=slow_call)
    thread.start()
    assert fake_llm.wait_for_requests(1)
    start = time.monotonic()
    fast = client.chat.completions.create(model="m", messages=MESSAGES)
    assert fast.choices[0].message.content == "fast"
    assert time.monotonic() - start < 1.0
    start = time.monotonic()
    fake_llm.stop()
    thread.join(timeout=3.0)
    assert not thread.is_alive()
    assert time.monotonic() - start < 1.0
    assert isinstance(outcome["slow"], openai.APIConnectionError)


def test_requests_recorded(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """Every request is recorded in order with method, path, lower-cased headers and parsed body."""
    client.models.list()
    client.chat.completions.create(model="m", messages=MESSAGES, temperature=0.5)
    assert [(r["method"], r["path"]) for r in fake_llm.requests] == [
        ("GET", "/v1/models"),
        ("POST", "/v1/chat/completions"),
    ]
    chat = fake_llm.requests[1]
    assert chat["headers"]["authorization"] == "Bearer test"
    assert chat["headers"]["content-type"] == "application/json"
    assert chat["body"] == {"model": "m", "messages": MESSAGES, "temperature": 0.5}
    assert fake_llm.requests[0]["body"] is None
    assert fake_llm.chat_requests() == [chat["body"]]


def test_wait_for_requests(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """wait_for_requests returns True once enough chat requests arrived and False on timeout."""
    assert fake_llm.wait_for_requests(1, timeout=0.05) is False
    client.chat.completions.create(model="m", messages=MESSAGES)
    assert fake_llm.wait_for_requests(1, timeout=0.05) is True


def test_responder_used_when_queue_empty(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """Queue first, then the responder; a None from the responder falls back to default."""
    seen: list[dict[str, Any]] = []

    def responder(body: dict[str, Any]) -> Reply | str | None:
        seen.append(body)
        last = body["messages"][-1]["content"]
        return None if last == "pass" else f"echo: {last}"

    fake_llm.responder = responder
    fake_llm.default = Reply(text="fallback")
    fake_llm.enqueue("queued")

    def ask(text: str) -> str | None:
        msgs = [{"role": "user", "content": text}]
        return client.chat.completions.create(model="m", messages=msgs).choices[0].message.content  # type: ignore[arg-type]

    assert ask("one") == "queued"
    assert ask("two") == "echo: two"
    assert ask("pass") == "fallback"
    assert [b["messages"][-1]["content"] for b in seen] == ["two", "pass"]


def test_responder_exception_becomes_500(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """A responder that raises produces a 500 and is kept in fake.errors."""

    def broken(body: dict[str, Any]) -> Reply | str | None:
        raise RuntimeError("boom")

    fake_llm.responder = broken
    with pytest.raises(openai.InternalServerError, match="boom"):
        client.chat.completions.create(model="m", messages=MESSAGES)
    assert isinstance(fake_llm.errors[0], RuntimeError)


def test_enqueue_rejects_other_types(fake_llm: FakeOpenAI) -> None:
    """enqueue accepts only Reply or str."""
    with pytest.raises(TypeError):
        fake_llm.enqueue(42)  # type: ignore[arg-type]


def test_embeddings_shape(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """Embeddings are deterministic unit vectors of embed_dim, one per input."""
    resp = client.embeddings.create(model="emb", input=["alpha", "beta", "alpha"])
    vectors = [d.embedding for d in resp.data]
    assert [d.index for d in resp.data] == [0, 1, 2]
    assert all(len(v) == 16 for v in vectors)
    assert all(abs(math.sqrt(sum(x * x for x in v)) - 1.0) < 1e-6 for v in vectors)
    assert vectors[0] == vectors[2] != vectors[1]
    single = client.embeddings.create(model="emb", input="alpha")
    assert len(single.data) == 1
    assert single.data[0].embedding == pytest.approx(vectors[0])
    fake_llm.embed_dim = 8
    assert len(client.embeddings.create(model="emb", input="x").data[0].embedding) == 8
    assert len(client.embeddings.create(model="emb", input="x", dimensions=4).data[0].embedding) == 4
    b64 = client.embeddings.create(model="emb", input="alpha", encoding_format="base64").data[0].embedding
    assert b64 is not None


def test_models_list(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """GET /v1/models serves fake.models; retrieve works and unknown models 404."""
    assert [m.id for m in client.models.list()] == ["fake-model"]
    fake_llm.models = ["alpha", "beta"]
    assert [m.id for m in client.models.list()] == ["alpha", "beta"]
    assert client.models.retrieve("beta").id == "beta"
    with pytest.raises(openai.NotFoundError):
        client.models.retrieve("gamma")


def test_a_404_names_the_model_on_the_apis_path_and_the_path_elsewhere(
    fake_llm: FakeOpenAI, client: openai.OpenAI
) -> None:
    """As OpenAI answers: a scripted 404 on the chat path is `model_not_found` naming the model asked for; a path the
    API does not have (a base URL of /v2) is `unknown_url` naming the method and the path."""
    fake_llm.enqueue(Reply(status=404))
    with pytest.raises(openai.NotFoundError) as missing:
        client.chat.completions.create(model="gpt-none", messages=MESSAGES)
    assert missing.value.code == "model_not_found"
    assert missing.value.body["message"] == "The model `gpt-none` does not exist or you do not have access to it."
    status, body = raw_request(fake_llm, "POST", "/v2/chat/completions", b"{}")
    assert status == 404 and body["error"]["code"] == "unknown_url"
    assert body["error"]["message"] == "Invalid URL (POST /v2/chat/completions)"


def test_unknown_path_and_malformed_json(fake_llm: FakeOpenAI, client: openai.OpenAI) -> None:
    """Unknown paths give a 404 JSON error; malformed JSON gives 400 and is recorded with body None."""
    status, body = raw_request(fake_llm, "GET", "/v1/nope")
    assert status == 404 and body["error"]["type"] == "invalid_request_error"
    status, body = raw_request(fake_llm, "POST", "/v1/chat/completions", b"{not json")
    assert status == 400 and "message" in body["error"]
    assert fake_llm.requests[-1]["body"] is None
    status, body = raw_request(fake_llm, "POST", "/v1/chat/completions", b'{"model": "m"}')
    assert status == 400
    with pytest.raises(openai.NotFoundError):
        client.completions.create(model="m", prompt="legacy endpoint")


def test_command_line_entry() -> None:
    """Running tests/fakeserver.py --port 0 --text hello prints the base URL and serves."""
    script = Path(__file__).with_name("fakeserver.py")
    proc = subprocess.Popen(
        [sys.executable, str(script), "--port", "0", "--text", "hello"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        base_url = proc.stdout.readline().strip()
        assert base_url.startswith("http://127.0.0.1:") and base_url.endswith("/v1")
        client = openai.OpenAI(base_url=base_url, api_key="test", max_retries=0, timeout=5.0)
        resp = client.chat.completions.create(model="m", messages=MESSAGES)
        assert resp.choices[0].message.content == "hello"
    finally:
        proc.kill()
        proc.wait(timeout=5)
        if proc.stdout is not None:
            proc.stdout.close()
        if proc.stderr is not None:
            proc.stderr.close()
