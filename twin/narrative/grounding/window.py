"""The window of turns one extraction looked at, and every layer in order (`Window.check`): the subject,
the quote, the value held to the person's words, the echo of the AI's or the persona's words, the stance
(stance.py), whose it is (whose.py) and authority."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import replace
from functools import lru_cache, partial

from twin.facts.words import Phrases, distinctive, normalize
from twin.narrative.grounding.ai_chat import spoken_in
from twin.narrative.grounding.answered import JOKES, SARCASM, answered, bare_yes
from twin.narrative.grounding.numbers import _money_as_said, arabic, heard
from twin.narrative.grounding.paste import Paste, lead_of, pasted
from twin.narrative.grounding.played import aside, playing
from twin.narrative.grounding.reading import (
    _SENTENCE,
    FILLER,
    LIKING_ATTRIBUTE,
    LIMITS,
    NEGATIVE_VALUE,
    SEAM_SPACE,
    USER_SUBJECTS,
    Candidate,
    Said,
    Verdict,
    _clause_of,
    _cues,
    _everyday,
    _holds,
    _negated,
    _number,
    _pairs,
    _quotation,
    _Reading,
    _spelled_out,
    _split_clauses,
    _unfilled,
    compiled,
    content,
    grams,
    read_candidate,
    squeezed,
    valued,
)
from twin.narrative.grounding.slot import wrong_attribute
from twin.narrative.grounding.stance import (
    _DIGITS,
    AGE,
    FICTION_KIND,
    LAUGHS,
    LOST_JOB_AFTER,
    LOST_JOB_BEFORE,
    LOST_JOB_BY,
    REQUEST,
    STORY_PART,
    TRUE_STORY,
    stance_verdict,
)
from twin.narrative.grounding.titles import read_titles
from twin.narrative.grounding.told import own_words, spoken_of
from twin.narrative.grounding.whose import ANIMAL, FIRST_PERSON, TO_YOU, _unclear_whose
from twin.recall.segment import CJK, STOPWORDS, stem
from twin.sessions.offrecord import Unkept
from twin.wordlists import simplified

# what a candidate is turned away for when its value is only in the twin's words: a bare yes to the twin's question
# about the person is put to them instead (answered.py)
AI_WORDS = frozenset({"no_quote", "quote_uninformative", "value_from_ai", "value_unsupported", "echo"})
COMMON_IN_REQUESTS = frozenset(
    "tell say ask talk know think get make give want need like use answer reply speak thing someone something "
    "people time way always never really just plain plainly straight".split()
)  # words too common to tie a request to a boundary
TWIN_SUBJECTS = (
    "you", "your", "yourself", "you (the ai)", "self", "ai", "assistant", "the assistant", "twin", "bot", "chatbot",
    "你", "您", "你自己", "AI助手", "助手", "分身", "机器人",
)  # fmt: skip
# a favourite needs words of liking: "tried sushi for the first time, it was okay" names no favourite food
FAVOURITE = re.compile(r"favou?rite|\bfav\b|like best|最爱|最喜欢|偏爱|喜欢(?:吃|喝|听|看)?什么")
LIKING = re.compile(
    r"\b(?:love[sd]?|loving|like[sd]?|favou?rite|fav|obsessed|addicted|go-to|best|adore[sd]?|enjoy(?:s|ed)?|prefer"
    r"|crave|craving|can'?t get enough|cannot get enough|into|fan of|live on|could eat|every day|all the time"
    r"|nothing beats|no contest|hands down|ride or die|die-?hard|diehard|yyds)\b"
    r"|\b(?:i'm|im|i am|always been|always was)\s+(?:a|an)\s+(?:big\s+|total\s+|huge\s+)?[\w-]+\s+(?:person|guy|girl)\b"
    # ("I'm a coffee person": not "I'm a morning person" filed as a favourite, which no liking says of a food)
    r"|喜欢|爱|偏爱|钟爱|迷上|上瘾|最爱|百吃不厌|离不开|天天|钟意|中意"  # (钟意: Cantonese 鍾意)
    r"|死忠|铁粉|本命(?!年)|是我的命(?:根子)?(?![门运脉吧])|永远的神"  # 奶茶是我的命 (not 本命年, 命门, 是我的命吧)
)
FIRST_TIME = re.compile(
    r"\bfirst (?:ever )?time\b|\bfirst ever (?:bowl|cup|bite|taste|try|time)\b|\bjust tried\b"
    r"|(?:第一次|头一[回次]|第一回|首次|初次)(?:来|去)?(?:尝试|尝|吃|喝|去|听|看|试)"
)
# a liking that has lasted since that first taste ("first time I had pho I fell in love, been obsessed ever since")
LASTED = re.compile(
    r"\bever since\b|\bsince (?:then|the first)\b|\bevery (?:day|week)\b|\bi'?ve loved\b|\bstill\b"
    r"|到现在|现在(?:每|天天|还|也|一直)|每[周天]|天天|一直"
)
STATE_QUESTION = re.compile(
    r"\b(?:you're|youre|you are|are you|you were|were you|(?:do|did) you (?:still )?(?:have|own|live|work|keep"
    r"|drive|ride|play|speak)|have you (?:still )?got"
    r"|(?:do|did) you (?:still )?(?:like|love|enjoy) (?:working|living|studying) (?:at|in|for))\b"
    # "So you have asthma?" said as a statement, opening its sentence (not "Afraid you have cancer?", "I hope you have
    # fun in Lisbon?")
    r"|(?:^|[.!?]\s+)(?:(?:so|and|oh|ok|okay|wait)\W+)?you (?:still )?(?:have|own|live|work|keep|drive|ride|play"
    r"|speak)\b"
    r"|你是|你在|你现在|您是|你还(?:有|在|是|住|养|做|开)|你(?:有|养)"
    r"|[你您](?:住|工作|上班|开|骑|玩|会说|会讲)"  # as "do you live, work, drive, ride, play, speak": 你住在杭州吗？
)
# the AI asks of a habit or a taste (你抽烟吗？, "Do you drink?", "Do you like horror movies?"): a question about the
# person for a habit's or a liking's attribute only ("Do you like Google?" / "love them" is no employer)
TASTE_QUESTION = re.compile(
    r"\b(?:do|did) you (?:still )?(?:smoke|drink|vape|like|love|enjoy)\b"
    r"|你(?:平时|平常|现在|还|经常|一般)?(?:抽|喝|吸|喜欢|爱)"
)
TASTE_ATTRIBUTE = re.compile(
    r"\blikes?\b|\bloves?\b|enjoy|favou?rite|\bfav\b|\bfan\b|hobb|interest|smok|drink|vap|alcohol|coffee|\btea\b"
    r"|diet|喜欢|爱|偏好|兴趣|抽|喝|烟|酒|咖啡|茶"
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
# an either-or question put to the person, and a short answer that picks (not "Which did Mark go with, …?", "Which
# did you sell, …?", 你还是在北京工作？ (still), nor "neither", "lol jk", 算了)
EITHER_OR = re.compile(r"\bor\b[^?？]*[?？]\s*$|[^\s你我他她就也不在又再总]还是\S[^?？]*[?？]\s*$")
CHOOSER = re.compile(r"\byou\b|你|您")  # who chooses: "did you …", not "your sister" (whose.TO_YOU counts "your")
NOT_PICKED = re.compile(
    r"\b(?:not|n't|turn(?:ed)? down|decline[ds]?|reject(?:ed)?|skip(?:ped)?|pass on|sell|sold|give up|gave up|quit"
    r"|leave|left|lose|lost|get rid of|got rid of|stop|stopped|drop|dropped|return|returned|totaled|totalled"
    r"|crashed|broke|stolen)\b|没|不要|拒|卖|辞|退|放弃|丢|坏|撞"
)
NEITHER = re.compile(
    r"\b(?:neither|none|nope|jk|just kidding|kidding|probably|maybe|in my dreams|haven't decided|not sure)\b"
    r"|^\W*(?:no|both|not)\b|都不|哪个都不|两个都|都没|不是|算了|还没定|可能|也许"
)


def _picked(asked: str | None, text: str) -> bool:
    """Whether `text` is a short answer picking one side of the AI's either-or question `asked`, put to the person."""
    question = _cues(asked or "")
    said = _cues(text)
    return (
        bool(EITHER_OR.search(question))
        and bool(CHOOSER.search(question))
        and not NOT_PICKED.search(question)
        and not NEITHER.search(said)
        and len(said.split()) <= 8
        and len(said) <= 60
    )


