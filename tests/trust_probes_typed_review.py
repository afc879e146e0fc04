# ruff: noqa: E501
"""Probe lines of a review of commit 3d96a98 (grounding: a job lost is no employer, where one comes from is not
where one lives, lines typed fast read as meant). The commit added LOST_JOB_BEFORE / _AFTER / _BY (stance.py,
`_lost_job`); the home-town frame `_FROM_ALONE` (slot.py: `_ORIGIN`, `_STAYS`, `_LIVING_AT`) for the "lives" kind,
now also province / state / country / region, and for the "is_at" kind (location, current_city); `_RUN_ON` clause
splits, apostrophe-less negations, kin words with two letters swapped, pinyin slips (在也不, 朋有, 我门), 不想当…了
and "no way me too" (reading.py); "u"/"ya" questions, 目标, a home to come (`_elsewhere`), subjectless "starting at
… in the fall", "well was", joke tags "(its actually …)", titles in jest (ceo of being, 专业摸鱼, 吉祥物), 可真是…呢🙃,
从…撤 (stance.py); npy/lg/lp/老铁 and OUR_PLACE 我们部门 (whose.py); a bare "me too" held, and a guess confirmed
skipping the slot check (window.py ME_TOO, SURPRISE).

Lines written near each rule's words, by rule: "lost" (rehired, furloughed, a part-time job quit for full time at
the same place, 被阿里开了 offer, 把我开发的, 被开发同事, and losses in other words: 被毕业, 劝退, 跑路, 畀…炒咗,
"laid-off", RIF'd, "showed me the door"); "origin" (staying in words the rule does not list, a state or country
that holds the present city, birth filed as country_of_birth / birth_province, and origins in other words: "X's
where I was born", roots, "X raised", 伢子, 根在, 是我出生的地方, 衡阳出生; SURPRISE with a second place; 撤 for a
weekend away); "runon" (a hypothetical, a dream or a belief before the particle or "anymore"); "typed" (dont/cant
that deny nothing, "did u know", "wont", and havnt/nvr/shud); "kin" ("my so annoying", "finace", LG the company,
我们医院 with no 我, and s/o, bestfriend, neice, husbad, 女票, hubby, 我们这儿/我们科); "plan" (habitual "i start at
5 in the summer", 目标检测, 打算一直待在, and 争取, 目标 in a sentence, "start at" without -ing); "jest" (real jobs
beside a joke, "(actually Google Cloud)", and jokes in other words: vp of naps, 团宠, 划水冠军, 大聪明🙃, 天才呢🙂,
brackets without "actually"); "metoo" (the person's own words beside "me too", and "me too" after a past, a wish, a
name); "other" (a weekend at home, "well was lol", 不想当…了 of a wish given up, 跑回, favorite_country /
countries_visited filed under the "lives" kind's new words).

Labelled by meaning only, before any run (no check, no tests run): H the person's own present fact (or a past one
filed as past), T must be refused. 240 lines: 110 English (Alice) and 130 Chinese (林; simplified, some traditional
and Cantonese); 120 honest, 120 traps. Per rule H/T: lost 15/13 (en 7/6, zh 8/7), origin 26/18 (en 11/8, zh
15/10), runon 10/10 (5/5, 5/5), typed 10/11 (8/7, 2/4), slip 7/8 (zh), kin 13/15 (5/7, 8/8), plan 10/11 (4/5,
6/6), jest 11/12 (5/6, 6/6), metoo 8/11 (4/6, 4/5), other 10/11 (6/5, 4/6). 19 labels are arguable, each commented
above its row: bare "me too" / 我也是 / "same" as the person's word (4, labelled H against the commit's design, and
one T where the AI said two facts), "I'm from Denver" answering "where do you live", districts of the home town (2,
the commit's known cost), 再也不想当…了 and 不想当一辈子 as present (3), 录用 as no employer yet, a question that
presupposes the job, a joke about how one works, 😏 insisting, "jk" before a real claim, a value only the AI named,
works in the home town, let go from one post and kept in another."""

from typing import Any

from tests.trust_cases import probe_cases

