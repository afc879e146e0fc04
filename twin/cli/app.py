"""The `twin` command: global options, the command groups, and the one error handler."""

# No `from __future__ import annotations` in the command modules typer reads at every start (an eval each).

import importlib
import os
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn, Optional

import typer
from typer._click.exceptions import ClickException  # typer 0.28 carries its own click: not `click`'s class
from typer.core import TyperGroup

from twin.errors import ExitStatus, TwinError

if TYPE_CHECKING:
    from typer._click import Context as ClickContext  # typer carries its own click: its groups make these

    from twin.home import Home


class ReaderGone(Exception):
    """The reader of our output went away (`twin sessions list | head -1`), carried to `main`, which ends quietly:
    click and typer meet a broken pipe with exit status 1 of their own, so it must not reach them as one."""


class TwinGroup(TyperGroup):
    """The root group: turns a TwinError into its message, hint and exit status.

    Two more are caught here, as a last net under every command: a file the disk or the permissions would not
    let us write (a full disk, a read-only home) is a storage error like those the store raises, and a reader
    that went away goes on to `main` as `ReaderGone`. With --json, every error (click's own, a command called
    wrongly, too) is also one JSON object on stdout (`json_error`).
    """

    def make_context(
        self, info_name: Optional[str], args: list[str], parent: Optional["ClickContext"] = None, **extra: Any
    ) -> "ClickContext":
        if parent is None:
            args = hoisted(args)
            STATE.json = wants_json(args)
            STATE.args = list(args)
            STATE.language = None
            STATE.home_twin = None
        try:
            return super().make_context(info_name, args, parent, **extra)
        except BrokenPipeError:  # `twin --help | head -1`: the root's own options are read here
            raise ReaderGone from None
        except ClickException as exc:  # the root's own options, read wrongly (`twin --hme x memory facts --json`)
            json_error(exc.format_message(), _click_hint(exc), exc.exit_code)
            raise

    def invoke(self, ctx: typer.Context) -> object:  # type: ignore[override]
        try:
            return super().invoke(ctx)
        except TwinError as error:
            self._fail(ctx, error)
        except ClickException as exc:  # a command called wrongly (a missing argument, an unknown option): click says it
            taken = _taken_for_persona(exc) or _command_elsewhere(exc)
            if taken is not None:
                self._fail(ctx, taken)
            json_error(exc.format_message(), _click_hint(exc), exc.exit_code)
            raise
        except BrokenPipeError:  # before the net below: a reader that stopped reading is no storage problem
            raise ReaderGone from None
        except OSError as exc:  # a full disk, a read-only home, a failing disk, a file that went meanwhile
            from twin.store.jsonl import storage_error

            self._fail(ctx, _output_full(exc) or storage_error(Path(exc.filename or "a file"), exc))
        except KeyboardInterrupt:  # (JSON's message stays English, as every error's does)
            print("\n已中断。" if error_language() == "zh" else "\nInterrupted.", file=sys.stderr)
            json_error("Interrupted.", "", ExitStatus.INTERRUPTED)
            ctx.exit(int(ExitStatus.INTERRUPTED))
        except (typer.Exit, typer.Abort):  # how click ends a command, with its status
            raise
        except Exception as exc:  # a bug of ours: one sentence and the way to the traceback, not the traceback
            if isinstance(exc, UnicodeEncodeError) and (undecoded := _not_utf8(STATE.args)):
                from twin.errors import UsageError

                self._fail(ctx, UsageError(
                    f"The argument '{undecoded}' is not UTF-8 text: twin reads the words it is given as UTF-8.",
                    "Type it again in a terminal set to UTF-8 (`locale` shows it), or pass the file that holds it.",
                    zh=(f"参数 '{undecoded}' 不是 UTF-8 文本：twin 按 UTF-8 读它收到的字。",
                        "在设成 UTF-8 的终端里重新输入（`locale` 可以查看），或者改为给出存着它的文件。"),
                ))  # fmt: skip
            self._fail(
                ctx,
                TwinError(
                    f"twin stopped on an unexpected error ({_named(exc)}).",
                    "This is a bug in twin. What was written before it stays written. Run the same command with"
                    " --debug to see where it happened, and report it with that output.",
                    zh=(
                        f"twin 因为一个意外的错误停下了（{_named(exc)}）。",
                        "这是 twin 的 bug。之前写下的都还在。加上 --debug 再运行同一个命令，看看它出在哪里，"
                        "然后带着那段输出报告它。",
                    ),
                ),
            )
        return None  # not reached: ctx.exit raises

    @staticmethod
    def _fail(ctx: typer.Context, error: TwinError) -> None:
        if STATE.debug:
            import traceback

            traceback.print_exc()
        report(error)
        json_error(error.message, error.hint, error.exit_status)
        ctx.exit(int(error.exit_status))