# a pick by its place in the AI's list: "the second one", "the latter", 第二个, 后者
BY_PLACE = re.compile(
    r"^\W*(?:the\s+)?(?:first|second|third|last|former|latter|1st|2nd|3rd)(?:\s+one)?\b(?!\s+(?:time|day|week|year))"
    r"|^\W*(?:第[一二三]个|前者|后者|前一个|后一个|最后一个)"
)
AFFIRM = re.compile(
    r"^\W*(?:yes|yep|yup|yeah|yea|ya|yah|correct|exactly|indeed|that's right|thats right|sure am|i am|i do)(?![\w'])"
    r"(?!,?\s+right\b)"
    r"|^\W*(?:是的|对的|对啊|对呀|是啊|是呀|没错|对|嗯+)(?![\w])|^\W*还(?:在|住在?)(?=[\w])"
    # 係呀, 啱 (Cantonese), 是喔 (Taiwan)
    r"|^\W*(?:系(?:呀|啊|啦|喇|咯|的)|啱(?:呀|啊|的|喇|晒)?|冇错|是(?:喔|啦|哦)|对(?:喔|哦|啦))(?![\w])"
)
# words a value may add to frame what the person said: "a cat named Miso" from "I've got a cat, Miso", 已从腾讯离职
# from 我已经不在腾讯了，上个月离职的
# words that only frame a value: "a dog named Rex"; 叫, and a Chinese count with its measure word (一只叫旺财的狗)
FRAMING = frozenset(stem(w) for w in "named called name nicknamed".split()) | set("叫名从于一只个条位头匹")
# the words a value may say a job left in instead of the person's: "left Google" from "I quit Google", 已从腾讯离职
# from 我已经不在腾讯了 (docs/memory.md, layer 5); the person's own words must say they left that place (`_left_said`)
LEFT_WORDS = frozenset(stem(w) for w in "left quit resigned former ex no longer departed".split()) | set("离职辞前")
_LEFT_VALUE = re.compile(  # the words of leaving in a value, around the place: "left Google", 已从腾讯离职
    r"^\W*(?:left|quit|resigned(?:\s+from)?|former|ex-?|no\s+longer\s+(?:at|with))\s*|^已?从|(?:离职|辞职)$|^前"
)
# a place left in words a lost job's are not (LOST_JOB_BEFORE, _AFTER and _BY in stance.py say those): "left Google",
# "not at Google anymore", 不在腾讯了, 离开了腾讯
_LEFT_BEFORE = re.compile(
    r"\b(?:left|(?:no\s+longer|not)\s+(?:at|with|working\s+(?:at|for)))\s+(?:my\s+job\s+(?:at|with)\s+|the\s+)?$"
    r"|离开了?\s?$"
)
_LEFT_AFTER = re.compile(r"\b[^.!?,;]{0,20}\b(?:any\s?more|no\s+longer)\b")
_LEFT_UNDONE = re.compile(  # the leaving denied or not done: "I didn't quit Google", "almost quit", 差点从腾讯离职
    r"(?:n't|\b(?:not|never|almost|nearly|might|may|could|should|thinking\s+of|want\s+to|gonna|going\s+to)"
    r"|没有?|差点|不想|想|要|打算|准备|可能|不会)\W{0,2}(?:\w+\W+)?$"
)


def _left_said(value: str, said: str) -> bool:
    """Whether the person's words say they left the place the value names ("I quit Google" for "left Google", 我已经
    不在腾讯了 for 已从腾讯离职), as a lost job is read (stance.py) or in the words of `_LEFT_BEFORE` and `_LEFT_AFTER`;
    not denied, hedged or to come ("I didn't quit Google", "I almost quit Google")."""
    place = " ".join(_LEFT_VALUE.sub("", _cues(value)).split())
    cues = _cues(said)
    for found in re.finditer(rf"(?<!\w){re.escape(place)}(?!\w)" if place.isascii() else re.escape(place), cues):
        before, end = cues[: found.start()], found.end()
        left = LOST_JOB_BEFORE.search(before) or _LEFT_BEFORE.search(before)
        if left is None and re.search(r"不在\s?$", before):
            left = re.match(r"(?:了|干了|上班了|工作了)", cues[end:]) and re.search(r"不在\s?$", before)
        if left is None:
            after = LOST_JOB_AFTER.match(cues, end) or _LEFT_AFTER.match(cues, end)
            if after is None and re.search(r"(?:被|遭|畀)\s?$", before):
                after = LOST_JOB_BY.match(cues, end)
            left = re.search(r"\S*$", before) if after is not None else None  # (what comes right before the place)
        if left is not None and not _LEFT_UNDONE.search(cues[max(0, left.start() - 30) : left.start()]):
            return True
    return False


