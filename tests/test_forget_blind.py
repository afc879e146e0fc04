"""Blind red team of one promise: what the person asked to forget stays forgotten.

Every test is a short story told as a user (and a sloppy model) would tell it, ending in one assertion: after a
forget (or a purge, which also erases the words), the forgotten value is nowhere the twin shows it again: not as a
fact, not in anything the model is sent, not in search, recall, chapters, summaries, re-extraction, imports,
`twin serve` or `twin mcp`, and not in another script, width or case of the same words. Only what the person says
again after the forget may be remembered anew.

Written by a blind red team (2026-12-03) that read neither twin/ nor docs/memory.md nor the other tests; frozen
before its one run, where 3 of 45 failed: ingest after the forget brought the city back, and the review queue put
a city the model read into unrelated words to the person (after a forget and after a purge). The first two are
fixed; the purge one is a limit, marked where it stands.

Every check compares text folded the same way: NFKC (full-width letters and digits become plain ones), case-folded,
and traditional Chinese read as simplified, so "ＺＡＧＲＥＢ", "zagreb" and "Zagreb" are one word, as 廣州 and 广州 are.
"""

from __future__ import annotations

import json
import re
import select
import subprocess
import time
import unicodedata
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tests.chatkit import TWIN, session_files
from tests.memorykit import Script, fact, facts_json, kind_of

# -- folding and looking ------------------------------------------------------------------------------------------


@cache
def _t2s() -> Any:
    import opencc

    return opencc.OpenCC("t2s")


def fold(text: str) -> str:
    """The same words whatever their width, case or script."""
    return _t2s().convert(unicodedata.normalize("NFKC", text).casefold())


def leaks(text: str, *values: str) -> list[str]:
    """Each forgotten value that `text` still holds, with the words around it (empty when none)."""
    folded = fold(text)
    found = []
    for value in values:
        at = folded.find(fold(value))
        if at >= 0:
            found.append(f"{value!r} in …{folded[max(0, at - 90) : at + 60]}…")
    return found


def unechoed(text: str) -> str:
    """A search's answer without the query it echoes back (the person's own words of now, not memory)."""
    return re.sub(r'\\?"query\\?":\s*\\?"[^"\\]*\\?"', "", text)


def bodies(script: Script, since: int = 0, kind: str | None = None) -> str:
    """Everything the model was sent from the `since`-th request on (of one kind, or all)."""
    sent = script.llm.chat_requests()[since:]
    return "\n".join(json.dumps(b, ensure_ascii=False) for b in sent if kind is None or kind_of(b) == kind)


def mark(script: Script) -> int:
    """How many requests the model has had so far."""
    return len(script.llm.chat_requests())


def printed(result: Any) -> str:
    """What a command printed, on stdout and stderr."""
    try:
        err = result.stderr
    except ValueError:
        err = ""
    return result.stdout + "\n" + err


def ok(result: Any) -> str:
    """What a command printed (stdout and stderr), after checking it succeeded."""
    assert result.exit_code == 0, f"exit {result.exit_code}\n{printed(result)}"
    return printed(result)


def as_json(cli: Any, *args: str) -> Any:
    """A command's --json answer."""
    result = cli(*args, "--json")
    assert result.exit_code == 0, printed(result)
    return json.loads(result.stdout)


def chat(cli: Any, persona: str, *lines: str, as_of: str | None = None) -> str:
    """A chat in a pipe: each line one message."""
    args = ["chat", persona] + (["--as-of", as_of] if as_of else [])
    return ok(cli(*args, input="".join(line + "\n" for line in lines)))


def all_facts(cli: Any, persona: str) -> list[dict[str, Any]]:
    """Every fact, also what no longer holds (the owner's view)."""
    return as_json(cli, "memory", "facts", persona, "--all")


def current_facts_text(cli: Any, persona: str) -> str:
    """The facts that hold now, as the table and as JSON."""
    return ok(cli("memory", "facts", persona)) + ok(cli("memory", "facts", persona, "--json"))


def held(cli: Any, persona: str, value: str) -> dict[str, Any]:
    """The fact holding `value` (the story's premise: the twin did learn it)."""
    for f in all_facts(cli, persona):
        if fold(f["value"]) == fold(value):
            return f
    raise AssertionError(f"premise: the twin never learned {value!r}: {all_facts(cli, persona)}")


def was_forgotten(cli: Any, persona: str, value: str) -> None:
    """The story's premise: the forget did happen (the fact is on disk, marked forgotten)."""
    f = held(cli, persona, value)
    assert f["retire_reason"] == "user", f"premise: {value!r} was not forgotten: {f}"


def sessions(cli: Any, persona: str) -> list[dict[str, Any]]:
    """Sessions, oldest first."""
    return list(reversed(as_json(cli, "sessions", "list", persona)))


def now_iso() -> str:
    """This moment, as --as-of takes it, a little apart from what comes before and after."""
    time.sleep(0.05)
    moment = datetime.now(UTC).isoformat(timespec="milliseconds")
    time.sleep(0.05)
    return moment


def city(value: str = "Zagreb", quote: str = "I live in Zagreb", **extra: Any) -> dict[str, Any]:
    return fact("user", "city", value, quote, **extra)


def tell_zagreb(cli: Any, script: Script, reply: str = "ok", chapter: str | None = None) -> dict[str, Any]:
    """Session one: the person says where they live, and the twin learns it."""
    script.add("extract", facts_json(city()))
    script.add("chat", reply)
    if chapter:
        script.add("chapter", chapter)
    chat(cli, "alice", "I live in Zagreb")
    return held(cli, "alice", "Zagreb")


def tell_guangzhou(cli: Any, script: Script, *more: str, chapter: str | None = None) -> dict[str, Any]:
    """林's session one: the person says they live in 广州 (and perhaps more, in traditional characters)."""
    script.add("extract", facts_json(fact("user", "城市", "广州", "我住在广州")))
    if chapter:
        script.add("chapter", chapter)
    chat(cli, "lin", "我住在广州", *more)
    return held(cli, "lin", "广州")


# -- forget, then the next chat: everything the model is sent ------------------------------------------------------


def test_cli_forget_keeps_the_city_out_of_every_later_request(cli, home_with_personas, script):
    # Sam told Alice where they live, then ran `twin memory forget alice city`, then chatted again.
    tell_zagreb(cli, script)
    ok(cli("memory", "forget", "alice", "city"))
    since = mark(script)
    chat(cli, "alice", "where do I live?", "tell me about my week")
    # Failed: the model's prompt (facts, recent turns, recall) or the extraction/diary requests still say Zagreb.
    assert not leaks(bodies(script, since), "Zagreb")


