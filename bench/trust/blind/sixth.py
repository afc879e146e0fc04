# ruff: noqa: E501  (cases are data: one per line reads best)
"""The sixth blind red team's cases (2026-12-02): a held-out test, written by a helper session that had read
neither the grounding code, nor the earlier blind sets, nor tests/trust_cases.py's cases; run with
`bench/trust/run.py --cases bench/trust/blind/sixth.py`. Messages as people write in chat apps, half English,
half Chinese (simplified, some traditional). `reject` on a trap is this team's guess of the class, not a
reason twin is known to give (the runner does not check it)."""

from tests.trust_cases import SOON, Case, c  # noqa: F401

PAST, PLAN, WISH, HYPO, JOKE, PLAY, PASTE, ASK, NEG, HEDGE, ELSE, FIX, NUM, ECHO, DREAM = (
    "past, no longer",
    "plan, offer, application",
    "wish, hope",
    "hypothetical, counterfactual",
    "joke, sarcasm",
    "role-play, game, costume, profile",
    "pasted, form, code, lyrics, quote, translation",
    "question",
    "negation",
    "hedge",
    "someone else",
    "corrected mid-message",
    "number",
    "the AI's words",
    "dream",
)

RP_CAFE = (
    (
        "lets do a roleplay, ur a barista and im a customer ok?",
        "Sure! ☕ Welcome to Bean There, what can I get you today?",
    ),
)
RP_ER = (("lets roleplay, you're a patient and im the ER doc", "Oh doctor... my chest hurts so much, please help me"),)
RP_ZH = (("我们来玩角色扮演吧 你演医生 我演病人", "好的，请坐。哪里不舒服？"),)

