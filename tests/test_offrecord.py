"""Off the record: what the person asks the twin not to keep is in no memory (twin/sessions/offrecord.py).

The reading of a request, then stories told through the CLI against the fake model: a fact said with "don't
remember this" is not learned, recalled, written in a diary or shown to a later session; "forget what I just said"
forgets what was learned a moment ago and hides the words from the model from then on; a request about what comes
next keeps the next message out; "don't forget ..." asks the opposite and is learned.
"""

from __future__ import annotations

import json
from pathlib import Path
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


def test_a_later_reply_that_tells_again_what_was_off_the_record_is_off_it_too() -> None:
    """A blind probe of forgetting (2026-12-07): after "off the record: I'm interviewing at Google next week." the
    twin's reply to "what should I wear?" ("For your Google interview, smart casual is safest.") was kept, recalled
    in the next session and put in the diary."""
    unkept = _T("u1", "user", {"off_record": True, "text": "off the record: I'm interviewing at Google next week."})
    asked = _T("u2", "user", {"text": "what should I wear?"})
    said_before = [unkept, _T("a1", "assistant", {"off_record": True}), asked]
    assert marks(said_before, "assistant", "For your Google interview, smart casual is safest.", "u2") == {
        "off_record": True,
        "echoes": ["u1"],
    }
    assert marks(said_before, "assistant", "Smart casual is a safe choice.", "u2") == {}  # it says none of it
    # said again on the record by the person, it is theirs to keep: a reply about it is kept
    again = [*said_before, _T("u3", "user", {"text": "Google is strict about dress codes, right?"})]
    assert marks(again, "assistant", "Google is relaxed, honestly.", "u3") == {}
    zh = [
        _T("u4", "user", {"off_record": True, "text": "这个你别记啊 我怀孕了"}),
        _T("u5", "user", {"text": "我该吃点什么？"}),
    ]
    assert marks(zh, "assistant", "怀孕的时候多吃点蛋白质。", "u5") == {"off_record": True, "echoes": ["u4"]}
    assert marks(zh, "assistant", "多吃点蔬菜和蛋白质。", "u5") == {}
    # a code review's cases: a short word is found whole, not as the start of another ("May" is no "may", "Tom" no
    # "tomorrow", "intern" no "internet"), and the twin's own name, said before, is none of the person's
    for said, reply in (
        ("off the record: I start in May", "You may want to rest."),
        ("off the record: Tom left me", "See you tomorrow."),
        ("off the record: I got an intern offer", "That's interesting, check the internet."),
        ("off the record, Alice, I'm pregnant", "As Alice I counted frogs."),
    ):
        greeted = [
            _T("g", "assistant", {"text": "Hi, I'm Alice."}),
            _T("u8", "user", {"off_record": True, "text": said}),
        ]
        assert marks([*greeted, _T("u9", "user", {"text": "ok"})], "assistant", reply, "u9") == {}, said
    short = [_T("u10", "user", {"off_record": True, "text": "off the record: I'm 34 and in debt, Meta rejected me"})]
    for reply in ("At 34 that's fine.", "Paying off debt takes time.", "Meta is not the only company."):
        assert marks([*short, _T("u11", "user", {"text": "ok"})], "assistant", reply, "u11")["echoes"] == ["u10"]
    taken = [_T("u6", "user", {"text": "I'm a paramedic"}), _T("u7", "user", {"takes_back": ["u6"]})]
    assert marks(taken, "assistant", "As a paramedic you must be tired.", "u7") == {
        "off_record": True,
        "echoes": ["u6"],
    }


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


def test_a_reply_that_tells_again_what_was_off_the_record_is_in_no_memory(
    cli: Any, home_with_personas: Any, script: Script
) -> None:
    script.add("chat", "Good luck, you'll do well.", "For your Google interview, smart casual is safest.")
    script.add("chapter", "We talked about what to wear.")
    chat(cli, "alice", "off the record: I'm interviewing at Google next week.", "what should I wear?")
    written = said(home_with_personas)
    assert [t.get("off_record") for t in written] == [True, True, None, True]
    assert written[3]["echoes"] == [written[0]["id"]]
    shown = ok(cli("sessions", "show", sessions(cli, "alice")[0]["id"]))
    assert "it tells again what you asked not to keep" in shown  # `sessions show` says why
    assert not leaks(json.dumps(script.requests("chapter")), "google")
    since = mark(script)
    chat(cli, "alice", "any tips for next week?")
    assert not leaks(bodies(script, since), "google")


