"""The OpenAI-compatible HTTP API of `twin serve`: /v1/models, /v1/chat/completions (streaming or not), /healthz.

Starlette on uvicorn, imported only by `twin serve`. The shapes are OpenAI's (responses, chunks, `usage`, errors),
so any OpenAI client talks to a twin as to a model whose name is the persona's. A turn is the chat's turn
(twin/chat/conversation.py): the person's words on disk before the model is called, the context from the three
tracks and recall, the reply recorded however it ends, extraction after it. What touches the disk or the model
runs in a thread, never on the event loop. docs/serve.md tells the design.
"""

from __future__ import annotations

import asyncio
import gc
import json
import re
import threading
import time
import traceback
import unicodedata
import uuid
from collections import deque
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import anyio
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import BaseRoute, Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from twin.chat.conversation import Reply
from twin.credentials import hide
from twin.errors import (
    ConflictError,
    ModelError,
    ModelRateLimitError,
    ModelTimeoutError,
    ModelTooLongError,
    StorageError,
    TwinError,
    UsageError,
)
from twin.llm import Completion, ReplyStream, Sampling
from twin.llm.failures import REFUSED_HINT
from twin.serve.server import HEADER_BYTES
from twin.serve.token import TokenCheck
from twin.serve.twins import Claim, Said, ServedTwin
from twin.sessions.session import Turn
from twin.settings import MOST_TOKENS
from twin.textsafe import NAME_RULE, SURROGATE, person_name, safe_text
from twin.tokens import estimate_tokens

SESSION_HEADER = "X-Twin-Session"
RETRY_HEADER = "X-Stainless-Retry-Count"  # sent by the openai SDKs (and others made by Stainless) when they retry
SESSION_ID = re.compile(r"^[0-9A-Z]{26}$")
NOTE = "twin.note"  # the scope's key to what the access log adds to a request's line (a stream's error code)
ERRAND_HEADER = "X-Twin-Errand"  # a program's own request: the session whose conversation it copies; nothing recorded
IGNORED_HEADER = "X-Twin-Ignored"  # the request's fields this server does not know, and so did not use
FIELD_NAME = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")
LET_GO_SECONDS = 10.0  # how long the rest of a body refused for its size is read and let go of (`let_go`)
INSTRUCTING = ("system", "developer")  # the calling program's messages: instructions, never the person's words
ROLES = (*INSTRUCTING, "user", "assistant", "tool", "function")
Log = Callable[[str], None]


class ApiError(Exception):
    """A request that gets an OpenAI-shaped error instead of a reply."""

    def __init__(
        self,
        status: int,
        message: str,
        *,
        kind: str = "invalid_request_error",
        code: str | None = None,
        param: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status, self.message, self.kind, self.code, self.param = status, message, kind, code, param
        self.headers = headers or {}


def error_body(message: str, kind: str, code: str | None = None, param: str | None = None) -> dict[str, Any]:
    """OpenAI's error object."""
    return {"error": {"message": message, "type": kind, "param": param, "code": code}}


def error_response(error: ApiError) -> JSONResponse:
    """An ApiError as OpenAI sends one."""
    body = error_body(error.message, error.kind, error.code, error.param)
    return JSONResponse(body, status_code=error.status, headers=error.headers)


# Hints of the chat's that speak of its terminal, in the API's words.
API_HINTS = {
    REFUSED_HINT: "The model refused the request twin sent it, for the reason it gives.",
}


def said(message: str, hint: str) -> str:
    """A failure's message and hint as an API error says them (the chat's hint, where it speaks of its terminal,
    in the API's words)."""
    return f"{message} {API_HINTS.get(hint, hint)}".strip()


def twin_error(error: TwinError, headers: dict[str, str] | None = None) -> ApiError:
    """A TwinError met while serving a request, with its hint."""
    message = said(error.message, error.hint)
    if isinstance(error, ModelTimeoutError):
        return ApiError(504, message, kind="server_error", code="upstream_timeout", headers=headers)
    if isinstance(error, ModelTooLongError):  # OpenAI's own answer to it: the request's, not the server's trouble
        return ApiError(400, message, code="context_length_exceeded", param="messages", headers=headers)
    if isinstance(error, ModelRateLimitError):  # OpenAI's 429, so that a client backs off and asks again
        wait = {"Retry-After": error.retry_after} if error.retry_after else {}
        return ApiError(429, message, kind="requests", code="rate_limit_exceeded", headers={**(headers or {}), **wait})
    if isinstance(error, ModelError):
        return ApiError(502, message, kind="server_error", code="upstream_error", headers=headers)
    if isinstance(error, ConflictError):
        return ApiError(409, message, code="conflict", headers=headers)
    if isinstance(error, StorageError):
        return ApiError(507, message, kind="server_error", code="storage", headers=headers)
    return ApiError(500, message, kind="server_error", code="twin_error", headers=headers)


# -- requests -------------------------------------------------------------------------------------


@dataclass
class ChatRequest:
    """What a POST /v1/chat/completions asks, checked."""

    model: str
    last: str  # the new turn: the person's words
    prior: list[Said]  # the earlier messages the client sends (not the program's instructions)
    messages: list[Said]  # every message as sent, in order (`system` for a `developer` one; a tool's left out)
    instructions: list[str]  # the program's system and developer messages
    stream: bool = False
    include_usage: bool = False
    user: str = ""  # who is talking: the last message's `name`, else the request's `user` ("": twin.toml's user)
    sampling: Sampling = field(default_factory=Sampling)  # what the model is asked as the program asks it
    ignored: list[str] = field(default_factory=list)  # fields this server does not know (named in a header)


# What a request may ask of how its reply is sampled: passed to the model (over the persona's and twin.toml's).
NUMBERS = {  # name: (lowest, highest)
    "temperature": (0.0, 2.0),
    "top_p": (0.0, 1.0),
    "presence_penalty": (-2.0, 2.0),
    "frequency_penalty": (-2.0, 2.0),
}
WHOLE = {  # name: (lowest, highest, what it counts); the highest: what a model server written in C or Rust holds
    "max_completion_tokens": (1, MOST_TOKENS, "tokens"),  # llama.cpp's n_predict is 32 bits: more would wrap
    "max_tokens": (1, MOST_TOKENS, "tokens"),
    "seed": (-(2**63), 2**63 - 1, "64 bits"),  # OpenAI's, and vLLM's, seed is a 64-bit integer
}
MAX_STOPS = 4
# Fields taken as they are: they shape the response, name who asks, or ask nothing of the reply.
TAKEN = {"model", "messages", "stream", "stream_options", "user", "n", "max_tokens", "max_completion_tokens",
         "stop", "seed", *NUMBERS, "metadata", "store", "service_tier", "parallel_tool_calls", "tool_choice",
         "function_call", "tools", "functions", "response_format", "logprobs", "top_logprobs", "modalities",
         "logit_bias", "audio", "prediction", "reasoning_effort", "web_search_options"}  # fmt: skip


def _refused(param: str, why: str) -> ApiError:
    return ApiError(400, f"`{param}` is not supported: {why}", code="unsupported_parameter", param=param)


def _sampling(body: dict[str, Any]) -> Sampling:
    """How the request asks its reply to be sampled; a 400 naming the field for a value the model cannot take, and
    for what a twin cannot do faithfully."""
    if body.get("tools") or body.get("functions"):
        name = "tools" if body.get("tools") else "functions"
        raise _refused(name, "a twin answers in its own words and calls no tools.")
    for name in ("tool_choice", "function_call"):
        if body.get(name) not in (None, "none", "auto"):
            raise _refused(name, "a twin calls no tools.")
    response_format = body.get("response_format")
    if response_format is not None and response_format != {"type": "text"}:
        raise _refused("response_format", 'a twin answers in its own words; only {"type": "text"} is taken.')
    if body.get("logprobs") or body.get("top_logprobs"):
        name = "logprobs" if body.get("logprobs") else "top_logprobs"
        raise _refused(name, "a twin does not return token probabilities.")
    if body.get("modalities") not in (None, ["text"]) or body.get("audio") is not None:
        raise _refused("modalities" if body.get("audio") is None else "audio", "a twin speaks in text only.")
    for name in ("logit_bias", "prediction"):
        if body.get(name):
            raise _refused(name, "a twin's reply comes from its persona and memory, not from given tokens.")
    numbers: dict[str, float] = {}
    for name, (low, high) in NUMBERS.items():
        value = body.get(name)
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, int | float) or not low <= value <= high:
            raise ApiError(400, f"`{name}` must be a number from {low:g} to {high:g}.", param=name)
        numbers[name] = float(value)
    whole = {name: _whole(body, name) for name in WHOLE}
    limits = {k: whole[k] for k in ("max_completion_tokens", "max_tokens") if whole[k] is not None}
    if len(set(limits.values())) > 1:
        raise ApiError(400, "`max_tokens` and `max_completion_tokens` differ: give one.", param="max_tokens")
    stop = body.get("stop")
    stops: tuple[str, ...] = ()
    if isinstance(stop, str):
        stops = (stop,)
    elif isinstance(stop, list) and len(stop) <= MAX_STOPS and all(isinstance(x, str) for x in stop):
        stops = tuple(stop)
    elif stop is not None:
        raise ApiError(400, f"`stop` must be a string or a list of {MAX_STOPS} strings at most.", param="stop")
    if any(not x for x in stops):
        raise ApiError(400, "`stop` sequences must not be empty.", param="stop")
    return Sampling(
        max_tokens=next(iter(limits.values()), None), stop=stops, seed=whole["seed"], **numbers,  # type: ignore[arg-type]
    )  # fmt: skip


