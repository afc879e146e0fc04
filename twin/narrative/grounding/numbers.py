"""Numbers as the person says them, for the value layer to hold a model's number to: spelled-out numbers as
digits (三十五岁, thirty-five), heights, measures in the other system beside them, dates, money in thousands."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from functools import partial

from twin.clock import now, zh_number
from twin.facts.words import EN_NUMBERS, EN_TENS, ZH_DIGITS, text_cache
from twin.recall.segment import CJK
from twin.wordlists import simplified

_ZH_NUMBER = re.compile(  # each run read from its start only (a lookbehind): linear on a turn of 20,000 一
    r"(?<![零〇一二两三四五六七八九十百千万])[零〇一二两三四五六七八九十百千万]+(?=岁|年|个|只|条|口|人|次|天|周|公斤|斤|米|公里|块|元|楼|层|号|月|日|点|分|本|套|辆|家|份|间|所|台|位|名|张|件)"
    # 二十六 needs no unit after it
    r"|(?<![零〇一二两三四五六七八九十百千万])[一二两三四五六七八九]?[十百千万][零〇一二两三四五六七八九十百千万]*"
)
_EN_TENS = {word: n for n, word in EN_TENS.items()}
_EN_SMALL = {word: n for n, word in enumerate(EN_NUMBERS[1:10], 1)}
_EN_TEENS = {word: n for n, word in enumerate(EN_NUMBERS[10:20], 10)}
_EN_NUMBER = re.compile(
    rf"\b(?:({'|'.join(_EN_TENS)})(?:[- ]({'|'.join(_EN_SMALL)}))?|({'|'.join(_EN_TEENS)})"
    rf"|({'|'.join(n for n in _EN_SMALL if n != 'one')}))\b",
    re.IGNORECASE,
)  # "one" stays a word: "the one I like"


_ZH_DIGIT = {d: str(i) for i, d in enumerate(ZH_DIGITS)}
_ZH_TYPE = re.compile(r"(?<![零一二两三四五六七八九十百千万])([一二])型")  # 一型糖尿病 is 1型
_EN_TYPE = re.compile(r"\b(type) (one|two)\b", re.IGNORECASE)  # "type one diabetes" is type 1 ("one" stays a word)
# a height said the spoken way (一米八, 1米75, 一米七五, 1.8米) is the centimetres a model writes (180cm)
_HEIGHT = re.compile(
    r"(?<![\d.十百千万零一二三四五六七八九两])(?:一|1)米([一二三四五六七八九\d])([一二三四五六七八九\d])?(?![\d十几多])"
    r"|(?<![\d.])1\.(\d)(\d)?\s*(?:米|m(?![a-z]))"
)
_UNITS = (
    (re.compile(r"(\d)\s*(?:厘米|公分|cm\b)"), r"\1cm"),
    (re.compile(r"(\d)\s*(?:公斤|千克|kg\b)"), r"\1kg"),
    (re.compile(r"(\d)\s*(?:公里|千米|km\b)"), r"\1km"),
    (re.compile(r"(月\d{1,2})号"), r"\1日"),  # 6月18号 as 6月18日
    (re.compile(r"(\d)\s*(?:毫克|mg\b)"), r"\1 mg"),
    (re.compile(r"(\d)\s*(?:毫升|ml\b)"), r"\1 ml"),
)
# a measure in the other system, written beside it (150 lbs is 68kg, 101°F 38.3°C, 一百二十斤 60kg): a model converts
# (each number read from its first digit: from every digit of a run of 20,000 it took 16 s)
_CONVERTED = (
    (re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:lbs?|pounds)\b", re.IGNORECASE), lambda n: n * 0.45359237, "kg"),
    (
        re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:°\s*F|℉|degrees? f(?:ahrenheit)?\b)", re.IGNORECASE),
        lambda n: (n - 32) / 1.8,
        "°C",
    ),
    (re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*斤"), lambda n: n / 2, "kg"),
    (re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*miles?\b", re.IGNORECASE), lambda n: n * 1.609344, "km"),
)
_FEET = re.compile(  # a height: "I'm 5'6"", "five foot six" (not a 7' board)
    r"(\b(?:i'm|i am|am|im)\s+(?:(?:about|around|only|just)\s+)?)([4-7])\s*(?:'|ft\b|foot\b|feet\b)\s*"
    r"(?:(\d{1,2})\s*(?:\"|''|in\b|inches\b)?)?",
    re.IGNORECASE,
)
_MONTHS = "jan feb mar apr may jun jul aug sep oct nov dec".split()
_DATE_EN = re.compile(
    r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b",
    re.IGNORECASE,
)  # "March 3rd, 2027" is 2027-03-03
_DATE_DAY_FIRST = re.compile(
    r"\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(\d{4})\b",
    re.IGNORECASE,
)  # "the 4th of March 1988" is 1988-03-04
_DATE_SLASHED = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/(\d{4})(?![\d/])")  # 14/02/2015; 03/04/2015 says no order
_WAN = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)万(?:(\d)千?(?![\d万]))?")  # 45万, 4.6万, 1万5: 四十五万, 四万六, 一万五
_DECADE = re.compile(  # an age: "my late thirties" (not "music from the thirties")
    r"\b((?:my|his|her|their|early|mid|late)\s+)(twent|thirt|fort|fift|sixt|sevent|eight|ninet)ies\b", re.IGNORECASE
)
_DECADES = {"twent": 20, "thirt": 30, "fort": 40, "fift": 50, "sixt": 60, "sevent": 70, "eight": 80, "ninet": 90}
_ISO_DAY = re.compile(r"(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-])")  # 2027-03-03
_DATE = re.compile(r"(?<!\d)(\d{4})(?:/|年)(\d{1,2})(?:/|月)(\d{1,2})(?:日|号)?(?!\d)")  # 1995年8月3日, 2027/3/3
_BLOOD = re.compile(r"\b(AB|A|B|O)\s*(?:\+(?!\w)|pos(?:itive)?\b)|\b(AB|A|B|O)\s*(?:-(?![\w-])|neg(?:ative)?\b)")
# a number in the form a model writes it for the person's (72,000 for "72k", 7:00 for "at 7"), and the other way round
_THOUSANDS = re.compile(r"(?<![\d.,])(\d{1,3})((?:,\d{3})+)(?![\d,]*\.?\d)")
_KILO = re.compile(  # money: "$72k", "I make 72k", "72.5k a year" (not a 4K monitor, a 10k run)
    r"([$€£¥]|\b(?:make|made|earn|earned|earning|salary is|salary of|pay|paid|income|budget|rent|cost|costs|price"
    r"|saved|owe)\s+)?(?<![\d.])(\d+(?:\.\d+)?)k\b(?(1)|(?=\s*(?:a|per|/)\s*(?:year|yr|month|mo)\b"
    r"|\s+(?:before|after) tax|\s+(?:gross|net|salary|usd|eur|gbp|rmb)\b"
    r"|\s+(?:in\s+savings|saved(?!\s+(?:my|me|us|his|her|the|a|our)\b))\b|\s+in\s+the\s+bank\b(?!\s+holiday)))",
    # ("12k in savings"; a debt owed in thousands is not read so: "paid off my 5k credit card debt" is none now)
    re.IGNORECASE,
)
_AT_HOUR = re.compile(
    r"\b(at|by|from|until|till|around|about|starts?)\s+(\d{1,2})(?=\s*(?:am|pm|a\.m\.|p\.m\.|o'clock|sharp|every|each"
    r"|tomorrow|tonight|today|in the (?:morning|evening|afternoon))\b|\s*(?:[,.;!?)]|$)|\s+(?:so|and|but|then)\b)"
    r"|(?<![\d:])(\d{1,2})点(?![\d半一二三四五六七八九十多])"
)  # "at 7" is 7:00, which a model writes (not 7:30)
# everyday words a model writes for the person's (两个孩子 from 我有两个小孩, 妻子 from 老婆): one form each
_ZH_SAME = re.compile(
    r"爱豆|小孩子|小孩|猫咪|狗狗|爸妈|爸爸|老爸|妈妈|老妈|老婆|老公(?!司)|(?<![娃])娃(?![娃])|(?<!伎)俩"
)
_ZH_SAME_AS = {"爱豆": "偶像", "小孩子": "孩子", "小孩": "孩子", "猫咪": "猫", "狗狗": "狗", "爸妈": "父母",
               "爸爸": "父亲", "老爸": "父亲", "妈妈": "母亲", "老妈": "母亲", "老婆": "妻子", "老公": "丈夫",
               "娃": "孩子", "俩": "两个"}  # fmt: skip  # 俩娃 is 两个孩子
_EN_SAME = re.compile(
    r"\b(?:gf|bf|hubby|wifey|mom|mum|mommy|mummy|dad|daddy|bday|b-day|kids?|yrs?|hrs?)\b", re.IGNORECASE
)
_EN_SAME_AS = {"gf": "girlfriend", "bf": "boyfriend", "hubby": "husband", "wifey": "wife", "mom": "mother",
               "stepdad": "stepfather", "step-dad": "stepfather", "stepmom": "stepmother", "step-mom": "stepmother",
               "stepmum": "stepmother", "step-mum": "stepmother",
               "mum": "mother", "mommy": "mother", "mummy": "mother", "dad": "father", "daddy": "father",
               "bday": "birthday", "b-day": "birthday", "kid": "child", "kids": "children", "twins": "children",
               "triplets": "children", "yr": "year",
               "yrs": "years", "hr": "hour", "hrs": "hours"}  # fmt: skip
# a year said in two digits where it can only be a year: 95年的 / 95年生 (born in 1995; not 95年的历史, 95 years of
# history), "born in '95", "class of 95"
_SHORT_YEAR = re.compile(
    rf"(?<!\d)(\d{{2}})(?=年(?:的|生|出生)(?![{CJK}]))|(?<=born in )'?(\d{{2}})\b|(?<=class of )'?(\d{{2}})\b"
)


def _slashed(match: re.Match[str]) -> str:
    """A day written with slashes, as its ISO day beside it when its order is plain: 14/02/2015 (a day past 12 first),
    02/14/2015; 03/04/2015 stays as it is (a model may read it either way)."""
    first, second, year = (int(g) for g in match.groups())
    day, month = (first, second) if first > 12 else (second, first) if second > 12 else (0, 0)
    try:
        date(year, month, day)
    except ValueError:  # no order is plain, or no such day (32/01, 30/02)
        return match.group(0)
    return f"{match.group(0)} ({_day(year, month, day)})"


def _year(year: int, match: re.Match[str]) -> str:
    short = next(g for g in match.groups() if g)
    return ("19" if int(short) > year % 100 + 1 else "20") + short


def _on_the_hour(match: re.Match[str]) -> str:
    if match.group(3):
        return f"{match.group(3)}:00点"
    return f"{match.group(1)} {match.group(2)}:00"


def _height(match: re.Match[str]) -> str:
    tens, units = (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4))
    return "1" + _ZH_DIGIT.get(tens, tens) + _ZH_DIGIT.get(units or "0", units or "0") + "cm"


def _money_as_said(value: str, text: str) -> str:
    """A bare amount in thousands ("90k", "$72.5k") as the turn says it when the turn's words read it as money ("I
    make 90k" is 90000 to `arabic`, which a bare "90k" is not: a 10k run is no money): so the two meet."""
    bare = re.fullmatch(r"\s*([$€£¥]?)(\d+(?:\.\d+)?)k\s*", value, re.IGNORECASE)
    if bare is None:  # within a value of more words ("about 15k", "40k student loans"): each as the turn says it
        if not re.search(r"\s", value.strip()):
            return value
        return re.sub(
            r"(?<![\w.])[$€£¥]?\d+(?:\.\d+)?k\b", lambda m: _money_as_said(m.group(0), text), value, flags=re.IGNORECASE
        )
    money = bare.group(1) + str(round(float(bare.group(2)) * 1000))
    said = arabic(text)
    held = re.search(rf"(?<![\d.]){re.escape(money)}(?![\d])", said)
    return money if held and not re.search(rf"(?<![\d.]){re.escape(bare.group(2))}k\b", said, re.I) else value


