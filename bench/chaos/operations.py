"""The operations the chaos benchmark kills, and the fake model they talk to.

Every operation is one `twin` process on the shared home: a piped chat (its
replies streamed slowly, its extraction and chapter answered after a pause, so
that a kill can land mid-stream, mid-extraction or mid-chapter), `twin import
chatgpt` of a small export, `twin index rebuild`, `twin doctor --repair`, and
`twin serve` with API clients (bench/chaos/serve.py; a piped chat beside it at
times, the one operation of two processes).
The model notes when each request came and how long its answer takes, so a
kill can be placed: start-up, catching up owed work, streaming, extraction,
chapter, or between requests.
"""

from __future__ import annotations

import json
import os
import re
import select
import signal
import subprocess
import threading
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from tests.fakeserver import FakeOpenAI, Reply
from tests.memorykit import fact, facts_json, kind_of

USER = "Sam"
SAYINGS = (  # what the person says, and the fact in it: (words, attribute, value)
    ("I live in Oslo", "city", "Oslo"),
    ("I moved to Bergen last month", "city", "Bergen"),
    ("I work as a nurse", "job", "nurse"),
    ("My sister is called Mia", "sister_name", "Mia"),
    ("I like green tea in the morning", "favourite_drink", "green tea"),
    ("I play the cello on Sundays", "hobby", "the cello"),
)
TAG = re.compile(r"\(note ([a-z0-9-]+)\)")
CHUNK, CHUNK_DELAY = 8, 0.05  # a reply of about 90 characters streams over about half a second
EXTRACT_DELAY, CHAPTER_DELAY = 0.4, 0.6  # seconds before an extraction and a chapter are answered


def message(saying: str, tag: str) -> str:
    """What the person types: one of SAYINGS and a tag that tells this message from every other."""
    return f"{saying} (note {tag})"


def reply_to(tag: str) -> str:
    """The whole reply to the message tagged `tag` (what must be on disk once it is printed)."""
    return f"Noted {tag}. I will keep that in mind, and ask you more about it another day. Over {tag}."


@dataclass
class Request:
    """A request the model got: its kind, the tag of the message a chat request answers, the tags of every message
    in it, when it came and until when it is answered."""

    kind: str
    tag: str
    tags: frozenset[str]
    start: float
    end: float


