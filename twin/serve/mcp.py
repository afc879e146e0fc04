"""Lending a twin's memory to other agents over the Model Context Protocol (the official SDK's `MCPServer`).

`twin mcp PERSONA` speaks it over stdio; `twin serve` at /mcp (the default twin) and /mcp/<persona>, behind its
token. The tools read memory the way `twin memory ...` does (the same functions, so the same answers as its
`--json`): recall, facts, history, why, search_sessions. The one tool that adds to memory, `tell`, records a
statement as a turn of the person's and runs the extraction a chat runs after an exchange, through the same
grounding; no tool writes a fact. Resources: the persona (the twin's self-knowledge) and its latest chapters,
with what the person asked to forget masked as in every context.
"""

from __future__ import annotations

import asyncio
import functools
import json
import threading
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from twin.clock import local_minute, to_iso
from twin.errors import TwinError, UsageError
from twin.home import Home
from twin.persona.model import Persona
from twin.settings import Settings

if TYPE_CHECKING:  # the SDK is imported where it is used: `twin serve` starts without it (`Mount`)
    from mcp.server.mcpserver import MCPServer
    from pydantic import ValidationError

    from twin.facts.masks import Masks
    from twin.facts.model import Step, UnnamedFact
    from twin.facts.store import FactStore
    from twin.narrative.extraction import Outcome
    from twin.serve.twins import ServedTwin

Teller = Callable[[str], Awaitable["Outcome | None"]]
LIMIT = 10  # items of each kind a search returns
CHAPTERS = 5  # chapters the chapters resource holds
TELL_CHARS = 4000  # the longest statement `tell` records: a statement, not a document
# How long `twin mcp` gives its session's chapter once the client closed stdin: a client then waits for the process
# to end, and stops it when it does not (the SDK's client after 2 seconds); what is not done by then is owed. A
# chapter with a fast model takes 30 ms here, and more than 0.5 s on a loaded machine (a CI run); the process then
# ends at once (`serve_stdio`), so the wait can take most of the client's 2 seconds
EXIT_SECONDS = 1.5


def outcome_data(outcome: Outcome | None) -> dict[str, Any]:
    """What an extraction of a told statement kept and rejected (with each rejection's reason)."""
    if outcome is None:
        return {"status": "not_extracted", "kept": [], "rejected": []}
    return {
        "status": outcome.status,
        "error": outcome.error or None,
        "kept": [{"op": op, "fact": fact.to_dict()} for op, fact in outcome.written],
        "rejected": outcome.rejected,
    }


