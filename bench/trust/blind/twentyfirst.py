"""Twenty-first blind trust set: numbers and tone.

Written blind, from README.md, docs/architecture.md, the `Case` dataclass and the `c()` helper at the top of
tests/trust_cases.py, bench/trust/run.py and the two shipped personas (personas/alice.toml, personas/lin.toml);
no grounding code, no earlier set, no other test was read.

The theme is numbers and tone. Honest cases are numbers people state about themselves, in the forms people use
(ages, weights and heights, pay in every wording, children's ages, years of experience, rent, mileage, counts of
children and pets, shoe sizes, blood pressure, exam scores, house numbers), filed under the attribute they
measure, often in a line that holds other numbers too, and true facts said with an emoji or a laugh. Traps are
numbers filed under an attribute they do not measure (counts, prices, bills, readings, room and bus numbers,
years, times, a weight of goods, a change of weight, someone else's number, a number still to come or only
wanted), and lines whose tone says they are not true: sarcasm, jokes, hyperbole, boasts taken back in the same
message, self-deprecation, memes. English cases are Alice's, Chinese ones Lin's (simplified, traditional,
Cantonese).

    .venv/bin/python bench/trust/run.py --cases bench/trust/blind/twentyfirst.py

The result of its one run (2026-12-05, 2 CPUs, load 0.32 before and 1.11 after, at 9a4ce50 with the set frozen
in 352287a): 53 of the 90 traps stored, 2 more held for the person's word (b21-en-height-as-age,
b21-zh-tired-100). Stored by kind: counts 7 of 14, prices, bills and offers 6 of 11, readings, numbers and times
7 of 15, weights of goods and changes 5 of 7, someone else's number 0 of 8, numbers to come or wanted 2 of 4,
sarcasm, jokes and memes 13 of 16, hyperbole 5 of 6, boasts taken back 8 of 9. Honest facts kept: 107 of 112
(96%); lost: b21-en-make-90k, b21-en-mixed-salary, b21-en-salary-sister-rent, b21-en-38k-dont-judge (all
value_unsupported: "I make N k"), b21-zh-yue-son-6 (someone_else). Goal missed.
"""
# ruff: noqa: E501

from __future__ import annotations

from typing import Any

from tests.trust_cases import Case, c


def trap(id: str, language: str, user: str, candidate: dict[str, Any], category: str, **extra: Any) -> Case:
    """A candidate that must not be stored."""
    return Case(f"b21-{id}", language, user, candidate, "any", category=category, **extra)


def honest(id: str, language: str, user: str, candidate: dict[str, Any], category: str, **extra: Any) -> Case:
    """A candidate that must be stored."""
    return Case(f"b21-{id}", language, user, candidate, None, category=category, **extra)


COUNT = "a count filed as a measure"
PRICE = "a price, bill or offer filed as pay"
READING = "a reading, number, year or time filed as age"
GOODS = "a weight of goods or a change filed as weight"
OTHERS = "someone else's number filed as the person's"
FUTURE = "a number still to come or only wanted"
JOKE = "sarcasm, jokes and memes"
HYPERBOLE = "hyperbole"
BOAST = "a boast or title taken back"

