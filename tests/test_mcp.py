"""`twin mcp`: the memory as MCP tools, through the SDK's own client over stdio, the fake model behind it.

The reads answer what `twin memory ... --json` and `twin sessions search --json` answer; `tell` goes through the
twin's grounded extraction, so it cannot make a fact the grounding rejects.
"""

from __future__ import annotations

import json
import signal
import subprocess
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client

from tests.chatkit import TWIN, records
from tests.fakeserver import FakeOpenAI, Reply
from tests.memorykit import Script, fact, facts_json
from tests.servekit import make_home, twin_env
from twin.facts.store import FactStore

CHAPTER = "Someone told me about their move to Lyon in March, and I was glad to hear it."


def with_mcp(
    home: Path, llm: FakeOpenAI, body: Callable[[ClientSession], Awaitable[Any]], *args: str, **env: str
) -> Any:
    """Run `body` against `twin mcp alice ARGS` over stdio, with more of its environment in `env`; what it returns."""
    params = StdioServerParameters(
        command=TWIN, args=["mcp", "alice", *args], env={**twin_env(home, llm.base_url), **env}
    )

    async def main() -> Any:
        with open(home / "mcp-stderr.log", "a", encoding="utf-8") as errors:
            async with stdio_client(params, errlog=errors) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    return await body(session)

    return anyio.run(main)


async def call(session: ClientSession, tool: str, **arguments: Any) -> Any:
    """A tool's structured result (an error result raises, with its text)."""
    result = await session.call_tool(tool, arguments)
    text = "".join(getattr(c, "text", "") for c in result.content)
    if result.is_error:
        raise AssertionError(f"{tool} failed: {text}")
    return json.loads(text)


