"""One person talking with one twin: the life of a turn, without any terminal code."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from twin.home import Home
from twin.llm import ChatClient, Completion, ReplyStream
from twin.memory.context import Context, build_context
from twin.memory.session import SessionStore, SessionWriter, Turn
from twin.persona import Persona
from twin.settings import Endpoint, Settings


@dataclass
class Reply:
    """A reply in progress: iterate for text; `finish` records it."""

    stream: ReplyStream
    context: Context
    user_turn: Turn
    retry_of: str | None = None

    def __iter__(self) -> Iterator[str]:
        return iter(self.stream)


class Conversation:
    """Owns the live session of one twin: appends turns, builds context, calls the model."""

    def __init__(
        self,
        home: Home,
        settings: Settings,
        persona: Persona,
        endpoint: Endpoint,
        *,
        user: str = "",
        client: ChatClient | None = None,
    ) -> None:
        self.home = home
        self.settings = settings
        self.persona = persona
        self.endpoint = endpoint
        self.user = user or settings.user
        self.client = client or ChatClient(endpoint)
        self.store = SessionStore(home.twin_dir(persona.key))
        self.session: SessionWriter | None = None
        self.on_session_end: list[Callable[[SessionWriter], None]] = []

    # -- sessions ------------------------------------------------------------

    def is_first_meeting(self) -> bool:
        """True before the twin's very first session."""
        return not self.store.paths()

    def _session(self) -> SessionWriter:
        if self.session is None:
            self.session = self.store.start(
                {
                    "persona": self.persona.key,
                    "persona_hash": self.persona.digest,
                    "model": self.endpoint.model,
                    "endpoint": self.endpoint.host,
                    "user": self.user,
                }
            )
        return self.session

    def open_with_greeting(self) -> str | None:
        """The persona's greeting, recorded as the first turn of the first session ever; else None."""
        if not self.persona.greeting.strip() or not self.is_first_meeting():
            return None
        self._session().add_turn("assistant", self.persona.greeting.strip(), source="greeting")
        return self.persona.greeting.strip()

    def end_session(self, reason: str) -> SessionWriter | None:
        """Close the live session (if one was started) and run what follows a session."""
        session, self.session = self.session, None
        if session is None:
            return None
        session.end(reason)
        for hook in self.on_session_end:
            hook(session)
        return session

    # -- turns ---------------------------------------------------------------

    def ask(self, text: str) -> Reply:
        """Record the person's words (on disk before anything else), then start the reply."""
        session = self._session()
        turn = session.add_turn("user", text)
        return self._reply(turn)

    def retry(self) -> Reply | None:
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
        return self._reply(last_user, retry_of=previous.id if previous else None)

    def _reply(self, user_turn: Turn, retry_of: str | None = None) -> Reply:
        session = self._session()
        said = [t for t in session.conversation() if t.id != retry_of]
        cut = next((i for i, t in enumerate(said) if t.id == user_turn.id), len(said) - 1)
        context = self.build_context(said[: cut + 1])
        stream = self.client.stream(context.messages, max_tokens=self.endpoint.max_tokens)
        return Reply(stream, context, user_turn, retry_of)

    def build_context(self, session_turns: list[Turn]) -> Context:
        """The context for the next reply."""
        earlier = self.store.recent_turns(
            self.settings.context.recent_turns, exclude=self.session.id if self.session else None
        )
        return build_context(self.persona, session_turns, earlier, self.settings.context, user=self.user)

    def finish(self, reply: Reply) -> Turn:
        """Record the reply as it ended: ok, empty, error or interrupted."""
        c: Completion = reply.stream.completion
        return self._session().add_turn(
            "assistant",
            c.text,
            status=c.status,
            model=c.model or None,
            usage=c.usage,
            latency_ms=c.latency_ms,
            first_token_ms=c.first_token_ms,
            error=c.error or None,
            reply_to=reply.user_turn.id,
            retry_of=reply.retry_of,
            prompt=reply.context.prompt_id,
            context=reply.context.items,
            context_tokens=reply.context.tokens,
        )

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
