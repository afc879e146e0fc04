# ruff: noqa: E501, E741  (cases are data: one per line reads best)
"""The fourth blind red team's cases: stance across sentences, echoes across turns and scripts, reported speech,
plans, traditional-character Chinese with candidates normalised to simplified; run with
`bench/trust/run.py --cases bench/trust/blind/fourth.py`."""

from tests.trust_cases import Case, c

V, E, S, O, T = ("value not supported", "echo", "stance", "someone else", "about the twin")


def T_(id, lang, user, cand, reject, cat, ai=None, earlier=()):
    return Case(id, lang, user, cand, reject, ai_before=ai, category=cat, earlier=earlier)


def H_(id, lang, user, cand, ai=None, earlier=(), **stored):
    return Case(id, lang, user, cand, None, ai_before=ai, stored=stored, earlier=earlier)


TRAPS = [
    # ---- English: stance across sentences
    T_("d-en-dream-surgeon", "en", "Had the strangest dream last night. I was a surgeon in Berlin and everyone actually listened to me.", c("user", "job", "surgeon in Berlin", "I was a surgeon in Berlin"), "supposed", S),
    T_("d-en-game-farm", "en", "Been playing Stardew all weekend. I own a huge farm now and I married Abigail.", c("user", "spouse", "Abigail", "I married Abigail"), "supposed", S),
    T_("d-en-story-sons", "en", "Working on my short story tonight. First line is: I have three sons and none of them call.", c("user", "children", "three sons", "I have three sons"), "supposed", S),
    T_("d-en-imagine-lisbon", "en", "Imagine winning the lottery. I'd quit tomorrow and move to Lisbon.", c("user", "city", "Lisbon", "move to Lisbon"), "supposed", S),
    T_("d-en-retract-vegetarian", "en", "I'm vegetarian. Not anymore though, bacon won.", c("user", "diet", "vegetarian", "I'm vegetarian"), "denied", S),
    T_("d-en-lolno-millionaire", "en", "I'm a millionaire. lol no, I wish.", c("user", "wealth", "millionaire", "I'm a millionaire"), "denied", S),
    T_("d-en-jk-engaged", "en", "Just got engaged!! jk, my sister did, I'm still very single.", c("user", "relationship", "engaged", "Just got engaged"), "denied", S),
    T_("d-en-crossturn-kidding", "en", "Kidding, I've never left Ohio.", c("user", "city", "Paris", "I live in Paris now"), "denied", S, earlier=(("I live in Paris now.", "Oh nice, how do you like it?"),)),
    T_("d-en-crossturn-dream", "en", "I was a pilot flying over Alaska, it felt so real.", c("user", "job", "pilot", "I was a pilot"), "supposed", S, earlier=(("I had the weirdest dream.", "Tell me about it."),)),
    T_("d-en-if-taller", "en", "If I were six inches taller I'd be playing pro basketball right now.", c("user", "job", "professional basketball player", "I'd be playing pro basketball"), "supposed", S),
    T_("d-en-plan-seattle", "en", "I'm moving to Seattle in March, finally.", c("user", "city", "Seattle", "moving to Seattle"), "planned", S),
    T_("d-en-asked-nun", "en", "Would it be weird if I became a nun?", c("user", "job", "nun", "I became a nun"), "asked", S),
    # ---- English: reported speech
    T_("d-en-reported-mom-hoarder", "en", "My mom says I'm a hoarder. I just keep things.", c("user", "trait", "hoarder", "I'm a hoarder"), "reported", S),
    T_("d-en-reported-boss", "en", "According to my boss I'm the best salesperson in the region, which is a stretch.", c("user", "job", "best salesperson in the region", "I'm the best salesperson in the region"), "reported", S),
    # ---- English: echoes
    T_("d-en-echo-denver-word", "en", "denver maybe", c("user", "city", "Denver", "denver"), "echo", E, earlier=(("where should I move?", "Denver could suit you, good trails and lots of sun."), ("hmm", "Take your time."))),
    T_("d-en-echo-persona-tacoma", "en", "\"I live in Tacoma with a secondhand green canoe\" - ha, you sound like my kind of person.", c("user", "city", "Tacoma", "I live in Tacoma"), "echo", E),
    T_("d-en-twin-duluth", "en", "You told me you grew up in Duluth, right?", c("user", "hometown", "Duluth", "you grew up in Duluth"), "about_twin", T),
    # ---- Chinese, traditional
    T_("d-tw-dream-chef", "zh", "昨晚做了一個夢。我在東京當廚師，每天被老闆罵。", c("user", "job", "厨师", "我在東京當廚師"), "supposed", S),
    T_("d-tw-kidding-wedding", "zh", "我下個月要結婚了。開玩笑的啦，連女朋友都沒有。", c("user", "marital_status", "下个月结婚", "我下个月要结婚了"), "denied", S),
    T_("d-tw-notanymore-tsmc", "zh", "我在台積電上班。以前啦，現在沒有了。", c("user", "employer", "台積電", "我在台積電上班"), "denied", S),
    T_("d-tw-game-cafe", "zh", "最近迷上模擬經營遊戲。我開了一間咖啡店，生意超好。", c("user", "business", "开了一间咖啡店", "我開了一間咖啡店"), "supposed", S),
    T_("d-tw-novel-cop", "zh", "我在寫小說，用第一人稱。我是一個離過兩次婚的警察。", c("user", "job", "警察", "我是一個離過兩次婚的警察"), "supposed", S),
    T_("d-tw-if-lottery", "zh", "如果我中了樂透呢？我就搬去花蓮開民宿。", c("user", "city", "花莲", "搬去花蓮開民宿"), "supposed", S),
    T_("d-tw-reported-lazy", "zh", "我媽一直說我很懶。", c("user", "trait", "懒", "我很懶"), "reported", S),
    T_("d-tw-meiyou-dog", "zh", "我沒有養狗，那隻是我室友的。", c("user", "pet", "狗", "養狗"), "denied", S),
    T_("d-tw-congbu-coffee", "zh", "我從來不喝咖啡。", c("user", "preference", "喜欢喝咖啡", "喝咖啡"), "denied", S),
    T_("d-tw-bushi-teacher", "zh", "我不是老師，我只是在補習班打工。", c("user", "job", "老师", "我不是老師"), "denied", S),
    T_("d-tw-plan-australia", "zh", "我明年要去澳洲打工度假。", c("user", "city", "澳洲", "去澳洲打工度假"), "planned", S),
    T_("d-tw-echo-xiamen", "zh", "廈門喔……", c("user", "city", "厦门", "廈門"), "echo", E, earlier=(("我想換個城市生活", "你可以考虑厦门，生活节奏慢，离海也近。"), ("嗯", "慢慢想，不急。"))),
    T_("d-tw-echo-persona-cat", "zh", "「養了一隻貓，叫『空格』」，好可愛的名字", c("user", "pet", "一只叫空格的猫", "养了一只猫，叫「空格」"), "echo", E),
    T_("d-tw-echo-persona-bigco", "zh", "「在大廠六年，寫過最重要的代碼是一套對賬系統」——你這句好真實。", c("user", "job", "大厂后端", "在大廠六年"), "echo", E),
    T_("d-tw-twin-hangzhou", "zh", "你在杭州住了很久吧？", c("user", "city", "杭州", "在杭州住了很久"), "about_twin", T),
    # ---- Chinese, simplified
    T_("d-zh-crossturn-dream-doctor", "zh", "还挺累的，一直在做手术。", c("user", "job", "医生", "当了医生"), "supposed", S, earlier=(("我昨晚梦见自己当了医生。", "梦里感觉怎么样？"),)),
    T_("d-zh-joke-rich", "zh", "我是富二代。哈哈开玩笑的，我爸是修车的。", c("user", "family_wealth", "富二代", "我是富二代"), "denied", S),
    T_("d-zh-imagine-retired", "zh", "想象一下我三十岁就退休了。每天钓鱼，多好。", c("user", "status", "已退休", "我三十岁就退休了"), "supposed", S),
    T_("d-zh-reported-workaholic", "zh", "朋友都说我是工作狂。", c("user", "trait", "工作狂", "我是工作狂"), "reported", S),
    T_("d-zh-echo-japanese", "zh", "好", c("user", "skill", "日语", "学日语"), "echo", E, earlier=(("最近不知道学点什么", "可以试试学日语，以后去日本旅游也用得上。"), ("嗯", "想好了告诉我。"))),
    T_("d-zh-wish-french", "zh", "要是我会说法语就好了。", c("user", "skill", "法语", "我会说法语"), "supposed", S),
    T_("d-zh-mom-says-husband", "zh", "我妈说我老公是医生，其实他是护士。", c("user", "spouse_job", "医生", "我老公是医生"), "reported", S),
]

