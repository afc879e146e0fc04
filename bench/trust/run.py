"""Grounding against a sloppy or adversarial extractor: traps tried, rejected by reason, honest facts kept.

    .venv/bin/python bench/trust/run.py                  # every case of tests/trust_cases.py (about a minute)
    .venv/bin/python bench/trust/run.py --cases FILE.py  # cases of your own: a file defining TRAPS and HONEST
    .venv/bin/python bench/trust/run.py --traditional    # the Chinese cases written in traditional characters
    .venv/bin/python bench/trust/run.py --traditional --simplified-candidates  # ... the model answering in simplified
    .venv/bin/python bench/trust/run.py --cases FILE.py --when-said  # a fact quoting an earlier line, learned then
    .venv/bin/python bench/trust/run.py --cases FILE.py --ingest     # each case's `user` is a file of the owner's
    .venv/bin/python bench/trust/run.py --cases FILE.py --import     # each case is an imported past conversation
    .venv/bin/python bench/trust/run.py --cases FILE.py --tell       # each case's lines told by an agent (twin mcp)
    .venv/bin/python bench/trust/run.py --cases FILE.py --pasted     # a line of many lines sent as one message

Each case is held as a person would: a fresh home with the shipped personas, a piped `twin chat` (a real process)
against the fake OpenAI server, whose extractor proposes the case's candidate fact after the last line (with
`--when-said`, after the earlier line that alone holds its quote, if one does: a fact said, then taken back or
confirmed in the next line, by a model that proposes nothing more). Then the home's facts and its extraction log
are read. With `--ingest`, each case's `user` is the text of one file of the owner's writing instead (written to
its `file`, a path under the owner's folder `writing/`, default `<id>.md`), the folder given to `twin ingest` (a
real process, as `twin ingest alice ~/notes`), whose extractor proposes the candidate for its one chunk; the file
must fit one chunk (about 600 tokens). With `--import`, each case's exchanges, its line and `ai_after` are one
conversation of a ChatGPT export or a SillyTavern chat (`imported`: from, title, character, user_name, date; a
SillyTavern chat with `ai_before` and no `earlier` opens with it, the character's greeting, as SillyTavern's do),
brought in with `twin import` (no `--user`, as people run it) and read with `twin memory reextract`, whose extractor
proposes the candidate when the window holding its quote is read. With `--tell`, each case's lines (the earlier
ones, then its line; the AI's replies are not said) are told by an agent through `twin mcp PERSONA --user Sam`'s
tool `tell(text)` (named as the chat names the person), driven by the MCP SDK's own client over stdio, and the
extractor proposes the candidate after the last (with `--when-said`, after the earlier line that alone holds its
quote). Prints
Markdown (the table in docs/memory.md), and how many traps and lost honest facts were held for the person's word
(`twin memory review`: not stored, put to the person); exits 1 if a trap was stored or fewer than 95% of the
honest facts were kept.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from datetime import datetime, timedelta
from pathlib import Path
from types import SimpleNamespace

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.timing import machine  # noqa: E402
from tests.fakeserver import FakeOpenAI  # noqa: E402
from tests.memorykit import Script, facts_json  # noqa: E402
from tests.trust_cases import Case  # noqa: E402
from twin.facts.words import normalize  # noqa: E402
from twin.narrative.extraction import extraction_windows  # noqa: E402

TWIN = Path(sys.executable).with_name("twin")


def hold(
    case: Case, root: Path, script: Script, base_url: str, when_said: bool = False, pasted: bool = False
) -> tuple[list[dict], list[dict]]:
    """The case's exchange in a fresh home: (facts that hold, candidates rejected). `when_said`: a candidate whose
    quote only an earlier line holds is proposed when that line is extracted (`said_in`). `pasted`: a line's breaks
    are sent as the two characters backslash and n, as a piped chat carries a paste, so that it stays one message."""
    home, persona, env = fresh_home(case, root, base_url)
    at = said_in(case) if when_said else None
    for i, (_, reply) in enumerate(case.exchanges()):
        script.add("chat", reply)
        script.add("extract", facts_json(case.candidate) if i == at else facts_json())
    script.add("chat", case.ai_after or "ok")
    lines = [said for said, _ in case.exchanges()] + [case.user]
    lines = [said.replace("\n", "\\n") for said in lines] if pasted else lines
    script.add("extract", facts_json() if at is not None else facts_json(case.candidate))
    done = subprocess.run(
        [str(TWIN), "chat", persona, "--user", "Sam"], input="\n".join(lines) + "\n", env=env, text=True,
        capture_output=True, timeout=120,
    )  # fmt: skip
    if done.returncode != 0:
        raise SystemExit(f"{case.id}: twin chat failed ({done.returncode}):\n{done.stderr}")
    return held(home, persona, env)


def hold_writing(case: Case, root: Path, script: Script, base_url: str) -> tuple[list[dict], list[dict]]:
    """The case's `user` as a file of the owner's writing, ingested in a fresh home: (facts that hold, candidates
    rejected)."""
    home, persona, env = fresh_home(case, root, base_url)
    file = home / "writing" / (case.file or f"{case.id}.md")
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text(case.user, encoding="utf-8")
    script.add("extract", facts_json(case.candidate))
    done = subprocess.run(
        [str(TWIN), "ingest", persona, str(home / "writing"), "--json"], env=env, text=True, capture_output=True,
        timeout=120,
    )  # fmt: skip
    if done.returncode != 0:
        raise SystemExit(f"{case.id}: twin ingest failed ({done.returncode}):\n{done.stderr}")
    chunks = sum(int(d["chunks"]) for d in json.loads(done.stdout)["documents"])
    if chunks != 1:
        raise SystemExit(f"{case.id}: the file is {chunks} chunks; a case's file must fit one")
    return held(home, persona, env)


def hold_import(case: Case, root: Path, script: Script, base_url: str) -> tuple[list[dict], list[dict]]:
    """The case's exchanges as one conversation of a ChatGPT export or a SillyTavern chat (`case.imported`), brought
    in with `twin import` and extracted with `twin memory reextract`, in a fresh home: (facts that hold, candidates
    rejected). The candidate is proposed when the window holding its quote is read, else with the last."""
    home, persona, env = fresh_home(case, root, base_url)
    meta = case.imported
    said = [m for pair in case.exchanges() for m in pair] + [case.user, case.ai_after or "ok"]
    greeting = meta.get("from") == "sillytavern" and not case.earlier and case.ai_before
    if greeting:  # a SillyTavern chat opens with the character's greeting, not a "hi" of the person's
        said = said[1:]
    first = 1 if greeting else 0  # the index of the person's first message
    if meta.get("date"):
        start = datetime.fromisoformat(meta["date"]).replace(hour=20).astimezone()
    else:
        start = datetime.now().astimezone() - timedelta(days=3)
    kind = meta.get("from", "chatgpt")
    if kind == "chatgpt":
        path = chatgpt_export(home / "export", meta.get("title", "New chat"), start, said)
    elif kind == "sillytavern":
        path = tavern_chat(home / "export", meta, start, said, first)
    else:
        raise SystemExit(f"{case.id}: imported from {kind!r}; say chatgpt or sillytavern")
    roles = [SimpleNamespace(role="user" if i % 2 == first else "assistant") for i in range(len(said))]
    windows = extraction_windows(roles)  # type: ignore[arg-type]
    quote = normalize(str(case.candidate.get("quote") or ""))
    at = next((i for i in range(first, len(said), 2) if quote and quote in normalize(said[i])), len(said) - 2)
    for window in windows:
        script.add("extract", facts_json(case.candidate) if any(r is roles[at] for r in window) else facts_json())
    for command in (["import", kind, str(path), "--persona", persona], ["memory", "reextract", persona]):
        done = subprocess.run([str(TWIN), *command], env=env, text=True, capture_output=True, timeout=120)
        if done.returncode != 0:
            raise SystemExit(f"{case.id}: twin {' '.join(command[:2])} failed ({done.returncode}):\n{done.stderr}")
    script.queues["extract"].clear()  # a window the import did not make (a message it left out) proposes nothing
    return held(home, persona, env)


def hold_tell(
    case: Case, root: Path, script: Script, base_url: str, when_said: bool = False
) -> tuple[list[dict], list[dict]]:
    """The case's lines told through `twin mcp` (the SDK's client over stdio) as an agent tells them, each with
    `tell(text)`, in a fresh home: (facts that hold, candidates rejected). The AI's replies of `earlier` are not
    said: an MCP session holds the person's turns only."""
    import anyio
    from mcp import ClientSession, StdioServerParameters, stdio_client

    home, persona, env = fresh_home(case, root, base_url)
    at = said_in(case) if when_said else None
    lines = [said for said, _ in case.exchanges() if said != "hi" or case.earlier] + [case.user]
    for i in range(len(lines) - 1):
        script.add("extract", facts_json(case.candidate) if i == at else facts_json())
    script.add("extract", facts_json() if at is not None else facts_json(case.candidate))
    params = StdioServerParameters(command=str(TWIN), args=["mcp", persona, "--user", "Sam"], env=env)

    async def tell_all() -> None:
        with open(home / "mcp-stderr.log", "a", encoding="utf-8") as errors:
            async with stdio_client(params, errlog=errors) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    for line in lines:
                        result = await session.call_tool("tell", {"text": line})
                        if result.is_error:
                            text = "".join(getattr(part, "text", "") for part in result.content)
                            raise SystemExit(f"{case.id}: tell failed: {text}")

    anyio.run(tell_all)
    return held(home, persona, env)


