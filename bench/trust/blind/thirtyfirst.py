# ruff: noqa: E501
"""Thirty-first blind trust set: writing that is not the owner saying something true of themselves now, and writing that is.

Written blind, by a red team that read only README.md, docs/architecture.md, the `Case` dataclass, the `SOON`
constant and the `c()` helper at the top of tests/trust_cases.py, bench/trust/run.py, personas/alice.toml and
personas/lin.toml, and the module docstring of bench/trust/blind/thirtieth.py (for its form); nothing under
twin/, no other blind set's cases, no other test, no other doc, no git history.

Theme: people run `twin ingest` on folders of their notes, and a sloppy local model proposes what a file says as a
fact about the owner (subject "user"). Each case is one file of the owner's writing, and the candidate's value is
really in it, but in the traps it is not the owner saying something about themselves that holds now: first-person
fiction and a novel chapter, a poem and song lyrics, a screenplay, a role-play log and a 剧本杀 review; a letter,
email, card or WhatsApp message received and saved (妈妈的信, 阿May嘅留言); a speech, a cover letter, a dating
profile and a blog post drafted for someone else; book notes, a quote collection, an interview with someone else, a
podcast's notes, a biography's summary; a filled-in example form (姓名：张三); goals, a bucket list, a to-do list
(学会日语, "sign lease for the Oakland apartment"); meeting notes and notes about others (Mum's allergy, a
colleague's new title); a dated journal entry that no longer holds, and a journal whose later entry says it
changed; a translation exercise; a note written to a new flatmate or a nanny in the second person. The honest
look-alikes are the owner's own: an about-me page, a CV and a cover letter, journal entries about now (the latest
of a year's), letters and emails they sent, their own line among notes about others, a blog post, a goals list that
says what they already do, a story with an author's note, their own speech, dating bio and speaker bio, their
answers in an interview, homework the teacher asked to be true, a recipe with their own note. English files go to
alice, Chinese (simplified mostly, some traditional, some Cantonese) to lin; no value is one the personas hold.

Every candidate's quote is copied verbatim from the file, and every value is in that quote as written. Each file
fits one chunk (English under 1,500 characters, Chinese under 500). Traps carry reject="any" (any reason is a pass,
and so is a fact stored that does not hold now); honest cases reject=None.

    .venv/bin/python bench/trust/run.py --cases bench/trust/blind/thirtyfirst.py --ingest

Frozen before its one run; a result is added only after that run, with no case changed.

Frozen at 685aeb4. Its one run, at 685aeb4 (2026-12-06, 2 CPUs, Python 3.11.7, load average 1.71 before, 2.07
after): 39 of 52 traps stored (fiction 4 of 4, poems and lyrics 4 of 4, letters received 6 of 7, journals no
longer true 4 of 4, goals and to-dos 5 of 6, ...), 47 of 50 honest kept (b31-en-h09 an author's note in italics
read as an action, b31-zh-h09 我： after another's label, b31-zh-h14 a letter's greeting read as another's words).
The writing layer written from it (twin/narrative/grounding/writing.py, reason `writing_kind`), the same command:
2 of 52 stored (b31-en-t01, a story with no word of its kind in its path, title or notes; b31-en-t09, a wedding
card from two friends in `cards/`), 50 of 50 kept. That figure is no longer held out.
"""

from tests.trust_cases import Case, c

