"""Memory you can trust: traps a sloppy or adversarial extractor sets are rejected, honest facts are kept, and
what the person forgot or purged never comes back (through the CLI, the real client and the fake server)."""

from __future__ import annotations

import functools
import json
import re
import time
from datetime import date, timedelta
from pathlib import Path

import pytest

from tests.chatkit import records, session_files, system_prompt, turns
from tests.memorykit import Script, facts_json
from tests.trust_cases import CASES, HONEST, TRAPS, Case, c, traditional
from twin.context.prompt import day
from twin.facts.model import Fact
from twin.facts.store import FactStore
from twin.persona.model import Persona


def data(home: Path, persona: str, name: str) -> list[dict]:
    path = home / "data" / persona / name
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()] if path.exists() else []


def say(cli, script: Script, home: Path, case: Case) -> tuple[str, list[dict]]:
    """Hold the case's exchanges in a piped chat, the extractor proposing its candidate after the last; the persona
    and the candidates the extraction log rejected."""
    persona = "alice" if case.language == "en" else "lin"
    for _, reply in case.exchanges():
        script.add("chat", reply)
        script.add("extract", facts_json())
    lines = [said for said, _ in case.exchanges()] + [case.user]
    script.add("extract", facts_json(case.candidate))
    if case.reject == "bad_shape":  # asked again, a model that answers the same way: its rejections are logged
        script.add("extract", facts_json(case.candidate))
    result = cli("chat", persona, "--user", "Sam", input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.stderr
    return persona, [r for run in data(home, persona, "extractions.jsonl") for r in run["rejected"]]


# the Chinese cases again as a person who writes traditional characters says them, the candidate quoting them or
# written in simplified by the model: the cue patterns, the quotes and the values are matched across the two scripts
# (before they were, 15 of these 40 traps were stored, and 14 of the 23 honest facts lost to a simplified candidate).
# Each is judged in process, where the two scripts meet (the grounding); one in eight is held through the CLI as well,
# the way from a terminal in traditional characters to the store (all of them through the CLI, 180 piped chats, took
# a sixth of the suite's time, 2026-12-03)
WRITTEN_TRADITIONAL = traditional(TRAPS)
KEPT_TRADITIONAL = traditional(HONEST)
IN_TRADITIONAL = (
    WRITTEN_TRADITIONAL
    + KEPT_TRADITIONAL
    + traditional(TRAPS, candidate_too=False)
    + traditional(HONEST, candidate_too=False)
)
# Every case is judged in process too (below); through the CLI, the way from a piped chat to the store, go one in
# six, every case whose stored fact is checked field by field, and every one refused for its shape (each of the
# 624 through the CLI took a third of the suite's time, one in three a sixth, 2026-12-03)
THROUGH_TRAPS = [case for i, case in enumerate(TRAPS) if i % 6 == 0 or case.reject == "bad_shape"]
THROUGH_HONEST = [case for i, case in enumerate(HONEST) if i % 6 == 0 or case.stored]


@pytest.mark.parametrize("case", THROUGH_TRAPS + WRITTEN_TRADITIONAL[::8], ids=lambda case: case.id)
def test_a_trap_is_rejected_with_its_reason(cli, script: Script, home_with_personas: Path, case: Case) -> None:
    persona, rejected = say(cli, script, home_with_personas, case)
    assert FactStore(home_with_personas / "data" / persona).as_of() == []
    assert [r["reason"] for r in rejected] == [case.reject]


@pytest.mark.parametrize("case", THROUGH_HONEST + KEPT_TRADITIONAL[::8], ids=lambda case: case.id)
def test_an_honest_fact_is_kept(cli, script: Script, home_with_personas: Path, case: Case) -> None:
    persona, rejected = say(cli, script, home_with_personas, case)
    assert rejected == []
    [kept] = FactStore(home_with_personas / "data" / persona).as_of()
    want = case.stored
    for name in ("value", "subject", "source", "kind"):
        if name in want:
            assert getattr(kept, name) == want[name]
    if "max_confidence" in want:
        assert kept.confidence <= want["max_confidence"]
    if want.get("valid_until"):  # a day: it holds through it, to the start of the next
        ends = date.fromisoformat(case.candidate["valid_until"]) + timedelta(days=1)
        assert kept.valid_until and kept.valid_until.startswith(ends.isoformat())
    if "subject" not in want:
        assert kept.subject == "Sam"  # "user" is the person talking


@functools.cache
def shipped_persona(language: str) -> tuple[Persona, str]:
    """The shipped persona of a language and its text, read once for the two thousand cases judged in process."""
    from twin.context.prompt import persona_text
    from twin.persona.model import load_persona

    persona = load_persona(Path(__file__).parents[1] / "personas", "alice" if language == "en" else "lin")
    return persona, persona_text(persona)


@pytest.mark.parametrize("case", CASES + IN_TRADITIONAL, ids=lambda case: case.id)
def test_every_case_in_either_script_is_judged_as_it_should_be(case: Case) -> None:
    from twin.narrative.grounding import Said, Window, read_candidate, twin_subjects

    persona, text = shipped_persona(case.language)
    turns = []
    for i, (said, reply) in enumerate(case.exchanges()):
        turns += [Said(f"u{i}", "user", said), Said(f"a{i}", "assistant", reply)]
    turns.append(Said("now", "user", case.user))
    candidate = read_candidate(case.candidate)
    if isinstance(candidate, tuple):  # its shape is rejected before any words are read
        assert candidate[1] == case.reject
        return
    verdict = Window(turns, text, persona.rules).check(
        candidate, twin_subjects((persona.name, persona.key), "Sam"), "Sam"
    )
    assert verdict.reason == case.reject, verdict.cue


@pytest.mark.parametrize(
    ("ai", "said", "value", "held"),
    [
        ("Are you vegetarian?", "yep", "vegetarian", True),
        ("Did you end up buying the Honda or the Mazda?", "the second one", "Mazda", True),
        ("Which did Mark buy, the Honda or the Mazda?", "the second one", "Mazda", False),  # not the person's pick
        ("Did you buy the Honda or the Mazda?", "the second one lol neither", "Mazda", False),
        # the same said of the person as the AI said of itself (the typed blind set)
        ("I grew up in Duluth, next to a lake that's cold even in August.", "no way me too!!", "Duluth", True),
        ("I grew up in Duluth.", "same here lol", "Duluth", True),
        ("I grew up in Duluth.", "no way me too!! which part of Tacoma are you in now?", "Duluth", False),
    ],
)
def test_an_answer_whose_value_is_only_in_the_ai_words_is_put_to_the_person(
    ai: str, said: str, value: str, held: bool
) -> None:
    """A bare yes, a pick by its place, or a bare "me too" to what the AI said of itself, answers the AI about the
    person: not stored (the words are the AI's), but put to them in `twin memory review` rather than dropped (the
    twenty-eighth blind round; "me too", the typed blind set)."""
    from twin.narrative.grounding import Said, Window, read_candidate, twin_subjects

    persona, text = shipped_persona("en")
    turns = [Said("u0", "user", "hi"), Said("a0", "assistant", ai), Said("now", "user", said)]
    candidate = read_candidate(c("user", "answer", value, said))
    verdict = Window(turns, text, persona.rules).check(
        candidate,  # type: ignore[arg-type]
        twin_subjects((persona.name, persona.key), "Sam"),
        "Sam",
    )
    assert (verdict.reason, verdict.ask) == ("value_from_ai", held)


def test_cases_cover_every_category_in_both_languages() -> None:
    for category in {case.category for case in TRAPS}:
        assert {case.language for case in TRAPS if case.category == category} >= {"en"}, category
    assert {case.language for case in CASES} == {"en", "zh"}
    assert len({case.id for case in CASES}) == len(CASES)


# -- beyond one candidate ----------------------------------------------------------------------------------------


def facts_now(home: Path, persona: str = "alice") -> dict[str, str]:
    return {f.attribute: f.value for f in FactStore(home / "data" / persona).as_of()}


def test_an_existing_id_on_another_key_never_supersedes_it(cli, script: Script, home_with_personas: Path) -> None:
    home = home_with_personas
    script.add("extract", facts_json(c("user", "city", "Lisbon", "I live in Lisbon")))
    cli("chat", "alice", input="I live in Lisbon\n")
    script.add("extract", facts_json(c("user", "pet", "a dog", "I got a dog", relation="replaces", existing="F1")))
    cli("chat", "alice", input="I got a dog\n")
    assert facts_now(home) == {"city": "Lisbon", "pet": "a dog"}
    script.add("extract", facts_json(c("user", "city", "Porto", "I live in Porto", relation="same", existing="F1")))
    cli("chat", "alice", input="Actually I live in Porto now\n")
    assert facts_now(home)["city"] == "Porto"  # "same" naming another value: the candidate stands on its own


def test_one_reply_stores_at_most_a_dozen_facts(cli, script: Script, home_with_personas: Path) -> None:
    line = " ".join(f"I own item{i}." for i in range(40))
    many = [c("user", f"item_{i}", f"item{i}", f"I own item{i}") for i in range(40)]
    script.add("extract", facts_json(*many))
    cli("chat", "alice", input=line + "\n")
    assert len(facts_now(home_with_personas)) == 12
    [run] = data(home_with_personas, "alice", "extractions.jsonl")
    assert [r["reason"] for r in run["rejected"]] == ["too_many"] * 28


def test_what_was_forgotten_never_comes_back_and_is_masked_in_every_context(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    rome = c("user", "location", "Rome", "I'm in Rome until Friday")
    script.add("extract", facts_json(rome))
    cli("chat", "alice", input="I'm in Rome until Friday, then home.\n")
    [fact] = FactStore(home / "data" / "alice").as_of()
    assert cli("memory", "forget", "alice", fact.id[-8:]).exit_code == 0
    # reextract with a model that proposes it again: from the same words, and from other words said before
    script.add("extract", facts_json(rome), facts_json(c("user", "location", "Rome", "then home", relation="new")))
    result = cli("memory", "reextract", "alice", "--json")
    assert result.exit_code == 0, result.stderr
    assert facts_now(home) == {}
    reasons = [r["reason"] for run in data(home, "alice", "extractions.jsonl")[1:] for r in run["rejected"]]
    assert "forgotten" in reasons
    # the next request masks the words in the earlier conversation
    cli("chat", "alice", input="where am I this week?\n")
    system = script.requests("chat")[-1]["messages"][0]["content"]
    assert "Rome" not in system and "[forgotten]" in system
    # said again after the forgetting, it is news
    script.add("extract", facts_json(c("user", "location", "Rome", "I'm back in Rome")))
    cli("chat", "alice", input="I'm back in Rome for a month.\n")
    assert facts_now(home) == {"location": "Rome"}


def test_a_forgotten_value_comes_back_under_no_other_key_from_words_said_before_the_forget(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    script.add("extract", facts_json(c("user", "city", "Zagreb", "I live in Zagreb")), facts_json())
    cli("chat", "alice", input="I live in Zagreb.\nWinters in Zagreb are cold where I live, honestly.\n")
    [fact] = FactStore(home / "data" / "alice").as_of()
    assert cli("memory", "forget", "alice", fact.id[-8:]).exit_code == 0
    # the model reads the other turn and names the same place under other keys, and in a longer value
    other_words = facts_json(
        c("user", "residence", "Zagreb", "Winters in Zagreb are cold where I live"),
        c("user", "home_city", "Zagreb", "in Zagreb"),
        c("user", "winters", "cold in Zagreb", "Winters in Zagreb are cold"),
    )
    script.add("extract", other_words)
    result = cli("memory", "reextract", "alice", "--json")
    assert result.exit_code == 0, result.stderr
    assert facts_now(home) == {}
    assert [r["reason"] for r in data(home, "alice", "extractions.jsonl")[-1]["rejected"]] == ["forgotten"] * 3
    transcript = script.requests("extract")[-1]["messages"][0]["content"].split("Transcript")[-1]
    assert "Zagreb" not in transcript and "Winters in [forgotten] are cold" in transcript  # not read again
    cli("chat", "alice", input="what do you know about me?\n")  # the masks hold: nothing holds that says Zagreb
    assert "Zagreb" not in script.requests("chat")[-1]["messages"][0]["content"]
    # said again after the forget, under another key, it is news
    script.add("extract", facts_json(c("user", "residence", "Zagreb", "I'm living in Zagreb again")))
    cli("chat", "alice", input="I'm living in Zagreb again.\n")
    assert "User said: I'm living in Zagreb again." in script.requests("extract")[-1]["messages"][0]["content"]
    assert facts_now(home) == {"residence": "Zagreb"}


def test_a_forgotten_value_keeps_out_its_names_not_its_everyday_words_nor_a_longer_name(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    script.add(
        "extract",
        facts_json(
            c("user", "dog", "a dog named Rex", "I have a dog named Rex"),
            c("user", "employer", "Google", "I work at Google"),
            c("user", "hometown", "York", "I grew up in York"),
            c("user", "age", "34", "I'm 34"),
        ),
        facts_json(),  # the live model missed the rest
    )
    said = (
        "I have a dog named Rex. I work at Google. I grew up in York. I'm 34.\n"
        "I also have a cat named Miso. My novel lives in Google Docs. I live in New York now. Rex snores. "
        "My flat is number 34. I am 34 years old.\n"
    )
    cli("chat", "alice", input=said)
    for fact in FactStore(home / "data" / "alice").as_of():
        assert cli("memory", "forget", "alice", fact.id[-8:]).exit_code == 0
    # a better model reads the same words again: what they say of a cat, a tool and a city is the person's still;
    # Rex by his name is not, whatever the key
    script.add(
        "extract",
        facts_json(
            c("user", "cat", "a cat named Miso", "I also have a cat named Miso"),
            c("user", "writing_tool", "Google Docs", "My novel lives in Google Docs"),
            c("user", "city", "New York", "I live in New York now"),
            c("user", "pet_name", "Rex", "Rex snores"),
            c("user", "flat", "flat 34", "My flat is number 34"),
            c("user", "years", "34", "I am 34 years old"),
        ),
    )
    result = cli("memory", "reextract", "alice")
    assert result.exit_code == 0, result.stderr
    assert facts_now(home) == {
        "cat": "a cat named Miso", "writing_tool": "Google Docs", "city": "New York", "flat": "flat 34",
    }  # fmt: skip
    rejected = data(home, "alice", "extractions.jsonl")[-1]["rejected"]
    assert [(r["attribute"], r["reason"]) for r in rejected] == [("pet_name", "forgotten"), ("years", "forgotten")]


def test_a_value_recalled_by_its_old_words_is_shown_and_counted_once_as_what_holds_now(
    cli, script: Script, home_with_personas: Path
) -> None:
    script.add("extract", facts_json(c("user", "city", "Munich", "I moved to Munich")))
    cli("chat", "alice", input="I moved to Munich.\n")
    assert cli("memory", "correct", "alice", "city", "Dresden").exit_code == 0
    result = cli("chat", "alice", input="/recall Munich\n")
    shown = [line for line in result.stderr.splitlines() if "city:" in line]
    assert len(shown) == 1 and shown[0].endswith("  city: Dresden"), result.stderr  # the person's own: no subject
    assert float(shown[0].split()[2]) > 0  # the score the old value was found with, not 0.00
    cli("chat", "alice", input="was it Munich?\n")
    last = session_files(home_with_personas, "alice")[-1]
    reply = [r for r in records(last) if r.get("role") == "assistant"][-1]
    facts = [i for i in reply["context"] if i["type"] == "fact"]
    assert facts and all(i.get("recalled") for i in facts)  # a use of what holds now


def test_a_chat_as_of_a_past_time_refuses_to_forget_or_correct(cli, script: Script, home_with_personas: Path) -> None:
    script.add("extract", facts_json(c("user", "city", "Dresden", "I live in Dresden")))
    cli("chat", "alice", input="I live in Dresden.\n")
    result = cli("chat", "alice", "--as-of", "now", input="/forget city\n/correct city Leipzig\n")
    assert result.exit_code == 0, result.stderr
    assert result.stderr.count("This chat reads memory as it stood then and changes nothing.") == 2
    assert "twin memory forget alice FACT" in result.stderr and "twin memory correct alice FACT VALUE" in result.stderr
    assert facts_now(home_with_personas) == {"city": "Dresden"}  # today's memory untouched


def test_reextract_repeats_no_older_value_and_counts_no_words_twice(
    cli, script: Script, home_with_personas: Path
) -> None:
    berlin, munich = c("user", "city", "Berlin", "I live in Berlin"), c("user", "city", "Munich", "I moved to Munich")
    mia = c("user", "sister", "Mia", "my sister is called Mia")
    for said, candidate in (("I live in Berlin", berlin), ("I moved to Munich", munich)):
        script.add("extract", facts_json(candidate))
        cli("chat", "alice", input=said + "\n")
    for _ in range(2):  # the same words in two chats: stated once, confirmed once
        script.add("extract", facts_json(mia))
        cli("chat", "alice", input="my sister is called Mia\n")
    for _ in range(2):
        for candidate in (berlin, munich, mia, mia):
            script.add("extract", facts_json(candidate))
        result = cli("memory", "reextract", "alice")
        assert result.exit_code == 0, result.stderr
        assert result.stdout.strip() == (
            "4 sessions, 4 windows: 0 new, 0 confirmed, 0 replaced, 4 already known, 0 rejected, 0 failed"
        )
    history = json.loads(cli("memory", "history", "alice", "user.city", "--json").stdout)
    assert [(h["value"], h["status"]) for h in history] == [("Berlin", "superseded"), ("Munich", "current")]
    why = json.loads(cli("memory", "why", "alice", "sister", "--json").stdout)
    assert why["fact"]["confirmations"] == 1 and why["fact"]["confidence"] == 0.99


def test_reextract_takes_no_words_twice_for_one_value_under_another_key(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    script.add("extract", facts_json(c("user", "city", "Berlin", "I live in Berlin")))
    cli("chat", "alice", input="I live in Berlin.\n")
    munich = c("user", "city", "Munich", "I moved to Munich", relation="replaces", existing="F1")
    script.add("extract", facts_json(munich, c("user", "job", "nurse", "I'm a nurse")))  # two facts of one turn
    cli("chat", "alice", input="I moved to Munich. I'm a nurse at St Mary's.\n")
    assert facts_now(home) == {"city": "Munich", "job": "nurse"}
    # the model reads the same words under other keys: the old city is not current again, the job not stored twice;
    # a key the words did not ground yet is new
    script.add("extract", facts_json(c("user", "home", "Berlin", "I live in Berlin")))
    script.add(
        "extract",
        facts_json(
            c("user", "occupation", "nurse", "I'm a nurse"),
            c("user", "workplace", "St Mary's", "a nurse at St Mary's"),
        ),
    )
    result = cli("memory", "reextract", "alice")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.strip() == (
        "2 sessions, 2 windows: 1 new, 0 confirmed, 0 replaced, 2 already known, 0 rejected, 0 failed"
    )
    assert facts_now(home) == {"city": "Munich", "job": "nurse", "workplace": "St Mary's"}
    cli("chat", "alice", input="where do I live?\n")
    assert "home: Berlin" not in script.requests("chat")[-1]["messages"][0]["content"]
    # said again in new words, under a new key, the value is news
    script.add("extract", facts_json(c("user", "profession", "nurse", "Nursing is my profession, a nurse")))
    cli("chat", "alice", input="Nursing is my profession, a nurse for life.\n")
    assert facts_now(home)["profession"] == "nurse"


def test_reextract_says_when_it_kept_an_older_value_as_history(cli, script: Script, home_with_personas: Path) -> None:
    script.add("extract", facts_json(), facts_json(c("user", "city", "Munich", "I moved to Munich")))
    cli("chat", "alice", input="I live in Berlin\n")  # the extraction missed it
    cli("chat", "alice", input="I moved to Munich\n")
    script.add("extract", facts_json(c("user", "city", "Berlin", "I live in Berlin")), facts_json())
    result = cli("memory", "reextract", "alice")
    assert result.stdout.strip() == (
        "2 sessions, 2 windows: 0 new, 0 confirmed, 0 replaced, 1 older than what holds (kept as history), "
        "0 already known, 0 rejected, 0 failed"
    )
    assert json.loads(cli("memory", "reextract", "alice", "--json").stdout)["older"] == 0


def test_someone_else_talking_is_never_given_the_owners_facts_as_their_own(
    cli, script: Script, home_with_personas: Path
) -> None:
    lyon = c("user", "lives_in", "Lyon", "I live in Lyon")
    rule = c("user", "request", "never share my address", "never share my address", kind="rule")
    script.add("extract", facts_json(lyon, rule))
    cli("chat", "alice", input="I live in Lyon, and never share my address.\n")  # the owner: nobody named
    assert {f.value for f in FactStore(home_with_personas / "data" / "alice").as_of()} == {"Lyon", rule["value"]}
    for user, mine in (("Bob", False), ("", True)):
        cli("chat", "alice", *(["--user", user] if user else []), input="where do I live?\n")
        system = script.requests("chat")[-1]["messages"][0]["content"]
        facts = system.split("[memory: facts]")[1].split("\n\n")[0]
        lines = facts.splitlines()
        owner = lines.index("About the person I keep this twin for:") if not mine else len(lines)
        assert any("Lyon" in line for line in lines[owner:]) != mine  # under the owner's name, not the person's
        assert ("you told me" in facts) == mine and ("the person I keep this twin for told me on" in facts) != mine
        assert ("[memory: requests of the person I keep this twin for]" in system) != mine
        assert ("[memory: your requests]" in system) == mine and rule["value"] in system  # the owner's still hold
    script.add("extract", facts_json(c("user", "request", "call me Captain Bob", "call me Captain Bob", kind="rule")))
    cli("chat", "alice", "--user", "Bob", input="Please call me Captain Bob from now on.\n")
    for user in ("Bob", "Carol", ""):  # another visitor's request holds for no one else
        cli("chat", "alice", *(["--user", user] if user else []), input="hello\n")
        system = script.requests("chat")[-1]["messages"][0]["content"]
        asked = [part for part in system.split("\n\n") if part.startswith("[memory: ") and "requests" in part[:60]]
        assert any("call me Captain Bob" in part for part in asked) == (user == "Bob"), asked
        assert any(rule["value"] in part for part in asked)


TOLD = {  # how /memory says who told a fact: the person talking, a visitor, the owner
    "en": ("alice", "you told me on {}", "Bruce told me on {}", "the person I keep this twin for told me on {}"),
    "zh": ("lin", "你 {} 告诉我的", "Bruce {} 告诉我的", "这个分身的主人 {} 告诉我的"),
}


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_memory_view_says_who_told_each_fact_to_whoever_asks(
    cli, script: Script, home_with_personas: Path, language: str
) -> None:
    persona, you, bruce, owner = TOLD[language]
    script.add("extract", facts_json(c("user", "city", "Lyon", "I live in Lyon")))
    cli("chat", persona, input="I live in Lyon\n")  # the owner, nobody named
    script.add(
        "extract",
        facts_json(c("Bruce", "city", "Porto", "I live in Porto"), c("Zed", "city", "Oslo", "Zed lives in Oslo")),
    )
    cli("chat", persona, "--user", "Bruce", input="I live in Porto, and my friend Zed lives in Oslo\n")
    held = {f.subject: f for f in FactStore(home_with_personas / "data" / persona).as_of()}
    assert set(held) == {"user", "Bruce", "Zed"}
    said = {subject: day(fact.said_at) for subject, fact in held.items()}

    def shown(user: str) -> dict[str, str]:
        """Each fact's line in `/memory`, and in the model's context of the message after it, joined."""
        out = cli("chat", persona, *(["--user", user] if user else []), input="/memory\nhello\n").stderr
        system = system_prompt(script.requests("chat")[-1]).splitlines()
        return {
            s: next(line for line in out.splitlines() if f.short_id in line)
            + " | "
            + next(line for line in system if line.startswith("- ") and f.value in line)
            for s, f in held.items()
        }

    def twice(said: str, line: str) -> bool:
        return line.count(said) == 2  # in the view and in the context alike

    asked = shown("")  # the owner: their own words, and Bruce's of himself and of Zed
    assert twice(you.format(said["user"]), asked["user"])
    # the context said "you told me" of Bruce's words to the owner, as if the owner had said them
    assert twice(bruce.format(said["Bruce"]), asked["Bruce"]) and twice(bruce.format(said["Zed"]), asked["Zed"])
    asked = shown("Bruce")  # Bruce: his own words, and the owner's
    assert twice(owner.format(said["user"]), asked["user"])
    assert twice(you.format(said["Bruce"]), asked["Bruce"]) and twice(you.format(said["Zed"]), asked["Zed"])
    asked = shown("Carol")  # someone else: nobody's words are theirs
    assert twice(owner.format(said["user"]), asked["user"]) and twice(bruce.format(said["Zed"]), asked["Zed"])
    assert not any(you.split("{}")[0] in line for line in asked.values())


VISITS = {  # what each language says: the owner's word, who spoke, with whom, the person talking's turns
    "en": {"persona": "alice", "owner": "The person I keep this twin for said", "said": "{} said", "me": "They said",
           "with": ", with {})", "owner_with": "the person I keep this twin for", "ours": " our "},
    "zh": {"persona": "lin", "owner": "这个分身的主人说", "said": "{}说", "me": "对方说", "with": "，和{})",
           "owner_with": "这个分身的主人", "ours": "我们"},
}  # fmt: skip
SAID = {
    "en": ("I live in Lisbon with my cat Miso.", "Hello, I live in Porto.", "Who lives in Lisbon?", "Lisbon again"),
    "zh": ("我住在里斯本，养了一只猫叫Miso。", "你好，我住在波尔图。", "谁住在里斯本？", "里斯本又下雨了"),
}
DIARY = {
    "en": ("Today they told me they live in Lisbon with their cat Miso.", "Someone new told me they live in Porto."),
    "zh": ("今天他告诉我，他住在里斯本，还养了一只猫叫Miso。", "今天有个新朋友告诉我，他住在波尔图。"),
}


@pytest.mark.parametrize(("language", "owner"), [("en", "Sam"), ("en", ""), ("zh", "")])
def test_every_track_says_whose_an_earlier_conversation_was(
    cli, script: Script, home_with_personas: Path, language: str, owner: str
) -> None:
    home, lab = home_with_personas, VISITS[language]
    persona = lab["persona"]
    named = f'user = "{owner}"\n' if owner else ""  # the twin's owner by name, or nobody named
    (home / "twin.toml").write_text(f"{named}[context]\nrecent_turns = 2\n", encoding="utf-8")
    owners, bobs, carols, again = SAID[language]
    script.add("chapter", *DIARY[language])

    def talk(user: str, line: str) -> str:
        result = cli("chat", persona, *(["--user", user] if user else []), input=line + "\n")
        assert result.exit_code == 0, result.stderr
        return system_prompt(script.requests("chat")[-1])

    def chapters(system: str) -> str:
        return system.split("[我的经历]" if language == "zh" else "[my experiences]")[1].split("\n[")[0]

    talk("", owners)
    owner_said = lab["said"].format(owner) if owner else lab["owner"]
    owner_with = lab["with"].format(owner or lab["owner_with"])
    bob = talk("Bob", bobs)  # the owner's conversation, in every track, is not Bob's
    assert f"{owner_said}: {owners}" in bob and f"{lab['me']}: {owners}" not in bob
    assert f"{owner_with} {DIARY[language][0]}" in chapters(bob)
    assert lab["ours"] not in chapters(bob).splitlines()[0]  # the title claims no "our" for another's conversation
    carol = talk("Carol", carols)  # Bob's are not Carol's; the owner's come back by recall, as the owner's too
    assert f"{lab['said'].format('Bob')}: {bobs}" in carol and f"{lab['me']}: {bobs}" not in carol
    assert f"{lab['with'].format('Bob')} {DIARY[language][1]}" in chapters(carol)
    older = carol.split("[记忆·更早的对话]" if language == "zh" else "[memory: earlier conversation]")[1]
    assert f"{owner_said}: {owners}" in older.split("\n[")[0] and owner_with in older.split("\n[")[0]
    mine = talk("", again)  # and in the owner's context, the visitors' conversations are theirs; the owner's stay
    assert f"{lab['said'].format('Carol')}: {carols}" in mine and f"{lab['me']}: {carols}" not in mine
    older = mine.split("[记忆·更早的对话]" if language == "zh" else "[memory: earlier conversation]")[1]
    assert f"{lab['me']}: {owners}" in older.split("\n[")[0]
    assert f"{lab['with'].format('Bob')} {DIARY[language][1]}" in chapters(mine)
    assert any(line.endswith(f") {DIARY[language][0]}") and "，和" not in line and ", with" not in line
               for line in chapters(mine).splitlines())  # fmt: skip


def test_recall_in_the_chat_names_who_said_an_earlier_turn(cli, script: Script, home_with_personas: Path) -> None:
    assert cli("chat", "alice", input="I live in Lisbon with my cat Miso.\n").exit_code == 0  # the owner, unnamed
    assert cli("chat", "alice", "--user", "Bob", input="Hello, I live in Porto.\n").exit_code == 0
    shown = cli("chat", "alice", "--user", "Carol", input="/recall Lisbon Porto\n").stderr
    assert "my owner: I live in Lisbon with my cat Miso." in shown and "Bob: Hello, I live in Porto." in shown
    assert "you: I live in Lisbon" not in shown and "you: Hello" not in shown
    mine = cli("chat", "alice", input="/recall Lisbon Porto\n").stderr  # the owner's own turns are "you"
    assert "you: I live in Lisbon with my cat Miso." in mine and "Bob: Hello, I live in Porto." in mine


def test_the_owners_own_conversations_are_shown_as_ours_whether_named_or_not(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    script.add("chapter", "Today they told me they live in Lisbon.")
    assert cli("chat", "alice", input="I live in Lisbon.\n").exit_code == 0  # nobody named: the owner
    (home / "twin.toml").write_text('user = "Sam"\n', encoding="utf-8")  # then named, in any case
    assert cli("chat", "alice", "--user", "sam", input="Where do I live?\n").exit_code == 0
    system = system_prompt(script.requests("chat")[-1])
    assert "[my experiences] my diary of our most recent conversations" in system
    assert ") Today they told me they live in Lisbon." in system and ", with Sam" not in system
    assert "[memory: recent conversation] the last turns of our earlier conversations, oldest first\n" in system
    assert "They said: I live in Lisbon." in system and "said: I live" not in system.replace("They said: I live", "")


@pytest.mark.parametrize("named", ["new", "replaces F1"])
def test_naming_the_owner_later_keeps_one_person_with_one_city(
    cli, script: Script, home_with_personas: Path, named: str
) -> None:
    home = home_with_personas
    script.add("extract", facts_json(c("user", "city", "Berlin", "I live in Berlin")))
    assert cli("chat", "alice", input="I live in Berlin.\n").exit_code == 0  # nobody named yet: "user"
    (home / "twin.toml").write_text('user = "Sam"\n', encoding="utf-8")
    relation = {"relation": "replaces", "existing": "F1"} if named != "new" else {}
    script.add("extract", facts_json(c("user", "city", "Tokyo", "I live in Tokyo", **relation)))
    assert cli("chat", "alice", input="I live in Tokyo now.\n").exit_code == 0
    assert [(f.subject, f.value) for f in FactStore(home / "data" / "alice").as_of()] == [("user", "Tokyo")]
    why = cli("memory", "why", "alice", "city")
    assert why.exit_code == 0 and "Tokyo" in why.stdout, why.stderr
    cli("chat", "alice", input="hello\n")
    system = system_prompt(script.requests("chat")[-1])
    assert "city: Tokyo" in system and "city: Berlin" not in system
    script.add("extract", facts_json(c("user", "city", "Oslo", "I live in Oslo")))  # a visitor's own city
    assert cli("chat", "alice", "--user", "Bob", input="I live in Oslo.\n").exit_code == 0
    held = {(f.subject, f.value) for f in FactStore(home / "data" / "alice").as_of()}
    assert held == {("user", "Tokyo"), ("Bob", "Oslo")}  # never the owner's


def test_doctor_finds_and_mends_the_owner_split_before_the_fix(cli, home_with_personas: Path) -> None:
    from datetime import timedelta

    from twin.clock import now

    home = home_with_personas
    store = FactStore(home / "data" / "alice")  # as a twin written before: both hold
    store.assert_fact("user", "city", "Berlin", source="user", confidence=0.9, cause="T1",
                      said_at=now() - timedelta(days=3))  # fmt: skip
    store.assert_fact("Sam", "city", "Tokyo", source="user", confidence=0.9, cause="T2")
    store.assert_fact("user", "pet", "a cat", source="user", confidence=0.9, cause="T1")
    store.close()
    (home / "twin.toml").write_text('user = "Sam"\n', encoding="utf-8")
    found = cli("doctor", "--offline", "--json")
    assert found.exit_code == 5  # what --repair mends is a problem to a script as well
    report = json.loads(found.stdout)
    [split] = report["memory"]["alice"]["owner_split"]
    assert (split["attribute"], split["older"]["value"], split["newer"]["value"]) == ("city", "Berlin", "Tokyo")
    assert any("two names" in p and "Berlin (user) and Tokyo (Sam)" in p for p in report["problems"])
    assert "1 older value of yours" in cli("doctor", "--offline", "--repair").stdout
    assert {(f.subject, f.value) for f in FactStore(home / "data" / "alice").as_of()} == {("Sam", "Tokyo"),
                                                                                         ("user", "a cat")}  # fmt: skip
    mended = cli("doctor", "--offline", "--json")
    assert json.loads(mended.stdout)["memory"]["alice"]["owner_split"] == []
    assert mended.exit_code == 0
    history = json.loads(cli("memory", "history", "alice", "user.city", "--json").stdout)
    assert [(h["value"], h["retire_reason"]) for h in history] == [("Berlin", "conflict")]


def test_a_value_corrected_as_a_mistake_is_never_shown_as_before_that(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    script.add("extract", facts_json(c("user", "city", "Lisbon", "I live in Lisbon")))
    cli("chat", "alice", input="I live in Lisbon\n")
    script.add(
        "extract", facts_json(c("user", "city", "Porto", "Porto, not Lisbon", relation="corrects", existing="F1"))
    )
    cli("chat", "alice", input="Sorry, Porto, not Lisbon.\n")
    assert facts_now(home) == {"city": "Porto"}
    cli("chat", "alice", input="hello\n")
    system = script.requests("chat")[-1]["messages"][0]["content"]
    assert "city: Porto" in system and "before that" not in system
    history = json.loads(cli("memory", "history", "alice", "user.city", "--json").stdout)
    assert [(h["value"], h["status"]) for h in history][-1] == ("Porto", "current")
    assert next(h for h in history if h["value"] == "Porto")["reason"] == "correction"


@pytest.mark.parametrize(
    ("persona", "first", "old", "then", "new", "quote"),
    [
        (
            "alice",
            "I live in Lisbon",
            "Lisbon",
            "You got it wrong, I moved to Porto last month.",
            "Porto",
            "moved to Porto",
        ),
        ("lin", "我住在广州", "广州", "你说错了，我上个月就搬到杭州了。", "杭州", "搬到杭州"),
    ],
)
def test_the_twins_mistake_named_with_a_move_is_a_change_not_a_correction(
    cli, script: Script, home_with_personas: Path, persona: str, first: str, old: str, then: str, new: str, quote: str
) -> None:
    """ "you got it wrong, I moved…" says the twin is out of date: a model's "corrects" does not make the old value,
    true until the move, one that never held (a blind probe of facts over time, 2026-12-07: it did)."""
    script.add("extract", facts_json(c("user", "city", old, first)))
    cli("chat", persona, input=f"{first}\n")
    script.add("extract", facts_json(c("user", "city", new, quote, relation="corrects", existing="F1")))
    cli("chat", persona, input=f"{then}\n")
    history = json.loads(cli("memory", "history", persona, "user.city", "--json").stdout)
    assert [(h["value"], h["status"]) for h in history] == [(old, "superseded"), (new, "current")]
    assert next(h for h in history if h["value"] == new)["reason"] != "correction"
    cli("chat", persona, input="hello\n")
    assert old in script.requests("chat")[-1]["messages"][0]["content"]  # "before that: Lisbon"


def test_purging_a_fact_cuts_its_words_from_the_session_the_diary_and_the_log(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    told = c("user", "diagnosis", "bipolar disorder", "I was diagnosed with bipolar disorder")
    script.add("extract", facts_json(told, c("user", "city", "Nowhere", "the", relation="new")))
    script.add("chapter", "I learned that they were diagnosed with bipolar disorder, which they trusted me with.")
    cli("chat", "alice", input="I was diagnosed with bipolar disorder, keep it safe\n")
    [fact] = FactStore(home / "data" / "alice").as_of()
    result = cli("memory", "purge", "alice", fact.id[-8:], "--yes")
    assert result.exit_code == 0, result.stderr
    for path in (home / "data" / "alice").rglob("*.jsonl"):
        assert "bipolar" not in path.read_text(encoding="utf-8"), path.name
    said = [t for t in turns(home) if t["role"] == "user"]
    assert said[0]["text"] == "[removed], keep it safe"
    script.add("extract", facts_json(told))
    cli("memory", "reextract", "alice")
    assert facts_now(home) == {}


def test_an_expiry_from_chat_makes_the_fact_stop_by_itself(
    cli, script: Script, home_with_personas: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = home_with_personas
    monkeypatch.setenv("TWIN_NOW", "2026-03-02T10:00:00+00:00")  # a Monday
    script.add(
        "extract", facts_json(c("user", "location", "Rome", "I'm in Rome until Friday", valid_until="2026-03-06"))
    )
    cli("chat", "alice", input="I'm in Rome until Friday.\n")
    assert facts_now(home) == {"location": "Rome"}
    cli("chat", "alice", input="hello\n")
    assert "location: Rome (since 2026-03-02; only through 2026-03-06;" in system_prompt(script.requests("chat")[-1])
    monkeypatch.setenv("TWIN_NOW", "2026-03-09T10:00:00+00:00")
    assert facts_now(home) == {}
    friday = json.loads(cli("memory", "facts", "alice", "--as-of", "2026-03-06", "--json").stdout)
    assert [f["value"] for f in friday] == ["Rome"]  # the whole of Friday (23:59:59 ended it a second early)
    saturday = json.loads(cli("memory", "facts", "alice", "--as-of", "2026-03-07T00:00:01+00:00", "--json").stdout)
    assert saturday == []


def test_a_chapter_that_is_json_or_invents_a_name_is_asked_again_then_kept_out_of_context(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    script.add("chapter", '{"summary": "we talked"}', "I talked with them about the lighthouse and the storm.")
    cli("chat", "alice", input="the lighthouse held through the storm\n")
    script.add("chapter", "I met a pilot named Zed today.", "We flew over the harbour with Zed, the pilot, I recall.")
    cli("chat", "alice", input="we walked by the harbour\n")
    chapters = [r for r in data(home, "alice", "chapters.jsonl") if r["kind"] == "chapter"]
    assert [r.get("flags") for r in chapters] == [None, ["unknown: Zed"]]
    retried = script.requests("chapter")[1]["messages"][0]["content"]
    assert "did not fit" in retried and "markup" in retried
    cli("chat", "alice", input="hello again\n")
    system = script.requests("chat")[-1]["messages"][0]["content"]
    assert "lighthouse" in system and "Zed" not in system
    stats = json.loads(cli("memory", "stats", "alice", "--json").stdout)
    assert stats["chapters_flagged"] == 1


def test_a_standing_request_sits_under_the_persona_s_boundaries(cli, script: Script, home_with_personas: Path) -> None:
    script.add(
        "extract",
        facts_json(
            c("user", "reply_language", "always answer in English", "Please always answer in English", kind="rule")
        ),
    )
    cli("chat", "alice", input="Please always answer in English.\n")
    cli("chat", "alice", input="hello\n")
    system = script.requests("chat")[-1]["messages"][0]["content"]
    boundaries, requests = system.index("## My boundaries"), system.index("[memory: your requests]")
    assert boundaries < requests and "- always answer in English" in system[requests:]
    assert "reply language" not in system  # not among the facts as well


def test_a_turn_is_in_a_request_once_and_recall_searches_this_session_too(
    cli, script: Script, home_with_personas: Path
) -> None:
    cli("chat", "alice", input="the marmalade recipe needs bitter oranges\n")
    cli("chat", "alice", input="tell me about marmalade\n")
    system = script.requests("chat")[-1]["messages"][0]["content"]
    assert system.count("bitter oranges") == 1
    result = cli("chat", "alice", input="my kiwi plant flowered\n/recall kiwi\n")
    assert "kiwi plant flowered" in result.stderr + result.stdout


def test_purge_cuts_whole_words_and_never_a_whole_chapter(cli, script: Script, home_with_personas: Path) -> None:
    home = home_with_personas
    script.add("extract", facts_json(c("user", "city", "Rome", "I live in Rome")))
    script.add("chapter", "I heard about Romero's chrome shop, and that they live in Rome now.")
    cli("chat", "alice", input="I live in Rome, near Romero's chrome shop\n")
    [fact] = FactStore(home / "data" / "alice").as_of()
    assert cli("memory", "purge", "alice", fact.id[-8:], "--yes").exit_code == 0
    [chapter] = [r for r in data(home, "alice", "chapters.jsonl") if r["kind"] == "chapter"]
    assert chapter["text"] == "I heard about Romero's chrome shop, and that they live in [removed] now."
    assert [t["text"] for t in turns(home) if t["role"] == "user"] == ["[removed], near Romero's chrome shop"]


def test_masks_hide_forgotten_words_said_before_the_forget_only() -> None:
    from twin.context.view import Masks
    from twin.facts.words import Phrases

    rome = Fact.__new__(Fact)
    rome.attribute, rome.value, rome.evidence = "city", "Rome", {"quote": "I live in Rome"}
    masks = Masks.of([("Rome", "I live in Rome", 1_000.0)], [])
    assert masks.chapter("Romero's chrome shop in Rome", "[x]") == "Romero's chrome shop in [x]"
    assert masks.turn("so, I live in   ROME.", "[x]") == "[x]"  # the quote in another spelling: the whole turn
    assert masks.turn("I live in Rome", "[x]", "1970-01-01T00:20:00+00:00", "user") == "I live in Rome"  # said after
    assert masks.turn("You live in Rome", "[x]", "1970-01-01T00:20:00+00:00", "assistant") == "You live in [x]"
    assert not Masks.of([("Rome", "I live in Rome", 1_000.0)], [rome])  # held again: the person's words again
    assert Phrases(["I live in Rome until Friday", "Rome"]).in_turn("so I live in Rome until Friday", "[x]") == "so [x]"


def test_a_forgotten_number_is_masked_in_words_too_and_held_again_in_none() -> None:
    """A blind probe forgot the age 34 and read "I turned thirty-four in May" and 三十四岁 in the next context."""
    from twin.context.view import Masks

    masks = Masks.of([("34", "I'm 34", 1_000.0)], [])
    assert masks.turn("I'm 34, I turned thirty-four in May (Thirty Four!)", "[x]") == "[x], I turned [x] in May ([x]!)"
    assert masks.chapter("说真的，三十四岁了还没结婚。", "[x]") == "说真的，[x]岁了还没结婚。"
    assert masks.chapter("four, thirty, 134, forty-three, 三十", "[x]") == "four, thirty, 134, forty-three, 三十"
    assert masks.chapter("一百三十四页, 三十四", "[x]") == "一百三十四页, [x]"  # a whole number, as 34 is not in 134
    forty = Masks.of([("40", "I'm 40", 1_000.0)], [])  # a review: "forty-three" read "[x]-three", 四十三 "[x]三"
    assert forty.chapter("forty-three, forty three, 四十三岁, forty, 四十岁", "[x]") == (
        "forty-three, forty three, 四十三岁, [x], [x]岁"
    )
    assert Masks.of([("15", "I'm 15", 1_000.0)], []).chapter("二十五岁, 十五岁", "[x]") == "二十五岁, [x]岁"
    again = Fact.__new__(Fact)
    again.attribute, again.value, again.evidence = "age", "34", {"quote": "我今年三十四岁"}
    held = masks.without([again])  # held again: the person's words again, in any form
    assert held.turn("I turned thirty-four, 34 in May", "[x]") == "I turned thirty-four, 34 in May"
    assert held.chapter("三十四岁", "[x]") == "三十四岁"


def test_a_forgotten_value_is_masked_in_the_other_ways_people_write_it() -> None:
    """A blind probe of forgetting (2026-12-07) read each of these in a context after the value was forgotten."""
    from twin.context.view import Masks

    masks = Masks.of(
        [
            ("(415) 555-0123", "my number is (415) 555-0123", 1.0, "phone"),
            ("07700 900123", "my mobile is 07700 900123", 1.0, "mobile"),
            ("Maria Lopez", "my wife is Maria Lopez", 1.0, "wife_name"),
            ("34", "I'm 34", 1.0, "age"),
            ("May 12", "my birthday is May 12", 1.0, "birthday"),
            ("85000", "I make 85000", 1.0, "salary"),
            ("Zürich", "I live in Zürich", 1.0, "city"),
            ("12 Harbour Lane", "I live at 12 Harbour Lane", 1.0, "address"),
            ("王小明", "我男朋友叫王小明", 1.0, "boyfriend_name"),
            ("Jean-Luc", "my friend Jean-Luc", 1.0, "friend_name"),
        ],
        [],
    )
    said = (
        "Noted: 415 555 0123, or 4155550123, or +1 415.555.0123; +44 7700 900123. Maria made soup, Lopez said. "
        "Happy belated 34th birthday, thirty-fourth birthday! May 12th, the 12th of May, 12/05, 5月12号. "
        "$85k, 85,000, 8.5万. "
        "Zurich, ZÜRICH. Harbour Lane, number twelve. 小明又加班了. Jean Luc and JeanLuc."
    )
    assert masks.turn(said, "[x]") == (
        "Noted: [x], or [x], or [x]; [x]. [x] made soup, [x] said. Happy belated [x], [x]! [x], the [x], [x], [x]. "
        "$[x], [x], [x]. [x], [x]. [x], number twelve. [x]又加班了. [x] and [x]."
    )
    others = (
        "In 2024 I had 3 cats, 1234567 ants and a 415 area code; May 1st; a rose; Sao Paulo; 85 cents; 明天; "
        "the 34th floor; 2k steps"
    )  # (an ordinal of the age only with "birthday": "the 21st century", "June 30th" are no age)
    assert masks.chapter(others, "[x]") == others  # another number, date, name or place is not the forgotten one
    # not a company's name in parts, nor a place's: "Corp" of Acme Corp and "York" of New York stay
    assert Masks.of([("Acme Corp", "I work at Acme Corp", 1.0, "employer")], []).chapter("Corp, Acme", "[x]") == (
        "Corp, Acme"
    )
    assert Masks.of([("New York", "I live in New York", 1.0, "city")], []).chapter("York, new", "[x]") == "York, new"
    # a code review's cases: an attribute's words are whole ("cat" is none of "location"), a Chinese value is a name
    # only after a surname, an amount is one under money's attribute (not a year), digits alone are a phone's only,
    # and a name that is a common word is masked only where it is written as a name
    review = Masks.of(
        [
            ("Salt Lake City", "I live in Salt Lake City", 1.0, "location"),
            ("小学老师", "我妈是小学老师", 1.0, "mother_occupation"),
            ("2000", "born in 2000", 1.0, "birth_year"),
            ("1000000", "I saved 1000000", 1.0, "savings"),
            ("Will", "my son Will", 1.0, "son_name"),
        ],
        [],
    )
    ordinary = "a pinch of salt by the lake; 老师说; 2k steps; 21000000 people; I will call. Will you? 1,000,000"
    assert (
        review.chapter(ordinary, "[x]")
        == "a pinch of salt by the lake; 老师说; 2k steps; 21000000 people; I will call. Will you? [x]"
    )
    assert review.chapter("I went with Will, and Will came too.", "[x]") == "I went with [x], and [x] came too."
    wife = Fact.__new__(Fact)
    wife.attribute, wife.value, wife.evidence = "wife_name", "Maria", {"quote": "my wife Maria"}
    phone = Fact.__new__(Fact)
    phone.attribute, phone.value, phone.evidence = "phone", "+1 415 555 0123", {"quote": "call +1 415 555 0123"}
    held = masks.without([wife, phone])  # said again and held again, in any of its forms: the person's again
    assert held.chapter("Maria, 4155550123, Zurich", "[x]") == "Maria, 4155550123, [x]"


def test_a_forgotten_value_comes_back_under_no_other_subject_nor_in_another_form_from_words_said_before(
    cli, script: Script, home_with_personas: Path
) -> None:
    """A blind probe of forgetting (2026-12-07): after city = São Paulo and wife_name = Maria Lopez were forgotten, a
    reextract learned Sam.city (the person's name in an old chat), the sister's city and "Sao Paulo", and the
    first name alone, from words said before the forget; each held again unmasked the word everywhere."""
    home = home_with_personas
    script.add(
        "extract",
        facts_json(
            c("user", "city", "São Paulo", "I live in São Paulo"), c("user", "wife_name", "Maria Lopez", "Maria Lopez")
        ),
        facts_json(),
    )
    lines = (
        "I live in São Paulo. My wife is Maria Lopez.\n"
        "My sister Ana lives in São Paulo too. Maria made soup, Sao Paulo traffic is awful.\n"
    )
    cli("chat", "alice", input=lines)
    for fact in FactStore(home / "data" / "alice").as_of():
        assert cli("memory", "forget", "alice", fact.id[-8:]).exit_code == 0
    script.add(
        "extract",
        facts_json(
            c("Sam", "city", "São Paulo", "I live in São Paulo"),
            c("sister", "city", "São Paulo", "My sister Ana lives in São Paulo too"),
            c("user", "home_city", "Sao Paulo", "Sao Paulo traffic is awful"),
            c("user", "wife_name", "Maria", "Maria made soup"),
        ),
    )
    result = cli("memory", "reextract", "alice", "--json")
    assert result.exit_code == 0, result.stderr
    assert FactStore(home / "data" / "alice").as_of() == []
    assert [r["reason"] for r in data(home, "alice", "extractions.jsonl")[-1]["rejected"]] == ["forgotten"] * 4
    cli("chat", "alice", input="what do you know about me?\n")
    system = script.requests("chat")[-1]["messages"][0]["content"]
    assert not {"Maria", "Lopez", "Paulo"} & set(re.findall(r"\w+", system)), system
    # said again after the forget, of anyone, it is news
    script.add("extract", facts_json(c("sister", "city", "Sao Paulo", "My sister moved back to Sao Paulo")))
    cli("chat", "alice", input="My sister moved back to Sao Paulo last week.\n")
    assert facts_now(home) == {"city": "Sao Paulo"}


def test_the_twins_own_words_are_masked_whenever_it_said_them_and_only_the_person_brings_a_word_back(
    cli, script: Script, home_with_personas: Path
) -> None:
    script.add("extract", facts_json(c("user", "city", "Zagreb", "I live in Zagreb")))
    cli("chat", "alice", input="I live in Zagreb.\n")
    assert cli("memory", "forget", "alice", "city").exit_code == 0
    # after the forget the twin names it on its own (as a reply in flight from a context built before it would)
    script.add("chat", "By the way, how is life in Zagreb these days?", "Zagreb winters must be cold.")
    result = cli("chat", "alice", input="hi\nyes, it is cold there\n/recall life these days\n/recall Zagreb\n")
    assert result.exit_code == 0, result.stderr
    assert "Zagreb" not in result.stderr and "how is life in [forgotten] these days?" in result.stderr  # /recall
    assert "bears on “[forgotten]”" in result.stderr  # the forgotten word finds nothing, and is not said back
    extraction = script.requests("extract")[-1]["messages"][0]["content"]
    assert "Zagreb" not in extraction and "[forgotten] winters must be cold." in extraction
    assert "Zagreb" not in cli("memory", "search", "alice", "Zagreb", "--json").stdout
    script.add("chat", "Welcome back to Zagreb!")
    cli("chat", "alice", input="I moved back to Zagreb.\n")  # the person's own words, after the forget
    cli("chat", "alice", input="hello\n")
    system = system_prompt(script.requests("chat")[-1])
    assert "They said: I moved back to Zagreb." in system  # shown as said
    assert "I said: Welcome back to [forgotten]!" in system and "life in [forgotten]" in system  # the twin's: never


def test_a_forgotten_word_finds_the_turns_the_person_said_it_again_in_and_no_other(
    cli, script: Script, home_with_personas: Path
) -> None:
    """Said again after the forget and not held again (no fact taken from it), a forgotten word is the person's in
    that turn: search finds it there, as every reader shows it as said; it still finds neither the turn of before
    the forget nor the twin's words, which stay masked."""
    script.add("extract", facts_json(c("user", "city", "Zagreb", "I live in Zagreb")))
    cli("chat", "alice", input="I live in Zagreb.\n")
    assert cli("memory", "forget", "alice", "city").exit_code == 0
    script.add("chat", "Zagreb winters must be cold.")
    cli("chat", "alice", input="I went back to Zagreb for the tram museum.\n")  # no fact is taken from it
    assert not FactStore(home_with_personas / "data" / "alice").as_of()
    found = json.loads(cli("memory", "search", "alice", "Zagreb", "--json").stdout)
    texts = [t["text"] for p in found["turns"] for t in p["turns"]]
    assert "I went back to Zagreb for the tram museum." in texts, found
    assert texts == ["I went back to Zagreb for the tram museum."], found  # not the turns of before, nor the twin's
    assert found["facts"] == [] and {ch["session"] for ch in found["chapters"]} <= {found["turns"][0]["session"]}
    # "live" is a word of the forgotten statement, masked whole: it finds that turn no more than Zagreb does
    words = cli("memory", "search", "alice", "live", "Zagreb", "--json").stdout
    assert '"text": "[forgotten]."' not in words and "I live in" not in words and "tram museum" in words
    result = cli("chat", "alice", input="/recall Zagreb\n")
    assert "I went back to Zagreb for the tram museum." in result.stderr and "I live in" not in result.stderr


def test_a_forgotten_word_finds_no_turn_that_says_only_another_forgotten_word(
    cli, script: Script, home_with_personas: Path
) -> None:
    """A review forgot the city Zagreb and the dog Rex; the person then said "Rex came back home today!" and the
    twin "Give Rex a hug from all of us in Zagreb!". A search for Zagreb found the person's turn, by its neighbour's
    words, and so told whoever guessed Zagreb that it was a forgotten word."""
    script.add(
        "extract", facts_json(c("user", "city", "Zagreb", "I live in Zagreb"), c("user", "dog", "Rex", "my dog Rex"))
    )
    cli("chat", "alice", input="I live in Zagreb with my dog Rex.\n")
    assert cli("memory", "forget", "alice", "city").exit_code == 0
    assert cli("memory", "forget", "alice", "dog").exit_code == 0
    script.add("chat", "Give Rex a hug from all of us in Zagreb!")
    cli("chat", "alice", input="Rex came back home today!\n")  # a forgotten word said again: the dog's
    for query in ("Zagreb", "Qwertyville"):  # the same answer as for a word never said
        found = json.loads(cli("memory", "search", "alice", query, "--json").stdout)
        assert [found[k] for k in ("facts", "turns")] == [[], []], (query, found)
    assert "Rex came back home today!" in cli("memory", "search", "alice", "Rex", "--json").stdout  # its own word
    assert "Rex came back" not in cli("chat", "alice", input="/recall Zagreb\n").stderr


def test_a_correction_needs_the_persons_words_for_it(cli, script: Script, home_with_personas: Path) -> None:
    script.add("extract", facts_json(c("user", "city", "Lisbon", "I live in Lisbon")))
    cli("chat", "alice", input="I live in Lisbon\n")
    script.add("extract", facts_json(c("user", "city", "Porto", "moved to Porto", relation="corrects", existing="F1")))
    cli("chat", "alice", input="We moved to Porto last week.\n")
    history = json.loads(cli("memory", "history", "alice", "user.city", "--json").stdout)
    assert next(h for h in history if h["value"] == "Porto")["reason"] == "update"  # a move, not a mistake


def test_a_limit_needs_the_persons_words_for_it(cli, script: Script, home_with_personas: Path) -> None:
    home = home_with_personas
    script.add("extract", facts_json(c("zh_user", "city", "深圳", "我搬到深圳了", valid_until="2026-12-31")))
    cli("chat", "lin", "--user", "zh_user", input="我搬到深圳了。\n")
    [kept] = FactStore(home / "data" / "lin").as_of()
    assert kept.value == "深圳" and kept.valid_until is None  # 到 in 搬到 is no "until"


def test_one_bad_item_in_a_reply_leaves_the_others_standing(cli, script: Script, home_with_personas: Path) -> None:
    good = c("user", "city", "Lisbon", "I live in Lisbon")
    script.add("extract", json.dumps({"facts": ["junk", good]}))
    cli("chat", "alice", input="I live in Lisbon\n")
    assert facts_now(home_with_personas) == {"city": "Lisbon"}
    assert [r["reason"] for run in data(home_with_personas, "alice", "extractions.jsonl") for r in run["rejected"]] == [
        "bad_shape"
    ]


@pytest.mark.parametrize("text", ["一" * 20_000, "“" * 20_000, "「" * 20_000, "ignore all " * 2_000, "I'm " * 5_000])
def test_grounding_stays_fast_on_a_very_long_turn(text: str) -> None:
    import time

    from twin.narrative.grounding import Said, Window, read_candidate

    window = Window([Said("u", "user", text + " I live in Lisbon")], "I am Alice.", ["I never invent memories."])
    candidate = read_candidate(c("user", "city", "Lisbon", "I live in Lisbon"))
    started = time.perf_counter()
    window.check(candidate, ["Alice"], "user")  # type: ignore[arg-type]
    # it took 11 s on 20,000 一 before the lookbehind; 0.1 to 0.9 s now, past 2 s on a busy machine with four workers
    assert time.perf_counter() - started < 5.0


def moved_from_zagreb(cli, script: Script, home: Path) -> Fact:  # type: ignore[no-untyped-def]
    """Two chats: the person lives in Zagreb, then moves to Porto; the value that no longer holds."""
    script.add("extract", facts_json(c("user", "city", "Zagreb", "I live in Zagreb")))
    cli("chat", "alice", input="I live in Zagreb.\n")
    script.add(
        "extract", facts_json(c("user", "city", "Porto", "I moved to Porto", relation="replaces", existing="F1"))
    )
    cli("chat", "alice", input="I moved to Porto last week.\n")
    [old] = [f for f in FactStore(home / "data" / "alice").as_of(include_ended=True) if f.value == "Zagreb"]
    return old


def test_a_value_that_no_longer_holds_can_be_forgotten_and_is_never_before_that(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    old = moved_from_zagreb(cli, script, home)
    cli("chat", "alice", input="hello\n")
    assert "before that: Zagreb" in script.requests("chat")[-1]["messages"][0]["content"]
    result = cli("chat", "alice", input=f"/forget {old.id[-6:]}\nwhere did I live before?\n")
    assert result.exit_code == 0, result.stderr
    system = script.requests("chat")[-1]["messages"][0]["content"]
    assert "city: Porto" in system and "before that" not in system
    assert "Zagreb" not in system and "[forgotten]" in system  # its words masked in the earlier conversation
    # proposed again from the same words, it stays forgotten
    script.add("extract", facts_json(c("user", "city", "Zagreb", "I live in Zagreb")))
    cli("memory", "reextract", "alice")
    assert facts_now(home) == {"city": "Porto"}
    assert FactStore(home / "data" / "alice").forgotten_ids() == {old.id}


def test_forget_in_the_chat_says_which_earlier_values_are_still_remembered(
    cli, script: Script, home_with_personas: Path
) -> None:
    old = moved_from_zagreb(cli, script, home_with_personas)
    result = cli("chat", "alice", input="/forget city\n")
    assert "Forgotten: city: Porto" in result.stderr
    assert f"Earlier values still remembered: Zagreb ({old.short_id}). /forget ID forgets one too." in result.stderr


def test_forget_of_a_past_value_in_the_chat_names_the_others_as_past_not_earlier(
    cli, script: Script, home_with_personas: Path
) -> None:
    """Zagreb, Porto, then Lisbon: forgetting Zagreb said "Earlier values … Porto", said after it (a blind probe,
    2026-12-07)."""
    old = moved_from_zagreb(cli, script, home_with_personas)
    script.add(
        "extract", facts_json(c("user", "city", "Lisbon", "I moved to Lisbon", relation="replaces", existing="F1"))
    )
    cli("chat", "alice", input="I moved to Lisbon now.\n")
    [porto] = [
        f for f in FactStore(home_with_personas / "data" / "alice").as_of(include_ended=True) if f.value == "Porto"
    ]
    result = cli("chat", "alice", input=f"/forget {old.id[-6:]}\n")
    assert f"Other past values still remembered: Porto ({porto.short_id})." in result.stderr, result.stderr
    assert "Earlier values" not in result.stderr


def test_a_forget_says_which_facts_of_other_keys_still_name_the_value(
    cli, script: Script, home_with_personas: Path
) -> None:
    """A blind probe forgot the city Zagreb and found "comes to see me in Zagreb every month" and a job "in Zagreb"
    in every later context, unsaid: forgetting one value forgets no other, so the forget says which still name it."""
    line = "I live in Zagreb, my sister comes to see me in Zagreb every month, I'm a nurse in Zagreb"
    script.add(
        "extract",
        facts_json(
            c("user", "city", "Zagreb", "I live in Zagreb"),
            c("sister", "visits", "comes to see me in Zagreb every month", "comes to see me in Zagreb every month"),
            c("user", "job", "nurse in Zagreb", "I'm a nurse in Zagreb"),
        ),
    )
    cli("chat", "alice", input=line + "\n")
    store = FactStore(home_with_personas / "data" / "alice")
    ids = {f.key: f.short_id for f in store.as_of()}
    assert set(ids) == {"user.city", "sister.visits", "user.job"}
    said = cli("memory", "forget", "alice", "city").stdout
    assert (
        "Other facts still name Zagreb: sister.visits = comes to see me in Zagreb every month "
        f"({ids['sister.visits']}), user.job = nurse in Zagreb ({ids['user.job']})."
    ) in " ".join(said.split()), said
    assert "Forget each by its id (`twin memory forget alice " in said
    kept = {f.key for f in FactStore(home_with_personas / "data" / "alice").as_of()}
    assert kept == {"sister.visits", "user.job"}  # said, not done: forgetting one value forgets no other
    chat = cli("chat", "alice", input="/forget job\n").stderr
    assert "Forgotten: job: nurse in Zagreb" in chat and "still name" not in chat  # no other names the whole job
    script.add(
        "extract",
        facts_json(c("user", "城市", "杭州", "我住在杭州"), c("user", "工作", "杭州的护士", "我是杭州的护士")),
    )
    cli("chat", "lin", input="我住在杭州，我是杭州的护士\n")
    job = next(f for f in FactStore(home_with_personas / "data" / "lin").as_of() if f.value == "杭州的护士")
    chat = cli("chat", "lin", input="/forget 城市\n").stderr
    assert f"别的事实里还提到 杭州：user.工作 = 杭州的护士 ({job.short_id})。/forget ID 也能忘掉它。" in chat, chat


def test_purge_cuts_a_short_value_only_where_it_was_said_and_never_a_word_of_a_longer_one(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    script.add("chat", "Flat 10, up high!", "10 cats is a lot.", "A new bike!")
    script.add("extract", facts_json(c("user", "flat", "10", "number 10, my flat")))
    script.add("extract", facts_json(), facts_json(c("user", "city", "New York", "I live in New York")))
    cli("chat", "alice", input="it is number 10, my flat\n")
    cli("chat", "alice", input="I have 10 cats, and 2026-10-10 is a date.\n")
    cli("chat", "alice", input="I live in New York and I bought a new bike.\n")
    store = FactStore(home / "data" / "alice")
    for value in ("10", "New York"):
        [fact] = [f for f in store.as_of() if f.value == value]
        assert cli("memory", "purge", "alice", fact.id[-8:], "--yes").exit_code == 0
    said = [t["text"] for t in turns(home) if t.get("source") != "greeting"]
    assert said[:2] == ["it is [removed]", "Flat [removed], up high!"]  # where it was said: cut
    assert said[2:4] == ["I have 10 cats, and 2026-10-10 is a date.", "10 cats is a lot."]  # another talk: kept
    assert said[4:] == ["[removed] and I bought a new bike.", "A new bike!"]  # "new" is no part of it


def test_purge_never_cuts_a_whole_turn_it_did_not_quote_nor_a_word_inside_another(
    cli, home_with_personas: Path
) -> None:
    from twin.sessions.session import SessionStore

    twin = home_with_personas / "data" / "alice"
    sessions = SessionStore(twin)
    said = sessions.start({"persona": "alice"})
    age = said.add_turn("user", "I'm 34, since you ask.")
    yes = said.add_turn("user", "yes")
    said.end("exit")
    other = sessions.start({"persona": "alice"})
    other.add_turn("user", "Yesterday I was 345 pages into the novel, train at 10:34, year 2034.")
    other.add_turn("user", "yes, I'm 34 years into this life.")
    other.end("exit")
    store = FactStore(twin)
    fact = store.assert_fact("user", "age", "34", source="user", confidence=0.9, cause=age.id,
                             evidence={"session": said.id, "turn": age.id, "quote": "I'm 34"})  # fmt: skip
    store.confirm(fact.id, cause=yes.id, evidence={"session": said.id, "turn": yes.id, "quote": "yes"})
    assert store.masks().turn("Yesterday was fun", "[x]") == "Yesterday was fun"  # "yes" is no quote of anything
    assert cli("memory", "purge", "alice", fact.short_id, "--yes").exit_code == 0
    kept = [t["text"] for t in turns(home_with_personas)]
    assert kept[:2] == ["[removed], since you ask.", "[removed]"]  # the turns it was said in
    assert kept[2:] == [
        "Yesterday I was 345 pages into the novel, train at 10:34, year 2034.",  # another talk: whole words only
        "yes, [removed] years into this life.",
    ]


def test_purge_cuts_the_value_from_the_twins_own_replies_in_every_session(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    script.add("chat", "Zagreb is lovely.")
    script.add("extract", facts_json(c("user", "city", "Zagreb", "I live in Zagreb")))
    cli("chat", "alice", input="I live in Zagreb, in a flat by the tram.\n")
    script.add("chat", "Zagreb again! And Split is near.")
    script.add(
        "extract", facts_json(c("user", "city", "Split", "I moved to Split", relation="replaces", existing="F1"))
    )
    cli("chat", "alice", input="I moved to Split.\n")
    [zagreb] = [f for f in FactStore(home / "data" / "alice").as_of(include_ended=True) if f.value == "Zagreb"]
    result = cli("memory", "purge", "alice", zagreb.id[-8:], "--yes")
    assert result.exit_code == 0, result.stderr
    said = [(t["role"], t["text"]) for t in turns(home)]
    assert ("assistant", "[removed] is lovely.") in said and (
        "assistant",
        "[removed] again! And Split is near.",
    ) in said
    assert ("user", "[removed], in a flat by the tram.") in said and ("user", "I moved to Split.") in said
    for path in (home / "data" / "alice").rglob("*"):
        assert not path.is_file() or b"Zagreb" not in path.read_bytes(), path.name
    cli("chat", "alice", input="where did I live?\n")
    assert "Zagreb" not in json.dumps(script.requests("chat")[-1])


def test_masks_hide_a_short_value_the_names_in_a_value_and_other_widths_but_no_everyday_word() -> None:
    from twin.facts.masks import Masks

    forgotten = [("a dog named Rex", "my dog Rex", 1_000.0), ("34", "I'm 34", 1_000.0), ("no", "no kids yet", 1_000.0),
                 ("Zagreb", "I live in Zagreb", 1_000.0)]  # fmt: skip
    masks = Masks.of(forgotten, [])
    said = "A dog named Rex! Rex is 34; in 2034 a dog, no rexes."
    assert masks.chapter(said, "[x]") == "[x]! [x] is [x]; in 2034 a dog, no rexes."
    assert (
        masks.chapter("ＺＡＧＲＥＢ, Ｚａｇｒｅｂ or zagreb, not zagrebačka", "[x]")
        == "[x], [x] or [x], not zagrebačka"
    )
    assert masks.turn("So I LIVE IN ＺＡＧＲＥＢ!", "[x]") == "So [x]!"  # another width of the quote: cut, not all
    assert masks.turn("I live in Z a g r e b", "[x]") == "[x]"  # spaced out: the whole turn, as before
    assert (
        masks.chapter("Straße", "[x]") == "Straße"
        and Masks.of([("Straße", "", 1.0)], []).chapter("STRASSE", "?") == "?"
    )
    cat = Fact.__new__(Fact)
    cat.attribute, cat.value, cat.evidence = "pet", "Rex the cat", {"quote": "my cat Rex"}
    assert masks.without([cat]).chapter("Rex and Zagreb", "[x]") == "Rex and [x]"  # a name held again is shown


def test_masks_never_hide_what_the_person_did_not_ask_to_forget() -> None:
    from twin.facts.masks import Masks

    forgotten = [("New York", "", 1.0), ("Sam's Kitchen Notes", "", 1.0), ("10", "", 1.0), ("34", "", 1.0),
                 ("Software Engineer at Google", "", 1.0), ("一只叫旺财的狗", "", 1.0)]  # fmt: skip
    masks = Masks.of(forgotten, [])
    kept = "A new bike, my name is Sam, open source software; on 2026-10-10 at 10:30, 10.5 km, Google Docs."
    assert masks.chapter(kept, "[x]") == kept  # a word of a value is not the value, and a date holds no "10"
    assert masks.chapter("I moved to New York; flat 10, I'm 34.", "[x]") == "I moved to [x]; flat [x], I'm [x]."
    said = masks.chapter("他今年34岁，住在10号，我们的狗旺财", "[x]")
    assert said == "他今年[x]岁，住在[x]号，我们的狗[x]"  # beside Chinese


def test_masks_hide_a_forgotten_value_written_in_the_other_chinese_script() -> None:
    from twin.facts.masks import Masks

    masks = Masks.of([("台北", "我住在台北", 1.0), ("一隻叫旺財的狗", "", 1.0)], [])
    said = masks.chapter("他住在臺北，養了一只叫旺财的狗；旺財很乖。", "[x]")
    assert said == "他住在[x]，養了[x]；[x]很乖。"  # cut where it is, in the text as written
    assert masks.turn("我住在臺北。", "[x]") == "[x]。"
    city = Fact.__new__(Fact)
    city.attribute, city.value, city.evidence = (
        "city",
        "台北",
        {"quote": "我又搬回台北了"},
    )  # said again, held again, in the other script
    rome = Masks.of([("羅馬", "我住在羅馬", 1.0)], [])
    assert rome.turn("他去过\uf90f馬吗", "[x]") == "他去过[x]吗"  # a compatibility ideograph: NFKC's 羅, then 罗
    taipei = Masks.of([("臺北", "我住在臺北", 1.0)], [])
    assert taipei.chapter("他住在台北", "[x]") == "他住在[x]"
    assert taipei.without([city]).chapter("他住在臺北", "[x]") == "他住在臺北"


def test_a_forgotten_facts_confirmations_are_masked_too(tmp_path: Path) -> None:
    facts = FactStore(tmp_path)
    city = facts.assert_fact("user", "city", "Lisbon", source="user", confidence=0.8, cause="t1",
                             evidence={"session": "s", "turn": "t1", "quote": "I live in Lisbon"})  # fmt: skip
    facts.confirm(city.id, cause="t2", evidence={"session": "s", "turn": "t2", "quote": "still by the river Tejo"})
    facts.retire(city.id, reason="user", cause="forget")
    said = "2020-01-01T00:00:00+00:00"
    assert facts.masks().turn("yes, still by the river Tejo, as ever", "[x]", said) == "yes, [x], as ever"


def test_short_names_numbers_and_other_widths_of_what_was_forgotten_stay_out_of_the_context(
    cli, script: Script, home_with_personas: Path
) -> None:
    import re

    home = home_with_personas
    script.add("chat", "Rex sounds like a good dog, 34 a fine age, and Ｚａｇｒｅｂ a fine city.")
    told = [c("user", "pet", "a dog named Rex", "my dog Rex"), c("user", "age", "34", "I'm 34"),
            c("user", "city", "Zagreb", "I live in Zagreb")]  # fmt: skip
    script.add("extract", facts_json(*told))
    script.add("chapter", "Today they told me about their dog Rex in ＺＡＧＲＥＢ; they are 34. I liked it.")
    cli("chat", "alice", input="I live in Zagreb with my dog Rex, and I'm 34.\n")
    for fact in FactStore(home / "data" / "alice").as_of():
        assert cli("memory", "forget", "alice", fact.id[-8:]).exit_code == 0
    said = re.compile(r"rex|zagreb|ｚａｇｒｅｂ|(?<![\d:-])34(?!\d)", re.IGNORECASE)
    cli("chat", "alice", input="hello again\n")
    system = system_prompt(script.requests("chat")[-1])
    assert not said.search(system) and "their dog [forgotten] in [forgotten]" in system
    assert "I said: [forgotten] sounds like a good dog, [forgotten] a fine age" in system  # the twin's own words too
    cli("chat", "alice", "--as-of", time.strftime("%Y-%m-%d"), input="where do I live?\n")
    assert not said.search(system_prompt(script.requests("chat")[-1]))


def test_a_person_who_writes_traditional_chinese_is_heard_and_forgotten_like_any_other(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    script.add("chat", "臺北是個好地方。")
    script.add("extract", facts_json(c("user", "城市", "台北", "我住在台北")))  # the model writes simplified
    script.add("chapter", "今天他跟我說他住在臺北。")
    cli("chat", "lin", input="我住在臺北。\n")
    [city] = FactStore(home / "data" / "lin").as_of()
    assert city.value == "台北"  # the person's words hold it, in the other script
    assert cli("memory", "forget", "lin", city.id[-8:]).exit_code == 0
    cli("chat", "lin", input="你好\n")
    system = system_prompt(script.requests("chat")[-1])
    assert "臺北" not in system and "台北" not in system and "他住在[已遗忘]" in system
    script.add("extract", facts_json(c("user", "城市", "臺北", "我住在臺北")))  # the old words again: stays forgotten
    assert cli("memory", "reextract", "lin").exit_code == 0
    assert FactStore(home / "data" / "lin").as_of() == []


def test_a_diary_is_written_from_masked_words_after_a_forget_in_the_chat_or_before_it(
    cli, script: Script, home_with_personas: Path
) -> None:
    home = home_with_personas
    script.add(
        "extract", facts_json(c("user", "city", "Lisbon", "I live in Lisbon"), c("user", "dog", "Rex", "my dog Rex"))
    )
    script.add("chapter", "Today they told me they live in Lisbon with Rex.")
    cli("chat", "alice", input="I live in Lisbon with my dog Rex.\n")
    dog = next(f for f in FactStore(home / "data" / "alice").as_of() if f.attribute == "dog")
    assert cli("memory", "forget", "alice", dog.id[-8:]).exit_code == 0
    result = cli("chat", "alice", input="my Lisbon flat is cold and Rex hates it\n/forget city\nok\n")
    assert result.exit_code == 0, result.stderr
    request = script.requests("chapter")[-1]["messages"][0]["content"]
    assert "Lisbon" not in request and "Rex" not in request  # the earlier entry and this session's own turns
    assert (
        "with [forgotten]" in request and "User said: my [forgotten] flat is cold and [forgotten] hates it" in request
    )


def test_an_owed_or_a_long_diary_is_written_from_masked_words(
    cli, script: Script, home_with_personas: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.fakeserver import Reply
    from twin.narrative import chapters

    home = home_with_personas
    (home / "twin.toml").write_text("[model]\nmax_retries = 0\n[context]\nsession_tokens = 8000\n", encoding="utf-8")
    script.add(
        "extract", facts_json(c("user", "city", "Lisbon", "I live in Lisbon"), c("user", "dog", "Rex", "my dog Rex"))
    )
    script.add("chapter", Reply(status=500))  # owed, written at the next start
    cli("chat", "alice", input="I live in Lisbon with my dog Rex.\n")
    city = next(f for f in FactStore(home / "data" / "alice").as_of() if f.attribute == "city")
    assert cli("memory", "forget", "alice", city.id[-8:]).exit_code == 0
    monkeypatch.setattr(chapters, "PART_TOKENS", 600)
    lines = "".join(f"Rex chased the trams again, story number {i} " * 40 + "\n" for i in range(6))
    result = cli("chat", "alice", input=lines + "/forget dog\n")
    assert result.exit_code == 0, result.stderr
    owed, long = [r["messages"][0]["content"] for r in script.requests("chapter")][1:]
    assert "Lisbon" not in owed and "User said: [forgotten] with my dog" in owed
    parts = [r["messages"][0]["content"] for r in script.requests("part")]
    assert len(parts) >= 2 and all("[forgotten] chased the trams" in p for p in parts)
    assert not [t for t in [long, *parts] if "Rex" in t]


def test_a_fact_the_models_own_dates_put_outside_its_words_time_is_not_stored(
    cli, script: Script, home_with_personas: Path
) -> None:
    """The model dates the fact itself: it begins more than a day after the words ("I'm joining Airbnb on January
    12" with valid_from then) is a plan; it ended more than a day before them (去年三月之前都住在西安 with valid_until
    then) is over. Both were stored as holding now. A start the words are from, and an end to come, stand."""
    from datetime import date, timedelta

    later, earlier = (date.today() + timedelta(days=40)).isoformat(), (date.today() - timedelta(days=300)).isoformat()
    script.add(
        "extract",
        facts_json(
            c("user", "employer", "Airbnb", "I'm joining Airbnb", valid_from=later),
            c("user", "city", "Tulsa", "I lived in Tulsa", valid_until=earlier),
            c("user", "diet", "vegan", "vegan since 2019", valid_from="2019-01-01"),
        ),
    )
    cli("chat", "alice", input="I'm joining Airbnb! I lived in Tulsa then, vegan since 2019.\n")
    assert facts_now(home_with_personas) == {"diet": "vegan"}
    rejected = {r["value"]: (r["reason"], r["cue"]) for run in data(home_with_personas, "alice", "extractions.jsonl")
                for r in run["rejected"]}  # fmt: skip
    assert rejected == {"Airbnb": ("planned", f"valid_from {later}"), "Tulsa": ("denied", f"valid_until {earlier}")}


def test_a_start_the_persons_words_do_not_speak_of_is_not_stored(cli, script: Script, home_with_personas: Path) -> None:
    """A blind probe's sloppy model dated "I just moved to Berlin" from 1990-01-01, and every context said "city:
    Berlin (since 1990-01-01)". A start more than a week back stands only when the words speak of one; this week's,
    or "since 2019", or 从小, as given."""
    from datetime import date, timedelta

    store = FactStore(home_with_personas / "data" / "alice")
    yesterday = (date.today() - timedelta(days=1)).isoformat()
    script.add("extract", facts_json(c("user", "city", "Berlin", "I just moved to Berlin", valid_from="1990-01-01")))
    cli("chat", "alice", input="I just moved to Berlin.\n")
    [city] = store.as_of()
    assert not city.valid_from or city.valid_from[:4] == str(date.today().year), city.valid_from
    script.add(
        "extract",
        facts_json(
            c("user", "diet", "vegan", "vegan for five years", valid_from="2021-06-01"),
            c("user", "job", "nurse", "started as a nurse yesterday", valid_from=yesterday),
        ),
    )
    cli("chat", "alice", input="I've been vegan for five years, and I started as a nurse yesterday.\n")
    starts = {f.attribute: (f.valid_from or "")[:10] for f in store.as_of()}
    assert starts["diet"] == "2021-06-01" and starts["job"] == yesterday
    script.add("extract", facts_json(c("user", "爱好", "画画", "我从小就喜欢画画", valid_from="2000-01-01")))
    cli("chat", "lin", input="我从小就喜欢画画。\n")
    [drawing] = FactStore(home_with_personas / "data" / "lin").as_of()
    assert (drawing.valid_from or "")[:10] == "2000-01-01"


def test_a_start_stands_when_the_words_say_how_long_in_any_of_the_common_ways() -> None:
    """A review's lines whose start was dropped by the first version of the rule (a number and a unit without "for",
    "a decade", "a couple years back", 很久, 毕业后)."""
    from datetime import UTC, datetime

    from twin.narrative.grounding.reading import model_date

    said = datetime(2026, 12, 7, tzinfo=UTC)
    kept = [
        "We've been together 6 years.", "I've been vegan three years now.", "I've been sober 18 months.",
        "I've been at Google a decade.", "I got divorced a couple years back.", "As a teenager I took up piano.",
        "我做护士很久了。", "我大学毕业后就来上海了。", "vegan since 2019",
    ]  # fmt: skip
    for text in kept:
        assert model_date("2019-01-01", said, text) is not None, text
    for text in ("I just moved to Berlin.", "I'm a nurse.", "我刚搬到上海。"):
        assert model_date("1990-01-01", said, text) is None, text
    assert model_date("2026-12-03", said, "I just moved to Berlin.") is not None  # within the week: as given


def test_grounding_a_long_run_of_commas_takes_time_in_proportion() -> None:
    """A clause search after every comma read on to the end of the text: a message of 60 KB of "a, " took 10 s to
    ground, 300 KB minutes, and held `twin serve` for every client meanwhile. 20,000 commas: about 8 s before, 1 s
    now."""
    import time

    from twin.narrative.grounding import Said, Window, read_candidate

    window = Window([Said("u", "user", "a, " * 20_000 + "I live in Lisbon")], "I am Alice.", [])
    started = time.perf_counter()
    window.check(read_candidate(c("user", "city", "Lisbon", "I live in Lisbon")), ["Alice"], "user")  # type: ignore[arg-type]
    assert time.perf_counter() - started < 5.0


def test_a_cue_is_logged_in_the_persons_own_characters() -> None:
    """The cue patterns read lowercase Mandarin in simplified characters (佢哋 as 他们, 話 as 话); the cue logged is
    what the person wrote, as `twin memory review` and the extraction log show it."""
    from twin.context.prompt import persona_text
    from twin.narrative.grounding import Said, Window, read_candidate, twin_subjects
    from twin.persona.model import load_persona

    for language, user, attribute, value, cue in (
        ("zh", "佢哋成日話我係會計師", "occupation", "會計師", "佢哋成日話"),  # it was 他们成日话
        ("en", "I never thought I'd live in Seattle this long", "city", "Seattle", "I'd"),  # it was "i'd"
        ("zh", "我mom是nurse", "occupation", "nurse", "我mom"),
    ):
        persona = load_persona(Path(__file__).parents[1] / "personas", "lin" if language == "zh" else "alice")
        window = Window([Said("now", "user", user)], persona_text(persona), persona.rules)
        verdict = window.check(
            read_candidate(c("user", attribute, value, user)),  # type: ignore[arg-type]
            twin_subjects((persona.name, persona.key), "Sam"),
            "Sam",
        )
        assert verdict.reason and verdict.cue == cue, (user, verdict.reason, verdict.cue)
