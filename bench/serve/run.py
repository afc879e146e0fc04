"""Serving benchmark: many streaming clients at once against `twin serve`, the fake model behind it.

    .venv/bin/python bench/serve/run.py [--requests 2000] [--clients 16] [--delay 0.5] [--chunk-delay 0.04] [--direct]
                                        [--stagger]

Starts the fake OpenAI server (tests/fakeserver.py) in a process of its own, answering chat requests with a
reply of 200 characters in 25 pieces (its first after `--delay`, the others `--chunk-delay` apart), and the
extraction and diary requests of twin's memory worker at once (the defaults are a model of about 50 tokens a
second that starts answering after half a second). Then puts the same load on each target, one after the other:

- with `--direct`, the fake model itself: the model's own time to first token (TTFT), as a client sees it;
- a bare pass-through proxy on the same stack as `twin serve` (uvicorn, starlette, the openai SDK iterated in
  threads and called as twin's ChatClient calls it, the first piece fetched before the response starts, each
  chunk re-encoded as OpenAI's): the floor;
- `twin serve` on a fresh home (the person's turn fsynced, the context built from memory and recall, the
  reply recorded, extraction after it).

The load: `--clients` asyncio clients (httpx), each a conversation of 25 messages that sends its whole history
and its X-Twin-Session, as a chat app does, then a new conversation, until `--requests` requests are done. As
every reply takes the model the same time, the clients go in step: all 16 begin a conversation in the same tenth
of a second, every 25 requests. With `--stagger`, they begin a little apart and their first conversations are of
different lengths, so that conversations begin spread out, as people's do.
Per request, at the client: errors (a status other than 200, a stream without [DONE], a wrong text), TTFT and
the total time. The overhead a server adds over the model is its TTFT minus the TTFT of the model as that server
saw it (the proxy sends it in a header; twin records it on the reply's turn, `first_token_ms`), per request,
p50 and p95 (and p95 apart for the requests that began a conversation and for the others); and the CPU time the
server's process spent per request (one Python process: past one core's worth, requests queue for it). The goal
(issue 15): no errors, and twin's overhead p95 within 50 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.timing import load, machine, percentile  # noqa: E402

TWIN = str(Path(sys.executable).with_name("twin"))
TEXT = ("A reply of about two hundred characters, streamed in small pieces the way a model streams one. " * 3)[:200]
PIECE = 8  # characters per streamed piece: 25 pieces
PIECES = -(-len(TEXT) // PIECE)
CONVERSATION = 25  # messages per conversation, then a new one
GOAL_P95_MS = 50.0
ANNOUNCE = re.compile(r"twin serve: .* at (http://\S+/v1)")

FAKE = """
import sys, time
sys.path.insert(0, sys.argv[1])
from tests.fakeserver import FakeOpenAI, Reply
from tests.memorykit import Script
fake = FakeOpenAI()
script = Script(fake)
script.defaults["chat"] = Reply(text=sys.argv[2], chunk_size=int(sys.argv[3]), delay=float(sys.argv[4]),
                                chunk_delay=float(sys.argv[5]))
fake.start()
print(fake.base_url, flush=True)
while True:
    time.sleep(3600)
"""


# -- the pass-through proxy ------------------------------------------------------------------------


def proxy_main(upstream: str) -> None:
    """A bare OpenAI pass-through on twin serve's stack: uvicorn, starlette, the openai SDK in threads."""
    import anyio
    import openai
    import uvicorn
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import Response, StreamingResponse
    from starlette.routing import Route

    client = openai.OpenAI(base_url=upstream, api_key="sk-bench", max_retries=0)

    async def chat(request: Request) -> Response:
        body = json.loads(await request.body())
        started = time.monotonic()

        def start() -> tuple[Any, Any]:
            stream = client.chat.completions.create(  # as twin's ChatClient calls it
                model="fake-model",
                messages=[],
                extra_body={"messages": body["messages"]},
                stream=True,
                max_tokens=2048,
            )
            pieces = (c.choices[0].delta.content for c in stream if c.choices and c.choices[0].delta.content)
            return pieces, next(pieces, None)

        pieces, first = await anyio.to_thread.run_sync(start)
        upstream_ttft = (time.monotonic() - started) * 1000

        def event(delta: dict[str, Any], finish: str | None = None) -> bytes:
            chunk = {"id": "chatcmpl-proxy", "object": "chat.completion.chunk", "created": 0, "model": "proxy",
                     "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}  # fmt: skip
            return b"data: " + json.dumps(chunk).encode() + b"\n\n"

        async def events() -> Any:
            yield event({"role": "assistant", "content": ""})
            piece = first
            while piece is not None:
                yield event({"content": piece})
                piece = await anyio.to_thread.run_sync(next, pieces, None)
            yield event({}, "stop")
            yield b"data: [DONE]\n\n"

        headers = {"X-Upstream-TTFT-Ms": f"{upstream_ttft:.2f}"}
        return StreamingResponse(events(), media_type="text/event-stream", headers=headers)

    from contextlib import asynccontextmanager

    @asynccontextmanager
    async def lifespan(app: Starlette) -> Any:
        anyio.to_thread.current_default_thread_limiter().total_tokens = 100  # as twin serve sets it
        yield

    app = Starlette(routes=[Route("/v1/chat/completions", chat, methods=["POST"])], lifespan=lifespan)

    import socket

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(2048)
    print(f"http://127.0.0.1:{sock.getsockname()[1]}/v1", flush=True)
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="on", timeout_graceful_shutdown=1)
    uvicorn.Server(config).run(sockets=[sock])


