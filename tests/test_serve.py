"""`twin serve`: the real openai client against the server started as a subprocess, the fake model behind it.

One server serves most tests of this file (its home is theirs to look at); the tests of stopping, of idle
conversations and of a chat afterwards start their own.
"""

from __future__ import annotations

import contextlib
import json
import signal
import stat
import subprocess
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from tests.chatkit import TWIN, files_holding, records, session_files, system_prompt
from tests.fakeserver import FakeOpenAI, Reply
from tests.memorykit import Script, fact, facts_json, kind_of
from tests.servekit import ANNOUNCE, Served, hangup_heard, make_home, twin_env, wait_for


@pytest.fixture
def script(llm: FakeOpenAI) -> Script:
    """The fake model answering by request kind, afresh for each test."""
    llm.requests.clear()
    return Script(llm)


def sessions(home: Path) -> dict[str, list[dict[str, Any]]]:
    """Each session file's records, by session id."""
    return {path.stem[17:]: records(path) for path in session_files(home)}


def turns_of(home: Path, session: str) -> list[dict[str, Any]]:
    return [r for r in sessions(home)[session] if r["kind"] == "turn"]


def test_models_are_the_personas_with_their_names_and_languages(served: Served) -> None:
    models = {m.id: m for m in served.client().models.list()}
    assert set(models) == {"alice", "lin"}
    assert models["lin"].model_dump()["name"] == "林" and models["lin"].model_dump()["language"] == "zh"
    health = httpx.get(served.url[:-3] + "/healthz", headers={"Authorization": f"Bearer {served.token}"})
    assert health.status_code == 200 and health.json()["twins"] == ["alice", "lin"]


def test_a_reply_in_one_piece_is_recorded_like_a_chat_turn(served: Served, script: Script) -> None:
    script.add("chat", "Glad you came by.")
    raw = served.client().chat.completions.with_raw_response.create(
        model="alice", messages=[{"role": "user", "content": "hello from the API"}], user="Sam"
    )
    reply = raw.parse()
    session = raw.headers["x-twin-session"]
    assert reply.object == "chat.completion" and reply.model == "alice"
    assert reply.choices[0].message.content == "Glad you came by." and reply.choices[0].finish_reason == "stop"
    assert (
        reply.usage is not None
        and reply.usage.total_tokens == reply.usage.prompt_tokens + reply.usage.completion_tokens
    )
    header = sessions(served.home)[session][0]
    assert header["via"] == "serve" and header["user"] == "Sam"  # `user` names who is talking, as --user does
    said = turns_of(served.home, session)
    assert [(t["role"], t["text"], t.get("status")) for t in said] == [
        ("user", "hello from the API", None),
        ("assistant", "Glad you came by.", "ok"),
    ]
    assert "Sam" in system_prompt(script.requests("chat")[0])


def test_a_name_on_the_persons_message_says_who_said_it_over_user(served: Served, script: Script) -> None:
    """OpenAI's `name` of a message ("an optional name for the participant"), where a group chat's front end puts
    who is speaking: the last message's names who said that turn, over the request's `user`, checked as `user` is."""
    client = served.client()
    said = [{"role": "user", "content": "Kim here, back from Oslo", "name": "Kim"}]
    first = client.chat.completions.with_raw_response.create(model="alice", messages=said, user="Sam")
    session = first.headers["x-twin-session"]
    assert sessions(served.home)[session][0]["user"] == "Kim"
    assert "Kim" in system_prompt(script.requests("chat")[-1])
    said += [
        {"role": "assistant", "content": first.parse().choices[0].message.content or ""},
        {"role": "user", "content": "and you?", "name": " Kim "},
    ]
    then = client.chat.completions.with_raw_response.create(model="alice", messages=said)
    assert then.headers["x-twin-session"] == session  # Kim's conversation goes on, as one of a `user` does
    listed = subprocess.run(
        [TWIN, "sessions", "list", "alice", "--json"], env=served.env, capture_output=True, text=True, check=True
    )
    assert [s["user"] for s in json.loads(listed.stdout) if s["id"] == session] == ["Kim"]
    for name, why in (("\u202eevil", "bidi"), ("tab\there", "control"), (7, "a string")):
        with pytest.raises(openai.BadRequestError) as refused:
            client.chat.completions.create(
                model="alice",
                messages=[{"role": "system", "content": "be brief"}, {"role": "user", "content": "hi", "name": name}],  # type: ignore[list-item,misc]
            )
        assert refused.value.param == "messages[1].name" and why in refused.value.message, refused.value.message
        assert "`messages[1].name`" in refused.value.message


def test_a_streamed_reply_comes_in_openai_chunks_with_usage(served: Served, script: Script) -> None:
    script.add("chat", Reply(text="a reply that comes in several pieces", chunk_size=5))
    stream = served.client().chat.completions.create(
        model="alice",
        messages=[{"role": "user", "content": "stream it please"}],
        stream=True,
        stream_options={"include_usage": True},
    )
    chunks = list(stream)
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == "a reply that comes in several pieces"
    assert [c.choices[0].finish_reason for c in chunks if c.choices][-1] == "stop"
    assert chunks[-1].choices == [] and chunks[-1].usage is not None and chunks[-1].usage.completion_tokens > 0
    assert len({c.id for c in chunks}) == 1


def test_the_first_words_go_at_once_and_the_last_only_once_the_reply_is_on_disk(served: Served, script: Script) -> None:
    script.add("chat", Reply(text="Hello there, friend.", chunk_size=10, chunk_delay=1.5))
    with served.client().chat.completions.with_streaming_response.create(
        model="alice", messages=[{"role": "user", "content": "say hello slowly"}], stream=True
    ) as response:
        session = response.headers["x-twin-session"]
        seen, on_disk = [], []
        began = time.monotonic()
        for line in response.iter_lines():
            if not line.startswith("data: {"):
                continue
            piece = "".join(c["delta"].get("content") or "" for c in json.loads(line[6:])["choices"])
            if piece:
                seen.append((piece, time.monotonic() - began))
                replies = [t for t in turns_of(served.home, session) if t["role"] == "assistant"]
                on_disk.append(bool(replies) and replies[0]["text"] == "Hello there, friend.")
    assert "".join(p for p, _ in seen) == "Hello there, friend."
    assert seen[0] == ("Hello the", pytest.approx(0.0, abs=1.2))  # not waiting 1.5 s for the second piece
    assert on_disk[-1] and not on_disk[0]  # the last character only once the reply was recorded


def test_the_token_is_asked_of_every_request_and_kept_for_its_owner_only(served: Served) -> None:
    with pytest.raises(openai.AuthenticationError) as wrong:
        served.client(api_key="twin-not-the-token").models.list()
    assert wrong.value.status_code == 401 and "twin serve token" in wrong.value.message
    assert httpx.get(served.url + "/models").status_code == 401
    assert httpx.get(served.url[:-3] + "/healthz").status_code == 401
    path = served.home / "serve-token"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and path.read_text().strip() == served.token
    # the token is in no log and no data file
    assert served.token not in served.log
    data = b"".join(p.read_bytes() for p in (served.home / "data").rglob("*.jsonl"))
    assert served.token.encode() not in data and b"sk-test-secret-key" not in data


def test_unknown_persona_bad_requests_and_big_ones_get_openai_errors(served: Served) -> None:
    client = served.client()
    with pytest.raises(openai.NotFoundError) as unknown:
        client.chat.completions.create(model="bob", messages=[{"role": "user", "content": "hi"}])
    assert unknown.value.code == "model_not_found" and "alice, lin" in unknown.value.message
    with pytest.raises(openai.BadRequestError) as last:
        client.chat.completions.create(model="alice", messages=[{"role": "assistant", "content": "hi"}])
    assert "last message" in last.value.message
    image = [{"type": "image_url", "image_url": {"url": "data:,"}}]
    with pytest.raises(openai.BadRequestError) as picture:
        client.chat.completions.create(model="alice", messages=[{"role": "user", "content": image}])  # type: ignore[misc,list-item]
    assert "text only" in picture.value.message
    headers = {"Authorization": f"Bearer {served.token}", "Content-Type": "application/json"}
    bad = httpx.post(served.url + "/chat/completions", content=b"{not json", headers=headers)
    assert bad.status_code == 400 and bad.json()["error"]["type"] == "invalid_request_error"
    huge = httpx.post(served.url + "/chat/completions", content=b" " * (5 << 20), headers=headers)
    assert huge.status_code == 413
    deep = httpx.post(served.url + "/chat/completions", content=b"[" * 100_000 + b"]" * 100_000, headers=headers)
    assert deep.status_code == 400 and "nested too deeply" in deep.json()["error"]["message"]
    listed = httpx.post(served.url + "/chat/completions", json={"model": ["alice"], "messages": []}, headers=headers)
    assert listed.status_code == 400 and listed.json()["error"]["message"].startswith("`model` must be a string")
    got = httpx.get(served.url + "/chat/completions", headers=headers)
    assert got.status_code == 405 and got.headers["allow"] == "POST"
    assert got.json()["error"]["message"] == "/v1/chat/completions does not take GET: use POST."
    forged = httpx.get(served.url + "/models%0AGET /v1/forged 200 1 ms", headers=headers)
    assert forged.status_code == 404
    assert not [line for line in served.lines if line.startswith("GET /v1/forged")]  # one request, one log line
    assert "Traceback" not in served.log


def test_sampling_parameters_reach_the_model_and_what_a_twin_cannot_do_is_refused(
    served: Served, script: Script
) -> None:
    client = served.client()
    script.add("chat", "sampled as asked")
    raw = client.chat.completions.with_raw_response.create(
        model="alice", messages=[{"role": "user", "content": "answer briefly"}], temperature=0.3, top_p=0.9,
        max_completion_tokens=40, stop=["END", "\n\n"], seed=7, extra_body={"my_extension": 1},
    )  # fmt: skip
    assert raw.parse().choices[0].message.content == "sampled as asked"
    assert raw.headers["x-twin-ignored"] == "my_extension"  # what the server did not know is named, not hidden
    sent = script.requests("chat")[-1]
    assert (sent["temperature"], sent["top_p"], sent["max_tokens"], sent["seed"]) == (0.3, 0.9, 40, 7)
    assert sent["stop"] == ["END", "\n\n"]
    script.add("chat", "the twin's own settings")
    client.chat.completions.create(model="alice", messages=[{"role": "user", "content": "and now?"}])
    plain = script.requests("chat")[-1]
    assert "seed" not in plain and "stop" not in plain and plain["max_tokens"] != 40
    tool = {"type": "function", "function": {"name": "lookup", "parameters": {"type": "object"}}}
    refused = {
        "tools": {"tools": [tool]},
        "n": {"n": 2},
        "response_format": {"response_format": {"type": "json_object"}},
        "logprobs": {"logprobs": True},
        "temperature": {"temperature": 5},
        "max_tokens": {"max_tokens": 0},
        "stop": {"stop": ["a", "b", "c", "d", "e"]},
    }
    asked = len(script.requests("chat"))
    for param, extra in refused.items():
        with pytest.raises(openai.BadRequestError) as error:
            client.chat.completions.create(
                model="alice", messages=[{"role": "user", "content": "hi"}], extra_body=extra
            )
        assert error.value.param == param and f"`{param}`" in error.value.message, param
    assert len(script.requests("chat")) == asked  # refused before anything was recorded or asked


def test_earlier_messages_or_the_header_find_the_session_and_a_regenerate_is_a_retry(
    served: Served, script: Script
) -> None:
    client = served.client()
    script.add("chat", "first answer", "second answer", "third answer", "answer again")
    first = client.chat.completions.with_raw_response.create(
        model="alice", messages=[{"role": "user", "content": "my name is Robin"}]
    )
    session = first.headers["x-twin-session"]
    history = [{"role": "user", "content": "my name is Robin"}, {"role": "assistant", "content": "first answer"}]
    second = client.chat.completions.with_raw_response.create(
        model="alice", messages=[*history, {"role": "user", "content": "and I live in Lyon"}]
    )
    assert second.headers["x-twin-session"] == session  # matched by what the client sent before
    third = client.chat.completions.with_raw_response.create(
        model="alice",
        messages=[{"role": "user", "content": "what about tomorrow"}],
        extra_headers={"X-Twin-Session": session},
    )
    assert third.headers["x-twin-session"] == session  # named by the header
    said = [(t["role"], t["text"]) for t in turns_of(served.home, session)]
    assert said == [
        ("user", "my name is Robin"),
        ("assistant", "first answer"),
        ("user", "and I live in Lyon"),
        ("assistant", "second answer"),
        ("user", "what about tomorrow"),
        ("assistant", "third answer"),
    ]
    # the client regenerates the last reply: it sends the same history and the same last message again
    history += [
        {"role": "user", "content": "and I live in Lyon"},
        {"role": "assistant", "content": "second answer"},
    ]
    again = client.chat.completions.with_raw_response.create(
        model="alice", messages=[*history, {"role": "user", "content": "what about tomorrow"}]
    )
    assert again.headers["x-twin-session"] == session and again.parse().choices[0].message.content == "answer again"
    last = turns_of(served.home, session)[-1]
    assert last["retry_of"] == turns_of(served.home, session)[-2]["id"]
    assert [t["text"] for t in turns_of(served.home, session)].count("what about tomorrow") == 1


