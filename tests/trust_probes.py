"""Probe sentences of the fourteenth round's review: honest lines that look like a cue of that round (a no to the
AI's question, a place moved from, a pet's age, "my family", a bound, a part, a side of tax, a lunar date, an
initialism, 俩) and traps in other wordings than tests/trust_cases.py's, 516 in all, written by a review helper to
measure how wide the round's first rules were (164 honest lines came out worse; after narrowing, none).
tests/test_trust_probes.py judges each in process: an honest line is stored or held for the person's word, a trap is
not stored, but for the ids in KNOWN_MISSES (wrong before the round as after it)."""

# ruff: noqa: E501

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from tests.trust_cases import c

CASES: list[dict[str, Any]] = []


def probes(cases: list[dict[str, Any]]) -> tuple[Callable[..., None], Callable[..., None]]:
    """H (an honest line) and T (a trap), each adding a probe to `cases`: (rule, id, lang, user, attribute, value,
    quote, ai=None, subject="user", **candidate fields)."""

    def add(
        label: str, rule: int, id: str, lang: str, user: str, attr: str, value: Any, quote: str,
        ai: str | None = None, subject: str = "user", **extra: Any,
    ) -> None:  # fmt: skip
        cases.append({"id": f"r{rule}-{id}", "rule": rule, "lang": lang, "label": label, "user": user, "ai": ai,
                      "cand": c(subject, attr, value, quote, **extra)})  # fmt: skip

    return partial(add, "honest"), partial(add, "trap")


H, T = probes(CASES)


# ---------------------------------------------------------------- 1. a "no" to the AI's question, value later
R = 1
H(
    R,
    "no-way-en",
    "en",
    "no way, how'd you guess? Portland born and raised",
    "city",
    "Portland",
    "Portland born and raised",
    ai="So you're in Portland, right?",
)
H(
    R,
    "no-doubt-en",
    "en",
    "no doubt about it, nurse for 12 years now",
    "job",
    "nurse",
    "nurse for 12 years now",
    ai="Are you a nurse?",
)
H(
    R,
    "no-meat-en",
    "en",
    "no meat for 5 years now, so yeah, vegetarian",
    "diet",
    "vegetarian",
    "so yeah, vegetarian",
    ai="Are you vegetarian?",
)
H(R, "no-cats-en", "en", "no cats in this house, just the dog", "pet", "dog", "just the dog", ai="Do you have a dog?")
H(
    R,
    "nope-never-left-en",
    "en",
    "nope, never left, still in Portland",
    "city",
    "Portland",
    "still in Portland",
    ai="Are you not in Portland anymore?",
)
H(
    R,
    "nope-havent-left-en",
    "en",
    "nope, haven't left, still at Google lol",
    "employer",
    "Google",
    "still at Google",
    ai="You're not still at Google, are you?",
)
H(
    R,
    "no-regrets-en",
    "en",
    "no regrets, married 10 years this June",
    "marital_status",
    "married",
    "married 10 years this June",
    ai="Are you married?",
)
H(
    R,
    "nah-my-home-en",
    "en",
    "nah, not native, moved there at 5, but my home's Portland",
    "city",
    "Portland",
    "my home's Portland",
    ai="So you're a Portland native?",
)
H(
    R,
    "no-changes-en",
    "en",
    "no changes there, still teaching 4th grade",
    "occupation",
    "teaching",
    "still teaching 4th grade",
    ai="Are you still teaching?",
)
H(
    R,
    "no-plans-en",
    "en",
    "no plans to leave, Austin's home",
    "city",
    "Austin",
    "Austin's home",
    ai="Do you still live in Austin?",
)
H(
    R,
    "no-yeah-en",
    "en",
    "no, yeah, software engineer, backend mostly",
    "job",
    "software engineer",
    "software engineer, backend mostly",
    ai="You're a software engineer, right?",
)
H(
    R,
    "nope-not-a-phase-en",
    "en",
    "nope, not a phase, vegan since 2015",
    "diet",
    "vegan",
    "vegan since 2015",
    ai="Are you vegan?",
)
H(
    R,
    "no-complaints-en",
    "en",
    "no complaints, Chicago's been great to us",
    "city",
    "Chicago",
    "Chicago's been great to us",
    ai="So you're in Chicago these days?",
)
H(
    R,
    "not-really-a-question-en",
    "en",
    "not really a question lol, marathons are my life",
    "hobby",
    "marathons",
    "marathons are my life",
    ai="Are you still running marathons?",
)
H(
    R,
    "no-question-en",
    "en",
    "no question, morning person through and through",
    "chronotype",
    "morning person",
    "morning person through and through",
    ai="Are you a morning person?",
)
H(
    R,
    "no-lessons-en",
    "en",
    "no lessons or anything, piano's self-taught",
    "hobby",
    "piano",
    "piano's self-taught",
    ai="Do you play the piano?",
)
H(
    R,
    "nope-texas-en",
    "en",
    "nope, not Houston like everyone guesses, Texas though, El Paso",
    "hometown",
    "Texas",
    "Texas though, El Paso",
    ai="You're from Texas, right?",
)
H(
    R,
    "no-not-practising-en",
    "en",
    "no, not practising much, but Catholic, yes",
    "religion",
    "Catholic",
    "but Catholic, yes",
    ai="Are you Catholic?",
)
H(
    R,
    "no-kidding-en",
    "en",
    "no kidding, been a teacher 20 years",
    "job",
    "teacher",
    "been a teacher 20 years",
    ai="So you're a teacher?",
)
H(
    R,
    "no-secret-en",
    "en",
    "no secret there, married to Jess for 6 years",
    "marital_status",
    "married",
    "married to Jess for 6 years",
    ai="You're married, right?",
)
H(
    R,
    "nah-portland-home-en",
    "en",
    "nah, Portland's home, always has been",
    "city",
    "Portland",
    "Portland's home, always has been",
    ai="So you're just visiting Portland?",
)
H(
    R,
    "no-im-a-nurse-en",
    "en",
    "no, I'm a nurse practitioner actually",
    "job",
    "nurse practitioner",
    "I'm a nurse practitioner",
    ai="Are you a nurse?",
)
H(
    R,
    "nah-still-here-en",
    "en",
    "nah, didn't get the transfer, still Denver",
    "city",
    "Denver",
    "still Denver",
    ai="Are you still in Denver?",
)
H(
    R,
    "not-really-changed-en",
    "en",
    "not really changed much, still a night owl",
    "chronotype",
    "night owl",
    "still a night owl",
    ai="Are you still a night owl?",
)
H(
    R,
    "no-big-deal-en",
    "en",
    "no big deal, but yes, diabetic since I was 9",
    "condition",
    "diabetic",
    "diabetic since I was 9",
    ai="Are you diabetic?",
)
T(
    R,
    "visiting-en",
    "en",
    "nah, still waiting on the transfer, Seattle maybe next year",
    "city",
    "Seattle",
    "Seattle maybe next year",
    ai="You're in Seattle now, right?",
)
T(
    R,
    "tried-it-en",
    "en",
    "no, tried it for a month, vegan food is hard",
    "diet",
    "vegan",
    "vegan food is hard",
    ai="Are you vegan?",
)
T(
    R,
    "paralegal-en",
    "en",
    "not really, paralegal, the lawyers are upstairs",
    "job",
    "lawyer",
    "the lawyers are upstairs",
    ai="Are you a lawyer?",
)
T(
    R,
    "office-first-en",
    "en",
    "nope, Boston's just where the office is, home is Quincy",
    "city",
    "Boston",
    "Boston's just where the office is",
    ai="So you live in Boston?",
)
T(
    R,
    "sold-it-en",
    "en",
    "nope, sold it in March, the Honda was costing a fortune",
    "vehicle",
    "Honda",
    "the Honda was costing a fortune",
    ai="Do you still have the Honda?",
)
T(
    R,
    "we-went-en",
    "en",
    "no, we just went to Lisbon for a week, loved it",
    "city",
    "Lisbon",
    "we just went to Lisbon",
    ai="Are you living in Lisbon now?",
)
T(
    R,
    "daughter-en",
    "en",
    "nope, retired, my daughter's the teacher now",
    "job",
    "teacher",
    "my daughter's the teacher now",
    ai="Are you still a teacher?",
)
H(
    R,
    "shi-zenme-zhidao-zh",
    "zh",
    "不是，你怎么知道的？北京，住了十年了",
    "住址",
    "北京",
    "北京，住了十年了",
    ai="你是住在北京吧？",
)
H(
    R,
    "shi-caidedao-zh",
    "zh",
    "不是，这都能猜到？程序员，干了八年",
    "职业",
    "程序员",
    "程序员，干了八年",
    ai="你是程序员吗？",
)
H(R, "meiyou-nar-zh", "zh", "没有，哪儿也没去，还在杭州", "居住城市", "杭州", "还在杭州", ai="你是不是已经不住杭州了？")
H(R, "meiyou-tiaocao-zh", "zh", "没有，没跳槽，还在腾讯", "公司", "腾讯", "还在腾讯", ai="你还在腾讯上班吗？")
H(R, "bu-meiban-zh", "zh", "不，没搬，一直在上海", "居住城市", "上海", "一直在上海", ai="你现在不在上海了吧？")
H(R, "bushi-sushi-zh", "zh", "不是，你咋知道的？吃素七年了", "饮食", "吃素", "吃素七年了", ai="你是吃素的吗？")
H(R, "bushi-huawei-zh", "zh", "不是，没走，还在华为呢", "公司", "华为", "还在华为呢", ai="你是不是不在华为了？")
H(R, "bushi-yisheng-zh", "zh", "不是，你猜得真准，医生，外科的", "职业", "医生", "医生，外科的", ai="你是医生吧？")
H(R, "meiyou-duyan-zh", "zh", "没有，还没毕业呢，还在读研", "学业", "读研", "还在读研", ai="你是不是已经不读研了？")
H(
    R,
    "bu-yigeren-zh",
    "zh",
    "不，猫陪着呢，一个人住三年了",
    "居住情况",
    "一个人住",
    "一个人住三年了",
    ai="你是一个人住吗？",
)
H(
    R,
    "budui-shangci-zh",
    "zh",
    "不对，上次说错了，是深圳，在深圳五年了",
    "居住城市",
    "深圳",
    "在深圳五年了",
    ai="你是在深圳吗？",
)
H(
    R,
    "bushi-jiehun-zh",
    "zh",
    "不是，早就不单身了，结婚三年了",
    "婚姻状况",
    "结婚",
    "结婚三年了",
    ai="你是不是还没结婚？",
)
H(R, "bu-haizai-zh", "zh", "不，别担心，狗还在，十二岁了", "宠物", "狗", "狗还在", ai="你还养着那只狗吗？")
H(R, "bushi-laoshi-zh", "zh", "不是，你说对了，老师，教初中数学", "职业", "老师", "老师，教初中数学", ai="你是老师吧？")
H(
    R,
    "meiyou-chengdu-zh",
    "zh",
    "没有，哪能走啊，成都安逸得很",
    "居住城市",
    "成都",
    "成都安逸得很",
    ai="你是不是搬出成都了？",
)
H(R, "bushi-wo-zh", "zh", "不是，我就是在杭州上班", "工作城市", "杭州", "我就是在杭州上班", ai="你是在杭州上班吗？")
H(R, "bu-hai-zh", "zh", "不，照旧，还是设计师", "职业", "设计师", "还是设计师", ai="你现在还是设计师吗？")
H(R, "bushi-kaiche-zh", "zh", "不是，坐地铁太挤了，开车上班", "通勤方式", "开车", "开车上班", ai="你是开车上班吗？")
T(
    R,
    "bushi-tianjin-zh",
    "zh",
    "不是，住天津，北京只是上班的地方",
    "住址",
    "北京",
    "北京只是上班的地方",
    ai="你是住在北京吧？",
)
T(
    R,
    "meiyou-ali-zh",
    "zh",
    "没有，去年就走了，阿里现在裁员厉害",
    "公司",
    "阿里",
    "阿里现在裁员厉害",
    ai="你还在阿里吗？",
)
T(R, "bushi-jianfei-zh", "zh", "不是，就最近减肥，吃素吃了一周", "饮食", "吃素", "吃素吃了一周", ai="你是吃素的吗？")
T(R, "bu-chuchai-zh", "zh", "不，出差，广州待两天就走", "居住城市", "广州", "广州待两天就走", ai="你现在在广州吗？")
T(R, "bushi-hushi-zh", "zh", "不是，护士，医生天天骂我们", "职业", "医生", "医生天天骂我们", ai="你是医生吧？")
T(R, "buduidi-zh", "zh", "不对，那是我表哥，程序员是他", "职业", "程序员", "程序员是他", ai="你是程序员吗？")
T(R, "meiyou-mao-zh", "zh", "没有，送人了，猫毛过敏", "宠物", "猫", "猫毛过敏", ai="你还养猫吗？")

