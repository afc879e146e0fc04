"""`twin memory`: facts, history, why, forget, correct, purge, through the CLI, with exact output."""

from __future__ import annotations

import json
import re
import subprocess
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace

import pytest
from prompt_toolkit.history import FileHistory

from tests.memorykit import Script, facts_json
from twin.errors import UsageError
from twin.facts.store import FactStore
from twin.sessions.session import SessionStore


@pytest.fixture(autouse=True)
def utc(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.fixture
def twin(home_with_personas: Path) -> SimpleNamespace:
    """alice's memory: a city that changed, a sister's city in Chinese, an inferred preference."""
    store = FactStore(home_with_personas / "data" / "alice")
    paris = store.assert_fact(
        "user", "city", "Paris", source="user", confidence=0.9, cause="T1",
        said_at=datetime(2024, 1, 10, 8, 30, tzinfo=UTC),
        evidence={"session": "S1", "turn": "T1", "quote": "I live in Paris"},
    )  # fmt: skip
    berlin = store.supersede(
        paris.id, "Berlin", source="user", confidence=0.9, cause="T2", said_at=datetime(2024, 3, 1, 9, 0, tzinfo=UTC),
        evidence={"session": "S2", "turn": "T2", "quote": "我搬到柏林了"},
    )  # fmt: skip
    sister = store.assert_fact(
        "sister",
        "城市",
        "深圳",
        source="user",
        confidence=0.8,
        cause="T3",
        said_at=datetime(2024, 2, 1, 12, 0, tzinfo=UTC),
    )
    tea = store.assert_fact(
        "user", "tea", "green", source="inferred", confidence=0.6, cause="T4", kind="preference",
        said_at=datetime(2024, 2, 15, 18, 45, tzinfo=UTC),
    )  # fmt: skip
    return SimpleNamespace(store=store, dir=store.twin_dir, paris=paris, berlin=berlin, sister=sister, tea=tea)


def files(twin: SimpleNamespace) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in twin.dir.iterdir() if p.is_file() and p.name != "memory.lock"}


def test_facts_now_then_and_all(cli, twin) -> None:
    paris, berlin, sister, tea = (f.id[-8:] for f in (twin.paris, twin.berlin, twin.sister, twin.tea))
    result = cli("memory", "facts", "alice")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (
        "KEY          VALUE   SINCE             SOURCE    CONF  LAYER  ID\n"
        f"sister.城市  深圳    2024-02-01 12:00  user      0.80  short  {sister}\n"
        f"user.city    Berlin  2024-03-01 09:00  user      0.90  short  {berlin}\n"
        f"user.tea     green   2024-02-15 18:45  inferred  0.60  short  {tea}\n"
    )
    assert result.stderr == "3 facts (alice).\n"
    result = cli("memory", "facts", "alice", "--as-of", "2024-02-10", "--subject", "USER")
    assert result.exit_code == 0
    assert result.stdout == (
        "KEY        VALUE  SINCE             SOURCE  CONF  LAYER  ID\n"
        f"user.city  Paris  2024-01-10 08:30  user    0.90  short  {paris}\n"
    )
    assert result.stderr == "1 fact as of 2024-02-10 23:59 (alice).\n"
    result = cli("memory", "facts", "alice", "--all", "--source", "user")
    assert result.exit_code == 0
    assert result.stdout == (
        "KEY          VALUE   STATUS               SINCE             UNTIL             SOURCE  CONF  LAYER  ID\n"
        f"sister.城市  深圳    current              2024-02-01 12:00  -                 user    0.80  short  {sister}\n"
        f"user.city    Paris   superseded (update)  2024-01-10 08:30  2024-03-01 09:00  user    0.90  short  {paris}\n"
        f"user.city    Berlin  current              2024-03-01 09:00  -                 user    0.90  short  {berlin}\n"
    )
    result = cli("memory", "facts", "alice", "--as-of", "2023-12-31")
    assert (result.exit_code, result.stdout, result.stderr) == (0, "", "No facts as of 2023-12-31 23:59 (alice).\n")


def test_facts_as_json(cli, twin) -> None:
    result = cli("memory", "facts", "alice", "--kind", "preference", "--json")
    assert result.exit_code == 0
    [tea] = json.loads(result.stdout)
    assert list(tea) == [
        "id", "subject", "attribute", "value", "kind", "source", "confidence", "said_at", "valid_from", "valid_until",
        "recorded_at", "evidence", "cause", "layer", "prompt", "status", "replaces", "replaced_by", "confirmations",
        "confirmed_sessions", "until", "reason", "retire_reason", "retire_note",
    ]  # fmt: skip
    assert (tea["id"], tea["value"], tea["said_at"], tea["status"]) == (
        twin.tea.id,
        "green",
        "2024-02-15T18:45:00.000+00:00",
        "current",
    )
    result = cli("memory", "facts", "alice", "--json", "--min-confidence", "0.85")
    assert result.stdout.startswith("[\n{") and result.stdout.count("\n") == 3
    assert [f["value"] for f in json.loads(result.stdout)] == ["Berlin"]
    assert cli("memory", "facts", "alice", "--json", "--as-of", "2020-01-01").stdout == "[]\n"


def test_history_takes_the_name_of_a_key_whose_values_no_longer_hold(cli, twin) -> None:
    assert cli("memory", "forget", "alice", "city").exit_code == 0
    result = cli("memory", "history", "alice", "city")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("user.city: 2 values\n") and "forgotten" in result.stdout
    result = cli("memory", "history", "alice", "country")
    assert (result.exit_code, result.stderr.splitlines()[0]) == (2, "Error: No fact named 'country' holds now.")


def test_history_as_of_a_time_shows_what_had_been_said_by_then(cli, twin) -> None:
    """Every read takes a time coordinate (docs/facts.md): in February Paris held, and Berlin was not said yet."""
    then = json.loads(cli("memory", "history", "alice", "user.city", "--as-of", "2024-02-01", "--json").stdout)
    assert [(f["value"], f["status"], f["until"]) for f in then] == [("Paris", "current", None)]
    now = json.loads(cli("memory", "history", "alice", "user.city", "--json").stdout)
    assert [f["value"] for f in now] == ["Paris", "Berlin"]
    assert cli("memory", "history", "alice", "user.city", "--as-of", "tomorrow-ish").exit_code == 2
    shown = cli("memory", "history", "alice", "user.city", "--as-of", "2024-02-01").stdout
    assert shown.startswith("user.city: 1 value (as of 2024-02-01 23:59)\n")  # (it never said the time: a probe)
    early = cli("memory", "history", "alice", "user.city", "--as-of", "2024-01-01")
    assert early.exit_code == 2 and "Nothing about user.city had been said by 2024-01-01 23:59." in early.stderr
    assert "leave out --as-of" in early.stderr  # (it said "No facts about user.city", which `facts --all` lists)


