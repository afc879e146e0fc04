"""Secrets a person types: a password, a PIN, a key, a token, a card number. twin keeps none of them.

Whatever is said in a turn is kept forever (the session file is the raw history), shown to the model in every later
context that recalls it, handed to other programs by `twin serve` and `twin mcp`, and written into diaries. A
password there would be a secret in a data file, sent to the model's provider again and again, and to any agent that
asks the memory. So a turn is written with each secret in it as "[secret]" (`hide`, called where every turn is
written, twin/sessions/session.py, and where a document's text is kept): the words around it stay, the twin never
knew the secret, and the model is never shown it.

What is a secret is read from its shape, never guessed from a long word alone, so that no ordinary words are lost:

- a key or token in a form a service gives it (sk-…, ghp_…, github_pat_…, glpat-…, xoxb-…, AKIA…, AIza…, hf_…,
  sk_live_…, npm_…, pypi-…, a JWT, a private key block, a bearer token, the password in a URL);
- a value a label names, right after it ("my wifi password is hunter2", "PIN: 4821", "api key = 3f9a…", 密码是
  abc12345, 验证码 482913): a password's value with a digit, a sign or mixed case (or, after a colon or an equals
  sign, any word that is not a common English one: "password is expired" is no password, "password: sunshine" is), a
  PIN, a security code, a one-time code or a door's code in digits, a key or token of letters and digits of some
  length;
- a card number: 13 to 19 digits, alone or in groups, that pass the Luhn check (not a Chinese ID number, which is
  read as one by its own check).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from twin.wordlists import CJK, common_set

PLACEHOLDER = {"en": "[secret]", "zh": "[保密]"}
_CJK = re.compile(f"[{CJK}]")

# keys and tokens in the forms services give them; each alone is a secret wherever it stands
_KEY_SHAPES = ("-----begin", "sk-", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "xox", "akia",
               "asia", "aiza", "hf_", "_live_", "_test_", "npm_", "pypi-", "eyj")  # fmt: skip
_KEYS = re.compile(
    r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?(?:-----END [A-Z ]*PRIVATE KEY-----|\Z)"
    r"|\bsk-(?:proj-|ant-|or-|svcacct-)?[A-Za-z0-9_-]{20,}"
    r"|\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,}\b|\bgithub_pat_[A-Za-z0-9_]{22,}"
    r"|\bglpat-[A-Za-z0-9_-]{20,}|\bxox[abprs]-[A-Za-z0-9-]{10,}"
    r"|\b(?:AKIA|ASIA)[0-9A-Z]{16}\b|\bAIza[0-9A-Za-z_-]{35}"
    r"|\bhf_[A-Za-z0-9]{30,}\b|\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}\b|\bnpm_[A-Za-z0-9]{36}\b"
    r"|\bpypi-[A-Za-z0-9_-]{50,}"
    r"|\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}",
    re.DOTALL,
)
_BEARER = re.compile(r"(?i)(\bbearer\s+)([A-Za-z0-9._~+/=-]{16,})")
_URL_PASSWORD = re.compile(r"(\b[a-z][a-z0-9+.-]*://[^\s:/@]+:)([^\s@/]+)(@)", re.IGNORECASE)

# what follows a label: the label, then perhaps where it is for ("password for the guest wifi", "pin to my card"),
# then what says its value comes ("is", ":", 是), then the value
_FOR = r"(?:\s+(?:for|of|to|on|at|in)\s+[^.,;:!?\n=]{1,30}?)?"
_SAID_IS = r"(?P<sep>\s*[:=：]\s*|\s+(?:is|was|=)\s+|\s+(?:is|was)\s*[:：]\s*)"
_QUOTE = "\"'`“”‘’「」"
_VALUE = rf"[{_QUOTE}]?(?P<value>[^\s{_QUOTE},;，。；、)）]{{3,64}})"

_PASSWORD = re.compile(r"(?i)\b(?:pass(?:word|wd|code|phrase)|pwd|wi-?fi\s+key)" + _FOR + _SAID_IS + _VALUE)
_PIN = re.compile(
    r"(?i)\b(?:pin(?:\s+(?:code|number))?|cvv2?|cvc|security\s+code|one[- ]time\s+(?:code|password)|otp|"
    r"verification\s+code|2fa\s+code|auth(?:entication)?\s+code|"
    r"(?:door|gate|alarm|lock|garage|safe|entry|access|building|keypad)\s+code|(?:safe|lock)\s+combination)"
    + _FOR
    + r"(?P<sep>\s*[:=：]\s*|\s+(?:is|was)\s+|\s+)"
    + rf"[{_QUOTE}]?(?P<value>\d{{3,8}})(?![\d.,]?\d)(?!\s*(?:mm|cm|inch|in\b|%|px))"
)
_TOKEN = re.compile(
    r"(?i)\b(?:api[\s_-]?key|access[\s_-]?key(?:[\s_-]?id)?|secret(?:[\s_-]?(?:access[\s_-]?)?key)?|"
    r"client[\s_-]?secret|(?:access|auth|api|bearer|refresh|bot)[\s_-]?token|token|private[\s_-]?key)"
    + _FOR
    + _SAID_IS
    + rf"[{_QUOTE}]?(?P<value>[A-Za-z0-9_\-./+=]{{12,}})"
)
# Chinese: 密码是…, 密码：…, wifi密码12345678, 验证码 482913; the value is what is written in Latin letters, digits and
# signs right after (密码是我生日 names no value)
_ZH = re.compile(
    r"(?:支付密码|密码|口令|密钥|秘钥|秘鑰|密鑰|验证码|驗證碼|校验码|安全码|PIN码|pin码|卡密)"
    r"(?P<sep>\s*(?:是|为|為|[:=：])?\s*)"
    rf"[{_QUOTE}]?(?P<value>[!-~]{{4,64}})"
)
# what each pattern needs in a text (lowered), looked for first: most texts hold none of it. bench/import/run.py's
# export of 1,000 conversations (21,162 messages, 20.7 million characters, code and Chinese among them): every
# pattern on every message 6.4 s, of an import of about 43 s; with this first, 1.7 s (2026-12-07)
_DIGITS = re.compile(r"\d{4}")
_CARD = re.compile(r"(?<![\w.-])(?:\d[ -]?){12,18}\d(?![\w-]|\.\d)")


def _mixed(value: str) -> bool:
    """Whether a word looks made rather than said: a digit, a sign, or a capital after its first letter."""
    return any(c.isdigit() for c in value) or any(not c.isalnum() for c in value) or value[1:] != value[1:].lower()


def _password(match: re.Match[str]) -> bool:
    value = match["value"].rstrip(".!?")
    if len(value) < 4:
        return False
    if _mixed(value):
        return True
    # letters alone: a password only after a colon or an equals sign, and not a common word ("password: sunshine";
    # "password is expired", "password: wrong")
    return match["sep"].strip() in (":", "=", "：") and value.lower() not in common_set("words.en.txt")


def _pin(match: re.Match[str]) -> bool:
    """A PIN or a one-time code of four digits or more; a card's security code of three or four."""
    short = match.group(0)[:3].lower() in ("cvv", "cvc") or match.group(0).lower().startswith("security")
    return len(match["value"]) >= (3 if short else 4)


