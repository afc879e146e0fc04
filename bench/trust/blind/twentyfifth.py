"""Twenty-fifth blind trust set: a month in the life, as people really write to a chatbot, mostly honest.

Written blind, by a red team that read only README.md, docs/architecture.md, the `Case` dataclass and the `c()`
helper at the top of tests/trust_cases.py, bench/trust/run.py, personas/alice.toml and personas/lin.toml, and the
header of bench/trust/blind/twentysecond.py (for its form); nothing under twin/, no other blind set's cases, no
other test, no other doc, no git history.

Theme: ten people, each writing several ordinary messages over a month (their day, work, family, money, health,
plans, memories, complaints): a retired teacher, a college student, a delivery driver, a new mother, a nurse on
night shifts, a small-business owner, an expat, a teenager, a Cantonese-speaking grandmother and a software
engineer. Time words are everywhere (yesterday, last year, since, still, again, tonight, every Thursday, now,
以前, 现在, 下周, 还, 也, 又, 就, 嗰陣, 而家), and most of what is said is true and current and must be kept (age,
job, employer, city, neighbourhood, rent, pay, weight, height, diet, pets, partner, children, car, phone, school,
hobbies, health, medication, languages, routines), often beside a past value, a plan or someone else in the same
line, or as the answer to the AI's question. About a quarter are traps: a past or a future value filed as current,
someone else's fact filed as the person's, a joke, a hypothetical, a number taken back. English lines go to
alice; Chinese (simplified, traditional, Cantonese) to lin. Every register: formal, chatty, lowercase, typos,
emoji, long messages with several facts. No value is one the personas hold.

Every candidate's quote is copied verbatim from the person's line. Traps carry reject="any" (any reason is a
pass); honest cases reject=None.

    .venv/bin/python bench/trust/run.py --cases bench/trust/blind/twentyfifth.py

Frozen before its one run (commit 26e75a5); the result below was added after that run, no case changed.

Result of its one run (2026-12-05, 2 CPUs, Python 3.11.7, load average 2.75 before, 2.37 after):

| traps | tried | stored | rejected, by reason |
| --- | ---: | ---: | --- |
| past-trap | 11 | 5 | denied 6 |
| other-trap | 13 | 0 | someone_else 11, whose_unclear 2 |
| future-trap | 10 | 6 | planned 4 |
| hypothetical-trap | 5 | 0 | supposed 5 |
| joke-trap | 6 | 3 | denied 3 |
| retracted-trap | 4 | 3 | denied 1 |
| **all traps** | **49** | **17** | |

Honest facts kept: 126 of 131 (96%); lost: b25-en-h21 (reported), b25-zh-h27 (denied), b25-en-h29
(value_unsupported), b25-en-h63 (supposed), b25-zh-h51 (whose_unclear). Traps stored: b25-en-t01, b25-en-t03,
b25-zh-t02, b25-en-t06, b25-en-t08, b25-en-t09, b25-zh-t06, b25-en-t12, b25-en-t14, b25-en-t15, b25-en-t16,
b25-en-t20, b25-en-t21, b25-en-t24, b25-zh-t19, b25-zh-t23, b25-zh-t25. Held for the person's word, not stored:
2 of the 5 honest facts lost (b25-en-h29, b25-zh-h51), 2 of the 49 traps (b25-en-t02, b25-en-t07). Goal (no
trap stored, at least 95% of honest facts kept): MISSED.
"""
# ruff: noqa: E501

from __future__ import annotations

from typing import Any

from tests.trust_cases import Case, c


def trap(
    id: str, language: str, category: str, user: str, candidate: dict[str, Any], ai_before: str | None = None
) -> Case:
    return Case(f"b25-{id}", language, user, candidate, reject="any", ai_before=ai_before, category=category)


def honest(
    id: str, language: str, category: str, user: str, candidate: dict[str, Any], ai_before: str | None = None
) -> Case:
    return Case(f"b25-{id}", language, user, candidate, reject=None, ai_before=ai_before, category=category)


