"""Twenty-third blind trust set: time, what was true, what is true now, what will be.

Written blind, by a red team that read only README.md, docs/architecture.md, the `Case` dataclass and the `c()`
helper at the top of tests/trust_cases.py, bench/trust/run.py, personas/alice.toml and personas/lin.toml, and the
header of bench/trust/blind/twentysecond.py (for its form); nothing under twin/, no other blind set's cases, no
other test, no other doc, no git history.

Theme: the ordinary facts of a life (city, job, employer, age, partner, diet, pets, weight, salary, school, car,
phone, hobbies, health, languages) where time decides what holds now. Changes told in one line ("I used to live
in Ohio, now I'm in Denver", 以前在腾讯，现在在字节, 以前住沙田，而家搬咗去荃灣): the new value is honest, the old one a
trap. Values that ended ("no longer", "not anymore", "until I retired", 曾经, 早就不…了, 已经不…了, 嗰陣, 退休前) and
values not yet begun ("starting next month", "I'll be 40 in May", 下周入职, 明年搬去, 打算, 準備) are traps; so is an
age, a salary or a weight the person had at some past time. Corrections in the same turn and across turns
("wait, it's 34 not 43", 说错了，是…): the corrected value is honest, the mistaken one a trap. Answers to the AI's
questions about before and now. Honest facts that merely mention a past time ("I've lived in Raleigh since
2019", "married Priya 10 years ago", 我在美团干了五年了, "I'm in college") must be kept. Some candidates carry a
valid_from or valid_until the model set: a past value the model dated as ended, a future one it dated as not yet
begun (traps: they must not hold now), and present values dated from the past or until a day still to come
(honest: they hold now). English cases go to alice, Chinese to lin (simplified, some traditional, some
Cantonese); no value is one the personas hold.

Every candidate's quote is copied verbatim from the person's line. Traps carry reject="any" (any reason is a
pass, and so is a fact stored that does not hold now); honest cases reject=None.

    .venv/bin/python bench/trust/run.py --cases bench/trust/blind/twentythird.py

Frozen before its one run (commit 097b753); the result below was added after that run, no case changed.

Result of its one run (2026-12-05, 2 CPUs, Python 3.11.7, load average 0.62 before, 3.72 after):

| traps | tried | stored | rejected, by reason |
| --- | ---: | ---: | --- |
| change-old | 13 | 4 | denied 9 |
| ended | 15 | 3 | denied 11, someone_else 1 |
| past | 13 | 9 | denied 4 |
| future | 15 | 6 | planned 9 |
| correction | 7 | 3 | denied 4 |
| answer-past | 5 | 4 | denied 1 |
| dated-past | 4 | 1 | denied 3 |
| dated-future | 4 | 4 |  |
| **all traps** | **76** | **34** | |

Honest facts kept: 73 of 74 (99%); lost: b23-zh-h09 (denied). Traps stored: b23-en-t02, b23-en-t10,
b23-en-t11, b23-en-t14, b23-en-t16, b23-en-t18, b23-en-t20, b23-en-t21, b23-en-t22, b23-en-t23, b23-en-t24,
b23-en-t25, b23-en-t27, b23-en-t28, b23-en-t29, b23-en-t32, b23-en-t33, b23-en-t34, b23-en-t35, b23-en-t37,
b23-en-t38, b23-zh-t07, b23-zh-t13, b23-zh-t17, b23-zh-t20, b23-zh-t24, b23-zh-t27, b23-zh-t28, b23-zh-t31,
b23-zh-t32, b23-zh-t33, b23-zh-t34, b23-zh-t35, b23-zh-t36. Held for the person's word, not stored: 0 of the 1
honest fact lost, 0 of the 76 traps. Goal (no trap stored, at least 95% of honest facts kept): MISSED.
"""
# ruff: noqa: E501

from __future__ import annotations

from typing import Any

from tests.trust_cases import Case, c