def test_slash_forget_mid_session_masks_what_was_said_earlier_in_that_session(cli, home_with_personas, script):
    # Sam told Alice the city last week. Today Sam mentions it again in passing, changes their mind, types
    # /forget city, and keeps talking in the same chat.
    tell_zagreb(cli, script)
    since = mark(script)
    cook = "so, what should I cook tonight?"
    chat(cli, "alice", "Zagreb is cold today", "/forget city", cook)
    was_forgotten(cli, "alice", "Zagreb")
    later = script.llm.chat_requests()[since:]
    start = next(i for i, b in enumerate(later) if b["messages"][-1]["content"] == cook)
    after = "\n".join(json.dumps(b, ensure_ascii=False) for b in later[start:] if kind_of(b) in ("chat", "chapter"))
    # Failed: the reply after /forget (or the diary of that chat) was written with "Zagreb is cold today" in view.
    assert not leaks(after, "Zagreb")


def test_twins_own_earlier_reply_is_masked_after_the_forget(cli, home_with_personas, script):
    # Alice answered "Zagreb is lovely in spring." before Sam forgot the city; a week later they talk again.
    tell_zagreb(cli, script, reply="Zagreb is lovely in spring. Do you like the trams there?")
    ok(cli("memory", "forget", "alice", "city"))
    since = mark(script)
    chat(cli, "alice", "any tips for spring?")
    # Failed: the last turns of the earlier conversation show the twin's own words about Zagreb.
    assert not leaks(bodies(script, since), "Zagreb")


def test_memory_and_recall_commands_in_chat_hide_the_forgotten_city(cli, home_with_personas, script):
    # After the forget Sam asks the twin, with /memory and /recall, what it holds.
    tell_zagreb(cli, script, chapter="They told me they live in Zagreb.")
    ok(cli("memory", "forget", "alice", "city"))
    out = chat(cli, "alice", "/memory", "/recall where do I live")
    # Failed: Sam sees "Zagreb" in the twin's own account of its memory.
    assert not leaks(out, "Zagreb")


# -- chapters and summaries ------------------------------------------------------------------------------------------


def test_chapter_written_before_the_forget_is_masked_afterwards(cli, home_with_personas, script):
    # The diary of session one says "They live in Zagreb"; then Sam forgets the city and chats again.
    tell_zagreb(cli, script, chapter="They told me they live in Zagreb, near the old tram depot.")
    ok(cli("memory", "forget", "alice", "city"))
    since = mark(script)
    chat(cli, "alice", "how was our last talk?")
    chapters = " ".join(s["chapter"] for s in sessions(cli, "alice"))
    # Failed: the [my experiences] diary in the prompt, or the CHAPTER column, still says Zagreb.
    assert not leaks(bodies(script, since) + chapters, "Zagreb")


def test_diary_written_after_slash_forget_by_a_model_that_echoes_it(cli, home_with_personas, script):
    # Sam says the city and forgets it in the same chat; the sloppy model writes the diary with "Zagreb" anyway.
    script.add("extract", facts_json(city()))
    script.add("chapter", "They live in Zagreb and asked me to forget it. Zagreb, Zagreb.\nImportance: 3")
    chat(cli, "alice", "I live in Zagreb", "/forget city")
    was_forgotten(cli, "alice", "Zagreb")
    since = mark(script)
    chat(cli, "alice", "hello again")
    chapters = " ".join(s["chapter"] for s in sessions(cli, "alice"))
    out = ok(cli("memory", "search", "alice", "tram", "forget", "asked"))
    # Failed: the diary written after the forget brings "Zagreb" into later prompts, the listing or search.
    assert not leaks(bodies(script, since) + chapters + out, "Zagreb")


def test_month_summary_that_repeats_the_value(cli, home_with_personas, script, tmp_path):
    # A 2024 ChatGPT chat where Sam said "I live in Zagreb" was imported and learned; the model puts "Zagreb" in
    # the month's and year's summaries (whenever they are written); Sam forgets the city.
    export = chatgpt_export(tmp_path, [("moving", 1710000000, [("user", "I live in Zagreb"), ("assistant", "Nice.")])])
    ok(cli("import", "chatgpt", str(export), "--persona", "alice"))
    script.add("extract", facts_json(city()))
    script.add("era", *["That March they told me they live in Zagreb. Zagreb mattered."] * 6)
    chat(cli, "alice", "hello")
    held(cli, "alice", "Zagreb")
    ok(cli("memory", "forget", "alice", "city"))
    since = mark(script)
    eras = ok(cli("memory", "eras", "alice", "--chapters"))
    chat(cli, "alice", "what do you remember of last year?")
    # Failed: the summary request, the summary itself (eras) or a later prompt names Zagreb.
    assert not leaks(eras + bodies(script, since), "Zagreb")


def test_chinese_diary_with_a_title_after_the_name_is_masked(cli, home_with_personas, script):
    # 小林 hears "我的前任叫王小明", the person types /forget 前任; the model's diary says "王小明先生".
    script.add("extract", facts_json(fact("user", "前任", "王小明", "我的前任叫王小明")))
    script.add("chapter", "今天聊了聊过去。\nImportance: 4", "今天他们说起前任王小明先生，又让我忘掉。\nImportance: 4")
    chat(cli, "lin", "我的前任叫王小明")
    held(cli, "lin", "王小明")
    chat(cli, "lin", "/forget 前任")
    was_forgotten(cli, "lin", "王小明")
    since = mark(script)
    chat(cli, "lin", "最近怎么样？")
    # Failed: the prompt after the forget carries 王小明 (from the diary "王小明先生" or the old turn).
    assert not leaks(bodies(script, since), "王小明")


# -- search, recall and --as-of -------------------------------------------------------------------------------------


def test_memory_search_leaves_the_forgotten_city_out(cli, home_with_personas, script):
    # Sam forgets the city, then runs `twin memory search alice Zagreb` (and a plainer question).
    tell_zagreb(cli, script, reply="Zagreb is lovely.", chapter="They live in Zagreb.")
    ok(cli("memory", "forget", "alice", "city"))
    out = ok(cli("memory", "search", "alice", "where", "I", "live", "--json"))
    out += unechoed(ok(cli("memory", "search", "alice", "Zagreb", "--json")))
    # Failed: search shows the fact, the chapter or the turns with Zagreb in them.
    assert not leaks(out, "Zagreb")


def test_the_forgotten_city_as_a_search_key_finds_nothing_not_even_where_it_was_said(cli, home_with_personas, script):
    # A tester forgot the city, searched for it, and was shown the turn that said it, masked: "I live in [forgotten]".
    tell_zagreb(cli, script, reply="Zagreb is lovely.", chapter="They live in Zagreb.")
    ok(cli("memory", "forget", "alice", "city"))
    found = as_json(cli, "memory", "search", "alice", "Zagreb")
    assert [found[k] for k in ("facts", "chapters", "turns", "documents")] == [[], [], [], []], found
    said = cli("memory", "search", "alice", "Zagreb").stderr
    assert "matches '[forgotten]' (what you asked to forget finds only where you said it again: `twin memory" in said
    # the other words of the forgotten statement find it no more than its value does: all they matched is masked
    assert ok(cli("memory", "search", "alice", "live", "Zagreb")).startswith("\nNothing in alice's memory matches")
    recalled = chat(cli, "alice", "/recall Zagreb")
    assert "Nothing in my memory bears on “[forgotten]”" in recalled and "Zagreb" not in recalled


