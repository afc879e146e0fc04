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
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from twin.wordlists import CJK, common_set

PLACEHOLDER = {"en": "[secret]", "zh": "[保密]"}
RULES = "2026-12-07.4"  # these rules' version: a home found clean by older ones is read again (narrative/worker.py)
_MARKS = frozenset(PLACEHOLDER.values())
_CJK = re.compile(f"[{CJK}]")
_START = r"(?<![A-Za-z0-9_])"  # where a label or a key begins: not inside a word, but right after Chinese (key是sk-…)

# keys and tokens in the forms services give them; each alone is a secret wherever it stands
_KEY_SHAPES = ("-----begin", "whsec_", "sg.", "sk-", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-",
               "xox", "akia", "asia", "aiza", "hf_", "_live_", "_test_", "npm_", "pypi-", "eyj")  # fmt: skip
_KEYS = re.compile(
    r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?(?:-----END [A-Z ]*PRIVATE KEY-----|\Z)"
    rf"|{_START}sk-(?:proj-|ant-|or-|svcacct-)?[A-Za-z0-9_-]{{20,}}"
    rf"|{_START}(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{{30,}}\b|{_START}github_pat_[A-Za-z0-9_]{{22,}}"
    rf"|{_START}glpat-[A-Za-z0-9_-]{{20,}}|{_START}xox[abprs]-[A-Za-z0-9-]{{10,}}"
    rf"|{_START}(?:AKIA|ASIA)[0-9A-Z]{{16}}\b|{_START}AIza[0-9A-Za-z_-]{{35}}"
    r"|(?<=(?:AKIA|ASIA)[0-9A-Z]{16}\s)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])"  # the secret key written after its id
    rf"|{_START}hf_[A-Za-z0-9]{{30,}}\b|{_START}(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{{16,}}\b"
    rf"|{_START}npm_[A-Za-z0-9]{{36}}\b|{_START}pypi-[A-Za-z0-9_-]{{50,}}|{_START}whsec_[A-Za-z0-9]{{24,}}"
    rf"|{_START}SG\.[A-Za-z0-9_-]{{16,}}\.[A-Za-z0-9_-]{{16,}}"
    rf"|{_START}eyJ[A-Za-z0-9_-]{{8,}}\.eyJ[A-Za-z0-9_-]{{8,}}\.[A-Za-z0-9_-]{{8,}}",
    re.DOTALL,
)
_BEARER = re.compile(r"(?i)(\bbearer\s+)([A-Za-z0-9._~+/=-]{16,})")
# the password of a URL runs to the last "@" before the host (mysql://root:Root@1234@10.0.0.8); the user may be none
_URL_PASSWORD = re.compile(r"(\b[a-z][a-z0-9+.-]*://[^\s:/@]*:)([^\s/]+)(@)(?=[^\s@/]+(?:[:/]|\s|$))", re.IGNORECASE)
# a setting as .env files and shells write it: DB_PASSWORD=…, AWS_SECRET_ACCESS_KEY=… (not "DB_PASSWORD must be set")
_URL_PLACEHOLDER = re.compile(
    r"(?i)pass(?:word|wd)?|pwd|pw|secret|token|\*+|x{3,}|\$\{?\w+\}?|\$\(.*\)|<[^<>]+>|\{\{?[^{}]+\}\}?|%\(\w+\)s"
)
_ENV = re.compile(
    r"\b[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:PASSWORD|PASSWD|PWD|SECRET|TOKEN|API_KEY|ACCESS_KEY|PRIVATE_KEY)"
    r"(?:_(?!(?:FILE|PATH|DIR|URL|URI|HEADER|NAME|LENGTH|TTL|EXPIRY|TIMEOUT|ENV|VAR)\b)[A-Z0-9]+)*"
    r"(?P<gap>\s*=\s*)(?P<quote>[\"']?)(?![$/<{])(?P<value>[^\s\"']{4,})"
)

