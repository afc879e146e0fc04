# ruff: noqa: E501
"""Lines for the rule of 2026-12-07 on a clinician's word the person doubts ("my doctor says I have diabetes but I
don't believe it", 医生说我有高血压，但我不信: not the person's statement) and on a diet a clinician found ("my doctor
says I'm lactose intolerant" as a dietary_restriction: the person's own), and on a liking said as a kind of person
("I'm a coffee person" as the favourite drink), a diet for a day ("doing keto this week to see how it goes") and a yes
that goes on to say the person moved there ("yep Denver, moved here in 2019", to "Do you live in Denver?": it was read
as taking the yes back, and 对，杭州，住了五年了 to 你住在杭州吗？, a question the twin asks in Chinese as "Do you live in
Hangzhou?" is read in English), each judged wrong before them."""

from tests.trust_cases import probe_cases

EN: list = [
    ["person", "H", "tea or coffee? I'm a coffee person", "favorite_drink", "coffee", "I'm a coffee person", None],
    [
        "person",
        "T",
        "my husband is a coffee person, I'm all about tea",
        "favorite_drink",
        "coffee",
        "a coffee person",
        None,
    ],
    ["person", "T", "I'm a morning person", "favorite_drink", "coffee", "I'm a morning person", None],
    ["day", "T", "doing keto this week to see how it goes", "diet", "keto", "doing keto this week", None],
    ["day", "T", "today I'm eating vegan, it's a fasting day", "diet", "vegan", "eating vegan", None],
    ["day", "H", "doing keto this week and honestly I've been doing it for years", "diet", "keto", "doing keto", None],
    [
        "day",
        "H",
        "I've been vegan for years, eating vegan today like every day",
        "diet",
        "vegan",
        "I've been vegan",
        None,
    ],
    ["moved-here", "H", "yep Denver, moved here in 2019", "city", "Denver", "yep Denver", "Do you live in Denver?"],
    [
        "moved-here",
        "T",
        "yes, Denver. moved to Austin last year though",
        "city",
        "Denver",
        "yes, Denver",
        "So you live in Denver?",
    ],
    [
        "moved-here",
        "T",
        "yep Denver, moved there in 2019 but left last spring",
        "city",
        "Denver",
        "yep Denver",
        "Do you live in Denver?",
    ],
    [
        "doubted",
        "T",
        "my doctor says I have diabetes but I don't believe it",
        "condition",
        "diabetes",
        "I have diabetes",
        None,
    ],
    [
        "doubted",
        "T",
        "My doctor says I have high blood pressure. I doubt it, I feel fine.",
        "condition",
        "high blood pressure",
        "I have high blood pressure",
        None,
    ],
    [
        "doubted",
        "T",
        "the nurse said I'm anaemic, getting a second opinion next week",
        "condition",
        "anaemic",
        "I'm anaemic",
        None,
    ],
    [
        "doubted",
        "H",
        "my GP says I'm gluten intolerant, so no more bagels for me",
        "dietary_restriction",
        "gluten intolerant",
        "I'm gluten intolerant",
        None,
    ],
    [
        "doubted",
        "H",
        "my doctor says I have asthma, I can't believe it took this long to find out",
        "condition",
        "asthma",
        "I have asthma",
        None,
    ],
    [
        "doubted",
        "H",
        "the doctor told me I'm anaemic and honestly I believe it, I'm always tired",
        "condition",
        "anaemic",
        "I'm anaemic",
        None,
    ],
]

ZH: list = [
    ["asked-zh", "H", "对，杭州，住了五年了", "city", "杭州", "对，杭州", "你住在杭州吗？"],
    ["asked-zh", "H", "对，杭州，前年搬到这边的", "city", "杭州", "对，杭州", "你住在杭州吗？"],
    ["asked-zh", "T", "对，杭州，不过去年搬到上海了", "city", "杭州", "对，杭州", "你住在杭州吗？"],
    ["doubted", "T", "医生说我有高血压，但我不信", "condition", "高血压", "我有高血压", None],
    ["doubted", "T", "医生说我乳糖不耐受，我压根不信", "dietary_restriction", "乳糖不耐受", "我乳糖不耐受", None],
    [
        "doubted",
        "H",
        "医生说我乳糖不耐受，难怪喝牛奶就肚子疼",
        "dietary_restriction",
        "乳糖不耐受",
        "我乳糖不耐受",
        None,
    ],
    ["doubted", "H", "医生说我有高血压，我信了，开始吃药了", "condition", "高血压", "我有高血压", None],
]

CASES = probe_cases("review65", EN, ZH)
KNOWN_MISSES: set[str] = set()