def test_the_other_words_of_a_forgotten_statement_find_it_only_where_they_are_said_outside_it(
    cli, home_with_personas, script
):
    # A blind probe forgot the dog (Rex, from "My dog is called Rex.") and searched for "dog called": it was shown
    # "You: [forgotten]." and "Alice: Cute.", which read the guess confirmed. The MCP's recall was the same.
    script.add("extract", facts_json(fact("user", "dog", "Rex", "My dog is called Rex")))
    script.add("chat", "Cute.")
    chat(cli, "alice", "My dog is called Rex.")
    script.add("chat", "Walks are good.")
    chat(cli, "alice", "I walk by the river every morning.")
    ok(cli("memory", "forget", "alice", "dog"))
    for words in (["dog", "called"], ["dog"], ["called"]):
        found = as_json(cli, "memory", "search", "alice", *words)
        assert (found["turns"], found["chapters"]) == ([], []), (words, found)
    cute = json.dumps(as_json(cli, "memory", "search", "alice", "Cute"), ensure_ascii=False)  # the twin's own word
    assert "Cute." in cute and not leaks(cute, "Rex")
    river = as_json(cli, "memory", "search", "alice", "river", "dog")  # a word said elsewhere finds where it is
    assert "I walk by the river every morning." in json.dumps(river, ensure_ascii=False)
    assert not leaks(json.dumps(river, ensure_ascii=False), "Rex")


def test_chinese_search_by_a_neighbouring_word_masks_the_forgotten_city(cli, home_with_personas, script):
    # 林 learned 城市=杭州 from "我住在杭州，周末常去西湖"; after the forget the person searches for 西湖.
    script.add("extract", facts_json(fact("user", "城市", "杭州", "我住在杭州")))
    chat(cli, "lin", "我住在杭州，周末常去西湖")
    held(cli, "lin", "杭州")
    ok(cli("memory", "forget", "lin", "城市"))
    out = ok(cli("memory", "search", "lin", "西湖", "--json")) + ok(cli("memory", "search", "lin", "西湖"))
    said = cli("memory", "search", "lin", "杭州").stderr  # (a Chinese twin says it in Chinese)
    assert said.startswith("lin 的记忆里没有和 '[已遗忘]' 对得上的东西（你要求忘掉的词只搜得到你后来又说过的地方；")
    # Failed: the passage found by 西湖 still reads 杭州.
    assert not leaks(out, "杭州")


def test_memory_facts_as_of_a_time_before_the_forget(cli, home_with_personas, script):
    # Sam forgets the city, then asks what the twin held yesterday-ish (a moment before the forget).
    tell_zagreb(cli, script)
    before = now_iso()
    ok(cli("memory", "forget", "alice", "city"))
    out = ok(cli("memory", "facts", "alice", "--as-of", before))
    out += ok(cli("memory", "facts", "alice", "--as-of", before, "--json"))
    # Failed: --as-of brings the forgotten city back ("forgotten is forgotten", whatever the time asked).
    assert not leaks(out, "Zagreb")


def test_chat_as_of_a_time_before_the_forget(cli, home_with_personas, script):
    # Sam talks with the twin "as it stood" before the forget.
    tell_zagreb(cli, script, reply="Zagreb is lovely.", chapter="They live in Zagreb.")
    before = now_iso()
    ok(cli("memory", "forget", "alice", "city"))
    since = mark(script)
    chat(cli, "alice", "where do I live?", as_of=before)
    # Failed: the read-only chat of the past shows the model the forgotten city.
    assert not leaks(bodies(script, since), "Zagreb")


# -- replay --------------------------------------------------------------------------------------------------------


def test_replay_show_context_lists_the_forgotten_fact_masked(cli, home_with_personas, script):
    # Session two's reply had the city in its context; after the forget Sam replays session two with its context.
    tell_zagreb(cli, script)
    chat(cli, "alice", "where do I live?")
    second = sessions(cli, "alice")[-1]["id"]
    ok(cli("memory", "forget", "alice", "city"))
    out = ok(cli("replay", second, "--show-context", "--instant"))
    # Failed: the context listed under the reply shows "city: Zagreb" (it should read [forgotten]).
    assert not leaks(out, "Zagreb")


def test_replay_rerun_neither_asks_nor_shows_the_forgotten_words(cli, home_with_personas, script):
    # Sam replays session one with --rerun after the forget: today's twin is asked the same things.
    tell_zagreb(cli, script, reply="Zagreb, lovely.")
    first = sessions(cli, "alice")[0]["id"]
    ok(cli("memory", "forget", "alice", "city"))
    since = mark(script)
    out = ok(cli("replay", first, "--rerun", "--instant"))
    # Failed: the rerun sends "I live in Zagreb" to the model again, or shows it in the then/now blocks.
    assert not leaks(out + bodies(script, since), "Zagreb")


# -- re-extraction and the model proposing it again -----------------------------------------------------------------


def test_reextract_proposing_the_same_fact_again_does_not_bring_it_back(cli, home_with_personas, script):
    tell_zagreb(cli, script)
    ok(cli("memory", "forget", "alice", "city"))
    script.add("extract", *[facts_json(city())] * 4)
    cli("memory", "reextract", "alice")
    # Failed: `twin memory facts` holds Zagreb again after a re-extraction.
    assert not leaks(current_facts_text(cli, "alice"), "Zagreb")


def test_reextract_never_shows_the_model_the_forgotten_words(cli, home_with_personas, script):
    tell_zagreb(cli, script, reply="Zagreb is lovely.")
    ok(cli("memory", "forget", "alice", "city"))
    since = mark(script)
    cli("memory", "reextract", "alice")
    # Failed: the extraction model is sent the old transcript with "I live in Zagreb" unmasked.
    assert not leaks(bodies(script, since), "Zagreb")


def test_reextract_under_another_key_and_in_lower_case(cli, home_with_personas, script):
    # The sloppy model re-proposes the forgotten city as "hometown: zagreb" and "home_town: ZAGREB".
    tell_zagreb(cli, script)
    ok(cli("memory", "forget", "alice", "city"))
    again = facts_json(
        fact("user", "hometown", "zagreb", "I live in Zagreb"),
        fact("Sam", "home_town", "ZAGREB", "I live in Zagreb"),
    )
    script.add("extract", *[again] * 4)
    cli("memory", "reextract", "alice")
    review = ok(cli("memory", "review", "alice"))
    # Failed: the forgotten city holds again under another key (or waits in review to be kept).
    assert not leaks(current_facts_text(cli, "alice") + review, "Zagreb")