# what follows a label: the label, then perhaps where it is for ("password for the guest wifi", "pin to my card"),
# then what says its value comes ("is", ":", 是), then the value
_FOR = r"(?:\s+(?:for|of|to|on|at|in)\s+[^.,;:!?\n=]{1,30}?)?"
_SAID_IS = r"(?P<sep>\s*[:=：]\s*|\s+(?:is|was|=)\s+|\s+(?:is|was)\s*[:：]\s*)"
_QUOTE = "\"'`“”‘’「」"
_VALUE = rf"[{_QUOTE}]?(?P<value>[^\s{_QUOTE},;，。；、()（）]{{3,}})"

# "pw", "pass" and typed wrong ("psswd", "passwrod"); with no word before the value ("pw hunter2", "the password's
# dragon42", "whats the wifi pass? its Tr0ub4dor&3") only a made word is one (`_password`)
_PASSWORD = re.compile(
    rf"(?i){_START}(?P<label>pass(?:word|wd|code|phrase)?|pa?ss?w(?:or|ro)?d|pw|pwd|wi-?fi\s+key)"
    rf"(?:{_FOR}{_SAID_IS}|(?P<bare>['’]s\s+|\?\s*it['’]?s\s+|\s+)){_VALUE}"
)
_PIN = re.compile(
    rf"(?i){_START}(?:pin(?:\s+(?:code|number))?|cvv2?|cvc|security\s+code|one[- ]time\s+(?:code|password)|otp|"
    r"verification\s+code|2fa\s+code|auth(?:entication)?\s+code|passcode|puk|"
    r"(?:door|gate|alarm|lock|locker|garage|safe|entry|access|building|keypad|puk|zoom)\s+code|"
    r"(?:safe|lock|locker)\s+combo(?:ination)?|combination)"
    + _FOR
    # "…code they texted me is 903 112": a few words may come between the label and its "is"
    + r"(?P<sep>\s*[:=：]\s*|(?:\s+(?!is\b|was\b)[a-z]+){0,4}?\s+(?:is|was)\s+|['’]s\s+|\s+)"
    # digits, or read out in groups (739 104, 12-34-56, 36 24 12), after a letter code (G-482913)
    + rf"[{_QUOTE}]?(?:[A-Z]-)?(?P<value>\d{{3}}[ -]\d{{3}}(?![ -]?\d)|\d{{1,2}}(?:[ -]\d{{1,2}}){{2,3}}(?![ -]?\d)"
    + r"|\d(?: \d){4,7}(?![ -]?\d)"  # 7 3 9 1 0 4
    + r"|\d{3,8})(?![\d.,]?\d)(?!\s*(?:mm|cm|inch|in\b|%|px))"
)
_PIN_BEFORE = re.compile(  # "1234 is the pin"
    r"(?i)(?<![\w.-])(?P<value>\d{4,8})"
    r"(?=\s+(?:is|was)\s+(?:the|my|our)\s+(?:(?:[a-z]+\s+)?(?:pin|passcode|door code)|code)\b)"
)
_CODE_SAID = re.compile(  # a plain "code" only with the/my/your right before it: not a zip, error or status code
    r"(?i)\b(?:the|my|your|ur)\s+code(?:\s+(?:is|was)\s+|['’]s\s+|\s*[:：]\s*)"
    r"(?P<value>\d{3}[ -]\d{3}|\d{6})(?![ -]?\d|[.,]\d|\s*(?:lines|loc|%|ms|bytes|chars))"
)
_TOKEN = re.compile(
    rf"(?i){_START}(?:api[\s_-]?key|access[\s_-]?key(?:[\s_-]?id)?|secret(?:[\s_-]?(?:access[\s_-]?)?key)?|"
    r"client[\s_-]?secret|(?:access|auth|api|bearer|refresh|bot)[\s_-]?token|token|private[\s_-]?key)"
    rf"(?:{_FOR}{_SAID_IS}|(?P<bare>\s+))[{_QUOTE}]?(?P<value>[A-Za-z0-9_\-./+=]{{12,}})"
)
_PAIR = re.compile(  # "login: bob / hunter2": the password after the name
    rf"(?i){_START}(?:login|user(?:name)?|账号|帳號)(?![A-Za-z])\s*[:：]?\s*[^\s/<>]+\s+/\s+"
    r"(?P<value>[^\s<>\"'{}]{4,})"
)
_OTHERS = re.compile(
    # a gift card's code, a wallet's seed phrase, a group's pass phrase, the digits a Chinese sentence names late
    r"(?i)(?:gift\s*card\s+code|redemption\s+code|兑换码|兌換碼|礼品卡卡密)\s*[:：]?\s*"
    r"(?P<gift>[A-Z0-9]{4}(?:-[A-Z0-9]{4}){2,4})"
    r"|(?:seed|recovery|mnemonic)\s+phrase\s*(?:is\s*)?[:：]?\s*(?P<seed>[a-z]+(?:\s+[a-z]+){11,23})\b"
    rf"|(?:口令|暗号|暗號)\s*[:：]\s*(?P<words>[{CJK}]{{2,12}})(?=$|[\s，。！!,.])"
    rf"|(?:密[码碼]|口令|pin)[{CJK}]{{0,10}}?(?:是|为|為|係|系)[{CJK}]{{0,4}}?\s*(?P<digits>\d{{4,8}})(?![\d位])"
)
# Chinese: 密码是…, 密碼係…, 密码：…, wifi密码12345678, 验证码 482913, 取件码 839201; the value is what is written in
# Latin letters, digits and signs right after (密码是我生日 names no value, 密码是6到12位 no password)
_ZH = re.compile(
    r"(?:支付密[码碼]|密[码碼]|口令|[密秘][钥鑰]|[验驗][证證][码碼]|校[验驗][码碼]|安全[码碼]|卡密|"
    r"(?<![A-Za-z])[Pp][Ii][Nn](?:[码碼]|(?=\s*(?:是|为|為|係|系|：)))|取件[码碼]|[动動][态態][码碼]|提取[码碼]|(?:2fa|otp|2FA|OTP)\s*[码碼])"
    r"(?P<sep>\s*(?:是|为|為|係|系|[:=：])?\s*)(?!\d+\s*位)"
    rf"[{_QUOTE}]?(?P<value>\d{{3}}[ -]\d{{3}}(?![ -]?\d)|[!-~]{{3,64}}?)(?=[{_QUOTE}]|[^!-~]|$)"
)
# what each pattern needs in a text is looked for first (`_needs`): bench/secrets/run.py reads bench/import's export
# of 1,000 conversations (21,162 messages, 20.7 million characters, code and Chinese among them) in 1.05 s, against
# 9.99 s with every pattern on every message (2026-12-07)
_DIGITS = re.compile(r"\d{4}")
_CARD = re.compile(r"(?<![A-Za-z0-9_.-])(?:\d[ -]?){12,18}\d(?![\w-]|\.\d)")
_CARD_LENGTHS = {"2": (16,), "3": (14, 15, 16, 19), "4": (13, 16, 19), "5": (16,), "6": (16, 17, 18, 19)}
_NOT_A_CARD = re.compile(
    r"(?i)(?:订单|訂單|单号|單號|order|tracking|运单|運單|流水|身份证|身份證|\bid|reference|\bref|invoice|transaction|txn|"
    r"imei|isbn|交易号|交易號|参考号|參考號)\W{0,3}$"
)


