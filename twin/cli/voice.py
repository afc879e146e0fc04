"""`twin voice`: learn the owner's voiceprint from their writing, show it, and check how close a text comes to it."""

from typing import TYPE_CHECKING, Annotated, Optional

import typer

from twin.cli.app import app, error_object
from twin.cli.output import JsonOption, json_text
from twin.cli.workspace import home as resolve_home
from twin.cli.workspace import persona_names, speaking, typed_path
from twin.errors import PersonaError, UsageError
from twin.textsafe import safe_text

if TYPE_CHECKING:
    from twin.home import Home
    from twin.imports.writing import Skipped
    from twin.llm.client import Completion, Message
    from twin.persona.model import Persona
    from twin.persona.voice import Voice
    from twin.sessions.session import Session
    from twin.voice.description import Model
    from twin.voice.features import Sample

voice_app = typer.Typer(
    name="voice",
    help="The voiceprint: how you write, learned from your own writing, and how close the twin comes to it.",
    no_args_is_help=True,
    rich_markup_mode=None,
)
app.add_typer(voice_app, name="voice")

PersonaArgument = Annotated[
    str, typer.Argument(autocompletion=persona_names, metavar="PERSONA", help="The twin whose voice it is.")
]
SHORTEST = 80  # characters a text needs before `check` compares it