class Memory:
    """One twin's memory as the tools see it: the reads of `twin memory` (what the person asked to forget masked in
    each, as in every context), and `tell`."""

    def __init__(
        self,
        home: Home,
        settings: Settings,
        persona: Callable[[], Persona],
        *,
        teller: Teller | None,
        as_of: datetime | None,
    ) -> None:
        self.home = home
        self.settings = settings
        self._persona = persona
        self.teller = teller
        self.as_of = as_of  # the time coordinate reads default to (`--as-of`)
        self.key = persona().key
        self.twin_dir = home.twin_dir(self.key)

    @property
    def persona(self) -> Persona:
        """The persona as it is now: an edit of its file is taken as `twin serve` takes it (twin/persona/history.py
        `LivePersona`)."""
        return self._persona()

    def _at(self, as_of: str | None) -> datetime | None:
        """The time a read is as of: the one asked, but never after the time this memory is lent as of (`--as-of`):
        "now" asked of a memory lent as of last month is last month."""
        from twin.clock import parse_date

        asked = parse_date(as_of) if as_of else None
        if asked is None or (self.as_of is not None and asked > self.as_of):
            return self.as_of
        return asked

    def _masked(
        self, data: dict[str, Any], at: datetime | None = None, store: FactStore | None = None
    ) -> dict[str, Any]:
        """`data` with the words of every forgotten fact masked, as memory shows them as of `at` (twin/facts/store.py
        `masks`), read from `store` when the tool has one open."""
        from twin.credentials import hidden_in
        from twin.facts.masks import placeholder
        from twin.facts.scrub import secret_values
        from twin.facts.store import FactStore

        facts = store or FactStore(self.twin_dir)
        try:
            masks = facts.masks(at or self.as_of)
            values = secret_values(facts)
            gone = facts.forgotten_ids()
        finally:
            if store is None:
                facts.close()
        # and a secret a history written before twin kept them out still holds, until `twin doctor --repair`
        found: dict[str, Any] = hidden_in(masks.data(_unlinked(data, gone), placeholder(self.persona.language)), values)
        return found

    def _secret_values(self) -> list[str]:
        from twin.facts.scrub import secret_values
        from twin.facts.store import FactStore

        facts = FactStore(self.twin_dir)
        try:
            return secret_values(facts)
        finally:
            facts.close()

    def _unnamed(self, exc: UnnamedFact, store: FactStore) -> TwinError:
        """The store's error for a name or an id that names no fact, or several, as this memory is lent: it lists the
        candidates with their values, as the owner's command line shows them, forgotten ones too; here their words
        are masked, as in every answer of a tool. Not the name the agent gave, which is its own: masked, "No fact
        named '[forgotten]'" for a guess of a forgotten value, and "'Paris'" for any other, told it which it was."""
        given = repr(exc.ref)
        said = self._masked({"message": exc.message.replace(given, _GIVEN), "hint": exc.hint}, store=store)
        return TwinError(said["message"].replace(_GIVEN, given), said["hint"])

    def _never_held(self, key: str, store: FactStore) -> TwinError:
        """The error for a key or a name none of whose values the agent may see (each was forgotten), as for one
        never said: an empty history told it that there had been one."""
        from twin.cli.memory import key_as_asked, no_facts_about, parse_key
        from twin.facts.model import UnnamedFact

        text = key.strip()
        if "." in text or "/" in text:
            subject, attribute = parse_key(text)
            return no_facts_about(store, key_as_asked(subject, attribute, text))
        try:  # a name: what naming a fact that holds then says of one that does not
            store.named(text, (self.settings.user or "user", "user"), self.as_of)
        except UnnamedFact as exc:
            return self._unnamed(exc, store)
        return no_facts_about(store, text)

    def _masks(self) -> Masks:
        """What the person asked to forget, as every answer masks it (as of the time this memory is lent as of)."""
        from twin.facts.store import FactStore

        facts = FactStore(self.twin_dir)
        try:
            return facts.masks(self.as_of)
        finally:
            facts.close()

    def recall(self, query: str, as_of: str | None = None) -> dict[str, Any]:
        """What the twin would recall for `query`: facts, chapters and passages of turns, best first."""
        from twin.cli.recall import search_data

        _words(query)
        # masked there: a forgotten word finds only the turns the person said it again in since (`recall`'s masks)
        found = search_data(self.home, self.settings, self.persona, query, self._at(as_of), LIMIT)
        for document in found["documents"]:  # which of the person's files, not where it is on their disk
            document["path"] = Path(document["path"]).name if document["path"] else None
        from twin.credentials import hidden_in

        return {**hidden_in(found, self._secret_values()), "query": query}  # a secret written before, too

    def facts(self, subject: str | None = None, as_of: str | None = None) -> dict[str, Any]:
        """The facts that hold (then), one value per subject and attribute."""
        from twin.cli.memory import facts_of
        from twin.facts.store import FactStore

        at = self._at(as_of)
        store = FactStore(self.twin_dir)
        try:
            gone = store.forgotten_ids()  # held then, maybe; forgotten since: not lent to anyone
            found = [f.to_dict() for f in facts_of(store, at, subject=subject or None) if f.id not in gone]
            return self._masked({"as_of": to_iso(at) if at else None, "facts": found}, at, store)
        finally:
            store.close()

    def history(self, key: str) -> dict[str, Any]:
        """Every value a key had, with its interval, status, source and words."""
        from twin.cli.memory import history_of
        from twin.facts.model import UnnamedFact
        from twin.facts.store import FactStore

        if not key.strip():
            raise TwinError(
                "`history` takes a key: subject.attribute (user.city), or a fact's id.",
                "`facts` lists the facts that hold, with their keys and ids.",
            )
        store = FactStore(self.twin_dir)
        try:
            gone = store.forgotten_ids()
            try:
                values = [f.to_dict() for f in history_of(store, key, as_of=self.as_of) if f.id not in gone]
            except UnnamedFact as exc:
                raise self._unnamed(exc, store) from None
            if not values:
                raise self._never_held(key, store)
            return self._masked({"key": key, "history": values}, store=store)
        finally:
            store.close()

    def why(self, fact: str) -> dict[str, Any]:
        """The chain from a fact back to the words that caused it, and forward to what became of it."""
        from twin.cli.memory import render_chain, successor_reason
        from twin.facts.model import UnnamedFact
        from twin.facts.store import FactStore

        store = FactStore(self.twin_dir)
        lent = local_minute(self.as_of) if self.as_of is not None else ""
        try:
            try:
                named = store.named(fact, (self.settings.user or "user", "user"), self.as_of)
            except UnnamedFact as exc:
                if exc.why != "none" or self.as_of is None:
                    raise self._unnamed(exc, store) from None
                raise TwinError(  # the command line's words say "now"; this memory is lent as of a date
                    f"No fact named {exc.ref!r} held on {lent}, as this memory is lent.",
                    "`facts` lists those that held then, with their ids.",
                ) from None
            except UsageError as exc:  # an id said after the time this memory is lent as of: the command line's
                if self.as_of is None:  # hint ("leave out --as-of") is no step an agent can take
                    raise
                raise TwinError(
                    exc.message, f"This memory is lent as of {lent}: `facts` lists those that held then."
                ) from None
            chain = store.chain(named.id, self.as_of)  # what became of it by then, not since
            gone = store.forgotten_ids()
            if chain.fact.id in gone:
                raise TwinError("That fact was forgotten at the person's request.", "Ask about another.")
            chain = replace(chain, back=_seen(chain.back, gone), forward=_seen(chain.forward, gone))
            text = "\n".join(render_chain(chain, successor_reason(store, chain.fact, self.as_of), self.as_of))
            return self._masked({**chain.to_dict(), "text": text}, store=store)
        finally:
            store.close()

    def search_sessions(self, query: str) -> dict[str, Any]:
        """Turns of past sessions that hold the words, best first, each with the turns around it."""
        from twin.cli.sessions import search_hits

        _words(query)
        # A forgotten word is no search key: an agent that guessed it would find the turns that said it, masked, and
        # read its guess confirmed by there being any. It finds only the turns the person said it again in since,
        # which every reader shows as said. The answer gives the query back as the agent sent it (it knows its own
        # words): what was searched would say which of them were forgotten.
        from twin.recall.retrieval import only_masked, term_set

        masks = self._masks()
        searched = " ".join(masks.search_words(query).split())
        hits = search_hits(self.home, [self.persona.key], searched, LIMIT, as_of=self.as_of) if searched else []
        words = set(term_set(searched))  # nor do the other words of a forgotten statement find it, masked whole
        hits = [h for h in hits if not only_masked(masks, [(h["text"], h["time"], h["role"])], words)]
        if searched != " ".join(query.split()):  # and the turns the person said one of them again in (`said_again`)
            seen, asked = {hit["turn"] for hit in hits}, masks.in_query(query)
            again = [
                hit
                for hit in search_hits(self.home, [self.persona.key], query, LIMIT, as_of=self.as_of)
                if hit["turn"] not in seen and masks.said_again(hit["text"], hit["time"], hit["role"], asked)
            ]
            hits = (again + hits)[:LIMIT]  # (two searches' scores do not compare: what was asked for comes first)
        return {"query": query, **self._masked({"hits": hits})}

    async def tell(self, text: str) -> dict[str, Any]:
        """Record `text` as the person's words, extract from it, and say what was kept and what was rejected."""
        if not text.strip():
            raise TwinError("There is nothing to tell.", "Give the statement in the person's own words.")
        if len(text) > TELL_CHARS:
            raise TwinError(
                f"That is {len(text)} characters: `tell` takes a statement of {TELL_CHARS} at most.",
                "Tell one statement at a time, in the person's own words.",
            )
        if self.teller is None or self.as_of is not None:
            raise TwinError("This memory is read-only (served as of a past time).", "Serve it without --as-of.")
        import anyio

        told = await anyio.to_thread.run_sync(self._told, text)
        return self._masked(outcome_data(await self.teller(told)))  # what it turned away may name a forgotten value

    def _told(self, text: str) -> str:
        """A statement as it is recorded: what the person asked to forget masked, as every context reads a turn
        said before the forget. A program's words are never the person saying it again (told.py, in
        twin/narrative/grounding): an agent that heard of it before the forget tells it back, and quoted as the
        person's it was news, and held again."""
        from twin.facts.masks import placeholder
        from twin.facts.store import FactStore

        facts = FactStore(self.twin_dir)
        try:
            return facts.masks().turn(text, placeholder(self.persona.language))
        finally:
            facts.close()

    def persona_text(self) -> str:
        """The persona as the twin's self-knowledge (its learned voice with what was forgotten masked)."""
        from twin.context.prompt import persona_text
        from twin.facts.store import FactStore

        persona = self.persona
        return f"# {persona.name}\n\n{persona_text(persona, masks=FactStore(self.twin_dir).masks(self.as_of))}\n"

    def chapters_text(self) -> str:
        """The latest chapters of the diary, oldest first, the words the person asked to forget masked."""
        from dataclasses import replace

        from twin.clock import local_minute
        from twin.context.prompt import labels
        from twin.context.view import MemoryReader

        reader = MemoryReader(self.twin_dir)
        try:
            budgets = replace(self.settings.context, chapters=CHAPTERS, recent_turns=0, recall=False)
            view = reader.view(budgets, at=self.as_of)
        finally:
            reader.close()
        forgotten = labels(self.persona.language)["forgotten"]
        masked = [(c.start, view.masks.chapter(c.text.strip(), forgotten)) for c in view.chapters]
        parts = [f"## {local_minute(start)}\n\n{text}" for start, text in masked]
        from twin.credentials import hidden_in

        return hidden_in("\n\n".join(parts), self._secret_values()) + "\n" if parts else "(no chapters yet)\n"


