"""A long earlier message (a pasted letter, a story) is recalled as an excerpt around what is asked: in the context the
model receives, in every reader of recall, within the budget, masked before it is cut."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from tests.chatkit import records, system_prompt
from tests.fakeserver import FakeOpenAI
from tests.memorykit import Script
from tests.servekit import make_home
from tests.test_index import session
from tests.test_mcp import call, with_mcp
from twin.context.prompt import labels, passages_block, recent_block
from twin.context.view import MemoryReader
from twin.facts.masks import Masks
from twin.facts.store import FactStore
from twin.recall import segment
from twin.recall.index import Hit, SearchIndex
from twin.recall.passages import FAIR_SHARE, LONG_TURN, MARK, Cut, Passage, excerpt
from twin.recall.retrieval import recall
from twin.settings import ContextSettings
from twin.tokens import estimate_tokens

T0 = datetime(2023, 1, 10, 9, 0, tzinfo=UTC)
NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)
DOG_EN = "The lighthouse keeper's old dog was called Biscuit, and he slept by the lamp every night."
DOG_ZH = "我们家那只小狗叫豆豆，每天晚上都睡在灯塔下面。"


def letter_en(chars: int, at: float, seed: int = 3) -> str:
    """One line of about `chars` characters of an English letter, DOG_EN at the fraction `at` of it; none of the
    question's words elsewhere."""
    rng = random.Random(seed)
    things = ["the market", "the ferry", "our garden", "the old bridge", "the bakery", "the river path", "the school"]
    happened = ["was busy again", "looked grey in the rain", "smelled of bread", "had new paint",
                "was quiet all morning", "flooded after the storm", "filled with music"]  # fmt: skip
    sentences = []
    while sum(len(s) + 1 for s in sentences) < chars:
        sentences.append(f"On {rng.choice(['Monday', 'Friday', 'Sunday'])} {rng.choice(things)} "
                         f"{rng.choice(happened)}, and we walked home slowly.")  # fmt: skip
    sentences.insert(int(len(sentences) * at), DOG_EN)
    return " ".join(sentences)


def letter_zh(chars: int, at: float, seed: int = 3) -> str:
    """About `chars` characters of a Chinese letter, DOG_ZH at the fraction `at` of it; none of the question's
    characters elsewhere."""
    rng = random.Random(seed)
    places = ["公园", "车站", "海边", "图书馆", "菜市场", "山上", "湖边"]
    happened = ["下了一场雨", "风很大", "人很多", "天气晴朗", "排了很长的队", "看到了晚霞", "买了新鲜的水果"]
    sentences = []
    while sum(map(len, sentences)) < chars:
        sentences.append(f"{rng.choice(['早上', '中午', '傍晚', '周末'])}{rng.choice(places)}{rng.choice(happened)}，"
                         "我们慢慢走回去。")  # fmt: skip
    sentences.insert(int(len(sentences) * at), DOG_ZH)
    return "".join(sentences)


def indexed(twin: Path) -> SearchIndex:
    index = SearchIndex(twin)
    index.sync()
    return index


def shown(found_turns: list[Passage]) -> dict[str, str]:
    """Each recalled turn's words as its passage shows them."""
    return {h.text: p.words(h) for p in found_turns for h in p.turns}


# -- recall ---------------------------------------------------------------------------------------------------------


def test_a_message_too_long_for_the_budget_comes_as_an_excerpt_with_its_reply(tmp_path: Path) -> None:
    """A 9,000-character letter (about 2,250 tokens) never fit the 1,500 tokens of recalled turns: its reply, which
    names the dog, stood in for it."""
    letter = letter_en(9000, 0.6)
    session(tmp_path, T0, [("user", letter), ("assistant", "What a letter. I loved the lighthouse keeper's dog.")])
    for day in range(5):
        session(tmp_path, T0 + timedelta(days=day + 1), [("user", "The weather was grey."), ("assistant", "Grey.")])
    found = recall(indexed(tmp_path), "What was the lighthouse keeper's dog called?", now=NOW,
                   turn_budget=1500, fact_budget=0, chapter_budget=0)  # fmt: skip
    [passage] = [p for p in found.turns if any(h.text == letter for h in p.turns)]
    [said] = [h for h in passage.turns if h.text == letter]
    words = passage.words(said)
    assert DOG_EN in words and words != letter and MARK in words
    assert estimate_tokens(words) <= FAIR_SHARE * 1500  # at most a fair share of the budget
    assert [h.role for h in passage.turns] == ["user", "assistant"]  # the person's words, and the reply after them
    assert sum(p.tokens for p in found.turns) <= 1500
    rendered = sum(estimate_tokens(passage.words(h)) + 4 for h in passage.turns) + 6  # what the context shows
    assert passage.tokens == rendered


