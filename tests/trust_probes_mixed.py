# ruff: noqa: E501
"""Probe lines of a blind review of code-mixed Chinese–English lines (中英夹杂), as many Chinese-speaking people
write: English nouns and verbs inside a Chinese sentence ("我在Google做SWE", "我mom是nurse", "我最近在考虑move去
Seattle", "下个月start新工作 at 字节"), Chinese words inside an English sentence ("I work at 腾讯, 做后端", "my 老公
is a 医生"), a cue in one language and the fact in the other ("maybe明年会换job", "我not sure要不要辞职", "If 我搬去伦敦
的话", "I'm not 在Google anymore", "我never去过Japan"), now and then in traditional characters or Cantonese
("我喺Google返工", "要係我住喺Tokyo就好啦", "我並唔係做finance嘅"), with abbreviations and net slang (WFH, OOO, PM,
HR, SDE, TL, BF, ABC, INFJ, yyds). Written without reading twin/narrative/grounding/ or the other probe sets' cases,
labelled by meaning only, before any run; the attribute names are those a model writes from the extraction prompt
(twin/prompts/extract_facts.*.md: short English snake_case keys).

Each line is a candidate fact {subject "user", attribute, value, quote} checked against the person's line, with the
twin's line before it in 16 (4 English, 12 Chinese): "H" must be stored (or held for the person's word), "T" must be
refused. ZH lines are judged with the Chinese persona (lin), EN lines, English with Chinese words in them, with
alice. The values are as a sloppy model would extract them: as the line spells them (Google, 字节, 后端, SWE), now
and then translated or normalised (后端开发 for backend, baking for bake, 30k/月, freelance designer, startup
founder), one the denial itself (没有car). 23 lines are given twice (one three times), for the fact they state (H)
and for the one they do not (T): 我不是engineer，我是designer; 我没去成Google，最后去了Microsoft; 我以前住在Boston，现在在Austin.

Groups (rule names): "job" (employer, occupation, role; H also with if, maybe, 不是, 没 used in passing: 作为一个在
Google写了五年code的人，我if else都能写错, maybe是因为我在Google太久了; T: a past job, an interview, an offer, a tool or
café named like an employer, 我在Google Docs上写周报, a dream job); "place" (city, hometown; T: a past city, a
layover, a trip, a booking, a business trip, a company's HQ, a hometown filed as the city); "kin" (T: someone
else's fact filed as the person's, 我mom是nurse, my 老婆 is a 医生, 我boss住在Berlin, 我们team的PM是个doctor出身,
我roommate在Meta上班, 我CEO说我是...; H: the person in the clause too, 我老婆和我都在Google, 我跟我mom一样，也是nurse);
"plan" (T: considering, maybe, 打算, 准备, 諗住, thinking about, next month start, filed as the present state; H:
the plan or the coming event filed as one, upcoming_interview, upcoming_trip, and a start two weeks ago); "neg"
(没有, 不是, 不在, never, not, no longer, 唔係, 唔識; H: the other half of the line, the denial in the value, a
negation used in passing, 我没想过会在Seattle住这么久, 不是我吹，我在Jane Street做quant); "cond" (if, what if, 如果,
假如, 要是, 要係, 万一, 除非; H: the condition on another clause, if我没记错, if memory serves, an if in code); "ask"
(吗, ?, 要不要, 你觉得, 定係; H: a fact stated inside a question, 我在Google做SWE，你觉得我该跳吗？); "like"
(favourites, hobbies, what they watch; T: a dislike, a past love, a wish, someone else's, a film only seen);
"num" (age, salary as 30k/月, years, rent, height; T: a future age, a hoped or offered salary, someone else's
age, an age in the past); "abbr" (WFH, OOO, PM, HR, SDE, MBTI, yyds, ABC, BD, TL, 996;
T: someone else's, a trip while OOO, 不是996, what everyone says is yyds); "ai" (the twin's line before holds the
value; H: the person answers the twin's question, 对, 不是，我是QA, 我也在杭州 after lin says she lives there; T: the
person only echoes, wonders or denies, the twin's own city, job or cat, a suggestion of the twin's).

Counts: 242 lines, 54 English (25 honest, 29 traps) and 188 Chinese (93 honest, 95 traps; 14 in traditional
characters or Cantonese, in 13 lines), 118 honest and 124 traps in all. By group, honest/traps: English job 5/4,
place 3/3, kin 2/4, plan 1/4, neg 2/3, cond 1/2, ask 1/2, like 3/2, num 2/1, ai 2/2, abbr 3/2; Chinese job 15/8,
place 13/7, kin 5/13, plan 6/12, neg 9/12, cond 6/9, ask 5/8, like 11/6, num 8/5, abbr 10/8, ai 5/7.

Arguable labels are commented: "lives with us in Vancouver" as the person's city (honest); a business trip to
Tokyo as the city (trap); a firm start next month at 字节, or a signed move to Meta still waiting on a check, as the
employer now (trap), and the same start filed as upcoming_job (honest); a plan filed as a plan (honest); the
premise of a counterfactual (如果不是因为我在Google) and a presupposed employer (除非公司layoff我…一直在Meta) as the
person's (honest); 假如你也在Austin as the person in Austin (honest); a favourite city visited once (honest); OOO
this week as a status (honest); HR's word that there will be no raise (trap); understanding but not speaking
Cantonese (trap); 30岁转行…还来得及吗 as an age (trap); 在Google写了五年code as the employer now (honest); the
twin's question and the person's bare 对 (honest); 对，不过下个月要搬去北京了 keeping 上海 as the city until then
(honest).

Committed (c6783e9) before any run. Measured in process (2026-12-06), each line judged as tests/test_trust_probes.py
judges it: on the code before (7107dc2) 45 lines were judged wrong, 15 of the 118 honest lines refused and 30 of the
124 traps stored. Most of the traps were an English word glued to Chinese, which no `\b` of an English cue could
see (我mom是nurse, 我never去过Japan, 我no longer住在London, maybe明年, 下个月start), and the rest not code-mixing at
all: a home town, a booking or a trip filed as the city, a company's HQ, a dream job, the twin's cat praised, an
offer still negotiated. With the round's rules (docs/memory.md, "Code-mixed lines") 9 were wrong, 4 honest lines
refused and 5 traps stored, and no line of the other sets judged worse; narrowed after a review
(tests/trust_probes_mixed_review.py), 10: yyds is no longer read as liking (everyone's yyds is not the person's); 14
since a second review: the surprise idioms (我没想到在微软做PM会这么累, "I never expected to end up at 华为", 我never
thought我会在Amazon待五年) deny again, as the same words did before the round, for the false facts they let in. KNOWN_MISSES are those: a normalised value
(30k/月 for "30k a month"), a café named like an employer (在Starbucks写code), a role word that is the value
itself (我们team的PM as job PM), a favourite said with yyds alone, a hedge on a plan filed as one (maybe明年会换job), the premise of a counterfactual
(如果不是因为我在Google), 假如你也在Austin, an age after a spouse's (我老公比我大5岁，今年35), a bare 对 (too short to
quote), and an echo across languages (backend for the twin's 后端)."""