def _words(query: str) -> None:
    """A search's words, or the error of a search for nothing (`recall` and `search_sessions` alike)."""
    if not query.strip():
        raise TwinError("Search for what? `query` is empty.", "Give the words to look for.")


LINKS = ("replaces", "replaced_by", "revives", "lost_to")  # a fact's fields that name another fact by its id


def _unlinked(data: Any, gone: set[str]) -> Any:
    """A tool's answer without what names a forgotten fact: a link to it (`replaces`, `replaced_by`, ...) is null,
    and a step of a chain about it is left out. Masked, "before: user.city = [forgotten]", its id, its date and its
    session still told an agent that a forgotten city had been, when and where (a blind probe, 2026-12-08)."""
    if isinstance(data, list):
        return [_unlinked(item, gone) for item in data if not (isinstance(item, dict) and _about_gone(item, gone))]
    if isinstance(data, dict):
        return {
            key: None if key in LINKS and isinstance(value, str) and value in gone else _unlinked(value, gone)
            for key, value in data.items()
        }
    return data


def _about_gone(step: dict[str, Any], gone: set[str]) -> bool:
    """Whether a chain's step (its JSON) is about a forgotten fact: its record or its fact is one (`tell`'s items
    hold the whole fact under `fact`: those are not steps, and are masked as every answer is)."""
    return "op" in step and any(isinstance(step.get(key), str) and step[key] in gone for key in ("fact", "record"))