app = typer.Typer(
    cls=TwinGroup,
    name="twin",
    help="A local-first digital twin with narrative memory: chat with a persona that remembers.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
    rich_markup_mode=None,
)


@dataclass
class State:
    """Options every command shares."""

    home: Optional[Path] = None
    debug: bool = False
    json: bool = False  # --json was given: an error is JSON on stdout too
    args: list[str] = field(default_factory=list)  # the command line, as given
    language: Optional[str] = None  # that of the twin the command is about (`twin.cli.workspace.speaking`), once known
    home_twin: Optional[tuple["Home", str]] = None  # the home's own twin, once the home is read (`error_language`)


STATE = State()


@app.callback(invoke_without_command=True)
def _root(
    ctx: typer.Context,
    home: Annotated[
        Optional[str],  # not a Path: click would read "" as ".", the current directory
        typer.Option(
            "--home",
            metavar="PATH",
            help="The twin home folder (else $TWIN_HOME, ./personas, or the user data folder).",
        ),
    ] = None,
    debug: Annotated[bool, typer.Option("--debug", help="Show tracebacks for errors.")] = False,
    version: Annotated[bool, typer.Option("--version", help="Show the version and exit.")] = False,
) -> None:
    if version:
        from twin import __version__

        typer.echo(f"twin {__version__}")
        raise typer.Exit()
    if ctx.invoked_subcommand is None:
        typer.echo(ctx.get_help())
        raise typer.Exit()
    STATE.debug = debug or bool(os.environ.get("TWIN_DEBUG"))
    if home is not None and not home.strip():
        from twin.errors import UsageError

        # before any twin is known: English
        raise UsageError("--home is empty.", "Give the twin home folder, or leave --home out.")
    STATE.home = Path(home) if home is not None else None


def wants_json(args: Sequence[str]) -> bool:
    """Whether the command line asks for JSON: `--json` before any `--` (every --json of twin is a flag)."""
    for arg in args:
        if arg == "--":
            return False
        if arg == "--json":
            return True
    return False


def json_error(message: str, hint: str, status: int) -> None:
    """With --json, an error as one JSON object on stdout, beside its lines on stderr: {"error": {"message",
    "hint", "exit", "kind"}}, `kind` the exit status's name (usage, config, model, storage, conflict, ...)."""
    if not STATE.json:
        return
    from twin.cli.output import json_text

    try:
        print(json_text({"error": error_object(message, hint, status)}), flush=True)
    except BrokenPipeError:  # nobody reads the JSON: the error's own exit status still stands, not ReaderGone's 0
        quiet_stdout()


def error_object(message: str, hint: str, status: int) -> dict[str, Any]:
    """The `error` of a --json output: {"message", "hint", "exit", "kind"}, `kind` the exit status's name. A command
    that did part of its work before it failed prints it beside what it did (`twin voice learn`)."""
    try:
        kind = ExitStatus(status).name.lower()
    except ValueError:  # (click's own statuses are 1 and 2)
        kind = "error"
    return {"message": message, "hint": hint, "exit": int(status), "kind": kind}


