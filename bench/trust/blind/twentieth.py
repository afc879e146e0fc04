"""Twentieth blind trust set: a week of real chat from ten different people.

Written blind, from README.md, docs/architecture.md, the `Case` dataclass and the `c()` helper at the top of
tests/trust_cases.py, bench/trust/run.py, personas/alice.toml and personas/lin.toml only: no grounding code,
no earlier blind set, no other test, no memory or benchmark docs, no history.

Theme: ten people, each typing over a week, one line at a time, often answering the AI's question. English
(persona alice): Maricel, a night-shift ICU nurse in Manila who mixes in Tagalog; Frank, a retired machinist
in Sarasota; Jayden, a fifteen-year-old gamer in San Antonio; Tom, a new father and teacher in Leeds; Rick, a
divorced electrician in Phoenix. Chinese (persona lin): 陳婆婆, a Cantonese grandmother in 觀塘 (traditional,
Cantonese); 王丽, who runs a 串串 shop in 成都; 張家瑜, a graduate student from 台南 at 清大 (traditional);
周婧, a freelance translator in 大理; 老赵, a vegetable farmer in 寿光.

Traps (reject="any": run.py counts a trap stored when any fact holds after it) file under the person what is
not theirs: someone else's value (kin, a neighbour, a coworker, an ex, a child), someone introduced in an
earlier exchange, pasted or forwarded text, another's words in quotes, jokes and sarcasm, plans and wishes,
hypotheticals, dreams and fiction, past values, denials, the AI's own words echoed back, numbers that are not
theirs. Honest cases (reject=None) are the person's own current facts as these people state them: beside
others' facts, in fragments, answering a question, after a denial or a joke, with typos and emoji.

Run it (about five minutes):

    .venv/bin/python bench/trust/run.py --cases bench/trust/blind/twentieth.py

The result of its one run: set frozen at 2af233f (branch blind20, on 78682dd), run once on 2026-12-05,
2 CPUs, Python 3.11.7, load average 0.55 before and 2.74 after. Goal MISSED.

- Traps stored: 23 of 92. Joke or sarcasm 7 of 8 (b20-f-crco, b20-j-900, b20-t-sleep, b20-g-gambler,
  b20-w-billionaire, b20-y-richest, b20-n-king); number not theirs 6 of 7 (b20-m-census, b20-f-golf-88,
  b20-t-house-42, b20-r-bid, b20-w-butter, b20-n-temp); someone else's value 2 of 10 (b20-m-ate-dubai,
  b20-f-dave-80); past value 2 of 6 (b20-f-toledo, b20-r-married-14); one each of someone introduced earlier
  (b20-g-grandson-12), pasted or forwarded (b20-m-fb-ad), another's words (b20-z-editor), plan or wish
  (b20-r-vegas), dream or fiction (b20-j-netherhold), denial (b20-g-computer). None of the AI's words (0 of 8)
  or hypotheticals (0 of 6).
- Honest facts kept: 89 of 92 (97%). Lost: b20-j-cat (someone_else), b20-t-wife (someone_else), b20-g-mahjong
  (whose_unclear, held for review).
- Held for the person's word (`twin memory review`), not stored: traps b20-t-mum-aberdeen, b20-r-dana-tucson,
  b20-w-xiaoliu, b20-n-daughter; honest b20-g-mahjong.
"""
# ruff: noqa: E501

from __future__ import annotations

from tests.trust_cases import Case, c


def trap(
    id: str, language: str, user: str, candidate: dict, category: str, ai_before: str | None = None, earlier: tuple = ()
) -> Case:
    return Case(
        f"b20-{id}", language, user, candidate, reject="any", ai_before=ai_before, category=category, earlier=earlier
    )


def honest(
    id: str, language: str, user: str, candidate: dict, category: str, ai_before: str | None = None, earlier: tuple = ()
) -> Case:
    return Case(
        f"b20-{id}", language, user, candidate, reject=None, ai_before=ai_before, category=category, earlier=earlier
    )


OTHER = "someone else's value"
EARLIER = "someone introduced earlier"
PASTED = "pasted or forwarded"
WORDS = "another's words"
JOKE = "joke or sarcasm"
PLAN = "plan or wish"
IF = "hypothetical"
DREAM = "dream or fiction"
PAST = "past value"
DENIAL = "denial"
ECHO = "the AI's words"
NUMBER = "number not theirs"

