"""End-to-end question answering on LoCoMo: the context of a chat turn, the model's answer, Mem0's judge (J).

    .venv/bin/python bench/qa_locomo/run.py --base-url https://api.openai.com/v1 --model gpt-4o-mini \\
        --judge-model gpt-4o-mini [--limit N] [--conversations conv-26,...] [--workers 4] [--answers FILE]
        [--write-docs] [--data PATH]

Writes each conversation of ../shared/bench/locomo/locomo-dev.json as the past
sessions of a twin in a temporary folder (bench/recall_locomo/load.py: speaker_a
the person, speaker_b the twin), with a minimal persona for speaker_b. Each
question of categories 1-4 is then asked of the twin as a chat would ask it: the
first message of a new session, a day after the last one, through
`Conversation.ask` (twin/chat/conversation.py) with the default context settings,
so the context is built by the chat's own code (memory view, recall, system
prompt); the reply streams from the model at --base-url. Two baselines go
through the same code with other context settings: full context (every turn of
every session, each under its date and time) and no memory (the persona and the
question). Each answer is judged by Mem0's LLM-as-judge prompt (judge.py);
J is the share judged CORRECT. Prints Markdown; progress goes to stderr.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Iterable
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from bench.qa_locomo.judge import judge_messages, read_label  # noqa: E402
from bench.recall_locomo.docs import write_section  # noqa: E402
from bench.recall_locomo.load import CATEGORIES, load, write_twin  # noqa: E402
from bench.recall_locomo.memory import write_memory  # noqa: E402
from bench.timing import machine  # noqa: E402
from twin.chat.conversation import Conversation  # noqa: E402
from twin.errors import ModelError  # noqa: E402
from twin.home import Home  # noqa: E402
from twin.llm import ChatClient  # noqa: E402
from twin.llm.reach import check_reachable  # noqa: E402
from twin.persona.model import Persona, load_persona  # noqa: E402
from twin.recall.index import SearchIndex  # noqa: E402
from twin.settings import ContextSettings, Endpoint, ModelSettings, Settings  # noqa: E402
from twin.tokens import estimate_tokens  # noqa: E402

DATA = REPO.parent / "shared" / "bench" / "locomo" / "locomo-dev.json"
UNLIMITED = 10**9
DEFAULT = ContextSettings()  # twin/settings.py: what a chat uses when twin.toml says nothing
METHODS = {
    "twin": ("twin (the chat's context)", DEFAULT),
    "full": (
        "full context (every turn)",
        replace(
            DEFAULT, recall=False, chapters=0, recent_turns=UNLIMITED, recent_tokens=UNLIMITED, total_tokens=UNLIMITED
        ),
    ),
    "none": ("no memory", replace(DEFAULT, recall=False, chapters=0, recent_turns=0, facts_tokens=0)),
}
ABORT_AFTER = 10  # the run stops when this many answers (or verdicts) failed before a single one came back
PUBLISHED = "full context 72.9 with gpt-4o-mini, Mem0 66.9, Zep 75.1 (corrected run); categories 1-4, ten conversations"
PERSONA = """\
# A minimal persona for a LoCoMo conversation's second speaker, written by bench/qa_locomo/run.py.
name = {name}
language = "en"

[identity]
who = {who}
"""


@dataclass
class Question:
    """One question of the benchmark with its gold answer."""

    conversation: str
    number: int  # its place among the conversation's questions of categories 1-4
    text: str
    answer: str
    category: int


@dataclass
class Twin:
    """One conversation written as a twin's past: where it lives, who it is, who asks, and when."""

    sample_id: str
    home: Home
    persona: Persona
    user: str
    at: datetime
    questions: list[Question]
    turns: int
    sessions: int


@dataclass
class Outcome:
    """One method's answer to one question, and the judge's verdict."""

    conversation: str
    number: int
    category: int
    method: str
    question: str
    gold: str
    answer: str = ""
    label: str | None = None  # CORRECT | WRONG; None when there is no verdict
    prompt_tokens: int = 0
    prompt_estimated: bool = False  # the endpoint gave no usage: twin's estimate (twin/tokens.py)
    answer_tokens: int = 0
    model_error: str = ""
    judge_error: str = ""
    judge_prompt_tokens: int = 0


