"""Off the record: what the person asks the twin not to keep is in no memory (twin/sessions/offrecord.py).

The reading of a request, then stories told through the CLI against the fake model: a fact said with "don't
remember this" is not learned, recalled, written in a diary or shown to a later session; "forget what I just said"
forgets what was learned a moment ago and hides the words from the model from then on; a request about what comes
next keeps the next message out; "don't forget ..." asks the opposite and is learned.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.chatkit import turns
from tests.memorykit import Script, fact, facts_json
from tests.test_forget_blind import all_facts, as_json, bodies, chat, leaks, mark, ok, sessions
from twin.sessions.offrecord import asked, marks, off_record

REQUESTS = [  # (message, what it is about)
    ("Don't remember this, but I'm pregnant.", "this"),
    ("Off the record: I'm interviewing at Google.", "this"),
    ("I live in Boston. Please don't save that.", "this"),
    ("I got fired. dont log this", "this"),
    ("don't write this down lol — I got fired", "this"),
    ("no need to remember this, I'm 45", "this"),
    ("keep this out of your memory: I have HIV", "this"),
    ("you didn't hear this from me, but I'm quitting", "this"),
    ("forget that I said I'm pregnant", "this"),
    ("pls dont save this", "back"),
    ("forget what I just said", "back"),
    ("forget what I just said, I actually live in Denver", "back"),
    ("don't remember that", "back"),
    ("scratch that", "back"),
    ("don't remember what I'm about to tell you", "ahead"),
    ("这个你别记啊 我怀孕了", "this"),
    ("跟你说个事，别记下来：我在看心理医生。", "this"),
    ("唔好記低呀 我辭咗職", "this"),  # Cantonese, traditional characters
    ("你就当没听见，我被裁员了", "this"),
    ("当我没说", "back"),
    ("刚才那句别记", "back"),
    ("把刚才那句忘掉", "back"),
    ("删掉这条记忆", "back"),
    ("忘了吧", "back"),
    ("接下来说的你别记", "ahead"),
    ("hmm don't remember my age ok", "back"),
    ("年龄别记哈", "back"),
]
LOOK_ALIKES = [  # not a request about memory: the facts in them are learned
    "I don't remember this place but I grew up in Ohio",
    "don't forget I'm allergic to peanuts",
    "remember this: I'm vegetarian now",
    "I can't remember her name, but I work at Target",
    "forget the weather, I just got a job at Apple",
    "forget about it, I'm a teacher anyway",
    "forget it, I'm a teacher anyway",
    "scratch that, Brookline",
    "don't mention it, I'm a doctor anyway",
    "Don't save money like me, I'm broke",
    "Don't store it in the fridge, I learned that as a chef",
    "don't keep me waiting, I'm a surgeon",
    "just between us, I'm a nurse",
    "don't tell anyone, I'm pregnant",
    "off the top of my head I'd say I'm 5'9",
    "别记仇哈 我是护士",
    "别记错了，我是护士",
    "我记不住事 我今年70了",
    "记住啊 我对花生过敏",
    "忘了说 我搬到杭州了",
    "别往心里去，我是开玩笑的",
    "别存钱了 我是月光族",
]


@pytest.mark.parametrize(("message", "reach"), REQUESTS)
def test_a_request_not_to_keep_is_read_with_what_it_is_about(message: str, reach: str) -> None:
    found = asked(message)
    assert found is not None and found.reach == reach, found


@pytest.mark.parametrize("message", LOOK_ALIKES)
def test_words_about_memory_that_ask_nothing_of_it_are_no_request(message: str) -> None:
    assert asked(message) is None


def test_a_long_message_is_read_at_its_ends_in_bounded_time() -> None:
    import time

    started = time.perf_counter()
    for text in ("but " * 250_000, "别" * 1_000_000, "pls don't " * 100_000):
        assert asked(text) is None
    assert asked("x " * 500_000 + ". Don't save this.") is not None  # said after the paste
    assert time.perf_counter() - started < 2.0


class _T:
    def __init__(self, id: str, role: str, record: dict[str, Any]) -> None:
        self.id, self.role, self.record = id, role, {"id": id, **record}


def test_the_marks_a_turn_records() -> None:
    said = [_T("u1", "user", {}), _T("a1", "assistant", {"reply_to": "u1"})]
    assert marks(said, "user", "forget what I just said") == {"off_record": True, "takes_back": ["u1", "a1"]}
    assert marks(said, "user", "forget what I just said, I live in Denver") == {"takes_back": ["u1", "a1"]}
    assert marks([], "user", "forget what I just said") == {"off_record": True}  # nothing to take back
    unkept = [_T("u2", "user", {"off_record": True})]
    assert marks(unkept, "assistant", "Congratulations!", "u2") == {"off_record": True}
    assert marks(said, "assistant", "ok", "u1") == {}
    ahead = [_T("u3", "user", {"off_record": True, "ahead": True}), _T("a3", "assistant", {"off_record": True})]
    assert marks(ahead, "user", "I'm a welder") == {"off_record": True}
    assert off_record([*said, _T("u4", "user", {"takes_back": ["u1", "a1"]}), *unkept]) == {"u1", "a1", "u2"}


def said(home: Any) -> list[dict[str, Any]]:
    """The turns of a twin's sessions, its greeting aside."""
    return [t for t in turns(home) if t.get("source") != "greeting"]


