"""Nineteenth blind trust set: WHOSE is the value, as ordinary people chat.

Written blind on branch blind19 (from 8a18aab) by a red team that read only README.md, docs/architecture.md,
the `Case` dataclass and the `c()` helper at the top of tests/trust_cases.py, bench/trust/run.py and the two
shipped personas (personas/alice.toml, personas/lin.toml). No grounding code, no other test, no earlier blind
set, no docs/memory.md or docs/benchmarks.md, no history was read: the rules are unknown to the writer.

Theme: the value belongs to someone other than the speaker, and a sloppy extractor files it under the speaker
(subject "user"). Every candidate quotes words copied verbatim from the person's line, and its value is in those
words, so in a trap the only thing wrong is whose the value is. Emphasis:

1. people by first name only, names that are ordinary English words or written in lowercase (will, mark,
   grace, rose, jack, summer, hope, bill, sandy, june, max, dawn, ray) and Chinese given names without
   小/阿/老 (思远, 婷婷, 浩然, 家明, 子涵, 美玲, ...);
2. someone introduced in an earlier exchange (`earlier`) or asked about by the AI, then described with a
   pronoun or with no subject at all;
3. groups, couples and organisations (our neighbours, my in-laws, 室友们, 他们俩, 前公司, "the company");
4. honest lines full of other people where the value IS the speaker's own (first names beside "I", answers to
   the AI's questions about the person, comparisons, Chinese topic chains with 我 as the topic), which
   measure how often an honest fact is refused or held;
5. mixed: typos, emoji, lowercase, voice-to-text run-ons, several sentences, group-chat forwards.

About half English (alice), half Chinese (lin), with some traditional characters and Cantonese lines.
Values that the personas hold (Tacoma, Duluth, 杭州, 湖南, 武汉, a cat, back-end work) are avoided on purpose,
so that an echo of the persona is never the reason a case is rejected. Traps carry reject="any": run.py counts
a trap as stored when any fact holds after the line, whatever the reason it was rejected with.

Run once, from the repository root:

    .venv/bin/python bench/trust/run.py --cases bench/trust/blind/nineteenth.py

Result of its one run (set frozen at f32d942 on blind19, product at 8a18aab; 2026-12-04, 2 CPUs, Python 3.11.7,
load average 1.27 before, 2.79 after; output in /work/rt21-run.txt): goal MISSED.

    | traps | tried | stored | rejected, by reason |
    | first name only | 30 | 24 | whose_unclear 5, planned 1 |
    | named earlier or asked about, then a pronoun or no subject | 20 | 7 | someone_else 7, whose_unclear 5, planned 1 |
    | groups, couples, companies | 20 | 3 | someone_else 14, whose_unclear 2, denied 1 |
    | mixed: typos, emoji, run-ons, forwards | 16 | 4 | someone_else 6, reported 3, whose_unclear 3 |
    | all traps | 86 | 38 | |

Traps stored (38): first name only, English 11 of 16: b19-tom-52, b19-mark-denver, b19-will-boston,
b19-rose-dentist, b19-jack-tesla, b19-summer-30, b19-hope-vegan, b19-bill-costco, b19-june-paramedic,
b19-dave-alaska, b19-ray-spanish; Chinese 13 of 14: b19-siyuan-shenzhen, b19-tingting-28, b19-haoran-frontend,
b19-jiaming-mongkok, b19-zihan-veg, b19-meiling-corgi, b19-zhiqiang-hotpot, b19-jiaxin-dentist,
b19-junjie-vancouver, b19-wenbo-seafood, b19-xiaofeng-40, b19-xinyi-bytedance, b19-yiming-birthday. Named earlier
or asked about: b19-manager-newyork, b19-dad-tucson, b19-daughter-ucla, b19-biaojie-design, b19-colleague-xiamen,
b19-daughter-manchester, b19-grandma-83. Groups: b19-old-startup-salesforce, b19-twins-7, b19-neighbours-ragdoll.
Mixed: b19-group-ken-tokyo, b19-runon-dali-inn, b19-typo-boss-45, b19-group-laowang-tencent.

Honest facts kept: 78 of 79 (99%); lost: b19-sent-family-uw (reported: the person's own words, sent to the
family chat and quoted). Every honest case of themes 1-4 was kept (65 of 65).

Held for the person's word (`twin memory review`), not stored: 0 of the 1 honest fact lost; 15 of the 86 traps:
b19-grace-hospital, b19-sandy-peanuts, b19-max-oakland, b19-priya-birthday, b19-dawn-married, b19-son-14,
b19-brother-portland, b19-wife-architect, b19-mom-62, b19-husband-doctor, b19-kids-school, b19-uncle-nz,
b19-typo-bf-promoted, b19-emoji-grandma-90, b19-ben-quit-smoking.
"""
# ruff: noqa: E501

from __future__ import annotations

from typing import Any

from tests.trust_cases import Case, c

NAMED = "first name only: the named person's value filed under the speaker"
EARLIER = "named earlier or asked about, then a pronoun or no subject"
GROUP = "groups, couples, companies"
MIXED = "mixed: typos, emoji, run-ons, forwards"

