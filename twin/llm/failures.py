"""Turning every openai and httpx exception into a ModelError with a next step."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from twin.errors import ModelError, ModelRateLimitError, ModelTimeoutError

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

REFUSED_HINT = "The request was refused; the message above says why."  # a terminal's words: `twin serve` says its own


def redact(text: str, endpoint: Endpoint) -> str:
    """The text with the key (and any bearer token) removed."""
    key = endpoint.api_key
    if key and len(key) >= 4:
        text = text.replace(key, "***")
    return text


def model_error(exc: BaseException, endpoint: Endpoint) -> ModelError:
    """A ModelError a person can act on, for any client exception."""
    import openai  # already imported by whoever raised `exc`

    where = f"{endpoint.host} ({endpoint.origin})"
    if isinstance(exc, openai.APITimeoutError):
        return ModelTimeoutError(
            f"The model at {where} did not answer within {endpoint.timeout:g} seconds.",
            "Try again, or raise model.timeout in twin.toml for a slow local model.",
        )
    if isinstance(exc, openai.APIConnectionError):
        hint = CONFIGURE if endpoint.is_local_default else f"Is the server at {endpoint.base_url} running? " + CONFIGURE
        return ModelError(f"Could not reach a model at {where}.", hint)
    if isinstance(exc, openai.AuthenticationError):
        return ModelError(
            f"The model at {where} refused the key (401).",
            f"Set a valid key in {endpoint.key_source if endpoint.key_source != 'none' else '$OPENAI_API_KEY'}.",
        )
    if isinstance(exc, openai.PermissionDeniedError):
        return ModelError(
            f"The model at {where} denied access (403).", "Check the key's permissions and the model name."
        )
    if isinstance(exc, openai.NotFoundError):
        return ModelError(
            f"The model {endpoint.model or '(unnamed)'} was not found at {where}.",
            "Check TWIN_MODEL or model.model in twin.toml; `twin doctor` lists the models the server has.",
        )
    if isinstance(exc, openai.RateLimitError):
        return ModelRateLimitError(
            f"The model at {where} is rate-limiting requests (429), even after {endpoint.max_retries} retries.",
            "Wait a minute and try again, or check your plan's limits.",
            retry_after=_retry_after(exc),
        )
    if isinstance(exc, openai.APIStatusError):
        detail = redact(_server_message(exc), endpoint)
        return ModelError(
            f"The model at {where} answered with an error ({exc.status_code}): {detail}",
            "Try again; if it keeps failing, check the server's log." if exc.status_code >= 500 else REFUSED_HINT,
        )
    if isinstance(exc, openai.OpenAIError):
        return ModelError(f"The model call failed: {redact(str(exc), endpoint)}", "Try again, or run `twin doctor`.")
    return ModelError(
        f"The connection to {where} broke: {redact(type(exc).__name__ + ': ' + str(exc), endpoint)}",
        "Try again.",
    )


def broken_stream(exc: BaseException, endpoint: Endpoint, received: int) -> ModelError:
    """The error of a reply that began and then broke off: the server answered, so it is not "unreachable"."""
    import openai

    where = f"{endpoint.host} ({endpoint.origin})"
    if received == 0:
        return model_error(exc, endpoint)
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
            return error["message"][:300]
        if isinstance(error, str):
            return error[:300]
    return str(getattr(exc, "message", exc))[:300]
