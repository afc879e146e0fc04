"""Layer 6, the stance: whether the person said the value as so, of their life, now. Each rule reads the
clause that holds the value and the sentence around it, in both languages: said false or denied, ended or
set in a time that was, a count of something else, supposed, wished, played or said in jest, asked, someone
else's words passed on, or only planned."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from datetime import datetime

from twin.facts.words import normalize
from twin.narrative.grounding.numbers import arabic
from twin.narrative.grounding.played import playing
from twin.narrative.grounding.reading import (
    _SENTENCE,
    _TOKEN,
    EMPLOYER_ATTRIBUTE,
    JOB_ATTRIBUTE,
    KIN,
    LIKING_ATTRIBUTE,
    NEGATION,
    NOT_NEGATION,
    NOW,
    SLIP_WORDS,
    Candidate,
    _before_value,
    _cues,
    _last_clause,
    _negated,
    _quotation,
    _Reading,
    _said,
    _since_real,
    _split_clauses,
    _up_to_value,
    compiled,
    content,
    grams,
    valued,
)
from twin.narrative.grounding.whose import (
    _CJK,
    FIRST_PERSON,
    PLACE,
    SELF_ID,
    SPEAKER_IN,
    SUBJECT,
    ZH_KIN_WORDS,
    _filed_under_relation,
    _of_person,
    _own_subject,
    _someone_else,
    _whose,
)
from twin.recall.segment import CJK, stem

# the days and months a later time is named by: "I start at KPMG on Monday", "from January"
_DAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_MONTH = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
# "if memory serves", 如果我没记错: a way of remembering, not a condition
_RECALLED_WORDS_ZH = r"\s?我?(?:(?:没|冇|无)记错|记得没错)(?=的话|\s?[,，]|\s*$)"  # (not 如果我没记错密码)
_RECALLED = (  # (not "if I remember to file the papers")
    r"(?! memory serves\b| i (?:remember|recall) (?:correctly|rightly|right)\b| i'?m not mistaken\b"
    rf"| i am not mistaken\b|{_RECALLED_WORDS_ZH})"
)
_RECALLED_ZH = rf"(?!{_RECALLED_WORDS_ZH})"
HYPOTHETICAL = re.compile(
    rf"\b(?:if{_RECALLED}|whether|suppose|supposing|imagine|what if|in case|were i|were to|pretend|hypothetically"
    rf"|unless)\b|如果{_RECALLED_ZH}|要是{_RECALLED_ZH}|假如{_RECALLED_ZH}|假设|万一|倘若|的话|想象|除非|要不是|若不是|如果不是|不然的话|否则"
    r"|(?:感觉|觉得)我也(?:能|可以|行)(?=[^，,。.!?！？]{0,8}(?:哈|😂|🤣|lol))"  # 看了谷爱凌的比赛，感觉我也能滑雪哈哈
)
PLAN = re.compile(
    r"\b(?:thinking (?:about|of)|(?<!做\s)planning|plan to|plans to|want to|wanna|hoping to|hope to|intend to"
    r"|considering"
    r"|about to|gonna|going to (?=(?:be|buy|move|get|start|learn|try|make|take|have|quit|leave|switch|become|visit"
    r"|live|work|study|marry|adopt|sell|open|join|apply|watch|read|see|listen|play|attend)\b)"
    r"|(?:might|may) (?=(?:buy|move|get|start|learn|quit|leave|switch|become|adopt|sell|open|join|apply|convert to"
    r"|try (?:going |being )?(?:vegan|vegetarian|keto|paleo|pescatarian|sober|gluten[- ]free|halal|kosher)"
    r"|go (?:vegan|vegetarian|keto|paleo|sober|freelance|gluten[- ]free)"
    r"|go back to (?:school|college|uni|grad school|work|nursing|teaching|\w+ing))\b)"
    r"|(?:i'm|im|i am|we're|we are) moving (?=to\b)"  # "I'm moving to Seattle in March": not there yet
    r"|trying to go (?=(?:vegan|vegetarian|keto|paleo|pescatarian|sober|gluten[- ]free|carnivore|plant[- ]based)\b)"
    r"|always wanted to"  # "always wanted to learn piano but never had the time" (not come true: WISH_CAME_TRUE)
    r"|applied (?:to|for|at)|applying (?:to|for|at)|interview(?:ed|ing)? (?:at|with|for)|(?:an |the )?offer from"
    r"|aiming (?:for|at)|aim (?:for|at)|(?:my |the )?goal is|(?:my |the |our )?plan is to\b(?!(?:\s+\w+){0,2}?\s+"
    r"(?:stay|keep|remain)\b)|predicted (?:grades?|results?|scores?|marks?)|my predicted|turning (?=\d)|about to turn"
    r"|going to turn)"  # not yet
    r"|(?:过完年|过了年|明年|下个?月|下周|年底|过了生日|生日一过)就(?=\s*[\d一二两三四五六七八九十])"  # 过完年就35了
    r"|等(?:到)?[^，,。]{1,6}?就(?=\S{0,4}?(?:满|有|是|[\d一二两三四五六七八九十]))"  # 等到六月我就工作满五年了
    r"|(?:下个?月|明年|年底|下周|下半年)\S{0,4}(?:涨到|降到|升到|变成)|\bhoping for\b"
    r"|期望(?=\S{0,3}(?:薪|工资|收入|[\d一二两三四五六七八九十]))"
    # "I'll have 10 years in at the county by June" (not "I'll have been at Intel 10 years")
    r"|\b(?:i'll|i will) have\b(?!\s+(?:been|you|to)\b)"
    r"|打算|计划|准备|争取(?=\S{0,3}(?:明年|今年|下半年|年底|早日|尽快|这次|下次))|目标(?:是)?(?!客户|用户|市场|群体|人群|检测|跟踪|识别|管理|函数|值|价)|想(?:要|去|搬|养|学|买|换)|(?<![不没别唔冇])想再(?:要|去|搬|养|学|买|换)|考虑|将要|要不要|可能会|估分|预估|预计"
    # 可能年尾会搬去荃湾, 应该会去联发科吧, 想说过年后再去考驾照 (Taiwan: "I was thinking"), 下个月先正式过友邦返工
    r"|(?:可能|应该|大概)(?:\S{1,4}?)?会(?=\s?(?:搬|去|换|转|辞|买|养|考|读|嫁|娶|结婚|入职|跳槽|回))"
    r"|想说[^,，。!?！？]{0,10}?再"
    # 在办绿卡, 想移民澳洲, 想入党: a status still being sought
    # (the words read up to the value may end inside it: 在办绿 of 在办绿卡)
    r"|(?:在|正在)办(?:理)?(?=\S{0,4}(?:绿|签证|移民|入籍|身份|护照|居留|户口))|想(?=移民|入籍|入党|受洗|皈依|信教)"
    r"|(?:明天|后天|明年|下个?月|下(?:周|星期|礼拜)|月底|年底|月尾|年尾)先(?!前)"
    r"|(?:从)?(?:明天|后天|明早|下(?:周|星期|礼拜)|下个?月|明年)(?:起|就|一定)?(?:开始|起)(?!了)"  # 明天开始早起跑步！
    # 等绿卡下来我们就搬去奥斯汀 (not 中等, 等公交就得半小时)
    r"|(?<![中高低上下同平对相])等(?!等|于|级)(?:\s?\S){1,10}?\s?(?:下来|之后|以后|了)(?:我|我们)?就"
    # 我明年要去澳洲
    r"|(?:明年|下个?月|下周|下星期|下礼拜|过几天|月底|年底|月尾|年尾|以后|将来)(?:就|还|一定|必须|肯定)?要"
    # 我下周去上海出差, 下个月入职阿里
    # (not 回: back home or back to work, 下周一回华为上班; not 还: 下学期还去北大上课, going on)
    r"|(?:明天|后天|明年|下个?月|下(?:周|星期|礼拜)[一二三四五六日天]?|过(?:几|两|三)天|月底|年底|月尾|年尾"
    r"|下个?月[\d一二两三四五六七八九十]+[号日])(?:春天|夏天|秋天|冬天|初|底)?(?:就|会|要|正式)?"
    r"(?:去|飞|搬|报到|上岗|入职(?!满|[\d一二两三四五六七八九十]+(?:周)?年|周年))"
    r"|(?:明天|明年|下个?月|下周|下星期|下礼拜|过几天|月底|年底)就|快(?:要)?(?=[\d一二三四五六七八九十])|计画|目标是"
    # 下个月起工资涨到两万, 下学期开始转去读法律, 过了年我就三十了 (not 下个月起我还是在腾讯, 过了年我就在腾讯干满
    # 十年了)
    r"|(?:明年|下个?月|下(?:周|星期|礼拜)|年后|过了?年|开春|开年|下个?学期|下学年|下季度)(?:我)?(?:起|开始|就)"
    r"|(?:明天|后天|明年|下个?月|下周|下星期|下礼拜|月底|年底)(?:就)?满(?=[\d一二三四五六七八九十])"  # 我下个月满四十
    r"|投了?简历|在面试|去面试|面试了|拿到了?(?:\s?[^\s，。,.!?！？]{1,8}?){0,2}\s?offer"  # 计画: 計畫, simplified
    r"|(?:明天|后天|下(?:周|星期|礼拜)[一二三四五六日天]?|下个?月)(?:去)?面试"  # 下周面试字节
    r"|(?:今晚|今天晚上|明天|明晚|后天|这周末|下(?:周|星期|礼拜)[一二三四五六日天]?)(?:我)?(?:要|打算|准备|会)?去?(?:看|听|读)"
    # (今晚要去看《奥本海默》: not seen yet)
    r"|(?:明年|下个?月)(?:春天|夏天|秋天|冬天|初|底|[一二三四五六七八九十\d]+月)(?:我|我们)?(?:就|还|一定|必须|肯定)?要"
    r"|\b(?:i'm|im|i am) (?:studying|prepping) for\s*(?:the\s+|my\s+)?$"  # the value right after: "studying for N3"
    # a possibility feared or warned of: 医生说怕我以后得痛风, 有患高血压的风险 (not yet, and may never be)
    r"|(?:怕|担心)(?:我)?(?:以后|将来)(?:会|可能)?(?:得|患|变成|发展成|有)"
    r"|提醒我(?:小心|注意|预防|当心)(?=\S?$)|\b(?:at risk (?:of|for)|risk of)\s+(?=\w*$)"
    r"|\b(?:i'll|i will|ill|we'll|we will) (?=(?:be \d+|turn \d+|start (?:at|in)|move to|join)\b)"
    # "starting next month I'll be working at Stripe" (not "I'll be working late at Mercy", "I'll be in meetings")
    r"|\b(?:i'll|i will|ill|we'll|we will) be (?:working|living|studying|based) (?:at|in|for)\b"
    r"(?![^.!?]*\b(?:i'm|im|i am|because|cause|but|since|as)\b)"
    # a new value from a time to come: "From January my salary goes up to 95k", "starting next month I'm joining
    # Stripe" (not "From Monday to Friday I work at Costco", "Starting next week I'm on nights at Mercy")
    rf"|\b(?:starting|from|as of|beginning|effective) (?:next (?:week|month|year|fall|spring|summer|winter|autumn"
    rf"|semester|term)|tomorrow|{_MONTH}|{_DAY})\b(?!\s+(?:to|through|thru|till|until|-)\b)"
    r"(?=[^.!?]*\b(?:(?:i'll|i will|we'll) be (?:working|living|studying|based)|i'?m (?:joining|moving to|starting at"
    r"|transferring to)|(?:i|we) (?:join|start at|move to)|(?:salary|pay|rent|wage|rate)\w*(?: \w+)? (?:goes|will go"
    r"|is going) up to)\b)"
    r"|\b(?:it|salary|pay|rent|wage|rate)\w*(?: \w+)? (?:goes|will go|is going) up to\b"
    # a rise to come, or one that ought to have come: "we should get a bump to 100k next year", "I'll get a raise to
    # 100k in March", "my salary should go up to 100k", "getting a raise to 100k", "I should be earning 100k by now",
    # 明年应该能涨到十万 (not "I got a bump to 100k last month", 工资涨到了一万五)
    r"|\b(?:should|will|'ll|ll|shall|supposed to|might|may|could|gonna|going to|hoping to|hope to|set to|due)"
    r" (?:get (?:a |my |our |the )?(?:bump|raise|rise|pay rise|increase|pay bump)|go up|jump|rise|increase"
    r"|be bumped(?: up)?|be raised|a (?:raise|bump|rise))\s+to\b"
    r"|(?<!since )(?<!after )\bgetting (?:a |my |our )?(?:bump|raise|rise|pay rise|increase) to\b"
    r"|\b(?:should|ought to) (?:be|have been) (?:earning|making|paid|getting)\b"
    r"|(?<![才算于])(?:应该|可能|估计|有望|能|会|将|要)(?:能|会)?(?:涨|升|加)到(?![^，。,.!！?？]*了)"
    r"|\b(?:i'll|i will|we'll|we will) have (?=(?:moved|gone|left|finished|started|opened|become|bought|got|gotten"
    r"|saved|paid|quit|retired|married|found)\b)"  # "by next spring I'll have moved to Lisbon"
    r"|\bwhen (?:i|she|he|they|we) grows? up\b"
    r"|(?:(?<![不没别唔冇])想再|想(?!当年))(?:转行|当|成为|考|读|嫁|娶|辞|做(?![饭菜]|\S{0,5}(?:介绍|总结|说明|测试|调查|笔记|记录)))"
    r"|谂住|长大(?:后|以后|了)?(?:要|想|会)"
)
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
    r"|moved here|there a year|for years|took it|accepted it|said yes)\b"
    r"|一直|已经|(?:用|吃|住|坚持|上|开|干|游)了|现在每"
)
# advice not yet taken: "my rheumatologist wants me to try methotrexate but I haven't decided", 医生建议我换胰岛素泵
ADVISED = re.compile(
    r"\b(?:wants? me to (?:try|start|take|go on|switch to)|suggest(?:ed|s)?|recommend(?:ed|s)?|advised me to"
    r"|told me to (?:try|consider)|offered me)\b|建议我|劝我|让我考虑"
    r"|给我开(?:了|的)?(?=\s?(?:\d|[一二三四五六七八九十两几]+[万千块元])|\s?(?:价|工资|月薪|年薪))|给我\s?offer|\boffer\s?我(?=\s?\S)"
)  # and an offer not yet taken: "they offered me 90k, still negotiating", HR给我开了35k，我还在谈
UNDECIDED = re.compile(
    r"\bhaven'?t decided|\bnot sure (?:yet|about it)|\bthinking about it|\bstill negotiating"
    r"|还在犹豫|没决定|还没想好|再考虑"
    # HR给我开了35k，我还在谈 (not 我接了，还在想怎么跟老板说)
    r"|还在\s?(?:谈|negotiate|negotiating|考虑|纠结|想(?!怎么|如何|办法))|还没\s?(?:回复|答复|签|答应|接受)"
    r"|仲\s?(?:谂|想|考虑|倾|谈)紧"  # 佢哋offer我三万五，我仲谂紧 (Cantonese)
)
# a number aimed at: "practice test this morning: 506, target is 515", 目标是120 (not "part time at Target")
AIMED = re.compile(r"(?:\b(?:target|goal|aim)(?:\s+(?:score\s+)?(?:is|was)|\s*[:=])|\baiming for|目标(?:是)?)\s*\d\S*$")
STARTS_LATER = re.compile(
    r"\b(?:(?:(?:i|we) (?:start|begin)(?: work| my (?:mba|phd|masters|master's|degree|new job|internship|residency"
    r"|apprenticeship|program|course|studies|training)| (?:grad|law|med|nursing) school| college| uni)?"
    r"|(?:(?:i'm|im|i am|we're|we are) |^\W*)starting|^\W*start) (?:at|with|in)"  # (the "I" left out, as typed)
    r"|(?:i'm|im|i am|we're|we are) (?:joining|moving (?:in)?to|relocating to|transferring to)|(?:i|we) move (?:in)?to)"
    r"\b(?=[^.!?;]*\b(?:"
    rf"next (?:week|month|year|fall|spring|summer|winter|autumn|semester|term|{_DAY})|tomorrow"
    rf"|on the (?:first|\d+(?:st|nd|rd|th)?)|this coming (?:week|month|{_DAY})"
    r"|in the fall|(?:this|next) (?:fall|spring|summer|winter|autumn)"  # a school year starts in the fall
    rf"|in (?:a|an|two|three|four|\d+) (?:days?|weeks?|months?)|(?:on )?{_DAY}|(?:in|on) {_MONTH})\b)"
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
    r"|considering|thinking|hopes?|wish|wishes|dreams?|bucket|might|maybe|moving|going|prepare|prepares|preparing)\b"
    r"|计划|打算|准备|想|将|未来|目标|考虑|标准|指标|梦想|愿望|心愿"
)
# an attribute that files an application as one, a plan by its nature: applying_to, applied_to, 申请的学校 (read in the
# attribute alone: "Applied Math" is no plan)
APPLYING = re.compile(r"\bappl(?:y|ying|ied|ication|ications)\b|申请")
# an attribute that files a wish as one: wants_to_live_in, dream_job, 梦想
WISHED = re.compile(r"\b(?:wants?|wish\w*|dreams?|hopes?|someday|bucket)\b|想|梦想|希望|愿望")
# a condition on the listener, not on what the person says of themselves: "… btw if you want to see the repo"
ASIDE_IF = re.compile(
    r"\bif (?:you (?:want|wanna|like|need|care|'d like|would like|ever)|you'?re (?:curious|wondering|interested)"
    r"|(?:it|that) (?:helps|matters|makes sense))\b.*$"
)
MODAL = re.compile(r"\b(?:will|'ll|can|could|would|'d|might|may|shall|should|gonna)\b")
# what is, right after "instead of" following what would have been: "I'd be in Zurich now instead of stuck in Ohio"
INSTEAD_OF = re.compile(r"\b(?:instead of|rather than)\s+(?:[\w']+\s+){0,2}[\w']+\W*$|而不是\S{0,6}$")
CONDITIONAL = re.compile(
    rf"^\W*(?:if{_RECALLED}(?! (?:it|that) (?:matters|helps)| you (?:must|wanna|want to|need to|care to) know"
    r"| you'?re (?:curious|wondering|asking))|suppose|imagine|what if|say (?=i\b|i'm|that\b|we\b)"
    rf"|要是{_RECALLED_ZH}|要系{_RECALLED_ZH}(?!统|列|上|好|讲|说)|若果|如果{_RECALLED_ZH}(?!你(?:想|要)?(?:知道|好奇)|有用|你问我)"
    rf"|假如{_RECALLED_ZH}|假设|万一|倘若|假使|就当|要不是|若不是)"
)  # opens the sentence (要系: Cantonese 要係); "if it matters, i'm left-handed", 如果你想知道的话 only lead in
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
    r"|role-?play(?:ing)?|my character|in character|in-game|rp time|\brp\b|pretended|pretends|pos(?:ed|ing) as"
    r"|passed myself off as|impersonat(?:ed|ing)"
    r"|in (?:another|my next|a past|a parallel|an alternate) (?:life|universe|world)"
    r"|on (?:my )?(?:hinge|tinder|bumble|dating (?:app|profile)|profile)|on stream,? (?:i'm|im|i am)\b"
    r"|\b(?:writing|wrote|write|working on) (?:a|my|the) (?:short story|story|novel|screenplay|poem)\b"
    r"(?=[^.!?;]{0,20}?(?:\bwhere\b|\babout\b|\bin which\b|\bwhose\b|:|—|\bthe (?:narrator|lead|hero|heroine"
    r"|protagonist|main character)\b))"
    r"|dressed (?:up )?as"
    r"|(?:going|went|go|dress(?:ed|ing)?(?: up)?) as an?\b|in (?:a|my) costume|cosplay(?:ing|ed)? as)"
    r"|(?:设定|人设)\S{0,3}(?:女主|男主|主角|角色)|女主(?:角|是)|男主(?:角|是)|梦见|梦到|梦里|梦中|做梦(?!(?:也|都)(?:没|想不到|不敢))|做了个梦|小说里|小说中|故事里|故事中|游戏里|游戏中|剧本里|戏里|剧里|电影里|假装|装作|装成|冒充|假扮|伪装成|设想"
    r"|下辈子|上辈子|平行(?:宇宙|世界)|另一个(?:世界|人生)|(?<!打)扮(?:的|成|演)?|装扮成|cos(?:play)?(?=了|的|成)|陪我演|演一段"
    r"|来演|剧本杀|狼人杀|抽到(?:了)?(?:\S{0,4})?本"
)
# what would be, not what is: "with a lottery win I'd live in Paris" ("I'd like", "I'd say", "I'd been" aside)
WOULD = re.compile(
    r"(?:\b(?:i|we)(?:'d| would)|\bid(?= be\b)|\bhad (?:i|we) \w+ed\b.*\b(?:i|we)(?:'d| would|d))\s+"
    r"(?!(?:like|love|rather|prefer|say|guess|think|been|have been|had|always|never|often"
    r"|usually|sometimes)\b)(?=[a-z])"
)
# the words of someone else's text the person passes on or plays: a forwarded post, a signature, an ad, a form, a
# song sung, a line to translate ("群里转的 >> 本人男 32岁", "this ad on my feed Senior Data Scientist")
PASSED_ON = re.compile(
    # something read out to the listener ("let me read the label out loud", "reading you the box", 我念一下这个快递单,
    # 给你读一下我同事发的消息, 在念药盒上的字; not "I always read the label", "read it out loud because I'm dyslexic",
    # 念给你听我家地址, 读一下我写的, 给孩子读一下绘本)
    r"\bread(?:ing)? (?:you |u )(?:the|this|that|a|an|her|his|their|my \w+'s) (?:[\w'-]+ ){0,2}(?:label|sign|menu"
    r"|message|text|email|letter|box|note|card|form|receipt|prescription|bottle|packet|package|leaflet|screen|page"
    r"|article|ingredients|instructions|postcard)\b"
    r"|\bread(?:ing)? (?:it |this |that |the \w+ |out )?(?:out loud|aloud)\b(?!\W+(?:because|cause|cuz|since|as|so)\b)"
    r"|(?:我|给你|跟你)(?:念|读)一下(?=这|那)|(?:给你|跟你)(?:念|读)(?:一下)?(?!我的|我家|我写|我自己|自己)"
    r"|(?:念|读)给你听(?!我的|我家|我写|我自己|自己)|在(?:念|读)[^，,。:：]{0,8}(?:上的字|上面的|上写的|发的|的消息)"
    r"|\b(?:forwarded|fwd|fw|sample (?:form|text|letter|email|answer|profile|data)|template|(?:test|fake|dummy) data"
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
# a form the person fills in for someone who is no kin of theirs, named after what it holds: "Name: John Smith, Age:
# 45 - that's the form template I'm filling for a client", 姓名：张三，年龄：45，这是我帮客户填的 (a form for kin:
# `whose`'s FOR_KIN, EN_FOR_KIN, said before what it holds)
FORM_LABEL = re.compile(r"[^\W\d_][\w ]{0,8}\s*[:：]\s*$")  # a form's field: "Age: 45", 姓名：张三
FORM_FOR_OTHER = re.compile(
    r"\b(?:form|template|application|paperwork)\b[^.!?]{0,40}?\b(?:filling|fill(?:ing)?\s+(?:out|in)|doing|completing)"
    r"\s+(?:(?:it|this|these|out|in)\s+)?(?:for|on behalf of)\s+(?:a|an|my|our|the|some)\s+(?:client|customer|patient"
    r"|student|user|applicant|stranger)s?\b"
    r"|(?:帮|替|给)(?:客户|顾客|病人|患者|别人|学员|学生|用户|人家)\S{0,4}?填"
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
    r"|(?<![没不别])(?<!不会)(?<!不想)(?<!没有)骗你的|骗你呢"
    r"|(?<![没不别冇唔靠])(?<!不是)(?<!唔系)(?<!就系)(?<!就是)(?<!以为我)(?<!同你)讲笑(?:咋|㗎|啫|嘅|的|啦)"
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
    r"|(?:可真是|真是)[^，,。.!?！？]{0,8}?\s*[🙃🙄]"  # 我可真是个天才呢🙃, 我可真是个大聪明🙃
    r"|^\W*lol,?\s+sure\b[^🙃🙄😒]*[🙃🙄😒]"
    r"|(?:i'm|im|i am) (?:literally )?(?:dead|deceased)(?=\W*(?:$|lol|lmao|haha|💀|😂|🤣))"
)
# a joke tag in brackets right after the value: 月薪十万（在梦里🙃）, 我真是个天才（不是）, "(in my dreams)"
JOKE_TAG = re.compile(
    # "miami 🌴 (its actually ohio)", "York (actually New York lol)" (not "Seattle (actually Ballard)", a closer look;
    # nor "Google (actually Google Cloud)": `_tagged_after_value`)
    r"^[^()（）\[\]\n]{0,12}?[（(\[]\s*(?:it'?s\s+actually\b[^()（）\[\]\n]{1,30}"
    r"|actually\b[^()（）\[\]\n]{1,30}?\b(?:lol|lmao|jk|haha\w*)\W*)[）)\]]"
    r"|^[^()（）\n]{0,12}?[（(]\s*(?:不是|bushi|在梦里|梦里|做梦呢?|开玩笑的?|划掉|想想而已"
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
    r"|\b(?:ceo|cfo|vp|queen|king|president|director|master|champion|professor) of (?:being|doing (?:\w+ )?nothing"
    r"|procrastinat\w*|napping|naps|snacks|vibes|overthinking|bad decisions)\b"  # "ceo of being broke lol"
    # a school or a degree in jest: "school of hard knocks", "PhD in procrastination", 社会大学, 抖音大学, 熬夜专业博士
    r"|\bschool of hard knocks\b|(?<!work at the )(?<!works at the )(?<!working at the )(?<!for the )\bschool of life\b"
    # (not "I work at The School of Life")
    r"|\buniversity of (?:life|youtube|google|tiktok|reddit|the streets)\b"
    r"|\b(?:youtube|google|tiktok|reddit|wikipedia) (?:university|u)\b"
    r"|\b(?:phd|doctorate|degree|masters?|master's|bachelor'?s|major|minor) in (?:procrastinat\w*|napping|naps"
    r"|snack\w*|overthinking|sarcasm|memes|netflix|bad decisions|being \w+|doing nothing|sleeping|binge\w*)\b"
    r"(?!\s+(?!and\b|lol\b|haha\b|lmao\b|tbh\b|too\b|on\b|through\b|everything\b|all\b|at\b|from\b)[a-z])"
    # (not "PhD in binge drinking interventions"; "PhD in napping on the couch" is)
    r"|社会大学|(?:抖音|b站|百度|知乎|快手|小红书|家里蹲|野鸡)大学|(?:熬夜|摸鱼|干饭|吃瓜|躺平|划水)(?:专业|学院|系)?(?:博士|硕士)"
    r"|(?:专业|职业|资深|首席)摸鱼|(?:摸鱼|划水)(?:专家|大师|达人|冠军|选手|界|学院)|团宠|(?:公司|单位|部门|团队|组里|班里|家里)的?吉祥物(?=\s*(?:$|[哈啦吧了呢,，。.!?！？~]))"
    # a hobby in jest: "my hobby is procrastinating lol", 我的爱好是睡觉哈哈, 我的興趣是耍廢
    r"|\b(?:hobby|hobbies|pastime|favou?rite (?:hobby|pastime|activity)) (?:is|are|includes?) (?:\w+ )?"
    r"(?:procrastinat\w*|overthinking|napping|sleeping|being lazy|doing nothing|doomscrolling)"
    r"(?=\W*$|\s*(?:lol|lmao|haha\w*|😂|🤣|😅|tbh|honestly)\b|\s*[😂🤣😅])"
    r"|(?:爱好|兴趣|业余爱好)(?:是|就是)(?:睡觉|躺平|摸鱼|耍废|发呆|熬夜|做白日梦)(?=[\W哈吧呢啦了]*$|\s*哈)"
    # a living in jest: "full time cat servant", "basically an unpaid therapist for my friends", 打工人, 社畜, 全职躺平
    r"|\b(?:full[- ]time\s+)?cat\s+(?:servant|butler|slave|staff)\b"
    r"|\b(?:basically|practically|literally)\s+(?:an?\s+|the\s+)?unpaid\s+(?:therapist|babysitter|chauffeur|taxi|maid"
    r"|nanny|assistant)\b"
    r"|打工人|打工仔一[名枚个](?=[\W哈]*$)|社畜|(?:专业|资深|职业)?背锅侠|全职躺平|全职儿女(?=[^。！？!?]{0,8}(?:哈|啃老|😂))"
    r"|首席(?!执行|技术|财务|运营|信息|产品|营销|人力|科学|数据|法务|安全|设计|商务|战略|风险|合规|投资|法律|架构|医疗|经济|数字|增长"
    r"|客户|品牌|内容|创意|隐私)[\u4e00-\u9fff]{1,4}官|打工皇帝"
)
# a faith or a party in jest: "my religion is coffee", 吃货教, 信仰的是人民币, 猫奴党, 骨子里是个日本人 (read only of a
# faith, a party or an origin: 猫奴党 says a cat, 熬夜党 a habit, "my religion is soccer" a hobby)
# a relation as a likeness: "auntie jo is basically my second mom", filed as the mother's name (not "my stepmom linda
# is like a second mother to me" as the stepmother's)
LIKENED = re.compile(
    r"\b(?:[a-z][\w'-]*\s+){1,3}is\s+(?:basically|like|practically)\s+(?:a\s+|my\s+)?(?:second|other|another|adopted)\s+"
    r"(?P<rel>mom|mum|mother|dad|father|brother|sister|grandma|grandpa)\b"
)
LIKENED_AS = {"mom": "mom|mum|mother|parent", "mum": "mom|mum|mother|parent", "mother": "mom|mum|mother|parent",
              "dad": "dad|father|parent", "father": "dad|father|parent", "brother": "brother|sibling",
              "sister": "sister|sibling", "grandma": "grandm|grandparent",
              "grandpa": "grandf|grandpa|grandparent"}  # fmt: skip
MARRIAGE_ATTRIBUTE = re.compile(r"married|marital|spouse|husband|wife|relationship|婚|老公|老婆")
BODY_ATTRIBUTE = re.compile(  # an attribute of the body (HEALTH_IN_JEST read where the value is in other words: not
    # "thirty years old and still allergic to mornings lol" as age 30)
    r"health|condition|diagnos|illness|disease|disorder|allerg|intoleran|disab|blind|deaf|medical"
    r"|病|症|过敏|健康"
)
# the body and marriage in jest: allergic to Mondays (对上班过敏), "this spreadsheet is giving me a heart attack",
# "basically blind without my coffee", 笑死我强迫症又犯了 (not "allergic to bees", 对芒果过敏, "my eyes are bad,
# basically blind")
HEALTH_IN_JEST = re.compile(
    # (not "allergic to exercise, for real - exercise-induced anaphylaxis", "Smoking gave me a stroke at 52")
    r"\ballergic\s+to\s+(?:mondays?|mornings?|work|homework|people|adulting|effort|responsibilit\w+|chores"
    r"|math|meetings?|commitment|small\s+talk|my\s+boss)\b"
    r"|对(?:周一|星期一|礼拜一|上班|工作|加班|早起|早八|学习|作业|人类|社交|考试|开会|数学|穷|返工)(?:严重|超级|有点|真的)?过敏"
    r"|\b(?:giving|gonna\s+give|going\s+to\s+give|will\s+give|'ll\s+give|nearly\s+gave|almost\s+gave)\s+me\s+"
    r"(?:a\s+)?(?:heart\s+attack|stroke|an?\s+aneurysm)"
    r"|\b(?:basically|practically|literally)\s+(?:blind|deaf)\s+without\b"
    r"|笑死[^。！？!?]{0,6}强迫症"
)
# a marriage in jest: "married to my job", "ryan gosling is my husband, he just doesn't know yet" (read in the
# sentence); not "married to the gym owner", "i'm married to my gym buddy lol", "got married to my work crush", 我嫁给了
# 游戏策划, nor 我老婆是雷姆，谁都别抢: as 我老公是消防员，谁都别抢, the words alone do not say she is made up
MARRIAGE_IN_JEST = re.compile(
    r"\bmarried\s+to\s+(?:my|the)\s+(?:job|work|phone|couch|bed|career|laptop|desk|grind|hustle|art|music"
    r"|gym|cat|dog)\b(?!'s|\s+[a-z]+(?:er|or)\b|\s+(?:owner|buddy|crush|friend|colleague|coworker|partner|mate|pal"
    r"|bestie|neighbou?r|wife|husband|spouse|boss)\b)"
    r"|\b(?:[a-z][\w'-]*\s+){1,3}is\s+my\s+(?:husband|wife|bf|gf|boyfriend|girlfriend)\b[^.!?]{0,24}?\b(?:doesn'?t|does\s+not|don'?t)\s+know"
    r"\s+(?:it\s+)?yet\b(?!\s+(?:that|about|what|how|where|why|if|i)\b)"
    r"|嫁给了?(?:手机|工作|床|游戏)(?![室公机厂党狂策上设开])"
)
FAITH_IN_JEST = re.compile(
    r"\bmy religion is (?:coffee|food|pizza|sleep|sleeping|naps?|football|soccer|tacos|brunch|chocolate|netflix"
    r"|gaming|cheese|money|wine|beer|tea)\b|(?:吃货|奶茶|咖啡|睡觉|摸鱼|躺平|火锅|干饭|熬夜|懒)教(?![练学室授师材程])"
    r"|信仰(?:的)?(?:是|就是)?(?:人民币|金钱|钱|美食|睡觉|咖啡|奶茶)"
    r"|(?:猫奴|狗奴|吃货|熬夜|月光|剁手|低头|夜猫子?|懒癌|追剧|追星|起床困难户?)党"
    r"|骨子里(?:是|就是)?(?:个|一个)?[\u4e00-\u9fff]{1,4}人"
)
FAITH_ATTRIBUTE = re.compile(
    r"relig|faith|belief|church|party|politic|nation|citizen|ethnic|heritage|hometown|origin|信仰|宗教|教|党|政治|国籍|籍"
    r"|民族|老家|家乡"
)
DREAMT_AFTER = re.compile(r"\bin my (?:wildest )?dreams\b|做梦的时候|在梦里")  # in the value's own clause
# a love said with an eye-roll, of the thing right after it: "oh I just LOVE mondays 🙃", 我最喜欢周一了呢🙂 (read only
# where the value is what is loved: not "oh I just love living in Phoenix in July 🙃" as the city, 我是程序员，最喜欢
# 加班了呢🙂 as the job)
LOVED_IN_IRONY = re.compile(
    r"(?:\b(?:oh|yay|wow),?\s+(?:i\s+)?(?:just\s+|really\s+|simply\s+|so\s+)?|\bi\s+just\s+)(?:love|adore|enjoy)\s+"
    r"((?:[\w'-]+\s+){0,3}?[\w'-]+)\s*[🙃🙄](?![^.!?]*\b(?:sorry not sorry|no shame|unironically)\b)"
    r"|(?:最喜欢|最爱|太喜欢|好喜欢|超爱|超喜欢|超级喜欢|好爱)(?:的就是)?(?![吃喝])([^。！？!?，,\s]{1,8}?)(?:[呢哦]\s*🙂|[了呢哦]\s*🙃)"
    r"|(?:最喜欢|最爱)的就是([^。！？!?，,\s]{1,8}?)\s*🙃"  # 我最喜欢的就是加班🙃 (not 超爱吃榴莲🙃: said of itself)
)
LAUGHED_OFF = re.compile(r"\W*呵呵")  # the next clause a 呵呵: 我是富婆，呵呵 (not 呵呵 in the clause: 我是老师呵呵)
MOCK_EMPHASIS = re.compile(r"\*(?:totally|definitely|absolutely|so|clearly|obviously|sure)\*")
LAUGHS = r"lol|lmao|haha\w*|i wish|[哈呵]+|[啦啊呀嘛哦吧啰咯]"  # what may follow a retraction in its own sentence
ZH_THEN = re.compile(r"(?:我|我们)(?:也|就|便|那就)(?!是)")  # what follows from a condition: 我就搬去…, not 我就是…
# told as what happened then, or would: "I was a pilot", "I'd move to Lisbon"
PAST_SELF = re.compile(r"\b(?:i|we)\s+(?:was|were|had|became|got|could|would)\b|\b(?:i|we)'d\b")
# a supposition the person sets up alone, for the AI to play along ("what if I told you I'm actually a spy", 假设我
# 中了五百万): a bare answer in their next turn ("MI6 obviously", 辞职，去大理开个民宿) is inside it
SUPPOSE_SETUP = re.compile(
    r"\bwhat if i told you\b|^\W*(?:say|suppose|imagine|what if|let'?s say)\s+(?:i\b|i'm|im\b)"
    r"|^\W*(?:假设|假如|如果|要是|要系|万一)(?:说)?我"
)
# a likeness, not a state: 返工真係好似坐監咁 ("work is like jail"), 像坐牢一样, 跟做梦似的
SIMILE = re.compile(  # (似: 我阿妈成日话我似个会计师咁; not 相似, 似乎)
    r"(?:好似|好像|就像|像是?|如同|跟|同|(?<![相类近好])似(?!乎|的))([^，,。！？!?]{1,10}?)(?:一样|一般|似的|咁|般)"
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
# a part of a piece being written, brought in as a paste ("ok here's the opening:", 开头是这样的：), of a story the
# person says they are writing; not a memoir, their own life
STORY_PART = re.compile(
    r"\b(?:opening|beginning|first (?:paragraph|page|chapter|scene)|chapter (?:one|\d+)|next (?:scene|part|bit"
    r"|chapter)|prologue)\b|开头|开篇|第一段|第一章|楔子|序章|下一段|正文"  # (read as cues: simplified)
)
FICTION_KIND = re.compile(  # the kinds of writing that are made up (not a book, a chapter of a thesis, a game studio)
    r"\b(?:novel|novella|short story|story|stories|fanfic|fan fiction|screenplay|script|fiction)\b"
    r"|小说|剧本|网文|故事|同人"
)
TRUE_STORY = re.compile(
    r"\b(?:memoir|autobiograph\w*|true story|non-?fiction|personal essay|my life)\b|回忆录|自传|真实"
)
# an example the person asks for, a template filled in: "show one filled example…, e.g. I'm a Senior Product Manager"
EXAMPLE_BEFORE = re.compile(r"(?:\be\.?g\.?|for example|for instance|比如|例如|譬如)[\s,:：]*$")
EXAMPLE_ASKED = re.compile(  # a template of a self-description, with its example filled in
    r"\b(?:templates?|fill-in-the-blank|fill in the blank|filled example|sample|example)\b[^.!?]{0,60}?"
    r"\b(?:bio|intro|introduction|about|profile|headline|summary|self-introduction)\b"
    r"|\b(?:bio|intro|introduction|about|profile|headline|summary)\b[^.!?]{0,30}?\b(?:templates?|sample|example)\b"
    r"|(?:自我介绍|简介|个人介绍)[^。!?]{0,10}?(?:模板|模版|范本|示例|范例)"
    r"|(?:模板|模版|范本|示例|范例)[^。!?]{0,10}?(?:自我介绍|简介)"
)
_WANTS = r"i (?:really |just |so )?want"
WISH = re.compile(
    r"\b(?:i wish|wish i|if only|i'd love|i would love|would love|someday|some day|my dream is|dream of|dreaming of"
    rf"|{_WANTS} (?:a|an|another)(?= )"  # "Parsnip is so cute, I want a dog too"
    r"|(?<!是我的\s)(?:dream|ideal|target) (?:job|house|home|car|city|school|role|company|life|destination)s?"
    r"\s*(?::|is\b|would be\b|'d be\b|(?=是))"
    r"(?!\s*是?\s*(?:the one|mine|what i|exactly what|the (?:house|home|job|place|city) (?:we|i)\b|我现在|现在这))"
    r"|would kill for|dying for|would give anything for)\b"
    r"|\bhopefully\b|希望|但愿|多想|真想|好想|很想|超想|特别想|要是能|梦想|想(?:找|揾|搵|嫁|娶)(?:个|一个|個)|羡慕(?!\S?我)|理想中?的?(?:工作|职业|城市|学校|生活)(?:是|就是)(?!我?现在)"
)
HEDGE = re.compile(
    r"\b(?:maybe|perhaps|probably|possibly|might|i think|i guess|i suppose|not sure|kind of|sort of)\b"
    r"|可能|也许|大概|好像|或许|我觉得|说不定|不一定"
)
QUESTION_START = re.compile(
    r"^\W*(?!(?:did|do)\s+(?:you|u|ya)\s+know\b)"  # "did u know i have 3 cats" tells
    r"(?:should|shall|could|can|would|will|do|does|did|is|are|am|was|were|have|has|may|might|shud|shld)\s+"
    r"(?:i|we|you|u|ya|my|it|they|he|she|that|this|there)\b"  # (u, ya, shud: as typed)
)
LATER_ASKS = re.compile(r"(?<!对|是|好|行)吗[\s?？]*$")  # a clause of its own that asks: not a tag (对吗, 是吗)
# the sentence's last clause, a question of its own without a question's first word: "I'm a teacher and it's a school
# night lol, same time tomorrow?"; not a tag, a hedge or a choice on the statement ("right?", "maybe?", "or not?")
ASKED_ALONE = re.compile(
    r"^\W*(?!(?:right|ok|okay|yeah|yes|yep|no|nope|true|correct|maybe|perhaps|probably|possibly|or|lol|lmao|huh|eh"
    r"|innit|really|seriously|you know|ya know|you see|is it|isn't it|am i|aren't i|you think|do you think|ya think"
    r"|think so|or what|or no|makes? sense|sounds? right|sounds? about right|fair|does that|that right|am i right"
    r"|same as)\b)[a-z][\w'-]*(?:\s+[\w'-]+){1,}\W*$"
)
STATED = re.compile(  # a clause that states, the speaker its subject: "I'm a teacher and it's a school night lol"
    r"^\W*(?:(?:so|well|ok|okay|and|but|also|anyway|lol|btw|fyi|tbh|yeah|yes)\W+)*"
    r"(?:(?:i|we)(?:'m|'ve|'d|'re| am| are| have| was| were| work| live| got| just| recently| finally| still"
    r"| moved| started)\b|my\b|(?:just )?turned\b|been\b|started\b)"
)
CONCLUDED = re.compile(r"\b(?:then|i guess|i suppose|based on (?:that|this)|right)\W*$")  # "I'm lactose intolerant
# then, makes sense?": a conclusion put to the AI, not a statement
# a later clause asking about something named in it, not a tag on the statement ("is it?", "was it?"): "I live in
# Bristol, is Bath too far for a day trip?", "I work at Tesco, does Tesco pay overtime?"
QUESTION_OF_ITS_OWN = re.compile(
    r"^\W*(?:should|shall|could|can|would|will|do|does|did|is|are|was|were|have|has|may|might)\s+"
    r"(?!(?:i|it|that|this|so|not|right|true|correct)\b)[\w'-]+(?:\s+[\w'-]+){2,}"
)
# a tag asking whether the statement before it is so: "is it?", "is that right?", "aren't I?", "would you say so?", "do
# you think that's true?" (not "do you?", "have you?": the question asked back)
TAG_QUESTION = re.compile(
    r"^\W*(?:is|isn't|was|wasn't|am|aren't|do|don't|did|didn't|have|haven't|has|hasn't)\s+"
    r"(?:i|it|that|this|we)(?:\s+(?:right|correct|true|so|not))?\W*$"
    r"|^\W*(?:would|do|don't) you (?:say so|agree|think so|think (?:that's|thats|it's|its|this is) (?:true|right|fair"
    r"|accurate|correct)|think i(?:'m| am)\b)"
)
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
ZH_QUESTION = re.compile(
    r"是不是|是否|能不能|会不会|要不要|有没有|对不对|好不好|可不可以|该不该|行不行|算不算"
    r"|有冇|系咪|(?<!知)([\u4e00-\u9fff])唔\1"  # Cantonese (as cues read it, 係 as 系): 有冇得救, 係咪, 得唔得
)
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
REPORTED = re.compile(
    r"(?<![\w'-])(?!(?:i|we|and|but|then|so|or|also|just|finally|already|always|never|once|have|has|had)\b)"
    r"(?!(?:phone|autocorrect|dictation|keyboard|siri|app)\s+(?:wrote|writes)\b)"  # "the phone wrote Zoe": a slip
    r"[a-z0-9][a-z0-9-]*\s+(?:says|said|thinks|thought|believes|believed|claims|claimed|reckons|insists|insisted|told|tells|wrote"
    r"|writes|texted|posted|tweeted|announced|swears|swore|assumes|assumed|figures|guessed|keeps saying)\b"
    r"|\b(?:told me|tells me|(?:is|are|was|were) telling me|(?<!\bi )(?<!\bwe )keeps? (?:telling|saying|calling)"
    r"|(?<!\bi )(?<!\bwe )kept (?:telling|saying|calling)|apparently|rumou?r has it|people say)\b"
    # (not the person's own result: "prediabetic according to my last a1c")
    r"|\baccording to\b(?! my (?!cheap\b|crappy\b|broken\b|old\b)(?:[\w-]+ ){0,2}(?:a1c|tests?|results?|labs?"
    r"|lab work|blood ?work|scans?|x-?rays?|mri|ct|scale)\b)"
    r"|\b(?:mistakes?|mistook|mistaken|confuses?|confused) (?:me |us )?(?:for|as|with)\b|把我当成|把我错认成"
    r"|(?<![跟对和向给瞒同])(?<![跟对和向给瞒同]\s)(?<![跟对和向给瞒同]我\s)(?:他|她|你|他们|她们|别人|人家|大家|人人|有人|妈妈|我妈|妈|爸爸|我爸|爸|姐姐|我姐|哥哥|我哥|弟弟|妹妹|老婆|老公"
    r"|朋友|同事|老板|老师|医生|女朋友|男朋友|前夫|前妻|同桌|同学|室友|邻居|儿子|女儿|孩子|闺女|客户|病人|阿嫲|阿嬷"
    r"|表[哥姐弟妹]|堂[哥姐弟妹]|学长|学姐|师兄|师姐|领导|亲戚|猎头|中介|面试官|老细|阿妈|阿爸|老豆|老母|家姐|阿妹|阿哥"
    r"|(?<=[我的]\s)(?:mom|mum|dad|boss|manager|ceo|tl|bf|gf|roommate|friend|colleague|coworker|teacher)|hr)\s?"
    r"(?:总是?|老是?|常常?|经常|一直|又|也|还|都|就|天天|成日)?"
    r"(?:(?:跟|对|和|向|给|同)(?:我|大家|别人|所有人|人))?(?:抱怨|吐槽|炫耀|透露|提到|感叹|哭诉)?"
    r"(?:说(?!白了|实话)|觉得|认为|以为|讲|告诉我|告诉大家|告诉别人|吹(?:嘘|牛)?|话(?![费题剧筒]))"  # 话: "say"
    r"|(?<!我)(?:跟|对|向)(?:大家|别人|所有人|人家)(?:说|讲)|到处(?:说|讲)|逢人就?说|听说|据说|听人说"
    # read or heard in general: "read somewhere that red wine is good for your heart", 看到新闻说每天喝红酒对心脏好
    r"|\b(?:read|saw|heard)\s+(?:somewhere|on the news|on tiktok|on reddit|in an article|an article|online that)\b"
    r"|\b(?:studies|research|science) (?:says|say|shows|show)\b"
    r"|(?<!在)(?:新闻|文章|报道|帖子)(?:上|里)?(?:都)?(?:说|讲|显示)(?!白了|实话)|(?:看到(?:网上|视频里?)|(?<![在我])(?:网上|视频里?))(?:都|有人)?(?:说|讲)(?!白了|实话|过|的)"
    r"|俗话说|俗话讲|常言道|老话说|老话讲|古人云|古话说|有句老话(?:叫|说)?|有句话(?:叫|说)|网上有句话"  # a saying
)
NEWS = re.compile(r"\b(?:read|saw|heard|studies|research|science)\b|新闻|文章|报道|帖子|网上|视频")  # (hearsay)
OWN_THERE = re.compile(r"\bi\s+(?:work|live|study|teach)\s+(?:there|here)\b")
# who tells a person about their own health
CLINICIAN = (
    r"(?:doctor|doc|gp|nurse|dermatologist|cardiologist|specialist|psychiatrist|neurologist|endocrinologist"
    r"|rheumatologist|allergist|consultant|physio|optician|dentist|surgeon|midwife)"
)
# someone else speaking in the room, their words right before the value: "that guy saying I live in Miami", "mom's on
# speaker telling my aunt I was born in Manila", 佢話我係做護士嘅 (Cantonese; not 我同佢講), 我女儿对着手机说 (not
# "I'm a teacher, my student he saying …", 我系护士佢哋成日话我好细心: said after the value)
_ROOM_EN = (
    r"\b(?:guy|man|woman|lady|girl|boy|kid|someone|somebody|he|she|they|voice|announcer|host|speaker|tv|radio)"
    r"\s+(?:is\s+|was\s+|keeps\s+)?(?:saying|telling (?:my|her|his|their|the|everyone|people|someone)\b(?: \w+)?)"
)
_ROOM_ZH = (
    r"(?<![同跟对和向给])(?:他们|他|阿妈|我阿妈|阿爸|我阿爸|老豆|老母)(?:成日|又|都)?(?:话|讲)"
    r"|(?:儿子|女儿|孩子|老公|老婆|妈|爸)(?:抢[着著]|在|正在)?(?:对[着著]?|冲[着著]?)(?:手机|镜头|电话|话筒)(?:说|喊|讲)"
)
ROOM_SPEECH = re.compile(
    rf"(?:{_ROOM_EN})(?:\s+that)?\s+(?:(?:i|i'm|im|i've|my|we|we're)\s+(?:[\w'-]+\s+){{0,3}})?$"
    rf"|(?:{_ROOM_ZH})\s*\S{{0,6}}$"
)
ROOM_SPEECH_ENDS = re.compile(rf"(?:{_ROOM_EN}|{_ROOM_ZH})\W*$")  # a clause of its own: 我女儿对着手机说，…
# a report the person sets aside or answers, or makes themselves ("ignore what my mom said, I'm 34", 别听我妈说,
# 我跟我妈说 我怀孕了), or a clinician's word on them ("the cardiologist said, I have afib", 医生说，我贫血)
NOT_A_REPORT = re.compile(
    r"\bwhat\b|\b(?:ignore|don't listen|dont listen|never mind)\b|别听|不要听|别信|不要信"
    r"|我\S{0,3}(?:跟|对|和|向|给|同)\S{0,4}$"
    rf"|\b{CLINICIAN}\b|医生|大夫|护士"
)
SAYS_A_SAYING = re.compile(r"俗话|常言|老话|古人|古话|有句|网上")
SAYING_ALONE = re.compile(
    r"(?:俗话|常言|老话|古人|古话|有句老话|有句话(?:叫|说)|网上有句话)\S{0,3}$"
)  # its clause ends there
# "my family's restaurant")
# the person says it no longer holds: they stopped ("I quit smoking", 戒烟), it held once ("I used to be a teacher",
# 以前, 曾经), or a later clause takes it back ("I lived in Paris, not anymore", 现在早搬走了)
ENDED = re.compile(
    r"\b(?:quit|quitting|stopped(?! by)|gave up|give up|giving up|kicked the habit)\b|戒(?!指|备|严)|不再|辞掉|辞去"
)
# a routine given up at once, in the clause after it: 办了健身卡，去了两次就没去了, "signed up for yoga, went twice and
# never went back" (of the routine only: the card is still theirs)
STOPPED_GOING = re.compile(
    r"^(?:但是?|不过|可是|结果)?(?:只|就)?去了(?:一|两|几|三|1|2|3)次就(?:没|不)再?去了(?=[\W哈😂]*$)"
    r"|^\W*(?:(?:but|and)\s+)?(?:only\s+)?went (?:once|twice|like (?:once|twice|\w+ times)|\w+ times)"
    r"\s+(?:and|then)\s+(?:never went back|stopped)(?=\W*(?:lol|haha\w*|😂|🤣)?\W*$)"
)  # (the clause ends there: not 去了两次就没去了的是瑜伽课, "went twice and stopped going to the run club")
ROUTINE_ATTRIBUTE = re.compile(r"routine|exercise|workout|habit|hobby|sport|运动|健身|锻炼|习惯|爱好")
WISH_CAME_TRUE = re.compile(
    r"\bfinally (?:am|became|moved|live|did(?: it)?|got (?:it|one))\b|\b(?:i am|i'm|am) one\b|(?<!'s )\bbeen one\b"
    r"|\bi'?ve been (?:one|here|there|\w+ing)\b"
    r"|\bbeen \w+ing\b(?= (?:for )?(?:\w+ ){0,3}(?:\d+|a|an|two|three|four|five|six|seven|eight|nine|ten|many) )"
    r"|\bwhich is why i (?:moved|became|am|live|work)\b"
)  # ("always wanted to be a teacher, been teaching third grade 10 years now"; not "my sister's been one")
# a stop only tried or wanted, or undone since: the habit holds ("been trying to quit vaping but it's so hard", 想戒烟,
# 又开始抽了，戒了半年白戒了), and a quit filed from it is not done; not once it worked ("finally quit for good")
QUIT_TRIED = re.compile(
    r"\b(?:trying|tried|try|want|wants|wanted|wanna|need|needs|should|gonna|going|hope|hoping|planning"
    r"|attempting)\s+(?:to\s+)?(?:quit|stop|give up|kick)\b(?!\s+(?:by|at|in|for|over|buying|eating))"
    r"|\b(?:can'?t|cannot|couldn'?t)\s+(?:seem to\s+)?quit\b"
    r"|(?<!never )(?<!n't )(?<!not )\b(?:relapsed|started (?:again|back up)|fell off the wagon"
    r"|back on (?:the (?:cigs|cigarettes|smokes|booze|bottle|sauce|vape)|them))\b"
    r"|(?:想|要|打算|准备|试着|尝试|努力|一直在)戒|戒不掉|戒不了|白戒|(?<![没沒])破戒|(?<![没沒])复吸"
    r"|(?<!别人)(?<![他她])又(?:开始)?(?:抽|吸)(?!空)"
)  # (read in the value's clause: "quit smoking last year, trying to quit vaping now" quit the smoking)
QUIT_DONE = re.compile(
    r"\b(?:finally|for good|managed to|did it|succeeded|it worked|after (?:trying|\w+ tries))\b|smoke-?free"
    r"|终于|成功|彻底"
    r"|\bmy (?:\w+ )?(?:brother|sister|mom|dad|husband|wife|friend|partner)\b"  # "the year my brother relapsed"
)
# a place or a company left, right before it: 我已经离开了恒生, 我离开台积电快两年了 (not 我不想离开北京,
# 最晚离开腾讯大楼, 下班离开字节的时候, 我离开杭州去上海出差)
LEFT_IT = re.compile(r"(?<![想要会愿舍得肯没不别晚早少次班天常才难能该须敢备算])离开了?\s?$")
LEFT_IT_NOT = re.compile(r"\s?(?:的?大楼|大厦|园区|的时候|时|去|出差|一下|几天)")
DROPPED = re.compile(  # by the person: "ditched the Samsung" (not "my parents sold our house in Dayton": theirs)
    r"\b(?:ditched|dumped|got rid of|sold(?! (?:me|us)\b)|traded in)\b"
)
ONCE = re.compile(
    r"\b(?<!got )(?<!get )(?<!'m )(?<!am )(?<!be )(?<!getting )used to\b(?! \w+ing\b)"
    r"|\b(?:formerly|previously|back then|at one point)\b"
    r"|\b(?:former|retired(?: from)?"
    r"|ex[- ](?!(?:husband|wife|girlfriend|boyfriend|partner|fianc\w*|boss|colleague|coworker)\b)(?=\w)"
    r"|until (?:last|recently|a (?:year|month|week) ago|\w+ (?:years?|months?) ago)"
    # "back in college" is a time gone by (not "I'm back in school", "back in school at 41 doing an accounting
    # certificate": a return to it)
    r"|(?<!'m )(?<!im )(?<!am )(?<!be )(?<!now )back in (?:(?:college|school|high school|uni|university)"
    r"(?!\s+(?:at\s+\d|now\b|again\b|full[- ]?time|part[- ]?time|this\b|doing\b|studying\b|for\s+(?:my|a|an)\b))"
    r"|the day|\d{4}|the \d{2,4}s)"
    r"|as a (?:kid|child|teen|teenager)(?!\s+(?:psycholog|care|counsel|therapist|actor|actress|model|star|protect"
    r"|advoca|develop|life|welfare|minder|carer|nurse|doctor|dentist|specialist|services?))"
    # (not "since I was a kid", "ever since we were little": it holds on from then)
    r"|(?<!since )when i was (?:a kid|little|young|younger|a child|a teen\w*|in \w+)"
    r"|in my (?:twenties|teens|youth|younger days)|(?<!since )(?:i|we) (?:was|were) (?:an?|the)(?= )"
    r"|(?:last (?:year|month|summer|spring|fall|autumn|winter|semester|term)|(?:a|one|two|three|four|five|six|seven"
    r"|eight|nine|ten|a few|few|\d+) (?:years?|months?) ago|in (?:19|20)\d\d)\W+(?:i|we) (?:was|were) \w+ing)"
    # 产前一百六十斤; 去年我四十
    r"|(?:产前|孕前|婚前|生(?:娃|孩子|宝宝)前)(?=\D{0,4}[\d一二两三四五六七八九十])|(?:去年|前年)(?:的)?我?\s*$"
    r"|(?<![\d一二两三四五六七八九十几多年月天周个])以前|曾经|曾(?=[在是住做当])|从前|原先|那时候|当时|那时"
    r"|(?:^|我|[，,\s])之前(?=[在是住做当干])|小时候|小的时候|童年|年轻(?:的)?时候?|(?:上学|读书|大学|高中)(?:的)?时候?"
    r"|(?:去年|前年|上个?月|上半年)(?:还|都)|(?:去年|前年|上个?月|上半年|那年|当年)(?:我|我们)(?:还|都)(?=[在是住做当干待呆])"
    r"|原来(?=[在住做当养干])|(?:养|住|做|当|干|待)过(?!来|去|年)|试过(?=\s?在)"  # 我试过喺福冈住咗半年
    rf"|前(?:同事|老板|上司|公司|东家)|上一?(?:家|份|个)(?:公司|工作|单位|东家)|(?:之前|以前)(?:的|那家|那个|那份)"
    r"(?:公司|单位|工作|东家)|老东家|原(?:公司|单位|东家)"
    rf"|\bmy late {KIN}\b|\blost my {KIN}\b|已故|(?:过世|去世)的{ZH_KIN_WORDS}"
    r"|后生(?:那阵|的时候|时)|细个(?:那阵)?|(?:去年|前年|上个?月|\d{4}年)(?:[一二三四五六七八九十\d]+月)?之前"
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
# a marriage spent, its end in the next sentence: "I was married to Greg for twelve years. Divorced since 2020." (not
# "I was at Kaiser for 12 years and counting. Separated from my husband last year though")
MARRIED_ENDED = re.compile(
    r"\b(?:i|we|\w+ and i)\s+(?:was|were)\s+(?:married|together|engaged)\b[^.;]*?\bfor\s+(?:\w+\s+){0,2}"
    r"(?:years?|months?)\b[^.;]*?[.;,]\s*(?:(?:we|i)\s+)?(?:got\s+)?(?:divorced|split up|separated|broke up"
    r"|the divorce)\b(?![^.]*\b(?:engaged|married|back together)\b)"
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
LEFT_AFTER = re.compile(r"\s*(?:搬|迁|撤回|撤离)")  # 从广州搬到成都, 从北京撤回老家: only with 从 before it
HOMETOWN = re.compile(r"老家|家乡|乡下(?=是|系|在)|\bhometown\b|\boriginally\b|\bgrew up in\b")  # 乡下: Cantonese
NOW_ELSEWHERE = re.compile(
    r"现在(?:在|住)|如今(?:在|住)|\bnow (?:in|living in|based in|back (?:home )?in|i live in)\b"
    # "Originally from Chengdu, living in Toronto since 2015", "…, Dublin's home now", 老家成都，现居上海
    r"|\b(?:these days i'?m in|living in|based in)\b|'s home now\b|\bhas been home\b"
    r"|现居|目前在|这几年一直在"
)
# a home town said right after the value, then a "but" and now: "I'm from Chengdu originally but I live in Toronto
# now", 我是在悉尼长大的，不过现在住在墨尔本 (not "grew up in Boise, and I live in the same house now",
# 我在西安长大，现在住在曲江: a part of the same city, for all these words know)
HOMETOWN_AFTER = re.compile(r"\s*(?:originally\b|长大|出生|土生土长)")
BUT_NOW = re.compile(r"(?:\bbut\b|\bthough\b|不过|但是?|可是)[^.!?。！？]{0,30}?(?:\bnow\b|\bthese days\b|现在|如今)")
STILL_HOME = re.compile(r"\b(?:still|same|never left)\b|一直|还在|还住|也住|没离开|没搬")  # (after a home town)
WORKS_IN = re.compile(
    r"\b(?:the|my|our) (?:company|office|firm|job|work|school|campus|hq)(?:'s| is| are)?(?: still| now)?"
    r"(?: based)? in\s*$|(?:公司|单位|办公室|总部|hq)\s?(?:还)?在\s*$"
)
LIVES_BY_WORK = re.compile(  # 公司在广州天河，我就住公司旁边: where the company is, the person lives too
    r"住(?:在)?(?:公司|单位)|住.{0,4}(?:附近|旁边|楼上)|\blive (?:near|by|next to|close to|above) (?:the |my |our )?"
    r"(?:office|work|company|firm|shop)|\bwalk (?:there|to work)|\blive \d+ (?:minutes|mins) from\b"
    r"|在\s?(?:hq|总部|公司)\s?上班"  # 我们HQ在上海，我就在HQ上班
)
MOVED_SINCE = re.compile(r"(?:后来|之后|以后|后)\S{0,4}搬回|\bmoved back to\b")  # 离婚后我就搬回成都了 (not 搬到 here)
# told in the past with the time it ended right after the value: "lived in austin til march, now houston" (not "I'm
# in Austin until March", which holds until then)
TOLD_PAST = re.compile(
    r"\b(?:lived|worked|stayed|studied|was|were|dated|taught|owned|ran|played|smoked|drank|drove|kept|had)\b"
    r"|\b(?:voted(?:\s+for)?|identified\s+as)\s+(?:an?\s+|the\s+)?\S*$"
)
# right after the value, that the one it was said of died: 我老伴儿前年走了, "my husband passed away in May"
DIED_AFTER = re.compile(
    r"[^，,。.!?！？]{0,8}?(?:去世|过世|离世|走了(?=[，,。.!！？?\s]|$|[啊呀啦])|不在了|passed away|died)"
)
WAS_A_SPAN = re.compile(r"\W*was (?:an?|the) [^,.;]{1,30}? for (?:\w+ )?(?:years?|yrs|decades?)\b")
DIED_NEXT = re.compile(
    r"^\W*(?:(?:she|he|it|they|who|but|and|sadly|then)\s+)*(?:passed(?: on)?(?=\s+(?:last|this|recently|yesterday"
    r"|in (?:19|20)\d\d|(?:a|one|two|three|\d+) (?:years?|months?|weeks?) ago)\b)|passed away|died"
    r"|crossed the rainbow bridge)"
    r"\b(?!\s+(?:the|my|a|an|by|her|his|out|on|inspection|of (?:embarrassment|laughter|boredom)|laughing)\b)"
    r"|^\W*(?:后来|去年|前年)?(?:去世|过世|走了|死了|没了)"
)
MORTAL = re.compile(r"pet|dog|cat|spouse|husband|wife|partner|宠物|狗|猫|老伴|配偶|丈夫|妻子|老公|老婆")
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
    r"\W*(?:then\s+|and\s+|but\s+(?:i\s+)?)?(?:quit|stopped|gave (?:it|that) up|dropped it)\b"
    r"(?=\s*(?:$|[,.;!?]|(?:it|that|them|in"
    r"|last|this|after|when|at|around|years?|\d+)\b))|\W*(?:后来)?(?:戒了|停了|放弃了)"
    # left for good: "raised Mormon but left at 19", "…, left in 2018" (not "left at 7am", "left it at the shop")
    r"|\W*(?:then\s+|and\s+|but\s+(?:i\s+)?)?left\b(?=\s*(?:$|[,.;!?]|(?:at (?:age )?(?:1[2-9]|[2-9]\d)\b"
    r"(?!\s*(?:am|pm|a\.m|p\.m|:|o'?clock|ish))|in (?:19|20)\d\d"
    r"|(?:last|this) (?:year|spring|summer|fall|autumn|winter)|after (?:\w+ )?(?:years?|college|school)"
    r"|(?:\w+ )?years? ago)\b))"
)
# ...and back again, after the value: "left in 2019, came back in 2021 and I'm still there"
CAME_BACK = re.compile(r"\b(?:came|come|went|moved|got) back\b|\b(?:rejoined|returned)\b|\bi'?m still\b")
UNTIL_THEN = re.compile(
    r"\W*(?:(?!(?:i|we|i'm|im)\b)[\w'-]+\W+){0,3}?(?:til|till|until|up until)\s+"
    r"(?:last\s+|this\s+|early\s+|late\s+|mid[- ])?"
    r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\d{4}\b|recently\b|yesterday\b"
    r"|(?:week|month|year|spring|summer|fall|autumn|winter)\b|a (?:year|month|week|few \w+) ago\b"
    r"|\w+ (?:years?|months?|weeks?) ago\b|(?:[\w']+\s+){1,5}?(?:in\s+)?(?:19|20)\d\d\b)"
    # (not "I voted Green this time, until 2020 I was a Democrat": the past is another value's)
    r"(?!\s*,?\s*(?:i|we)\s+(?:was|were|had|used to|voted|lived|identified)\b)"
)
ONCE_AFTER = re.compile(  # right after the value: 在厦门住过, 程序员出身
    r"[^，,。\s]{0,4}?(?:住|待|呆|干|做|当|养)过(?!来|去|年)|[^，,。\s]{0,4}?\s?出身(?![于在])"
)
# right after the value, that it was the person's work before: 深圳是我上一家公司, 腾讯是我前东家
OLD_WORK_AFTER = re.compile(
    r"(?:是|系|係)我?(?:的)?(?:前|上一?(?:家|份|个)|以前的?|之前的?|原|老)(?:公司|单位|东家|工作)"
    r"|(?:是|系|係)(?:之前|以前|原来)(?:的)?(?=$|[^\w])"  # 广州是之前
    r"|\s+(?:was|were)\s+(?:my|his|her|their|our)\s+(?:old|previous|former|last)\s+\w+"  # "tesla was his old job"
)
# a job lost or left, right before the employer: "got laid off from Meta", "fired from Starbucks", "got the boot
# from Costco", 被阿里裁了, 刚从京东辞职, 从字节离职 (not "fired up about Python", "hired from", 从字节跳槽来的 said of
# a move to where they are); and right after it: "Meta laid me off", 字节把我裁了, 被美团优化了
LOST_JOB_BEFORE = re.compile(
    r"\b(?:(?:laid[- ]off|let go|terminated|rif'?d|made redundant)\s+(?:from|by|at)"
    r"|(?:fired|sacked|canned|axed|resigned|got the boot|got the axe|got the sack|got booted)\s+(?:from|by))"
    r"\s+(?:my\s+(?:job|position|role)\s+(?:at|with)\s+)?(?:the\s+)?$"
    r"|\bquit\s+(?:my\s+(?:job|position|role)\s+(?:at|with)\s+)?(?:the\s+)?$|(?:辞掉|辞了|辞去)了?\s?$"
)
LOST_JOB_AFTER = re.compile(  # after the value, whatever comes before it
    r"\s+(?:laid|let)\s+(?:me|us)\s+(?:off|go)\b|\s+(?:fired|sacked|canned|axed)\s+(?:me|us)\b"
    r"|\s+showed\s+me\s+the\s+door\b|\s?(?:炒了我|炒咗我)"
    r"|\s?(?:把我|将我)\s?(?:裁|开(?!发|心|车|会|导|玩笑)|炒|辞|优化)"
    r"|(?:那边|那里|这边)?\s?(?:离职(?!手续|证明|申请|报告)|辞职(?!信|报告|申请|的念头|的想法)|裸辞|辞工|被裁|被优化|被开(?=了|掉|除)"
    r"|被炒|被辞退|被开除|被毕业|被劝退|跑路了)"
)
LOST_JOB_BY = re.compile(  # after 被 and the value: 被阿里裁员了, 被腾讯开了, 被字节毕业了 (not 被阿里录取了)
    r"\s?(?:裁员|裁掉|裁|开除|辞退|优化|炒掉|炒|开掉|开|毕业|劝退)(?:了|咗|啦|喇)?(?=$|[^\w]|我)"
)
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
    r"|^\W*(?:(?:well|or|i mean|ok|okay|er|um|uh)\W+)?(?:was|used to be|past tense)\W*$"  # "im a nurse / well was"
    r"|^(?:但是?|不过|可是)?(?:去年|前年|上个?月)(?:就|已经)?(?:搬走|搬出去|离开|辞职)了\W*$"  # 不过去年搬走了
    r"|^(?:但是?|不过|可是)?(?:现在|如今|目前|后来)?(?:早就?|已经?|早已)?(?:搬走|搬出去|搬家|离开|辞职|戒|不(?:住|在|是|干|做|抽|喝"
    r"|吃|用|去)?(?:那|这|那儿|这儿|那里|这里)?)了"
    r"|^(?:那是|那都是|都是)?(?:以前|从前|过去)(?:的事)?[了啦啊呀]*$"  # 我在台积电上班。以前啦，现在没有了。
    r"|^(?:但是?|不过|可是)?(?:后来|现在|如今)(?:就|又|也|早就?|已经)?(?:转行|改行|跳槽|换工作|换了工作|辞职|离职|搬)"
    r"(?![^.!?。！？]*(?:[?？]|吗\W*$|来得[及切]|(?P<either>[\u4e00-\u9fff])[不唔没](?P=either)))"
    # 原来是做销售的，后来转行做运营了 (not 我做了十年会计，现在转行做程序员还来得及吗？: asks whether to)
)  # a clause after the value that only says it ended
# a line of work the person did not go into: 我大学是读资工的，后来没有走这行 (the major holds; the job never did)
NOT_THIS_LINE = re.compile(
    r"^\W*(?:但是?|不过|可是)?(?:后来|毕业后|毕业以后)(?:也|就|并)?(?:没有?|没)(?:(?:走|做|干|从事|入)(?:这|那)一?行|入行)"
    r"(?![政李业情])"  # (not 没做行政)
)
# the person says it is false: before the value in its clause ("It's false that I live in Paris", "I lied when I said
# ...", 骗你的), or after it ("Whoever told you I live in Paris is wrong", 我住在北京是不可能的)
# the person owns up to a joke or a wind-up (not "my students are messing around", "trolling for salmon")
_WOUND_UP = (
    r"\b(?:i'm|im|i am|i was|i'm just|im just|i was just|just)\s+(?:messing (?:around|with you)|pulling your leg"
    r"|trolling(?: you)?|winding you up|being silly)\b"
)
FALSE_BEFORE = re.compile(
    r"\b(?:false|untrue|not true|a lie|a myth|nonsense|wrong) that|\b(?:lied|lying when|joking|kidding|misspoke"
    rf"|made (?:it|that|this) up)\b|{_WOUND_UP}"
    # "forget the poker player thing, I was messing around" (the value within a few words; not "forget the rain I
    # live in Seattle")
    r"|^\W*(?:(?:ok|okay|oh|and|also|just|so|pls|please)\W+)*(?:forget|ignore) (?:the|that|about (?:the|that)"
    r"|what i said about)\s+(?:[\w'-]+\s+){0,3}$"
    r"|撒谎|说谎|骗|开玩笑|瞎编|胡说|瞎说|乱说|谣言"
)
FALSE_AFTER = re.compile(
    r"\b(?:is|are|was|were|'s|'re|been)\s+(?:all\s+|totally\s+|completely\s+|just\s+|simply\s+|dead\s+|so\s+|plain\s+)?"
    r"(?:wrong|false|untrue|not true|a lie|lying|nonsense|a joke|a rumou?r|fake|made up|mistaken|kidding|joking)\b"
    rf"|\b(?:just kidding|just joking|jk|not true|wait,? no|no,? wait)\b|{_WOUND_UP}"
    r"|\b(?:is|'s|would be|'d be) (?:a (?:bit of a |big |huge )?stretch|an overstatement|overstating it|generous"
    r"|an exaggeration)\b(?!\s+(?!lol|lmao|haha)[a-z])"
    # "night owl is a stretch", not "my routine is a stretch routine"
    r"|都?错了|是错的|不对|不是真的|是?假的|不可能|胡说|瞎说|谣言|(?<![没不别])骗(?:人|你)|(?<![没不别])开玩笑|误诊|误会"
    r"|是(?:电视|视频|广播|收音机)里(?:的|说的)\W*$"  # 刚才那句我住在三亚是电视里的
)
# said alone, a clause that only says the words before were a joke (not 闹着玩会出人命的, 说着玩就能挣钱)
_ZH_JOKED = (
    r"^(?:哈+|呵+)?(?:我)?(?:是|就是|只是)?(?:说[着著]玩|闹[着著]玩|逗你(?:玩)?|开个玩笑|忽悠你|唬你|瞎扯)"
    r"(?:的|呢|啦|而已|的啦|的嘛)?\W*$"
)
FALSE_NEXT = re.compile(
    r"^\W*(?:(?:lol|lmao|haha\w*)\s+)?(?:(?:but|and|though)\s+)?(?:(?:that|this|it|which)(?:'s|\s+is|\s+was)\s+)?"
    r"(?:not true|untrue|false|a lie|all lies|wrong|nonsense|a joke|just kidding|kidding|jk|joking)\b(?! aside)"
    r"|^\W*(?:lol|lmao|haha\w*)\s+(?:no|nope|nah)\b"  # "I'm a millionaire. lol no"
    rf"|^\W*(?:(?:lol|lmao|haha\w*)\s+)?{_WOUND_UP}"  # "I'm a pilot lol I'm just messing with you"
    r"|^\W*(?:trolling|messing with you|pulling your leg)\b"
    r"|^\W*actually\W+(?:scratch|strike) that\b"
    r"|^\W*(?:(?:oh|no)\s+)?(?:wait\W*)?(?:scratch that|strike that|correction|i misspoke"
    r"|my bad)\b"  # "wait, scratch that", "actually scratch that"
    r"|^\W*(?:no,? wait|wait,? no)\b"
    r"|^(?:哦|噢|呃|啊|额|嗯)?(?:不对|说错了|口误)"
    r"|^(?:哈+|呵+)?(?:但是?|不过|可是)?(?:这|那|这话|那话)?(?:都|全)?(?:是)?"
    # 讲笑咋: Cantonese, only joking
    r"(?:假的|骗你的|开玩笑的?|讲笑(?:咋|啫|嘅|的|而已|㗎)|说笑(?:的|而已)|胡说|瞎说|不对|错的|谣言|不可能|误诊|误会)"
    rf"|{_ZH_JOKED}"
    r"|^(?:是|那是|那句是)?(?:电视|视频|广播|收音机)里(?:的|说的|在说的?)\W*$"  # …我住在三亚，是电视里的
)  # a clause after the value that calls it false, or says the words were not the person's
# a joke owned up to, then the truth: "jk its a tiny fern", 講笑咋，仲係做緊文員 (not "JK Rowling books", 说笑归说笑)
OWNED_UP = re.compile(
    r"^\W*(?:jk|just kidding|kidding|joking|讲笑咋?|说笑的?|开玩笑的?|骗你的)\W*(?:its|it's|it is|i'm|im|i am|actually"
    r"|really|i mean|just|only|仲系|其实|只是|才)(?:\b|(?=\W|[^\x00-\x7f]))"
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
NOBODY = re.compile(r"^\W*(?:nobody|no one|none of (?:us|them|my)|neither of us)\b|^\W*(?:没有人|没人|谁都不|谁也不)")
# a feeling against the value that makes no claim it is the person's ("I hate Berlin winters" is no city): unless
# the words between make it theirs ("I hate my job as a nurse", "hate living in Berlin")
AGAINST = re.compile(
    r"\b(?:hate|hates|hated|dislike|dislikes|disliked|can'?t stand|cannot stand|loathe|detest|sick of|tired of)\b"
    r"|讨厌|受不了|厌倦|烦死|恨死"
)
DISLIKED = re.compile(r"dislike|hate|pet.peeve|can'?t.stand|不喜欢|讨厌|厌恶|受不了")  # an attribute filing a dislike
OWNED = re.compile(r"\b(?:my|our|living|working|being|live|work|am|i'm)\b|我|住|在|工作|生活|自己")
PAST_VALUE = re.compile(
    r"\b(?:used to|former|formerly|previous|previously|past|ex|once|quit|stopped|no longer|until|retired|hometown"
    r"|grew up|childhood|born|birthplace|visited|been to)\b"
    r"|以前|曾|过去|原来|前任|已|离职|辞职|退休|搬走|不再|戒|老家|籍贯|家乡|出生|小时候|童年|去过|到过"
)  # a value or an attribute that says the fact is over, or done and kept: "former teacher", previous_city, 以前的城市,
# a place visited (我试过喺福冈住咗半年, 我在厦门住过两年 as visited)
REQUEST = re.compile(
    r"\b(?:please|always|never|don't|do not|dont|stop|call me|remember to|make sure|i want you to|i'd like you to"
    r"|could you|can you|would you|from now on|no more|avoid)\b"
    r"|请|别|不要|叫我|以后|记得|每次|总是|永远|不许|千万|麻烦你|你要|你得"
)


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


def stance_verdict(
    c: Candidate,
    text: str,
    value_words: AbstractSet[str],
    person: str,
    last_ai: str,
    turn_before: Callable[[], str],
    in_play: bool,
) -> tuple[str | None, str, bool]:
    """Layer 6: (reason, cue, hedged) from the model's stance and from the cues of the clause that holds the value: each
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
    not_so = lambda r: _not_so(r, person)  # noqa: E731
    supposed = lambda r: _supposed(r, turn_before, in_play)  # noqa: E731
    for reading in readings:
        steps: tuple[Callable[[_Reading], tuple[str, str] | None], ...] = (
            _called_false,
            not_so,
            _mistyped,
            _hyperbole,
            _passed_on,
            _asked,
            supposed,
            _denied,
            _over,
            lambda r: _answered_of_before(r, last_ai),
            lambda r: _answered_of_origin(r, last_ai),
            lambda r: _answered_of_wish(r, last_ai),
            lambda r: _not_that_measure(r, person),
            _planned,
            _elsewhere,
            _not_home,
            lambda r: _pets_age(r, person),
            lambda r: _whose(r, person, last_ai, turn_before),
        )
        if _doubt_undone(reading):  # its negation or its "I'd" was a belief let go of: not what is denied or supposed
            steps = tuple(step for step in steps if step not in (not_so, supposed, _denied))
        for step in steps:
            found = step(reading)
            if found:
                return found[0], found[1], False
    return None, "", bool(HEDGE.search(r.lowered))