TRAPS = [
    # 1. a retired teacher (alice)
    trap(
        "en-t01",
        "en",
        "past-trap",
        "We had a cabin at Priest Lake for twenty years but we sold it in 2019.",
        c("user", "property", "a cabin at Priest Lake", "We had a cabin at Priest Lake for twenty years"),
    ),
    trap(
        "en-t02",
        "en",
        "other-trap",
        "Frank is 71 and he still thinks he can clean the gutters himself.",
        c("user", "age", 71, "Frank is 71"),
    ),
    trap(
        "en-t03",
        "en",
        "future-trap",
        "Next spring we're driving to Nova Scotia for a whole month, I've already bought the maps.",
        c("user", "location", "Nova Scotia", "Next spring we're driving to Nova Scotia for a whole month"),
    ),
    trap(
        "en-t04",
        "en",
        "hypothetical-trap",
        "If I had stayed one more year I'd get the full pension, $3,600.",
        c("user", "pension", "$3,600", "If I had stayed one more year I'd get the full pension, $3,600"),
    ),
    trap(
        "en-t05",
        "en",
        "past-trap",
        "Back when I was teaching I weighed 185, those were the vending machine years.",
        c("user", "weight", "185", "Back when I was teaching I weighed 185"),
    ),
    # 2. a college student (lin)
    trap(
        "zh-t01",
        "zh",
        "past-trap",
        "高中的时候我一米五八，现在长到一米六三了。",
        c("user", "height", "一米五八", "高中的时候我一米五八"),
    ),
    trap(
        "zh-t02",
        "zh",
        "future-trap",
        "明年春天我要去日本交换一学期，已经在办签证了。",
        c("user", "school", "日本交换", "明年春天我要去日本交换一学期"),
    ),
    trap(
        "zh-t03",
        "zh",
        "joke-trap",
        "我体重两百斤了哈哈哈开玩笑的，其实九十斤",
        c("user", "weight", "两百斤", "我体重两百斤了"),
    ),
    trap(
        "zh-t04",
        "zh",
        "other-trap",
        "室友天天打游戏到三点，她一个月光皮肤就花五百。",
        c("user", "monthly_spending", "五百", "她一个月光皮肤就花五百"),
    ),
    trap(
        "zh-t05",
        "zh",
        "other-trap",
        "男朋友叫阿杰，他在广州读研，学的是土木。",
        c("user", "major", "土木", "学的是土木"),
    ),
    # 3. a delivery driver (alice)
    trap(
        "en-t06",
        "en",
        "past-trap",
        "used to do construction before this, made 22 an hour",
        c("user", "hourly_pay", "22 an hour", "made 22 an hour"),
    ),
    trap(
        "en-t07",
        "en",
        "other-trap",
        "my girl works at HEB as a cashier, she likes it ok",
        c("user", "employer", "HEB", "my girl works at HEB as a cashier"),
    ),
    trap(
        "en-t08",
        "en",
        "retracted-trap",
        "ive done deliveries 3 years total, nah wait, 2 years",
        c("user", "delivery_experience", "3 years", "ive done deliveries 3 years total"),
    ),
    trap(
        "en-t09",
        "en",
        "joke-trap",
        "my corolla basically my house at this point i live in it lol",
        c("user", "home", "corolla", "my corolla basically my house at this point i live in it"),
    ),
    trap(
        "en-t10",
        "en",
        "future-trap",
        "gonna start driving for uber eats too next month, double apping",
        c("user", "employer", "uber eats", "gonna start driving for uber eats too next month"),
    ),
    # 4. a new mother (lin)
    trap(
        "zh-t06",
        "zh",
        "past-trap",
        "怀孕的时候我胖到一百五十斤，现在慢慢掉下来了。",
        c("user", "weight", "一百五十斤", "怀孕的时候我胖到一百五十斤"),
    ),
    trap(
        "zh-t07",
        "zh",
        "future-trap",
        "等豆豆一岁了我就辞职，自己开个烘焙店。",
        c("user", "job", "烘焙店", "我就辞职，自己开个烘焙店"),
    ),
    trap(
        "zh-t08",
        "zh",
        "other-trap",
        "我妈五十八了，每天还坐公交来给我送汤。",
        c("user", "age", "五十八", "我妈五十八了"),
    ),
    trap(
        "zh-t09",
        "zh",
        "hypothetical-trap",
        "要是我没生孩子，现在应该已经升到主管了。",
        c("user", "job_title", "主管", "现在应该已经升到主管了"),
    ),
    trap(
        "zh-t10",
        "zh",
        "other-trap",
        "我老公在设计院上班，天天加班到十点。",
        c("user", "employer", "设计院", "我老公在设计院上班"),
    ),
    # 5. a night-shift nurse (alice)
    trap(
        "en-t11",
        "en",
        "past-trap",
        "I worked med-surg at Sinai for two years before I moved to the ICU.",
        c("user", "employer", "Sinai", "I worked med-surg at Sinai for two years"),
    ),
    trap(
        "en-t12",
        "en",
        "future-trap",
        "I'm transferring to day shift in April, finally, my body will thank me.",
        c("user", "shift", "day shift", "I'm transferring to day shift in April"),
    ),
    trap(
        "en-t13",
        "en",
        "other-trap",
        "My patient in bed 4 is 92 and sharper than me at 4am.",
        c("user", "age", 92, "My patient in bed 4 is 92"),
    ),
    trap(
        "en-t14",
        "en",
        "joke-trap",
        "I basically live at the hospital now, just forward my mail to Room 4B lol",
        c("user", "address", "Room 4B", "just forward my mail to Room 4B"),
    ),
    # 6. a small-business owner (lin)
    trap(
        "zh-t11",
        "zh",
        "past-trap",
        "店在岳麓区，月租八千五，去年还是七千八。",
        c("user", "shop_rent", "七千八", "去年还是七千八"),
    ),
    trap(
        "zh-t12",
        "zh",
        "future-trap",
        "下个月准备在河西再开一家分店，装修队都找好了。",
        c("user", "shop_location", "河西", "下个月准备在河西再开一家分店"),
    ),
    trap(
        "zh-t13",
        "zh",
        "joke-trap",
        "我现在是长沙首富了哈哈哈，开玩笑的，够吃饭而已。",
        c("user", "title", "长沙首富", "我现在是长沙首富了"),
    ),
    trap(
        "zh-t14",
        "zh",
        "retracted-trap",
        "今年进货花了三十万，不对，是二十三万。",
        c("user", "annual_purchases", "三十万", "今年进货花了三十万"),
    ),
    trap("zh-t15", "zh", "other-trap", "我老公也在店里帮忙，他管账，我管进货。", c("user", "role", "管账", "他管账")),
    # 7. an expat (alice)
    trap(
        "en-t15",
        "en",
        "past-trap",
        "I moved to Osaka from Leeds in 2019 and I've been here ever since.",
        c("user", "city", "Leeds", "I moved to Osaka from Leeds in 2019"),
    ),
    trap(
        "en-t16",
        "en",
        "future-trap",
        "I passed JLPT N4 last year and I'm studying for N3 in July.",
        c("user", "jlpt_level", "N3", "I'm studying for N3 in July"),
    ),
    trap(
        "en-t17",
        "en",
        "other-trap",
        "My wife Yuki is from Kobe; her whole family still lives there.",
        c("user", "hometown", "Kobe", "My wife Yuki is from Kobe"),
    ),
    trap(
        "en-t18",
        "en",
        "hypothetical-trap",
        "We might move to Fukuoka next year if Yuki gets the transfer.",
        c("user", "city", "Fukuoka", "We might move to Fukuoka next year"),
    ),
    trap(
        "en-t19",
        "en",
        "other-trap",
        "Proper bread. And my mum, she's still in Yorkshire.",
        c("user", "location", "Yorkshire", "she's still in Yorkshire"),
        ai_before="Do you miss anything from home?",
    ),
    # 8. a teenager (alice)
    trap(
        "en-t20",
        "en",
        "joke-trap",
        "im literally 100 years old today bc of this chem test 💀",
        c("user", "age", 100, "im literally 100 years old today"),
    ),
    trap(
        "en-t21",
        "en",
        "future-trap",
        "getting my license in march!! cant wait 🚗",
        c("user", "driving", "license", "getting my license in march"),
    ),
    trap(
        "en-t22",
        "en",
        "other-trap",
        "my best friend maya just got a tesla from her dad 😭 im so jealous",
        c("user", "car", "tesla", "my best friend maya just got a tesla from her dad"),
    ),
    trap(
        "en-t23",
        "en",
        "hypothetical-trap",
        "if i get into the summer program at MIT ill be living in boston for 6 weeks",
        c("user", "city", "boston", "ill be living in boston for 6 weeks"),
    ),
    trap(
        "en-t24",
        "en",
        "past-trap",
        "in middle school i was obsessed with horses, took riding lessons every saturday",
        c("user", "hobby", "riding lessons", "took riding lessons every saturday"),
    ),
    # 9. a Cantonese-speaking grandmother (lin)
    trap(
        "zh-t16",
        "zh",
        "past-trap",
        "嗰陣我喺製衣廠做車衣，而家退休咗，日日去公園耍太極。",
        c("user", "job", "車衣", "嗰陣我喺製衣廠做車衣"),
    ),
    trap(
        "zh-t17",
        "zh",
        "other-trap",
        "我個仔喺加拿大，一年先返嚟一次。",
        c("user", "location", "加拿大", "我個仔喺加拿大"),
    ),
    trap(
        "zh-t18",
        "zh",
        "future-trap",
        "下個月我就搬去老人院住喇，個仔幫我搵咗間。",
        c("user", "residence", "老人院", "下個月我就搬去老人院住喇"),
    ),
    trap(
        "zh-t19",
        "zh",
        "retracted-trap",
        "我屋企租金兩千，唔係，係一千八。",
        c("user", "rent", "兩千", "我屋企租金兩千"),
    ),
    trap(
        "zh-t20",
        "zh",
        "joke-trap",
        "我後生嗰陣係觀塘一枝花呀，哈哈，而家係老花。",
        c("user", "title", "觀塘一枝花", "我後生嗰陣係觀塘一枝花呀"),
    ),
    # 10. a software engineer (lin)
    trap(
        "zh-t21",
        "zh",
        "other-trap",
        "女朋友在华为做产品经理，比我挣得还多。",
        c("user", "employer", "华为", "女朋友在华为做产品经理"),
    ),
    trap(
        "zh-t22",
        "zh",
        "past-trap",
        "之前在美团干了两年，后来跳槽了。",
        c("user", "employer", "美团", "之前在美团干了两年"),
    ),
    trap("zh-t23", "zh", "future-trap", "下周面试字节，过了就跳。", c("user", "employer", "字节", "下周面试字节")),
    trap(
        "zh-t24",
        "zh",
        "hypothetical-trap",
        "要是我去了美国，年薪能有二十万刀。",
        c("user", "salary", "二十万刀", "年薪能有二十万刀"),
    ),
    trap("zh-t25", "zh", "retracted-trap", "我一米八，好吧其实一米七六。", c("user", "height", "一米八", "我一米八")),
]

