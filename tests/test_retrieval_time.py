"""Time words in a message: the window they name, in English and Chinese."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from twin.recall.timewords import mentions, time_hint, time_hints, zh_number

NOW = datetime(2024, 5, 23, 15, 30, tzinfo=timezone(timedelta(hours=8)))


def day(month: int, d: int, year: int = 2024) -> datetime:
    return datetime(year, month, d, tzinfo=NOW.tzinfo)


@pytest.mark.parametrize(
    ("message", "start", "end", "rest"),
    [
        ("What did I say in March?", day(3, 1), day(4, 1), "What did I say ?"),
        ("三月的时候我说了什么", day(3, 1), day(4, 1), "的时候我说了什么"),
        ("十二月去了哪里", day(12, 1, 2023), day(1, 1), "去了哪里"),
        ("in June", day(6, 1, 2023), day(7, 1, 2023), ""),
        ("last March", day(3, 1, 2023), day(4, 1, 2023), ""),
        ("yesterday I ran", day(5, 22), day(5, 23), "I ran"),
        ("昨天我跑步了", day(5, 22), day(5, 23), "我跑步了"),
        ("last week", day(5, 13), day(5, 20), ""),
        ("上周的会议", day(5, 13), day(5, 20), "的会议"),
        ("上个月", day(4, 1), day(5, 1), ""),
        ("去年的旅行", day(1, 1, 2023), day(1, 1), "的旅行"),
        ("on March 5", day(3, 5), day(3, 6), ""),
        ("3月5日那天", day(3, 5), day(3, 6), "那天"),
        ("2023年的计划", day(1, 1, 2023), day(1, 1), "的计划"),
    ],
)
def test_a_time_word_names_a_window_and_leaves_the_rest_of_the_message(
    message: str, start: datetime, end: datetime, rest: str
) -> None:
    hint = time_hint(message, NOW)
    assert hint is not None
    assert (hint.start, hint.end) == (start, end)
    assert hint.rest == rest


def test_ago_is_a_window_around_that_time() -> None:
    two_weeks = time_hint("What did we plan two weeks ago?", NOW)
    assert two_weeks is not None and two_weeks.start == day(5, 6) and two_weeks.end == day(5, 13)
    three_days = time_hint("3天前我们聊过", NOW)
    assert three_days is not None and three_days.contains(day(5, 20, 2024) + timedelta(hours=12))
    assert not three_days.contains(day(5, 15))
    assert time_hint("两周前", NOW).contains(day(5, 9))  # type: ignore[union-attr]


def test_last_time_points_at_the_previous_session_and_recently_at_new_things() -> None:
    for message in ("What did we talk about last time?", "上次聊了什么", "上回你说"):
        hint = time_hint(message, NOW)
        assert hint is not None and hint.last_session and not hint.recent
    recent = time_hint("最近怎么样", NOW)
    assert recent is not None and recent.recent and not recent.last_session


def test_a_message_without_time_words_has_no_window() -> None:
    assert time_hint("I may go hiking", NOW) is None
    assert time_hint("我喜欢吃火锅", NOW) is None


def test_chinese_numerals() -> None:
    assert [zh_number(t) for t in ("三", "十", "十二", "二十", "两", "15")] == [3, 10, 12, 20, 2, 15]


def test_an_exact_time_wins_over_a_vague_one_and_the_longest_expression_where_two_begin() -> None:
    exact = time_hint("What did Joanna recently watch on February 7, 2024?", NOW)
    assert exact is not None and (exact.start, exact.end) == (day(2, 7), day(2, 8)) and exact.absolute
    assert "recently" in exact.rest
    both = time_hint("我去年三月去过杭州", NOW)
    assert both is not None and (both.start, both.end) == (day(3, 1, 2023), day(4, 1, 2023))


def test_may_is_a_month_only_where_it_reads_as_one() -> None:
    for message in ("Who joined Nate's family in May 2022?", "in May", "May, 2022 was busy"):
        hint = time_hint(message, NOW)
        assert hint is not None and hint.start is not None and hint.start.month == 5, message
    assert time_hint("You may be right", NOW) is None


def test_as_of_and_since_open_one_side_of_the_window() -> None:
    as_of = time_hint("Where did Tim work as of November 2023?", NOW)
    assert as_of is not None and as_of.start is None and as_of.end == day(12, 1, 2023)
    assert as_of.rest == "Where did Tim work ?"
    since = time_hint("What changed since March 2024?", NOW)
    assert since is not None and since.start == day(3, 1) and since.end == NOW
    by = time_hint("截至2023年5月的计划", NOW)
    assert by is not None and by.start is None and by.end == day(6, 1, 2023)


def test_a_turn_speaks_of_times_read_from_when_it_was_said() -> None:
    said = datetime(2023, 5, 8, 20, 0, tzinfo=NOW.tzinfo)
    spoken = mentions("She gave it to me in 2010 in Paris, and yesterday I went back.", said)
    assert spoken == [(day(1, 1, 2010), day(1, 1, 2011)), (day(5, 7, 2023), day(5, 8, 2023))]
    autumn = datetime(2023, 9, 8, tzinfo=NOW.tzinfo)
    assert mentions("我去年三月去过杭州", autumn) == [(day(3, 1, 2022), day(4, 1, 2022))]
    assert mentions("Nothing about when here.", said) == []
    assert mentions("I may go there recently, last time it rained", said) == []


@pytest.mark.parametrize(
    ("message", "start", "end"),
    [
        ("去年秋天我们家添了什么大件？", day(9, 1, 2023), day(12, 1, 2023)),
        ("What state did Joanna visit in summer 2021?", day(6, 1, 2021), day(9, 1, 2021)),
        ("last winter", day(12, 1, 2023), day(3, 1)),
        ("this spring", day(3, 1), day(6, 1)),
        ("last spring", day(3, 1, 2023), day(6, 1, 2023)),  # it is spring now: the one before
        ("今年一月开家长会", day(1, 1), day(2, 1)),
        ("前年十二月吃的那顿", day(12, 1, 2022), day(1, 1, 2023)),
    ],
)
def test_seasons_and_a_year_before_a_month(message: str, start: datetime, end: datetime) -> None:
    hint = time_hint(message, NOW)
    assert hint is not None and (hint.start, hint.end) == (start, end) and hint.absolute


def test_a_message_may_name_several_times_and_all_of_them_leave_its_words() -> None:
    hints = time_hints("Where did we go last summer, and what did I buy in March?", NOW)
    assert [(h.start, h.end) for h in hints] == [(day(6, 1, 2023), day(9, 1, 2023)), (day(3, 1), day(4, 1))]
    assert hints[0].rest == "Where did we go , and what did I buy ?"


def test_a_turn_does_not_speak_of_the_time_it_was_said_in() -> None:
    said = datetime(2024, 2, 20, 9, 0, tzinfo=NOW.tzinfo)
    assert mentions("今天好冷，今年冬天特别长", said) == []
    assert mentions("二月份刘经理约我吃饭", datetime(2024, 6, 2, tzinfo=NOW.tzinfo)) == [(day(2, 1), day(3, 1))]


def test_traditional_time_words_are_read_and_a_turn_written_so_speaks_of_its_time() -> None:
    said = day(5, 23)
    assert mentions("我上週去了臺北", said) == mentions("我上周去了台北", said) != []