# a lie no one will catch, about what the person will claim: "make it sound cool, say I surf, nobody checks lol",
# "fun fact for the intro slide" / "I've visited 30 countries, that one's fine, nobody will ask",
# 简历写我会日语，反正没人查
UNCHECKED = re.compile(
    r"\b(?:nobody|no one|no-one)(?:'ll| will| would| is gonna| ever| really)?\s+(?:checks?|verif(?:y|ies)|finds? out"
    r"|asks?|know)\b(?!\s+(?:me|us|him|her|them|for|about|out|if|whether|how|why|on|in|my|when|what|where)\b)"
    r"|(?:反正|又)(?:也)?(?:没|冇)人(?:会)?(?:去)?(?:查(?!房|考勤|岗)|核实|发现)|谁会(?:去)?查"
)
CLAIM = re.compile(  # what the lie is for: a profile, a form, a slide, what to say
    r"\b(?:say|put|write|list|claim|tell (?:them|people|everyone)|cv|resume|bio|profile|form|application|prompts?"
    r"|fun fact|intro|slide|dating|hinge|tinder|linkedin)\b|就说|就写|写上|简历|填|资料|自我介绍|朋友圈|相亲"
)


# a condition of the listener's ("if you need help with Python", 假如你来杭州玩): what follows it of the person's own,
# past its consequence, is no part of it
LISTENER_IF = re.compile(r"^\W*(?:if|when|whenever|假如|如果|要是|万一|哪天)\s*(?:you|u|ya|你|您)(?!\s*(?:were|was)\b)")
OWN_STATE = re.compile(r"^\W*(?:i\b|i'm|im\b|i've|ive\b|my\b|我(?!就|会|可以|能|请|带|陪|给|帮))")
CONSEQUENCE = re.compile(r"\b(?:will|'ll|can|could|would|'d|then|just)\b|就|会|可以|能|请|带你|陪你|给你|帮你")