def cli_json(home: Path, llm: FakeOpenAI, *args: str) -> Any:
    """What `twin ARGS --json` prints, parsed."""
    done = subprocess.run(
        [TWIN, *args, "--json"], env=twin_env(home, llm.base_url), capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_every_tool_answers_as_the_command_line_does_and_tell_is_grounded(fake_llm: FakeOpenAI, tmp_path: Path) -> None:
    script = Script(fake_llm)
    script.add("extract", facts_json(fact("user", "city", "Lyon", "I moved to Lyon in March")))
    script.add("extract", facts_json(fact("user", "drink", "coffee", "I drink coffee every morning")))  # not said
    script.add("chapter", CHAPTER)
    home = make_home(tmp_path / "home")

    async def first(session: ClientSession) -> dict[str, Any]:
        tools = {t.name for t in (await session.list_tools()).tools}
        assert tools == {"recall", "facts", "history", "why", "search_sessions", "tell"}
        told = await call(session, "tell", text="I moved to Lyon in March")
        refused = await call(session, "tell", text="Mornings are hard for me")
        found = {
            "facts": await call(session, "facts"),
            "about": await call(session, "facts", subject="nobody"),
            "history": await call(session, "history", key="user.city"),
            "recall": await call(session, "recall", query="Lyon"),
            "search": await call(session, "search_sessions", query="Lyon"),
        }
        kept = told["kept"][0]["fact"]
        found["why"] = await call(session, "why", fact=kept["id"])
        missing = await session.call_tool("why", {"fact": "nothing-like-it"})
        assert missing.is_error and "twin memory" in "".join(getattr(c, "text", "") for c in missing.content)

        def command_line() -> dict[str, Any]:  # while the session is live, before its end consolidates
            return {
                "facts": cli_json(home, fake_llm, "memory", "facts", "alice"),
                "history": cli_json(home, fake_llm, "memory", "history", "alice", "user.city"),
                "why": cli_json(home, fake_llm, "memory", "why", "alice", kept["id"]),
                "recall": cli_json(home, fake_llm, "memory", "search", "alice", "Lyon"),
                "search": cli_json(home, fake_llm, "sessions", "search", "alice", "Lyon"),
            }

        cli = await anyio.to_thread.run_sync(command_line)
        return {"told": told, "refused": refused, "cli": cli, **found}

    got = with_mcp(home, fake_llm, first)
    kept = got["told"]["kept"]
    assert [(k["op"], k["fact"]["attribute"], k["fact"]["value"], k["fact"]["source"]) for k in kept] == [
        ("assert", "city", "Lyon", "user")
    ]
    assert kept[0]["fact"]["evidence"]["quote"] == "I moved to Lyon in March"
    # the statement the grounding rejects leaves no fact, and says why
    assert got["refused"]["kept"] == [] and [r["reason"] for r in got["refused"]["rejected"]]
    facts = [json.loads(line) for line in (home / "data" / "alice" / "facts.jsonl").read_text().splitlines()]
    assert "coffee" not in json.dumps(facts) and len([f for f in facts if f.get("value") == "Lyon"]) == 1
    # the words were recorded as the person's turns, in a session of their own
    sessions = sorted((home / "data" / "alice" / "sessions").glob("*.jsonl"))
    said = [r for r in records(sessions[0]) if r["kind"] == "turn"]
    assert [(t["role"], t["text"]) for t in said] == [
        ("user", "I moved to Lyon in March"),
        ("user", "Mornings are hard for me"),
    ]
    assert records(sessions[0])[0]["via"] == "mcp"
    # the reads are the command line's
    cli = got["cli"]
    assert got["facts"]["facts"] == cli["facts"] and got["about"]["facts"] == []
    assert got["history"]["history"] == cli["history"]
    assert {k: v for k, v in got["why"].items() if k != "text"} == cli["why"]
    assert "I moved to Lyon in March" in got["why"]["text"]
    recalled, searched = ({k: v for k, v in found.items() if k != "as_of"} for found in (got["recall"], cli["recall"]))
    assert recalled == searched and got["recall"]["facts"][0]["text"].endswith("Lyon")
    assert got["search"]["hits"] == cli["search"]
    assert got["search"]["hits"][0]["text"] == "I moved to Lyon in March"
    # the session of what was told ended with the connection, and got its diary
    chapters = records(home / "data" / "alice" / "chapters.jsonl")
    assert [c["text"] for c in chapters] == [CHAPTER]

    async def second(session: ClientSession) -> dict[str, str]:
        listed = {str(r.uri) for r in (await session.list_resources()).resources}
        assert listed == {"twin://alice/persona", "twin://alice/chapters"}
        texts = {}
        for uri in sorted(listed):
            read = await session.read_resource(uri)
            texts[uri] = "".join(getattr(c, "text", "") for c in read.contents)
        as_of = await session.call_tool("tell", {"text": "I moved to Paris"})
        texts["tell"] = "".join(getattr(c, "text", "") for c in as_of.content) if as_of.is_error else ""
        return texts

    read = with_mcp(home, fake_llm, second, "--as-of", "now")  # a date still to come is refused
    assert read["twin://alice/persona"].startswith("# Alice")
    assert CHAPTER in read["twin://alice/chapters"]
    assert "read-only" in read["tell"]  # a memory lent as of a time is never written to


def test_what_the_person_asked_to_forget_is_masked_in_every_tools_answer(fake_llm: FakeOpenAI, tmp_path: Path) -> None:
    script = Script(fake_llm)
    script.add("extract", facts_json(fact("user", "city", "Lyon", "I moved to Lyon in March")))
    script.add("extract", facts_json(fact("user", "job", "nurse", "I work as a nurse")))
    script.add("chapter", CHAPTER)
    home = make_home(tmp_path / "home")

    async def tell(session: ClientSession) -> str:
        told = await call(session, "tell", text="I moved to Lyon in March, right after the wedding")
        other = await call(session, "tell", text="I work as a nurse")
        assert other["kept"][0]["fact"]["id"][:4] == told["kept"][0]["fact"]["id"][:4]  # a ULID's time: one prefix
        return str(told["kept"][0]["fact"]["id"])

    kept = with_mcp(home, fake_llm, tell)
    held = (datetime.now(UTC) + timedelta(seconds=0.5)).isoformat()  # a time it held, before the forget
    time.sleep(1)
    done = subprocess.run(
        [TWIN, "memory", "forget", "alice", kept], env=twin_env(home, fake_llm.base_url), capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr

    async def read(session: ClientSession) -> dict[str, Any]:
        refused = await session.call_tool("why", {"fact": kept})
        assert refused.is_error and "forgotten at the person's request" in refused.content[0].text  # type: ignore[union-attr]
        # four characters of an id name both facts: the error lists the candidates, the forgotten one's value
        # masked (it was "user.city = Lyon")
        for tool, argument in (("why", "fact"), ("history", "key")):
            several = await session.call_tool(tool, {argument: kept[:4]})
            said = several.content[0].text  # type: ignore[union-attr]
            assert several.is_error and "user.job = nurse" in said and "Lyon" not in said, said
            assert "matches 2 facts" in said and "user.city = [forgotten]" in said, said
        return {
            "recall": await call(session, "recall", query="Lyon March"),
            "recall then": await call(session, "recall", query="Lyon wedding", as_of=held),
            "facts": await call(session, "facts"),
            "facts then": await call(session, "facts", as_of=held),
            # every value of the key forgotten: as for a key never said (an empty list told that there had been one)
            "history": {"error": (await session.call_tool("history", {"key": "user.city"})).content[0].text},  # type: ignore[union-attr]
            "search": await call(session, "search_sessions", query="wedding"),
            # the other words of the forgotten statement, masked whole, find it no more than its value does
            "search by its words": await call(session, "search_sessions", query="moved"),
            "recall by its words": await call(session, "recall", query="moved March"),
            # an agent that guesses the word: what it finds would say yes, the forgotten words masked in it
            "recall by it": await call(session, "recall", query="Lyon"),
            "search by it": await call(session, "search_sessions", query="Lyon"),
            "recall by another": await call(session, "recall", query="Paris"),
            "search by another": await call(session, "search_sessions", query="moved Paris"),
            "search by it too": await call(session, "search_sessions", query="moved Lyon"),
            # a model that proposes it again from the old words: turned away, and its answer never names it
            "tell": await call(session, "tell", text="we went to the market on Sunday"),
        }

    script.add("extract", facts_json(fact("user", "city", "Lyon", "I moved to Lyon in March")))
    got = with_mcp(home, fake_llm, read)
    assert got["tell"]["kept"] == [] and got["tell"]["rejected"]
    assert got["search"]["hits"] and got["recall then"]["turns"]  # found by a word of their own, and masked
    assert got["search by it"]["hits"] == [] and got["recall by it"]["turns"] == []  # no more than for any word
    assert got["search by its words"]["hits"] == [] and got["recall by its words"]["turns"] == []
    # and said the same as for a word never said: the query given back as sent, nothing in the answer for the guess
    assert {**got["recall by it"], "query": "", "as_of": ""} == {**got["recall by another"], "query": "", "as_of": ""}
    assert got["recall by it"]["query"] == "Lyon" and got["search by it too"]["query"] == "moved Lyon"
    assert got["search by it too"]["hits"] == got["search by another"]["hits"]
    assert [f["value"] for f in got["facts then"]["facts"]] == ["nurse"]  # Lyon held then: forgotten still
    assert "No facts about user.city." in got["history"]["error"]
    for tool, answer in got.items():
        assert "Lyon" not in json.dumps({**answer, "query": ""}), tool  # (the query: the agent's own words)
    assert "[forgotten]" in got["search"]["hits"][0]["text"]
    turns = got["recall then"]["turns"][0]["turns"]
    assert "[forgotten]" in turns[0]["text"] and datetime.fromisoformat(turns[0]["time"])  # times are not masked


def test_an_agents_guess_of_what_was_forgotten_is_answered_as_any_other_guess(
    fake_llm: FakeOpenAI, tmp_path: Path
) -> None:
    """A blind probe asked `why` of "Zagreb" and of "Paris": the first said "No fact named '[forgotten]'", the other
    "No fact named 'Paris'", which told it which guess was right; and the history of a key whose every value was
    forgotten was an empty list where a key never said was an error."""
    home = make_home(tmp_path / "home")
    store = FactStore(home / "data" / "alice")
    city = store.assert_fact("user", "city", "Zagreb", source="user", confidence=0.9, cause="T1")
    store.assert_fact("user", "job", "nurse", source="user", confidence=0.9, cause="T2")  # (no name close to either)
    store.retire(city.id, reason="user", cause="cli:twin memory forget")
    store.close()

    async def ask(session: ClientSession) -> dict[str, str]:
        said = {}
        for tool, argument, value in (
            ("why", "fact", "Zagreb"), ("why", "fact", "Paris"), ("history", "key", "Zagreb"),
            ("history", "key", "Paris"), ("history", "key", "user.city"), ("history", "key", "user.planet"),
            ("history", "key", "city"), ("history", "key", "planet"),
        ):  # fmt: skip
            answer = await session.call_tool(tool, {argument: value})
            assert answer.is_error, (tool, value, answer)
            said[f"{tool} {value}"] = answer.content[0].text  # type: ignore[union-attr]
        return said

    said = with_mcp(home, fake_llm, ask)
    assert said["why Zagreb"] == said["why Paris"].replace("Paris", "Zagreb"), said
    assert said["history Zagreb"] == said["history Paris"].replace("Paris", "Zagreb"), said
    assert said["history user.city"] == said["history user.planet"].replace("planet", "city"), said
    assert said["history city"] == said["history planet"].replace("planet", "city"), said
    assert "[forgotten]" not in json.dumps(said) and "No facts about user.city." in said["history user.city"]


def test_a_fact_beside_a_forgotten_one_says_nothing_of_it_to_an_agent(fake_llm: FakeOpenAI, tmp_path: Path) -> None:
    """Zagreb, then Split; one of them forgotten. `why` and `history` of the other gave the agent the forgotten one's
    place: "before: user.city = [forgotten]" with its id, date and session, "replaced by [forgotten]", and its id as
    `replaces` or `replaced_by` (a blind probe)."""
    for forgotten in ("Zagreb", "Split"):
        home = make_home(tmp_path / forgotten)
        store = FactStore(home / "data" / "alice")
        zagreb = store.assert_fact("user", "city", "Zagreb", source="user", confidence=0.9, cause="T1",
                                   said_at=datetime(2024, 5, 2, tzinfo=UTC), evidence={"session": "S1"})  # fmt: skip
        split = store.supersede(zagreb.id, "Split", source="user", confidence=0.9, cause="T2",
                                said_at=datetime(2024, 8, 10, tzinfo=UTC), evidence={"session": "S2"})  # fmt: skip
        store.close()
        gone, kept = (zagreb, split) if forgotten == "Zagreb" else (split, zagreb)
        done = subprocess.run([TWIN, "memory", "forget", "alice", gone.id], env=twin_env(home, fake_llm.base_url),
                              capture_output=True, text=True)  # fmt: skip
        assert done.returncode == 0, done.stderr

        async def read(session: ClientSession, fact_id: str = kept.id) -> dict[str, Any]:
            return {"why": await call(session, "why", fact=fact_id), "history": await call(session, "history",
                    key=fact_id), "facts": await call(session, "facts")}  # fmt: skip

        got = with_mcp(home, fake_llm, read)
        said = json.dumps(got)
        assert gone.id not in said and "[forgotten]" not in said, (forgotten, said)
        assert f'"session": "{gone.evidence["session"]}"' not in said, (forgotten, said)
        steps = got["why"]["back"] + got["why"]["forward"]
        assert [s["op"] for s in steps if s["op"] in ("replaced", "superseded")] == [], (forgotten, steps)
        assert [f["value"] for f in got["history"]["history"]] == [kept.value]
    # Zagreb ended when Split was said: `why` says when, and nothing of what came
    assert "nothing since to show: it held until 2024-08-10" in got["why"]["text"], got["why"]["text"]


def test_a_forgotten_word_finds_where_the_person_said_it_again(fake_llm: FakeOpenAI, tmp_path: Path) -> None:
    """An agent's search by a forgotten word finds the turn the person said it again in since (shown as said
    everywhere), and nothing of before the forget."""
    script = Script(fake_llm)
    script.add("extract", facts_json(fact("user", "city", "Lyon", "I moved to Lyon in March")))
    home = make_home(tmp_path / "home")
    for args, said in ((("chat", "alice"), "I moved to Lyon in March\n"), (("memory", "forget", "alice", "city"), None),
                       (("chat", "alice"), "Back in Lyon for the festival of lights\n")):  # fmt: skip
        done = subprocess.run([TWIN, *args], env=twin_env(home, fake_llm.base_url), input=said, capture_output=True,
                              text=True)  # fmt: skip
        assert done.returncode == 0, done.stderr

    async def read(session: ClientSession) -> dict[str, Any]:
        return {tool: await call(session, tool, query="Lyon") for tool in ("recall", "search_sessions")}

    got = with_mcp(home, fake_llm, read)
    again = "Back in Lyon for the festival of lights"
    assert [t["text"] for p in got["recall"]["turns"] for t in p["turns"]] == [again], got["recall"]
    assert [h["text"] for h in got["search_sessions"]["hits"]] == [again], got["search_sessions"]
    assert "March" not in json.dumps(got)  # the turn of before the forget: neither found nor brought along


def test_why_of_a_fact_that_shares_its_words_with_a_forgotten_one_masks_them(
    fake_llm: FakeOpenAI, tmp_path: Path
) -> None:
    """`why` of the dog, told in the words that also told the forgotten city, lent the agent the fact whole: its
    quote, "I moved to Lyon in March with my dog Biscuit", sat under the answer's `fact`, a name masking took for
    an id's."""
    script = Script(fake_llm)
    words = "I moved to Lyon in March with my dog Biscuit"
    script.add("extract", facts_json(fact("user", "city", "Lyon", words), fact("user", "dog", "Biscuit", words)))
    home = make_home(tmp_path / "home")
    told = with_mcp(home, fake_llm, lambda session: call(session, "tell", text=words))
    ids = {k["fact"]["attribute"]: k["fact"]["id"] for k in told["kept"]}
    done = subprocess.run(
        [TWIN, "memory", "forget", "alice", ids["city"]], env=twin_env(home, fake_llm.base_url), capture_output=True
    )
    assert done.returncode == 0, done.stderr

    why = with_mcp(home, fake_llm, lambda session: call(session, "why", fact=ids["dog"]))
    assert why["fact"]["value"] == "Biscuit" and "Lyon" not in json.dumps(why), why["fact"]
    assert why["fact"]["evidence"]["quote"] == "I moved to [forgotten] in March with my dog Biscuit"


def test_a_program_that_tells_again_what_was_forgotten_teaches_nothing_and_its_words_are_masked(
    fake_llm: FakeOpenAI, tmp_path: Path
) -> None:
    """An agent that had heard of Lyon before the forget told it back ("I moved to Lyon in March", and quoting the
    person), and the city held again: a told statement was taken for the person saying it again."""
    script = Script(fake_llm)
    words = "I moved to Lyon in March"
    script.add("extract", facts_json(fact("user", "city", "Lyon", words)))
    home = make_home(tmp_path / "home")
    with_mcp(home, fake_llm, lambda session: call(session, "tell", text=words))
    env = twin_env(home, fake_llm.base_url)
    assert subprocess.run([TWIN, "memory", "forget", "alice", "city"], env=env, capture_output=True).returncode == 0

    quoted = f'The user said: "{words}"'
    script.add("extract", *[facts_json(fact("user", "city", "Lyon", words))] * 2)

    async def tell(session: ClientSession) -> list[Any]:
        return [await call(session, "tell", text=said) for said in (words, quoted)]

    told = with_mcp(home, fake_llm, tell)
    assert [t["kept"] for t in told] == [[], []] and "Lyon" not in json.dumps(told)
    assert cli_json(home, fake_llm, "memory", "facts", "alice") == []
    sessions = sorted((home / "data" / "alice" / "sessions").glob("*.jsonl"))
    said = [r["text"] for r in records(sessions[-1]) if r["kind"] == "turn"]
    assert said == ["[forgotten]", 'The user said: "[forgotten]"']  # the program's words, as memory reads them
    done = subprocess.run([TWIN, "chat", "alice"], input="where do I live?\n", env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "Lyon" not in json.dumps(script.requests("chat")[-1])


def test_a_memory_lent_as_of_a_time_shows_nothing_from_after_it_whatever_the_tool_asks(
    fake_llm: FakeOpenAI, tmp_path: Path
) -> None:
    """`facts` as of "now", `recall` as of today, `history`, `why` and `search_sessions` showed what was recorded after
    the time `twin mcp --as-of` lends the memory as of."""
    script = Script(fake_llm)
    script.add("extract", facts_json(fact("user", "city", "Lyon", "I moved to Lyon in March")))
    script.add("extract", facts_json(fact("user", "city", "Porto", "Now I live in Porto")))
    home = make_home(tmp_path / "home")
    with_mcp(home, fake_llm, lambda session: call(session, "tell", text="I moved to Lyon in March"))
    cut = datetime.now(UTC) + timedelta(seconds=0.5)
    time.sleep(1)
    with_mcp(home, fake_llm, lambda session: call(session, "tell", text="Now I live in Porto"))
    [porto] = [f for f in FactStore(home / "data" / "alice").as_of() if f.value == "Porto"]

    async def read(session: ClientSession) -> dict[str, Any]:
        later = await session.call_tool("why", {"fact": porto.id})  # said after the time: no "leave out --as-of"
        text = "".join(getattr(c, "text", "") for c in later.content)
        assert later.is_error and "was not yet recorded" in text and "This memory is lent as of" in text, text
        assert "--as-of" not in text
        return {
            "facts now": await call(session, "facts", as_of="now"),
            "recall today": await call(session, "recall", query="Porto Lyon", as_of=datetime.now(UTC).isoformat()),
            "history": await call(session, "history", key="user.city"),
            "why": await call(session, "why", fact="city"),  # what became of it by then: it showed "replaced by Porto"
            "search": await call(session, "search_sessions", query="Porto"),
            "search then": await call(session, "search_sessions", query="Lyon"),
        }

    got = with_mcp(home, fake_llm, read, "--as-of", cut.isoformat())
    assert [f["value"] for f in got["facts now"]["facts"]] == ["Lyon"]
    assert datetime.fromisoformat(got["facts now"]["as_of"]) <= cut
    assert datetime.fromisoformat(got["recall today"]["as_of"]) <= cut
    assert [(f["value"], f["status"]) for f in got["history"]["history"]] == [("Lyon", "current")]
    assert got["search"]["hits"] == [] and got["search then"]["hits"]
    assert (got["why"]["fact"]["value"], got["why"]["fact"]["status"]) == ("Lyon", "current")
    assert [step["op"] for step in got["why"]["forward"]] == ["promote"]  # (at the end of its session; no supersede)
    for tool, answer in got.items():
        assert "Porto" not in json.dumps(answer, ensure_ascii=False).replace('"query": "Porto', ""), tool


def test_the_persona_resource_is_the_persona_as_its_file_is_now(fake_llm: FakeOpenAI, tmp_path: Path) -> None:
    Script(fake_llm)
    home = make_home(tmp_path / "home")
    path = home / "personas" / "alice.toml"
    original = path.read_text(encoding="utf-8")

    async def body(session: ClientSession) -> list[str]:
        async def persona() -> str:
            read = await session.read_resource("twin://alice/persona")
            return "".join(getattr(c, "text", "") for c in read.contents)

        seen = [await persona()]
        path.write_text(original.replace("I'm Alice.", "I'm Alice, keeper of the lighthouse.", 1), encoding="utf-8")
        seen.append(await persona())
        path.write_text(original + "\n[identity\n", encoding="utf-8")  # not TOML: the version in use stays
        seen += [await persona(), await persona()]
        return seen

    before, edited, *broken = with_mcp(home, fake_llm, body)
    assert "I'm Alice." in before and "keeper of the lighthouse" not in before
    assert "I'm Alice, keeper of the lighthouse." in edited
    assert broken == [edited, edited]
    versions = records(home / "data" / "alice" / "persona.jsonl")
    assert versions[-1]["source"] == "observed" and "keeper of the lighthouse" in versions[-1]["text"]
    told = (home / "mcp-stderr.log").read_text(encoding="utf-8")
    assert told.count("the edited persona file is not taken") == 1  # told once, with its problem


def test_a_persona_edit_naming_another_model_extracts_what_is_told_after_it_with_that_model(
    fake_llm: FakeOpenAI, tmp_path: Path
) -> None:
    script = Script(fake_llm)
    home = make_home(tmp_path / "home")
    path = home / "personas" / "alice.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("[model]", '[model]\nmodel = "first-model"'), "utf-8")

    async def body(session: ClientSession) -> None:
        await call(session, "tell", text="I live in Oslo")
        path.write_text(path.read_text(encoding="utf-8").replace("first-model", "second-model"), encoding="utf-8")
        await call(session, "tell", text="I work as a baker")

    with_mcp(home, fake_llm, body, TWIN_MODEL="")
    assert [r["model"] for r in script.requests("extract")] == ["first-model", "second-model"]
    assert [r["model"] for r in script.requests("chapter")] == ["second-model"]


def telling_over_stdio(llm: FakeOpenAI, home: Path, text: str) -> subprocess.Popen[str]:
    """`twin mcp alice` started by hand, initialized, and told `text` with `tell` (the answer not read yet)."""
    mcp = subprocess.Popen(
        [TWIN, "mcp", "alice"], env=twin_env(home, llm.base_url), text=True,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    assert mcp.stdin is not None and mcp.stdout is not None
    hello = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "by hand", "version": "1"}}
    for message in (
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": hello},
        {"jsonrpc": "2.0", "method": "notifications/initialized", "params": {}},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "tell", "arguments": {"text": text}}},
    ):
        mcp.stdin.write(json.dumps(message) + "\n")
        mcp.stdin.flush()
    return mcp


