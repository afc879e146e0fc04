"""Reading hand-edited TOML files and reporting problems with file, line and field."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from twin.errors import ConfigError
from twin.files import read_regular

_SECTION = re.compile(r"^\s*\[+\s*([^\]]+?)\s*\]+\s*(#.*)?$")
BOM = "\ufeff"  # a byte order mark: Windows' Notepad begins a UTF-8 file with one; it is no part of the text


def loads(text: str) -> dict[str, Any]:
    """`tomllib.loads`, with arrays or tables nested hundreds deep (which overflow its recursion) a syntax error at
    their line like any other, never "a bug in twin"; and an error at the end of the text (`x = [` or a multi-line
    string left open) said with the line the text ends after, where tomllib says only "at end of document" (what
    was left open may have begun lines before it)."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        if "(at end of document)" not in str(exc):
            raise
        where = (
            f"(at the end of the file, after line {text.rstrip().count(chr(10)) + 1}: something opened and not closed?)"
        )
        raise tomllib.TOMLDecodeError(str(exc).replace("(at end of document)", where)) from None
    except RecursionError:
        deep = re.search(r"(?:[\[{][^\[{\]}\n]{0,12}){100}", text)
        line = text.count("\n", 0, deep.start()) + 1 if deep else 1
        raise tomllib.TOMLDecodeError(f"Arrays or tables nested too deeply (at line {line}, column 1)") from None


SYNTAX_HINT = 'Fix the TOML syntax at that line (strings need quotes; multi-line text uses """).'
_LINE = re.compile(r"at line (\d+)")
_CURLY = "“”‘’「」『』＂＇"  # quotes a Chinese input method types in full-width mode, and Word's


def syntax_hint(text: str, error: Exception) -> str:
    """What to do about a TOML syntax error, said of the line it names, outside its strings: a value in curly or
    full-width quotes (name = “林”, as a Chinese input method in full-width mode types them), a full-width ＝ or
    bracket, a table named in Chinese ([說話]); else the general hint (a value without quotes, 你好, is one)."""
    found = _LINE.search(str(error))
    lines = text.splitlines()
    line = lines[int(found.group(1)) - 1] if found and 0 < int(found.group(1)) <= len(lines) else ""
    bare = re.sub(r'"[^"]*(?:"|$)|\'[^\']*(?:\'|$)', "", line)  # its strings' words aside (Chinese prose has ，and ：)
    key, equals, value = bare.partition("=")
    if re.match(r"\s*[［【]", bare) or (not equals and "＝" in bare):
        return "That line holds a full-width ＝, ［ ］ or 【 】: TOML's are the half-width = and [ ]."
    if re.match(r"\s*\[+\s*[^\x00-\x7f]", bare):
        return "A table's name is in ASCII letters, as the persona format gives it ([speaking], not [說話])."
    if equals and value.strip()[:1] and value.strip()[0] in _CURLY:
        return 'The quotes on that line are curly or full-width (“ ”): TOML\'s are straight, "like this".'
    return SYNTAX_HINT


def load_toml(path: Path, error: type[ConfigError] = ConfigError) -> tuple[dict[str, Any], str]:
    """Parse a TOML file; a syntax error names the file and line."""
    try:
        raw = read_regular(path)
    except FileNotFoundError:
        raise error(f"{path} does not exist.") from None
    except OSError as exc:
        raise error(f"Could not read {path}: {exc.strerror}.") from None
    try:
        text = raw.decode("utf-8").removeprefix(BOM)
    except UnicodeDecodeError as exc:
        raise error(f"{path}: not UTF-8 text (byte {exc.start}).", "Save the file as UTF-8.") from None
    try:
        return loads(text), text
    except tomllib.TOMLDecodeError as exc:
        raise error(f"{path}: {exc}", syntax_hint(text, exc)) from None