def _whole(body: dict[str, Any], name: str) -> int | None:
    """A whole-number field of the request (WHOLE), None when not given; a 400 naming it for another value (true and
    false are not numbers here, though Python counts them as 1 and 0)."""
    value = body.get(name)
    if value is None:
        return None
    low, high, unit = WHOLE[name]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ApiError(400, f"`{name}` must be a whole number from {low} to {high} ({unit}).", param=name)
    return value


def _text(content: Any, where: str, role: Any = "user") -> str:
    """A message's text: a string, or OpenAI's list of parts of which only text ones are taken (and, in an
    assistant's message, a refusal: what that assistant said)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = []
        for part in content:
            if role == "assistant" and isinstance(part, dict) and part.get("type") == "refusal":
                if not isinstance(part.get("refusal"), str):
                    raise ApiError(400, f"{where} has a refusal part without its text.", param=where)
                texts.append(part["refusal"])
                continue
            if not isinstance(part, dict) or part.get("type", "text") not in ("text", "input_text"):
                kind = part.get("type") if isinstance(part, dict) else type(part).__name__
                raise ApiError(400, f"{where} has a part of type {kind!r}: a twin takes text only.", param=where)
            if not isinstance(part.get("text"), str):
                raise ApiError(400, f"{where} has a text part without text.", param=where)
            texts.append(part["text"])
        return "\n".join(texts)
    raise ApiError(400, f"{where} must be a string or a list of text parts.", param=where)


def unencodable(value: Any, where: str = "") -> str | None:
    """Where parsed JSON holds a string with a lone UTF-16 surrogate (valid JSON, but not text: it can be neither
    written to a file nor sent on), as the field's path (`messages[0].content`); None when nowhere."""
    stack: list[tuple[str, Any]] = [(where, value)]
    while stack:
        path, item = stack.pop()
        if isinstance(item, str):
            if SURROGATE.search(item):
                return path or "the body"
        elif isinstance(item, dict):
            fields = []
            for key, inner in item.items():
                name = f"{path}.{key}" if path else str(key)
                if SURROGATE.search(str(key)):  # the field's name itself: shown escaped
                    return name.encode("utf-8", "backslashreplace").decode("utf-8")
                fields.append((name, inner))
            stack.extend(reversed(fields))  # the first in the body is found first
        elif isinstance(item, list):
            stack.extend(reversed([(f"{path}[{i}]", inner) for i, inner in enumerate(item)]))
    return None


def surrogate_message(where: str) -> str:
    """What is wrong with text that holds a lone UTF-16 surrogate."""
    return (
        f"`{where}` holds a lone UTF-16 surrogate (an escape such as \\ud800 without its pair), which is not text: "
        "send it as UTF-8, or escape both halves of the pair."
    )


def parse_chat(body: Any) -> ChatRequest:
    """The checked request, or an ApiError (400) that says what is wrong, in OpenAI's terms."""
    if not isinstance(body, dict):
        raise ApiError(400, "The body must be a JSON object.")
    broken = unencodable(body)  # one look at the whole request, before any of it is used or written
    if broken is not None:
        raise ApiError(400, surrogate_message(broken), param=broken)
    model = body.get("model")
    if model is not None and not isinstance(model, str):
        raise ApiError(400, "`model` must be a string: the name of a twin (GET /v1/models lists them).", param="model")
    if not isinstance(model, str) or not model.strip():
        raise ApiError(400, "`model` is required: the name of a twin (GET /v1/models lists them).", param="model")
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        raise ApiError(400, "`messages` is required: a non-empty list of messages.", param="messages")
    said: list[Said] = []
    instructions: list[str] = []
    messages_as_sent: list[Said] = []
    last_at = -1  # where the last of the person's messages is (its `name` says who said it)
    for i, message in enumerate(messages):
        where = f"messages[{i}]"
        if not isinstance(message, dict):
            raise ApiError(400, f"{where} must be an object with a role and content.", param=where)
        role = message.get("role")
        if role not in ROLES:
            raise ApiError(400, f"{where}.role must be one of {', '.join(ROLES)}.", param=f"{where}.role")
        text = _text(message.get("content"), f"{where}.content", role)
        if role in ("user", "assistant"):  # a secret as the session file keeps it, so that the copies match
            text = hide(text)[0]
        if role in INSTRUCTING:
            instructions.append(text)
        else:
            said.append((str(role), text))
            last_at = i
        if role in ("system", "developer", "user", "assistant"):
            messages_as_sent.append(("system" if role == "developer" else str(role), text))
    if not said or said[-1][0] != "user":
        raise ApiError(400, "The last message must be the person's (role `user`).", param="messages")
    last = said[-1][1]
    if not last.strip():
        raise ApiError(400, "The last message is empty.", param="messages")
    n = body.get("n")
    if n is not None and (isinstance(n, bool) or not isinstance(n, int) or n != 1):  # `true == 1` in Python
        raise ApiError(400, "A twin gives one reply at a time: `n` must be 1.", param="n")
    stream = body.get("stream", False)
    if not isinstance(stream, bool | None):
        raise ApiError(400, "`stream` must be true or false.", param="stream")
    options = body.get("stream_options") or {}
    if not isinstance(options, dict):
        raise ApiError(400, "`stream_options` must be an object.", param="stream_options")
    if not isinstance(options.get("include_usage", False), bool | None):
        raise ApiError(
            400, "`stream_options.include_usage` must be true or false.", param="stream_options.include_usage"
        )
    user = _person(body.get("user"), "user")
    # the person's message may name who said it (OpenAI's `name`, "an optional name for the participant": a group
    # chat's front end puts the speaker's there); a message's own name goes over the request's
    user = _person(messages[last_at].get("name"), f"messages[{last_at}].name") or user
    sampling = _sampling(body)
    return ChatRequest(
        model=model.strip(),
        last=last,
        prior=said[:-1],
        messages=messages_as_sent,
        instructions=instructions,
        stream=bool(stream),
        include_usage=bool(options.get("include_usage")),
        user=user,
        sampling=sampling,
        ignored=sorted(str(k) for k in body if k not in TAKEN),
    )