def told_over_stdio(llm: FakeOpenAI, home: Path) -> subprocess.Popen[str]:
    """`twin mcp alice` started by hand, initialized, and told "I moved to Lyon in March", its answer read."""
    mcp = telling_over_stdio(llm, home, "I moved to Lyon in March")
    assert "result" in json.loads(mcp.stdout.readline())  # type: ignore[union-attr]
    told = json.loads(mcp.stdout.readline())  # type: ignore[union-attr]
    assert not told["result"].get("isError"), told
    return mcp


@pytest.mark.parametrize(
    ("stop", "status", "said"),
    [(signal.SIGINT, 130, "Interrupted."), (signal.SIGTERM, 143, "")],
    ids=["ctrl-c", "sigterm"],
)
def test_a_stop_by_a_signal_ends_twin_mcp_at_once_with_its_status_and_the_session_ended(
    fake_llm: FakeOpenAI, tmp_path: Path, stop: int, status: int, said: str
) -> None:
    """Ctrl-C, or a client that stops its server by a signal (Node's child.kill(), a process manager), with stdin
    still open: the session ended as when the client leaves (after SIGTERM it was left without its end, as after a
    kill)."""
    script = Script(fake_llm)
    script.add("extract", facts_json(fact("user", "city", "Lyon", "I moved to Lyon in March")))
    script.add("chapter", CHAPTER)
    home = make_home(tmp_path / "home")
    mcp = told_over_stdio(fake_llm, home)
    started = time.monotonic()
    mcp.send_signal(stop)  # stdin stays open: the SDK's reader waits on it
    ended = mcp.wait(30)
    stderr = mcp.stderr.read()  # type: ignore[union-attr]
    assert ended == status and said in stderr and "Traceback" not in stderr, (ended, stderr)
    assert time.monotonic() - started < 5
    [session] = sorted((home / "data" / "alice" / "sessions").glob("*.jsonl"))
    assert records(session)[-1]["kind"] == "end" and records(session)[-1]["reason"] == "exit"


