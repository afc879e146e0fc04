"""Per-turn overhead benchmark: what a turn costs outside the model, on a twin with a year of memory.

    .venv/bin/python bench/turn/run.py [--turns N] [--keep]

Builds three twins in a temporary folder: an empty one, a big one (1,000
sessions with their chapters, 50,000 fact records over 2,000 keys; see
bench/turn/history.py), whose derived database is built once (timed), and one
a tenth of its size, to show what ten times more memory adds. Then talks with
the three in one process through `Conversation`, against the fake OpenAI
server (which answers at once), in sessions of 10 exchanges, each session a
fresh Conversation as a new `twin chat` would make; the twins take turns
exchange by exchange, the order rotating. The empty twin is emptied again
before each session. Only what runs outside the model is timed, in wall-clock
and process CPU time: `ask()` (the person's turn written, the context built)
and `finish()` (the reply written, extraction queued); the reply is streamed
between them, untimed, and the background work the chat queued (extraction,
owed chapters) is let finish, untimed, before the next exchange. Prints p50
and p95 of each part as Markdown, the first exchange of a session apart from
the others, with the goals of issue 12: the big twin's turn p50 at most 15 ms
and p95 at most 30 ms, and at most 1.25x the twin a tenth its size.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.startup.history import ASSISTANT_EN, ASSISTANT_ZH, make_home  # noqa: E402
from bench.timing import load, machine, percentile  # noqa: E402
from bench.turn.history import write_facts  # noqa: E402
from tests.fakeserver import FakeOpenAI  # noqa: E402
from twin.chat.conversation import Conversation  # noqa: E402
from twin.context.view import MemoryReader  # noqa: E402
from twin.facts.store import FactStore  # noqa: E402
from twin.home import Home  # noqa: E402
from twin.narrative.chapters import ChapterStore  # noqa: E402
from twin.narrative.worker import MemoryWorker  # noqa: E402
from twin.persona.model import load_persona  # noqa: E402
from twin.recall import retrieval  # noqa: E402
from twin.recall.index import SearchIndex  # noqa: E402
from twin.sessions.session import SessionStore, SessionWriter  # noqa: E402
from twin.settings import Endpoint, Settings, load_settings, settings_text  # noqa: E402
from twin.store.replace import replace_file  # noqa: E402

PERSONA = "alice"
GOAL_RATIO = 1.25  # big twin / a twin a tenth its size
GOAL_P50_MS, GOAL_P95_MS = 15.0, 30.0  # the big twin's turn, outside the model
WARMUP = 5

# What the person says: everyday messages that share words with the generated history, English and Chinese.
MESSAGES = [
    "I got another call about the job offer from the bigger company. Should I take it?",
    "The Tuesday planning meeting went long again and I said nothing.",
    "My manager asked me again to lead the migration to React.",
    "我又在想要不要辞职去读研究生，你怎么看？",
    "I finally talked to my sister about our parents. It went better than I feared.",
    "Parsnip ate another charger cable. I'm starting to think it's personal.",
    "老板今天又提升职的事了，还是说再等等。",
    "I ran the 10k again on Sunday, two minutes faster than last time.",
    "Do you remember what I said about going back to school?",
    "周末想去爬山，但是这周加班太多了，好累。",
    "The pay cut for teaching still scares me. I put the numbers on paper.",
    "We shipped the release today, only a week late this time.",
    "我妈又打电话催我回老家，我还是不知道怎么跟她说。",
    "I've kept writing in the notebook every morning. Today I wrote about the course.",
    "Honestly, I'm tired of pretending I like this work.",
    "朋友又来找我聊创业的事，我有点心动。",
    "What would you ask me if you were deciding between the offer and staying?",
    "上次说的那本书我又翻了一遍，还是觉得写得真好。",
    "The migration from Vue is half done and the team is exhausted.",
    "I keep putting off telling my manager about the offer.",
    "最近学做饭，今天做了红烧肉，比第一次还好吃。",
    "Is thirty-eight really too late to become a teacher?",
    "你觉得我应该先存钱，还是先去旅行？",
    "The meeting on Tuesday was cancelled and I felt relieved, which says something.",
    "My sister thinks I should take the job at the bigger company.",
    "项目上线以后总算可以休息两天了。",
    "I signed up for the evening data course. First class is next week.",
    "What did I tell you about Parsnip and the charger last time?",
    "我发现自己最近越来越不想说话，是不是太累了？",
    "Tell me honestly: am I making the teaching idea bigger than it is?",
]


@dataclass
class Recorder:
    """Seconds spent in named calls during the turn being timed; the wrappers add to `current`."""

    current: dict[str, float] = field(default_factory=dict)
    undo: list[tuple[Any, str, Any]] = field(default_factory=list)

    def wrap(self, owner: Any, name: str, label: str | Callable[..., str]) -> None:
        """Replace `owner.name` (a method of a class, or a module function) by one that times its calls."""
        inner = getattr(owner, name)

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return inner(*args, **kwargs)
            finally:
                key = label(*args, **kwargs) if callable(label) else label
                self.current[key] = self.current.get(key, 0.0) + time.perf_counter() - start

        self.undo.append((owner, name, inner))
        setattr(owner, name, timed)

    def restore(self) -> None:
        """Put every wrapped function back."""
        while self.undo:
            owner, name, inner = self.undo.pop()
            setattr(owner, name, inner)


# The parts of a turn, as reported; the indented ones are inside the part above them.
TOTAL = "whole turn: ask() + finish()"
CPU = "  process CPU time of the turn"
WRITE_USER = "write the person's turn (fsync)"
CONTEXT = "build the context (Conversation.build_context)"
VIEW = "  memory view (MemoryReader.view)"
FACTS = "    facts about the person (FactStore.as_of)"
REPLACED = "    values replaced recently (FactStore.replaced)"
CHAPTERS = "    latest chapters (ChapterStore.latest)"
RECENT = "    recent turns of earlier sessions (SessionStore.recent_turns)"
SYNC = "    index sync (SearchIndex.sync)"
RECALL = "    recall (retrieval.recall)"
RECALL_REST = "    current values of recalled facts (FactStore.current_for_each)"
PROMPT = "  prompt assembly (context.build_context)"
WRITE_REPLY = "write the reply (fsync)"
SCHEDULE = "queue extraction (MemoryWorker.after_exchange)"
REST = "the rest (session lists, stream setup)"
ROWS = [TOTAL, CPU, WRITE_USER, CONTEXT, VIEW, FACTS, REPLACED, CHAPTERS, RECENT, SYNC, RECALL, RECALL_REST, PROMPT]
ROWS += [WRITE_REPLY, SCHEDULE, REST]
RECALL_ALL = "recall with its sync"


def probe() -> None:
    """Time the parts of every turn, in whichever twin's conversation they run."""
    r = RECORDER
    r.wrap(SessionWriter, "add_turn", lambda _self, role, *a, **k: WRITE_USER if role == "user" else WRITE_REPLY)
    r.wrap(Conversation, "build_context", CONTEXT)
    r.wrap(MemoryReader, "view", VIEW)
    r.wrap(FactStore, "as_of", FACTS)
    r.wrap(FactStore, "replaced", REPLACED)
    r.wrap(ChapterStore, "latest", CHAPTERS)
    r.wrap(SessionStore, "recent_turns", RECENT)
    r.wrap(SearchIndex, "sync", SYNC)
    r.wrap(MemoryReader, "_recall", RECALL_ALL)
    r.wrap(retrieval, "recall", RECALL)  # MemoryReader._recall imports it when called: it finds the wrapper
    r.wrap(MemoryWorker, "after_exchange", SCHEDULE)


