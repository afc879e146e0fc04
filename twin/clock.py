"""Time in one place: the clock, ISO 8601 times, epoch seconds, local dates, and DATE arguments.

The clock is the one source of "now" for everything twin records and reads.
Tests and simulations set it: `TWIN_NOW` (an ISO time, read at every call) in
the environment of a process, or `set_clock(moment)` inside one; a clock set
that way stands still. Times are written as ISO 8601 with their zone, to the
millisecond (`to_iso`), and compared as epoch seconds (`epoch`).

DATE arguments (`--as-of`), for a moment to read memory at:

- An ISO time (`2024-03-01T14:30`, `2024-03-01 14:30:00+08:00`, `...Z`) is
  that moment; without a zone it is local time. A local time the clocks skip
  when summer time begins (02:30 on such a night) is refused, not moved an
  hour; one they pass twice when it ends means the first of the two.
- A date without a time (`2024-03-01`, `2024/3/1`, `2024年3月1日`) means the
  end of that day (23:59:59.999999 local): "as of 1 March" includes all of
  1 March. A month (`2024-03`, `2024年3月`) means the end of its last day.
- `now`, `today` (`现在`, `今天`) mean now: nothing later is known yet.
- `yesterday` (`昨天`) and `the day before yesterday` (`前天`) mean the end of
  that day.
- `N minutes|hours|days|weeks|months|years ago` (`N分钟前`, `N小时前`,
  `N天前`, `N周前`, `N个月前`, `N年前`; Chinese numerals too: `两周前`) count
  back from now, keeping the time of day; a month back keeps the day of the
  month where it exists (31 March - 1 month = 28 or 29 February).
- `last week|month|year` (`上周`, `上个月`, `去年`) mean one week, month or year
  before now.

Nothing later than now is known, so a DATE never reads later than now: today's
date, or this month, means now; a day, month or time that has not begun yet
(`2099-01-01`, a typo of the year) is refused rather than quietly read as now.
A DATE outside the calendar (`10000 years ago`) is refused too.
"""

from __future__ import annotations

import os
import re
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from twin.errors import UsageError
from twin.wordlists import simplified

_set: datetime | None = None


def set_clock(moment: datetime | None) -> None:
    """Make `now()` answer `moment` (None: the real time again). For tests and simulations."""
    global _set
    _set = moment if moment is None or moment.tzinfo else moment.astimezone()


def now() -> datetime:
    """The current time, local zone attached: the real clock, unless `set_clock` or `TWIN_NOW` set one."""
    if _set is not None:
        return _set.astimezone()
    fixed = os.environ.get("TWIN_NOW")
    if fixed:
        try:
            return parse_time(fixed).astimezone()
        except ValueError:
            raise UsageError(
                f"TWIN_NOW is not an ISO time: {fixed!r}.",
                "Unset it, or give an ISO time such as 2024-03-01T14:30.",
                zh=(
                    f"TWIN_NOW 不是 ISO 时间：{fixed!r}。",
                    "取消这个变量，或者给一个 ISO 时间，比如 2024-03-01T14:30。",
                ),
            ) from None
    return datetime.now(UTC).astimezone()


def to_iso(moment: datetime) -> str:
    """ISO 8601 with the zone, to the millisecond (naive means local time)."""
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return moment.isoformat(timespec="milliseconds")


def parse_time(text: str) -> datetime:
    """An ISO 8601 time (naive means local time); ValueError when it is not one."""
    moment = datetime.fromisoformat(text)
    return moment if moment.tzinfo else moment.astimezone()


def epoch(value: Any) -> float | None:
    """An ISO 8601 time as epoch seconds; None when it is missing or not a time."""
    if not isinstance(value, str) or not value:
        return None
    try:
        return parse_time(value).timestamp()
    except ValueError:
        return None


def iso_of(seconds: float, like: str | None = None) -> str:
    """Epoch seconds as ISO 8601 in the local zone, or in the offset of `like` (a time as stored): a fact's `until`
    spelled as its `valid_from` is, not in a zone of the read's own (a home written in UTC and read under
    Asia/Shanghai mixed +00:00 and +08:00 in one object)."""
    if like:
        try:
            zone = parse_time(like).tzinfo
        except ValueError:
            zone = None
        if zone is not None:
            return to_iso(datetime.fromtimestamp(seconds, zone))
    return to_iso(datetime.fromtimestamp(seconds).astimezone())