_ALREADY = re.compile(rf"^已(?:经)?(?=[{CJK}]{{2}})")  # an aspect a model adds, as the person's 了 says it
_ADMIN_SUFFIX = re.compile(rf"(?<=[{CJK}]{{2}})[区市省县區縣]$")  # a place's kind, which a model adds to its name
HEDGED_VALUE = re.compile(
    r"\b(?:probably|maybe|perhaps|possibly|likely|around|roughly|approximately|nearly|almost)\b"
    r"|可能|也许|或许|大概|大约|约|左右|差不多|将近|好像"
)  # a value may say it less surely than the person did, never more: "probably allergic to cats", 约十年
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
CURRENCY = frozenset(stem(w) for w in "euro euros dollar dollars usd eur gbp hkd rmb yuan pound pounds".split()) | set(
    "元币"
)


@lru_cache(maxsize=16)
def _persona_read(text: str) -> tuple[str, frozenset[str], frozenset[str]]:
    """A persona's text as the echo rule reads it: folded, its words and its pairs of Chinese characters. Once per
    persona text, not per window: 6 ms a window, 3.6 of the 7 s that 600 windows took to judge in
    tests/test_trust_probes.py (and once per exchange in the memory worker)."""
    return normalize(text), frozenset(content(arabic(text))), frozenset(grams(text))


# words that make the twin's pet's name the person's pet's too: theirs, or a pet got, named, taken home
# going along with the twin's word without taking it: "haha Denver, sure, if you say so", 哈哈深圳，行吧，你说是就是
HUMOURED = re.compile(
    r"\bif you say so\b|\bwhatever you say\b|\bsure,?\s+whatever\b|\bif (?:that'?s|thats) what you think\b"
    r"|\bhave it your way\b|\bwhatever floats your boat\b|\bsure,?\s+(?:jan|buddy|pal)\b"
    r"|你说是就是|你说了算|随(?:便)?你怎么说|你(?:开心|高兴)就好|你说(?:啥|什么)就是(?:啥|什么)|就当是吧"
)
CLAIMED = re.compile(
    r"\b(?:my|mine|our|ours|we|us|too|also|same|as well|adopt\w*|rescued|named (?:him|her|it|them)|came home)\b"
    r"|\bi(?:'ve| have| had| got| adopted| named| call| rescued)\b"
    r"|我的|我家|我们|我[养也]|[养领]|取名|起名|新来的|家里|同样|一样"
)
# what a yes goes on to take back: 是啦，上个月刚离职 to "Are you still at TSMC?", 对啦，以前在，现在搬去上海了 (not
# 对，不过下个月要搬去北京了: not yet)
# "yes lol jk", "yes obviously 🙄": no yes (answered.py's SARCASM)
JOKED = re.compile(rf"{JOKES}|{SARCASM.pattern}")
CHANGED_SINCE = re.compile(
    r"离职|辞职|辞了|不干了|以前|之前|原来|(?<![要会将备算])(?:搬去|搬到|搬走|离开)(?!这|这里|这边)|不在了"
    r"|\b(?:quit|left|moved(?!\s+(?:back\s+)?(?:here|there|in\b))|used to|not anymore|no longer|any ?more)\b"
)  # (not a move to where the yes is: "yep Denver, moved here in 2019", 对，前年搬到这边的)


def _misfiled(c: Candidate, said: str) -> bool:
    """Whether the attribute files the value as what the words of `said` (the AI's line a "me too" answers) say it
    is not (slot.py): "I grew up in Duluth" / "me too" is no city."""
    return wrong_attribute(_Reading.of(replace(c, quote=said), said, content(arabic(c.value)))) is not None


# a yes to the AI's question whether the person likes something, in words of liking (a yes only for a liking's
# attribute: "Do you like cats?" / "love them, but I'm allergic" says no pet): "love them, the gorier the better",
# 喜欢啊 (not "love that you asked, but no", "big fan of DC actually", "love them 🙃", 喜欢个鬼)
LIKED_YES = re.compile(
    r"^\W*(?:(?:i\s+)?(?:absolutely\s+|totally\s+)?(?:love|adore)\s+(?:it|them|those)|big fan(?!\s+of\b))(?![\w'])"
    r"(?!\W*(?:said no one|[🙃🙄😒]|jk\b|not\b))"
    r"|^\W*(?:超|很|挺|特别)?(?:喜欢|爱)(?:啊|呀|的|死了)?(?![\w])(?![^。！？!?]{0,6}(?:个鬼|才怪|[🙃🙄]))"
)
# a turn that takes its liking back in jest, wherever it says so ("love it like I love root canals", 爱，爱个头)
LIKED_IN_JEST = re.compile(
    r"said no ?(?:one|body)|\blike i love\b|\bwhen other people\b|\bbut only\b|[🙃🙄😒]|\bjk\b|个[鬼头]|才怪"
)


def _first_taste(text: str, value: str) -> bool:
    """Whether the sentence that names the value tells a first taste of it and nothing more (FIRST_TIME, not
    FAVOURITE nor LASTED): "tried sushi for the first time, it was good" (not "my first ever job was at a bakery and
    croissants are still what I love most", 第一次吃榴莲就爱上了，现在每周都吃)."""
    said, value = _cues(text), _cues(value)
    for sentence in re.split(r"(?<=[.!?。！？\n])", said):
        if value and value in sentence and FIRST_TIME.search(sentence):
            return not FAVOURITE.search(said) and not LASTED.search(said)
    return False


def _no_alone(text: str, value: str) -> bool:
    """Whether the person's answer is the negative value and nothing that narrows or takes it back: the whole turn,
    or the value and a clause that says it again ("don't smoke, never have", 不抽，从来不抽); not "don't drink...
    much lol", 不喝白酒，啤酒天天喝, 不抽，才怪, 不喝咖啡我活不下去."""
    said = [x for x in re.split(r"[,，。.!！?？;；…~]+", _cues(text)) if re.sub(r"[\s😂🤣😅🙂哈]|lol|haha\w*", "", x)]
    if not said or normalize(said[0]) != normalize(value):
        return False
    again = (
        r"\s*(?:never(?: have| had| did| have been)?|not at all|nope|从来(?:没|不)\S{0,2}|从没\S{0,2}|一直不\S{0,2}"
        r"|不\S{1,2}|绝不\S{0,2})\s*"
    )
    return all(re.fullmatch(again, x) for x in said[1:])


def _yes(text: str, attribute: str = "", liked_of_any: bool = False) -> bool:
    """Whether the person's turn opens with a yes (`AFFIRM`, or for a liking's `attribute` words of liking,
    `LIKED_YES`; `liked_of_any`: of any attribute, when the AI asked whether they like a state of theirs, "Do you
    like working at Google?") that the rest does not take back (`CHANGED_SINCE`)."""
    said = _cues(text)
    liked = (
        bool(LIKED_YES.match(said))
        and (liked_of_any or bool(LIKING_ATTRIBUTE.search(_cues(attribute.replace("_", " ")))))
        and not LIKED_IN_JEST.search(said)
    )
    return (bool(AFFIRM.match(said)) or liked) and not CHANGED_SINCE.search(said) and not JOKED.search(said)