def test_forget_what_i_just_said_forgets_what_was_learned(cli: Any, home_with_personas: Any, script: Script) -> None:
    script.add("chat", "A paramedic! That must be hard.", "Of course.", "Sure.")
    script.add("extract", facts_json(fact("user", "job", "paramedic", "I'm a paramedic")))
    out = chat(cli, "alice", "I'm a paramedic", "forget what I just said", "what do I do for work?")
    assert "taken back, as you asked" in out and "forgotten: job: paramedic" in out
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
    assert "age: 29" in out and "Scorpio" not in out.split("taken back")[1]
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


def test_a_question_about_memory_takes_nothing_back(cli: Any, home_with_personas: Any, script: Script) -> None:
    # "don't you remember that?" asks; it does not tell the twin to forget (found by the change's review)
    script.add(
        "extract", facts_json(fact("user", "sister_wedding", "June", "My sister Ana is getting married in June"))
    )
    out = chat(
        cli, "alice", "My sister Ana is getting married in June", "Don't you remember that?", "don't remember that?"
    )
    assert "taken back" not in out
    assert [f["retire_reason"] for f in all_facts(cli, "alice")] == [None]


def test_a_kind_taken_back_is_the_persons_own_and_the_whole_attribute(
    cli: Any, home_with_personas: Any, script: Script
) -> None:
    said_it = "I'm 29 and my sister Ana is 25, and my dog's name is Rex"
    script.add(
        "extract",
        facts_json(
            fact("user", "age", "29", "I'm 29"),
            fact("Ana", "age", "25", "my sister Ana is 25"),
            fact("user", "dog_name", "Rex", "my dog's name is Rex"),
        ),
    )
    chat(cli, "alice", said_it, "don't remember my age", "don't remember my name either")
    held = {(f["subject"], f["attribute"]): f["retire_reason"] for f in all_facts(cli, "alice")}
    assert held == {("user", "age"): "user", ("Ana", "age"): None, ("user", "dog_name"): None}


def _conversation(home: Any, timeout: float) -> Any:
    from dataclasses import replace

    from twin.chat.conversation import Conversation
    from twin.home import resolve_home
    from twin.persona.model import load_persona
    from twin.settings import load_settings, resolve_endpoint

    found = resolve_home(home)
    settings = load_settings(found)
    persona = load_persona(found.personas_dir, "alice")
    return Conversation(found, settings, persona, replace(resolve_endpoint(settings, persona.model), timeout=timeout))


def _exchange(conversation: Any, words: str) -> str:
    reply = conversation.ask(words)
    sent = json.dumps(reply.context.messages)
    "".join(reply)
    conversation.finish(reply)
    return sent


def test_what_is_learned_after_the_take_back_is_forgotten_after_it(home_with_personas: Any, script: Script) -> None:
    # the extraction of "I'm a paramedic" waits behind other memory work (another conversation's, under `twin serve`)
    # longer than the take-back waits: the reply to the take-back is made without it, and the worker forgets the
    # fact once the extraction learned it (found by the change's review: the fact stayed)
    import time

    from twin.facts.store import FactStore

    script.add("extract", facts_json(fact("user", "job", "paramedic", "I'm a paramedic")))
    conversation = _conversation(home_with_personas, timeout=1.0)
    try:
        conversation.start()
        conversation.worker.jobs.put(lambda: time.sleep(2.5))
        _exchange(conversation, "I'm a paramedic")
        sent = _exchange(conversation, "forget what I just said")
        assert "paramedic" not in sent
        assert conversation.worker.drain(30)
    finally:
        conversation.end_session("exit")
        conversation.close()
    facts = FactStore(home_with_personas / "data" / "alice")
    assert [(f.value, f.retire_reason) for f in facts.as_of(include_ended=True)] == [("paramedic", "user")]


