"""Building what the model sees for a turn: persona, memory boundary, memory, the session so far."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from twin.memory.session import Turn
from twin.persona import Persona
from twin.prompts import load_prompt
from twin.settings import ContextSettings
from twin.store import now
from twin.tokens import estimate_tokens, message_tokens

LABELS = {
    "en": {
        "who": "Who I am",
        "background": "About me",
        "values": "What I value",
        "decisions": "How I decide",
        "drives": "What drives me",
        "tone": "How I speak",
        "habits": "My habits of speech",
        "examples": "Lines in my voice",
        "rules": "My boundaries",
        "user": "the person I keep this twin for",
        "recent": "[memory: recent conversation] the last turns of our earlier conversations, oldest first",
        "none": "[memory] nothing yet: this is our first conversation, so I remember nothing from before it.",
        "user_said": "They said",
        "i_said": "I said",
    },
    "zh": {
        "who": "我是谁",
        "background": "关于我",
        "values": "我看重什么",
        "decisions": "我怎么做决定",
        "drives": "什么在驱动我",
        "tone": "我怎么说话",
        "habits": "我的说话习惯",
        "examples": "我会说的话",
        "rules": "我的边界",
        "user": "这个分身的主人",
        "recent": "[记忆·最近对话] 我们之前几次对话的最后几轮，按时间先后",
        "none": "[记忆] 还没有：这是我们第一次对话，在此之前我什么都不记得。",
        "user_said": "对方说",
        "i_said": "我说",
    },
}


def labels(language: str) -> dict[str, str]:
    """Section labels in the persona's language."""
    return LABELS.get(language, LABELS["en"])


def persona_text(persona: Persona) -> str:
    """The persona as self-knowledge, in its own language."""
    lab = labels(persona.language)
    parts: list[str] = []

    def block(label: str, body: str | list[str]) -> None:
        if isinstance(body, list):
            body = "\n".join(f"- {item.strip()}" for item in body if item.strip())
        if body and body.strip():
            parts.append(f"## {label}\n{body.strip()}")

    block(lab["who"], persona.who)
    block(lab["background"], persona.background)
    block(lab["values"], persona.values)
    block(lab["decisions"], persona.decisions)
    block(lab["drives"], persona.drives)
    block(lab["tone"], persona.tone)
    block(lab["habits"], persona.habits)
    block(lab["examples"], persona.examples)
    block(lab["rules"], persona.rules)
    return "\n\n".join(parts)


def when(ts: str | datetime, language: str) -> str:
    """A turn time as people read it: date and minute, local time."""
    moment = ts if isinstance(ts, datetime) else datetime.fromisoformat(ts)
    local = moment.astimezone()
    return local.strftime("%Y-%m-%d %H:%M")


@dataclass
class Context:
    """The messages for one model call, and the memory items that went into them."""

    messages: list[dict[str, str]]
    items: list[dict[str, Any]] = field(default_factory=list)
    prompt_id: str = ""
    tokens: int = 0


def recent_block(turns: list[Turn], language: str, budget: int) -> tuple[str, list[Turn]]:
    """Earlier turns, newest kept first when the budget is short, printed oldest first."""
    lab = labels(language)
    lines: list[str] = []
    kept: list[Turn] = []
    used = estimate_tokens(lab["recent"])
    for turn in reversed(turns):
        who = lab["user_said"] if turn.role == "user" else lab["i_said"]
        line = f"({when(turn.ts, language)}) {who}: {turn.text.strip()}"
        cost = estimate_tokens(line)
        if used + cost > budget:
            break
        used += cost
        lines.append(line)
        kept.append(turn)
    lines.reverse()
    kept.reverse()
    return (lab["recent"] + "\n" + "\n".join(lines)) if lines else "", kept


def build_context(
    persona: Persona,
    session_turns: list[Turn],
    earlier_turns: list[Turn],
    budgets: ContextSettings,
    *,
    user: str = "",
    at: datetime | None = None,
) -> Context:
    """System prompt (persona, boundary, memory) and the current session's turns, within the token budgets."""
    language = persona.language
    lab = labels(language)
    prompt = load_prompt("chat_system", language)
    recent, kept = recent_block(earlier_turns, language, budgets.recent_tokens)
    memory = recent or lab["none"]
    system = prompt.render(
        name=persona.name,
        user=user or lab["user"],
        now=(at or now()).astimezone().strftime("%Y-%m-%d %H:%M (%A)"),
        persona=persona_text(persona),
        memory=memory,
    )
    budget = max(0, min(budgets.session_tokens, budgets.total_tokens - estimate_tokens(system)))
    chat: list[dict[str, str]] = []
    used = 0
    for turn in reversed(session_turns):
        cost = message_tokens(turn.role, turn.text)
        if chat and used + cost > budget:
            break  # the newest message always goes, even alone over budget
        used += cost
        chat.append({"role": turn.role, "content": turn.text})
    chat.reverse()
    items = [{"type": "turn", "id": t.id, "session": t.session} for t in kept]
    return Context(
        messages=[{"role": "system", "content": system}, *chat],
        items=items,
        prompt_id=prompt.id,
        tokens=estimate_tokens(system) + used,
    )
