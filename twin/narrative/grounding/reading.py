"""What grounding reads: a candidate from the model's reply (its shape, layer 1), the turns of the window, and
the parts of the person's turn that the rules read: its words, clauses, quotations and cues (`_Reading`)."""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from datetime import datetime, time, timedelta
from functools import cache, cached_property, lru_cache
from typing import Any

from twin.clock import now
from twin.credentials import PLACEHOLDER, SECRET_ATTRIBUTE, hide
from twin.facts.model import KINDS
from twin.facts.words import QUOTES, normalize, text_cache
from twin.narrative.grounding.numbers import arabic
from twin.recall.segment import CJK, STOPCHARS, STOPWORDS, fold, stem
from twin.wordlists import common_set, simplified

MAX_FACTS = 12  # candidates taken from one extraction reply; the rest are rejected ("too_many")
LIMITS = {"subject": 60, "attribute": 60, "value": 200, "quote": 400}  # characters
DEFAULT_CONFIDENCE = 0.8  # when the model gives none
HEDGED_CONFIDENCE = 0.6  # at most, for a hedged statement ("I think", 可能) or the twin's own inference
STANCES = ("asserts", "denies", "supposes", "asks", "reports", "infers")
_STANCE_WORDS = {  # what models write for a stance, besides the words asked for
    "assert": "asserts", "assertion": "asserts", "states": "asserts", "statement": "asserts",
    "deny": "denies", "denial": "denies", "negates": "denies", "negation": "denies", "negative": "denies",
    "suppose": "supposes", "hypothetical": "supposes", "hypothesis": "supposes", "wish": "supposes",
    "ask": "asks", "question": "asks", "asking": "asks",
    "report": "reports", "reported": "reports", "hearsay": "reports", "quotes": "reports",
    "infer": "infers", "inferred": "infers", "inference": "infers",
}  # fmt: skip

REASONS = {  # every rejection reason, what it means (docs/memory.md shows the table)
    "too_many": "more candidates than one exchange may give",
    "bad_shape": "a part is missing, not text, or too long",
    "bad_confidence": "the confidence is not a number from 0 to 1",
    "bad_kind": "the kind is not fact, event, preference or rule",
    "secret": "the value is a secret (a password, a key, a card number) or where one was: twin keeps none",
    "about_twin": "the fact is about the twin itself",
    "no_quote": "there is no quote",
    "quote_not_found": "the quote is in none of the person's turns",
    "quote_from_ai": "the quote is the AI's words",
    "quote_from_persona": "the quote is the persona's text",
    "off_record": "the person asked not to keep the words it was taken from (off the record, or taken back)",
    "quote_uninformative": "the quote has no words of its own, or none of the value's",
    "value_unsupported": "the person's words do not hold the value",
    "in_title": "the value is words of a title the person named (a book, a song, a film, a shop), not of their own",
    "value_from_ai": "the value comes from the AI's words",
    "value_from_persona": "the value comes from the persona's text",
    "echo": "the person only repeated the AI's or the persona's words",
    "asked": "the person asked it",
    "denied": "the person denied it, said it no longer holds or is false, or spoke against it (not, quit, used to, "
    "hate, 以前), and the value does not say so; or the model's own valid_until puts its end before the words",
    "supposed": "the person supposed, wished, dreamt, played or made it up (if, I wish, in my novel, 梦见, *...*)",
    "planned": "the person only plans, wants or weighs it (thinking about, going to, 打算), and the fact says it is "
    "so; or the model's own valid_from puts its start after the words",
    "reported": "the person reported what someone else says or wrote (he says, Tom told everyone, 医生跟我说)",
    "someone_else": "the words are about someone else, not the person",
    "told_about": "another program told it of the person in its own words, not in theirs (twin mcp's tell)",
    "not_that_measure": "the number counts or measures something else than the fact says (27 patients as an age, "
    "四十度 as an age, a bid as a salary, 两百斤牛油 as a weight)",
    "wrong_attribute": "the value is the person's, but the attribute files it as what the words around it say it is "
    "not (a city visited as where they live, a language being learnt as one spoken, a side job as the occupation, "
    "a team lead as the manager, a fear as a condition)",
    "instruction": "the words instruct the memory system",
    "authority": "the fact would give a role or a permission, or a request would override the twin's boundaries",
}
# why a candidate held for the person's word is asked (`twin memory review`), by the reason it was turned down: perhaps
# another's, a program's report, a yes to the twin's own question; any other is the model's wording
ASKED_WHY = {"whose_unclear": "whose", "told_about": "told", "value_from_ai": "answered"}
USER_SUBJECTS = ("user", "the user", "me", "i", "myself", "用户", "我", "我自己")

_TOKEN = re.compile(rf"[{CJK}]|[^\W_{CJK}]+")
_SENTENCE = re.compile(r"(?:[^.!?。！？\n]|(?<=\d)\.(?=\d))+[.!?。！？]*")  # not inside 72.5 or 1.2k
_CLAUSE = re.compile(r"(?:[^.!?。！？\n;；,，()（）]|(?<=\d)[.,](?=\d))+|[.!?。！？;；,，()（）]")  # not inside $2,400
# a space between Chinese characters ends a clause as a comma would: chat writes 我住在北京 哦不对 上个月搬到天津了
_ZH_SPACE = re.compile(rf"(?<=[{CJK}])\s+(?=[{CJK}])")
# a laugh before a new "I" ends a clause, as a comma would: "不是我 lol 我还在 Toronto" (not "lol i wish")
_LAUGH_BREAK = re.compile(r"(?i)\s+(?:lol|lmao|lmfao|haha\w*|hehe\w*|哈{2,}|😂|🤣)\s+(?=我|i(?:'m|m)?\s+(?!wish\b))")
# words that correct what was just said; dictated, with no stop around them, they end a clause as commas would: "I
# live in Boston no wait Brookline" reads as "I live in Boston, no wait, Brookline"
_NO_SAYING = (
    r"(?!\W+(?:idea|clue|worries|worry|problem|probs|way|joke|one|offen[cs]e|pressure|rush|hurry|thanks|need|big|time"
    r"|chance)\b)"
)
# what "actually no" is followed by when it corrects: a stop, a number, or a new start ("thirty four actually no
# thirty five"; not "I'm vegan actually no animal products")
_THEN_SAID = (
    r"(?=\W*[,.;:!?—–-]|\W*$|\s+(?:wait|sorry|it's|its|it is|i'm|im|i am|we|make that|\d|two|three|four|five|six"
    r"|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b)"
)
SLIP_WORDS = (
    rf"no\W+wait|wait\W+no{_NO_SAYING}|actually\W+no{_NO_SAYING}{_THEN_SAID}|no\W+sorry(?!\W+(?:needed|necessary|for|about|to|if)\b)"
    rf"|sorry\W+no{_NO_SAYING}|sorry\W+i\W+meant?(?!\W+(?:to|no|it|that|well|nothing)\b)|or rather|i misspoke"
    r"|(?:scratch|strike) that(?!\W+(?:last|part|bit|about|other|one)\b)"  # not "strike that last bit about the dog"
    r"|(?:well\W+)?not\W+(?:really|exactly|quite)(?=\W+(?:i'm|im|i am)\s+(?:a|an)\b)"  # "well not really I'm a …"
)
_SLIP_BREAK = re.compile(rf"(?i)(?<!\s)(\s+)((?:um+\s+|uh+\s+)?(?:{SLIP_WORDS})\b)(\s+)")  # (?<!\s): linear
# a run-on typed or dictated without stops: a new "I" after an end of its own ("im not a nurse anymore im a paramedic
# now", "jk im an intern"), and a new 我 after a final particle or a taking back (我不是程序员啊我是做产品的,
# 骗你的我是实习生), begin a clause
_RUN_ON = re.compile(
    r"(?i)(?:(?<=\banymore)|(?<=\bany more)|(?<=\bno longer)|(?<=\bjk)|(?<=\bkidding))"
    r"(?=\s+(?:i'm|im|i am|i've|ive|i was|i work|i live)\b)"
    r"|(?:(?<=骗你的)|(?<=騙你的)|(?<=逗你的)|(?<=开玩笑的)|(?<=開玩笑的)|(?<=[啊呀啦嘛哦喔哈])(?<!说.)(?<!說.)(?<!讲.)(?<!講.)"
    r"(?<!道.)(?<!以为.))(?=我)"  # (not 我妈逢人就说呀我是医生: what is said)
)
_FRAMED = re.compile(
    r"(?i)\b(?:wish|wishes|think|thinks|thought|say|says|said|tell|tells|told|believes?|dream\w*|imagine|pretend|if"
    r"|hope)\b|觉得|认为|以为|说|讲|梦|希望|要是|如果|假如|假装"
)
# a dash with a space either side ends a clause, as a comma would: "I'm applying for this - I'm a nurse"
_DASH_BREAK = re.compile(r"(?<!\s)\s+[-–—]{1,2}\s+")
_BUT = re.compile(
    r"\b(?:but|though|although|however)\b|(?i:(?<!\bme )\band (?=(?:i|i'm|im|i've|my|he|she|they|we)\b))"
    r"|但是|但|不过|可是|然而"
)  # "my son just turned 7 and I'm 38": two clauses, two people