def _conditional(r: _Reading) -> re.Match[str] | None:
    """The sentence opened by a condition (CONDITIONAL): all of it supposed, but the clauses after a condition of the
    listener's and its consequence that say the person's own state ("if you need help with Python just ask, I've
    been a backend dev for 8 years", 假如你来杭州玩，我请你吃饭，我在杭州住了五年了; a third held-out set's honest
    lines, 2026-12-07). Not "if you were me, I'd be a doctor" (would), nor the consequence itself (我就带你逛)."""
    clauses = _split_clauses(r.sentence)
    found = CONDITIONAL.match(_cues(clauses[0]))
    if found is None or not LISTENER_IF.match(_cues(clauses[0])):
        return found
    at = next((i for i, clause in enumerate(clauses) if r.clause.strip() and r.clause.strip() in clause), 0)
    own = _cues(clauses[at])
    if at == 0 or not OWN_STATE.match(own) or CONSEQUENCE.search(own):
        return found
    # the consequence said before it: in a clause of its own (我请你吃饭) or in the condition's ("… just ask"); else
    # this clause is the consequence ("If you ask my parents, I'm a lawyer", 要是你问我妈，我是个医生)
    said = [_cues(clause) for clause in clauses[:at]]
    after_if = said[0][found.end() :] if said else ""
    if at >= 2 and any(CONSEQUENCE.search(clause) for clause in said[1:]) or CONSEQUENCE.search(after_if):
        return None
    return found


