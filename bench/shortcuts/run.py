"""What each kept shortcut saves, each beside the same work without it, in one run.

    .venv/bin/python bench/shortcuts/run.py [--rounds 11] [--home DIR] [--only NAME,...]

The figures behind the comments of the speed-only code that stayed (docs/architecture.md, "Speed"). One
process, the big bench/turn twin (1,000 sessions with chapters, 50,000 fact records; built in a temporary
folder, about 30 s, or a kept one with `--home`, e.g. the `big/` of `bench/turn/run.py --keep`). Each part runs
with and without its shortcut in every round, the order rotating, after a warm-up round; the median and p90
are printed with the load average:

- subjects: recall of the bench/turn messages, the search index keeping its table of fact subjects by term
  (twin/recall/index.py) from call to call, or making it at each call;
- silent: the worker's revival of silent facts after an exchange (twin/narrative/worker.py `_revive`), with
  300 current facts retired as unused first, keeping the list of facts that fell silent or reading it again;
- forgetting: what is forgotten as embedding and the context need it (twin/recall/embedding.py
  `Forgetting.of`), kept while nothing more is forgotten, or made again (2,163 forgotten facts);
- phrases: the masks of a few forgotten facts (4 and 16 phrases) looked for in 190 texts of the twin's latest
  sessions, about what a turn's context asks of them (twin/facts/words.py `Phrases`), each phrase tried one by
  one or looked up by its first letters;
- table: a table of 1,000 and 5,000 rows printed on a terminal (twin/cli/output.py `print_table`), ruled by
  rich or in plain columns.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import SimpleNamespace

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.timing import Summary, interleave, load, machine  # noqa: E402
from bench.turn.run import MESSAGES, PERSONA, big_home  # noqa: E402
from twin.clock import now  # noqa: E402
from twin.facts.store import FactStore  # noqa: E402
from twin.home import Home  # noqa: E402
from twin.recall import retrieval  # noqa: E402
from twin.recall.index import SearchIndex  # noqa: E402
from twin.sessions.session import Turn  # noqa: E402

SILENT = 300  # current facts retired as unused for the `silent` part

Variants = dict[str, Callable[[], float]]


def subjects(twin_dir: Path) -> Variants:
    """Recall per message, the table of subjects kept or made at each `facts_about`."""
    index = SearchIndex(twin_dir)
    index.sync()
    at = now()
    kept = SearchIndex.facts_about

    def fresh(self: SearchIndex, *args: object, **kwargs: object) -> object:
        self._subjects = None
        return kept(self, *args, **kwargs)  # type: ignore[arg-type]

    def run(facts_about: Callable[..., object]) -> Callable[[], float]:
        def timed() -> float:
            SearchIndex.facts_about = facts_about  # type: ignore[method-assign]
            try:
                started = time.perf_counter()
                for message in MESSAGES:
                    retrieval.recall(index, message, now=at, turn_budget=1500, fact_budget=300, chapter_budget=500)
                return (time.perf_counter() - started) / len(MESSAGES)
            finally:
                SearchIndex.facts_about = kept  # type: ignore[method-assign]

        return timed

    return {"recall, table kept": run(kept), "recall, table made at each call": run(fresh)}


def silent(twin_dir: Path) -> Variants:
    """The revival of silent facts after an exchange, the list of them kept or read again."""
    from twin.narrative.worker import MemoryWorker

    facts = FactStore(twin_dir)
    owed = SILENT - len(facts.fallen_silent())
    for fact in random.Random(2).sample(facts.as_of(), max(0, owed)):
        facts.retire(fact.id, reason="unused", cause="consolidation")
    worker = SimpleNamespace(
        extractor=SimpleNamespace(facts=facts), _silent=None, notice=lambda text: None,
        _text=lambda what, **fields: "", persona=SimpleNamespace(language="en"),
    )  # fmt: skip
    who = SimpleNamespace(subject="Sam")
    said = now().isoformat()
    windows = [[Turn(id=f"t{i}", session="s", role="user", text=m, ts=said)] for i, m in enumerate(MESSAGES)]

    def run(keep: bool) -> Callable[[], float]:
        def timed() -> float:
            started = time.perf_counter()
            for window in windows:
                if not keep:
                    worker._silent = None
                MemoryWorker._revive(worker, window, who)  # type: ignore[arg-type]
            return (time.perf_counter() - started) / len(windows)

        return timed

    return {"revival, list kept": run(True), "revival, list read again": run(False)}


def forgetting(twin_dir: Path) -> Variants:
    """What is forgotten, kept (its mark asked) or made again."""
    from twin.recall.embedding import Forgetting

    facts = FactStore(twin_dir)
    kept = Forgetting.of(facts)

    def timed(made: Callable[[], object]) -> Callable[[], float]:
        def run() -> float:
            started = time.perf_counter()
            made()
            return time.perf_counter() - started

        return run

    return {"kept": timed(lambda: Forgetting.of(facts, kept)), "made again": timed(lambda: Forgetting.of(facts))}


def phrases(twin_dir: Path) -> Variants:
    """A few phrases found in a turn's worth of texts, tried one by one or looked up."""
    import json

    from twin.facts import words

    texts: list[str] = []
    for path in sorted((twin_dir / "sessions").glob("*.jsonl"))[-20:]:
        records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        texts += [r["text"] for r in records if r.get("kind") == "turn"]
    texts = texts[-190:]
    values = ["Parsnip", "React", "the bigger company", "老家", "研究生", "sister", "Sunday", "notebook", "Vue",
              "migration", "10k", "charger", "manager", "planning meeting", "course", "offer"]  # fmt: skip

    def run(count: int, few: int) -> Callable[[], float]:
        found = words.Phrases(values[:count])

        def timed() -> float:
            kept, words.FEW = words.FEW, few
            try:
                started = time.perf_counter()
                for text in texts:
                    found.found(text)
                return time.perf_counter() - started
            finally:
                words.FEW = kept

        return timed

    return {f"{n} phrases, {'one by one' if few else 'looked up'}": run(n, few) for n in (4, 16) for few in (16, 0)}