def _mixed(value: str) -> bool:
    """Whether a word looks made rather than said: a digit, a sign, or a capital after its first letter."""
    return any(c.isdigit() for c in value) or any(not c.isalnum() for c in value) or value[1:] != value[1:].lower()


_MADE = re.compile(
    r"(?i)(?:\d+(?:st|nd|rd|th|x|k|mm|cm|gb)?|v?\d[\d.]*|\d+(?:st|nd|rd|th)-[a-z]+"
    r"|(?:md5|sha-?\d*|blake2[bs]?|argon2(?:id|i|d)?|pbkdf2|scrypt|bcrypt|crc32|base(?:32|64)|utf-?(?:8|16)|"
    r"x86(?:_64)?|amd64|arm64|aarch64|i386|win32|win64|oauth2|http[23]|ipv[46]|s3|ec2|k8s)(?:sum|hash|_\w+)?)"
)  # 3rd, 10x, 12mm, v2.1: said, not made
_LOGIN_BEFORE = re.compile(
    r"(?i)\b(?:user(?:name)?|login|wi-?fi|e-?mail|account)\b(?:\s*(?:is\s+|[:=：]\s*)?(?!to\b)[^\s,;]+)?\s*[,;/]?\s*$"
)
_ENDS = re.compile(r"\s*(?:$|[,.;!?)]|\s+(?:lol|lmao|haha|pls|please|btw)\b)")