def too_large(limit: int) -> ApiError:
    """The 413 of a body over `limit` bytes."""
    return ApiError(
        413,
        f"The request is larger than this server takes ({limit // 1024} KB: max_request_kb under [serve] in its "
        "twin.toml).",
        code="too_large",
    )


async def let_go(receive: Receive) -> None:
    """Read the rest of a refused body and let it go, LET_GO_SECONDS at most, before the answer is sent on a connection
    that closes after it (`Connection: close`, HTTP/1.0): closed with bytes unread, it is reset, and a client that
    sends its whole body before it reads (Python's urllib) saw the reset, never the 413. A connection kept open reads
    on by itself (uvicorn lets go of what comes after an answer)."""
    with anyio.move_on_after(LET_GO_SECONDS):
        while (message := await receive())["type"] == "http.request" and message.get("more_body", False):
            pass


def closes(scope: Scope, headers: dict[bytes, bytes]) -> bool:
    """Whether the connection closes after this request's answer: the client asked it (`Connection: close`), or it
    speaks HTTP/1.0 and did not ask it kept open."""
    asked = {part.strip() for part in headers.get(b"connection", b"").lower().split(b",")}
    return b"close" in asked or (scope.get("http_version") == "1.0" and b"keep-alive" not in asked)


def _person(value: Any, where: str) -> str:
    """Who is talking, as a request names them (its `user`, a message's `name`): a name by the rule of every
    `--user` (`person_name`), "" for none; a 400 naming the field for what cannot be one."""
    value = value or ""
    if not isinstance(value, str):
        raise ApiError(400, f"`{where}` must be a name, a string. {NAME_RULE}", param=where)
    try:
        return person_name(value, f"`{where}`")
    except UsageError as exc:
        raise ApiError(400, f"{exc.message} {exc.hint}", param=where) from None


async def read_json(request: Request, limit: int) -> Any:
    """The request's JSON body, read no further than `limit` bytes."""
    too_big = too_large(limit)
    length = request.headers.get("content-length", "")
    if length.isdigit() and int(length) > limit:
        raise too_big
    from starlette.requests import ClientDisconnect

    chunks: list[bytes] = []
    size = 0
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > limit:
                raise too_big
            chunks.append(chunk)
    except ClientDisconnect:  # the body ended before its length, the connection with it: nobody to answer, no bug
        raise ApiError(400, "The client went away before its request was read whole.", code="client_gone") from None
    try:
        return json.loads(b"".join(chunks), parse_int=_integer)
    except (ValueError, UnicodeDecodeError):
        raise ApiError(400, "The body is not JSON.") from None
    except RecursionError:
        raise ApiError(400, "The body's JSON is nested too deeply.") from None


# -- one exchange -----------------------------------------------------------------------------------


class Cut(Exception):
    """The server stops and its grace ended: a reply still coming is cut where it stands."""


class Pump:
    """Pulls a reply's pieces on a thread of its own and hands them to the event loop as they come: several at
    once when they come faster than they are sent, and one wake-up of the loop only when it waits. (A thread hop
    per piece cost a twelfth of the server's time under 16 conversations at once: bench/serve.)"""

    def __init__(self, pieces: Iterator[str]) -> None:
        self._pieces = pieces
        self._queue: deque[str] = deque()
        self._loop = asyncio.get_running_loop()
        self._ready = asyncio.Event()
        self._waiting = False
        self.done = False
        self.stopped = False  # the server's grace ended: the reply is cut where it stands
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, name="twin-reply", daemon=True)
        self.thread.start()

    def _wake(self) -> None:
        if self._waiting:
            self._waiting = False
            try:
                self._loop.call_soon_threadsafe(self._ready.set)
            except RuntimeError:
                pass  # the loop has closed: nobody waits any more

    def _run(self) -> None:
        try:
            for piece in self._pieces:
                self._queue.append(piece)
                self._wake()
        except BaseException as exc:  # noqa: BLE001 - handed to the loop
            self.error = exc
        finally:
            self.done = True
            self._wake()

    def stop(self) -> None:
        """Stop waiting for pieces (on the event loop): the next batch raises Cut."""
        self.stopped = True
        self._ready.set()

    async def batch(self) -> list[str] | None:
        """The pieces that came since the last batch (waiting for one); None at the end of the reply; Cut once
        `stop` was called."""
        while not self._queue and not self.done and not self.stopped:
            self._ready.clear()
            self._waiting = True
            if self._queue or self.done:  # it came between the look and the flag
                self._waiting = False
                break
            await self._ready.wait()
        if self.stopped and not self.done:
            raise Cut
        if self._queue:
            return [self._queue.popleft() for _ in range(len(self._queue))]
        if self.error is not None:
            raise self.error
        return None


class Departure:
    """A client's connection, watched from the moment its request is read until its reply begins (then a stream's
    own watch, and a whole reply's, take over): a client that goes away meanwhile, while its request waits for its
    conversation, for its context to be built (one at a time, BUILDING in twin/serve/twins.py) or for the model's
    first piece, is told to its reply (`Answer.leave`), which then asks the model nothing, or stops what it asked:
    a reply nobody will read costs no model call, or, when the model was already asked, no more of its answer."""

    def __init__(self, receive: Receive) -> None:
        self.gone = threading.Event()
        self.answer: Answer | None = None
        self._task: asyncio.Task[None] | None = asyncio.get_running_loop().create_task(self._watch(receive))

    async def _watch(self, receive: Receive) -> None:
        while (await receive())["type"] != "http.disconnect":  # (the body is read: what comes is its end)
            pass
        self.gone.set()
        if self.answer is not None:
            await anyio.to_thread.run_sync(self.answer.leave)

    def told(self, answer: Answer) -> Answer:
        """`answer`, told when the client goes away from now on (before, it finds `gone` set)."""
        self.answer = answer
        return answer

    def stop(self) -> None:
        """The reply began (or the request is over): its own watch, if any, takes over."""
        if self._task is not None:
            self._task.cancel()
            self._task = None  # the watch's cancellation holds its frames, which hold this: not held here in turn