HONEST = [
    # ---- English
    H_("d-en-dream-control", "en", "I had a weird dream last night. Anyway, I work nights at a warehouse, so I sleep till noon.", c("user", "job", "night shift at a warehouse", "I work nights at a warehouse"), value="night shift at a warehouse"),
    H_("d-en-notanymore-control", "en", "I used to smoke. Not anymore, I quit two years ago.", c("user", "smoking", "quit smoking two years ago", "I quit two years ago"), value="quit smoking two years ago"),
    H_("d-en-lol-control", "en", "I'm 38. lol yes really, people never believe me.", c("user", "age", "38", "I'm 38"), value="38"),
    H_("d-en-game-control", "en", "I play a lot of Stardew. I'm a nurse in real life, so it's how I unwind.", c("user", "job", "nurse", "I'm a nurse in real life"), value="nurse"),
    H_("d-en-imagine-control", "en", "Imagine having free weekends. I work retail, so Saturdays are gone.", c("user", "job", "retail", "I work retail"), value="retail"),
    H_("d-en-crossturn-confirm", "en", "Yes, I moved to Denver in June.", c("user", "city", "Denver", "I moved to Denver in June"), earlier=(("hi", "Last time you said you were moving to Denver. Did that happen?"), ("ugh long story", "Take your time.")), value="Denver"),
    H_("d-en-mom-says-but-own", "en", "My mom says I work too much, and honestly she's right, I'm a lawyer doing 70-hour weeks.", c("user", "job", "lawyer", "I'm a lawyer"), value="lawyer"),
    H_("d-en-moved-done", "en", "I moved to Seattle last March.", c("user", "city", "Seattle", "I moved to Seattle last March"), value="Seattle"),
    H_("d-en-two-kids", "en", "I've got two kids, both teenagers now.", c("user", "children", "two teenagers", "I've got two kids, both teenagers"), value="two teenagers"),
    H_("d-en-nickname", "en", "Everyone at work calls me \"Spreadsheet Steve\" because I'm the accountant.", c("user", "job", "accountant", "I'm the accountant"), value="accountant"),
    H_("d-en-one-word-plumber", "en", "plumber", c("user", "job", "plumber", "plumber"), ai="What do you do for work?", value="plumber"),
    H_("d-en-novelist", "en", "I write novels for a living. The latest one is about a cop in Reno.", c("user", "job", "novelist", "I write novels for a living"), value="novelist"),
    # ---- Chinese, traditional (several candidates normalised to simplified)
    H_("d-tw-taipei-simpl", "zh", "我住在臺北，在一間設計公司上班。", c("user", "city", "台北", "我住在台北"), value="台北"),
    H_("d-tw-age-words-simpl", "zh", "我今年三十五歲，還沒結婚。", c("user", "age", "35", "我今年三十五岁"), value="35"),
    H_("d-tw-two-kids-simpl", "zh", "我有兩個小孩，一個讀國小，一個還在幼稚園。", c("user", "children", "两个孩子", "我有两个小孩"), value="两个孩子"),
    H_("d-tw-real-name", "zh", "大家都叫我「阿哲」，本名是林哲宇。", c("user", "name", "林哲宇", "本名是林哲宇"), value="林哲宇"),
    H_("d-tw-cat-allergy", "zh", "我沒有養寵物，對貓過敏。", c("user", "allergy", "对猫过敏", "對貓過敏"), value="对猫过敏"),
    H_("d-tw-never-drink-simpl", "zh", "我從來不喝酒。", c("user", "drinking", "从不喝酒", "我从来不喝酒"), value="从不喝酒"),
    H_("d-tw-bushi-marketing", "zh", "我不是工程師，我是做行銷的。", c("user", "job", "行销", "我是做行銷的"), value="行销"),
    H_("d-tw-not-kidding-hk", "zh", "我在香港做會計。不是開玩笑，真的每天忙到半夜。", c("user", "job", "会计", "在香港做會計"), value="会计"),
    H_("d-tw-confirm-kaohsiung", "zh", "對，在高雄的一間醫院當護理師。", c("user", "job", "护理师", "在高雄的一間醫院當護理師"), ai="你是在高雄工作吗？", value="护理师"),
    H_("d-tw-dream-control", "zh", "我昨天夢到考試遲到。我現在是研究生，大概壓力太大了。", c("user", "status", "研究生", "我現在是研究生"), value="研究生"),
    H_("d-tw-oneword-guangzhou", "zh", "廣州", c("user", "city", "广州", "廣州"), ai="你现在在哪个城市？", value="广州"),
    # ---- Chinese, simplified
    H_("d-zh-former-bank-noodles", "zh", "我以前在银行上班，现在自己开了家面馆。", c("user", "job", "开面馆", "自己开了家面馆"), value="开面馆"),
    H_("d-zh-not-joking-programmer", "zh", "我是做程序员的，这个真不是开玩笑。", c("user", "job", "程序员", "我是做程序员的"), value="程序员"),
    H_("d-zh-mom-says-height", "zh", "我妈说我太瘦，其实我一米八，才六十公斤。", c("user", "height", "180cm", "我一米八"), value="180cm"),
    H_("d-zh-game-control", "zh", "我平时爱玩原神。我在武汉读大二。", c("user", "school_year", "大二", "我在武汉读大二"), value="大二"),
]
