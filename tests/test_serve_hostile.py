"""`twin serve` and `twin mcp` against what a careless or hostile client, or a crash, leaves them: broken files,
text that is not Unicode, odd headers and values. The real openai client (or httpx) against the server started as
a subprocess, the fake model behind it."""

from __future__ import annotations

import json
import select
import subprocess
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
import httpx
import openai
import pytest

from tests.chatkit import TWIN, turns
from tests.fakeserver import FakeOpenAI, Reply
from tests.memorykit import Script
from tests.servekit import Served, make_home, twin_env, wait_for


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


def test_an_empty_host_is_refused_and_a_first_rotate_says_it_made_a_token(
    cli, home_with_personas: Path, llm: FakeOpenAI
) -> None:
    empty = subprocess.run(  # it served on twin.toml's host, 127.0.0.1, without a word
        [TWIN, "serve", "--host", "", "--port", "0"], env=twin_env(home_with_personas, llm.base_url),
        capture_output=True, text=True, timeout=30,
    )  # fmt: skip
    assert (empty.returncode, empty.stderr.splitlines()[0]) == (2, "Error: --host is empty."), empty.stderr
    made = cli("serve", "token", "--rotate")  # there was none: no old token stopped working
    assert made.exit_code == 0 and made.stdout.startswith("twin-")
    assert "Made a new token" in made.stderr and "old token" not in made.stderr
    again = cli("serve", "token", "--rotate")
    assert "The old token no longer works" in again.stderr and again.stdout != made.stdout