def test_history_and_why(cli, twin) -> None:
    paris, berlin = twin.paris.id[-8:], twin.berlin.id[-8:]
    result = cli("memory", "history", "alice", "USER/City")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (
        "user.city: 2 values\n"
        "FROM              UNTIL             VALUE   STATUS               SOURCE  ID        SAID\n"
        f"2024-01-10 08:30  2024-03-01 09:00  Paris   superseded (update)  user    {paris}  I live in Paris\n"
        f"2024-03-01 09:00  -                 Berlin  current              user    {berlin}  我搬到柏林了\n"
    )
    assert cli("memory", "history", "alice", twin.paris.id[-8:]).stdout == result.stdout
    # a FACT of the key, as why, forget and correct take it: its name among the facts that hold
    assert cli("memory", "history", "alice", "city").stdout == result.stdout
    assert cli("memory", "history", "alice", "sister.城市").stdout.startswith("sister.城市: 1 value\n")
    history = json.loads(cli("memory", "history", "alice", "user.city", "--json").stdout)
    assert [(f["value"], f["status"], f["until"]) for f in history] == [
        ("Paris", "superseded", twin.berlin.valid_from),
        ("Berlin", "current", None),
    ]
    result = cli("memory", "why", "alice", twin.berlin.id[-8:])
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (
        "user.city = Berlin\n"
        "  current, from 2024-03-01 09:00\n"
        "  user, confidence 0.90, short-term; said in 1 session, confirmed 0 times\n"
        f"  fact {twin.berlin.id}\n"
        "\n"
        "Back to the words:\n"
        "  2024-01-10 08:30  replaced   before: user.city = Paris\n"
        "                               \u201cI live in Paris\u201d  (session S1)\n"
        "                    cause      T2\n"
        "  2024-03-01 09:00  supersede  user.city = Berlin (user, confidence 0.9); update\n"
        "                               \u201c我搬到柏林了\u201d  (session S2)\n"
        "What became of it:\n"
        "  nothing since: it was never confirmed, replaced or retired\n"
    )
    chain = json.loads(cli("memory", "why", "alice", twin.paris.id, "--json").stdout)
    assert chain["fact"]["id"] == twin.paris.id
    assert [(s["op"], s["text"]) for s in chain["forward"]] == [("superseded", "replaced by Berlin (user; update)")]


def test_why_as_of_a_time_tells_what_had_become_of_the_fact_by_then(cli, twin) -> None:
    """`why` takes a time coordinate as every read does (docs/facts.md): in February Paris held, Berlin was not said
    yet, and a name resolves among the facts that held then."""
    result = cli("memory", "why", "alice", "city", "--as-of", "2024-02-01")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith(
        "user.city = Paris  (as of 2024-02-01 23:59)\n  current, from 2024-01-10 08:30\n"
    ) and result.stdout.endswith(
        "What had become of it by then:\n  nothing by then: it had not been confirmed, replaced or retired\n"
    )
    assert "Berlin" not in result.stdout
    then = json.loads(cli("memory", "why", "alice", twin.paris.id, "--as-of", "2024-02-01", "--json").stdout)
    assert (then["fact"]["status"], then["fact"]["until"], then["forward"]) == ("current", None, [])
    later = json.loads(cli("memory", "why", "alice", twin.paris.id, "--as-of", "2024-03-02", "--json").stdout)
    assert [s["text"] for s in later["forward"]] == ["replaced by Berlin (user; update)"]
    assert later["fact"]["status"] == "superseded"
    early = cli("memory", "why", "alice", twin.berlin.id, "--as-of", "2024-02-01")
    assert early.exit_code == 2 and f"Fact {twin.berlin.id} was not yet recorded at 2024-02-01" in early.stderr
    none = cli("memory", "why", "alice", "tea", "--as-of", "2024-02-01")  # the tea was said on 15 February
    assert none.exit_code == 2 and "No fact named 'tea' held on 2024-02-01 23:59." in none.stderr
    assert cli("memory", "why", "alice", "city", "--as-of", "tomorrow-ish").exit_code == 2


def test_why_as_of_a_time_leaves_out_a_value_said_later_that_this_one_replaced(tmp_path: Path) -> None:
    """A correction read late: Madrid, said on 1 February, written to replace Lisbon, said on 1 March. As of
    15 February Lisbon was not said yet, and the chain said "before: user.city = Lisbon" (a review, 2026-12-07)."""
    store = FactStore(tmp_path)
    lisbon = store.assert_fact(
        "user", "city", "Lisbon", source="user", confidence=0.9, cause="T1", said_at=datetime(2024, 3, 1, tzinfo=UTC)
    )
    madrid = store.supersede(
        lisbon.id, "Madrid", source="user", confidence=0.9, cause="T2", said_at=datetime(2024, 2, 1, tzinfo=UTC)
    )
    then = store.chain(madrid.id, datetime(2024, 2, 15, tzinfo=UTC))
    assert "Lisbon" not in json.dumps(then.to_dict()) and then.fact.value == "Madrid"
    assert any(step.op == "replaced" and "Lisbon" in step.text for step in store.chain(madrid.id).back)


def test_why_reads_the_words_back_from_the_session(cli, home_with_personas: Path) -> None:
    twin_dir = home_with_personas / "data" / "alice"
    writer = SessionStore(twin_dir).start({"persona": "alice"}, at=datetime(2024, 5, 1, 10, 0, tzinfo=UTC))
    turn = writer.add_turn("user", "My cat is called Miso, she is three.", at=datetime(2024, 5, 1, 10, 1, tzinfo=UTC))
    fact = FactStore(twin_dir).assert_fact(
        "user", "pet", "a cat named Miso", source="user", confidence=0.9, cause=turn.id, said_at=turn.time,
        evidence={"session": writer.id, "turn": turn.id, "quote": "My cat is called Miso"},
    )  # fmt: skip
    FactStore(twin_dir).retire(
        fact.id,
        reason="user",
        cause="cli:twin memory forget",
        note="she moved out",
        at=datetime(2024, 6, 1, tzinfo=UTC),
    )
    result = cli("memory", "why", "alice", fact.id[:20])
    assert result.exit_code == 0, result.stderr
    assert result.stdout.split("Back to the words:\n")[1] == (
        "  2024-05-01 10:01  turn       the person said\n"
        f"                               \u201cMy cat is called Miso, she is three.\u201d  (session {writer.id})\n"
        "  2024-05-01 10:01  assert     user.pet = a cat named Miso (user, confidence 0.9)\n"
        f"                               \u201cMy cat is called Miso\u201d  (session {writer.id})\n"
        "What became of it:\n"
        "  2024-06-01 00:00  retire     retired (user): she moved out\n"
    )
    assert result.stdout.startswith(
        "user.pet = a cat named Miso\n  forgotten, from 2024-05-01 10:01 until 2024-06-01 00:00\n"
    )