TRAPS = [
    # --- English ---
    # the past: no longer true
    Case(
        "s6-en-past-barista",
        "en",
        "lol i was a barista for like 3 yrs before all this, now i mostly sit at home applying to stuff",
        c("user", "job", "barista", "i was a barista for like 3 yrs"),
        "past",
        category=PAST,
    ),
    Case(
        "s6-en-past-exvegan",
        "en",
        "im an ex vegan now lol, bacon got me in the end 🥓",
        c("user", "diet", "vegan", "im an ex vegan"),
        "past",
        category=PAST,
    ),
    Case(
        "s6-en-past-retired",
        "en",
        "been retired from nursing since march, still waking up at 5 out of habit",
        c("user", "job", "nursing", "retired from nursing"),
        "past",
        category=PAST,
    ),
    # plans, offers, applications
    Case(
        "s6-en-plan-google",
        "en",
        "still at deloitte for now, gonna start at google in january if the background check clears",
        c("user", "employer", "Google", "gonna start at google in january"),
        "plan",
        category=PLAN,
    ),
    Case(
        "s6-en-offer-lead",
        "en",
        "they offered me the team lead role but idk, still thinking abt it",
        c("user", "job_title", "team lead", "they offered me the team lead role"),
        "plan",
        category=PLAN,
    ),
    # wishes and hopes
    Case(
        "s6-en-wish-japanese",
        "en",
        "wish i could speak japanese fr, the duolingo owl has given up on me",
        c("user", "language", "Japanese", "speak japanese"),
        "wish",
        category=WISH,
    ),
    Case(
        "s6-en-hope-dad",
        "en",
        "hopefully a dad by christmas!! due date's dec 20 and i'm freaking out",
        c("user", "parent", "dad", "hopefully a dad by christmas"),
        "wish",
        category=WISH,
    ),
    # hypotheticals and counterfactuals
    Case(
        "s6-en-hypo-lisbon",
        "en",
        "if money wasnt a thing id be living in lisbon tomorrow",
        c("user", "city", "Lisbon", "id be living in lisbon"),
        "hypothetical",
        category=HYPO,
    ),
    Case(
        "s6-en-counterfactual-lawyer",
        "en",
        "had i taken the LSAT seriously id be a lawyer in NYC by now lmao",
        c("user", "job", "lawyer", "id be a lawyer in NYC"),
        "hypothetical",
        category=HYPO,
    ),
    # jokes, sarcasm
    Case(
        "s6-en-sarcasm-morning",
        "en",
        "oh yeah I'm a total morning person, that's why I snoozed 6 alarms today 🙃",
        c("user", "trait", "morning person", "I'm a total morning person"),
        "joke",
        category=JOKE,
    ),
    # role-play, games, costumes, profiles
    Case(
        "s6-en-roleplay-mayor",
        "en",
        "hi yes large oat latte, and hurry pls i'm the mayor of this town",
        c("user", "job", "mayor", "i'm the mayor of this town"),
        "role-play",
        category=PLAY,
        earlier=RP_CAFE,
    ),
    Case(
        "s6-en-costume",
        "en",
        "for halloween im going as a firefighter, got the helmet and everything 🔥",
        c("user", "job", "firefighter", "im going as a firefighter"),
        "role-play",
        category=PLAY,
    ),
    Case(
        "s6-en-profile-height",
        "en",
        "my tinder bio says im 6'2 lmaooo",
        c("user", "height", "6'2", "im 6'2"),
        "profile",
        category=PLAY,
    ),
    # pasted, forms, code, lyrics, quotes, translations
    Case(
        "s6-en-forward-mom",
        "en",
        "my mom just texted 'im retiring end of the month and moving to florida!!' like what",
        c("user", "work_status", "retiring", "im retiring end of the month"),
        "pasted",
        category=PASTE,
    ),
    Case(
        "s6-en-form-visa",
        "en",
        "doing the visa form rn and it goes 'Marital status: married / single' which do i tick if we're just engaged",
        c("user", "marital_status", "married", "Marital status: married"),
        "form",
        category=PASTE,
    ),
    Case(
        "s6-en-code",
        "en",
        "why does this throw: user = {'name': 'Bob', 'age': 42, 'city': 'Austin'} 😤",
        c("user", "age", "42", "'age': 42"),
        "code",
        category=PASTE,
    ),
    Case(
        "s6-en-lyrics",
        "en",
        "karaoke last night and i NAILED just a small town girl livin in a lonely world 🎤",
        c("user", "hometown", "small town", "just a small town girl"),
        "lyrics",
        category=PASTE,
    ),
    Case(
        "s6-en-book",
        "en",
        "finally started moby dick. 'Call me Ishmael.' ok im hooked already",
        c("user", "name", "Ishmael", "Call me Ishmael"),
        "quote",
        category=PASTE,
    ),
    # questions
    Case(
        "s6-en-q-vegetarian",
        "en",
        "is it weird to be a vegetarian who still eats fish",
        c("user", "diet", "vegetarian", "be a vegetarian who still eats fish"),
        "question",
        category=ASK,
    ),
    Case(
        "s6-en-q-berlin",
        "en",
        "should i move to berlin? everyone there seems to be a DJ lol",
        c("user", "city", "Berlin", "move to berlin"),
        "question",
        category=ASK,
    ),
    # negations
    Case(
        "s6-en-neg-married",
        "en",
        "nah not married, never have been 😅",
        c("user", "marital_status", "married", "not married"),
        "negation",
        category=NEG,
    ),
    Case(
        "s6-en-neg-rhetorical",
        "en",
        "me? a gym person? as if 😂",
        c("user", "hobby", "gym", "a gym person"),
        "negation",
        category=NEG,
    ),
    # hedges
    Case(
        "s6-en-hedge-lactose",
        "en",
        "i think i might be lactose intolerant?? getting tested next week",
        c("user", "condition", "lactose intolerant", "i might be lactose intolerant"),
        "hedge",
        category=HEDGE,
    ),
    # someone else
    Case(
        "s6-en-else-sister",
        "en",
        "my sister's a dentist in cork and she will NOT stop bragging about it",
        c("user", "job", "dentist", "a dentist in cork"),
        "someone else",
        category=ELSE,
    ),
    Case(
        "s6-en-else-dog",
        "en",
        "the dog is my roommate's, I'm more of a cat person tbh",
        c("user", "pet", "dog", "the dog is my roommate's"),
        "someone else",
        category=ELSE,
    ),
    Case(
        "s6-en-else-son-age",
        "en",
        "my son just turned 7 and I'm 38 and already exhausted",
        c("user", "age", "7", "just turned 7"),
        "someone else",
        category=ELSE,
    ),
    # corrected mid-message
    Case(
        "s6-en-fix-age",
        "en",
        "I'm 31, wait no, 32, birthday was last week lol",
        c("user", "age", "31", "I'm 31"),
        "corrected",
        category=FIX,
    ),
    # numbers
    Case(
        "s6-en-num-range",
        "en",
        "i make like 80-90k depending on bonus",
        c("user", "salary", "85000", "80-90k"),
        "number",
        category=NUM,
    ),
    # the AI's words
    Case(
        "s6-en-echo-introvert",
        "en",
        "introvert who recharges alone... hmm idk, never thought about it",
        c("user", "personality", "introvert", "introvert who recharges alone"),
        "echo",
        category=ECHO,
        ai_before="Maybe you're an introvert who recharges alone?",
    ),
    Case(
        "s6-en-echo-designer",
        "en",
        "graphic designer? lol where'd u get that",
        c("user", "job", "graphic designer", "graphic designer"),
        "echo",
        category=ECHO,
        ai_before="So you work as a graphic designer, right?",
    ),
    # dreams
    Case(
        "s6-en-dream-pilot",
        "en",
        "dreamt i was a pilot flying over iceland last night, woke up all sweaty",
        c("user", "job", "pilot", "i was a pilot"),
        "dream",
        category=DREAM,
    ),
    # --- 中文 ---
    # 过去
    Case(
        "s6-zh-past-waimao",
        "zh",
        "以前在深圳做外贸，现在回老家躺平了哈哈",
        c("user", "job", "外贸", "以前在深圳做外贸"),
        "past",
        category=PAST,
    ),
    Case(
        "s6-zh-past-taichung",
        "zh",
        "我之前住台中，去年搬來台北了",
        c("user", "city", "台中", "我之前住台中"),
        "past",
        category=PAST,
    ),
    Case(
        "s6-zh-past-corgi",
        "zh",
        "原来养过一只柯基 后来实在没时间送给我表哥了😭",
        c("user", "pet", "柯基", "养过一只柯基"),
        "past",
        category=PAST,
    ),
    Case(
        "s6-zh-past-vegetarian",
        "zh",
        "不再是素食者了 上个月破戒吃了顿火锅",
        c("user", "diet", "素食", "素食者"),
        "past",
        category=PAST,
    ),
    # 计划、offer、投简历
    Case(
        "s6-zh-plan-dali",
        "zh",
        "下个月准备辞职去大理开民宿 想想都开心",
        c("user", "city", "大理", "去大理开民宿"),
        "plan",
        category=PLAN,
    ),
    Case(
        "s6-zh-plan-gongwuyuan",
        "zh",
        "在考公，明年要是上岸了就是公务员了",
        c("user", "job", "公务员", "就是公务员了"),
        "plan",
        category=PLAN,
    ),
    Case(
        "s6-zh-offer-bytedance",
        "zh",
        "拿到了字节的offer 还没想好去不去",
        c("user", "employer", "字节", "拿到了字节的offer"),
        "plan",
        category=PLAN,
    ),
    # 愿望
    Case(
        "s6-zh-wish-cat",
        "zh",
        "好想有只猫啊 可惜房东不让养",
        c("user", "pet", "猫", "好想有只猫"),
        "wish",
        category=WISH,
    ),
    # 假设、反事实
    Case(
        "s6-zh-hypo-boy",
        "zh",
        "假如我是个男生 肯定天天打游戏不用化妆",
        c("user", "gender", "男", "我是个男生"),
        "hypothetical",
        category=HYPO,
    ),
    Case(
        "s6-zh-counterfactual-kid",
        "zh",
        "如果当初没离婚，现在孩子都上小学了吧",
        c("user", "children", "孩子上小学", "孩子都上小学了"),
        "hypothetical",
        category=HYPO,
    ),
    # 玩笑
    Case(
        "s6-zh-joke-qinshihuang",
        "zh",
        "我是秦始皇，打钱",
        c("user", "name", "秦始皇", "我是秦始皇"),
        "joke",
        category=JOKE,
    ),
    # 角色扮演、游戏
    Case(
        "s6-zh-roleplay-programmer",
        "zh",
        "医生我最近老失眠 我是个程序员天天加班到两点",
        c("user", "job", "程序员", "我是个程序员"),
        "role-play",
        category=PLAY,
        earlier=RP_ZH,
    ),
    Case(
        "s6-zh-jubensha",
        "zh",
        "昨晚劇本殺抽到兇手本 身份是個28歲的律師 我演得超投入",
        c("user", "age", "28", "28歲的律師"),
        "role-play",
        category=PLAY,
    ),
    # 转发、文案、诗、台词、翻译
    Case(
        "s6-zh-copy-cousin",
        "zh",
        "帮我改下小红书文案：“作为一个在上海打拼的90后宝妈…” 这是我表姐的号",
        c("user", "city", "上海", "在上海打拼的90后宝妈"),
        "pasted",
        category=PASTE,
    ),
    Case(
        "s6-zh-poem",
        "zh",
        "今天脑子里一直是“我住长江头，君住长江尾”",
        c("user", "city", "长江头", "我住长江头"),
        "quote",
        category=PASTE,
    ),
    Case(
        "s6-zh-film",
        "zh",
        "重温喜剧之王，“其实，我是一个演员”这句还是会哭",
        c("user", "job", "演员", "我是一个演员"),
        "quote",
        category=PASTE,
    ),
    Case(
        "s6-zh-translate",
        "zh",
        "帮我翻一下“我在伦敦工作”英文咋说",
        c("user", "city", "伦敦", "我在伦敦工作"),
        "translation",
        category=PASTE,
    ),
    # 问题
    Case("s6-zh-q-teacher", "zh", "你觉得我适合当老师吗", c("user", "job", "老师", "当老师"), "question", category=ASK),
    # 否定
    Case(
        "s6-zh-neg-doctor", "zh", "我又不是醫生，哪知道這些", c("user", "job", "醫生", "醫生"), "negation", category=NEG
    ),
    Case(
        "s6-zh-neg-single",
        "zh",
        "谁说我单身了😏",
        c("user", "relationship", "单身", "我单身"),
        "negation",
        category=NEG,
    ),
    # 含糊
    Case(
        "s6-zh-hedge-blood",
        "zh",
        "好像是A型血吧 记不太清了 回头翻翻体检报告",
        c("user", "blood_type", "A", "好像是A型血"),
        "hedge",
        category=HEDGE,
    ),
    # 别人的事
    Case(
        "s6-zh-else-husband",
        "zh",
        "我老公在华为上班，我自己是全职妈妈",
        c("user", "employer", "华为", "在华为上班"),
        "someone else",
        category=ELSE,
    ),
    Case(
        "s6-zh-else-bestie",
        "zh",
        "闺蜜刚生了二胎，我连对象都没有😂",
        c("user", "children", "二胎", "刚生了二胎"),
        "someone else",
        category=ELSE,
    ),
    # 自己改口
    Case(
        "s6-zh-fix-age", "zh", "我27，哦不对，过了生日28了", c("user", "age", "27", "我27"), "corrected", category=FIX
    ),
    # 数字
    Case(
        "s6-zh-num-salary",
        "zh",
        "月薪大概一两万吧 看提成",
        c("user", "salary", "15000", "大概一两万"),
        "number",
        category=NUM,
    ),
    Case(
        "s6-zh-num-weight",
        "zh",
        "体重一百三十多斤 过年吃胖了",
        c("user", "weight", "135斤", "一百三十多斤"),
        "number",
        category=NUM,
    ),
    # AI 的话
    Case(
        "s6-zh-echo-running",
        "zh",
        "每天早上跑步？好主意 明天开始试试",
        c("user", "habit", "每天早上跑步", "每天早上跑步"),
        "echo",
        category=ECHO,
        ai_before="要不要试试每天早上跑步？",
    ),
    # 梦
    Case(
        "s6-zh-dream-tsinghua",
        "zh",
        "昨晚梦见自己考上了清华 醒来发现还得去搬砖",
        c("user", "school", "清华", "考上了清华"),
        "dream",
        category=DREAM,
    ),
]