def _token(match: re.Match[str]) -> bool:
    value = match["value"]
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _zh(match: re.Match[str]) -> bool:
    value = match["value"].rstrip(".!?")
    return len(value) >= 4 and (_mixed(value) or value.lower() not in common_set("words.en.txt"))


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _chinese_id(digits: str) -> bool:
    """Whether 18 characters are a Chinese resident ID number by its check character (GB 11643)."""
    if len(digits) != 18 or not digits[:17].isdigit():
        return False
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    check = "10X98765432"[sum(int(d) * w for d, w in zip(digits[:17], weights, strict=True)) % 11]
    return digits[17].upper() == check


def _card(match: re.Match[str]) -> bool:
    written = match.group(0)
    digits = re.sub(r"[ -]", "", written)
    if not 13 <= len(digits) <= 19 or digits[0] not in "23456" or not _luhn(digits) or _chinese_id(digits):
        return False
    groups = re.split(r"[ -]", written)
    # digits alone, or in the groups a card is printed in (4 4 4 4, 4 6 5, 4 4 4 4 3); not a list of numbers
    return len(groups) == 1 or all(len(g) in (4, 5, 6) for g in groups[:-1]) and 3 <= len(groups[-1]) <= 6


def hide(text: str) -> tuple[str, int]:
    """`text` with every secret in it as "[secret]" (in a text that holds Chinese, "[保密]"), and how many there
    were."""
    if not text or text.isspace():
        return text, 0
    mark = PLACEHOLDER["zh" if _CJK.search(text) else "en"]
    before = text.count(mark)

    def value_of(check: Callable[[re.Match[str]], bool]) -> Callable[[re.Match[str]], str]:
        """The match with its value as the mark, when `check` says the value is a secret."""

        def sub(match: re.Match[str]) -> str:
            if not check(match):
                return match.group(0)
            value = match["value"]
            end = match.end("value") - (len(value) - len(value.rstrip(".!?")))  # "… is hunter2." keeps its stop
            whole, at = match.group(0), match.start()
            return whole[: match.start("value") - at] + mark + whole[end - at :]

        return sub

    low = text.lower()
    steps: list[tuple[tuple[str, ...], re.Pattern[str], Any]] = [
        (_KEY_SHAPES, _KEYS, mark),
        (("bearer",), _BEARER, lambda m: m.group(1) + mark),
        (("://",), _URL_PASSWORD, lambda m: m.group(1) + mark + m.group(3)),
        (("pass", "pwd", "key"), _PASSWORD, value_of(_password)),
        (("pin", "cvv", "cvc", "code", "otp", "combination"), _PIN, value_of(_pin)),
        (("key", "secret", "token"), _TOKEN, value_of(_token)),
        (("密", "口令", "码", "碼"), _ZH, value_of(_zh)),
    ]
    for needs, pattern, sub in steps:
        if any(word in low for word in needs):
            text = pattern.sub(sub, text)
    if _DIGITS.search(text):
        text = _CARD.sub(lambda m: mark if _card(m) else m.group(0), text)
    return text, text.count(mark) - before