def questions_of(sample: dict, limit: int) -> list[Question]:
    """The questions of categories 1-4 (category 5 has no answer to judge), the first `limit` when given."""
    found = [qa for qa in sample["qa"] if qa.get("category") in CATEGORIES and "answer" in qa]
    if limit:
        found = found[:limit]
    return [
        Question(sample["sample_id"], n, str(qa["question"]), str(qa["answer"]), int(qa["category"]))
        for n, qa in enumerate(found, 1)
    ]


def persona_key(name: str) -> str:
    """A persona file name for a speaker's name."""
    return re.sub(r"[^\w-]+", "-", name.strip().lower()).strip("-_") or "twin"


def prepare(sample: dict, root: Path, limit: int, memory: bool = False) -> Twin:
    """Write one conversation as a twin's past sessions, with a persona for speaker_b, and index it; with `memory`,
    its observations as facts and its session summaries as chapters (bench/recall_locomo/memory.py)."""
    conv = sample["conversation"]
    user, name = conv["speaker_a"], conv["speaker_b"]
    home = Home(root / sample["sample_id"], "bench")
    key = persona_key(name)
    home.personas_dir.mkdir(parents=True)
    who = f"I am {name}. I am talking with {user}, whom I have talked with many times before."
    (home.personas_dir / f"{key}.toml").write_text(
        PERSONA.format(name=json.dumps(name), who=json.dumps(who)), encoding="utf-8"
    )
    persona = load_persona(home.personas_dir, key)
    written = write_twin(sample, home.twin_dir(key))
    if memory:
        write_memory(sample, written)
    with SearchIndex(home.twin_dir(key)) as index:
        index.sync()  # as the memory worker leaves it after each exchange
    sessions = len(list((home.twin_dir(key) / "sessions").iterdir()))
    return Twin(
        sample["sample_id"],
        home,
        persona,
        user,
        written.last_session + timedelta(days=1),
        questions_of(sample, limit),
        len(written.turn_ids),
        sessions,
    )


def endpoint_for(args: argparse.Namespace, model: str) -> Endpoint:
    """The endpoint of the options: temperature 0, the key from --api-key or $OPENAI_API_KEY."""
    key = args.api_key or os.environ.get("OPENAI_API_KEY", "").strip()
    source = "--api-key" if args.api_key else "$OPENAI_API_KEY" if key else "none"
    return Endpoint(
        base_url=args.base_url.rstrip("/"),
        model=model,
        api_key=key or "not-needed",
        key_source=source,
        origin="--base-url",
        timeout=args.timeout,
        max_retries=args.max_retries,
        max_tokens=ModelSettings().max_tokens,
        temperature=0.0,
    )


def ask(twin: Twin, question: Question, method: str, model: ChatClient, judge: ChatClient) -> Outcome:
    """Ask one question with one method's context, as a chat turn; then have the answer judged."""
    settings = Settings(user=twin.user, context=METHODS[method][1])
    out = Outcome(question.conversation, question.number, question.category, method, question.text, question.answer)
    chat = Conversation(
        twin.home, settings, twin.persona, model.endpoint, user=twin.user, client=model, as_of=twin.at, memory=False
    )
    try:
        reply = chat.ask(question.text)
        out.answer = "".join(reply)
    except ModelError as exc:
        out.model_error = exc.message
        return out
    finally:  # the derived database's connections, now rather than whenever the garbage collector gets to them
        chat.reader.index().close()
        chat.reader.facts.close()
    completion = reply.stream.completion
    if completion.status != "ok":
        out.model_error = completion.error or f"the reply came back {completion.status}"
        return out
    usage = completion.usage or {}
    out.prompt_estimated = "prompt_tokens" not in usage
    out.prompt_tokens = usage.get("prompt_tokens", reply.context.tokens)
    out.answer_tokens = usage.get("completion_tokens", estimate_tokens(out.answer))
    messages = judge_messages(question.text, question.answer, out.answer)
    try:
        verdict = judge.complete(messages, json_mode=True)
    except ModelError as exc:
        out.judge_error = exc.message
        return out
    out.judge_prompt_tokens = (verdict.usage or {}).get("prompt_tokens", estimate_tokens(messages[0]["content"]))
    out.label = read_label(verdict.text)
    if out.label is None:
        out.judge_error = f"not a verdict: {' '.join(verdict.text.split())[:120]!r}"
    return out