class Answer:
    """One request's reply, relayed as it comes (streamed or whole) and settled once however it ends (finished,
    failed, or interrupted by a client that went away or a server that stops). What the reply is an answer in, and
    what is recorded of it, is its kind's: a turn of a conversation (`Exchange`), or a program's own task (`Errand`)."""

    def __init__(
        self, service: Service, twin: ServedTwin, request: ChatRequest, gone: threading.Event | None = None
    ) -> None:
        self.service, self.twin, self.request = service, twin, request
        self.gone = gone or threading.Event()  # the client went away before the reply began (`Departure`)
        self.turn: Turn | None = None  # the reply as it ended (recorded, for an exchange)
        self._pieces: Iterator[str] | None = None
        self._pump: Pump | None = None
        self._settled = False
        self._cut = False
        self.created = int(time.time())
        self.ended = ""  # the error code a stream ended with after it began (the access log names it)

    @property
    def headers(self) -> dict[str, str]:
        """The response headers that say which fields of the request were not known (and an exchange's session)."""
        found = {}
        if self.request.ignored:
            names = [n if FIELD_NAME.match(n) else "?" for n in self.request.ignored[:10]]
            found[IGNORED_HEADER] = ", ".join(names) + (", ..." if len(self.request.ignored) > 10 else "")
        return found

    @property
    def id(self) -> str:
        """The completion's id, its own and the same in each of its chunks."""
        raise NotImplementedError

    @property
    def completion(self) -> Completion | None:
        """How the model's reply went (None before it was asked)."""
        raise NotImplementedError

    def _start(self) -> str | None:
        """Ask the model (in a thread); its first piece, None when none came."""
        raise NotImplementedError

    def _failed(self, message: str) -> None:
        """The reply never started (in a thread)."""

    def _opened(self) -> None:
        """The reply was asked (on the event loop), whether or not it started."""

    async def finish(self) -> Turn:
        """The reply as it ended, recorded as its kind records it."""
        raise NotImplementedError

    def _interrupt(self) -> None:
        """The reply ends before its end (in a thread): a client went away, the server stops. The model's stream is
        closed (the pump, if it waits for a piece, ends with it), then the reply ended as its kind ends one."""
        stream = self._stream_of()
        if stream is not None:
            stream.cancel()
        if self._pump is not None:
            self._pump.thread.join(10)
        self.turn = self._ended()

    def leave(self) -> None:
        """The client went away before the reply began (in a thread): a reply not asked yet is not asked (`_start`
        looks at `gone` before the model is called), one asked is stopped before its first piece; either ends,
        without a word, as interrupted."""
        self.gone.set()
        stream = self._stream_of()
        if stream is not None:
            stream.cancel()

    def _stream_of(self) -> ReplyStream | None:
        """The model's stream of this reply (None before it is made)."""
        raise NotImplementedError

    def _ended(self) -> Turn:
        """The reply interrupted, as its kind keeps it."""
        raise NotImplementedError

    def _done(self) -> None:
        """The request is over (on the event loop)."""

    async def begin(self) -> str:
        """Start the reply, and wait for its first piece; an ApiError when none came (the model failed, or was empty
        twice): an exchange records that too, as the chat records it."""
        try:
            first = await anyio.to_thread.run_sync(self._start)
        except ModelError as exc:  # the reply never started
            await anyio.to_thread.run_sync(self._failed, exc.message)
            raise twin_error(exc, self.headers) from None
        except TwinError as exc:
            raise twin_error(exc, self.headers) from None
        finally:
            self._opened()
        if first is None:  # nothing came: empty twice, or it broke off before a word, or the client went away
            turn = self.turn or await self.finish()  # (one that went before it was asked is recorded so already)
            if turn.status == "interrupted":  # nobody reads this: the access log has it
                raise ApiError(
                    499, "The client went away before the reply began.", code="client_gone", headers=self.headers
                )
            if turn.status == "empty":
                raise ApiError(
                    502, f"The model sent an empty reply, twice.{self.again}.",
                    kind="server_error", code="empty_reply", headers=self.headers,
                )  # fmt: skip
            raise self.broken()
        return first

    def broken(self) -> ApiError:
        """The error of a reply that broke off (before its first word or after it): a timeout when the model
        stopped sending for `model.timeout` (504), else the model's failure (502)."""
        completion = self.completion
        message = said(completion.error, completion.hint) if completion else "The reply broke off."
        if completion and completion.timed_out:
            return ApiError(504, message, kind="server_error", code="upstream_timeout", headers=self.headers)
        return ApiError(502, message, kind="server_error", code="upstream_error", headers=self.headers)

    again = " Your message is kept; send it again"  # what an error says of the person's words
    cut_kept = ": it is kept so, with your message"  # what a stream cut by the server's stop says of them

    async def more(self) -> list[str] | None:
        """The pieces of the reply that came since the last call (waiting for one); None at its end; Cut when the
        server's grace ended."""
        assert self._pieces is not None
        if self._pump is None:
            self._pump = Pump(self._pieces)
            if self._cut:
                self._pump.stop()
        return await self._pump.batch()

    def cut(self) -> None:
        """The server's grace ended (on the event loop): the reply ends where it stands."""
        self._cut = True
        if self._pump is not None:
            self._pump.stop()

    async def settle(self) -> None:
        """However the request ended: a reply that has not ended is ended as interrupted, with what had arrived;
        then the request is over (a conversation is free for its next one). Safe to call twice; never cancelled
        halfway."""
        if self._settled:
            return
        self._settled = True
        with anyio.CancelScope(shield=True):
            try:
                if self.completion is not None and self.turn is None:
                    await anyio.to_thread.run_sync(self._interrupt)
            except TwinError as exc:  # not written either (the disk that refused the reply): said, never raised
                self.service.log(f"{self.twin.key}: the reply could not be kept ({type(exc).__name__}: "
                                 f"{exc.message})")  # fmt: skip
            finally:
                self.service.streams.discard(self)
                self._done()

    def _prompt_tokens(self) -> int:
        """The prompt's tokens, estimated (when the model did not count them)."""
        raise NotImplementedError

    def usage(self) -> dict[str, int]:
        """Tokens, as the model counted them; estimated when it did not say."""
        assert self.turn is not None
        found = self.turn.record.get("usage")
        if isinstance(found, dict) and all(
            isinstance(found.get(k), int) for k in ("prompt_tokens", "completion_tokens")
        ):
            prompt, completion = found["prompt_tokens"], found["completion_tokens"]
        else:
            prompt, completion = self._prompt_tokens(), estimate_tokens(self.turn.text)
        return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}

    @property
    def finish_reason(self) -> str:
        """Why the reply ended, in OpenAI's words."""
        found = self.completion.finish_reason if self.completion else ""
        return found or "stop"

    def chunk(self, delta: dict[str, Any], finish: str | None = None) -> bytes:
        """One server-sent event of a streamed reply."""
        body: dict[str, Any] = {
            "id": self.id,
            "object": "chat.completion.chunk",
            "created": self.created,
            "model": self.twin.key,
            "system_fingerprint": None,
            "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}],
        }
        if self.request.include_usage:
            body["usage"] = None
        return _event(body)

    async def events(self, first: str) -> AsyncIterator[bytes]:
        """The reply as OpenAI streams one, each piece as it comes but for the reply's last visible character, held
        back until the reply has ended (an exchange's is then on disk: a reply a client saw whole is a reply a crash
        cannot lose; an errand's is kept nowhere, and held back the same, for one way of streaming). (Holding back
        a whole piece made the first words wait for the second piece: 40 ms of twin's overhead with the bench's
        model, bench/serve.)"""
        yield self.chunk({"role": "assistant", "content": "", "refusal": None})
        sent, held = _held_back(first)
        if sent:
            yield self.chunk({"content": sent})
        try:
            while (more := await self.more()) is not None:
                sent, held = _held_back(held + "".join(more))
                if sent:
                    yield self.chunk({"content": sent})
        except Cut:  # the server stops: what came is recorded (interrupted), sent, and the client told why
            await self.settle()
            if held:
                yield self.chunk({"content": held})
            self.ended = "server_stopping"
            message = (
                f"The server is stopping, and the reply was cut where it stood{self.cut_kept}. Ask again when the "
                "server is back."
            )
            yield _event(error_body(message, "server_error", self.ended))
            return
        try:
            turn = await self.finish()
        except TwinError as exc:  # the reply could not be written (a full disk, a home moved away): the stream ends
            error = twin_error(exc, self.headers)  # with OpenAI's error event, as one broken by the model does (its
            self.ended = error.code or "storage"  # last piece, not on disk, is not sent)
            yield _event(error_body(error.message, error.kind, self.ended))
            return
        if held:
            yield self.chunk({"content": held})
        if turn.status == "error":
            error = self.broken()
            self.ended = error.code or "upstream_error"
            yield _event(error_body(error.message, "server_error", self.ended))
            return
        yield self.chunk({}, self.finish_reason)
        if self.request.include_usage:
            body = {"id": self.id, "object": "chat.completion.chunk", "created": self.created, "model": self.twin.key,
                    "system_fingerprint": None, "choices": [], "usage": self.usage()}  # fmt: skip
            yield _event(body)
        yield b"data: [DONE]\n\n"

    async def whole(self, first: str, receive: Receive) -> Response:
        """The reply in one response; a client that goes away meanwhile leaves it recorded as interrupted."""
        pieces = [first]
        gone = False
        async with anyio.create_task_group() as group:

            async def watch() -> None:
                nonlocal gone
                while (await receive())["type"] != "http.disconnect":
                    pass
                gone = True
                group.cancel_scope.cancel()

            group.start_soon(watch)
            while (more := await self.more()) is not None:
                pieces.extend(more)
            group.cancel_scope.cancel()
        if gone:
            return Response(status_code=499)  # nobody reads it; settle() records the reply as interrupted
        turn = await self.finish()
        if turn.status == "error":
            raise self.broken()
        body = {
            "id": self.id,
            "object": "chat.completion",
            "created": self.created,
            "model": self.twin.key,
            "system_fingerprint": None,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": turn.text, "refusal": None, "annotations": []},
                    "logprobs": None,
                    "finish_reason": self.finish_reason,
                }
            ],
            "usage": self.usage(),
        }
        return JSONResponse(body, headers=self.headers)