# an attribute that names what the person does for a living: occupation, job_title, 职业
JOB_ATTRIBUTE = re.compile(r"occupation|\bjob\b|profession|career|\bwork\b|\btitle\b|role|职业|工作|岗位|职务|职位")
# an attribute that names who the person works for: employer, company, 公司
EMPLOYER_ATTRIBUTE = re.compile(
    r"employer|company|workplace|work place|\bfirm\b|\bworks? (?:at|for)\b|公司|单位|雇主|东家"
)
FILLER = frozenset(
    "hmm hm um uh ah oh ok okay yes yeah yep sure right maybe really huh 嗯 哦 噢 好 对 是 呀 吧 啊 诶".split()
)
NEGATION = re.compile(
    r"\b(?:not|no|never|nor|neither|none|nothing|nobody|without|no longer|any ?more)\b|n't\b"
    r"|\b(?:do|does|did|ca|could|would|should|is|are|was|were|have|has|had|wo|ai|need)nt\b|\b(?:havnt|nvr)\b"  # typed
    r"|\b(?:far from|hardly|barely|by no means|anything but|negative for|tested negative)\b"
    r"|不|没|别|未|无|非(?!常)|哪(?:里|儿)?(?:是|算)|谁说(?=我)|冇"
    r"|唔(?=[係系识會会好食去做想要知使得用钟再住返在养读看饮搬找开])"  # (唔, 冇: Cantonese; not 唔…… as "hmm")
)
# words that hold 不/没/无 but deny nothing
NOT_NEGATION = re.compile(
    r"不错|不过|不少|不久|不断|不但|不仅|不管|不得不|差不多|了不起|不一定|不停|不然|要不|不禁|忍不住|毫不犹豫|不丹"
    r"|没错|没关系|无论|无聊|无锡|无线|无人机|特别|分别|区别|告别|离别|个别|别人|别的|别处|级别|类别|性别|差别|识别"
    r"|辨别|鉴别|派别|别墅|未来|非洲|[没不]骗你|不是开玩笑|没(?:有)?开玩笑|不开玩笑"
    r"|无[^\s，,。！？!?]{1,2}不欢"  # 无辣不欢: no meal a joy without it
    r"|(?:千万|可)?(?:别|不要|不许|不准|不能)忘(?:了|记|掉)?"  # 别忘了我对花生过敏: asks to remember
    r"|(?<![^\s，,哦噢呃啊额])不对(?=是|了|，|,|\s|啊|呀|$)"  # 月薪一万五，哦不对是一万二
    # 我也没想到会在新竹待这么久, 我冇谂过会喺大埔住咁耐: "this long" says it has been so (not 没想到签证要等这么久,
    # 从没想过在北京住那么久: no 会)
    r"|(?:没|冇)(?:想到|想过|谂过|料到)(?=(?:自己)?(?:会|一晃)[^，,。.!?！？]{1,14}?(?:住|待|呆|干|做|读)了?(?:这么|那么|咁)(?:久|耐|多年))"
    # a time named by what is not done: 不上班的时候, 唔返工嘅时候 (a hobby then, not a denial)
    r"|(?:不|没|唔|冇)[\u4e00-\u9fff]{1,3}的(?:时候|日子)"
    # leaving denied, the place kept, when the clause ends at it: 我从来没有离开过杭州, 我不打算离开腾讯 (not
    # 我不会离开腾讯去阿里的: 阿里 is denied)
    r"|(?:(?:从来)?(?:没有?|不|冇|未|别)(?:打算|想|会|可能|舍得|曾)?|舍不得|没想过)离开过?"
    r"(?=[^,.!?;，。！？；去到来]{1,10}(?:[,.!?;，。！？；]|$))"
    r"|\b(?:not only|no doubt|no matter|never mind|nothing but|can'?t wait|cannot wait|not (?:gonna|going to) lie"
    r"|not to brag|no lie|no joke|no kidding|not (?:kidding|joking|lying)|never looked back|can'?t complain"
    r"|no way(?=\W+(?:me too|me as well|same here|same|so do i|so am i)\b)"  # surprise: "no way me too!!"
    r"|can'?t believe|cannot believe|don'?t judge me|can'?t lie(?!\s+(?:on|down|in|flat|still|to|about|and|that)\b)"
    # "dont worry im a nurse" (not "don't worry about my job at Google")
    r"|don'?t (?:worry|laugh|panic|get me wrong|tell anyone|hate me)(?!\s+(?:about|at|if|that)\b)"
    r"|(?:would|'d) never have (?:thought|guessed|imagined)"  # "I never expected to end up at Huawei": it did
    r"|(?:don'?t|do not|doesn'?t|not) (?:just|only|merely|simply)"
    r"|(?:don'?t|do not|dont|never|pls don'?t|please don'?t) (?:you )?forget(?: (?:that|this))?)\b"  # asks to remember
    # "couldn't be happier", "never felt better" (outside the \b group, where "n't" could never begin a word)
    r"|(?:never|n'?t) (?:been|felt|was|were|be|looked) (?:happier|better|healthier|prouder|more \w+)"
    # a negation denied is a yes: "can't say I don't like sushi", "I'm not unhappy being single", 也不是不喜欢猫，
    # 唔系唔钟意打机 (a third held-out set, 2026-12-07)
    r"|\b(?:can'?t|cannot|couldn'?t) say (?:that )?i (?:don'?t|do not|dont)\b|\b(?:it'?s )?not that i (?:don'?t|dont)\b"
    r"|\bi (?:don'?t|do not|dont) not\b"
    r"|\bnot un(?=(?:happy|usual|common|like|aware|familiar|reasonable|interested|pleasant|comfortable|kind|fair"
    r"|healthy|true|wise|fit|qualified|employed|attractive)\b)"
    r"|(?:也|并|倒)?不是不(?=喜欢|爱|想|会|能|要|吃|喝|养|愿意)|没有不(?=喜欢|爱)|唔(?:系|係)唔(?=钟意|鍾意|中意|想|会|識|识)"
)
REAL = re.compile(
    r"\b(?:in real life|irl|in reality|for real|actually|anyway|anyways|seriously|back to reality|but really"
    r"|no joke|not kidding|not joking|no kidding|i'm serious|honestly|truthfully|to be honest|tbh|real life"
    r"|(?:kidding|joking|jk)\W+(?:obviously|of course|ofc))\b"  # "ok kidding obviously I live in Reno"
    r"|现实中|现实里|现实生活|其实|实际上|说真的|说正经的|正经说|认真说|讲真|说实话|老实说|言归正传|话说回来|醒来|醒了"
    r"|不骗你|没骗你|不开玩笑|不是开玩笑|我自己就是|我本人就是|我自己也是"
)  # the person's own life again, after a dream, a story or a joke: what comes before it frames nothing after it
KIN = (
    r"(?:sister|brother|mom|mum|mother|dad|father|parents?|wife|husband|ex|ex-wife|ex-husband|ex-girlfriend"
    r"|ex-boyfriend|girlfriend|boyfriend|partner|friend|boss|manager|colleague|coworker|son|daughter|kids?"
    r"|child|children|uncle|aunt|cousin|grandma|grandmother|grandpa|grandfather|neighbou?r|roommate|flatmate"
    r"|teacher|doctor|dog|cat|patient|client|customer|student|pupil|classmate|tenant|landlord|landlady|nephew|niece"
    r"|grandson|granddaughter|fianc[eé]e?|stepson|stepdaughter|stepmom|stepdad|coach|therapist|employee|intern"
    r"|bestfriend|neice"  # (as typed)
    r"|nanny|babysitter|bestie|bff|hubby|wifey|streamer|youtuber|idol|influencer|puppy|pup|kitten|parrot|hamster"
    r"|rabbit|bunny|horse|pony|bf|gf|ceo|cto|cfo|hr(?!\s?[jrwpctd出岗]))"  # not "my HR job" (KIN is split on |)
)
NEGATIVE_VALUE = re.compile(
    r"\b(?:dislikes?|hates?|avoids?|against|not a fan|stopped|quit|gave up|no longer|former|allergic|free of)\b"
    r"|讨厌|不喜欢|戒了|不再|反对|过敏"
)
# a job left, as a value says it: "left Google", "resigned from Google", 已从腾讯离职 (not "left-wing"): it says its
# negation too, where the person's words say they left (window.py `_left_said`)
LEFT_VALUE = re.compile(
    r"^\W*(?:left|resigned(?:\s+from)?|departed)\s+(?!wing\b|bank\b|\d)\S|^已?从\S{1,16}(?:离职|辞职)$"
)  # a value that says the negation in other words: "dislikes big cities" from "I'm not a fan of big cities"
# an attribute that files a liking: likes, loves, a favourite, a hobby, an interest (liking's words as a yes to the
# AI's question, an eye-rolled love, praise read of it)
LIKING_ATTRIBUTE = re.compile(
    r"\blikes?\b|\bloves?\b|enjoy|favou?rite|\bfav\b|\bfan\b|hobb|interest|pastime|喜欢|爱|偏好|兴趣"
)
# an attribute that files the negation itself: what the person dislikes, avoids, is allergic to or cannot take, and
# the negations that say such a thing ("i can't handle spicy food" as dislikes, "not a huge fan of horror movies",
# 乳糖不耐受, 不太爱吃太甜的): in a clause with no other negation, their no is the fact. Any other stays one ("I don't
# have a peanut allergy", "nothing against cilantro", 我没有花生过敏, 我不是讨厌香菜)
NEGATIVE_ATTRIBUTE = re.compile(
    r"dislike|hate|avoid|allerg|intoleran|pet.peeve|can'?t.stand|turn.?off|不喜欢|讨厌|厌恶|受不了|过敏|不耐|忌口|不吃|不喝"
)
DISLIKE_SAID = re.compile(
    r"(?<![a-z])(?:not|never)\s+(?:been\s+)?(?:a\s+|much\s+of\s+a\s+|the\s+biggest\s+|that\s+)?"
    r"(?:huge\s+|big\s+|really\s+|great\s+)?(?:fan|into|keen|fond)\b|(?<![a-z])never\s+(?:really\s+)?liked\b"
    r"|(?<![a-z])(?:can'?t|cannot|cant|couldn'?t)\s+(?:really\s+)?(?:stand|handle|eat|drink|deal with|tolerate|digest"
    r"|stomach|do)\b"
    r"|(?<![a-z])(?:don'?t|doesn'?t|do not|dont)\s+(?:really\s+)?(?:like|enjoy|care for|eat|drink)\b"
    r"|(?:不太|不大|不怎么|从来不|一点都不|一点也不|不是很|不)(?:爱|喜欢|能吃|能喝|感冒|习惯|吃|喝)|受不了|吃不了|喝不了|接受不了"
    r"|吃不惯|吃不来|不耐受?"
)
# what a dislike's no bears on: the value right after it ("not a fan of crowds so I go to Disneyland" is no dislike of
# Disneyland, 吃不了这么多火锅 none of 火锅, 不喜欢把猫关笼子里 none of 猫), or right before it (乳糖不耐受, 香菜我不吃)
_DISLIKED_NEXT = r"\s*(?:(?:of|to|the|any|eating|drinking|my|a|an)\s+){0,2}(?:吃|喝|看|听)?\s*"
_ONLY_WHEN = re.compile(
    r"(?:e?s)?\s+(?:after|before|past|at night|late|when|unless|until|on (?:an|a) empty|on (?:week\w*|\w+days)"
    r"|during|as (?:often|much)|that (?:often|much)|anymore)\b|\S{0,2}(?:晚上|以后|之后)|的(?:人|朋友|同事|家伙)"
)  # (only at some time, "can't drink coffee after 3pm"; another's, 不喜欢火锅的人)
_WHEN_BEFORE = re.compile(r"(?:晚上|早上|下午|白天|周末|平时|工作日|睡前|饭后|空腹|\bat night|\bon weekdays)\s*$")
_ASKED_HOW = re.compile(r"怎么|咋|哪有|难道")  # 不吃早饭怎么上班啊: a question of its own
_ASKED_WHO = re.compile(r"^\W*(?:who|whoever|谁|哪个人|有谁)")  # "who doesn't like pizza lol", 谁不喜欢火锅啊
_ORDINAL = re.compile(r"^(\d+)(?:st|nd|rd|th|yo|yr|yrs|mo|mos)$")  # 14th, a 3yo
UNTIL = re.compile(
    r"\b(?:until|till|til|for now|for the (?:next|rest)|this (?:week|month|weekend|year|summer|winter)"
    r"|temporar(?:y|ily)|through (?:the end|next|this|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"|only for|for (?:a|two|three|a few|\d+) (?:days?|weeks?|months?))\b"
    r"|之前|为止|这周|本周|这个月|本月|暂时|这几天|到(?:下|这|本|明|月底|年底|周[一二三四五六日末])"
)


