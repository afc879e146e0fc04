"""The persona's `[voice]` table: the voiceprint `twin voice learn` measured, kept in the persona file.

It lives in the persona file, not beside it, because it is part of who the twin is ("how I speak"): it is
versioned with every other change of the file, shown by `twin persona show`, edited by `twin persona edit`, and
read with the rest of the persona at each chat. The prose (description, exemplars) comes first, as strings a
person edits; the numbers follow in small tables, one feature a line, each `[value, spread]`:

    [voice]
    learned = "2026-12-01 from 3 files, 12,431 characters"
    description = \"\"\"I write in short sentences ...\"\"\"
    exemplars = ["...", "..."]
    opens = ["其实", "嗯"]

    [voice.measured]          # sentence lengths, punctuation per 1,000 characters, shares from 0 to 1
    sentence_p50 = [11.0, 2.3]

    [voice.grams]             # the one table written four to a line: a thousand rows nobody edits one by one
    trigrams = [
      ["**，", 15.94, 4.56], ["*，*", 11.17, 4.86], ["**的", 10.96, 3.83], ["，**", 10.68, 4.04],
    ]
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from twin.tomlfile import BOM, Checker, type_name

Stat = tuple[float, float]  # a measured value and its spread (one standard deviation over 1,000 characters)
TABLES = ("measured", "particles", "address", "words", "signature")  # one feature a line: name = [value, spread]
TEXT_KEYS = ("learned", "language", "source", "prompt", "description")
KEYS = {*TEXT_KEYS, "characters", "exemplars", "opens", *TABLES, "grams"}
ROW = 4  # trigrams written to a line of [voice.grams]
COMMENTS = {
    "measured": "sentence and paragraph lengths (words or characters), punctuation and emoji per 1,000 characters, "
    "shares from 0 to 1",
    "particles": "modal particles and fillers, per 1,000 characters",
    "address": "forms of address, per 1,000 characters",
    "words": "how often I use the most common words, per 1,000 characters",
    "signature": "words and phrases I use far more often than general text does, per 1,000 characters",
}
GRAMS_COMMENT = (
    "# three characters at a time, words outside the most common ones masked (* a letter, # a digit), most\n"
    "# frequent first: [trigram, value, spread], the value per 1,000 characters (docs/voice.md)"
)
VOICE_LABELS = {
    "en": {"lines": "Lines I wrote myself:", "signature": "Words and phrases I use a lot:"},
    "zh": {"lines": "我自己写过的句子：", "signature": "我常用的词和说法："},
}
_SECTION = re.compile(r"^\s*\[\[?\s*voice(\s*\.[^\]]*)?\s*\]\]?\s*(#.*)?$")
_ANY_SECTION = re.compile(r"^\s*\[\[?[^\[\],]+\]\]?\s*(#.*)?$")  # a header; never a row of an array ([a, b, c],)


@dataclass
class Voice:
    """A voiceprint: how the owner writes, measured in code, described in words, with lines of their own."""

    language: str = ""
    learned: str = ""
    source: str = ""
    prompt: str = ""  # the id of the prompt that wrote the description
    characters: int = 0
    description: str = ""
    exemplars: list[str] = field(default_factory=list)
    opens: list[str] = field(default_factory=list)
    measured: dict[str, Stat] = field(default_factory=dict)
    particles: dict[str, Stat] = field(default_factory=dict)
    address: dict[str, Stat] = field(default_factory=dict)
    words: dict[str, Stat] = field(default_factory=dict)
    signature: dict[str, Stat] = field(default_factory=dict)
    grams: dict[str, Stat] = field(default_factory=dict)

    @property
    def empty(self) -> bool:
        """Nothing learned or written yet."""
        return not (self.description.strip() or self.exemplars or self.measured)

    def tables(self) -> dict[str, dict[str, Stat]]:
        """The numeric tables by name."""
        return {name: getattr(self, name) for name in TABLES}

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape."""
        tables = {**self.tables(), "grams": self.grams}
        return {
            "language": self.language,
            "learned": self.learned,
            "source": self.source,
            "prompt": self.prompt,
            "characters": self.characters,
            "description": self.description,
            "exemplars": self.exemplars,
            "opens": self.opens,
            **{name: {k: list(v) for k, v in table.items()} for name, table in tables.items()},
        }

    def masked(self, mask: Callable[[str], str]) -> Voice:
        """This voice with `mask` over the words it keeps of the owner's: the description masked where it finds
        something; a line, an opening, a word of the tables or a trigram it finds something in left out (a Chinese
        name of common characters is a trigram whole: " 小美"), as learning leaves out a line that holds a forgotten
        word (docs/voice.md: a line with "[forgotten]" in it would be handed to the model as the person's way of
        writing). It is what the person asked to forget, as a model is handed the voice ("[forgotten]") and as the
        persona file keeps it, and what a purge cuts from the persona file ("[removed]")."""
        return replace(
            self,
            source=mask(self.source),  # the files it was learned from: zagreb-letters.md names what it is about
            description=mask(self.description),
            exemplars=[line for line in self.exemplars if mask(line) == line],
            opens=[o for o in self.opens if mask(o) == o],
            words={k: v for k, v in self.words.items() if mask(k) == k},
            signature={k: v for k, v in self.signature.items() if mask(k) == k},
            grams={k: v for k, v in self.grams.items() if mask(k) == k},
        )

    def prompt_text(self, language: str) -> str:
        """The voice as the system prompt tells it: the description, the owner's own lines, the signature words."""
        if self.empty:
            return ""
        lab = VOICE_LABELS.get(language, VOICE_LABELS["en"])
        parts = [self.description.strip()] if self.description.strip() else []
        if self.exemplars:
            parts.append(lab["lines"] + "\n" + "\n".join(f"- {line}" for line in self.exemplars))
        if self.signature:
            sep = "、" if language == "zh" else ", "
            parts.append(lab["signature"] + " " + sep.join(list(self.signature)[:12]))
        return "\n".join(parts)