class Exchange(Answer):
    """One request's turn of a conversation: the person's words recorded before the model is called, the reply
    recorded once however it ends."""

    def __init__(
        self,
        service: Service,
        twin: ServedTwin,
        claim: Claim,
        request: ChatRequest,
        gone: threading.Event | None = None,
    ) -> None:
        super().__init__(service, twin, request, gone)
        self.claim = claim
        self.reply: Reply | None = None
        self.number = 1  # which reply to the person's turn this is (more than 1: it was asked again)

    @property
    def conversation(self) -> Any:
        """The conversation the request speaks in."""
        return self.claim.open.conversation

    @property
    def headers(self) -> dict[str, str]:
        """The response headers that say which session this is, and which fields of the request were not known."""
        found = {SESSION_HEADER: self.claim.open.id} if self.claim.open.id else {}
        return {**found, **super().headers}

    @property
    def id(self) -> str:
        """The completion's id, its own and the same in each of its chunks: the person's turn it answers, then, for
        a reply asked again (a regenerate), which reply to that turn it is (`-2`, `-3`...): in the session file, the
        assistant turns with that `reply_to`, in order."""
        if self.reply is None:
            return "chatcmpl-" + self.claim.open.id
        return "chatcmpl-" + self.reply.user_turn.id + (f"-{self.number}" if self.number > 1 else "")

    @property
    def completion(self) -> Completion | None:
        return self.reply.stream.completion if self.reply else None

    def _start(self) -> str | None:
        conversation = self.conversation
        again = self.claim.again  # a turn of an ended session sent again: recorded as memory reads it now
        words, sent_again = (again.words, again.turn) if again else (self.request.last, None)
        if self.gone.is_set() and self.claim.fit != "retry":  # the client went away while this waited for its
            # conversation: the words are kept and learned from, and nothing more is done (no context, no model), as
            # when Ctrl-C stops a chat's reply before it began
            self.turn = conversation.stopped_before(self._said(conversation.say(words, again=sent_again)))
            return None
        with self.twin.preparing.reply():
            if self.claim.fit == "retry":
                self.reply = conversation.retry(instructions=self.request.instructions, sampling=self.request.sampling)
            if self.reply is None:
                self.reply = conversation.ask(
                    words, instructions=self.request.instructions, sampling=self.request.sampling, again=sent_again
                )
                self._said(self.reply.user_turn)
            if self.gone.is_set():  # the client went away while this waited for its turn at BUILDING: the person's
                self.reply.stream.cancel()  # words are kept, the model is not asked
            self._pieces = iter(self.reply)
            pieces = self._pieces
            session = conversation.session
            answered = self.reply.user_turn.id
            if session is not None:  # the replies this turn had before this one (the ones a regenerate replaces)
                self.number += sum(
                    t.role == "assistant" and t.record.get("reply_to") == answered for t in session.turns
                )
        return next(pieces, None)

    def _said(self, turn: Turn) -> Turn:
        """The person's turn this request recorded; one recorded in other words than the client sent (`Again`) is
        matched to its next requests by those it sent."""
        if self.claim.again is not None:
            self.claim.open.sent[turn.id] = self.request.last
        return turn

    def _failed(self, message: str) -> None:
        conversation = self.conversation
        user_turn = self.reply.user_turn if self.reply else None
        if user_turn is None and conversation.session is not None:
            user_turn = next((t for t in reversed(conversation.session.turns) if t.role == "user"), None)
        if user_turn is not None:
            self.turn = conversation.fail(self.reply, user_turn, message)

    def _opened(self) -> None:
        self.twin.opened(self.claim)

    async def finish(self) -> Turn:
        """Record the reply as it ended (then extraction is queued, as after any exchange of a chat)."""
        assert self.reply is not None
        self.twin.preparing.ended()  # the conversation's next request may come at once: its context goes first
        turn: Turn = await anyio.to_thread.run_sync(self.conversation.finish, self.reply)
        self.turn = turn
        return turn

    def _stream_of(self) -> ReplyStream | None:
        return self.reply.stream if self.reply is not None else None

    def _ended(self) -> Turn:
        assert self.reply is not None
        turn: Turn = self.conversation.finish(self.reply)
        return turn

    def _done(self) -> None:
        self.twin.release(self.claim)
        if self.service.log_messages:
            self.service.log(f"  {self.twin.key} {self.claim.open.id} person: {_line(self.request.last)}")
            if self.turn is not None:
                self.service.log(f"  {self.twin.key} {self.claim.open.id} twin ({self.turn.status}): "
                                 f"{_line(self.turn.text)}")  # fmt: skip

    def _prompt_tokens(self) -> int:
        assert self.reply is not None
        return self.reply.context.tokens


