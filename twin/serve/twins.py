"""The twins a server serves, and their open conversations: which session a request belongs to, when one ends.

Each served twin has one memory worker (extraction, chapters, catch-up: the chat's own, twin/narrative/worker.py)
and one model client, shared by all its conversations; each conversation is a `Conversation` (the chat's) over
one session. Everything here runs on the server's event loop except what touches the disk or the model, which
runs in threads. A request is mapped to its session by the X-Twin-Session header, else by matching the earlier
messages the client sends against the open sessions, else a new session begins (docs/serve.md).
"""

from __future__ import annotations

import json
import re
import threading
import time
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import partial
from itertools import accumulate, islice
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import anyio

from twin.chat.conversation import Building, Conversation
from twin.errors import TwinError
from twin.facts.masks import placeholder
from twin.facts.store import FactStore
from twin.home import Home
from twin.llm import ChatClient
from twin.persona.history import LivePersona
from twin.persona.model import Persona
from twin.sessions.session import TOLD_VIA, Session, SessionStore, Turn, Who, unnamed, who_in
from twin.settings import Settings, resolve_endpoint
from twin.store.shapes import session_names_to

if TYPE_CHECKING:
    from twin.narrative.extraction import Outcome

Log = Callable[[str], None]
Said = tuple[str, str]  # (role, text) of one earlier message a client sent
Fit = Literal["continue", "retry"]


def _flat(text: str) -> str:
    return " ".join(text.split())


def _same(turn: Turn, said: Said) -> bool:
    """Whether a client's earlier message is this turn: the same role and words (spacing aside); a reply that was
    interrupted may reach the client cut at another place."""
    role, text = said
    if turn.role != role:
        return False
    mine, theirs = _flat(turn.text), _flat(text)
    if mine == theirs:
        return True
    return (
        turn.status == "interrupted" and bool(mine and theirs) and (mine.startswith(theirs) or theirs.startswith(mine))
    )


def fit(turns: Sequence[Turn], prior: Sequence[Said], last: str, given: Sequence[Said] = ()) -> Fit | None:
    """How a request whose earlier messages are `prior` and whose new message is `last` fits a session that said
    `turns`, after the transcript the program `given` when it began: it goes on from them ("continue"), asks again
    for the reply to the session's last words of the person ("retry": a client's regenerate), or it does not fit
    (None)."""
    if len(prior) < len(given) or any(
        a[0] != b[0] or _flat(a[1]) != _flat(b[1]) for a, b in zip(prior, given, strict=False)
    ):
        return None
    prior = prior[len(given) :]
    k = len(prior)
    if len(turns) < k or not all(_same(t, s) for t, s in zip(turns, prior, strict=False)):
        return None
    if len(turns) == k:
        return "continue"
    rest = turns[k:]
    if rest[0].role == "user" and _flat(rest[0].text) == _flat(last) and len(rest) <= 2:
        if len(rest) == 1 or rest[1].role == "assistant":
            return "retry"
    return None


def _sent_again(
    turns: Sequence[Turn], prior: Sequence[Said], last: str, began_after: Callable[[], bool]
) -> Turn | None:
    """The turn of the person's among a session's `turns` that a request sends again as its new message `last`: the
    same words, after the session's turns before it, with which the request's earlier messages `prior` end (a
    client's regenerate of its reply, after the session ended). The session's first turn has none of the session's
    before it, which every `prior` would end with: it counts only when `began_after` says the earlier messages are
    what the session began after."""
    for i, turn in enumerate(turns):
        if turn.role != "user" or i > len(prior) or _flat(turn.text) != _flat(last):
            continue
        if i == 0:
            if began_after():
                return turn
        elif all(_same(t, s) for t, s in zip(turns[:i], prior[len(prior) - i :], strict=True)):
            return turn
    return None


def _given(session: Session) -> int:
    """How many messages of a program's transcript the model was shown before a session's turns (the most any reply
    of it recorded, `given`): 0 when the session began a conversation, with no earlier messages."""
    given = [t.record.get("given") for t in session.turns if t.role == "assistant"]
    return max((n for n in given if isinstance(n, int) and not isinstance(n, bool)), default=0)


def _ends_with(turns: Sequence[Turn], said: Sequence[Said]) -> bool:
    """Whether the messages `said` end with the last of these turns (all of them, or all of `said` when they are
    fewer: a client may send only its latest messages)."""
    k = min(len(turns), len(said))
    return k > 0 and all(_same(t, s) for t, s in zip(turns[-k:], said[-k:], strict=True))