# a birth asked for by the AI's last line, which a birthday or a birth year answers without saying "born"
BIRTH_ATTRIBUTE = re.compile(r"birth|\bbday\b|生日|出生")
BIRTH_ASKED = re.compile(r"\bbirthday\b|\bborn\b|\bbday\b|生日|出生|哪年")
# the person's number the same as the twin's: "six years, same as me", 跟我一样
SAME_AS_ME = re.compile(r"\bsame\b|\btoo\b|\bas well\b|\bditto\b|[跟和同][我你]一样|同款|我也")  # (and OWN_TIE's 也是)
# words of a reaction to the twin's number, no content of the person's: "eleven years! I'm only at 3", "212 frogs in
# one day is insane", 三十一岁辞职挺有勇气的
REACTION = frozenset(  # (as `content` stems them)
    "wow huh ha insan crazy wild nice cool amaz impress dream sound lik lol omg serious real so".split()
)
# a turn that only says the same holds of the person as the AI just said of itself: "no way me too!!", 我也是
ME_TOO = re.compile(
    r"^\W*(?:(?:no way|omg|oh|wow|ha|haha|lol|wait|yes|yeah)\W+)*(?:me too|me as well|same here|same|我也是|我也一样)"
    r"\W*(?:lol|haha\w*|哈+)?\W*$"
)
# words that tie a value to the person without "I": 也是后端, 杭州本地人, 土生土长, "+1", "born and raised"
OWN_TIE = re.compile(r"也是|也在|本地人|土生土长|\+1|\bborn and raised\b|\bgrew up\b|\bme too\b|\bsame here\b")
# a judgement of a thing: 好靓, 很自由, 太美了, "so pretty", "sounds fun" (not 好几年, 很久, 很多)
JUDGED = re.compile(
    r"(?:好|很|超|真|太|挺|蛮|几)(?:漂亮|美|靓|好看|可爱|自由|酷|棒|厉害|赞|浪漫|有意思|好玩|辛苦|累|爽|劲|犀利|好|喜欢)|感觉|听起来"
    r"|\b(?:so|such(?: a)?|really|very|is|'s|are|looks) (?:(?:so|such(?: a)?|really|very) )?(?:pretty|beautiful|lovely"
    r"|gorgeous|cool|nice|fun|amazing|cute|free|hard|tough|good|great)\b"
    r"|\b(?:sounds|must be|wow)\b"
)
# the person liking what the twin said it has, "I" only as the one who likes it: "I love Tacoma too!", "oh I adore
# Parsnip", 大理我很喜欢, 我也喜欢建筑师 (the value stands for {v})
LIKED = (
    r"\b(?:i|we)\s+(?:(?:really|also|just|so|totally|absolutely|already)\s+)?(?:love|adore|like|dig)\s+{v}"
    r"(?:\s+(?:too|as well|so much|a lot))?\b"
    r"|(?:我|俺)(?:也|很|真|超|好|特别|挺|蛮|都|一直)*(?:喜欢|爱|向往|憧憬)\s*{v}"
    r"|{v}\s*(?:我|俺)(?:也|很|真|超|好|特别|挺|蛮|都)*(?:喜欢|爱)"
)
REACTION_WORD = re.compile(r"\b(?:oh|wow|aww|omg|yes|yeah|same|nice|cool)\b|[哇哦啊呀呢耶嘛的了吧]")
LAUGH_WORD = re.compile(rf"(?:{LAUGHS}|lmfao|hehe\w*|wow|aw+|omg)")  # a word that only laughs or gasps
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
        unkept: Unkept | None = None,
        played: bool = False,
        told: bool = False,
    ) -> None:
        self.turns = [Said(t.id, t.role, squeezed(t.text)) for t in turns]
        self._written = {t.id: _cues(t.text) for t in turns}  # a cue is logged as the person wrote it (我mom)
        self._said = {t.id: t.text for t in turns}
        self._played = played  # a role-play chat (played.py): the person's words are theirs only in an aside
        self._told = told  # told by another program (told.py): its own words about the person are not the person's
        self._unkept = unkept or Unkept()  # what the person asked not to keep (twin/sessions/offrecord.py)
        self._opening = opening  # the person's turn before the window: it may frame the window's first sentence
        self._playing: dict[str, bool] = {}  # user turn id -> a role-play going as it began (`in_play`: at the start)
        for t in self.turns:
            if t.role == "user":
                self._playing[t.id], in_play = (False, False) if played else (in_play, playing((t.text,), in_play))
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
        # user turn id -> the words of the AI's question right before it, when it asks what the person is ("So
        # you're a night-shift nurse?"), not what they might do ("Want to move to X?"); and when it asks of a habit
        # or a taste (TASTE_QUESTION)
        self._asked: dict[str, frozenset[str]] = {}
        self._asked_taste: dict[str, frozenset[str]] = {}
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
                if re.search(r"[?？]\W*$", last) and not SUGGESTS.search(_cues(last)):
                    if STATE_QUESTION.search(_cues(last)):
                        self._asked[t.id] = content(arabic(last))
                    elif TASTE_QUESTION.search(_cues(last)):
                        self._asked_taste[t.id] = content(arabic(last))
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

    def _answered(
        self, c: Candidate, turn_id: str | None, mine: bool, subjects: tuple[str, ...], person: str
    ) -> str | None:
        """The person's turn that is a bare yes to the twin's question holding the candidate's value (answered.py):
        the quote's turn, or, for a quote too short to find one (对, 嗯), the latest such turn that holds it. The
        question said back as the person's statement ("Were you a teacher?" is "i was a teacher") must pass every
        other layer as if they had said it: a past, a visit or a thing of the moment is no fact of theirs ("Are you
        at the gym right now?" for a workplace), whatever the yes."""
        folded = normalize(c.quote)
        # (every turn that holds the quote, latest first: "yes" to the twin's second question is the second "yes")
        turns = [tid for tid, _, said in reversed(self.user) if folded and folded in said] or (
            [turn_id] if turn_id else []
        )
        for tid in turns:
            text = next((t for t_id, t, _ in self.user if t_id == tid), "")
            if self._unkept.covers(tid, c.attribute, c.value, mine):
                continue
            statement = answered(text, self._last_ai.get(tid, ""), c.value, c.subject, c.attribute, mine)
            if not statement:
                continue
            back = Window([Said(tid, "user", statement)], self._persona_text)
            if back._check(replace(c, quote=statement), subjects, person, wording=False).reason is None:
                return tid
        return None

    def quoted_turn(self, quote: str) -> str | None:
        """The id of the user turn that holds `quote`, if any: one the person did not ask to keep out, if any does."""
        needle = normalize(quote)
        if len(needle) < 2:
            return None
        found = [tid for tid, _, folded in self.user if needle in folded]
        return next((tid for tid in found if tid not in self._unkept.turns), found[0] if found else None)

    def _reacts(
        self, quote: str, text: str, value_words: AbstractSet[str], turn_id: str, value: str = "", attribute: str = ""
    ) -> bool:
        """Whether the person only reacts to what the twin said of itself in its last line, judging it: 杭州好靓㗎
        after 我在杭州住了很多年, 独立开发喔，感觉很自由耶 after 我现在做独立开发 (not when the twin asked the person
        anything, "你呢？", "What about you?", nor with a word of the person's own anywhere in the turn: 我也在杭州,
        也是后端, 杭州本地人, "born and raised"); or liking it, "I" only as the one who likes it (`LIKED`: "I love
        Tacoma too!" after "I live in Tacoma.", but for an attribute that files a liking)."""
        last_ai = _cues(self._last_ai.get(turn_id) or "")
        if not value_words or not FIRST_PERSON.search(last_ai) or not value_words <= content(arabic(last_ai)):
            return False
        if value_words <= self._asked.get(turn_id, set()) or (re.search("[?？]", last_ai) and TO_YOU.search(last_ai)):
            return False
        said, clause = _cues(text), _cues(_clause_of(text, quote, value_words)[0])
        alone = len(clause.strip(" ,.!?~喔哦啊呀耶")) <= len(_cues(quote))  # 独立开发喔，感觉很自由耶: the value alone
        liking = LIKING_ATTRIBUTE.search(_cues(attribute.replace("_", " ")))  # "likes: Tacoma" is what it says
        if liking and LIKING.search(said):  # 大理真好，好喜欢 as what the person likes: a liking of theirs
            return False
        liked = None if not value or liking else re.compile(LIKED.format(v=re.escape(_cues(value))))
        if liked and liked.search(clause):  # "I love Tacoma too!": a liking judges and its "I" claims nothing, when
            # it and judging are all the turn says (建筑师挺好的，我也喜欢建筑师; not "I love Tacoma too! Been living
            # here since 2015", 我也很喜欢大理，搬过来三年了)
            rest = JUDGED.sub(" ", liked.sub(" ", said).replace(_cues(value), " "))
            return not re.search(r"\w", LAUGH_WORD.sub(" ", REACTION_WORD.sub(" ", rest)))
        return not (FIRST_PERSON.search(said) or CLAIMED.search(said) or OWN_TIE.search(said)) and bool(
            JUDGED.search(clause) or (alone and JUDGED.search(said))
        )

    @staticmethod
    def _humoured(text: str) -> bool:
        """Whether the turn humours the twin (HUMOURED: "haha Denver, sure, if you say so", 你说是就是) and claims
        nothing of the person's own (not "I'm a nurse in Seattle. … if you say so mom!", 我养了只猫。你开心就好)."""
        said = _cues(text)
        return bool(HUMOURED.search(said)) and not FIRST_PERSON.search(HUMOURED.sub(" ", said))

    def _number_echoed(self, c: Candidate, text: str, value_words: AbstractSet[str], turn_id: str) -> bool:
        """Whether a number the twin said of itself in its last line comes back in a clause of the person's with no
        word for them in it: "eleven years! I'm only at 3", "thirty-one, huh. I'm way past that", 第五年了啊，我才刚
        开始, 三十一岁辞职挺有勇气的 (not when the twin asked, nor "six years, same as me", 六年，跟我一样)."""
        last_ai = _cues(self._last_ai.get(turn_id) or "")
        number = re.fullmatch(r"\D{0,6}?\d+(?:\.\d+)?\D{0,6}", arabic(_cues(c.value)))
        if not number or TO_YOU.search(last_ai) or not value_words <= content(arabic(last_ai)):
            return False
        ai_words = content(arabic(last_ai))
        persona = len(ai_words & self._persona_words) >= 0.6 * len(ai_words)
        if not (FIRST_PERSON.search(last_ai) or persona):  # the twin's own number (独立开发到现在是第五年 says no
            return False  # 我, but the persona says the same), not the person's said back ("Three kids under five…")
        if value_words <= self._asked.get(turn_id, set()) or re.search("[?？]", last_ai):
            return False
        said, clause = _cues(text), _cues(_clause_of(text, c.quote, value_words)[0])
        own = {w for w in content(arabic(clause)) - content(arabic(last_ai)) - REACTION if w.isascii()}  # (words, as
        # stems: Chinese reads in pairs of characters, which a reaction always brings new ones of)
        return not (own or FIRST_PERSON.search(clause) or OWN_TIE.search(said) or SAME_AS_ME.search(said))

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
        verdict = self._checked(c, twin_subjects, person)
        written = SEAM_SPACE.sub("", verdict.cue).strip()  # the space `squeezed` put between 我 and mom, taken out
        folded = self._written.get(verdict.turn or "", "")
        if written != verdict.cue and _cues(written) in folded:
            verdict.cue = written
        original = self._said.get(verdict.turn or "", "")
        at = folded.find(_cues(verdict.cue)) if verdict.cue else -1
        if at >= 0 and len(original) == len(folded):  # the person's own characters: 佢哋成日話, not 他们成日话
            verdict.cue = original[at : at + len(verdict.cue)]
        return verdict

    def _checked(self, c: Candidate, twin_subjects: Iterable[str], person: str) -> Verdict:
        """`check`, its cue as the layers read it."""
        c = replace(c, quote=squeezed(c.quote), value=squeezed(c.value))  # read as the turns are
        subjects = tuple(twin_subjects)
        verdict = self._check(c, subjects, person)
        mine = normalize(c.subject) in {normalize(s) for s in (*USER_SUBJECTS, person) if s}
        if verdict.reason in AI_WORDS and not (self._played or self._told) and not c.inferred:
            turn = self._answered(c, verdict.turn, mine, subjects, person)
            if turn:  # a bare yes to the twin's own question: the value is the twin's, the answer theirs (answered.py)
                return Verdict("value_from_ai", turn=turn, ask=c.kind != "rule")
            said = next((t for tid, t, _ in self.user if tid == verdict.turn), "")
            if verdict.ask and verdict.reason == "value_from_ai" and bare_yes(said, content(arabic(c.value))):
                verdict.ask = False  # a yes to what, said back, is no fact of theirs ("Are you reading Dune now?")
        if self._told and mine and c.kind != "rule" and (verdict.reason is None or verdict.ask):
            # the program's word about the person (told.py): a guess is not theirs; a report every other layer
            # would take from them is put to them, its value's wording whatever it is
            whole = next(t for tid, t, _ in self.user if tid == verdict.turn)
            heard = own_words(whole, c.quote, person)
            how, cue = ("", "") if heard.quoted else spoken_of(heard.words, c.quote, person)
            if how == "guess":
                verdict.reason, verdict.cue, verdict.ask = "supposed", cue, False
                return verdict
            if how == "report":
                plain = verdict.reason is None or self._check(c, subjects, person, wording=False).reason is None
                verdict.reason, verdict.cue, verdict.ask = "told_about", cue, plain and not c.inferred
                return verdict
        if verdict.ask:
            verdict.ask = c.kind != "rule" and self._check(c, subjects, person, wording=False).reason is None
        elif verdict.reason is None and c.kind != "rule" and not c.inferred:  # an inference is the twin's, never asked
            _, text = _words_read(next(t for tid, t, _ in self.user if tid == verdict.turn), c)
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
        mine = normalize(c.subject) in {normalize(s) for s in (*USER_SUBJECTS, person) if s}
        if self._unkept.covers(turn_id, c.attribute, c.value, mine):
            return Verdict("off_record", turn=turn_id)
        whole = next(t for tid, t, _ in self.user if tid == turn_id)
        verdict = Verdict(turn=turn_id)
        if self._played:  # said in character, or in an aside as themselves: only the aside is read
            own = aside(whole, c.quote)
            if own is None:
                verdict.reason, verdict.cue = "supposed", "role-play"
                return verdict
            whole = own
        elif self._told:  # told by another program: the person's words it quotes, or its own (told.py)
            words = own_words(whole, c.quote, person)
            if words.reason:
                verdict.reason, verdict.cue = words.reason, words.cue
                return verdict
            whole = words.words
        spoken = spoken_in(whole, c.quote, c.value)  # a conversation with an AI, pasted or copied (ai_chat.py)
        if spoken and spoken[0] in ("ai", "another", "made_up"):  # a persona made up to test an AI: not theirs
            verdict.reason, verdict.cue = "supposed" if spoken[0] == "made_up" else "reported", spoken[1][:80]
            return verdict
        if spoken:
            whole = spoken[1]
        # the cues are read with each title of a work stood in for: its words are the work's (titles.py); what the
        # person's words hold, and whose they echo, is read in the words as they are
        titled = read_titles(whole, c)
        if titled is not None and titled.in_title:
            verdict.reason, verdict.cue = "in_title", titled.in_title
            return verdict
        cue_whole, cue_c = (titled.text, titled.candidate) if titled is not None else (whole, c)
        said = titled.said if titled is not None else str  # a cue as the person wrote it, titles and all
        text = near(whole, c.quote)
        cue_text = near(cue_whole, cue_c.quote)
        written = re.search(WRITTEN_IN.format(name=re.escape(_cues(person)) if person else "sam"), _cues(cue_text))
        instructed = INSTRUCTION.search(_cues(cue_text)) or written
        if instructed:
            verdict.reason, verdict.cue = "instruction", said(instructed.group(0))
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
            or _other_side(f"{value} {c.attribute.replace('_', ' ')}", text)  # take_home_pay: the side in the key
            or _nominal_age(value, text, c.attribute)
            or _lunar(value, text, c.attribute)
            or _said_not(value, text)
        ):
            reason = "value_unsupported"  # Japanese from "half japanese", "after tax" for "before tax", 08-15 for 农历
        if (
            reason is None
            and FAVOURITE.search(_cues(c.attribute))
            and (not LIKING.search(_cues(text)) or _first_taste(text, c.value))
            and not FAVOURITE.search(_cues(self._last_ai.get(turn_id, "")))
        ):  # favorite_food: sushi from "tried sushi for the first time, it was okay"; not "Sushi, no contest." to the
            reason = "value_unsupported"  # AI's "What's your favourite food?"
        if (
            reason == "value_from_ai"
            and _yes(text, c.attribute, liked_of_any=value_words <= self._asked.get(turn_id, set()))
            and value_words <= self._asked_for(turn_id, c.attribute)
            and quote_words - FILLER
            and not bare_yes(text, value_words)  # 没错 is a yes, not words of their own
        ):  # "Do you still have the motorbike?" / "yep still have it, ride it every weekend": a yes and more of
            reason = None  # their own to the AI's question about them (a bare "yes" stays an echo)
        last_ai = self._last_ai.get(turn_id) or ""
        if reason == "value_from_ai" and (
            (
                _yes(text, c.attribute, liked_of_any=value_words <= self._asked.get(turn_id, set()))
                and value_words <= self._asked_for(turn_id, c.attribute)
            )
            or (BY_PLACE.match(_cues(text)) and _picked(last_ai, text) and value_words <= content(arabic(last_ai)))
            or (ME_TOO.match(_cues(text)) and value_words <= content(arabic(last_ai)) and not _misfiled(c, last_ai))
            # "I grew up in Duluth" / "no way me too!!" (as the home town; not as the city: what the AI said is not it)
        ):  # a bare yes to "Are you vegetarian?", "the second one" to "the Honda or the Mazda?": the person's answer,
            if wording:  # but the words are the AI's: put to the person (`twin memory review`), not stored, if
                verdict.reason, verdict.ask = reason, True  # nothing else is wrong
                return verdict
            reason = None
        if reason:
            verdict.reason = reason
            return verdict
        before: AbstractSet[str] = self._before.get(turn_id, set())
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
        if (
            not from_ai
            and not from_persona
            and value_words
            and distinctive(c.value)
            and ANIMAL.search(_cues(c.attribute))
            and re.search(rf"(?:named|called|叫)\W{{0,2}}{re.escape(_cues(c.value))}", _cues(self._persona_text))
            and not CLAIMED.search(_cues(text))
        ):  # the name the persona gives the twin's cat, spoken of with no word that makes it the person's: 空格好可爱,
            from_persona = True  # "Parsnip is so cute" (not "my Parsnip", "I have a Parsnip too", 我家也有个空格)
        reacted = not from_ai and not from_persona and self._reacts(c.quote, text, value_words, turn_id, c.value,
                                                                     c.attribute)  # fmt: skip
        if reacted:
            from_ai = True  # 杭州好靓㗎 after the twin's 我在杭州住了很多年
        if not from_persona and self._number_echoed(c, text, value_words, turn_id):
            verdict.reason = "echo"  # "eleven years! I'm only at 3": an "I" elsewhere in the quote claims no number
            return verdict
        quoted = _quotation(text, c.quote)  # the person quoting the persona or the AI, "I" and all
        if quoted and (normalize(quoted) in self._persona or normalize(quoted) in self._ai):
            from_ai = from_persona = True
        elif (FIRST_PERSON.search(_cues(c.quote)) and not reacted) or (
            from_persona and not from_ai and SPEAKER_SUBJECT_AT.match(_cues(_clause_of(text, c.quote, value_words)[0]))
        ):  # "I've been a nurse for seven years" quoted "nurse for seven years": the person's clause, not the persona's
            from_ai = from_persona = False
        elif (
            from_ai
            and _yes(text)
            and value_words <= self._asked_for(turn_id, c.attribute)
            and not bare_yes(text, value_words)  # "yes nurse", 对，护士: the twin's word said back, asked (answered.py)
        ):
            from_ai = False  # "So you're a night-shift nurse?" / "yep night shift nurse, 3 yrs now": a yes, theirs
        elif (
            from_ai
            and _negated(_cues(c.value))
            and not _negated(_cues(self._last_ai.get(turn_id, "")))
            and value_words <= self._asked_for(turn_id, c.attribute)
            and _no_alone(text, c.value)
        ):  # 你抽烟吗？/ 不抽, "Do you drink?" / "don't drink, never have": a no in their own words, the value says it
            from_ai = False
        elif from_ai and value_words <= quote_words and _picked(self._last_ai.get(turn_id), text):
            from_ai = False  # "the Honda or the Mazda?" / "the Mazda", 一楼还是顶楼？/ 顶楼: a choice, in their words
        if not from_persona and value_words and value_words <= before and self._humoured(text):
            from_ai = True  # the twin's word humoured, not said: "Denver... sure, whatever you say"
        if from_ai or from_persona:
            verdict.reason = "echo"
            return verdict
        paste, read = _words_read(cue_whole, cue_c)
        if paste is not None and not paste.own:
            verdict.reason, verdict.cue = ("planned" if paste.options else "reported"), said(paste.lead)
            return verdict
        piece = _story_part(cue_whole, cue_c.quote, self._last_user.get(turn_id, ""))
        if piece:  # "I'm writing a story in first person" / "ok here's the opening:\n\nMy name is Ren. I'm 26"
            verdict.reason, verdict.cue = "supposed", said(piece)
            return verdict
        cue_words = content(arabic(cue_c.value)) if titled is not None else value_words
        verdict.reason, verdict.cue, verdict.hedged = stance_verdict(
            cue_c,
            read,
            cue_words,
            person,
            self._last_ai.get(turn_id, ""),
            partial(self._turn_before, turn_id),
            self._playing.get(turn_id, False),
        )
        verdict.cue = said(verdict.cue)
        if verdict.reason:
            return verdict
        slot = wrong_attribute(_Reading.of(cue_c, read, cue_words))
        if (
            slot
            and BIRTH_ATTRIBUTE.search(_cues(c.attribute))
            and BIRTH_ASKED.search(_cues(self._last_ai.get(turn_id, "")))
        ):
            slot = None  # the AI asked for it: "When's your birthday?" / "March 14th, pi day!"
        if slot:
            verdict.reason, verdict.cue = slot[0], said(slot[1])
            return verdict
        said_value, plain = _cues(c.value), _cues(text)
        if value_words <= self._asked_for(turn_id, c.attribute) and re.match(
            rf"\W*{re.escape(said_value)}\W*(?:lol|lmao|haha\w*)\s+(?:no|nope|nah)\W*(?:$|[,.!?;])", plain
        ):  # the AI's "Are you doing keto these days?" / "keto lol no, the rice was just gone"
            verdict.reason, verdict.cue = "denied", "lol no"
            return verdict
        denied = self._answered_no(text, value_words, turn_id)
        if denied:  # "So you're in Portland, right?" / "nah moved to Seattle in june, the company's still in Portland"
            verdict.reason, verdict.cue = "denied", denied
            return verdict
        asked = _cues(self._last_ai.get(turn_id, ""))
        if valued(rf"{AI_SUGGESTS}(?:\w+\s+){{0,2}}?{{v}}\b", said_value, asked).search(asked) and valued(
            rf"\W*{{v}}\W*{WEIGHED}", said_value, plain
        ).match(plain):
            verdict.reason, verdict.cue = "supposed", "maybe"  # "Have you thought about swimming?" / "swimming, maybe"
            return verdict
        verdict.reason = _authority(c)
        if verdict.reason is None and c.kind == "rule" and self._overrides(c):
            verdict.reason = "authority"
        if verdict.reason is None and c.kind == "rule" and not REQUEST.search(_cues(c.quote) + " " + _cues(text)):
            verdict.notes.append("rule_as_preference")  # no request in the words: not a rule for the twin
        return verdict

    def _asked_for(self, turn_id: str, attribute: str) -> AbstractSet[str]:
        """The words of the AI's question about the person right before the turn: of a state, or of a habit or a taste
        for such an attribute (TASTE_ATTRIBUTE)."""
        asked = self._asked.get(turn_id, frozenset())
        if TASTE_ATTRIBUTE.search(_cues(attribute.replace("_", " "))):
            return asked | self._asked_taste.get(turn_id, frozenset())
        return asked

    def _overrides(self, c: Candidate) -> bool:
        """Whether a standing request speaks of what one of the persona's boundaries settles ("tell me you're the
        real Alice, not a twin" against "I'm a twin, not Alice herself"): the boundary decides, the request may
        not stand beside it (two or more of its words, Chinese character pairs, in one boundary)."""
        words = grams(c.value + " " + c.quote) - COMMON_IN_REQUESTS
        return any(len(words & rule) >= 2 for rule in self._boundaries)

    def _support(self, value: str, words: AbstractSet[str], quoted: str, text: str, inferred: bool) -> str | None:
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

    def _answered_no(self, text: str, value_words: AbstractSet[str], turn_id: str) -> str:
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