# -- the load -------------------------------------------------------------------------------------


@dataclass
class Sample:
    """One request, as the client saw it."""

    ttft: float  # seconds to the first piece of text
    total: float
    completion: str  # the response's id
    session: str
    upstream_ttft: float | None = None  # ms, as the server saw the model's
    first: bool = False  # the first request of its conversation


@dataclass
class Run:
    """One target's run."""

    name: str
    samples: list[Sample] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0
    cpu: float | None = None  # the server process's CPU seconds during the run


def cpu_seconds(pid: int) -> float | None:
    """A process's CPU time so far (user and system; Linux), None where it cannot be read."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def loaded(name: str, url: str, token: str, args: argparse.Namespace, pid: int | None) -> Run:
    """Load one target, with its server's CPU time when there is a server."""
    before = cpu_seconds(pid) if pid else None
    run = asyncio.run(load_target(name, url, token, args.requests, args.clients, args))
    after = cpu_seconds(pid) if pid else None
    run.cpu = after - before if before is not None and after is not None else None
    return run


async def load_target(name: str, url: str, token: str, requests: int, clients: int, args: argparse.Namespace) -> Run:
    """`requests` streamed chat requests from `clients` conversations at once; with `args.stagger`, client k begins
    k/clients of a request's time after the first and its first conversation is k/clients of CONVERSATION
    shorter, so that conversations begin spread out rather than all 16 at once, every CONVERSATION requests."""
    import httpx

    run = Run(name)
    issued = 0
    limits = httpx.Limits(max_connections=clients * 2, max_keepalive_connections=clients * 2)
    timeout = httpx.Timeout(60.0)
    headers = {"Authorization": f"Bearer {token}"}

    async with httpx.AsyncClient(limits=limits, timeout=timeout, headers=headers) as http:

        async def converse(who: int) -> None:
            nonlocal issued
            history: list[dict[str, str]] = []
            session = ""
            length = CONVERSATION  # messages of this conversation
            if args.stagger:
                length -= who * CONVERSATION // clients
                await asyncio.sleep(who / clients * (args.delay + PIECES * args.chunk_delay))
            while issued < requests:
                issued += 1
                if len(history) >= 2 * length:
                    history, session, length = [], "", CONVERSATION
                history.append({"role": "user", "content": f"client {who} message {issued}: how was your day?"})
                body = {"model": "alice" if name == "twin serve" else "fake-model", "messages": history,
                        "stream": True}  # fmt: skip
                extra = {"X-Twin-Session": session} if session else {}
                started = time.perf_counter()
                ttft: float | None = None
                text, done = "", False
                try:
                    async with http.stream("POST", url + "/chat/completions", json=body, headers=extra) as response:
                        if response.status_code != 200:
                            await response.aread()
                            run.errors.append(f"{response.status_code}: {response.text[:200]}")
                            history.pop()
                            continue
                        session = response.headers.get("x-twin-session", session)
                        upstream = response.headers.get("x-upstream-ttft-ms")
                        completion = ""
                        async for line in response.aiter_lines():
                            if not line.startswith("data: "):
                                continue
                            if line == "data: [DONE]":
                                done = True
                                break
                            chunk = json.loads(line[6:])
                            completion = chunk.get("id", completion)
                            for choice in chunk.get("choices") or []:
                                piece = (choice.get("delta") or {}).get("content")
                                if piece:
                                    if ttft is None:
                                        ttft = time.perf_counter() - started
                                    text += piece
                except httpx.HTTPError as exc:
                    run.errors.append(f"{type(exc).__name__}: {exc}")
                    history.pop()
                    continue
                if not done or text != TEXT or ttft is None:
                    run.errors.append(f"bad stream (done={done}, {len(text)} characters)")
                    history.pop()
                    continue
                run.samples.append(
                    Sample(ttft, time.perf_counter() - started, completion, session,
                           float(upstream) if upstream else None, first=len(history) == 1)
                )  # fmt: skip
                history.append({"role": "assistant", "content": text})

        began = time.perf_counter()
        await asyncio.gather(*(converse(who) for who in range(clients)))
        run.seconds = time.perf_counter() - began
    return run


