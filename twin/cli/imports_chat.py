"""`twin import chatgpt` and `twin import sillytavern`: past conversations become past sessions of a twin."""

from typing import Annotated, Any, Optional

import typer

from twin.cli.imports import import_app, print_summary, regular_files
from twin.cli.output import json_text
from twin.cli.progress import progress_bar, read_in
from twin.cli.workspace import persona_names, speaking_of, typed_path, user_name
from twin.errors import ConfigError, ExitStatus, UsageError
from twin.home import Home

PersonaOption = Annotated[
    Optional[str],
    typer.Option(
        "--persona",
        "-p",
        autocompletion=persona_names,
        help="The twin that keeps them (needed when the home has several).",
    ),
]
UserOption = Annotated[
    Optional[str], typer.Option("--user", "-u", help="Who was talking (default: user in twin.toml).")
]
JsonOption = Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")]


def target_twin(home: Home, name: str | None) -> str:
    """The persona named with --persona, else the only one; several without --persona is a usage error. The
    command's errors are said in its language."""
    from twin.home import check_name, list_personas
    from twin.persona.model import no_persona

    names = list_personas(home.personas_dir)
    if name:
        check_name(name)
        if name not in names:
            raise no_persona(home.personas_dir, name)
        return speaking_of(home, name)
    if len(names) == 1:
        return speaking_of(home, names[0])
    if not names:  # before any twin is known: English (there is none)
        raise ConfigError(
            f"No personas in {home.personas_dir} (home chosen by {home.reason}).",
            "Create one first: `twin init`, `twin persona new` or `twin import card`.",
        )
    raise UsageError(
        f"Which twin should remember these? This home has {len(names)} personas: {', '.join(names)}.",
        f"Name one with --persona (for example --persona {names[0]}).",
        zh=(
            f"要让哪个分身记住这些？这里有 {len(names)} 个分身：{'、'.join(names)}。",
            f"用 --persona 指定一个（比如 --persona {names[0]}）。",
        ),
    )  # (said in Chinese where the home's default_persona is a Chinese twin)


def read_into_index(home: Home, key: str, report: Any) -> None:
    """Read what was imported into the twin's search index, with a progress bar: else the next chat's memory
    worker does it (3,000 conversations took it about 2.5 minutes, bench/import), and recall lacks them meanwhile.
    The index is derived: Ctrl-C or a full disk here loses nothing, and what is left is read in later."""
    if not (report.imported or report.continued):
        return
    from twin.errors import StorageError
    from twin.recall.index import SearchIndex

    try:
        with SearchIndex(home.twin_dir(key)) as index:
            read_in(index, key)
    except (KeyboardInterrupt, StorageError) as exc:
        why = "stopped" if isinstance(exc, KeyboardInterrupt) else exc.message
        typer.echo(f"The search index was not brought up to date ({why}); the next chat reads the rest in.", err=True)


