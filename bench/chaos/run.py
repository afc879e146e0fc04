"""Chaos benchmark (issue 14): SIGKILL twin at random moments of random operations on one home, and check that
nothing acknowledged is lost and that a clean start catches up every owed chapter and extraction.

    .venv/bin/python bench/chaos/run.py [--kills 200] [--seed N] [--out FILE] [--check-every 5] [--keep]
                                        [--serve-weight 0.3]

One home in a temporary folder, one fake OpenAI server in this process. First
each operation is run to its end twice and timed (its typical duration is the
longer run, so that a kill can land anywhere up to its end). Then, until
--kills processes have been killed: an operation drawn at random (a piped
chat of 1 to 3 messages, `twin import chatgpt` of a small export, `twin index
rebuild`, `twin doctor --repair`, `twin serve` with API clients) is started
and sent SIGKILL at a uniformly random moment of its typical duration (one
that ends first is not counted as a kill). After every operation the files
are checked (bench/chaos/checks.py: every JSONL line parses, what was
acknowledged is on disk); after every --check-every kills, and at the end, a
clean `twin chat` must catch up every owed chapter and extraction, and `twin
sessions list --json` must agree with the files. Figures go to stdout as
Markdown (and to --out); the seed and the kill number reproduce a failure.

The serve operation (bench/chaos/serve.py): `twin serve --port 0` (its address
read from the line it announces, its token from the home's serve-token, made
by `twin serve token` at setup) and, once it listens, 2 to 4 API clients at
once (the `openai` package, streaming, a thread each), each a conversation of
1 to 3 messages that sends its whole history and the `X-Twin-Session` header
the last response gave, as a chat app does; a client goes on, at times, with a
conversation an earlier server had (its history, and the header of a session
no longer open); half of the time a piped `twin chat` talks to the same twin
meanwhile. Once everyone is done the server gets SIGTERM (its graceful stop,
part of its typical duration, which is timed for 2, 3 and 4 clients of 3
messages with a chat beside). The SIGKILL goes to the server (and the chat, if
it still runs) at a uniformly random moment of that. Checked besides the
above: a request whose response began is a user turn on disk, once, in the
session its `X-Twin-Session` named; a reply a client received whole (its
stream ended normally, or all its text came) is on disk as received; each
client's turns under one server are one session's, in order, each reply right
after its turn, no other conversation's turn among them; no message the
person sent is recorded twice (history sent again, after a restart too, is
never recorded); an operation not killed stops with SIGTERM's status and
every request whole.

--serve-weight is the serve operation's weight beside the others' (chat 0.55,
import, rebuild and repair 0.15 each); 0 leaves it out, and a seed then draws
the same operations, arguments and kill moments as before serve was added
(the figures of seed 14 in docs/benchmarks.md, 2026-12-01).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import signal
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.chaos.checks import (  # noqa: E402
    Failure,
    Ledger,
    Scan,
    caught_up,
    chapters_once,
    listing_agrees,
    owed_now,
    scan_twin,
    torn_moved,
)
from bench.chaos.operations import (  # noqa: E402
    FIRST_EXPORT,
    SAYINGS,
    USER,
    Model,
    Outcome,
    Request,
    Step,
    argv,
    chatgpt_export,
    message,
    phase,
    reply_to,
    run,
)
from bench.chaos.serve import Client, ServeOutcome, Talk, run_serve  # noqa: E402
from bench.timing import child_env, load, machine  # noqa: E402
from tests.fakeserver import FakeOpenAI  # noqa: E402
from twin.settings import Settings, settings_text  # noqa: E402
from twin.store.replace import replace_file  # noqa: E402

PERSONA = "alice"
WEIGHTS = {"chat": 0.55, "import": 0.15, "rebuild": 0.15, "repair": 0.15}  # serve's: --serve-weight, appended
SERVE_WEIGHT = 0.3  # the default: about one operation in five
NAMES = {
    "chat": "`twin chat` (piped, 1 to 3 messages)",
    "import": "`twin import chatgpt` (2 conversations)",
    "rebuild": "`twin index rebuild`",
    "repair": "`twin doctor --repair`",
    "serve": "`twin serve` (2 to 4 API clients of 1 to 3 messages; a piped chat beside it half the time)",
}
RESUME_SHARE = 0.3  # the clients of a serve operation that go on with an earlier server's conversation
STOP_SHARE = 0.15  # the replies a client stops reading midway (after 1 to 8 chunks), and goes on
CHAT_BESIDE = 0.5  # the serve operations with a piped chat on the same twin meanwhile
TALKS_KEPT = 8  # earlier servers' conversations a client may go on with (the latest)
SECTION = """## Crash safety