def test_a_chinese_message_too_long_for_the_budget_comes_as_an_excerpt(tmp_path: Path) -> None:
    letter = letter_zh(2000, 0.9)  # some 2,000 tokens: one a character
    session(tmp_path, T0, [("user", letter), ("assistant", "豆豆真可爱。")])
    session(tmp_path, T0 + timedelta(days=1), [("user", "今天下雨了。"), ("assistant", "记得带伞。")])
    found = recall(indexed(tmp_path), "我家小狗叫什么名字？", now=NOW, turn_budget=1500, fact_budget=0,
                   chapter_budget=0)  # fmt: skip
    words = shown(found.turns)[letter]
    assert DOG_ZH in words and words.startswith(MARK) and estimate_tokens(words) <= FAIR_SHARE * 1500
    assert sum(p.tokens for p in found.turns) <= 1500


def test_a_long_chinese_message_ranks_first_for_the_words_of_one_of_its_sentences(tmp_path: Path) -> None:
    """A long message was one row of the index, and BM25 divides what a word adds by how long its row is: the rare
    pairs of its sentence (灯塔, 豆豆) in 2,000 characters counted less than a common character of the question in a
    short turn (豆 of 豆浆, 塔 of 宝塔), and the message was not among the first 75 turns. Now it is indexed in pieces,
    each scored as a message of its own."""
    letter = letter_zh(2000, 0.7)
    session(tmp_path, T0, [("user", "这是我写的一段：" + letter), ("assistant", "谢谢你发给我。")])
    rng = random.Random(5)
    things = ["喝了豆浆", "路灯坏了", "有一座宝塔", "买了土豆", "写了一页日记", "聊了很久", "领了工资", "交了表格",
              "以前的同事来了", "找不到钥匙", "台灯换了", "红豆粥煮好了", "下了一场雨", "人很多", "风很大"]  # fmt: skip
    for day in range(200):  # her days in the letter's own words, some with a character of the question
        said = f"{rng.choice(['早上', '中午', '傍晚', '周末'])}在{rng.choice(['公园', '车站', '海边', '湖边'])}，"
        said += rng.choice(things) + "。"
        reply = rng.choice(["嗯。", "辛苦了。"])
        session(tmp_path, T0 + timedelta(days=day + 1), [("user", said), ("assistant", reply)])
    found = recall(indexed(tmp_path), "我之前发给你的那段文字里，说到灯塔和豆豆的那句是怎么说的？", now=NOW,
                   turn_budget=500, fact_budget=0, chapter_budget=0)  # fmt: skip
    first = found.turns[0].turns[0]
    assert first.text.endswith(letter) and DOG_ZH in found.turns[0].words(first)


def test_a_message_that_fits_but_would_take_most_of_the_budget_is_cut_to_a_fair_share(tmp_path: Path) -> None:
    letter = letter_en(4400, 0.3)  # about 1,100 tokens: it fits 1,500, and would leave 400 for everything else
    session(tmp_path, T0, [("user", letter), ("assistant", "Thank you for writing.")])
    for day in range(6):
        session(tmp_path, T0 + timedelta(days=day + 1), [
            ("user", f"Did the lighthouse lamp work on day {day}?"), ("assistant", "It did, all night."),
        ])  # fmt: skip
    found = recall(indexed(tmp_path), "the lighthouse dog and the lamp", now=NOW, turn_budget=1500, fact_budget=0,
                   chapter_budget=0)  # fmt: skip
    words = shown(found.turns)
    assert DOG_EN in words[letter] and estimate_tokens(words[letter]) <= FAIR_SHARE * 1500
    assert sum(1 for text in words if "lighthouse lamp" in text) == 6  # the rest still has its room
    assert sum(p.tokens for p in found.turns) <= 1500


def test_ordinary_turns_are_shown_whole_and_cost_what_they_did(tmp_path: Path) -> None:
    for day in range(8):
        said = f"I planted {day} rows of lighthouse tulips in the garden."
        session(tmp_path, T0 + timedelta(days=day), [("user", said), ("assistant", "Lovely!")])
    found = recall(indexed(tmp_path), "lighthouse tulips", now=NOW, turn_budget=120, fact_budget=0,
                   chapter_budget=0)  # fmt: skip
    assert found.turns and all(p.cut == {} for p in found.turns)
    assert all(p.words(h) == h.text for p in found.turns for h in p.turns)
    for p in found.turns:
        assert p.tokens == 6 + sum(estimate_tokens(h.text) + 4 for h in p.turns)
    assert sum(p.tokens for p in found.turns) <= 120