def _marks(text: str) -> list[bytes]:
    """Bytes a session file that holds a turn of these words (spacing aside) holds: each of its words as the file's
    JSON writes it (each character is escaped alone, so a word is the same inside a longer text), longest first."""
    words = sorted(set(text.split()), key=len, reverse=True)
    return [json.dumps(word, ensure_ascii=False)[1:-1].encode("utf-8") for word in words]


def _holds(path: Path, marks: Sequence[bytes]) -> bool:
    """Whether a session file holds all these bytes (read whole, never parsed: most files a forget's words send
    `sent_again` to do not)."""
    try:
        data = path.read_bytes()
    except OSError:
        return False
    return all(mark in data for mark in marks)


# A front end's own request over a conversation (its title, tags, follow-up questions, search queries: docs/serve.md,
# "A program's own requests") copies an exchange into one message: the person's words, then the twin's reply right
# after them, each at a line's start or after a label: "USER: …\nASSISTANT: …" (Open WebUI), '||>User:\n"…"\n
# ||>Response:\n"…"' (LibreChat), "<user>…</user>\n<assistant>…" (LobeChat), or as messages' text in JSON
# ('{"role":"user","mainText":"…"},{"role":"assistant","mainText":"…"}', Cherry Studio). A person who quotes the
# twin quotes a sentence inside their own words, or says something between.
COPY_HEAD = 40  # letters a copy begins with (a space for a run of them, a Chinese character two); a front end may
# cut the rest
COPY_LEAST = 12  # a reply shorter than this ("ok", "Sure!") is no evidence of a copy
COPY_EXCHANGES = 8  # the latest exchanges of each open conversation looked for
COPY_HITS = 200  # places a copy's first words are tried at: a request is 4 MB at most, and "ok" is everywhere
OPENING = 80  # characters before a copy that may open it
_LINE_OPENING = re.compile(  # "USER: ", '"', '""' (a quoted JSON string), "<user>", "- " (each run of spaces its own)
    r"[^\S\n]*(?:[*•-]+[^\S\n]*)?(?:[^\s:：][^\n:：]{0,29}[:：][^\S\n]*)?(?:<[\w-]{1,20}>[^\S\n]*)?"
    r"(?:[\"'“「]{1,2}[^\S\n]*)?"
)
_FIELD_OPENING = re.compile(r'(?:"[\w-]{1,20}"[^\S\n]*:[^\S\n]*"|<[\w-]{1,20}>)[^\S\n]*$')  # JSON, tags, mid-line
# what a program puts between the person's words and the reply: line breaks, quotes, closing and opening tags, JSON
# between two messages, a label, a rule ("---------", Chatbox), the mark of words cut ("...", "[text truncated]");
# never words of its own
_BETWEEN = re.compile(
    r'(?:\s|["\'”」“「{}\[\],]|</?[\w-]{1,20}>|"[\w-]{1,20}"\s*:\s*(?:"[^"\n]{0,20}")?|\|\|>|[^\s:："{}<>\[\],]{1,30}[:：]'
    r"|\.\.\.|…|\[[^\]\n]{0,40}\]|[-=*_]{3,})*"
)


def _head(said: str) -> tuple[str, str]:
    """The words a copy of `said` begins with (COPY_HEAD letters' width) and the rest, both without spaces."""
    flat = _flat(said)
    widths = accumulate(2 if ch >= "\u2e80" else 1 for ch in flat)  # a Chinese character as wide as two letters
    cut = next((i for i, w in enumerate(widths, 1) if w >= COPY_HEAD), len(flat))
    return "".join(flat[:cut].split()), "".join(flat[cut:].split())


def _copies_of(text: str, said: str, start: int = 0, stop: int | None = None) -> Iterator[tuple[int, int]]:
    """The copies of `said` in `text[start:stop]`, as (start, end of its first words): each begins a line, or follows
    a label, a quote mark, a tag or a JSON key there."""
    head, _ = _head(said)
    if not head:
        return
    found_all = re.compile(r"\s*".join(re.escape(ch) for ch in head)).finditer(
        text, start, len(text) if stop is None else stop
    )
    for found in islice(found_all, COPY_HITS):
        at = found.start()
        lo = max(0, at - OPENING)
        line = text.rfind("\n", lo, at) + 1 or (0 if lo == 0 else -1)  # -1: its line began before the window
        if (line >= 0 and _LINE_OPENING.fullmatch(text, line, at)) or _FIELD_OPENING.search(text, lo, at):
            yield at, found.end()