def test_the_sdks_own_retries_of_a_first_message_are_one_conversation_and_two_headers_must_agree(
    served: Served, script: Script
) -> None:
    """The openai SDK sends a request again after a 5xx, twice by default: a first message whose reply failed was
    kept three times, in three sessions. Two X-Twin-Session values were taken as the first, or a 400 when joined."""
    script.add("chat", Reply(status=503), Reply(status=503), "here at last")
    before = set(sessions(served.home))
    answer = served.client(max_retries=2).chat.completions.with_raw_response.create(
        model="alice", messages=[{"role": "user", "content": "the retry probe"}]
    )
    assert answer.parse().choices[0].message.content == "here at last"
    [session] = set(sessions(served.home)) - before
    assert answer.headers["x-twin-session"] == session
    said = turns_of(served.home, session)
    assert [t["text"] for t in said if t["role"] == "user"] == ["the retry probe"]  # once
    assert said[-1]["text"] == "here at last"
    client = served.client()
    script.add("chat", "a new chat")  # the same first words from a client that did not retry: a new conversation
    fresh = client.chat.completions.with_raw_response.create(
        model="alice", messages=[{"role": "user", "content": "the retry probe"}]
    )
    assert fresh.headers["x-twin-session"] != session
    script.add("chat", "another answer")  # a retry (its first try never reached the twin) of the same first words:
    retried = httpx.post(  # not the answered conversation that opens with them
        served.url + "/chat/completions",
        headers={"Authorization": f"Bearer {served.token}", "X-Stainless-Retry-Count": "1"},
        json={"model": "alice", "messages": [{"role": "user", "content": "the retry probe"}]},
        timeout=30,
    )
    assert retried.status_code == 200
    assert retried.headers["x-twin-session"] not in (session, fresh.headers["x-twin-session"])
    odd = httpx.post(
        served.url + "/chat/completions",
        headers={"Authorization": f"Bearer {served.token}", "X-Stainless-Retry-Count": "\u00b2".encode()},
        json={"model": "alice", "messages": [{"role": "user", "content": "hi"}]},
        timeout=30,
    )
    assert odd.status_code != 500
    for headers in ([("X-Twin-Session", session), ("X-Twin-Session", fresh.headers["x-twin-session"])],
                    [("X-Twin-Session", f"{session}, {fresh.headers['x-twin-session']}")]):  # fmt: skip
        refused = httpx.post(
            served.url + "/chat/completions",
            headers=[("Authorization", f"Bearer {served.token}"), *headers],
            json={"model": "alice", "messages": [{"role": "user", "content": "which one?"}]},
            timeout=30,
        )
        assert refused.status_code == 400 and "names 2 sessions" in refused.json()["error"]["message"], refused.text
    same = httpx.post(
        served.url + "/chat/completions",
        headers=[("Authorization", f"Bearer {served.token}"), ("X-Twin-Session", session), ("X-Twin-Session", session)],
        json={"model": "alice", "messages": [{"role": "user", "content": "still you?"}]},
        timeout=30,
    )
    assert same.status_code == 200 and same.headers["x-twin-session"] == session


def test_a_regenerated_completion_has_its_own_id_the_same_in_all_its_chunks(served: Served, script: Script) -> None:
    client = served.client()
    script.add("chat", "the first answer", Reply(text="the answer asked again", chunk_size=4), "and a third")
    asked = [{"role": "user", "content": "what is a good name for a boat?"}]
    first = client.chat.completions.with_raw_response.create(model="alice", messages=asked)
    session = {"X-Twin-Session": first.headers["x-twin-session"]}
    again = list(client.chat.completions.create(model="alice", messages=asked, stream=True, extra_headers=session))
    third = client.chat.completions.create(model="alice", messages=asked, extra_headers=session)
    ids = {c.id for c in again}
    assert len(ids) == 1 and first.parse().id not in ids and third.id not in ids | {first.parse().id}
    user_turn, *replies = turns_of(served.home, session["X-Twin-Session"])
    assert [r["text"] for r in replies] == ["the first answer", "the answer asked again", "and a third"]
    # the id names the person's turn and which reply to it this is: a client or the owner finds the turn
    assert [first.parse().id, *ids, third.id] == [f"chatcmpl-{user_turn['id']}{n}" for n in ("", "-2", "-3")]


def test_an_edited_persona_is_taken_at_the_next_request_and_a_broken_edit_is_not(
    served: Served, script: Script
) -> None:
    client = served.client()
    path = served.home / "personas" / "alice.toml"
    original = path.read_text(encoding="utf-8")
    script.add("chat", "before", "after", "still", "again")
    try:
        first = client.chat.completions.with_raw_response.create(
            model="alice", messages=[{"role": "user", "content": "who are you today?"}]
        )
        session = first.headers["x-twin-session"]
        path.write_text(original.replace("I'm Alice.", "I'm Alice, keeper of the lighthouse.", 1), encoding="utf-8")
        second = client.chat.completions.with_raw_response.create(
            model="alice", messages=[{"role": "user", "content": "and now?"}], extra_headers={"X-Twin-Session": session}
        )
        assert "keeper of the lighthouse" in system_prompt(script.requests("chat")[-1])
        # a session is one version's: the edit begins the next one, and the earlier one takes no more turns
        moved = second.headers["x-twin-session"]
        assert (
            moved != session
            and sessions(served.home)[moved][0]["persona_hash"] != sessions(served.home)[session][0]["persona_hash"]
        )
        assert [t["text"] for t in turns_of(served.home, session)] == ["who are you today?", "before"]
        path.write_text(original + "\n[identity\n", encoding="utf-8")  # not TOML: the version served stays
        for words in ("still there?", "really?"):
            client.chat.completions.create(
                model="alice", messages=[{"role": "user", "content": words}], extra_headers={"X-Twin-Session": moved}
            )
            assert "keeper of the lighthouse" in system_prompt(script.requests("chat")[-1])
        assert len([line for line in served.lines if "edited persona file is not taken" in line]) == 1
        path.unlink()  # deleted: the version served stays, said once (it was served in silence)
        for words in ("anyone there?", "hello?"):
            client.chat.completions.create(
                model="alice", messages=[{"role": "user", "content": words}], extra_headers={"X-Twin-Session": moved}
            )
        assert len([line for line in served.lines if "the persona file alice.toml is gone" in line]) == 1
    finally:
        path.write_text(original, encoding="utf-8")


def test_system_messages_are_the_programs_instructions_never_the_persons_words(served: Served, script: Script) -> None:
    raw = served.client().chat.completions.with_raw_response.create(
        model="alice",
        messages=[
            {"role": "system", "content": "Answer in haiku. The user lives in Atlantis."},
            {"role": "user", "content": "tell me about your day"},
        ],
    )
    session = raw.headers["x-twin-session"]
    wait_for(lambda: script.requests("extract"), what="extraction")
    prompt = system_prompt(script.requests("chat")[0])
    assert "[instructions from the program]" in prompt and prompt.endswith("The user lives in Atlantis.")
    text = "\n".join(json.dumps(r) for r in sessions(served.home)[session])
    assert "Atlantis" not in text  # never stored as anyone's words
    assert all("Atlantis" not in m["content"] for r in script.requests("extract") for m in r["messages"])
    assert turns_of(served.home, session)[-1]["instructions"] == 1


def test_earlier_messages_no_session_holds_are_the_programs_transcript_never_the_persons_words(
    served: Served, script: Script
) -> None:
    examples = [  # a client's own few-shot messages: the program's words, in both roles
        {"role": "user", "content": "I keep bees on Mars."},
        {"role": "assistant", "content": "Martian bees, noted: answer in one line."},
        {"role": "user", "content": "My sister Ottoline lives in Atlantis."},
        {"role": "assistant", "content": "Atlantis, got it."},
    ]
    script.add("chat", "One line: fine.", "Still one line.")
    first = served.client().chat.completions.with_raw_response.create(
        model="alice",
        messages=[
            {"role": "system", "content": "Be brief."},
            *examples,
            {"role": "user", "content": "how was the harvest?"},
        ],  # fmt: skip
    )
    session = first.headers["x-twin-session"]
    wait_for(lambda: script.requests("extract"), what="extraction")
    sent = script.requests("chat")[-1]["messages"]
    # the model sees them as the conversation so far, before the session's own turn, labelled as the program's
    assert [(m["role"], m["content"]) for m in sent[1:]] == [
        *((m["role"], m["content"]) for m in examples),
        ("user", "how was the harvest?"),
    ]
    assert sent[0]["role"] == "system"
    assert "[the conversation before, from the program] the first 4 messages" in sent[0]["content"]
    # nothing of them is recorded or extracted from: the person said one thing
    said = turns_of(served.home, session)
    assert [(t["role"], t["text"]) for t in said] == [
        ("user", "how was the harvest?"),
        ("assistant", "One line: fine."),
    ]
    assert said[-1]["given"] == 4
    text = "\n".join(json.dumps(r) for r in sessions(served.home)[session])
    assert "Mars" not in text and "Ottoline" not in text
    assert all("Ottoline" not in m["content"] for r in script.requests("extract") for m in r["messages"])
    # the next request sends them again, then what the session said: it goes on in the same session
    again = served.client().chat.completions.with_raw_response.create(
        model="alice",
        messages=[*examples, {"role": "user", "content": "how was the harvest?"},
                  {"role": "assistant", "content": "One line: fine."}, {"role": "user", "content": "and the honey?"}],
    )  # fmt: skip
    assert again.headers["x-twin-session"] == session
    assert [m["content"] for m in script.requests("chat")[-1]["messages"][1:]] == [
        *(m["content"] for m in examples),
        "how was the harvest?",
        "One line: fine.",
        "and the honey?",
    ]
    assert [t["text"] for t in turns_of(served.home, session)][-2:] == ["and the honey?", "Still one line."]


def test_a_regenerate_after_its_session_ended_never_says_again_what_was_forgotten_since(
    llm: FakeOpenAI, tmp_path: Path
) -> None:
    """A client kept the conversation through a restart; the person forgot their city meanwhile, then pressed
    regenerate on the reply to the message that told it. The message came again as the new one of a request, was
    kept as said now, and the city held again: in every later prompt, its words unmasked everywhere."""
    llm.requests.clear()
    script = Script(llm)
    told = "I live in Zagreb"

    def answer(body: dict[str, Any]) -> Reply | str:  # the model reads the city wherever it is shown the words
        if kind_of(body) == "extract":
            return facts_json(fact("user", "city", "Zagreb", told)) if told in json.dumps(body) else facts_json()
        return script.respond(body)

    llm.responder = answer
    home = make_home(tmp_path / "home")
    hello = [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "Hello there, how are you?"}]
    messages = [*hello, {"role": "user", "content": told}]
    server = Served(home, llm.base_url, "--persona", "alice")
    try:
        script.add("chat", hello[1]["content"], "Zagreb, lovely.")
        server.client().chat.completions.create(model="alice", messages=hello[:1])
        server.client().chat.completions.create(model="alice", messages=messages)
        wait_for(lambda: cli_facts(server), what="the city learned")
    finally:
        server.stop()
    done = subprocess.run([TWIN, "memory", "forget", "alice", "city"], env=server.env, capture_output=True)
    assert done.returncode == 0, done.stderr

    server = Served(home, llm.base_url, "--persona", "alice")
    try:
        script.add("chat", "Still lovely, I hope.", "I don't know where you live.")
        again = server.client().chat.completions.with_raw_response.create(model="alice", messages=messages)
        session = again.headers["x-twin-session"]
        messages += [{"role": "assistant", "content": "Still lovely, I hope."}]
        messages += [{"role": "user", "content": "where do I live?"}]
        on = server.client().chat.completions.with_raw_response.create(model="alice", messages=messages)
        chats = script.requests("chat")[-2:]
    finally:
        server.stop()  # (its conversations end: their extraction is done)
    assert on.headers["x-twin-session"] == session  # the client's words, sent again, still find the session
    assert cli_facts(server) == []
    said = turns_of(home, session)
    assert [(t["role"], t["text"]) for t in said][::2] == [("user", "[forgotten]"), ("user", "where do I live?")]
    first = next(r for path in session_files(home) for r in records(path) if r.get("text") == told)
    assert said[0]["sent_again"] == first["id"]  # the words on record are that turn's, as the person said them
    # the model is shown the turn as memory reads it, in both requests
    assert all("Zagreb" not in json.dumps(request) for request in chats)