def test_an_excerpt_holds_the_words_asked_about_at_any_budget_it_fits(tmp_path: Path) -> None:
    letter = letter_en(9000, 0.95)
    session(tmp_path, T0, [("user", letter)])
    index = indexed(tmp_path)
    for budget in (LONG_TURN + 10, 300, 800, 1500, 3000):  # the least that holds an excerpt, its date and speaker
        found = recall(index, "What was the lighthouse keeper's dog called?", now=NOW, turn_budget=budget,
                       fact_budget=0, chapter_budget=0)  # fmt: skip
        assert sum(p.tokens for p in found.turns) <= budget
        words = shown(found.turns)[letter]
        assert "dog was called Biscuit" in words, (budget, words)


# -- where a cut may fall --------------------------------------------------------------------------------------------

CLUSTERS = [
    "a",
    "b",
    " ",
    ".",
    "é",
    "e\u0301",
    "👩\u200d👩\u200d👧",
    "🇯🇵",
    "🇫🇷",
    "👍🏽",
    "❤️",
    "中",
    "文",
    "。",
    "\u1100\u1161\u11a8",
    "\r\n",
    "x\u20e3",
    "\ud83d\ude00",
]  # fmt: skip  (the last: a UTF-16 pair)


@given(st.lists(st.sampled_from(CLUSTERS), min_size=1, max_size=80), st.integers(1, 60), st.data())
def test_a_cut_never_falls_inside_a_character_as_it_is_drawn(clusters: list[str], chars: int, data) -> None:  # type: ignore[no-untyped-def]
    text = "".join(clusters)
    edges = {0}
    for c in clusters:
        edges.add(max(edges) + len(c))
    at = data.draw(st.integers(0, len(text)))
    for start, end in segment.kept(text, chars, [(at, at)]):
        assert start in edges and end in edges, (text, start, end)


def test_parts_begin_and_end_at_sentences_when_one_is_near() -> None:
    text = "First one here. " * 20 + "The dog was called Biscuit. " + "Last one there. " * 20
    at = text.index("Biscuit")
    [(start, end)] = segment.kept(text, 100, [(at, at + 7)])
    assert text[start:end].startswith(("First", "The", "Last")) and text[start:end].endswith(".")


def test_the_words_asked_about_are_found_however_they_are_written() -> None:
    text = "Caroline's Stories about the CAFÉ in Ｌｉｓｂｏｎ, and O'Brien. 我住在臺灣，頭髮剪短了。"
    found = {
        text[s:e] for s, e, _ in segment.places(text, segment.terms("caroline story cafe lisbon obrien 台湾 头发"))
    }
    assert {"Caroline's", "Stories", "CAFÉ", "Ｌｉｓｂｏｎ", "O'Brien", "臺灣", "頭髮"} <= found


# -- forgotten words ---------------------------------------------------------------------------------------------------


@given(st.integers(0, 30), st.integers(0, 30), st.integers(40, 200))
def test_a_cut_never_brings_part_of_a_forgotten_value_back(before: int, after: int, tokens: int) -> None:
    """The words are masked, then cut: cut first, a value cut in two ("…arbour Lane") would no longer be found."""
    text = "Rain fell. " * before + "Biscuit lived at 42 Harbour Lane with the keeper. " + "Wind blew. " * after
    text = text * 3
    masks = Masks.of([("42 Harbour Lane", "Biscuit lived at 42 Harbour Lane", NOW.timestamp())], [])
    hit = Hit("turn", "t1", "s1", "2023-01-10T09:00:00+00:00", text, 1.0, role="user")
    terms = {"biscuit": 1.0, "keeper": 1.0}
    cut = Cut(tokens, excerpt(text, terms, tokens), 0)  # as recall cut the words it read, unmasked
    passage = Passage("s1", [hit], 1.0, ["t1"], "match", 0, terms=terms, cut={"t1": cut})
    block, _, excerpts = passages_block([passage], "en", masks)
    assert not any(piece in block for piece in ("42", "Harbour", "arbour", "Lane", "Harb"))
    assert "[forgotten]" in block or "Biscuit" not in block
    assert excerpts["t1"]["of"] == len(masks.turn(text, "[forgotten]", hit.ts, "user"))


# -- the context the model receives, and every reader ------------------------------------------------------------------


def _earlier(system: str) -> str:
    return system.split("[memory: earlier conversation]")[1].split("[memory: recent conversation]")[0]


