"""Fake OpenAI-compatible HTTP server for tests (standard library only; the `fake_llm` fixture is in conftest.py).

Usage in tests::

    fake.enqueue("hello", Reply(status=429), Reply(text="你好世界", cut_after=1))
    fake.enqueue(Reply(text='{"facts": []}', cut_body=20))  # not streamed: the answer's JSON cut after 20 bytes
    fake.enqueue(Reply(body=b"<html>...</html>", content_type="text/html"))  # not the API: a web page
    fake.enqueue(Reply(status=404))  # OpenAI's 404 for a model it does not have (`model_not_found`, naming it)
    # a path it does not have (a base URL of /v2) is OpenAI's 404 `unknown_url`: "Invalid URL (POST /v2/...)"
    fake.every = Reply(body=b"<html>...</html>")  # every path answers so (a web server where the API should be)
    fake.context_chars = 1000  # a chat request whose messages hold more characters is refused as OpenAI refuses it
    client = openai.OpenAI(base_url=fake.base_url, api_key="test", max_retries=0)

Command line (manual trials)::

    python tests/fakeserver.py --port 0 --text "hello"
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import math
import re
import socket
import ssl
import struct
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self
from urllib.parse import urlsplit

__all__ = ["FakeOpenAI", "Reply"]

CHAT_PATH = "/v1/chat/completions"
EMBEDDINGS_PATH = "/v1/embeddings"
MODELS_PATH = "/v1/models"

# status -> (error type, error code, default message); mirrors the shapes the real API returns.
_ERRORS: dict[int, tuple[str, str | None, str]] = {
    400: ("invalid_request_error", None, "Bad request."),
    401: ("invalid_request_error", "invalid_api_key", "Incorrect API key provided: test."),
    403: ("invalid_request_error", "unsupported_country_region_territory", "Forbidden."),
    404: ("invalid_request_error", "unknown_url", "Not found."),
    405: ("invalid_request_error", "method_not_allowed", "Method not allowed."),
    408: ("server_error", "timeout", "Request timed out."),
    409: ("invalid_request_error", "conflict", "Conflict."),
    422: ("invalid_request_error", None, "Unprocessable entity."),
    429: ("requests", "rate_limit_exceeded", "Rate limit reached for requests. Please try again later."),
    500: ("server_error", None, "The server had an error while processing your request."),
    502: ("server_error", None, "Bad gateway."),
    503: ("server_error", None, "The engine is currently overloaded, please try again later."),
}

_DEFAULT_TEXT = "ok"


@dataclass
class Reply:
    """One scripted response to a POST /v1/chat/completions request."""

    text: str = _DEFAULT_TEXT
    status: int = 200
    empty: bool = False
    cut_after: int | None = None
    delay: float = 0.0
    chunk_delay: float = 0.0
    chunk_size: int = 8
    usage: dict[str, Any] | None = None
    finish_reason: str = "stop"
    retry_after: float | None = None
    headers: dict[str, str] | None = None
    body: bytes | None = None  # sent as it is with `status` and `content_type`, instead of the API's JSON or stream
    cut_body: int | None = None  # not streamed: only this many bytes of the answer are sent (its length says all)
    content_type: str = "text/html; charset=utf-8"  # of `body`

    @property
    def content(self) -> str:
        """Assistant content actually sent ("" when empty is set)."""
        return "" if self.empty else self.text

    def error_message(self) -> str:
        """Error message for status >= 400: the text if it was changed from the default, else a stock message."""
        if self.text != _DEFAULT_TEXT and self.text:
            return self.text
        return _ERRORS.get(self.status, ("api_error", None, f"HTTP {self.status}"))[2]


def _count_tokens(text: str) -> int:
    """Rough deterministic token estimate (about four characters per token)."""
    return 0 if not text else max(1, (len(text) + 3) // 4)


def _message_text(message: Any) -> str:
    """Concatenate the textual content of one chat message (string or list of parts)."""
    if not isinstance(message, dict):
        return ""
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict) and isinstance(p.get("text"), str))
    return ""


def _usage_for(body: dict[str, Any], completion_text: str) -> dict[str, int]:
    """Compute a usage block from the request messages and the reply text."""
    messages = body.get("messages") if isinstance(body.get("messages"), list) else []
    prompt = sum(_count_tokens(_message_text(m)) for m in messages)
    completion = _count_tokens(completion_text)
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}


def _embedding(text: str, dim: int) -> list[float]:
    """Deterministic unit vector of length dim derived from a SHA-256 hash of text."""
    values: list[float] = []
    counter = 0
    while len(values) < dim:
        digest = hashlib.sha256(f"{counter}:{text}".encode()).digest()
        for i in range(0, len(digest), 4):
            values.append(int.from_bytes(digest[i : i + 4], "little") / 2**31 - 1.0)
        counter += 1
    values = values[:dim]
    norm = math.sqrt(sum(v * v for v in values)) or 1.0
    return [v / norm for v in values]


def _too_long_body(window: int, asked: int) -> dict[str, Any]:
    """OpenAI's 400 for a request longer than the model's context window, word for word."""
    return {
        "error": {
            "message": f"This model's maximum context length is {window} tokens. However, your messages resulted in "
            f"{asked} tokens. Please reduce the length of the messages.",
            "type": "invalid_request_error",
            "param": "messages",
            "code": "context_length_exceeded",
        }
    }


def _error_body(status: int, message: str | None = None, code: str | None = None) -> dict[str, Any]:
    """OpenAI-style error JSON for an HTTP status (`code`: another than the status's own)."""
    err_type, own_code, default_message = _ERRORS.get(
        status, ("server_error" if status >= 500 else "invalid_request_error", None, f"HTTP {status}")
    )
    return {"error": {"message": message or default_message, "type": err_type, "param": None, "code": code or own_code}}


def _no_such_model(model: str) -> str:
    """OpenAI's words for a 404 on a path it has: the model asked for is not one it has (code `model_not_found`)."""
    return f"The model `{model}` does not exist or you do not have access to it."


class _Server(ThreadingHTTPServer):
    """ThreadingHTTPServer that knows its FakeOpenAI and keeps quiet about client disconnects."""

    daemon_threads = True
    allow_reuse_address = True
    fake: FakeOpenAI

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Ignore socket errors (clients hanging up); report anything else."""
        exc = sys.exc_info()[1]
        if isinstance(exc, OSError) or self.fake._stopping.is_set():
            return
        super().handle_error(request, client_address)


class _Handler(BaseHTTPRequestHandler):
    """Per-connection request handler; every request runs on its own thread."""

    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # avoid 40 ms Nagle/delayed-ACK stalls between header and body writes
    server: _Server

    # -- plumbing -------------------------------------------------------------

    def setup(self) -> None:
        """Register the connection so stop() can shut it down."""
        super().setup()
        self.server.fake._track(self.connection, True)

    def finish(self) -> None:
        """Unregister the connection."""
        try:
            super().finish()
        except OSError:
            pass
        finally:
            self.server.fake._track(self.connection, False)

    def log_message(self, format: str, *args: Any) -> None:
        """Silence the default stderr access log."""

    def do_GET(self) -> None:
        """Handle GET."""
        self._handle()

    def do_POST(self) -> None:
        """Handle POST."""
        self._handle()

    def do_PUT(self) -> None:
        """Handle PUT."""
        self._handle()

    def do_PATCH(self) -> None:
        """Handle PATCH."""
        self._handle()

    def do_DELETE(self) -> None:
        """Handle DELETE."""
        self._handle()

    def _read_body(self) -> bytes:
        """Read the request body (Content-Length or chunked)."""
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            data = bytearray()
            while True:
                size_line = self.rfile.readline()
                size = int(size_line.split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    return bytes(data)
                data += self.rfile.read(size)
                self.rfile.readline()
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def _send_json(self, status: int, payload: Any, extra_headers: dict[str, str] | None = None) -> None:
        """Send a complete JSON response with Content-Length."""
        data = _wire(payload)
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("x-request-id", f"req_fake_{self.server.fake._next_id()}")
        for name, value in (extra_headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)
        self.wfile.flush()

    def _send_raw(self, reply: Reply) -> None:
        """Send a reply's raw body, whatever was asked (a web page, text, JSON that is not JSON)."""
        data = reply.body or b""
        self.send_response(reply.status)
        self.send_header("Content-Type", reply.content_type)
        self.send_header("Content-Length", str(len(data)))
        for name, value in (reply.headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)
        self.wfile.flush()

    def _send_error_json(
        self, status: int, message: str | None = None, extra: dict[str, str] | None = None, code: str | None = None
    ) -> None:
        """Send an OpenAI-style JSON error."""
        self._send_json(status, _error_body(status, message, code), extra)

    def _write_chunk(self, data: bytes) -> None:
        """Write one HTTP/1.1 chunk (chunked transfer encoding) and flush it."""
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
        self.wfile.flush()

    def _abort(self) -> None:
        """Close the socket without finishing the response."""
        self.close_connection = True
        try:
            self.wfile.flush()
        except OSError:
            pass
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    # -- routing --------------------------------------------------------------

    def _handle(self) -> None:
        """Record the request, then route it."""
        fake = self.server.fake
        try:
            raw = self._read_body()
            body: Any = None
            bad_json = False
            if raw.strip():
                try:
                    body = json.loads(raw)
                except (ValueError, UnicodeDecodeError):
                    bad_json = True
            path = urlsplit(self.path).path.rstrip("/") or "/"
            record: dict[str, Any] = {
                "method": self.command,
                "path": path,
                "headers": {k.lower(): v for k, v in self.headers.items()},
                "body": body,
            }
            fake._record(record)
            self._route(path, body, bad_json)
        except OSError:
            self.close_connection = True
        except Exception as exc:  # a bug in a responder etc.: surface it as a 500
            fake.errors.append(exc)
            try:
                self._send_error_json(500, f"fake server error: {exc!r}")
            except OSError:
                self.close_connection = True

    def _route(self, path: str, body: Any, bad_json: bool) -> None:
        """Dispatch on method and path."""
        fake = self.server.fake
        if fake.every is not None:
            self._send_raw(fake.every)
            return
        method = self.command
        routes = {CHAT_PATH: "POST", EMBEDDINGS_PATH: "POST", MODELS_PATH: "GET"}
        model_id: str | None = None
        if path.startswith(MODELS_PATH + "/"):
            model_id = path[len(MODELS_PATH) + 1 :]
            expected: str | None = "GET"
        else:
            expected = routes.get(path)
        if expected is None:
            self._send_error_json(404, f"Invalid URL ({method} {path})")
            return
        if method != expected:
            self._send_error_json(405, f"Method {method} not allowed for {path}")
            return
        if bad_json:
            self._send_error_json(400, "We could not parse the JSON body of your request.")
            return
        if path == MODELS_PATH:
            self._send_json(200, {"object": "list", "data": [self._model_obj(m) for m in list(fake.models)]})
        elif model_id is not None:
            if model_id in fake.models:
                self._send_json(200, self._model_obj(model_id))
            else:
                self._send_error_json(404, _no_such_model(model_id), code="model_not_found")
        elif path == EMBEDDINGS_PATH:
            self._embeddings(body)
        else:
            self._chat(body)

    @staticmethod
    def _model_obj(model: str) -> dict[str, Any]:
        """A Model object."""
        return {"id": model, "object": "model", "created": 0, "owned_by": "fake"}

    def _embeddings(self, body: Any) -> None:
        """POST /v1/embeddings: deterministic hash-based unit vectors."""
        fake = self.server.fake
        if fake.embeddings_delay:
            time.sleep(fake.embeddings_delay)
        if fake.embeddings_status == 404:  # as OpenAI says it of a model it does not have
            model = body.get("model") if isinstance(body, dict) else None
            self._send_error_json(404, _no_such_model(str(model)), code="model_not_found")
            return
        if fake.embeddings_status != 200:
            self._send_error_json(fake.embeddings_status)
            return
        if not isinstance(body, dict) or "input" not in body:
            self._send_error_json(400, "Missing required parameter: 'input'.")
            return
        raw_input = body["input"]
        if isinstance(raw_input, str):
            items: list[Any] = [raw_input]
        elif isinstance(raw_input, list) and raw_input and all(isinstance(x, int) for x in raw_input):
            items = [raw_input]  # a single pre-tokenised input
        elif isinstance(raw_input, list):
            items = list(raw_input)
        else:
            self._send_error_json(400, "'input' must be a string or a list.")
            return
        dims = body.get("dimensions")
        dim = dims if isinstance(dims, int) and dims > 0 else fake.embed_dim
        as_base64 = body.get("encoding_format") == "base64"
        data: list[dict[str, Any]] = []
        tokens = 0
        for index, item in enumerate(items):
            key = item if isinstance(item, str) else json.dumps(item)
            tokens += _count_tokens(key)
            vector = _embedding(key, dim)
            embedding: Any = base64.b64encode(struct.pack(f"<{dim}f", *vector)).decode("ascii") if as_base64 else vector
            data.append({"object": "embedding", "index": index, "embedding": embedding})
        model = body.get("model") if isinstance(body.get("model"), str) else "fake-embedding"
        self._send_json(
            200,
            {
                "object": "list",
                "data": data,
                "model": model,
                "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
            },
        )

    def _chat(self, body: Any) -> None:
        """POST /v1/chat/completions: scripted reply, streaming or not."""
        fake = self.server.fake
        if not isinstance(body, dict):
            self._send_error_json(400, "The request body must be a JSON object.")
            return
        if not isinstance(body.get("messages"), list):
            self._send_error_json(400, "Missing required parameter: 'messages'.")
            return
        if not isinstance(body.get("model"), str):
            self._send_error_json(400, "Missing required parameter: 'model'.")
            return
        context = fake.context_chars
        if context is not None and (said := sum(len(_message_text(m)) for m in body["messages"])) > context:
            self._send_json(400, _too_long_body(context // 4, _count_tokens("x" * said)))
            return  # refused before anything is generated: the script is left as it was
        reply = fake._next_reply(body)
        if reply.delay > 0 and fake._stopping.wait(reply.delay):
            self._abort()
            return
        extra = dict(reply.headers or {})
        if reply.retry_after is not None:
            extra["Retry-After"] = f"{reply.retry_after:g}"
        if reply.body is not None:
            self._send_raw(reply)
            return
        if reply.status == 404:  # the path is the API's: OpenAI's 404 there is for a model it does not have
            said = reply.text if reply.text not in (_DEFAULT_TEXT, "") else _no_such_model(body["model"])
            self._send_error_json(404, said, extra, code="model_not_found")
            return
        if reply.status >= 400:
            self._send_error_json(reply.status, reply.error_message(), extra)
            return
        completion_id = f"chatcmpl-fake{fake._next_id()}"
        created = int(time.time())
        model = body["model"]
        text = reply.content
        usage = reply.usage if reply.usage is not None else _usage_for(body, text)
        if body.get("stream"):
            options = body.get("stream_options")
            include_usage = isinstance(options, dict) and bool(options.get("include_usage"))
            self._stream(reply, extra, completion_id, created, model, text, usage if include_usage else None)
            return
        payload = {
            "id": completion_id,
            "object": "chat.completion",
            "created": created,
            "model": model,
            "system_fingerprint": "fp_fake",
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": text, "refusal": None},
                    "logprobs": None,
                    "finish_reason": reply.finish_reason,
                }
            ],
            "usage": usage,
        }
        if reply.cut_body is not None:
            data = _wire(payload)
            self.send_response(reply.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data[: reply.cut_body])
            self._abort()
            return
        self._send_json(reply.status, payload, extra)

    def _stream(
        self,
        reply: Reply,
        extra: dict[str, str],
        completion_id: str,
        created: int,
        model: str,
        text: str,
        usage: dict[str, Any] | None,
    ) -> None:
        """Send an SSE stream (chunked encoding, Connection: close), optionally cut short."""
        fake = self.server.fake
        self.close_connection = True
        self.send_response(reply.status)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("Connection", "close")
        self.send_header("x-request-id", f"req_fake_{fake._next_id()}")
        for name, value in extra.items():
            self.send_header(name, value)
        self.end_headers()

        def send_event(choices: list[dict[str, Any]], final_usage: dict[str, Any] | None = None) -> None:
            obj: dict[str, Any] = {
                "id": completion_id,
                "object": "chat.completion.chunk",
                "created": created,
                "model": model,
                "system_fingerprint": "fp_fake",
                "choices": choices,
            }
            if usage is not None:  # with include_usage every chunk has a usage key, null until the last
                obj["usage"] = final_usage
            self._write_chunk(b"data: " + _wire(obj) + b"\n\n")

        def chunk(delta: dict[str, Any], finish: str | None) -> None:
            send_event([{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}])

        chunk({"role": "assistant", "content": "", "refusal": None}, None)
        for sent, piece in enumerate(_split(text, reply.chunk_size)):
            if reply.cut_after is not None and sent >= reply.cut_after:
                self._abort()
                return
            if sent and reply.chunk_delay > 0 and fake._stopping.wait(reply.chunk_delay):
                self._abort()
                return
            chunk({"content": piece}, None)
        if reply.cut_after is not None:
            self._abort()
            return
        chunk({}, reply.finish_reason)
        if usage is not None:
            send_event([], usage)
        self._write_chunk(b"data: [DONE]\n\n")
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()


def _wire(payload: Any) -> bytes:
    """JSON as a server sends it: UTF-8, a lone surrogate (half of a pair a reply was split in) as its escape, as
    Python's and JavaScript's JSON write it."""
    text = json.dumps(payload, ensure_ascii=False)
    return re.sub("[\ud800-\udfff]", lambda m: f"\\u{ord(m.group()):04x}", text).encode("utf-8")


def _split(text: str, size: int) -> Iterator[str]:
    """Split text into pieces of size characters (code points, so CJK is never cut mid-character)."""
    if not text:
        return
    if size <= 0:
        yield text
        return
    for i in range(0, len(text), size):
        yield text[i : i + size]


class FakeOpenAI:
    """A scripted OpenAI-compatible server on 127.0.0.1 for use with the real openai client."""

    def __init__(self) -> None:
        """Create a stopped server; call start() to serve."""
        self.host: str = "127.0.0.1"
        self.port: int = 0
        self.base_url: str = ""
        self.requests: list[dict[str, Any]] = []
        self.responder: Callable[[dict[str, Any]], Reply | str | None] | None = None
        self.default: Reply = Reply(text=_DEFAULT_TEXT)
        self.models: list[str] = ["fake-model"]
        self.embed_dim: int = 16
        self.embeddings_status: int = 200  # another status: every embeddings request fails with it
        self.embeddings_delay: float = 0.0  # seconds every embeddings request waits before its answer
        self.every: Reply | None = None  # when set, the raw reply to every request, whatever its path
        # when set, a chat request whose messages hold more characters than this (the model's context window, about
        # four characters a token) is refused with OpenAI's 400 `context_length_exceeded`
        self.context_chars: int | None = None
        self.errors: list[BaseException] = []
        self.tls: ssl.SSLContext | None = None  # when set before start(), the server speaks HTTPS with it
        self._lock = threading.Lock()
        self._cond = threading.Condition(self._lock)
        self._queue: deque[Reply] = deque()
        self._conns: set[socket.socket] = set()
        self._ids = 0
        self._stopping = threading.Event()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle ------------------------------------------------------------

    def start(self) -> Self:
        """Bind to 127.0.0.1 (self.port, default 0 = any free port) and serve in a daemon thread."""
        if self._server is not None:
            return self
        self._stopping.clear()
        server = _Server((self.host, self.port), _Handler)
        server.fake = self
        if self.tls is not None:
            server.socket = self.tls.wrap_socket(server.socket, server_side=True)
        self._server = server
        self.port = server.server_address[1]
        self.base_url = f"{'https' if self.tls else 'http'}://{self.host}:{self.port}/v1"
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.01}, name="FakeOpenAI", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving and shut down every open connection, including slow in-flight replies."""
        server = self._server
        if server is None:
            return
        self._stopping.set()
        server.shutdown()
        server.server_close()
        with self._lock:
            conns = list(self._conns)
        for conn in conns:
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        if self._thread is not None:
            self._thread.join(timeout=2.0)
        self._server = None
        self._thread = None

    def __enter__(self) -> Self:
        """Start on entering a with-block."""
        return self.start()

    def __exit__(self, *exc: object) -> None:
        """Stop on leaving a with-block."""
        self.stop()

    # -- scripting ------------------------------------------------------------

    def enqueue(self, *replies: Reply | str) -> None:
        """Append replies to the FIFO script; a str means Reply(text=str)."""
        converted = [_as_reply(r) for r in replies]
        with self._lock:
            self._queue.extend(converted)

    def pending(self) -> int:
        """Number of scripted replies not yet used."""
        with self._lock:
            return len(self._queue)

    def chat_requests(self) -> list[dict[str, Any]]:
        """Bodies of POST /v1/chat/completions requests, in arrival order."""
        with self._lock:
            return [r["body"] for r in self.requests if r["method"] == "POST" and r["path"] == CHAT_PATH]

    def wait_for_requests(self, n: int, timeout: float = 5.0) -> bool:
        """Block until at least n chat requests have arrived; False on timeout."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._count_chat() < n:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return False
                self._cond.wait(remaining)
            return True

    # -- internals used by the handler -----------------------------------------

    def _count_chat(self) -> int:
        """Count chat requests; caller holds the lock."""
        return sum(1 for r in self.requests if r["method"] == "POST" and r["path"] == CHAT_PATH)

    def _record(self, record: dict[str, Any]) -> None:
        """Append a request record and wake waiters."""
        with self._cond:
            self.requests.append(record)
            self._cond.notify_all()

    def _next_reply(self, body: dict[str, Any]) -> Reply:
        """Pop the next scripted reply, else ask the responder, else use the default."""
        with self._lock:
            if self._queue:
                return self._queue.popleft()
            responder = self.responder
            default = self.default
        if responder is not None:
            result = responder(body)
            if result is not None:
                return _as_reply(result)
        return default

    def _next_id(self) -> int:
        """Monotonic id for responses."""
        with self._lock:
            self._ids += 1
            return self._ids

    def _track(self, conn: socket.socket, add: bool) -> None:
        """Add or remove an open connection."""
        with self._lock:
            if add:
                self._conns.add(conn)
            else:
                self._conns.discard(conn)


