"""A bare yes to the twin's own question about the person ("So you have asthma?" / "yes", 你是护士吗？/ 对): the
value is the twin's words, so it is not remembered, but the answer is the person's, so it is put to them in `twin
memory review` with the question it answered (twin/narrative/grounding/answered.py), never lost and never stored
unasked. The lines below were labelled before the rule was written."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.memorykit import Script, facts_json
from tests.test_review import questions
from tests.test_trust import shipped_persona
from tests.trust_cases import c
from twin.facts.store import FactStore

# (what grounding should do: "keep" as the person's words, "ask" in review, "no" neither; the twin's last line; the
# person's turn; the candidate's attribute and value, quoted from the person's turn)
LINES = [
    ("ask", "Are you vegetarian?", "yes", "diet", "vegetarian"),
    ("ask", "Are you vegetarian?", "yeah", "diet", "vegetarian"),
    ("ask", "Are you vegetarian?", "Yes.", "diet", "vegetarian"),
    ("ask", "Are you vegetarian?", "yes i am", "diet", "vegetarian"),
    ("ask", "Are you vegetarian?", "yep", "diet", "vegetarian"),
    ("ask", "So you have asthma?", "yep", "condition", "asthma"),
    ("ask", "So you have asthma?", "yes", "condition", "asthma"),
    ("ask", "Do you have asthma?", "yes", "condition", "asthma"),
    ("ask", "You have asthma, right?", "yes", "condition", "asthma"),
    ("ask", "You have asthma, right?", "correct", "condition", "asthma"),
    ("ask", "You're a nurse, right?", "yep", "occupation", "nurse"),
    ("ask", "You're a nurse, right?", "yes", "occupation", "nurse"),
    ("ask", "So you're a night-shift nurse?", "yeah", "occupation", "night-shift nurse"),
    ("ask", "So you live in Lisbon now?", "yes", "city", "Lisbon"),
    ("ask", "You live in Lisbon now?", "yeah", "city", "Lisbon"),
    ("ask", "So you work at Google?", "yes", "employer", "Google"),
    ("ask", "Are you married?", "yes", "relationship_status", "married"),
    ("ask", "Do you still live in Glasgow?", "yes", "city", "Glasgow"),
    ("ask", "So your wife's name is Anna, right?", "yes", "wife_name", "Anna"),
    ("ask", "So your wife's name is Anna, right?", "yes anna", "wife_name", "Anna"),
    ("ask", "Is your wife called Anna?", "yes", "wife_name", "Anna"),
    ("ask", "Your dog is called Biscuit, right?", "yes", "dog_name", "Biscuit"),
    ("ask", "Are you a teacher?", "yes", "occupation", "teacher"),
    ("ask", "Are you a teacher?", "that's right", "occupation", "teacher"),
    ("keep", "So you have asthma?", "yep since i was a kid", "condition", "asthma"),
    ("keep", "Do you have asthma?", "yep since i was a kid", "condition", "asthma"),
    ("keep", "Are you vegetarian?", "yeah for 5 years now", "diet", "vegetarian"),
    ("keep", "Do you still have the motorbike?", "yep still have it, ride it every weekend", "owns", "motorbike"),
    ("no", "Are you vegetarian?", "no", "diet", "vegetarian"),
    ("no", "Are you vegetarian?", "nope", "diet", "vegetarian"),
    ("no", "Are you vegetarian?", "not really", "diet", "vegetarian"),
    ("no", "Are you vegetarian?", "haha no", "diet", "vegetarian"),
    ("no", "Are you vegetarian?", "yes lol jk", "diet", "vegetarian"),
    ("no", "Are you vegetarian or vegan?", "yes", "diet", "vegetarian"),
    ("no", "Are you a nurse or a doctor?", "yes", "occupation", "nurse"),
    ("no", "Want to move to Lisbon?", "yes", "city", "Lisbon"),
    ("no", "Would you like to try sushi?", "yes", "favorite_food", "sushi"),
    ("no", "Is Lisbon nice this time of year?", "yes", "city", "Lisbon"),
    ("no", "I'm a nurse too, did you know?", "yes", "occupation", "nurse"),
    ("no", "I'm a nurse.", "yes", "occupation", "nurse"),
    ("no", "Is your wife a teacher?", "yes", "occupation", "teacher"),
    ("no", "Is your brother a nurse?", "yes", "occupation", "nurse"),
    ("no", "Are you vegetarian?", "yes, I used to be", "diet", "vegetarian"),
    ("no", "Are you still in Lisbon?", "yes I moved away last year", "city", "Lisbon"),
    ("no", "Have you ever been to Lisbon?", "yes", "city", "Lisbon"),
    ("no", "Did you watch the Lisbon game?", "yes", "city", "Lisbon"),
    ("ask", "你是护士吗？", "是的", "职业", "护士"),
    ("ask", "你是护士吗？", "对", "职业", "护士"),
    ("ask", "你是护士吗？", "嗯", "职业", "护士"),
    ("ask", "你是护士吧？", "是啊", "职业", "护士"),
    ("ask", "你是在字节做后端吗？", "对", "employer", "字节"),
    ("ask", "你是素食者吗？", "嗯", "饮食", "素食者"),
    ("ask", "你是在上海工作吗？", "是啊", "工作城市", "上海"),
    ("ask", "你有哮喘吧？", "对", "健康状况", "哮喘"),
    ("ask", "你老婆叫安娜对吧？", "对", "妻子名字", "安娜"),
    ("ask", "你现在住在杭州？", "没错", "城市", "杭州"),
    ("keep", "你有哮喘吧？", "对，从小就有", "健康状况", "哮喘"),
    ("no", "你是护士吗？", "不是", "职业", "护士"),
    ("no", "你是护士吗？", "不是啦", "职业", "护士"),
    ("no", "你是护士还是医生？", "对", "职业", "护士"),
    ("no", "你爱人也是老师吗？", "是的", "job", "老师"),
    ("no", "要不要搬去杭州？", "好", "城市", "杭州"),
    ("no", "杭州好玩吗？", "是的", "城市", "杭州"),
    ("no", "我是护士，你知道吗？", "嗯", "职业", "护士"),
    ("no", "你去过杭州吗？", "去过", "城市", "杭州"),
]


def judged(ai: str, said: str, candidate: dict) -> tuple[str, Any]:
    """What grounding does with a candidate of the person's turn `said` after the twin's line `ai`: "keep", "ask"
    or "no", and the verdict."""
    from twin.narrative.grounding import Said, Window, read_candidate, twin_subjects

    persona, text = shipped_persona("zh" if any("\u4e00" <= ch <= "\u9fff" for ch in said + ai) else "en")
    turns = [Said("u0", "user", "hi"), Said("a0", "assistant", ai), Said("now", "user", said)]
    verdict = Window(turns, text, persona.rules).check(
        read_candidate(candidate),  # type: ignore[arg-type]
        twin_subjects((persona.name, persona.key), "Sam"),
        "Sam",
    )
    return ("keep" if verdict.reason is None else "ask" if verdict.ask else "no"), verdict


@pytest.mark.parametrize(("label", "ai", "said", "attribute", "value"), LINES, ids=lambda v: str(v)[:40])
def test_a_bare_yes_to_the_twins_question_is_asked_a_yes_with_words_of_ones_own_is_kept(
    label: str, ai: str, said: str, attribute: str, value: str
) -> None:
    got, verdict = judged(ai, said, c("user", attribute, value, said))
    assert got == label, (verdict.reason, verdict.cue)
    if got == "ask":
        assert (verdict.reason, verdict.turn) == ("value_from_ai", "now")


@pytest.mark.parametrize(
    ("question", "statement"),
    [
        ("So you have asthma?", "i have asthma"),
        ("You're a nurse, right?", "i'm a nurse"),
        ("Were you a teacher?", "i was a teacher"),
        ("Is your wife called Anna?", "my wife called anna"),
        ("Would you say you're a foodie?", "i'm a foodie"),
        ("你是不是护士？", "我是护士"),
        ("你老婆叫安娜对吧？", "我老婆叫安娜"),
        ("你係咪護士？", "我是护士"),
    ],
)
def test_a_question_said_back_is_the_statement_a_yes_makes_of_it(question: str, statement: str) -> None:
    from twin.narrative.grounding.answered import said_back
    from twin.narrative.grounding.reading import _cues

    assert said_back(_cues(question)) == statement


@pytest.mark.parametrize(
    ("label", "ai", "said", "attribute", "value"),
    [  # found by a review of the code (2026-12-07)
        ("no", "Afraid you have cancer?", "yes cancer", "condition", "cancer"),  # wondering, not asking
        ("no", "I hope you have fun in Lisbon?", "yeah, lisbon!", "city", "Lisbon"),
        ("ask", "Are you a nurse?", "yes nurse", "occupation", "nurse"),  # the twin's word said back: asked, not kept
        ("ask", "你是护士吗？", "对，护士", "职业", "护士"),
        ("no", "You were vegetarian?", "yes", "diet", "vegetarian"),  # a past
        ("no", "Are you done with Google?", "yes", "employer", "Google"),
        ("no", "Are you a nurse?", "是吗？", "职业", "护士"),  # a question back
    ],
)
def test_a_yes_to_a_wondering_a_past_or_a_question_back_is_not_asked(
    label: str, ai: str, said: str, attribute: str, value: str
) -> None:
    got, verdict = judged(ai, said, c("user", attribute, value, said))
    assert got == label, (verdict.reason, verdict.cue)


def test_each_yes_answers_its_own_question_and_a_long_twin_line_is_read_at_once() -> None:
    import time

    from twin.narrative.grounding import Said, Window, read_candidate, twin_subjects
    from twin.narrative.grounding.answered import answered

    persona, text = shipped_persona("en")
    turns = [
        Said("a0", "assistant", "Are you a teacher?"), Said("u1", "user", "yes"),
        Said("a1", "assistant", "Are you a nurse?"), Said("u2", "user", "yes"),
    ]  # fmt: skip
    verdict = Window(turns, text, persona.rules).check(
        read_candidate(c("user", "occupation", "nurse", "yes")),  # type: ignore[arg-type]
        twin_subjects((persona.name, persona.key), "Sam"),
        "Sam",
    )
    assert (verdict.reason, verdict.ask, verdict.turn) == ("value_from_ai", True, "u2")
    started = time.perf_counter()
    assert answered("yes", "are you" + " ," * 10000 + " a nurse?", "nurse", "user", "occupation", True) == ""
    assert time.perf_counter() - started < 1.0  # (a tag read back over 20,000 characters took 18 s)


def test_the_review_shows_the_question_a_yes_answered_and_keeping_it_makes_it_the_persons(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    candidate = facts_json(c("Sam", "condition", "asthma", "yes"))
    script.add("chat", "That wheeze sounds familiar. So you have asthma?", "Noted.")
    script.add("extract", candidate, candidate)  # proposed from each window: before the yes it stands on nothing
    said = cli("chat", "alice", "--user", "Sam", input="I get so wheezy when I run\nyes\n")
    assert said.exit_code == 0, said.stderr
    assert "you said yes to my words, so not remembered until you keep it: condition: asthma" in said.stderr
    store = FactStore(home / "data" / "alice")
    assert list(store.as_of()) == []  # the twin's words: not remembered unasked
    [q] = questions(cli, "alice")
    assert (q["why"], q["key"], q["value"], q["quote"]) == ("answered", "Sam.condition", "asthma", "yes")
    assert q["asked"] == "That wheeze sounds familiar. So you have asthma?"
    listed = cli("memory", "review", "alice")  # not a terminal: a table
    assert "answered \u201cThat wheeze sounds familiar. So you have asthma?\u201d" in listed.stdout
    shown = cli("chat", "alice", "--user", "Sam", input="/review\n")
    assert "(to my words: \u201cThat wheeze sounds familiar. So you have asthma?\u201d)" in shown.stdout + shown.stderr

    kept = cli("memory", "review", "alice", "--keep", q["id"], "--json")
    assert kept.exit_code == 0, kept.stderr
    [fact] = store.as_of()
    assert (fact.attribute, fact.value, fact.source, fact.confidence) == ("condition", "asthma", "user", 1.0)
    assert fact.evidence == {"session": q["session"], "turn": q["turn"], "quote": "yes"}
    why = cli("memory", "why", "alice", fact.id).stdout  # the short reply with what it answered
    assert why.index("the twin said") < why.index("So you have asthma?") < why.index("the person said")
    assert questions(cli, "alice") == []


def test_a_no_or_a_yes_taken_back_puts_nothing_to_the_person(cli, script: Script, home_with_personas: Path) -> None:
    candidate = facts_json(c("Sam", "diet", "vegetarian", "yes lol jk"))
    script.add("chat", "Are you vegetarian?", "Ha, fair.")
    script.add("extract", candidate, candidate)
    cli("chat", "alice", "--user", "Sam", input="steak tonight\nyes lol jk\n")
    assert list(FactStore(home_with_personas / "data" / "alice").as_of()) == []
    assert questions(cli, "alice") == []


def test_in_a_chinese_chat_a_bare_yes_is_asked_with_the_twins_question(
    cli, script: Script, home_with_personas: Path
) -> None:
    candidate = facts_json(c("我", "职业", "护士", "对"))
    script.add("chat", "听起来很辛苦。你是护士吗？", "明白了。")
    script.add("extract", candidate, candidate)
    said = cli("chat", "lin", input="今天又上了个夜班\n对\n")
    assert "这是我问你、你答应的，先不记，等你确认：职业：护士" in said.stderr
    [q] = questions(cli, "lin")
    assert (q["why"], q["value"], q["quote"], q["asked"]) == ("answered", "护士", "对", "听起来很辛苦。你是护士吗？")
    shown = cli("chat", "lin", input="/review\n")
    assert "（回答我说的：“听起来很辛苦。你是护士吗？”）" in shown.stdout + shown.stderr


def test_on_a_terminal_the_question_answered_is_shown_before_keep_it(
    cli, script: Script, home_with_personas: Path
) -> None:
    import os

    import pexpect

    from tests.chatkit import TWIN

    candidate = facts_json(c("Sam", "diet", "vegetarian", "yep"))
    script.add("chat", "Are you vegetarian?", "Got it.")
    script.add("extract", candidate, candidate)
    cli("chat", "alice", "--user", "Sam", input="no meat for me tonight\nyep\n")
    env = {**os.environ, "TWIN_HOME": str(home_with_personas), "TERM": "xterm-256color", "NO_COLOR": "1"}
    child = pexpect.spawn(TWIN, ["memory", "review", "alice"], env=env, encoding="utf-8", timeout=15)
    child.expect("You said .*: \u201cyep\u201d")
    child.expect("The model heard: Sam.diet = vegetarian")
    child.expect("Your answer to my words: \u201cAre you vegetarian\\?\u201d")
    child.expect(r"Keep it\?")
    child.send("y\r")
    child.expect("Remembered: Sam.diet = vegetarian")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert [(f.attribute, f.value) for f in FactStore(home_with_personas / "data" / "alice").as_of()] == [
        ("diet", "vegetarian")
    ]


# A blind set (130 lines: 65 English, 65 Chinese, 15 of them traditional or Cantonese), written by a helper from the
# labels' meaning alone, without reading any code, before it was run. On the code before the rule 61 were wrong (41
# bare yeses lost), on the rule's first version 25, after narrowing 16, and 14 since a yes that only says the value
# again ("yep vegetarian", 对，研究生) is asked rather than kept: the KNOWN_MISSES. None of them stores a trap the code
# before did not: one echoes the value after the yes and is kept as the person's words ("yup mochi"), four hedged,
# joking or picked answers are kept as before ("yeah kinda", "yes i think so", "anna lol", "dogs"), four yeses with
# words of their own lose to other layers as before (mhm is no yes to them), two are asked rather than kept, and
# three are asked that the helper labelled no for a value in other words (30 for thirty, 三十; has_children for kids).
BLIND = [
    ["ask", "Are you a nurse?", "yes", "user", "occupation", "nurse", "yes"],
    ["ask", "Oh nice, night shifts are rough. You're a nurse, right?", "yup!!", "user", "occupation", "nurse", "yup!!"],
    ["ask", "So you live in Denver now?", "mhm", "user", "city", "Denver", "mhm"],
    ["ask", "Is your wife called Anna?", "yes, Anna", "user", "wife_name", "Anna", "yes, Anna"],
    ["ask", "Is your wife called Anna?", "yesss 😂", "wife", "name", "Anna", "yesss"],
    ["ask", "Are you vegetarian?", "yep vegetarian", "user", "diet", "vegetarian", "yep vegetarian"],
    ["ask", "You work at Google, yeah?", "ya", "user", "employer", "Google", "ya"],
    ["ask", "Your dog's name is Biscuit, right?", "yup 🐶", "dog", "name", "Biscuit", "yup"],
    ["ask", "Do you speak Spanish?", "yes i do", "user", "language", "Spanish", "yes i do"],
    ["ask", "So you have two kids?", "yep", "user", "number_of_children", "two", "yep"],
    ["ask", "Is your husband a firefighter?", "yes haha", "husband", "occupation", "firefighter", "yes haha"],
    ["ask", "Is your husband a firefighter?", "correct", "user", "spouse_occupation", "firefighter", "correct"],
    ["ask", "Do you have asthma?", "yeah", "user", "medical_condition", "asthma", "yeah"],
    ["ask", "That sounds like a lot of climbing. Do you do bouldering?", "yes!", "user", "hobby", "bouldering", "yes!"],
    ["ask", "Are you allergic to peanuts?", "exactly lol", "user", "allergy", "peanuts", "exactly lol"],
    ["ask", "You're from Ohio originally?", "that's right", "user", "hometown", "Ohio", "that's right"],
    ["ask", "Is your son 7?", "yup", "son", "age", "7", "yup"],
    ["ask", "Are you a vet tech?", "yes I am", "user", "occupation", "vet tech", "yes I am"],
    [
        "ask",
        "Hm, you mentioned the lab a few times. Do you work at Pfizer?",
        "sure",
        "user",
        "employer",
        "Pfizer",
        "sure",
    ],
    ["ask", "Is your cat named Mochi?", "yup mochi 😹", "user", "cat_name", "Mochi", "yup mochi"],
    # arguable: the AI line ends with an emoji after the question mark; still judged as ending with the question
    ["ask", "Are you left-handed? 🤔", "ya", "user", "handedness", "left-handed", "ya"],
    ["ask", "Do you play the violin?", "mhm 🎻", "user", "instrument", "violin", "mhm"],
    ["ask", "Are you diabetic?", "yes..", "user", "condition", "diabetic", "yes.."],
    ["ask", "Is your startup called Lumen?", "yep!", "user", "startup_name", "Lumen", "yep!"],
    # arguable: "i am" with no yes word; treated as the bare yes form "yes I am"
    ["ask", "Are you pregnant?", "i am 🥹", "user", "pregnancy_status", "pregnant", "i am"],
    [
        "keep",
        "Are you a vet tech?",
        "yep, vet tech, 5 years now",
        "user",
        "occupation",
        "vet tech",
        "yep, vet tech, 5 years now",
    ],
    ["keep", "Are you vegetarian?", "yeah for 5 years now", "user", "diet", "vegetarian", "yeah for 5 years now"],
    [
        "keep",
        "Is your wife called Anna?",
        "yes! anna, we met in college",
        "wife",
        "name",
        "Anna",
        "yes! anna, we met in college",
    ],
    ["keep", "You live in Denver now?", "mhm moved here in march", "user", "city", "Denver", "mhm moved here in march"],
    ["keep", "Are you a nurse?", "no, im a doctor actually", "user", "occupation", "doctor", "im a doctor actually"],
    [
        "keep",
        "What do you do for work?",
        "nurse at st marys, peds ward",
        "user",
        "occupation",
        "nurse",
        "nurse at st marys",
    ],
    [
        "keep",
        "Is your wife a teacher?",
        "yes she teaches 3rd grade",
        "wife",
        "occupation",
        "teacher",
        "yes she teaches 3rd grade",
    ],
    [
        "keep",
        "Do you work at Google?",
        "ya i'm on the maps team there",
        "user",
        "employer",
        "Google",
        "ya i'm on the maps team there",
    ],
    ["keep", "Are you vegan?", "yes, still vegan 💪", "user", "diet", "vegan", "yes, still vegan"],
    [
        "keep",
        "Do you have asthma?",
        "yeah since i was a kid, inhaler everywhere lol",
        "user",
        "medical_condition",
        "asthma",
        "yeah since i was a kid",
    ],
    ["keep", "So you have a dog?", "yup a corgi named biscuit 🐕", "user", "pet", "corgi", "yup a corgi named biscuit"],
    [
        "keep",
        "Do you speak Spanish?",
        "yes, my mom is from mexico so i grew up speaking it",
        "user",
        "language",
        "Spanish",
        "i grew up speaking it",
    ],
    # arguable: the quote is only "yep", but the turn goes on asserting the fact in the person's own words
    [
        "keep",
        "Are you a vet tech?",
        "yep, been doing it at a shelter for 3 yrs",
        "user",
        "occupation",
        "vet tech",
        "yep",
    ],
    # arguable: either-or question, but the person names the option and adds their own detail (not a bare yes)
    ["keep", "Are you a nurse or a doctor?", "nurse! ICU", "user", "occupation", "nurse", "nurse! ICU"],
    [
        "keep",
        "Sounds stressful. Are you still teaching?",
        "yeah, 8th grade science, year 12 😩",
        "user",
        "occupation",
        "teacher",
        "yeah, 8th grade science",
    ],
    ["no", "Are you a nurse?", "nope", "user", "occupation", "nurse", "nope"],
    ["no", "Are you vegetarian?", "yes lol jk", "user", "diet", "vegetarian", "yes"],
    ["no", "Do you play guitar?", "yeah kinda", "user", "hobby", "guitar", "yeah kinda"],
    ["no", "Are you allergic to shellfish?", "yes i think so", "user", "allergy", "shellfish", "yes i think so"],
    ["no", "Are you a teacher?", "yes, i used to be", "user", "occupation", "teacher", "yes"],
    ["no", "Is your wife called Anna?", "yes", "user", "name", "Anna", "yes"],
    ["no", "Are you a nurse or a doctor?", "yes", "user", "occupation", "nurse", "yes"],
    ["no", "You're not vegan, are you?", "yeah", "user", "diet", "vegan", "yeah"],
    ["no", "Want to move to Lisbon?", "yes!!", "user", "city", "Lisbon", "yes!!"],
    ["no", "Is Lisbon nice?", "yes", "user", "city", "Lisbon", "yes"],
    ["no", "Have you ever been to Japan?", "yup", "user", "location", "Japan", "yup"],
    ["no", "Is your wife a teacher?", "yes", "user", "occupation", "teacher", "yes"],
    ["no", "I've been reading a lot about hiking trails lately.", "yes", "user", "hobby", "hiking", "yes"],
    ["no", "Do you have kids?", "yep", "user", "has_children", "true", "yep"],
    ["no", "Are you a nurse?", "yes", "user", "occupation", "nursing", "yes"],
    ["no", "Do you want to be a nurse someday?", "yes!", "user", "occupation", "nurse", "yes!"],
    ["no", "So you moved to Lisbon?", "Lisbon?", "user", "city", "Lisbon", "Lisbon?"],
    # arguable: by meaning "anna lol" reads as a confirmation, but the spec lists a bare repeat of the value
    # without a yes as "no"
    ["no", "Is your wife called Anna?", "anna lol", "wife", "name", "Anna", "anna lol"],
    ["no", "Does your son play soccer?", "yes", "user", "hobby", "soccer", "yes"],
    ["no", "Are you thirty?", "yep", "user", "age", "30", "yep"],
    ["no", "You mentioned Lisbon earlier. Do you like it there?", "yes", "user", "city", "Lisbon", "yes"],
    # arguable: the yes clearly answers "Are you a nurse?", but the AI line ends with a statement, not the question
    ["no", "Are you a nurse? Just curious, you mentioned scrubs.", "yes", "user", "occupation", "nurse", "yes"],
    # arguable: "Aren't you a nurse?" + "yes" means yes in ordinary English, but it is formally a negative question
    ["no", "Aren't you a nurse?", "yes", "user", "occupation", "nurse", "yes"],
    # arguable: either-or question answered with the bare value; no yes and no words of their own
    ["no", "Do you prefer cats or dogs?", "dogs", "user", "pet_preference", "dogs", "dogs"],
    ["no", "Are you married?", "maybe 👀", "user", "marital_status", "married", "maybe"],
    ["ask", "你是护士吗？", "是的", "user", "occupation", "护士", "是的"],
    ["ask", "你有哮喘吧？", "嗯", "user", "病史", "哮喘", "嗯"],
    ["ask", "你是不是在腾讯上班？", "对", "user", "employer", "腾讯", "对"],
    ["ask", "你老婆叫安娜对吧？", "对啊", "user", "妻子名字", "安娜", "对啊"],
    ["ask", "你老婆叫安娜对吧？", "嗯嗯😂", "妻子", "名字", "安娜", "嗯嗯"],
    ["ask", "所以你现在住在杭州？", "没错", "我", "居住城市", "杭州", "没错"],
    ["ask", "你是吃素的吧？", "是啊哈哈哈", "user", "饮食", "吃素", "是啊哈哈哈"],
    ["ask", "你家狗叫旺财是吧？", "对对对", "狗", "名字", "旺财", "对对对"],
    ["ask", "你会说日语吗？", "嗯嗯", "user", "language", "日语", "嗯嗯"],
    ["ask", "你对花生过敏吗？", "对，花生", "user", "过敏原", "花生", "对，花生"],
    ["ask", "你老公是程序员吗？", "是的", "丈夫", "职业", "程序员", "是的"],
    ["ask", "你老公是程序员吗？", "对", "user", "spouse_occupation", "程序员", "对"],
    ["ask", "你女儿在学钢琴，对不对？", "对啊😊", "女儿", "爱好", "钢琴", "对啊"],
    ["ask", "哈哈好可愛。你家貓叫咪咪嗎？", "嗯！", "user", "cat_name", "咪咪", "嗯！"],
    ["ask", "你是四川人吧？", "没错！！", "user", "籍贯", "四川", "没错！！"],
    ["ask", "听起来你工作压力挺大的。你是律师吗？", "是的。", "user", "职业", "律师", "是的。"],
    ["ask", "你在读研究生吗？", "对，研究生", "user", "学历", "研究生", "对，研究生"],
    ["ask", "你儿子今年五岁了吧？", "嗯", "儿子", "年龄", "五岁", "嗯"],
    ["ask", "你每天都跑步吗？", "是啊", "user", "爱好", "跑步", "是啊"],
    # arguable: "有" is the natural echo-yes to 你有…吗 but is not in the listed yes words
    ["ask", "你有糖尿病吗？", "有", "user", "健康状况", "糖尿病", "有"],
    ["ask", "你係咪護士嚟㗎？", "係呀", "user", "職業", "護士", "係呀"],
    ["ask", "你而家住喺香港，啱唔啱？", "啱", "user", "居住地", "香港", "啱"],
    ["ask", "你是老師嗎？", "對啊", "user", "occupation", "老師", "對啊"],
    ["ask", "你的狗狗叫布丁對吧？", "對呀🐶", "狗", "名字", "布丁", "對呀"],
    ["ask", "你老婆係咪叫阿欣？", "係呀係呀😂", "user", "wife_name", "阿欣", "係呀係呀"],
    ["keep", "你有哮喘吧？", "对，从小就有", "user", "病史", "哮喘", "对，从小就有"],
    ["keep", "你是护士吗？", "是的，在儿科干了八年了", "user", "职业", "护士", "是的，在儿科干了八年了"],
    ["keep", "你是吃素的吗？", "嗯，吃了三年素了", "user", "饮食", "吃素", "吃了三年素了"],
    ["keep", "所以你现在住在杭州？", "对啊，去年搬过来的", "我", "居住城市", "杭州", "对啊，去年搬过来的"],
    ["keep", "你是护士吗？", "不是，我是医生", "user", "职业", "医生", "我是医生"],
    ["keep", "你做什么工作的？", "我在腾讯做产品经理", "user", "employer", "腾讯", "我在腾讯做产品经理"],
    ["keep", "你老婆是老师吗？", "是的，她教初中语文", "妻子", "职业", "老师", "她教初中语文"],
    ["keep", "你家狗叫旺财是吧？", "对，旺财今年三岁了，超能吃", "狗", "名字", "旺财", "旺财今年三岁了"],
    ["keep", "你会说日语吗？", "会啊，在日本留过学，日常交流没问题", "user", "语言", "日语", "会啊，在日本留过学"],
    # arguable: either-or question, but the person picks 护士 and adds their own detail
    ["keep", "你是医生还是护士？", "护士，急诊科的", "user", "职业", "护士", "护士，急诊科的"],
    ["keep", "你还在上海工作吗？", "嗯，还在，去年换了家公司", "user", "工作城市", "上海", "嗯，还在"],
    ["keep", "你養咗隻貓叫波波？", "係呀，養咗三年喇", "user", "貓名", "波波", "係呀，養咗三年喇"],
    ["keep", "你係咪喺中環返工？", "係呀，喺中環做咗五年銀行", "user", "工作地點", "中環", "喺中環做咗五年銀行"],
    ["keep", "你是素食者嗎？", "對啊，已經吃素十年了", "user", "飲食", "素食", "已經吃素十年了"],
    ["keep", "你女兒學鋼琴？", "對，她練了四年，今年要考八級", "女兒", "愛好", "鋼琴", "她練了四年"],
    ["no", "你是护士吗？", "不是", "user", "职业", "护士", "不是"],
    ["no", "你有哮喘吗？", "没有", "user", "病史", "哮喘", "没有"],
    ["no", "你是吃素的吧？", "是啊……骗你的", "user", "饮食", "吃素", "是啊"],
    ["no", "你喜欢打篮球吗？", "可能吧", "user", "爱好", "打篮球", "可能吧"],
    ["no", "你是老师吗？", "以前是", "user", "职业", "老师", "以前是"],
    ["no", "你是医生还是护士？", "对", "user", "职业", "护士", "对"],
    ["no", "你不是素食者吧？", "对", "user", "饮食", "素食者", "对"],
    ["no", "要不要试试瑜伽？", "好啊", "user", "爱好", "瑜伽", "好啊"],
    ["no", "你去过日本吗？", "去过", "user", "去过的地方", "日本", "去过"],
    ["no", "成都好玩吗？", "好玩", "user", "居住城市", "成都", "好玩"],
    ["no", "你老婆是老师吗？", "是的", "user", "职业", "老师", "是的"],
    ["no", "我最近在学吉他。", "嗯嗯", "user", "爱好", "吉他", "嗯嗯"],
    ["no", "你结婚了吗？", "是的", "user", "婚姻状况", "已婚", "是的"],
    ["no", "你在杭州吗？", "杭州？", "user", "居住城市", "杭州", "杭州？"],
    ["no", "你老婆叫安娜对吧？", "是的", "user", "名字", "安娜", "是的"],
    ["no", "你儿子踢足球吗？", "对", "user", "爱好", "足球", "对"],
    ["no", "你是三十岁吗？", "嗯", "user", "年龄", "30", "嗯"],
    ["no", "你之前说你在成都。你喜欢那边吗？", "喜欢啊", "user", "居住城市", "成都", "喜欢啊"],
    # arguable: the 对 answers 你是程序员吗, but the AI line ends with a statement, not the question
    ["no", "你是程序员吗？我猜的哈。", "对", "user", "职业", "程序员", "对"],
    ["no", "你想当医生吗？", "想！", "user", "职业", "医生", "想！"],
    ["no", "你是學生嗎？", "算是吧", "user", "身份", "學生", "算是吧"],
    ["no", "你係咪食素㗎？", "唔係", "user", "飲食", "食素", "唔係"],
    ["no", "你有冇去過台北？", "有呀", "user", "居住城市", "台北", "有呀"],
    ["no", "你是工程師嗎？", "對啊，以前是啦", "user", "職業", "工程師", "對啊"],
    ["no", "要不要一起去台中走走？", "好啊好啊", "user", "居住城市", "台中", "好啊好啊"],
]
KNOWN_MISSES = {19, 28, 37, 39, 42, 43, 53, 57, 59, 63, 96, 98, 104, 121}


@pytest.mark.parametrize("n", range(len(BLIND)))
def test_the_blind_set_is_judged_as_labelled_but_the_known_misses(n: int) -> None:
    label, ai, said, subject, attribute, value, quote = BLIND[n]
    got, verdict = judged(ai, said, c(subject, attribute, value, quote))
    assert (got == label) != (n in KNOWN_MISSES), (got, verdict.reason, verdict.cue)


# A second review (150 lines: 75 English, 75 Chinese, 16 of them traditional or Cantonese), written by another
# helper at the edges of the rule, also without reading any code or running anything: sarcasm, a question whose
# value is part of another thing ("Do you have a Google account?" as the employer), the past, two-part and
# rhetorical questions, unusual yeses (yessir, bingo, 对滴, 那必须). On the code before the rule 57 were wrong, on its
# first version 41 (21 traps asked, 16 yeses missed), after narrowing 20, and 13 since the slot layer tells a brand
# used or a place one is at for the moment from an employer, and takes a name only where something names someone by
# it (tests/test_misfiled.py): the EDGE_MISSES. The narrowing reads the question said back as the person's statement
# through every other layer ("Were you a teacher?" is "i was a teacher", a past), takes more yeses and softened
# questions, and turns sarcasm away ("yeah right", an eye roll, 呵呵). Of the 13: five are asked where the helper said
# no, none of which a layer reading the person's own words stops either (a two-part question, "I'm vegan too, are
# you?", "Are you watching The Office again?" as a workplace); two are asked for their wording as before the rule;
# three yeses are still missed ("nope, you're right", 嗯呐 to a question of an age, a lone 識); three yeses with words
# of their own lose to other layers as before.
EDGES = [
    # ===================== ENGLISH: "no" (35) =====================
    ["no", "So you're a morning person?", "yeah right 🙄", "user", "chronotype", "morning person", "yeah right"],
    # arguable: a literal reader sees a yes plus an emoji; the eye-roll and "obviously" to this question make it sarcasm
    ["no", "Do you love Mondays?", "yes obviously 🙄", "user", "favorite_day", "Mondays", "yes obviously"],
    [
        "no",
        "Are you secretly a billionaire?",
        "sure, and i'm the queen of england",
        "user",
        "net_worth",
        "billionaire",
        "sure",
    ],
    [
        "no",
        "Do you enjoy doing your taxes?",
        "oh yeah, my favorite thing in the world lmao",
        "user",
        "hobby",
        "doing taxes",
        "my favorite thing in the world",
    ],
    [
        "no",
        "Wait, you're a nurse? That's amazing. Do you like my suggestions so far?",
        "yes",
        "user",
        "occupation",
        "nurse",
        "yes",
    ],
    # arguable: some would read the yes as covering both questions, but the last question is about the sister
    ["no", "You're a nurse, right? Is your sister a nurse too?", "yes", "user", "occupation", "nurse", "yes"],
    [
        "no",
        "I've always wanted to be a pilot. Do you think I'd be good at it?",
        "yes",
        "user",
        "occupation",
        "pilot",
        "yes",
    ],
    # arguable: ends in "right?" and contains the value, but it is a rhetorical question about everyone
    ["no", "Who doesn't love pizza, right?", "yes!!", "user", "favorite_food", "pizza", "yes!!"],
    ["no", "Isn't Lisbon the best city ever?", "yes", "user", "city", "Lisbon", "yes"],
    # arguable: the value is in the question literally and it asks of the person, but Paris names an exhibit,
    # not where they live
    ["no", "Are you going to the Paris exhibit on Saturday?", "yes!", "user", "city", "Paris", "yes!"],
    # arguable: "Google" is in the question literally, but having an account is not working there
    ["no", "Do you have a Google account?", "yep", "user", "employer", "Google", "yep"],
    ["no", "Do you play Zelda?", "yup", "user", "pet_name", "Zelda", "yup"],
    # arguable: "gym" is in the question literally, but being there right now does not make it their workplace
    ["no", "Are you at the gym right now?", "yeah", "user", "workplace", "gym", "yeah"],
    ["no", "Is your dog a husky?", "yes", "user", "breed", "husky", "yes"],
    ["no", "Were you a teacher?", "yes", "user", "occupation", "teacher", "yes"],
    # arguable: common sense might take the yes as covering both parts (so "ask"); a two-part question is not a
    # plain yes/no question
    ["no", "Are you a nurse and do you work nights?", "yes", "user", "occupation", "nurse", "yes"],
    # spec over common sense: the closing question "are you?" lacks the value; common sense says they just
    # confirmed being vegan ("ask")
    ["no", "I'm vegan too, are you?", "yes", "user", "diet", "vegan", "yes"],
    ["no", "Is your wife a teacher?", "yes", "user", "occupation", "teacher", "yes"],
    ["no", "Is your wife called Anna?", "yes", "user", "name", "Anna", "yes"],
    ["no", "Do you have 3 minutes for a quick question?", "yes", "user", "children_count", "3", "yes"],
    ["no", "Is the wedding on May 5?", "yes", "user", "birthday", "May 5", "yes"],
    ["no", "Are you a Taylor Swift fan?", "yesss", "user", "name", "Taylor", "yesss"],
    # spec over common sense: a negative question is excluded, though most people saying "yes" here mean they
    # are a nurse
    ["no", "Aren't you a nurse?", "yes", "user", "occupation", "nurse", "yes"],
    ["no", "You're not a smoker, right?", "yes", "user", "smoking_status", "smoker", "yes"],
    ["no", "Want to try yoga this week?", "sure", "user", "hobby", "yoga", "sure"],
    ["no", "Have you ever been to Japan?", "yes", "user", "country", "Japan", "yes"],
    ["no", "Are you a nurse or a paramedic?", "yeah", "user", "occupation", "nurse", "yeah"],
    ["no", "Are you a nurse?", "yes... kidding, i'm a barista", "user", "occupation", "nurse", "yes"],
    ["no", "Do you still play guitar?", "yeah, well, not really anymore", "user", "hobby", "guitar", "yeah"],
    # spec over common sense: an offer ("should I"), so excluded, though a yes to "remember that you're a nurse"
    # does confirm it
    ["no", "Should I remember that you're a nurse?", "yes", "user", "occupation", "nurse", "yes"],
    # arguable: "Dune" is in the question literally, but reading it now is not the same as it being their favourite book
    ["no", "Are you reading Dune right now?", "yep", "user", "favorite_book", "Dune", "yep"],
    # arguable: playing Zelda implies video games, but "video games" is not in the question
    ["no", "Do you play Zelda?", "yup", "user", "hobby", "video games", "yup"],
    # arguable: "office" matches "The Office" literally (ignoring case), but that is a TV show
    ["no", "Are you watching The Office again?", "yep lol", "user", "workplace", "office", "yep lol"],
    ["no", "Is your son at Stanford?", "yes", "user", "school", "Stanford", "yes"],
    [
        "no",
        "Are you a nurse? Sorry, I keep asking so many questions, is that annoying?",
        "yes",
        "user",
        "occupation",
        "nurse",
        "yes",
    ],
    # ===================== ENGLISH: "ask" (25) =====================
    # arguable: "yessir" is not on the spec's list of yes words, but it is plainly a yes
    ["ask", "Are you a nurse?", "yessir", "user", "occupation", "nurse", "yessir"],
    ["ask", "So you have two cats?", "yup yup", "user", "pets", "two cats", "yup yup"],
    # arguable: "affirmative" is not on the list
    ["ask", "Do you speak Portuguese?", "affirmative 🫡", "user", "language", "Portuguese", "affirmative"],
    # arguable: "you bet" is not on the list
    ["ask", "You live in Denver now?", "you bet", "user", "city", "Denver", "you bet"],
    # arguable: "100%" is not on the list and looks like a number value
    ["ask", "Are you vegetarian?", "100%", "user", "diet", "vegetarian", "100%"],
    # arguable: "bingo" is not on the list; the AI line has a lead-in sentence
    ["ask", "Let me guess. Do you play the cello?", "bingo", "user", "instrument", "cello", "bingo"],
    # arguable: "ding ding ding" is not on the list
    [
        "ask",
        "So you're a software engineer?",
        "ding ding ding",
        "user",
        "occupation",
        "software engineer",
        "ding ding ding",
    ],
    # arguable: unusual phrasing ("Am I right that...") but a plain yes/no question about the person
    ["ask", "Am I right that you're a nurse?", "yes", "user", "occupation", "nurse", "yes"],
    # arguable: the question opens with "Correct me if I'm wrong"
    ["ask", "Correct me if I'm wrong, but you're a nurse?", "correct", "user", "occupation", "nurse", "correct"],
    # arguable: "nope" here means "you're not wrong"; the turn agrees but is not a word on the yes list
    [
        "ask",
        "Correct me if I'm wrong, but you work nights?",
        "nope, you're right",
        "user",
        "schedule",
        "nights",
        "you're right",
    ],
    # arguable: a tag question with no verb and no "you"; it still asks about the person
    ["ask", "You mentioned 12-hour shifts. Nurse, right?", "yep", "user", "occupation", "nurse", "yep"],
    ["ask", "Is your wife called Anna?", "yes, Anna", "user", "wife_name", "Anna", "yes, Anna"],
    ["ask", "Is your cat called Miso?", "mhm", "cat", "name", "Miso", "mhm"],
    ["ask", "Are you 34?", "yep 😅", "user", "age", "34", "yep"],
    ["ask", "So you have 2 kids?", "yes", "user", "children_count", "2", "yes"],
    ["ask", "Is your birthday March 3rd?", "yes!!", "user", "birthday", "March 3rd", "yes!!"],
    ["ask", "Is your wife a teacher?", "yes", "wife", "occupation", "teacher", "yes"],
    ["ask", "Is your dog a husky?", "yeah", "user", "dog_breed", "husky", "yeah"],
    [
        "ask",
        "You've had a rough week. Work sounds intense too. Are you still at Deloitte?",
        "yep",
        "user",
        "employer",
        "Deloitte",
        "yep",
    ],
    # arguable: contains "would", a word the spec ties to offers, but it is an ordinary question, not an offer
    ["ask", "Would you say you're a foodie?", "absolutely", "user", "identity", "foodie", "absolutely"],
    # arguable: "oui" is not on the list (a yes in French)
    ["ask", "Do you speak French?", "oui oui", "user", "language", "French", "oui oui"],
    ["ask", "So you work night shifts?", "uh huh", "user", "schedule", "night shifts", "uh huh"],
    # arguable: past-tense question, but the fact itself is about a past event, so this is not "turned to the past"
    ["ask", "Was your wedding in 2015?", "yes", "user", "wedding_year", "2015", "yes"],
    ["ask", "I'm vegan. Are you vegan too?", "yep!", "user", "diet", "vegan", "yep!"],
    # arguable: word order puts the value first ("Is Miso your cat's name?"); it still asks about the person's cat
    ["ask", "Is Miso your cat's name?", "yes", "user", "cat_name", "Miso", "yes"],
    # ===================== ENGLISH: "keep" (15) =====================
    # arguable: the quote never names the job; "doing it" points back to the AI's "nurse" (follows the spec's
    # own example)
    [
        "keep",
        "Are you a nurse?",
        "yep, been doing it 8 years now",
        "user",
        "occupation",
        "nurse",
        "been doing it 8 years now",
    ],
    # arguable: could be read as "a yes that only repeats the value" (ask), but "I'm a nurse" is a full
    # statement of their own
    ["keep", "Are you a nurse?", "yes, I'm a nurse", "user", "occupation", "nurse", "I'm a nurse"],
    [
        "keep",
        "Do you live in Denver?",
        "yeah moved here in 2019, love it",
        "user",
        "city",
        "Denver",
        "moved here in 2019",
    ],
    [
        "keep",
        "Is your wife a teacher?",
        "yes, and I'm a nurse myself",
        "user",
        "occupation",
        "nurse",
        "I'm a nurse myself",
    ],
    # arguable: answers an either-or question with the bare value plus "since college"
    [
        "keep",
        "Do you live in Boston or Cambridge?",
        "boston, since college",
        "user",
        "city",
        "Boston",
        "boston, since college",
    ],
    [
        "keep",
        "How's your week going?",
        "long lol, I'm a nurse and we're short staffed",
        "user",
        "occupation",
        "nurse",
        "I'm a nurse",
    ],
    [
        "keep",
        "What do you do for fun?",
        "I play cello in a community orchestra",
        "user",
        "instrument",
        "cello",
        "I play cello in a community orchestra",
    ],
    [
        "keep",
        "Is your cat called Miso?",
        "yes! Miso is my little gremlin, she's 4",
        "user",
        "cat_name",
        "Miso",
        "Miso is my little gremlin",
    ],
    # arguable: a negative question is excluded from the rule, but the person's own words assert it
    ["keep", "Aren't you a nurse?", "yes, I'm an ER nurse", "user", "occupation", "nurse", "I'm an ER nurse"],
    [
        "keep",
        "Have you ever been to Japan?",
        "yes, I actually live in Osaka now",
        "user",
        "city",
        "Osaka",
        "I actually live in Osaka now",
    ],
    ["keep", "Are you 34?", "yep, turned 34 in march", "user", "age", "34", "turned 34 in march"],
    [
        "keep",
        "Sounds fun! Want to try yoga?",
        "sure, I already do yoga twice a week",
        "user",
        "hobby",
        "yoga",
        "I already do yoga twice a week",
    ],
    # arguable: the AI's closing question lacks the value, but the person's words state it
    ["keep", "I'm vegan too, are you?", "yes, vegan for 6 years now", "user", "diet", "vegan", "vegan for 6 years now"],
    ["keep", "Do you have kids?", "yeah two, Mia and Leo", "user", "children_count", "two", "yeah two, Mia and Leo"],
    # arguable: "every night after work" asserts playing only together with the AI's "still play guitar"
    [
        "keep",
        "Do you still play guitar?",
        "yes, every night after work",
        "user",
        "hobby",
        "guitar",
        "every night after work",
    ],
    # ===================== CHINESE: "no" (35; 6 traditional/Cantonese) =====================
    ["no", "你是不是特别喜欢加班？", "对对对你说得都对", "user", "hobby", "加班", "对对对"],
    ["no", "你是不是亿万富翁？", "是是是，我还是秦始皇呢", "user", "net_worth", "亿万富翁", "是是是"],
    # arguable: the spec allows laughter around a yes, but 呵呵 in Chinese chat reads as a dismissive, sarcastic yes
    ["no", "你是健身达人吗？", "呵呵，是啊", "user", "identity", "健身达人", "是啊"],
    ["no", "你每天都五点起床吗？", "对啊对啊，信你个鬼", "user", "wake_time", "五点", "对啊对啊"],
    ["no", "你是上海人吗？我也是上海人。你觉得上海的冬天冷吗？", "对", "user", "hometown", "上海", "对"],
    ["no", "你是护士吧？我一直想当护士，你觉得我适合吗？", "嗯", "user", "occupation", "护士", "嗯"],
    # arguable: 上海 is in the question literally, but it names an exhibition, and 会去 is a future plan
    ["no", "你会去上海的那个展览吗？", "会", "user", "city", "上海", "会"],
    ["no", "你有谷歌账号吗？", "有", "user", "employer", "谷歌", "有"],
    # arguable: literally "你在…吗" answered 在, but being at the gym now is not a workplace
    ["no", "你在健身房吗？", "在", "user", "workplace", "健身房", "在"],
    ["no", "你家狗是哈士奇吗？", "对", "user", "breed", "哈士奇", "对"],
    ["no", "你以前是老师吗？", "是", "user", "occupation", "老师", "是"],
    # arguable: common sense might take 是的 as covering both parts; not a plain single yes/no question
    ["no", "你是护士，而且上夜班吗？", "是的", "user", "occupation", "护士", "是的"],
    # spec over common sense: the closing question 你也是吗 lacks the value; common sense says they confirmed eating
    # vegetarian
    ["no", "我吃素，你也是吗？", "是啊", "user", "diet", "吃素", "是啊"],
    ["no", "你不会是护士吧？", "是", "user", "occupation", "护士", "是"],
    # arguable: 难道…吗 is rhetorical (expects "no"); an 对啊 could be a sincere "actually, yes"
    ["no", "难道你是医生吗？", "对啊", "user", "occupation", "医生", "对啊"],
    # spec over common sense: a negative question is excluded; 是啊 here most likely means "yes, I am a nurse"
    # (could also mean "right, I'm not")
    ["no", "你不是护士吗？", "是啊", "user", "occupation", "护士", "是啊"],
    ["no", "你要不要学游泳？", "要", "user", "hobby", "游泳", "要"],
    ["no", "你想搬去北京吗？", "想", "user", "city", "北京", "想"],
    ["no", "你去过日本吗？", "去过", "user", "country", "日本", "去过"],
    ["no", "你老婆是老师吗？", "是的", "user", "occupation", "老师", "是的"],
    ["no", "你家猫叫咪咪吗？", "对", "user", "name", "咪咪", "对"],
    ["no", "你们三个人一起去吗？", "对", "user", "children_count", "三", "对"],
    ["no", "婚礼是五月五号吗？", "是的", "user", "birthday", "五月五号", "是的"],
    # arguable: A-not-A about the person with the value in it, but reading 三体 now does not make it their favourite
    ["no", "你是不是在看《三体》？", "是", "user", "favorite_book", "三体", "是"],
    # arguable: 苹果 is in the question literally, but being an Apple fan is not working at Apple
    ["no", "你是苹果粉吗？", "是", "user", "employer", "苹果", "是"],
    ["no", "你儿子在北大读书吗？", "对", "user", "school", "北大", "对"],
    ["no", "谁不喜欢火锅呢，对吧？", "对", "user", "favorite_food", "火锅", "对"],
    # spec over common sense: an offer (要我…吗), so excluded, though 要 does confirm it in effect
    ["no", "要我记住你是护士吗？", "要", "user", "occupation", "护士", "要"],
    ["no", "你是护士吗？", "是啊……不过上个月辞职了", "user", "occupation", "护士", "是啊"],
    ["no", "你唔係護士咩？", "係", "user", "occupation", "護士", "係"],
    ["no", "你以前係咪做老師？", "係", "user", "occupation", "老師", "係"],
    ["no", "你係咪住喺山頂？", "係呀係呀，我仲係李嘉誠個仔添", "user", "district", "山頂", "係呀係呀"],
    ["no", "你老婆係咪醫生？", "係", "user", "occupation", "醫生", "係"],
    ["no", "你係咪做IT㗎？", "係啩", "user", "occupation", "IT", "係啩"],
    ["no", "你是工程師吧？我弟弟也是工程師，你覺得這行好嗎？", "好啊", "user", "occupation", "工程師", "好啊"],
    # ===================== CHINESE: "ask" (25; 7 traditional/Cantonese) =====================
    # arguable: 对滴 is not on the spec's list
    ["ask", "你是护士吗？", "对滴", "user", "occupation", "护士", "对滴"],
    # arguable: 是嘞 is not on the list
    ["ask", "你在上海工作吗？", "是嘞", "user", "work_city", "上海", "是嘞"],
    # arguable: 没毛病 is not on the list
    ["ask", "你会说日语吗？", "没毛病", "user", "language", "日语", "没毛病"],
    # arguable: 可不 is not on the list
    ["ask", "你是程序员吗？", "可不", "user", "occupation", "程序员", "可不"],
    # arguable: 对头 (Sichuan dialect) is not on the list
    ["ask", "你是四川人吗？", "对头", "user", "hometown", "四川", "对头"],
    # arguable: Cantonese A-not-A written in simplified characters; 系啊 is not on the list
    ["ask", "你系唔系广州人？", "系啊", "user", "hometown", "广州", "系啊"],
    # arguable: a tag question (护士对吧) after a lead-in sentence
    ["ask", "你之前说你经常上夜班，护士对吧？", "对", "user", "occupation", "护士", "对"],
    # arguable: 来着 form (checking a remembered fact)
    ["ask", "你是护士来着？", "嗯", "user", "occupation", "护士", "嗯"],
    ["ask", "我没记错的话，你是护士？", "没错", "user", "occupation", "护士", "没错"],
    # arguable: A-not-A (是不是) is a plain yes/no question, not an either-or question
    ["ask", "你是不是护士？", "是", "user", "occupation", "护士", "是"],
    # arguable: A-not-A (有没有)
    ["ask", "你有没有养狗？", "有", "user", "pets", "狗", "有"],
    # arguable: 也 points back to the AI, but this question is about the person and contains the value
    ["ask", "我吃素，你是不是也吃素？", "是的", "user", "diet", "吃素", "是的"],
    ["ask", "你老婆叫小雨吗？", "对，小雨", "user", "妻子名字", "小雨", "对，小雨"],
    ["ask", "你家猫叫咪咪吗？", "嗯嗯", "user", "猫名字", "咪咪", "嗯嗯"],
    ["ask", "你老婆是老师吗？", "是的", "妻子", "职业", "老师", "是的"],
    # arguable: 嗯呐 is not on the list
    ["ask", "你今年三十岁吗？", "嗯呐", "user", "age", "三十岁", "嗯呐"],
    # arguable: 应该…吧 is a guess, not a suggestion, though a keyword rule might read 应该 as "should"; 那必须 is not
    # on the list
    ["ask", "你应该是个夜猫子吧？", "那必须", "user", "chronotype", "夜猫子", "那必须"],
    ["ask", "今天辛苦了。你说加班到很晚。你是在医院上班吗？", "对的对的", "user", "workplace", "医院", "对的对的"],
    ["ask", "你係咪護士嚟㗎？", "係呀", "user", "occupation", "護士", "係呀"],
    # arguable: 冇錯 is not on the list (Cantonese "that's right")
    ["ask", "你係咪住喺沙田？", "冇錯", "user", "district", "沙田", "冇錯"],
    ["ask", "你有冇養貓？", "有", "user", "pets", "貓", "有"],
    ["ask", "你老婆係咪叫阿詩？", "係呀", "user", "wife_name", "阿詩", "係呀"],
    # arguable: 識 (Cantonese "can / know how to") said back alone is not on the list
    ["ask", "你識唔識講普通話？", "識", "user", "language", "普通話", "識"],
    ["ask", "你是護理師嗎？", "對啊", "user", "occupation", "護理師", "對啊"],
    ["ask", "你是不是在台積電上班？", "對", "user", "employer", "台積電", "對"],
    # ===================== CHINESE: "keep" (15; 3 traditional/Cantonese) =====================
    ["keep", "你是护士吗？", "是的，我做护士八年了", "user", "occupation", "护士", "我做护士八年了"],
    ["keep", "你住在上海吗？", "对，我在上海住了五年了", "user", "city", "上海", "我在上海住了五年了"],
    ["keep", "你每天都跑步吗？", "嗯，我每天早上都跑五公里", "user", "habit", "跑步", "我每天早上都跑五公里"],
    ["keep", "你有养猫吗？", "有啊，我家有只猫叫咪咪", "user", "cat_name", "咪咪", "我家有只猫叫咪咪"],
    ["keep", "最近忙吗？", "忙死了，我是小学老师，期末了", "user", "occupation", "小学老师", "我是小学老师"],
    ["keep", "周末干嘛了？", "去练吉他了，我学了三年了", "user", "hobby", "吉他", "去练吉他了，我学了三年了"],
    ["keep", "你老婆是老师吗？", "是的，我自己是护士", "user", "occupation", "护士", "我自己是护士"],
    # arguable: a negative question is excluded from the rule, but the person's own words assert it
    ["keep", "你不是护士吗？", "是啊，我就是护士", "user", "occupation", "护士", "我就是护士"],
    ["keep", "你去过日本吗？", "去过，我现在就住在大阪", "user", "city", "大阪", "我现在就住在大阪"],
    # arguable: the AI's closing question lacks the value, but the person's words state it
    ["keep", "我吃素，你也是吗？", "是啊，我吃素十年了", "user", "diet", "吃素", "我吃素十年了"],
    ["keep", "你要不要学游泳？", "不用，我本来就会游泳，每周都游", "user", "hobby", "游泳", "我本来就会游泳，每周都游"],
    ["keep", "你是程序员吗？", "是的，我在字节做后端开发", "user", "occupation", "后端开发", "我在字节做后端开发"],
    # arguable: like "been doing it 3 years": 做咗五年 names no job and relies on the AI's 會計
    ["keep", "你係咪做緊會計？", "係呀，做咗五年喇", "user", "occupation", "會計", "做咗五年喇"],
    ["keep", "你住邊度呀？", "我住喺沙田", "user", "district", "沙田", "我住喺沙田"],
    ["keep", "你是做什麼的？", "我在台北當工程師", "user", "occupation", "工程師", "我在台北當工程師"],
]
EDGE_MISSES = {3, 15, 16, 31, 32, 44, 86, 87, 125, 132, 137, 147}


@pytest.mark.parametrize("n", range(len(EDGES)))
def test_the_edges_are_judged_as_labelled_but_the_known_misses(n: int) -> None:
    label, ai, said, subject, attribute, value, quote = EDGES[n]
    got, verdict = judged(ai, said, c(subject, attribute, value, quote))
    assert (got == label) != (n in EDGE_MISSES), (got, verdict.reason, verdict.cue)


def test_why_shows_the_twins_line_a_short_reply_answers_not_one_it_only_follows(
    cli, script: Script, home_with_personas: Path
) -> None:
    """ "I live in Boston" after the twin's "Hi, I'm Alice." answers nothing of it: `why` went back to the greeting as
    a step of the cause (a blind probe, 2026-12-07); a yes to a question still shows the question."""
    script.add("chat", "Hi, I'm Alice.")
    script.add("extract", facts_json())
    script.add("extract", facts_json(c("user", "city", "Boston", "I live in Boston")))
    assert cli("chat", "alice", input="hello\nI live in Boston\n").exit_code == 0
    [boston] = FactStore(home_with_personas / "data" / "alice").as_of()
    why = cli("memory", "why", "alice", boston.id).stdout
    assert "the person said" in why and "the twin said" not in why and "Hi, I'm Alice" not in why
