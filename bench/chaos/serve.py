"""The `serve` operation of the chaos benchmark: `twin serve` with 2 to 4 API clients at once, killed.

One `twin serve --port 0` on the home (its address read from the line it announces on stderr, its token from
`<home>/serve-token`, which `twin serve token` made at setup); once it listens, 2 to 4 clients (the real `openai`
package, each on a thread of its own) hold a conversation of 1 to 3 messages each, as a chat app does: every request
sends the whole history the client holds and the `X-Twin-Session` header the last response gave, and streams the
reply; now and then a client stops reading a reply midway (closes the stream, as a chat app's stop button does) and
goes on with what it got. Some clients go on with a conversation an earlier server had (its history, and the header
of a session that is no longer open). The server ends a conversation idle for IDLE_MINUTES (2.4 s: a client done
before the others, or one beside a slow chat, has its session ended and its chapter written while the server still
serves the rest). Half of the time a piped `twin chat` talks to the same persona meanwhile (two
writers on one twin). When every client and the chat are done the server is sent SIGTERM (its graceful stop: the
open conversations end and their chapters are written). A SIGKILL drawn within the operation's typical duration
lands wherever it lands: start-up, the catch-up of a killed server's sessions, streams, extractions, the stop's
chapters; the chat, if it still runs, is killed at the same moment (a power cut).

What each client saw is kept (`Sent`): the status and session header of each response, the chunks, the text, and
whether the stream ended normally (a `finish_reason` of stop, then `[DONE]`), so that checks.py can hold the files
to it.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.chaos.operations import Outcome, _exits_within

ANNOUNCE = re.compile(r"twin serve: .* at (http://\S+/v1)")
IDLE_MINUTES = 0.04  # --idle-minutes: 2.4 s, swept every 0.6 s
CLIENT_TIMEOUT = 60.0  # seconds an API request may take (the fake model answers in about half a second)
STOP_LIMIT = 90.0  # seconds the server may take to stop after SIGTERM (its shutdown allows 30 for the chapters)


@dataclass
class Talk:
    """One conversation as an API client holds it, across servers: its history and the last session header."""

    name: str
    history: list[dict[str, str]] = field(default_factory=list)
    session: str = ""


@dataclass
class Sent:
    """One request of a client, and what came back."""

    tag: str
    words: str
    header: str  # the X-Twin-Session it sent ("" for none)
    status: int = 0  # the HTTP status of the response (0: none came)
    session: str = ""  # the X-Twin-Session the response gave
    chunks: int = 0
    text: str = ""  # the reply's text as received
    finish: str = ""  # the finish_reason received
    ended: bool = False  # the stream ended normally (no error, no cut connection)
    stopped: bool = False  # the client closed the stream itself, after `Client.stops` chunks
    error: str = ""

    @property
    def whole(self) -> bool:
        """The client got the whole reply: the stream ended normally, with its finish_reason."""
        return self.ended and self.finish == "stop"


@dataclass
class Client:
    """One API client of a serve operation: the conversation it goes on with (or begins), what it will say."""

    talk: Talk
    resumed: bool  # the talk began under an earlier server
    tags: list[str]
    messages: list[str]
    stops: list[int] = field(default_factory=list)  # per message: read the whole reply (0), or stop after N chunks
    sent: list[Sent] = field(default_factory=list)

    @property
    def key(self) -> str:
        """The client's name in failures: its talk and its first tag."""
        return f"{self.talk.name}@{self.tags[0] if self.tags else '-'}"


@dataclass
class ServeOutcome:
    """How a serve operation went: the server's outcome (stderr: its log), the chat's beside it, the clients'."""

    server: Outcome
    chat: Outcome | None
    clients: list[Client]
    announced: float | None  # monotonic seconds when the server said it listens
    stopped: float | None  # monotonic seconds when SIGTERM was sent (the operation's end was reached)
    failures: list[str] = field(default_factory=list)  # what went wrong around the server (did not start, hung)


def token_of(home: Path) -> str:
    """The serve token (made at setup by `twin serve token`)."""
    return (home / "serve-token").read_text(encoding="utf-8").strip()


def converse(url: str, token: str, client: Client) -> None:
    """One client's requests, one after another, each with the whole history and the last session header; it
    stops at the first request that fails (a chat app shows the error)."""
    import openai

    api = openai.OpenAI(base_url=url, api_key=token, max_retries=0, timeout=CLIENT_TIMEOUT)
    talk = client.talk
    stops = client.stops or [0] * len(client.tags)
    for tag, words, stop in zip(client.tags, client.messages, stops, strict=True):
        sent = Sent(tag, words, talk.session)
        client.sent.append(sent)
        talk.history.append({"role": "user", "content": words})
        headers = {"X-Twin-Session": talk.session} if talk.session else None
        try:
            history: Any = list(talk.history)
            stream = api.chat.completions.create(model="alice", messages=history, stream=True, extra_headers=headers)
            sent.status = stream.response.status_code
            sent.session = stream.response.headers.get("x-twin-session", "")
            if sent.session:
                talk.session = sent.session
            for chunk in stream:
                sent.chunks += 1
                for choice in chunk.choices:
                    sent.text += choice.delta.content or ""
                    sent.finish = choice.finish_reason or sent.finish
                if stop and sent.chunks >= stop and not sent.finish:
                    stream.close()
                    sent.stopped = True
                    break
            else:
                sent.ended = True
        except openai.APIStatusError as exc:
            sent.status = exc.status_code
            sent.error = f"{exc.status_code}: {str(exc.message)[:200]}"
        except Exception as exc:  # noqa: BLE001 - a cut connection, mostly: the server was killed
            sent.error = f"{type(exc).__name__}: {str(exc)[:200]}"
        if sent.text:
            talk.history.append({"role": "assistant", "content": sent.text})
        if not sent.whole and not sent.stopped:
            break