# ---------------------------------------------------------------- 2. residence: moved from / home town / company
R = 2
H(
    R,
    "never-moved-from-en",
    "en",
    "I've never moved from Boston, born here and I'll die here",
    "city",
    "Boston",
    "I've never moved from Boston",
)
H(
    R,
    "moved-out-of-centre-en",
    "en",
    "we moved out of London's zone 1 into zone 3, still London though",
    "city",
    "London",
    "still London though",
)
H(
    R,
    "havent-moved-away-en",
    "en",
    "haven't moved away from Leeds in 30 years",
    "city",
    "Leeds",
    "haven't moved away from Leeds in 30 years",
)
H(
    R,
    "parents-moved-away-en",
    "en",
    "my parents moved away from Denver but I stayed in Denver",
    "city",
    "Denver",
    "I stayed in Denver",
)
H(
    R,
    "refused-relocation-en",
    "en",
    "the company relocated from Phoenix to Dallas and I refused to go, so still Phoenix for me",
    "city",
    "Phoenix",
    "so still Phoenix for me",
)
H(
    R,
    "people-ask-en",
    "en",
    "people keep asking if I moved from Seattle, I didn't, still here in Seattle",
    "city",
    "Seattle",
    "still here in Seattle",
)
H(
    R,
    "originally-back-en",
    "en",
    "originally from Cork, and I'm now back in Cork for good",
    "city",
    "Cork",
    "I'm now back in Cork for good",
)
H(
    R,
    "grew-up-now-back-en",
    "en",
    "grew up in Denver, left for college, now back in Denver for good",
    "city",
    "Denver",
    "now back in Denver for good",
)
H(
    R,
    "hometown-again-en",
    "en",
    "my hometown is Tulsa and I'm now living in Tulsa again",
    "city",
    "Tulsa",
    "I'm now living in Tulsa again",
)
H(
    R,
    "grew-up-now-i-live-en",
    "en",
    "I grew up in Austin and now I live in Austin with my wife",
    "city",
    "Austin",
    "now I live in Austin with my wife",
)
H(
    R,
    "grew-up-went-away-en",
    "en",
    "grew up in Portland, went away for 10 years, now in Portland again",
    "city",
    "Portland",
    "now in Portland again",
)
H(R, "company-so-am-i-en", "en", "my company is in Austin and so am I", "city", "Austin", "so am I")
H(
    R,
    "office-5min-en",
    "en",
    "my office is in Brooklyn, like 5 min from my apartment",
    "city",
    "Brooklyn",
    "like 5 min from my apartment",
)
H(R, "school-campus-en", "en", "the school's in Boston and I live on campus", "city", "Boston", "I live on campus")
H(
    R,
    "company-based-too-en",
    "en",
    "our company's based in Denver and I live in Denver too",
    "city",
    "Denver",
    "I live in Denver too",
)
H(
    R,
    "job-so-rent-en",
    "en",
    "my job is in Chicago so I rent a place in Chicago",
    "city",
    "Chicago",
    "I rent a place in Chicago",
)
H(
    R,
    "love-my-work-en",
    "en",
    "I love my work in Nairobi, this city's home now",
    "city",
    "Nairobi",
    "this city's home now",
)
H(R, "office-still-en", "en", "the office is still in Portland, and so am I", "city", "Portland", "and so am I")
H(
    R,
    "hq-handy-en",
    "en",
    "the hq is in Atlanta, which is handy since I live in Atlanta",
    "city",
    "Atlanta",
    "since I live in Atlanta",
)
H(
    R,
    "firm-walk-en",
    "en",
    "the firm is in Edinburgh and I walk there from my flat, been in Edinburgh 10 years",
    "city",
    "Edinburgh",
    "been in Edinburgh 10 years",
)
H(
    R,
    "leeds-example-en",
    "en",
    "from Leeds, moved from Leeds? no, I still live in Leeds",
    "city",
    "Leeds",
    "I still live in Leeds",
)
H(
    R,
    "live-then-company-en",
    "en",
    "I live in Austin, the company is in Austin too",
    "city",
    "Austin",
    "I live in Austin",
)
H(
    R,
    "born-raised-still-en",
    "en",
    "born and raised in Cleveland and still living here",
    "city",
    "Cleveland",
    "born and raised in Cleveland and still living here",
)
H(
    R,
    "grew-up-never-left-en",
    "en",
    "grew up in Tacoma and never left, now in my 40s",
    "city",
    "Tacoma",
    "grew up in Tacoma and never left",
)
T(
    R,
    "relocated-from-en",
    "en",
    "relocated from Boston to Denver last spring",
    "city",
    "Boston",
    "relocated from Boston",
)
T(
    R,
    "moved-out-of-en",
    "en",
    "I moved out of Chicago in 2019, best decision",
    "city",
    "Chicago",
    "I moved out of Chicago in 2019",
)
T(
    R,
    "born-raised-these-days-en",
    "en",
    "born and raised in Ohio, these days I'm in Texas",
    "city",
    "Ohio",
    "born and raised in Ohio",
)
T(R, "from-but-now-en", "en", "I'm from Cork but living in London now", "city", "Cork", "I'm from Cork")
T(
    R,
    "hometown-im-in-now-en",
    "en",
    "hometown's Savannah, but I'm in Atlanta now",
    "city",
    "Savannah",
    "hometown's Savannah",
)
T(
    R,
    "firm-commute-en",
    "en",
    "the firm is in Manhattan, I commute from Jersey City",
    "city",
    "Manhattan",
    "the firm is in Manhattan",
)
T(
    R,
    "hometown-these-days-en",
    "en",
    "my hometown is Tulsa; these days I live in Denver",
    "city",
    "Tulsa",
    "my hometown is Tulsa",
)
T(R, "hq-remote-en", "en", "HQ's in San Jose but I'm fully remote from Reno", "city", "San Jose", "HQ's in San Jose")
T(R, "works-in-en", "en", "work's in Dallas, I live up in Plano", "city", "Dallas", "work's in Dallas")
T(
    R,
    "moving-from-en",
    "en",
    "we're moving from Phoenix next week, the house is sold",
    "city",
    "Phoenix",
    "we're moving from Phoenix next week",
)
T(
    R,
    "originally-now-in-en",
    "en",
    "originally Glasgow, now in Manchester for uni",
    "city",
    "Glasgow",
    "originally Glasgow",
)
H(R, "congmei-banzou-zh", "zh", "我从没从成都搬走过，土生土长", "居住城市", "成都", "我从没从成都搬走过")
H(R, "yiwei-banzou-zh", "zh", "大家都以为我从北京搬走了，其实没有，还在北京", "住址", "北京", "还在北京")
H(R, "shiqu-jiaoqu-zh", "zh", "我从上海搬到上海郊区了，通勤远了点", "居住城市", "上海", "搬到上海郊区")
H(R, "laojia-shangban-zh", "zh", "老家就是杭州，现在在杭州上班", "居住城市", "杭州", "现在在杭州上班")
H(R, "laojia-zhengzhou-zh", "zh", "老家河南的，大学在郑州读的，现在在郑州工作", "居住城市", "郑州", "现在在郑州工作")
H(R, "jiaxiang-dingju-zh", "zh", "家乡是厦门，毕业后回了厦门，现在在厦门定居", "居住城市", "厦门", "现在在厦门定居")
H(R, "laojia-yuanqu-zh", "zh", "老家在苏州，现在住苏州园区", "居住城市", "苏州", "现在住苏州园区")
H(R, "gongsi-yezhu-zh", "zh", "公司在杭州，我也住杭州", "居住城市", "杭州", "我也住杭州")
H(R, "danwei-jia-zh", "zh", "单位在南京，家也在南京，走路十分钟", "居住城市", "南京", "家也在南京")
H(R, "zongbu-nanshan-zh", "zh", "我们公司总部在深圳，我就在深圳总部上班，住在南山", "居住城市", "深圳", "住在南山")
H(R, "bangongshi-chengdu-zh", "zh", "办公室在成都高新区，我住得不远，也在成都", "居住城市", "成都", "也在成都")
H(R, "gongsi-hai-zh", "zh", "公司还在武汉，我人也在武汉", "居住城市", "武汉", "我人也在武汉")
H(R, "jiaxiang-rujin-zh", "zh", "家乡是重庆，如今在重庆开火锅店", "居住城市", "重庆", "如今在重庆开火锅店")
H(R, "laojia-xian-zh", "zh", "老家西安，现在住西安高新", "居住城市", "西安", "现在住西安高新")
H(R, "danwei-qingdao-zh", "zh", "我们单位还在青岛，我住青岛黄岛区", "居住城市", "青岛", "我住青岛黄岛区")
H(R, "laojia-wo-zh", "zh", "我老家是长沙的，一直没离开过，现在在长沙做律师", "居住城市", "长沙", "现在在长沙做律师")
H(R, "gongsi-pangbian-zh", "zh", "公司在广州天河，我就住公司旁边", "居住城市", "广州", "公司在广州天河")
H(R, "congxiao-zh", "zh", "从小在广州长大，现在在广州上班", "居住城市", "广州", "现在在广州上班")
H(R, "laiode-zh", "zh", "我从广州来的，一直住广州", "住址", "广州", "一直住广州")
H(R, "zhongyu-huilai-zh", "zh", "家乡是昆明，在外面漂了十年，现在住昆明了", "居住城市", "昆明", "现在住昆明了")
H(R, "bandao-zh", "zh", "从南京搬到南京江北新区，房子大了一倍", "居住城市", "南京", "搬到南京江北新区")
T(R, "qiannian-qian-zh", "zh", "前年从天津迁到了石家庄", "居住城市", "天津", "从天津迁到了石家庄")
T(R, "banguolai-zh", "zh", "我是从西安搬过来的，在这边住三年了", "居住城市", "西安", "我是从西安搬过来的")
T(R, "laojia-muqian-zh", "zh", "老家是湖南衡阳，目前在东莞打工", "居住城市", "衡阳", "老家是湖南衡阳")
T(R, "jiaxiang-renzai-zh", "zh", "家乡是大连，人在北京", "居住城市", "大连", "家乡是大连")
T(R, "gongsi-yanjiao-zh", "zh", "公司在北京，我住燕郊", "居住城市", "北京", "公司在北京")
T(R, "gongzuoshi-zh", "zh", "我们工作室在上海，我远程，住昆明", "居住城市", "上海", "我们工作室在上海")
T(R, "laojia-zhejinian-zh", "zh", "老家哈尔滨，这几年在广州", "居住城市", "哈尔滨", "老家哈尔滨")
T(R, "banli-zh", "zh", "去年搬离了沈阳，去了大连", "居住城市", "沈阳", "搬离了沈阳")
T(R, "banqu-zh", "zh", "从长沙搬去株洲了", "居住城市", "长沙", "从长沙搬去株洲了")
T(R, "laojia-xianzaizhu-zh", "zh", "老家在潮汕，现在住深圳", "住址", "潮汕", "老家在潮汕")
T(R, "danwei-tongqin-zh", "zh", "单位在苏州，每天从昆山通勤", "居住城市", "苏州", "单位在苏州")
T(R, "gongsi-dou-zh", "zh", "公司在上海，不过我一直住在嘉兴", "居住城市", "上海", "公司在上海")