def test_the_model_receives_the_persons_own_words_of_a_long_letter(cli, script: Script, home_with_personas) -> None:  # type: ignore[no-untyped-def]
    letter = letter_en(9000, 0.5)
    script.add("chat", "What a letter! I loved the lighthouse keeper's dog.")
    assert cli("chat", "alice", input=letter + "\n").exit_code == 0
    for n in range(5):  # newer sessions push it out of the last 8 turns
        assert cli("chat", "alice", input=f"small talk number {n}\n").exit_code == 0
    assert cli("chat", "alice", input="What was the lighthouse keeper's dog called?\n").exit_code == 0
    system = system_prompt(script.requests("chat")[-1])
    earlier = _earlier(system)
    assert f"They said: {MARK} " in earlier and DOG_EN in earlier  # the person's words, as an excerpt
    assert "I said: What a letter!" in earlier
    assert letter not in system and "where I left words out" in earlier
    lines = earlier.strip().splitlines()[1:]  # the title, then what the budget holds
    assert sum(estimate_tokens(line) for line in lines) <= 1500
    home = home_with_personas
    last = sorted((home / "data/alice/sessions").iterdir())[-1]
    reply = [r for r in records(last) if r["kind"] == "turn" and r["role"] == "assistant"][-1]
    [item] = [i for i in reply["context"] if i.get("excerpt")]
    assert item["excerpt"]["of"] == len(letter) and all(s < e for s, e in item["excerpt"]["parts"])
    kept = "".join(letter[s:e] for s, e in item["excerpt"]["parts"])
    assert DOG_EN in kept

    newest = json.loads(cli("sessions", "list", "alice", "--json").stdout)[0]["id"]
    replay = cli("replay", newest, "--show-context", "--instant")
    shown_context = replay.stdout.split("memory in context:")[-1]
    assert f"user: {MARK} " in shown_context  # shown as the excerpt it was, not from the letter's start
    assert letter[:60] not in shown_context

    search = json.loads(cli("memory", "search", "alice", "lighthouse keeper's dog", "--json").stdout)
    [turn] = [t for p in search["turns"] for t in p["turns"] if t.get("excerpt")]
    assert DOG_EN in turn["text"] and turn["chars"] == len(letter) and turn["text"].startswith(MARK)
    lines_out = cli("memory", "search", "alice", "lighthouse keeper's dog").stdout
    assert f"You: {MARK}" in lines_out

    recalled = cli("chat", "alice", input="/recall lighthouse keeper's dog\n").stderr
    assert f"you: {MARK}" in recalled


def test_the_model_receives_a_long_chinese_message_in_her_own_words(cli, script: Script, home_with_personas) -> None:  # type: ignore[no-untyped-def]
    letter = letter_zh(2000, 0.8)
    script.add("chat", "豆豆真可爱，灯塔下面睡觉的小狗。")
    assert cli("chat", "lin", input=letter + "\n").exit_code == 0
    for n in range(5):
        assert cli("chat", "lin", input=f"随便聊聊第{n}次\n").exit_code == 0
    assert cli("chat", "lin", input="我家小狗叫什么名字？\n").exit_code == 0
    system = system_prompt(script.requests("chat")[-1])
    earlier = system.split("[记忆·更早的对话]")[1].split("[记忆·最近对话]")[0]
    assert DOG_ZH in earlier and f"{labels('zh')['user_said']}: {MARK}" in earlier and letter not in system
    assert "…处是略去的文字" in earlier
    lines = earlier.strip().splitlines()[1:]
    assert sum(estimate_tokens(line) for line in lines) <= 1500
    assert labels("zh")["forgotten"] not in earlier


def test_a_letter_pasted_in_the_last_session_is_recalled_though_among_the_last_turns(
    cli, script: Script, home_with_personas
) -> None:  # type: ignore[no-untyped-def]
    """The last turns of earlier sessions are the recent track's, and recall left them out: a letter too long for
    that track was shown in neither, and its reply alone stood for it (with every turn before it: the track stopped
    at it)."""
    letter = letter_en(9000, 0.7)
    assert cli("chat", "alice", input="I bought new boots for the walk\n").exit_code == 0
    script.add("chat", "What a letter! I loved the lighthouse keeper's dog.")
    assert cli("chat", "alice", input=letter + "\n").exit_code == 0
    assert cli("chat", "alice", input="What was the lighthouse keeper's dog called?\n").exit_code == 0
    system = system_prompt(script.requests("chat")[-1])
    earlier = _earlier(system)
    recent = system.split("[memory: recent conversation]")[1]
    assert DOG_EN in earlier and f"They said: {MARK} " in earlier
    assert "What a letter!" in recent and "new boots" in recent  # the turns around it, in the recent track
    assert DOG_EN not in recent and letter not in system


