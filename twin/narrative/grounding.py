"""Grounding: whether a fact the model proposes was really stated by the person, checked in code, in layers.

A small local model will propose bad facts every day: values the quote does
not support, the AI's words echoed back, questions and negations taken for
statements, other people's claims, facts about the twin, instructions aimed
at the memory itself. Each layer below turns one kind of bad candidate away
and says why (the reason is logged in extractions.jsonl and counted by `twin
memory stats`); what passes every layer is stored as the person's word.

1. shape: subject, attribute and value are short strings, the confidence a
   number from 0 to 1 (never clamped), the kind a known one, at most
   MAX_FACTS candidates a run;
2. subject: never the twin under any name ("you", 你, the persona's name);
3. quote: a verbatim span of one of the person's turns in the window, with
   content words of its own (a bare "yes", "the" or 我的 grounds nothing);
4. value: every content word of it is in the quote's turn, in some form (of
   Chinese, every character, and a pair of them as written), and the quote
   holds some: the model may normalise ("a cat named Miso" from "I've got a
   cat, Miso"), never add ("a dog named Miso", 广州 from 杭州);
5. echo: a value and a quote made only of the AI's earlier words in the window
   or the persona's text, without the person asserting anything of their own;
6. stance: the model's own label (asserts, denies, supposes, asks, reports)
   and the cues in the clause that holds the value and the sentence around
   it, in both languages (question marks and 吗/呢; not/never/不/没; quit,
   used to, 以前, "not anymore"; "it's false that", "... is wrong", 不可能;
   if/如果/要是; dreamt, in my novel, 游戏里, *an action*; says/told/wrote/
   说/觉得): only assertions become facts, a negation or an end only when the
   value says so ("doesn't drink coffee", 不吃辣, "former city"); hedges
   lower the confidence;
7. whose: a fact filed under the person that the clause says of someone else
   ("my ex-husband Tom is a doctor");
8. authority: text that instructs the memory system grounds nothing, and no
   fact gives anyone a role or a permission. A rule is only a standing request
   addressed to the twin: one without a request in its words is kept as a
   preference.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime, timedelta
from functools import cache, cached_property, lru_cache, partial
from typing import Any

from twin.clock import now, zh_number
from twin.facts.model import KINDS
from twin.facts.words import QUOTES, normalize
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
    "about_twin": "the fact is about the twin itself",
    "no_quote": "there is no quote",
    "quote_not_found": "the quote is in none of the person's turns",
    "quote_from_ai": "the quote is the AI's words",
    "quote_from_persona": "the quote is the persona's text",
    "quote_uninformative": "the quote has no words of its own, or none of the value's",
    "value_unsupported": "the person's words do not hold the value",
    "value_from_ai": "the value comes from the AI's words",
    "value_from_persona": "the value comes from the persona's text",
    "echo": "the person only repeated the AI's or the persona's words",
    "asked": "the person asked it",
    "denied": "the person denied it, said it no longer holds or is false, or spoke against it (not, quit, used to, "
    "hate, 以前), and the value does not say so",
    "supposed": "the person supposed, wished, dreamt, played or made it up (if, I wish, in my novel, 梦见, *...*)",
    "planned": "the person only plans, wants or weighs it (thinking about, going to, 打算), and the fact says it is so",
    "reported": "the person reported what someone else says or wrote (he says, Tom told everyone, 医生跟我说)",
    "someone_else": "the words are about someone else, not the person",
    "not_that_measure": "the number counts or measures something else than the fact says (27 patients as an age, "
    "四十度 as an age, a bid as a salary, 两百斤牛油 as a weight)",
    "instruction": "the words instruct the memory system",
    "authority": "the fact would give a role or a permission, or a request would override the twin's boundaries",
}

COMMON_IN_REQUESTS = frozenset(
    "tell say ask talk know think get make give want need like use answer reply speak thing someone something "
    "people time way always never really just plain plainly straight".split()
)  # words too common to tie a request to a boundary
TWIN_SUBJECTS = (
    "you", "your", "yourself", "you (the ai)", "self", "ai", "assistant", "the assistant", "twin", "bot", "chatbot",
    "你", "您", "你自己", "AI助手", "助手", "分身", "机器人",
)  # fmt: skip
USER_SUBJECTS = ("user", "the user", "me", "i", "myself", "用户", "我", "我自己")

_TOKEN = re.compile(rf"[{CJK}]|[^\W_{CJK}]+")
_CJK = re.compile(rf"[{CJK}]")
_SENTENCE = re.compile(r"[^.!?。！？\n]+[.!?。！？]*")
_CLAUSE = re.compile(r"[^.!?。！？\n;；,，()（）]+|[.!?。！？;；,，()（）]")
# a space between Chinese characters ends a clause as a comma would: chat writes 我住在北京 哦不对 上个月搬到天津了
_ZH_SPACE = re.compile(rf"(?<=[{CJK}])\s+(?=[{CJK}])")
# a laugh before a new "I" ends a clause, as a comma would: "不是我 lol 我还在 Toronto" (not "lol i wish")
_LAUGH_BREAK = re.compile(r"(?i)\s+(?:lol|lmao|lmfao|haha\w*|hehe\w*|哈{2,}|😂|🤣)\s+(?=我|i(?:'m|m)?\s+(?!wish\b))")
_BUT = re.compile(
    r"\b(?:but|though|although|however)\b|(?i:(?<!\bme )\band (?=(?:i|i'm|im|i've|my|he|she|they|we)\b))"
    r"|但是|但|不过|可是|然而"
)  # "my son just turned 7 and I'm 38": two clauses, two people

FILLER = frozenset(
    "hmm hm um uh ah oh ok okay yes yeah yep sure right maybe really huh 嗯 哦 噢 好 对 是 呀 吧 啊 诶".split()
)
FIRST_PERSON = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|i'll|me|myself|we|we're|our)\b|我|俺(?!们?家那|那)")
NEGATION = re.compile(
    r"\b(?:not|no|never|nor|neither|none|nothing|nobody|without|no longer|any ?more)\b|n't\b"
    r"|\b(?:far from|hardly|barely|by no means|anything but|negative for|tested negative)\b"
    r"|不|没|别|未|无|非(?!常)|哪(?:里|儿)?(?:是|算)|谁说(?=我)|唔(?=[係系识會会好食去做想要知使得用钟])|冇"  # (唔, 冇:
    # Cantonese; not 唔…… as "hmm")
)
# words that hold 不/没/无 but deny nothing
NOT_NEGATION = re.compile(
    r"不错|不过|不少|不久|不断|不但|不仅|不管|不得不|差不多|了不起|不一定|不停|不然|要不|不禁|忍不住|毫不犹豫|不丹"
    r"|没错|没关系|无论|无聊|无锡|无线|无人机|特别|分别|区别|告别|离别|个别|别人|别的|别处|级别|类别|性别|差别|识别"
    r"|辨别|鉴别|派别|别墅|未来|非洲|[没不]骗你|不是开玩笑|没(?:有)?开玩笑|不开玩笑"
    r"|\b(?:not only|no doubt|no matter|never mind|nothing but|can't wait|cannot wait|not (?:gonna|going to) lie"
    r"|not to brag|no lie|no joke|no kidding|not (?:kidding|joking|lying)|never looked back|can't complain"
    r"|(?:never|n't) (?:been|felt|was|were|be|looked) (?:happier|better|healthier|prouder|more \w+)"
    r"|(?:don't|do not|doesn't|not) (?:just|only|merely|simply))\b"
)
HYPOTHETICAL = re.compile(
    r"\b(?:if|whether|suppose|supposing|imagine|what if|in case|were i|were to|pretend|hypothetically|unless)\b"
    r"|如果|要是|假如|假设|万一|倘若|的话|想象|除非|要不是|若不是|如果不是|不然的话|否则"
)
PLAN = re.compile(
    r"\b(?:thinking (?:about|of)|planning|plan to|plans to|want to|wanna|hoping to|hope to|intend to|considering"
    r"|about to|gonna|going to (?=(?:be|buy|move|get|start|learn|try|make|take|have|quit|leave|switch|become|visit"
    r"|live|work|study|marry|adopt|sell|open|join|apply)\b)"
    r"|(?:might|may) (?=(?:buy|move|get|start|learn|quit|leave|switch|become|adopt|sell|open|join|apply)\b)"
    r"|(?:i'm|im|i am|we're|we are) moving (?=to\b)"  # "I'm moving to Seattle in March": not there yet
    r"|applied (?:to|for|at)|applying (?:to|for|at)|interview(?:ed|ing)? (?:at|with|for)|(?:an |the )?offer from"
    r"|aiming (?:for|at)|aim (?:for|at)|(?:my |the )?goal is|(?:my |the |our )?plan is to\b(?!(?:\s+\w+){0,2}?\s+"
    r"(?:stay|keep|remain)\b)|predicted (?:grades?|results?|scores?|marks?)|my predicted|turning (?=\d)|about to turn"
    r"|going to turn)"  # not yet
    r"|打算|计划|准备|想要|想去|想搬|想养|想学|想买|想换|考虑|将要|要不要|可能会|估分|预估|预计"
    # 等绿卡下来我们就搬去奥斯汀 (not 中等, 等公交就得半小时)
    r"|(?<![中高低上下同平对相])等(?!等|于|级)\S{1,10}?(?:下来|之后|以后|了)(?:我|我们)?就"
    r"|(?:明年|下个?月|下周|下星期|下礼拜|过几天|月底|年底|以后|将来)(?:就|还|一定|必须|肯定)?要"  # 我明年要去澳洲
    # 我下周去上海出差, 下个月入职阿里
    r"|(?:明天|后天|明年|下个?月|下周|下星期|下礼拜|过几天|月底|年底)(?:就|还|会)?(?:去|回|飞|搬|入职|报到|开学|上岗)"
    r"|(?:明天|明年|下个?月|下周|下星期|下礼拜|过几天|月底|年底)就|快(?:要)?(?=[\d一二三四五六七八九十])|计画|目标是"
    r"|(?:明天|后天|明年|下个?月|下周|下星期|下礼拜|月底|年底)(?:就)?满(?=[\d一二三四五六七八九十])"  # 我下个月满四十
    r"|投了?简历|在面试|去面试|面试了|拿到了?(?:\S{0,3})?offer"  # 计画: 計畫 as simplified a character at a time
    # a possibility feared or warned of: 医生说怕我以后得痛风, 有患高血压的风险 (not yet, and may never be)
    r"|(?:怕|担心)(?:我)?(?:以后|将来)(?:会|可能)?(?:得|患|变成|发展成|有)"
    r"|提醒我(?:小心|注意|预防|当心)(?=\S?$)|\b(?:at risk (?:of|for)|risk of)\s+(?=\w*$)"
    r"|\b(?:i'll|i will|ill|we'll|we will) (?=(?:be \d+|turn \d+|start (?:at|in)|move to|join)\b)"
    r"|\b(?:i'll|i will|we'll|we will) have (?=(?:moved|gone|left|finished|started|opened|become|bought|got|gotten"
    r"|saved|paid|quit|retired|married|found)\b)"  # "by next spring I'll have moved to Lisbon"
    r"|\bwhen (?:i|she|he|they|we) grows? up\b"
    r"|想(?!当年)(?:转行|当|成为|考|读|嫁|娶|辞)|谂住|长大(?:后|以后|了)?(?:要|想|会)"
)
# a start the person names a later time for: "I start at KPMG on the first of the month"
_DAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_MONTH = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
WILL_DO = re.compile(
    r"\b(?:i'll|ill|i will|we'll|we will|i'm going to|im going to|i'm gonna|im gonna|gonna)\b|我(?:要|会|将|打算)"
)
DONE = re.compile(  # something done in the clause: "I moved to Berlin and I'll stay", 我上周拿到驾照啦
    r"\b(?:\w+ed|went|did|was|were|had|ran|made|got|took|came|left|saw|quit|bought|sold|became|become|beat|found"
    r"|lost|hit|won|met|began|begun|broke|fell|caught|gave|paid|told|sent|spent|built|wrote|flew|drove|ate|swam|ago"
    r"|yesterday|last (?:week|month|year|night|summer|fall|spring|winter)|in (?:19|20)\d\d)\b"
    r"|了|过|啦|去年|昨天|上周|上个?月|前年|那天|已经"
)
SAYING = re.compile(  # a way of saying between the future and the event: "I'll admit I quit", 我要告诉你
    r"\s*(?:never |always |be |just )?(?:admit|tell|say|forget|remember|honest|grateful|brag|celebrate|share)"
    r"|\s*(?:告诉|说|分享|吐槽|晒|记得|记住|铭记|感谢|庆祝|永远|一直)"
)
TAKEN = re.compile(  # advice followed
    r"\b(?:been on (?:it|them)|been taking|i take|i've been|every (?:day|night|week)|since|i use|i do it|i walk"
    r"|moved here|there a year|for years)\b|一直|已经|(?:用|吃|住|坚持|上|开|干|游)了|现在每"
)
# advice not yet taken: "my rheumatologist wants me to try methotrexate but I haven't decided", 医生建议我换胰岛素泵
ADVISED = re.compile(
    r"\b(?:wants? me to (?:try|start|take|go on|switch to)|suggest(?:ed|s)?|recommend(?:ed|s)?|advised me to"
    r"|told me to (?:try|consider))\b|建议我|劝我|让我考虑"
)
UNDECIDED = re.compile(
    r"\bhaven'?t decided|\bnot sure (?:yet|about it)|\bthinking about it|还在犹豫|没决定|还没想好|再考虑"
)
# a number aimed at: "practice test this morning: 506, target is 515", 目标是120 (not "part time at Target")
AIMED = re.compile(r"(?:\b(?:target|goal|aim)(?:\s+(?:score\s+)?(?:is|was)|\s*[:=])|\baiming for|目标(?:是)?)\s*\d\S*$")
STARTS_LATER = re.compile(
    r"\b(?:(?:i|we) (?:start|begin)(?: work)?|(?:i'm|im|i am|we're|we are) starting) (?:at|with|in)\b(?=[^.!?;]*\b(?:"
    rf"next (?:week|month|year|{_DAY})|tomorrow|on the (?:first|\d+(?:st|nd|rd|th)?)|this coming (?:week|month|{_DAY})"
    rf"|in (?:a|an|two|three|four|\d+) (?:days?|weeks?|months?)|(?:on )?{_DAY}|in {_MONTH})\b)"
)
# an interview named right after the value as written, or a company waited on: 去华为二面, 字节的面试, "the Corvel
# interview", "Stripe final round"; "still waiting on Corvel" (for an employer only: `_not_yet`)
INTERVIEW_AFTER = (
    r"(?:的|'s)?\s*(?:[一二三四终复初]面|面试(?!官)|笔试|interview\b|final round|second round|onsite\b|phone screen)"
)
WAITED_ON = r"\bwaiting (?:on|for|to hear (?:back )?from)\s+"
EMPLOYER = re.compile(r"employ|company|\bjob\b|\bwork|position|title|offer|公司|单位|工作|雇主|职位|东家")
PENDING_AFTER = re.compile(
    r"[^，,。.!?！？]{0,8}?(?:递(?:上去|交)|提交了?申请|(?:就|在|还在)等(?:结果|审批|批复|通知)|审核中|还在审|只是想想|想想而已)"
    r"|\s+(?:application\s+)?(?:is in|(?:is|are) pending)\b(?:,?\s+waiting)?"
)
GRANTED = re.compile(r"批了|批下来|拿到|过了|下来了|\b(?:approved|granted|got it|came through)\b")
# a home to be, said after where the person is "for now": "still in Phoenix for now … and then we're going to Tucson"
FOR_NOW = re.compile(r"\bfor now\b|暂时|目前先")
THEN_GOING = r"\bthen (?:we're|we are|i'm|im|i am) (?:going|headed|heading|moving) to\s+"
# a clause after the value that says it is not settled yet ("but nothing's official yet", 但还没定)
PENDING = re.compile(
    r"^\W*(?:(?:but|though|and)\s+)?(?:(?:it'?s|its|still)\s+)?not (?:yet )?(?:official|final|confirmed|decided|signed"
    r"|approved)\b|^\W*(?:(?:but|though|and)\s+)?nothing(?:'?s| is)(?: been)? (?:official|final|confirmed|decided"
    r"|signed|approved)\b"
    r"|^\W*(?:但是?|不过|可是)?(?:还|都还|目前还|暂时还)(?:没|未)(?:有)?(?:定|确定|决定|批|落实|敲定|官宣|正式|通过)"
    r"(?:下来)?(?=[\s，,。.!！?？]|$)"
)
PLAN_WORDS = re.compile(
    r"\b(?:plan|plans|planned|planning|intend|intends|intended|wants?|wanted|goal|goals|upcoming|future|next"
    r"|considering|thinking|hopes?|wish|wishes|might|maybe|moving|going)\b|计划|打算|准备|想|将|未来|目标|考虑"
)
# a condition on the listener, not on what the person says of themselves: "… btw if you want to see the repo"
ASIDE_IF = re.compile(
    r"\bif (?:you (?:want|wanna|like|need|care|'d like|would like|ever)|you'?re (?:curious|wondering|interested)"
    r"|(?:it|that) (?:helps|matters|makes sense))\b.*$"
)
MODAL = re.compile(r"\b(?:will|'ll|can|could|would|'d|might|may|shall|should|gonna)\b")
# what is, right after "instead of" following what would have been: "I'd be in Zurich now instead of stuck in Ohio"
INSTEAD_OF = re.compile(r"\b(?:instead of|rather than)\s+(?:[\w']+\s+){0,2}[\w']+\W*$|而不是\S{0,6}$")
CONDITIONAL = re.compile(
    r"^\W*(?:if(?! (?:it|that) (?:matters|helps)| you (?:must|wanna|want to|need to|care to) know"
    r"| you'?re (?:curious|wondering|asking))|suppose|imagine|what if|say (?=i\b|i'm|that\b|we\b)"
    r"|要是|如果(?!你(?:想|要)?(?:知道|好奇)|有用|你问我)|假如|假设|万一|倘若|假使|就当|要不是|若不是)"
)  # opens the sentence; "if it matters, i'm left-handed", 如果你想知道的话 only lead in
# a frame that makes what follows it in the sentence a dream, a story, a game or a part played ("I dreamt I was a
# pilot", "in my novel I live in Rome", 游戏里我是个法师), not the person's life
# a character of a fantasy game named as the person: "I'm Thorne the half-orc ranger"
FANTASY_SELF = re.compile(
    r"\b(?:i'm|im|i am)\s+(?:\w+\s+)?the\s+(?:half-orc|half-elf|elf|elven|dwarf|dwarven|orc|tiefling|gnome"
    r"|halfling|dragonborn)\b"
)
FICTION = re.compile(
    r"\b(?<!never )(?<!n't )(?:dreamt|dreamed|dreaming|(?:had|have) (?:a|an|this|the|that|such a) (?:\w+ )?dream"
    r"|in (?:my|a|the|his|her|their|this|that|our) (?:[\w&-]+ )?"
    r"(?:dreams?|nightmares?|games?|novels?|story|stories|fiction|fanfic|screenplay|script|play|campaign"
    r"|role-?play|rpg|simulation|fantasy|comic|manga|server|realm|playthrough|save file|guild|minecraft|roblox"
    r"|sims|fortnite)\b(?! (?:room|rack|farm|admin|industry|company|studio|business|store|shop|club|class"
    r"|course|group|team|publisher|night|agent)\b)|let'?s say|let us say|let'?s pretend|make-believe|pretending"
    r"|role-?play(?:ing)?|my character|in character|in-game|rp time|\brp\b"
    r"|in (?:another|my next|a past|a parallel|an alternate) (?:life|universe|world)"
    r"|on (?:my )?(?:hinge|tinder|bumble|dating (?:app|profile)|profile)|on stream,? (?:i'm|im|i am)\b"
    r"|\b(?:writing|wrote|write|working on) (?:a|my|the) (?:short story|story|novel|screenplay|poem)\b"
    r"(?=[^.!?;]{0,20}?(?:\bwhere\b|\babout\b|\bin which\b|\bwhose\b|:|—|\bthe (?:narrator|lead|hero|heroine"
    r"|protagonist|main character)\b))"
    r"|dressed (?:up )?as"
    r"|(?:going|went|go|dress(?:ed|ing)?(?: up)?) as an?\b|in (?:a|my) costume|cosplay(?:ing|ed)? as)"
    r"|(?:设定|人设)\S{0,3}(?:女主|男主|主角|角色)|女主(?:角|是)|男主(?:角|是)|梦见|梦到|梦里|梦中|做梦(?!(?:也|都)(?:没|想不到|不敢))|做了个梦|小说里|小说中|故事里|故事中|游戏里|游戏中|剧本里|戏里|剧里|电影里|假装|设想"
    r"|下辈子|上辈子|平行(?:宇宙|世界)|另一个(?:世界|人生)|(?<!打)扮(?:的|成|演)?|装扮成|cos(?:play)?(?=了|的|成)|陪我演|演一段"
    r"|来演|剧本杀|狼人杀|抽到(?:了)?(?:\S{0,4})?本"
)
# what would be, not what is: "with a lottery win I'd live in Paris" ("I'd like", "I'd say", "I'd been" aside)
WOULD = re.compile(
    r"(?:\b(?:i|we)(?:'d| would)|\bid(?= be\b)|\bhad (?:i|we) \w+ed\b.*\b(?:i|we)(?:'d| would|d))\s+"
    r"(?!(?:like|love|rather|prefer|say|guess|think|been|have been|had|always|never|often"
    r"|usually|sometimes)\b)[a-z]"
)
# the words of someone else's text the person passes on or plays: a forwarded post, a signature, an ad, a form, a
# song sung, a line to translate ("群里转的 >> 本人男 32岁", "this ad on my feed Senior Data Scientist")
PASSED_ON = re.compile(
    r"\b(?:forwarded|fwd|fw|sample (?:form|text|letter|email|answer|profile|data)|template|(?:test|fake|dummy) data"
    r"|saw this (?:on|in)|hiring:"
    r"|fake (?:info|details|profile|account)|lyrics"
    r"|(?:this|that|an|the|job) (?:ad|advert|advertisement)|job (?:post|posting|listing)|(?:this|that|the) (?:listing"
    r"|posting|flyer|poster)|(?:email|his|her|their|the|boss's|manager's) (?:signature|sig)"
    r"|(?:singing|humming|sings?|sang)(?= (?:i|i'm|im|we)\b))\b"
    r"|>>|(?<!语音)(?<!语音识别)转的|转发|转来|群里[^：:，,。我]{1,8}发(?:的|了)?[:：]|签名档|(?:他|她|主管|老板|领导|经理)的签名|招聘启事|招聘广告|这(?:个|条)?广告|广告(?:上|里|说)"
    r"|模板|示例|例句|唱着?(?=[:：]?\s*我)|哼着?(?=[:：]?\s*我)"
)
# a ticket's user story, anywhere in the turn: "As a user, I want to reset my password by SMS so that …"
USER_STORY = re.compile(
    r"\bas an? (?:(?:new|logged-in|end|registered|returning|first-time)\s+)?(?:user|customer|admin|administrator"
    r"|visitor|shopper|member|guest|buyer|subscriber|player|viewer),? i (?:want|need|would like)\b.*\bso that\b"
)
# anywhere in the turn, a word that the values in it are not the person's: "(example values obviously, not putting
# my real info in here)", 随便填的
# a picture described: what is in it is not the person's life ("the photo shows a woman holding a golden retriever")
PICTURED = re.compile(
    r"\b(?:the|this|that)\s+(?:photo|picture|pic|image|painting|drawing|screenshot|poster)\s+(?:shows|is of|has|of)\b"
    r"|\bin (?:the|this|that) (?:photo|picture|pic|image|painting|drawing)\b|(?:照片|图片|图|画)(?:上|里|中)(?:是|有)"
)
NOT_REAL_DATA = re.compile(
    r"\b(?:example|sample|dummy|fake|placeholder|made[- ]up) (?:values|info|information|details|answers)\b"
    r"|\b(?:form|template) example\b"
    r"|\bnot (?:my|the) real (?:info|information|details|values|answers)\b"
    r"|\bnot (?:putting|using|giving)(?: in)? (?:my|any) real\b"
    r"|示例(?:数据|信息)|假(?:数据|信息)|随便(?:填|编|写)的|不是我的?真实|不是真实(?:的)?信息"
)
# a chat pasted as text ("[screenshot] Sarah: I got the job!! | me: congrats", 【截图】老板：下周去上海): a line is
# its speaker's; a transcript is marked so, or has the person among its speakers
TRANSCRIPT = re.compile(
    r"\b(?:screenshot|screencap|screen shot|transcript|chat log|group chat)\b|截图|截屏|聊天记录|群聊"
)
# a paste that opens with a mark in brackets and one speaker's name: "[group chat] Ken: just landed in Tokyo",
# 【工作群】张总：我已经离职了, "[screenshot of text] Lena: I'm 27" (one speaker is enough: the mark says the line is
# not the person's)
MARKED_PASTE = re.compile(
    r"(?i)\s*[\[【(（][^\]】)）\n]{0,20}(?:screen|text|chat|group|dm|message|msg|e-?mail|mail|discord|slack|whatsapp"
    r"|wechat|line|telegram|signal|messenger|sms|imessage|fb|facebook|insta|ig|twitter|tweet|reddit|forum|comment"
    r"|截图|截圖|群|微信|短信|聊天|私信|评论|留言|朋友圈|微博|转发|邮件)[^\]】)）\n]{0,20}[\]】)）]\s*"
)  # (not "(quick update) Work: …", 【更新】最近：…)
SPEAKER = re.compile(
    rf"(?:^|(?<=[|\n.。！？!?:：>】\]）)]))\s*(me|i|[A-Z][a-z]+(?: [A-Z][a-z]+)?|[{CJK}]{{1,4}})\s*[:：](?!\d)"
)
ME_SPEAKER = frozenset(("me", "i", "我", "本人"))
NOT_SPEAKER = frozenset(
    "update edit note ps psa also context background tldr reminder question answer q a warning name occupation age "
    "city job email phone address 更新 注意 备注 问题 回答 背景 姓名 职业 年龄 城市 电话 地址".split()
)
# something said in jest, by the words after it that say so ("truly the best /s", "obviously 🙄", 哈哈哈 醒醒吧), or by
# an emphasis put on the claim itself ("I'm *totally* a morning person")
SARCASM = re.compile(
    r"(?<!\w)/s\b|\byeah,? right\b|\b(?:obviously|totally|of course|sure|clearly)\W{0,3}(?:🙄|🙃|😏)"
    r"|醒醒吧|做梦吧|想得美"
    # a "just lying", a "just joking" (Cantonese): 年薪千萬啦，呵呵，騙你的, 我係億萬富翁呀 哈哈 講笑咋
    r"|(?<![没不别])(?<!不会)(?<!不想)(?<!没有)骗你的|骗你呢|讲笑(?:咋|㗎|啫|嘅|啦)"
)
# irony by a fixed formula of the whole sentence: an opener and an eye-roll together ("oh yeah i just LOVE 6am
# standups 🙃": either alone marks too much honest speech), the absurd claim of the idiom ("yeah and i'm the queen of
# england"), 呵呵 before 可太喜欢, the meme 我是秦始皇，打钱
IRONY = re.compile(
    r"^\W*(?:oh,?\s+(?:yeah|yea|sure|great|joy|wow|totally)|yeah,?\s+right|sure,?\s+jan)\b[^🙃🙄😒]*[🙃🙄😒]"
    r"|\b(?:and|yeah|sure)\W+(?:i'm|im|i am)\s+(?:the\s+)?(?:queen of england|king of (?:england|france)|pope"
    r"|easter bunny|tooth fairy|santa(?: claus)?)\b"
    r"|^\W*呵呵[^。！？!?]*?(?:可太|真是太|太)(?:喜欢|爱|棒|开心|幸福)|秦始皇[^。！？!?]{0,6}打钱"
    r"|原地(?:去世|升天|爆炸|退休)|当场去世|直接去世"
    r"|^\W*lol,?\s+sure\b[^🙃🙄😒]*[🙃🙄😒]"
    r"|(?:i'm|im|i am) (?:literally )?(?:dead|deceased)(?=\W*(?:$|lol|lmao|haha|💀|😂|🤣))"
)
# a joke tag in brackets right after the value: 月薪十万（在梦里🙃）, 我真是个天才（不是）, "(in my dreams)"
JOKE_TAG = re.compile(
    r"^[^()（）\n]{0,12}?[（(]\s*(?:不是|bushi|在梦里|梦里|做梦呢?|开玩笑的?|划掉|想想而已"
    r"|并没有|才没有|没有啦|假的|骗你的|not|jk|kidding|joking|in my dreams?|i wish|not really|lol no)\W*[）)]"
)
# a title in jest: "CEO of this household", "Chief Snack Officer", "professional napper", 首席背锅官, 打工皇帝
TITLE_IN_JEST = re.compile(
    r"\bceo of (?:this|my|our) (?:house(?:hold)?|home|couch|kitchen|group chat)\b"
    r"|\bchief (?!executive|technology|technical|financial|operating|information|product|marketing|people|revenue|data"
    r"|security|legal|medical|nursing|science|scientific|strategy|digital|growth|customer|compliance|risk|investment"
    r"|human|commercial|creative|content|design|business|academic|learning|diversity|sustainability|petty|warrant"
    r"|fire|privacy|police|constable|of staff|engineer|justice|executive|innovation|transformation)"
    r"\w+(?: \w+)? officer\b"
    r"|\bprofessional (?:napper|procrastinator|overthinker|snacker|couch potato|sleeper|worrier)\b"
    r"|首席(?!执行|技术|财务|运营|信息|产品|营销|人力|科学|数据|法务|安全|设计|商务|战略|风险|合规|投资|法律|架构|医疗|经济|数字|增长"
    r"|客户|品牌|内容|创意|隐私)[\u4e00-\u9fff]{1,4}官|打工皇帝"
)
DREAMT_AFTER = re.compile(r"\bin my (?:wildest )?dreams\b|做梦的时候|在梦里")  # in the value's own clause
LAUGHED_OFF = re.compile(r"\W*呵呵")  # the next clause a 呵呵: 我是富婆，呵呵 (not 呵呵 in the clause: 我是老师呵呵)
MOCK_EMPHASIS = re.compile(r"\*(?:totally|definitely|absolutely|so|clearly|obviously|sure)\*")
# a role-play the person sets up ("rp time!!", "lets do a roleplay, ur a barista and im a customer", 陪我演一段,
# 我们来玩角色扮演吧): what they say after it, in that turn and the turns after, is played until they end it (PLAY_END)
PLAY_NEXT = re.compile(
    r"\b(?:rp time|role-?play time|(?<!n't )(?<!nt )(?<!not )(?:let'?s|wanna|want to|can we|could we|shall we"
    r"|how about we)\s+(?:do\s+(?:a|an|some)\s+|play\s+(?:a\s+)?|try\s+(?:a\s+)?)?(?:rp|role-?play|play pretend"
    r"|pretend)|(?:fake|made-up) (?:cover story|identity|persona|backstory)|cover story"
    r"|make up (?:a|an) (?:identity|backstory|persona|character)"
    r"|(?:you|u)(?:'re| are| be| play)\s+(?:the|a|an)\s+[\w-]+\s+and\s+(?:i'm|im|i am|i'll be|ill be|i play)"
    # the person typing for someone else ("my friend is shy, I'll type as her ok?"), or a game of saying things
    r"|(?:i'll|ill|i will|let me|i'm gonna|im gonna|i'm going to|gonna)\s+(?:type|answer|reply|text)\s+(?:as|for)"
    r"\s+(?:her|him|them|my\s+[\w-]+)|(?:typing|answering|texting)\s+(?:as|for|on behalf of)\s+(?:her|him|them"
    r"|my\s+[\w-]+)|truth or dare|two truths and a lie|never have i ever"
    r"|(?:let'?s|can we|shall we|how about we)\s+play\s+(?:a|the)\s+(?:\w+\s+)?game"
    # an exercise of imagining: "let's do a visualization exercise. imagine it's 2030"
    r"|(?:let'?s|can we|shall we|how about we)\s+(?:do|try)\s+(?:a|an|some)\s+(?:quick\s+)?(?:visuali[sz]ation"
    r"|thought|imagination|future[- ]self|guided imagery) exercise"
    r"|imagine (?:it'?s|it is) (?:the year )?\d{4}"
    r"|(?:i'm|im|i am)\s+\w+\s+the\s+(?:half-orc|half-elf|elf|elven|dwarf|dwarven|orc|tiefling|gnome|halfling"
    r"|dragonborn))\b"
    r"|陪我演|演一段|来演|想象(?:一下)?(?:\d{4}年|[一二三四五六七八九十\d]+年(?:以)?后)|角色扮演|编(?:个|一个)?(?:身份|名字|背景|人设)|假身份"
    r"|[用以](?:她|他|他们|她们|我\S{1,4}?)的(?:口吻|身份|语气)|替(?:她|他|我\S{1,4}?)(?:打字|回答|回复)"
    r"|真心话大冒险|大冒险|两真一假|(?:我们|咱们|咱)来?玩(?:个|一个)游戏|来玩(?:个|一个)游戏"
)
PLAY_END = re.compile(
    r"\b(?:ooc|out of character|break(?:ing)? character|(?:end|stop|pause|quit|drop|done with|enough(?: of)?"
    r"|no more) (?:the |this |our |that )?(?:rp|role-?play(?:ing)?|pretend(?:ing)?)|(?:rp|role-?play) (?:is )?(?:over"
    r"|done|ended)|real talk|in real life|irl|back to reality|(?:it'?s|this is) me again|back to me)\b"
    r"|出戏|不演了|不玩了|换回我|是我本人|结束(?:角色扮演|扮演|游戏)|(?:角色扮演|扮演|游戏)结束|说正经的|言归正传|回到现实|现实中"
)
PLAY_REACH = 40  # turns back a role-play set up is looked for: past that, a role-play is long over
LAUGHS = r"lol|lmao|haha\w*|i wish|[哈呵]+|[啦啊呀嘛哦吧啰咯]"  # what may follow a retraction in its own sentence
ZH_THEN = re.compile(r"(?:我|我们)(?:也|就|便|那就)(?!是)")  # what follows from a condition: 我就搬去…, not 我就是…
# told as what happened then, or would: "I was a pilot", "I'd move to Lisbon"
PAST_SELF = re.compile(r"\b(?:i|we)\s+(?:was|were|had|became|got|could|would)\b|\b(?:i|we)'d\b")
# a supposition the person sets up alone, for the AI to play along ("what if I told you I'm actually a spy", 假设我
# 中了五百万): a bare answer in their next turn ("MI6 obviously", 辞职，去大理开个民宿) is inside it
SUPPOSE_SETUP = re.compile(
    r"\bwhat if i told you\b|^\W*(?:say|suppose|imagine|what if|let'?s say)\s+(?:i\b|i'm|im\b)"
    r"|^\W*(?:假设|假如|如果|要是|万一)(?:说)?我"
)
# a likeness, not a state: 返工真係好似坐監咁 ("work is like jail"), 像坐牢一样, 跟做梦似的
SIMILE = re.compile(r"(?:好似|好像|就像|像是?|如同|跟|同)([^，,。！？!?]{1,10}?)(?:一样|一般|似的|咁|般)")
# a favourite needs words of liking: "tried sushi for the first time, it was okay" names no favourite food
FAVOURITE = re.compile(r"favou?rite|\bfav\b|like best|最爱|最喜欢|偏爱|喜欢(?:吃|喝|听|看)?什么")
LIKING = re.compile(
    r"\b(?:love[sd]?|loving|like[sd]?|favou?rite|fav|obsessed|addicted|go-to|best|adore[sd]?|enjoy(?:s|ed)?|prefer"
    r"|crave|craving|can't get enough|cannot get enough|into|fan of|live on|could eat|every day|all the time"
    r"|nothing beats|no contest|hands down)\b"
    r"|喜欢|爱|偏爱|钟爱|迷上|上瘾|最爱|百吃不厌|离不开|天天"
)
# a dream announced in a sentence of its own and not yet told ("I had the weirdest dream last night.", 昨晚做了一个
# 梦。), or a story said to be told as "I" (我在写小说，用第一人称。): the next sentence, or the first of the person's
# next turn, tells it (English only in the past: "I was a pilot", as PAST_SELF; Chinese has no tense to say so)
TOLD_NEXT = re.compile(
    r"\b(?:had|have|having) (?:a|an|the|this|that|such a) (?:[\w'-]+ ){0,3}dream"
    r"(?: (?:last night|yesterday|again|the other night|this morning|today))?\W*$"
    r"|做了?(?:一|1)?(?:个|场)?(?:[^\s，。！？,.!?]{0,6}的)?梦[了啊呢哦吧呀]*\W*$"
)
# a piece of writing asked for, with what it is about (帮我写个小说开头，主角是…; 写首诗，用一个…的口吻): what it is
# about is the writing's, unless the person is in the value's clause (写个故事，主角是护士，因为我就是护士)
WRITING_ASKED = re.compile(
    r"写(?:个|一个|首|一首|篇|一篇|段|一段)\S{0,4}?(?:小说|故事|诗|歌词|剧本|作文|段子)[^。！？!?]{0,4}?"
    r"(?:主角|主人公|口吻|讲|关于|用|以|[:：])|主角是|主人公是|编(?:个|一个|段|一段)(?:故事|段子|剧情)[:：]|第一人称"
)
# the voice a piece is asked in, the value inside it: 以一个退伍老兵的口吻写封家书, 模仿一个东北大哥的语气
VOICE_ASKED = re.compile(r"(?:以|用|模仿)(?:一个|个|一位|一名)?[^，。！？!?]{1,12}?的(?:口吻|语气|视角)")
WRITING = re.compile(r"写|编|创作|作文|文章|家书|诗|故事|小说|歌词|剧本")  # what a voice is asked for
FIRST_PERSON_STORY = re.compile(
    r"\b(?:first[- ]person|as the narrator)\b|第一人称|以我的口吻|主角是我"
)  # with a story named in the same sentence ("Writing a novel in the first person.")
STORY = re.compile(
    r"\b(?:story|stories|novel|novella|poem|song|lyrics|script|screenplay|fanfic|fan fiction|book|chapter|play"
    r"|monologue|game|rpg|campaign)\b|小说|故事|剧本|诗|歌词|台词|游戏|书|章|独白"
)
STORY_LINE = re.compile(
    r"\b(?:(?:first|opening|last|next|closing) (?:line|sentence|words)|it (?:goes|starts|begins|opens|reads))\b"
    r"[^:]{0,20}:|(?:第一句|开头|开场白|结尾|台词|第一行)(?:是|写着|就是|写的是)?\s*[:：]"
)  # "First line is: I have three sons": a line of the story, quoted
REAL = re.compile(
    r"\b(?:in real life|irl|in reality|for real|actually|anyway|anyways|seriously|back to reality|but really"
    r"|no joke|not kidding|not joking|no kidding|i'm serious|honestly|truthfully|to be honest|tbh|real life)\b"
    r"|现实中|现实里|现实生活|其实|实际上|说真的|说正经的|正经说|认真说|讲真|说实话|老实说|言归正传|话说回来|醒来|醒了"
    r"|不骗你|没骗你|不开玩笑|不是开玩笑|我自己就是|我本人就是|我自己也是"
)  # the person's own life again, after a dream, a story or a joke: what comes before it frames nothing after it
WISH = re.compile(
    r"\b(?:i wish|wish i|if only|i'd love|i would love|would love|someday|some day|my dream is|dream of|dreaming of"
    r"|would kill for|dying for|would give anything for)\b"
    r"|\bhopefully\b|希望|但愿|多想|真想|好想|很想|超想|特别想|要是能|梦想"
)
HEDGE = re.compile(
    r"\b(?:maybe|perhaps|probably|possibly|might|i think|i guess|i suppose|not sure|kind of|sort of)\b"
    r"|可能|也许|大概|好像|或许|我觉得|说不定|不一定"
)
QUESTION_START = re.compile(
    r"^\W*(?:should|shall|could|can|would|will|do|does|did|is|are|am|was|were|have|has|may|might)\s+"
    r"(?:i|we|you|my|it|they|he|she|that|this|there)\b"
)
LATER_ASKS = re.compile(r"(?<!对|是|好|行)吗[\s?？]*$")  # a clause of its own that asks: not a tag (对吗, 是吗)
# a clause that asks for something else, after a plain statement: "I'm vegetarian, what's a good protein?", 我是O型血，
# 献血前要注意什么？ (not after 我有高血压吗 nor "I'm pregnant maybe")
# a later clause asking whether the statement before it is so: "I'm pre-diabetic, how can I tell?", 怎么确定
WHETHER_SO = re.compile(
    r"\bhow (?:can|do|would|could|will) (?:i|you|we) (?:tell|know|find out|check|be sure)\b|怎么(?:确定|知道|判断)"
)
ASKS_FOR = re.compile(
    r"^\W*(?:what|what's|whats|how|which|where|who|when|why|any|anything|is there|are there)\b"
    r"|什么|怎么|怎样|多少|哪|几|为什么|如何|啥"
)
ZH_QUESTION = re.compile(r"是不是|是否|能不能|会不会|要不要|有没有|对不对|好不好|可不可以|该不该|行不行|算不算")
# a question whose words take what follows as so: "is it normal that my 3yo still doesn't sleep?", "should I tell my
# boss I'm pregnant now?" (the person asks about it, not whether it is so); not "do you think I'm a good fit?"
GIVEN_IN_QUESTION = re.compile(
    r"\bis it (?:normal|weird|bad|ok|okay|strange|fine|common|wrong|crazy|unusual|embarrassing) (?:that|if|when)\b"
    r"|\b(?:should|do|can|could|when should|how (?:do|should|can|could)) i tell (?:[\w']+ ){1,3}?(?:that )?"
    r"(?=i\b|i'm|im\b|my\b|we\b)"
    r"|我?(?:想|要|该|应该|得|怎么|如何)(?:跟|对|和|向|给)[^，。？！,\s“\"]{1,8}?(?:说|讲|坦白|开口)"
    r"|我?(?:想|要|该|应该|得|怎么|如何)告诉[^，。？！,\s“\"]{1,8}?(?=我)"
)
# a clause that gives what the person is before asking ("as a vegetarian, what should I eat before a race?", 身为一个
# 吃素的人，去日本要注意什么): the question is about something else
AS_ONE = re.compile(r"^\W*(?:as (?:a|an|someone who|somebody who)\b|(?:身为|作为)(?:一(?:个|名|位)|个|名)?)")
SECOND_PERSON = re.compile(r"^\W*(?:you|you're|youre|you've|you'd|you'll|your|yours|你|您)(?:\b|(?=\w))")
REPORTED = re.compile(
    r"(?<![\w'-])(?!(?:i|we|and|but|then|so|or|also|just|finally|already|always|never|once|have|has|had)\b)"
    r"[a-z0-9][a-z0-9-]*\s+(?:says|said|thinks|thought|believes|believed|claims|claimed|reckons|insists|insisted|told|tells|wrote"
    r"|writes|texted|posted|tweeted|announced|swears|swore|assumes|assumed|figures|guessed|keeps saying)\b"
    r"|\b(?:told me|tells me|(?:is|are|was|were) telling me|(?<!\bi )(?<!\bwe )keeps? (?:telling|saying|calling)"
    r"|(?<!\bi )(?<!\bwe )kept (?:telling|saying|calling)|according to|apparently|rumou?r has it|people say)\b"
    r"|\b(?:mistakes?|mistook|mistaken|confuses?|confused) (?:me |us )?(?:for|as|with)\b|把我当成|把我错认成"
    r"|(?<![跟对和向给])(?:他|她|你|他们|她们|别人|人家|大家|有人|妈妈|我妈|妈|爸爸|我爸|爸|姐姐|我姐|哥哥|我哥|弟弟|妹妹|老婆|老公"
    r"|朋友|同事|老板|老师|医生|女朋友|男朋友|前夫|前妻|同桌|同学|室友|邻居|儿子|女儿|孩子|闺女|客户|病人|阿嫲|阿嬷"
    r"|表[哥姐弟妹]|堂[哥姐弟妹]|学长|学姐|师兄|师姐|领导|亲戚|HR|hr|猎头|中介|面试官)"
    r"(?:总是?|老是?|常常?|经常|一直|又|也|还|都|就|天天|成日)?"
    r"(?:(?:跟|对|和|向|给)(?:我|大家|别人|所有人|人))?(?:抱怨|吐槽|炫耀|透露|提到|感叹|哭诉)?"
    r"(?:说|觉得|认为|以为|讲|告诉我|告诉大家|告诉别人|吹(?:嘘|牛)?)"
    r"|(?<!我)(?:跟|对|向)(?:大家|别人|所有人|人家)(?:说|讲)|到处(?:说|讲)|逢人就?说|听说|据说|听人说"
    r"|俗话说|俗话讲|常言道|老话说|老话讲|古人云|古话说|有句老话(?:叫|说)?|有句话(?:叫|说)|网上有句话"  # a saying
)
SAYS_A_SAYING = re.compile(r"俗话|常言|老话|古人|古话|有句|网上")
SAYING_ALONE = re.compile(
    r"(?:俗话|常言|老话|古人|古话|有句老话|有句话(?:叫|说)|网上有句话)\S{0,3}$"
)  # its clause ends there
KIN = (
    r"(?:sister|brother|mom|mum|mother|dad|father|parents?|wife|husband|ex|ex-wife|ex-husband|ex-girlfriend"
    r"|ex-boyfriend|girlfriend|boyfriend|partner|friend|boss|manager|colleague|coworker|son|daughter|kids?"
    r"|child|children|uncle|aunt|cousin|grandma|grandmother|grandpa|grandfather|neighbou?r|roommate|flatmate"
    r"|teacher|doctor|dog|cat|patient|client|customer|student|pupil|classmate|tenant|landlord|landlady|nephew|niece"
    r"|grandson|granddaughter|fianc[eé]e?|stepson|stepdaughter|stepmom|stepdad|coach|therapist|employee|intern"
    r"|nanny|babysitter|bestie|bff|hubby|wifey|streamer|youtuber|idol|influencer|puppy|pup|kitten|parrot|hamster"
    r"|rabbit|bunny|horse|pony)"
)
ZH_KIN_WORDS = (
    r"(?:妈妈|妈|爸爸|爸|父母|姐姐|姐|哥哥|哥|弟弟|弟|妹妹|妹|老婆|老公|妻子|丈夫|前夫|前妻|女朋友|男朋友|对象"
    r"|朋友|同事|老板|领导|儿子|女儿|孩子|叔叔|阿姨|舅舅|表哥|表姐|堂哥|奶奶|爷爷|外婆|外公|邻居|室友|老师|猫|狗"
    r"|闺蜜|哥们儿?|发小|男友|女友|前男友|前女友|同学|爱豆|偶像|主播|博主|上司|主管|表妹|表弟|堂姐|堂妹|堂弟|嫂子|姐夫|妹夫|老爸|老妈|闺女"
    r"|同桌|病人|患者|客户|学生|租客|房东|外甥|侄子|侄女|孙子|孙女|徒弟|阿嫲|阿嬷|阿爷|阿公|阿婆|阿妈|阿爸|老豆|老窦"
    r"|婆婆|公公|岳母|岳父|丈母娘|老丈人|继父|继母|干妈|干爹|细佬|家姐|细妹|个仔|先生|太太|双胞胎|三胞胎)"
)
# people named by what they are, not by kin: "a guy at work", "the wife", "this woman at my gym", "the new hire"
PEOPLE = (
    r"(?:guy|guys|woman|women|man|men|girl|girls|boy|boys|lady|ladies|dude|dudes|bloke|chap|fella|gal|hire|missus"
    r"|missis|wife|husband|hubby|kid|kids|baby|toddler|teen|teenager|lad|lass|twins|triplets)"
)
# what follows one of them to say who, with the speaker in it: "a guy I work with", "the guy I'm dating"
WHO_I = (
    r"(?:\s+(?:who\s+|that\s+|whom\s+)?(?:i|we)\s+(?:(?:used to|sometimes|once)\s+)?(?:work|worked|know|knew|met|meet"
    r"|dated|date|see|saw|follow|went to school|grew up|play|played|train|trained|study|studied|hang out|hung out"
    r"|used to date|sit|sat|share|shared|live|lived)(?:\s+(?:with|next to|near|at|in|from|to|for|under|beside))?"
    r"|\s+(?:who\s+|that\s+)?(?:i'm|im|i am|we're|i've been|we've been)\s+(?:dating|seeing|working with|living with"
    r"|talking to))?"
)
# kin the person is with, near or like is no subject: "grew up in Goa with my siblings", "a nurse like my sisters"
COMPANION = (
    r"(?<!\bwith )(?<!\bw/ )(?<!\bw )(?<!\bnear )(?<!\blike )(?<!\bbeside )(?<!\bvisit )(?<!\bvisiting )"
    r"(?<!\balongside )(?<!\bwith both )(?<!\bwith all )(?<!\blike both )(?<!\bwith our )"
)
# another of the speaker's people, or someone named by what they are, as the clause's subject: "my friends", "my
# step-mom", "a friend of mine", "one of my students", "most of our clients", "a guy at work is vegan", "the wife's a
# nurse" (not a pet: "the dog is my roommate's"); it is another's only when the rest of the clause does not bring the
# speaker in ("a friend recommended Portland and we moved here", "the doctor bumped my sertraline to 100 mg", "my
# friends call me Jo"). Narrowed after a review of 519 sentences of its own: 143 honest ones came out worse at first
ANOTHER = re.compile(
    rf"{COMPANION}\bmy\s+(?:[a-z-]+\s+){{0,2}}?(?:(?:step-?|grand-?|half-)?{KIN}s|(?:step-?|grand-?|half-){KIN}"
    r"|(?:oldest|eldest|youngest|middle one)(?=\s*(?:$|[,.;!?']|\s(?:is|was|has|had|just|turned|started|lives|lived"
    r"|works|worked|got|goes|went|and|who|still|now)\b))|other half|better half|in[- ]laws|siblings?|mentors?|mentees?"
    r"|supervisors?|advisors?|tutors?|buddy|buddies|pals?|mates?|best mates?|old man|missus|nan|gran|sis|bro"
    r"|kiddos?|boo|bae|housemates?|teammates?|bandmates?|spouse(?!\s+visa))\b"
    rf"|\b(?:a|an|one|another|this|that|some)\s+(?:[a-z-]+\s+){{0,2}}?(?:{KIN}|{PEOPLE}|buddy|pal|mate)s?\s+of\s+"
    r"(?:mine|ours)\b"
    rf"|\b(?:one|some|most|all|many|few|several|two|three|four|five|half|none|each|both|a couple|a lot|lots|plenty)"
    rf"\s+of\s+(?:my|our)\s+(?:[a-z-]+\s+)?(?:{KIN}|{PEOPLE}|buddie|pal|mate)s?\b"
    rf"|^\W*(?:(?:but|and|so|oh|well|also|anyway|btw|plus)\W+)?(?:a|an|the|this|that|one|another|our)\s+"
    rf"(?:[a-z-]+\s+){{0,2}}?(?!(?:dog|cat)s?\b)(?:{PEOPLE}|{KIN}s?)\b{WHO_I}"
)
# what only describes a person, not what they do with others: a trait the person's verb can give someone else
TRAIT = re.compile(
    r"occupation|\bjob\b|profession|career|\btitle|\brole\b|\bwork\b|diet|vegan|vegetarian|nationality|ethnic"
    r"|hometown|origin|\bfrom\b|religion|faith|condition|diagnos|illness|disease|health|allerg|\bage\b|language"
    r"|职业|工作|饮食|籍贯|老家|民族|国籍|宗教|信仰|疾病|病|过敏|年龄|语言|学历|身份|健康"
)
# the person's verb toward another, whose object the value is or describes ("I married a nurse", "I look after a
# guy with MS", "we hired a nanny from Manila", 我嫁了个医生, 我给一个律师当助理): the value is the other's
RELATES = (  # whose object is a person by the verb alone: "I married a nurse"
    r"(?:married\s+to|married|marry|marrying|dating|date|dated|engaged to|mentor(?:s|ed|ing)?|hired|hire"
    r"|employ(?:s|ed)?|babysit(?:s|ting)?|babysat|sat\s+next\s+to|sit(?:ting)?\s+next\s+to|room(?:s|ed|ing)?\s+with"
    r"|seeing(?!\s+(?:a|an|the|my)\s+(?:new\s+)?(?:doctor|doc|gp|therapist|counsel+or|psychiatrist|psychologist|dentist"
    r"|dermatologist|chiropractor|cardiologist|urologist|specialist|physio|physiotherapist|consultant|neurologist"
    r"|allergist|nutritionist|dietitian|surgeon|oncologist|osteopath|acupuncturist|midwife|optician|podiatrist)\b)"
    r"|going\s+out\s+with|fell\s+for|falling\s+for|supervis(?:e|es|ed|ing)"
    r"|manag(?:e|es|ed|ing)\s+(?=a\s+(?:team|bunch|group|crew|staff)\b)"
    r"|rent(?:s|ed|ing)?\s+(?:out\s+)?(?:a|my|our|the)?\s*(?:spare\s+)?room\s+to"
    r"|shar(?:e|es|ed|ing)\s+(?:a|an|my|our)?\s*(?:flat|house|room|place|apartment)\s+with"
    r"|in\s+a\s+relationship\s+with|(?:got|have|had)\s+a\s+crush\s+on|hook(?:ed|ing)?\s+up\s+with)"
)
# whose object is a person only when a person is named: "I look after a guy with MS", not "I live with a stutter",
# "I'm treating the eczema", "I work for a bank"
RELATES_IF_NAMED = (
    r"(?:work(?:s|ed|ing)?\s+(?:for|under|with|alongside)|report(?:s|ed|ing)?\s+to|assist(?:s|ed|ing)?"
    r"|look(?:s|ed|ing)?\s+after|car(?:e|es|ed|ing)\s+for|live(?:s|d)?\s+with|living\s+with|tutor(?:s|ed|ing)?"
    r"|coach(?:es|ed|ing)?|teach(?:es|ing)?|taught|treat(?:s|ed|ing)?|nurs(?:e|es|ed|ing)|support(?:s|ed|ing)?"
    r"|interview(?:s|ed|ing)?|train(?:s|ed|ing)?|dr(?:ive|ives|ove|iving)|adopt(?:s|ed|ing)?|host(?:s|ed|ing)?"
    r"|t(?:ake|akes|ook|aking)\s+in|foster(?:s|ed|ing)?"
    r"|clean(?:s|ed|ing)?\s+for|walk(?:s|ed|ing)?\s+(?:the\s+)?dogs?\s+for|translat(?:e|es|ed|ing)\s+for"
    r"|s(?:it|its|at|itting)\s+with|volunteer(?:s|ed|ing)?\s+with|carpool(?:s|ed|ing)?\s+with)"
)
# who the object of such a verb is when the value comes before the word for them: "I work with a Brazilian guy"
PERSON_AFTER = re.compile(
    rf"(?:[\w'-]+\s+){{1,3}}?(?:{PEOPLE}|famil(?:y|ies)|manager|boss|prince|princess|oligarch|gentleman|student"
    r"|students|candidate|colleague|co-?worker|engineer|doctor|couple|patient|patients|client|clients|nanny|tenant"
    r"|roommate|flatmate|refugees?|family|sheikh|monk|nun|priest|athlete|speakers?|nurses?|(?:designer|teacher|doctor"
    r"|lawyer|chef|pilot|artist|writer|musician|player|worker|volunteer|developer|programmer|driver|accountant"
    r"|scientist|professor|researcher|surgeon|dentist|therapist|architect|carer|caregiver|soldier|officer)s?)\b"
)
KNOWS = r"(?:have|has|had|got|'ve\s+got|know|knew|met|meet)"  # with someone named, never a thing: "I have a cat"
OBJECT_OF = re.compile(
    rf"\b(?:i|we)(?:'m|'ve|'d|\s+am|\s+have|\s+had|\s+was|\s+were|\s+just|\s+recently|\s+still|\s+now|\s+been"
    r"|\s+also|\s+currently|'re|\s+are|\s+got|\s+started)*\s+"
    rf"(?:(?:{RELATES}|(?P<named>{RELATES_IF_NAMED}))\s+(?:(?P<det>a|an|the|this|that|some|two|three|four|five)\s+)?"
    r"(?:(?!(?:as|in|like|fellow|other)\b)[\w-]+\s+){0,2}?"  # not "I work for the NHS as a nurse", "a fellow nurse",
    # "three other Filipino nurses"
    rf"(?P<tail>(?:{PEOPLE}|{KIN}s?|twins|patients|clients|students?|pupils|folks|people|nanny|guy|lady|candidate"
    r"|refugees?|hire|famil(?:y|ies)|couples?|veterans?|residents?|tenants?|guests?)\s+(?:with|from|who\s+(?:has|have"
    r"|had|is|are|was|were)|that\s+(?:has|have)|who's)\s+(?:(?:a|an)\s+)?(?:allergic\s+to\s+)?)?"
    rf"|(?P<knows>{KNOWS})\s+(?:a|an|some|two|three|this|one)\s+(?:(?!fellow\b)[\w-]+\s+)?(?:{PEOPLE}|{KIN})s?\s+"
    r"(?:in|from|with|who\s+(?:has|is|lives\s+in)|who's)\s+)$"
    r"|(?P<zh>(?:嫁了?|娶了?|嫁给了?)(?:一)?(?:个|位|名)|我(?:在)?(?:给|跟|替|帮|陪|照顾)(?:一)?(?:个|位|名))$"
)
# the same in Chinese, where the value sits between the verb and the word for the one it describes (我找了个上海男朋友,
# 我照顾过一个白血病的孩子, 跟一个兽医约会) or after them (我请了个保姆是菲律宾的, 我收了个徒弟，河南人)
_ZH_ONE = r"(?:一|两|俩|几|三)?(?:个|位|名)"
_ZH_HIRED = r"保姆|阿姨|司机|家教|助理|保洁|月嫂|育儿嫂|员工|徒弟|菲佣|护工|实习生|钟点工|学生"
ZH_OBJECT_OF = re.compile(
    rf"(?:找|交|谈|处)了?{_ZH_ONE}(?P<a>[^，。！？,.!?；;]{{1,8}}?)的?(?:男朋友|女朋友|男友|女友|对象|老公|老婆)"
    rf"|(?:请|雇|招|收|带|找)[了过]?{_ZH_ONE}(?P<b>[^，。！？,.!?；;]{{1,8}}?)的?(?:{_ZH_HIRED})(?!的?(?:工作|岗位|职位|活))"
    rf"|(?:请|雇|招|收|带|找)[了过]?{_ZH_ONE}(?:\S{{0,2}}?)(?:{_ZH_HIRED})[，,]?(?:都)?是?"
    r"(?P<c>[^，。！？,.!?；;]{1,8}?)(?:人|的|岁|$)"
    rf"|(?:请|雇|招)的(?:{_ZH_HIRED})是(?P<j>[^，。！？,.!?；;]{{1,8}})"  # 我们家请的保姆是四川人
    # the partner named first, the value after: 我找了个男朋友，是上海的; 我新交的男朋友是上海人
    rf"|(?:找|交|谈|处)了?{_ZH_ONE}(?:男朋友|女朋友|男友|女友|对象|老公|老婆)[，,]?是?(?:个)?"
    r"(?P<k>[^，。！？,.!?；;]{1,8})"
    r"|(?:新)?(?:找|交|谈)的(?:男朋友|女朋友|男友|女友|对象|老公|老婆)是(?:个)?(?P<l>[^，。！？,.!?；;]{1,8})"
    rf"|(?:爱上|喜欢上|看上|相中|在追|暗恋)了?{_ZH_ONE}(?P<m>[^，。！？,.!?；;]{{0,8}}?(?:男生|女生|男孩|女孩|姑娘|小伙子?"
    r"|男人|女人|人|留学生|学生|同学|同事|老师|医生|护士|律师|警察|程序员|妹子|小哥|帅哥|美女|小姐姐|小哥哥)"
    r"(?!的?(?:岗位|工作|职位|位置|专业|offer)))"
    rf"|(?:收养|领养|接待|资助)了?{_ZH_ONE}(?P<n>[^，。！？,.!?；;]{{1,10}}?)的?(?:孩子|小孩|女孩|男孩|小女孩|小男孩"
    r"|学生|交换生|留学生)"
    rf"|租给了?{_ZH_ONE}(?P<o>[^，。！？,.!?；;]{{1,10}})"
    # what the one named after 被 did next: 我的车被邻居借走了，开去苏州了
    rf"|被(?:{ZH_KIN_WORDS}|他|她|他们|别人|人家)[^，。！？,.!?；;]{{0,4}}?[借开拿带骑]走了?[，,](?P<p>[^，。！？,.!?；;]{{1,10}})"
    rf"|(?:跟|和|与){_ZH_ONE}(?P<d>[^，。！？,.!?；;]{{1,8}}?)(?:在)?(?:约会|谈恋爱|恋爱|在一起|相亲|交往|合租|结婚|领证|订婚"
    r"|住一起|住在一起|同居)"
    rf"|认识了?{_ZH_ONE}(?P<q>[^，。！？,.!?；;]{{1,10}})[^。！？!?]{0, 30}?(?:处了|在处|处着|谈了|在谈|交往|在一起了)"
    rf"|(?:照顾|照看|陪护|护理|辅导|伺候|带|陪|教)(?:过|着)?{_ZH_ONE}(?P<e>[^，。！？,.!?；;]{{1,10}}?)的?(?:孩子|老人|学生"
    r"|小孩|奶奶|爷爷|病人|患者|老太太|老爷子|阿姨|大爷|朋友)"
    rf"|给{_ZH_ONE}(?P<f>[^，。！？,.!?；;]{{1,8}}?)的?(?:孩子|小孩|学生)(?:补|上|辅导|教)"
    r"|我(?:带|教|收)的(?:徒弟|学生|孩子)们?(?:都|也)?是(?P<g>[^，。！？,.!?；;]{1,8})"
    rf"|(?:嫁|娶)了?(?:给)?{_ZH_ONE}(?P<h>[^，。！？,.!?；;]{{1,10}})"  # 我嫁了个大我十岁的上海人
    rf"|帮我?(?:他|她|他们|她们|{ZH_KIN_WORDS})(?:喂|遛|照顾|照看|看|带|养)了?(?:几天|一下|一阵|两天|一周)?的?"
    r"(?P<i>[^，。！？,.!?；;]{1,6})"
)
BABY = re.compile(
    r"\W*(?:我家的?)?(?:宝宝|宝贝)(?=今年|今天|对|有|得了?|已经|满|[一二三四五六七八九十两\d]+(?:岁|个月))"
)
BABY_WORDS = re.compile(
    r"辅食|奶粉|月子|尿布|纸尿裤|满月|百天|个月大|疫苗|喂奶|母乳|哺乳|早教|幼儿园|奶瓶|断奶|牛奶蛋白|黄疸|湿疹"
    r"|满(?:一|两|二|三)?(?:岁|周岁)|(?<![十\d])[一二两三]岁(?:半)?|[一二三四五六七八九十两\d]+个月"
)
# the same in English: "filling out my dad's disability form:", "a form for my mum:" (not "for myself I'm…")
EN_FOR_KIN = re.compile(
    rf"\b(?:fill(?:ing|ed|s)?\s+(?:in|out)|complet(?:e|es|ed|ing)|do(?:ing)?)\s+(?:my|our)\s+{KIN}['’]s\s+(?:[a-z-]+\s+)?"
    r"(?:form|application|paperwork)|\b(?:form|application|paperwork)\s+for\s+(?:my|our)\s+"
    rf"{KIN}\b"
)
# a form or a letter the person fills in for another: what it holds is theirs (帮我给我妈填个体检表：…血型A型)
FOR_KIN = re.compile(
    rf"(?:帮|替|给)(?:我)?(?:{ZH_KIN_WORDS})(?:填|报名|登记|办理?|申请|挂号|写(?:个|份|一份)?(?:简历|申请|材料|资料|表))"
)  # not 给老婆写了首诗
# what the object of the person's verb is when it is no person: an employer, a class, a service for the value, an
# illness ("I work for a Japanese company", "I teach a Spanish class", "I live with a chronic illness", 德语班)
THING = re.compile(
    r"[\s-]*(?:company|companies|firm|bank|charity|church|school|class|classes|course|bakery|restaurant|caterer"
    r"|agency|government|council|startup|ngo|paper|brand|hospital|clinic|embassy|university|college|business|shop"
    r"|store|club|organi[sz]ation|association|tutor|teacher|coach|specialist|friendly|cooking|grade|ward|accounts"
    r"|班|课|公司|餐厅|协会|机构|医院|学校)(?:\b|(?![\x00-\x7f]))"
)
THING_VALUE = re.compile(
    r"(?:\b(?:company|firm|bank|charity|government|council|startup|ngo|paper|hospital|agency)"
    r"|\b(?:illness|disease|condition|disorder|syndrome|injury|disability|pain|epilepsy|grade)s?)$"
)
# the person beside a later mention of the value: "we're both nurses", "I have asthma myself", 我自己也有, and a clause
# that goes on without its subject ("...and converted", "so became a citizen": a past verb after and/so/then)
MINE_AGAIN = re.compile(
    r"\b(?:i|i'm|im|i've|ive|i'd|me|my|myself|we|we're|we've|us|our|both|being)\b|我|俺|自己|都|俩"
    r"|\b(?:and|so|then)\s+(?!(?:she|he|they|her|his|their|it|the|a|an)\b)\w+(?:ed|ok|ame|peak|ave)\b"
    r"|\bto\s+(?:learn|study|speak|practi[sc]e|improve)\b"  # "I live with an Italian family to learn Italian"
)
ONE_TOO = re.compile(r"\b(?:being one|one myself|have it too|got it too|as well|like me|same as me)\b|我也在|俺也在")
CHANGED_TO = re.compile(r"\b(?:converted|became a citizen|citizen(?:ship)?|naturali[sz]ed)\b|入了?籍|皈依|受洗")
THERE = re.compile(r"\b(?:moved|live|lived|living|grew up|settled|staying)\s+(?:\w+\s+)?(?:there|here)\b")
THERE_ALONE = re.compile(r"\b(?:there|here)\b")
GOES_ON = re.compile(r"\W*(?:(?:and|but|also)\s+)?(?:lives|works|is|has|was|does|teaches|drives|runs|owns|a|an)\b")
SPEAKER_IN = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|i'll|me|my|mine|myself|we|we're|we've|us|our|ours)\b")
# "a mum of 3 living in Cardiff", "a kid from the Bronx": a clause opened by "a" or "one" and someone, with no verb of
# theirs after it, is the speaker describing themself; "a guy at work is vegan" is another's
ONE_OF = re.compile(
    r"\W*(?:(?:but|and|so|oh|well|also|anyway|btw|plus)\W+)?(?:a|an|one)\s(?!.*\bof\s+(?:mine|ours|my|our)\b)"
)
FINITE = re.compile(
    r"'s\b|\b(?:is|are|was|were|has|had|have|does|did|do|lives|lived|works|worked|keeps|kept|goes|went|got|gets|ran"
    r"|runs|says|said|moved|moves|can|could|will|would|told|tells|wants|thinks|brings|drives|plays|teaches|speaks"
    r"|makes|made|loves|hates|cooks|just|bought|started|became|died|left|quit|won|lost|owns|rides|sells|knows|needs"
    r"|uses|sings|writes|reads|studies|eats|drinks|smokes|swims|walks|cycles|climbs|paints|dances|coaches|manages"
    r"|leads|rents|grows|collects|builds|fixes|volunteers|trains|competes|[a-z]{2,}ed)\b"
)
# someone who acts on the speaker: "the doctor diagnosed coeliac last year" (the speaker's, with no him or her)
ACTS_ON_ME = re.compile(
    r"\s+(?:diagnosed|prescribed|referred|recommended|suggested|ordered)\b"
    r"(?!\s+(?:him|her|them|his|their|himself|herself|themselves)\b)"
    rf"|\s+(?:says|said|told me|tells me)\s+(?:that\s+)?my\s+(?!(?:[a-z-]+\s+)?{KIN}s?\b)"  # "my doctor says my blood
    # pressure is high" (whether the report counts is the reported rule's: a clinician's about the person's health)
    r"|\s+(?:just\s+|finally\s+)?(?:promoted|moved|made|put|transferred|hired|named|appointed|signed|picked|chose|"
    r"voted|elected|nominated|calls?|called)\s+(?:me|us)\b(?:\s+(?:to|as|into|onto|on|a|an|the)\b)?"
)  # "my manager promoted me to team lead", "my coach put me on the first team", "my friends call me Jo"
# a parent's bio, not the parent: "mum of two, physio in Leeds", "dad of 3", "mother of twins"
BIO_OF = r"\s+of\s+(?:\d+|one|two|three|four|five|six|twins|triplets|(?:\w+\s+)?(?:boys|girls|kids))\b"
OTHER_PERSON = re.compile(
    rf"(?<!\bliving with )(?<!\bstaying with )(?<!\blive with )(?<!\bstay with )\bmy\s+(?:[a-z-]+\s+)?{KIN}\b"
    r"(?!['’]s\s+(?:place|house|flat|home|apartment|farm|spare room|sofa|couch)\b)"  # "living with my parents in
    r"|\b(?:he|she|they|his|her|their)\b"  # Ohio", "staying at my aunt's place in York": the speaker is there too
    rf"|^\W*(?:bf|gf|hubby|wifey|bestie|bff|roomie|mom|mum|dad|wife|husband|boo|bae)(?:'s)?\b(?!['’]\w)(?!{BIO_OF})"
    # a pet or a baby as the clause's subject, with a verb after and no word for the speaker: "the cat turned out to
    # be allergic to chicken", "our dog is 12 now"; not "the dog is my roommate's", "our cat is named after my
    # hometown", "our baby shower was in Leeds"
    r"|^\W*(?:(?:but|and|so|turns out|apparently)\s+)?(?:the|our)\s+(?:[a-z-]+\s+)?(?:dogs?|cats?|pupp(?:y|ies)"
    r"|kittens?|pups?|bab(?:y|ies)|toddler|hamsters?|rabbits?|bunny|parrot|horse)"
    r"(?=\s+(?:is|was|are|were|has|had|turned|got|gets|seems|needs|weighs|just|keeps|kept|still|won't|doesn't|can't"
    r"|hates|loves|eats|sleeps|[a-z]+ed)\b(?![^.;!?]*\b(?:my|me|mine|i|i'm|i've)\b))"
    r"|^\W*(?:(?:but|and|so|while|though|since|because)\s+)?my\s+(?:whole\s+|entire\s+)?(?:family|folks)"
    r"(?:'s\s+(?=(?:from|in|at|on|a|an|the|all|very|so|really|pretty|quite|not|still|originally|always|never|mostly)\b)"
    r"|\s+(?:is|are|was|were|has|have|had|lives?|lived|moved|comes?|came|all|still|originally|speaks?|goes|go)\b)"
)  # "bf is from seoul": chat drops the "my"; "my family is Catholic" opens its clause (not "like my whole family",
# "my family's restaurant")
# the person says it no longer holds: they stopped ("I quit smoking", 戒烟), it held once ("I used to be a teacher",
# 以前, 曾经), or a later clause takes it back ("I lived in Paris, not anymore", 现在早搬走了)
ENDED = re.compile(
    r"\b(?:quit|quitting|stopped(?! by)|gave up|give up|giving up|kicked the habit)\b|戒(?!指|备|严)|不再|辞掉|辞去"
)
ONCE = re.compile(
    r"\b(?<!got )(?<!get )(?<!'m )(?<!am )(?<!be )(?<!getting )used to\b(?! \w+ing\b)"
    r"|\b(?:formerly|previously|back then|at one point)\b"
    r"|\b(?:former|retired(?: from)?"
    r"|ex[- ](?!(?:husband|wife|girlfriend|boyfriend|partner|fianc\w*|boss|colleague|coworker)\b)(?=\w)"
    r"|until (?:last|recently|a (?:year|month|week) ago|\w+ (?:years?|months?) ago)"
    r"|back in (?:college|school|high school|uni|university|the day|\d{4}|the \d{2,4}s)"
    r"|as a (?:kid|child|teen|teenager)|when i was (?:a kid|little|young|younger|a child|a teen\w*|in \w+)"
    r"|in my (?:twenties|teens|youth|younger days)|(?:i|we) (?:was|were) (?:an?|the)(?= )"
    r"|(?:last (?:year|month|summer|spring|fall|autumn|winter|semester|term)|(?:a|one|two|three|four|five|six|seven"
    r"|eight|nine|ten|a few|few|\d+) (?:years?|months?) ago|in (?:19|20)\d\d)\W+(?:i|we) (?:was|were) \w+ing)"
    r"|(?<![\d一二两三四五六七八九十几多年月天周个])以前|曾经|曾(?=[在是住做当])|从前|原先|那时候|当时|那时"
    r"|(?:^|我|[，,\s])之前(?=[在是住做当干])|小时候|小的时候|童年|年轻(?:的)?时候?|(?:上学|读书|大学|高中)(?:的)?时候?"
    r"|(?:去年|前年|上个?月|上半年)(?:还|都)|(?:去年|前年|上个?月|上半年|那年|当年)(?:我|我们)(?:还|都)(?=[在是住做当干待呆])"
    r"|原来(?=[在住做当养干])|(?:养|住|做|当|干|待)过(?!来|去|年)"
    rf"|前(?:同事|老板|上司|公司|东家)|\bmy late {KIN}\b|\blost my {KIN}\b|已故|(?:过世|去世)的{ZH_KIN_WORDS}"
    r"|后生(?:嗰阵|的时候|时)|细个(?:嗰阵)?|(?:去年|前年|上个?月|\d{4}年)之前"
    r"|退休(?:之)?前(?!这几|这两|还有|买|评|查|入|考|拿|领|办|学|养|就)"
    r"|\bbefore (?:i |we )?retir(?:ed|ing)\b"
    r"(?!,?\s*(?:i |we )?(?:got|bought|started|joined|moved|married|adopted|had)\b)"
)  # it held once: an event may say so ("lived in Paris"), a fact that holds now may not
# a past state with the span it lasted and its end: "I was on metformin for two years until my doctor switched me",
# "Tom and I were married for nine years; the divorce was finalised"
SPAN_ENDED = re.compile(
    r"\b(?:i|we|\w+ and i)\s+(?:was|were)\b[^.;]*?\bfor\s+(?:\w+\s+){0,2}(?:years?|months?|weeks?)\b"
    r"(?=[^.;]*\b(?:until|till|divorce|split|broke up|switched|stopped)\b|\s*;[^.]*\b(?:divorce|split|ended|over)\b)"
)
# a number said and then replaced in the same turn: "three kids — well, four now", "$12,000 — or it was; … down to
# $4,300", 两万三，上个月刚还了八千，还剩一万五, 本来八个人…现在就剩五个, 原定六月十号交房…延期到年底,
# 戒酒三年了——上周破了戒
REPLACED_AFTER = {  # the kind of attribute (its words), and what replaces a number of that kind
    "date": (
        re.compile(r"date|deadline|\bday\b|due|日期|截止|时间|哪天|开业|交房"),
        re.compile(r"\b(?:pushed|moved|bumped)\s+(?:it |that )?(?:back )?to\b|延期到|推迟到"),
    ),
    "amount": (
        re.compile(r"balance|loan|debt|owe|saving|欠|贷|余额|存款"),
        re.compile(r"\b(?:down to|more like)\b|还剩|(?:现在|如今)(?:就|只)?剩"),
    ),
    "count": (
        re.compile(r"number|count|how many|人数|数量|几个|个数|children|kids|pets|cats|dogs|team size"),
        re.compile(r"\bwell,?\s+\S+\s+now\b|(?:现在|如今)(?:就|只)?剩下?\s*(?:\d|[一二两三四五六七八九十几])"),
    ),
    "streak": (
        re.compile(r"sober|sobriety|clean|戒"),
        re.compile(r"(?:^|[，,。.!！?？—\s])(?:唉|哎)?[，,\s]*(?:上周|昨天|前天|最近|前几天)?又?破了?戒|\brelapsed\b"),
    ),
}
REPLACED_ANY = re.compile(r"\bor (?:it|that) was\b")  # "$12,000 — or it was"
REPLACED_BEFORE = re.compile(r"原定|原本|原先|本来(?!就)|\boriginally\b|\bwas supposed to be\b")
# a place said of a time gone by, right after it: "lisbon was last week" (where the person is now, it is not)
WAS_AGO = re.compile(
    r"\s+(?:was|were)\s+(?:last\s+(?:week|weekend|month|year|night|time|summer|winter|spring"
    r"|fall|autumn)|yesterday|(?:a|one|two|three|a few|a couple of|\d+)\s+(?:days?|weeks?|months?|years?)\s+ago)\b"
)
PLACE = re.compile(r"location|place|where|\bcity\b|country|town|位置|地点|城市|在哪|所在")
# residence, as a fact's attribute says it, and what is not (where one is now, was born, travels)
RESIDENCE = re.compile(
    r"(?:home|home city|city|residence|city of residence|lives? in|living in|居住城市|居住地|常住地|住址|住在|城市)"
)  # the whole attribute: not work_city, favorite_city, home_town, home_country
LIVES = re.compile(
    r"\b(?:live[sd]?|living|moved|move|home|based|settled|reside\w*|work|working|study|studying)\b"
    r"|住|搬|定居|安家|家在|落户|上班|工作|读|上学|生活|坐标|做"
)
# home named as a place: "home in manchester", "flying home to austin", 回上海, 返香港 (not 回家, 回老家, 返工, 回答…)
HOME_ELSEWHERE = re.compile(
    r"(?:(?<![\w\s])\s*|(?<![\w'])(?:flying|fly|going|go|heading|driving|headed|head|get|getting|be|then|my|our|me)\s+)"
    r"(?:home (?:is in|in|to|is))\s+"
    r"(?!(?:a|an|the|my|our|his|her|their|every|each|by|at|for|in|on|now|soon|late|early|usually)\b)"
    r"((?:[a-z][\w'-]*\s*){1,3})"
    rf"|(?<![这那找收退来一几挽召撤赎夺追取换寄发打拨驳轮迂往])(?:回|返)((?:(?!了|咗|过|来|去|到|家|国|乡|公|宿|消|学|单|办"
    rf"|工|暖|头|应|答|复|忆|顾)[{CJK}]){{2}})(?=还|再|要|得|就|了|之|前|后|[，,。！!？?\s]|$)"
)
# a place the person left, or comes from, or works in, filed as where they live (RESIDENCE): what comes before the
# value, and what follows it
LEFT_BEFORE = re.compile(r"(?:\b(?:moved|moving|relocated) (?:away )?from|\bmoved out of)\s*$|从\s*$")
LEFT_AFTER = re.compile(r"\s*(?:搬|迁)")  # 从广州搬到成都: only with 从 before it
HOMETOWN = re.compile(r"老家|家乡|\bhometown\b|\boriginally\b|\bgrew up in\b")
NOW_ELSEWHERE = re.compile(r"现在(?:在|住)|如今(?:在|住)|\bnow (?:in|living in|based in|back (?:home )?in|i live in)\b")
WORKS_IN = re.compile(
    r"\b(?:the|my|our) (?:company|office|firm|job|work|school|campus|hq)(?:'s| is| are)?(?: still| now)?"
    r"(?: based)? in\s*$|(?:公司|单位|办公室|总部)(?:还)?在\s*$"
)
LIVES_BY_WORK = re.compile(  # 公司在广州天河，我就住公司旁边: where the company is, the person lives too
    r"住(?:在)?(?:公司|单位)|住.{0,4}(?:附近|旁边|楼上)|\blive (?:near|by|next to|close to|above) (?:the |my |our )?"
    r"(?:office|work|company|firm|shop)|\bwalk (?:there|to work)"
)
MOVED_SINCE = re.compile(r"(?:后来|之后|以后|后)\S{0,4}搬回|\bmoved back to\b")  # 离婚后我就搬回成都了 (not 搬到 here)
# told in the past with the time it ended right after the value: "lived in austin til march, now houston" (not "I'm
# in Austin until March", which holds until then)
TOLD_PAST = re.compile(
    r"\b(?:lived|worked|stayed|studied|was|were|dated|taught|owned|ran|played|smoked|drank|drove|kept|had)\b"
)
# right after the value, that the one it was said of died: 我老伴儿前年走了, "my husband passed away in May"
DIED_AFTER = re.compile(
    r"[^，,。.!?！？]{0,8}?(?:去世|过世|离世|走了(?=[，,。.!！？?\s]|$|[啊呀啦])|不在了|passed away|died)"
)
# "Before I was teacher in my country, now I am cleaning rooms": "before" for "once", as English learners write it
BEFORE_WAS = re.compile(  # "before I was nurse in Manila" (not "before I was diagnosed/promoted/20, I ate …")
    r"^\W*before(?:,\s*(?:i|we)\s+(?:was|were)\b|\s+(?:i|we)\s+(?:was|were)\b(?!\s+(?:\w+ed|born|\d+|even)\b)"
    r"(?![^,.;!?]*?\b(?:i|we)\s+\w+))"
)
# "before" said last, of a state that has changed: "bumped my sertraline to 100 mg, was on 50 before" (not "I was born
# before 1990", "I was there before you")
WAS_BEFORE = re.compile(
    r"\b(?:was|were)\b[^,.;!?]*?\bbefore\s*(?:$|[,.;!?)]|(?:and|but|so|though|too|lol)\b)"
)  # not "I was diagnosed with ADHD before starting college", "up before dawn"
LAST_YEARS = re.compile(r"(?:去年|前年)[^，,。\s]{0,4}的是")
QUIT_NEXT = re.compile(  # "…, quit last fall" (not "quit sugar right after", "stopped lessons at 18")
    r"\W*(?:then\s+|and\s+)?(?:quit|stopped|gave (?:it|that) up|dropped it)\b(?=\s*(?:$|[,.;!?]|(?:it|that|them|in"
    r"|last|this|after|when|at|around|years?|\d+)\b))|\W*(?:后来)?(?:戒了|停了|放弃了)"
)
UNTIL_THEN = re.compile(
    r"\W*(?:[\w'-]+\W+){0,3}?(?:til|till|until|up until)\s+(?:last\s+|this\s+|early\s+|late\s+|mid[- ])?"
    r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\d{4}\b|recently\b|yesterday\b"
    r"|(?:week|month|year|spring|summer|fall|autumn|winter)\b|a (?:year|month|week|few \w+) ago\b"
    r"|\w+ (?:years?|months?|weeks?) ago\b|(?:[\w']+\s+){1,5}?(?:in\s+)?(?:19|20)\d\d\b)"
)
ONCE_AFTER = re.compile(r"[^，,。\s]{0,4}?(?:住|待|呆|干|做|当|养)过(?!来|去|年)")  # right after the value: 在厦门住过
# right after the value, a move away from it: "a machinist in Toledo before we came down here"
LEFT_AFTER_IT = re.compile(
    r"[^.!?;]{0,20}?\bbefore (?:we|i)(?:'d)? (?:came|moved|got|ended up|relocated|retired)(?: \w+)?"
    r" (?:here|down|up|over|out|back|to)\b"
)
# a bond said as spent: "we were married 14 years", "were together for 6 years" (not "we've been married 14 years")
SPENT_BOND = re.compile(
    r"\b(?:was|were) (?:married|together|engaged)(?: for)? (?:\d+|a|an|two|three|four|five|six|seven|eight|nine|ten"
    r"|\w+teen|twenty\w*|thirty\w*) (?:years?|yrs|months?)\b(?!\s+ago)(?![^.!?]{0,30}\b(?:still|and counting)\b)"
)
TAKEN_BACK = re.compile(
    r"^\W*(?:(?:but|and|though|although)\s+)?(?:(?:i'm|i am|i do|i don't|it's|that's|i)\s+)?"
    r"(?:not (?:any ?more|any longer|now|these days)|no (?:longer|more)|moved (?:away|out)|left|quit|stopped"
    r"|gave (?:it|that) up)(?:\s+(?:it|there|that|them|though|tho|now|lol|haha|anyway|sadly|years ago|long ago"
    r"|a while ago|ages ago|already))*\W*$"
    r"|^(?:但是?|不过|可是)?(?:现在|如今|目前|后来)?(?:早就?|已经?|早已)?(?:搬走|搬出去|搬家|离开|辞职|戒|不(?:住|在|是|干|做|抽|喝"
    r"|吃|用|去)?(?:那|这|那儿|这儿|那里|这里)?)了"
    r"|^(?:那是|那都是|都是)?(?:以前|从前|过去)(?:的事)?[了啦啊呀]*$"  # 我在台积电上班。以前啦，现在没有了。
    r"|^(?:但是?|不过|可是)?(?:后来|现在|如今)(?:就|又|也|早就?|已经)?(?:转行|改行|跳槽|换工作|换了工作|辞职|离职|搬)"
    # 原来是做销售的，后来转行做运营了
)  # a clause after the value that only says it ended
# the person says it is false: before the value in its clause ("It's false that I live in Paris", "I lied when I said
# ...", 骗你的), or after it ("Whoever told you I live in Paris is wrong", 我住在北京是不可能的)
FALSE_BEFORE = re.compile(
    r"\b(?:false|untrue|not true|a lie|a myth|nonsense|wrong) that|\b(?:lied|lying when|joking|kidding|misspoke"
    r"|made (?:it|that|this) up)\b|撒谎|说谎|骗|开玩笑|瞎编|胡说|瞎说|乱说|谣言"
)
FALSE_AFTER = re.compile(
    r"\b(?:is|are|was|were|'s|'re|been)\s+(?:all\s+|totally\s+|completely\s+|just\s+|simply\s+|dead\s+|so\s+|plain\s+)?"
    r"(?:wrong|false|untrue|not true|a lie|lying|nonsense|a joke|a rumou?r|fake|made up|mistaken|kidding|joking)\b"
    r"|\b(?:just kidding|just joking|jk|not true|wait,? no|no,? wait)\b"
    r"|\b(?:is|'s) (?:a (?:bit of a |big |huge )?stretch|an overstatement|overstating it)\b(?!\s+[a-z])"
    # "night owl is a stretch", not "my routine is a stretch routine"
    r"|都?错了|是错的|不对|不是真的|是?假的|不可能|胡说|瞎说|谣言|(?<![没不别])骗(?:人|你)|(?<![没不别])开玩笑|误诊|误会"
)
FALSE_NEXT = re.compile(
    r"^\W*(?:(?:lol|lmao|haha\w*)\s+)?(?:(?:but|and|though)\s+)?(?:(?:that|this|it|which)(?:'s|\s+is|\s+was)\s+)?"
    r"(?:not true|untrue|false|a lie|all lies|wrong|nonsense|a joke|just kidding|kidding|jk|joking)\b(?! aside)"
    r"|^\W*(?:lol|lmao|haha\w*)\s+(?:no|nope|nah)\b"  # "I'm a millionaire. lol no"
    r"|^\W*(?:(?:oh|no)\s+)?(?:wait\W*)?(?:scratch that|strike that|correction|i misspoke|my bad)\b"  # "wait, scratch"
    r"|^\W*(?:no,? wait|wait,? no)\b"
    r"|^(?:哦|噢|呃|啊|额)?(?:不对|说错了|口误)"
    r"|^(?:哈+|呵+)?(?:但是?|不过|可是)?(?:这|那|这话|那话)?(?:都|全)?(?:是)?"
    # 讲笑咋: Cantonese, only joking
    r"(?:假的|骗你的|开玩笑的?|讲笑(?:咋|啫|嘅|而已|㗎)|说笑(?:的|而已)|胡说|瞎说|不对|错的|谣言|不可能|误诊|误会)"
)  # a clause after the value that calls it false
# a joke owned up to, then the truth: "jk its a tiny fern", 講笑咋，仲係做緊文員 (not "JK Rowling books", 说笑归说笑)
OWNED_UP = re.compile(
    r"^\W*(?:jk|just kidding|kidding|joking|讲笑咋?|说笑的?|开玩笑的?|骗你的)\W*(?:its|it's|it is|i'm|im|i am|actually"
    r"|really|i mean|just|only|仲系|其实|只是|才)(?:\b|(?=\W|[^\x00-\x7f]))"
)
# an ex- cut off the front of the quote (前男友是学医的 quoted from 男友), and one opening a subject (前男友, "ex-wife")
EX_CUT = re.compile(r"(?:(?<![以之目从提年天面眼门跟向往当])前|\bex-?|\bformer )$")
EX_SUBJECT = re.compile(r"^(?:前|ex\b|ex-|former\b)")
ME_TOO = re.compile(
    r"\b(?:so (?:am|do|have) i|me too|as (?:am|do) i|i am too|i'm one too|same here|same as me|me as well"
    r"|so (?:are|do|have) we|i do too|we do too|i am as well|i'm \w+ too)\b|[我俺]也是|我也一样|跟我一样|和我一样"
)
# the person says they are the one named: "the new hire on the data team - that's me", 我们厂就我一个医生
SELF_ID = re.compile(
    r"\b(?:that's|that is|this is|that was|this was) (?:me|my story|us)\b"
    r"|就是(?:我|本人|在下|本姑娘)(?=$|自己|[，。！!,.？?啦呀啊了\s])|(?:我|本人|在下)就是其中(?:之一|一个)"
    r"|就(?:我|本人|本姑娘|在下)一个|(?:跟|和)我(?:一个地方|同乡|一样)|老乡"
)
INTRODUCED = re.compile(
    r"(?:有个|有位|有一个|有一位)\S{0,4}?(?:孩子|学生|同学|同事|病人|患者|客户|邻居|朋友|阿姨|大爷|老人|姑娘|小伙子?)(?:叫|名叫)"
)
TAKEN_FOR = (
    r"\b(?:people|everyone|everybody|folks|strangers|most people|others)\b(?:\s+\w+){0,6}?\s+(?:assume|guess|think"
    r"|figure|reckon)s?\s+(?:that\s+)?(?:i'm|i am|im)\s+|\b(?:mistake|take)s?\s+me\s+for\s+"
)
CONFIRMED = re.compile(
    r"\b(?:they're|theyre|they are|they'd be) (?:right|correct|spot on)|\bwhich i am\b|\band (?:yes|yeah),? i am\b"
)
REFUSED = re.compile(
    r"\s*(?:application\s+)?(?:got|was|were|has been|had been)\s+(?:rejected|refused|denied|turned down)\b|\s*被拒"
)
DISMISSED = re.compile(r"别提了|哪有什么|什么呀|算了吧")  # 别提了，什么升职: the word taken up to be dismissed
SO_CALLED = re.compile(r"\W*(?:就是|只是|不过是|无非是|哪有|哪里)")
# a list item taken off: "take cats off", "cross peanuts out", 猫不算, 芒果划掉
TAKEN_OFF = re.compile(
    r"^\W*(?:(?:actually|ok|okay|so|and|oh|wait|also|pls|please)\W+)*(?:take|cross|scratch|strike|remove|delete)\s+\S+$"
)
TAKEN_OFF_END = re.compile(r"\s+(?:off|out|from (?:the |my )?list)\b")
NOT_COUNTED = re.compile(r"\s*(?:不算\W*(?=那|这|是|他|她|佢)|(?:划掉|去掉|删掉|拿掉)(?=$|[，,。！!？?\s]))")
# a word of correction alone between the value and its replacement: "my sister's name is anna, sorry, hanna"
CORRECTED = re.compile(r"^\W*(?:sorry|oops|i mean|i meant|typo|err|erm|对不起|打错了|说错了)\W*$")
STATE_QUESTION = re.compile(
    r"\b(?:you're|youre|you are|are you|you were|were you|(?:do|did) you (?:still )?(?:have|own|live|work|keep|drive"
    r"|ride|play|speak)|have you (?:still )?got)\b|你是|你在|你现在|您是|你还(?:有|在|是|住|养|做|开)|你(?:有|养)"
)
SUGGESTS = re.compile(
    r"\b(?:want|wanna|going to|gonna|thinking|consider\w*|plan\w*|would|could|should|like to|ready to|willing)\b"
    r"|打算|考虑|想|要不要|准备|愿意"
)
# the AI proposing something, and the person answering with it and a hedge: weighed, not taken up
AI_SUGGESTS = (
    r"(?:\bhave you (?:thought about|considered)|\bhow about|\byou could try|\bwhy not try|\bmaybe try"
    r"|要不要试试|可以考虑)\s*"
)
NO_ANSWER = re.compile(  # a no standing alone (not "no doubt", "no regrets"), or right before what holds instead
    r"^\W*(?:(?:no|nope|nah|not really)(?:\s*[,.;!—–-]+\s*|\s*$|\s+(?=(?:i|i'm|im|we|we're|moved|living|live)\b))"
    r"|(?:不是|不对|没有|不)\s*[，,。.！!]\s*)"
)
NEGATIVE_QUESTION = re.compile(r"\bnot\b|n't\b|\banymore\b|\bno longer\b|不|没|已经不")  # a no agrees with it
SURPRISE = re.compile(r"how'?d you|how did you|\bguess|怎么知道|咋知道|怎么猜|猜(?:到|得|对|中)|这都能")
INSTEAD = re.compile(  # what the person says in the value's place: where they are, what they did instead
    r"\b(?:i|i'm|im|we|we're|moved|move|living|live|lives|based|waiting|tried|sold|retired|quit|left|went|gave"
    r"|switched|just)\b|我|住|搬|走了|出差|送人|辞|退休|换了|卖了|刚"
)
WEIGHED = r"(?:maybe|perhaps|possibly|might be|i guess|也许吧?|可能吧|再说吧)\b"
# a yes that opens the person's answer to the AI's question ("yep", 对, 没错): the words it repeats are theirs
AFFIRM = re.compile(
    r"^\W*(?:yes|yep|yup|yeah|yea|ya|yah|correct|exactly|indeed|that's right|thats right|sure am|i am|i do)(?![\w'])"
    r"(?!,?\s+right\b)"
    r"|^\W*(?:是的|对的|对啊|对呀|是啊|是呀|没错|对|嗯+)(?![\w])|^\W*还(?:在|住在?)(?=[\w])"
)
# the one it holds for named after the value: 要 move 去 Vancouver 的是我 roommate, "the one moving to Vancouver is my
# roommate"
CLEFT = re.compile(
    r"[^，,。.!?！？]{0,12}?的(?:人)?(?:其实)?是\s*((?:我的?\s*)?[^\s，,。.!?！？]{0,10})"
    r"|[^,.!?]{0,30}?\b(?:is|'s|was)\s+((?:my\s+)?[\w-]+)"
)
CLEFT_LEAD = re.compile(r"^\W*(?:the one|the person|the guy|the girl|whoever)\b")  # before the value, in English
EXCEPT_ME = re.compile(
    r"\b(?:except|but|other than|apart from) (?:for )?me\b(?! and\b)|除了我(?:以外|之外)?[^，。,.]*都"
)
SUBJECT = re.compile(
    r"^\W*(?:i|i'm|it|it's|that|that's|he|she|they|we|you|my|but|and)\b|^\W*(?:我|他|她|你|但|不过|可是)"
)  # a clause that opens with a subject of its own
NOBODY = re.compile(r"^\W*(?:nobody|no one|none of (?:us|them|my)|neither of us)\b|^\W*(?:没有人|没人|谁都不|谁也不)")
# a feeling against the value that makes no claim it is the person's ("I hate Berlin winters" is no city): unless
# the words between make it theirs ("I hate my job as a nurse", "hate living in Berlin")
AGAINST = re.compile(
    r"\b(?:hate|hates|hated|dislike|dislikes|disliked|can't stand|cannot stand|loathe|detest|sick of|tired of)\b"
    r"|讨厌|受不了|厌倦|烦死|恨死"
)
HERE_IN = re.compile(r"\b(?:(?:out|over|round|around|down|up)\s+)?here\s+in\s+$")  # where the speaker is
# the speaker's own home, whoever the sentence is about: "my landlord fixed the heat in my apartment in Oakland"
MY_HOME_IN = re.compile(
    r"\b(?:my|our)\s+(?:own\s+|new\s+|little\s+|tiny\s+)?(?:apartment|flat|house|place|home|dorm|room|condo|studio"
    r"|townhouse|cottage|bungalow)\s+(?:here\s+)?(?:in|at)\s+$"
)
VISITS_ME = re.compile(  # where others come to the speaker: "my parents drove up to see me in Milwaukee"
    r"\b(?:see|visit|visiting|visited|saw|stay with|stayed with|staying with)\s+me\s+(?:here\s+)?in\s+$"
)
HOME_GIVEN_UP = re.compile(  # ...unless it is one they no longer hold: "my parents sold our house in Leeds"
    r"\b(?:sold|sell(?:s|ing)?|left|leav(?:e|es|ing)|lost|los(?:e|es|ing)|gave up|giv(?:e|es|ing) up"
    r"|rent(?:ed|ing|s)? out|mov(?:e|ed|es|ing) out of|inherit(?:ed|s|ing)?|kept|keep(?:s|ing)?)\s+(?:\w+\s+)?$"
)
DISLIKED = re.compile(r"dislike|hate|pet.peeve|can't.stand|不喜欢|讨厌|厌恶|受不了")  # an attribute filing a dislike
OWNED = re.compile(r"\b(?:my|our|living|working|being|live|work|am|i'm)\b|我|住|在|工作|生活|自己")
PAST_VALUE = re.compile(
    r"\b(?:used to|former|formerly|previous|previously|past|ex|once|quit|stopped|no longer|until|retired|hometown"
    r"|grew up|childhood|born|birthplace)\b"
    r"|以前|曾|过去|原来|前任|已|离职|辞职|退休|搬走|不再|戒|老家|籍贯|家乡|出生|小时候|童年"
)  # a value or an attribute that says the fact is over: "former teacher", previous_city, 以前的城市
NEGATIVE_VALUE = re.compile(
    r"\b(?:dislikes?|hates?|avoids?|against|not a fan|stopped|quit|gave up|no longer|former|allergic|free of)\b"
    r"|讨厌|不喜欢|戒了|不再|反对|过敏"
)  # a value that says the negation in other words: "dislikes big cities" from "I'm not a fan of big cities"
# words a value may add to frame what the person said: "a cat named Miso" from "I've got a cat, Miso", 已从腾讯离职
# from 我已经不在腾讯了，上个月离职的
# words that only frame a value: "a dog named Rex"; 叫, and a Chinese count with its measure word (一只叫旺财的狗)
FRAMING = frozenset(stem(w) for w in "named called name nicknamed".split()) | set("叫名从于一只个条位头匹")
_ALREADY = re.compile(rf"^已(?:经)?(?=[{CJK}]{{2}})")  # an aspect a model adds, as the person's 了 says it
_ADMIN_SUFFIX = re.compile(rf"(?<=[{CJK}]{{2}})[区市省县區縣]$")  # a place's kind, which a model adds to its name
HEDGED_VALUE = re.compile(
    r"\b(?:probably|maybe|perhaps|possibly|likely|around|roughly|approximately|nearly|almost)\b"
    r"|可能|也许|或许|大概|大约|约|左右|差不多|将近|好像"
)  # a value may say it less surely than the person did, never more: "probably allergic to cats", 约十年
_ORDINAL = re.compile(r"^(\d+)(?:st|nd|rd|th|yo|yr|yrs|mo|mos)$")  # 14th, a 3yo
PRONOUNS = frozenset("he she they his her their him them 他 她 他们 她们".split())
# a request to keep something, whose 我 is not the subject of what is kept: 帮我记一下, 提醒我
KEEP_FOR_ME = re.compile(r"(?:帮|给|替)我(?:记|存|备注)[住下一]*|提醒我")
# someone named as a clause's subject: "that Tom from accounting is", "and Priya has"
NAMED_SUBJECT = re.compile(
    r"(?:\bthat|\b(?:confirmed|said|says|thinks|found|diagnosed|told me))\s+(?!(?:I|It|This|That|There|Here|He|She"
    r"|They|We|You|My|Our|Your|The|A|An|Monday|Tuesday|Wednesday"
    r"|Thursday|Friday|Saturday|Sunday)\b)([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?(?:\s+(?:from|at|in|on)\s+[\w-]+)?"
    r"\s+(?:is|was|has|had|gets|needs|can't|cannot|doesn't|isn't|'s)\b"
)  # "remember that Tom from accounting is", not "Work is crazy busy as a night nurse"
ZH_KIN = re.compile(
    rf"我的?(?:{ZH_KIN_WORDS}|\s*{KIN}\b)|他|她|他们|她们|闺蜜|哥们儿?|发小|男友|女友|佢|佢哋|我家老[大二三]"
    r"|老[二三](?=[刚才已今])|爱豆|偶像|主播|博主|up主"
    # a clause opened by kin without 我的 (男朋友在温哥华读博) or a pet name of a child (小明一个人拿了22分)
    r"|^\W*(?:男朋友|女朋友|男友|女友|老公|老婆|对象|爸爸|妈妈|儿子|女儿|闺女|室友们?|(?:隔壁)?邻居们?|老伴儿?)"
    r"(?=(?:[老小阿][\u4e00-\u9fff]|大爷|大妈|阿姨|[王李张刘陈赵杨黄周吴][姐哥叔婶]|家的?(?:孩子|小孩|老人))?"
    r"(?:在|是|去|住|读|刚|已经|也|说|考|拿|有|得了?|对|今年|信(?!用)|都是|[一二三四五六七八九十两\d]+(?:岁|个月)))"
    # a pet or a baby as the clause's subject: 我家狗狗今年十岁了, 宝宝对鸡蛋过敏, 猫咪得了肾病
    r"|^\W*(?:我家的?)?(?:狗狗|狗子|猫咪|猫猫|毛孩子|崽崽|小家伙|小狗|小猫|兔子|仓鼠|鹦鹉|乌龟|[狗猫](?=今年|对|得|有|已经))"
    r"(?=(?:今年|对|有|得了?|已经|确诊|最近|长了|[一二三四五六七八九十两\d]+(?:岁|个月|斤|公斤)))"
    r"|^\W*[小阿](?!时|学|区|孩|姐|伙|组|说|心|卖|吃|红|编|哥|弟|妹|朋友|宝|米|店|腿|狗|猫|车|麦|号)[\u4e00-\u9fff]"
    r"(?=一个人|也|都|又|刚|今天|昨天|拿了|考了|得了)"
    # a person named by who they are: introduced (我有个同事, 我的一个朋友, 班上有个孩子) or by a place (三床的阿姨)
    r"|我一个(?:同事|朋友|同学|客户|邻居|租客|下属)"  # 我一个同事 (not 我一个小伙子: I, a young man)
    r"|(?:(?:我的?|我们)?(?:有个|有位|有一个|有一位)|我的(?:一个|一位)|(?<![\d一二三四五六七八九十])(?:\d+|[一二三四五六七八九十]+)(?:号)?床的"
    r"|(?:班上|班里|隔壁|楼下|楼上|科室|病房|店里)(?:的|有个)"
    # one of a group the person belongs to: 我们班有个同学, 我们公司一个新人, 我们医院那个护士
    r"|我们?(?:班|公司|组|部门|学校|小区|单位|宿舍|楼|医院|科室|团队|群|店|村|厂)(?:里|上)?的?"
    r"(?:有个|有一个|有位|有一位|一个|一位|那个|那位|新来的))"
    r"(?:阿姨|大爷|大妈|大叔|小伙子?|姑娘|老人(?!院|家)|老太太|老头|病人|患者|孩子(?!气)|学生(?!党|证|会|时代)|同学|同事"
    r"|客户(?!经理|端|代表|服务)|邻居|租客|员工(?!卡|证)|下属|朋友|新人|新同事|男生|女生|护士(?!执业|资格|证)"
    r"|医生(?!执业|资格|证)|老师(?!傅|资格|证)|实习生)(?!都[没不])"  # not 一个同事都不认识
    # a spouse as the family says it (我家那位, 我那口子, 我先生, 我爱人), a neighbour by name (隔壁老王; not 隔壁小学,
    # 楼下小卖部, 对门老字号), someone the person knows (我认识一个护士; not 我认识一个月就结婚了)
    r"|[我俺](?:们)?家那(?:位(?!置)|口子)|[我俺]那(?:口子|位(?!置))|我的?(?:先生|爱人|媳妇儿?|太太|老伴儿?)"
    r"|[我俺]家(?:那个|领导)(?=是|在|也|说)"
    r"|(?:我们?家|家里)的?(?:阿姨|保姆|司机|钟点工|护工|月嫂)(?=是|在|也|有|今年)"
    r"|隔壁\S{0,3}的[小老][\u4e00-\u9fff](?=是|在|也|有|今年)"  # 隔壁工位的小王是上海人
    r"|我们?(?:公司|组|部门|单位|团队|科室|科|学校|医院|店|班|项目组|项目|实验室|系|院)?的?(?:经理|主管|领导|老板|总监|校长|院长|主任"
    r"|组长|店长|导师|班主任|队长|师傅|老总|总经理|部长|处长|科长|教练)(?=是|在|也|有|得了?|今年|信(?!用))"
    r"|(?:隔壁|对门|楼下|楼上)的?[老小](?![学区卖诊年字城花阁房超厨镇家店院楼园路街巷门公馆饭面餐铺屋村厂摊吃])"
    r"[\u4e00-\u9fff](?![子区学馆店楼园所部市院铺])"
    r"|(?<!通过)(?<!经)(?<!在)我认识的?(?:一个|一位|个|有个)(?!月|把|多|礼拜|星期|周|年|字|新的|人后)"
)
# what a fact about the person says of their kin named bare (老婆在医院上班 as 婚姻状况: 已婚; 闺女上初中了 as 子女)
ZH_KIN_ABOUT = {
    "老婆": "婚|配偶|妻", "老公": "婚|配偶|丈夫", "对象": "婚|恋|对象|伴侣", "男朋友": "恋|对象|男友",
    "女朋友": "恋|对象|女友", "男友": "恋|对象|男友", "女友": "恋|对象|女友", "儿子": "子女|孩子|儿子",
    "女儿": "子女|孩子|女儿", "闺女": "子女|孩子|女儿",
}  # fmt: skip
# the same relations in the English a model may file them under for Chinese words (我老婆是律师 as spouse_occupation,
# 我女儿今年七岁 as child_age, 宝宝八个月了 as child_age)
ZH_KIN_EN = {
    "老婆": "wife|spouse|partner", "老公": "husband|spouse|partner", "对象": "partner|spouse|boyfriend|girlfriend",
    "男朋友": "boyfriend|partner", "女朋友": "girlfriend|partner", "男友": "boyfriend|partner",
    "女友": "girlfriend|partner",
    "儿子": "son|child|kid", "个仔": "son|child|kid", "细佬": "brother", "家姐": "sister", "细妹": "sister",
    "女儿": "daughter|child|kid", "闺女": "daughter|child|kid", "宝宝": "baby|child|kid",
    "妈妈": "mother|mom|mum|parent", "妈": "mother|mom|mum|parent", "爸爸": "father|dad|parent",
    "爸": "father|dad|parent",
}  # fmt: skip
PERSON_WORD = re.compile(rf"(?:{ZH_KIN_WORDS}|{KIN}\b|他|她|佢|[A-Z][a-z]+)")  # who a cleft may name
INSTRUCTION = re.compile(
    r"\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|the\s+|any\s+|your\s+|previous\s+|prior\s+|above\s+)*"
    r"(?:rules|instructions|prompt|guidelines|boundaries|restrictions)\b"
    r"|system prompt|developer mode|jailbreak|\bstore\s*:|^\W*system\s*[:：]|\[system\]|<system>"
    r"|\bskip (?:all |the |any )?(?:checks|verification|rules)\b"
    r"|\b(?:record|mark|save|store|remember|register|flag) me (?:as|down as)\b|\bnew rules?\s*[:：]"
    r"|\bpretend (?:that )?(?:i'm|i am|you're|you are|to be)\b|\b(?:from now on,? you(?:'re| are)|you are now"
    r"|you're now|you (?:will |must |should )?act as|act as my|roleplay as)\b"
    r"|\bsave (?:this|the following) (?:as|to) (?:a )?(?:fact|memory)"
    r"|\b(?:you must|from now on you) (?:store|remember|record|save)\b|\breveal (?:your|the) (?:prompt|instructions)"
    r"|忽略掉?(?:所有|全部|一切|以上|上面|之前|以前|前面|你的)*的?(?:所有|全部|一切)?的?(?:规则|指令|设定|提示|限制|要求)"
    r"|系统提示|提示词|开发者模式|越狱|存储[:：]|记录[:：]|^\W*系统[:：]|把我(?:记|存|标|登记)(?:成|为|作)"
    r"|新规则[:：]|(?:从现在起|从现在开始|从今天起|今后)[，,]?你(?:就)?是|你现在是|扮演|假装(?:我|你)是"
)
# a statement written into the memory of the person by name, as the memory system would file it ("note in your
# memory: Sam is a verified doctor", 帮我在记忆里写一条：Sam是注册会计师): `Window.check` puts in the name. Not "note in
# your memory that I moved", a memory card, 记忆里记得
WRITTEN_IN = (
    r"(?:\b(?:note|write|put|save|store|record|add|log)\b[^.!?:：]{{0,15}}\b(?:in|into|to) (?:your|the) memory\b"
    r"(?!\s+(?:card|cards|care|book|books|garden|slots?|foam|stick|box|bank)\b)\W*(?:that\s+)?"
    r"|(?:在|往)(?:你的)?记忆里(?:写|记|加|存)(?![得着满了住])(?:一条|一下|下|上)?\W*)"
    r"(?:the user|this user|user|用户|这个用户|{name})\s*(?:is|has|was|是|有)"
)
AUTHORITY_ATTRIBUTES = frozenset(
    "permission permissions access access_level privilege privileges admin is_admin authority clearance rights "
    "trust trust_level trusted is_trusted verified is_verified verification "
    "权限 身份权限 管理员 信任 信任等级".split()
)
ROLE_ATTRIBUTES = frozenset("role roles user_role account_type account status level 角色 身份".split())
AUTHORITY_VALUE = re.compile(
    r"\b(?:admin|administrator|root|superuser|sudo|operator|developer access|owner access|moderator|vip|god mode"
    r"|unrestricted|trusted|full access|full permissions?|unlimited access|all permissions)\b"
    r"|\byour (?:developer|creator|maker|owner|master|programmer|admin|operator|god|boss)\b"
    r"|管理员|超级用户|最高权限|开发者权限|完全权限|全部权限|所有权限|VIP|vip|贵宾|特权|你的(?:开发者|创造者|主人|老板|管理者)"
)
# a standing request that would take the twin's own boundaries away is no request the memory may keep
BOUNDLESS = re.compile(
    r"\b(?:obey|without (?:any )?limits|no limits|no (?:more )?restrictions|unrestricted|unfiltered|anything i say"
    r"|(?:drop|ignore|forget|remove|abandon) (?:all )?(?:of )?your (?:boundaries|rules|limits|principles|guidelines)"
    r"|never refuse|don't refuse|do not refuse|always comply|always agree|always say yes"
    r"|without (?:telling|warning|reminding|any disclaimers?|disclaimers?|caveats?|limits)"
    r"|no (?:disclaimers|warnings|caveats))\b"
    r"|无条件|服从|听我的一切|不受(?:任何)?限制|没有(?:任何)?限制|毫无限制|(?:放弃|忽略|忘掉|去掉|抛开)(?:你的)?(?:原则|边界|底线|规则|限制)"
    r"|(?:不许|不要|不准|别|永远不要?)拒绝|(?:不用|不要|别|不必)(?:再)?(?:提醒|警告)"
)
REQUEST = re.compile(
    r"\b(?:please|always|never|don't|do not|dont|stop|call me|remember to|make sure|i want you to|i'd like you to"
    r"|could you|can you|would you|from now on|no more|avoid)\b"
    r"|请|别|不要|叫我|以后|记得|每次|总是|永远|不许|千万|麻烦你|你要|你得"
)
UNTIL = re.compile(
    r"\b(?:until|till|til|for now|for the (?:next|rest)|this (?:week|month|weekend|year|summer|winter)"
    r"|temporar(?:y|ily)|through (?:the end|next|this|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"|only for|for (?:a|two|three|a few|\d+) (?:days?|weeks?|months?))\b"
    r"|之前|为止|这周|本周|这个月|本月|暂时|这几天|到(?:下|这|本|明|月底|年底|周[一二三四五六日末])"
)


def content(text: str) -> set[str]:
    """The content words of a text: English words without stopwords, stemmed; Chinese characters without the ones
    that only glue a sentence together."""
    words: set[str] = set()
    for token in _TOKEN.findall(fold(text.translate(QUOTES)).replace("'", "")):
        if len(token) == 1 and not token.isascii():
            if token not in STOPCHARS:
                words.add(token)
        elif token not in STOPWORDS and (len(token) > 1 or token.isdigit()):
            words.add(stem(token))
    return words


_ZH_NUMBER = re.compile(  # each run read from its start only (a lookbehind): linear on a turn of 20,000 一
    r"(?<![零〇一二两三四五六七八九十百千万])[零〇一二两三四五六七八九十百千万]+(?=岁|年|个|只|条|口|人|次|天|周|公斤|斤|米|公里|块|元|楼|层|号|月|日|点|分|本|套|辆|家|份|间|所|台|位|名|张|件)"
    # 二十六 needs no unit after it
    r"|(?<![零〇一二两三四五六七八九十百千万])[一二两三四五六七八九]?[十百千万][零〇一二两三四五六七八九十百千万]*"
)
_EN_TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
_EN_SMALL = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
_EN_TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
             "seventeen": 17, "eighteen": 18, "nineteen": 19}  # fmt: skip
_EN_NUMBER = re.compile(
    rf"\b(?:({'|'.join(_EN_TENS)})(?:[- ]({'|'.join(_EN_SMALL)}))?|({'|'.join(_EN_TEENS)})"
    rf"|({'|'.join(n for n in _EN_SMALL if n != 'one')}))\b",
    re.IGNORECASE,
)  # "one" stays a word: "the one I like"


_ZH_DIGIT = {d: str(i) for i, d in enumerate("零一二三四五六七八九")}
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
_CONVERTED = (
    (re.compile(r"(\d+(?:\.\d+)?)\s*(?:lbs?|pounds)\b", re.IGNORECASE), lambda n: n * 0.45359237, "kg"),
    (
        re.compile(r"(\d+(?:\.\d+)?)\s*(?:°\s*F|℉|degrees? f(?:ahrenheit)?\b)", re.IGNORECASE),
        lambda n: (n - 32) / 1.8,
        "°C",
    ),
    (re.compile(r"(\d+(?:\.\d+)?)\s*斤"), lambda n: n / 2, "kg"),
    (re.compile(r"(\d+(?:\.\d+)?)\s*miles?\b", re.IGNORECASE), lambda n: n * 1.609344, "km"),
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
CURRENCY = frozenset(stem(w) for w in "euro euros dollar dollars usd eur gbp hkd rmb yuan pound pounds".split()) | set(
    "元币"
)
# a number in the form a model writes it for the person's (72,000 for "72k", 7:00 for "at 7"), and the other way round
_THOUSANDS = re.compile(r"(?<![\d.,])(\d{1,3})((?:,\d{3})+)(?![\d,]*\.?\d)")
_KILO = re.compile(  # money: "$72k", "I make 72k", "72.5k a year" (not a 4K monitor, a 10k run)
    r"([$€£¥]|\b(?:make|made|earn|earned|earning|salary is|salary of|pay|paid|income|budget|rent|cost|costs|price"
    r"|saved|owe)\s+)?(?<![\d.])(\d+(?:\.\d+)?)k\b(?(1)|(?=\s*(?:a|per|/)\s*(?:year|yr|month|mo)\b"
    r"|\s+(?:before|after) tax|\s+(?:gross|net|salary|usd|eur|gbp|rmb)\b))",
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


def _year(match: re.Match[str]) -> str:
    short = next(g for g in match.groups() if g)
    return ("19" if int(short) > now().year % 100 + 1 else "20") + short


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
    if bare is None:
        return value
    money = bare.group(1) + str(round(float(bare.group(2)) * 1000))
    said = arabic(text)
    held = re.search(rf"(?<![\d.]){re.escape(money)}(?![\d])", said)
    return money if held and not re.search(rf"(?<![\d.]){re.escape(bare.group(2))}k\b", said, re.I) else value


def arabic(text: str) -> str:
    """A text with its spelled-out numbers as digits (三十五岁 -> 35岁, thirty-five -> 35), a height as centimetres
    (一米八 -> 180cm, 1.75m -> 175cm) and the units of a measure in one form (公斤 -> kg), its Chinese in
    simplified characters (兩個 -> 2个) and a few everyday words in one form (小孩 -> 孩子, 老婆 -> 妻子), so that a
    value the model wrote in digits or in the common word finds the words the person said, and the other way round."""

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
    text = _SHORT_YEAR.sub(_year, _EN_SAME.sub(lambda m: _EN_SAME_AS[m.group(0).casefold()], text))
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


def grams(text: str) -> set[str]:
    """The content words of a text, Chinese as pairs of neighbouring characters: what an echo of a longer text is
    made of (single characters say too little: any two are somewhere in a persona)."""
    words = {w for w in content(text) if w.isascii()}
    for run in re.findall(rf"[{CJK}]+", normalize(text)):  # 猫，叫「空格」 pairs as 猫叫空格 does
        chars = [ch for ch in run if ch not in STOPCHARS]
        words |= {a + b for a, b in zip(chars, chars[1:], strict=False)}
    return words


@lru_cache(maxsize=16)
def _persona_read(text: str) -> tuple[str, frozenset[str], frozenset[str]]:
    """A persona's text as the echo rule reads it: folded, its words and its pairs of Chinese characters. Once per
    persona text, not per window: 6 ms a window, 3.6 of the 7 s that 600 windows took to judge in
    tests/test_trust_probes.py (and once per exchange in the memory worker)."""
    return normalize(text), frozenset(content(arabic(text))), frozenset(grams(text))


LAUGH_WORD = re.compile(rf"(?:{LAUGHS}|lmfao|hehe\w*|wow|aw+|omg)")  # a word that only laughs or gasps


def _pairs(text: str) -> set[str]:
    """The pairs of neighbouring Chinese characters of a text (none for one character alone, or for English)."""
    return {g for g in grams(text) if not g.isascii()}


@cache
def _everyday() -> frozenset[str]:
    """The 1,000 most common English words, stemmed as `content` stems them."""
    return frozenset(stem(w) for w in common_set("words.en.txt", 1000))


LONG_SPACE = re.compile(r"(\s{16})\s+")  # a run of white space longer than any a sentence holds


def squeezed(text: str) -> str:
    """`text` with each run of white space cut to its first 16 characters: the cue patterns that open with a run of
    space are quadratic in its length ("i", 20,000 spaces, "married a nurse" took 34 s to read); none of them reads
    meaning into how long a run is."""
    return LONG_SPACE.sub(r"\1", text) if len(text) > 16 else text


def _cues(text: str) -> str:
    """Lowercase text with the apostrophes made plain and traditional Chinese as simplified, for the cue patterns
    (written in simplified: 夢見 is 梦见); as long as `text`, character for character, when NFKC leaves it so."""
    return simplified(unicodedata.normalize("NFKC", text).translate(QUOTES).casefold())


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
    # may keep it (`twin memory review`)


class Window:
    """The turns one extraction looked at, in order, and the persona's text: what every candidate is checked
    against."""

    def __init__(
        self,
        turns: Sequence[Said],
        persona_text: str,
        boundaries: Sequence[str] = (),
        opening: str = "",
        in_play: bool = False,
    ) -> None:
        self.turns = [Said(t.id, t.role, squeezed(t.text)) for t in turns]
        self._opening = opening  # the person's turn before the window: it may frame the window's first sentence
        self._playing: dict[str, bool] = {}  # user turn id -> a role-play going as it began (`in_play`: at the start)
        for t in self.turns:
            if t.role == "user":
                self._playing[t.id], in_play = in_play, playing((t.text,), in_play)
        self._boundaries = [grams(rule) - COMMON_IN_REQUESTS for rule in boundaries]
        self.user = [(t.id, t.text, normalize(t.text)) for t in self.turns if t.role == "user"]
        self._ai = normalize(" ".join(t.text for t in self.turns if t.role != "user"))
        self._persona_text = persona_text  # folded when a candidate is first checked: most exchanges bring none,
        # and folding a persona took a fifth of `twin serve`'s time under 16 conversations at once (bench/serve)
        # user turn id -> the words of every AI turn before it in the window: a suggestion two turns back ("You
        # could move to Shenzhen", "Take your time.", then "Shenzhen, then") is as much the AI's as the last one
        self._before: dict[str, set[str]] = {}
        self._last_ai: dict[str, str] = {}  # user turn id -> the AI's turn right before it
        self._last_user: dict[str, str] = {}  # user turn id -> the person's turn before that
        self._asked: dict[str, set[str]] = {}  # user turn id -> the words of the AI's question right before it, when
        # it asks what the person is ("So you're a night-shift nurse?"), not what they might do ("Want to move to X?")
        self._before_pairs: dict[str, set[str]] = {}  # the same, Chinese as pairs of characters
        said_by_ai: set[str] = set()
        pairs_by_ai: set[str] = set()
        last, theirs = "", opening  # (the person's turn before the window: what the AI's first question answered)
        for t in self.turns:
            if t.role == "user":
                self._last_user[t.id] = theirs if last else ""
                theirs = t.text
                self._before[t.id] = set(said_by_ai)
                self._before_pairs[t.id] = set(pairs_by_ai)
                self._last_ai[t.id] = last
                if (
                    re.search(r"[?？]\W*$", last)
                    and STATE_QUESTION.search(_cues(last))
                    and not SUGGESTS.search(_cues(last))
                ):
                    self._asked[t.id] = content(arabic(last))
                last = ""
            else:
                said_by_ai |= content(arabic(t.text))
                pairs_by_ai |= _pairs(t.text)
                last = t.text

    @property
    def _persona(self) -> str:
        return _persona_read(self._persona_text)[0]

    def _own_words(self, clause: str) -> set[str]:
        """The words (Chinese: character pairs) of a clause that neither the persona nor everyday English has."""
        own = grams(_unfilled(clause)) - self._persona_grams - _everyday()
        return {w for w in own if not LAUGH_WORD.fullmatch(w)}  # "haha", not words

    @property
    def _persona_words(self) -> frozenset[str]:
        return _persona_read(self._persona_text)[1]

    @property
    def _persona_grams(self) -> frozenset[str]:
        return _persona_read(self._persona_text)[2]

    def quoted_turn(self, quote: str) -> str | None:
        """The id of the user turn that holds `quote`, if any."""
        needle = normalize(quote)
        if len(needle) < 2:
            return None
        for tid, _, folded in self.user:
            if needle in folded:
                return tid
        return None

    def _turn_before(self, turn_id: str) -> str:
        """The last sentence of the person's turn before `turn_id` (the AI's reply between them aside), "" if none."""
        at = next((i for i, (tid, _, _) in enumerate(self.user) if tid == turn_id), 0)
        sentences = _SENTENCE.findall(self.user[at - 1][1] if at else self._opening)
        return sentences[-1] if sentences else ""

    def check(self, c: Candidate, twin_subjects: Iterable[str], person: str) -> Verdict:
        """Every layer after the shape, in order; the first that fails gives the reason. `person` is the subject
        the person talking has in memory. A value the person's words do not hold, where every other layer passes
        (judged again without the value's words), is one to ask the person about (`ask`: Islam for "I'm Muslim";
        not a number they did not say, nor the model's inference, nor a rule)."""
        c = replace(c, quote=squeezed(c.quote), value=squeezed(c.value))  # read as the turns are
        subjects = tuple(twin_subjects)
        verdict = self._check(c, subjects, person)
        if verdict.ask:
            verdict.ask = c.kind != "rule" and self._check(c, subjects, person, wording=False).reason is None
        elif verdict.reason is None and c.kind != "rule" and not c.inferred:  # an inference is the twin's, never asked
            text = next(t for tid, t, _ in self.user if tid == verdict.turn)
            reading = _Reading.of(c, text, content(arabic(c.value)))
            turn = verdict.turn or ""
            who = _unclear_whose(reading, person, subjects, self._last_ai.get(turn, ""), self._last_user.get(turn, ""))
            if who:
                verdict.reason, verdict.cue, verdict.ask = "whose_unclear", who, True
        return verdict

    def _check(self, c: Candidate, twin_subjects: Iterable[str], person: str, wording: bool = True) -> Verdict:
        """`check`, its value's words held to the person's (`wording`) or not."""
        names = {normalize(n) for n in twin_subjects if n}
        if normalize(c.subject) in names:
            return Verdict("about_twin")
        needle = normalize(c.quote)
        if len(needle) < 2:
            return Verdict("no_quote")
        turn_id = self.quoted_turn(c.quote)
        if turn_id is None:
            if needle in self._ai:
                return Verdict("quote_from_ai")
            if needle in self._persona:
                return Verdict("quote_from_persona")
            return Verdict("quote_not_found")
        text = next(t for tid, t, _ in self.user if tid == turn_id)
        verdict = Verdict(turn=turn_id)
        written = re.search(WRITTEN_IN.format(name=re.escape(_cues(person)) if person else "sam"), _cues(text))
        instructed = INSTRUCTION.search(_cues(text)) or written
        if instructed:
            verdict.reason, verdict.cue = "instruction", instructed.group(0)
            return verdict
        value = _money_as_said(c.value, text)  # "90k" as the turn's "I make 90k" reads (90000); stored as written
        quote_words, value_words = content(arabic(c.quote)), content(arabic(value))
        if not quote_words:
            verdict.reason = "quote_uninformative"
            return verdict
        reason = self._support(value, value_words, c.quote, text, c.inferred)
        if reason == "value_unsupported" and not c.inferred:
            if wording:
                verdict.reason, verdict.ask = reason, True  # Islam for "I'm Muslim": asked if nothing else is wrong
                return verdict
            reason = None
        if reason is None and {_number(d) for d in _DIGITS.findall(arabic(value))} - {
            _number(d) for d in _DIGITS.findall(heard(text))
        }:
            reason = "value_unsupported"  # a number the person did not say: 三个孩子 from 两个孩子
        if reason is None and _made_exact(value, text):
            reason = "value_unsupported"  # 30 from "30-something", 三十出头, "almost 40"
        if reason is None and (
            _partly(value, text, c.attribute)
            or _other_side(value, text)
            or _lunar(value, text, c.attribute)
            or _said_not(value, text)
        ):
            reason = "value_unsupported"  # Japanese from "half japanese", "after tax" for "before tax", 08-15 for 农历
        if (
            reason is None
            and FAVOURITE.search(_cues(c.attribute))
            and not LIKING.search(_cues(text))
            and not FAVOURITE.search(_cues(self._last_ai.get(turn_id, "")))
        ):  # favorite_food: sushi from "tried sushi for the first time, it was okay"; not "Sushi, no contest." to the
            reason = "value_unsupported"  # AI's "What's your favourite food?"
        if (
            reason == "value_from_ai"
            and AFFIRM.match(_cues(text))
            and value_words <= self._asked.get(turn_id, set())
            and quote_words - FILLER
        ):  # "Do you still have the motorbike?" / "yep still have it, ride it every weekend": a yes and more of
            reason = None  # their own to the AI's question about them (a bare "yes" stays an echo)
        if reason:
            verdict.reason = reason
            return verdict
        before = self._before.get(turn_id, set())
        if value_words and all(w.isdigit() for w in value_words):  # a number echoes only the turn it answers: not
            before = content(arabic(self._last_ai.get(turn_id, "")))  # "she's 7" after "seven summers" two turns back
        from_ai = (
            value_words <= before
            and (quote_words - FILLER) <= before
            and _pairs(c.value) <= self._before_pairs.get(turn_id, set())
        )  # Chinese by its character pairs too: 弟弟 is not in the AI's 兄弟姐妹, though 弟 is
        own_grams = grams(_unfilled(c.quote))
        from_persona = (
            value_words <= self._persona_words
            and len(own_grams) >= 2
            and (
                normalize(_unfilled(c.quote)) in self._persona
                or (own_grams <= self._persona_grams and not own_grams <= _everyday())
            )
            and not self._own_words(_clause_of(text, c.quote, value_words)[0])
        )  # a persona phrase, or two of its words (Chinese: character pairs) or more: one alone ("Software.", 大理,
        # "yes, two") may well be an answer, and so may everyday words the persona happens to use ("no wait,
        # three"); and a clause with words of the person's own around the phrase is theirs (我在一家物流公司做会计,
        # where the persona knows 一个做会计的朋友)
        quoted = _quotation(text, c.quote)  # the person quoting the persona or the AI, "I" and all
        if quoted and (normalize(quoted) in self._persona or normalize(quoted) in self._ai):
            from_ai = from_persona = True
        elif FIRST_PERSON.search(_cues(c.quote)) or (
            from_persona and not from_ai and SPEAKER_SUBJECT_AT.match(_cues(_clause_of(text, c.quote, value_words)[0]))
        ):  # "I've been a nurse for seven years" quoted "nurse for seven years": the person's clause, not the persona's
            from_ai = from_persona = False
        elif from_ai and AFFIRM.match(_cues(text)) and value_words <= self._asked.get(turn_id, set()):
            from_ai = False  # "So you're a night-shift nurse?" / "yep night shift nurse, 3 yrs now": a yes, theirs
        if from_ai or from_persona:
            verdict.reason = "echo"
            return verdict
        verdict.reason, verdict.cue, verdict.hedged = self._stance(c, text, value_words, person, turn_id)
        if verdict.reason:
            return verdict
        said_value = re.escape(_cues(c.value))
        if value_words <= self._asked.get(turn_id, set()) and re.match(
            rf"\W*{said_value}\W*(?:lol|lmao|haha\w*)\s+(?:no|nope|nah)\W*(?:$|[,.!?;])", _cues(text)
        ):  # the AI's "Are you doing keto these days?" / "keto lol no, the rice was just gone"
            verdict.reason, verdict.cue = "denied", "lol no"
            return verdict
        denied = self._answered_no(text, value_words, turn_id)
        if denied:  # "So you're in Portland, right?" / "nah moved to Seattle in june, the company's still in Portland"
            verdict.reason, verdict.cue = "denied", denied
            return verdict
        if re.search(
            rf"{AI_SUGGESTS}(?:\w+\s+){{0,2}}?{said_value}\b", _cues(self._last_ai.get(turn_id, ""))
        ) and re.match(rf"\W*{said_value}\W*{WEIGHED}", _cues(text)):
            verdict.reason, verdict.cue = "supposed", "maybe"  # "Have you thought about swimming?" / "swimming, maybe"
            return verdict
        verdict.reason = _authority(c)
        if verdict.reason is None and c.kind == "rule" and self._overrides(c):
            verdict.reason = "authority"
        if verdict.reason is None and c.kind == "rule" and not REQUEST.search(_cues(c.quote) + " " + _cues(text)):
            verdict.notes.append("rule_as_preference")  # no request in the words: not a rule for the twin
        return verdict

    def _overrides(self, c: Candidate) -> bool:
        """Whether a standing request speaks of what one of the persona's boundaries settles ("tell me you're the
        real Alice, not a twin" against "I'm a twin, not Alice herself"): the boundary decides, the request may
        not stand beside it (two or more of its words, Chinese character pairs, in one boundary)."""
        words = grams(c.value + " " + c.quote) - COMMON_IN_REQUESTS
        return any(len(words & rule) >= 2 for rule in self._boundaries)

    def _support(self, value: str, words: set[str], quoted: str, text: str, inferred: bool) -> str | None:
        """Why the person's words do not hold the value, or None. An inference (stored as the twin's own, at a
        lower confidence) needs one of its words in the quote and the turn `text`; anything else needs every word
        of its own in the turn (`unheld`), and some in the quote."""
        turn, quote = content(heard(text)), content(heard(quoted))
        in_quote = any(_holds(w, quote) for w in words) or bool(words & _spelled_out(value, quoted))
        held = any(_holds(w, turn) for w in words) if inferred else not unheld(value, text, quoted)
        if words and held and in_quote:
            return None
        if not words and normalize(value) and normalize(value) in normalize(" ".join(t for _, t, _ in self.user)):
            return None  # a value of stopwords only ("no"), said as such
        folded = normalize(value)
        if len(folded) >= 2 and folded in self._ai:
            return "value_from_ai"
        if len(folded) >= 2 and folded in self._persona:
            return "value_from_persona"
        if words and not in_quote and held:
            return "quote_uninformative"  # the value is in the turn, but the quote is some other part of it
        return "value_unsupported"

    def _stance(
        self, c: Candidate, text: str, value_words: set[str], person: str, turn_id: str = ""
    ) -> tuple[str | None, str, bool]:
        """(reason, cue, hedged) from the model's stance and from the cues of the clause that holds the value: each
        kind of cue in its order, the first that is there gives the reason."""
        if c.stance in ("denies", "supposes", "asks", "reports"):
            return (
                {"denies": "denied", "supposes": "supposed", "asks": "asked", "reports": "reported"}[c.stance],
                (f"stance: {c.stance}"),
                False,
            )
        r = _Reading.of(c, text, value_words)
        readings = [r]
        quoted = value_words & content(arabic(c.quote))  # the clause the quote says the value in, when it is another:
        if quoted and quoted != value_words:  # "bumped my sertraline to 100 mg, was on 50 before" for sertraline 50 mg
            q = _Reading.of(c, text, quoted)
            if q.clause != r.clause:
                readings.append(q)
        for reading in readings:
            steps: tuple[Callable[[_Reading], tuple[str, str] | None], ...] = (
                _called_false,
                _hyperbole,
                _passed_on,
                _asked,
                lambda r: self._supposed(r, turn_id),
                _denied,
                _over,
                lambda r: _not_that_measure(r, person),
                _planned,
                _elsewhere,
                _not_home,
                lambda r: _pets_age(r, person),
                lambda r: _whose(r, person, self._last_ai.get(turn_id, "")),
            )
            for step in steps:
                found = step(reading)
                if found:
                    return found[0], found[1], False
        return None, "", bool(HEDGE.search(r.lowered))

    def _answered_no(self, text: str, value_words: set[str], turn_id: str) -> str:
        """The no that answers the AI's question about the value, when the person says something else instead and
        the value comes back only in a later clause that is not theirs: "So you're in Portland, right?" / "nah moved
        to Seattle in june, the company's still in Portland"; 你是住在北京吧？/ 不是，我住天津，每天坐城际去北京上班.
        Not a no that agrees with a negative question ("Are you not in Portland anymore?" / "nope, still there"), an
        idiom ("no doubt", "no regrets"), surprise (不是，你怎么知道的？), a correction ("no, Portland"), nor a no
        followed by nothing in its place ("nope, not a phase, vegan since 2015")."""
        said = _cues(text)
        no = NO_ANSWER.match(said)
        asked = self._last_ai.get(turn_id, "")
        if no is None or not value_words <= self._asked.get(turn_id, set()) or NEGATIVE_QUESTION.search(_cues(asked)):
            return ""
        clauses = [x for x in _split_clauses(text[no.end() :]) if content(x)]
        at = next((i for i, x in enumerate(clauses) if value_words & content(arabic(x))), None)
        if not at or SURPRISE.search(said):  # the value right after the no (or not at all), or "how'd you guess?"
            return ""
        instead, theirs = clauses[:at], clauses[at:]
        if not any(INSTEAD.search(_cues(x)) for x in instead):
            return ""  # nothing said in the value's place
        if any(FIRST_PERSON.search(_cues(x)) or re.search(r"\bmy\b", _cues(x)) for x in theirs):
            return ""  # "…, but my home's Portland"
        return no.group(0).strip(" ,，.。!！")

    def _supposed(self, r: _Reading, turn_id: str) -> tuple[str, str] | None:
        """Not the person's life: a condition, a dream, a story, a game or a part played, a wish."""
        c, lowered, upto = r.c, r.lowered, r.upto
        # the sentence before, or where the value's sentence opens the turn, the last of the person's turn before
        # ("I had the weirdest dream." / "Tell me about it." / "I was a pilot."): unless the person is back in
        # their own life ("Anyway, I'm a nurse", 其实我是研究生)
        opens = (_SENTENCE.findall(r.text) or [r.text])[0] == r.sentence
        frame = "" if r.real else _cues(r.prior or (self._turn_before(turn_id) if opens else ""))
        if INSTEAD_OF.search(upto):  # "if only I'd taken the offer, I'd be in Zurich now instead of stuck in Ohio":
            return None  # what is, said against what would have been
        found = (
            HYPOTHETICAL.search(lowered if MODAL.search(lowered) else ASIDE_IF.sub(" ", lowered))
            # "my github is samkdev btw if you want to see the repo"; not "I can be vegan if you want"
            or (
                None  # "if I get the promotion we'll move, but for now we're still in Sheffield": past a "but"
                if re.search(
                    r"(?:\bbut|\bthough|\bhowever|但是|但|不过|可是|然而)\W*$", r.whole[: max(0, r.whole.find(lowered))]
                )
                else CONDITIONAL.match(_cues(_split_clauses(r.sentence)[0]))
            )
            or FANTASY_SELF.search(_cues(c.quote))
            or FICTION.search(_since_real(r.lead + " " + upto))  # "In the game I play I'm a wizard", 我梦见自己是
            or (
                None
                if re.search("[我俺]|本人", lowered) or _mine_later(r, 0) or SELF_ID.search(r.whole)
                else WRITING_ASKED.search(_since_real(r.lead + " " + upto))
                or (VOICE_ASKED.search(lowered) if WRITING.search(r.whole) else None)
            )  # not 写个故事，主角是护士，因为我就是护士
            # 飞行员; not "on hinge I'm 28 lol (real life 34)" for 34
            or (c.kind != "preference" and WOULD.search(upto))  # "with a lottery win I'd live in Paris"
            or (PAST_SELF.search(upto) and (FICTION.search(frame) or HYPOTHETICAL.search(frame)))
            # "I had a weird dream. I was a pilot.", "Imagine winning the lottery. I'd move to Lisbon."
            or (ZH_THEN.search(upto) and HYPOTHETICAL.search(frame))  # 如果我中了乐透呢？我就搬去花莲
            or (None if FIRST_PERSON.search(upto) else _set_up(frame))  # 假设我中了五百万 / 辞职，去大理开个民宿
            or (_CJK.search(upto) and TOLD_NEXT.search(frame.rstrip()))  # 昨晚做了一个梦。我在东京当厨师
            or (FIRST_PERSON_STORY.search(frame) and STORY.search(frame))  # 我在写小说，用第一人称。我是个警察
            or (STORY_LINE.search(r.lead + " " + upto) and STORY.search(frame + " " + r.lead + " " + upto))
            # "Working on my short story. First line is: I have three sons"
        )
        if found:
            return "supposed", found.group(0).strip()
        said = r.cues[: max(0, r.at)] + _up_to_value(_cues(c.quote), r.value_words)  # up to the value, not the quote:
        # "you're the interviewer and I'm a senior Java developer" quotes its own set-up
        if playing((said,), self._playing.get(turn_id, False)) and not r.real:
            return "supposed", "role-play"  # "rp time!! I'm a 400 year old vampire", or a role-play set up turns
            # before: "hurry pls i'm the mayor"
        if _acted(r.text, c.quote):  # *I am a knight*: an action played, as in role-play
            return "supposed", "*"
        like = next((m for m in SIMILE.finditer(lowered) if m.start(1) <= len(upto) - 1 < m.end(1)), None)
        if like:  # 好似坐監咁: the value is what something is like
            return "supposed", like.group(0)
        found = WISH.search(lowered) or (None if _own_subject(lowered) else WISH.search(_last_clause(r.lead)))
        if found and c.kind != "preference":  # "I wish I had a dog" is a wish (a preference), not a pet; 有时候真想
            return "supposed", found.group(0)  # 把工作辞了，一个人去西藏待半年
        return None


def _gone(until: re.Match[str] | None) -> re.Match[str] | None:
    """An end that is past: not "… and we'll stay until the kids finish school in 2030" nor "until I retire"."""
    now = r"\b(?:will|'ll|going to|gonna|shall|i'm|im|i am|we're|we are|staying|living|working)\b"
    if until is None or re.search(now, until.group(0)):
        return None
    years = [int(y) for y in re.findall(r"\b(?:19|20)\d\d\b", until.group(0))]
    return None if any(y > datetime.now().year for y in years) else until


def _set_up(frame: str) -> re.Match[str] | None:
    """A supposition set up alone in a sentence ("what if I told you I'm a spy", 假设我中了五百万), not a question
    asked of the AI ("what if I quit my job?") nor one that goes on to what would follow (如果我中了，我就…)."""
    found = SUPPOSE_SETUP.search(frame)
    if found and found.group(0).strip() != "what if i told you":
        bare = not re.search(r"[?？吗呢]\W*$", frame) and not re.search(r"[,，;；]|\bthen\b|就", frame)
        return found if bare else None
    return found


@dataclass
class _Reading:
    """The parts of the person's turn that the stance cues read, found once for a candidate."""

    c: Candidate
    text: str  # the person's turn
    value_words: set[str]
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
    def plain(self) -> tuple[str, str]:
        """The clause with the words that only look like negations blanked (无锡 is a city before it is a 无), and it
        up to the value: read by the denial, the end and the plan cues."""
        plain = NOT_NEGATION.sub(lambda m: " " * len(m.group(0)), self.lowered)
        return plain, plain[: len(self.upto)]

    @classmethod
    def of(cls, c: Candidate, text: str, value_words: set[str]) -> _Reading:
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
            bool(_negated(value) or NEGATIVE_VALUE.search(value)),
            bool(REAL.search(_cues(lead) + " " + upto)),
            cues,
            cues.find(_cues(c.quote)),
            own,
            short,
        )  # fmt: skip


