"""Twenty-fourth blind trust set: ordinary life with time in it, mostly honest.

Written blind, by a red team that read only README.md, docs/architecture.md, the `Case` dataclass and the `c()`
helper at the top of tests/trust_cases.py, bench/trust/run.py, personas/alice.toml and personas/lin.toml, and the
header of bench/trust/blind/twentysecond.py (for the file's form); nothing under twin/, no other blind set's
cases, no other test, no other doc, no git history.

Theme: a person stating their own current facts (age, job, employer, city, salary, rent, weight, height, diet,
pets, partner, children, car, phone, school, hobbies, health, languages) while mentioning the past and the future
in the same breath, as everyone does: "I've been a dental hygienist since 2015", "moved to Denver in 2019 and
love it", "I'm 34, turning 35 next month", "my first car was a Civic, now I drive a Tesla", answers to the AI's
questions about before and now, corrections that end on the right value ("I'm 52 - no wait, 25"), 我以前在腾讯，
现在在字节, 讀書嗰陣住沙田，而家住荃灣, 原来吃素，现在什么都吃; every register (formal, chatty, lowercase, typos,
emoji, laughs, long rambling messages, several facts in one line). The set measures above all how often a TRUE
CURRENT fact is lost: about 70% honest cases (the current value, filed by a model as the person's fact), about
30% traps (the past or future value of the same lines filed as current, a value taken back, someone else's, a
joke, a hypothetical). English cases go to alice, Chinese (simplified, traditional, Cantonese) to lin; no value
is one the personas hold.

Every candidate's quote is copied verbatim from the person's line. Traps carry reject="any" (any reason is a
pass); honest cases reject=None.

    .venv/bin/python bench/trust/run.py --cases bench/trust/blind/twentyfourth.py

Frozen before its one run (commit 68e2503); the result below was added after that run, no case changed.

Result of its one run (2026-12-05, 2 CPUs, Python 3.11.7, load average 3.59 before, 1.56 after):

| traps | tried | stored | rejected, by reason |
| --- | ---: | ---: | --- |
| past-trap | 27 | 9 | denied 16, value_unsupported 2 |
| taken-back | 2 | 0 | denied 2 |
| future-trap | 13 | 5 | planned 7, supposed 1 |
| other-trap | 12 | 2 | someone_else 6, supposed 3, denied 1 |
| **all traps** | **54** | **16** | |

Honest facts kept: 122 of 126 (97%); lost: b24-en-h25 (planned), b24-en-h34 (planned), b24-zh-h03 (denied),
b24-zh-h27 (planned). Traps stored: b24-en-t02, b24-en-t04, b24-en-t09, b24-en-t10, b24-en-t14, b24-en-t15,
b24-en-t16, b24-en-t21, b24-en-t24, b24-zh-t03, b24-zh-t06, b24-zh-t12, b24-zh-t13, b24-zh-t14, b24-zh-t19,
b24-zh-t24. Held for the person's word, not stored: 0 of the 4 honest facts lost, 0 of the 54 traps. Goal (no
trap stored, at least 95% of honest facts kept): MISSED.
"""
# ruff: noqa: E501

from __future__ import annotations

from typing import Any

from tests.trust_cases import Case, c


def trap(
    id: str, language: str, category: str, user: str, candidate: dict[str, Any], ai_before: str | None = None
) -> Case:
    return Case(f"b24-{id}", language, user, candidate, reject="any", ai_before=ai_before, category=category)


def honest(
    id: str, language: str, category: str, user: str, candidate: dict[str, Any], ai_before: str | None = None
) -> Case:
    return Case(f"b24-{id}", language, user, candidate, reject=None, ai_before=ai_before, category=category)


U = "user"

# Lines used by more than one case (an honest current value and a trap in the same words).
EN_CIVIC = "my first car was a Civic, now I drive a Tesla"
EN_CHICAGO = "i lived in chicago for like ten years before this but i'm in portland now"
EN_RUNNER = "back in college I was a runner, now I mostly swim"
EN_DELOITTE = "I was at Deloitte for six years, now I'm at a startup called Fernwell"
EN_WEIGH = "Used to weigh 210, down to 178 now 💪"
EN_PIXEL = "Was on an iPhone forever, switched to a Pixel 8 last spring"
EN_CHEM = "Previously I taught high school chemistry; I am now a pharmacist at a Walgreens in Dayton."
EN_CONDO = "sold the condo, we rent in Austin now"
EN_27 = "i'm 27 (28 on saturday lol)"
EN_PARALEGAL = "I'm a paralegal right now, starting law school in the fall"
EN_92K = "I make 92k now, should get a bump to 100k after my review in March"
EN_COROLLA = "I drive a 2012 Corolla for now, getting an EV next year hopefully"
EN_STUDIO = "Currently renting a studio for $1,450 a month; it goes up to $1,600 in January."
EN_165 = "I weigh 165 right now, goal is 150 by summer"
EN_52 = "I'm 52 - no wait, 25 😂 fat fingers"
EN_RENT_AI = "What's your rent like these days?"
EN_RENT = "2100 now, it was 1800 before they renovated"
EN_KEVIN = "I was married to Kevin for ten years, divorced now and honestly happier. Seeing someone new, Andre, since the summer."
EN_BROOKLYN = "we're moving to Vermont in June, still in Brooklyn till then"
EN_NETFLIX = "Accepted an offer from Netflix!! start date is March 3, until then I'm still at Hulu"
EN_INTRO = (
    "Quick intro: 29, physical therapist, live in Raleigh, moved from Charlotte last year, vegetarian since college"
)
EN_LONG = (
    "Long story, sorry: after the divorce I moved out of the house in Plano and now I rent a two-bedroom in Frisco "
    "with my son, I'm 46, I still work at Texas Instruments even though it's been 15 years, and I finally started "
    "pottery classes which I love. Oh and I gave up drinking in 2022."
)
EN_LISBON = (
    "I studied French in school, but the language I actually speak every day now is Portuguese, since we live in Lisbon"
)
EN_SAVANNAH_AI = "Where did you grow up?"
EN_SAVANNAH = "Savannah, Georgia. Been in Minneapolis for 12 years now though"