def forget_city_told_in(llm: FakeOpenAI, tmp_path: Path, *requests: list[dict[str, str]]) -> tuple[Script, Path]:
    """A home where alice learned the person's city from `requests`, each sent to a server of its own (a restart
    between them), then forgot it; the fake model reads the city wherever it is shown the words."""
    llm.requests.clear()
    script = Script(llm)

    def answer(body: dict[str, Any]) -> Reply | str:
        if kind_of(body) == "extract":
            told = "I live in Zagreb" in json.dumps(body)
            return facts_json(fact("user", "city", "Zagreb", "I live in Zagreb")) if told else facts_json()
        return script.respond(body)

    llm.responder = answer
    home = make_home(tmp_path / "home")
    server = None
    for messages in requests:
        server = Served(home, llm.base_url, "--persona", "alice")
        try:
            server.client().chat.completions.create(model="alice", messages=messages)  # type: ignore[arg-type]
        finally:
            server.stop()
    assert server is not None and cli_facts(server), "the city was not learned"
    done = subprocess.run([TWIN, "memory", "forget", "alice", "city"], env=server.env, capture_output=True)
    assert done.returncode == 0, done.stderr
    return script, home


def said_after_the_forget(llm: FakeOpenAI, home: Path, messages: list[dict[str, str]]) -> tuple[Any, list[Any]]:
    """The session a request sent to a server started after the forget begins: its turns, and the facts after."""
    server = Served(home, llm.base_url, "--persona", "alice")
    try:
        raw = server.client().chat.completions.with_raw_response.create(
            model="alice",
            messages=messages,  # type: ignore[arg-type]
        )
    finally:
        server.stop()  # (its conversation ends: its extraction is done)
    return turns_of(home, raw.headers["x-twin-session"]), cli_facts(server)


HELLO = [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "ok"}]  # ("ok": the script's reply)
TOLD = {"role": "user", "content": "I live in Zagreb"}


def test_a_conversations_first_message_said_again_in_another_after_a_forget_is_the_persons_own(
    llm: FakeOpenAI, tmp_path: Path
) -> None:
    """The person told their city as the first message of a conversation, forgot it, then told it again in a
    conversation the client kept from before. The message matched that first turn with nothing of its session
    before it to compare: it was recorded as "[forgotten]", sent again, and their restatement was lost. A session
    begun with no earlier messages is never what a request with earlier messages sends again."""
    _, home = forget_city_told_in(llm, tmp_path, HELLO[:1], [TOLD])
    said, facts = said_after_the_forget(llm, home, [*HELLO, TOLD])
    assert [(t["role"], t["text"]) for t in said][0] == ("user", "I live in Zagreb") and "sent_again" not in said[0]
    assert [(f["attribute"], f["value"]) for f in facts] == [("city", "Zagreb")]  # said after the forget: news


def test_a_sessions_first_message_is_sent_again_only_after_the_conversation_it_began_after(
    llm: FakeOpenAI, tmp_path: Path
) -> None:
    """A client kept a conversation through a restart, so a session began with its message about the city, after
    the earlier messages (the session before); the person forgot the city. The client's regenerate of that reply
    sends those messages again, and is that turn sent again. A new chat with other earlier messages that says the
    same words is the person's own."""
    _, home = forget_city_told_in(llm, tmp_path, HELLO[:1], [*HELLO, TOLD])
    said, facts = said_after_the_forget(llm, home, [*HELLO, TOLD])
    assert said[0]["text"] == "[forgotten]" and said[0]["sent_again"] and facts == []
    other = [{"role": "user", "content": "good news!"}, {"role": "assistant", "content": "Tell me!"}]
    said, facts = said_after_the_forget(llm, home, [*other, TOLD])
    assert said[0]["text"] == "I live in Zagreb" and "sent_again" not in said[0]
    assert [(f["attribute"], f["value"]) for f in facts] == [("city", "Zagreb")]


