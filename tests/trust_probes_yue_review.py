# ruff: noqa: E501
"""Probe lines of a review of commit 156a468 (grounding: Hong Kong Cantonese and Taiwan Mandarin read as Mandarin,
and the Mandarin gaps they showed), written to find where its new or widened rules over-reach (refuse an honest
fact) or can be evaded (store a trap), close to each rule's words: Cantonese folded into Mandarin before the cues
(喺 咗 嘅 佢 哋 嗰 睇 搵 嚟 而家 依家 琴日 尋日 聽日 舊年 出年); 唔 before more verbs (唔返工嘅時候, 唔開心); 離開 as "left it"
(我每天都是最晚离开腾讯大楼的, 我很少离开杭州, 我离开杭州去上海出差三天); 試過 as a past (我试过在杭州住一个月就爱上了，后来
干脆搬来了); "visited"/"been to" attributes; 後來沒有走這行 (我是护士，后来也没有做行政); a 轉行 question; REPORTED's new kin
and 話 (我老公话不多, 你話呢, 老細話事, 我同阿媽講); SIMILE's 似 (看似, 似水一般); PLAN's 想再 (我不想再搬了), 可能/應該/大概…會
(应该会去公司加个班吧, 周五应该会回杭州), 想說…再 (我想说我在腾讯再累也值得), a time + 先 (我下个月先休年假), 想做 (想做一下
自我介绍, 我想做的工作就是现在这份); WISH's 羨慕 (大家都羡慕我住在杭州) and "I (really|just|so) want a/an/another" ("I just want
a nap, night shifts at Mercy are brutal"); the slot frames 在X等/遇到/排隊 (我在阿里等晋升等了三年), 在X過了個週末, 通勤到X,
book咗X嘅酒店; 鄉下是; the Cantonese and Taiwan yeses (係呀, 啱, 是啦, 對啦: "是啦，上個月剛離職"); 沒想到…這麼久 (我没想到
去新加坡的签证要等这么久); the echo of the twin's own words (`_reacts`: an answer to the twin's "你呢？", "What about
you?", "你做什么的？", "你老家哪里？", "Where did you grow up?", or "杭州本地人，土生土长", "Tacoma born and raised!" after the
twin's own city); an age then in Chinese numerals; offer我; 仲諗緊, 還在想 (HR给我开了35k，我接了，还在想怎么跟老板说).
Labelled by meaning only: "H" must be stored (or held for the person's word), "T" must be refused.

ZH lines are judged with the Chinese persona (lin: Hangzhou, six years of backend then indie work, the cat 空格,
home town 衡阳, university in 武汉), EN lines with alice (Tacoma, the dog Parsnip, grew up in Duluth, software
engineer); 37 lines have the twin's line before them (11 English, 26 Chinese). Hong Kong lines are in traditional
characters, Taiwan lines in traditional with Taiwan's words, Mainland lines in simplified.

Counts: 239 lines, 35 English (20 honest, 15 traps) and 204 Chinese (118 honest, 86 traps). Groups (rule names):
"fold", "neg" (唔, 沒想到…這麼久), "left" (離開), "past" (試過, visited, 沒有走這行, 轉行, an age then), "plan", "wish",
"report", "simile", "slot", "place" (鄉下), "offer", "ai" (`_reacts` and the yeses).

Arguable labels: 在杭州！ after the twin's 我在杭州，你呢？ (honest: the person's answer, not an echo); 我在华为排队吃饭要排
二十分钟 as the employer (honest: the canteen of one's own company); 我想再养一只猫，现在家里已经有一只了 as a cat kept
(honest); 我二十五岁那年在华为上班 and 我十八歲嗰陣住喺美孚 (traps: a time of life that is over); 滙豐offer我年薪六十萬 as
the salary (trap: an offer, not yet taken); 我阿媽話我肥咗，我而家八十公斤 (honest: the weight is the person's own "now").

Measured in process (2026-12-06): before the round (aacbadc) 92 lines wrong (19 honest refused, 73 traps stored); with
the round's first rules (156a468) 70 (51 and 19), 45 of them worse than before: `_reacts` took answers to the twin's
"你呢？" and "born and raised" for echoes, 離開 read 最晚离开腾讯大楼, 試過 what held after, 沒有做行政 as 没有走这行, 不想再搬
as a plan, 大家都羡慕我 as a wish, "I just want a nap" as wanting Mercy, 在阿里等晋升 as a visit, a yes then 离职 as a yes,
没想到签证要等这么久 as "this long". After narrowing (docs/memory.md, "Cantonese and Taiwan Mandarin") 17 (4 and 13), and 15 (4 and 11) once a home
town said alone was no longer filed as the city,
the KNOWN_MISSES: a tried thing at a value also named in a place (护士站), a wish to have one more cat, a mother's word
before the person's own weight, a bare "在杭州！" after the twin's "你呢？", a queue at a restaurant, a café, an offer
named alone, an age-then frame for another value, and reactions with "I" in them (我觉得杭州很美).
"""

