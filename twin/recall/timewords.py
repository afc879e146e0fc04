"""Time words in a message ("last time", "上次", "in March", "三月", "two weeks ago") turned into a time window.

`time_hint(text, now)` finds the expression it knows that comes first (a vague
"recently" only when nothing more exact is said), returns the window it names
(start inclusive, end exclusive, in `now`'s zone) and the text with the
expression taken out, so the words "last", "time" or "月" do not count as
topic words in the search. "as of", "by", "before" or "until" in front of it
open the window's start, "since" or "after" its end ("as of November 2023":
anything said up to then).

`mentions(text, said)` reads the other way: the times a turn speaks of ("I got
it in 2010", "昨天"), each resolved from the moment it was said, so that a
question naming a time finds what happened then as well as what was said then.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from twin.clock import zh_number
from twin.wordlists import simplified

MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
    "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
    "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}  # fmt: skip
NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a couple of": 2, "couple of": 2, "a few": 3, "few": 3,
    "several": 3,
}  # fmt: skip
UNIT_DAYS = {
    "day": 1,
    "week": 7,
    "month": 30,
    "year": 365,
    "天": 1,
    "日": 1,
    "周": 7,
    "星期": 7,
    "礼拜": 7,
    "月": 30,
    "年": 365,
}

_MONTH = "|".join(sorted(MONTHS, key=len, reverse=True))
_NUMBER = r"\d+|" + "|".join(sorted(NUMBERS, key=len, reverse=True))
_ZH_NUM = r"[0-9零一二两三四五六七八九十]+"


@dataclass
class TimeHint:
    """A window of time a message points at, and how strongly."""

    start: datetime | None  # inclusive; None = open
    end: datetime | None  # exclusive; None = open
    label: str  # the words that named it
    last_session: bool = False  # "last time" / "上次": the most recent earlier session
    recent: bool = False  # "recently" / "最近": favour newer items, no hard window
    rest: str = ""  # the message without the time words
    absolute: bool = False  # a calendar time ("in 2010", "May 3", "三月"): its words may be said in the evidence too

    def contains(self, moment: datetime) -> bool:
        """Whether `moment` falls inside the window."""
        return (self.start is None or moment >= self.start) and (self.end is None or moment < self.end)


def _day(moment: datetime) -> datetime:
    return moment.replace(hour=0, minute=0, second=0, microsecond=0)


def _month_window(year: int, month: int, now: datetime) -> tuple[datetime, datetime]:
    start = _day(now).replace(year=year, month=month, day=1)
    end = start.replace(year=year + 1, month=1) if month == 12 else start.replace(month=month + 1)
    return start, end


def _latest_month(month: int, now: datetime, *, strictly_before: bool = False) -> tuple[datetime, datetime]:
    year = now.year if (month < now.month or (month == now.month and not strictly_before)) else now.year - 1
    return _month_window(year, month, now)


def _ago(amount: int, unit_days: int, now: datetime) -> tuple[datetime, datetime]:
    """A window around `amount` units before now, as wide as the unit is vague."""
    centre = _day(now) - timedelta(days=amount * unit_days)
    slack = timedelta(days=max(1, unit_days // 2 if unit_days > 1 else 1))
    return centre - slack, centre + timedelta(days=1) + slack


def _year_window(year: int, now: datetime) -> tuple[datetime, datetime]:
    start = _day(now).replace(year=year, month=1, day=1)
    return start, start.replace(year=year + 1)


SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12, "春": 3, "夏": 6, "秋": 9, "冬": 12}


def _season_window(groups: dict[str, str | None], now: datetime) -> tuple[datetime, datetime]:
    """Three months from the season's first (the northern seasons: spring from March, winter from December);
    without a year, the latest such season that has begun ("last summer": the one before, if it is summer now)."""
    first = SEASONS[str(groups["s"]).lower()]
    if first == 12 and now.month < 3 and (groups.get("this") or groups.get("rel") == "今年"):
        year = now.year - 1  # "this winter" in February: the one that began in December
    elif groups.get("y"):
        year = int(str(groups["y"]))
    else:
        year = now.year if (now.month, now.day) >= (first, 1) else now.year - 1
        start = _day(now).replace(year=year, month=first, day=1)
        if groups.get("last") and now < _add_months(start, 3):
            year -= 1
    start = _day(now).replace(year=year, month=first, day=1)
    return start, _add_months(start, 3)


def _add_months(moment: datetime, months: int) -> datetime:
    total = moment.month - 1 + months
    return moment.replace(year=moment.year + total // 12, month=total % 12 + 1)


def _week_window(now: datetime, weeks_back: int) -> tuple[datetime, datetime]:
    monday = _day(now) - timedelta(days=now.weekday()) - timedelta(weeks=weeks_back)
    return monday, monday + timedelta(weeks=1)


def _previous_month(now: datetime) -> tuple[datetime, datetime]:
    year, month = (now.year - 1, 12) if now.month == 1 else (now.year, now.month - 1)
    return _month_window(year, month, now)


_MONTHS3 = tuple("jan feb mar apr may jun jul aug sep oct nov dec".split())  # every month's name begins so
Rule = tuple[re.Pattern[str], str, tuple[str, ...]]  # a pattern, its rule, and words one of which it needs
_RULES: list[Rule] = [
    (re.compile(r"\b(?:the\s+)?last\s+(?:time|session|conversation|chat)\b|\bprevious\s+(?:time|session|conversation)\b"
                r"|上一?次|上回|上一回|前一次", re.I), "last_session", ("last", "previous", "上", "前一次")),
    (re.compile(rf"\b(?P<n>{_NUMBER})\s+(?P<u>day|week|month|year)s?\s+ago\b", re.I), "ago", ("ago",)),
    (re.compile(rf"(?P<n>{_ZH_NUM}|几)\s*(?:个)?\s*(?P<u>天|日|周|星期|礼拜|月|年)(?:以)?前"), "ago", ("前",)),
    (re.compile(r"\b(?:the\s+)?day\s+before\s+yesterday\b|前天"), "day-2", ("yesterday", "前天")),
    (re.compile(r"\byesterday\b|昨天|昨晚|昨日", re.I), "day-1", ("yesterday", "昨")),
    (re.compile(r"\b(?:today|this\s+morning|this\s+afternoon|tonight|earlier\s+today)\b|今天|今早|今晚|今日", re.I),
     "day-0", ("today", "morning", "afternoon", "tonight", "今")),
    (re.compile(r"\blast\s+week\b|上(?:个)?(?:周|星期|礼拜)", re.I), "week-1", ("last", "上")),
    (re.compile(r"\bthis\s+week\b|(?:这|本)(?:个)?(?:周|星期|礼拜)", re.I), "week-0", ("this", "这", "本")),
    (re.compile(r"\blast\s+month\b|上(?:个)?月", re.I), "month-1", ("last", "上")),
    (re.compile(r"\bthis\s+month\b|(?:这|本)(?:个)?月", re.I), "month-0", ("this", "这", "本")),
    (re.compile(r"\blast\s+year\b|去年", re.I), "year-1", ("last", "去年")),
    (re.compile(r"\bthis\s+year\b|今年", re.I), "year-0", ("this", "今年")),
    (re.compile(r"前年"), "year-2", ("前年",)),
    (re.compile(r"\b(?:the\s+other\s+day|a\s+few\s+days\s+ago|recently|lately)\b|前几天|前些天|最近|近来", re.I),
     "recent", ("other", "few", "recent", "lately", "前", "最近", "近来")),
    (re.compile(rf"\b(?:in\s+|on\s+)?(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m>{_MONTH})\b\.?"
                rf"(?:,?\s*(?P<y>\d{{4}}))?", re.I), "date", _MONTHS3),
    (re.compile(rf"\b(?:in\s+|on\s+)?(?P<m>{_MONTH})\.?\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s*(?P<y>\d{{4}}))?",
                re.I), "date", _MONTHS3),
    (re.compile(r"(?:(?P<y>\d{4})\s*年\s*)?(?P<m>[0-9一二三四五六七八九十]{1,3})\s*月\s*(?P<d>[0-9一二三四五六七八九十]{1,3})"
                r"\s*(?:日|号)"), "date", ("月",)),
    (re.compile(r"\b(?P<last>last\s+)?(?:in\s+)?(?P<m>january|february|march|april|june|july|august|september|october"
                r"|november|december)\b(?:\s+(?P<y>\d{4}))?", re.I), "month", _MONTHS3),
    # "may" is a verb far more often than a month: only with a year after it or "in", "of", "early" before it
    (re.compile(r"\b(?:(?P<last>last\s+)|(?:in|of|early|late|mid|during|since|until|by)\s+)(?P<m>may)\b"
                r"(?:\s+(?P<y>\d{4}))?|\b(?P<m2>may),?\s+(?P<y2>\d{4})\b", re.I), "month", ("may",)),
    (re.compile(r"(?P<rel>去年|今年|前年)?(?:(?P<y>\d{4})\s*年\s*)?(?P<m>十[一二]?|[一二三四五六七八九]|1[0-2]|0?[1-9])"
                r"\s*(?:月份|月)"), "month", ("月",)),
    (re.compile(r"\b(?:(?P<last>last)\s+|(?P<this>this)\s+|(?:in|during|over)\s+(?:the\s+)?)?(?P<s>spring|summer|autumn|fall"
                r"|winter)\b(?:\s+(?:of\s+)?(?P<y>(?:19|20)\d{2}))?", re.I),
     "season", ("spring", "summer", "autumn", "fall", "winter")),
    (re.compile(r"(?P<rel>去年|今年|前年)?(?:(?P<y>\d{4})\s*年\s*)?(?P<s>春|夏|秋|冬)(?:天|季)"),
     "season", ("春", "夏", "秋", "冬")),
    (re.compile(r"\b(?:in\s+)?(?P<y>(?:19|20)\d{2})\b|(?P<zy>(?:19|20)\d{2})\s*年"), "year",
     ("19", "20")),
]  # fmt: skip


ABSOLUTE = ("date", "month", "year", "season")  # rules that name a calendar time rather than one relative to now
OPEN_END = re.compile(r"\b(?:as\s+of|by|before|until|till|up\s+to)\s*$|截至|截止到?$|之前$", re.I)
OPEN_START = re.compile(r"\b(?:since|after|from)\s*$|自从?$|从$", re.I)


def _expressions(text: str, skip: tuple[str, ...] = ()) -> list[tuple[re.Match[str], str]]:
    """The time expressions of `text` in order: the longest at each place, none inside another."""
    lowered = text.lower()  # a rule runs where a word it needs is: 1.0 ms a message of an import, 0.3 (bench/import)
    spans = [
        (m, rule)
        for pattern, rule, needs in _RULES
        if rule not in skip and any(word in lowered for word in needs)
        for m in pattern.finditer(text)
    ]
    spans.sort(key=lambda s: (s[0].start(), -s[0].end()))
    found: list[tuple[re.Match[str], str]] = []
    reached = -1
    for match, rule in spans:
        if match.start() >= reached:
            found.append((match, rule))
            reached = match.end()
    return found


def time_hints(text: str, now: datetime) -> list[TimeHint]:
    """The windows of every time expression in `text`, in order (a vague "recently" only when no other is there);
    each hint's `rest` is the text without any of them. "Where did we go last spring, and what did I buy in
    March?" names two."""
    found = _expressions(text)
    exact = [(m, r) for m, r in found if r != "recent"]
    chosen = exact or found[:1]
    hints: list[TimeHint] = []
    cuts: list[tuple[int, int]] = []
    for match, rule in chosen:
        hint = _window(match, rule, now)
        if hint is None:
            continue
        begin = match.start()
        before = text[:begin]
        if rule in ABSOLUTE and (opened := OPEN_END.search(before[-12:])):
            hint.start = None  # "as of May 2023": whatever was true by the end of it
            begin -= len(opened.group())
        elif rule in ABSOLUTE and (opened := OPEN_START.search(before[-8:])):
            hint.end = now
            begin -= len(opened.group())
        hint.absolute = rule in ABSOLUTE
        hints.append(hint)
        cuts.append((begin, match.end()))
    rest, at = [], 0
    for begin, end in cuts:
        rest.append(text[at:begin])
        at = end
    rest.append(text[at:])
    remainder = " ".join(" ".join(rest).split())
    for hint in hints:
        hint.rest = remainder
    return hints