@text_cache(2048)  # (with grams': 2.47 ms a probe line, 2.68 without; 2026-12-08)
def content(text: str) -> frozenset[str]:
    """The content words of a text: English words without stopwords, stemmed; Chinese characters without the ones
    that only glue a sentence together."""
    words: set[str] = set()
    for token in _TOKEN.findall(fold(text.translate(QUOTES)).replace("'", "")):
        if len(token) == 1 and not token.isascii():
            if token not in STOPCHARS:
                words.add(token)
        elif token not in STOPWORDS and (len(token) > 1 or token.isdigit()):
            words.add(stem(token))
    return frozenset(words)


@text_cache(1024)
def grams(text: str) -> frozenset[str]:
    """The content words of a text, Chinese as pairs of neighbouring characters: what an echo of a longer text is
    made of (single characters say too little: any two are somewhere in a persona)."""
    words = {w for w in content(text) if w.isascii()}
    for run in re.findall(rf"[{CJK}]+", normalize(text)):  # 猫，叫「空格」 pairs as 猫叫空格 does
        chars = [ch for ch in run if ch not in STOPCHARS]
        words |= {a + b for a, b in zip(chars, chars[1:], strict=False)}
    return frozenset(words)


def _pairs(text: str) -> set[str]:
    """The pairs of neighbouring Chinese characters of a text (none for one character alone, or for English)."""
    return {g for g in grams(text) if not g.isascii()}