def local(ts: str | datetime) -> datetime:
    """A time in the local zone."""
    return (parse_time(ts) if isinstance(ts, str) else ts).astimezone()


def local_minute(ts: str | datetime | None) -> str:
    """`YYYY-MM-DD HH:MM`, local time; "?" when it is not a time."""
    try:
        if not ts:
            return "?"
        at = local(ts)
        return f"{at.year:04d}-{at:%m-%d %H:%M}"  # (glibc's %Y writes the year 99 as "99")
    except (TypeError, ValueError):
        return "?"


def local_day(ts: str | datetime | None) -> str:
    """`YYYY-MM-DD`, local time; "?" when it is not a time."""
    return local_minute(ts)[:10]


def clock_time(ts: str, previous: str | None = None) -> str:
    """A turn's time: HH:MM:SS, with the date in front when it differs from the previous turn's."""
    try:
        moment = local(ts)
    except (TypeError, ValueError):
        return "?"
    try:
        same_day = previous is not None and local(previous).date() == moment.date()
    except (TypeError, ValueError):
        same_day = False
    return moment.strftime("%H:%M:%S" if same_day else "%Y-%m-%d %H:%M:%S")


# -- DATE arguments ----------------------------------------------------------------------------
HINT = (
    "Use an ISO date or time (2024-03-01, 2024-03-01T14:30), or words: now, yesterday, 3 days ago, "
    "2 weeks ago, last month, 昨天, 3天前, 两周前, 上个月."
)
HINT_ZH = (
    "用 ISO 日期或时间（2024-03-01、2024-03-01T14:30），或者这样的说法：昨天、3天前、两周前、上个月、"
    "now、yesterday、3 days ago。"
)
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_WORDS |= {"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_ZH_UNITS = {"十": 10, "百": 100, "千": 1000}
_ZH = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_UNITS = {
    "minute": "minutes", "min": "minutes", "hour": "hours", "hr": "hours", "h": "hours", "day": "days", "d": "days",
    "week": "weeks", "wk": "weeks", "w": "weeks", "month": "months", "mo": "months", "year": "years", "yr": "years",
    "y": "years", "分钟": "minutes", "分": "minutes", "小时": "hours", "钟头": "hours", "天": "days", "日": "days",
    "周": "weeks", "星期": "weeks", "礼拜": "weeks", "月": "months", "年": "years",
}  # fmt: skip
_EN_AGO = re.compile(r"^(\d+|[a-z]+)\s*([a-z]+?)s?\s+ago$")
_ZH_AGO = re.compile(
    r"^([0-9零〇一二两三四五六七八九十百]+)\s*个?\s*(分钟|分|小时|钟头|天|日|周|星期|礼拜|月|年)\s*(?:之|以)?前$"
)
_ISO_DAY = re.compile(r"^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$")
_ISO_MONTH = re.compile(r"^(\d{4})[-/](\d{1,2})$")
_ZH_DAY = re.compile(r"^(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]\s*(\d{1,2}[:：]\d{2}(?:[:：]\d{2})?)?$")
_ZH_MONTH = re.compile(r"^(\d{4})\s*年\s*(\d{1,2})\s*月$")
_NAMED = {
    "now": ("now", 0), "today": ("now", 0), "现在": ("now", 0), "此刻": ("now", 0), "今天": ("now", 0),
    "yesterday": ("day", 1), "昨天": ("day", 1), "昨日": ("day", 1), "the day before yesterday": ("day", 2),
    "day before yesterday": ("day", 2), "前天": ("day", 2), "last week": ("weeks", 1), "上周": ("weeks", 1),
    "上星期": ("weeks", 1), "上个星期": ("weeks", 1), "上礼拜": ("weeks", 1), "last month": ("months", 1),
    "上个月": ("months", 1), "上月": ("months", 1), "last year": ("years", 1), "去年": ("years", 1),
    # times to come, read to be refused as later than now (not as words that cannot be read)
    "tomorrow": ("day", -1), "明天": ("day", -1), "明日": ("day", -1), "the day after tomorrow": ("day", -2),
    "day after tomorrow": ("day", -2), "后天": ("day", -2), "next week": ("weeks", -1), "下周": ("weeks", -1),
    "下星期": ("weeks", -1), "下个星期": ("weeks", -1), "下礼拜": ("weeks", -1), "next month": ("months", -1),
    "下个月": ("months", -1), "下月": ("months", -1), "next year": ("years", -1), "明年": ("years", -1),
}  # fmt: skip


def zh_number(text: str) -> int:
    """A Chinese or Arabic numeral ("两" 2, "十二" 12, "一百零三" 103, "三千万" 30000000, "二〇二四" 2024, "15" 15):
    the one reading of numerals for time words, grounding and chapter checks."""
    if text.isdigit():
        return int(text)
    if not text or any(ch not in _ZH and ch not in _ZH_UNITS and ch != "万" for ch in text):
        raise ValueError(text)
    if not any(ch in _ZH_UNITS or ch == "万" for ch in text):  # 二〇二四 reads digit by digit
        return int("".join(str(_ZH[ch]) for ch in text))
    total, section, digit, unit = 0, 0, 0, 1
    for ch in text:
        if ch in _ZH:
            digit = _ZH[ch]
        elif ch == "万":
            total += ((section + digit) or 1) * 10000
            section, digit, unit = 0, 0, 10000
        else:
            section += (digit or 1) * _ZH_UNITS[ch]
            digit, unit = 0, _ZH_UNITS[ch]
    if unit >= 100 and len(text) >= 2 and text[-2] in "百千万":  # 两万五 is 25000, 三千五 3500, 一百五 150 (一万零五
        # is 10005)
        digit *= unit // 10
    return total + section + digit


def end_of_day(day: date) -> datetime:
    """The last moment of `day`, local time."""
    return datetime.combine(day, time.max).astimezone()


def months_back(moment: datetime, months: int) -> datetime:
    """`moment` a number of calendar months earlier, the day clamped to the month's length."""
    index = moment.year * 12 + moment.month - 1 - months
    year, month = divmod(index, 12)
    month += 1
    last = (date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)).day
    return moment.replace(year=year, month=month, day=min(moment.day, last))