def test_why_of_a_chinese_twin_is_said_in_chinese_and_its_json_in_english(cli, home_with_personas: Path) -> None:
    """A Chinese twin's `why` reads as its chat does (it was all English, but the words quoted); its `--json` keeps
    the English sentences, a contract for scripts."""
    twin_dir = home_with_personas / "data" / "lin"
    writer = SessionStore(twin_dir).start({"persona": "lin"}, at=datetime(2024, 5, 1, 10, 0, tzinfo=UTC))
    turn = writer.add_turn("user", "我妹妹住在成都。", at=datetime(2024, 5, 1, 10, 1, tzinfo=UTC))
    store = FactStore(twin_dir)
    chengdu = store.assert_fact(
        "妹妹", "城市", "成都", source="user", confidence=0.9, cause=turn.id, said_at=turn.time,
        evidence={"session": writer.id, "turn": turn.id, "quote": "我妹妹住在成都"},
    )  # fmt: skip
    chongqing = store.supersede(
        chengdu.id, "重庆", source="user", confidence=0.9, cause="T2", reason="correction",
        said_at=datetime(2024, 5, 2, 9, 0, tzinfo=UTC),
    )  # fmt: skip
    store.retire(chongqing.id, reason="user", cause="cli:twin memory forget", at=datetime(2024, 6, 1, tzinfo=UTC))
    result = cli("memory", "why", "lin", chengdu.id)
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (
        "妹妹.城市 = 成都\n"
        "  被取代（更正），2024-05-01 10:01 起，到 2024-05-02 09:00 为止\n"
        "  来源 user，置信度 0.90，短期记忆；在 1 次会话里说过，确认过 0 次\n"
        f"  事实 {chengdu.id}\n"
        "\n"
        "追溯到原话：\n"
        "  2024-05-01 10:01  原话       用户说\n"
        f"                               \u201c我妹妹住在成都。\u201d（会话 {writer.id}）\n"
        "  2024-05-01 10:01  记下       妹妹.城市 = 成都（user，置信度 0.9）\n"
        f"                               \u201c我妹妹住在成都\u201d（会话 {writer.id}）\n"
        "后来怎样了：\n"
        "  2024-05-02 09:00  被取代     被 重庆 取代（user；更正）\n"
    )
    forgotten = cli("memory", "why", "lin", chongqing.id).stdout
    assert forgotten.startswith("妹妹.城市 = 重庆\n  已忘掉，2024-05-02 09:00 起，到 2024-06-01 00:00 为止\n")
    assert forgotten.endswith("后来怎样了：\n  2024-06-01 00:00  停用       停用（按要求忘掉）\n")
    then = cli("memory", "why", "lin", chengdu.id, "--as-of", "2024-05-01").stdout
    assert then.startswith("妹妹.城市 = 成都（截至 2024-05-01 23:59）\n  当前，2024-05-01 10:01 起\n")
    assert then.endswith("到那时怎样了：\n  到那时没有变化：它还没有被确认、取代或停用\n")
    chain = json.loads(cli("memory", "why", "lin", chengdu.id, "--json").stdout)
    assert [s["text"] for s in chain["back"]] == ["the person said", "妹妹.城市 = 成都 (user, confidence 0.9)"]
    assert [s["text"] for s in chain["forward"]] == ["replaced by 重庆 (user; correction)"]
    history = cli("memory", "history", "lin", "妹妹.城市", "--as-of", "2024-05-01").stdout
    assert history.startswith("妹妹.城市：1 个值（截至 2024-05-01 23:59）\n")


def test_forget_and_correct(cli, twin) -> None:
    tea, berlin = twin.tea.id[-8:], twin.berlin.id[-8:]
    result = cli("memory", "forget", "alice", twin.tea.id[-8:], "--reason", "I never said that")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (
        f"Forgot user.tea = green (fact {tea}).\n"
        f"It stays on disk: `twin memory facts alice --all` lists it, `twin memory why alice {tea}` explains it.\n"
        "Your sessions keep the words as you said them (sessions show and search read them); "
        f"`twin memory purge alice {tea}` deletes them for good.\n"
    )
    hints = re.findall(r"`twin ([^`]+)`", result.stdout)
    retired = twin.store.get(twin.tea.id)
    assert (retired.status, retired.retire_reason, retired.retire_note) == ("retired", "user", "I never said that")
    result = cli("memory", "correct", "alice", twin.berlin.id[-8:], "Munich")
    assert result.exit_code == 0, result.stderr
    new = twin.store.as_of(subject="user")[0]
    assert result.stdout == (
        "Corrected user.city: Berlin -> Munich\n"
        f"Fact {new.id[-8:]} replaces {berlin}; `twin memory history alice {new.id[-8:]}` shows both.\n"
    )
    hints += re.findall(r"`twin ([^`]+)`", result.stdout)
    for hint in hints:  # every command a hint names runs as printed (a purge asks first: unanswered, it stops)
        ran = cli(*hint.split())
        assert ran.exit_code == (1 if hint.startswith("memory purge") else 0), hint
        assert "Nothing purged" in ran.output or not hint.startswith("memory purge")
    assert (new.value, new.source, new.confidence, new.reason) == ("Munich", "user", 1.0, "correction")
    listed = cli("memory", "facts", "alice", "--all").stdout
    assert any("Berlin" in line and "superseded (correction)" in line for line in listed.splitlines()), listed
    why = cli("memory", "why", "alice", twin.berlin.id[-8:]).stdout  # why says it as facts and history do
    assert why.splitlines()[1].startswith("  superseded (correction), from "), why
    coffee = twin.store.assert_fact("user", "coffee", "latte", source="inferred", confidence=0.6, cause="T9")
    twin.store.correct(coffee.id, "espresso", cause="test")  # an inference the person corrected
    filtered = cli("memory", "facts", "alice", "--all", "--source", "inferred").stdout  # its successor filtered out
    assert any("latte" in line and "superseded (correction)" in line for line in filtered.splitlines()), filtered
    result = cli("memory", "correct", "alice", twin.berlin.id[-8:], "Hamburg")
    assert result.exit_code == 6  # a conflict: the fact changed since it was looked at
    assert result.stderr == (
        f"Error: Fact {twin.berlin.id} (user.city = Berlin) is no longer current: it was replaced by 'Munich' "
        f"(fact {new.id}).\n"
        "Read the facts again and decide on the state as it is now (`twin memory facts`).\n"
    )
    before = files(twin)
    result = cli("memory", "correct", "alice", new.id, "munich")
    assert (result.exit_code, result.stderr) == (2, "Error: user.city is already 'Munich'.\nNothing to correct.\n")
    assert files(twin) == before
    forgot = cli("memory", "forget", "alice", twin.berlin.id[-8:]).stdout
    assert f"(fact {berlin}), which no longer held (superseded (correction))." in forgot


@pytest.mark.parametrize(
    "value, said",
    [
        ("Rome\u202eevil", "holds U+202E, which reorders or hides text where a value is shown"),
        ("Ro\u200bme", "holds U+200B, which reorders or hides text where a value is shown"),
        ("Rome\nParis", "holds U+000A, a control character"),
        ("Rome\x1b[2J", "holds U+001B, a control character"),
        ("R" * 100_000, "is 100,000 characters long: too long for a value"),
    ],
)
def test_a_corrected_value_is_one_line_that_shows_as_typed(cli, twin, value: str, said: str) -> None:
    before = files(twin)
    result = cli("memory", "correct", "alice", twin.berlin.id[-8:], value)
    assert result.exit_code == 2
    assert result.stderr == (
        f"Error: The value {said}.\nA value is one line of at most 200 characters, without control characters or "
        "ones that reorder or hide text (bidi controls, zero-width characters).\n"
    )
    assert files(twin) == before
    chinese = cli("memory", "correct", "alice", twin.berlin.id[-8:], "  慕尼黑  ")  # a Chinese value, spaces trimmed
    assert chinese.exit_code == 0 and chinese.stdout.startswith("Corrected user.city: Berlin -> 慕尼黑\n")
    joined = cli("memory", "correct", "alice", "city", "تهران\u200cشمالی")  # a zero-width non-joiner parts letters
    assert joined.exit_code == 0, joined.stderr


