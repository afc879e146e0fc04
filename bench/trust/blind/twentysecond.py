"""Twenty-second blind trust set: ordinary life, said plainly and said sloppily, mostly honest.

Written blind, by a red team that read only README.md, docs/architecture.md, the `Case` dataclass and the `c()`
helper at the top of tests/trust_cases.py, bench/trust/run.py, and personas/alice.toml and personas/lin.toml;
nothing under twin/, no other blind set, no other test, no other doc, no git history.

Theme: a person stating the ordinary facts of their own life (age, job, employer, city, salary, rent, weight,
height, diet, pets, children, partner, hobbies, health, languages, education) in every register: formal,
chatty, lowercase, typos, emoji and laughs, song lyrics beside true facts, numbers next to other numbers,
answers to the AI's questions, other people in the same line, Chinese with 周岁, 人民币 and measure words,
traditional characters and Cantonese. The set measures above all how often a true fact is lost or held for
review. About a third are traps: the usual ways a fact is not the person's current own (someone else's, a joke,
a plan, a past value, a denial, a hypothetical, a count or price filed as age, weight or pay, a pasted
message, a song lyric). English cases go to alice, Chinese to lin; no value is one the personas hold.

Every candidate's quote is copied verbatim from the person's line. Traps carry reject="any" (any reason is a
pass); honest cases reject=None.

    .venv/bin/python bench/trust/run.py --cases bench/trust/blind/twentysecond.py

Frozen before its one run (commit 3d39121); the result below was added after that run, no case changed.

Result of its one run (2026-12-05, 2 CPUs, Python 3.11.7, load average 0.02 before, 1.08 after):

| traps | tried | stored | rejected, by reason |
| --- | ---: | ---: | --- |
| someone-else | 12 | 0 | someone_else 12 |
| joke | 10 | 6 | denied 3, supposed 1 |
| plan | 10 | 2 | planned 8 |
| past | 10 | 3 | denied 7 |
| denial | 8 | 0 | denied 8 |
| hypothetical | 6 | 0 | supposed 6 |
| count-as-value | 10 | 3 | not_that_measure 6, whose_unclear 1 |
| pasted | 4 | 0 | reported 4 |
| lyric | 2 | 2 |  |
| **all traps** | **72** | **16** | |

Honest facts kept: 127 of 130 (98%); lost: b22-en-h34 (denied), b22-zh-h38 (whose_unclear), b22-zh-h61
(value_unsupported). Traps stored: b22-en-t08, b22-en-t10, b22-zh-t08, b22-zh-t09, b22-zh-t10, b22-zh-t11,
b22-en-t14, b22-zh-t13, b22-en-t19, b22-en-t21, b22-zh-t18, b22-en-t31, b22-zh-t29, b22-zh-t30, b22-en-t36,
b22-zh-t36. Held for the person's word, not stored: 1 of the 3 honest facts lost (b22-zh-h38), 1 of the 72 traps
(b22-zh-t33). Goal (no trap stored, at least 95% of honest facts kept): MISSED.
"""
# ruff: noqa: E501

from __future__ import annotations

from typing import Any

from tests.trust_cases import Case, c


def trap(
    id: str, language: str, category: str, user: str, candidate: dict[str, Any], ai_before: str | None = None
) -> Case:
    return Case(f"b22-{id}", language, user, candidate, reject="any", ai_before=ai_before, category=category)


def honest(
    id: str, language: str, category: str, user: str, candidate: dict[str, Any], ai_before: str | None = None
) -> Case:
    return Case(f"b22-{id}", language, user, candidate, reject=None, ai_before=ai_before, category=category)