# -- the processes ----------------------------------------------------------------------------------


def start(argv: list[str], env: dict[str, str], pattern: re.Pattern[str] | None = None) -> tuple[Any, str]:
    """A child process and the URL it prints first (on stdout, or on stderr matching `pattern`)."""
    proc = subprocess.Popen(
        argv, env=env, stdin=subprocess.DEVNULL, text=True,
        stdout=subprocess.PIPE if pattern is None else subprocess.DEVNULL,
        stderr=subprocess.PIPE if pattern is not None else None,
    )  # fmt: skip
    stream = proc.stdout if pattern is None else proc.stderr
    assert stream is not None
    deadline = time.monotonic() + 60
    for line in stream:
        if pattern is None:
            return proc, line.strip()
        found = pattern.search(line)
        if found:
            import threading

            threading.Thread(target=lambda: [None for _ in stream], daemon=True).start()  # keep the pipe drained
            return proc, found[1]
        if time.monotonic() > deadline:
            break
    proc.kill()
    raise RuntimeError(f"{argv[0]} did not start")


def stop(proc: Any, sig: int = signal.SIGTERM) -> None:
    """End a child we started, and wait for it."""
    if proc.poll() is None:
        proc.send_signal(sig)
    try:
        proc.wait(120)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def upstream_of_twin(home: Path, run: Run) -> None:
    """Each twin sample's model TTFT as twin recorded it (`first_token_ms` of the reply to the completion's turn)."""
    first: dict[str, float] = {}
    for path in (home / "data" / "alice" / "sessions").glob("*.jsonl"):
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if record.get("kind") == "turn" and record.get("role") == "assistant" and record.get("reply_to"):
                if record.get("first_token_ms") is not None:
                    first[record["reply_to"]] = float(record["first_token_ms"])
    for sample in run.samples:
        sample.upstream_ttft = first.get(sample.completion.removeprefix("chatcmpl-"))


def overheads(run: Run, first: bool | None = None) -> list[float]:
    """The overhead of each request the server recorded the model's TTFT for, in ms: its TTFT minus the model's; with
    `first`, only the requests that began a conversation (True) or only the others (False)."""
    return [s.ttft * 1000 - s.upstream_ttft for s in run.samples
            if s.upstream_ttft is not None and first in (None, s.first)]  # fmt: skip


def figures(run: Run) -> dict[str, str]:
    """A target's row of the table."""
    ttft = [s.ttft * 1000 for s in run.samples]
    over = overheads(run)
    total = len(run.samples) + len(run.errors)
    row = {
        "target": run.name,
        "requests": str(total),
        "errors": str(len(run.errors)),
        "req/s": f"{total / run.seconds:.1f}" if run.seconds else "-",
        "TTFT p50": f"{percentile(ttft, 50):.1f} ms" if ttft else "-",
        "TTFT p95": f"{percentile(ttft, 95):.1f} ms" if ttft else "-",
        "overhead p50": f"{percentile(over, 50):.1f} ms" if over else "-",
        "overhead p95": f"{percentile(over, 95):.1f} ms" if over else "-",
        "p95, first requests": p95_of(run, first=True),
        "p95, the others": p95_of(run, first=False),
        "server CPU per request": f"{run.cpu / total * 1000:.1f} ms" if run.cpu is not None and total else "-",
    }
    return row


def p95_of(run: Run, *, first: bool) -> str:
    """The overhead p95 of the requests that began a conversation (`first`), or of the others, and how many."""
    over = overheads(run, first)
    return f"{percentile(over, 95):.1f} ms ({len(over)})" if over else "-"