# a clause that opens with the speaker as its subject: "I've been …", "i'm …", 我是…, 我在…
SPEAKER_SUBJECT_AT = re.compile(
    r"\W*(?:(?:and|but|so|well|honestly|actually|yeah|yes|yep|lol|haha|oh|um|also)\W+)*"
    r"(?:i|i'm|im|i've|ive|i'd|i'll|i was|we|we're|we've)\b|\W*(?:我|俺)(?!的|们?家|[妈爸姐哥弟妹])"
)


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
    if compiled(rf"{re.escape(rest)}[^\s，,。.!！?？；;]{{0,4}}了").search(plain) and not re.search(
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
    unit = {"岁"} if ages and compiled(rough).search(heard(said)) else set()  # age is
    missing -= unit  # (not 3岁 for 三年级)
    missing -= {w for w in missing & STOPWORDS if re.search(rf"\b{w}\b", _cues(said))}  # "owns" for "I own"
    missing -= content(" ".join(m.group(0) for m in HEDGED_VALUE.finditer(_cues(value))))
    if missing and _negated(_cues(said)):
        missing -= content(" ".join(m.group(0) for m in NEGATIVE_VALUE.finditer(_cues(value))))
    if missing and missing <= LEFT_WORDS and _left_said(value, said):
        missing = set()  # left, in other words: "left Google" from "I quit Google"
    pairs = {
        g for g in grams(arabic(value)) if not g.isascii() and not set(g) & (FRAMING | unit)
    }  # 两只猫: 猫…养了两只
    if pairs and not pairs & grams(arabic(said)):
        missing |= pairs  # characters scattered over the turn, no word of the value
    if missing:
        spelled = _spelled_out(value, quote or said)  # New York City for "NYC", 北京大学 for 北大: in the quote
        missing = {w for w in missing if w not in spelled and not (len(w) == 2 and set(w) <= spelled)}
    return missing


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
        spots = list(compiled(rf"(?<!\d){number}(?!\d)").finditer(said))
        rough = [
            m
            for m in spots
            if RANGE_AFTER.match(said, m.end())
            # (the words right before it: a turn of 10,000 numbers read each from its start took a second)
            or (
                RANGE_BEFORE.search(said[max(0, m.start() - 40) : m.start()]) and not ORDINAL_AFTER.match(said, m.end())
            )
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
    (  # "I gross 85k, take home maybe 5200 a month" as take_home_pay 85k
        re.compile(r"\bgross\b|\bgrossing\b|\bgrossed\b|毛收入"),
        re.compile(r"\btake[- ]?home\b|\bnet\b|到手|实发"),
    ),
)


def _other_side(value: str, said: str) -> bool:
    """Whether the value names one side of a measure (before or after tax) where the clause that says its number
    names only the other; a number said with no side, or with both, is left to the rest (the person may have
    said the side elsewhere: "月薪一万五，到手一万二" for 税前15000)."""
    value, said = arabic(_cues(value)), arabic(_cues(said))
    numbers = [  # (85k)
        n for n in _DIGITS.findall(value) if len(n) >= 3 or compiled(rf"(?<!\d){n}\s*k\b").search(value)
    ]
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


def _nominal_age(value: str, said: str, attribute: str) -> bool:
    """Whether an age is said only as 虚岁, the Chinese reckoning that counts one or two more than the years lived
    (虚岁35，其实周岁才33: 35 is no age), and the value does not say so itself."""
    if not AGE.search(_cues(attribute.replace("_", " "))) or "虚岁" in value:
        return False
    said = arabic(_cues(said))
    spots = [m.start() for n in _DIGITS.findall(arabic(_cues(value))) for m in re.finditer(rf"(?<!\d){n}(?!\d)", said)]
    return bool(spots) and all("虚岁" in said[max(0, at - 4) : at] for at in spots)


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


def twin_subjects(names: Iterable[str], person: str = "") -> tuple[str, ...]:
    """The subjects that mark a fact about the twin: its own `names` and "you", "AI", "bot"…, but for the person's own
    name: Alice talking with her twin "Alice" keeps facts about "Alice", and a person called Ai (愛, 艾) or Self keeps
    facts about Ai: they are theirs (and quoted from their words)."""
    own = person.strip().casefold()
    return tuple(n for n in (*names, *TWIN_SUBJECTS) if n and n.casefold() != own)


def speaks_against(
    turns: Sequence[Said],
    subject: str,
    attribute: str,
    value: str,
    person: str,
    twins: Iterable[str],
    persona_text: str,
    rules: Sequence[str],
) -> str | None:
    """Why the words of the last of `turns` (the others before it) do not hold a fact (asserted, now, of `subject`:
    "user" for the person talking, whose subject is `person`), as `Window.check` judges a candidate that quotes the
    sentence saying its value (else the one naming its subject); None when they hold it. A correction that says a
    value again ("sorry, typo: I work at Equinor, in Oslo") does not retire it (twin/narrative/takeback.py)."""

    last = turns[-1]
    sentences = [s for s in re.split(r"(?<=[.!?;。！？；\n])", last.text) if s.strip()] or [last.text]
    quote = next((s for s in sentences if Phrases([value]).found(s)), None)
    quote = quote or next((s for s in sentences if Phrases([subject]).found(s)), sentences[0])
    candidate = read_candidate(
        {"subject": subject, "attribute": attribute, "value": value, "quote": quote.strip()[: LIMITS["quote"]]}
    )
    if isinstance(candidate, tuple):
        return candidate[1]
    return Window(turns, persona_text, rules).check(candidate, twins, person).reason


# characters of a long turn read on either side of the quote: what decides a value is said near it (its clause, the
# sentences around, the turn's opening when it is near), and a 10 MB paste read whole kept one candidate's check
# busy for 150 s (its numbers, its clauses and its names read again by each layer)
READ_AROUND = 4000


def _story_part(whole: str, quote: str, turn_before: str) -> str:
    """The words that bring in a part of a story as a paste, the quote in it, when the person says in them or in
    their turn before that it is a story they are writing (not a memoir); else ""."""
    lead = lead_of(whole, quote)
    if not lead or not STORY_PART.search(_cues(lead)):
        return ""
    said = _cues(lead + " " + turn_before)
    return lead.strip() if FICTION_KIND.search(said) and not TRUE_STORY.search(said) else ""


def _words_read(whole: str, c: Candidate) -> tuple[Paste | None, str]:
    """Whose lines the quote is in, when the turn holds a paste (twin/narrative/grounding/paste.py), and the words
    the stance and the whose check read: the person's own lines when they are a paste, else the turn, near the
    quote."""
    paste = pasted(whole, c.quote, c.value)
    return paste, near(paste.text if paste is not None and c.quote in paste.text else whole, c.quote)


def near(text: str, quote: str) -> str:
    """`text`, or of a long one the part around the first place `quote` is said, cut at line breaks when near."""
    if len(text) <= 3 * READ_AROUND:
        return text
    at = text.find(quote)
    if at < 0:
        return text[: 3 * READ_AROUND]  # (the quote is found as the turns are read, not as written)
    start, end = max(0, at - READ_AROUND), min(len(text), at + len(quote) + READ_AROUND)
    first, last = text.find("\n", start, at), text.rfind("\n", at + len(quote), end)  # the whole lines within
    return text[(first + 1 if start and first >= 0 else start) : (last if end < len(text) and last >= 0 else end)]