Whether a SIGKILL at any moment loses what twin acknowledged, damages a file, or leaves owed work undone: random
operations on one home (piped chats with slow streams, extraction and chapters; ChatGPT imports; index rebuilds;
`twin doctor --repair` where it exists; `twin serve` with concurrent API clients), each killed at a random moment,
the files checked after each one and a clean start every few kills.
Method: [bench/chaos/README.md](../bench/chaos/README.md).

```sh
.venv/bin/python bench/chaos/run.py            # --kills 200 by default; --seed N to rerun a sequence; --out FILE
```"""
SERVE_ORDER = ("conversation split", "conversations interleaved", "turns out of order", "reply out of place")
SERVE_RUN = ("serve failed", "serve unexpected", "serve request failed", "chat beside serve failed")
CALIBRATION_RUNS = 2  # runs to the end of each operation (and of each chat length) before the kills
CLEAN_START_LIMIT = 120.0  # seconds a clean start may take before it counts as hung


@dataclass
class Seen:
    """A failure as first seen, and how often it was seen again."""

    failure: Failure
    kill: int
    step: int
    op: str
    count: int = 1


@dataclass
class Chaos:
    """One run: the home, the model, what was acknowledged, what was seen."""

    twin: str
    root: Path
    model: Model
    rng: random.Random
    env: dict[str, str] = field(default_factory=dict)
    ledger: Ledger = field(default_factory=Ledger)
    typical: dict[str, float] = field(default_factory=dict)  # chat-1, chat-2, chat-3, import, rebuild, repair
    weights: dict[str, float] = field(default_factory=lambda: dict(WEIGHTS))
    runs: Counter[str] = field(default_factory=Counter)
    kills: Counter[str] = field(default_factory=Counter)
    phases: Counter[str] = field(default_factory=Counter)
    serve_phases: Counter[str] = field(default_factory=Counter)
    serve_counts: Counter[str] = field(default_factory=Counter)  # clients, resumed, requests, began, whole, chats
    talks: list[Talk] = field(default_factory=list)  # earlier servers' conversations, for a client to go on with
    notices: Counter[str] = field(default_factory=Counter)
    seen: dict[tuple[str, str], Seen] = field(default_factory=dict)
    checks: Counter[str] = field(default_factory=Counter)
    caught: Counter[str] = field(default_factory=Counter)
    torn: dict[Path, tuple[int, bytes]] = field(default_factory=dict)
    torn_seen: set[tuple[Path, int]] = field(default_factory=set)
    notes: list[str] = field(default_factory=list)
    killed: int = 0
    steps: int = 0
    last_import: Step | None = None  # an import that was killed: the next import runs it again

    @property
    def home(self) -> Path:
        """The twin home."""
        return self.root / "home"

    @property
    def twin_dir(self) -> Path:
        """data/alice."""
        return self.home / "data" / PERSONA

    # -- one operation ---------------------------------------------------------------------------------------

    def draw(self, number: int) -> Step:
        """The next operation, its arguments and where its kill lands, all from the seed."""
        ops = list(self.weights)
        op = self.rng.choices(ops, [self.weights[o] for o in ops])[0]
        share = self.rng.random()
        lines = self.rng.randint(1, 3)
        sayings = [self.rng.choice(SAYINGS)[0] for _ in range(3)]
        step = Step(number, op, share)
        if op == "chat":
            step.tags = [f"{number:04d}-{i}" for i in range(lines)]
            step.messages = [message(s, t) for s, t in zip(sayings, step.tags, strict=False)]
        elif op == "import":
            if self.last_import is not None:  # the last import was killed: run it again, as its summary says
                step.export, step.conversations = self.last_import.export, self.last_import.conversations
            else:
                step.export = self.root / "exports" / f"conversations-{number:04d}.json"
                step.export.parent.mkdir(exist_ok=True)
                step.conversations = chatgpt_export(step.export, number)
        elif op == "serve":  # drawn after the others' draws: a seed draws what it drew before serve existed
            for i in range(self.rng.randint(2, 4)):
                said = [self.rng.choice(SAYINGS)[0] for _ in range(self.rng.randint(1, 3))]
                resume = bool(self.talks) and self.rng.random() < RESUME_SHARE
                talk = self.talks.pop(self.rng.randrange(len(self.talks))) if resume else Talk(f"talk{number:04d}-{i}")
                tags = [f"{number:04d}-c{i}-{j}" for j in range(len(said))]
                words = [message(s, t) for s, t in zip(said, tags, strict=True)]
                stops = [self.rng.randint(1, 8) if self.rng.random() < STOP_SHARE else 0 for _ in tags]
                step.clients.append(Client(talk, resume, tags, words, stops))
            if self.rng.random() < CHAT_BESIDE:
                step.tags = [f"{number:04d}-{i}" for i in range(lines)]
                step.messages = [message(s, t) for s, t in zip(sayings, step.tags, strict=False)]
            # every conversation is there to go on with, however this one goes: what is drawn depends on the seed only
            self.talks = (self.talks + [c.talk for c in step.clients])[-TALKS_KEPT:]
        return step

    def variant(self, step: Step) -> str:
        """The name its typical duration is kept under."""
        if step.op == "serve":
            return f"serve-{len(step.clients)}"
        return f"chat-{len(step.messages)}" if step.op == "chat" else step.op

    def perform(self, step: Step, kill_after: float | None) -> Outcome:
        """Run a step (killed after `kill_after` seconds, if it is still running), then note what it acknowledged."""
        if step.op == "serve":
            return self.perform_serve(step, kill_after or CLEAN_START_LIMIT)
        stdin = "".join(m + "\n" for m in step.messages)
        outcome = run(argv(self.twin, step), self.env, stdin, self.root / "scratch", kill_after)
        requests = self.model.since(outcome.started)
        self.model.forget()
        self.acknowledged(step, requests, outcome.stdout)
        if step.op == "import":
            if outcome.returncode == 0:
                self.ledger.imported.update(step.conversations)
                self.last_import = None
            else:
                self.last_import = step
        if step.op == "chat" and outcome.killed:
            outcome.phase = phase(requests, step.tags, outcome.started + outcome.delay)
        self.note_stderr(outcome.stderr)
        return outcome

    def acknowledged(self, step: Step, requests: list[Request], stdout: str) -> None:
        """Note what a chat (or a server) acknowledged: the messages whose request reached the model (each is on
        disk before the model is called), the replies a chat printed in full."""
        by_tag = dict(zip(step.tags, step.messages, strict=True))
        for client in step.clients:
            by_tag.update(zip(client.tags, client.messages, strict=True))
        for request in requests:
            if request.kind == "chat" and request.tag in by_tag:
                self.ledger.reached[request.tag] = by_tag[request.tag]
        for tag in step.tags:
            if reply_to(tag) in stdout:
                self.ledger.printed[tag] = (by_tag[tag], reply_to(tag))

    def note_stderr(self, stderr: str) -> None:
        """Count the memory worker's lines (a chat's `memory: ...`; a server's `alice: ...` notices)."""
        for line in stderr.splitlines():
            if line.startswith(("memory:", "记忆：")):
                self.notices[line.split("(")[0].strip()[:80]] += 1

    def perform_serve(self, step: Step, kill_after: float) -> Outcome:
        """Run a serve operation (bench/chaos/serve.py), then note what it acknowledged, and what went wrong around
        the server: it did not start or stop, a request of an operation not killed did not end whole, the chat beside
        it failed."""
        stdin = "".join(m + "\n" for m in step.messages)
        scratch = self.root / "scratch" / f"serve{step.number:04d}"  # kept: the server's log, for --keep
        served: ServeOutcome = run_serve(self.twin, self.env, self.home, step.clients, stdin, scratch, kill_after)
        outcome = served.server
        requests = self.model.since(outcome.started)
        self.model.forget()
        chat = served.chat
        self.acknowledged(step, requests, chat.stdout if chat else "")
        self.ledger.clients.extend(step.clients)
        found = outcome.failures
        found += [Failure("serve failed", "twin serve", f"{text}; log: {outcome.stderr[-400:] or '-'}")
                  for text in served.failures]  # fmt: skip
        if not outcome.killed and outcome.returncode != -signal.SIGTERM:
            found.append(Failure("serve failed", f"exit {outcome.returncode}", outcome.stderr.strip()[-400:] or "-"))
        unexpected = [line for line in outcome.stderr.splitlines() if " unexpected " in f" {line}"]
        if unexpected:
            found.append(Failure("serve unexpected", unexpected[0][9:90], "\n".join(unexpected[:3])[-400:]))
        if chat is not None:
            if not chat.killed and chat.returncode != 0:
                found.append(Failure("chat beside serve failed", f"exit {chat.returncode}",
                                     chat.stderr.strip()[-400:] or "-"))  # fmt: skip
            if "Traceback" in chat.stderr:
                found.append(Failure("traceback", "chat beside serve", chat.stderr.strip()[-400:]))
            self.note_stderr(chat.stderr)
        if not outcome.killed:
            for client in step.clients:
                broken = next((s for s in client.sent if not s.whole and not s.stopped), None)
                if broken is not None or len(client.sent) < len(client.tags):
                    detail = f"{broken.error or broken.finish or 'cut'}" if broken else "not all sent"
                    found.append(Failure("serve request failed", client.key, detail))
        counts = self.serve_counts
        counts["operations"] += 1
        counts["clients"] += len(step.clients)
        counts["resumed"] += sum(c.resumed for c in step.clients)
        counts["chats beside"] += chat is not None
        for client in step.clients:
            counts["requests"] += len(client.sent)
            counts["began"] += sum(s.status == 200 for s in client.sent)
            counts["whole"] += sum(s.whole for s in client.sent)
            counts["stopped"] += sum(s.stopped for s in client.sent)
            counts["cut"] += sum(s.status == 200 and not s.whole and not s.stopped for s in client.sent)
        if outcome.killed:
            at = outcome.started + outcome.delay
            if served.announced is None or served.announced > at:
                outcome.phase = "start-up"
            else:
                tags = [t for c in step.clients for t in c.tags] + step.tags
                mine = [r for r in requests if r.start <= at]
                busy = phase(mine, tags, at) if mine else "listening, no request at the model yet"
                outcome.phase = f"stopping: {busy}" if served.stopped is not None and served.stopped <= at else busy
        return outcome

    # -- checks ----------------------------------------------------------------------------------------------

    def check(self, step: Step, outcome: Outcome | None = None) -> Scan:
        """Check the files after a step: they parse, and what was acknowledged is there."""
        scan = scan_twin(self.twin_dir)
        found = [*scan.failures, *self.ledger.check(scan), *torn_moved(self.torn, scan), *chapters_once(scan)]
        self.torn = scan.torn
        self.torn_seen.update((path, offset) for path, (offset, _) in scan.torn.items())
        if outcome is not None:
            found += outcome.failures
        if outcome is not None and step.op != "serve" and not outcome.killed and outcome.returncode != 0:
            found.append(
                Failure(f"{step.op} failed", f"exit {outcome.returncode}", outcome.stderr.strip()[-400:] or "-")
            )
        if outcome is not None and "Traceback" in outcome.stderr:
            found.append(Failure("traceback", step.op, outcome.stderr.strip()[-400:]))
        self.checks["files"] += 1
        self.record(found, step)
        return scan

    def clean_start(self, step: Step) -> None:
        """A clean `twin chat` (a fast model): it must end well and catch up everything owed; then the listing must
        agree with the files."""
        before = owed_now(scan_twin(self.twin_dir))
        self.model.slow = False
        tag = f"clean-{self.killed:04d}"
        words = message(SAYINGS[self.killed % len(SAYINGS)][0], tag)  # not from the seed: it draws the operations
        probe = Step(step.number, "chat", 0.0, [words], [tag])
        try:
            outcome = self.perform(probe, CLEAN_START_LIMIT)
        finally:
            self.model.slow = True
        found = []
        if outcome.killed or outcome.returncode != 0 or reply_to(tag) not in outcome.stdout:
            state = "hung" if outcome.killed else f"exit {outcome.returncode}"
            found.append(Failure("clean start failed", state, outcome.stderr.strip()[-400:] or "-"))
        scan = self.check(probe, outcome)
        missing, counts = caught_up(scan)
        found += missing
        listing = run([self.twin, "sessions", "list", PERSONA, "--json"], self.env, "", self.root / "scratch", 60.0)
        try:
            found += listing_agrees(json.loads(listing.stdout), scan)
        except ValueError:
            found.append(Failure("sessions list failed", f"exit {listing.returncode}", listing.stderr.strip()[-400:]))
        self.record(found, probe, op="clean start")
        self.checks["clean starts"] += 1
        self.caught["chapters"] += before[0]
        self.caught["extractions"] += before[1]
        self.caught["sessions"] = counts.get("sessions", 0)
        self.caught["user turns"] = counts.get("user turns", 0)

    def record(self, found: list[Failure], step: Step, op: str = "") -> None:
        """Keep each failure once (with the kill it first followed), counting repeats."""
        for failure in found:
            key = (failure.kind, failure.where)
            if key in self.seen:
                self.seen[key].count += 1
            else:
                self.seen[key] = Seen(failure, self.killed, step.number, op or step.op)
                print(f"  FAILURE after kill {self.killed} (step {step.number}, {op or step.op}): "
                      f"{failure.kind} {failure.where}: {failure.detail}", file=sys.stderr)  # fmt: skip

    # -- the run ---------------------------------------------------------------------------------------------

    def calibrate(self) -> None:
        """Run each operation to its end CALIBRATION_RUNS times; its typical duration is the longest run (a kill
        drawn within it can land anywhere up to the end, where the chapter and an import's writes are)."""
        variants: list[tuple[str, int]] = [("chat", n) for n in (1, 2, 3)] + [("import", 0), ("rebuild", 0)]
        variants += [("repair", 0), ("serve", 2), ("serve", 3), ("serve", 4)]
        samples: dict[str, list[float]] = {}
        for number, (op, lines) in enumerate(variants * CALIBRATION_RUNS, start=1):
            if op not in self.weights:
                continue
            step = Step(-number, op, 1.0)
            if op == "chat":
                step.tags = [f"calibrate{number}-{i}" for i in range(lines)]
                step.messages = [message(SAYINGS[i][0], t) for i, t in enumerate(step.tags)]
            elif op == "import":
                step.export = self.root / "exports" / f"calibrate-{number}.json"
                step.export.parent.mkdir(exist_ok=True)
                # ids of their own (9000 and up), at times in the past: twin reads a time past tomorrow as none
                first = FIRST_EXPORT - timedelta(hours=9000 + 24 * 365)
                step.conversations = chatgpt_export(step.export, 9000 + number, first=first)
            elif op == "serve":  # the longest of its kind: 3 messages a client, a chat of 3 beside
                for i in range(lines):
                    tags = [f"calibrate{number}-c{i}-{j}" for j in range(3)]
                    talk = Talk(f"calibrate{number}-{i}")
                    step.clients.append(Client(talk, False, tags, [message(SAYINGS[(i + j) % len(SAYINGS)][0], t)
                                                                   for j, t in enumerate(tags)]))  # fmt: skip
                step.tags = [f"calibrate{number}-{j}" for j in range(3)]
                step.messages = [message(SAYINGS[j][0], t) for j, t in enumerate(step.tags)]
            outcome = self.perform(step, CLEAN_START_LIMIT)
            if op == "repair" and outcome.returncode == 2 and "--repair" in outcome.stderr:
                del self.weights["repair"]
                self.notes.append(
                    "`twin doctor --repair` is not on this branch (exit 2: "
                    f"{outcome.stderr.strip().splitlines()[-1].strip()}): skipped; it is exercised once it exists."
                )
                print(f"  note: {self.notes[-1]}", file=sys.stderr)
                continue
            if outcome.killed:
                self.record([Failure("hung", step.op, f"did not end in {CLEAN_START_LIMIT:.0f} s")], step)
            self.check(step, outcome)
            samples.setdefault(self.variant(step), []).append(outcome.seconds)
        self.typical = {name: max(values) for name, values in samples.items()}

    def chaos(self, kills: int, check_every: int) -> None:
        """Kill until `kills` processes were killed, checking after each operation and cleanly starting every
        `check_every` kills."""
        while self.killed < kills:
            self.steps += 1
            step = self.draw(self.steps)
            delay = step.delay_share * self.typical[self.variant(step)]
            outcome = self.perform(step, delay)
            self.runs[step.op] += 1
            if outcome.killed:
                self.killed += 1
                self.kills[step.op] += 1
                if outcome.phase:
                    (self.serve_phases if step.op == "serve" else self.phases)[outcome.phase] += 1
            self.check(step, outcome)
            print(f"\r  kill {self.killed}/{kills} (step {self.steps}: {step.op}, "
                  f"{'killed' if outcome.killed else 'ended'} at {outcome.seconds:.2f} s)  ", end="",
                  file=sys.stderr, flush=True)  # fmt: skip
            if outcome.killed and (self.killed % check_every == 0 or self.killed == kills):
                self.clean_start(step)
        print(file=sys.stderr)