RECORDER = Recorder()


class Talk:
    """One twin and the conversations the benchmark holds with it: sessions of a few exchanges each."""

    def __init__(self, name: str, home: Home, endpoint: Endpoint, *, wipe: bool) -> None:
        self.name = name
        self.home = home
        self.endpoint = endpoint
        self.wipe = wipe  # start every session on an empty twin again
        self.steady: list[dict[str, float]] = []  # the second and later exchanges of each session
        self.firsts: list[dict[str, float]] = []  # the first exchange of each session
        self.said = 0
        self.conversation: Conversation | None = None

    def begin(self) -> None:
        """A new chat, as `twin chat` makes it; the background work it starts with is let finish."""
        if self.wipe:
            shutil.rmtree(self.home.twin_dir(PERSONA), ignore_errors=True)
        settings = load_settings(self.home)
        persona = load_persona(self.home.personas_dir, PERSONA)
        self.conversation = Conversation(self.home, settings, persona, self.endpoint, user=settings.user)
        self.conversation.start()  # as the chat does once its prompt is up: the worker, and the owed chapters
        self.settle()

    def settle(self) -> None:
        """Wait, untimed, for the background memory work queued so far (extraction, owed chapters).

        A person reads the reply and types the next message meanwhile; here the next message follows at
        once, so without the wait the worker would share the CPU (and the GIL) with the turn being timed.
        """
        c = self.conversation
        if c is not None and c.upkeep is not None and not c.upkeep.drain(timeout=120):
            raise RuntimeError(f"{self.name}: the background memory work did not finish")

    def end(self) -> None:
        """Close the session file as a chat that ended would (no chapter: that is the worker's job)."""
        c = self.conversation
        if c is not None:
            if c.session is not None:
                c.session.end("exit")
            c.close()
        self.conversation = None

    def turn(self, *, keep: bool = True) -> None:
        """Say the next message and take the reply; time what runs outside the model."""
        c = self.conversation
        assert c is not None
        first = c.session is None
        text = MESSAGES[self.said % len(MESSAGES)]
        self.said += 1
        RECORDER.current = parts = {}
        start, cpu_start = time.perf_counter(), time.process_time()
        reply = c.ask(text)
        asked, cpu_asked = time.perf_counter(), time.process_time()
        for _ in reply:
            pass
        streamed, cpu_streamed = time.perf_counter(), time.process_time()
        c.finish(reply)
        done, cpu_done = time.perf_counter(), time.process_time()
        parts[CPU] = (cpu_asked - cpu_start) + (cpu_done - cpu_streamed)
        if reply.stream.completion.status != "ok":
            raise RuntimeError(f"{self.name}: the reply failed: {reply.stream.completion.error}")
        parts[TOTAL] = (asked - start) + (done - streamed)
        if keep:
            (self.firsts if first else self.steady).append(_derive(parts))
        self.settle()


