# ruff: noqa: E501
"""Probe lines of a review of the code-mixed round (86751cd, "grounding: Chinese and English in one line…"): lines
written near the round's own rules, to find where they over-reach (an honest line now refused) and where they
under-reach (a trap in a wording close to a rule's still stored). Written after reading the round's diff and the code
around each change, labelled by meaning only, before any run; the attribute names are those a model writes from the
extraction prompt (short English snake_case keys).

The rules probed, by group:
"seam": `squeezed` puts a space where a Chinese character meets a Latin letter, for every layer, so an English cue
inside Chinese is a word (我never去过Japan) and a Chinese pattern glued to a Latin word may no longer read across it
(在Google上班, 来LA看我, 等H1B下来, 你搬来LA之前住哪, 隔壁HR的, up主); H: English idioms that only look negative
inside Chinese (not bad, no regrets, can't believe, don't judge me, never regret, never离开过, 做planning);
"kin": bf, gf, hr, ceo, cto, cfo as kin (my HR job, 我HR出身, 我CTO兼全栈, an Amazon HR recruiter), English roles after
我们/我们team的, a kin word before 说 (我跟我mom说, 我跟HR说); T: leader, dept的VP, 我ex, 我嘅boss;
"surprise": 没想到, 没想过会, 想不到, "never thought I'd", "never expected to", "never thought to" as no negation;
"cond": "if memory serves", 如果我没记错 as no condition, Cantonese 要係 as one (要係我冇記錯, 要係講最鍾意, 若果);
"home": a home town said after the value (originally, 长大, 出生, 土生土长) with now elsewhere ("I live in X now",
现在住, 现居, 目前, 而家); "visit": 去/到/飞 X 看/玩/逛/见/参加/拍 as a visit (搬到深圳参加工作, 来到LA参加工作,
来北京看展, 去成都吃火锅); "stay": a place to stay looked at or booked (找苏州的房子…搬进去, "looking at houses in
Denver", "checking out coffee places in Austin", 订了个Paris的房子, 学区房, hotel); "platform": 在X上写/买/卖…
(在淘宝开店, 在Upwork上接活, 在抖音上直播); "hq": HQ在, "our HQ is in"; "wish": dream job / 理想的工作是 ("Dream job
is the one I've got", 理想中的, target company, ideal city); "start": "next month I start at", 下个月join
("next year I join the 10-year club at Google", "in two weeks we move to the new Shopify office", 下周onboard);
"offer": an offer still negotiated (给我开了, "offered me", 还在谈; 医生给我开了, "still deciding", 还没回复), an
offer taken (拿到Google的offer，现在在Google上班), a start to come (目前在Google上班，3月15号去字节报到); "echo": the
twin's own pet's name without a word of the person's claim (Parsnip, 空格: a pet of the person's own named so, a
parsnip eaten; T: the twin's pet praised with I, my, 也, 都 in passing); "like": 钟意, 中意, yyds, 永远的神; "prep":
PLAN_WORDS' prepar* (food preparation filed as an occupation); "ai": the twin's question about a time before.

Each line is a candidate fact {subject "user", attribute, value, quote} checked against the person's line, some with
the twin's line before it: "H" must be stored (or held for the person's word), "T" must be refused. ZH lines are
judged with the Chinese persona (lin: 杭州, the cat 空格), EN lines with alice (Tacoma, the dog Parsnip).

Counts: 257 lines, 96 English (46 honest, 50 traps) and 161 Chinese (75 honest, 86 traps; some in traditional
characters or Cantonese), 121 honest and 136 traps in all. By group: kin 37, home 31, seam 23, stay 20, surprise 20,
cond 18, start 17, echo 16, visit 16, offer 15, wish 14, platform 11, like 8, hq 7, prep 2, ai 2.

Arguable labels are commented where they are made.

Committed (da04a12) before any run. Measured in process, each line judged as tests/test_trust_probes.py judges it,
on the code before the round (86751cd^, c6783e9) and after it (86751cd; main's grounding is the same): 116 lines
wrong before (27 of the 121 honest refused, 89 of the 136 traps stored), 114 after (57 honest refused, 57 traps
stored). 61 lines are judged right only after the round, and 59 worse: 47 honest lines now refused and 12 traps now
stored. The worse, by rule: a home town said after the value with now elsewhere (长大, 出生, 土生土长, originally
before 现在住, 现在在, 如今住, "now in my 40s", "I live in the same house now": 11); the near time and a start ("next
week I start at Google's new Kirkland office", "next year I join the 10-year club at", "in two weeks we move to the
new Shopify office", 下周join一个新项目，还是在腾讯: 6); English cues seen inside Chinese that only look like
denials or plans (我never regret搬来Seattle, never离开过, never后悔, 我做planning…一直在Nike: 4); the visit frame of
a move to take up work (搬到深圳参加工作, 来到LA参加工作, 到新加坡参加工作, 搬到大理拍视频) and of flats looked at
before one was bought (5); a stay looked at by one who lives there (找苏州的房子…搬进去, "looking at houses in
Denver", "checking out coffee places in Austin": 3); the twin's pet's name said of the person's own pet or of the
vegetable (取名空格, 家里新来的猫叫空格, "named him Parsnip", "came home with us", "roasted parsnip": 5); a dream job
or house already had (3); hr as kin ("my HR job at Shell", 我HR出身: 2); 我跟我mom说 / 我跟HR说 as another's words
(2); 给我开了 or "offered me" with something else undecided (2); 要係我冇記錯 (1); HQ在 where the person works
(1); a Chinese pattern glued to a Latin value no longer reading across the space `squeezed` puts there (来LA看我,
在Google上班 before 3月15号去字节报到, 等H1B下来, 等offer下来, 你搬来LA之前住哪: 5 lines, 3 of them traps now
stored); and the surprise idioms masking a denial that is one (never thought to, never expected to … and I didn't,
never imagined I'd … I'm at Apple, never dreamed I'd own, 没想过会当老师，所以读了计算机, 没想到Google把我拒了,
想不到自己能当医生…去做了医药代表: 7), prepar* in the value of a plan (food preparation), yyds said by everyone
but the person. With the round's rules narrowed after it (the same day: a home town after the value only with a "but"
before the now and nothing that says still; the start only right before the value and not its possessive; never
regret, never left, can't believe, don't judge me, 做planning as no cue; the visit not of a move nor of seeing the
person; a stay looked at by one who rents or moved in there; the twin's pet only under an attribute of animals and
with no word of getting, naming or taking one home; a dream job that is the one had; hr not before job or 出身;
给我开了 only of a sum; the surprise idioms only with what shows it is so in the clause: but, yet, here I am, end
up, for years, 待五年; yyds no longer a liking), 37 lines are wrong: 7 honest refused, 30 traps stored, and none
that was right before the round. A second review (of the day's whole diff) found false facts stored through the
surprise idioms, never regret, never left and "if I remember"; those exemptions were taken out (only "if memory
serves", "if I remember correctly" and 如果我没记错 with a comma stay), and 44 lines are wrong: the 37, the honest
surprise lines, and three English words inside Chinese that an English line always read so (我never后悔学了Japanese);
42 since where one lives now is read in more words after a home town ("living in Toronto since 2015", 现居上海); 39
since leader, VP, director and dept are read as the person's team's (我leader是湖南人, 我们dept的VP在纽约). KNOWN_MISSES are those 37; most are traps in wordings the rules do not read
(Originally from Chengdu, living in Toronto since 2015; 订了Paris的hotel; 在淘宝开了家店; 我leader是湖南人)."""