ZH_TENCENT = "我以前在腾讯，现在在字节"
ZH_SHATIN = "讀書嗰陣住沙田，而家住荃灣"
ZH_VEG = "原来吃素，现在什么都吃"
ZH_29 = "下个月就满三十了我现在29"
ZH_WEIGHT = "以前一百六十斤，现在减到一百三了😄"
ZH_CIVIC = "我之前开的是思域，现在换成比亚迪了"
ZH_SH = "在上海住了五年了，之前一直在南京"
ZH_PAY = "我现在月薪一万八，去年还是一万四"
ZH_SALES = "我以前是做销售的，现在转行做产品经理了"
ZH_PHONE = "以前用苹果，现在用华为Mate60"
ZH_KLT = "從前喺九龍塘返工，而家喺觀塘"
ZH_AGENT = "我而家做緊地產經紀，之前做過兩年保險"
ZH_BP = "原来有高血压，现在控制住了，不过体检查出来轻度脂肪肝"
ZH_43 = "我四十三，哦不对，三十四，打错了"
ZH_CHENGDU = "之前在北京租房，月租八千，现在回成都了，房租才一千八"
ZH_HUAWEI = "下周一去小米报到，现在还在华为交接"
ZH_INTRO = "简单介绍下：27岁，在广州做UI设计，去年从长沙过来的，养了条柯基"
ZH_LONG = (
    "唉说来话长，毕业那年在北京一家广告公司干了三年，天天加班，后来实在受不了就回老家了，"
    "现在在合肥一家国企做行政，工资不高但是准点下班，周末还能去学学游泳，以前我可是旱鸭子哈哈哈"
)
ZH_HOMETOWN_AI = "你是哪里人？"
ZH_HOMETOWN = "东北的，哈尔滨，不过来青岛十二年了"
ZH_YUENLONG = "我細個住喺元朗，而家喺屯門"