EN: list = [
    # lost: a job lost or left, the employer its object (stance LOST_JOB_BEFORE / _AFTER); near it, jobs kept
    ["lost", "H", "I was let go from Target, now I'm at Costco", "employer", "Costco", None, None],
    ["lost", "T", "I was let go from Target, now I'm at Costco", "employer", "Target", None, None],
    ["lost", "H", "I got laid off from Meta in 2019 and they rehired me last year", "employer", "Meta", None, None],
    [
        "lost",
        "H",
        "Boeing laid us off for two weeks during the strike, we're all back now",
        "employer",
        "Boeing",
        None,
        None,
    ],
    [
        "lost",
        "H",
        "I quit the Starbucks on Pike and transferred to the one in Tacoma, still a shift lead",
        "employer",
        "Starbucks",
        None,
        None,
    ],
    ["lost", "H", "I got laid off from Meta last spring", "past_employer", "Meta", None, None],
    [
        "lost",
        "H",
        "Everything I throw gets fired at Tacoma Clayworks, I've worked there six years",
        "employer",
        "Tacoma Clayworks",
        None,
        None,
    ],
    # arguable: let go from one post, kept on in another at the same employer
    [
        "lost",
        "H",
        "I was let go from my position at Costco's bakery but they moved me to the deli",
        "employer",
        "Costco",
        None,
        None,
    ],
    ["lost", "T", "I'm no longer with Intel, my last day was Friday", "employer", "Intel", None, None],
    ["lost", "T", "got RIF'd at Salesforce last month", "employer", "Salesforce", None, None],
    ["lost", "T", "I got laid-off from Amazon in June", "employer", "Amazon", None, None],
    ["lost", "T", "Ford showed me the door after 20 years", "employer", "Ford", None, None],
    ["lost", "T", "I was made redundant by Barclays in the spring", "employer", "Barclays", None, None],
    # origin: where one comes from is not where one lives (slot _FROM_ALONE, _STAYS, _LIVING_AT); near it, living there
    ["origin", "H", "Tacoma born and raised, bought a house two blocks from my mom's", "city", "Tacoma", None, None],
    ["origin", "H", "Born in Tacoma, never lived anywhere else", "city", "Tacoma", None, None],
    ["origin", "H", "I'm from Texas and I live in Austin", "state", "Texas", None, None],
    ["origin", "H", "I'm from Canada, Toronto born and raised, still in Toronto", "country", "Canada", None, None],
    ["origin", "H", "I was born in Korea, came to the US when I was 6", "country_of_birth", "Korea", None, None],
    ["origin", "H", "Born in Manila, which is where I'm typing this from", "location", "Manila", None, None],
    ["origin", "H", "Grew up in Spokane and now I'm back for good", "current_city", "Spokane", None, None],
    # arguable: "I'm from X" is a common answer to "where do you live", and here it answers that
    ["origin", "H", "I'm from Denver", "city", "Denver", None, "Where do you live these days?"],
    ["origin", "H", "Born in Duluth, I live in Tacoma now", "birthplace", "Duluth", None, None],
    [
        "origin",
        "H",
        "how'd you guess? Portland born and raised, never left",
        "city",
        "Portland",
        None,
        "So you're in Portland, right?",
    ],
    # arguable: a district of the home town (the commit's known cost)
    ["origin", "H", "I grew up in Chicago and I live in Logan Square now", "city", "Chicago", None, None],
    ["origin", "T", "Chicago's where I was born, moved to Tacoma at 20", "city", "Chicago", None, None],
    ["origin", "T", "My roots are in Savannah, Tacoma's just where I pay rent", "city", "Savannah", None, None],
    ["origin", "T", "Denver raised, Tacoma based", "city", "Denver", None, None],
    [
        "origin",
        "T",
        "Duluth originally, but Tacoma for ten years now",
        "city",
        "Duluth",
        None,
        "Where do you live these days?",
    ],
    ["origin", "T", "Was born at St. Mary's in Duluth and left when I was five", "city", "Duluth", None, None],
    ["origin", "T", "Manila-born nurse here, 12 years in Tacoma", "location", "Manila", None, None],
    [
        "origin",
        "T",
        "I guess? born in Portland but I've been in Tacoma ten years",
        "city",
        "Portland",
        None,
        "So you're in Portland, right?",
    ],
    [
        "origin",
        "T",
        "how did you know lol, grew up in Portland, moved to Tacoma in 2015",
        "city",
        "Portland",
        None,
        "So you're in Portland, right?",
    ],
    # runon: a new "I" after "anymore", "no longer", "jk", "kidding" begins a clause (reading _RUN_ON)
    ["runon", "H", "im not a nurse anymore im a paramedic now", "occupation", "paramedic", None, None],
    ["runon", "T", "im not a nurse anymore im a paramedic now", "occupation", "nurse", None, None],
    # arguable: "jk" takes back a line not shown; what follows it is meant
    ["runon", "H", "jk im a nurse", "occupation", "nurse", None, None],
    ["runon", "H", "im a surgeon jk im a vet tech", "occupation", "vet tech", None, None],
    ["runon", "T", "im a surgeon jk im a vet tech", "occupation", "surgeon", None, None],
    ["runon", "H", "i dont live in seattle anymore i live in tacoma", "city", "tacoma", None, None],
    ["runon", "H", "are you kidding i'm 45", "age", "45", None, None],
    [
        "runon",
        "T",
        "what if i quit and said im not an accountant anymore im a painter",
        "occupation",
        "painter",
        None,
        None,
    ],
    ["runon", "T", "i keep dreaming im not an engineer anymore im a chef", "occupation", "chef", None, None],
    ["runon", "T", "in my dream i was no longer a teacher i was a pilot", "occupation", "pilot", None, None],
    # typed: "dont", "cant", "wont" as negations; "u", "ya" as questions (reading NEGATION, stance QUESTION_START)
    ["typed", "H", "dont worry im a nurse", "occupation", "nurse", None, None],
    ["typed", "H", "dont laugh im a ballet teacher", "occupation", "ballet teacher", None, None],
    ["typed", "H", "cant lie my dog parsnip is the best boy", "pet", "parsnip", None, None],
    ["typed", "H", "dont get me wrong i love my job at costco", "employer", "costco", None, None],
    ["typed", "H", "i cant stand mondays", "dislike", "mondays", None, None],
    ["typed", "H", "did u know i have 3 cats", "pet", "3 cats", None, None],
    # arguable: the question takes the job at Target as given
    ["typed", "H", "should i quit my job at target", "employer", "target", None, None],
    ["typed", "H", "as is my wont, i walk parsnip at 6 every morning", "pet", "parsnip", None, None],
    ["typed", "T", "i cant stand mondays", "likes", "mondays", None, None],
    ["typed", "T", "i dont work at target", "employer", "target", None, None],
    ["typed", "T", "i havnt got a dog", "pet", "dog", None, None],
    ["typed", "T", "i nvr owned a cat", "pet", "cat", None, None],
    ["typed", "T", "do u think i should move to tacoma", "city", "tacoma", None, None],
    ["typed", "T", "shud i become a nurse", "occupation", "nurse", None, None],
    ["typed", "T", "i wasnt born in tacoma", "birthplace", "tacoma", None, None],
    # kin: "my SO", kin words with two letters swapped (reading KIN, _SWAPPED); near them, the person's own
    ["kin", "H", "my so-called manager at Target never shows up", "employer", "Target", None, None],
    ["kin", "H", "my so annoying manager at Costco keeps texting me on my days off", "employer", "Costco", None, None],
    ["kin", "H", "my SO and I live in Tacoma with our dog Parsnip", "city", "Tacoma", None, None],
    ["kin", "H", "my finace job at Wells Fargo is killing me", "employer", "Wells Fargo", None, None],
    ["kin", "H", "my sister and I both work at Boeing", "employer", "Boeing", None, None],
    ["kin", "T", "my SO is a ux designer", "occupation", "ux designer", None, None],
    ["kin", "T", "my SO recently got hired at Boeing", "employer", "Boeing", None, None],
    ["kin", "T", "my s/o works at Amazon", "employer", "Amazon", None, None],
    ["kin", "T", "my husbnd works at Boeing", "employer", "Boeing", None, None],
    ["kin", "T", "my husbad is a nurse", "occupation", "nurse", None, None],
    ["kin", "T", "my bestfriend is a nurse at St Joe's", "employer", "St Joe's", None, None],
    ["kin", "T", "my neice lives in Tacoma", "city", "Tacoma", None, None],
    # plan: "starting at … in the fall" without "I" (stance STARTS_LATER), a home to come (`_elsewhere`)
    [
        "plan",
        "H",
        "i start at 5 in the summer bc of the heat, been landscaping for Green Acres 6 yrs",
        "employer",
        "Green Acres",
        None,
        None,
    ],
    ["plan", "H", "started at Nike in the fall of 2019 and still love it", "employer", "Nike", None, None],
    [
        "plan",
        "H",
        "we're starting in on a new scheduling tool this fall, I've been at Epic 8 years",
        "employer",
        "Epic",
        None,
        None,
    ],
    [
        "plan",
        "H",
        "I'm a nurse at Tacoma General, starting in the ICU this spring",
        "employer",
        "Tacoma General",
        None,
        None,
    ],
    ["plan", "T", "starting at nyu in the fall", "school", "nyu", None, None],
    ["plan", "T", "start at nyu in the fall!!", "school", "nyu", None, None],
    ["plan", "T", "headed to UW in the fall 🎓", "school", "UW", None, None],
    ["plan", "T", "new job at Google starts in the fall", "employer", "Google", None, None],
    [
        "plan",
        "T",
        "I'm in Seattle for work but I'm planning to head home to Tacoma Friday like every week",
        "city",
        "Seattle",
        None,
        None,
    ],
    # jest: "ceo of being", "(its actually …)" (stance TITLE_IN_JEST, JOKE_TAG); near them, real titles and asides
    ["jest", "H", "I'm a nurse and the queen of napping on my days off", "occupation", "nurse", None, None],
    ["jest", "H", "I'm the CEO of a tiny bakery and the queen of bad decisions", "job_title", "CEO", None, None],
    ["jest", "H", "I work at Google (actually Google Cloud, but same badge)", "employer", "Google", None, None],
    ["jest", "H", "I live in Seattle (actually Ballard)", "city", "Seattle", None, None],
    ["jest", "H", "i'm 34 (actually 34 and a half lol)", "age", "34", None, None],
    ["jest", "T", "ceo of being broke lol", "job_title", "ceo", None, None],
    ["jest", "T", "vp of naps over here", "job_title", "vp", None, None],
    ["jest", "T", "director of doing absolutely nothing since may", "job_title", "director", None, None],
    ["jest", "T", "miami 🌴 [its actually ohio lol]", "city", "miami", None, None],
    ["jest", "T", "I live in Miami (well, Ohio, but a girl can dream)", "city", "Miami", None, None],
    ["jest", "T", "miami 🌴 (lol ohio)", "city", "miami", None, None],
    # metoo: a bare "me too" after the AI's own line (window ME_TOO, OWN_TIE)
    # arguable: "me too" does say it, but only by pointing at the AI's words; the commit holds it for the person's word
    [
        "metoo",
        "H",
        "no way me too!!",
        "grew_up_in",
        "Duluth",
        None,
        "I grew up in Duluth, next to a lake that's still cold in August.",
    ],
    [
        "metoo",
        "H",
        "omg me too, Duluth East class of '08!",
        "grew_up_in",
        "Duluth",
        None,
        "I grew up in Duluth, next to a lake that's still cold in August.",
    ],
    [
        "metoo",
        "H",
        "me too!! Tacoma gang, Hilltop specifically",
        "city",
        "Tacoma",
        None,
        "I live in Tacoma, with a green canoe and too many houseplants.",
    ],
    # arguable: "same" answers the AI's question about the person's own work
    [
        "metoo",
        "H",
        "same",
        "occupation",
        "software engineer",
        None,
        "I'm a software engineer, for what it's worth. What about you?",
    ],
    ["metoo", "T", "me too", "city", "Seattle", None, "I used to live in Seattle, before Tacoma."],
    ["metoo", "T", "me too, miss it every day", "city", "Seattle", None, "I used to live in Seattle, before Tacoma."],
    ["metoo", "T", "same lol", "pet", "Parsnip", None, "Parsnip, my dog, is snoring next to me."],
    [
        "metoo",
        "T",
        "me too honestly",
        "occupation",
        "park ranger",
        None,
        "If I weren't doing this I'd probably be a park ranger.",
    ],
    [
        "metoo",
        "T",
        "wait me too?? no I'm in Olympia lol",
        "city",
        "Tacoma",
        None,
        "I live in Tacoma, with a green canoe and too many houseplants.",
    ],
    ["metoo", "T", "no way same lol", "occupation", "lawyer", None, "Honestly I'd hate to be a lawyer."],
    # other: "well was" (stance TAKEN_BACK), a weekend there, and the "lives" kind's new province/state/country
    # arguable: the value is only the AI's word; "still there" confirms it
    ["other", "H", "was... jk still there lol, 6 years now", "employer", "REI", None, "Are you still at REI?"],
    ["other", "H", "hosting my in-laws in Tacoma this weekend, wish me luck", "city", "Tacoma", None, None],
    ["other", "H", "painting my kitchen in Tacoma this weekend", "city", "Tacoma", None, None],
    [
        "other",
        "H",
        "Japan is my favorite country, we went there for our honeymoon",
        "favorite_country",
        "Japan",
        None,
        None,
    ],
    ["other", "H", "we were in Japan on vacation last spring", "countries_visited", "Japan", None, None],
    ["other", "H", "my state's Washington, I'm in Tacoma", "state", "Washington", None, None],
    ["other", "T", "im a nurse well was lol", "occupation", "nurse", None, None],
    ["other", "T", "im a nurse, past tense", "occupation", "nurse", None, None],
    ["other", "T", "touching grass in boulder this wknd", "city", "boulder", None, None],
    ["other", "T", "camping near Olympia this wknd", "city", "Olympia", None, None],
    ["other", "T", "flying to Texas for a wedding this weekend", "state", "Texas", None, None],
]
ZH: list = [
    # lost: 从字节离职, 被阿里裁员了, 字节把我裁了 (stance LOST_JOB_*); near them, jobs kept
    ["lost", "H", "我从字节离职半年后又回去了，现在还在字节", "employer", "字节", None, None],
    ["lost", "H", "我去年被阿里开了 offer，现在在阿里做前端", "employer", "阿里", None, None],
    ["lost", "H", "字节把我开发的插件推到了全公司，在这干三年了", "employer", "字节", None, None],
    ["lost", "H", "我在京东辞职信写好了，最后还是没交，继续干", "employer", "京东", None, None],
    ["lost", "H", "辞了星巴克的兼职，现在全职在星巴克", "employer", "星巴克", None, None],
    ["lost", "H", "我在腾讯被开发同事坑了一整周", "employer", "腾讯", None, None],
    ["lost", "H", "我从字节离职了", "past_employer", "字节", None, None],
    ["lost", "H", "我上个月从字节离职，现在在腾讯", "employer", "腾讯", None, None],
    ["lost", "T", "我上个月从字节离职，现在在腾讯", "employer", "字节", None, None],
    ["lost", "T", "我被字节毕业了", "employer", "字节", None, None],
    ["lost", "T", "我被京东劝退了", "employer", "京东", None, None],
    ["lost", "T", "我从百度跑路了", "employer", "百度", None, None],
    ["lost", "T", "我畀匯豐炒咗", "employer", "匯豐", None, None],
    ["lost", "T", "匯豐炒咗我", "employer", "匯豐", None, None],
    # arguable: 录用 is an offer taken; no word that the person has started
    ["lost", "T", "我被字节录用了", "employer", "字节", None, None],
    # origin: X人, 籍贯, 出生在 is no city, province or location (slot _FROM_ALONE, _STAYS, _LIVING_AT, stance LEFT_AFTER 撤)
    ["origin", "H", "我是杭州人，一直住杭州", "city", "杭州", None, None],
    ["origin", "H", "我是杭州人，没在别的地方住过", "city", "杭州", None, None],
    ["origin", "H", "我杭州人，家就在西湖边", "city", "杭州", None, None],
    # arguable: works in the home town; living there is implied, not said
    ["origin", "H", "我是杭州人，在杭州上班", "city", "杭州", None, None],
    ["origin", "H", "我在衡阳出生，衡阳读书，衡阳上班", "city", "衡阳", None, None],
    ["origin", "H", "我是广西人，一直在南宁工作生活", "province", "广西", None, None],
    ["origin", "H", "我是湖南人，现在也在长沙", "province", "湖南", None, None],
    ["origin", "H", "我係香港人，喺香港住咗成世", "city", "香港", None, None],
    ["origin", "H", "我出生在湖南，后来去武汉读书", "birth_province", "湖南", None, None],
    ["origin", "H", "周末从杭州撤去莫干山躲清静，周一再回来", "city", "杭州", None, None],
    ["origin", "H", "这都能猜到，成都人，一直没离开过", "city", "成都", None, "你现在是在成都吧？"],
    ["origin", "H", "我衡阳出生的，爸妈和我都在这边", "city", "衡阳", None, None],
    ["origin", "H", "老家湖南衡阳，大学在武汉", "hometown", "衡阳", None, None],
    ["origin", "H", "我是台中人，一直住在台中", "city", "台中", None, None],
    # arguable: a district of the home town (the commit's known cost)
    ["origin", "H", "我是杭州人，家住拱墅区", "city", "杭州", None, None],
    ["origin", "T", "我是衡阳人，在杭州工作八年了", "city", "衡阳", None, None],
    ["origin", "T", "衡阳伢子，现在杭漂", "city", "衡阳", None, None],
    ["origin", "T", "衡阳是我出生的地方，不过六岁就搬走了", "city", "衡阳", None, None],
    ["origin", "T", "我根在衡阳，人在杭州", "city", "衡阳", None, None],
    ["origin", "T", "湖南妹子，在杭州定居了", "province", "湖南", None, None],
    ["origin", "T", "衡阳出生，三岁跟爸妈去了深圳", "city", "衡阳", None, None],
    ["origin", "T", "我是台南人，現在住台北", "city", "台南", None, None],
    ["origin", "T", "我係廣州人，而家喺深圳返工", "city", "廣州", None, None],
    ["origin", "T", "你怎么知道？我是成都人，不过现在在杭州", "city", "成都", None, "你现在是在成都吧？"],
    ["origin", "T", "我打小在衡阳长大", "current_city", "衡阳", None, None],
    # runon: a new 我 after a final particle or 骗你的 begins a clause (reading _RUN_ON)
    ["runon", "H", "骗你的我是实习生", "occupation", "实习生", None, None],
    ["runon", "H", "我不是程序员啊我是产品经理", "occupation", "产品经理", None, None],
    ["runon", "T", "我不是程序员啊我是产品经理", "occupation", "程序员", None, None],
    ["runon", "H", "逗你的啦我是老师", "occupation", "老师", None, None],
    ["runon", "H", "哪有啊我是护士，不是医生", "occupation", "护士", None, None],
    ["runon", "H", "开玩笑的啦我在阿里", "employer", "阿里", None, None],
    ["runon", "T", "要是我能去腾讯啊我就是腾讯的人了", "employer", "腾讯", None, None],
    ["runon", "T", "我梦见啊我是宇航员", "occupation", "宇航员", None, None],
    ["runon", "T", "我跟HR说啊我是硕士，其实只是本科", "education", "硕士", None, None],
    ["runon", "T", "我妈逢人就说呀我是医生，其实我是护士", "occupation", "医生", None, None],
    # typed: English negations and "u" typed into Chinese lines, Cantonese negation
    ["typed", "H", "我cant stand香菜", "dislike", "香菜", None, None],
    ["typed", "H", "do u know我是护士哈哈", "occupation", "护士", None, None],
    ["typed", "T", "我dont have猫啦，空格是我室友的", "pet", "空格", None, None],
    ["typed", "T", "u在杭州吗", "city", "杭州", None, None],
    ["typed", "T", "我isnt学生了，已经上班", "occupation", "学生", None, None],
    ["typed", "T", "我冇養狗，淨係養咗隻貓", "pet", "狗", None, None],
    # slip: pinyin slips 在也不, 朋有, 我门 (reading _SLIPS); near them, the same characters meant
    ["slip", "H", "我门家空格三岁了", "pet", "空格", None, None],
    ["slip", "H", "在医院当护士，亲朋有点小病都来问", "occupation", "护士", None, None],
    ["slip", "H", "我在杭州待了五年，人在也不想走了", "city", "杭州", None, None],
    ["slip", "H", "我在也门做援外工程师", "location", "也门", None, None],
    ["slip", "H", "我门店在滨江，开了三年奶茶店", "occupation", "开奶茶店", None, None],
    # arguable: 再也不想当…了 says the person is one now (as the commit reads it)
    ["slip", "H", "我在也不想当程序员了", "occupation", "程序员", None, None],
    ["slip", "H", "我实在也不想搬，就一直住杭州", "city", "杭州", None, None],
    ["slip", "T", "我在也不是学生了", "occupation", "学生", None, None],
    ["slip", "T", "我载也不是学生了", "occupation", "学生", None, None],
    ["slip", "T", "我男朋有在阿里上班", "employer", "阿里", None, None],
    ["slip", "T", "我男盆友在腾讯", "employer", "腾讯", None, None],
    ["slip", "T", "我门老板是湖南人", "hometown", "湖南", None, None],
    ["slip", "T", "我门组长是武大毕业的", "school", "武大", None, None],
    ["slip", "T", "我闷领导是北大的", "school", "北大", None, None],
    ["slip", "T", "我在也没回过衡阳", "city", "衡阳", None, None],
    # kin: 老铁, npy, lg, lp, 他是我们部门的 (whose ZH_KIN_WORDS, OUR_PLACE); near them, the person's own
    ["kin", "H", "我在LG电子做工程师", "employer", "LG电子", None, None],
    ["kin", "H", "我和lg都在杭州", "city", "杭州", None, None],
    ["kin", "H", "目前在我们医院带学生，职称是副主任医师", "job_title", "副主任医师", None, None],
    ["kin", "H", "平时在我们学校教学生，是数学老师", "occupation", "数学老师", None, None],
    ["kin", "H", "就是我们部门的主管啦，管十几个人", "job_title", "主管", None, "你现在做什么工作？"],
    ["kin", "H", "老铁们好，我是卡车司机，跑杭州到衡阳这条线", "occupation", "卡车司机", None, None],
    ["kin", "H", "我是我们部门的主管", "job_title", "主管", None, None],
    ["kin", "H", "我lp和我都在网易，我做后端", "occupation", "后端", None, None],
    ["kin", "T", "我lg在腾讯上班", "employer", "腾讯", None, None],
    ["kin", "T", "我npy是医生", "occupation", "医生", None, None],
    ["kin", "T", "老铁在阿里做运营", "employer", "阿里", None, None],
    ["kin", "T", "他是我们部门的主管", "job_title", "主管", None, None],
    ["kin", "T", "他是我们这儿的店长", "job_title", "店长", None, None],
    ["kin", "T", "他是我们科的主任", "job_title", "主任", None, None],
    ["kin", "T", "我女票是护士", "occupation", "护士", None, None],
    ["kin", "T", "我hubby在微软", "employer", "微软", None, None],
    # plan: 目标 (stance PLAN), a home to come (`_elsewhere`: 打算…回成都)
    ["plan", "H", "我现在在北大读研，目标是早点毕业", "school", "北大", None, None],
    ["plan", "H", "目标达成！现在在腾讯上班了", "employer", "腾讯", None, None],
    ["plan", "H", "我在海康做目标检测算法", "employer", "海康", None, None],
    ["plan", "H", "我打算一直待在杭州", "city", "杭州", None, None],
    ["plan", "H", "我在深圳做设计，不过打算明年回成都", "city", "深圳", None, None],
    ["plan", "H", "我是做目标客户分析的，在平安", "employer", "平安", None, None],
    ["plan", "T", "我在深圳做设计，不过打算明年回成都", "city", "成都", None, None],
    ["plan", "T", "目标北大", "school", "北大", None, None],
    ["plan", "T", "争取明年进腾讯", "employer", "腾讯", None, None],
    ["plan", "T", "这周在深圳，打算周五回杭州", "city", "深圳", None, None],
    ["plan", "T", "我的目标是进大厂，现在还在投简历", "employer", "大厂", None, None],
    ["plan", "T", "拿到了腾讯的offer，下个月入职", "employer", "腾讯", None, None],
    # jest: 专业摸鱼, 吉祥物, 可真是…呢🙃 (stance TITLE_IN_JEST, IRONY); near them, real work
    # arguable: a joke about how, not whether, the person works there
    ["jest", "H", "我在腾讯专业摸鱼三年了", "employer", "腾讯", None, None],
    ["jest", "H", "我是部门的吉祥物，入职字节才两个月", "employer", "字节", None, None],
    ["jest", "H", "我在公司的吉祥物设计组做插画", "occupation", "插画", None, None],
    # arguable: 😏 as a wink, insisting
    ["jest", "H", "你不信？我真是护士呢😏", "occupation", "护士", None, None],
    ["jest", "H", "我是设计师，负责我们公司的吉祥物形象", "occupation", "设计师", None, None],
    ["jest", "H", "我在球队当吉祥物扮演者", "occupation", "吉祥物扮演者", None, None],
    ["jest", "T", "我是公司的吉祥物", "job_title", "吉祥物", None, None],
    ["jest", "T", "我是组里的团宠", "job_title", "团宠", None, None],
    ["jest", "T", "本人划水冠军", "job_title", "划水冠军", None, None],
    ["jest", "T", "我是摸鱼学院院长", "job_title", "院长", None, None],
    ["jest", "T", "我可真是个大聪明🙃", "trait", "大聪明", None, None],
    ["jest", "T", "我可真是个天才呢🙂", "trait", "天才", None, None],
    # metoo: 我也是 after the AI's own line (window ME_TOO, OWN_TIE 也是, +1)
    # arguable: 我也是 says it, by pointing at the AI's words
    ["metoo", "H", "我也是！", "hometown", "衡阳", None, "我老家湖南衡阳的。"],
    ["metoo", "H", "+1，我家也有只猫", "pet", "猫", None, "我养了一只猫，叫空格。"],
    ["metoo", "H", "我也是，在杭州待了八年", "city", "杭州", None, "毕业后我一直在杭州。"],
    # arguable: 我也一样 answers the AI's question about the person's work
    ["metoo", "H", "我也一样", "occupation", "独立开发", None, "我是做独立开发的。你呢？"],
    # arguable: which of the two facts 我也是 takes is not said
    ["metoo", "T", "我也是哈哈", "school", "武汉", None, "我老家湖南衡阳，大学在武汉读的。"],
    ["metoo", "T", "我也是啊", "occupation", "后端", None, "我以前在杭州一家大厂做后端，后来辞职了。"],
    ["metoo", "T", "我也是杭州的，不过去年搬走了", "city", "杭州", None, "毕业后我一直在杭州。"],
    ["metoo", "T", "我也是，不过我是在长沙读的", "school", "武汉", None, "我大学在武汉读的计算机。"],
    ["metoo", "T", "我也是程序员出身，现在做销售", "occupation", "程序员", None, "我之前是程序员。"],
    # other: 不想当…了 (reading NOT_NEGATION), leaving a city (LEFT_AFTER), a weekend there
    # arguable: 再也不想当…了 says the person is one now (as the commit reads it)
    ["other", "H", "我再也不想当老师了", "occupation", "老师", None, None],
    ["other", "H", "累死了，真不想干护士了", "occupation", "护士", None, None],
    ["other", "H", "我不想再干销售了，下个月转岗", "occupation", "销售", None, None],
    # arguable: not wanting it for life says the person is one now
    ["other", "H", "我可不想当一辈子程序员", "occupation", "程序员", None, None],
    ["other", "T", "小时候想当老师，现在不想当老师了", "occupation", "老师", None, None],
    ["other", "T", "学医五年，不想当医生了", "occupation", "医生", None, None],
    ["other", "T", "我本来想考教师编，现在不想当老师了", "occupation", "老师", None, None],
    ["other", "T", "从上海跑回长沙了", "city", "上海", None, None],
    ["other", "T", "去年从北京撤回老家衡阳了", "city", "北京", None, None],
    ["other", "T", "这周末在苏州玩", "city", "苏州", None, None],
]