_CODE = re.compile(r"[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)+|[A-Za-z_][\w.]*\[[\w ,.|\[\]]*\]")


def _password(match: re.Match[str]) -> bool:
    value = match["value"].rstrip(".?:")
    if len(value) < 4:
        return False
    if match.string[match.end("value") : match.end("value") + 1] == "(" or _CODE.fullmatch(value):
        return False
    if match["bare"] is not None:  # no word says a value comes: only a made word, of letters and digits or signs,
        verb = match["label"].lower() == "pass" and not match["bare"].strip()  # "pass COMP2021", "pass --base-url"
        if verb and not _LOGIN_BEFORE.search(match.string, max(0, match.start() - 40), match.start()):
            return False  # but "user admin pass admin123"
        return len(value) >= 6 and _mixed(value) and any(c.isalpha() for c in value) and not _MADE.fullmatch(value)
    if _mixed(value):
        return True
    # letters alone: a password only after a colon or an equals sign, not a common word, and ending its clause
    # ("password: sunshine"; not "password is expired", "password: wrong", "password: forgot it lol")
    return (
        match["sep"].strip() in (":", "=", "：")
        and value.lower() not in common_set("words.en.txt")
        and bool(_ENDS.match(match.string, match.end("value")))
    )


def _pin(match: re.Match[str]) -> bool:
    """A PIN or a one-time code of four digits or more; a card's security code of three or four; digits in groups
    only for a code or a combination."""
    value, said = match["value"], match.group(0).lower()
    if not value.isdigit():
        if value.count(" ") >= 4 and not match["sep"].strip():  # "combination of 1 2 3 4 5 6" is counting
            return False
        return any(word in said for word in ("code", "otp", "combo", "combination", "passcode", "pin"))
    short = said[:3] in ("cvv", "cvc") or said.startswith("security")
    return len(value) >= (3 if short else 4)


def _token(match: re.Match[str]) -> bool:
    value = match["value"]
    if match["bare"] is not None and len(value) < 20:  # "token 1234abcd" is no key; "api key 3f9a7c2e1b4d…" is
        return False
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _zh(match: re.Match[str]) -> bool:
    value, said = match["value"].rstrip(".?:"), match.group(0)
    if len(value) == 3:  # a card's security code
        return value.isdigit() and said.startswith(("安全码", "安全碼"))
    if " " in value or ("-" in value and value.replace("-", "").isdigit()):  # 771 093: a code read out
        return "码" in said or "碼" in said
    return len(value) >= 4 and (_mixed(value) or value.lower() not in common_set("words.en.txt"))


def _pair(match: re.Match[str]) -> bool:
    value = match["value"].rstrip(".?:")
    return any(c.isalpha() for c in value) and any(c.isdigit() for c in value)


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


_TEST_CARDS = {"4242424242424242", "4111111111111111", "5555555555554444", "4000056655665556", "5105105105105100",
               "378282246310005", "371449635398431", "6011111111111117", "4012888888881881"}  # fmt: skip


def _card(match: re.Match[str]) -> bool:
    written = match.group(0)
    digits = re.sub(r"[ -]", "", written)
    if len(digits) not in _CARD_LENGTHS.get(digits[0], ()) or not _luhn(digits) or _chinese_id(digits):
        return False
    if _NOT_A_CARD.search(match.string, max(0, match.start() - 14), match.start()):  # 订单号 2024061512345678906
        return False
    if digits in _TEST_CARDS and re.search(r"(?i)\b(?:test|testing|sandbox|stripe)\b", match.string):
        return False
    groups = re.split(r"[ -]", written)
    # digits alone, or in the groups a card is printed in (4 4 4 4, 4 6 5, 4 4 4 4 3); not a list of numbers
    return len(groups) == 1 or all(len(g) in (4, 5, 6) for g in groups[:-1]) and 3 <= len(groups[-1]) <= 6