@cache
def _everyday() -> frozenset[str]:
    """The 1,000 most common English words, stemmed as `content` stems them."""
    return frozenset(stem(w) for w in common_set("words.en.txt", 1000))


LONG_SPACE = re.compile(r"(\s{16})\s+")  # a run of white space longer than any a sentence holds


# where a Chinese character and a Latin letter meet: 我mom是nurse, maybe明年
SEAM = re.compile(rf"(?<=[{CJK}])(?=[A-Za-z])|(?<=[A-Za-z])(?=[{CJK}])")
SEAM_SPACE = re.compile(rf"(?<=[{CJK}]) (?=[A-Za-z])|(?<=[A-Za-z]) (?=[{CJK}])")


def squeezed(text: str) -> str:
    """`text` as every layer reads it: each run of white space cut to its first 16 characters (the cue patterns that
    open with a run of space are quadratic in its length: "i", 20,000 spaces, "married a nurse" took 34 s to read;
    none of them reads meaning into how long a run is), and a space where a Chinese character meets a Latin letter,
    so that an English word inside Chinese is a word to the patterns' `\\b` (in 我mom是nurse or 我never去过Japan no
    `\\b` falls between 我 and mom: both are word characters). Chinese patterns that read across a Latin word allow
    the space (`\\s?`); a quote and a value are squeezed too, and `normalize` drops spaces, so what holds what is
    unchanged."""
    text = LONG_SPACE.sub(r"\1", text) if len(text) > 16 else text
    return SEAM.sub(" ", text)


# Cantonese words read as the Mandarin ones the cue patterns are written in, as traditional characters are read
# as simplified: 我已经唔喺观塘住咗 as 我已经唔在观塘住了, 佢哋 as 他们, 嗰阵 as 那阵, 而家 as 现在. The characters
# are written only in Cantonese; the words are, but where Mandarin writes the same pair (而家人, 听日语, 开出年薪),
# which is not folded. 唔 (also "hmm"), 係 (read as 系, also a department) and 冇 stay as they are, and so does 宜家
# ("now", and IKEA).
_YUE = str.maketrans({"喺": "在", "咗": "了", "嘅": "的", "佢": "他", "哋": "们", "嗰": "那", "\U00020bb6": "那",
                      "睇": "看", "揾": "找", "嚟": "来"})  # fmt: skip
_YUE_WORDS = re.compile(  # (not Mandarin's 而家人, 听日语, 寻日本, 开出年薪)
    "(?:而家|依家)(?![人里庭乡属长务具园眷])|琴日|寻日(?![本语])|听日(?![语文本剧韩])|旧年|(?<![开拿推做支发付提交给])出年"
)
# a pinyin keyboard's slips of one character for another of the same sound, where the slip is no word: 我在也不想…
# (再也), 我男朋有 (朋友), 我门家 (我们; not 我门口)
_SLIPS = re.compile("(?<![现实存正自好所内])在也(?=不|没)|朋有|盆友|我门(?![口前外上下里槛锁票诊铃牌])")  # (现在也没)
_SLIP = {"在也": "再也", "朋有": "朋友", "盆友": "朋友", "我门": "我们"}  # (盆友: 朋友 written cute)
_YUE_WORD = {
    "而家": "现在", "依家": "现在", "琴日": "昨天", "寻日": "昨天", "听日": "明天", "旧年": "去年", "出年": "明年"
}  # fmt: skip


# a pair of letters swapped in a word for one of the person's people, as fast typing does (husbnad, daugther,
# parnets, freind): read as the word, so that whose the words are is read as if it were spelt right (the people of
# KIN typed most; all of KIN would be 400 swaps, some of them words)
_KIN_SPELT = (
    "husband wife daughter daughters parents parent boyfriend girlfriend friend friends sister sisters brother"
    " brothers mother father cousin roommate neighbor partner grandma grandpa"  # (not fiance: finace is finance)
).split()
_SWAPPED = {w[:i] + w[i + 1] + w[i] + w[i + 2 :]: w for w in _KIN_SPELT for i in range(len(w) - 1) if w[i] != w[i + 1]}
_SWAPPED_WORD = re.compile(rf"\b(?:{'|'.join(sorted(_SWAPPED, key=len, reverse=True))})\b")


NEVER = re.compile(r"(?!)")  # matches nothing

# a pattern made in a check (around a value, a number, a word of the turn): a check compiled some five that re's own
# cache of 512 no longer held, half of them compiled before; with this cache a probe line of tests/ was judged in
# 2.10 ms, 2.47 without (2026-12-08; with every cache of text_cache's too: 2.25 ms against 3.62, bench/trust/cost.py)
compiled = lru_cache(maxsize=4096)(re.compile)


def valued(template: str, value: str, within: str) -> re.Pattern[str]:
    """`template` with its {v} the value, as written, compiled; NEVER where no match of it can be in `within` (the
    very text it is then searched, matched or iterated in: not a part of it, where ^ and \\b read otherwise).

    A pattern made around a value was compiled anew at each check: judging the 11,850 probe lines of tests/ took
    72.6 s of CPU, and 39.1 s with this (bench/trust/cost.py, 2026-12-07). The template with any `len(value)`
    characters in the value's place, compiled once, matches wherever the value's own pattern does (unless
    `_denied_value`: then it is not tried), so where it finds nothing, neither can the value's."""
    shape = _shape(template, len(value))
    if shape is not None and shape.search(within) is None:
        return NEVER
    return compiled(template.replace("{v}", re.escape(value)))


@lru_cache(maxsize=4096)  # (a shape takes about 1.8 KB: 2,360 of them, 4.3 MB; at most some 8 MB)
def _shape(template: str, length: int) -> re.Pattern[str] | None:
    if _denied_value(template):
        return None
    try:
        return re.compile(template.replace("{v}", f"(?s:.{{{length}}})"))
    except re.error:  # a template whose value stands where no span of a fixed length can: checked by its own pattern
        return None