from __future__ import annotations

from typing import Any

from tests.trust_cases import probe_cases

_PARSNIP = "My dog Parsnip just learned to open the fridge."
_KONGGE = "我养了一只猫，叫「空格」。"

EN = [
    # rule groups: "home", "stay", "hq", "wish", "start", "offer", "surprise", "cond", "kin", "echo", "like", "prep",
    # "seam", "ai"
    # ---- home: a home town said after the value (originally), with now elsewhere ("I live in X now") ----
    ["home", "H", "I'm from Chengdu originally and still live there", "city", "Chengdu", None, None],
    [
        "home",
        "H",
        "I'm from Chengdu originally and still live there",
        "hometown",
        "Chengdu",
        "I'm from Chengdu originally",
        None,
    ],
    ["home", "H", "Born in Denver originally, and now in my 40s I still live there", "city", "Denver", None, None],
    ["home", "H", "I grew up in Boise, and I live in the same house now", "city", "Boise", None, None],
    [
        "home",
        "H",
        "I'm from Austin originally, now in my third year teaching at a high school here",
        "city",
        "Austin",
        None,
        None,
    ],
    # arguable: Logan Square is a part of Chicago; the parents are there too
    [
        "home",
        "H",
        "I grew up in Chicago and I live in Logan Square now, ten minutes from my parents",
        "city",
        "Chicago",
        None,
        None,
    ],
    ["home", "H", "I live in Portland now, moved from Ohio in May", "city", "Portland", "I live in Portland now", None],
    ["home", "T", "I live in Portland now, moved from Ohio in May", "city", "Ohio", "moved from Ohio", None],
    [
        "home",
        "T",
        "I'm from Chengdu originally but these days I'm in Toronto",
        "city",
        "Chengdu",
        "I'm from Chengdu",
        None,
    ],
    [
        "home",
        "T",
        "Originally from Chengdu, living in Toronto since 2015",
        "city",
        "Chengdu",
        "Originally from Chengdu",
        None,
    ],
    ["home", "T", "I'm from Cork originally, Dublin's home now", "city", "Cork", "I'm from Cork", None],
    ["home", "T", "Grew up in Lagos, we live in London now", "city", "Lagos", "Grew up in Lagos", None],
    ["home", "T", "I was born in Manila originally, now based in Dubai", "city", "Manila", "born in Manila", None],
    [
        "home",
        "T",
        "I'm from Denver originally; Toronto has been home for 10 years",
        "city",
        "Denver",
        "I'm from Denver originally",
        None,
    ],
    [
        "home",
        "T",
        "I'm from Leeds originally, I live in Bristol now",
        "city",
        "Leeds",
        "I'm from Leeds originally",
        None,
    ],
    # ---- stay: a place to stay looked at or booked, filed as the city ----
    ["stay", "T", "booked an Airbnb in Lisbon for June", "city", "Lisbon", "an Airbnb in Lisbon", None],
    [
        "stay",
        "T",
        "we're looking at apartments in Seattle, our lease here in Portland ends in May",
        "city",
        "Seattle",
        "looking at apartments in Seattle",
        None,
    ],
    ["stay", "T", "I booked a hotel in Osaka, flying out Friday", "city", "Osaka", "a hotel in Osaka", None],
    [
        "stay",
        "T",
        "touring apartments in Chicago this weekend, fingers crossed",
        "city",
        "Chicago",
        "touring apartments in Chicago",
        None,
    ],
    ["stay", "T", "just put an offer on a house in Boise!", "city", "Boise", "a house in Boise", None],
    ["stay", "T", "I've been browsing condos in Miami on Zillow all night", "city", "Miami", "condos in Miami", None],
    [
        "stay",
        "T",
        "hunting for a room in Brooklyn, any tips?",
        "city",
        "Brooklyn",
        "hunting for a room in Brooklyn",
        None,
    ],
    # the person rents in Denver and looks at houses there to buy
    [
        "stay",
        "H",
        "Been renting in Denver for 3 years, now looking at houses in Denver to buy",
        "city",
        "Denver",
        "looking at houses in Denver",
        None,
    ],
    [
        "stay",
        "H",
        "We've been checking out coffee places in Austin since we moved",
        "city",
        "Austin",
        "checking out coffee places in Austin",
        None,
    ],
    [
        "stay",
        "H",
        "I live in Miami and I'm searching for a bigger apartment in Miami",
        "city",
        "Miami",
        "I live in Miami",
        None,
    ],
    # ---- hq: the company's HQ filed as the city ----
    ["hq", "H", "Our HQ is in Seattle, and I live 10 minutes from it", "city", "Seattle", "Our HQ is in Seattle", None],
    ["hq", "T", "our HQ is in Seattle but I work remote from Boise", "city", "Seattle", "our HQ is in Seattle", None],
    [
        "hq",
        "T",
        "the headquarters are in Seattle, I'm fully remote from Boise",
        "city",
        "Seattle",
        "the headquarters are in Seattle",
        None,
    ],
    # ---- wish: a dream job, house, city (T); the dream one already had (H) ----
    [
        "wish",
        "H",
        "Dream job is the one I've got: pediatric nurse at Seattle Children's",
        "occupation",
        "pediatric nurse",
        "pediatric nurse at Seattle Children's",
        None,
    ],
    [
        "wish",
        "H",
        "Our dream house is the one we already live in, a little bungalow in Asheville",
        "city",
        "Asheville",
        "a little bungalow in Asheville",
        None,
    ],
    ["wish", "T", "my dream job is park ranger at Yellowstone", "occupation", "park ranger", None, None],
    ["wish", "T", "dream company: Stripe. still applying lol", "employer", "Stripe", "dream company: Stripe", None],
    [
        "wish",
        "T",
        "my ideal city is Lisbon, the light there is unreal",
        "city",
        "Lisbon",
        "my ideal city is Lisbon",
        None,
    ],
    ["wish", "T", "ideal job: UX designer at Figma", "occupation", "UX designer", None, None],
    # ---- start: a near time, then a start (T); the same words of a place already worked at (H) ----
    [
        "start",
        "T",
        "Next week I'm starting at Shopify, so excited",
        "employer",
        "Shopify",
        "I'm starting at Shopify",
        None,
    ],
    ["start", "T", "on Monday I join Google as an L4", "employer", "Google", None, None],
    ["start", "T", "next month I begin at Stripe", "employer", "Stripe", None, None],
    ["start", "T", "In three weeks I'm officially a Stripe employee", "employer", "Stripe", None, None],
    ["start", "T", "Starting at Stripe on the 15th, finally", "employer", "Stripe", "Starting at Stripe", None],
    ["start", "H", "next month I start my 5th year at Google", "employer", "Google", "my 5th year at Google", None],
    [
        "start",
        "H",
        "Next week I start at Google's new Kirkland office, same team as before",
        "employer",
        "Google",
        None,
        None,
    ],
    [
        "start",
        "H",
        "Next year I join the 10-year club at Google, can't believe it",
        "employer",
        "Google",
        "the 10-year club at Google",
        None,
    ],
    [
        "start",
        "H",
        "Tomorrow I join my first all-hands at Stripe, I started Monday",
        "employer",
        "Stripe",
        "my first all-hands at Stripe",
        None,
    ],
    ["start", "H", "In two weeks we move to the new Shopify office downtown", "employer", "Shopify", None, None],
    # ---- offer: offered and still negotiated or undecided (T); offered and taken, or advice taken (H) ----
    ["offer", "T", "Stripe offered me 150k and I'm still negotiating", "salary", "150k", None, None],
    ["offer", "T", "they offered me 120k, still deciding", "salary", "120k", "they offered me 120k", None],
    [
        "offer",
        "T",
        "they offered me the Denver role, still negotiating relocation",
        "city",
        "Denver",
        "they offered me the Denver role",
        None,
    ],
    ["offer", "T", "my doctor offered me metformin but I haven't decided", "medication", "metformin", None, None],
    # the transfer was taken; the bonus is what is negotiated
    [
        "offer",
        "H",
        "Shell offered me a transfer to Houston and I took it, still negotiating my bonus though",
        "city",
        "Houston",
        "Shell offered me a transfer to Houston and I took it",
        None,
    ],
    [
        "offer",
        "H",
        "My doctor offered me metformin and I've been on it since March; still negotiating with insurance",
        "medication",
        "metformin",
        "My doctor offered me metformin and I've been on it since March",
        None,
    ],
    # ---- surprise: "never thought I'd", "never expected to" (what is so, H); what is not so after all (T) ----
    ["surprise", "H", "I never thought about it but yes I'm a nurse", "occupation", "nurse", "I'm a nurse", None],
    [
        "surprise",
        "H",
        "never expected to end up in Boise, but here we are, 6 years in",
        "city",
        "Boise",
        "end up in Boise",
        None,
    ],
    [
        "surprise",
        "H",
        "I never thought I'd be a teacher, but here I am, 10 years in",
        "occupation",
        "teacher",
        None,
        None,
    ],
    [
        "surprise",
        "H",
        "never thought I'd say it but I love living in Ohio",
        "city",
        "Ohio",
        "I love living in Ohio",
        None,
    ],
    ["surprise", "H", "I never expected to like Houston this much, 4 years now", "city", "Houston", None, None],
    [
        "surprise",
        "H",
        "I'd never have guessed I'm allergic to shellfish, but the test says so",
        "allergy",
        "shellfish",
        None,
        None,
    ],
    ["surprise", "H", "I can't believe I've been at Google for 5 years", "employer", "Google", None, None],
    ["surprise", "H", "Living in Denver is not bad at all", "city", "Denver", None, None],
    [
        "surprise",
        "T",
        "I never thought to learn Spanish even though my mom speaks it",
        "language",
        "Spanish",
        "learn Spanish",
        None,
    ],
    [
        "surprise",
        "T",
        "I never expected to get into Stanford, and sure enough I didn't",
        "school",
        "Stanford",
        "get into Stanford",
        None,
    ],
    [
        "surprise",
        "T",
        "I never imagined I'd work at Google; I'm happy at Apple",
        "employer",
        "Google",
        "I'd work at Google",
        None,
    ],
    [
        "surprise",
        "T",
        "I never dreamed I'd own a Tesla, way too pricey on a teacher's salary",
        "car",
        "Tesla",
        "own a Tesla",
        None,
    ],
    # ---- cond: "if memory serves" (H); a condition, or a memory of another or of the past (T) ----
    ["cond", "H", "if memory serves, I'm AB positive", "blood_type", "AB positive", "I'm AB positive", None],
    ["cond", "H", "If I recall, I'm AB positive", "blood_type", "AB positive", "I'm AB positive", None],
    ["cond", "H", "if I remember correctly I moved to Denver in 2016 and never left", "city", "Denver", None, None],
    ["cond", "H", "If memory serves, we moved to Reno in 2018 and we're still here", "city", "Reno", None, None],
    ["cond", "T", "if memory serves, my grandma was born in Cork", "hometown", "Cork", None, None],
    ["cond", "T", "If I'm not mistaken about the lease, we move to Austin in June", "city", "Austin", None, None],
    ["cond", "T", "If memory serves, I lived in Austin back in 2015", "city", "Austin", "I lived in Austin", None],
    # ---- kin: bf, gf, HR, CEO, CTO, CFO as someone else (T); the person's own HR job, CEO role (H) ----
    ["kin", "H", "my HR job at Shell is fully remote", "employer", "Shell", "my HR job at Shell", None],
    [
        "kin",
        "H",
        "I got my HR certification last year and now I'm an HR generalist at Target",
        "occupation",
        "HR generalist",
        "I'm an HR generalist at Target",
        None,
    ],
    ["kin", "H", "I'm an Amazon HR recruiter based in Seattle", "employer", "Amazon", None, None],
    ["kin", "H", "my CEO role at a 5-person startup is mostly sales", "occupation", "CEO", "my CEO role", None],
    ["kin", "H", "my bf and I both work at Google", "employer", "Google", None, None],
    ["kin", "H", "HR manager at Kaiser here, 8 years in", "occupation", "HR manager", None, None],
    ["kin", "H", "I'm the CFO of a small nonprofit in Baltimore", "city", "Baltimore", None, None],
    ["kin", "T", "my gf is a nurse at Kaiser", "occupation", "nurse", None, None],
    ["kin", "T", "my CEO lives in Austin, I'm in Denver", "city", "Austin", "lives in Austin", None],
    ["kin", "T", "Our CEO is based in Austin, I'm in Denver", "city", "Austin", "Our CEO is based in Austin", None],
    ["kin", "T", "my HR told me I'm getting a raise to 90k", "salary", "90k", None, None],
    ["kin", "T", "my bf's from Lagos", "hometown", "Lagos", None, None],
    # ---- echo: the twin's dog Parsnip praised (T); a Parsnip of the person's own, a parsnip eaten (H) ----
    ["echo", "T", "aww Parsnip sounds adorable", "pet", "Parsnip", None, _PARSNIP],
    [
        "echo",
        "T",
        "Parsnip is such a good name, I love it",
        "pet",
        "Parsnip",
        None,
        "I live in Tacoma with a dog named Parsnip.",
    ],
    ["echo", "T", "Parsnip sounds like my kind of dog", "pet", "Parsnip", None, _PARSNIP],
    ["echo", "T", "Parsnip! what a name. my dog's called Biscuit", "pet", "Parsnip", "Parsnip! what a name.", _PARSNIP],
    ["echo", "H", "we have a dog named Parsnip too, what are the odds", "pet", "Parsnip", None, _PARSNIP],
    ["echo", "H", "Adopted a beagle last month and named him Parsnip", "pet_name", "Parsnip", None, None],
    [
        "echo",
        "H",
        "The puppy came home with us Saturday, Parsnip already owns the couch",
        "pet_name",
        "Parsnip",
        None,
        None,
    ],
    ["echo", "H", "Roasted parsnip, hands down the best vegetable", "favorite_vegetable", "parsnip", None, None],
    # ---- like: yyds said by everyone else (T) ----
    ["like", "T", "everyone says Taylor Swift yyds but I don't get it", "favorite_singer", "Taylor Swift", None, None],
    # ---- prep: a plan with prepar* in the value (T); a preparation filed as one (H) ----
    ["prep", "T", "I'm thinking about getting a job in food preparation", "occupation", "food preparation", None, None],
    ["prep", "H", "I'm preparing for the bar exam in July", "preparing_for", "bar exam", None, None],
    # ---- seam: English lines with Chinese words in them ----
    ["seam", "H", "I'm a 护士 at a hospital in Vancouver", "occupation", "护士", "I'm a 护士", None],
    ["seam", "T", "my 老公 lives in 上海 for work, I'm in Toronto with the kids", "city", "上海", None, None],
    ["seam", "H", "I never regret moving to 深圳, best decision ever", "city", "深圳", None, None],
    # ---- ai: the twin's question about a time before ----
    ["ai", "T", "Boston, for about six years", "city", "Boston", None, "Where did you live before you moved to LA?"],
]

