"""What another program tells of the person through `twin mcp`'s `tell`: their own words are theirs, its report of
them is put to the owner, its guess and its words about itself are not theirs (twin/narrative/grounding/told.py)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from mcp import ClientSession

from tests.chatkit import TWIN, system_prompt
from tests.fakeserver import FakeOpenAI
from tests.memorykit import Script, fact, facts_json
from tests.servekit import make_home, twin_env
from tests.test_mcp import call, with_mcp
from tests.trust_cases import c
from twin.narrative.grounding import Said, Window, read_candidate, twin_subjects
from twin.narrative.grounding.told import own_words, quoted, spoken_of

# (text told, attribute, value, quote, the reason, held for the owner's word)
JUDGED = [
    (
        "I'm a scheduling bot that lives in Sam's calendar. I'm based in Oslo.",
        "city",
        "Oslo",
        "I'm based in Oslo",
        "someone_else",
        False,
    ),  # fmt: skip
    ("I'm a big bot fan and I live in Oslo.", "city", "Oslo", "I live in Oslo", None, False),
    # the thirty-fourth set's shapes: software and devices of themselves, a named sender, relays in other words
    (
        "Scheduling bot here, checking in. I'm based in Portland.",
        "city",
        "Portland",
        "I'm based in Portland",
        "someone_else",
        False,
    ),  # fmt: skip
    ("我是客厅的智能音箱。我最喜欢放五月天的歌。", "singer", "五月天", "我最喜欢放五月天的歌", "someone_else", False),
    (
        "Forwarding an email:\n> From: Dana Whitfield\n> I've moved to Halifax.",
        "city",
        "Halifax",
        "I've moved to Halifax",
        "reported",
        False,
    ),  # fmt: skip
    (
        "语音转文字（说话人：Sam 的朋友小周）：我怀孕三个月了。",
        "pregnant",
        "三个月",
        "我怀孕三个月了",
        "reported",
        False,
    ),
    (
        "Email Sam sent the landlord (cc'd to me):\n> Hi Marta, I'm a nurse on nights.",
        "occupation",
        "nurse",
        "I'm a nurse on nights",
        None,
        False,
    ),  # fmt: skip
    ('{"说话人": "用户", "内容": "我对花生过敏，点外卖记得备注。"}', "allergy", "花生", "我对花生过敏", None, False),
    (
        "我是车机助手。车主刚才对我说：“我每天开车去昆山上班。”",
        "work_city",
        "昆山",
        "我每天开车去昆山上班",
        None,
        False,
    ),
    (
        "用户转发的邮件签名：\n张敏 | 市场总监 | 蓝鲸科技",
        "occupation",
        "市场总监",
        "张敏 | 市场总监",
        "reported",
        False,
    ),
    # the person's own words, relayed
    ("I moved to Lyon in March.", "city", "Lyon", "I moved to Lyon in March", None, False),
    ('The user said: "I\'m allergic to peanuts."', "allergy", "peanuts", "I'm allergic to peanuts", None, False),
    (
        "Verbatim from the user: I work as a nurse at St Mary's.",
        "occupation",
        "nurse",
        "I work as a nurse",
        None,
        False,
    ),
    ("User: I live in Porto now\nAssistant: Noted!", "city", "Porto", "I live in Porto now", None, False),
    ("用户原话：“我在杭州做产品经理。”", "occupation", "产品经理", "我在杭州做产品经理", None, False),
    ("I'm a long-time user of Vim and I write Rust for a living.", "language", "Rust", "I write Rust", None, False),
    ("I'm the owner of a small bakery in Leeds.", "occupation", "bakery owner", "owner of a small bakery", None, False),
    ("我是B站的老用户了，平时在上海上班。", "city", "上海", "平时在上海上班", None, False),
    (
        "I'm Claude Moreau, I teach chemistry in Lille.",
        "occupation",
        "chemistry teacher",
        "I teach chemistry",
        None,
        False,
    ),  # fmt: skip
    ("我是一个程序员，天天跟AI助手结对写代码。", "occupation", "程序员", "我是一个程序员", None, False),
    # a line's label, a clause of someone else's, the person addressed before their own words (a review's cases)
    ("Quick update: I moved to Lyon in March.", "city", "Lyon", "I moved to Lyon in March", None, False),
    ("Health: I'm allergic to peanuts.", "allergy", "peanuts", "I'm allergic to peanuts", None, False),
    ("好消息：我在华为上班了。", "employer", "华为", "我在华为上班了", None, False),
    ("I'm into things such as AI, robotics and hiking. I live in Oslo.", "city", "Oslo", "I live in Oslo", None, False),
    (
        "My husband is a doctor and he works nights, and I'm a teacher.",
        "occupation",
        "teacher",
        "I'm a teacher",
        None,
        False,
    ),  # fmt: skip
    ("我和老公住在成都，他是医生，我是老师。", "occupation", "老师", "我是老师", None, False),
    ("As you might remember, I work at Ikea.", "employer", "Ikea", "I work at Ikea", None, False),
    ('The user said: "Moved to Lyon in March."', "city", "Lyon", "Moved to Lyon in March", None, False),
    # a program's report of the person: put to the owner
    (
        "Works as a geologist at Equinor. I'll keep that in mind.",
        "occupation",
        "geologist",
        "Works as a geologist",
        "told_about",
        True,
    ),  # fmt: skip
    ("Lives in Oslo (from my notes).", "city", "Oslo", "Lives in Oslo", "told_about", True),
    ("Moved to Lyon in March.", "city", "Lyon", "Moved to Lyon in March", "told_about", True),  # (or the person's)
    ("The user lives in Lyon.", "city", "Lyon", "The user lives in Lyon", "told_about", True),
    (
        "User prefers TypeScript over JavaScript.",
        "language",
        "TypeScript",
        "User prefers TypeScript",
        "told_about",
        True,
    ),  # fmt: skip
    ("用户住在上海。", "city", "上海", "用户住在上海", "told_about", True),
    ("My human is vegetarian, please remember.", "diet", "vegetarian", "My human is vegetarian", "told_about", True),
    # a guess
    (
        "The user seems to be a backend engineer, based on the commits.",
        "occupation",
        "backend engineer",
        "the user seems to be a backend engineer",
        "supposed",
        False,
    ),  # fmt: skip
    (
        "The user probably lives in Berlin (timezone is CET).",
        "city",
        "Berlin",
        "The user probably lives in Berlin",
        "supposed",
        False,
    ),  # fmt: skip
    ("根据聊天记录推测，用户可能是学生。", "occupation", "学生", "用户可能是学生", "supposed", False),
    ("The user seems to be a Muslim.", "religion", "Islam", "The user seems to be a Muslim", "supposed", False),
    # the program of itself, or another speaker
    ("I'm Sam's assistant; I live in Oslo too.", "city", "Oslo", "I live in Oslo", "someone_else", False),
    (
        "Email from Dr. Patel: I've booked the knee surgery for June 3.",
        "surgery",
        "knee surgery",
        "I've booked the knee surgery",
        "reported",
        False,
    ),  # fmt: skip
    ("I am Claude, an AI assistant made by Anthropic.", "name", "Claude", "I am Claude", "someone_else", False),
    ("我是一个AI助手，可以帮你记住事情。", "occupation", "AI助手", "我是一个AI助手", "someone_else", False),
    (
        "As an AI language model, I live in the cloud.",
        "city",
        "the cloud",
        "I live in the cloud",
        "someone_else",
        False,
    ),  # fmt: skip
]


def judge(text: str, attribute: str, value: str, quote: str, told: bool = True, person: str = "Sam") -> Any:
    turns = [Said("t1", "user", text)]
    window = Window(turns, "I am Alice, a friendly twin.", told=told)
    return window.check(
        read_candidate(c("user", attribute, value, quote)), twin_subjects(("Alice", "alice"), person), person
    )


@pytest.mark.parametrize(("text", "attribute", "value", "quote", "reason", "ask"), JUDGED)
def test_a_told_statement_is_the_persons_only_in_their_own_words(
    text: str, attribute: str, value: str, quote: str, reason: str | None, ask: bool
) -> None:
    verdict = judge(text, attribute, value, quote)
    assert (verdict.reason, verdict.ask) == (reason, ask), verdict


def test_what_the_person_types_is_read_as_before() -> None:
    """Only a told session reads "the user" as a program's word: typed in a chat, it is the person's."""
    assert judge("The user lives in Lyon.", "city", "Lyon", "The user lives in Lyon", told=False).reason is None


def test_the_person_named_is_the_person_spoken_of_unless_they_name_themselves() -> None:
    told_of = judge("Sam moved to Porto last year.", "city", "Porto", "Sam moved to Porto", person="Sam")
    assert (told_of.reason, told_of.ask) == ("told_about", True)
    own = judge("I'm Sam and I moved to Porto last year.", "city", "Porto", "I moved to Porto", person="Sam")
    assert own.reason is None
    # a name that is an everyday word is the person's only as written, with its capital
    assert judge("I will always be vegan.", "diet", "vegan", "I will always be vegan", person="Will").reason is None
    assert spoken_of("Call me Sam.", "Call me Sam", "Sam") == ("", "")


def test_a_relay_quotes_the_persons_words_and_a_fact_outside_them_is_the_programs() -> None:
    text = 'The user said: "I moved to Lyon." The user also works as a nurse.'
    assert quoted(text, "user") == ["I moved to Lyon."]
    assert own_words(text, "I moved to Lyon", "user").words == "I moved to Lyon."
    nurse = judge(text, "occupation", "nurse", "The user also works as a nurse")
    assert nurse.reason in ("told_about", "reported")  # the program's words, beside a quote of the person's


def test_a_quoted_denial_or_question_is_read_as_the_person_said_it() -> None:
    assert judge('The user said: "I don\'t live in Lyon any more."', "city", "Lyon", "live in Lyon").reason == "denied"
    assert judge('User asked: "should I move to Lyon?"', "city", "Lyon", "should I move to Lyon").reason is not None


# -- through twin mcp, as an agent tells it ------------------------------------------------------------------------


def test_an_agent_telling_through_mcp_keeps_the_persons_words_and_puts_its_report_to_the_owner(
    fake_llm: FakeOpenAI, tmp_path: Path
) -> None:
    script = Script(fake_llm)
    told = [
        ('The user said: "I moved to Porto in March."', fact("user", "city", "Porto", "I moved to Porto in March")),
        ("User's favourite editor is Helix.", fact("user", "editor", "Helix", "User's favourite editor is Helix")),
        ("The user might be vegetarian, judging by their orders.",
         fact("user", "diet", "vegetarian", "might be vegetarian")),
        ("I am Claude, an AI assistant made by Anthropic.", fact("user", "name", "Claude", "I am Claude")),
    ]  # fmt: skip
    for _, candidate in told:
        script.add("extract", facts_json(candidate))
    home = make_home(tmp_path / "home")

    async def tell_all(session: ClientSession) -> list[dict[str, Any]]:
        return [await call(session, "tell", text=text) for text, _ in told]

    answers = with_mcp(home, fake_llm, tell_all)
    assert [a["kept"][0]["fact"]["value"] for a in answers[:1]] == ["Porto"]
    # the diary of the session is told it was a program telling, not the person talking
    [diary] = [json.dumps(b["messages"]) for b in script.requests("chapter")]
    assert "A program told me: User's favourite editor is Helix." in diary and "did not talk with me" in diary
    # and so is the extractor, first (its rules name the lines "User said:", which stay)
    extracted = script.requests("extract")[1]["messages"][0]["content"]
    whom = "the person I keep this twin for"  # (no name in twin.toml)
    note = f"(Another program told me these things about {whom} through a tool, in its own words or quoting theirs"
    assert f"{note}; {whom} did not talk with me.)\nUser said: User's favourite editor is Helix." in extracted
    reasons = [(r["reason"], bool(r.get("ask"))) for a in answers[1:] for r in a["rejected"]]
    assert reasons == [("told_about", True), ("supposed", False), ("someone_else", False)]
    env = twin_env(home, fake_llm.base_url)
    review = subprocess.run([TWIN, "memory", "review", "alice"], env=env, capture_output=True, text=True, timeout=60)
    assert review.returncode == 0, review.stderr
    assert "user.editor  Helix" in review.stdout and "told by a program" in review.stdout

    # searched later, by an agent or the owner, the turns are the program's words of them; and so is the cause
    def cli(*args: str) -> Any:
        done = subprocess.run([TWIN, *args], env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout) if "--json" in args else done.stdout

    [hit] = cli("sessions", "search", "alice", "Helix", "--json")
    assert hit["told"] is True and hit["speaker"].startswith("a program, of ")
    recalled = [t for p in cli("memory", "search", "alice", "Helix editor", "--json")["turns"] for t in p["turns"]]
    assert recalled and all(t.get("told") and t["speaker"].startswith("a program, of ") for t in recalled)
    porto = answers[0]["kept"][0]["fact"]["id"]
    assert "a program (twin mcp) said" in cli("memory", "why", "alice", porto)
    [listed] = cli("sessions", "list", "alice", "--json")
    assert listed["via"] == "mcp" and " (told)  " in cli("sessions", "list", "alice")  # WHO: "you (told)"
    shown = cli("sessions", "show", listed["id"])
    assert "with a program, of you" in shown and "] a program, of you\nUser's favourite editor is Helix." in shown

    # read again with today's prompt, the session is still a told one (its header: via mcp)
    for _, candidate in told:
        script.add("extract", facts_json(candidate))
    again = subprocess.run([TWIN, "memory", "reextract", "alice"], env=env, capture_output=True, text=True, timeout=60)
    assert again.returncode == 0, again.stderr
    facts = subprocess.run([TWIN, "memory", "facts", "alice", "--json"], env=env, capture_output=True, text=True)
    assert [f["value"] for f in json.loads(facts.stdout)] == ["Porto"]


def test_every_review_probe_is_judged_as_labelled_but_the_known_misses() -> None:
    """tests/told_probes.py: a code-reading review's probes near the rules' words, labelled before they were run."""
    from tests.told_probes import KNOWN_MISSES, PROBES
    from twin.context.prompt import persona_text
    from twin.persona.model import load_persona

    personas = {key: load_persona(Path(__file__).parents[1] / "personas", key) for key in ("alice", "lin")}
    wrong, fixed = [], []
    for pid, label, lang, earlier, text, attribute, value, quote in PROBES:
        persona = personas["alice" if lang == "en" else "lin"]
        turns = [Said(f"e{i}", "user", said) for i, said in enumerate(earlier)] + [Said("now", "user", text)]
        window = Window(turns, persona_text(persona), persona.rules, told=True)
        names = twin_subjects((persona.name, persona.key), "Sam")
        verdict = window.check(read_candidate(c("user", attribute, value, quote)), names, "Sam")
        right = (verdict.reason is None) == (label == "H")
        if not right and pid not in KNOWN_MISSES:
            wrong.append(f"{pid}: {verdict.reason} {verdict.cue!r} | {text}")
        if right and pid in KNOWN_MISSES:
            fixed.append(pid)
    assert not wrong, "\n".join(wrong)
    assert not fixed, f"judged right now; take them out of KNOWN_MISSES: {fixed}"


def test_a_later_chat_remembers_what_a_program_told_as_told_by_a_program(fake_llm: FakeOpenAI, tmp_path: Path) -> None:
    """The recent-conversation track (and recall) shows a told session's turns as a program's, not as theirs; and
    to a guest (`--user Bob`), as told of the owner, not "of them"."""
    script = Script(fake_llm)
    home = make_home(tmp_path / "home")
    with_mcp(home, fake_llm, lambda session: call(session, "tell", text="The user adopted a greyhound called Pip."))
    env = twin_env(home, fake_llm.base_url)
    prompts = []
    for who in ((), ("--user", "Bob")):
        script.add("chat", "Noted.")
        done = subprocess.run(
            [TWIN, "chat", "alice", *who], input="what do you know about my dog?\n", env=env, capture_output=True,
            text=True, timeout=60,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        prompts.append(system_prompt(script.requests("chat")[-1]))
    owner, guest = prompts
    assert "A program told me, of them: The user adopted a greyhound called Pip." in owner
    assert "They said: The user adopted" not in owner
    assert "A program told me, of the person I keep this twin for: The user adopted a greyhound" in guest
    assert "of them: The user adopted" not in guest


def test_every_request_for_a_long_told_sessions_diary_says_a_program_told_it(
    cli, script: Script, home_with_personas: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A told session too long for one request is written from notes on its parts: the last request, from the
    notes, is told whose the words were as the parts are."""
    from twin.home import Home
    from twin.narrative import chapters as chapter_module
    from twin.sessions.session import SessionStore

    told = SessionStore(Home(home_with_personas, "test").twin_dir("alice")).start({"persona": "alice", "via": "mcp"})
    for i in range(8):
        told.add_turn("user", f"The user mentioned part {i} of a long story. " * 40)
    told.end("exit")
    monkeypatch.setattr(chapter_module, "PART_TOKENS", 600)
    script.add("chapter", "A program told me a long story about them.")
    assert cli("chat", "alice", input="hi\n").exit_code == 0
    parts = [r["messages"][0]["content"] for r in script.requests("part")]
    finals = [r["messages"][0]["content"] for r in script.requests("chapter")]
    assert len(parts) >= 3 and all("did not talk with me" in p for p in parts)
    assert "did not talk with me" in finals[0]
    assert "the person I keep this twin for did not talk with me" in finals[0]  # the owner, unnamed


def test_a_months_summary_is_told_which_entries_a_program_told() -> None:
    from twin.narrative.chapters import Chapter
    from twin.narrative.eras import _entries

    entries = [
        Chapter.from_record({"id": f"c{i}", "session": session, "end": f"2026-11-0{i}T20:00:00+00:00", "text": text})
        for i, (session, text) in enumerate((("s1", "We talked about Lyon."), ("s2", "A program told me of a dog.")), 1)
    ]
    written = _entries(entries, "month", "en", lambda text: text, {"s2"})
    assert "-01) We talked" in written and "-02, told by a program) A program told" in written
    assert "-02，别的程序转告的) A program" in _entries(entries, "month", "zh", lambda text: text, {"s2"})
