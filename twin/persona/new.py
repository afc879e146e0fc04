"""New persona files: a draft rendered as commented TOML a person can edit, or a shipped example."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import tomli_w

from twin.errors import UsageError
from twin.persona.examples import example_personas
from twin.textsafe import safe_text

_HELP: dict[str, dict[str, Any]] = {
    "en": {
        "top": [
            "Persona file for twin: who this twin is, how it thinks, how it talks.",
            "It is self-knowledge, not memory: memory grows on its own as you chat.",
            'Edit it freely. Keep it valid TOML: text in quotes, multi-line text in """ """, lists in [ ].',
            "`twin persona validate` checks it; every saved version is kept (`twin persona history`).",
        ],
        "name": "The name the twin goes by.",
        "language": '"en" or "zh": the language the twin speaks and its prompts use.',
        "greeting": "Opens the very first conversation; leave it empty for none.",
        "identity": "who: who I am, in the first person. background: facts about me, one line each.",
        "thinking": "values: what I hold to, and why. decisions: how I decide. drives: what moves me, what I avoid.",
        "speaking": "tone: my voice in a sentence. habits: habits of speech. examples: lines in my voice.",
        "boundaries": "rules: what I won't do or pretend.",
        "knowledge": "Things I know. keys: the words that bring an entry to mind ([] means always).",
        "model": 'Optional: [model] with model = "...", temperature = 0.8 (0 to 2), max_tokens = 1024.',
    },
    "zh": {
        "top": [
            "这是 twin 的人设文件：这个分身是谁，怎么想，怎么说话。",
            "它是自我认知，不是记忆。记忆会在聊天中自己长出来。",
            '可以随意修改。保持 TOML 格式有效：文字加引号，多行文字用 """ """，列表用 [ ]。',
            "`twin persona validate` 可以检查它；每次保存的版本都会留下（`twin persona history`）。",
        ],
        "name": "分身的名字。",
        "language": '"en" 或 "zh"：分身说话和提示词用的语言。',
        "greeting": "第一次对话的开场白；不需要就留空。",
        "identity": "who：我是谁，用第一人称写。background：关于我的事实，一行一条。",
        "thinking": "values：我看重什么，为什么。decisions：我怎么做决定。drives：什么在驱动我，我警惕什么。",
        "speaking": "tone：一句话说清我的语气。habits：说话习惯。examples：我会说的话。",
        "boundaries": "rules：我不会做、不会假装的事。",
        "knowledge": "我知道的事。keys：让我想起这一条的词（[] 表示一直记得）。",
        "model": '可选：[model]，里面写 model = "..."、temperature = 0.8（0 到 2）、max_tokens = 1024。',
    },
}


@dataclass
class Draft:
    """The fields of a persona before they become a file."""

    name: str
    language: str
    who: str
    greeting: str = ""
    background: list[str] = field(default_factory=list)
    values: list[str] = field(default_factory=list)
    decisions: str = ""
    drives: str = ""
    tone: str = ""
    habits: list[str] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    knowledge: list[dict[str, Any]] = field(default_factory=list)  # [{keys, content}], written as [[knowledge]]
    model: dict[str, Any] = field(default_factory=dict)
    header: list[str] = field(default_factory=list)  # comment lines after the standard ones
    trailer: list[str] = field(default_factory=list)  # comment lines at the end


def comment(text: str) -> str:
    """Text as TOML comment lines (control characters shown as escapes, which TOML comments cannot hold)."""
    lines = safe_text(text).splitlines() or [""]
    return "\n".join(f"# {line}".rstrip() for line in lines)


def _value(key: str, value: Any) -> str:
    if isinstance(value, str) and "\n" in value and not value.endswith("\n"):
        value += "\n"
    return tomli_w.dumps({key: value}, multiline_strings=True).rstrip("\n")


def render_persona(draft: Draft) -> str:
    """The draft as a commented TOML persona file."""
    help: dict[str, Any] = _HELP.get(draft.language, _HELP["en"])
    out = [comment(line) for line in help["top"]]
    out += [comment(line) for line in draft.header]
    out.append("")
    out += [comment(help["name"]), _value("name", draft.name)]
    out += [comment(help["language"]), _value("language", draft.language)]
    out += [comment(help["greeting"]), _value("greeting", draft.greeting), ""]
    sections: list[tuple[str, dict[str, Any]]] = [
        ("identity", {"who": draft.who, "background": draft.background}),
        ("thinking", {"values": draft.values, "decisions": draft.decisions, "drives": draft.drives}),
        ("speaking", {"tone": draft.tone, "habits": draft.habits, "examples": draft.examples}),
        ("boundaries", {"rules": draft.rules}),
    ]
    if draft.model:
        sections.append(("model", draft.model))
    for section, values in sections:
        out.append(f"[{section}]")
        if section in help:
            out.append(comment(help[section]))
        out += [_value(key, value) for key, value in values.items()]
        out.append("")
    if draft.knowledge:
        out.append(comment(help["knowledge"]))
        out.append(tomli_w.dumps({"knowledge": draft.knowledge}, multiline_strings=True).strip("\n"))
        out.append("")
    if not draft.model:
        out += [comment(help["model"]), ""]
    if draft.trailer:
        out += [comment(line) for line in draft.trailer]
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def example_text(example: str) -> str:
    """The text of a shipped example persona."""
    examples = example_personas()
    if example not in examples:
        known = ", ".join(sorted(examples)) or "none"
        raise UsageError(
            f"There is no example persona called {example!r}.",
            f"Shipped examples: {known}.",
            zh=(f"没有叫 {example!r} 的示例分身。", f"自带的示例：{known.replace(', ', '、')}。"),
        )
    return examples[example].decode("utf-8")