ZH = [
    # ---- home: 长大, 出生, 土生土长 after the value, 现在住 after it (H: the same city; T: now elsewhere) ----
    ["home", "H", "我在苏州出生长大，现在住的房子是爸妈留下的", "city", "苏州", "我在苏州出生长大", None],
    ["home", "H", "我深圳土生土长，现在住南山", "city", "深圳", None, None],
    ["home", "H", "我在成都出生，现在在川大读大三，一直没离开过这座城市", "city", "成都", "我在成都出生", None],
    ["home", "H", "我是南京出生的，现在住的地方离新街口就两站地铁", "city", "南京", None, None],
    ["home", "H", "我在西安长大，现在住在曲江，离我爸妈家十分钟", "city", "西安", "我在西安长大", None],
    ["home", "H", "我在Toronto长大，现在住downtown", "city", "Toronto", "我在Toronto长大", None],
    ["home", "H", "我是上海出生的，如今住在浦东", "city", "上海", None, None],
    ["home", "H", "我喺香港出世，而家住沙田", "city", "香港", None, None],
    ["home", "T", "成都出生，目前在上海工作", "city", "成都", "成都出生", None],
    ["home", "T", "我在哈尔滨长大，这几年一直在深圳打工", "city", "哈尔滨", "我在哈尔滨长大", None],
    ["home", "T", "我在悉尼长大的，现在在北京", "city", "悉尼", "我在悉尼长大的", None],
    ["home", "T", "我是在LA出生的ABC，现在住Shanghai", "city", "LA", "在LA出生", None],
    ["home", "T", "老家成都，现居上海", "city", "成都", "老家成都", None],
    ["home", "T", "我喺香港長大，而家喺倫敦", "city", "香港", "我喺香港長大", None],
    ["home", "T", "我是ABC，在LA长大，现在在SF做VC", "city", "LA", "在LA长大", None],
    ["home", "H", "我是ABC，在LA长大，现在在SF做VC", "city", "SF", "现在在SF做VC", None],
    # ---- visit: 去/到/飞 X 看/玩/逛/见/参加/拍 (T: a visit); a move to X to take up work there (H) ----
    ["visit", "T", "我去LA见了几个老同学，玩得很开心", "city", "LA", "去LA见了几个老同学", None],
    ["visit", "T", "去Bali拍婚纱照，拍了三天", "city", "Bali", None, None],
    ["visit", "T", "飞新加坡参加一个会，周五回", "city", "新加坡", "飞新加坡参加一个会", None],
    ["visit", "T", "下周去Shenzhen见客户", "city", "Shenzhen", None, None],
    ["visit", "T", "我这周来北京看展，住朋友家", "city", "北京", "来北京看展", None],
    ["visit", "T", "上周去成都吃火锅了，太爽", "city", "成都", "去成都吃火锅", None],
    ["visit", "T", "我跑去Seoul追星了", "city", "Seoul", None, None],
    ["visit", "T", "我下個禮拜去台北睇演唱會", "city", "台北", None, None],
    ["visit", "H", "毕业后我搬到深圳参加工作，一待就是八年", "city", "深圳", None, None],
    ["visit", "H", "我去年搬到大理拍视频，全职做博主", "city", "大理", "搬到大理拍视频", None],
    ["visit", "H", "2018年我来到LA参加工作，到现在没挪过窝", "city", "LA", None, None],
    ["visit", "H", "我2015年到新加坡参加工作，后来拿了PR，一直在这边", "city", "新加坡", None, None],
    ["visit", "H", "我在深圳，周末经常去香港逛街", "city", "深圳", "我在深圳", None],
    ["visit", "H", "我到上海念书，毕业后就留下来了，现在在陆家嘴上班", "city", "上海", "我到上海念书", None],
    ["visit", "H", "我去上海看了三套房，最后在浦东买了，现在住这儿", "city", "上海", None, None],
    # arguable: a flat bought in Pudong is where the person lives
    ["visit", "H", "我去上海看了三套房，最后在浦东买了", "city", "上海", None, None],
    # ---- stay: a place to stay looked at or booked (T); looked for and moved into (H) ----
    ["stay", "T", "订了个Paris的房子，下个月去玩", "city", "Paris", "订了个Paris的房子", None],
    ["stay", "T", "我订了个巴黎的酒店", "city", "巴黎", None, None],
    ["stay", "T", "订了一个京都的民宿，住五晚", "city", "京都", "订了一个京都的民宿", None],
    ["stay", "T", "订了Paris的hotel，下周出发", "city", "Paris", "订了Paris的hotel", None],
    ["stay", "T", "在Airbnb上订了个Lisbon的公寓", "city", "Lisbon", None, None],
    ["stay", "T", "最近在看温哥华的学区房", "city", "温哥华", None, None],
    ["stay", "T", "在贝壳上刷深圳的房源刷到半夜", "city", "深圳", None, None],
    ["stay", "T", "我在看Vancouver的房子，准备明年移民", "city", "Vancouver", "我在看Vancouver的房子", None],
    ["stay", "H", "我一直在找苏州的房子，终于在园区租到了，上周刚搬进去", "city", "苏州", "找苏州的房子", None],
    ["stay", "H", "我在成都住了十年，最近在看成都的二手房，想换个大点的", "city", "成都", "我在成都住了十年", None],
    # ---- platform: 在X上 (a platform, not an employer) ----
    ["platform", "T", "我在Amazon上卖货，一个月流水十万", "employer", "Amazon", None, None],
    ["platform", "T", "我在京东上买了台MacBook", "employer", "京东", None, None],
    ["platform", "T", "我在小红书上写穿搭笔记，粉丝两万", "employer", "小红书", None, None],
    ["platform", "T", "我在淘宝开了家店，全职卖衣服", "employer", "淘宝", "我在淘宝开了家店", None],
    ["platform", "T", "我在Upwork上接活，一年收入还行", "employer", "Upwork", None, None],
    ["platform", "T", "我在抖音上直播带货", "employer", "抖音", None, None],
    ["platform", "T", "我天天在LinkedIn上投简历", "employer", "LinkedIn", None, None],
    ["platform", "H", "我在Google上班，天天在Google Docs上写文档", "employer", "Google", "我在Google上班", None],
    [
        "platform",
        "H",
        "我在Google做SWE，天天在Google Docs上写design doc",
        "employer",
        "Google",
        "我在Google做SWE",
        None,
    ],
    [
        "platform",
        "H",
        "我在Shopee做seller support，天天在Shopee后台上查订单",
        "employer",
        "Shopee",
        "我在Shopee做seller support",
        None,
    ],
    ["platform", "H", "我在京东上班，平时也在京东上买东西", "employer", "京东", "我在京东上班", None],
    # ---- hq: HQ在 filed as the city ----
    ["hq", "T", "我们公司HQ在Seattle，我在Austin remote", "city", "Seattle", None, None],
    ["hq", "T", "公司总部设在深圳，我一直在长沙分公司", "city", "深圳", "公司总部设在深圳", None],
    ["hq", "T", "公司base在上海，我在苏州远程", "city", "上海", None, None],
    # arguable: the person works at the HQ and lives in Xuhui, a district of Shanghai
    ["hq", "H", "我们HQ在上海，我就在HQ上班，住徐汇", "city", "上海", None, None],
    # ---- wish: 理想的工作是, dream job 是 (T); the dream job already had (H) ----
    ["wish", "T", "我的dream job是做game designer", "occupation", "game designer", None, None],
    ["wish", "T", "dream city是Barcelona，可惜签证太难", "city", "Barcelona", "dream city是Barcelona", None],
    ["wish", "T", "理想的城市是大理，可惜工作都在北京", "city", "大理", "理想的城市是大理", None],
    ["wish", "T", "我理想中的工作是在Google做research", "employer", "Google", None, None],
    ["wish", "T", "我的target company是Stripe，在刷题", "employer", "Stripe", "我的target company是Stripe", None],
    ["wish", "H", "我理想的工作就是我现在这份，做小学老师", "occupation", "小学老师", "做小学老师", None],
    ["wish", "H", "我的dream job是我现在这份：在Pixar当animator", "occupation", "animator", None, None],
    ["wish", "H", "现在这份工作就是我的dream job：在Pixar做animator", "occupation", "animator", None, None],
    # ---- start: 下个月join, 下周onboard (T); a move of office, a new project at the same employer (H) ----
    ["start", "T", "下个月join字节", "employer", "字节", None, None],
    ["start", "T", "明天start新工作 at Meta", "employer", "Meta", None, None],
    ["start", "T", "下礼拜start在Stripe的新job", "employer", "Stripe", None, None],
    ["start", "T", "下周onboard字节，好紧张", "employer", "字节", "下周onboard字节", None],
    ["start", "T", "下个月就要start在Shopee的新工作了", "employer", "Shopee", None, None],
    ["start", "H", "下周join一个新项目，还是在腾讯", "employer", "腾讯", "还是在腾讯", None],
    ["start", "H", "下个月move到新office，还在Amazon", "employer", "Amazon", "还在Amazon", None],
    # ---- offer: offered, still negotiated or unanswered (T); taken, or a prescription (H) ----
    ["offer", "T", "Shopee给我开了30k，还在negotiate", "salary", "30k", None, None],
    ["offer", "T", "字节给我开了40k，我还没回复", "salary", "40k", "字节给我开了40k", None],
    ["offer", "T", "他们给我offer了90k，还在谈", "salary", "90k", None, None],
    ["offer", "T", "拿到了Google的offer，还没签", "employer", "Google", None, None],
    ["offer", "T", "我目前在Google上班，3月15号去字节报到", "employer", "字节", "去字节报到", None],
    ["offer", "H", "我目前在Google上班，3月15号去字节报到", "employer", "Google", "我目前在Google上班", None],
    ["offer", "H", "去年拿到Google的offer，现在在Google上班", "employer", "Google", "现在在Google上班", None],
    ["offer", "H", "拿到Google offer以后我就入职了，到现在干了三年", "employer", "Google", None, None],
    [
        "offer",
        "H",
        "医生给我开了二甲双胍，另外我还在纠结要不要跳槽",
        "medication",
        "二甲双胍",
        "医生给我开了二甲双胍",
        None,
    ],
    # ---- surprise: 没想到, 没想过会, 想不到 (H: what is so); what is not so after all (T) ----
    ["surprise", "H", "没想到在微软做PM会这么累", "employer", "微软", None, None],
    ["surprise", "H", "万万没想到我在Seattle一住就是十年", "city", "Seattle", None, None],
    ["surprise", "H", "想不到我在Shopee一干就是五年", "employer", "Shopee", None, None],
    ["surprise", "T", "我从没想过会当老师，所以读了计算机", "occupation", "老师", None, None],
    ["surprise", "T", "没想到Google把我拒了", "employer", "Google", None, None],
    [
        "surprise",
        "T",
        "想不到自己能当医生，太难了，最后还是去做了医药代表",
        "occupation",
        "医生",
        "想不到自己能当医生",
        None,
    ],
    ["surprise", "T", "没想过要搬去Seattle，我在Austin挺好的", "city", "Seattle", None, None],
    ["surprise", "T", "我never想过去Google", "employer", "Google", None, None],
    # ---- cond: 如果我没记错 (H); 要係, 若果, a real if (T); 要係 opening a topic (H) ----
    ["cond", "H", "要是我没记错，我是O型血", "blood_type", "O型", "我是O型血", None],
    ["cond", "H", "如果我没记错的话，我是O型血", "blood_type", "O型", "我是O型血", None],
    ["cond", "H", "要係我冇記錯，我係O型血", "blood_type", "O型", "我係O型血", None],
    ["cond", "H", "if我没记错，我在Shopee已经三年了", "employer", "Shopee", None, None],
    ["cond", "H", "要係講最鍾意食乜，梗係叉燒飯", "favorite_food", "叉燒飯", None, None],
    ["cond", "H", "我主要係做後端嘅，喺騰訊", "employer", "騰訊", "喺騰訊", None],
    ["cond", "T", "要係我住喺東京就好啦", "city", "東京", None, None],
    ["cond", "T", "要系我有得揀，我會喺Google返工", "employer", "Google", None, None],
    ["cond", "T", "若果我住喺Vancouver就好喇", "city", "Vancouver", None, None],
    ["cond", "T", "如果我在Google的话，早就升L6了", "employer", "Google", None, None],
    ["cond", "T", "if我住在NYC就好了", "city", "NYC", None, None],
    # ---- kin: English kin glued to 我 (T); the person's own HR, CTO, and the person beside kin (H) ----
    ["kin", "H", "我HR出身，做了八年招聘", "occupation", "HR", "我HR出身", None],
    ["kin", "H", "我CTO兼全栈，公司就我们三个人", "occupation", "CTO", "我CTO兼全栈", None],
    ["kin", "H", "我跟我mom说我在Shopee做QA她都不信", "employer", "Shopee", None, None],
    ["kin", "H", "我跟HR说我住昆山，离公司一个小时", "city", "昆山", "我住昆山", None],
    ["kin", "H", "我BF和我都在Google", "employer", "Google", None, None],
    # arguable: the role word is the value itself
    ["kin", "H", "我们team的PM是我，需求都我来写", "role", "PM", "我们team的PM是我", None],
    ["kin", "H", "我老婆是HR但我是engineer", "occupation", "engineer", "我是engineer", None],
    ["kin", "H", "我在Meta做PM", "occupation", "PM", None, None],
    ["kin", "H", "我住在LA", "city", "LA", None, None],
    ["kin", "H", "我爸妈每年来LA看我", "city", "LA", None, None],
    ["kin", "H", "我做HR说白了就是打杂", "occupation", "HR", None, None],
    ["kin", "T", "我老婆是HR但我是engineer", "occupation", "HR", "是HR", None],
    ["kin", "T", "我boss说我下个月升senior", "job_title", "senior", None, None],
    ["kin", "T", "我leader是湖南人", "hometown", "湖南", None, None],
    ["kin", "T", "我们组的leader住在望京", "city", "望京", None, None],
    ["kin", "T", "我们dept的VP在纽约", "city", "纽约", None, None],
    ["kin", "T", "我manager是印度人", "nationality", "印度", None, None],
    ["kin", "T", "我GF在Meta做data scientist", "employer", "Meta", None, None],
    ["kin", "T", "我mentor在Google做了十年", "employer", "Google", None, None],
    ["kin", "T", "我的roommate是nurse", "occupation", "nurse", None, None],
    ["kin", "T", "我ex住在Brooklyn", "city", "Brooklyn", None, None],
    ["kin", "T", "我嘅boss係香港人", "hometown", "香港", None, None],
    ["kin", "T", "隔壁HR的小王是上海人", "hometown", "上海", None, None],
    ["kin", "T", "我最喜欢的up主住在成都", "city", "成都", None, None],
    ["kin", "T", "我bf说他下个月搬来Seattle", "city", "Seattle", None, None],
    # ---- seam: English cues inside Chinese (T: a denial, a plan; H: an idiom only looking negative) ----
    ["seam", "H", "住在LA其实not bad，就是房租贵", "city", "LA", "住在LA其实not bad", None],
    ["seam", "H", "don't judge me我就是住在New Jersey", "city", "New Jersey", None, None],
    ["seam", "H", "我can't believe我在Google已经五年了", "employer", "Google", None, None],
    ["seam", "H", "我never regret搬来Seattle", "city", "Seattle", None, None],
    ["seam", "H", "搬来Brooklyn no regrets，已经住了五年", "city", "Brooklyn", "搬来Brooklyn no regrets", None],
    ["seam", "H", "我这辈子never离开过Chicago", "city", "Chicago", None, None],
    ["seam", "H", "我never后悔学了Japanese，现在工作天天用", "language", "Japanese", None, None],
    ["seam", "H", "我做planning好几年了，一直在Nike", "employer", "Nike", "一直在Nike", None],
    ["seam", "H", "我在Meta做PM，WLB还不错", "employer", "Meta", "我在Meta做PM", None],
    ["seam", "H", "我真的no joke在NASA上班", "employer", "NASA", None, None],
    ["seam", "H", "我在Amazon做SDE，nothing special", "employer", "Amazon", "我在Amazon做SDE", None],
    ["seam", "H", "我是INTJ，never变过", "mbti", "INTJ", "我是INTJ", None],
    [
        "seam",
        "H",
        "我是ChatGPT的重度用户，每天用它写code，我在Stripe做backend",
        "employer",
        "Stripe",
        "我在Stripe做backend",
        None,
    ],
    ["seam", "H", "我是ChatGPT的重度用户", "uses", "ChatGPT", None, None],
    ["seam", "T", "我never在Google上过班", "employer", "Google", None, None],
    ["seam", "T", "我已经not在Amazon了", "employer", "Amazon", None, None],
    ["seam", "T", "我可能maybe明年去Google", "employer", "Google", None, None],
    ["seam", "T", "我一直想学Japanese但never开始", "language", "Japanese", None, None],
    ["seam", "T", "等H1B下来我们就搬去Seattle", "city", "Seattle", None, None],
    ["seam", "T", "等offer下来我就去NYC", "city", "NYC", None, None],
    # ---- like: 钟意, 中意, yyds, 永远的神 (H); another's, or what everyone says (T) ----
    ["like", "H", "我最钟意食叉烧", "favorite_food", "叉烧", None, None],
    ["like", "H", "周杰伦永远的神，听了二十年", "favorite_singer", "周杰伦", None, None],
    ["like", "H", "我中意打羽毛球，每个礼拜都打", "favorite_sport", "羽毛球", None, None],
    ["like", "H", "我好鍾意行山，每個禮拜都去", "favorite_activity", "行山", None, None],
    ["like", "T", "人人都话火锅yyds，我食唔到辣", "favorite_food", "火锅", None, None],
    ["like", "T", "我阿妈好钟意食榴莲，我就唔钟意", "favorite_food", "榴莲", None, None],
    ["like", "T", "我同事天天说火锅yyds，我觉得一般", "favorite_food", "火锅", None, None],
    # ---- echo: the twin's cat 空格 praised (T); a cat of the person's own named 空格 (H) ----
    ["echo", "T", "空格好乖啊", "pet", "空格", None, _KONGGE],
    ["echo", "T", "空格这个名字我太喜欢了", "pet", "空格", None, _KONGGE],
    ["echo", "T", "空格也太可爱了吧", "pet", "空格", None, _KONGGE],
    ["echo", "T", "空格都三岁了？时间过得好快", "pet", "空格", "空格都三岁了", "空格今年三岁了。"],
    ["echo", "H", "我家猫也叫空格！", "pet_name", "空格", None, _KONGGE],
    ["echo", "H", "养了只橘猫，取名空格，因为它老踩键盘", "pet_name", "空格", None, None],
    ["echo", "H", "家里新来的猫叫空格，三个月大", "pet_name", "空格", None, None],
    ["echo", "H", "刚领养了一只小猫，给她起名叫空格", "pet_name", "空格", None, None],
    # ---- ai: the twin's question about a time before, with a Latin name glued to it ----
    ["ai", "T", "Boston，住了六年", "city", "Boston", None, "你搬来LA之前住在哪？"],
]