def _others(match: re.Match[str]) -> str | None:
    """The group of `_OTHERS` that holds a secret, or None (a seed phrase is 12, 15, 18, 21 or 24 words)."""
    name = next(g for g in ("gift", "seed", "words", "digits") if match[g] is not None)
    if name == "words" and re.search("[红紅]包", match.string[: match.start("words")]):
        return None
    return None if name == "seed" and len(match[name].split()) not in (12, 15, 18, 21, 24) else name


# each pattern, the words it needs in a text (lowered) to be worth running, and how a match is judged: a replacement
# for the whole match, or a check of its group `value`. Every match of a pattern holds one of its words (tests/
# test_credentials.py runs each pattern on every text of its cases and of each label's typed forms, and checks that
# its words are there wherever it matches)


def _needs(*words: str) -> tuple[str, ...]:
    """What a pattern needs in a text (lowered) to be worth running: most texts hold none of it. A word written with a
    space first must begin a word, as the pattern's label does: after no letter, digit or "_" (not the "pin" of
    "opinion" and "typing"), but after a sign or a space of any kind ("(PIN 4821)", "•PIN 4821"); in a text that
    holds Chinese, anywhere (我的PIN 4821, 密码pin是…)."""
    for word in words:
        if word.startswith(" "):
            _BEGINS.setdefault(word, re.compile(rf"(?<![a-z0-9_]){re.escape(word[1:])}"))
    return words


_BEGINS: dict[str, re.Pattern[str]] = {}


def _holds(low: str, needs: tuple[str, ...], chinese: bool) -> bool:
    """Whether a lowered text holds one of a pattern's words (`_needs`)."""
    for word in needs:
        if word[0] != " " or chinese:
            if word.lstrip() in low:
                return True
        elif word[1:] in low and _BEGINS[word].search(low):
            return True
    return False


_STEPS: list[tuple[tuple[str, ...], re.Pattern[str], str]] = [
    (_needs(*_KEY_SHAPES), _KEYS, "whole"),
    (_needs("bearer"), _BEARER, "bearer"),
    (_needs("://"), _URL_PASSWORD, "url"),
    (_needs("_password", "_passwd", "_pwd", "_secret", "_token", "_key"), _ENV, "env"),
    (_needs(" pass", " pasw", " psw", " pssw", " pw", " wifi", " wi-fi"), _PASSWORD, "password"),  # and "pasword"
    (_needs(" pin", "cvv", "cvc", "code", "otp", "combo", "combination", "puk", "one time", "one-time"), _PIN, "pin"),
    (_needs(" pin", "passcode", " code"), _PIN_BEFORE, "before"),
    (_needs(" code"), _CODE_SAID, "before"),
    (_needs(" api", " access", " secret", " client", " private", "token"), _TOKEN, "token"),  # not "therapist"
    (_needs("login", "user", "账号", "帳號"), _PAIR, "pair"),
    (_needs("code", "码", "碼", "口令", "暗", "phrase", "密", " pin"), _OTHERS, "others"),
    (_needs("密", "口令", "码", "碼", "钥", "鑰", "pin", "2fa", "otp"), _ZH, "zh"),  # (on a text that holds Chinese)
]
_CHECKS: dict[str, Callable[[re.Match[str]], bool]] = {
    "env": lambda m: bool(re.search(r"[A-Za-z0-9]{3}", m["value"]))  # not "DEEPSEEK_API_KEY=...)"
    and not (m["gap"].endswith((" ", "\t")) and not m["quote"] and m["value"].lower() in common_set("words.en.txt")),
    "before": lambda m: True, "password": _password, "pin": _pin, "token": _token, "pair": _pair, "zh": _zh,
}  # fmt: skip


def hide(text: str) -> tuple[str, int]:
    """`text` with every secret in it as "[secret]" (in a text that holds Chinese, "[保密]"), and how many there
    were."""
    hidden, taken = _hidden(text)
    return hidden, len(taken)