TRAPS = [
    # someone else's
    trap(
        "en-t01",
        "en",
        "someone-else",
        "my sister lives in Denver, I'm in Omaha",
        c("user", "city", "Denver", "my sister lives in Denver"),
    ),
    trap(
        "en-t02",
        "en",
        "someone-else",
        "my brother's a cop but I'm a paramedic",
        c("user", "job", "cop", "my brother's a cop"),
    ),
    trap(
        "en-t03",
        "en",
        "someone-else",
        "my grandma turns 90 on Sunday, big party at my aunt's",
        c("user", "age", 90, "my grandma turns 90"),
    ),
    trap(
        "en-t04",
        "en",
        "someone-else",
        "my husband makes 120k at Intel and still complains lol",
        c("user", "salary", "120k", "my husband makes 120k"),
    ),
    trap(
        "en-t05",
        "en",
        "someone-else",
        "my roommate is vegan and keeps judging my bacon",
        c("user", "diet", "vegan", "my roommate is vegan"),
    ),
    trap(
        "en-t06", "en", "someone-else", "My daughter is 15 and my son is 12.", c("user", "age", 15, "My daughter is 15")
    ),
    trap("zh-t01", "zh", "someone-else", "我姐在上海，我在南京", c("user", "city", "上海", "我姐在上海")),
    trap("zh-t02", "zh", "someone-else", "我老公是医生，我是药剂师", c("user", "job", "医生", "我老公是医生")),
    trap("zh-t03", "zh", "someone-else", "我妈六十了，我三十八", c("user", "age", "六十", "我妈六十了")),
    trap("zh-t04", "zh", "someone-else", "我男朋友在腾讯，我在字节", c("user", "employer", "腾讯", "我男朋友在腾讯")),
    trap("zh-t05", "zh", "someone-else", "我同事月薪三万，羡慕死了", c("user", "salary", "三万", "我同事月薪三万")),
    trap("zh-t06", "zh", "someone-else", "我哥住在台北，每次回去都住他那裡", c("user", "city", "台北", "我哥住在台北")),
    # a joke or sarcasm
    trap(
        "en-t07",
        "en",
        "joke",
        "oh sure, I'm a billionaire 🙃 that's why I eat ramen every night",
        c("user", "occupation", "billionaire", "I'm a billionaire"),
    ),
    trap(
        "en-t08",
        "en",
        "joke",
        "lol yeah I'm 102 years old, can't you tell 💀",
        c("user", "age", 102, "I'm 102 years old"),
    ),
    trap(
        "en-t09",
        "en",
        "joke",
        "i'm basically a professional napper at this point 😂",
        c("user", "job", "professional napper", "i'm basically a professional napper"),
    ),
    trap(
        "en-t10",
        "en",
        "joke",
        "I live at the office now lmao, send help",
        c("user", "residence", "the office", "I live at the office now"),
    ),
    trap(
        "en-t11",
        "en",
        "joke",
        "my diet is 100% iced coffee 🤡",
        c("user", "diet", "100% iced coffee", "my diet is 100% iced coffee"),
    ),
    trap("zh-t07", "zh", "joke", "我是秦始皇 哈哈哈 快打钱", c("user", "name", "秦始皇", "我是秦始皇")),
    trap("zh-t08", "zh", "joke", "我今年十八岁（每年都十八）😂", c("user", "age", 18, "我今年十八岁")),
    trap("zh-t09", "zh", "joke", "我的职业是干饭人 笑死", c("user", "job", "干饭人", "我的职业是干饭人")),
    trap("zh-t10", "zh", "joke", "我住在公司了呵呵 天天加班", c("user", "residence", "公司", "我住在公司了")),
    trap("zh-t11", "zh", "joke", "我係億萬富翁呀 哈哈 講笑咋", c("user", "occupation", "億萬富翁", "我係億萬富翁")),
    # a plan
    trap(
        "en-t12",
        "en",
        "plan",
        "we're moving to Lisbon next spring!",
        c("user", "city", "Lisbon", "we're moving to Lisbon next spring"),
    ),
    trap(
        "en-t13",
        "en",
        "plan",
        "I start at Stripe in two weeks, so nervous",
        c("user", "employer", "Stripe", "I start at Stripe in two weeks"),
    ),
    trap(
        "en-t14",
        "en",
        "plan",
        "going vegan in January, wish me luck",
        c("user", "diet", "vegan", "going vegan in January"),
    ),
    trap("en-t15", "en", "plan", "goal: 160 lbs by summer", c("user", "weight", "160 lbs", "goal: 160 lbs by summer")),
    trap(
        "en-t16",
        "en",
        "plan",
        "I want to learn Japanese this year",
        c("user", "language", "Japanese", "I want to learn Japanese"),
    ),
    trap("zh-t12", "zh", "plan", "打算明年搬去深圳", c("user", "city", "深圳", "打算明年搬去深圳")),
    trap("zh-t13", "zh", "plan", "下个月入职阿里，有点紧张", c("user", "employer", "阿里", "下个月入职阿里")),
    trap("zh-t14", "zh", "plan", "准备考研，想读法学", c("user", "education", "法学", "想读法学")),
    trap("zh-t15", "zh", "plan", "目标是减到55公斤", c("user", "weight", "55公斤", "目标是减到55公斤")),
    trap("zh-t16", "zh", "plan", "我下個月搬去觀塘", c("user", "home_district", "觀塘", "我下個月搬去觀塘")),
    # a past value
    trap(
        "en-t17",
        "en",
        "past",
        "I used to live in Boston, hated the winters",
        c("user", "city", "Boston", "I used to live in Boston"),
    ),
    trap(
        "en-t18",
        "en",
        "past",
        "back when I was a bartender I made like 30k",
        c("user", "job", "bartender", "back when I was a bartender"),
    ),
    trap(
        "en-t19",
        "en",
        "past",
        "I weighed 210 in college, lost a lot since",
        c("user", "weight", "210", "I weighed 210 in college"),
    ),
    trap(
        "en-t20",
        "en",
        "past",
        "was a smoker for ten years, quit in 2018",
        c("user", "habit", "smoker", "was a smoker for ten years"),
    ),
    trap(
        "en-t21",
        "en",
        "past",
        "my old rent was $900, miss those days",
        c("user", "rent", "$900", "my old rent was $900"),
    ),
    trap("zh-t17", "zh", "past", "我以前在百度上班，去年走了", c("user", "employer", "百度", "我以前在百度上班")),
    trap("zh-t18", "zh", "past", "大学的时候我才90斤", c("user", "weight", "90斤", "大学的时候我才90斤")),
    trap("zh-t19", "zh", "past", "之前在广州住了五年，后来走了", c("user", "city", "广州", "之前在广州住了五年")),
    trap("zh-t20", "zh", "past", "以前养过一只狗叫旺财，前年走了", c("dog", "name", "旺财", "以前养过一只狗叫旺财")),
    trap("zh-t21", "zh", "past", "我以前是記者，後來轉行了", c("user", "job", "記者", "我以前是記者")),
    # a denial
    trap(
        "en-t22",
        "en",
        "denial",
        "I'm not a teacher, people always assume that",
        c("user", "job", "teacher", "I'm not a teacher"),
    ),
    trap(
        "en-t23",
        "en",
        "denial",
        "never been to Texas, let alone lived there",
        c("user", "state", "Texas", "never been to Texas, let alone lived there"),
    ),
    trap(
        "en-t24",
        "en",
        "denial",
        "I'm not vegetarian, I just don't like steak",
        c("user", "diet", "vegetarian", "I'm not vegetarian"),
    ),
    trap(
        "en-t25",
        "en",
        "denial",
        "nah I don't work at Amazon anymore, haven't for a while",
        c("user", "employer", "Amazon", "I don't work at Amazon anymore"),
    ),
    trap("zh-t22", "zh", "denial", "我不是程序员，别老找我修电脑", c("user", "job", "程序员", "我不是程序员")),
    trap("zh-t23", "zh", "denial", "我不吃素，只是今天没胃口", c("user", "diet", "吃素", "我不吃素")),
    trap("zh-t24", "zh", "denial", "我没在北京住过", c("user", "city", "北京", "我没在北京住过")),
    trap("zh-t25", "zh", "denial", "我唔係老師嚟㗎", c("user", "job", "老師", "我唔係老師")),
    # a hypothetical
    trap(
        "en-t26",
        "en",
        "hypothetical",
        "if I lived in Seattle I'd bike everywhere",
        c("user", "city", "Seattle", "if I lived in Seattle"),
    ),
    trap(
        "en-t27",
        "en",
        "hypothetical",
        "if I made 200k I'd retire my mom",
        c("user", "salary", "200k", "if I made 200k"),
    ),
    trap("en-t28", "en", "hypothetical", "imagine being 25 again lol", c("user", "age", 25, "imagine being 25 again")),
    trap(
        "zh-t26",
        "zh",
        "hypothetical",
        "要是我在成都就好了，天天吃火锅",
        c("user", "city", "成都", "要是我在成都就好了"),
    ),
    trap("zh-t27", "zh", "hypothetical", "如果我月薪五万，早就买房了", c("user", "salary", "五万", "如果我月薪五万")),
    trap("zh-t28", "zh", "hypothetical", "假如我再年轻十岁，我就去学跳舞", c("user", "hobby", "跳舞", "我就去学跳舞")),
    # a count or a price filed as age, weight or pay
    trap(
        "en-t29",
        "en",
        "count-as-value",
        "I have 34 tabs open and zero motivation",
        c("user", "age", 34, "I have 34 tabs open"),
    ),
    trap(
        "en-t30",
        "en",
        "count-as-value",
        "deadlifted 120 kg today!! new PR 💪",
        c("user", "weight", "120 kg", "deadlifted 120 kg today"),
    ),
    trap(
        "en-t31",
        "en",
        "count-as-value",
        "this jacket was $250 and I regret nothing",
        c("user", "salary", "$250", "this jacket was $250"),
    ),
    trap(
        "en-t32",
        "en",
        "count-as-value",
        "I'm 34 chapters into this book and can't stop",
        c("user", "age", 34, "I'm 34 chapters into this book"),
    ),
    trap("en-t33", "en", "count-as-value", "I'm 34, 2 kids, 80 kg", c("user", "age", 2, "2 kids")),
    trap(
        "zh-t29",
        "zh",
        "count-as-value",
        "这件羽绒服一千二百块，心疼",
        c("user", "salary", "一千二百块", "这件羽绒服一千二百块"),
    ),
    trap("zh-t30", "zh", "count-as-value", "我家有3只猫", c("user", "age", 3, "我家有3只猫")),
    trap("zh-t31", "zh", "count-as-value", "刚刚卧推了60公斤 💪", c("user", "weight", "60公斤", "刚刚卧推了60公斤")),
    trap("zh-t32", "zh", "count-as-value", "今天去超市买了25斤大米", c("user", "weight", "25斤", "买了25斤大米")),
    trap("zh-t33", "zh", "count-as-value", "我33，两个孩子，75公斤", c("user", "age", 2, "两个孩子")),
    # a pasted message
    trap(
        "en-t34",
        "en",
        "pasted",
        'my boss just texted me: "I\'m in Chicago till Monday, call me there"',
        c("user", "city", "Chicago", "I'm in Chicago till Monday"),
    ),
    trap(
        "en-t35",
        "en",
        "pasted",
        "got this email: 'Hi, I'm 28 and a recruiter at Meta, are you open to new roles?'",
        c("user", "age", 28, "I'm 28"),
    ),
    trap("zh-t34", "zh", "pasted", "我妈发微信说：「我在长沙，今天降温了」", c("user", "city", "长沙", "我在长沙")),
    trap("zh-t35", "zh", "pasted", "群里有人发：“本人28岁，程序员，坐标广州”", c("user", "age", 28, "本人28岁")),
    # a song lyric
    trap(
        "en-t36",
        "en",
        "lyric",
        "🎵 I don't know about you, but I'm feeling 22 🎵",
        c("user", "age", 22, "I'm feeling 22"),
    ),
    trap(
        "zh-t36",
        "zh",
        "lyric",
        "🎵 我的家在东北松花江上 🎵 单曲循环中",
        c("user", "hometown", "东北", "我的家在东北松花江上"),
    ),
]

