"""DATE arguments: ISO forms, a date meaning the end of its day, and relative words in English and Chinese."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta, timezone

import pytest

from twin.clock import parse_date, zh_number
from twin.errors import UsageError

NOW = datetime(2024, 3, 31, 15, 30, tzinfo=UTC)
END = timedelta(hours=23, minutes=59, seconds=59, microseconds=999999)


@pytest.fixture(autouse=True)
def utc(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()


def at(text: str) -> datetime:
    return parse_date(text, at=NOW)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("now", NOW),
        ("today", NOW),
        ("现在", NOW),
        ("今天", NOW),
        ("yesterday", datetime(2024, 3, 30, tzinfo=UTC) + END),
        ("Yesterday", datetime(2024, 3, 30, tzinfo=UTC) + END),
        ("昨天", datetime(2024, 3, 30, tzinfo=UTC) + END),
        ("前天", datetime(2024, 3, 29, tzinfo=UTC) + END),
        ("3 days ago", NOW - timedelta(days=3)),
        ("a day ago", NOW - timedelta(days=1)),
        ("2 weeks ago", NOW - timedelta(weeks=2)),
        ("an hour ago", NOW - timedelta(hours=1)),
        ("10 minutes ago", NOW - timedelta(minutes=10)),
        ("3天前", NOW - timedelta(days=3)),
        ("两周前", NOW - timedelta(weeks=2)),
        ("十二天前", NOW - timedelta(days=12)),
        ("5 个小时前", NOW - timedelta(hours=5)),
        ("last week", NOW - timedelta(weeks=1)),
        ("上周", NOW - timedelta(weeks=1)),
        ("last month", datetime(2024, 2, 29, 15, 30, tzinfo=UTC)),  # 31 March - 1 month: the last day of February
        ("上个月", datetime(2024, 2, 29, 15, 30, tzinfo=UTC)),
        ("2 months ago", datetime(2024, 1, 31, 15, 30, tzinfo=UTC)),
        ("三个月前", datetime(2023, 12, 31, 15, 30, tzinfo=UTC)),
        ("last year", datetime(2023, 3, 31, 15, 30, tzinfo=UTC)),
        ("去年", datetime(2023, 3, 31, 15, 30, tzinfo=UTC)),
        ("2024-03-01", datetime(2024, 3, 1, tzinfo=UTC) + END),
        ("2024/3/1", datetime(2024, 3, 1, tzinfo=UTC) + END),
        ("2024年3月1日", datetime(2024, 3, 1, tzinfo=UTC) + END),
        ("2024年3月1日 14:30", datetime(2024, 3, 1, 14, 30, tzinfo=UTC)),
        ("2024-02", datetime(2024, 2, 29, tzinfo=UTC) + END),
        ("2024年2月", datetime(2024, 2, 29, tzinfo=UTC) + END),
        ("2024-03-01T14:30", datetime(2024, 3, 1, 14, 30, tzinfo=UTC)),
        ("2024-03-01 14:30:15", datetime(2024, 3, 1, 14, 30, 15, tzinfo=UTC)),
        ("2024-03-01t14:30z", datetime(2024, 3, 1, 14, 30, tzinfo=UTC)),
    ],
)
def test_dates_people_write(text: str, expected: datetime) -> None:
    assert at(text) == expected


def test_a_zone_is_kept_and_naive_means_local(monkeypatch: pytest.MonkeyPatch) -> None:
    eight = timezone(timedelta(hours=8))
    assert at("2024-03-01T14:30+08:00") == datetime(2024, 3, 1, 14, 30, tzinfo=eight)
    monkeypatch.setenv("TZ", "Asia/Shanghai")
    time.tzset()
    local = at("2024-03-01 14:30")
    assert local.utcoffset() == timedelta(hours=8) and local.hour == 14
    assert at("2024-03-01") == datetime(2024, 3, 1, 23, 59, 59, 999999, tzinfo=eight)


def test_a_local_time_the_clocks_skip_is_refused_and_one_they_pass_twice_is_the_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TZ", "America/New_York")  # summer time began at 02:00 on 10 March 2024, ended on 3 November
    time.tzset()
    for text in ("2024-03-10 02:30", "2024-03-10T02:00:01"):
        with pytest.raises(UsageError) as raised:
            at(text)
        assert "clocks skipped it" in raised.value.message and "-05:00" in raised.value.hint
    assert at("2024-03-10T02:30-05:00") == datetime(2024, 3, 10, 7, 30, tzinfo=UTC)  # the offset the hint names
    assert at("2024-03-10 03:30") == datetime(2024, 3, 10, 7, 30, tzinfo=UTC)
    assert at("2024-03-10 01:59") == datetime(2024, 3, 10, 6, 59, tzinfo=UTC)
    assert at("2024-03-10") == datetime(2024, 3, 11, 3, 59, 59, 999999, tzinfo=UTC)  # the day itself is whole
    assert at("2023-11-05 01:30") == datetime(2023, 11, 5, 5, 30, tzinfo=UTC)  # 01:30 EDT, the first of the two


@pytest.mark.parametrize("text", ["", "  ", "soon", "3 parsecs ago", "2024-13-01", "2024-02-30", "2024年13月", "next"])
def test_what_does_not_parse_says_how_to_write_it(text: str) -> None:
    with pytest.raises(UsageError) as raised:
        at(text)
    assert "3 days ago" in raised.value.hint and "上个月" in raised.value.hint


@pytest.mark.parametrize(
    "text", ["99999999 days ago", "10000 years ago", "99999年前", "9999999999 weeks ago", "0001-01-01"]
)
def test_a_date_beyond_the_calendar_is_refused_as_a_date(text: str) -> None:
    with pytest.raises(UsageError) as raised:
        at(text)
    assert raised.value.message.startswith("Cannot read the date") and "3 days ago" in raised.value.hint
    assert "short of their very first and last hours" in raised.value.message  # 0001-01-01 is in year 1: said why


def test_nothing_later_than_now_is_known() -> None:
    assert at("2024-03-31") == NOW and at("2024-03") == NOW and at("2024年3月31日") == NOW  # begun: as of now
    assert at("2024-03-31T15:00") == NOW - timedelta(minutes=30)
    # (a word for a time to come is read, and refused as such: "Cannot read the date 'tomorrow'" said it was not read)
    for text in ("2024-04-01", "9999-12-31", "2024-03-31T16:00", "2024年4月", "tomorrow", "明天", "下个月", "明年"):
        with pytest.raises(UsageError) as raised:
            at(text)
        assert raised.value.message == f"{text!r} is later than now (2024-03-31 15:30): memory knows nothing after now."
        assert "Leave out --as-of" in raised.value.hint


def test_chinese_numerals() -> None:
    assert [zh_number(t) for t in ("两", "十", "十二", "二十", "二十五", "一百零三", "7")] == [
        2,
        10,
        12,
        20,
        25,
        103,
        7,
    ]


def test_one_reading_of_chinese_numerals_for_every_caller() -> None:
    from twin.narrative.grounding import arabic

    assert [zh_number(t) for t in ("十万", "三千万", "一万二千", "二〇二四")] == [100000, 30000000, 12000, 2024]
    assert arabic("我今年三十五岁，一九八八年出生，一只猫") == "我今年35岁，1988年出生，一只猫"
    # the spoken short form: the last digit counts in the unit below the one before it (两万五 is 25,000, not 20,005)
    spoken = ("两万五", "三千五", "一百五", "一万零五", "两万五千")
    assert [zh_number(t) for t in spoken] == [25000, 3500, 150, 10005, 25000]
    assert arabic("I make 72k a year, up at 7, not 7:30; $72,000, a 4K monitor") == (
        "I make 72000 a year, up at 7:00, not 7:30;  dollar 72000, a 4K monitor"
    )


def test_traditional_chinese_dates_read_as_simplified_ones() -> None:
    assert at("上個月") == at("上个月") and at("兩週前") == at("两周前") and at("上禮拜") == at("上礼拜")


def test_a_time_before_the_year_1000_is_shown_with_four_digits() -> None:
    """glibc's %Y writes the year 99 as "99": `--as-of 0099-03-02` said "No facts as of 99-03-02 23:59"."""
    from datetime import datetime

    from twin.clock import local_day, local_minute

    early = datetime(99, 3, 2, 23, 59).astimezone()
    assert local_minute(early) == "0099-03-02 23:59" and local_day(early) == "0099-03-02"
    assert local_minute(datetime(2026, 12, 5, 6, 7).astimezone()) == "2026-12-05 06:07"


