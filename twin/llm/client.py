"""Chat completions against one OpenAI-compatible endpoint: streaming, timeouts, retries, empty-reply defence."""

from __future__ import annotations

import functools
import os
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from twin.credentials import hide
from twin.errors import ModelError, ModelTimeoutError
from twin.llm.failures import (
    CONFIGURE,
    CONFIGURE_ZH,
    SERVER_LOG,
    broken_stream,
    content_kind,
    model_error,
    not_an_api,
    openai_timeout,
    read_failed,
    redact,
    retry_seconds,
    what_came,
    where,
)
from twin.settings import Endpoint
from twin.textsafe import mended

Message = dict[str, str]


@dataclass(frozen=True)
class Sampling:
    """How one reply is to be sampled, as a caller asks it (a program calling `twin serve`); what is not given is
    the endpoint's (twin.toml and the persona's `[model]`)."""

    temperature: float | None = None
    top_p: float | None = None
    max_tokens: int | None = None
    stop: tuple[str, ...] = ()
    presence_penalty: float | None = None
    frequency_penalty: float | None = None
    seed: int | None = None

    def params(self) -> dict[str, Any]:
        """The SDK's keyword arguments for what was given."""
        given: dict[str, Any] = {
            "temperature": self.temperature,
            "top_p": self.top_p,
            "presence_penalty": self.presence_penalty,
            "frequency_penalty": self.frequency_penalty,
            "seed": self.seed,
        }
        if self.stop:
            given["stop"] = list(self.stop)
        return {k: v for k, v in given.items() if v is not None}


@dataclass
class Completion:
    """The outcome of one reply: its text and how it went."""

    text: str = ""
    status: str = "ok"  # ok | empty | error | interrupted
    model: str = ""
    usage: dict[str, int] | None = None
    latency_ms: int = 0
    first_token_ms: int | None = None
    failure: ModelError | None = None  # what broke the reply off (status "error"), said in any language it has
    attempts: int = 1
    finish_reason: str = ""  # as the endpoint gave it: stop, length, content_filter...
    max_tokens: int = 0  # what the reply's last attempt asked for (the retry of an empty reply asks for twice as many)

    @property
    def error(self) -> str:
        """What broke the reply off, in English (the turn's `error`, and `twin serve`'s); "" when nothing did."""
        return self.failure.message if self.failure else ""

    @property
    def hint(self) -> str:
        """What to do about it, in English."""
        return self.failure.hint if self.failure else ""

    @property
    def timed_out(self) -> bool:
        """Whether the error was the endpoint's silence (a gateway answers 504 for it, not 502)."""
        return isinstance(self.failure, ModelTimeoutError)


def _tls(openai: Any) -> Any:
    """The TLS context every model client of the process shares, made as the SDK's transport makes its own (its
    certificate authorities, or those SSL_CERT_FILE and SSL_CERT_DIR name). The transport makes one for every client
    and reads the authorities again: 33 ms a client, 0.14 ms sharing one (this machine, 2026-12-06; a chat makes two,
    tests/test_trust.py 473)."""
    return _tls_for(openai, os.environ.get("SSL_CERT_FILE"), os.environ.get("SSL_CERT_DIR"))


@functools.cache
def _tls_for(openai: Any, cert_file: str | None, cert_dir: str | None) -> Any:
    """The transport's own context for these variables (it reads them). The transport is httpx or its fork httpx2,
    depending on the SDK's version; both make their context with `create_ssl_context`, and a context serves many
    connections and threads."""
    transport = sys.modules[openai.DefaultHttpxClient.__mro__[1].__module__.partition(".")[0]]
    return transport.create_ssl_context()


