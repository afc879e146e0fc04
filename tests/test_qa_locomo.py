"""bench/qa_locomo against the fake model: the context of each method, the judge's verdicts counted, failures kept.

The fake model answers a question with its gold answer only when that answer is in the prompt it was sent, and
the fake judge says CORRECT when the gold answer is in the answer: what is right then depends on the context alone.
"""

from __future__ import annotations

import json
import re
import socket
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bench.qa_locomo.run import main
from tests.fakeserver import FakeOpenAI, Reply
from twin.clock import local_minute

SESSION_1 = [
    ("Ann", "Good morning! How was the weekend?"),
    ("Bob", "Wonderful. We adopted a greyhound and named her Pixel."),
    ("Ann", "I finally signed up for pottery classes on Thursdays."),
    ("Bob", "That suits you, you always liked working with clay."),
    ("Ann", "My sister Clara is visiting from Montreal next month."),
    ("Bob", "Say hello to Clara for me."),
]
SESSION_2 = [
    ("Ann", "I ran my first half marathon in Boston last Sunday."),
    ("Bob", "Congratulations! How did your legs feel after?"),
    ("Ann", "Sore for two days, then fine."),
    ("Bob", "I have been reading a long novel about sailors."),
    ("Ann", "Is it any good?"),
    ("Bob", "Slow at first, then gripping."),
    ("Ann", "The weather turned cold again."),
    ("Bob", "Here too, it rained all afternoon."),
    ("Ann", "I made soup to cheer myself up."),
    ("Bob", "Soup is always a good idea."),
]
QUESTIONS = [  # (question, gold answer, category); the fake answers from the gold when the prompt holds it
    ("What is the name of the greyhound?", "Pixel", 4, ["D1:2"]),
    ("When did Ann run a half marathon?", "18 June 2023", 2, ["D2:1"]),  # the judge answers garbage
    ("What does Ann do on Thursdays?", "pottery", 1, ["D1:3"]),  # the model fails with a 500
    ("What kind of dog did Bob adopt?", "greyhound", 3, ["D1:2"]),  # the judge answers in a code fence
]
GARBAGE = "I would say this one is right."
FIELDS = ("Question", "Gold answer", "Generated answer")
SAMPLE = {
    "sample_id": "conv-test",
    "conversation": {
        "speaker_a": "Ann",
        "speaker_b": "Bob",
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [{"speaker": s, "dia_id": f"D1:{i}", "text": t} for i, (s, t) in enumerate(SESSION_1, 1)],
        "session_2_date_time": "10:00 am on 20 June, 2023",
        "session_2": [{"speaker": s, "dia_id": f"D2:{i}", "text": t} for i, (s, t) in enumerate(SESSION_2, 1)],
    },
    "qa": [{"question": q, "answer": a, "category": c, "evidence": e} for q, a, c, e in QUESTIONS]
    + [{"question": "What did Bob say about Paris?", "adversarial_answer": "Nothing", "category": 5, "evidence": []}],
}
TURNS = [t for _, t in SESSION_1 + SESSION_2]
FIRST_TURN = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)  # the bench reads LoCoMo's dates as UTC
GOLD = {q: a for q, a, _, _ in QUESTIONS}


def respond(body: dict) -> Reply:
    """The fake model and the fake judge."""
    messages = body["messages"]
    if messages[0]["role"] == "user":  # the judge: its prompt as the one user message
        prompt = messages[0]["content"]
        # the last of each: the prompt's own example comes first
        question, gold, answer = (re.findall(rf"^{k}: (.*)$", prompt, re.M)[-1] for k in FIELDS)
        label = "CORRECT" if gold.lower() in answer.lower() else "WRONG"
        if question == QUESTIONS[1][0]:
            return Reply(text=GARBAGE)
        if question == QUESTIONS[3][0]:
            return Reply(text=f'Here it is:\n```json\n{{"label": "{label}"}}\n```')
        return Reply(text=json.dumps({"label": label}))
    question = messages[-1]["content"]
    if question == QUESTIONS[2][0]:
        return Reply(status=500)
    gold = GOLD[question]
    return Reply(text=f"It was {gold}, I think." if gold.lower() in messages[0]["content"].lower() else "No idea.")


def method_of(system: str) -> str:
    """Which context a prompt was built with, told by its memory sections."""
    if "[memory] nothing yet" in system:
        return "none"
    return "twin" if "[memory: earlier conversation]" in system else "full"


@pytest.fixture
def data(tmp_path: Path) -> Path:
    path = tmp_path / "locomo-sample.json"
    path.write_text(json.dumps([SAMPLE]), encoding="utf-8")
    return path