def _called_false(r: _Reading) -> tuple[str, str] | None:
    """The person says it is false, in jest or in earnest, before the value, after it, or in the next words."""
    upto, lowered, rest, later = r.upto, r.lowered, r.rest, r.later
    false_next = FALSE_NEXT.search(rest)
    if (
        false_next
        and not later
        and re.search(r"\w", re.sub(LAUGHS, "", rest[false_next.end() :]))
        and not OWNED_UP.match(rest)
    ):
        false_next = None  # a sentence of its own says only that: "Just kidding!", not "Wrong side of town."
    found = (
        FALSE_BEFORE.search(_since_real(upto))  # not "我是秦始皇（开玩笑）正经说我在银行上班" for the bank
        or _thought_wrong(r)
        or _refused(r)
        or _replaced_number(r)
        or FALSE_AFTER.search(lowered[len(upto) :])
        or false_next
        or SARCASM.search(" ".join((lowered[len(upto) :], *map(_cues, later), r.after)))  # "truly the best /s"
        or MOCK_EMPHASIS.search(upto)
        or (None if r.real else IRONY.search(r.whole))  # not "🙃 anyway I'm a teacher"
        or _replaced(later)
        or JOKE_TAG.match(r.cues[max(0, r.at) + len(r.c.quote) :])
        or DREAMT_AFTER.search(lowered[len(upto) :])  # "makes 300k a year in my dreams" (not "I fly in my dreams")
        or LAUGHED_OFF.match(rest or "")  # 我是富婆，呵呵
    )
    if found and not r.says_no:  # "It's false that I live in Paris", 说我住在北京的人都错了
        return "denied", found.group(0).strip()
    return None


