"""Turning every openai and httpx exception into a ModelError with a next step.

Each error is said in English and, beside it, in Chinese (`zh=`: message and hint), with the same facts filled in
(hosts, seconds, status codes, the server's words) and the names of settings and commands as they are typed: a
Chinese twin's chat says it in Chinese (`TwinError.words`), and files, logs and `twin serve` keep the English.
"""

from __future__ import annotations

import os
import re
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from twin.errors import (
    ModelError,
    ModelRateLimitError,
    ModelSetupError,
    ModelTimeoutError,
    ModelTooLongError,
    os_reason,
)
from twin.textsafe import hide_secrets

if TYPE_CHECKING:
    from twin.settings import Endpoint

CONFIGURE = (
    "Point twin at a model: set OPENAI_BASE_URL (and OPENAI_API_KEY, TWIN_MODEL), "
    "or edit [model] in twin.toml, or start Ollama (`ollama serve`). "
    "`twin doctor` checks the result."
)
CONFIGURE_ZH = (
    "让 twin 连上一个模型：设置 OPENAI_BASE_URL（以及 OPENAI_API_KEY、TWIN_MODEL），"
    "或者改 twin.toml 里的 [model]，或者启动 Ollama（`ollama serve`）。"
    "`twin doctor` 会检查结果。"
)
# how an endpoint's address was chosen (Endpoint.origin), in Chinese; the names of settings stay as they are typed
ORIGINS_ZH = {"default: Ollama on this machine": "默认：本机的 Ollama"}


# A Retry-After header as HTTP has it: seconds (some servers add a fraction), or a date ("Wed, 21 Oct 2015 07:28:00
# GMT"); anything else is not passed on (`twin serve` sends it on in a header of its own)
RETRY_AFTER = re.compile(r"\d{1,9}(?:\.\d{1,3})?|[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT")

# the last segment of an API's path (v1, v1beta, v4): a base URL without one answers 404 to everything, the most
# common mistake in setting one up (Ollama's http://127.0.0.1:11434 for http://127.0.0.1:11434/v1)
VERSION = re.compile(r"v\d+[a-z0-9]*", re.IGNORECASE)

# how a server says a request is longer than its model's context window: OpenAI's error code (and its code for one
# message over its 10 MB), llama.cpp's error type; vLLM gives neither, only OpenAI's words (DeepSeek's are the same)
TOO_LONG_CODES = {"context_length_exceeded", "string_above_max_length", "exceed_context_size_error"}
TOO_LONG_WORDS = re.compile(r"maximum context length|exceeds the available context size", re.IGNORECASE)

# how a server says that a 404 is the model's (it has no model of that name), not the path's: OpenAI's error code,
# and Azure's for a deployment (the name sent as the model) it does not have; others say it in words that name the
# model (Ollama's 'model "x" not found', vLLM's "The model `x` does not exist."), where a path the server does not
# have is OpenAI's `unknown_url`, a web server's page or words of their own ("Not Found", "404 page not found")
MODEL_NOT_FOUND_CODES = {"model_not_found", "DeploymentNotFound"}
MODEL_WORD = re.compile(r"\bmodel\b", re.IGNORECASE)

REFUSED_HINT = "The request was refused; the message above says why."  # a terminal's words: `twin serve` says its own
REFUSED_HINT_ZH = "请求被拒绝了；原因见上面那句。"
SERVER_LOG = ("Try again; if it keeps failing, check the server's log.", "再试一次；一直失败的话，看看服务器的日志。")


def origin_zh(endpoint: Endpoint) -> str:
    """How the endpoint's address was chosen, in Chinese."""
    return ORIGINS_ZH.get(endpoint.origin, endpoint.origin)


def where(endpoint: Endpoint) -> tuple[str, str]:
    """The endpoint as an error names it, in English and in Chinese: its host and how its address was chosen."""
    return f"{endpoint.host} ({endpoint.origin})", f"{endpoint.host}（{origin_zh(endpoint)}）"