def back(current: datetime, unit: str, count: int) -> datetime:
    """`count` units of time before `current`."""
    if unit == "months":
        return months_back(current, count)
    if unit == "years":
        return months_back(current, 12 * count)
    return current - timedelta(**{unit: count})


def _calendar(year: int, month: int, day: int, text: str) -> date:
    try:
        return date(year, month, day)
    except ValueError:
        raise UsageError(f"There is no such day: {text!r}.", HINT, zh=(f"没有这一天：{text!r}。", HINT_ZH)) from None


def _day(day: date) -> tuple[datetime, datetime]:
    """When a day begins and its last moment, local time."""
    return datetime.combine(day, time.min).astimezone(), end_of_day(day)


def _month(year: int, month: int, text: str) -> tuple[datetime, datetime]:
    """When a month begins and the last moment of its last day, local time."""
    if not 1 <= month <= 12:
        raise UsageError(f"There is no such month: {text!r}.", HINT, zh=(f"没有这个月：{text!r}。", HINT_ZH))
    first_next = date(year + month // 12, month % 12 + 1, 1)
    return datetime.combine(date(year, month, 1), time.min).astimezone(), end_of_day(first_next - timedelta(days=1))


def parse_date(text: str, *, at: datetime | None = None) -> datetime:
    """A DATE argument as an aware datetime, counted back from `at` (default now), never later than it; UsageError
    when it does not parse, falls outside the calendar, or names a time that has not begun yet."""
    current = at or now()
    raw = " ".join(str(text).split())
    spoken = simplified(raw.casefold())  # 上個月 is 上个月
    if not spoken:
        raise UsageError("The date is empty.", HINT, zh=("日期是空的。", HINT_ZH))
    try:
        start, end = _moment(spoken, raw, current)
        end.timestamp()  # reads compare epoch seconds: a moment without them is outside the calendar too
    except (OverflowError, ValueError):  # "10000 years ago", "99999999 days ago", the first day of year 1
        beyond = (  # (0001-01-01 is in year 1, but its midnight here may be in year 0 in UTC)
            f"Cannot read the date {raw!r}: it is beyond the calendar (the years 1 to 9999, short of their very first "
            "and last hours in some time zones)."
        )
        beyond_zh = f"读不了日期 {raw!r}：它超出了日历（1 到 9999 年；在有些时区，两头最初和最后的几个小时也不行）。"
        raise UsageError(beyond, HINT, zh=(beyond_zh, HINT_ZH)) from None
    if start > current:
        raise UsageError(
            f"{raw!r} is later than now ({current:%Y-%m-%d %H:%M}): memory knows nothing after now.",
            "Leave out --as-of to read memory as it stands now, or give a time that has begun.",
            zh=(
                f"{raw!r} 比现在（{current:%Y-%m-%d %H:%M}）还晚：记忆不知道现在以后的事。",
                "去掉 --as-of，读现在的记忆；或者给一个已经到了的时间。",
            ),
        )
    return min(end, current)  # today, or this month, has begun: as of it means as of now, since nothing later is known


def _moment(spoken: str, raw: str, current: datetime) -> tuple[datetime, datetime]:
    """When the DATE `spoken` begins and the moment it stands for (the end of a day or a month); OverflowError or
    ValueError when that is outside the calendar."""
    if spoken in _NAMED:
        unit, count = _NAMED[spoken]
        if unit == "now":
            return current, current
        if unit == "day":
            last = end_of_day((current - timedelta(days=count)).date())
            return last, last
        moment = back(current, unit, count)
        return moment, moment
    ago = _EN_AGO.match(spoken)
    if ago and ago.group(2) in _UNITS and (ago.group(1).isdigit() or ago.group(1) in _WORDS):
        count = int(ago.group(1)) if ago.group(1).isdigit() else _WORDS[ago.group(1)]
        moment = back(current, _UNITS[ago.group(2)], count)
        return moment, moment
    ago = _ZH_AGO.match(spoken)
    if ago:
        moment = back(current, _UNITS[ago.group(2)], zh_number(ago.group(1)))
        return moment, moment
    day = _ISO_DAY.match(spoken)
    if day:
        return _day(_calendar(int(day[1]), int(day[2]), int(day[3]), raw))
    month = _ISO_MONTH.match(spoken) or _ZH_MONTH.match(spoken)
    if month:
        return _month(int(month[1]), int(month[2]), raw)
    zh_day = _ZH_DAY.match(spoken)
    if zh_day:
        chosen = _calendar(int(zh_day[1]), int(zh_day[2]), int(zh_day[3]), raw)
        if not zh_day[4]:
            return _day(chosen)
        spoken = f"{chosen.isoformat()}T{zh_day[4].replace('：', ':')}"
    try:
        moment = datetime.fromisoformat(spoken.upper() if "t" in spoken or "z" in spoken else spoken)
    except ValueError:
        raise UsageError(f"Cannot read the date {raw!r}.", HINT, zh=(f"读不了日期 {raw!r}。", HINT_ZH)) from None
    if moment.tzinfo is None:
        wall, moment = moment, moment.astimezone()
        if moment.replace(tzinfo=None) != wall:  # a time the clocks skip: the C library moves it by the jump
            offset = f"{wall:%Y-%m-%dT%H:%M}{moment.isoformat(timespec='minutes')[16:]}"
            raise UsageError(
                f"There is no {wall:%H:%M} on {wall:%Y-%m-%d} here: the clocks skipped it ({raw!r}).",
                f"Give a time the clocks do not skip, or one with its offset ({offset}).",
                zh=(
                    f"这里的 {wall:%Y-%m-%d} 没有 {wall:%H:%M} 这个时刻：时钟跳过了它（{raw!r}）。",
                    f"给一个时钟不会跳过的时间，或者带上时差（{offset}）。",
                ),
            )
    return moment, moment