TRAPS = [
    # ---------------------------------------------------------------- English traps (alice)
    Case(
        "b31-en-t01",
        "en",
        """# The Lighthouse Keeper's Dog

I live in Galway now, in a flat above a chip shop on Quay Street, and most nights the smell of vinegar climbs the stairs before I do.

It wasn't meant to be like this. Dad left me the dog and the debts and not much else. The dog's name is Brennan and he hates the rain, which in Galway is a problem.

On Tuesdays I walk him out to the end of the pier and we watch the ferries. He barks at every single one. I tell him they're not coming for us. He doesn't believe me either.

(keep going from here — what does she find in the box?)
""",
        c("user", "city", "Galway", "I live in Galway now, in a flat above a chip shop on Quay Street"),
        "any",
        category="first-person fiction",
        file="drafts/lighthouse.md",
    ),
    Case(
        "b31-en-t02",
        "en",
        """## Chapter 7

My name is Ruth Okafor and I have been a midwife for nineteen years. I have delivered twins in a lift and a breech baby in a snowstorm, and none of it prepared me for my sister walking back into my kitchen.

"You look old," Ada said.

"I am old," I said. "Sit down."

She didn't. She stood by the fridge reading the magnets like they were evidence.

---
TODO ch7: more about the hospital strike? check timeline vs ch4
""",
        c("user", "occupation", "midwife", "I have been a midwife for nineteen years"),
        "any",
        category="first-person fiction",
        file="book/part-two/ch07.md",
    ),
    Case(
        "b31-en-t03",
        "en",
        """night route

i drive the night bus in Toledo
past the closed Kroger, past the river,
three riders, then two, then the woman
who always sits behind me and says
nothing, and means it

i am forty-eight and my hands
know the wheel better than my wife's face
forgive me, i say to the windshield,
forgive me, says the rain

— draft 3, for the workshop thurs
""",
        c("user", "city", "Toledo", "i drive the night bus in Toledo"),
        "any",
        category="poem or lyrics",
        file="poems/night-route.txt",
    ),
    Case(
        "b31-en-t04",
        "en",
        """# Memphis (demo lyrics)

Verse 1
Got a pickup truck and a Memphis address
A mama who prays and a heart that's a mess
I work at the mill till the whistle blows five
Then I drive to the river just to feel alive

Chorus
Oh Memphis, Memphis, you don't let me go...

capo 2, G C Em D -- slower than the voice memo
""",
        c("user", "city", "Memphis", "Got a pickup truck and a Memphis address"),
        "any",
        category="poem or lyrics",
        file="songs/memphis-demo.md",
    ),
    Case(
        "b31-en-t05",
        "en",
        """INT. HOSPITAL CAFETERIA - NIGHT

MAYA (40s, scrubs, exhausted) stirs a coffee she won't drink.

DAN
You could've called.

MAYA
I'm a cardiologist, Dan. I don't have time to call. I barely have time to blink.

DAN
You had time for him.

Maya sets the spoon down. Very carefully.

MAYA
Say that again.

CUT TO:
""",
        c("user", "occupation", "cardiologist", "I'm a cardiologist, Dan."),
        "any",
        category="screenplay or role-play",
        file="scripts/pilot-v2.txt",
    ),
    Case(
        "b31-en-t06",
        "en",
        """Ironhold campaign - session 12 log (my char: Wren)

GM: The guard asks who you are and what business you have in the city.
Me (as Wren): I'm a blacksmith from the river district. I moved here last spring to work the docks. I'm allergic to horses, so I walked.
GM: roll persuasion
Me: 17 + 3
GM: he waves you through, grumbling

notes: next time ask the GM about the harbour map. bring snacks (Leo's turn?)
""",
        c("user", "allergy", "horses", "I'm allergic to horses, so I walked."),
        "any",
        category="screenplay or role-play",
        file="rp/ironhold-session-12.txt",
    ),
    Case(
        "b31-en-t07",
        "en",
        """Dear Jess,

Well, I've done it. I've finally sold the house and moved to Brighton, into one of those flats with a warden and a pull cord in every room. Don't laugh. The view of the sea is worth every penny and the neighbours play bridge on Wednesdays.

I've taken up watercolours. They are awful. I love them.

Come at Easter if you can, and bring that young man.

All my love,
Gran
""",
        c("user", "city", "Brighton", "I've finally sold the house and moved to Brighton"),
        "any",
        category="letter received",
        file="letters/from-gran.txt",
    ),
    Case(
        "b31-en-t08",
        "en",
        """From: Dev Malhotra
Subject: news!!

hey you,

I didn't want you to hear it on linkedin first: I accepted the offer. I'm a product manager at Shopify now, starting the 14th. Yes I'm terrified. Yes I'm still going to make fun of your spreadsheets.

also moving to Ottawa in Jan, so you have to visit.

d.
""",
        c("user", "employer", "Shopify", "I'm a product manager at Shopify now"),
        "any",
        category="letter received",
        file="notes/devs-news.md",
    ),
    Case(
        "b31-en-t09",
        "en",
        """Thank you SO much for coming all that way for our wedding — and for the salad bowl, we use it every day!

We're settling into our new place in Asheville. The porch is crooked and we love it. Come see us when the leaves turn.

With love,
Lena & Omar
""",
        c("user", "city", "Asheville", "We're settling into our new place in Asheville"),
        "any",
        category="letter received",
        file="cards/thank-you-lena-omar.txt",
    ),
    Case(
        "b31-en-t10",
        "en",
        """# Best man speech — for Marcus to read (he asked me to write it, he'll do it Sat)

Good evening everyone! For those who don't know me, I'm Marcus, Jake's older brother. I flew in from Denver this morning, so if I fall asleep during the first dance, that's why.

Jake and I shared a bedroom for fourteen years. I know things. I won't tell you all of them.

[pause for laugh]

Ellie, you make him braver and kinder, and you make him put his socks in the basket, which none of us ever managed.

(M. wants it under 4 min — cut the camping story?)
""",
        c("user", "city", "Denver", "I flew in from Denver this morning"),
        "any",
        category="in someone else's voice",
        file="writing-for-others/marcus-best-man.md",
    ),
    Case(
        "b31-en-t11",
        "en",
        """Cover letter - Priya (St Luke's ICU job). Fixed her grammar, she'll add the ref numbers

Dear Hiring Manager,

I am a registered nurse with six years of experience in acute care, currently working nights on the cardiac ward at Royal Berkshire Hospital. I am applying for the Band 6 post in your ICU.

I am calm under pressure, I love teaching students, and I completed my advanced life support course this spring.

Yours sincerely,
Priya Shah
""",
        c(
            "user",
            "occupation",
            "registered nurse",
            "I am a registered nurse with six years of experience in acute care",
        ),
        "any",
        category="in someone else's voice",
        file="docs/priya-cover-letter.md",
    ),
    Case(
        "b31-en-t12",
        "en",
        """sam's hinge - my rewrite (he wrote "I like food and travel" lol)

about me: i'm 34, vegan, obsessed with my two cats (Miso and Udon), and i will absolutely judge your bookshelf
typical sunday: farmers market, overcooked risotto, asleep by 9
green flags: you text back
i'm weirdly good at: parallel parking

send to sam before friday!!
""",
        c("user", "diet", "vegan", "i'm 34, vegan, obsessed with my two cats"),
        "any",
        category="in someone else's voice",
        file="notes/hinge-for-sam.txt",
    ),
    Case(
        "b31-en-t13",
        "en",
        """# Why I Stopped Recommending Whitening Strips

As a dentist in Sacramento for fifteen years, I've seen every kind of smile come through my door, and a lot of them have been damaged by the whitening aisle.

Here's what I tell my patients instead:

1. Start with a cleaning.
2. Ask about sensitivity first.
3. Be patient. Teeth are not a weekend project.

---
Client: Dr. R. Hartwell. 800 words, due Mon. Invoice #0412 after approval.
""",
        c("user", "occupation", "dentist", "As a dentist in Sacramento for fifteen years"),
        "any",
        category="in someone else's voice",
        file="clients/hartwell-dental/post-03.md",
    ),
    Case(
        "b31-en-t14",
        "en",
        """# commonplace book

"I have been a vegetarian since I was twelve, and I have never once missed bacon." — overheard, Powell's, 2025

"The best time to plant a tree was twenty years ago." — everyone's fridge

"I live in a town so small the pharmacist knows your secrets." — from the podcast about Maine

"Start where you are. Use what you have." — Arthur Ashe
""",
        c("user", "diet", "vegetarian", "I have been a vegetarian since I was twelve"),
        "any",
        category="book notes, quotes, interview",
        file="commonplace.md",
    ),
    Case(
        "b31-en-t15",
        "en",
        """# User interview - P7 (pharmacy scheduling study)

Date: 2026-11-18 / 40 min / remote

Q: Tell me about your job.
P7: I'm a pharmacist, I work nights at a CVS in Tulsa. Mostly alone after 10pm.
Q: How do you get your schedule?
P7: A PDF. Every two weeks. Sometimes it changes and nobody tells you.
Q: What would help?
P7: Honestly just a text when it changes.

Obs: strong pain around last-minute swaps. Quote for deck ^
""",
        c("user", "occupation", "pharmacist", "I'm a pharmacist, I work nights at a CVS in Tulsa"),
        "any",
        category="book notes, quotes, interview",
        file="research/interviews/p7.md",
    ),
    Case(
        "b31-en-t16",
        "en",
        """Notes - "Second Acts" ep. 41, guest Rafael Ortiz

- was a corporate lawyer 12 yrs, hated it by year 3
- "I quit law and became a potter. I sell mugs at the Saturday market in Santa Fe."
- took a night class first, didn't quit until he had 6 months' savings
- his point: test the new thing before you burn the old one

-> send this ep to Mia
""",
        c("user", "occupation", "potter", "I quit law and became a potter."),
        "any",
        category="book notes, quotes, interview",
        file="notes/podcast-second-acts.md",
    ),
    Case(
        "b31-en-t17",
        "en",
        """# New client intake form (EXAMPLE - copy this one, don't fill it in)

Full name: Jane Doe
Date of birth: 01/01/1980
City: Springfield
Occupation: Accountant
Emergency contact: John Doe (spouse), 555-0100
Allergies: none known
How did you hear about us? [ ] friend [ ] online [ ] other

Signature: ____________
""",
        c("user", "city", "Springfield", "City: Springfield"),
        "any",
        category="template or example form",
        file="templates/intake-form-example.md",
    ),
    Case(
        "b31-en-t18",
        "en",
        """# Goals 2027

1. learn Japanese (N5 by June??)
2. run a half marathon
3. move to Portland - or at least look at apartments
4. read 24 books
5. call Dad every Sunday

word of the year: *steady*
""",
        c("user", "languages", "Japanese", "learn Japanese (N5 by June??)"),
        "any",
        category="goals, wish lists, to-dos",
        file="goals-2027.md",
    ),
    Case(
        "b31-en-t19",
        "en",
        """SOMEDAY / MAYBE

- live in Kyoto for a year
- become fluent in Italian
- see the northern lights
- learn to sail (properly, not just holding the rope)
- own a house with a lemon tree
""",
        c("user", "city", "Kyoto", "live in Kyoto for a year"),
        "any",
        category="goals, wish lists, to-dos",
        file="lists/someday.txt",
    ),
    Case(
        "b31-en-t20",
        "en",
        """## this week

- [ ] sign lease for the Oakland apartment (Thurs 4pm, bring pay stubs)
- [ ] cancel gym
- [x] return library books
- [ ] dentist - reschedule
- [ ] ask Tanya re: couch
""",
        c("user", "city", "Oakland", "sign lease for the Oakland apartment"),
        "any",
        category="goals, wish lists, to-dos",
        file="todo.md",
    ),
    Case(
        "b31-en-t21",
        "en",
        """# 1:1 Kenji - Dec 2

- moving to the Berlin office in Jan, now staff designer (promo went through 🎉)
- wants to keep mentoring the interns remotely
- worried about handoff of the design system docs -> pair w/ Ana
- next 1:1: Dec 16

my action: intro him to Stefan in Berlin
""",
        c("user", "occupation", "staff designer", "moving to the Berlin office in Jan, now staff designer"),
        "any",
        category="notes about others",
        file="work/1on1s/kenji.md",
    ),
    Case(
        "b31-en-t22",
        "en",
        """# health stuff (for appointments)

- allergic to penicillin (rash + swelling, 1998)
- takes levothyroxine 50mcg every morning
- hip replacement, left side, 2021
- GP: Dr. Aldous, Tues/Thurs
- doesn't like being asked "how are you feeling" - ask what she did today instead
""",
        c("user", "allergy", "penicillin", "allergic to penicillin (rash + swelling, 1998)"),
        "any",
        category="notes about others",
        file="family/mum.md",
    ),
    Case(
        "b31-en-t23",
        "en",
        """Jan 14, 2018

I'm 26 today. Celebrated with pancakes and a long walk along the canal. Still renting the tiny room on Elm St. Still working at the bakery. Still not sure what I'm doing, but the pancakes were good.
""",
        c("user", "age", "26", "I'm 26 today."),
        "any",
        category="journal no longer true",
        file="journal/2018-01.md",
    ),
    Case(
        "b31-en-t24",
        "en",
        """# 2026

**Feb 3** - still at Wexford Bank, still hating the commute. Two hours a day on the 47.

**Jun 20** - interviewed at the Hollis Street library. Don't get your hopes up.

**Oct 12** - last day at Wexford Bank today!! Cake, a card, one awkward hug. Starting at the library on Monday.

**Nov 30** - seven weeks in. Shelving is weirdly calming.
""",
        c("user", "employer", "Wexford Bank", "still at Wexford Bank, still hating the commute"),
        "any",
        category="journal no longer true",
        file="journal/2026.md",
    ),
    Case(
        "b31-en-t25",
        "en",
        """# Devoir 3 - traduction (for Thursday)

Translate into French:

1. I am a lawyer and I live in Lyon. -> Je suis avocate et j'habite à Lyon.
2. My brother has two dogs. -> Mon frère a deux chiens.
3. We are going to the beach tomorrow. -> Nous allons à la plage demain.
4. She doesn't like coffee. -> Elle n'aime pas le café.

(ask Mme Roy about avocat vs avocate)
""",
        c("user", "city", "Lyon", "I am a lawyer and I live in Lyon."),
        "any",
        category="translation exercise",
        file="french/devoir-3.md",
    ),
    Case(
        "b31-en-t26",
        "en",
        """# Welcome to the house! (for whoever takes the small room)

- You're in the small room at the back. It gets the morning sun, sorry.
- Your rent is £640 a month, due on the 1st, into the house account.
- Your shelf in the fridge is the bottom one.
- Bins go out Tuesday night. Recycling is every other week (the calendar is on the fridge).
- Quiet after 11 on weeknights, please - two of us start early.

Welcome :)
""",
        c("user", "rent", "£640", "Your rent is £640 a month"),
        "any",
        category="second-person guide",
        file="house/welcome-new-flatmate.md",
    ),
    # ---------------------------------------------------------------- Chinese traps (lin)
    Case(
        "b31-zh-t01",
        "zh",
        """## 第三章

我叫周晚，在大连一家医院当护士，上夜班已经第七年了。

凌晨三点，急诊的门又被推开。进来的是个穿校服的男孩，抱着一只湿透的猫。

“它还活着吗？”他问。

我没回答，先把猫接了过来。

——
（这章结尾太仓促，周末改）
""",
        c("user", "occupation", "护士", "在大连一家医院当护士"),
        "any",
        category="first-person fiction",
        file="长夜/第三章.md",
    ),
    Case(
        "b31-zh-t02",
        "zh",
        """雨季

我搬到昆明已经三年了。这里的雨不像老家，下得很干脆，说停就停。

楼下开米线店的阿姨认识我，每次都多给一勺酸菜。她说我看起来像她女儿，我不知道该不该高兴。

那年夏天，我决定不再给他回信。

（写到这儿卡住了。下一段要不要换成他的视角？）
""",
        c("user", "city", "昆明", "我搬到昆明已经三年了"),
        "any",
        category="first-person fiction",
        file="草稿/雨季.md",
    ),
    Case(
        "b31-zh-t03",
        "zh",
        """《海边》

我是一个渔夫的儿子
住在舟山的海边
父亲的船比我老
母亲的手比网粗

潮水每天来两次
像一个守信的人
我每天等一次
等一个不守信的人

——2026.11 改稿
""",
        c("user", "city", "舟山", "住在舟山的海边"),
        "any",
        category="poem or lyrics",
        file="诗/海边.txt",
    ),
    Case(
        "b31-zh-t04",
        "zh",
        """# 《凌晨两点》demo 歌词

主歌：
我在深圳打工 送外卖到凌晨
电动车的电 比我的心还省
出租屋八平米 窗外是城中村
妈妈问我过得好不好 我说还行

副歌：
凌晨两点 城市不睡……

（和弦：C G Am F，副歌升半调）
""",
        c("user", "city", "深圳", "我在深圳打工 送外卖到凌晨"),
        "any",
        category="poem or lyrics",
        file="歌词/demo2.md",
    ),
    Case(
        "b31-zh-t05",
        "zh",
        """第一場　日　內　律師事務所

李默（三十五歲，西裝皺了）把文件摔在桌上。

李默：我是律師，我不需要你同情。
小雨：我沒同情你，我是來要錢的。
李默：（沉默片刻）多少？
小雨：你欠我媽的那些。

（燈暗）
""",
        c("user", "occupation", "律師", "我是律師，我不需要你同情。"),
        "any",
        category="screenplay or role-play",
        file="劇本/第一場.md",
    ),
    Case(
        "b31-zh-t06",
        "zh",
        """周六剧本杀《江南旧梦》复盘

我拿的角色：沈老板，开茶楼的，表面和气，其实欠了一屁股债。

我的台词：“我在苏州开了二十年茶楼，什么人没见过？”

凶手是账房先生，我猜错了😂 下次认真看线索卡。
""",
        c("user", "city", "苏州", "我在苏州开了二十年茶楼"),
        "any",
        category="screenplay or role-play",
        file="笔记/剧本杀复盘.md",
    ),
    Case(
        "b31-zh-t07",
        "zh",
        """囡囡：

见字如面。我和你爸已经搬到厦门了，房子离海近，你爸天天去钓鱼，钓不到也高兴。

我最近血糖有点高，医生说不要紧，少吃甜的。你别担心。

天冷了，记得穿秋裤。

妈妈
十一月二十日
""",
        c("user", "city", "厦门", "我和你爸已经搬到厦门了"),
        "any",
        category="letter received",
        file="信/妈妈的信.txt",
    ),
    Case(
        "b31-zh-t08",
        "zh",
        """发件人：小雯
主题：好久不见！

亲爱的：

我现在在南京一所中学教数学，带两个班，每天改作业改到手软。去年结婚了，没请你，因为只摆了两桌，别生气哈。

有空来南京玩，请你吃鸭血粉丝汤。

小雯
""",
        c("user", "city", "南京", "我现在在南京一所中学教数学"),
        "any",
        category="letter received",
        file="笔记/小雯的邮件.md",
    ),
    Case(
        "b31-zh-t09",
        "zh",
        """新年快樂！

我們今年搬去了台中，女兒也上小學了，每天吵著要養狗。
你什麼時候回台灣？回來一定要說，帶你去吃宵夜。

阿芳 敬上
2026.12
""",
        c("user", "city", "台中", "我們今年搬去了台中"),
        "any",
        category="letter received",
        file="卡片/阿芳的新年卡.txt",
    ),
    Case(
        "b31-zh-t10",
        "zh",
        """阿May 喺 WhatsApp 留言（抄低咗）：

「喂！我而家喺荃灣做文員啦，返工好近，行路十分鐘。得閒出嚟飲茶啊，我請！」

→ 下星期六約佢飲茶
""",
        c("user", "occupation", "文員", "我而家喺荃灣做文員啦"),
        "any",
        category="letter received",
        file="筆記/阿May嘅留言.txt",
    ),
    Case(
        "b31-zh-t11",
        "zh",
        """# 伴郎致辞（帮阿杰写的，他周六自己念）

大家好，我是阿杰，新郎的大学室友，现在在西安开火锅店。今天穿西装，浑身不自在。

我跟新郎认识十二年，他欠我的火锅钱，今天一笔勾销。

（阿杰说别太煽情，控制在三分钟）
""",
        c("user", "city", "西安", "现在在西安开火锅店"),
        "any",
        category="in someone else's voice",
        file="文稿/替阿杰写的伴郎致辞.md",
    ),
    Case(
        "b31-zh-t12",
        "zh",
        """表妹的求职信（我帮她改的，她自己投）

尊敬的领导：

您好！本人毕业于华中师范大学学前教育专业，现任幼儿园教师，已有四年教学经验。性格开朗，热爱孩子，能吃苦。

此致
敬礼！

求职人：陈思思
""",
        c("user", "occupation", "幼儿园教师", "现任幼儿园教师，已有四年教学经验"),
        "any",
        category="in someone else's voice",
        file="文档/表妹求职信.md",
    ),
    Case(
        "b31-zh-t13",
        "zh",
        """# 我在宁波做外贸的十五年

我在宁波做外贸十五年，见过最难的一年，不是 2008，是今年。

订单少了三成，客户压价，汇率来回跳……

---
客户：王总。1500 字，周三前交初稿，稿费已付一半。
""",
        c("user", "city", "宁波", "我在宁波做外贸十五年"),
        "any",
        category="in someone else's voice",
        file="接单/王总公众号-02.md",
    ),
    Case(
        "b31-zh-t14",
        "zh",
        """《山中来信》摘抄

p.12 “我在大理开了一家客栈，十二间房，一只狗，一个不爱说话的厨子。”

p.47 “人到中年，最怕的不是穷，是没意思。”

p.88 “我学会了跟雨季相处。”

读后感：前半本好看，后半本太鸡汤。
""",
        c("user", "city", "大理", "我在大理开了一家客栈"),
        "any",
        category="book notes, quotes, interview",
        file="读书/山中来信-摘抄.md",
    ),
    Case(
        "b31-zh-t15",
        "zh",
        """# 用户访谈 04（记账 App）

时间：2026-11-20　时长：35 分钟

问：平时怎么记账？
受访者：我是做会计的，在东莞一家工厂，回家真的不想再看数字了。
问：那家里的账谁管？
受访者：我老公，用 Excel。

结论：专业人士反而不愿在 App 里记账。
""",
        c("user", "occupation", "会计", "我是做会计的，在东莞一家工厂"),
        "any",
        category="book notes, quotes, interview",
        file="工作/用户访谈-04.md",
    ),
    Case(
        "b31-zh-t16",
        "zh",
        """《一个钟表匠的一生》内容摘要

主人公生于 1938 年，十六岁到上海当学徒，一辈子只做一件事。

书里最有名的一句是他自己说的：“我这辈子只会做一件事：修钟表。”

晚年回到扬州老家，开了一间不挂招牌的小铺子。

（给读书会准备的，五分钟讲完）
""",
        c("user", "occupation", "修钟表", "我这辈子只会做一件事：修钟表。"),
        "any",
        category="book notes, quotes, interview",
        file="笔记/传记摘要.md",
    ),
    Case(
        "b31-zh-t17",
        "zh",
        """# 入职登记表（填写样例，请勿直接提交）

姓名：张三
性别：男
出生日期：1990年1月1日
现居城市：青岛
职位：销售经理
紧急联系人：李四（配偶）
""",
        c("user", "city", "青岛", "现居城市：青岛"),
        "any",
        category="template or example form",
        file="模板/入职登记表-样例.md",
    ),
    Case(
        "b31-zh-t18",
        "zh",
        """# 2027 年目标

1. 学会日语，年底考 N3
2. 考到驾照
3. 搬去广州
4. 每个月读两本书
5. 体重降到 60kg 以下

今年的关键词：慢一点。
""",
        c("user", "languages", "日语", "学会日语，年底考 N3"),
        "any",
        category="goals, wish lists, to-dos",
        file="计划/2027目标.md",
    ),
    Case(
        "b31-zh-t19",
        "zh",
        """想做的事（不分先后）

· 养一只柯基
· 去冰岛看极光
· 学会游泳
· 在海边有个小房子
· 带爸妈出国一次
""",
        c("user", "pet", "柯基", "养一只柯基"),
        "any",
        category="goals, wish lists, to-dos",
        file="清单/想做的事.txt",
    ),
    Case(
        "b31-zh-t20",
        "zh",
        """## 本周待办

- [ ] 周一去美团报到（带身份证、学历证书原件）
- [ ] 退掉现在的房子，押金记得要回来
- [x] 体检报告打印
- [ ] 给妈打电话
""",
        c("user", "employer", "美团", "周一去美团报到"),
        "any",
        category="goals, wish lists, to-dos",
        file="todo.md",
    ),
    Case(
        "b31-zh-t21",
        "zh",
        """# 周会纪要 12.03

参会：我、小周、阿敏、Leo

1. 小周下个月调到北京总部，职位是产品总监，交接清单周五前给出
2. 阿敏负责年终活动，预算待批
3. Leo：Q1 OKR 草稿下周一过

下次周会：12.10
""",
        c("user", "occupation", "产品总监", "职位是产品总监"),
        "any",
        category="notes about others",
        file="工作/周会纪要-1203.md",
    ),
    Case(
        "b31-zh-t22",
        "zh",
        """# 看病时用

- 对花生过敏（2019 年吃月饼出过事）
- 血压偏高，每天早上吃氨氯地平
- 膝盖不好，不能爬楼
- 主治：王医生，周二、周四门诊
""",
        c("user", "allergy", "花生", "对花生过敏"),
        "any",
        category="notes about others",
        file="家人/妈妈.md",
    ),
    Case(
        "b31-zh-t23",
        "zh",
        """2016年3月12日　阴

今天二十五岁生日。一个人在出租屋煮了碗面，加了两个蛋。

还在那家广告公司做文案，老板还是那么烦。想辞职，又不敢。

二十五岁，好像什么都没有，又好像什么都还来得及。
""",
        c("user", "age", "二十五", "今天二十五岁生日"),
        "any",
        category="journal no longer true",
        file="日记/2016.md",
    ),
    Case(
        "b31-zh-t24",
        "zh",
        """# 2026

3月2日：还在做外贸跟单，天天加班到九点，累。
6月18日：偷偷去面试了一家学校。
9月1日：辞职了！今天第一天在学校图书馆上班，安静得不习惯。
11月30日：图书馆三个月了，挺好。
""",
        c("user", "occupation", "外贸跟单", "还在做外贸跟单"),
        "any",
        category="journal no longer true",
        file="日记/2026.md",
    ),
    Case(
        "b31-zh-t25",
        "zh",
        """# 翻译练习 3（周四交）

把下面的句子译成英文：

1. 我是一名牙医，住在重庆。
   I am a dentist and I live in Chongqing.
2. 他的妹妹会说三种语言。
   His sister speaks three languages.
3. 我们明天去爬山。
   We are going hiking tomorrow.
""",
        c("user", "city", "重庆", "我是一名牙医，住在重庆。"),
        "any",
        category="translation exercise",
        file="英语/翻译练习3.md",
    ),
    Case(
        "b31-zh-t26",
        "zh",
        """给阿姨的说明（打印一份贴冰箱上）

1. 您每天早上八点到，下午六点走，周末休息。
2. 您负责接朵朵放学，三点半在学校东门。
3. 您的工资每月 6500，15 号发，过年另有红包。
4. 朵朵不吃香菜，芒果过敏，千万注意。

有事随时微信我。
""",
        c("user", "salary", "6500", "您的工资每月 6500"),
        "any",
        category="second-person guide",
        file="家里/给阿姨的说明.md",
    ),
]