# ---------------------------------------------------------------- 3. a pet's age, in a Chinese clause without 我
R = 3
H(R, "shutu-zh", "zh", "属兔的，今年三十六", "年龄", "36", "今年三十六")
H(R, "shugou-zh", "zh", "属狗，今年二十九了", "年龄", "29岁", "今年二十九了")
H(R, "danshengou-zh", "zh", "我是个单身狗，今年二十八了", "年龄", "28", "今年二十八了")
H(R, "liangzhimao-zh", "zh", "养了两只猫，今年三十了，还单身", "年龄", "30", "今年三十了")
H(R, "yemaozi-zh", "zh", "夜猫子一个，二十五岁了还天天熬夜", "年龄", "25岁", "二十五岁了还天天熬夜")
H(R, "benren-zh", "zh", "家里有只柯基和一个娃，本人三十二", "年龄", "32", "本人三十二")
H(R, "zhuren-zh", "zh", "猫三岁，主人三十", "年龄", "30", "主人三十")
H(R, "daigou-zh", "zh", "周末带狗去公园，三十五岁的人了还像个孩子", "年龄", "35岁", "三十五岁的人了")
H(R, "gouxue-zh", "zh", "看了个狗血剧，都四十的人了还看哭了", "年龄", "40", "都四十的人了")
H(R, "xiongmao-zh", "zh", "在熊猫基地做饲养员，今年二十七", "年龄", "27", "今年二十七")
H(R, "tunian-zh", "zh", "兔年出生的，今年二十四岁", "年龄", "24岁", "今年二十四岁")
H(R, "cangshu-zh", "zh", "给儿子买了只仓鼠，本人三十八，儿子五岁", "年龄", "38", "本人三十八")
H(R, "yingwu-zh", "zh", "养鹦鹉二十年了，今年四十五岁", "年龄", "45岁", "今年四十五岁")
H(R, "wo-yanggou-zh", "zh", "我养狗十年了，今年三十一", "年龄", "31", "今年三十一")
H(R, "maonu-zh", "zh", "猫奴一枚，九零后，今年三十四", "年龄", "34", "今年三十四")
H(R, "resgou-zh", "zh", "中午吃了个热狗，四十岁的胃扛不住", "年龄", "40岁", "四十岁的胃扛不住")
H(R, "tuzi-yang-zh", "zh", "属兔，七五年的，今年五十了", "年龄", "50", "今年五十了")
H(R, "shuzhu-shugou-zh", "zh", "老公属猪我属狗，他大我一岁，今年三十七", "年龄", "37", "今年三十七")
H(R, "mao-liangzhi-zh", "zh", "两只猫一只狗，一家之主，五十二岁", "年龄", "52岁", "五十二岁")
H(R, "jinmao-tuixiu-zh", "zh", "退休了，养了只金毛作伴，六十三了", "年龄", "63", "六十三了")
H(R, "wojiamao-zh", "zh", "我家猫三岁，我三十", "年龄", "30", "我三十")
H(R, "gou-fenhao-zh", "zh", "狗十四岁了，老了；我三十七", "年龄", "37", "我三十七")
H(R, "liangju-zh", "zh", "我家猫三岁。今年我三十。", "年龄", "30", "今年我三十")
H(R, "puppy-en", "en", "got a puppy last week, 34 and finally a dog owner", "age", "34", "34 and finally a dog owner")
H(R, "cat-mom-en", "en", "crazy cat lady, 41, no regrets", "age", "41", "41, no regrets")
H(R, "dog-walker-en", "en", "I walk dogs for a living, 23 and loving it", "age", "23", "23 and loving it")
T(R, "buou-zh", "zh", "家里有只布偶，刚满一岁", "年龄", "1岁", "刚满一岁")
T(R, "samoye-zh", "zh", "我们家小白是只萨摩耶，八岁了", "年龄", "8岁", "八岁了")
T(R, "bianmu-zh", "zh", "养了条边牧，两岁半了", "年龄", "2岁半", "两岁半了")
T(R, "jumao-zh", "zh", "领养了一只橘猫，今年四岁", "年龄", "4岁", "今年四岁")
T(R, "wugui-zh", "zh", "养了只乌龟，已经二十岁了", "年龄", "20岁", "已经二十岁了")
T(R, "taidi-sameclause-zh", "zh", "家里那只泰迪今年十岁了", "年龄", "10岁", "今年十岁了")
T(R, "xiaohuang-zh", "zh", "捡了只流浪狗叫小黄，三岁多，特别乖", "年龄", "3岁", "三岁多")
T(R, "mao-ta-zh", "zh", "我家有只英短，它今年六岁", "年龄", "6岁", "它今年六岁")
T(R, "tuzi-zh", "zh", "女儿养的兔子，五岁了，算高寿", "年龄", "5岁", "五岁了")
T(R, "adopted-cat-en", "en", "adopted a cat last year, 4 now and very spoiled", "age", "4", "4 now and very spoiled")
T(R, "corgi-en", "en", "got a corgi named Pip, he's 3", "age", "3", "he's 3")
T(R, "dog-turned-en", "en", "my dog Biscuit, turned 12 last week", "age", "12", "turned 12 last week")