class Guard:
    """Stops the run when the endpoint refuses everything: the first answers (or verdicts) all failed."""

    def __init__(self) -> None:
        self.stop = threading.Event()
        self.reason = ""
        self.answers = [0, 0]  # answered, failed
        self.verdicts = [0, 0]  # given, failed
        self._lock = threading.Lock()

    def record(self, out: Outcome) -> None:
        """Count one outcome (any thread); stop when ABORT_AFTER answers or verdicts failed before one succeeded."""
        with self._lock:
            self.answers[bool(out.model_error)] += 1
            if not out.model_error:
                self.verdicts[out.label is None] += 1
            if self.reason:
                return
            if self.answers == [0, ABORT_AFTER]:
                self.reason = f"the first {ABORT_AFTER} answers all failed; the last: {out.model_error}"
            elif self.verdicts == [0, ABORT_AFTER]:
                self.reason = (
                    f"the judge gave no verdict on the first {ABORT_AFTER} answers; the last: {out.judge_error}"
                )
            if self.reason:
                self.stop.set()


@dataclass
class Results:
    """What a run gave."""

    outcomes: list[Outcome]
    errors: list[str]  # the bench's own failures (a bug), one line each
    stopped: str = ""  # why the run stopped early, when the endpoint refused everything
    interrupted: bool = False  # Ctrl-C: the outcomes are those that came back before it