def _denied_value(template: str) -> bool:
    """Whether `template` may match where its value's span alone would not let it: a {v} inside a negative lookahead
    or lookbehind, an atomic group or a set of characters, a {v} with a quantifier of its own (which repeats the
    value's last character), a possessive quantifier, a backreference or a conditional group anywhere (a lookaround
    does not backtrack, so a group set inside one may differ), verbose mode, or groups that cannot be told."""
    if re.search(r"\\[1-9]|\(\?P=|\(\?\(|\(\?[a-zA-Z]*x", template):
        return True
    denied: list[bool] = []  # the open groups: whether each is a negative lookaround or an atomic group
    at, in_set = 0, False
    while at < len(template):
        if template[at] == "\\":
            at += 2
            continue
        if in_set:
            if template.startswith("{v}", at):
                return True
            in_set = template[at] != "]"
        elif template[at] == "[":
            in_set = True
            at += 1 + (template[at + 1 : at + 2] == "^")
            at += template[at : at + 1] == "]"  # a "]" right after "[" or "[^" is one of the set
            continue
        elif template[at] == "(":
            denied.append(template.startswith(("(?!", "(?<!", "(?>"), at))
        elif template[at] == "+" and template[at - 1 : at] in ("*", "+", "?", "}"):
            return True  # possessive (an escaped one was stepped over above)
        elif template[at] == ")":
            if not denied:
                return True
            denied.pop()
        elif template.startswith("{v}", at) and (any(denied) or template[at + 3 : at + 4] in ("*", "+", "?", "{")):
            return True
        at += 1
    return bool(denied)


# a check reads the same fifty-odd strings some 230 times: cached, the 1,430 lines of tests/trust_probes_16, _23, _yue
# and _mixed take 3.7 ms a check, uncached 4.25 (2026-12-06; 512 strings of a long paste each stay small)
@lru_cache(maxsize=512)
def _cues(text: str) -> str:
    """Lowercase text with the apostrophes made plain, a kin word's two swapped letters put back (husbnad),
    traditional Chinese as simplified and Cantonese words as
    Mandarin ones (`_YUE`), for the cue patterns (written in simplified Mandarin: 夢見 is 梦见, 喺 is 在); as long as
    `text`, character for character, when NFKC leaves it so."""
    text = simplified(unicodedata.normalize("NFKC", text).translate(QUOTES).casefold())
    text = _SWAPPED_WORD.sub(lambda m: _SWAPPED[m.group(0)], text)  # as long: two letters swapped back
    if text.isascii():
        return text
    text = _YUE_WORDS.sub(lambda m: _YUE_WORD[m.group(0)], text.translate(_YUE))  # two for two: as long
    return _SLIPS.sub(lambda m: _SLIP[m.group(0)], text)


@dataclass(frozen=True)
class Said:
    """One turn of the window."""

    id: str
    role: str  # user | assistant
    text: str


@dataclass
class Candidate:
    """A proposed fact that has the right shape: the parts as text, the numbers checked."""

    subject: str
    attribute: str
    value: str
    quote: str
    kind: str
    confidence: float
    stance: str  # one of STANCES ("asserts" when the model gave none)
    relation: str  # new | same | replaces | corrects (the known value was a mistake)
    existing: str  # the label of a known fact (F1...), or ""
    valid_until: str  # as the model gave it, or ""
    inferred: bool  # the model says it concluded this rather than heard it

    def parts(self) -> dict[str, str]:
        """What the log keeps of a candidate."""
        return {"subject": self.subject, "attribute": self.attribute, "value": self.value, "quote": self.quote}


_BOOLEAN_ATTRIBUTE = re.compile(r"^(?:is|has|have|am|are|does|do|can)_", re.IGNORECASE)


def _says_yes(value: Any) -> bool:
    """Whether a value only says yes (true, "yes", 有: 驾照 = 有 from 拿到驾照了): the attribute is the value."""
    return value is True or (
        isinstance(value, str) and value.strip() in ("true", "True", "yes", "有", "是")
    )  # not Yes,
    # the band


def read_candidate(raw: Any) -> Candidate | tuple[dict[str, str], str]:
    """A candidate from one item of the model's reply, or (its parts as far as they are text, the reason)."""
    if not isinstance(raw, dict):
        return {}, "bad_shape"
    parts: dict[str, str] = {}
    bad = False
    for name, limit in LIMITS.items():
        value = raw.get(name)
        if value is None:
            value = ""
        if name == "value" and _says_yes(value) and isinstance(raw.get("attribute"), str):
            value = _BOOLEAN_ATTRIBUTE.sub("", raw["attribute"].strip()).replace("_", " ")  # is_vegetarian: true
            # says "vegetarian", which the person's words must hold as any value; false says no words to hold
        if isinstance(value, bool) or not isinstance(value, str | int | float):
            parts[name] = ""
            bad = True
            continue
        text = " ".join(str(value).split())
        parts[name] = text[:limit]
        if len(text) > limit or (name != "quote" and not text):
            bad = True
    if bad or "\n" in str(raw.get("attribute", "")):
        return parts, "bad_shape"
    kind = raw.get("kind") or "fact"
    if kind not in KINDS:
        return parts, "bad_kind"
    confidence = raw.get("confidence", DEFAULT_CONFIDENCE)
    if confidence is None:
        confidence = DEFAULT_CONFIDENCE
    try:
        if isinstance(confidence, bool):
            raise ValueError
        number = float(confidence)
    except (TypeError, ValueError):
        return parts, "bad_confidence"
    if not (0.0 <= number <= 1.0) or math.isnan(number):
        return parts, "bad_confidence"
    stance = str(raw.get("stance") or "asserts").strip().casefold()
    stance = _STANCE_WORDS.get(stance, stance)
    source = str(raw.get("source") or "").strip().casefold()
    relation = str(raw.get("relation") or "new").strip().casefold()
    if (
        any(mark in parts["value"] for mark in PLACEHOLDER.values())
        or hide(parts["value"])[1]
        or SECRET_ATTRIBUTE.search(parts["attribute"])  # "wifi_password: sunshine", whatever its shape
    ):
        # "wifi_password: [secret]", or a key the model made up or was shown: logged and answered without it
        shown = {k: hide(v)[0] for k, v in parts.items()}
        return dict(shown, value=shown["value"] if shown["value"] != parts["value"] else "[secret]"), "secret"
    return Candidate(
        subject=parts["subject"], attribute=parts["attribute"], value=parts["value"], quote=parts["quote"],
        kind=str(kind), confidence=number, stance=stance if stance in STANCES else "asserts",
        relation=relation if relation in ("new", "same", "replaces", "corrects") else "new",
        existing=str(raw.get("existing") or "").strip(), valid_until=str(raw.get("valid_until") or "").strip(),
        inferred=stance == "infers" or source in ("inferred", "inference", "infer"),
    )  # fmt: skip


@dataclass
class Verdict:
    """What grounding made of a candidate: a reason to reject it, or the turn it stands on."""

    reason: str | None = None
    turn: str = ""  # the id of the user turn that holds the quote
    cue: str = ""  # the words that decided a stance, when code read them
    hedged: bool = False  # a hedge in the clause: the confidence is lowered
    notes: list[str] = field(default_factory=list)
    ask: bool = False  # rejected for a value in other words than the person's, and for nothing else: the person