CASES: list[dict[str, Any]] = probe_cases("mixrev", EN, ZH)
KNOWN_MISSES: set[str] = {
    "mixrev-cond-en-002",
    "mixrev-echo-en-002",
    "mixrev-echo-zh-002",
    "mixrev-echo-zh-008",
    "mixrev-hq-en-003",
    "mixrev-hq-zh-002",
    "mixrev-hq-zh-003",
    "mixrev-kin-zh-024",
    "mixrev-offer-en-006",
    "mixrev-platform-zh-004",
    "mixrev-platform-zh-005",
    "mixrev-platform-zh-006",
    "mixrev-platform-zh-007",
    "mixrev-seam-en-003",
    "mixrev-seam-zh-004",
    "mixrev-seam-zh-006",
    "mixrev-seam-zh-007",
    "mixrev-stay-en-007",
    "mixrev-surprise-en-005",
    "mixrev-surprise-zh-001",
    "mixrev-surprise-zh-002",
    "mixrev-surprise-zh-003",
    "mixrev-wish-en-004",
    "mixrev-wish-en-006",
    # "here" after a home town: where the person is, but after another place that one's, and the words do not say
    # which (a review of the round found "…been in Denver since 2015 and I'll be here till I die" stored as Boise)
    "mixrev-home-en-005",
    # a home town and a present place that is a part of it, which the words cannot tell from another city (the
    # typed and roots round, 2026-12-06: a place one comes from is not where one lives when the turn names another)
    "mixrev-home-en-006",
    "mixrev-home-zh-005",
    "mixrev-home-zh-007",
}
