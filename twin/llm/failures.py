"""Turning every openai and httpx exception into a ModelError with a next step."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from twin.errors import ModelError, ModelRateLimitError, ModelSetupError, ModelTimeoutError
from twin.textsafe import hide_secrets

if TYPE_CHECKING:
    from twin.settings import Endpoint

CONFIGURE = (
    "Point twin at a model: set OPENAI_BASE_URL (and OPENAI_API_KEY, TWIN_MODEL), "
    "or edit [model] in twin.toml, or start Ollama (`ollama serve`). "
    "`twin doctor` checks the result."
)


# A Retry-After header as HTTP has it: seconds (some servers add a fraction), or a date ("Wed, 21 Oct 2015 07:28:00
# GMT"); anything else is not passed on (`twin serve` sends it on in a header of its own)
RETRY_AFTER = re.compile(r"\d{1,9}(?:\.\d{1,3})?|[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT")

# the last segment of an API's path (v1, v1beta, v4): a base URL without one answers 404 to everything, the most
# common mistake in setting one up (Ollama's http://127.0.0.1:11434 for http://127.0.0.1:11434/v1)
VERSION = re.compile(r"v\d+[a-z0-9]*", re.IGNORECASE)

REFUSED_HINT = "The request was refused; the message above says why."  # a terminal's words: `twin serve` says its own


def redact(text: str, endpoint: Endpoint) -> str:
    """The text with the key, any bearer token and anything shaped like a key removed: every message built from what
    a server sent goes through it, whole, before it is cut to a length (a cut key would no longer be found)."""
    key = endpoint.api_key
    if key and len(key) >= 4:
        text = text.replace(key, "***")
    return hide_secrets(text)


def shown_url(endpoint: Endpoint) -> str:
    """The base URL as it may be shown: scheme, host, port and path (no user, password or query)."""
    parts = urlsplit(endpoint.base_url)
    if not parts.hostname:
        return endpoint.base_url
    return f"{parts.scheme}://{endpoint.host}{parts.path.rstrip('/')}"


# an API's own path pasted after its base ("…/v1/chat/completions" copied from a server's docs)
API_PATH = re.compile(r"(?:/(?:chat/completions|completions|responses|models|embeddings))+$", re.IGNORECASE)


def misplaced_base(endpoint: Endpoint) -> tuple[str, str] | None:
    """What is wrong with a base URL that a 404 points at, and the one to set instead: no API version in its path
    (…/v1 added), the API's own path after the base (…/v1/chat/completions: cut off; not any path after a version,
    as Cloudflare's …/client/v4/accounts/ID/ai/v1 and Gemini's …/v1beta/openai are right), or a query or
    a fragment (the API's paths are added after the whole URL, so they end up inside it). None when the base URL
    looks right."""
    parts = urlsplit(endpoint.base_url)
    shown = shown_url(endpoint)
    path = parts.path.rstrip("/")
    root = shown[: len(shown) - len(path)] if parts.hostname else ""
    base = API_PATH.sub("", path)  # the API's own path pasted after the base: …/ai/v1/chat/completions
    if not any(VERSION.fullmatch(segment) for segment in base.split("/")):
        return "the base URL is likely missing /v1", f"{root}{base}/v1"
    if base != path:
        return "the base URL goes on past its API version", root + base
    if parts.query or parts.fragment:
        return "the base URL has a query or a fragment, and the API's paths are added after it", shown
    return None


def base_url_hint(endpoint: Endpoint, suggest: str = "") -> str:
    """What to do about a base URL that is not the API's address: where it is set, and what it usually looks like."""
    setting = {"$OPENAI_BASE_URL": "OPENAI_BASE_URL", "twin.toml": "base_url under [model] in twin.toml"}.get(
        endpoint.origin, "OPENAI_BASE_URL, or base_url under [model] in twin.toml"
    )
    to = f"to {suggest}" if suggest else "to the API's address, which usually ends in /v1 (http://host:port/v1)"
    return f"Set {setting} {to}; `twin doctor` checks it."


def not_an_api(endpoint: Endpoint, got: str) -> ModelSetupError:
    """The error of a server that answered, but not as an OpenAI-compatible API does (a web page, text, JSON that
    is not JSON, a stream without events): a wrong URL, a web UI's address, a path without /v1."""
    return ModelSetupError(
        f"The server at {shown_url(endpoint)} ({endpoint.origin}) did not answer like an OpenAI-compatible API "
        f"(got {got}).",
        base_url_hint(endpoint),
    )


def what_came(response: Any, endpoint: Endpoint, expected: str = "") -> str:
    """What a response that could not be read was, for a person: its content type and the start of its text, with
    no secret it quoted (`expected`: what it should have been)."""
    kind = str(response.headers.get("content-type", "")).split(";")[0].strip().lower() or "no content type"
    if kind in ("text/html", "application/xhtml+xml"):
        return f"{kind}: a web page" + (f", not {expected}" if expected else "")
    try:
        text = redact(" ".join(response.text.split()), endpoint)[:60]
    except Exception:  # noqa: BLE001  (a stream already read, bytes that are not text: the type says enough)
        text = ""
    shown = f": {text!r}" if text else ""
    if kind.endswith("json"):
        return f"{kind} that is not JSON{shown}"
    return f"{kind}{shown}" + (f", not {expected}" if expected else "")


def model_error(exc: BaseException, endpoint: Endpoint, *, listing: bool = False) -> ModelError:
    """A ModelError a person can act on, for any client exception (`listing`: it came from the list of models)."""
    import json

    import openai  # already imported by whoever raised `exc`

    where = f"{endpoint.host} ({endpoint.origin})"
    if isinstance(exc, openai.APITimeoutError):
        tries = endpoint.max_retries + 1  # the client asks again on a timeout: a person waited for all of them
        return ModelTimeoutError(
            f"The model at {where} did not answer within {endpoint.timeout:g} seconds"
            + (f", asked {tries} times." if tries > 1 else "."),
            "Try again, or raise model.timeout in twin.toml for a slow local model.",
        )
    if isinstance(exc, openai.APIConnectionError):
        if cut_off(exc):
            return ModelError(
                f"The model at {where} began its answer, and the connection closed before the answer was whole.",
                "A server that stops in the middle is often out of memory or restarting: check its log, then try "
                "again.",
            )
        tls = tls_failure(exc, endpoint)
        if tls is not None:
            return tls
        running = f"Is the server at {shown_url(endpoint)} running? "  # the URL without a user or password in it
        hint = CONFIGURE if endpoint.is_local_default else running + CONFIGURE
        return ModelError(f"Could not reach a model at {where}.", hint)
    if isinstance(exc, openai.AuthenticationError):
        if endpoint.key_source == "none":  # no key was sent: the variable the settings name is not set
            named = "" if endpoint.key_variable == "OPENAI_API_KEY" else " (twin.toml's api_key_env names it)"
            return ModelSetupError(
                f"The model at {where} refused the key (401): none was sent, as ${endpoint.key_variable} is not set.",
                f"Export {endpoint.key_variable} with your key{named}.",
            )
        return ModelSetupError(
            f"The model at {where} refused the key (401).", f"Set a valid key in {endpoint.key_source}."
        )
    if isinstance(exc, openai.PermissionDeniedError):
        return ModelSetupError(
            f"The model at {where} denied access (403).", "Check the key's permissions and the model name."
        )
    if isinstance(exc, openai.NotFoundError):
        misplaced = misplaced_base(endpoint)
        if misplaced:
            return ModelSetupError(
                f"The server at {shown_url(endpoint)} ({endpoint.origin}) answered 404 Not Found: {misplaced[0]}.",
                base_url_hint(endpoint, misplaced[1]) + " Most OpenAI-compatible servers serve their API under /v1.",
            )
        if listing:
            return ModelSetupError(
                f"The server at {shown_url(endpoint)} ({endpoint.origin}) has no list of models (404): is this the "
                "address of its OpenAI-compatible API?",
                base_url_hint(endpoint),
            )
        return ModelSetupError(
            f"The model {endpoint.model or '(unnamed)'} was not found at {where}.",
            "Check TWIN_MODEL or model.model in twin.toml; `twin doctor` lists the models the server has.",
        )
    if isinstance(exc, openai.RateLimitError):
        wait = retry_seconds(_retry_after(exc))
        if wait is not None and wait > endpoint.timeout and endpoint.max_retries:  # not asked again for the wait
            # (ChatClient._no_long_wait)
            return ModelRateLimitError(
                f"The model at {where} is rate-limiting requests (429) and asks to wait {wait:.0f} seconds, longer "
                f"than model.timeout ({endpoint.timeout:g} seconds).",
                "Try again then; to have twin wait that long, raise timeout in [model] of twin.toml.",
                retry_after=_retry_after(exc),
            )
        return ModelRateLimitError(
            f"The model at {where} is rate-limiting requests (429), even after {endpoint.max_retries} retries.",
            "Wait a minute and try again, or check your plan's limits.",
            retry_after=_retry_after(exc),
        )
    if isinstance(exc, openai.APIStatusError):
        detail = redact(_server_message(exc), endpoint)[:300]
        return ModelError(
            f"The model at {where} answered with an error ({exc.status_code}): {detail}",
            "Try again; if it keeps failing, check the server's log." if exc.status_code >= 500 else REFUSED_HINT,
        )
    if isinstance(exc, json.JSONDecodeError):  # labelled JSON, and not JSON
        return not_an_api(endpoint, "a body that is not valid JSON")
    if isinstance(exc, openai.OpenAIError):
        return ModelError(f"The model call failed: {redact(str(exc), endpoint)}", "Try again, or run `twin doctor`.")
    return ModelError(
        f"The connection to {where} broke: {redact(type(exc).__name__ + ': ' + str(exc), endpoint)}",
        "Try again.",
    )


# OpenSSL's reasons when the other end answered a TLS greeting in plain HTTP: "wrong version number", and since
# OpenSSL 3.2 "record layer failure"; a server that read the greeting as a request and answered it in plain text
PLAIN_HTTP = {"WRONG_VERSION_NUMBER", "RECORD_LAYER_FAILURE", "PACKET_LENGTH_TOO_LONG", "HTTP_REQUEST"}


def tls_failure(exc: BaseException, endpoint: Endpoint) -> ModelError | None:
    """The error of a connection that failed in TLS, for a base URL that begins with https://: a certificate this
    machine does not trust (a server of one's own with a self-signed one, an expired one, a name it was not made
    for), or a server that speaks plain HTTP (Ollama, LM Studio, llama.cpp: their URL begins with http://), both
    setup errors (asking again fails alike); any other failure in the handshake is an ordinary ModelError. None
    when the failure was not in TLS."""
    import ssl  # loaded already: it failed

    cause: BaseException | None = exc
    while cause is not None and not isinstance(cause, ssl.SSLError):
        cause = cause.__cause__ or cause.__context__
    if cause is None:
        return None
    where = f"{endpoint.host} ({endpoint.origin})"
    if isinstance(cause, ssl.SSLCertVerificationError):
        why = str(cause.verify_message or "").rstrip(".") or "its certificate could not be verified"
        return ModelSetupError(
            f"The model at {where} answered with a certificate this machine does not trust ({why}).",
            "If the server is yours, point SSL_CERT_FILE at the certificate that signed its own (a CA file) and try "
            "again; a server on this machine or your own network can also be reached with http://. `twin doctor` "
            "checks the result.",
        )
    if getattr(cause, "reason", None) in PLAIN_HTTP:
        plain = "http://" + shown_url(endpoint).removeprefix("https://")
        return ModelSetupError(
            f"The model at {where} answers in plain HTTP, and its base URL asks for HTTPS.",
            base_url_hint(endpoint, plain),
        )
    reason = str(getattr(cause, "reason", None) or cause).replace("_", " ").lower()
    return ModelError(  # a connection dropped in the handshake (a proxy, a server restarting): asking again may do
        f"A secure connection to the model at {where} failed ({reason}).",
        "Try again; if it goes on, check that the server speaks HTTPS on that port (`twin doctor` checks it).",
    )


def openai_timeout(request: Any) -> BaseException:
    """The SDK's own timeout error, for a wait twin ended itself (the first word's deadline of a stream)."""
    import openai

    return openai.APITimeoutError(request=request)


def read_failed(exc: BaseException, request: Any) -> BaseException:
    """A transport error met reading a body twin read itself, as the SDK's connection error that reading it would
    have raised (its cause kept, so `cut_off` still tells a body cut in the middle)."""
    import openai

    error = openai.APIConnectionError(request=request)
    error.__cause__ = exc
    return error


def broken_stream(exc: BaseException, endpoint: Endpoint, received: int) -> ModelError:
    """The error of a reply that began and then broke off: the server answered, so it is not "unreachable"."""
    import openai

    where = f"{endpoint.host} ({endpoint.origin})"
    if received == 0:
        return model_error(exc, endpoint)
    undecoded = next((e for e in (exc, exc.__cause__, exc.__context__) if isinstance(e, UnicodeDecodeError)), None)
    if undecoded is not None:  # the same every time: no connection broke, and asking again is no help
        return ModelError(
            f"The model at {where} sent bytes that are not UTF-8 in its stream after {received} characters of the "
            f"reply ({undecoded.reason} at byte {undecoded.object[undecoded.start : undecoded.start + 1]!r}).",
            "Some servers cut a character between two events: a newer version of the server, or another model, may "
            "not.",
        )
    if isinstance(exc, openai.APITimeoutError):
        why = f"sent nothing more for {endpoint.timeout:g} seconds"
    else:
        cause = exc.__cause__ or exc.__context__ or exc
        why = f"closed the connection ({redact(type(cause).__name__ + ': ' + str(cause), endpoint)[:200]})"
    kind = ModelTimeoutError if isinstance(exc, openai.APITimeoutError) else ModelError
    return kind(
        f"The model at {where} {why} after {received} characters of the reply.",
        "A server that stops in the middle is often out of memory or restarting: check its log.",
    )


def cut_off(exc: BaseException) -> bool:
    """Whether a request failed because its answer stopped before its end (the server closed the connection in the
    middle of a body it had begun). The transport says so in words only ("peer closed connection without sending
    complete message body"), and by the name of its class: the SDK's transport is httpx or its fork httpx2,
    depending on its version, so the class is not imported."""
    cause = exc.__cause__ or exc.__context__
    return type(cause).__name__ == "RemoteProtocolError" and "complete message body" in str(cause)


def retry_seconds(value: str) -> float | None:
    """The wait a Retry-After header asks for, in seconds (it is seconds, or an HTTP date); None when it is neither."""
    value = value.strip()
    if not RETRY_AFTER.fullmatch(value):
        return None
    if value[0].isdigit():
        return float(value)
    from email.utils import parsedate_to_datetime

    try:
        return max(0.0, (parsedate_to_datetime(value) - datetime.now(UTC)).total_seconds())
    except (TypeError, ValueError):
        return None


def _retry_after(exc: object) -> str:
    """The Retry-After header of the response `exc` came with, when it has a valid one; else ""."""
    response = getattr(exc, "response", None)
    found = str(response.headers.get("retry-after", "")).strip() if response is not None else ""
    return found if RETRY_AFTER.fullmatch(found) else ""


def _server_message(exc: object) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        error = body.get("error", body)
        if isinstance(error, dict) and isinstance(error.get("message"), str):
            return error["message"]
        if isinstance(error, str):
            return error
    return str(getattr(exc, "message", exc))
