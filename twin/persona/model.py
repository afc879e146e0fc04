"""Persona files: find, name-check, load and validate `personas/<name>.toml`."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from twin.errors import PersonaError
from twin.home import list_personas, look_alike, persona_hint, persona_path
from twin.persona.lore import Knowledge, parse_knowledge
from twin.persona.voice import Voice, parse_voice
from twin.settings import MOST_TOKENS
from twin.tomlfile import Checker, load_toml

LANGUAGES = ("en", "zh")
NAME_LIMIT = 128  # characters of a display name

_MODEL_KEYS: dict[str, type | tuple[type, ...]] = {"model": str, "temperature": (int, float), "max_tokens": int}


PERSON = re.compile(r"\{\{\s*user\s*\}\}", re.IGNORECASE)  # in a persona's text: the person talking (a card's)
_NEUTRAL = {  # no name known: "{{user}}'s" (a card's apostrophe is as often a curly one), "{{user}}"
    "en": (("'s", "your"), ("\u2019s", "your"), ("", "you")),
    "zh": (("", "你"),),
}


def with_person(text: str, name: str, language: str) -> str:
    """`text` with `{{user}}` (as character cards write the person talking) filled with `name`; without a name,
    the person is spoken to: "you" ("your" for "{{user}}'s"), in Chinese 你."""
    if "{{" not in text:
        return text
    if name:
        return PERSON.sub(lambda _: name, text)
    for suffix, word in _NEUTRAL.get(language, _NEUTRAL["en"]):
        text = re.sub(PERSON.pattern + re.escape(suffix), word, text, flags=re.IGNORECASE)
    return text


@dataclass
class Persona:
    """Who the twin is: identity, how it thinks, how it speaks, its boundaries."""

    key: str
    path: Path
    digest: str
    name: str
    language: str
    greeting: str = ""
    who: str = ""
    background: list[str] = field(default_factory=list)
    values: list[str] = field(default_factory=list)
    decisions: str = ""
    drives: str = ""
    tone: str = ""
    habits: list[str] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    knowledge: list[Knowledge] = field(default_factory=list)
    voice: Voice = field(default_factory=Voice)
    model: dict[str, Any] = field(default_factory=dict)


def load_persona(personas_dir: Path, name: str) -> Persona:
    """Load and validate one persona; every problem is reported with file, line and field."""
    path = persona_path(personas_dir, name)
    name = unicodedata.normalize("NFC", path.stem)  # composed, whatever form the file is named in
    if not path.exists() and not path.is_symlink():  # (a link that leads nowhere is said as such, not as no persona)
        raise no_persona(personas_dir, name)
    data, text = load_toml(path, PersonaError)
    return parse_persona(path, name, data, text)


def no_persona(personas_dir: Path, name: str) -> PersonaError:
    """The error for a persona that is not there: with the one the name only looks like (Alice, ａｌｉｃｅ for
    alice), else the personas there are and how to create it."""
    known = list_personas(personas_dir)
    said = (f"There is no persona called {name!r} in {personas_dir}.", f"{personas_dir} 里没有叫 {name!r} 的分身。")
    meant = look_alike(name, known)
    if meant:
        return PersonaError(
            said[0],
            f"Did you mean {meant}? Persona names differ by case and width (ａ is not a).",
            zh=(said[1], f"是不是 {meant}？分身的名字区分大小写和全角半角（ａ 不是 a）。"),
        )
    hint = persona_hint(personas_dir, name, known)
    if hint:
        return PersonaError(said[0], hint[0], zh=(said[1], hint[1]))
    return PersonaError(
        said[0],
        f"Personas here: {', '.join(known) or 'none yet'}. Create it with `twin persona new {name}` (`twin init` "
        "puts the examples in an empty home).",
        zh=(
            said[1],
            (f"这里的分身：{'、'.join(known)}。" if known else "这里还没有分身。")
            + f"用 `twin persona new {name}` 创建它（在空的主目录里，`twin init` 会放进示例）。",
        ),
    )


def parse_persona(path: Path, key: str, data: dict[str, Any], text: str) -> Persona:
    """Validate parsed TOML into a Persona."""
    import hashlib  # here, not at the top: it loads OpenSSL (about 4 ms), which listing sessions does not need

    c = Checker(path, text)
    known = {
        "name",
        "language",
        "greeting",
        "identity",
        "thinking",
        "speaking",
        "boundaries",
        "knowledge",
        "voice",
        "model",
    }
    c.unknown(data, "", known)
    name = c.value(data, "", "name", str, "the twin's display name", required=True, default=key)
    if len(name) > NAME_LIMIT:  # shown before every reply and sent with every request: a name, not a text
        c.problem("", "name", f"expected a name of at most {NAME_LIMIT} characters, found {len(name):,}")
    language = c.value(data, "", "language", str, '"en" or "zh"', required=True, default="en")
    if language not in LANGUAGES:
        c.problem("", "language", f'expected "en" or "zh", found {language!r}')
    identity = c.table(data, "identity")  # required: its `who` is
    thinking = c.table(data, "thinking")
    speaking = c.table(data, "speaking")
    boundaries = c.table(data, "boundaries")
    model = c.table(data, "model")
    c.unknown(identity, "identity", {"who", "background"})
    c.unknown(thinking, "thinking", {"values", "decisions", "drives"})
    c.unknown(speaking, "speaking", {"tone", "habits", "examples"})
    c.unknown(boundaries, "boundaries", {"rules"})
    c.unknown(model, "model", set(_MODEL_KEYS))
    who = c.value(identity, "identity", "who", str, "a paragraph: who I am", required=True, default="")
    if isinstance(identity.get("who"), str) and not who.strip():
        c.problem("identity", "who", "expected a paragraph: who I am, found empty text")
    persona = Persona(
        key=key,
        path=path,
        digest=hashlib.sha256(text.encode("utf-8")).hexdigest()[:16],
        name=name.strip() or key,
        language=language if language in LANGUAGES else "en",
        greeting=c.value(data, "", "greeting", str, "a line of text", default=""),
        who=who,
        background=c.text_list(identity, "identity", "background"),
        values=c.text_list(thinking, "thinking", "values"),
        decisions=c.value(thinking, "thinking", "decisions", str, "a paragraph", default=""),
        drives=c.value(thinking, "thinking", "drives", str, "a paragraph", default=""),
        tone=c.value(speaking, "speaking", "tone", str, "a sentence", default=""),
        habits=c.text_list(speaking, "speaking", "habits"),
        examples=c.text_list(speaking, "speaking", "examples"),
        rules=c.text_list(boundaries, "boundaries", "rules"),
        knowledge=parse_knowledge(c, data),
        voice=parse_voice(c, data),
    )
    for key_name, kind in _MODEL_KEYS.items():
        if key_name in model:
            expected = {"model": "a model name", "temperature": "a number", "max_tokens": "a whole number"}[key_name]
            value = c.value(model, "model", key_name, kind, expected)
            if value is not None:
                persona.model[key_name] = value
    temperature = persona.model.get("temperature")
    if temperature is not None and not 0 <= temperature <= 2:
        c.problem("model", "temperature", f"expected a number from 0 to 2, found {temperature}")
    max_tokens = persona.model.get("max_tokens")
    if max_tokens is not None and not 1 <= max_tokens <= MOST_TOKENS:  # the bounds of twin.toml's, and of serve's
        c.problem("model", "max_tokens", f"expected a whole number from 1 to {MOST_TOKENS}, found {max_tokens}")
    _check_size(c, persona)
    c.raise_if_any(PersonaError, f"Edit {path} and try again (`twin doctor` checks every persona).")
    return persona


PERSONA_TOKENS = 32_000  # at most what a persona sends with every turn: twice the default [context] total_tokens,
# so no persona written by hand comes near it, while a pasted book (10 MB, sent whole at each turn) is stopped here


def _check_size(c: Checker, persona: Persona) -> None:
    """A problem, at its largest field, when what the persona sends with every turn is over PERSONA_TOKENS."""
    from twin.tokens import estimate_tokens

    always = " ".join(k.content for k in persona.knowledge if not k.keys)
    voice = persona.voice
    sent = {
        ("", "greeting"): persona.greeting, ("identity", "who"): persona.who,
        ("identity", "background"): "\n".join(persona.background), ("thinking", "values"): "\n".join(persona.values),
        ("thinking", "decisions"): persona.decisions, ("thinking", "drives"): persona.drives,
        ("speaking", "tone"): persona.tone, ("speaking", "habits"): "\n".join(persona.habits),
        ("speaking", "examples"): "\n".join(persona.examples), ("boundaries", "rules"): "\n".join(persona.rules),
        ("", "knowledge"): always,
        ("voice", "description"): " ".join([voice.description, *voice.exemplars, *voice.opens]),
    }  # fmt: skip
    tokens = {where: estimate_tokens(text) for where, text in sent.items()}
    total = sum(tokens.values())
    if total > PERSONA_TOKENS:
        (section, key), most = max(tokens.items(), key=lambda item: item[1])
        c.problem(section, key, (
            f"about {most:,} tokens here, {total:,} in all: a persona goes to the model whole with every turn, so it "
            f"may be at most {PERSONA_TOKENS:,} tokens (about {PERSONA_TOKENS * 4 // 1000:,} KB of English text). "
            "Long material belongs in [[knowledge]] entries with keys, which come to mind only when named"
        ))  # fmt: skip