def _gap(rest: str) -> int:
    """How far after the person's first words the reply may begin: the rest of their words, spaced, and an opening."""
    return OPENING + 4 * len(rest) + 8


def _right_after(text: str, start: int, end: int, rest: str) -> bool:
    """Whether only what a program puts between two messages lies in `text[start:end]`, after the `rest` of the
    person's words (a front end may cut them: their first words are where `start` is)."""
    between, done = text[start:end], 0
    for ch in rest:  # the rest of their words, as far as the copy holds them (spacing aside)
        while done < len(between) and between[done].isspace():
            done += 1
        if done >= len(between) or between[done] != ch:
            break
        done += 1
    return bool(_BETWEEN.fullmatch(between, done))


def copies(text: str, turns: Sequence[Turn]) -> bool:
    """Whether `text` holds a copy of an exchange of `turns`: the person's words, then right after them the twin's
    reply to them, as a program copies a conversation for a task of its own."""
    latest = turns[-2 * COPY_EXCHANGES :]
    for person, reply in zip(latest, latest[1:], strict=False):
        if person.role != "user" or reply.role != "assistant" or len("".join(reply.text.split())) < COPY_LEAST:
            continue
        _, rest = _head(person.text)
        for _, after in _copies_of(text, person.text):
            replied = next(_copies_of(text, reply.text, after, after + _gap(rest) + 4 * COPY_HEAD), None)
            if replied is not None and _right_after(text, after, replied[0], rest):
                return True
    return False


# A regenerate after a forget is looked for in the newest sessions begun before it: each file is read whole for the
# message's words, and only one that holds them all is parsed. 2,000 sessions of 20 turns (13 MB) are read in 30 ms,
# where parsing them all took 0.55 to 0.7 s (0.3 ms a session; 20,000 would be 6 s), on two cores, the files cached
SENT_AGAIN_SESSIONS = 2000
KEPT_BEFORE = 16  # sessions begun just before a session looked through for the conversation a client kept

RETRY_WINDOW = 120.0  # seconds after its failed reply a client's automatic retry may come: the SDK's come in seconds


def _failed_first(conversation: Open, last: str) -> bool:
    """Whether a retried request with no earlier messages is the try that failed of this conversation: its only
    words said are the person's `last`, with no reply said (one failed), lately. Never a conversation that was
    answered: two chats that both open with "hello" are two."""
    said = conversation.said()
    return (
        len(said) == 1
        and said[0].role == "user"
        and _flat(said[0].text) == _flat(last)
        and time.monotonic() - conversation.last < RETRY_WINDOW
    )


SETTLE = 0.04  # seconds after a reply ended in which the memory worker waits for the next request to come


# One reply's context is built at a time in this process, whichever twin and conversation it is for; the model is
# called after, outside it. The context is CPU work under the interpreter's one lock: built side by side, up to
# eight of 16 conversations' turns shared it and all finished late together; one at a time, each is done as soon
# as it can be (bench/serve, 16 conversations, 1,000 requests, four pairs alternating with the code before:
# overhead p95 59 to 87 ms against 87 to 116; 2026-12-06, docs/benchmarks.md).
BUILDING = Building()