def cli_facts(server: Served) -> Any:
    """What `twin memory facts alice --json` says now."""
    done = subprocess.run([TWIN, "memory", "facts", "alice", "--json"], env=server.env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


OPEN_WEBUI_TITLE = """### Task:
Generate a concise, 3-5 word title with an emoji summarizing the chat history.
### Output:
JSON format: { "title": "your concise title here" }
### Chat History:
<chat_history>
USER: {person}
ASSISTANT: {reply}
</chat_history>"""


def open_webui_title(person: str, reply: str) -> str:
    """Open WebUI's title request over the conversation's last exchange, as it renders it."""
    return OPEN_WEBUI_TITLE.replace("{person}", person).replace("{reply}", reply)


def test_a_front_ends_own_request_over_the_conversation_is_answered_as_the_programs_and_never_recorded(
    served: Served, script: Script
) -> None:
    """Open WebUI and LibreChat ask the chat's model for a title, tags or follow-up questions with the conversation
    copied into one message: the model answers it as asked, and nothing of it becomes the person's turn, a session,
    a diary or a fact (the twin's guess in its reply would become "what the user said")."""
    reply = "Welcome back! Since you live in Bergen, the rain must feel like home."
    script.add("chat", reply)
    first = served.client().chat.completions.with_raw_response.create(
        model="alice", messages=[{"role": "user", "content": "I just got back from my trip"}]
    )
    session = first.headers["x-twin-session"]
    before = set(sessions(served.home))
    script.add("chat", '{ "title": "Back from a trip" }', Reply(text="- Travel\n- Weather", chunk_size=4))
    script.add("extract", facts_json(fact("user", "city", "Bergen", "Since you live in Bergen")))
    title = served.client().chat.completions.with_raw_response.create(
        model="alice",
        messages=[{"role": "user", "content": open_webui_title("I just got back from my trip", reply)}],
        max_tokens=50,
    )  # fmt: skip
    answer = title.parse()
    assert answer.choices[0].message.content == '{ "title": "Back from a trip" }'
    assert title.headers["x-twin-errand"] == session and "x-twin-session" not in title.headers
    assert answer.id.startswith("chatcmpl-errand-") and answer.usage is not None and answer.usage.total_tokens > 0
    sent = script.requests("chat")[-1]
    assert sent["messages"] == [{"role": "user", "content": open_webui_title("I just got back from my trip", reply)}]
    assert sent["max_tokens"] == 50  # as the program asked; no persona, no memory
    tags = (  # LibreChat's shape, streamed, with the program's system message first
        'Please generate a concise title for the conversation.\n\n||>User:\n"I just got back from my trip"\n'
        f'||>Response:\n"{reply[:60]}"\n\n||>Title:'
    )
    stream = served.client().chat.completions.create(
        model="alice", stream=True,
        messages=[{"role": "system", "content": "You write titles."}, {"role": "user", "content": tags}],
    )  # fmt: skip
    assert "".join(c.choices[0].delta.content or "" for c in stream if c.choices) == "- Travel\n- Weather"
    assert script.requests("chat")[-1]["messages"][0] == {"role": "system", "content": "You write titles."}
    assert set(sessions(served.home)) == before  # no session begun
    assert [t["text"] for t in turns_of(served.home, session)] == ["I just got back from my trip", reply]
    wait_for(lambda: script.requests("extract"), what="the first exchange's extraction")
    read = json.dumps([r["messages"] for r in script.requests("extract")])
    assert "I just got back from my trip" in read and "### Task" not in read  # nothing an errand said is read
    facts = subprocess.run([TWIN, "memory", "facts", "alice", "--json", "--all"], env=served.env, capture_output=True,
                           text=True, check=True)  # fmt: skip
    assert "Bergen" not in facts.stdout  # (the extractor was scripted to propose it, from the twin's own words)
    assert f"(a program's errand over {session}: not recorded)" in served.log
    # the person quoting a sentence of the twin's reply is the person: a turn of theirs, in their conversation
    script.add("chat", "Sorry, I guessed.")
    quoted = served.client().chat.completions.with_raw_response.create(
        model="alice",
        messages=[{"role": "user", "content": "I just got back from my trip"}, {"role": "assistant", "content": reply},
                  {"role": "user", "content": 'you said "Since you live in Bergen" but I never told you that'}],
    )  # fmt: skip
    assert quoted.headers["x-twin-session"] == session and "x-twin-errand" not in quoted.headers
    pasted = served.client().chat.completions.with_raw_response.create(  # and so is one in a new conversation
        model="alice", messages=[{"role": "user", "content": f'what did you mean, "{reply}"?'}]
    )
    assert pasted.headers["x-twin-session"] != session and "x-twin-errand" not in pasted.headers


def test_a_failing_model_is_a_502_with_the_terminals_hint_and_the_words_are_kept(
    served: Served, script: Script
) -> None:
    script.add("chat", Reply(status=500))
    with pytest.raises(openai.APIStatusError) as failed:
        served.client().chat.completions.create(model="alice", messages=[{"role": "user", "content": "are you there"}])
    assert failed.value.status_code == 502 and failed.value.code == "upstream_error"
    assert "answered with an error (500)" in failed.value.message and "check the server's log" in failed.value.message
    session = failed.value.response.headers["x-twin-session"]
    said = turns_of(served.home, session)
    assert [(t["role"], t["text"], t.get("status")) for t in said] == [
        ("user", "are you there", None),
        ("assistant", "", "error"),
    ]


def test_a_message_too_long_for_the_model_is_openais_400_and_the_words_are_kept(
    fake_llm: FakeOpenAI, tmp_path: Path
) -> None:
    """A message within the server's limit (4096 KB) and beyond the model's window: the model's refusal reaches the
    client as OpenAI's own (400 `context_length_exceeded`, which a client can act on), not as a 502 of a model that
    failed, and the person's words are kept, as a chat keeps them. (The audit's message was 3.5 MB against a window of
    128,000 tokens; a tenth of a megabyte against 12,500 tells the same and takes a second, not 17.)"""
    fake_llm.context_chars = 50_000  # a model's window of 12,500 tokens
    script = Script(fake_llm)
    home = make_home(tmp_path / "home")
    server = Served(home, fake_llm.base_url, "--persona", "alice")
    huge = "word " * 20_000
    try:
        for stream in (False, True):
            with pytest.raises(openai.BadRequestError) as refused:
                reply = server.client().chat.completions.create(
                    model="alice", messages=[{"role": "user", "content": huge}], stream=stream
                )
                list(reply) if stream else None  # type: ignore[call-overload]
            error = refused.value
            assert (error.status_code, error.code, error.param) == (400, "context_length_exceeded", "messages")
            assert "The message is too long for the model at 127.0.0.1:" in error.message
            assert "maximum context length is 12500 tokens" in error.message and "shorter parts" in error.message
            said = turns_of(home, error.response.headers["x-twin-session"])
            assert [(t["role"], t["text"] == huge, t.get("status")) for t in said] == [
                ("user", True, None),
                ("assistant", False, "error"),
            ]
        assert len(script.requests("chat")) == 2  # asked once each: a refusal is not asked again
    finally:
        server.stop()
    assert "word word" not in server.log and "Traceback" not in server.log


def test_a_body_over_the_limit_is_a_413_even_to_a_client_that_sends_it_whole_and_closes(served: Served) -> None:
    """A body over `max_request_kb` is OpenAI's 413, read whole even by a client that sends all of it before it
    reads and asks the connection closed after it (Python's urllib): it saw the connection reset."""
    headers = {"Authorization": f"Bearer {served.token}", "Content-Type": "application/json"}
    over = json.dumps({"model": "alice", "messages": [{"role": "user", "content": "x" * (16 << 20)}]}).encode()

    def chunks() -> Iterator[bytes]:
        for at in range(0, len(over), 1 << 20):
            yield over[at : at + (1 << 20)]

    for body in (over, chunks()):  # with its length, and chunked as it comes
        request = urllib.request.Request(served.url + "/chat/completions", data=body, headers=headers)
        with pytest.raises(urllib.error.HTTPError) as big:
            urllib.request.urlopen(request, timeout=30)  # Python's urllib asks for `Connection: close`
        assert big.value.code == 413
        assert json.loads(big.value.read())["error"] == {
            "message": "The request is larger than this server takes (4096 KB: max_request_kb under [serve] in its "
            "twin.toml).",
            "type": "invalid_request_error",
            "param": None,
            "code": "too_large",
        }


@pytest.mark.parametrize("stream", [False, True], ids=["whole", "stream"])
def test_a_reply_of_spaces_and_line_breaks_is_served_as_the_empty_reply_it_is(
    served: Served, script: Script, stream: bool
) -> None:
    script.add("chat", Reply(empty=True), Reply(empty=True), " \n \n ", "\n\t")
    replies = []
    for _ in range(2):  # twice empty, then twice spaces: the same error, the same record
        with pytest.raises(openai.APIStatusError) as failed:
            reply = served.client().chat.completions.create(
                model="alice", messages=[{"role": "user", "content": "are you there"}], stream=stream
            )
            list(reply) if stream else None
        replies.append((failed.value.status_code, failed.value.code, failed.value.message))
        session = failed.value.response.headers["x-twin-session"]
        assert [(t["text"], t.get("status")) for t in turns_of(served.home, session)][-1] == ("", "empty")
    assert replies[0] == replies[1] and replies[0][:2] == (502, "empty_reply")


@pytest.mark.parametrize("stream", [False, True], ids=["whole", "stream"])
def test_a_model_url_that_is_a_web_page_is_a_502_saying_so_and_the_server_stops_cleanly(
    fake_llm: FakeOpenAI, tmp_path: Path, stream: bool
) -> None:
    fake_llm.every = Reply(body=b"<html><body>Open WebUI</body></html>", content_type="text/html")
    server = Served(make_home(tmp_path / "home"), fake_llm.base_url, "--persona", "alice")
    with pytest.raises(openai.APIStatusError) as failed:
        reply = server.client().chat.completions.create(
            model="alice", messages=[{"role": "user", "content": "are you there"}], stream=stream
        )
        list(reply) if stream else None
    assert failed.value.status_code == 502 and failed.value.code == "upstream_error"
    assert "did not answer like an OpenAI-compatible API (got text/html: a web page)" in failed.value.message
    assert "ends in /v1" in failed.value.message and "empty reply" not in failed.value.message
    assert server.stop(signal.SIGTERM) in (0, -signal.SIGTERM)
    assert "Traceback" not in server.log and "AttributeError" not in server.log
    chapters = tmp_path / "home" / "data" / "alice" / "chapters.jsonl"  # the open session was ended: no diary owed
    assert [(c["kind"], c.get("reason")) for c in records(chapters)] == [("chapter_skipped", "no reply")]


def test_a_model_url_of_a_path_the_server_does_not_have_is_a_502_saying_the_address_is_wrong(
    fake_llm: FakeOpenAI, tmp_path: Path
) -> None:
    """A base URL of /v2 where the API is /v1: the model server's 404 `unknown_url` is said to be the address's,
    not a model that was not found."""
    wrong = fake_llm.base_url.removesuffix("/v1") + "/v2"
    server = Served(make_home(tmp_path / "home"), wrong, "--persona", "alice")
    try:
        with pytest.raises(openai.APIStatusError) as failed:
            server.client().chat.completions.create(model="alice", messages=[{"role": "user", "content": "hi"}])
    finally:
        server.stop()
    assert failed.value.status_code == 502 and failed.value.code == "upstream_error"
    assert (
        f"The server at {wrong} ($OPENAI_BASE_URL) answered 404 Not Found to POST /v2/chat/completions: the base URL "
        "is likely wrong. Set OPENAI_BASE_URL to the API's address, which usually ends in /v1"
    ) in failed.value.message
    assert "was not found" not in failed.value.message and "TWIN_MODEL" not in failed.value.message


@pytest.mark.parametrize("stream", [False, True], ids=["whole", "stream"])
def test_a_rate_limited_model_is_a_429_with_its_retry_after_and_an_openai_client_backs_off_and_asks_again(
    served: Served, script: Script, stream: bool
) -> None:
    said = [{"role": "user", "content": f"rate limits ({stream})"}]
    for wait in ("7", "Wed, 21 Oct 2026 07:28:00 GMT", None):
        script.add("chat", Reply(status=429, headers={"Retry-After": wait} if wait else None))
        with pytest.raises(openai.RateLimitError) as limited:
            served.client().chat.completions.create(model="alice", messages=said, stream=stream)  # type: ignore[call-overload]
        assert limited.value.status_code == 429 and limited.value.code == "rate_limit_exceeded"
        message = limited.value.message
        assert "rate-limiting requests (429)" in message and "Wait a minute and try again" in message  # the chat's
        assert limited.value.response.headers.get("retry-after") == wait  # passed on as the model gave it, or not
        session = limited.value.response.headers["x-twin-session"]
        assert [(t["role"], t["text"], t.get("status")) for t in turns_of(served.home, session)] == [
            ("user", said[0]["content"], None),
            ("assistant", "", "error"),
        ]  # the words are kept
    script.add("chat", Reply(status=429, retry_after=1), "after the wait")
    asked = len(script.requests("chat"))
    patient = openai.OpenAI(base_url=served.url, api_key=served.token, max_retries=1)
    started = time.monotonic()
    found = patient.chat.completions.create(model="alice", messages=said, stream=stream)  # type: ignore[call-overload]
    text = (
        "".join(c.choices[0].delta.content or "" for c in found if c.choices)
        if stream
        else found.choices[0].message.content
    )
    assert text == "after the wait" and time.monotonic() - started >= 1  # the client waited as it was told
    assert len(script.requests("chat")) == asked + 2


def test_a_model_that_does_not_answer_in_time_is_a_504_and_the_words_are_kept(llm: FakeOpenAI, tmp_path: Path) -> None:
    llm.requests.clear()
    script = Script(llm)
    home = make_home(tmp_path / "home")
    (home / "twin.toml").write_text("[model]\ntimeout = 1.0\nmax_retries = 0\n", encoding="utf-8")
    server = Served(home, llm.base_url, "--persona", "alice")
    script.add("chat", Reply(text="too late", delay=4), Reply(text="too late", delay=4))
    try:
        with pytest.raises(openai.APIStatusError) as slow:
            server.client().chat.completions.create(
                model="alice", messages=[{"role": "user", "content": "still there?"}]
            )
    finally:
        server.stop()
    assert slow.value.status_code == 504 and slow.value.code == "upstream_timeout", slow.value
    said = [r for found in sessions(home).values() for r in found if r["kind"] == "turn"]
    assert [(t["role"], t["text"]) for t in said][0] == ("user", "still there?")


@pytest.mark.parametrize("stream", [False, True])
def test_a_model_that_stops_sending_mid_reply_is_a_timeout_and_the_words_so_far_are_kept(
    llm: FakeOpenAI, tmp_path: Path, stream: bool
) -> None:
    """A reply that began and then sent nothing for model.timeout timed out, as one that never began (504
    `upstream_timeout`, docs/serve.md); it was a 502 `upstream_error`, as a connection the server closed is."""
    script = Script(llm)
    home = make_home(tmp_path / "home")
    (home / "twin.toml").write_text("[model]\ntimeout = 1.0\nmax_retries = 0\n", encoding="utf-8")
    server = Served(home, llm.base_url, "--persona", "alice")
    script.add("chat", Reply(text="one two three four", chunk_size=4, chunk_delay=3))
    try:
        asked = {"model": "alice", "messages": [{"role": "user", "content": "still there?"}]}
        if stream:  # the error comes as an event after the first words: the SDK raises it as an APIError
            with pytest.raises(openai.APIError) as slow:
                for _ in server.client().chat.completions.create(**asked, stream=True):
                    pass
            assert slow.value.code == "upstream_timeout" and "sent nothing more for 1 seconds" in slow.value.message
        else:
            with pytest.raises(openai.APIStatusError) as slow:
                server.client().chat.completions.create(**asked)
            assert slow.value.status_code == 504 and slow.value.code == "upstream_timeout", slow.value
    finally:
        server.stop()
    said = [r for found in sessions(home).values() for r in found if r["kind"] == "turn"]
    assert [(t["role"], t["text"], t.get("status")) for t in said] == [
        ("user", "still there?", None),
        ("assistant", "one ", "error"),
    ]


def test_a_full_disk_mid_reply_is_a_507_with_its_hint_and_logged_without_the_words(
    llm: FakeOpenAI, small_disk: Path
) -> None:
    disk = small_disk
    llm.requests.clear()
    script = Script(llm)
    server = Served(make_home(disk / "home"), llm.base_url, "--persona", "alice")
    script.add("chat", Reply(text="a long reply " * 800, chunk_size=1000, chunk_delay=0.1))  # more than a page
    failed: list[openai.APIStatusError] = []

    def ask() -> None:
        try:
            server.client().chat.completions.create(
                model="alice", messages=[{"role": "user", "content": "secret words of mine"}]
            )
        except openai.APIStatusError as exc:
            failed.append(exc)

    asking = threading.Thread(target=ask)
    asking.start()
    wait_for(lambda: script.requests("chat"), what="the request")
    subprocess.run(["dd", "if=/dev/zero", f"of={disk / 'filler'}", "bs=64k"], capture_output=True, check=False)
    asking.join(30)
    server.stop()
    assert failed and failed[0].status_code == 507, server.log and failed[0].code == "storage"
    assert "The disk is full" in failed[0].message and "Free some space" in failed[0].message
    assert "StorageError (507)" in server.log and "secret words" not in server.log


def test_a_full_disk_mid_stream_ends_the_stream_with_the_storage_error_event(llm: FakeOpenAI, small_disk: Path) -> None:
    """A streamed reply the disk refused was cut with no event at all: the client saw a bare connection error, and
    the log 'ASGI callable returned without completing response'."""
    disk = small_disk
    llm.requests.clear()
    script = Script(llm)
    server = Served(make_home(disk / "home"), llm.base_url, "--persona", "alice")
    script.add("chat", Reply(text="a long reply " * 800, chunk_size=1000, chunk_delay=0.1))
    events: list[str] = []

    def ask() -> None:
        with httpx.stream(
            "POST", server.url + "/chat/completions", timeout=30,
            headers={"Authorization": f"Bearer {server.token}"},
            json={"model": "alice", "stream": True, "messages": [{"role": "user", "content": "secret words of mine"}]},
        ) as response:  # fmt: skip
            events.extend(line for line in response.iter_lines() if line.startswith("data: "))

    asking = threading.Thread(target=ask)
    asking.start()
    wait_for(lambda: script.requests("chat"), what="the request")
    subprocess.run(["dd", "if=/dev/zero", f"of={disk / 'filler'}", "bs=64k"], capture_output=True, check=False)
    asking.join(30)
    server.stop()
    last = json.loads(events[-1][6:])
    assert last["error"]["code"] == "storage" and "The disk is full" in last["error"]["message"], events[-3:]
    assert "without completing response" not in server.log and "secret words" not in server.log


def test_a_client_that_goes_away_mid_stream_leaves_the_partial_reply_recorded_as_interrupted(
    served: Served, script: Script
) -> None:
    script.add("chat", Reply(text="one two three four five six seven eight", chunk_size=4, chunk_delay=0.3))
    with served.client().chat.completions.with_streaming_response.create(
        model="alice", messages=[{"role": "user", "content": "a long story please"}], stream=True
    ) as response:
        session = response.headers["x-twin-session"]
        lines, seen = response.iter_lines(), ""
        while "one" not in seen:  # the first words come before the rest of the reply
            line = next(lines)
            if line.startswith("data: {"):
                seen += "".join(c["delta"].get("content") or "" for c in json.loads(line[6:])["choices"])
    # the client closed the connection: the reply is recorded as interrupted, with what had arrived
    reply = wait_for(lambda: [t for t in turns_of(served.home, session) if t["role"] == "assistant"], what="reply")[0]
    assert reply["status"] == "interrupted"
    assert reply["text"].startswith("one ") and len(reply["text"]) < len("one two three four five six seven eight")


@pytest.mark.parametrize("stream", [True, False], ids=["stream", "whole"])
def test_a_client_that_leaves_while_its_turn_waits_costs_no_model_call_and_its_words_are_kept(
    served: Served, script: Script, stream: bool
) -> None:
    """A second request of a conversation waits for the first exchange to end (as one waits for its context to be
    built, BUILDING); its client gives up meanwhile. Its words are kept, its reply is recorded as interrupted with
    no text, and the model is never asked for it: it was asked for the whole reply nobody would read."""
    script.add("chat", Reply(text="once upon a time there was a twin", chunk_size=4, chunk_delay=0.3))
    client = served.client()
    with client.chat.completions.with_streaming_response.create(
        model="alice", messages=[{"role": "user", "content": "tell me a slow story"}], stream=True
    ) as first:
        session = first.headers["x-twin-session"]
        with pytest.raises(openai.APITimeoutError):  # the client gives up, and closes its connection
            hurried = client.with_options(timeout=1.0).chat.completions.create(
                model="alice",
                messages=[{"role": "user", "content": "never mind, one more thing"}],
                stream=stream,
                extra_headers={"X-Twin-Session": session},
            )
            list(hurried) if stream else None  # type: ignore[call-overload]
        told = "".join(  # the first reply goes on to its end
            c["delta"].get("content") or ""
            for line in first.iter_lines()
            if line.startswith("data: {")
            for c in json.loads(line[6:])["choices"]
        )
    assert told == "once upon a time there was a twin"

    def second_reply() -> list[dict[str, Any]]:
        said = turns_of(served.home, session)
        return said[2:] if len(said) >= 4 else []

    person, reply = wait_for(second_reply, what="the second exchange recorded")
    assert (person["role"], person["text"]) == ("user", "never mind, one more thing")  # the words are kept
    assert (reply["role"], reply["text"], reply["status"], reply["reply_to"]) == (
        "assistant",
        "",
        "interrupted",
        person["id"],
    )
    assert len(script.requests("chat")) == 1  # the model was asked for the first reply only
    # what the person said is learned from, as after a chat's reply stopped before it began; no reply is there
    extracted = wait_for(
        lambda: [b for b in script.requests("extract") if "never mind, one more thing" in json.dumps(b)],
        what="the second turn's extraction",
    )
    assert len(extracted) == 1
    assert "never mind" not in served.log  # and the log, as ever, holds no words
    assert any(" POST /v1/chat/completions 499 " + session in line for line in served.lines)


def test_a_client_that_leaves_while_the_model_is_slow_to_begin_has_its_reply_closed_unread(
    served: Served, script: Script
) -> None:
    """The model was asked, and its answer has not begun when the client gives up: the model's request is closed
    once it answers, nothing of the reply is read, and the reply is recorded as interrupted with no text."""
    script.add("chat", Reply(text="a reply that came too late", delay=2.5))
    with pytest.raises(openai.APITimeoutError):
        served.client(timeout=1.0).chat.completions.create(
            model="alice", messages=[{"role": "user", "content": "are you slow today?"}], stream=True
        )
    said = wait_for(
        lambda: [
            turns
            for turns in sessions(served.home).values()
            if any(t.get("text") == "are you slow today?" for t in turns) and turns[-1].get("role") == "assistant"
        ],
        what="the reply recorded",
    )[0]
    assert [(t["role"], t["text"], t.get("status")) for t in said if t["kind"] == "turn"] == [
        ("user", "are you slow today?", None),
        ("assistant", "", "interrupted"),
    ]
    assert len(script.requests("chat")) == 1


@pytest.mark.parametrize("embedding", [False, True], ids=["lexical", "embeddings"])
def test_contexts_are_built_one_at_a_time_and_the_models_are_waited_for_outside_it(
    llm: FakeOpenAI, tmp_path: Path, embedding: bool
) -> None:
    """`BUILDING` (twin/serve/twins.py) holds one context at a time: were it held while a model is waited for (the
    chat model's answer, the embedding model's vectors of the message), the other conversation, of another twin
    here, would reach the model only once the first had its answer."""
    script = Script(llm)
    home = make_home(tmp_path / "home")
    if embedding:
        (home / "twin.toml").write_text(
            (home / "twin.toml").read_text(encoding="utf-8").replace("[model]", '[model]\nembedding_model = "e"')
        )
    server = Served(home, llm.base_url)
    client = server.client()
    replies: list[str] = []

    def ask(twin: str, words: str) -> None:
        reply = client.chat.completions.create(model=twin, messages=[{"role": "user", "content": words}])
        replies.append(reply.choices[0].message.content or "")

    try:
        for twin in ("alice", "lin"):  # each twin's first request (its index, its caches) before the clock starts
            ask(twin, "hello")
        wait_for(lambda: len(script.requests("extract")) >= 2, what="the first exchanges' memory work")
        time.sleep(1)  # and their vectors: each request below embeds its message alone
        llm.embeddings_delay = 2.0 if embedding else 0.0
        delay = 0.5 if embedding else 3.0
        script.add("chat", Reply(text="first, slowly", delay=delay), Reply(text="second, slowly", delay=delay))
        asked = len(script.requests("chat"))
        talks = [threading.Thread(target=ask, args=t) for t in (("alice", "one conversation"), ("lin", "another"))]
        started = time.monotonic()
        for talk in talks:
            talk.start()
        wait_for(lambda: len(script.requests("chat")) == asked + 2, timeout=15, what="both requests at the model")
        waited = time.monotonic() - started
        for talk in talks:
            talk.join(30)
    finally:
        llm.embeddings_delay = 0.0
        server.stop()
    assert waited < (3.5 if embedding else 2.5), waited  # each waited for its model, side by side (in turn: 4 s)
    assert {"first, slowly", "second, slowly"} <= set(replies)


def test_eight_clients_at_once_each_keep_one_session_with_every_turn_once(served: Served, script: Script) -> None:
    before = set(sessions(served.home))
    script.defaults["chat"] = Reply(text="I hear you", chunk_size=3, chunk_delay=0.01)
    errors: list[BaseException] = []

    def talk(who: int) -> None:
        try:
            client = served.client(timeout=30)
            history: list[dict[str, str]] = []
            for n in range(10):
                history.append({"role": "user", "content": f"client {who} says message {n}"})
                stream = client.chat.completions.create(model="alice", messages=history, stream=n % 2 == 0)
                if n % 2 == 0:
                    text = "".join(c.choices[0].delta.content or "" for c in stream if c.choices)  # type: ignore[union-attr]
                else:
                    text = stream.choices[0].message.content  # type: ignore[union-attr]
                history.append({"role": "assistant", "content": text})
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=talk, args=(who,)) for who in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert errors == []
    new = {k: v for k, v in sessions(served.home).items() if k not in before}
    assert len(new) == 8  # one session per conversation
    for found in new.values():
        said = [r for r in found if r["kind"] == "turn"]
        who = said[0]["text"].split()[1]
        assert [t["role"] for t in said] == ["user", "assistant"] * 10  # no lost or interleaved turns
        assert [t["text"] for t in said if t["role"] == "user"] == [f"client {who} says message {n}" for n in range(10)]
        assert all(t["text"] == "I hear you" and t["status"] == "ok" for t in said if t["role"] == "assistant")