def test_a_take_back_the_chat_could_not_finish_is_done_at_the_next_start(home_with_personas: Any, script: Script):
    import time

    from twin.facts.store import FactStore

    script.add("extract", facts_json(fact("user", "job", "paramedic", "I'm a paramedic")))
    conversation = _conversation(home_with_personas, timeout=1.0)
    conversation.start()
    conversation.worker.jobs.put(lambda: time.sleep(2))
    _exchange(conversation, "I'm a paramedic")
    conversation.ask("forget what I just said")  # the wait runs out; then the chat is stopped at once (a signal)
    conversation.close(now=True)
    time.sleep(2.5)
    script.add("extract", facts_json(fact("user", "job", "paramedic", "I'm a paramedic")))  # learned at the start
    later = _conversation(home_with_personas, timeout=5.0)
    try:
        _exchange(later, "hello")
        assert later.worker.drain(30)
    finally:
        later.end_session("exit")
        later.close()
    held = [
        (f.value, f.retire_reason) for f in FactStore(home_with_personas / "data" / "alice").as_of(include_ended=True)
    ]
    assert ("paramedic", None) not in held


# the review's lines still judged otherwise than it labelled them: each a request missed ("it" is a thing as often
# as a memory: "don't store it"), but for one line that may be either ("don't log this one")
PROBE_MISSES = {
    "don't log this one, it's a duplicate ticket",
    "not for the record, but i make 180k",
    "would you mind not remembering that I'm pregnant?",
    "no need to keep track of this, but i'm seeing someone new",
    "dont remeber that im 40 haha",
    "you're not to remember this, ok? my dad's in prison",
    "memory off for this one: I'm pregnant",
    "unsend. pretend you never saw that",
    "strike that from the record, I meant 42",
    "scratch my address from your notes",
    "forget the salary thing",
    "别把我怀孕的事记下来",
    "这段聊天别保留，我在偷偷找工作",
    "这事儿你听了就算了，我老公出轨了",
    "发错人了，无视就好",
    "刚才那条是发给我老公的，你别管",
    "刚才是我乱说的，别当真",
    "前面那条你当没看到",
    "我说的年纪你忘了吧",
}


def _probes() -> list[tuple[str, str]]:
    rows = [
        line.split("\t")
        for name in ("offrecord_probes.tsv", "offrecord_probes_held_out.tsv")
        for line in Path(__file__).with_name(name).read_text(encoding="utf-8").splitlines()
        if line and line[0] != "#"
    ]
    return [(expected, message) for expected, _, message in rows]


def test_every_line_of_the_reviews_is_read_as_it_was_labelled_but_the_known_misses() -> None:
    wrong, fixed = [], []
    for expected, message in _probes():
        found = asked(message)
        got = "none" if found is None else found.reach + (":" + "+".join(sorted(found.about)) if found.about else "")
        right = got == expected or (expected == "back" and got.startswith("back"))
        if message in PROBE_MISSES:
            fixed += [message] if right else []
        elif not right:
            wrong.append(f"{expected} got {got}: {message}")
    assert not wrong, "\n".join(wrong)
    assert not fixed, f"read right now; take them out of PROBE_MISSES: {fixed}"
    assert len(_probes()) == 327 + 313


def test_the_chat_names_the_kind_taken_back_in_the_persons_language(
    cli: Any, home_with_personas: Any, script: Script
) -> None:
    script.add("extract", facts_json(fact("user", "年龄", "29", "我29岁")))
    out = chat(cli, "lin", "我29岁", "年龄别记哈")
    assert "按你说的，收回：你刚才说的年龄不记进记忆；已忘掉：年龄：29" in out
    script.add("extract", facts_json(fact("user", "age", "29", "I'm 29")))
    out = chat(cli, "alice", "I'm 29", "don't remember my age")
    assert "taken back, as you asked: your age, as you said it just before, is kept out of memory" in out


JOKES = [  # (message, owns that the one before was a joke)
    ("Kidding, I've never left Ohio.", True),
    ("lol no I was testing you, ignore that, I don't do law at all", True),
    ("haha jk i'm a teacher", True),
    ("jk", True),
    ("that was a joke lol", False),  # as often of the twin's joke: "lol that was a joke, you're hilarious"
    ("骗你的，我在成都", True),
    ("刚才是我乱说的，别当真", True),
    ("开玩笑的啦", True),
    ("no kidding, I live in Paris", False),
    ("I'm not kidding, I live in Paris", False),
    ("kidding aside, I'm a nurse", False),
    ("just joking around with my kids today", False),
    ("joking about it helps", False),
    ("I was kidding about the divorce", False),  # about one thing: the rest of what was said may hold
    ("开玩笑的吧？", False),
    ("我不是开玩笑的，我真的在成都", False),
]