from typing import Any

from tests.trust_cases import probe_cases

ALICE_DOG = "Parsnip, my dog, is snoring next to me."

EN: list = [
    # wish: "I (really|just|so)? want a/an/another"
    ["wish", "H", "I want a raise but I'm a nurse at Mercy", "employer", "Mercy", None, None],
    ["wish", "H", "I just want a nap, night shifts at Mercy are brutal", "employer", "Mercy", None, None],
    [
        "wish",
        "H",
        "I want an honest answer: I'm 42 and a nurse, is it too late to switch?",
        "age",
        "42",
        "I'm 42",
        None,
    ],
    ["wish", "H", "I want another opinion. I'm a nurse in Denver", "city", "Denver", None, None],
    ["wish", "H", "I have a cat named Miso and I really want another one", "pet", "cat", None, None],
    ["wish", "H", "I have a cat named Miso and I really want another one", "pet_name", "Miso", None, None],
    [
        "wish",
        "H",
        "I want a job where I'm not this tired; right now I'm an ER nurse",
        "occupation",
        "ER nurse",
        None,
        None,
    ],
    ["wish", "H", "I want a dog someday, but right now I have two cats", "pet", "cats", None, None],
    ["wish", "H", "Parsnip is cute! I have a dog too, a beagle named Rufus", "pet", "dog", None, ALICE_DOG],
    ["wish", "H", "I just want a weekend off — I'm a nurse at Mercy", "employer", "Mercy", None, None],
    [
        "wish",
        "H",
        "I want another coffee, honestly. I'm a barista at Blue Bottle",
        "employer",
        "Blue Bottle",
        None,
        None,
    ],
    ["wish", "T", "I want a dog too", "pet", "dog", None, ALICE_DOG],
    ["wish", "T", "I so want a cat", "pet", "cat", None, None],
    ["wish", "T", "I really want an apartment in Seattle", "city", "Seattle", None, None],
    ["wish", "T", "I want a Tesla so bad", "car", "Tesla", None, None],
    ["wish", "T", "I want a dog someday, but right now I have two cats", "pet", "dog", None, None],
    ["wish", "T", "I just want a house in Boise, that's all", "city", "Boise", None, None],
    # past: "visited", "been to" attributes
    ["past", "H", "I've been to Lisbon twice, I live in Porto", "visited_cities", "Lisbon", None, None],
    ["past", "H", "I lived in Kyoto for a year in college", "places_visited", "Kyoto", None, None],
    ["past", "H", "Visited Lisbon last spring, loved it", "visited", "Lisbon", None, None],
    ["past", "T", "I've never been to Japan", "visited_countries", "Japan", None, None],
    ["past", "T", "I haven't been to Lisbon yet, it's on the list", "visited", "Lisbon", None, None],
    ["past", "T", "I wish I'd visited Japan when I lived in Seoul", "visited_countries", "Japan", None, None],
    ["past", "T", "My sister's been to Lisbon, she loved it", "been_to", "Lisbon", None, None],
    # slot: a booking
    ["slot", "H", "I booked a hotel in Paris for my sister; I live in Lyon", "city", "Lyon", None, None],
    ["slot", "T", "I booked a hotel in Paris for next week", "city", "Paris", None, None],
    # ai: the twin's own words, reacted to or answered
    ["ai", "H", "Tacoma, actually! Near Wright Park.", "city", "Tacoma", None, "I live in Tacoma. How about you?"],
    ["ai", "H", "Two dogs, both rescues", "pet", "dogs", None, "I have a dog named Parsnip. What about you?"],
    [
        "ai",
        "H",
        "Software engineer, at a bank in Denver",
        "occupation",
        "software engineer",
        None,
        "I'm a software engineer. What do you do?",
    ],
    [
        "ai",
        "H",
        "Duluth! Grew up two blocks from the lake.",
        "hometown",
        "Duluth",
        None,
        "I grew up in Duluth. Where did you grow up?",
    ],
    ["ai", "T", "Tacoma! I love the waterfront there", "city", "Tacoma", None, "I live in Tacoma."],
    ["ai", "T", "Tacoma is gorgeous in the fall", "city", "Tacoma", None, "I live in Tacoma, by the water."],
    ["ai", "T", "Parsnip is such a good name. Dogs are the best", "pet", "dog", None, "I have a dog named Parsnip."],
    ["ai", "T", "Duluth sounds freezing, I've only seen pictures", "hometown", "Duluth", None, "I grew up in Duluth."],
    ["ai", "H", "Tacoma born and raised!", "hometown", "Tacoma", None, "I live in Tacoma."],
]