def table(twin_dir: Path) -> Variants:
    """A table printed on a terminal, ruled or plain."""
    import twin.chat.render as render
    from twin.cli import output

    headers = ["KEY", "VALUE", "LAYER", "CONF", "SINCE", "ID"]
    render.is_terminal = lambda stream: True  # type: ignore[assignment]

    def run(rows: int, ruled: bool) -> Callable[[], float]:
        cells = [[f"person {i % 40}.attribute {i}", f"a value some words long {i}", "core", "0.9",
                  "2026-01-02 10:00", f"01J{i:08d}"] for i in range(rows)]  # fmt: skip

        def timed() -> float:
            plain, output.PLAIN_ROWS = output.PLAIN_ROWS, rows if ruled else 0
            try:
                with contextlib.redirect_stdout(io.StringIO()):
                    started = time.perf_counter()
                    output.print_table(headers, cells)
                    return time.perf_counter() - started
            finally:
                output.PLAIN_ROWS = plain

        return timed

    return {f"{n:,} rows, {'ruled' if ruled else 'plain'}": run(n, ruled) for n in (1000, 5000) for ruled in (1, 0)}


PARTS = {"subjects": subjects, "silent": silent, "forgetting": forgetting, "phrases": phrases, "table": table}


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f}"


def main(argv: Sequence[str] | None = None) -> int:
    """Build (or take) the big twin, time each part with and without its shortcut, print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=11, help="timed rounds per part (default 11)")
    parser.add_argument("--home", type=Path, help="a kept big twin's home (bench/turn/run.py --keep): not rebuilt")
    parser.add_argument("--only", default=",".join(PARTS), help=f"parts to time, of {', '.join(PARTS)}")
    args = parser.parse_args(argv)
    only = [p for p in args.only.split(",") if p]
    if unknown := [p for p in only if p not in PARTS]:
        parser.error(f"no part named {', '.join(unknown)}")
    root = Path(tempfile.mkdtemp(prefix="twin-bench-shortcuts-"))
    try:
        if args.home is not None:
            home = Home(root / "big", "$TWIN_HOME")
            shutil.copytree(args.home, home.root)  # the silent part retires facts: never in the kept twin
        else:
            print("Building the big twin ...", file=sys.stderr)
            home = big_home(root / "big", 1000, 50_000, 2000, {})
        twin_dir = home.twin_dir(PERSONA)
        seen = machine()
        lines = [
            f"{seen['date']} · {seen['nproc']} CPUs (nproc) · Python {seen['python']} · load average {seen['load']} "
            f"before, LOAD after.",
            f"{args.rounds} interleaved rounds after one warm-up round, the order rotating.",
            "",
            "| part | variant | median (ms) | p90 (ms) |",
            "| --- | --- | ---: | ---: |",
        ]
        for name in only:
            print(f"{name} ...", file=sys.stderr)
            found: dict[str, Summary] = interleave(PARTS[name](twin_dir), args.rounds)
            lines += [f"| {name} | {v} | {ms(s.median)} | {ms(s.p90)} |" for v, s in found.items()]
        lines[0] = lines[0].replace("LOAD", load())
    finally:
        shutil.rmtree(root, ignore_errors=True)
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
