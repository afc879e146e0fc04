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


def test_the_review_shows_the_question_a_yes_answered_and_keeping_it_makes_it_the_persons(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    candidate = facts_json(c("Sam", "condition", "asthma", "yes"))
    script.add("chat", "That wheeze sounds familiar. So you have asthma?", "Noted.")
    script.add("extract", candidate, candidate)  # proposed from each window: before the yes it stands on nothing
    said = cli("chat", "alice", "--user", "Sam", input="I get so wheezy when I run\nyes\n")
    assert said.exit_code == 0, said.stderr
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
    cli("chat", "lin", input="今天又上了个夜班\n对\n")
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
# bare yeses lost), on the rule's first version 25, after narrowing 16: the KNOWN_MISSES. None of them stores a trap
# the code before stored not: three echo the value after the yes and are kept as the person's words ("yep
# vegetarian", 对，研究生), four hedged, joking or picked answers are kept as before ("yeah kinda", "yes i think so",
# "anna lol", "dogs"), four yeses with words of their own lose to other layers as before (mhm is no yes to them), two
# are asked rather than kept, and three are asked that the helper labelled no for a value in other words (30 for
# thirty, 三十; has_children for kids).
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
KNOWN_MISSES = {5, 19, 28, 37, 39, 42, 43, 53, 57, 59, 63, 81, 96, 98, 104, 121}


@pytest.mark.parametrize("n", range(len(BLIND)))
def test_the_blind_set_is_judged_as_labelled_but_the_known_misses(n: int) -> None:
    label, ai, said, subject, attribute, value, quote = BLIND[n]
    got, verdict = judged(ai, said, c(subject, attribute, value, quote))
    assert (got == label) != (n in KNOWN_MISSES), (got, verdict.reason, verdict.cue)
