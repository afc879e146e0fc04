"""The chat loop: read, record, reply, repeat; Ctrl-C stops a reply, Ctrl-D ends."""

from __future__ import annotations

from twin.chat.commands import dispatch
from twin.chat.conversation import Conversation, Reply
from twin.chat.render import Renderer
from twin.chat.terminal import InputSource
from twin.errors import ExitStatus, ModelError


class ChatLoop:
    """Drives one chat between a person and a twin."""

    def __init__(self, conversation: Conversation, renderer: Renderer, source: InputSource) -> None:
        self.conversation = conversation
        self.renderer = renderer
        self.source = source
        self.failed = False  # any reply that failed, for the exit status of piped chats

    def run(self) -> ExitStatus:
        """Chat until /exit, Ctrl-D or the end of piped input."""
        greeting = self.conversation.open_with_greeting()
        if greeting:
            self.renderer.say(self.conversation.persona.name, greeting)
        reason = "exit"
        try:
            while True:
                try:
                    line = self.source.read()
                except KeyboardInterrupt:
                    continue  # Ctrl-C at the prompt clears the line
                except EOFError:
                    reason = "eof"
                    break
                outcome = dispatch(self, line.strip())
                if outcome is False:
                    break
                if outcome is None:
                    self.play(self.conversation.ask(line[1:] if line.startswith("//") else line))
        finally:
            self.conversation.end_session(reason)
        if self.failed and not self.source.interactive:
            return ExitStatus.MODEL
        return ExitStatus.OK

    def play(self, reply: Reply) -> None:
        """Stream a reply to the screen and record how it ended."""
        name = self.conversation.persona.name
        try:
            self.renderer.stream(name, reply)
        except KeyboardInterrupt:
            reply.stream.cancel()
            self.conversation.finish(reply)
            self.renderer.dim("(stopped; the partial reply is kept)")
            return
        except ModelError as exc:
            self.conversation.fail(reply, reply.user_turn, exc.message)
            self.failed = True
            self.renderer.error(exc.message, exc.hint + "  Your message is saved; /retry asks again.")
            return
        turn = self.conversation.finish(reply)
        c = reply.stream.completion
        if turn.status == "empty":
            self.failed = True
            self.renderer.error("The model answered with nothing, twice.", "Your message is saved; /retry asks again.")
        elif turn.status == "error":
            self.failed = True
            self.renderer.error(
                c.error or "The reply broke off.",
                (c.hint + "  " if c.hint else "") + "What arrived is kept; /retry asks again.",
            )
