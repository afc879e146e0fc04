"""A quick check that something listens at the endpoint, without importing the SDK."""

from __future__ import annotations

import socket
from urllib.parse import urlsplit

from twin.errors import ModelError, os_reason
from twin.llm.failures import CONFIGURE, CONFIGURE_ZH, origin_zh, proxy_for, where
from twin.settings import Endpoint


def check_reachable(endpoint: Endpoint, timeout: float = 3.0) -> None:
    """Raise a ModelError saying how to configure a model when nothing listens at the endpoint. An endpoint the
    client reaches through a proxy is not checked: the proxy may reach what this machine cannot (a name it alone
    resolves), and the first request says whether the model answers."""
    parts = urlsplit(endpoint.base_url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        url = endpoint.base_url
        raise ModelError(
            f"The endpoint {url!r} ({endpoint.origin}) is not an http(s) URL.",
            CONFIGURE,
            zh=(f"端点 {url!r}（{origin_zh(endpoint)}）不是 http(s) 地址。", CONFIGURE_ZH),
        )
    if through_proxy(endpoint.base_url):
        return
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        with socket.create_connection((parts.hostname, port), timeout=timeout):
            return
    except OSError as exc:
        if endpoint.is_local_default:
            message = "No model is configured, and no Ollama server answers on this machine."
            message_zh = "没有配置模型，这台机器上也没有 Ollama 服务器应答。"
            if endpoint.key_source != "none":  # a key, but no address: twin sends nothing to a service not named
                message += (
                    f" {endpoint.key_source} is set, but no address: twin sends nothing to a cloud service unless told"
                    " where (for OpenAI, set OPENAI_BASE_URL=https://api.openai.com/v1)."
                )
                message_zh += (
                    f"{endpoint.key_source} 设置了，但没有地址：没告诉 twin 发到哪里，它就不会往云服务发任何东西"
                    "（用 OpenAI 的话，设置 OPENAI_BASE_URL=https://api.openai.com/v1）。"
                )
        else:
            if isinstance(exc, TimeoutError):
                reason, reason_zh = "did not answer in time", "没有及时应答"
            else:  # the system's reason: its words, and in Chinese from the errno ("连接被拒绝（ECONNREFUSED）")
                reason, reason_zh = os_reason(exc)
                reason = reason.lower()
            at, at_zh = where(endpoint)
            message = f"Could not reach the model at {at}: {reason}."
            message_zh = f"连不上 {at_zh}上的模型：{reason_zh}。"
        raise ModelError(message, CONFIGURE, zh=(message_zh, CONFIGURE_ZH)) from None


def through_proxy(url: str) -> bool:
    """Whether requests to `url` go through a proxy, as the model client chooses one (`proxy_for`)."""
    return bool(proxy_for(url)[0])