def test_a_fact_is_named_as_in_the_chat(cli, twin) -> None:
    """forget, correct and why take a fact's name among those that hold, as /forget and /correct do."""
    why = cli("memory", "why", "alice", "city", "--json")
    assert why.exit_code == 0, why.stderr
    assert json.loads(why.stdout)["fact"]["id"] == twin.berlin.id
    result = cli("memory", "correct", "alice", "sister.城市", "广州")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines()[0] == "Corrected sister.城市: 深圳 -> 广州"
    result = cli("memory", "forget", "alice", "user.tea")
    assert result.exit_code == 0 and result.stdout.startswith("Forgot user.tea = green"), result.stderr
    gone = cli("memory", "forget", "alice", "tea")  # forgotten: no longer among those that hold, and not an id
    assert gone.exit_code == 2 and "No fact named 'tea' holds now." in gone.stderr
    twin.store.assert_fact("user", "pet", "cat", source="user", confidence=0.9, cause="T5")
    twin.store.assert_fact("bob", "pet", "dog", source="user", confidence=0.9, cause="T6")
    assert twin.store.named("pet").value == "cat" and twin.store.named("bob.pet").value == "dog"
    with pytest.raises(UsageError, match="'pet' names 2 facts: "):  # a chat with bob: both are his to name
        twin.store.named("pet", ("user", "bob"))
    twin.store.assert_fact("Anna Li", "favourite food", "dumplings", source="user", confidence=0.9, cause="T7")
    assert twin.store.named("Anna Li.favourite food").value == "dumplings"  # the KEY `memory facts` prints
    assert twin.store.named("anna li/favourite_food").value == "dumplings"
    with pytest.raises(UsageError, match="No fact named 'team' holds now"):  # a word is never taken for an id
        twin.store.named("team")


def test_a_fact_of_the_person_twin_toml_names_is_named_as_in_the_chat(cli, twin) -> None:
    (twin.dir.parent.parent / "twin.toml").write_text('user = "Sam"\n', encoding="utf-8")
    twin.store.assert_fact("Sam", "job", "baker", source="user", confidence=0.9, cause="T8")
    result = cli("memory", "why", "alice", "job", "--json")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["fact"]["value"] == "baker"


def test_purge_asks_first(cli, twin) -> None:
    before = files(twin)
    result = cli("memory", "purge", "alice", twin.paris.id[-8:], input="n\n")
    assert result.exit_code == 1
    assert result.stdout == (
        f"Purge fact {twin.paris.id} (user.city = Paris):\n"
        "  1 record of facts.jsonl, 1 event of events.jsonl, the words it came from in 1 turn, and what index/ holds"
        " of them.\n"
        "This cannot be undone. Purge? [y/N]: n\n"
    )
    assert result.stderr == "Nothing purged. (`--yes` purges without asking.)\n" and files(twin) == before
    assert cli("memory", "purge", "alice", twin.paris.id[-8:]).exit_code == 1  # no answer at all: nothing
    assert files(twin) == before
    result = cli("memory", "purge", "alice", twin.paris.id[-8:], input="y\n")
    assert result.exit_code == 0, result.stderr
    audit = twin.store.events.records()[-1]
    assert result.stdout.endswith(
        f"Purged 1 fact (1 record, 1 event).\nAudit record {audit['id']} in events.jsonl (ids and counts only).\n"
    )
    assert b"Paris" not in b"".join(files(twin).values())
    assert (audit["kind"], audit["facts"]) == ("purge", [twin.paris.id])


@pytest.mark.parametrize("yes", [True, False], ids=["yes", "asked"])
def test_a_purge_whose_reader_went_away_is_done_when_asked_with_yes_and_not_otherwise(
    twin, home_with_personas: Path, yes: bool
) -> None:
    """`twin memory purge … --yes | head -1` exited 0 and purged nothing: the plan met the broken pipe first."""
    import os

    from tests.chatkit import TWIN

    before = files(twin)
    reader, writer = os.pipe()
    os.close(reader)
    try:
        done = subprocess.run(
            [TWIN, "memory", "purge", "alice", twin.paris.id[-8:], *(["--yes"] if yes else [])],
            stdout=writer, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, timeout=60,
            env={**os.environ, "TWIN_HOME": str(home_with_personas)},
        )  # fmt: skip
    finally:
        os.close(writer)
    if yes:
        assert (done.returncode, done.stderr.decode()) == (0, "")
        assert b"Paris" not in b"".join(files(twin).values())
    else:
        assert done.returncode == 1 and "Nothing purged" in done.stderr.decode() and files(twin) == before


def test_purge_takes_an_id_and_shows_the_one_a_name_names(cli, twin) -> None:
    before = files(twin)
    berlin = twin.berlin.id[-8:]
    result = cli("memory", "purge", "alice", "city", "--yes")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (  # it said "No fact 'city'."
        f"Error: Purge takes a fact's id, not its name: 'city' is user.city = Berlin, fact {berlin}.\n"
        f"If that is the one to delete for good: `twin memory purge alice {berlin}`.\n"
    )
    assert files(twin) == before


def test_purge_a_session_without_asking(cli, home_with_personas: Path) -> None:
    twin_dir = home_with_personas / "data" / "alice"
    writer = SessionStore(twin_dir).start({"persona": "alice"})
    turn = writer.add_turn("user", "my safe word is pineapple 4321")
    writer.end("exit")
    FactStore(twin_dir).assert_fact(
        "user", "safe_word", "pineapple 4321", source="user", confidence=0.9, cause=turn.id,
        evidence={"session": writer.id, "turn": turn.id, "quote": "my safe word is pineapple 4321"},
    )  # fmt: skip
    history = FileHistory(str(home_with_personas / "input-history"))  # what the prompt kept of the typing
    for typed in ("hello", "my safe word is pineapple 4321", "bye"):
        history.store_string(typed)
    result = cli("memory", "purge", "alice", "--session", writer.id[-10:], "--yes")
    assert result.exit_code == 2  # a session is named by its id or a prefix of it
    result = cli("memory", "purge", "alice", "--session", writer.id[:12], "--yes")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith(
        f"Purge session {writer.id} (its file), 1 fact from it:\n"
        "  1 record of facts.jsonl, 1 event of events.jsonl, and what index/ holds of them,"
        " and the messages you sent from the prompt's history.\n"
        "Purged 1 fact (1 record, 1 event) and the session file.\n"
        "Took 1 entry out of the prompt's history.\n"
    )
    assert not writer.path.exists() and list(FactStore(twin_dir).as_of()) == []
    assert list(FileHistory(str(home_with_personas / "input-history")).load_history_strings()) == ["bye", "hello"]