@dataclass
class _Reading:
    """The parts of the person's turn that the stance cues read, found once for a candidate."""

    c: Candidate
    text: str  # the person's turn
    value_words: AbstractSet[str]
    sentence: str  # the sentence that holds the value
    clause: str  # the clause that holds it
    lowered: str  # the clause as cues read it
    whole: str  # the sentence as cues read it
    lead: str  # the clauses of the sentence before the value's, as cues read them
    later: list[str]  # the clauses after it
    upto: str  # the clause up to the value
    prior: str  # the sentence before, in the turn
    after: str  # the sentence after
    rest: str  # what follows the value's clause: the next clause, or the next sentence
    says_no: bool  # the value says the negation itself ("doesn't smoke")
    real: bool  # the person is back in their own life before the value ("anyway", 其实)
    cues: str  # the whole turn as cues read it
    at: int  # where the quote is in it (-1: not found as written)
    own: str  # the quotation holding the quote when it is the person's own words ("" if none)
    short: int = -1  # where the value's short form ends in the clause, when only that says it (NYC), else -1

    @cached_property
    def attribute(self) -> str:
        """The candidate's attribute as cues read it, its underscores spaces: "years experience" of years_experience."""
        return _cues(self.c.attribute.replace("_", " "))

    @cached_property
    def no_is_the_fact(self) -> bool:
        """Whether the attribute files a dislike, an allergy or what the person avoids (NEGATIVE_ATTRIBUTE), and the
        clause's only negations say one (DISLIKE_SAID): its no is the fact ("i can't handle spicy food")."""
        if not NEGATIVE_ATTRIBUTE.search(self.attribute) or _ASKED_WHO.match(self.lowered):
            return False
        value = _cues(self.c.value)
        at = self.lowered.find(value) if value else -1
        allergy = re.search(r"allerg|过敏", self.attribute)  # an allergy is said so, not by a dislike's words
        said = [
            m
            for m in DISLIKE_SAID.finditer(self.lowered)
            if at >= 0
            and (
                re.match(_DISLIKED_NEXT + re.escape(value), self.lowered[m.end() :])
                or 0 <= m.start() - at - len(value) <= 2
            )
            and (not allergy or m.group(0).startswith("不耐"))
        ]
        after = self.lowered[at + len(value) :] if at >= 0 else ""
        if (
            not said
            or re.match(r"-(?:free|less)\b|[a-z]", after)
            or _ONLY_WHEN.match(after)
            or _WHEN_BEFORE.search(self.lowered[: said[0].start()])
            or _ASKED_HOW.search(after)
        ):
            return False  # "gluten-free bread" is no gluten; "can't drink coffee after 3pm" only then
        loved = rf"\b(?:i|i'm)\s+(?:really\s+|absolutely\s+)?(?:love|adore|live for)\s+{re.escape(value)}"
        if re.search(loved, self.cues):
            return False  # "I don't like pizza, I LOVE pizza"
        return not _negated(DISLIKE_SAID.sub(lambda m: " " * len(m.group(0)), self.lowered))

    @cached_property
    def opens_turn(self) -> bool:
        """Whether the value's sentence is the turn's first: an answer to the AI's question, or a sentence a frame
        before the turn may set."""
        return (_SENTENCE.findall(self.text) or [self.text])[0] == self.sentence

    @cached_property
    def plain(self) -> tuple[str, str]:
        """The clause with the words that only look like negations blanked (无锡 is a city before it is a 无), and it
        up to the value: read by the denial, the end and the plan cues."""
        plain = NOT_NEGATION.sub(lambda m: " " * len(m.group(0)), self.lowered)
        return plain, plain[: len(self.upto)]

    @classmethod
    def of(cls, c: Candidate, text: str, value_words: AbstractSet[str]) -> _Reading:
        # words of their own they quote are read as they said them: "I want to tell my landlord 'I'm allergic to
        # cats', how do I say that in Spanish?" neither plans nor asks the allergy
        own = _own_quotation(text, c.quote)
        clause, sentence = _clause_of(own or text, c.quote, value_words)
        lowered = _cues(clause)
        value = _cues(c.value)
        lead, later = _around(sentence, clause)
        upto = _up_to_value(lowered, value_words)
        quoted = lowered.find(_cues(c.quote))
        short = _short_form_end(c.value, clause) if upto == lowered else -1  # New York City for "NYC"
        if upto == lowered and quoted >= 0:  # no word of the value as written: up to the end of the quote, which
            upto = lowered[: quoted + len(_cues(c.quote))]  # holds it ("… and never left")
        prior, after = _beside(text, sentence)
        cues = _cues(text)
        return cls(
            c, text, value_words, sentence, clause, lowered, _cues(sentence), _cues(lead), later, upto, prior, after,
            _cues(later[0] if later else after),  # "I lived in Paris, not anymore", or in a sentence of its own
            bool(_negated(value) or NEGATIVE_VALUE.search(value) or LEFT_VALUE.search(value)),
            bool(REAL.search(_cues(lead) + " " + upto)),
            cues,
            cues.find(_cues(c.quote)),
            own,
            short,
        )  # fmt: skip


_UNIVERSITY = re.compile(
    rf"(?:(?<=在|读|是|去|上)|(?<=考上|考进))([{CJK}])大(?!学)|([{CJK}])大(?=的|毕业|读|研|本科|硕士|博士|offer)"
)


def _spelled_out(value: str, said: str) -> set[str]:
    """The words of `value` that spell out a short form in `said`: "New York City" for NYC, "University College
    London" for UCL (the initials, in order), 北京大学 for 北大 and 香港大学 for 港大 (a university by its first
    character and 大)."""
    held: set[str] = set()
    words = re.findall(r"[A-Za-z]+", value)
    for short in set(re.findall(r"\b[A-Z]{2,5}\b", said)):
        for i in range(len(words) - len(short) + 1):
            run = words[i : i + len(short)]
            if "".join(w[0] for w in run).upper() == short and all(w[0].isupper() for w in run):
                held |= content(" ".join(run))
    for found in _UNIVERSITY.finditer(simplified(said)):
        first = found.group(1) or found.group(2)
        name = simplified(value)
        if len(name) <= 6 and first in name[:2] and name.endswith("大学"):
            held |= set(name)
    return held


def _short_form_end(value: str, clause: str) -> int:
    """Where the short form of `value` in `clause` ends ("NYC" of New York City, 北大 of 北京大学), or -1."""
    for short in re.finditer(r"\b[A-Z]{2,5}\b", clause):
        if _spelled_out(value, short.group(0)):
            return short.end()
    for found in _UNIVERSITY.finditer(simplified(clause)):
        if _spelled_out(value, clause[max(0, found.start() - 2) : found.end() + 2]):
            return found.end()
    return -1


