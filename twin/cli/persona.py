"""`twin persona`: list, show, create, edit, validate personas, and walk their versions."""

import os
import sys
import tomllib
from dataclasses import asdict
from datetime import datetime
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

from twin.cli.app import app, error_language
from twin.cli.output import JsonOption, count, json_text, print_table, when
from twin.cli.workspace import home as resolve_home
from twin.cli.workspace import persona_names, speaking_of
from twin.errors import ConfigError, ExitStatus, PersonaError, StorageError, UsageError
from twin.home import Home
from twin.textsafe import safe_text
from twin.tomlfile import loads as toml_loads

if TYPE_CHECKING:
    from rich.console import Console

# persona_history and rich are imported where they are used, so `twin --help` and other commands start fast.

persona_app = typer.Typer(
    name="persona",
    help="Persona files: list, show, create, edit and validate them; every saved version is kept.",
    no_args_is_help=True,
    rich_markup_mode=None,
)
app.add_typer(persona_app, name="persona")


# -- output shared by the persona and import commands -----------------------------------


def console() -> "Console":
    """Standard output as rich sees it (plain in a pipe, no colour with NO_COLOR)."""
    from rich.console import Console

    return Console(highlight=False, soft_wrap=True)


def note(message: str) -> None:
    """A status line on stderr, made safe."""
    typer.echo(safe_text(message), err=True)


# -- list, show, validate -------------------------------------------------------------------