from __future__ import annotations

from typing import Any

from tests.trust_cases import probe_cases

EN = [
    # rule groups: "job", "place", "kin", "plan", "neg", "cond", "ask", "like", "num", "ai", "abbr"
    # ---- job: employer, occupation, role; H: the person's current job; T: a past job, an offer, a dream job ----
    ["job", "H", "I work at 腾讯, 做后端", "employer", "腾讯", "I work at 腾讯", None],
    ["job", "H", "I work at 腾讯, 做后端", "occupation", "后端", "做后端", None],
    ["job", "H", "I'm a 程序员 at a small startup in Shenzhen", "occupation", "程序员", "I'm a 程序员", None],
    ["job", "H", "I'm a 会计, been doing it for 10 years", "occupation", "会计", "I'm a 会计", None],
    ["job", "H", "typical 打工人 life lol, I do ops at Amazon", "employer", "Amazon", "I do ops at Amazon", None],
    ["job", "T", "I used to work at 阿里 before I moved here", "employer", "阿里", "I used to work at 阿里", None],
    [
        "job",
        "T",
        "I just got an offer from 字节 but haven't decided yet",
        "employer",
        "字节",
        "an offer from 字节",
        None,
    ],
    ["job", "T", "I quit 美团 last month, still job hunting", "employer", "美团", "I quit 美团", None],
    ["job", "T", "my dream is to open a 奶茶 shop one day", "occupation", "奶茶 shop owner", "open a 奶茶 shop", None],
    # ---- place: city, hometown; H: where the person lives now; T: a trip, a past city, a hometown filed as the city ----
    ["place", "H", "I live in 北京, near 三里屯", "city", "北京", "I live in 北京", None],
    ["place", "H", "I moved to 深圳 in March for work", "city", "深圳", "I moved to 深圳", None],
    ["place", "H", "I'm from 成都 originally but I live in Toronto now", "hometown", "成都", "I'm from 成都", None],
    ["place", "T", "I'm from 成都 originally but I live in Toronto now", "city", "成都", "I'm from 成都", None],
    ["place", "T", "I've never been to 西藏, it's on my list", "visited", "西藏", "been to 西藏", None],
    ["place", "T", "I'm in 台北 for a conference this week, flying home Sunday", "city", "台北", "I'm in 台北", None],
    # ---- kin: someone else's fact (my 老公, my mom, my 表哥, my boss) (T); the person's own beside them (H) ----
    ["kin", "T", "my 老公 is a 医生", "occupation", "医生", None, None],
    ["kin", "T", "my mom is a 老师 in 广州", "city", "广州", "in 广州", None],
    ["kin", "T", "my 表哥 works at 华为 in 东莞", "employer", "华为", "works at 华为", None],
    ["kin", "T", "my 室友 just moved to 上海", "city", "上海", "moved to 上海", None],
    # arguable: "lives with us" puts the person in Vancouver too
    ["kin", "H", "my 婆婆 lives with us in Vancouver", "city", "Vancouver", "lives with us in Vancouver", None],
    ["kin", "H", "like my 爸爸, I'm an engineer too", "occupation", "engineer", "I'm an engineer too", None],
    # ---- plan: maybe, thinking about, next month, planning, hoping (T); an upcoming event filed as one (H) ----
    ["plan", "T", "maybe I'll move to 上海 next year", "city", "上海", None, None],
    [
        "plan",
        "T",
        "I'm thinking about 辞职 and going back to school",
        "employment_status",
        "辞职",
        "thinking about 辞职",
        None,
    ],
    ["plan", "T", "next month I start at 字节", "employer", "字节", None, None],
    ["plan", "T", "planning to learn 粤语 this year", "language", "粤语", "learn 粤语", None],
    ["plan", "H", "I have an interview at 华为 on Monday", "upcoming_interview", "华为", None, None],
    # ---- neg: not, never, don't, no longer (T); the other half of the line, a negation used in passing (H) ----
    [
        "neg",
        "T",
        "I don't speak 普通话 very well, my parents speak 粤语 at home",
        "language",
        "普通话",
        "I don't speak 普通话",
        None,
    ],
    ["neg", "T", "I'm not at 百度 anymore, left in June", "employer", "百度", "I'm not at 百度", None],
    [
        "neg",
        "T",
        "no, I'm not 单身, I've been married for 5 years",
        "relationship_status",
        "单身",
        "I'm not 单身",
        None,
    ],
    [
        "neg",
        "H",
        "no, I'm not 单身, I've been married for 5 years",
        "marital_status",
        "married",
        "I've been married for 5 years",
        None,
    ],
    # a negation used in passing: the person is at 华为
    ["neg", "H", "I never expected to end up at 华为, but it's been good", "employer", "华为", None, None],
    # ---- cond: if, what if, if I were (T); "if memory serves" (H) ----
    ["cond", "T", "if I got the 字节 offer I'd move to 北京", "city", "北京", "move to 北京", None],
    ["cond", "T", "if I were a 医生 my mom would be so happy", "occupation", "医生", "I were a 医生", None],
    [
        "cond",
        "H",
        "if memory serves, I graduated from 清华 in 2015",
        "alma_mater",
        "清华",
        "I graduated from 清华",
        None,
    ],
    # ---- ask: a question to the twin (T); a fact stated inside a question (H) ----
    ["ask", "T", "should I take the 阿里 offer?", "employer", "阿里", None, None],
    ["ask", "T", "is 深圳 a good place for a 程序员?", "city", "深圳", None, None],
    ["ask", "H", "as a 老师 in 上海, should I learn AI stuff?", "occupation", "老师", "as a 老师", None],
    # ---- like: favourites and hobbies (H); a dislike, someone else's favourite (T) ----
    ["like", "H", "my favorite food is 小笼包", "favorite_food", "小笼包", None, None],
    ["like", "H", "I love 周杰伦, been a fan since 2003", "favorite_singer", "周杰伦", "I love 周杰伦", None],
    ["like", "H", "I'm obsessed with 麻辣烫 lately", "favorite_food", "麻辣烫", None, None],
    ["like", "T", "I don't really like 火锅, too spicy for me", "favorite_food", "火锅", "like 火锅", None],
    [
        "like",
        "T",
        "my wife loves 甄嬛传, she's rewatched it like five times",
        "favorite_show",
        "甄嬛传",
        "my wife loves 甄嬛传",
        None,
    ],
    # ---- num: age, salary (H); someone else's age (T) ----
    ["num", "H", "I'm 32, born in the year of the 猴", "age", "32", "I'm 32", None],
    ["num", "H", "I make about 30k a month, 税前", "salary", "30k/月", "I make about 30k a month", None],
    ["num", "T", "my dad turned 60 last week, 六十大寿 haha", "age", "60", "turned 60", None],
    # ---- ai: the twin's line before holds the value; the person answers it (H) or only echoes or asks (T) ----
    ["ai", "H", "深圳, same as always", "city", "深圳", None, "Where are you based these days?"],
    [
        "ai",
        "T",
        "杭州? hmm never thought about it",
        "city",
        "杭州",
        None,
        "Have you ever thought about moving to 杭州?",
    ],
    [
        "ai",
        "H",
        "haha cute, I have a 柴犬 too",
        "pet",
        "柴犬",
        "I have a 柴犬",
        "I live in Tacoma with a dog named Parsnip.",
    ],
    # Tacoma is the twin's (alice's persona)
    ["ai", "T", "haha cute, I have a 柴犬 too", "city", "Tacoma", None, "I live in Tacoma with a dog named Parsnip."],
    # ---- abbr: WFH, OOO, PM, HR, MBTI ----
    ["abbr", "H", "I WFH most days from my flat in 上海", "city", "上海", "my flat in 上海", None],
    ["abbr", "H", "I'm the PM for the 小程序 team", "job", "PM", "I'm the PM", None],
    ["abbr", "H", "I'm an ENFP, 典型的e人", "mbti", "ENFP", "I'm an ENFP", None],
    ["abbr", "T", "I'm OOO next week, going to 三亚", "city", "三亚", "going to 三亚", None],
    ["abbr", "T", "our HR is from 香港", "hometown", "香港", None, None],
]

