# ruff: noqa: E501
"""The lines of a blind probe of facts over time (2026-12-07, /tmp work of a helper that read the docs, not twin/):
the twin's value humoured ("haha Denver, sure, if you say so"), a home that was ("Portsmouth was home for years", "my
old flat in Portsmouth", "I grew up near Portsmouth", "I miss Portsmouth sometimes"), and a job left said in other
words than the person's (the docs' own 已从腾讯离职 from 我已经不在腾讯了; "left Google" from "I quit Google"), each
with the near-misses that must stay the person's. Every trap here was stored before, and both left-job lines lost."""

from tests.trust_cases import probe_cases

_DENVER = "Since you moved to Denver, how's the weather? You live in Denver now, right?"
_SHENZHEN = "你搬到深圳以后还习惯吗？你现在在深圳工作吧？"

EN: list = [
    ["humoured", "T", "haha Denver, sure, if you say so", "city", "Denver", "Denver, sure", _DENVER],
    ["humoured", "T", "Denver... sure, whatever you say", "city", "Denver", "Denver... sure", _DENVER],
    ["humoured", "T", "sure, whatever floats your boat, Denver it is", "city", "Denver", "Denver it is", _DENVER],
    ["humoured", "H", "yep, Denver since March, still unpacking", "city", "Denver", "Denver since March", _DENVER],
    ["was-home", "T", "I miss Portsmouth sometimes.", "city", "Portsmouth", "I miss Portsmouth", None],
    ["was-home", "T", "Portsmouth was home for years.", "city", "Portsmouth", "Portsmouth was home", None],
    ["was-home", "T", "I grew up near Portsmouth.", "city", "Portsmouth", "I grew up near Portsmouth", None],
    [
        "was-home",
        "T",
        "My old flat in Portsmouth is finally sold.",
        "city",
        "Portsmouth",
        "My old flat in Portsmouth",
        None,
    ],
    [
        "was-home",
        "T",
        "we called Portsmouth home for a decade before the move",
        "city",
        "Portsmouth",
        "called Portsmouth home",
        None,
    ],
    [
        "was-home",
        "H",
        "Portsmouth was home for years and it still is",
        "city",
        "Portsmouth",
        "Portsmouth was home",
        None,
    ],
    [
        "was-home",
        "H",
        "I grew up near Portsmouth and I still live there",
        "city",
        "Portsmouth",
        "I grew up near Portsmouth",
        None,
    ],
    [
        "was-home",
        "H",
        "my flat in Portsmouth is tiny but I love it",
        "city",
        "Portsmouth",
        "my flat in Portsmouth",
        None,
    ],
    ["left", "H", "I quit Google last week", "employer", "left Google", "I quit Google", None],
    [
        "left",
        "H",
        "I resigned from Google in May, still decompressing",
        "employer",
        "former Google employee",
        "I resigned from Google",
        None,
    ],
    ["left", "T", "I love Google, best job I ever had", "employer", "left Google", "I love Google", None],
]

ZH: list = [
    ["humoured", "T", "哈哈深圳，行吧，你说是就是", "city", "深圳", "深圳，行吧", _SHENZHEN],
    ["humoured", "T", "深圳深圳，你说了算", "city", "深圳", "深圳深圳", _SHENZHEN],
    ["humoured", "H", "对，深圳，搬过来半年了", "city", "深圳", "深圳，搬过来半年了", _SHENZHEN],
    ["was-home", "T", "我在广州的老房子终于卖掉了", "city", "广州", "广州的老房子", None],
    ["was-home", "T", "以前在广州的家离地铁很近", "city", "广州", "在广州的家", None],
    ["was-home", "H", "我在广州的房子离公司很近，通勤十分钟", "city", "广州", "我在广州的房子", None],
    ["left", "H", "我已经不在腾讯了", "employer", "已从腾讯离职", "我已经不在腾讯了", None],
    ["left", "H", "我上个月从字节离职了", "employer", "已从字节离职", "从字节离职", None],
    ["left", "T", "我在腾讯上班，挺忙的", "employer", "已从腾讯离职", "我在腾讯上班", None],
]

CASES = probe_cases("time", EN, ZH)
KNOWN_MISSES: set[str] = set()
