"""The words a fact came from, found again in text: what every context masks after a forget, and what a purge cuts.

One rule for both: a phrase is found case and width aside ("ＺＡＧＲＥＢ" is
"Zagreb": the text and the phrase are compared NFKC and case folded, and what
is found is replaced in the text as it was written), whole words where it
begins or ends with a Latin letter or digit ("Rome" is not in "Romero"),
anywhere in Chinese; a turn that holds a quote only in another spelling
(spaces, punctuation) is hidden whole, since the person's words are in it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from functools import lru_cache, wraps
from typing import ParamSpec, TypeVar

from twin.facts.model import value_key
from twin.wordlists import common_set, simplified

_NOT_LETTERS = re.compile(r"[\W_]+")
CACHED_TEXT = 2000  # characters: a longer text (a pasted file) is read anew at each call, never held by a cache
P = ParamSpec("P")
T = TypeVar("T")


def text_cache(maxsize: int) -> Callable[[Callable[P, T]], Callable[P, T]]:
    """`lru_cache` for a function of a text (its first argument) and what else it is given, whose result is the
    same for the same arguments: a text longer than CACHED_TEXT is never kept. What it returns is shared between
    callers, so it must be immutable (a set a frozenset).

    Grounding reads the same turns and clauses again and again in one check (`arabic` some 28 times a line): with
    these caches and grounding's `compiled`, judging the 11,873 probe lines of tests/ took 2.25 ms a line of CPU,
    3.62 ms without (`.venv/bin/python bench/trust/cost.py`, 2026-12-08)."""

    def wrap(read: Callable[P, T]) -> Callable[P, T]:
        cached = lru_cache(maxsize=maxsize)(read)

        @wraps(read)
        def reading(*args: P.args, **kwargs: P.kwargs) -> T:
            if kwargs or len(str(args[0])) > CACHED_TEXT:
                return read(*args, **kwargs)
            return cached(*args)

        reading.uncached = read  # type: ignore[attr-defined]  # (bench/trust/cost.py weighs the cache against it)
        return reading

    return wrap


def unaccented(text: str) -> str:
    """`text` NFKC, with the accents of Latin letters taken off: "Zurich" is "Zürich", "Sao Paulo" "São Paulo", as
    people and models write them as often (a blind probe of forgetting, 2026-12-07). Only on a Latin letter: the
    marks of other scripts are part of the letter (が is no か)."""
    text = unicodedata.normalize("NFKC", text)
    if text.isascii():
        return text
    out: list[str] = []
    for ch in unicodedata.normalize("NFKD", text):
        if unicodedata.combining(ch) and out and out[-1].isascii():
            continue
        out.append(ch)
    return unicodedata.normalize("NFKC", "".join(out))


def folded(text: str) -> str:
    """Letters and digits only, NFKC and case folded, accents off (`unaccented`), Chinese as simplified: two
    spellings of one phrase fold alike (臺北 and 台北, Zürich and Zurich too)."""
    return _NOT_LETTERS.sub("", simplified(unaccented(text).casefold()))


QUOTES = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "「": '"', "」": '"', "『": '"', "』": '"'})


@text_cache(4096)
def normalize(text: str) -> str:
    """Text folded for comparing what was said: NFKC (full-width to half-width), case-folded, accents off
    (`unaccented`), typographic quotes plain, traditional Chinese characters as simplified (夢見 is 梦见), without
    spaces or punctuation (symbols kept: "C++" is not "C"). `folded` keeps letters and digits only."""
    text = simplified(unaccented(text).translate(QUOTES).casefold())
    return "".join(ch for ch in text if not (ch.isspace() or unicodedata.category(ch)[0] in "PZ"))


def distinctive(value: str) -> bool:
    """A value that names something (four letters, or two Chinese characters, or more), not "yes" or "no": only
    such a value is worth finding outside the turn that said it."""
    letters = folded(value)
    return len(letters) >= 4 or (len(letters) >= 2 and not letters.isascii())


EVERYDAY = frozenset(  # words that name nothing on their own: never masked alone, whatever a value says
    "a an the my your his her their its our of in on at to for from with and or by as is are was named called "
    "yes no not none nothing null na unknown ok okay true false maybe some every "
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday".split()
)


def maskable(value: str) -> bool:
    """A value worth masking wherever it is, however short ("Rex", "34"): any but an everyday word ("yes", "none")
    or a lone letter or character."""
    letters = folded(value)
    return bool(letters) and letters not in EVERYDAY and not (len(letters) == 1 and not letters.isdigit())


_WORDS = re.compile(r"[^\W_]+")


def words_of(text: str) -> list[str]:
    """The words of a text, NFKC and case folded, accents off, Chinese as simplified."""
    return _WORDS.findall(simplified(unaccented(text).casefold()))


# a value that gives something a name says so: "a dog named Rex", "my sister, called Mia", 一只叫旺财的狗
_NAMED = re.compile(
    r"\b(?i:named|called|nicknamed|known as)\s+([^\W\d_][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
    r"|(?:名叫|叫做|叫|名为|名字是)([\u3400-\u9fff]{1,4}?)(?=的|[，。、,.\s]|$)"
)


def naming_words(value: str) -> list[str]:
    """The name a value gives something, masked on its own as well: "Rex" of "a dog named Rex", 旺财 of 一只叫旺财的
    狗. Nothing else of a value goes alone: not its other capitalised words ("New" of "New York", "Software" of
    "Software Engineer at Google"), nor its numbers ("10" of "flat 10", which dates hold), nor the person's own name
    inside it ("Sam's Kitchen Notes"): they would hide, and a purge would cut, what the person never asked to
    forget. The value whole still goes wherever it is said whole."""
    text = simplified(unicodedata.normalize("NFKC", value))
    names = [name.strip() for match in _NAMED.finditer(text) for name in match.groups() if name and name.strip()]
    common = common_set("words.en.txt", 1000)  # the 1,000 most common English words are no name ("named after")
    return [n for n in names if n.split()[0].casefold() not in EVERYDAY and n.casefold() not in common]


# numbers in words, as spelled here and read back as digits in twin/narrative/grounding/numbers.py
EN_NUMBERS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen"
).split()  # 0 to 19
EN_TENS = dict(zip(range(20, 100, 10), "twenty thirty forty fifty sixty seventy eighty ninety".split(), strict=True))
ZH_DIGITS = "零一二三四五六七八九"
_A_NUMBER = re.compile(r"(\d{2})\s*(?:岁|歲|周岁|years?(?:\s+old)?|yrs?(?:\s+old)?|yo)?", re.I)


def _spelled(n: int) -> list[str]:
    """A number from 11 to 99 as it is said in words: "thirty-four", "thirty four", 三十四, "34yo", and its ordinal
    before "birthday" ("Happy belated 34th birthday"; not "the 21st century", "June 30th"). Not 1 to 10: "one" and 一
    are in every other sentence."""
    tens, ones = divmod(n, 10)
    ten = EN_TENS.get(tens * 10, "")
    english = (
        [EN_NUMBERS[n]] if n < 20 else [ten] if not ones else [f"{ten}-{EN_NUMBERS[ones]}", f"{ten} {EN_NUMBERS[ones]}"]
    )
    birthdays = [f"{said} birthday" for said in (f"{n}{_suffix(n)}", *_ordinal_words(n))]
    return [*english, _zh_number(n), *birthdays, f"{n}yo", f"{n}y/o"]


_ORDINAL_ONES = dict(enumerate("first second third fourth fifth sixth seventh eighth ninth".split(), start=1))
_ORDINAL_TEENS = {12: "twelfth"}


def _suffix(n: int) -> str:
    return "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


_AMOUNT = re.compile(r"[$€£¥]?\s*(\d{1,3}(?:[,\s]\d{3})+|\d{4,}|\d{1,3}(?=k))(k)?", re.I)
_MONTHS = "january february march april may june july august september october november december".split()
_MONTH = r"(?P<month>jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_DATES = (
    re.compile(r"(?P<year>\d{4})-(?P<mon>\d{1,2})-(?P<day>\d{1,2})"),
    re.compile(rf"{_MONTH}\s+(?:the\s+)?{_DAY}(?:,?\s+(?P<year>\d{{4}}))?", re.I),
    re.compile(rf"(?:the\s+)?{_DAY}\s+(?:of\s+)?{_MONTH}(?:,?\s+(?P<year>\d{{4}}))?", re.I),
    re.compile(r"(?:(?P<year>\d{4})\s*年)?\s*(?P<mon>\d{1,2})\s*月\s*(?P<day>\d{1,2})\s*[日号號]?"),
)
# an attribute that holds a person's (or an animal's) name, whose parts are said alone: "Maria" of "Maria Lopez",
# 小明 of 王小明 (not a company's, a school's or a place's name: "Corp" of "Acme Corp")
# (whole words of the attribute, its underscores as spaces: "cat" is no word of "location" nor "son" of "season")
_PERSON = re.compile(
    r"(?<![a-z])(?:name|partner|spouse|wife|husband|boyfriend|girlfriend|fianc[ée]e?|child|children|kids?|sons?"
    r"|daughters?|mother|father|mom|mum|dad|parents?|siblings?|brothers?|sisters?|friends?|boss|manager|pets?|dogs?"
    r"|cats?)(?![a-z])|名字|姓名|伴侣|男朋友|女朋友|老公|老婆|丈夫|妻子|对象|孩子|儿子|女儿|爸|妈|父亲|母亲|哥|姐|弟|妹"
    r"|朋友|宠物|狗|猫",
    re.I,
)
_NOT_PERSON = re.compile(
    r"compan|employer|business|brand|school|college|universit|street|city|town|place|product|app|occupation|job"
    r"|公司|学校|城市|店|职业|工作",
    re.I,
)
_ADDRESS = re.compile(r"(?<![a-z])(?:address|street)(?![a-z])|住址|地址", re.I)
_PHONE = re.compile(r"(?<![a-z])(?:phone|mobile|cell|tel|fax|whatsapp)|电话|手机|号码", re.I)  # digits, not an amount
# an attribute that holds money: its number is an amount, said in thousands too ("85k", 8.5万; not a year, "2000")
_MONEY = re.compile(
    r"(?<![a-z])(?:salary|pay|income|wage|earnings|rent|price|cost|budget|savings|debt|loan|mortgage|bonus|amount"
    r"|net ?worth|raise)|工资|薪|收入|房租|租金|价|存款|贷款|欠|预算|奖金",
    re.I,
)
# the most common Chinese surnames: a value of three or four characters under a name's attribute that starts with one
# is a person's name, whose given name is said alone (小明 of 王小明; not 老师 of 小学老师, 足球 of 踢足球)
_SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
)
_COMPOUND_SURNAMES = ("欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "令狐", "慕容", "夏侯", "公孙")


def a_name_in_words(value: str, attribute: str) -> bool:
    """Whether a value is a name that is also a common English word, under an attribute that names a person or an
    animal ("Will", "Max", "Lucky", "Grace"): masked only where it is written as a name, with a capital inside a
    sentence (`Masks`), not as the word ("I will call", "lucky you") in every later reply (a blind probe of
    forgetting: a son called Will forgotten, every "will" was "[forgotten]", 2026-12-07)."""
    word = unicodedata.normalize("NFKC", value).strip()
    return (
        bool(_PERSON.search(attribute))
        and not _NOT_PERSON.search(attribute)
        and re.fullmatch(r"[A-Za-z][a-z'-]+", word) is not None
        and word.casefold() in common_set("words.en.txt")
    )


def other_forms(value: str, attribute: str = "") -> list[str]:
    """The other ways a value is said, each masked with it after a forget (a blind probe read each in a context
    after the value was forgotten, 2026-12-07):

    - a number from 11 to 99 (an age: "34", 34岁, "34 years old") in words and as an ordinal (`_spelled`);
    - an amount of 1,000 or more with and without its separators and in thousands: 85000, "85,000", "85 000",
      "85k", 8.5万 (a phone number's digits are read as digits in any grouping: `Masks.turn`);
    - a day of the year as people write it: "May 12th", "12th of May", "12 May", "5/12", "12/05", 5月12日 (of
      "May 12", "1990-05-12" or 1990年5月12日);
    - a person's or an animal's name, under an attribute that names one: each of its parts alone ("Maria" and
      "Lopez" of "Maria Lopez", 小明 of 王小明: the given name of a Chinese name of three or four characters),
      a part of three letters or more that is no common English word;
    - an address: the street without its number ("Harbour Lane" of "12 Harbour Lane")."""
    text = unicodedata.normalize("NFKC", value).strip()
    forms: list[str] = []
    age = _A_NUMBER.fullmatch(text)
    if age and 11 <= int(age.group(1)) <= 99:
        forms += _spelled(int(age.group(1)))
    money = _MONEY.search(attribute) or re.search(r"[$€£¥,]|\dk$", text, re.I)  # (not a year: "2000")
    amount = _AMOUNT.fullmatch(text) if money and not _PHONE.search(attribute) and not text.startswith("0") else None
    if amount:
        n = int(re.sub(r"\D", "", amount.group(1))) * (1000 if amount.group(2) else 1)
        forms += [str(n), f"{n:,}", f"{n:,}".replace(",", " "), f"{n:,}.00", f"{n:,}".replace(",", ".")]
        forms += _thousands(n) if n % 1000 == 0 else []
    for pattern in _DATES:
        date = pattern.fullmatch(text)
        if date:
            forms += _days(date)
            break
    if _PERSON.search(attribute) and not _NOT_PERSON.search(attribute):
        forms += _name_parts(text)
    address = _ADDRESS.search(attribute) and len(text) <= 200
    street = re.fullmatch(r"\d+[a-z]?\s*,?\s+([^\d,]+?\s+[^\d,]+)", text, re.I) if address else None
    if street:
        name = street.group(1).strip()
        forms += [name, *_street_forms(name)]
        forms += [f"{text[: street.start(1)]}{form}" for form in _street_forms(name)]  # "12 Harbour Ln"
        *words, last = name.split()
        if words and last.casefold().rstrip(".") in {*_STREET_WORDS, *_STREET_WORDS.values()}:
            forms.append(f"{text[: street.start(1)]}{' '.join(words)}")  # "12 Harbour"
    email = re.fullmatch(r"([\w.+-]+)@([\w-]+(?:\.[\w-]+)+)", text)
    if email:  # "maria.lopez at gmail dot com", marialopez@gmail.com (gmail reads no dots)
        local, domain = email.groups()
        forms += [f"{local} at {domain.replace('.', ' dot ')}", f"{local.replace('.', '')}@{domain}"]
        forms += [f"{local}@googlemail.com"] if domain.casefold() == "gmail.com" else []
    return [f for f in dict.fromkeys(forms) if f != text]


_DIALLED = re.compile(r"[\d\s().+\-/]+")  # a value that is a number to call, its digits with what groups them
DIGITS = 7  # digits a number needs, leading zeros aside, to be masked by its digits in any grouping


def digits(value: str, attribute: str | None = None) -> str:
    """The digits of a value that is a number to call ("(415) 555-0123", "+44 7700 900123"), leading zeros off
    (a country code and a trunk 0 differ: 07700 900123 is +44 7700 900123); "" for any other value. With its
    attribute, a run of digits alone is one only under a phone's attribute (not savings of 1000000)."""
    value = value.strip()
    grouped = re.search(r"[+()\-.\s]", value) is not None
    if attribute is not None and not grouped and not _PHONE.search(attribute):
        return ""
    found = re.sub(r"\D", "", value).lstrip("0") if _DIALLED.fullmatch(value) else ""
    return found if len(found) >= DIGITS else ""


def same_number(a: str, b: str) -> bool:
    """Whether two numbers to call (`digits`) are one, a country code before one of them aside."""
    return a.endswith(b) or b.endswith(a)


def _zh_number(n: int) -> str:
    """1 to 99 in Chinese numerals: 五, 十二, 八十五."""
    tens, ones = divmod(n, 10)
    if not tens:
        return ZH_DIGITS[ones]
    return ("" if tens == 1 else ZH_DIGITS[tens]) + "十" + (ZH_DIGITS[ones] if ones else "")


def _thousands(n: int) -> list[str]:
    """An amount of whole thousands as it is said: "85k", "85 grand", "85 thousand", "eighty-five thousand",
    8.5万, 八万五, 八万五千, 8万5 (85000)."""
    k = n // 1000
    forms = [f"{k}k", f"{k} grand", f"{k} thousand"] if k < 1000 else []
    if 11 <= k <= 99:
        forms += [f"{word} {unit}" for word in _spelled(k)[:2] for unit in ("thousand", "grand")]
    wan, rest = divmod(k, 10)
    if 1 <= wan <= 99:
        zh = _zh_number(wan) + "万"
        forms += [f"{n / 10000:g}万"]
        forms += [f"{zh}{ZH_DIGITS[rest]}", f"{zh}{ZH_DIGITS[rest]}千", f"{wan}万{rest}"] if rest else [zh]
    return forms


def _days(date: re.Match[str]) -> list[str]:
    """The ways a day of the year is written, from a date found in a value."""
    parts = date.groupdict()
    month = parts.get("mon") or 1 + next(i for i, m in enumerate(_MONTHS) if m.startswith(parts["month"][:3].lower()))
    m, d = int(month), int(parts["day"])
    if not (1 <= m <= 12 and 1 <= d <= 31):
        return []
    name, short, th = _MONTHS[m - 1].capitalize(), _MONTHS[m - 1][:3].capitalize(), f"{d}{_suffix(d)}"
    forms = [f"{name} {d}", f"{name} {th}", f"{name} the {th}", f"{short} {d}", f"{short} {th}", f"{d} {name}"]
    forms += [f"{th} {name}", f"{th} of {name}", f"{d} {short}", f"{th} of {short}", f"{m}月{d}日", f"{m}月{d}号"]
    forms += [f"{m}/{d}", f"{d}/{m}", f"{m:02d}/{d:02d}", f"{d:02d}/{m:02d}"]
    said = _ordinal_words(d)  # "May twelfth", "the twelfth of May", 五月十二日
    forms += [f"{name} {w}" for w in said] + [f"{w} of {name}" for w in said] + [f"{name} the {w}" for w in said]
    forms += [f"{_zh_number(m)}月{_zh_number(d)}日", f"{_zh_number(m)}月{_zh_number(d)}号"]
    year = parts.get("year")
    if year:
        forms += [f"{year}-{m:02d}-{d:02d}", f"{m}/{d}/{year}", f"{d}/{m}/{year}", f"{m:02d}/{d:02d}/{year}"]
        forms += [f"{d:02d}/{m:02d}/{year}", f"{name} {d}, {year}", f"{d} {name} {year}", f"{year}年{m}月{d}日"]
    return forms


_STREET_WORDS = {"street": "st", "lane": "ln", "avenue": "ave", "road": "rd", "drive": "dr", "boulevard": "blvd"}
_STREET_WORDS |= {"court": "ct", "place": "pl", "square": "sq", "terrace": "ter", "highway": "hwy"}


def _street_forms(name: str) -> list[str]:
    """A street's name with its last word written short or long: "Harbour Ln" of "Harbour Lane", and back."""
    *words, last = name.split()
    short = _STREET_WORDS.get(last.casefold().rstrip("."))
    long = next((w for w, s in _STREET_WORDS.items() if s == last.casefold().rstrip(".")), None)
    forms = [short.capitalize(), short.capitalize() + "."] if short else [long.capitalize()] if long else []
    return [" ".join([*words, form]) for form in forms] if words else []


def _ordinal_words(d: int) -> list[str]:
    """1 to 99 as an ordinal in words: "first", "twelfth", "thirtieth", "twenty-first", "twenty first"."""
    if d < 10:
        return [_ORDINAL_ONES[d]]
    if d < 20:
        return [_ORDINAL_TEENS.get(d, EN_NUMBERS[d] + "th")]
    tens, ones = divmod(d, 10)
    ten = EN_TENS[tens * 10]
    return [ten[:-1] + "ieth"] if not ones else [f"{ten}-{_ORDINAL_ONES[ones]}", f"{ten} {_ORDINAL_ONES[ones]}"]


def _name_parts(name: str) -> list[str]:
    """The parts of a person's name said alone: its words of three letters or more that are no common English
    word ("Maria", "Lopez"; not "Mr", "Rose" of "Rose Li" if common), or the given name of a Chinese name of
    three or four characters (小明 of 王小明)."""
    if re.fullmatch(r"[\u3400-\u9fff]{3,4}", name):  # 小明 of 王小明, and the surname with a title: 王先生
        surname = next((s for s in _COMPOUND_SURNAMES if name.startswith(s) and len(name) == 4), name[0])
        if surname not in _SURNAMES and surname not in _COMPOUND_SURNAMES:
            return []  # 小学老师, 踢足球: no person's name
        return [name[len(surname) :], *(f"{surname}{title}" for title in ("先生", "女士", "小姐", "太太"))]
    joined = [name.replace("-", " "), name.replace("-", "")] if "-" in name else []  # "Jean Luc" of "Jean-Luc"
    words = re.findall(r"[^\W\d_][\w'’]*", name)
    if not 1 <= len(words) <= 4 or not all(w[0].isupper() for w in words):
        return []
    common = common_set("words.en.txt", 1000)
    alone = [w for w in words if len(w) >= 3 and w.casefold() not in common and w.casefold() not in EVERYDAY]
    whole = ["".join(words), words[0][0] + words[-1]] if len(words) > 1 else []  # #MariaLopez, mlopez
    return joined + (alone if len(words) > 1 else []) + whole


def _normal(text: str) -> tuple[str, list[int] | None, list[int] | None]:
    """`text` NFKC and case folded, accents off, and for each of its characters where the character it came from
    starts and ends in `text` (a letter with its combining marks is folded as one); None for both when they are
    where they were (ASCII: folding it keeps every character in its place)."""
    if text.isascii():
        return text.lower(), None, None
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    i = 0
    while i < len(text):
        j = i + 1
        while j < len(text) and unicodedata.combining(text[j]):
            j += 1
        piece = simplified(unaccented(text[i:j]).casefold())  # 羅 (U+F90F) is 罗 too, ü is u
        out.append(piece)
        starts += [i] * len(piece)
        ends += [j] * len(piece)
        i = j
    return "".join(out), starts, ends


SPELLED = 8  # letters a quote needs before its letters alone, in another spelling, hide a whole turn
ANCHOR = 4  # letters a phrase is looked up by: a text is read once, however many phrases there are
# phrases tried one by one (cheaper than the lookup below this): 16 in a turn's 190 texts take 3.6 ms, looked up
# 11.5 ms (4: 2.9 against 8.3) on the big bench twin, bench/shortcuts/run.py --only phrases, 2026-12-03
FEW = 16


_LATIN = "0-9A-Za-z\u00c0-\u024f_"  # what Latin words and numbers are made of (a Chinese character is no part)


_ZH_NUMERAL = ZH_DIGITS + "十百千万两"
_EN_ONES = "|".join(EN_NUMBERS[1:10])


def _bounded(phrase: str) -> str:
    """The pattern of a phrase (NFKC and case folded), held to whole words at a Latin end ("Rome" is not in
    "Romero", but 34 is in 他今年34岁), and a number to a whole number ("10" is not in "2026-10-10" or "10.5"; in
    words, 十五 is not in 二十五 nor "forty" in "forty-three")."""
    pattern = re.escape(phrase)
    if phrase.strip(_ZH_NUMERAL) == "":
        return rf"(?<![{_ZH_NUMERAL}]){pattern}(?![{_ZH_NUMERAL}])"
    if phrase in EN_TENS.values():
        pattern += rf"(?![- ](?:{_EN_ONES})\b)"
    if phrase[0].isascii() and phrase[0].isalnum():
        pattern = rf"(?<![{_LATIN}])" + (r"(?<![0-9][-./:,])" if phrase[0].isdigit() else "") + pattern
    if phrase[-1].isascii() and phrase[-1].isalnum():
        pattern += rf"(?![{_LATIN}])" + (r"(?![-./:,][0-9])" if phrase[-1].isdigit() else "")
    return pattern


class Phrases:
    """Phrases to find in text (the longest first: a quote that holds another goes whole). A phrase is looked for
    only in a text whose letters hold its letters (one substring test each): with 500 forgotten facts, 60 turns
    of 60 words take 8.5 ms (bench/masks/run.py, 2026-12-02), where one pattern of 500 alternatives took 990 ms
    (2026-12-01; the figures are in docs/memory.md)."""

    def __init__(self, phrases: Iterable[str]) -> None:
        unique = sorted({p.strip() for p in phrases if p and p.strip()}, key=len, reverse=True)
        self.phrases = [(p, f) for p in unique if (f := folded(p))]
        self._patterns: dict[str, re.Pattern[str]] = {}
        self._anchors: dict[str, list[tuple[str, str]]] = {}  # the first letters of each phrase -> the phrases
        for phrase, letters in self.phrases:
            self._anchors.setdefault(letters[:ANCHOR], []).append((phrase, letters))
        self._lengths = sorted({len(a) for a in self._anchors})

    def __bool__(self) -> bool:
        return bool(self.phrases)

    def without(self, dropped: set[str]) -> Phrases:
        """These phrases less those whose `value_key` is in `dropped` (their letters not folded again)."""
        kept = Phrases(())
        kept.phrases = [(p, f) for p, f in self.phrases if value_key(p) not in dropped]
        for phrase, letters in kept.phrases:
            kept._anchors.setdefault(letters[:ANCHOR], []).append((phrase, letters))
        kept._lengths = sorted({len(a) for a in kept._anchors})
        return kept

    def _found(self, text: str) -> list[str]:
        """The phrases whose letters are in the text's, the longest first."""
        letters = folded(text)
        if len(self.phrases) <= FEW:
            return [p for p, f in self.phrases if f in letters]
        starts = {letters[i : i + n] for n in self._lengths for i in range(len(letters) - n + 1)}
        found = [(p, f) for a in starts & self._anchors.keys() for p, f in self._anchors[a] if f in letters]
        return [p for p, _ in sorted(found, key=lambda pf: len(pf[0]), reverse=True)]

    def _pattern(self, phrase: str) -> re.Pattern[str]:
        if phrase not in self._patterns:
            self._patterns[phrase] = re.compile(_bounded(_normal(phrase)[0]))
        return self._patterns[phrase]

    def _sub(
        self, phrase: str, text: str, placeholder: str, normal: tuple[str, list[int] | None, list[int] | None]
    ) -> tuple[str, int]:
        """`text` (`normal`: it folded, `_normal`) with the phrase replaced wherever its folded form is (case and
        width aside), and how many times."""
        folded_text, starts, ends = normal
        spans: list[tuple[int, int]] = []
        for match in self._pattern(phrase).finditer(folded_text):
            start, end = (
                match.span() if starts is None or ends is None else (starts[match.start()], ends[match.end() - 1])
            )
            if spans and start < spans[-1][1]:  # two finds in one folded character ("ß" is "ss"): one cut
                spans[-1] = (spans[-1][0], max(end, spans[-1][1]))
            else:
                spans.append((start, end))
        if not spans:
            return text, 0
        pieces, last = [], 0
        for start, end in spans:
            pieces += [text[last:start], placeholder]
            last = end
        return "".join(pieces) + text[last:], len(spans)

    def found(self, text: str) -> list[str]:
        """The phrases that are in `text` as whole words (at a Latin end), the longest first."""
        if not self.phrases:
            return []
        candidates = self._found(text)
        normal = _normal(text)[0] if candidates else ""
        return [p for p in candidates if self._pattern(p).search(normal)]

    def replace(self, text: str, placeholder: str) -> str:
        """`text` with every phrase in it, in any case or width, replaced by `placeholder`."""
        normal = None  # the text folded, again after each cut
        for phrase in self._found(text) if self.phrases else ():
            normal = normal or _normal(text)
            text, hits = self._sub(phrase, text, placeholder, normal)
            normal = None if hits else normal
        return text

    def in_turn(self, text: str, placeholder: str) -> str:
        """A turn's text with the phrases replaced; all of it when one is there only in another spelling (a phrase
        of SPELLED letters or more: "I'm 34" is no quote of "I'm 345 pages", nor "yes" of "yesterday")."""
        normal = None  # the text folded, again after each cut
        for phrase in self._found(text) if self.phrases else ():
            normal = normal or _normal(text)
            text, hits = self._sub(phrase, text, placeholder, normal)
            normal = None if hits else normal
            letters = dict(self.phrases)[phrase]
            if not hits and len(letters) >= SPELLED and letters in folded(text):  # not inside one already cut
                return placeholder
        return text