def test_a_rule_skipped_for_want_of_a_word_it_needs_would_have_found_nothing() -> None:
    # each rule runs only where one of the words it needs is (timewords._RULES); run every rule everywhere, and the
    # same expressions come out
    from twin.recall import timewords

    said = [
        "last time we spoke",
        "上一次聊天",
        "上回说的",
        "3 weeks ago",
        "a couple of days ago",
        "三个月前",
        "几天以前",
        "the day before yesterday",
        "前天",
        "yesterday",
        "昨晚",
        "this morning",
        "earlier today",
        "tonight",
        "今早",
        "last week",
        "上个星期",
        "this week",
        "本周",
        "last month",
        "上个月",
        "this month",
        "这个月",
        "last year",
        "去年",
        "this year",
        "今年",
        "前年",
        "the other day",
        "a few days ago",
        "recently",
        "lately",
        "前些天",
        "最近",
        "近来",
        "on 3rd of March",
        "in Sept 14, 2023",
        "March 3",
        "Dec. 25 2024",
        "2024年3月5日",
        "三月五号",
        "last December",
        "in may 2023",
        "early May",
        "May, 2021",
        "去年十月",
        "2023年12月份",
        "last summer",
        "in the winter of 2019",
        "this fall",
        "今年春天",
        "去年冬季",
        "in 2010",
        "１９９８年",
        "2020年",
        "nothing here at all",
        "Mayday",
        "maybe later",
        "I ran 20 laps",
        "上班",
        "本来",
        "月亮",
        "前面",
    ]
    for text in said:
        for form in (text, text.upper(), f"well, {text}, you know"):
            ungated = [(m.span(), rule) for pattern, rule, _ in timewords._RULES for m in pattern.finditer(form)]
            ungated.sort(key=lambda s: (s[0][0], -s[0][1]))
            kept, reached = [], -1
            for span, rule in ungated:
                if span[0] >= reached:
                    kept.append((span, rule))
                    reached = span[1]
            assert [(m.span(), rule) for m, rule in timewords._expressions(form)] == kept, form
