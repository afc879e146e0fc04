"""Which requests `twin serve` takes for a program's errand, and which for the person's turn (docs/serve.md, "A
program's own requests").

    .venv/bin/python bench/serve/errands.py [--cases bench/serve/blind_tasks.py] [--show] [--one-person]

A set of cases (a module with `CASES`, each with `id`, `language`, `exchanges`, `messages`, `kind`, `client`,
`why`, `extra` and `new_conversation`; bench/serve/blind_tasks.py was written blind, from the front ends' own
templates) is run against one `twin serve` on a fresh home, the fake model behind it (tests/fakeserver.py). For
each case, under a `user` of its own (so that no case's conversation is another's): its `exchanges` are held as a
chat app holds them (the first message alone, then the whole history each time; the fake model answers each with
the case's reply, word for word), then its request is sent as given (its `extra` fields too, and `user`), over
HTTP. With `--one-person` every case is the owner's: a request meets every conversation held before it, as in a
home where one person keeps many chats open. A response with `X-Twin-Errand` was taken for the program's; one with
`X-Twin-Session`, for the person's turn. A case of kind "task" is right when it is not the person's turn (an
errand, or refused: a request whose last message is no user's is a 400), one of kind "person" when it is.
Benchmarks are not tests: this one tells how a rule reads data nobody tuned it on.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

import httpx  # noqa: E402

from bench.timing import load, machine  # noqa: E402
from tests.fakeserver import FakeOpenAI  # noqa: E402
from tests.memorykit import Script  # noqa: E402
from tests.servekit import Served, make_home  # noqa: E402


def cases_of(path: Path) -> list[Any]:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module  # (its dataclasses look their module up)
    spec.loader.exec_module(module)
    return list(module.CASES)


def post(served: Served, body: dict[str, Any]) -> httpx.Response:
    """A chat request as a client sends it; a stream is read to its end."""
    headers = {"Authorization": f"Bearer {served.token}"}
    with httpx.stream("POST", served.url + "/chat/completions", json=body, headers=headers, timeout=60) as response:
        response.read()
    return response


def run(cases: list[Any], show: bool, one_person: bool = False) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as root, FakeOpenAI() as llm:
        script = Script(llm)
        served = Served(make_home(Path(root) / "home"), llm.base_url)
        try:
            rows = []
            for n, case in enumerate(cases):
                model = "alice" if case.language == "en" else "lin"
                user = "" if one_person else f"Person {n}"  # a conversation of its own, or all the owner's
                history: list[dict[str, str]] = []
                for said, reply in case.exchanges:
                    script.add("chat", reply)
                    history.append({"role": "user", "content": said})
                    answer = post(served, {"model": model, "messages": history, **({"user": user} if user else {})})
                    assert answer.status_code == 200, (case.id, answer.status_code, answer.text[:300])
                    history.append({"role": "assistant", "content": reply})
                body = {
                    **dict(case.extra),
                    "model": model,
                    "messages": list(case.messages),
                    **({"user": user} if user else {}),
                }
                answer = post(served, body)
                taken = (
                    "errand" if "x-twin-errand" in answer.headers
                    else "turn" if "x-twin-session" in answer.headers else f"error {answer.status_code}"
                )  # fmt: skip
                right = (taken != "turn") if case.kind == "task" else taken == "turn"  # (a refused task: nothing kept)
                rows.append({"id": case.id, "kind": case.kind, "client": case.client, "taken": taken, "right": right,
                             "why": case.why})  # fmt: skip
                if show and not right:
                    print(f"  {case.id} ({case.kind}, {case.client}): taken as {taken}; {case.why}", file=sys.stderr)
        finally:
            served.stop()
    return {"rows": rows}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=Path, default=REPO / "bench/serve/blind_tasks.py")
    parser.add_argument("--show", action="store_true", help="name each case taken wrong")
    parser.add_argument("--json", action="store_true", help="the rows as JSON")
    parser.add_argument(
        "--one-person", action="store_true", help="every case the owner's: each request meets every open conversation"
    )
    args = parser.parse_args(argv)
    started, before = time.monotonic(), load()
    found = run(cases_of(args.cases), args.show, args.one_person)
    rows = found["rows"]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return 0
    where = machine()
    print(f"{where['date']} · {where['nproc']} CPUs · Python {where['python']} · load average {before} before, "
          f"{load()} after · {time.monotonic() - started:.0f} s")  # fmt: skip
    print("| kind | cases | taken for an errand | refused (nothing kept) | taken for the person's turn | right |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for kind in ("task", "person"):
        mine = [r for r in rows if r["kind"] == kind]
        errands, turns = sum(r["taken"] == "errand" for r in mine), sum(r["taken"] == "turn" for r in mine)
        good = sum(r["right"] for r in mine)
        print(f"| {kind} | {len(mine)} | {errands} | {len(mine) - errands - turns} | {turns} | {good} |")
    by_client: dict[str, list[int]] = {}
    for r in rows:
        by_client.setdefault(f"{r['client']} ({r['kind']})", [0, 0])
        by_client[f"{r['client']} ({r['kind']})"][0] += r["right"]
        by_client[f"{r['client']} ({r['kind']})"][1] += 1
    print("\n| client (kind) | right |\n| --- | ---: |")
    for client, (good, total) in sorted(by_client.items()):
        print(f"| {client} | {good} of {total} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
