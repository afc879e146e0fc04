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
- `corrects: {turns, named}` on a turn that owns a mistake in the person's turn before ("typo, I'm 35", 打错了,
  `mistook`): that turn stays on the record; what the correction names of what was learned from it is retired as a
  mistake (twin/narrative/takeback.py).

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
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any, Literal

from twin.wordlists import CJK, simplified

Reach = Literal["this", "back", "ahead"]
ENDS = 2000  # characters read at each end of a long message
MATCHES = 20  # requests read in one message at most ("删掉这条" a thousand times is one request)
LEAD_REACH = 40  # characters before a Chinese request where what it names may begin (刚才吃药那句你别记)
AHEAD_REACH = 60  # characters before a request where it may say what comes next ("I'm about to tell you something, …")
_QUALIFIERS = frozenset("current home annual monthly hourly my user primary main present new old own".split())

# where an English request may begin: the start of the message or of a clause, or after a word that leads one (not
# after a colon or inside quotes: "my mom: don't save my number", "teacher said: don't write this down")
_LEAD = (
    r"(?:^|(?<=[.!?;,(\n—–\u2600-\u27bf\U0001f000-\U0001faff])|(?<=\s-)|(?<=\s)(?=(?:but|and|so|also|just|ok|okay|oh|"
    r"btw|lol|pls|plz|please|oops|though|honestly|seriously|actually|um|hey|nvm|ugh|argh|welp|oof|omg|oh and)\s))\s*"
    r"(?:(?:but|and|so|also|just|ok|okay|oh|btw|lol|oops|nvm|honestly|seriously|actually|um|hey|hmm|wait|ugh|argh|welp|"
    r"oof|omg)\s+){0,3}"
)
_PLEASE = r"(?:(?:please|pls|plz|kindly|just|and|but)\s+){0,3}"
_NOT = r"(?:don'?t|do\s+not|dont|dnt|pls\s+don'?t|please\s+don'?t)"
_THIS = (  # what a request names: what is said ("that" as a thing is "that milk": a clause must end after it)
    r"(?:(?:this|that|dis)(?:\s+(?:one|bit|part|number|detail|info|information|stuff|fact|message|msg))?|"
    r"these|any\s+of\s+(?:this|that|it)|all\s+(?:this|that)|the\s+following|the\s+next\s+(?:bit|part|message|thing)|"
    r"what\s+i(?:'m|\s+am|m)\s+(?:about\s+to|gonna|going\s+to)\s+(?:say|tell\s+(?:you|u|ya)|type|write|share)"
    r"(?:\s+next)?|my\s+next\s+(?:message|msg)|the\s+next\s+thing\s+i\s+say|what\s+comes\s+next|"
    r"(?:whatever|what)\s+i\s+say\s+next|that\s+last\s+(?:message|msg)|"
    r"what\s+i\s+(?:just\s+)?(?:said|told\s+(?:you|u|ya)|wrote|typed|mentioned|shared|sent)"
    r"(?:\s+about\s+(?:\w+\s+){0,3}?\w+)?|"
    r"my\s+(?:last|previous)\s+(?:message|msg|text|sentence)|the\s+last\s+(?:thing\s+i\s+said|message|msg|part|bit)|"
    r"everything\s+i\s+(?:just\s+)?(?:said|told\s+(?:you|u|ya)|wrote))"
)
_MEMORY = (
    r"(?:memory|memories|(?:your|ur)\s+(?:memory|memories|notes?|records?|logs?|head|brain|diary|database|files?))"
)
_DOWN = (
    rf"(?:\s+(?:down(?:\s+anywhere)?|anywhere|in\s+{_MEMORY}|to\s+{_MEMORY}|into\s+{_MEMORY}|on\s+(?:the\s+)?record))"
)
_END = (
    r"(?=\s*(?:$|[.!?,;:)\n—–\-…~]|\s*(?:but|or|and|ok|okay|pls|please|plz|lol|lmao|haha|though|thanks|thx|k|alright|"
    rf"either|tho|ty|ok\?|okay\?|right)\b|\s*[^\w\s'{CJK}]))"
)
# a verb that keeps on its own ("don't save this"), or only with where it would be kept ("don't write this down")
_RECALL = r"(?:remember|rember|remeber|remembr|rmbr|memori[sz]e|retain)"
_KEEP = r"(?:remember|rember|remeber|remembr|rmbr|memori[sz]e|save|store|record|log|keep|note|retain)"
_SAVE = r"(?:save|store|record|log)"  # "don't store it" (not "keep it": that milk, this box)
_PUT = r"(?:write|jot|put|add|file|type|enter|include)"
_EN = (
    _LEAD + r"(?:" + rf"{_PLEASE}{_NOT}\s+(?:you\s+dare\s+)?(?:ever\s+)?(?:{_RECALL}\s+(?:{_THIS}|it)"
    rf"{_DOWN}?|{_KEEP}\s+{_THIS}{_DOWN}?|{_SAVE}\s+it{_DOWN}?|{_PUT}\s+(?:{_THIS}|it){_DOWN}|commit\s+(?:{_THIS}|it)\s+to\s+{_MEMORY}"
    rf"|make\s+(?:a\s+)?note\s+of\s+(?:{_THIS}|it))"
    + rf"|(?:can|could|would|will)\s+you\s+(?:please\s+)?not\s+{_KEEP}\s+(?:{_THIS}|it)"
    + rf"|(?:would|do)\s+you\s+mind\s+not\s+(?:remembering|saving|storing|keeping|recording)\s+(?:{_THIS}|it)"
    + rf"|(?:i'?d|i\s+would)\s+appreciate\s+it\s+if\s+you\s+(?:didn'?t|did\s+not|don'?t)\s+{_KEEP}\s+(?:{_THIS}|it)"
    + r"|(?:you\s+)?didn'?t\s+hear\s+(?:it|this|that)\s+from\s+me"
    + r"|forget\s+(?:that\s+)?(?:you\s+)?(?:ever\s+)?heard\s+(?:this|that|it)"
    + r"|(?:can|could|would)\s+you\s+(?:please\s+)?(?:forget|unremember|delete|erase)\s+(?:it|that|this)"
    r"|(?:pls\s+|please\s+)?(?:forget|unremember)\s+that\s+last\s+(?:message|msg|one|thing)"
    r"|forget\s+(?:this|it)\s+(?:after|once|when)\s+(?:you\s+)?(?:read|hear)\s+(?:it|this)"
    r"|(?:pretend|act\s+like|act\s+as\s+if)\s+i\s+(?:never|didn'?t)\s+(?:said|say|told\s+you|mention(?:ed)?)\s+"
    r"(?:that|this|it|anything)"
    r"|(?:this\s+is\s+|it'?s\s+)?not\s+something\s+i\s+want\s+you\s+to\s+(?:keep|remember|save|store)"
    r"|(?:that|this)\s+was\s+(?:supposed|meant)\s+to\s+be\s+off\s+(?:the\s+)?record"
    + rf"|(?:you\s+)?(?:don'?t|do\s+not|dont)\s+(?:need|have)\s+to\s+(?:remember|memori[sz]e)\s+{_THIS}{_DOWN}?"
    + rf"|no\s+need\s+to\s+{_KEEP}\s+{_THIS}{_DOWN}?"
    + rf"|(?:i'?d|i\s+would)\s+(?:rather|prefer)\s+(?:if\s+)?you\s+(?:didn'?t|did\s+not|don'?t|not)\s+{_KEEP}\s+"
    rf"(?:{_THIS}|it)"
    + rf"|(?:you\s+)?(?:shouldn'?t|should\s+not|needn'?t|mustn'?t|must\s+not)\s+(?:remember|memori[sz]e)\s+{_THIS}"
    + r"|(?:this|that|it)(?:\s+(?:one|next\s+part|next\s+bit))?(?:'s|\s+is|\s+isn'?t|'s\s+not|\s+is\s+not)\s+"
    + rf"(?:not\s+)?(?:for|to\s+be)\s+"
    rf"(?:{_MEMORY}|(?:the|your|ur)\s+diary|remembered|saved|stored|kept)"
    + r"|(?:this|that)\s+(?:doesn'?t|does\s+not)\s+need\s+to\s+be\s+(?:remembered|saved|stored|kept)"
    + rf"|(?:this|that|it)\s+(?:doesn'?t|does\s+not|shouldn'?t|should\s+not)\s+(?:need\s+to\s+)?(?:go|get)\s+"
    rf"(?:in|into|to)\s+{_MEMORY}" + r"|(?:(?:the\s+following|this|what\s+follows|(?:my\s+)?next\s+(?:message|msg|bit)|"
    r"(?:the\s+)?next\s+thing\s+i\s+say)\s+(?:is|are)\s+|this's\s+"
    r"|totally\s+|strictly\s+|completely\s+|going\s+)?(?:off\s+(?:the\s+)?records?|off-the-record)"
    r"(?:\s+(?:here|now|for\s+(?:a\s+)?(?:sec|second|bit|moment|minute|now)|for\s+the\s+next\s+(?:bit|part|message|one)))?"
    + rf"|{_PLEASE}(?:keep|leave)\s+(?:this|that|it)\s+(?:out\s+of|off)\s+{_MEMORY}"
    + r"|(?:pretend|act\s+like|act\s+as\s+if)\s+(?:you\s+)?(?:didn'?t|did\s+not|never)\s+(?:hear|heard)\s+"
    r"(?:this|that|it)"
    + r"|you\s+(?:didn'?t|did\s+not|never)\s+(?:hear|heard)\s+(?:this|that|it)(?:\s+from\s+me)?"
    + rf"|{_PLEASE}(?:forget|erase|delete|wipe|remove|drop|scratch|strike)\s+(?:that|this|it)\s+from\s+{_MEMORY}"
    + rf"|{_PLEASE}(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?"
    r"(?:forget|erase|delete|wipe|remove|drop|unlearn|disregard|ignore)\s+(?:what\s+i\s+(?:just\s+)?"
    r"(?:said|told\s+(?:you|u|ya)|wrote|typed|mentioned|shared|sent)(?:\s+about\s+(?:\w+\s+){0,3}?\w+)?|"
    r"my\s+(?:last|previous)\s+(?:message|msg|text|sentence)|"
    r"the\s+last\s+(?:thing\s+i\s+said|message|msg)|everything\s+i\s+(?:just\s+)?(?:said|told\s+you|wrote))"
    + rf"|i\s+(?:really\s+)?(?:don'?t|do\s+not|dont)\s+want\s+(?:this|that)\s+(?:in\s+{_MEMORY}|remembered|saved|"
    rf"stored|kept|to\s+be\s+(?:remembered|saved|stored|kept)|(?:going|to\s+go)\s+(?:in|into)\s+{_MEMORY})"
    + r")"
    + _END
    + r"|"
    + _LEAD
    + rf"{_PLEASE}{_NOT}\s+{_RECALL}\s+that(?=\s+(?:i|i'm|im|my)\b)"  # "please don't remember that I'm pregnant"
    # wherever in a sentence: "can I tell you something without you remembering it?", "… promise not to remember it"
    + r"|\bwithout\s+you\s+(?:remembering|saving|keeping|storing)\s+(?:it|this)"
    r"|\b(?:promise|swear)\s+(?:not\s+to|you\s+won'?t)\s+(?:remember|save|keep|store)\s+(?:it|this)"
    r"|\bforget\s+(?:it|this|that)\s+(?:afterwards|after\s+that|later)\b"
    + r"|"
    + _LEAD
    + r"(?:please\s+|pls\s+|just\s+)?forget\s+(?:that\s+)?i\s+(?:ever\s+|even\s+)?"
    r"(?:said|mentioned|told\s+(?:you|u|ya)|wrote|brought\s+up)\b"
)
# a request that is a whole message of its own: "forget that", "scratch that", "ignore that" (with words after it,
# "forget that, I'm a teacher anyway" is "never mind" and "scratch that, Brookline" a correction)
_EN_ALONE = (
    r"^\W*(?:(?:please|pls|plz|ok|okay|oh|um|hmm|actually|wait|no|nah|just|and|oops|sorry|lol|nvm|you\s+can|u\s+can|"
    r"can\s+you|could\s+you)"
    r"\W+){0,4}(?:forget|erase|delete|wipe|scratch|strike|unsay|undo|remove|ignore|disregard|unhear|redact|retract|"
    r"unremember)"
    r"\s+(?:that|this|that\s+one|this\s+one|the\s+last\s+one|all\s+that|all\s+of\s+that)\b|^\W*unsend\b"
)
# kinds of fact a request may name, in the words of a person and of a model's attribute
KINDS = {
    "age": ("age", "years old", "birth year", "how old i am", "年龄", "岁数", "年纪", "几岁"),
    "pay": ("salary", "pay", "wage", "wages", "income", "earnings", "rate", "工资", "收入", "薪水", "月薪", "年薪",
            "薪资"),
    "place": ("city", "address", "location", "residence", "home", "hometown", "where i live", "住址", "地址", "城市",
              "住哪", "住在哪",
              "居住地", "所在地", "住处"),
    "work": ("job", "work", "occupation", "employer", "workplace", "career", "profession", "company", "工作", "职业",
             "单位", "公司", "公司名字", "公司名称"),
    "phone": ("phone", "phone number", "number", "mobile", "mobile number", "电话", "手机号", "号码", "电话号码"),
    "birthday": ("birthday", "birth", "生日"),
    "name": ("name", "名字", "姓名"),
    "health": ("health", "diagnosis", "condition", "illness", "medication", "medicine", "病", "病情", "药", "身体"),
    "body": ("weight", "height", "体重", "身高"),
    "love": ("relationship", "partner", "dating", "boyfriend", "girlfriend", "感情", "对象"),
}  # fmt: skip
KIND_NAMES = {  # how the chat names each kind: (English, Chinese)
    "age": ("your age", "年龄"), "pay": ("your pay", "收入"), "place": ("where you live", "住处"),
    "work": ("your work", "工作"), "phone": ("your number", "电话"), "birthday": ("your birthday", "生日"),
    "name": ("your name", "名字"), "health": ("your health", "身体状况"),
    "body": ("your height and weight", "身高体重"), "love": ("your relationship", "感情"),
}  # fmt: skip


