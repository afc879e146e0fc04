# ruff: noqa: E501
"""A value in the person's words filed as what it is not: a brand they use, own, like or buy from filed as their
employer ("my google account got hacked", 我是苹果粉, "wearing my nike hoodie"), a place they are at for the moment as
their workplace ("im at the gym rn", 我喺機場, 在银行排队办卡), a business trip's city as the one they work in, and
further (names, hobbies, schools: the known misses below).

A blind set of 200 lines (100 English, 100 Chinese, 21 of them traditional or Cantonese; 110 traps, 90 honest), written
by a helper from the labels' meaning alone, without reading any code, before it was run. On the code before this
round 82 were wrong (80 traps stored, among them 43 employers and workplaces); after (twin/narrative/grounding/slot.py
`_not_work`, and TRIP for a work city) 35: 33 traps stored, 2 honest lines lost, the same two as before. The misses
left: a name, a hobby or a school taken from something else (a celebrity, a character, a title; a class taken once;
a campus lived near: "my son loves elsa" as his name, "went bowling once" as a hobby, "we live next to stanford" as a
school), which other rules of the slot layer would have to learn; a brand used where the words say work of someone
else too (在滴滴上叫了个车，司机绕路了: the driver's); a liking said without a word of liking (a favourite brand from "apple
fangirl"). Of the 13,845 earlier grounding cases and probes one verdict changed, a trap now turned away."""

from __future__ import annotations

import re

import pytest

from tests.test_trust import shipped_persona
from tests.trust_cases import c

