"""`twin voice learn` as a library: the owner's writing in, a voiceprint kept in the persona file out.

The steps: measure the samples (twin/voice/voiceprint.py, with general word frequencies from
twin/voice/frequency.py), pick exemplar lines (twin/voice/exemplars.py), have the model describe the voice
(twin/voice/description.py), and write the `[voice]` tables into the persona file through the persona's history
(twin/persona/history.py): the file is replaced atomically, only if it did not change meanwhile, and the new text
is recorded as a version with the source `voice`. When the model cannot be reached the voiceprint is still kept,
without its description, and the error says so.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from twin.clock import local_minute, now
from twin.errors import TwinError, UsageError
from twin.facts.masks import placeholder
from twin.home import Home
from twin.persona.history import digest_of, forget_masks, history_path, read_text, save_persona
from twin.persona.model import Persona
from twin.persona.voice import Voice, with_voice
from twin.store import file_lock
from twin.voice.description import Model, describe
from twin.voice.exemplars import pick
from twin.voice.features import Sample, paragraphs_of
from twin.voice.frequency import general
from twin.voice.voiceprint import learn
from twin.voice.wording import error_words

Progress = Callable[[int, int], None]
LEAST = {"zh": 250, "en": 600}  # characters of writing below which a voiceprint would say little


@dataclass
class Learned:
    """What learning did: the voiceprint, the persona version it made, and the model's failure if any."""

    voice: Voice
    version: dict[str, Any] | None
    samples: list[Sample]
    description_error: TwinError | None = None

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape."""
        return {
            "persona_version": self.version.get("hash") if self.version else None,
            "sources": [{"source": s.source, "messages": len(s.messages)} for s in self.samples],
            "characters": self.voice.characters,
            "described": bool(self.voice.description),
            "description_error": self.description_error.message if self.description_error else None,
            "voice": self.voice.to_dict(),
        }


def learn_voice(
    home: Home,
    persona: Persona,
    samples: list[Sample],
    model: Model | None,
    *,
    progress: Progress | None = None,
    source: str = "",
) -> Learned:
    """Learn the voice from the samples and keep it in the persona file (see the module docstring)."""
    language = persona.language
    messages = paragraphs_of(m for s in samples for m in s.messages)
    size = sum(len("".join(m.split())) for m in messages)
    if size < LEAST[language]:
        message, hint, zh = error_words("too-little", "too-little-hint", size=size, least=LEAST[language])
        raise UsageError(message, hint, zh=zh)
    from twin.settings import load_settings

    try:  # the owner's name and the twin's are no words of the voice ("阿明" of "阿明今天好累")
        owner = load_settings(home).user or ""
    except TwinError:
        owner = ""
    names = {persona.name, persona.key, owner} - {""}
    voice = learn(samples, language, progress=progress, general=general(language), names=names)
    masks, hidden = forget_masks(home, persona.key), placeholder(language)

    def mask(text: str) -> str:
        return masks.chapter(text, hidden)

    # a line with a word the person asked to forget (or what stands for it, in turns read masked) is no exemplar
    voice.exemplars = pick(messages, voice, lambda line: hidden in line or mask(line) != line)
    voice.source = source or voice.source
    voice.learned = local_minute(now())
    error: TwinError | None = None
    if model is not None:
        try:
            voice.description, voice.prompt = describe(voice.masked(mask), persona.name, model)
        except TwinError as exc:
            error = exc
    if not voice.description and persona.voice.description:  # learning again without a model, or the model
        # failed: the description stays as it was, never emptied
        voice.description, voice.prompt = persona.voice.description, persona.voice.prompt
    # the file keeps none of what the person asked to forget: a description the model wrote (it may name what it was
    # never shown) or kept from before, a word of the owner's writing (docs/voice.md, "Whose words"); masked again
    # as it is written, with the masks then (a forget while the model described the voice)
    voice, version = keep_voice(home, persona, voice.masked(mask), f"learned from {voice.source}"[:120])
    return Learned(voice, version, samples, error)


def keep_voice(home: Home, persona: Persona, voice: Voice, note: str) -> tuple[Voice, dict[str, Any] | None]:
    """Write the voice into the persona file, as a new version; refused if the file changed since it was read. It
    is masked with what the person asked to forget as the facts hold it at the write, read under the persona
    history's lock (twin/persona/history.py `forget_masks`): the masks learning read came before the model
    described the voice, and a forget meanwhile (`twin memory forget`, `/forget`) masked the file as it was then,
    before this voice was in it. A forget's own write of the file (`forget_voice`) takes the same lock: it comes
    first, and its masks are read here, or after, and masks this voice. The voice as written, and its version."""
    with file_lock(history_path(home, persona.key)):
        text = read_text(persona.path)
        if text is None:
            raise UsageError(f"There is no persona file {persona.path}.", zh=(f"人设文件 {persona.path} 不见了。", ""))
        masks, hidden = forget_masks(home, persona.key), placeholder(persona.language)
        voice = voice.masked(lambda words: masks.chapter(words, hidden))
        new = with_voice(text, voice)
        _, version = save_persona(home, persona.key, new, "voice", note=note, overwrite=True, expect=digest_of(text))
    return voice, version