@voice_app.command()
def learn(
    persona: PersonaArgument,
    given: Annotated[
        Optional[list[str]],
        typer.Argument(
            metavar="FILE|DIR...",
            help="Your own writing: Markdown or text files, folders of them, or chat exports "
            "(ChatGPT conversations.json or .zip, SillyTavern .jsonl: only your messages count).",
        ),
    ] = None,
    from_sessions: Annotated[
        bool, typer.Option("--from-sessions", help="Learn from your own turns in past sessions too (never the twin's).")
    ] = False,
    no_describe: Annotated[
        bool, typer.Option("--no-describe", help="Measure only; keep the description as it is (no model call).")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Learn how you write, and keep it in the persona's [voice] tables (a new persona version).

    Measured in code: sentence and paragraph lengths, punctuation, emoji, particles and fillers, the other script
    mixed in, how messages open and close, forms of address, your most common words, your most common character
    trigrams (uncommon words masked), and your signature words and phrases. Lines of yours are picked as
    exemplars, and the model writes a first-person description of the voice.
    """
    from twin.cli.progress import progress_bar
    from twin.persona.model import load_persona
    from twin.voice.learning import learn_voice
    from twin.voice.samples import file_samples, session_sample
    from twin.voice.wording import error_words, shown

    home = resolve_home()
    chosen = speaking(load_persona(home.personas_dir, persona))  # first: what was asked wrongly is said in its language
    paths = [typed_path(path, "FILE|DIR") for path in given or []]
    if not paths and not from_sessions:
        message, hint, zh = error_words("nothing-to-learn", "nothing-to-learn-hint")
        raise UsageError(message, hint, zh=zh)
    samples, skipped = file_samples(paths)
    if from_sessions:
        samples.append(session_sample(home.twin_dir(chosen.key), chosen.language))
    model = None if no_describe else _model(home, chosen)
    language = chosen.language
    source = _source(samples, language)
    try:
        with progress_bar("measuring the voice", threshold=8) as update:
            learned = learn_voice(home, chosen, samples, model, progress=update, source=source)
    except UsageError:  # too little writing: the files left out are often why
        if not as_json:
            _show_skipped(skipped, language)
        raise
    error = learned.description_error
    if error is not None:  # in the persona's language, as the rest of what `twin voice` says, --json too
        message, hint = error.words(language)
        failed = shown("not-described", language, message=message)
        hint = hint or shown("learn-again", language, key=chosen.key)
    if as_json:
        report = {"persona": chosen.key, **learned.to_dict(), "skipped": [s.to_dict() for s in skipped]}
        if error is not None:  # what was measured and saved, and the error, as every --json failure has it
            report["error"] = error_object(failed, hint, error.exit_status)
        typer.echo(json_text(report))
    else:
        voice = learned.voice
        saved = shown("saved-version" if learned.version else "saved-same", language)
        typer.echo(
            safe_text(
                shown("learned", language, name=chosen.name, source=source, characters=voice.characters, saved=saved)
            )
        )
        described = (
            "described"
            if voice.description and voice.prompt and not error and not no_describe
            else "description-kept"
            if voice.description
            else "no-description"
        )
        counts = {"words": len(voice.words), "grams": len(voice.grams), "signature": len(voice.signature)}
        typer.echo(
            shown(
                "counts",
                language,
                **counts,
                exemplars=len(voice.exemplars),
                s="" if len(voice.exemplars) == 1 else "s",
                described=shown(described, language),
            )  # fmt: skip
        )
        _show_skipped(skipped, language)
        typer.echo(shown("next", language, key=chosen.key))
    if error is not None:
        typer.echo(safe_text(failed), err=True)
        typer.echo(safe_text(hint), err=True)
        raise typer.Exit(int(error.exit_status))


def _show_skipped(skipped: "list[Skipped]", language: str) -> None:
    """The files of the folders given that were not read, and why, as `twin ingest` names them."""
    from twin.cli.imports import SKIPPED_SHOWN, print_section
    from twin.cli.imports_chat import count
    from twin.voice.wording import shown, skipped_reason

    rows = [(s.name, skipped_reason(s, language)) for s in skipped[:SKIPPED_SHOWN]]
    if len(skipped) > SKIPPED_SHOWN:
        more = len(skipped) - SKIPPED_SHOWN
        rows.append((shown("skipped-more", language, count=more), shown("skipped-all", language)))
    heading = shown("skipped", language, files=count(len(skipped), "file"), count=len(skipped))
    print_section(heading, rows)


def _model(home: "Home", persona: "Persona") -> "Model | _Unreachable":
    """The model client for the persona, or what stands for it when the settings say it cannot be used."""
    from twin.errors import TwinError
    from twin.llm import ChatClient
    from twin.llm.reach import check_reachable
    from twin.settings import load_settings, resolve_endpoint

    try:
        endpoint = resolve_endpoint(load_settings(home), persona.model)
        check_reachable(endpoint)
    except TwinError as exc:
        return _Unreachable(exc)
    return ChatClient(endpoint)


class _Unreachable:
    """A model that cannot be reached: the voice is measured and kept, and its description is owed."""

    def __init__(self, error: Exception) -> None:
        self.error = error

    def complete(
        self, messages: "list[Message]", *, max_tokens: int | None = None, json_mode: bool = False
    ) -> "Completion":
        """Raise the error that made the model unusable."""
        raise self.error


def _source(samples: "list[Sample]", language: str) -> str:
    """What the voice was learned from, as the persona keeps it: the sources' names, or how many there were."""
    from twin.voice.wording import shown

    names = [s.source for s in samples]
    sep = "、" if language == "zh" else ", "
    return (
        sep.join(names) if len(names) <= 3 else shown("sources", language, count=len(names), first=sep.join(names[:2]))
    )


@voice_app.command()
def show(persona: PersonaArgument, as_json: JsonOption = False) -> None:
    """Show the voiceprint: what was measured, in words, the description and the exemplar lines."""
    from twin.persona.model import load_persona
    from twin.voice.wording import shown, summary

    home = resolve_home()
    chosen = speaking(load_persona(home.personas_dir, persona))
    voice = _voice_of(chosen)
    if as_json:
        typer.echo(json_text({"persona": chosen.key, **voice.to_dict()}))
        return
    language = chosen.language
    typer.echo(safe_text(shown("title", language, name=chosen.name, learned=voice.learned, source=voice.source)))
    typer.echo(safe_text(shown("size", language, characters=voice.characters, key=chosen.key)))
    if voice.description.strip():
        typer.echo("\n" + safe_text(voice.description.strip()))
    typer.echo("\n" + shown("measured", language))
    for line in summary(voice, language):
        typer.echo(safe_text(f"  {line}"))
    if voice.exemplars:
        typer.echo("\n" + shown("exemplars", language))
        for line in voice.exemplars:
            typer.echo(safe_text(f"  {line}"))
    if not voice.grams:
        typer.echo("\n" + shown("no-grams", language, key=chosen.key))


def _voice_of(persona: "Persona") -> "Voice":
    from twin.voice.wording import error_words

    if persona.voice.empty or not persona.voice.measured:
        message, hint, zh = error_words("no-voice", "no-voice-hint", name=persona.name, key=persona.key)
        raise PersonaError(message, hint, zh=zh)
    return persona.voice


@voice_app.command()
def check(
    persona: PersonaArgument,
    given: Annotated[
        Optional[str],
        typer.Argument(metavar="[FILE]", help="A text to compare with the voice (- reads standard input)."),
    ] = None,
    session: Annotated[
        Optional[str], typer.Option("--session", "-s", help="Compare the twin's replies in this session.")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """How close a text, or the twin's replies in a session (default: the latest), comes to the voiceprint.

    One score from 0 to 100 (100: as close, all features taken together, as the owner's own writing comes; a feature
    may still stand out, and is shown) and the features that differ most, in words.
    """
    from twin.imports.writing import read_document
    from twin.persona.model import load_persona
    from twin.voice.samples import prose
    from twin.voice.voiceprint import compare
    from twin.voice.wording import difference, shown

    home = resolve_home()
    chosen = speaking(load_persona(home.personas_dir, persona))  # first: what was asked wrongly is said in its language
    piped = given == "-"  # standard input, as cat and grep read it: `pbpaste | twin voice check alice -`
    file = typed_path(given, "FILE") if given is not None and not piped else None
    if (file is not None or piped) and session is not None:
        raise UsageError(shown("check-both", "en"), zh=(shown("check-both", "zh"), ""))
    if file is not None and file.is_dir():
        raise UsageError(
            f"{file} is a folder; `twin voice check` compares one text with the voice.",
            f"Name one file in it, or put them together first: cat {file}/*.md > all.md",
            zh=(
                f"{file} 是一个文件夹；`twin voice check` 比较的是一段文字。",
                f"给出其中的一个文件，或者先合在一起：cat {file}/*.md > all.md",
            ),
        )
    voice = _voice_of(chosen)
    if piped:
        import sys

        messages = prose(sys.stdin.buffer.read().decode("utf-8", "replace"))
        what, told = "the standard input", "标准输入" if chosen.language == "zh" else "the standard input"
    elif file is not None:
        messages, what = prose(read_document(file, "twin voice check").text), str(file)
        told = what
    else:
        messages, session_id = _replies(home, chosen.key, session)
        what = shown("replies-of", "en", id=session_id)  # the JSON's `text`, the same whatever the persona's language
        told = shown("replies-of", chosen.language, id=session_id)
    plural = file is None and not piped  # "the replies of session ..."
    size = sum(len("".join(m.split())) for m in messages)
    if size < SHORTEST:
        raise UsageError(
            shown("too-short", "en", what=what, verb="are" if plural else "is", size=size),
            shown("too-short-hint", "en", least=SHORTEST),
            zh=(shown("too-short", "zh", what=told, size=size), shown("too-short-hint", "zh", least=SHORTEST)),
        )  # (`told`: the session named as the twin speaks)
    result = compare(voice, messages)
    largest = result.largest(3)
    said = [difference(d, voice, chosen.name, chosen.language) for d in largest]
    if as_json:
        typer.echo(
            json_text(
                {
                    "persona": chosen.key,
                    "text": what,
                    "characters": result.characters,
                    "score": result.score,
                    "distance": result.distance,
                    "groups": result.groups,
                    "differences": [{**d.to_dict(), "said": s} for d, s in zip(largest, said, strict=True)],
                }
            )
        )
        return
    language = chosen.language
    verb = "come" if plural else "comes"
    score = {"score": result.score, "characters": result.characters, "name": chosen.name}
    typer.echo(safe_text(shown("score", language, what=told, verb=verb, **score)))
    if said:
        typer.echo(shown("differs", language))
        for line in said:
            typer.echo(safe_text(f"  - {line}"))
    else:
        typer.echo(safe_text(shown("no-difference", language, name=chosen.name)))


LOOK_BACK = 50  # sessions `voice check` looks through for the latest the twin spoke in


def _replies(home: "Home", key: str, session: str | None) -> tuple[list[str], str]:
    """The twin's replies in a session (the latest when none is named), and the start of the session's id."""
    from twin.sessions.session import SessionStore

    store = SessionStore(home.twin_dir(key))

    def replies_of(found: "Session") -> list[str]:
        return [
            t.text
            for t in found.conversation()
            if t.role == "assistant" and t.text.strip() and t.record.get("source") != "greeting"  # the persona's line
        ]

    if session is not None:
        found = store.load(store.find(session))
        replies = replies_of(found)
        if not replies:
            raise UsageError(
                f"Session {found.id} holds no replies of the twin.",
                "Name another with --session ID.",
                zh=(f"会话 {found.id} 里没有分身的回复。", "用 --session ID 换一个会话。"),
            )
        return replies, found.id[:12]
    for path in reversed(store.paths()[-LOOK_BACK:]):  # the latest the twin spoke in: not an imported one (another
        # program's replies), not one where nothing was answered (a `tell`, a chat left at once)
        found = store.load(path)
        if not found.header.get("source") and (replies := replies_of(found)):
            return replies, found.id[:12]
    raise UsageError(
        f"None of {key}'s latest sessions holds replies of the twin.",
        "Give a file to compare, or chat first.",
        zh=(f"{key} 最近的会话里都没有分身的回复。", "给一个文件来比较，或者先聊一聊。"),
    )