class Errand(Answer):
    """A program's own request over a conversation it copies (a front end's title, tags or follow-up questions:
    `copies`, twin/serve/twins.py): answered by the model as the program asks it, its messages as they are, without
    the persona or memory, and never recorded. The words it copies are on record in the conversation they come
    from; the rest is the program's, not the person's (docs/serve.md, "A program's own requests")."""

    again, cut_kept = " Send it again", ""  # nothing of it is kept: its words are the program's

    def __init__(
        self,
        service: Service,
        twin: ServedTwin,
        request: ChatRequest,
        copied: str,
        gone: threading.Event | None = None,
    ) -> None:
        super().__init__(service, twin, request, gone)
        self.copied = copied  # the session whose conversation it copies
        self.stream: ReplyStream | None = None
        self._id = "chatcmpl-errand-" + uuid.uuid4().hex

    @property
    def headers(self) -> dict[str, str]:
        """The response headers: this request was not a turn of the person's."""
        return {ERRAND_HEADER: self.copied, **super().headers}

    @property
    def id(self) -> str:
        return self._id

    @property
    def completion(self) -> Completion | None:
        return self.stream.completion if self.stream else None

    def _start(self) -> str | None:
        messages = [{"role": role, "content": text} for role, text in self.request.messages]
        self.stream = self.twin.client.stream(messages, sampling=self.request.sampling)
        if self.gone.is_set():  # nobody to answer: the model is not asked
            self.stream.cancel()
        self._pieces = iter(self.stream)
        return next(self._pieces, None)

    async def finish(self) -> Turn:
        """The reply as it ended, kept nowhere."""
        assert self.stream is not None
        c = self.stream.completion
        self.turn = Turn("", "", "assistant", c.text, "", status=c.status, record={"usage": c.usage})
        return self.turn

    def _stream_of(self) -> ReplyStream | None:
        return self.stream

    def _ended(self) -> Turn:
        assert self.stream is not None
        return Turn("", "", "assistant", self.stream.completion.text, "", status="interrupted")

    def _done(self) -> None:
        if self.service.log_messages:
            where = f"  {self.twin.key} (a program's errand over {self.copied})"
            self.service.log(f"{where} program: {_line(self.request.last)}")
            if self.turn is not None:
                self.service.log(f"{where} model ({self.turn.status}): {_line(self.turn.text)}")

    def _prompt_tokens(self) -> int:
        return sum(estimate_tokens(text) for _, text in self.request.messages)


def _held_back(text: str) -> tuple[str, str]:
    """`text` cut where a stream may send it now: all but its last visible character and the space after it, which
    wait for the next piece, or for the reply to be on disk."""
    end = len(text.rstrip())
    return text[: max(0, end - 1)], text[max(0, end - 1) :]


def _event(body: dict[str, Any]) -> bytes:
    return b"data: " + json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n\n"


def where(exc: BaseException) -> str:
    """Where an exception was raised: the last frames' files, lines and functions (never its message, which may
    hold what was said)."""
    frames = traceback.extract_tb(exc.__traceback__)[-3:]
    return " < ".join(f"{f.filename.rsplit('/', 1)[-1]}:{f.lineno} {f.name}" for f in reversed(frames)) or "?"


def _line(text: str) -> str:
    """Text for one log line."""
    return " ".join(safe_text(text).split())


class EventStream(StreamingResponse):
    """A streamed reply that settles its exchange however the stream ends (a client that went away, a server that
    stops): the reply is ended as its kind ends one (an exchange's recorded, its conversation free again)."""

    def __init__(self, exchange: Answer, first: str) -> None:
        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no", **exchange.headers}  # nginx: no buffering
        super().__init__(exchange.events(first), media_type="text/event-stream", headers=headers)
        self.exchange = exchange

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await super().__call__(scope, receive, send)
        except BaseException as exc:
            if not _cancelled(exc):
                raise
            # uvicorn cancelled the stream when twin could not cut it in time (CUT_SECONDS, twin/serve/server.py):
            # the connection ends without its last event; the reply is recorded as interrupted, nothing to log
            _uncancel()
            self.exchange.ended = self.exchange.ended or "cancelled"
        finally:
            await self.exchange.settle()
            note = scope.get(NOTE)
            if isinstance(note, dict) and self.exchange.ended:
                note["ended"] = self.exchange.ended


# -- the service ----------------------------------------------------------------------------------


@dataclass
class Service:
    """What `twin serve` serves: the twins by name, the token, the limits, the log."""

    twins: dict[str, ServedTwin]
    token: TokenCheck
    log: Log
    idle_seconds: float = 30 * 60.0
    max_request_bytes: int = 4096 * 1024
    log_messages: bool = False  # the person's and the twin's words in the log: only when asked
    allow_origins: list[str] = field(default_factory=list)  # web pages that may call it from a browser ("*": any)
    as_of: datetime | None = None
    shutdown_seconds: float = 30.0  # to write the chapters of the open conversations when the server stops
    announce: Callable[[], None] = lambda: None
    mounts: list[tuple[str, ASGIApp, Callable[[], Any]]] = field(default_factory=list)  # (path, app, lifespan)
    threads: int = 100  # threads for disk and model work (anyio's default, 40, would queue the 41st stream)
    grace: float = 10.0  # seconds replies in flight may take to finish once the server stops
    streams: set[Answer] = field(default_factory=set)  # replies being streamed
    waiting: set[asyncio.Task[Any]] = field(default_factory=set)  # requests waiting for their conversation or reply
    cutting: bool = False  # the server stops and its grace ended

    def stopping(self) -> None:
        """The server stops (on the event loop, as it stops accepting): in `grace` seconds, what still runs is cut,
        each reply recorded as interrupted and its client told why (a stream by OpenAI's error event, a request
        still waiting by a 503)."""
        asyncio.get_running_loop().call_later(self.grace, self._cut)

    def _cut(self) -> None:
        self.cutting = True
        for exchange in list(self.streams):
            exchange.cut()
        for task in list(self.waiting):  # as uvicorn would cancel them: their 503 is sent where they wait
            task.cancel(msg="the server's grace ended")

    def start(self) -> None:
        """Start every twin's memory work (in a thread: it reads the disk)."""
        for twin in self.twins.values():
            twin.start()

    async def sweep(self) -> None:
        """End idle conversations, as long as the server runs."""
        every = min(60.0, max(0.2, self.idle_seconds / 4))
        while True:
            await anyio.sleep(every)
            for twin in self.twins.values():
                await twin.end_idle(self.idle_seconds)

    async def stop(self) -> None:
        """End every open conversation and write its chapter (what the time allows; the rest is owed)."""
        deadline = time.monotonic() + self.shutdown_seconds
        for twin in self.twins.values():
            opened = len(twin.open)
            zh = twin.persona.language == "zh"  # in the twin's language, as its memory's notices in this log
            if opened and twin.worker is not None:
                what = (
                    f"the diaries of {opened} open conversations" if opened > 1 else "the diary of 1 open conversation"
                )
                self.log(
                    f"{twin.key}: 正在写 {opened} 段进行中的对话的日记……" if zh else f"{twin.key}: writing {what}…"
                )
            left = await twin.shutdown(deadline)
            if left:
                what = "1 diary" if left == 1 else f"{left} diaries"
                self.log(
                    f"{twin.key}: {left} 篇日记留到下次启动再写（时间不够了）"
                    if zh
                    else f"{twin.key}: {what} left for the next start (out of time)"
                )

    # -- routes ---------------------------------------------------------------------------------

    def model(self, twin: ServedTwin) -> dict[str, Any]:
        """A twin as OpenAI describes a model, with its display name and language."""
        return {
            "id": twin.key,
            "object": "model",
            "created": int(twin.persona.path.stat().st_mtime) if twin.persona.path.exists() else 0,
            "owned_by": "twin",
            "name": twin.persona.name,
            "language": twin.persona.language,
        }

    def twin(self, name: str) -> ServedTwin:
        """The twin a request names, or a 404 that lists the ones there are."""
        found = self.twins.get(unicodedata.normalize("NFC", name))  # as a persona's name is read
        if found is None:
            there = ", ".join(sorted(self.twins))
            raise ApiError(
                404, f"The model {name!r} does not exist: this server serves the twins {there}.",
                code="model_not_found", param="model",
            )  # fmt: skip
        return found

    async def healthz(self, request: Request) -> Response:
        """GET /healthz: the server answers, and what it serves."""
        return JSONResponse({"status": "ok", "twins": sorted(self.twins), "read_only": self.as_of is not None})

    async def models(self, request: Request) -> Response:
        """GET /v1/models."""
        return JSONResponse({"object": "list", "data": [self.model(t) for t in self.twins.values()]})

    async def model_route(self, request: Request) -> Response:
        """GET /v1/models/{model}."""
        return JSONResponse(self.model(self.twin(request.path_params["model"])))

    async def chat(self, request: Request) -> Response:
        """POST /v1/chat/completions."""
        not_taken = ApiError(
            503,
            "The server is stopping; your message was not taken. Send it again when the server is back.",
            kind="server_error",
            code="server_stopping",
            headers={"Retry-After": "30"},
        )
        task = asyncio.current_task()
        if self.cutting or task is None:
            raise not_taken
        self.waiting.add(task)  # cancelled when the grace ends (`_cut`), answered 503 here: from its first byte (a
        departure: Departure | None = None  # body still coming when the server stopped was a bare 500, and a
        try:  # traceback in the log)
            try:
                chat = parse_chat(await read_json(request, self.max_request_bytes))
            except asyncio.CancelledError:
                _uncancel()
                raise not_taken from None
            departure = Departure(request.receive)  # from here, a client that goes away costs no model call
            twin = self.twin(chat.model)
            session_id = session_named(request)
            with twin.preparing.reply():  # (then its conversation is claimed, which may wait, and `_start` prepares)
                await anyio.to_thread.run_sync(twin.read_persona)  # an edit is taken at the next request
                try:
                    copied = await twin.copied(session_id, chat.user, chat.prior, chat.last)
                except asyncio.CancelledError:  # the server stops while the request was read for a copy
                    _uncancel()
                    raise not_taken from None
            if copied:  # a front end's own request over a conversation it copies: its title, tags, follow-ups
                errand = Errand(self, twin, chat, copied, departure.gone)
                return await self._exchange(departure.told(errand), request, task, departure)
            try:
                claim = await twin.claim(session_id, chat.user, chat.prior, chat.last, _retried(request))
            except asyncio.CancelledError:  # the server stops while this waited for its conversation to be free
                _uncancel()
                raise not_taken from None
            exchange = Exchange(self, twin, claim, chat, departure.gone)
            return await self._exchange(departure.told(exchange), request, task, departure)
        finally:
            if departure is not None:
                departure.stop()
            self.waiting.discard(task)

    async def _exchange(
        self, exchange: Answer, request: Request, task: asyncio.Task[Any], departure: Departure
    ) -> Response:
        """The reply to a request (an exchange holding its conversation, or an errand): a stream, or one piece."""
        streaming = False
        try:
            first = await exchange.begin()
            departure.stop()  # the reply began: its stream's watch, or `whole`'s, takes over
            if exchange.request.stream:
                streaming = True  # from here the stream settles the exchange, however it ends; it is cut, not
                self.streams.add(exchange)  # cancelled, when the grace ends
                if self.cutting:
                    exchange.cut()
                return EventStream(exchange, first)
            return await exchange.whole(first, request.receive)
        except asyncio.CancelledError:  # the server stops and the reply did not come within the grace: nothing was
            # sent yet, so the client hears why (uvicorn would send a bare 500 and log a traceback)
            _uncancel()
            raise ApiError(
                503,
                f"The server is stopping, and the reply did not come in time.{exchange.again} when the server is back.",
                kind="server_error",
                code="server_stopping",
                headers={**exchange.headers, "Retry-After": "30"},
            ) from None
        finally:
            self.waiting.discard(task)  # no cancellation while the reply is recorded
            if not streaming:
                await exchange.settle()