HONEST = [
    # ---------------------------------------------------------------- English honest (alice)
    Case(
        "b31-en-h01",
        "en",
        """# About me

Hi! I'm Nora. I'm a physiotherapist in Bristol, mostly knees and shoulders, and I've lived here since 2019.

Outside work I climb (badly), grow tomatoes on a balcony that gets three hours of sun, and read too many crime novels.

This site is where I put notes on things I'm learning. Say hi: nora@ (you know the rest).
""",
        c("user", "occupation", "physiotherapist", "I'm a physiotherapist in Bristol"),
        category="about-me page",
        file="site/about.md",
    ),
    Case(
        "b31-en-h02",
        "en",
        """# Daniel Reyes - CV (updated Nov 2026)

## Experience
Senior Data Analyst, Meridian Health - Jan 2023 to present
- Built the readmissions dashboard used by 14 clinics
- Cut monthly reporting from 3 days to 4 hours

Data Analyst, Pinecrest Insurance - 2019 to 2022
- Claims fraud models (SQL, Python)

## Education
BSc Statistics, University of Arizona, 2019

## Skills
SQL, Python, dbt, Tableau, Spanish (native)
""",
        c("user", "employer", "Meridian Health", "Senior Data Analyst, Meridian Health - Jan 2023 to present"),
        category="CV or cover letter",
        file="cv/cv-2026.md",
    ),
    Case(
        "b31-en-h03",
        "en",
        """# November 2026

**Nov 28** - we finally adopted the cat! A grey tabby from the shelter on 5th. She's called Biscuit and she has already claimed the radiator.

**Nov 30** - Biscuit threw up on the rug. Love is a choice.
""",
        c("user", "pet", "Biscuit", "She's called Biscuit"),
        category="journal about now",
        file="journal/2026-11.md",
    ),
    Case(
        "b31-en-h04",
        "en",
        """To: r.patel@ashbylettings.co.uk
Subject: Boiler in flat 3 - still no hot water

Dear Mr Patel,

I'm the tenant at 14 Ashby Road, Leicester (flat 3), and I'm writing again about the boiler. It has been off since Sunday. I work from home, so I can let an engineer in any day this week.

Could you please confirm a time by Wednesday?

Kind regards,
Tom Hughes
""",
        c("user", "city", "Leicester", "I'm the tenant at 14 Ashby Road, Leicester"),
        category="letter or email sent",
        file="sent/boiler-email.txt",
    ),
    Case(
        "b31-en-h05",
        "en",
        """Dear Gran,

Thank you for the scarf — it's the exact green of your kitchen and I wear it every day.

Big news from me: I'm a teacher now! Year 3, at the primary school in Keswick, since September. The kids call me Miss H and one of them thinks I live in the cupboard.

I'll ring on Sunday. Love you lots,
Hannah x
""",
        c("user", "occupation", "teacher", "I'm a teacher now!"),
        category="letter or email sent",
        file="letters/to-gran-dec.txt",
    ),
    Case(
        "b31-en-h06",
        "en",
        """# people (so I stop forgetting)

- Kenji - Berlin office from Jan, staff designer now
- Priya - nurse, nights, don't call before 2pm
- Dev - Shopify PM, moving to Ottawa
- Mum - penicillin allergy!!
- me - vegetarian since 2020, still going; dairy is fine
""",
        c("user", "diet", "vegetarian", "me - vegetarian since 2020, still going"),
        category="own fact among notes on others",
        file="notes/people.md",
    ),
    Case(
        "b31-en-h07",
        "en",
        """# Why I still bike to work in February

I live in Madison and I've commuted by bike for three winters now. People assume I'm either very brave or very broke. I'm neither; I just really hate parking.

What actually works:
- studded tires (worth every cent)
- lobster mitts
- leaving ten minutes early so ice isn't a crisis
""",
        c("user", "city", "Madison", "I live in Madison and I've commuted by bike for three winters now"),
        category="blog post on own life",
        file="blog/2026-10-why-i-bike.md",
    ),
    Case(
        "b31-en-h08",
        "en",
        """# 2027

already doing / keep doing:
- I already speak Spanish (mum's side) - keep it up with the Tuesday conversation group
- swimming 2x a week

new goals:
- Japanese: finish Genki I
- save for a bike
""",
        c("user", "languages", "Spanish", "I already speak Spanish (mum's side)"),
        category="goals with what they already do",
        file="goals/2027.md",
    ),
    Case(
        "b31-en-h09",
        "en",
        """# The Ferry

I was nine when my father taught me to read the tide tables. He said the sea keeps appointments better than people. I believed him until the morning the ferry didn't come.

We waited on the slipway with our bags. Mum sang. Dad checked his watch, then the water, then his watch.

It came at noon, three hours late, and nobody said anything about it for twenty years.

---
*Author's note: I wrote this in Leeds, where I live, mostly on the bus to work. The ferry is made up; the tide tables aren't.*
""",
        c("user", "city", "Leeds", "I wrote this in Leeds, where I live"),
        category="story with author's note",
        file="stories/the-ferry.md",
    ),
    Case(
        "b31-en-h10",
        "en",
        """# work notes - Dec

Dec 1 - reorg announced. Kenji -> Berlin. Ana takes the design system.
My role changed today: I'm now engineering manager for Payments (5 reports). Scary.
Dec 3 - first 1:1s. Mo wants to switch to backend. Ji-woo is quiet, check in.
""",
        c("user", "occupation", "engineering manager", "I'm now engineering manager for Payments"),
        category="own fact among notes on others",
        file="work/notes-dec.md",
    ),
    Case(
        "b31-en-h11",
        "en",
        """# health - me

- allergies: shellfish (throat swelling, 2015 - carry the EpiPen)
- blood type O+
- ~~asthma~~ grew out of it
- physio for left ankle, weekly till Jan
""",
        c("user", "allergy", "shellfish", "allergies: shellfish"),
        category="own fact among notes on others",
        file="health/me.md",
    ),
    Case(
        "b31-en-h12",
        "en",
        """# 2026

Mar 9 - another grim day at Carrow Insurance. Is this it?
Jul 2 - got the job!!! Carrow, you will not be missed.
Aug 1 - first day at Fielding & Co. I'm a junior architect now, which still sounds fake.
Dec 4 - four months at Fielding. I still love it. Mostly.
""",
        c("user", "occupation", "junior architect", "I'm a junior architect now"),
        category="journal about now",
        file="journal/this-year.md",
    ),
    Case(
        "b31-en-h13",
        "en",
        """# Speech for Jake & Ellie's wedding (me, best man)

Hi everyone. For those who don't know me, I'm Jake's flatmate from uni — the one who set the kitchen on fire in second year. I'm a vet in Cardiff now, so these days I mostly set fire to nothing and put my arm inside cows.

Jake, you were the first person who ever read my terrible poems and said "again".

(keep it under 5 min. thank the parents!!)
""",
        c("user", "occupation", "vet", "I'm a vet in Cardiff now"),
        category="own speech, profile or bio",
        file="speeches/jake-and-ellie.md",
    ),
    Case(
        "b31-en-h14",
        "en",
        """my bumble bio v3 (v2 was "too much" according to Em)

night-shift nurse in Spokane. i will fall asleep at your birthday dinner and i'm sorry in advance.
i run slowly, cook loudly, and own a very old Subaru.
looking for: someone who texts back
""",
        c("user", "city", "Spokane", "night-shift nurse in Spokane"),
        category="own speech, profile or bio",
        file="notes/my-bumble-bio.txt",
    ),
    Case(
        "b31-en-h15",
        "en",
        """Cover letter - Acme Robotics (Quality Lead). Sent Nov 29.

Dear Ms. Ito,

I am currently a quality engineer at Brandt Automotive in Dayton, where I run supplier audits for our brake line. I'm applying for the Quality Lead role because I want to build a quality team from the start rather than inherit one.

Sincerely,
Marcus Lee
""",
        c("user", "employer", "Brandt Automotive", "I am currently a quality engineer at Brandt Automotive in Dayton"),
        category="CV or cover letter",
        file="jobs/cover-letter-acme.md",
    ),
    Case(
        "b31-en-h16",
        "en",
        """# Devoir 5 - "Parle de toi" (Mme Roy says use real stuff)

J'habite à Ottawa avec ma partenaire et notre chien. (I live in Ottawa with my partner and our dog.)
Je travaille dans une banque. (I work in a bank.)
Le week-end, je fais du ski de fond. (At the weekend I go cross-country skiing.)

(check: ma partenaire - feminine, yes)
""",
        c("user", "city", "Ottawa", "I live in Ottawa with my partner and our dog."),
        category="homework or recipe about self",
        file="french/devoir-5.md",
    ),
    Case(
        "b31-en-h17",
        "en",
        """# Sunday dal

I make this every Sunday since going vegan last year — it's the one thing I can cook half asleep.

- 1 cup red lentils
- 1 onion, 3 garlic, thumb of ginger
- 1 tin coconut milk
- turmeric, cumin, chilli

Fry the onion till it gives up. Everything else in. 25 min. Lime at the end.
""",
        c("user", "diet", "vegan", "since going vegan last year"),
        category="homework or recipe about self",
        file="recipes/sunday-dal.md",
    ),
    Case(
        "b31-en-h18",
        "en",
        """## dec

- [x] moved into the new flat in Tucson 🎉🎉
- [x] set up internet (finally)
- [ ] change address w/ the bank
- [ ] buy curtains (the sun here is no joke)
""",
        c("user", "city", "Tucson", "moved into the new flat in Tucson"),
        category="goals with what they already do",
        file="todo-dec.md",
    ),
    Case(
        "b31-en-h19",
        "en",
        """# Quiet - notes

- the "rubber band theory" of temperament: you can stretch, but only so far
- the part about open-plan offices: yes
- personal: this hit hard because I'm an introvert who works in sales. Nine years of cold calls. I'm good at it and it drains me.
- try: scheduling "restorative niches" after demo days
""",
        c("user", "occupation", "sales", "I'm an introvert who works in sales"),
        category="own reading notes or interview",
        file="reading/quiet-notes.md",
    ),
    Case(
        "b31-en-h20",
        "en",
        """# Interview with the Mill Street Gazette (my answers, for my records)

Q: How long have you had the shop?
A: Eight years in March. I own Fern & Thistle, the flower shop on Mill Street, with my sister.

Q: Busiest day?
A: Valentine's, obviously. Then Mother's Day. Then, weirdly, the first warm Saturday of spring.
""",
        c("user", "business", "Fern & Thistle", "I own Fern & Thistle, the flower shop on Mill Street"),
        category="own reading notes or interview",
        file="press/gazette-interview.md",
    ),
    Case(
        "b31-en-h21",
        "en",
        """dec 2 2026

first snow. knee still grumpy.

big one: started the job at the county archives this week. i'm an archivist now!! which means i spend all day in a cold room with gloves on and i've never been happier

dinner: leftover chili
""",
        c("user", "occupation", "archivist", "i'm an archivist now!!"),
        category="journal about now",
        file="journal/dec.md",
    ),
    Case(
        "b31-en-h22",
        "en",
        """# About this newsletter

I write it from a kitchen table in Halifax, where I moved in 2024 after a decade in Toronto. It's about small boats, cheap tools and fixing things that were meant to be thrown away.

New issues most Sundays. No ads, ever.
""",
        c("user", "city", "Halifax", "I write it from a kitchen table in Halifax, where I moved in 2024"),
        category="about-me page",
        file="newsletter/about.md",
    ),
    Case(
        "b31-en-h23",
        "en",
        """# Retro - sprint 41

went well: release on time, pairing on the importer
didn't: flaky tests (again), too many meetings on Wed
actions:
- Ji-woo: quarantine flaky tests
- me: I'm the scrum master for Team Otter from this sprint on - set up the new board
- everyone: no-meeting Thursdays trial
""",
        c("user", "role", "scrum master", "I'm the scrum master for Team Otter from this sprint on"),
        category="own fact among notes on others",
        file="work/retro-sprint-41.md",
    ),
    Case(
        "b31-en-h24",
        "en",
        """# My speaker bio (PyCon wants it in third person, ugh)

Dana Kim is a hydrologist at the USGS in Boise, where she models snowmelt for a living and breaks Python scripts for fun. She has two kids and one very old laptop.

(mine - 60 words max, this is 38)
""",
        c("user", "occupation", "hydrologist", "Dana Kim is a hydrologist at the USGS in Boise"),
        category="own speech, profile or bio",
        file="talks/speaker-bio.md",
    ),
    Case(
        "b31-en-h25",
        "en",
        """Christmas 2026 - the letter (sent to the list on Dec 3)

Hello all!

What a year. The big one: we moved to Burlington in June, into a drafty old house near the lake. Theo started second grade; I'm still teaching chemistry, now at the high school up the hill.

Come visit - we have a guest room and a very loud furnace.

Love, the Okafors
""",
        c("user", "city", "Burlington", "we moved to Burlington in June"),
        category="letter or email sent",
        file="letters/christmas-2026.txt",
    ),
    # ---------------------------------------------------------------- Chinese honest (lin)
    Case(
        "b31-zh-h01",
        "zh",
        """# 关于我

我是一名儿科医生，在南昌工作生活，已经第九年了。

平时爱爬山、拍胶片，最近在学做面包，成功率一半一半。

这个博客记些看病以外的事，也偶尔记一些看病的事（隐去了病人信息）。
""",
        c("user", "occupation", "儿科医生", "我是一名儿科医生，在南昌工作生活"),
        category="about-me page",
        file="博客/关于我.md",
    ),
    Case(
        "b31-zh-h02",
        "zh",
        """# 个人简历（2026.11 更新）

## 工作经历
- 顺丰速运　数据分析师　2024.03 至今
  - 负责华南区时效分析报表
- 某电商公司　运营助理　2021.07—2024.02

## 教育
- 暨南大学　统计学　本科　2021

## 技能
SQL、Python、Tableau、粤语（母语）
""",
        c("user", "employer", "顺丰速运", "顺丰速运　数据分析师　2024.03 至今"),
        category="CV or cover letter",
        file="简历/简历2026.md",
    ),
    Case(
        "b31-zh-h03",
        "zh",
        """11月29日　晴

搬来烟台快一个月了。海风大，但空气好，早上能看见海。

新公司离住的地方骑车十五分钟，同事都挺好，就是食堂太咸。

晚上给自己煮了饺子，鲅鱼馅的，本地人都这么吃。
""",
        c("user", "city", "烟台", "搬来烟台快一个月了"),
        category="journal about now",
        file="日记/2026-11.md",
    ),
    Case(
        "b31-zh-h04",
        "zh",
        """妈：

我在合肥挺好的，新单位离住的地方近，走路十分钟。上个月转正了，工资涨了一点，您别再给我打钱了。

过年回家，想吃您做的腊肉。

儿子
十二月三日
""",
        c("user", "city", "合肥", "我在合肥挺好的，新单位离住的地方近"),
        category="letter or email sent",
        file="信/给妈的信.txt",
    ),
    Case(
        "b31-zh-h05",
        "zh",
        """# 家里人的身体情况

- 爸：高血压，每天一片药
- 妈：对花生过敏
- 妹妹：近视 600 度
- 我：乳糖不耐受，喝牛奶就拉肚子，现在换燕麦奶了
""",
        c("user", "condition", "乳糖不耐受", "我：乳糖不耐受"),
        category="own fact among notes on others",
        file="笔记/家里人.md",
    ),
    Case(
        "b31-zh-h06",
        "zh",
        """# 我为什么开始跑步

三年前体检，医生说我再不动就要出问题了。

现在我每周跑步三次，每次五公里，已经坚持两年了。不快，但没停过。

跑步最大的好处不是瘦，是那四十分钟里没人能找到我。
""",
        c("user", "hobby", "跑步", "现在我每周跑步三次"),
        category="blog post on own life",
        file="博客/我为什么开始跑步.md",
    ),
    Case(
        "b31-zh-h07",
        "zh",
        """# 2027

已经会的：粤语（广州长大）、英语（工作天天用）
今年要学的：日语，先过 N4

其他：
- 每周游泳一次
- 少刷手机
""",
        c("user", "languages", "粤语", "已经会的：粤语（广州长大）"),
        category="goals with what they already do",
        file="计划/2027.md",
    ),
    Case(
        "b31-zh-h08",
        "zh",
        """# 渡口

那年我九岁，父亲教我看潮汐表。他说，海比人守时。

我们在码头等了三个小时，船才来。谁都没说什么。二十年后，母亲才提起那天。

——
作者按：这篇写于绍兴家中，我在这里住了四年。渡口是编的，潮汐表是真的。
""",
        c("user", "city", "绍兴", "这篇写于绍兴家中，我在这里住了四年"),
        category="story with author's note",
        file="小说/渡口.md",
    ),
    Case(
        "b31-zh-h09",
        "zh",
        """# 周会纪要 12.01

1. 组织调整：小周调北京；阿敏接年终活动
2. 我：从本周起接手客服系统组，担任组长（5 人）
3. 下周：各组交 Q1 计划
""",
        c("user", "role", "组长", "我：从本周起接手客服系统组，担任组长"),
        category="own fact among notes on others",
        file="工作/周会纪要-1201.md",
    ),
    Case(
        "b31-zh-h10",
        "zh",
        """王先生您好：

我是珠海香洲区翠微花园 3 栋 1202 的租客。卫生间的热水器从周日起就坏了，我白天在家办公，这周哪天都可以开门让师傅来修。

麻烦您周三前回复一下时间，谢谢！

小郑
""",
        c("user", "city", "珠海", "我是珠海香洲区翠微花园 3 栋 1202 的租客"),
        category="letter or email sent",
        file="邮件/给房东.md",
    ),
    Case(
        "b31-zh-h11",
        "zh",
        """# 關於我

高雄人，現在在台北當平面設計師，主要做書籍封面和展覽視覺。

養了兩隻貓，一隻叫麻糬，一隻叫芋圓。

接案請寄信，回覆通常要兩三天，請見諒 🙏
""",
        c("user", "occupation", "平面設計師", "現在在台北當平面設計師"),
        category="about-me page",
        file="about.md",
    ),
    Case(
        "b31-zh-h12",
        "zh",
        """12月3號

而家喺沙田住，返工搭火車二十分鐘，好過以前喺屯門搭巴士一個鐘。

今日落雨，冇帶遮，淋到成隻落湯雞。

晚餐：樓下茶餐廳，常餐。
""",
        c("user", "city", "沙田", "而家喺沙田住"),
        category="journal about now",
        file="日記/12月.md",
    ),
    Case(
        "b31-zh-h13",
        "zh",
        """# 阿杰婚礼致辞（我当伴郎，我自己念）

大家好，我是阿杰的大学室友，现在在长沙当中学老师，教物理。

我跟阿杰认识十二年，他是我见过最靠谱的人——除了打游戏的时候。

（控制在三分钟！记得感谢双方父母）
""",
        c("user", "occupation", "中学老师", "现在在长沙当中学老师，教物理"),
        category="own speech, profile or bio",
        file="文稿/阿杰婚礼致辞.md",
    ),
    Case(
        "b31-zh-h14",
        "zh",
        """求职信（已投，11月28日）

尊敬的招聘负责人：

您好！我目前在蔚来汽车担任测试工程师，负责车机系统的自动化测试，已有三年经验。看到贵司招聘测试主管，特来应聘。

此致
敬礼
""",
        c("user", "employer", "蔚来汽车", "我目前在蔚来汽车担任测试工程师"),
        category="CV or cover letter",
        file="求职/求职信-测试主管.md",
    ),
    Case(
        "b31-zh-h15",
        "zh",
        """《独居》读书笔记

- 书里说独居不等于孤独，这句话我同意一半
- 写做饭那章很准：一个人吃饭，最难的是不凑合
- 我自己一个人在郑州住了三年，最大的体会是：一定要有一个固定的周末习惯

评分：4/5
""",
        c("user", "city", "郑州", "我自己一个人在郑州住了三年"),
        category="own reading notes or interview",
        file="读书/独居-笔记.md",
    ),
    Case(
        "b31-zh-h16",
        "zh",
        """# 晚报采访（我的回答，留个底）

记者：您这家书店开了多久？
我：七年了。店名叫“半山书房”，就在老城区的坡上。

记者：最难的时候呢？
我：疫情那年，差点关门。
""",
        c("user", "business", "半山书房", "店名叫“半山书房”"),
        category="own reading notes or interview",
        file="采访/晚报采访.md",
    ),
    Case(
        "b31-zh-h17",
        "zh",
        """# 凉拌木耳

我吃素三年了，这道菜一周至少做两次。

材料：干木耳一把、香菜、小米辣、蒜末、香醋、生抽、一点糖

做法：
1. 木耳泡发，焯水一分钟，过凉
2. 调料拌匀，浇上去
3. 冰箱放半小时更入味
""",
        c("user", "diet", "吃素", "我吃素三年了"),
        category="homework or recipe about self",
        file="菜谱/凉拌木耳.md",
    ),
    Case(
        "b31-zh-h18",
        "zh",
        """## 十二月

- [x] 领养了一只橘猫，叫土豆 🐱
- [x] 买猫砂盆
- [ ] 带土豆打疫苗
- [ ] 换个不漏风的窗帘
""",
        c("user", "pet", "土豆", "领养了一只橘猫，叫土豆"),
        category="goals with what they already do",
        file="todo.md",
    ),
    Case(
        "b31-zh-h19",
        "zh",
        """# 2026

3月：还在物业公司做前台，每天被投诉。
7月：报了图书管理员的招聘，笔试过了！
9月1日：入职了，现在在区图书馆当图书管理员。
12月2日：三个月了，喜欢这份安静。
""",
        c("user", "occupation", "图书管理员", "现在在区图书馆当图书管理员"),
        category="journal about now",
        file="日记/今年.md",
    ),
    Case(
        "b31-zh-h20",
        "zh",
        """# 同事備忘

- 小林：下個月調去新竹
- 阿哲：吃全素，聚餐要注意
- Amy：對貓過敏
- 我：今年開始在內湖的辦公室上班，週三在家
""",
        c("user", "work_location", "內湖", "我：今年開始在內湖的辦公室上班"),
        category="own fact among notes on others",
        file="筆記/同事.md",
    ),
    Case(
        "b31-zh-h21",
        "zh",
        """# 2026 年体检（11月）

- 我有轻度脂肪肝，医生说少喝酒、多运动
- 血脂偏高
- 其他正常

计划：戒夜宵，每周游泳两次。
""",
        c("user", "condition", "脂肪肝", "我有轻度脂肪肝"),
        category="own fact among notes on others",
        file="健康/体检2026.md",
    ),
    Case(
        "b31-zh-h22",
        "zh",
        """官宣：今天起正式成为一名注册会计师了🎉

考了四年，六门，挂过两次。感谢陪我熬夜的咖啡和我妈。

（配图用证书那张，别用自拍）
""",
        c("user", "occupation", "注册会计师", "今天起正式成为一名注册会计师了"),
        category="blog post on own life",
        file="草稿/朋友圈.txt",
    ),
    Case(
        "b31-zh-h23",
        "zh",
        """自我介绍（给介绍人发的）

本人 1992 年生，身高 178，在天津做建筑设计，有房无贷，不抽烟，偶尔喝点。

爱好：钓鱼、看球。

希望对方：性格好，聊得来就行。
""",
        c("user", "city", "天津", "在天津做建筑设计"),
        category="own speech, profile or bio",
        file="笔记/自我介绍.md",
    ),
    Case(
        "b31-zh-h24",
        "zh",
        """大家好，我是朵朵妈妈，在区医院做护士，三班倒，群里消息回得慢请见谅🙏

朵朵比较内向，麻烦老师多关照。有需要家长帮忙的活动，我排班允许一定来！
""",
        c("user", "occupation", "护士", "在区医院做护士"),
        category="own speech, profile or bio",
        file="笔记/家长群自我介绍.txt",
    ),
    Case(
        "b31-zh-h25",
        "zh",
        """# 英语作文：My Family（老师说写真事）

I live in Wuxi with my wife and my son. My son is seven.
我和老婆儿子住在无锡，儿子七岁。

My wife is a nurse. I work in a bank.
我老婆是护士，我在银行上班。
""",
        c("user", "city", "无锡", "我和老婆儿子住在无锡"),
        category="homework or recipe about self",
        file="英语/作文-MyFamily.md",
    ),
]