CASES: list[dict[str, Any]] = probe_cases("tyrev", EN, ZH)
# judged on the code it was written against (3d96a98), before the narrowing it asked for: 111 wrong; on 7c22df3, before
# the round: 109 (25 honest refused, 84 traps stored); after the narrowing and a second review's, these 42 (9 of them worse than
# before the round, the first three groups)
KNOWN_MISSES: set[str] = {
    # a home town with a present place inside it, which the words cannot tell from another place (Texas and Austin, 广西 and 南宁,
    # Chicago and Logan Square, 杭州 and 拱墅区, 家就在西湖边), and "I'm from Denver" answering where the person lives: the
    # round's known cost (worse than before it)
    "tyrev-origin-en-003",
    "tyrev-origin-en-008",
    "tyrev-origin-en-011",
    "tyrev-origin-zh-003",
    "tyrev-origin-zh-006",
    "tyrev-origin-zh-015",
    # "bought a house" after a home town names no place ("Tacoma born and raised, bought a house two blocks from my
    # mom's"; a review found "Grew up in Boise. Bought a house last year" stored as Boise)
    "tyrev-origin-en-001",
    # "cant stand" as a dislike: read as "can't stand" is, which is denied too (worse than before the round only in spelling)
    "tyrev-typed-en-005",
    "tyrev-typed-zh-001",
    # wrong before the round too: other words for a loss, a start, a kin word or a joke (RIF'd, 跑路, 男盆友 aside, which
    # are read now), 不想当…了 as a job held, a plan to stay, an echo of the persona's home town, the rest
    "tyrev-lost-en-005",
    "tyrev-origin-en-016",
    "tyrev-typed-en-007",
    "tyrev-kin-en-001",
    "tyrev-kin-en-009",
    "tyrev-kin-en-010",
    "tyrev-plan-en-007",
    "tyrev-plan-en-008",
    "tyrev-jest-en-010",
    "tyrev-jest-en-011",
    "tyrev-metoo-en-004",
    "tyrev-other-en-001",
    "tyrev-other-en-002",
    "tyrev-other-en-007",
    "tyrev-lost-zh-002",
    "tyrev-lost-zh-015",
    "tyrev-origin-zh-013",
    "tyrev-origin-zh-017",
    "tyrev-origin-zh-020",
    "tyrev-runon-zh-009",
    "tyrev-slip-zh-006",
    "tyrev-slip-zh-007",
    "tyrev-slip-zh-014",
    "tyrev-plan-zh-004",
    "tyrev-plan-zh-012",
    "tyrev-jest-zh-006",
    "tyrev-jest-zh-010",
    "tyrev-jest-zh-012",
    "tyrev-metoo-zh-001",
    "tyrev-other-zh-001",
    "tyrev-other-zh-002",
    "tyrev-other-zh-003",
    "tyrev-other-zh-004",
}
