"""A fact is named back as twin names it (twin/facts/names.py): the model stores short English keys (city), a Chinese
twin says them in Chinese (妹妹的城市), and every place a person names a fact (`twin memory why|history|forget|correct`,
/forget, /correct, MCP's `why` and `history`) takes the Chinese name as well as the key, or lists the close ones."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.fakeserver import FakeOpenAI
from tests.memorykit import Script, fact, facts_json
from twin.errors import UsageError
from twin.facts.store import FactStore


def ok(result: Any) -> Any:
    assert result.exit_code == 0, result.output
    return result


def learned(cli: Any, script: Script, subject: str, attribute: str, value: str, said: str) -> str:
    """林 learns one fact as the model writes it (an English key), from the person's words; what the chat said."""
    script.add("extract", facts_json(fact(subject, attribute, value, said)))
    return ok(cli("chat", "lin", input=said + "\n")).stderr


def holding(cli: Any, persona: str = "lin") -> dict[str, str]:
    """subject.attribute -> value of what holds now, as `memory facts --json` gives it (English keys)."""
    facts = json.loads(ok(cli("memory", "facts", persona, "--json")).stdout)
    return {f"{f['subject']}.{f['attribute']}": f["value"] for f in facts}


def test_a_chinese_twin_says_a_common_key_in_chinese(cli, home_with_personas: Path, script: Script) -> None:
    """The notice, /memory and /recall say 城市 of a fact the model stored under city (a key not in the table as it is
    written); the files and --json keep the key; an English twin says the key."""
    said = learned(cli, script, "妹妹", "city", "成都", "我妹妹住在成都")
    assert "记住了：妹妹的城市：成都" in said and "city" not in said
    said = learned(cli, script, "user", "favourite_snack", "瓜子", "我最爱吃瓜子")
    assert "记住了：favourite snack：瓜子" in said
    memory = ok(cli("chat", "lin", input="/memory\n/recall 成都\n")).stderr
    assert re.search(r"\w{8} 城市: 成都（", memory) and "city" not in memory
    assert re.search(r"事实  \S+ +[\d.]+  妹妹 · 城市: 成都", memory)
    assert holding(cli) == {"妹妹.city": "成都", "user.favourite_snack": "瓜子"}
    script.add("extract", facts_json(fact("sister", "city", "Lyon", "My sister lives in Lyon")))
    assert "remembered: sister: city: Lyon" in ok(cli("chat", "alice", input="My sister lives in Lyon\n")).stderr


def test_a_fact_brought_up_again_is_said_as_when_it_was_learned(cli, home_with_personas: Path, script: Script) -> None:
    """A fact that fell silent and comes back: 记住了：妹妹的城市：成都, as the notice that first learned it said, not
    妹妹.city = 成都."""
    store = FactStore(home_with_personas / "data" / "lin")
    silent = store.assert_fact("妹妹", "city", "成都", source="user", confidence=0.9, cause="T1")
    store.retire(silent.id, reason="unused", cause="T2")
    store.close()
    said = ok(cli("chat", "lin", input="我妹妹还住在成都\n")).stderr
    assert "记住了：妹妹的城市：成都" in said and "city" not in said


