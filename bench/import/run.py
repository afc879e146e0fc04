"""Years of ChatGPT brought in: what `twin import` costs, and how long the next chat keeps the person waiting.

    .venv/bin/python bench/import/run.py                      # 1,000 conversations (about 3 minutes)
    .venv/bin/python bench/import/run.py --conversations 3000 # three years of a heavy user (about 6 minutes)

A synthetic export (seeded): conversations spread over three years, 2 to 40 messages each, the person's 20 to 600
characters and the AI's 200 to 3,000, a quarter in Chinese, some code, regenerated replies on other branches, tool
calls and hidden system messages. It is brought into a fresh home by a real `twin import chatgpt` (which reads what
it brought into the search index, with a progress bar on a terminal), then a piped `twin chat` with a fake model
that answers after 0.5 s says two lines, and the time from its start to its first reply is taken:

- after the import, as a person would chat next;
- in a copy of that home without its index (a home restored from a backup, or imported before the import read its
  sessions in): the memory worker reads the history in while the person talks;
- the baseline, in the same run: a home with no history at all.

Prints Markdown: wall time and peak memory (from /usr/bin/time) of each step, and the machine's load.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.timing import machine  # noqa: E402

TWIN = Path(sys.executable).with_name("twin")
EN = (
    "the project deadline moved again so I need a plan for the migration and the tests my sister visits in March "
    "and we want to hike near the lake can you explain how the cache works when two writers race on the same key "
    "I started running three times a week and my knee hurts a little after long runs budget for the trip is tight"
).split()
ZH = list(
    "我今天在公司开会讨论了新的项目计划明天要去医院看牙医周末想和朋友去爬山学习中文语法有点难这个函数的返回值不对"
)
CODE = "```python\ndef f(xs):\n    return sorted(set(xs), key=len)\n```"


def text(rng: random.Random, low: int, high: int, code: float = 0.0) -> str:
    """Words (or Chinese characters) to about a length between `low` and `high`."""
    size, out, chinese = rng.randint(low, high), [], rng.random() < 0.25
    while sum(len(x) + 1 for x in out) < size:
        if code and rng.random() < code:
            out.append(CODE)
        out.append("".join(rng.choices(ZH, k=12)) + "。" if chinese else " ".join(rng.choices(EN, k=12)) + ".")
    return " ".join(out)


def export(path: Path, conversations: int, seed: int = 42) -> int:
    """Write a conversations.json; return how many messages it holds."""
    rng = random.Random(seed)
    start, span = 1_701_388_800, 3 * 365 * 86400
    data, messages = [], 0
    for number in range(conversations):
        at = start + rng.randrange(span)
        mapping = {"root": {"id": "root", "message": None, "parent": None, "children": []}}
        parent = "root"
        for i in range(rng.randint(2, 40)):
            role = "user" if i % 2 == 0 else "assistant"
            node = f"c{number}m{i}"
            body = text(rng, 20, 600) if role == "user" else text(rng, 200, 3000, code=0.08)
            content = {"content_type": "text", "parts": [body]}
            message = {"id": node, "author": {"role": role}, "create_time": at + 60 * i, "content": content,
                       "recipient": "all", "metadata": {}}  # fmt: skip
            mapping[node] = {"id": node, "message": message, "parent": parent, "children": []}
            mapping[parent]["children"].append(node)
            if role == "assistant" and rng.random() < 0.05:  # a regenerated reply, on a branch not shown
                other = node + "b"
                mapping[other] = {"id": other, "parent": parent, "children": [],
                                  "message": {**message, "id": other}}  # fmt: skip
                mapping[parent]["children"].append(other)
            parent = node
            messages += 1
        data.append({"title": f"Chat {number}", "conversation_id": f"conv-{number}", "create_time": at,
                     "update_time": at + 3600, "mapping": mapping, "current_node": parent})  # fmt: skip
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return messages


def timed(command: list[str], env: dict[str, str]) -> tuple[float, int, str]:
    """Run under /usr/bin/time: (wall seconds, peak memory in MB, stdout)."""
    started = time.monotonic()
    done = subprocess.run(["/usr/bin/time", "-f", "%M", *command], env=env, text=True, capture_output=True)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({done.returncode}):\n{done.stderr}")
    peak = int(done.stderr.strip().splitlines()[-1]) // 1024
    return time.monotonic() - started, peak, done.stdout


def first_reply(env: dict[str, str]) -> tuple[float, float]:
    """A piped chat of two lines: (seconds to its first reply, seconds to its exit)."""
    started = time.monotonic()
    chat = subprocess.Popen(
        [str(TWIN), "chat", "alice"], env={**env, "PYTHONUNBUFFERED": "1"}, stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )  # fmt: skip
    assert chat.stdin is not None and chat.stdout is not None
    chat.stdin.write("hello\nwhat did we talk about last spring?\n")
    chat.stdin.close()
    first = 0.0
    for line in chat.stdout:
        if line.strip() == "ok" and not first:
            first = time.monotonic() - started
    chat.wait()
    return first, time.monotonic() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--conversations", type=int, default=1000)
    args = parser.parse_args()
    from tests.fakeserver import FakeOpenAI, Reply
    from tests.memorykit import facts_json, kind_of

    llm = FakeOpenAI()
    llm.responder = lambda body: Reply(text=facts_json() if kind_of(body) == "extract" else "ok", delay=0.5)
    llm.start()
    before = machine()["load"]
    rows = []
    with tempfile.TemporaryDirectory(prefix="twin-bench-import-") as tmp:
        root = Path(tmp)
        messages = export(root / "conversations.json", args.conversations)
        size = (root / "conversations.json").stat().st_size / 1e6

        def home(name: str) -> dict[str, str]:
            return {**os.environ, "TWIN_HOME": str(root / name), "OPENAI_BASE_URL": llm.base_url,
                    "OPENAI_API_KEY": "sk-bench", "TWIN_MODEL": "fake-model", "NO_COLOR": "1"}  # fmt: skip

        for name in ("empty", "imported"):
            subprocess.run([str(TWIN), "init"], env=home(name), capture_output=True, check=True)
        took, peak, _ = timed([str(TWIN), "import", "chatgpt", str(root / "conversations.json"), "--persona",
                               "alice", "--json"], home("imported"))  # fmt: skip
        rows.append(("`twin import chatgpt` (with the index)", f"{took:.1f} s", f"{peak} MB"))
        shutil.copytree(root / "imported", root / "restored")
        shutil.rmtree(root / "restored" / "data" / "alice" / "index", ignore_errors=True)  # (none before it)
        took, peak, _ = timed([str(TWIN), "import", "chatgpt", str(root / "conversations.json"), "--persona",
                               "alice", "--json"], home("imported"))  # fmt: skip
        rows.append(("the same again (all skipped)", f"{took:.1f} s", f"{peak} MB"))
        for label, name in (("an empty twin (baseline)", "empty"), ("after the import", "imported"),
                            ("a copy without its index", "restored")):  # fmt: skip
            first, whole = first_reply(home(name))
            rows.append((f"chat, first reply: {label}", f"{first:.2f} s (exit {whole:.1f} s)", ""))
    llm.stop()
    info = machine()
    print(f"{info['date']} · {info['nproc']} CPUs · Python {info['python']} · load average {before} before, "
          f"{info['load']} after · {args.conversations} conversations, {messages} messages, {size:.1f} MB; "
          f"the fake model answers after 0.5 s\n")  # fmt: skip
    print("| step | wall | peak memory |\n| --- | ---: | ---: |")
    for row in rows:
        print(f"| {row[0]} | {row[1]} | {row[2]} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