def test_ctrl_c_while_a_statement_is_remembered_ends_at_once_and_owes_it(fake_llm: FakeOpenAI, tmp_path: Path) -> None:
    script = Script(fake_llm)
    script.add("extract", Reply(text=facts_json(fact("user", "city", "Lyon", "I moved to Lyon")), delay=20))
    home = make_home(tmp_path / "home")
    mcp = telling_over_stdio(fake_llm, home, "I moved to Lyon")
    deadline = time.monotonic() + 20
    while not script.requests("extract") and time.monotonic() < deadline:  # the model is thinking it over
        time.sleep(0.05)
    started = time.monotonic()
    mcp.send_signal(signal.SIGINT)
    status = mcp.wait(30)
    stderr = mcp.stderr.read()  # type: ignore[union-attr]
    assert status == 130 and "owed to the next start" in stderr, stderr
    assert time.monotonic() - started < 5  # not after the model's 20 s
    [session] = sorted((home / "data" / "alice" / "sessions").glob("*.jsonl"))
    assert [r["text"] for r in records(session) if r["kind"] == "turn"] == ["I moved to Lyon"]  # kept, owed


def test_closing_stdin_ends_twin_mcp_at_once_and_a_slow_diary_is_owed_to_the_next_start(
    fake_llm: FakeOpenAI, tmp_path: Path
) -> None:
    script = Script(fake_llm)
    script.add("extract", facts_json(fact("user", "city", "Lyon", "I moved to Lyon in March")))
    script.add("chapter", Reply(text="too late", delay=60), CHAPTER)  # the model takes a minute over the first
    home = make_home(tmp_path / "home")
    mcp = told_over_stdio(fake_llm, home)
    started = time.monotonic()
    mcp.stdin.close()  # type: ignore[union-attr]  # the client is done: as an MCP client ends a stdio server
    status = mcp.wait(30)
    took = time.monotonic() - started
    stderr = mcp.stderr.read()  # type: ignore[union-attr]
    assert status == 0, stderr
    assert took < 2.0, took  # within the SDK client's grace, after which it terminates the server
    assert "waits for the next start" in stderr
    [session] = sorted((home / "data" / "alice" / "sessions").glob("*.jsonl"))
    assert records(session)[-1]["kind"] == "end" and records(session)[-1]["reason"] == "exit"
    assert not (home / "data" / "alice" / "chapters.jsonl").exists()  # owed, not lost:
    if not script.requests("chapter"):  # a loaded machine: the grace ran out before the diary was even asked for, so
        script.queues["chapter"].popleft()  # the minute-long answer must not go to the next start (it did, in CI)

    async def later(session: ClientSession) -> list[dict[str, Any]]:  # the next start writes it, as after a chat
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and not (home / "data" / "alice" / "chapters.jsonl").exists():
            await anyio.sleep(0.1)
        return records(home / "data" / "alice" / "chapters.jsonl")

    chapters = with_mcp(home, fake_llm, later)
    assert [(c["session"], c["text"]) for c in chapters] == [(records(session)[0]["id"], CHAPTER)]


