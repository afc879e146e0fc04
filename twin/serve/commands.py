"""`twin serve` (and `twin serve token`) and `twin mcp`: the twin as a service, registered on the `twin` command.

uvicorn, starlette and the MCP SDK are the `serve` extra; they are imported inside the commands only, and a
missing one is said in one sentence with the pip command that installs it.
"""

# No `from __future__ import annotations`: typer reads these annotations at every start.

import math
import os
import sys
import threading
import time
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from twin.cli.app import STATE, app
from twin.cli.workspace import persona_names, user_name
from twin.errors import StorageError, TwinError

if TYPE_CHECKING:
    from twin.home import Home
    from twin.persona.model import Persona

serve_app = typer.Typer(
    name="serve",
    help="Serve twins through an OpenAI-compatible HTTP API (and their memory over MCP at /mcp).",
    invoke_without_command=True,
    subcommand_metavar="[COMMAND [ARGS]...]",  # `twin serve` runs on its own: `token` is the only command, optional
    rich_markup_mode=None,
)
app.add_typer(serve_app, name="serve")

EXTRA = {"uvicorn": "uvicorn", "starlette": "starlette", "mcp": "mcp"}  # module -> the package that brings it


def require_extra(*modules: str) -> None:
    """Raise a TwinError naming the pip command that installs the `serve` extra when one of `modules` is missing.
    Each is looked for, not imported: `twin serve` imports the MCP SDK only at its first /mcp request."""
    from importlib.util import find_spec

    missing = [EXTRA.get(module, module) for module in modules if find_spec(module) is None]
    if missing:
        raise TwinError(
            f"This command needs {', '.join(missing)}, which {'is' if len(missing) == 1 else 'are'} not installed: "
            f"install twin's serve extra with `{sys.executable} -m pip install 'twin[serve]'`.",
            "From a clone of twin: `pip install -e '.[serve]'`.",
        )


class Log:
    """The server's log on stderr: one line a request, and what memory work tells; from any thread."""

    def __init__(self, *, messages: bool) -> None:
        self.messages = messages
        self._lock = threading.Lock()

    def __call__(self, line: str) -> None:
        stamp = time.strftime("%H:%M:%S")
        with self._lock:
            try:
                print(f"{stamp} {line}", file=sys.stderr, flush=True)
            except OSError:  # the terminal it ran in is gone (SIGHUP: EIO): the log has no reader, the work goes on
                pass

    def notice(self, persona: str):  # type: ignore[no-untyped-def]
        """What a twin's memory worker tells: a fact it remembered repeats what was said, so only when asked."""
        from twin.narrative.worker import holds_words
        from twin.textsafe import safe_text

        def tell(text: str) -> None:
            if self.messages or not holds_words(text):
                self(f"{persona}: {safe_text(text)}")

        return tell


def servable(home: "Home", names: list[str], *, named: bool, log: Log) -> "list[Persona]":
    """The personas of `names` that load. Without --persona (`named` false) one that does not load (an unfinished
    draft) is left out with one line in the log saying why and what to do, so one bad file does not keep the other
    twins from being served. A persona named with --persona must load, and at least one must in any case."""
    from twin.errors import ConfigError, PersonaError
    from twin.persona.model import load_persona

    personas, failed = [], {}
    for name in names:
        try:
            personas.append(load_persona(home.personas_dir, name))
        except PersonaError as exc:
            if named:
                raise
            failed[name] = exc
    if not personas and len(failed) == 1:  # the home's only persona: its error whole, as `twin chat` says it
        raise next(iter(failed.values()))
    for name, error in failed.items():
        why = error.message.splitlines()[0].rstrip(":.")  # "…/draft.toml has 2 problems": validate lists them
        log(f"warning: {name} is not served: {why}. See what to fix with `twin persona validate {name}`, then "
            "restart twin serve to serve it.")  # fmt: skip
    if not personas:
        raise ConfigError(
            f"None of the {len(failed)} personas in {home.personas_dir} is valid, so there is no twin to serve.",
            f"`twin persona validate NAME` lists what to fix in each of {', '.join(names)}.",
        )
    return personas