class ChatClient:
    """A client for one endpoint; openai is imported on first use."""

    def __init__(self, endpoint: Endpoint) -> None:
        self.endpoint = endpoint
        self._client: Any = None
        self._model = endpoint.model
        self._making = threading.Lock()

    def _sdk(self) -> Any:
        with self._making:
            if self._client is None:
                import openai

                self._client = openai.OpenAI(
                    base_url=self.endpoint.base_url,
                    api_key=self.endpoint.api_key,
                    timeout=self.endpoint.timeout,
                    max_retries=self.endpoint.max_retries,
                    http_client=openai.DefaultHttpxClient(
                        verify=_tls(openai), event_hooks={"response": [self._no_long_wait]}
                    ),
                )
            return self._client

    def _no_long_wait(self, response: Any) -> None:
        """An answer the SDK would retry after the wait its server asks for (Retry-After): not retried when that
        wait is longer than model.timeout. The SDK waits up to two minutes a retry, in silence: a chat with a 5-second
        timeout answered 429 with "Retry-After: 30" gave up after 60 s, and its extraction waited 60 s more."""
        if response.status_code in (408, 409, 429) or response.status_code >= 500:
            wait = retry_seconds(str(response.headers.get("retry-after", "")))
            if wait is not None and wait > self.endpoint.timeout:
                response.headers["x-should-retry"] = "false"  # the SDK's own header: asked again by no one

    def prepare(self) -> None:
        """Import the SDK and make its client now (any thread): importing openai takes about a second of CPU
        (bench/startup: `import openai`), which a chat spends while the person types its first message."""
        try:
            self._sdk()
        except Exception:  # noqa: BLE001  (the first request reports whatever this was)
            pass

    def list_models(self) -> list[str]:
        """The models the endpoint serves."""
        started = time.monotonic()
        try:
            raw = self._sdk().models.with_streaming_response.list().__enter__()
        except Exception as exc:  # every client failure becomes a ModelError
            raise model_error(exc, self.endpoint, listing=True) from None
        self._read_within(raw, started, listing=True)
        listed = self._json(raw, "data", ("a list of models", "模型列表"))
        return sorted(str(m["id"]) for m in listed["data"] if isinstance(m, dict) and m.get("id"))

    def _json(self, raw: Any, field: str, expected: tuple[str, str]) -> dict[str, Any]:
        """The JSON body of a raw SDK response, which must be an object holding a list under `field`; else a ModelError
        saying what came instead (a web page, text, an error in a 200). `expected`: what it should be, in English and
        in Chinese."""
        response = raw.http_response
        try:
            body = response.json()
        except ValueError:  # the SDK would hand back the text, or raise JSONDecodeError
            raise not_an_api(self.endpoint, what_came(response, self.endpoint, expected)) from None
        if isinstance(body, dict) and isinstance(body.get(field), list):
            return body
        error = body.get("error") if isinstance(body, dict) else None
        if error:  # some servers and proxies answer 200 with an error
            detail = redact(str(error.get("message") if isinstance(error, dict) else error), self.endpoint)[:300]
            at, at_zh = where(self.endpoint)
            raise ModelError(
                f"The model at {at} answered with an error: {detail}",
                SERVER_LOG[0],
                zh=(f"{at_zh}上的模型回了一个错误：{detail}", SERVER_LOG[1]),
            )
        raise not_an_api(self.endpoint, (f"JSON that is not {expected[0]}", f"JSON，但不是{expected[1]}"))

    @property
    def model(self) -> str:
        """The model to use: configured, else the first one the server lists."""
        if not self._model:
            models = self.list_models()
            if not models:
                host = self.endpoint.host
                raise ModelError(
                    f"The server at {host} has no models.", CONFIGURE, zh=(f"{host} 上的服务器没有模型。", CONFIGURE_ZH)
                )
            self._model = models[0]
        return self._model

    def complete(
        self, messages: list[Message], *, max_tokens: int | None = None, json_mode: bool = False
    ) -> Completion:
        """One non-streaming reply (for background work: extraction, chapters)."""
        started = time.monotonic()
        kwargs = self._params(max_tokens)
        if json_mode:
            kwargs["response_format"] = {"type": "json_object"}
        try:
            raw = self._create(messages, kwargs)
        except ModelError:
            raise
        except Exception as exc:
            raise model_error(exc, self.endpoint) from None
        self._read_within(raw, started)
        self._json(raw, "choices", ("a chat completion", "聊天补全的回答"))
        response = raw.parse()
        choice = response.choices[0] if response.choices else None
        text = mended(choice.message.content or "") if choice else ""
        usage = counted(response.usage)
        return Completion(
            text=text,
            status="ok" if text.strip() else "empty",
            model=response.model or self.model,
            usage=usage,
            latency_ms=int((time.monotonic() - started) * 1000),
        )

    def _create(self, messages: list[Message], kwargs: dict[str, Any]) -> Any:
        import openai

        try:
            return self.create(messages, model=self.model, unread=True, **kwargs)
        except openai.BadRequestError:
            if "response_format" not in kwargs:
                raise
            # some compatible servers refuse JSON mode: ask again without it (the prompt asks for JSON too)
            kwargs = {k: v for k, v in kwargs.items() if k != "response_format"}
            return self.create(messages, model=self.model, unread=True, **kwargs)

    def create(self, messages: list[Message], *, unread: bool = False, **params: Any) -> Any:
        """The SDK's chat.completions.create, as its raw response (`.http_response`, `.parse()`): what came is
        looked at before the SDK reads it, which hands back a web page's text as if it were the answer. `unread`:
        the body of a reply that is not streamed is left to the caller (`_read_within`), as a stream's is.

        The messages go in `extra_body`, which the SDK sends as given, not through `messages=`, which it walks
        against each of its six message types before sending (openai-python pull request 3616): 10 to 14 ms of
        CPU a streamed reply of 49 messages became 3 (bench/serve/parts.py, its last row). Ours are plain role and
        text strings, which that walk leaves as they are."""
        completions = self._sdk().chat.completions
        # no secret is sent, whatever text it was read from: a fact, a chapter or a turn written before twin kept them
        # out (twin/credentials.py; 8 ms for 30 KB of a LoCoMo conversation, against a model's seconds, 2026-12-07)
        messages = [
            {**m, "content": hide(m["content"])[0]} if isinstance(m.get("content"), str) else m for m in messages
        ]
        if unread:
            opened = completions.with_streaming_response.create(
                messages=[], **params, extra_body={"messages": messages}
            )
            return opened.__enter__()  # the request made, its body not read: `_read_within` reads and closes it
        return completions.with_raw_response.create(messages=[], **params, extra_body={"messages": messages})

    def _read_within(self, raw: Any, started: float, *, listing: bool = False) -> None:
        """Read a response's body, cut where model.timeout since `started` ends: the SDK's timeout is between reads,
        and a body of keep-alive comments that never ends (": ping" from a proxy that waits) held a command for
        ever (a chat's diary, `twin doctor`)."""
        closed = threading.Event()

        def cut() -> None:
            closed.set()
            raw.http_response.close()

        watch = threading.Timer(max(0.5, self.endpoint.timeout - (time.monotonic() - started)), cut)
        watch.daemon = True
        watch.start()
        try:
            raw.http_response.read()
        except Exception as exc:
            raw.http_response.close()
            request = raw.http_response.request
            cause = openai_timeout(request) if closed.is_set() else read_failed(exc, request)
            raise model_error(cause, self.endpoint, listing=listing) from None
        finally:
            watch.cancel()

    def embedder(self) -> Embedder:
        """The endpoint's embedding model as a callable that names its model (for the vector cache)."""
        return Embedder(self)

    def embed(self, texts: list[str]) -> list[list[float]]:
        """Embedding vectors of `texts` from the endpoint's embedding model."""
        started = time.monotonic()
        try:
            opened = self._sdk().embeddings.with_streaming_response.create(
                model=self.endpoint.embedding_model,
                input=[hide(text)[0] for text in texts],  # as `create` sends
            )
            raw = opened.__enter__()  # the body read within model.timeout, as every answer not streamed is
        except Exception as exc:
            raise model_error(exc, self.endpoint, embedding=True) from None
        self._read_within(raw, started)
        self._json(raw, "data", ("a list of embeddings", "嵌入向量列表"))
        return [item.embedding for item in sorted(raw.parse().data, key=lambda d: d.index)]

    def stream(
        self, messages: list[Message], *, max_tokens: int | None = None, sampling: Sampling | None = None
    ) -> ReplyStream:
        """A streaming reply; iterate it for text, then read `.completion`. `sampling`: what the caller asks of this
        reply; its `max_tokens` is a limit the empty-reply retry keeps (it doubles only the endpoint's)."""
        sampling = sampling or Sampling()
        if sampling.max_tokens:
            return ReplyStream(self, messages, sampling.max_tokens, sampling=sampling, grow=False)
        return ReplyStream(self, messages, max_tokens or self.endpoint.max_tokens, sampling=sampling)

    def _params(self, max_tokens: int | None, sampling: Sampling | None = None) -> dict[str, Any]:
        params: dict[str, Any] = {"max_tokens": max_tokens or self.endpoint.max_tokens}
        if self.endpoint.temperature is not None:
            params["temperature"] = self.endpoint.temperature
        if sampling is not None:
            params.update(sampling.params())
        return params