def test_a_session_purge_says_its_chapter_and_extraction_runs_go_with_it(
    cli, home_with_personas: Path, script: Script
) -> None:
    """The chapter of the session and its extraction runs are removed with it: the question and the summary said
    neither (a fact's purge names them)."""
    script.add("extract", facts_json())
    assert cli("chat", "lin", input="我养了一只猫\n").exit_code == 0
    twin_dir = home_with_personas / "data" / "lin"
    assert (twin_dir / "chapters.jsonl").read_text(encoding="utf-8").strip()
    [session] = json.loads(cli("sessions", "list", "lin", "--json").stdout)
    result = cli("memory", "purge", "lin", "--session", session["id"], "--yes")
    assert result.exit_code == 0, result.output
    asked, done = result.stdout.splitlines()[1], result.stdout.splitlines()[2]
    assert "1 chapter of chapters.jsonl, 1 entry of extractions.jsonl, and what index/ holds of them" in asked
    # (and a chapter of another session that retold the fact: "1 chapter of chapters.jsonl (the words cut)", and in
    # the result "with 1 record of chapters.jsonl with the words cut": tests/test_facts_purge.py)
    assert done == (
        "Purged 0 facts (0 records, 1 event) and the session file, with 1 record of chapters.jsonl and 1 entry of "
        "extractions.jsonl."
    )
    assert not (twin_dir / "chapters.jsonl").read_text(encoding="utf-8").strip()


def test_a_session_purge_names_the_other_chapters_it_cuts_words_from(cli, home_with_personas: Path) -> None:
    from twin.clock import now, to_iso
    from twin.narrative.chapters import ChapterStore

    twin_dir = home_with_personas / "data" / "alice"
    sessions = SessionStore(twin_dir)
    first = sessions.start({"persona": "alice"})
    said = first.add_turn("user", "I live in Lyon")
    first.end("exit")
    later = sessions.start({"persona": "alice"})
    later.add_turn("user", "hello again")
    later.end("exit")
    here = {"session": first.id, "turn": said.id, "quote": "I live in Lyon"}
    FactStore(twin_dir).assert_fact("user", "city", "Lyon", source="user", confidence=0.9, cause=said.id, evidence=here)
    when = to_iso(now())
    ChapterStore(twin_dir).add(first.id, when, when, "Today we talked about Lyon.", "p")
    ChapterStore(twin_dir).add(later.id, when, when, "We spoke again of Lyon and the river.", "p")
    result = cli("memory", "purge", "alice", "--session", first.id, "--yes")
    assert result.exit_code == 0, result.output
    asked, done = result.stdout.splitlines()[1:3]
    assert "1 chapter of chapters.jsonl, 1 chapter of chapters.jsonl (the words cut)" in asked
    assert "with 1 record of chapters.jsonl and 1 record of chapters.jsonl with the words cut." in done


def test_bad_input_gets_a_clear_message_and_writes_nothing(cli, twin) -> None:
    before = files(twin)
    cases = [
        (("memory", "facts", "alice", "--as-of", "soon"), 2, "Error: Cannot read the date 'soon'.\n"),
        (("memory", "facts", "alice", "--as-of", ""), 2, "Error: The date is empty.\n"),
        (("memory", "facts", "alice", "--as-of", "99999999 days ago"), 2, "Error: Cannot read the date '99999999 d"),
        (("memory", "search", "alice", "x", "--as-of", "10000 years ago"), 2, "Error: Cannot read the date '10000 "),
        (("chat", "alice", "--as-of", "99999年前"), 2, "Error: Cannot read the date '99999年前': it is beyond the"),
        (("memory", "facts", "alice", "--as-of", "9999-12-31"), 2, "Error: '9999-12-31' is later than now ("),
        (("memory", "facts", "alice", "--source", "gossip"), 2, "Error: Unknown source 'gossip'.\n"),
        (("memory", "history", "alice", "user.nothing"), 2, "Error: No facts about user.nothing.\n"),
        (("memory", "history", "alice", "user."), 2, "Error: 'user.' is not a key.\n"),
        (("memory", "history", "alice", "../../etc"), 2, "Error: No facts about ../../etc.\n"),  # not "...../etc"
        (("memory", "why", "alice", "ZZZZZZZZ"), 2, "Error: No fact 'ZZZZZZZZ'.\n"),
        (("memory", "forget", "alice", "ZZZZZZZZ"), 2, "Error: No fact 'ZZZZZZZZ'.\n"),
        (("memory", "correct", "alice", "ZZZZZZZZ", "x"), 2, "Error: No fact 'ZZZZZZZZ'.\n"),
        (("memory", "purge", "alice", "ZZZZZZZZ", "--yes"), 2, "Error: No fact 'ZZZZZZZZ'.\n"),
        (("memory", "purge", "alice", "--yes"), 2, "Error: Purge either one fact or one session.\n"),
        (("memory", "facts", "nobody"), 3, "Error: "),
    ]
    for args, code, first_line in cases:
        result = cli(*args)
        assert result.exit_code == code, (args, result.stderr)
        assert result.stderr.startswith(first_line), (args, result.stderr)
        assert "Traceback" not in result.stderr
    assert files(twin) == before


def test_a_corrupted_line_is_named_and_memory_goes_on(cli, twin) -> None:
    with open(twin.store.path, "ab") as fh:
        fh.write(b"{broken\n")
    before = files(twin)
    result = cli("memory", "facts", "alice")
    assert result.exit_code == 0 and len(result.stdout.splitlines()) == 4
    assert result.stderr == (
        "warning: facts.jsonl: skipped a damaged line (line 5): not valid JSON (Expecting property name enclosed in "
        "double quotes at character 2)\n3 facts (alice).\n"
    )
    result = cli("memory", "forget", "alice", twin.tea.id)
    assert result.exit_code == 0, result.output  # a damaged line is skipped, never a reason to stop remembering
    assert twin.store.path.read_bytes().startswith(before[twin.store.path.name])  # the damaged line stays, untouched
    assert twin.tea.id not in {f.id for f in twin.store.as_of()}