def _seen(steps: tuple[Step, ...], gone: set[str]) -> tuple[Step, ...]:
    """The steps of a chain an agent may see: none about a forgotten fact (`_about_gone`)."""
    return tuple(step for step in steps if step.fact not in gone and step.record not in gone)


_GIVEN = "\x00\x01\x00"  # where the name an agent gave stands while the rest of an error is masked


def _tool(fn: Callable[..., Any]) -> Callable[..., Any]:
    """A tool body whose TwinError reaches the agent as its message and hint (a tool error, not a crash)."""
    import inspect

    from mcp.server.mcpserver.exceptions import ToolError

    if inspect.iscoroutinefunction(fn):

        @functools.wraps(fn)
        async def run_async(*args: Any, **kwargs: Any) -> Any:
            try:
                return await fn(*args, **kwargs)
            except TwinError as exc:
                raise ToolError(f"{exc.message} {exc.hint}".strip()) from None

        return run_async

    @functools.wraps(fn)
    def run(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except TwinError as exc:
            raise ToolError(f"{exc.message} {exc.hint}".strip()) from None

    return run


# What a parameter's JSON schema takes, and what a JSON value is, in words
SCHEMA_TYPES = {"string": "a string", "integer": "a whole number", "number": "a number", "boolean": "true or false",
                "array": "a list", "object": "an object", "null": "null"}  # fmt: skip
JSON_KINDS = ((bool, "a boolean"), (int | float, "a number"), (str, "a string"), (list, "a list"),
              (dict, "an object"), (type(None), "null"))  # fmt: skip


def misfit(tool: str, error: ValidationError, schema: dict[str, Any]) -> str:
    """A tool's arguments that do not fit its parameters (pydantic's report of them), in a sentence for each: which
    argument and what it takes (from the tool's input `schema`), never the value given, which is the caller's."""
    properties = schema.get("properties") or {}
    said = []
    for found in error.errors(include_url=False):
        loc = found.get("loc") or ()
        name = ".".join(str(part) for part in loc) or "the arguments"
        wanted = properties.get(loc[0]) if loc else None
        if not isinstance(wanted, dict):
            said.append(f"`{name}`: {found.get('msg', 'not valid')}.")
            continue
        expected = " or ".join(SCHEMA_TYPES.get(o.get("type"), "a value") for o in wanted.get("anyOf") or [wanted])
        if found.get("type") == "missing":
            said.append(f"`{name}` is missing: {tool} needs it ({expected}).")
        else:
            given = next((kind for types, kind in JSON_KINDS if isinstance(found.get("input"), types)), "another value")
            said.append(f"`{name}` must be {expected}, not {given}.")
    return " ".join(said)


@functools.cache
def twin_server() -> type[MCPServer]:
    """The class of twin's MCP servers, made at the first (the SDK is imported then)."""
    from mcp.server.mcpserver import Context, MCPServer
    from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
    from pydantic import ValidationError

    class TwinMCPServer(MCPServer):
        """The SDK's MCPServer, saying a tool's arguments that do not fit its parameters in plain words (`misfit`):
        the SDK passes on pydantic's report, with its error codes, the value given and a link."""

        async def call_tool(
            self, name: str, arguments: dict[str, Any], context: Context[Any, Any] | None = None
        ) -> Any:
            """The SDK's call_tool (a ToolError for a tool that fails), with arguments that do not fit said plainly."""
            try:
                return await super().call_tool(name, arguments, context)
            except ToolError as exc:
                cause = exc.__cause__
                if isinstance(exc, UnexpectedToolError) or not isinstance(cause, ValidationError):
                    raise
                tool = next((t for t in await self.list_tools() if t.name == name), None)
                schema = tool.input_schema if tool is not None else {}
                raise ToolError(f"Error executing tool {name}: {misfit(name, cause, schema)}") from cause  # the SDK
                # logs the names of the arguments a ValidationError cause holds

    return TwinMCPServer


def plain_logging(debug: bool) -> None:
    """A plain handler on stderr for the root logger, set before the SDK sets its own (which it does only when there
    is none). The SDK's RichHandler imports rich's traceback module at its first error: with every descriptor taken
    (connections that send nothing), that import failed inside asyncio's exception handler, the error escaped, and
    `twin serve`'s event loop ended while its process lived on, answering nobody."""
    import logging

    root = logging.getLogger()
    if not root.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
        root.setLevel(logging.DEBUG if debug else logging.WARNING)


def make_server(memory: Memory, *, debug: bool = False) -> MCPServer:
    """The MCP server of one twin's memory: its tools and resources (the SDK logs warnings only, unless `debug`)."""
    from twin import __version__

    persona = memory.persona  # as the server starts: its name and the resources' addresses
    plain_logging(debug)
    server: MCPServer = twin_server()(
        name=f"twin-{persona.key}",
        title=f"{persona.name}'s memory",
        version=__version__,
        log_level="DEBUG" if debug else "WARNING",  # the SDK sets up the root logger: INFO would log every request
        instructions=(
            f"The memory of {persona.name}, a digital twin: facts with their time, source and evidence, the diary, "
            "and every past conversation. Dates are ISO dates or times, or words like 'yesterday' or '3 days ago'. "
            "Read with recall, facts, history, why and search_sessions. `tell` records a statement in the person's "
            "own words; facts come only from what holds up against those words, never from the tool itself."
        ),
    )

    @server.tool()
    @_tool
    def recall(query: str, as_of: str | None = None) -> dict[str, Any]:
        """What the twin would recall for a message: facts, diary chapters and passages of past conversation that
        bear on `query`, ranked by relevance, recency and confidence; memory as it stood at `as_of` (a date)."""
        return memory.recall(query, as_of)

    @server.tool()
    @_tool
    def facts(subject: str | None = None, as_of: str | None = None) -> dict[str, Any]:
        """The facts that hold now, or at `as_of` (a date): one value per subject and attribute, each with since when,
        its source, confidence and the words it came from; only those about `subject` when given ("user" is the
        person the twin is kept for)."""
        return memory.facts(subject, as_of)

    @server.tool()
    @_tool
    def history(key: str) -> dict[str, Any]:
        """How one value changed over time: `key` is subject.attribute (user.city) or a fact id; every value it had,
        with the interval it held, its status, source and the words it came from."""
        return memory.history(key)

    @server.tool()
    @_tool
    def why(fact: str) -> dict[str, Any]:
        """Why the twin holds a fact (its name among those that hold: city, sister.city, 城市, 妹妹的城市; or its id, or
        4+ characters of it): the chain back to the words that caused it, and forward to what confirmed, replaced or
        retired it."""
        return memory.why(fact)

    @server.tool()
    @_tool
    def search_sessions(query: str) -> dict[str, Any]:
        """Full-text search of every past conversation (Chinese and English): the turns that hold the words, best
        first, each with the turns just before and after it."""
        return memory.search_sessions(query)

    @server.tool()
    @_tool
    async def tell(text: str) -> dict[str, Any]:
        """Tell the twin something the person said, in their own words ("I moved to Lyon in March"), or quoted
        (`The user said: "I moved to Lyon in March."`). It is recorded as the person's turn and goes through the
        twin's own extraction: a fact is kept only when it holds up against these words (verbatim quote, not a
        question, a denial or someone else's claim). A report of the person in your own words ("The user lives in
        Lyon") is not kept but put to the owner (reason told_about); a guess ("seems to", "probably") and what you
        say of yourself are never kept. Returns what was kept and what was rejected, with each reason."""
        return await memory.tell(text)

    @server.resource(f"twin://{persona.key}/persona", name="persona", mime_type="text/markdown")
    def persona_resource() -> str:
        """Who the twin is: its persona, as its self-knowledge (never memory)."""
        return memory.persona_text()

    @server.resource(f"twin://{persona.key}/chapters", name="chapters", mime_type="text/markdown")
    def chapters_resource() -> str:
        """The latest chapters of the twin's diary, one per past conversation, oldest first."""
        return memory.chapters_text()

    return server


# -- what the SDK cannot parse ------------------------------------------------------------------------

INVALID_REQUEST, INVALID_PARAMS, PARSE_ERROR = -32600, -32602, -32700  # JSON-RPC's codes


def refusal(message: Any) -> dict[str, Any] | None:
    """The JSON-RPC error that answers a parsed request whose text holds a lone UTF-16 surrogate (JSON may escape
    one, text cannot hold it: the SDK refuses the line), naming the field; None for a message without one."""
    from twin.serve.api import surrogate_message, unencodable

    if not isinstance(message, dict):
        return None
    broken = unencodable(message)
    if broken is None:
        return None
    return _error(message, INVALID_PARAMS, surrogate_message(broken))


def _error(message: Any, code: int, text: str) -> dict[str, Any]:
    """A JSON-RPC error answering `message` (by its id when it has one that can be sent back)."""
    from twin.textsafe import SURROGATE

    found = message.get("id") if isinstance(message, dict) else None
    if isinstance(found, bool) or not isinstance(found, int | str) or SURROGATE.search(str(found)):
        found = None
    return {"jsonrpc": "2.0", "id": found, "error": {"code": code, "message": text}}


def unparsed(line: Any) -> dict[str, Any] | None:
    """The JSON-RPC error that answers a line of stdio the SDK could not take (it drops such a line without a
    word, and the client waits for ever: modelcontextprotocol/python-sdk#2751); None for a notification or a
    response, which get no answer."""
    try:
        message = json.loads(line) if isinstance(line, str | bytes) else line
    except (ValueError, RecursionError):
        message = None
    if not isinstance(message, dict):
        return _error(None, PARSE_ERROR, "Parse error: each line must be one JSON-RPC message, a JSON object.")
    if "method" not in message and "id" in message and not {"result", "error"} & message.keys():
        return _error(message, INVALID_REQUEST, "Invalid request: a request needs a method.")  # not a response
    if "id" not in message or "method" not in message:
        return None
    return refusal(message) or _error(message, INVALID_REQUEST, "Invalid request: not a JSON-RPC request.")


ANSWER_SECONDS = 600.0  # how long requests still being answered hold `twin mcp` once its input ended: a `tell`
# waits on the model (twin.toml's timeout, its retries); a client that stops the process sooner owes the rest


class Answered:
    """The stdio transport's write stream, noting which requests got their answer (`Answering.pending`)."""

    def __init__(self, inner: Any, pending: set[Any], settled: Callable[[], None]) -> None:
        self._inner = inner
        self._pending = pending
        self._settled = settled

    async def send(self, item: Any) -> None:
        """Send a message; an answer (a result or an error) settles its request."""
        from mcp_types import JSONRPCError, JSONRPCResponse

        await self._inner.send(item)
        message = getattr(item, "message", None)
        if isinstance(message, JSONRPCResponse | JSONRPCError):
            self._pending.discard(message.id)
            self._settled()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def __aenter__(self) -> Answered:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self._inner.aclose()


class Answering:
    """The stdio transport's read stream, answering what the SDK could not parse (`unparsed`) through its write
    stream, as JSON-RPC asks, instead of passing the failure on to be dropped. When the input ends, it ends only
    once every request read has its answer (or ANSWER_SECONDS have gone): a client that writes its requests and
    closes stdin (`printf ... | twin mcp alice`) gets every answer, where the SDK left the last ones unanswered."""

    def __init__(self, inner: Any, write: Any) -> None:
        import anyio

        self._inner = inner
        self.pending: set[Any] = set()  # ids of the requests read and not answered yet
        self._changed = anyio.Event()
        self.write = Answered(write, self.pending, self._settled)
        self.last_context: Any = None  # the sender's context of the last message, as the SDK's stream keeps it

    def _settled(self) -> None:
        import anyio

        self._changed.set()
        self._changed = anyio.Event()

    async def receive(self) -> Any:
        """The next message the SDK parsed; what it could not parse is answered on the way."""
        import anyio
        from mcp.shared.message import SessionMessage
        from mcp_types import JSONRPCNotification, JSONRPCRequest, jsonrpc_message_adapter
        from pydantic import ValidationError

        while True:
            try:
                item = await self._inner.receive()
            except anyio.EndOfStream:
                with anyio.move_on_after(ANSWER_SECONDS):
                    while self.pending:
                        await self._changed.wait()
                raise
            self.last_context = getattr(self._inner, "last_context", None)
            message = getattr(item, "message", None)
            if isinstance(message, JSONRPCRequest):
                self.pending.add(message.id)
            elif isinstance(message, JSONRPCNotification) and message.method == "notifications/cancelled":
                self.pending.discard((message.params or {}).get("requestId"))  # a cancelled request is not answered
            if not isinstance(item, Exception):
                return item
            line = None
            if isinstance(item, ValidationError):
                errors = item.errors(include_url=False)
                inputs = [e.get("input") for e in errors]  # the message itself, where an error names it whole (a
                line = next((i for i in inputs if isinstance(i, dict)), inputs[0] if inputs else None)  # method of 5)
            answer = unparsed(line)
            if answer is not None:
                await self.write.send(SessionMessage(jsonrpc_message_adapter.validate_python(answer)))

    async def aclose(self) -> None:
        """Close the stream under it."""
        await self._inner.aclose()

    def __aiter__(self) -> Answering:
        return self

    async def __anext__(self) -> Any:
        import anyio

        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None

    async def __aenter__(self) -> Answering:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


async def run_stdio(server: MCPServer) -> None:
    """Serve `server` on stdin and stdout as the SDK's `run_stdio_async` does, answering each line it cannot parse
    (`Answering`); an SDK without the runner this needs is run as it is."""
    from mcp.server.stdio import stdio_server

    runner = getattr(server, "_lowlevel_server", None)  # the SDK's stdio runner takes no read stream of ours
    if runner is None:
        await server.run_stdio_async()
        return
    async with stdio_server() as (read_stream, write_stream):
        reading = Answering(read_stream, write_stream)
        await runner.run(reading, reading.write, runner.create_initialization_options())


# -- stdio: `twin mcp` ------------------------------------------------------------------------------


def serve_stdio(
    home: Home, settings: Settings, persona: Persona, *, user: str, as_of: datetime | None, debug: bool = False
) -> None:
    """Serve one twin's memory over stdin and stdout until the client closes them; the session of what was told
    then ends, and its chapter is written (or owed to the next start)."""
    import os
    import signal
    import sys

    import anyio

    from twin.chat.conversation import Conversation
    from twin.persona.history import LivePersona
    from twin.settings import resolve_endpoint
    from twin.textsafe import safe_text

    def notice(text: str) -> None:
        try:
            print(f"twin mcp: {safe_text(text)}", file=sys.stderr, flush=True)  # stdout is the protocol's
        except OSError:  # stderr gone with its terminal: the notice has no reader, the work goes on
            pass

    endpoint = resolve_endpoint(settings, persona.model)
    conversation = Conversation(home, settings, persona, endpoint, user=user, as_of=as_of, notice=notice, via="mcp")
    lock = threading.Lock()  # tools run in threads: one statement at a time
    live = LivePersona(home, persona, tell=notice)

    served = [endpoint]  # the endpoint of the persona's model as last read

    def current() -> Persona:  # as `twin serve` takes an edit: the statements told after it are grounded against it
        if as_of is not None:
            return persona
        old = live.persona
        fresh = live.refresh()
        if fresh is not None:
            notice(f"{fresh.key}: the persona changed ({old.digest} -> {fresh.digest})")
            if conversation.worker is not None:
                from twin.context.prompt import persona_text
                from twin.llm import ChatClient

                now_served, client = resolve_endpoint(settings, fresh.model), None
                if now_served != served[0]:  # the edit named another model: it extracts and writes the chapter
                    served[0], client = now_served, ChatClient(now_served)
                embed = client.embedder() if client and now_served.embedding_model else None
                conversation.worker.use_persona(fresh, persona_text(fresh), client, embed)
        return live.persona

    recording = threading.Lock()

    def note(text: str) -> Outcome | None:
        with recording:  # on disk at once: a statement that waited behind another's extraction was lost when the
            turn = conversation.record_note(text)  # client, done waiting, stopped the process
        with lock:
            return conversation.extract_noted(turn)

    async def teller(text: str) -> Outcome | None:
        return await anyio.to_thread.run_sync(note, text)

    server = make_server(Memory(home, settings, current, teller=teller, as_of=as_of), debug=debug)

    written = threading.Event()  # the session's chapter, or what kept it from being written, is settled

    def end() -> None:
        try:
            conversation.end_session("exit")
        except TwinError as exc:
            notice(f"the diary waits for the next start ({exc.message})")
        written.set()
        conversation.close()

    finishing = threading.Event()  # the session is being ended: a Ctrl-C now only ends the process

    def finish() -> None:
        finishing.set()
        ending = threading.Thread(target=end, name="twin-mcp-end", daemon=True)
        ending.start()
        ending.join(EXIT_SECONDS)  # the memory worker's thread is a daemon too: the process ends without it, and
        if not written.is_set():  # its live mark with it, so the next start finds the session owed, as after a kill
            notice(f"the diary waits for the next start (not written within {EXIT_SECONDS:g} s of the client leaving)")

    def interrupted(signum: int, frame: object) -> None:
        # Ctrl-C, SIGTERM or SIGHUP: the SDK reads stdin in a thread that no cancellation stops, and the interpreter
        # would wait for it at exit (asyncio's own handler only cancels, then waits too): end as the client leaving
        # would, then go, with the status of a process the signal stopped (130, 143, 129)
        if signum == signal.SIGINT:
            print("\nInterrupted.", file=sys.stderr, flush=True)
        if not finishing.is_set() and lock.acquire(timeout=EXIT_SECONDS):  # not in the middle of a statement told
            finish()
        elif not finishing.is_set():  # its words are on disk; what memory owes them is done at the next start, as
            notice("what was being told is owed to the next start")  # after a kill
        os._exit(128 + signum)

    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:  # not when the shell ignores it (cmd &)
        signal.signal(signal.SIGINT, interrupted)
    for stopping in (signal.SIGTERM, getattr(signal, "SIGHUP", None)):  # a client that stops its server by a signal
        # (Node's child.kill(), a process manager) ended it as a kill does: the session without its end, owed
        if stopping is not None and signal.getsignal(stopping) is signal.SIG_DFL:  # not when ignored (nohup)
            signal.signal(stopping, interrupted)
    try:
        conversation.start()  # memory work, and what earlier sessions still owe
        anyio.run(run_stdio, server)
    finally:  # the client closed stdin and waits for the process to end: the session ends, its chapter if in time
        finish()
    # Everything is on disk: end now. Python's own teardown of the libraries loaded here takes 0.35 s more (strace,
    # 2026-12-03; freeing openai's models alone 0.25 s), out of the 2 s a client waits before it stops the process
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


# -- under `twin serve` ------------------------------------------------------------------------------


class Endpoint:
    """One twin's MCP endpoint as an ASGI app: the SDK's streamable-HTTP session manager, behind a look at each
    request's text (`refusal`: a lone surrogate gets a 400 that names its field; the SDK's parse error would not)."""

    def __init__(self, manager: Any) -> None:
        self.manager = manager

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope.get("type") != "http" or scope.get("method") != "POST":
            await self.manager.handle_request(scope, receive, send)
            return
        chunks: list[bytes] = []  # the body, within the server's limit (`Gate`), read once and handed on
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away
            chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        try:
            answer = refusal(json.loads(body))
        except (ValueError, RecursionError):
            answer = None  # not JSON: the SDK says so
        if answer is not None:
            from starlette.responses import JSONResponse

            await JSONResponse(answer, status_code=400)(scope, receive, send)
            return
        replayed = False

        async def again() -> Any:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.manager.handle_request(scope, again, send)


# Built at the first request, not at the start: `twin serve` answered /healthz in 853 and 741 ms instead of 1268 and
# 1082 ms, with 0.4 and 0.34 s less CPU a start and stop (bench/serve/startup.py, 2 CPUs, 2026-12-06); the first MCP
# request pays for it, 360 ms instead of 41
class Mount:
    """One twin's MCP endpoint under `twin serve`, built at its first request (behind the token, as every request):
    the SDK is imported, the twin's MCP server made, and its session manager runs in a task of `lifespan` until the
    server stops. Later requests reuse it; requests that come together while it is built wait for the one build."""

    def __init__(self, build: Callable[[], Any]) -> None:
        self._build = build  # the session manager of the twin's MCP server, not running yet
        self._endpoint: Endpoint | None = None
        self._building = asyncio.Lock()
        self._group: Any = None  # the task group of `lifespan` while the server runs
        self._closing: Any = None  # set when the server stops: the session manager's task ends its run

    @asynccontextmanager
    async def lifespan(self) -> AsyncIterator[None]:
        """The server's life (entered in its app's lifespan): as it ends, the session manager, if it was built, ends
        its run and the sessions it holds, as it did when it was built at the start, before the server's shutdown."""
        import anyio

        self._closing = anyio.Event()
        async with anyio.create_task_group() as group:
            self._group = group
            try:
                yield
            finally:
                self._group = None
                self._closing.set()

    async def _run(self, manager: Any, *, task_status: Any) -> None:
        async with manager.run():  # entered and left in this one task, as anyio's task groups must be
            task_status.started()
            await self._closing.wait()

    async def _started(self) -> Endpoint:
        async with self._building:
            if self._endpoint is None:
                import importlib

                import anyio

                group = self._group
                if group is None:
                    raise RuntimeError("an MCP endpoint was asked for while the server was not running")
                # in a thread: the replies being streamed go on while the SDK is imported
                await anyio.to_thread.run_sync(importlib.import_module, "mcp.server.mcpserver")
                manager = self._build()
                await group.start(self._run, manager)
                self._endpoint = Endpoint(manager)
        return self._endpoint

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        try:
            endpoint = self._endpoint or await self._started()
        except ImportError as exc:  # installed (`twin serve` checked it is there) but broken: said, not a 500
            from starlette.responses import JSONResponse

            from twin.serve.api import error_body

            message = (
                f"MCP is not available on this server: the mcp package does not import ({exc}). The OpenAI API "
                f"works; reinstall twin's serve extra (`pip install --force-reinstall 'twin[serve]'`) and restart."
            )
            await JSONResponse(error_body(message, "server_error", "mcp_unavailable"), status_code=503)(
                scope, receive, send
            )
            return
        await endpoint(scope, receive, send)


def session_manager(home: Home, settings: Settings, twin: ServedTwin) -> Any:
    """The SDK's streamable-HTTP session manager of `twin`'s MCP server, not running yet. What is told through it is
    a conversation of that twin's server (ended when idle, like others)."""
    from mcp.server.transport_security import TransportSecuritySettings

    async def teller(text: str) -> Outcome | None:
        return await twin.tell(text, settings.user)

    server = make_server(Memory(home, settings, twin.read_persona, teller=teller, as_of=twin.as_of))
    # every request carries the server's token (twin/serve/api.py `Gate`), so the SDK's check of the Host header
    # against DNS rebinding is not needed, and would refuse a reverse proxy's host name
    server.streamable_http_app(transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False))
    return server.session_manager


def mounted(
    home: Home, settings: Settings, twins: dict[str, ServedTwin], default: str
) -> list[tuple[str, Any, Callable[[], AbstractAsyncContextManager[Any]]]]:
    """(path, ASGI app, lifespan) of each twin's MCP endpoint over streamable HTTP: /mcp/<persona>, and /mcp for
    `default` (exact paths: /mcp/<a twin not served> is a 404), each built at its first request (`Mount`)."""
    from contextlib import nullcontext

    mounts: list[tuple[str, Any, Callable[[], AbstractAsyncContextManager[Any]]]] = []
    endpoints: dict[str, Mount] = {}
    for key, twin in twins.items():
        endpoints[key] = Mount(functools.partial(session_manager, home, settings, twin))
        mounts.append((f"/mcp/{key}", endpoints[key], endpoints[key].lifespan))
    if default in endpoints:
        mounts.append(("/mcp", endpoints[default], nullcontext))  # the same endpoint, its life entered once
    return mounts