# ---------------------------------------------------------------- 4. "my family / my folks" as a subject
R = 4
H(
    R,
    "head-chef-en",
    "en",
    "head chef at my family's restaurant, 10 years now",
    "job",
    "head chef",
    "head chef at my family's restaurant",
)
H(R, "running-farm-en", "en", "running my family's farm since dad retired", "job", "farmer", "running my family's farm")
H(
    R,
    "near-family-en",
    "en",
    "moved back to Tulsa to be near my family",
    "city",
    "Tulsa",
    "moved back to Tulsa to be near my family",
)
H(
    R,
    "at-folks-en",
    "en",
    "living back at my folks' place in Dayton, saving up for a house",
    "city",
    "Dayton",
    "living back at my folks' place in Dayton",
)
H(
    R,
    "like-family-catholic-en",
    "en",
    "Catholic like my whole family, mass every Sunday",
    "religion",
    "Catholic",
    "Catholic like my whole family",
)
H(R, "unlike-family-en", "en", "vegan unlike my entire family lol", "diet", "vegan", "vegan unlike my entire family")
H(
    R,
    "support-family-en",
    "en",
    "work nights as a nurse to support my family",
    "job",
    "nurse",
    "work nights as a nurse to support my family",
)
H(
    R,
    "muslim-like-en",
    "en",
    "Muslim like my family, I pray five times a day",
    "religion",
    "Muslim",
    "Muslim like my family",
)
H(R, "jewish-so-is-en", "en", "Jewish, and so is my family", "religion", "Jewish", "Jewish, and so is my family")
H(
    R,
    "dev-family-company-en",
    "en",
    "software dev at my family's company in Austin",
    "job",
    "software developer",
    "software dev at my family's company",
)
H(
    R,
    "near-folks-leeds-en",
    "en",
    "moved to Leeds near my folks after the divorce",
    "city",
    "Leeds",
    "moved to Leeds near my folks",
)
H(
    R,
    "glutenfree-en",
    "en",
    "gluten-free like my whole family, celiac runs in it",
    "diet",
    "gluten-free",
    "gluten-free like my whole family",
)
H(R, "hindu-en", "en", "Hindu like my family but not very observant", "religion", "Hindu", "Hindu like my family")
H(
    R,
    "baker-family-bakery-en",
    "en",
    "baker at my family's bakery in Lyon since I was 16",
    "job",
    "baker",
    "baker at my family's bakery",
)
H(
    R,
    "feed-family-en",
    "en",
    "electrician by trade, been feeding my family with it for 20 years",
    "job",
    "electrician",
    "electrician by trade",
)
H(
    R,
    "visit-folks-en",
    "en",
    "teach high school English, visit my folks every Sunday",
    "job",
    "high school English teacher",
    "teach high school English",
)
H(
    R,
    "first-in-family-en",
    "en",
    "the first in my family to go to college, studying nursing at Ohio State",
    "major",
    "nursing",
    "studying nursing at Ohio State",
)
H(
    R,
    "next-door-en",
    "en",
    "live next door to my family in Bristol",
    "city",
    "Bristol",
    "live next door to my family in Bristol",
)
H(
    R,
    "my-family-and-i-en",
    "en",
    "my family and I are Catholic, always have been",
    "religion",
    "Catholic",
    "my family and I are Catholic",
)
H(
    R,
    "my-folks-and-me-en",
    "en",
    "my folks and me live in Ohio together, multigenerational house",
    "city",
    "Ohio",
    "my folks and me live in Ohio together",
)
H(
    R,
    "help-family-shop-en",
    "en",
    "manage my family's hardware store in Tucson",
    "job",
    "store manager",
    "manage my family's hardware store",
)
H(
    R,
    "raised-by-en",
    "en",
    "raised Mormon by my family, still practising",
    "religion",
    "Mormon",
    "raised Mormon by my family, still practising",
)
H(
    R,
    "carry-on-en",
    "en",
    "fifth-generation winemaker, carrying on my family's vineyard",
    "job",
    "winemaker",
    "fifth-generation winemaker",
)
H(
    R,
    "vegetarian-with-en",
    "en",
    "vegetarian just like my folks, never eaten meat",
    "diet",
    "vegetarian",
    "vegetarian just like my folks",
)
T(R, "family-jewish-en", "en", "my family is Jewish, I'm an atheist", "religion", "Jewish", "my family is Jewish")
T(
    R,
    "folks-veggie-en",
    "en",
    "my folks are vegetarian, I eat everything",
    "diet",
    "vegetarian",
    "my folks are vegetarian",
)
T(
    R,
    "family-lives-ohio-en",
    "en",
    "my whole family lives in Ohio, I'm out in Denver",
    "city",
    "Ohio",
    "my whole family lives in Ohio",
)
T(
    R,
    "family-tagalog-en",
    "en",
    "my family speaks Tagalog at home but I never learned",
    "language",
    "Tagalog",
    "my family speaks Tagalog at home",
)
T(R, "fam-baptist-en", "en", "my fam is Baptist, I stopped going", "religion", "Baptist", "my fam is Baptist")
T(R, "family-mormon-en", "en", "my family's Mormon but I left the church", "religion", "Mormon", "my family's Mormon")
T(
    R,
    "everyone-at-home-en",
    "en",
    "everyone at home is Catholic, not me",
    "religion",
    "Catholic",
    "everyone at home is Catholic",
)
T(
    R,
    "family-runs-en",
    "en",
    "my family runs a restaurant, I'm an accountant",
    "job",
    "restaurant owner",
    "my family runs a restaurant",
)
T(
    R,
    "entire-family-en",
    "en",
    "my entire family is in Manila, I moved to Toronto alone",
    "city",
    "Manila",
    "my entire family is in Manila",
)
T(
    R,
    "folks-farm-en",
    "en",
    "my folks farm wheat in Kansas; I'm a nurse in Denver",
    "job",
    "farmer",
    "my folks farm wheat in Kansas",
)
H(R, "jiali-dou-zh", "zh", "我们家都是基督徒，我也是", "宗教", "基督教", "我也是")
H(R, "gen-jiali-zh", "zh", "跟家里人一样，我也吃素", "饮食", "吃素", "我也吃素")
H(R, "jiali-dian-zh", "zh", "在自家饭店当厨师，十年了", "职业", "厨师", "在自家饭店当厨师")
T(R, "jiali-fojiao-zh", "zh", "家里人都信佛，我不信", "宗教", "佛教", "家里人都信佛")
T(R, "bama-zhu-zh", "zh", "爸妈住在沈阳，我在上海", "居住城市", "沈阳", "爸妈住在沈阳")

# ---------------------------------------------------------------- 5. a bound made exact (almost 40 -> 40)
R = 5
H(R, "nearly-value-en", "en", "almost 40 and just started learning piano lol", "age", "close to 40", "almost 40")
H(R, "under-value-en", "en", "almost 40 and just started learning piano lol", "age", "under 40", "almost 40")
H(R, "turning-soon-en", "en", "almost 40, big party planned", "age", "turning 40 soon", "almost 40")
H(R, "over-60-30th-en", "en", "over 60 people came to my 30th", "age", "30", "my 30th")
H(
    R,
    "took-over-en",
    "en",
    "I took over 2 bakeries from my dad last year",
    "business",
    "owns 2 bakeries",
    "I took over 2 bakeries from my dad",
)
H(R, "under-2-managers-en", "en", "I work under 2 managers, which is chaos", "managers", "2", "I work under 2 managers")
H(
    R,
    "close-to-5th-en",
    "en",
    "I live close to 5th Avenue, tiny studio",
    "home",
    "near 5th Avenue",
    "I live close to 5th Avenue",
)
H(
    R,
    "under-12s-en",
    "en",
    "I coach an under 12s soccer team on Saturdays",
    "volunteering",
    "coaches under-12s soccer",
    "I coach an under 12s soccer team",
)
H(
    R,
    "u12-en",
    "en",
    "I coach an under 12 team on weekends",
    "volunteering",
    "U12 soccer coach",
    "I coach an under 12 team",
)
H(
    R,
    "over-40s-league-en",
    "en",
    "I play in an over 40s league every Sunday",
    "hobby",
    "plays in an over-40s league",
    "I play in an over 40s league",
)
H(
    R,
    "sober-plus-en",
    "en",
    "I've been sober for over 2 years",
    "sobriety",
    "sober 2+ years",
    "I've been sober for over 2 years",
)
H(R, "im-32-almost-33-en", "en", "I'm 32, almost 33", "age", "32", "I'm 32")
H(R, "mom-almost-60-en", "en", "my mom's almost 60 and I'm 32", "age", "32", "I'm 32")
H(R, "handed-over-en", "en", "I handed over 2 accounts and kept 4", "accounts managed", "4", "kept 4")
H(
    R,
    "took-over-classes-en",
    "en",
    "I took over 3 classes from a colleague, so I teach 5 now",
    "classes",
    "5",
    "so I teach 5 now",
)
H(R, "more-than-1-job-en", "en", "I have more than 1 job, 3 actually", "jobs", "3", "3 actually")
H(R, "nearly-40-close-en", "en", "nearly 40 and still can't cook", "age", "nearly forty", "nearly 40")
H(
    R,
    "over-route-en",
    "en",
    "I live just over the bridge on Route 9",
    "home",
    "Route 9",
    "I live just over the bridge on Route 9",
)
H(
    R,
    "close-to-i95-en",
    "en",
    "we live close to 95, the traffic noise is constant",
    "home",
    "near I-95",
    "we live close to 95",
)
H(R, "at-least-id-en", "en", "I'm 35, at least that's what my ID says", "age", "35", "I'm 35")
H(R, "over-6-boots-en", "en", "I'm 6 ft, over 6 ft in boots", "height", "6 ft", "I'm 6 ft")
T(R, "just-over-6-en", "en", "I'm just over 6 feet", "height", "6 feet", "I'm just over 6 feet")
T(R, "bit-over-100k-en", "en", "I make just over 100k", "salary", "100k", "I make just over 100k")
T(R, "nearly-30-en", "en", "nearly 30 and still renting", "age", "30", "nearly 30")
T(R, "under-5ft-en", "en", "I'm under 5 foot, shortest in my family", "height", "5 foot", "I'm under 5 foot")
T(R, "less-than-3-en", "en", "been here less than 3 months", "tenure", "3 months", "been here less than 3 months")
T(R, "close-to-50-en", "en", "close to 50 and learning to surf", "age", "50", "close to 50")
T(R, "at-least-10-en", "en", "I've run at least 10 marathons", "marathons", "10", "I've run at least 10 marathons")
T(R, "not-quite-2-en", "en", "not quite 2 years at Stripe", "tenure", "2 years", "not quite 2 years at Stripe")
T(R, "almost-2-kids-en", "en", "my kid is almost 2", "child age", "2", "my kid is almost 2", subject="child")
T(R, "pushing-40-en", "en", "pushing 40 and finally learning to swim", "age", "40", "pushing 40")
H(R, "zuijin-3nian-zh", "zh", "最近三年都在深圳工作", "工作经历", "在深圳工作3年", "最近三年都在深圳工作")
H(R, "zuijin-2yue-zh", "zh", "最近两个月在学日语", "学习", "学日语两个月", "最近两个月在学日语")
H(R, "kaojin-2hao-zh", "zh", "我家靠近地铁2号线，上班方便", "住址", "地铁2号线附近", "我家靠近地铁2号线")
H(R, "xiangbudao-zh", "zh", "想不到30岁就秃了", "年龄", "30岁", "想不到30岁就秃了")
H(R, "zuijin-10nian-zh", "zh", "最近十年一直在华为", "工作年限", "在华为10年", "最近十年一直在华为")
H(R, "zuijin-2nian-gaosan-zh", "zh", "最近两年在带高三，累死了", "工作", "带高三2年", "最近两年在带高三")
H(R, "zuijin-5nian-suzhou-zh", "zh", "最近五年都住在苏州", "居住时长", "在苏州住了5年", "最近五年都住在苏州")
H(R, "kaojin-5hao-zh", "zh", "公司就在我家附近，靠近5号线", "住址", "5号线附近", "靠近5号线")
H(R, "kuai30-value-zh", "zh", "我快30岁了", "年龄", "快30岁", "我快30岁了")
H(R, "jiangjin-value-zh", "zh", "我快30岁了", "年龄", "将近30岁", "我快30岁了")
H(R, "jiejin-value-zh", "zh", "快四十了还没结婚，家里催得要命", "年龄", "接近40岁", "快四十了")
H(R, "kuaidi-zh", "zh", "快递员干了5年", "工作年限", "5年", "快递员干了5年")
H(R, "zuijin-3yue-meizhou-zh", "zh", "我最近三个月在健身，每周三次", "健身频率", "每周3次", "每周三次")
H(R, "zuijin-1zhou-zh", "zh", "最近一周每天跑5公里", "运动", "每天跑5公里", "每天跑5公里")
H(R, "buzhi-zh", "zh", "我在不止一家公司干过，现在在第3家", "工作", "第3家公司", "现在在第3家")
H(R, "zuijin-8-xiaoshi-zh", "zh", "最近8小时工作制执行得挺好，每天六点下班", "下班时间", "6点", "每天六点下班")
H(R, "zuijin-3ci-zh", "zh", "最近三次考雅思都是7分", "雅思成绩", "7分", "都是7分")
H(R, "zuijin-yi-nian-shou-zh", "zh", "最近一年瘦了二十斤", "减重", "瘦了20斤", "瘦了二十斤")
H(R, "zuijin-liangzhou-gangqin-zh", "zh", "最近两周开始学钢琴，零基础", "学习", "学钢琴两周", "最近两周开始学钢琴")
H(R, "jin-3-nian-zh", "zh", "近三年一直在做外贸", "工作年限", "做外贸近3年", "近三年一直在做外贸")
T(R, "jiangjin-10nian-zh", "zh", "将近十年没抽烟了", "戒烟时长", "10年", "将近十年没抽烟了")
T(R, "chaoguo-70-zh", "zh", "体重超过七十公斤了", "体重", "70公斤", "体重超过七十公斤了")
T(R, "budao-50ren-zh", "zh", "在一家不到50人的小公司上班", "公司规模", "50人", "在一家不到50人的小公司上班")
T(R, "kuai-3sui-zh", "zh", "孩子快三岁了", "年龄", "3岁", "孩子快三岁了", subject="孩子")
T(R, "zhishao-5nian-zh", "zh", "至少五年没回过老家", "离家时长", "5年", "至少五年没回过老家")
T(R, "budao-160-zh", "zh", "身高不到一米六", "身高", "160cm", "身高不到一米六")
T(R, "jin-30-zh", "zh", "年近三十，一事无成", "年龄", "30岁", "年近三十")
T(R, "chaoguo-5nian-zh", "zh", "在腾讯干了超过五年", "工作年限", "5年", "在腾讯干了超过五年")
T(R, "kuai-liangnian-zh", "zh", "结婚快两年了", "婚龄", "2年", "结婚快两年了")
T(R, "sishi-chutou-zh", "zh", "马上奔四的人了", "年龄", "40岁", "马上奔四的人了")