def run(twins: list[Twin], methods: list[str], model: ChatClient, judge: ChatClient, workers: int) -> Results:
    """Every question with every method, on a small thread pool."""
    guard = Guard()
    outcomes: list[Outcome] = []
    errors: list[str] = []
    interrupted = False

    def job(twin: Twin, question: Question, method: str) -> Outcome | None:
        if guard.stop.is_set():
            return None
        out = ask(twin, question, method, model, judge)
        guard.record(out)  # before the worker takes the next question
        return out

    jobs = [(t, q, m) for t in twins for q in t.questions for m in methods]
    every = max(1, len(jobs) // 20)
    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures: dict[Future[Outcome | None], tuple[Twin, Question, str]] = {pool.submit(job, *j): j for j in jobs}
        try:
            for done, future in enumerate(as_completed(futures), 1):
                twin, question, method = futures[future]
                try:
                    out = future.result()
                except Exception as exc:  # a bug, not the model: reported with its traceback, and the run goes on
                    errors.append(f"{twin.sample_id} question {question.number} ({method}): {exc!r}")
                    print("".join(traceback.format_exception(exc)), file=sys.stderr)
                    continue
                if out is None:
                    continue
                outcomes.append(out)
                if done % every == 0 or done == len(jobs):
                    failed = sum(1 for o in outcomes if o.model_error), sum(1 for o in outcomes if o.judge_error)
                    print(
                        f"  {done}/{len(jobs)} answers ({failed[0]} model failures, {failed[1]} judge failures)",
                        file=sys.stderr,
                    )
        except KeyboardInterrupt:
            guard.stop.set()  # the questions not yet asked are let go; the pool waits only for those in flight
            interrupted = True
    return Results(outcomes, errors, guard.reason, interrupted)


def pct(part: int, whole: int) -> str:
    """A share as a percentage with its count, or a dash when there is nothing to share."""
    return f"{100 * part / whole:.1f}% ({whole})" if whole else "–"


def mean(values: Iterable[int]) -> str:
    """The mean of whole numbers, rounded, or a dash."""
    items = list(values)
    return f"{sum(items) / len(items):,.0f}" if items else "–"


def tables(outcomes: list[Outcome], methods: list[str], info: dict) -> str:
    """The results as Markdown."""
    cats = list(CATEGORIES.items())
    out = [
        f"LoCoMo dev split: {info['conversations']} ({info['turns']} turns in {info['sessions']} sessions), "
        f"{info['questions']} questions of categories 1-4{info['limit']}. Answers from {info['model']}, verdicts "
        f"from {info['judge']}, at {info['host']}, temperature 0. {info['date']}, {info['wall']:.0f} s.",
        "",
        "| method | answered | J (judged) | "
        + " | ".join(f"{c} {name}" for c, name in cats)
        + " | prompt tokens per answer | answer tokens per answer | model failures | judge failures |",
        "| --- | ---: | ---: | " + " | ".join("---:" for _ in cats) + " | ---: | ---: | ---: | ---: |",
    ]
    for method in methods:
        mine = [o for o in outcomes if o.method == method]
        answered = [o for o in mine if not o.model_error]
        judged = [o for o in answered if o.label is not None]
        right = lambda rows: sum(1 for o in rows if o.label == "CORRECT")  # noqa: E731
        per_cat = [[o for o in judged if o.category == c] for c, _ in cats]
        out.append(
            f"| {METHODS[method][0]} | {len(answered)} of {len(mine)} | {pct(right(judged), len(judged))} | "
            + " | ".join(pct(right(rows), len(rows)) for rows in per_cat)
            + f" | {mean(o.prompt_tokens for o in answered)} | {mean(o.answer_tokens for o in answered)}"
            f" | {len(mine) - len(answered)} | {sum(1 for o in answered if o.judge_error)} |"
        )
    answered = [o for o in outcomes if not o.model_error]
    estimated = sum(1 for o in answered if o.prompt_estimated)
    out += [
        "",
        "J: the share of answers Mem0's LLM judge labels CORRECT (bench/qa_locomo/judge.py), among the answers it "
        "gave a verdict on, overall and per category (judged answers in brackets). Tokens: the mean per answered "
        "question, from the endpoint's usage"
        + (f"; {estimated} of {len(answered)} prompt figures are twin's estimate (no usage given)" if estimated else "")
        + ". A model failure is a question without an answer (an error, a timeout, an empty reply); a judge "
        "failure, an answer without a verdict (an error, or a reply that is not the JSON label).",
        "",
        f"Calls: {len(outcomes)} answers, {len(answered)} verdicts asked for; prompt tokens in all: "
        f"{sum(o.prompt_tokens for o in answered):,} for the answers, "
        f"{sum(o.judge_prompt_tokens for o in answered):,} for the judge.",
        "",
        f"Published J (Mem0's paper and Zep's correction): {PUBLISHED}.",
    ]
    failures = [o for o in outcomes if o.model_error or o.judge_error]
    if failures:
        out += ["", f"Failures ({len(failures)}; the first 10):", ""]
        for o in sorted(failures, key=lambda o: (o.conversation, o.number, o.method))[:10]:
            kind, error = ("model", o.model_error) if o.model_error else ("judge", o.judge_error)
            out.append(f"- {o.conversation} question {o.number}, {METHODS[o.method][0]}, {kind}: {error}")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print (and optionally write) its table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--base-url",
        default=os.environ.get("OPENAI_BASE_URL", ""),
        help="an OpenAI-compatible endpoint (default: $OPENAI_BASE_URL)",
    )
    parser.add_argument(
        "--model",
        default=os.environ.get("TWIN_MODEL", ""),
        help="the model that answers (default: $TWIN_MODEL, else the first the server lists)",
    )
    parser.add_argument("--judge-model", default="", help="the model that judges (default: --model)")
    parser.add_argument("--api-key", default="", help="the key (default: $OPENAI_API_KEY)")
    parser.add_argument("--limit", type=int, default=0, help="questions per conversation (default: all)")
    parser.add_argument("--conversations", default="", help="sample ids, comma-separated (default: all)")
    parser.add_argument("--methods", default=",".join(METHODS), help=f"of {', '.join(METHODS)} (default: all)")
    parser.add_argument("--workers", type=int, default=4, help="questions asked at once (default: 4)")
    parser.add_argument("--timeout", type=float, default=ModelSettings().timeout, help="seconds per model call")
    parser.add_argument(
        "--max-retries",
        type=int,
        default=ModelSettings().max_retries,
        help="retries of a failed call (the openai client's, with backoff)",
    )
    parser.add_argument(
        "--memory", action="store_true", help="give the twin LoCoMo's observations as facts, its summaries as chapters"
    )
    parser.add_argument("--answers", type=Path, help="also write every answer and verdict to this JSONL file")
    parser.add_argument("--write-docs", action="store_true", help="put the table in docs/benchmarks.md")
    parser.add_argument("--data", type=Path, default=DATA, help="locomo-dev.json")
    args = parser.parse_args(argv)
    methods = [m.strip() for m in args.methods.split(",") if m.strip()]
    if not methods or set(methods) - set(METHODS) or args.workers < 1 or args.limit < 0:
        parser.error(f"--methods takes some of {', '.join(METHODS)}; --workers 1 or more; --limit 0 or more")
    if not args.base_url:
        print(
            "End-to-end question answering on LoCoMo: skipped, no model endpoint. Pass --base-url URL and --model "
            "NAME (and the key in OPENAI_API_KEY); docs/benchmarks.md says how."
        )
        return 0
    if not args.data.is_file():
        print(f"No benchmark data at {args.data}: pass --data PATH.", file=sys.stderr)
        return 2
    samples = load(args.data)
    wanted = [c.strip() for c in args.conversations.split(",") if c.strip()]
    unknown = sorted(set(wanted) - {s["sample_id"] for s in samples})
    if unknown:
        known = ", ".join(s["sample_id"] for s in samples)
        print(f"No conversation {', '.join(unknown)} in {args.data} (it has {known}).", file=sys.stderr)
        return 2
    endpoint = endpoint_for(args, args.model)
    model = ChatClient(endpoint)
    try:
        check_reachable(endpoint)
        model_name = model.model  # asks the server when --model names none
    except ModelError as exc:
        print(f"qa_locomo: {exc.message}", file=sys.stderr)
        print("  Check --base-url and that the server is running; the key goes in OPENAI_API_KEY.", file=sys.stderr)
        return 4
    judge = ChatClient(endpoint_for(args, args.judge_model or model_name))
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="twin-qa-locomo-") as tmp:
        twins = []
        for sample in samples:
            if wanted and sample["sample_id"] not in wanted:
                continue
            twins.append(prepare(sample, Path(tmp), args.limit, args.memory))
            t = twins[-1]
            print(
                f"  {t.sample_id}: {t.turns} turns in {t.sessions} sessions, {len(t.questions)} questions",
                file=sys.stderr,
            )
        print(f"  asking with {', '.join(methods)}; {args.workers} at once", file=sys.stderr)
        results = run(twins, methods, model, judge, args.workers)
    if results.stopped:
        print(f"qa_locomo: stopped: {results.stopped}", file=sys.stderr)
        print("  Check --model, --judge-model and the key (OPENAI_API_KEY or --api-key).", file=sys.stderr)
        return 4
    outcomes = results.outcomes
    outcomes.sort(key=lambda o: (o.conversation, o.number, list(METHODS).index(o.method)))
    if args.answers:
        args.answers.write_text("".join(json.dumps(asdict(o), ensure_ascii=False) + "\n" for o in outcomes), "utf-8")
    m = machine()
    info = {
        "conversations": f"{len(twins)} conversation{'s' if len(twins) != 1 else ''}",
        "turns": sum(t.turns for t in twins),
        "sessions": sum(t.sessions for t in twins),
        "questions": sum(len(t.questions) for t in twins),
        "limit": f" (the first {args.limit} of each conversation)" if args.limit else "",
        "model": model_name,
        "judge": judge.endpoint.model,
        "host": endpoint.host,
        "date": f"{m['date']}, Python {m['python']}",
        "wall": time.monotonic() - started,
    }
    text = tables(outcomes, methods, info)
    if results.interrupted:
        asked = sum(len(t.questions) for t in twins) * len(methods)
        print(f"Interrupted: {len(outcomes)} of {asked} answers came back; the figures are theirs.\n")
        print(text)
        print("qa_locomo: interrupted (the docs were not written).", file=sys.stderr)
        return 130
    print(text)
    if args.write_docs:
        write_section(REPO / "docs" / "benchmarks.md", "qa_locomo", text)
    if results.errors:
        print(f"qa_locomo: {len(results.errors)} question(s) failed in the bench itself (above).", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
