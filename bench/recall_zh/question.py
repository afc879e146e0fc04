"""A question she asks after the last session, the lines that answer it, and the ways questions are dressed.

Kinds (a question may have several; the run reports each as a slice):
- paraphrase: the key words differ from the evidence's (小狗 for 大福, 看病 for 医院, 换工作 for 入职);
- chatty: the question comes after small talk, which has words (and sometimes time words) of its own;
- time: it names when the thing happened ("去年春天", "上个月", "2023年"), which is not always when it was said;
- multi: two things at once (两件事), or a count over several events; the evidence is several lines.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date

KINDS = ("paraphrase", "chatty", "time", "multi")


@dataclass
class Question:
    """One question with its evidence: (event name, line tag) pairs, each naming every line of that tag."""

    text: str
    kinds: tuple[str, ...]
    evidence: list[tuple[str, str]]
    when: tuple[date, date] | None = None  # the time the question names (start inclusive, end exclusive)
    source: str = ""  # madial, story or routine: where its evidence comes from
    timed: list[tuple[str, str]] | None = None  # the evidence `when` is about (None: all of it)
    ids: list[str] = field(default_factory=list)  # the evidence turn ids, once the history is written


def ask(text: str, kinds: str, *evidence: str, when: tuple[date, date] | None = None, source: str = "") -> Question:
    """A question from its words, its kinds ("time multi", or "" for none) and evidence as "event:tag" strings."""
    pairs = [(e.partition(":")[0], e.partition(":")[2]) for e in evidence]
    for name, tag in pairs:
        if not tag:
            raise ValueError(f"evidence {name!r} names no line tag")
    listed = tuple(k for k in KINDS if k in kinds.split())
    unknown = set(kinds.split()) - set(KINDS)
    if unknown or (("time" in listed) != (when is not None)) or ("multi" in listed and len(pairs) < 2):
        raise ValueError(f"{text}: kinds {kinds!r} and when {when} do not agree")
    return Question(text, listed, pairs, when, source)


def year(y: int) -> tuple[date, date]:
    """A calendar year as a window."""
    return date(y, 1, 1), date(y + 1, 1, 1)


def month(y: int, m: int) -> tuple[date, date]:
    """A calendar month as a window."""
    return date(y, m, 1), date(y + (m == 12), m % 12 + 1, 1)


def season(y: int, name: str) -> tuple[date, date]:
    """A season as people here say it: 春 March-May, 夏 June-August, 秋 September-November, 冬 December-February."""
    first = {"春": 3, "夏": 6, "秋": 9}.get(name)
    if first is None:
        return date(y, 12, 1), date(y + 1, 3, 1)
    return date(y, first, 1), date(y, first + 3, 1)


# Small talk before the question proper, written here; several carry time words of their own ("上周", "最近",
# "今天"), as real small talk does, and words that occur all over the history (加班, Lisa, 地铁).
CHATTER = [
    "最近好忙啊，天天加班到九点。对了，我想问问，",
    "今天开了一下午的会，头都大了。不说这个了，",
    "哎，上周末又下雨，哪儿也没去成。我真正想问的是，",
    "不好意思，刚才那句不重要，我真正想问的是：",
    "Lisa刚睡着，我终于能歇会儿了。问你个事儿，",
    "早上地铁又晚点，害我迟到了十分钟。话说回来，",
    "今天好累，腰也酸。算了，先问正事：",
    "老周又出差了，家里就我一个人带俩孩子。对了，",
    "刚洗完碗，坐下来喘口气。我突然想起来，",
    "最近睡得不太好，老是做梦。跟你打听个事，",
    "外面好大的风，窗户都在响。哦对了，",
    "今天在公司被老板夸了一句，心情不错。顺便问一下，",
    "哈哈，刚才Bart讲了个笑话，笑死我了。我想问的是，",
    "这周末本来想去爬山的，结果天气不好。嗯……我想问一下，",
    "你还在吗？刚才手机没电了。我要问的其实是这个：",
]

# How a person asks two things at once; {a} and {b} are two questions, each ending in its question mark.
PAIRS = [
    "问你两件事：一是{a}二是{b}",
    "{a}还有，{b}",
    "我想问两件事。{a}另外，{b}",
    "{a}顺便再问一下，{b}",
]


def chatty(question: Question, rng: random.Random) -> Question:
    """The question after a line of small talk."""
    text = rng.choice(CHATTER) + question.text
    kinds = _with(question.kinds, "chatty")
    return Question(text, kinds, question.evidence, question.when, question.source, question.timed)


def pair(a: Question, b: Question, rng: random.Random) -> Question:
    """Two questions asked as one."""
    text = rng.choice(PAIRS).format(a=a.text, b=b.text)
    kinds = _with(tuple(dict.fromkeys(a.kinds + b.kinds)), "multi")
    timed = (a.timed or a.evidence) if a.when else (b.timed or b.evidence) if b.when else None
    source = a.source if a.source == b.source else "mixed"
    return Question(text, kinds, a.evidence + b.evidence, a.when or b.when, source, timed)


def _with(kinds: tuple[str, ...], kind: str) -> tuple[str, ...]:
    return tuple(k for k in KINDS if k in kinds or k == kind)