def served_read_only(error: StorageError) -> StorageError:
    """`error`, met in a home nothing may be written in, with the way to serve its twins all the same: read-only."""
    more = "To serve the twins as they are, writing nothing: `twin serve --as-of now`."
    more_zh = "想不写任何东西、照原样提供这些 twin：`twin serve --as-of now`。"
    zh = (error.zh[0], error.zh[1] + more_zh) if error.zh else None
    return StorageError(error.message, f"{error.hint} {more}".strip(), zh=zh, read_only=True)


@serve_app.callback(invoke_without_command=True)
def serve(
    ctx: typer.Context,
    persona: Annotated[
        Optional[list[str]],
        typer.Option(
            "--persona",
            "-p",
            autocompletion=persona_names,
            help="A twin to serve (repeat for several; default: every persona).",
        ),
    ] = None,
    host: Annotated[
        Optional[str], typer.Option("--host", help="The address to listen on (default 127.0.0.1: this machine only).")
    ] = None,
    port: Annotated[Optional[int], typer.Option("--port", help="The port (default 8765; 0: any free one).")] = None,
    idle_minutes: Annotated[
        Optional[float],
        typer.Option("--idle-minutes", help="End a conversation (and write its chapter) after this long unused."),
    ] = None,
    as_of: Annotated[
        Optional[str],
        typer.Option("--as-of", help="Serve the twins as their memory stood then (DATE); read-only."),
    ] = None,
    log_messages: Annotated[
        bool, typer.Option("--log-messages", help="Also log what was said (the log never holds it otherwise).")
    ] = False,
    grace: Annotated[
        float, typer.Option("--grace", help="Seconds replies in flight may take to finish when the server stops.")
    ] = 10.0,
) -> None:
    """Serve twins through an OpenAI-compatible API: each persona is a model. Every request needs the token.

    Point any OpenAI client at http://127.0.0.1:8765/v1 with `twin serve token` as its key.
    """
    if ctx.invoked_subcommand is not None:
        return
    from twin.cli.workspace import open_settings
    from twin.serve.token import TokenCheck, ensure_token

    if host is not None and not host.strip():  # it listened on twin.toml's host; an empty one there is refused too
        from twin.errors import UsageError

        raise UsageError("--host is empty.", "Give an address of this machine (127.0.0.1), or leave --host out.")
    home, settings = open_settings()
    if os.path.lexists(home.serve_token_path):  # one that holds none is said at once, before the server's imports
        ensure_token(home)  # (a token is made below, once the server can start: a failed start makes none)
    require_extra("uvicorn", "starlette", "mcp")
    from twin.clock import parse_date
    from twin.errors import ConfigError, UsageError
    from twin.home import list_personas
    from twin.llm.reach import check_reachable
    from twin.persona.history import record_version
    from twin.serve.api import Service, build_app
    from twin.serve.mcp import mounted
    from twin.serve.server import address_of, bind, is_loopback, run
    from twin.serve.twins import ServedTwin

    at = parse_date(as_of) if as_of is not None else None
    names = list(dict.fromkeys(persona or list_personas(home.personas_dir)))
    if not names:
        raise ConfigError(
            f"No personas in {home.personas_dir} (home chosen by {home.reason}).",
            "Run `twin init` to create a home with two example personas.",
        )
    idle = settings.serve.idle_minutes if idle_minutes is None else idle_minutes
    if not math.isfinite(idle) or idle <= 0 or not math.isfinite(grace) or grace < 0:  # nan and inf are floats too
        raise UsageError(
            "--idle-minutes must be a number of minutes more than 0, --grace a number of seconds 0 or more.",
            "twin serve --idle-minutes 30 --grace 10",
        )
    log = Log(messages=log_messages)
    personas = servable(home, names, named=bool(persona), log=log)
    twins = {}
    try:
        for chosen in personas:
            if at is None:
                record_version(home, chosen, "observed")
            twins[chosen.key] = ServedTwin(home, settings, chosen, as_of=at, log=log, notice=log.notice(chosen.key))
    except (StorageError, OSError) as exc:  # a home nothing may be written in (a read-only disk, a backup mounted
        # so) can still be served read-only, once it has its token (`twin serve token` cannot make one there)
        if at is not None or not os.path.lexists(home.serve_token_path):
            raise
        from pathlib import Path

        from twin.store.jsonl import storage_error

        error = exc if isinstance(exc, StorageError) else storage_error(Path(exc.filename or "a file"), exc)
        if not error.read_only:
            raise
        raise served_read_only(error) from None
    for endpoint in {t.endpoint.base_url: t.endpoint for t in twins.values()}.values():
        try:
            check_reachable(endpoint)
        except TwinError as exc:  # the server starts all the same: each request says what is wrong
            log(f"warning: {exc.message} {exc.hint}")
    _, created = ensure_token(home)
    sock = bind(host or settings.serve.host, settings.serve.port if port is None else port)
    bound_host, bound_port = address_of(sock)
    shown = f"[{bound_host}]" if ":" in bound_host else bound_host
    if not is_loopback(bound_host):
        log(
            f"warning: listening on {bound_host}, which other machines can reach: anyone who has the token can talk "
            "with these twins and read their memory. Put the server behind HTTPS (docs/serve.md), or use --host "
            "127.0.0.1."
        )

    def announce() -> None:
        mode = f", read-only as of {at:%Y-%m-%d %H:%M}" if at else ""
        made = "a token was made for it" if created else "the token"
        where = f"http://{shown}:{bound_port}"
        log(f"twin serve: {', '.join(twins)} at {where}/v1{mode} (MCP at {where}/mcp; {made}: `twin serve token`)")

    service = Service(
        twins=twins,
        token=TokenCheck(home.serve_token_path),
        log=log,
        idle_seconds=idle * 60,
        max_request_bytes=settings.serve.max_request_kb * 1024,
        log_messages=log_messages,
        allow_origins=settings.serve.allow_origins,
        as_of=at,
        announce=announce,
        grace=grace,
    )
    default = settings.default_persona if settings.default_persona in twins else next(iter(twins))
    service.mounts = mounted(home, settings, twins, default)
    run(build_app(service), sock, grace=grace, head_seconds=settings.serve.header_seconds, stopping=service.stopping)


