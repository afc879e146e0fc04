# ruff: noqa: E501
"""Probe lines of a review of the home-town frame of the "lives" kind (twin/narrative/grounding/slot.py, commits
3237c36, f1154d9: a home town said alone, "I grew up in Boise", 我老家是潮州, is not filed as where the person lives):
101 lines, 47 English and 54 Chinese (simplified, traditional, Cantonese), H must be stored, T must be refused,
labelled by meaning only, written before any run. Groups: "alone" (a home town, and staying or leaving in other
words), "lives" (a word of living about another place, person or time), "attr" (a home town filed as hometown,
grew_up_in, current_city, residence), "ai" (after the twin's "Where do you live?"), "yue" (Cantonese).

Measured in process (2026-12-06): before the frame (3237c36~1) 42 lines wrong (2 honest refused, 40 traps stored);
with the frame as first written (f1154d9) 54 (33 and 21): its rescue words were too few ("never moved", "stayed put",
"moved back", 没挪窝, 呢度, 冇离开) and too loose ("still a Broncos fan", 忍不住想家, 这边冬天不下雪). The frame was then
narrowed to what the reviewer sketched from these same lines, so the next figure is not held out: 13 (2 and 11),
the KNOWN_MISSES: two kin lines read as someone else's (as before the frame), "raised in", "home town" in two words,
a word of living about the parents or the past ("my parents still live there", "lived there till I was 18"), a
current_city attribute, 而家喺多倫多 with no "but", and 老家潮州 without 是 or 在."""

from __future__ import annotations

from typing import Any

from tests.trust_cases import probe_cases

EN = [
    # honest: a home town and living there still, in words _LIVES_TOO does not list
    ["alone", "H", "Born and raised in Austin, never moved", "city", "Austin", None, None],
    ["alone", "H", "grew up in Boise and that's where I am", "city", "Boise", None, None],
    ["alone", "H", "Grew up in Omaha and never moved away", "city", "Omaha", None, None],
    ["alone", "H", "My hometown is Tulsa and I never really left", "city", "Tulsa", None, None],
    ["alone", "H", "I grew up in Omaha and I'm in Omaha now", "city", "Omaha", None, None],
    ["alone", "H", "Grew up in Chicago, been in Chicago my whole life", "city", "Chicago", None, None],
    ["alone", "H", "I grew up in Tucson and I'm in Tucson to this day", "city", "Tucson", None, None],
    ["alone", "H", "Originally from Austin, moved back two years ago", "city", "Austin", None, None],
    ["alone", "H", "I'm originally from Savannah and came back after college", "city", "Savannah", None, None],
    [
        "alone",
        "H",
        "I grew up in Madison, went away for school, and came home to Madison",
        "city",
        "Madison",
        None,
        None,
    ],
    ["alone", "H", "My kids grew up in Eugene and so did I, we've never moved", "city", "Eugene", None, None],
    ["alone", "H", "Our daughter grew up in Denver and we're empty nesters there now", "city", "Denver", None, None],
    ["alone", "H", "Hometown is Fargo, and I've stayed put", "city", "Fargo", None, None],
    [
        "alone",
        "H",
        "Austin's home. I grew up in Austin, actually",
        "city",
        "Austin",
        "I grew up in Austin, actually",
        None,
    ],
    ["alone", "H", "Grew up in Reno and I'm raising my own kids in Reno now", "city", "Reno", None, None],
    # honest: with a word _LIVES_TOO lists, or a confirmation (controls)
    ["lives", "H", "I grew up in Denver and I love it here", "city", "Denver", None, None],
    ["lives", "H", "Grew up in Spokane, still there", "city", "Spokane", None, None],
    ["lives", "H", "My hometown is Tulsa and I live in the same house now", "city", "Tulsa", None, None],
    ["lives", "H", "Grew up in Portland, and Portland is home", "city", "Portland", None, None],
    ["lives", "H", "Originally from Akron and never left", "city", "Akron", None, None],
    # traps: a home town only, or one left
    ["alone", "T", "grew up in Boise, moved away at 18", "city", "Boise", None, None],
    ["alone", "T", "originally from Cork", "city", "Cork", None, None],
    ["alone", "T", "My hometown is Tulsa but I'm in Denver these days", "city", "Tulsa", None, None],
    ["alone", "T", "Grew up in Boise, left for college and never went back", "city", "Boise", None, None],
    ["alone", "T", "I grew up in Boise and miss it so much", "city", "Boise", None, None],
    ["alone", "T", "I was raised in Boise, moved to Seattle for work", "city", "Boise", None, None],
    ["alone", "T", "My home town is Tulsa, been in Denver for years", "city", "Tulsa", None, None],
    # traps: a word of living that is about another place, time or person
    ["lives", "T", "Originally from Cork but I live in Dublin", "city", "Cork", None, None],
    ["lives", "T", "Grew up in Boise, still a Broncos fan even though I moved to Seattle", "city", "Boise", None, None],
    [
        "lives",
        "T",
        "I grew up in Boise. Here's my question though: should I move back from Seattle?",
        "city",
        "Boise",
        None,
        None,
    ],
    ["lives", "T", "My hometown is Tulsa, my parents still live there", "city", "Tulsa", None, None],
    ["lives", "T", "Grew up in Boise, lived there till I was 18", "city", "Boise", None, None],
    ["lives", "T", "Grew up in Boise, I'd never live there again", "city", "Boise", None, None],
    # both said
    ["both", "H", "Grew up in Boise, moved to Seattle for work", "city", "Seattle", None, None],
    [
        "both",
        "H",
        "Grew up in the Bay Area, went to college in Boston and stayed in Boston",
        "city",
        "Boston",
        None,
        None,
    ],
    [
        "both",
        "T",
        "Grew up in the Bay Area, went to college in Boston and stayed in Boston",
        "city",
        "Bay Area",
        None,
        None,
    ],
    # attributes: a home town filed as one must be stored; other residence names refused
    ["attr", "H", "grew up in Boise, moved away at 18", "hometown", "Boise", None, None],
    ["attr", "H", "originally from Cork", "hometown", "Cork", None, None],
    ["attr", "H", "My hometown is Tulsa but I'm in Denver these days", "home_town", "Tulsa", None, None],
    ["attr", "H", "I grew up in Omaha", "grew_up_in", "Omaha", None, None],
    ["attr", "T", "My hometown is Tulsa, been in Denver a while", "residence", "Tulsa", None, None],
    ["attr", "T", "grew up in Boise, moved away at 18", "current_city", "Boise", None, None],
    # answers to the twin
    ["ai", "H", "Never left! Grew up in Austin", "city", "Austin", None, "Where do you live these days?"],
    ["ai", "H", "Grew up in Tulsa, never moved", "city", "Tulsa", None, "Where are you based?"],
    ["ai", "H", "Grew up in Omaha and never left", "city", "Omaha", None, "Where do you live?"],
    ["ai", "T", "Originally from Cork", "city", "Cork", None, "Where do you live?"],
    [
        "ai",
        "T",
        "I grew up in Boise, but I'd rather not say where I am now",
        "city",
        "Boise",
        None,
        "Where do you live?",
    ],
]

