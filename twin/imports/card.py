"""`twin import card`: a character card mapped into a persona, the whole card kept beside it.

The persona gets what it has a place for (see docs/personas.md for the table);
`personas/<name>.card.json` keeps the original card, whole, so no field is lost.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from twin.clock import now
from twin.errors import PersonaError, UsageError
from twin.home import Home, check_name, persona_path
from twin.imports.cardfile import TEXT_FIELDS, Card, read_card
from twin.persona.history import check_text, save_persona, write_atomically
from twin.persona.lore import Knowledge
from twin.persona.model import NAME_LIMIT, PERSON
from twin.persona.new import Draft, render_persona

MAPPED = {
    *TEXT_FIELDS,
    "alternate_greetings",
    "tags",
    "character_book",
    "creator",
    "character_version",
}
ENTRY_MAPPED = {"keys", "content", "enabled", "constant"}
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z]")
_CHAR = re.compile(r"\{\{\s*char\s*\}\}|<BOT>", re.IGNORECASE)
_USER = re.compile(r"\{\{\s*user\s*\}\}|<USER>", re.IGNORECASE)
_ORIGINAL = re.compile(r"\{\{\s*original\s*\}\}", re.IGNORECASE)
_WORDS = {
    "en": {
        "exchange": "Someone: “{asked}” Me: “{said}”",
        "scenario": "Scenario: ",
        "i_am": "I am {name}.",
        "from": "Imported by `twin import card` on {date} from {file}: {format}.",
        "sidecar": "The whole card is kept beside this file in {sidecar}.",
        "creator": "Creator: {value}",
        "version": "Card version: {value}",
        "tags": "Tags: {value}",
        "notes": "Creator's notes:",
        "greetings": "Other greetings from the card (twin opens with `greeting`; put one there if you like):",
    },
    "zh": {
        "exchange": "对方：「{asked}」我：「{said}」",
        "scenario": "场景：",
        "i_am": "我是{name}。",
        "from": "由 `twin import card` 于 {date} 从 {file} 导入：{format}。",
        "sidecar": "完整的角色卡原样保存在同目录的 {sidecar}。",
        "creator": "作者：{value}",
        "version": "卡片版本：{value}",
        "tags": "标签：{value}",
        "notes": "作者的说明：",
        "greetings": "角色卡里的其他开场白（twin 用 `greeting` 开场；想换就把其中一条放过去）：",
    },
}


@dataclass
class CardImport:
    """What an import wrote, and where each field of the card went."""

    key: str
    name: str
    language: str
    card: Card
    text: str
    mapped: list[tuple[str, str]] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    left_out: list[str] = field(default_factory=list)
    persona_path: Path | None = None
    sidecar_path: Path | None = None
    version: dict[str, Any] | None = None


def count(n: int, noun: str) -> str:
    """ "1 line", "2 lines", "3 entries"."""
    plural = noun[:-1] + "ies" if noun.endswith("y") and noun[-2:-1] not in "aeiou" else noun + "s"
    return f"{n} {noun if n == 1 else plural}"


def persona_key(display_name: str) -> str:
    """A persona (file) name made from a card's display name: "Miss Lin" -> "miss-lin"; "" if nothing is left."""
    key = re.sub(r"\s+", "-", display_name.strip().lower())
    key = re.sub(r"[^\w-]", "", key).strip("-_")
    return key[:64].rstrip("-_")


def detect_language(*texts: str) -> str:
    """ "zh" when Chinese characters carry the text, else "en"."""
    joined = "\n".join(texts)
    cjk, latin = len(_CJK.findall(joined)), len(_LATIN.findall(joined))
    return "zh" if cjk and cjk * 3 >= latin else "en"


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


def example_lines(text: str, char: str, language: str = "en") -> list[str]:
    """mes_example as lines in the character's voice: `<START>` blocks split, a message's continuation lines joined.
    A message of the person (`{{user}}:`) is no line of the character's: it is kept only before the character's
    reply, with it, as one exchange in the shipped personas' form (Someone: “…” Me: “…”); alone it is left out."""
    speaker = re.compile(rf"^(?:({re.escape(char)})|({PERSON.pattern}))\s*[:：]\s*", re.IGNORECASE)
    lines: list[str] = []
    for block in re.split(r"<START>", text, flags=re.IGNORECASE):
        messages: list[tuple[str, list[str]]] = []  # (who: "char", "user" or "" before any name, its lines)
        for line in _lines(block):
            named = speaker.match(line)
            if named or not messages:
                who = "" if not named else "char" if named.group(1) else "user"
                messages.append((who, [line[named.end() :] if named else line]))
            else:
                messages[-1][1].append(line)
        asked = ""
        for who, said in messages:
            words = " ".join(part for part in said if part)
            if who == "user":
                asked = words
            elif words:
                lines.append(_WORDS[language]["exchange"].format(asked=asked, said=words) if asked else words)
                asked = ""
    return lines