def _integer(digits: str) -> int:
    """A JSON integer; one of more digits than any field takes (`max_tokens` of 5,000 digits) as one past every
    range, so that its field is named: Python refuses to read more than 4,300 digits, and the body was said not to
    be JSON."""
    return int(digits) if len(digits) <= 40 else (-(10**40) if digits.startswith("-") else 10**40)


def session_named(request: Request) -> str | None:
    """The session a request's X-Twin-Session names (None when it names none). Given twice (two headers, or one
    that a proxy joined with a comma) it must name one session: two are a 400, as a value that is no session id
    is."""
    named = {
        value.strip().upper()
        for header in request.headers.getlist(SESSION_HEADER)
        for value in header.split(",")
        if value.strip()  # empty: as if absent; a ULID is read in either case
    }
    if len(named) > 1:
        raise ApiError(400, f"{SESSION_HEADER} names {len(named)} sessions ({', '.join(sorted(named))}): give one.")
    session_id = next(iter(named), None)
    if session_id is not None and not SESSION_ID.match(session_id):
        raise ApiError(400, f"{SESSION_HEADER} must be a session id, as an earlier response gave it.")
    return session_id


def _retried(request: Request) -> bool:
    """Whether the client sends this request again after a failure (the openai SDK retries a 429, a 5xx, a
    timeout twice by default, and says which try it is)."""
    count = request.headers.get(RETRY_HEADER, "").strip()
    return count.isascii() and count.isdigit() and int(count) > 0  # ("²" is a digit to str.isdigit)


def _cancelled(exc: BaseException) -> bool:
    """Whether `exc` is a cancellation (alone, or a task group's of only cancellations)."""
    if isinstance(exc, BaseExceptionGroup):
        return all(_cancelled(e) for e in exc.exceptions)
    return isinstance(exc, asyncio.CancelledError)


def _uncancel() -> None:
    """Take back the cancellation just caught, so that the answer to it can be sent (asyncio's rule for a task that
    goes on after a CancelledError)."""
    task = asyncio.current_task()
    if task is not None:
        task.uncancel()


def settled() -> None:
    """What the server holds once started (modules, the twins: about 100,000 objects) is left out of the garbage
    collector's full passes from now on (`gc.freeze`): each pass read all of it, 77 to 114 ms with every request
    waiting, a few times a minute under 16 conversations (bench/serve/run.py, 2026-12-07)."""
    gc.collect()
    gc.freeze()