def kind_name(kind: str, language: str) -> str:
    """A kind of fact as the chat names it to the person ("your age", 年龄), or their own word for it."""
    names = KIND_NAMES.get(kind)
    return (names[1] if language == "zh" else names[0]) if names else kind


_KIND_EN = (
    r"(?:age|how\s+old\s+i\s+am|salary|pay|wage|wages|income|earnings|address|city|location|where\s+i\s+live|job|"
    r"work|employer|phone(?:\s+number)?|number|birthday|name|diagnosis|health|weight|height|relationship)"
)
_KIND_ZH = (
    r"(?:年龄|岁数|年纪|几岁|工资|收入|薪水|月薪|年薪|薪资|住址|地址|住哪|城市|工作|职业|单位|公司名字|公司名称|公司|"
    r"电话|手机号|号码|生日|"
    r"名字|姓名|病情|病|体重|身高|感情|对象)"
)
_EN_PART = (
    _LEAD
    + rf"{_PLEASE}(?:(?:(?:don'?t|do\s+not|dont)\s+{_KEEP}|no\s+need\s+to\s+{_KEEP}|forget|delete|erase|remove)\s+"
    rf"(?:my\s+)?(?P<what>{_KIND_EN})(?:\s+(?:either|too|thing))?(?P<more>(?:\s*(?:,|or|and)\s+my\s+{_KIND_EN})*)"
    + rf"|i\s+(?:don'?t|do\s+not|dont)\s+want\s+my\s+(?P<wanted>{_KIND_EN})\s+(?:saved|stored|remembered|kept)"
    r"(?:\s+anywhere)?)" + _END
)
_ON_RECORD = (  # "nah, put it on the record": the request taken back
    r"\b(?:put|leave|have|get)\s+(?:it|this|that)\s+on\s+(?:the\s+)?record\b"
    r"|\bon\s+the\s+record\s*(?:pls|please)?\s*[:!]"
)
_EN_BACK = (
    r"\b(?:just\s+(?:said|told|wrote|typed|mentioned|shared|sent)|what\s+i\s+(?:said|told\s+\w+|wrote)|"
    r"(?:last|previous)\s+(?:message|msg|text|sentence)|the\s+last\s+(?:thing|message|msg|part|bit)|never\s+said|"
    r"(?:strike|scratch)\s+(?:that|this))\b"
)
_EN_AHEAD = (
    r"\b(?:about\s+to|gonna|going\s+to)\s+(?:say|tell|type|write|share|vent)|\bthe\s+following\b|"
    r"\b(?:the|my)\s+next\s+(?:bit|part|message|msg|thing)\b|\b(?:what\s+)?(?:comes|i\s+say)\s+next\b|"
    r"\bwhat\s+follows\b|\bnext\s+(?:message|msg|part|bit)\b|\btell\s+you\s+something\b|\bvent\b|"
    r"\b(?:what\s+comes|i\s+say)\s+next\b|\bnext\s+thing\s+i\s+say\b|\boff\s+the\s+record\s+for\s+(?:a\s+)?(?:sec|second|bit|moment|minute)"
)
# what makes a request about what was said before: a misdirected message, a joke owned, words taken back
_EN_RETRACT = (
    r"\b(?:meant\s+for|wrong\s+(?:chat|person|window|convo|thread|number)|sent\s+(?:that|this|it)\s+to\s+the\s+wrong"
    r"|that\s+was\s+a\s+joke|i\s+was\s+(?:kidding|joking)|just\s+kidding|take\s+(?:that|it)\s+back)\b"
)
# someone else's words the request is part of: "my mom: don't save…", "he told me, off the record, …"
_EN_REPORTED = (
    r"(?:\b(?:said|says|told|tells|texted|texts|wrote|writes|asked|goes|went|yelled|replied|rule|reply)\b"
    r"|:)[^.!?\n]*$"
)
_ZH_REPORTED = (  # 老师说这道题不用记, 我跟她说别记着了 (not 我说的, 接下来说的: the person's own words)
    r"(?:(?<![我你才刚面来要跟先])(?:说|讲)(?![的过了嘅个件])|告诉(?:我|他|她)|叫(?:我|他|她)|让我|要我|写着)"
    r"[^，。！？,.!?；;：:\s]*$"
)