def fail_shown(error: TwinError) -> NoReturn:
    """End a command whose output already holds `error` (with --json, beside what it did): the error on stderr, as
    every error is, and its exit status, without a second JSON object."""
    report(error)
    raise typer.Exit(int(error.exit_status))


def _click_hint(exc: "ClickException") -> str:
    """What click adds under its error: how to see the command's help."""
    ctx = getattr(exc, "ctx", None)
    if ctx is None:
        return ""
    option = ctx.help_option_names[0] if ctx.help_option_names else "--help"
    return f"Try '{ctx.command_path} {option}' for help."


def _taken_for_persona(exc: "ClickException") -> TwinError | None:
    """`twin memory why 城市`: the one word given was read as the persona, and click says "Missing argument 'FACT'"
    of what was given. When that word names no persona of the home, say so, with the command as it was meant."""
    from typer._click.exceptions import MissingParameter

    ctx = getattr(exc, "ctx", None)
    param = getattr(exc, "param", None)
    if not isinstance(exc, MissingParameter) or ctx is None or param is None or param.name == "persona":
        return None
    given = ctx.params.get("persona")
    if not isinstance(given, str) or not given:
        return None
    from twin.errors import UsageError
    from twin.home import list_personas, resolve_home
    from twin.settings import load_settings

    try:
        home = resolve_home(STATE.home)
        settings = load_settings(home)
        names = list_personas(home.personas_dir)
    except Exception:  # noqa: BLE001 - a home that cannot be read: click's own words stand
        return None
    from twin.home import look_alike

    if given in names or not names or look_alike(given, names):
        return None  # (a persona mistyped: "Alice" for alice, as click's words and the command's own say it)
    missing = (param.human_readable_name or "").upper()
    usual = settings.default_persona if settings.default_persona in names else names[0] if len(names) == 1 else ""
    STATE.home_twin = (home, usual) if usual else None  # said in its language, as once the home is read
    persona = usual or "PERSONA"
    words = list(STATE.args)  # the command as given, the persona put before the word read as one
    at = words.index(given) if given in words else len(words)
    meant = " ".join(["twin", *words[:at], persona, *words[at:]])
    return UsageError(
        f"Missing {missing}: {given!r} was read as the persona, and there is no persona called {given!r}.",
        f"Give the persona first: `{meant}`" + ("" if usual else f" (personas: {', '.join(names)})") + ".",
        zh=(
            f"缺少 {missing}：{given!r} 被当成了分身的名字，但没有叫 {given!r} 的分身。",
            f"先写分身的名字：`{meant}`" + ("" if usual else f"（分身：{'、'.join(names)}）") + "。",
        ),
    )


def _command_elsewhere(exc: "ClickException") -> TwinError | None:
    """`twin sessions replay ID`: a command of twin's own typed under another (click says only "No such command
    'replay'"). Said with where it is: `twin replay`."""
    import re

    ctx = getattr(exc, "ctx", None)
    found = re.match(r"No such command '([^']+)'", exc.format_message())
    if ctx is None or found is None or ctx.parent is None:
        return None
    word = found.group(1)
    if word not in COMMANDS:  # (twin's own command words, registered or not yet)
        return None
    from twin.errors import UsageError

    return UsageError(
        f"{ctx.command_path} has no command {word!r}: it is a command of its own, `twin {word}`.",
        f"`twin {word} --help` says how to use it.",
        zh=(
            f"{ctx.command_path} 下没有 {word!r} 这个命令：它是单独的命令 `twin {word}`。",
            f"`twin {word} --help` 会说明用法。",
        ),
    )


def _not_utf8(args: Sequence[str]) -> str:
    """The first argument that held bytes that are not UTF-8 (Python keeps them as lone surrogates), shown with
    those bytes escaped; "" when there is none. Such an argument cannot be written or searched for: a file's name
    may hold them, and works, so they are refused only where they fail."""
    for arg in args:
        if any("\udc80" <= c <= "\udcff" for c in arg):
            return arg.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    return ""