def chatgpt_export(folder: Path, title: str, start: datetime, said: list[str]) -> Path:
    """A ChatGPT conversations.json of one conversation: the person's and the AI's messages in turn, a minute
    apart."""
    first = start.timestamp()
    mapping: dict[str, dict] = {"root": {"id": "root", "message": None, "parent": None, "children": ["m0"]}}
    for i, text in enumerate(said):
        mapping[f"m{i}"] = {
            "id": f"m{i}", "parent": "root" if i == 0 else f"m{i - 1}",
            "children": [f"m{i + 1}"] if i + 1 < len(said) else [],
            "message": {
                "id": f"msg-{i}", "author": {"role": "user" if i % 2 == 0 else "assistant"},
                "create_time": first + 60 * i, "content": {"content_type": "text", "parts": [text]},
                "status": "finished_successfully", "recipient": "all", "metadata": {},
            },
        }  # fmt: skip
    conversation = {
        "title": title, "conversation_id": "conv-1", "create_time": first, "update_time": first + 60 * len(said),
        "mapping": mapping, "current_node": f"m{len(said) - 1}",
    }  # fmt: skip
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "conversations.json"
    path.write_text(json.dumps([conversation], ensure_ascii=False), encoding="utf-8")
    return path


def tavern_chat(folder: Path, meta: dict[str, str], start: datetime, said: list[str], first: int = 0) -> Path:
    """A SillyTavern chat file: its header (`user_name`, `character_name`), then the person's and the character's
    messages in turn, a minute apart (the character's first when `first` is 1: its greeting)."""
    user, character = meta.get("user_name", "User"), meta.get("character", "Assistant")
    header = {"user_name": user, "character_name": character, "create_date": start.isoformat(),
              "chat_metadata": {"integrity": "bench-1"}}  # fmt: skip
    lines = [
        {"name": user if i % 2 == first else character, "is_user": i % 2 == first, "is_system": False,
         "send_date": (start + timedelta(minutes=i)).isoformat(), "mes": text}
        for i, text in enumerate(said)
    ]  # fmt: skip
    folder.mkdir(parents=True, exist_ok=True)
    name = meta.get("title") or f"{character} - {start:%Y-%m-%d@%Hh%Mm%Ss}"
    path = folder / (name if name.endswith(".jsonl") else f"{name}.jsonl")
    path.write_text("\n".join(json.dumps(x, ensure_ascii=False) for x in [header, *lines]) + "\n", encoding="utf-8")
    return path