# ---------------------------------------------------------------- 6. a part made whole (half japanese -> Japanese)
R = 6
H(R, "bit-of-yoga-en", "en", "I do a bit of yoga every morning", "hobby", "yoga", "I do a bit of yoga every morning")
H(
    R,
    "little-bit-painting-en",
    "en",
    "I do a little bit of painting on weekends",
    "hobby",
    "painting",
    "I do a little bit of painting on weekends",
)
H(
    R,
    "basic-math-en",
    "en",
    "I teach basic math at a middle school",
    "job",
    "math teacher",
    "I teach basic math at a middle school",
)
H(
    R,
    "beginner-yoga-class-en",
    "en",
    "I run a beginner yoga class on Tuesdays",
    "job",
    "yoga instructor",
    "I run a beginner yoga class",
)
H(
    R,
    "broken-phones-en",
    "en",
    "I fix broken phones for a living",
    "job",
    "phone repair technician",
    "I fix broken phones for a living",
)
H(
    R,
    "rusty-old-cars-en",
    "en",
    "I restore rusty old cars as a hobby",
    "hobby",
    "restoring old cars",
    "I restore rusty old cars",
)
H(
    R,
    "part-owner-en",
    "en",
    "I'm part owner of a bakery in Leeds",
    "job",
    "bakery owner",
    "I'm part owner of a bakery in Leeds",
)
H(
    R,
    "conversational-bots-en",
    "en",
    "I build conversational chatbots at a startup",
    "job",
    "chatbot developer",
    "I build conversational chatbots",
)
H(
    R,
    "half-irish-italian-en",
    "en",
    "I'm half Irish and half Italian",
    "ethnicity",
    "Irish-Italian",
    "I'm half Irish and half Italian",
)
H(
    R,
    "half-marathons-runner-en",
    "en",
    "I've done 3 half marathons this year",
    "hobby",
    "half-marathon running",
    "I've done 3 half marathons this year",
)
H(
    R,
    "half-and-full-en",
    "en",
    "I've done 3 half marathons and 1 full marathon",
    "hobby",
    "marathons",
    "I've done 3 half marathons and 1 full marathon",
)
H(R, "basic-spanish-en", "en", "I speak basic Spanish", "languages", "basic Spanish", "I speak basic Spanish")
H(
    R,
    "bit-freelance-en",
    "en",
    "I do a bit of freelance design on the side",
    "side job",
    "freelance design",
    "I do a bit of freelance design on the side",
)
H(
    R,
    "bit-consulting-en",
    "en",
    "I do a bit of consulting on the side",
    "side job",
    "consulting",
    "I do a bit of consulting on the side",
)
H(
    R,
    "basic-research-en",
    "en",
    "I work on basic research in immunology",
    "job",
    "immunology research",
    "I work on basic research in immunology",
)
H(
    R,
    "broken-watches-en",
    "en",
    "I repair broken watches in my shop",
    "job",
    "watch repair",
    "I repair broken watches in my shop",
)
H(
    R,
    "beginner-guitar-en",
    "en",
    "I teach beginner guitar lessons after school",
    "job",
    "guitar teacher",
    "I teach beginner guitar lessons",
)
H(
    R,
    "conversational-english-club-en",
    "en",
    "I run a conversational English club for immigrants",
    "volunteering",
    "runs an English club",
    "I run a conversational English club",
)
H(
    R,
    "broken-record-hiking-en",
    "en",
    "I'm a broken record about this but I love hiking",
    "hobby",
    "hiking",
    "I love hiking",
)
H(R, "beginner-at-chess-en", "en", "I'm a beginner at chess but I play every day", "hobby", "chess", "I play every day")
H(R, "part-time-target-en", "en", "I work part time at Target", "employer", "Target", "I work part time at Target")
H(
    R,
    "half-time-lecturer-en",
    "en",
    "I'm a half-time lecturer at UCL",
    "job",
    "lecturer",
    "I'm a half-time lecturer at UCL",
)
H(
    R,
    "little-bit-baking-en",
    "en",
    "I do a little bit of baking, sourdough mostly",
    "hobby",
    "baking",
    "I do a little bit of baking",
)
H(
    R,
    "bit-of-gardening-en",
    "en",
    "retired now, do a bit of gardening and a lot of reading",
    "hobby",
    "gardening",
    "do a bit of gardening",
)
H(R, "part-time-job-en", "en", "I'm a barista, part-time job while I study", "job", "barista", "I'm a barista")
T(R, "quarter-cherokee-en", "en", "I'm a quarter Cherokee", "ethnicity", "Cherokee", "I'm a quarter Cherokee")
T(
    R,
    "rusty-italian-en",
    "en",
    "my Italian is rusty, conversational at best",
    "languages",
    "fluent Italian",
    "my Italian is rusty",
)
T(R, "a-little-german-en", "en", "I know a little German", "languages", "German", "I know a little German")
T(
    R,
    "some-spanish-en",
    "en",
    "I have some Spanish from school",
    "languages",
    "Spanish",
    "I have some Spanish from school",
)
T(R, "part-korean-en", "en", "I'm part Korean on my dad's side", "nationality", "Korean", "I'm part Korean")
T(R, "broken-portuguese-en", "en", "I speak broken Portuguese", "languages", "Portuguese", "I speak broken Portuguese")
T(R, "half-mexican-en", "en", "I'm half Mexican, half Swedish", "ethnicity", "Mexican", "I'm half Mexican")
T(
    R,
    "beginner-mandarin-en",
    "en",
    "I took beginner Mandarin for a semester",
    "languages",
    "Mandarin",
    "I took beginner Mandarin for a semester",
)
T(
    R,
    "half-marathon-as-full-en",
    "en",
    "just finished my first half marathon!",
    "achievement",
    "finished a marathon",
    "just finished my first half marathon",
)
T(R, "half-brother-en", "en", "I have a half-brother in Ohio", "siblings", "brother", "I have a half-brother in Ohio")
H(R, "bange-shanghai-zh", "zh", "我算半个上海人，在这住了十五年", "居住城市", "上海", "我算半个上海人")
H(R, "huiyidian-jita-zh", "zh", "我会一点吉他，周末弹着玩", "爱好", "吉他", "我会一点吉他")
H(R, "dongyidian-sheying-zh", "zh", "懂一点摄影，喜欢拍街景", "爱好", "摄影", "懂一点摄影")
H(R, "huidian-yujia-zh", "zh", "平时会点瑜伽，每周两次", "爱好", "瑜伽", "平时会点瑜伽")
H(R, "luedong-shufa-zh", "zh", "略懂书法，练了五年", "爱好", "书法", "略懂书法，练了五年")
H(R, "yidiandian-naicha-zh", "zh", "我在一点点奶茶店打工", "工作", "奶茶店打工", "我在一点点奶茶店打工")
H(R, "huidian-gangqin-zh", "zh", "会点钢琴，业余十级", "爱好", "钢琴", "会点钢琴，业余十级")
H(R, "dongyidian-zhongyi-zh", "zh", "懂一点中医，家里祖传的", "技能", "中医", "懂一点中医")
H(R, "bange-beijing-zh", "zh", "我半个北京人吧，在北京待了二十年", "居住城市", "北京", "在北京待了二十年")
H(R, "bange-jia-zh", "zh", "公司就是我半个家，在这干了十年产品经理", "职业", "产品经理", "在这干了十年产品经理")
H(R, "huiyidian-zuofan-zh", "zh", "会一点做饭，家常菜都行", "技能", "做饭", "会一点做饭")
H(R, "bange-chengdu-zh", "zh", "我是半个成都人了，定居成都八年", "居住城市", "成都", "定居成都八年")
H(R, "yidiandian-tiaowu-zh", "zh", "每天晚上跳一点点广场舞", "爱好", "广场舞", "每天晚上跳一点点广场舞")
T(R, "yue-yu-zh", "zh", "会一点粤语，听得懂", "语言", "粤语", "会一点粤语")
T(R, "bange-riben-zh", "zh", "我是半个日本人，妈妈是日本人", "国籍", "日本", "我是半个日本人")
T(R, "pimao-zh", "zh", "日语懂点皮毛", "语言", "日语", "日语懂点皮毛")
T(R, "jiju-zh", "zh", "法语只会几句", "语言", "法语", "法语只会几句")
T(R, "yidiandian-hanyu-zh", "zh", "一点点韩语，追剧学的", "语言", "韩语", "一点点韩语")
T(R, "luedong-python-zh", "zh", "略懂Python，主要写Java", "技能", "精通Python", "略懂Python")
T(R, "bange-sichuan-zh", "zh", "我算半个四川人，妈妈是四川的", "籍贯", "四川", "我算半个四川人")