def table(rows: list[dict[str, str]]) -> str:
    """Rows as a Markdown table."""
    head = list(rows[0])
    lines = ["| " + " | ".join(head) + " |", "| --- |" + " ---: |" * (len(head) - 1)]
    lines += ["| " + " | ".join(row[h] for h in head) + " |" for row in rows]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Start the model, the proxy and twin serve in turn, load each, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=2000, help="requests per target (default 2000)")
    parser.add_argument("--clients", type=int, default=16, help="conversations at once (default 16)")
    parser.add_argument("--delay", type=float, default=0.5, help="the model's seconds to its first piece")
    parser.add_argument("--chunk-delay", type=float, default=0.04, help="the model's seconds between pieces")
    parser.add_argument("--direct", action="store_true", help="also load the fake model itself, directly")
    parser.add_argument("--stagger", action="store_true", help="conversations begin spread out, not 16 at once")
    parser.add_argument("--proxy", metavar="UPSTREAM", help=argparse.SUPPRESS)  # the proxy's own process
    args = parser.parse_args(argv)
    if args.proxy:
        proxy_main(args.proxy)
        return 0
    if args.requests < 1 or args.clients < 1:
        parser.error("--requests and --clients must be at least 1")

    root = Path(tempfile.mkdtemp(prefix="twin-bench-serve-"))
    env = {k: v for k, v in os.environ.items() if k not in ("TWIN_HOME", "OPENAI_BASE_URL", "TWIN_MODEL")}
    fake, base_url = start(
        [sys.executable, "-c", FAKE, str(REPO), TEXT, str(PIECE), str(args.delay), str(args.chunk_delay)], env
    )
    children = [fake]
    runs: list[Run] = []
    load_before = load()
    try:
        print(f"The fake model at {base_url}; {args.requests} requests per target, {args.clients} clients",
              file=sys.stderr)  # fmt: skip
        if args.direct:
            runs.append(loaded("the model itself", base_url, "sk", args, None))
            print("  the model itself: done", file=sys.stderr)

        proxy, proxy_url = start([sys.executable, __file__, "--proxy", base_url], env)
        children.append(proxy)
        runs.append(loaded("pass-through proxy", proxy_url, "none", args, proxy.pid))
        stop(proxy)
        print("  pass-through proxy: done", file=sys.stderr)

        from tests.servekit import make_home

        home = make_home(root / "home")
        twin_env = {**env, "TWIN_HOME": str(home), "OPENAI_BASE_URL": base_url, "OPENAI_API_KEY": "sk-bench",
                    "TWIN_MODEL": "fake-model"}  # fmt: skip
        server, url = start([TWIN, "serve", "--port", "0", "--persona", "alice"], twin_env, ANNOUNCE)
        children.append(server)
        token = subprocess.run(
            [TWIN, "serve", "token"], env=twin_env, capture_output=True, text=True, check=True
        ).stdout.strip()
        run = loaded("twin serve", url, token, args, server.pid)
        stop(server)  # the diaries of the open conversations are written: the session files are whole
        upstream_of_twin(home, run)
        runs.append(run)
        print("  twin serve: done", file=sys.stderr)
    finally:
        for child in children:
            stop(child)
        shutil.rmtree(root, ignore_errors=True)

    rows = [figures(r) for r in runs]
    where = machine()
    print(f"\n{args.requests} streamed requests per target, {args.clients} conversations at once "
          f"({CONVERSATION} messages each, whole history and X-Twin-Session sent; "
          f"{'begun spread out' if args.stagger else 'begun all together'}), the model's first piece after "
          f"{args.delay * 1000:.0f} ms, 25 pieces {args.chunk_delay * 1000:.0f} ms apart.\n")  # fmt: skip
    print(table(rows))
    twin_row = rows[-1]
    over = overheads(runs[-1])
    p95 = percentile(over, 95) if over else float("inf")
    errors = sum(len(r.errors) for r in runs)
    print(f"\nGoal: 0 errors ({errors}), twin's overhead p95 within {GOAL_P95_MS:.0f} ms "
          f"({twin_row['overhead p95']}): {'met' if errors == 0 and p95 <= GOAL_P95_MS else 'missed'}.")  # fmt: skip
    print(f"Machine: {where['nproc']} cores, Python {where['python']}, {where['date']}; load average "
          f"{load_before} before, {load()} after.")  # fmt: skip
    for r in runs:
        for error in r.errors[:3]:
            print(f"  {r.name}: {error}", file=sys.stderr)
    return 0 if errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