class Preparing:
    """How many replies of a twin are being prepared now (the request read, the person's turn written, its context
    built, up to the model's call): its memory worker waits, before each job and after extraction's model call,
    until none is, a quarter of a second at most in all at one job (PAUSE_AT_MOST, twin/narrative/worker.py).
    Extraction and a turn's context take turns with the one interpreter, and a reply's first words are what a
    person waits for (bench/serve, 16 conversations, 600 requests: overhead p50 159 and p95 478 ms without it, 113
    and 415 ms with it, at a load the machine's other work moved; docs/benchmarks.md). It also waits `SETTLE` after
    a reply was recorded whole (`Exchange.finish`: the exchange's own extraction is queued then; an interrupted
    reply and an errand queue none): a chat app sends the person's next message, a
    front end its title or follow-up request, as soon as a reply has ended, and that request's first words were the
    ones the extraction held up (bench/serve, 1,000 requests, three pairs alternating with the wait before each job
    alone: overhead p95 56, 69, 82 ms against 89, 98, 121; 2026-12-06). Nothing is skipped: the jobs run in their
    order, later under load."""

    def __init__(self) -> None:
        self._count = 0
        self._settled = 0.0  # the monotonic time until which a reply that just ended may be followed by a request
        self._quiet = threading.Condition()

    @contextmanager
    def reply(self) -> Iterator[None]:
        """While one reply is being prepared."""
        with self._quiet:
            self._count += 1
        try:
            yield
        finally:
            with self._quiet:
                self._count -= 1
                if not self._count:
                    self._quiet.notify_all()

    def ended(self) -> None:
        """A reply is ending (its exchange's memory work is queued now): the next request may come in `SETTLE`."""
        with self._quiet:
            self._settled = time.monotonic() + SETTLE

    def wait(self, limit: float) -> bool:
        """Wait until no reply is being prepared and none ended in the last `SETTLE`, `limit` seconds at most;
        whether it is so."""
        end = time.monotonic() + limit
        with self._quiet:
            while True:
                moment = time.monotonic()
                if not self._count and moment >= self._settled:
                    return True
                if moment >= end:
                    return False
                self._quiet.wait((end if self._count else min(end, self._settled)) - moment)


@dataclass
class Open:
    """One open conversation: its turns are taken one exchange at a time."""

    conversation: Conversation
    user: str
    via: str = "serve"  # "mcp": what was told through MCP's `tell`, never matched to an API request
    given: list[Said] = field(default_factory=list)  # the earlier messages of the request that began it (the
    # program's transcript): a later request's come first, then the session's turns
    turn: anyio.Semaphore = field(default_factory=lambda: anyio.Semaphore(1))
    busy: int = 0  # requests holding or waiting for the turn
    last: float = field(default_factory=time.monotonic)  # when its last exchange ended
    sent: dict[str, str] = field(default_factory=dict)  # turn id -> the words the client sent, of a turn recorded
    # masked (`Again`): its next requests send them so

    @property
    def id(self) -> str:
        """The session's id ("" before its first turn)."""
        session = self.conversation.session
        return session.id if session is not None else ""

    def said(self) -> list[Turn]:
        """The session's turns that count as said, in the words the client sent them."""
        session = self.conversation.session
        turns = session.conversation() if session is not None else []
        return [replace(t, text=self.sent[t.id]) if t.id in self.sent else t for t in turns] if self.sent else turns

    def fit(self, prior: Sequence[Said], last: str) -> Fit | None:
        """How a request whose earlier messages are `prior` and whose new message is `last` fits this conversation."""
        return fit(self.said(), prior, last, self.given)


@dataclass(frozen=True)
class Again:
    """A turn of the person's that a request sends again as its new message after its session ended (`sent_again`):
    its id, and its words as every context reads that turn now, which the new session records."""

    turn: str
    words: str


@dataclass
class Claim:
    """What a request got: the conversation it speaks in (held for it until `release`), and how."""

    open: Open
    fit: Fit | Literal["new"]
    again: Again | None = None  # a new conversation's first message: a turn of an ended session, sent again