def _lorebook(book: Any, fill: Any) -> tuple[list[Knowledge], list[str], list[str]]:
    """Enabled entries as knowledge; what was left out; which lorebook fields only the sidecar keeps."""
    if book is None:
        return [], [], []
    if not isinstance(book, dict) or not isinstance(book.get("entries", []), list):
        return [], ["character_book (not a lorebook object)"], ["character_book"]
    entries: list[Knowledge] = []
    disabled = empty = 0
    extra: set[str] = set()
    for entry in book.get("entries", []):
        if not isinstance(entry, dict) or not isinstance(entry.get("content"), str) or not entry["content"].strip():
            empty += 1
            continue
        extra.update(k for k, v in entry.items() if k not in ENTRY_MAPPED and v not in (None, "", [], {}))
        if entry.get("enabled", True) is False:
            disabled += 1
            continue
        keys = entry.get("keys")
        listed = keys if isinstance(keys, list) and not entry.get("constant") else []
        words = [fill(k) for k in listed if isinstance(k, str) and k.strip()]
        entries.append(Knowledge(content=fill(entry["content"]), keys=words))
    counts = ((disabled, "disabled"), (empty, "empty"))
    left_out = [count(n, f"{what} lorebook entry") for n, what in counts if n]
    kept = [f"character_book.{k}" for k, v in book.items() if k != "entries" and v not in (None, "", [], {})]
    if extra:
        kept.append("character_book entries: " + ", ".join(sorted(extra)))
    return entries, left_out, kept


def _kept_fields(card: Card) -> list[str]:
    """Card fields the persona has no place for (kept in the sidecar), skipping empty ones."""
    kept: list[str] = []
    if card.fields is not card.raw:
        kept += [k for k, v in card.raw.items() if k not in ("spec", "spec_version", "data") and v not in (None, "")]
    for key, value in card.fields.items():
        if key in MAPPED or value in (None, "", [], {}):
            continue
        if key == "extensions" and isinstance(value, dict):
            kept += [f"extensions.{k}" for k, v in value.items() if v not in (None, "", [], {})]
        else:
            kept.append(key)
    return kept


def plan_import(card: Card, key: str, source: str, language: str | None = None) -> CardImport:
    """The persona file a card becomes, and a record of where each field went (nothing written)."""
    f = card.fields
    name = f["name"].strip()
    char = (f.get("nickname") or name).strip()
    lang = language or detect_language(*(f.get(k) or "" for k in ("description", "personality", "first_mes")))
    words = _WORDS[lang]

    def fill(text: str) -> str:
        # the person talking stays `{{user}}`, filled with their name when the persona is used (with_person)
        return _USER.sub("{{user}}", _CHAR.sub(char, text)).replace("\r\n", "\n").strip()

    def text(key: str) -> str:
        return fill(f.get(key) or "")

    result = CardImport(key=key, name=name, language=lang, card=card, text="")
    mapped = result.mapped
    mapped.append(("name", "name"))
    who, personality, scenario = text("description"), text("personality"), text("scenario")
    draft = Draft(name=name, language=lang, who=who, greeting=text("first_mes"), tone=personality)
    if who:
        mapped.append(("description", "identity.who"))
    if personality and not who:
        draft.who, draft.tone = personality, ""
        mapped.append(("personality", "identity.who (the card has no description)"))
    elif personality:
        mapped.append(("personality", "speaking.tone"))
    if scenario:
        draft.background.append(words["scenario"] + scenario)
        mapped.append(("scenario", "identity.background (first line)"))
    if not draft.who:
        draft.who = words["i_am"].format(name=name)
    if draft.greeting:
        mapped.append(("first_mes", "greeting"))
    draft.examples = example_lines(text("mes_example"), char, lang)
    if draft.examples:
        mapped.append(("mes_example", f"speaking.examples ({count(len(draft.examples), 'line')})"))
    for key_name in ("system_prompt", "post_history_instructions"):
        rules = _lines(_ORIGINAL.sub("", text(key_name)))
        draft.rules += rules
        if rules:
            mapped.append((key_name, f"boundaries.rules ({count(len(rules), 'line')})"))
    entries, result.left_out, book_kept = _lorebook(f.get("character_book"), fill)
    if entries:
        draft.knowledge = [{"keys": e.keys, "content": e.content} for e in entries]
        mapped.append(("character_book", f"knowledge ({count(len(entries), 'entry')})"))
    header = [
        words["from"].format(date=now().strftime("%Y-%m-%d"), file=source, format=card.format),
        words["sidecar"].format(sidecar=f"{key}.card.json"),
    ]
    for card_field, label in (("creator", "creator"), ("character_version", "version")):
        value = f.get(card_field)
        if isinstance(value, str) and value.strip():
            header.append(words[label].format(value=value.strip()))
            mapped.append((card_field, "a comment at the top of the file"))
    tags = (
        [t for t in f.get("tags") or [] if isinstance(t, str) and t.strip()] if isinstance(f.get("tags"), list) else []
    )
    if tags:
        header.append(words["tags"].format(value=", ".join(tags)))
        mapped.append(("tags", "a comment at the top of the file"))
    if text("creator_notes"):
        header += ["", words["notes"], *text("creator_notes").splitlines()]
        mapped.append(("creator_notes", "comments at the top of the file"))
    alternates = f.get("alternate_greetings")
    greetings = (
        [fill(g) for g in alternates if isinstance(g, str) and g.strip()] if isinstance(alternates, list) else []
    )
    if greetings:
        draft.trailer = [words["greetings"]]
        for number, greeting in enumerate(greetings, 1):
            draft.trailer += [f"{number}. " + line for line in greeting.splitlines()[:1]] + greeting.splitlines()[1:]
        mapped.append(("alternate_greetings", f"comments at the end of the file ({count(len(greetings), 'greeting')})"))
    draft.header = header
    result.kept = _kept_fields(card) + book_kept
    result.text = render_persona(draft)
    return result