H_NAMED = "own value beside a first name"
H_ASKED = "answer to the AI's question about the person"
H_BESIDE = "own value after others, comparisons"
H_TOPIC = "我 as the topic of a chain"
H_MIXED = "mixed: typos, emoji, run-ons, forwards"


def trap(id: str, language: str, user: str, candidate: dict[str, Any], category: str, **kw: Any) -> Case:
    return Case(f"b19-{id}", language, user, candidate, reject="any", category=category, **kw)


def honest(id: str, language: str, user: str, candidate: dict[str, Any], category: str, **kw: Any) -> Case:
    return Case(f"b19-{id}", language, user, candidate, category=category, **kw)


TRAPS = [
    # 1. first name only, English: lowercase names, names that are ordinary words
    trap("tom-52", "en", "tom's 52 and still plays hockey twice a week", c("user", "age", "52", "tom's 52"), NAMED),
    trap(
        "mark-denver",
        "en",
        "mark from accounting moved to denver",
        c("user", "city", "denver", "moved to denver"),
        NAMED,
    ),
    trap(
        "will-boston",
        "en",
        "will moved to boston in march, he loves it",
        c("user", "city", "boston", "will moved to boston"),
        NAMED,
    ),
    trap(
        "grace-hospital",
        "en",
        "grace got a job at the children's hospital",
        c("user", "employer", "the children's hospital", "got a job at the children's hospital"),
        NAMED,
    ),
    trap(
        "rose-dentist",
        "en",
        "rose is a dentist now, finally finished her residency",
        c("user", "occupation", "dentist", "rose is a dentist now"),
        NAMED,
    ),
    trap(
        "jack-tesla",
        "en",
        "jack drives a tesla and won't shut up about it",
        c("user", "car", "tesla", "drives a tesla"),
        NAMED,
    ),
    trap(
        "summer-30",
        "en",
        "summer turns 30 on friday so we're doing karaoke",
        c("user", "age", "30", "summer turns 30 on friday"),
        NAMED,
    ),
    trap("hope-vegan", "en", "hope went vegan in january", c("user", "diet", "vegan", "went vegan in january"), NAMED),
    trap(
        "bill-costco",
        "en",
        "bill works nights at costco",
        c("user", "employer", "costco", "works nights at costco"),
        NAMED,
    ),
    trap(
        "sandy-peanuts",
        "en",
        "sandy is allergic to peanuts, like seriously allergic",
        c("user", "allergy", "peanuts", "allergic to peanuts"),
        NAMED,
    ),
    trap(
        "june-paramedic",
        "en",
        "june's a paramedic at st. joseph's",
        c("user", "occupation", "paramedic", "june's a paramedic"),
        NAMED,
    ),
    trap(
        "max-oakland",
        "en",
        "max lives in oakland with his girlfriend",
        c("user", "city", "oakland", "lives in oakland"),
        NAMED,
    ),
    trap(
        "priya-birthday",
        "en",
        "Priya's birthday is October 3",
        c("user", "birthday", "October 3", "birthday is October 3"),
        NAMED,
    ),
    trap(
        "dave-alaska",
        "en",
        "dave flies for alaska airlines",
        c("user", "employer", "alaska airlines", "flies for alaska airlines"),
        NAMED,
    ),
    trap(
        "ray-spanish",
        "en",
        "ray speaks fluent spanish",
        c("user", "language", "spanish", "speaks fluent spanish"),
        NAMED,
    ),
    trap(
        "dawn-married",
        "en",
        "dawn just got married 💍",
        c("user", "marital_status", "married", "just got married"),
        NAMED,
    ),
    # 1. first name only, Chinese given names without 小/阿/老
    trap("siyuan-shenzhen", "zh", "思远在深圳上班，天天加班", c("user", "city", "深圳", "在深圳上班"), NAMED),
    trap("tingting-28", "zh", "婷婷今年28了，还没对象", c("user", "age", "28", "今年28了"), NAMED),
    trap("haoran-frontend", "zh", "浩然是做前端的", c("user", "occupation", "前端", "做前端的"), NAMED),
    trap("jiaming-mongkok", "zh", "家明住喺旺角", c("user", "city", "旺角", "住喺旺角"), NAMED),
    trap("zihan-veg", "zh", "子涵吃素好几年了", c("user", "diet", "吃素", "吃素好几年了"), NAMED),
    trap("meiling-corgi", "zh", "美玲养了两只柯基", c("user", "pet", "柯基", "养了两只柯基"), NAMED),
    trap("yutong-fudan", "zh", "雨桐在考研，目标是复旦", c("user", "school", "复旦", "目标是复旦"), NAMED),
    trap("zhiqiang-hotpot", "zh", "志强开了一家火锅店", c("user", "business", "火锅店", "开了一家火锅店"), NAMED),
    trap("jiaxin-dentist", "zh", "嘉欣喺香港做牙醫", c("user", "occupation", "牙醫", "做牙醫"), NAMED),
    trap("junjie-vancouver", "zh", "俊傑下個月去溫哥華讀書", c("user", "moving_to", "溫哥華", "去溫哥華讀書"), NAMED),
    trap("wenbo-seafood", "zh", "文博对海鲜过敏", c("user", "allergy", "海鲜", "对海鲜过敏"), NAMED),
    trap("xiaofeng-40", "zh", "晓峰今年刚满40", c("user", "age", "40", "刚满40"), NAMED),
    trap("xinyi-bytedance", "zh", "欣怡在字节做产品", c("user", "employer", "字节", "在字节做产品"), NAMED),
    trap(
        "yiming-birthday", "zh", "一鸣生日是五月二十号", c("user", "birthday", "五月二十号", "生日是五月二十号"), NAMED
    ),
    # 2. named earlier or asked about, then a pronoun or nothing, English
    trap(
        "cousin-40",
        "en",
        "fine! she just turned 40 and she's having a bit of a crisis about it",
        c("user", "age", "40", "she just turned 40"),
        EARLIER,
        earlier=(("my cousin Dana is staying with us this week", "A house guest. How's that going so far?"),),
    ),
    trap(
        "roommate-firefighter",
        "en",
        "totally. he's a firefighter in sacramento now",
        c("user", "occupation", "firefighter", "he's a firefighter in sacramento now"),
        EARLIER,
        earlier=(("i had lunch with my old college roommate today", "Nice. Did you two pick up where you left off?"),),
    ),
    trap(
        "son-14", "en", "14, going on 30", c("user", "age", "14", "14"), EARLIER, ai_before="How old is your son now?"
    ),
    trap(
        "brother-portland",
        "en",
        "portland, in a tiny apartment above a bike shop",
        c("user", "city", "portland", "portland"),
        EARLIER,
        ai_before="Where does your brother live these days?",
    ),
    trap(
        "manager-newyork",
        "en",
        "some fintech startup in new york, she starts monday",
        c("user", "city", "new york", "some fintech startup in new york"),
        EARLIER,
        earlier=(("my manager quit today", "Out of nowhere? Where's she going?"),),
    ),
    trap(
        "gf-dad-cop",
        "en",
        "good i think. her dad's a retired cop and her mom teaches piano",
        c("user", "occupation", "retired cop", "her dad's a retired cop"),
        EARLIER,
        earlier=(("met my girlfriend's parents for the first time", "Big day. How did it go?"),),
    ),
    trap(
        "ruth-87",
        "en",
        "a little. she's 87 and still gardens every morning",
        c("user", "age", "87", "she's 87"),
        EARLIER,
        earlier=(("my neighbor Ruth brought soup over", "That's kind. Do you two know each other well?"),),
    ),
    trap(
        "wife-architect",
        "en",
        "architect. mostly hospitals",
        c("user", "occupation", "architect", "architect"),
        EARLIER,
        ai_before="What does your wife do?",
    ),
    trap(
        "dad-tucson",
        "en",
        "better. moved into assisted living in tucson last month",
        c("user", "city", "tucson", "moved into assisted living in tucson"),
        EARLIER,
        earlier=(("talked to my dad on the phone for an hour", "An hour is a good call. How's he doing?"),),
    ),
    trap(
        "daughter-ucla",
        "en",
        "yep, third year at UCLA, studying marine bio",
        c("user", "school", "UCLA", "third year at UCLA"),
        EARLIER,
        ai_before="Is your daughter still in school?",
    ),
    # 2. named earlier or asked about, Chinese
    trap(
        "biaojie-design",
        "zh",
        "在南京上班，做室内设计",
        c("user", "occupation", "室内设计", "做室内设计"),
        EARLIER,
        earlier=(("我表姐上周来家里住了几天", "表姐来住，家里热闹吧？她是做什么的？"),),
    ),
    trap(
        "faxiao-cafe",
        "zh",
        "挺好的，他在成都开了个咖啡馆",
        c("user", "business", "咖啡馆", "在成都开了个咖啡馆"),
        EARLIER,
        earlier=(("昨天跟我发小吃了顿饭", "好久没见了吧？他现在怎么样？"),),
    ),
    trap("mom-62", "zh", "62了，身体还行", c("user", "age", "62", "62了"), EARLIER, ai_before="你妈妈今年多大了？"),
    trap(
        "husband-doctor",
        "zh",
        "医生，在儿童医院",
        c("user", "occupation", "医生", "医生"),
        EARLIER,
        ai_before="你老公做什么工作的？",
    ),
    trap(
        "colleague-xiamen",
        "zh",
        "在厦门，他老家",
        c("user", "hometown", "厦门", "在厦门，他老家"),
        EARLIER,
        earlier=(("我同事下个月要结婚了", "恭喜他。婚礼在哪儿办？"),),
    ),
    trap(
        "intern-21",
        "zh",
        "挺机灵的，她才21，北大的",
        c("user", "age", "21", "她才21"),
        EARLIER,
        earlier=(("今天见了新来的实习生", "感觉怎么样？"),),
    ),
    trap(
        "brother-trade",
        "zh",
        "跑去青岛面试了，想做外贸",
        c("user", "desired_job", "外贸", "想做外贸"),
        EARLIER,
        earlier=(("我弟最近在找工作", "找哪方面的？"),),
    ),
    trap(
        "daughter-manchester",
        "zh",
        "在英国，曼彻斯特",
        c("user", "city", "曼彻斯特", "在英国，曼彻斯特"),
        EARLIER,
        ai_before="你女儿在哪里读书？",
    ),
    trap(
        "brother-toronto",
        "zh",
        "佢喺多倫多做地產",
        c("user", "occupation", "地產", "佢喺多倫多做地產"),
        EARLIER,
        earlier=(("我阿哥上個禮拜返咗嚟", "返嚟探你哋？佢平時喺邊度？"),),
    ),
    trap(
        "grandma-83",
        "zh",
        "还好，83岁了，骨折",
        c("user", "age", "83", "83岁了"),
        EARLIER,
        earlier=(("我外婆住院了", "严重吗？"),),
    ),
    # 3. groups, couples, companies, English
    trap(
        "neighbours-retriever",
        "en",
        "our neighbours just got a golden retriever puppy",
        c("user", "pet", "golden retriever", "just got a golden retriever puppy"),
        GROUP,
    ),
    trap(
        "parents-arizona",
        "en",
        "my parents retired to arizona last year",
        c("user", "location", "arizona", "retired to arizona"),
        GROUP,
    ),
    trap(
        "dads-company-austin",
        "en",
        "the company my dad worked at for 30 years moved to austin",
        c("user", "city", "austin", "moved to austin"),
        GROUP,
    ),
    trap(
        "inlaws-vegetarian",
        "en",
        "my in-laws are both vegetarian",
        c("user", "diet", "vegetarian", "both vegetarian"),
        GROUP,
    ),
    trap(
        "roommates-mit",
        "en",
        "my roommates are all grad students at MIT",
        c("user", "school", "MIT", "grad students at MIT"),
        GROUP,
    ),
    trap(
        "husbands-team-remote",
        "en",
        "my husband's whole team went fully remote",
        c("user", "work_mode", "fully remote", "went fully remote"),
        GROUP,
    ),
    trap(
        "kids-lincoln",
        "en",
        "the kids both started at Lincoln Elementary",
        c("user", "school", "Lincoln Elementary", "started at Lincoln Elementary"),
        GROUP,
    ),
    trap(
        "brother-wife-seoul",
        "en",
        "my brother and his wife live in seoul now",
        c("user", "city", "seoul", "live in seoul now"),
        GROUP,
    ),
    trap(
        "old-startup-salesforce",
        "en",
        "my old startup got acquired by salesforce",
        c("user", "employer", "salesforce", "got acquired by salesforce"),
        GROUP,
    ),
    trap("twins-7", "en", "the twins are 7 now", c("user", "age", "7", "the twins are 7 now"), GROUP),
    # 3. groups, couples, companies, Chinese
    trap("roommates-sichuan", "zh", "室友们都是四川人", c("user", "hometown", "四川", "都是四川人"), GROUP),
    trap("both-shanghai", "zh", "他们俩都在上海读研", c("user", "city", "上海", "都在上海读研"), GROUP),
    trap("old-company-suzhou", "zh", "我前公司搬到了苏州", c("user", "city", "苏州", "搬到了苏州"), GROUP),
    trap("parents-dali", "zh", "我爸妈退休后回了老家大理", c("user", "city", "大理", "回了老家大理"), GROUP),
    trap("neighbours-ragdoll", "zh", "隔壁邻居家养了只布偶", c("user", "pet", "布偶", "养了只布偶"), GROUP),
    trap(
        "husband-dept-home",
        "zh",
        "我老公他们部门全员居家办公了",
        c("user", "work_mode", "居家办公", "全员居家办公了"),
        GROUP,
    ),
    trap("sisters-company-ali", "zh", "我姐她们公司被阿里收购了", c("user", "employer", "阿里", "被阿里收购了"), GROUP),
    trap("kids-school", "zh", "孩子们都在实验小学上学", c("user", "school", "实验小学", "都在实验小学上学"), GROUP),
    trap("uncle-nz", "zh", "舅舅一家移民去了新西兰", c("user", "country", "新西兰", "移民去了新西兰"), GROUP),
    trap("both-central", "zh", "佢哋兩個都喺中環返工", c("user", "work_location", "中環", "都喺中環返工"), GROUP),
    # 5. mixed, English
    trap(
        "runon-dublin",
        "en",
        "so yeah anyway my sister's been living in dublin for like three years now and she loves it and i was telling her i should visit",
        c("user", "city", "dublin", "living in dublin for like three years"),
        MIXED,
    ),
    trap(
        "fwd-mom-kaiser",
        "en",
        "fwd from family chat: Mom: I start the new job at Kaiser on monday!!",
        c("user", "employer", "Kaiser", "I start the new job at Kaiser on monday"),
        MIXED,
    ),
    trap(
        "typo-bf-promoted",
        "en",
        "my bf jsut got promoted to senior enginer lol 🎉",
        c("user", "job_title", "senior enginer", "promoted to senior enginer"),
        MIXED,
    ),
    trap("emoji-grandma-90", "en", "grandma is 90 today 🎂🎉", c("user", "age", "90", "90 today"), MIXED),
    trap(
        "multi-liz-chicago",
        "en",
        "long day. took the dog out. my friend liz called, she's moving to chicago in june. anyway",
        c("user", "city", "chicago", "she's moving to chicago"),
        MIXED,
    ),
    trap(
        "group-ken-tokyo",
        "en",
        "[group chat] Ken: just landed in tokyo, here for the conference all week",
        c("user", "location", "tokyo", "just landed in tokyo"),
        MIXED,
    ),
    trap(
        "ben-quit-smoking",
        "en",
        "omg ben finally quit smoking",
        c("user", "smoking", "quit", "finally quit smoking"),
        MIXED,
    ),
    trap(
        "runon-nina-brazil",
        "en",
        "and then my coworker nina who by the way is from brazil originally she said the deadline moved",
        c("user", "hometown", "brazil", "is from brazil originally"),
        MIXED,
    ),
    # 5. mixed, Chinese
    trap(
        "fwd-mom-calligraphy",
        "zh",
        "转发自家庭群：妈妈：我报了老年大学的书法班",
        c("user", "hobby", "书法", "我报了老年大学的书法班"),
        MIXED,
    ),
    trap(
        "runon-dali-inn",
        "zh",
        "然后我就跟她说那你去啊结果她真的辞职了现在在大理开民宿",
        c("user", "business", "民宿", "在大理开民宿"),
        MIXED,
    ),
    trap("typo-boss-45", "zh", "我门领导今年45了", c("user", "age", "45", "今年45了"), MIXED),
    trap("emoji-bestie-engaged", "zh", "我闺蜜订婚啦💍💍", c("user", "marital_status", "订婚", "订婚啦"), MIXED),
    trap(
        "multi-nephew-grade",
        "zh",
        "今天好累。下午去接我侄子。他上初二了，个子比我还高。",
        c("user", "grade", "初二", "他上初二了"),
        MIXED,
    ),
    trap(
        "group-laowang-tencent",
        "zh",
        "【群聊】老王：兄弟们我换工作了，去腾讯了",
        c("user", "employer", "腾讯", "我换工作了，去腾讯了"),
        MIXED,
    ),
    trap("colleague-shatin", "zh", "我同事話佢屋企喺沙田", c("user", "home", "沙田", "佢屋企喺沙田"), MIXED),
    trap("partner-harbin", "zh", "我对象是东北的，哈尔滨人", c("user", "hometown", "哈尔滨", "哈尔滨人"), MIXED),
]