TRAPS = [
    # Maricel, night-shift ICU nurse, Manila
    trap(
        "m-ate-dubai",
        "en",
        "my ate Joy works as a nanny in Dubai, she sends pics of the Burj every week lol",
        c("user", "city", "Dubai", "my ate Joy works as a nanny in Dubai"),
        OTHER,
    ),
    trap(
        "m-jess-iloilo",
        "en",
        "ok naman, she's from Iloilo and she snores 😂",
        c("user", "hometown", "Iloilo", "she's from Iloilo"),
        EARLIER,
        earlier=(("new roommate moved in today, Jess, she's also a nurse", "How's it going with her so far?"),),
    ),
    trap(
        "m-fb-ad",
        "en",
        "saw this on FB, should I?? 'HIRING: Staff Nurse, Riyadh. 3 yrs ICU exp. SAR 9,000/month'",
        c("user", "city", "Riyadh", "HIRING: Staff Nurse, Riyadh"),
        PASTED,
    ),
    trap(
        "m-cora-30",
        "en",
        "Ma'am Cora said 'I've been a nurse for 30 years, don't teach me' 🙄",
        c("user", "years_as_nurse", "30 years", "I've been a nurse for 30 years"),
        WORDS,
    ),
    trap(
        "m-millionaire",
        "en",
        "oh yeah I'm basically a millionaire now, night diff came in: 800 pesos 🙃",
        c("user", "net_worth", "millionaire", "I'm basically a millionaire now"),
        JOKE,
    ),
    trap(
        "m-birmingham",
        "en",
        "planning to move to Birmingham next year for the NHS job, fingers crossed 🤞",
        c("user", "city", "Birmingham", "planning to move to Birmingham next year"),
        PLAN,
    ),
    trap(
        "m-flight-dream",
        "en",
        "had the weirdest dream, I was a flight attendant for PAL serving adobo to everyone",
        c("user", "job", "flight attendant", "I was a flight attendant for PAL"),
        DREAM,
    ),
    trap(
        "m-head-nurse",
        "en",
        "haha not head nurse, staff nurse lang ako",
        c("user", "job", "head nurse", "not head nurse"),
        ECHO,
        ai_before="As a head nurse, how do you even plan the schedule with so few staff?",
    ),
    trap(
        "m-census",
        "en",
        "ward census tonight 27 patients, just me and 2 others on the floor",
        c("user", "age", "27", "ward census tonight 27 patients"),
        NUMBER,
    ),
    # Frank, retiree, Sarasota
    trap(
        "f-dave-80",
        "en",
        "the fella next door, Dave, is 80 and still mows his own lawn",
        c("user", "age", "80", "Dave, is 80"),
        OTHER,
    ),
    trap(
        "f-gloria-76",
        "en",
        "20 yrs or so. she's 76 and sharper than me",
        c("user", "age", "76", "she's 76"),
        EARLIER,
        earlier=(("my neighbor Gloria came by with a flan", "That's kind of her. How long have you known her?"),),
    ),
    trap(
        "f-chain-95",
        "en",
        "my brother sent me this, read it: 'I'm 95 years old and here's what I've learned: never trust a man who doesn't fish'",
        c("user", "age", "95", "I'm 95 years old"),
        PASTED,
    ),
    trap(
        "f-doc-50",
        "en",
        "the cardiologist told me 'you've got the heart of a 50 year old', I'll take it",
        c("user", "age", "50", "the heart of a 50 year old"),
        WORDS,
    ),
    trap(
        "f-crco",
        "en",
        "my new job title: Chief Remote Control Officer 😂",
        c("user", "job", "Chief Remote Control Officer", "my new job title: Chief Remote Control Officer"),
        JOKE,
    ),
    trap(
        "f-ohio-if",
        "en",
        "if I'd stayed in Ohio I'd be shoveling snow right now",
        c("user", "state", "Ohio", "if I'd stayed in Ohio"),
        IF,
    ),
    trap(
        "f-toledo",
        "en",
        "worked 38 years as a machinist in Toledo before we came down here",
        c("user", "city", "Toledo", "a machinist in Toledo before we came down here"),
        PAST,
    ),
    trap(
        "f-pickleball",
        "en",
        "I don't play pickleball, everybody down here asks",
        c("user", "hobby", "pickleball", "I don't play pickleball"),
        DENIAL,
    ),
    trap(
        "f-tampa",
        "en",
        "Tampa? We're in Sarasota, but close enough",
        c("user", "city", "Tampa", "Tampa?"),
        ECHO,
        ai_before="How's life in Tampa treating you and Carol?",
    ),
    trap(
        "f-golf-88",
        "en",
        "shot an 88 today at the club, best round all year",
        c("user", "age", "88", "shot an 88 today"),
        NUMBER,
    ),
    # Jayden, 15, gamer, San Antonio
    trap(
        "j-mason-9",
        "en",
        "my lil bro Mason is 9 and he's already better at fortnite than me",
        c("user", "age", "9", "Mason is 9"),
        OTHER,
    ),
    trap(
        "j-friend-bio",
        "en",
        "my friend's discord bio lmao: 'im 17, lvl 500 grinder, canada 🇨🇦'",
        c("user", "age", "17", "im 17, lvl 500 grinder"),
        PASTED,
    ),
    trap(
        "j-teacher-25",
        "en",
        "my teacher literally said 'I've been teaching for 25 years and never seen this' 💀",
        c("user", "job", "teaching", "I've been teaching for 25 years"),
        WORDS,
    ),
    trap(
        "j-900",
        "en",
        "im literally 900 years old after that math test 💀",
        c("user", "age", "900", "im literally 900 years old"),
        JOKE,
    ),
    trap(
        "j-streamer",
        "en",
        "gonna be a pro streamer when im 18 fr",
        c("user", "job", "pro streamer", "gonna be a pro streamer"),
        PLAN,
    ),
    trap(
        "j-netherhold",
        "en",
        "in my minecraft server im the king of a city called Netherhold lmao",
        c("user", "city", "Netherhold", "a city called Netherhold"),
        DREAM,
    ),
    trap(
        "j-jett-korea",
        "en",
        "my Valorant main is Jett, she's from Korea",
        c("user", "nationality", "Korea", "she's from Korea"),
        DREAM,
    ),
    trap(
        "j-11th",
        "en",
        "11th grade?? nah im a sophomore",
        c("user", "grade", "11th grade", "11th grade??"),
        ECHO,
        ai_before="You're in 11th grade, right?",
    ),
    # Tom, new father, Leeds
    trap(
        "t-isla-4kg",
        "en",
        "Isla was 3.2kg at birth and she's already 4kg!",
        c("user", "weight", "4kg", "she's already 4kg"),
        OTHER,
    ),
    trap(
        "t-mum-aberdeen",
        "en",
        "Aberdeen, 6 hour train, bless her",
        c("user", "city", "Aberdeen", "Aberdeen, 6 hour train"),
        EARLIER,
        earlier=(
            ("my mum's staying with us this week to help out", "That sounds like a lifeline. Where's she coming from?"),
        ),
    ),
    trap(
        "t-hv-text",
        "en",
        "health visitor texted: 'Hi, this is Sandra, your health visitor, I'll pop round Thursday at 10'",
        c("user", "name", "Sandra", "this is Sandra, your health visitor"),
        PASTED,
    ),
    trap(
        "t-sleep",
        "en",
        "yeah, I'm getting loads of sleep, a solid 9 hours a night 🙃",
        c("user", "sleep", "9 hours a night", "a solid 9 hours a night"),
        JOKE,
    ),
    trap(
        "t-parttime",
        "en",
        "I'd love to go part-time, 3 days a week would be the dream",
        c("user", "work_schedule", "3 days a week", "3 days a week would be the dream"),
        PLAN,
    ),
    trap(
        "t-portugal",
        "en",
        "if we'd had twins I think I'd have just emigrated to Portugal lol",
        c("user", "country", "Portugal", "emigrated to Portugal"),
        IF,
    ),
    trap(
        "t-durham",
        "en",
        "dreamt last night I was back at uni in Durham sitting an exam I hadn't revised for",
        c("user", "city", "Durham", "I was back at uni in Durham"),
        DREAM,
    ),
    trap(
        "t-cycle",
        "en",
        "I used to cycle to work every day, now it's the car and a flask of coffee",
        c("user", "commute", "cycle", "I used to cycle to work every day"),
        PAST,
    ),
    trap(
        "t-house-42",
        "en",
        "our house number's 42 and the delivery guy still can't find it",
        c("user", "age", "42", "our house number's 42"),
        NUMBER,
    ),
    # Rick, divorced dad, Phoenix
    trap(
        "r-dana-tucson",
        "en",
        "Dana moved to Tucson with her new guy last month",
        c("user", "city", "Tucson", "Dana moved to Tucson"),
        OTHER,
    ),
    trap(
        "r-geologist",
        "en",
        "volcano obviously. she wants to be a geologist now lol",
        c("user", "job", "geologist", "she wants to be a geologist now"),
        EARLIER,
        earlier=(("Kayla's got a science fair this week", "What's her project?"),),
    ),
    trap(
        "r-ex-text",
        "en",
        "ex's text, word for word: 'I'm taking the kids to my mom's in Flagstaff for Easter'",
        c("user", "city", "Flagstaff", "my mom's in Flagstaff"),
        PASTED,
    ),
    trap(
        "r-lawyer",
        "en",
        "my lawyer said 'you'll get 50/50 custody, easy'. yeah right",
        c("user", "custody", "50/50 custody", "you'll get 50/50 custody"),
        WORDS,
    ),
    trap(
        "r-vegas",
        "en",
        "would kill for a weekend in Vegas alone",
        c("user", "plans", "a weekend in Vegas", "a weekend in Vegas alone"),
        PLAN,
    ),
    trap(
        "r-san-diego",
        "en",
        "if I won the lotto I'd retire in San Diego tomorrow",
        c("user", "city", "San Diego", "I'd retire in San Diego"),
        IF,
    ),
    trap(
        "r-married-14",
        "en",
        "we were married 14 years, feels like another life",
        c("user", "marital_status", "married", "we were married 14 years"),
        PAST,
    ),
    trap(
        "r-cardinals",
        "en",
        "I'm not a Cardinals fan, I'm a Suns guy",
        c("user", "team", "Cardinals", "I'm not a Cardinals fan"),
        DENIAL,
    ),
    trap(
        "r-still-married",
        "en",
        "still married? lol no. divorced 2 years",
        c("user", "marital_status", "married", "still married?"),
        ECHO,
        ai_before="Since you and your wife are still married, how do the weekends work?",
    ),
    trap(
        "r-bid",
        "en",
        "bid came in at $4,800 for the rewiring job on 35th Ave",
        c("user", "salary", "$4,800", "bid came in at $4,800"),
        NUMBER,
    ),
    # 陳婆婆, grandmother, 觀塘, Cantonese
    trap(
        "g-son-toronto",
        "zh",
        "我個仔喺多倫多做會計，成年都唔返嚟",
        c("user", "city", "多倫多", "我個仔喺多倫多做會計"),
        OTHER,
    ),
    trap(
        "g-grandson-12",
        "zh",
        "十二歲，食得好犀利",
        c("user", "age", "十二歲", "十二歲"),
        EARLIER,
        earlier=(("今日個孫嚟探我", "好呀，佢幾多歲啦？"),),
    ),
    trap(
        "g-whatsapp",
        "zh",
        "群組有人轉發：「本人今年六十歲，退休教師，誠徵老伴」，真係癲㗎",
        c("user", "age", "六十歲", "本人今年六十歲，退休教師"),
        PASTED,
    ),
    trap(
        "g-chan-85",
        "zh",
        "隔籬屋陳太話『我今年八十五歲都仲行得走得』，佢叻過我",
        c("user", "age", "八十五歲", "我今年八十五歲都仲行得走得"),
        WORDS,
    ),
    trap(
        "g-gambler",
        "zh",
        "我打麻雀咁叻，應該去澳門做職業賭徒啦，哈哈",
        c("user", "job", "職業賭徒", "應該去澳門做職業賭徒啦"),
        JOKE,
    ),
    trap("g-toronto-visit", "zh", "下個月打算去多倫多探個仔", c("user", "city", "多倫多", "打算去多倫多探個仔"), PLAN),
    trap(
        "g-canada-if",
        "zh",
        "如果我後生三十年，我都想去加拿大讀書",
        c("user", "country", "加拿大", "我都想去加拿大讀書"),
        IF,
    ),
    trap(
        "g-dream-taxi",
        "zh",
        "尋晚發夢見返我老公，夢入面我同佢一齊揸的士",
        c("user", "job", "揸的士", "夢入面我同佢一齊揸的士"),
        DREAM,
    ),
    trap("g-seamstress", "zh", "以前喺深水埗車衣，車咗三十年", c("user", "job", "車衣", "以前喺深水埗車衣"), PAST),
    trap("g-computer", "zh", "我唔識用電腦㗎，個孫教極都唔識", c("user", "skill", "用電腦", "我唔識用電腦"), DENIAL),
    trap(
        "g-shatin",
        "zh",
        "沙田？唔係呀，我住觀塘",
        c("user", "district", "沙田", "沙田？唔係呀"),
        ECHO,
        ai_before="婆婆，你係咪住沙田㗎？",
    ),
    # 王丽, 串串 shop owner, 成都
    trap(
        "w-husband-didi", "zh", "我老公在跑滴滴，一天跑十几个小时", c("user", "job", "跑滴滴", "我老公在跑滴滴"), OTHER
    ),
    trap("w-xiaoliu", "zh", "店里的小刘是重庆人，吃辣比我还凶", c("user", "hometown", "重庆", "小刘是重庆人"), OTHER),
    trap(
        "w-dianping",
        "zh",
        "有个顾客在大众点评上写：『老板娘是东北人，豪爽』，我哪里是东北人嘛",
        c("user", "hometown", "东北", "老板娘是东北人"),
        PASTED,
    ),
    trap(
        "w-landlord",
        "zh",
        "房东说『我在成都有八套房』，还好意思涨我房租",
        c("user", "properties", "八套房", "我在成都有八套房"),
        WORDS,
    ),
    trap(
        "w-billionaire",
        "zh",
        "我就是个亿万富翁嘛，房租都快交不起了 😂",
        c("user", "net_worth", "亿万富翁", "我就是个亿万富翁嘛"),
        JOKE,
    ),
    trap(
        "w-chunxi",
        "zh",
        "明年打算在春熙路开个分店",
        c("user", "shop_location", "春熙路", "明年打算在春熙路开个分店"),
        PLAN,
    ),
    trap(
        "w-not-chengdu",
        "zh",
        "我不是成都本地人哈，嫁过来的",
        c("user", "hometown", "成都", "我不是成都本地人哈"),
        DENIAL,
    ),
    trap(
        "w-hotpot",
        "zh",
        "火锅店？不是不是，我们是串串",
        c("user", "business", "火锅店", "火锅店？不是不是"),
        ECHO,
        ai_before="你开的是火锅店对吧？",
    ),
    trap("w-butter", "zh", "今天进了两百斤牛油，腰都要断了", c("user", "weight", "两百斤", "进了两百斤牛油"), NUMBER),
    # 張家瑜, graduate student, 新竹 (traditional)
    trap(
        "y-bf-engineer",
        "zh",
        "男朋友在台北當工程師，週末才見得到",
        c("user", "job", "工程師", "男朋友在台北當工程師"),
        OTHER,
    ),
    trap(
        "y-xuemei",
        "zh",
        "她被當掉了，說要休學回屏東",
        c("user", "city", "屏東", "說要休學回屏東"),
        EARLIER,
        earlier=(("學妹今天來找我哭", "怎麼了？她還好嗎？"),),
    ),
    trap(
        "y-senior-intro",
        "zh",
        "貼一下學長的自介：「我目前在台積電擔任製程工程師，歡迎交流」",
        c("user", "employer", "台積電", "我目前在台積電擔任製程工程師"),
        PASTED,
    ),
    trap(
        "y-advisor-mit",
        "zh",
        "指導教授又說『我在 MIT 待過十年』，又開始了 🙄",
        c("user", "school", "MIT", "我在 MIT 待過十年"),
        WORDS,
    ),
    trap(
        "y-richest",
        "zh",
        "我是全世界最有錢的研究生，戶頭剩 300 塊 🙃",
        c("user", "wealth", "全世界最有錢的研究生", "我是全世界最有錢的研究生"),
        JOKE,
    ),
    trap("y-germany", "zh", "畢業後想去德國做博後", c("user", "country", "德國", "畢業後想去德國做博後"), PLAN),
    trap(
        "y-cs-if",
        "zh",
        "如果當初選資工，現在應該年薪兩百萬了吧",
        c("user", "salary", "年薪兩百萬", "現在應該年薪兩百萬了吧"),
        IF,
    ),
    trap(
        "y-novel", "zh", "我在寫的小說裡，女主角是一個住在花蓮的獸醫", c("user", "job", "獸醫", "住在花蓮的獸醫"), DREAM
    ),
    trap("y-zhubei", "zh", "去年還住在竹北，現在搬到學校宿舍了", c("user", "city", "竹北", "去年還住在竹北"), PAST),
    trap("y-vegetarian", "zh", "我沒有在吃素啦，吃素的是我室友", c("user", "diet", "吃素", "我沒有在吃素啦"), DENIAL),
    trap(
        "y-ntu",
        "zh",
        "不是台大啦，是清大",
        c("user", "school", "台大", "不是台大啦"),
        ECHO,
        ai_before="你是在台大讀書對吧？",
    ),
    # 周婧, freelance translator, 大理
    trap(
        "z-friend",
        "zh",
        "不是，她是做民宿的，在双廊",
        c("user", "job", "做民宿", "她是做民宿的"),
        EARLIER,
        earlier=(("今天和朋友阿曼去洱海边骑车", "听起来很惬意。阿曼也是做翻译的吗？"),),
    ),
    trap(
        "z-client-brief",
        "zh",
        "客户发来的需求：『译者须常驻东京，日语母语』，那我肯定不行",
        c("user", "city", "东京", "译者须常驻东京"),
        PASTED,
    ),
    trap(
        "z-editor",
        "zh",
        "编辑跟我说『我做了二十年出版』，意思就是让我听她的",
        c("user", "years_in_publishing", "二十年", "我做了二十年出版"),
        WORDS,
    ),
    trap("z-kyoto", "zh", "要是能住在京都就好了，做梦", c("user", "city", "京都", "要是能住在京都就好了"), PLAN),
    trap(
        "z-nanjing-if",
        "zh",
        "假如当年考了公务员，我现在应该在南京上班",
        c("user", "city", "南京", "我现在应该在南京上班"),
        IF,
    ),
    trap(
        "z-killer",
        "zh",
        "最近在译的小说，主角是个四十岁的杀手",
        c("user", "age", "四十岁", "主角是个四十岁的杀手"),
        DREAM,
    ),
    trap(
        "z-shanghai",
        "zh",
        "以前在上海一家外企做翻译，朝九晚九",
        c("user", "city", "上海", "以前在上海一家外企做翻译"),
        PAST,
    ),
    trap(
        "z-french", "zh", "我不会法语，别再有人问我接不接法语稿了", c("user", "language", "法语", "我不会法语"), DENIAL
    ),
    trap(
        "z-english-teacher",
        "zh",
        "教英语？哈哈没有，我做翻译",
        c("user", "job", "教英语", "教英语？哈哈没有"),
        ECHO,
        ai_before="你是在大理教英语吗？",
    ),
    trap("z-wordcount", "zh", "这本书三十二万字，月底交稿", c("user", "age", "三十二", "这本书三十二万字"), NUMBER),
    # 老赵, vegetable farmer, 寿光
    trap(
        "n-laoli",
        "zh",
        "隔壁老李家种了二十个大棚，人家是大户",
        c("user", "greenhouses", "二十个大棚", "隔壁老李家种了二十个大棚"),
        OTHER,
    ),
    trap(
        "n-daughter",
        "zh",
        "在潍坊当幼儿园老师，忙得很",
        c("user", "job", "幼儿园老师", "在潍坊当幼儿园老师"),
        EARLIER,
        earlier=(("闺女今天回来了", "好事啊，她在哪儿工作？"),),
    ),
    trap("n-king", "zh", "俺是黄瓜大王，联合国认证的 😂", c("user", "title", "黄瓜大王", "俺是黄瓜大王"), JOKE),
    trap(
        "n-lottery",
        "zh",
        "昨晚梦见自己中了五百万彩票，醒来还得去摘黄瓜",
        c("user", "lottery_win", "五百万", "梦见自己中了五百万彩票"),
        DREAM,
    ),
    trap("n-temp", "zh", "棚里温度四十度，热得人受不了", c("user", "age", "四十", "棚里温度四十度"), NUMBER),
]