def test_a_fact_said_off_the_record_is_in_no_memory(cli: Any, home_with_personas: Any, script: Script) -> None:
    script.add("chat", "Congratulations on the pregnancy!")
    script.add("extract", facts_json(fact("user", "pregnant", "yes", "I'm pregnant")))
    script.add("chapter", "They told me something they asked me not to keep.")
    out = chat(cli, "alice", "Don't remember this, but I'm pregnant.")
    assert "not remembered, as you asked" in out
    assert all_facts(cli, "alice") == []
    written = said(home_with_personas)
    assert [t.get("off_record") for t in written] == [True, True]  # the person's turn and the reply to it
    assert "pregnant" in written[0]["text"]  # the raw history keeps the words
    shown = ok(cli("sessions", "show", sessions(cli, "alice")[0]["id"]))
    assert "pregnant" in shown and "off the record: kept out of memory, as asked" in shown
    diary = [b for b in script.requests("chapter")]
    assert diary and not leaks(json.dumps(diary), "pregnant", "pregnancy")
    since = mark(script)
    chat(cli, "alice", "what do you remember about me?", "anything new with me?")
    # neither the recent turns of the earlier session nor recall bring the words back
    assert not leaks(bodies(script, since), "pregnant", "pregnancy")
    found = as_json(cli, "memory", "search", "alice", "pregnant")
    assert not leaks(json.dumps(found.get("results", found)), "pregnancy")


def test_forget_what_i_just_said_forgets_what_was_learned(cli: Any, home_with_personas: Any, script: Script) -> None:
    script.add("chat", "A paramedic! That must be hard.", "Of course.", "Sure.")
    script.add("extract", facts_json(fact("user", "job", "paramedic", "I'm a paramedic")))
    out = chat(cli, "alice", "I'm a paramedic", "forget what I just said", "what do I do for work?")
    assert "taken back, as you asked" in out and "job = paramedic" in out
    [job] = all_facts(cli, "alice")
    assert job["retire_reason"] == "user"  # forgotten as /forget does: masked everywhere, never learned again
    # the reply to the take-back, and the next one, were made without the words: not in the session's turns, not
    # in the facts, not in recall
    replies = script.requests("chat")[1:]
    assert len(replies) == 2 and not leaks(json.dumps(replies), "paramedic")
    written = said(home_with_personas)
    assert written[2]["takes_back"] == [written[0]["id"], written[1]["id"]]
    since = mark(script)
    chat(cli, "alice", "hello again")
    assert not leaks(bodies(script, since), "paramedic")
    assert not leaks(json.dumps(as_json(cli, "memory", "search", "alice", "paramedic")), "A paramedic")


def test_a_request_about_the_next_message_keeps_it_out(cli: Any, home_with_personas: Any, script: Script) -> None:
    script.add("chat", "Okay, I won't keep it.", "Welding is a real craft.")
    script.add("extract", facts_json(), facts_json(fact("user", "job", "welder", "I'm a welder")))
    out = chat(cli, "alice", "don't remember what I'm about to tell you", "I'm a welder")
    assert "nothing of your next message goes into memory" in out, out
    assert all_facts(cli, "alice") == []
    assert [t.get("off_record") for t in said(home_with_personas)] == [True, True, True, True]


def test_a_request_to_remember_is_learned(cli: Any, home_with_personas: Any, script: Script) -> None:
    script.add("extract", facts_json(fact("user", "allergy", "peanuts", "I'm allergic to peanuts")))
    out = chat(cli, "alice", "don't forget I'm allergic to peanuts")
    assert "not remembered" not in out
    assert [f["value"] for f in all_facts(cli, "alice")] == ["peanuts"]
    assert not any("off_record" in t for t in said(home_with_personas))


def test_naming_a_kind_of_fact_takes_back_only_that(cli: Any, home_with_personas: Any, script: Script) -> None:
    assert asked("don't save my phone number pls").about == ("phone",)  # type: ignore[union-attr]
    said_it = "I'm 29 and a Scorpio"
    both = facts_json(fact("user", "age", "29", said_it), fact("user", "zodiac_sign", "Scorpio", said_it))
    script.add("extract", both)
    script.add("extract", facts_json(fact("user", "age", "29", said_it)))  # a sloppy model proposes it again
    out = chat(cli, "alice", said_it, "hmm don't remember my age ok")
    assert "age = 29" in out and "Scorpio" not in out.split("taken back")[1]
    held = {f["attribute"]: f["retire_reason"] for f in all_facts(cli, "alice")}
    assert held == {"age": "user", "zodiac_sign": None}
    written = said(home_with_personas)
    assert written[2]["takes_back_part"] == {"turns": [written[0]["id"], written[1]["id"]], "about": ["age"]}
    assert "off_record" not in written[0]  # the rest of what was said is kept


def test_chinese_off_the_record_and_taken_back(cli: Any, home_with_personas: Any, script: Script) -> None:
    script.add("extract", facts_json(fact("user", "怀孕", "怀孕", "我怀孕了")))
    out = chat(cli, "lin", "这个你别记啊 我怀孕了")
    assert "按你说的，这条不记" in out
    script.add("extract", facts_json(fact("user", "职业", "出纳", "我是出纳")))
    out = chat(cli, "lin", "我是出纳", "当我没说")
    assert "按你说的，收回" in out and "出纳" in out
    held = as_json(cli, "memory", "facts", "lin", "--all")
    assert [(f["value"], f["retire_reason"]) for f in held] == [("出纳", "user")]
    assert len(sessions(cli, "lin")) == 2


def test_imported_words_off_the_record_are_not_learned(cli: Any, home_with_personas: Any, script: Script, tmp_path):
    from tests.test_forget_blind import chatgpt_export

    export = chatgpt_export(
        tmp_path, [("secret", 1710000000, [("user", "off the record: I'm a croupier"), ("assistant", "Noted.")])]
    )
    ok(cli("import", "chatgpt", str(export), "--persona", "alice"))
    script.add("extract", facts_json(fact("user", "job", "croupier", "I'm a croupier")))
    chat(cli, "alice", "hello")
    assert all_facts(cli, "alice") == []