def test_a_chinese_twin_names_a_damaged_line_and_what_it_listed_in_chinese(cli, home_with_personas: Path) -> None:
    store = FactStore(home_with_personas / "data" / "lin")
    store.assert_fact("user", "城市", "杭州", source="user", confidence=0.9, cause="t",
                      said_at=datetime(2024, 1, 10, 8, 30, tzinfo=UTC))  # fmt: skip
    old = store.assert_fact("user", "猫", "空格", source="user", confidence=0.9, cause="t",
                            said_at=datetime(2024, 1, 10, 8, 30, tzinfo=UTC))  # fmt: skip
    store.retire(old.id, reason="unused", cause="consolidate", at=datetime(2024, 5, 1, tzinfo=UTC))
    with open(store.path, "ab") as fh:
        fh.write(b"{broken\n")
    damaged = (  # an English twin's: "warning: facts.jsonl: skipped a damaged line (line 4): ..."
        "警告：facts.jsonl：跳过了损坏的一行（第 4 行）：不是有效的 JSON（Expecting property name enclosed in double "
        "quotes at character 2）\n"  # (the parser's own words stay as it says them)
    )
    result = cli("memory", "facts", "lin")
    assert result.exit_code == 0 and "杭州" in result.stdout
    assert result.stderr == damaged + "1 条事实（lin）。\n"  # "1 fact (lin)."
    result = cli("memory", "facts", "lin", "--as-of", "2023-12-31")
    assert result.stderr == damaged + "没有事实（lin），截至 2023-12-31 23:59。\n"  # "No facts as of ... (lin)."
    result = cli("memory", "facts", "lin", "--cold")
    assert result.stderr == damaged + "1 条事实沉寂了（lin）；再提起时，每一条都会回来。\n"  # "1 fact fell silent ..."
    with open(store.path, "ab") as fh:  # a record of the right JSON whose id is none (the reason in Chinese too)
        fh.write(b'{"kind": "assert", "id": "x", "ts": "2024-01-10T08:30:00Z"}\n')
    assert "（第 5 行）：`id` 不是记录 ID" in cli("memory", "facts", "lin").stderr
    store.close()


def test_the_memory_group_lists_its_commands(cli) -> None:
    result = cli("memory", "--help")
    assert result.exit_code == 0
    listed = [line.split()[0] for line in result.stdout.split("Commands:\n")[1].splitlines() if line.strip()]
    assert listed[:7] == ["facts", "history", "why", "forget", "correct", "review", "purge"]
    assert "search" in listed  # twin/cli/recall.py joins the group through memory.py


def test_why_a_statement_said_before_the_current_value_held_until_it(cli, twin) -> None:
    older = twin.store.assert_fact(
        "user", "city", "Rome", source="inferred", confidence=0.9, cause="T9", said_at=datetime(2024, 2, 1, tzinfo=UTC)
    )
    result = cli("memory", "why", "alice", older.id[-8:])
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines()[1] == "  superseded (update), from 2024-02-01 00:00 until 2024-03-01 09:00"
    assert result.stdout.endswith(
        "What became of it:\n"
        "  2024-03-01 09:00  superseded followed by Berlin (user), said later\n"
        "                               \u201c我搬到柏林了\u201d  (session S2)\n"
    )


def test_history_and_why_as_of_a_time_mark_a_value_forgotten_since_as_facts_all_does(cli, twin) -> None:
    """`facts --as-of --all` said "current; forgotten DATE" of Paris as of February; history and why said "current"
    (a blind probe, 2026-12-07)."""
    assert cli("memory", "forget", "alice", twin.paris.id[-8:]).exit_code == 0
    shown = cli("memory", "history", "alice", "user.city", "--as-of", "2024-02-01").stdout
    assert "  Paris  current; forgotten " in shown
    [paris] = json.loads(cli("memory", "history", "alice", "user.city", "--as-of", "2024-02-01", "--json").stdout)
    assert paris["status"] == "current" and paris["forgotten_at"]
    why = cli("memory", "why", "alice", twin.paris.id, "--as-of", "2024-02-01")
    assert why.exit_code == 0 and why.stdout.splitlines()[1].startswith("  current; forgotten ")
    chain = json.loads(cli("memory", "why", "alice", twin.paris.id, "--json").stdout)
    assert chain["fact"]["forgotten_at"] and chain["fact"]["retire_reason"] == "user"


def test_forgetting_the_oldest_value_names_the_others_as_past_not_earlier(cli, twin) -> None:
    """Paris, Berlin, then Munich: forgetting Paris said "Earlier values … Berlin", which came after it (a blind
    probe, 2026-12-07)."""
    munich = twin.store.supersede(
        twin.berlin.id, "Munich", source="user", confidence=0.9, cause="T5", said_at=datetime(2024, 5, 1, tzinfo=UTC)
    )
    result = cli("memory", "forget", "alice", twin.paris.id[-8:])
    assert result.exit_code == 0, result.stderr
    assert (
        f"Other past values of user.city are still remembered: Berlin (superseded (update), {twin.berlin.short_id})"
        in result.stdout
    )
    assert "Earlier values" not in result.stdout and munich.value not in result.stdout


def test_a_value_that_no_longer_holds_can_be_forgotten_and_the_others_are_named(cli, twin) -> None:
    paris, berlin = twin.paris.id[-8:], twin.berlin.id[-8:]
    result = cli("memory", "forget", "alice", "city")  # the current value forgets no other
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (
        f"Forgot user.city = Berlin (fact {berlin}).\n"
        f"It stays on disk: `twin memory facts alice --all` lists it, `twin memory why alice {berlin}` explains it.\n"
        "Your sessions keep the words as you said them (sessions show and search read them); "
        f"`twin memory purge alice {berlin}` deletes them for good.\n"
        f"Earlier values of user.city are still remembered: Paris (superseded (update), {paris}).\n"
        f"Forget each by its id (`twin memory forget alice {paris}`), if you want it gone too.\n"
    )
    result = cli("memory", "forget", "alice", paris, "--reason", "not my business")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (
        f"Forgot user.city = Paris (fact {paris}), which no longer held (superseded (update)).\n"
        f"It stays on disk: `twin memory facts alice --all` lists it, `twin memory why alice {paris}` explains it.\n"
        "Your sessions keep the words as you said them (sessions show and search read them); "
        f"`twin memory purge alice {paris}` deletes them for good.\n"
    )
    assert twin.store.forgotten_ids() >= {twin.paris.id, twin.berlin.id}
    history = cli("memory", "history", "alice", "user.city").stdout
    assert [line.split()[5] for line in history.splitlines()[2:]] == ["forgotten", "forgotten"]
    [old] = [f for f in json.loads(cli("memory", "facts", "alice", "--all", "--json").stdout) if f["value"] == "Paris"]
    assert (old["retire_reason"], old["retire_note"], old["until"]) == (
        "user",
        "not my business",
        twin.berlin.valid_from,
    )
    why = cli("memory", "why", "alice", paris).stdout  # it held until Berlin came: forgetting it changes no interval
    assert why.splitlines()[1] == "  forgotten, from 2024-01-10 08:30 until 2024-03-01 09:00"
    before = files(twin)
    again = cli("memory", "forget", "alice", paris)
    assert again.exit_code == 6 and "is already forgotten (since " in again.stderr
    assert f"`twin memory purge alice {paris}` deletes it for good" in again.stderr  # runnable as printed
    assert files(twin) == before


def test_a_fact_forgotten_after_it_fell_silent_shows_as_forgotten(cli, twin) -> None:
    twin.store.retire(twin.tea.id, reason="unused", cause="consolidate", at=datetime(2024, 5, 1, tzinfo=UTC))
    assert "green" in cli("memory", "facts", "alice", "--cold").stdout
    assert cli("memory", "forget", "alice", twin.tea.id[-8:]).exit_code == 0
    listed = cli("memory", "facts", "alice", "--all").stdout
    assert [line.split()[2] for line in listed.splitlines() if "green" in line] == ["forgotten"]
    [tea] = [f for f in json.loads(cli("memory", "facts", "alice", "--all", "--json").stdout) if f["value"] == "green"]
    assert (tea["status"], tea["retire_reason"], tea["until"]) == ("retired", "user", "2024-05-01T00:00:00.000+00:00")
    assert cli("memory", "facts", "alice", "--cold").stderr == "Nothing fell silent (alice).\n"