def test_a_sisters_city_is_named_as_the_chinese_notice_said_it(cli, home_with_personas: Path, script: Script) -> None:
    """The user's report: the notice said 妹妹的city, and 妹妹的城市 (what the README and /help show) named nothing."""
    learned(cli, script, "妹妹", "city", "成都", "我妹妹住在成都")
    why = ok(cli("memory", "why", "lin", "妹妹的城市", "--json"))
    assert json.loads(why.stdout)["fact"]["attribute"] == "city"  # stored as the model wrote it; JSON keeps the key
    for name in ("妹妹.城市", "妹妹/城市", "妹妹的city", "妹妹.city"):
        assert json.loads(ok(cli("memory", "why", "lin", name, "--json")).stdout)["fact"]["value"] == "成都", name
    history = json.loads(ok(cli("memory", "history", "lin", "妹妹.城市", "--json")).stdout)
    assert [f["value"] for f in history] == ["成都"]
    alone = cli("memory", "why", "lin", "城市")  # only ever the person's own: the sister's is said, not taken
    assert alone.exit_code == 2
    assert alone.stderr.splitlines() == [
        f"错误：'城市' 不是你的事实；记着的是别人的 妹妹的城市 = 成都（{history[0]['id'][-8:]}）。",
        "如果就是它，请写成 妹妹的城市，或者给出它的 ID。",
    ]
    chat = ok(cli("chat", "lin", input="/forget 城市\n/forget 妹妹的城市\n")).stderr
    assert "“城市”不是你的事实，是别人的：" in chat and "(妹妹的城市 = 成都)" in chat
    assert "忘掉了：妹妹的城市：成都" in chat and holding(cli) == {}


def test_the_persons_own_fact_is_named_by_its_chinese_label(cli, home_with_personas: Path, script: Script) -> None:
    learned(cli, script, "user", "occupation", "护士", "我是护士")
    memory = ok(cli("chat", "lin", input="/memory\n/correct 职业 医生\n")).stderr
    assert re.search(r"\w{8} 职业: 护士（", memory) and "改正了：职业：护士 -> 医生" in memory
    assert holding(cli) == {"user.occupation": "医生"}  # the key as stored
    ok(cli("memory", "correct", "lin", "職業", "药剂师"))  # traditional characters name it too
    ok(cli("memory", "correct", "lin", "我的职业", "老师"))  # and 我的: the person's own
    assert json.loads(ok(cli("memory", "why", "lin", "职业", "--json")).stdout)["fact"]["value"] == "老师"
    ok(cli("memory", "forget", "lin", "职业"))
    assert holding(cli) == {}
    history = json.loads(ok(cli("memory", "history", "lin", "职业", "--json")).stdout)  # no value holds: still a key
    assert [f["value"] for f in history] == ["护士", "医生", "药剂师", "老师"]


def test_a_label_is_named_by_the_other_words_people_type_for_it(cli, home_with_personas: Path, script: Script) -> None:
    """住址 and 我的住址 name address (地址), as 岁数 names age: a blind probe's /forget 住址 found no fact."""
    learned(cli, script, "user", "address", "西湖区文三路8号", "我住在西湖区文三路8号")
    why = json.loads(ok(cli("memory", "why", "lin", "我的住址", "--json")).stdout)
    assert why["fact"]["value"] == "西湖区文三路8号"
    chat = ok(cli("chat", "lin", input="/forget 住址\n")).stderr
    assert "忘掉了" in chat and holding(cli) == {}


def test_the_names_help_shows_for_forget_each_forget_a_fact(cli, home_with_personas: Path, script: Script) -> None:
    """/help says /forget takes “城市”“妹妹的城市”: each of them forgets the fact the model stored under city."""
    help_line = next(line for line in ok(cli("chat", "lin", input="/help\n")).stderr.splitlines() if "/forget" in line)
    names = re.findall(r"“([^”]+)”", help_line)
    assert names == ["城市", "妹妹的城市"]
    learned(cli, script, "user", "city", "重庆", "我住在重庆")
    learned(cli, script, "妹妹", "city", "成都", "我妹妹住在成都")
    assert holding(cli) == {"user.city": "重庆", "妹妹.city": "成都"}
    said = ok(cli("chat", "lin", input="".join(f"/forget {name}\n" for name in names))).stderr
    assert "忘掉了：城市：重庆" in said and "忘掉了：妹妹的城市：成都" in said
    assert holding(cli) == {}