def count(n: int, word: str) -> str:
    """'1 conversation', '3 conversations'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def finish(report: Any, persona: str, source_name: str, hints: tuple[str, str], *, as_json: bool) -> None:
    """The summary at the end of an import; exit status 2, as for a broken file, when the file held conversations
    and not one could be read (`hints`: where a good file comes from, in English and in Chinese)."""
    from twin.cli.app import fail_shown

    error = None
    hint, hint_zh = hints
    if report.found and report.unread == report.found:
        what = "chat" if report.source.endswith("sillytavern") else "conversation"
        error = UsageError(
            f"None of the {count(report.found, what)} in {source_name} could be read, so nothing was imported.",
            f"The summary says why for each (`damaged` in --json). {hint}",
            zh=(
                f"{source_name} 里的 {report.found} 个{'聊天' if what == 'chat' else '对话'}一个也读不了，"
                "所以什么也没导入。",
                f"上面的汇总写了每个的原因（--json 里的 `damaged`）。{hint_zh}",
            ),
        )
    show_report(report, persona, source_name, as_json=as_json, error=error)
    if error is not None:
        fail_shown(error)


def show_report(
    report: Any,
    persona: str,
    source_name: str,
    *,
    as_json: bool,
    interrupted: bool = False,
    error: UsageError | None = None,
) -> None:
    """The summary at the end of an import (or where Ctrl-C stopped it); with --json, `error` in it when one ends
    the import."""
    if as_json:
        shown = {"persona": persona, "file": source_name, "interrupted": interrupted, **report.to_dict()}
        if error is not None:
            from twin.cli.app import error_object

            shown["error"] = error_object(error.message, error.hint, error.exit_status)
        typer.echo(json_text(shown))
        return
    what = "chat" if report.source.endswith("sillytavern") else "conversation"
    skipped = []
    if report.already:
        skipped.append(f"{count(report.already, what)} already imported")
    if report.changed:
        skipped.append(
            f"{count(report.changed, what)} imported before and rewritten since (none of its messages is one imported)"
        )
    if report.purged:
        skipped.append(
            f"{count(report.purged, what)} purged before (`twin memory purge --session`): not imported again, nor "
            "what was added to it since"
        )
    if report.empty:
        skipped.append(f"{count(report.empty, what)} with nothing shown in the chat")
    skipped += report.skipped_lines()
    verb = "Stopped after importing" if interrupted else "Imported"
    title = (
        f"{verb} {report.imported} of {count(report.found, what)} ({count(report.turns, 'turn')}) "
        f"from {source_name} into {persona}"
    )
    title += f"; {report.unread} could not be read (below)." if report.unread else "."
    if report.continued == 1:
        title += f"\n1 {what} imported before has new messages since: they are in a session that continues it."
    elif report.continued:
        title += (
            f"\n{report.continued} {what}s imported before have new messages since: they are in sessions that "
            "continue them."
        )
    if interrupted:
        after = "Run the same command again to import the rest: what is already in is skipped."
    elif report.imported or report.continued:
        after = (
            f"Next: `twin sessions list {persona}`. The next `twin chat {persona}` reads them into memory "
            "(facts and a diary chapter for each)."
        )
    else:
        after = ""
    if report.taken_as and (report.imported or report.continued):
        taken = (
            f"The person talking was taken to be {', '.join(report.taken_as)} (the chat's user_name). In a role-play "
            "that may be a character's name, and what you say of yourself is kept under it: `--user NAME` names you "
            "instead (give it the first time: a chat imported is skipped the next)."
        )
        after = f"{after}\n{taken}" if after else taken
    sections = [("Skipped:", [(line, "") for line in skipped]), ("Could not read:", [(d, "") for d in report.damaged])]
    print_summary(title, sections, after)


def hidden_key(settings: Any) -> None:
    """Make the model's API key known to what hides secrets (`credentials.known`), though an import calls no model:
    a key pasted into an old conversation is hidden as it is written (a code review, 2026-12-07). A setting that
    cannot be read is no reason to stop an import: the key is then hidden by its shape only."""
    from twin.errors import TwinError
    from twin.settings import resolve_endpoint

    try:
        resolve_endpoint(settings)
    except TwinError:
        pass


@import_app.command("chatgpt")
def chatgpt(
    given: Annotated[
        str, typer.Argument(metavar="FILE", help="conversations.json from a ChatGPT export, or the export's zip.")
    ],
    persona: PersonaOption = None,
    user: UserOption = None,
    as_json: JsonOption = False,
) -> None:
    """Import a ChatGPT export: each conversation becomes a past session with its original times.

    The branch you last saw is kept (edits and regenerated replies on other branches are left out), and so is the
    title. Running it again skips conversations already imported.
    """
    from twin.cli.workspace import open_settings
    from twin.imports.chatgpt import EXPORT_HINT, EXPORT_HINT_ZH, SOURCE, import_chatgpt
    from twin.imports.importer import ImportReport

    home, settings = open_settings()
    hidden_key(settings)
    key = target_twin(home, persona)  # first: what was asked wrongly is said in the twin's language
    file = typed_path(given, "FILE")
    regular_files(
        [file],
        "conversations.json from a ChatGPT export, or the export's zip",
        "给出 ChatGPT 导出里的 conversations.json，或者导出的 zip。",
    )
    user = user_name(user)
    report = ImportReport(SOURCE)
    header = {"persona": key, "user": user if user is not None else settings.user}
    try:
        with progress_bar("Importing conversations") as progress:
            import_chatgpt(home.twin_dir(key), file, header, progress=progress, report=report)
    except KeyboardInterrupt:
        show_report(report, key, file.name, as_json=as_json, interrupted=True)
        raise typer.Exit(int(ExitStatus.INTERRUPTED)) from None
    read_into_index(home, key, report)
    finish(report, key, file.name, (EXPORT_HINT, EXPORT_HINT_ZH), as_json=as_json)


@import_app.command("sillytavern")
def sillytavern(
    given: Annotated[
        list[str], typer.Argument(metavar="FILE...", help="SillyTavern chat files (.jsonl), one session each.")
    ],
    persona: PersonaOption = None,
    user: Annotated[
        Optional[str], typer.Option("--user", "-u", help="Who was talking (default: the chat's user_name).")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Import SillyTavern chats: each file becomes a past session with its original times.

    System and hidden messages are left out; the chosen swipe of each reply is kept. Running it again skips chats
    already imported.
    """
    from twin.cli.workspace import open_settings
    from twin.imports.importer import ImportReport
    from twin.imports.sillytavern import HINT, HINT_ZH, SOURCE, import_sillytavern

    home, settings = open_settings()
    hidden_key(settings)
    key = target_twin(home, persona)  # first: what was asked wrongly is said in the twin's language
    files = [typed_path(file, "FILE") for file in given]
    regular_files(files, "SillyTavern chat files (.jsonl)", "给出 SillyTavern 的聊天文件（.jsonl）。")
    user = user_name(user)
    report = ImportReport(SOURCE)
    name = files[0].name if len(files) == 1 else count(len(files), "file")
    try:
        with progress_bar("Importing chats") as progress:
            header = {"persona": key, "user": settings.user}
            import_sillytavern(home.twin_dir(key), files, header, user=user, progress=progress, report=report)
    except KeyboardInterrupt:
        show_report(report, key, name, as_json=as_json, interrupted=True)
        raise typer.Exit(int(ExitStatus.INTERRUPTED)) from None
    read_into_index(home, key, report)
    finish(report, key, name, (HINT, HINT_ZH), as_json=as_json)