def _derive(parts: dict[str, float]) -> dict[str, float]:
    """Every row of the table for one turn, the untimed remainders computed as differences."""
    p = {label: parts.get(label, 0.0) for label in ROWS}
    p[RECALL_REST] = max(0.0, parts.get(RECALL_ALL, 0.0) - p[SYNC] - p[RECALL])
    p[PROMPT] = max(0.0, p[CONTEXT] - p[VIEW])
    p[REST] = max(0.0, p[TOTAL] - p[WRITE_USER] - p[CONTEXT] - p[WRITE_REPLY] - p[SCHEDULE])
    p[CPU] = parts.get(CPU, 0.0)
    return p


def empty_home(root: Path) -> Home:
    """A home with the shipped personas and no memory at all."""
    home = Home(root, "$TWIN_HOME")
    shutil.copytree(REPO / "personas", home.personas_dir, dirs_exist_ok=True)
    replace_file(home.settings_path, settings_text(Settings(default_persona=PERSONA, user="Sam")).encode("utf-8"))
    return home


def big_home(root: Path, sessions: int, facts: int, keys: int, setup: dict[str, str]) -> Home:
    """A home whose twin has `sessions` sessions with chapters and `facts` fact records; the index synced once."""
    started = time.perf_counter()
    home = make_home(root, REPO / "personas", persona=PERSONA, sessions=sessions)
    twin_dir = home.twin_dir(PERSONA)
    setup["sessions and chapters (SessionStore, ChapterStore; fsync per line)"] = _seconds(started)
    started = time.perf_counter()
    counts = write_facts(twin_dir, facts, keys)
    setup[f"facts.jsonl: {counts['records']:,} records, {counts['facts']:,} facts, {counts['keys']:,} keys, "
          f"{counts['bytes'] / 1e6:.1f} MB (one batch)"] = _seconds(started)  # fmt: skip
    started = time.perf_counter()
    with SearchIndex(twin_dir) as index:
        index.sync()
        counted = {kind: index.count(kind) for kind in ("turn", "fact", "chapter")}
    store = FactStore(twin_dir)
    current = len(store.as_of())
    store.close()
    items = ", ".join(f"{n:,} {kind}s" for kind, n in counted.items())
    setup[f"first build of the derived database ({items}; {current:,} facts hold now)"] = _seconds(started)
    return home