def test_tell_off_the_record_and_taken_back(fake_llm: FakeOpenAI, tmp_path: Path) -> None:
    # an agent relaying the person's words: "off the record" keeps the statement out, "forget what I just said"
    # forgets what the statement before it taught (docs/memory.md#off-the-record)
    script = Script(fake_llm)
    script.add("extract", facts_json(fact("user", "pregnant", "yes", "I'm pregnant")))
    script.add("extract", facts_json(fact("user", "job", "croupier", "I'm a croupier")))
    home = make_home(tmp_path / "home")

    async def tell(session: ClientSession) -> list[Any]:
        return [
            await call(session, "tell", text=words)
            for words in ("Off the record: I'm pregnant.", "I'm a croupier", "forget what I just said")
        ]

    unkept, croupier, _ = with_mcp(home, fake_llm, tell)
    assert unkept["kept"] == [] and [r["reason"] for r in unkept["rejected"]] == ["off_record"]
    assert croupier["kept"][0]["fact"]["value"] == "croupier"
    facts = cli_json(home, fake_llm, "memory", "facts", "alice", "--all")
    assert [(f["value"], f["retire_reason"]) for f in facts] == [("croupier", "user")]


def test_tell_on_a_read_only_home_says_so_in_words(fake_llm: FakeOpenAI, tmp_path: Path) -> None:
    """The live mark's open failed raw: the client got "Error executing tool tell", the log a traceback."""
    from tests.conftest import tmpfs

    for disk in tmpfs(tmp_path, "16m"):
        home = make_home(disk / "home")
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
        params = StdioServerParameters(command=TWIN, args=["mcp", "alice"], env=twin_env(home, fake_llm.base_url))

        async def tell(params: StdioServerParameters = params) -> tuple[bool, str]:
            with open(tmp_path / "errors.log", "w", encoding="utf-8") as errors:
                async with stdio_client(params, errlog=errors) as (read, write):
                    async with ClientSession(read, write) as session:
                        await session.initialize()
                        result = await session.call_tool("tell", {"text": "I live in Lisbon"})
                        return result.is_error, "".join(getattr(c, "text", "") for c in result.content)

        failed, said = anyio.run(tell)
        assert failed and "read-only" in said and "nothing was written" in said.casefold(), said
        assert "Traceback" not in (tmp_path / "errors.log").read_text(encoding="utf-8")