@serve_app.command("token")
def token_command(
    rotate: Annotated[bool, typer.Option("--rotate", help="Replace it: the old one stops working at once.")] = False,
) -> None:
    """Show the token every request to `twin serve` must carry (Authorization: Bearer TOKEN); made if there is none."""
    from twin.cli.workspace import home
    from twin.serve.token import ensure_token, rotate_token

    where = home()
    if rotate:
        had = os.path.lexists(where.serve_token_path)
        token = rotate_token(where)
        typer.echo(token)
        if had:
            typer.echo(
                "The old token no longer works; running servers take the new one at their next request.", err=True
            )
        else:
            typer.echo(f"Made a new token, kept in {where.serve_token_path} (readable by you only).", err=True)
        return
    token, created = ensure_token(where)
    typer.echo(token)
    if created:
        typer.echo(f"Made a new token, kept in {where.serve_token_path} (readable by you only).", err=True)


@app.command("mcp")
def mcp_command(
    persona: Annotated[
        Optional[str],
        typer.Argument(
            autocompletion=persona_names,
            metavar="PERSONA",
            help="The twin whose memory to lend (default: default_persona, or the only one).",
        ),
    ] = None,
    user: Annotated[
        Optional[str],
        typer.Option("--user", "-u", help="Whose words `tell` records (default: `user` in twin.toml)."),
    ] = None,
    as_of: Annotated[
        Optional[str], typer.Option("--as-of", help="Lend the memory as it stood then (DATE); read-only.")
    ] = None,
) -> None:
    """Lend a twin's memory to another agent over MCP on stdio: recall, facts, history, why, search_sessions, tell.

    In an MCP client's configuration: {"command": "twin", "args": ["mcp", "alice"]}
    """
    require_extra("mcp")
    from twin.cli.workspace import choose_persona, open_settings
    from twin.clock import parse_date
    from twin.serve.mcp import serve_stdio

    home, settings = open_settings()
    chosen = choose_persona(home, settings, persona)  # first: what was asked wrongly is said in its language
    at = parse_date(as_of) if as_of is not None else None
    user = user_name(user)
    serve_stdio(home, settings, chosen, user=user or settings.user, as_of=at, debug=STATE.debug)
