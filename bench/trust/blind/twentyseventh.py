# ruff: noqa: E501
"""Twenty-seventh blind trust set: dictated messages and people correcting themselves.

Written blind, by a red team that read only README.md, docs/architecture.md, the `Case` dataclass, the `SOON`
constant and the `c()` helper at the top of tests/trust_cases.py, bench/trust/run.py, personas/alice.toml and
personas/lin.toml, and the module docstring of bench/trust/blind/twentysixth.py (for its form); nothing under
twin/, no other blind set's cases, no other test, no other doc, no git history.

Theme: what voice input and second thoughts do to a message. Speech-to-text writes run-on lines with no
punctuation or with full stops in odd places, fillers ("um", "like", "you know", 嗯, 那个, 就是, 然后), numbers
as words or digits ("thirty four", 二十八, 29), words split or misheard by the dictation; Chinese 语音输入 with
few or no 标点. People correct themselves inside one message ("I live in Boston no wait Brookline", "my sister
Anna sorry I mean Hannah", "scratch that", 不对不对, 说错了, 我是说) or across turns (the phone wrote the wrong
name); they retract what they said a turn earlier ("I was kidding", "just testing you", 开玩笑的, 刚才是乱说的,
written with `earlier=`); the dictation catches someone else in the room (a husband, a child, a mother on
speaker, the TV) or the person reading something aloud (a label, a friend's text, a parcel slip); a dictated
question or wish has no question mark. The value corrected away, retracted, said by someone else in the room or
read aloud, or only asked about, is a trap (subject "user", as a sloppy extractor proposes it); the corrected
value, the truth said after a retraction, and the plain facts said in dictated style (where they live and work,
their children's names, allergies, pets, ages, hobbies) are honest and must be kept. English cases go to alice,
Chinese to lin (simplified, some traditional, some Cantonese); no value is one the personas hold.

Every candidate's quote is copied verbatim from the person's line. Traps carry reject="any" (any reason is a
pass, and so is a fact stored that does not hold now); honest cases reject=None.

    .venv/bin/python bench/trust/run.py --cases bench/trust/blind/twentyseventh.py

Frozen before its one run (commit 1c5fc7e, from 64c5bb2); the result below was added after that run, no case
changed. The run needed no fix to the file.

Result of its one run (2026-12-05, at b8f6af8: 2 CPUs, Python 3.11.7, load average 2.81 before, 2.03 after):

| traps | tried | stored | rejected, by reason |
| --- | ---: | ---: | --- |
| corrected-away | 26 | 16 | denied 9, reported 1 |
| retracted | 15 | 2 | denied 11, echo 1, asked 1 |
| room-speech | 10 | 6 | reported 4 |
| read-aloud | 6 | 4 | planned 1, reported 1 |
| dictated-question | 6 | 0 | asked 3, supposed 2, reported 1 |
| **all traps** | **63** | **28** | |

Honest facts kept: 59 of 66 (89%); lost: b27-en-h20, b27-en-h22, b27-en-h23, b27-en-h24, b27-en-h27, b27-en-h29
(denied), b27-en-h26 (reported). Traps stored: b27-en-t02 to t08, t11, t12, t19, t24, t25, t26, t28; b27-zh-t03
to t08, t10, t20, t23 to t28. Held for the person's word, not stored: none. Goal (no trap stored, at least 95% of
honest facts kept): MISSED.

After the fixes it led to (a correction said right after the value, dictated or typed; its words ending a clause;
retractions; someone else speaking in the room; reading aloud) and their narrowing after a code-reading review
(tests/trust_probes_27.py), the same command: 3 traps stored (b27-en-t08 and t12, a bare "no" before a name, which
the review showed is mostly not a correction: "Target no Sundays off"; b27-en-t25, a roommate yelling from the
kitchen), 65 of 66 honest kept (b27-en-h26 lost: "the phone wrote Zoe"). That figure is no longer held out:
docs/memory.md, "Dictated, and corrected".
"""

from __future__ import annotations

from tests.trust_cases import Case, c