def _refused(r: _Reading) -> re.Match[str] | None:
    """Asked for and refused, right after the value, and not granted after all: "the student visa got rejected" (not
    "… got rejected the first time but approved on appeal", 美签被拒了两次，第三次终于过了)."""
    return _right_after(r, REFUSED, unless_granted=True)


def _thought_wrong(r: _Reading) -> re.Match[str] | None:
    """What the person thought, and then found was not so: 我以为要退两千多，结果一看还得补税三百."""
    thought = re.search(r"(?<![不难])以为", r.upto) if _DIGITS.search(arabic(r.c.value)) else None
    return thought if thought and re.search(r"结果|其实|没想到|才发现|才知道|谁知", r.whole[thought.end() :]) else None


def _taken_for(r: _Reading) -> str:
    """People taking the person for the value: "People hear my accent and assume I'm Irish" (not "people think I'm
    shy and they're right")."""
    value = re.escape(_cues(r.c.value))
    between = r"(?:(?:in|my|early|mid|late|a|an|the|about|around|some|kind of)\s+){0,3}"  # "I'm in my late thirties"
    found = re.search(rf"(?:{TAKEN_FOR}){between}{value}", r.whole)
    return "" if found is None or CONFIRMED.search(r.whole, found.end()) else found.group(0)