# ---------------------------------------------------------------- 7. the other side of tax
R = 7
H(
    R,
    "gross-tbh-en",
    "en",
    "I take home about 3.2k a month, which is gross tbh",
    "salary",
    "3,200 net per month",
    "I take home about 3.2k a month",
)
H(
    R,
    "takehome-pretax-check-en",
    "en",
    "my take-home is 4k; pre-tax I'd have to check",
    "salary",
    "4k after tax",
    "my take-home is 4k",
)
H(
    R,
    "clear-pretax-en",
    "en",
    "I clear about 3k a month, no idea what it is pre-tax",
    "salary",
    "3000 after tax per month",
    "I clear about 3k a month",
)
H(
    R,
    "after-deductions-en",
    "en",
    "I earn 6k a month after deductions; pre-tax it's more like 8",
    "salary",
    "6000 after tax",
    "I earn 6k a month after deductions",
)
H(
    R,
    "bring-home-en",
    "en",
    "I bring home 2.5k every two weeks, gross is higher",
    "salary",
    "2500 net biweekly",
    "I bring home 2.5k every two weeks",
)
H(
    R,
    "in-hand-en",
    "en",
    "I get 5k in hand each month; gross is 6.5k",
    "salary",
    "5000 after tax",
    "I get 5k in hand each month",
)
H(R, "salary-after-tax-en", "en", "salary is 90k, about 68k after tax", "salary", "90k before tax", "salary is 90k")
H(R, "make-more-like-net-en", "en", "I make 120k, more like 85k net", "salary", "120k gross", "I make 120k")
H(
    R,
    "net-worth-en",
    "en",
    "my net worth is maybe 50k, salary 80k before tax",
    "salary",
    "80k before tax",
    "salary 80k before tax",
)
H(R, "both-en", "en", "95k base, gross, and my net is around 70", "salary", "70k net", "my net is around 70")
H(R, "takehome-gross-en", "en", "take-home pay 3k, gross 4k", "salary", "4k before tax", "gross 4k")
H(
    R,
    "net-worth-value-en",
    "en",
    "my net worth just hit 1 million",
    "net worth",
    "1 million",
    "my net worth just hit 1 million",
)
H(R, "base-net-en", "en", "base salary 100k; after tax it's about 72k", "salary", "100k pre-tax", "base salary 100k")
T(R, "net-as-gross-en", "en", "I net about 4k a month", "salary", "4000 gross monthly", "I net about 4k a month")
T(R, "after-as-pretax-en", "en", "after tax I'm at 60k", "salary", "60k pre-tax", "after tax I'm at 60k")
T(R, "takehome-as-gross-en", "en", "my take-home's 3k a month", "salary", "3000 gross", "my take-home's 3k a month")
T(
    R,
    "before-deductions-as-net-en",
    "en",
    "before deductions it's 80k",
    "salary",
    "80k net",
    "before deductions it's 80k",
)
T(R, "gross-as-net-en", "en", "gross I'm on 70k", "salary", "70k net", "gross I'm on 70k")
H(R, "shifa-zh", "zh", "实发八千，税前是多少我都不记得了", "月薪", "税后8000", "实发八千")
H(R, "kaliji-zh", "zh", "每个月卡里进一万二，税前一万六", "月薪", "税后12000", "每个月卡里进一万二")
H(R, "xinche-zh", "zh", "年薪税前三十万，刚到手一辆新车", "年薪", "税前30万", "年薪税前三十万")
H(R, "yuexin-daoshou-zh", "zh", "月薪一万五，到手一万二", "月薪", "税前15000", "月薪一万五")
H(R, "nianxin-shuihou-zh", "zh", "年薪三十万，税后也就二十三万", "年薪", "税前30万", "年薪三十万")
H(R, "gongzi-kouwan-zh", "zh", "工资一万，扣完税到手八千多", "月薪", "税前1万", "工资一万")
H(R, "nahou-zh", "zh", "我月薪两万，刚拿到手的offer", "月薪", "月薪2万", "我月薪两万")
H(R, "jiben-shuihou-zh", "zh", "基本工资六千，税后五千出头", "基本工资", "税前6000", "基本工资六千")
H(R, "daoshou-value-zh", "zh", "到手七千，不算高", "月薪", "到手7000", "到手七千")
H(R, "shuihou-both-zh", "zh", "税前一万，税后八千五", "月薪", "税后8500", "税后八千五")
T(R, "shuiqian-as-daoshou-zh", "zh", "税前一万五，还行吧", "月薪", "到手15000", "税前一万五")
T(R, "daoshou-as-shuiqian-zh", "zh", "每个月到手九千", "月薪", "税前9000", "每个月到手九千")
T(R, "shifa-as-shuiqian-zh", "zh", "实发五千", "月薪", "税前5000", "实发五千")
T(R, "shuihou-as-shuiqian-zh", "zh", "年薪税后二十万", "年薪", "税前20万", "年薪税后二十万")
T(R, "shuiqian-as-shuihou-zh", "zh", "税前年薪四十万", "年薪", "税后40万", "税前年薪四十万")

# ---------------------------------------------------------------- 8. a lunar date
R = 8
H(R, "1990-zh", "zh", "我1990年生的，过农历生日", "出生年份", "1990", "我1990年生的")
H(R, "xinnian-28-zh", "zh", "农历新年回老家，我今年28", "年龄", "28", "我今年28")
H(R, "chusan-30-zh", "zh", "我生日是农历三月初三，今年三十", "年龄", "30", "今年三十")
H(R, "gongli-zh", "zh", "生日农历八月十五，公历一般在九月", "生日", "农历8月15", "生日农历八月十五")
H(R, "yangli-zh", "zh", "阳历生日是5月20，农历的不记得", "生日", "5月20日", "阳历生日是5月20")
H(R, "1995-zh", "zh", "我们家过阴历生日，我的是腊月初八，1995年生", "出生年份", "1995", "1995年生")
H(R, "5nian-zh", "zh", "每年农历新年都回成都，在上海工作5年了", "工作年限", "5年", "在上海工作5年了")
H(R, "shuma-36-zh", "zh", "农历七月出生的，属马，今年36", "年龄", "36", "今年36")
H(R, "layue-zh", "zh", "生日是农历腊月二十三，小年那天", "生日", "腊月二十三", "生日是农历腊月二十三")
H(R, "zhengyue-zh", "zh", "我是正月十五生的，按农历算", "生日", "正月十五", "我是正月十五生的")
H(R, "zhongqiu-zh", "zh", "生日农历八月十五，正好中秋", "生日", "中秋节", "生日农历八月十五")
H(R, "jiuli-height-zh", "zh", "按旧历过年，我个子一米七五", "身高", "175cm", "我个子一米七五")
H(R, "nongli-child-zh", "zh", "我有两个孩子，农历新年给他们包红包", "孩子数量", "2", "我有两个孩子")
H(R, "nongli-salary-zh", "zh", "月薪八千，农历年底有年终奖", "月薪", "8000", "月薪八千")
H(R, "nongli-value-ok-zh", "zh", "生日是农历八月十五", "生日", "农历8月15日", "生日是农历八月十五")
H(R, "lunar-34-en", "en", "Lunar New Year is my favorite, I'm 34 and still get red envelopes", "age", "34", "I'm 34")
H(
    R,
    "lunar-rover-en",
    "en",
    "I work on the lunar rover team at JPL, been here 6 years",
    "tenure",
    "6 years",
    "been here 6 years",
)
H(
    R,
    "lunar-1988-en",
    "en",
    "we celebrate my lunar birthday, I was born in 1988",
    "birth year",
    "1988",
    "I was born in 1988",
)
H(
    R,
    "lunar-calendar-date-en",
    "en",
    "born on Lunar New Year, which was Feb 10 1994 on the calendar",
    "birthday",
    "1994-02-10",
    "Feb 10 1994",
)
H(R, "lunar-kids-en", "en", "I have 2 kids and we do Lunar New Year every year", "children", "2", "I have 2 kids")
H(
    R,
    "lunar-geology-en",
    "en",
    "I'm a lunar geologist, 15 years at NASA",
    "tenure",
    "15 years at NASA",
    "15 years at NASA",
)
T(R, "chujiu-zh", "zh", "农历九月初九生日", "生日", "09-09", "农历九月初九生日")
T(R, "eryueer-zh", "zh", "生日是阴历二月二", "生日", "2月2日", "生日是阴历二月二")
T(R, "jiuli-wuyue-zh", "zh", "旧历五月初五生的，端午", "生日", "5月5日", "旧历五月初五生的")
T(R, "layue-nolunar-zh", "zh", "我生日是腊月初八", "生日", "12月8日", "我生日是腊月初八")
T(
    R,
    "lunar-1-1-en",
    "en",
    "my birthday's on the lunar calendar, 1st day of the 1st month",
    "birthday",
    "January 1",
    "1st day of the 1st month",
)
T(
    R,
    "lunar-8-15-en",
    "en",
    "my birthday is August 15 on the lunar calendar",
    "birthday",
    "08-15",
    "my birthday is August 15",
)
T(R, "nongli-shiyue-zh", "zh", "按农历算，我是十月初一生的", "生日", "10月1日", "我是十月初一生的")

