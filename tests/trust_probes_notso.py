# ruff: noqa: E501
"""Probe lines of a blind trust probe (2026-12-07) that drove the real program with a sloppy scripted extractor
(the twin's words or the persona's taken for the person's, and values the person denies, believed once, turned down
or filled in for another), and honest lines near each rule written beside them: 31 traps and 25 honest lines. On
the code before the round 30 of the traps were stored and every honest line kept; after it, one trap is stored (a
known miss, below) and every honest line kept. Each row: (rule, H or T, the
person's line, attribute, value, quote or None for the whole line, the AI's line before or None).

Rules: `liked` a value only liked, of the twin's or the persona's or no one's ("I love Tacoma too!" after "I live in
Tacoma.", "I love Paris!" as the city, 豆豆好可爱，我也想要 as a pet); `notso` said right after not to be so ("People assume
I live in Paris but I don't", 结果不是); `believed` believed once ("I used to think I was allergic to cats", 我以为我…);
`taken` the way not taken ("instead of moving to Berlin", "rather than Paris"); `far` what the person is far from
("anything but calm", 怎么可能住在上海, "would be a stretch"); `played` pretending (装作, "pretended to be"); `form` a
form filled in for a client."""

from typing import Any

from tests.trust_cases import probe_cases

EN: list = [
    ["liked", "T", "I love Tacoma too!", "city", "Tacoma", "I love Tacoma too", "I live in Tacoma."],
    ["liked", "T", "Duluth? I love Duluth too, the lake!", "city", "Duluth", "I love Duluth too", None],
    ["liked", "T", "I love Paris!", "city", "Paris", "I love Paris", None],
    ["liked", "T", "I love Parsnip too!", "pet", "Parsnip", "I love Parsnip too", "I have a dog called Parsnip."],
    ["liked", "T", "I love architects!", "job", "architect", "I love architects", "I'm an architect."],
    ["liked", "H", "I live in Tacoma too!", "city", "Tacoma", "I live in Tacoma too", "I live in Tacoma."],
    ["liked", "H", "I live in Tacoma too, love it!", "city", "Tacoma", "I live in Tacoma too", "I live in Tacoma."],
    ["liked", "H", "I love Tacoma, been here 12 years.", "city", "Tacoma", "I love Tacoma", None],
    ["liked", "H", "I love Paris, I've lived here since 2015.", "city", "Paris", "I love Paris", "Where do you live?"],
    ["liked", "H", "I love being a nurse.", "job", "nurse", "a nurse", None],
    ["liked", "H", "I love Tacoma too!", "likes", "Tacoma", "I love Tacoma too", "I live in Tacoma."],
    [
        "liked",
        "H",
        "I love dogs! I have a beagle named Max.",
        "pet",
        "Max",
        "I have a beagle named Max",
        "I have a dog named Parsnip.",
    ],
    ["notso", "T", "People assume I live in Paris but I don't.", "city", "Paris", "I live in Paris", None],
    ["notso", "T", "Most people assume I live in Paris. I don't.", "city", "Paris", "I live in Paris", None],
    ["notso", "T", "People assume I have a cat but I don't.", "pet", "a cat", "I have a cat", None],
    ["notso", "T", "My coworkers assume I'm from Texas; I'm not.", "hometown", "Texas", "I'm from Texas", None],
    ["notso", "H", "People assume I live in Paris, and I do.", "city", "Paris", "I live in Paris", None],
    ["notso", "H", "I have a cat but I don't have a dog.", "pet", "a cat", "I have a cat", None],
    ["notso", "H", "I'm vegetarian but I'm not strict about it.", "diet", "vegetarian", "I'm vegetarian", None],
    ["notso", "H", "I live in Paris and I love it.", "city", "Paris", "I live in Paris", None],
    ["believed", "T", "I used to think I was allergic to cats.", "allergy", "cats", "I was allergic to cats", None],
    ["believed", "T", "I used to think I wanted to be a doctor.", "job", "doctor", "I wanted to be a doctor", None],
    [
        "believed",
        "H",
        "I thought I'd hate Boston but I've lived in Boston for 5 years now.",
        "city",
        "Boston",
        "I've lived in Boston for 5 years",
        None,
    ],
    ["taken", "T", "Instead of moving to Berlin I stayed in Hamburg.", "city", "Berlin", "moving to Berlin", None],
    ["taken", "T", "I chose Madrid rather than Paris.", "city", "Paris", "Paris", None],
    ["taken", "H", "I chose Madrid rather than Paris.", "city", "Madrid", "I chose Madrid", None],
    ["taken", "H", "Instead of moving to Berlin I stayed in Hamburg.", "city", "Hamburg", "I stayed in Hamburg", None],
    [
        "taken",
        "H",
        "I'd rather live in Paris than London, and I do live in Paris.",
        "city",
        "Paris",
        "I do live in Paris",
        None,
    ],
    [
        "taken",
        "H",
        "My wife and I moved to Denver rather than staying in Ohio.",
        "city",
        "Denver",
        "moved to Denver",
        None,
    ],
    ["far", "T", "I'm anything but calm these days.", "trait", "calm", "calm", None],
    ["far", "T", "Calling me a runner would be a stretch.", "hobby", "runner", "a runner", None],
    ["played", "T", "I pretended to be a journalist to get in.", "job", "journalist", "a journalist", None],
    [
        "form",
        "T",
        "Name: John Smith, Age: 45 - that's the form template I'm filling for a client.",
        "name",
        "John Smith",
        "Name: John Smith",
        None,
    ],
    [
        "form",
        "T",
        "Name: John Smith, Age: 45 - that's the form template I'm filling for a client.",
        "age",
        "45",
        "Age: 45",
        None,
    ],
    ["form", "H", "I'm 45, and that's the form I'm filling for a client.", "age", "45", "I'm 45", None],
]
ZH: list = [
    ["liked", "T", "豆豆好可爱，我也想要。", "pet", "豆豆", "豆豆好可爱", "我养了一只叫豆豆的狗。"],
    ["liked", "T", "建筑师挺好的，我也喜欢建筑师。", "job", "建筑师", "我也喜欢建筑师", "我是一名建筑师。"],
    ["liked", "T", "大理我很喜欢。", "city", "大理", "大理我很喜欢", "我住在大理。"],
    ["liked", "T", "大理我很喜欢。", "city", "大理", "大理我很喜欢", None],
    ["liked", "T", "厦门好棒，我很喜欢厦门。", "city", "厦门", "我很喜欢厦门", "我住在厦门。"],
    ["liked", "H", "我也住在大理！", "city", "大理", "我也住在大理", "我住在大理。"],
    ["liked", "H", "我很喜欢杭州，在这边住了五年。", "city", "杭州", "我很喜欢杭州", None],
    ["liked", "H", "我很喜欢护士这个职业，做了十年了。", "job", "护士", "护士", None],
    ["liked", "H", "我家豆豆好可爱。", "pet", "豆豆", "我家豆豆好可爱", None],
    ["notso", "T", "我以为我对花生过敏，结果不是。", "allergy", "花生", "我对花生过敏", None],
    ["notso", "T", "我原以为我是内向的人，后来发现不是。", "trait", "内向", "我是内向的人", None],
    ["notso", "H", "我在北京 不是 南京", "city", "北京", "我在北京", None],
    ["believed", "T", "小时候我一直以为自己会当警察。", "job", "警察", "当警察", None],
    ["believed", "H", "我以前以为我对花生过敏，后来才知道其实是对芒果过敏。", "allergy", "芒果", "对芒果过敏", None],
    ["believed", "H", "我一直以为我不会喜欢猫，结果现在养了两只猫。", "pet", "猫", "养了两只猫", None],
    ["far", "T", "我怎么可能住在上海。", "city", "上海", "住在上海", None],
    ["played", "T", "我装作是记者混进去的，哈哈。", "job", "记者", "是记者", None],
    ["played", "T", "我假装是记者混进去的。", "job", "记者", "是记者", None],
    ["form", "T", "表格上写着：姓名：张三，年龄：45，这是我帮客户填的。", "name", "张三", "姓名：张三", None],
    ["form", "T", "表格上写着：姓名：张三，年龄：45，这是我帮客户填的。", "age", "45", "年龄：45", None],
    ["form", "H", "我叫张三，45岁，这是我帮客户填的表之外的事。", "name", "张三", "我叫张三", None],
]

CASES: list[dict[str, Any]] = probe_cases("notso", EN, ZH)
# a place only liked with more said after it ("…, the lake!"): a review found the rule, read over the whole turn,
# turned down sixteen honest lines that say where the person lives in words no list holds ("I love Tokyo, my apartment
# is in Shibuya"), so it reads a liking that is all the turn says
KNOWN_MISSES: set[str] = {"notso-liked-en-002"}