_ZH_NOT = (
    r"(?:别|不要|不用|甭|无需|不必|千万别|可别|先别|别再|不许|不准|唔好|唔使|咪|毋须|勿|"
    r"别给我|不要给我|别帮我|不要帮我|请不要|请别)"
)
_ZH_VERB = r"(?:记住|记下来|记下|记着|记录下来|记录在案|记录|记进|记到|记在|记低|记得|记|save低|save)"
_ZH_OBJ = (
    r"(?:这个|这件事|这事|这条|这句话|这句|这些|这段|这一段|它|呢个|呢件事|呢句|佢|这个事|这些话|我说的|"
    r"我刚才说的|我刚刚说的|刚才那句|刚才那条|刚才的|刚刚那句|刚刚那条|刚刚的|以下|下面的|接下来的|接下来我说的|"
    r"下面我说的|这事儿)"
)
_ZH_PLACE = r"(?:(?:你的|你)(?:记忆|脑子|脑袋|小本本|本子|笔记|数据库|档案|日记)|记忆)(?:里|中|上)?"
_ZH_BREAK = (  # after the verb: the end of the clause, a particle, or what it is about, not 记错, 记仇, 存银行
    rf"(?=$|[^\w{CJK}]|[啊呀哦喔哈嘛吧了喇啦噢哟嗷咯哇呢哈喔呵咩噃嘅呀好，。！？、…~]|(?:哈+|啊+)|{_ZH_OBJ}|"
    r"但|不过|其实|因为|反正)"
)
_ZH_CLAUSE = r"(?:^|(?<=[，,。！!？?\s；;：:…~句条话事嘢]))"  # a request begins a clause (not 相当没说服力)
_ZH = (
    r"(?:" + rf"(?:你|这个|这件事|这事|这句|这些|以下|接下来的|下面的|呢个|呢件事)?(?:就|可|千万|先|都)?{_ZH_NOT}"
    rf"(?:把它|把这个|把这件事|把这些|把{_ZH_OBJ})?(?:往|在|到|进)?(?:{_ZH_PLACE})?{_ZH_VERB}"
    rf"(?:{_ZH_OBJ}|{_ZH_PLACE}|下来|起来|住|进去)?{_ZH_BREAK}"
    + rf"|{_ZH_NOT}(?:往|在|到|进|放进|存进|写进){_ZH_PLACE}(?:记|存|放|写|保存)?"
    + rf"|{_ZH_NOT}往心里记{_ZH_BREAK}"  # 别往心里记 (not 别往心里去: "don't take it to heart")
    # 我住在南京，别存啊 (not 照片不用存, 不用存了: money, photos)
    + rf"|{_ZH_CLAUSE}(?:这个|这些|这条|这句|呢个|呢句|[^，。！？,.!?\s]{{0,8}}?(?:说的|讲的|那句|那条|的话))?(?:你)?"
    rf"(?:都|就)?{_ZH_NOT}存(?=$|[^\w{CJK}]|[啊呀哦哈吧嘛喔噢])"
    + rf"|{_ZH_NOT}保存(?:这条|这句|这句话|这些话|这段|我说的)(?:消息|聊天)?{_ZH_BREAK}"
    + r"|(?:刚才|刚刚|刚)(?:说|讲)?的(?:话|那个|那句|那些)?(?:你)?(?:就)?(?:忘了|忘掉|删了|删掉)(?:吧)?"
    + r"|(?<=[句条话嘢])(?:你)?(?:就)?(?:请)?(?:忘掉|忘了|删掉|删了)(?:吧|啊|哈|哦)?(?=$|[，。！？~\s!?.,])"
    + r"|听完(?:了)?(?:就)?(?:忘掉|忘了|删掉)"
    + rf"|{_ZH_CLAUSE}(?:那|那你|你|就|你就)?(?:就)?当(?:作|做)?(?:我)?(?:什么都)?(?:没|冇)(?:跟你|和你|同你)?"
    r"(?:说|讲|提)(?:过)?"
    + rf"|{_ZH_CLAUSE}(?:这个|这件事|这事|呢个|呢样嘢|呢件事)?(?:你)?(?:就)?当(?:作|做)?(?:你)?(?:没|冇)"
    r"(?:听见|听到|听过)"
    + r"|(?:刚才|刚刚)(?:说|讲)的(?:不算|作废|不作数)|以上(?:作废|不算)|撤回(?:上一条|刚才那条)"
    + r"|忽略(?:我)?(?:刚才|刚刚|上一条)(?:的)?(?:消息|话)?"
    + r"|(?:帮我|给我|你)?把(?:刚才那句|刚才那条|刚才说的|我刚才说的|我刚刚说的|刚刚那句|刚刚那条|刚刚说的|上一句|"
    r"上一条|前面那句|这句话|这条消息|我说的)(?:给|从)?(?:你的)?(?:记忆里|脑子里)?(?:忘了|忘掉|删了|删掉|删除|撤回)"
    + r"|(?:帮我|给我|你)?把(?:它|这个|这件事|这事)(?:给)?(?:忘了|忘掉)"
    + rf"|{_ZH_CLAUSE}(?:那你|你|就)?忘(?:了|掉)(?:它|这个|这件事|这事|这句|我刚才说的|刚才说的|刚刚说的|我说的|"
    r"刚才那句|刚刚那句)(?:吧)?"
    + rf"|删(?:掉|除|了)(?:这条|刚才那条|刚才那句|刚刚那条|刚刚那句|上一条)(?:记忆|消息)?{_ZH_BREAK}"
    + r"|从(?:你的|你)?(?:记忆|脑子)(?:里|中)?(?:删|抹|去)(?:掉|除)"
    + r")"
)
# a request that is a whole message of its own: 忘了吧 (with words after it, 算了，忘了吧，… is "never mind")
_ZH_ALONE = r"^\W*(?:算了|那|那你|你|就)?\W*(?:忘了吧|忘掉吧|忘了它吧|当我没说|删了吧|撤回)+\W*$"
_ZH_PART = (
    rf"(?:我的)?(?P<what>{_KIND_ZH})(?:这个|那个|这件事|的事|这块|多少)?(?:你)?(?:就|可|千万|先|都|请)?"
    rf"(?:{_ZH_NOT}(?:记住|记下来|记下|记|存){_ZH_BREAK}|当(?:作)?(?:没|冇)(?:听过|听到|听见))"
)
_ZH_BACK = r"刚才|刚刚|头先|上一句|上一条|上条|前面那|之前那句|之前那条|我说的那"
_ZH_LEAD = (
    r"(?:(?:我|你)?(?:刚才|刚刚|头先|之前|前面|上面|接下来|下面|等下|等一下|等阵|后面)(?:我)?(?:要)?(?:说|讲|打|发)?"
    r"(?:的|嘅)?(?:那句|那条|那段|(?:嗰|𠮶)句|这句|这条|这些|那些|那个|话|事|内容|嘢)?(?:话)?"
    r"|(?:上一句|上一条|上条|以下|下面的|下一条|下一句|我要告诉你的(?:事|话)?)"
    r"|(?:我)?(?:刚才|刚刚|头先|之前|前面)[^，。！？,.!?\s]{1,8}?(?:那句|那条|那段|(?:嗰|𠮶)句|那件事|的事|的话)(?:话)?)"
    r"(?:你|就|都)?(?:请|麻烦你?|拜托)?\s*$"
)
_ZH_AHEAD = (
    r"接下来|下面(?:我)?(?:要)?(?:说|讲)|以下|我要(?:说|讲|告诉你)的|等(?:一)?下(?:我)?(?:要)?(?:说|讲)|下一条|下一句"
    r"|等阵|下面这(?:句|条)|跟你说(?:个|件)事|说(?:个|件)(?:事|秘密)|告诉你(?:个|件)事"
    r"|后面(?:我)?(?:说|讲)|下面(?:这)?几句|下面的话"
)