TRAPS = [
    # English: counts filed as age, weight or pay
    trap(
        "en-patients-age",
        "en",
        "I see 30 patients a day at the clinic.",
        c("user", "age", "30", "I see 30 patients a day"),
        COUNT,
    ),
    trap(
        "en-students-age",
        "en",
        "I teach 28 students this term, which is a lot for a seminar.",
        c("user", "age", "28", "I teach 28 students this term"),
        COUNT,
    ),
    trap(
        "en-followers-salary",
        "en",
        "I've got 12k followers on my art account now.",
        c("user", "salary", "12k", "I've got 12k followers on my art account"),
        COUNT,
    ),
    trap(
        "en-steps-weight",
        "en",
        "I walked 14,000 steps today.",
        c("user", "weight", "14,000", "I walked 14,000 steps today"),
        COUNT,
    ),
    trap(
        "en-minutes-age",
        "en",
        "I'm 45 minutes away, start without me.",
        c("user", "age", "45", "I'm 45 minutes away"),
        COUNT,
    ),
    trap(
        "en-weeks-pregnant-age",
        "en",
        "I'm 30 weeks pregnant and the heat is brutal.",
        c("user", "age", "30", "I'm 30 weeks pregnant"),
        COUNT,
    ),
    trap(
        "en-hourly-age", "en", "I earn 55 an hour as a contractor.", c("user", "age", "55", "I earn 55 an hour"), COUNT
    ),
    # English: prices, bills and offers filed as pay
    trap(
        "en-bill-salary",
        "en",
        "Our electric bill came to 240 this month.",
        c("user", "salary", "240", "Our electric bill came to 240 this month"),
        PRICE,
    ),
    trap(
        "en-bid-salary",
        "en",
        "I bid 450k on the house on Maple.",
        c("user", "salary", "450k", "I bid 450k on the house"),
        PRICE,
    ),
    trap(
        "en-rent-salary",
        "en",
        "My rent is 1,900 a month.",
        c("user", "salary", "1,900 a month", "My rent is 1,900 a month"),
        PRICE,
    ),
    trap(
        "en-posting-salary",
        "en",
        "The job posting says it pays 70k.",
        c("user", "salary", "70k", "The job posting says it pays 70k"),
        PRICE,
    ),
    trap(
        "en-offer-salary",
        "en",
        "They offered 95k but I haven't said yes.",
        c("user", "salary", "95k", "They offered 95k"),
        PRICE,
    ),
    # English: readings, numbers, years and times filed as age
    trap(
        "en-degrees-age",
        "en",
        "It's 38 degrees out and the AC died.",
        c("user", "age", "38", "It's 38 degrees out"),
        READING,
    ),
    trap(
        "en-fever-age", "en", "I had a fever of 39 last night.", c("user", "age", "39", "I had a fever of 39"), READING
    ),
    trap(
        "en-bus-age", "en", "I take the 44 bus to work.", c("user", "age", "44", "I take the 44 bus to work"), READING
    ),
    trap(
        "en-year-age",
        "en",
        "I've lived here since 2019.",
        c("user", "age", "2019", "I've lived here since 2019"),
        READING,
    ),
    trap(
        "en-time-age",
        "en",
        "I woke up at 7:30 and went for a run.",
        c("user", "age", "7:30", "I woke up at 7:30"),
        READING,
    ),
    trap(
        "en-house-number-age",
        "en",
        "I live at 33 Birch Lane.",
        c("user", "age", "33", "I live at 33 Birch Lane"),
        READING,
    ),
    trap("en-height-as-age", "en", "I'm 5'4, so the top shelf is a no.", c("user", "age", "5", "I'm 5'4"), READING),
    # English: a weight of goods, a change, a lift
    trap(
        "en-rice-weight",
        "en",
        "I hauled 25 kg of rice home from the market.",
        c("user", "weight", "25 kg", "I hauled 25 kg of rice home"),
        GOODS,
    ),
    trap(
        "en-overweight-weight",
        "en",
        "I'm 60 pounds overweight and 45.",
        c("user", "weight", "60 pounds", "I'm 60 pounds overweight"),
        GOODS,
    ),
    trap(
        "en-lost-weight",
        "en",
        "I lost 8 kg since January.",
        c("user", "weight", "8 kg", "I lost 8 kg since January"),
        GOODS,
    ),
    trap(
        "en-deadlift-weight",
        "en",
        "I can deadlift 140 kg now.",
        c("user", "weight", "140 kg", "I can deadlift 140 kg now"),
        GOODS,
    ),
    # English: someone else's number
    trap(
        "en-husband-salary",
        "en",
        "My husband makes 130k.",
        c("user", "salary", "130k", "My husband makes 130k"),
        OTHERS,
    ),
    trap(
        "en-mom-age", "en", "My mom turned 67 on Sunday.", c("user", "age", "67", "My mom turned 67 on Sunday"), OTHERS
    ),
    trap(
        "en-dog-weight",
        "en",
        "My dog weighs 32 pounds.",
        c("user", "weight", "32 pounds", "My dog weighs 32 pounds"),
        OTHERS,
    ),
    trap(
        "en-daughter-age",
        "en",
        "My daughter is 16 and learning to drive.",
        c("user", "age", "16", "My daughter is 16"),
        OTHERS,
    ),
    # English: still to come, or only wanted
    trap(
        "en-turning-50", "en", "I'm turning 50 next week.", c("user", "age", "50", "I'm turning 50 next week"), FUTURE
    ),
    trap(
        "en-asking-salary",
        "en",
        "I'm asking for 110k at the next review.",
        c("user", "salary", "110k", "I'm asking for 110k"),
        FUTURE,
    ),
    # English: tone
    trap(
        "en-sarcastic-500k",
        "en",
        "Oh sure, I totally make 500k a year 🙃",
        c("user", "salary", "500k a year", "I totally make 500k a year"),
        JOKE,
    ),
    trap(
        "en-29-again",
        "en",
        "I'm 29 again this year 😉 like every year since 2015.",
        c("user", "age", "29", "I'm 29 again this year"),
        JOKE,
    ),
    trap("en-back-80", "en", "My back says I'm 80 😂", c("user", "age", "80", "My back says I'm 80"), JOKE),
    trap("en-lol-sure-25", "en", "lol sure, I'm 25 🙃 add twenty years.", c("user", "age", "25", "I'm 25"), JOKE),
    trap(
        "en-7-feet",
        "en",
        "lol sure, I'm 7 feet tall and play for the Lakers.",
        c("user", "height", "7 feet", "I'm 7 feet tall"),
        JOKE,
    ),
    trap(
        "en-just-a-girl",
        "en",
        "Just a girl who makes 300k a year in my dreams 💀",
        c("user", "salary", "300k a year", "makes 300k a year"),
        JOKE,
    ),
    trap(
        "en-im-the-problem",
        "en",
        "It's me, hi, I'm the problem, it's me 🎶",
        c("user", "trait", "the problem", "I'm the problem"),
        JOKE,
    ),
    trap(
        "en-genius-s",
        "en",
        "Yeah I'm a certified genius /s, I locked my keys in the car twice today.",
        c("user", "trait", "certified genius", "I'm a certified genius"),
        JOKE,
    ),
    trap(
        "en-professional-napper",
        "en",
        "I'm a professional napper at this point 😂",
        c("user", "occupation", "professional napper", "I'm a professional napper"),
        JOKE,
    ),
    trap(
        "en-thousand-pounds",
        "en",
        "I weigh about a thousand pounds after Thanksgiving 💀",
        c("user", "weight", "a thousand pounds", "I weigh about a thousand pounds"),
        HYPERBOLE,
    ),
    trap(
        "en-literally-dying",
        "en",
        "I'm literally dying, this class is so boring.",
        c("user", "health", "dying", "I'm literally dying"),
        HYPERBOLE,
    ),
    trap(
        "en-100-miles-a-day",
        "en",
        "I run 100 miles a day, basically a Kenyan marathoner 😂",
        c("user", "running_distance", "100 miles a day", "I run 100 miles a day"),
        HYPERBOLE,
    ),
    trap(
        "en-ceo-household",
        "en",
        "I'm the CEO of this household lol, meaning I pay for everything.",
        c("user", "job_title", "CEO", "I'm the CEO of this household"),
        BOAST,
    ),
    trap(
        "en-chief-snack-officer",
        "en",
        "Chief Snack Officer, that's me 🤡 (I'm an unpaid intern).",
        c("user", "job_title", "Chief Snack Officer", "Chief Snack Officer, that's me"),
        BOAST,
    ),
    trap(
        "en-millionaire-14-dollars",
        "en",
        "I'm basically a millionaire now, I have 14 dollars in checking lol.",
        c("user", "net_worth", "millionaire", "I'm basically a millionaire now"),
        BOAST,
    ),
    trap(
        "en-head-chef-cereal",
        "en",
        "I'm a head chef 😂 if cereal counts as cooking.",
        c("user", "occupation", "head chef", "I'm a head chef"),
        BOAST,
    ),
    # Chinese: counts filed as age, weight or pay
    trap("zh-patients-age", "zh", "我一天要看四十个病人。", c("user", "age", "四十", "我一天要看四十个病人"), COUNT),
    trap("zh-students-age", "zh", "我们班有三十二个学生。", c("user", "age", "三十二", "我们班有三十二个学生"), COUNT),
    trap("zh-followers-salary", "zh", "我小红书粉丝两万了。", c("user", "salary", "两万", "我小红书粉丝两万了"), COUNT),
    trap(
        "zh-pregnant-age", "zh", "我怀孕三十二周了，走路都喘。", c("user", "age", "三十二", "我怀孕三十二周了"), COUNT
    ),
    trap("zh-late-age", "zh", "我迟到了二十分钟，被老板说了。", c("user", "age", "二十", "我迟到了二十分钟"), COUNT),
    trap(
        "zh-yue-customers-age",
        "zh",
        "我份工一日要見五十個客。",
        c("user", "age", "五十", "我份工一日要見五十個客"),
        COUNT,
    ),
    trap("zh-weight-as-age", "zh", "我现在九十斤，瘦了不少。", c("user", "age", "九十", "我现在九十斤"), COUNT),
    # Chinese: prices, bills and offers filed as pay
    trap("zh-electric-salary", "zh", "这个月电费三百二。", c("user", "salary", "三百二", "这个月电费三百二"), PRICE),
    trap(
        "zh-listing-salary",
        "zh",
        "这套房子挂牌价八百万。",
        c("user", "salary", "八百万", "这套房子挂牌价八百万"),
        PRICE,
    ),
    trap("zh-rent-salary", "zh", "房租每个月四千五。", c("user", "salary", "四千五", "房租每个月四千五"), PRICE),
    trap(
        "zh-hr-offer-salary", "zh", "HR开价两万五，我还在考虑。", c("user", "salary", "两万五", "HR开价两万五"), PRICE
    ),
    trap(
        "zh-trad-phone-salary", "zh", "這支手機要價八千九。", c("user", "salary", "八千九", "這支手機要價八千九"), PRICE
    ),
    trap(
        "zh-yue-asking-price-salary",
        "zh",
        "呢間屋叫價九百萬。",
        c("user", "salary", "九百萬", "呢間屋叫價九百萬"),
        PRICE,
    ),
    # Chinese: readings, numbers, years and times filed as age
    trap("zh-degrees-age", "zh", "今天三十六度，热死了。", c("user", "age", "三十六", "今天三十六度"), READING),
    trap("zh-fever-age", "zh", "我昨晚烧到三十九度。", c("user", "age", "三十九", "我昨晚烧到三十九度"), READING),
    trap("zh-bus-age", "zh", "我每天坐45路公交上班。", c("user", "age", "45", "我每天坐45路公交上班"), READING),
    trap("zh-year-age", "zh", "我2019年毕业的。", c("user", "age", "2019", "我2019年毕业的"), READING),
    trap(
        "zh-time-age", "zh", "我早上七点半就到公司了。", c("user", "age", "七点半", "我早上七点半就到公司了"), READING
    ),
    trap("zh-score-age", "zh", "数学考了58分，惨。", c("user", "age", "58", "数学考了58分"), READING),
    trap("zh-house-number-age", "zh", "我住在中山路66号。", c("user", "age", "66", "我住在中山路66号"), READING),
    trap("zh-flight-age", "zh", "我的航班是CA 37，晚上到。", c("user", "age", "37", "我的航班是CA 37"), READING),
    # Chinese: a weight of goods, a change, a lift
    trap(
        "zh-rice-weight",
        "zh",
        "我从超市扛了五十斤大米回家。",
        c("user", "weight", "五十斤", "我从超市扛了五十斤大米回家"),
        GOODS,
    ),
    trap("zh-lost-weight", "zh", "我这个月瘦了十斤。", c("user", "weight", "十斤", "我这个月瘦了十斤"), GOODS),
    trap(
        "zh-bench-weight",
        "zh",
        "我卧推能推八十公斤了。",
        c("user", "weight", "八十公斤", "我卧推能推八十公斤了"),
        GOODS,
    ),
    # Chinese: someone else's number
    trap("zh-husband-salary", "zh", "我老公年薪五十万。", c("user", "salary", "五十万", "我老公年薪五十万"), OTHERS),
    trap("zh-mom-age", "zh", "我妈今年六十五了。", c("user", "age", "六十五", "我妈今年六十五了"), OTHERS),
    trap("zh-yue-dad-age", "zh", "我老豆今年七十歲。", c("user", "age", "七十歲", "我老豆今年七十歲"), OTHERS),
    trap("zh-daughter-age", "zh", "我女儿十六岁了，在学车。", c("user", "age", "十六岁", "我女儿十六岁了"), OTHERS),
    # Chinese: still to come, or only wanted
    trap("zh-turning-40", "zh", "我下个月满四十。", c("user", "age", "四十", "我下个月满四十"), FUTURE),
    trap("zh-want-salary", "zh", "我想要月薪三万。", c("user", "salary", "三万", "我想要月薪三万"), FUTURE),
    # Chinese: tone
    trap("zh-million-hehe", "zh", "我月入百万呵呵，做梦的时候。", c("user", "salary", "百万", "我月入百万"), JOKE),
    trap("zh-laugh-80", "zh", "笑死，我已经八十岁了，腰不行了。", c("user", "age", "八十岁", "我已经八十岁了"), JOKE),
    trap("zh-three-clown", "zh", "我三岁，不能再多了 🤡", c("user", "age", "三岁", "我三岁"), JOKE),
    trap("zh-hehe-18", "zh", "呵呵，我才十八，你信吗。", c("user", "age", "十八", "我才十八"), JOKE),
    trap("zh-yue-forever-18", "zh", "笑死，我今年十八歲，永遠十八。", c("user", "age", "十八歲", "我今年十八歲"), JOKE),
    trap("zh-genius-haha", "zh", "我是天才，哈哈，连门都锁不好。", c("user", "trait", "天才", "我是天才"), JOKE),
    trap(
        "zh-meme-emperor",
        "zh",
        "我太难了 🙃 打工皇帝就是我。",
        c("user", "job_title", "打工皇帝", "打工皇帝就是我"),
        JOKE,
    ),
    trap(
        "zh-tired-100", "zh", "累成狗了，感觉自己一百岁了。", c("user", "age", "一百岁", "感觉自己一百岁了"), HYPERBOLE
    ),
    trap("zh-one-ton", "zh", "我体重一吨 💀 过年吃的。", c("user", "weight", "一吨", "我体重一吨"), HYPERBOLE),
    trap("zh-starving", "zh", "我要饿死了，今天一口饭都没吃上。", c("user", "health", "饿死", "我要饿死了"), HYPERBOLE),
    trap(
        "zh-ceo-scapegoat", "zh", "我是公司CEO，首席背锅官，哈哈。", c("user", "job_title", "CEO", "我是公司CEO"), BOAST
    ),
    trap(
        "zh-two-meters",
        "zh",
        "我身高两米 哈哈 穿上高跟鞋也就一米六。",
        c("user", "height", "两米", "我身高两米"),
        BOAST,
    ),
    trap("zh-rich-lady", "zh", "我是富婆，呵呵，余额三块五。", c("user", "net_worth", "富婆", "我是富婆"), BOAST),
    trap(
        "zh-trad-ten-million", "zh", "我年薪千萬啦，呵呵，騙你的。", c("user", "salary", "千萬", "我年薪千萬啦"), BOAST
    ),
    trap(
        "zh-yue-tycoon", "zh", "我係富豪嚟㗎 哈哈，其實月光族。", c("user", "net_worth", "富豪", "我係富豪嚟㗎"), BOAST
    ),
]