def _tenth(args: argparse.Namespace) -> tuple[int, int, int]:
    """Sessions, fact records and keys of the growth twin: a tenth of the big one."""
    return max(1, args.sessions // 10), max(1, args.facts // 10), max(1, args.keys // 10)


def _seconds(started: float) -> str:
    return f"{time.perf_counter() - started:.1f} s"


def responder(body: dict[str, Any]) -> str:
    """The fake model: an answer in the language of the last message; no facts when asked to extract."""
    if "response_format" in body:
        return '{"facts": []}'
    last = next((m.get("content") or "" for m in reversed(body.get("messages", [])) if m.get("role") == "user"), "")
    chinese = any("\u4e00" <= ch <= "\u9fff" for ch in str(last))
    lines = ASSISTANT_ZH if chinese else ASSISTANT_EN
    return lines[len(str(last)) % len(lines)]


def ms(seconds: float) -> str:
    """Milliseconds with one decimal."""
    return f"{seconds * 1000:.1f}"


def table(empty: list[dict[str, float]], big: list[dict[str, float]], title: str) -> list[str]:
    """p50 and p95 of every part for both twins, and their ratios."""
    lines = [
        f"| {title} (ms) | empty p50 | empty p95 | big p50 | big p95 | big/empty p50 | big/empty p95 |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for label in ROWS:
        e = [s[label] for s in empty]
        b = [s[label] for s in big]
        e50, e95, b50, b95 = percentile(e, 50), percentile(e, 95), percentile(b, 50), percentile(b, 95)
        name = "· " * ((len(label) - len(label.lstrip())) // 2) + label.strip()
        name = f"**{name}**" if label == TOTAL else name
        lines.append(
            f"| {name} | {ms(e50)} | {ms(e95)} | {ms(b50)} | {ms(b95)} | {_ratio(b50, e50)} | {_ratio(b95, e95)} |"
        )
    return lines


def report(talks: dict[str, Talk], setup: dict[str, str], args: argparse.Namespace, load_before: str) -> str:
    """The figures as Markdown: machine, setup, the table of parts, the first turns, the growth, the goals."""
    empty, big = talks["empty"], talks["big"]
    info = machine()
    sessions, facts, _ = _tenth(args)
    lines = [
        f"{info['date']} · {info['nproc']} CPUs (nproc) · Python {info['python']} · {info['platform']} · "
        f"load average {load_before} before, {info['load']} after.",
        f"{args.turns} timed exchanges per twin in sessions of {args.session_turns}, the twins taking turns, "
        f"after a warm-up session of {WARMUP}; the big twin has {args.sessions:,} sessions with their chapters "
        f"and {args.facts:,} fact records; the empty twin is emptied before each session.",
        "",
        "| setup (big twin, once) | time |",
        "| --- | ---: |",
        *(f"| {name} | {value} |" for name, value in setup.items()),
        "",
        *table(empty.steady, big.steady, f"later exchanges of a session: {len(big.steady)} per twin"),
        "",
        *table(empty.firsts, big.firsts, f"first exchange of a session: {len(big.firsts)} per twin"),
        "",
        *growth(talks, f"a tenth of the big twin: {sessions:,} sessions, {facts:,} fact records"),
        "",
        f"Goals (issue 12), the whole turn of the later exchanges: {goals(talks['tenth'].steady, big.steady)}",
    ]
    return "\n".join(lines)


def goals(tenth: list[dict[str, float]], big: list[dict[str, float]]) -> str:
    """The verdicts: the big twin's p50 and p95 under their bounds, and at most GOAL_RATIO times the tenth."""
    b_total = [s[TOTAL] for s in big]
    b50, b95 = percentile(b_total, 50) * 1000, percentile(b_total, 95) * 1000
    ratio = percentile(b_total, 50) / percentile([s[TOTAL] for s in tenth], 50)
    return (
        f"p50 {b50:.1f} ms (≤ {GOAL_P50_MS:.0f}: {_verdict(b50 <= GOAL_P50_MS)}), "
        f"p95 {b95:.1f} ms (≤ {GOAL_P95_MS:.0f}: {_verdict(b95 <= GOAL_P95_MS)}), "
        f"big / a tenth p50 {ratio:.2f}x (≤ {GOAL_RATIO}: {_verdict(ratio <= GOAL_RATIO)})."
    )


def growth(talks: dict[str, Talk], tenth: str) -> list[str]:
    """The whole turn (later exchanges) of the three twins: what memory costs at all, and what ten times more adds."""
    rows = []
    for name in ("empty", "tenth", "big"):
        totals = [s[TOTAL] for s in talks[name].steady]
        cpu = [s[CPU] for s in talks[name].steady]
        rows.append((name, percentile(totals, 50), percentile(totals, 95), percentile(cpu, 50)))
    (_, e50, e95, ec), (_, t50, t95, tc), (_, b50, b95, bc) = rows
    return [
        f"Growth ({tenth}, talked to in the same rounds):",
        "",
        "| whole turn, later exchanges (ms) | p50 | p95 | CPU p50 | / empty p50 | / a tenth p50 |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
        f"| empty twin | {ms(e50)} | {ms(e95)} | {ms(ec)} | 1.00x | |",
        f"| a tenth: {tenth.split(': ', 1)[1]} | {ms(t50)} | {ms(t95)} | {ms(tc)} | {_ratio(t50, e50)} | 1.00x |",
        f"| big twin | {ms(b50)} | {ms(b95)} | {ms(bc)} | {_ratio(b50, e50)} | {_ratio(b50, t50)} |",
    ]


def _ratio(a: float, b: float) -> str:
    return f"{a / b:.2f}x" if b >= 0.00005 else "–"


def _verdict(met: bool) -> str:
    return "met" if met else "MISSED"


def main(argv: Sequence[str] | None = None) -> int:
    """Build the twins, talk with both, print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=200, help="timed exchanges per twin (default 200)")
    parser.add_argument("--session-turns", type=int, default=10, help="exchanges per session (default 10)")
    parser.add_argument("--sessions", type=int, default=1000, help="sessions of the big twin (default 1000)")
    parser.add_argument("--facts", type=int, default=50_000, help="fact records of the big twin (default 50000)")
    parser.add_argument("--keys", type=int, default=2000, help="subject/attribute keys of those facts (default 2000)")
    parser.add_argument("--keep", action="store_true", help="keep the generated twins and print where they are")
    args = parser.parse_args(argv)
    if min(args.sessions, args.keys) < 1 or min(args.turns, args.session_turns) < 2 or args.facts < args.keys:
        parser.error("--sessions and --keys must be at least 1, --turns and --session-turns at least 2, "
                     "and --facts at least --keys")  # fmt: skip

    root = Path(tempfile.mkdtemp(prefix="twin-bench-turn-"))
    fake = FakeOpenAI()
    fake.responder = responder
    fake.start()
    talks: dict[str, Talk] = {}
    try:
        setup: dict[str, str] = {}
        print(f"Building the twins in {root} ...", file=sys.stderr)
        empty = empty_home(root / "empty")
        big = big_home(root / "big", args.sessions, args.facts, args.keys, setup)
        tenth = big_home(root / "tenth", *_tenth(args), {})
        for name, value in setup.items():
            print(f"  {value}  {name}", file=sys.stderr)
        endpoint = Endpoint(
            base_url=fake.base_url, model="fake-model", api_key="sk-bench", key_source="bench", origin="bench",
            max_retries=0,
        )  # fmt: skip
        talks = {
            "empty": Talk("empty", empty, endpoint, wipe=True),
            "big": Talk("big", big, endpoint, wipe=False),
            "tenth": Talk("tenth", tenth, endpoint, wipe=False),
        }
        order = list(talks.values())
        probe()
        load_before = load()
        print(
            f"Talking: a warm-up session of {WARMUP}, then {args.turns} timed exchanges per twin ...", file=sys.stderr
        )
        plan = [(WARMUP, False)] + [
            (min(args.session_turns, args.turns - done), True) for done in range(0, args.turns, args.session_turns)
        ]
        rounds = 0
        for exchanges, keep in plan:
            for talk in order:
                talk.begin()
            for _ in range(exchanges):
                shift = rounds % len(order)
                for talk in order[shift:] + order[:shift]:
                    talk.turn(keep=keep)
                rounds += 1
            for talk in order:
                talk.end()
            timed = sum(len(t.steady) + len(t.firsts) for t in order) // len(order)
            print(f"\r  {timed}/{args.turns}", end="", file=sys.stderr, flush=True)
        print(file=sys.stderr)
    except RuntimeError as exc:
        print(f"\nbench/turn: {exc}", file=sys.stderr)
        return 1
    finally:
        RECORDER.restore()
        for talk in talks.values():
            talk.end()
        fake.stop()
        if args.keep:
            print(f"Kept the twins: {root}", file=sys.stderr)
        else:
            shutil.rmtree(root, ignore_errors=True)
    print(report(talks, setup, args, load_before))
    return 0


if __name__ == "__main__":
    sys.exit(main())