_FILLER = (
    r"(?:\b(?:please|pls|plz|ok|okay|k|oh|um|hmm|lol|lmao|haha+|thanks|thx|ty|seriously|actually|just|sorry|oops|"
    r"yeah|yes|no|nah|right|alright|hey|and|but|so|then|though|tho|either|anyway|really|honestly|sure|kk|fine|"
    r"thank\s+you|ok\?|you|me|it|that|this|too|again|got\s+it|promise|ugh|argh|welp|meh|oof|omg|god|jeez|damn|uh|"
    r"umm|hmm+|nvm|nevermind|never\s+mind|anything|forget\s+(?:it|that|this|about\s+it))\b|[\W_\d]+|"
    r"[哈啊哦喔呀嘛吧了喇啦噢哟嗷咯哇呢嗯好的行吗么谢拜托求你我对不起意思算就那个这吧呵咩噃嘅唔该啦]+)"
)
# a message that begins by owning that the one before was a joke or a test (see `joked`)
_JOKED = (
    r"^\W*(?:(?:lo+l|lmf?ao+|(?:ha){2,}h?|hah|he(?:he)+|ok|okay|nah|nope|wait|sorry|well|oops|actually|fine|ok\s+fine)"
    r"\W+|no\W+(?=i\s|i'm\s|im\s|just\s)){0,3}"
    r"(?:(?:(?:i'?m|im|i\s+was)\s+)?(?:just\s+|only\s+)?(?:kidding|joking|messing\s+with\s+(?:you|u)|testing\s+(?:you|u)|"
    r"pulling\s+your\s+leg|trolling(?:\s+(?:you|u))?)(?:\s+(?:kidding|joking))?|"
    r"(?:jk)+(?!\s*,?\s*\(|\s*,\s*(?:my|our|his|her|the)\b)|j/k|i\s+lied|psych)"
    r"(?!\s*[?\"'“”])(?=\s*$|\s*[^\w\s?]|\s+(?:i|i'm|im|actually|lol|lmao|haha+|obviously|ofc|of\s+course|it'?s|its|but|"
    r"the)\b|\s+\d)"
    r"|^\W*(?:哈哈+|嘿嘿+|哈|好吧|其实)?\W*(?:(?:刚才|刚刚|头先)(?:说的|那句|那些)?(?:都)?(?:是|係|系)?)?(?:我|其实|其实是|是)?"
    r"(?:开玩笑(?:的|啦|而已|呢|嘅)|骗你(?:的|呢|啦)|逗你(?:玩)?(?:的|呢|啦)|说着玩的|闹着玩的|瞎说的|乱说的|胡说的|"
    r"讲笑(?:咋|㗎|啫|嘅|咋嘛)?|呃你(?:㗎|咋|嘅|啫)?|在测试你|测试你的|(?:刚才|刚刚)(?:说的|那句|那些)(?:都)?是假的)"
    rf"(?=$|[^\w{CJK}？?]|[啦啊呀哈嘛咋㗎])"
)
# a message that begins by owning a mistake in the one before (see `mistook`): "typo, I'm 35", "oh wait I mixed it
# up", "I meant Lisbon" (not "I meant to ask"), 打错了，是东莞, 我说错了; not "you got it wrong" nor 你说错了 (the
# twin's mistake)
_OPENER = (
    r"(?:oh|ah|ahh|oops|whoops|woops|wait|no|nope|sorry|soz|ugh|hmm+|err|erm|um+|uh|lol|haha+|actually|ok|okay|so|"
    r"omg|dang|damn|crap|shoot|sigh|yikes|ack|argh|hold\s+on)"
)
_PUNCT_AFTER = r"(?=\s*[,.!:;—–\-)]|\s*$)"  # a word of mistake alone: "my bad, it's Hanna", not "my bad luck"
_MISTOOK = (
    rf"^\W*(?:{_OPENER}\W+){{0,3}}(?:"
    rf"typo(?:s|ed)?\b|autocorrect(?:ed)?{_PUNCT_AFTER}|autocorrect(?:ed)?\s+(?:smh|lol|again|sorry)\b|"
    r"i\s+(?:said|typed|wrote|put|spelled|spelt|told\s+you)\s+(?:it\s+|that\s+|this\s+|the\s+\w+\s+)?wrong\b|"
    r"(?:i\s+)?(?:misspoke|misspelled|misspelt|misremembered|mistyped|miswrote|miscounted)\b|"
    rf"(?:oh\s+)?(?:wait\W+no|no\W+wait){_PUNCT_AFTER}|brain\s+fart\b|"
    rf"i\s+(?:made|make)\s+a\s+(?:mistake|typo|error)\b|i\s+was\s+wrong\b|my\s+(?:bad|mistake|error){_PUNCT_AFTER}|"
    r"correction\s*[:,]|(?:scratch|strike)\s+that\b|"
    r"what\s+i\s+(?:just\s+)?(?:said|wrote|typed)\s*(?:is\s+|was\s+)?(?:wrong|incorrect|a\s+typo|a\s+mistake|not\s+right)\b|"
    r"i\s+meant\b(?!\s+(?:to|it|that|well|no\s+harm|nothing)\b)|(?:no|nope|sorry|soz|oops)\W+i\s+mean\b"
    r")"
    r"|^\W*(?:哦|噢|呃|啊|额|嗯|哎|诶|欸|哎呀|啊呀|等等|等一下|不好意思|抱歉|sorry)?\W*"
    r"(?:我|刚才|刚刚|头先|上一条|上一句)?(?:那句|那条|说的|写的)?(?:是)?"
    r"(?:(?:打|说|写|讲|记|看|输)错(?:了|咗|字)?|口误|笔误|更正(?:一下)?|纠正一下|不对不对|错了错了)"
)
# a mistake about who or which: "I mixed it up, it's Leo's brother who's moving", 我说反了, 搞混了 (see `mistook`)
_MIXED = (
    rf"^\W*(?:{_OPENER}\W+){{0,3}}(?:"
    r"i\s+(?:mixed|muddled|confused)\s+(?:it|that|them|those|this|these|things|stuff|the\s+names|\w+\s+(?:and|with)\s+\w+)"
    r"(?:\s+up)?\b|"
    r"i\s+(?:got|had)\s+(?:it|that|them|those|this|the\s+\w+)\s+(?:wrong|mixed\s+up|backwards|confused|"
    r"the\s+wrong\s+way(?:\s+round)?)\b)"
    r"|\bi\s+(?:mixed|muddled)\s+(?:it|them|those|these|the\s+names)\s+up\b"
    r"|\bi\s+mixed\s+up\s+the\s+(?:dates|names|numbers|days|two|cities|times|ages)\b"
    r"|\bi\s+got\s+(?:it|that|them|those)\s+(?:backwards|mixed\s+up|the\s+wrong\s+way\s+round)\b"
    r"|(?:说反了|(?:搞|弄|记)混了?|(?:搞|弄)错了?人)"
)
# words of a mistake of the person's own, wherever they are in the message: "well i'm a paramedic actually, idk why
# i typed nurse", 不是柯基，是柴犬，手滑了 (not 你记错了, 不是我说错了; not "autocorrect keeps changing Oslo")
_MISTOOK_ANYWHERE = (
    r"\bi\s+(?:misspoke|miscounted|misremembered|mistyped)\b|\bi\s+counted\s+wrong\b|\bi\s+typed\s+the\s+wrong\b"
    r"|\b(?:idk|dunno|not\s+sure|no\s+idea)\s+why\s+i\s+(?:typed|said|wrote|put)\b|\bbrain\s+fart\b"
    r"|(?:记错了|说错了|打错了|写错了|口误|手滑了?|打太快了?|怎么说成|咋说成)"
)
# the same at the start without a word of mistake ("wait sorry I'm 35 not 34", 不好意思，我不是34): a value it
# denies is the mistake, and only that (`mistook`)
_MISTOOK_WEAK = (
    r"^\W*(?:wait|sorry|soz|oops|whoops|woops|err|erm|hold\s+on)\b"
    r"|^\W*(?:(?:oh\s+)?no\W+wait|wait\W+no|my\s+bad)(?=\s*[,.!:;—–\-)]|\s*$)"
    r"|^\W*(?:等等|等一下|不好意思|抱歉|哎呀|啊呀|不对|不是|唔系|唔係)"
)  # (a message that begins 不是…, 唔係…, denies as it begins: 唔係60呀，係62; "not vegan like the preachy ones" is no
# correction, and English "not …" is left out)
# a word put right with an asterisk, the way chats do: "3 cats*", "*portuguese", 湖北* (one asterisk: not *sigh*, nor
# a rating, "5*")
_STARRED = r"^[^*]*(?:[^\W\d_]\*(?!\S)|(?<!\S)\*[^\W\d_])[^*]*$"

