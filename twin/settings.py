"""Settings from twin.toml, with the usual environment variables on top."""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass, field, fields
from typing import Any
from urllib.parse import urlsplit

import tomli_w

from twin.errors import ConfigError
from twin.home import Home
from twin.textsafe import NAME_RULE, name_problem
from twin.tomlfile import Checker, load_toml

OLLAMA_URL = "http://127.0.0.1:11434/v1"


@dataclass
class ModelSettings:
    """[model]: the OpenAI-compatible endpoint."""

    base_url: str = ""
    model: str = ""
    api_key_env: str = "OPENAI_API_KEY"
    timeout: float = 120.0
    max_retries: int = 2
    max_tokens: int = 2048
    temperature: float | None = None
    embedding_model: str = ""


@dataclass
class ContextSettings:
    """[context]: token budgets for what goes to the model each turn."""

    total_tokens: int = 16000
    facts_tokens: int = 1500
    chapters: int = 3
    chapters_tokens: int = 2000
    half_life_days: float = 30.0  # how fast a chapter cools in the [my experiences] track (docs/memory.md)
    recent_turns: int = 8
    recent_tokens: int = 1500
    recall: bool = True
    relevant_tokens: int = 1500
    documents_tokens: int = 1000
    session_tokens: int = 8000


@dataclass
class ServeSettings:
    """[serve]: `twin serve`, the OpenAI-compatible API."""

    host: str = "127.0.0.1"
    port: int = 8765
    idle_minutes: float = 30.0  # a conversation this long without a request ends, and its chapter is written
    max_request_kb: int = 4096  # a request body larger than this is refused (413)
    header_seconds: float = 15.0  # a connection that has sent no whole request line and headers by then is closed
    allow_origins: list[str] = field(default_factory=list)  # web pages that may call the API from a browser (CORS)


@dataclass
class Settings:
    """Everything twin.toml holds."""

    default_persona: str = ""
    user: str = ""
    model: ModelSettings = field(default_factory=ModelSettings)
    context: ContextSettings = field(default_factory=ContextSettings)
    serve: ServeSettings = field(default_factory=ServeSettings)

    def to_toml(self) -> str:
        """The settings as TOML (never containing a key: only the name of the variable that holds it)."""
        data: dict[str, Any] = {"default_persona": self.default_persona, "user": self.user}
        data["model"] = {f.name: getattr(self.model, f.name) for f in fields(self.model)}
        data["context"] = {f.name: getattr(self.context, f.name) for f in fields(self.context)}
        data["serve"] = {f.name: getattr(self.serve, f.name) for f in fields(self.serve)}
        data["model"] = {k: v for k, v in data["model"].items() if v is not None}
        return tomli_w.dumps(data)


_EXPECT = {int: "a whole number", float: "a number", str: "a string", bool: "true or false"}

# The most tokens a reply may be given: llama.cpp's n_predict is 32 bits, and more would wrap (`twin serve` refuses a
# request's max_tokens past it too). Every other whole number of twin.toml stops there as well: no budget or count
# anyone means is larger, and SQLite, which some of them reach, holds no integer past 64 bits.
MOST_TOKENS = 2**31 - 1
MOST = MOST_TOKENS


@dataclass(frozen=True)
class Range:
    """What a number of twin.toml may be: from `low` (or more than it, `above`) to `high`, never nan or infinite."""

    low: float
    high: float
    said: str  # what a problem says was expected
    above: bool = False

    def holds(self, value: float) -> bool:
        """Whether `value` is in the range."""
        return math.isfinite(value) and (value > self.low if self.above else value >= self.low) and value <= self.high