class CardImporter:
    """A character card into a persona: read and checked whole, then written, as every import is."""

    source = "import:card"

    def __init__(
        self, home: Home, path: Path, *, name: str | None = None, language: str | None = None, force: bool = False
    ) -> None:
        self.home, self.path, self.name, self.language, self.force = home, path, name, language, force

    def read(self) -> CardImport:
        """Read the card and make the persona from it, checked; nothing is written."""
        card = read_card(self.path)
        key = self.name or persona_key(card.fields["name"])
        if not key:
            raise UsageError(
                f"Could not make a persona name from the card's name {card.fields['name']!r}.",
                "Give one with --name (letters, digits, '-' and '_').",
                zh=(
                    f"没法从角色卡的名字 {card.fields['name']!r} 得出分身的名字。",
                    "用 --name 给一个（只用字母、数字、'-' 和 '_'）。",
                ),
            )
        check_name(key)
        target = persona_path(self.home.personas_dir, key)
        if target.exists() and not self.force:
            raise UsageError(
                f"A persona called {key!r} already exists ({target}).",
                "Choose another name with --name, or replace it with --force (its text stays in the history).",
                zh=(
                    f"已经有叫 {key!r} 的分身了（{target}）。",
                    "用 --name 换一个名字，或者用 --force 替换它（它原来的内容会留在历史里）。",
                ),
            )
        shown = card.fields["name"].strip()
        if len(shown) > NAME_LIMIT:  # a persona's name is shown before every reply: the card's text cannot be one
            raise UsageError(
                f"The card's name is {len(shown):,} characters long; a persona's name is at most {NAME_LIMIT}.",
                "Shorten `name` in the card (a card editor, or a text editor for a .json card) and import it again. "
                "Nothing was written.",
                zh=(
                    f"角色卡的名字有 {len(shown):,} 个字符；分身的名字最多 {NAME_LIMIT} 个。",
                    "把角色卡里的 `name` 改短（用角色卡编辑器；.json 角色卡也可以用文本编辑器），再导入一次。"
                    "什么也没写。",
                ),
            )
        plan = plan_import(card, key, self.path.name, self.language)
        try:
            check_text(self.home, key, plan.text)
        except PersonaError as error:  # a mapping bug, never the user's fault: say so plainly
            raise PersonaError(
                f"The persona made from {self.path.name} is not valid: {error.message}",
                "Nothing was written. This is a bug in twin's card import: report it with the card.",
                zh=(
                    f"用 {self.path.name} 做出的分身不合格：{error.message}",
                    "什么也没写。这是 twin 导入角色卡的 bug：请带着这张角色卡报告它。",
                ),
            ) from None
        plan.persona_path = target
        plan.sidecar_path = target.with_name(f"{key}.card.json")
        return plan

    def write(self, plan: CardImport, progress: Any = None) -> CardImport:
        """Write personas/<name>.card.json (the whole card) and personas/<name>.toml, and record the version."""
        assert plan.sidecar_path is not None and plan.persona_path is not None
        write_atomically(plan.sidecar_path, json.dumps(plan.card.raw, ensure_ascii=False, indent=2) + "\n")
        _, plan.version = save_persona(
            self.home, plan.key, plan.text, "import", note=f"card {self.path.name}", overwrite=self.force
        )
        return plan


def import_card(
    home: Home, path: Path, *, name: str | None = None, language: str | None = None, force: bool = False
) -> CardImport:
    """Read a card, write personas/<name>.card.json (the whole card) and personas/<name>.toml, record the version.

    Everything is checked before anything is written; an existing persona is replaced only with `force`.
    """
    importer = CardImporter(home, path, name=name, language=language, force=force)
    return importer.write(importer.read())