def test_a_read_of_a_time_before_the_forget_leaves_the_fact_out_and_all_marks_it(cli, twin) -> None:
    twin.store.retire(twin.tea.id, reason="user", cause="cli:twin memory forget", at=datetime(2024, 6, 1, tzinfo=UTC))
    result = cli("memory", "facts", "alice", "--as-of", "2024-02-20")
    assert result.exit_code == 0, result.stderr
    assert "green" not in result.stdout
    assert result.stderr == (
        "2 facts as of 2024-02-20 23:59; 1 fact forgotten since left out (`--all` shows it) (alice).\n"
    )
    as_json = cli("memory", "facts", "alice", "--as-of", "2024-02-20", "--json")
    assert [f["value"] for f in json.loads(as_json.stdout)] == ["深圳", "Paris"]
    listed = cli("memory", "facts", "alice", "--as-of", "2024-02-20", "--all").stdout
    [row] = [line for line in listed.splitlines() if "green" in line]
    assert "current; forgotten 2024-06-01 00:00" in row
    shown = json.loads(cli("memory", "facts", "alice", "--as-of", "2024-02-20", "--all", "--json").stdout)
    [tea] = [f for f in shown if f["value"] == "green"]
    assert (tea["status"], tea["forgotten_at"]) == ("current", "2024-06-01T00:00:00.000+00:00")
    assert all("forgotten_at" not in f for f in shown if f["value"] != "green")


def test_a_fact_is_named_by_any_piece_of_the_id_a_table_shows(cli, twin, script) -> None:
    shown = twin.berlin.id[-8:]
    for piece in (shown[:4], shown[:6], shown[1:7], shown[2:8]):
        result = cli("memory", "why", "alice", piece, "--json")
        assert result.exit_code == 0, (piece, result.stderr)
        assert json.loads(result.stdout)["fact"]["id"] == twin.berlin.id
    assert cli("memory", "why", "alice", shown[2:6]).exit_code != 0  # 4 from the middle: a typo would name another
    chat = cli("chat", "alice", input="/memory\n")  # the chat shows what the tables show
    assert f"  {shown} city: Berlin" in chat.stderr
    line = json.loads(twin.store.path.read_bytes().splitlines()[0])  # two facts whose shown ids share a piece
    with twin.store.path.open("a") as fh:
        for n, tail in enumerate(("AQQQQQQ1", "CQQQQQQ2")):
            fh.write(json.dumps({**line, "id": line["id"][:18] + tail, "attribute": f"thing{n}", "value": f"v{n}"}))
            fh.write("\n")
    result = cli("memory", "why", "alice", "QQQQQQ")
    assert result.exit_code == 2
    assert result.stderr == (
        "Error: 'QQQQQQ' matches 2 facts: AQQQQQQ1 (user.thing0 = v0), CQQQQQQ2 (user.thing1 = v1).\n"
        "Give more characters of the id.\n"
    )
    assert json.loads(cli("memory", "why", "alice", "QQQQQ1", "--json").stdout)["fact"]["value"] == "v0"
    assert json.loads(cli("memory", "why", "alice", "CQQQ", "--json").stdout)["fact"]["value"] == "v1"  # its start


def test_a_fact_that_fell_silent_has_one_layer_in_cold_and_all(cli, twin) -> None:
    twin.store.confirm(twin.tea.id, cause="T9", said_at=datetime(2024, 3, 1, tzinfo=UTC))
    twin.store.promote(twin.tea.id, cause="consolidate", at=datetime(2024, 3, 2, tzinfo=UTC))
    twin.store.retire(twin.tea.id, reason="unused", cause="consolidate", at=datetime(2025, 4, 1, tzinfo=UTC))
    [cold] = json.loads(cli("memory", "facts", "alice", "--cold", "--json").stdout)
    [held] = [f for f in json.loads(cli("memory", "facts", "alice", "--all", "--json").stdout) if f["value"] == "green"]
    assert cold == held and (cold["layer"], cold["confidence"]) == ("long", 0.84)
    assert "long" in cli("memory", "facts", "alice", "--cold").stdout.splitlines()[1].split()


def test_an_attribute_of_one_named_person_is_named_without_them(cli, twin) -> None:
    """A chat with --user Sam keeps Sam.job: `forget alice job` says it and how to name it, never takes it for the
    person's own (a sister's city would be forgotten for good), and lists the candidates when two have one."""
    sam = twin.store.assert_fact("Sam", "job", "baker", source="user", confidence=0.9, cause="T8")
    result = cli("memory", "forget", "alice", "job")
    assert result.exit_code == 2 and twin.store.get(sam.id).status == "current"
    assert result.stderr == (
        f"Error: 'job' names no fact of yours; Sam.job = baker ({sam.short_id}) holds.\n"
        "If that is the one, give it as Sam.job or by its id.\n"
    )
    result = cli("memory", "forget", "alice", "Sam.job")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith(f"Forgot Sam.job = baker (fact {sam.short_id}).")
    sam_pet = twin.store.assert_fact("Sam", "pet", "cat", source="user", confidence=0.9, cause="T9")
    bob_pet = twin.store.assert_fact("Bob", "pet", "dog", source="user", confidence=0.9, cause="T9")
    result = cli("memory", "why", "alice", "pet")
    assert result.exit_code == 2
    assert result.stderr == (
        f"Error: 'pet' names 2 facts: Bob.pet = dog ({bob_pet.short_id}), Sam.pet = cat ({sam_pet.short_id}).\n"
        "Give the one you mean as subject.attribute, or its id.\n"
    )


def test_json_escapes_the_controls_a_terminal_would_obey(cli, twin) -> None:
    """A C1 control in a value (CSI, \\x9b, clears a screen as ESC [ does) is written as \\u009b in every --json."""
    odd = twin.store.assert_fact(
        "user", "motto", "a\x9b2Jb\x7fc", source="user", confidence=0.9, cause="T5",
        said_at=datetime(2024, 3, 2, 9, 0, tzinfo=UTC),
    )  # fmt: skip
    for args in (("facts", "alice"), ("history", "alice", "user.motto"), ("why", "alice", odd.id)):
        result = cli("memory", *args, "--json")
        assert result.exit_code == 0, result.stderr
        assert "\x9b" not in result.stdout and "\x7f" not in result.stdout
        assert "a\\u009b2Jb\\u007fc" in result.stdout  # escaped, still the same text once parsed
        assert "a\x9b2Jb\x7fc" in json.dumps(json.loads(result.stdout), ensure_ascii=False)