def _named(exc: Exception) -> str:
    """An exception as one line: its kind, and the first line of what it says if it says anything."""
    said = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {said[0]}" if said else type(exc).__name__


def error_language() -> str:
    """The language a command's errors are said in: that of the twin the command is about (`speaking`,
    twin/cli/workspace.py), else, once the home is read, that of the home's own twin (its default_persona, or its
    only persona: `twin sessions show ID` in a home whose twin is Chinese), else English (a bad option, a home that
    cannot be used, a home of several twins and no default)."""
    if STATE.language is not None:
        return STATE.language
    if STATE.home_twin is None:
        return "en"
    from twin.sessions.listing import persona_display

    return persona_display(*STATE.home_twin)[1]  # English when its file does not read


def report(error: TwinError) -> None:
    """One red line and a dim hint on stderr; no traceback unless --debug. In the language errors are said in
    (`error_language`): a Chinese twin's says "错误：" and the error's Chinese where it was given one (else English,
    "Error:" and all); --json's object stays English, a contract for scripts."""
    from rich.console import Console
    from rich.text import Text

    language = error_language()
    message, hint = error.words(language)
    said = "错误：" if language == "zh" and error.zh is not None else "Error: "
    console = Console(stderr=True, highlight=False, soft_wrap=True)
    console.print(Text(said, style="bold red") + Text(message))
    if hint:
        console.print(Text(hint, style="dim"))


# Each command word and the modules that register it (and its subcommands) on `app`: a module of twin/cli/ by its
# name, or one of an outer package by its full name (`twin serve` and `twin mcp` register from twin/serve/, which
# may use the command line's modules while they never import it).
COMMANDS: dict[str, tuple[str, ...]] = {  # in the order `twin --help` lists them (commands first, then groups)
    "chat": ("chat",),
    "sessions": ("sessions",),
    "replay": ("replay",),
    "memory": ("memory", "narrative"),
    "persona": ("persona",),
    "import": ("imports", "imports_chat"),
    "ingest": ("ingest",),
    "voice": ("voice",),
    "index": ("index",),
    "init": ("setup",),
    "doctor": ("setup",),
    "mcp": ("twin.serve.commands",),
    "serve": ("twin.serve.commands",),
}
_ROOT_VALUES = {"--home"}  # root options that take a value


def hoisted(args: list[str]) -> list[str]:
    """`args` with the root's own options moved before the command, wherever they were given: `--debug` and
    `--home PATH` work after the subcommand too (`twin memory facts alice --debug`), as the error messages that
    suggest `--debug` lead people to type them. What follows `--` is left as it is."""
    word = _command_word(args)
    if word is None:
        return args
    at = args.index(word)
    front, rest, moved = list(args[:at]), list(args[at:]), []
    i = 0
    while i < len(rest):
        arg = rest[i]
        if arg == "--":
            break
        if arg == "--debug" or arg.startswith("--home="):
            moved.append(rest.pop(i))
        elif arg == "--home":  # and its value, when there is one (without, the root says it needs one)
            moved += [rest.pop(i)] + ([rest.pop(i)] if i < len(rest) else [])
        else:
            i += 1
    return front + moved + rest


def load_commands(args: Sequence[str] | None = None) -> None:
    """Register the commands `args` asks for: only the modules of its command word, all of them otherwise.

    `twin chat` then imports no module of `twin sessions` or `twin import` (about 40 ms), while
    `twin --help`, shell completion, a mistyped command and `load_commands()` register every one;
    `twin --version` none.
    """
    names = list(dict.fromkeys(module for modules in COMMANDS.values() for module in modules))
    if args is not None and not os.environ.get("_TWIN_COMPLETE"):
        word = _command_word(args)
        if word in COMMANDS:
            names = list(COMMANDS[word])
        elif word is None and "--version" in args and not {"-h", "--help"} & set(args):
            names = []  # `twin --version` needs no command
    for name in names:
        importlib.import_module(name if name.startswith("twin.") else f"twin.cli.{name}")