def test_mcp_recall_gives_the_excerpt_with_a_forgotten_value_masked_before_it_was_cut(
    fake_llm: FakeOpenAI, tmp_path: Path
) -> None:
    home = make_home(tmp_path / "home")
    twin = home / "data" / "alice"
    said = DOG_EN.replace("every night.", "every night at 42 Harbour Lane.")
    letter = letter_en(9000, 0.5).replace(DOG_EN, said)
    writer = session(twin, T0, [("user", letter), ("assistant", "What a letter.")])
    facts = FactStore(twin)
    quote = "he slept by the lamp every night at 42 Harbour Lane"
    evidence = {"session": writer.id, "turn": writer.turns[0].id, "quote": quote}
    where = facts.assert_fact("user", "address", "42 Harbour Lane", source="user", confidence=0.9, cause="test",
                              said_at=T0, evidence=evidence)  # fmt: skip
    facts.retire(where.id, reason="user", cause="forget", at=T0 + timedelta(days=1))
    facts.close()

    async def body(mcp) -> dict:  # type: ignore[no-untyped-def]
        return await call(mcp, "recall", query="What was the lighthouse keeper's dog called?")

    found = with_mcp(home, fake_llm, body)
    [turn] = [t for p in found["turns"] for t in p["turns"] if t.get("excerpt")]
    assert turn["text"].startswith(MARK)  # and its length as masked: the forgotten words' own is not told either
    assert turn["chars"] == len(letter.replace(quote, "[forgotten]")) != len(letter)  # the quote that told it
    assert "dog was called Biscuit" in turn["text"] and "[forgotten]" in turn["text"]
    assert not any(piece in json.dumps(found) for piece in ("Harbour", "arbour", "42 H"))


def test_a_passage_counts_only_the_turns_it_shows_when_the_recent_track_shows_the_others(tmp_path: Path) -> None:
    """A turn among the last ones of earlier sessions is the recent track's: the passage it was recalled in leaves
    it out, and its tokens are those of what it still shows."""
    asked = "What should I plant on the sunny balcony this spring?"
    said = [("user", asked), ("assistant", "Tomatoes love a sunny balcony, and basil beside them.")]
    said += [turn for n in range(3) for turn in (("user", f"Small talk {n}."), ("assistant", "Yes."))]
    said += [("user", "Good night.")]  # 9 turns: the question is the one before the last 8
    session(tmp_path, NOW - timedelta(days=1), said)
    settings = ContextSettings()
    view = MemoryReader(tmp_path).view(settings, message="sunny balcony plant spring", at=NOW)
    _, kept = recent_block(view.earlier_turns, "en", settings.recent_tokens, view.masks, view)
    shown = {t.id for t in kept}  # as build_context leaves them out
    [passage] = [k for p in view.passages if (k := p.without(shown)) and any(h.text == asked for h in k.turns)]
    assert [h.text for h in passage.turns] == [asked]  # its answer is among the last 8 turns: the recent track's
    assert passage.tokens == 6 + estimate_tokens(asked) + 4


def test_a_message_the_recent_track_has_no_room_for_after_newer_turns_is_recalled(
    cli, script: Script, home_with_personas
) -> None:  # type: ignore[no-untyped-def]
    """A message that fits the recent track alone, but not after the turns said after it, was shown in neither:
    recall left out every turn among the last ones, the track stopped at it (review, 2026-12-06)."""
    letter = letter_en(5200, 0.5)  # about 1,300 tokens: within the track's 1,500 alone
    assert 1200 < estimate_tokens(letter) < 1400, estimate_tokens(letter)
    script.add("chat", "What a letter.")
    after = " ".join(["We talked about the weather and the long walk along the coast."] * 12)  # ~170 tokens each
    assert cli("chat", "alice", input=f"{letter}\n{after} One.\n{after} Two.\n").exit_code == 0
    assert cli("chat", "alice", input="What was the lighthouse keeper's dog called?\n").exit_code == 0
    system = system_prompt(script.requests("chat")[-1])
    recent = system.split("[memory: recent conversation]")[1] if "[memory: recent conversation]" in system else ""
    assert DOG_EN in system, system[-3000:]  # in one track or the other
    assert DOG_EN in _earlier(system) and DOG_EN not in recent  # recalled: the track had no room for it
    assert system.count("Biscuit") == 1