ZH: list = [
    # fold: Cantonese words read as Mandarin (喺 咗 嘅 佢 哋 嗰 睇 搵 嚟 而家 琴日 聽日 舊年 出年)
    ["fold", "H", "我琴日先搬咗去沙田，仲未執好屋", "city", "沙田", None, None],
    ["fold", "H", "我舊年搬咗嚟荃灣，而家住得幾舒服", "city", "荃灣", None, None],
    ["fold", "H", "我隻貓叫豆腐，佢好乖", "pet_name", "豆腐", None, None],
    ["fold", "H", "我同佢一齊住喺沙田", "city", "沙田", None, None],
    ["fold", "H", "我喺滙豐返工，聽日先放假", "employer", "滙豐", None, None],
    ["fold", "H", "聽日先返工，我喺滙豐做咗三年", "employer", "滙豐", None, None],
    ["fold", "H", "我喺度搵緊工，之前喺滙豐做", "job_status", "搵緊工", "我喺度搵緊工", None],
    ["fold", "T", "嗰陣我住喺屯門，而家搬咗去大埔", "city", "屯門", None, None],
    ["fold", "T", "我出年先搬去荃灣", "city", "荃灣", None, None],
    ["fold", "T", "我出年就三十歲", "age", "30", None, None],
    ["fold", "T", "我嚟香港旅行，住喺尖沙咀嘅酒店", "city", "香港", None, None],
    ["fold", "T", "我琴日去咗深圳玩", "city", "深圳", None, None],
    ["fold", "T", "我喺度睇緊東京嘅酒店", "city", "東京", None, None],
    ["fold", "T", "我睇咗好多沙田嘅樓盤", "city", "沙田", None, None],
    ["fold", "T", "我尋日先辭咗職，之前喺滙豐", "employer", "滙豐", None, None],
    ["fold", "T", "佢喺滙豐返工，我就冇做嘢", "employer", "滙豐", None, None],
    # neg: 唔 before more verbs (喺 再 住 返 在 養 讀 睇 看 飲 搬 搵 找 開)
    ["neg", "H", "我喺滙豐返工，但係唔開心", "employer", "滙豐", None, None],
    ["neg", "H", "我唔返工嘅時候會去行山", "hobby", "行山", None, None],
    ["neg", "H", "我喺旺角做髮型師，唔開舖嘅日子就喺屋企", "occupation", "髮型師", None, None],
    ["neg", "H", "唔…我住在上海", "city", "上海", None, None],
    ["neg", "H", "唔，在杭州", "city", "杭州", None, "你在哪个城市？"],
    ["neg", "H", "我唔養狗，我養咗兩隻貓", "pet", "貓", None, None],
    ["neg", "H", "唔住得慣，但我而家都喺倫敦", "city", "倫敦", None, None],
    ["neg", "T", "我唔喺滙豐做喇", "employer", "滙豐", None, None],
    ["neg", "T", "我唔住沙田㗎", "city", "沙田", None, None],
    ["neg", "T", "我唔養貓", "pet", "貓", None, None],
    ["neg", "T", "我唔讀港大", "education", "港大", None, None],
    ["neg", "T", "我唔再喺醫院做護士", "occupation", "護士", None, None],
    ["neg", "T", "唔喺香港住好耐喇", "city", "香港", None, None],
    ["neg", "T", "我唔開車㗎", "owns_car", "有車", None, None],
    # left: 離開 as "left it"
    ["left", "H", "我刚离开公司，在回家路上，我在腾讯上班", "employer", "腾讯", None, None],
    ["left", "H", "我每天都是最晚离开腾讯大楼的", "employer", "腾讯", None, None],
    ["left", "H", "我从来没有离开过杭州", "city", "杭州", None, None],
    ["left", "H", "我一直没有离开杭州", "city", "杭州", None, None],
    ["left", "H", "我不打算离开腾讯", "employer", "腾讯", None, None],
    ["left", "H", "我不可能离开杭州的，家都在这", "city", "杭州", None, None],
    ["left", "H", "我冇離開過香港", "city", "香港", None, None],
    ["left", "H", "我未離開過滙豐，一做就做咗十年", "employer", "滙豐", None, None],
    ["left", "H", "我很少离开杭州，最多去趟上海", "city", "杭州", None, None],
    ["left", "H", "离开了北京之后，我在杭州住了三年", "city", "杭州", None, None],
    ["left", "H", "我是离开了深圳才来的杭州", "city", "杭州", None, None],
    ["left", "H", "我從沒想過離開台積電", "employer", "台積電", None, None],
    ["left", "H", "我舍不得离开杭州", "city", "杭州", None, None],
    ["left", "H", "下班离开字节的时候都十点了", "employer", "字节", None, None],
    ["left", "H", "我离开杭州去上海出差三天，下周就回杭州", "city", "杭州", None, None],
    ["left", "H", "我每天都是最晚離開滙豐大廈", "employer", "滙豐", None, None],
    ["left", "T", "我已经离开了腾讯", "employer", "腾讯", None, None],
    ["left", "T", "我离开杭州快两年了", "city", "杭州", None, None],
    ["left", "T", "我已經離開咗恒生", "employer", "恒生", None, None],
    ["left", "T", "上个月离开了字节，现在在家休息", "employer", "字节", None, None],
    ["left", "T", "离开上海以后我就回老家了", "city", "上海", None, None],
    ["left", "T", "我離開台北已經很久了", "city", "台北", None, None],
    # past: 試過, visited, 後來沒有走這行, a 轉行 question, an age then
    ["past", "H", "我试过在护士站连续站十二小时，当护士就是这样", "occupation", "护士", None, None],
    ["past", "H", "我試過喺福岡住咗半年", "visited", "福岡", None, None],
    ["past", "H", "我在厦门住过两年", "places_visited", "厦门", None, None],
    ["past", "H", "我试过在杭州住一个月就爱上了，后来干脆搬来了", "city", "杭州", None, None],
    ["past", "H", "我試過喺滙豐做實習，畢業之後就留咗喺度", "employer", "滙豐", None, None],
    ["past", "H", "我大学读会计，后来没有走这行，现在是程序员", "occupation", "程序员", None, None],
    ["past", "H", "我是护士，后来也没有做行政，一直在病房", "occupation", "护士", None, None],
    ["past", "H", "我是护士，毕业后没入行政，一直在病房", "occupation", "护士", None, None],
    ["past", "H", "我做了十年会计，现在转行做程序员还来得及吗？", "occupation", "会计", None, None],
    ["past", "H", "我今年三十二，二十二岁那年来的杭州", "age", "32", None, None],
    ["past", "H", "我今年三十二，二十二岁那年来的杭州", "city", "杭州", None, None],
    ["past", "H", "二十二歲嗰陣我就搬咗嚟沙田，一直住到而家", "city", "沙田", None, None],
    ["past", "T", "我大学读会计，后来没有走这行", "occupation", "会计", None, None],
    ["past", "T", "我读的是法律，毕业后没从事这一行", "occupation", "律师", None, None],
    ["past", "T", "我还没去过日本", "visited_countries", "日本", None, None],
    ["past", "T", "我老公去过冰岛", "visited", "冰岛", None, None],
    ["past", "T", "我試過喺滙豐做咗兩年", "employer", "滙豐", None, None],
    ["past", "T", "我试过在北京住了半年", "city", "北京", None, None],
    ["past", "T", "我是做销售的，后来转行做运营了，你觉得这个选择对吗？", "occupation", "销售", None, None],
    ["past", "T", "我是做销售的，后来转行了，现在想想是不是很傻", "occupation", "销售", None, None],
    # arguable: a time of life named alone, with no "now" against it
    ["past", "T", "我十八歲嗰陣住喺美孚", "city", "美孚", None, None],
    ["past", "T", "我十八歲嗰陣住喺美孚", "age", "18", None, None],
    ["past", "T", "我二十五岁那年在华为上班", "employer", "华为", None, None],
    # plan: 想再…, 可能/應該/大概…會, 想說…再, a time + 先, 想做, dream words in the attribute
    ["plan", "H", "我应该会一直住在杭州", "city", "杭州", None, None],
    ["plan", "H", "可能因为我在北京住太久了", "city", "北京", None, None],
    ["plan", "H", "我住杭州，这周在上海出差，周五应该会回杭州", "city", "杭州", None, None],
    ["plan", "H", "我不想再搬了，就住在杭州", "city", "杭州", None, None],
    ["plan", "H", "我不想再换工作了，在腾讯挺好", "employer", "腾讯", None, None],
    ["plan", "H", "我想说我在腾讯再累也值得", "employer", "腾讯", None, None],
    ["plan", "H", "我下个月先休年假，反正我在腾讯也五年了", "employer", "腾讯", None, None],
    ["plan", "H", "我是程序员，想做点副业", "occupation", "程序员", None, None],
    ["plan", "H", "我想做个简单的自我介绍，我是护士，在杭州", "occupation", "护士", None, None],
    ["plan", "H", "想做一下自我介绍：我叫阿琳，是一名护士", "occupation", "护士", None, None],
    ["plan", "H", "我想做的工作就是现在这份：护士", "occupation", "护士", None, None],
    ["plan", "H", "我做护士十年了，还想再做几年", "occupation", "护士", None, None],
    # arguable: a second cat wanted, the first one kept
    ["plan", "H", "我想再养一只猫，现在家里已经有一只了", "pet", "猫", None, None],
    ["plan", "H", "我梦想是当医生", "dream_job", "医生", None, None],
    ["plan", "H", "我一直想去冰岛看极光", "bucket_list", "冰岛", None, None],
    ["plan", "H", "我應該會一直待在台積電", "employer", "台積電", None, None],
    ["plan", "H", "应该会一直在腾讯干下去", "employer", "腾讯", None, None],
    ["plan", "T", "我可能年尾會搬去荃灣", "city", "荃灣", None, None],
    ["plan", "T", "應該會去聯發科吧", "employer", "聯發科", None, None],
    ["plan", "T", "想說明年再去日本打工度假", "city", "日本", None, None],
    ["plan", "T", "我下個月先正式過友邦返工", "employer", "友邦", None, None],
    ["plan", "T", "我想做醫生", "occupation", "醫生", None, None],
    ["plan", "T", "我想做回護士", "occupation", "護士", None, None],
    ["plan", "T", "我大概明年会搬去成都", "city", "成都", None, None],
    ["plan", "T", "我想再考个研，读北大", "education", "北大", None, None],
    ["plan", "T", "我老公的梦想是去冰岛", "dream_destination", "冰岛", None, None],
    ["plan", "T", "我一點都不想去冰島", "dream_destination", "冰島", None, None],
    ["plan", "T", "年尾先搬去沙田", "city", "沙田", None, None],
    ["plan", "T", "我想说再过两年就去深圳", "city", "深圳", None, None],
    ["plan", "T", "應該下個月會入職台積電", "employer", "台積電", None, None],
    # wish: 羨慕
    ["wish", "H", "我同事都羡慕我在腾讯上班", "employer", "腾讯", None, None],
    ["wish", "H", "大家都羡慕我住在杭州", "city", "杭州", None, None],
    ["wish", "H", "好多人羨慕我做公務員", "occupation", "公務員", None, None],
    ["wish", "H", "我不羡慕别人，我在杭州当老师挺好", "occupation", "老师", None, None],
    ["wish", "H", "别人都羡慕我有猫", "pet", "猫", None, None],
    ["wish", "H", "不用羡慕，我也在杭州", "city", "杭州", None, None],
    ["wish", "T", "我好羡慕你在杭州", "city", "杭州", None, None],
    ["wish", "T", "我挺羡慕我同事在字节的", "employer", "字节", None, None],
    ["wish", "T", "好羨慕人哋喺滙豐返工", "employer", "滙豐", None, None],
    # report: 話 as "say", 同 as "to", more kin (老細, 阿媽, 家姐, 阿哥…)
    ["report", "H", "我老公话不多，我在杭州当老师", "occupation", "老师", None, None],
    ["report", "H", "我妈话很多，我是护士", "occupation", "护士", None, None],
    ["report", "H", "你話呢？我喺滙豐做咗五年", "employer", "滙豐", None, None],
    ["report", "H", "我同阿媽講我搬咗去沙田", "city", "沙田", None, None],
    # arguable: the mother's word, then the person's own "now"
    ["report", "H", "我阿媽話我肥咗，我而家八十公斤", "weight", "80kg", "我而家八十公斤", None],
    ["report", "H", "我家姐講嘢好大聲，我喺醫院做護士", "occupation", "護士", None, None],
    ["report", "H", "我係護士，佢哋成日話護士好輕鬆", "occupation", "護士", None, None],
    ["report", "H", "我没跟你讲笑的，我真的是医生", "occupation", "医生", None, None],
    ["report", "H", "我不是跟你講笑嘅，我真係醫生", "occupation", "醫生", None, None],
    ["report", "H", "我屋企阿媽話事，我喺屋企做全職媽媽", "occupation", "全職媽媽", None, None],
    ["report", "H", "他讲课很好，我在北大读研", "education", "北大", None, None],
    ["report", "T", "我老細話我下個月升經理", "job_title", "經理", None, None],
    ["report", "T", "我阿媽成日同人講我係醫生", "occupation", "醫生", None, None],
    ["report", "T", "佢話佢喺滙豐返工", "employer", "滙豐", None, None],
    ["report", "T", "我家姐話佢喺中環返工", "work_location", "中環", None, None],
    ["report", "T", "阿爸話我出年要去英國讀書", "education", "英國", None, None],
    ["report", "T", "阿哥話我應該去做地產", "occupation", "地產", None, None],
    ["report", "T", "佢哋話我係護士", "occupation", "護士", None, None],
    # simile: 似…咁
    ["simile", "H", "我在杭州，日子过得似水一般平静", "city", "杭州", None, None],
    ["simile", "H", "我做嘢似足我阿爸咁，都係做會計", "occupation", "會計", None, None],
    ["simile", "H", "我是护士，看似轻松其实很累", "occupation", "护士", None, None],
    ["simile", "T", "阿媽話我似個會計師咁", "occupation", "會計師", None, None],
    ["simile", "T", "我份工似保險經紀咁", "occupation", "保險經紀", None, None],
    ["simile", "T", "我成日似個保姆咁湊佢哋", "occupation", "保姆", None, None],
    # slot: 在X等/遇到/排隊 not an employer, a weekend or a commute not the city, a hotel booked
    ["slot", "H", "我在星巴克等人的时候刷到这个，我在腾讯上班", "employer", "腾讯", None, None],
    ["slot", "H", "我在阿里等晋升等了三年", "employer", "阿里", None, None],
    ["slot", "H", "我在腾讯碰到过很多好同事，干了五年", "employer", "腾讯", None, None],
    ["slot", "H", "我在海底捞做服务员，每天看客人排队", "employer", "海底捞", None, None],
    ["slot", "H", "我在杭州过了个年，第一次没回老家，因为我现在就住杭州", "city", "杭州", None, None],
    ["slot", "H", "我住在嘉兴，每天通勤到杭州", "city", "嘉兴", None, None],
    ["slot", "H", "我在协和医院等下班等到十点，我是这里的护士", "employer", "协和医院", None, None],
    ["slot", "H", "我在腾讯等转正，实习三个月了", "employer", "腾讯", None, None],
    ["slot", "H", "我住在杭州，每天通勤到杭州东站那边", "city", "杭州", "我住在杭州", None],
    ["slot", "H", "我在杭州过了个周末就回上海了", "city", "上海", None, None],
    # arguable: eating in Huawei's canteen, an employee's queue
    ["slot", "H", "我在华为排队吃饭要排二十分钟", "employer", "华为", None, None],
    ["slot", "T", "我在星巴克等人", "employer", "星巴克", None, None],
    ["slot", "T", "我在美团等了半年offer，最后没去", "employer", "美团", None, None],
    ["slot", "T", "我在海底捞排队排了一个小时", "employer", "海底捞", None, None],
    ["slot", "T", "我在家乐福遇到我前同事", "employer", "家乐福", None, None],
    ["slot", "T", "我喺深圳過咗個週末", "city", "深圳", None, None],
    ["slot", "T", "我在杭州过了个周末就回上海了", "city", "杭州", None, None],
    ["slot", "T", "每天通勤到台北", "city", "台北", None, None],
    ["slot", "T", "我book咗東京嘅酒店", "city", "東京", None, None],
    ["slot", "T", "我啱啱book咗大阪嘅酒店", "city", "大阪", None, None],
    ["slot", "T", "我在星巴克写代码，一坐就是一下午", "employer", "星巴克", None, None],
    # place: 鄉下 as the home town
    ["place", "H", "我鄉下係潮州", "hometown", "潮州", None, None],
    ["place", "H", "我乡下在湖南，现在住长沙", "city", "长沙", None, None],
    ["place", "H", "我搬来乡下是因为想清净，我住在安吉", "city", "安吉", None, None],
    ["place", "T", "我鄉下係潮州", "city", "潮州", None, None],
    ["place", "T", "我乡下在湖南邵阳", "city", "邵阳", None, None],
    # neg: 沒想到…這麼久
    ["neg", "H", "没想到一晃在杭州住了这么久", "city", "杭州", None, None],
    ["neg", "H", "我真没想到会在腾讯干这么多年", "employer", "腾讯", None, None],
    ["neg", "H", "我也沒想到會在新竹待這麼久", "city", "新竹", None, None],
    ["neg", "T", "我没想到去新加坡的签证要等这么久，现在还在等", "city", "新加坡", None, None],
    ["neg", "T", "我从没想过在北京住那么久，所以一直没搬过去", "city", "北京", None, None],
    # offer: offer我, 仲諗緊, 還在想
    ["offer", "H", "HR给我开了35k，我接了，还在想怎么跟老板说", "salary", "35k", None, None],
    ["offer", "H", "他们offer我三万五，我接受了，现在月薪就是三万五", "salary", "35000", None, None],
    ["offer", "H", "公司 offer我升職，我已經接受咗，而家係經理", "job_title", "經理", None, None],
    ["offer", "H", "我仲諗緊你講嘅嘢，我喺滙豐做", "employer", "滙豐", None, None],
    ["offer", "H", "我在腾讯上班，还在想晚饭吃什么", "employer", "腾讯", None, None],
    # arguable: an offer named alone, neither taken nor weighed
    ["offer", "T", "滙豐offer我年薪六十萬", "salary", "600000", None, None],
    ["offer", "T", "HR offer我三萬五，我仲諗緊", "salary", "35000", None, None],
    ["offer", "T", "公司给我offer了三万五，我还在想要不要去", "salary", "35000", None, None],
    ["offer", "T", "佢哋offer我三萬五", "salary", "35000", None, None],
    ["offer", "T", "字节offer我月薪四万，还在想", "salary", "40000", None, None],
    # ai: the twin's own words reacted to (`_reacts`), Cantonese and Taiwan yeses
    # arguable: an answer to the twin's "and you?" in the twin's words
    ["ai", "H", "在杭州！", "city", "杭州", None, "我在杭州，你呢？"],
    ["ai", "H", "两只猫，一只叫豆腐一只叫年糕", "pet", "猫", None, "我养了一只猫，叫「空格」。你呢？"],
    ["ai", "H", "也是武汉，华科", "education", "武汉", None, "我大学在武汉读的。你呢？"],
    ["ai", "H", "也是后端，做支付", "occupation", "后端", None, "我以前做后端，对账系统。你做什么的？"],
    ["ai", "H", "衡阳耒阳的", "hometown", "衡阳", None, "我老家衡阳的。你老家哪里？"],
    ["ai", "H", "係呀，做咗八年", "occupation", "護士", None, "你是护士吗？"],
    ["ai", "H", "是喔，在竹科上班", "work_location", "竹科", None, "你在竹科上班吗？"],
    ["ai", "H", "對啦，軟體工程師", "occupation", "軟體工程師", None, "你是工程师吗？"],
    ["ai", "H", "啱，我喺觀塘返工", "work_location", "觀塘", None, "你在观塘上班吗？"],
    ["ai", "H", "杭州，跟你一样", "city", "杭州", None, "我在杭州，你呢？"],
    ["ai", "H", "独立开发，第三年了", "occupation", "独立开发", None, "我现在做独立开发，第五年了。你做什么的？"],
    ["ai", "H", "猫，橘猫，三岁", "pet", "猫", None, "我养了一只猫，叫「空格」。你养宠物吗？"],
    ["ai", "H", "杭州啊，滨江那边", "city", "杭州", None, "我在杭州住了很多年。你在哪个城市？"],
    ["ai", "H", "武汉大学，计算机系", "education", "武汉大学", None, "我大学在武汉读的计算机。你呢？"],
    ["ai", "H", "杭州本地人，土生土长", "hometown", "杭州", None, "我在杭州住了很多年。"],
    ["ai", "H", "在杭州，滨江区", "city", "杭州", None, "我在杭州。你也在杭州吗？"],
    ["ai", "H", "猫奴+1，家里两只橘猫", "pet", "猫", None, "我养了一只猫，叫「空格」。"],
    ["ai", "T", "杭州好靓㗎", "city", "杭州", None, "我在杭州住了很多年。"],
    ["ai", "T", "我觉得杭州很美", "city", "杭州", None, "我在杭州住了很多年。"],
    ["ai", "T", "空格这个名字好可爱，猫猫最好了", "pet", "猫", None, "我养了一只猫，叫「空格」。"],
    ["ai", "T", "衡阳？我去过，米粉好吃", "hometown", "衡阳", None, "我老家衡阳。"],
    ["ai", "T", "做后端好辛苦的，我朋友也是", "occupation", "后端", None, "我做了六年后端。"],
    ["ai", "T", "是啦，上個月剛離職", "employer", "台積電", None, "你还在台积电吗？"],
    ["ai", "T", "对啦，以前在，现在搬去上海了", "city", "杭州", None, "你在杭州吗？"],
    ["ai", "T", "武汉啊，我一直想去看看樱花", "education", "武汉", None, "我大学在武汉读的。"],
]

CASES: list[dict[str, Any]] = probe_cases("yuerev", EN, ZH)
KNOWN_MISSES: set[str] = {
    "yuerev-ai-en-005",
    "yuerev-ai-en-008",
    "yuerev-ai-zh-001",
    "yuerev-ai-zh-019",
    "yuerev-ai-zh-022",
    "yuerev-ai-zh-025",
    "yuerev-offer-zh-006",
    "yuerev-offer-zh-009",
    "yuerev-past-zh-001",
    "yuerev-past-zh-021",
    "yuerev-past-zh-023",
    "yuerev-plan-zh-013",
    "yuerev-report-zh-005",
    "yuerev-slot-zh-014",
    "yuerev-slot-zh-021",
}
