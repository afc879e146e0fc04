"""One long message: what a paste of megabytes costs the index, and a piped chat that holds it.

    .venv/bin/python bench/turn/long_message.py              # 10 MB, English and Chinese (about 3 minutes)
    .venv/bin/python bench/turn/long_message.py --mb 2 --zh  # another size, one language

For each language: (1) the search index brought up to date with a session of that one message and a short reply
(`SearchIndex.sync`, in process), and (2) a piped `twin chat` (a real process, the fake model behind it) that
says the message and then asks a short question, from start to exit. The baseline, in the same run, is the same
two with a message of 4,000 characters (what a query reads of any one text). The text is words (characters) drawn
at random, with a weekday and a year among them, so the time rules find something to read.
"""

from __future__ import annotations

import argparse
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
from tests.fakeserver import FakeOpenAI  # noqa: E402
from twin.recall.index import SearchIndex  # noqa: E402
from twin.sessions.session import SessionStore  # noqa: E402

TWIN = Path(sys.executable).with_name("twin")
WORDS = "the quick brown fox jumps over a lazy dog while Sam writes code in Paris about memory on Monday 2024".split()
HANZI = "我今天在北京写代码关于记忆和时间的问题然后去吃饭了天气很好朋友们都来了上周三"


def text_of(chars: int, zh: bool, seed: int = 1) -> str:
    """About `chars` characters of random words (Chinese: characters)."""
    rnd = random.Random(seed)
    if zh:
        return "".join(rnd.choice(HANZI) for _ in range(chars))
    return " ".join(rnd.choice(WORDS) for _ in range(chars // 5))[:chars]


def index_seconds(message: str) -> float:
    """Seconds to index a session of `message` and a short reply."""
    with tempfile.TemporaryDirectory(prefix="twin-bench-long-") as tmp:
        writer = SessionStore(Path(tmp)).start({"persona": "alice", "user": "Sam"})
        writer.add_turn("user", message)
        writer.add_turn("assistant", "ok")
        started = time.perf_counter()
        with SearchIndex(Path(tmp)) as index:
            index.sync()
        return time.perf_counter() - started


def chat_seconds(message: str, zh: bool, base_url: str) -> float:
    """Seconds for a piped `twin chat` that says `message`, then a short question, start to exit."""
    with tempfile.TemporaryDirectory(prefix="twin-bench-long-") as tmp:
        home = Path(tmp)
        shutil.copytree(REPO / "personas", home / "personas")
        env = {**os.environ, "TWIN_HOME": str(home), "OPENAI_BASE_URL": base_url, "OPENAI_API_KEY": "sk-bench",
               "TWIN_MODEL": "fake-model", "NO_COLOR": "1"}  # fmt: skip
        question = "我刚才贴了什么？" if zh else "what did I paste?"
        started = time.perf_counter()
        done = subprocess.run(
            [str(TWIN), "chat", "lin" if zh else "alice"], input=f"{message}\n{question}\n", env=env, text=True,
            capture_output=True, timeout=600,
        )  # fmt: skip
        if done.returncode != 0:
            raise SystemExit(f"twin chat failed ({done.returncode}):\n{done.stderr[-2000:]}")
        return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=10.0, help="the long message's size in millions of characters")
    parser.add_argument("--zh", action="store_true", help="Chinese only")
    parser.add_argument("--en", action="store_true", help="English only")
    args = parser.parse_args()
    languages = [zh for zh in (False, True) if (zh and not args.en) or (not zh and not args.zh)]
    before = machine()["load"]
    llm = FakeOpenAI()
    llm.start()
    rows = []
    try:
        for zh in languages:
            for chars in (4000, int(args.mb * 1_000_000)):
                message = text_of(chars, zh)
                rows.append((zh, chars, index_seconds(message), chat_seconds(message, zh, llm.base_url)))
    finally:
        llm.stop()
    info = machine()
    print(f"{info['date']} · {info['nproc']} CPUs · Python {info['python']} · load average {before} before, "
          f"{info['load']} after\n")  # fmt: skip
    print("| language | message | index sync | piped chat, start to exit |")
    print("| --- | ---: | ---: | ---: |")
    for zh, chars, index, chat in rows:
        print(f"| {'Chinese' if zh else 'English'} | {chars:,} characters | {index:.2f} s | {chat:.1f} s |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