def test_forget_and_correct_in_the_chat_read_a_name_of_two_words(cli, home_with_personas: Path, script: Script) -> None:
    """/forget favourite food forgets favourite_food, as `twin memory forget alice "favourite food"` does (it used to
    read "favourite" alone, and said no fact was called that); /correct reads the longest name that holds."""
    script.add("extract", facts_json(fact("user", "favourite_food", "sushi", "My favourite food is sushi")))
    ok(cli("chat", "alice", input="My favourite food is sushi\n"))
    assert holding(cli, "alice") == {"user.favourite_food": "sushi"}
    said = ok(cli("chat", "alice", input="/correct favourite food green curry\n")).stderr  # the value has a space too
    assert "sushi -> green curry" in said
    assert holding(cli, "alice") == {"user.favourite_food": "green curry"}
    said = ok(cli("chat", "alice", input="/forget favourite food\n")).stderr
    assert "Forgot" in said and "green curry" in said
    assert holding(cli, "alice") == {}
    said = ok(cli("chat", "alice", input="/correct favourite ramen\n")).stderr  # no fact holds: said as before
    assert "No fact named 'favourite' holds now" in said


def test_a_key_stored_as_written_comes_before_a_label(tmp_path: Path) -> None:
    """A model that once wrote 城市 and once city: each name takes its own, and the label the other's only when its
    own is not there; a label names a Chinese attribute's key too (city of 城市)."""
    store = FactStore(tmp_path)
    english = store.assert_fact("user", "city", "成都", source="user", confidence=0.9, cause="T1")
    chinese = store.assert_fact("user", "城市", "重庆", source="user", confidence=0.9, cause="T2")
    sister = store.assert_fact("sister", "城市", "深圳", source="user", confidence=0.9, cause="T3")
    assert store.named("city").id == english.id and store.named("城市").id == chinese.id
    assert store.named("sister.city").id == sister.id and store.named("sister的城市").id == sister.id
    store.retire(english.id, reason="user", cause="T4")
    assert store.named("city").id == chinese.id


@pytest.mark.parametrize(
    ("typed", "english", "chinese"),
    [
        ("cty", "Close to it: user.city = Berlin", "相近的有：城市 = Berlin"),
        ("sister.cty", "Close to it: sister.city = Lyon", "相近的有：sister的城市 = Lyon"),
        ("妹妹城市", "Close to it: 妹妹.city = 成都", "相近的有：妹妹的城市 = 成都"),
        ("weather", "", ""),  # nothing alike: said as it always was
    ],
)
def test_a_name_that_names_nothing_is_said_with_the_close_ones(tmp_path: Path, typed, english, chinese) -> None:
    store = FactStore(tmp_path)
    for subject, value in (("user", "Berlin"), ("sister", "Lyon"), ("妹妹", "成都")):
        store.assert_fact(subject, "city", value, source="user", confidence=0.9, cause="T1")
    with pytest.raises(UsageError) as raised:
        store.named(typed)
    message, zh = raised.value.message, raised.value.words("zh")[0]
    assert message.startswith(f"No fact named {typed!r} holds now.") and zh.startswith(f"现在没有叫 {typed!r} 的事实。")
    assert (english in message and chinese in zh) if english else ("Close" not in message and "相近" not in zh)


def test_a_close_name_in_the_cli_and_the_chats(cli, home_with_personas: Path, script: Script) -> None:
    learned(cli, script, "妹妹", "city", "成都", "我妹妹住在成都")
    wrong = cli("memory", "why", "lin", "妹妹城市", "--json")
    assert wrong.exit_code == 2
    assert json.loads(wrong.stdout)["error"]["message"].startswith(
        "No fact named '妹妹城市' holds now. Close to it: 妹妹.city = 成都"
    )
    assert "相近的有：妹妹的城市 = 成都" in wrong.stderr
    said = ok(cli("chat", "lin", input="/forget 妹妹城市\n")).stderr
    assert "现在没有叫“妹妹城市”的事实；相近的有：" in said and "(妹妹的城市 = 成都)" in said
    script.add("extract", facts_json(fact("user", "city", "Lyon", "I live in Lyon")))
    ok(cli("chat", "alice", input="I live in Lyon\n"))
    said = ok(cli("chat", "alice", input="/forget cty\n")).stderr
    assert "No fact named 'cty' holds now; close to it: " in said and "(city = Lyon)" in said
    assert holding(cli, "alice") == {"user.city": "Lyon"}