# an attribute that names a credential: its value is a secret, whatever its shape ("wifi_password: hunter22")
SECRET_ATTRIBUTE = re.compile(
    r"(?i)pass(?:word|wd|code|phrase)|(?:^|_|\b)(?:pwd|pin|pin_?code|cvv|cvc|otp)(?:$|_|\b)|secret_?key|"
    r"client_?secret|(?:api|access|auth|bearer|refresh)_?token|api_?key|private_?key|access_?key|"
    r"密码|密碼|口令|验证码|驗證碼"
)


def shown_value(attribute: str, value: str) -> str:
    """A fact's value as a prompt may show it: "[secret]" for one whose attribute names a credential."""
    return PLACEHOLDER["en"] if SECRET_ATTRIBUTE.search(attribute) else value


def is_secret_value(value: str, attribute: str = "", said: str = "") -> bool:
    """Whether a fact's value is a secret: its attribute names a credential, it is shaped like one alone, or it is
    one that `hide` takes out of the words it was said in, as they were written or nearly (case, the signs around
    it, a code's spaces and dashes: "hunter22" of "my password is hunter22!", "123456" of "combo is 12-34-56")."""
    if SECRET_ATTRIBUTE.search(attribute) or hide(value)[1]:
        return True
    mine = plain(value)
    return len(mine) >= 3 and any(plain(secret) == mine for secret in secrets_in(said))


def plain(text: str) -> str:
    """A secret as two writings of it compare: its case, the signs around it, a code's spaces and dashes aside."""
    return re.sub(r"[\s-]", "", text.casefold()).strip(".,!?…#:;\"'()[]{}")


def without(text: str, values: list[str]) -> str:
    """`text` with each of `values` (the secrets memory holds as facts, learned before twin kept them out) as
    "[secret]" wherever it stands alone, whatever the words around it ("their wifi password, Hunter2!x")."""
    for value in values:
        if len(value) >= 4:
            text = re.sub(rf"(?<![\w]){re.escape(value)}(?![\w])", PLACEHOLDER["en"], text)
    return text


def hidden_in(data: Any, values: list[str] | None = None) -> Any:
    """`data` (an answer as JSON: objects, lists, texts) with every text in it as `hide` writes it and `values`
    taken out (`without`), and the value of a fact whose attribute names a credential ("wifi_password") as
    "[secret]"."""
    if isinstance(data, str):
        return without(hide(data)[0], values or [])
    if isinstance(data, dict):
        named = str(data.get("attribute") or data.get("key") or "")
        if "value" in data and named and SECRET_ATTRIBUTE.search(named):
            data = {**data, "value": PLACEHOLDER["en"]}
        return {key: hidden_in(value, values) for key, value in data.items()}
    if isinstance(data, list):
        return [hidden_in(item, values) for item in data]
    return data


def secrets_in(text: str) -> list[str]:
    """The secrets `hide` takes out of `text`, as they were written."""
    return _hidden(text)[1]


def _hidden(text: str) -> tuple[str, list[str]]:
    """`text` with its secrets hidden, and the secrets as they were written."""
    short = len(text) <= _REMEMBERED
    if short:
        with _CLEAN_LOCK:
            if text in _CLEAN:
                _CLEAN.move_to_end(text)
                return text, []
    known_then = len(_KNOWN)
    hidden, taken = _hide(text)
    if short and not taken:
        with _CLEAN_LOCK:
            again = len(_KNOWN) != known_then  # a key became known while it was read: read it again, keep nothing
            if not again:
                _CLEAN[text] = None
                if len(_CLEAN) > _KEPT:
                    _CLEAN.popitem(last=False)
        if again:
            return _hide(text)
    return hidden, taken


# each request to the model sends the recent turns again: the short texts found to hold no secret are remembered (a
# text that holds one is never kept, not even in memory), 0.93 ms a chat's request against 1.30 read afresh
# (bench/secrets/run.py, its last line, 2026-12-07)
_REMEMBERED = 2_000  # characters
_KEPT = 1_024  # texts
_CLEAN: OrderedDict[str, None] = OrderedDict()  # the latest last
_CLEAN_LOCK = threading.Lock()
# letters the patterns' IGNORECASE reads as i and s that str.lower() leaves as they are: "PİN 4821" (Turkish capitals),
# "paſsword", so that the words a pattern needs are found where it would match
_FOLD = {0x130: "i", 0x131: "i", 0x17F: "s"}
_FOLDED = re.compile("[\u0130\u0131\u017f]")