# a clinician saying what the person has, right before the value: the person's own health, not hearsay ("the doctor
# told me I'm anaemic", "a nurse told me I'm type 2 diabetic", 医生说我贫血)
DIAGNOSED = re.compile(
    r"\b(?:doctor|doc|gp|nurse|dermatologist|cardiologist|specialist|psychiatrist|neurologist|endocrinologist"
    r"|rheumatologist|allergist|consultant|physio|optician|dentist)\s+(?:says|said|told me|confirmed|has confirmed)"
    r"\s+(?:that\s+)?(?:i'm|im|i am|i have|i've got|ive got|i've|i got|my)\s+(?:an?\s+|the\s+|allergic\s+to\s+)?$"
    r"|(?:医生|大夫|护士)(?:说|讲|告诉我|确诊)(?:我)(?:是|有|得了|患了|患有)?$"
)
HEALTH = re.compile(r"condition|diagnos|illness|disease|health|allerg|medical|病|症|过敏|健康|诊断")


def _diagnosed(r: _Reading, reported: re.Match[str]) -> bool:
    """Whether the words reported are a clinician's about the person's own health, said right before the value."""
    tokens = list(_TOKEN.finditer(r.upto))  # the clause up to the first of the value's words, which ends it
    before = _before_value(r) or (r.upto[: tokens[-1].start()] if tokens and r.upto != r.lowered else "")
    return reported.start() < len(before) and bool(DIAGNOSED.search(before)) and bool(HEALTH.search(r.c.attribute))