def test_reextract_with_a_suffix_is_not_even_asked_about(cli, home_with_personas, script):
    # The model words it otherwise: "Zagreb, Croatia", "Zagreb City". That would be a review question: not allowed.
    tell_zagreb(cli, script)
    ok(cli("memory", "forget", "alice", "city"))
    again = facts_json(city("Zagreb, Croatia"), fact("user", "residence", "Zagreb City", "I live in Zagreb"))
    script.add("extract", *[again] * 4)
    cli("memory", "reextract", "alice")
    review = ok(cli("memory", "review", "alice")) + ok(cli("memory", "review", "alice", "--json"))
    # Failed: `twin memory review` asks Sam whether to keep "Zagreb, Croatia", a value Sam asked to forget.
    assert not leaks(current_facts_text(cli, "alice") + review, "Zagreb")


def test_reextract_with_the_abbreviation_from_the_same_words(cli, home_with_personas, script):
    # Sam said "I work at International Business Machines (IBM)"; forgot the employer; the model proposes "IBM".
    quote = "I work at International Business Machines (IBM)"
    script.add("extract", facts_json(fact("user", "employer", "International Business Machines", quote)))
    chat(cli, "alice", quote)
    held(cli, "alice", "International Business Machines")
    ok(cli("memory", "forget", "alice", "employer"))
    again = facts_json(fact("user", "employer", "IBM", quote), fact("user", "company", "IBM", quote))
    script.add("extract", *[again] * 4)
    cli("memory", "reextract", "alice")
    review = ok(cli("memory", "review", "alice"))
    # Failed: the employer Sam forgot comes back as "IBM", taken from the very words that were forgotten.
    assert not leaks(current_facts_text(cli, "alice") + review, "IBM", "International Business Machines")


def test_sloppy_model_echo_after_the_forget_is_neither_learned_nor_shown(cli, home_with_personas, script):
    # After the forget, the model (unprompted) says "You live in Zagreb!", and the extractor grabs it, under
    # several keys, quoting the twin's own reply and the old forgotten line.
    tell_zagreb(cli, script)
    ok(cli("memory", "forget", "alice", "city"))
    script.add("chat", "You live in Zagreb! Zagreb is lovely.")
    script.add(
        "extract",
        facts_json(
            city("Zagreb", "You live in Zagreb!"),
            fact("user", "hometown", "Zagreb", "Zagreb is lovely."),
            fact("user", "home", "Zagreb", "I live in Zagreb"),
        ),
    )
    chat(cli, "alice", "guess where I live")
    since = mark(script)
    chat(cli, "alice", "and what else do you know?")
    # Failed: the echo became a fact again, or the twin's echoed reply is shown to the model in the next chat.
    assert not leaks(current_facts_text(cli, "alice") + bodies(script, since), "Zagreb")


# -- other scripts, widths and cases --------------------------------------------------------------------------------


def test_traditional_spelling_in_another_turn_is_masked_too(cli, home_with_personas, script):
    # The person told 林 "我住在广州" and, in traditional characters, "廣州的早茶最好吃"; then forgot 城市.
    tell_guangzhou(cli, script, "廣州的早茶最好吃，每個週末都去")
    ok(cli("memory", "forget", "lin", "城市"))
    since = mark(script)
    chat(cli, "lin", "周末去哪儿吃早茶好？")
    # Failed: the prompt shows 廣州 (the traditional spelling of the forgotten 广州).
    assert not leaks(bodies(script, since), "广州")


def test_traditional_writer_simplified_value(cli, home_with_personas, script):
    # A traditional-Chinese writer says "我住在臺北"; the model stores the value as 台北; after the forget the old
    # line must not come back in the traditional spelling either.
    script.add("extract", facts_json(fact("user", "城市", "台北", "我住在臺北")))
    chat(cli, "lin", "我住在臺北")
    held(cli, "lin", "台北")
    ok(cli("memory", "forget", "lin", "城市"))
    since = mark(script)
    chat(cli, "lin", "我最近常去哪裡？")
    # Failed: the prompt still reads 臺北 / 台北.
    assert not leaks(bodies(script, since), "台北")


def test_full_width_plate_number_masked_in_its_typed_width(cli, home_with_personas, script):
    # The person said "我的车牌是浙A12345", then complained in full-width forms: "浙Ａ１２３４５今天又被贴条了".
    script.add("extract", facts_json(fact("user", "车牌", "浙A12345", "我的车牌是浙A12345")), facts_json())
    chat(cli, "lin", "我的车牌是浙A12345", "浙Ａ１２３４５今天又被贴条了")
    held(cli, "lin", "浙A12345")
    ok(cli("memory", "forget", "lin", "车牌"))
    since = mark(script)
    chat(cli, "lin", "帮我想想停车的事，今天又被贴条了")
    # Failed: the full-width turn "浙Ａ１２３４５…" reaches the model unmasked.
    assert not leaks(bodies(script, since), "浙A12345")


def test_other_case_in_an_earlier_turn_is_masked(cli, home_with_personas, script):
    # Sam wrote "everyone at acme robotics wears hoodies" and later "I work at ACME Robotics"; forgot the employer.
    script.add(
        "extract", facts_json(), facts_json(fact("user", "employer", "ACME Robotics", "I work at ACME Robotics"))
    )
    chat(cli, "alice", "everyone at acme robotics wears hoodies", "I work at ACME Robotics")
    held(cli, "alice", "ACME Robotics")
    ok(cli("memory", "forget", "alice", "employer"))
    since = mark(script)
    chat(cli, "alice", "what should I wear to work?")
    # Failed: "acme robotics" (lower case) still reaches the model.
    assert not leaks(bodies(script, since), "ACME Robotics")


def test_full_width_latin_in_chinese_chat_masked(cli, home_with_personas, script):
    # The person wrote their employer in Latin letters inside Chinese, once plain and once full-width.
    script.add("extract", facts_json(fact("user", "公司", "Globex", "我在Globex上班")), facts_json())
    chat(cli, "lin", "我在Globex上班", "ＧＬＯＢＥＸ的食堂很难吃")
    held(cli, "lin", "Globex")
    ok(cli("memory", "forget", "lin", "公司"))
    since = mark(script)
    chat(cli, "lin", "中午吃什么好？")
    # Failed: "ＧＬＯＢＥＸ" (full-width) still reaches the model.
    assert not leaks(bodies(script, since), "Globex")


# -- values that no longer hold -------------------------------------------------------------------------------------