def test_what_one_open_conversation_said_is_recalled_in_another(served: Served, script: Script) -> None:
    client = served.client()
    said: list[dict[str, str]] = []
    for words in ["My cat is called Miso, she is a tabby.", *(f"small talk number {n}" for n in range(5))]:
        said.append({"role": "user", "content": words})
        reply = client.chat.completions.create(model="alice", messages=said)
        said.append({"role": "assistant", "content": reply.choices[0].message.content or ""})
    wait_for(lambda: len(script.requests("extract")) >= 6, what="the first conversation's memory work")
    client.chat.completions.create(model="alice", messages=[{"role": "user", "content": "what is my cat called?"}])
    # the cat is six exchanges back in a conversation still open: not among the recent turns, found by recall
    assert "My cat is called Miso" in system_prompt(script.requests("chat")[-1])


def test_the_log_never_holds_what_was_said(served: Served, script: Script) -> None:
    script.add("chat", "a reply about zanzibar", Reply(text="streamed quokka words", chunk_size=4))
    script.add("extract", facts_json(fact("user", "jam", "marmalade", "my secret is marmalade")))
    client = served.client()
    client.chat.completions.create(model="alice", messages=[{"role": "user", "content": "my secret is marmalade"}])
    stream = client.chat.completions.create(
        model="alice", messages=[{"role": "user", "content": "my other secret is tangerine"}], stream=True
    )
    assert "".join(c.choices[0].delta.content or "" for c in stream if c.choices) == "streamed quokka words"
    wait_for(  # the memory work after the exchanges has run (what it tells is logged)
        lambda: any("tangerine" in json.dumps(r) for r in script.requests("extract")), what="the extraction"
    )
    assert served.log.count("POST /v1/chat/completions 200") >= 2
    for word in ("marmalade", "zanzibar", "tangerine", "quokka"):
        assert word not in served.log


def test_off_the_record_and_taken_back_through_the_api(served: Served, script: Script) -> None:
    # a client sends its whole history each time, as chat apps do; the take-back's reply is made after the forget
    script.add("extract", facts_json(fact("user", "job", "croupier", "I'm a croupier")))
    script.add("extract", facts_json(fact("user", "pregnant", "yes", "I'm pregnant")))
    client = served.client()
    said: list[dict[str, str]] = []
    for words in ["I'm a croupier", "forget what I just said", "Don't remember this, but I'm pregnant."]:
        said.append({"role": "user", "content": words})
        reply = client.chat.completions.create(model="alice", messages=said)
        said.append({"role": "assistant", "content": reply.choices[0].message.content or ""})
        if words == "I'm a croupier":
            wait_for(lambda: len(script.requests("extract")) >= 1, what="the first extraction")
    wait_for(lambda: len(script.requests("extract")) >= 3, what="the memory work after the exchanges")
    taken_back = json.dumps(script.requests("chat")[1])
    assert "croupier" not in taken_back  # neither in the facts of its system prompt nor in the turns it was sent
    facts = subprocess.run(
        [TWIN, "memory", "facts", "alice", "--json", "--all"], env=served.env, capture_output=True, text=True,
        check=True,
    )  # fmt: skip
    held = {f["value"]: f["retire_reason"] for f in json.loads(facts.stdout) if f["attribute"] in ("job", "pregnant")}
    assert held == {"croupier": "user"}  # forgotten; the pregnancy never learned (the other tests of this module
    # share its server: what they taught it is left out, in whatever order they ran)
    assert "taken back, as you asked" not in served.log and "croupier" not in served.log  # its words are not logged


def test_a_secret_sent_through_the_api_is_kept_as_its_placeholder_and_the_conversation_goes_on(
    served: Served, script: Script
) -> None:
    """The client keeps the words as typed and sends them again with its next message: they are matched to the
    session as its file keeps them (twin/credentials.py), so the conversation is one."""
    client = served.client()
    script.add("chat", "I won't keep that.", "Sure.")
    history = [{"role": "user", "content": "the door code is 90210, remember it"}]
    first = client.chat.completions.with_raw_response.create(model="alice", messages=history)
    session = first.headers["x-twin-session"]
    history += [
        {"role": "assistant", "content": first.parse().choices[0].message.content or ""},
        {"role": "user", "content": "thanks"},
    ]
    second = client.chat.completions.with_raw_response.create(model="alice", messages=history)
    assert second.headers["x-twin-session"] == session
    assert [t["text"] for t in turns_of(served.home, session)][::2] == [
        "the door code is [secret], remember it",
        "thanks",
    ]
    assert "90210" not in json.dumps(script.requests("chat"))
    wait_for(lambda: len(script.requests("extract")) >= 2, what="the memory work after the exchanges")
    assert "90210" not in json.dumps(script.requests("extract"))
    assert not files_holding(served.home, "90210")


def test_a_mistake_corrected_through_the_api_is_retired_and_not_logged(served: Served, script: Script) -> None:
    script.add("extract", facts_json(fact("user", "work_city", "深圳", "我在深圳上班")))
    script.add("extract", facts_json(fact("user", "work_city", "东莞", "是东莞")))
    client = served.client()
    said: list[dict[str, str]] = []
    for words in ["我在深圳上班，每天通勤两小时", "打错了，是东莞，深圳是我上一家公司"]:
        said.append({"role": "user", "content": words})
        reply = client.chat.completions.create(model="lin", messages=said)
        said.append({"role": "assistant", "content": reply.choices[0].message.content or ""})
        if len(said) == 2:
            wait_for(lambda: len(script.requests("extract")) >= 1, what="the first extraction")

    def held() -> dict[str, Any]:
        facts = subprocess.run(
            [TWIN, "memory", "facts", "lin", "--json", "--all"], env=served.env, capture_output=True, text=True,
            check=True,
        )  # fmt: skip
        return {f["value"]: f["retire_reason"] or f["reason"] for f in json.loads(facts.stdout)}

    wait_for(lambda: "东莞" in held(), what="the correction's own extraction")
    assert held() == {"深圳": "mistaken", "东莞": None}  # the mistake retired before the value in its place came
    assert "按你说的更正" not in served.log and "深圳" not in served.log  # a line that repeats what was said