# [H (honest) or T (trap), the person's message, subject, attribute, value, quote]
LINES = [
    # ===================== ENGLISH (100) =====================
    # --- products / services / brands the person uses, owns, buys, likes ---
    [
        "T",
        "my google account got hacked again ugh 😤",
        "user",
        "employer",
        "Google",
        "my google account got hacked again ugh 😤",
    ],
    # arguable: H -- having a Google account is literally implied; it is a weak, low-value fact but true of the person
    [
        "H",
        "my google account got hacked again ugh 😤",
        "user",
        "has_account_with",
        "Google",
        "my google account got hacked",
    ],
    [
        "T",
        "im such an apple fangirl lol just preordered the new iphone",
        "user",
        "employer",
        "Apple",
        "im such an apple fangirl",
    ],
    [
        "H",
        "im such an apple fangirl lol just preordered the new iphone",
        "user",
        "favorite_brand",
        "Apple",
        "im such an apple fangirl",
    ],
    [
        "T",
        "just ordered from amazon again 😅 my wallet is crying",
        "user",
        "works_at",
        "Amazon",
        "just ordered from amazon again",
    ],
    ["T", "my tesla needs new tires, $1200 quote wtf", "user", "company", "Tesla", "my tesla needs new tires"],
    ["H", "my tesla needs new tires, $1200 quote wtf", "user", "car", "Tesla", "my tesla needs new tires"],
    [
        "T",
        "chase froze my card for 'suspicious activity' smh",
        "user",
        "employer",
        "Chase",
        "chase froze my card for 'suspicious activity' smh",
    ],
    ["T", "flying delta tmrw, pray for my legroom 🙏", "user", "employer", "Delta", "flying delta tmrw"],
    # arguable: H -- true of the person (they fly Delta tomorrow), only short-lived
    ["H", "flying delta tmrw, pray for my legroom 🙏", "user", "upcoming_flight_airline", "Delta", "flying delta tmrw"],
    ["T", "target run #3 this week dont judge", "user", "works_at", "Target", "target run #3 this week dont judge"],
    ["T", "slack notifs are ruining my life fr", "user", "employer", "Slack", "slack notifs are ruining my life fr"],
    [
        "T",
        "i put literally everything in notion now, its my second brain",
        "user",
        "company",
        "Notion",
        "i put literally everything in notion now",
    ],
    ["T", "wearing my nike hoodie bc its freeeezing", "user", "employer", "Nike", "wearing my nike hoodie"],
    [
        "T",
        "my microsoft account wont let me log in 🙄",
        "user",
        "employer",
        "Microsoft",
        "my microsoft account wont let me log in 🙄",
    ],
    ["T", "ikea trip today, built a bookshelf in 4 hrs", "user", "works_at", "IKEA", "ikea trip today"],
    [
        "T",
        "my spotify wrapped is embarrassing 💀",
        "user",
        "employer",
        "Spotify",
        "my spotify wrapped is embarrassing 💀",
    ],
    [
        "T",
        "airbnb host cancelled on us last min 😤",
        "user",
        "company",
        "Airbnb",
        "airbnb host cancelled on us last min 😤",
    ],
    [
        "T",
        "my husband is obsessed w his peloton",
        "husband",
        "employer",
        "Peloton",
        "my husband is obsessed w his peloton",
    ],
    ["T", "honestly id never work at amazon lol", "user", "employer", "Amazon", "honestly id never work at amazon lol"],
    [
        "T",
        "im a barista at a little cafe downtown, not starbucks lol",
        "user",
        "employer",
        "Starbucks",
        "im a barista at a little cafe downtown, not starbucks lol",
    ],
    [
        "H",
        "im a barista at a little cafe downtown, not starbucks lol",
        "user",
        "occupation",
        "barista",
        "im a barista at a little cafe downtown",
    ],
    # --- where the person is right now / visits ---
    ["T", "im at the gym rn, text u after", "user", "workplace", "gym", "im at the gym rn"],
    # arguable: H -- current location is true as stated; transient, but not misfiled
    ["H", "im at the gym rn, text u after", "user", "current_location", "gym", "im at the gym rn"],
    [
        "T",
        "at the hospital with my mom, shes ok tho",
        "user",
        "workplace",
        "hospital",
        "at the hospital with my mom, shes ok tho",
    ],
    ["T", "stuck at the airport, flight delayed 3 hrs 😩", "user", "job_location", "airport", "stuck at the airport"],
    [
        "T",
        "grabbing coffee at starbucks before my mtg",
        "user",
        "employer",
        "Starbucks",
        "grabbing coffee at starbucks",
    ],
    ["T", "in paris for the weekend!! croissants everywhere 🥐", "user", "city", "Paris", "in paris for the weekend"],
    # arguable: H -- the attribute names a trip, which is what the words say
    [
        "H",
        "in paris for the weekend!! croissants everywhere 🥐",
        "user",
        "weekend_trip_destination",
        "Paris",
        "in paris for the weekend",
    ],
    ["T", "at costco w the kids, send help", "user", "workplace", "Costco", "at costco w the kids, send help"],
    [
        "T",
        "stayed at a marriott in denver for the conference",
        "user",
        "work_city",
        "Denver",
        "stayed at a marriott in denver for the conference",
    ],
    [
        "T",
        "stayed at a marriott in denver for the conference",
        "user",
        "employer",
        "Marriott",
        "stayed at a marriott in denver for the conference",
    ],
    [
        "T",
        "dropping my daughter at the library then errands",
        "user",
        "workplace",
        "library",
        "dropping my daughter at the library",
    ],
    [
        "T",
        "currently in the dentists chair, pray for me",
        "user",
        "occupation",
        "dentist",
        "currently in the dentists chair",
    ],
    # arguable: T -- jury duty is a civic obligation, not a job; courthouse is not their workplace
    [
        "T",
        "lunch at the courthouse cafe, jury duty day 2",
        "user",
        "workplace",
        "courthouse",
        "lunch at the courthouse cafe, jury duty day 2",
    ],
    [
        "T",
        "waiting in line at the dmv since 9am 🙃",
        "user",
        "job_location",
        "DMV",
        "waiting in line at the dmv since 9am 🙃",
    ],
    ["T", "visiting my sister in london next week", "user", "city", "London", "visiting my sister in london next week"],
    # arguable: T -- a work trip is business travel; Tokyo is not where they work day to day
    ["T", "in tokyo for a work trip, jetlag is brutal", "user", "work_city", "Tokyo", "in tokyo for a work trip"],
    [
        "T",
        "at walmart getting snacks for the road trip",
        "user",
        "employer",
        "Walmart",
        "at walmart getting snacks for the road trip",
    ],
    [
        "T",
        "visiting my grandpa at st jude's, parking is a scam",
        "user",
        "workplace",
        "St Jude's",
        "visiting my grandpa at st jude's",
    ],
    [
        "T",
        "my brother's in seattle for a conference",
        "brother",
        "city",
        "Seattle",
        "my brother's in seattle for a conference",
    ],
    # --- names taken from celebrities, characters, games, titles ---
    ["T", "i'm a taylor swift fan since 2008 lol", "user", "name", "Taylor", "i'm a taylor swift fan"],
    ["H", "i'm a taylor swift fan since 2008 lol", "user", "favorite_artist", "Taylor Swift", "i'm a taylor swift fan"],
    ["T", "playing zelda all night, no regrets", "user", "pet_name", "Zelda", "playing zelda all night, no regrets"],
    ["H", "playing zelda all night, no regrets", "user", "plays_video_game", "Zelda", "playing zelda all night"],
    ["T", "my son loves elsa, weve watched frozen like 40 times", "user", "son_name", "Elsa", "my son loves elsa"],
    [
        "H",
        "my son loves elsa, weve watched frozen like 40 times",
        "son",
        "favorite_character",
        "Elsa",
        "my son loves elsa",
    ],
    [
        "T",
        "my daughter is obsessed with peppa pig",
        "daughter",
        "name",
        "Peppa",
        "my daughter is obsessed with peppa pig",
    ],
    [
        "H",
        "my daughter is obsessed with peppa pig",
        "daughter",
        "favorite_show",
        "Peppa Pig",
        "my daughter is obsessed with peppa pig",
    ],
    [
        "T",
        "my cat keeps sitting on my harry potter books",
        "user",
        "pet_name",
        "Harry Potter",
        "my cat keeps sitting on my harry potter books",
    ],
    ["T", "beyonce concert last night was unreal", "user", "name", "Beyonce", "beyonce concert last night was unreal"],
    ["T", "my bf cant stop quoting sherlock", "partner", "name", "Sherlock", "my bf cant stop quoting sherlock"],
    ["T", "animal crossing time, my island is named luna 🏝️", "user", "pet_name", "Luna", "my island is named luna"],
    ["T", "kobe was my childhood hero 🐐", "user", "son_name", "Kobe", "kobe was my childhood hero 🐐"],
    [
        "T",
        "my nephew wants to be batman for halloween",
        "nephew",
        "name",
        "Batman",
        "my nephew wants to be batman for halloween",
    ],
    # --- occupation / workplace from show, game, book, film titles ---
    [
        "T",
        "watching the office again for the 5th time lmao",
        "user",
        "workplace",
        "office",
        "watching the office again",
    ],
    [
        "H",
        "binged grey's anatomy all weekend",
        "user",
        "watched_show",
        "Grey's Anatomy",
        "binged grey's anatomy all weekend",
    ],
    [
        "T",
        "binged grey's anatomy all weekend, id be the worst surgeon lol",
        "user",
        "occupation",
        "surgeon",
        "binged grey's anatomy all weekend",
    ],
    [
        "T",
        "playing doctor simulator lol its so dumb",
        "user",
        "occupation",
        "doctor",
        "playing doctor simulator lol its so dumb",
    ],
    [
        "T",
        "rewatching brooklyn nine-nine, i'd be a terrible cop",
        "user",
        "occupation",
        "cop",
        "rewatching brooklyn nine-nine, i'd be a terrible cop",
    ],
    ["T", "uber driver got lost twice lmao", "user", "occupation", "uber driver", "uber driver got lost twice lmao"],
    # arguable: T -- reading it now is said, liking it is not (and "slow at first" leans the other way)
    ["T", "reading dune rn, its slow at first", "user", "favorite_book", "Dune", "reading dune rn"],
    ["H", "reading dune rn, its slow at first", "user", "currently_reading", "Dune", "reading dune rn"],
    # --- hobby / skill from one occasion ---
    ["T", "went bowling once for a bday, was terrible at it", "user", "hobby", "bowling", "went bowling once"],
    [
        "T",
        "tried pottery once at a friends bday, made a lopsided bowl lol",
        "user",
        "hobby",
        "pottery",
        "tried pottery once",
    ],
    [
        "T",
        "did one yoga class last yr and pulled a muscle",
        "user",
        "hobby",
        "yoga",
        "did one yoga class last yr and pulled a muscle",
    ],
    # --- school from a nearby place ---
    [
        "T",
        "we live next to stanford, traffic is insane on game days",
        "user",
        "school",
        "Stanford",
        "we live next to stanford",
    ],
    [
        "H",
        "we live next to stanford, traffic is insane on game days",
        "user",
        "lives_near",
        "Stanford",
        "we live next to stanford",
    ],
    ["T", "my apt is like 2 blocks from MIT", "user", "school", "MIT", "my apt is like 2 blocks from MIT"],
    # --- honest counterparts ---
    ["H", "i work at google, on the maps team", "user", "employer", "Google", "i work at google"],
    ["H", "been at google 5 yrs as an SRE", "user", "occupation", "SRE", "been at google 5 yrs as an SRE"],
    ["H", "been at google 5 yrs as an SRE", "user", "works_at", "Google", "been at google 5 yrs as an SRE"],
    [
        "H",
        "im a trainer at the gym on 5th, 6am clients are brutal",
        "user",
        "occupation",
        "trainer",
        "im a trainer at the gym on 5th",
    ],
    [
        "H",
        "im a trainer at the gym on 5th, 6am clients are brutal",
        "user",
        "workplace",
        "the gym on 5th",
        "im a trainer at the gym on 5th",
    ],
    [
        "H",
        "im a nurse at st mary's hospital, nights this week",
        "user",
        "workplace",
        "St Mary's hospital",
        "im a nurse at st mary's hospital",
    ],
    ["H", "i live in paris, moved here in 2019", "user", "city", "Paris", "i live in paris, moved here in 2019"],
    ["H", "my cat's name is zelda 🐱", "user", "pet_name", "Zelda", "my cat's name is zelda 🐱"],
    ["H", "im taylor btw, nice to meet u", "user", "name", "Taylor", "im taylor btw"],
    ["H", "my kid's name is elsa, yes like the movie 🙄", "user", "child_name", "Elsa", "my kid's name is elsa"],
    ["H", "i work at starbucks, shift starts at 6", "user", "employer", "Starbucks", "i work at starbucks"],
    ["H", "ive bowled every thursday for 10 yrs", "user", "hobby", "bowling", "ive bowled every thursday for 10 yrs"],
    ["H", "studying at stanford, cs major", "user", "school", "Stanford", "studying at stanford, cs major"],
    ["H", "im a pharmacist at the cvs on elm st", "user", "employer", "CVS", "im a pharmacist at the cvs on elm st"],
    # arguable: H -- Uber drivers are contractors, but "driving for uber full time" is the person's work, so
    # employer=Uber is what they said
    [
        "H",
        "been driving for uber full time since i got laid off",
        "user",
        "employer",
        "Uber",
        "been driving for uber full time",
    ],
    [
        "H",
        "i teach 3rd grade at lincoln elementary",
        "user",
        "workplace",
        "Lincoln Elementary",
        "i teach 3rd grade at lincoln elementary",
    ],
    ["H", "our dog is named kobe, my husband picked it lol", "user", "pet_name", "Kobe", "our dog is named kobe"],
    [
        "H",
        "my son's name is harry, after my grandpa not the wizard 😂",
        "son",
        "name",
        "Harry",
        "my son's name is harry",
    ],
    [
        "H",
        "im a software dev at microsoft, azure team",
        "user",
        "company",
        "Microsoft",
        "im a software dev at microsoft, azure team",
    ],
    ["H", "i manage a target store in ohio", "user", "employer", "Target", "i manage a target store in ohio"],
    [
        "H",
        "got hired at amazon last month, warehouse ops",
        "user",
        "employer",
        "Amazon",
        "got hired at amazon last month",
    ],
    [
        "H",
        "work out of the tokyo office now, moved in march",
        "user",
        "work_city",
        "Tokyo",
        "work out of the tokyo office now",
    ],
    [
        "H",
        "been doing pottery every weekend for like 3 yrs",
        "user",
        "hobby",
        "pottery",
        "been doing pottery every weekend for like 3 yrs",
    ],
    [
        "H",
        "im a flight attendant for delta, based in atlanta",
        "user",
        "employer",
        "Delta",
        "im a flight attendant for delta, based in atlanta",
    ],
    [
        "H",
        "im a flight attendant for delta, based in atlanta",
        "user",
        "work_city",
        "Atlanta",
        "im a flight attendant for delta, based in atlanta",
    ],
    ["H", "my name's peppa, yes like the pig, my mom had no idea", "user", "name", "Peppa", "my name's peppa"],
    [
        "H",
        "i'm a teller at chase, the branch on main",
        "user",
        "employer",
        "Chase",
        "i'm a teller at chase, the branch on main",
    ],
    # arguable: H -- admitted and enrolling in Sept; MIT is their school even if they have not started
    ["H", "got into MIT!!! starting in sept 😭", "user", "school", "MIT", "got into MIT!!! starting in sept 😭"],
    ["H", "my mom's a nurse at the VA, 30 yrs now", "mother", "occupation", "nurse", "my mom's a nurse at the VA"],
    [
        "H",
        "i do yoga every morning before work, 5 yrs now",
        "user",
        "hobby",
        "yoga",
        "i do yoga every morning before work, 5 yrs now",
    ],
    ["H", "my wife works at kaiser, pediatrics", "wife", "employer", "Kaiser", "my wife works at kaiser, pediatrics"],
    # ===================== CHINESE (100) =====================
    # --- 用的、买的、喜欢的品牌/服务 ---
    ["T", "我是苹果粉，新款一出就买", "我", "雇主", "苹果", "我是苹果粉"],
    ["H", "我是苹果粉，新款一出就买", "我", "喜欢的品牌", "苹果", "我是苹果粉"],
    ["T", "我的谷歌账号被盗了，气死", "我", "公司", "谷歌", "我的谷歌账号被盗了"],
    # arguable: H -- 用谷歌账号是话里直接说的，弱但属实
    ["H", "我的谷歌账号被盗了，气死", "我", "使用的服务", "谷歌", "我的谷歌账号被盗了"],
    ["T", "又在淘宝买了一堆东西😂", "我", "雇主", "淘宝", "又在淘宝买了一堆东西😂"],
    ["T", "我的特斯拉该换轮胎了", "我", "工作单位", "特斯拉", "我的特斯拉该换轮胎了"],
    ["H", "我的特斯拉该换轮胎了", "我", "车", "特斯拉", "我的特斯拉该换轮胎了"],
    ["T", "刚在京东下单了个空气炸锅", "我", "公司", "京东", "刚在京东下单了个空气炸锅"],
    ["T", "明天坐国航飞成都", "我", "雇主", "国航", "明天坐国航飞成都"],
    ["T", "明天坐国航飞成都", "我", "城市", "成都", "明天坐国航飞成都"],
    # arguable: T -- 钉钉是打卡用的软件，不是雇主；话里没说在哪上班
    ["T", "每天用钉钉打卡打到崩溃", "我", "公司", "钉钉", "每天用钉钉打卡打到崩溃"],
    ["T", "华为手机用了五年还没坏", "我", "公司", "华为", "华为手机用了五年还没坏"],
    ["T", "在滴滴上叫了个车，司机绕路了", "我", "公司", "滴滴", "在滴滴上叫了个车"],
    ["T", "我在小米之家看新手机", "我", "工作单位", "小米之家", "我在小米之家看新手机"],
    ["T", "我在阿里云上部署了个小网站", "我", "雇主", "阿里云", "我在阿里云上部署了个小网站"],
    ["T", "我在腾讯视频上看的", "我", "公司", "腾讯", "我在腾讯视频上看的"],
    ["T", "我在美团上点了外卖", "我", "雇主", "美团", "我在美团上点了外卖"],
    ["T", "我在顺丰寄了个快递", "我", "工作单位", "顺丰", "我在顺丰寄了个快递"],
    ["T", "我在抖音上刷到的", "我", "employer", "抖音", "我在抖音上刷到的"],
    ["T", "我老公天天开着他的比亚迪", "老公", "公司", "比亚迪", "我老公天天开着他的比亚迪"],
    ["T", "我在星巴克写代码，这边插座多", "我", "雇主", "星巴克", "我在星巴克写代码"],
    # --- 此刻所在/去过的地方 ---
    ["T", "我在健身房，待会回你", "我", "工作地点", "健身房", "我在健身房"],
    # arguable: H -- 当前位置属实，只是短暂
    ["H", "我在健身房，待会回你", "我", "当前位置", "健身房", "我在健身房"],
    ["T", "陪我妈在医院复查，人超多", "我", "工作地点", "医院", "陪我妈在医院复查"],
    ["T", "在机场，航班延误两个小时了", "我", "工作单位", "机场", "在机场，航班延误两个小时了"],
    ["T", "在星巴克喝咖啡等朋友", "我", "雇主", "星巴克", "在星巴克喝咖啡等朋友"],
    # arguable: T -- 出差地不是所在城市（按题目要求判 T）
    ["T", "在上海出差，天天开会", "我", "城市", "上海", "在上海出差，天天开会"],
    # arguable: H -- 属性名就是出差地，与话相符
    ["H", "在上海出差，天天开会", "我", "出差地", "上海", "在上海出差"],
    ["T", "在宜家逛了一下午，腿都断了", "我", "工作单位", "宜家", "在宜家逛了一下午"],
    ["T", "在银行排队办卡，前面还有二十个人", "我", "工作地点", "银行", "在银行排队办卡"],
    ["T", "陪孩子在图书馆写作业", "我", "工作地点", "图书馆", "陪孩子在图书馆写作业"],
    ["T", "在海底捞吃火锅，服务员给我唱生日歌", "我", "雇主", "海底捞", "在海底捞吃火锅"],
    ["T", "在杭州玩两天，西湖人山人海", "我", "工作城市", "杭州", "在杭州玩两天"],
    ["T", "我在三亚度假，晒黑了", "我", "work_city", "三亚", "我在三亚度假，晒黑了"],
    # --- 名字取自明星、角色、书名 ---
    ["T", "我女儿天天看小猪佩奇", "我", "女儿名字", "佩奇", "我女儿天天看小猪佩奇"],
    ["H", "我女儿天天看小猪佩奇", "女儿", "喜欢的动画", "小猪佩奇", "我女儿天天看小猪佩奇"],
    ["T", "我是周杰伦的铁粉，演唱会每场都抢", "我", "名字", "周杰伦", "我是周杰伦的铁粉"],
    ["H", "我是周杰伦的铁粉，演唱会每场都抢", "我", "喜欢的歌手", "周杰伦", "我是周杰伦的铁粉"],
    ["T", "我儿子最喜欢奥特曼了", "儿子", "名字", "奥特曼", "我儿子最喜欢奥特曼了"],
    ["T", "我儿子天天喊着要当孙悟空", "我", "儿子名字", "孙悟空", "我儿子天天喊着要当孙悟空"],
    ["T", "猫天天趴在我的哈利波特上睡觉", "我", "宠物名字", "哈利波特", "猫天天趴在我的哈利波特上睡觉"],
    ["T", "带女儿去迪士尼见艾莎，她激动哭了", "女儿", "名字", "艾莎", "带女儿去迪士尼见艾莎"],
    ["T", "刚看完《甄嬛传》第三遍", "我", "名字", "甄嬛", "刚看完《甄嬛传》第三遍"],
    # --- 职业/书 取自剧名、书名 ---
    # arguable: T -- 只说在看，没说喜欢（按题目要求判 T）
    ["T", "在看《三体》，刚看到第二部", "我", "喜欢的书", "三体", "在看《三体》"],
    ["H", "在看《三体》，刚看到第二部", "我", "在读的书", "三体", "在看《三体》"],
    ["T", "最近在追《急诊科医生》", "我", "职业", "医生", "最近在追《急诊科医生》"],
    # --- 一次性的活动当爱好 ---
    ["T", "上次朋友生日去打了一次保龄球，菜死了", "我", "爱好", "保龄球", "去打了一次保龄球"],
    ["T", "去年试过一次潜水，差点呛死", "我", "爱好", "潜水", "去年试过一次潜水，差点呛死"],
    ["T", "学了一节吉他课就放弃了哈哈", "我", "技能", "吉他", "学了一节吉他课就放弃了哈哈"],
    # --- 住在学校附近 ---
    ["T", "我家就在清华旁边", "我", "学校", "清华", "我家就在清华旁边"],
    ["H", "我家就在清华旁边", "我", "住在附近", "清华", "我家就在清华旁边"],
    ["T", "我住在北大附近", "我", "学校", "北大", "我住在北大附近"],
    # --- 繁體 / 粵語 traps ---
    ["T", "我喺機場，班機delay咗兩粒鐘", "我", "工作地點", "機場", "我喺機場"],
    # arguable: H -- 目前位置屬實，只係短暫
    ["H", "我喺機場，班機delay咗兩粒鐘", "我", "目前位置", "機場", "我喺機場"],
    ["T", "我喺健身室，遲啲覆你", "我", "工作地點", "健身室", "我喺健身室，遲啲覆你"],
    ["T", "今日去咗海港城行街", "我", "公司", "海港城", "今日去咗海港城行街"],
    ["T", "我部iPhone又壞咗，頂", "我", "公司", "iPhone", "我部iPhone又壞咗"],
    ["T", "喺麥當勞食緊早餐", "我", "僱主", "麥當勞", "喺麥當勞食緊早餐"],
    ["T", "去咗台北玩三日", "我", "城市", "台北", "去咗台北玩三日"],
    ["T", "我個女成日睇粉紅豬小妹", "我", "女兒名字", "粉紅豬小妹", "我個女成日睇粉紅豬小妹"],
    ["T", "我在誠品逛了一下午", "我", "工作單位", "誠品", "我在誠品逛了一下午"],
    ["T", "我住台大旁邊，每天經過", "我", "學校", "台大", "我住台大旁邊"],
    ["T", "我喺醫院陪阿媽覆診", "我", "工作地點", "醫院", "我喺醫院陪阿媽覆診"],
    ["T", "在小七買咖啡順便繳費", "我", "雇主", "小七", "在小七買咖啡順便繳費"],
    ["T", "我用緊匯豐個app轉數", "我", "僱主", "匯豐", "我用緊匯豐個app轉數"],
    # --- honest counterparts (简体) ---
    ["H", "我在苹果上班，做硬件测试", "我", "雇主", "苹果", "我在苹果上班"],
    ["H", "我在健身房当教练，早上六点就得到", "我", "职业", "健身教练", "我在健身房当教练"],
    ["H", "我在健身房当教练，早上六点就得到", "我", "工作地点", "健身房", "我在健身房当教练"],
    ["H", "我叫佩奇，对就是那只猪的名字", "我", "名字", "佩奇", "我叫佩奇"],
    ["H", "我在腾讯做产品经理三年了", "我", "公司", "腾讯", "我在腾讯做产品经理三年了"],
    ["H", "我在阿里上班，在杭州总部", "我", "工作城市", "杭州", "我在阿里上班，在杭州总部"],
    ["H", "我是协和医院的护士", "我", "工作单位", "协和医院", "我是协和医院的护士"],
    ["H", "我住在上海，十年了", "我", "城市", "上海", "我住在上海，十年了"],
    ["H", "我家猫叫哈利波特哈哈", "我", "宠物名字", "哈利波特", "我家猫叫哈利波特哈哈"],
    ["H", "我女儿叫艾莎，跟冰雪奇缘那个一样", "我", "女儿名字", "艾莎", "我女儿叫艾莎"],
    ["H", "我在星巴克上班，早班六点开始", "我", "雇主", "星巴克", "我在星巴克上班"],
    ["H", "每周四都去打保龄球，打了十年了", "我", "爱好", "保龄球", "每周四都去打保龄球，打了十年了"],
    ["H", "我在清华读研", "我", "学校", "清华", "我在清华读研"],
    ["H", "我在美团送外卖，一天跑四十单", "我", "雇主", "美团", "我在美团送外卖"],
    ["H", "我在顺丰当快递员", "我", "工作单位", "顺丰", "我在顺丰当快递员"],
    ["H", "我在华为做研发", "我", "公司", "华为", "我在华为做研发"],
    ["H", "我在银行上班，做柜员", "我", "职业", "柜员", "我在银行上班，做柜员"],
    ["H", "我在海底捞当服务员", "我", "雇主", "海底捞", "我在海底捞当服务员"],
    ["H", "我儿子叫小宇，今年五岁", "儿子", "名字", "小宇", "我儿子叫小宇"],
    ["H", "吉他学了五年了，每天都练", "我", "爱好", "吉他", "吉他学了五年了，每天都练"],
    ["H", "我在北京工作，住在朝阳", "我", "工作城市", "北京", "我在北京工作"],
    ["H", "我在京东做客服", "我", "雇主", "京东", "我在京东做客服"],
    ["H", "我是滴滴司机，全职跑车", "我", "职业", "滴滴司机", "我是滴滴司机，全职跑车"],
    ["H", "我在小米上班", "我", "公司", "小米", "我在小米上班"],
    ["H", "我在抖音做运营", "我", "employer", "抖音", "我在抖音做运营"],
    ["H", "我在北大读博", "我", "学校", "北大", "我在北大读博"],
    # --- honest counterparts (繁體 / 粵語) ---
    ["H", "我喺機場做地勤，返早更", "我", "職業", "地勤", "我喺機場做地勤"],
    ["H", "我喺匯豐返工", "我", "僱主", "匯豐", "我喺匯豐返工"],
    ["H", "我間公司喺觀塘", "我", "工作地點", "觀塘", "我間公司喺觀塘"],
    ["H", "我在誠品上班，書店店員", "我", "雇主", "誠品", "我在誠品上班"],
    ["H", "我住台北，從小在這長大", "我", "城市", "台北", "我住台北，從小在這長大"],
    ["H", "我讀台大，大三", "我", "學校", "台大", "我讀台大，大三"],
    ["H", "我叫阿May，叫我May就得", "我", "名字", "阿May", "我叫阿May"],
    ["H", "我隻貓叫豆豆", "我", "寵物名字", "豆豆", "我隻貓叫豆豆"],
    ["H", "我喺醫院做護士", "我", "職業", "護士", "我喺醫院做護士"],
]
KNOWN_MISSES = {
    3,
    12,
    33,
    41,
    42,
    43,
    45,
    47,
    49,
    50,
    52,
    53,
    54,
    55,
    58,
    60,
    63,
    64,
    65,
    66,
    68,
    109,
    112,
    120,
    134,
    136,
    138,
    139,
    140,
    141,
    143,
    147,
    148,
    155,
    159,
}