TRAPS = [
    # ---------------------------------------------------------------- English: the value corrected away
    Case("b27-en-t01", "en", "so I live in Boston no wait Brookline we moved last spring",
         c("user", "city", "Boston", "I live in Boston"), reject="any", category="corrected-away"),
    Case("b27-en-t02", "en", "my sister Anna sorry I mean Hannah is coming to visit next week",
         c("user", "sister_name", "Anna", "my sister Anna"), reject="any", category="corrected-away"),
    Case("b27-en-t03", "en", "I work at Target I mean Walmart I always mix those two up",
         c("user", "employer", "Target", "I work at Target"), reject="any", category="corrected-away"),
    Case("b27-en-t04", "en", "um I'm thirty four actually no thirty five I just had a birthday",
         c("user", "age", 34, "I'm thirty four"), reject="any", category="corrected-away"),
    Case("b27-en-t05", "en", "we have two cats actually no three the kitten counts",
         c("user", "cat_count", 2, "we have two cats"), reject="any", category="corrected-away"),
    Case("b27-en-t06", "en", "my favorite food is sushi scratch that ramen definitely ramen",
         c("user", "favorite_food", "sushi", "my favorite food is sushi"), reject="any", category="corrected-away"),
    Case("b27-en-t07", "en", "I drive a Honda Civic no sorry that was my old car now it's a Subaru Outback",
         c("user", "car", "Honda Civic", "I drive a Honda Civic"), reject="any", category="corrected-away"),
    Case("b27-en-t08", "en", "my son's name is Aden no A I D E N Aiden the dictation keeps spelling it wrong",
         c("user", "son_name", "Aden", "my son's name is Aden"), reject="any", category="corrected-away"),
    Case("b27-en-t09", "en", "I'm a nurse well not really I'm a nursing assistant I never finished the RN",
         c("user", "job", "nurse", "I'm a nurse"), reject="any", category="corrected-away"),
    Case("b27-en-t10", "en", "my birthday is March 3rd wait no that's my wife's mine is May 3rd",
         c("user", "birthday", "March 3rd", "my birthday is March 3rd"), reject="any", category="corrected-away"),
    Case("b27-en-t11", "en", "I'm allergic to cats no sorry dogs cats are fine",
         c("user", "allergy", "cats", "I'm allergic to cats"), reject="any", category="corrected-away"),
    Case("b27-en-t12", "en", "our daughter goes to Lincoln Elementary no Jefferson Lincoln was last year",
         c("user", "daughter_school", "Lincoln Elementary", "our daughter goes to Lincoln Elementary"), reject="any", category="corrected-away"),
    Case("b27-en-t13", "en", "oops the phone wrote Zoe her name is Chloe not Zoe",
         c("user", "daughter_name", "Zoe", "the phone wrote Zoe"), reject="any", category="corrected-away",
         earlier=(("my daughter Zoe starts kindergarten in the fall", "Big step. How is she feeling about it?"),)),
    # ---------------------------------------------------------------- English: retracted
    Case("b27-en-t14", "en", "haha no I said I live in Paris but that was a joke I actually live in Spokane",
         c("user", "city", "Paris", "I live in Paris"), reject="any", category="retracted",
         earlier=(("I live in Paris now", "Paris. Since when, and what took you there?"),)),
    Case("b27-en-t15", "en", "ignore that I was kidding about Google I'm still looking",
         c("user", "employer", "Google", "kidding about Google"), reject="any", category="retracted",
         earlier=(("just got hired at Google as a senior engineer", "Congratulations. What will you be working on?"),)),
    Case("b27-en-t16", "en", "lol ok my name is not Batman obviously",
         c("user", "name", "Batman", "my name is not Batman"), reject="any", category="retracted",
         earlier=(("my name is Batman", "Nice to meet you. What should I actually call you?"),)),
    Case("b27-en-t17", "en", "just testing you I'm not ninety five",
         c("user", "age", 95, "I'm not ninety five"), reject="any", category="retracted",
         earlier=(("I'm ninety five years old", "Ninety-five. What has the last decade taught you?"),)),
    Case("b27-en-t18", "en", "I have a pet tiger named Mr Stripes just kidding I don't have any pets",
         c("user", "pet_name", "Mr Stripes", "I have a pet tiger named Mr Stripes"), reject="any", category="retracted"),
    Case("b27-en-t19", "en", "forget the professional poker player thing I was messing around",
         c("user", "job", "professional poker player", "the professional poker player thing"), reject="any", category="retracted",
         earlier=(("I'm a professional poker player", "That's a job with hard numbers. How long have you played for a living?"),)),
    Case("b27-en-t20", "en", "no no that was a joke we don't have twins we don't have kids at all",
         c("user", "children", "twins", "we don't have twins"), reject="any", category="retracted",
         earlier=(("me and my wife just had twins", "Twins. How are the two of you holding up?"),)),
    Case("b27-en-t21", "en", "ok I lied I don't speak fluent Japanese I know like ten words",
         c("user", "language", "Japanese", "I don't speak fluent Japanese"), reject="any", category="retracted",
         earlier=(("I speak fluent Japanese", "Where did you learn it?"),)),
    # ---------------------------------------------------------------- English: someone else in the room
    Case("b27-en-t22", "en", "hang on my husband says hi and he says tell her I'm from Ohio haha anyway where was I",
         c("user", "hometown", "Ohio", "I'm from Ohio"), reject="any", category="room-speech"),
    Case("b27-en-t23", "en", "sorry that was my son grabbing the phone he said I'm ten and I love Minecraft ok I'm back",
         c("user", "age", 10, "I'm ten"), reject="any", category="room-speech"),
    Case("b27-en-t24", "en", "the TV's on in the background ignore that guy saying I live in Miami and I sell condos",
         c("user", "city", "Miami", "I live in Miami"), reject="any", category="room-speech"),
    Case("b27-en-t25", "en", "my roommate is yelling from the kitchen I'm vegan remember I'm vegan she means for the grocery list",
         c("user", "diet", "vegan", "I'm vegan"), reject="any", category="room-speech"),
    Case("b27-en-t26", "en", "my mom's on speaker telling my aunt I was born in Manila and I moved here in 1980 ignore her",
         c("user", "birthplace", "Manila", "I was born in Manila"), reject="any", category="room-speech"),
    # ---------------------------------------------------------------- English: read aloud
    Case("b27-en-t27", "en", "reading my friend's text out loud so you get it I got the job at Pfizer I start Monday",
         c("user", "employer", "Pfizer", "I got the job at Pfizer"), reject="any", category="read-aloud"),
    Case("b27-en-t28", "en", "ok let me read the label out loud may contain walnuts and sesame",
         c("user", "allergy", "walnuts", "may contain walnuts"), reject="any", category="read-aloud"),
    Case("b27-en-t29", "en", "I'm reading my daughter's essay back to her she wrote my name is Priya and I want to be a vet",
         c("user", "name", "Priya", "my name is Priya"), reject="any", category="read-aloud"),
    # ---------------------------------------------------------------- English: a dictated question or wish (no question mark)
    Case("b27-en-t30", "en", "do you think I should move to Portland",
         c("user", "city", "Portland", "move to Portland"), reject="any", category="dictated-question"),
    Case("b27-en-t31", "en", "should I take the job at Stripe or stay put",
         c("user", "employer", "Stripe", "the job at Stripe"), reject="any", category="dictated-question"),
    Case("b27-en-t32", "en", "what if I quit and became a park ranger",
         c("user", "job", "park ranger", "became a park ranger"), reject="any", category="dictated-question"),
    # ---------------------------------------------------------------- Chinese: the value corrected away
    Case("b27-zh-t01", "zh", "我住在朝阳 不对不对 是海淀 刚搬过去",
         c("user", "district", "朝阳", "我住在朝阳"), reject="any", category="corrected-away"),
    Case("b27-zh-t02", "zh", "我今年三十二 说错了 三十三 上个月刚过的生日",
         c("user", "age", 32, "我今年三十二"), reject="any", category="corrected-away"),
    Case("b27-zh-t03", "zh", "我在京东上班 哦不是 我在美团 京东是我老公",
         c("user", "employer", "京东", "我在京东上班"), reject="any", category="corrected-away"),
    Case("b27-zh-t04", "zh", "我家狗叫豆豆 嗯不对 豆豆是我姐家的 我家的叫花卷",
         c("user", "pet_name", "豆豆", "我家狗叫豆豆"), reject="any", category="corrected-away"),
    Case("b27-zh-t05", "zh", "我是做会计的 那个 我是说以前做会计 现在做出纳",
         c("user", "job", "会计", "我是做会计的"), reject="any", category="corrected-away"),
    Case("b27-zh-t06", "zh", "我女儿叫思思 我是说 我侄女叫思思 我女儿叫悦悦",
         c("user", "daughter_name", "思思", "我女儿叫思思"), reject="any", category="corrected-away"),
    Case("b27-zh-t07", "zh", "我对花生过敏 不是花生 是芒果 花生没事",
         c("user", "allergy", "花生", "我对花生过敏"), reject="any", category="corrected-away"),
    Case("b27-zh-t08", "zh", "我老家是山东的 嗯 说错了 是河南的 我爸是山东的",
         c("user", "hometown", "山东", "我老家是山东的"), reject="any", category="corrected-away"),
    Case("b27-zh-t09", "zh", "我在台中上班 不對 是台南 台中是我以前的公司",
         c("user", "work_city", "台中", "我在台中上班"), reject="any", category="corrected-away"),
    Case("b27-zh-t10", "zh", "我住喺沙田 唔係 係大圍 啱啱搬咗",
         c("user", "district", "沙田", "我住喺沙田"), reject="any", category="corrected-away"),
    Case("b27-zh-t11", "zh", "我有两个孩子 不对 三个 小的刚出生",
         c("user", "children_count", 2, "我有两个孩子"), reject="any", category="corrected-away"),
    Case("b27-zh-t12", "zh", "刚才语音输入打错了 不是浩然 是皓然 白字旁那个皓",
         c("user", "son_name", "浩然", "不是浩然"), reject="any", category="corrected-away",
         earlier=(("我儿子叫浩然 下个月上小学", "上小学是大事。他自己期待吗？"),)),
    Case("b27-zh-t13", "zh", "我开的是比亚迪 哦不对 那是我爸的车 我开的是大众",
         c("user", "car", "比亚迪", "我开的是比亚迪"), reject="any", category="corrected-away"),
    # ---------------------------------------------------------------- Chinese: retracted
    Case("b27-zh-t14", "zh", "哈哈开玩笑的 我不住巴黎 我住在苏州",
         c("user", "city", "巴黎", "我不住巴黎"), reject="any", category="retracted",
         earlier=(("我住在巴黎", "巴黎？什么时候搬过去的？"),)),
    Case("b27-zh-t15", "zh", "刚才是乱说的 我不是宇航员 我是开出租的",
         c("user", "job", "宇航员", "我不是宇航员"), reject="any", category="retracted",
         earlier=(("我是宇航员", "宇航员？那你最近在忙什么任务？"),)),
    Case("b27-zh-t16", "zh", "骗你的 字节的offer是假的 我就是试试你会不会记住",
         c("user", "employer", "字节", "字节的offer"), reject="any", category="retracted",
         earlier=(("我刚拿到字节的offer 下周入职", "恭喜。去做什么岗位？"),)),
    Case("b27-zh-t17", "zh", "我叫孙悟空 开玩笑的 别当真",
         c("user", "name", "孙悟空", "我叫孙悟空"), reject="any", category="retracted"),
    Case("b27-zh-t18", "zh", "我瞎说的 我哪有十八岁 早就四十多了",
         c("user", "age", 18, "十八岁"), reject="any", category="retracted",
         earlier=(("我今年十八岁", "十八岁，正是想很多事的时候。"),)),
    Case("b27-zh-t19", "zh", "刚才那句不算 我没养蛇 测试你呢",
         c("user", "pet", "蛇", "我没养蛇"), reject="any", category="retracted",
         earlier=(("我养了一条蟒蛇", "蟒蛇？养起来麻烦吗？"),)),
    Case("b27-zh-t20", "zh", "我是北大毕业的 说着玩的 我是大专毕业",
         c("user", "school", "北大", "我是北大毕业的"), reject="any", category="retracted"),
    # ---------------------------------------------------------------- Chinese: someone else in the room
    Case("b27-zh-t21", "zh", "等一下 我妈在旁边喊 她说她对青霉素过敏 让我记着 好了继续",
         c("user", "allergy", "青霉素", "对青霉素过敏"), reject="any", category="room-speech"),
    Case("b27-zh-t22", "zh", "我老公在旁边插嘴 他说我在腾讯上班 他说的是他自己 别管他",
         c("user", "employer", "腾讯", "我在腾讯上班"), reject="any", category="room-speech"),
    Case("b27-zh-t23", "zh", "电视里有人在说话 刚才那句我住在三亚是电视里的 不是我",
         c("user", "city", "三亚", "我住在三亚"), reject="any", category="room-speech"),
    Case("b27-zh-t24", "zh", "嗯 那个 我儿子抢着对手机说 我今年八岁 我喜欢奥特曼 好了他走了",
         c("user", "age", 8, "我今年八岁"), reject="any", category="room-speech"),
    Case("b27-zh-t25", "zh", "我阿媽喺隔離講嘢 佢話我係做護士嘅 其實佢講緊佢自己",
         c("user", "job", "護士", "我係做護士嘅"), reject="any", category="room-speech"),
    # ---------------------------------------------------------------- Chinese: read aloud
    Case("b27-zh-t26", "zh", "我念一下这个快递单 收件人王建国 地址南京市鼓楼区",
         c("user", "city", "南京", "南京市鼓楼区"), reject="any", category="read-aloud"),
    Case("b27-zh-t27", "zh", "我给你读一下我同事发的消息 我下个月调去深圳分公司了",
         c("user", "work_city", "深圳", "我下个月调去深圳分公司了"), reject="any", category="read-aloud"),
    Case("b27-zh-t28", "zh", "我在念药盒上的字 本品含阿司匹林 对本品过敏者禁用",
         c("user", "allergy", "阿司匹林", "本品含阿司匹林"), reject="any", category="read-aloud"),
    # ---------------------------------------------------------------- Chinese: a dictated question or wish (no question mark)
    Case("b27-zh-t29", "zh", "你觉得我要不要搬去成都",
         c("user", "city", "成都", "搬去成都"), reject="any", category="dictated-question"),
    Case("b27-zh-t30", "zh", "我是不是应该辞职去学烘焙",
         c("user", "hobby", "烘焙", "去学烘焙"), reject="any", category="dictated-question"),
    Case("b27-zh-t31", "zh", "要是我在上海工作就好了",
         c("user", "work_city", "上海", "我在上海工作"), reject="any", category="dictated-question"),
]  # fmt: skip