ZH = [
    # honest: a home town and living there still, in words _LIVES_TOO does not list
    ["alone", "H", "我老家就是杭州，一直在杭州", "city", "杭州", None, None],
    ["alone", "H", "我是土生土长的成都人", "city", "成都", None, None],
    ["alone", "H", "我在成都长大，一直在成都", "city", "成都", None, None],
    ["alone", "H", "我是成都长大的，工作也在成都", "city", "成都", None, None],
    ["alone", "H", "我在西安长大，到现在都没离开", "city", "西安", None, None],
    ["alone", "H", "我老家是潮州的，毕业后又回潮州了", "city", "潮州", None, None],
    ["alone", "H", "我家乡是大理，现在回大理开了个客栈", "city", "大理", None, None],
    ["alone", "H", "我故乡是苏州，毕业后回苏州工作了", "city", "苏州", None, None],
    ["alone", "H", "我家乡是青岛，毕业后就留在青岛了", "city", "青岛", None, None],
    ["alone", "H", "我在成都长大，就一直待在这儿", "city", "成都", None, None],
    ["alone", "H", "我老家是成都下面的县，现在成都上班", "city", "成都", None, None],
    ["alone", "H", "我一直在成都，我在成都长大的", "city", "成都", "我在成都长大的", None],
    ["alone", "H", "我從小在台北長大，沒搬過家", "city", "台北", None, None],
    ["alone", "H", "我在台北長大的，現在人也在台北", "city", "台北", None, None],
    # Cantonese
    ["yue", "H", "我喺香港長大，而家都喺香港", "city", "香港", None, None],
    ["yue", "H", "我喺香港長大，一直喺呢度", "city", "香港", None, None],
    ["yue", "H", "我喺香港長大，冇離開過", "city", "香港", None, None],
    ["yue", "H", "我喺深圳長大，到而家都喺深圳", "city", "深圳", None, None],
    ["yue", "H", "我鄉下係台山，而家喺台山做嘢", "city", "台山", None, None],
    ["yue", "T", "我鄉下係台山，喺廣州返工", "city", "台山", None, None],
    ["yue", "T", "我乡下系台山", "city", "台山", None, None],
    ["yue", "T", "我喺香港長大，後來移民加拿大，每年返香港住幾日", "city", "香港", None, None],
    ["yue", "T", "我喺香港長大，而家喺多倫多", "city", "香港", None, None],
    # honest controls: a word _LIVES_TOO lists
    ["lives", "H", "我在西安长大，现在住在曲江", "city", "西安", None, None],
    ["lives", "H", "我在成都长大，到现在也在成都", "city", "成都", None, None],
    ["lives", "H", "我是长沙长大的，一直没离开过", "city", "长沙", None, None],
    # traps: a home town only
    ["alone", "T", "老家潮州，在深圳打工", "city", "潮州", None, None],
    ["alone", "T", "我老家是潮州，在深圳打工", "city", "潮州", None, None],
    ["alone", "T", "我老家在潮州，在深圳打工", "city", "潮州", None, None],
    ["alone", "T", "我老家在广东潮州，在深圳打工", "city", "潮州", None, None],
    ["alone", "T", "我老家就是潮州的，在深圳上班", "city", "潮州", None, None],
    ["alone", "T", "我在哈尔滨长大，后来去了南方", "city", "哈尔滨", None, None],
    ["alone", "T", "成都长大的，北漂十年了", "city", "成都", None, None],
    ["alone", "T", "我家乡是大理，好想回去", "city", "大理", None, None],
    ["alone", "T", "我故乡是苏州，离开十几年了", "city", "苏州", None, None],
    # traps: a listed word about another place or person, or inside another word
    ["lives", "T", "我老家是潮州，不是本地人", "city", "潮州", None, None],
    ["lives", "T", "我老家是潮州，爸妈还在那边", "city", "潮州", None, None],
    ["lives", "T", "我老家是潮州，忍不住想家", "city", "潮州", None, None],
    ["lives", "T", "我是哈尔滨长大的，这边冬天都不下雪", "city", "哈尔滨", None, None],
    ["lives", "T", "我老家是潮州，在杭州定居了", "city", "潮州", None, None],
    ["lives", "T", "我在哈尔滨长大的，人在上海", "city", "哈尔滨", None, None],
    # both said
    ["both", "H", "老家潮州，在深圳打工", "city", "深圳", None, None],
    ["both", "H", "我老家是潮州，在杭州定居了", "city", "杭州", None, None],
    # attributes
    ["attr", "H", "我老家是潮州，在深圳打工", "hometown", "潮州", None, None],
    ["attr", "H", "我乡下系台山", "hometown", "台山", None, None],
    ["attr", "H", "我在哈尔滨长大，后来去了南方", "老家", "哈尔滨", None, None],
    ["attr", "H", "我家乡是大理，好想回去", "家乡", "大理", None, None],
    ["attr", "T", "我老家是潮州，在深圳打工", "居住地", "潮州", None, None],
    ["attr", "T", "我老家是潮州，在深圳打工", "current_city", "潮州", None, None],
    # answers to the twin
    ["ai", "H", "我老家就是苏州，一直在苏州", "city", "苏州", None, "你住在哪个城市？"],
    ["ai", "H", "在西安长大的，一直没挪窝", "city", "西安", None, "你现在住哪儿？"],
    ["ai", "H", "我在成都长大，到现在也在成都", "city", "成都", None, "你在哪个城市？"],
    ["ai", "T", "我老家是潮州的", "city", "潮州", None, "你住在哪里？"],
    ["ai", "T", "我是哈尔滨长大的，不过早就搬走了", "city", "哈尔滨", None, "你在哪个城市？"],
]

CASES: list[dict[str, Any]] = probe_cases("home", EN, ZH)
KNOWN_MISSES: set[str] = {
    "home-alone-en-011",
    "home-alone-en-012",
    "home-lives-en-010",
    "home-lives-en-011",
    "home-yue-zh-008",
    # a home town and a present place that is a part of it, which the words cannot tell from another city (the
    # typed and roots round, 2026-12-06: a place one comes from is not where one lives when the turn names another)
    "home-lives-zh-001",
}