def test_a_token_file_that_is_a_link_is_read_never_changed_and_refused_when_open_or_dangling(
    llm: FakeOpenAI, tmp_path: Path
) -> None:
    """A link to /etc/hostname made that file 0600 and its contents the token; a link to nowhere held `twin serve`
    and `twin serve token` at 100% CPU for ever."""
    home = make_home(tmp_path / "home")
    env = twin_env(home, llm.base_url)
    shared = tmp_path / "shared"
    shared.write_text("twin-not-secret\n", encoding="utf-8")
    shared.chmod(0o644)
    (home / "serve-token").symlink_to(shared)
    for command in (["serve", "token"], ["serve", "--port", "0"]):
        done = subprocess.run([TWIN, *command], env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 5 and "which others can read" in done.stderr, done.stderr[-2000:]
        assert f"chmod 600 {shared}" in done.stderr and "twin-not-secret" not in done.stdout + done.stderr
        assert shared.stat().st_mode & 0o777 == 0o644  # what the link points at is left as it was
    shared.chmod(0o600)  # the owner's own secret, kept elsewhere: read through the link
    shown = subprocess.run([TWIN, "serve", "token"], env=env, capture_output=True, text=True, timeout=60)
    assert (shown.returncode, shown.stdout.strip()) == (0, "twin-not-secret")
    (home / "serve-token").unlink()
    (home / "serve-token").symlink_to(tmp_path / "gone")
    for command in (["serve", "token"], ["serve", "--port", "0"]):
        done = subprocess.run([TWIN, *command], env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 5 and f"a link to {tmp_path / 'gone'}, which is not there" in done.stderr, done.stderr
        assert "Traceback" not in done.stderr


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


def test_twin_mcp_answers_every_request_of_a_client_that_wrote_them_all_and_closed_its_input(
    llm: FakeOpenAI, tmp_path: Path
) -> None:
    home = make_home(tmp_path / "home")
    Script(llm).add("extract", Reply(text='{"facts": []}', delay=0.5))  # the last answer waits on the model
    lines = [
        '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},'
        '"clientInfo":{"name":"test","version":"1"}}}',
        '{"jsonrpc":"2.0","method":"notifications/initialized"}',
        '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"facts","arguments":{}}}',
        '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"tell","arguments":{"text":"I live in Oslo"}}}',
    ]
    done = subprocess.run(
        [TWIN, "mcp", "alice"], input="\n".join(lines).encode() + b"\n", env=twin_env(home, llm.base_url),
        capture_output=True, timeout=60,
    )  # fmt: skip  # printf ... | twin mcp alice
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert [a["id"] for a in answers] == [1, 2, 3] and all("result" in a for a in answers), answers


def test_an_invalid_persona_is_left_out_at_start_and_the_others_are_served(llm: FakeOpenAI, tmp_path: Path) -> None:
    """An unfinished draft beside valid personas: the server starts with the valid ones and says, one log line a
    file, which was left out, why, and the next step. Named with --persona, or the only kind there is, it stops the
    start (exit status 3)."""
    home = make_home(tmp_path / "home")
    (home / "personas" / "draft.toml").write_text('name = "Draft"\n', encoding="utf-8")
    (home / "personas" / "broken.toml").write_text("name = \n", encoding="utf-8")  # not TOML at all
    served = Served(home, llm.base_url)
    try:
        assert {m.id for m in served.client().models.list()} == {"alice", "lin"}
        left = [line for line in served.lines if "is not served" in line]
        assert len(left) == 2, served.log
        assert "draft is not served: " in left[1] and "draft.toml has 2 problems. " in left[1]
        assert "`twin persona validate draft`" in left[1] and "broken.toml: " in left[0]
        with pytest.raises(openai.NotFoundError):
            served.client().chat.completions.create(model="draft", messages=[{"role": "user", "content": "hi"}])
    finally:
        served.stop()
    env = twin_env(home, llm.base_url)
    named = subprocess.run([TWIN, "serve", "--port", "0", "-p", "alice", "-p", "draft"], env=env,
                           capture_output=True, text=True, timeout=60)  # fmt: skip
    assert named.returncode == 3 and "draft.toml has 2 problems:" in named.stderr and "twin serve:" not in named.stderr
    for valid in ("alice", "lin"):
        (home / "personas" / f"{valid}.toml").unlink()
    none = subprocess.run([TWIN, "serve", "--port", "0"], env=env, capture_output=True, text=True, timeout=60)
    assert none.returncode == 3 and "None of the 2 personas" in none.stderr and "twin serve:" not in none.stderr


@pytest.mark.parametrize("option", ["--grace", "--idle-minutes"])
def test_nan_and_infinity_are_refused_like_other_bad_values(llm: FakeOpenAI, tmp_path: Path, option: str) -> None:
    home = make_home(tmp_path / "home")
    for value in ("nan", "inf", "-1"):
        done = subprocess.run(
            [TWIN, "serve", "--port", "0", option, value], env=twin_env(home, llm.base_url),
            capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert done.returncode == 2, (value, done.stderr[-2000:])
        assert option in done.stderr and "Traceback" not in done.stderr and "twin serve:" not in done.stderr


def test_the_session_header_empty_or_in_lower_case_and_a_refusal_in_the_history(served: Served, script: Script) -> None:
    client = served.client()
    script.add("chat", "first", "second", "third", "fourth")
    asked = [{"role": "user", "content": "my boat is called Wren"}]
    first = client.chat.completions.with_raw_response.create(model="alice", messages=asked)
    session = first.headers["x-twin-session"]
    lower = client.chat.completions.with_raw_response.create(
        model="alice", messages=[{"role": "user", "content": "and it is blue"}],
        extra_headers={"X-Twin-Session": session.lower()},
    )  # fmt: skip
    assert lower.headers["x-twin-session"] == session  # a ULID is read in either case
    empty = client.chat.completions.with_raw_response.create(
        model="alice", messages=[{"role": "user", "content": "a new thing"}], extra_headers={"X-Twin-Session": ""}
    )
    assert empty.headers["x-twin-session"] not in ("", session)  # as if there were none: a new session
    # another model refused once in the client's history: that assistant said so, and the conversation goes on
    history = [
        {"role": "user", "content": "tell me a secret"},
        {"role": "assistant", "content": [{"type": "refusal", "refusal": "I can't share that."}]},
        {"role": "user", "content": "fine, tell me about boats"},
    ]
    reply = client.chat.completions.create(model="alice", messages=history)  # type: ignore[arg-type]
    assert reply.choices[0].message.content == "fourth"
    assert "I can't share that." in json.dumps(script.requests("chat")[-1]["messages"])


def test_a_user_that_would_reorder_or_hide_text_is_refused_as_control_characters_are(served: Served) -> None:
    client = served.client()
    for name in ("\u202eevil", "bob\u200b", "\u2066x\u2069", "\ufeffann", "tab\there"):
        with pytest.raises(openai.BadRequestError) as refused:
            client.chat.completions.create(model="alice", messages=[{"role": "user", "content": "hi"}], user=name)
        assert refused.value.param == "user" and "bidi" in refused.value.message, name
    with pytest.raises(openai.BadRequestError) as refused:
        client.chat.completions.create(model="alice", messages=[{"role": "user", "content": "hi"}], user=7)
    assert refused.value.param == "user" and "a string" in refused.value.message


def test_the_spaces_around_a_user_are_not_part_of_the_name(served: Served, script: Script) -> None:
    client = served.client()
    said = [{"role": "user", "content": "spaces are no name"}]
    first = client.chat.completions.with_raw_response.create(model="alice", messages=said, user="Sam")
    said += [
        {"role": "assistant", "content": first.parse().choices[0].message.content},
        {"role": "user", "content": "so?"},
    ]
    then = client.chat.completions.with_raw_response.create(model="alice", messages=said, user="\u3000Sam ")
    session = first.headers["x-twin-session"]
    assert then.headers["x-twin-session"] == session  # the same person's conversation, going on
    [path] = (served.home / "data" / "alice" / "sessions").glob(f"*{session}.jsonl")
    assert json.loads(path.read_text(encoding="utf-8").splitlines()[0])["user"] == "Sam"


@pytest.mark.parametrize("field", ["max_tokens", "seed", "temperature"])
def test_a_number_of_thousands_of_digits_is_a_400_naming_its_field_not_a_body_that_is_not_json(
    served: Served, field: str
) -> None:
    """Python reads no integer of more than 4,300 digits: the body was said not to be JSON."""
    for digits in ("9" * 5000, "-" + "9" * 5000):
        body = '{"model":"alice","messages":[{"role":"user","content":"hi"}],"' + field + '":' + digits + "}"
        answer = _post(served, "/v1/chat/completions", body)
        assert answer.status_code == 400 and answer.json()["error"]["param"] == field, answer.text


@pytest.mark.parametrize(
    "field, value",
    [
        ("n", True),  # true == 1 in Python: it passed as one reply asked for
        ("n", 1.5),
        ("seed", 2**63),  # beyond 64 bits: it went on to the model
        ("seed", -(2**63) - 1),
        ("seed", True),
        ("max_tokens", True),
        ("max_tokens", 2**31),  # beyond 32 bits: llama.cpp would wrap it
        ("max_completion_tokens", False),
        ("max_completion_tokens", 10**30),
        ("temperature", True),
        ("top_p", False),
        ("presence_penalty", True),
        ("frequency_penalty", 10**400),
        ("stream_options.include_usage", "yes"),
    ],
)
def test_a_number_that_is_true_or_false_or_out_of_range_is_a_400_naming_it(
    served: Served, script: Script, field: str, value: Any
) -> None:
    extra = {"stream_options": {"include_usage": value}} if "." in field else {field: value}
    asked = len(script.requests("chat"))
    with pytest.raises(openai.BadRequestError) as refused:
        served.client().chat.completions.create(
            model="alice", messages=[{"role": "user", "content": "a number"}], extra_body=extra
        )
    assert refused.value.param == field and f"`{field}`" in refused.value.message
    assert refused.value.body["type"] == "invalid_request_error"  # type: ignore[index]
    assert len(script.requests("chat")) == asked  # the model was not asked
    assert "Traceback" not in served.log


def test_a_request_the_model_refuses_is_said_in_the_apis_words(served: Served, script: Script) -> None:
    script.add("chat", Reply(status=400, text="max_tokens is too large for this model"))
    with pytest.raises(openai.APIStatusError) as failed:
        served.client().chat.completions.create(model="alice", messages=[{"role": "user", "content": "hi there"}])
    assert failed.value.status_code == 502 and "max_tokens is too large" in failed.value.message
    assert "above" not in failed.value.message  # the chat's words: an HTTP error has no message above it


def test_headers_over_the_limit_get_an_openai_error(served: Served) -> None:
    bearer = {"Authorization": f"Bearer {served.token}"}
    assert httpx.get(served.url + "/models", headers={**bearer, "X-Big": "a" * (60 << 10)}).status_code == 200
    big = httpx.get(served.url + "/models", headers={**bearer, "X-Big": "a" * (100 << 10)})
    assert big.status_code == 431 and "64 KB" in big.json()["error"]["message"]


def test_a_client_that_leaves_before_its_body_is_sent_is_no_bug_and_the_next_is_served(served: Served) -> None:
    import socket
    from urllib.parse import urlsplit

    address = urlsplit(served.url)
    before = len(served.lines)  # the server is shared: only the lines of this request
    with socket.create_connection((address.hostname, address.port), timeout=30) as raw:
        raw.sendall(
            f"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {served.token}\r\n"
            'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"model":'.encode()
        )
        raw.shutdown(socket.SHUT_WR)  # 9 bytes of 100, and gone
        raw.recv(1000)
    lines = wait_for(lambda: [x for x in served.lines[before:] if "POST /v1/chat/completions" in x], what="log")
    assert " 400 " in lines[0] and not [x for x in served.lines[before:] if "unexpected" in x], served.log
    assert httpx.get(served.url + "/models", headers={"Authorization": f"Bearer {served.token}"}).status_code == 200


def _mcp(home: Path, llm: FakeOpenAI, body: Callable[[Any], Awaitable[Any]], *args: str) -> Any:
    """Run `body` with a session of `twin mcp alice ARGS` over stdio (the SDK's client)."""
    from mcp import ClientSession, StdioServerParameters, stdio_client

    params = StdioServerParameters(command=TWIN, args=["mcp", "alice", *args], env=twin_env(home, llm.base_url))

    async def main() -> Any:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            return await body(session)

    return anyio.run(main)


def test_mcp_tools_given_nothing_say_what_they_take(llm: FakeOpenAI, tmp_path: Path) -> None:
    home = make_home(tmp_path / "home")

    async def errors(session: Any) -> dict[str, str]:
        found = {}
        for tool, arguments in (("recall", {"query": " "}), ("search_sessions", {"query": ""}),
                                ("history", {"key": ""}), ("why", {"fact": "city"})):  # fmt: skip
            result = await session.call_tool(tool, arguments)
            assert result.is_error, tool
            found[tool] = "".join(getattr(c, "text", "") for c in result.content).split(": ", 1)[1]  # the SDK's
            # "Error executing tool NAME: " aside
        return found

    now = _mcp(home, llm, errors)
    assert now["recall"] == now["search_sessions"] and "Search for what?" in now["recall"]
    assert "takes a key" in now["history"] and "4 characters" not in now["history"]
    assert "holds now" in now["why"]
    then = _mcp(home, llm, errors, "--as-of", "2024-03-01")
    assert "held on 2024-03-01" in then["why"] and "now" not in then["why"]


MISFITS = [  # a tool, arguments that do not fit it, and what the error says of them
    ("recall", {"query": 5}, "`query` must be a string, not a number."),
    ("tell", {}, "`text` is missing: tell needs it (a string)."),
    ("facts", {"as_of": ["yesterday"]}, "`as_of` must be a string or null, not a list."),
    ("why", {"fact": True}, "`fact` must be a string, not a boolean."),
]


async def _misfits(session: Any) -> list[str]:
    said = []
    for tool, arguments, _ in MISFITS:
        result = await session.call_tool(tool, arguments)
        assert result.is_error, tool
        said.append("".join(getattr(c, "text", "") for c in result.content))
    return said


def test_mcp_tool_arguments_that_do_not_fit_are_said_plainly_over_stdio_and_http(
    llm: FakeOpenAI, tmp_path: Path, served: Served
) -> None:
    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    async def over_http() -> list[str]:
        client = create_mcp_http_client(headers={"Authorization": f"Bearer {served.token}"})
        async with client, streamable_http_client(served.url[:-3] + "/mcp/alice", http_client=client) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                return await _misfits(session)

    for said in (_mcp(make_home(tmp_path / "home"), llm, _misfits), anyio.run(over_http)):
        for text, (tool, _, plain) in zip(said, MISFITS, strict=True):
            assert text == f"Error executing tool {tool}: {plain}"  # not pydantic's report, its codes and link


def test_connections_that_send_nothing_are_closed_and_take_no_server_down(llm: FakeOpenAI, tmp_path: Path) -> None:
    """Under `ulimit -n 256`, 300 connections that sent nothing took every descriptor: the SDK's log handler then
    failed to import at asyncio's accept error, the event loop ended, and the process lived on answering nobody.
    Now the server answers again once they close, and one that sends nothing is closed after `[serve] header_seconds`
    (15 by default, 3 here)."""
    import socket
    import time

    head_seconds = 3
    Script(llm)
    home = make_home(tmp_path / "home")
    with (home / "twin.toml").open("a", encoding="utf-8") as settings:
        settings.write(f"\n[serve]\nheader_seconds = {head_seconds}\n")
    server = Served(home, llm.base_url, files=256)
    try:
        host, port = server.url.split("//")[1].split("/")[0].split(":")
        idle = []
        for _ in range(300):
            try:
                idle.append(socket.create_connection((host, int(port)), timeout=5))
            except OSError:
                break
        time.sleep(2)  # the server runs out of descriptors accepting them
        for sock in idle:
            sock.close()
        reply = wait_for(
            lambda: _answered(server), timeout=30, what="an answer after the idle connections closed:\n" + server.log
        )
        assert reply == "ok"
        silent = socket.create_connection((host, int(port)), timeout=head_seconds + 15)
        started = time.monotonic()
        assert silent.recv(1) == b""  # closed by the server, not by this timeout
        assert head_seconds - 1 <= time.monotonic() - started < head_seconds + 10
        silent.close()
    finally:
        assert server.stop() in (0, -15, 143), server.log
    # the memory worker may meet the flood too, and says which file it could not open for want of a descriptor (its
    # extraction log, a module it imports, or the eras' lock when a diary came due then: CI, 2026-12-07); nothing else
    # may fail
    wrong = [
        line
        for line in server.log.splitlines()
        if "Traceback" in line or ("Could not use" in line and "Too many open files" not in line)
    ]
    assert not wrong, "\n".join(wrong[:20])
    # asyncio's error at each accept said once, not at each of 2,048 accepts a tick (nor its retries after the stop,
    # as "ValueError: Invalid file descriptor: -1": CI, 2026-12-07)
    assert server.log.count("every file descriptor is in use") <= 1, server.log[-3000:]


def _answered(server: Served) -> str | None:
    try:
        done = server.client(timeout=5).chat.completions.create(
            model="alice", messages=[{"role": "user", "content": "hello"}]
        )
    except openai.APIError:
        return None
    return done.choices[0].message.content


def test_twin_mcp_records_a_statement_at_once_though_another_waits_on_the_model(
    llm: FakeOpenAI, tmp_path: Path
) -> None:
    """Two `tell`s back to back while the model takes seconds to extract, then the client stops the process (as MCP
    clients do after closing its input): the second statement waited behind the first's extraction with nothing on
    disk, and was lost. Now each is recorded as it comes; what memory owes them is done at the next start."""
    import signal

    from tests.chatkit import records

    home = make_home(tmp_path / "home")
    Script(llm).add("extract", Reply(text='{"facts": []}', delay=20))  # the model, still thinking when stopped
    proc = subprocess.Popen(
        [TWIN, "mcp", "alice"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=twin_env(home, llm.base_url),
    )  # fmt: skip
    assert proc.stdin is not None
    for line in (
        '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},'
        '"clientInfo":{"name":"test","version":"1"}}}',
        '{"jsonrpc":"2.0","method":"notifications/initialized"}',
        '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"tell","arguments":{"text":"I live in Oslo"}}}',
        '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"tell","arguments":{"text":"my dog is Rex"}}}',
    ):
        proc.stdin.write(line.encode() + b"\n")
        proc.stdin.flush()

    def told() -> list[str]:
        files = sorted((home / "data" / "alice" / "sessions").glob("*.jsonl"))
        return [r["text"] for f in files for r in records(f) if r.get("kind") == "turn" and r.get("role") == "user"]

    wait_for(lambda: told(), timeout=30, what="the first statement on disk")
    wait_for(lambda: len(told()) == 2, timeout=3, what="the second on disk while the first waits on the model")
    proc.send_signal(signal.SIGTERM)  # the client, done waiting
    proc.wait(30)
    assert sorted(told()) == ["I live in Oslo", "my dog is Rex"]  # (the SDK runs tool calls side by side)


def test_a_request_whose_body_is_still_coming_when_the_server_stops_is_told_503(
    llm: FakeOpenAI, tmp_path: Path
) -> None:
    """It was read before the request was counted among those waiting: the stop cancelled it as uvicorn's, a bare
    500 for the client and a traceback in the log."""
    import signal
    import socket
    import time

    Script(llm)
    server = Served(make_home(tmp_path / "home"), llm.base_url, "--grace", "1")
    host, port = server.url.split("//")[1].split("/")[0].split(":")
    sock = socket.create_connection((host, int(port)), timeout=60)
    sock.sendall(
        b"POST /v1/chat/completions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
        b"Authorization: Bearer " + server.token.encode() + b'\r\nContent-Length: 400\r\n\r\n{"model": "alice", '
    )
    time.sleep(0.5)  # the request is in; its body never ends
    server.proc.send_signal(signal.SIGTERM)
    answer = b""
    while chunk := sock.recv(65536):
        answer += chunk
    sock.close()
    assert answer.startswith(b"HTTP/1.1 503"), answer[:300]
    assert b"server_stopping" in answer
    assert server.proc.wait(60) in (0, -15, 143)
    assert "Traceback" not in server.log, server.log


def test_twin_mcp_answers_a_request_without_a_method_or_with_one_that_is_no_name_by_its_id(
    llm: FakeOpenAI, tmp_path: Path
) -> None:
    """`{"jsonrpc":"2.0","id":2}` got no answer at all (read as a response), and a method of 5 was answered with
    id null: either way the client waited for ever on its id."""
    lines = [
        '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},'
        '"clientInfo":{"name":"test","version":"1"}}}',
        '{"jsonrpc":"2.0","method":"notifications/initialized"}',
        '{"jsonrpc":"2.0","id":2}',
        '{"jsonrpc":"2.0","id":3,"method":5}',
        '{"jsonrpc":"2.0","id":4,"result":{}}',  # a response (to nothing asked): no answer
        '{"jsonrpc":"2.0","id":5,"method":"tools/list"}',
    ]
    done = subprocess.run(
        [TWIN, "mcp", "alice"], input="\n".join(lines).encode() + b"\n",
        env=twin_env(make_home(tmp_path / "home"), llm.base_url), capture_output=True, timeout=60,
    )  # fmt: skip
    answers = {a["id"]: a for a in map(json.loads, done.stdout.splitlines())}
    assert sorted(answers, key=str) == [1, 2, 3, 5], answers
    assert answers[2]["error"]["code"] == answers[3]["error"]["code"] == -32600 and "result" in answers[5]


def test_a_path_with_a_slash_at_its_end_is_answered_never_redirected_out_of_a_proxys_prefix(
    served: Served, script: Script
) -> None:
    """Behind the README's proxy (https://twins.example.org/sam/... to this server, the /sam prefix taken off), a
    redirect from /v1/chat/completions/ to /v1/chat/completions sent the client to https://twins.example.org/v1/...,
    which the proxy does not route."""
    script.add("chat", "Hello from behind the proxy.")
    proxied = {"Authorization": f"Bearer {served.token}", "Host": "twins.example.org", "X-Forwarded-Proto": "https"}
    body = {"model": "alice", "messages": [{"role": "user", "content": "hello through a proxy"}]}
    reply = httpx.post(served.url + "/chat/completions/", json=body, headers=proxied, timeout=30)
    assert reply.status_code == 200, (reply.status_code, reply.headers.get("location"))
    assert reply.json()["choices"][0]["message"]["content"] == "Hello from behind the proxy."
    for path in ("/models/", "/models/alice/"):
        found = httpx.get(served.url + path, headers=proxied, timeout=30)
        assert found.status_code == 200 and "alice" in found.text, (path, found.status_code)
    bare = served.url[:-3]
    assert httpx.get(bare + "/healthz/", headers=proxied, timeout=30).json()["status"] == "ok"

    async def lend(path: str) -> set[str]:  # an MCP client given the address with a slash at its end
        from mcp import ClientSession
        from mcp.client.streamable_http import streamable_http_client

        async with httpx.AsyncClient(headers=proxied, timeout=30) as client:  # a redirect is not followed
            async with streamable_http_client(bare + path, http_client=client) as (read, write, *_):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    return {t.name for t in (await session.list_tools()).tools}

    assert "recall" in anyio.run(lend, "/mcp/") and "recall" in anyio.run(lend, "/mcp/alice/")
    gone = httpx.get(served.url + "/nothing/", headers=proxied, timeout=30)
    assert gone.status_code == 404 and gone.json()["error"]["code"] == "unknown_url"


def test_a_web_page_calls_the_api_from_a_browser_only_when_its_origin_is_allowed(
    llm: FakeOpenAI, served: Served, tmp_path: Path
) -> None:
    """A chat app that calls the API from the browser (NextChat, LobeChat on the web) needs the server to name its
    origin (CORS): the browser's preflight, which carries no token, got a 401, and the page saw only "CORS error".
    Allowed in twin.toml, the page gets its answers, the token still decides each request, and a page that is not
    allowed is told no, with the setting that would allow it in the server's log."""
    script = Script(llm)
    script.defaults["chat"] = "Hello from the twin."
    asking = {"Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization,x-stainless-os"}
    # nothing allowed (the module's server): as before, and the log says how
    refused = httpx.options(served.url + "/chat/completions", headers={"Origin": "http://localhost:3000", **asking})
    assert refused.status_code == 401 and "access-control-allow-origin" not in refused.headers
    wait_for(lambda: "a web page at http://localhost:3000 asked to call this server" in served.log)
    assert 'add "http://localhost:3000" to allow_origins under [serve] in twin.toml' in served.log
    home = make_home(tmp_path / "home")
    settings = (home / "twin.toml").read_text(encoding="utf-8")
    (home / "twin.toml").write_text(
        settings + '\n[serve]\nallow_origins = ["HTTP://localhost:3000/", "https://chat.example.org:443"]\n',
        encoding="utf-8",
    )  # as pasted from the address bar
    server = Served(home, llm.base_url, "--persona", "alice")
    page = {"Origin": "http://localhost:3000"}
    try:
        asked = httpx.options(server.url + "/chat/completions", headers={**page, **asking})
        assert asked.status_code == 200 and asked.headers["access-control-allow-origin"] == "http://localhost:3000"
        assert "authorization" in asked.headers["access-control-allow-headers"]
        secure = httpx.options(
            server.url + "/chat/completions", headers={"Origin": "https://chat.example.org", **asking}
        )
        assert secure.headers.get("access-control-allow-origin") == "https://chat.example.org"  # sent without :443
        body = {"model": "alice", "messages": [{"role": "user", "content": "hi from a web page"}]}
        answered = httpx.post(
            server.url + "/chat/completions", json=body, headers={**page, "Authorization": f"Bearer {server.token}"}
        )
        assert answered.status_code == 200, answered.text
        assert answered.json()["choices"][0]["message"]["content"] == "Hello from the twin."
        assert answered.headers["access-control-allow-origin"] == "http://localhost:3000"
        assert "X-Twin-Session" in answered.headers["access-control-expose-headers"]  # the page may read it
        untold = httpx.post(server.url + "/chat/completions", json=body, headers=page)  # the token still decides
        assert untold.status_code == 401 and untold.headers["access-control-allow-origin"] == "http://localhost:3000"
        other = httpx.options(
            server.url + "/chat/completions", headers={"Origin": "https://elsewhere.example", **asking}
        )
        assert other.status_code == 401 and "access-control-allow-origin" not in other.headers
        wait_for(lambda: "a web page at https://elsewhere.example asked" in server.log)
    finally:
        server.stop()
    said = [t["text"] for t in turns(home) if t["role"] == "user"]
    assert said == ["hi from a web page"]  # once: the request without the token wrote nothing


def test_an_origin_that_is_not_one_is_a_problem_of_twin_toml(cli, home_with_personas: Path) -> None:
    (home_with_personas / "twin.toml").write_text(
        '[serve]\nallow_origins = ["https://chat.example.org/app", "localhost:3000", "*"]\n', encoding="utf-8"
    )
    result = cli("serve", "--port", "0")
    assert result.exit_code == 3, result.output
    assert "serve.allow_origins: 'https://chat.example.org/app' is not an origin: a browser names" in result.stderr
    assert "serve.allow_origins: 'localhost:3000' is not an origin: it is a scheme, a host and a port" in result.stderr