def setup(root: Path) -> Path:
    """A home with the shipped personas and twin.toml (user Sam)."""
    home = root / "home"
    shutil.copytree(REPO / "personas", home / "personas")
    replace_file(home / "twin.toml", settings_text(Settings(default_persona=PERSONA, user=USER)).encode("utf-8"))
    return home


def leftovers(twin_dir: Path) -> list[str]:
    """Files a killed process left behind that nothing will remove: rebuild databases, import temporaries."""
    index = twin_dir / "index"
    news = sorted(index.glob("memory.sqlite3.*.new*")) if index.is_dir() else []
    temps = sorted((twin_dir / "sessions").glob(".tmp-import-*"))
    found = []
    if news:
        size = sum(p.stat().st_size for p in news)
        builds = len({p.name.split(".")[2] for p in news})
        found.append(
            f"{builds} database(s) of killed index rebuilds left in index/ (`memory.sqlite3.<id>.new` with its "
            f"-wal and -shm: {len(news)} file(s), {size / 1e6:.1f} MB); the next rebuild removes them"
        )
    if temps:
        found.append(f"{len(temps)} temporary file(s) of a killed import in sessions/ (the next import deletes them)")
    return found


def report(chaos: Chaos, args: argparse.Namespace, load_before: str, wall: float) -> str:
    """The figures as Markdown."""
    info = machine()
    lines = [
        f"{info['date']} · {info['nproc']} CPUs (nproc) · Python {info['python']} · {info['platform']} · "
        f"load average {load_before} before, {info['load']} after · wall time {wall:.0f} s.",
        f"Seed {args.seed}: {chaos.killed} SIGKILLs in {chaos.steps} operations on one home, each at a uniformly "
        f"random moment of the operation's typical duration (the longest of {CALIBRATION_RUNS} runs to the end, "
        f"measured first); the files checked after every operation, and a clean start (a piped `twin chat`) every "
        f"{args.check_every} kills and at the end ({chaos.checks['clean starts']} in all).",
        "",
        "| operation | typical duration | runs | killed | ended before the kill |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for op, name in NAMES.items():
        if op == "serve" and op not in chaos.weights:
            lines.append(f"| {name} | – | 0 | 0 | left out: --serve-weight 0 |")
            continue
        if op not in chaos.weights:
            lines.append(f"| {name} | – | 0 | 0 | skipped: not on this branch |")
            continue
        if op == "chat":
            typical = " / ".join(f"{chaos.typical[f'chat-{n}']:.2f}" for n in (1, 2, 3)) + " s (1 / 2 / 3 messages)"
        elif op == "serve":
            typical = " / ".join(f"{chaos.typical[f'serve-{n}']:.2f}" for n in (2, 3, 4)) + " s (2 / 3 / 4 clients)"
        else:
            typical = f"{chaos.typical[op]:.2f} s"
        runs, killed = chaos.runs[op], chaos.kills[op]
        lines.append(f"| {name} | {typical} | {runs} | {killed} | {runs - killed} |")
    lines += ["", "| chat kills, by what was in flight | kills |", "| --- | ---: |"]
    for name, n in sorted(chaos.phases.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append(f"| {name} | {n} |")
    if chaos.serve_phases:
        lines += ["", "| serve kills, by what was in flight | kills |", "| --- | ---: |"]
        for name, n in sorted(chaos.serve_phases.items(), key=lambda kv: (-kv[1], kv[0])):
            lines.append(f"| {name} | {n} |")
    counts = chaos.serve_counts
    if counts["operations"]:
        lines += [
            "",
            f"Serve: {counts['operations']} servers, {counts['clients']} API clients ({counts['resumed']} going on "
            f"with an earlier server's conversation), {counts['chats beside']} piped chats beside a server; "
            f"{counts['requests']} requests, {counts['began']} answered (200, a first chunk), {counts['whole']} "
            f"received whole, {counts['stopped']} stopped by their client midway, {counts['cut']} cut by the kill "
            "(the calibration's runs included).",
        ]
    failures = sorted(chaos.seen.values(), key=lambda s: (s.kill, s.failure.kind))
    by_kind = Counter(s.failure.kind for s in failures)
    lines += [
        "",
        "| check | checked | failures |",
        "| --- | ---: | ---: |",
        f"| every JSONL line parses (a cut last line allowed, and moved to `.torn` by the next writer) | "
        f"{chaos.checks['files']} times | {by_kind['damaged line'] + by_kind['torn line lost']} |",
        f"| session files: header first, nothing after `end` | {chaos.checks['files']} times | "
        f"{by_kind['session without header'] + by_kind['record after end']} |",
        f"| turns that reached the model are in a session file | {len(chaos.ledger.reached)} turns | "
        f"{by_kind['lost user turn']} |",
        f"| replies printed in full are in the session file, with the person's words | "
        f"{len(chaos.ledger.printed)} replies | {by_kind['lost reply']} |",
        f"| imports that reported success: every conversation there, once, whole | {len(chaos.ledger.imported)} "
        f"conversations | {by_kind['lost import'] + by_kind['imported twice'] + by_kind['partial import']} |",
        f"| a session has one diary at most (`chapter` or `chapter_skipped`) | {chaos.checks['files']} times | "
        f"{by_kind['chapter twice']} |",
        f"| after a clean start: every session has its chapter | {chaos.caught['sessions']} sessions; "
        f"{chaos.caught['chapters']} owed chapters caught up | {by_kind['owed chapter']} |",
        f"| after a clean start: every user turn extracted | {chaos.caught['user turns']} turns; "
        f"{chaos.caught['extractions']} sessions' missed extractions caught up | {by_kind['missed extraction']} |",
        f"| `twin sessions list --json` agrees with the files | {chaos.checks['clean starts']} times | "
        f"{by_kind['not listed'] + by_kind['listed, no file'] + by_kind['chapter not listed']} |",
        f"| every message the person sent is at most one user turn (history sent again never recorded) | "
        f"{chaos.checks['files']} times | {by_kind['user turn twice']} |",
    ]
    if counts["operations"]:
        lines += [
            f"| serve: an API request whose response began is a user turn on disk, in the session its "
            f"`X-Twin-Session` named | {counts['began']} requests | "
            f"{by_kind['lost API turn'] + by_kind['wrong session header']} |",
            f"| serve: a reply a client received whole is on disk as received | {counts['whole']} replies | "
            f"{by_kind['lost API reply']} |",
            f"| serve: a client's turns under one server are one session's, in order, each reply after its turn, no "
            f"other conversation's turn among them | {counts['clients']} clients | "
            f"{sum(by_kind[k] for k in SERVE_ORDER)} |",
            f"| serve: a server not killed stops on SIGTERM, every request whole, the chat beside it exits 0 | "
            f"{chaos.runs['serve'] - chaos.kills['serve']} servers | "
            f"{sum(by_kind[k] for k in SERVE_RUN)} |",
        ]
    other = sum(by_kind.values()) - sum(
        by_kind[k]
        for k in (
            "damaged line",
            "torn line lost",
            "session without header",
            "record after end",
            "lost user turn",
            "lost reply",
            "lost import",
            "imported twice",
            "partial import",
            "owed chapter",
            "missed extraction",
            "not listed",
            "listed, no file",
            "chapter not listed",
            "user turn twice",
            "chapter twice",
            "lost API turn",
            "wrong session header",
            "lost API reply",
            *SERVE_ORDER,
            *SERVE_RUN,
        )  # fmt: skip
    )
    if other:
        lines.append(f"| commands that failed or crashed (exit status, traceback, clean start) | – | {other} |")
    lines += ["", f"**Failures: {len(failures)}**" + (" (none)." if not failures else ", each with its first kill:")]
    for s in failures:
        again = f" (seen {s.count} times)" if s.count > 1 else ""
        lines.append(
            f"- {s.failure.kind}: {s.failure.where}: {s.failure.detail}{again}. After kill {s.kill} "
            f"(operation {s.step}, {s.op}); rerun: `bench/chaos/run.py --seed {args.seed} --kills {max(1, s.kill)} "
            "--keep`."
        )
    notes = list(chaos.notes) + leftovers(chaos.twin_dir)
    if chaos.torn_seen:
        notes.append(f"{len(chaos.torn_seen)} cut last line(s) seen in the JSONL files")
    scan = scan_twin(chaos.twin_dir)
    if scan.headerless:
        notes.append(f"{len(scan.headerless)} empty session file(s): killed between creating the file and its header")
    for text, n in sorted(chaos.notices.items(), key=lambda kv: -kv[1]):
        notes.append(f"stderr {n}x: {text!r}")
    if notes:
        lines += ["", "Notes:", *(f"- {n}" for n in notes)]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Calibrate, kill, check; print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=200, help="SIGKILLs to send (default 200)")
    parser.add_argument("--seed", type=int, default=None, help="the seed of the operations and delays (default: new)")
    parser.add_argument("--out", type=Path, help="also write the figures to this Markdown file")
    parser.add_argument("--check-every", type=int, default=5, help="kills between clean starts (default 5)")
    parser.add_argument("--keep", action="store_true", help="keep the home and print where it is")
    parser.add_argument("--serve-weight", type=float, default=SERVE_WEIGHT,
                        help=f"the serve operation's weight (default {SERVE_WEIGHT}; the others' add up to 1); 0 "
                        "leaves it out, and a seed draws what it drew before serve existed")  # fmt: skip
    args = parser.parse_args(argv)
    if args.kills < 1 or args.check_every < 1:
        parser.error("--kills and --check-every must be at least 1")
    if not args.serve_weight >= 0:
        parser.error("--serve-weight must be 0 or more")
    if args.seed is None:
        args.seed = random.SystemRandom().randrange(1, 1_000_000)
    twin = shutil.which("twin", path=str(Path(sys.executable).parent)) or shutil.which("twin")
    if twin is None:
        parser.error("no `twin` command beside this Python or on PATH: run `.venv/bin/pip install -e .` first")

    started = time.perf_counter()
    load_before = load()
    root = Path(tempfile.mkdtemp(prefix="twin-bench-chaos-"))
    fake = FakeOpenAI().start()
    chaos = Chaos(twin, root, Model(fake), random.Random(args.seed))
    if args.serve_weight > 0:
        chaos.weights["serve"] = args.serve_weight
    try:
        setup(root)
        chaos.env = child_env(
            TWIN_HOME=str(chaos.home), OPENAI_BASE_URL=fake.base_url, OPENAI_API_KEY="sk-x", TWIN_MODEL="fake-model",
            NO_COLOR="1",
        )  # fmt: skip
        if "serve" in chaos.weights:  # the token the clients send (read from the home's serve-token file)
            made = run([twin, "serve", "token"], chaos.env, "", root / "scratch", 60.0)
            if made.returncode != 0:
                parser.error(f"`twin serve token` failed (exit {made.returncode}): {made.stderr.strip()[-300:]}")
        print(f"bench/chaos: seed {args.seed}, home {chaos.home}; timing each operation ...", file=sys.stderr)
        chaos.calibrate()
        print(f"  typical: {', '.join(f'{k} {v:.2f} s' for k, v in chaos.typical.items())}", file=sys.stderr)
        chaos.chaos(args.kills, args.check_every)
        text = report(chaos, args, load_before, time.perf_counter() - started)
    finally:
        fake.stop()
        if args.keep:
            print(f"Kept the home: {chaos.home}", file=sys.stderr)
        else:
            shutil.rmtree(root, ignore_errors=True)
    print(text)
    if args.out:
        args.out.write_text(SECTION + "\n\n" + text + "\n", encoding="utf-8")
    return 1 if chaos.seen else 0


if __name__ == "__main__":
    sys.exit(main())
