"""What keeping secrets out costs: `hide` (twin/credentials.py) over years of messages, and over one request.

    .venv/bin/python bench/secrets/run.py                      # 1,000 conversations (about 30 s)
    .venv/bin/python bench/secrets/run.py --conversations 3000

bench/import's synthetic export (seeded: a quarter in Chinese, some code) is made in a temporary folder, and every
message of it is read three ways, in the same run:

- `hide` as twin runs it, each pattern only on a text that holds the words it needs (what a turn, an import and a
  `twin doctor` count pay);
- the baseline: every pattern on every message, as `hide` would without those needs;
- a request to the model (twin/llm/client.py hides every message it sends): the messages joined into texts of about
  30 KB, a context's size;
- the requests of the first 300 conversations as a chat sends them, turn by turn: a system prompt (the shipped
  persona alice's file, the hour after it) and the last 48 messages, all but one of them sent before: `hide`, which
  remembers the short texts it read, against the same rules reading each message afresh.

Prints Markdown: seconds, microseconds a message, milliseconds a request, and the machine's load.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.timing import machine  # noqa: E402
from twin import credentials  # noqa: E402

CONTEXT = 30_000  # characters of a request to the model
RECENT = 48  # messages of a conversation a request sends
CHATS = 300  # conversations sent as a chat sends them


def messages(conversations: int) -> list[list[str]]:
    """Every message of bench/import's synthetic export of this many conversations, conversation by conversation."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "conversations.json"
        importlib.import_module("bench.import.run").export(path, conversations)  # ("import" is a keyword)
        data = json.loads(path.read_text(encoding="utf-8"))
    said = []
    for conversation in data:
        said.append([])
        for node in conversation["mapping"].values():
            parts = ((node.get("message") or {}).get("content") or {}).get("parts") or []
            said[-1] += [part for part in parts if isinstance(part, str) and part]
    return said


def every_pattern(text: str) -> None:
    """The baseline: each pattern of `hide` run over the whole text, whatever words it holds."""
    credentials._hide(text, every=True)


def chatted(read: Callable[[str], object], conversations: list[list[str]]) -> tuple[float, int]:
    """Seconds `read` took over each message of every request of these conversations, as a chat sends them, and
    how many requests."""
    persona = (REPO / "personas" / "alice.toml").read_text(encoding="utf-8")
    count, started = 0, time.perf_counter()
    for conversation in conversations:
        for i in range(len(conversation)):
            read(f"{persona}\nIt is now turn {i}.")
            for text in conversation[max(0, i - RECENT + 1) : i + 1]:
                read(text)
            count += 1
    return time.perf_counter() - started, count


def timed(run: object, texts: list[str]) -> float:
    started = time.perf_counter()
    for text in texts:
        run(text)  # type: ignore[operator]
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--conversations", type=int, default=1000)
    args = parser.parse_args()
    before = machine()
    conversations = messages(args.conversations)
    said = [text for conversation in conversations for text in conversation]
    chars = sum(map(len, said))
    contexts, current = [], ""
    for text in said:
        current += text + "\n"
        if len(current) >= CONTEXT:
            contexts.append(current)
            current = ""
    hidden = timed(credentials._hide, said)  # the rules alone: `hide` remembers the texts it read
    baseline = timed(every_pattern, said)
    requests = timed(credentials.hide, contexts)
    afresh, chats = chatted(credentials._hide, conversations[:CHATS])
    credentials._CLEAN.clear()
    remembered, _ = chatted(credentials.hide, conversations[:CHATS])
    after = machine()
    print(f"{before['date']} · {before['nproc']} CPUs (nproc) · Python {before['python']} · load {before['load']} "
          f"before, {after['load']} after\n")  # fmt: skip
    print(f"{len(said):,} messages, {chars / 1e6:.1f} million characters ({args.conversations:,} conversations)\n")
    print("| reading | seconds | µs a message |")
    print("| --- | ---: | ---: |")
    print(f"| `hide`, each pattern where its words are | {hidden:.2f} | {hidden / len(said) * 1e6:.0f} |")
    print(f"| baseline: every pattern on every message | {baseline:.2f} | {baseline / len(said) * 1e6:.0f} |")
    print(f"\nA request of {CONTEXT // 1000} KB: {requests / max(len(contexts), 1) * 1000:.1f} ms "
          f"(mean of {len(contexts)})")  # fmt: skip
    print(f"\nA conversation's requests as a chat sends them ({chats:,}, up to {RECENT} messages each): "
          f"{remembered / chats * 1000:.2f} ms a request, {afresh / chats * 1000:.2f} ms with every message read "
          "afresh")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
