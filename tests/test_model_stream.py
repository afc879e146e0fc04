"""A streamed reply's deadlines, against the fake OpenAI server: model.timeout between events, not the reader's time."""

from __future__ import annotations

import threading
import time

from tests.fakeserver import FakeOpenAI, Reply
from twin.llm.client import ChatClient
from twin.settings import Endpoint


def client(fake: FakeOpenAI, timeout: float, retries: int = 0) -> ChatClient:
    return ChatClient(
        Endpoint(
            base_url=fake.base_url,
            model="fake-model",
            api_key="k",
            key_source="test",
            origin="test",
            timeout=timeout,
            max_retries=retries,
        )  # fmt: skip
    )


def test_a_reader_slower_than_the_timeout_is_no_silent_server(fake_llm: FakeOpenAI) -> None:
    """The deadline between events counted the time the reader held a piece (a blocked terminal, a slow client of
    `twin serve`): a reply sent whole became a timeout."""
    fake_llm.enqueue(Reply(text="hello there, this is a whole reply.", chunk_size=4))
    stream = client(fake_llm, timeout=1.0).stream([{"role": "user", "content": "hi"}])
    got = []
    for i, piece in enumerate(stream):
        got.append(piece)
        if i == 0:
            time.sleep(1.6)
    assert (stream.completion.status, "".join(got)) == ("ok", "hello there, this is a whole reply.")


def test_a_reply_answered_after_a_retry_has_its_first_event_waited_for(fake_llm: FakeOpenAI) -> None:
    """The SDK's retry (a 429 asking for 1 s) and a slow answer took longer than the timeout together: the stream was
    closed at once, before its first event."""
    fake_llm.enqueue(Reply(status=429, retry_after=1.0), Reply(text="fine reply", delay=0.6))
    stream = client(fake_llm, timeout=1.5, retries=1).stream([{"role": "user", "content": "hi"}])
    assert ("".join(stream), stream.completion.status) == ("fine reply", "ok")


def test_no_deadline_outlives_its_stream(fake_llm: FakeOpenAI) -> None:
    """Each timer holds its whole request: one left running for model.timeout after every reply piles up in a
    server."""
    chat = client(fake_llm, timeout=30.0)
    for _ in range(10):
        fake_llm.enqueue(Reply(text="ok reply"))
        assert "".join(chat.stream([{"role": "user", "content": "hi"}])) == "ok reply"
    time.sleep(0.2)
    assert not [t for t in threading.enumerate() if isinstance(t, threading.Timer) and t.is_alive()]


def test_the_retry_of_an_empty_reply_has_its_own_finish_reason_and_max_tokens(fake_llm: FakeOpenAI) -> None:
    """An empty answer cut at max_tokens, asked again with twice as many, answered whole: the reply said it stopped at
    the length limit, and named the first attempt's limit."""
    fake_llm.enqueue(Reply(empty=True, finish_reason="length"), Reply(text="a whole answer.", finish_reason=""))
    stream = client(fake_llm, timeout=5.0).stream([{"role": "user", "content": "hi"}], max_tokens=100)
    assert "".join(stream) == "a whole answer."
    assert (stream.completion.finish_reason, stream.completion.max_tokens, stream.completion.attempts) == ("", 200, 2)