def time_hint(text: str, now: datetime) -> TimeHint | None:
    """The time window the first time expression in `text` names (a vague "recently" only when no other is there),
    or None when it names none."""
    hints = time_hints(text, now)
    return hints[0] if hints else None


def mentions(text: str, said: datetime) -> list[tuple[datetime, datetime]]:
    """The windows of the times `text` speaks of, each from the moment it was said (not "recently", not "last
    time", not a time that holds that moment: "today", "this year"): "in 2010" said any day gives 2010;
    "yesterday" said on 8 May gives 7 May."""
    text = simplified(text)  # 上週 as 上周, 兩週前 as 两周前: the rules are written in simplified
    windows: list[tuple[datetime, datetime]] = []
    for match, rule in _expressions(text, skip=("recent", "last_session")):
        hint = _window(match, rule, said)
        if hint is not None and hint.start is not None and hint.end is not None and not hint.contains(said):
            windows.append((hint.start, hint.end))  # "today", "this year": when it was said tells as much
    return windows


def _window(match: re.Match[str], rule: str, now: datetime) -> TimeHint | None:
    label = match.group(0).strip()
    if rule == "last_session":
        return TimeHint(None, now, label, last_session=True)
    if rule == "recent":
        return TimeHint(now - timedelta(days=14), now, label, recent=True)
    if rule == "ago":
        raw = match.group("n").lower()
        amount = 3 if raw == "几" else NUMBERS[raw] if raw in NUMBERS else zh_number(raw)
        start, end = _ago(amount, UNIT_DAYS[match.group("u").lower()], now)
        return TimeHint(start, min(end, now), label)
    if rule.startswith("day-"):
        start = _day(now) - timedelta(days=int(rule[4:]))
        return TimeHint(start, start + timedelta(days=1), label)
    if rule.startswith("week-"):
        return TimeHint(*_week_window(now, int(rule[5:])), label)
    if rule == "month-1":
        return TimeHint(*_previous_month(now), label)
    if rule == "month-0":
        return TimeHint(*_month_window(now.year, now.month, now), label)
    if rule.startswith("year-"):
        return TimeHint(*_year_window(now.year - int(rule[5:]), now), label)
    groups = match.groupdict()
    if groups.get("rel"):  # 去年, 今年, 前年 before a month or a season: that year
        groups["y"] = groups.get("y") or str(now.year - {"去年": 1, "今年": 0, "前年": 2}[groups["rel"]])
    if rule == "season":
        return TimeHint(*_season_window(groups, now), label)
    if rule == "year":
        return TimeHint(*_year_window(int(groups.get("y") or groups.get("zy") or now.year), now), label)
    month = _month_number(groups.get("m") or groups.get("m2") or "")
    if groups.get("y2"):
        groups["y"] = groups["y2"]
    if not 1 <= month <= 12:
        return None
    if rule == "month":
        if groups.get("y"):
            return TimeHint(*_month_window(int(groups["y"]), month, now), label)
        if groups.get("last"):
            return TimeHint(*_month_window(now.year - 1, month, now), label)
        return TimeHint(*_latest_month(month, now), label)
    day = zh_number(groups["d"])
    year = int(groups["y"]) if groups.get("y") else (now.year if (month, day) <= (now.month, now.day) else now.year - 1)
    try:
        start = _day(now).replace(year=year, month=month, day=day)
    except ValueError:
        return None
    return TimeHint(start, start + timedelta(days=1), label)


def _month_number(text: str) -> int:
    text = text.lower().rstrip(".")
    return MONTHS[text] if text in MONTHS else zh_number(text)