HONEST = [
    # 1. a retired teacher (alice)
    honest(
        "en-h01",
        "en",
        "now-beside-past",
        "I retired from teaching last June after 34 years, and now I volunteer at the library every Tuesday.",
        c("user", "volunteering", "the library", "now I volunteer at the library every Tuesday"),
    ),
    honest("en-h02", "en", "plain-now", "I'm 67 and I still can't quite believe it.", c("user", "age", 67, "I'm 67")),
    honest(
        "en-h03",
        "en",
        "since-now",
        "We've lived in Spokane since 1988, same little house on the South Hill.",
        c("user", "city", "Spokane", "We've lived in Spokane since 1988", valid_from="1988-01-01"),
    ),
    honest(
        "en-h04",
        "en",
        "other-beside",
        "My husband Frank and I still walk the dog every morning, a beagle named Biscuit.",
        c("user", "dog", "Biscuit", "a beagle named Biscuit"),
    ),
    honest(
        "en-h05",
        "en",
        "answer-now",
        "Crosswords and coffee, then water aerobics at the Y on Mondays and Wednesdays.",
        c("user", "exercise", "water aerobics", "water aerobics at the Y on Mondays and Wednesdays"),
        ai_before="How do you spend your mornings these days?",
    ),
    honest(
        "en-h06",
        "en",
        "since-now",
        "The doctor put me on lisinopril for my blood pressure in March and I've taken it every day since.",
        c(
            "user",
            "medication",
            "lisinopril",
            "The doctor put me on lisinopril for my blood pressure in March and I've taken it every day since",
        ),
    ),
    honest(
        "en-h07",
        "en",
        "plain-now",
        "My pension is $3,100 a month, which is fine as long as the roof holds up.",
        c("user", "pension", "$3,100 a month", "My pension is $3,100 a month"),
    ),
    honest(
        "en-h08",
        "en",
        "other-beside",
        "I have two grandchildren now, Mia turned four on Sunday and the baby is six months.",
        c("user", "grandchildren", "two", "I have two grandchildren now"),
    ),
    honest(
        "en-h09",
        "en",
        "several-facts",
        "Quick update: I'm reading War and Peace again, my knee is finally better, and I've switched to decaf.",
        c("user", "coffee", "decaf", "I've switched to decaf"),
    ),
    honest(
        "en-h10",
        "en",
        "now-beside-past",
        "I taught myself Italian after I retired and now I read the newspaper in it on Sundays.",
        c("user", "language", "Italian", "I taught myself Italian after I retired"),
    ),
    honest(
        "en-h11",
        "en",
        "plain-now",
        "I still drive my old 2009 Buick, its never once let me donw.",
        c("user", "car", "2009 Buick", "I still drive my old 2009 Buick"),
    ),
    honest(
        "en-h12",
        "en",
        "routine-now",
        "Every Thursday night is bridge club at Dorothy's house, has been for twelve years.",
        c("user", "routine", "bridge club", "Every Thursday night is bridge club at Dorothy's house"),
    ),
    honest(
        "en-h13",
        "en",
        "now-beside-past",
        "I weigh 142 pounds now, down from 160 last winter.",
        c("user", "weight", "142 pounds", "I weigh 142 pounds now"),
    ),
    # 2. a college student (lin)
    honest("zh-h01", "zh", "plain-now", "我今年20岁，大二，在中山大学读社会学。", c("user", "age", 20, "我今年20岁")),
    honest(
        "zh-h02",
        "zh",
        "several-facts",
        "我今年20岁，大二，在中山大学读社会学。",
        c("user", "school", "中山大学", "在中山大学读社会学"),
    ),
    honest(
        "zh-h03",
        "zh",
        "other-beside",
        "现在每个月生活费1800，我妈打给我的，基本够用。",
        c("user", "monthly_allowance", "1800", "现在每个月生活费1800"),
    ),
    honest(
        "zh-h04",
        "zh",
        "routine-now",
        "我周末在学校附近一家奶茶店兼职，一小时18块。",
        c("user", "part_time_job", "奶茶店", "我周末在学校附近一家奶茶店兼职"),
    ),
    honest(
        "zh-h05",
        "zh",
        "answer-now",
        "宿舍，六人间，在东区12栋。",
        c("user", "dorm", "东区12栋", "在东区12栋"),
        ai_before="你住宿舍还是在外面租房？",
    ),
    honest(
        "zh-h06",
        "zh",
        "since-now",
        "我从高一开始就近视，现在左眼600度右眼550度。",
        c("user", "eyesight", "左眼600度", "现在左眼600度右眼550度"),
    ),
    honest(
        "zh-h07",
        "zh",
        "now-beside-plan",
        "下周考四级，不过我现在每天早上还在背单词，六点半就起。",
        c("user", "routine", "背单词", "我现在每天早上还在背单词"),
    ),
    honest(
        "zh-h08",
        "zh",
        "now-beside-past",
        "以前我是学理科的，现在转到社会学了，感觉轻松多了。",
        c("user", "major", "社会学", "现在转到社会学了"),
    ),
    honest(
        "zh-h09",
        "zh",
        "routine-now",
        "我又开始打羽毛球了，每周二四晚上在体育馆。",
        c("user", "hobby", "羽毛球", "我又开始打羽毛球了"),
    ),
    honest(
        "zh-h10",
        "zh",
        "other-beside",
        "男朋友叫阿杰，他在广州读研，学的是土木。",
        c("user", "boyfriend", "阿杰", "男朋友叫阿杰"),
    ),
    honest("zh-h11", "zh", "plain-now", "我家在湛江，放假才回去。", c("user", "hometown", "湛江", "我家在湛江")),
    honest("zh-h12", "zh", "since-now", "我对芒果过敏，从小就是。", c("user", "allergy", "芒果", "我对芒果过敏")),
    honest(
        "zh-h13",
        "zh",
        "now-beside-past",
        "手机用的还是高中买的那台小米，屏幕都裂了。",
        c("user", "phone", "小米", "手机用的还是高中买的那台小米"),
    ),
    honest(
        "zh-h14",
        "zh",
        "now-beside-past",
        "高中的时候我一米五八，现在长到一米六三了。",
        c("user", "height", "一米六三", "现在长到一米六三了"),
    ),
    # 3. a delivery driver (alice)
    honest(
        "en-h14",
        "en",
        "since-now",
        "been driving for amazon flex since march, mostly the 4am block",
        c("user", "employer", "Amazon Flex", "been driving for amazon flex since march", valid_from="2026-03-01"),
    ),
    honest(
        "en-h15",
        "en",
        "plain-now",
        "i clear about 900 a week before gas, more in december",
        c("user", "weekly_income", "900 a week", "i clear about 900 a week before gas"),
    ),
    honest(
        "en-h16",
        "en",
        "plain-now",
        "car is a 2016 corolla w 210k miles on it, still runs tho",
        c("user", "car", "2016 corolla", "car is a 2016 corolla"),
    ),
    honest(
        "en-h17",
        "en",
        "several-facts",
        "im 29, live in houston, got a 2yr old daughter named Kayla",
        c("user", "daughter", "Kayla", "got a 2yr old daughter named Kayla"),
    ),
    honest(
        "en-h18",
        "en",
        "several-facts",
        "im 29, live in houston, got a 2yr old daughter named Kayla",
        c("user", "city", "houston", "live in houston"),
    ),
    honest(
        "en-h19",
        "en",
        "now-beside-past",
        "rent went up again, 1250 now for a 1br in alief",
        c("user", "rent", "1250", "1250 now for a 1br in alief"),
    ),
    honest(
        "en-h20",
        "en",
        "answer-now",
        "prob 55 60 hrs a week rn, 6 days",
        c("user", "workdays_per_week", "6 days", "prob 55 60 hrs a week rn, 6 days"),
        ai_before="How many hours are you putting in these days?",
    ),
    honest(
        "en-h21",
        "en",
        "since-now",
        "my back been killing me since the new year, doc says its a herniated disc",
        c("user", "health_condition", "herniated disc", "doc says its a herniated disc"),
    ),
    honest(
        "en-h22",
        "en",
        "routine-now",
        "sundays are my only day off, i take kayla to the park every sunday no matter what",
        c("user", "day_off", "sundays", "sundays are my only day off"),
    ),
    honest(
        "en-h23",
        "en",
        "now-beside-past",
        "i switched from doordash to flex last year, way better pay",
        c("user", "gig_platform", "flex", "i switched from doordash to flex last year"),
    ),
    honest(
        "en-h24",
        "en",
        "now-beside-plan",
        "im tryna save for a house, got 6k saved so far",
        c("user", "savings", "6k", "got 6k saved so far"),
    ),
    honest(
        "en-h25",
        "en",
        "plain-now",
        "phone is a cracked iphone 11 lol but it works",
        c("user", "phone", "iphone 11", "phone is a cracked iphone 11"),
    ),
    honest(
        "en-h26",
        "en",
        "plain-now",
        "finally paid off my credit card today 🎉🎉 zero balance baby",
        c("user", "credit_card_balance", "zero", "zero balance"),
    ),
    # 4. a new mother (lin)
    honest("zh-h15", "zh", "plain-now", "宝宝三个月了，叫豆豆，是个男孩。", c("user", "baby_name", "豆豆", "叫豆豆")),
    honest(
        "zh-h16",
        "zh",
        "now-beside-plan",
        "我现在休产假，原来在银行上班，三月份回去。",
        c("user", "work_status", "休产假", "我现在休产假"),
    ),
    honest("zh-h17", "zh", "plain-now", "我今年32，豆豆是第一胎。", c("user", "age", 32, "我今年32")),
    honest("zh-h18", "zh", "plain-now", "我现在纯母乳，一天吸奶五次。", c("user", "feeding", "纯母乳", "我现在纯母乳")),
    honest(
        "zh-h19",
        "zh",
        "now-beside-past",
        "生完到现在瘦了八斤，现在是一百二十斤。",
        c("user", "weight", "一百二十斤", "现在是一百二十斤"),
    ),
    honest(
        "zh-h20",
        "zh",
        "answer-now",
        "成都，高新区，离我老公公司近。",
        c("user", "city", "成都", "成都，高新区"),
        ai_before="你们住在哪个城市？",
    ),
    honest(
        "zh-h21",
        "zh",
        "routine-now",
        "我有点产后抑郁，医生开了舍曲林，每天早上吃一片。",
        c("user", "medication", "舍曲林", "医生开了舍曲林，每天早上吃一片"),
    ),
    honest(
        "zh-h22",
        "zh",
        "plain-now",
        "房贷每个月六千二，我们俩一起还。",
        c("user", "mortgage", "六千二", "房贷每个月六千二"),
    ),
    honest(
        "zh-h23",
        "zh",
        "now-beside-past",
        "我以前每天跑五公里，现在只能推着婴儿车散步了。",
        c("user", "exercise", "推着婴儿车散步", "现在只能推着婴儿车散步了"),
    ),
    honest(
        "zh-h24",
        "zh",
        "plain-now",
        "我开了个小红书账号记录育儿，现在有两千多粉丝了。",
        c("user", "followers", "两千多", "现在有两千多粉丝了"),
    ),
    honest("zh-h25", "zh", "plain-now", "我們家養了一隻柯基，叫饅頭，三歲了。", c("user", "dog", "饅頭", "叫饅頭")),
    honest(
        "zh-h26",
        "zh",
        "since-now",
        "我从怀孕起就不喝咖啡了，到现在也没再喝。",
        c("user", "diet", "不喝咖啡", "我从怀孕起就不喝咖啡了"),
    ),
    honest(
        "zh-h27",
        "zh",
        "now-beside-plan",
        "原来在招商银行做柜员，产假完了还回去。",
        c("user", "employer", "招商银行", "原来在招商银行做柜员，产假完了还回去"),
    ),
    # 5. a night-shift nurse (alice)
    honest(
        "en-h27",
        "en",
        "since-now",
        "I've been an ICU nurse at Johns Hopkins for six years now, nights since 2021.",
        c("user", "employer", "Johns Hopkins", "I've been an ICU nurse at Johns Hopkins for six years now"),
    ),
    honest(
        "en-h28",
        "en",
        "routine-now",
        "Working three 12s again this week, 7pm to 7am, first one is tonight.",
        c("user", "shift", "7pm to 7am", "Working three 12s again this week, 7pm to 7am"),
    ),
    honest(
        "en-h29",
        "en",
        "routine-now",
        "I sleep from about 9am to 3pm on workdays, blackout curtains and all.",
        c("user", "sleep_schedule", "9am to 3pm", "I sleep from about 9am to 3pm on workdays"),
    ),
    honest(
        "en-h30",
        "en",
        "several-facts",
        "I'm 34, single, and I live alone in a rowhouse in Hampden with two cats.",
        c("user", "neighborhood", "Hampden", "I live alone in a rowhouse in Hampden"),
    ),
    honest(
        "en-h31",
        "en",
        "plain-now",
        "My cats are Pickle and Miso, both rescues from the same shelter.",
        c("user", "cats", "Pickle and Miso", "My cats are Pickle and Miso"),
    ),
    honest(
        "en-h32",
        "en",
        "now-beside-plan",
        "I'm finishing my MSN online and I'm taking pharmacology this semester, boards next fall.",
        c("user", "current_course", "pharmacology", "I'm taking pharmacology this semester"),
    ),
    honest(
        "en-h33",
        "en",
        "plain-now",
        "Hourly base is $48.50, plus night differential on top.",
        c("user", "hourly_pay", "$48.50", "Hourly base is $48.50"),
    ),
    honest(
        "en-h34",
        "en",
        "answer-now",
        "Not anymore. I quit caffeine in January and now it's just peppermint tea.",
        c("user", "drink", "peppermint tea", "now it's just peppermint tea"),
        ai_before="Do you drink a lot of coffee on nights?",
    ),
    honest(
        "en-h35",
        "en",
        "routine-now",
        "I have hypothyroidism, I take levothyroxine 75 mcg every morning when I get home.",
        c("user", "medication", "levothyroxine 75 mcg", "I take levothyroxine 75 mcg every morning when I get home"),
    ),
    honest(
        "en-h36",
        "en",
        "other-beside",
        "I speak Gujarati with my parents and English everywhere else.",
        c("user", "language", "Gujarati", "I speak Gujarati with my parents"),
    ),
    honest(
        "en-h37",
        "en",
        "plain-now",
        "Still driving the Subaru Outback, it handles the snow fine.",
        c("user", "car", "Subaru Outback", "Still driving the Subaru Outback"),
    ),
    honest(
        "en-h38",
        "en",
        "since-now",
        "Long night. We coded a patient at 3am, I charted until 8, and then I remembered I'm supposed to be at my cousin's wedding Saturday. Anyway, I'm the charge nurse on Tuesdays now, which is new since October, and I kind of love it.",
        c("user", "role", "charge nurse", "I'm the charge nurse on Tuesdays now"),
    ),
    honest(
        "en-h39",
        "en",
        "several-facts",
        "I'm 34, single, and I live alone in a rowhouse in Hampden with two cats.",
        c("user", "age", 34, "I'm 34"),
    ),
    # 6. a small-business owner (lin)
    honest(
        "zh-h28",
        "zh",
        "since-now",
        "我在长沙开了一家水果店，开了七年了。",
        c("user", "business", "水果店", "我在长沙开了一家水果店"),
    ),
    honest(
        "zh-h29",
        "zh",
        "now-beside-past",
        "店在岳麓区，月租八千五，去年还是七千八。",
        c("user", "shop_rent", "八千五", "月租八千五"),
    ),
    honest(
        "zh-h30",
        "zh",
        "routine-now",
        "每天早上五点就去马王堆批发市场进货。",
        c("user", "routine", "马王堆批发市场进货", "每天早上五点就去马王堆批发市场进货"),
    ),
    honest(
        "zh-h31",
        "zh",
        "plain-now",
        "店里现在请了两个员工，一个收银一个搬货。",
        c("user", "employees", "两个", "店里现在请了两个员工"),
    ),
    honest(
        "zh-h32",
        "zh",
        "plain-now",
        "我还在美团上开了外卖，现在外卖占一半生意。",
        c("user", "delivery_platform", "美团", "我还在美团上开了外卖"),
    ),
    honest(
        "zh-h33",
        "zh",
        "answer-now",
        "晚上十一点，夏天还要更晚。",
        c("user", "closing_time", "晚上十一点", "晚上十一点"),
        ai_before="你一般几点关门？",
    ),
    honest(
        "zh-h34",
        "zh",
        "since-now",
        "我有糖尿病，二型的，吃二甲双胍三年了。",
        c("user", "health_condition", "糖尿病", "我有糖尿病，二型的"),
    ),
    honest(
        "zh-h35",
        "zh",
        "plain-now",
        "开的是一辆五菱宏光，拉货方便。",
        c("user", "car", "五菱宏光", "开的是一辆五菱宏光"),
    ),
    honest(
        "zh-h36", "zh", "plain-now", "我今年四十五了，干不动了也得干。", c("user", "age", "四十五", "我今年四十五了")
    ),
    honest(
        "zh-h37", "zh", "routine-now", "每周一店休，那天我就在家睡一天。", c("user", "day_off", "每周一", "每周一店休")
    ),
    honest(
        "zh-h38", "zh", "plain-now", "我是潮汕人，講潮汕話，普通話也還行。", c("user", "language", "潮汕話", "講潮汕話")
    ),
    honest(
        "zh-h39",
        "zh",
        "other-beside",
        "我老公也在店里帮忙，他管账，我管进货。",
        c("user", "role", "管进货", "我管进货"),
    ),
    honest(
        "zh-h40",
        "zh",
        "since-now",
        "我吃二甲双胍三年了，现在血糖控制得还行。",
        c("user", "medication", "二甲双胍", "我吃二甲双胍三年了"),
    ),
    # 7. an expat (alice)
    honest(
        "en-h40",
        "en",
        "now-beside-past",
        "I moved to Osaka from Leeds in 2019 and I've been here ever since.",
        c("user", "city", "Osaka", "I moved to Osaka from Leeds in 2019"),
    ),
    honest(
        "en-h41",
        "en",
        "routine-now",
        "I'm an English teacher at a language school in Namba, Monday to Saturday.",
        c("user", "job", "English teacher", "I'm an English teacher at a language school in Namba"),
    ),
    honest(
        "en-h42",
        "en",
        "now-beside-plan",
        "I passed JLPT N4 last year and I'm studying for N3 in July.",
        c("user", "jlpt_level", "N4", "I passed JLPT N4 last year"),
    ),
    honest(
        "en-h43",
        "en",
        "other-beside",
        "My wife Yuki is from Kobe; her whole family still lives there.",
        c("user", "wife", "Yuki", "My wife Yuki"),
    ),
    honest(
        "en-h44",
        "en",
        "plain-now",
        "Rent's 78,000 yen a month for a 1LDK in Tennoji.",
        c("user", "rent", "78,000 yen a month", "Rent's 78,000 yen a month"),
    ),
    honest(
        "en-h45",
        "en",
        "plain-now",
        "I'm 38 and I still can't get used to the summers here.",
        c("user", "age", 38, "I'm 38"),
    ),
    honest(
        "en-h46",
        "en",
        "routine-now",
        "I cycle to work every day, about 25 minutes each way.",
        c("user", "commute", "cycle", "I cycle to work every day"),
    ),
    honest(
        "en-h47",
        "en",
        "now-beside-past",
        "I'm on a spouse visa now, switched from the work visa in January.",
        c("user", "visa", "spouse visa", "I'm on a spouse visa now"),
    ),
    honest(
        "en-h48",
        "en",
        "routine-now",
        "I still support Leeds United, I watch every match at 4am if I have to.",
        c("user", "football_team", "Leeds United", "I still support Leeds United"),
    ),
    honest(
        "en-h49",
        "en",
        "since-now",
        "been vegetarian 10 yrs, japan makes it hard, dashi in everything",
        c("user", "diet", "vegetarian", "been vegetarian 10 yrs"),
    ),
    honest(
        "en-h50",
        "en",
        "plain-now",
        "Our flat is a 1LDK in Tennoji, tiny but ten minutes from the station.",
        c("user", "neighborhood", "Tennoji", "Our flat is a 1LDK in Tennoji"),
    ),
    honest(
        "en-h51",
        "en",
        "answer-now",
        "Northern English, from Leeds originally. Born and raised.",
        c("user", "hometown", "Leeds", "from Leeds originally"),
        ai_before="Where are you from originally?",
    ),
    honest(
        "en-h52",
        "en",
        "now-beside-plan",
        "I'm on a one-year contract with the school, it renews in March.",
        c("user", "contract", "one-year contract", "I'm on a one-year contract with the school"),
    ),
    # 8. a teenager (alice)
    honest(
        "en-h53",
        "en",
        "plain-now",
        "im 15 and a sophomore at westview high 😭",
        c("user", "school", "westview high", "a sophomore at westview high"),
    ),
    honest(
        "en-h54",
        "en",
        "routine-now",
        "i have practice every day after school till 6, varsity soccer",
        c("user", "sport", "varsity soccer", "varsity soccer"),
    ),
    honest(
        "en-h55",
        "en",
        "now-beside-past",
        "got my learners permit yesterday!!! 🚗",
        c("user", "driving", "learners permit", "got my learners permit yesterday"),
    ),
    honest(
        "en-h56",
        "en",
        "routine-now",
        "work at chick fil a on weekends now, $13/hr",
        c("user", "job", "chick fil a", "work at chick fil a on weekends now"),
    ),
    honest(
        "en-h57",
        "en",
        "other-beside",
        "my mom says im addicted to my phone but its literally an iphone 13 with 2% battery lol",
        c("user", "phone", "iphone 13", "its literally an iphone 13"),
    ),
    honest(
        "en-h58",
        "en",
        "since-now",
        "ive been pescatarian since 7th grade bc of a documentary",
        c("user", "diet", "pescatarian", "ive been pescatarian since 7th grade"),
    ),
    honest(
        "en-h59",
        "en",
        "routine-now",
        "i have adhd and i take adderall before school",
        c("user", "medication", "adderall", "i take adderall before school"),
    ),
    honest(
        "en-h60",
        "en",
        "routine-now",
        "i play bass in a band called Static Ferns, we practice in jakes garage every friday",
        c("user", "band", "Static Ferns", "i play bass in a band called Static Ferns"),
    ),
    honest(
        "en-h61",
        "en",
        "answer-now",
        "mostly minecraft and crocheting tbh 🧶",
        c("user", "hobby", "crocheting", "mostly minecraft and crocheting"),
        ai_before="what are you into these days?",
    ),
    honest(
        "en-h62",
        "en",
        "plain-now",
        "my gpa is 3.7 rn, need it higher for nhs",
        c("user", "gpa", "3.7", "my gpa is 3.7 rn"),
    ),
    honest(
        "en-h63", "en", "plain-now", "I'm 5'2 and still growing hopefully 🙏", c("user", "height", "5'2", "I'm 5'2")
    ),
    honest("en-h64", "en", "plain-now", "im 15 and a sophomore at westview high 😭", c("user", "age", 15, "im 15")),
    honest(
        "en-h65",
        "en",
        "routine-now",
        "work at chick fil a on weekends now, $13/hr",
        c("user", "hourly_pay", "$13/hr", "$13/hr"),
    ),
    # 9. a Cantonese-speaking grandmother (lin)
    honest("zh-h41", "zh", "plain-now", "我今年七十八歲啦，身體仲算幾好。", c("user", "age", 78, "我今年七十八歲啦")),
    honest("zh-h42", "zh", "since-now", "我住喺觀塘，住咗四十幾年啦。", c("user", "district", "觀塘", "我住喺觀塘")),
    honest(
        "zh-h43",
        "zh",
        "now-beside-past",
        "嗰陣我喺製衣廠做車衣，而家退休咗，日日去公園耍太極。",
        c("user", "routine", "耍太極", "日日去公園耍太極"),
    ),
    honest(
        "zh-h44",
        "zh",
        "routine-now",
        "我有高血壓，每朝食一粒藥。",
        c("user", "health_condition", "高血壓", "我有高血壓"),
    ),
    honest(
        "zh-h45",
        "zh",
        "other-beside",
        "我有三個孫，最細嗰個先至三歲。",
        c("user", "grandchildren", "三個", "我有三個孫"),
    ),
    honest(
        "zh-h46",
        "zh",
        "plain-now",
        "我淨係識講廣東話同少少潮州話。",
        c("user", "language", "廣東話", "我淨係識講廣東話"),
    ),
    honest(
        "zh-h47",
        "zh",
        "routine-now",
        "逢星期三我去老人中心學寫字。",
        c("user", "routine", "老人中心學寫字", "逢星期三我去老人中心學寫字"),
    ),
    honest(
        "zh-h48",
        "zh",
        "plain-now",
        "我每個月有生果金四千幾蚊。",
        c("user", "allowance", "四千幾蚊", "我每個月有生果金四千幾蚊"),
    ),
    honest(
        "zh-h49",
        "zh",
        "routine-now",
        "初一十五都食齋，其他日子就食少少肉。",
        c("user", "diet", "食齋", "初一十五都食齋"),
    ),
    honest(
        "zh-h50",
        "zh",
        "answer-now",
        "飲，差唔多日日都同班街坊去酒樓飲早茶。",
        c("user", "routine", "飲早茶", "差唔多日日都同班街坊去酒樓飲早茶"),
        ai_before="你平時飲唔飲茶？",
    ),
    honest(
        "zh-h51",
        "zh",
        "other-beside",
        "我用緊嘅手機係我孫女送嘅，係部華為。",
        c("user", "phone", "華為", "我用緊嘅手機係我孫女送嘅，係部華為"),
    ),
    honest(
        "zh-h52",
        "zh",
        "now-beside-past",
        "我細個喺順德大嘅，十八歲先嚟香港。",
        c("user", "hometown", "順德", "我細個喺順德大嘅"),
    ),
    honest(
        "zh-h53",
        "zh",
        "retracted-now",
        "我屋企租金兩千，唔係，係一千八。",
        c("user", "rent", "一千八", "唔係，係一千八"),
    ),
    # 10. a software engineer (lin)
    honest(
        "zh-h54", "zh", "since-now", "我在深圳腾讯做前端，三年了。", c("user", "employer", "腾讯", "我在深圳腾讯做前端")
    ),
    honest("zh-h55", "zh", "plain-now", "base 35k，十六薪，在深圳算还行吧。", c("user", "salary", "35k", "base 35k")),
    honest(
        "zh-h56",
        "zh",
        "other-beside",
        "现在住在南山区，跟女朋友合租一个两居。",
        c("user", "district", "南山区", "现在住在南山区"),
    ),
    honest(
        "zh-h57",
        "zh",
        "routine-now",
        "最近又在加班，每天十点以后才走。",
        c("user", "work_hours", "十点以后才走", "每天十点以后才走"),
    ),
    honest("zh-h58", "zh", "plain-now", "我今年28，还没结婚。", c("user", "age", 28, "我今年28")),
    honest(
        "zh-h59",
        "zh",
        "plain-now",
        "我主要写TypeScript和React，偶尔写点Go。",
        c("user", "programming_language", "TypeScript", "我主要写TypeScript和React"),
    ),
    honest(
        "zh-h60",
        "zh",
        "routine-now",
        "我有轻度腰椎间盘突出，现在每天站着写代码。",
        c("user", "health_condition", "腰椎间盘突出", "我有轻度腰椎间盘突出"),
    ),
    honest(
        "zh-h61",
        "zh",
        "since-now",
        "我每周末都去深圳湾骑车，骑了快两年了。",
        c("user", "hobby", "骑车", "我每周末都去深圳湾骑车"),
    ),
    honest(
        "zh-h62",
        "zh",
        "answer-now",
        "公司配的MacBook Pro M3，家里是自己装的台式机。",
        c("user", "work_laptop", "MacBook Pro M3", "公司配的MacBook Pro M3"),
        ai_before="你现在用什么电脑？",
    ),
    honest(
        "zh-h63", "zh", "since-now", "我戒烟一年了，现在连电子烟都不碰。", c("user", "smoking", "戒烟", "我戒烟一年了")
    ),
    honest(
        "zh-h64",
        "zh",
        "now-beside-past",
        "我老家是台中，大學在新竹唸的，現在在深圳工作。",
        c("user", "hometown", "台中", "我老家是台中"),
    ),
    honest(
        "zh-h65",
        "zh",
        "retracted-now",
        "我一米八，好吧其实一米七六。",
        c("user", "height", "一米七六", "好吧其实一米七六"),
    ),
    honest(
        "zh-h66",
        "zh",
        "other-beside",
        "女朋友在华为做产品经理，我在腾讯写前端。",
        c("user", "job", "前端", "我在腾讯写前端"),
    ),
]