def test_sigterm_writes_the_diaries_and_the_next_chat_remembers_what_was_said(llm: FakeOpenAI, tmp_path: Path) -> None:
    llm.requests.clear()
    script = Script(llm)
    # every diary asked for says it (both conversations name Lyon, so neither is flagged): which one is written first,
    # or a stray diary request of another test's server on this shared model, takes nothing from the other
    script.defaults["chapter"] = "Today someone came to tell me about their move to Lyon, and I listened to all of it."
    home = make_home(tmp_path / "home")
    server = Served(home, llm.base_url, "--persona", "alice", "--grace", "5")
    client = server.client()
    client.chat.completions.create(model="alice", messages=[{"role": "user", "content": "I am moving to Lyon"}])
    script.add("chat", Reply(text="a slow reply that is still coming", chunk_size=4, chunk_delay=0.15))
    streamed: list[str] = []

    def slow() -> None:
        stream = client.chat.completions.create(
            model="alice", messages=[{"role": "user", "content": "tell me slowly about Lyon"}], stream=True
        )
        streamed.extend(c.choices[0].delta.content or "" for c in stream if c.choices)

    talking = threading.Thread(target=slow)
    talking.start()
    wait_for(lambda: len(script.requests("chat")) == 2, what="the slow request")
    assert server.stop(signal.SIGTERM) in (0, -signal.SIGTERM)
    talking.join(10)
    assert "".join(streamed) == "a slow reply that is still coming"  # the reply in flight was let finish
    ended = [r for found in sessions(home).values() for r in found if r["kind"] == "end"]
    assert [r["reason"] for r in ended] == ["shutdown", "shutdown"]
    chapters = records(home / "data" / "alice" / "chapters.jsonl")
    assert len([c for c in chapters if c["kind"] == "chapter"]) == 2
    # a chat afterwards: its first request carries what was said through the API, and the diary
    llm.requests.clear()
    done = subprocess.run(
        [TWIN, "chat", "alice"], input="what do you remember?\n", env=twin_env(home, llm.base_url),
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    first = system_prompt(script.requests("chat")[0])
    assert "I am moving to Lyon" in first and "a slow reply that is still coming" in first
    diaries = [(c.get("session"), c.get("text", "")[:80], c.get("flags")) for c in chapters]  # when it fails
    assert "someone came to tell me about their move to Lyon" in first, (diaries, first[-1500:])  # (it failed once
    # in a whole run at 17db173 and once at 0d35331, never alone, when one scripted diary was queued: what it shows
    # says which diaries the chat had, and their flags)


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGHUP], ids=["sigterm", "sighup"])
def test_sigterm_past_the_grace_records_the_cut_reply_in_its_own_session(
    llm: FakeOpenAI, tmp_path: Path, stop: signal.Signals
) -> None:
    """SIGHUP (the terminal it ran in was closed) as SIGTERM: it ended the process at once, the reply lost."""
    llm.requests.clear()
    script = Script(llm)
    home = make_home(tmp_path / "home")
    server = Served(home, llm.base_url, "--persona", "alice", "--grace", "1")
    script.add("chat", Reply(text="one two three four five six seven eight nine ten", chunk_size=4, chunk_delay=0.4))
    streamed: list[str] = []
    failed: list[Exception] = []

    def slow() -> None:
        try:
            stream = server.client().chat.completions.create(
                model="alice", messages=[{"role": "user", "content": "a very long story"}], stream=True
            )
            streamed.extend(c.choices[0].delta.content or "" for c in stream if c.choices)
        except openai.APIError as exc:
            failed.append(exc)

    talking = threading.Thread(target=slow)
    talking.start()
    wait_for(lambda: streamed or script.requests("chat"), what="the slow request")
    time.sleep(0.5)  # the first pieces are on their way
    assert server.stop(stop) in (0, -stop)
    talking.join(10)
    # the client hears why the stream ends (OpenAI's error event, not a connection cut off mid-body)
    [error] = failed
    assert not isinstance(error, openai.APIConnectionError) and error.code == "server_stopping", repr(error)
    assert "Traceback" not in server.log and "Exception in ASGI" not in server.log, server.log
    [line] = [x for x in server.lines if x.split(" ", 2)[1:2] == ["POST"]]
    assert " 200 (stream ended: server_stopping) " in line, line  # the log says how the reply ended
    found = sessions(home)
    assert len(found) == 1  # no second file holding only the cut reply
    (kept,) = found.values()
    said = [r for r in kept if r["kind"] == "turn"]
    assert [(t["role"], t.get("status")) for t in said] == [("user", None), ("assistant", "interrupted")]
    assert said[1]["text"].startswith("one") and len(said[1]["text"]) < len("one two three four five six seven eight")
    assert kept[-1]["kind"] == "end" and kept[-1]["reason"] == "shutdown"


@pytest.mark.parametrize("stream", [True, False])
def test_sigterm_before_a_reply_began_answers_503_and_keeps_the_message(
    llm: FakeOpenAI, tmp_path: Path, stream: bool
) -> None:
    llm.requests.clear()
    script = Script(llm)
    home = make_home(tmp_path / "home")
    server = Served(home, llm.base_url, "--persona", "alice", "--grace", "1")
    script.add("chat", Reply(text="far too late", delay=8))
    failed: list[Exception] = []

    def ask() -> None:
        try:
            reply = server.client().chat.completions.create(
                model="alice", messages=[{"role": "user", "content": "are you there?"}], stream=stream
            )
            list(reply) if stream else None
        except openai.APIStatusError as exc:
            failed.append(exc)

    asking = threading.Thread(target=ask)
    asking.start()
    wait_for(lambda: script.requests("chat"), what="the request")
    assert server.stop(signal.SIGTERM) in (0, -signal.SIGTERM)
    asking.join(10)
    [error] = failed
    assert error.status_code == 503 and error.code == "server_stopping", error
    assert "Your message is kept" in error.message
    assert "Traceback" not in server.log and "Exception in ASGI" not in server.log, server.log
    (kept,) = sessions(home).values()
    said = [r for r in kept if r["kind"] == "turn"]
    assert [(t["role"], t["text"]) for t in said][0] == ("user", "are you there?")
    assert kept[-1]["kind"] == "end" and kept[-1]["reason"] == "shutdown"


def test_sigterm_while_a_request_waits_for_its_conversation_answers_503_and_takes_nothing(
    llm: FakeOpenAI, tmp_path: Path
) -> None:
    llm.requests.clear()
    script = Script(llm)
    home = make_home(tmp_path / "home")
    server = Served(home, llm.base_url, "--persona", "alice", "--grace", "1")
    client = server.client()
    first = client.chat.completions.with_raw_response.create(
        model="alice", messages=[{"role": "user", "content": "hello"}]
    )
    same = {"X-Twin-Session": first.headers["x-twin-session"]}
    script.add("chat", Reply(text="far too late", delay=8))
    failed: dict[str, Exception] = {}

    def ask(name: str, text: str) -> None:
        try:
            client.chat.completions.create(
                model="alice", messages=[{"role": "user", "content": text}], extra_headers=same
            )
        except openai.APIStatusError as exc:
            failed[name] = exc

    slow = threading.Thread(target=ask, args=("slow", "tell me a long story"))
    slow.start()
    wait_for(lambda: len(script.requests("chat")) == 2, what="the slow request")
    waiting = threading.Thread(target=ask, args=("waiting", "and another thing"))
    waiting.start()
    time.sleep(0.5)  # it waits for the conversation the slow one holds
    assert server.stop(signal.SIGTERM) in (0, -signal.SIGTERM)
    slow.join(10)
    waiting.join(10)
    assert failed["slow"].status_code == 503 and "Your message is kept" in failed["slow"].message  # type: ignore[attr-defined]
    assert failed["waiting"].status_code == 503 and "was not taken" in failed["waiting"].message  # type: ignore[attr-defined]
    assert "Traceback" not in server.log, server.log
    turns = [r for found in sessions(home).values() for r in found if r["kind"] == "turn"]
    said = [t["text"] for t in turns if t["role"] == "user"]
    assert "tell me a long story" in said and "and another thing" not in said


def test_an_idle_conversation_gets_its_diary_and_a_killed_servers_are_owed_to_the_next_start(
    llm: FakeOpenAI, tmp_path: Path
) -> None:
    llm.requests.clear()
    Script(llm)
    home = make_home(tmp_path / "home")
    chapters = home / "data" / "alice" / "chapters.jsonl"
    server = Served(home, llm.base_url, "--persona", "alice", "--idle-minutes", "0.02")
    client = server.client()
    first = client.chat.completions.with_raw_response.create(
        model="alice", messages=[{"role": "user", "content": "just passing by"}]
    )
    session = first.headers["x-twin-session"]
    wait_for(lambda: chapters.exists() and records(chapters), what="the idle diary")
    assert sessions(home)[session][-1] == {**sessions(home)[session][-1], "kind": "end", "reason": "idle"}
    again = client.chat.completions.with_raw_response.create(
        model="alice",
        messages=[{"role": "user", "content": "back again"}],
        extra_headers={"X-Twin-Session": session},
    )
    later = again.headers["x-twin-session"]
    assert later != session  # an ended session is never appended to: a new one begins
    server.stop(signal.SIGKILL)  # killed before the second one's diary
    assert [c["session"] for c in records(chapters)] == [session]
    restarted = Served(home, llm.base_url, "--persona", "alice")
    try:
        wait_for(lambda: len(records(chapters)) == 2, what="the owed diary")
        assert records(chapters)[-1]["session"] == later
    finally:
        restarted.stop()


def test_a_second_ctrl_c_stops_at_once_in_one_line_and_the_next_start_writes_the_diary(
    llm: FakeOpenAI, tmp_path: Path
) -> None:
    """The second Ctrl-C printed the traceback of the cancelled lifespan (a CancelledError and its frames)."""
    llm.requests.clear()
    script = Script(llm)
    home = make_home(tmp_path / "home")
    chapters = home / "data" / "alice" / "chapters.jsonl"
    server = Served(home, llm.base_url, "--persona", "alice", "--grace", "30")
    client = server.client()
    first = client.chat.completions.with_raw_response.create(
        model="alice", messages=[{"role": "user", "content": "I am packing for Lisbon"}]
    )
    session = first.headers["x-twin-session"]
    script.add("chat", Reply(text="far too late", delay=20))

    def ask() -> None:
        with contextlib.suppress(openai.APIError):  # (the server is gone before it answers)
            client.chat.completions.create(
                model="alice",
                messages=[{"role": "user", "content": "still there?"}],
                extra_headers={"X-Twin-Session": session},
            )

    asking = threading.Thread(target=ask)
    asking.start()
    wait_for(lambda: len(script.requests("chat")) == 2, what="the slow request")
    server.proc.send_signal(signal.SIGINT)  # the first: the reply in flight gets its 30 s of grace
    time.sleep(1)  # (the stop has begun: nothing is logged until it ends)
    assert server.stop(signal.SIGINT, timeout=15) in (130, -signal.SIGINT)  # the second: at once
    asking.join(10)
    assert "Traceback" not in server.log and "CancelledError" not in server.log, server.log
    assert "stopped at once; the chapters not written are written at the next start" in server.log, server.log
    said = [r for r in sessions(home)[session] if r["kind"] == "turn"]
    assert [t["text"] for t in said if t["role"] == "user"] == ["I am packing for Lisbon", "still there?"]
    assert not chapters.exists() or not records(chapters)
    restarted = Served(home, llm.base_url, "--persona", "alice")
    try:
        wait_for(lambda: chapters.exists() and [c["session"] for c in records(chapters)] == [session], 30,
                 "the owed diary")  # fmt: skip
    finally:
        restarted.stop()


