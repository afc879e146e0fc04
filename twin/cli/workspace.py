"""What most commands need first: the home, its settings and a persona."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from twin.cli.app import STATE
from twin.errors import ConfigError, PersonaError, UsageError
from twin.home import Home, resolve_home

if TYPE_CHECKING:  # imported where used: `twin --help` should not pay for TOML parsing and validation
    from twin.persona.model import Persona
    from twin.settings import Settings


def home() -> Home:
    """The home chosen by --home, $TWIN_HOME, the current directory or the user data folder, with its twin.toml
    checked: a ConfigError when it is not a folder or does not exist, or when twin.toml has a value that cannot be
    used (its lines named), as every command that uses the home says it. `twin init` and `twin doctor` resolve it
    themselves, to make or report it."""
    return open_settings()[0]


def _chosen() -> Home:
    """The home, a ConfigError when it is not a folder or does not exist."""
    from twin.home import in_place, make_private, unusable

    chosen = resolve_home(STATE.home)
    problem = unusable(chosen)
    if problem is not None:
        raise problem
    make_private(chosen)  # a home of an earlier twin is made owner-only, once
    return in_place(chosen)


def persona_names(ctx: typer.Context, incomplete: str) -> list[str]:
    """Shell completion of a persona: the personas of the home (--home as typed, else as usual) whose name starts
    with what was typed."""
    from twin.home import list_personas

    try:
        chosen = ctx.find_root().params.get("home")  # the root's callback does not run while completing
        return [name for name in list_personas(resolve_home(chosen).personas_dir) if name.startswith(incomplete)]
    except Exception:  # noqa: BLE001 - a completion never fails the shell: it offers nothing
        return []


def persona_first(ctx: typer.Context, incomplete: str) -> list[str]:
    """Shell completion of the `words` argument whose first word may be a persona (`twin sessions search [PERSONA]
    TEXT`): the personas for the first word, nothing after it."""
    return [] if ctx.params.get("words") else persona_names(ctx, incomplete)


def user_name(value: str | None) -> str | None:
    """`--user` as every way of naming who is talking takes it (twin/textsafe.py `person_name`): without the spaces
    around it; a UsageError that says what is wrong for text that cannot be a name. Called once the command has read
    its twin, not as click's callback: it is said in the twin's language."""
    from twin.textsafe import person_name

    return None if value is None else person_name(value, "--user")


def typed_path(value: str, what: str) -> Path:
    """A path argument or option as typed (`what`, as its help names it), read as a path once the command has read
    its twin: a UsageError for an empty one, which a Path reads as ".", the current folder (`twin ingest alice
    "$NOTES"` with NOTES unset read every file under it and sent them to the model). Commands take their paths as
    text, not with a parser of click's, so that this is said in the twin's language."""
    if not value.strip():
        raise UsageError(
            f"{what} is an empty path.",
            'Name a file or folder ("$NAME" of a variable that is not set is empty).',
            zh=(f"{what} 是空的路径。", '给出一个文件或文件夹（没有设置的变量，"$NAME" 就是空的）。'),
        )
    return Path(value)


ChosenPersona = Annotated[
    Optional[str],
    typer.Argument(
        autocompletion=persona_names, metavar="PERSONA", help="The persona (default: default_persona, or the only one)."
    ),
]  # a command's persona when it may be left out


def open_settings() -> tuple[Home, Settings]:
    """The home and its settings; from here on, until a command names its twin, errors are said in the language of
    the home's own twin (twin/cli/app.py `error_language`)."""
    from twin.settings import load_settings

    h = _chosen()
    settings = load_settings(h)
    if settings.default_persona:
        STATE.home_twin = (h, settings.default_persona)
    else:
        from twin.home import list_personas

        names = list_personas(h.personas_dir)
        STATE.home_twin = (h, names[0]) if len(names) == 1 else None
    return h, settings


def speaking(persona: Persona) -> Persona:
    """`persona`, the one the command is about: its errors are said in its language from here on (a Chinese twin's in
    Chinese, where they were given it; twin/cli/app.py `report`)."""
    STATE.language = persona.language
    return persona


def speaking_of(h: Home, key: str) -> str:
    """`key`, the twin a command is about that reads no more of its persona file than this: its errors are said in
    the file's language (English when the file does not read: that is said where it is loaded). A name that is no
    twin of the home has no language: that it is none is said in the home's twin's."""
    from twin.sessions.listing import is_twin, persona_display

    if is_twin(h, key):
        STATE.language = persona_display(h, key)[1]
    return key


def choose_persona(h: Home, settings: Settings, name: str | None) -> Persona:
    """The named persona, else the default one, else the only one; the command's errors are said in its language."""
    from twin.home import list_personas, look_alike, persona_path
    from twin.persona.model import load_persona

    if name:
        return speaking(load_persona(h.personas_dir, name))
    names = list_personas(h.personas_dir)
    if settings.default_persona:
        chosen = settings.default_persona
        if chosen not in names and names and not persona_path(h.personas_dir, chosen).exists():
            meant = look_alike(chosen, names)
            if meant:  # Alice for alice: one to fix in twin.toml, not to create (`persona new` refuses a look-alike)
                raise ConfigError(
                    f"default_persona in {h.settings_path} is {chosen!r}, but there is no persona called {chosen!r}.",
                    f'Did you mean {meant}? Set default_persona = "{meant}" there.',
                    zh=(
                        f"{h.settings_path} 里的 default_persona 是 {chosen!r}，但没有叫 {chosen!r} 的分身。",
                        f'是不是 {meant}？把那里改成 default_persona = "{meant}"。',
                    ),
                )
            others = ", ".join(names)  # said here, not only by `twin doctor`: where the name came from
            raise ConfigError(
                f"default_persona in {h.settings_path} is {chosen!r}, but there is no persona called {chosen!r} in "
                f"{h.personas_dir}.",
                f"Name one (`{_named(names[0])}`), set default_persona to one of {others}, or create it: "
                f"`twin persona new {chosen}`.",
                zh=(
                    f"{h.settings_path} 里的 default_persona 是 {chosen!r}，"
                    f"但 {h.personas_dir} 里没有叫 {chosen!r} 的分身。",
                    f"指名一个（`{_named(names[0])}`），把 default_persona 设成 {'、'.join(names)} 中的一个，"
                    f"或者创建它：`twin persona new {chosen}`。",
                ),
            )
        return speaking(load_persona(h.personas_dir, chosen))
    if len(names) == 1:
        return speaking(load_persona(h.personas_dir, names[0]))
    if not names:  # before any twin is known: English (a home of none, or of several and no default, has no twin)
        raise ConfigError(
            f"No personas in {h.personas_dir} (home chosen by {h.reason}).",
            "Run `twin init` to create a home with two example personas.",
        )
    # before any twin is known: English
    raise PersonaError(
        f"Which twin? This home has {len(names)} personas: {', '.join(names)}.",
        f"Name one (`{_named(names[0])}`) or set default_persona in {h.settings_path}.",
    )


def _named(persona: str) -> str:
    """The command being run with `persona` named (`twin memory facts alice`), as a hint shows it; `twin chat alice`
    outside a command."""
    from typer._click.globals import get_current_context  # typer 0.28 carries its own click (twin/cli/app.py)

    context = get_current_context(silent=True)
    return f"{context.command_path} {persona}" if context is not None else f"twin chat {persona}"
