"""What parts of a turn cost with many conversations open on one twin, each beside the way it was done before.

    .venv/bin/python bench/serve/parts.py [--conversations 16] [--exchanges 10] [--rounds 30]

The figures behind the comments of issue 15's changes to a turn's CPU under `twin serve` (bench/serve/run.py
measures the whole server). One process: the fake model (tests/fakeserver.py, in a process of its own, answering
at once), a fresh home, and `--conversations` open conversations of one served twin (twin/serve/twins.py: one
memory worker and one model client for all) that each said `--exchanges` exchanges. Before each measurement every
other conversation says one exchange more (two turns appended, as the server appends them); a part is measured in
the CPU time of its thread, the median of `--rounds`:

- the recent turns of earlier sessions (SessionStore.recent_turns), by a store that read the files before (now:
  only the lines they gained) and by a store that reads them whole (the way a changed file was read before);
- a turn's search index sync: now leaving the open conversations to their memory worker, before reading their new
  lines in itself;
- a sync that finds nothing: its CPU and write transactions, and its wall time with 16 threads syncing at once;
- the facts' silent mark, asked after each exchange: now through the worker's store, before through a store opened
  for it;
- a token estimate of this twin's system prompt: now by its words, before by a regular expression over its spaces;
- the model client streaming a reply to the first conversation's context: now with the messages in `extra_body`,
  before through the SDK's `messages=`, which walks each message against its six message types.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.serve.run import FAKE, TEXT  # noqa: E402
from bench.timing import load, machine  # noqa: E402


def median_ms(samples: list[float]) -> float:
    """The middle of samples in seconds, in milliseconds."""
    return statistics.median(samples) * 1000


def measured(prepare: Callable[[], object], part: Callable[[], object], rounds: int) -> float:
    """The median CPU milliseconds of `part` (this thread's), `prepare` run untimed before each."""
    samples = []
    for _ in range(rounds):
        prepare()
        began = time.thread_time()
        part()
        samples.append(time.thread_time() - began)
    return median_ms(samples)


def regex_estimate(text: str) -> int:
    """twin.tokens.estimate_tokens as it was: the whitespace runs by a regular expression."""
    from twin.tokens import _WIDE

    wide = 0 if text.isascii() else len(_WIDE.findall(text))
    return wide + (len(re.sub(r"\s+", " ", text)) - wide + 3) // 4


def main(argv: Sequence[str] | None = None) -> int:
    """Open the conversations, measure each part now and the way it was, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--conversations", type=int, default=16, help="open conversations (default 16)")
    parser.add_argument("--exchanges", type=int, default=10, help="exchanges each has said first (default 10)")
    parser.add_argument("--rounds", type=int, default=30, help="measurements of each part (default 30)")
    args = parser.parse_args(argv)
    if args.conversations < 2 or args.exchanges < 1 or args.rounds < 1:
        parser.error("--conversations must be at least 2, --exchanges and --rounds at least 1")
    fake = subprocess.Popen(
        [sys.executable, "-c", FAKE, str(REPO), TEXT, "8", "0", "0"], stdout=subprocess.PIPE, text=True
    )
    try:
        assert fake.stdout is not None
        rows, prompt = measure(fake.stdout.readline().strip(), args)
    finally:
        fake.kill()
        fake.wait()
    where = machine()
    print(f"\n{args.conversations} open conversations of one twin, {args.exchanges} exchanges each first; "
          "before each measurement the others say one exchange more; CPU of the thread, median of "
          f"{args.rounds}.\n")  # fmt: skip
    print("| part | now | the way it was |\n| --- | ---: | ---: |")
    for name, now, before in rows:
        print(f"| {name} | {now} | {before} |")
    print(f"\n(the system prompt: {prompt:,} characters) Machine: {where['nproc']} cores, Python {where['python']}, "
          f"{where['date']}; load average {load()}.")  # fmt: skip
    return 0


def measure(base_url: str, args: argparse.Namespace) -> tuple[list[tuple[str, str, str]], int]:
    """The table's rows (part, now, the way it was) and the system prompt's length."""
    root = Path(tempfile.mkdtemp(prefix="twin-bench-parts-"))
    from tests.servekit import make_home

    home_dir = make_home(root / "home")
    os.environ.update(TWIN_HOME=str(home_dir), OPENAI_BASE_URL=base_url, OPENAI_API_KEY="sk-bench",
                      TWIN_MODEL="fake-model")  # fmt: skip
    from twin.cli.workspace import open_settings
    from twin.facts.store import FactStore
    from twin.persona.model import load_persona
    from twin.recall.index import SearchIndex
    from twin.serve.twins import ServedTwin
    from twin.sessions.session import SessionStore
    from twin.tokens import estimate_tokens

    home, settings = open_settings()
    twin = ServedTwin(
        home, settings, load_persona(home.personas_dir, "alice"), log=lambda _: None, notice=lambda _: None
    )
    twin.start()
    assert twin.worker is not None
    conversations = [twin.new_conversation("").conversation for _ in range(args.conversations)]
    for k in range(args.exchanges):
        for conversation in conversations:
            reply = conversation.ask(f"message {k}: how was your day?")
            "".join(reply)
            conversation.finish(reply)
    twin.worker.drain()
    twin_dir = home.twin_dir("alice")
    mine = conversations[0].session
    assert mine is not None
    others = [c.session for c in conversations[1:] if c.session is not None]

    def say() -> None:  # one exchange more in every other conversation
        for session in others:
            session.add_turn("user", "one more thing about the day")
            session.add_turn("assistant", TEXT)

    rows: list[tuple[str, str, str]] = []
    kept = SessionStore(twin_dir)
    kept.recent_turns(8, exclude=mine.id)
    rows.append((
        "recent turns of earlier sessions",
        f"{measured(say, lambda: kept.recent_turns(8, exclude=mine.id), args.rounds):.2f} ms",
        f"{measured(say, lambda: SessionStore(twin_dir).recent_turns(8, exclude=mine.id), args.rounds):.2f} ms",
    ))  # fmt: skip
    index = SearchIndex(twin_dir)
    index.sync()
    live = twin.worker.live()
    now = measured(say, lambda: index.sync(skip_sessions=live), args.rounds)
    index.sync()
    before = measured(say, lambda: index.sync(skip_sessions=[mine.id]), args.rounds)
    rows.append(("a turn's index sync", f"{now:.2f} ms", f"{before:.2f} ms"))
    index.sync()
    began: list[str] = []
    index.db.set_trace_callback(lambda sql: began.append(sql) if sql.startswith("BEGIN IMMEDIATE") else None)
    nothing = measured(lambda: None, lambda: index.sync(skip_sessions=live), args.rounds)
    index.db.set_trace_callback(None)
    rows.append(("a sync that finds nothing: CPU", f"{nothing:.2f} ms", ""))
    rows.append(("· write transactions it takes", f"{len(began) / args.rounds:g}", ""))
    rows.append(("· wall p50 / p95, 16 threads at once", together(twin_dir, live), ""))
    store = FactStore(twin_dir)

    def opened() -> None:
        fresh = FactStore(twin_dir)
        fresh.silent_mark()
        fresh.close()

    rows.append((
        "the silent facts' mark", f"{measured(lambda: None, store.silent_mark, args.rounds):.3f} ms",
        f"{measured(lambda: None, opened, args.rounds):.2f} ms",
    ))  # fmt: skip
    prompt = conversations[0].build_context(mine.conversation()).messages[0]["content"]
    assert regex_estimate(prompt) == estimate_tokens(prompt)
    rows.append((
        "a token estimate of the system prompt",
        f"{measured(lambda: None, lambda: estimate_tokens(prompt), args.rounds * 10):.3f} ms",
        f"{measured(lambda: None, lambda: regex_estimate(prompt), args.rounds * 10):.3f} ms",
    ))  # fmt: skip
    messages = conversations[0].build_context(mine.conversation()).messages
    client = twin.client

    def through_messages() -> None:  # the SDK's messages=, which it walks against its message types first
        raw = client._sdk().chat.completions.with_raw_response.create(
            messages=messages, model="fake-model", stream=True, stream_options={"include_usage": True},
            max_tokens=2048,
        )  # fmt: skip
        for _ in raw.parse():
            pass

    rows.append((
        f"the model client: a streamed reply to the context ({len(messages)} messages)",
        f"{measured(lambda: None, lambda: ''.join(client.stream(messages)), args.rounds):.2f} ms",
        f"{measured(lambda: None, through_messages, args.rounds):.2f} ms",
    ))  # fmt: skip
    for closing in (index, store):
        closing.close()
    twin.worker.close()
    return rows, len(prompt)


def together(twin_dir: Path, live: Any, threads: int = 16, each: int = 40) -> str:
    """Wall milliseconds, p50 and p95, of syncs that find nothing, `threads` of them syncing at once."""
    from twin.recall.index import SearchIndex

    walls: list[float] = []
    guard = threading.Lock()

    def syncing() -> None:
        index = SearchIndex(twin_dir)
        index.sync()
        for _ in range(each):
            began = time.perf_counter()
            index.sync(skip_sessions=live)
            with guard:
                walls.append(time.perf_counter() - began)
        index.close()

    running = [threading.Thread(target=syncing) for _ in range(threads)]
    for thread in running:
        thread.start()
    for thread in running:
        thread.join()
    walls.sort()
    return f"{walls[len(walls) // 2] * 1000:.2f} / {walls[int(len(walls) * 0.95)] * 1000:.1f} ms"


if __name__ == "__main__":
    sys.exit(main())