HONEST = [
    # --- English ---
    Case(
        "s6-en-ok-linecook",
        "en",
        "lol i was a barista for like 3 yrs, now im a line cook at a diner",
        c("user", "job", "line cook", "now im a line cook at a diner"),
    ),
    Case(
        "s6-en-ok-running",
        "en",
        "used to hate running but now im out there 5 mornings a week 🏃",
        c("user", "running", "5 mornings a week", "now im out there 5 mornings a week"),
    ),
    Case(
        "s6-en-ok-teacher-sarcasm",
        "en",
        "oh sure I LOVE mondays 🙃 anyway I'm a teacher so yeah, mondays are brutal",
        c("user", "job", "teacher", "I'm a teacher"),
    ),
    Case(
        "s6-en-ok-hospital-joke",
        "en",
        "im basically a professional napper lol. for real tho i work nights at the hospital",
        c("user", "job", "works nights at the hospital", "i work nights at the hospital"),
    ),
    Case(
        "s6-en-ok-fix-age",
        "en",
        "I'm 31, wait no, 32, birthday was last week lol",
        c("user", "age", "32", "32, birthday was last week"),
    ),
    Case(
        "s6-en-ok-fix-city",
        "en",
        "live in oakland - well technically berkeley now, moved in august",
        c("user", "city", "Berkeley", "technically berkeley now, moved in august"),
    ),
    Case(
        "s6-en-ok-list",
        "en",
        "quick facts abt me: 29, nurse, 2 cats, hate cilantro",
        c("user", "job", "nurse", "29, nurse, 2 cats"),
    ),
    Case(
        "s6-en-ok-one-word",
        "en",
        "manchester",
        c("user", "city", "Manchester", "manchester"),
        ai_before="Where are you based these days?",
    ),
    Case(
        "s6-en-ok-two-words",
        "en",
        "software eng",
        c("user", "job", "software engineer", "software eng"),
        ai_before="What do you do for work?",
    ),
    Case(
        "s6-en-ok-yoga-beside-sister",
        "en",
        "my sister's a dentist in cork, im the black sheep who teaches yoga lol",
        c("user", "job", "yoga teacher", "im the black sheep who teaches yoga"),
    ),
    Case(
        "s6-en-ok-cat-person",
        "en",
        "the dog is my roommate's, I'm more of a cat person tbh",
        c("user", "pet_preference", "cat person", "I'm more of a cat person", kind="preference"),
    ),
    Case(
        "s6-en-ok-gf-after-negation",
        "en",
        "nah not married, but been with my gf 6 yrs so basically lol",
        c("user", "partner", "girlfriend", "been with my gf 6 yrs"),
    ),
    Case(
        "s6-en-ok-mixed-london",
        "en",
        "i'm from 成都 originally but been in London 8 yrs now",
        c("user", "city", "London", "been in London 8 yrs now"),
    ),
    Case(
        "s6-en-ok-age-beside-son",
        "en",
        "my son just turned 7 and I'm 38 and already exhausted",
        c("user", "age", "38", "I'm 38"),
    ),
    Case(
        "s6-en-ok-manager-hedge",
        "en",
        "i guess im technically a manager now?? got promoted last month and still feel like an intern lol",
        c("user", "job_title", "manager", "im technically a manager now"),
    ),
    Case(
        "s6-en-ok-diabetic-question",
        "en",
        "as a diabetic can i still eat mango or nah",
        c("user", "condition", "diabetic", "as a diabetic"),
    ),
    Case(
        "s6-en-ok-quit-smoking",
        "en",
        "smoked a pack a day all thru uni. quit cold turkey 2 yrs ago 💪",
        c("user", "smoking", "quit", "quit cold turkey 2 yrs ago"),
    ),
    Case(
        "s6-en-ok-deloitte-beside-plan",
        "en",
        "still at deloitte for now, gonna start at google in january if the background check clears",
        c("user", "employer", "Deloitte", "still at deloitte for now"),
    ),
    Case(
        "s6-en-ok-engaged-in-form",
        "en",
        "doing the visa form rn and it goes 'Marital status: married / single' which do i tick if we're just engaged",
        c("user", "relationship_status", "engaged", "we're just engaged"),
    ),
    Case(
        "s6-en-ok-ya-still-here",
        "en",
        "ya still here lol, rent is insane",
        c("user", "city", "Toronto", "ya still here"),
        ai_before="Are you still living in Toronto?",
    ),
    Case(
        "s6-en-ok-out-of-character",
        "en",
        "ok pause pause, real talk: im actually a paramedic irl and that was way too real lol",
        c("user", "job", "paramedic", "im actually a paramedic irl"),
        earlier=RP_ER,
    ),
    # --- 中文 ---
    Case(
        "s6-zh-ok-milktea",
        "zh",
        "以前在深圳做外贸，现在在老家开了个奶茶店",
        c("user", "job", "开奶茶店", "现在在老家开了个奶茶店"),
    ),
    Case("s6-zh-ok-taipei", "zh", "我之前住台中，去年搬來台北了", c("user", "city", "台北", "去年搬來台北了")),
    Case("s6-zh-ok-no-smoking", "zh", "早就不抽烟了 之前一天一包", c("user", "smoking", "不抽烟", "早就不抽烟了")),
    Case("s6-zh-ok-kaogong", "zh", "在考公，明年要是上岸了就是公务员了", c("user", "status", "考公", "在考公")),
    Case(
        "s6-zh-ok-fulltime-mom",
        "zh",
        "我老公在华为上班，我自己是全职妈妈",
        c("user", "job", "全职妈妈", "我自己是全职妈妈"),
    ),
    Case("s6-zh-ok-fix-age", "zh", "我27，哦不对，过了生日28了", c("user", "age", "28", "过了生日28了")),
    Case("s6-zh-ok-fix-city", "zh", "在北京…不对 上个月调到天津了", c("user", "city", "天津", "上个月调到天津了")),
    Case("s6-zh-ok-one-word", "zh", "杭州", c("user", "city", "杭州", "杭州"), ai_before="你现在在哪个城市呀？"),
    Case("s6-zh-ok-two-chars", "zh", "会计", c("user", "job", "会计", "会计"), ai_before="你是做什么工作的？"),
    Case(
        "s6-zh-ok-after-joke",
        "zh",
        "我是秦始皇（不是）哈哈 其实我是个外卖小哥",
        c("user", "job", "外卖小哥", "其实我是个外卖小哥"),
    ),
    Case(
        "s6-zh-ok-sarcasm-996",
        "zh",
        "对对对我最爱加班了🙃 谁让我是996的程序员呢",
        c("user", "job", "程序员", "我是996的程序员"),
    ),
    Case(
        "s6-zh-ok-list",
        "zh",
        "自我介绍一下哈：在成都做UI设计，养了两只猫，周末爱爬山",
        c("user", "job", "UI设计", "在成都做UI设计"),
    ),
    Case("s6-zh-ok-birth-year", "zh", "95年的 射手座 目前单身🙋‍♀️", c("user", "birth_year", "1995", "95年的")),
    Case(
        "s6-zh-ok-married-emoji",
        "zh",
        "刚领证💍💍 以后就是已婚人士啦",
        c("user", "marital_status", "已婚", "以后就是已婚人士啦"),
    ),
    Case(
        "s6-zh-ok-lactose-question",
        "zh",
        "我有乳糖不耐，拿铁可以换燕麦奶吗",
        c("user", "condition", "乳糖不耐", "我有乳糖不耐"),
    ),
    Case(
        "s6-zh-ok-no-partner",
        "zh",
        "闺蜜刚生了二胎，我连对象都没有😂",
        c("user", "partner", "没有对象", "我连对象都没有"),
    ),
    Case("s6-zh-ok-nurse-trad", "zh", "我是護理師，最近輪夜班超累", c("user", "job", "護理師", "我是護理師")),
    Case("s6-zh-ok-age-trad", "zh", "我今年三十五歲，住高雄", c("user", "age", "35", "我今年三十五歲")),
    Case(
        "s6-zh-ok-echo-yan2",
        "zh",
        "对 研二了",
        c("user", "education", "研二", "对 研二了"),
        ai_before="所以你现在是在读研吗？",
    ),
    Case(
        "s6-zh-ok-mixed-shopee",
        "zh",
        "我在shopee做PM 每天开会开到吐",
        c("user", "employer", "Shopee", "我在shopee做PM"),
    ),
    Case(
        "s6-zh-ok-freelancer-hedge",
        "zh",
        "算是个自由职业者吧 接点翻译的活",
        c("user", "job", "自由职业者", "算是个自由职业者吧"),
    ),
]