AGE = "age"
BODY = "weight and height"
PAY = "pay"
FAMILY = "children and pets"
WORK = "experience"
HOME = "rent and address"
HEALTH = "running and health"
SCORE = "scores"
MIXED = "a number among others"
TONE = "true, said with a laugh"

HONEST = [
    # English: ages
    honest(
        "en-34-single", "en", "I'm 34 and single, for the record.", c("user", "age", "34", "I'm 34 and single"), AGE
    ),
    honest(
        "en-44-this-year", "en", "44 this year, and I feel fine about it.", c("user", "age", "44", "44 this year"), AGE
    ),
    honest(
        "en-overweight-and-45",
        "en",
        "I'm 60 pounds overweight and 45.",
        c("user", "age", "45", "I'm 60 pounds overweight and 45"),
        AGE,
    ),
    honest("en-turned-38", "en", "Turned 38 on Saturday.", c("user", "age", "38", "Turned 38 on Saturday"), AGE),
    honest(
        "en-answer-33",
        "en",
        "33.",
        c("user", "age", "33", "33"),
        AGE,
        ai_before="How old are you, if you don't mind me asking?",
    ),
    honest(
        "en-27-first-job", "en", "I'm 27 and I just started my first real job.", c("user", "age", "27", "I'm 27"), AGE
    ),
    honest(
        "en-58-year-old",
        "en",
        "As a 58-year-old beginner, swimming is humbling.",
        c("user", "age", "58", "As a 58-year-old beginner"),
        AGE,
    ),
    honest(
        "en-age-is", "en", "My age is 63, and I still climb every weekend.", c("user", "age", "63", "My age is 63"), AGE
    ),
    # English: weight and height
    honest("en-82-kg", "en", "I weigh 82 kg, down from 90.", c("user", "weight", "82 kg", "I weigh 82 kg"), BODY),
    honest("en-5-10-height", "en", "I'm 5'10 and about 170 pounds.", c("user", "height", "5'10", "I'm 5'10"), BODY),
    honest(
        "en-5-10-weight",
        "en",
        "I'm 5'10 and about 170 pounds.",
        c("user", "weight", "170 pounds", "I'm 5'10 and about 170 pounds"),
        BODY,
    ),
    honest(
        "en-163-cm",
        "en",
        "I'm 163 cm, so every bike is too big for me.",
        c("user", "height", "163 cm", "I'm 163 cm"),
        BODY,
    ),
    honest(
        "en-six-foot-two",
        "en",
        "I'm six foot two, which is why I hate planes.",
        c("user", "height", "six foot two", "I'm six foot two"),
        BODY,
    ),
    honest(
        "en-61-5-kg",
        "en",
        "Weighed myself this morning: 61.5 kg.",
        c("user", "weight", "61.5 kg", "Weighed myself this morning: 61.5 kg"),
        BODY,
    ),
    # English: pay
    honest("en-make-90k", "en", "I make 90k.", c("user", "salary", "90k", "I make 90k"), PAY),
    honest("en-on-45k", "en", "I'm on 45k at the moment.", c("user", "salary", "45k", "I'm on 45k"), PAY),
    honest(
        "en-base-plus-bonus",
        "en",
        "My package is 90k base plus bonus.",
        c("user", "salary", "90k base plus bonus", "My package is 90k base plus bonus"),
        PAY,
    ),
    honest(
        "en-take-home",
        "en",
        "My take home is 3,200 a month.",
        c("user", "take_home_pay", "3,200 a month", "My take home is 3,200 a month"),
        PAY,
    ),
    honest(
        "en-28-an-hour",
        "en",
        "I get $28 an hour at the warehouse.",
        c("user", "hourly_wage", "$28 an hour", "I get $28 an hour"),
        PAY,
    ),
    honest(
        "en-before-tax",
        "en",
        "I earn about 4,100 a month before tax.",
        c("user", "salary", "4,100 a month", "I earn about 4,100 a month before tax"),
        PAY,
    ),
    honest(
        "en-62-grand",
        "en",
        "62 grand, which isn't much for Seattle.",
        c("user", "salary", "62 grand", "62 grand"),
        PAY,
        ai_before="What are they paying you these days?",
    ),
    honest(
        "en-salary-is",
        "en",
        "My salary is 72,000 a year.",
        c("user", "salary", "72,000 a year", "My salary is 72,000 a year"),
        PAY,
    ),
    honest(
        "en-paid-weekly",
        "en",
        "I get paid 1,150 a week after tax.",
        c("user", "take_home_pay", "1,150 a week", "I get paid 1,150 a week after tax"),
        PAY,
    ),
    # English: children and pets
    honest(
        "en-son-8", "en", "My son is 8 and obsessed with trains.", c("user", "child_age", "8", "My son is 8"), FAMILY
    ),
    honest(
        "en-daughter-turned-6",
        "en",
        "My daughter just turned 6 and runs the house.",
        c("user", "child_age", "6", "My daughter just turned 6"),
        FAMILY,
    ),
    honest(
        "en-six-kids",
        "en",
        "I have six kids, ages 2 to 15.",
        c("user", "children_count", "six", "I have six kids"),
        FAMILY,
    ),
    honest(
        "en-eight-chickens",
        "en",
        "We have 8 chickens and a very patient cat.",
        c("user", "pets", "8 chickens", "We have 8 chickens"),
        FAMILY,
    ),
    honest(
        "en-twins-10",
        "en",
        "My twins are 10, both in fourth grade.",
        c("user", "child_age", "10", "My twins are 10"),
        FAMILY,
    ),
    # English: experience
    honest(
        "en-nurse-12-years",
        "en",
        "I've been a nurse for 12 years.",
        c("user", "years_experience", "12 years", "I've been a nurse for 12 years"),
        WORK,
    ),
    honest(
        "en-8-years-backend",
        "en",
        "I have 8 years of experience in backend work and 2 in management.",
        c("user", "years_experience", "8 years", "I have 8 years of experience in backend work"),
        WORK,
    ),
    # English: rent and address
    honest(
        "en-rent-1850",
        "en",
        "My rent is 1,850 a month for a one-bedroom.",
        c("user", "rent", "1,850 a month", "My rent is 1,850 a month"),
        HOME,
    ),
    honest(
        "en-room-950",
        "en",
        "I pay 950 a month for my room in a shared house.",
        c("user", "rent", "950 a month", "I pay 950 a month for my room"),
        HOME,
    ),
    honest(
        "en-42-alder",
        "en",
        "I live at 42 Alder Street, apartment 3.",
        c("user", "address", "42 Alder Street", "I live at 42 Alder Street"),
        HOME,
    ),
    # English: running and health
    honest(
        "en-30-miles-week",
        "en",
        "I run about 30 miles a week.",
        c("user", "weekly_mileage", "30 miles a week", "I run about 30 miles a week"),
        HEALTH,
    ),
    honest(
        "en-1200-km",
        "en",
        "I run about 1,200 km a year.",
        c("user", "annual_running_distance", "1,200 km a year", "I run about 1,200 km a year"),
        HEALTH,
    ),
    honest("en-size-9", "en", "I wear a size 9 shoe.", c("user", "shoe_size", "9", "I wear a size 9 shoe"), HEALTH),
    honest(
        "en-blood-pressure",
        "en",
        "My blood pressure was 128/82 at the checkup.",
        c("user", "blood_pressure", "128/82", "My blood pressure was 128/82"),
        HEALTH,
    ),
    # English: scores
    honest(
        "en-sat-1480", "en", "I got 1480 on the SAT.", c("user", "sat_score", "1480", "I got 1480 on the SAT"), SCORE
    ),
    honest(
        "en-ielts-7-5",
        "en",
        "I scored 7.5 on IELTS, finally.",
        c("user", "ielts_score", "7.5", "I scored 7.5 on IELTS"),
        SCORE,
    ),
    honest(
        "en-final-92",
        "en",
        "I got a 92 on my stats final.",
        c("user", "exam_score", "92", "I got a 92 on my stats final"),
        SCORE,
    ),
    # English: a number among others
    honest(
        "en-mixed-age", "en", "I'm 36, I teach 28 students, and I make 58k.", c("user", "age", "36", "I'm 36"), MIXED
    ),
    honest(
        "en-mixed-salary",
        "en",
        "I'm 36, I teach 28 students, and I make 58k.",
        c("user", "salary", "58k", "I make 58k"),
        MIXED,
    ),
    honest(
        "en-45th-birthday",
        "en",
        "My 45th birthday was yesterday and it was 38 degrees out.",
        c("user", "age", "45", "My 45th birthday was yesterday"),
        MIXED,
    ),
    honest(
        "en-29-cohort",
        "en",
        "At 29 I'm the oldest in my cohort of 40 students.",
        c("user", "age", "29", "At 29 I'm the oldest in my cohort"),
        MIXED,
    ),
    honest(
        "en-52-patients",
        "en",
        "I'm 52, I have two grown kids and I see 30 patients a day.",
        c("user", "age", "52", "I'm 52"),
        MIXED,
    ),
    honest(
        "en-salary-sister-rent",
        "en",
        "I make 90k, same as my sister, and my rent is 1,800.",
        c("user", "salary", "90k", "I make 90k"),
        MIXED,
    ),
    # English: true, said with a laugh
    honest(
        "en-google-laugh",
        "en",
        "Got the job at Google 😂 still can't believe it.",
        c("user", "employer", "Google", "Got the job at Google"),
        TONE,
    ),
    honest("en-34-lol", "en", "I'm 34 lol, don't remind me.", c("user", "age", "34", "I'm 34 lol"), TONE),
    honest("en-turned-50-skull", "en", "Turned 50 today 🎂💀", c("user", "age", "50", "Turned 50 today"), TONE),
    honest(
        "en-bar-lawyer",
        "en",
        "Passed the bar lol, I'm officially a lawyer 😂",
        c("user", "occupation", "lawyer", "I'm officially a lawyer"),
        TONE,
    ),
    honest("en-43-knees", "en", "I'm 43 🙃 and my knees know it.", c("user", "age", "43", "I'm 43"), TONE),
    honest("en-38k-dont-judge", "en", "lol I make 38k, don't judge.", c("user", "salary", "38k", "I make 38k"), TONE),
    honest(
        "en-kid-9-smarter",
        "en",
        "My kid is 9 and already smarter than me 😂",
        c("user", "child_age", "9", "My kid is 9"),
        TONE,
    ),
    honest(
        "en-5-2-family",
        "en",
        "I'm 5'2, which my family never lets me forget 😂",
        c("user", "height", "5'2", "I'm 5'2"),
        TONE,
    ),
    honest(
        "en-marathon-time",
        "en",
        "Ran my first marathon in 4:12 haha, legs are dead.",
        c("user", "marathon_time", "4:12", "Ran my first marathon in 4:12"),
        TONE,
    ),
    honest(
        "en-cats-no-regrets",
        "en",
        "I have 6 cats, 1 dog and zero regrets lol.",
        c("user", "pets", "6 cats", "I have 6 cats"),
        TONE,
    ),
    # Chinese: ages
    honest("zh-36-le", "zh", "我三十六了，还没结婚。", c("user", "age", "三十六", "我三十六了"), AGE),
    honest("zh-jinnian-37", "zh", "我今年37，在成都上班。", c("user", "age", "37", "我今年37"), AGE),
    honest("zh-42-sui", "zh", "我42岁，做会计。", c("user", "age", "42", "我42岁"), AGE),
    honest("zh-trad-38", "zh", "我今年三十八歲，住在台北。", c("user", "age", "三十八歲", "我今年三十八歲"), AGE),
    honest("zh-yue-29", "zh", "我今年廿九歲，仲未結婚。", c("user", "age", "廿九歲", "我今年廿九歲"), AGE),
    honest("zh-46-swim", "zh", "我都四十六了，还在学游泳。", c("user", "age", "四十六", "我都四十六了"), AGE),
    honest("zh-50-kids-college", "zh", "我五十了，孩子都上大学了。", c("user", "age", "五十", "我五十了"), AGE),
    honest(
        "zh-answer-27", "zh", "二十七。", c("user", "age", "二十七", "二十七"), AGE, ai_before="方便问一下你多大吗？"
    ),
    # Chinese: weight and height
    honest("zh-120-jin", "zh", "我现在一百二十斤。", c("user", "weight", "一百二十斤", "我现在一百二十斤"), BODY),
    honest("zh-65-kg", "zh", "我体重65公斤，身高一米七二。", c("user", "weight", "65公斤", "我体重65公斤"), BODY),
    honest(
        "zh-172-height", "zh", "我体重65公斤，身高一米七二。", c("user", "height", "一米七二", "身高一米七二"), BODY
    ),
    honest("zh-168-cm", "zh", "我身高168cm，买裤子总是太长。", c("user", "height", "168cm", "我身高168cm"), BODY),
    honest("zh-trad-72-kg", "zh", "我體重七十二公斤。", c("user", "weight", "七十二公斤", "我體重七十二公斤"), BODY),
    # Chinese: pay
    honest("zh-monthly-20k", "zh", "我月薪两万。", c("user", "salary", "两万", "我月薪两万"), PAY),
    honest("zh-take-home-8k", "zh", "我到手八千。", c("user", "take_home_pay", "八千", "我到手八千"), PAY),
    honest("zh-annual-300k", "zh", "我年薪三十万。", c("user", "salary", "三十万", "我年薪三十万"), PAY),
    honest("zh-pretax-12k", "zh", "我一个月挣一万二，税前。", c("user", "salary", "一万二", "我一个月挣一万二"), PAY),
    honest("zh-hourly-45", "zh", "我时薪四十五块。", c("user", "hourly_wage", "四十五块", "我时薪四十五块"), PAY),
    honest("zh-yue-salary", "zh", "我份人工兩萬蚊。", c("user", "salary", "兩萬蚊", "我份人工兩萬蚊"), PAY),
    honest("zh-trad-salary", "zh", "我月薪四萬五。", c("user", "salary", "四萬五", "我月薪四萬五"), PAY),
    honest(
        "zh-base-6k", "zh", "我底薪六千，加提成一个月一万出头。", c("user", "base_salary", "六千", "我底薪六千"), PAY
    ),
    # Chinese: children and pets
    honest("zh-daughter-7", "zh", "我女儿七岁了。", c("user", "child_age", "七岁", "我女儿七岁了"), FAMILY),
    honest("zh-son-9", "zh", "我儿子九岁，上三年级。", c("user", "child_age", "九岁", "我儿子九岁"), FAMILY),
    honest("zh-four-kids", "zh", "我有四个孩子。", c("user", "children_count", "四个", "我有四个孩子"), FAMILY),
    honest("zh-two-dogs", "zh", "家里养了两只狗。", c("user", "pets", "两只狗", "家里养了两只狗"), FAMILY),
    honest("zh-yue-son-6", "zh", "我個仔六歲。", c("user", "child_age", "六歲", "我個仔六歲"), FAMILY),
    honest("zh-yue-rabbits", "zh", "我屋企養咗三隻兔仔。", c("user", "pets", "三隻兔仔", "我屋企養咗三隻兔仔"), FAMILY),
    # Chinese: experience
    honest("zh-8-years-code", "zh", "我写了八年代码。", c("user", "years_experience", "八年", "我写了八年代码"), WORK),
    honest(
        "zh-12-years-nurse",
        "zh",
        "我当了十二年护士。",
        c("user", "years_experience", "十二年", "我当了十二年护士"),
        WORK,
    ),
    # Chinese: rent and address
    honest("zh-rent-3200", "zh", "我房租每月三千二。", c("user", "rent", "三千二", "我房租每月三千二"), HOME),
    honest(
        "zh-jiefang-128", "zh", "我家在解放路128号。", c("user", "address", "解放路128号", "我家在解放路128号"), HOME
    ),
    honest(
        "zh-trad-zhongxiao",
        "zh",
        "我住在忠孝東路四段55號。",
        c("user", "address", "忠孝東路四段55號", "我住在忠孝東路四段55號"),
        HOME,
    ),
    honest(
        "zh-yue-rent", "zh", "我租緊個單位，每個月租金一萬二。", c("user", "rent", "一萬二", "每個月租金一萬二"), HOME
    ),
    # Chinese: running and health
    honest(
        "zh-40-km-week", "zh", "我每周跑四十公里。", c("user", "weekly_mileage", "四十公里", "我每周跑四十公里"), HEALTH
    ),
    honest(
        "zh-1200-km-year",
        "zh",
        "我今年已经跑了一千二百公里。",
        c("user", "annual_running_distance", "一千二百公里", "我今年已经跑了一千二百公里"),
        HEALTH,
    ),
    honest("zh-shoe-42", "zh", "我穿42码的鞋。", c("user", "shoe_size", "42码", "我穿42码的鞋"), HEALTH),
    honest(
        "zh-blood-pressure",
        "zh",
        "我早上量了血压，140/90。",
        c("user", "blood_pressure", "140/90", "我早上量了血压，140/90"),
        HEALTH,
    ),
    # Chinese: scores
    honest("zh-gaokao-620", "zh", "我高考考了620分。", c("user", "gaokao_score", "620分", "我高考考了620分"), SCORE),
    honest("zh-ielts-7", "zh", "我雅思考了7分。", c("user", "ielts_score", "7分", "我雅思考了7分"), SCORE),
    honest("zh-kaoyan-385", "zh", "我考研初试考了385。", c("user", "exam_score", "385", "我考研初试考了385"), SCORE),
    # Chinese: a number among others
    honest("zh-30-patients", "zh", "我三十岁，一天看四十个病人。", c("user", "age", "三十岁", "我三十岁"), MIXED),
    honest(
        "zh-students-41", "zh", "我带三十个学生，今年四十一岁。", c("user", "age", "四十一岁", "今年四十一岁"), MIXED
    ),
    honest(
        "zh-salary-husband",
        "zh",
        "我年薪二十五万，老公年薪三十万。",
        c("user", "salary", "二十五万", "我年薪二十五万"),
        MIXED,
    ),
    honest(
        "zh-33-salary-rent", "zh", "我33岁，月薪一万五，房租三千。", c("user", "salary", "一万五", "月薪一万五"), MIXED
    ),
    honest("zh-33-rent-among", "zh", "我33岁，月薪一万五，房租三千。", c("user", "rent", "三千", "房租三千"), MIXED),
    # Chinese: true, said with a laugh
    honest(
        "zh-zju-grad", "zh", "终于考上浙大的研究生了哈哈哈", c("user", "school", "浙大", "终于考上浙大的研究生了"), TONE
    ),
    honest("zh-39-haha", "zh", "我今年三十九，哈哈，奔四了。", c("user", "age", "三十九", "我今年三十九"), TONE),
    honest(
        "zh-ielts-laugh", "zh", "笑死，我居然雅思考了7.5。", c("user", "ielts_score", "7.5", "我居然雅思考了7.5"), TONE
    ),
    honest("zh-6k-haha", "zh", "我月薪六千，哈哈，穷但快乐。", c("user", "salary", "六千", "我月薪六千"), TONE),
    honest(
        "zh-tencent-laugh", "zh", "我入职腾讯了😂 还是不敢相信。", c("user", "employer", "腾讯", "我入职腾讯了"), TONE
    ),
    honest(
        "zh-daughter-3-haha",
        "zh",
        "我女儿三岁了，哈哈，天天跟我顶嘴。",
        c("user", "child_age", "三岁", "我女儿三岁了"),
        TONE,
    ),
    honest(
        "zh-marathon-time",
        "zh",
        "跑完第一个全马了，4小时30分，腿废了哈哈。",
        c("user", "marathon_time", "4小时30分", "跑完第一个全马了，4小时30分"),
        TONE,
    ),
    honest("zh-trad-40-haha", "zh", "我今年四十歲了，哈哈，真快。", c("user", "age", "四十歲", "我今年四十歲了"), TONE),
    honest(
        "zh-yue-licence",
        "zh",
        "笑死，我終於考到車牌喇！",
        c("user", "driving_licence", "車牌", "我終於考到車牌喇"),
        TONE,
    ),
    honest(
        "zh-tired-promoted",
        "zh",
        "累成狗，但是我升职了，现在是部门经理。",
        c("user", "job_title", "部门经理", "现在是部门经理"),
        TONE,
    ),
    honest(
        "zh-90-kg-laugh",
        "zh",
        "我体重九十公斤，笑死，比我老公还重。",
        c("user", "weight", "九十公斤", "我体重九十公斤"),
        TONE,
    ),
]