def fresh_home(case: Case, root: Path, base_url: str) -> tuple[Path, str, dict[str, str]]:
    """A home of the shipped personas for one case: the home, the persona the case talks to, the environment."""
    home = root / case.id
    shutil.copytree(REPO / "personas", home / "personas")
    env = {**os.environ, "TWIN_HOME": str(home), "OPENAI_BASE_URL": base_url, "OPENAI_API_KEY": "sk-bench",
           "TWIN_MODEL": "fake-model", "NO_COLOR": "1"}  # fmt: skip
    return home, "alice" if case.language == "en" else "lin", env


def held(home: Path, persona: str, env: dict[str, str]) -> tuple[list[dict], list[dict]]:
    """The facts that hold in a home, and the candidates its extraction log says were rejected."""
    facts = subprocess.run(
        [str(TWIN), "memory", "facts", persona, "--json"], env=env, text=True, capture_output=True, timeout=60
    )
    log = home / "data" / persona / "extractions.jsonl"
    runs = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()] if log.exists() else []
    return json.loads(facts.stdout or "[]"), [r for run in runs for r in run.get("rejected") or []]


def said_in(case: Case) -> int | None:
    """The earlier exchange whose line alone holds the candidate's quote, if one does: a model proposes a fact when
    the line that says it is extracted, not after a later one ("I'm 29" … "don't remember my age"); None when the
    last line holds it, or no line does."""
    quote = normalize(str(case.candidate.get("quote") or ""))
    if len(quote) < 2 or quote in normalize(case.user):
        return None
    return next((i for i, (said, _) in enumerate(case.exchanges()) if quote in normalize(said)), None)