RANGES = {
    # a reply slower than a day is no reply; past about 1e12 seconds the socket cannot even hold the timeout
    "model.timeout": Range(0, 86400, "a number of seconds more than 0, up to 86400 (a day)", above=True),
    # the SDK waits between retries, doubling from half a second up to 8: ten retries are a minute of waiting, more
    # would only put off saying that the model fails
    "model.max_retries": Range(0, 10, "a whole number from 0 to 10"),
    "model.max_tokens": Range(1, MOST_TOKENS, f"a whole number from 1 to {MOST_TOKENS}"),
    "model.temperature": Range(0, 2, "a number from 0 to 2"),
    "context.total_tokens": Range(1, MOST, f"a whole number from 1 to {MOST}"),
    # a chapter of importance 10 stays warm 48 half-lives: ten years make that 480, still a date a clock can hold
    "context.half_life_days": Range(0, 3650, "a number of days more than 0, up to 3650 (ten years)", above=True),
    "serve.port": Range(0, 65535, "a port from 1 to 65535, or 0 for any free one"),
    "serve.idle_minutes": Range(0, math.inf, "a number of minutes more than 0", above=True),
    "serve.max_request_kb": Range(1, MOST, f"a whole number from 1 to {MOST}"),
    "serve.header_seconds": Range(0, 3600, "a number of seconds more than 0, at most 3600", above=True),
}
WHOLE = Range(0, MOST, f"a whole number from 0 to {MOST}")  # any other whole number: a count or a budget


def _fill(checker: Checker, table: dict[str, Any], section: str, target: Any) -> None:
    known = {f.name for f in fields(target)}
    checker.unknown(table, section, known)
    for f in fields(target):
        current = getattr(target, f.name)
        if isinstance(current, list):
            setattr(target, f.name, checker.text_list(table, section, f.name))
            continue
        kind: Any = type(current) if current is not None else float
        accept: Any = (int, float) if kind is float else kind
        value = checker.value(table, section, f.name, accept, _EXPECT.get(kind, str(kind)), default=current)
        bounds = RANGES.get(f"{section}.{f.name}", WHOLE if kind is int else None)
        if f.name in table and isinstance(value, int | float) and bounds is not None and not bounds.holds(value):
            checker.problem(section, f.name, f"expected {bounds.said}, found {value}")
            continue
        setattr(target, f.name, float(value) if kind is float and value is not None else value)


def load_settings(home: Home) -> Settings:
    """Read twin.toml (missing means defaults); a problem is a ConfigError with its line."""
    settings = Settings()
    path = home.settings_path
    if not path.exists():
        return settings
    data, text = load_toml(path)
    checker = Checker(path, text)
    checker.unknown(data, "", {"default_persona", "user", "model", "context", "serve"})
    settings.default_persona = checker.value(data, "", "default_persona", str, "a persona name", default="")
    settings.user = checker.value(data, "", "user", str, "your name", default="").strip()  # " Sam" is Sam, as ever
    problem = name_problem(settings.user)
    if problem:
        checker.problem("", "user", f"{problem}. {NAME_RULE}")
    _fill(checker, checker.table(data, "model"), "model", settings.model)
    _fill(checker, checker.table(data, "context"), "context", settings.context)
    _fill(checker, checker.table(data, "serve"), "serve", settings.serve)
    if settings.model.base_url and (problem := url_problem(settings.model.base_url)):
        checker.problem("model", "base_url", f"expected the API's address (such as {OLLAMA_URL}), but {problem}")
    if problem := key_variable_problem(settings.model.api_key_env):
        checker.problem("model", "api_key_env", problem)
    for origin in settings.serve.allow_origins:
        if problem := origin_problem(origin):
            checker.problem("serve", "allow_origins", f"{origin!r} {problem}")
    settings.serve.allow_origins = [origin_of(o) for o in settings.serve.allow_origins]
    if isinstance(data.get("serve"), dict) and "host" in data["serve"] and not settings.serve.host.strip():
        checker.problem("serve", "host", "expected an address of this machine, such as 127.0.0.1, found empty text")
    checker.raise_if_any(ConfigError, f"Edit {path} and run `twin doctor` again.")
    return settings


