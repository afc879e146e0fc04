"""Layer 7, whose it is: a fact filed under the person that the clause says of the twin or of someone else
(kin, people named by what they are, names as chat writes them, pets, other people's posts), or may say of
someone else (held for the person's word: `whose_unclear`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from twin.facts.words import normalize
from twin.narrative.grounding.numbers import _EN_SAME_AS, arabic
from twin.narrative.grounding.reading import (
    _SENTENCE,
    _TOKEN,
    KIN,
    NOW,
    USER_SUBJECTS,
    Candidate,
    _around,
    _before_value,
    _cues,
    _number,
    _Reading,
    _split_clauses,
    compiled,
    grams,
    valued,
)
from twin.recall.segment import CJK, stem
from twin.wordlists import common_set

_CJK = re.compile(rf"[{CJK}]")
FIRST_PERSON = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|i'll|me|myself|we|we're|our)\b|我|俺(?!们?家那|那)")
TO_YOU = re.compile(r"\byou(?:'re|'ve|'d|'ll|r|rs)?\b|你|您")  # words addressed to the person, anywhere
SECOND_PERSON = re.compile(r"^\W*(?:you|you're|youre|you've|you'd|you'll|your|yours|你|您)(?:\b|(?=\w))")
ZH_KIN_WORDS = (  # (the longer words first: 我姐夫 is no 姐, 我哥们 no 哥)
    r"(?:姐夫|妹夫|嫂子|弟媳|弟妹|哥们儿?|前男友|前女友|妈妈|妈|爸爸|爸|父母|姐姐|姐|哥哥|哥|弟弟|弟|妹妹|妹|老婆|老公|妻子|丈夫|前夫|前妻|女朋友|男朋友|对象"
    r"|朋友|同事|老板|领导|儿子|女儿|孩子|叔叔|阿姨|舅舅|表哥|表姐|堂哥|奶奶|爷爷|外婆|外公|邻居|室友|老师|猫|狗"
    r"|闺蜜|哥们儿?|发小|男友|女友|前男友|前女友|同学|爱豆|偶像|主播|博主|上司|主管|表妹|表弟|堂姐|堂妹|堂弟|嫂子|姐夫|妹夫|老爸|老妈|闺女"
    r"|同桌|病人|患者|客户|学生|租客|房东|外甥|侄子|侄女|孙子|孙女|徒弟|阿嫲|阿嬷|阿爷|阿公|阿婆|阿妈|阿爸|老豆|老窦"
    r"|婆婆|公公|岳母|岳父|丈母娘|老丈人|继父|继母|干妈|干爹|细佬|家姐|细妹|个仔|先生|太太|双胞胎|三胞胎"
    # (我仔: Cantonese "my son"; not 打工仔)
    r"|老母|老细|阿妹|阿哥|阿姐|阿弟|另一半|老伴|媳妇|老铁|女票|男票|(?<![打工靓肥牛公宅])仔(?![细裤])"
    r"|(?<![a-z])(?:npy|lg|lp)(?![a-z]))"  # as typed: 男/女朋友, 老公, 老婆
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
    r"|\bmy\s+(?:so|s/o)\b(?=\s+(?:\w+ly\s+)?(?:is|was|works|has|just|and|got)\b)"  # "my SO is a ux designer" (not
    # "my job so hard")
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
PLACE = re.compile(r"location|place|where|\bcity\b|country|town|位置|地点|城市|在哪|所在")
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
    rf"我(?:的|嘅)?(?:{ZH_KIN_WORDS}|\s*{KIN}\b)|他|她|他们|她们|闺蜜|哥们儿?|发小|男友|女友|佢|佢哋|我家老[大二三]"
    r"|老[二三](?=[刚才已今])|爱豆|偶像|主播|博主|up\s?主"
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
    r"|隔壁(?:\s?\S){0,3}?\s?的[小老][\u4e00-\u9fff](?=是|在|也|有|今年)"  # 隔壁工位的小王是上海人
    r"|我们?\s?(?:公司|组|部门|单位|团队|科室|科|学校|医院|店|班|项目组|项目|实验室|系|院|team|lab|dept|department)?\s?的?\s?(?:经理|主管|领导"
    r"|老板|总监|校长|院长|主任|组长|店长|导师|班主任|队长|师傅|老总|总经理|部长|处长|科长|教练"
    r"|(?:boss|manager|ceo|cto|hr|pm|tl|team ?lead|lead|leader|vp|director|supervisor|mentor|advisor|recruiter)\s?)"
    r"(?=是|在|住|也|有|得了?|今年|信(?!用))"
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
    "哥": "brother|sibling", "哥哥": "brother|sibling", "弟": "brother|sibling", "弟弟": "brother|sibling",
    "姐": "sister|sibling", "姐姐": "sister|sibling", "妹": "sister|sibling", "妹妹": "sister|sibling",
    "阿哥": "brother|sibling", "阿妹": "sister|sibling",
    "婆婆": "mother.?in.?law|in.?laws?", "公公": "father.?in.?law|in.?laws?", "岳母": "mother.?in.?law|in.?laws?",
    "丈母娘": "mother.?in.?law|in.?laws?", "岳父": "father.?in.?law|in.?laws?", "老丈人": "father.?in.?law|in.?laws?",
    "家婆": "mother.?in.?law|in.?laws?", "家公": "father.?in.?law|in.?laws?",
    "前夫": "ex|former", "前妻": "ex|former", "前男友": "ex|former", "前女友": "ex|former", "前度": "ex|former",
    "先生": "husband|spouse|partner", "媳妇": "wife|spouse|partner", "媳妇儿": "wife|spouse|partner",
    "爱人": "spouse|husband|wife|partner", "太太": "wife|spouse|partner", "老伴": "spouse|partner|husband|wife",
    "发小": "friend", "闺蜜": "friend|bestie|bff", "死党": "friend|bestie|bff",
}  # fmt: skip
PLAIN_KIN = r"(?:big|little|older|younger|twin|baby|eldest|oldest|youngest|new|current|lovely|dear)"
# another person said right after a relation, with or without 的: 我闺蜜的老公, 我闺蜜她男朋友, 我哥女朋友,
# 我哥家的孩子, 我哥新交的女朋友, 阿哥个仔, 我婆婆家亲戚 (the fact is that person's)
ZH_CHAIN = re.compile(
    r"(?:的|家的?|她们?的?|他们?的?|现在的|以前的)?(?:那个|那位|新交的|刚交的|[大二小三]|两个|个|条|啲)?"
    rf"(?:{ZH_KIN_WORDS}|前任|小孩|娃|宝宝|亲戚|那边|合伙人|单位|仔女|女儿|女|仔)"
)
ZH_PAIRS = ("爸妈", "妈爸", "父母", "哥嫂", "姐妹", "兄弟", "弟妹", "公婆", "岳父母", "哥哥", "姐姐", "弟弟", "妹妹",
            "爸爸", "妈妈", "姐夫", "妹夫", "哥们", "婆婆", "公公")  # fmt: skip


def _zh_chained(cues: str, kin: str) -> bool:
    """Whether another person is said right after the relation `kin` first named (ZH_CHAIN), one word with it not
    a pair of them (我爸妈, 兄弟)."""
    at = cues.find(kin)
    if at < 0:
        return False
    end = at + len(kin)
    if any(cues.startswith(pair, at) or cues.startswith(pair, at - 1) for pair in ZH_PAIRS if len(pair) > len(kin)):
        return False
    return ZH_CHAIN.match(cues, end) is not None


CANTONESE = re.compile("[係嘅咗佢啲嚟冇喺]")
# the same relations under the other English words a model may file them by ("husband's name is dev" as
# spouse_name, "my mom" as parent_age)
EN_KIN_AS = {
    "husband": "husband|spouse|partner", "wife": "wife|spouse|partner", "boyfriend": "boyfriend|partner|bf",
    "girlfriend": "girlfriend|partner|gf", "mom": "mom|mother|parent", "mum": "mum|mother|parent",
    "mother": "mother|mom|mum|parent", "dad": "dad|father|parent", "father": "father|dad|parent",
    "brother": "brother|sibling", "sister": "sister|sibling", "son": "son|child|kid", "daughter": "daughter|child|kid",
    "in-laws": "in.?laws?", "inlaws": "in.?laws?",
    "fiance": "fianc[eé]e?|partner", "fiancee": "fianc[eé]e?|partner", "fiancé": "fianc[eé]e?|partner",
}  # fmt: skip
PERSON_WORD = re.compile(rf"(?:{ZH_KIN_WORDS}|{KIN}\b|他|她|佢|[A-Z][a-z]+)")  # who a cleft may name


def _of_person(c: Candidate, person: str) -> bool:
    """Whether a candidate is filed under the person talking (their subject, or "user", 我 as a model writes it)."""
    return c.subject.casefold() in (*USER_SUBJECTS, person.casefold())


def _whose(
    r: _Reading, person: str, asked: str = "", turn_before: Callable[[], str] = lambda: ""
) -> tuple[str, str] | None:
    """Filed under the person, but the clause says it of the twin or of someone else. `turn_before`: the last
    sentence of the person's turn before, read only for a pronoun the turn itself does not name."""
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
        or valued(r"[我俺]也[^，。！？,.!?]{0,6}{v}", _cues(c.value), r.cues).search(r.cues)  # 狗狗对鸡肉过敏，我也…
        or _works_there(r.cues, c.value)
        or valued(  # 我的导师是北大的，我在北大读博
            r"[，,。；;][^，。！？,.!?]{0,40}?[我俺](?:也|都|就|自己)?(?:在|是)[^，。！？]{0,8}{v}",
            # (a clause at most 40 long: on "a, " * 20,000 the unbounded one took minutes)
            _cues(c.value),
            r.cues,
        ).search(r.cues)
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
    as_said, kin = kin, _EN_SAME_AS.get(kin.casefold(), kin)  # "my hubby" filed as the husband's
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
    chained = kin.isascii() and bool(
        valued(rf"\b{{v}}'s\s+(?:[a-z]+\s+)?{KIN}\b", as_said, r.cues).search(r.cues)
    )  # "my mom's
    # neighbor": the neighbor's, whatever the attribute says of a mother; the other words of a relation only for the
    # relation said plainly ("my wife", "my big sister", "husband's"; not "my work wife", "my office husband", "my
    # sorority sister", "my soon-to-be husband", "my mother-in-law")
    chained = chained or (
        kin.isascii()
        and (
            not valued(rf"(?:\b(?:my|our)\s+(?:{PLAIN_KIN}\s+)?|^\W*){{v}}(?![\w-])", as_said, r.cues).search(r.cues)
            or bool(valued(r"\b{v}[\s-]+(?:in[\s-]+laws?|to[\s-]+be)\b", as_said, r.cues).search(r.cues))
        )
    )
    named = (
        re.search(
            rf"\b(?:{re.escape(kin) if chained else EN_KIN_AS.get(kin.casefold(), re.escape(kin))})\b", _cues(said)
        )
        if kin.isascii()
        else normalize(arabic(kin)) in normalize(arabic(said))
        or bool(not other.startswith("我") and ZH_KIN_ABOUT.get(kin) and re.search(ZH_KIN_ABOUT[kin], said))
        or bool(
            ZH_KIN_EN.get(kin)
            and not (kin in ("婆婆", "公公") and CANTONESE.search(r.text))  # (in Hong Kong a grandparent)
            and not _zh_chained(r.cues, kin)  # 我闺蜜的老公, 我闺蜜她男朋友, 我哥女朋友: theirs
            and re.search(rf"\b(?:{ZH_KIN_EN[kin]})", _cues(said.replace("_", " ")))
        )
        or bool(re.search("狗|猫", other) and re.search("宠物|狗|猫|pet", said))  # 我家狗狗今年十岁了, as 宠物: 狗
        or bool("宝宝" in other and re.search("子女|孩子|宝宝|小孩|育儿|怀孕", said))
    ) or bool(  # "our dog is a beagle" as pet_breed, "the cat turned out to be allergic to chicken" as pet_allergy
        re.search(r"\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|pups?|hamsters?|rabbits?|bunny|parrot|horse)\b", other)
        and re.search(r"\b(?:pet|dog|cat|pupp|kitten|hamster|rabbit|parrot|horse)", _cues(said))
    )
    where = _cues(c.attribute.replace("_", " "))
    here = (PLACE.search(where) or re.search(r"\bstate\b|province|region|county|省", where)) and _speaker_there(r)
    asked_of = _asked_about(asked) if other in PRONOUNS else ""  # "How old is your daughter?" / "she's 7"
    asked_of = "" if asked_of in PRONOUNS else asked_of  # "How is she feeling?" names no one
    before = f"my {asked_of} {before}" if asked_of else before
    if other in PRONOUNS and not asked_of and not _someone_else(before):  # "my daughter Zoe starts school" / "the
        before = f"{_cues(turn_before())} {before}"  # phone wrote Zoe her name is Chloe": the one just told of
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