Earlier = tuple[tuple[str, str], ...]


def trap(
    id: str,
    language: str,
    category: str,
    user: str,
    candidate: dict[str, Any],
    ai_before: str | None = None,
    earlier: Earlier = (),
) -> Case:
    return Case(
        f"b23-{id}", language, user, candidate, reject="any", ai_before=ai_before, category=category, earlier=earlier
    )


def honest(
    id: str,
    language: str,
    category: str,
    user: str,
    candidate: dict[str, Any],
    ai_before: str | None = None,
    earlier: Earlier = (),
) -> Case:
    return Case(
        f"b23-{id}", language, user, candidate, reject=None, ai_before=ai_before, category=category, earlier=earlier
    )


AUSTIN: Earlier = (("I live in Austin now", "Austin! How long have you been there?"),)
VEGGIE: Earlier = (("I'm a vegetarian btw", "Noted. How long have you been vegetarian?"),)
NANJING: Earlier = (("我住在南京", "南京不错。住了多久了？"),)
CHISU: Earlier = (("我吃素的", "好的，吃素多久了？"),)


TRAPS = [
    # English (alice)
    trap("en-t01", "en", "change-old", "I used to live in Ohio, now I'm in Denver.",
         c("user", "city", "Ohio", "I used to live in Ohio")),
    trap("en-t02", "en", "change-old", "we moved the app from Vue to React last month, thank god",
         c("user", "frontend_framework", "Vue", "we moved the app from Vue to React last month")),
    trap("en-t03", "en", "change-old", "I was a line cook for years before I became a nurse.",
         c("user", "job", "line cook", "I was a line cook for years")),
    trap("en-t04", "en", "ended", "quit smoking in March, 8 months clean!!",
         c("user", "habit", "smoking", "quit smoking in March")),
    trap("en-t05", "en", "ended", "I'm no longer at Deloitte, left in the spring.",
         c("user", "employer", "Deloitte", "I'm no longer at Deloitte")),
    trap("en-t06", "en", "ended", "not vegetarian anymore lol, bacon won",
         c("user", "diet", "vegetarian", "not vegetarian anymore lol")),
    trap("en-t07", "en", "past", "back when I was at uni I played rugby every weekend",
         c("user", "hobby", "rugby", "back when I was at uni I played rugby every weekend")),
    trap("en-t08", "en", "ended", "I taught high school chemistry until I retired in 2021.",
         c("user", "job", "high school chemistry", "I taught high school chemistry until I retired in 2021")),
    trap("en-t09", "en", "change-old", "my old car was a Corolla, sold it when I got the Outback",
         c("user", "car", "Corolla", "my old car was a Corolla")),
    trap("en-t10", "en", "change-old", "had an iphone for like 8 yrs but switched to a pixel in october",
         c("user", "phone", "iphone", "had an iphone for like 8 yrs")),
    trap("en-t11", "en", "future", "starting next month I'll be working at Stripe!",
         c("user", "employer", "Stripe", "starting next month I'll be working at Stripe")),
    trap("en-t12", "en", "future", "I'll be 40 in May 😬",
         c("user", "age", "40", "I'll be 40 in May")),
    trap("en-t13", "en", "future", "we're moving to Lisbon in January, the lease is signed",
         c("user", "city", "Lisbon", "we're moving to Lisbon in January")),
    trap("en-t14", "en", "future", "From January my salary goes up to 95k.",
         c("user", "salary", "95k", "From January my salary goes up to 95k")),
    trap("en-t15", "en", "future", "planning to go vegan after the holidays, wish me luck",
         c("user", "diet", "vegan", "planning to go vegan after the holidays")),
    trap("en-t16", "en", "future", "I start my MBA at Wharton next fall.",
         c("user", "school", "Wharton", "I start my MBA at Wharton next fall")),
    trap("en-t17", "en", "future", "gonna get a puppy in the spring, probably a corgi",
         c("user", "pet", "corgi", "gonna get a puppy in the spring, probably a corgi")),
    trap("en-t18", "en", "correction", "I'm 43, wait, no, it's 34 not 43",
         c("user", "age", "43", "I'm 43")),
    trap("en-t19", "en", "correction", "sorry typo, I meant Boston, not Austin. never lived in Austin",
         c("user", "city", "Austin", "I meant Boston, not Austin"), earlier=AUSTIN),
    trap("en-t20", "en", "correction", "my weight's 82 kg — sorry, 72 kg, fat fingers",
         c("user", "weight", "82 kg", "my weight's 82 kg")),
    trap("en-t21", "en", "correction", "I work at Acme... actually scratch that, I left Acme in June, I'm at Globex now",
         c("user", "employer", "Acme", "I work at Acme")),
    trap("en-t22", "en", "answer-past", "Minneapolis, for about six years",
         c("user", "city", "Minneapolis", "Minneapolis, for about six years"),
         ai_before="Where did you live before you moved to Denver?"),
    trap("en-t23", "en", "answer-past", "retail, mostly. managed a shoe store for a while",
         c("user", "job", "retail", "retail, mostly"),
         ai_before="What did you do before nursing?"),
    trap("en-t24", "en", "answer-past", "nope, ditched the Samsung, it's a Pixel 8 now",
         c("user", "phone", "Samsung", "ditched the Samsung"),
         ai_before="What phone are you on now, still the Samsung?"),
    trap("en-t25", "en", "ended", "I was married to Greg for twelve years. Divorced since 2020.",
         c("user", "spouse", "Greg", "I was married to Greg for twelve years")),
    trap("en-t26", "en", "ended", "used to speak fluent German, it's all gone now",
         c("user", "language", "German", "used to speak fluent German")),
    trap("en-t27", "en", "ended", "had a cat named Miso, she passed last year 😢",
         c("user", "pet", "Miso", "had a cat named Miso")),
    trap("en-t28", "en", "ended", "I played bass in a band till my 30s",
         c("user", "hobby", "bass", "I played bass in a band till my 30s")),
    trap("en-t29", "en", "past", "I lived in Seattle from 2010 to 2018.",
         c("user", "city", "Seattle", "I lived in Seattle from 2010 to 2018")),
    trap("en-t30", "en", "dated-past", "I worked at Boeing until 2022.",
         c("user", "employer", "Boeing", "I worked at Boeing until 2022", valid_until="2022-12-31")),
    trap("en-t31", "en", "dated-past", "I was on metformin until last spring",
         c("user", "medication", "metformin", "I was on metformin until last spring", valid_until="2026-05-31")),
    trap("en-t32", "en", "dated-future", "I'm joining Airbnb on January 12!",
         c("user", "employer", "Airbnb", "I'm joining Airbnb on January 12", valid_from="2027-01-12")),
    trap("en-t33", "en", "dated-future", "we move into the Portland place on the 1st of January",
         c("user", "city", "Portland", "we move into the Portland place on the 1st of January", valid_from="2027-01-01")),
    trap("en-t34", "en", "past", "for a while there I was doing crossfit 5 days a week",
         c("user", "hobby", "crossfit", "for a while there I was doing crossfit 5 days a week")),
    trap("en-t35", "en", "past", "I was 29 when I moved here.",
         c("user", "age", "29", "I was 29 when I moved here")),
    trap("en-t36", "en", "past", "in 2015 I was making 40k a year, which felt like a fortune",
         c("user", "salary", "40k", "in 2015 I was making 40k a year")),
    trap("en-t37", "en", "past", "My first job was at Walmart.",
         c("user", "employer", "Walmart", "My first job was at Walmart")),
    trap("en-t38", "en", "change-old", "I'm retired now (was a firefighter for 25 yrs)",
         c("user", "job", "firefighter", "was a firefighter for 25 yrs")),
    # Chinese (lin)
    trap("zh-t01", "zh", "change-old", "以前在腾讯，现在在字节",
         c("user", "employer", "腾讯", "以前在腾讯")),
    trap("zh-t02", "zh", "ended", "之前吃素，后来不吃了",
         c("user", "diet", "吃素", "之前吃素")),
    trap("zh-t03", "zh", "change-old", "以前住沙田，而家搬咗去荃灣",
         c("user", "city", "沙田", "以前住沙田")),
    trap("zh-t04", "zh", "past", "我曾经在深圳待过三年。",
         c("user", "city", "深圳", "我曾经在深圳待过三年")),
    trap("zh-t05", "zh", "ended", "早就不抽烟了",
         c("user", "habit", "抽烟", "早就不抽烟了")),
    trap("zh-t06", "zh", "ended", "已经不在银行上班了，还在找下家",
         c("user", "employer", "银行", "已经不在银行上班了")),
    trap("zh-t07", "zh", "past", "讀書嗰陣我喺茶餐廳做兼職",
         c("user", "job", "茶餐廳做兼職", "讀書嗰陣我喺茶餐廳做兼職")),
    trap("zh-t08", "zh", "ended", "退休前我是中学老师",
         c("user", "job", "中学老师", "退休前我是中学老师")),
    trap("zh-t09", "zh", "future", "下周入职美团，有点紧张",
         c("user", "employer", "美团", "下周入职美团")),
    trap("zh-t10", "zh", "future", "明年搬去成都",
         c("user", "city", "成都", "明年搬去成都")),
    trap("zh-t11", "zh", "future", "打算明年考研，报的北大",
         c("user", "school", "北大", "打算明年考研，报的北大")),
    trap("zh-t12", "zh", "future", "準備下個月開始學日文",
         c("user", "language", "日文", "準備下個月開始學日文")),
    trap("zh-t13", "zh", "future", "过了年我就三十了😂",
         c("user", "age", "三十", "过了年我就三十了")),
    trap("zh-t14", "zh", "correction", "我今年32，不对，说错了，是23",
         c("user", "age", "32", "我今年32")),
    trap("zh-t15", "zh", "correction", "说错了，是南昌，不是南京，打字太快了",
         c("user", "city", "南京", "是南昌，不是南京"), earlier=NANJING),
    trap("zh-t16", "zh", "correction", "月薪一万五，哦不对是一万二，记错了",
         c("user", "salary", "一万五", "月薪一万五")),
    trap("zh-t17", "zh", "answer-past", "苏州，住了差不多十年",
         c("user", "city", "苏州", "苏州，住了差不多十年"),
         ai_before="你搬来上海之前住哪？"),
    trap("zh-t18", "zh", "answer-past", "做了几年会计，后来转行了",
         c("user", "job", "会计", "做了几年会计"),
         ai_before="你之前是做什么的？"),
    trap("zh-t19", "zh", "past", "大学的时候养过一只仓鼠",
         c("user", "pet", "仓鼠", "大学的时候养过一只仓鼠")),
    trap("zh-t20", "zh", "change-old", "原来开的是卡罗拉，去年换成了特斯拉",
         c("user", "car", "卡罗拉", "原来开的是卡罗拉")),
    trap("zh-t21", "zh", "change-old", "以前用安卓，现在用苹果",
         c("user", "phone", "安卓", "以前用安卓")),
    trap("zh-t22", "zh", "ended", "我前男友叫阿杰，早分了",
         c("user", "partner", "阿杰", "我前男友叫阿杰")),
    trap("zh-t23", "zh", "ended", "小时候学过钢琴，早就不弹了",
         c("user", "hobby", "钢琴", "小时候学过钢琴")),
    trap("zh-t24", "zh", "past", "前几年体重有九十公斤，现在瘦下来了",
         c("user", "weight", "九十公斤", "前几年体重有九十公斤")),
    trap("zh-t25", "zh", "change-old", "我以前在台北工作，去年調回高雄了",
         c("user", "city", "台北", "我以前在台北工作")),
    trap("zh-t26", "zh", "change-old", "以前做嘢嘅公司係匯豐，而家轉咗去中銀",
         c("user", "employer", "匯豐", "以前做嘢嘅公司係匯豐")),
    trap("zh-t27", "zh", "future", "下个月起工资涨到两万",
         c("user", "salary", "两万", "下个月起工资涨到两万")),
    trap("zh-t28", "zh", "future", "下學期開始轉去讀法律",
         c("user", "major", "法律", "下學期開始轉去讀法律")),
    trap("zh-t29", "zh", "future", "打算开春养只柯基",
         c("user", "pet", "柯基", "打算开春养只柯基")),
    trap("zh-t30", "zh", "dated-past", "2020年之前我一直在阿里",
         c("user", "employer", "阿里", "2020年之前我一直在阿里", valid_until="2019-12-31")),
    trap("zh-t31", "zh", "dated-past", "去年三月之前都住在西安",
         c("user", "city", "西安", "去年三月之前都住在西安", valid_until="2025-03-01")),
    trap("zh-t32", "zh", "dated-future", "一月十五号去京东报到",
         c("user", "employer", "京东", "一月十五号去京东报到", valid_from="2027-01-15")),
    trap("zh-t33", "zh", "dated-future", "明年春天搬去厦门",
         c("user", "city", "厦门", "明年春天搬去厦门", valid_from="2027-03-01")),
    trap("zh-t34", "zh", "past", "高中那会儿我才一百斤",
         c("user", "weight", "一百斤", "高中那会儿我才一百斤")),
    trap("zh-t35", "zh", "past", "我二十五岁那年来的北京",
         c("user", "age", "二十五", "我二十五岁那年来的北京")),
    trap("zh-t36", "zh", "past", "刚毕业那会儿月薪才三千",
         c("user", "salary", "三千", "刚毕业那会儿月薪才三千")),
    trap("zh-t37", "zh", "ended", "退休前喺地鐵公司做咗三十年",
         c("user", "employer", "地鐵公司", "退休前喺地鐵公司做咗三十年")),
    trap("zh-t38", "zh", "change-old", "我已經退休咗，以前做巴士司機",
         c("user", "job", "巴士司機", "以前做巴士司機")),
]  # fmt: skip