def _as_reply(value: Reply | str) -> Reply:
    """Normalise a Reply-or-str into a Reply."""
    if isinstance(value, Reply):
        return value
    if isinstance(value, str):
        return Reply(text=value)
    raise TypeError(f"expected Reply or str, got {type(value).__name__}")


@contextmanager
def hanging_up() -> Iterator[str]:
    """An https:// base URL whose listener reads the TLS greeting and hangs up, as a proxy restarting does."""
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(0.1)
    stop = threading.Event()

    def hang_up() -> None:
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except TimeoutError:
                continue
            conn.recv(4096)
            conn.close()

    thread = threading.Thread(target=hang_up, daemon=True)
    thread.start()
    try:
        yield f"https://127.0.0.1:{listener.getsockname()[1]}/v1"
    finally:
        stop.set()
        thread.join(5)
        listener.close()


def main(argv: list[str] | None = None) -> int:
    """Serve a fake OpenAI API from the command line until killed."""
    parser = argparse.ArgumentParser(description="Fake OpenAI-compatible server for manual trials.")
    parser.add_argument("--port", type=int, default=0, help="port on 127.0.0.1 (0 = any free port)")
    parser.add_argument("--text", default=_DEFAULT_TEXT, help="assistant reply text")
    parser.add_argument("--status", type=int, default=200, help="HTTP status for chat replies")
    parser.add_argument("--delay", type=float, default=0.0, help="seconds before the first byte")
    parser.add_argument("--chunk-delay", type=float, default=0.0, help="seconds between streamed chunks")
    parser.add_argument("--chunk-size", type=int, default=8, help="characters per streamed chunk")
    parser.add_argument("--model", action="append", help="model id served by /v1/models (repeatable)")
    parser.add_argument(
        "--context-chars", type=int, default=None, help="refuse chat requests of more characters, as OpenAI does (400)"
    )
    args = parser.parse_args(argv)
    fake = FakeOpenAI()
    fake.port = args.port
    fake.default = Reply(
        text=args.text,
        status=args.status,
        delay=args.delay,
        chunk_delay=args.chunk_delay,
        chunk_size=args.chunk_size,
    )
    if args.model:
        fake.models = list(args.model)
    fake.context_chars = args.context_chars
    fake.start()
    print(fake.base_url, flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        fake.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