def _holds(word: str, words: AbstractSet[str]) -> bool:
    """Whether `words` hold `word` or a form of it: the same number ("14" and "14th"), the same start of four letters
    or more with a short ending each ("teach" and "teacher", "marri" and "marriag": stems already), or a start of
    three letters or more cut short ("eng" for "engin")."""
    if word in words:
        return True
    number = _number(word)
    if number:
        return any(_number(w) == number for w in words)
    if not (word.isascii() and word.isalpha() and len(word) >= 4):
        return False
    if any(len(w) >= 3 and word.startswith(w) and w.isascii() and w.isalpha() for w in words):
        return True  # the person's word cut short: "software eng", "med school", "prof"
    for w in words:
        if w.isascii() and w.isalpha():
            common = next((i for i, (x, y) in enumerate(zip(word, w, strict=False)) if x != y), min(len(word), len(w)))
            if common >= 4 and len(word) - common <= 3 and len(w) - common <= 3:
                return True
    return False


def _number(word: str) -> str:
    """The number a word is ("14" of "14th"), or ""."""
    found = _ORDINAL.match(word)
    digits = found.group(1) if found else word if word.isdigit() else ""
    return digits[1:] if len(digits) == 2 and digits[0] == "0" else digits  # 03 is 3, as a day or a month


_QUOTATION = re.compile(
    r'"([^"]{4,})"|“([^“”]{4,})”|「([^「」]{2,})」|『([^『』]{2,})』'
    rf"|(?:(?<=[\s:：,，(（{CJK}])|^)'((?:[^'\n]|(?<=\w)'(?=\w)){{4,}}?)'(?=[\s.,!?;:，。！？、)）{CJK}]|$)"
)  # 'I am a doctor', 'i'm a barbie girl', 循环'我是一只小小鸟'; not the ' of "I'm" (linear: no run past an opening)


def _quotation(text: str, quote: str) -> str:
    """The words in quotation marks in `text` that hold `quote`, if it is inside some ("" if not)."""
    needle = normalize(quote)
    for match in _QUOTATION.finditer(text.translate(QUOTES)):
        inner = next(g for g in match.groups() if g)
        if needle and needle in normalize(inner):
            return inner
    return ""


def _unfilled(text: str) -> str:
    """A text without its filler words ("hmm, Shenzhen" -> "Shenzhen")."""
    return " ".join(w for w in re.split(r"[\s,，。.!！?？]+", text) if w and _cues(w) not in FILLER)


def _clause_of(text: str, quote: str, value_words: AbstractSet[str]) -> tuple[str, str]:
    """The clause of a turn that holds the value (the most of its words; of those alike, one the quote is in), and the
    sentence around it."""
    best, best_sentence, score = "", "", -1
    at = _cues(text).find(_cues(quote)[:20])
    end = at + len(quote)
    offset = 0
    for sentence in _SENTENCE.findall(text) or [text]:
        start = text.find(sentence, offset)
        offset = start + len(sentence)
        place = start
        for clause in _split_clauses(sentence):
            begins = text.find(clause, place)
            place = begins + len(clause)
            words = content(arabic(clause))  # 一米八 holds 180cm
            here = len(words & value_words) * 2 + (1 if at >= 0 and begins < end and at < place else 0)
            if here > score:
                best, best_sentence, score = clause, sentence, here
    return best or text, best_sentence or text


def _split_clauses(sentence: str) -> list[str]:
    spaced = _ZH_SPACE.sub(lambda m: "，" * len(m.group(0)), sentence)  # as long as `sentence`: clauses are found in it
    spaced = _LAUGH_BREAK.sub(lambda m: "，" * len(m.group(0)), spaced)
    spaced = _SLIP_BREAK.sub(lambda m: "，" * len(m.group(1)) + m.group(2) + "，" * len(m.group(3)), spaced)
    spaced = _DASH_BREAK.sub(lambda m: "，" * len(m.group(0)), spaced)
    parts = [p for p in _CLAUSE.findall(spaced) if p.strip() and not re.fullmatch(r"[.!?。！？;；,，()（）]", p)]
    clauses: list[str] = []
    for part in parts:
        for but in _BUT.split(part):  # (a run-on is no split after a wish or a report: "I wish I wasn't … anymore
            pieces = _RUN_ON.split(but)  # i'm …", 我妈总觉得我还是学生啊我是老师)
            clauses.extend(p for p in ([but] if len(pieces) > 1 and _FRAMED.search(pieces[0]) else pieces) if p.strip())
    return clauses or [sentence]


def _before_value(r: _Reading) -> str:
    """The clause before the value's own first word ("" when the clause up to the value does not end in it), or a
    form of it cut short ("a vet" for veterinarian)."""
    tokens = list(_TOKEN.finditer(r.upto))
    if not tokens:
        return ""
    token = tokens[-1].group(0).replace("'", "")
    lead = next(_TOKEN.finditer(_cues(r.c.value)), None)
    lead_token = lead.group(0).replace("'", "") if lead else ""
    same = (
        (stem(token) == stem(lead_token) or (len(token) >= 3 and _holds(stem(lead_token), {stem(token)})))
        if token.isascii()
        else r.lowered.startswith(_cues(r.c.value), tokens[-1].start())
    )
    if same or (_number(token.casefold()) != "" and _number(token.casefold()) == _number(lead_token.casefold())):
        return r.upto[: tokens[-1].start()]
    return ""


def _up_to_value(clause: str, value_words: AbstractSet[str]) -> str:
    """The clause up to the first of the value's words in it (a "not" after the value, as in "I'm 34 and I can't
    cook", does not deny it); the whole clause when none is found."""
    first = len(clause)
    for match in _TOKEN.finditer(clause):
        token = match.group(0).replace("'", "")
        if (stem(token) if token.isascii() else token) in value_words or _number(token.casefold()) in value_words:
            first = min(first, match.end())
            break
    return clause[:first]


def _said(found: re.Match[str] | None) -> str:
    """The words a cue pattern found, or ""."""
    return found.group(0) if found else ""


def _beside(text: str, sentence: str) -> tuple[str, str]:
    """The sentence of `text` before `sentence`, and the first clause of the one after it ("" where there is none): a
    frame set up just before ("I had a weird dream. I was a pilot.") or a retraction just after ("I lived in Paris.
    Not anymore.", "I live in Paris. Just kidding.") speaks of the value too."""
    sentences = _SENTENCE.findall(text)
    at = next((i for i, s in enumerate(sentences) if s == sentence), -1)
    if at < 0:
        return "", ""
    before = sentences[at - 1] if at > 0 else ""
    after = _split_clauses(sentences[at + 1])[0] if at + 1 < len(sentences) else ""
    return before, after


def _around(sentence: str, clause: str) -> tuple[str, list[str]]:
    """The words of `sentence` before `clause`, and the clauses after it."""
    clauses = _split_clauses(sentence)
    at = clauses.index(clause) if clause in clauses else 0
    start = sentence.find(clause)
    return (sentence[:start] if start > 0 else ""), clauses[at + 1 :]