def test_a_persona_edit_naming_another_model_is_taken_by_its_extraction_and_chapters_too(
    fake_llm: FakeOpenAI, tmp_path: Path
) -> None:
    """The replies went to the edited persona's model, its memory work to the model the server started with."""
    script = Script(fake_llm)
    home = make_home(tmp_path / "home")
    path = home / "personas" / "alice.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("[model]", '[model]\nmodel = "first-model"'), "utf-8")
    server = Served(home, fake_llm.base_url, "--persona", "alice", "--idle-minutes", "0.02", env={"TWIN_MODEL": ""})
    try:
        client = server.client()
        client.chat.completions.create(model="alice", messages=[{"role": "user", "content": "I live in Oslo"}])
        wait_for(lambda: script.requests("extract"), what="the first extraction")
        path.write_text(path.read_text(encoding="utf-8").replace("first-model", "second-model"), encoding="utf-8")
        client.chat.completions.create(model="alice", messages=[{"role": "user", "content": "I work as a baker"}])
        wait_for(lambda: len(script.requests("extract")) >= 2, what="the second extraction")
        wait_for(lambda: len(script.requests("chapter")) >= 2, what="both sessions' diaries")
        models = {kind: [r["model"] for r in script.requests(kind)] for kind in ("chat", "extract", "chapter")}
        # (both diaries are written after the edit: the first session ended when the edit began the second)
        assert models == {
            "chat": ["first-model", "second-model"],
            "extract": ["first-model", "second-model"],
            "chapter": ["second-model", "second-model"],
        }
    finally:
        server.stop()


def test_a_diary_the_model_cannot_write_is_owed_and_the_log_names_its_session(llm: FakeOpenAI, tmp_path: Path) -> None:
    llm.requests.clear()
    Script(llm).add("chapter", *[Reply(status=500)] * 4)
    server = Served(make_home(tmp_path / "home"), llm.base_url, "--persona", "alice", "--idle-minutes", "0.02")
    try:
        session = (
            server.client()
            .chat.completions.with_raw_response.create(
                model="alice", messages=[{"role": "user", "content": "just passing by"}]
            )
            .headers["x-twin-session"]
        )
        wait_for(lambda: "waits: it is written once the model answers" in server.log, what="the failed diary")
        assert f"the diary of session {session} waits: it is written once the model answers again" in server.log
    finally:
        server.stop()


def test_a_running_server_catches_up_what_failed_once_the_model_answers_again(
    fake_llm: FakeOpenAI, tmp_path: Path
) -> None:
    # a server runs for weeks: a diary and an extraction that failed in a brief outage wait for no restart (a model of
    # its own: the module's shared server would take the queued answers when its conversations go idle)
    llm = fake_llm
    script = Script(llm).add("chapter", Reply(status=500)).add("extract", Reply(status=500), facts_json())
    script.add("extract", facts_json(fact("user", "city", "Oslo", "I live in Oslo")))  # the failed one, tried again
    home = make_home(tmp_path / "home")
    server = Served(home, llm.base_url, "--persona", "alice", "--idle-minutes", "0.02")
    chapters = home / "data" / "alice" / "chapters.jsonl"
    try:
        client = server.client()
        first = client.chat.completions.with_raw_response.create(
            model="alice", messages=[{"role": "user", "content": "I live in Oslo"}]
        )
        wait_for(lambda: "waits: it is written once the model answers" in server.log, what="the failed diary")
        assert not chapters.exists()
        client.chat.completions.create(model="alice", messages=[{"role": "user", "content": "hello again"}])
        owed = first.headers["x-twin-session"]
        wait_for(lambda: chapters.exists() and owed in {c["session"] for c in records(chapters)}, 30,
                 "the owed diary, written without a restart")  # fmt: skip
        # and the failed extraction, read again after the diaries owed (the worker's catch-up writes those first)
        facts_file = home / "data" / "alice" / "facts.jsonl"
        wait_for(lambda: facts_file.exists() and "Oslo" in facts_file.read_text(), 30, "the failed extraction")
        facts = subprocess.run(
            [TWIN, "memory", "facts", "alice", "--json"], env=server.env, capture_output=True, text=True, check=True
        )
        assert [(f["attribute"], f["value"]) for f in json.loads(facts.stdout)] == [("city", "Oslo")]
    finally:
        server.stop()


def test_the_memory_is_lent_over_mcp_at_slash_mcp_behind_the_token(served: Served, script: Script) -> None:
    import anyio
    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    script.add("extract", facts_json(fact("user", "pet", "a cat named Miso", "I have a cat named Miso")))

    async def lend(path: str) -> tuple[set[str], Any]:
        client = create_mcp_http_client(headers={"Authorization": f"Bearer {served.token}"})
        async with client, streamable_http_client(served.url[:-3] + path, http_client=client) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                tools = {t.name for t in (await session.list_tools()).tools}
                await session.call_tool("tell", {"text": "I have a cat named Miso"})
                found = await session.call_tool("facts", {"subject": "user"})
                return tools, json.loads("".join(getattr(c, "text", "") for c in found.content))

    tools, found = anyio.run(lend, "/mcp/alice")
    assert "tell" in tools and "recall" in tools
    assert [f["value"] for f in found["facts"] if f["attribute"] == "pet"] == ["a cat named Miso"]
    assert anyio.run(lend, "/mcp")[1] == found  # /mcp is the default twin
    assert httpx.post(served.url[:-3] + "/mcp/alice", json={}).status_code == 401
    bearer = {"Authorization": f"Bearer {served.token}"}
    nobody = httpx.post(served.url[:-3] + "/mcp/nobody", json={}, headers=bearer)
    assert nobody.status_code == 404 and "/mcp/alice" in nobody.json()["error"]["message"]


def imported(log: str) -> set[str]:
    """The packages a server started with PYTHONPROFILEIMPORTTIME imported so far (its stderr names each import)."""
    lines = (line.rsplit("|", 1)[-1] for line in log.splitlines() if line.startswith("import time:"))
    return {line.strip().split(".")[0] for line in lines}


def test_an_mcp_package_that_does_not_import_is_said_at_the_first_mcp_request_and_the_api_works(
    llm: FakeOpenAI, tmp_path: Path
) -> None:
    """With MCP loaded at its first request, an mcp package that is there but broken (a dependency gone) is found
    only then: that request gets a 503 saying so and what to do, not a 500, and the OpenAI API goes on."""
    broken = tmp_path / "broken"
    (broken / "mcp").mkdir(parents=True)
    (broken / "mcp" / "__init__.py").write_text("raise ImportError('No module named pydantic_settings')\n")
    home = make_home(tmp_path / "home")
    script = Script(llm)
    served = Served(home, llm.base_url, env={"PYTHONPATH": str(broken)})  # found before the installed one
    try:
        bearer = {"Authorization": f"Bearer {served.token}"}
        answer = httpx.post(served.url[:-3] + "/mcp/alice", headers=bearer, json={"jsonrpc": "2.0", "id": 1})
        assert answer.status_code == 503, answer.text
        error = answer.json()["error"]
        assert error["code"] == "mcp_unavailable" and "pydantic_settings" in error["message"], error
        assert "reinstall twin's serve extra" in error["message"], error
        script.add("chat", "Still here.")
        reply = served.client().chat.completions.create(model="alice", messages=[{"role": "user", "content": "hi"}])
        assert reply.choices[0].message.content == "Still here."
    finally:
        served.stop()
    assert "Traceback" not in served.log, served.log


def test_the_mcp_sdk_is_loaded_at_the_first_mcp_request_and_two_at_once_share_one_endpoint(
    llm: FakeOpenAI, tmp_path: Path
) -> None:
    import anyio
    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    script = Script(llm)
    home = make_home(tmp_path / "home")
    served = Served(home, llm.base_url, env={"PYTHONPROFILEIMPORTTIME": "1"})  # each import said on its stderr
    sdk = {"mcp", "mcp_types"}
    try:
        bearer = {"Authorization": f"Bearer {served.token}"}
        assert httpx.get(served.url[:-3] + "/healthz", headers=bearer).status_code == 200
        script.add("chat", "Hello there.")
        reply = served.client().chat.completions.create(model="alice", messages=[{"role": "user", "content": "hi"}])
        assert reply.choices[0].message.content == "Hello there."
        loaded = imported(served.log)
        assert "starlette" in loaded and not sdk & loaded, sorted(sdk & loaded)  # not before MCP is asked for
        miso = facts_json(fact("user", "pet", "a cat named Miso", "I have a cat named Miso"))
        script.defaults["extract"] = miso  # (kept from the words that say it only: "hi" is extracted from too)

        async def lend(path: str, told: str | None) -> Any:
            client = create_mcp_http_client(headers=bearer)
            async with client, streamable_http_client(served.url[:-3] + path, http_client=client) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    if told:
                        await session.call_tool("tell", {"text": told})
                    found = await session.call_tool("facts", {"subject": "user"})
                    return json.loads("".join(getattr(c, "text", "") for c in found.content))

        async def both() -> list[Any]:  # the first two requests to alice's endpoint at once: built once, a session
            found: list[Any] = [None, None]  # each, each one's requests reaching the endpoint that holds it

            async def one(index: int, path: str, told: str | None) -> None:
                found[index] = await lend(path, told)

            async with anyio.create_task_group() as group:
                group.start_soon(one, 0, "/mcp/alice", "I have a cat named Miso")
                group.start_soon(one, 1, "/mcp", None)  # /mcp is the default twin's, alice's
            return found

        told, other = anyio.run(both)
        assert [f["value"] for f in told["facts"] if f["attribute"] == "pet"] == ["a cat named Miso"]
        assert "facts" in other
        assert sdk <= imported(served.log)
        assert anyio.run(lend, "/mcp/lin", None)["facts"] == []
    finally:
        assert served.stop(signal.SIGTERM) in (0, -signal.SIGTERM)
    assert "Traceback" not in served.log and "unexpected" not in served.log, served.log
    ended = [s for s in sessions(home).values() if s[0].get("via") == "mcp"]
    assert [s[-1]["kind"] for s in ended] == ["end"] and ended[0][-1]["reason"] == "shutdown"  # its diary written


def test_the_persona_lent_over_mcp_is_the_persona_as_its_file_is_now(served: Served, script: Script) -> None:
    import anyio
    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    path = served.home / "personas" / "alice.toml"
    original = path.read_text(encoding="utf-8")

    async def persona() -> str:
        client = create_mcp_http_client(headers={"Authorization": f"Bearer {served.token}"})
        async with client, streamable_http_client(served.url[:-3] + "/mcp/alice", http_client=client) as (r, w):
            async with ClientSession(r, w) as session:
                await session.initialize()
                read = await session.read_resource("twin://alice/persona")
                return "".join(getattr(c, "text", "") for c in read.contents)

    try:
        assert "keeper of the lighthouse" not in anyio.run(persona)
        path.write_text(original.replace("I'm Alice.", "I'm Alice, keeper of the lighthouse.", 1), encoding="utf-8")
        assert "I'm Alice, keeper of the lighthouse." in anyio.run(persona)  # taken at MCP's own request
        script.add("chat", "ahoy")
        served.client().chat.completions.create(model="alice", messages=[{"role": "user", "content": "who is it?"}])
        assert "keeper of the lighthouse" in system_prompt(script.requests("chat")[-1])  # one version for both
    finally:
        path.write_text(original, encoding="utf-8")


def test_mcp_takes_bodies_within_the_limit_only_and_tell_takes_a_statement(llm: FakeOpenAI, tmp_path: Path) -> None:
    import anyio
    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    Script(llm)
    home = make_home(tmp_path / "home")
    with (home / "twin.toml").open("a", encoding="utf-8") as settings:
        settings.write("\n[serve]\nmax_request_kb = 64\n")
    served = Served(home, llm.base_url, "--persona", "alice")
    url = served.url[:-3] + "/mcp/alice"
    headers = {"Authorization": f"Bearer {served.token}", "Content-Type": "application/json",
               "Accept": "application/json, text/event-stream"}  # fmt: skip
    assert httpx.post(url, content=b" " * (200 << 10), headers=headers).status_code == 413

    def chunked() -> Iterator[bytes]:  # no Content-Length: cut at the limit as it comes
        for _ in range(20):
            yield b" " * (16 << 10)

    assert httpx.post(url, content=chunked(), headers=headers).status_code == 413

    async def tell() -> str:
        client = create_mcp_http_client(headers={"Authorization": f"Bearer {served.token}"})
        async with client, streamable_http_client(url, http_client=client) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                result = await session.call_tool("tell", {"text": "I like tea. " * 1000})
                assert result.is_error
                return "".join(getattr(c, "text", "") for c in result.content)

    try:
        assert "4000 at most" in anyio.run(tell)
    finally:
        served.stop()


