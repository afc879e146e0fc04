"""The first-person description of a voice, written by the model from the measurements and the exemplars.

The model only puts into words what code measured and lines the code picked (twin/voice/wording.py,
twin/voice/exemplars.py); the voiceprint records the id of the prompt that wrote it. A reply that is empty, or
is not prose (a list, JSON, a heading), is asked for once more; a second failure is an error, and the voiceprint
is kept without a description.
"""

from __future__ import annotations

import re
from typing import Protocol

from twin.errors import ModelError
from twin.llm.client import Completion, Message
from twin.persona.voice import Voice
from twin.prompts import load_prompt
from twin.voice.wording import summary

LONGEST = 1500  # characters of description kept at most
_NOT_PROSE = re.compile(r"^\s*(?:#|[-*]\s|\d+\.\s|[{\[])", re.MULTILINE)


class Model(Protocol):
    """What writing a description needs of the model client (twin.llm.ChatClient)."""

    def complete(
        self, messages: list[Message], *, max_tokens: int | None = None, json_mode: bool = False
    ) -> Completion:
        """One non-streaming reply."""
        ...


def describe(voice: Voice, name: str, model: Model) -> tuple[str, str]:
    """(the description, the prompt's id)."""
    language = voice.language if voice.language in ("en", "zh") else "en"
    prompt = load_prompt("describe_voice", language)
    content = prompt.render(
        name=name,
        characters=f"{voice.characters:,}",
        measures="\n".join(f"- {line}" for line in summary(voice, language)),
        exemplars="\n".join(f"- {line}" for line in voice.exemplars) or "-",
    )
    messages: list[Message] = [{"role": "user", "content": content}]
    for attempt in range(2):
        reply = model.complete(messages, max_tokens=800)
        text = clean(reply.text)
        if text and not _NOT_PROSE.search(text):
            return text[:LONGEST], prompt.id
        if attempt == 0:
            again = (
                "请只写一段第一人称的平实文字，不要标题、列表或 JSON。"
                if language == "zh"
                else "Write it again as one paragraph of first-person prose: no headings, lists or JSON."
            )
            messages += [{"role": "assistant", "content": reply.text}, {"role": "user", "content": again}]
    raise ModelError(
        "The model did not write a description of the voice (its reply was empty or not prose, twice).",
        "The voiceprint was measured and kept; run `twin voice learn` again to have it described.",
        zh=(
            "模型没有写出文风的描述（两次的回答都是空的，或者不是成段的文字）。",
            "文风已经量好并保存；再运行一次 `twin voice learn`，让模型来描述它。",
        ),
    )


def clean(text: str) -> str:
    """A reply with surrounding quotes, a leading label and extra blank lines taken off."""
    body = text.strip().strip('"“”「」').strip()
    body = re.sub(r"^(?:description|描述)\s*[:：]\s*", "", body, flags=re.IGNORECASE)
    return re.sub(r"\n\s*\n+", "\n\n", body).strip()