def _supposed(r: _Reading, turn_before: Callable[[], str], in_play: bool) -> tuple[str, str] | None:
    """Not the person's life: a condition, a dream, a story, a game or a part played, a wish. `turn_before`: the last
    sentence of the person's turn before, read only when needed; `in_play`: a role-play going as the turn began."""
    c, lowered, upto = r.c, r.lowered, r.upto
    # the sentence before, or where the value's sentence opens the turn, the last of the person's turn before
    # ("I had the weirdest dream." / "Tell me about it." / "I was a pilot."): unless the person is back in
    # their own life ("Anyway, I'm a nurse", 其实我是研究生)
    opens = r.opens_turn
    frame = "" if r.real else _cues(r.prior or (turn_before() if opens else ""))
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
            else _conditional(r)
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
    value = _cues(c.value)
    quoted = max(lowered.find(_cues(c.quote)), 0)  # the value the quote says ("I play a nurse's role … I am a nurse")
    head = lowered[: lowered.find(value, quoted)] if value and value in lowered[quoted:] else upto  # before it
    if not found and JOB_ATTRIBUTE.search(r.attribute):  # a part: "I'm playing a surgeon in our theater's…"
        found = PART_PLAYED.search(head)
    found = found or ENVIED.search(head)  # "i envy people who live in Kyoto", 好羡慕当律师的
    unchecked = None if found else UNCHECKED.search(r.cues)
    if unchecked and (CLAIM.search(r.cues) or CLAIM.search(_cues(turn_before()))):
        found = unchecked
    quoted_at = r.cues.find(_cues(c.quote))
    if not found and quoted_at > 0 and EXAMPLE_ASKED.search(r.cues):
        found = EXAMPLE_BEFORE.search(r.cues[:quoted_at])
    if found:
        return "supposed", found.group(0).strip()
    said = r.cues[: max(0, r.at)] + _up_to_value(_cues(c.quote), r.value_words)  # up to the value, not the quote:
    # "you're the interviewer and I'm a senior Java developer" quotes its own set-up
    if playing((said,), in_play) and not r.real:
        return "supposed", "role-play"  # "rp time!! I'm a 400 year old vampire", or a role-play set up turns
        # before: "hurry pls i'm the mayor"
    if _acted(r.text, c.quote):  # *I am a knight*: an action played, as in role-play
        return "supposed", "*"
    like = next((m for m in SIMILE.finditer(lowered) if m.start(1) <= len(upto) - 1 < m.end(1)), None)
    if like:  # 好似坐監咁: the value is what something is like
        return "supposed", like.group(0)
    found = WISH.search(lowered)
    if (
        found
        and found.group(0).startswith("想")
        and not (PARTNER_WISHED.match(lowered, found.end()) and not STATUS_ATTRIBUTE.search(r.attribute))
        and not re.match(rf"[^,，。！？!?]{{0,8}}?{re.escape(_cues(c.value))}", lowered[found.end() :])
    ):
        found = None  # 我有高血压想找个好点的医生看看: the wish is not the value
    if found and _WANT.match(found.group(0)) and not _wanted(lowered, found, _cues(c.value)):
        found = None  # "I just want a nap, night shifts at Mercy are brutal": the want is not the value
    if not found and not _own_subject(lowered):
        found = WISH.search(_last_clause(r.lead))
        found = None if found and _WANT.match(found.group(0)) else found  # (the want a clause of its own)
        found = (
            None if found and found.group(0).startswith("想") else found
        )  # 想找个阿姨帮忙，家里两个娃: no wish of it
    wished = WISHED.search(_cues(c.attribute.replace("_", " ")))  # wants_to_live_in: the wish, kept as one
    if found and c.kind != "preference" and not wished:  # "I wish I had a dog" is a wish (a preference), not a pet;
        return "supposed", found.group(0)  # 有时候真想把工作辞了，一个人去西藏待半年
    return None


_WANT = re.compile(_WANTS)
# a part played, right before a job ("I play a surgeon in our community theater show", "got cast as a lawyer in the
# school play", 演一个律师, 打扮成飞行员; not "I play the cello": a job only)
PART_PLAYED = re.compile(
    r"\b(?:play(?:s|ed|ing)?|cast\s+as|auditioned?\s+(?:for|as)|portray(?:s|ed|ing)?)\s+(?:a|an|the)\s+"
    r"(?:[\w'-]+\s+){0,2}$|(?<![表讲导主])演(?:了|过|的是)?\s*(?:一个|个|一位|一名)?\s*$|打扮成\s*$"
)
# people envied for the value: it is theirs ("so jealous of people who have golden retrievers", "i envy people who
# live in Kyoto", 好羡慕住在京都的人)
ENVIED = re.compile(
    r"\b(?:jealous\s+of|envy|envious\s+of)\s+(?:people|those|everyone|anyone|folks|ppl)\b"
    r"(?:(?!\b(?:me|us|i|my|we)\b)[^.!?;]){0,40}$"  # (not "envious of people like me who live in Hawaii")
    r"|羡慕(?:(?!我)[^，。！？,.!?]){0,12}$"  # (not 同事们羡慕的是我在杭州有房)
)
STATUS_ATTRIBUTE = re.compile(r"status|single|relationship|单身|感情|婚姻")  # 想找个对象 says single: no wish of it
PARTNER_WISHED = re.compile(
    r"对象|男朋友|女朋友|老公|老婆|媳妇|男友|女友"
)  # 想找个对象，最好是杭州本地的: all of it wished


def _wanted(lowered: str, found: re.Match[str], value: str) -> bool:
    """Whether the value is what "I want a" wants: it, or two words before it ("I want a dog too", "I want a black
    lab"; not "I want a new laptop for my job at Google")."""
    return bool(re.match(rf"\s+(?:[\w'-]+\s+){{0,2}}?{re.escape(value)}\b", lowered[found.end() :]))


# the value as a word the person typed or said by mistake: "idk why i typed nurse", "i keep typing Dave", "the
# phone wrote Zoe", 我咋说成日本了
MISTYPED = re.compile(
    r"(?:\b(?:why|idk|dunno)\b[^.!?]{0,12}\bi\s+(?:said|say)"
    r"|\bi\s+(?:typed|type|wrote|put|keep\s+(?:saying|typing)|always\s+(?:say|type))"
    r"|\b(?:phone|autocorrect|dictation|keyboard|siri)\s+(?:wrote|writes|typed|put|changed\s+it\s+to|spelled\s+it))"
    r"\s*['\"“]?$"
    r"|(?:说成|打成|写成|讲成)了?$"
)


def _mistyped(r: _Reading) -> tuple[str, str] | None:
    """The value as a word typed or said by mistake, not said of the person (see MISTYPED)."""
    at = r.lowered.find(_cues(r.c.value))
    found = MISTYPED.search(r.lowered[:at]) if at > 0 else None
    return ("denied", found.group(0).strip()) if found else None


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
        or _loved_in_irony(r)
        or _replaced(later)
        or _number_taken_back(r)
        or _corrected_next(r)
        or JOKE_TAG.match(r.cues[max(0, r.at) + len(r.c.quote) :])
        or _tagged_after_value(r)  # the tag inside the quote: "miami 🌴 (its actually ohio lol)"
        or DREAMT_AFTER.search(lowered[len(upto) :])  # "makes 300k a year in my dreams" (not "I fly in my dreams")
        or LAUGHED_OFF.match(rest or "")  # 我是富婆，呵呵
    )
    if found and not r.says_no:  # "It's false that I live in Paris", 说我住在北京的人都错了
        return "denied", found.group(0).strip()
    return None


# the person says right after, in a clause or a sentence that says nothing else, that it is not so of them: "People
# assume I live in Paris but I don't", "My coworkers assume I'm from Texas; I'm not.", 我以为我对花生过敏，结果不是 (a
# bare 不是 is also a "no, wait" before a correction: 我在北京 不是 南京, so Chinese wants a 结果, 其实, 后来发现)
NOT_SO_NEXT = re.compile(
    r"^\W*(?:(?:but|though|and|well|actually|honestly|lol|haha\w*)\W+)*(?:i|we)\s*(?:don'?t|do not|didn'?t|did not"
    r"|haven'?t|have not|hadn'?t|wasn'?t|was not|weren'?t|'m not|m not|\s?am not|'re not|\s?are not|never (?:did|was"
    r"|have|had)|never)(?:\s+(?:really|actually|at all|anymore|any more|lol|haha\w*))*\W*$"
    r"|^(?:但是?|可是?|不过|其实|结果|后来|没想到|谁知道?|才)+(?:发现|知道|证明)?(?:我|自己)?(?:其实|并|根本|压根)?"
    r"(?:不是|没有|不|没)(?:的|啦|呢|哦|啊|呀)?\W*$"
)
# the clause says something of the person ("I", 我; not "my sister lives in Paris but I don't" of the sister)
OF_SELF = re.compile(r"\b(?:i|i'm|im|i've|i'd|me)\b|(?:我|自己)(?!的|们|(?:" + ZH_KIN_WORDS + r"))")
# what the person believed of themselves once, and no more: "I used to think I was allergic to cats", 我以为我对花生过敏
# (not "I thought I told you I'm a nurse", 我以为我跟你说过我是护士: what they believed is that they said it)
BELIEVED_ONCE = re.compile(
    r"\b(?:used to|always used to) (?:think|believe|assume)\s+(?:that\s+)?(?:i|i'd|i'm|im)\b"
    r"(?![^.!?]*\b(?:told|said|mentioned|wrote)\b)"
    r"|(?<![不难可所足引得自])以为\s*(?:我|自己)(?!\S{0,8}(?:说过|告诉|提过|讲过|跟你|和你|对你))"
)
# believed, then found not so in the next words: "I thought I was allergic to cats, turns out no"
THOUGHT_ONCE = re.compile(
    r"\bi\s+(?:always\s+|once\s+)?(?:thought|believed|assumed|was (?:sure|convinced))\s+(?:that\s+)?(?:i|i'd|i'm|im)\b"
    r"(?![^.!?]*\b(?:told|said|mentioned|wrote)\b)"
)
FOUND_NOT = re.compile(
    r"^\W*(?:but\s+)?(?:(?:it\s+)?turns? out|turned out|nope|no\b|wrong\b|not\b|actually (?:not|no)\b"
    r"|i(?:'m|\s+am|\s+was)\s+(?:not|wrong)\b|i\s+wasn'?t|it\s+(?:was|is)\s+not|it\s+(?:wasn'?t|isn'?t))"
)
# a belief against the value, let go of: "I thought I'd hate Boston", 我以为我不会喜欢猫 (the value is so after all)
BELIEVED_AGAINST = re.compile(r"不|没|讨厌|怕|烦|\b(?:hate|hated|never|not|dislike)\b|n't")
STILL_SO = re.compile(r"\band (?:i|it) (?:still )?(?:was|am|is|do|did)\b|\bstill do\b|果然|真的是|确实是|确实")
# the value as the way not taken, right after "instead of", "rather than", 而不是 (not in what would be: "I'd be in
# Zurich now instead of stuck in Ohio", where Ohio is what is)
NOT_TAKEN = (
    r"\b(?:instead of|rather than)\s+(?:[\w'-]+\s+){{0,3}}?{v}|而(?:不是|非)\s*\S{{0,4}}?{v}"
    r"|\b(?:picked|chose|chosen|choosing|went with|opted for|took)\s+[^.,;!?]{{1,30}}?\s+over\s+{v}"
)
# a plan not carried out, the value its end, a turn after it: "I was supposed to move to Denver but ended up
# staying in Omaha", 本来要搬去杭州的，结果还是留在南京了, 本来想叫它旺财，最后…, 放弃了读研 (a plan given up)
PLAN_UNDONE = (
    r"\b(?:was|were)\s+(?:supposed|going|about|set|meant|planning|gonna)\s+to\s+(?:[\w'-]+\s+){{0,3}}?{v}"
    r"|(?:(?:本来|原本|原来|原先)(?:是)?(?:要|想|打算|准备|计划)|本想|差点|差一点)[^，,。！？!?]{{0,8}}?{v}"
)
PLAN_UNDONE_AFTER = re.compile(
    r"\b(?:but|instead|ended up|wound up|never|didn'?t|fell through|got cancell?ed|called off)\b"
    r"|结果|最后|最终|后来|但|可是|不过|却|还是|没(?:去|成|养|搬|读|做)"
)
GIVEN_UP = (
    r"(?<![没不])(?<!没有)(?:放弃了?|推掉了?|辞掉了?去)\s*{v}"
    r"|(?<!never )(?<!n't )(?<!not )\b(?:gave up on|walked away from|backed out of)\s+(?:[\w'-]+\s+){{0,2}}?{v}"
)
# a belief found wrong a clause or more later: "i was sure i was allergic to cats my whole life, got tested last
# month, nope not allergic at all", "I was sure I'd been accepted to Columbia, the email turned out to be a waitlist
# notice" (not "…, and it turned out I do")
FOUND_NOT_LATER = re.compile(
    r"\bnope\b|\bnot\s+(?:at\s+all|really|true|so)\b|\bwas\s+wrong\b"
    r"|\bturn(?:s|ed)\s+out\s+(?:to\s+be\s+(?:a|an|just|only)\b|(?:i'?m|i\s+was|it\s+was|it'?s)\s+not\b|not\b)"
    r"|结果(?:并)?不是|其实(?:并)?不是|后来发现不是"
)
# the value said as what the person is far from: "I'm anything but calm", "I live far from Paris", 我怎么可能住在上海
# (not 我怎么可能离开上海: what cannot be is the leaving)
FAR_FROM = (
    r"\b(?:anything but|far from|hardly|scarcely|by no means|the opposite of|nowhere near)\s+(?:(?:a|an|the|being"
    r"|very|that|so)\s+)?{v}|(?:怎么|咋|哪|哪里|哪儿)可能(?:是|住在|住|在|当|做|有|会是|去)?{v}"
)


# a belief against the value, let go of in what follows: "I thought I'd hate Boston but I've lived here 5 years", "I
# never thought I'd become a teacher, but here I am", 我以为我不会喜欢猫，结果养了两只: the value is so after all (not
# "…, and I do", "…，结果还是不喜欢": the rest holds no negation)
DOUBTED = re.compile(
    r"\bi\s+(?:always\s+|once\s+|honestly\s+|really\s+)?(?:thought|believed|assumed|figured|expected|was\s+(?:sure"
    r"|convinced|certain))\s+(?:that\s+)?(?:i|i'd|i'm|im|i'll|i\s+would|i\s+will)\b"
    r"|(?:\bi\s+)?\b(?:never|didn'?t)\s+(?:thought|think|imagined|imagine|expected|expect|believed|dreamed|dreamt)\s+"
    r"(?:that\s+)?(?:i|i'd|i'll|i\s+would|to)\b"
    r"|(?:本来|原来|原本|原先|一直|还|曾)?以为\s*(?:我|自己)|(?:从没|从来没|没)想过\s*(?:我|自己)"
)
UNDONE_AFTER = re.compile(
    r"^\W*(?:(?:but|and|yet|well|lol|haha\w*|so)\W+)*(?:now|these days|nowadays|here i am|here we are|turns? out"
    r"|turned out|look at me|fast forward)\b|^\W*but\b"
    r"|^\W*(?:结果|但是?|可是|不过|没想到|谁知道?|后来|现在|如今|然而|反而)"
)


TURNED_AWAY = re.compile(
    r"\b(?:instead|rather|leav\w*|left|reject\w*|turned down|declined|denied|quit|moving to|moved to|going to"
    r"|switched|ended up|wound up)\b|去了|搬到|搬去|换成|改成|变成|拒|落榜|没考上|没去"
)


def _doubt_undone(r: _Reading) -> bool:
    """Whether the value's clause is a belief against it (`DOUBTED`, then a negation or a dislike) that what
    follows lets go of (`UNDONE_AFTER`, with no negation of its own)."""
    found = DOUBTED.search(r.upto)
    if found is None:
        return False
    against = re.search(r"never|didn|没", found.group(0)) or BELIEVED_AGAINST.search(r.upto, found.end())
    value = _cues(r.c.value)
    at = r.lowered.find(value) if value else -1
    clause = r.whole.find(r.lowered)  # what follows the value: in its clause, else in its sentence ("… but I've
    rest = r.lowered[at + len(value) :].strip(" ,，") if at >= 0 else ""  # lived here"), else the next sentence
    rest = rest or (r.whole[clause + len(r.lowered) :].strip(" ,，") if clause >= 0 else "") or r.rest or ""
    if TURNED_AWAY.search(rest):  # "…, but then I got rejected", "and now I'm moving to Chicago instead", 结果去了北京
        return False
    other = re.search(r"\b(?:i'?m|i\s+am)\s+(?:a|an|the)\s+([\w-]+)", rest)
    if other and other.group(1) not in value and JOB_ATTRIBUTE.search(r.attribute):  # "…, but now I'm a paralegal"
        return False
    return bool(
        against and UNDONE_AFTER.match(rest) and not BELIEVED_AGAINST.search(rest) and not FOUND_NOT.match(rest)
    )


def _believed_once(upto: str) -> re.Match[str] | None:
    """What the person believed of themselves once (`BELIEVED_ONCE`), up to the value; not a belief against it."""
    found = BELIEVED_ONCE.search(upto)
    return None if found is None or BELIEVED_AGAINST.search(upto, found.end()) else found


def _not_so(r: _Reading, person: str) -> tuple[str, str] | None:
    """Not so of the person, though their clause says it: said so right after (`NOT_SO_NEXT`), believed once
    (`BELIEVED_ONCE`, `THOUGHT_ONCE` then `FOUND_NOT`), the way not taken (`NOT_TAKEN`) or what they are far from
    (`FAR_FROM`). Of the person only: "my sister lives in Paris but I don't" says where the sister lives."""
    if r.says_no or not _of_person(r.c, person):
        return None
    value = _cues(r.c.value)
    after = " ".join((r.rest or "", *r.later[1:]))
    found = (
        (NOT_SO_NEXT.match(r.rest) if r.rest and OF_SELF.search(r.upto) else None)
        or (None if STILL_SO.search(after) else _believed_once(r.upto))
        or (THOUGHT_ONCE.search(r.upto) if FOUND_NOT.match(r.rest or "") or FOUND_NOT_LATER.search(after) else None)
        or (None if MODAL.search(r.whole) else _ending_at_value(r, NOT_TAKEN, value))
        or (_ending_at_value(r, PLAN_UNDONE, value) if PLAN_UNDONE_AFTER.search(after) else None)
        or _ending_at_value(r, GIVEN_UP, value)
        or _ending_at_value(r, FAR_FROM, value)
    )
    return ("denied", found.group(0).strip()) if found else None


def _ending_at_value(r: _Reading, pattern: str, value: str) -> re.Match[str] | None:
    """A match of `pattern` ({v} the value) in the turn that ends with the value the quote says: "Rather than renting
    in Austin we bought in Austin" quoted "we bought in Austin" turns down no Austin of the quote's."""
    at = r.cues.find(value, max(r.at, 0)) if value else -1
    if at < 0 or r.cues.count(value) > 1:  # said twice ("far from Chicago, but I live in Chicago"): not this rule's
        return None
    found = valued(pattern.format(v="{v}"), value, r.cues).finditer(r.cues)
    return next((m for m in found if m.end() == at + len(value)), None)


PRAISED = re.compile(r"\bnothing (?:beats|tops|compares to)\b|\bthere'?s nothing (?:better|like)\b")


def _praised(r: _Reading, before: str) -> str:
    """`before` with its words of praise blanked, for a liking's attribute: "nothing beats a good bowl of pho" as the
    favourite food denies nothing (of a job, a car or a pet it says nothing is the person's: "nothing beats my old
    job at Google")."""
    if not (LIKING_ATTRIBUTE.search(r.attribute) or ROUTINE_ATTRIBUTE.search(r.attribute)):
        return before
    return PRAISED.sub(lambda m: " " * len(m.group(0)), before)


def _loved_in_irony(r: _Reading) -> re.Match[str] | None:
    """An eye-rolled love of the value itself (LOVED_IN_IRONY), in the value's clause, filed as a liking (a dog
    loved so, 我最爱我家狗了🙃 又把沙发咬烂了, is still the person's)."""
    if not LIKING_ATTRIBUTE.search(r.attribute):
        return None
    value = _cues(r.c.value)
    for found in LOVED_IN_IRONY.finditer(r.lowered):
        loved = found.group(1) or found.group(2) or found.group(3) or ""
        if value and (value in loved or loved in value):
            return found
    return None


# what may come between a value and the words that correct it: the rest of a Chinese clause (我在京东上班 哦不是),
# a pause, a filler ("um", 嗯, 那个)
_TO_SLIP = re.compile(
    rf"(?:[{CJK}]{{1,4}}(?=[\s,，.。!！…]))?"
    r"(?:[\s,，.。!！…—–-]|\b(?:um+|uh+|erm|er|oh|ah)\b|(?:嗯+|呃|那个|额)(?=[\s,，.。!！…]))*"
)
_ZH_OH = r"(?:哦|噢|喔|呃|啊|额|嗯|哎|诶|欸)"
# what a correction in Chinese is followed by when the value is said again in its place: a sentence of its own (是河南
# 的) or one of the person's of the same kind (我在美团, 我住…; not 我跟你说, 我不想干了)
_ZH_AGAIN = (
    r"(?:是|係|系|我(?:在|是|係|系|住|叫|做|有|养|姓|今年|老家|家|的|儿子|女儿|外甥|侄|老公|老婆|爸|妈|哥|姐|弟|妹"
    r"|朋友))"
)
# the words of a correction, spoken or typed right after the value: "I live in Boston no wait Brookline", "thirty four
# actually no thirty five", "cats no sorry dogs", "sushi scratch that ramen"; in Chinese, a word of correction with
# the value said again after it (京东 哦不是 我在美团, 山东的 说错了 是河南的, 沙田 唔係 係大圍; not 我是护士 不是
# 护工啊, "…, not a care worker", nor 不是 你怎么猜到的)
SLIP = re.compile(
    rf"(?:{SLIP_WORDS})\b"
    rf"|{_ZH_OH}?(?:不对|不是不是|[说讲搞打]错了?|口误|我是说|纠正一下|更正一下|更正|手滑|嘴瓢了?|唔啱)"
    rf"(?=[\s,，。!！]+{_ZH_AGAIN})"
    rf"|我是说(?=以前|之前|原来)|{_ZH_OH}(?:不是|唔系|唔係)(?=[\s,，。!！]+{_ZH_AGAIN}|是|係|系)"
    rf"|(?:不是|唔系|唔係)(?=[\s,，。!！]+{_ZH_AGAIN})"
)
# words that correct only when a name takes the value's place, and ends there: "Target I mean Walmart", "Walmart..
# *Target" (not "Costco I mean I've been there 12 years", "Denver I mean Colorado is great", "Boston *sigh")
SLIP_IF_REPLACED = re.compile(r"i\W+meant?\W+(?=\w)|\*(?=[^\s*\d])")
_NOT_A_NAME = frozenset(
    "i i'm im i've i'd i'll it it's its the this that there he she they we you my our sigh sighs shrug shrugs gasp "
    "gasps facepalm cries cry laughs laugh cough coughs yawn yawns hug hugs wink winks grin grins smile smiles sob "
    "sobs not eye rolls".split()
)
# what may follow a name said in the value's place: the end, a stop, or a new start ("Walmart I always mix them up")
_AFTER_A_NAME = re.compile(r"\s*(?:$|[,.;:!?…)*—–-]|(?:i|i'm|im|we|my|they|he|she|lol|haha|sorry|btw|and|but|so)\b)")
_ZH_KIN = re.compile(ZH_KIN_WORDS)
_ZH_NO = re.compile(rf"{_ZH_OH}不(?=[\s,，。!！])")  # 四十三，啊不，四十四: of a number only
_CLAUSE_END = re.compile(rf"[.!?。！？\n，,;；]|(?<=[{CJK}])\s+(?=[{CJK}])")
# a number corrected in a chat's way: "34... 35*"
_STARRED = re.compile(r"[\d.,]+\*(?![\w*])")


def _name_in_place(r: _Reading, at: int) -> bool:
    """Whether the person's turn, from `at`, names something in the value's place: words with capitals, then the
    end, a stop or a new start; the value a name too ("Target I mean Walmart"; not "Target I mean Monday to Friday",
    "Boston *sigh", "Boston I mean It's fine")."""
    if len(r.text) != len(r.cues) or not r.c.value.strip()[:1].isupper():
        return False
    value = _cues(r.c.value)
    # the words with capitals up to the value, or to an "I" that begins a sentence of its own
    words = re.match(rf"(?:(?!{re.escape(r.c.value.strip())}\b|I\b|I'[a-z]+\b)[A-Z][\w'&.-]*\s*)+", r.text[at:])
    if words is None or words.group(0).split()[0].casefold().strip(".") in _NOT_A_NAME:
        return False
    after = at + len(words.group(0).rstrip())
    return bool(_AFTER_A_NAME.match(r.cues, after)) or r.cues.startswith(value, after + 1)  # "Pretzel Biscuit was …"


