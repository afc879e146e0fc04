"""Imported SillyTavern role-play: only what the person said out of character is learned (twin/narrative/grounding/
played.py), by `twin memory reextract` and by the catch-up of the next chat alike."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.memorykit import Script, fact, facts_json, kind_of
from twin.narrative.grounding.played import aside, role_play

SHIPPED = Path(__file__).parents[1] / "personas"
RANGER = fact("Kael", "occupation", "ranger", "I'm a ranger from the northern marches")
NURSE = fact("Kael", "occupation", "ER nurse", "I'm an ER nurse")
ACTED = [
    ("Kael", True, "*I wince as I try to sit up* Kael. I'm a ranger from the northern marches."),
    ("Seraphina", False, "*Seraphina's eyes soften.* Rest, ranger."),
    ("Kael", True, "*lowers my hand* Thank you. (OOC: sorry for the slow replies, I'm an ER nurse and on nights)"),
    ("Seraphina", False, "(OOC: no worries!) *She hands you a cup of tea.*"),
]
TALKED = [
    ("Priya", True, "long day. my manager at Barclays made me redo the whole deck"),
    ("Aria", False, "The colours again?! That's criminal, Priya."),
]


def tavern(folder: Path, name: str, messages: list[tuple[str, bool, str]], user: str = "Kael") -> Path:
    header = {"user_name": user, "character_name": messages[1][0], "create_date": "2026-11-20T21:00:00",
              "chat_metadata": {"integrity": name}}  # fmt: skip
    lines = [
        {"name": who, "is_user": mine, "is_system": False, "send_date": f"2026-11-20T21:{i:02d}:00", "mes": text}
        for i, (who, mine, text) in enumerate(messages)
    ]
    path = folder / f"{name}.jsonl"
    path.write_text("\n".join(json.dumps(x, ensure_ascii=False) for x in [header, *lines]) + "\n", encoding="utf-8")
    return path


def proposing(script: Script, *by_words: tuple[str, dict[str, Any]]) -> None:
    """The fake extractor proposes each fact whenever the transcript it is shown holds its words."""
    respond = script.respond

    def answer(body: dict[str, Any]) -> Any:
        if kind_of(body) != "extract":
            return respond(body)
        shown = json.dumps(body["messages"], ensure_ascii=False)
        return facts_json(*(candidate for words, candidate in by_words if words in shown))

    script.llm.responder = answer


def held(cli, persona: str = "alice") -> dict[str, str]:
    return {f["value"]: f["subject"] for f in json.loads(cli("memory", "facts", persona, "--json").stdout)}


def rejected(home: Path, persona: str = "alice") -> list[dict[str, Any]]:
    log = home / "data" / persona / "extractions.jsonl"
    return [r for line in log.read_text(encoding="utf-8").splitlines() for r in json.loads(line).get("rejected") or []]


def test_reextract_learns_only_what_a_role_player_said_out_of_character(cli, script, home_with_personas, tmp_path):
    path = tavern(tmp_path, "Seraphina - glade", ACTED)
    assert cli("import", "sillytavern", str(path), "--persona", "alice").exit_code == 0
    proposing(script, ("northern marches", RANGER), ("ER nurse", NURSE))
    result = cli("memory", "reextract", "alice")
    assert result.exit_code == 0, result.stderr
    assert held(cli) == {"ER nurse": "Kael"}
    assert [(r["value"], r["reason"], r["cue"]) for r in rejected(home_with_personas)] == [
        ("ranger", "supposed", "role-play")
    ]


def test_the_next_chat_catching_up_an_imported_role_play_learns_the_same(cli, script, home_with_personas, tmp_path):
    path = tavern(tmp_path, "Seraphina - glade", ACTED)
    assert cli("import", "sillytavern", str(path), "--persona", "alice").exit_code == 0
    proposing(script, ("northern marches", RANGER), ("ER nurse", NURSE))
    assert cli("chat", "alice", input="hello\n").exit_code == 0
    assert held(cli) == {"ER nurse": "Kael"}
    history = json.loads(cli("memory", "history", "alice", "Kael.occupation", "--json").stdout)
    assert [h["value"] for h in history] == ["ER nurse"]  # the ranger never held, not even before the nurse
    assert ("ranger", "role-play") in [(r["value"], r.get("cue")) for r in rejected(home_with_personas)]


def test_a_companion_chat_and_the_same_acting_in_a_twin_chat_are_the_person_talking(
    cli, script, home_with_personas, tmp_path
):
    path = tavern(tmp_path, "Aria - evening", TALKED, user="Priya")
    assert cli("import", "sillytavern", str(path), "--persona", "alice").exit_code == 0
    proposing(
        script,
        ("Barclays", fact("Priya", "employer", "Barclays", "my manager at Barclays")),
        ("Google", fact("user", "employer", "Google", "I got the job at Google today")),
    )
    assert cli("memory", "reextract", "alice").exit_code == 0
    assert held(cli) == {"Barclays": "Priya"}  # no actions: not a role-play; a workmate at Barclays: theirs too
    # acting between asterisks in a chat with the twin itself is no role-play of a whole session
    assert cli("chat", "alice", input="*hugs you* I got the job at Google today!!\n").exit_code == 0
    assert held(cli)["Google"]


def test_a_session_is_a_role_play_when_the_person_acts_in_half_their_messages_and_it_came_from_sillytavern() -> None:
    class Turn:
        def __init__(self, role: str, text: str, source: str = "import:sillytavern") -> None:
            self.role, self.text, self.record = role, text, {"source": source}

    acted, plain = Turn("user", "*draws my sword slowly* Fine."), Turn("user", "What now?")
    aside_only = Turn("user", "(OOC: brb, dinner)")
    assert role_play([acted, Turn("assistant", "*smiles*"), acted, plain])  # two of three: most
    assert not role_play([acted, Turn("assistant", "*smiles*"), plain])  # one of two: not most
    assert role_play([acted, aside_only])  # an aside alone is not counted
    assert role_play([Turn("user", "*福了福身* 回将军"), Turn("user", "*抱着书小跑过来* 学长好")])
    for gesture in ("*hugs Aria* I got the job!", "*sigh* long day", "*叹气* 好累", "it's *never* been this bad"):
        assert not role_play([Turn("user", gesture)]), gesture  # a gesture, or emphasis: how people chat
    from twin.imports.sillytavern import SOURCE
    from twin.narrative.grounding.played import SILLYTAVERN

    assert SILLYTAVERN == SOURCE  # the source the importer writes, named again by played.py (a layer below it)
    assert not role_play([Turn("user", "*draws my sword slowly* Fine.", source="import:chatgpt")])
    assert not role_play([Turn("user", "*draws my sword slowly* Fine.", source="")])
    assert not role_play([Turn("user", "2*3*4 is 24, and **very bold words**")])  # arithmetic and bold


def test_an_aside_is_found_in_every_shape_role_players_write_it() -> None:
    for text, quote in [
        ("*x* (OOC: I'm a nurse) *y*", "I'm a nurse"),
        ("[ooc: fyi I'm 19] *Ash raises the torch*", "fyi I'm 19"),
        ("((brb, I'm a nurse))", "I'm a nurse"),
        ("*x*\nOOC: I'm in Sydney so evenings are mornings", "I'm in Sydney"),
        ("*接过卷子*（OOC：我本人是高三的，明天月考）", "我本人是高三的"),
        ("（场外：我在台中念研究所）", "我在台中念研究所"),
        ("// ooc - I teach year 6", "I teach year 6"),
        ("(ooc) I'm a nurse so replies are slow", "I'm a nurse"),
        ("OOC I'm a nurse so I might vanish", "I'm a nurse"),
        ("(out-of-character: I'm a teacher)", "I'm a teacher"),
        ("(OOC: sorry, my kid (she's 4) woke up. I'm a single mom)", "I'm a single mom"),
        ("(OOC: gotta go soon) sorry, I'm a nurse and my shift starts at 7", "I'm a nurse"),
        ("*x* OOC: I'm in Sydney", "I'm in Sydney"),
        ("（跳戏：我现实里是程序员）", "我现实里是程序员"),
        ("I'm a nurse, said Kael. (OOC: lol I'm a nurse too)", "I'm a nurse"),  # the second time, as themselves
    ]:
        assert aside(text, quote), text
    assert aside("*draws my sword* I am Kael, a ranger. (OOC: brb)", "I am Kael, a ranger") is None
    assert aside("I'm a ranger", "I'm a knight") is None
    assert aside("(OOC: my character is a nurse)", "my character is a nurse") is None  # of the character
    assert aside("（OOC：我的人设是医生）", "我的人设是医生") is None
    assert aside("(OOC: brb\n*returns* I'm the captain", "I'm the captain") is None  # an aside ends with its line


def test_every_review_probe_is_judged_as_labelled_but_the_known_misses() -> None:
    from types import SimpleNamespace

    from tests.trust_cases import c
    from tests.trust_probes_32 import KNOWN_MISSES, PROBES
    from twin.context.prompt import persona_text
    from twin.narrative.grounding import Said, Window, read_candidate, twin_subjects
    from twin.persona.model import load_persona

    wrong, fixed = [], []
    personas = {}
    for pid, label, lang, kind, earlier, user, attribute, value, quote in PROBES:
        key = "alice" if lang == "en" else "lin"
        persona = personas.get(key) or personas.setdefault(key, load_persona(SHIPPED, key))
        turns = [Said(f"{who}{i}", role, text) for i, pair in enumerate(earlier) for who, role, text in
                 (("u", "user", pair[0]), ("a", "assistant", pair[1]))]  # fmt: skip
        turns.append(Said("now", "user", user))
        source = {"source": "import:sillytavern" if kind == "sillytavern" else ""}
        played = role_play(SimpleNamespace(role=t.role, text=t.text, record=source) for t in turns)
        window = Window(turns, persona_text(persona), persona.rules, played=played)
        names = twin_subjects((persona.name, persona.key), "Sam")
        verdict = window.check(read_candidate(c("user", attribute, value, quote)), names, "Sam")
        right = verdict.reason is None if label == "H" else verdict.reason is not None
        if not right and pid not in KNOWN_MISSES:
            wrong.append(f"{pid}: {verdict.reason} {verdict.cue!r} | {user}")
        if right and pid in KNOWN_MISSES:
            fixed.append(pid)
    assert not wrong, "\n".join(wrong)
    assert not fixed, f"judged right now; take them out of KNOWN_MISSES: {fixed}"