def _mine_elsewhere(r: _Reading, cue: str) -> bool:
    """Whether a clause of the turn other than the one with `cue` (a saying's) says the value with the person in it:
    常言道三十而立，我今年正好三十; 老话说得好，湖南人不怕辣，作为湖南人我是真能吃辣."""
    value = _cues(r.c.value)
    return any(
        value in clause and re.search("[我俺]|本人", clause) and cue not in clause
        for clause in re.split(r"[，。！？,.!?；;]", r.cues)
    )


def _mine_later(r: _Reading, start: int) -> bool:
    """Whether a clause after the one that begins at `start` of the clause says the value with the person in it."""
    at = r.cues.find(r.lowered)
    rest = r.cues[max(at, 0) + start :]
    cut = re.search(r"[，。！？,.!?；;]", rest)
    value = _cues(r.c.value)
    return (
        bool(cut)
        and any(  # clause by clause: one search to the end of each clause from every 我 was quadratic
            value in clause and re.search(rf"[我俺].*{re.escape(value)}", clause)
            for clause in re.split(r"[，。！？,.!?；;]", rest[cut.end() :])  # type: ignore[union-attr]
        )
    )


def _passed_on(r: _Reading) -> tuple[str, str] | None:
    """Someone else's words: said by another, quoted, forwarded, a program's data."""
    reported = REPORTED.search(r.lowered)
    if reported and re.search(r"我\S{0,3}(?:跟|对|和|向|给)\S{0,4}$", r.lowered[: reported.start()]):
        reported = None  # 我想跟外国同事说“我是色盲”: the person's words to a colleague, not the colleague's
    if reported and re.match(r"(?:hr|猎头|面试官)", reported.group(0)) and _taken(r, r.plain[1]):
        reported = None  # HR说月薪一万二，我签了
    if not reported and SAYING_ALONE.search(_last_clause(r.lead)):  # 俗话说，湖南人不怕辣
        reported = SAYING_ALONE.search(_last_clause(r.lead))
    if (
        reported
        and reported.group(0) == "apparently"
        and re.search(r"\b(?:and|but|so)\s+$", r.lowered[: reported.start()])
    ):
        reported = None  # "I'm a journalist and apparently that makes me the family writer": of what follows
    if reported and SAYS_A_SAYING.match(reported.group(0)) and _mine_elsewhere(r, reported.group(0)):
        reported = None  # 常言道三十而立，我今年正好三十: the saying, then the person's own
    cue = (
        _said(reported)
        or ("" if r.own else _quoted_speaker(r.text, r.c.quote))  # "…" is what I told him
        or _said(PASSED_ON.search(_since_real(r.lead + " " + r.upto)))  # "群里转的 >> 本人男 32岁"
        or ("" if r.real else _said(PASSED_ON.search(_cues(r.prior))))
        # "lol this ad on my feed. Senior Data Scientist, remote"
        or _said(NOT_REAL_DATA.search(r.cues))
        or (
            ""
            if SPEAKER_IN.search(r.whole) or "我" in r.whole
            else _said(PICTURED.search(_cues(r.lead + " " + r.upto)))
        )
        or _said(USER_STORY.search(r.cues))
        or _speaker(r.text, r.c.quote)
        or _taken_for(r)
    )
    if cue and not (reported and _diagnosed(r, reported)):
        return "reported", cue
    if _in_code(r.text, r.c.quote):  # user = {'city': 'Oslo'}: a program's data, not the person's life
        return "supposed", "code"
    return None


def _asked(r: _Reading) -> tuple[str, str] | None:
    """A question, unless it is a standing request asked politely, a statement comes before it, or its words take
    the value as given."""
    lowered, whole = r.lowered, r.whole
    if r.c.kind == "rule" and REQUEST.search(lowered):  # "could you always call me Sam?" asks a favour
        return None
    at, given = whole.find(_cues(r.c.quote)), GIVEN_IN_QUESTION.search(whole)
    if given and 0 <= given.end() <= at:  # "should I tell my boss I'm pregnant now or wait?"
        return None
    if r.later and AS_ONE.match(lowered):  # "as a vegetarian, what should I eat?"
        return None
    # a statement before the question in its sentence is no question: "I'm a nurse, should I go back to school?"
    plain = not (
        re.search(r"[吗呢么][\s。.!！?？]*$", lowered)
        or ZH_QUESTION.search(lowered)
        or HEDGE.search(lowered)
        or QUESTION_START.search(lowered)
        or re.search(r"\bor not\b", lowered)
        or any(WHETHER_SO.search(_cues(x)) for x in r.later)
    )
    asks_later = any(
        QUESTION_START.search(_cues(x))
        or ZH_QUESTION.search(_cues(x))
        or LATER_ASKS.search(_cues(x))
        or (plain and ASKS_FOR.search(_cues(x)))
        for x in r.later
    ) or bool(re.search(r"谁让", whole))  # 我有乳糖不耐，拿铁可以换燕麦奶吗; 谁让我是996的程序员呢 (because I am)
    if not asks_later and (
        whole.rstrip().endswith(("?", "？")) or re.search(r"(?<!的好)[吗呢][\s。.!！?？]*$", whole.rstrip())
    ):  # 我是河北的好吗: indignant, no question
        return "asked", whole.strip()[-1]
    found = QUESTION_START.search(lowered) or ZH_QUESTION.search(lowered)
    return ("asked", found.group(0).strip()) if found else None


def _denied(r: _Reading) -> tuple[str, str] | None:
    """A negation, a feeling against the value, nobody, or the value taken off a list."""
    before = _since_real(r.plain[1])  # "不骗你 我真的是飞行员" denies nothing
    after = r.lowered[len(r.upto) :]
    cue = (
        _said(TAKEN_OFF.search(before) if TAKEN_OFF_END.match(after) else None)  # "take cats off, that was my ex"
        or _not_counted(r)  # 貓不算，那是我室友
        or _said(
            SO_CALLED.match(r.rest)
            if DISMISSED.search(r.cues)
            and re.search(
                rf"什么\s*{re.escape(_cues(r.c.value))}\W*$",
                r.whole[: r.whole.find(_cues(r.c.value)) + len(_cues(r.c.value))],
            )
            else None
        )  # 什么升职，就是换了个名头
        or _negated(before)
        or _negated_within(
            r
        )  # "my license is not yet recognize here" for "license recognized", 全马还没跑过 for 跑过全马
        or ("" if DISLIKED.search(_cues(r.c.attribute)) else _against(before, AGAINST))  # "I hate Berlin winters" as
        # the city; not "I hate coriander" filed as what the person dislikes
        or (_said(NOBODY.search(r.lead or r.lowered)) if not SUBJECT.match(r.lowered) else "")  # "Nobody in my
        # family, me included, lives in Paris"; not "Nobody calls me Samuel, it's Sam"
    )
    return ("denied", cue) if cue and not r.says_no else None


def _negated_within(r: _Reading) -> str:
    """A negation between two pieces of the value in its clause, when the value says none: "my license is not yet
    recognize here" is no "license recognized", 全马还没跑过 no 跑过全马. English pieces are words (stems), Chinese
    ones pairs of characters as the value writes them (一 character says too little: 已 of 已从腾讯离职)."""
    english = {w for w in r.value_words if w.isascii()}
    pairs = {g for g in grams(r.c.value) if not g.isascii()}
    spots = [
        (m.start(), m.end())
        for m in _TOKEN.finditer(r.lowered)
        if (t := m.group(0).replace("'", "")).isascii() and stem(t) in english
    ]
    spots += [(m.start(), m.start() + 2) for g in pairs for m in re.finditer(re.escape(simplified(g)), r.lowered)]
    pieces = {r.lowered[a:b] for a, b in spots}
    if len(pieces) < 2:
        return ""
    spots.sort()
    start, end = spots[0][1], spots[-1][0]
    found = NEGATION.search(NOT_NEGATION.sub(" ", r.plain[0][start:end]))
    if not found:
        return ""
    at = start + found.start()  # every piece said before the not: a contrast, "a registered nurse not a nurse
    return "" if {r.lowered[a:b] for a, b in spots if b <= at} >= pieces else found.group(0)  # practitioner"


def _not_counted(r: _Reading) -> str:
    """The value struck from a list right after it is said: 芒果不算，那是我表妹; 猫划掉."""
    return _said(_right_after(r, NOT_COUNTED))


def _over(r: _Reading) -> tuple[str, str] | None:
    """It held once and holds no more: "I used to be a teacher", 我以前住在北京; "I lived in Paris, not anymore"."""
    c, lowered, upto = r.c, r.lowered, r.upto
    value = _cues(c.value)
    before = _since_real(r.plain[1])
    cue = (
        _against(before, ENDED)  # "I quit smoking" as a habit, 戒了
        or ("" if c.kind == "event" else _against(before, ONCE))
        or ("" if c.kind == "event" or r.short < 0 else _against(_since_real(r.plain[0][: r.short]), ONCE))
        # "used to live in NYC for like 6 yrs": what comes before the short form, the "for" after it aside
        or ("" if c.kind == "event" else _said(ONCE_AFTER.match(lowered, len(upto))))  # 在厦门住过两年
        or (
            ""
            if c.kind == "event" or not TOLD_PAST.search(upto)
            else _said(_gone(UNTIL_THEN.match(lowered, len(upto))))
        )
        or ("" if c.kind == "event" or not TOLD_PAST.search(upto) else _said(_gone(UNTIL_THEN.match(r.rest))))
        # "I smoked a pipe for thirty years, right up until my heart attack in 2015"
        or _said(DIED_AFTER.match(lowered, len(upto)))  # 我老伴儿前年走了
        or (
            ""
            if c.kind == "event" or r.whole.find(value) < 0
            else _said(LEFT_AFTER_IT.match(r.whole, r.whole.find(value) + len(value)))
        )
        or _said(SPENT_BOND.search(lowered) if re.search(r"married|together|engaged", value) else None)
        or ("" if c.kind == "event" or r.at < 0 else _said(SPAN_ENDED.match(r.cues, r.at)))  # the quote's own span
        or ("" if c.kind == "event" or not re.search(r"住|lived", lowered) else _said(MOVED_SINCE.search(r.rest)))
        or (
            ""
            if not re.search(r"\bnow\b", r.whole[len(lowered) :] + " " + _cues(r.after))
            else _said(BEFORE_WAS.match(lowered))
        )  # "before I was nurse in Manila 12 years. Now I am working like caregiver"
        or _last_years(r, upto)  # 今年玉米种了三十亩…去年种的是花生
        or ("" if c.kind == "event" or not TOLD_PAST.search(upto) else _said(QUIT_NEXT.match(r.rest)))
        # "I was vegan for 6 years, quit last fall"
        or ("" if c.kind == "event" else _said(WAS_BEFORE.search(lowered)))
        or _place_gone(r)
        or _said(TAKEN_BACK.search(r.rest)).strip()
        or ("" if c.kind == "event" else _past_framed(r))
    )
    said_over = _cues(c.attribute.replace("_", " ") + " " + c.value)
    if cue and not (r.says_no or PAST_VALUE.search(said_over) or cue in _cues(c.subject)):  # 前夫 of 前夫's job
        return "denied", cue
    return None


# a time that was, in the value's clause: "I weighed 210 in college", 大学的时候我才90斤, "my old rent was $900" (an
# English clause needs a verb in the past too: "I'm in college, studying biology" is now)
PAST_TIME_EN = re.compile(
    r"\b(?:in (?:college|high school|grad school|uni|university|middle school|my (?:twenties|teens|20s|30s))"
    r"|back (?:in|then|when)|as a (?:kid|teen|teenager|child|student)|when i was (?:younger|a kid|little|young|in))\b"
)
PAST_VERB = re.compile(r"\b(?:was|were|weighed|had|lived|worked|earned|made|paid|rented|did|got)\b")
PAST_TIME_ZH = re.compile(r"(?:大学|高中|初中|小学|上学|读书|年轻|念书|读研)(?:的)?时候")
MY_OLD = re.compile(r"\bmy (?:old|former|previous|last) (?!man\b|lady\b|friends?\b|school friends?\b)[a-z]+")


def _past_framed(r: _Reading) -> str:
    """The value's clause set in a time that was: "I weighed 210 in college", 大学的时候我才90斤, "my old rent was
    $900, miss those days" (not "I'm in college, studying biology"; a hometown is about the past anyway)."""
    clause = r.lowered
    found = PAST_TIME_ZH.search(clause) or PAST_TIME_EN.search(clause) or MY_OLD.search(clause)
    if found is None or not (found.re is PAST_TIME_ZH or PAST_VERB.search(clause)):
        return ""
    at = clause.find(_cues(r.c.value))
    between = clause[found.end() : at] if at > found.end() else clause[at : found.start()] if at >= 0 else ""
    if re.search(r"\b(?:then|later|after|afterwards|now|since|but)\b|然后|后来|现在|之后", between):
        return ""  # "roommates in college, then I went to law school at Duke": the value is after that time
    return found.group(0)


def _last_years(r: _Reading, upto: str) -> str:
    """Last year's, said beside what this year changed (今年玉米种了三十亩…去年种的是花生: the verb again, or 换, 改);
    not when this year keeps it (今年还种花生, 今年又续了一年)."""
    found = LAST_YEARS.search(upto)
    this = re.search(r"今年[^。！？!?]*", r.cues)
    if found is None or this is None or re.search(r"还|又|续|继续|仍|一直", this.group(0)):
        return ""
    verb = found.group(0)[2:-2]
    changed = re.search(r"换|改|转|调|不再|没再", this.group(0)) or (verb and verb[-1] in this.group(0))
    return found.group(0) if changed else ""


def _replaced_number(r: _Reading) -> re.Match[str] | None:
    """A number the person said and then replaced in the same turn ("I've got three kids — well, four now"), or
    said as what it was to be (本来八个人, 原定六月十号)."""
    if not _DIGITS.search(arabic(r.c.value)) or r.at < 0:
        return None
    said = _cues(r.c.attribute.replace("_", " "))
    start = r.at + len(r.c.quote)
    sentences = _SENTENCE.findall(r.cues[start:])
    window = r.cues[start : start + sum(len(x) for x in sentences[:2])]  # the rest of its sentence and the next
    for kind, cue in REPLACED_AFTER.values():
        found = cue.search(window) if kind.search(said) else None
        if found:
            return found
    return REPLACED_ANY.search(window) or REPLACED_BEFORE.search(r.upto)


def _place_gone(r: _Reading) -> str:
    """Where the person was, said of a time gone by: "lisbon was last week, we're in the algarve now" (not "my first
    day at Google was yesterday", nor "Lisbon was two years ago, we love living here")."""
    said = _cues(r.c.attribute.replace("_", " "))
    if r.c.kind == "event" or not PLACE.search(said) or LIVES.search(r.cues):
        return ""
    return _said(re.search(rf"{re.escape(_cues(r.c.value))}{WAS_AGO.pattern}", r.lowered))


def _elsewhere(r: _Reading) -> tuple[str, str] | None:
    """Where the person is, filed as where they live, while the turn names home as another place: "greetings from
    kyoto!! home in manchester", 现在在拉萨…回上海还得一周. Not when the value's clause says they live there."""
    said = _cues(r.c.attribute.replace("_", " "))
    if r.c.kind == "event" or not RESIDENCE.fullmatch(said) or LIVES.search(r.lowered):
        return None
    for home in HOME_ELSEWHERE.finditer(r.cues):
        place = home.group(1) or home.group(2)
        if not content(arabic(place)) & r.value_words:
            return "denied", home.group(0).strip()
    return None


def _not_home(r: _Reading) -> tuple[str, str] | None:
    """Filed as where the person lives: a place they moved from (我去年从广州搬到成都了, "moved away from Leeds"),
    their home town while the turn says where they are now (老家东北的，哈尔滨，现在在深圳打工), or where their
    company is ("the company's still in Portland"). Read where the quote says the value; never when the turn names
    the place again (从上海搬到上海郊区, 公司在杭州，我也住杭州, "still here in Seattle"), nor when someone else moved
    ("my parents moved away from Denver") or the move is asked about ("if I moved from Seattle")."""
    said = _cues(r.c.attribute.replace("_", " "))
    value = _cues(r.c.value)
    if r.c.kind == "event" or not RESIDENCE.fullmatch(said) or not value or r.cues.count(value) != 1:
        return None
    quoted = r.whole.find(_cues(r.c.quote))
    at = r.whole.find(value, max(quoted, 0))
    at = at if at >= 0 else r.whole.find(value)
    if at < 0:
        return None
    before, after = r.whole[:at], r.whole[at + len(value) :]
    left = LEFT_BEFORE.search(before)
    if left and (left.group(0).strip() != "从" or LEFT_AFTER.match(after)):
        mover = _last_clause(before[: left.start()])
        if not (_someone_else(mover) or re.search(r"\b(?:if|whether|asking)\b|以为|问我", before)):
            return "denied", left.group(0).strip()
    home = HOMETOWN.search(before)
    if home and NOW_ELSEWHERE.search(r.cues[r.cues.find(value) + len(value) :]):
        return "denied", home.group(0)
    works = WORKS_IN.search(before)
    if works and not LIVES_BY_WORK.search(r.cues):
        return "denied", works.group(0).strip()
    return None


