"""Text safe to show: control and escape sequences neutralised before they reach a terminal, and the rule for a name
of who is talking, which must not reorder or hide the text around it."""

from __future__ import annotations

import re

from twin.errors import UsageError

# C0 controls except tab and newline, DEL, and C1 controls (which include CSI and OSC).
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_CSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]")
_OSC = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?")


def _visible(match: re.Match[str]) -> str:
    char = match.group(0)
    if char == "\r":
        return ""
    return f"\\x{ord(char):02x}"


_SURROGATE = re.compile("[\ud800-\udfff]")


def mended(text: str) -> str:
    """Text as it can be written and shown: a UTF-16 surrogate pair joined, a lone surrogate as U+FFFD. JSON may
    hold "\\ud83d" alone (a server that split a pair between two events sends it), which is no character: writing
    it failed, and the reply was lost (a blind probe, 2026-12-07)."""
    if not _SURROGATE.search(text):
        return text
    return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")


def safe_text(text: str) -> str:
    """Text that cannot move the cursor, change the title or hide itself: escapes become visible."""
    text = _OSC.sub(lambda m: m.group(0).replace("\x1b", "\\x1b").replace("\x07", "\\x07"), text)
    text = _CSI.sub(lambda m: "\\x1b" + m.group(0)[1:], text)
    return _CONTROL.sub(_visible, text)


# bidi overrides and isolates: in a row of a table (a first line, a value) one turns the rest of the row around
BIDI_CONTROL = re.compile("[\u202a-\u202e\u2066-\u2069]")


def row_text(text: str) -> str:
    """`safe_text` for one cell of a row: a bidi override or isolate shown by its code (<U+202E>), not obeyed."""
    return BIDI_CONTROL.sub(lambda m: f"<U+{ord(m.group(0)):04X}>", safe_text(text))


NAME_CHARS = 128  # a name of who is talking; longer is not a name
# Characters a name cannot hold: they would reorder or hide the text around it where it is shown (a right-to-left
# override turns the rest of a `twin sessions list` row around), as control characters would move the cursor.
INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")
# what text may hold of a secret besides the configured key: a bearer token (an Authorization header echoed back)
# and anything shaped like an OpenAI-style key (sk-..., sk-proj-..., another provider's key)
SECRET = re.compile(r"(?i)(\bbearer\s+)[^\s\"',;)}\]]{8,}|\bsk-[a-z0-9_-]{6,}")


def hide_secrets(text: str) -> str:
    """`text` with every bearer token and anything shaped like a key as `***`."""
    return SECRET.sub(lambda m: (m.group(1) or "") + "***", text)


SURROGATE = re.compile("[\ud800-\udfff]")  # half of a UTF-16 pair: JSON may escape one alone; argv holds a bad byte so


def name_as_text(name: str) -> str:
    """A file's name or path as text that can be printed and kept as JSON: its bytes that are not UTF-8 (handed over by
    Python as lone surrogates, which a UTF-8 stream refuses) shown as U+FFFD (�), as the chat shows such a line."""
    return SURROGATE.sub("\ufffd", name)


NAME_RULE = (
    f"A name is one line of at most {NAME_CHARS} characters, without control characters or ones that reorder or "
    "hide text (bidi controls, zero-width characters)."
)
NAME_RULE_ZH = (
    f"名字只能是一行，最多 {NAME_CHARS} 个字符，不能有控制字符，"
    "也不能有会打乱或隐藏文字的字符（双向控制符、零宽字符）。"
)


def name_problem(name: str) -> str:
    """What keeps `name` from naming who is talking (NAME_RULE), in a few words; "" when nothing does."""
    return line_problem(name, NAME_CHARS, "a name")


def line_problem(text: str, chars: int, what: str, joiners: bool = False) -> str:
    """What keeps `text` from being one line of `what` that shows as it is typed (at most `chars` characters, no
    control character, none that reorders or hides text), in a few words; "" when nothing does. `joiners`: the
    zero-width joiner and non-joiner are allowed (👩‍💻, می‌خواهم): they join or part letters, not hide text."""
    return line_problems(text, chars, what, "", joiners)[0]


def line_problems(text: str, chars: int, what: str, what_zh: str, joiners: bool = False) -> tuple[str, str]:
    """`line_problem` in English and in Chinese (`what_zh`: what the line is, said in Chinese); ("", "") when
    nothing keeps `text` from being one."""
    if len(text) > chars:
        return f"is {len(text):,} characters long: too long for {what}", f"有 {len(text):,} 个字符，作为{what_zh}太长了"
    allowed = "\u200c\u200d" if joiners else ""
    odd = next(
        (
            c
            for c in text
            if c not in allowed and (c in "\t\n" or _CONTROL.match(c) or INVISIBLE.match(c) or SURROGATE.match(c))
        ),
        None,
    )
    if odd is None:
        return "", ""
    code = f"U+{ord(odd):04X}"
    if INVISIBLE.match(odd):
        return (
            f"holds {code}, which reorders or hides text where {what} is shown",
            f"含有 {code}，显示{what_zh}的地方会因它打乱或隐藏文字",
        )
    if SURROGATE.match(odd):
        return (
            f"holds {code}, which is not text (a byte that is not UTF-8, or half of a UTF-16 pair)",
            f"含有 {code}，它不是文字（不是 UTF-8 的字节，或者半个 UTF-16 代理对）",
        )
    return f"holds {code}, a control character", f"含有控制字符 {code}"


VALUE_CHARS = 200  # a fact's value, as grounding bounds the model's (LIMITS)
VALUE_RULE = (
    f"A value is one line of at most {VALUE_CHARS} characters, without control characters or ones that reorder or "
    "hide text (bidi controls, zero-width characters)."
)
VALUE_RULE_ZH = (
    f"值只能是一行，最多 {VALUE_CHARS} 个字符，不能有控制字符，也不能有会打乱或隐藏文字的字符（双向控制符、零宽字符）。"
)


def typed_value(text: str, where: str, where_zh: str = "") -> str:
    """`text` as a fact's value the person typed (`twin memory correct`, `--as`: `where`, and `where_zh` in Chinese,
    else the same), without the spaces around it; a UsageError saying what is wrong when it cannot be one
    (VALUE_RULE)."""
    value = text.strip()
    problem, problem_zh = line_problems(value, VALUE_CHARS, "a value", "值", joiners=True)
    if problem:
        said_zh = _before_zh(where_zh or where) + f"{problem_zh}。"
        raise UsageError(f"{where} {problem}.", VALUE_RULE, zh=(said_zh, VALUE_RULE_ZH))
    return value


def person_name(text: str, where: str) -> str:
    """`text` as the name of who is talking (`--user`, a request's `user` field: `where` names it), without the
    spaces around it (" alice" is alice; only spaces is no name, ""); a UsageError saying what is wrong when it
    cannot be a name."""
    name = text.strip()
    problem, problem_zh = line_problems(name, NAME_CHARS, "a name", "名字")
    if problem:
        raise UsageError(f"{where} {problem}.", NAME_RULE, zh=(_before_zh(where) + f"{problem_zh}。", NAME_RULE_ZH))
    return name


def _before_zh(where: str) -> str:
    """`where` (what was typed: `--user`, 这个值) before the Chinese that says what is wrong with it: a space after
    an option's name, none after Chinese."""
    return f"{where} " if where[-1:].isascii() else where