# ---------------------------------------------------------------- 9. a value spelled out from an initialism
R = 9
H(R, "live-nyc-en", "en", "I live in NYC, have for 10 yrs", "city", "New York City", "I live in NYC")
H(
    R,
    "nyc-where-i-live-en",
    "en",
    "NYC is where I live and work",
    "city",
    "New York City",
    "NYC is where I live and work",
)
H(
    R,
    "grad-mit-en",
    "en",
    "grad student at MIT, I'm in my 3rd year",
    "school",
    "Massachusetts Institute of Technology",
    "grad student at MIT",
)
H(
    R,
    "la-8yrs-en",
    "en",
    "used to hate LA but I've lived in LA 8 yrs now and love it",
    "city",
    "Los Angeles",
    "I've lived in LA 8 yrs now",
)
H(R, "sf-home-en", "en", "moved to SF in 2015 and SF is home now", "city", "San Francisco", "SF is home now")
H(
    R,
    "never-thought-nyc-en",
    "en",
    "never thought I'd end up in NYC, yet here I am, 6 yrs later",
    "city",
    "New York City",
    "never thought I'd end up in NYC",
)
H(
    R,
    "teach-nyu-en",
    "en",
    "I teach at NYU, used to teach at Columbia",
    "employer",
    "New York University",
    "I teach at NYU",
)
H(
    R,
    "mit-since-postdoc-en",
    "en",
    "been at MIT since my postdoc, staff scientist now",
    "employer",
    "Massachusetts Institute of Technology",
    "been at MIT since my postdoc",
)
H(
    R,
    "ucl-i-study-en",
    "en",
    "UCL is where I study, final year",
    "school",
    "University College London",
    "UCL is where I study",
)
H(R, "nyc-not-la-en", "en", "NYC, not LA, I always get asked that", "city", "New York City", "NYC, not LA")
H(
    R,
    "nyc-i-moved-en",
    "en",
    "NYC since I moved for work in 2018",
    "city",
    "New York City",
    "NYC since I moved for work in 2018",
)
H(
    R,
    "nyc-and-i-love-en",
    "en",
    "living in NYC and I used to hate crowds but now fine",
    "city",
    "New York City",
    "living in NYC",
)
T(
    R,
    "ibm-used-en",
    "en",
    "used to work at IBM for 10 yrs, now at Google",
    "employer",
    "International Business Machines",
    "used to work at IBM for 10 yrs",
)
T(
    R,
    "la-back-in-day-en",
    "en",
    "lived in LA for like 5 yrs back in the day, now Denver",
    "city",
    "Los Angeles",
    "lived in LA for like 5 yrs back in the day",
)
T(
    R,
    "ucl-dropped-en",
    "en",
    "I used to study at UCL for a year before dropping out",
    "school",
    "University College London",
    "I used to study at UCL for a year",
)
T(
    R,
    "sister-mit-en",
    "en",
    "my sister's at MIT, I'm at a community college",
    "school",
    "Massachusetts Institute of Technology",
    "my sister's at MIT",
)
T(
    R,
    "nyu-brother-en",
    "en",
    "the one who went to NYU is my brother",
    "school",
    "New York University",
    "the one who went to NYU is my brother",
)
T(
    R,
    "sf-used-en",
    "en",
    "used to live in SF for like 4 yrs, now back in Ohio",
    "city",
    "San Francisco",
    "used to live in SF for like 4 yrs",
)
H(R, "zheda-yaner-zh", "zh", "我在浙大读研，研二了", "学校", "浙江大学", "我在浙大读研")
H(R, "chuanda-laoshi-zh", "zh", "在川大当老师，教了十年", "单位", "四川大学", "在川大当老师")
H(R, "wuda-yiwei-zh", "zh", "以前一直以为考不上武大，结果考上了，现在大三", "学校", "武汉大学", "现在大三")
H(R, "gangda-liuxiao-zh", "zh", "港大读完博士就留校了，现在在港大教书", "单位", "香港大学", "现在在港大教书")
H(R, "zheda-biye-zh", "zh", "浙大毕业的，我现在在杭州工作", "毕业院校", "浙江大学", "浙大毕业的")
H(R, "nanda-wo-zh", "zh", "在南大读本科，我大二", "学校", "南京大学", "在南大读本科")
H(R, "zhongda-zh", "zh", "在中大读博，第三年了", "学校", "中山大学", "在中大读博")
H(R, "zheda-yiqian-zh", "zh", "以前觉得浙大遥不可及，现在在浙大读博", "学校", "浙江大学", "现在在浙大读博")
T(R, "wuda-guo-zh", "zh", "以前在武大读过两年，后来转学了", "学校", "武汉大学", "以前在武大读过两年")
T(R, "nanda-yiqian-zh", "zh", "以前在南大工作，现在在苏大", "单位", "南京大学", "以前在南大工作")
T(R, "beida-biaomei-zh", "zh", "在北大读书的是我表妹", "学校", "北京大学", "在北大读书的是我表妹")
T(R, "zheda-mengxiang-zh", "zh", "一直想考浙大，明年再试一次", "学校", "浙江大学", "一直想考浙大")

# ---------------------------------------------------------------- 10. 俩 read as 两个
R = 10
H(R, "lia-wa-zh", "zh", "我有俩娃，大的五岁", "孩子", "两个孩子", "我有俩娃")
H(R, "lia-zai-yiqi-zh", "zh", "我们俩在一起五年了", "恋爱时长", "5年", "我们俩在一起五年了")
H(R, "lia-kaidian-zh", "zh", "我和老公俩人开了个小店", "职业", "开小店", "我和老公俩人开了个小店")
H(R, "lia-xiaoxue-zh", "zh", "俩娃都上小学了", "孩子数量", "2", "俩娃都上小学了")
H(R, "lia-yue-youyong-zh", "zh", "最近俩月在学游泳", "运动", "学游泳俩月", "最近俩月在学游泳")
H(R, "lia-laoshi-zh", "zh", "我们俩都是老师", "职业", "老师", "我们俩都是老师")
H(R, "lia-qian-zh", "zh", "就挣俩钱，月薪也就五千", "月薪", "5000", "月薪也就五千")
H(R, "lia-guinv-zh", "zh", "生了俩闺女，都上初中了", "孩子", "两个女儿", "生了俩闺女")
H(R, "lia-ge-zh", "zh", "我们家哥俩，我是老大", "兄弟姐妹", "一个弟弟", "我是老大")
H(R, "lia-value-zh", "zh", "我有两个孩子", "孩子", "俩娃", "我有两个孩子")
H(R, "lia-mao-zh", "zh", "家里俩猫一狗", "宠物", "两只猫一只狗", "家里俩猫一狗")
H(R, "lia-fuqi-zh", "zh", "我们夫妻俩都在银行上班", "职业", "银行职员", "我们夫妻俩都在银行上班")
H(R, "lia-xingqi-zh", "zh", "每周俩小时钢琴课", "爱好", "每周2小时钢琴课", "每周俩小时钢琴课")
H(R, "jiliang-zh", "zh", "他那点伎俩我早看穿了，我是律师", "职业", "律师", "我是律师")
T(R, "lia-as-three-zh", "zh", "我有俩娃", "孩子", "三个孩子", "我有俩娃")
T(R, "lia-kuai-yue-zh", "zh", "快俩月没回家了", "离家时长", "2个月", "快俩月没回家了")
T(R, "sa-zh", "zh", "我有仨娃", "孩子", "两个孩子", "我有仨娃")
T(R, "lia-qian-as-2-zh", "zh", "就会说俩英语单词", "英语水平", "会说2个英语单词", "就会说俩英语单词")