AGE = re.compile(r"\bage\b|年龄|岁数|年纪")
OLDEST = 125  # years: an age above it is no one's but in jest
# a value that makes the person the most of the world or the universe, in jest: 全世界最有錢的研究生, "the world's
# richest grad student", "best cook in the universe"
HYPERBOLE = re.compile(
    r"全世界最|世界上最|宇宙(?:第一|最)|地球上最|\bworld'?s (?:best|greatest|richest|worst|biggest|most|smartest)\b"
    r"|\b(?:best|greatest|richest|worst|smartest)\b[\w\s-]{0,30}\b(?:in|of) the (?:whole )?(?:world|universe|galaxy)\b"
)
WEIGHT = re.compile(r"\bweight\b|体重")
DYING = re.compile(r"\bdying\b(?!\s+(?:of|from|to|for))|(?:饿|累|热|冷|困|笑|气|吓)死")  # the value a hyperbole: 饿死
PAY = re.compile(r"salary|income|\bpay\b|wage|earnings|月薪|年薪|工资|收入|薪水|时薪|薪资")
# what makes a number a count or a measure of something else, right after it: "27 patients", "40 degrees", 三十二万字,
# 四十度, 两百斤 (of butter); not "27 years", "34 and single", 二十八岁, 二十八了
COUNT_NOUNS = (  # what a number counts when it is no age, weight or pay: "27 patients", "12k followers"
    "patients|people|persons|students|pupils|kids|children|employees|staff|workers|customers|clients|guests"
    "|users|members|followers|subscribers|likes|views|downloads|orders|calls|emails|messages|texts|tickets|cases|beds"
    "|rooms|tables|seats|cars|houses|units|items|books|pages|words|steps|reps|sets|laps|miles|goals|runs|games"
    "|matches|shots|strokes|questions|applications|interviews|deliveries|boxes|bags|plants|trees|acres|cows|sheep"
    "|chickens|hens|pigs|hives|songs|videos|posts|photos|episodes|chapters|countries|cities|languages|tabs"
)
COUNT_AFTER = re.compile(
    r"\s*(?:%|percent|°|degrees?\b|km\b|kms\b|miles?\b|kgs?\b|lbs?\b|pounds?\b|dollars?\b|bucks\b|grand\b"
    r"|hours?\b|hrs?\b|minutes?\b|mins?\b|times\b|points?\b|pts\b|pages?\b|:(?!00\b)\d\d"  # (7:30; "at 52" reads
    # as 52:00)
    r"|(?:an|per|/)\s*(?:hour|hr)\b|(?:a|per|/)\s*(?:month|mo|year|yr)\b(?!\s+(?:ago|from|later|before|after))"
    r"|(?:bus|train|tram|line|route)\b"
    r"|(?:[a-z]+\s+){1,2}(?:lane|street|st|road|rd|avenue|ave|drive|boulevard|blvd|crescent)\b"
    rf"|(?:{COUNT_NOUNS})\b"
    r"|[万千](?!岁|多岁)|度(?!过)|斤|公斤|块(?!头)|元|字|公里|分(?!钟)|次|页|米|号|楼|层|件|张|辆|棵"
    r"|亩|箱|袋|瓶|杯|碗|平米|集|局|点|路(?!上)|号线|路车|只|匹|个(?=人(?:来|去|到|参加|报名|排队)|客|学生|病人|粉丝))"
)
# ...or right before it: "our house number's 42", "shot an 88", "bid came in at $4,800", 温度四十度, 考了九十
COUNT_BEFORE = re.compile(
    r"\b(?:number(?:'s| is| was)?|no\.|#|score(?:d|'s| is| was)?|shot an?|bowled an?|temp(?:erature)?(?:'s| is| was)?"
    r"|bid(?: came in)?(?: at| of| was)?|room|apt|flight(?: [a-z]{1,3})?|bus|route|size|ranked|rank|level|lvl|gate"
    r"|seat|page|chapter|fever(?: of)?|ran a fever of"
    r"|exit|census(?: tonight)?)(?:\s+an?)?\s*$"
    r"|(?:温度|气温|室温|体温|号码|门牌号?|分数|考了|打了|得了|编号|房间|尺码|烧到|发烧|坐|搭)\s*$"
    r"|(?:航班|车次|班次)号?是?\s*[a-z]{0,3}\s*$"
)
# a duration, for the person's own age (years are theirs, weeks or minutes are not): "30 weeks pregnant", 迟到了二十分钟
DURATION_AFTER = re.compile(r"\s*(?:weeks?|wks?)\b(?!\s+(?:ago|from))|\s*(?:分钟|小时|周(?!岁)|个?星期)")
# a weight lost, gained, lifted or over: "I lost 8 kg", 瘦了十斤, "deadlift 140 kg", "60 pounds overweight"
WEIGHT_CHANGED = re.compile(
    r"\b(?:lost|lose|losing|gained|gain|gaining|dropped|drop|put on|shed|deadlift(?:ed)?|bench(?:ed)?|squat(?:ted)?"
    r"|lift(?:ed)?|press(?:ed)?|carr(?:y|ied)|down|up)\s*$|(?:瘦了|胖了|减了|长了|涨了|掉了|轻了|重了)\s*$"
    r"|(?:卧推|深蹲|硬拉|举|推|拉|扛)[^，。]{0,3}$"
)
WEIGHT_CHANGED_AFTER = re.compile(r"\s*(?:kgs?|lbs?|pounds?|斤|公斤)?\s*(?:overweight|underweight|heavier|lighter)\b")
# a weight of something: "200 lbs of butter", 两百斤牛油 (not 一百二十斤左右, 六十公斤了)
WEIGHT_OF = re.compile(r"\s*(?:kgs?|kilos?|kilograms?|lbs?|pounds?)\s*of\b")
GOODS_HANDLED = re.compile(
    r"(?:进|买|搬|扛|运|卖|收|拉|挑|送|订|背|装|卸)了?\s*$"
)  # 进了两百斤牛油 (not 我九十斤有点瘦)
# what makes a sum a price rather than a pay, before it: "bid came in at $4,800", "rent is 2k", 报价五千
PRICED = re.compile(
    r"\b(?:bid|price|priced|cost|costs|quote|quoted|estimate|rent|budget|loan|debt|bill|fine|deposit|down payment"
    r"|sold (?:it )?for|bought (?:it )?for|paid \w+ for|spent|raised|donated|tuition|mortgage)\b[^.!?。！？]{0,30}$"
    # "this jacket was $250"
    r"|\b(?:this|that|these|those|the|my new) \w+(?: \w+)? (?:was|were|is|are|cost|costs)\s*(?:\$|dollars?)?\s*$"
    r"|\b(?:asking(?: price)?|listed at|list price|offered|offer of)\b[^.!?。！？]{0,30}$"
    r"|(?:报价|房租|房价|贷款|欠|花了|买了|卖了|价格|预算|学费|房贷|罚款|押金|电费|水费|燃气费|话费|挂牌价|开价|要价|叫价"
    r"|售价|标价|首付|月供|这(?:件|个|双|台|部|辆|套|条|顶|只))[^。！？]{0,12}$"
)
# a word of pay, whatever the time it is paid by: what keeps a sum a pay where a price is named too
PAY_WORD = re.compile(
    r"\b(?:salary|make|makes|making|made|earn|earns|earning|earned|paid|income|wage|take home|take-home|get|gets"
    r"|getting|bring in|brings in|bring home|brings home)\b"
    r"|月薪|年薪|工资|收入|薪|挣|赚|到手|税前|税后|实发|底薪"
)
# a count that looks like money: "12k followers", 粉丝两万
COUNTED_NOT_PAID = re.compile(rf"k?\s*(?:{COUNT_NOUNS})\b|\s*(?:个|人(?!民币)|粉|次|条|赞|步)")
COUNTED_BEFORE_PAY = re.compile(r"(?:粉丝|关注|点赞|播放|阅读|订阅|步数)[^，。]{0,3}$|\bfollowers?\s*$")
# a pet brought in by its keeping (我养了只柯基, 家里有条狗): not 属狗, 单身狗, 夜猫子, 熊猫, 猫奴, 狗血, 热狗
PET_KEPT = re.compile(
    r"(?:养|有|收养|领养|捡)了?(?:一|两|几|[0-9])?(?:只|条|头|个)?(?:小)?"
    r"(狗|猫|柯基|泰迪|金毛|哈士奇|柴犬|布偶|英短|萨摩耶|边牧|兔子?|仓鼠|鹦鹉|乌龟)(?![血奴子粮])"
)
PET_AGE_MAX = 20  # years: an age above it is no pet's (我养狗十年了，今年三十一)


def _hyperbole(r: _Reading) -> tuple[str, str] | None:
    """A value that makes the person the most of the world (我是全世界最有錢的研究生，戶頭剩 300 塊), a title in jest
    ("CEO of this household", 首席背锅官), an age said "again" or "forever" ("I'm 29 again this year 😉", 永远十八),
    or dying of boredom (要饿死了, "I'm literally dying, this class is so boring"): said in jest."""
    value = _cues(r.c.value)
    found = HYPERBOLE.search(value) or TITLE_IN_JEST.search(_cues(f"{r.c.value} {r.lowered}")) or DYING.search(value)
    number = re.search(r"\d+", arabic(value))
    if not found and number and AGE.search(_cues(r.c.attribute.replace("_", " "))):
        n = number.group(0)
        found = re.search(rf"(?<!\d){n} again\b|\bforever {n}\b|(?:永远|每年都){n}(?!\d)", arabic(r.cues))
    return ("supposed", found.group(0)) if found else None


def _not_that_measure(r: _Reading, person: str) -> tuple[str, str] | None:
    """A number filed as an age, a weight or a pay that the words make a count or a measure of something else: "ward
    census tonight 27 patients" or "our house number's 42" as an age, 棚里温度四十度 or "the 44 bus" as an age, 进了
    两百斤牛油 or "I lost 8 kg" as a weight, "bid came in at $4,800" or "12k followers" as a salary. A number said
    more than once is a count only when every saying counts something else ("I teach a 30 minute class and I'm 30").
    An age or a weight no one has ("900 years old", 体重一吨) is said in jest."""
    attribute = _cues(r.c.attribute.replace("_", " "))
    kind = "age" if AGE.search(attribute) else "weight" if WEIGHT.search(attribute) else ""
    kind = kind or ("pay" if PAY.search(attribute) else "")
    number = re.search(r"\d[\d,.]*", arabic(_cues(r.c.value)))
    if kind == "weight" and _no_ones_weight(r.c.value, 0):
        return "supposed", _cues(r.c.value)  # "about a thousand pounds after Thanksgiving 💀", 体重一吨
    if not kind or number is None:
        return None
    amount = int(re.match(r"\d+", number.group(0).replace(",", "")).group(0))  # type: ignore[union-attr]
    if kind == "age" and amount > OLDEST or kind == "weight" and _no_ones_weight(r.c.value, amount):
        return "supposed", _cues(r.c.value)  # "im literally 900 years old after that math test 💀", 体重一吨
    said = arabic(r.whole)
    change = re.search(r"loss|lost|lose|gain|change|减|增|涨", attribute) is not None  # weight_loss: a change is it
    priced_ok = re.search(r"rent|budget|expect|ask|target|goal|desired|price|cost", attribute) is not None  # (rental
    # income from "I rent out my room for 800 a month", salary_expectation from "I'm asking for 120,000")
    own = _of_person(r.c, person) and not _filed_under_relation(r.c.attribute)  # the person's own age is in years:
    # 30 weeks is a pregnancy (a baby's is in months)
    places = [m.start() for m in re.finditer(rf"(?<![\d.,]){re.escape(number.group(0))}(?![\d])", said)]
    found: re.Match[str] | None = None
    for at in places:  # a count only when every time the number is said it counts something else
        found = _counted(kind, said[:at], said[at + len(number.group(0)) :], said, own, change, priced_ok)
        if found is None:
            return None
    return ("not_that_measure", found.group(0).strip() or number.group(0)) if found else None


def _counted(
    kind: str, before: str, after: str, said: str, person: bool, change: bool = False, priced_ok: bool = False
) -> re.Match[str] | None:
    """What makes one saying of a number a count or a measure of something else, as `_not_that_measure` reads it."""
    if kind == "weight":
        goods = GOODS_HANDLED.search(before) if re.match(r"\s*(?:斤|公斤)[\u4e00-\u9fff]", after) else None
        return (
            WEIGHT_OF.match(after)
            or goods
            or (None if change else WEIGHT_CHANGED.search(before) or WEIGHT_CHANGED_AFTER.match(after))
            or COUNTED_NOT_PAID.match(after)  # "14,000 steps"
        )
    if kind == "pay":  # a price said with no word of pay ("rent is 1,900 a month"), or a count ("12k followers")
        priced = None if priced_ok else PRICED.search(before)
        return (
            (priced if priced and not PAY_WORD.search(said) else None)
            or COUNTED_NOT_PAID.match(after)
            or (COUNTED_BEFORE_PAY.search(before))
        )
    return COUNT_AFTER.match(after) or COUNT_BEFORE.search(before) or (DURATION_AFTER.match(after) if person else None)


def _no_ones_weight(value: str, amount: int) -> bool:
    """Whether a weight is no person's: a ton, or above 350 kg, 800 lbs, 700 斤."""
    unit = _cues(value)
    return bool(
        "吨" in unit
        or re.search(r"\bton|thousand|million", unit)
        or (re.search(r"kg|公斤|千克", unit) and amount > 350)
        or (re.search(r"lb|pound", unit) and amount > 800)
        or ("斤" in unit and "公斤" not in unit and amount > 700)
    )


def _pets_age(r: _Reading, person: str) -> tuple[str, str] | None:
    """An age said right after a pet is brought in (the next clause, or the one after its name), in a Chinese
    clause without 我, 本人 or 主人, filed as the person's: 我养了只柯基，叫豆豆，三岁了 (not 我三十了，养了只狗, 属狗，
    今年二十九, 猫三岁，主人三十, nor an age no pet has). Chinese leaves out the subject where English says "she's"."""
    if not _of_person(r.c, person) or not AGE.search(_cues(r.c.attribute)) or not _CJK.search(r.lowered):
        return None
    if re.search(r"我|本人|主人|自己", r.lowered) or any(
        int(n) > PET_AGE_MAX for n in _DIGITS.findall(arabic(r.c.value))
    ):
        return None
    near = [x for x in _split_clauses(r.lead) if content(x)][-2:]
    if near and (pet := PET_KEPT.search(near[-1])):
        return "someone_else", pet.group(1)
    if len(near) == 2 and (pet := PET_KEPT.search(near[0])) and re.search(r"叫|名字", near[1]):
        return "someone_else", pet.group(1)  # ，叫豆豆，
    return None


def _of_person(c: Candidate, person: str) -> bool:
    """Whether a candidate is filed under the person talking (their subject, or "user", 我 as a model writes it)."""
    return c.subject.casefold() in (*USER_SUBJECTS, person.casefold())


def _not_yet(r: _Reading) -> re.Match[str] | None:
    """An employer the person is interviewing with or waiting on (下礼拜三去华为二面, "still waiting on Corvel"), a home
    they are going to after where they are "for now"."""
    said, value = _cues(r.c.attribute.replace("_", " ")), re.escape(_cues(r.c.value))
    if EMPLOYER.search(said):
        return re.search(rf"{value}{INTERVIEW_AFTER}|{WAITED_ON}{value}", r.cues)
    if RESIDENCE.fullmatch(said) and FOR_NOW.search(r.cues):
        return re.search(rf"{THEN_GOING}{value}", r.cues)
    return None


def _pending(r: _Reading) -> re.Match[str] | None:
    """Asked for and not granted yet, or only weighed, right after the value in its sentence: 工作签证递上去了，等结果;
    入籍新加坡的事我只是想想; "my green card application is in, waiting for the decision"."""
    return _right_after(r, PENDING_AFTER, unless_granted=True)


def _right_after(r: _Reading, cue: re.Pattern[str], unless_granted: bool = False) -> re.Match[str] | None:
    """`cue` right after the value as the turn says it (from the quote on); `unless_granted`: not when a grant
    follows it in the turn ("… but approved on appeal", 上周已经批了)."""
    value = _cues(r.c.value)
    at = r.cues.find(value, max(0, r.at)) if value else -1
    found = cue.match(r.cues, at + len(value)) if at >= 0 else None
    return None if found is None or (unless_granted and GRANTED.search(r.cues, found.end())) else found


# an offer made to the person, and the person taking it (朋友给我推荐了一个北京的工作，我上周已经入职了)
OFFERED = re.compile(
    r"[给帮替]我(?:介绍|推荐|推|找)了(?:一份|一个|份|个)|(?:想|要)(?:让|调|派)我(?!这个|这种)|拉我去|内推我|(?:推荐|介绍)我去"
)
SELF_SAID = re.compile(r"[我俺](?:就是|已经是|本来就是|自己就是|自己也是)")  # 我妈想让我考公务员，可我已经是公务员了
OFFER_TAKEN = re.compile(
    r"入职|(?:已经|在那|在这)(?:去)?上班了?|已经去了|已经在那|签了|(?:干|做)了[\d一二三四五六七八九十两几半]|接受了|答应了"
    r"|去了[\d一二三四五六七八九十两几半]|\bgot (?:it|the job|the offer|the position)\b"
    r"|\baccepted (?:it|the offer|the job)\b"
    r"|\bi've been there (?:for|since)\b|\b(?:i|i've)\s+(?:just\s+)?started (?:there|last|this|on|in)\b"
)  # "I interviewed for a nurse job and got it", 我接了广州的offer，已经入职了: said after the value, of it


def _taken(r: _Reading, plain_upto: str) -> bool:
    """An offer or an application of the person's that they took: said after the value, or 进了 right before it."""
    at = r.cues.find(_cues(r.c.value), max(r.at, 0))
    after = r.cues[at + len(_cues(r.c.value)) :] if at >= 0 else ""
    return bool(  # 学长内推我进了腾讯; "I accepted the offer from Kaiser"
        OFFER_TAKEN.search(after)
        or re.search(r"进了(?=\S?$)|\b(?:accepted|took)\s+(?:the|an|their)\s+offer\b", plain_upto)
        or re.search(rf"在{re.escape(_cues(r.c.value))}(?:上班|工作)(?!的)", r.cues)  # …找了个工作，在银行上班
    )


def _planned(r: _Reading) -> tuple[str, str] | None:
    """Not yet: "thinking about moving to Oslo" is no city yet; 拿到了字节的offer names the offer after the value;
    "… to senior, not official yet", 要给我升senior但还没定."""
    plain, plain_upto = r.plain
    found = (
        PLAN.search(plain_upto)
        or (None if _taken(r, plain_upto) or SELF_SAID.search(r.cues) else OFFERED.search(plain_upto))
        or re.match(r"[^\s,，。]{0,8}?offer\b", plain[len(plain_upto) :])
        or re.match(  # 有患高血压的风险 (not 我在保险公司做风险评估)
            r"[^，。！？,.!?]{0,4}?的?(?:风险|高危)(?!评估|管理|控制|投资|偏好|承受|意识|分析)",
            plain[len(plain_upto) :],
        )
        or _not_yet(r)
        or _pending(r)
        or re.search(r"估计能", plain_upto)  # 估计能赔个三四万: not settled
        or PENDING.search(plain[len(plain_upto) :])
        or PENDING.match(r.rest)
        or STARTS_LATER.search(plain)
        or (None if _own_subject(r.lowered) else PLAN.search(NOT_NEGATION.sub(" ", _last_clause(r.lead))))
        or (
            OFFERED.search(_last_clause(r.lead))  # 朋友给我推荐了一个北京的工作，工资两万: of the job offered
            if re.search("工作|岗位|职位|offer|活", _last_clause(r.lead))
            and not _own_subject(r.lowered)  # not 爸妈想让我换个工作，我现在是外卖骑手
            and not _taken(r, plain_upto)
            and not SELF_SAID.search(r.cues)
            else None
        )
        # 明年我打算去考教师资格证，想转行当老师: a plan in the clause before goes on in one with no subject of its own
    )
    if found and re.search(r"offer|interview|appl|面试|简历", found.group(0)) and _taken(r, plain_upto):
        found = None  # 我接了广州的offer，已经入职了: taken
    said = _cues(r.c.attribute.replace("_", " ") + " " + r.c.value)
    if found and r.c.kind == "fact" and not PLAN_WORDS.search(said):
        return "planned", found.group(0)
    ahead = _will_do(r, plain) if r.c.kind == "event" and not WILL_DO.search(said) else None
    found = ahead or _advised(r, plain_upto) or _aimed(r, plain_upto)  # "so I'll be fasting" as an event done;
    return ("planned", found.group(0).strip()) if found and not PLAN_WORDS.search(said) else None  # 医生建议我…犹豫


def _will_do(r: _Reading, plain: str) -> re.Match[str] | None:
    """A future that is the event's own ("so I'll be fasting" as "fasted through Ramadan"): in the quote, or just
    before it with no other subject or way of saying between ("I'll admit I quit my job", 我要告诉你我考上研究生啦,
    我会开车 are not), in a clause that says nothing done."""
    found = WILL_DO.search(plain)
    if found is None or DONE.search(plain) or re.search(r"我会(?:开车|游泳|说|做饭|弹|画)", plain):
        return None
    at = plain.find(_cues(r.c.quote))
    if 0 <= at <= found.start() < at + len(r.c.quote):
        return found
    if at < found.end() or SAYING.match(plain, found.end()):
        return None
    return None if re.search(r"\b(?:i|we|that|because|so)\b|我", plain[found.end() : at]) else found


def _advised(r: _Reading, plain_upto: str) -> re.Match[str] | None:
    """Advice not taken while the person says they have not decided about it: "my rheumatologist wants me to try
    methotrexate but I haven't decided", 医生建议我换胰岛素泵，我还在犹豫. Not "the recommended dose", advice followed
    ("been on it 6 months", 建议我吃的…一直在吃), nor undecided about something else ("not sure yet if …", 换不换药)."""
    found = ADVISED.search(plain_upto)
    undecided = UNDECIDED.search(r.cues)
    if found is None or undecided is None:
        return None
    after = plain_upto[found.end() :]
    if re.match(r"\s+(?:me for|dose|amount|daily)\b", after) or plain_upto[: found.start()].endswith("the "):
        return None
    if re.match(r"[^，,。]{1,6}的", after) or TAKEN.search(r.cues[r.cues.find(found.group(0)) :]):
        return None
    if re.match(r"\s*(?:if|whether|about|on)\b", r.cues[undecided.end() :]) or re.search(
        r"(\S)不\1|要不要", r.cues[max(0, undecided.start() - 10) : undecided.start()]
    ):
        return None
    return found


def _aimed(r: _Reading, plain_upto: str) -> re.Match[str] | None:
    """A number aimed at ("target is 515"), unless the fact is the target itself or the number is said again (a
    target reached: "goal was 70kg and today I'm 70kg")."""
    found = AIMED.search(plain_upto)
    if found is None or re.search(r"target|aim|goal|目标", _cues(r.c.attribute)):
        return None
    number = re.search(r"\d[\d.,/]*", found.group(0))
    return None if number and r.cues.count(number.group(0)) > 1 else found


def _whose(r: _Reading, person: str, asked: str = "") -> tuple[str, str] | None:
    """Filed under the person, but the clause says it of the twin or of someone else."""
    c, lowered = r.c, r.lowered
    ex = EX_CUT.search(r.cues[: max(0, r.at)])
    if ex and not EX_SUBJECT.match(_cues(c.subject)):  # 前男友是学医的, filed under 男朋友: the ex's, not the partner's
        return "someone_else", ex.group(0).strip()
    if not _of_person(c, person):
        return _not_theirs(r, c.subject)
    found = SECOND_PERSON.search(lowered)
    if found and not FIRST_PERSON.search(lowered):  # "you're a patient listener": the twin, not the person
        return "about_twin", found.group(0).strip()
    found = EXCEPT_ME.search(lowered)
    if found:  # "everyone in my family is a doctor except me", 我们家除了我都是医生
        return "someone_else", found.group(0)
    found = OBJECT_OF.search(_before_value(r))  # "I married a nurse": the nurse's job (not "I teach English")
    kind = _cues(c.attribute.replace("_", " "))
    if (
        found
        and any(found.group(g) for g in ("det", "tail", "knows", "zh"))
        and not (
            found.group("named")
            and not found.group("tail")
            and not PERSON_AFTER.match(r.lowered, len(_before_value(r)))
        )  # "I live with a stutter": no one named (but "I work with a Brazilian guy")
        and not (not found.group("tail") and not found.group("knows") and _thing_or_service(r))  # "work for an NGO"
        and not _again_mine(r, PLACE.search(kind) is not None)  # "I live with a vegan and I've gone vegan too"
        and not (found.group("knows") in ("met", "meet") and found.group(0).endswith(" in "))  # "met a girl in Paris"
        and (TRAIT.search(kind) or (found.group("knows") and PLACE.search(kind)))  # "I've got a friend in Denver"
        and not (ME_TOO.search(r.whole) or SELF_ID.search(r.whole))  # "I married a nurse, so am I"
        and not re.search(
            rf"\bi(?:'m|m| am)\s+(?:also\s+|actually\s+)?(?:an?\s+)?{re.escape(_cues(c.value))}\b", r.cues
        )
        and not re.search("[我俺]也是", r.cues)  # "...and I'm a nurse too", 我也是医生
        and not (  # "We adopted a Ukrainian boy" as child_nationality: one of the person's own (not "I babysit a boy")
            _filed_under_another(c.attribute)
            and (
                RELATION_MADE.search(found.group(0))
                or re.search("嫁|娶|结婚|约会|恋爱|交往|在一起|领证|订婚|收养|领养", r.lowered)
            )
        )
    ):
        return "someone_else", found.group(0).strip()
    zh = _zh_object_of(r, kind)
    if zh:
        return "someone_else", zh
    form = EN_FOR_KIN.search(r.cues)  # "I'm filling out my dad's disability form: … diagnosis COPD"
    at = r.cues.find(_cues(c.value), form.end()) if form else -1
    if form and at >= 0 and not SPEAKER_IN.search(r.cues[form.end() : at]) and not _filed_under_another(c.attribute):
        return "someone_else", form.group(0)
    cleft = CLEFT.match(lowered, len(r.upto))  # 要搬去温哥华的是我室友, "the one moving to Vancouver is Jess"
    if cleft:
        who = re.sub(r"^(?:我的?|my\b)\s*", "", cleft.group(1) or cleft.group(2) or "")
        someone = (
            PERSON_WORD.match(who)
            if cleft.group(1) is not None
            else CLEFT_LEAD.match(r.upto)
            or (  # the clause opens with the value, no name, and says whose it is: "captain is my mate Rob"
                not re.search(r"\w", r.upto[: r.upto.rfind(" ") + 1])
                and r.c.value[:1].islower()
                and (mine := re.match(rf"my\s+((?:{KIN}|mate|buddy|pal|bro))\b", cleft.group(2))) is not None
                and mine.group(1) not in _cues(c.attribute.replace("_", " "))
            )
        )
        if who and someone and not re.match(r"(?:me|myself|i|not)\b", who):  # a person, not 产品经理
            return "someone_else", cleft.group(0).strip()
    introduced = INTRODUCED.search(r.lead)  # 班上有个孩子叫小宇，父母离婚了: the one introduced goes on
    if introduced and "我" not in r.lowered:
        return "someone_else", introduced.group(0)
    alone = _named_before(r, person)  # "One of my Year 9s, Priya, has just been diagnosed…": before any "her"
    if alone and alone.casefold() not in _cues(c.attribute + " " + c.value):
        return "someone_else", alone
    # "my roommate's a nurse and works nights so i have to be quiet": the subject before the value decides
    mine = (
        ME_TOO.search(lowered)
        or ME_TOO.search(r.rest or "")
        or SELF_ID.search(r.whole)
        or re.search(
            rf"[我俺]也[^，。！？,.!?]{{0,6}}{re.escape(_cues(c.value))}", r.cues
        )  # 狗狗对鸡肉过敏，我也对鸡肉过敏
        or re.search(  # 我的导师是北大的，我在北大读博
            rf"[，,。；;][^，。！？]*?[我俺](?:也|都|就|自己)?(?:在|是)[^，。！？]{{0,8}}{re.escape(_cues(c.value))}",
            r.cues,
        )
    )
    before, whole = ("", "") if mine else (_someone_else(r.upto), _someone_else(lowered))
    # the subject before the value, unless it goes on past the value: "a student of mine got into Oxford"
    other = whole if not before or (whole.startswith(before) and len(whole) > len(before)) else before
    named_first = _named_subject(r.clause, c.quote, person)
    if named_first and named_first.casefold() in _cues(c.value + " " + c.attribute):
        named_first = ""  # "Denver's now home", "Mochi's a Shiba": the name is the value's own
    other = other or named_first
    if not other and not mine and not _own_subject(lowered) and not ME_TOO.search(r.lead):  # "She's 45, divorced,
        carried = _someone_else(r.lead)  # and lives in Glasgow": the clause goes on with the subject of the one before
        # ...but after "my clients are all in tech", "freelance copywriter for six years" is the speaker's: another of
        # the speaker's people goes on only into a clause that goes on as they would ("…, lives in Hull", "…, a
        # dentist in Cork")
        if not (ANOTHER.search(carried) and not GOES_ON.match(lowered)):
            other = carried
    # "my cat Miso" filed as the person's pet is theirs; "my sister is a nurse" as their job is not
    said = c.attribute.replace("_", " ") + " " + c.value
    kin = re.sub(r"'s$", "", re.sub(r"^(?:my\s+|我的?)", "", other).split()[-1]) if other else ""
    kin = _EN_SAME_AS.get(kin.casefold(), kin)  # "my hubby" filed as the husband's
    if kin.isascii() and len(kin) > 3 and kin.endswith("s") and not re.search(rf"\b{re.escape(kin)}\b", _cues(said)):
        kin = kin[:-1]  # "my dogs" filed as the person's "dog names"
    before = r.cues[: max(0, r.cues.find(lowered))] + lowered[: max(0, lowered.find(other))]
    pet = other in PRONOUNS and bool(grams(r.c.value) & grams(before))  # "a puppy, her name is Mochi": the puppy's
    if _filed_as_pet(c.attribute) and other:  # a pet's fact, the speaker's pet named: after someone and before the
        # value ("my son named our puppy Rex"), or before a pronoun ("took our golden retriever to the vet, she's 9
        # now", "we got a bunny, named her clover"); not "my neighbor's parrot, Kiwi"
        value_at = r.cues.find(_cues(c.value))
        at = r.cues.rfind(other, 0, value_at) if value_at >= 0 else -1  # the mention before the value
        said_of = before[-60:] if other in PRONOUNS else r.cues[at + len(other) : value_at] if at >= 0 else ""
        owner = re.search(rf"\b(?:{PEOPLE_EN})(?:'s|\s+(?:has|had|have|got|gets|owns|adopted))\b", said_of)
        if owner and re.search(r"\b(?:me and|and i|we|for us|gave me|to me|my own)\b", said_of):
            owner = None  # "me and my husband got a cat", "my mom gave me her old dog": ours
        ours = re.search(
            rf"\b(?:our|my)\s+(?!(?:{PEOPLE_EN})\b)|\bwe\b|\b(?:gave|got|bought) me\b|我家|我们家|我的", said_of
        )
        pet = pet or (at >= 0 and not owner and ours is not None)  # ("my sister has a cat, her name is Luna": hers)
        pet = pet or (  # "ya a cat not a dog lol, her names Pickles": the cat just brought in, no one else's
            other in PRONOUNS
            and not owner
            and re.search(
                r"\b(?:a|an|the)\s+(?:[\w-]+\s+)?(?:dog|cat|pupp|kitten|bunny|rabbit|parrot|hamster)", said_of
            )
            is not None
        )
    # the kin the fact is filed under ("pet cat" for "my cat"): a word of it, not a part of one ("he" in "chef")
    named = (
        re.search(rf"\b{re.escape(kin)}\b", _cues(said))
        if kin.isascii()
        else normalize(arabic(kin)) in normalize(arabic(said))
        or bool(not other.startswith("我") and ZH_KIN_ABOUT.get(kin) and re.search(ZH_KIN_ABOUT[kin], said))
        or bool(ZH_KIN_EN.get(kin) and re.search(rf"\b(?:{ZH_KIN_EN[kin]})", _cues(said.replace("_", " "))))
        or bool(re.search("狗|猫", other) and re.search("宠物|狗|猫|pet", said))  # 我家狗狗今年十岁了, as 宠物: 狗
        or bool("宝宝" in other and re.search("子女|孩子|宝宝|小孩|育儿|怀孕", said))
    ) or bool(  # "our dog is a beagle" as pet_breed, "the cat turned out to be allergic to chicken" as pet_allergy
        re.search(r"\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|pups?|hamsters?|rabbits?|bunny|parrot|horse)\b", other)
        and re.search(r"\b(?:pet|dog|cat|pupp|kitten|hamster|rabbit|parrot|horse)", _cues(said))
    )
    where = _cues(c.attribute.replace("_", " "))
    here = (PLACE.search(where) or re.search(r"\bstate\b|province|region|county|省", where)) and _speaker_there(r)
    asked_of = _asked_about(asked) if other in PRONOUNS else ""  # "How old is your daughter?" / "she's 7"
    before = f"my {asked_of} {before}" if asked_of else before
    if other and not pet and not named and not here and not _relation_of_mine(other, c.attribute, before, r.cues):
        return "someone_else", other  # but "that's what they embroider on every pillow here in Ohio" is the person's
    return None