TRAPS = [
    # --- English: the past value of the same line, filed as current ---
    trap("en-t01", "en", "past-trap", EN_CIVIC, c(U, "car", "Civic", "my first car was a Civic")),
    trap("en-t02", "en", "past-trap", EN_CHICAGO, c(U, "city", "chicago", "i lived in chicago for like ten years")),
    trap("en-t03", "en", "past-trap", EN_RUNNER, c(U, "hobby", "running", "back in college I was a runner")),
    trap("en-t04", "en", "past-trap", EN_DELOITTE, c(U, "employer", "Deloitte", "I was at Deloitte for six years")),
    trap("en-t05", "en", "past-trap", EN_WEIGH, c(U, "weight", "210", "Used to weigh 210")),
    trap("en-t06", "en", "past-trap", EN_PIXEL, c(U, "phone", "iPhone", "Was on an iPhone forever")),
    trap(
        "en-t07",
        "en",
        "past-trap",
        EN_CHEM,
        c(U, "occupation", "high school chemistry teacher", "Previously I taught high school chemistry"),
    ),
    trap("en-t08", "en", "past-trap", EN_CONDO, c(U, "home", "condo", "sold the condo")),
    trap(
        "en-t09",
        "en",
        "past-trap",
        EN_RENT,
        c(U, "rent", "1800", "it was 1800 before they renovated"),
        ai_before=EN_RENT_AI,
    ),
    trap("en-t10", "en", "past-trap", EN_KEVIN, c(U, "spouse", "Kevin", "I was married to Kevin for ten years")),
    trap(
        "en-t11",
        "en",
        "past-trap",
        EN_SAVANNAH,
        c(U, "city", "Savannah", "Savannah, Georgia"),
        ai_before=EN_SAVANNAH_AI,
    ),
    trap("en-t12", "en", "past-trap", EN_INTRO, c(U, "city", "Charlotte", "moved from Charlotte last year")),
    trap("en-t13", "en", "taken-back", EN_52, c(U, "age", 52, "I'm 52")),
    # --- English: the future value of the same line, filed as holding now ---
    trap("en-t14", "en", "future-trap", EN_27, c(U, "age", 28, "28 on saturday")),
    trap("en-t15", "en", "future-trap", EN_PARALEGAL, c(U, "school", "law school", "starting law school in the fall")),
    trap(
        "en-t16",
        "en",
        "future-trap",
        EN_92K,
        c(U, "salary", "100k", "should get a bump to 100k after my review in March"),
    ),
    trap("en-t17", "en", "future-trap", EN_COROLLA, c(U, "car", "EV", "getting an EV next year hopefully")),
    trap("en-t18", "en", "future-trap", EN_BROOKLYN, c(U, "city", "Vermont", "we're moving to Vermont in June")),
    trap("en-t19", "en", "future-trap", EN_STUDIO, c(U, "rent", "$1,600", "it goes up to $1,600 in January")),
    trap("en-t20", "en", "future-trap", EN_165, c(U, "weight", "150", "goal is 150 by summer")),
    trap("en-t21", "en", "future-trap", EN_NETFLIX, c(U, "employer", "Netflix", "Accepted an offer from Netflix!!")),
    # --- English: someone else's, a joke, a hypothetical ---
    trap(
        "en-t22",
        "en",
        "other-trap",
        "My wife's been at Microsoft since 2016, I'm still freelancing",
        c(U, "employer", "Microsoft", "My wife's been at Microsoft since 2016"),
    ),
    trap(
        "en-t23",
        "en",
        "other-trap",
        "my brother just moved to Miami, I'm staying put in Tulsa",
        c(U, "city", "Miami", "my brother just moved to Miami"),
    ),
    trap(
        "en-t24",
        "en",
        "other-trap",
        "after this week I feel about 90 years old lol, I'm actually 33",
        c(U, "age", 90, "I feel about 90 years old"),
    ),
    trap(
        "en-t25",
        "en",
        "other-trap",
        "if I got the Amazon job we'd move to Seattle",
        c(U, "city", "Seattle", "we'd move to Seattle"),
    ),
    trap(
        "en-t26",
        "en",
        "other-trap",
        "My son is 7 and obsessed with dinosaurs, he was 6 like five minutes ago",
        c(U, "age", 7, "My son is 7"),
    ),
    trap(
        "en-t27",
        "en",
        "other-trap",
        "My dad was a firefighter for 30 years; I do payroll at a hospital",
        c(U, "occupation", "firefighter", "My dad was a firefighter for 30 years"),
    ),
    trap(
        "en-t28",
        "en",
        "other-trap",
        "honestly I'd move to Maui and surf all day. for now it's spreadsheets in Omaha",
        c(U, "city", "Maui", "I'd move to Maui and surf all day"),
        ai_before="What would you do if money were no object?",
    ),
    # --- Chinese: the past value of the same line, filed as current ---
    trap("zh-t01", "zh", "past-trap", ZH_TENCENT, c(U, "employer", "腾讯", "我以前在腾讯")),
    trap("zh-t02", "zh", "past-trap", ZH_SHATIN, c(U, "city", "沙田", "讀書嗰陣住沙田")),
    trap("zh-t03", "zh", "past-trap", ZH_VEG, c(U, "diet", "吃素", "原来吃素")),
    trap("zh-t04", "zh", "past-trap", ZH_WEIGHT, c(U, "weight", "一百六十斤", "以前一百六十斤")),
    trap("zh-t05", "zh", "past-trap", ZH_CIVIC, c(U, "car", "思域", "我之前开的是思域")),
    trap("zh-t06", "zh", "past-trap", ZH_SH, c(U, "city", "南京", "之前一直在南京")),
    trap("zh-t07", "zh", "past-trap", ZH_PAY, c(U, "salary", "一万四", "去年还是一万四")),
    trap("zh-t08", "zh", "past-trap", ZH_SALES, c(U, "occupation", "销售", "我以前是做销售的")),
    trap("zh-t09", "zh", "past-trap", ZH_PHONE, c(U, "phone", "苹果", "以前用苹果")),
    trap("zh-t10", "zh", "past-trap", ZH_KLT, c(U, "work_location", "九龍塘", "從前喺九龍塘返工")),
    trap("zh-t11", "zh", "past-trap", ZH_AGENT, c(U, "occupation", "保險", "之前做過兩年保險")),
    trap("zh-t12", "zh", "past-trap", ZH_BP, c(U, "health", "高血压", "原来有高血压")),
    trap("zh-t13", "zh", "past-trap", ZH_CHENGDU, c(U, "rent", "八千", "月租八千")),
    trap("zh-t14", "zh", "past-trap", ZH_HOMETOWN, c(U, "city", "哈尔滨", "东北的，哈尔滨"), ai_before=ZH_HOMETOWN_AI),
    trap("zh-t15", "zh", "past-trap", ZH_YUENLONG, c(U, "city", "元朗", "我細個住喺元朗")),
    trap("zh-t16", "zh", "taken-back", ZH_43, c(U, "age", "四十三", "我四十三")),
    # --- Chinese: the future value, filed as holding now ---
    trap(
        "zh-t17", "zh", "future-trap", "我现在二十四，下个月就满二十五了🎂", c(U, "age", "二十五", "下个月就满二十五了")
    ),
    trap("zh-t18", "zh", "future-trap", ZH_HUAWEI, c(U, "employer", "小米", "下周一去小米报到")),
    trap(
        "zh-t19",
        "zh",
        "future-trap",
        "明年九月去伦敦读研，现在还在成都上班",
        c(U, "city", "伦敦", "明年九月去伦敦读研"),
    ),
    trap("zh-t20", "zh", "future-trap", "年底要调去北京总部，目前还在天津", c(U, "city", "北京", "年底要调去北京总部")),
    trap("zh-t21", "zh", "future-trap", "我下個月搬去台南，現在還住高雄", c(U, "city", "台南", "我下個月搬去台南")),
    # --- Chinese: someone else's, a joke, a hypothetical ---
    trap(
        "zh-t22", "zh", "other-trap", "我老公在阿里上班，我自己在家带娃", c(U, "employer", "阿里", "我老公在阿里上班")
    ),
    trap("zh-t23", "zh", "other-trap", "我妹今年二十岁，在读大二", c(U, "age", "二十岁", "我妹今年二十岁")),
    trap(
        "zh-t24",
        "zh",
        "other-trap",
        "加了一个月班感觉自己老了二十岁，八十岁了哈哈哈",
        c(U, "age", "八十岁", "八十岁了哈哈哈"),
    ),
    trap("zh-t25", "zh", "other-trap", "要是能中彩票我就搬去大理住", c(U, "city", "大理", "我就搬去大理住")),
    trap(
        "zh-t26",
        "zh",
        "other-trap",
        "我爸以前是开出租的，我现在做平面设计",
        c(U, "occupation", "开出租", "我爸以前是开出租的"),
    ),
]

