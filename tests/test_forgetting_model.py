"""Forgetting holds under any sequence: statements, forgets, corrections, purges and re-extractions in random
order never bring back what was forgotten or purged, and never leave two current values for one key.

The extractor is the real one, asking the fake model (through the real client) each time; the model proposes
every fact ever stated again on every re-extraction, as a model reading the old sessions would.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections import Counter
from datetime import timedelta
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from tests.conftest import examples
from tests.fakeserver import FakeOpenAI
from tests.memorykit import Script, facts_json
from tests.trust_cases import c
from twin.clock import now, set_clock
from twin.facts.purge import purge
from twin.facts.store import FactStore
from twin.llm import ChatClient
from twin.narrative.extraction import Extractor
from twin.persona.model import Persona
from twin.sessions.session import SessionStore
from twin.settings import Endpoint

KEYS = ["city", "pet", "job"]
VALUES = ["Lisbon", "Porto", "Miso", "Rome", "Tokyo", "Rex"]
LLM = FakeOpenAI()


class ForgettingMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.dir = Path(tempfile.mkdtemp(prefix="twin-forget-"))
        self.store = FactStore(self.dir)
        self.sessions = SessionStore(self.dir)
        self.script = Script(LLM)
        endpoint = Endpoint(
            base_url=LLM.base_url, model="fake-model", api_key="sk", key_source="test", origin="test", max_retries=0
        )
        persona = Persona(key="alice", path=self.dir / "alice.toml", digest="", name="Alice", language="en")
        self.extractor = Extractor(self.dir, persona, ChatClient(endpoint), persona_text="I am Alice.")
        self.clock = now() - timedelta(days=30)
        self.said: list[tuple[str, dict, object]] = []  # (session id, candidate, turn)
        self.forgotten: dict[tuple[str, str], object] = {}  # (key, value) -> when
        self.purged: set[tuple[str, str]] = set()  # (session, words) of each purged fact's evidence

    def teardown(self) -> None:
        set_clock(None)
        self.store.close()
        self.extractor.close()
        shutil.rmtree(self.dir, ignore_errors=True)

    def tick(self) -> None:
        self.clock += timedelta(hours=1)
        set_clock(self.clock)

    def current(self, key: str):
        return next((f for f in self.store.as_of() if f.attribute == key), None)

    @rule(key=st.sampled_from(KEYS), value=st.sampled_from(VALUES))
    def say(self, key: str, value: str) -> None:
        self.tick()
        writer = self.sessions.start({"persona": "alice", "user": "Sam"})
        turn = writer.add_turn("user", f"my {key} is {value}. I like New {value}, a {key} named {value}.")
        writer.end("exit")
        candidate = c("user", key, value, f"my {key} is {value}")
        self.script.add("extract", facts_json(candidate))
        self.extractor.run(writer.id, [turn], user_subject="Sam", user_name="Sam")
        self.said.append((writer.id, candidate, turn))

    @rule(key=st.sampled_from(KEYS))
    def forget(self, key: str) -> None:
        self.tick()
        fact = self.current(key)
        if fact is not None:
            self.store.retire(fact.id, reason="user", cause="test")
            self.forgotten[(key, fact.value)] = self.clock

    @rule(key=st.sampled_from(KEYS), value=st.sampled_from(VALUES))
    def correct(self, key: str, value: str) -> None:
        self.tick()
        fact = self.current(key)
        if fact is not None and fact.value != value:
            self.store.correct(fact.id, value, cause="test")

    @rule(key=st.sampled_from(KEYS))
    def purge_one(self, key: str) -> None:
        self.tick()
        fact = self.current(key)
        if fact is not None and fact.evidence.get("quote"):
            purge(self.store, fact=fact.id)
            self.purged.add((fact.evidence["session"], fact.evidence["quote"]))

    @rule()
    def reextract(self) -> None:
        self.tick()
        for session_id, candidate, _turn in self.said:
            loaded = self.sessions.load(self.sessions.find(session_id))
            words = " ".join(t.text for t in loaded.conversation())
            # the model proposes every fact again, its value under another key too, a longer name that holds the
            # value ("New Rome") and a value that names it ("a city named Rome"), unless purge took their words away
            # (it cannot know them then)
            key, value = candidate["attribute"], candidate["value"]
            again = [
                candidate,
                {**candidate, "attribute": key + "_too"},
                {**candidate, "attribute": key + "_place", "value": f"New {value}", "quote": f"I like New {value}"},
                {
                    **candidate,
                    "attribute": key + "_named",
                    "value": f"a {key} named {value}",
                    "quote": f"a {key} named {value}",
                },
            ]
            self.script.add("extract", facts_json(*[a for a in again if a["quote"] in words]))
            self.extractor.run(session_id, loaded.conversation(), user_subject="Sam", user_name="Sam")

    @invariant()
    def one_value_a_key_and_nothing_forgotten_or_purged_returns(self) -> None:
        held = self.store.as_of()
        assert len({(f.subject.casefold(), f.attribute.casefold()) for f in held}) == len(held)
        for fact in held:
            when = self.forgotten.get((fact.attribute, fact.value))
            if when is not None:
                assert fact.said_at > when.isoformat(), f"{fact.attribute}={fact.value} came back"
            for (key, value), when in self.forgotten.items():  # under another key: held already, or said since
                if fact.value in (value, f"a {key} named {value}"):
                    assert fact.recorded_at <= when.isoformat() or fact.said_at > when.isoformat(), (
                        f"{fact.attribute}={fact.value} came back under another key"
                    )
            assert (fact.evidence.get("session"), fact.evidence.get("quote")) not in self.purged
        grounds: Counter[tuple] = Counter()  # one value stated or confirmed twice from the same words, under any key
        statements: dict[str, str] = {}
        lines = self.store.path.read_text(encoding="utf-8").splitlines() if self.store.path.exists() else []
        for record in map(json.loads, lines):
            if record["kind"] in ("assert", "supersede"):
                statements[record["id"]] = record["value"]
            turn = (record.get("evidence") or {}).get("turn")
            if turn and record["kind"] in ("assert", "supersede", "confirm"):
                grounds[(statements.get(record.get("fact", record["id"])), turn)] += 1
        assert [words for words, n in grounds.items() if n > 1] == []
        # a longer name that holds a forgotten value is another name: never kept out as forgotten ("New Rome")
        log = self.dir / "extractions.jsonl"
        runs = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()] if log.exists() else []
        assert [
            r
            for run in runs
            for r in run["rejected"]
            if r["attribute"].endswith("_place") and r["reason"] == "forgotten"
        ] == []
        for session, quote in self.purged:  # the same words said in another session are that session's
            text = self.sessions.find(session).read_bytes()
            assert quote.encode() not in text, f"purged words {quote!r} are still in their session"
        for name in ("chapters.jsonl", "extractions.jsonl"):
            path = self.dir / name
            said = b"".join(self.sessions.find(s).read_bytes() for s, _, _ in self.said)
            for _, quote in self.purged:
                if path.exists() and quote.encode() not in said:  # said nowhere else any more: gone everywhere
                    assert quote.encode() not in path.read_bytes(), f"purged words {quote!r} are in {name}"


def test_forgetting_holds_under_any_sequence() -> None:
    LLM.start()
    try:
        ForgettingMachine.TestCase.settings = settings(
            max_examples=int(os.environ.get("TWIN_HYPOTHESIS_EXAMPLES", examples(15))),
            stateful_step_count=12,
            deadline=None,
            suppress_health_check=list(HealthCheck),
        )
        ForgettingMachine.TestCase().runTest()
    finally:
        LLM.stop()
