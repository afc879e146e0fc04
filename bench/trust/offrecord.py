"""What ordinary text the off-the-record rules would keep out of memory: none of it, ideally.

    .venv/bin/python bench/trust/offrecord.py [--shared ../shared/bench]

Reads every message of the conversations in ../shared/bench (LoCoMo's dev conversations, MADial's dialogues and
memories) and every paragraph of the public-domain prose of its voice corpus (read in place, never copied), asks
`twin.sessions.offrecord.asked` (and `joked`) of each, and prints how many it reads as a request not to keep, or as
owning that the message before was a joke (each one a message memory would lose: these texts hold neither), with
the words, and the time a message takes against a plain case-folding of the same text in the same run (the floor:
what reading a message at all costs). The rules' own labelled cases are tests (tests/offrecord_probes*.tsv,
tests/test_offrecord.py).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.timing import machine  # noqa: E402
from twin.sessions.offrecord import asked, joked  # noqa: E402

SHARED = REPO.parent / "shared" / "bench"


def strings(value: Any) -> Iterator[str]:
    """Every string of more than two characters in a JSON value."""
    if isinstance(value, str):
        if len(value) > 2:
            yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def texts(shared: Path) -> dict[str, list[str]]:
    """The messages and paragraphs to read, by where they come from."""
    found: dict[str, list[str]] = {}

    def turns(value: Any) -> Iterator[str]:
        if isinstance(value, dict):
            if isinstance(value.get("text"), str) and "speaker" in value:
                yield value["text"]
            for item in value.values():
                yield from turns(item)
        elif isinstance(value, list):
            for item in value:
                yield from turns(item)

    locomo = shared / "locomo" / "locomo-dev.json"
    if locomo.exists():
        found["LoCoMo dev, turns"] = list(turns(json.loads(locomo.read_text(encoding="utf-8"))))
    for name in ("zh-dialogue-dev.jsonl", "zh-memory.jsonl"):
        path = shared / "madial" / name
        if path.exists():
            lines = path.read_text(encoding="utf-8").splitlines()
            found[f"MADial {name}"] = [s for line in lines if line.strip() for s in strings(json.loads(line))]
    for language in ("en", "zh"):
        for path in sorted((shared / "voice" / language).glob("*.txt")):
            paragraphs = re.split(r"\n\s*\n", path.read_text(encoding="utf-8"))
            found.setdefault(f"voice corpus ({language}), paragraphs", []).extend(
                p.strip() for p in paragraphs if len(p.strip()) > 3
            )
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=SHARED, help="the shared bench folder")
    args = parser.parse_args()
    before = machine()["load"]
    found = texts(args.shared)
    if not found:
        raise SystemExit(f"No texts under {args.shared}: give --shared.")
    asked("warm up")  # the patterns are compiled at the first message
    print("| texts | read | kept out | ms a text | floor: casefold, ms a text |")
    print("| --- | ---: | ---: | ---: | ---: |")
    caught: list[tuple[str, str, str]] = []
    for name, items in found.items():
        started = time.perf_counter()
        hits = [(text, request) for text in items if (request := asked(text) or joked(text)) is not None]
        spent = time.perf_counter() - started
        started = time.perf_counter()
        for text in items:
            text.casefold()
        floor = time.perf_counter() - started
        caught += [(name, request.reach, text) for text, request in hits]
        each, plain = spent * 1000 / len(items), floor * 1000 / len(items)
        print(f"| {name} | {len(items)} | {len(hits)} | {each:.3f} | {plain:.4f} |")
    info = machine()
    print(f"\n{info['date']} · {info['nproc']} CPUs · Python {info['python']} · load average {before} before, "
          f"{info['load']} after")  # fmt: skip
    for name, reach, text in caught:
        print(f"- {name}: {reach}: {' '.join(text.split())[:160]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