FIRST_SPEAKER = re.compile(
    r"\bi\s+(?:(?!(?:got|get|gets|was|were|been|am|is)\s)\w+\s+"
    r"|(?:want|need|have|had|plan|wanted|needed|am going|'m going|was going) to\s+)?"
    r"(?:said|say|wrote|write|told|tell|texted|asked|sent|posted|messaged|emailed)\b(?!\s+(?:by|to me)\b)"
    # a message the person sent, said without "I": "sent this to the family chat: '…'", "just posted: '…'" (not
    # "posted by my sister", "sent to me by…", "i got sent this by…")
    r"|^\s*(?:just\s+|finally\s+|also\s+)?(?:sent|texted|posted|messaged|emailed|tweeted|replied|wrote back)\b"
    r"(?!\s+(?:by|to me)\b)"
    r"|(?<![跟对和给叫让告诉])我(?:就|也|还|都|又|常|总|想|要|得|该|会)?(?:(?:跟|对|和|给)\S{1,6}?)?(?:说|写)"
    # (not 编辑跟我说『…』: said to the person)
    # a text of their own they ask about: "pasting my speaker bio", "here's what I'm sending my team, fix typos",
    # 帮我改一下这封邮件, 我写的
    rf"|\bmy (?:own )?(?:(?!{KIN}\b)[\w-]+ )?(?:bio|email|e-mail|message|msg|post|draft|cover letter|resume|cv"
    r"|profile|intro|introduction|caption|tweet|status|announcement|letter|speech|toast|reply|application"
    r"|linkedin(?: \w+)?)\b"
    r"|\b(?:here'?s|this is) what i(?:'m| am)? (?:sending|posting|writing|sent|posted|wrote)\b"
    r"|\bwhat i(?:'m| am) (?:sending|posting)\b"
    r"|帮我(?:改|润色|修改|看看|检查|缩短|精简)一?下?(?:这|我的|我写的)|我写的|我(?:要|准备|打算)发(?:的|给)"
    # 我的签名：'…', 我的小红书简介：'…', 我的朋友圈
    r"|我的[\u4e00-\u9fff]{0,4}(?:签名|简介|自我介绍|个人资料|资料卡)"  # (not 朋友圈, 微博: others post there)
)  # the person quoting their own words


def _own_quotation(text: str, quote: str) -> str:
    """The quotation holding `quote` when the words around it give it to the person ("I told him '…'", "my bio: '…'",
    帮我改一下这封邮件：“…”), else ""."""
    inner = _quotation(text, quote)
    if not inner:
        return ""
    at = text.find(inner)
    lead = re.split(r"[.!?。！？\n]", _cues(text[:at]))[-1]
    mine = max((m.end() for m in FIRST_SPEAKER.finditer(lead)), default=-1)
    theirs = max((m.end() for m in OTHER_SPEAKS.finditer(lead) if m.group(1) != "i"), default=-1)
    if mine > theirs:  # "I asked my sister how she was and she said '…'" is the sister's
        return inner
    return inner if theirs < 0 and FIRST_SPEAKER.search(_cues(text[at + len(inner) :])) else ""


OTHER_SPEAKS = re.compile(r"\b([a-z]+)\s+(?:said|says|wrote|writes|asked|replied|goes|went|texted|posted)\b")


def _since_real(text: str) -> str:
    """`text` after its last REAL cue: a joke, a dream or a story before "actually", 说真的 or "no joke" frames
    nothing after it."""
    found = list(REAL.finditer(text))
    return text[found[-1].end() :] if found else text


def _negated(text: str) -> str:
    """The negation cue in a text ("" if none), words like 不错 aside."""
    found = NEGATION.search(NOT_NEGATION.sub(" ", text))
    return found.group(0) if found else ""


NOW = re.compile(r"\b(?:now|currently|still)\b|现在|目前|如今|宜家")  # a clause that speaks of the present


def _last_clause(lead: str) -> str:
    """The clause right before the value's, when it does not already speak of now ("…I wrote 'I want to be a marine
    biologist' and now look at me, doing payroll": the plan is over by the clause next to the value)."""
    last = (_split_clauses(lead) or [""])[-1] if lead.strip() else ""
    return "" if NOW.search(last) else last


# words that speak of a start before now: "since 2019", "for five years", "two years ago", "growing up", 从小, 这些年
STARTED = re.compile(
    r"\b(?:since|ago|back|for\s+(?:(?:about|almost|over|nearly|like|the\s+(?:last|past))\s+)?(?:\w+\s+)?(?:years?"
    r"|months?|weeks?|days?|decades?|yrs?)|\d+\s*(?:years?|yrs?|months?|weeks?|decades?)|(?:a|one|a\s+couple(?:\s+of)?"
    r"|a\s+few|several|many)\s+(?:years?|months?|decades?)|decades?|(?:19|20)\d\d"
    r"|last\s+(?:year|month|week|spring|summer|fall|autumn|winter)|when i was|as a (?:kid|child|teen|teenager|student)"
    r"|in (?:college|school|university|high school)|after (?:college|school|university|graduat\w*)|growing up|grew up"
    r"|all my life|whole life|always|ever since|long time"
    r"|(?:january|february|march|april|may|june|july|august|september|october|november|december))\b"
    r"|(?:19|20)\d\d|年|个月|以来|从小|小时候|一直|多年|这些年|那年|那时|当年|起就|开始就|很久|好久|毕业|大学|以后|之后"
)


def model_date(value: Any, said_at: datetime, text: str | None = None) -> datetime | None:
    """A YYYY-MM-DD from the model as a time, if it parses and is not after the words were said (a day's slack); with
    the person's `text`, a start more than a week before them only when their words speak of one (`STARTED`): "I
    just moved to Berlin" dated 1990-01-01 by a sloppy model starts when it was said, "vegan since 2019" in 2019."""
    moment = _date(value)
    if moment is None or moment > said_at + timedelta(days=1):
        return None
    if text is not None and moment < said_at - timedelta(days=7) and not STARTED.search(arabic(_cues(text))):
        return None
    return moment


def model_until(value: Any, said_at: datetime, text: str) -> datetime | None:
    """When a fact stops holding, from the model's `valid_until`: a date after the words were said, within ten
    years, and only when the person's words speak of a limit ("until Friday", 下周之前); else None."""
    moment = _date(value)
    if moment is None or not UNTIL.search(_cues(text)):
        return None
    if len(str(value).strip()) <= 10:  # a day: it holds through that day, to the start of the next (an end is the
        # first moment it no longer holds: 23:59:59 made a read of that day, its last moment, find it over already)
        moment = datetime.combine(moment.date() + timedelta(days=1), time()).astimezone()  # local midnight (DST)
    if not said_at < moment <= said_at + timedelta(days=3650):
        return None
    return moment


def dated_out(raw: dict[str, Any], kind: str, said_at: datetime) -> tuple[str, str] | None:
    """The model's own dates saying a fact does not hold when its words were said: it begins later (a `valid_from`
    more than a day after them, and after today: the model reckons from today, and a chat's memory may be caught up
    days later; "I'm joining Airbnb on January 12" dated 2027-01-12, a plan), or it had ended (a `valid_until` more
    than a day before them: 去年三月之前都住在西安 dated 2025-03-01; not an event, which ends the day it happens).
    (reason, cue), or None."""
    begins, ends = _date(raw.get("valid_from")), _date(raw.get("valid_until"))
    if begins is not None and begins > max(said_at, now()) + timedelta(days=1):
        return "planned", f"valid_from {begins.date().isoformat()}"
    if ends is not None and kind != "event" and ends < said_at - timedelta(days=1):
        return "denied", f"valid_until {ends.date().isoformat()}"
    return None


def _date(value: Any) -> datetime | None:
    if not isinstance(value, str) or not re.match(r"^\d{4}-\d{2}-\d{2}", value.strip()):
        return None
    try:
        moment = datetime.fromisoformat(value.strip()[:19] if "T" in value else value.strip()[:10])
    except ValueError:
        return None
    return moment.astimezone() if moment.tzinfo is None else moment