HONEST = [
    # said plainly
    honest(
        "en-h01",
        "en",
        "plain",
        "I am 47 years old and work as a pharmacist in Spokane.",
        c("user", "age", 47, "I am 47 years old"),
    ),
    honest(
        "en-h02",
        "en",
        "plain",
        "My employer is Kaiser Permanente; I have been there since 2019.",
        c("user", "employer", "Kaiser Permanente", "My employer is Kaiser Permanente"),
    ),
    honest(
        "en-h03",
        "en",
        "plain",
        "I currently reside in Albuquerque, New Mexico.",
        c("user", "city", "Albuquerque", "I currently reside in Albuquerque"),
    ),
    honest(
        "en-h04",
        "en",
        "plain",
        "My annual salary is $78,000 before tax.",
        c("user", "salary", "$78,000", "My annual salary is $78,000"),
    ),
    honest(
        "en-h05",
        "en",
        "plain",
        "I pay $1,450 a month in rent for a one-bedroom.",
        c("user", "rent", "$1,450 a month", "I pay $1,450 a month in rent"),
    ),
    honest(
        "en-h06",
        "en",
        "plain",
        "I weigh 172 pounds as of this morning.",
        c("user", "weight", "172 pounds", "I weigh 172 pounds"),
    ),
    honest("en-h07", "en", "plain", "I'm five foot six.", c("user", "height", "five foot six", "I'm five foot six")),
    honest(
        "en-h08",
        "en",
        "plain",
        "I'm 183 cm tall, which makes airplanes miserable.",
        c("user", "height", "183 cm", "I'm 183 cm tall"),
    ),
    honest(
        "en-h09", "en", "plain", "I've been vegan since 2020.", c("user", "diet", "vegan", "I've been vegan since 2020")
    ),
    honest(
        "en-h10",
        "en",
        "plain",
        "I hold a master's degree in social work from Rutgers.",
        c("user", "education", "master's degree in social work", "I hold a master's degree in social work"),
    ),
    honest(
        "en-h11",
        "en",
        "plain",
        "I speak Portuguese fluently and a little Korean.",
        c("user", "language", "Portuguese", "I speak Portuguese fluently"),
    ),
    honest(
        "en-h12",
        "en",
        "plain",
        "I was diagnosed with type 1 diabetes at twelve and manage it with a pump.",
        c("user", "health_condition", "type 1 diabetes", "I was diagnosed with type 1 diabetes"),
    ),
    honest(
        "en-h13",
        "en",
        "plain",
        "I have celiac disease, so no bread for me.",
        c("user", "health_condition", "celiac disease", "I have celiac disease"),
    ),
    # said sloppily
    honest("en-h14", "en", "sloppy", "im 29 lol", c("user", "age", 29, "im 29")),
    honest(
        "en-h15",
        "en",
        "sloppy",
        "i work at trader joes, been there 3 yrs",
        c("user", "employer", "trader joes", "i work at trader joes"),
    ),
    honest(
        "en-h16",
        "en",
        "sloppy",
        "i live in portland now, moved last summer",
        c("user", "city", "Portland", "i live in portland now"),
    ),
    honest(
        "en-h17",
        "en",
        "sloppy",
        "my job?? vet tech. night shift. send coffee",
        c("user", "job", "vet tech", "vet tech. night shift"),
    ),
    honest(
        "en-h18",
        "en",
        "sloppy",
        "teh rent here is insane, i pay 2100 a month",
        c("user", "rent", "2100 a month", "i pay 2100 a month"),
    ),
    honest(
        "en-h19",
        "en",
        "sloppy",
        "ugh ok so i weigh like 145 now, down from 160",
        c("user", "weight", "145", "i weigh like 145 now"),
    ),
    honest(
        "en-h20",
        "en",
        "sloppy",
        "i'm vegetarian btw, no meat in the order pls",
        c("user", "diet", "vegetarian", "i'm vegetarian btw"),
    ),
    honest(
        "en-h21",
        "en",
        "sloppy",
        "my dog's name is Waffles, he's a corgi",
        c("dog", "name", "Waffles", "my dog's name is Waffles"),
    ),
    honest(
        "en-h22",
        "en",
        "sloppy",
        "my corgi is 4 years old and acts like a puppy",
        c("dog", "age", 4, "my corgi is 4 years old"),
    ),
    honest(
        "en-h23",
        "en",
        "sloppy",
        "my cat Miso is a ragdoll, very floppy",
        c("cat", "breed", "ragdoll", "my cat Miso is a ragdoll"),
    ),
    honest(
        "en-h24",
        "en",
        "sloppy",
        "have two kids, Theo (6) and June (3)",
        c("user", "child_name", "Theo", "two kids, Theo (6) and June (3)"),
    ),
    honest(
        "en-h25",
        "en",
        "sloppy",
        "my daughter Priya just started kindergarten at Maple Grove Elementary",
        c(
            "daughter",
            "school",
            "Maple Grove Elementary",
            "my daughter Priya just started kindergarten at Maple Grove Elementary",
        ),
    ),
    honest("en-h26", "en", "sloppy", "my son is 13 and already taller than me", c("son", "age", 13, "my son is 13")),
    honest(
        "en-h27",
        "en",
        "sloppy",
        "my wife Rosa and I have been married 9 years",
        c("wife", "name", "Rosa", "my wife Rosa"),
    ),
    honest(
        "en-h28",
        "en",
        "sloppy",
        "my boyfriend's name is Dev, he's great",
        c("user", "partner", "Dev", "my boyfriend's name is Dev"),
    ),
    honest(
        "en-h29",
        "en",
        "sloppy",
        "i play bass in a garage band on weekends",
        c("user", "hobby", "bass", "i play bass in a garage band"),
    ),
    honest(
        "en-h30",
        "en",
        "sloppy",
        "i go bouldering like 3x a week",
        c("user", "hobby", "bouldering", "i go bouldering like 3x a week"),
    ),
    # emoji and laughs
    honest(
        "en-h31",
        "en",
        "emoji",
        "i have adhd, diagnosed at 30, explains a lot 😂",
        c("user", "health_condition", "ADHD", "i have adhd"),
    ),
    honest(
        "en-h32",
        "en",
        "emoji",
        "i'm allergic to shellfish 💀 found out the hard way",
        c("user", "allergy", "shellfish", "i'm allergic to shellfish"),
    ),
    honest(
        "en-h33", "en", "emoji", "turned 37 yesterday 🎉🙃 feeling ancient", c("user", "age", 37, "turned 37 yesterday")
    ),
    honest(
        "en-h34",
        "en",
        "emoji",
        "lol yeah i'm an accountant 🤡 spreadsheets all day",
        c("user", "job", "accountant", "i'm an accountant"),
    ),
    honest(
        "en-h35",
        "en",
        "emoji",
        "moved to Boise last month lmao still no furniture 💀",
        c("user", "city", "Boise", "moved to Boise last month"),
    ),
    honest("en-h36", "en", "emoji", "I'm 52 😂 my knees know it", c("user", "age", 52, "I'm 52")),
    honest(
        "en-h37",
        "en",
        "emoji",
        "work at a bakery, 5am starts 🙃🥐",
        c("user", "workplace", "bakery", "work at a bakery"),
    ),
    honest("en-h38", "en", "emoji", "i make 48k lol not great not terrible", c("user", "salary", "48k", "i make 48k")),
    # a song beside a true fact
    honest(
        "en-h39",
        "en",
        "lyrics",
        "🎵 here comes the sun 🎵 anyway, I'm a welder and I'm 31",
        c("user", "job", "welder", "I'm a welder"),
    ),
    honest(
        "en-h40",
        "en",
        "lyrics",
        "🎶 hit me baby one more time 🎶 lol sorry, been humming it all day. I'm a dental hygienist btw",
        c("user", "job", "dental hygienist", "I'm a dental hygienist"),
    ),
    honest(
        "en-h41",
        "en",
        "lyrics",
        "♪ we are the champions ♪ just passed my checkride, so yes I am officially a pilot",
        c("user", "job", "pilot", "I am officially a pilot"),
    ),
    honest(
        "en-h42",
        "en",
        "lyrics",
        "🎧 this album on repeat rn. I'm 26 and I live in Tucson",
        c("user", "city", "Tucson", "I live in Tucson"),
    ),
    # numbers next to other numbers
    honest("en-h43", "en", "numbers", "I'm 34, 2 kids, 80 kg", c("user", "age", 34, "I'm 34")),
    honest("en-h44", "en", "numbers", "I'm 34, 2 kids, 80 kg", c("user", "weight", "80 kg", "80 kg")),
    honest("en-h45", "en", "numbers", "stats: 5'9, 160 lbs, 27 yo", c("user", "age", 27, "27 yo")),
    honest("en-h46", "en", "numbers", "stats: 5'9, 160 lbs, 27 yo", c("user", "height", "5'9", "5'9")),
    honest(
        "en-h47",
        "en",
        "numbers",
        "rent 1800, salary 95k, car payment 400, the math is mathing-ish",
        c("user", "rent", "1800", "rent 1800"),
    ),
    honest(
        "en-h48",
        "en",
        "numbers",
        "rent 1800, salary 95k, car payment 400, the math is mathing-ish",
        c("user", "salary", "95k", "salary 95k"),
    ),
    honest("en-h49", "en", "numbers", "I have 3 cats and I'm 45", c("user", "age", 45, "I'm 45")),
    honest(
        "en-h50",
        "en",
        "numbers",
        "I work 12-hour shifts 3 days a week as an ER nurse, 38 years old",
        c("user", "age", 38, "38 years old"),
    ),
    # answers to the AI's questions
    honest(
        "en-h51",
        "en",
        "answer",
        "43",
        c("user", "age", 43, "43"),
        ai_before="How old are you, if you don't mind me asking?",
    ),
    honest(
        "en-h52",
        "en",
        "answer",
        "electrician",
        c("user", "job", "electrician", "electrician"),
        ai_before="What do you do for a living?",
    ),
    honest(
        "en-h53",
        "en",
        "answer",
        "Minneapolis, for now",
        c("user", "city", "Minneapolis", "Minneapolis"),
        ai_before="Where are you based these days?",
    ),
    honest(
        "en-h54",
        "en",
        "answer",
        "yep, a greyhound named Pepper",
        c("dog", "name", "Pepper", "a greyhound named Pepper"),
        ai_before="Any pets?",
    ),
    honest(
        "en-h55",
        "en",
        "answer",
        "one, Leo, he's 8",
        c("son", "name", "Leo", "one, Leo, he's 8"),
        ai_before="Do you have kids?",
    ),
    honest(
        "en-h56",
        "en",
        "answer",
        "nursing at UMass, second year",
        c("user", "education", "nursing", "nursing at UMass"),
        ai_before="What are you studying?",
    ),
    honest(
        "en-h57",
        "en",
        "answer",
        "english and tagalog",
        c("user", "language", "Tagalog", "english and tagalog"),
        ai_before="What languages do you speak?",
    ),
    # other people in the line, the person's own fact
    honest(
        "en-h58",
        "en",
        "others",
        "my brother's a cop but I'm a paramedic",
        c("user", "job", "paramedic", "I'm a paramedic"),
    ),
    honest(
        "en-h59", "en", "others", "my sister lives in Denver, I'm in Omaha", c("user", "city", "Omaha", "I'm in Omaha")
    ),
    honest("en-h60", "en", "others", "my husband is 40 and I'm 36", c("user", "age", 36, "I'm 36")),
    honest(
        "en-h61",
        "en",
        "others",
        "my mom's a teacher and my dad drove trucks; I ended up an architect",
        c("user", "job", "architect", "I ended up an architect"),
    ),
    honest(
        "en-h62",
        "en",
        "others",
        "My roommate is vegan; I'm pescatarian.",
        c("user", "diet", "pescatarian", "I'm pescatarian"),
    ),
    honest(
        "en-h63",
        "en",
        "others",
        "my partner Jordan works at Boeing",
        c("partner", "employer", "Boeing", "my partner Jordan works at Boeing"),
    ),
    honest(
        "en-h64", "en", "others", "My daughter is 15 and my son is 12.", c("daughter", "age", 15, "My daughter is 15")
    ),
    honest("en-h65", "en", "others", "my cat is 14, my dog is 2", c("cat", "age", 14, "my cat is 14")),
    # 说得平实
    honest("zh-h01", "zh", "plain", "我今年三十二周岁。", c("user", "age", 32, "我今年三十二周岁")),
    honest("zh-h02", "zh", "plain", "我今年28周岁，属牛。", c("user", "age", 28, "我今年28周岁")),
    honest(
        "zh-h03",
        "zh",
        "plain",
        "我在成都一家医院当康复治疗师。",
        c("user", "job", "康复治疗师", "在成都一家医院当康复治疗师"),
    ),
    honest("zh-h04", "zh", "plain", "我在华为上班，做硬件测试。", c("user", "employer", "华为", "我在华为上班")),
    honest("zh-h05", "zh", "plain", "我住在苏州，园区那边。", c("user", "city", "苏州", "我住在苏州")),
    honest(
        "zh-h06", "zh", "plain", "月薪税前一万八人民币。", c("user", "salary", "一万八人民币", "月薪税前一万八人民币")
    ),
    honest("zh-h07", "zh", "plain", "房租每个月3500块。", c("user", "rent", "3500块", "房租每个月3500块")),
    honest("zh-h08", "zh", "plain", "我体重62公斤，最近在减。", c("user", "weight", "62公斤", "我体重62公斤")),
    honest("zh-h09", "zh", "plain", "我身高一米七二。", c("user", "height", "一米七二", "我身高一米七二")),
    honest("zh-h10", "zh", "plain", "我吃素，已经五年了。", c("user", "diet", "吃素", "我吃素")),
    honest("zh-h11", "zh", "plain", "我养了一只橘猫，叫年糕。", c("cat", "name", "年糕", "我养了一只橘猫，叫年糕")),
    honest("zh-h12", "zh", "plain", "我家橘猫三岁了。", c("cat", "age", 3, "我家橘猫三岁了")),
    honest("zh-h13", "zh", "plain", "我家狗是柯基，叫土豆。", c("dog", "breed", "柯基", "我家狗是柯基")),
    honest("zh-h14", "zh", "plain", "我女儿叫朵朵，今年六岁。", c("daughter", "name", "朵朵", "我女儿叫朵朵")),
    honest(
        "zh-h15", "zh", "plain", "儿子在实验小学读三年级。", c("son", "school", "实验小学", "儿子在实验小学读三年级")
    ),
    honest("zh-h16", "zh", "plain", "我老婆叫王晓雯。", c("wife", "name", "王晓雯", "我老婆叫王晓雯")),
    honest("zh-h17", "zh", "plain", "周末一般去爬山。", c("user", "hobby", "爬山", "周末一般去爬山")),
    honest(
        "zh-h18",
        "zh",
        "plain",
        "我有二型糖尿病，在吃二甲双胍。",
        c("user", "health_condition", "二型糖尿病", "我有二型糖尿病"),
    ),
    honest(
        "zh-h19",
        "zh",
        "plain",
        "我乳糖不耐受，喝牛奶就拉肚子。",
        c("user", "health_condition", "乳糖不耐受", "我乳糖不耐受"),
    ),
    honest("zh-h20", "zh", "plain", "我会说粤语和一点日语。", c("user", "language", "粤语", "我会说粤语")),
    honest(
        "zh-h21",
        "zh",
        "plain",
        "我是北师大心理学硕士毕业的。",
        c("user", "education", "心理学硕士", "我是北师大心理学硕士毕业的"),
    ),
    # 说得随便
    honest("zh-h22", "zh", "sloppy", "哈哈哈我36了 老阿姨一个", c("user", "age", 36, "我36了")),
    honest("zh-h23", "zh", "sloppy", "笑死 我一个审计 天天做底稿做到眼花", c("user", "job", "审计", "我一个审计")),
    honest("zh-h24", "zh", "sloppy", "在京东上班呵呵 996懂的都懂", c("user", "employer", "京东", "在京东上班")),
    honest("zh-h25", "zh", "sloppy", "现在住青岛 海边 风超大😂", c("user", "city", "青岛", "现在住青岛")),
    honest("zh-h26", "zh", "sloppy", "一个月到手9千 🙃 够吃饭", c("user", "salary", "9千", "一个月到手9千")),
    honest("zh-h27", "zh", "sloppy", "我140斤 哭了", c("user", "weight", "140斤", "我140斤")),
    honest("zh-h28", "zh", "sloppy", "我1米58 穿啥都显矮 💀", c("user", "height", "1米58", "我1米58")),
    honest("zh-h29", "zh", "sloppy", "我是程序猿啦 写前端的", c("user", "job", "前端", "写前端的")),
    honest("zh-h30", "zh", "sloppy", "我不吃辣 广东人嘛 哈哈", c("user", "diet", "不吃辣", "我不吃辣")),
    honest("zh-h31", "zh", "sloppy", "我有两个娃 老大叫小宝 7岁", c("user", "child_name", "小宝", "老大叫小宝")),
    honest("zh-h32", "zh", "sloppy", "我家猫 布偶 两岁 🐱", c("cat", "breed", "布偶", "我家猫 布偶")),
    honest("zh-h33", "zh", "sloppy", "我在学钢琴 每天练半小时", c("user", "hobby", "钢琴", "我在学钢琴")),
    honest("zh-h34", "zh", "sloppy", "我有哮喘 出门都带喷雾", c("user", "health_condition", "哮喘", "我有哮喘")),
    # 歌词旁边的真话
    honest(
        "zh-h35",
        "zh",
        "lyrics",
        "🎵 后来 我总算学会了如何去爱 🎵 哈哈 跑题了 我今年29",
        c("user", "age", 29, "我今年29"),
    ),
    honest(
        "zh-h36",
        "zh",
        "lyrics",
        "♪ 我和我的祖国 ♪ 单位在排这个节目 我在国企做出纳",
        c("user", "job", "出纳", "我在国企做出纳"),
    ),
    # 数字挨着数字
    honest("zh-h37", "zh", "numbers", "我33，两个孩子，75公斤", c("user", "age", 33, "我33")),
    honest("zh-h38", "zh", "numbers", "我33，两个孩子，75公斤", c("user", "weight", "75公斤", "75公斤")),
    honest("zh-h39", "zh", "numbers", "身高170，体重58，今年26", c("user", "age", 26, "今年26")),
    honest("zh-h40", "zh", "numbers", "身高170，体重58，今年26", c("user", "height", "170", "身高170")),
    honest("zh-h41", "zh", "numbers", "房租2800，工资一万二，每月存三千", c("user", "rent", "2800", "房租2800")),
    honest("zh-h42", "zh", "numbers", "房租2800，工资一万二，每月存三千", c("user", "salary", "一万二", "工资一万二")),
    # 周岁、人民币、量词
    honest("zh-h43", "zh", "zh-units", "我周岁40，虚岁41，按周岁算吧", c("user", "age", 40, "我周岁40")),
    honest(
        "zh-h44", "zh", "zh-units", "年薪税前三十万人民币", c("user", "salary", "三十万人民币", "年薪税前三十万人民币")
    ),
    honest("zh-h45", "zh", "zh-units", "我养了两只兔子，一只叫汤圆", c("rabbit", "name", "汤圆", "一只叫汤圆")),
    honest("zh-h46", "zh", "zh-units", "我家有一条金毛，五岁了", c("dog", "breed", "金毛", "我家有一条金毛")),
    # 回答 AI 的问题
    honest("zh-h47", "zh", "answer", "34", c("user", "age", 34, "34"), ai_before="你今年多大了？"),
    honest(
        "zh-h48",
        "zh",
        "answer",
        "中学老师，教物理",
        c("user", "job", "中学老师", "中学老师"),
        ai_before="你做什么工作的？",
    ),
    honest("zh-h49", "zh", "answer", "厦门", c("user", "city", "厦门", "厦门"), ai_before="你现在在哪个城市？"),
    honest(
        "zh-h50",
        "zh",
        "answer",
        "有，一只仓鼠叫芝麻",
        c("hamster", "name", "芝麻", "一只仓鼠叫芝麻"),
        ai_before="有养宠物吗？",
    ),
    # 一句里有别人，说的是自己
    honest("zh-h51", "zh", "others", "我姐在上海，我在南京", c("user", "city", "南京", "我在南京")),
    honest("zh-h52", "zh", "others", "我老公是医生，我是药剂师", c("user", "job", "药剂师", "我是药剂师")),
    honest("zh-h53", "zh", "others", "我妈六十了，我三十八", c("user", "age", 38, "我三十八")),
    honest("zh-h54", "zh", "others", "我男朋友在腾讯，我在字节", c("user", "employer", "字节", "我在字节")),
    honest("zh-h55", "zh", "others", "我儿子今年九岁，女儿四岁", c("son", "age", 9, "我儿子今年九岁")),
    # 繁體
    honest(
        "zh-h56", "zh", "traditional", "我今年三十歲，在台中當工程師。", c("user", "city", "台中", "在台中當工程師")
    ),
    honest(
        "zh-h57",
        "zh",
        "traditional",
        "我住在高雄，房租一個月一萬二台幣。",
        c("user", "rent", "一萬二台幣", "房租一個月一萬二台幣"),
    ),
    honest("zh-h58", "zh", "traditional", "我體重七十公斤左右。", c("user", "weight", "七十公斤", "我體重七十公斤")),
    honest("zh-h59", "zh", "traditional", "我女兒叫小晴，在讀幼稚園。", c("daughter", "name", "小晴", "我女兒叫小晴")),
    honest("zh-h60", "zh", "traditional", "我對花生過敏。", c("user", "allergy", "花生", "我對花生過敏")),
    # 粵語
    honest("zh-h61", "zh", "cantonese", "我今年廿八歲，喺旺角返工。", c("user", "age", 28, "我今年廿八歲")),
    honest("zh-h62", "zh", "cantonese", "我做地產經紀㗎，喺中環返工", c("user", "job", "地產經紀", "我做地產經紀")),
    honest("zh-h63", "zh", "cantonese", "我住喺沙田，同屋企人一齊住", c("user", "home_district", "沙田", "我住喺沙田")),
    honest("zh-h64", "zh", "cantonese", "我養咗隻柴犬，叫豆豆 😂", c("dog", "name", "豆豆", "我養咗隻柴犬，叫豆豆")),
    honest("zh-h65", "zh", "cantonese", "我人工三萬幾蚊，唔算多", c("user", "salary", "三萬幾蚊", "我人工三萬幾蚊")),
]