def _value_again(r: _Reading, value: str, clause: str) -> bool:
    """The value said again in `clause` as more of itself: "Google Cloud", "a senior software engineer", "Cleveland
    Ohio", 我是小学老师 (not "dogs cats are fine", nor 我外甥叫乐乐 for 我儿子叫乐乐: another's)."""
    if not value:
        return False
    if re.search(f"[{CJK}]", value):
        where = clause.find(value)
        return where >= 0 and _ZH_KIN.findall(clause[:where]) == _ZH_KIN.findall(_cues(r.c.quote).split(value)[0])
    words = clause.split()
    named = re.search(rf"(?<![\w'-]){re.escape(value)}(?![\w'-])", " ".join(words[:6]))
    first = words[0] if words else ""
    return (
        bool(named)
        and (
            first in (value.split()[0], "a", "an", "the", "my", "our")
            or (  # a name before it, and the clause ends with it: "Cleveland Ohio" (not "Pretzel Biscuit was …")
                r.c.value.strip()[:1].isupper()
                and len(r.text) == len(r.cues)
                and r.text[r.cues.find(first, max(r.at, 0)) :][:1].isupper()
                and " ".join(words).endswith(value)
            )
        )
    )


def _corrected_next(r: _Reading) -> re.Match[str] | None:
    """Words that correct the value, right after it in the turn, dictated without a stop or typed with one: the value
    said was a slip, and what follows is the one meant (我对花生过敏 不是花生 是芒果: the value itself denied). Not when
    what follows says the value again ("Google, or rather Google Cloud", 老师，我是说，我是小学老师): that is the value
    said more exactly."""
    if r.at < 0 or r.says_no:
        return None
    end = r.at + len(_cues(r.c.quote))
    value = _cues(r.c.value)
    found = r.cues.find(value, r.at, end) if value else -1
    if found >= 0:
        end = found + len(value)  # the quote may go on past the value ("my sister Anna is")
    pause = _TO_SLIP.match(r.cues, end)  # it matches the empty string too
    at = pause.end() if pause else end
    not_it = rf"(?:不是|唔系|唔係)\s*{re.escape(value)}(?=[\s,，。!！]|是(?!啥|什么|谁|哪)|$)"  # 我对花生过敏 不是花生
    number = bool(re.search(r"\d", arabic(r.c.value)))  # "34... 35*", 四十三，啊不，四十四
    found_slip = (
        SLIP.match(r.cues, at)
        or (compiled(not_it).match(r.cues, at) if value else None)
        or (_STARRED.match(r.cues, at) if number else None)
        or (_ZH_NO.match(r.cues, at) if number else None)
    )
    if found_slip is None:
        weak = SLIP_IF_REPLACED.match(r.cues, at)
        if weak is None or not _name_in_place(r, weak.end()):
            return None
        found_slip = weak
    clauses = _CLAUSE_END.split(r.cues[found_slip.end() : found_slip.end() + 60].lstrip(" ,，"))
    said = [x for x in clauses if x.strip()][:2]  # the next two clauses
    if said and re.match(r"以前|之前|原来", said[0]) and found_slip.group(0).endswith("我是说"):
        # 我是说以前做会计: the value, as what was; 我是说以前在广州 现在在深圳: another, then the value as now
        again = _value_again(r, value, said[0]) or not any(_value_again(r, value, x) for x in said[1:])
        return found_slip if again else None
    if said and _value_again(r, value, said[0]):
        return None  # the value said again, more exactly: "Google, or rather Google Cloud"
    return found_slip


# words that take back what was just said, alone or run together: "I'm 43, wait, no, it's 34", "82 kg — sorry, 72 kg"
TAKE_BACK = re.compile(
    r"^[^\w.!?。！？]*(?:(?:(?:(?:oh|nah|no|nope)\W+)?wait(?:\W+no)?|no\W+wait|oops|sorry|i mean|i meant|correction"
    r"|typo"
    r"|err|erm"
    r"|er)\b|(?:哦|噢|呃|啊)?(?:不对|说错了?|打错了?|记错了?|口误|不是不是|不是)(?=\W)|唔系|好吧其实)\W*"
)
# the number said in its place: alone, or with the value's unit, then nothing more of its own ("sorry, 72 kg, fat
# fingers"; not "sorry, 2 kids keep me busy", "i mean like 7k a month", "sorry, 5'10 for the Americans")
INSTEAD_NUMBER = re.compile(
    r"(?:it'?s|it is|is|i'?m|i am|是|係|系)?\s*(?:like\s+)?(\d[\d.,]*)\s*(\w*)(?=\W*(?:$|[,.;!?，。！？]|not\b|lol|haha"
    r"|fat\b|记错|打错|说错))"
)


def _number_taken_back(r: _Reading) -> re.Match[str] | None:
    """A number the person took back and said another in its place, right after it in the turn: "I'm 43, wait, no,
    it's 34 not 43", "my weight's 82 kg — sorry, 72 kg, fat fingers", 月薪一万五，哦不对是一万二 (not "I'm 34, sorry
    for the late reply": no number in its place)."""
    said = {d for d in _DIGITS.findall(arabic(r.c.value))}
    if not said or r.at < 0:
        return None
    at = r.cues.find(_cues(r.c.value), r.at)
    if at < 0:
        return None
    after = r.cues[at + len(_cues(r.c.value)) :]
    after = re.sub(
        r"^\s*(?:kg|kgs|lbs?|pounds?|k|岁|斤|公斤|块|元)?(?:\s*(?:total|in total|or so|ish|lol|haha)\b)?", "", after
    )
    back = TAKE_BACK.match(after)
    if back is None:
        return None
    instead = INSTEAD_NUMBER.match(arabic(after[back.end() :]))
    if instead is None or instead.group(1) in said:
        return None
    unit = re.sub(r"[\d.,\s]", "", arabic(_cues(r.c.value)))
    other = instead.group(2)
    if other and not (unit and (other.startswith(unit[:2]) or unit.startswith(other))):
        return None  # "72 kg, sorry, about 159 lbs", "I'm 34. Sorry, it's 2am", "I'm 81, er, 9 grandkids"
    if _amount(instead.group(1)) == _amount(arabic(_cues(r.c.value))):
        return None  # "My salary is 90k, I mean 90,000"
    return back


def _amount(text: str) -> float | None:
    """The number a text says, thousands read: "90k" and "90,000" are 90000.0."""
    found = re.search(r"(\d[\d,]*(?:\.\d+)?)\s*(k\b)?", text)
    if found is None:
        return None
    return float(found.group(1).replace(",", "")) * (1000 if found.group(2) else 1)


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
    between = r"(?:(?:in|my|early|mid|late|a|an|the|about|around|some|kind of)\s+){0,3}"  # "I'm in my late thirties"
    found = valued(rf"(?:{TAKEN_FOR}){between}{{v}}", _cues(r.c.value), r.whole).search(r.whole)
    return "" if found is None or CONFIRMED.search(r.whole, found.end()) else found.group(0)


# a clinician saying what the person has, right before the value: the person's own health, not hearsay ("the doctor
# told me I'm anaemic", "a nurse told me I'm type 2 diabetic", 医生说我贫血)
DIAGNOSED = re.compile(
    rf"(?<!'s )(?<!s' )\b{CLINICIAN}\s+(?:says|said|told me|confirmed"
    r"|has confirmed)\s+(?:that\s+)?(?:i'm|im|i am|i have|i've got|ive got|i've|i got|my|it's|its|it is)\s+"
    r"(?:an?\s+|the\s+|allergic\s+to\s+)?$"  # "doc says its a herniated disc" (not "my son's doctor says it's …")
    r"|(?:医生|大夫|护士)(?:说|讲|告诉我|确诊)(?:我)(?:是|有|得了|患了|患有)?$"
)
HEALTH = re.compile(  # (a diet a clinician found: "my doctor says I'm lactose intolerant" as a dietary_restriction)
    r"condition|diagnos|illness|disease|health|allerg|medical|intoleran|diet|病|症|过敏|健康|诊断|不耐受|忌口|饮食"
)


# the person doubting a clinician's word after it: "my doctor says I have diabetes but I don't believe it" (not
# "I can't believe it", said of good news)
DOUBTED_WORD = re.compile(
    r"^\W*(?:(?:but|though|and)\s+)?(?:i|i'm|im)\s+(?:don't|dont|do not|really don't|really dont)\s+"
    r"(?:believe|buy|trust)\s+(?:it|that|him|her|them|this|a word)\b"
    r"|^\W*(?:(?:but|though|and)\s+)?(?:i\s+)?(?:doubt (?:it|that)|(?:getting|going for) a second opinion)\b"
    r"|^\W*(?:但是?|不过|可是)?我(?:才|根本|压根)?(?:不信|不相信|不太信)|^\W*(?:但是?|不过)?(?:要|得|想)?再(?:去)?看看别的医生"
)


def _diagnosed(r: _Reading, reported: re.Match[str]) -> bool:
    """Whether the words reported are a clinician's about the person's own health, said right before the value, and
    not doubted by the person after it."""
    tokens = list(_TOKEN.finditer(r.upto))  # the clause up to the first of the value's words, which ends it
    before = _before_value(r) or (r.upto[: tokens[-1].start()] if tokens and r.upto != r.lowered else "")
    value = _cues(r.c.value)
    at = r.whole.find(value) if value else -1
    after = r.whole[at + len(value) :] if at >= 0 else ""  # (the next sentence too: "…. I don't believe it")
    return (
        reported.start() < len(before)
        and bool(DIAGNOSED.search(before))
        and bool(HEALTH.search(r.c.attribute))
        and not DOUBTED_WORD.search(after)
        and not DOUBTED_WORD.search(_cues(r.after))
    )


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
    if reported and re.search(r"我\S{0,3}(?:跟|对|和|向|给|同)\S{0,4}$", r.lowered[: reported.start()]):
        reported = None  # 我想跟外国同事说“我是色盲”: the person's words to a colleague, not the colleague's
    if reported and reported.group(0).endswith("话") and reported.start() >= len(r.upto):
        reported = None  # 我系护士佢哋成日话护士好轻松: Cantonese 话 after the value says what follows
    if reported and re.match(r"(?:hr|猎头|面试官)", reported.group(0)) and _taken(r, r.plain[1]):
        reported = None  # HR说月薪一万二，我签了
    if not reported and SAYING_ALONE.search(_last_clause(r.lead)):  # 俗话说，湖南人不怕辣
        reported = SAYING_ALONE.search(_last_clause(r.lead))
    if not reported:  # someone else's words in the room, right before the value: "that guy saying I live in Miami"
        reported = ROOM_SPEECH.search(r.cues[max(0, r.at - 200) : r.at] if r.at >= 0 else r.upto)
    if not reported:  # the clause before ends in who says it: "my mom says, I was born in Manila", 对着手机说 我八岁
        last = _last_clause(r.lead)
        said = REPORTED.search(last) or ROOM_SPEECH_ENDS.search(last)
        if said and not last[said.end() :].strip(" \t,，:：-—") and not NOT_A_REPORT.search(last[: said.end()]):
            reported = said
    if (
        reported
        and reported.group(0) == "apparently"
        and re.search(r"\b(?:and|but|so)\s+$", r.lowered[: reported.start()])
    ):
        reported = None  # "I'm a journalist and apparently that makes me the family writer": of what follows
    if reported and SAYS_A_SAYING.match(reported.group(0)) and _mine_elsewhere(r, reported.group(0)):
        reported = None  # 常言道三十而立，我今年正好三十: the saying, then the person's own
    own = reported and (_mine_elsewhere(r, reported.group(0)) or OWN_THERE.search(r.cues))
    if reported and NEWS.search(reported.group(0)) and own:
        reported = None  # 新闻上说腾讯要裁员，我就在腾讯; "heard on the news Boeing is laying off, I work there"
    cue = (
        _said(reported)
        or ("" if r.own else _quoted_speaker(r.text, r.c.quote))  # "…" is what I told him
        or _said(PASSED_ON.search(_since_real(r.lead + " " + r.upto)))  # "群里转的 >> 本人男 32岁"
        or ("" if r.real else _said(PASSED_ON.search(_cues(r.prior))))
        # "lol this ad on my feed. Senior Data Scientist, remote"
        or _said(NOT_REAL_DATA.search(r.cues))
        or _said(_form_for_other(r))
        or _said(_others_record(r))
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


# someone else's record the person handles, before the value, with no "I" or "my" between: "patient is 67,
# allergic to penicillin, need to chart this", "updating a patient's chart rn: 54yo male, penicillin allergy",
# "Customer's address: 12 Elm St, Springfield", 给同事写推荐信：张伟，…现任阿里巴巴 (not "as a nurse I chart all
# day, I'm allergic to latex myself")
OTHERS_RECORD = re.compile(
    r"\b(?:the\s+|a\s+|this\s+|my\s+|our\s+)?(?:patient|pt|client|customer|resident|applicant|caller|tenant|guest"
    r"|buyer|recipient)(?:'s|s'|’s)?\s+(?:(?:[\w-]+\s+){0,2}(?:chart|record|file|address|details|info|order"
    r"|history|allergies|meds|medications|profile)\b|(?:is|was)\s+\d{1,3}\b|[:：])"
    r"|\b(?:updating|writing|filling|charting)\s+(?:up\s+)?(?:a|the)\s+(?:patient'?s?\s+)?(?:chart|record|file)\b"
    r"|(?:给|帮|替)(?!我|自己)[^，。,！？!?]{1,6}写[^，。,！？!?]{0,4}(?:推荐信|介绍信|简历|材料)\s*[:：]|推荐信[:：]"
    r"|(?:病人|患者|客户|顾客)(?:的)?(?:病历|地址|资料|信息|档案)?[:：]"
)


def _others_record(r: _Reading) -> re.Match[str] | None:
    """Someone else's record (`OTHERS_RECORD`) right before the value in its sentence, no first person between."""
    if r.at < 0:
        return None
    value = r.cues.find(_cues(r.c.value), r.at)
    if value < 0:
        return None
    start = max(0, r.cues.rfind(".", 0, max(0, r.at - 1)) + 1, r.cues.rfind("。", 0, r.at) + 1)
    end = min((at for at in (r.cues.find(".", value), r.cues.find("。", value)) if at >= 0), default=len(r.cues))
    if re.search(r"\b(?:i|i'm|im|my|we|our|myself)\b|我(?!们?帮)", r.cues[value:end]):  # "…in Boston where I live"
        return None
    for found in OTHERS_RECORD.finditer(r.cues, start, value):
        if not re.search(r"\b(?:i|i'm|im|my|me|myself|mine|we|our|us)\b|我", r.cues[found.end() : value]):
            return found
    return None


def _form_for_other(r: _Reading) -> re.Match[str] | None:
    """A form for someone else (`FORM_FOR_OTHER`) said after the value, with no "I" before it: what it holds is
    theirs (not "I'm O negative, and that's the form I'm filling for a patient")."""
    form = FORM_FOR_OTHER.search(r.cues)
    if form is None or r.at < 0 or r.at > form.start():
        return None
    value = r.cues.find(_cues(r.c.value), r.at)
    if value < 0 or not FORM_LABEL.search(r.cues[max(0, value - 12) : value]):  # a field of it: "Age: 45", 姓名：张三
        return None
    said = re.split(r"\b(?:that|this|it)(?:'s|\s+is|\s+was)\b|(?:这|那)(?:是|就是)", r.cues[: form.start()])[0]
    return None if OF_SELF.search(said) else form  # (the words before "that's the form …", 这是…)


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
        (
            (QUESTION_START.search(_cues(x)) or QUESTION_OF_ITS_OWN.search(_cues(x)))
            and not TAG_QUESTION.search(_cues(x))
        )
        or ZH_QUESTION.search(_cues(x))
        or LATER_ASKS.search(_cues(x))
        or (plain and ASKS_FOR.search(_cues(x)))
        or (
            x is r.later[-1]
            and whole.rstrip().endswith("?")
            and STATED.match(lowered)
            and not CONCLUDED.search(lowered)
            and ASKED_ALONE.match(_cues(x))
            and not TAG_QUESTION.search(_cues(x))
            and not WHETHER_SO.search(_cues(x))
        )
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
        or ("" if r.no_is_the_fact else _negated(_praised(r, before)))  # (not "not a huge fan of horror movies" as a
        # dislike)
        or _almost(before)
        or ("" if r.no_is_the_fact else _topic_denied(r))
        or ("" if r.no_is_the_fact else _negated_within(r))
        # "my license is not yet recognize here" for "license recognized", 全马还没跑过 for 跑过全马
        or ("" if DISLIKED.search(_cues(r.c.attribute)) else _against(before, AGAINST))  # "I hate Berlin winters" as
        # the city; not "I hate coriander" filed as what the person dislikes
        or (_said(NOBODY.search(r.lead or r.lowered)) if not SUBJECT.match(r.lowered) else "")  # "Nobody in my
        # family, me included, lives in Paris"; not "Nobody calls me Samuel, it's Sam"
    )
    return ("denied", cue) if cue and not r.says_no else None


# the value as its clause's topic, the person's negation right after it (Chinese says first what it speaks of, and
# English may): 咖啡我不喝, 北京我没去过, 那家公司我早就不干了, 驾照我还没考, 《三体》我还没开始读, "Paris I've never
# been to"; not 我在北京不开心 (no topic), 咖啡不错
TOPIC_LEAD = re.compile(r"^\W*(?:这|那)?(?:个|本|部|首|家|种|位|件|只|辆|门|份)?\W*$")
TOPIC_NEGATED = re.compile(
    r"[\"'》〉]?\s?(?:(?:[我俺咱]们?|本人)\s?)?"
    r"(?:是|也|都|还|早就|早|已经|从来|从|根本|一直|再也|压根儿?|一点儿?|一滴|一口|一次|半点|绝对|真的|真|就)*"
    r"(?:不|没有|没|未|别|冇|唔)"
    r"(?!辞|停|断|戒|放弃|退|丢|卖|(?:打算|想|会|愿意?|舍得)?(?:离开|走|搬)|忘|加|放|后悔|少|.?够|落下|能不|得不|是一般|腻|厌|嫌)"
    # 那份工作我没辞, 吉他我没停过, 上海我不打算离开, 北京我从没后悔来过, 上海我还没待够, 咖啡我没少喝,
    # 跑步我一直没落下过: it goes on; 咖啡我不加糖: how, not whether. English too: "Paris I've never been to",
    # "Dune I haven't read yet"
    r"|\s?,?\s?(?:i|we)(?:'ve|'m|'d|'ll)?\s(?:(?:have|had|am|was|do|did|will|would|can|could|just|really|honestly"
    r"|still|already|actually)\s)*(?:never|not|no longer|(?:do|does|did|have|has|had|ca|wo|could|would)n't)\b"
    r"(?!\s+(?:get|got|grow|grew)\s+(?:tired|bored|enough)|\s+(?:stop|stopped|quit|miss|missed|forget|leave|left"
    r"|give up|gave up|live without|do without|regret\w*|(?:plan|want|intend|mean)\w* to (?:ever )?leave|wait)\b)"
    # "Paris I never get tired of", "tennis I haven't stopped", "coffee I can't do without", "Paris I've never
    # regretted moving to"
)


# what nearly happened did not: "I almost moved to Seattle", "I nearly took the job at Google", 我差点就搬去上海了,
# 险些去了腾讯 (not "almost 40", "nearly always", "almost done with my PhD in Boston", "I almost forgot, I live in
# Oslo", "I nearly cried when I moved to Paris": the value no part of what nearly happened)
ALMOST = re.compile(
    r"\b(?:almost|nearly|very nearly|came close to)\s+(?!\d|a\b|an\b|the\b|every|all\b|always|never|half|twice"
    r"|done|finished|there\b|ready|over\b|thirty|forty|fifty|sixty|twenty|ten\b|a year|two\b|three\b|forg[eo]t"
    r"|cried|died|lost it|fell|fainted|laughed)[a-z]+"
    r"|差点|差一点|险些"
)
_ALMOST_APART = re.compile(
    r"\b(?:when|because|after|since|before|while|as|that|but|and|so|then)\b|因为|后来|结果|但|所以"
)


def _almost(before: str) -> str:
    """What nearly happened (`ALMOST`) right before the value, nothing that starts another part of the sentence
    between them."""
    found = ALMOST.search(before)
    return "" if found is None or _ALMOST_APART.search(before, found.end()) else found.group(0)


def _topic_denied(r: _Reading) -> str:
    """The person's negation right after the value, when the value opens its clause as its topic (`TOPIC_NEGATED`)."""
    value = _cues(r.c.value)
    at = r.lowered.find(value) if value else -1
    if at < 0 or not TOPIC_LEAD.match(r.lowered[:at]):
        return ""
    found = TOPIC_NEGATED.match(r.plain[0], at + len(value))
    return found.group(0).strip() if found else ""


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
    spots += [(m.start(), m.start() + 2) for g in pairs for m in compiled(re.escape(_cues(g))).finditer(r.lowered)]
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
    tried = None if QUIT_DONE.search(lowered) else QUIT_TRIED.search(lowered)
    if tried and ENDED.search(_cues(c.attribute.replace("_", " ") + " " + c.value)):
        return "planned", tried.group(0)  # quit_vaping from "been trying to quit vaping"
    cue = (
        ("" if tried else _against(before, ENDED))  # "I quit smoking" as a habit, 戒了
        or (
            ""
            if _someone_else(lowered) or re.match(r"'s\b", lowered[lowered.find(value) + len(value) :])
            else _against(_cut_at_value(before, value), DROPPED)
        )
        or _left_it(r, _cut_at_value(before, value))
        or ("" if c.kind == "event" else _against(before, ONCE))
        or ("" if c.kind == "event" or r.short < 0 else _against(_since_real(r.plain[0][: r.short]), ONCE))
        # "used to live in NYC for like 6 yrs": what comes before the short form, the "for" after it aside
        or ("" if c.kind == "event" or _someone_else(lowered) else _said(ONCE_AFTER.match(lowered, len(upto))))
        # 在厦门住过两年, 程序员出身 (not 我们team的PM是个doctor出身: whose it is says)
        or ("" if value not in lowered else _said(OLD_WORK_AFTER.match(lowered, lowered.find(value) + len(value))))
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
            if HELD_AFTER_EN.search(r.cues[r.cues.find(lowered) + len(lowered) :]) or HELD_AFTER_EN.search(lowered)
            else _said(WAS_A_SPAN.match(lowered))
        )  # "(was a firefighter for 25 yrs)" (not "… and counting", "still am")
        or (
            ""
            if c.kind == "event"
            or not TOLD_PAST.search(upto)
            or re.search("name|名", c.attribute)
            or not MORTAL.search(_cues(c.attribute))
            else _said(DIED_NEXT.match(r.rest))
        )
        # "had a cat named Miso, she passed last year"
        or _from_to(r)  # "we moved the app from Vue to React", 从卡罗拉换成了特斯拉
        or ("" if c.kind == "event" else _switched_after(r))  # "had an iphone for 8 yrs but switched to a pixel"
        or ("" if c.kind == "event" else _sold_after(r))
        or _lasted_then_now(r)
        or ("" if c.kind == "event" else _past_lead(r))  # "used to do construction before this, made 22 an hour"
        or (
            ""
            if c.kind == "event" or r.whole.find(value) < 0
            else _said(LEFT_AFTER_IT.match(r.whole, r.whole.find(value) + len(value)))
        )
        or ("" if c.kind == "event" else _lost_job(r))  # "got laid off from Meta", 被阿里裁了
        or _said(SPENT_BOND.search(lowered) if re.search(r"married|together|engaged", value) else None)
        or ("" if c.kind == "event" or r.at < 0 else _said(SPAN_ENDED.match(r.cues, r.at)))  # the quote's own span
        or ("" if c.kind == "event" or r.at < 0 else _said(MARRIED_ENDED.match(r.cues, r.at)))
        or ("" if c.kind == "event" or not re.search(r"住|lived", lowered) else _said(MOVED_SINCE.search(r.rest)))
        or (
            ""
            if not re.search(r"\bnow\b", r.whole[len(lowered) :] + " " + _cues(r.after))
            else _said(BEFORE_WAS.match(lowered))
        )  # "before I was nurse in Manila 12 years. Now I am working like caregiver"
        or _last_years(r, upto)  # 今年玉米种了三十亩…去年种的是花生
        or _started_from(r)  # "down to 185 lbs now, from 210 in March", 从两百一瘦到了一百八
        or (
            ""
            if c.kind == "event"
            or tried
            or not TOLD_PAST.search(upto)
            or CAME_BACK.search(r.cues[max(r.cues.find(value), 0) :])
            else _said(QUIT_NEXT.match(r.rest))
        )
        # "I was vegan for 6 years, quit last fall"
        or ("" if c.kind == "event" else _said(WAS_BEFORE.search(lowered)))
        or _place_gone(r)
        or ("" if c.kind == "event" else _named_gone(r))
        or ("" if tried else _said(TAKEN_BACK.search(r.rest)).strip())
        or ("" if not ROUTINE_ATTRIBUTE.search(r.attribute) else _said(STOPPED_GOING.search(r.rest)))
        or (
            ""
            if not JOB_ATTRIBUTE.search(_cues(c.attribute.replace("_", " ")))
            else _said(NOT_THIS_LINE.search(r.rest))
        )
        or ("" if c.kind == "event" else _past_framed(r))
    )
    said_over = _cues(c.attribute.replace("_", " ") + " " + c.value)
    if cue and len(value.split()) > 1 and value.split()[:1] == cue.split()[-1:]:
        cue = ""  # the cue's last word opens the value: "I've worked as a child psychologist for ten years"
    if cue in ("原来", "以前", "之前", "原先") and re.search(r"还(?:要)?回去|回去上班", r.whole):
        cue = ""  # 原来在招商银行做柜员，产假完了还回去: going back to it
    if cue == "试过" and re.search(r"后来|之后|以后|然后|留(?:了|下)|搬来|搬过来|一直", r.whole[r.whole.find(value) :]):
        cue = ""  # 我试过在杭州住一个月就爱上了，后来干脆搬来了: what was tried holds now
    if cue and ONCE_A_TIME.search(cue) and _holds_on(r):
        cue = ""  # a time of life the value holds on from: "I still live in the house I lived in as a kid in Dayton",
        # 我体重还是跟年轻的时候一样一百二十斤, 我大学的时候养的猫现在还陪着我
    if cue and not (r.says_no or PAST_VALUE.search(said_over) or cue in _cues(c.subject)):  # 前夫 of 前夫's job
        return "denied", cue
    return None


