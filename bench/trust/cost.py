"""What judging a candidate fact costs: every probe line of tests/trust_probes*.py checked in process, as shipped,
without the caches of what a check reads again (the text caches and `compiled`), and without them and with every
pattern made around a value compiled (before `valued` spared them), in the same run.

    .venv/bin/python bench/trust/cost.py              # all 11,850 probe lines, in 10 slices (about two minutes)
    .venv/bin/python bench/trust/cost.py --slices 20  # more, smaller slices

Each slice of the lines is judged by every way in turn, the order rotating from slice to slice, so that a busy
machine's noise falls on all; the CPU time of this process is summed per way. A pattern made around a value
(twin/narrative/grounding/reading.py `valued`) is compiled only where a shape of it, compiled once per template
and length, finds something in the text; the last way compiles each as the checks did before. Without the caches,
every function under `text_cache` (twin/facts/words.py) reads its text anew and `compiled` is `re.compile` (whose
own cache holds 512 patterns). The verdicts of every way are compared line by line: any difference is printed and
makes the exit status 1. The shapes and the caches fill as the first slices need them, as in a `twin serve` or a
chat that judges turn after turn.
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.timing import machine  # noqa: E402
from twin.context.prompt import persona_text  # noqa: E402
from twin.narrative.grounding import Said, Window, read_candidate, slot, stance, twin_subjects, whose  # noqa: E402
from twin.narrative.grounding import window as window_module  # noqa: E402
from twin.narrative.grounding.reading import compiled, valued  # noqa: E402
from twin.persona.model import load_persona  # noqa: E402

USERS = (slot, stance, whose, window_module)  # the modules that make patterns around a value
MODULES = [
    module
    for name, module in sorted(sys.modules.items())
    if name.startswith(("twin.narrative.grounding", "twin.facts"))
]
SHIPPED = {
    (module, name): value for module in MODULES for name, value in vars(module).items() if not name.startswith("__")
}


def compiled_each_time(template: str, value: str, within: str) -> re.Pattern[str]:
    """The way before `valued`: the value's pattern compiled at every check."""
    return re.compile(template.replace("{v}", re.escape(value)))


def cases() -> list[tuple[Any, ...]]:
    """(name, turns, persona text, rules, candidate, subjects) of every probe line."""
    personas = {key: load_persona(REPO / "personas", key) for key in ("alice", "lin")}
    found = []
    for path in sorted((REPO / "tests").glob("trust_probes*.py")):
        module = importlib.import_module(f"tests.{path.stem}")
        for case in getattr(module, "CASES", []):
            persona = personas["alice" if case["lang"] == "en" else "lin"]
            turns = [Said("u0", "user", "hi"), Said("a0", "assistant", case["ai"])] if case["ai"] else []
            turns.append(Said("now", "user", case["user"]))
            subjects = twin_subjects((persona.name, persona.key), "Sam")
            found.append((f"{path.stem}:{case['id']}", turns, persona_text(persona), persona.rules, case, subjects))
    return found


def cached(yes: bool) -> None:
    """Every module's caches of what a check reads again as shipped, or each in place of the function it caches."""
    for (module, name), value in SHIPPED.items():
        if value is compiled:
            setattr(module, name, compiled if yes else re.compile)
        elif hasattr(value, "uncached"):
            setattr(module, name, value if yes else value.uncached)


def judge(batch: list[tuple[Any, ...]], way: Any, caches: bool = True) -> tuple[float, dict[str, str]]:
    """CPU seconds to judge `batch` with `way` in place of `valued`, with the caches or without, and each line's
    verdict."""
    for module in USERS:
        module.valued = way  # type: ignore[attr-defined]
    cached(caches)
    verdicts = {}
    started = time.process_time()
    for name, turns, text, rules, case, subjects in batch:
        verdict = Window(turns, text, rules).check(read_candidate(case["cand"]), subjects, "Sam")
        verdicts[name] = repr(verdict)
    return time.process_time() - started, verdicts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--slices", type=int, default=10, help="judged by every way in turn (default 10)")
    args = parser.parse_args()
    before = machine()
    lines = cases()
    ways = {
        "as shipped": (valued, True),
        "without the caches": (valued, False),
        "without them, each pattern compiled (before `valued`)": (compiled_each_time, False),
    }
    spent = dict.fromkeys(ways, 0.0)
    differ: list[str] = []
    for n in range(args.slices):
        batch = lines[n :: args.slices]
        order = list(ways)[n % len(ways) :] + list(ways)[: n % len(ways)]
        said = {}
        for name in order:
            seconds, said[name] = judge(batch, *ways[name])
            spent[name] += seconds
        first, *others = said.values()
        differ += [line for line in first if any(first[line] != other[line] for other in others)]
        print(f"\r  slice {n + 1}/{args.slices}", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    after = machine()
    print(
        f"{before['date']} · {before['nproc']} CPUs (nproc) · Python {before['python']} · "
        f"load average {before['load']} before, {after['load']} after\n"
    )
    print("| way | lines | CPU | per line |")
    print("| --- | ---: | ---: | ---: |")
    for name, seconds in spent.items():
        print(f"| {name} | {len(lines):,} | {seconds:.1f} s | {seconds / len(lines) * 1000:.2f} ms |")
    print(f"\nVerdicts that differ between the ways: {len(differ)}")
    for line in differ[:20]:
        print(f"- {line}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
