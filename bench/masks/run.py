"""What masking the forgotten words costs a turn: `Masks.turn` over the texts a context shows.

    .venv/bin/python bench/masks/run.py [--facts 500] [--turns 60]

Makes `--facts` forgotten facts (a fifth each: a one-word name, "a <word>
named <Name>", a two-digit number, two lowercase words, a Chinese name), each
with its quote, and masks `--turns` English turns of 60 words (mostly
everyday words, a fifth made-up names) and as many Chinese ones, as a
context's recent turns are masked. Prints the median and best of 7 runs, in
ms, with how many phrases the masks hold.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from twin.facts.masks import Masks  # noqa: E402

SYLLABLES = "ka lo mi ra te su no vi ze pa do ri an el os".split()
COMMON = "the a to and of in it you that was for on are with as I his they be at one have this from".split()


def main() -> None:
    """Time the masking and print the figures as Markdown."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--facts", type=int, default=500)
    parser.add_argument("--turns", type=int, default=60)
    args = parser.parse_args()
    rng = random.Random(7)

    def word() -> str:
        return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))

    forgotten = []
    for i in range(args.facts):
        value = _like(i % 5, word, rng)
        forgotten.append((value, f"I said {value} once", 1000.0))
    masks = Masks.of(forgotten, [])
    english = [
        " ".join(rng.choice(COMMON) if rng.random() < 0.8 else word().capitalize() for _ in range(60))
        for _ in range(args.turns)
    ]
    chinese = ["我们今天聊了很多，关于工作、家人和城市生活，还有一些小事情。" * 3] * args.turns
    print(f"{args.facts} forgotten facts: {len(masks.values.phrases)} values and names, "
          f"{len(masks.quotes.phrases)} quotes\n")  # fmt: skip
    print(f"| {args.turns} turns masked | median ms | best ms |\n| --- | ---: | ---: |")
    for label, texts in (("English, 60 words", english), ("Chinese", chinese)):
        runs = []
        for _ in range(7):
            start = time.perf_counter()
            for text in texts:
                masks.turn(text, "[forgotten]", "1970-01-01T00:00:00+00:00")
            runs.append((time.perf_counter() - start) * 1000)
        print(f"| {label} | {statistics.median(runs):.1f} | {min(runs):.1f} |")


def _like(kind: int, word: Callable[[], str], rng: random.Random) -> str:
    """A made-up value of one of the five kinds."""
    if kind == 0:
        return word().capitalize()
    if kind == 1:
        return f"a {word()} named {word().capitalize()}"
    if kind == 2:
        return str(rng.randint(10, 99))
    if kind == 3:
        return f"{word()} {word()}"
    return "深圳" + word()


if __name__ == "__main__":
    main()
