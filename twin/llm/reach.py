"""A quick check that something listens at the endpoint, without importing the SDK."""

from __future__ import annotations

import socket
from urllib.parse import urlsplit
from urllib.request import getproxies, proxy_bypass

from twin.errors import ModelError
from twin.llm.failures import CONFIGURE
from twin.settings import Endpoint


def check_reachable(endpoint: Endpoint, timeout: float = 3.0) -> None:
    """Raise a ModelError saying how to configure a model when nothing listens at the endpoint. An endpoint the
    client reaches through a proxy is not checked: the proxy may reach what this machine cannot (a name it alone
    resolves), and the first request says whether the model answers."""
    parts = urlsplit(endpoint.base_url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ModelError(f"The endpoint {endpoint.base_url!r} ({endpoint.origin}) is not an http(s) URL.", CONFIGURE)
    if through_proxy(endpoint.base_url):
        return
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        with socket.create_connection((parts.hostname, port), timeout=timeout):
            return
    except OSError as exc:
        if endpoint.is_local_default:
            message = "No model is configured, and no Ollama server answers on this machine."
            if endpoint.key_source != "none":  # a key, but no address: twin sends nothing to a service not named
                message += (
                    f" {endpoint.key_source} is set, but no address: twin sends nothing to a cloud service unless told"
                    " where (for OpenAI, set OPENAI_BASE_URL=https://api.openai.com/v1)."
                )
        else:
            reason = "did not answer in time" if isinstance(exc, TimeoutError) else (exc.strerror or str(exc)).lower()
            message = f"Could not reach the model at {endpoint.host} ({endpoint.origin}): {reason}."
        raise ModelError(message, CONFIGURE) from None


def through_proxy(url: str) -> bool:
    """Whether requests to `url` go through a proxy, as the model client (httpx) chooses one: HTTPS_PROXY or
    HTTP_PROXY for its scheme, else ALL_PROXY (upper or lower case; the system's settings on macOS and Windows),
    unless NO_PROXY names its host."""
    parts = urlsplit(url)
    proxies = getproxies()
    if not (proxies.get(parts.scheme) or proxies.get("all")):
        return False
    return not proxy_bypass(parts.netloc.rpartition("@")[2])  # host[:port], as NO_PROXY names them