def parse_voice(c: Checker, data: dict[str, Any]) -> Voice:
    """The `[voice]` table of a persona file, each problem recorded with its line."""
    table = c.table(data, "voice")
    if not table:
        return Voice()
    c.unknown(table, "voice", KEYS)
    voice = Voice(
        **{key: c.value(table, "voice", key, str, "text", default="") for key in TEXT_KEYS},
        characters=c.value(table, "voice", "characters", int, "a whole number", default=0),
        exemplars=c.text_list(table, "voice", "exemplars"),
        opens=c.text_list(table, "voice", "opens"),
    )
    for name in TABLES:
        section = f"voice.{name}"
        parsed: dict[str, Stat] = {}
        for key, value in c.table(table, name).items():
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                parsed[key] = (float(value), 0.0)
            elif _is_stat(value):
                parsed[key] = (float(value[0]), abs(float(value[1])))
            else:
                c.problem(section, key, f"expected [value, spread] (two numbers), found {_found(value)}")
        setattr(voice, name, parsed)
    voice.grams = _parse_grams(c, c.table(table, "grams"))
    return voice


def _parse_grams(c: Checker, table: dict[str, Any]) -> dict[str, Stat]:
    """`[voice.grams]`: `trigrams = [[trigram, value, spread], ...]` (a voiceprint learned before 2026-12 has none)."""
    c.unknown(table, "voice.grams", {"trigrams"})
    rows = c.value(table, "voice.grams", "trigrams", list, "a list of [trigram, value, spread]", default=[])
    parsed: dict[str, Stat] = {}
    for number, row in enumerate(rows, 1):
        if isinstance(row, list) and len(row) == 3 and isinstance(row[0], str) and _is_stat(row[1:]):
            parsed[row[0]] = (float(row[1]), abs(float(row[2])))
        else:
            c.problem("voice.grams", "trigrams", f"row {number}: expected [trigram, value, spread], found {row!r}")
    return parsed