HONEST = [
    # --- English: now, after the past in the same line ---
    honest(
        "en-h01",
        "en",
        "now-after-past",
        "I used to smoke but I'm vegan now and honestly feel great",
        c(U, "diet", "vegan", "I'm vegan now"),
    ),
    honest("en-h02", "en", "now-after-past", EN_RUNNER, c(U, "hobby", "swimming", "now I mostly swim")),
    honest("en-h03", "en", "now-after-past", EN_CIVIC, c(U, "car", "Tesla", "now I drive a Tesla")),
    honest("en-h04", "en", "now-after-past", EN_CONDO, c(U, "city", "Austin", "we rent in Austin now")),
    honest(
        "en-h05",
        "en",
        "now-after-past",
        EN_DELOITTE,
        c(U, "employer", "Fernwell", "now I'm at a startup called Fernwell"),
    ),
    honest("en-h06", "en", "now-after-past", EN_WEIGH, c(U, "weight", "178", "down to 178 now")),
    honest(
        "en-h07",
        "en",
        "now-after-past",
        "we had a cat growing up but now I've got two rabbits",
        c(U, "pets", "two rabbits", "now I've got two rabbits"),
    ),
    honest("en-h08", "en", "now-after-past", EN_CHICAGO, c(U, "city", "portland", "i'm in portland now")),
    honest(
        "en-h09",
        "en",
        "now-after-past",
        EN_CHEM,
        c(U, "occupation", "pharmacist", "I am now a pharmacist at a Walgreens in Dayton"),
    ),
    honest(
        "en-h10",
        "en",
        "now-after-past",
        EN_CHEM,
        c(U, "city", "Dayton", "I am now a pharmacist at a Walgreens in Dayton"),
    ),
    honest("en-h11", "en", "now-after-past", EN_PIXEL, c(U, "phone", "Pixel 8", "switched to a Pixel 8 last spring")),
    honest(
        "en-h12",
        "en",
        "now-after-past",
        "I ditched coffee last year, it's green tea only now",
        c(U, "drink", "green tea", "it's green tea only now"),
    ),
    honest(
        "en-h13",
        "en",
        "now-after-past",
        "my ex and I split in 2021, I'm engaged to Marcus now!!",
        c(U, "partner", "Marcus", "I'm engaged to Marcus now!!"),
    ),
    honest(
        "en-h14",
        "en",
        "now-after-past",
        EN_LISBON,
        c(U, "language", "Portuguese", "the language I actually speak every day now is Portuguese"),
    ),
    honest("en-h15", "en", "now-after-past", EN_LISBON, c(U, "city", "Lisbon", "since we live in Lisbon")),
    honest(
        "en-h16",
        "en",
        "now-after-past",
        "I started at Salesforce on Monday, left Oracle last week",
        c(U, "employer", "Salesforce", "I started at Salesforce on Monday"),
    ),
    honest(
        "en-h17",
        "en",
        "now-after-past",
        EN_KEVIN,
        c(U, "partner", "Andre", "Seeing someone new, Andre, since the summer."),
    ),
    honest(
        "en-h18",
        "en",
        "now-after-past",
        "I'm lactose intolerant now, never used to be, weird how that happens",
        c(U, "health", "lactose intolerant", "I'm lactose intolerant now"),
    ),
    honest(
        "en-h19",
        "en",
        "now-after-past",
        "I'm 6'1 now, grew like 3 inches after high school lol",
        c(U, "height", "6'1", "I'm 6'1 now"),
    ),
    honest(
        "en-h20",
        "en",
        "now-after-past",
        "I'm a sophomore at Rutgers now, transferred from community college in January",
        c(U, "school", "Rutgers", "I'm a sophomore at Rutgers now"),
    ),
    honest(
        "en-h21",
        "en",
        "now-after-past",
        "lol i quit teh gym, doing yoga 3x a week now 🧘",
        c(U, "hobby", "yoga", "doing yoga 3x a week now"),
    ),
    honest(
        "en-h22",
        "en",
        "now-after-past",
        "Got my masters in 2020 and now im an actuary at Humana",
        c(U, "occupation", "actuary", "now im an actuary at Humana"),
    ),
    honest(
        "en-h23",
        "en",
        "now-after-past",
        "Got my masters in 2020 and now im an actuary at Humana",
        c(U, "employer", "Humana", "now im an actuary at Humana"),
    ),
    # --- English: now, before the future in the same line ---
    honest("en-h24", "en", "now-before-future", "I'm 34, turning 35 next month", c(U, "age", 34, "I'm 34")),
    honest(
        "en-h25",
        "en",
        "now-before-future",
        "I'll be at Google for five years in May",
        c(U, "employer", "Google", "I'll be at Google for five years in May"),
    ),
    honest(
        "en-h26", "en", "now-before-future", EN_PARALEGAL, c(U, "occupation", "paralegal", "I'm a paralegal right now")
    ),
    honest(
        "en-h27",
        "en",
        "now-before-future",
        "we're in Phoenix until the lease ends in August, then probably back east",
        c(U, "city", "Phoenix", "we're in Phoenix until the lease ends in August"),
    ),
    honest("en-h28", "en", "now-before-future", EN_165, c(U, "weight", "165", "I weigh 165 right now")),
    honest("en-h29", "en", "now-before-future", EN_27, c(U, "age", 27, "i'm 27")),
    honest(
        "en-h30",
        "en",
        "now-before-future",
        EN_STUDIO,
        c(U, "rent", "$1,450 a month", "Currently renting a studio for $1,450 a month"),
    ),
    honest("en-h31", "en", "now-before-future", EN_92K, c(U, "salary", "92k", "I make 92k now")),
    honest(
        "en-h32",
        "en",
        "now-before-future",
        "I have one kid now, second one due in April 🤰",
        c(U, "children", "one kid", "I have one kid now"),
    ),
    honest(
        "en-h33", "en", "now-before-future", EN_COROLLA, c(U, "car", "2012 Corolla", "I drive a 2012 Corolla for now")
    ),
    honest("en-h34", "en", "now-before-future", EN_BROOKLYN, c(U, "city", "Brooklyn", "still in Brooklyn till then")),
    honest("en-h35", "en", "now-before-future", EN_NETFLIX, c(U, "employer", "Hulu", "until then I'm still at Hulu")),
    # --- English: since ---
    honest(
        "en-h36",
        "en",
        "since",
        "I've been a dental hygienist since 2015",
        c(U, "occupation", "dental hygienist", "I've been a dental hygienist since 2015", valid_from="2015-01-01"),
    ),
    honest(
        "en-h37",
        "en",
        "since",
        "moved to Denver in 2019 and love it",
        c(U, "city", "Denver", "moved to Denver in 2019 and love it", valid_from="2019-01-01"),
    ),
    honest(
        "en-h38",
        "en",
        "since",
        "Been vegetarian since I was 19.",
        c(U, "diet", "vegetarian", "Been vegetarian since I was 19."),
    ),
    honest(
        "en-h39",
        "en",
        "since",
        "I've worked at Target corporate since 2018, crazy how time flies",
        c(U, "employer", "Target", "I've worked at Target corporate since 2018", valid_from="2018-01-01"),
    ),
    honest(
        "en-h40",
        "en",
        "since",
        "we've had our beagle Waffles since 2020 and he's the best boy",
        c(U, "pet", "Waffles", "we've had our beagle Waffles since 2020"),
    ),
    honest(
        "en-h41",
        "en",
        "since",
        "I've had type 1 diabetes since I was 12",
        c(U, "health", "type 1 diabetes", "I've had type 1 diabetes since I was 12"),
    ),
    honest(
        "en-h42",
        "en",
        "since",
        "been married to Priya for 8 years this June",
        c(U, "spouse", "Priya", "been married to Priya for 8 years this June"),
    ),
    honest(
        "en-h43",
        "en",
        "since",
        "I've lived in Boise going on four years now",
        c(U, "city", "Boise", "I've lived in Boise going on four years now"),
    ),
    honest(
        "en-h44",
        "en",
        "since",
        EN_SAVANNAH,
        c(U, "city", "Minneapolis", "Been in Minneapolis for 12 years now though"),
        ai_before=EN_SAVANNAH_AI,
    ),
    # --- English: answers to the AI's question about now ---
    honest(
        "en-h45",
        "en",
        "answer-now",
        "Cleveland. grew up in farm country near Toledo tho",
        c(U, "city", "Cleveland", "Cleveland."),
        ai_before="Where are you living these days?",
    ),
    honest(
        "en-h46",
        "en",
        "answer-now",
        "I'm an electrician now, was a roofer before that",
        c(U, "occupation", "electrician", "I'm an electrician now"),
        ai_before="What do you do for work now?",
    ),
    honest(
        "en-h47",
        "en",
        "answer-now",
        "nope, left in March. I'm at Kaiser now doing billing",
        c(U, "employer", "Kaiser", "I'm at Kaiser now doing billing"),
        ai_before="Are you still at the bank?",
    ),
    honest(
        "en-h48",
        "en",
        "answer-now",
        "38. feels like yesterday I was 25 haha",
        c(U, "age", 38, "38."),
        ai_before="How old are you, if you don't mind me asking?",
    ),
    honest(
        "en-h49",
        "en",
        "answer-now",
        "Sold it last year. Now it's a Subaru Outback.",
        c(U, "car", "Subaru Outback", "Now it's a Subaru Outback."),
        ai_before="Do you still have the Jeep?",
    ),
    honest("en-h50", "en", "answer-now", EN_RENT, c(U, "rent", "2100", "2100 now"), ai_before=EN_RENT_AI),
    honest(
        "en-h51",
        "en",
        "answer-now",
        "English and Korean. I took Spanish for 4 years in school but lost all of it lol",
        c(U, "languages", "English and Korean", "English and Korean."),
        ai_before="What languages do you speak?",
    ),
    honest(
        "en-h52",
        "en",
        "answer-now",
        "knees gave out last year, I cycle now",
        c(U, "hobby", "cycling", "I cycle now"),
        ai_before="Still running marathons?",
    ),
    # --- English: corrections that end on the right value ---
    honest("en-h53", "en", "correction-now", EN_52, c(U, "age", 25, "no wait, 25")),
    honest(
        "en-h54",
        "en",
        "correction-now",
        "I live in Austin, sorry, I mean Dallas. Austin was my last place.",
        c(U, "city", "Dallas", "I mean Dallas"),
    ),
    honest(
        "en-h55",
        "en",
        "correction-now",
        "my salary is 75k... actually 78k since the raise in april",
        c(U, "salary", "78k", "actually 78k since the raise in april"),
    ),
    honest("en-h56", "en", "correction-now", "I'm 5'9... ok 5'8 honestly", c(U, "height", "5'8", "ok 5'8 honestly")),
    honest(
        "en-h57",
        "en",
        "correction-now",
        "we have 3 kids — sorry, 5, the baby counts!",
        c(U, "children", "5", "sorry, 5, the baby counts!"),
    ),
    # --- English: several facts in one line ---
    honest("en-h58", "en", "several-facts", EN_INTRO, c(U, "age", 29, "Quick intro: 29")),
    honest("en-h59", "en", "several-facts", EN_INTRO, c(U, "occupation", "physical therapist", "physical therapist")),
    honest("en-h60", "en", "several-facts", EN_INTRO, c(U, "city", "Raleigh", "live in Raleigh")),
    honest(
        "en-h61",
        "en",
        "several-facts",
        EN_LONG,
        c(U, "city", "Frisco", "now I rent a two-bedroom in Frisco with my son"),
    ),
    honest("en-h62", "en", "several-facts", EN_LONG, c(U, "age", 46, "I'm 46")),
    honest(
        "en-h63",
        "en",
        "several-facts",
        EN_LONG,
        c(U, "employer", "Texas Instruments", "I still work at Texas Instruments even though it's been 15 years"),
    ),
    honest(
        "en-h64",
        "en",
        "several-facts",
        EN_LONG,
        c(U, "hobby", "pottery", "I finally started pottery classes which I love"),
    ),
    # --- Chinese: now, after the past ---
    honest("zh-h01", "zh", "now-after-past", ZH_TENCENT, c(U, "employer", "字节", "现在在字节")),
    honest("zh-h02", "zh", "now-after-past", "去年搬来苏州的，挺喜欢这边", c(U, "city", "苏州", "去年搬来苏州的")),
    honest("zh-h03", "zh", "now-after-past", ZH_SHATIN, c(U, "city", "荃灣", "而家住荃灣")),
    honest("zh-h04", "zh", "now-after-past", ZH_VEG, c(U, "diet", "什么都吃", "现在什么都吃")),
    honest("zh-h05", "zh", "now-after-past", ZH_WEIGHT, c(U, "weight", "一百三", "现在减到一百三了")),
    honest("zh-h06", "zh", "now-after-past", ZH_CIVIC, c(U, "car", "比亚迪", "现在换成比亚迪了")),
    honest("zh-h07", "zh", "now-after-past", ZH_SH, c(U, "city", "上海", "在上海住了五年了")),
    honest("zh-h08", "zh", "now-after-past", ZH_PAY, c(U, "salary", "一万八", "我现在月薪一万八")),
    honest("zh-h09", "zh", "now-after-past", ZH_SALES, c(U, "occupation", "产品经理", "现在转行做产品经理了")),
    honest("zh-h10", "zh", "now-after-past", ZH_PHONE, c(U, "phone", "华为Mate60", "现在用华为Mate60")),
    honest("zh-h11", "zh", "now-after-past", ZH_KLT, c(U, "work_location", "觀塘", "而家喺觀塘")),
    honest("zh-h12", "zh", "now-after-past", ZH_BP, c(U, "health", "轻度脂肪肝", "不过体检查出来轻度脂肪肝")),
    honest("zh-h13", "zh", "now-after-past", ZH_CHENGDU, c(U, "city", "成都", "现在回成都了")),
    honest("zh-h14", "zh", "now-after-past", ZH_CHENGDU, c(U, "rent", "一千八", "房租才一千八")),
    honest(
        "zh-h15",
        "zh",
        "now-after-past",
        "以前养过一只狗，现在养了两只兔子",
        c(U, "pets", "两只兔子", "现在养了两只兔子"),
    ),
    honest(
        "zh-h16",
        "zh",
        "now-after-past",
        "大学学的日语，现在工作天天说德语，日语快忘光了",
        c(U, "language", "德语", "现在工作天天说德语"),
    ),
    honest(
        "zh-h17", "zh", "now-after-past", "以前喝很多奶茶，现在只喝美式了☕", c(U, "drink", "美式", "现在只喝美式了")
    ),
    honest(
        "zh-h18", "zh", "now-after-past", "身高一米七五，高中的时候才一米六", c(U, "height", "一米七五", "身高一米七五")
    ),
    honest("zh-h19", "zh", "now-after-past", "我以前食好多肉，而家食素㗎喇", c(U, "diet", "食素", "而家食素㗎喇")),
    honest("zh-h20", "zh", "now-after-past", "我以前住台中，現在搬到高雄了", c(U, "city", "高雄", "現在搬到高雄了")),
    honest(
        "zh-h21",
        "zh",
        "now-after-past",
        "我現在的月租是一萬二，之前在台北是兩萬",
        c(U, "rent", "一萬二", "我現在的月租是一萬二"),
    ),
    honest("zh-h22", "zh", "now-after-past", ZH_YUENLONG, c(U, "city", "屯門", "而家喺屯門")),
    honest(
        "zh-h23",
        "zh",
        "now-after-past",
        "现在在读研啦🎓 浙大的，本科是在川大读的",
        c(U, "school", "浙大", "现在在读研啦🎓 浙大的"),
    ),
    honest(
        "zh-h24",
        "zh",
        "now-after-past",
        "我老婆和我去年从上海搬到了厦门",
        c(U, "city", "厦门", "我老婆和我去年从上海搬到了厦门"),
    ),
    honest(
        "zh-h25",
        "zh",
        "now-after-past",
        "我现在在滴滴当司机，前几年开过饭店",
        c(U, "occupation", "司机", "我现在在滴滴当司机"),
    ),
    honest(
        "zh-h26",
        "zh",
        "now-after-past",
        "我爸以前是开出租的，我现在做平面设计",
        c(U, "occupation", "平面设计", "我现在做平面设计"),
    ),
    # --- Chinese: now, before the future ---
    honest("zh-h27", "zh", "now-before-future", ZH_29, c(U, "age", "29", "我现在29")),
    honest(
        "zh-h62", "zh", "now-before-future", "我现在二十四，下个月就满二十五了🎂", c(U, "age", "二十四", "我现在二十四")
    ),
    honest("zh-h28", "zh", "now-before-future", "我今年二十六，明年打算考研", c(U, "age", "二十六", "我今年二十六")),
    honest("zh-h29", "zh", "now-before-future", ZH_HUAWEI, c(U, "employer", "华为", "现在还在华为交接")),
    honest(
        "zh-h30",
        "zh",
        "now-before-future",
        "明年九月去伦敦读研，现在还在成都上班",
        c(U, "city", "成都", "现在还在成都上班"),
    ),
    honest(
        "zh-h31", "zh", "now-before-future", "年底要调去北京总部，目前还在天津", c(U, "city", "天津", "目前还在天津")
    ),
    honest("zh-h32", "zh", "now-before-future", "我今年廿九，下年就三十㗎喇", c(U, "age", "廿九", "我今年廿九")),
    honest("zh-h33", "zh", "now-before-future", "我下個月搬去台南，現在還住高雄", c(U, "city", "高雄", "現在還住高雄")),
    honest(
        "zh-h34",
        "zh",
        "now-before-future",
        "我有两个孩子了，老三预产期在明年三月",
        c(U, "children", "两个孩子", "我有两个孩子了"),
    ),
    honest(
        "zh-h35",
        "zh",
        "now-before-future",
        "之前在学校学过法语，现在在学西班牙语，每周两节课，明年想去考DELE",
        c(U, "learning", "西班牙语", "现在在学西班牙语"),
    ),
    # --- Chinese: since ---
    honest(
        "zh-h36",
        "zh",
        "since",
        "我从2016年开始当律师，到现在快九年了",
        c(U, "occupation", "律师", "我从2016年开始当律师", valid_from="2016-01-01"),
    ),
    honest(
        "zh-h37",
        "zh",
        "since",
        "我是2019年进的美团，现在还在",
        c(U, "employer", "美团", "我是2019年进的美团，现在还在", valid_from="2019-01-01"),
    ),
    honest(
        "zh-h38",
        "zh",
        "since",
        "我从2018年起就在小学当语文老师",
        c(U, "occupation", "语文老师", "我从2018年起就在小学当语文老师", valid_from="2018-01-01"),
    ),
    honest("zh-h39", "zh", "since", "我吃素五年了，一开始是为了减肥", c(U, "diet", "吃素", "我吃素五年了")),
    honest("zh-h40", "zh", "since", "结婚第七年了，老公叫陈浩", c(U, "spouse", "陈浩", "老公叫陈浩")),
    honest("zh-h41", "zh", "since", "在深圳待了快十年了，还是不习惯夏天", c(U, "city", "深圳", "在深圳待了快十年了")),
    honest(
        "zh-h42",
        "zh",
        "since",
        "我從2020年開始在台積電上班，之前在聯電",
        c(U, "employer", "台積電", "我從2020年開始在台積電上班", valid_from="2020-01-01"),
    ),
    honest("zh-h43", "zh", "since", ZH_HOMETOWN, c(U, "city", "青岛", "不过来青岛十二年了"), ai_before=ZH_HOMETOWN_AI),
    # --- Chinese: answers to the AI's question about now ---
    honest(
        "zh-h44",
        "zh",
        "answer-now",
        "在京东，前年从阿里跳过来的",
        c(U, "employer", "京东", "在京东"),
        ai_before="你现在在哪儿工作？",
    ),
    honest(
        "zh-h45", "zh", "answer-now", "威海，小时候在烟台长大的", c(U, "city", "威海", "威海"), ai_before="你现在住哪？"
    ),
    honest(
        "zh-h46",
        "zh",
        "answer-now",
        "早戒了，三年没碰了",
        c(U, "smoking", "戒了", "早戒了"),
        ai_before="现在还抽烟吗？",
    ),
    honest("zh-h47", "zh", "answer-now", "28，明年就29了", c(U, "age", "28", "28"), ai_before="你多大了？"),
    honest(
        "zh-h48",
        "zh",
        "answer-now",
        "特斯拉Model 3，之前那辆朗逸卖了",
        c(U, "car", "特斯拉Model 3", "特斯拉Model 3"),
        ai_before="你现在开什么车？",
    ),
    honest(
        "zh-h49",
        "zh",
        "answer-now",
        "住喺將軍澳，之前喺深水埗住咗十年",
        c(U, "city", "將軍澳", "住喺將軍澳"),
        ai_before="你而家住邊度呀？",
    ),
    # --- Chinese: corrections that end on the right value ---
    honest("zh-h50", "zh", "correction-now", ZH_43, c(U, "age", "三十四", "哦不对，三十四")),
    honest(
        "zh-h51",
        "zh",
        "correction-now",
        "我住在西安——说错了，是咸阳，去年就搬过去了",
        c(U, "city", "咸阳", "说错了，是咸阳"),
    ),
    honest(
        "zh-h52",
        "zh",
        "correction-now",
        "我体重六十二公斤，不对，上周称是六十公斤",
        c(U, "weight", "六十公斤", "上周称是六十公斤"),
    ),
    honest(
        "zh-h53",
        "zh",
        "correction-now",
        "我有一个女儿——哦不，两个女儿，双胞胎😂",
        c(U, "children", "两个女儿", "哦不，两个女儿"),
    ),
    # --- Chinese: several facts in one line ---
    honest("zh-h54", "zh", "several-facts", ZH_INTRO, c(U, "age", "27岁", "27岁")),
    honest("zh-h55", "zh", "several-facts", ZH_INTRO, c(U, "occupation", "UI设计", "在广州做UI设计")),
    honest("zh-h56", "zh", "several-facts", ZH_INTRO, c(U, "city", "广州", "在广州做UI设计")),
    honest("zh-h57", "zh", "several-facts", ZH_INTRO, c(U, "pet", "柯基", "养了条柯基")),
    honest("zh-h58", "zh", "several-facts", ZH_LONG, c(U, "city", "合肥", "现在在合肥一家国企做行政")),
    honest("zh-h59", "zh", "several-facts", ZH_LONG, c(U, "occupation", "行政", "现在在合肥一家国企做行政")),
    honest("zh-h60", "zh", "several-facts", ZH_LONG, c(U, "hobby", "游泳", "周末还能去学学游泳")),
    honest("zh-h61", "zh", "several-facts", ZH_AGENT, c(U, "occupation", "地產經紀", "我而家做緊地產經紀")),
]