def test_forgetting_a_past_value_keeps_it_out_of_before_that(cli, home_with_personas, script):
    # Sam lived in Paris, then moved to Berlin; Sam forgets Paris (by its id); the twin must never say
    # "you moved from Paris".
    script.add("extract", facts_json(city("Paris", "I live in Paris")))
    chat(cli, "alice", "I live in Paris")
    paris = held(cli, "alice", "Paris")
    script.add("extract", facts_json(city("Berlin", "I moved to Berlin", relation="replaces", existing="F1")))
    chat(cli, "alice", "I moved to Berlin")
    held(cli, "alice", "Berlin")
    ok(cli("memory", "forget", "alice", paris["id"][-8:]))
    since = mark(script)
    chat(cli, "alice", "where did I live before?")
    # Failed: the prompt's facts (what the new value replaced) or recent turns still name Paris.
    assert not leaks(bodies(script, since), "Paris")


# -- purge: the words go too ----------------------------------------------------------------------------------------


def test_purge_leaves_no_trace_in_facts_all_history_or_why(cli, home_with_personas, script):
    f = tell_zagreb(cli, script)
    ok(cli("memory", "purge", "alice", f["id"], "--yes"))
    out = ok(cli("memory", "facts", "alice", "--all")) + printed(cli("memory", "history", "alice", "user.city"))
    out += printed(cli("memory", "why", "alice", f["id"][-8:]))
    # Failed: after a purge ("delete for good") the owner's views still hold Zagreb.
    assert not leaks(out, "Zagreb")


def test_purge_erases_the_words_from_the_raw_session_and_the_twins_replies(cli, home_with_personas, script):
    # Sam said "I live in Zagreb", Alice answered "Zagreb is lovely in spring."; Sam purges the fact.
    f = tell_zagreb(cli, script, reply="Zagreb is lovely in spring.")
    first = sessions(cli, "alice")[0]["id"]
    ok(cli("memory", "purge", "alice", f["id"], "--yes"))
    out = ok(cli("sessions", "show", first)) + ok(cli("sessions", "export", first, "--format", "md"))
    out += ok(cli("sessions", "search", "alice", "Zagreb", "--json")) + ok(cli("sessions", "search", "alice", "lovely"))
    # Failed: the session, its export or full-text search still shows Zagreb after the purge.
    assert not leaks(out, "Zagreb")


def test_purge_erases_the_words_from_the_bytes_a_turn_was_read_from_when_they_were_not_utf8(
    cli, home_with_personas, script
):
    # Sam's terminal sent a Latin-1 byte in the line: the turn keeps the bytes as they came, base64, beside its text.
    script.add("extract", facts_json(city()))
    ok(cli("chat", "alice", input=b"I live in Zagreb. caf\xe9\n"))
    f = held(cli, "alice", "Zagreb")
    [path] = session_files(home_with_personas, "alice")
    assert "undecoded" in path.read_text(encoding="utf-8")
    ok(cli("memory", "purge", "alice", f["id"], "--yes"))
    said = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    [turn] = [r for r in said if r.get("kind") == "turn" and r.get("role") == "user"]
    # Failed: the text was cut, and the bytes beside it still said "I live in Zagreb" (base64: no grep finds it).
    assert "undecoded" not in turn and not leaks(turn["text"], "Zagreb")


def test_purge_in_chinese_also_cuts_the_traditional_spelling(cli, home_with_personas, script):
    f = tell_guangzhou(cli, script, "廣州的早茶最好吃，每個週末都去")
    ok(cli("memory", "purge", "lin", f["id"], "--yes"))
    raw = "".join(p.read_text(encoding="utf-8") for p in session_files(home_with_personas, "lin"))
    out = ok(cli("sessions", "search", "lin", "早茶"))
    # Failed: the session file (or search) keeps 廣州, the same word in traditional characters.
    assert not leaks(raw + out, "广州")


def test_purge_then_reextract_brings_nothing_back(cli, home_with_personas, script):
    f = tell_zagreb(cli, script)
    ok(cli("memory", "purge", "alice", f["id"], "--yes"))
    since = mark(script)
    script.add("extract", *[facts_json(city())] * 4)
    cli("memory", "reextract", "alice")
    # Failed: the purged words were sent to the model again, or the city holds again.
    assert not leaks(bodies(script, since) + ok(cli("memory", "facts", "alice", "--all")), "Zagreb")


def test_purge_cuts_a_later_chapter_that_retold_the_value(cli, home_with_personas, script):
    # Session two's diary (a different session) retold the city; the fact purge must reach it too.
    tell_zagreb(cli, script)
    script.add("chat", "In Zagreb? Try the café by the cathedral.")
    script.add("chapter", "We talked about cafés near their home in Zagreb.\nImportance: 2")
    chat(cli, "alice", "where's a good café near home?")
    f = held(cli, "alice", "Zagreb")
    ok(cli("memory", "purge", "alice", f["id"], "--yes"))
    since = mark(script)
    chat(cli, "alice", "remember our café talk?")
    chapters = " ".join(s["chapter"] for s in sessions(cli, "alice"))
    # Failed: the later chapter or the twin's later reply still names Zagreb in the prompt or the listing.
    assert not leaks(chapters + bodies(script, since), "Zagreb")


def test_a_flag_that_names_a_forgotten_word_is_masked_in_the_list_and_purged_with_it(cli, home_with_personas, script):
    # Session one's diary named someone who was never mentioned there ("Bertrand"): flagged "unknown: Bertrand".
    # Session two: Bertrand is the person's brother; Sam forgets it, then purges it.
    script.add("chapter", *["Today I met Bertrand, and we talked about the weather.\nImportance: 2"] * 2)
    chat(cli, "alice", "What a grey day it is.")
    [first] = sessions(cli, "alice")
    assert first["chapter_flags"] == ["unknown: Bertrand"]  # the premise: flagged, naming the word
    script.add("extract", facts_json(fact("user", "brother", "Bertrand", "My brother is Bertrand")))
    chat(cli, "alice", "My brother is Bertrand.")
    f = held(cli, "alice", "Bertrand")
    ok(cli("memory", "forget", "alice", f["id"][-8:]))
    listed = [(s["chapter"], s["chapter_flags"]) for s in as_json(cli, "sessions", "list", "alice")]  # memory, masked
    # Failed: the chapter's text read "[forgotten]", and its flags beside it still said "unknown: Bertrand".
    assert not leaks(json.dumps(listed, ensure_ascii=False), "Bertrand")
    ok(cli("memory", "purge", "alice", f["id"], "--yes"))
    on_disk = (home_with_personas / "data" / "alice" / "chapters.jsonl").read_text(encoding="utf-8")
    # Failed: the purge cut the chapter's text, and left the name in its flags.
    assert not leaks(on_disk, "Bertrand")