# what says a request is about what was said before, and says nothing new: "scratch that", "I shouldn't have told
# you", 刚才那个撤回撤回, 前面那句不算
_BACK_WORDS = (
    r"\b(?:(?:actually|wait)\s+)?(?:scratch|strike)\s+(?:that|this)|that\s+last\s+(?:message|msg|one|thing)|"
    r"i\s+shouldn'?t\s+have\s+(?:said|told\s+you|mentioned)(?:\s+(?:that|this|it))?|"
    r"(?:i\s+)?didn'?t\s+mean\s+to\s+(?:say|tell\s+you|send)(?:\s+(?:that|this|it))?|i\s+was\s+(?:drunk|tipsy)"
    r"|(?:我)?(?:刚才|刚刚|刚|头先|前面|上面)(?:说多了|讲多了|(?:说|讲)?(?:的|嘅)?(?:那个|那句|那条|那段|的话|话|嘢)?"
    r"(?:不算)?)|上一条|上一句|(?:撤回)+|不算|说多了|我不想(?:你)?(?:留着|记着|记住)|from\s+the\s+record"
)
# "don't remember that", "no, don't remember it": said of the person's own memory as often as asked of the twin's
# ("dont remember that lol, was i drunk?"); a request only alone, or asked with a please
_OWN_MEMORY = (
    r"^\W*(?:(?:but|and|so|also|ok|okay|oh|btw|lol|honestly|seriously|actually|um|hey|hmm|wait|no|nah|yeah|tbh)"
    r"\W+){0,3}(?:don'?t|do\s+not|dont|dnt)\s+(?:ever\s+)?(?:remember|rember|remeber|remembr|rmbr)\s+(?:that|it)\b"
)


