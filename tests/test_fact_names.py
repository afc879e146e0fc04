"""A fact is named as twin names it (twin/facts/names.py): the model stores short English keys (city), and a Chinese
twin says them in Chinese (妹妹的城市)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from tests.memorykit import Script, fact, facts_json
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
