"""One person talking with one twin: the life of a turn, without any terminal code."""

from __future__ import annotations

import base64
import sqlite3
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from twin.clock import now
from twin.home import Home
from twin.llm import ChatClient, Completion, ReplyStream, Sampling
from twin.persona.model import Persona, with_person
from twin.sessions import offrecord
from twin.sessions.session import (
    TOLD_VIA,
    Session,
    SessionStore,
    SessionWriter,
    Turn,
    Who,
    owned,
    unnamed,
    who_in,
)
from twin.settings import Endpoint, Settings
from twin.store import new_id

# why a model stopped that a reply's turn records: a reply cut at max_tokens, or stopped by the provider, is not whole
CUT_SHORT = ("length", "content_filter")
KEPT_OUT_WAIT = 30.0  # seconds at most a turn that takes back what was said waits for memory to forget it
KEPT_OUT_MOMENT = 0.3  # seconds it waits before it says that it does

if TYPE_CHECKING:  # the memory machinery is imported when first used, after the first prompt is up
    from twin.context.prompt import Context
    from twin.context.view import MemoryReader, MemoryView
    from twin.narrative.extraction import Outcome
    from twin.narrative.worker import MemoryWorker
    from twin.store.vectors import Embed

Notice = Callable[[str], None]


class Building:
    """Contexts built one at a time (`twin serve`: one lock for the process, BUILDING in twin/serve/twins.py): a
    context is work for the interpreter's one lock, and built side by side they all finish late together. A
    thread that waits on the network while it builds (the embedding model) lets go meanwhile (`outside`)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._mine = threading.local()  # whether this thread holds it

    def __enter__(self) -> None:
        self._lock.acquire()
        self._mine.held = True

    def __exit__(self, *exc: object) -> None:
        self._mine.held = False
        self._lock.release()

    @contextmanager
    def outside(self) -> Iterator[None]:
        """While this thread waits on something other than the interpreter: the lock let go, taken again after."""
        if not getattr(self._mine, "held", False):
            yield
            return
        self.__exit__()
        try:
            yield
        finally:
            self.__enter__()


class Outside:
    """An embedding model called with the Building lock let go; the same model name (it keys the vector cache)."""

    def __init__(self, embed: Embed, building: Building) -> None:
        from twin.store.vectors import model_name

        self.embed, self.building, self.model = embed, building, model_name(embed)

    def __call__(self, texts: list[str]) -> list[list[float]]:
        with self.building.outside():
            return self.embed(texts)


@dataclass
class Reply:
    """A reply in progress: iterate for text; `finish` records it."""

    stream: ReplyStream
    context: Context
    user_turn: Turn
    retry_of: str | None = None
    instructions: int = 0  # how many instructions of a calling program were in the context (their text is not kept)

    def __iter__(self) -> Iterator[str]:
        return iter(self.stream)


class Conversation:
    """Owns the live session of one twin: appends turns, builds context, calls the model, keeps memory.

    A chat has one, with a memory worker of its own; `twin serve` has one per conversation it serves, all sharing
    their twin's `worker` (which the server starts, catches up and closes) and model `client`.
    """

    def __init__(
        self,
        home: Home,
        settings: Settings,
        persona: Persona,
        endpoint: Endpoint,
        *,
        user: str = "",
        client: ChatClient | None = None,
        as_of: datetime | None = None,
        notice: Notice | None = None,
        status: Notice | None = None,
        memory: bool = True,
        worker: MemoryWorker | None = None,
        via: str = "",
        transcript: Sequence[tuple[str, str]] = (),
        building: Building | None = None,
    ) -> None:
        self.home = home
        self.settings = settings
        self.persona = persona
        self.endpoint = endpoint
        self.user = user or settings.user
        self.client = client or ChatClient(endpoint)
        self.twin_dir = home.twin_dir(persona.key)
        self.store = SessionStore(self.twin_dir)
        self._embed: Embed | None = self.client.embedder() if endpoint.embedding_model else None
        self._reader: MemoryReader | None = None
        self.as_of = as_of  # a past time coordinate: memory is read as it stood then, and nothing is written
        self.session: SessionWriter | None = None
        self._greeting: tuple[str, datetime] | None = None  # shown, and recorded once the person says something
        self._memory = memory and as_of is None
        self.worker: MemoryWorker | None = worker if self._memory else None
        self._own_worker = worker is None
        self.via = via  # what the session came through, when not the chat ("serve", "mcp"): in its header
        # (role, text) of what a calling program gave as the conversation before this session (`twin serve`): shown
        # to the model before the session's turns, as the program's; never recorded, never extracted from
        self.transcript = list(transcript)
        self._notice = notice or (lambda text: None)
        self._status = status  # how far the memory work of a start is: a line a terminal shows while it goes on
        self._started = False
        # held while a reply's context is built: `twin serve` lets one conversation's at a time (twin/serve/twins.py
        # BUILDING); a chat has only its own. The embedding model is waited for outside it.
        self._building: AbstractContextManager[Any] = building or nullcontext()
        if building is not None and self._embed is not None:
            self._embed = Outside(self._embed, building)

    @property
    def reader(self) -> MemoryReader:
        """The twin's memory, opened on first use."""
        if self._reader is None:
            from twin.context.view import MemoryReader

            self._reader = MemoryReader(self.twin_dir, embed=self._embed)
        return self._reader

    @property
    def who(self) -> Who:
        """The person talking: the subject of their facts and their name."""
        told = self.via == TOLD_VIA
        if self.user:
            return owned(Who(self.user, self.user, told=told), self.settings.user)
        return Who("user", unnamed(self.persona.language), told=told)

    @property
    def owner(self) -> bool:
        """Whether the person talking is the one the twin is kept for (`user` in twin.toml, or nobody named), not
        another name given by `--user` or a `twin serve` request."""
        return self.user.casefold() == (self.settings.user or "").casefold()

    def who_in(self, session: Session) -> Who:
        """Who talked in a past session, from its header."""
        person = self.who.name if not self.user else unnamed(self.persona.language)
        return who_in(session.header, person, self.settings.user)

    # -- sessions ------------------------------------------------------------

    def start(self) -> None:
        """Begin background memory work, including what earlier sessions still owe (once)."""
        if self._started or not self._memory:
            return
        self._started = True
        if self.worker is not None:  # a shared worker: started, and caught up, by its owner
            if self.session is not None:
                self.worker.session_started(self.session.id)
            return
        from twin.context.prompt import persona_text
        from twin.narrative.worker import MemoryWorker

        self.worker = MemoryWorker(
            self.twin_dir, self.persona, ChatClient(self.endpoint), persona_text=persona_text(self.persona),
            notice=self._notice, embed=self._embed, status=self._status,
        )  # fmt: skip
        self.worker.start()
        if self.session is not None:
            self.worker.session_started(self.session.id)
        self.worker.catch_up(self.who_in, exclude=self.session.id if self.session else None)

    def is_first_meeting(self) -> bool:
        """True before the twin's very first session."""
        return self.store.empty()

    def _session(self) -> SessionWriter:
        self.start()  # memory work is running before anything is said
        if self.session is None:
            header = {
                "persona": self.persona.key,
                "persona_hash": self.persona.digest,
                "model": self.endpoint.model or None,
                "endpoint": self.endpoint.host,
                "user": self.user,
            }
            if self.via:
                header["via"] = self.via
            if self.as_of is not None:
                self.session = SessionWriter.ephemeral(header)
            else:
                # the live mark is taken before the file exists, so a catch-up never finishes this session
                session_id = new_id()
                if self.worker is not None:
                    self.worker.session_started(session_id)
                self.session = self.store.start(header, session_id=session_id)
                if self._greeting is not None:  # the first turn, at the time it was shown
                    greeting, shown = self._greeting
                    self._greeting = None
                    self.session.add_turn("assistant", greeting, at=shown, source="greeting")
        return self.session

    def open_with_greeting(self) -> str | None:
        """The persona's greeting before the first session ever, to show; else None. Its `{{user}}` is the name of
        who is talking. It is recorded as that session's first turn when the session begins, with the person's first
        words: a chat left without a word leaves no session, and the next one greets again."""
        if not self.persona.greeting.strip() or not self.is_first_meeting() or self.as_of is not None:
            return None
        greeting = with_person(self.persona.greeting.strip(), self.user, self.persona.language)
        self._greeting = (greeting, now())
        return greeting

    def end_session(self, reason: str, *, chapter: bool = True) -> SessionWriter | None:
        """Close the live session: mark its end, then write its chapter and consolidate (may raise TwinError);
        without `chapter`, both are owed to the next start (a chat that must stop now)."""
        session, self.session = self.session, None
        if session is None or session.path is None:
            return None
        session.end(reason)
        if self.worker is not None and chapter:
            # a chat or `twin mcp` that ends (not `/new`) ends its process: the diaries owed from before wait for the
            # next start rather than hold it (a piped line after an import of 30 conversations waited 41 s); a
            # server goes on
            hurry = self.via != "serve" and reason != "new"
            self.worker.finish_session(self.store.load(session.path), self.who, hurry=hurry)
        return session

    def close(self, *, now: bool = False) -> None:
        """Stop background work (after what is queued; a shared worker is its owner's to stop), close the memory.
        `now`: the chat must stop at once; what memory work had not done is owed to the next start."""
        if self.worker is not None and self._own_worker:
            self.worker.close(now=now)
        if self._reader is not None:
            self._reader.close()

    def memory_settled(self, timeout: float) -> bool:
        """Wait until memory has extracted what was said in this session so far (a fact just said is then there to
        forget or correct); False on timeout. At once when no memory is kept here or nothing is being extracted."""
        if self.worker is None or self.session is None:
            return True
        return self.worker.extracted(self.session.id, timeout)

    # -- turns ---------------------------------------------------------------

    def ask(
        self,
        text: str,
        undecoded: bytes | None = None,
        *,
        instructions: list[str] | None = None,
        sampling: Sampling | None = None,
        again: str | None = None,
    ) -> Reply:
        """Record the person's words (on disk before anything else), then start the reply.

        `undecoded`: the bytes the words were read from, when they were not UTF-8 (`text` has U+FFFD where a byte
        could not be read); kept with the turn in base64, so nothing the person sent is lost. `instructions`: what
        a calling program asks of the twin (`twin serve`: its system messages), shown to the model as the program's
        and never recorded as anyone's words. `sampling`: how the calling program asks the reply to be sampled
        (its temperature, max_tokens...), over the endpoint's settings. `again`: the turn whose words a program
        sends again after its session ended (`twin serve`, twin/serve/twins.py `sent_again`), recorded with them.
        """
        return self.answer(self.say(text, undecoded, again=again), instructions=instructions, sampling=sampling)

    def say(self, text: str, undecoded: bytes | None = None, *, again: str | None = None) -> Turn:
        """The first half of `ask`: the person's words recorded (on disk when it returns)."""
        raw = base64.b64encode(undecoded).decode("ascii") if undecoded is not None else None
        turn = self._session().add_turn("user", text, undecoded=raw, sent_again=again)
        if turn.text != text:  # a secret in it was written as "[secret]" (twin/credentials.py)
            from twin.narrative.worker import notice_text

            self._notice(notice_text("secret", self.persona.language))
        return turn

    def answer(self, turn: Turn, *, instructions: list[str] | None = None, sampling: Sampling | None = None) -> Reply:
        """The second half of `ask`: what the words ask of memory done, and the reply to them started."""
        self._kept_out(turn)
        return self._reply(turn, instructions=instructions, sampling=sampling)

    def stopped_before(self, user_turn: Turn) -> Turn:
        """Record a reply Ctrl-C stopped before it began (pressed right after Enter): empty and interrupted, as one
        stopped at its first word would be; the words it answers are learned from as after any exchange."""
        session = self._session()
        turn = session.add_turn("assistant", "", status="interrupted", reply_to=user_turn.id)
        if self.worker is not None:
            self.worker.after_exchange(session.id, session.conversation(), self.who)
        return turn

    def _kept_out(self, turn: Turn) -> None:
        """When the person asked not to keep what they say or said just before (twin/sessions/offrecord.py), say so;
        what they took back is forgotten once this session's extractions so far are done (one may be learning from
        it still), here, before the reply's context is made, as `/forget` does. Past the wait (or a Ctrl-C in it),
        the worker forgets it after this exchange's extraction, and the context leaves it out meanwhile. A correction
        ("typo, I'm 35 not 34") retires what it names as a mistake, of what is learned so far, without waiting (its
        opening words, "sorry", "wait", are common): the worker does it again after the correction's extraction."""
        if self.worker is None or self.session is None:
            return
        from twin.narrative.takeback import take_back
        from twin.narrative.worker import corrected_notice, notice_text, taken_back_notice

        language, record = self.persona.language, turn.record
        taken = offrecord.Unkept.taken_by([turn])
        if not taken and not record.get("corrects"):
            if record.get("off_record"):
                self._notice(notice_text("off-record-next" if record.get("ahead") else "off-record", language))
            return
        from twin.errors import TwinError

        stopped: KeyboardInterrupt | None = None
        try:  # a correction does not wait: the worker retires a mistake learned late after the correction's extraction
            if taken and not self.memory_settled(KEPT_OUT_MOMENT):
                self._notice(notice_text("taking-back", language))
                self.memory_settled(max(min(self.endpoint.timeout, KEPT_OUT_WAIT) - KEPT_OUT_MOMENT, 0.0))
        except KeyboardInterrupt as exc:  # Ctrl-C: what is learned yet is forgotten, then it goes on (the reply stops)
            stopped = exc
        about = [kind for kinds in taken.parts.values() for kind in kinds] if not taken.turns else []
        try:
            if taken:
                forgotten = take_back(
                    self.twin_dir, self.reader.facts, self.session.id, taken, turn.id,
                    (self.who.subject, *self.who.also),
                )  # fmt: skip
                self._notice(taken_back_notice(forgotten, language, about, joke=bool(record.get("joke"))))
            else:  # a correction: what it names of the message before, as a mistake
                retired = self.worker.correct_mistakes(
                    self.session.id, self.session.turns, turn, self.who, self.reader.facts
                )
                if retired:
                    self._notice(corrected_notice(retired, language, (self.who.subject, *self.who.also)))
        except (TwinError, OSError, sqlite3.Error) as exc:  # a full disk, a damaged line: said, never a traceback
            detail = exc.words(language)[0] if isinstance(exc, TwinError) else str(exc)
            self._notice(notice_text("taken-back-failed" if taken else "corrected-failed", language, detail=detail))
        if stopped is not None:
            raise stopped

    def note(self, text: str) -> Outcome | None:
        """Record the person's words without asking for a reply (a statement told through a tool), then extract from
        them as after any exchange, through the same grounding, and wait for what was kept and what was rejected.
        None when memory is not kept (a chat with the past)."""
        return self.extract_noted(self.record_note(text))

    def record_note(self, text: str) -> Turn:
        """The first half of `note`: the words recorded (on disk when it returns)."""
        turn = self._session().add_turn("user", text)
        self._kept_out(turn)
        return turn

    def extract_noted(self, turn: Turn) -> Outcome | None:
        """The second half of `note`: extract what was said up to `turn` that no extraction was handed yet, and wait
        for it (a statement recorded since, while this one waited, is its own `note`'s)."""
        session = self.session
        if self.worker is None or session is None:
            return None
        said = session.conversation()
        upto = next((i for i, t in enumerate(said) if t.id == turn.id), len(said) - 1)
        return self.worker.extract_now(session.id, said[: upto + 1], self.who)

    def retry(self, *, instructions: list[str] | None = None, sampling: Sampling | None = None) -> Reply | None:
        """Ask again for the last reply; None when there is nothing to retry."""
        if self.session is None:
            return None
        turns = self.session.turns
        last_user = next((t for t in reversed(turns) if t.role == "user"), None)
        if last_user is None:
            return None
        previous = next(
            (t for t in reversed(turns) if t.role == "assistant" and t.record.get("reply_to") == last_user.id), None
        )
        return self._reply(
            last_user, retry_of=previous.id if previous else None, instructions=instructions, sampling=sampling
        )

    def _reply(
        self,
        user_turn: Turn,
        retry_of: str | None = None,
        instructions: list[str] | None = None,
        sampling: Sampling | None = None,
    ) -> Reply:
        session = self._session()
        said = [t for t in session.conversation() if t.id != retry_of]
        cut = next((i for i, t in enumerate(said) if t.id == user_turn.id), len(said) - 1)
        with self._building:
            context = self.build_context(said[: cut + 1])
        if instructions:
            from twin.context.prompt import with_instructions

            context = with_instructions(context, instructions, self.persona.language)
        stream = self.client.stream(context.messages, max_tokens=self.endpoint.max_tokens, sampling=sampling)
        return Reply(stream, context, user_turn, retry_of, instructions=len(instructions or []))

    def build_context(self, session_turns: list[Turn]) -> Context:
        """The context for the next reply, as of now (or as of the chat's time coordinate)."""
        from twin.context.prompt import build_context

        unkept = offrecord.Unkept.taken_by(session_turns)  # "forget what I just said": not shown to the model again
        taken = unkept.turns
        if taken:
            hidden = offrecord.placeholder(self.persona.language)
            session_turns = [replace(t, text=hidden) if t.id in taken else t for t in session_turns]
        message = session_turns[-1].text if session_turns and session_turns[-1].role == "user" else ""
        memory = self.memory_view(message, [t.text for t in session_turns[-7:-1] if t.id not in taken])
        if unkept and self.session is not None:  # a fact learned from it that the take-back has not forgotten yet
            from twin.narrative.takeback import learned_from

            session, mine = self.session.id, (self.who.subject, *self.who.also)
            memory.facts = [f for f in memory.facts if not learned_from(f, session, unkept, mine)]
            memory.replaced = [
                (old, new) for old, new in memory.replaced if not learned_from(new, session, unkept, mine)
            ]
        return build_context(
            self.persona, session_turns, memory, self.settings.context, user=self.user, at=self.as_of,
            transcript=self.transcript,
        )  # fmt: skip

    def memory_view(
        self, message: str, recent_context: list[str] | None = None, *, this_session: bool = False
    ) -> MemoryView:
        """What memory brings to `message` in this chat: as of its time, about its person; this session left out
        (its turns are in the request already) unless `this_session` (`/recall` searches it too, and shows what
        it finds even among the last turns)."""
        # (`/recall` shows what bears on its words among the latest chapters too: a context holds those anyway, and
        # "nothing bears on it" of a word the last diary entry says was untrue)
        settings = replace(self.settings.context, recent_turns=0, chapters=0) if this_session else self.settings.context
        return self.reader.view(
            settings,
            at=self.as_of,
            exclude_session=self.session.id if self.session and not this_session else None,
            user_subject=self.who.subject,
            owner=self.owner,
            owner_subject=self.settings.user or "user",
            message=message,
            recent_context=recent_context,
            indexed_later=self.worker.live() if self.worker is not None and not this_session else (),
        )

    def finish(self, reply: Reply) -> Turn:
        """Record the reply as it ended (ok, empty, error or interrupted), then queue extraction."""
        c: Completion = reply.stream.completion
        session = self._session()
        turn = session.add_turn(
            "assistant",
            c.text,
            status=c.status,
            model=c.model or None,
            usage=c.usage,
            latency_ms=c.latency_ms,
            first_token_ms=c.first_token_ms,
            error=c.error or None,
            finish_reason=c.finish_reason if c.finish_reason in CUT_SHORT else None,
            reply_to=reply.user_turn.id,
            retry_of=reply.retry_of,
            prompt=reply.context.prompt_id,
            context=reply.context.items,
            context_tokens=reply.context.tokens,
            instructions=reply.instructions or None,
            given=reply.context.given or None,
        )
        if self.worker is not None and turn.status in ("ok", "interrupted"):
            self.worker.after_exchange(session.id, session.conversation(), self.who)
        return turn

    def fail(self, reply: Reply | None, user_turn: Turn, message: str) -> Turn:
        """Record a reply that never started (the endpoint refused or could not be reached)."""
        return self._session().add_turn(
            "assistant",
            "",
            status="error",
            error=message,
            reply_to=user_turn.id,
            retry_of=reply.retry_of if reply else None,
        )