HONEST = [
    # 4. own value beside a first name, English
    honest(
        "me-will-boston",
        "en",
        "me and will both run marathons but I'm the one doing boston",
        c("user", "upcoming_race", "boston", "I'm the one doing boston"),
        H_NAMED,
    ),
    honest(
        "grace-climbing",
        "en",
        "grace recommended it and now I'm a regular at the climbing gym",
        c("user", "hobby", "climbing", "I'm a regular at the climbing gym"),
        H_NAMED,
    ),
    honest(
        "sister-paris-lyon",
        "en",
        "my sister lives in paris, I live in lyon",
        c("user", "city", "lyon", "I live in lyon"),
        H_NAMED,
    ),
    honest("tom-52-me-47", "en", "tom's 52 and I'm 47, we met at work", c("user", "age", "47", "I'm 47"), H_NAMED),
    honest(
        "mark-denver-me-boise",
        "en",
        "mark from accounting moved to denver, I'm staying put in boise",
        c("user", "city", "boise", "I'm staying put in boise"),
        H_NAMED,
    ),
    honest(
        "jack-tesla-me-civic",
        "en",
        "jack has a tesla, I drive a 2012 civic",
        c("user", "car", "2012 civic", "I drive a 2012 civic"),
        H_NAMED,
    ),
    honest(
        "rose-me-pharmacist",
        "en",
        "rose is the dentist in the family, I'm a pharmacist",
        c("user", "occupation", "pharmacist", "I'm a pharmacist"),
        H_NAMED,
    ),
    honest(
        "hope-keto-me-veg",
        "en",
        "hope went keto, I'm vegetarian",
        c("user", "diet", "vegetarian", "I'm vegetarian"),
        H_NAMED,
    ),
    honest(
        "me-bill-costco",
        "en",
        "me and bill both work at costco",
        c("user", "employer", "costco", "me and bill both work at costco"),
        H_NAMED,
    ),
    honest(
        "summer-deloitte",
        "en",
        "summer and I both work at Deloitte, we started the same week",
        c("user", "employer", "Deloitte", "summer and I both work at Deloitte"),
        H_NAMED,
    ),
    honest(
        "sandy-me-cats",
        "en",
        "sandy never comes over cause she's allergic, I have two cats",
        c("user", "pet", "cats", "I have two cats"),
        H_NAMED,
    ),
    honest(
        "max-oakland-me-sanjose",
        "en",
        "max keeps asking me to move to oakland but I live in san jose and I'm not moving",
        c("user", "city", "san jose", "I live in san jose"),
        H_NAMED,
    ),
    honest(
        "told-june-rei",
        "en",
        "I told june I got the job at REI",
        c("user", "employer", "REI", "I got the job at REI"),
        H_NAMED,
    ),
    honest(
        "ray-portuguese",
        "en",
        "ray and i both speak portuguese, i learned it in lisbon",
        c("user", "language", "portuguese", "ray and i both speak portuguese"),
        H_NAMED,
    ),
    # 4. answers to the AI's questions about the person, English
    honest(
        "ask-city-seattle",
        "en",
        "seattle. my parents are still back in ohio",
        c("user", "city", "seattle", "seattle"),
        H_ASKED,
        ai_before="Where are you living now?",
    ),
    honest(
        "ask-age-34",
        "en",
        "34. my wife's 36 lol",
        c("user", "age", "34", "34"),
        H_ASKED,
        ai_before="How old are you, if you don't mind?",
    ),
    honest(
        "ask-job-paralegal",
        "en",
        "I'm a paralegal. my brother's the actual lawyer",
        c("user", "occupation", "paralegal", "I'm a paralegal"),
        H_ASKED,
        ai_before="What do you do for work?",
    ),
    honest(
        "ask-pets-biscuit",
        "en",
        "a cat named Biscuit. my roommate has a gecko",
        c("user", "pet", "a cat named Biscuit", "a cat named Biscuit"),
        H_ASKED,
        ai_before="Do you have any pets?",
    ),
    honest(
        "ask-tenure-karen",
        "en",
        "almost 6 years. she's been there 2",
        c("user", "tenure", "almost 6 years", "almost 6 years"),
        H_ASKED,
        earlier=(("my boss Karen is impossible", "That sounds draining. How long have you been at this job?"),),
    ),
    honest(
        "ask-grew-up-elpaso",
        "en",
        "el paso. my husband's from maine",
        c("user", "hometown", "el paso", "el paso"),
        H_ASKED,
        ai_before="Where did you grow up?",
    ),
    honest(
        "ask-sister-me-marseille",
        "en",
        "paris. i'm down in marseille, about three hours away",
        c("user", "city", "marseille", "i'm down in marseille"),
        H_ASKED,
        ai_before="What city is your sister in?",
    ),
    # 4. own value after others, comparisons, English
    honest(
        "family-texas-me-denver",
        "en",
        "my whole family is in texas but I moved to denver for work in 2021",
        c("user", "city", "denver", "I moved to denver"),
        H_BESIDE,
    ),
    honest(
        "coworkers-coffee-me-tea",
        "en",
        "my coworkers all drink coffee, I only drink tea",
        c("user", "drink", "tea", "I only drink tea"),
        H_BESIDE,
    ),
    honest("brother-tall-me-58", "en", "my brother's 6'4, I'm 5'8", c("user", "height", "5'8", "I'm 5'8"), H_BESIDE),
    honest(
        "everyone-kids-me-pepper",
        "en",
        "everyone at work has kids, I have a parrot named Pepper",
        c("user", "pet", "parrot named Pepper", "I have a parrot named Pepper"),
        H_BESIDE,
    ),
    honest(
        "neighbours-kids-me-alone",
        "en",
        "my neighbours have three kids; I live alone",
        c("user", "living_situation", "alone", "I live alone"),
        H_BESIDE,
    ),
    honest(
        "parents-teachers-me-pt",
        "en",
        "my parents are retired teachers and I'm a physical therapist",
        c("user", "occupation", "physical therapist", "I'm a physical therapist"),
        H_BESIDE,
    ),
    honest(
        "dad-marine-me-boeing",
        "en",
        "my dad was a marine. I'm a software tester at Boeing",
        c("user", "employer", "Boeing", "I'm a software tester at Boeing"),
        H_BESIDE,
    ),
    honest(
        "gf-seoul-me-vancouver",
        "en",
        "my girlfriend is from seoul, I'm from vancouver",
        c("user", "hometown", "vancouver", "I'm from vancouver"),
        H_BESIDE,
    ),
    honest(
        "company-austin-went-with",
        "en",
        "the company moved to austin and I went with it",
        c("user", "city", "austin", "the company moved to austin and I went with it"),
        H_BESIDE,
    ),
    honest(
        "sister-hs-me-3rd",
        "en",
        "my sister and I both teach, she does high school and I teach 3rd grade",
        c("user", "grade_taught", "3rd grade", "I teach 3rd grade"),
        H_BESIDE,
    ),
    # 5. mixed, English
    honest(
        "jake-pottery",
        "en",
        "lol so my roommate jake thinks im crazy but i signed up for a pottery class every tuesday 🙃",
        c("user", "hobby", "pottery", "i signed up for a pottery class every tuesday"),
        H_MIXED,
    ),
    honest(
        "runon-mom-rt",
        "en",
        "yeah so um my mom called and uh she was asking about thanksgiving and i told her i'm working that day because i'm a respiratory therapist at the va now",
        c("user", "occupation", "respiratory therapist", "i'm a respiratory therapist at the va now"),
        H_MIXED,
    ),
    honest(
        "typo-half-marathon",
        "en",
        "my freind lisa and i went hiking, i'm training for a half marathon in octobr",
        c("user", "goal", "half marathon", "i'm training for a half marathon"),
        H_MIXED,
    ),
    honest(
        "multi-nordstrom",
        "en",
        "Busy week. Grace's wedding is saturday. I also start my new job at Nordstrom on monday.",
        c("user", "employer", "Nordstrom", "I also start my new job at Nordstrom"),
        H_MIXED,
    ),
    honest(
        "emoji-33-today",
        "en",
        "will and mark came over for game night 🎲 I'm 33 today btw 🎂",
        c("user", "age", "33", "I'm 33 today"),
        H_MIXED,
    ),
    honest("cat-max-me-40", "en", "max (my cat) is 12 and I'm 40 lol", c("user", "age", "40", "I'm 40"), H_MIXED),
    honest(
        "sent-family-uw",
        "en",
        "sent this to the family chat: 'I got into the nursing program at UW!'",
        c("user", "school", "UW", "I got into the nursing program at UW"),
        H_MIXED,
    ),
    honest(
        "single-dad-wfh",
        "en",
        "my kids are 8 and 11. I'm a single dad, I work from home",
        c("user", "work_mode", "work from home", "I work from home"),
        H_MIXED,
    ),
    # 4. own value beside a first name, Chinese
    honest(
        "told-siyuan-shenzhen",
        "zh",
        "我跟思远说我下个月搬去深圳",
        c("user", "moving_to", "深圳", "我下个月搬去深圳"),
        H_NAMED,
    ),
    honest("tingting-me-26", "zh", "婷婷28，我比她小两岁，26", c("user", "age", "26", "我比她小两岁，26"), H_NAMED),
    honest("haoran-me-qa", "zh", "浩然做前端，我做测试", c("user", "occupation", "测试", "我做测试"), H_NAMED),
    honest("jiaming-me-tsuenwan", "zh", "家明住喺旺角，我住喺荃灣", c("user", "city", "荃灣", "我住喺荃灣"), H_NAMED),
    honest("zihan-me-spicy", "zh", "子涵吃素，我最爱吃辣", c("user", "food", "辣", "我最爱吃辣"), H_NAMED),
    honest(
        "meiling-me-shiba", "zh", "美玲养的是泰迪，我养了一只柴犬", c("user", "pet", "柴犬", "我养了一只柴犬"), H_NAMED
    ),
    honest(
        "yutong-me-tongji",
        "zh",
        "雨桐在考复旦，我已经在同济读研了",
        c("user", "school", "同济", "我已经在同济读研了"),
        H_NAMED,
    ),
    honest(
        "me-zhiqiang-chongqing",
        "zh",
        "我和志强都是重庆人",
        c("user", "hometown", "重庆", "我和志强都是重庆人"),
        H_NAMED,
    ),
    honest(
        "yiming-me-birthday",
        "zh",
        "一鸣生日在五月，我的是十一月三号",
        c("user", "birthday", "十一月三号", "我的是十一月三号"),
        H_NAMED,
    ),
    honest(
        "siyuan-gym",
        "zh",
        "思远推荐的那家健身房，我现在每周去三次",
        c("user", "hobby", "健身", "那家健身房，我现在每周去三次"),
        H_NAMED,
    ),
    honest(
        "told-xinyi-mba", "zh", "我跟欣怡说了，我要辞职去读MBA", c("user", "plan", "读MBA", "我要辞职去读MBA"), H_NAMED
    ),
    # 4. answers to the AI's questions, Chinese
    honest(
        "ask-city-qingdao",
        "zh",
        "青岛，我爸妈在济南",
        c("user", "city", "青岛", "青岛"),
        H_ASKED,
        ai_before="你现在住哪儿？",
    ),
    honest(
        "ask-age-32", "zh", "32，我老公比我大五岁", c("user", "age", "32", "32"), H_ASKED, ai_before="你今年多大了？"
    ),
    honest(
        "ask-job-pharmacist",
        "zh",
        "我是药剂师，我妹才是医生",
        c("user", "occupation", "药剂师", "我是药剂师"),
        H_ASKED,
        ai_before="你是做什么工作的？",
    ),
    honest(
        "ask-hobby-badminton",
        "zh",
        "打羽毛球，我同事拉我去的",
        c("user", "hobby", "羽毛球", "打羽毛球"),
        H_ASKED,
        ai_before="你平时有什么爱好吗？",
    ),
    honest(
        "ask-hometown-baoding",
        "zh",
        "河北保定，我老婆是广东的",
        c("user", "hometown", "保定", "河北保定"),
        H_ASKED,
        ai_before="你老家是哪里的？",
    ),
    honest(
        "ask-tenure-3y",
        "zh",
        "快三年了，他才来半年",
        c("user", "tenure", "快三年", "快三年了"),
        H_ASKED,
        earlier=(("我老板今天又骂人了", "又是因为什么？你在这家公司多久了？"),),
    ),
    honest(
        "ask-kids-daughter",
        "zh",
        "有，一个女儿，今年五岁",
        c("user", "children", "一个女儿", "有，一个女儿"),
        H_ASKED,
        ai_before="你有孩子吗？",
    ),
    honest(
        "ask-work-kwuntong",
        "zh",
        "喺觀塘一間物流公司，我老婆就喺銅鑼灣",
        c("user", "work_location", "觀塘", "喺觀塘一間物流公司"),
        H_ASKED,
        ai_before="你而家喺邊度做嘢？",
    ),
    # 4. 我 as the topic of a chain
    honest(
        "topic-pm-chengdu",
        "zh",
        "我呢，老家青岛，现在在成都做产品经理",
        c("user", "occupation", "产品经理", "现在在成都做产品经理"),
        H_TOPIC,
    ),
    honest(
        "topic-beijing-8y",
        "zh",
        "我，九零后，东北人，在北京漂了八年",
        c("user", "city", "北京", "在北京漂了八年"),
        H_TOPIC,
    ),
    honest(
        "topic-coffee",
        "zh",
        "我这个人吧，不喝酒，但是咖啡一天三杯",
        c("user", "drink", "咖啡", "咖啡一天三杯"),
        H_TOPIC,
    ),
    honest("topic-hiking", "zh", "我的话，周末一般去爬山", c("user", "hobby", "爬山", "周末一般去爬山"), H_TOPIC),
    honest("topic-bar-exam", "zh", "我啊，去年过了法考", c("user", "certification", "法考", "去年过了法考"), H_TOPIC),
    # 4. own value after others, comparisons, Chinese
    honest("sister-paris-me-lyon", "zh", "我姐在巴黎，我在里昂", c("user", "city", "里昂", "我在里昂"), H_BESIDE),
    honest(
        "roommates-owls-me-6am",
        "zh",
        "室友们都是夜猫子，我每天六点起床",
        c("user", "wake_time", "六点", "我每天六点起床"),
        H_BESIDE,
    ),
    honest(
        "company-suzhou-me-too",
        "zh",
        "公司搬到了苏州，我也跟着搬过来了",
        c("user", "city", "苏州", "公司搬到了苏州，我也跟着搬过来了"),
        H_BESIDE,
    ),
    honest(
        "family-only-me-myopic", "zh", "我们家就我一个人近视", c("user", "eyesight", "近视", "就我一个人近视"), H_BESIDE
    ),
    honest(
        "both-teachers-me-lawyer",
        "zh",
        "他们俩都是老师，我是律师",
        c("user", "occupation", "律师", "我是律师"),
        H_BESIDE,
    ),
    honest(
        "parents-me-design",
        "zh",
        "我爸是军人，我妈是医生，我是搞设计的",
        c("user", "occupation", "设计", "我是搞设计的"),
        H_BESIDE,
    ),
    honest(
        "colleagues-ev-me-bike",
        "zh",
        "同事们都买了电车，我还是骑自行车上班",
        c("user", "commute", "自行车", "我还是骑自行车上班"),
        H_BESIDE,
    ),
    honest(
        "tingting-taller-me-160", "zh", "婷婷比我高，我才一米六", c("user", "height", "一米六", "我才一米六"), H_BESIDE
    ),
    honest(
        "husband-flowers-me-pollen",
        "zh",
        "我老公喜欢养花，我对花粉过敏",
        c("user", "allergy", "花粉", "我对花粉过敏"),
        H_BESIDE,
    ),
    # 5. mixed, Chinese
    honest(
        "runon-mom-shanghai",
        "zh",
        "然后我就跟我妈说我已经在上海找到工作了她还不信",
        c("user", "city", "上海", "我已经在上海找到工作了"),
        H_MIXED,
    ),
    honest(
        "typo-chengdu-trip",
        "zh",
        "我下个星期去成都出差，我同是也去",
        c("user", "travel", "成都", "我下个星期去成都出差"),
        H_MIXED,
    ),
    honest(
        "emoji-30",
        "zh",
        "思远和婷婷都来了🎉 我今天正式满30岁啦🎂",
        c("user", "age", "30", "我今天正式满30岁啦"),
        H_MIXED,
    ),
    honest(
        "multi-bank",
        "zh",
        "今天跟家明吃饭。他换了工作。我还在原来那家银行。",
        c("user", "employer", "银行", "我还在原来那家银行"),
        H_MIXED,
    ),
    honest(
        "posted-civil-servant",
        "zh",
        "我刚在家族群里发了：我考上公务员了！",
        c("user", "occupation", "公务员", "我考上公务员了"),
        H_MIXED,
    ),
    honest(
        "canto-macau",
        "zh",
        "我同佢哋講咗，我下個月搬去澳門",
        c("user", "moving_to", "澳門", "我下個月搬去澳門"),
        H_MIXED,
    ),
    honest(
        "canto-vegetarian",
        "zh",
        "浩然問我點解唔飲酒，我話我信咗佛，食齋",
        c("user", "diet", "食齋", "我信咗佛，食齋"),
        H_MIXED,
    ),
]
