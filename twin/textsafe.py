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


def name_problem(name: str) -> str:
    """What keeps `name` from naming who is talking (NAME_RULE), in a few words; "" when nothing does."""
    return line_problem(name, NAME_CHARS, "a name")


def line_problem(text: str, chars: int, what: str, joiners: bool = False) -> str:
    """What keeps `text` from being one line of `what` that shows as it is typed (at most `chars` characters, no
    control character, none that reorders or hides text), in a few words; "" when nothing does. `joiners`: the
    zero-width joiner and non-joiner are allowed (👩‍💻, می‌خواهم): they join or part letters, not hide text."""
    if len(text) > chars:
        return f"is {len(text):,} characters long: too long for {what}"
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
        return ""
    if INVISIBLE.match(odd):
        return f"holds U+{ord(odd):04X}, which reorders or hides text where {what} is shown"
    if SURROGATE.match(odd):
        return f"holds U+{ord(odd):04X}, which is not text (a byte that is not UTF-8, or half of a UTF-16 pair)"
    return f"holds U+{ord(odd):04X}, a control character"


VALUE_CHARS = 200  # a fact's value, as grounding bounds the model's (LIMITS)
VALUE_RULE = (
    f"A value is one line of at most {VALUE_CHARS} characters, without control characters or ones that reorder or "
    "hide text (bidi controls, zero-width characters)."
)


def typed_value(text: str, where: str) -> str:
    """`text` as a fact's value the person typed (`twin memory correct`, `--as`), without the spaces around it; a
    UsageError saying what is wrong when it cannot be one (VALUE_RULE)."""
    value = text.strip()
    problem = line_problem(value, VALUE_CHARS, "a value", joiners=True)
    if problem:
        # before any twin is known: English (a command checks the value typed before it reads the home)
        raise UsageError(f"{where} {problem}.", VALUE_RULE)
    return value


def person_name(text: str, where: str) -> str:
    """`text` as the name of who is talking (`--user`, a request's `user` field: `where` names it), without the
    spaces around it (" alice" is alice; only spaces is no name, ""); a UsageError saying what is wrong when it
    cannot be a name."""
    name = text.strip()
    problem = name_problem(name)
    if problem:
        # before any twin is known: English (`--user` is read with the command line; `twin serve` answers programs)
        raise UsageError(f"{where} {problem}.", NAME_RULE)
    return name