PLAIN = "plain"
BESIDE = "beside others"
ANSWER = "answer"
FRAGMENT = "fragment or typo"
AFTER = "after a denial or joke"

HONEST = [
    # Maricel
    honest(
        "m-age",
        "en",
        "I'm 29 and already have back pain from lifting patients lol",
        c("user", "age", "29", "I'm 29"),
        PLAIN,
    ),
    honest(
        "m-pasig",
        "en",
        "my ate's in Dubai, I'm here in Pasig with my roommate",
        c("user", "city", "Pasig", "I'm here in Pasig"),
        BESIDE,
    ),
    honest(
        "m-hospital",
        "en",
        "Makati Med, ICU",
        c("user", "employer", "Makati Med", "Makati Med, ICU"),
        ANSWER,
        ai_before="Which hospital are you at these days?",
    ),
    honest(
        "m-icu-typo",
        "en",
        "im an ICU nurse btw, just got hom from shift 😴😴",
        c("user", "job", "ICU nurse", "im an ICU nurse"),
        FRAGMENT,
    ),
    honest(
        "m-cat-adobo",
        "en",
        "my cat Adobo sat on my clean scrubs AGAIN 😾",
        c("user", "cat_name", "Adobo", "my cat Adobo"),
        PLAIN,
    ),
    honest(
        "m-bacolod",
        "en",
        "Bacolod! so we're basically neighbors haha",
        c("user", "hometown", "Bacolod", "Bacolod!"),
        ANSWER,
        earlier=(
            ("new roommate moved in today, Jess, she's from Iloilo", "Nice, a fellow Visayan? Where's home for you?"),
        ),
    ),
    honest(
        "m-staff-nurse",
        "en",
        "haha not head nurse, staff nurse lang ako",
        c("user", "job", "staff nurse", "staff nurse lang ako"),
        AFTER,
        ai_before="As a head nurse, how do you even plan the schedule with so few staff?",
    ),
    honest(
        "m-years",
        "en",
        "been a nurse 6 years na, 3 of them in ICU",
        c("user", "years_as_nurse", "6 years", "been a nurse 6 years na"),
        FRAGMENT,
    ),
    honest(
        "m-age-beside",
        "en",
        "5 yrs na. yes she's 34, me 29",
        c("user", "age", "29", "me 29"),
        BESIDE,
        earlier=(
            (
                "my ate Joy is in Dubai, she's a nanny there",
                "How long has she been there? And are you the younger one?",
            ),
        ),
    ),
    # Frank
    honest(
        "f-age", "en", "I'm 71, which in Sarasota makes me a spring chicken 😂", c("user", "age", "71", "I'm 71"), AFTER
    ),
    honest(
        "f-sarasota",
        "en",
        "we live in Sarasota now, moved down from Toledo in 2015",
        c("user", "city", "Sarasota", "we live in Sarasota now"),
        BESIDE,
    ),
    honest(
        "f-golf",
        "en",
        "Carol and I play golf Tuesdays and Fridays",
        c("user", "hobby", "golf", "Carol and I play golf"),
        BESIDE,
    ),
    honest(
        "f-retired",
        "en",
        "nope, retired since 2014 and loving it",
        c("user", "employment_status", "retired", "retired since 2014"),
        ANSWER,
        ai_before="Are you still working at all, Frank?",
    ),
    honest(
        "f-carol",
        "en",
        "Carol's my wife, she's the brains of the operation",
        c("user", "wife", "Carol", "Carol's my wife"),
        PLAIN,
    ),
    honest(
        "f-hearing",
        "en",
        "got my new hearing aids today, cant believe how much i was missing",
        c("user", "uses", "hearing aids", "got my new hearing aids today"),
        FRAGMENT,
    ),
    honest(
        "f-buick",
        "en",
        "I drive a 2019 Buick Enclave, Dave drives a golf cart everywhere lol",
        c("user", "car", "2019 Buick Enclave", "I drive a 2019 Buick Enclave"),
        BESIDE,
    ),
    honest(
        "f-browns", "en", "I'm a Browns fan, still, God help me", c("user", "team", "Browns", "I'm a Browns fan"), AFTER
    ),
    honest(
        "f-grandkids",
        "en",
        "three. Tyler's the oldest, he's 14",
        c("user", "grandchildren", "three", "three. Tyler's the oldest"),
        ANSWER,
        ai_before="Do you and Carol have grandkids?",
    ),
    # Jayden
    honest(
        "j-age", "en", "im 15 and my mom still makes me go to bed at 11 😭", c("user", "age", "15", "im 15"), FRAGMENT
    ),
    honest(
        "j-school",
        "en",
        "sophomore at Roosevelt High, its aight",
        c("user", "school", "Roosevelt High", "sophomore at Roosevelt High"),
        FRAGMENT,
    ),
    honest(
        "j-rank",
        "en",
        "gold 2 😤 hardstuck",
        c("user", "valorant_rank", "gold 2", "gold 2"),
        ANSWER,
        ai_before="What rank are you in Valorant?",
    ),
    honest(
        "j-city",
        "en",
        "i live in san antonio, its SO hot rn",
        c("user", "city", "san antonio", "i live in san antonio"),
        FRAGMENT,
    ),
    honest(
        "j-ps5",
        "en",
        "got a ps5 for christmas, my bro got a switch",
        c("user", "console", "ps5", "got a ps5 for christmas"),
        BESIDE,
    ),
    honest(
        "j-jett",
        "en",
        "my Valorant main is Jett, she's from Korea",
        c("user", "valorant_main", "Jett", "my Valorant main is Jett"),
        PLAIN,
    ),
    honest(
        "j-cfa",
        "en",
        "i work at chick-fil-a on weekends now lol, first job ever",
        c("user", "job", "chick-fil-a", "i work at chick-fil-a on weekends"),
        PLAIN,
    ),
    honest(
        "j-cat",
        "en",
        "ya a cat not a dog lol, her names Pickles 🐱",
        c("user", "pet_name", "Pickles", "her names Pickles"),
        ANSWER,
        ai_before="Do you have any pets?",
    ),
    honest(
        "j-sophomore",
        "en",
        "11th grade?? nah im a sophomore",
        c("user", "grade", "sophomore", "im a sophomore"),
        AFTER,
        ai_before="You're in 11th grade, right?",
    ),
    # Tom
    honest(
        "t-dad",
        "en",
        "I'm a dad now!! Isla arrived Tuesday at 4am",
        c("user", "daughter", "Isla", "I'm a dad now!! Isla arrived Tuesday"),
        PLAIN,
    ),
    honest(
        "t-teacher",
        "en",
        "I'm a primary school teacher, Year 4, on paternity leave till June",
        c("user", "job", "primary school teacher", "I'm a primary school teacher"),
        PLAIN,
    ),
    honest(
        "t-leeds",
        "en",
        "We're in Leeds, Priya's parents are down in Leicester",
        c("user", "city", "Leeds", "We're in Leeds"),
        BESIDE,
    ),
    honest(
        "t-age",
        "en",
        "34, Priya's 32",
        c("user", "age", "34", "34, Priya's 32"),
        ANSWER,
        ai_before="How old are you both, if you don't mind me asking?",
    ),
    honest(
        "t-wife",
        "en",
        "wife's name is Priya btw, shes amazing, im useless at 3am",
        c("user", "wife", "Priya", "wife's name is Priya"),
        FRAGMENT,
    ),
    honest(
        "t-coffee",
        "en",
        "I drink way too much coffee now, 5 cups a day minimum ☕",
        c("user", "coffee", "5 cups a day", "5 cups a day minimum"),
        PLAIN,
    ),
    honest(
        "t-lufc",
        "en",
        "Leeds United season ticket holder, been going since I was 8",
        c("user", "football_team", "Leeds United", "Leeds United season ticket holder"),
        FRAGMENT,
    ),
    honest(
        "t-hull",
        "en",
        "she's up in Aberdeen now, I grew up in Hull",
        c("user", "hometown", "Hull", "I grew up in Hull"),
        BESIDE,
        earlier=(
            (
                "my mum's staying with us this week to help out",
                "That sounds like a lifeline. Is she local? Where did you grow up?",
            ),
        ),
    ),
    honest(
        "t-night-feeds",
        "en",
        "Priya's the early riser, I do the night feeds",
        c("user", "role", "night feeds", "I do the night feeds"),
        BESIDE,
    ),
    # Rick
    honest(
        "r-electrician",
        "en",
        "electrician. commercial mostly",
        c("user", "job", "electrician", "electrician. commercial mostly"),
        ANSWER,
        ai_before="What do you do for work, Rick?",
    ),
    honest(
        "r-phoenix",
        "en",
        "Phoenix, born and raised, the heat doesn't bother me",
        c("user", "city", "Phoenix", "Phoenix, born and raised"),
        FRAGMENT,
    ),
    honest(
        "r-custody",
        "en",
        "I have the kids every other weekend, Kayla and Ben",
        c("user", "custody", "every other weekend", "I have the kids every other weekend"),
        BESIDE,
    ),
    honest(
        "r-age",
        "en",
        "47 and just learned to cook lasagna lol",
        c("user", "age", "47", "47 and just learned to cook"),
        FRAGMENT,
    ),
    honest(
        "r-divorced",
        "en",
        "still married? lol no. divorced 2 years",
        c("user", "marital_status", "divorced", "divorced 2 years"),
        AFTER,
        ai_before="Since you and your wife are still married, how do the weekends work?",
    ),
    honest(
        "r-sober", "en", "I don't drink anymore, 3 years sober", c("user", "sober", "3 years", "3 years sober"), AFTER
    ),
    honest(
        "r-f150",
        "en",
        "drive a beat up F-150, Dana got the Tahoe lol",
        c("user", "car", "F-150", "drive a beat up F-150"),
        BESIDE,
    ),
    honest(
        "r-suns", "en", "I'm not a Cardinals fan, I'm a Suns guy", c("user", "team", "Suns", "I'm a Suns guy"), AFTER
    ),
    honest(
        "r-years",
        "en",
        "22 years. started at 25 as an apprentice",
        c("user", "years_in_trade", "22 years", "22 years"),
        ANSWER,
        ai_before="How long have you been in the trade?",
    ),
    honest(
        "r-tasha",
        "en",
        "me and Tasha have been dating 8 months, kids like her",
        c("user", "girlfriend", "Tasha", "me and Tasha have been dating 8 months"),
        BESIDE,
    ),
    # 陳婆婆
    honest("g-age", "zh", "我今年七十三歲，身體仲算硬朗", c("user", "age", "七十三歲", "我今年七十三歲"), PLAIN),
    honest("g-kwuntong", "zh", "我住觀塘，個仔喺多倫多", c("user", "district", "觀塘", "我住觀塘"), BESIDE),
    honest(
        "g-kwuntong-after",
        "zh",
        "沙田？唔係呀，我住觀塘",
        c("user", "district", "觀塘", "我住觀塘"),
        AFTER,
        ai_before="婆婆，你係咪住沙田㗎？",
    ),
    honest("g-taichi", "zh", "朝朝去公園打太極，風雨不改", c("user", "hobby", "打太極", "朝朝去公園打太極"), PLAIN),
    honest("g-shunde", "zh", "我係順德人，細個先嚟香港", c("user", "hometown", "順德", "我係順德人"), PLAIN),
    honest(
        "g-mahjong",
        "zh",
        "打麻雀囉，禮拜三同禮拜六",
        c("user", "hobby", "打麻雀", "打麻雀囉"),
        ANSWER,
        ai_before="婆婆平時有咩消遣呀？",
    ),
    honest("g-alone", "zh", "老公走咗五年啦，而家我一個人住", c("user", "living", "一個人住", "而家我一個人住"), PLAIN),
    honest("g-diabetes", "zh", "我有糖尿病，日日要食藥", c("user", "condition", "糖尿病", "我有糖尿病"), PLAIN),
    honest(
        "g-age-beside",
        "zh",
        "佢十二，我七十三咯",
        c("user", "age", "七十三", "我七十三咯"),
        BESIDE,
        earlier=(("今日個孫嚟探我", "好呀，佢幾多歲啦？婆婆你又幾多歲？"),),
    ),
    honest("g-parrot", "zh", "我隻鸚鵡叫阿寶，識講早晨㗎 🦜", c("user", "pet_name", "阿寶", "我隻鸚鵡叫阿寶"), PLAIN),
    # 王丽
    honest(
        "w-shop",
        "zh",
        "我在玉林路开了家串串店，开了六年了",
        c("user", "business", "串串店", "我在玉林路开了家串串店"),
        PLAIN,
    ),
    honest("w-zigong", "zh", "我是自贡人，嫁到成都来的", c("user", "hometown", "自贡", "我是自贡人"), PLAIN),
    honest(
        "w-zigong-answer",
        "zh",
        "不是，自贡的",
        c("user", "hometown", "自贡", "自贡的"),
        ANSWER,
        earlier=(("店里的小刘是重庆人，吃辣比我还凶", "哈哈。那你呢，是成都本地的吗？"),),
    ),
    honest("w-age", "zh", "38岁了，女儿都初三了", c("user", "age", "38岁", "38岁了"), BESIDE),
    honest(
        "w-staff",
        "zh",
        "五个，加上我六个",
        c("user", "employees", "五个", "五个，加上我六个"),
        ANSWER,
        ai_before="店里请了几个人？",
    ),
    honest(
        "w-six-am",
        "zh",
        "每天早上六点起来炒底料，累死了😩",
        c("user", "wake_time", "六点", "每天早上六点起来炒底料"),
        FRAGMENT,
    ),
    honest("w-minds-shop", "zh", "我老公跑滴滴，我守店", c("user", "job", "守店", "我守店"), BESIDE),
    honest(
        "w-chuanchuan",
        "zh",
        "火锅店？不是不是，我们是串串",
        c("user", "business", "串串", "我们是串串"),
        AFTER,
        ai_before="你开的是火锅店对吧？",
    ),
    honest(
        "w-douyin",
        "zh",
        "我开了个抖音号卖底料，三千多粉丝了😄",
        c("user", "douyin_followers", "三千多", "三千多粉丝了"),
        PLAIN,
    ),
    # 張家瑜
    honest("y-tainan", "zh", "我是台南人，在新竹唸研究所", c("user", "hometown", "台南", "我是台南人"), PLAIN),
    honest("y-nthu", "zh", "清大材料所碩二，快要口試了", c("user", "school", "清大", "清大材料所碩二"), FRAGMENT),
    honest(
        "y-nthu-after",
        "zh",
        "不是台大啦，是清大",
        c("user", "school", "清大", "是清大"),
        AFTER,
        ai_before="你是在台大讀書對吧？",
    ),
    honest("y-age", "zh", "今年 26 歲，感覺已經老了 😂", c("user", "age", "26", "今年 26 歲"), PLAIN),
    honest(
        "y-dorm",
        "zh",
        "學校宿舍，跟一個高雄的室友",
        c("user", "residence", "學校宿舍", "學校宿舍"),
        ANSWER,
        ai_before="你現在住哪裡？",
    ),
    honest("y-ta", "zh", "我有在當助教，一個月多八千塊", c("user", "job", "助教", "我有在當助教"), PLAIN),
    honest("y-hsinchu", "zh", "男朋友在台北，我在新竹，遠距離好累", c("user", "city", "新竹", "我在新竹"), BESIDE),
    honest(
        "y-peanut", "zh", "我對花生過敏，所以鹹酥雞都要先問老闆", c("user", "allergy", "花生", "我對花生過敏"), PLAIN
    ),
    honest("y-bike", "zh", "我每天都騎腳踏車去實驗室", c("user", "commute", "騎腳踏車", "騎腳踏車去實驗室"), PLAIN),
    honest("y-major", "zh", "我跟室友都在清大，她唸化工我唸材料", c("user", "major", "材料", "我唸材料"), BESIDE),
    # 周婧
    honest("z-freelance", "zh", "我是自由译者，主要做日译中", c("user", "job", "自由译者", "我是自由译者"), PLAIN),
    honest(
        "z-dali", "zh", "前年从上海搬到大理，现在住在古城边上", c("user", "city", "大理", "前年从上海搬到大理"), BESIDE
    ),
    honest("z-tortoise", "zh", "我养了只乌龟，叫慢慢 🐢", c("user", "pet", "乌龟", "我养了只乌龟"), PLAIN),
    honest(
        "z-age",
        "zh",
        "33，单身，我妈比我还急",
        c("user", "age", "33", "33，单身"),
        ANSWER,
        ai_before="方便问下你多大吗？",
    ),
    honest("z-n1", "zh", "日语 N1，英语也还行", c("user", "japanese_level", "N1", "日语 N1"), FRAGMENT),
    honest(
        "z-daily",
        "zh",
        "每天翻五六千字，眼镜度数又涨了😵",
        c("user", "daily_output", "五六千字", "每天翻五六千字"),
        FRAGMENT,
    ),
    honest(
        "z-translate",
        "zh",
        "教英语？哈哈没有，我做翻译",
        c("user", "job", "翻译", "我做翻译"),
        AFTER,
        ai_before="你是在大理教英语吗？",
    ),
    honest("z-cat-allergy", "zh", "我对猫毛过敏，所以养的是乌龟", c("user", "allergy", "猫毛", "我对猫毛过敏"), PLAIN),
    # 老赵
    honest(
        "n-four", "zh", "俺种了四个大棚，黄瓜和西红柿", c("user", "greenhouses", "四个大棚", "俺种了四个大棚"), PLAIN
    ),
    honest("n-shouguang", "zh", "俺是寿光的，祖祖辈辈种菜", c("user", "hometown", "寿光", "俺是寿光的"), PLAIN),
    honest(
        "n-age",
        "zh",
        "五十五了，身子骨还行",
        c("user", "age", "五十五", "五十五了"),
        ANSWER,
        ai_before="您今年多大岁数了？",
    ),
    honest(
        "n-douyin", "zh", "我在抖音上卖菜，闺女帮我拍视频", c("user", "sales_channel", "抖音", "我在抖音上卖菜"), BESIDE
    ),
    honest("n-bp", "zh", "俺有高血压，天天吃药", c("user", "condition", "高血压", "俺有高血压"), PLAIN),
    honest("n-at-home", "zh", "儿子在青岛，俺和老伴在家种菜", c("user", "job", "种菜", "俺和老伴在家种菜"), BESIDE),
    honest(
        "n-cucumber",
        "zh",
        "草莓？不是，俺种黄瓜和西红柿",
        c("user", "crop", "黄瓜", "俺种黄瓜和西红柿"),
        AFTER,
        ai_before="您种的是草莓吧？",
    ),
    honest(
        "n-four-am", "zh", "俺天天早上四点起来下棚", c("user", "wake_time", "四点", "俺天天早上四点起来下棚"), PLAIN
    ),
    honest("n-phone", "zh", "俺不会用电脑，就会用手机", c("user", "skill", "用手机", "就会用手机"), AFTER),
]