def redact(text: str, endpoint: Endpoint) -> str:
    """The text with the key, any bearer token and anything shaped like a key removed: every message built from what
    a server sent goes through it, whole, before it is cut to a length (a cut key would no longer be found)."""
    key = endpoint.api_key
    if key and len(key) >= 4:
        text = text.replace(key, "***")
        prefix = re.match(r"[A-Za-z]{1,8}[-_]", key)  # a server that quotes it back without its sk- (a key's own part)
        if prefix and len(key) - prefix.end() >= 8:
            text = text.replace(key[prefix.end() :], "***")
    return hide_secrets(text)


def shown_url(endpoint: Endpoint) -> str:
    """The base URL as it may be shown: scheme, host, port and path (no user, password or query)."""
    parts = urlsplit(endpoint.base_url)
    if not parts.hostname:
        return endpoint.base_url
    return f"{parts.scheme}://{endpoint.host}{parts.path.rstrip('/')}"


# an API's own path pasted after its base ("…/v1/chat/completions" copied from a server's docs)
API_PATH = re.compile(r"(?:/(?:chat/completions|completions|responses|models|embeddings))+$", re.IGNORECASE)


def misplaced_base(endpoint: Endpoint) -> tuple[tuple[str, str], str] | None:
    """What is wrong with a base URL that a 404 points at (in English and in Chinese), and the one to set instead: no
    API version in its path
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
        return ("the base URL is likely missing /v1", "base URL 多半少了 /v1"), f"{root}{base}/v1"
    if base != path:
        return ("the base URL goes on past its API version", "base URL 在 API 版本之后还接着别的路径"), root + base
    if parts.query or parts.fragment:
        why = "the base URL has a query or a fragment, and the API's paths are added after it"
        return (why, "base URL 带了查询参数或片段，而 API 的路径是接在整个 URL 后面的"), shown
    return None


def base_url_hint(endpoint: Endpoint, suggest: str = "") -> tuple[str, str]:
    """What to do about a base URL that is not the API's address, in English and in Chinese: where it is set, and
    what it usually looks like."""
    setting, setting_zh = {
        "$OPENAI_BASE_URL": ("OPENAI_BASE_URL", "OPENAI_BASE_URL"),
        "twin.toml": ("base_url under [model] in twin.toml", "twin.toml 里 [model] 的 base_url"),
    }.get(
        endpoint.origin,
        (
            "OPENAI_BASE_URL, or base_url under [model] in twin.toml",
            "OPENAI_BASE_URL 或 twin.toml 里 [model] 的 base_url",
        ),
    )
    to = f"to {suggest}" if suggest else "to the API's address, which usually ends in /v1 (http://host:port/v1)"
    to_zh = f"设成 {suggest}" if suggest else "设成 API 的地址，它通常以 /v1 结尾（http://host:port/v1）"
    return f"Set {setting} {to}; `twin doctor` checks it.", f"把 {setting_zh} {to_zh}；`twin doctor` 会检查它。"


def proxy_for(url: str) -> tuple[str, str]:
    """The proxy the model client (httpx) sends requests for `url` through, as it chooses one: HTTPS_PROXY or
    HTTP_PROXY for its scheme, else ALL_PROXY (upper or lower case; the system's settings on macOS and Windows),
    unless NO_PROXY names its host. Its address as it may be shown (scheme, host and port: never a user or a
    password), and the variable that names it ("" for the system's settings); ("", "") when there is none."""
    from urllib.request import getproxies, proxy_bypass

    try:
        parts = urlsplit(url)
    except ValueError:
        return "", ""
    proxies = getproxies()
    scheme = parts.scheme if proxies.get(parts.scheme) else "all"
    proxy = proxies.get(scheme)
    if not proxy or proxy_bypass(parts.netloc.rpartition("@")[2]):  # host[:port], as NO_PROXY names them
        return "", ""
    names = (f"{scheme}_proxy", f"{scheme.upper()}_PROXY")  # the lower case first, as it is preferred
    variable = next((name for name in names if os.environ.get(name) == proxy), "")
    return proxy_shown(proxy), variable


def proxy_shown(proxy: str) -> str:
    """A proxy's address as it may be shown: its scheme, host and port (http:// when it names none, as httpx reads
    it), without the user and password it may hold (http://bob:secret@proxy:3128)."""
    try:
        parts = urlsplit(proxy if "://" in proxy else f"http://{proxy}")
    except ValueError:  # http://[::1 (a bracket left open): as typed, after the last @
        return proxy.rpartition("@")[2]
    host = parts.hostname or parts.netloc.rpartition("@")[2]
    netloc = parts.netloc.rpartition("@")[2]
    try:
        port = f":{parts.port}" if parts.port else ""
    except ValueError:  # a port that is no number, or out of range (99999): as typed
        port = netloc[netloc.rfind(":") :] if ":" in netloc.lstrip("[").rpartition("]")[2] else ""
    return f"{parts.scheme}://{f'[{host}]' if ':' in host else host}{port}"


def unreachable(exc: BaseException, endpoint: Endpoint) -> ModelError:
    """The error of a connection that could not be made: through the proxy that applies to the endpoint, which is
    named (a proxy that is down is the likelier cause than the server), or to the server itself."""
    at, at_zh = where(endpoint)
    proxy, variable = proxy_for(endpoint.base_url)
    if not proxy:
        url = shown_url(endpoint)  # the URL without a user or password in it
        running = "" if endpoint.is_local_default else f"Is the server at {url} running? "
        running_zh = "" if endpoint.is_local_default else f"{url} 上的服务器在运行吗？"
        return ModelError(
            f"Could not reach a model at {at}.",
            running + CONFIGURE,
            zh=(f"连不上 {at_zh}上的模型。", running_zh + CONFIGURE_ZH),
        )
    cause: BaseException | None = exc
    while cause is not None and not isinstance(cause, OSError):
        cause = cause.__cause__ or cause.__context__
    # the connection is the proxy's: the system's reason is for it (refused, a name not resolved)
    reason, reason_zh = os_reason(cause) if cause is not None else ("", "")
    why, why_zh = (f": {reason.lower()}", f"：{reason_zh}") if reason else ("", "")
    named, named_zh = (f"${variable}", f"${variable}") if variable else ("the system's settings", "系统设置")
    host = urlsplit(endpoint.base_url).hostname or endpoint.host
    if variable:
        what = f"Check it, or unset {variable} to connect directly (or add {host} to NO_PROXY)"
        what_zh = f"检查一下它，或者 unset {variable}，直接连接（或者把 {host} 加进 NO_PROXY）"
    else:
        what, what_zh = "Check it, or the system's proxy settings", "检查一下它，或者系统的代理设置"
    return ModelError(
        f"Could not reach a model at {at} through the proxy {proxy} ({named}){why}.",
        f"Is the proxy running, and does it reach {host}? {what}; `twin doctor` checks the result.",
        zh=(
            f"通过代理 {proxy}（{named_zh}）连不上 {at_zh}上的模型{why_zh}。",
            f"代理在运行吗？它连得到 {host} 吗？{what_zh}；`twin doctor` 会检查结果。",
        ),
    )


def not_an_api(endpoint: Endpoint, got: tuple[str, str]) -> ModelSetupError:
    """The error of a server that answered, but not as an OpenAI-compatible API does (a web page, text, JSON that
    is not JSON, a stream without events): a wrong URL, a web UI's address, a path without /v1. `got`: what came
    instead, in English and in Chinese."""
    url = shown_url(endpoint)
    hint, hint_zh = base_url_hint(endpoint)
    return ModelSetupError(
        f"The server at {url} ({endpoint.origin}) did not answer like an OpenAI-compatible API (got {got[0]}).",
        hint,
        zh=(f"{url}（{origin_zh(endpoint)}）上的服务器回答得不像 OpenAI 兼容的 API（收到的是：{got[1]}）。", hint_zh),
    )


def content_kind(kind: str) -> tuple[str, str]:
    """A response's content type as a message names it, in English and in Chinese ("" when it had none)."""
    return kind or "no content type", kind or "没有标明类型的内容"


def what_came(response: Any, endpoint: Endpoint, expected: tuple[str, str] = ("", "")) -> tuple[str, str]:
    """What a response that could not be read was, for a person, in English and in Chinese: its content type and
    the start of its text, with no secret it quoted (`expected`: what it should have been)."""
    kind, kind_zh = content_kind(str(response.headers.get("content-type", "")).split(";")[0].strip().lower())
    instead = (f", not {expected[0]}", f"，不是{expected[1]}") if expected[0] else ("", "")
    if kind in ("text/html", "application/xhtml+xml"):
        return f"{kind}: a web page{instead[0]}", f"{kind}，一个网页{instead[1]}"
    try:
        text = redact(" ".join(response.text.split()), endpoint)[:60]
    except Exception:  # noqa: BLE001  (a stream already read, bytes that are not text: the type says enough)
        text = ""
    shown, shown_zh = (f": {text!r}", f"：{text!r}") if text else ("", "")
    if kind.endswith("json"):
        return f"{kind} that is not JSON{shown}", f"{kind}，内容却不是 JSON{shown_zh}"
    return f"{kind}{shown}{instead[0]}", f"{kind_zh}{shown_zh}{instead[1]}"


def model_error(
    exc: BaseException, endpoint: Endpoint, *, listing: bool = False, embedding: bool = False
) -> ModelError:
    """A ModelError a person can act on, for any client exception (`listing`: it came from the list of models;
    `embedding`: from the embedding model, which a 404 then names, with its own setting)."""
    import json

    import openai  # already imported by whoever raised `exc`

    at, at_zh = where(endpoint)
    if isinstance(exc, openai.APITimeoutError):
        tries = endpoint.max_retries + 1  # the client asks again on a timeout: a person waited for all of them
        return ModelTimeoutError(
            f"The model at {at} did not answer within {endpoint.timeout:g} seconds"
            + (f", asked {tries} times." if tries > 1 else "."),
            "Try again, or raise model.timeout in twin.toml for a slow local model.",
            zh=(
                f"{at_zh}上的模型 {endpoint.timeout:g} 秒内没有回答"
                + (f"，一共问了 {tries} 次。" if tries > 1 else "。"),
                "再试一次；本地模型慢的话，调大 twin.toml 里的 model.timeout。",
            ),
        )
    if isinstance(exc, openai.APIConnectionError):
        if cut_off(exc):
            return ModelError(
                f"The model at {at} began its answer, and the connection closed before the answer was whole.",
                "A server that stops in the middle is often out of memory or restarting: check its log, then try "
                "again.",
                zh=(
                    f"{at_zh}上的模型开始回答了，还没回答完，连接就断了。",
                    "服务器中途停下，常常是内存不够或正在重启：看看它的日志，然后再试。",
                ),
            )
        tls = tls_failure(exc, endpoint)
        if tls is not None:
            return tls
        return unreachable(exc, endpoint)
    if isinstance(exc, openai.AuthenticationError):
        if endpoint.key_source == "none":  # no key was sent: the variable the settings name is not set
            variable = endpoint.key_variable
            named, named_zh = (
                ("", "")
                if variable == "OPENAI_API_KEY"
                else (" (twin.toml's api_key_env names it)", "（twin.toml 的 api_key_env 指定了它）")
            )
            return ModelSetupError(
                f"The model at {at} refused the key (401): none was sent, as ${variable} is not set.",
                f"Export {variable} with your key{named}.",
                zh=(
                    f"{at_zh}上的模型不接受密钥（401）：没有发送密钥，因为 ${variable} 没有设置。",
                    f"用 export 设置 {variable}{named_zh}，填入你的密钥。",
                ),
            )
        return ModelSetupError(
            f"The model at {at} refused the key (401).",
            f"Set a valid key in {endpoint.key_source}.",
            zh=(f"{at_zh}上的模型不接受密钥（401）。", f"在 {endpoint.key_source} 里设置一个有效的密钥。"),
        )
    if isinstance(exc, openai.PermissionDeniedError):
        return ModelSetupError(
            f"The model at {at} denied access (403).",
            "Check the key's permissions and the model name.",
            zh=(f"{at_zh}上的模型拒绝访问（403）。", "检查密钥的权限和模型名。"),
        )
    if isinstance(exc, openai.NotFoundError):
        url, origin = shown_url(endpoint), origin_zh(endpoint)
        misplaced = misplaced_base(endpoint)
        if misplaced:
            (why, why_zh), suggest = misplaced
            hint, hint_zh = base_url_hint(endpoint, suggest)
            return ModelSetupError(
                f"The server at {url} ({endpoint.origin}) answered 404 Not Found: {why}.",
                hint + " Most OpenAI-compatible servers serve their API under /v1.",
                zh=(
                    f"{url}（{origin}）上的服务器回答 404 Not Found：{why_zh}。",
                    hint_zh + "大多数 OpenAI 兼容的服务器把 API 放在 /v1 下。",
                ),
            )
        if listing:
            hint, hint_zh = base_url_hint(endpoint)
            return ModelSetupError(
                f"The server at {url} ({endpoint.origin}) has no list of models (404): is this the address of its "
                "OpenAI-compatible API?",
                hint,
                zh=(f"{url}（{origin}）上的服务器没有模型列表（404）：这是它的 OpenAI 兼容 API 的地址吗？", hint_zh),
            )
        model = endpoint.embedding_model if embedding else endpoint.model
        if not names_the_model(exc, model):  # the path is not the server's: the base URL is not its API's
            hint, hint_zh = base_url_hint(endpoint)
            asked = redact(f"{exc.request.method} {exc.request.url.path}", endpoint)
            return ModelSetupError(
                f"The server at {url} ({endpoint.origin}) answered 404 Not Found to {asked}: the base URL is likely "
                "wrong.",
                hint,
                zh=(f"{url}（{origin}）上的服务器对 {asked} 回答 404 Not Found：base URL 多半不对。", hint_zh),
            )
        kind, kind_zh = ("embedding model", "嵌入模型") if embedding else ("model", "模型")
        variable, key = (
            ("TWIN_EMBEDDING_MODEL", "model.embedding_model") if embedding else ("TWIN_MODEL", "model.model")
        )
        return ModelSetupError(
            f"The {kind} {model or '(unnamed)'} was not found at {at}.",
            f"Check {variable} or {key} in twin.toml; `twin doctor` lists the models the server has.",
            zh=(
                f"{at_zh}上没有找到{kind_zh} {model or '（未命名）'}。",
                f"检查 {variable} 或 twin.toml 里的 {key}；`twin doctor` 会列出服务器有哪些模型。",
            ),
        )
    if isinstance(exc, openai.RateLimitError):
        wait = retry_seconds(_retry_after(exc))
        if wait is not None and wait > endpoint.timeout and endpoint.max_retries:  # not asked again for the wait
            # (ChatClient._no_long_wait)
            return ModelRateLimitError(
                f"The model at {at} is rate-limiting requests (429) and asks to wait {wait:.0f} seconds, longer "
                f"than model.timeout ({endpoint.timeout:g} seconds).",
                "Try again then; to have twin wait that long, raise timeout in [model] of twin.toml.",
                retry_after=_retry_after(exc),
                zh=(
                    f"{at_zh}上的模型在限流（429），要等 {wait:.0f} 秒，比 model.timeout（{endpoint.timeout:g} 秒）"
                    "还长。",
                    "到时候再试；想让 twin 等那么久，就调大 twin.toml 里 [model] 的 timeout。",
                ),
            )
        tries = endpoint.max_retries
        return ModelRateLimitError(
            f"The model at {at} is rate-limiting requests (429)"
            + (f", even after {tries} retries." if tries else " (not asked again: model.max_retries is 0)."),
            "Wait a minute and try again, or check your plan's limits.",
            retry_after=_retry_after(exc),
            zh=(
                f"{at_zh}上的模型在限流（429）"
                + (f"，重试了 {tries} 次也没用。" if tries else "（没有重试：model.max_retries 是 0）。"),
                "等一分钟再试，或者看看你的套餐有什么限额。",
            ),
        )
    if isinstance(exc, openai.APIStatusError):
        detail = redact(_server_message(exc), endpoint)[:300]
        if too_long(exc):
            return ModelTooLongError(
                f"The message is too long for the model at {at}: it refused the request as longer than its context "
                f"window ({exc.status_code}): {detail}",
                "Send it in shorter parts, or use a model with a larger window; if short messages are refused too, "
                "make total_tokens under [context] and max_tokens under [model] in twin.toml fit the model's window "
                "together.",
                zh=(
                    f"这条消息对 {at_zh}上的模型来说太长了：请求超出了它的上下文窗口，被拒绝了（{exc.status_code}）："
                    f"{detail}",
                    "把它分成几段发，或者换一个窗口更大的模型；短消息也被拒绝的话，调小 twin.toml 里 [context] 的 "
                    "total_tokens 和 [model] 的 max_tokens，让两者加起来装得进模型的窗口。",
                ),
            )
        hint, hint_zh = SERVER_LOG if exc.status_code >= 500 else (REFUSED_HINT, REFUSED_HINT_ZH)
        return ModelError(
            f"The model at {at} answered with an error ({exc.status_code}): {detail}",
            hint,
            zh=(f"{at_zh}上的模型回了一个错误（{exc.status_code}）：{detail}", hint_zh),
        )
    if isinstance(exc, json.JSONDecodeError):  # labelled JSON, and not JSON
        return not_an_api(endpoint, ("a body that is not valid JSON", "内容不是有效的 JSON"))
    if isinstance(exc, openai.OpenAIError):
        said = redact(str(exc), endpoint)
        return ModelError(
            f"The model call failed: {said}",
            "Try again, or run `twin doctor`.",
            zh=(f"调用模型失败：{said}", "再试一次，或者运行 `twin doctor`。"),
        )
    said = redact(type(exc).__name__ + ": " + str(exc), endpoint)
    return ModelError(
        f"The connection to {at} broke: {said}", "Try again.", zh=(f"和 {at_zh}的连接断了：{said}", "再试一次。")
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
    at, at_zh = where(endpoint)
    if isinstance(cause, ssl.SSLCertVerificationError):
        why = str(cause.verify_message or "").rstrip(".") or "its certificate could not be verified"
        return ModelSetupError(
            f"The model at {at} answered with a certificate this machine does not trust ({why}).",
            "If the server is yours, point SSL_CERT_FILE at the certificate that signed its own (a CA file) and try "
            "again; a server on this machine or your own network can also be reached with http://. `twin doctor` "
            "checks the result.",
            zh=(
                f"{at_zh}上的模型出示的证书，这台机器不信任（{why}）。",
                "如果服务器是你自己的，把 SSL_CERT_FILE 设成签发它证书的 CA 证书文件，再试一次；这台机器上或你自己"
                "网络里的服务器，也可以用 http:// 连接。`twin doctor` 会检查结果。",
            ),
        )
    if getattr(cause, "reason", None) in PLAIN_HTTP:
        plain = "http://" + shown_url(endpoint).removeprefix("https://")
        hint, hint_zh = base_url_hint(endpoint, plain)
        return ModelSetupError(
            f"The model at {at} answers in plain HTTP, and its base URL asks for HTTPS.",
            hint,
            zh=(f"{at_zh}上的模型用的是普通 HTTP，它的 base URL 却要求 HTTPS。", hint_zh),
        )
    reason = str(getattr(cause, "reason", None) or cause).replace("_", " ").lower()
    return ModelError(  # a connection dropped in the handshake (a proxy, a server restarting): asking again may do
        f"A secure connection to the model at {at} failed ({reason}).",
        "Try again; if it goes on, check that the server speaks HTTPS on that port (`twin doctor` checks it).",
        zh=(
            f"和 {at_zh}上的模型建立安全连接失败（{reason}）。",
            "再试一次；还不行的话，检查服务器在那个端口上是不是用 HTTPS（`twin doctor` 会检查）。",
        ),
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
    import json

    import openai

    at, at_zh = where(endpoint)
    causes = (exc, exc.__cause__, exc.__context__)
    undecoded = next((e for e in causes if isinstance(e, UnicodeDecodeError)), None)
    if undecoded is not None:  # the same every time: no connection broke, and asking again is no help
        byte = undecoded.object[undecoded.start : undecoded.start + 1]
        after = f"after {received} characters of the reply" if received else "before the reply's first words"
        after_zh = f"回复了 {received} 个字符之后" if received else "还没回复任何字之前"
        return ModelError(
            f"The model at {at} sent bytes that are not UTF-8 in its stream {after} ({undecoded.reason} at byte "
            f"{byte!r}).",
            "Some servers cut a character between two events: a newer version of the server, or another model, may "
            "not.",
            zh=(
                f"{at_zh}上的模型{after_zh}，在流里发来了不是 UTF-8 的字节（{undecoded.reason}，在字节 {byte!r}）。",
                "有些服务器会把一个字符切在两个事件之间：换个新版本的服务器，或者换个模型，也许就不会。",
            ),
        )
    if received == 0:
        return model_error(exc, endpoint)
    sent_error = isinstance(exc, openai.APIError) and not isinstance(exc, openai.APIConnectionError)
    if sent_error or any(isinstance(e, json.JSONDecodeError) for e in causes):  # the server spoke: it closed nothing
        said = redact(str(exc.message if isinstance(exc, openai.APIError) else exc), endpoint)[:200]
        why = "sent an error" if sent_error else "sent an event that is not JSON"
        why_zh = "发来了一个错误" if sent_error else "发来了一个不是 JSON 的事件"
        return ModelError(
            f"The model at {at} {why} after {received} characters of the reply: {said}",
            "Ask again; if it keeps happening, the server's log says why.",
            zh=(
                f"{at_zh}上的模型回复了 {received} 个字符之后{why_zh}：{said}",
                "再问一次；如果一直这样，服务器的日志会说明原因。",
            ),
        )
    if isinstance(exc, openai.APITimeoutError):
        why = f"sent nothing more for {endpoint.timeout:g} seconds"
        why_zh = f"{endpoint.timeout:g} 秒没有再发来任何内容"
    else:
        cause = exc.__cause__ or exc.__context__ or exc
        said = redact(type(cause).__name__ + ": " + str(cause), endpoint)[:200]
        why, why_zh = f"closed the connection ({said})", f"关闭了连接（{said}）"
    kind = ModelTimeoutError if isinstance(exc, openai.APITimeoutError) else ModelError
    return kind(
        f"The model at {at} {why} after {received} characters of the reply.",
        "A server that stops in the middle is often out of memory or restarting: check its log.",
        zh=(
            f"{at_zh}上的模型回复了 {received} 个字符之后，{why_zh}。",
            "服务器中途停下，常常是内存不够或正在重启：看看它的日志。",
        ),
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


def names_the_model(exc: Any, model: str) -> bool:
    """Whether a 404 says that the server has no such model, rather than no such path: by its error code where it
    gives one (OpenAI's `model_not_found`, `unknown_url`), else by its words, which name the model (a web page
    never does)."""
    body = exc.body
    error = body.get("error", body) if isinstance(body, dict) else None
    codes = {str(error.get("code")), str(error.get("type"))} if isinstance(error, dict) else set()
    if codes & MODEL_NOT_FOUND_CODES:
        return True
    kind = str(exc.response.headers.get("content-type", "")).split(";")[0].strip().lower()
    if "unknown_url" in codes or kind in ("text/html", "application/xhtml+xml"):
        return False
    said = body if isinstance(body, str) else _server_message(exc)  # the SDK keeps a body that is not JSON as text
    # the name as a whole word (a model called "m" is in every "not found"), a full stop after it allowed
    named = model and re.search(rf"(?<![\w./:-]){re.escape(model)}(?![\w:-]|\.\w)", said)
    return bool(MODEL_WORD.search(said) or named)


def too_long(exc: Any) -> bool:
    """Whether a refusal (400, or 413) says the request is longer than the model's context window: by its error code
    or type where the server gives one (OpenAI, llama.cpp), else by OpenAI's words (vLLM)."""
    if exc.status_code not in (400, 413):
        return False
    body = exc.body
    error = body.get("error", body) if isinstance(body, dict) else None
    if isinstance(error, dict) and {str(error.get("code")), str(error.get("type"))} & TOO_LONG_CODES:
        return True
    return bool(TOO_LONG_WORDS.search(_server_message(exc)))


def _server_message(exc: object) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        error = body.get("error", body)
        if isinstance(error, dict) and isinstance(error.get("message"), str):
            return error["message"]
        if isinstance(error, str):
            return error
    return str(getattr(exc, "message", exc))
