"""`twin serve` and `twin mcp` against what a careless or hostile client, or a crash, leaves them: broken files,
text that is not Unicode, odd headers and values. The real openai client (or httpx) against the server started as
a subprocess, the fake model behind it."""

from __future__ import annotations

import json
import select
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.chatkit import TWIN
from tests.fakeserver import FakeOpenAI
from tests.memorykit import Script
from tests.servekit import Served, make_home, twin_env


@pytest.fixture(scope="module")
def llm() -> Iterator[FakeOpenAI]:
    fake = FakeOpenAI().start()
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def served(llm: FakeOpenAI, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    server = Served(make_home(tmp_path_factory.mktemp("served")), llm.base_url)
    yield server
    server.stop()


@pytest.fixture
def script(llm: FakeOpenAI) -> Script:
    """The fake model answering by request kind, afresh for each test."""
    llm.requests.clear()
    return Script(llm)


def test_an_empty_token_file_says_how_to_make_a_new_one_and_rotate_does(llm: FakeOpenAI, tmp_path: Path) -> None:
    home = make_home(tmp_path / "home")
    env = twin_env(home, llm.base_url)
    for left in ("", " \n"):  # a start cut off between making the file and writing the token leaves it so
        (home / "serve-token").write_text(left, encoding="utf-8")
        for command in (["serve", "token"], ["serve", "--port", "0"]):
            done = subprocess.run([TWIN, *command], env=env, capture_output=True, text=True, timeout=60)
            assert done.returncode == 5, done.stderr[-2000:]  # storage, as an unreadable file is
            assert "holds no token" in done.stderr and "twin serve token --rotate" in done.stderr, done.stderr
            assert "Traceback" not in done.stderr and "Recursion" not in done.stderr
            assert (home / "serve-token").read_text(encoding="utf-8") == left  # not replaced behind the owner
    rotated = subprocess.run([TWIN, "serve", "token", "--rotate"], env=env, capture_output=True, text=True, check=True)
    shown = subprocess.run([TWIN, "serve", "token"], env=env, capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == rotated.stdout.strip() and shown.stdout.startswith("twin-")


def _post(served: Served, path: str, body: str, **headers: str) -> httpx.Response:
    """A raw body (JSON escapes as written) posted with the token."""
    sent = {"Authorization": f"Bearer {served.token}", "Content-Type": "application/json", **headers}
    return httpx.post(served.url[:-3] + path, content=body.encode("ascii"), headers=sent, timeout=30)


def test_a_lone_surrogate_anywhere_in_a_request_is_a_400_naming_its_field_and_nothing_is_written(
    served: Served, script: Script
) -> None:
    hi = '{"role":"user","content":"hi"}'
    cases = [  # (the field, the body): valid JSON, not text: \ud800 is half of a UTF-16 pair
        ("messages[0].content", '{"model":"alice","messages":[{"role":"user","content":"hi \\ud800"}]}'),
        ("messages[0].content[0].text", '{"model":"alice","stream":true,"messages":[{"role":"user","content":'
         '[{"type":"text","text":"hi \\udc80"}]}]}'),
        ("user", '{"model":"alice","user":"bob\\udc80","messages":[' + hi + "]}"),
        ("messages[0].content", '{"model":"alice","messages":[{"role":"system","content":"be \\ud800"},' + hi + "]}"),
        ("messages[0].content", '{"model":"alice","messages":[{"role":"user","content":"old \\ud800"},'
         '{"role":"assistant","content":"x"},' + hi + "]}"),
        ("stop[1]", '{"model":"alice","stop":["END","\\ud800"],"messages":[' + hi + "]}"),
        ("x\\ud800", '{"model":"alice","x\\ud800":1,"messages":[' + hi + "]}"),
    ]  # fmt: skip
    before = sorted((served.home / "data").rglob("*.jsonl"))
    for param, body in cases:
        answer = _post(served, "/v1/chat/completions", body)
        error = answer.json()["error"]
        assert answer.status_code == 400 and error["type"] == "invalid_request_error", (param, answer.text)
        assert error["param"] == param and "lone UTF-16 surrogate" in error["message"], error
    assert sorted((served.home / "data").rglob("*.jsonl")) == before  # no session begun, no turn kept
    assert not script.requests("chat")  # and nothing asked of the model
    assert "Traceback" not in served.log and "unexpected" not in served.log


def test_a_lone_surrogate_in_an_mcp_tool_call_is_refused_over_http_naming_its_field(served: Served) -> None:
    call = '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"tell","arguments":{"text":"I \\ud800"}}}'
    answer = _post(served, "/mcp/alice", call, Accept="application/json, text/event-stream")
    assert answer.status_code == 400, answer.text
    found = answer.json()
    assert found["id"] == 7 and found["error"]["code"] == -32602
    assert "`params.arguments.text`" in found["error"]["message"]


def test_twin_mcp_answers_a_line_it_cannot_parse_instead_of_leaving_the_client_waiting(
    llm: FakeOpenAI, tmp_path: Path
) -> None:
    home = make_home(tmp_path / "home")
    mcp = subprocess.Popen(
        [TWIN, "mcp", "alice"], env=twin_env(home, llm.base_url),
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    assert mcp.stdin is not None and mcp.stdout is not None

    def ask(line: str) -> dict[str, Any]:
        assert mcp.stdin is not None and mcp.stdout is not None
        mcp.stdin.write(line.encode("ascii") + b"\n")
        mcp.stdin.flush()
        ready, _, _ = select.select([mcp.stdout], [], [], 30)
        assert ready, f"no answer to {line}"
        answer: dict[str, Any] = json.loads(mcp.stdout.readline())
        return answer

    try:
        hello = ask('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",'
                    '"capabilities":{},"clientInfo":{"name":"test","version":"1"}}}')  # fmt: skip
        assert "result" in hello
        mcp.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
        for tool, arguments in (("recall", '{"query":"\\ud800"}'), ("tell", '{"text":"I moved \\udc80"}')):
            call = {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": tool, "arguments": 0}}
            refused = ask(json.dumps(call).replace("0}}", arguments + "}}"))
            assert refused["id"] == 2 and refused["error"]["code"] == -32602, refused
            assert "`params.arguments." in refused["error"]["message"]
        broken = ask("{not json")
        assert broken["id"] is None and broken["error"]["code"] == -32700
        facts = ask('{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"facts","arguments":{}}}')
        assert facts["id"] == 3 and "result" in facts  # the connection goes on
    finally:
        mcp.stdin.close()
        mcp.wait(60)
    assert not list((home / "data").rglob("sessions/*.jsonl"))  # nothing was told