def judged(label: str, message: str, subject: str, attribute: str, value: str, quote: str) -> bool:
    """Whether grounding judges a line as labelled: an honest one kept or asked, a trap turned away."""
    from twin.narrative.grounding import Said, Window, read_candidate, twin_subjects

    persona, text = shipped_persona("zh" if re.search(r"[\u4e00-\u9fff]", message) else "en")
    verdict = Window([Said("now", "user", message)], text, persona.rules).check(
        read_candidate(c(subject, attribute, value, quote)),  # type: ignore[arg-type]
        twin_subjects((persona.name, persona.key), "Sam"),
        "Sam",
    )
    return (verdict.reason is None or verdict.ask) if label == "H" else verdict.reason is not None


@pytest.mark.parametrize("n", range(len(LINES)))
def test_a_value_filed_as_what_the_words_say_it_is_not_is_turned_away(n: int) -> None:
    assert judged(*LINES[n]) != (n in KNOWN_MISSES)


# A review of the rule (160 lines: 80 English, 80 Chinese, 16 of them traditional or Cantonese; 80 honest, 80
# traps), written by another helper at its edges, also reading no code: employment said without a listed word of
# work ("I fly for Delta", 我在机场安检, 搬砖), a brand used in other words ("Google knows everything about me", 淘宝又给我推荐),
# someone else's role at the place ("the barista at starbucks"), trips said otherwise ("at a conference in Berlin",
# 来深圳开会). On the code before the round 60 were wrong (59 traps stored), on the rule's first version 36 (six honest
# lines refused that were kept before), after narrowing 21: the EDGE_MISSES, 20 traps stored and one honest line
# refused, as before the round (an offer taken, read as a plan by another layer). Of the traps left: someone else's
# work beside the value ("my boss shops at whole foods", "my dad worked at Ford" filed as the person's, 我同学在阿里), a
# brand used with a work word of the person's ("my manager makes us use Slack", 我们公司打卡用钉钉), an interview not yet a
# job, and a queue for a cashier's check.
EDGES = [
    # ===================== ENGLISH: HONEST =====================
    # arguable: "fly for X" = crew/pilot, no role noun; "flying it" trigger may fire
    ["H", "I fly for Delta, mostly ATL to LAX these days", "user", "employer", "Delta", "I fly for Delta"],
    # arguable: "my amazon badge" reads like an owned item; "on the floor" = warehouse floor
    [
        "H",
        "my amazon badge expires friday and they won't let me on the floor without it",
        "user",
        "employer",
        "Amazon",
        "my amazon badge expires friday and they won't let me on the floor without it",
    ],
    # arguable: "second home" + "been there 8 yrs" (not "N years at X") + restocking
    [
        "H",
        "Costco's basically my second home, been there 8 yrs, i still get lost restocking the frozen aisle",
        "user",
        "employer",
        "Costco",
        "Costco's basically my second home, been there 8 yrs",
    ],
    [
        "H",
        "we ship from the Nike warehouse in Memphis, i pack boxes all night",
        "user",
        "employer",
        "Nike",
        "we ship from the Nike warehouse in Memphis, i pack boxes all night",
    ],
    # arguable: only an employee discount and "this place" signal employment
    [
        "H",
        "my target discount is literally the only perk of this place lol",
        "user",
        "employer",
        "Target",
        "my target discount is literally the only perk of this place lol",
    ],
    [
        "H",
        "Starbucks pays for my degree thru their college program, so i'm staying put behind the counter",
        "user",
        "employer",
        "Starbucks",
        "Starbucks pays for my degree thru their college program",
    ],
    [
        "H",
        "i'm on the night crew at walmart, stocking til 6am",
        "user",
        "workplace",
        "Walmart",
        "i'm on the night crew at walmart",
    ],
    # arguable: gig contractor, not strictly an employee
    [
        "H",
        "I deliver for Uber Eats on weekends to cover rent",
        "user",
        "employer",
        "Uber Eats",
        "I deliver for Uber Eats on weekends",
    ],
    ["H", "i code at Stripe, payments infra", "user", "company", "Stripe", "i code at Stripe"],
    # arguable: value is a place by kind ("the hospital") with no listed work word; ER + 7p-7a says work
    [
        "H",
        "I'm at the hospital every night, ER, 7p to 7a",
        "user",
        "workplace",
        "the hospital",
        "I'm at the hospital every night, ER, 7p to 7a",
    ],
    [
        "H",
        "I sell phones at the Apple store in the mall, ask me anything",
        "user",
        "workplace",
        "Apple Store",
        "I sell phones at the Apple store in the mall",
    ],
    [
        "H",
        "my wife is at Kaiser, pediatrics, since 2015",
        "wife",
        "employer",
        "Kaiser",
        "my wife is at Kaiser, pediatrics",
    ],
    ["H", "I do payroll for Marriott, corporate side", "user", "employer", "Marriott", "I do payroll for Marriott"],
    # arguable: "my desk at X" could be a hot desk as visitor, but normally means workplace
    [
        "H",
        "my desk at Deloitte is right next to the printer, it's hell",
        "user",
        "office",
        "Deloitte",
        "my desk at Deloitte is right next to the printer",
    ],
    [
        "H",
        "Chipotle has me on the grill tues and thurs",
        "user",
        "employer",
        "Chipotle",
        "Chipotle has me on the grill tues and thurs",
    ],
    [
        "H",
        "I answer phones for Comcast all day, people are so mean",
        "user",
        "employer",
        "Comcast",
        "I answer phones for Comcast all day",
    ],
    [
        "H",
        "FedEx has me loading trucks at 4am, send coffee",
        "user",
        "employer",
        "FedEx",
        "FedEx has me loading trucks at 4am",
    ],
    # arguable: "Googler" is the only employment signal
    ["H", "I'm a Googler now!!! badge came in the mail", "user", "employer", "Google", "I'm a Googler now!!!"],
    ["H", "I run the deli counter at Kroger", "user", "works_at", "Kroger", "I run the deli counter at Kroger"],
    # arguable: hotel value may trip the "staying at it" trigger
    [
        "H",
        "I clean rooms at the Hilton downtown, tips are trash",
        "user",
        "workplace",
        "Hilton",
        "I clean rooms at the Hilton downtown",
    ],
    ["H", "I'm in accounts payable at Boeing", "user", "employer", "Boeing", "I'm in accounts payable at Boeing"],
    # arguable: "drives" (verb, not "driver") + "rn" momentary cue
    [
        "H",
        "my husband drives for UPS, he's out on his route rn",
        "husband",
        "employer",
        "UPS",
        "my husband drives for UPS",
    ],
    [
        "H",
        "I ring people up at the Trader Joe's on 3rd",
        "user",
        "works_at",
        "Trader Joe's",
        "I ring people up at the Trader Joe's on 3rd",
    ],
    # arguable: "gave me a laptop" looks like owning; onboarding is not a listed word
    [
        "H",
        "Microsoft gave me a laptop and a badge on day one, still onboarding",
        "user",
        "employer",
        "Microsoft",
        "Microsoft gave me a laptop and a badge on day one, still onboarding",
    ],
    # arguable: "premium" subscription cue; "signs my checks" = employer
    [
        "H",
        "Spotify signs my checks, so yes i get premium free",
        "user",
        "company",
        "Spotify",
        "Spotify signs my checks",
    ],
    # arguable: value is "airport" by kind; crew + ramp says work
    [
        "H",
        "overnight crew at the Denver airport, baggage, it's cold out on the ramp",
        "user",
        "job_location",
        "Denver airport",
        "overnight crew at the Denver airport, baggage",
    ],
    # arguable: "my tesla ..." matches the owned-car pattern, but badge + factory doors = employee
    [
        "H",
        "my tesla badge won't open the Gigafactory doors again, 3rd time this week",
        "user",
        "employer",
        "Tesla",
        "my tesla badge won't open the Gigafactory doors again",
    ],
    [
        "H",
        "I fix planes for United at O'Hare",
        "user",
        "employer",
        "United Airlines",
        "I fix planes for United at O'Hare",
    ],
    ["H", "I cut hair at a Supercuts in Tulsa", "user", "work_city", "Tulsa", "I cut hair at a Supercuts in Tulsa"],
    [
        "H",
        "Disney pays me to be Goofy, don't tell the kids",
        "user",
        "employer",
        "Disney",
        "Disney pays me to be Goofy",
    ],
    # arguable: "wfh" is the only work cue (abbreviation); "office" is not a listed word
    [
        "H",
        "I'm in the Seattle office mon-wed, wfh the rest",
        "user",
        "work_city",
        "Seattle",
        "I'm in the Seattle office mon-wed",
    ],
    # arguable: "RN" abbreviation, "3 twelves" = shifts, neither listed
    ["H", "RN at Mayo, 3 twelves a week", "user", "employer", "Mayo Clinic", "RN at Mayo, 3 twelves a week"],
    # arguable: "lunch lady" is a role but not a listed noun
    [
        "H",
        "my mom's a lunch lady at Lincoln Elementary",
        "mom",
        "workplace",
        "Lincoln Elementary",
        "my mom's a lunch lady at Lincoln Elementary",
    ],
    [
        "H",
        "I pour drinks at the Marriott rooftop bar fri and sat",
        "user",
        "workplace",
        "Marriott",
        "I pour drinks at the Marriott rooftop bar",
    ],
    [
        "H",
        "I'm one of the sample ladies at Sam's Club, come say hi",
        "user",
        "employer",
        "Sam's Club",
        "I'm one of the sample ladies at Sam's Club",
    ],
    ["H", "I sort mail for USPS in Newark", "user", "job_location", "Newark", "I sort mail for USPS in Newark"],
    # plain honest regressions
    ["H", "I work at Amazon in Seattle", "user", "work_city", "Seattle", "I work at Amazon in Seattle"],
    ["H", "just got hired at Target!!! start monday", "user", "employer", "Target", "just got hired at Target!!!"],
    ["H", "been a nurse at Kaiser for 6 yrs", "user", "employer", "Kaiser", "been a nurse at Kaiser for 6 yrs"],
    [
        "H",
        "I teach 3rd grade at Lincoln Elementary",
        "user",
        "workplace",
        "Lincoln Elementary",
        "I teach 3rd grade at Lincoln Elementary",
    ],
    # ===================== ENGLISH: TRAPS =====================
    [
        "T",
        "Google knows everything about me at this point lol",
        "user",
        "employer",
        "Google",
        "Google knows everything about me",
    ],
    [
        "T",
        "Amazon delivered the wrong thing AGAIN",
        "user",
        "employer",
        "Amazon",
        "Amazon delivered the wrong thing AGAIN",
    ],
    ["T", "stan BTS and Samsung forever", "user", "company", "Samsung", "stan BTS and Samsung forever"],
    [
        "T",
        "sipping my starbucks and pretending it's not monday",
        "user",
        "employer",
        "Starbucks",
        "sipping my starbucks",
    ],
    ["T", "my delta miles expired before i could use them ugh", "user", "employer", "Delta", "my delta miles expired"],
    [
        "T",
        "hospital visiting hours again, grandpa's doing better",
        "user",
        "workplace",
        "hospital",
        "hospital visiting hours again",
    ],
    [
        "T",
        "on a layover at the airport in Dallas, 4 hrs to kill",
        "user",
        "work_city",
        "Dallas",
        "on a layover at the airport in Dallas",
    ],
    ["T", "gym then groceries then nap", "user", "workplace", "gym", "gym then groceries then nap"],
    # arguable: work role noun "barista" belongs to someone else
    [
        "T",
        "the barista at starbucks spelled my name wrong lmao",
        "user",
        "employer",
        "Starbucks",
        "the barista at starbucks spelled my name wrong",
    ],
    # arguable: "doctor" is the person's own doctor, not their job
    ["T", "my doctor at kaiser said my iron is low", "user", "employer", "Kaiser", "my doctor at kaiser"],
    # arguable: "our Shanghai office" implies the employer has an office there, but visiting != work city
    [
        "T",
        "visiting our Shanghai office this week, jet lag is brutal",
        "user",
        "work_city",
        "Shanghai",
        "visiting our Shanghai office this week",
    ],
    ["T", "at a conference in Berlin till thursday", "user", "work_city", "Berlin", "at a conference in Berlin"],
    # arguable: work word "worked" is about dad; filed on user
    ["T", "my dad worked at Ford for 30 years", "user", "employer", "Ford", "my dad worked at Ford for 30 years"],
    # arguable: "teller" is someone else's role
    [
        "T",
        "the teller at chase was so rude today",
        "user",
        "employer",
        "Chase",
        "the teller at chase was so rude today",
    ],
    # arguable: "boss" is a work word, but Whole Foods is where they shop
    [
        "T",
        "my boss shops at whole foods every day so now i do too lol",
        "user",
        "employer",
        "Whole Foods",
        "my boss shops at whole foods every day",
    ],
    # arguable: "driver" is the Uber driver, not the person
    [
        "T",
        "uber driver got lost for 20 min, i was so late",
        "user",
        "company",
        "Uber",
        "uber driver got lost for 20 min",
    ],
    ["T", "netflix raised prices again, cancelling", "user", "company", "Netflix", "netflix raised prices again"],
    [
        "T",
        "my iphone died in the middle of the zoom lol",
        "user",
        "company",
        "Apple",
        "my iphone died in the middle of the zoom",
    ],
    [
        "T",
        "dmv line is wrapping around the building, kill me",
        "user",
        "workplace",
        "DMV",
        "dmv line is wrapping around the building",
    ],
    # arguable: "hired" is the sister's, filed on user
    [
        "T",
        "my sister just got hired at Nike!! so proud",
        "user",
        "employer",
        "Nike",
        "my sister just got hired at Nike!!",
    ],
    ["T", "ordered from walmart+ and they forgot the eggs", "user", "employer", "Walmart", "ordered from walmart+"],
    # arguable: "work trip" contains the work word "work", yet a trip city is not the work city
    ["T", "in tokyo for a work trip, the ramen is unreal", "user", "work_city", "Tokyo", "in tokyo for a work trip"],
    ["T", "flying southwest to vegas tomorrow", "user", "employer", "Southwest", "flying southwest to vegas tomorrow"],
    [
        "T",
        "my peloton instructor is yelling at me rn",
        "user",
        "company",
        "Peloton",
        "my peloton instructor is yelling at me rn",
    ],
    # arguable: "cashier" appears only inside "cashier's check"
    [
        "T",
        "waiting at the bank for a cashier's check",
        "user",
        "workplace",
        "bank",
        "waiting at the bank for a cashier's check",
    ],
    # arguable: "technician" is the store's, the person is a customer
    [
        "T",
        "at the apple store getting my screen fixed, technician says 1 hr",
        "user",
        "workplace",
        "Apple Store",
        "at the apple store getting my screen fixed",
    ],
    [
        "T",
        "we stayed at a Hilton in Chicago, pool was closed",
        "user",
        "workplace",
        "Hilton",
        "we stayed at a Hilton in Chicago",
    ],
    ["T", "my chase card got declined at the gas station", "user", "employer", "Chase", "my chase card got declined"],
    # arguable: "pharmacist" is someone else
    [
        "T",
        "pharmacist at CVS said to take it with food",
        "user",
        "employer",
        "CVS",
        "pharmacist at CVS said to take it with food",
    ],
    # arguable: "manager" is a work word; Slack is a tool, not the employer
    [
        "T",
        "my manager makes us use Slack for everything and i hate it",
        "user",
        "company",
        "Slack",
        "my manager makes us use Slack for everything",
    ],
    [
        "T",
        "big Tesla fan, been holding the stock since 2019",
        "user",
        "employer",
        "Tesla",
        "big Tesla fan, been holding the stock since 2019",
    ],
    # arguable: sales kickoff = company event away from home, like a conference
    ["T", "in Denver for a sales kickoff, back friday", "user", "work_city", "Denver", "in Denver for a sales kickoff"],
    # arguable: "works" is the ex's
    [
        "T",
        "my ex works at Microsoft so i refuse to use teams",
        "user",
        "employer",
        "Microsoft",
        "my ex works at Microsoft",
    ],
    # arguable: "10 years with Verizon" matches the "N years with X" keep-pattern but is a carrier
    [
        "T",
        "spent 10 years with Verizon as my carrier, switching now",
        "user",
        "employer",
        "Verizon",
        "spent 10 years with Verizon",
    ],
    # arguable: "been at Costco for 2 hours" resembles tenure phrasing
    [
        "T",
        "been at Costco for 2 hours and my cart is full of stuff i don't need",
        "user",
        "workplace",
        "Costco",
        "been at Costco for 2 hours",
    ],
    # arguable: interview, not employed (yet)
    [
        "T",
        "had my final interview at Google today, fingers crossed",
        "user",
        "employer",
        "Google",
        "had my final interview at Google today",
    ],
    # arguable: "nurse" is the friend's role
    [
        "T",
        "my friend's a nurse at Cedars, says the cafeteria food sucks",
        "user",
        "employer",
        "Cedars-Sinai",
        "my friend's a nurse at Cedars",
    ],
    # plain trap regressions
    ["T", "at costco w the kids, send snacks", "user", "workplace", "Costco", "at costco w the kids"],
    ["T", "im at the gym rn", "user", "workplace", "the gym", "im at the gym rn"],
    ["T", "stuck at the airport, flight delayed again", "user", "workplace", "airport", "stuck at the airport"],
    # ===================== CHINESE (SIMPLIFIED): HONEST =====================
    # arguable: 干 (not 干了) as work verb
    ["H", "我在京东干采购，天天跟供应商扯皮", "我", "雇主", "京东", "我在京东干采购"],
    # arguable: value is 银行 by kind, no listed work word; 管信贷 is a job
    ["H", "我在银行管信贷，最近坏账有点多", "我", "工作单位", "银行", "我在银行管信贷"],
    # arguable: value is 机场 by kind; 安检 as job
    ["H", "我在机场安检，每天看几千个箱子", "我", "工作地点", "机场", "我在机场安检"],
    # arguable: 我是X的 = employee of X (contrast 我是小米的米粉)
    ["H", "我是海底捞的，想吃啥跟我说给你打折", "我", "雇主", "海底捞", "我是海底捞的"],
    ["H", "我在华为写代码，一写就是一整天", "我", "公司", "华为", "我在华为写代码"],
    # arguable: 拉花 is barista work without 咖啡师
    ["H", "我在星巴克拉花，今天终于拉出了天鹅", "我", "雇主", "星巴克", "我在星巴克拉花"],
    ["H", "腾讯的offer拿了，下周一报到", "我", "公司", "腾讯", "腾讯的offer拿了，下周一报到"],
    ["H", "在字节搬砖，头发快掉光了", "我", "公司", "字节跳动", "在字节搬砖"],
    ["H", "我在阿里996，周末也没了", "我", "公司", "阿里巴巴", "我在阿里996"],
    # arguable: 收件 could be a customer receiving a parcel; 双十一累死 says work
    ["H", "我在顺丰收件，双十一快累死了", "我", "雇主", "顺丰", "我在顺丰收件，双十一快累死了"],
    ["H", "我老婆在协和，儿科，忙得见不着人", "老婆", "工作单位", "协和医院", "我老婆在协和，儿科"],
    # arguable: 跑外卖 for 美团 vs 在美团上点了外卖
    ["H", "我在美团跑外卖，一天跑四十多单", "我", "雇主", "美团", "我在美团跑外卖"],
    ["H", "我在比亚迪拧螺丝，流水线上站一天", "我", "雇主", "比亚迪", "我在比亚迪拧螺丝"],
    # arguable: 开滴滴 = drive for Didi, not ride it
    ["H", "我开滴滴的，晚上单子多", "我", "雇主", "滴滴", "我开滴滴的"],
    ["H", "我在链家卖房子，这个月一套都没开单", "我", "公司", "链家", "我在链家卖房子"],
    ["H", "我在宜家仓库理货，天天搬柜子", "我", "雇主", "宜家", "我在宜家仓库理货"],
    ["H", "我在肯德基炸鸡，一身油烟味", "我", "雇主", "肯德基", "我在肯德基炸鸡，一身油烟味"],
    # arguable: 教 (teach) is not in the Chinese list
    ["H", "我在实验中学教数学，带两个班", "我", "工作单位", "实验中学", "我在实验中学教数学"],
    ["H", "我在深圳码代码，周末回东莞", "我", "工作城市", "深圳", "我在深圳码代码"],
    # arguable: 飞 = crew; 飞了十年 is tenure but not 干了/待了
    ["H", "我在国航飞了十年了", "我", "雇主", "国航", "我在国航飞了十年了"],
    ["H", "我在招行柜台，每天数钱数到手软", "我", "工作单位", "招商银行", "我在招行柜台"],
    # arguable: relation employer stated with no work word at all
    ["H", "我老公在中石化，常年跑外地", "老公", "雇主", "中石化", "我老公在中石化"],
    ["H", "我在网易管服务器，半夜老被叫起来", "我", "公司", "网易", "我在网易管服务器"],
    # arguable: 经理 not in the Chinese list
    ["H", "我是小米的产品经理", "我", "公司", "小米", "我是小米的产品经理"],
    ["H", "我在苹果店卖手机，天天被问能不能便宜", "我", "雇主", "苹果", "我在苹果店卖手机"],
    # arguable: 前台 not in list; hotel may trip "staying at it"
    ["H", "我在汉庭前台，一晚上登记几十个客人", "我", "工作单位", "汉庭", "我在汉庭前台"],
    # arguable: 健身房 by kind; 带课 = coaching without 教练
    ["H", "我在健身房带课，一天六节", "我", "工作地点", "健身房", "我在健身房带课，一天六节"],
    # plain honest regressions
    ["H", "我在盒马做生鲜理货", "我", "雇主", "盒马", "我在盒马做生鲜理货"],
    ["H", "在上海上班，住在昆山", "我", "工作城市", "上海", "在上海上班"],
    ["H", "我在三甲医院当护士", "我", "工作单位", "三甲医院", "我在三甲医院当护士"],
    ["H", "我在银行上班，今天又加班", "我", "工作单位", "银行", "我在银行上班"],
    ["H", "我在拼多多做运营", "我", "公司", "拼多多", "我在拼多多做运营"],
    # ===================== CHINESE (SIMPLIFIED): TRAPS =====================
    ["T", "淘宝又给我推荐了一堆没用的东西", "我", "公司", "淘宝", "淘宝又给我推荐了一堆没用的东西"],
    ["T", "我妈在拼多多砍一刀，天天发给我", "我", "公司", "拼多多", "我妈在拼多多砍一刀"],
    ["T", "我在银行门口等人", "我", "工作地点", "银行", "我在银行门口等人"],
    ["T", "下午去趟医院复查", "我", "工作地点", "医院", "下午去趟医院复查"],
    # arguable: 护士 is someone else
    ["T", "医院的护士态度很好", "我", "工作单位", "医院", "医院的护士态度很好"],
    ["T", "在银行柜员那里排了一小时", "我", "工作地点", "银行", "在银行柜员那里排了一小时"],
    ["T", "来深圳开会，明天就回", "我", "工作城市", "深圳", "来深圳开会"],
    # arguable: 干了 is the father's
    ["T", "我爸在中石油干了一辈子", "我", "雇主", "中石油", "我爸在中石油干了一辈子"],
    # arguable: 我们公司 + 打卡 are work cues, but 钉钉 is a tool not the employer
    ["T", "我们公司打卡用钉钉", "我", "公司", "钉钉", "我们公司打卡用钉钉"],
    # arguable: 店员 is someone else
    ["T", "今天去星巴克，店员把我名字写错了", "我", "雇主", "星巴克", "今天去星巴克，店员把我名字写错了"],
    ["T", "京东的快递小哥又把东西扔门口了", "我", "雇主", "京东", "京东的快递小哥又把东西扔门口了"],
    ["T", "我的华为手机又卡了", "我", "公司", "华为", "我的华为手机又卡了"],
    # arguable: 服务员 is someone else
    ["T", "超爱海底捞，服务员还给我唱生日歌", "我", "雇主", "海底捞", "超爱海底捞，服务员还给我唱生日歌"],
    ["T", "在顺丰寄了个包裹给我妈", "我", "雇主", "顺丰", "在顺丰寄了个包裹给我妈"],
    ["T", "在宜家逛了一下午，买了个书架", "我", "雇主", "宜家", "在宜家逛了一下午"],
    ["T", "腾讯视频会员又到期了", "我", "公司", "腾讯", "腾讯视频会员又到期了"],
    # arguable: failed interview, not employed
    ["T", "字节的面试又挂了", "我", "公司", "字节跳动", "字节的面试又挂了"],
    # arguable: 加班 is the classmate's
    ["T", "我同学在阿里，天天加班", "我", "公司", "阿里巴巴", "我同学在阿里，天天加班"],
    ["T", "在机场被延误了三个小时", "我", "工作地点", "机场", "在机场被延误了三个小时"],
    # arguable: trade fair trip, like a conference
    ["T", "我在北京参加展会，这几天忙疯了", "我", "工作城市", "北京", "我在北京参加展会"],
    ["T", "刚在比亚迪4S店提了车", "我", "雇主", "比亚迪", "刚在比亚迪4S店提了车"],
    ["T", "在肯德基等儿子放学", "我", "雇主", "肯德基", "在肯德基等儿子放学"],
    # arguable: 下班 is work-ish, but Walmart is an errand stop
    ["T", "下班路上顺便去了趟沃尔玛", "我", "工作地点", "沃尔玛", "下班路上顺便去了趟沃尔玛"],
    ["T", "在招行办了张信用卡", "我", "工作单位", "招商银行", "在招行办了张信用卡"],
    # arguable: 老板 is a work word, but 海底捞 is where they ate
    ["T", "老板请我们去海底捞吃饭", "我", "雇主", "海底捞", "老板请我们去海底捞吃饭"],
    # arguable: 做 here is 做检查 (a patient), not work
    ["T", "我在医院做检查，排队好久", "我", "工作地点", "医院", "我在医院做检查"],
    # arguable: 我是X的 pattern but 米粉 = fan
    ["T", "我是小米的米粉，出一款买一款", "我", "公司", "小米", "我是小米的米粉"],
    # arguable: training trip; 培训 is work-related but the city is not the work city
    ["T", "我去苏州培训一周", "我", "工作城市", "苏州", "我去苏州培训一周"],
    # plain trap regressions
    ["T", "在美团上点了外卖", "我", "雇主", "美团", "在美团上点了外卖"],
    ["T", "坐国航去成都", "我", "雇主", "国航", "坐国航去成都"],
    ["T", "在健身房，待会回你", "我", "工作地点", "健身房", "在健身房，待会回你"],
    ["T", "在上海出差，周五回来", "我", "工作城市", "上海", "在上海出差"],
    # ===================== CHINESE (TRADITIONAL / CANTONESE): HONEST =====================
    # arguable: 做嘢 (Cantonese "work") is not in the list; OT not listed
    ["H", "我喺匯豐做嘢，成日OT", "我", "僱主", "匯豐", "我喺匯豐做嘢"],
    # arguable: 地勤 + distracting flight-delay cue; 機場 by kind
    ["H", "我喺機場做地勤，今日好多航班延誤", "我", "工作地点", "機場", "我喺機場做地勤"],
    # arguable: 揸車 = drive the train, no 司機
    ["H", "我喺港鐵揸車，每日行荃灣綫", "我", "僱主", "港鐵", "我喺港鐵揸車"],
    ["H", "我喺麥當勞煎漢堡扒，一個鐘六十幾蚊", "我", "僱主", "麥當勞", "我喺麥當勞煎漢堡扒，一個鐘六十幾蚊"],
    # arguable: 醫管局 + ICU, no listed work word
    ["H", "我喺醫管局，屯門醫院ICU", "我", "僱主", "醫管局", "我喺醫管局，屯門醫院ICU"],
    # arguable: 被call回去 = on-call, no listed word
    ["H", "我在台積電，竹科那邊，常常半夜被call回去", "我", "公司", "台積電", "我在台積電，竹科那邊"],
    # arguable: 站櫃 = work the counter, no 店員
    ["H", "我在誠品站櫃，週末最忙", "我", "雇主", "誠品", "我在誠品站櫃"],
    ["H", "我老公喺國泰飛，成日唔喺屋企", "老公", "僱主", "國泰", "我老公喺國泰飛"],
    # ===================== CHINESE (TRADITIONAL / CANTONESE): TRAPS =====================
    ["T", "喺機場等緊航班，好悶", "我", "工作地点", "機場", "喺機場等緊航班"],
    ["T", "我部iPhone又壞咗", "我", "公司", "蘋果", "我部iPhone又壞咗"],
    # arguable: 職員 is the bank's staff
    ["T", "喺匯豐排咗成個鐘，啲職員好慢", "我", "僱主", "匯豐", "喺匯豐排咗成個鐘"],
    ["T", "今日去咗醫院覆診", "我", "工作地点", "醫院", "今日去咗醫院覆診"],
    ["T", "我喺深圳開會，聽日返香港", "我", "工作城市", "深圳", "我喺深圳開會"],
    # arguable: 做咗三十年 is the father's
    ["T", "我老豆以前喺港鐵做咗三十年", "我", "僱主", "港鐵", "我老豆以前喺港鐵做咗三十年"],
    ["T", "我好鍾意誠品，成日去打書釘", "我", "雇主", "誠品", "我好鍾意誠品"],
    ["T", "坐國泰去東京，飛機餐好難食", "我", "僱主", "國泰", "坐國泰去東京"],
]
EDGE_MISSES = {46, 48, 50, 51, 53, 54, 55, 64, 65, 73, 86, 116, 117, 118, 121, 124, 127, 131, 132, 139, 156}


@pytest.mark.parametrize("n", range(len(EDGES)))
def test_the_edges_of_the_rule_are_judged_as_labelled_but_the_known_misses(n: int) -> None:
    assert judged(*EDGES[n]) != (n in EDGE_MISSES)