# a time that was, framing the value's part of its clause: "I weighed 210 in college", "My first job was at Walmart",
# "I was 29 when I moved here", "I lived in Seattle from 2010 to 2018" (an English part needs the verb before the
# value in the past, and no word that it holds still: "I'm in college", "I still weigh 150 like I did in high school")
PAST_FRAME_EN = re.compile(
    r"\b(?:(?:in|during|through|throughout) (?:college|high school|grad school|uni|university|middle school|med school"
    r"|law school|the army|the navy|my (?:early |mid |late )?(?:twenties|teens|thirties|forties|20s|30s|40s)"
    r"|my (?:freshman|sophomore|junior|senior) year)|my (?:freshman|sophomore|junior|senior) year"
    r"|back (?:in (?:(?:19|20)\d\d|'\d\d|the day|the (?:19)?\d0s|college|high school|school|uni|grad school)|then|when)"
    r"|as a (?:kid|teen|teenager|child|student)(?=\W*$|\s*[,;.!?)]|\s+(?:and|but|i|we|my|in|at|on|when|so|back)\b)"
    r"|growing up(?=\W*$|\s*[,;.!?)]|\s+(?:was|were|and|but|i|we|in|at|on|so)\b)"  # "my favourite book growing up"
    r"|when (?:i|we) (?:was|were|lived|moved|started|first|had|met|worked|got)"  # (of a measure only: `_past_framed`)
    r"|(?:till|until) (?:my (?:early |mid |late )?(?:twenties|thirties|forties|20s|30s|40s)"
    r"|i (?:retired|left|moved|quit))"
    r"|(?:right|fresh|straight) out of (?:college|school|uni|grad school|the army)|as a new grad|for a while there"
    r"|at (?:the|my) (?:old|previous|former|last) (?:job|company|place|gig|firm)"
    r"|(?:the|my) job before (?:this|that) one"
    r"|my first (?:job|car|apartment|flat|place|salary|rent|phone|house|employer|company|school|city|bike|paycheck)"
    r"|from (?:19|20)\d\d (?:to|till|until|-) ((?:19|20)\d\d))\b"
)
# the verbs that tell a state: the one nearest before the value says when it held
PAST_STATE = re.compile(
    r"\b(?:was|were|weighed|had|lived|worked|earned|made|paid|rented|owned|drove|played|ran|taught|kept|dated|did)\b"
)
PRESENT_STATE = re.compile(
    r"\b(?:i'm|im|am|is|are|'s|'re|weigh|weighs|live|lives|work|works|make|makes|earn|earns|own|owns|drive|drives"
    r"|rent|rents|pay|teach|teaches|have|has|do|does)\b|(?<=\w)'s\b"
)
AS_NOW = {"was": "am", "were": "are", "had": "have", "made": "make", "paid": "pay", "drove": "drive", "ran": "run",
          "taught": "teach", "kept": "keep", "did": "do", "played": "play", "lived": "live", "worked": "work",
          "weighed": "weigh", "earned": "earn", "rented": "rent", "owned": "own", "dated": "date"}  # fmt: skip
PERFECT = re.compile(r"(?:\b(?:have|has|had)|'ve|'d|\bive)\s+(?:\w+\s+)?$")  # "I've worked", "have always lived"
# the part of a clause a frame bears on: a new verb after these is a part of its own
PART_BREAK = re.compile(
    r"\b(?:and|but|so|because|cause|cuz|which|who|that|where|(?<!a )while|though|although|since|plus|(?<!back )then"
    r"|like(?=\s+(?:i|my|we|you|he|she|they|it|when|what|the same|back)\b)"
    r"|later|afterwards)\b"
)
# the value holds on: in its part of the clause ("I'm still vegetarian like I was in college"), or said back to it
# anywhere in the sentence ("I had asthma as a kid and still have it"; not "…, and I still remember my Morse")
HOLDS_STILL_EN = re.compile(r"\b(?:still|ever since|to this day|even now|same as)\b")
HOLDS_ON_EN = re.compile(
    r"\bstill (?:do|does|am|is|are|have (?:it|them|him|her|one)|has (?:it|them)|live there|work there)\b"
    r"|\b(?:ever since|to this day|even now)\b"
)
# after the value, words that it holds on, or comes back, or was only just then: "My first job was at Walmart and
# I'm still there", "… and I never left", "moved back in 2022", "I'm back there now", "when I was 34, which was last
# month" (not "way less now": a change)
HELD_AFTER_EN = re.compile(
    r"\b(?:still|never (?:left|moved|switched|changed|stopped|quit)|been there|and counting|too"
    r"|(?:moved|came|went) back|back (?:there|home)|last (?:month|week)"
    r"|(?:a|one|two|three|a few|a couple of) (?:days?|weeks?|months?) ago|recently|married (?:him|her)"
    r"|still together|this year|\d+ years in|now my)\b"
    r"|\b(?:there|it|them|one|that)\b[^.;]{0,25}\bnow\b|\bnow\b[^.;]{0,25}\b(?:there|it|them|too)\b"
    r"|\bi'?m\b[^.;]{0,30}\bnow\b|\bi'?m (?:a )?(?:junior|senior|sophomore|freshman)\b"  # "…, I'm a senior now"
)
NOW_EN = re.compile(r"\b(?:now|currently|these days|nowadays|today|this (?:morning|week|year)|since|again)\b")
# a thing of the person's past as the subject of the value's part: "my old rent was $900", "my old startup got
# acquired by salesforce" (not a person: "my old roommate got me a job at Stripe")
MY_OLD = re.compile(
    r"\bmy (?:old|former|previous|last) (?:job|car|apartment|flat|place|house|phone|company|employer|startup|school"
    r"|city|bike|laptop|office|firm|store|shop|restaurant|rent|salary|gig|workplace)\b"
    r"(?=\s+(?:was|were|got|had|used to|paid|cost|went)\b)"  # the subject: not "my old phone number"
)
PAST_FRAME_ZH = re.compile(
    r"(?:大学|高中|初中|中学|小学|上学|读书|年轻|念书|读研|研究生|读大学|刚毕业|刚工作|刚出来工作|单身|小时候|怀孕"
    r"|坐月子)(?:的)?"
    r"(?:时候|时|那会儿?|那阵子?|那几年|那年|期间|那阵时?)|小时候|前几年|那几年|那时候?|(?<![点时])那会儿|当年|早年"
    r"|原来|原本|本来"  # "at first", against a now only: 原来吃素，现在什么都吃
    r"|那阵时?"
    # an age named as a time, each run of digits read from its start only: linear on a turn of 20,000 一
    r"|(?<![\d一二两三四五六七八九十廿卅])(?:\d+|[一二两三四五六七八九十廿卅]+)岁(?:的)?(?:时候|那年|那会儿?|那阵)"
)
# ONCE's times of life
ONCE_A_TIME = re.compile(r"\b(?:as a|when i was|in my|back in|back then)\b|时候?$|那会儿?$|那阵")
HOLDS_STILL_ZH = re.compile(
    r"现在(?:每\S{0,2})?还|还(?=[在是跟住做干开养用当])|仍|依然|照样|一直|至今|到现在|到今天|一样|也(?=[在是住还])"
    r"|仲|都系|都是|一待就是|一晃|一辈子|从[^，,。]{0,10}?(?:时候|时|那会儿?|那年)|(?:时候|时|那会儿?|那阵)我?就"
)
OTHER_AT_SCHOOL = re.compile(r"(?:孩子|儿子|女儿|他|她|娃|宝宝)(?:在)?(?:上学|读书|念书)")
CHANGED_INTO = re.compile(
    r"搬到|搬去|搬来|来了|来到|去了|开始|结婚|买了|入职|加入|进了|考上|考了|嫁|娶|生了|养了|领养|认识|换了|跳槽|转到|调到|换到"
)
SINCE_THEN = re.compile(r"\b(?:then|later|after|afterwards|now|since|but)\b|然后|后来|现在|之后|宜家")


# a value left for another: "moved the app from Vue to React", 从卡罗拉换成了特斯拉 (not "I commute from Oakland to SF")
MOVED_FROM = re.compile(
    r"\b(?:switched|moved|migrated|converted|upgraded|transitioned|changed|swapped)(?:\s+\w+){0,3}\s+from\s*$"
)
MOVED_TO = re.compile(r"^\s*(?:to|->|→)\s|^(?:换|转|搬|改)(?:到|成)")
DAILY = re.compile(r"\b(?:every|each|daily|weekly|back and forth|commute|alternate)\b|每天|每周|每个?月|出差|来回")
# right after a past state, a later clause that replaces it: "but switched to a pixel in october", 去年换成了特斯拉
SWITCHED_NEXT = re.compile(  # Chinese only: in English what it is switched to may be a part of the same thing
    # ("I had my Pixel, but switched to a family plan"), and the switch reads the same
    r"^\W*(?:后来|去年|今年|现在|然后|上个?月|前年|前几年|再后来)?\S{0,3}?(?:换成|改成|转成|换到|改开|改用)"
)
# the things a person has one of at a time, that a switch replaces (not an employer, a city or a job: "worked at
# Google on Maps, then switched to the Search team")
ONE_AT_A_TIME = re.compile(
    r"phone|car|vehicle|laptop|computer|framework|editor|browser|carrier|provider|bank|insurance|diet|os\b"
    r"|手机|车|电脑|框架|饮食|运营商|银行"
)
WAS_THEN = re.compile(r"原来|以前|之前|本来|原先")


def _from_to(r: _Reading) -> str:
    """The value moved from, to another: "we moved the app from Vue to React", 从卡罗拉换成了特斯拉."""
    value = _cues(r.c.value)
    at = r.lowered.find(value)
    if at < 0:
        return ""
    before, after = r.lowered[:at], r.lowered[at + len(value) :]
    rest = r.whole[r.whole.find(r.lowered) + at + len(value) :]
    if re.search(r"\bmoved (?:to|here to|over to) \w+(?: \w+)? from\s*$", before) and value not in rest:
        return f"from {value}"  # "I moved to Osaka from Leeds in 2019"
    if (
        MOVED_TO.match(after)
        and (MOVED_FROM.search(before) or before.endswith("从"))
        and value not in rest  # (not 我从上海搬到上海郊区了, "…, but home is Portland": still there)
        and not DAILY.search(r.whole)  # (not 每周从深圳转到香港两次)
    ):
        return f"from {value}"
    return ""


GONE_NEXT = re.compile(
    r"^\W*(?:(?:but|and|then|until)\s+)?(?:we|i)\s+(?:sold|gave away|got rid of|gave up|lost)\s+(?:it|them|her|him)\b"
    r"|^\W*(?:后来|去年|前年|但是?)?(?:卖了|卖掉了|送人了|没了)"
)


# a clause with no subject of its own that goes on in a past state: "…, made 22 an hour", "…, took riding lessons"
PAST_GOES_ON = re.compile(
    r"^\W*(?:made|earned|took|had|was|did|ran|drove|taught|kept|lived|worked|played|weighed|paid|got paid)\b"
)


def _past_lead(r: _Reading) -> str:
    """A clause with no subject of its own, in a past state, going on from one set in a time that was: "used to do
    construction before this, made 22 an hour", "in middle school i was obsessed with horses, took riding lessons
    every saturday" (not "…, moved to Denver in 2010": a change that holds)."""
    if not PAST_GOES_ON.match(r.lowered):
        return ""
    last = _last_clause(r.lead)
    found = ONCE.search(last) or PAST_FRAME_EN.search(last) if last else None
    if found is None or HELD_AFTER_EN.search(r.lowered) or NOW_EN.search(r.lowered):
        return ""
    return found.group(0)


# a state told in the past simple with how long it lasted, then another that holds now: "I was at Deloitte for six
# years, now I'm at a startup", "lived in Leeds for ten years before moving here", "Was vegan for 5 years, eat
# everything now" (not "I've worked at Kaiser for 12 years, now I'm a charge nurse", "…for six years now", "…, now
# I manage it", "…, still there"). The past simple with its span says it ended: what goes on is said "I've lived"
PAST_SIMPLE = re.compile(
    r"(?<!'ve )(?<!have )(?<!has )(?<!'s )\b(?:lived|worked|stayed|was|were|taught|studied|dated|owned|drove|had)\b"
)
LASTED = re.compile(
    r"\s*(?:\([^)]{0,20}\)\s*)?for\s+(?:about\s+|like\s+|almost\s+|over\s+|nearly\s+|around\s+|roughly\s+)?"
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|a few"
    r"|a couple of|several|many)\s+(?:years?|yrs|months?|decades?)\b"
)
NOW_AFTER = re.compile(r"[^.;!?]*?(?:[,;.!?\u2014]|\s-\s|\b(?:and|but|so)\b)[^.;!?]*?\b(?:now|nowadays|these days)\b")
LEFT_THEN = re.compile(  # of a place lived in: a move ("…, then switched to part-time" switched a part of it)
    r"\s*,?\s*(?:before|then)\s+(?:i\s+|we\s+)?(?:moving|moved|coming|came|relocating|relocated)"
    r"\s+(?:here|to|back|over|out|down|up)\b"
)
NOW_SAME = re.compile(r"\b(?:there|here|same|again|still|its?|them|she|he|her|him|they)\b")  # (she's: she)


def _lasted_then_now(r: _Reading) -> str:
    """A past state with its span, and what holds now said after it in the turn (see PAST_SIMPLE)."""
    value = _cues(r.c.value)
    at = r.whole.find(value)
    if r.c.kind == "event" or at < 0 or not PAST_SIMPLE.search(r.whole[:at]) or HOLDS_STILL_EN.search(r.cues):
        return ""
    lasted = LASTED.match(r.whole, at + len(value))
    if lasted is None:
        return ""
    tail = r.whole[lasted.end() :] + " " + _cues(r.after)
    if value in tail:
        return ""
    found = NOW_AFTER.match(tail)
    if found is None or NOW_SAME.search(tail[: found.end() + 40]):  # now's clause: "…, she's asleep on me now"
        found = LEFT_THEN.match(tail) if RESIDENCE.fullmatch(r.attribute) else None
    if found is None:
        return ""
    return lasted.group(0).strip()


def _sold_after(r: _Reading) -> str:
    """A thing the person had, sold or given away in the next clause: "We had a cabin at Priest Lake for twenty years
    but we sold it in 2019"."""
    if not (TOLD_PAST.search(r.upto) or WAS_THEN.search(r.upto)):
        return ""
    return _said(GONE_NEXT.match(r.rest or ""))


def _switched_after(r: _Reading) -> str:
    """A past state that a later clause replaces: "had an iphone for like 8 yrs but switched to a pixel", 原来开的是卡罗
    拉，去年换成了特斯拉 (the clause of the value says it was: "I'm a nurse, switched to nights" replaces nothing)."""
    if not (TOLD_PAST.search(r.upto) or WAS_THEN.search(r.upto)) or not ONE_AT_A_TIME.search(_cues(r.c.attribute)):
        return ""
    found = SWITCHED_NEXT.match(r.rest or "")
    return "" if found is None or _cues(r.c.value) in (r.rest or "") else found.group(0)  # (not "traded it in for a
    # newer Outback")


# the AI's question about a time before ("Where did you live before you moved to Denver?", 你搬来上海之前住哪？)
ASKED_BEFORE = re.compile(
    r"\b(?:where|what) (?:did|were) you (?:live|living|do|doing|work|working)\b[^?]*\bbefore (?:you \w+|that|\w+ing)\b"
    r"|\bwhat was your (?:previous|last|old) (?:job|city|place|car|phone)\b"
    r"|你(?:搬来\s?\S{0,6}\s?|来\s?\S{0,6}\s?)?(?:之前|以前|原来)(?:住|在|做|是|干)\S{0,4}(?:哪|什么|啥)"
)  # not "Before that, quick question: where do you live?", 你之前是不是说过…, 原来你是护士啊？
NOW_WORDS = re.compile(
    r"\b(?:now|currently|still|these days|today|nowadays|whole life|whole time|always|never|same|exactly|first|only"
    r"|since|went back|back to it|straight|which is what|what i do|ever)\b"
    r"|现在|目前|还|仍|一直|如今|没换|没转|没搬|没挪|到今天|从小|就是|也是|年了|打毕业|也没别的"
)
ASKED_NOW = re.compile(r"\b(?:now|these days|currently|today)\b|现在|目前|如今")


def _answered_of_before(r: _Reading, last_ai: str) -> tuple[str, str] | None:
    """The person's answer to the AI's question about a time before, the value in its first sentence and nothing
    saying it holds now: "Where did you live before you moved to Denver?" / "Minneapolis, for about six years" (not
    "Denver, still there actually"); a value filed as what it was (previous_city, hometown) is that."""
    asked = _cues(last_ai)
    if not re.search(r"[?？]|[吗呢][\s。]*$", asked) or not ASKED_BEFORE.search(asked) or ASKED_NOW.search(asked):
        return None  # (not "Where did you grow up, and where do you live now?")
    if FIRST_PERSON.search(r.upto) and PRESENT_STATE.search(r.upto):
        return None  # "I'm a manager at Target, before that I was a cashier there"
    value = _cues(r.c.value)
    if not r.opens_turn or NOW_WORDS.search(r.cues) or SINCE_THEN.search(r.upto) or r.cues.count(value) > 1:
        return None  # "做了几年会计，后来转行做产品经理了": what came after
    if PAST_VALUE.search(_cues(r.c.attribute.replace("_", " ") + " " + r.c.value)):
        return None
    return "denied", ASKED_BEFORE.search(asked).group(0)  # type: ignore[union-attr]


def _answered_of_wish(r: _Reading, last_ai: str) -> tuple[str, str] | None:
    """The person's answer to the AI's question about what they would like or plan, the value in its first sentence
    and nothing saying it holds already: "你以后想要几个孩子？" / 两个吧，一儿一女最好, "Where would you like to live
    someday?" / "Lisbon"; not "Do you want kids?" / "we have two already"."""
    asked = _cues(last_ai)
    if not re.search(r"[?？]|[吗呢][\s。]*$", asked):
        return None
    questions = [q for q in re.split(r"(?<=[?？])", asked.rstrip()) if q.strip()]
    if len(questions) > 1:
        return None  # "Where are you based? Do you hope to move someday?" / "portland": which is answered is not plain
    if not ASKED_WISH.search(asked) or re.search(r"\b(?:more|another|again)\b|二胎|再要|再生", asked):
        return None  # ("Are you planning to have more kids?" / "nope, three is plenty")
    if not r.opens_turn or HELD_ALREADY.search(r.cues) or WISH_ATTRIBUTE.search(_cues(r.c.attribute)):
        return None  # (a wish filed as one: dream_city, 理想的孩子数)
    return "planned", ASKED_WISH.search(asked).group(0)  # type: ignore[union-attr]


ASKED_WISH = re.compile(  # of the person's own life to come (not "Do you want to tell me about your job?")
    r"\bwould you (?:like|want|love) to (?:live|have|be|work|move|get|study|marry|own)\b"
    r"|\bdo you (?:want|hope|plan) to (?:have|get|live|move|be|marry|settle)\b"
    r"|\bdo you want (?:kids|children|a family)\b"
    r"|\bare you (?:planning|hoping) (?:to|on)\b|\bif you could (?:live|be|have|work)\b"
    r"|以后想|将来想|想要几个|想不想(?:要|生|结婚)|打算(?:要|生|去|搬|在|做)|梦想|理想(?:的|中)"
)
HELD_ALREADY = re.compile(
    r"\b(?:already|have|has|had|got|now|currently|been|plenty|enough|here)\b|\bof (?:my|our) own\b"
    r"|\b(?:i'?m|we'?re|im)\s+(?:a\s+)?(?:married|divorced|engaged|widowed|separated|mom|dad|mum|mother|father)\b"
    r"|\d+\s*(?:yr|year)s?\s+old|\b(?:sons?|boys?|girls?|daughters?)\b|\bthat'?s\s+it\b"
    r"|\bno\s+(?:more|thank\s+you|thanks)\b|born\s+and\s+raised"
    r"|已经|现在|早就|早生|早有|早领|有了|生了|都(?:已经)?(?:有|生)[^。]{0,3}了|够了|不要了|领证了|离了"
    r"|不(?:打算)?走了|买了房|房子买|户口|住(?:在)?这"
)
WISH_ATTRIBUTE = re.compile(r"dream|ideal|goal|plan|wish|want|future|desired|梦想|理想|打算|计划|想")


# the AI asking where the person grew up or comes from: the answer is a hometown
ASKED_ORIGIN = re.compile(
    r"\b(?:where did you grow up|where (?:are|were) you (?:from )?originally|where (?:are|were) you born"
    r"|where's home originally)\b|哪里人|哪儿人|什么地方人|老家|哪[里儿]长大|在哪长大|哪[里儿]出生|边度人"
)
NOW_THERE = re.compile(
    r"\b(?:but|now|though|been|live|living)\b|不过|但是|可是|现在|住|来\s?\S{0,4}\s?[\d一二三四五六七八九十几]+年"
)
STILL_THERE = re.compile(
    r"\b(?:still|live there|living there|never left|here|born and raised|all my life|haven't (?:left|budged)"
    r"|same place)"
    r"\b|还在|现在也|一直|还住|住在那|本地|土生土长|没离开"
)


def _answered_of_origin(r: _Reading, last_ai: str) -> tuple[str, str] | None:
    """The answer to "Where did you grow up?" (你是哪里人？) filed as where the person lives: their hometown ("Savannah,
    Georgia. Been in Minneapolis for 12 years now though"; not "Denver, and I still live there")."""
    asked = ASKED_ORIGIN.search(_cues(last_ai))
    if asked is None or ASKED_NOW.search(_cues(last_ai)) or not RESIDENCE.fullmatch(r.attribute):
        return None
    if not r.opens_turn or STILL_THERE.search(r.cues) or NOW_THERE.search(r.lowered):
        return None  # (not 东北的，哈尔滨，不过来青岛十二年了 for 青岛)
    return "denied", asked.group(0)


def _holds_on(r: _Reading) -> bool:
    """Whether the sentence says the value holds on from a time of life ONCE or `_past_framed` names."""
    if _CJK.search(r.whole):
        return bool(HOLDS_STILL_ZH.search(r.whole))
    return bool(HOLDS_STILL_EN.search(r.lowered) or HOLDS_ON_EN.search(r.whole))


def _past_framed(r: _Reading) -> str:
    """The value's part of its clause set in a time that was: "I weighed 210 in college", "My first job was at
    Walmart", "I lived in Seattle from 2010 to 2018", 大学的时候我才90斤, 高中那会儿我才一百斤, an age said of a time
    (我二十五岁那年来的北京 for 25). Not a time the person is in now ("I'm in college", 我现在读研，读研的时候…),
    one the value holds on from ("I still weigh 150 like I did in high school", 我从高中的时候就开始吃素, 我年轻的
    时候就喜欢爬山，现在周末还去), a thing kept from then (我大学的时候养的猫), nor a time another is in."""
    clause, value = r.lowered, _cues(r.c.value)
    at = clause.find(value)
    if _CJK.search(clause):
        if at < 0 and value.isdigit() and value in arabic(clause):  # 我十八岁那阵住在美孚 for 18: where it is said
            clause = arabic(clause)
            return _past_framed_zh(r, clause, value, clause.find(value), arabic(r.whole))
        return _past_framed_zh(r, clause, value, at, r.whole)
    if at < 0:
        at = len(r.upto)
    start = max((m.end() for m in PART_BREAK.finditer(clause, 0, at)), default=0)
    stop = next((m.start() for m in PART_BREAK.finditer(clause, at + len(value))), len(clause))
    part = clause[start:stop]
    if HOLDS_STILL_EN.search(part) or HOLDS_ON_EN.search(r.whole) or NOW_EN.search(part):
        return ""
    whole = r.cues.find(value, max(r.at, 0))
    end = whole + len(value) if whole >= 0 else r.cues.find(clause) + len(clause) if clause in r.cues else len(r.cues)
    after = r.cues[end:]
    if HELD_AFTER_EN.search(after) or value in after:
        return ""  # "I weighed 150 in high school and I weigh 150 today", "… and I'm still there"
    old = MY_OLD.search(part, 0, at - start)
    if old and not PRESENT_STATE.search(part, old.end(), at - start):
        return old.group(0)
    found = PAST_FRAME_EN.search(part)
    if found is None or (found.group(0).startswith("when") and not re.search(r"\d", arabic(value))):
        return ""  # "when I…" sets a measure in its time ("I was 29 when I moved here", "when I lived in Boston my rent
        # was $2,400"), not a state ("I was nervous when I started at Mercy on Monday")
    if found.group(1) and int(found.group(1)) >= datetime.now().year:
        return ""  # "from 2019 to 2027": not over
    if (
        found.group(0).startswith("my first")
        and not re.fullmatch(r"[\W\s]*", after)
        and not re.search(r"\b(?:now|these days|but|switched|since|later|then|after that|moved on|left)\b", after)
    ):
        return ""  # a first one that may be the one still: "My first job out of school was here at Deloitte, going on
        # 4 years" (but "My first job was at Walmart." alone, or "…, now I'm at Target")
    verbs = [m for m in (*PAST_STATE.finditer(part, 0, at - start), *PRESENT_STATE.finditer(part, 0, at - start))]
    last = max(verbs, key=lambda m: m.end(), default=None)
    if last is None or last.re is PRESENT_STATE or PERFECT.search(part[: last.start()]):
        return ""
    now = AS_NOW.get(last.group(0), last.group(0)[:-2] if last.group(0).endswith("ed") else "")
    if now and re.search(rf"\b(?:i|we) (?:still )?{now}\w*\b[^.;]*\bnow\b", after):
        return ""  # "I played guitar in high school and I play in a band now"
    return found.group(0)


def _past_framed_zh(r: _Reading, clause: str, value: str, at: int, sentence: str) -> str:
    """`_past_framed` of a Chinese clause, or of the `sentence` up to it when the frame opens it: 刚毕业那会儿，月薪才
    三千."""
    end = sentence.find(clause) + (at if at >= 0 else len(r.upto))
    frames = [m for m in PAST_FRAME_ZH.finditer(sentence) if m.start() <= end]
    if not frames or _holds_on(r):
        return ""
    found = frames[-1]
    if OTHER_AT_SCHOOL.search(sentence[max(0, found.start() - 4) : found.end()]):
        return ""  # 孩子上学的时候: another's time
    stem = re.sub(r"(?:的)?(?:时候|时|那会儿?|那阵子?|那几年|那年|期间)$", "", found.group(0))
    if re.search("现在", sentence[: found.start()]) or (len(stem) >= 2 and stem in sentence[: found.start()]):
        return ""  # 我现在读研，读研的时候…, 我在读研，读研期间每月有三千补助, 我单身，单身的时候…: a time that is now
    if value in sentence[end + len(value) :]:
        return ""  # 大学的时候我就住在杭州，毕业了也住杭州
    if found.start() <= end < found.end():
        return found.group(0)  # the value is the age the time is named by: 我二十五岁那年来的北京
    if found.end() <= sentence.find(clause) and re.match(r"\W*(?:我|在)", clause):
        return ""  # a clause of its own, now: 我上学的时候都坐地铁，我在人大附中读高二
    if not re.match(
        r"(?:大学|高中|初中|中学|小学|上学|读书|年轻|念书|读研|研究生|读大学|刚毕业|刚工作|刚出来工作|单身|小时候"
        r"|怀孕|坐月子)",
        found.group(0),
    ) and not re.search(r"现在|如今|目前", sentence[end:]):
        return ""  # a time named alone (前几年, 那时候, 二十岁那年) is past against a now: 前几年体重有九十公斤，现在瘦
        # 下来了
        # (not 前几年我在富士康上班，这不一晃都七八年了)
    between = sentence[found.end() : end]
    if "的" in between or CHANGED_INTO.search(between) or SINCE_THEN.search(between):
        return ""  # 大学的时候养的猫 (a thing kept from then), 前几年搬到了深圳 (a change that holds), …然后
    return found.group(0)