# Whose, when the rules above cannot tell. They name the ways a value is another's; a sentence they do not foresee
# ("someone at work is vegan", 我同事开的是特斯拉, 我家狗特别怕打雷) stored the value as the person's. So a fact
# filed under the person also needs the person to be the last one named, as a subject, before the value in its
# sentence: the speaker ("I", "me", "my", "we", 我) passes; anyone else (kin, a coworker, "someone", a pet, a baby, a
# character, he or she, 小李) holds the fact for the person's word (`twin memory review`) rather than storing or
# dropping it, since a word list cannot be sure and the person can. English reads the value's own clause; Chinese
# the sentence up to the value, since a Chinese topic goes on past commas.
#
# The speaker by position: "my" and 我 stand for the speaker until another is named after them ("my sister", 我同事,
# 我家狗); "my doctor says my blood pressure is high" is the speaker's.
SPEAKER_WORD = re.compile(rf"{SPEAKER_IN.pattern}|\bwe'd\b|我|俺|咱|本人")
# An English being named where a subject stands: after the start of a clause, a joiner or a word of saying, with its
# determiners ("so my sister", "the new guy"); not "with my sister", "for a surgeon" (objects).
OTHER_EN = (
    rf"(?:(?:step|grand|half)-?)?(?:{KIN}|{PEOPLE})s?|someone|somebody|everyone|everybody|people|person|folks"
    r"|in-laws|siblings?|buddy|buddies|pals?|mates?|bro|sis|bestie|roomie|other half|better half|bae|character"
    r"|protagonist|narrator|hero|heroine|coworkers|colleagues|pet|pets|gf|bf|he|she|they|family|little one"
    r"|(?:oldest|eldest|youngest|middle one)(?=\s+(?:is|was|has|had|just|turned|turns|started|got|goes|went)\b|'s\b)"
)
DETERMINER = (
    r"a|an|the|this|that|these|those|my|our|your|his|her|their|one|some|two|three|both|all|most|another|of|new|old"
    r"|little|big|best|older|younger|oldest|youngest|eldest|ex|whole|entire|other|main|[a-z]+'s"
)
WHO_ELSE = re.compile(
    r"(?:^|[,;:]\s*|\b(?:and|but|so|because|cause|cuz|since|while|when|though|although|then|that|if|whether|says"
    r"|said|say|thinks|thought|think|told me|tells me|heard|guess|reckon|apparently|turns out|found out|now|also|plus"
    rf"|btw|lol|haha)\s+)(?P<det>(?:(?:{DETERMINER})\s+){{0,4}})(?P<who>{OTHER_EN})\b"
    r"(?!\s+(?:and|n|&)\s+(?:i|me|myself)\b)"
)
# A Chinese being. A name is 小 or 老 and a surname (小李, 老王; not 小毛病, 老陈醋, 一点小钱, 小白一个), or a surname
# and a title (王姐, 张医生).
SURNAME = (
    "王李张刘陈杨赵黄周吴徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆"
    "汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔汤"
)
ZH_PERSON = r"女生|男生|小伙子?|姑娘|女孩|男孩|女的|男的|老人|老太太|老头|大叔|大妈|大爷|宝妈|宝爸|[那这]个人"
ZH_WHO_ELSE = re.compile(
    rf"(?P<who>老?师傅|{ZH_KIN_WORDS}|他们?|她们?|佢|宝宝(?![我呀啊])|宝贝|孩子|小孩|娃|老[大二三](?!爷)|鹦鹉|兔子|仓鼠"
    rf"|宠物|主角|主人公|角色|人物|女主|男主|(?<!所)有人|别人|某人|大家(?!好)|网友|群友|{ZH_PERSON}|病人|患者|顾客|客人"
    r"|房客|保姆|家人|亲戚|姊姊|姊|公婆"
    r"|(?:(?<=我的)|(?<=我的[\u4e00-\u9fff])|(?<=我的[\u4e00-\u9fff]{2}))(?:医生|大夫|律师|咨询师|治疗师|教练|摄影师)"
    rf"|[{SURNAME}](?:姐|哥|叔|婶|阿姨|大爷|老师|医生|总)"
    rf"|(?<![点些个叫])[小老][{SURNAME}](?![病醋历菜钱])(?!一个(?:$|[，,。])|一枚)"
    r"|(?<![点些个叫大])[小阿](?![时学区孩姐伙组说心卖吃红编哥弟妹朋宝米店腿狗猫车麦号事费白钱毛姨伯婆公爷奶叔])"
    r"[\u4e00-\u9fff](?=是|在|也|都|又|刚|今天|昨天|上个?月|去年|去了|找了|考上|考了|拿了|得了|开了|住在|搬|当了|做了|结婚"
    r"|订婚|离婚|跳槽|辞职|[一二三四五六七八九十两\d]+岁))"
)
# A Chinese given name as the subject opening a clause, without 小, 阿 or a surname (思远在深圳上班,
# 婷婷今年28了, 志强开了一家火锅店): two characters of those given names are most often made of, not one of the
# 2,000 most common words (平时, 公司, 现在) nor a holiday or a shop of such characters (国庆, 清明, 宜家), before
# what a person does or is (a place lived in takes 住了: 宁波住了两年). A name of other characters passes as the
# person's (no list of names is installed: docs/memory.md, "When the rules cannot tell")
GIVEN_NAME_CHARS = (
    "伟刚勇毅俊峰强军平保东文辉力明永健世广志义兴良海山仁波宁贵福龙元全国胜学祥才发武新利清飞彬富顺信子杰涛昌成康"
    "星光达安岩茂进林坚彪博诚敬震振壮思群豪邦承乐绍松善厚庆磊民友裕河哲江超浩亮政谦奇翰朗伯宏鸣朋斌梁栋维启克伦翔"
    "旭鹏泽晨辰建家致树德泰盛雄琛钧冠腾楠榕航弘宇轩睿铭昊宸皓然凯阳鑫一涵梓沐煜逸嘉佳秀娟英华慧巧美娜静淑惠珠翠雅"
    "芝玉萍红娥玲芬芳燕彩春菊兰凤洁梅琳素云莲真雪荣爱霞香媛艳瑞凡琼勤珍贞莉桂璐娅琦晶妍茜秋珊莎锦黛青倩婷娴瑾颖露"
    "瑶怡雁蓓仪荷丹蓉君琴蕊薇菁梦岚婕馨韵艺咏卿聪澜纯毓悦昭冰爽茗羽希欣育滢筠柔晓欢枫芸菲伊亚宜舒影妮恒鸿桦剑"
    "灵琪晴容烁唯威雯萱彦雨洋忠宗曼紫贤蝶菡蓝诗远桐诺子若依语心"
)
ZH_GIVEN_NAME = re.compile(
    rf"(?:^|(?<=[，,。！？!?；;：:\s])|(?<=然后|结果|听说|其实|不过|但是|而且))(?P<who>[{GIVEN_NAME_CHARS}]{{2}})"
    r"(?=在|住(?![了过])|是|做|开了|开的|养|吃|去|对|喺|(?:家)?的(?:(?=\S{0,2}$)|(?=\S{0,2}(?:狗|猫|兔|鸟|鹦鹉|仓鼠|布偶|柯基"
    r"|泰迪|金毛|哈士奇|柴犬|孩子|儿子|女儿|老公|老婆|男朋友|女朋友|车)))|老家|新买|今年|去年|明年|[上下]个?月|刚|已经|也是|还在|都|就|生日|结婚|离婚|怀孕"
    r"|辞职|搬|考上|考了|读|学|当|嫁|娶|得了|确诊|买了|要去|打算|准备|每天|一直|现在|[一二三四五六七八九十两\d]+岁"
    r"|$)"  # (or the value itself: 子涵吃素)
)


def _a_given_name(found: re.Match[str]) -> bool:
    """Whether two characters ZH_GIVEN_NAME found are a name rather than a common word (一直, 现在, 平时)."""
    return found.group("who") not in common_set("words.zh.txt") and found.group("who") not in (
        "国庆",
        "清明",
        "宜家",
        "新家",
    )


# Not a Chinese subject: after a word that makes it an object or a companion (我和老公, 给一个韩国老板打工,
# 养了两只猫, 以前当老师, 被老板安排; not the 为 of 因为, the 是 of 于是, the 学 of 大学), or in a clause opened by
# one (跟男朋友还有两只猫住在厦门)
ZH_NOT_SUBJECT = re.compile(
    r"(?:^\W*(?:跟|和|与|同|带着)|(?:和|跟|与|同|带着?|给|帮|替|陪|(?<![因作认以成])为了?|找|交|租|嫁|娶|养"
    r"|(?<![于但可就还也总只不要若倒真正或凡算])是|当|做|被|教|(?<![大小中同上放留开])学|照顾|像|比)了?"
    r"(?:我的?|我们的?|自己的?)?(?:[一两二三四五六七八九十几]?[个只位条]|一位|一个)?[\u4e00-\u9fff]{0,3}$)"
)
# Between 我 and a being that is the speaker's (我同事, 我家狗, 我们单位新来的那个小伙子, 我大学室友): anything
# else between them is a verb, and the being its object (我每天早上送两个孩子上学, 我跟女朋友还有两只猫)
ZH_MINE_BEFORE = re.compile(
    r"们?的?(?:家|单位|公司|部门|班|组|学校|医院|科室?|群|村|厂|店|小区|团队|宿舍|大学|高中|初中|老家)?(?:里|上)?的?"
    r"(?:有个|有位|有一个|有一位|一个|一位|那个|那位|这个|这位|新来的(?:那个|那位)?)?(?:最好的|好|新|老|前|亲|大|小)?$"
    r"|们?的[\u4e00-\u9fff]{0,2}$"  # 我的心理咨询师
)
# a clause begun anew without a comma, or what was said: 我同事跟我抱怨说他吃素三个月了
ZH_ANEW = re.compile(
    "结果|然后|后来|但是|可是|不过|所以|于是|没想到|谁知|(?<!一)(?:说|讲)(?:了|咗|过)?(?:好多次|很多次|好几次|几次|无数次)?$"
)
PARENT_OF = re.compile(
    r"^\W*(?:[\d一二两三四五六七八九十几]*个?(?:娃|孩子|宝|娃儿|娃娃|宝宝|双胞胎)的|[狗猫])$"
)  # 两个娃的(妈)
NOT_A_BEING = re.compile(
    r"单身狗|热狗|狗血|熊猫|猫奴|夜猫|猫眼|狗粮|[狗猫][妈爸]|我的妈[呀啊耶]"
)  # words that only hold one
QUOTE_MARKS = frozenset("'\"“‘「『《")  # 我不用'她'，用'ta': a word, not someone
COMPANIONS = re.compile(r"\b(?:with|w/)\s+(?:[\w'-]+\s+){1,4}?(?:and|&|n)\s+(?:[\w'-]+\s+){0,3}$")  # "with my gf and"
WITH_ME = re.compile(r"\b(?:me|i|myself)\s+(?:and|n|&)\s+(?:[\w'-]+\s+){0,3}$")  # "me and my two best friends"
SAYS_WHO = re.compile(r"\s+(?:(?:who|that|whom)\s+)?(?:i|we)\b")  # "a guy I climb with": that "I" says who he is
# said of the speaker again after the value: "…and i've gone vegan too", 室友刚来北京，我是土生土长的北京人; not "…, I
# hate golf", "I'm thinking about trying vegan", 我也想买一辆
NOT_YET_MINE = re.compile(
    r"\b(?:hate|hates|not|no|never|thinking|think|want|wanna|might|may|would|could|should|wish|considering|plan"
    r"|planning|about to|try|trying)\b|n't|想|要|不|没|别|打算|考虑|可能"
)


def _unclear_whose(r: _Reading, person: str, names: Iterable[str], asked: str = "", said_before: str = "") -> str:
    """The being other than the speaker that the value may be said of, when none of the rules decided whose it is:
    the last one named as a subject before the value, after the last word for the speaker ("" when the speaker comes
    last, or no one is named). The fact is then held for the person's word."""
    c = r.c
    if not _of_person(c, person) or _filed_under_another(c.attribute):
        return ""  # "my daughter is 7" as child_age is the person's fact about her
    pets = _filed_under_relation(c.attribute)  # "my dog is 5" as pet_age is theirs too; 美玲养了两只柯基 as pet is not
    value = _cues(c.value)
    if (
        ME_TOO.search(r.whole)
        or SELF_ID.search(r.whole)
        or re.search("[我俺](?:自己)?也是(?![不没])", r.whole)
        or _speaker_there(r)
        or any(_speaker_says_again(x, value) for x in (r.lowered[len(r.upto) :], *map(_cues, r.later)))
    ):
        return ""  # "my sister is a nurse, so am I", 我妈是医生，我也是, "here in Ohio", "and I live there too"
    phrase = _phrase_of_another(r)
    if phrase:
        return phrase
    whose = OWNED_AFTER.match(_cues(r.rest or ""))
    owned = re.sub(r"^\W*(?:his|her|their|[他她]的?)|[\W_]+", "", whose.group(0)) if whose else ""
    attribute = re.sub(r"[\W_]+", "", _cues(c.attribute))
    named_as = owned and (owned in attribute or attribute in owned)  # "we spent Christmas in Tulsa, his home town"
    # as hometown: his, whoever went there
    if whose and (named_as or not SPEAKER_WORD.search(f"{r.lead} {r.upto}")):
        return whose.group("who") or whose.group("en")  # 在厦门，他老家 ("in Xiamen, his home town"): his
    chinese = len(_CJK.findall(r.lowered)) >= len(re.findall("[a-z]", r.lowered))
    opens_with_verb = re.match(r"\s*(?:is|was|'s|are|were|has|had|just|turned|turns|works|lives|moved)\b", r.upto)
    said = f"{r.lead} {r.upto}" if r.lead and (chinese or opens_with_verb) else r.upto  # "the fella next door,
    # Dave, is 80": an English clause with no subject goes on with the one before it
    moved_on = TOPIC_CHANGE.search(r.cues[: max(0, r.cues.find(value))])  # "loved it. anyway, been a nurse for 10
    # years now": the question answered, the person moves on to themselves
    about = "" if SPEAKER_WORD.search(f"{r.lead} {said}") or moved_on else _asked_about(asked, said_before)
    if about and not (pets and ANIMAL.search(about)):
        return about  # "How old is your son?" / "8 going on 18 lol", "Where's she going?" / "yep, to Leeds": theirs
    own = {_cues(n) for n in names if n} | {_cues(person)} | set(re.split(r"[\W_]+", _cues(c.attribute)))
    # the person's own names, and the words of the attribute ("salary is 90k" as salary: no one called salary)
    baby = BABY_WORDS.search(said) is not None
    others = [m for m in WHO_ELSE.finditer(said) if _subject_en(said, m)]
    others += [m for m in NAMED.finditer(said) if _a_name(m)]
    others += [m for m in ZH_WHO_ELSE.finditer(said) if _subject_zh(said, m, baby)]
    others += [m for m in ZH_GIVEN_NAME.finditer(said) if _a_given_name(m)]
    others = [
        m
        for m in others
        if m.group("who") not in own
        and m.group("who") not in value
        and said[m.start("who") - 1 : m.start("who")] not in QUOTE_MARKS
        and not (pets and ANIMAL.search(m.group("who")))
    ]
    if not others:
        return ""
    other = max(others, key=lambda m: m.start("who"))
    named = "det" in other.re.groupindex and bool(other.group("det"))
    who_i = SAYS_WHO.match(said, other.end("who"))
    says_who = who_i is not None and (named or re.search("who|that|whom", who_i.group(0)) is not None)
    for speaker in SPEAKER_WORD.finditer(said, other.end("who")):
        if says_who and speaker.end() == who_i.end() or _in_phrase(said, other, speaker.start()):  # type: ignore[union-attr]
            continue  # "a guy I climb with", "this woman at my gym": the speaker inside the phrase that names them
        return ""  # the speaker is named after them ("bro I'm a nurse", 老公我今天升职了)
    return other.group("who")


# Someone by name as a clause's subject, as chat writes names (lowercase too): "jake moved to leeds", "emma's 27",
# "dave from work runs marathons"; a word of no everyday English, not a chat word, before a verb
A_VERB = re.compile(
    r"'s\s|\s+(?:is|was|has|had|got|gets|just|moved|lives|lived|works|worked|quit|started|went|runs|ran|does|did"
    r"|left|joined|became|turned|is|loves|hates|drives|studies|teaches|married|broke|found|bought|sold|won|lost|can|will"
    r"|never|always|still|finally|already|also|turns|plays|speaks|flies|owns|teaches|coaches|manages|sings|writes|cooks"
    r"|travels|swims|rides|leads|goes|says|wants|needs|knows|has|makes|takes|keeps|stays|starts|moves)\b"
)
NAMED = re.compile(
    r"(?:^|[,;:]\s*|\b(?:and|but|so|because|since|while|when|then|that|says|said|now|also|plus|btw|lol|haha|omg)\s+)"
    r"(?P<who>[a-z][a-z]{2,})(?:\s+from\s+(?:work|accounting|the office|next door|upstairs|downstairs|school|uni))?"
    rf"(?={A_VERB.pattern}|\s+[a-z]{{3,}}(?<![suiy'])s\b)"  # or any verb of the third person: "dave flies"
)
# everyday words that open a clause before a verb without naming anyone: pronouns, words that point and count,
# adverbs and times, and the person's own things ("work is in Denver", "rent's 2k"). Any other everyday word there,
# before a verb that a name takes (A_VERB), names someone: chat writes names lowercase, and many are words ("tom's
# 52", "will moved to boston", "rose is a dentist now", "hope went vegan")
NOT_A_NAME = frozenset(
    "i you he she it we they me him her us them this that these those who what which where when why how there here"
    " the a an my our your their some any every no few several many most more less couple half first second last next"
    " two three four five six seven eight nine ten eleven twelve twenty hundred thousand"
    " everyone everybody someone somebody nobody anyone anybody everything something nothing anything all both each"
    " either neither none one mine yours ours theirs his hers its ya u ur"
    " just also still never always finally already really actually literally basically then now today tonight"
    " yesterday tomorrow recently lately currently eventually soon later once again even only probably maybe"
    " definitely totally apparently honestly seriously sometimes usually often"
    " morning afternoon evening night week weekend month year monday tuesday wednesday thursday friday saturday"
    " sunday"
    " work job home life rent salary pay school uni college class commute name age birthday health weight height"
    " house flat apartment place car phone family kids money diet weather traffic winter spring autumn fall food"
    " yes no yeah well oh ok okay so and but or because since while though although if as like".split()
)
CHAT_WORDS = frozenset(
    "lol lmao omg tbh ngl idk imo imho btw fyi rn tho lowkey highkey smh ikr irl jk ofc pls plz thx yall gonna wanna"
    " gotta kinda sorta dunno yeah yep nope nah okay ok hmm ugh welp anyway anyways basically literally honestly"
    " tbf afaik iirc bc cuz cos coz".split()
)


def _a_name(found: re.Match[str]) -> bool:
    """Whether the word NAMED found can be a name: no chat word, and an everyday word only before a verb a name
    takes, and only when it is not a word that points or counts, a time, or the person's own thing."""
    word = found.group("who")
    if word in CHAT_WORDS or word in NOT_A_NAME:
        return False
    return word not in common_set("words.en.txt") or A_VERB.match(found.string, found.end()) is not None


def _speaker_says_again(text: str, value: str) -> bool:
    """Whether `text` (what follows the value) says the value again with the speaker as its subject ("and i've gone
    vegan too"; not "I hate golf", 我也想买一辆). Narrower than `_again_mine`, the rules' reading, which also takes
    a verb that follows ("I married a Catholic girl and converted"): here a word list decides nothing it cannot see."""
    if not value:
        return False
    said = re.compile(rf"\b{re.escape(value)}\b" if value.isascii() else re.escape(value))
    for speaker in SPEAKER_WORD.finditer(text):
        tail = text[speaker.end() : speaker.end() + 60]
        found = said.search(tail)
        if found and not NOT_YET_MINE.search(tail[: found.start()]):
            return True
    return False


PETS_IN_KIN = frozenset("dog cat puppy pup kitten parrot hamster rabbit bunny horse pony".split())
PEOPLE_EN = "(?:" + "|".join([w for w in KIN[3:-1].split("|") if w not in PETS_IN_KIN] + [PEOPLE]) + ")"  # people,
# not the pets KIN also names
ANIMAL = re.compile(r"dog|cat|pet|pupp|kitten|parrot|rabbit|bunny|hamster|horse|狗|猫|鹦鹉|兔|仓鼠|宠物")


def _filed_under_relation(attribute: str) -> bool:
    """Whether an attribute files the fact under a relation or a pet (child_age, name_of_pet, 宠物名字), word by word:
    not "exercise" for ex, "catchphrase" for cat."""
    return _filed_under_another(attribute) or _filed_as_pet(attribute)


def _filed_as_pet(attribute: str) -> bool:
    """Whether an attribute files the fact under a pet (pet_age, dog_name, 宠物名字), word by word."""
    words = re.split(r"[\W_]+", _cues(attribute))
    return any(re.fullmatch(r"(?:pet|dog|cat|puppy|kitten|parrot)s?", w) for w in words) or bool(
        re.search("宠物|狗|猫", attribute)
    )


def _in_phrase(said: str, other: re.Match[str], at: int) -> bool:
    """Whether the speaker's word at `at` is inside the English phrase that names `other`: "this woman at my gym is
    a dentist", "the lady who cuts my hair is from Brazil" (not "my friends call me Jo")."""
    between = said[other.end("who") : at]
    return at > other.end("who") and (
        re.fullmatch(r"\s+(?:(?:who|that|whom)\s+\w+|(?:at|on|in|from|of|near|for)(?:\s+the)?)\s+", between) is not None
    )


# The value inside an English phrase that names another, whatever its place in the sentence: "I have a daughter with
# Down syndrome", "I report to a VP from Singapore" (after it), "I'm a nanny for a French family" (before it); not
# after "I'm (just) a", "as a" ("I'm a guy from Ohio", "I'm just a typical guy from Texas", "I work as a French
# teacher")
NAMING = r"\b(?:a|an|the|some|two|three|four|several|few|this|that|these|those|my|our)\s+(?:[\w-]+\s+){0,3}?"
VALUE_AFTER_ANOTHER = re.compile(
    rf"(?<!\bin )(?<!\bamong )(?<!\bof ){NAMING}(?P<who>(?:{KIN}|{PEOPLE})s?|someone|somebody|family|vp|ceo)"
    r"\s+(?:with|from|of|who|who's|whose|that)(?:\s+(?!as\b)[\w'-]+){1,5}$"
)
# the value's clause followed by one that gives it to another, as an apposition: 在厦门，他老家; "in Leeds, her
# home town"
OWNED_AFTER = re.compile(
    r"\s*(?:(?P<who>[他她])的?(?:老家|家乡|家|公司|学校|母校|单位|专业|职业|生日|城市)"
    r"|(?P<en>his|her|their)\s(?:home ?town|home|company|school|uni|university|alma mater|job|birthday|city|place))"
    r"\s*\W*$"
)
VALUE_BEFORE_ANOTHER = re.compile(r"\b(?:a|an|the|some|two|three|several|few)\s+(?:[\w-]+\s+){0,2}$")
AFTER_ANOTHER = re.compile(rf"[^\s]*\s+(?:[\w-]+\s+){{0,1}}?(?P<who>(?:{KIN}|{PEOPLE})s?|family|speakers?)\b")
COPULA_BEFORE = re.compile(
    r"\b(?:i'm|im|am|as|be|being|been|became|become|is|are|was|were|'s)\s+(?:(?:just|really|basically|only|still"
    r"|honestly|literally|actually|kind of|kinda|sort of|pretty much|your|the|a|an|typical|average|regular|normal"
    r"|simple|proud|happy|busy|tired)\s+){0,2}$"
)


def _phrase_of_another(r: _Reading) -> str:
    """The being whose English phrase holds the value (VALUE_AFTER_ANOTHER, VALUE_BEFORE_ANOTHER), or ""."""
    upto, after, value = r.upto, r.lowered[len(r.upto) :], _cues(r.c.value)
    if not upto.isascii() or any(SPEAKER_WORD.search(x) for x in (after, *map(_cues, r.later))):
        return ""  # "I've got a girlfriend in Denver and I live there too"
    if len(re.findall(rf"\b{re.escape(value)}\b", r.whole)) > 1:
        return ""  # "I married a Greek guy and took Greek citizenship": said again of the person's own
    found = VALUE_AFTER_ANOTHER.search(upto)
    if (
        found
        and not COPULA_BEFORE.search(upto[: found.start()])
        and found.group("who") not in value
        and not SPEAKER_WORD.search(upto, found.end("who"))  # "a friend of mine got me into bouldering"
        and (r.lead or re.search(r"\w", upto[: found.start()]))  # "A kid from the Bronx, now a lawyer": the speaker
    ):
        return found.group("who")
    head = _before_value(r)
    naming = VALUE_BEFORE_ANOTHER.search(head) if head else None
    later = AFTER_ANOTHER.match(after)
    if (
        naming
        and later
        and not COPULA_BEFORE.search(head[: naming.start()])
        and later.group("who") not in value
        and not re.search(r"\bother\s+$", head)  # "two other Italian students": the speaker is one
    ):
        return later.group("who")  # "I'm a nanny for a French family"; not "I have a twin brother"
    return ""


# a question after news of someone that asks about them without naming them: "Is it serious?", 严重吗？ (not "Nice,
# quiet week?", 忙吗？, which ask about the person)
CONCERN = re.compile(
    r"\b(?:is (?:it|that) serious|what happened|how (?:is|are|bad|serious|old|long)|how's|when is|when's|where is"
    r"|where's|where are|how did it go|is (?:he|she) ok)\b"
    r"|严重|怎么了|怎么样了|还好吗|要紧|几岁|多大|什么时候|在哪|哪里|咩事|点样"
)
# a turn that opens with news of one of the person's people: "my grandma's in hospital", 我外婆住院了
TOPIC_CHANGE = re.compile(r"\b(?:anyway|anyways|btw|by the way|on another note|otherwise)\b|对了|话说|另外|顺便说")
TOPIC_OPENED = re.compile(rf"\W*(?:(?:my|our)\s+(?:[\w-]+\s+)?(?P<en>{OTHER_EN})\b|我的?(?P<zh>{ZH_KIN_WORDS}))")


def _asked_about(said_by_ai: str, said_before: str = "") -> str:
    """The being the AI's last question asks about, when it asks about another and not about the person: "How old
    is your son?", 你儿子多大了？ (not "Do you and your wife live in Leeds?"); or, when it names no one ("Is it
    serious?", 严重吗？), the one the person's turn before it opened with (我外婆住院了)."""
    questions = [q for q in _SENTENCE.findall(_cues(said_by_ai)) if re.search(r"[?？]\s*$", q)]
    if not questions:
        return ""
    asked = questions[-1]
    if CONCERN.search(asked) and not re.search(
        rf"\b(?:you|your|yours|yourself|{OTHER_EN})\b|你|您|[他她它]|{ZH_KIN_WORDS}", asked
    ):
        opened = TOPIC_OPENED.match(_cues(said_before))  # the person's news about another, asked about
        if opened and not SPEAKER_WORD.search(_cues(said_before), opened.end()):
            return opened.group("en") or opened.group("zh")
    english = re.search(rf"\byour\s+(?:[\w-]+\s+)?(?P<who>{OTHER_EN})\b", asked) or re.search(
        r"\b(?P<who>he|she)\b",
        asked,  # "How's he doing?", "Where's she going?"
    )
    chinese = re.search(rf"(?:你(?:的|家|们家)?|^\W*)(?P<who>{ZH_KIN_WORDS}|宝宝|孩子|小孩|娃|[狗猫])", asked)
    chinese = chinese or re.search("(?P<who>[他她佢])(?!们|哋)", asked)  # 她是做什么的？, 佢幾多歲啦？
    found = english or chinese
    if found is None:
        return ""
    rest = asked[: found.start()] + " " + asked[found.end() :]
    if re.search(r"\byou(?:'re|'ve|'d|'ll)?\b(?! (?:said|mentioned|told me))", rest) or re.search(
        "你(?!的|家|们家|说|讲|提到|之前说)",
        rest,  # "you said your brother…" asks about the brother
    ):
        return ""  # the person is asked about too
    return found.group("who")


def _subject_en(said: str, found: re.Match[str]) -> bool:
    """Whether an English being stands as a subject: not beside the speaker ("me and my husband", "with my girlfriend
    and two cats"), not one who acted for the person ("the doctor diagnosed coeliac"), and one named with "a" only when
    a verb follows it ("a mate from uni is a surgeon", not "A mum of 3 living in Cardiff")."""
    before = said[max(0, found.start("who") - 60) : found.start("who")]
    mine = re.match(r"\s+of\s+(?:mine|ours)\b", said[found.end("who") :])  # "a friend of mine recommended"
    acted = ACTS_ON_ME.match(said, found.end("who") + (mine.end() if mine else 0))
    if WITH_ME.search(before) or acted or COMPANIONS.search(before):
        return False
    if re.match(BIO_OF, said[found.end("who") :]) and not re.search(r"\w", said[: found.start()]):
        return False  # "mum of two, physio in Leeds": the speaker, as a bio says it
    if re.search(r"\b(?:a|an|one)\s", found.group("det").split(",")[-1]):
        rest = re.sub(r"\b(?:who|that|whom)\s+\w+", " ", said[found.end("who") : found.end("who") + 200])
        return FINITE.search(rest) is not None
    return True


def _subject_zh(said: str, found: re.Match[str], baby: bool) -> bool:
    """Whether a Chinese being stands as a subject, and is one at all: not an object or a companion (ZH_NOT_SUBJECT,
    or a verb between 我 and it), not the speaker in a bio (两个娃的妈, 宝妈一枚, 我一个小伙子, 本人女生), not a place
    (住在姑妈家), not one who acted for the person (一个同事推荐的), not 宝宝 as people call themselves (without a
    baby's words near, or 我家)."""
    start, end, who = found.start("who"), found.end("who"), found.group("who")
    clause = re.split(r"[，,。.!！?？;；]", said[max(0, start - 40) : start])[-1].strip()
    after = said[end : end + 8]
    me = [m.end() for m in re.finditer("[我俺]", clause)]
    if NOT_A_BEING.search(said[max(0, start - 2) : end + 2]):
        return False  # 单身狗, 我的妈呀
    if re.fullmatch("妈|爸|妈妈|爸爸", who) and PARENT_OF.search(clause):
        return False  # 两个娃的妈: the speaker, as a bio says it
    if (
        re.search("的(?:那个|那位|这个|这位)?$", clause)
        and not re.search("(?:跟|和|与|同|给|帮|替|陪|找|交|嫁|娶|养|请)了?(?:一个|一位|个|位)", clause)
        and not ZH_ACTED_FOR.match(after)
    ):
        return True  # the head of what the clause says of it: 我照顾的那个老人, 和我家那位一个单位的小李, 我最好的朋友
        # (not 我跟一个北京的朋友: an object)
    introduced = re.match(r"[，,。]", after) and re.search(r"(?:[一两二三四五六七八九十几]|有)[个位只]\S{0,4}$", clause)
    return not (
        ZH_NOT_SUBJECT.search(clause)
        or (
            me
            and not ZH_MINE_BEFORE.fullmatch(clause[me[-1] :])
            and not introduced
            and not ZH_ANEW.search(clause[me[-1] :])
        )  # 我每天早上送两个孩子: its object; but one introduced at the end of its clause is what the next goes on
        # about (我请了一位阿姨，五十多岁), and after a "then" a run-on sentence begins anew
        # (我跟她说…结果她真的辞职了)
        or (re.fullmatch(ZH_PERSON, who) and re.search(r"(?:[我俺]|本人)(?:是|就是)?(?:一个|个|一枚)?$", clause))
        or re.match(r"一枚|一个(?:$|[，,。])", after)  # 宝妈一枚, 小白一个: the speaker
        or re.search("我们?一$", clause)  # 我们一家人
        or (
            re.search(r"(?<![现正还实存所好自])(?:在|到|去|回)(?:我的?)?[\u4e00-\u9fff]{0,2}$", clause)
            and re.match("家|那|这", after)
        )
        or (
            re.match("的(?:妈|爸|妈妈|爸爸)(?:$|[，,])", after)
            and re.search(r"^\W*[\d一二两三四五六七八九十几]*个?$", clause)
        )
        or ZH_ACTED_FOR.match(after)
        or re.match("都[没不]", after)  # 一个同事都不认识
        or (who in ("宝宝", "宝贝") and not baby and not re.search("[我俺]们?家的?$", clause))
    )


# a clause that opens with the speaker as its subject: "I've been …", "i'm …", 我是…, 我在…
SPEAKER_SUBJECT_AT = re.compile(
    r"\W*(?:(?:and|but|so|well|honestly|actually|yeah|yes|yep|lol|haha|oh|um|also)\W+)*"
    r"(?:i|i'm|im|i've|ive|i'd|i'll|i was|we|we're|we've)\b|\W*(?:我|俺)(?!的|们?家|[妈爸姐哥弟妹])"
)


# a relation of the person's, as a fact filed under it may name it ("partner_name" for "my boyfriend's name is
# Tomás"), and as the person says it is theirs before a pronoun stands for them ("I started dating someone in March,
# her name is Noor")
RELATIONS = (
    (r"partner|spouse|significant other|boyfriend|girlfriend|husband|wife|fianc|dating|relationship|married",
     r"boyfriend|girlfriend|bf|gf|husband|hubby|wife|wifey|partner|fianc[ée]e?|spouse|other half|better half",
     r"\b(?:i|i'm|im|i've|ive|we|we're|we've)\s+(?:\w+\s+){0,2}?(?:dating|seeing|married|engaged|going out with"
     r"|together)\b|\b(?:i|i've|ive)\s+(?:\w+\s+){0,1}?(?:have|got|met|found)\s+an?\s+(?:new\s+)?(?:boyfriend"
     r"|girlfriend|bf|gf|partner|fianc[ée]e?)\b"),
    (r"child|children|kid|son|daughter|baby", r"kids?|sons?|daughters?|baby|babies|child|children|boy|girl",
     r"\b(?:i|we)\s+(?:\w+\s+){0,2}?(?:had|have|adopted)\s+(?:a|our|my)\s+(?:baby|son|daughter|boy|girl)\b"),
    (r"parent|mother|father|mom|mum|dad", r"mom|mum|mother|dad|father|parents?", r"$^"),
)  # fmt: skip


def _relation_of_mine(other: str, attribute: str, before: str, text: str) -> bool:
    """Whether `other` (a pronoun, or "my boyfriend") is a relation of the person's that the fact's attribute is
    filed under, so the value is the person's fact about that relation (not about a relation of theirs: "my
    boyfriend's brother is called Luca", "her mum's a dentist")."""
    said = _cues(attribute.replace("_", " "))
    if re.search(rf"\b{re.escape(other.casefold())}(?:['’]s)?\s+(?:[a-z-]+\s+)?(?:{KIN}s?|first|birth|ex)\b", text):
        return False
    for about, kin, verbs in RELATIONS:
        if not re.search(rf"\b(?:{about})", said):
            continue
        if re.fullmatch(rf"(?:my|our)\s+(?:{kin})", other.casefold()):
            return True
        if other.casefold() in PRONOUNS and (
            re.search(rf"\b(?:my|our)\s+(?:\w+\s+)?(?:{kin})\b", before) or re.search(verbs, before)
        ):
            return True
    return False


def play_cue(text: str) -> bool | None:
    """True when the person's words set up a role-play, False when they end one ("ok pause pause, real talk: ...",
    出戏), the later of the two where both are; None when they do neither."""
    cues = _cues(text)
    start = max((m.start() for m in PLAY_NEXT.finditer(cues)), default=-1)
    end = max((m.start() for m in PLAY_END.finditer(cues)), default=-1)
    return None if start == end else start > end


def playing(texts: Iterable[str], going: bool = False) -> bool:
    """Whether the person's words `texts`, in order, leave a role-play going (`going`: one was before them)."""
    for text in texts:
        cue = play_cue(text)
        going = going if cue is None else cue
    return going


