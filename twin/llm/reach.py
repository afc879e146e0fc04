"""A quick check that something listens at the endpoint, without importing the SDK."""

from __future__ import annotations

import socket
from urllib.parse import urlsplit

from twin.errors import ModelError
from twin.llm.failures import CONFIGURE
from twin.settings import Endpoint


def check_reachable(endpoint: Endpoint, timeout: float = 3.0) -> None:
    """Raise a ModelError saying how to configure a model when nothing listens at the endpoint."""
    parts = urlsplit(endpoint.base_url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ModelError(f"The endpoint {endpoint.base_url!r} ({endpoint.origin}) is not an http(s) URL.", CONFIGURE)
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        with socket.create_connection((parts.hostname, port), timeout=timeout):
            return
    except OSError as exc:
        if endpoint.is_local_default:
            message = "No model is configured, and no Ollama server answers on this machine."
        else:
            reason = "did not answer in time" if isinstance(exc, TimeoutError) else (exc.strerror or str(exc)).lower()
            message = f"Could not reach the model at {endpoint.host} ({endpoint.origin}): {reason}."
        raise ModelError(message, CONFIGURE) from None