@cache
def _compiled() -> dict[str, re.Pattern[str]]:
    """The patterns, compiled when a turn is first written (14 ms at import, paid by every `twin` command)."""
    names = (
        "EN", "EN_ALONE", "EN_BACK", "EN_AHEAD", "ZH", "ZH_ALONE", "ZH_BACK", "ZH_LEAD", "ZH_AHEAD", "FILLER",
        "ON_RECORD", "EN_PART", "ZH_PART", "EN_REPORTED", "ZH_REPORTED", "OWN_MEMORY", "EN_RETRACT", "BACK_WORDS",
        "JOKED", "MISTOOK", "MISTOOK_WEAK", "MISTOOK_ANYWHERE", "STARRED", "MIXED",
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
    joke: bool = False  # the message before was a joke, the person says ("kidding, I've never left Ohio")


def _read(text: str) -> str:
    return simplified(unicodedata.normalize("NFKC", text).casefold()).replace("’", "'").replace("‘", "'")


def asked(text: str) -> Asked | None:
    """What a message asks not to be kept, if it asks so (see the module's docstring)."""
    if len(text) > 2 * ENDS:  # a long paste: a request is said before it or after it, not in its middle
        text = f"{text[:ENDS]}\n…\n{text[-ENDS:]}"
    said = _read(text)
    p = _compiled()
    if p["ON_RECORD"].search(said) or said.lstrip().startswith("@"):
        return None  # "off the record? nah, put it on the record"; "@dave pls don't save that"
    parts = (p["EN_PART"].search(said), p["ZH_PART"].search(said))
    part = next((m for m in parts if m and _addressed(said, m)), None)
    if part is not None:  # "don't remember my age": what was said of it, just before
        named = (part.group("what") or part.groupdict().get("wanted") or "").strip()
        named_all = [named, *re.findall(rf"my\s+({_KIND_EN})", part.groupdict().get("more") or "")]
        kinds = tuple(dict.fromkeys(k for n in named_all for k in [_kind(n)]))
        rest = p["FILLER"].sub("", said[: part.start()] + " " + said[part.end() :]).strip()
        return Asked("back", part.group(0).strip(), not rest, kinds)
    found = sorted([*p["EN"].finditer(said), *p["ZH"].finditer(said)], key=lambda m: m.start())[:MATCHES]
    found = [m for m in found if _addressed(said, m)]
    alone_request = None
    if not found:
        alone_request = p["EN_ALONE"].search(said) or p["ZH_ALONE"].search(said)
    matches = found or ([alone_request] if alone_request else [])
    if not matches:
        return None
    spans = []
    for match in matches:  # each request with what it names before it (刚才那句别记, 接下来说的你别记)
        before = max(0, match.start() - LEAD_REACH)
        lead = p["ZH_LEAD"].search(said[before : match.start()])
        spans.append((before + lead.start() if lead else match.start(), match.end()))
    words = " ".join(said[a:b].strip(" ,.!?;:，。！？") for a, b in spans)
    others: list[str] = []
    last = 0
    for a, b in spans:
        others.append(said[last:a])
        last = max(last, b)
    others.append(said[last:])
    alone = not p["FILLER"].sub("", " ".join(others)).strip()
    back_only = not alone and not p["FILLER"].sub("", p["BACK_WORDS"].sub("", " ".join(others))).strip()
    alone = alone or back_only  # "上一条删掉，别存", "wait, delete that. I shouldn't have told you"
    retract = p["EN_RETRACT"].search(said)  # "that was a joke, please don't remember it", "wrong chat"
    if not alone and not retract:
        if alone_request is not None or all(p["OWN_MEMORY"].match(said[a:b]) for a, b in spans):
            return None  # "forget that, I'm a teacher anyway" (never mind); "dont remember that lol, was i drunk?"
    near = said[max(0, spans[0][0] - AHEAD_REACH) : spans[-1][1]]  # the request, and what leads to it
    if p["EN_AHEAD"].search(near) or p["ZH_AHEAD"].search(near) or (alone and said.rstrip().endswith((":", "："))):
        # what comes next: in this message after the request ("以下内容请勿记录：…"), else the next one
        after = said[spans[-1][1] :].lstrip(" ,，")
        follows = after.startswith((":", "：")) and p["FILLER"].sub("", after).strip()
        return Asked("this" if follows else "ahead", words, alone)
    if alone or retract or p["EN_BACK"].search(words) or p["ZH_BACK"].search(words):
        return Asked("back", words, alone)
    if back_only:
        return Asked("back", words, alone)
    return Asked("this", words, alone)


_TAG = re.compile(
    r"^\W*(?:了|啦|吧|哈)?\W*(?:ok|okay|k|please|pls|plz|yeah|alright|right|好吗|好不好|行吗|行不行|可以吗|好嘛|ok吗)\W*$"
)


def _kind(named: str) -> str:
    """The kind of fact a person's word names ("wages": pay), or the word itself."""
    named = " ".join(named.split())
    return next((kind for kind, words in KINDS.items() if named in words), named)


_ASKING = re.compile(r"\W*(?:(?:please|pls|just|ok|oops)\s+)?(?:(?:can|could|would|will)\s+you|can\s+i\s+tell\s+you)\b")


def _addressed(said: str, match: re.Match[str]) -> bool:
    """Whether a request is the person's to the twin: not a question ("don't you remember that?", 别记了吗？; a tag
    is none: "don't save that, ok?", 别记了好不好？), not someone else's words ("my mom: don't save my number",
    "老师说这道题不用记", a quotation)."""
    after = said[match.end() :]
    end = re.search(r"[.!?。！？\n]", after)
    question = end is not None and end.group(0) in "?？" and not _TAG.match(after[: end.start()])
    sentence = re.split(r"[.!?。！？\n]", said[: match.start()])[-1]
    if (question or after.lstrip().startswith(("吗", "么"))) and not _ASKING.match(sentence + said[match.start() :]):
        return False
    if (
        sentence.count('"') % 2
        or sentence.count("“") > sentence.count("”")
        or sentence.count("「") > sentence.count("」")
    ):
        return False  # inside a quotation
    p = _compiled()
    return not (p["EN_REPORTED"].search(sentence) or p["ZH_REPORTED"].search(sentence))


def joked(text: str) -> Asked | None:
    """A message that owns, as it begins, that what the person said just before was a joke or a test ("kidding,
    I've never left Ohio", "lol no I was testing you", 骗你的，我在成都): what was learned from it does not hold. Not
    "no kidding" or "I'm not kidding" (the opposite), nor "kidding aside"."""
    if len(text) > 2 * ENDS:
        text = text[:ENDS]
    said = _read(text)
    found = _compiled()["JOKED"].match(said)
    if found is None:
        return None
    first = re.split(r"(?<=[.!。！\n])", said, maxsplit=1)[0]
    if "?" in first or "？" in first or not _addressed(said, found):
        return None  # "Kidding, right?", "kidding?? that's wild", 开玩笑的吧？: asked, not owned
    rest = _compiled()["FILLER"].sub("", said[found.end() :]).strip()
    return Asked("back", found.group(0).strip(), not rest, joke=True)


def mistook(text: str) -> Literal["named", "mixed", "denied"] | None:
    """Whether a message owns a mistake in what the person said just before: "named" when it says so ("typo, I'm
    35", 打错了，是东莞, "idk why I typed nurse"), and then a value of that message it names as wrong is the mistake;
    "mixed" when it says it mixed up who or which ("I mixed it up, it's Leo's brother who's moving", 我说反了), and
    then what it says of the one that message was about may be too; "denied" when it only begins as a correction may
    ("wait sorry, I'm 35 not 34"), and then only a value it denies is. Not a question ("I meant Lisbon?"), nor the
    twin's mistake ("you got it wrong", "that's not right", 你说错了)."""
    if len(text) > 2 * ENDS:
        text = text[:ENDS]
    said = _read(text)
    if re.search(r"[?？][^\w\u3400-\u9fff]*$", said):
        return None  # asked: "I meant Lisbon?", "wait, did I say 34?"
    p = _compiled()

    def own(
        found: Iterable[re.Match[str]],
    ) -> bool:  # not the twin's (你刚才说错了, 不是我说错了), nor a warning (别搞混)
        return any(
            not re.search(r"[你您别]|不是|不要|没有?|不会", said[max(0, m.start() - 4) : m.start()]) for m in found
        )

    if own(p["MIXED"].finditer(said)):
        return "mixed"
    if p["MISTOOK"].match(said) or own(p["MISTOOK_ANYWHERE"].finditer(said)):
        return "named"
    if len(said) <= 200 and p["STARRED"].match(said):
        return "named"
    return "denied" if p["MISTOOK_WEAK"].match(said) else None


def marks(earlier: Sequence[Any], role: str, text: str, reply_to: str | None = None) -> dict[str, Any]:
    """The fields a new turn records: `earlier` are the session's turns before it (objects with `id`, `role` and
    `record`), oldest first. A reply to a turn off the record is off it too; the person's turn right after a
    request about what comes next is off it."""
    if role != "user":
        asked_of = next((t for t in reversed(earlier) if t.id == reply_to), None) if reply_to else None
        if asked_of is None:
            asked_of = next((t for t in reversed(earlier) if t.role == "user"), None)
        if asked_of is not None and asked_of.record.get("off_record"):
            return {"off_record": True}
        echoed = echoes(earlier, text)
        return {"off_record": True, "echoes": echoed} if echoed else {}
    request = asked(text) or joked(text)
    previous = next((t for t in reversed(earlier) if t.role == "user"), None)
    if previous is not None and previous.record.get("ahead") and previous.record.get("off_record"):
        return {"off_record": True}  # "don't remember what I'm about to tell you", then this
    if request is None:
        mistake = mistook(text)
        taken = _said_just_before(earlier)
        return {"corrects": {"turns": taken, "named": mistake}} if mistake and taken else {}
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
    if taken and request.joke:
        fields["joke"] = True
    return fields


STEMMED = 8  # letters a word needs to be found by its stem ("interview" of "interviewing"); a shorter one whole


def echoes(earlier: Sequence[Any], text: str) -> list[str]:
    """The person's messages off the record or taken back, among `earlier` (the session's turns), that the twin's
    `text` draws on: it says one of their own words (`_own_words`) that the person never said on the record in the
    session, nor the twin before it. The model is shown such a message for the rest of its session (the person
    wants the conversation to go on), so a later reply may tell it again ("For your Google interview, smart casual
    is safest.", to "what should I wear?" after "off the record: I'm interviewing at Google"), and was kept,
    recalled and put in the diary as any reply (a blind probe of forgetting, 2026-12-07). The rest of the session
    is read only when the reply says such a word: an import of a thousand exchanges reads it a few times."""
    gone = taken_back(earlier)  # (a message taken back is not shown to the model again; a reply may guess it)
    unkept = [i for i, t in enumerate(earlier) if t.role == "user" and (t.record.get("off_record") or t.id in gone)]
    if not unkept:
        return []
    reply = _lowered(text)
    found = []
    for at in unkept:
        turn = earlier[at]
        said = [w for w in _own_words(str(turn.record.get("text") or "")) if _says(reply, w)]
        if not said:
            continue
        on_record = (t for i, t in enumerate(earlier) if t.role == "user" and i not in unkept)
        kept = _lowered(" ".join(str(t.record.get("text") or "") for t in on_record))
        before = _lowered(" ".join(str(t.record.get("text") or "") for t in earlier[:at] if t.role != "user"))
        if any(not _says(kept, w) and not _says(before, w) for w in said):  # (the twin's name, said before, is none)
            found.append(turn.id)
    return found


def _lowered(text: str) -> str:
    return simplified(unicodedata.normalize("NFKC", text).casefold())


# words that say nothing of what was said off the record: fillers, chat shorthand, and the characters of a Chinese
# request and of grammar (a bigram with one of them is no word of the message's own)
_FILLERS = frozenset(
    "honestly basically literally seriously actually totally anyway anyways kinda sorta gonna wanna gotta lol lmao omg "
    "tbh idk btw imo pls plz thx okay yeah yep nah hmm ugh".split()
)
_ZH_GRAMMAR = frozenset(
    "我你他她它们的了是在这那个啊吧呢吗呀哦嘛也都就还很太不没有和跟给对说要会能想把被让别记忘存删掉当"
)


@lru_cache(maxsize=256)  # (a session's messages off the record, read again at each later reply)
def _own_words(text: str) -> frozenset[str]:
    """What a message says that is its own: its words of three letters or more that are not among the 2,000 most
    common English ones nor fillers ("interviewing", "pregnant", "debt", "gay"; not "record", "remember",
    "honestly"), its names (a word written with a capital that is no common word: "Meta", "Google" inside a
    sentence), its numbers of two digits or more ("34", "85k"), and its Chinese bigrams without a character of
    grammar or of the request (离婚, 阿里, 二十万's 二十; not 我们, 别记)."""
    from twin.wordlists import common_set

    lowered = _lowered(text)
    common = common_set("words.en.txt") | _FILLERS
    words = {w for w in re.findall(r"[a-z][a-z'-]+", lowered) if len(w) >= 3 and w not in common}
    shown = unicodedata.normalize("NFKC", text)
    inside = re.findall(r"(?<=[a-z,;:]\s)[A-Z][A-Za-z'-]{2,}", shown)  # "at Google": a name, if not among the 500
    anywhere = re.findall(r"\b[A-Z][A-Za-z'-]{2,}", shown)  # "Meta offered me…": if no common word at all
    for name, least in [*((n, 500) for n in inside), *((n, None) for n in anywhere)]:
        folded = name.casefold()
        if folded not in _QUALIFIERS | _FILLERS and not name.startswith(("I'", "I’")):
            words |= set() if folded in common_set("words.en.txt", least) else {folded}
    words |= set(re.findall(r"\d{2,}k?", lowered))
    for run in re.findall(f"[{CJK}]+", lowered[:ENDS] + " " + lowered[-ENDS:]):  # (a long paste: its ends)
        words |= {run[k : k + 2] for k in range(len(run) - 1) if not {run[k], run[k + 1]} & _ZH_GRAMMAR}
    return frozenset(words)


def _says(text: str, word: str) -> bool:
    """Whether `text` (lowered) says `word` of `_own_words`: a Latin word by its stem ("interview" of
    "interviewing", "pregn" of "pregnant"), a number whole, a Chinese bigram anywhere."""
    if word[0].isdigit():
        return re.search(rf"(?<![\d.,]){re.escape(word)}(?![\d.,]*\d)", text) is not None
    if word.isascii():  # a short word whole, or plural ("Tom" is no "tomorrow", "intern" no "internet")
        if len(word) < STEMMED:
            return re.search(rf"(?<![\w']){re.escape(word)}(?:s|es)?(?![\w'])", text) is not None
        return re.search(rf"(?<![\w']){re.escape(word[: len(word) - 3])}", text) is not None
    return word in text


def corrected(record: dict[str, Any]) -> tuple[list[str], str] | None:
    """What a turn's `corrects` mark says (the turns it corrects, and how: "named" or "denied"), if it has a sound
    one."""
    mark = record.get("corrects")
    if not isinstance(mark, dict) or mark.get("named") not in ("named", "mixed", "denied"):
        return None
    turns = mark.get("turns")
    if not isinstance(turns, list) or not turns or not all(isinstance(t, str) for t in turns):
        return None
    return turns, mark["named"]


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
    """Whether a fact is of a kind `about` names (`KINDS`, or the person's own word): its attribute as a whole,
    a word like "current" or "annual" aside ("age", "current_city", "hourly_wage"; not "dog_name" for a name)."""
    words = _read(attribute).replace("_", " ").replace("-", " ").split()
    key = " ".join(w for w in words if w not in _QUALIFIERS) or " ".join(words)
    for kind in about:
        if key in KINDS.get(kind, (kind,)):
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


@dataclass(frozen=True)
class Unkept:
    """What memory keeps nothing of among a session's turns: whole turns (off the record, or taken back), and kinds
    of fact taken back from a turn ("don't remember my age": the person's age said there, nothing else of it)."""

    turns: frozenset[str] = frozenset()
    parts: dict[str, tuple[str, ...]] = field(default_factory=dict)

    @classmethod
    def of(cls, turns: Iterable[Any]) -> Unkept:
        """What `turns` (a session's, objects with `id` and `record`, or records) keep out."""
        turns = list(turns)
        return cls(frozenset(off_record(turns)), taken_in_part(turns))

    @classmethod
    def taken_by(cls, turns: Iterable[Any]) -> Unkept:
        """What `turns` take back of the turns before them (not what is off the record by its own words)."""
        turns = list(turns)
        return cls(frozenset(taken_back(turns)), taken_in_part(turns))

    def __or__(self, other: Unkept) -> Unkept:
        parts = dict(self.parts)
        for turn, about in other.parts.items():
            parts[turn] = parts.get(turn, ()) + about
        return Unkept(self.turns | other.turns, parts)

    def __bool__(self) -> bool:
        return bool(self.turns or self.parts)

    def covers(self, turn: object, attribute: str, value: str, mine: bool) -> bool:
        """Whether a fact said in `turn` is kept out: the whole turn is, or its kind is and the fact is the person's
        own (`mine`: "don't remember my age" is not their sister's age)."""
        if turn in self.turns:
            return True
        about = self.parts.get(turn) if isinstance(turn, str) else None
        return bool(about) and mine and names_kind(attribute, value, about or ())


def placeholder(language: str) -> str:
    """What stands in a text memory shows or hands to a model where a turn off the record was."""
    return "[不记，按对方的要求]" if language == "zh" else "[not kept, as asked]"
