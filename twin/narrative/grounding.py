"""Grounding checks: a fact said by the user must quote a user turn, and nothing may come from the AI or the persona."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

_QUOTES = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "「": '"', "」": '"', "『": '"', "』": '"'})


def normalize(text: str) -> str:
    """Text folded for comparison: NFKC (full-width to half-width), case-folded, without spaces or punctuation."""
    folded = unicodedata.normalize("NFKC", text).translate(_QUOTES).casefold()
    return "".join(ch for ch in folded if not (ch.isspace() or unicodedata.category(ch)[0] in "PZ"))


@dataclass(frozen=True)
class Window:
    """The turns an extraction looked at, split by who said them, and the persona's text."""

    user_turns: list[tuple[str, str]]  # (turn id, text)
    ai_turns: list[str]
    persona_text: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "_user", [(tid, normalize(text)) for tid, text in self.user_turns])
        object.__setattr__(self, "_ai", normalize(" ".join(self.ai_turns)))
        object.__setattr__(self, "_persona", normalize(self.persona_text))

    def quoted_turn(self, quote: str) -> str | None:
        """The id of the user turn that holds `quote`, if any."""
        needle = normalize(quote)
        if len(needle) < 2:
            return None
        for tid, text in self._user:  # type: ignore[attr-defined]
            if needle in text:
                return tid
        return None

    def rejection(self, quote: str, value: str, subject: str, twin_names: Iterable[str]) -> str | None:
        """Why a candidate said by the user must be rejected, or None when it is grounded."""
        names = {normalize(n) for n in twin_names if n}
        if normalize(subject) in names:
            return "about_twin"
        needle = normalize(quote)
        if len(needle) < 2:
            return "no_quote"
        if self.quoted_turn(quote) is None:
            if needle in self._ai:  # type: ignore[attr-defined]
                return "quote_from_ai"
            if needle in self._persona:  # type: ignore[attr-defined]
                return "quote_from_persona"
            return "quote_not_found"
        said = " ".join(t for _, t in self._user)  # type: ignore[attr-defined]
        folded = normalize(value)
        if len(folded) >= 2 and folded not in said and folded not in needle:
            if folded in self._ai:  # type: ignore[attr-defined]
                return "value_from_ai"
            if folded in self._persona:  # type: ignore[attr-defined]
                return "value_from_persona"
        return None


TWIN_SUBJECTS = ("self", "ai", "assistant", "twin", "bot", "chatbot", "AI助手", "助手", "分身")
PARTS = ("subject", "attribute", "value", "quote")  # what every proposed fact must name (the quote may be empty)


def candidate_parts(raw: dict[str, Any]) -> dict[str, str]:
    """A proposed fact's subject, attribute, value and quote, as trimmed text ("" where missing)."""
    return {k: str(raw.get(k) or "").strip() for k in PARTS}


def twin_names(names: Iterable[str], person: str = "") -> tuple[str, ...]:
    """The subjects that mark a fact about the twin: its own `names`, unless the person has that name, and "AI"...

    Alice talking with her twin "Alice" keeps facts about "Alice": they are hers (and quoted from her words).
    """
    own = person.casefold()
    return (*(n for n in names if n and n.casefold() != own), *TWIN_SUBJECTS)


def model_date(value: Any, said_at: datetime) -> datetime | None:
    """A YYYY-MM-DD from the model as a time, if it parses and is not after the words were said (a day's slack)."""
    if not isinstance(value, str) or not re.match(r"^\d{4}-\d{2}-\d{2}", value.strip()):
        return None
    try:
        moment = datetime.fromisoformat(value.strip()[:10]).astimezone()
    except ValueError:
        return None
    return moment if moment <= said_at + timedelta(days=1) else None