def run_serve(
    twin: str,
    env: dict[str, str],
    home: Path,
    clients: list[Client],
    chat_stdin: str,
    scratch: Path,
    kill_after: float,
) -> ServeOutcome:
    """Start `twin serve`, talk to it (and, when `chat_stdin` is not empty, pipe a chat beside it), stop it with
    SIGTERM once everyone is done; SIGKILL it (and the chat) `kill_after` seconds after its start if it still runs."""
    scratch.mkdir(parents=True, exist_ok=True)
    lines: list[str] = []
    heard = threading.Event()
    found: dict[str, Any] = {}
    dying = threading.Event()  # the kill is being sent: no SIGTERM any more, no chat started
    guard = threading.Lock()  # the kill, and starting the chat or sending SIGTERM, one at a time
    failures: list[str] = []
    chat: dict[str, Any] = {}

    start = time.monotonic()
    command = [twin, "serve", "--port", "0", "--persona", "alice", "--idle-minutes", str(IDLE_MINUTES)]
    server = subprocess.Popen(
        command, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        errors="replace", start_new_session=True,
    )  # fmt: skip

    def read() -> None:
        assert server.stderr is not None
        for line in server.stderr:
            lines.append(line.rstrip("\n"))
            match = ANNOUNCE.search(line)
            if match and "url" not in found:
                found["url"], found["at"] = match[1], time.monotonic()
                heard.set()
        heard.set()

    def drive() -> None:
        heard.wait()
        if "url" not in found:
            return  # it ended (killed, or it failed) before it listened
        token = token_of(home)
        threads = [threading.Thread(target=converse, args=(found["url"], token, c), daemon=True) for c in clients]
        if chat_stdin:
            (scratch / "chat-stdin").write_text(chat_stdin, encoding="utf-8")
            with (
                open(scratch / "chat-stdin", "rb") as fin,
                open(scratch / "chat-stdout", "wb") as fout,
                open(scratch / "chat-stderr", "wb") as ferr,
            ):
                with guard:
                    if not dying.is_set():
                        chat["started"] = time.monotonic()
                        chat["proc"] = subprocess.Popen(
                            [twin, "chat", "alice"], env=env, stdin=fin, stdout=fout, stderr=ferr,
                            start_new_session=True,
                        )  # fmt: skip
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        if "proc" in chat:
            try:
                chat["proc"].wait(STOP_LIMIT)
            except subprocess.TimeoutExpired:
                failures.append(f"the chat beside the server did not end in {STOP_LIMIT:.0f} s")
                os.kill(chat["proc"].pid, signal.SIGKILL)
                chat["hung"] = True
        with guard:
            if not dying.is_set() and server.poll() is None:
                found["stopped"] = time.monotonic()
                server.send_signal(signal.SIGTERM)

    reader = threading.Thread(target=read, daemon=True)
    driver = threading.Thread(target=drive, daemon=True)
    reader.start()
    driver.start()
    killed = False
    if not _exits_within(server, kill_after):
        with guard:
            dying.set()
            os.kill(server.pid, signal.SIGKILL)
            proc = chat.get("proc")
            if proc is not None and proc.poll() is None:
                os.kill(proc.pid, signal.SIGKILL)
                chat["killed"] = True
        killed = True
    elif "stopped" not in found:
        failures.append("twin serve ended by itself before it was stopped")
    returncode = server.wait()
    seconds = time.monotonic() - start
    reader.join(10)
    driver.join(STOP_LIMIT + CLIENT_TIMEOUT)
    log = "\n".join(lines)
    (scratch / "serve-stderr").write_text(log, encoding="utf-8")
    outcome = Outcome(killed, start, kill_after, seconds, returncode, "", log)
    chat_outcome = None
    if "proc" in chat:
        proc = chat["proc"]
        chat_outcome = Outcome(
            bool(chat.get("killed") or chat.get("hung")), chat["started"], kill_after, 0.0, proc.wait(),
            (scratch / "chat-stdout").read_text(encoding="utf-8", errors="replace"),
            (scratch / "chat-stderr").read_text(encoding="utf-8", errors="replace"),
        )  # fmt: skip
    return ServeOutcome(outcome, chat_outcome, clients, found.get("at"), found.get("stopped"), failures)
