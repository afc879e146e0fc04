"""Off the record: what the person asked the twin not to keep.

A person may ask, in a message, that it not be remembered ("don't remember this, but I'm pregnant", "off the
record: I'm interviewing at Google", "I live in Boston, please don't save that", 这个你别记啊 我怀孕了), take back
what they said just before ("forget what I just said", "don't remember that", 当我没说, 刚才那句别记), or announce
that what comes next is not to be kept ("don't remember what I'm about to tell you", 接下来说的你别记). The turn
records it when it is written, so every reader of the session sees one decision, made once, with its words:

- `off_record: true` on a turn: nothing of it goes into memory, and nothing of the twin's reply to it (which
  carries the mark too);
- `takes_back: [ids]` on a turn: the person's turn before it, and the twin's replies to that turn, are off the
  record from then on (what memory had already learned from them is forgotten, as `/forget` does);
- `ahead: true` on a turn: the person's next turn is off the record.

The words stay in the session file, as every turn does: the raw history is the owner's (`twin memory purge`
deletes them). Memory is what keeps nothing: no fact, no question for `twin memory review`, no line of a diary
chapter, no recall, no earlier-session turn in a context, no sample of the voice; a turn taken back is not shown to
the model again in its own session either. Asking about something said long ago ("forget that I said I'm
pregnant") keeps that message out; what memory already holds is forgotten by `/forget` or `twin memory forget`,
which the chat names when it says the message was kept out.

Read as a person reads it, not a word list: an imperative addressed to the twin, at the start of a clause ("I
don't remember this place" is the person's own memory; "don't forget I'm allergic" asks the opposite; "forget it,
I'm a teacher anyway" is "never mind"; 别记仇 and 别记错了 are not about memory; 忘了说 is "I forgot to say").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from twin.wordlists import CJK, simplified

Reach = Literal["this", "back", "ahead"]
ENDS = 2000  # characters read at each end of a long message

# where an English request may begin: the start of the message or of a clause, or after a word that leads one
_LEAD = (
    r"(?:^|(?<=[.!?;:,\n—–(\"])|(?<=\s-)|(?<=\s)(?=(?:but|and|so|also|just|ok|okay|oh|btw|lol|pls|plz|please|"
    r"though|honestly|seriously|actually|um|hey|and|oh and)\s))\s*"
    r"(?:(?:but|and|so|also|just|ok|okay|oh|btw|lol|honestly|seriously|actually|um|hey|hmm|wait)\s+){0,3}"
)
_PLEASE = r"(?:(?:please|pls|plz|kindly|just|and|but)\s+){0,3}"
_NOT = r"(?:don'?t|do\s+not|dont|never|pls\s+don'?t|please\s+don'?t)"
_OBJ = (
    r"(?:(?:this|that)(?:\s+(?:one|bit|part|number|detail|info|information|stuff|fact|thing|message|msg))?|it|"
    r"these|those|any\s+of\s+(?:this|that|it)|the\s+following|the\s+next\s+(?:bit|part|message|thing)|"
    r"what\s+i(?:'m|\s+am|m)\s+(?:about\s+to|gonna|going\s+to)\s+(?:say|tell\s+you|type|write|share)|"
    r"what\s+i\s+(?:just\s+)?(?:said|told\s+(?:you|u|ya)|wrote|typed|mentioned|shared)(?:\s+about\s+\w+)?|"
    r"my\s+(?:last|previous)\s+(?:message|msg|text|sentence)|the\s+last\s+(?:thing\s+i\s+said|message|msg|part|bit)|"
    r"everything\s+i\s+(?:just\s+)?(?:said|told\s+you|wrote))"
)
_MEMORY = r"(?:(?:your|the|ur)\s+)?(?:memory|memories|notes?|records?|logs?|head|brain|diary|database|files?)"
_DOWN = rf"(?:\s+(?:down|anywhere|in\s+{_MEMORY}|to\s+{_MEMORY}|into\s+{_MEMORY}))"
_END = (
    r"(?=\s*(?:$|[.!?,;:)\n—–\-…~]|\s*(?:but|or|ok|okay|pls|please|plz|lol|lmao|haha|though|thanks|thx|k|alright|"
    rf"either|yet|tho|ty|ok\?|okay\?|right)\b|\s*[^\w\s'{CJK}]))"
)
# a verb that keeps on its own ("don't save this"), or only with where it would be kept ("don't write this down")
_KEEP = r"(?:remember|rember|remeber|remembr|rmbr|memori[sz]e|save|store|record|log|keep|note)"
_PUT = r"(?:write|jot|put|add|file|type|enter|include)"
_EN = (
    _LEAD
    + r"(?:"
    + rf"{_PLEASE}{_NOT}\s+(?:(?:you\s+)?(?:ever\s+)?)?(?:{_KEEP}\s+{_OBJ}{_DOWN}?|{_PUT}\s+{_OBJ}{_DOWN})"
    + rf"|(?:you\s+)?(?:don'?t|do\s+not|dont)\s+(?:need|have)\s+to\s+{_KEEP}\s+{_OBJ}{_DOWN}?"
    + rf"|no\s+need\s+to\s+{_KEEP}\s+{_OBJ}{_DOWN}?"
    + rf"|(?:i'?d|i\s+would)\s+(?:rather|prefer)\s+(?:if\s+)?you\s+(?:didn'?t|did\s+not|don'?t|not)\s+{_KEEP}\s+{_OBJ}"
    + rf"|(?:you\s+)?(?:shouldn'?t|should\s+not|needn'?t|mustn'?t|must\s+not|can'?t|cannot)\s+{_KEEP}\s+{_OBJ}{_DOWN}?"
    + rf"|(?:this|that|it)(?:'s|\s+is)\s+not\s+(?:for|to\s+be)\s+(?:{_MEMORY}|remembered|saved|stored|kept|recorded)"
    + rf"|(?:this|that|it)\s+(?:doesn'?t|does\s+not)\s+(?:need\s+to\s+)?(?:go|get)\s+(?:in|into|to)\s+{_MEMORY}"
    + r"|off\s+(?:the\s+)?records?|off-the-record"
    + rf"|{_PLEASE}keep\s+(?:this|that|it)\s+(?:out\s+of|off)\s+{_MEMORY}"
    + r"|(?:pretend|act\s+like|act\s+as\s+if)\s+(?:you\s+)?(?:didn'?t|did\s+not|never)\s+(?:hear|read|see)\s+"
    r"(?:this|that|it)"
    + r"|you\s+(?:didn'?t|did\s+not|never)\s+(?:hear|read|see)\s+(?:this|that|it)(?:\s+from\s+me)?"
    + rf"|{_PLEASE}(?:forget|erase|delete|wipe|remove|drop|scratch|strike)\s+(?:that|this|it)\s+from\s+{_MEMORY}"
    + rf"|{_PLEASE}(?:forget|erase|delete|wipe|remove|drop|unlearn|disregard|ignore)\s+(?:what\s+i\s+(?:just\s+)?"
    r"(?:said|told\s+(?:you|u|ya)|wrote|typed|mentioned|shared)(?:\s+about\s+\w+)?|"
    r"my\s+(?:last|previous)\s+(?:message|msg|text|sentence)|"
    r"the\s+last\s+(?:thing\s+i\s+said|message|msg)|everything\s+i\s+(?:just\s+)?(?:said|told\s+you|wrote))"
    + rf"|i\s+(?:don'?t|do\s+not|dont)\s+want\s+(?:this|that|it)\s+(?:in\s+{_MEMORY}|remembered|saved|stored|kept|"
    rf"recorded|to\s+be\s+(?:remembered|saved|stored|kept)|(?:going|to\s+go)\s+(?:in|into)\s+{_MEMORY})"
    + r")"
    + _END
    + r"|(?<![\w'])(?:please\s+|pls\s+|just\s+)?forget\s+(?:that\s+)?i\s+(?:ever\s+|even\s+)?"
    r"(?:said|mentioned|told\s+(?:you|u|ya)|wrote|brought\s+up)\b"
)
# a request that is a whole message of its own: "forget that", "scratch that", "delete this" (with words after it,
# "forget that, I'm a teacher anyway" is "never mind" and "scratch that, Brookline" a correction)
_EN_ALONE = (
    r"^\W*(?:(?:please|pls|plz|ok|okay|oh|um|hmm|actually|wait|no|nah|just|and|oops|sorry|lol)\W+){0,4}"
    r"(?:forget|erase|delete|wipe|scratch|strike|unsay|undo|remove)\s+(?:that|this|that\s+one|this\s+one|"
    r"the\s+last\s+one|all\s+that|all\s+of\s+that)\b"
)
# kinds of fact a request may name, in the words of a person and of a model's attribute
KINDS = {
    "age": ("age", "years old", "how old", "birth year", "年龄", "岁数", "年纪", "几岁"),
    "pay": ("salary", "pay", "wage", "wages", "income", "earnings", "rate", "工资", "收入", "薪水", "月薪", "年薪",
            "薪资"),
    "place": ("city", "address", "location", "residence", "home", "hometown", "住址", "地址", "城市", "住哪", "住在哪"),
    "work": ("job", "work", "occupation", "employer", "workplace", "career", "profession", "company", "工作", "职业",
             "单位", "公司"),
    "phone": ("phone", "number", "mobile", "电话", "手机号", "号码"),
    "birthday": ("birthday", "birth", "生日"),
    "name": ("name", "名字", "姓名"),
    "health": ("health", "diagnosis", "condition", "illness", "medication", "medicine", "病", "病情", "药", "身体"),
    "body": ("weight", "height", "体重", "身高"),
    "love": ("relationship", "partner", "dating", "boyfriend", "girlfriend", "感情", "对象"),
}  # fmt: skip
_KIND_EN = (
    r"(?:age|salary|pay|wage|wages|income|earnings|address|city|location|job|work|employer|phone(?:\s+number)?|"
    r"number|birthday|name|diagnosis|health|weight|height|relationship)"
)
_KIND_ZH = (
    r"(?:年龄|岁数|年纪|工资|收入|薪水|月薪|年薪|薪资|住址|地址|城市|工作|职业|单位|电话|手机号|号码|生日|名字|姓名|"
    r"病情|病|体重|身高|感情|对象)"
)
_EN_PART = (
    _LEAD
    + rf"{_PLEASE}(?:(?:don'?t|do\s+not|dont|never)\s+{_KEEP}\s+my|i\s+(?:don'?t|do\s+not|dont)\s+want\s+my"
    + rf"(?=\s+{_KIND_EN}\s+(?:saved|stored|remembered|kept|recorded)))\s+(?P<what>{_KIND_EN})(?!\w)"
)
_ON_RECORD = (  # "nah, put it on the record": the request taken back
    r"\b(?:put|keep|leave|have|get)\s+(?:it|this|that)\s+on\s+(?:the\s+)?record\b"
    r"|\bon\s+the\s+record\s*(?:pls|please)?\s*[:!]"
)
_EN_BACK = (
    r"\b(?:just\s+(?:said|told|wrote|typed|mentioned|shared)|what\s+i\s+(?:said|told\s+\w+|wrote)\s+about|"
    r"(?:last|previous)\s+(?:message|msg|text|sentence)|"
    r"the\s+last\s+(?:thing|message|msg|part|bit))\b"
)
_EN_AHEAD = (
    r"\b(?:about\s+to|gonna|going\s+to)\s+(?:say|tell|type|write|share)|\bthe\s+following\b|"
    r"\bthe\s+next\s+(?:bit|part|message|thing)\b|\b(?:what\s+)?(?:comes|i\s+say)\s+next\b"
)

_ZH_NOT = (
    r"(?:别|不要|不用|甭|无需|不必|千万别|可别|先别|别再|不许|不准|唔好|唔使|毋须|勿|莫|"
    r"别给我|不要给我|别帮我|不要帮我)"
)
_ZH_VERB = (
    r"(?:记住|记下来|记下|记着|记录下来|记录|记进|记到|记在|记低|记|存下来|存起来|存下|存档|存|保存|写下来|写下|写进|写低|录进|"
    r"放进|放到|留档|留底|留着|留下)"
)
_ZH_OBJ = (
    r"(?:这个|这件事|这事|这条|这句话|这句|这些|这段|这一段|它|呢个|呢件事|呢句|佢|这个事|这些话|我说的|"
    r"我刚才说的|我刚刚说的|刚才那句|刚才那条|刚才的|刚刚那句|刚刚的|以下|下面的|接下来的|接下来我说的|下面我说的)"
)
_ZH_PLACE = r"(?:你的|你|咱的)?(?:记忆|脑子|脑袋|小本本|本子|笔记|数据库|档案|日记|心里|心上)(?:里|中|上)?"
_ZH_BREAK = (
    rf"(?=$|[^\w{CJK}]|[啊呀哦喔哈嘛吧了喇啦噢哟嗷咯哇呢哈喔呵咩噃嘅呀，。！？、…~]|(?:哈+|啊+)|{_ZH_OBJ}|"
    r"我|你|但|不过|其实|因为|反正)"
)
_ZH = (
    r"(?:" + rf"(?:你|这个|这件事|这事|这句|这些|以下|接下来的|下面的|呢个|呢件事)?(?:就|可|千万|先|都)?{_ZH_NOT}"
    rf"(?:把它|把这个|把这件事|把这些)?(?:往|在|到|进)?(?:{_ZH_PLACE})?{_ZH_VERB}(?:{_ZH_OBJ}|{_ZH_PLACE}|下来|起来|住)?{_ZH_BREAK}"
    + rf"|{_ZH_NOT}(?:往|在|到|进){_ZH_PLACE}(?:记|存|放|写)"
    + r"|(?:就|你就|你)?当(?:作|做)?(?:我|我什么都)?没(?:说|讲|讲过|说过|提|提过)(?:过)?"
    + r"|(?:就|你就|你)?当(?:作|做)?(?:你)?没(?:听见|听到|听过|看见|看到|看过)"
    + r"|你没(?:听过|听见|听到)(?:这个|这件事|这话|这些|呢个)"
    + r"|(?:帮我|给我|你)?把(?:它|这个|这件事|这事|这句话|这句|这些|这条|刚才那句|刚才那条|刚才说的|"
    r"我刚才说的|我刚刚说的|"
    r"上一句|上一条|前面那句|刚刚那句|呢个|呢句)(?:给|从)?(?:你的)?(?:记忆里|脑子里)?(?:忘了|忘掉|删了|删掉|删除|抹掉|去掉|清掉)"
    + r"|(?:^|[，,。！!？?\s])(?:那你|你|就)?忘(?:了|掉)"
    r"(?:它|这个|这件事|这事|这句|我刚才说的|刚才说的|我说的|刚才那句)(?:吧)?"
    + r"|(?:^|[，,。！!？?\s])(?:那你|你|就)?(?:忘了吧|忘掉吧)+"
    + r"|删(?:掉|除|了)(?:这条|这个|刚才那条|刚才那句|上一条)(?:记忆|消息|信息)?"
    + rf"|从{_ZH_PLACE}(?:里|中)?(?:删|抹|去)(?:掉|除)"
    + r"|唔好(?:记|话俾人知)"
    + r")"
)
_ZH_PART = (
    rf"(?:我的)?(?P<what>{_KIND_ZH})(?:这个|这件事|的事|这块)?(?:你)?(?:就|可|千万|先|都|请)?{_ZH_NOT}"
    r"(?:记|记住|记下|存|保存)"
)
_ZH_BACK = r"刚才|刚刚|头先|上一句|上一条|上条|前面那|之前那句|之前那条|我说的那"
_ZH_LEAD = (
    r"(?:(?:我|你)?(?:刚才|刚刚|头先|之前|前面|上面|接下来|下面|等下|等一下)(?:我)?(?:说|讲|讲|打|发)?(?:的|嘅)?"
    r"(?:那句|那条|那段|(?:嗰|𠮶)句|这句|这些|那些|话|事|内容)?(?:话)?|(?:上一句|上一条|上条|以下|下面的)"
    r"|(?:我)?(?:刚才|刚刚|头先|之前|前面)[^，。！？,.!?\s]{1,8}?(?:那句|那条|那段|(?:嗰|𠮶)句|那件事|的事|的话)(?:话)?)"
    r"(?:你|就)?(?:请|麻烦你?|拜托)?\s*$"
)
_ZH_AHEAD = r"接下来|下面(?:我)?(?:说|讲)|以下|我要(?:说|讲|告诉你)的|等下(?:说|讲)的"

_FILLER = (
    r"(?:\b(?:please|pls|plz|ok|okay|k|oh|um|hmm|lol|lmao|haha+|thanks|thx|ty|seriously|actually|just|sorry|oops|"
    r"yeah|yes|no|nah|right|alright|hey|and|but|so|then|though|tho|either|anyway|really|honestly|sure|kk|fine|"
    r"thank\s+you|ok\?|you|me|it|that|this|too|again|got\s+it|promise|ugh|argh|welp|meh|oof|omg|god|jeez|damn|uh|"
    r"umm|hmm+|forget\s+(?:it|that|this|about\s+it))\b|[\W_\d]+|"
    r"[哈啊哦喔呀嘛吧了喇啦噢哟嗷咯哇呢嗯好的行吗么谢拜托求你我对不起意思算就那个这吧呵咩噃嘅唔该啦]+)"
)


@cache
def _compiled() -> dict[str, re.Pattern[str]]:
    """The patterns, compiled when a turn is first written (14 ms at import, paid by every `twin` command)."""
    names = (
        "EN", "EN_ALONE", "EN_BACK", "EN_AHEAD", "ZH", "ZH_BACK", "ZH_LEAD", "ZH_AHEAD", "FILLER", "ON_RECORD",
        "EN_PART", "ZH_PART",
    )  # fmt: skip
    return {name: re.compile(globals()[f"_{name}"]) for name in names}


@dataclass(frozen=True)
class Asked:
    """A request not to keep, found in a message: `reach` what it is about (this message, the person's turn before
    it, or their next one), `words` as they were found, `alone` when the message says nothing else, `about` the
    kinds of fact it names when it names some ("don't remember my age": ("age",)), empty when it names none."""

    reach: Reach
    words: str
    alone: bool
    about: tuple[str, ...] = ()


def _read(text: str) -> str:
    return simplified(unicodedata.normalize("NFKC", text).casefold()).replace("’", "'").replace("‘", "'")


def asked(text: str) -> Asked | None:
    """What a message asks not to be kept, if it asks so (see the module's docstring)."""
    if len(text) > 2 * ENDS:  # a long paste: a request is said before it or after it, not in its middle
        text = f"{text[:ENDS]}\n…\n{text[-ENDS:]}"
    said = _read(text)
    p = _compiled()
    if p["ON_RECORD"].search(said):
        return None  # "off the record? nah, put it on the record"
    part = p["EN_PART"].search(said) or p["ZH_PART"].search(said)
    if part is not None:  # "don't remember my age": what was said of it, just before
        named = part.group("what")
        kinds = tuple(kind for kind, words in KINDS.items() if any(w in named for w in words)) or (named.strip(),)
        rest = p["FILLER"].sub("", said[: part.start()] + " " + said[part.end() :]).strip()
        return Asked("back", part.group(0), not rest, kinds)
    found = sorted([*p["EN"].finditer(said), *p["ZH"].finditer(said)], key=lambda m: m.start())
    alone_request = p["EN_ALONE"].search(said) if not found else None
    matches = found or ([alone_request] if alone_request else [])
    if not matches:
        return None
    spans = []
    for match in matches:  # each request with what it names before it (刚才那句别记, 接下来说的你别记)
        lead = p["ZH_LEAD"].search(said[: match.start()])
        spans.append((lead.start() if lead else match.start(), match.end()))
    words = " ".join(said[a:b].strip(" ,.!?;:，。！？") for a, b in spans)
    others: list[str] = []
    last = 0
    for a, b in spans:
        others.append(said[last:a])
        last = max(last, b)
    others.append(said[last:])
    alone = not p["FILLER"].sub("", " ".join(others)).strip()
    if alone_request is not None and not alone:
        return None  # "forget that, I'm a teacher anyway": never mind, not a request about memory
    if p["EN_AHEAD"].search(words) or p["ZH_AHEAD"].search(words) or (alone and said.rstrip().endswith((":", "："))):
        return Asked("ahead" if alone else "this", words, alone)
    if alone or p["EN_BACK"].search(words) or p["ZH_BACK"].search(words):
        return Asked("back", words, alone)
    return Asked("this", words, alone)


def marks(earlier: Sequence[Any], role: str, text: str, reply_to: str | None = None) -> dict[str, Any]:
    """The fields a new turn records: `earlier` are the session's turns before it (objects with `id`, `role` and
    `record`), oldest first. A reply to a turn off the record is off it too; the person's turn right after a
    request about what comes next is off it."""
    if role != "user":
        asked_of = next((t for t in reversed(earlier) if t.id == reply_to), None) if reply_to else None
        if asked_of is None:
            asked_of = next((t for t in reversed(earlier) if t.role == "user"), None)
        return {"off_record": True} if asked_of is not None and asked_of.record.get("off_record") else {}
    request = asked(text)
    previous = next((t for t in reversed(earlier) if t.role == "user"), None)
    if previous is not None and previous.record.get("ahead") and previous.record.get("off_record"):
        return {"off_record": True}  # "don't remember what I'm about to tell you", then this
    if request is None:
        return {}
    if request.reach == "this":
        return {"off_record": True}
    if request.reach == "ahead":
        return {"off_record": True, "ahead": True}
    taken = _said_just_before(earlier)
    fields: dict[str, Any] = {"off_record": True} if request.alone else {}
    if taken and request.about:  # only what was said of these: the rest of the turn is kept
        fields["takes_back_part"] = {"turns": taken, "about": list(request.about)}
    elif taken:
        fields["takes_back"] = taken
    return fields


def taken_in_part(turns: Iterable[Any]) -> dict[str, tuple[str, ...]]:
    """Turn id -> the kinds of fact a later turn among `turns` takes back from it ("don't remember my age")."""
    out: dict[str, tuple[str, ...]] = {}
    for turn in turns:
        part = (turn if isinstance(turn, dict) else turn.record).get("takes_back_part")
        if isinstance(part, dict) and isinstance(part.get("turns"), list) and isinstance(part.get("about"), list):
            about = tuple(str(a) for a in part["about"])
            for taken in part["turns"]:
                if isinstance(taken, str):
                    out[taken] = out.get(taken, ()) + about
    return out


def names_kind(attribute: str, value: str, about: Sequence[str]) -> bool:
    """Whether a fact (its attribute and value) is of a kind `about` names (`KINDS`, or the person's own word)."""
    key = _read(attribute).replace("_", " ").replace("-", " ")
    words = set(key.split())
    for kind in about:
        if kind in KINDS:
            if any(w in words or (not w.isascii() and w in key) for w in KINDS[kind]):
                return True
        elif kind and (kind in key or kind in _read(value)):
            return True
    return False


def _said_just_before(earlier: Sequence[Any]) -> list[str]:
    """The person's last turn before now, and the twin's replies to it: what "forget what I just said" takes back."""
    previous = next((t for t in reversed(earlier) if t.role == "user"), None)
    if previous is None:
        return []
    at = next(i for i, t in enumerate(earlier) if t is previous)
    return [previous.id, *(t.id for t in earlier[at + 1 :] if t.role != "user")]


def off_record(turns: Iterable[Any]) -> set[str]:
    """The ids of the turns memory keeps nothing of, among `turns` (objects with `id` and `record`, or records):
    those marked off the record, and those a later turn takes back."""
    turns = list(turns)
    out = taken_back(turns)
    for turn in turns:
        record = turn if isinstance(turn, dict) else turn.record
        if record.get("off_record") and isinstance(record.get("id"), str):
            out.add(record["id"])
    return out


def taken_back(turns: Iterable[Any]) -> set[str]:
    """The ids that turns among `turns` take back ("forget what I just said"): not shown to the model again even in
    their own session, where a turn off the record is (the conversation in front of the twin)."""
    out: set[str] = set()
    for turn in turns:
        taken = (turn if isinstance(turn, dict) else turn.record).get("takes_back")
        if isinstance(taken, list):
            out.update(t for t in taken if isinstance(t, str))
    return out


def placeholder(language: str) -> str:
    """What stands in a text memory shows or hands to a model where a turn off the record was."""
    return "[不记，按对方的要求]" if language == "zh" else "[not kept, as asked]"