def test_a_secret_a_history_written_before_holds_is_in_no_tools_answer(fake_llm: FakeOpenAI, tmp_path: Path) -> None:
    """Before `twin doctor --repair`, the turns an older version wrote hold the words as typed: every answer a program
    gets shows "[secret]" in their place (twin/credentials.py)."""
    from twin.sessions.session import SessionStore

    home = make_home(tmp_path / "home")
    older = SessionStore(home / "data" / "alice").start({"persona": "alice"})
    assert older.file is not None
    said = older.file.append("turn", role="user", text="the wifi password at the cabin is Tr0ub4dor&3")
    older.end("exit")
    from twin.facts.store import FactStore

    store = FactStore(home / "data" / "alice")  # learned then, and retold in other words by its diary
    evidence = {"session": older.id, "turn": said["id"], "quote": "the wifi password at the cabin is Tr0ub4dor&3"}
    fact_id = store.assert_fact(
        "user", "wifi_password", "Tr0ub4dor&3", source="user", confidence=0.9, cause="T", evidence=evidence
    ).id
    store.close()
    diary = {"v": 1, "id": "01H00000000000000000000000", "ts": "2026-01-01T00:00:00+00:00", "kind": "chapter",
             "session": older.id, "text": "They trusted me with the cabin's wifi password, Tr0ub4dor&3."}  # fmt: skip
    (home / "data" / "alice" / "chapters.jsonl").write_text(json.dumps(diary) + "\n", encoding="utf-8")

    async def read(session: ClientSession) -> list[Any]:
        chapters = await session.read_resource("twin://alice/chapters")
        return [
            await call(session, "search_sessions", query="wifi cabin"),
            await call(session, "recall", query="wifi password cabin"),
            await call(session, "facts"),
            await call(session, "history", key="user.wifi_password"),
            await call(session, "why", fact=fact_id),
            [getattr(c, "text", "") for c in chapters.contents],
        ]

    found = json.dumps(with_mcp(home, fake_llm, read))
    assert "Tr0ub4dor" not in found and "[secret]" in found