def _command_word(args: Sequence[str]) -> str | None:
    """The first argument that is not a root option or its value; None when there is none."""
    skip = False
    for arg in args:
        if skip:
            skip = False
        elif arg in _ROOT_VALUES:
            skip = True
        elif arg in ("--", "-h", "--help"):
            return None  # `twin --help chat` is the root's help: it lists every command
        elif not arg.startswith("-"):
            return arg
    return None


SHELLS = ("bash", "zsh", "fish", "powershell", "pwsh")


def _completion_for_a_named_shell(args: list[str]) -> None:
    """`twin --install-completion fish`, `twin --show-completion zsh` (`--install-completion=fish` too, wherever the
    option is among the root's): for the shell named. Typer's options take no shell where they can detect the one
    they run in (they are flags then), and the name was left unread: bash completion was written into ~/.bashrc from
    a bash shell, whatever was asked. Typer's own install and script for the shell named, as its callbacks make
    them; a word that names no shell, or a shell not installed here, is refused."""
    from twin.errors import UsageError

    options = ("--install-completion", "--show-completion")
    for at, arg in enumerate(args):
        option, _, given = arg.partition("=")
        if option not in options:
            continue
        named = given or (args[at + 1] if at + 1 < len(args) and not args[at + 1].startswith("-") else "")
        break
    else:
        return
    if not named:
        return  # the shell it runs in, as typer detects it
    extra = [a for a in args[at + (1 if given else 2) :] if not a.startswith("-")]
    if extra:  # `twin --install-completion bash chat` installed bash's, the word after it unread
        hint = f"`twin {option} {named}` {'prints' if option == '--show-completion' else 'installs'} it."
        said = f"{option} takes a shell, and nothing after it: {' '.join(extra)!r}."
        report(UsageError(said, hint))  # before any twin is known: English
        sys.exit(int(ExitStatus.USAGE))
    shell = named.lower()
    if shell not in SHELLS:
        hint = f"Name one of {', '.join(SHELLS)}, or leave it out for yours."
        report(UsageError(f"{named!r} is not a shell twin completes.", hint))  # before any twin is known: English
        sys.exit(int(ExitStatus.USAGE))
    from typer._completion_shared import get_completion_script, install

    if option == "--show-completion":
        print(get_completion_script(prog_name="twin", complete_var="_TWIN_COMPLETE", shell=shell))
        sys.exit(0)
    try:
        installed, path = install(shell=shell, prog_name="twin", complete_var="_TWIN_COMPLETE")
    except (OSError, subprocess.CalledProcessError) as exc:  # PowerShell's profile is asked of pwsh itself
        report(UsageError(  # before any twin is known: English
            f"Could not install {shell} completion: {getattr(exc, 'strerror', None) or exc}.",
            f"Is {shell} installed here? `twin --show-completion {shell}` prints the script to install yourself.",
        ))  # fmt: skip
        sys.exit(int(ExitStatus.USAGE))
    print(f"{installed} completion installed in {path}\nCompletion will take effect once you restart the terminal")
    sys.exit(0)


def main() -> None:
    """Entry point of the console script."""
    if not _standard_streams():
        from twin.errors import UsageError

        report(UsageError(  # before any twin is known: English
            "Standard output is closed (>&-): twin has nowhere to write, so it did nothing.",
            "Send it to a file or to /dev/null instead (> /dev/null).",
        ))  # fmt: skip
        sys.exit(int(ExitStatus.USAGE))
    _usable_time_zone()
    _completion_for_a_named_shell(sys.argv[1:])
    load_commands(sys.argv[1:])
    try:
        app()
    except SystemExit:  # how every command ends (click's standalone mode), with its status
        try:
            sys.stdout.flush()  # what is still buffered goes now, where a reader that went away can be met
        except BrokenPipeError:
            quiet_stdout()  # the command's status stands: it did its work, the reader took what it wanted
        raise
    except ReaderGone:
        # A reader that stops reading (`twin sessions list | head -1`, a pager quit early) is not an error: it took
        # what it wanted, and twin stops quietly with 0, as ripgrep and fd do. Not 1 (Python's and click's way),
        # which the README gives to errors; nor 141, the status of a C tool that SIGPIPE killed, which
        # `set -o pipefail` counts as a failure although nothing went wrong. What was written stays written: a
        # chat's turns are on disk before its reply is shown.
        quiet_stdout()
        if "chat" in STATE.args[:3] and not sys.stdin.isatty():  # what a piped chat had not read yet is dropped: said
            try:
                print("twin chat: the reader of the replies went away, so the chat stopped; what came after on its "
                      "input was not read (the turns before are on disk).", file=sys.stderr, flush=True)  # fmt: skip
            except OSError:
                pass
        sys.exit(int(ExitStatus.OK))