def _summary(home: Home, name: str) -> dict[str, Any]:
    from twin.files import read_regular
    from twin.home import persona_path
    from twin.persona.history import versions

    path = persona_path(home.personas_dir, name)
    problems = _problems_of(home, name)
    try:
        data = toml_loads(read_regular(path).decode("utf-8-sig"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError, OSError):
        data = {}
    display, language = data.get("name", ""), data.get("language", "")
    try:
        changed: str | None = datetime.fromtimestamp(path.stat().st_mtime).astimezone().isoformat(timespec="seconds")
    except OSError:  # a link that leads nowhere, or round in a loop: its problem is said, the others are listed
        changed = None
    return {
        "name": name,
        "display_name": display if isinstance(display, str) else "",
        "language": language if isinstance(language, str) else "",
        "valid": not problems,
        "problems": problems,
        "versions": len(versions(home, name)),
        "last_changed": changed,
        "path": str(path),
    }


def _problems_of(home: Home, name: str) -> list[str]:
    from twin.home import persona_path
    from twin.persona.history import problems_in, read_text
    from twin.persona.model import load_persona

    try:
        text = read_text(persona_path(home.personas_dir, name))
    except (PersonaError, StorageError) as error:  # not UTF-8; a folder or a device by the name: that persona's row
        return [f"{name}.toml: {error.message.split(': ', 1)[-1]}"]
    if text is None:
        load_persona(home.personas_dir, name)  # raises the "no persona called ..." error with its hint
    return problems_in(home, name, text or "")


@persona_app.command("list")
def list_command(as_json: JsonOption = False) -> None:
    """The personas of this home: name, language, whether valid, versions, last change."""
    from twin.home import list_personas

    home = resolve_home()
    rows = [_summary(home, name) for name in list_personas(home.personas_dir)]
    if as_json:
        typer.echo(json_text(rows))
        return
    if not rows:
        note(f"No personas in {home.personas_dir}. Create one with `twin persona new` (or `twin init` for examples).")
        return
    print_table(
        ["NAME", "DISPLAY NAME", "LANG", "STATUS", "VERSIONS", "LAST CHANGED"],
        [
            [r["name"], r["display_name"], r["language"], "valid" if r["valid"] else r["problems"][0]]
            + [str(r["versions"]), when(r["last_changed"])]
            for r in rows
        ],
    )


@persona_app.command()
def show(
    name: Annotated[str, typer.Argument(autocompletion=persona_names, metavar="PERSONA", help="The persona to show.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the parsed persona as JSON.")] = False,
) -> None:
    """Print a persona file (highlighted on a terminal), or the parsed persona as JSON."""
    from twin.home import persona_path
    from twin.persona.history import read_text
    from twin.persona.model import load_persona

    home = resolve_home()
    speaking_of(home, name)
    if as_json:
        persona = load_persona(home.personas_dir, name)
        typer.echo(json_text({**asdict(persona), "path": str(persona.path)}))
        return
    text = read_text(persona_path(home.personas_dir, name))
    if text is None:
        load_persona(home.personas_dir, name)
    out = console()
    if out.is_terminal:
        from rich.syntax import Syntax

        out.print(Syntax(safe_text(text or ""), "toml", word_wrap=True, background_color="default"))
    else:
        typer.echo(safe_text(text or ""), nl=False)


@persona_app.command()
def validate(
    name: Annotated[
        Optional[str],
        typer.Argument(
            autocompletion=persona_names, metavar="PERSONA", help="The persona to check (default: every one)."
        ),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Check persona files: `ok`, or every problem as file:line: field: expectation (exit status 3)."""
    from twin.home import list_personas

    home = resolve_home()
    names = [name] if name else list_personas(home.personas_dir)
    found = {n: _problems_of(home, n) for n in names}
    if as_json:
        typer.echo(json_text([{"name": n, "valid": not p, "problems": p} for n, p in found.items()]))
    elif not names:
        note(f"No personas in {home.personas_dir}.")
    else:
        for persona_name, problems in found.items():
            for line in problems or [f"{persona_name}.toml: ok"]:
                typer.echo(safe_text(line))
    if any(found.values()):
        raise typer.Exit(int(ExitStatus.CONFIG))


# -- new, edit ---------------------------------------------------------------------------

_QUESTIONS = {
    "en": {
        "display": "Display name",
        "who": "Who is this twin? A few sentences in the first person (Enter: fill it in later)",
        "tone": "How does it talk? One sentence (Enter: fill it in later)",
        "i_am": "I am {name}.",
        "created": "Created personas/{key}.toml{number}.",
        "version": " (version {n})",
        "next": "Next: `twin persona edit {key}` to fill it in, then `twin chat {key}`.",
    },
    "zh": {
        "display": "显示的名字",
        "who": "这个分身是谁？用第一人称写几句（直接回车：以后再填）",
        "tone": "它怎么说话？一句话（直接回车：以后再填）",
        "i_am": "我是{name}。",
        "created": "已创建 personas/{key}.toml{number}。",
        "version": "（第 {n} 版）",
        "next": "下一步：`twin persona edit {key}` 把它填完整，然后 `twin chat {key}`。",
    },
}


def _ask_language(key: str) -> str:
    """The new persona's language, asked in both (it is not known yet): Chinese by default for a name written in
    Chinese (`twin persona new 小明`), else English."""
    from twin.cli.sessions import cells_of
    from twin.persona.model import LANGUAGES

    default = "zh" if any(cells_of(ch) == 2 for ch in key) else "en"
    while True:
        answer = str(typer.prompt("Language, 语言 (en or zh)", default=default)).strip().lower()
        if answer in LANGUAGES:
            return answer
        typer.echo("Please answer en or zh. 请回答 en 或 zh。", err=True)


@persona_app.command()
def new(
    name: Annotated[
        Optional[str], typer.Argument(metavar="PERSONA", help="The persona's file name (asked when omitted).")
    ] = None,
    example: Annotated[
        Optional[str], typer.Option("--from", help="Start from a shipped example (alice, lin) instead of questions.")
    ] = None,
    language: Annotated[Optional[str], typer.Option("--language", help="en or zh (asked when omitted).")] = None,
) -> None:
    """Create a persona: answer a few questions, or start from a shipped example. Never overwrites."""
    from twin.persona.model import LANGUAGES

    home = resolve_home()
    if language is not None and language not in LANGUAGES:
        raise UsageError(
            f"--language must be en or zh, not {language!r}.",
            zh=(f"--language 只能是 en 或 zh，不能是 {language!r}。", ""),
        )
    try:
        _new(home, name, example, language)
    except typer.Abort:  # the questions found no one to answer them (a pipe, a script)
        raise UsageError(
            "`twin persona new` asks a few questions, and no one answered them.",
            f"Run it in a terminal, or start from an example: `twin persona new {name or 'NAME'} --from alice`.",
            zh=(
                "`twin persona new` 要问几个问题，但没有人回答。",
                f"在终端里运行它，或者从示例开始：`twin persona new {name or 'NAME'} --from lin`。",
            ),
        ) from None


def _new_name(name: str) -> str:
    """The name of the persona to create, checked; a name that cannot be one is a usage error (exit 2), as any
    argument typed wrong is."""
    from twin.home import check_name

    if not name.strip():
        raise UsageError(
            "A persona needs a name: the one given is empty.",
            "Such as: twin persona new work-me (letters, digits, '-' and '_').",
            zh=("分身要有一个名字：给的名字是空的。", "比如：twin persona new work-me（只用字母、数字、'-' 和 '_'）。"),
        )
    try:
        return check_name(name)
    except PersonaError as exc:
        raise UsageError(exc.message, exc.hint, zh=exc.zh) from None


def _new(home: "Home", name: str | None, example: str | None, language: str | None) -> None:
    from twin.home import list_personas, look_alike, persona_path
    from twin.persona.history import save_persona, versions
    from twin.persona.new import Draft, example_text, render_persona

    if name is not None:  # given, even empty: never replaced by the example's name, nor asked for
        key = _new_name(name)
    elif example:
        key = _new_name(example)
    else:
        key = _new_name(str(typer.prompt("Persona name (letters, digits, - and _)")).strip())
    if example:
        text = example_text(example)
        source_note = f"from the example {example}"
    path = persona_path(home.personas_dir, key)
    if path.exists():
        raise UsageError(
            f"{path} already exists.",
            f"Choose another name, or edit it: `twin persona edit {key}`.",
            zh=(f"{path} 已经存在。", f"换一个名字，或者编辑它：`twin persona edit {key}`。"),
        )
    meant = look_alike(key, list_personas(home.personas_dir))
    if meant:  # two twins hard to tell apart, and one file on a disk that ignores case (macOS, Windows)
        raise UsageError(
            f"There is a persona called {meant} already; {key!r} differs from it only in case or width.",
            f"Use {meant} (`twin persona edit {meant}`), or choose a name with other letters.",
            zh=(
                f"已经有叫 {meant} 的分身；{key!r} 跟它只差大小写或全角半角。",
                f"就用 {meant}（`twin persona edit {meant}`），或者换一个字母不同的名字。",
            ),
        )
    if not example:
        lang = language or _ask_language(key)
    ask = _QUESTIONS["en" if example else lang]
    if not example:
        display = str(typer.prompt(ask["display"], default=key)).strip() or key
        who = str(typer.prompt(ask["who"], default="", show_default=False)).strip()
        tone = str(typer.prompt(ask["tone"], default="", show_default=False)).strip()
        who = who or ask["i_am"].format(name=display)  # a persona says who it is: a start, to edit later
        text = render_persona(Draft(name=display, language=lang, who=who, tone=tone))
        source_note = "answers to `twin persona new`"
    _, version = save_persona(home, key, text, "new", note=source_note)
    number = ask["version"].format(n=len(versions(home, key))) if version else ""
    typer.echo(ask["created"].format(key=key, number=number))
    typer.echo(ask["next"].format(key=key))


@persona_app.command()
def edit(
    name: Annotated[str, typer.Argument(autocompletion=persona_names, metavar="PERSONA", help="The persona to edit.")],
) -> None:
    """Open a persona in $VISUAL or $EDITOR; saved only when valid, reopened with the problems otherwise."""
    from twin.home import persona_path
    from twin.persona.edit import edit_persona, editor_command, run_editor
    from twin.persona.history import versions
    from twin.persona.model import no_persona

    home = resolve_home()
    speaking_of(home, name)
    if not persona_path(home.personas_dir, name).exists():
        raise no_persona(home.personas_dir, name)  # before the editor: there is nothing to open
    command = editor_command()
    chosen = any(os.environ.get(variable, "").strip() for variable in ("VISUAL", "EDITOR"))
    if not chosen and not (sys.stdin.isatty() and sys.stdout.isatty()):  # vi in a pipe: escape codes, then status 1
        raise ConfigError(
            f"No editor for personas/{name}.toml: $VISUAL and $EDITOR are not set, and without a terminal twin "
            "cannot open vi or nano.",
            f"Run it in a terminal, or set EDITOR to a command that edits the file it is given and exits, for "
            f"example: EDITOR=\"sed -i 's/calm/warm/'\" twin persona edit {name}",
            zh=(
                f"没有编辑器可以打开 personas/{name}.toml：$VISUAL 和 $EDITOR 都没有设置，"
                "没有终端的话 twin 也打不开 vi 或 nano。",
                "在终端里运行它，或者把 EDITOR 设成一个编辑给它的文件然后退出的命令，比如："
                f"EDITOR=\"sed -i 's/calm/warm/'\" twin persona edit {name}",
            ),
        )

    zh = error_language() == "zh"  # the persona's, as the file read before it was edited

    def said(key: str, **fields: str) -> str:
        return EDIT_SAYS[key][zh].format(file=f"personas/{name}.toml", **fields)

    def problems_said(n: int) -> str:
        return f"{n} 个问题" if zh else count(n, "problem")

    def show_problems(problems: list[str]) -> None:
        note(said("reopened", problems=problems_said(len(problems))))
        for line in problems:
            note(f"  {line}")

    reopen = sys.stdin.isatty()  # a person at a terminal can fix an invalid save; a script cannot be asked
    outcome = edit_persona(home, name, lambda path: run_editor(command, path), show_problems, reopen=reopen)
    if outcome.status == "saved":
        number = said("version", number=str(len(versions(home, name)))) if outcome.version else ""
        typer.echo(said("saved", version=number))
        return
    if outcome.status == "unchanged":
        typer.echo(said("unchanged"))
    else:
        note(said("not-saved", reason=outcome.reason_in("zh" if zh else "en")))
        for line in outcome.draft_problems or []:
            note(f"  {line}")
        if outcome.draft:
            note(said("draft", draft=str(outcome.draft)))
    if outcome.problems:
        note(said("still", problems=problems_said(len(outcome.problems)), name=name))
    if outcome.status == "abandoned":
        raise typer.Exit(int(ExitStatus.ERROR))
    if outcome.problems:
        raise typer.Exit(int(ExitStatus.CONFIG))


# what `twin persona edit` says, in the persona's language: (English, Chinese); a problem of the file itself is said
# as `twin persona validate` says it, in English (twin/persona/model.py)
EDIT_SAYS = {
    "reopened": ("{file} has {problems}; opening the editor again:", "{file} 有 {problems}；重新打开编辑器："),
    "saved": ("Saved {file}{version}.", "{file} 已保存{version}。"),
    "version": (" as version {number}", "，是第 {number} 版"),
    "unchanged": ("No changes: {file} is as it was.", "没有改动：{file} 保持原样。"),
    "not-saved": ("Nothing saved ({reason}): {file} is as it was.", "什么也没保存（{reason}）：{file} 保持原样。"),
    "draft": ("Your draft is kept in {draft}", "你改的稿子留在 {draft}"),
    "still": ("{file} still has {problems}: `twin persona validate {name}`.",
              "{file} 还有 {problems}：`twin persona validate {name}`。"),
}  # fmt: skip


# -- history, diff, rollback -------------------------------------------------------------


def _current_hash(home: Home, name: str) -> str | None:
    from twin.home import persona_path
    from twin.persona.history import digest_of, read_text

    text = read_text(persona_path(home.personas_dir, name), lossy=True)
    return digest_of(text) if text is not None else None


def _ids(ids: list[str]) -> str:
    if not ids:
        return "0"
    shown = ", ".join(i[:12] for i in ids[:3])
    return f"{len(ids)} ({shown}{', …' if len(ids) > 3 else ''})"


@persona_app.command()
def history(
    name: Annotated[str, typer.Argument(autocompletion=persona_names, metavar="PERSONA", help="The persona.")],
    as_json: JsonOption = False,
) -> None:
    """Every saved version of a persona: when, how (edit, new, rollback, import, observed), which sessions used it."""
    from twin.home import check_name
    from twin.persona.history import sessions_by_hash, versions
    from twin.persona.model import load_persona

    home = resolve_home()
    check_name(name)
    speaking_of(home, name)
    found = versions(home, name)
    used = sessions_by_hash(home, name)
    current = _current_hash(home, name)
    if current is None and not found:
        load_persona(home.personas_dir, name)  # raises "no persona called ..." with the known ones
    numbers = [v["number"] for v in found if v["hash"] == current]
    known = {v["hash"] for v in found}
    unknown = {h: ids for h, ids in used.items() if h not in known}
    if as_json:
        payload = {
            "persona": name,
            "current_hash": current,
            "current_version": numbers[-1] if numbers else None,
            "versions": [_row(v, used) for v in found],
            "sessions_with_unrecorded_versions": unknown,
        }
        typer.echo(json_text(payload))
        return
    rows = [_row(v, used) for v in found]
    if not rows:
        from twin.cli.app import error_language

        note(
            f"{name} 还没有记下的版本；下次聊天、编辑或回滚时会记下一个。"
            if error_language() == "zh"
            else f"No versions of {name} are recorded yet; one is recorded at the next chat, edit or rollback."
        )
    else:
        print_table(
            ["#", "TIME", "SOURCE", "HASH", "SESSIONS", "NOTE"],
            [[str(r["number"]), when(r["ts"]), r["source"], r["hash"], _ids(r["sessions"]), r["note"]] for r in rows],
        )
    if current is None:
        note(f"personas/{name}.toml does not exist now.")
    elif numbers:
        note(f"The file is version {numbers[-1]}.")
    elif found:
        note(f"The file has changed since version {found[-1]['number']}; the change is kept at the next chat or edit.")
    for persona_hash, ids in unknown.items():
        note(f"{count(len(ids), 'session')} used a version that is not in the history ({persona_hash}).")


def _row(version: dict[str, Any], used: dict[str, list[str]]) -> dict[str, Any]:
    row = {k: version.get(k, "") for k in ("number", "ts", "source", "hash", "note")}
    return row | {"sessions": used.get(version["hash"], [])}


@persona_app.command("diff")
def diff_command(
    name: Annotated[str, typer.Argument(autocompletion=persona_names, metavar="PERSONA", help="The persona.")],
    old: Annotated[
        str, typer.Argument(metavar="A", help="A version: number, hash prefix, previous, latest, current.")
    ] = "previous",
    new: Annotated[str, typer.Argument(metavar="B", help="Another version (current is the file now).")] = "current",
) -> None:
    """Show what changed between two versions (default: the previous one and the file now)."""
    from rich.text import Text

    from twin.home import check_name
    from twin.persona.history import diff

    home = resolve_home()
    check_name(name)
    speaking_of(home, name)
    text = diff(home, name, old, new)
    if not text:
        note(f"No differences between {old} and {new}.")
        return
    out = console()
    if not out.is_terminal:
        typer.echo(safe_text(text), nl=False)
        return
    for line in safe_text(text).splitlines():
        style = ""
        if line.startswith(("+++", "---")):
            style = "bold"
        elif line.startswith("+"):
            style = "green"
        elif line.startswith("-"):
            style = "red"
        elif line.startswith("@@"):
            style = "cyan"
        out.print(Text(line, style=style))


ROLLED_BACK_MASKED = (
    "The voice of that version held words you asked to forget: they are masked in personas/{name}.toml as it was "
    "written back. The earlier versions still hold them (`twin persona history {name}`); `twin memory purge` cuts "
    "them out.",
    "那个版本的语气里有你要求忘掉的字：写回 personas/{name}.toml 时已经遮住了。之前的版本里还留着它们"
    "（`twin persona history {name}`）；`twin memory purge` 能把它们删掉。",
)


@persona_app.command("rollback")
def rollback_command(
    name: Annotated[str, typer.Argument(autocompletion=persona_names, metavar="PERSONA", help="The persona.")],
    ref: Annotated[
        str, typer.Argument(metavar="REF", help="The version to go back to: number, hash prefix, previous or latest.")
    ],
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
) -> None:
    """Write an earlier version back as the persona file; the history keeps every version, this one included."""
    from twin.home import check_name
    from twin.persona.history import find_version, rollback, versions

    home = resolve_home()
    check_name(name)
    speaking_of(home, name)
    if ref.strip().lower() == "current":
        raise UsageError(
            f"`current` is personas/{name}.toml as it is now: there is nothing to roll back to.",
            f"Name an earlier version: a number, a hash prefix, previous or latest (`twin persona history {name}` "
            "lists them).",
            zh=(
                f"`current` 就是现在的 personas/{name}.toml：没有可以回滚到的版本。",
                f"指定一个更早的版本：编号、哈希前缀、previous 或 latest（`twin persona history {name}` 会列出来）。",
            ),
        )
    version = find_version(home, name, ref)
    label = f"version {version['number']} ({when(version['ts'])}, {version['source']})"
    if version["hash"] == _current_hash(home, name):
        typer.echo(f"personas/{name}.toml already has the text of {label}; nothing to do.")
        return
    try:
        confirmed = yes or typer.confirm(
            f"Replace personas/{name}.toml with {label}? The current text stays in the history"
        )
    except typer.Abort:  # no answer to be had (a pipe, a script)
        confirmed = False
    if not confirmed:
        note(f"Nothing changed. (`twin persona rollback {name} {ref} --yes` does it without asking.)")
        raise typer.Exit(int(ExitStatus.ERROR))
    persona, masked = rollback(home, name, version["number"])
    typer.echo(f"Rolled personas/{name}.toml back to {label}; it is now version {len(versions(home, name))}.")
    if masked:  # said in the persona's language, as `/forget` says the voice was masked (twin/chat/words.py)
        typer.echo(ROLLED_BACK_MASKED[persona.language == "zh"].format(name=name))