def test_recall_in_the_chat_masks_a_forgotten_word_in_a_diary_line(cli, home_with_personas, script):
    # 林's diary of session one retold the city; Sam forgets it, then asks the chat what it recalls of it (no latest
    # chapters in the context, so that the diary is among what recall brings: as an older one is)
    (home_with_personas / "twin.toml").write_text("[context]\nchapters = 0\n", encoding="utf-8")
    f = tell_guangzhou(cli, script, "早茶很好吃", chapter="今天他告诉我，他住在广州，还说那里的早茶很好吃。")
    ok(cli("memory", "forget", "lin", f["id"][-8:]))
    out = ok(cli("chat", "lin", input="/recall 广州 早茶\n"))
    assert "那里的早茶很好吃" in out  # the premise: the diary line is recalled
    # Failed: the turns read [已遗忘], and the diary line beside them still said 广州.
    assert not leaks(out, "广州")


def test_commands_typed_on_a_chinese_keyboard_are_commands(cli, home_with_personas, script):
    # ／ (full-width mode) and 、 (the / key in most Pinyin IMEs) before a command's name, and the IME's full-width
    # space after it: they went to the model as messages, or were "没有 /forget　城市 这个命令"
    f = tell_guangzhou(cli, script)
    since = mark(script)
    typed = "／memory\n、help\n／ｈｅｌｐ\n/ｍｅｍｏｒｙ\n/forget\u3000城市\n"  # (full-width letters too)
    out = ok(cli("chat", "lin", input=typed))
    assert bodies(script, since, "chat") == "" and "没有" not in out, out  # nothing reached the model as a message
    assert f["id"] not in [x["id"] for x in as_json(cli, "memory", "facts", "lin")]  # forgotten


def test_a_fact_of_someone_else_is_forgotten_by_the_name_the_chat_gave_it(cli, home_with_personas, script):
    # 林 said "记住了：妹妹的城市：東莞"; Sam forgets it by those words, as a Chinese speaker names it
    script.add("extract", facts_json(fact("妹妹", "城市", "東莞", "我妹妹住在東莞")))
    chat(cli, "lin", "我妹妹住在東莞")
    f = held(cli, "lin", "東莞")
    out = ok(cli("chat", "lin", input="/forget 妹妹的城市\n"))
    # Failed: "现在没有叫“妹妹的城市”的事实。" (only 妹妹.城市 named it), and the answer did not say whose
    assert "妹妹的城市：東莞" in out and f["id"] not in [x["id"] for x in as_json(cli, "memory", "facts", "lin")]


def test_purge_session_takes_the_session_and_its_fact(cli, home_with_personas, script):
    tell_zagreb(cli, script, reply="Zagreb!", chapter="They live in Zagreb.")
    first = sessions(cli, "alice")[0]["id"]
    ok(cli("memory", "purge", "alice", "--session", first, "--yes"))
    since = mark(script)
    chat(cli, "alice", "hi")
    out = ok(cli("memory", "facts", "alice", "--all")) + ok(cli("sessions", "search", "alice", "Zagreb", "--json"))
    out += unechoed(ok(cli("memory", "search", "alice", "Zagreb", "--json")))
    # Failed: a session purge left the city in the facts, the index or the next prompt.
    assert not leaks(out + bodies(script, since), "Zagreb")


# -- imports, writing, embeddings, voice ----------------------------------------------------------------------------


def chatgpt_export(folder: Path, conversations: list[tuple[str, int, list[tuple[str, str]]]]) -> Path:
    """A ChatGPT conversations.json: (title, unix start, [(role, text)...]) per conversation."""
    data = []
    for number, (title, start, messages) in enumerate(conversations):
        mapping: dict[str, Any] = {"root": {"id": "root", "message": None, "parent": None, "children": ["m0"]}}
        parent = "root"
        for i, (role, text) in enumerate(messages):
            mapping[f"m{i}"] = {
                "id": f"m{i}",
                "parent": parent,
                "children": [f"m{i + 1}"] if i + 1 < len(messages) else [],
                "message": {
                    "id": f"c{number}m{i}",
                    "author": {"role": role},
                    "create_time": start + 60 * i,
                    "content": {"content_type": "text", "parts": [text]},
                    "status": "finished_successfully",
                    "recipient": "all",
                    "metadata": {},
                },
            }
            parent = f"m{i}"
        data.append(
            {
                "title": title,
                "conversation_id": f"conv-{number}",
                "create_time": start,
                "update_time": start + 600,
                "mapping": mapping,
                "current_node": parent,
            }
        )
    path = folder / "conversations.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_import_of_an_old_chat_after_the_forget_does_not_bring_it_back(cli, home_with_personas, script, tmp_path):
    # Sam forgot the city, then imported an old (2024) ChatGPT history in which they had said "I live in Zagreb".
    tell_zagreb(cli, script)
    ok(cli("memory", "forget", "alice", "city"))
    export = chatgpt_export(tmp_path, [("old", 1710000000, [("user", "I live in Zagreb"), ("assistant", "Ok.")])])
    ok(cli("import", "chatgpt", str(export), "--persona", "alice"))
    since = mark(script)
    script.add("extract", *[facts_json(city())] * 4)
    script.add("chapter", "They told me they live in Zagreb.\nImportance: 3")
    chat(cli, "alice", "hello", "where do I live?")
    # Failed: old words said before the forget, brought in by an import, made the city a fact or reached a prompt.
    assert not leaks(current_facts_text(cli, "alice") + bodies(script, since, "chat"), "Zagreb")


def test_ingest_of_old_notes_after_the_forget_does_not_bring_it_back(cli, home_with_personas, script, tmp_path):
    # Sam forgot the city, then ingested an old notes file that mentions it.
    tell_zagreb(cli, script)
    ok(cli("memory", "forget", "alice", "city"))
    notes = tmp_path / "notes.md"
    notes.write_text("# Flat\n\nI live in Zagreb. My flat has a balcony facing the tram line.\n", encoding="utf-8")
    script.add("extract", *[facts_json(city("Zagreb", "I live in Zagreb."))] * 3)
    ok(cli("ingest", "alice", str(notes)))
    since = mark(script)
    out = ok(cli("memory", "search", "alice", "balcony", "tram"))
    chat(cli, "alice", "tell me about my balcony")
    # Failed: the forgotten city came back as a fact from the notes, or the notes are recalled unmasked.
    assert not leaks(current_facts_text(cli, "alice") + out + bodies(script, since, "chat"), "Zagreb")