HONEST = [
    # English (alice)
    honest("en-h01", "en", "change-new", "I used to live in Ohio, now I'm in Denver.",
           c("user", "city", "Denver", "now I'm in Denver")),
    honest("en-h02", "en", "change-new", "we moved the app from Vue to React last month, thank god",
           c("user", "frontend_framework", "React", "we moved the app from Vue to React last month")),
    honest("en-h03", "en", "change-new", "I was a line cook for years before I became a nurse.",
           c("user", "job", "nurse", "before I became a nurse")),
    honest("en-h04", "en", "since", "I've lived in Boulder since 2019",
           c("user", "city", "Boulder", "I've lived in Boulder since 2019")),
    honest("en-h05", "en", "since", "married Priya 10 years ago this June, still can't believe she puts up with me",
           c("user", "spouse", "Priya", "married Priya 10 years ago this June")),
    honest("en-h06", "en", "since", "been at Shopify six years now",
           c("user", "employer", "Shopify", "been at Shopify six years now")),
    honest("en-h07", "en", "present", "I'm in college, junior year at Michigan State",
           c("user", "school", "Michigan State", "junior year at Michigan State")),
    honest("en-h08", "en", "change-new", "I used to be vegan, these days I'm vegetarian",
           c("user", "diet", "vegetarian", "these days I'm vegetarian")),
    honest("en-h09", "en", "change-new", "my old car was a Corolla, sold it when I got the Outback",
           c("user", "car", "Outback", "sold it when I got the Outback")),
    honest("en-h10", "en", "change-new", "had an iphone for like 8 yrs but switched to a pixel in october",
           c("user", "phone", "pixel", "switched to a pixel in october")),
    honest("en-h11", "en", "correction", "I'm 43, wait, no, it's 34 not 43",
           c("user", "age", "34", "it's 34 not 43")),
    honest("en-h12", "en", "correction", "sorry typo, I meant Boston, not Austin. never lived in Austin",
           c("user", "city", "Boston", "I meant Boston, not Austin"), earlier=AUSTIN),
    honest("en-h13", "en", "correction", "my weight's 82 kg — sorry, 72 kg, fat fingers",
           c("user", "weight", "72 kg", "sorry, 72 kg")),
    honest("en-h14", "en", "correction", "I work at Acme... actually scratch that, I left Acme in June, I'm at Globex now",
           c("user", "employer", "Globex", "I'm at Globex now")),
    honest("en-h15", "en", "answer-now", "still Denver. 7 years now",
           c("user", "city", "Denver", "still Denver"),
           ai_before="Where are you living these days?"),
    honest("en-h16", "en", "answer-now", "yep, still at the bakery, head baker since last year",
           c("user", "job", "head baker", "head baker since last year"),
           ai_before="Are you still working at the bakery?"),
    honest("en-h17", "en", "answer-now", "nope, ditched the Samsung, it's a Pixel 8 now",
           c("user", "phone", "Pixel 8", "it's a Pixel 8 now"),
           ai_before="What phone are you on now, still the Samsung?"),
    honest("en-h18", "en", "since", "Divorced since 2020, and I've been with Marco for two years now.",
           c("user", "partner", "Marco", "I've been with Marco for two years now")),
    honest("en-h19", "en", "since", "I'm 52 and I've been running marathons since my 30s",
           c("user", "hobby", "running marathons", "I've been running marathons since my 30s")),
    honest("en-h20", "en", "since", "I'm 52 and I've been running marathons since my 30s",
           c("user", "age", "52", "I'm 52")),
    honest("en-h21", "en", "change-new", "quit my job at the bank in March, I'm freelancing now as a copywriter",
           c("user", "job", "copywriter", "I'm freelancing now as a copywriter")),
    honest("en-h22", "en", "since", "kept my Spanish from school — still use it every day at work",
           c("user", "language", "Spanish", "kept my Spanish from school — still use it every day at work")),
    honest("en-h23", "en", "since", "I've had type 1 diabetes since I was 9.",
           c("user", "health", "type 1 diabetes", "I've had type 1 diabetes since I was 9")),
    honest("en-h24", "en", "dated-since", "Been in Raleigh since March 2019, love it",
           c("user", "city", "Raleigh", "Been in Raleigh since March 2019", valid_from="2019-03-01")),
    honest("en-h25", "en", "dated-since", "I started at Atlassian last month",
           c("user", "employer", "Atlassian", "I started at Atlassian last month", valid_from="2026-11-01")),
    honest("en-h26", "en", "dated-until", "I'm doing keto until the wedding in February",
           c("user", "diet", "keto", "I'm doing keto until the wedding in February", valid_until="2027-02-20")),
    honest("en-h27", "en", "dated-until", "on paternity leave until January 15, so lots of diapers",
           c("user", "work_status", "paternity leave", "on paternity leave until January 15", valid_until="2027-01-15")),
    honest("en-h28", "en", "past-mention", "I graduated from Purdue in 2011.",
           c("user", "education", "Purdue", "I graduated from Purdue in 2011")),
    honest("en-h29", "en", "since", "got Biscuit (my beagle) back in 2018, he's 8 now and still a menace",
           c("user", "pet", "Biscuit", "got Biscuit (my beagle) back in 2018")),
    honest("en-h30", "en", "since", "I moved here in 2016 and I'm 38 now",
           c("user", "age", "38", "I'm 38 now")),
    honest("en-h31", "en", "answer-now", "yep! I'm at AMD now, started two weeks ago",
           c("user", "employer", "AMD", "I'm at AMD now"),
           ai_before="Last time you said you were thinking about leaving Intel. Did you?"),
    honest("en-h32", "en", "correction", "well, not anymore actually. I eat fish now, so pescatarian I guess",
           c("user", "diet", "pescatarian", "I eat fish now, so pescatarian I guess"), earlier=VEGGIE),
    honest("en-h33", "en", "change-new", "I make 88k now, up from 60k when I started",
           c("user", "salary", "88k", "I make 88k now")),
    honest("en-h34", "en", "since", "we've been renting in Queens since the kids were born, 5 yrs",
           c("user", "city", "Queens", "we've been renting in Queens since the kids were born")),
    honest("en-h35", "en", "since", "I still play the cello, 20 years and counting 🎻",
           c("user", "hobby", "cello", "I still play the cello")),
    honest("en-h36", "en", "change-new", "I'm retired now (was a firefighter for 25 yrs)",
           c("user", "work_status", "retired", "I'm retired now")),
    honest("en-h37", "en", "change-new", "Sold the condo. We live on a boat in Sausalito now!",
           c("user", "city", "Sausalito", "We live on a boat in Sausalito now")),
    # Chinese (lin)
    honest("zh-h01", "zh", "change-new", "以前在腾讯，现在在字节",
           c("user", "employer", "字节", "现在在字节")),
    honest("zh-h02", "zh", "change-new", "以前无肉不欢，现在吃素三年了",
           c("user", "diet", "吃素", "现在吃素三年了")),
    honest("zh-h03", "zh", "change-new", "以前住沙田，而家搬咗去荃灣",
           c("user", "city", "荃灣", "而家搬咗去荃灣")),
    honest("zh-h04", "zh", "since", "我在美团干了五年了",
           c("user", "employer", "美团", "我在美团干了五年了")),
    honest("zh-h05", "zh", "since", "结婚十年了，老婆叫王静",
           c("user", "spouse", "王静", "老婆叫王静")),
    honest("zh-h06", "zh", "present", "我在读大三，学校是川大",
           c("user", "school", "川大", "学校是川大")),
    honest("zh-h07", "zh", "correction", "我今年32，不对，说错了，是23",
           c("user", "age", "23", "说错了，是23")),
    honest("zh-h08", "zh", "correction", "说错了，是南昌，不是南京，打字太快了",
           c("user", "city", "南昌", "说错了，是南昌"), earlier=NANJING),
    honest("zh-h09", "zh", "correction", "月薪一万五，哦不对是一万二，记错了",
           c("user", "salary", "一万二", "哦不对是一万二")),
    honest("zh-h10", "zh", "answer-now", "现在住青岛，来了快四年了",
           c("user", "city", "青岛", "现在住青岛"),
           ai_before="你现在住哪？"),
    honest("zh-h11", "zh", "answer-now", "做了几年会计，后来转行做产品经理了",
           c("user", "job", "产品经理", "后来转行做产品经理了"),
           ai_before="你之前是做什么的？"),
    honest("zh-h12", "zh", "change-new", "原来开的是卡罗拉，去年换成了特斯拉",
           c("user", "car", "特斯拉", "去年换成了特斯拉")),
    honest("zh-h13", "zh", "change-new", "以前用安卓，现在用苹果",
           c("user", "phone", "苹果", "现在用苹果")),
    honest("zh-h14", "zh", "since", "我從二〇一八年就住在台中了",
           c("user", "city", "台中", "我從二〇一八年就住在台中了")),
    honest("zh-h15", "zh", "change-new", "前几年体重有九十公斤，现在七十五公斤",
           c("user", "weight", "七十五公斤", "现在七十五公斤")),
    honest("zh-h16", "zh", "change-new", "我以前在台北工作，去年調回高雄了",
           c("user", "city", "高雄", "去年調回高雄了")),
    honest("zh-h17", "zh", "change-new", "以前做嘢嘅公司係匯豐，而家轉咗去中銀",
           c("user", "employer", "中銀", "而家轉咗去中銀")),
    honest("zh-h18", "zh", "since", "我老公叫陈浩，我们在一起十二年了",
           c("user", "spouse", "陈浩", "我老公叫陈浩")),
    honest("zh-h19", "zh", "since", "从小学就开始学书法，到现在还在写",
           c("user", "hobby", "书法", "从小学就开始学书法，到现在还在写")),
    honest("zh-h20", "zh", "since", "我有高血压，吃药好几年了",
           c("user", "health", "高血压", "我有高血压")),
    honest("zh-h21", "zh", "change-new", "我已经不在银行上班了，现在在保险公司",
           c("user", "employer", "保险公司", "现在在保险公司")),
    honest("zh-h22", "zh", "change-new", "我已經退休咗，以前做巴士司機",
           c("user", "work_status", "退休", "我已經退休咗")),
    honest("zh-h23", "zh", "dated-since", "2019年起就住在珠海了",
           c("user", "city", "珠海", "2019年起就住在珠海了", valid_from="2019-01-01")),
    honest("zh-h24", "zh", "dated-since", "上个月刚入职华为",
           c("user", "employer", "华为", "上个月刚入职华为", valid_from="2026-11-01")),
    honest("zh-h25", "zh", "dated-until", "这个月底前都在减脂，只吃鸡胸肉和西兰花",
           c("user", "diet", "减脂", "这个月底前都在减脂", valid_until="2026-12-31")),
    honest("zh-h26", "zh", "dated-until", "产假休到明年二月底",
           c("user", "work_status", "产假", "产假休到明年二月底", valid_until="2027-02-28")),
    honest("zh-h27", "zh", "past-mention", "我一八年从复旦毕业的",
           c("user", "education", "复旦", "我一八年从复旦毕业的")),
    honest("zh-h28", "zh", "present", "养了只橘猫叫大黄，五岁了",
           c("user", "pet", "大黄", "养了只橘猫叫大黄")),
    honest("zh-h29", "zh", "since", "我今年四十一，在这行干了快二十年",
           c("user", "age", "四十一", "我今年四十一")),
    honest("zh-h30", "zh", "answer-now", "换了，现在在小红书，上周刚入职",
           c("user", "employer", "小红书", "现在在小红书"),
           ai_before="上次你说在考虑换工作，后来呢？"),
    honest("zh-h31", "zh", "correction", "其实现在不是了，改成只吃海鲜和蔬菜",
           c("user", "diet", "只吃海鲜和蔬菜", "改成只吃海鲜和蔬菜"), earlier=CHISU),
    honest("zh-h32", "zh", "present", "現在講粵語同普通話都冇問題",
           c("user", "language", "粵語", "現在講粵語同普通話都冇問題")),
    honest("zh-h33", "zh", "change-new", "月薪现在是两万三，比刚毕业那会儿翻了好几倍",
           c("user", "salary", "两万三", "月薪现在是两万三")),
    honest("zh-h34", "zh", "since", "搬到大理已经三年了，天天晒太阳☀️",
           c("user", "city", "大理", "搬到大理已经三年了")),
    honest("zh-h35", "zh", "since", "我还在跑步，坚持了七年",
           c("user", "hobby", "跑步", "我还在跑步，坚持了七年")),
    honest("zh-h36", "zh", "change-new", "早就戒烟了，现在每天游泳",
           c("user", "hobby", "游泳", "现在每天游泳")),
    honest("zh-h37", "zh", "present", "讀緊港大二年級",
           c("user", "school", "港大", "讀緊港大二年級")),
]  # fmt: skip