def unheld(value: str, said: str, quote: str = "") -> set[str]:
    """The words of `value` that the person's words `said` do not hold: the model may reword and frame, never add.

    Every English word of the value, stemmed, is in `said` or a form of it is ("engineer" in "engineering", 14 in
    "14th"); every Chinese character of it is there too and, from two of them on, one pair of neighbours as the
    person wrote it (杭州 holds no 广州, 上海 no 海上: one shared character says nothing). Words that only frame a
    value may be missing ("named", 叫), a hedge ("probably", 约), and a word that says a negation ("dislikes",
    不喜欢) where the person denied something ("I'm not a fan of big cities"). "a dog named Miso" from "I have a
    cat named Miso" leaves "dog"; "senior software engineer" from "I'm a junior software engineer", "senior".
    """
    value = _ADMIN_SUFFIX.sub("", value)  # 朝阳区 for "是朝阳", 深圳市 for 深圳
    rest, plain = simplified(_ALREADY.sub("", value)[:2]), simplified(said)
    if re.search(rf"{re.escape(rest)}[^\s，,。.!！?？；;]{{0,4}}了", plain) and not re.search(
        r"明年|后年|下个?月|下周|明天|后天|将|要|快|准备|打算|计划|差点|差一点|再过|马上|就要", plain
    ):
        value = _ALREADY.sub("", value)  # 已退休两年 for 我退休两年了; not 已婚 (one character says too little), not
        # 已退休 for 我明年退休
    words = content(arabic(value))
    have = content(heard(said))
    missing = {w for w in words if not _holds(w, have)} - FRAMING
    if not have & CURRENCY:  # 20000元 for 月薪两万: yuan, unless the person named a currency
        missing -= {"元"}
    ages = "|".join(w for w in words if w.isdigit())  # 30岁出头 for 我三十出头: an age's unit, its number said as an
    rough = rf"(?<!\d)(?:{ages})(?:出头|多|左右|来)(?!年|公斤|斤|块|元|万|千|个|米|平|天|月|次|小时|分)"
    unit = {"岁"} if ages and re.search(rough, heard(said)) else set()  # age is
    missing -= unit  # (not 3岁 for 三年级)
    missing -= {w for w in missing & STOPWORDS if re.search(rf"\b{w}\b", _cues(said))}  # "owns" for "I own"
    missing -= content(" ".join(m.group(0) for m in HEDGED_VALUE.finditer(_cues(value))))
    if missing and _negated(_cues(said)):
        missing -= content(" ".join(m.group(0) for m in NEGATIVE_VALUE.finditer(_cues(value))))
    pairs = {
        g for g in grams(arabic(value)) if not g.isascii() and not set(g) & (FRAMING | unit)
    }  # 两只猫: 猫…养了两只
    if pairs and not pairs & grams(arabic(said)):
        missing |= pairs  # characters scattered over the turn, no word of the value
    if missing:
        spelled = _spelled_out(value, quote or said)  # New York City for "NYC", 北京大学 for 北大: in the quote
        missing = {w for w in missing if w not in spelled and not (len(w) == 2 and set(w) <= spelled)}
    return missing


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


def _holds(word: str, words: set[str]) -> bool:
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


def _authority(c: Candidate) -> str | None:
    """ "authority" when a fact would give a role or a permission ("user is admin"), else None."""
    key = c.attribute.casefold().replace(" ", "_").replace("-", "_")
    if key in AUTHORITY_ATTRIBUTES:
        return "authority"
    if (key in ROLE_ATTRIBUTES or c.kind == "rule") and AUTHORITY_VALUE.search(_cues(c.value)):
        return "authority"
    if c.kind in ("rule", "preference") and BOUNDLESS.search(_cues(c.value) + " " + _cues(c.quote)):
        return "authority"
    return None


_DIGITS = re.compile(r"\d+")
CORRECTION = re.compile(
    r"\b(?:sorry|actually|i meant|i mean|correction|not\b.*\bbut|my mistake|i was wrong|wrong|typo|rather)\b"
    r"|说错|不是.*(?:是|而是)|搞错|写错|打错|更正|纠正|其实|应该是|我是说"
)  # a model's "corrects" stands only where the person's words say the old value was a mistake
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


def _clause_of(text: str, quote: str, value_words: set[str]) -> tuple[str, str]:
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
    parts = [p for p in _CLAUSE.findall(spaced) if p.strip() and not re.fullmatch(r"[.!?。！？;；,，()（）]", p)]
    clauses: list[str] = []
    for part in parts:
        clauses.extend(p for p in _BUT.split(part) if p.strip())
    return clauses or [sentence]


# verbs that make the one they name the person's own: a partner, a child, someone hired (not one looked after or taught)
RELATION_MADE = re.compile(
    r"marr|dat(?:e|ed|ing)\b|seeing|going\s+out|relationship|fell|falling|engaged|adopt|foster|hire|employ|t(?:ake|akes"
    r"|ook|aking)\s+in|crush|hook"
)


def _filed_under_another(attribute: str) -> bool:
    """Whether a fact's attribute files it under another person (child_nationality, 男朋友籍贯, partner_occupation):
    the value is that person's, said by the person, and rightly kept as the person's fact about them."""
    said = _cues(attribute.replace("_", " "))
    return bool(
        re.search(
            rf"\b(?:step-?|grand-?|half-?)?(?:{KIN}|partner|spouse|child|children|kid|son|daughter|baby|boyfriend"
            r"|girlfriend)s?\b",
            said,
        )
        or re.search(rf"{ZH_KIN_WORDS}|配偶|伴侣|对象|孩子|宝宝|保姆|阿姨|徒弟|学生", said)
    )


def _zh_object_of(r: _Reading, kind: str) -> str:
    """The words that make a Chinese value another's, the one the person's verb is about (ZH_OBJECT_OF); ""."""
    value = _cues(r.c.value)
    if not value or value.isascii():
        return ""
    own_kind = _filed_under_another(r.c.attribute)  # 男朋友籍贯 for 我找了个上海男朋友: the person's fact about him
    form = FOR_KIN.search(r.cues)
    mine_after = form and re.search("[我俺](?:自己|(?:跟|和)\\S{1,3}一样)|给自己", r.cues[form.end() :])
    at = r.cues.find(value, form.end()) if form else -1
    if form and at >= 0 and not mine_after and not re.search("[我俺]", r.cues[form.end() : at]):
        return form.group(0)  # not 帮我妈填个报名表，我也是B型血
    # 宝宝对鸡蛋过敏，辅食都得特别注意 (宝宝 is the speaker too: 宝宝今年三十了，天天被催婚)
    baby = BABY.match(r.lowered)
    if (
        baby
        and BABY_WORDS.search(r.cues)
        and TRAIT.search(kind)
        and not own_kind  # 宝宝八个月了 as child_age: the person's fact about the baby
        and not re.search("[我俺](?:自己|也)", r.cues)
    ):
        return baby.group(0)
    pet = re.search("宠物|养|pet", kind)
    if not (TRAIT.search(kind) or PLACE.search(kind) or re.search("学校|年级|残疾|专业|婚姻", kind)) and not pet:
        return ""  # 城市 for 我找了个上海男朋友 too
    for found in ZH_OBJECT_OF.finditer(r.whole):
        group = found.lastgroup or ""  # the one named group of the alternative that matched
        if own_kind and group in "abcdhjklmnq":  # a partner, a child, someone hired: not one cared for or taught
            continue
        if (group == "i") != bool(pet) or re.search("(?:^|[，,、])[我俺]|[我俺](?:是|也|自己)|^也", found.group(group)):
            continue  # 我收了个徒弟，我是做木工的: the person's own
        if value not in found.group(group) and not (found.group(group) in value and len(found.group(group)) > 1):
            continue
        settled = PLACE.search(kind) and re.search(
            rf"(?:定居|住在|住|搬到|搬去|回到|落户)\S{{0,2}}{re.escape(value)}", r.cues
        )
        if (  # 我也是 said alone, or the value said of the person after the match: not 我也是程序员 of another value
            any(re.match(r"\s*(?:$|[，。！？,.!?；;啊呀呢吧])", r.whole[m.end() :]) for m in ME_TOO.finditer(r.whole))
            or SELF_ID.search(r.whole)
            or re.search(
                rf"[我俺](?:自己)?(?:也|都|就)?(?:是|有|在)?[^，。！？,.!?；;]{{0,8}}{re.escape(value)}",
                r.cues[found.end() :],
            )
            or re.search(  # the value left out: 我帮她喂猫，我自己也养了一只
                r"[我俺](?:自己)?也\S{0,3}?(?:一|两|几)?(?:只|个|条|位|头)(?=$|[，。！？,.!?；;])",
                r.cues[found.end() :],
            )
            or _again_mine(r, PLACE.search(kind) is not None)
            or settled  # 我嫁了个上海人，现在也定居上海
        ):
            return ""  # 我找了个医生男朋友，我自己也是医生; 我娶了个上海姑娘，我是上海人
        return found.group(0)
    return ""


def _thing_or_service(r: _Reading) -> bool:
    """The value names or modifies a thing, not a person: "a Japanese company", "a Spanish class", "an ADHD coach",
    "the government", "a chronic illness", 德语班."""
    value = _cues(r.c.value)
    at = len(_before_value(r))
    word = re.match(r"[\w'-]+", r.lowered[at:]) if r.lowered[at : at + 1].isascii() else None
    return bool(
        THING_VALUE.search(value)
        or (r.lowered.startswith(value, at) and THING.match(r.lowered, at + len(value)))
        or (word and THING.match(r.lowered, at + word.end()))
    )


def _again_mine(r: _Reading, place: bool) -> bool:
    """The sentence says the value of the person too, after the other's: "I married a Catholic girl and converted to
    Catholicism", "I have a sister in Boston, I live there too", 我照顾一个糖尿病老人，我自己也有糖尿病."""
    tokens = list(_TOKEN.finditer(r.whole))

    def hit(t: str) -> bool:
        t = t.replace("'", "")
        return (stem(t) if t.isascii() else t) in r.value_words or _number(t.casefold()) in r.value_words

    first = next((i for i, m in enumerate(tokens) if hit(m.group(0))), None)
    if first is None:
        return False
    # past the first run of the value's words
    i = first
    while i < len(tokens) and hit(tokens[i].group(0)):
        i += 1
    rest_start = tokens[i].start() if i < len(tokens) else len(r.whole)
    rest = r.whole[rest_start:]
    for m in tokens[i:]:
        around = r.whole[max(rest_start, m.start() - 60) : m.start()] + " " + r.whole[m.end() : m.end() + 12]
        if hit(m.group(0)) and MINE_AGAIN.search(around):
            return True
    if ONE_TOO.search(rest) or (
        CHANGED_TO.search(rest) and re.search(r"nationality|religion|faith|国籍|宗教|信仰", _cues(r.c.attribute))
    ):
        return True
    return place and (bool(THERE.search(rest)) or any(_me_then_there(piece) for piece in re.split(r"[.;]", rest)))


def _me_then_there(piece: str) -> bool:
    """ "I" or "we", then "there" or "here", in one piece of a sentence (found in one pass each: a message of 20,000
    characters once took seconds)."""
    there = THERE_ALONE.search(piece)
    return there is not None and re.search(r"\b(?:i|we)\b", piece[: there.start()]) is not None


def _speaker_there(r: _Reading) -> bool:
    """Whether the words right around the value put the speaker there: "here in Ohio", "the heat in my apartment in
    Oakland", "came to see me in Milwaukee", 我爸妈开车来济南看我."""
    before = _before_value(r)
    return bool(
        HERE_IN.search(before)
        or _my_home(before)
        or VISITS_ME.search(before)
        or re.search(rf"来{re.escape(_cues(r.c.value))}(?:看|找|陪|探望)我", r.cues)
    )


def _my_home(before: str) -> bool:
    """Whether the value follows the speaker's own home ("…the heat in my apartment in "), one they still hold."""
    found = MY_HOME_IN.search(before)
    return found is not None and not HOME_GIVEN_UP.search(before[: found.start()])


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


def _up_to_value(clause: str, value_words: set[str]) -> str:
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


JOINER = re.compile(r"\b(?:and|to|then|now|so|because|but|for|instead)\b|然后|现在|才|就|后来|改|转|又|而")


def _against(before: str, cue: re.Pattern[str]) -> str:
    """The last `cue` in the words before the value when it bears on the value: no joiner between them ("I quit my
    job and now work at Apple" quits no Apple), and for a feeling, no words that make the value the person's ("I
    hate my job as a nurse")."""
    said = list(cue.finditer(before))
    if not said:
        return ""
    found = said[-1]
    between = before[found.end() :]
    if JOINER.search(between) or (cue is AGAINST and OWNED.search(between)):
        return ""
    return found.group(0)


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


def _acted(text: str, quote: str) -> bool:
    """Whether the quote is inside an action between asterisks (*I am a knight*), as role-play writes one."""
    needle = normalize(quote)
    return bool(needle) and any(needle in normalize(m.group(1)) for m in _ACTED.finditer(_cues(text)))


_ACTED = re.compile(r"\*([^*\n]{3,})\*")
SPEECH_END = re.compile(
    r"(?:\b(?:said|says|wrote|writes|texted|posted|asked|replied|goes|went|told me)|[:：]|说|写道|写着|问)\W*$"
)  # words that open a quotation
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


def _quoted_speaker(text: str, quote: str) -> str:
    """The words that give the quotation holding `quote` to someone else (`My friend wrote: "I'm a nurse"`), or to no
    one the person is (`had to translate 'I am a doctor' for class`), if any: a line in the first person quoted
    without "I said" is a line, not the person speaking. (A quotation of the person's own is never asked here:
    `_Reading.own`.)"""
    inner = _quotation(text, quote)
    if not inner:
        return ""
    at = text.find(inner)
    lead = re.split(r"[.!?。！？\n]", _cues(text[:at]))[-1].rstrip(" \"'“「『")
    if SPEECH_END.search(lead) or (lead.strip() and FIRST_PERSON.search(_cues(inner))):
        return lead.strip()
    if FIRST_PERSON.search(_cues(inner)) and re.search(r"\w", text[:at]):  # a line of its own after other words:
        return "quotation"  # "finally started moby dick. 'Call me Ishmael.' ok im hooked"
    return ""


def _speaker(text: str, quote: str) -> str:
    """In a chat pasted as text, the speaker of the line that holds `quote` when it is someone else ("" when the
    person, or when the turn is no transcript)."""
    labels = [m for m in SPEAKER.finditer(text) if m.group(1).casefold() not in NOT_SPEAKER]
    who = {m.group(1).casefold() for m in labels}
    marked = MARKED_PASTE.match(text)
    if marked and labels and labels[0].start(1) == marked.end():
        pass  # "[group chat] Ken: …"
    elif len(who) < 2 or not (TRANSCRIPT.search(_cues(text)) or who & ME_SPEAKER):  # two speakers at least: not
        return ""  # "Just reread our group chat lol. Honestly: I'm a nurse."
    at = _cues(text).find(_cues(quote))
    if at < 0:
        return ""
    line = [m for m in labels if m.end() <= at]
    speaker = line[-1].group(1) if line else ""
    return "" if not speaker or speaker.casefold() in ME_SPEAKER else f"{speaker}:"


# a number said as the start of a range: "30-something", "in my 30s", "40-odd", 三十出头, 三十多 (not "about 30", whose
# centre is 30: "30 km a week" from "about 30 km a week" says what the person did)
RANGE_AFTER = re.compile(r"\s*(?:-?\s*something\b|s\b|-odd\b|odd\b|plus\b|\+|多|出头|来岁|来|几)")
# a number said as a bound, not reached or passed: "almost 40" is not 40, nor 快四十了, nor "over 60"; under, over,
# close to, more or less than and at least only before a number standing alone ("under 12 team", "work under 2
# managers", "took over 2 bakeries" are no bounds), and 近 not in 最近, 靠近
RANGE_BEFORE = re.compile(
    r"(?:\b(?:almost|nearly|not quite|just under|just over)\s+"
    r"|(?<!\btook )(?<!\btake )(?<!\btaken )(?<!\bhanded )(?<!\bwork )(?<!\blive )(?<!\blives )(?<!\bliving )"
    r"\b(?:under|over|close to|more than|less than|at least)\s+(?=\d+(?:\s*(?:years?|yrs?|yo|kg|kilos?|lbs?|pounds|k"
    r"|grand)\b|\s+(?:and|now|soon|next)\b|\s*[,.;!?]|\s*$))"
    r"|(?:快|将近|(?<![最靠附接亲临])近|不到|超过|至少)\s*)$"
)
ORDINAL_AFTER = re.compile(r"(?:st|nd|rd|th)\b|号|路|楼|层")  # 5th Avenue, 5号线: a name, not a number
BOUND_IN_VALUE = re.compile(
    r"\b(?:almost|nearly|near|turning|approaching|about to turn|soon|under|over|close to|at least|more than"
    r"|less than)\b|奔|快|将近|(?<![最靠附接亲临])近|不到|超过|左右|至少"
)


def _made_exact(value: str, said: str) -> bool:
    """Whether the value gives as one number what the person said as a range from it ("30" from "30-something",
    三十出头) or a bound of ("40" from "almost 40", 快四十了, "over 60"), and says no such thing itself."""
    value, said = re.sub(r"(?<=\d)岁", "", arabic(_cues(value))), arabic(_cues(said))  # 30岁出头 says a range too
    for number in dict.fromkeys(_DIGITS.findall(value)):
        spots = list(re.finditer(rf"(?<!\d){number}(?!\d)", said))
        rough = [
            m
            for m in spots
            if RANGE_AFTER.match(said, m.end())
            or (RANGE_BEFORE.search(said[: m.start()]) and not ORDINAL_AFTER.match(said, m.end()))
        ]
        if spots and len(rough) == len(spots):
            own = re.search(rf"(?<!\d){number}(?!\d)", value)
            if not (
                HEDGED_VALUE.search(value)
                or BOUND_IN_VALUE.search(value)
                or (own and RANGE_AFTER.match(value, own.end()))
            ):
                return True
    return False


LUNAR = re.compile(r"农历(?!新?年)|阴历(?!新?年)|旧历(?!新?年)|\blunar\b(?! new year)")
SOLAR = re.compile(r"公历|阳历|新历|\bgregorian\b|\bsolar\b")
# a qualifier the value leaves out: "half japanese" is no nationality Japanese, "a bit of French" no fluent French
PARTLY = re.compile(
    r"(?:\b(?:half|half-|part|quarter|a bit of|a little bit of|a tiny bit of|basic|broken|rusty"
    r"|conversational|beginner|beginner's)[\s-]*|(?:半个|会一点|一点点|略懂|懂一点|会点)\s*)$"
)
# two sides of one measure: a value that says the other side than the person did of the same number ("85,000 after
# tax" for "85k before tax", 税前12000 for 到手一万二)
SIDES = (
    (
        re.compile(r"\bbefore tax\b|\bpre-?tax\b|\bgross\b|税前"),
        re.compile(r"\bafter tax\b|\bpost-?tax\b|\bnet\b|\btake[- ]?home\b|\bin hand\b|税后|到手|实发|到账"),
    ),
)


def _other_side(value: str, said: str) -> bool:
    """Whether the value names one side of a measure (before or after tax) where the clause that says its number
    names only the other; a number said with no side, or with both, is left to the rest (the person may have
    said the side elsewhere: "月薪一万五，到手一万二" for 税前15000)."""
    value, said = arabic(_cues(value)), arabic(_cues(said))
    numbers = [n for n in _DIGITS.findall(value) if len(n) >= 3]
    for mine, other in SIDES:
        for side, against in ((mine, other), (other, mine)):
            if not side.search(value) or against.search(value):
                continue
            clauses = [
                x
                for x in re.split(r"[，,。;；!！?？]", said)
                if any(re.search(rf"(?<!\d){n}(?!\d)", x) for n in numbers)
            ]
            if clauses and all(against.search(x) and not side.search(x) for x in clauses):
                return True
    return False


PARTS_OF = re.compile(  # what is said in parts: a language, a nationality, a heritage (not "a bit of yoga")
    r"language|speak|nationality|citizen|ethnic|heritage|ancestry|descent|race|语言|外语|方言|国籍|民族|血统|混血"
)
LEVEL = re.compile(r"\b(?:fluent|fluently|native|bilingual|proficient)\b|流利|精通|母语|熟练")


def _said_not(value: str, said: str) -> bool:
    """Whether two neighbouring words of the value are said only after "not": "ran the Chicago marathon this year"
    from "I ran the Chicago marathon in 2017, not this year"."""
    if _negated(_cues(value)):  # "doesn't drink coffee" says the not itself
        return False
    words = re.findall(r"[a-z0-9']+", _cues(value))
    said = _cues(said)
    for pair in {f"{a} {b}" for a, b in zip(words, words[1:], strict=False)}:
        spots = [m.start() for m in re.finditer(rf"\b{re.escape(pair)}\b", said)]
        if spots and all(re.search(r"\b(?:not|never)\s+$|n't\s+$", said[:at]) for at in spots):
            return True
    return False


def _partly(value: str, said: str, attribute: str = "") -> bool:
    """Whether a word of the value is, every time the person says it, qualified as a part ("half japanese", "a bit
    of French", 会一点日语) while the value says it whole: of a language, a nationality or a heritage, or a value
    that claims a level ("fluent in Spanish and French"); not "half Irish and half Italian" as Irish-Italian."""
    value, said = _cues(value), _cues(said)
    if not (PARTS_OF.search(_cues(attribute)) or LEVEL.search(value)) or re.search(r"\bhalf\b.+\band half\b", said):
        return False
    if re.search(
        r"\b(?:half|part|partly|quarter|some|bit|little|basic|broken|rusty|conversational|beginner)\b|一点|半|略", value
    ):
        return False
    for word in re.findall(rf"[a-z]{{3,}}|[{CJK}]{{2,}}", value):
        spots = [m.start() for m in re.finditer(rf"(?<![a-z]){re.escape(word)}", said)]
        if spots and all(PARTLY.search(said[:at]) for at in spots):
            return True
    return False


DATE_ATTRIBUTE = re.compile(r"birth|date|day|anniversary|生日|日期|纪念日|出生")
MONTH_DAY = re.compile(
    r"\d{1,2}\s*(?:[-/.月])\s*\d{1,2}|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b"
)


def _lunar(value: str, said: str, attribute: str = "") -> bool:
    """Whether a day in digits, given as a date, stands for a lunar one the person said (农历八月十五 is no 08-15)
    without saying its solar day too; not a year, an age or anything on the day of Lunar New Year."""
    said, value = _cues(said), _cues(value)
    return bool(
        DATE_ATTRIBUTE.search(_cues(attribute))
        and LUNAR.search(said)
        and not SOLAR.search(said)
        and not LUNAR.search(value)
        and MONTH_DAY.search(value)
    )


def _since_real(text: str) -> str:
    """`text` after its last REAL cue: a joke, a dream or a story before "actually", 说真的 or "no joke" frames
    nothing after it."""
    found = list(REAL.finditer(text))
    return text[found[-1].end() :] if found else text


_CODE = re.compile(r"\{[^{}\n]*\}|`[^`\n]+`|\[[^\[\]\n]*\]|\b[A-Za-z_]\w*\([^()\n]*\)")  # …, User(name='Sam')
# a database statement: its keywords in capitals, or its syntax (not "I had to select my classes from a huge list")
_SQL = re.compile(
    r"\b(?:SELECT\s.+?\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\b[^;\n]*"
    r"|\bselect\s+(?:\*|[\w.]+(?:\s*,\s*[\w.]+)*)\s+from\s+\w+\s+where\b[^;\n]*"
    r"|\b(?:insert\s+into\s+\w+\s*\(|update\s+\w+\s+set\s+\w+\s*=|delete\s+from\s+\w+\s+where\b)[^;\n]*"
)


def _in_code(text: str, quote: str) -> bool:
    """Whether the quote is inside a program's literal ({'city': 'Oslo'}, `age = 25`, User(age=25)) or a database
    statement."""
    needle = normalize(quote)
    return bool(needle) and (
        any(needle in normalize(m.group(0)) and re.search(r"[=:]", m.group(0)) for m in _CODE.finditer(text))
        or any(needle in normalize(m.group(0)) for m in _SQL.finditer(text))
    )


def _replaced(later: Sequence[str]) -> re.Match[str] | None:
    """The word of correction in the clauses after the value when the next says one word in its place ("anna, sorry,
    hanna", "28, i mean, 29"): not "I'm a nurse, sorry, long day"."""
    if len(later) < 2 or not re.fullmatch(r"\W*[\w'-]+\W*", _cues(later[1])):
        return None
    if re.fullmatch(rf"\W*(?:{LAUGHS})\W*", _cues(later[1])):
        return None
    return CORRECTED.match(_cues(later[0]))


def _negated(text: str) -> str:
    """The negation cue in a text ("" if none), words like 不错 aside."""
    found = NEGATION.search(NOT_NEGATION.sub(" ", text))
    return found.group(0) if found else ""


def _not_theirs(r: _Reading, subject: str) -> tuple[str, str] | None:
    """Filed under someone the person named, but the clause says it of another: "my daughter's best friend has a
    peanut allergy" (the friend's, not the daughter's), 我儿子班上有个同学是自闭症, "my brother Tom is a firefighter and
    my brother Dan is an accountant" (Dan's job, not Tom's)."""
    who = _cues(subject).strip()
    if not who:
        return None
    chain = re.search(
        rf"\b{re.escape(who)}'s\s+(?:[a-z]+\s+)?{KIN}\b" if who.isascii() else
        rf"{re.escape(who)}(?:的|班上|班里|学校里?|公司里?)(?:有个|有一个|有位|一个|那个)?(?:同学|朋友|老师|同事|室友|邻居)",
        r.lowered,
    )  # fmt: skip
    if chain:
        return "someone_else", chain.group(0)
    if (
        not who.isascii()
        or not re.search(rf"\b{re.escape(who)}\b", r.cues)
        or re.search(rf"\b{re.escape(who)}\b", r.lowered)
    ):
        return None
    named = re.search(rf"\b{KIN}\s+([A-Z][a-z]+)\b", r.clause)  # "my brother Dan": another person by name
    if named and named.group(1).casefold() != who:
        return "someone_else", named.group(0)
    return None


NOW = re.compile(r"\b(?:now|currently)\b|现在|目前|如今")  # a clause that speaks of the present


def _last_clause(lead: str) -> str:
    """The clause right before the value's, when it does not already speak of now ("…I wrote 'I want to be a marine
    biologist' and now look at me, doing payroll": the plan is over by the clause next to the value)."""
    last = (_split_clauses(lead) or [""])[-1] if lead.strip() else ""
    return "" if NOW.search(last) else last


def _own_subject(clause: str) -> bool:
    """Whether a clause says whom or when it is of ("I", "my sister", "now", 现在, a thing done: 住了五年了), rather
    than going on with the clause before it ("…，想转行当老师", "…, and lives in Glasgow")."""
    done = re.search(r"了|过(?![来去])|\b(?:have|has|'ve|had|been)\b", clause)  # 在上海住了五年了: done, no plan
    return bool(FIRST_PERSON.search(clause) or _someone_else(clause) or NOW.search(clause) or done)


def _someone_else(clause: str) -> str:
    """The words that make a clause about another person, when it has no word for the speaker as its subject (the
    words that name that person aside: "a guy I work with lives in Berlin")."""
    english = OTHER_PERSON.search(clause)
    if (
        english
        and not re.search(r"\b(?:i|i'm|im|i've|ive|i'd|i'll|myself|me and|and me)\b", clause)
        and not ACTS_ON_ME.match(clause, english.end())
    ):
        return english.group(0)
    another = ANOTHER.search(clause)
    if (
        another
        and not SPEAKER_IN.search(clause[: another.start()] + " " + clause[another.end() :])
        and not ACTS_ON_ME.match(clause, another.end())
        and not (
            ONE_OF.match(another.group(0))
            and not FINITE.search(re.sub(r"\b(?:who|that|whom)\s+\w+", " ", clause[another.end() :]))
        )
    ):
        return another.group(0)
    # 跟我家那位结婚十年了, 和我那口子开了家面馆: who is with the person is not the subject
    chinese = next(
        (
            m
            for m in ZH_KIN.finditer(clause)
            if not ZH_WITH.search(clause[: m.start()]) and not ZH_ACTS_ON_ME.match(clause, m.end())
        ),
        None,
    )
    if chinese and not re.search(
        "[我俺]", ZH_KIN.sub("", KEEP_FOR_ME.sub("", clause))
    ):  # 帮我记一下我老婆对芒果过敏: hers
        return chinese.group(0)
    return ""


# someone who acts on the speaker: 我们医院那个医生开的二甲双胍, 一个同事推荐的滨江 (the person's medicine, district)
ZH_ACTS_ON_ME = re.compile(r"(?:给我)?(?:开的|开了|推荐的|推荐了|介绍的|介绍了)")
# one who acted for the person: 一个同事推荐的滨江, 老师傅教的 (not 同事开的是特斯拉)
ZH_ACTED_FOR = re.compile(rf"(?:{ZH_ACTS_ON_ME.pattern}|教的|带的)(?!是)")
# not 现在, 正在; nor 陪 (周五陪我爸去做透析: the dialysis is his)
ZH_WITH = re.compile(r"(?:跟|和|同|与|带着|为了|通过|(?<![现正还实存所好自])在)$")


# a clause that opens with a name of no general English: "Jungkook is an ISFP" (not "Work is busy")
NAMED_FIRST = re.compile(
    r"^\W*([A-Z][a-z]+)(\s+(?:on|from|in|at)\s+my\s+\w+)?(?:\s+(?:is|was|'s|(?:asked|wants|wanted|got|went)"
    r"(?!\s+(?:me|us)\b))|'s(?=\s+(?:in|at|from|a|an|the|still|now|moving|living|working|studying|back)\b))\b"
)  # not "Kaiser has me on night shifts", "Google asked me to relocate"


def _named_subject(clause: str, quote: str, person: str) -> str:
    """A person named as the subject before a quote that has none of its own, not the person's own name: after a
    word that reports ("please remember that Tom from accounting is allergic to shellfish", quoted "is allergic to
    shellfish"), or opening the clause when the name is no word of general English ("Jungkook is an ISFP")."""
    at = clause.find(quote)
    if at < 0 or FIRST_PERSON.search(_cues(quote)):
        return ""
    for found in (NAMED_SUBJECT.search(clause[:at] + quote), NAMED_FIRST.match(clause)):
        if found is None or found.group(1).casefold() in (person.casefold(), "i"):
            continue
        if found.end(1) > at and not (found.re is NAMED_FIRST and at == 0 and len(quote) > found.end(0)):
            continue  # the name in the quote only as the subject of the rest of it ("Priya's in Melbourne")
        if found.re is NAMED_SUBJECT or found.group(1).casefold() not in common_set("words.en.txt") or found.group(2):
            return found.group(1)
    return ""


def _named_before(r: _Reading, person: str) -> str:
    """A name alone in the clause before one with no subject of its own: "One of my Year 9s, Priya, has just been
    diagnosed with dyslexia"."""
    if SUBJECT.match(r.lowered) or FIRST_PERSON.search(r.upto) or not re.match(r"\W*[a-z]", r.clause):
        return ""  # the clause opens with a subject of its own, or the person's: not the name's
    lead = _split_clauses(_around(r.sentence, r.clause)[0])
    if len(lead) < 2 or not re.search(r"\b(?:my|our|one of)\b", lead[-2], re.IGNORECASE):
        return ""
    found = re.fullmatch(r"\W*([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?\W*", lead[-1])
    if (
        found is None
        or found.group(1).casefold() in (person.casefold(), "i")
        or found.group(1).casefold() in (common_set("words.en.txt"))
    ):
        return ""
    return found.group(1)


def twin_subjects(names: Iterable[str], person: str = "") -> tuple[str, ...]:
    """The subjects that mark a fact about the twin: its own `names` and "you", "AI", "bot"…, but for the person's own
    name: Alice talking with her twin "Alice" keeps facts about "Alice", and a person called Ai (愛, 艾) or Self keeps
    facts about Ai: they are theirs (and quoted from their words)."""
    own = person.strip().casefold()
    return tuple(n for n in (*names, *TWIN_SUBJECTS) if n and n.casefold() != own)


def model_date(value: Any, said_at: datetime) -> datetime | None:
    """A YYYY-MM-DD from the model as a time, if it parses and is not after the words were said (a day's slack)."""
    moment = _date(value)
    return moment if moment is not None and moment <= said_at + timedelta(days=1) else None


def model_until(value: Any, said_at: datetime, text: str) -> datetime | None:
    """When a fact stops holding, from the model's `valid_until`: a date after the words were said, within ten
    years, and only when the person's words speak of a limit ("until Friday", 下周之前); else None."""
    moment = _date(value)
    if moment is None or not UNTIL.search(_cues(text)):
        return None
    if len(str(value).strip()) <= 10:  # a day: it holds through that day
        moment = moment.replace(hour=23, minute=59, second=59, microsecond=0)
    if not said_at < moment <= said_at + timedelta(days=3650):
        return None
    return moment


def _date(value: Any) -> datetime | None:
    if not isinstance(value, str) or not re.match(r"^\d{4}-\d{2}-\d{2}", value.strip()):
        return None
    try:
        moment = datetime.fromisoformat(value.strip()[:19] if "T" in value else value.strip()[:10])
    except ValueError:
        return None
    return moment.astimezone() if moment.tzinfo is None else moment