def test_the_title_and_the_name_of_the_owners_writing_are_masked_too(cli, home_with_personas, script, tmp_path):
    # A blind probe ingested zagreb-diary.md ("# Zagreb diary") and 北京散步.txt (no heading: titled by its name),
    # forgot the city, and found "(2026-12-08, Zagreb diary)" in the next chat's request, the file's name in `memory
    # search` and MCP's recall: the passage was masked, its title and its path were not.
    notes = tmp_path / "zagreb-diary.md"
    notes.write_text("# Zagreb diary\n\nThe trams are blue and I walk by the river every morning.\n", encoding="utf-8")
    ok(cli("ingest", "alice", str(notes), "--no-extract"))
    tell_zagreb(cli, script)
    ok(cli("memory", "forget", "alice", "city"))
    since = mark(script)
    found = ok(cli("memory", "search", "alice", "trams", "river", "--json")) + ok(
        cli("memory", "search", "alice", "trams", "river")
    )
    assert "The trams are blue" in found  # (the premise: the passage is found)
    chat(cli, "alice", "What do you remember about trams and the river?")
    sent = bodies(script, since, "chat")
    assert "The trams are blue" in sent  # (and in view of the model)
    in_view = ok(cli("replay", sessions(cli, "alice")[-1]["id"], "--show-context", "--instant"))
    assert "The trams are blue" in in_view  # (what the reply had in view, its title as the context had it)
    assert not leaks(found + sent + in_view, "Zagreb")
    script.add("extract", facts_json(fact("user", "城市", "北京", "我住在北京")))
    chat(cli, "lin", "我住在北京")
    walk = tmp_path / "北京散步.txt"
    walk.write_text("傍晚沿着护城河走了一圈，风很大。\n", encoding="utf-8")
    ok(cli("ingest", "lin", str(walk), "--no-extract"))
    ok(cli("memory", "forget", "lin", "城市"))
    since = mark(script)
    found = ok(cli("memory", "search", "lin", "护城河", "--json"))
    assert "护城河" in found and "[已遗忘]散步" in found
    chat(cli, "lin", "还记得护城河吗")
    assert "护城河" in bodies(script, since, "chat") and not leaks(found + bodies(script, since, "chat"), "北京")


def test_embedding_model_is_never_sent_the_forgotten_words(cli, home_with_personas, script, monkeypatch):
    # With an embedding model set up, Sam chats, forgets the city, and the index is embedded (and chat goes on).
    monkeypatch.setenv("TWIN_EMBEDDING_MODEL", "fake-embedding")
    tell_zagreb(cli, script, reply="Zagreb is lovely.", chapter="They live in Zagreb.")
    ok(cli("memory", "forget", "alice", "city"))
    since = len(script.llm.requests)
    cli("index", "embed", "alice")
    chat(cli, "alice", "what do I like about spring?")
    embedded = [r["body"] for r in script.llm.requests[since:] if r["path"].endswith("/embeddings")]
    # Failed: the embedding model received the words Sam asked to forget (README: never sent).
    assert not leaks(json.dumps(embedded, ensure_ascii=False), "Zagreb")


VOICE_LINES = [
    "Honestly, I think the week went fine, though the tram to Zagreb centre was late again.",
    "Well, I finally fixed the leaking tap in the kitchen, which took most of Saturday morning.",
    "My flat in Zagreb gets lovely light in the afternoon, so I read by the window a lot.",
    "I keep meaning to learn to cook properly, but I end up making the same three pasta dishes.",
    "Honestly, the best part of Zagreb is walking everywhere without needing a car at all.",
    "Work has been slow, which is nice for once, and I have time to think about what comes next.",
    "I went running by the river twice this week and my knees did not complain, which is new.",
    "Well, Zagreb in winter is grey, but the markets make up for it with oranges and chestnuts.",
    "I want to plan a trip to the coast in June, maybe with friends, maybe alone, not sure yet.",
    "My sister keeps sending me photos of her garden, and it makes me want a balcony full of herbs.",
]


MORE_VOICE_LINES = [
    "Honestly, I slept badly again, so the afternoon went by in a bit of a fog and too much tea.",
    "Well, the neighbours finally finished the renovation, and the quiet feels strange now.",
    "I bought a secondhand bike on Sunday, which rattles a lot but gets me everywhere I need.",
]


def test_voice_learned_from_sessions_after_the_forget_holds_no_forgotten_word(cli, home_with_personas, script):
    # Sam talked a lot (mentioning Zagreb), forgot the city, then ran `twin voice learn alice --from-sessions`.
    script.add("extract", facts_json(), facts_json(), facts_json(city("Zagreb", "My flat in Zagreb gets lovely light")))
    # (amended after the run: the sentences that held a forgotten word are no longer measured, which left too little
    # writing; these lines are more of the same talk)
    chat(cli, "alice", *VOICE_LINES, *MORE_VOICE_LINES)
    held(cli, "alice", "Zagreb")
    ok(cli("memory", "forget", "alice", "city"))
    ok(cli("voice", "learn", "alice", "--from-sessions", "--no-describe"))
    persona = (home_with_personas / "personas" / "alice.toml").read_text(encoding="utf-8")
    assert "[voice" in persona, "premise: a voice was learned"
    since = mark(script)
    chat(cli, "alice", "hi")
    # Failed: the learned [voice] (exemplar lines, signature words) or the next prompt holds "Zagreb".
    assert not leaks(persona + bodies(script, since), "Zagreb")


def test_voice_learned_before_the_forget_is_masked_in_the_prompt(cli, home_with_personas, script):
    # The voice was learned while Sam still let the twin remember the city; then Sam forgot it.
    script.add("extract", facts_json(), facts_json(), facts_json(city("Zagreb", "My flat in Zagreb gets lovely light")))
    chat(cli, "alice", *VOICE_LINES)
    ok(cli("voice", "learn", "alice", "--from-sessions", "--no-describe"))
    persona = (home_with_personas / "personas" / "alice.toml").read_text(encoding="utf-8")
    assert "Zagreb" in persona, "premise: the voice learned before the forget quotes Zagreb"
    ok(cli("memory", "forget", "alice", "city"))
    since = mark(script)
    chat(cli, "alice", "how do I usually write?")
    # Failed: the voice handed to the model still quotes lines with Zagreb in them.
    assert not leaks(bodies(script, since), "Zagreb")


# -- the legitimate counterpart: said again, and what was not forgotten ---------------------------------------------


def test_said_again_after_the_forget_is_remembered_anew(cli, home_with_personas, script):
    # Sam forgot the city, later moved back and says so: this is new, and the twin may remember it.
    tell_zagreb(cli, script)
    ok(cli("memory", "forget", "alice", "city"))
    script.add("extract", facts_json(city("Zagreb", "I moved back to Zagreb last month")))
    chat(cli, "alice", "I moved back to Zagreb last month")
    facts_now = as_json(cli, "memory", "facts", "alice")
    # Failed: the twin refuses forever what the person chose to tell it again after the forget.
    assert any(f["value"] == "Zagreb" for f in facts_now), facts_now