def url_shown(url: str) -> str:
    """`url` as it may be shown or pasted into a bug report: a password in it (http://bob:secret@host/v1) as ***."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return url.rpartition("@")[2] if "@" in url else url
    if parts.password is None:
        return url
    user, _, host = parts.netloc.rpartition("@")
    return parts._replace(netloc=f"{user.partition(':')[0]}:***@{host}").geturl()


def origin_of(origin: str) -> str:
    """An origin as a browser sends it: lower case, no slash at its end, no port that is its scheme's own
    (https://chat.example.org:443 is sent as https://chat.example.org, and would never match)."""
    origin = origin.strip().rstrip("/").lower()
    for scheme, port in (("http://", ":80"), ("https://", ":443")):
        if origin.startswith(scheme) and origin.endswith(port):
            return origin.removesuffix(port)
    return origin


def origin_problem(origin: str) -> str:
    """What keeps `origin` from naming web pages that may call `twin serve` from a browser, as the browser names
    their origin (https://chat.example.org, http://localhost:3000; "*" for any); "" when nothing does."""
    origin = origin.strip().rstrip("/")
    if origin == "*":
        return ""
    parts = urlsplit(origin)
    if url_problem(origin) or parts.username is not None:
        return "is not an origin: it is a scheme, a host and a port (https://chat.example.org, http://localhost:3000)"
    if parts.path or parts.query or parts.fragment:
        return "is not an origin: a browser names a page's origin without a path (https://chat.example.org)"
    return ""


def url_problem(url: str, language: str = "en") -> str:
    """What makes `url` unusable as the address of an endpoint, for a person (without the URL: it may hold a
    password), in `language` ("en" or "zh"); "" when nothing does."""
    zh = language == "zh"
    try:
        parts = urlsplit(url)
    except ValueError as exc:  # urllib's own words: "Invalid IPv6 URL" for a bracket left open
        if "IPv6" in str(exc):
            if zh:
                return "它的主机是 IPv6 地址，方括号却没有闭合（[::1] 这样才对）"
            return "its host is an IPv6 address whose brackets are not closed ([::1] is one)"
        return "它不是 URL" if zh else "it is not a URL"
    if parts.scheme.lower() not in ("http", "https"):
        return "它不是以 http:// 或 https:// 开头的" if zh else "it does not begin with http:// or https://"
    if not parts.hostname:
        return "它没有写主机" if zh else "it names no host"
    try:
        port = parts.port
    except ValueError:  # out of range, or not a number
        port = -1
    if port is not None and not 1 <= port <= 65535:
        given = parts.netloc.rpartition("@")[2].rpartition(":")[2][:12]
        return (
            f"它的端口（{given}）不是 1 到 65535 之间的数"
            if zh
            else f"its port ({given}) is not a number from 1 to 65535"
        )
    return ""


VARIABLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def key_variable_problem(name: str) -> str:
    """What is wrong with `api_key_env`, which names the variable holding the key ("" when nothing is). What is not a
    variable's name may be a key, pasted there: never repeated."""
    if not name:
        return ""
    digits = any(c.isdigit() for c in name) and any(c.isalpha() for c in name)
    if name.lower().startswith(("sk-", "sk_")) or (len(name) >= 24 and "_" not in name and digits):
        return (
            "this looks like a key, not the name of a variable: put the key in a variable (export "
            "DEEPSEEK_API_KEY=...) and name the variable here (a key is never written in twin.toml)"
        )
    if not VARIABLE.fullmatch(name):
        return "expected the name of an environment variable (letters, digits and _, such as DEEPSEEK_API_KEY)"
    return ""


def key_problem(key: str, language: str = "en") -> str:
    """The characters of `key` that no key has and no HTTP header can carry, for a person (never the key), in
    `language` ("en" or "zh"); "" when it has none."""
    zh = language == "zh"
    for char in key:
        if char in "\r\n":
            return "换行符" if zh else "a line break"
        if ord(char) < 32 or ord(char) == 127:
            return "控制字符" if zh else "a control character"
        if ord(char) > 126:
            if zh:
                return "ASCII 以外的字符（带重音的字母、排版用的引号或空格）"
            return "a character outside ASCII (an accented letter, a typographic quote or space)"
    return ""


def settings_text(settings: Settings) -> str:
    """The text of a twin.toml that holds `settings`, with its explaining header."""
    return SETTINGS_HEADER + settings.to_toml()


SETTINGS_HEADER = """\
# twin settings. Environment variables win over this file:
#   OPENAI_BASE_URL  the endpoint (any OpenAI-compatible server)
#   OPENAI_API_KEY   the key (or name another variable in model.api_key_env)
#   TWIN_MODEL       the model
# Leave base_url empty to use OPENAI_BASE_URL, else a local Ollama server.
# Never put a key in this file: name the variable that holds it.

"""


@dataclass(frozen=True)
class Endpoint:
    """Where replies come from, resolved from settings, persona and environment."""

    base_url: str
    model: str  # may be "" when nothing names one: the client asks the server
    api_key: str = field(repr=False)
    key_source: str  # the variable the key came from, or "none"
    origin: str  # how base_url was chosen
    timeout: float = 120.0
    max_retries: int = 2
    max_tokens: int = 2048
    temperature: float | None = None
    embedding_model: str = ""
    key_variable: str = "OPENAI_API_KEY"  # the variable the key is read from, set or not

    @property
    def host(self) -> str:
        """host:port of the endpoint, safe to log (no path, no credentials)."""
        parts = urlsplit(self.base_url)
        return parts.hostname + (f":{parts.port}" if parts.port else "") if parts.hostname else self.base_url

    @property
    def is_local_default(self) -> bool:
        """True when nothing was configured and twin fell back to Ollama."""
        return self.origin == "default: Ollama on this machine"


def resolve_endpoint(settings: Settings, persona_model: dict[str, Any] | None = None) -> Endpoint:
    """Environment over persona over twin.toml; Ollama on localhost when nothing is set."""
    m = settings.model
    persona_model = persona_model or {}
    env_url = os.environ.get("OPENAI_BASE_URL", "").strip()
    if env_url:
        base_url, origin = env_url, "$OPENAI_BASE_URL"
    elif m.base_url:
        base_url, origin = m.base_url, "twin.toml"
    else:
        base_url, origin = OLLAMA_URL, "default: Ollama on this machine"
    problem = url_problem(base_url)
    if problem:
        setting = "OPENAI_BASE_URL" if env_url else "base_url under [model] in twin.toml"
        setting_zh = "OPENAI_BASE_URL" if env_url else "twin.toml 里 [model] 下的 base_url"
        raise ConfigError(
            f"{setting} is not an address twin can use: {problem}.",
            f"Set {setting} to the API's address, which usually ends in /v1 (such as {OLLAMA_URL}); "
            "`twin doctor` checks it.",
            zh=(
                f"{setting_zh} 不是 twin 能用的地址：{url_problem(base_url, 'zh')}。",
                f"把 {setting_zh} 设成 API 的地址，它通常以 /v1 结尾（比如 {OLLAMA_URL}）；`twin doctor` 会检查它。",
            ),
        )
    model = os.environ.get("TWIN_MODEL", "").strip() or persona_model.get("model") or m.model
    key_var = m.api_key_env or "OPENAI_API_KEY"
    key = os.environ.get(key_var, "").strip()
    key_source = f"${key_var}" if key else "none"
    problem = key_problem(key)
    if problem:
        raise ConfigError(
            f"The key in ${key_var} holds {problem}, which a key cannot have: it was not sent.",
            f"Set {key_var} again to the key alone, copied as your provider shows it.",
            zh=(
                f"${key_var} 里的密钥含有密钥不会有的字符：{key_problem(key, 'zh')}。它没有发出去。",
                f"重新设置 {key_var}，只放密钥本身，照服务商显示的样子复制。",
            ),
        )
    if not key:
        key = "not-needed"  # local servers (Ollama, llama.cpp) ignore it; the SDK insists on one
    else:
        from twin.credentials import known

        known(key)  # never written anywhere, whatever its shape
    temperature = persona_model.get("temperature", m.temperature)
    return Endpoint(
        base_url=base_url.rstrip("/"),
        model=model,
        api_key=key,
        key_source=key_source,
        origin=origin,
        timeout=m.timeout,
        max_retries=m.max_retries,
        max_tokens=int(persona_model.get("max_tokens", m.max_tokens)),
        temperature=temperature,
        embedding_model=os.environ.get("TWIN_EMBEDDING_MODEL", "").strip() or m.embedding_model,
        key_variable=key_var,
    )
