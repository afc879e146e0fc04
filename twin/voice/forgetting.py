"""What a forget does to the voice learned from the person's words: masked in the persona file, as a new persona
version, and said so in the twin's language, alike by `twin memory forget` and the chat's /forget."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from twin.facts.masks import Masks
    from twin.home import Home


@dataclass(frozen=True)
class VoiceForgotten:
    """What became of the voice: the persona version its masked text was recorded as (None when the voice held none
    of the words, or the file could not be written), and what to tell the person ("" when there is nothing to)."""

    version: dict[str, Any] | None
    said: str


def forget_in_voice(home: Home, key: str, masks: Masks, language: str) -> VoiceForgotten:
    """Mask what was just forgotten (`masks`: the facts' masks after the forget) in the voice the persona file of
    `key` keeps (twin/persona/history.py `forget_voice`), and what to say of it in `language`. The forget holds
    either way: a voice that cannot be written now is still masked wherever it is handed to a model."""
    from twin.errors import TwinError
    from twin.persona.history import forget_voice
    from twin.voice.wording import shown

    try:
        version = forget_voice(home, key, masks, language)
    except TwinError as exc:
        return VoiceForgotten(None, shown("voice-not-masked", language, key=key, why=exc.words(language)[0]))
    if version is None:
        return VoiceForgotten(None, "")
    return VoiceForgotten(version, shown("voice-masked", language, key=key))