def test_chinese_said_again_after_the_forget_is_remembered_anew(cli, home_with_personas, script):
    tell_guangzhou(cli, script)
    ok(cli("memory", "forget", "lin", "城市"))
    script.add("extract", facts_json(fact("user", "城市", "广州", "我又搬回广州了")))
    chat(cli, "lin", "我又搬回广州了")
    facts_now = as_json(cli, "memory", "facts", "lin")
    # Failed: 广州, said again after the forget, is not remembered.
    assert any(f["value"] == "广州" for f in facts_now), facts_now


def test_forgetting_the_city_keeps_the_dog(cli, home_with_personas, script):
    # Sam forgets only the city; the dog's name, said in the same breath, must stay.
    line = "I live in Zagreb with my dog Biscuit"
    script.add("extract", facts_json(city("Zagreb", line), fact("user", "dog", "Biscuit", line)))
    chat(cli, "alice", line)
    held(cli, "alice", "Biscuit")
    ok(cli("memory", "forget", "alice", "city"))
    since = mark(script)
    chat(cli, "alice", "what's my dog called?")
    facts_now = ok(cli("memory", "facts", "alice"))
    # Failed: forgetting the city also wiped the dog from the facts or from what the model is shown.
    assert "Biscuit" in facts_now and "Biscuit" in bodies(script, since, "chat")


def test_forgetting_the_chinese_city_keeps_the_cat(cli, home_with_personas, script):
    script.add("extract", facts_json(fact("user", "城市", "杭州", "我住在杭州")))
    script.add("extract", facts_json(fact("user", "猫", "年糕", "我家的猫叫年糕")))
    chat(cli, "lin", "我住在杭州", "我家的猫叫年糕")
    held(cli, "lin", "年糕")
    ok(cli("memory", "forget", "lin", "城市"))
    out = ok(cli("memory", "search", "lin", "年糕"))
    # Failed: the cat's name was masked or lost together with the forgotten city.
    assert "年糕" in out


# -- twin serve and twin mcp (real processes) -----------------------------------------------------------------------


def run_twin(env: dict[str, str], *args: str) -> str:
    done = subprocess.run([TWIN, *args], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_serve_forget_from_the_command_line_holds_for_the_next_api_conversation(fake_llm, tmp_path):
    # A program talks to the twin through `twin serve`; Sam says where they live there, then runs
    # `twin memory forget` in a terminal while the server keeps running, and the program opens a new conversation.
    from tests.servekit import Served, make_home, wait_for

    script = Script(fake_llm)
    script.add("extract", facts_json(city()))
    server = Served(make_home(tmp_path / "home"), fake_llm.base_url, "--persona", "alice")
    try:
        api = server.client()
        api.chat.completions.create(model="alice", messages=[{"role": "user", "content": "I live in Zagreb"}])
        wait_for(lambda: "Zagreb" in run_twin(server.env, "memory", "facts", "alice"), what="the city learned")
        run_twin(server.env, "memory", "forget", "alice", "city")
        since = mark(script)
        api.chat.completions.create(model="alice", messages=[{"role": "user", "content": "where do I live?"}])
        sent = bodies(script, since)
    finally:
        server.stop()
    # Failed: the running server still shows the model the city Sam forgot.
    assert not leaks(sent, "Zagreb")


class Mcp:
    """`twin mcp PERSONA` on stdio, spoken to line by line (JSON-RPC)."""

    def __init__(self, env: dict[str, str], persona: str) -> None:
        self.proc = subprocess.Popen(
            [TWIN, "mcp", persona], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        self.next_id = 0
        self.call("initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "rt"}})
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def send(self, message: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write((json.dumps(message) + "\n").encode())
        self.proc.stdin.flush()

    def call(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        assert self.proc.stdout is not None
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.proc.stdout], [], [], 1)
            if not ready:
                continue
            line = self.proc.stdout.readline()
            if not line:
                break
            answer = json.loads(line)
            if answer.get("id") == self.next_id:
                return answer
        raise AssertionError(f"no answer to {method}: {self.proc.stderr.read1(10000) if self.proc.stderr else ''}")

    def tool(self, name: str, **arguments: Any) -> str:
        return json.dumps(self.call("tools/call", {"name": name, "arguments": arguments}), ensure_ascii=False)

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def test_mcp_tools_lend_nothing_forgotten(cli, home_with_personas, script, model_env, monkeypatch):
    # Another agent reads Sam's twin over MCP after Sam forgot the city, even asking "as of" before the forget.
    from tests.servekit import twin_env

    f = tell_zagreb(cli, script, reply="Zagreb is lovely.", chapter="They told me they live in Zagreb.")
    before = now_iso()
    ok(cli("memory", "forget", "alice", "city"))
    agent = Mcp(twin_env(home_with_personas, model_env.base_url), "alice")
    try:
        answers = [
            agent.tool("recall", query="where do I live Zagreb"),
            agent.tool("recall", query="Zagreb", as_of=before),
            agent.tool("facts"),
            agent.tool("facts", as_of=before),
            agent.tool("history", key="user.city"),
            agent.tool("why", fact=f["id"]),
            agent.tool("search_sessions", query="Zagreb"),
            json.dumps(agent.call("resources/read", {"uri": "twin://alice/chapters"}), ensure_ascii=False),
        ]
    finally:
        agent.close()
    # Failed: an MCP tool (or the chapters resource) lends the agent the forgotten city.
    assert not leaks(unechoed("\n".join(answers)), "Zagreb")


@pytest.mark.parametrize(
    "command",
    [
        "forget",
        # After a purge nothing is left to know the city by (keeping even a digest of "Zagreb" would let anyone with
        # a list of cities read it back), and a real model has nothing to take it from: the words are cut from every
        # file it is shown. Only this scripted model, which says it from nothing, is put to the person (docs/memory.md)
        pytest.param("purge", marks=pytest.mark.xfail(strict=True, reason="a purge leaves nothing to know it by")),
    ],
)
def test_a_later_session_never_relearns_it_from_new_unrelated_words(cli, home_with_personas, script, command):
    # After the forget (or purge), Sam talks about trams; the model proposes the old city under a new key,
    # quoting Sam's new words, which do not say it.
    f = tell_zagreb(cli, script)
    ok(cli("memory", command, "alice", *(["city"] if command == "forget" else [f["id"], "--yes"])))
    script.add(
        "extract",
        facts_json(
            fact("user", "commute", "tram in Zagreb", "I take the tram to work"),
            fact("user", "home_city", "Zagreb", "I take the tram to work"),
        ),
    )
    chat(cli, "alice", "I take the tram to work")
    review = ok(cli("memory", "review", "alice"))
    # Failed: the forgotten city holds again, or waits in review, from words that never said it.
    assert not leaks(current_facts_text(cli, "alice") + review, "Zagreb")
