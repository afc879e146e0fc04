"""The chat loop: read, record, reply, repeat; Ctrl-C stops a reply (and a piped chat), Ctrl-D ends."""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator

from twin.chat.commands import dispatch
from twin.chat.conversation import Conversation, Reply
from twin.chat.render import Renderer
from twin.chat.terminal import InputSource
from twin.chat.words import say
from twin.errors import ExitStatus, ModelError, ModelSetupError, TwinError
from twin.sessions.session import Turn, unanswered


class ChatLoop:
    """Drives one chat between a person and a twin."""

    def __init__(self, conversation: Conversation, renderer: Renderer, source: InputSource) -> None:
        self.conversation = conversation
        self.renderer = renderer
        self.source = source
        self.failed = False  # any reply that failed, for the exit status of piped chats
        self.refused = False  # a reply failed in a way asking again cannot mend (a key refused, a wrong URL)
        self._pending: list[str] = []
        self._memory_started = False
        self._lock = threading.Lock()
        self.stopping: str | None = None  # why the chat must end now (its terminal closed, it was told to stop)

    def stop(self, reason: str) -> None:
        """End the chat now, from a signal handler of the main thread: what a reply had is kept as Ctrl-C keeps it,
        the session ends with `reason`, its diary and the memory work not done are owed to the next start (no model
        is waited for). Once: a second signal (a closed window sends SIGHUP twice, a shutdown SIGHUP then SIGTERM, a
        second Ctrl-C in a pipe) must not cut the saving the first began."""
        if self.stopping:
            return
        self.stopping = reason
        raise KeyboardInterrupt

    @property
    def zh(self) -> bool:
        """Whether the chat speaks Chinese (the persona's language)."""
        return self.conversation.persona.language == "zh"

    def words(self, error: TwinError) -> tuple[str, str]:
        """An error's message and hint in the chat's language (English where it was given no other)."""
        return error.words(self.conversation.persona.language)

    def notice(self, text: str) -> None:
        """A dim line from background memory work (any thread): above the prompt, or at the next quiet moment."""
        if not self.source.interactive:
            self.renderer.dim(text)  # stderr in a pipe: safe from any thread
            return
        with self._lock:
            self._pending.append(text)
        self.source.show_above(self.flush_notices)  # above the prompt if one is waiting; else at the next prompt

    def status(self, text: str) -> None:
        """How far background memory work is (any thread): under the prompt on a terminal, "" takes it away; a pipe
        gets the notices before and after it only."""
        if self.source.interactive:
            self.source.status(text)

    def before_prompt(self) -> None:
        """Just before a prompt is drawn: pending notices, and (the first time) memory work, once the prompt is up."""
        self.flush_notices()
        if not self._memory_started:
            self._memory_started = True
            import asyncio

            # 50 ms after the prompt is drawn, on the prompt's own loop: the person sees the prompt first; then the
            # memory worker starts, and rich is imported (~30 ms) while the person is still typing
            asyncio.get_running_loop().call_later(0.05, self.conversation.start)
            asyncio.get_running_loop().call_later(0.1, self.renderer.warm_up)
            # and the model's SDK is imported on a thread of its own (about a second of CPU, done while typing)
            threading.Thread(target=self.conversation.client.prepare, name="twin-sdk").start()

    def flush_notices(self) -> None:
        """Show the notices that arrived while a reply was streaming."""
        with self._lock:
            pending, self._pending = self._pending, []
        for text in pending:
            self.renderer.dim(text)

    def run(self) -> ExitStatus:
        """Chat until /exit, Ctrl-D or the end of piped input."""
        greeting = self.conversation.open_with_greeting()
        if greeting:
            self.renderer.greet(self.conversation.persona.name, greeting)
        self.source.before_prompt = self.before_prompt
        if not self.source.interactive:
            self.conversation.start()
        reason = "exit"
        try:
            while True:
                self.flush_notices()
                try:
                    line = self.source.read()
                except KeyboardInterrupt:
                    if self.stopping or not self.source.interactive:  # Ctrl-C on a piped chat ends it
                        reason = self._stop_now()
                        break
                    continue  # Ctrl-C at the prompt clears the line
                except EOFError:
                    reason = "eof"
                    break
                undecoded = self.source.undecoded
                if undecoded is not None:
                    where = getattr(self.source, "line", 0)
                    self.renderer.dim(say(self.zh, "not-utf8", line=where) if where else say(self.zh, "typed-not-utf8"))
                outcome = dispatch(self, line.strip())
                if outcome is False:
                    break
                if outcome is None:
                    text = line[1:] if line.startswith("//") else line
                    self._warn_if_too_long(text)
                    reply = self._ask(text, undecoded)
                    played = reply is not None and self.play(reply)
                    if self.stopping or (not played and not self.source.interactive):
                        reason = self._stop_now()  # Ctrl-C during a reply of a piped chat: stop there
                        break
                    if self.refused and not self.source.interactive:
                        # every line after would fail alike and be kept as another failed turn: a pipe stops here,
                        # the lines not read stay with whatever sent them (a person at a terminal may /retry)
                        self.renderer.dim(say(self.zh, "refused-stop"))
                        reason = "refused"
                        break
        except KeyboardInterrupt:  # a second Ctrl-C, between the two above
            if self.source.interactive:
                reason = self.stopping or "interrupted"
            else:
                reason = self._stop_now()
        finally:
            try:
                self.source.close()
            finally:
                left = self.end_session(reason)
                self.conversation.close(now=left)
            try:
                self.flush_notices()
            except OSError:  # the terminal is gone (a hangup): nowhere left to say them
                if not self.stopping:
                    raise
        if reason == "interrupted" or self.stopping:
            return ExitStatus.INTERRUPTED
        if self.failed and not self.source.interactive:
            return ExitStatus.MODEL
        return ExitStatus.OK

    def _stop_now(self) -> str:
        """Ctrl-C in a piped chat: there is no prompt to come back to, and the person asked the lines still queued
        not to be sent. The chat stops as a signal stops it (`stop`); returns why it ended."""
        self.stopping = self.stopping or "interrupted"
        return self.stopping

    def _quiet(self, text: str) -> None:
        """A dim line; one that cannot be shown while the chat is stopping (its terminal, or the reader of its pipe,
        is gone) is let go."""
        try:
            self.renderer.dim(text)
        except OSError:
            if not self.stopping:
                raise

    def end_session(self, reason: str) -> bool:
        """End the live session and write its chapter; a failure leaves the chapter owed to the next start. True when
        the chat must not wait for memory work any more (it is stopping, or Ctrl-C left the diary): what is not done
        is owed to the next start."""
        zh = self.zh
        session = self.conversation.session
        said = session is not None and any(t.role == "user" for t in session.turns) and not unanswered(session.turns)
        if self.stopping:  # no model call now: the next start writes the diary
            self.conversation.end_session(self.stopping, chapter=False)
            if self.stopping == "interrupted":  # Ctrl-C in a pipe (a kill or a hangup has nobody to tell)
                self._quiet(say(zh, "stopped-pipe"))
            return True
        if said and self.conversation.worker is not None:
            self.renderer.dim(say(zh, "writing-diary"))
        try:
            self.conversation.end_session(reason)
        except KeyboardInterrupt:
            self.renderer.dim(say(zh, "diary-left"))
            return True
        except TwinError as exc:
            self.renderer.error(self.words(exc)[0], say(zh, "diary-later"))
        return False

    def _warn_if_too_long(self, text: str) -> None:
        """Say so when a message alone is over the context's budget: it goes whole (a person's words are never cut)."""
        from twin.tokens import estimate_tokens

        budget = self.conversation.settings.context.total_tokens
        if (tokens := estimate_tokens(text)) > budget:
            self.renderer.dim(say(self.zh, "too-long", tokens=tokens, budget=budget))

    def _after(self, what: str) -> str:
        """What became of a failed reply ("saved", "kept"), and that /retry asks again where there is one to type."""
        return say(self.zh, f"{what}-retry" if self.source.interactive else what)

    def _ask(self, text: str, undecoded: bytes | None) -> Reply | None:
        """The reply to the person's words, started; None when Ctrl-C stopped it before it began. A Ctrl-C pressed
        right after Enter (before the words are on disk) waits until they are: the words are never lost to it. On a
        terminal it then stops the reply, as during one (the reply recorded as interrupted, the chat going on); in
        a pipe it ends the chat, as there."""
        caught: list[int] = []
        main = threading.current_thread() is threading.main_thread()
        previous = signal.signal(signal.SIGINT, lambda *_: caught.append(1)) if main else None
        try:
            turn = self.conversation.say(text, undecoded)
        finally:
            if main:
                signal.signal(signal.SIGINT, previous if previous is not None else signal.default_int_handler)
        try:
            if caught:
                raise KeyboardInterrupt
            return self.conversation.answer(turn)
        except KeyboardInterrupt:
            if self.stopping or not self.source.interactive:
                raise
            self.conversation.stopped_before(turn)
            self._quiet(say(self.zh, "stopped"))
            return None

    def play(self, reply: Reply) -> bool:
        """Stream a reply to the screen and record how it ended; False when Ctrl-C stopped it."""
        name = self.conversation.persona.name
        recorded: list[Turn] = []
        finishing = False
        shown: list[str] = []  # the pieces given to the screen

        def held() -> Iterator[str]:
            """The reply's text as it comes, its last piece held back until the reply is on disk: a reply the
            person saw whole is a reply a kill cannot lose."""
            nonlocal finishing
            last: str | None = None
            for delta in reply:
                if last is not None:
                    shown.append(last)
                    yield last
                last = delta
            finishing = True  # from here the reply is written whole, once, whatever Ctrl-C does
            recorded.append(self.conversation.finish(reply))
            if last is not None:
                yield last

        try:
            self.renderer.stream(name, held())
        except KeyboardInterrupt:
            if not finishing:  # (else it had ended and is kept: a Ctrl-C held while its line was written lands here)
                completion = reply.stream.cancel()
                seen = "".join(shown)  # kept as far as it was shown: the piece held back was never seen, and would
                if completion.text.startswith(seen):  # go into the next context as words the person had read
                    completion.text = seen
                self.conversation.finish(reply)
            self._quiet(say(self.zh, "stopped"))
            return False
        except OSError:  # the terminal went away mid-reply (its window closed: a hangup under way): the words are
            # kept as far as they came, then the error goes on
            if not finishing:
                reply.stream.cancel()
                self.conversation.finish(reply)
            if self.stopping:
                return False
            raise
        except ModelError as exc:
            self.conversation.fail(reply, reply.user_turn, exc.message)  # the file keeps the English
            self.failed = True
            self.refused = isinstance(exc, ModelSetupError)
            message, hint = self.words(exc)
            gap = "" if self.zh else " "  # Chinese sentences follow one another without a space
            self.renderer.error(message, gap.join(part for part in (hint, self._after("saved")) if part))
            return True
        turn = recorded[0] if recorded else self.conversation.finish(reply)
        c = reply.stream.completion
        if turn.status == "empty":
            self.failed = True
            self.renderer.error(say(self.zh, "empty-twice"), self._after("saved"))
        elif turn.status == "error":
            self.failed = True
            message, hint = self.words(c.failure) if c.failure else (say(self.zh, "broke-off"), "")
            gap = "" if self.zh else "  "
            self.renderer.error(message, (hint + gap if hint else "") + self._after("kept"))
        elif c.finish_reason == "length":  # the model stopped for room, not because it was done: half a sentence
            tokens = c.max_tokens or self.conversation.endpoint.max_tokens
            self.renderer.dim(say(self.zh, "cut-at-length", tokens=tokens) + " " + self._after("kept"))
        elif c.finish_reason == "content_filter":
            self.renderer.dim(say(self.zh, "filtered") + " " + self._after("kept"))
        return True