# a measure that changes, beside AGE and PAY: a weight, a rate, a team's size (bodyweight, hourly_rate, 底薪, 月入)
CHANGING = re.compile(r"weight|\brate\b|\bcomp\b|team size|体重|底薪|月入|到手")
TO_NOW = re.compile(r"\b(?:down|up)\s+to\s+where\b|(?:瘦|胖|涨|降)[^，。,.;；！？]{0,4}到现在")


def _started_from(r: _Reading) -> str:
    """An age, a weight or a pay said only as where a change started, beside another number it went to: "down to
    185 lbs now, from 210 in March", "went from 60k to 85k", 从两百一瘦到了一百八 (not a time: "I work from 9 to 5",
    从2015年到现在)."""
    number = _DIGITS.search(arabic(_cues(r.c.value)))
    attribute = r.attribute
    if number is None or not (AGE.search(attribute) or CHANGING.search(attribute) or PAY.search(attribute)):
        return ""  # a measure, not a time ("I work from 9 to 5", 从2015年到现在)
    said = arabic(r.whole)
    places = [m.start() for m in compiled(rf"(?<![\d.])(?<!\d,){number.group(0)}(?![\d])").finditer(said)]
    others = {n for n in _DIGITS.findall(said) if n != number.group(0)}
    went = re.search(r"\b(?:to|down|up)\b|到|变成", said) if others else None
    if not places or not (went or TO_NOW.search(said)):
        return ""  # where it went, another number or now: "from 210 … down to 185", 从两百斤一路瘦到现在
    cues = [  # (not a range: "anywhere from 150 to 152", "between")
        re.search(
            r"(?<!anywhere )(?<!somewhere )(?<!between )\bfrom\s+(?:about\s+|around\s+|like\s+|making\s+|earning\s+"
            r"|weighing\s+)?(?:\$|dollars?\s*)?$|从\s*(?:月薪|年薪|工资|体重|每月)?\s*$",  # ($15 reads " dollar 15")
            said[:at],
        )
        for at in places
    ]
    return cues[0].group(0).strip() if cues[0] and all(cues) else ""


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
    said = r.attribute
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
    said = r.attribute
    if r.c.kind == "event" or not PLACE.search(said) or LIVES.search(r.cues):
        return ""
    return _said(compiled(rf"{re.escape(_cues(r.c.value))}{WAS_AGO.pattern}").search(r.lowered))


# the value named again later in the turn as gone: "…Lincoln Elementary no Jefferson Lincoln was last year", "the
# Civic was my old car" (not "Lincoln was last year's champion")
NAMED_GONE = (
    r"(?:\s+\w+)?\s+(?:was|were)\s+(?:last\s+(?:year|semester|term)(?=\s*(?:$|[,.!?;]|(?:and|but|so|lol|now)\b))"
    r"|(?:my|our)\s+old\s+\w+)"
)


def _named_gone(r: _Reading) -> str:
    """The value's first word (a name of four letters or more) said again after it, as of a time gone by."""
    value = _cues(r.c.value)
    head = value.split()[0] if value.split() else ""
    at = r.cues.find(value, max(r.at, 0))
    if len(head) < 4 or not head.isalpha() or at < 0:
        return ""
    after = r.cues[at + len(value) :]
    return _said(valued(rf"\b{{v}}{NAMED_GONE}", head, after).search(after))


# a move, or a time a move is planned for, not a trip's: 明年, 毕业后, "next year", 搬, 定居, "for good"
MOVE_LATER = re.compile(r"明年|后年|将来|毕业后|过几年|退休后|搬|定居|发展|\bnext year\b|\bfor good\b|\bmove\b")


def _elsewhere(r: _Reading) -> tuple[str, str] | None:
    """Where the person is, filed as where they live, while the turn names home as another place: "greetings from
    kyoto!! home in manchester", 现在在拉萨…回上海还得一周. Not when the value's clause says they live there."""
    said = r.attribute
    if r.c.kind == "event" or not RESIDENCE.fullmatch(said) or LIVES.search(r.lowered):
        return None
    for home in HOME_ELSEWHERE.finditer(r.cues):
        place = home.group(1) or home.group(2)
        lead = _last_clause(r.cues[max(0, home.start() - 60) : home.start()])  # (a window: linear in the turn)
        if PLAN.search(lead) and MOVE_LATER.search(lead):
            continue  # a home to come: 我在深圳做设计，不过打算明年回成都 (not 这周在深圳，准备周五回成都: a trip)
        if not content(arabic(place)) & r.value_words:
            return "denied", home.group(0).strip()
    return None