def run(fake: FakeOpenAI, data: Path, *extra: str) -> list[str]:
    """The bench's arguments against the fake server, no retries."""
    return ["--base-url", fake.base_url, "--model", "fake-model", "--api-key", "test", "--max-retries", "0",
            "--data", str(data), *extra]  # fmt: skip


def test_each_method_gets_its_context_and_every_verdict_is_counted(
    fake_llm: FakeOpenAI, data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fake_llm.responder = respond
    answers = tmp_path / "answers.jsonl"
    assert main(run(fake_llm, data, "--answers", str(answers))) == 0
    out, err = capsys.readouterr()

    asked = [r for r in fake_llm.chat_requests() if r["messages"][0]["role"] == "system"]
    assert all(r["temperature"] == 0 and r["stream"] for r in asked)
    by_method: dict[str, dict[str, str]] = {"twin": {}, "full": {}, "none": {}}
    for r in asked:
        by_method[method_of(r["messages"][0]["content"])][r["messages"][-1]["content"]] = r["messages"][0]["content"]
    assert {m: sorted(p) for m, p in by_method.items()} == {m: sorted(GOLD) for m in by_method}  # adversarial: no
    twin = by_method["twin"][QUESTIONS[0][0]]
    recalled = twin.split("[memory: earlier conversation]")[1].split("[memory: recent conversation]")[0]
    assert "named her Pixel" in recalled  # session 1 is older than the last turns: it came through recall
    assert "Montreal" not in twin  # and recall brought what bears on the question, not everything
    assert all(t in twin for _, t in SESSION_2[-8:])  # the last 8 turns, as a chat shows them
    for prompt in by_method["full"].values():
        assert all(t in prompt for t in TURNS)
        assert f"({local_minute(FIRST_TURN)}) They said: Good morning!" in prompt  # each turn under its time
    for prompt in by_method["none"].values():
        assert not any(t in prompt for t in TURNS)

    rows = [json.loads(line) for line in answers.read_text(encoding="utf-8").splitlines()]
    got = {(r["method"], r["number"]): (r["label"], bool(r["model_error"]), bool(r["judge_error"])) for r in rows}
    for method, right in (("twin", "CORRECT"), ("full", "CORRECT"), ("none", "WRONG")):
        assert got[(method, 1)] == (right, False, False)
        assert got[(method, 2)] == (None, False, True)  # not JSON: a judge failure, not a WRONG
        assert got[(method, 3)] == (None, True, False)  # the 500: reported, and the others went on
        assert got[(method, 4)] == (right, False, False)
    failed = next(r for r in rows if r["number"] == 3)
    assert "(500)" in failed["model_error"]
    assert next(r for r in rows if r["number"] == 2)["judge_error"].startswith("not a verdict: 'I would say")

    table = {line.split(" | ")[0].lstrip("| "): line for line in out.splitlines() if line.startswith("| ")}
    assert table["twin (the chat's context)"].startswith("| twin (the chat's context) | 3 of 4 | 100.0% (2) |")
    assert table["full context (every turn)"].startswith("| full context (every turn) | 3 of 4 | 100.0% (2) |")
    assert table["no memory"].startswith("| no memory | 3 of 4 | 0.0% (2) |")
    assert all(line.endswith(" | 1 | 1 |") for line in table.values() if "of 4" in line)  # model, judge failures
    assert "conv-test question 3, twin (the chat's context), model: " in out
    assert "12/12 answers (3 model failures, 3 judge failures)" in err


def test_an_endpoint_nobody_answers_stops_the_run_at_once(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    argv = ["--base-url", f"http://127.0.0.1:{port}/v1", "--model", "m", "--data", str(data)]
    assert main(argv) == 4
    out, err = capsys.readouterr()
    assert out == "" and f"qa_locomo: Could not reach the model at 127.0.0.1:{port}" in err


def test_an_endpoint_that_refuses_every_answer_stops_the_run(
    fake_llm: FakeOpenAI, data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fake_llm.default = Reply(status=401)
    assert main(run(fake_llm, data, "--workers", "1")) == 4
    out, err = capsys.readouterr()
    assert out == ""
    assert "qa_locomo: stopped: the first 10 answers all failed; the last: The model at" in err
    assert "refused the key (401)" in err
    assert len(fake_llm.chat_requests()) == 10  # the other two questions were never sent


def test_without_an_endpoint_it_says_how_to_run_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 0
    assert "skipped, no model endpoint. Pass --base-url URL and --model NAME" in capsys.readouterr().out