ZH = [
    # ---- job: employer, occupation, role (H, some with if, maybe, 不是, 没 used in passing); a past job, an interview, an offer, a tool or a café named like an employer, a dream job (T) ----
    ["job", "H", "我在Google做SWE", "employer", "Google", "我在Google", None],
    ["job", "H", "我在Google做SWE", "occupation", "SWE", None, None],
    ["job", "H", "我现在在字节做PM，主要负责电商这块", "employer", "字节", "我现在在字节做PM", None],
    [
        "job",
        "H",
        "我是一个data scientist，在一家fintech公司",
        "occupation",
        "data scientist",
        "我是一个data scientist",
        None,
    ],
    ["job", "H", "我喺Google返工，做咗三年", "employer", "Google", "我喺Google返工", None],
    # the value translated, as a model may write it
    ["job", "H", "我做backend的，主要写Go", "occupation", "后端开发", "我做backend的", None],
    ["job", "H", "我們公司是做SaaS的，我負責sales", "role", "sales", "我負責sales", None],
    ["job", "H", "我刚join了Shopee，做QA", "employer", "Shopee", "我刚join了Shopee", None],
    ["job", "H", "我现在是full-time mom，之前在投行", "occupation", "full-time mom", "我现在是full-time mom", None],
    ["job", "T", "我现在是full-time mom，之前在投行", "employer", "投行", "之前在投行", None],
    # an internship is the person's current work, filed under its own key
    ["job", "H", "我在Amazon实习，summer结束就回学校", "internship", "Amazon", "我在Amazon实习", None],
    # arguable: 写了五年 could be a past stint; read as the person's job now (the if else is code)
    [
        "job",
        "H",
        "作为一个在Google写了五年code的人，我if else都能写错",
        "employer",
        "Google",
        "在Google写了五年code",
        None,
    ],
    ["job", "H", "maybe是因为我在Google太久了，看什么都像OKR", "employer", "Google", "我在Google太久了", None],
    ["job", "H", "我不是manager，我是IC，在Stripe做infra", "employer", "Stripe", "在Stripe做infra", None],
    ["job", "H", "我没想到在微软做PM会这么累", "employer", "微软", None, None],
    ["job", "T", "我之前在阿里做过两年运营，去年走了", "employer", "阿里", "在阿里做过两年运营", None],
    ["job", "T", "我下周面试Meta的SWE岗", "employer", "Meta", "面试Meta的SWE岗", None],
    ["job", "T", "我拿到了Apple的offer，但还没决定去不去", "employer", "Apple", "我拿到了Apple的offer", None],
    ["job", "T", "我以前是teacher，现在在做UX", "occupation", "teacher", "我以前是teacher", None],
    ["job", "H", "我以前是teacher，现在在做UX", "occupation", "UX", "现在在做UX", None],
    ["job", "T", "我在Google Docs上写周报", "employer", "Google", "我在Google Docs上", None],
    ["job", "T", "我在Starbucks写code，这里wifi比家里快", "employer", "Starbucks", "我在Starbucks写code", None],
    ["job", "T", "我的dream job是在Pixar做animator", "occupation", "animator", "在Pixar做animator", None],
    # ---- place: city, hometown (H, some with if or 没 used in passing); a past city, a layover, a trip, a booking, a company's HQ (T) ----
    ["place", "H", "我在上海，base张江", "city", "上海", "我在上海", None],
    ["place", "H", "I'm 在上海 now", "city", "上海", None, None],
    ["place", "H", "我住在Seattle，Capitol Hill那边", "city", "Seattle", "我住在Seattle", None],
    ["place", "H", "我上个月搬到了London，还在适应", "city", "London", "我上个月搬到了London", None],
    ["place", "H", "我喺香港住咗十年", "city", "香港", None, None],
    ["place", "H", "我現在住台北，之前在新竹", "city", "台北", "我現在住台北", None],
    ["place", "T", "我現在住台北，之前在新竹", "city", "新竹", "之前在新竹", None],
    ["place", "H", "我老家是成都的，现在在深圳", "hometown", "成都", "我老家是成都的", None],
    ["place", "H", "我老家是成都的，现在在深圳", "city", "深圳", "现在在深圳", None],
    ["place", "H", "我们family去年move到了Vancouver", "city", "Vancouver", None, None],
    ["place", "H", "搬来Berlin之后我才开始学德语", "city", "Berlin", "搬来Berlin", None],
    ["place", "H", "if我没记错的话，我搬来Singapore已经三年了", "city", "Singapore", "我搬来Singapore已经三年了", None],
    ["place", "H", "我是在Sydney长大的，不过现在住在Melbourne", "city", "Melbourne", "现在住在Melbourne", None],
    ["place", "T", "我是在Sydney长大的，不过现在住在Melbourne", "city", "Sydney", "我是在Sydney长大的", None],
    ["place", "T", "我以前住在Boston，现在在Austin", "city", "Boston", "我以前住在Boston", None],
    ["place", "H", "我以前住在Boston，现在在Austin", "city", "Austin", "现在在Austin", None],
    ["place", "T", "我在Berlin转机，要等五个小时", "city", "Berlin", "我在Berlin转机", None],
    ["place", "T", "我在Airbnb上订了一个Paris的房子，下个月去", "city", "Paris", "订了一个Paris的房子", None],
    # arguable: a business trip; "下周就回北京" says where home is, so Tokyo is not the city they live in
    ["place", "T", "我人在Tokyo出差，下周就回北京了", "city", "Tokyo", "我人在Tokyo出差", None],
    # the company's HQ, not where the person lives or works
    ["place", "T", "我们公司HQ在Seattle，我是full remote", "city", "Seattle", "HQ在Seattle", None],
    # ---- kin: someone else's fact filed as the person's (我mom, my 老婆, 我boss, 我roommate, 我老公, 我gf) (T); the person's own beside them (H) ----
    ["kin", "T", "我mom是nurse", "occupation", "nurse", None, None],
    ["kin", "T", "my 老婆 is a 医生", "occupation", "医生", None, None],
    ["kin", "T", "我boss住在Berlin", "city", "Berlin", None, None],
    ["kin", "T", "我们team的PM是个doctor出身", "occupation", "doctor", "是个doctor出身", None],
    ["kin", "T", "我们team的PM是个doctor出身", "job", "PM", "我们team的PM", None],
    ["kin", "T", "我roommate在Meta上班", "employer", "Meta", "在Meta上班", None],
    ["kin", "T", "我老公在Amazon做SDE", "employer", "Amazon", "在Amazon做SDE", None],
    ["kin", "T", "我男朋友住在Toronto，我们是异地", "city", "Toronto", "住在Toronto", None],
    ["kin", "T", "我的manager是Stanford毕业的", "alma_mater", "Stanford", "Stanford毕业的", None],
    # the CEO's praise: what someone else says of the person is not the person's stated fact
    ["kin", "T", "我CEO说我是team里最强的engineer", "skill", "team里最强的engineer", None, None],
    ["kin", "T", "我嘅老公喺HSBC做嘢", "employer", "HSBC", "喺HSBC做嘢", None],
    ["kin", "T", "我儿子今年6岁，刚上primary school", "age", "6", "今年6岁", None],
    ["kin", "T", "我同事都在用Notion，就我还在用Excel", "tool", "Notion", "我同事都在用Notion", None],
    ["kin", "H", "我同事都在用Notion，就我还在用Excel", "tool", "Excel", "我还在用Excel", None],
    # the H lines in kin: the person is in the clause too (就我, 和我都, 一起, 跟我mom一样, 我家)
    ["kin", "H", "我老婆和我都在Google", "employer", "Google", None, None],
    ["kin", "H", "我跟我男朋友一起住在Brooklyn", "city", "Brooklyn", "住在Brooklyn", None],
    ["kin", "H", "我家狗狗叫Mochi，是只corgi", "pet", "Mochi", "我家狗狗叫Mochi", None],
    ["kin", "H", "我跟我mom一样，也是nurse", "occupation", "nurse", "也是nurse", None],
    # ---- plan: considering, maybe, 打算, 准备, thinking about, next month start (T); the plan or upcoming event filed as one (H) ----
    ["plan", "T", "我最近在考虑move去Seattle", "city", "Seattle", "move去Seattle", None],
    ["plan", "T", "maybe明年会换job", "job_change", "明年换job", None, None],
    # arguable: a firm start date, but the employer is not theirs yet
    ["plan", "T", "下个月start新工作 at 字节", "employer", "字节", None, None],
    ["plan", "T", "我打算apply MBA，目标是Wharton", "school", "Wharton", "目标是Wharton", None],
    ["plan", "T", "我thinking about辞职去做startup", "occupation", "startup founder", "辞职去做startup", None],
    # arguable: signed but not started
    ["plan", "T", "我准备跳槽去Meta了，在等background check", "employer", "Meta", "跳槽去Meta", None],
    ["plan", "T", "我在看Amsterdam的房子，可能会搬过去", "city", "Amsterdam", "Amsterdam的房子", None],
    ["plan", "T", "我not sure要不要辞职", "employment_status", "辞职", None, None],
    ["plan", "T", "我在犹豫要不要accept Netflix的offer", "employer", "Netflix", "Netflix的offer", None],
    ["plan", "T", "我在考虑要不要养只cat", "pet", "cat", "养只cat", None],
    ["plan", "T", "我準備下個月搬去台中", "city", "台中", "搬去台中", None],
    ["plan", "T", "我諗住過兩年移民去UK", "country", "UK", "移民去UK", None],
    # the H lines here file the plan or the coming event as what it is (upcoming_interview, upcoming_trip), not as a present state
    ["plan", "H", "我下周一有个interview at Google", "upcoming_interview", "Google", None, None],
    ["plan", "H", "我下个月要去Tokyo出差", "upcoming_trip", "Tokyo", None, None],
    ["plan", "H", "我最近在准备GRE，plan申PhD", "preparing_for", "GRE", "我最近在准备GRE", None],
    ["plan", "H", "我已经在Stripe上班两周了，onboarding快结束了", "employer", "Stripe", "在Stripe上班两周了", None],
    # arguable: the start is the person's own firm fact when filed as what is coming, not as the employer now
    ["plan", "H", "下个月start新工作 at 字节", "upcoming_job", "字节", None, None],
    # arguable: the plan itself, filed as a plan, is the person's own current fact
    [
        "plan",
        "H",
        "我打算明年去London读master，已经在准备申请了",
        "plan",
        "去London读master",
        "我打算明年去London读master",
        None,
    ],
    # ---- neg: 没有, 不是, 不在, never, not, no longer, 唔係 (T); the other half of the line, a denial in the value, a negation used in passing (H) ----
    ["neg", "T", "我没有car，平时都坐subway", "car", "car", "我没有car", None],
    ["neg", "H", "我没有car，平时都坐subway", "commute", "subway", "平时都坐subway", None],
    # the denial is in the value itself
    ["neg", "H", "我没有car，平时都坐subway", "owns_car", "没有car", "我没有car", None],
    ["neg", "T", "我不是engineer，我是designer", "occupation", "engineer", "我不是engineer", None],
    ["neg", "H", "我不是engineer，我是designer", "occupation", "designer", "我是designer", None],
    ["neg", "T", "I'm not 在Google anymore", "employer", "Google", None, None],
    ["neg", "T", "我never去过Japan", "visited", "Japan", None, None],
    ["neg", "T", "我不在字节了，上个月走的", "employer", "字节", "我不在字节了", None],
    ["neg", "T", "我不喝coffee，只喝tea", "drink", "coffee", "我不喝coffee", None],
    ["neg", "H", "我不喝coffee，只喝tea", "drink", "tea", "只喝tea", None],
    ["neg", "T", "我不住Shanghai，只是每天来这边上班", "city", "Shanghai", "我不住Shanghai", None],
    ["neg", "T", "我並唔係做finance嘅", "occupation", "finance", None, None],
    ["neg", "T", "我没去成Google，最后去了Microsoft", "employer", "Google", "我没去成Google", None],
    ["neg", "H", "我没去成Google，最后去了Microsoft", "employer", "Microsoft", "最后去了Microsoft", None],
    ["neg", "T", "别误会，我不是PM，我只是跟PM坐一起", "job", "PM", "我不是PM", None],
    ["neg", "T", "我no longer住在London了", "city", "London", None, None],
    # arguable: the person understands Cantonese but does not speak it; filed as a language they speak
    ["neg", "T", "我唔識講Cantonese，只係聽得明", "language", "Cantonese", "我唔識講Cantonese", None],
    ["neg", "H", "我不是不喜欢Python，只是更喜欢Go", "favorite_language", "Go", "更喜欢Go", None],
    ["neg", "H", "我没想过会在Seattle住这么久", "city", "Seattle", None, None],
    ["neg", "H", "我never thought我会在Amazon待五年，but here I am", "employer", "Amazon", None, None],
    ["neg", "H", "不是我吹，我在Jane Street做quant", "employer", "Jane Street", "我在Jane Street做quant", None],
    # ---- cond: if, 如果, 假如, 要是, 要係, 万一, 除非 (T); a condition on another clause, "if我没记错", an if in code (H) ----
    ["cond", "T", "If 我搬去伦敦的话，会不会很孤独", "city", "伦敦", "我搬去伦敦", None],
    ["cond", "T", "如果我去了Google，我就能WFH了", "employer", "Google", "如果我去了Google", None],
    ["cond", "T", "要是我有PhD就好了", "degree", "PhD", None, None],
    ["cond", "T", "假如我是CEO，第一件事就是取消OKR", "job_title", "CEO", "假如我是CEO", None],
    ["cond", "T", "如果明年拿到H1B，我就留在US", "country", "US", "我就留在US", None],
    ["cond", "T", "if 我考过了CPA，就跳去四大", "certification", "CPA", "我考过了CPA", None],
    ["cond", "T", "要係我住喺Tokyo就好啦", "city", "Tokyo", "我住喺Tokyo", None],
    ["cond", "T", "万一被layoff了，我就去开uber", "occupation", "uber driver", "去开uber", None],
    ["cond", "T", "如果我是你，我会留在Shanghai", "city", "Shanghai", "我会留在Shanghai", None],
    # arguable: the counterfactual is about leaving; being at Google is its stated premise
    ["cond", "H", "如果不是因为我在Google，我早就去读书了", "employer", "Google", "我在Google", None],
    ["cond", "H", "如果你问我住哪，我住Oakland", "city", "Oakland", "我住Oakland", None],
    # arguable: being at Meta now is presupposed, not said outright
    ["cond", "H", "除非公司layoff我，不然我应该会一直在Meta待着", "employer", "Meta", None, None],
    ["cond", "H", "如果我没记错，我大学是在UCLA读的", "alma_mater", "UCLA", "我大学是在UCLA读的", None],
    ["cond", "H", "我写了个if判断，结果把prod搞挂了，作为SRE我很羞愧", "occupation", "SRE", "作为SRE", None],
    # arguable: 也 says the person is in Austin
    ["cond", "H", "假如你也在Austin，我们可以约个coffee，我就住downtown", "city", "Austin", None, None],
    # ---- ask: 吗, ?, 要不要, 是不是, 你觉得 (T); a fact stated inside a question (H) ----
    ["ask", "T", "你觉得我应该move去Seattle吗", "city", "Seattle", None, None],
    ["ask", "T", "我要不要take这个Amazon的offer？", "employer", "Amazon", None, None],
    ["ask", "T", "你知道Google的SWE一年多少钱吗", "employer", "Google", None, None],
    ["ask", "T", "去Berlin工作是个好idea吗？", "city", "Berlin", None, None],
    ["ask", "T", "PM和SWE哪个更适合我？", "occupation", "PM", None, None],
    # arguable: people ask this of themselves at 30, but the line does not say the person is 30
    ["ask", "T", "30岁转行做data还来得及吗", "age", "30", None, None],
    ["ask", "T", "你喜欢Dune吗", "favorite_book", "Dune", None, None],
    ["ask", "T", "你覺得我應該讀MBA定係直接搵job？", "degree", "MBA", None, None],
    ["ask", "H", "我在Google做SWE，你觉得我该跳吗？", "employer", "Google", "我在Google做SWE", None],
    ["ask", "H", "作为一个在上海的PM，我该学SQL吗", "city", "上海", "在上海的PM", None],
    ["ask", "H", "你能帮我改一下resume吗？我是做marketing的", "occupation", "marketing", "我是做marketing的", None],
    ["ask", "H", "我住Dublin，你知道这边哪里有好吃的中餐吗？", "city", "Dublin", "我住Dublin", None],
    ["ask", "H", "我今年35了，转码还来得及吗？", "age", "35", "我今年35了", None],
    # ---- like: favourites, hobbies, what they watch (H); a dislike, a past love, a wish, someone else's, hearsay (T) ----
    ["like", "H", "我的favorite book是Dune", "favorite_book", "Dune", None, None],
    ["like", "H", "我超爱Taylor Swift，每张album都听过", "favorite_singer", "Taylor Swift", "我超爱Taylor Swift", None],
    ["like", "H", "周末我一般去hiking", "hobby", "hiking", None, None],
    ["like", "H", "我是个coffee addict，每天三杯latte", "drink", "latte", "每天三杯latte", None],
    ["like", "H", "我喜欢的是Marvel，不是DC", "favorite_franchise", "Marvel", "我喜欢的是Marvel", None],
    ["like", "T", "我喜欢的是Marvel，不是DC", "favorite_franchise", "DC", "不是DC", None],
    ["like", "H", "我最喜欢的app是小红书", "favorite_app", "小红书", None, None],
    ["like", "H", "我最近在追The Bear，超好看", "watching", "The Bear", "我最近在追The Bear", None],
    ["like", "H", "比起Java我更喜欢Python", "favorite_language", "Python", None, None],
    ["like", "H", "我好鍾意食dim sum", "favorite_food", "dim sum", None, None],
    # the value translated, as a model may write it
    ["like", "H", "我不太会cook，但我很喜欢bake", "hobby", "baking", "我很喜欢bake", None],
    # arguable: a favourite city visited once is still the person's stated favourite
    [
        "like",
        "H",
        "我的favourite city是Kyoto，虽然只去过一次",
        "favorite_city",
        "Kyoto",
        "我的favourite city是Kyoto",
        None,
    ],
    ["like", "T", "我不太喜欢sushi", "favorite_food", "sushi", None, None],
    ["like", "T", "我以前很爱打LOL，现在完全没时间了", "hobby", "LOL", "我以前很爱打LOL", None],
    ["like", "T", "我想学surfing很久了", "hobby", "surfing", None, None],
    ["like", "T", "我看了Oppenheimer，一般般吧", "favorite_movie", "Oppenheimer", "我看了Oppenheimer", None],
    ["like", "T", "我男朋友超爱F1，我被迫陪着看", "hobby", "F1", "超爱F1", None],
    # ---- num: age, salary, years, team size, rent (H); a future age, a hoped or offered salary, someone else's age, an age in the past (T) ----
    ["num", "H", "我今年28，在一家startup", "age", "28", "我今年28", None],
    ["num", "H", "我月薪30k，在杭州算还行吧", "salary", "30k/月", "我月薪30k", None],
    ["num", "H", "我base 40k一个月，加上bonus大概60w一年", "salary", "40k/月", "我base 40k一个月", None],
    ["num", "H", "我做frontend五年了", "years_of_experience", "5", None, None],
    ["num", "H", "我有两个kids，一个3岁一个5岁", "children", "两个kids", "我有两个kids", None],
    ["num", "H", "我如果没算错，我今年是32岁", "age", "32", "我今年是32岁", None],
    ["num", "H", "我身高180，體重就不說了", "height", "180", "我身高180", None],
    ["num", "H", "我家rent一个月3k刀", "rent", "3k刀/月", None, None],
    ["num", "T", "我明年就30了", "age", "30", None, None],
    ["num", "T", "我希望年薪能到100w", "salary", "100w", "年薪能到100w", None],
    ["num", "T", "HR给我开了35k，我还在negotiate", "salary", "35k", "HR给我开了35k", None],
    ["num", "T", "我老公比我大5岁，今年35", "age", "35", "今年35", None],
    ["num", "T", "我25岁那年去的London", "age", "25", "我25岁那年", None],
    # ---- abbr: WFH, OOO, PM, HR, SDE, MBTI, yyds, ABC, BD, TL (H and T) ----
    ["abbr", "H", "我们公司全员WFH，已经三年了", "work_mode", "WFH", "我们公司全员WFH", None],
    ["abbr", "H", "我是HR，每天都在谈offer", "occupation", "HR", "我是HR", None],
    ["abbr", "H", "我在做PM，每天被RD怼", "job", "PM", "我在做PM", None],
    ["abbr", "H", "我在大厂做SDE，996是常态", "occupation", "SDE", "我在大厂做SDE", None],
    ["abbr", "H", "周杰伦yyds，我听了二十年了", "favorite_singer", "周杰伦", None, None],
    ["abbr", "H", "我是INFJ，典型的i人", "mbti", "INFJ", "我是INFJ", None],
    ["abbr", "H", "我in charge of整个APAC的BD", "role", "APAC BD", None, None],
    ["abbr", "H", "我是ABC，在LA长大的", "grew_up_in", "LA", "在LA长大的", None],
    ["abbr", "H", "大家都说Python yyds，但我更喜欢Go", "favorite_language", "Go", "我更喜欢Go", None],
    # arguable: out of office is true this week only
    ["abbr", "H", "这周我OOO，在Bali度假", "status", "OOO", "这周我OOO", None],
    ["abbr", "T", "这周我OOO，在Bali度假", "city", "Bali", "在Bali度假", None],
    ["abbr", "T", "大家都说Python yyds，但我更喜欢Go", "favorite_language", "Python", "Python yyds", None],
    ["abbr", "T", "我下周OOO，去Tokyo看樱花", "city", "Tokyo", "去Tokyo看樱花", None],
    ["abbr", "T", "我老板是ENTJ，超难搞", "mbti", "ENTJ", "我老板是ENTJ", None],
    ["abbr", "T", "我TL说我可以转PM了", "job", "PM", "转PM", None],
    ["abbr", "T", "我BF是ABC，中文不太好", "ethnicity", "ABC", "我BF是ABC", None],
    ["abbr", "T", "我不是996，我们是WLB很好的外企", "work_schedule", "996", "我不是996", None],
    # arguable: HR's word about the company, filed as the person's own raise
    ["abbr", "T", "我们HR说明年不加薪", "salary_raise", "不加薪", None, None],
    # ---- ai: the twin's line before holds the value; the person answers it (H) or only echoes, asks or wishes (T) ----
    # arguable: the value is only in the twin's question; the person's 对 confirms it
    ["ai", "H", "对", "employer", "字节", None, "你是在字节做后端吗？"],
    ["ai", "H", "做data的，在一家bank", "occupation", "data", "做data的", "你是做什么工作的？"],
    ["ai", "H", "不是，我是QA", "occupation", "QA", "我是QA", "你是SWE吗？"],
    ["ai", "T", "不是，我是QA", "occupation", "SWE", None, "你是SWE吗？"],
    # arguable: still in Shanghai until next month
    ["ai", "H", "对，不过下个月要搬去北京了", "city", "上海", None, "你之前说你在上海？"],
    ["ai", "T", "对，不过下个月要搬去北京了", "city", "北京", "下个月要搬去北京了", "你之前说你在上海？"],
    # the twin (lin) lives in 杭州; the person's 我也在 says it of themselves
    ["ai", "H", "哈哈我也在杭州！", "city", "杭州", "我也在杭州", "我在杭州做了六年后端，现在自己做独立开发。"],
    [
        "ai",
        "T",
        "wow六年backend，好久",
        "occupation",
        "backend",
        "六年backend",
        "我在杭州做了六年后端，现在自己做独立开发。",
    ],
    ["ai", "T", "嗯，还在想", "city", "Seattle", None, "听起来你在考虑搬去Seattle？"],
    ["ai", "T", "PM？我没想过诶", "job", "PM", None, "其实你可以考虑转PM，你的沟通能力很适合。"],
    ["ai", "T", "Meta我听说WLB很差", "employer", "Meta", None, "很多人会选择去Google或者Meta。"],
    # the twin's own cat (lin's persona), filed as the person's pet
    ["ai", "T", "yes yes，空格太可爱了", "pet", "空格", None, "我养了一只猫，叫「空格」。"],
]

CASES: list[dict[str, Any]] = probe_cases("mixed", EN, ZH)
KNOWN_MISSES: set[str] = {
    "mixed-ai-zh-008",
    "mixed-cond-zh-010",
    "mixed-cond-zh-015",
    "mixed-job-zh-015",
    "mixed-job-zh-022",
    "mixed-kin-zh-005",
    "mixed-neg-zh-020",
    "mixed-num-en-002",
    "mixed-num-zh-012",
    "mixed-plan-zh-002",
}