class ServedTwin:
    """One persona as served: its model client, its memory worker, its open conversations."""

    def __init__(
        self,
        home: Home,
        settings: Settings,
        persona: Persona,
        *,
        as_of: datetime | None = None,
        log: Log,
        notice: Log,
    ) -> None:
        self.home = home
        self.settings = settings
        self.persona = persona
        self.as_of = as_of
        self.log = log
        self.notice = notice
        self.endpoint = resolve_endpoint(settings, persona.model)
        self.client = ChatClient(self.endpoint)
        self.open: dict[str, Open] = {}
        self.held = 0  # requests holding or waiting for a conversation's turn (a new one is not in `open` yet)
        self.preparing = Preparing()
        self.retired: list[Open] = []  # conversations of an earlier version of the persona, to be ended
        self._reading = threading.Lock()
        self.live = LivePersona(home, persona, tell=log)
        self.worker = None
        if as_of is None:
            from twin.context.prompt import persona_text
            from twin.narrative.worker import MemoryWorker

            client = ChatClient(self.endpoint)
            self.worker = MemoryWorker(
                home.twin_dir(persona.key), persona, client, persona_text=persona_text(persona), notice=notice,
                pause=self.preparing.wait, embed=client.embedder() if self.endpoint.embedding_model else None,
            )  # fmt: skip

    @property
    def key(self) -> str:
        """The persona's name: the model a client asks for."""
        return self.persona.key

    def who_in(self, session: Session) -> Who:
        """Who talked in a past session (for the catch-up), as a chat would name them."""
        return who_in(session.header, unnamed(self.persona.language), self.settings.user)

    def start(self) -> None:
        """Start memory work and finish what earlier sessions still owe (a killed server's chapters), in the
        background; the SDK is made now, so the first request does not pay for its import."""
        self.client.prepare()
        if self.worker is not None:
            self.worker.start()
            self.worker.catch_up(self.who_in)

    def owner_or(self, user: str) -> str:
        """The owner's name as twin.toml spells it for no name or theirs in any case ("sam" is Sam), else `user`."""
        owner = self.settings.user
        return owner if owner and (not user or user.casefold() == owner.casefold()) else user

    def new_conversation(self, user: str, via: str = "serve", given: Sequence[Said] = ()) -> Open:
        """A new conversation (its session begins with its first turn); `given`, the earlier messages of the request
        that begins it, are the program's transcript: the model sees them before the session's turns (those of the
        person and the twin; a tool's are left out), and they are never recorded."""
        conversation = Conversation(
            self.home, self.settings, self.persona, self.endpoint, user=user, client=self.client, as_of=self.as_of,
            notice=self.notice, worker=self.worker, via=via,
            transcript=[(role, text) for role, text in given if role in ("user", "assistant")], building=BUILDING,
        )  # fmt: skip
        return Open(conversation, user, via=via, given=list(given))

    def read_persona(self) -> Persona:
        """The persona as its file is now (in a thread: it reads the file). An edit is taken when it loads: new
        conversations, and the next request of an open one, speak as the new version, and the memory worker grounds
        against it; one that does not load leaves the version served, and is logged once. A twin served as of a
        past time keeps the persona it started with."""
        if self.as_of is not None:
            return self.persona
        with self._reading:
            old = self.persona
            fresh = self.live.refresh()
            if fresh is None:
                return old
            self.persona = fresh
            endpoint = resolve_endpoint(self.settings, fresh.model)
            worker_client = None
            if endpoint != self.endpoint:  # the edit named another model: replies, extraction and chapters use it
                self.endpoint, self.client, worker_client = endpoint, ChatClient(endpoint), ChatClient(endpoint)
            if self.worker is not None:
                from twin.context.prompt import persona_text

                embed = worker_client.embedder() if worker_client and endpoint.embedding_model else None
                self.worker.use_persona(fresh, persona_text(fresh), worker_client, embed)
            self.log(f"{self.key}: the persona changed ({old.digest} -> {fresh.digest}); its next replies speak as "
                     "the new version")  # fmt: skip
            return fresh

    # -- requests ---------------------------------------------------------------

    async def claim(
        self, session_id: str | None, user: str, prior: Sequence[Said], last: str, retried: bool = False
    ) -> Claim:
        """The conversation a request speaks in, held for it: the one its header names, else the open one whose turns
        its earlier messages are (the most recently used when several are), else a new one. No `user` is the owner's
        name from twin.toml, as the conversation records it: a client that names them now and then is one person.
        A request its client sends again after a failure (`retried`: an SDK's automatic retry) with no earlier
        messages is the conversation whose only words are its message: the first message of a chat whose reply
        failed was kept three times, in three sessions, by the openai SDK's two retries."""
        user = self.owner_or(user)
        self.held += 1
        try:
            return await self._claim(session_id, user, prior, last, retried)
        except BaseException:
            self.held -= 1
            raise

    async def _claim(
        self, session_id: str | None, user: str, prior: Sequence[Said], last: str, retried: bool = False
    ) -> Claim:
        chosen: Open | None = None
        if session_id:
            found = self.open.get(session_id)
            if found is not None and found.user == user and found.via == "serve":
                chosen = found
        elif prior or retried:
            fitting = [
                o
                for o in self.open.values()
                if not o.busy
                and o.user == user
                and o.via == "serve"
                and (o.fit(prior, last) if prior else _failed_first(o, last))
            ]
            chosen = max(fitting, key=lambda o: o.last) if fitting else None
        if chosen is None:
            again = await anyio.to_thread.run_sync(self.sent_again, prior, last) if prior else None
            return await self._begin(user, prior, again)
        chosen.busy += 1  # taken before any wait: no other request is matched to it meanwhile
        try:
            await chosen.turn.acquire()
        except BaseException:
            chosen.busy -= 1
            raise
        if chosen.conversation.persona.digest != self.persona.digest:
            # the persona was edited: a session is one version's (its header names it), so this one ends, off the
            # request's time, and the request begins the next session, as after a restart
            self.open.pop(chosen.id, None)
            self.retired.append(chosen)
            chosen.busy -= 1
            chosen.turn.release()
            return await self._begin(user, prior)
        return Claim(chosen, "retry" if chosen.fit(prior, last) == "retry" else "continue")

    async def _begin(self, user: str, prior: Sequence[Said], again: Again | None = None) -> Claim:
        """A new conversation for a request, held for it; its earlier messages are the program's transcript."""
        fresh = self.new_conversation(user, given=prior)
        fresh.busy = 1
        await fresh.turn.acquire()
        return Claim(fresh, "new", again)

    def sent_again(self, prior: Sequence[Said], last: str) -> Again | None:
        """Whether a request that begins a conversation, with earlier messages, sends again as its new message a turn
        of the person's that holds words they asked to forget since (in a thread: it reads the facts and the
        sessions). A client that kept a conversation through a restart or an idle end sends, when the person asks
        it to regenerate a reply, the messages up to the one it answers: those words are on record already, said
        before the forget, and are no saying-again. Recorded as said now, they made the forgotten value news, and it
        held again. The newest SENT_AGAIN_SESSIONS sessions begun before the last forget whose files hold every
        word of the message are looked through, newest first, for the turn whose session said before it what the
        earlier messages end with (`_sent_again`); a session's first turn, for the session it began after
        (`_began_after`)."""
        if self.as_of is not None:
            return None
        twin_dir = self.home.twin_dir(self.key)
        facts = FactStore(twin_dir)
        try:
            masks = facts.masks()
        finally:
            facts.close()
        words = masks.turn(last, placeholder(self.persona.language))  # as a turn said before the last forget reads
        if words == last:
            return None
        store = SessionStore(twin_dir)
        until = datetime.fromtimestamp(masks.until).astimezone()
        names = store.names()
        names = names[: bisect_right(names, session_names_to(until))]
        marks = _marks(last)
        for at in range(len(names) - 1, max(-1, len(names) - 1 - SENT_AGAIN_SESSIONS), -1):
            path = store.dir / names[at]
            if not _holds(path, marks):
                continue
            session = store.load(path)
            began_after = partial(self._began_after, store, names[max(0, at - KEPT_BEFORE) : at], session, prior)
            turn = _sent_again(session.conversation(), prior, last, began_after)
            if turn is not None and turn.time <= until:
                return Again(turn.id, words)
        return None

    @staticmethod
    def _began_after(store: SessionStore, before: Sequence[str], session: Session, prior: Sequence[Said]) -> bool:
        """Whether a session began after the earlier messages `prior`, so that a request that sends them and then its
        first turn again is a regenerate of its reply: it began after a program's transcript (a reply of it was shown
        n of its messages, and `prior` holds as many), which ends with the last turns of a session of the same person
        served before it, among those begun just before (`before`: the conversation a client kept through a
        restart or an idle end, which ended before this session began). A session that began a conversation, with no
        earlier messages, is never sent again with some: a client's regenerate of that first reply sends none (and
        is not looked for: nothing tells it from a new conversation that opens with the same words)."""
        said = [s for s in prior if s[0] in ("user", "assistant")]  # what a transcript keeps of the messages
        given = _given(session)
        if not given or len(said) < given:
            return False
        user = session.header.get("user")
        for name in reversed(before):
            earlier = store.load(store.dir / name)
            if earlier.header.get("via") != "serve" or earlier.header.get("user") != user:
                continue
            if _ends_with(earlier.conversation(), said):
                return True
        return False

    async def tell(self, text: str, user: str) -> Outcome | None:
        """Record a statement told through MCP as the person's turn (in the conversation of what was told, which
        ends when idle like any other) and extract from it; what was kept and rejected."""
        user = self.owner_or(user)
        found = next((o for o in self.open.values() if o.via == TOLD_VIA and o.user == user), None)
        if found is None:
            found = self.new_conversation(user, via=TOLD_VIA)
        claim = Claim(found, "continue")
        found.busy += 1
        self.held += 1
        try:
            await found.turn.acquire()
        except BaseException:
            found.busy -= 1
            self.held -= 1
            raise
        try:
            outcome: Outcome | None = await anyio.to_thread.run_sync(found.conversation.note, text)
            return outcome
        finally:
            self.opened(claim)
            self.release(claim)

    async def copied(self, session_id: str | None, user: str, prior: Sequence[Said], last: str) -> str:
        """The open conversation a request copies for its program's own task (a front end's title, tags, follow-up
        questions: `copies`), by its session id; "" when the request is the person's: it names an open session,
        its earlier messages continue one, or it copies none."""
        user = self.owner_or(user)
        if session_id and session_id in self.open:
            return ""
        mine = [o for o in self.open.values() if o.user == user and o.via == "serve" and o.id]
        if not mine or (prior and any(o.fit(prior, last) for o in mine)):
            return ""
        said = [(o.id, o.said()) for o in mine]  # (taken on the event loop; read in a thread: a copy may be long)
        return await anyio.to_thread.run_sync(lambda: next((i for i, turns in said if copies(last, turns)), ""))

    def opened(self, claim: Claim) -> None:
        """A new conversation's session exists now (its first turn is on disk): other requests may find it."""
        if claim.open.id:
            self.open[claim.open.id] = claim.open

    def release(self, claim: Claim) -> None:
        """The request is done with its conversation."""
        claim.open.busy -= 1
        self.held -= 1
        claim.open.last = time.monotonic()
        claim.open.turn.release()

    # -- ending -----------------------------------------------------------------

    def _end(self, open_: Open, reason: str) -> None:
        """End a conversation's session and write its chapter (in a thread); a failure leaves it owed."""
        session_id = open_.id  # (the conversation has no session once it ended)
        try:
            open_.conversation.end_session(reason)
        except TwinError as exc:
            self.notice(f"the diary of session {session_id} waits: it is written once the model answers again, or at "
                        f"the next start ({exc.message})")  # fmt: skip
        finally:
            open_.conversation.close()

    async def end_idle(self, idle_seconds: float) -> None:
        """End the conversations nobody has spoken in for `idle_seconds`, and those of an earlier version of the
        persona, one after another."""
        while self.retired:
            retired = self.retired[0]
            async with retired.turn:  # a request still in it finishes first
                try:
                    await anyio.to_thread.run_sync(self._end, retired, "persona")
                except Exception as exc:  # noqa: BLE001 - its chapter stays owed
                    self.log(f"{self.key}: ending session {retired.id} failed ({type(exc).__name__}); its diary "
                             "waits for the model or the next start")  # fmt: skip
            self.retired.remove(retired)
        moment = time.monotonic()
        for session_id, open_ in list(self.open.items()):
            if open_.busy or moment - open_.last < idle_seconds:
                continue
            del self.open[session_id]  # no request finds it from here on; one that names it starts a new session
            try:
                await anyio.to_thread.run_sync(self._end, open_, "idle")
            except Exception as exc:  # noqa: BLE001 - one failure never stops the sweep; its chapter stays owed
                self.log(f"{self.key}: ending idle session {session_id} failed ({type(exc).__name__}); its diary "
                         "waits for the model or the next start")  # fmt: skip

    async def shutdown(self, deadline: float) -> int:
        """End every open conversation and write its chapter, until `deadline` (monotonic); what is left then is
        owed to the next start. Returns how many were left.

        Each is ended holding its turn: a request the server cancelled may still be recording its reply as
        interrupted, and a new conversation is registered only then; those are waited for too."""
        ending: Open | None = None
        for retired in self.retired:  # they end with the others
            self.open.setdefault(retired.id, retired)
        self.retired.clear()
        with anyio.move_on_after(max(0.0, deadline - time.monotonic())):
            while self.open or self.held:
                if not self.open:
                    await anyio.sleep(0.02)  # a request still holds a conversation that is not registered yet
                    continue
                session_id = next(iter(self.open))
                ending = self.open.pop(session_id)
                async with ending.turn:
                    await anyio.to_thread.run_sync(self._end, ending, "shutdown", abandon_on_cancel=True)
                ending = None
        waiting = self.held - sum(o.busy for o in self.open.values()) - (ending.busy if ending else 0)
        left = len(self.open) + (ending is not None) + max(0, waiting)
        if self.worker is not None and left == 0:
            await anyio.to_thread.run_sync(self.worker.close)
        return left