def test_mcp_names_a_fact_as_the_chat_does(home_with_personas: Path, fake_llm: FakeOpenAI) -> None:
    from tests.test_mcp import call, with_mcp

    store = FactStore(home_with_personas / "data" / "alice")
    sister = store.assert_fact("妹妹", "city", "成都", source="user", confidence=0.9, cause="T1")
    store.close()

    async def ask(session: Any) -> tuple[Any, Any]:
        return await call(session, "why", fact="妹妹的城市"), await call(session, "history", key="妹妹.城市")

    why, history = with_mcp(home_with_personas, fake_llm, ask)
    assert why["fact"]["id"] == sister.id and why["fact"]["attribute"] == "city"
    assert [f["id"] for f in history["history"]] == [sister.id]


def test_an_id_piece_of_letters_in_lower_case_is_a_name_and_the_hint_gives_the_id(tmp_path: Path) -> None:
    """`twin memory why alice braz` for the fact BRAZZ3JS said "No fact named 'braz'": letters alone are a name
    first, and taken as an id only in capitals (a forget cannot be taken back, and a word may sit inside an id),
    so the hint says which fact it is and how to give it."""
    store = FactStore(tmp_path)
    for n in range(60):  # a fact whose shown id starts or ends with 4 letters (4 in 10 do): such a piece names it
        fact = store.assert_fact("user", f"thing_{n}", f"value {n}", source="user", confidence=0.9, cause=f"T{n}")
        piece = next((p for p in (fact.short_id[:4], fact.short_id[-4:]) if p.isalpha()), "")
        if piece:
            break
    assert piece, "no id of 60 started or ended with four letters"
    lower = piece.lower()
    assert store.named(lower.upper()).id == fact.id  # in capitals, an id
    with pytest.raises(UsageError) as raised:
        store.named(lower)
    assert raised.value.message == f"No fact named {lower!r} holds now."
    assert f"give its id in capitals: {lower.upper()}" in raised.value.hint and fact.short_id in raised.value.hint
    assert f"请用大写字母写它的 ID：{lower.upper()}" in raised.value.words("zh")[1]


def test_a_key_of_labelled_parts_is_named_and_found_by_their_chinese_labels() -> None:
    """A blind probe (2026-12-07): `/forget 男朋友的名字` in a Chinese chat said no fact is called that, with
    boyfriend_name held, and offered nothing close."""
    from twin.facts.names import attribute_name, names_attribute

    assert attribute_name("boyfriend_name", "zh") == "男朋友的名字" and attribute_name("pet_name", "zh") == "宠物的名字"
    assert attribute_name("favorite_food", "zh") == "favorite food"  # a part with no label: the key as written
    for typed in ("男朋友的名字", "男朋友名字", "boyfriend name"):
        assert names_attribute(typed, "boyfriend_name") >= 1, typed
    assert names_attribute("名字", "boyfriend_name") == 0 and names_attribute("男朋友", "boyfriend_name") == 0


def test_a_key_stored_as_another_word_for_a_label_is_named_by_that_word_first(tmp_path: Path) -> None:
    """老家 names the key stored as 老家 before 家乡 (hometown), which it names only when 老家 is not there."""
    store = FactStore(tmp_path / "twin")
    store.assert_fact("user", "老家", "湖南", source="user", confidence=0.9, cause="T1")
    store.assert_fact("user", "hometown", "长沙", source="user", confidence=0.9, cause="T2")
    assert store.named("老家").value == "湖南"
    assert store.named("家乡").value == "长沙"