# ---------------------------------------------------------------- 0. ordinary self-descriptions (not aimed at a cue)
R = 0
for i, (lang, user, attr, value, quote) in enumerate(
    [
        ("en", "I'm 29 and I work as a pharmacist in Leeds", "job", "pharmacist", "I work as a pharmacist"),
        ("en", "I'm 29 and I work as a pharmacist in Leeds", "age", "29", "I'm 29"),
        ("en", "I live in Denver with my husband and two kids", "city", "Denver", "I live in Denver"),
        (
            "en",
            "we have a golden retriever named Max, he's 5",
            "pet",
            "golden retriever",
            "we have a golden retriever named Max",
        ),
        (
            "en",
            "I'm originally from Manila but I've lived in Toronto for 12 years",
            "city",
            "Toronto",
            "I've lived in Toronto for 12 years",
        ),
        (
            "en",
            "I grew up in Ohio and moved to Chicago after college, been here since",
            "city",
            "Chicago",
            "moved to Chicago after college",
        ),
        (
            "en",
            "my company's HQ is in Seattle but I work remotely from Boise",
            "city",
            "Boise",
            "I work remotely from Boise",
        ),
        ("en", "I'm a vegetarian, have been since I was 15", "diet", "vegetarian", "I'm a vegetarian"),
        (
            "en",
            "I speak English and Spanish, and a bit of Portuguese",
            "languages",
            "English and Spanish",
            "I speak English and Spanish",
        ),
        ("en", "I make about 75k a year before tax", "salary", "75k before tax", "I make about 75k a year before tax"),
        ("en", "my birthday is March 3rd, I'll be 41", "birthday", "March 3", "my birthday is March 3rd"),
        ("en", "my family is from Kerala, I was born in London", "birthplace", "London", "I was born in London"),
        ("en", "I teach 3rd grade at a public school in Austin", "job", "3rd grade teacher", "I teach 3rd grade"),
        (
            "en",
            "I run about 30 miles a week and did my first half marathon in May",
            "hobby",
            "running",
            "I run about 30 miles a week",
        ),
        ("en", "I'm Catholic, go to mass most Sundays with my folks", "religion", "Catholic", "I'm Catholic"),
        (
            "en",
            "I've been married for almost 10 years, we met in college",
            "marital_status",
            "married",
            "I've been married",
        ),
        (
            "en",
            "I work for a small startup in Brooklyn, about 20 people",
            "employer",
            "small startup",
            "I work for a small startup in Brooklyn",
        ),
        ("en", "I have two kids, a 7 year old and a 4 year old", "children", "2", "I have two kids"),
        ("en", "I'm allergic to peanuts, pretty severe", "allergy", "peanuts", "I'm allergic to peanuts"),
        ("en", "I drive a 2018 Honda Civic", "car", "2018 Honda Civic", "I drive a 2018 Honda Civic"),
        ("en", "nurse at Mass General, nights mostly", "job", "nurse", "nurse at Mass General"),
        ("en", "I play guitar in a cover band on weekends", "hobby", "guitar", "I play guitar in a cover band"),
        ("en", "I'm 6'1 and about 180 lbs", "height", "6'1", "I'm 6'1"),
        (
            "en",
            "I moved from Boston to Portland two years ago and love it here",
            "city",
            "Portland",
            "moved from Boston to Portland",
        ),
        ("en", "I have a cat and a dog, the cat's 12, I'm 38", "age", "38", "I'm 38"),
        (
            "en",
            "I'm a software engineer at a bank, mostly Java",
            "job",
            "software engineer",
            "I'm a software engineer at a bank",
        ),
        ("en", "I did my undergrad at UCLA and a master's at NYU", "education", "master's", "a master's at NYU"),
        ("en", "we celebrate Lunar New Year with my in-laws; I'm 33", "age", "33", "I'm 33"),
        ("en", "I'm half Korean half American, born in Seoul", "birthplace", "Seoul", "born in Seoul"),
        (
            "en",
            "I work at my family's dental practice as a hygienist",
            "job",
            "dental hygienist",
            "I work at my family's dental practice as a hygienist",
        ),
        ("en", "I'm a night owl, usually up till 2am", "chronotype", "night owl", "I'm a night owl"),
        ("en", "I quit smoking almost 3 years ago", "smoking", "quit smoking", "I quit smoking"),
        ("en", "I net around 4k a month after taxes", "salary", "4k after tax", "I net around 4k a month after taxes"),
        ("en", "I'm an accountant, work's in downtown Dallas, I live in Plano", "city", "Plano", "I live in Plano"),
        ("en", "I work under a great boss at a law firm, paralegal", "job", "paralegal", "paralegal"),
        (
            "en",
            "I volunteer at the animal shelter every Saturday",
            "volunteering",
            "animal shelter",
            "I volunteer at the animal shelter",
        ),
        ("en", "I've lived in Austin almost 5 years now", "city", "Austin", "I've lived in Austin"),
        (
            "en",
            "I do a bit of woodworking in the garage",
            "hobby",
            "woodworking",
            "I do a bit of woodworking in the garage",
        ),
        ("en", "I'm a lunar new year baby, Feb 1990", "birth year", "1990", "Feb 1990"),
        ("zh", "我今年三十二，在上海做会计", "年龄", "32", "我今年三十二"),
        ("zh", "我今年三十二，在上海做会计", "职业", "会计", "在上海做会计"),
        ("zh", "我住在杭州，老家是温州的", "居住城市", "杭州", "我住在杭州"),
        ("zh", "老家湖南，现在在深圳做程序员", "职业", "程序员", "现在在深圳做程序员"),
        ("zh", "我是成都人，一直在成都生活", "居住城市", "成都", "一直在成都生活"),
        ("zh", "公司在北京国贸，我住通州", "居住城市", "北京", "我住通州"),
        ("zh", "我养了一只猫，叫咪咪，我自己二十六岁", "年龄", "26", "我自己二十六岁"),
        ("zh", "家里有只狗，今年我刚满三十", "年龄", "30", "今年我刚满三十"),
        ("zh", "我属龙的，八八年生", "出生年份", "1988", "八八年生"),
        ("zh", "我属兔，今年二十四", "年龄", "24", "今年二十四"),
        ("zh", "月薪一万二，税前", "月薪", "税前12000", "月薪一万二"),
        ("zh", "到手一万左右吧", "月薪", "到手约1万", "到手一万左右"),
        ("zh", "我会说普通话、粤语，还会一点英语", "语言", "普通话、粤语", "我会说普通话、粤语"),
        ("zh", "我最近在学游泳，每周去两次", "爱好", "游泳", "我最近在学游泳"),
        ("zh", "我最近三个月每天背单词", "学习", "背单词", "每天背单词"),
        ("zh", "快三十了，还没结婚", "婚姻状况", "未婚", "还没结婚"),
        ("zh", "我生日是阳历十月一号，国庆节", "生日", "10月1日", "我生日是阳历十月一号"),
        ("zh", "我过农历生日，八月十五", "生日", "农历八月十五", "我过农历生日，八月十五"),
        ("zh", "过年回老家，今年我三十五", "年龄", "35", "今年我三十五"),
        ("zh", "我俩娃，老大上小学", "孩子数量", "2", "我俩娃"),
        ("zh", "我和老公是大学同学，结婚五年了", "婚龄", "5年", "结婚五年了"),
        ("zh", "我在腾讯做产品经理，干了六年", "公司", "腾讯", "我在腾讯做产品经理"),
        ("zh", "我是护士，在市人民医院上班", "职业", "护士", "我是护士"),
        ("zh", "平时喜欢爬山、摄影", "爱好", "爬山", "平时喜欢爬山"),
        ("zh", "我对花生过敏", "过敏", "花生", "我对花生过敏"),
        ("zh", "我身高一米六五", "身高", "165cm", "我身高一米六五"),
        ("zh", "我开的是一辆白色的特斯拉", "车", "特斯拉", "我开的是一辆白色的特斯拉"),
        ("zh", "我在浙大读的本科，现在在杭州上班", "毕业院校", "浙江大学", "我在浙大读的本科"),
        ("zh", "家里人都在老家，我一个人在北京漂", "居住城市", "北京", "我一个人在北京漂"),
        ("zh", "我从小在武汉长大，现在还住武汉", "居住城市", "武汉", "现在还住武汉"),
        ("zh", "我们单位在市中心，我住得挺近", "工作地点", "市中心", "我们单位在市中心"),
        ("zh", "我是素食者，吃了五年素了", "饮食", "素食", "我是素食者"),
        ("zh", "每天晚上跑步五公里", "运动", "跑步", "每天晚上跑步五公里"),
        ("zh", "我家住在地铁10号线附近", "住址", "地铁10号线附近", "我家住在地铁10号线附近"),
        ("zh", "我是独生女，爸妈都退休了", "兄弟姐妹", "独生女", "我是独生女"),
        ("zh", "在老家县城当老师，教语文", "职业", "语文老师", "教语文"),
        ("zh", "我在一家外企做财务，公司在上海，我也在上海", "居住城市", "上海", "我也在上海"),
        ("zh", "我老家就是南京的，现在在南京一所中学教书", "居住城市", "南京", "现在在南京一所中学教书"),
        ("zh", "养了两只猫，我今年二十九", "年龄", "29", "我今年二十九"),
        ("zh", "刚养了只柯基，二十七岁的我终于有狗了", "年龄", "27", "二十七岁的我终于有狗了"),
    ]
):
    H(R, f"ordinary-{i:02d}-{lang}", lang, user, attr, value, quote)
# the one ordinary line whose candidate is false (the folks live there, the person visits)
T(
    0,
    "folks-phoenix-en",
    "en",
    "my folks live in Phoenix and I visit every Christmas",
    "city",
    "Phoenix",
    "my folks live in Phoenix",
)

# more for 9: a past cue after the initialism, inside the quote
R = 9
T(
    R,
    "nyc-decade-back-en",
    "en",
    "lived in NYC for a decade back in the day, now in Maine",
    "city",
    "New York City",
    "lived in NYC for a decade back in the day",
)
T(
    R,
    "ibm-lifetime-ago-en",
    "en",
    "worked at IBM for ages, a lifetime ago",
    "employer",
    "International Business Machines",
    "worked at IBM for ages, a lifetime ago",
)
T(
    R,
    "ucl-years-ago-en",
    "en",
    "did a semester at UCL years ago",
    "school",
    "University College London",
    "did a semester at UCL years ago",
)
T(
    R,
    "sf-back-then-en",
    "en",
    "lived in SF for 3 years back then, now Reno",
    "city",
    "San Francisco",
    "lived in SF for 3 years back then",
)
T(R, "la-in-the-past-en", "en", "lived in LA in the past, Denver now", "city", "Los Angeles", "lived in LA in the past")
H(
    R,
    "nyc-since-en",
    "en",
    "NYC, where I've lived since 2010",
    "city",
    "New York City",
    "NYC, where I've lived since 2010",
)
H(
    R,
    "la-back-in-day-now-en",
    "en",
    "moved to LA back in the day and never left",
    "city",
    "Los Angeles",
    "moved to LA back in the day and never left",
)
T(R, "beida-yiqian-zh", "zh", "在北大读过书，那是很多年前了", "学校", "北京大学", "在北大读过书，那是很多年前了")
T(R, "zheda-dangnian-zh", "zh", "当年在浙大待了两年，早就离开了", "单位", "浙江大学", "当年在浙大待了两年")


# wrong before the fourteenth round and after it: what grounding still misses (docs/memory.md, Known limits)
KNOWN_MISSES = frozenset(
    (
        "r0-ordinary-44-zh",
        "r0-ordinary-47-zh",
        "r0-ordinary-54-zh",
        "r0-ordinary-55-zh",
        "r1-bu-hai-zh",
        "r1-bu-haizai-zh",
        "r1-bushi-huawei-zh",
        "r1-bushi-hushi-zh",
        "r1-bushi-jianfei-zh",
        "r1-bushi-kaiche-zh",
        "r1-meiyou-tiaocao-zh",
        "r1-nah-still-here-en",
        "r1-no-cats-en",
        "r1-no-meat-en",
        "r1-no-not-practising-en",
        "r1-no-plans-en",
        "r1-no-question-en",
        "r1-nope-havent-left-en",
        "r1-not-really-changed-en",
        "r1-paralegal-en",
        # the AI's guess of the city confirmed by surprise, said as a home town: the slot check reads the home town
        # (skipping it on surprise let "how did you guess! in portland for a conference" through, 2026-12-06)
        "r1-no-way-en",
        "r10-lia-qian-as-2-zh",
        "r2-banli-zh",
        "r2-company-so-am-i-en",
        "r2-congmei-banzou-zh",
        "r2-gongzuoshi-zh",
        "r2-grew-up-never-left-en",
        "r2-havent-moved-away-en",
        "r2-hq-remote-en",
        "r2-love-my-work-en",
        "r2-never-moved-from-en",
        "r2-office-5min-en",
        "r2-office-still-en",
        "r2-school-campus-en",
        "r2-works-in-en",
        "r2-zongbu-nanshan-zh",
        "r3-adopted-cat-en",
        "r3-cat-mom-en",
        "r3-jumao-zh",
        "r3-taidi-sameclause-zh",
        "r4-fam-baptist-en",
        "r4-jiali-dou-zh",
        "r5-at-least-10-en",
        "r5-close-to-50-en",
        "r5-jiejin-value-zh",
        "r5-less-than-3-en",
        "r5-pushing-40-en",
        "r5-under-5ft-en",
        "r5-xiangbudao-zh",
        "r6-a-little-german-en",
        "r6-bange-riben-zh",
        "r6-bange-sichuan-zh",
        "r6-beginner-at-chess-en",
        "r6-half-brother-en",
        "r6-half-marathon-as-full-en",
        "r6-jiju-zh",
        "r6-pimao-zh",
        "r6-some-spanish-en",
        "r7-both-en",
        "r7-bring-home-en",
        "r7-in-hand-en",
        "r7-takehome-gross-en",
        "r7-takehome-pretax-check-en",
        "r9-beida-yiqian-zh",
        "r9-ibm-lifetime-ago-en",
        "r9-la-back-in-day-now-en",
        "r9-la-in-the-past-en",
        "r9-ucl-years-ago-en",
        "r9-wuda-yiwei-zh",
    )
)