def locate(text: str, section: str, key: str | None = None) -> int | None:
    """The 1-based line where `section` (dotted, "" for the top) or its `key` is written, if found."""
    current = ""
    key_re = re.compile(rf"^\s*[\"']?{re.escape(key)}[\"']?\s*=") if key else None
    for number, line in enumerate(text.splitlines(), 1):
        match = _SECTION.match(line)
        if match:
            current = match.group(1).strip()
            if key is None and current == section:
                return number
            continue
        if key_re is not None and current == section and key_re.match(line):
            return number
    return None


class Checker:
    """Collects validation problems for one file, each with its line and field."""

    def __init__(self, path: Path, text: str) -> None:
        self.path = path
        self.text = text
        self.problems: list[str] = []
        self.absent: set[str] = set()  # sections the file does not have (`table`)

    def problem(self, section: str, key: str | None, message: str) -> None:
        """Record a problem at section.key (the file's top level: its name only, before the message)."""
        field = ".".join(p for p in (section, key) if p)
        line = (
            locate(self.text, section, key)
            or (locate(self.text, field) if key else None)  # a key that is a table: [modle] for [model]
            or (locate(self.text, section) if section else None)
        )
        where = f"{self.path.name}:{line}" if line else self.path.name
        self.problems.append(f"{where}: {field}: {message}" if field else f"{where}: {message}")

    def value(
        self,
        table: dict[str, Any],
        section: str,
        key: str,
        kind: type | tuple[type, ...],
        expected: str,
        *,
        required: bool = False,
        default: Any = None,
    ) -> Any:
        """table[key] if present and of `kind`; otherwise record what was expected."""
        if key not in table:
            if required and section in self.absent:  # one problem for one gap: the section, and what it needs
                self.problem("", None, f"missing [{section}] with `{key}` (expected {expected})")
            elif required:
                self.problem(section, None, f"missing `{key}` (expected {expected})")
            return default
        value = table[key]
        if isinstance(value, bool) and kind in (int, float, (int, float)):
            self.problem(section, key, f"expected {expected}, found true/false")
            return default
        if not isinstance(value, kind):
            self.problem(section, key, f"expected {expected}, found {type_name(value)}")
            return default
        return value

    def text_list(self, table: dict[str, Any], section: str, key: str, *, required: bool = False) -> list[str]:
        """A list of strings (a single string is accepted as a list of one)."""
        value = self.value(table, section, key, (list, str), "a list of strings", required=required, default=[])
        if isinstance(value, str):
            return [value]
        bad = [v for v in value if not isinstance(v, str)]
        if bad:
            self.problem(section, key, f"expected a list of strings, found {type_name(bad[0])} in it")
            return [v for v in value if isinstance(v, str)]
        return list(value)

    def table(self, data: dict[str, Any], section: str) -> dict[str, Any]:
        """A [section] table; empty when the file has none (a required key of it then says the section is
        missing)."""
        if section not in data:
            self.absent.add(section)
            return {}
        value = data[section]
        if not isinstance(value, dict):
            self.problem("", section, f"expected a [{section}] section, found {type_name(value)}")
            return {}
        return value

    def unknown(self, table: dict[str, Any], section: str, known: set[str]) -> None:
        """Report keys that are not part of the format (typos)."""
        for key in table:
            if key not in known:
                names = ", ".join(sorted(known))
                self.problem(section, key, f"unknown field (expected one of: {names})")

    def raise_if_any(self, error: type[ConfigError], hint: str) -> None:
        """Raise one error listing every problem found."""
        if self.problems:
            lines = "\n  ".join(sorted(self.problems, key=_line_of))  # in the file's order, as a person reads it
            count = "1 problem" if len(self.problems) == 1 else f"{len(self.problems)} problems"
            raise error(f"{self.path} has {count}:\n  {lines}", hint)


def _line_of(problem: str) -> int:
    """The line a problem names (`file:12: ...`), 0 when it names none."""
    match = re.match(r"[^:\s]+:(\d+): ", problem)
    return int(match.group(1)) if match else 0


def type_name(value: Any) -> str:
    """How TOML would call this value's type."""
    return {
        str: "a string",
        int: "an integer",
        float: "a number",
        bool: "true/false",
        list: "a list",
        dict: "a table",
    }.get(type(value), type(value).__name__)