def test_on_an_80_column_terminal_the_facts_table_wraps_no_time_no_key_no_id(home_with_personas: Path) -> None:
    import os
    import sys

    import pexpect

    store = FactStore(home_with_personas / "data" / "lin")
    store.assert_fact("妹妹", "工作", "字节跳动的产品经理，负责推荐算法和增长，经常出差去北京和深圳", source="user",
                      confidence=0.8, cause="t")  # fmt: skip
    store.assert_fact("Sam", "favourite_tea", "a smoky lapsang souchong", source="user", confidence=0.9, cause="t")
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}  # the terminal's own size
    env.update(TWIN_HOME=str(home_with_personas), PAGER="cat", NO_COLOR="1")
    child = pexpect.spawn(sys.executable, ["-m", "twin", "memory", "facts", "lin"], env=env, dimensions=(24, 80))
    child.expect(pexpect.EOF)
    child.close()
    from rich.cells import cell_len

    lines = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", child.before.decode()).splitlines()
    assert child.exitstatus == 0 and max(cell_len(line.rstrip()) for line in lines) <= 80, lines
    times = [line for line in lines if re.search(r"\d{4}-\d\d-\d\d \d\d:\d\d", line)]
    assert len(times) == 2, lines  # each fact's row holds its whole time, its key and its id on one line
    assert any("妹妹.工作" in line for line in times) and any(".favourite_tea" in line for line in times), times


@pytest.mark.parametrize("columns", [40, 45, 60])
def test_on_a_narrow_terminal_a_facts_id_is_whole_on_one_line(home_with_personas: Path, columns: int) -> None:
    """At 45 columns the ID column folded ("5XA" over "8HP", the middle lost from sight), and at 40 it was not
    shown at all: an id is what a person types back into `why` and `forget`."""
    import os
    import sys

    import pexpect

    store = FactStore(home_with_personas / "data" / "lin")
    fact = store.assert_fact("user", "occupation", "一间好长好长的医院里面的护士长", source="user", confidence=0.95,
                             cause="t")  # fmt: skip
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
    env.update(TWIN_HOME=str(home_with_personas), PAGER="cat", NO_COLOR="1")
    child = pexpect.spawn(sys.executable, ["-m", "twin", "memory", "facts", "lin"], env=env, dimensions=(40, columns))
    child.expect(pexpect.EOF)
    child.close()
    shown = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", child.before.decode())
    assert child.exitstatus == 0 and fact.short_id in shown, shown


@pytest.mark.parametrize(
    "args", [("memory", "facts", "alice", "--all"), ("memory", "history", "alice", "city"), ("memory", "facts", "lin")]
)
def test_on_an_80_column_terminal_every_column_of_a_wide_table_is_shown(home_with_personas: Path, args) -> None:
    import os
    import sys

    import pexpect
    from rich.cells import cell_len

    long = "a flat above the bakery on the corner of Rua Augusta, third floor, the blue door"
    alice = FactStore(home_with_personas / "data" / "alice")
    old = alice.assert_fact("user", "city", "Porto, " + long, source="user", confidence=0.9, cause="t")
    alice.supersede(old.id, "Lisbon, " + long, source="user", confidence=0.9, cause="t")
    FactStore(home_with_personas / "data" / "lin").assert_fact(
        "妹妹",
        "工作",
        "字节跳动的产品经理，负责推荐算法和增长，经常出差去北京和深圳" * 2,
        source="user",
        confidence=0.8,
        cause="t",
    )
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
    env.update(TWIN_HOME=str(home_with_personas), PAGER="cat", NO_COLOR="1")
    child = pexpect.spawn(sys.executable, ["-m", "twin", *args], env=env, dimensions=(40, 80))
    child.expect(pexpect.EOF)
    child.close()
    lines = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", child.before.decode()).splitlines()
    assert child.exitstatus == 0 and max(cell_len(line.rstrip()) for line in lines) <= 80, lines
    piped = subprocess.run([sys.executable, "-m", "twin", *args], env=env, capture_output=True, text=True)
    headers = piped.stdout.splitlines()[0].split()  # the same table in a pipe: one line a row, every header
    assert all(header in lines[0] for header in headers), (headers, lines[:3])


def test_an_argument_that_is_not_utf8_is_a_usage_error_and_writes_nothing(cli, twin) -> None:
    before = files(twin)
    undecoded = b"Os\xfflo".decode("utf-8", "surrogateescape")  # how Python hands over such an argument
    for args in (
        ("memory", "history", "alice", undecoded),
        ("memory", "correct", "alice", twin.berlin.id[-8:], undecoded),
    ):
        result = cli(*args)
        assert result.exit_code == 2, (args, result.stderr)
        assert "The argument 'Os\\xfflo' is not UTF-8 text" in result.stderr or (
            "a byte that is not UTF-8" in result.stderr and args[1] == "correct"  # a typed value says what it holds
        )
        assert "bug" not in result.stderr
    assert files(twin) == before


def test_a_fact_given_without_its_persona_is_said_to_be_read_as_the_persona(cli, home_with_personas: Path) -> None:
    """`twin memory why 城市` said "Missing argument 'FACT'" of the fact that was given: it was read as the persona.
    Said now, with the command as it was meant, in the language of the home's twin."""
    result = cli("memory", "why", "城市")
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        "Error: Missing FACT: '城市' was read as the persona, and there is no persona called '城市'.",
        "Give the persona first: `twin memory why PERSONA 城市` (personas: alice, lin).",
    ]
    (home_with_personas / "twin.toml").write_text('default_persona = "lin"\n', encoding="utf-8")
    result = cli("memory", "forget", "城市", "--json")
    assert result.exit_code == 2 and json.loads(result.stdout)["error"]["hint"] == (
        "Give the persona first: `twin memory forget lin 城市 --json`."  # the command as given, the persona in it
    )
    assert result.stderr.splitlines()[1] == "先写分身的名字：`twin memory forget lin 城市 --json`。"
    assert "Missing argument 'FACT'" in cli("memory", "why", "alice").stderr  # a persona, and no fact: click's words


def test_a_value_said_again_before_a_later_saying_reached_memory_is_no_update(cli, home_with_personas: Path) -> None:
    """The same value said in two sessions while the model was down, caught up newest first: the earlier saying is
    kept as its own statement, replaced by the later one, and the history said "Lisbon → Lisbon" was an update."""
    store = FactStore(home_with_personas / "data" / "alice")
    later = store.assert_fact(
        "user", "city", "Lisbon", source="user", confidence=0.9, cause="T", said_at=datetime(2026, 3, 10, tzinfo=UTC)
    )
    store.assert_fact(
        "user", "city", "Lisbon", source="user", confidence=0.9, cause="T", said_at=datetime(2026, 3, 2, tzinfo=UTC)
    )
    store.assert_fact(
        "user", "city", "Porto", source="user", confidence=0.9, cause="T", said_at=datetime(2026, 4, 1, tzinfo=UTC)
    )
    history = cli("memory", "history", "alice", "city").stdout
    labels = [re.search(r"superseded \(([^)]+)\)", line)[1] for line in history.splitlines() if "superseded" in line]
    assert labels[0] == "said again" and labels[1] != "said again", history
    listed = cli("memory", "facts", "alice", "--all").stdout
    assert "superseded (said again)" in listed and later.short_id in listed