def load_cases(path: str | None) -> tuple[list[Case], list[Case], str]:
    """TRAPS and HONEST from tests/trust_cases.py, or from a file of one's own written the same way."""
    if path is None:
        from tests import trust_cases

        return trust_cases.TRAPS, trust_cases.HONEST, "tests/trust_cases.py"
    spec = importlib.util.spec_from_file_location("cases", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"Cannot read cases from {path}.")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.TRAPS, module.HONEST, path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", help="a Python file defining TRAPS and HONEST (lists of tests.trust_cases.Case)")
    parser.add_argument("--traditional", action="store_true", help="only the Chinese cases, in traditional (s2twp)")
    parser.add_argument(
        "--simplified-candidates", action="store_true", help="with --traditional: the candidates in simplified (t2s)"
    )
    parser.add_argument(
        "--when-said", action="store_true", help="propose a candidate quoting only an earlier line when it is said"
    )
    parser.add_argument(
        "--ingest", action="store_true", help="each case's text is a file of the owner's writing, given to twin ingest"
    )
    parser.add_argument(
        "--import", dest="imported", action="store_true",
        help="each case's exchanges are one imported conversation (ChatGPT or SillyTavern), then reextracted",
    )  # fmt: skip
    parser.add_argument(
        "--tell", action="store_true", help="each case's lines are told through `twin mcp`'s tell, as an agent tells"
    )
    parser.add_argument(
        "--pasted", action="store_true", help="a line's breaks sent as backslash-n: a paste of many lines, one message"
    )
    args = parser.parse_args()
    TRAPS, HONEST, source = load_cases(args.cases)
    if args.traditional:
        from tests.trust_cases import traditional

        simple = args.simplified_candidates
        TRAPS, HONEST = traditional(TRAPS, not simple), traditional(HONEST, not simple)
        source += ", Chinese cases in traditional (OpenCC s2twp)" + ", candidates in simplified (t2s)" * simple
    if args.ingest:
        source += ", each case's text ingested as a file of the owner's writing"
    if args.imported:
        source += ", each case's exchanges imported as a past conversation and reextracted"
    if args.tell:
        source += ", each case's lines told through twin mcp's tell"
    if args.when_said:
        source += ", a candidate quoting only an earlier line proposed when that line was said"
    if args.pasted:
        source += ", each line of many lines one message (its breaks as backslash-n)"
    llm = FakeOpenAI()
    llm.start()
    script = Script(llm)
    before = machine()["load"]
    stored_traps: list[str] = []
    reasons: dict[str, Counter[str]] = {}
    tried: Counter[str] = Counter()
    kept, lost = 0, []
    asked: dict[str, list[str]] = {"traps": [], "honest": []}  # held for the person's word (`twin memory review`)
    with tempfile.TemporaryDirectory(prefix="twin-bench-trust-") as tmp:
        root = Path(tmp)
        for n, case in enumerate(TRAPS + HONEST, 1):
            print(f"  {n}/{len(TRAPS) + len(HONEST)} {case.id}", file=sys.stderr)
            if args.ingest:
                facts, rejected = hold_writing(case, root, script, llm.base_url)
            elif args.imported:
                facts, rejected = hold_import(case, root, script, llm.base_url)
            elif args.tell:
                facts, rejected = hold_tell(case, root, script, llm.base_url, args.when_said)
            else:
                facts, rejected = hold(case, root, script, llm.base_url, args.when_said, args.pasted)
            if any(r.get("ask") for r in rejected):
                asked["traps" if case in TRAPS else "honest"].append(case.id)
            if case in TRAPS:
                tried[case.category] += 1
                if facts:
                    stored_traps.append(case.id)
                for r in rejected:
                    reasons.setdefault(case.category, Counter())[str(r.get("reason"))] += 1
            elif facts and not rejected:
                kept += 1
            else:
                lost.append(f"{case.id} ({', '.join(str(r.get('reason')) for r in rejected) or 'not stored'})")
    llm.stop()
    info = machine()
    print(f"{info['date']} · {info['nproc']} CPUs · Python {info['python']} · load average {before} before, "
          f"{info['load']} after · cases: {source}\n")  # fmt: skip
    print("| traps | tried | stored | rejected, by reason |")
    print("| --- | ---: | ---: | --- |")
    for category in dict.fromkeys(case.category for case in TRAPS):
        by = ", ".join(f"{reason} {n}" for reason, n in reasons.get(category, Counter()).most_common())
        stored = sum(1 for case in TRAPS if case.category == category and case.id in stored_traps)
        print(f"| {category} | {tried[category]} | {stored} | {by} |")
    print(f"| **all traps** | **{len(TRAPS)}** | **{len(stored_traps)}** | |")
    share = kept / len(HONEST)
    print(f"\nHonest facts kept: {kept} of {len(HONEST)} ({share:.0%})" + (f"; lost: {', '.join(lost)}" * bool(lost)))
    if stored_traps:
        print(f"Traps stored: {', '.join(stored_traps)}")
    print(
        f"Held for the person's word (`twin memory review`), not stored: {len(asked['honest'])} of the "
        f"{len(lost)} honest facts lost, {len(asked['traps'])} of the {len(TRAPS)} traps"
        + "".join(f"; {k}: {', '.join(v)}" for k, v in asked.items() if v)
    )
    goal = not stored_traps and share >= 0.95
    print(f"Goal (issue 13): no trap stored, at least 95% of honest facts kept: {'met' if goal else 'MISSED'}.")
    return 0 if goal else 1


if __name__ == "__main__":
    raise SystemExit(main())