def arabic(text: str) -> str:
    """A text with its spelled-out numbers as digits (三十五岁 -> 35岁, thirty-five -> 35), a height as centimetres
    (一米八 -> 180cm, 1.75m -> 175cm) and the units of a measure in one form (公斤 -> kg), its Chinese in
    simplified characters (兩個 -> 2个) and a few everyday words in one form (小孩 -> 孩子, 老婆 -> 妻子), so that a
    value the model wrote in digits or in the common word finds the words the person said, and the other way round."""
    return _arabic(text, now().year)  # the year: whether '35 is 1935 or 2035


# a check reads the same turns and clauses in arabic some 28 times: with this cache and normalize's, judging a probe
# line of tests/trust_probes*.py took 2.68 ms, 3.10 without (2026-12-08)
@text_cache(1024)
def _arabic(text: str, year: int) -> str:
    def zh(match: re.Match[str]) -> str:
        run = match.group(0)
        return run if run == "一" else str(zh_number(run))  # 一只猫 is "a cat" more often than "one cat"

    def en(match: re.Match[str]) -> str:
        tens, small, teen, alone = (g.casefold() if g else g for g in match.groups())
        if alone:
            return str(_EN_SMALL[alone])
        return str(_EN_TEENS[teen] if teen else _EN_TENS[tens] + (_EN_SMALL[small] if small else 0))

    text = simplified(text).replace("廿", "二十").replace("卅", "三十")  # 廿八歲 (Cantonese, and in dates) is 28
    text = _ZH_SAME.sub(lambda m: _ZH_SAME_AS[m.group(0)], _HEIGHT.sub(_height, text))  # 兩個 is 两个
    text = _SHORT_YEAR.sub(partial(_year, year), _EN_SAME.sub(lambda m: _EN_SAME_AS[m.group(0).casefold()], text))
    text = _WAN.sub(lambda m: str(round(float(m.group(1)) * 10000) + int(m.group(2) or 0) * 1000), text)
    text = _ZH_TYPE.sub(lambda m: _ZH_DIGIT[m.group(1)] + "型", text)
    text = _EN_TYPE.sub(lambda m: f"{m.group(1)} {1 if m.group(2).casefold() == 'one' else 2}", text)
    text = _EN_NUMBER.sub(en, _ZH_NUMBER.sub(zh, text))
    text = _DECADE.sub(lambda m: f"{m.group(1)}{_DECADES[m.group(2).casefold()]}s", text)
    text = _THOUSANDS.sub(lambda m: m.group(1) + m.group(2).replace(",", ""), text)
    text = _AT_HOUR.sub(
        _on_the_hour, _KILO.sub(lambda m: (m.group(1) or "") + str(round(float(m.group(2)) * 1000)), text)
    )
    for unit, form in _UNITS:
        text = unit.sub(form, text)
    text = _DATE_EN.sub(
        lambda m: f"{m.group(0)} ({_day(m.group(3), _MONTHS.index(m.group(1)[:3].casefold()) + 1, m.group(2))})", text
    )
    text = _DATE_DAY_FIRST.sub(
        lambda m: f"{m.group(0)} ({_day(m.group(3), _MONTHS.index(m.group(2)[:3].casefold()) + 1, m.group(1))})", text
    )
    text = _DATE_SLASHED.sub(_slashed, text)
    text = _ISO_DAY.sub(lambda m: _day(m.group(1), m.group(2), m.group(3)), text)  # as a model writes a day
    text = _DATE.sub(lambda m: f"{m.group(0)} ({_day(m.group(1), m.group(2), m.group(3))})", text)
    text = _BLOOD.sub(lambda m: f"{m.group(1)} positive" if m.group(1) else f"{m.group(2)} negative", text)
    return text.replace("€", " euro ").replace("$", " dollar ").replace("£", " pound ").replace("￥", " yuan ")