class Model:
    """The fake model's script: slow (chaos) or fast (a clean start), and a log of requests with their times."""

    def __init__(self, fake: FakeOpenAI) -> None:
        self.fake = fake
        self.slow = True
        self.log: list[Request] = []
        self._lock = threading.Lock()
        fake.responder = self.respond

    def respond(self, body: dict[str, Any]) -> Reply:
        """Answer one request by its kind (the fake server's responder)."""
        kind = kind_of(body)
        prompt = "\n".join(str(m.get("content", "")) for m in body["messages"])
        slow = self.slow
        tag = ""
        if kind == "chat":
            found = TAG.search(str(body["messages"][-1].get("content", "")))
            tag = found.group(1) if found else ""
            text = reply_to(tag) if tag else "ok"
            pieces = -(-len(text) // CHUNK)
            reply = Reply(text=text, chunk_size=CHUNK, chunk_delay=CHUNK_DELAY if slow else 0.0)
            takes = (pieces - 1) * reply.chunk_delay
        elif kind == "extract":
            said = [fact(USER, attr, value, words) for words, attr, value in SAYINGS if words in prompt]
            reply = Reply(text=facts_json(*said), delay=EXTRACT_DELAY if slow else 0.0)
            takes = reply.delay
        elif kind == "chapter":
            text = "Sam came by and told me a few things about their life. I listened, and I liked the talk."
            reply = Reply(text=text, delay=CHAPTER_DELAY if slow else 0.0)
            takes = reply.delay
        else:
            reply, takes = Reply(text="Notes on this part of our talk."), 0.0
        moment = time.monotonic()
        with self._lock:
            self.log.append(Request(kind, tag, frozenset(TAG.findall(prompt)), moment, moment + takes))
        return reply

    def since(self, start: float) -> list[Request]:
        """The requests that came at or after `start` (monotonic seconds)."""
        with self._lock:
            return [r for r in self.log if r.start >= start]

    def forget(self) -> None:
        """Drop the request log and the server's records (between operations, so neither grows with the run)."""
        with self._lock:
            self.log.clear()
        self.fake.requests.clear()


def phase(requests: list[Request], tags: list[str], at: float) -> str:
    """What a chat with the messages `tags` was doing at `at`, from the requests it made: start-up (none yet),
    catch-up (an extraction or chapter of an earlier session), streaming, extraction, chapter (its own session's),
    or between requests. Several at once are joined with "+" (extraction runs while the next reply streams)."""
    if not requests:
        return "start-up"
    names = {"chat": "streaming", "extract": "extraction", "chapter": "chapter", "part": "chapter"}
    busy = set()
    for r in requests:
        if r.start <= at <= r.end + 0.01:
            busy.add(names.get(r.kind, r.kind) if r.tags & set(tags) else "catch-up")
    return " + ".join(sorted(busy)) if busy else "between requests"


@dataclass
class Step:
    """One operation of the run, with everything drawn for it from the seed."""

    number: int
    op: str  # chat | import | rebuild | repair | serve
    delay_share: float  # where in the operation's typical duration the kill lands, 0 to 1
    messages: list[str] = field(default_factory=list)  # chat; serve: the piped chat beside the server (or none)
    tags: list[str] = field(default_factory=list)  # chat; serve: the piped chat's
    export: Path | None = None  # import
    conversations: dict[str, int] = field(default_factory=dict)  # import: original id -> turns
    clients: list[Any] = field(default_factory=list)  # serve: its API clients (bench/chaos/serve.py `Client`)


@dataclass
class Outcome:
    """How a step went: killed or not, when, what it printed."""

    killed: bool
    started: float  # monotonic seconds when the process was started
    delay: float  # seconds after the start the kill was due
    seconds: float  # from the start to the exit or the kill
    returncode: int
    stdout: str
    stderr: str
    phase: str = ""
    failures: list[Any] = field(default_factory=list)  # serve: what went wrong around the server (checks.py Failure)


def argv(twin: str, step: Step) -> list[str]:
    """The command line of a step."""
    if step.op == "chat":
        return [twin, "chat", "alice"]
    if step.op == "import":
        return [twin, "import", "chatgpt", str(step.export), "--persona", "alice"]
    if step.op == "rebuild":
        return [twin, "index", "rebuild", "alice"]
    return [twin, "doctor", "--repair"]


def run(command: list[str], env: dict[str, str], stdin: str, scratch: Path, kill_after: float | None) -> Outcome:
    """Run one command with `stdin` as its input, SIGKILL it `kill_after` seconds after its start unless it ended
    first; its output goes to files in `scratch`, read back after it is gone."""
    scratch.mkdir(parents=True, exist_ok=True)
    (scratch / "stdin").write_text(stdin, encoding="utf-8")
    with (
        open(scratch / "stdin", "rb") as fin,
        open(scratch / "stdout", "wb") as fout,
        open(scratch / "stderr", "wb") as ferr,
    ):
        start = time.monotonic()
        proc = subprocess.Popen(command, env=env, stdin=fin, stdout=fout, stderr=ferr, start_new_session=True)
        killed = False
        if kill_after is not None and not _exits_within(proc, kill_after):
            os.kill(proc.pid, signal.SIGKILL)
            killed = True
        returncode = proc.wait()
        seconds = time.monotonic() - start
    out = (scratch / "stdout").read_text(encoding="utf-8", errors="replace")
    err = (scratch / "stderr").read_text(encoding="utf-8", errors="replace")
    return Outcome(killed, start, kill_after or 0.0, seconds, returncode, out, err)


def _exits_within(proc: subprocess.Popen[bytes], seconds: float) -> bool:
    """Whether the process exits within `seconds`; precise to the millisecond where pidfds exist (Linux)."""
    if hasattr(os, "pidfd_open"):
        fd = os.pidfd_open(proc.pid)
        try:
            ready, _, _ = select.select([fd], [], [], max(0.0, seconds))
            return bool(ready)
        finally:
            os.close(fd)
    try:
        proc.wait(timeout=seconds)
        return True
    except subprocess.TimeoutExpired:
        return False


FIRST_EXPORT = datetime(2026, 1, 1, 9, tzinfo=UTC)  # the export of operation N begins N hours later


def chatgpt_export(path: Path, number: int, count: int = 2, *, first: datetime = FIRST_EXPORT) -> dict[str, int]:
    """Write a small ChatGPT export (conversations.json) of `count` conversations, two exchanges each, with ids
    of their own, beginning `number` hours after `first` (a time twin takes: from 2000 to a day from now); return
    original id -> turns."""
    conversations, made = [], {}
    base = first + timedelta(hours=number)
    for n in range(count):
        cid = f"conv-{number:04d}-{n}"
        t0 = (base + timedelta(minutes=10 * n)).timestamp()
        nodes: list[tuple[str, str | None, dict[str, Any] | None]] = [("root", None, None)]
        parent = "root"
        for i in range(2):
            words = SAYINGS[(number + n + i) % len(SAYINGS)][0]
            for role, text in (("user", f"{words} (imported {cid}-{i})"), ("assistant", f"Good to know ({cid}).")):
                mid = f"{role[0]}{i}"
                created = t0 + 60 * i + (5 if role == "assistant" else 0)
                nodes.append((mid, parent, _message(mid, role, text, created)))
                parent = mid
        mapping = {nid: {"id": nid, "parent": p, "children": [], "message": m} for nid, p, m in nodes}
        for nid, p, _ in nodes:
            if p:
                mapping[p]["children"].append(nid)
        conversations.append(
            {
                "title": f"Talk {cid}",
                "conversation_id": cid,
                "create_time": t0,
                "update_time": t0 + 65,
                "mapping": mapping,
                "current_node": parent,
            }  # fmt: skip
        )
        made[cid] = 4
    path.write_text(json.dumps(conversations), encoding="utf-8")
    return made


def _message(mid: str, role: str, text: str, created: float) -> dict[str, Any]:
    return {"id": mid, "author": {"role": role}, "content": {"content_type": "text", "parts": [text]},
            "create_time": created, "metadata": {}, "status": "finished_successfully", "recipient": "all"}  # fmt: skip