def _standard_streams() -> bool:
    """Make the three standard streams usable; False when standard output was closed (`twin ... >&-`).

    A closed descriptor gets the null device: else the first file twin opens would take its number, and what is
    written to "stderr" would land in a memory file. A closed stdin reads as empty, a closed stderr loses its
    messages (the exit status still tells), and a closed stdout is refused before any work, as GNU tools refuse
    it: a chat's reply would be shown to no one yet recorded as heard. Text that the streams' encoding cannot
    hold (PYTHONIOENCODING=ascii and Chinese) is written as backslash escapes, not a crash.
    """
    closed = []
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            closed.append(fd)
    for fd in closed:
        null = os.open(os.devnull, os.O_RDWR)
        if null != fd:
            os.dup2(null, fd)
            os.close(null)
    for name, fd, mode in (("stdin", 0, "r"), ("stdout", 1, "w"), ("stderr", 2, "w")):
        stream = getattr(sys, name)
        if stream is None:  # Python sets None for a descriptor closed at its start
            setattr(sys, name, open(fd, mode, encoding="utf-8", errors="backslashreplace", closefd=False))
        elif mode == "w" and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    return 1 not in closed


def _usable_time_zone() -> None:
    """UTC, with a notice, when the local time zone is one Python's clock cannot hold: TZ=UTC+24, which the C library
    takes (an offset of a day or more), made every command "a bug in twin" and lost a chat's message."""
    from datetime import datetime

    try:
        datetime.now().astimezone()
    except (ValueError, OverflowError):
        import time

        print(
            f"twin: TZ={os.environ.get('TZ', '')!r} is a time zone a day or more from UTC, which twin cannot use: it "
            "uses UTC. Set TZ to a zone such as Europe/Berlin or UTC-10.",
            file=sys.stderr,
        )
        os.environ["TZ"] = "UTC"
        time.tzset()


def quiet_stdout() -> None:
    """Point stdout at the null device: Python flushes it once more at exit, and a broken pipe there would print
    "Exception ignored ... BrokenPipeError" (the recipe of Python's documentation, on SIGPIPE)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


def _output_full(exc: OSError) -> TwinError | None:
    """The error of a full device that standard output goes to (`> /dev/full`): no disk of the home's is full, and
    "free some space" sent the person looking for room they have. None for any other failure."""
    import errno
    import stat

    if exc.filename is not None or exc.errno != errno.ENOSPC:
        return None
    try:
        target = os.readlink("/proc/self/fd/1")
        if not stat.S_ISCHR(os.stat(target).st_mode) or target == "/dev/null" or os.isatty(1):
            return None  # (a terminal or /dev/null takes whatever is written: the full disk is another's)
    except OSError:
        return None
    from twin.errors import StorageError

    return StorageError(
        f"Could not write to standard output ({target}): no space is left on it.",
        "Send the output to a file on a disk with room, or to a program (| less); nothing twin keeps was lost.",
        zh=(
            f"没能写到标准输出（{target}）：它上面没有空间了。",
            "把输出发到有空间的磁盘上的文件，或者交给一个程序（| less）；twin 保存的东西都没有丢。",
        ),
    )