def heard(text: str) -> str:
    """The person's words as `arabic` reads them, with each measure also in the other system beside it (150 lbs,
    68kg): what a value the model converted is looked for in. Only the person's side: a value in pounds needs no
    kilograms said."""
    text = arabic(text)
    for measure, convert, to in _CONVERTED:
        text = measure.sub(partial(_converted, convert, to), text)
    text = _FEET.sub(_height_cm, text)
    return text


def _height_cm(match: re.Match[str]) -> str:
    """A height in feet and inches, with centimetres beside it as a model writes them (190.5: 191 and 190.5)."""
    cm = int(match.group(2)) * 30.48 + int(match.group(3) or 0) * 2.54
    return f"{match.group(0)} ({int(cm + 0.5)}cm {round(cm, 1)}cm) "


def _day(year: str | int, month: str | int, day: str | int) -> str:
    """A day as one word, so that a date is held only whole (2027-03-03 is no 2027-03-04)."""
    return f"d{int(year):04d}{int(month):02d}{int(day):02d}"


def _converted(convert: Callable[[float], float], unit: str, match: re.Match[str]) -> str:
    """The measure `match` found, with the same measure in `unit` beside it."""
    return f"{match.group(0)} ({_measure(convert(float(match.group(1))), unit)})"


def _measure(number: float, unit: str) -> str:
    """A converted measure as a model may write it: whole, and to one decimal."""
    whole = f"{round(number)}{unit} " if abs(round(number) - number) <= number / 10 else ""  # 1 mile is no "2 km"
    return f"{whole}{round(number, 1)}{unit}"