def counted(usage: Any) -> dict[str, int] | None:
    """A reply's token counts as a turn keeps them: the three counts that are whole numbers (a server that sends
    `"prompt_tokens": "abc"` had its words kept as they came, and the SDK's warning printed over the chat)."""
    if usage is None:
        return None
    found = {k: getattr(usage, k, None) for k in ("prompt_tokens", "completion_tokens", "total_tokens")}
    return {k: v for k, v in found.items() if isinstance(v, int) and not isinstance(v, bool) and v >= 0} or None


@dataclass
class ReplyStream:
    """Text deltas of one reply. An empty answer is asked again once with twice the max_tokens; an answer of spaces
    and line breaks only is an empty one (its whitespace is held until a visible character comes, so a caller never
    shows, nor serves, a reply that is recorded as empty)."""

    client: ChatClient
    messages: list[Message]
    max_tokens: int
    sampling: Sampling | None = None
    grow: bool = True  # the retry of an empty reply doubles max_tokens; not a limit the caller set
    completion: Completion = field(default_factory=Completion)
    _response: Any = None
    _started: float = 0.0
    _cancelled: bool = False
    _silent: bool = False  # no event came within model.timeout: the stream was closed by `_watch`
    _last: float = 0.0  # when the attempt under way last had an event, or was answered (its deadline runs from it)
    _attempts: int = 0  # attempts begun: a deadline is set for one attempt, and does nothing to the next
    _timer: threading.Timer | None = None  # the deadline under way
    _held: bool = False  # the reader has a piece and has not asked for the next: the deadline waits
    _guard: threading.Lock = field(default_factory=threading.Lock)  # `_watch` closing against an attempt's start

    def __iter__(self) -> Iterator[str]:
        self._started = time.monotonic()
        self.completion.model = self.client.model
        yield from self._attempt(self.max_tokens)
        if not self.completion.text.strip() and self.completion.status == "ok" and not self._cancelled:
            self.completion.attempts = 2
            self.completion.text = ""  # spaces and line breaks only: never shown, and no part of the next answer
            self.completion.finish_reason = ""  # the next attempt's own
            yield from self._attempt(self.max_tokens * 2 if self.grow else self.max_tokens)
            if not self.completion.text.strip() and self.completion.status == "ok":
                self.completion.status = "empty"
                self.completion.text = ""  # an answer of spaces and line breaks is an empty one, recorded as such
        self._finish()

    def _attempt(self, max_tokens: int) -> Iterator[str]:
        if self._cancelled:  # stopped before it was asked (a server's client that went away): the model is asked
            return  # nothing
        endpoint = self.client.endpoint
        asked = time.monotonic()
        self.completion.max_tokens = max_tokens
        try:
            raw = self.client.create(
                self.messages,
                model=self.completion.model,
                stream=True,
                stream_options={"include_usage": True},
                **self.client._params(max_tokens, self.sampling),
            )
        except Exception as exc:
            self._finish()
            raise model_error(exc, endpoint) from None
        kind = str(raw.http_response.headers.get("content-type", "")).split(";")[0].strip().lower()
        if kind in ("text/html", "application/xhtml+xml"):  # a web page where the API should be: not read as a stream
            raw.http_response.close()
            self._finish()
            raise not_an_api(endpoint, what_came(raw.http_response, endpoint))
        # the SDK's timeout is between reads: a server that sends keep-alive comments (": ping") and no event held a
        # chat for ever, before its first words or after them, so events have a deadline of their own: model.timeout
        # after the request (0.5 s at least once it is answered), then after each event, of any kind (a reasoning
        # model's thinking comes as events without content); the time a reader takes over a piece is not counted
        with self._guard:
            if self._cancelled:  # stopped while the request was on its way: its answer is not read
                raw.http_response.close()
                self._finish()
                return
            self._attempts += 1
            self._silent = False
            self._response = raw.parse()
            response, attempt = self._response, self._attempts
        self._last = time.monotonic() - min(time.monotonic() - asked, max(0.0, endpoint.timeout - 0.5))
        self._watch(response, attempt)
        chunks = 0
        carried = ""  # the first half of a surrogate pair a server split between two events, kept for the second
        try:
            for chunk in self._response:
                chunks += 1
                self._last = time.monotonic()  # the deadline moves on
                if chunk.usage:
                    self.completion.usage = counted(chunk.usage)
                if chunk.model:
                    self.completion.model = chunk.model
                if not chunk.choices:
                    continue
                if chunk.choices[0].finish_reason:
                    self.completion.finish_reason = chunk.choices[0].finish_reason
                delta = chunk.choices[0].delta.content if chunk.choices[0].delta else None
                if delta:
                    delta, carried = carried + delta, ""
                    if "\ud800" <= delta[-1] <= "\udbff":
                        delta, carried = delta[:-1], delta[-1]
                    delta = mended(delta)
                if delta:
                    if self.completion.first_token_ms is None:
                        self.completion.first_token_ms = int((time.monotonic() - self._started) * 1000)
                    shown = bool(self.completion.text.strip())
                    self.completion.text += delta
                    if shown or self.completion.text.strip():  # (the first visible character: the spaces before
                        self._held = True  # it with it) the reader has the piece: a slow one is no silent server
                        yield delta if shown else self.completion.text
                        self._held, self._last = False, time.monotonic()
            if carried:  # a first half whose second never came: not text
                self.completion.text += "\ufffd"
                yield "\ufffd"
        except Exception as exc:  # a stream cut in the middle keeps what arrived
            if self._cancelled and not self._silent:
                return  # closed by `cancel` (from another thread, when a server's client went away): no error
            # closed by the events' deadline: a timeout, said as the SDK's would be
            cause = openai_timeout(raw.http_response.request) if self._silent else exc
            error = broken_stream(cause, endpoint, len(self.completion.text))
            # bytes that are not UTF-8 are no JSON that is not: `broken_stream` says which
            undecoded = any(isinstance(e, UnicodeDecodeError) for e in (exc, exc.__cause__))
            if (
                chunks == 0
                and not isinstance(error, ModelTimeoutError)
                and isinstance(exc, ValueError)
                and not undecoded
            ):
                self._finish()  # no event could be read (JSON that is not): raised, as a request refused is
                what, what_zh = content_kind(kind)
                raise not_an_api(
                    endpoint, (f"{what} whose events are not JSON", f"{what_zh}，其中的事件不是 JSON")
                ) from None
            self.completion.status, self.completion.failure = "error", error
        finally:
            with self._guard:
                if self._timer is not None:
                    self._timer.cancel()  # no timer outlives its stream (each holds the whole request)
                    self._timer = None  # nor is it held: the stream and its timer, each holding the other, were
                    # left to the garbage collector's full passes, with the whole request (bench/serve)
                self._close()
        if self._silent and self.completion.status == "ok":  # the stream ended quietly when it was closed
            self.completion.status = "error"
            self.completion.failure = model_error(openai_timeout(raw.http_response.request), endpoint)
        if chunks == 0 and kind != "text/event-stream" and not self._cancelled and self.completion.status == "ok":
            # not one event, and not a stream at all (text, JSON): what came is no reply, empty or not
            self._finish()
            what, what_zh = content_kind(kind)
            raise not_an_api(endpoint, (f"{what}, not a stream of events", f"{what_zh}，不是事件流"))

    def _watch(self, response: Any, attempt: int) -> None:
        """The events' deadline for `response`, the stream of attempt `attempt` (a timer's thread, one at a time):
        when model.timeout has passed since the last event, that stream is closed and the reply is a timeout;
        otherwise the deadline is set again for what is left. Nothing is done to a stream that ended, nor to a later
        attempt's."""
        with self._guard:
            if self._response is not response or self._attempts != attempt or self._cancelled:
                return
            left = self.client.endpoint.timeout - (time.monotonic() - self._last)
            if self._held:
                left = self.client.endpoint.timeout
            if left > 0:
                self._timer = threading.Timer(max(0.05, left), self._watch, args=(response, attempt))
                self._timer.daemon = True
                self._timer.start()
                return
            self._silent = True
            self._cancelled = True
            self._close()

    def cancel(self) -> Completion:
        """Stop a reply the person interrupted; the partial text is kept and marked interrupted. Any thread may call
        it, also while another one waits in the stream for its next piece: that one then ends as well."""
        self._cancelled = True
        self._close()
        self.completion.status = "interrupted"
        self._finish()
        return self.completion

    def _close(self) -> None:
        if self._response is not None:
            try:
                self._response.close()
            except Exception:  # closing a broken connection may fail; nothing to keep there
                pass
            self._response = None

    def _finish(self) -> None:
        if self._started:
            self.completion.latency_ms = int((time.monotonic() - self._started) * 1000)


class Embedder:
    """texts -> vectors from an endpoint's embedding model. `model` names the model and its server, so that
    vectors cached under one are never taken for another's (twin/recall/embedding.py keys its cache by it)."""

    def __init__(self, client: ChatClient) -> None:
        self.client = client
        path = urlsplit(client.endpoint.base_url).path.rstrip("/")  # two servers behind one proxy are two
        self.model = f"{client.endpoint.embedding_model}@{client.endpoint.host}{path}"

    def __call__(self, texts: list[str]) -> list[list[float]]:
        return self.client.embed(texts)