@pytest.mark.parametrize(("message", "joke"), JOKES)
def test_a_message_that_owns_the_one_before_was_a_joke(message: str, joke: bool) -> None:
    from twin.sessions.offrecord import joked

    assert (joked(message) is not None) == joke


def test_what_the_person_says_was_a_joke_is_taken_back(cli: Any, home_with_personas: Any, script: Script) -> None:
    # the blind sets' "retracted later" traps, held as a model extracts: learned when said, then owned as a joke
    script.add("extract", facts_json(fact("user", "city", "Paris", "I live in Paris now")))
    script.add("extract", facts_json(fact("user", "city", "Columbus", "I live in Columbus")))
    out = chat(cli, "alice", "I live in Paris now.", "Kidding, I live in Columbus.")
    assert "taken back: what you said just before was a joke" in out and "city: Paris" in out
    held = {f["value"]: f["retire_reason"] for f in all_facts(cli, "alice")}
    assert held == {"Paris": "user", "Columbus": None}  # the joke forgotten, the message owning it kept
    assert said(home_with_personas)[2]["joke"] is True


JOKE_MISSES = {  # the review's lines still read otherwise: "a lie", "a test", "not true", 假的, "gotcha" and "none of
    # that is true" say the same of the twin's words, or of a story, as often as of the person's own
    "that was a lie, I've never been to Japan",
    "not true lol, I'm single",
    "none of that is true, I was bored",
    "none of that's true haha",
    "it was just a test, I don't actually work at Google",
    "that was a test lol",
    "lol no jk",
    "haha gotcha, I don't even own a car",
    "i was joking about everything i just said",
    "假的啦，我没有男朋友",
}


def test_every_line_of_the_joke_review_is_read_as_labelled_but_the_known_misses() -> None:
    from twin.sessions.offrecord import joked

    path = Path(__file__).with_name("offrecord_jokes.tsv")
    rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines() if line and line[0] != "#"]
    wrong = [m for e, m in rows if (joked(m) is not None) != (e == "yes") and m not in JOKE_MISSES]
    fixed = [m for e, m in rows if (joked(m) is not None) == (e == "yes") and m in JOKE_MISSES]
    assert not wrong and not fixed, (wrong, fixed)
    assert len(rows) == 167


def full_disk_at_retire(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every retire of a fact refused, as a full disk refuses it (the rest of memory writes on)."""
    from twin.errors import StorageError
    from twin.facts.store import FactStore

    def full(*args: Any, **kwargs: Any) -> Any:
        raise StorageError("No space left on device: facts.jsonl.", "Free some space.")

    monkeypatch.setattr(FactStore, "retire", full)


def test_a_take_back_that_cannot_be_written_is_said_and_the_chat_goes_on(
    cli: Any, home_with_personas: Any, script: Script, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a full disk when the take-back forgets (found by the last review: it read as "changed meanwhile" and said done)
    script.add("extract", facts_json(fact("user", "job", "paramedic", "I'm a paramedic")))
    script.add("chat", "ok", "ok", "Still here.")
    full_disk_at_retire(monkeypatch)
    out = chat(cli, "alice", "I'm a paramedic", "forget what I just said", "are you there?")
    assert "what you took back could not be forgotten (No space left on device" in out and "/forget" in out
    assert "Still here." in out  # the chat goes on


def test_another_persons_my_age_is_not_the_owners(cli: Any, home_with_personas: Any, script: Script) -> None:
    script.add("extract", facts_json(fact("user", "age", "40", "I'm 40")))
    chat(cli, "alice", "I'm 40")
    script.add("extract", facts_json(fact("Bob", "age", "29", "I'm 29")))
    ok(cli("chat", "alice", "--user", "Bob", input="I'm 29\ndon't remember my age\n"))
    held = {(f["subject"], f["value"]): f["retire_reason"] for f in all_facts(cli, "alice")}
    assert held == {("user", "40"): None, ("Bob", "29"): "user"}