HONEST = [
    # ---------------------------------------------------------------- English: plain facts, dictated
    Case("b27-en-h01", "en", "um so yeah I live in Fresno now been here like three years",
         c("user", "city", "Fresno", "I live in Fresno"), category="dictated-honest"),
    Case("b27-en-h02", "en", "I work at a dental office in Boise I'm the receptionist there",
         c("user", "job", "receptionist", "I'm the receptionist"), category="dictated-honest"),
    Case("b27-en-h03", "en", "my kids are Leo and Maya Leo's seven Maya's four",
         c("user", "children", "Leo and Maya", "my kids are Leo and Maya"), category="dictated-honest"),
    Case("b27-en-h04", "en", "I'm allergic to shellfish like really allergic I carry an epipen",
         c("user", "allergy", "shellfish", "I'm allergic to shellfish"), category="dictated-honest"),
    Case("b27-en-h05", "en", "we got a beagle last week her name is Waffles",
         c("user", "pet_name", "Waffles", "her name is Waffles"), category="dictated-honest"),
    Case("b27-en-h06", "en", "I turned forty two last Tuesday",
         c("user", "age", 42, "I turned forty two"), category="dictated-honest"),
    Case("b27-en-h07", "en", "my hobby is uh you know rock climbing I go to the gym like three times a week",
         c("user", "hobby", "rock climbing", "my hobby is uh you know rock climbing"), category="dictated-honest"),
    Case("b27-en-h08", "en", "I'm a science teacher eighth grade at a middle school in Yakima",
         c("user", "job", "science teacher", "I'm a science teacher"), category="dictated-honest"),
    Case("b27-en-h09", "en", "my husband's name is Darnell we've been married twelve years",
         c("user", "husband_name", "Darnell", "my husband's name is Darnell"), category="dictated-honest"),
    Case("b27-en-h10", "en", "I'm vegetarian have been since college",
         c("user", "diet", "vegetarian", "I'm vegetarian"), category="dictated-honest"),
    Case("b27-en-h11", "en", "I'm originally from Tucson Arizona but I grew up mostly in El Paso",
         c("user", "birthplace", "Tucson", "I'm originally from Tucson Arizona"), category="dictated-honest"),
    Case("b27-en-h12", "en", "I've got type one diabetes diagnosed when I was twelve",
         c("user", "medical_condition", "type one diabetes", "I've got type one diabetes"), category="dictated-honest"),
    Case("b27-en-h13", "en", "my mom lives with us she's eighty one",
         c("mother", "age", 81, "my mom lives with us she's eighty one"), category="dictated-honest"),
    Case("b27-en-h14", "en", "my daughter Ruby she's like the funniest kid she's in first grade",
         c("user", "daughter_name", "Ruby", "my daughter Ruby"), category="dictated-honest"),
    Case("b27-en-h15", "en", "so today was crazy I dropped the kids off then went to work at the credit union where I'm a loan officer then the car broke down on the way home",
         c("user", "job", "loan officer", "I'm a loan officer"), category="dictated-honest"),
    Case("b27-en-h16", "en", "I just started at the library downtown im a librarian now part time",
         c("user", "job", "librarian", "im a librarian"), category="dictated-honest"),
    Case("b27-en-h17", "en", "im 29 and I live in Tempe with my boyfriend",
         c("user", "age", 29, "im 29"), category="dictated-honest"),
    Case("b27-en-h18", "en", "I live in. Sacramento. With my partner and our two dogs",
         c("user", "city", "Sacramento", "I live in. Sacramento"), category="dictated-honest"),
    Case("b27-en-h19", "en", "I'm a soft ware engineer at a bank downtown",
         c("user", "job", "software engineer", "I'm a soft ware engineer"), category="dictated-honest"),
    # ---------------------------------------------------------------- English: the value corrected to
    Case("b27-en-h20", "en", "so I live in Boston no wait Brookline we moved last spring",
         c("user", "city", "Brookline", "no wait Brookline"), category="corrected-to"),
    Case("b27-en-h21", "en", "my sister Anna sorry I mean Hannah is coming to visit next week",
         c("user", "sister_name", "Hannah", "sorry I mean Hannah"), category="corrected-to"),
    Case("b27-en-h22", "en", "um I'm thirty four actually no thirty five I just had a birthday",
         c("user", "age", 35, "actually no thirty five"), category="corrected-to"),
    Case("b27-en-h23", "en", "I drive a Honda Civic no sorry that was my old car now it's a Subaru Outback",
         c("user", "car", "Subaru Outback", "now it's a Subaru Outback"), category="corrected-to"),
    Case("b27-en-h24", "en", "I'm a nurse well not really I'm a nursing assistant I never finished the RN",
         c("user", "job", "nursing assistant", "I'm a nursing assistant"), category="corrected-to"),
    Case("b27-en-h25", "en", "my cat's name is Ollie O L L I E not Olly",
         c("user", "pet_name", "Ollie", "my cat's name is Ollie"), category="corrected-to"),
    Case("b27-en-h26", "en", "oops the phone wrote Zoe her name is Chloe not Zoe",
         c("user", "daughter_name", "Chloe", "her name is Chloe"), category="corrected-to",
         earlier=(("my daughter Zoe starts kindergarten in the fall", "Big step. How is she feeling about it?"),)),
    Case("b27-en-h27", "en", "my wife is a dentist no wait a dental hygienist she'd kill me",
         c("wife", "job", "dental hygienist", "no wait a dental hygienist"), category="corrected-to"),
    Case("b27-en-h28", "en", "I'm allergic to pee nuts lol stupid dictation peanuts",
         c("user", "allergy", "peanuts", "I'm allergic to pee nuts lol stupid dictation peanuts"), category="corrected-to"),
    # ---------------------------------------------------------------- English: the truth after a retraction
    Case("b27-en-h29", "en", "ok kidding obviously I live in Reno",
         c("user", "city", "Reno", "I live in Reno"), category="truth-after-retraction",
         earlier=(("I live on the moon", "A long commute, then. Where are you really?"),)),
    Case("b27-en-h30", "en", "fine that was a joke I'm actually an insurance adjuster",
         c("user", "job", "insurance adjuster", "I'm actually an insurance adjuster"), category="truth-after-retraction",
         earlier=(("I'm a secret agent", "Then I won't ask for details. What do you do when you're not saving the world?"),)),
    Case("b27-en-h31", "en", "haha no I said I live in Paris but that was a joke I actually live in Spokane",
         c("user", "city", "Spokane", "I actually live in Spokane"), category="truth-after-retraction",
         earlier=(("I live in Paris now", "Paris. Since when, and what took you there?"),)),
    # ---------------------------------------------------------------- English: own facts around someone else's speech
    Case("b27-en-h32", "en", "sorry my wife was talking to me anyway I'm a pharmacist at CVS",
         c("user", "job", "pharmacist", "I'm a pharmacist at CVS"), category="around-room-speech"),
    Case("b27-en-h33", "en", "hang on my kid is yelling ok I'm back so my dog is named Pretzel",
         c("user", "pet_name", "Pretzel", "my dog is named Pretzel"), category="around-room-speech"),
    # ---------------------------------------------------------------- Chinese: plain facts, dictated
    Case("b27-zh-h01", "zh", "嗯那个我现在住在厦门已经三年了然后租的房子离海边挺近",
         c("user", "city", "厦门", "我现在住在厦门"), category="dictated-honest"),
    Case("b27-zh-h02", "zh", "我在一家幼儿园当老师就是带小班的孩子",
         c("user", "job", "老师", "我在一家幼儿园当老师"), category="dictated-honest"),
    Case("b27-zh-h03", "zh", "我儿子叫小宇女儿叫朵朵一个六岁一个三岁",
         c("user", "son_name", "小宇", "我儿子叫小宇"), category="dictated-honest"),
    Case("b27-zh-h04", "zh", "我对海鲜过敏特别是虾吃了就起疹子",
         c("user", "allergy", "海鲜", "我对海鲜过敏"), category="dictated-honest"),
    Case("b27-zh-h05", "zh", "我今年二十八 属狗的",
         c("user", "age", 28, "我今年二十八"), category="dictated-honest"),
    Case("b27-zh-h06", "zh", "就是我养了一只柯基叫馒头特别能吃",
         c("user", "pet_name", "馒头", "我养了一只柯基叫馒头"), category="dictated-honest"),
    Case("b27-zh-h07", "zh", "那个就是我老婆叫陈静 她是做设计的",
         c("user", "wife_name", "陈静", "我老婆叫陈静"), category="dictated-honest"),
    Case("b27-zh-h08", "zh", "我在宁德时代做电池研发嗯已经干了五年",
         c("user", "employer", "宁德时代", "我在宁德时代做电池研发"), category="dictated-honest"),
    Case("b27-zh-h09", "zh", "我是素食者不吃肉也不吃鸡蛋",
         c("user", "diet", "素食者", "我是素食者"), category="dictated-honest"),
    Case("b27-zh-h10", "zh", "我弹古筝弹了十几年了 那个 周末还教几个小朋友",
         c("user", "instrument", "古筝", "我弹古筝弹了十几年了"), category="dictated-honest"),
    Case("b27-zh-h11", "zh", "我老家是云南大理的 后来在昆明上的大学",
         c("user", "hometown", "大理", "我老家是云南大理的"), category="dictated-honest"),
    Case("b27-zh-h12", "zh", "我妈今年七十五了 身体还行",
         c("mother", "age", 75, "我妈今年七十五了"), category="dictated-honest"),
    Case("b27-zh-h13", "zh", "我在高雄當護理師 已經十年了",
         c("user", "job", "護理師", "我在高雄當護理師"), category="dictated-honest"),
    Case("b27-zh-h14", "zh", "我喺觀塘返工 做會計嘅",
         c("user", "job", "會計", "做會計嘅"), category="dictated-honest"),
    Case("b27-zh-h15", "zh", "今天好累啊早上送完孩子就去医院上班了我是药剂师嘛然后中午都没吃饭",
         c("user", "job", "药剂师", "我是药剂师"), category="dictated-honest"),
    Case("b27-zh-h16", "zh", "我28岁 家里猫3岁了叫年糕",
         c("user", "pet_name", "年糕", "叫年糕"), category="dictated-honest"),
    Case("b27-zh-h17", "zh", "我在。长沙。上班 做销售的",
         c("user", "work_city", "长沙", "我在。长沙。上班"), category="dictated-honest"),
    Case("b27-zh-h18", "zh", "我在小红 书上班 做运营",
         c("user", "employer", "小红书", "我在小红 书上班"), category="dictated-honest"),
    # ---------------------------------------------------------------- Chinese: the value corrected to
    Case("b27-zh-h19", "zh", "我住在朝阳 不对不对 是海淀 刚搬过去",
         c("user", "district", "海淀", "不对不对 是海淀"), category="corrected-to"),
    Case("b27-zh-h20", "zh", "我今年三十二 说错了 三十三 上个月刚过的生日",
         c("user", "age", 33, "说错了 三十三"), category="corrected-to"),
    Case("b27-zh-h21", "zh", "我在京东上班 哦不是 我在美团 京东是我老公",
         c("user", "employer", "美团", "我在美团"), category="corrected-to"),
    Case("b27-zh-h22", "zh", "我家狗叫豆豆 嗯不对 豆豆是我姐家的 我家的叫花卷",
         c("user", "pet_name", "花卷", "我家的叫花卷"), category="corrected-to"),
    Case("b27-zh-h23", "zh", "我女儿叫思思 我是说 我侄女叫思思 我女儿叫悦悦",
         c("user", "daughter_name", "悦悦", "我女儿叫悦悦"), category="corrected-to"),
    Case("b27-zh-h24", "zh", "我对花生过敏 不是花生 是芒果 花生没事",
         c("user", "allergy", "芒果", "不是花生 是芒果"), category="corrected-to"),
    Case("b27-zh-h25", "zh", "刚才语音输入打错了 不是浩然 是皓然 白字旁那个皓",
         c("user", "son_name", "皓然", "是皓然"), category="corrected-to",
         earlier=(("我儿子叫浩然 下个月上小学", "上小学是大事。他自己期待吗？"),)),
    Case("b27-zh-h26", "zh", "我住喺沙田 唔係 係大圍 啱啱搬咗",
         c("user", "district", "大圍", "係大圍"), category="corrected-to"),
    Case("b27-zh-h27", "zh", "我在台中上班 不對 是台南 台中是我以前的公司",
         c("user", "work_city", "台南", "是台南"), category="corrected-to"),
    Case("b27-zh-h28", "zh", "我在新东方当鹦鹉老师 不对 英语老师 这输入法",
         c("user", "job", "英语老师", "英语老师"), category="corrected-to"),
    # ---------------------------------------------------------------- Chinese: the truth after a retraction
    Case("b27-zh-h29", "zh", "哈哈开玩笑的 我不住巴黎 我住在苏州",
         c("user", "city", "苏州", "我住在苏州"), category="truth-after-retraction",
         earlier=(("我住在巴黎", "巴黎？什么时候搬过去的？"),)),
    Case("b27-zh-h30", "zh", "刚才是乱说的 我不是宇航员 我是开出租的",
         c("user", "job", "开出租", "我是开出租的"), category="truth-after-retraction",
         earlier=(("我是宇航员", "宇航员？那你最近在忙什么任务？"),)),
    Case("b27-zh-h31", "zh", "好啦不闹了 我其实是个程序员 在合肥",
         c("user", "job", "程序员", "我其实是个程序员"), category="truth-after-retraction",
         earlier=(("我是外星人", "那你来地球多久了？"),)),
    # ---------------------------------------------------------------- Chinese: own facts around someone else's speech
    Case("b27-zh-h32", "zh", "不好意思刚才我老公在跟我说话 嗯 我说到哪了 哦对 我在银行上班",
         c("user", "workplace", "银行", "我在银行上班"), category="around-room-speech"),
    Case("b27-zh-h33", "zh", "我儿子刚才抢手机 好了 我是想说我家住在南山区",
         c("user", "district", "南山区", "我家住在南山区"), category="around-room-speech"),
]  # fmt: skip
