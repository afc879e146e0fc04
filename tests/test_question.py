"""A message read as a person reads it: the question proper inside small talk, and a long question's parts."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests.test_index import session
from tests.test_retrieval import FILLER, NOW, indexed
from twin.recall import question
from twin.recall.retrieval import read_query, recall


@pytest.mark.parametrize(
    ("message", "proper", "aside"),
    [
        ("不好意思打扰了，上周太忙了……我真正想问的是，我妹妹那家茶馆叫什么？", "我妹妹那家茶馆叫什么？",
         "不好意思打扰了，上周太忙了……"),
        ("Busy week, my boss moved the deadline again. Anyway, what was the vet called?", "what was the vet called?",
         "Busy week, my boss moved the deadline again."),
        ("今天下雨了，心情一般。你还记得我养的那只猫叫什么吗？", "你还记得我养的那只猫叫什么吗？",
         "今天下雨了，心情一般。"),
        ("I went hiking last week. It was lovely. What did I say about the new job?",
         "What did I say about the new job?", "I went hiking last week. It was lovely."),
        ("What did I say about the new job?", "What did I say about the new job?", ""),
        ("我想知道我们上次聊了什么", "我想知道我们上次聊了什么", ""),  # a marker at the start marks nothing
        ("对了。", "对了。", ""),
        ("他住院是为什么？顺便问一下，你去哪儿了？", "他住院是为什么？顺便问一下，你去哪儿了？", ""),
    ],
)  # fmt: skip
def test_the_question_proper_is_found_inside_small_talk(message: str, proper: str, aside: str) -> None:
    reading = question.read(message)
    assert (reading.proper, reading.aside) == (proper, aside)


def test_a_long_question_is_cut_into_its_clauses() -> None:
    assert question.parts('Who said "the quick brown fox", and where did we eat after?') == [
        "Who said the quick brown fox",  # a short clause goes with the next
        "where did we eat after",
    ]
    assert question.parts("short") == ["short"]
    assert len(question.parts(", ".join(f"clause number {n} of many" for n in range(9)))) == question.MAX_PARTS


def test_time_words_in_the_small_talk_open_no_window(tmp_path: Path) -> None:
    teahouse = session(tmp_path, datetime(2023, 10, 3, tzinfo=UTC), [
        ("user", "我妹妹在成都开了一家茶馆，叫竹间。"), ("assistant", "名字真好听。"),
    ])  # fmt: skip
    for day in range(1, 7):  # last week's chatter, which shares words with the small talk
        session(tmp_path, NOW - timedelta(days=7 + day), [("user", "这周太忙了，不好意思，一直在加班。"), *FILLER])
    message = "不好意思打扰了，上周太忙了……我真正想问的是，我妹妹那家茶馆叫什么？"
    index = indexed(tmp_path)
    query = read_query(index, message, NOW, None, None)
    assert query.hint is None and "茶馆" in query.terms and "忙" in query.aside_terms
    found = recall(index, message, now=NOW, turn_budget=200, fact_budget=0, chapter_budget=0)
    assert found.turns[0].turns[0].id == teahouse.turns[0].id


def test_every_part_of_a_long_question_gets_its_share_of_the_terms(tmp_path: Path) -> None:
    """A long quoted line cannot use up the search terms: the part after it, in commoner words, still finds its
    turn."""
    line = ("amber lanterns drifted over quiet harbours while violet gulls circled copper lighthouses and seventeen "
            "silver foxes danced beside crooked orchards under a velvet moon where sleepy whales hummed ancient "
            "ballads to wandering comets and paper boats carried forgotten letters toward distant emerald islands "
            "beyond frozen waterfalls")  # fmt: skip
    poem = session(tmp_path, datetime(2023, 3, 1, tzinfo=UTC), [("user", f"My favourite lines: {line}."), *FILLER])
    tram = session(tmp_path, datetime(2023, 4, 1, tzinfo=UTC), [
        ("user", "Grandpa used to recite it on the tram."), ("assistant", "What a memory."),
    ])  # fmt: skip
    for day in range(30):  # grandpa and the tram come up often; the quote's words nowhere else
        session(tmp_path, datetime(2023, 5, 1, tzinfo=UTC) + timedelta(days=day), [
            ("user", f"Grandpa took the tram to the market, day {day}."), ("assistant", "Nice."),
            ("user", "He likes to recite the prices."), ("assistant", "Ha."),
        ])  # fmt: skip
    message = f'Who recited "{line}" to me, and did grandpa recite it on the tram?'
    index = indexed(tmp_path)
    assert read_query(index, message, NOW, None, None).parts
    found = recall(index, message, now=NOW, turn_budget=10**6, fact_budget=0, chapter_budget=0)
    ids = [item["id"] for item in found.items]
    assert poem.turns[0].id in ids[:5] and tram.turns[0].id in ids[:5]


def test_whom_a_message_speaks_to() -> None:
    from twin.recall.question import addressed

    assert addressed("Alice, what do I play on Sundays?") == "Alice"
    assert addressed("What do I play on Sundays, Alice?") == "Alice"
    assert addressed("小林，我周日弹什么？") == "小林"
    assert addressed("我周日弹什么，小林？") == "小林"
    assert addressed("What instruments does Melanie play?") == ""
    assert addressed("我们上次聊到哪儿了，你还记得吗？") == ""  # a clause before the comma, not a name
