"""Slash commands in chat: /help, /exit, /new, /retry, and the ones memory adds."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from twin.chat.loop import ChatLoop


@dataclass(frozen=True)
class Command:
    """A slash command: its name, usage and what it does."""

    name: str
    usage: str
    help: str
    run: Callable[[ChatLoop, str], bool]  # returns False to end the chat


COMMANDS: dict[str, Command] = {}


def command(
    name: str, usage: str, help: str, *aliases: str
) -> Callable[[Callable[[ChatLoop, str], bool]], Callable[[ChatLoop, str], bool]]:
    """Register a slash command."""

    def register(fn: Callable[[ChatLoop, str], bool]) -> Callable[[ChatLoop, str], bool]:
        for key in (name, *aliases):
            COMMANDS[key] = Command(name, usage, help, fn)
        return fn

    return register


@command("help", "/help", "show the commands", "?")
def _help(loop: ChatLoop, arg: str) -> bool:
    seen = set()
    lines = []
    for cmd in COMMANDS.values():
        if cmd.name in seen:
            continue
        seen.add(cmd.name)
        lines.append(f"  {cmd.usage:<22} {cmd.help}")
    lines.append("  Alt-Enter or Ctrl-J    new line; Ctrl-C stops a reply or clears the line; Ctrl-D ends")
    loop.renderer.dim("\n".join(lines))
    return True


@command("exit", "/exit", "end the chat", "quit", "bye")
def _exit(loop: ChatLoop, arg: str) -> bool:
    return False


@command("new", "/new", "end this session and start a new one")
def _new(loop: ChatLoop, arg: str) -> bool:
    ended = loop.conversation.end_session("new")
    loop.renderer.dim("New session." if ended else "Already a new session.")
    return True


@command("retry", "/retry", "ask again for the last reply")
def _retry(loop: ChatLoop, arg: str) -> bool:
    reply = loop.conversation.retry()
    if reply is None:
        loop.renderer.dim("Nothing to retry yet.")
        return True
    loop.play(reply)
    return True


def dispatch(loop: ChatLoop, line: str) -> bool | None:
    """Run a slash command; None when `line` is not one (so it is a message)."""
    if not line.startswith("/") or line.startswith("//"):
        return None
    name, _, arg = line[1:].partition(" ")
    cmd = COMMANDS.get(name.strip().lower())
    if cmd is None:
        loop.renderer.error(
            f"Unknown command /{name}.", "Type /help for the commands; start a message with // to send a literal slash."
        )
        return True
    return cmd.run(loop, arg.strip())