def _is_stat(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value)
    )


def _found(value: Any) -> str:
    if isinstance(value, list):
        return f"a list of {len(value)}" if len(value) != 2 else "a list holding something other than numbers"
    return type_name(value)


def voice_toml(voice: Voice) -> str:
    """The `[voice]` table and its sub-tables as TOML text, for a person to read and edit."""
    lines = [
        "[voice]",
        "# Learned by `twin voice learn` from my own writing (docs/voice.md). Edit the description and the lines",
        "# freely; the numbers below are what `twin voice check` compares a text with: [value, spread].",
        f"learned = {_string(voice.learned)}",
        f"language = {_string(voice.language)}",
        f"source = {_string(voice.source)}",
        f"characters = {voice.characters}",
    ]
    if voice.prompt:
        lines.append(f"prompt = {_string(voice.prompt)}")
    lines.append(f"description = {_multiline(voice.description)}")
    lines.append("exemplars = [")
    lines += [f"  {_string(line)}," for line in voice.exemplars]
    lines.append("]")
    lines.append(f"opens = [{', '.join(_string(o) for o in voice.opens)}]")
    for name, table in voice.tables().items():
        if not table:
            continue
        lines += ["", f"# {COMMENTS[name]}", f"[voice.{name}]"]
        lines += [f"{_key(key)} = [{_number(v)}, {_number(s)}]" for key, (v, s) in table.items()]
    if voice.grams:
        rows = [f"[{_string(g)}, {_number(v)}, {_number(s)}]" for g, (v, s) in voice.grams.items()]
        lines += ["", GRAMS_COMMENT, "[voice.grams]", "trigrams = ["]
        lines += ["  " + ", ".join(rows[i : i + ROW]) + "," for i in range(0, len(rows), ROW)]
        lines.append("]")
    return "\n".join(lines) + "\n"


def _string(text: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's; TOML also wants DEL escaped, which JSON leaves)."""
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


def _multiline(text: str) -> str:
    body = text.strip()
    if not body or '"""' in body or "\\" in body or any(ord(c) < 32 and c not in "\n\t" or c == "\x7f" for c in body):
        return _string(body)
    return f'"""\n{body}\n"""'


def _key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else _string(key)


def _number(value: float) -> str:
    rounded = round(value, 3 if abs(value) < 1 else 2 if abs(value) < 100 else 1)
    return repr(float(rounded))


def with_voice(text: str, voice: Voice) -> str:
    """A persona file's text with its `[voice]` tables replaced by `voice` (or added at the end).

    Everything else stays as it was, comments included: the voice tables are cut from their header to the next
    section that is not one of them.
    """
    kept: list[str] = []
    inside = False
    for line in text.splitlines():
        if _SECTION.match(line):
            inside = True
            continue
        if inside and _ANY_SECTION.match(line):
            inside = False
        if not inside:
            kept.append(line)
    while kept and not kept[-1].strip():
        kept.pop()
    return "\n".join(kept) + "\n\n" + voice_toml(voice)


def cut_voice(text: str, cut: Callable[[str], str]) -> str:
    """A persona file's text with `cut` over its learned voice (`Voice.masked`), the rest of the file as it was; the
    voice tables are written again only when something was cut. A text that is not valid TOML (an old version)
    has `cut` over the lines of its voice tables as they are."""
    import tomllib

    from twin.tomlfile import loads as toml_loads

    try:
        data = toml_loads(text.removeprefix(BOM))
    except tomllib.TOMLDecodeError:
        inside, lines = False, []
        for line in text.splitlines(keepends=True):
            if _SECTION.match(line) or (inside and _ANY_SECTION.match(line)):
                inside = bool(_SECTION.match(line))
            lines.append(cut(line) if inside else line)
        return "".join(lines)
    if not isinstance(data.get("voice"), dict):
        return text
    voice = parse_voice(Checker(Path("persona.toml"), text), data)
    kept = voice.masked(cut)
    return text if kept == voice else with_voice(text, kept)