LEFT_WORK = re.compile(
    r"\b(?:fired|laid off|let go|quit|left|leaving|former|ex-|used to|last job|old job|previous job|poached|interned"
    r"|back when|come back|last (?:shift|day)|goodbye|farewell|send-?off)\b"
)


def _works_there(cues: str, value: str) -> re.Match[str] | None:
    """The person naming a workmate of theirs at the value, where they work too: "my manager at Barclays made me
    redo the deck" (not "my old boss at Tesco", "my sister at Barclays")."""
    found = valued(
        r"\b(?:my\s+(?:line\s+|new\s+)?(?:manager|boss|supervisor|team\s?lead|co-?workers?|colleagues?|team"
        r"|teammates?|director|mentor|work (?:bestie|wife|husband|friend))|a (?:colleague|co-?worker) of mine)"
        r"\s+(?:over\s+|here\s+)?(?:at|@|in)\s+(?:the\s+)?{v}\b",
        _cues(value),
        cues,
    ).search(cues)
    return None if found and LEFT_WORK.search(cues) else found  # "my old team at Tesco before I quit"


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
        or _works_there(r.cues, c.value)
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
    said = compiled(rf"\b{re.escape(value)}\b" if value.isascii() else re.escape(value))
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
    if len(compiled(rf"\b{re.escape(value)}\b").findall(r.whole)) > 1:
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
    if found is None:  # a question that names no one, and not the person: "Congrats to him! Where?", "That's great
        # news. Which university?" after "my best friend got into grad school", 恭喜他！哪个学校？
        if TO_YOU.search(asked):
            return ""
        before = " ".join(  # the AI's sentences before its question, those about the person aside ("your mom
            q  # must be thrilled, she's been rooting for you")
            for q in _SENTENCE.findall(_cues(said_by_ai))
            if q != asked and not TO_YOU.search(q)
        )
        third = re.search(r"\b(?P<en>him|he|she)\b|(?<![吉其])(?P<zh>[他她佢])(?!们|哋)", before)  # (not 吉他, 其他)
        if third:
            return third.group("en") or third.group("zh")
        opened = TOPIC_OPENED.match(_cues(said_before))
        if opened and not SPEAKER_WORD.search(_cues(said_before), opened.end()):
            return opened.group("en") or opened.group("zh")
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
    if valued(rf"\b{{v}}(?:['’]s)?\s+(?:[a-z-]+\s+)?(?:{KIN}s?|first|birth|ex)\b", other.casefold(), text).search(text):
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
            rf"(?:定居|住在|住|搬到|搬去|回到|落户)\s?\S{{0,2}}{re.escape(value)}", r.cues
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
        or compiled(rf"来\s?{re.escape(_cues(r.c.value))}\s?(?:看|找|陪|探望)我").search(r.cues)
    )


def _my_home(before: str) -> bool:
    """Whether the value follows the speaker's own home ("…the heat in my apartment in "), one they still hold."""
    found = MY_HOME_IN.search(before)
    return found is not None and not HOME_GIVEN_UP.search(before[: found.start()])


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
        "[我俺]", ZH_KIN.sub("", KEEP_FOR_ME.sub("", OUR_PLACE.sub("", clause)))
    ):  # 帮我记一下我老婆对芒果过敏: hers
        return chinese.group(0)
    return ""


# a place of the speaker's group, not the speaker: 他是我们部门的主管 (his post, in our department)
OUR_PLACE = re.compile(
    r"我们(?:的)?(?:部门|公司|学校|医院|单位|团队|组|班|店|科室?|院|系|厂|所|局|处|项目组?|楼|小区|村|老家|这边|那边|这里"
    r"|那里|这儿|那儿)"
)


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