def _not_home(r: _Reading) -> tuple[str, str] | None:
    """Filed as where the person lives: a place they moved from (我去年从广州搬到成都了, "moved away from Leeds"),
    their home town while the turn says where they are now (老家东北的，哈尔滨，现在在深圳打工), or where their
    company is ("the company's still in Portland"). Read where the quote says the value; never when the turn names
    the place again (从上海搬到上海郊区, 公司在杭州，我也住杭州, "still here in Seattle"), nor when someone else moved
    ("my parents moved away from Denver") or the move is asked about ("if I moved from Seattle")."""
    said = r.attribute
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
    later = r.cues[r.cues.find(value) + len(value) :]
    home = HOMETOWN.search(before)
    said_after = HOMETOWN_AFTER.match(after) if home is None else None
    if said_after and BUT_NOW.search(later) and not STILL_HOME.search(later):
        return "denied", said_after.group(0).strip()
    if home and NOW_ELSEWHERE.search(later):
        return "denied", home.group(0).strip()
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
# a count of the person's own, as its attribute names it: children_count, number_of_kids, 孩子数量, years_experience
# (not a number that names something: house_number, phone_number)
COUNTED = re.compile(r"\bnumber of\b|\bcount\b|\bhow many\b|^num\b|^years?\b|数量|个数|几个")
# the things whose counts a word after the number may name otherwise ("I've had 4 jobs in 6 years" as years): a count
# attribute's thing, and the word's, each by these words
COUNTED_THINGS = {
    "child": r"child|children|kids?|sons?|daughters?|boys?|girls?|孩子|子女|娃|儿|女",
    "sibling": r"siblings?|brothers?|sisters?|兄弟|姐妹|哥|姐|弟|妹",
    "year": r"years?|yrs?|年",
}
COUNTED_NOUN_AFTER = re.compile(
    r"\s*(?:kids|children|siblings|boys|girls|sons|daughters|brothers|sisters)\b|\s*[个個]?\s*(?:孩子|娃|小孩|兄弟姐妹)"
)
TOTAL_BEFORE = re.compile(r"(?:\bso|\btotal|\bin\s+all|一共|总共|加起来|\bmy\s+own)\s*$")
TOTAL_AFTER = re.compile(r"\s*(?:altogether|in\s+(?:all|total)|total|combined)\b|\s*[个個]?宝贝")
OWN_AFTER = re.compile(r"\s*of\s+(?:my|our)\s+own\b|\s*个?我自己的")
CLASS_BEFORE = re.compile(r"(?:(?:带|教)的班|我们班)(?:上|里)?(?:有|一共)?\s*$|\bmy\s+class\s+(?:has|of)\s*$")
AGE_AFTER = re.compile(r"\s*(?:岁|歲|years?\s+old\b|yrs?\s+old\b|y/?o\b|个月大|個月大)")
OTHER_KIN_AFTER = re.compile(
    r"\s*(?:nieces?|nephews?|grandkids|grandchildren|grandsons?|granddaughters?|godchildren|godsons?|goddaughters?"
    r"|stepkids)\b|\s*[个個名位]?\s*(?:外甥|侄子|侄女|孙子|孙女|外孙|干儿子|干女儿)"  # (not 我家2个学生: theirs)
)
COUNT_SAID_BEFORE = re.compile(
    r"\b\d+\s+(?:kids|children|sons|daughters|boys|girls|brothers|sisters|siblings)\b[^.!?]*$"
    r"|\d+\s*[个個]?\s*(?:娃|孩子|小孩|囡囡|女儿|儿子|仔|兄弟|姐妹)[^。！？!?]*$"
)
# a part of a count, right after the number, the whole counted: "two of my three kids" (the count is the three; not
# "3 of my own", "3 of the cutest kids")
PART_OF = re.compile(
    r"\s+of\s+(?:my|our|the|his|her|their)\s+(?:[a-z]+\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b"
)
# children the person teaches for a living, the number their object: "I teach 28 kids", "coach about 15 girls",
# 带过的学生上千个; or those the number counts, after it: 带了三十个学生 (not a parent's verbs: "I care for 2 kids on my
# own", 我一个人带3个孩子, 辅导2个孩子写作业)
MINDED = re.compile(
    r"\b(?:teach(?:es|ing)?|taught|coach(?:es|ed|ing)?|tutor(?:s|ed|ing)?|babysit(?:s|ting)?|babysat)"
    r"\s+(?:about |around |over |almost |nearly |like |roughly )?$"
    r"|(?:教|带|辅导)(?:过|了)?的(?:学生|孩子|小孩|娃)(?:有|一共|总共|共)?(?:上|近|快)?\s*$"
)
MINDED_BEFORE = re.compile(r"(?:教|带|辅导)(?:了|过)?\s*$")  # ...with MINDED_AFTER: 带了三十个学生 (not 我家2个学生)
MINDED_AFTER = re.compile(r"\s*(?:个|名|位)?\s*(?:学生|学员|徒弟)")
# the person's own children after all: right after the number ("2 of my own", "4 kids, all of them mine", "they're
# all ours"), or homeschooling (not "a neighbor of mine", "I run my own tutoring business")
OWN_CHILDREN = re.compile(
    r"^\s*(?:kids?|children|boys|girls)?\s*,?\s*(?:all\s+)?(?:(?:of\s+)?(?:my|our)\s+own|(?:of\s+them\s+)?(?:mine|ours))\b"
    r"|^[^.;!?]{0,30}?\b(?:they'?re|they\s+are)\s+(?:all\s+)?(?:mine|ours)\b"
    r"|^[^，。；！？,.;!?]{0,8}(?:都是)?(?:我)?(?:自己的|亲生的)"
)
# children minded where that is work, after the number: "I look after 6 kids at the daycare", 我在幼儿园带20个小朋友
MINDED_AT_WORK = re.compile(
    r"[^.;!?]{0,30}?\bat\s+(?:the\s+|a\s+|my\s+)?(?:daycare|day\s+care|nursery|camp|recess|group\s+home|after-?school)"
)
MINDED_AT_WORK_BEFORE = re.compile(
    r"\b(?:look(?:s|ed|ing)?\s+after|car(?:e|es|ed|ing)\s+for|supervis(?:e|es|ed|ing)|watch(?:es|ed|ing)?)\s+$"
    r"|(?:幼儿园|幼师|托管|托班|早教)[^，。,.;；！？]{0,8}(?:带|看)(?:了|过|着)?\s*$"
)
HOMESCHOOL = re.compile(r"\bhome-?school\w*|在家上学")
# what makes a number a count or a measure of something else, right after it: "27 patients", "40 degrees", 三十二万字,
# 四十度, 两百斤 (of butter); not "27 years", "34 and single", 二十八岁, 二十八了
COUNT_NOUNS = (  # what a number counts when it is no age, weight or pay: "27 patients", "12k followers"
    "patients|people|persons|students|pupils|kids|children|employees|staff|workers|customers|clients|guests"
    "|users|members|followers|subscribers|likes|views|downloads|orders|calls|emails|messages|texts|tickets|cases|beds"
    "|rooms|tables|seats|cars|houses|units|items|books|pages|words|steps|reps|sets|laps|miles|goals|runs|games"
    "|matches|shots|strokes|questions|applications|interviews|deliveries|boxes|bags|plants|trees|acres|cows|sheep"
    "|chickens|hens|pigs|hives|songs|videos|posts|photos|episodes|chapters|countries|cities|languages|tabs|jobs"
)
COUNT_AFTER = re.compile(
    r"\s*(?:%|percent|°|degrees?\b|km\b|kms\b|miles?\b|kgs?\b|lbs?\b|pounds?\b|dollars?\b|bucks\b|grand\b"
    r"|hours?\b|hrs?\b|minutes?\b|mins?\b|times\b|points?\b|pts\b|pages?\b|:(?!00\b)\d\d"  # (7:30; "at 52"
    r"|\s+over\s+\d{2,3}\b(?!\s*(?:st|nd|rd|th))"  # reads as 52:00; "140 over 90", not "40 over 4th of July")
    r"|(?:an|per|/)\s*(?:hour|hr)\b|(?:a|per|/)\s*(?:month|mo|year|yr)\b(?!\s+(?:ago|from|later|before|after))"
    r"|(?:bus|train|tram|line|route)\b"
    r"|(?:[a-z]+\s+){1,2}(?:lane|street|st|road|rd|avenue|ave|drive|boulevard|blvd|crescent)\b"
    rf"|(?:{COUNT_NOUNS})\b"
    r"|[万千](?!岁|多岁)|度(?!过)|斤|公斤|块(?!头)|元|字|公里|分(?!钟)|次|页|米|号|楼|层|件|张|辆|棵"
    r"|亩|箱|袋|瓶|杯|碗|平米|集|局|点|路(?!上)|号线|路车|只(?![想能是有身求系要会好得])|匹|个(?=人(?:来|去|到|参加|报名|排队)|客|学生|病人|粉丝))"
)
# ...or right before it: "our house number's 42", "shot an 88", "bid came in at $4,800", 温度四十度, 考了九十
COUNT_BEFORE = re.compile(
    r"\b(?:number(?:'s| is| was)?|no\.|#|score(?:d|'s| is| was)?|shot an?|bowled an?|temp(?:erature)?(?:'s| is| was)?"
    r"|bid(?: came in)?(?: at| of| was)?|room|apt|flight(?: [a-z]{1,3})?|bus|route|size|ranked|rank|level|lvl|gate"
    r"|seat|page|chapter|fever(?: of)?|ran a fever of"
    r"|exit|census(?: tonight)?|heart rate|pulse)(?:\s+an?)?\s*$|(?<=\d) over\s*$"  # ("140 over 90", 高压160低压95)
    r"|(?:心率|心跳|脉搏|高压|低压)\s*$"
    r"|(?:温度|气温|室温|体温|号码|门牌号?|分数|考了|打了|得了|编号|房间|尺码|烧到|发烧|坐|搭)\s*$"
    r"|(?:航班|车次|班次)号?是?\s*[a-z]{0,3}\s*$"
)
# a blood pressure's numbers, in a turn that says it is one: "bp 135/85 this morning", 早上量血压135/85 (not "me and my
# wife are 62/60", "stats: 5'6/41/150lbs")
GAP_BEFORE = re.compile(
    r"比\S{0,3}?(?:大|小|年轻|老|年长|年幼)了?\s*$|(?<!老)(?:大|小|长)(?:我|他|她)\s*$|相?差了?\s*$"
)  # (not 我家老大她十二了)
GAP_AFTER = re.compile(r"\s*(?:years?|yrs?)\s+(?:older|younger|my\s+(?:senior|junior)|on\s+me|ahead\s+of\s+me)\b")
GAP_ATTRIBUTE = re.compile(r"diff|gap|差|older|younger|比")
BLOOD_PRESSURE = re.compile(r"\bbp\b|blood\s+pressure|血压|mmhg", re.IGNORECASE)
PRESSURE_BEFORE = re.compile(r"(?<![\d'])(?:[89]\d|1\d\d|2[0-4]\d)/\s*$")  # (a systolic before: not "68/70")
PRESSURE_AFTER = re.compile(r"\s*/\s*(?:[4-9]\d|1[0-4]\d)(?![\d'/])")  # (not "34/5'4/160")
PAIR_OF_PEOPLE = re.compile(r"\b(?:are|we're|were|both)\s*$")  # "me and hubby are 68/70": two ages
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
# a dose or a height, not a weight: "amoxicillin 500mg", 身高165，体重52 (not 一百六十五斤)
NOT_A_WEIGHT_AFTER = re.compile(r"\s*(?:mg|mcg|µg|ml|iu|毫克|毫升|cm|厘米|公分)(?![a-z])")
WEIGHT_AIMED = re.compile(  # a weight aimed at: 今年要减到120斤, "goal weight is 140" (not "down to 185 now")
    r"(?:要|想|争取|目标是?|打算|希望|准备)(?:减|瘦|降|减肥)到\s*$|\b(?:goal|target)(?:\s+weight)?(?:\s+is|:)?\s*$"
    r"|\b(?:want|wanna|trying|try|hope|hoping|need|aim|aiming)\s+(?:to\s+)?(?:get|be|hit|reach)\s+(?:down\s+)?(?:to\s+)?$"
)
HEIGHT_BEFORE = re.compile(r"(?:身高|(?<![大小高矮])个子|\bheight(?:'s| is| of)?|\btall)\s*[:：]?\s*$")
TALL = re.compile(r"\d\s*(?:ft|foot|feet|'|cm|m)\s*tall\s*$")  # "6ft tall 185": the height said, then the weight
WEIGHT_UNIT_AFTER = re.compile(r"\s*(?:kgs?|kilos?|lbs?|pounds?|斤|公斤)")  # "I'm 6 foot tall 200 pounds"
WEIGHT_REACHED = re.compile(
    r"\b(?:reached|hit(?!\s+the\s+gym)|made\s+it|got\s+to|i'?m\s+(?:there|at\s+(?:my\s+)?(?:goal|target)))\b"
    r"|达到了|做到了|减到了"
)  # "goal weight is 150
# and I'm there as of this morning"
GOODS_HANDLED = re.compile(
    r"(?:进|买|搬|扛|运|卖|收|拉|挑|送|订|背|装|卸)了?\s*$"
)  # 进了两百斤牛油 (not 我九十斤有点瘦)
# what makes a sum a price rather than a pay, before it: "bid came in at $4,800", "rent is 2k", 报价五千
PRICED = re.compile(
    r"\b(?:bid|price|priced|cost|costs|quote|quoted|estimate|rent|budget|loan|debt|bill|fine|deposit|down payment"
    r"|sold (?:it )?for|bought (?:it )?for|paid \w+ for|spent|raised|donated|tuition|mortgage)\b[^.!?。！？]{0,30}$"
    # "this jacket was $250"
    r"|\b(?:this|that|these|those|the|my new|my)(?!(?: \w+)? (?:pay|rate|base|salary|wage|job|position|gig|shift|role"
    r"|money|income|contract|stipend|hourly|year|month|week|paycheck|check|offer|bonus|raise|package|comp)\b)"
    r" \w+(?: \w+)? (?:was|were|is|are|cost|costs)\s*(?:\$|dollars?)?\s*$"
    r"|\b(?:set me back|paid \S+ for)\b"
    r"|\b(?:asking(?: price)?|listed at|list price|offered|offer of)\b[^.!?。！？]{0,30}$"
    r"|(?:报价|房租|房价|贷款|欠|花了|买了|卖了|价格|预算|学费|房贷|罚款|押金|电费|水费|燃气费|话费|挂牌价|开价|要价|叫价"
    r"|售价|标价|首付|月供|[这那呢](?:件|双|台|部|辆|套|条|顶|只|款|瓶|对|架)|新买的)[^。！？]{0,12}$"
)
# a word of pay, whatever the time it is paid by: what keeps a sum a pay where a price is named too
PAY_WORD = re.compile(
    r"\b(?:salary|make|makes|making|made|earn|earns|earning|earned|paid(?!\s+\S+\s+for\b)|income|wage|take home"
    r"|take-home|get|gets"
    r"|getting|bring in|brings in|bring home|brings home|tc|total comp|comp|gross|net|ote|pension|social security"
    r"|side hustle|commission|tips|take|stipend|allowance|bonus|hourly|per hour|an hour|a shift|wages|earnings"
    r"|paychecks?"
    r"|compensation|retirement|disability|ssi|unemployment|royalt\w+|alimony|annuity|benefits|cash)\b"
    r"|月薪|年薪|工资|收入|薪|挣|赚|到手|税前|税后|实发|底薪|给我开|开给我|时薪|日薪|一小时|兼职|提成|补贴|年终奖"
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


def _titled_in_jest(r: _Reading) -> re.Match[str] | None:
    """A title in jest (TITLE_IN_JEST) that holds the value: "ceo of being broke" as job_title CEO, not "I'm a nurse
    and the queen of napping" as the occupation, nor 我在腾讯专业摸鱼三年了 as the employer."""
    value = _cues(r.c.value)
    at = r.lowered.find(value)
    faith = FAITH_ATTRIBUTE.search(r.attribute)
    if at < 0:  # the value in other words ("Household CEO"): the title in the clause, as it was read before
        return (
            TITLE_IN_JEST.search(value)
            or TITLE_IN_JEST.search(r.lowered)
            or (HEALTH_IN_JEST.search(r.lowered) if BODY_ATTRIBUTE.search(r.attribute) else None)
            or (MARRIAGE_IN_JEST.search(r.lowered) if MARRIAGE_ATTRIBUTE.search(r.attribute) else None)
            or (faith and (FAITH_IN_JEST.search(value) or FAITH_IN_JEST.search(r.lowered)))
        )
    jests = [*TITLE_IN_JEST.finditer(r.lowered), *HEALTH_IN_JEST.finditer(r.lowered)]
    jests += (
        m
        for m in LIKENED.finditer(r.lowered)
        if re.search(LIKENED_AS[m.group("rel")], r.attribute)
        and not re.search(r"step|aunt|uncle|god|in.?law", r.attribute)
        and not re.search(LIKENED_AS[m.group("rel")], m.group(0)[: m.start("rel") - m.start()])  # "my mom linda is
        # like a second mother to all my friends": she is one
        and not re.match(r"\s+to\s+(?!me\b)", r.lowered[m.end() :])
    )
    jests += FAITH_IN_JEST.finditer(r.lowered) if faith else ()
    if re.search(r"土生土长|出生|长大|从小", r.cues):  # 骨子里是个北京人，土生土长在北京: from there
        jests = [m for m in jests if not m.group(0).startswith("骨子里")]
    found = next((m for m in jests if m.start() <= at < m.end()), None)  # (in its clause: "I work at The School of
    # Life" names a place); a marriage in jest in its sentence, over a comma: "ryan gosling is my husband, he just
    # doesn't know yet"
    said = r.whole.find(value)
    marriages = MARRIAGE_IN_JEST.finditer(r.whole) if found is None and said >= 0 else iter(())
    return found or next((m for m in marriages if m.start() <= said < m.end()), None)


def _hyperbole(r: _Reading) -> tuple[str, str] | None:
    """A value that makes the person the most of the world (我是全世界最有錢的研究生，戶頭剩 300 塊), a title in jest
    ("CEO of this household", 首席背锅官), an age said "again" or "forever" ("I'm 29 again this year 😉", 永远十八),
    or dying of boredom (要饿死了, "I'm literally dying, this class is so boring"): said in jest."""
    value = _cues(r.c.value)
    found = HYPERBOLE.search(value) or _titled_in_jest(r) or DYING.search(value)
    number = re.search(r"\d+", arabic(value))
    if not found and number and AGE.search(r.attribute):
        n = number.group(0)
        found = re.search(
            rf"(?<!\d){n} again\b|\bforever {n}\b|(?:永远|每年都){n}(?![\d号日])"
            # "I'm 30 in dog years lol", 心理年龄五岁 (not "that's 49 in dog years. I'm 33", 我今年30，心理年龄还是18)
            rf"|(?<!\d){n}\s*(?:岁)?\s*in (?:dog|cat|internet|\w+) years\b|(?:心理|精神)年龄\D{{0,4}}{n}(?!\d)"
            # 我今年十八岁（第十二次）: eighteen for the twelfth time
            rf"|(?<!\d){n}\s*岁?\s*[（(]\s*第\s*\d+\s*次\s*[）)]",
            arabic(r.cues),
        )
    found = found or MEME_JOKE.search(r.cues)
    return ("supposed", found.group(0)) if found else None


# a meme that makes the turn a joke: 本人迪拜王子，V我50 ("send me 50": Crazy Thursday's begging post)
MEME_JOKE = re.compile(r"(?<![a-z])v\s?我\s?\d{2,3}(?!\d)")


def _not_that_measure(r: _Reading, person: str) -> tuple[str, str] | None:
    """A number filed as an age, a weight, a pay or a count of the person's own that the words make a count or a
    measure of something else: "ward census tonight 27 patients" or "our house number's 42" as an age, 棚里温度四十度 or
    "the 44 bus" as an age, 进了两百斤牛油 or "I lost 8 kg" as a weight, "bid came in at $4,800" or "12k followers" as a
    salary, "I teach 28 kids" as children (`_counts_else`). A number said
    more than once is a count only when every saying counts something else ("I teach a 30 minute class and I'm 30").
    An age or a weight no one has ("900 years old", 体重一吨) is said in jest."""
    attribute = r.attribute
    kind = "age" if AGE.search(attribute) else "weight" if WEIGHT.search(attribute) else ""
    kind = kind or ("pay" if PAY.search(attribute) else "count" if COUNTED.search(attribute) else "")
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
    digits = number.group(0)
    places = [m.start() for m in compiled(rf"(?<![\d.])(?<!\d,){re.escape(digits)}(?![\d])").finditer(said)]
    kilo = re.fullmatch(r"\D{0,3}(\d+(?:\.\d+)?)k", _cues(r.c.value).replace(" ", ""))
    if not places and kilo:  # "2.4k" as the turn reads it: "my rent is 2400 a month"
        digits = str(round(float(kilo.group(1)) * 1000))
        places = [m.start() for m in re.finditer(rf"(?<![\d.])(?<!\d,){digits}(?![\d])", said)]
    found: re.Match[str] | None = None
    for at in places:  # a count only when every time the number is said it counts something else
        found = _counted(kind, said[:at], said[at + len(digits) :], said, own, change, priced_ok, attribute)
        if found is None:
            return None
    return ("not_that_measure", found.group(0).strip() or digits) if found else None


def _counted(
    kind: str,
    before: str,
    after: str,
    said: str,
    person: bool,
    change: bool = False,
    priced_ok: bool = False,
    attribute: str = "",
) -> re.Match[str] | None:
    """What makes one saying of a number a count or a measure of something else, as `_not_that_measure` reads it."""
    if kind == "count":
        return _counts_else(attribute, before, after, said)
    if kind == "weight":
        aimed_ok = re.search(r"goal|target|dream|ideal|目标|理想", attribute) is not None  # goal_weight from "goal
        # weight is 130"
        goods = GOODS_HANDLED.search(before) if re.match(r"\s*(?:斤|公斤)[\u4e00-\u9fff]", after) else None
        return (
            WEIGHT_OF.match(after)
            or NOT_A_WEIGHT_AFTER.match(after)
            or (None if WEIGHT_UNIT_AFTER.match(after) or TALL.search(before) else HEIGHT_BEFORE.search(before))
            or (WEIGHT_AIMED.search(before) if not aimed_ok and not WEIGHT_REACHED.search(said) else None)
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
    other = (
        BLOOD_PRESSURE.search(said)
        and not PAIR_OF_PEOPLE.search(before)
        and (PRESSURE_BEFORE.search(before) or PRESSURE_AFTER.match(after))
    )
    if kind == "age" and not GAP_ATTRIBUTE.search(attribute):  # 我媳妇比我大三岁, "3 years older than me": a gap
        other = other or GAP_BEFORE.search(before) or GAP_AFTER.match(after)
    return (
        COUNT_AFTER.match(after)
        or COUNT_BEFORE.search(before)
        or (DURATION_AFTER.match(after) if person else None)
        or (other or None)
    )


def _counts_else(attribute: str, before: str, after: str, said: str) -> re.Match[str] | None:
    """What makes one saying of a number, filed as a count of the person's own (children_count, years_experience),
    a count of something else: another thing right after it, of a count whose thing is known ("I've had 4 jobs in 6
    years" as years; not "12 hens" as chickens), a part of the count ("two of my three kids"), or children taught
    for a living ("I teach 28 kids", 带过的学生上千个; not "I homeschool, so I teach 4 kids, all mine")."""
    things = _things(attribute)
    noun = COUNT_AFTER.match(after) if things else None  # (a Chinese measure word, 三隻貓's 隻, names no thing)
    if noun and noun.group(0).isascii() and not _things(noun.group(0).strip()) & things:
        return noun
    part = _part_of(before, after) if things & {"child", "sibling"} else None  # (not "10 of the last 12 years")
    if "child" in things and CLASS_BEFORE.search(before):
        return CLASS_BEFORE.search(before)  # 我带的班有四十个孩子, "my class has 28 kids"
    if things & {"child", "sibling"}:  # an age ("3 kids, 8, 5 and 2", 老大8岁), other kin ("3 nieces"), or after the
        # count said first ("i have 3 kids, 8, 5 and 2": the 3)
        total = COUNTED_NOUN_AFTER.match(after) or TOTAL_BEFORE.search(before) or TOTAL_AFTER.match(after)
        total = total or OWN_AFTER.match(after)  # "2 boys and 1 girl, so 3 kids", "3 altogether", "my own 3"
        said_first = None if total else COUNT_SAID_BEFORE.search(before)
        part = part or AGE_AFTER.match(after) or OTHER_KIN_AFTER.match(after) or said_first
    if "child" in things and not OWN_CHILDREN.match(after) and not HOMESCHOOL.search(said):
        minded_after = MINDED_AFTER.match(after) if MINDED_BEFORE.search(before) else None
        at_work = MINDED_AT_WORK_BEFORE.search(before)
        at_work = at_work if at_work and (not at_work.group(0).isascii() or MINDED_AT_WORK.match(after)) else None
        return part or MINDED.search(before) or minded_after or at_work
    return part


def _things(words: str) -> set[str]:
    """The things of COUNTED_THINGS that words name: children_count and "kids" a child, years_experience a year."""
    return {thing for thing, names in COUNTED_THINGS.items() if re.search(rf"(?<![a-z])(?:{names})(?![a-z])", words)}


def _part_of(before: str, after: str) -> re.Match[str] | None:
    """A part of a count right after a number: "two of my three kids" (not "all three of my kids")."""
    return None if re.search(r"\b(?:all|both)\s*$", before) else PART_OF.match(after)


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


# a first day still to come, in the person's own words: "Accepted an offer at Stripe, start date is March 3", "first
# day is monday", "I start on the 12th", 一月十五号去京东报到 (not "my start date was March 3", "her first day", nor
# when the turn says the person works there: "I work at Stripe, …")
_WHEN = (
    rf"(?:on\s+)?(?:the\s+)?(?:{_MONTH}|{_DAY}|(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b|next\b"
    r"|this (?:coming )?\w+|tomorrow|\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}/\d{1,2})"
)
START_TO_COME = re.compile(
    r"(?:^|(?<=[,.;!?])\s*|(?<=\band )|(?<=\bso )|(?<=\bmy ))(?:official\s+)?(?:start date|first day)"
    rf"(?:\s+is|'s|\s+will be)\s+{_WHEN}"
    rf"|\b(?:i|we) (?:start|begin)\s+{_WHEN}|(?:^|(?<=[,.;!?])\s*)starting\s+{_WHEN}"
    r"|[一二三四五六七八九十\d]+月[一二三四五六七八九十\d]+[号日](?:就|要)?去[^，。！？,.!?]{0,10}?(?:报到|报道|入职)(?![的了过])"
)
# what the English start needs in the turn: a job taken ("Starting tomorrow I'm back at the office at Google" is not)
JOB_TAKEN = re.compile(r"\b(?:accepted|signed|offer|got the job|got hired|hired|new job)\b|[一二三四五六七八九十\d]月")
WORKS_THERE = re.compile(  # with the value after it: "until then I'm still at Hulu" is of Hulu
    r"\b(?:i|we) (?:work|am working|'m working)\b|\bi'?ve been\b|\b(?:currently|still)\b|(?:已经|现在|目前)(?:在|入职)"
)


def _first_day_later(r: _Reading) -> re.Match[str] | None:
    """An employer whose first day is still to come, unless the turn says the person works there (START_TO_COME)."""
    if not EMPLOYER.search(r.attribute):
        return None
    value = re.escape(_cues(r.c.value))
    there = rf"\b(?:at|for|with|in)\s+{value}|在\s?{value}|{value}\s?(?:上班|工作)"
    if WORKS_THERE.search(r.cues) and re.search(there, r.cues):
        return None
    return START_TO_COME.search(r.cues) if JOB_TAKEN.search(r.cues) else None


def _not_yet(r: _Reading) -> re.Match[str] | None:
    """An employer the person is interviewing with or waiting on (下礼拜三去华为二面, "still waiting on Corvel"), a home
    they are going to after where they are "for now"."""
    said, value = r.attribute, re.escape(_cues(r.c.value))
    if EMPLOYER.search(said):
        return compiled(rf"{value}{INTERVIEW_AFTER}|{WAITED_ON}{value}").search(r.cues)
    if RESIDENCE.fullmatch(said) and FOR_NOW.search(r.cues):
        return re.search(rf"{THEN_GOING}{value}", r.cues)
    return None


def _pending(r: _Reading) -> re.Match[str] | None:
    """Asked for and not granted yet, or only weighed, right after the value in its sentence: 工作签证递上去了，等结果;
    入籍新加坡的事我只是想想; "my green card application is in, waiting for the decision"."""
    return _right_after(r, PENDING_AFTER, unless_granted=True)


# options still weighed, the value one of them: "can't decide between a Tesla and a used Prius", "maybe a cat, maybe a
# bunny", "options on the table: Austin, Denver, or staying put", 去北京还是留在老家，真的好难选, 在蔚来和比亚迪之间纠结
WEIGHING = re.compile(
    r"\b(?:can'?t|cannot|couldn'?t) (?:decide|choose|pick)\b|\b(?:deciding|choosing|weighing)\b"
    r"|\btorn (?:between|on|about)\b|\bhaven'?t (?:picked|chosen|decided)\b|\bno idea yet\b|\bnot sure (?:yet|which)\b"
    r"|\bback and forth\b|\bon the fence\b|\bundecided\b|\bmaybe\b[^.!?]{1,30}\bmaybe\b"
    r"|\boptions (?:on the table|are)\b|\b(?:two|three|few|my) options\b"
    # (not a yes or a no weighed: 纠结要不要跳槽 is about another thing than where one works)
    r"|(?:纠结|摇摆|犹豫|难选|不好选|没想好|没决定|拿不定)(?!\S{0,3}(?:要不要|该不该|是否|[要该]不))"
    r"|还没(?:定|选|回复|答复)|选哪|哪个好|各有各的好"
)
CHOSEN = re.compile(  # and then chosen: "ended up taking the Denver offer", 纠结了很久，最后还是留在了老家成都
    r"\b(?:ended up|in the end|went with|going with|decided on|decided to|settled on|picked|chose|chosen)\b"
    r"|最后|最终|终于|定了|选了|决定了|选定"
)
OPTION_AFTER = re.compile(  # right after the value: another option ("Austin, Denver, or", 蔚来和比亚迪之间)
    r"[^.!?;。！？，,]{0,12}?(?:\bor\b|\bvs\b|\bversus\b|还是|或者(?!说)|或是)|[^.!?。！？，,]{0,15}之间"
    r"|,\s*[^,.!?\s]+(?:\s+[^,.!?\s]+)?,?\s+or\b"
)
OPTION_BEFORE = re.compile(  # or right before it ("or a used Prius", "maybe a cat"; not 我开的还是比亚迪: "still")
    r"(?:\bor\b|\bvs\.?|\bversus\b|\bbetween\b|\beither\b|(?<![我你他她也都的就还])还是|或者(?!说)|或是|要么|\bmaybe\b)"
    r"[^.!?;。！？]{0,20}$"
)
# where the person is, or what they use, among the options: "stay at Google or go", "I use Python or Go"
STAYING = re.compile(
    r"\b(?:stay|staying|remain|remaining|keep|keeping)\s+(?:at|in|with)?\s*$|(?:留在|继续|待在)$"
    r"|\b(?:i|we)\s+(?:use|speak|drive|own|code\s+in|work\s+(?:in|with))\s+$"
)


def _weighed(r: _Reading) -> re.Match[str] | None:
    """The value one of options the person is still weighing (WEIGHING, and another option right before or after it),
    nothing chosen after: not "between tea and coffee, I'm a coffee person" (nothing weighed), "not sure whether to
    stay at Google or go to Meta" for Google (where they are), 纠结了很久，最后还是留在了老家成都 (chosen)."""
    weighing = WEIGHING.search(r.whole)  # in the value's sentence
    value = _cues(r.c.value)
    if weighing is None or not value or CHOSEN.search(WEIGHING.sub(" ", r.cues)):
        return None  # (WEIGHING out first: "haven't picked" is no pick)
    at = r.cues.find(value, max(0, r.at))
    if at < 0:
        return None
    before = r.cues[max(0, at - 40) : at]
    if STAYING.search(before):
        return None
    return weighing if OPTION_AFTER.match(r.cues, at + len(value)) or OPTION_BEFORE.search(before) else None


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
        or compiled(rf"在{re.escape(_cues(r.c.value))}(?:上班|工作)(?!的)").search(r.cues)  # …找了个工作，在银行上班
    )


def _planned(r: _Reading) -> tuple[str, str] | None:
    """Not yet: "thinking about moving to Oslo" is no city yet; 拿到了字节的offer names the offer after the value;
    "… to senior, not official yet", 要给我升senior但还没定."""
    plain, plain_upto = r.plain
    found = (
        _plan_before(plain_upto, plain)
        or (None if _taken(r, plain_upto) or SELF_SAID.search(r.cues) else OFFERED.search(plain_upto))
        or re.match(r"\s?[^\s,，。]{0,8}?\s?offer\b", plain[len(plain_upto) :])
        or re.match(  # 有患高血压的风险 (not 我在保险公司做风险评估)
            r"[^，。！？,.!?]{0,4}?的?(?:风险|高危)(?!评估|管理|控制|投资|偏好|承受|意识|分析)",
            plain[len(plain_upto) :],
        )
        or _not_yet(r)
        or _pending(r)
        or _weighed(r)
        or re.search(r"估计能", plain_upto)  # 估计能赔个三四万: not settled
        or PENDING.search(plain[len(plain_upto) :])
        or PENDING.match(r.rest)
        or _starts_later(r, plain)
        or _near_start(r, plain)
        or (None if _own_subject(r.lowered) else _plan_before(_lead_plain(r), _lead_plain(r), lead=True))
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
    if found and found.group(0).startswith("always") and WISH_CAME_TRUE.search(r.whole, r.whole.find("always")):
        found = None  # "always wanted to be a teacher and I am one now"
    if found and re.search(r"offer|interview|appl|面试|简历", found.group(0)) and _taken(r, plain_upto):
        found = None  # 我接了广州的offer，已经入职了: taken
    found = found or _first_day_later(r)  # an offer taken, its first day still to come
    said = _cues(r.c.attribute.replace("_", " ") + " " + r.c.value)
    applying = APPLYING.search(r.attribute)
    if found and r.c.kind == "fact" and not PLAN_WORDS.search(said) and not applying:
        return "planned", found.group(0)
    ahead = _will_do(r, plain) if r.c.kind == "event" and not WILL_DO.search(said) else None
    found = ahead or _advised(r, plain_upto) or _aimed(r, plain_upto)  # "so I'll be fasting" as an event done;
    return ("planned", found.group(0).strip()) if found and not PLAN_WORDS.search(said) else None  # 医生建议我…犹豫


# a near time opening the sentence, then a start right before the value: "next month I start at Stripe",
# 下个月start新工作 at 字节, 下周onboard字节 (not "Next week I start at Google's new office", "Tomorrow I join my
# first all-hands at Stripe", 下周join一个新项目，还是在腾讯)
NEAR_START = re.compile(
    rf"^\W*(?:next (?:week|month|year|fall|spring|summer|winter|autumn|semester|term)|tomorrow|on {_DAY}"
    r"|in (?:a|two|three|\d+) (?:days?|weeks?|months?))\W{0,2}(?:(?:i|we) (?:start at|begin at|join|move to)"
    r"|(?:i'?m|i am|we're|we are) (?:joining|starting at|moving to))\s+(?:the\s+)?$"
    r"|(?:下个?(?:月|周|星期|礼拜)|明天|后天|明年|下学期)\s?(?:start|join|onboard|begin)\s?(?:新工作\s?)?(?:at|在)?\s*$"
)


# a place or a gathering of the value's, not the value: "Google's new office", "the Google office", 字节的all hands (not
# Stripe的新job)
OF_IT = re.compile(
    r"'s\b|\s?的(?!\s?新?\s?(?:job|工作|岗位|职位))|\s+(?:office|campus|building|hq|team|all[- ]hands)\b"
)


def _near_start(r: _Reading, plain: str) -> re.Match[str] | None:
    """A start at the value after a near time (NEAR_START), not at a place of the value's ("Google's new office")."""
    value = _cues(r.c.value)
    at = plain.find(value)
    found = NEAR_START.search(plain[:at]) if at >= 0 else None
    return None if found is None or OF_IT.match(plain[at + len(value) :]) else found


def _starts_later(r: _Reading, plain: str) -> re.Match[str] | None:
    """A start the person names a later time for ("I start at KPMG on the first", "I'm joining Airbnb on January 12",
    "we move into the Portland place on the 1st"): joining and moving in only of an employer, a school or a home, the
    value right after, and not a place the person has been in ("…, been in Austin 5 years")."""
    found = STARTS_LATER.search(plain)
    if found is None or re.search(r"\bevery\b", plain):
        return None  # "I start my training at Gold's Gym at 6am every Monday"
    if not re.search(r"join|mov|relocat", found.group(0)):
        return found
    value = _cues(r.c.value)
    attribute = _cues(r.c.attribute)
    if not (EMPLOYER.search(attribute) or RESIDENCE.search(attribute) or re.search(r"school|学校", attribute)):
        return None
    if not re.match(rf"\s*(?:the\s+)?{re.escape(value)}(?!'s)", plain[found.end() :]) or plain.count(value) > 1:
        return None
    return None if re.search(r"\b(?:been|have|'ve)\b", r.whole) else found


# the near days and starts only a clause's own value is planned by (下学期开始我就是初三了，在实验中学: of 初三)
OWN_CLAUSE_PLAN = re.compile(
    r"(?:起|开始)$|^(?:下(?:周|星期|礼拜)[一二三四五六日天]|过[两三]天|年后|开春|开年|下个?学期|下学年|下季度|过了?年)"
    r"|^正?在办(?:理)?$"
)
# after an English plan's value, what says it holds now or already: a span, a while, a shift, the same place
GOES_ON_EN = re.compile(
    r"\b(?:for (?:\w+ )?(?:years?|months?|decades?)|(?:\d+|\w+) years|again|tonight|today|tomorrow"
    r"|this (?:week|weekend)"
    r"|late|all (?:day|week|weekend|summer|year)|shift|till|until|through|for the (?:rest|foreseeable)|a while|forever"
    r"|probably|instead|same|new role)\b"
)


def _lead_plain(r: _Reading) -> str:
    """The clause right before the value's, as the plan cues read it."""
    return NOT_NEGATION.sub(" ", _last_clause(r.lead))


def _plan_before(plain_upto: str, plain: str, lead: bool = False) -> re.Match[str] | None:
    """A plan said before the value, unless the clause turns to now between them (下个月就满三十了我现在29), a time to
    be is a span reached ("I'll be at Google for five years in May": there now), or what follows says it goes on
    ("I'll be working at Costco till I retire", "My pay goes up to $40 an hour when I work nights"). `lead`: a clause
    before the value's, where a near day or a start plans only its own (下学期开始我就是初三了，在实验中学)."""
    found = PLAN.search(plain_upto)
    if found is None or NOW.search(plain_upto, found.end()):
        return None
    if lead and OWN_CLAUSE_PLAN.search(found.group(0)):
        return None
    if re.search(r"(?:起|开始|就)$", found.group(0)) and re.match(
        r"回|[^，。]{0,10}(?:还是|还在|还|第[\d一二三四五六七八九十]|满\S{0,4}?年|也)", plain[found.end() :]
    ):
        return None  # going on from now: 过了年我就在腾讯干满十年了, 下个月起我还是在腾讯, 年后我就回美团上班
    rest = plain[len(plain_upto) :]
    being = re.search(r"\bbe\b", plain[found.start() : len(plain_upto)])  # "I'll be working at", "as of X I'll be"
    if re.match(r"[a-z]", found.group(0)) and being and GOES_ON_EN.search(rest):
        return None  # "I'll be working at Mercy again tonight"; not "going to move to Seattle this weekend", "going
        # to start at Google tomorrow", "gonna adopt a cat this week": a change to come, whenever it comes
    if "up to" in found.group(0) and re.search(r"\b(?:when|if|on|for)\b", rest):
        return None  # "My pay goes up to $40 an hour when I work nights": a rate paid now
    return found


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
    if re.match(r"[^，,。]{1,6}的", after) or TAKEN.search(r.cues[r.cues.find(found.group(0)) + len(found.group(0)) :]):
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
    if found is None or re.search(r"target|aim|goal|standard|目标|标准|指标", _cues(r.c.attribute)):
        return None
    number = re.search(r"\d[\d.,/]*", found.group(0))
    return None if number and r.cues.count(number.group(0)) > 1 else found


_DIGITS = re.compile(r"\d+")
CORRECTION = re.compile(
    r"\b(?:sorry|actually|i meant|i mean|correction|not\b.*\bbut|my mistake|i was wrong|wrong|typo|rather)\b"
    r"|说错|不是.*(?:是|而是)|搞错|写错|打错|更正|纠正|其实|应该是|我是说"
)  # a model's "corrects" stands only where the person's words say the old value was a mistake (`corrected`)
# the twin's mistake, not the person's: "you got it wrong, I moved to Boston last month" is a change (docs/memory.md)
TWINS_MISTAKE = re.compile(
    r"\byou(?:'ve|\s+have)?\s+(?:got|get|have|had)\s+(?:it|that|this|me|my\s+\w+)\s+wrong\b"
    r"|\byou(?:'re|\s+are)\s+(?:wrong|mistaken|out\s+of\s+date)\b|\byou\s+(?:misremembered|mixed\s+(?:it|that|me)\s+up)\b"
    r"|\b(?:that'?s|that\s+is|it'?s)\s+(?:not\s+right|wrong|outdated|out\s+of\s+date|old\s+news)\b"
    r"|[你您](?:又|刚才|刚刚|可能|肯定)?(?:说|记|搞|弄|写|听|理解)错|[你您](?:又)?(?:搞|弄)混|你那是老黄历|过时了"
)


# a change said: what makes "you got it wrong" the twin out of date rather than wrong ("…, I moved last month")
CHANGED = re.compile(
    r"\b(?:moved|switched|changed|started|joined|left|quit|new\s+(?:job|place|city)|now|these\s+days|any\s?more"
    r"|no\s+longer|last\s+(?:week|month|year)|since)\b|搬|换了|跳槽|现在|上个?月|去年|已经|不在|离职|辞职|入职"
)


def corrected(text: str) -> bool:
    """Whether the person's words say what they said before was a mistake (CORRECTION): where a model's "corrects"
    stands. The twin's mistake (TWINS_MISTAKE: "you got it wrong", 你说错了) with a change said is the twin out of date
    ("you got it wrong, I moved to Porto last month"): a change, not a correction; without one, the twin's memory was
    wrong ("you got my age wrong, I'm 34"), and that is a correction too."""
    said = text.casefold()
    if TWINS_MISTAKE.search(said) and CHANGED.search(said):
        said = TWINS_MISTAKE.sub(" ", said)
    return bool(CORRECTION.search(said))


JOINER = re.compile(  # (才 before a number is "only": 以前一个月才三千)
    r"\b(?:and|to|then|now|so|because|but|for|instead)\b|然后|现在|才(?!\s*[\d一二两三四五六七八九十几百千万])|就|后来|改|转|又|而"
)


def _tagged_after_value(r: _Reading) -> re.Match[str] | None:
    """A joke tag (JOKE_TAG) right after the value, where the quote goes on past it, that does not open with the
    value again ("i'm 34 (actually 34 and a half lol)", "Google (actually Google Cloud)" refine it; "York (actually
    New York lol)", "3 (actually 35)" take it back)."""
    value = _cues(r.c.value)
    at = r.cues.find(value, max(r.at, 0)) if value else -1
    tag = JOKE_TAG.match(r.cues[at + len(value) :]) if at >= 0 else None
    refined = tag and re.search(rf"actually\W+{re.escape(value)}(?!\w)", tag.group(0))
    return None if tag is None or refined else tag


def _lost_job(r: _Reading) -> str:
    """A job lost or left, the employer its object (LOST_JOB_BEFORE, LOST_JOB_AFTER, LOST_JOB_BY): "laid off from
    Meta", "Meta laid me off", 从字节离职, 被阿里裁了; of the person, in the value's clause."""
    said = r.attribute
    if not (JOB_ATTRIBUTE.search(said) or EMPLOYER_ATTRIBUTE.search(said)) or _someone_else(r.lowered):
        return ""
    value = _cues(r.c.value)
    at = r.lowered.find(value)
    rest = r.cues[max(0, r.cues.find(r.lowered)) + at + len(value) :]
    if at < 0 or (r.lowered.startswith("'s", at + len(value)) and _MOVED_INSIDE.search(rest)):
        return ""  # a part of it left: "let go from my position at Costco's bakery but they moved me to the deli"
    if BACK_AT_IT.search(rest) or compiled(_WORKS_AT.replace("{v}", re.escape(value))).search(rest):
        return ""  # back since: "…and they rehired me last year", 离职半年后又回去了，现在还在字节上班
    before = _since_real(r.lowered[:at])
    found = LOST_JOB_BEFORE.search(before)
    if found:
        return found.group(0).strip()
    after = LOST_JOB_AFTER.match(r.lowered, at + len(value))
    if not after and re.search(r"(?:被|遭|畀)\s?$", before):  # (畀: Cantonese 被)
        after = LOST_JOB_BY.match(r.lowered, at + len(value))
    return after.group(0).strip() if after else ""


# back at the job since the loss: "they rehired me", "we're all back now", 又回去上班了, 继续干
BACK_AT_IT = re.compile(
    r"\b(?:rehired|hired me back|took me back|brought me back|(?:we're|we are|were) all back|back at work)\b"
    r"|又回去(?:上班|工作)?了|又回来(?:上班|工作)了|继续干|还在(?:这|那)(?:上班|工作|干)"
)
# the employer named again as where the person works: 离职半年后又回去了，现在还在字节 (a word of its own: not Meta in
# "metaverse", nor "Meta is a mess right now")
_WORKS_AT = r"\b(?:work|working|works)\s+(?:at|for)\s+{v}\b|在\s*{v}\s*(?:上班|工作|干|做)|(?:全职|兼职)在\s*{v}"
# a move inside the company after a part of it lost: "let go from my position at Costco's bakery but they moved me"
_MOVED_INSIDE = re.compile(r"\b(?:moved|transferred|reassigned)\s+(?:me|us)\b|\btransferred\b|调到|转到")


def _left_it(r: _Reading, before: str) -> str:
    """离开 right before the value, the person's (`LEFT_IT`), of no building, time or trip after it."""
    found = LEFT_IT.search(before)
    if not found or _someone_else(r.lowered):
        return ""
    at = r.lowered.find(_cues(r.c.value))
    after = r.lowered[at + len(_cues(r.c.value)) :] if at >= 0 else ""
    return "" if LEFT_IT_NOT.match(after) else found.group(0).strip()


def _cut_at_value(before: str, value: str) -> str:
    """The words before the value up to where it starts: `before` ends inside a Chinese value (我已经离开了恒 for
    恒生), or holds all of it."""
    if value in before:
        return before[: before.find(value)]
    starts = range(min(len(value) - 1, len(before)), 0, -1)
    return next((before[:-k] for k in starts if before.endswith(value[:k])), before)


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
    if cue is DROPPED and not re.fullmatch(r"\s*(?:(?:my|the|our)\s+)?(?:old\s+)?", between):  # "ditched the Samsung";
        # not "sold it when I got the Outback", "sold cars at the Toyota dealership", "got rid of the mold in our house"
        return ""
    return found.group(0)


def _acted(text: str, quote: str) -> bool:
    """Whether the quote is inside an action between asterisks (*I am a knight*), as role-play writes one."""
    needle = normalize(quote)
    return bool(needle) and any(needle in normalize(m.group(1)) for m in _ACTED.finditer(_cues(text)))


_ACTED = re.compile(r"\*([^*\n]{3,})\*")
SPEECH_END = re.compile(
    r"(?:\b(?:said|says|wrote|writes|texted|posted|asked|replied|goes|went|told me)|[:：]|说|写道|写着|问)\W*$"
)  # words that open a quotation


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
    line = [m for m in labels if m.start(1) <= at]  # the label the quote begins with too: "我：从本周起接手…"
    speaker = line[-1].group(1) if line else ""
    return "" if not speaker or speaker.casefold() in ME_SPEAKER else f"{speaker}:"


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
