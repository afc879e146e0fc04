"""Scripting the fake model by request kind: chat replies, extraction answers, diary chapters."""

from __future__ import annotations

import json
from collections import deque
from typing import Any

from tests.fakeserver import FakeOpenAI, Reply

EXTRACT_MARKERS = ("extract atomic facts", "原子事实")
CHAPTER_MARKERS = ("chapter of your diary", "为它写一篇日记")
PART_MARKERS = ("Write notes on it for your diary", "为日记写下这一部分的笔记")
ERA_MARKERS = ("Write the summary of the month", "Write the summary of the year", "写一篇月度回顾", "写一篇年度回顾")


def kind_of(body: dict[str, Any]) -> str:
    """chat, extract, chapter, part (notes on a part of a long session) or era (a month's or a year's summary),
    from what the request asks."""
    first = body["messages"][0]["content"]
    if any(m in first for m in EXTRACT_MARKERS):
        return "extract"
    if any(m in first for m in CHAPTER_MARKERS):
        return "chapter"
    if any(m in first for m in PART_MARKERS):
        return "part"
    if any(m in first for m in ERA_MARKERS):
        return "era"
    return "chat"


def facts_json(*facts: dict[str, Any]) -> str:
    """An extraction answer."""
    return json.dumps({"facts": list(facts)}, ensure_ascii=False)


def fact(subject: str, attribute: str, value: str, quote: str, **extra: Any) -> dict[str, Any]:
    """One candidate fact as the extractor would propose it."""
    return {
        "subject": subject,
        "attribute": attribute,
        "value": value,
        "quote": quote,
        "kind": "fact",
        "confidence": 0.9,
        "valid_from": None,
        "relation": "new",
        "existing": None,
        **extra,
    }


class Script:
    """Queues of replies per request kind; an empty queue answers with a default."""

    def __init__(self, llm: FakeOpenAI) -> None:
        self.llm = llm
        self.queues: dict[str, deque[Reply | str]] = {k: deque() for k in ("chat", "extract", "chapter", "part", "era")}
        self.defaults: dict[str, Reply | str] = {
            "chat": "ok",
            "extract": facts_json(),
            "chapter": "I met someone today and we talked.",
            "part": "Notes on this part of our talk.",
            "era": "I look back on this time with them: we talked often, and I came to know them better.",
        }
        llm.responder = self.respond

    def add(self, kind: str, *replies: Reply | str) -> Script:
        """Queue replies for one kind of request."""
        self.queues[kind].extend(replies)
        return self

    def respond(self, body: dict[str, Any]) -> Reply | str:
        """The fake server's responder."""
        kind = kind_of(body)
        queue = self.queues[kind]
        return queue.popleft() if queue else self.defaults[kind]

    def requests(self, kind: str) -> list[dict[str, Any]]:
        """Recorded request bodies of one kind."""
        return [b for b in self.llm.chat_requests() if kind_of(b) == kind]