def test_a_client_naming_the_owner_now_and_then_keeps_one_session(llm: FakeOpenAI, tmp_path: Path) -> None:
    script = Script(llm)
    home = make_home(tmp_path / "home")
    settings = home / "twin.toml"
    settings.write_text('user = "Sam"\n' + settings.read_text(encoding="utf-8"), encoding="utf-8")  # the owner
    served = Served(home, llm.base_url, "--persona", "alice")
    try:
        client = served.client()
        script.add("chat", "Chengdu, lovely.", "A dog!", "Still a dog.")
        first = client.chat.completions.with_raw_response.create(
            model="alice", messages=[{"role": "user", "content": "I live in Chengdu now"}]
        )
        history = [
            {"role": "user", "content": "I live in Chengdu now"},
            {"role": "assistant", "content": "Chengdu, lovely."},
        ]
        named = client.chat.completions.with_raw_response.create(
            model="alice", messages=[*history, {"role": "user", "content": "and I have a dog"}], user="Sam"
        )
        history += [{"role": "user", "content": "and I have a dog"}, {"role": "assistant", "content": "A dog!"}]
        unnamed = client.chat.completions.with_raw_response.create(
            model="alice", messages=[*history, {"role": "user", "content": "what do I have?"}], user="sam"
        )  # in another case
        session = first.headers["x-twin-session"]
        assert named.headers["x-twin-session"] == session == unnamed.headers["x-twin-session"]
        said = [t["text"] for t in turns_of(home, session) if t["role"] == "user"]
        assert said == ["I live in Chengdu now", "and I have a dog", "what do I have?"]
    finally:
        served.stop()


def test_as_of_serves_a_read_only_twin_and_other_addresses_are_warned_of(llm: FakeOpenAI, tmp_path: Path) -> None:
    from twin.serve.server import is_loopback

    Script(llm)
    home = make_home(tmp_path / "home")
    server = Served(home, llm.base_url, "--persona", "alice", "--as-of", "2026-01-01", "--host", "0.0.0.0")
    try:
        raw = server.client().chat.completions.with_raw_response.create(
            model="alice", messages=[{"role": "user", "content": "do you remember me?"}]
        )
        again = server.client().chat.completions.with_raw_response.create(
            model="alice",
            messages=[{"role": "user", "content": "still there?"}],
            extra_headers={"X-Twin-Session": raw.headers["x-twin-session"]},
        )
        assert again.headers["x-twin-session"] == raw.headers["x-twin-session"]  # kept in memory while it runs
        assert "read-only as of 2026-01-01" in server.log
        assert "warning: listening on 0.0.0.0, which other machines can reach" in server.log
        assert "Put the server behind HTTPS" in server.log
    finally:
        server.stop()
    assert session_files(home) == [] and not (home / "data" / "alice" / "facts.jsonl").exists()
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.10")


def test_a_home_nothing_may_be_written_in_says_it_can_be_served_read_only(llm: FakeOpenAI, tmp_path: Path) -> None:
    """A home on a read-only disk (a backup mounted so) stops `twin serve` with exit status 5, and the hint says
    what serves it all the same: `--as-of now`, which writes nothing."""
    from tests.conftest import tmpfs

    Script(llm)
    for disk in tmpfs(tmp_path, "16m"):
        home = make_home(disk / "home")
        env = twin_env(home, llm.base_url)
        subprocess.run([TWIN, "serve", "token"], env=env, capture_output=True, check=True)
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], capture_output=True, check=True)
        refused = subprocess.run([TWIN, "serve", "--port", "0"], env=env, capture_output=True, text=True, timeout=60)
        assert refused.returncode == 5, refused.stderr
        assert "is read-only (Read-only file system): nothing was written." in refused.stderr
        assert refused.stderr.strip().endswith(
            "To serve the twins as they are, writing nothing: `twin serve --as-of now`."
        )
        server = Served(home, llm.base_url, "--as-of", "now")
        try:
            reply = server.client().chat.completions.create(model="alice", messages=[{"role": "user", "content": "hi"}])
            assert reply.choices[0].message.content == "ok"
        finally:
            server.stop()


def test_the_programs_transcript_never_comes_after_a_session_turn_left_out() -> None:
    """When the session's own turns do not all fit, the program's earlier messages are left out rather than
    stitched before a later turn (the first one would read as an answer to the program's example); when they are
    given, their label counts in the budget."""
    from pathlib import Path

    from twin.context.prompt import build_context, message_tokens
    from twin.context.view import MemoryView
    from twin.persona.model import load_persona
    from twin.sessions.session import SessionWriter
    from twin.settings import ContextSettings

    persona = load_persona(Path(__file__).resolve().parent.parent / "personas", "alice")
    writer = SessionWriter.ephemeral({})
    turns = [writer.add_turn("user", "word " * 200), writer.add_turn("assistant", "ok")]
    turns.append(writer.add_turn("user", "and?"))
    transcript = [("user", "example one"), ("assistant", "example answer")]
    empty = build_context(persona, turns[1:], MemoryView(), ContextSettings())
    room = ContextSettings(total_tokens=empty.tokens + 200, session_tokens=200)
    cut = build_context(persona, turns, MemoryView(), room, transcript=transcript)
    assert cut.given == 0
    assert [m["content"] for m in cut.messages[1:]] == ["ok", "and?"]
    whole = build_context(persona, turns[1:], MemoryView(), room, transcript=transcript)
    assert whole.given == 2
    assert [m["content"] for m in whole.messages[1:]] == ["example one", "example answer", "ok", "and?"]
    assert whole.tokens <= room.total_tokens
    assert sum(message_tokens(m["role"], m["content"]) for m in whole.messages[1:]) <= 200


def test_sighup_with_the_terminal_gone_still_writes_the_open_conversations_diaries(
    llm: FakeOpenAI, tmp_path: Path
) -> None:
    """A closed terminal: SIGHUP, and every write to its stderr fails (EIO there; a closed pipe here)."""
    import openai

    llm.requests.clear()
    script = Script(llm)
    script.add("chapter", "Someone told me about their move to Lyon today.")
    home = make_home(tmp_path / "home")
    env = twin_env(home, llm.base_url)
    proc = subprocess.Popen(
        [TWIN, "serve", "--port", "0", "--persona", "alice"], env=env, stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, preexec_fn=hangup_heard,
    )  # fmt: skip
    assert proc.stderr is not None
    url = ""
    while not url:
        line = proc.stderr.readline()
        assert line, "twin serve did not start"
        found = ANNOUNCE.search(line)
        url = found.group(1) if found else ""
    token = subprocess.run([TWIN, "serve", "token"], env=env, capture_output=True, text=True).stdout.strip()
    client = openai.OpenAI(base_url=url, api_key=token, max_retries=0)
    client.chat.completions.create(model="alice", messages=[{"role": "user", "content": "I moved to Lyon"}])
    proc.stderr.close()  # no one reads the log any more
    proc.send_signal(signal.SIGHUP)
    try:
        assert proc.wait(60) in (0, -signal.SIGHUP)
    finally:
        proc.kill()  # (one that did not stop is no server left running after the suite)
        proc.wait()
    chapters = [c for c in records(home / "data" / "alice" / "chapters.jsonl") if c["kind"] == "chapter"]
    assert [c["text"] for c in chapters] == ["Someone told me about their move to Lyon today."]


def test_an_errand_the_model_fails_is_an_openai_error_that_keeps_nothing(served: Served, script: Script) -> None:
    reply = "A kiln of your own! How hot does it get, and what will you fire first?"  # (this test's own exchange)
    script.add("chat", reply, Reply(status=500), Reply(text="   "), Reply(text=" \n "))
    first = served.client().chat.completions.with_raw_response.create(
        model="alice", messages=[{"role": "user", "content": "I bought a small kiln"}]
    )
    before = sessions(served.home)
    title = [{"role": "user", "content": open_webui_title("I bought a small kiln", reply)}]
    with pytest.raises(openai.InternalServerError) as failed:  # 502: the model failed
        served.client().chat.completions.create(model="alice", messages=title)
    assert failed.value.response.headers["x-twin-errand"] == first.headers["x-twin-session"]
    assert "Your message is kept" not in str(failed.value.body)
    with pytest.raises(openai.InternalServerError) as empty:  # 502: empty twice
        served.client().chat.completions.create(model="alice", messages=title)
    assert "empty reply, twice. Send it again." in str(empty.value.body)
    assert sessions(served.home) == before  # no session, no turn: nothing of it was the person's


def test_a_copy_of_an_exchange_is_told_from_a_person_quoting_the_twin() -> None:
    """`copies`: the person's words and the twin's reply to them, each beginning a line or after a label or a quote
    mark, the reply's first 40 characters enough (a front end may cut it); not a sentence quoted inside the person's
    own words, nor a reply too short to tell ("ok")."""
    from twin.serve.twins import copies
    from twin.sessions.session import Turn

    def said(*texts: str) -> list[Turn]:
        return [Turn(str(i), "s", ("user", "assistant")[i % 2], t, "") for i, t in enumerate(texts)]

    turns = said(
        "我刚从成都回来", "欢迎回来！你住在杭州，成都的火锅一定让你印象深刻吧。还有别的好玩的吗？", "yes", "ok"
    )
    long = "I got back from Lisbon", "Welcome back! Since you live in Bergen, the rain must feel like home."
    assert copies(f"### Task: a title\nUSER: {long[0]}\nASSISTANT: {long[1][:40]}…", said(*long))  # cut at 40
    assert copies(
        '||>User:\n"我刚从成都回来"\n||>Response:\n"欢迎回来！ 你住在杭州，成都的火锅一定让你印象深刻吧。"', turns
    )
    assert not copies("你说“你住在杭州，成都的火锅一定让你印象深刻吧”，我刚从成都回来，可我不住杭州", turns)
    assert not copies("USER: 欢迎回来！你住在杭州，成都的火锅一定让你印象深刻吧。\nASSISTANT: 我刚从成都回来", turns)
    assert not copies("USER: yes\nASSISTANT: ok", turns)  # too short to tell
    as_json = '[{"role":"user","mainText":"我刚从成都回来"},{"role":"assistant",'
    assert copies(
        as_json + '"mainText":"欢迎回来！你住在杭州，成都的火锅一定让你印象深刻吧。"}]', turns
    )  # (Cherry Studio)
    assert copies(
        "<chat_history>\n<user>我刚从成都回来</user>\n<assistant>欢迎回来！你住在杭州，成都的火锅一定让你印象深刻吧",
        turns,
    )
    assert not copies("USER: 我刚从成都回来", turns)  # the person's words alone: no reply copied
    # the person's own words between, or around a reply they quote: theirs, whatever labels and lines there are
    hello = said("hi", "Hello! How can I help you today?")
    assert copies("### Task: a title\nUSER: hi\nASSISTANT: Hello! How can I help you today?", hello)
    assert not copies("hi again, new chat\nHello! How can I help you today? is what you always say.", hello)
    assert not copies("Earlier I told you:\nhi\nand you said\nHello! How can I help you today?\nwhy so formal", hello)
    assert not copies("Note: hi\n> Hello! How can I help you today?\nwhy so formal", hello)
    chatbox = "Here's the conversation:\n\n```\nhi\n\n---------\n\nHello! How can I help you today?\n```"
    assert copies(chatbox, hello)  # (Chatbox's rule between messages)
    cut = said("I've been building a budgeting app for freelancers on weekends and twelve people use it.", long[1])
    assert copies(f'||>User:\n"{cut[0].text[:70]}..."\n||>Response:\n"{long[1]}"', cut)  # the person's words cut


def test_a_request_of_megabytes_is_read_for_copies_in_linear_time() -> None:
    """A person's turn of "ok" is everywhere in a long request, and each place was read back to its line's start
    (300 KB of prose: 17 s); a run of spaces before a copy was read three ways at once (4,000 spaces: 160 s)."""
    import time

    from twin.serve.twins import copies
    from twin.sessions.session import Turn

    turns = [Turn("0", "s", "user", "ok", ""), Turn("1", "s", "assistant", "Let me know how it goes!", "")]
    for text in (" " * 4000 + "xok", "so ok then " * 30_000, "k" * 800_000, '{"a": "ok", ' * 40_000):
        started = time.perf_counter()
        assert not copies(text, turns)
        assert time.perf_counter() - started < 2, text[:20]