def lowered(text: str) -> str:
    """`text` as the needs of the patterns are looked for in it: lowered, with the letters of `_FOLD` folded."""
    if not text.isascii() and _FOLDED.search(text):
        text = text.translate(_FOLD)
    return text.lower()


def _hide(text: str, *, every: bool = False) -> tuple[str, list[str]]:
    """`_hidden`, never remembered; `every`: each pattern run whatever words the text holds (what the needs must
    never change: tests/test_credentials.py; the baseline of bench/secrets/run.py)."""
    if not text or text.isspace():
        return text, []
    mark = PLACEHOLDER["zh" if _CJK.search(text) else "en"]
    taken: list[str] = []

    def cut(match: re.Match[str], group: str) -> str:
        """The match with its group `group` as the mark ("… is hunter2." keeps its full stop; "Summer2024!" is the
        password whole)."""
        value = match[group]
        end = match.end(group) - (len(value) - len(value.rstrip(".?:")))
        whole, at = match.group(0), match.start()
        if whole[match.start(group) - at : end - at] in _MARKS:  # hidden already: "password: [secret]"
            return whole
        taken.append(whole[match.start(group) - at : end - at])
        return whole[: match.start(group) - at] + mark + whole[end - at :]

    def judged(how: str) -> Callable[[re.Match[str]], str]:
        def sub(match: re.Match[str]) -> str:
            if how == "whole":
                taken.append(match.group(0))
                return mark
            if how == "bearer":
                taken.append(match.group(2))
                return match.group(1) + mark
            if how == "url":
                if _URL_PLACEHOLDER.fullmatch(match.group(2)) or match.group(2) in _MARKS:
                    return match.group(0)
                taken.append(match.group(2))
                return match.group(1) + mark + match.group(3)
            if how == "others":
                group = _others(match)
                return cut(match, group) if group else match.group(0)
            return cut(match, "value") if _CHECKS[how](match) else match.group(0)

        return sub

    def card(match: re.Match[str]) -> str:
        if not _card(match):
            return match.group(0)
        taken.append(match.group(0))
        return mark

    low, chinese = lowered(text), mark == PLACEHOLDER["zh"]
    for needs, pattern, how in _STEPS:
        if (chinese or how != "zh") and (every or _holds(low, needs, chinese)):
            read = pattern.sub(judged(how), text)
            if read != text:  # a value hidden may leave a label right after it the start of a word ("PIN [secret]api
                text, low = read, lowered(read)  # key: …"): the needs are looked for in the text as it is now
    if _DIGITS.search(text):
        text = _CARD.sub(card, text)
    for secret in tuple(_KNOWN):  # the key twin was given, whatever its shape (gsk_…, a plain run of letters)
        if secret in text:
            found = re.findall(rf"(?<![\w-]){re.escape(secret)}(?![\w-])", text)
            taken += found
            text = re.sub(rf"(?<![\w-]){re.escape(secret)}(?![\w-])", mark, text) if found else text
    return text, taken


KNOWN_LEAST = 12  # characters a key needs to be hidden by its value alone: a shorter one would hide words
_KNOWN: set[str] = set()


def known(secret: str) -> None:
    """Hide `secret` wherever it is written from now on, whatever its shape: the model's API key twin was given
    (`settings.endpoint`), which no pattern may know ("gsk_…" pasted alone on a line went into the session file,
    the index and `twin serve --log-messages`: a blind probe, 2026-12-07). Texts remembered clean are read again."""
    secret = secret.strip()
    if len(secret) < KNOWN_LEAST or secret in _KNOWN or _PLACEHOLDER_KEY.search(secret):
        return
    with _CLEAN_LOCK:  # (a text read while it is added is remembered clean only under this lock: cleared after)
        _KNOWN.add(secret)
        _CLEAN.clear()


# a key that is no key: what a setup guide puts where the key goes (hidden as such, it would hide the guide's words)
_PLACEHOLDER_KEY = re.compile(r"(?i)your|here|example|xxxx|placeholder|changeme|dummy|not-needed|^sk-?$")