def build_app(service: Service) -> ASGIApp:
    """The ASGI application: the routes behind the token, with their lifespan (memory work, idle sweeps, stop)."""

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        anyio.to_thread.current_default_thread_limiter().total_tokens = service.threads
        await anyio.to_thread.run_sync(service.start)
        async with AsyncExitStack() as stack:
            for _, _, mount_lifespan in service.mounts:
                await stack.enter_async_context(mount_lifespan())
            async with anyio.create_task_group() as group:
                group.start_soon(service.sweep)
                settled()
                service.announce()
                try:
                    yield
                finally:
                    group.cancel_scope.cancel()
        await service.stop()

    async def api_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, ApiError)
        return error_response(exc)

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        if exc.status_code == 404:
            path = request.url.path
            served = sorted(p for p, _, _ in service.mounts if p.startswith("/mcp/"))
            if path.startswith("/mcp/") and served:
                message = f"No twin is served over MCP at {path}: this server has {', '.join(served)}."
            else:
                message = f"Nothing at {request.method} {path}: see GET /v1/models and POST /v1/chat/completions."
            return error_response(ApiError(404, message, code="unknown_url"))
        if exc.status_code == 405:
            allowed = (exc.headers or {}).get("Allow", "")
            message = f"{request.url.path} does not take {request.method}" + (f": use {allowed}." if allowed else ".")
            return error_response(ApiError(405, message, code="method_not_allowed", headers=dict(exc.headers or {})))
        return error_response(ApiError(exc.status_code, str(exc.detail), code="http_error"))

    async def failure(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, TwinError)
        error = twin_error(exc)
        if error.status >= 500:  # the kind of failure only: its message may hold what was said
            service.log(f"{request.method} {_line(request.url.path)}: {type(exc).__name__} ({error.status})")
        return error_response(error)

    async def unexpected(request: Request, exc: Exception) -> Response:  # the Gate logs where it happened
        return error_response(ApiError(500, "Something unexpected went wrong; the server's log says where.",
                                       kind="server_error", code="unexpected"))  # fmt: skip

    paths: list[tuple[str, Any, list[str] | None]] = [
        ("/healthz", service.healthz, ["GET"]),
        ("/v1/models", service.models, ["GET"]),
        ("/v1/models/{model}", service.model_route, ["GET"]),
        ("/v1/chat/completions", service.chat, ["POST"]),
        *((path, app, None) for path, app, _ in service.mounts),  # ASGI apps: every method goes to them
    ]
    # Each path with a slash at its end too (`/mcp/`), answered as without it: Starlette's redirect to the other
    # form names this server's own path, which behind a proxy that strips a prefix (/sam/, README) is not routed
    routes: list[BaseRoute] = [Route(p, endpoint, methods=m) for path, endpoint, m in paths for p in (path, path + "/")]
    app = Starlette(
        routes=routes,
        lifespan=lifespan,
        exception_handlers={
            ApiError: api_error,
            HTTPException: http_error,
            TwinError: failure,
            Exception: unexpected,
        },
    )
    app.router.redirect_slashes = False  # no redirect to a path a proxy in front may not route (above)
    gate = Gate(app, service)
    if not service.allow_origins:
        return gate
    from starlette.middleware.cors import CORSMiddleware

    # A web page's requests (a chat app that calls the API from the browser): the browser asks first (a preflight,
    # which carries no token) and reads an answer only when the server names the page's origin. The token still
    # decides every request; no cookie is used, so none is allowed. Around the gate: its 401s name the origin too,
    # and the page can tell a wrong token from a server that refuses it.
    cors = CORSMiddleware(
        gate,
        allow_origins=service.allow_origins,
        allow_methods=["GET", "POST", "DELETE"],  # DELETE: an MCP client ends its session at /mcp
        allow_headers=["*"],  # the openai JS package sends its own (x-stainless-*)
        expose_headers=[SESSION_HEADER, ERRAND_HEADER, "Retry-After", "Mcp-Session-Id"],
        max_age=600,
    )
    allowed = set(service.allow_origins)

    async def browsers(scope: Scope, receive: Receive, send: Send) -> None:
        headers = dict(scope.get("headers") or []) if scope["type"] == "http" else {}
        if "*" not in allowed and preflight(scope, headers) and headers[b"origin"].decode("latin-1") not in allowed:
            await gate(scope, receive, send)  # refused there, as with no origin allowed, and the log says how
        else:
            await cors(scope, receive, send)

    return browsers


def preflight(scope: Scope, headers: dict[bytes, bytes]) -> bool:
    """Whether a request is a browser's question whether a web page may call this server (CORS)."""
    return scope.get("method") == "OPTIONS" and b"origin" in headers and b"access-control-request-method" in headers


class Gate:
    """In front of every route, /mcp too: the token (401 without it), the body's size (413 past `max_request_kb`),
    and one access-log line per request, which names the method, the path, the status, the twin's session and the
    time, never what was said."""

    def __init__(self, app: ASGIApp, service: Service) -> None:
        self.app = app
        self.service = service
        self.hinted: set[str] = set()  # the web pages the log told how to allow

    def hint_origin(self, origin: str) -> None:
        """Say once per web page how to let it call the server from a browser: the browser says only "CORS"."""
        origin = _line(origin)[:200]
        if origin not in self.hinted and len(self.hinted) < 100:
            self.hinted.add(origin)
            self.service.log(
                f"a web page at {origin} asked to call this server from a browser, and is refused: to allow it, "
                f'add "{origin}" to allow_origins under [serve] in twin.toml (allow_origins = ["{origin}"]; '
                'docs/serve.md, "Web pages")'
            )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.monotonic()
        headers = dict(scope.get("headers") or [])
        authorization = headers.get(b"authorization", b"").decode("latin-1")
        status = 0
        session = ""
        note: dict[str, str] = {}
        scope[NOTE] = note

        async def sending(message: Message) -> None:
            nonlocal status, session
            if message["type"] == "http.response.start":
                status = message["status"]
                sent = dict(message.get("headers") or [])
                found, errand = sent.get(SESSION_HEADER.lower().encode()), sent.get(ERRAND_HEADER.lower().encode())
                session = (
                    found.decode("latin-1")
                    if found
                    else f"(a program's errand over {errand.decode('latin-1')}: not recorded)"
                    if errand
                    else ""
                )
            await send(message)

        try:
            if preflight(scope, headers):  # reaches the gate only from a page not allowed (build_app)
                self.hint_origin(headers[b"origin"].decode("latin-1"))
            if not self.service.token.allows(authorization):
                message = (
                    "Incorrect or missing token: send `Authorization: Bearer TOKEN`; "
                    "`twin serve token` shows it, on the machine the twin runs on."
                    if authorization else "A token is needed: send `Authorization: Bearer TOKEN` "
                    "(`twin serve token` shows it, on the machine the twin runs on)."
                )  # fmt: skip
                error = ApiError(401, message, code="invalid_api_key", headers={"WWW-Authenticate": "Bearer"})
                await error_response(error)(scope, receive, sending)
                return
            raw = scope.get("raw_path") or b""
            line = len(raw) + len(scope.get("query_string") or b"")
            if line + sum(len(k) + len(v) + 4 for k, v in scope.get("headers") or []) > HEADER_BYTES:
                error = ApiError(431, f"The request's headers are larger than this server takes "
                                 f"({HEADER_BYTES // 1024} KB).", code="headers_too_large")  # fmt: skip
                await error_response(error)(scope, receive, sending)
                return
            limit = self.service.max_request_bytes
            too_big, closing = too_large(limit), closes(scope, headers)
            length = headers.get(b"content-length", b"").decode("latin-1")
            if length.isdigit() and int(length) > limit:
                if closing:
                    await let_go(receive)
                await error_response(too_big)(scope, receive, sending)
                return
            size = 0

            async def receiving() -> Message:  # a body without a length (chunked) is cut at the limit too
                nonlocal size
                message = await receive()
                if message["type"] == "http.request":
                    size += len(message.get("body", b""))
                    if size > limit:
                        if closing and message.get("more_body", False):
                            await let_go(receive)
                        raise too_big
                return message

            await self.app(scope, receiving, sending)
        except Exception as exc:  # noqa: BLE001 - answered (500) by then; logged here without its message
            self.service.log(f"unexpected {type(exc).__name__} at {where(exc)}")
            if not status:
                await error_response(ApiError(500, "Something unexpected went wrong.", kind="server_error",
                                              code="unexpected"))(scope, receive, sending)  # fmt: skip
        finally:
            took = (time.monotonic() - started) * 1000
            path = _line(scope.get("path", ""))  # decoded: %0A would start a forged line
            ended = f" (stream ended: {note['ended']})" if note.get("ended") else ""  # the error event after the 200
            self.service.log(
                f"{scope.get('method', '')} {path} {status or '-'}{ended}{' ' + session if session else ''} "
                f"{took:.0f} ms"
            )
