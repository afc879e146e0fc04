# ruff: noqa: E501
"""Probe lines of a blind review of Chinese as written in Hong Kong and in Taiwan, written natively, not converted
from simplified Mandarin: Hong Kong Cantonese in traditional characters (係 喺 唔 冇 佢 嘅 咗 緊 嚟 而家 琴日 返工 搵工
屋企 老豆 老母 老公 男朋友 啲 咁 點解 未 試過 唔再 已經唔 搬咗去 諗住, the final particles 㗎 喇 囉 啦 嘛 喎 咩 嘅, and 都 仲
先 又 其實 不過 但係: "我喺滙豐返工，如果聽日唔使OT就好啦", "我咪住喺元朗囉，你唔記得咗咩？", "我下個月先正式過友邦返工，
而家仲喺宏利") and Taiwan Mandarin in traditional characters with Taiwan's words (軟體工程師, 在竹科上班, 住在新北, 我男友,
我不會再…了, 我沒有要搬, 我還沒去過, 打算, 應該會, 想說, 蠻, 超, 喔, 啦, 欸, 耶: "我是軟體工程師，在竹科上班", "我沒有要搬啦，
還是住在三重", "應該會去聯發科吧，還在等他們回覆"), with the English and Latin words these writers drop in (OT, offer,
paralegal, PM, book咗, team lead), and a handful of English lines by the same writers ("I'm working in 中環 now, at a
bank", "Not in 台北 anymore, moved back to 台中 already"). Written without reading twin/narrative/grounding/ or the
other probe sets' cases, labelled by meaning only, before any run; the attribute names are those a model writes from
the extraction prompt (twin/prompts/extract_facts.*.md: short English snake_case keys).

Each line is a candidate fact {subject "user", attribute, value, quote} checked against the person's line, with the
twin's line before it in 23 (2 English, 21 Chinese): "H" must be stored (or held for the person's word), "T" must be
refused. ZH lines are judged with the Chinese persona (lin: Hangzhou, six years of backend then indie work, the cat
空格, home town 衡阳, university in 武汉; its lines are written in simplified Chinese, as lin speaks), EN lines with
alice (Tacoma, the dog Parsnip). ZH is HK + TW: in each group the Hong Kong lines come first, so a group's ids
number the Hong Kong lines, then the Taiwan ones. The values are as a sloppy model would extract them: as the line
spells them (滙豐, 將軍澳, 紮鐵, 珍奶), now and then translated or normalised (McKinsey for 麥肯錫, TSMC for 台積電,
teacher, doctor, employed for 返緊工, freelancer for 自己接案, 25000/月 for 月薪兩萬五), some the denied or hoped thing
itself (有車, 食肉, 普通話, employed for 仲未搵到工). 33 lines are given more than once (32 twice, one three times), for
the fact they state (H) and the one they do not (T): 我以前住灣仔，而家搬咗去沙田 (city 沙田 H, city 灣仔 T, past_city 灣仔
H); 我唔係做會計㗎，我做審計; 我們公司在內湖，但我住桃園; 我現在是副理，希望明年可以升經理.

Groups (rule names): "job" (employer, occupation, work_location, job_status; H also with a negation or if used in
passing, 唔係我自誇, 如果聽日唔使OT, 雖然不是什麼大公司, 我沒有很喜歡我的工作啦; 搵緊工 as a status; T: an interview, an
offer turned down, a café or shop or tool named like an employer, Starbucks, 7-11, 家樂福, Google Sheet, Notion, a job
only likened); "place" (city, hometown; T: a weekend trip, a layover, a hotel booked, a business trip, a company's HQ
or office, a commute's end, a 鄉下 filed as the city, 唔喺香港喇); "kin" (T: someone else's fact filed as the person's,
我老公係醫生, 我老豆喺政府做嘢, 我男友是工程師, 我室友在Google上班, a boss's or mother's word about the person; H: the
person in the clause too, 我同我老公都係醫生, 我跟我男友都在台積電上班, or the person's own half, 我老公係消防員，我就喺醫院
做文職); "plan" (T: 諗住, 可能, 準備, 諗緊, 打算, 應該會, 想說, 下個月先 filed as the present state; H: the plan or the
coming trip, study or job filed as one, and the present half, 而家仲喺宏利, 現在還在富邦); "neg" (唔係, 冇, 未, 唔再, 已經唔,
唔識, 仲未, 不是, 沒有要, 還沒, 不會再…了, 已經沒有在; H: the other half, the denial in the value, 唔再食肉, a negation
in passing, 我冇諗過會喺大埔住咁耐, 我也沒想到會在新竹待這麼久); "cond" (如果, 要係, 假如, 萬一, 若果, 如果唔係,
要是; H: 如果我冇記錯, 如果我沒記錯的話, the condition on another clause, 我喺九龍塘住，若果你嚟香港…); "ask" (係咪,
好唔好, 有冇, 定係, 嚟唔嚟得切, 嗎, 你覺得, 還是; H: a fact stated before or inside the question, rhetorical 咪…囉 and 點解;
T: a rhetorical 你以為…咩 that denies); "like" (favourites, hobbies; T: 唔鍾意, 最憎, 討厭, 不太敢, a past love, a
wish, someone else's); "num" (age, salary, years, rent, children, height or weight; T: a future age, a hoped or
offered salary, someone else's age, an age or weight in the past); "wish" (好想, 夢想, 希望, 羨慕, 都想再; H: the dream
filed as one, the present half, 我現在是副理); "past" (以前, 之前, 做過, 辭咗職, 已經離開咗, 細個, 試過, 去年還是, 離開…
快兩年了; H: the present half, the past filed with its time, past_city, past_employer, major, grew_up_in, visited);
"ai" (the twin's line before; H: the person answers the twin's question, 係呀, 對啊, 嗯，還在啦, 唔係呀，我做HR, and
我都係/我也是 of the person's own; T: the person only echoes, wonders, praises or asks about the twin's own city, job,
cat or home town, a suggestion of the twin's, or denies, 沒有了啦).

Counts: 263 lines, 10 English (5 honest, 5 traps) and 253 Chinese (119 honest, 134 traps): 145 Hong Kong Cantonese
(69 honest, 76 traps) and 108 Taiwan Mandarin (50 honest, 58 traps); 124 honest and 139 traps in all. By group,
honest/traps: English job 1/0, place 1/0, kin 1/1, plan 0/1, neg 1/1, cond 0/1, ai 1/1; Hong Kong job 9/5, place
7/6, kin 5/8, plan 4/6, neg 7/8, cond 5/8, ask 6/6, like 5/5, num 6/5, wish 3/6, past 6/7, ai 6/6; Taiwan job 6/4,
place 5/3, kin 4/5, plan 4/5, neg 4/7, cond 4/5, ask 4/5, like 5/5, num 4/4, wish 3/5, past 3/5, ai 4/5; Chinese in all
job 15/9, place 12/9, kin 9/13, plan 8/11, neg 11/15, cond 9/13, ask 10/11, like 10/10, num 10/9, wish 6/11, past
9/12, ai 10/11.

Arguable labels are commented: 我喺地盤做咗十幾年紮鐵 as the occupation now (honest); 我份工好似保險經紀咁 as the
occupation (trap); 鄉下 潮州 as the home town (honest); 要係唔落雨…同隻狗去散步 as the person's dog (honest); the
rhetorical 我咪住喺元朗囉，你唔記得咗咩 and the presupposed 點解我喺中環返工都仲係咁窮 (honest); 我阿媽成日話我似個會計師
(trap); 細個喺九龍城大 as grew_up_in (honest); 試過喺福岡住咗半年 as visited (honest); 我都有養貓㗎，叫豆腐 after the
twin's cat (honest); 嗯我都係做後端 after the twin's past job (honest); 我也是在武漢讀的 after the twin's university
(honest); plans filed as plans, career_plan, plan, upcoming_study, upcoming_job (honest).

Committed (9ce2c87) before any run. Measured in process (2026-12-06), each line judged as tests/test_trust_probes.py
judges it: on the code it was written against (aacbadc) 44 lines were judged wrong, 8 of the 124 honest lines refused
and 36 of the 139 traps stored. Most were Cantonese grammar no cue read (唔喺, 唔再, 喺 for 在, 咗 for 了, 嗰陣, 試過,
我老母, 我阿妹, 老細話, 諗緊), and the rest Mandarin too: 我已经离开了恒生, 可能…会搬去, 应该会去, 想说…再 (Taiwan), 羡慕, a
weekend spent in a city, a hotel booked, a commute, 在家乐福遇到, an age said of a time in Chinese numerals (十八岁那阵),
a reaction to what the twin said of itself (杭州好靓㗎 after 我在杭州住了很多年). With the round's rules
(docs/memory.md, "Cantonese and Taiwan Mandarin") 9 are wrong, 4 honest lines refused and 5 traps stored: the
KNOWN_MISSES, a tool named like an employer (用Notion在記
工作的東西, 喺Google Sheet度), a salary looked for (想找月薪六萬), a boyfriend's age said after his, 杭州喔，我還沒去過耶 after
the twin's "你呢", a condition on another clause (要係唔落雨…, 要是你來高雄…我住鳳山啦), a rhetorical question and a
presupposed one."""

from typing import Any

from tests.trust_cases import probe_cases

EN: list = [
    ["job", "H", "I'm working in 中環 now, at a bank", "work_location", "中環", "I'm working in 中環 now", None],
    ["kin", "T", "My 老婆 works at HSBC, I'm in logistics", "employer", "HSBC", "My 老婆 works at HSBC", None],
    ["kin", "H", "My 老婆 works at HSBC, I'm in logistics", "occupation", "logistics", "I'm in logistics", None],
    ["neg", "T", "Not in 台北 anymore, moved back to 台中 already", "city", "台北", "Not in 台北 anymore", None],
    ["neg", "H", "Not in 台北 anymore, moved back to 台中 already", "city", "台中", "moved back to 台中", None],
    ["plan", "T", "Thinking of moving to 沙田 next year lor", "city", "沙田", None, None],
    ["place", "H", "Been living in Tseung Kwan O since 2019", "city", "Tseung Kwan O", None, None],
    ["cond", "T", "If I got the 港大 offer I'd go study law", "education", "港大", None, None],
    # the twin's own dog (alice's persona), praised
    ["ai", "T", "Parsnip so cute la", "pet", "Parsnip", None, "I live in Tacoma with a dog named Parsnip."],
    ["ai", "H", "Kowloon Tong, near the MTR", "city", "Kowloon Tong", None, "Where do you live now?"],
]

# Hong Kong: Cantonese as written in Hong Kong, traditional characters.
HK: list = [
    # job
    ["job", "H", "我喺滙豐返工，如果聽日唔使OT就好啦", "employer", "滙豐", "我喺滙豐返工", None],
    ["job", "H", "我係護士嚟㗎，喺伊利沙伯醫院做", "occupation", "護士", "我係護士嚟㗎", None],
    ["job", "H", "我而家喺中環一間律師樓做paralegal", "occupation", "paralegal", "喺中環一間律師樓做paralegal", None],
    # arguable: 做咗十幾年 read as still doing it
    ["job", "H", "我喺地盤做咗十幾年紮鐵，腰骨都唔係幾掂", "occupation", "紮鐵", "我喺地盤做咗十幾年紮鐵", None],
    ["job", "H", "我喺港鐵做車長，日日都要返早更", "employer", "港鐵", "我喺港鐵做車長", None],
    [
        "job",
        "H",
        "唔係我自誇，我喺麥肯錫做consultant都做咗五年喇",
        "employer",
        "McKinsey",
        "我喺麥肯錫做consultant",
        None,
    ],
    ["job", "H", "我本身就係老師嘛，所以暑假先得閒", "occupation", "teacher", "我本身就係老師嘛", None],
    ["job", "H", "我而家搵緊工，上個月先辭咗職", "job_status", "搵緊工", "我而家搵緊工", None],
    ["job", "H", "我自己做老闆，喺觀塘開咗間茶餐廳", "occupation", "茶餐廳老闆", None, None],
    ["job", "T", "我喺Starbucks等緊朋友，佢遲咗半個鐘", "employer", "Starbucks", "我喺Starbucks等緊朋友", None],
    ["job", "T", "琴日去咗國泰面試，都唔知有冇機會", "employer", "國泰", "琴日去咗國泰面試", None],
    ["job", "T", "滙豐offer咗份工俾我，不過人工太低，我推咗", "employer", "滙豐", None, None],
    ["job", "T", "我喺Google Sheet度計緊數", "employer", "Google", None, None],
    # arguable: a job only likened to an insurance agent's
    ["job", "T", "我份工好似保險經紀咁，成日都要見客", "occupation", "保險經紀", "我份工好似保險經紀咁", None],
    # place
    ["place", "H", "我住喺將軍澳，返工要成個鐘", "city", "將軍澳", "我住喺將軍澳", None],
    ["place", "H", "我屋企喺上水㗎，出九龍都要成個鐘", "city", "上水", "我屋企喺上水㗎", None],
    ["place", "H", "我仲喺屯門住緊，新樓未入伙", "city", "屯門", "我仲喺屯門住緊", None],
    ["place", "H", "我又搬咗屋喇，而家住火炭", "city", "火炭", "而家住火炭", None],
    ["place", "H", "我係土生土長嘅香港人", "hometown", "香港", None, None],
    # arguable: 鄉下 is the family's ancestral place, not always where one grew up
    ["place", "H", "我鄉下係潮州，不過我喺香港出世", "hometown", "潮州", "我鄉下係潮州", None],
    ["place", "T", "我鄉下係潮州，不過我喺香港出世", "city", "潮州", "我鄉下係潮州", None],
    ["place", "H", "我而家喺倫敦讀緊書，唔喺香港喇", "city", "倫敦", "我而家喺倫敦讀緊書", None],
    ["place", "T", "我而家喺倫敦讀緊書，唔喺香港喇", "city", "香港", "唔喺香港喇", None],
    ["place", "T", "我喺深圳過咗個週末，啱啱返嚟", "city", "深圳", "我喺深圳過咗個週末", None],
    ["place", "T", "我喺東京轉機，等緊上機", "city", "東京", "我喺東京轉機", None],
    ["place", "T", "我book咗台北嘅酒店，下個禮拜去", "city", "台北", "我book咗台北嘅酒店", None],
    ["place", "T", "我公司總部喺新加坡", "city", "新加坡", None, None],
    # kin
    ["kin", "T", "我老公係醫生，成日都唔喺屋企", "occupation", "doctor", "我老公係醫生", None],
    ["kin", "H", "我同我老公都係醫生", "occupation", "醫生", None, None],
    ["kin", "T", "我老豆喺政府做嘢，做咗三十年", "employer", "政府", "我老豆喺政府做嘢", None],
    ["kin", "T", "我老母住喺北角", "city", "北角", None, None],
    ["kin", "H", "我同我老母一齊住喺北角", "city", "北角", None, None],
    ["kin", "T", "我男朋友喺滙豐做IT", "employer", "滙豐", None, None],
    ["kin", "H", "我同我男朋友都喺滙豐返工，不過唔同部門", "employer", "滙豐", "我同我男朋友都喺滙豐返工", None],
    ["kin", "T", "我細佬啱啱考到牌，做咗律師", "occupation", "律師", None, None],
    # someone else's word about the person, and only a likeness
    ["kin", "T", "我阿媽成日話我似個會計師咁", "occupation", "會計師", None, None],
    ["kin", "H", "我同我家姐一樣，都係做社工", "occupation", "社工", None, None],
    ["kin", "H", "我老公係消防員，我就喺醫院做文職", "occupation", "文職", "我就喺醫院做文職", None],
    ["kin", "T", "我阿妹養咗兩隻貓", "pet", "兩隻貓", None, None],
    ["kin", "T", "我老細話我可以去做模特兒喎", "occupation", "模特兒", None, None],
    # plan
    ["plan", "T", "我諗住轉工去做IT", "occupation", "IT", None, None],
    ["plan", "H", "我諗住轉工去做IT", "career_plan", "轉做IT", None, None],
    ["plan", "T", "我下個月先正式過友邦返工，而家仲喺宏利", "employer", "友邦", "下個月先正式過友邦返工", None],
    ["plan", "H", "我下個月先正式過友邦返工，而家仲喺宏利", "employer", "宏利", "而家仲喺宏利", None],
    ["plan", "T", "可能年尾會搬去荃灣", "city", "荃灣", None, None],
    ["plan", "H", "我下個禮拜去大阪旅行，機票都買咗喇", "upcoming_trip", "大阪", "我下個禮拜去大阪旅行", None],
    ["plan", "T", "我準備考公務員", "occupation", "公務員", None, None],
    ["plan", "T", "我哋諗緊移民去加拿大", "city", "Canada", None, None],
    [
        "plan",
        "H",
        "我九月開始喺中大讀碩士，已經收咗offer",
        "upcoming_study",
        "中大碩士",
        "我九月開始喺中大讀碩士",
        None,
    ],
    ["plan", "T", "我諗住養隻狗，不過屋企太細", "pet", "狗", "我諗住養隻狗", None],
    # neg
    ["neg", "T", "我唔係做會計㗎，我做審計", "occupation", "會計", "我唔係做會計㗎", None],
    ["neg", "H", "我唔係做會計㗎，我做審計", "occupation", "審計", "我做審計", None],
    ["neg", "T", "我冇養貓，我對貓敏感", "pet", "貓", "我冇養貓", None],
    ["neg", "H", "我冇養貓，我對貓敏感", "allergy", "貓", "我對貓敏感", None],
    ["neg", "T", "我未去過日本㗎", "visited", "日本", None, None],
    ["neg", "T", "我已經唔喺觀塘住喇", "city", "觀塘", None, None],
    ["neg", "T", "我唔再食肉喇", "diet", "食肉", None, None],
    ["neg", "H", "我唔再食肉喇", "diet", "唔再食肉", "我唔再食肉", None],
    ["neg", "H", "我唔識講普通話，淨係識廣東話同英文", "languages", "廣東話、英文", "淨係識廣東話同英文", None],
    ["neg", "T", "我唔識講普通話，淨係識廣東話同英文", "languages", "普通話", "我唔識講普通話", None],
    ["neg", "H", "我唔鍾意返工，但係我喺政府做嘢都算穩定", "employer", "政府", "我喺政府做嘢", None],
    ["neg", "T", "我仲未搵到工，日日喺屋企", "job_status", "employed", None, None],
    ["neg", "H", "我而家返緊工，唔係學生嚟㗎喇", "job_status", "employed", "我而家返緊工", None],
    ["neg", "T", "我而家返緊工，唔係學生嚟㗎喇", "occupation", "學生", "唔係學生嚟㗎喇", None],
    ["neg", "H", "我冇諗過會喺大埔住咁耐", "city", "大埔", None, None],
    # cond
    ["cond", "T", "如果我喺新加坡返工，人工會高好多", "city", "新加坡", None, None],
    ["cond", "T", "要係我係老闆，第一時間同啲同事加人工", "occupation", "老闆", "要係我係老闆", None],
    ["cond", "T", "假如我養狗，我會叫佢旺財", "pet", "狗", "假如我養狗", None],
    ["cond", "T", "萬一我俾人炒咗，就要重新搵工喇", "job_status", "失業", "萬一我俾人炒咗", None],
    ["cond", "H", "如果我冇記錯，我喺沙田住咗八年", "city", "沙田", "我喺沙田住咗八年", None],
    ["cond", "H", "我喺醫管局做護士，如果唔係咁辛苦就好", "employer", "醫管局", "我喺醫管局做護士", None],
    ["cond", "T", "如果唔係我老豆反對，我早就讀咗設計", "education", "設計", "我早就讀咗設計", None],
    ["cond", "H", "我喺觀塘返工嘅，如果你得閒可以嚟搵我食飯", "work_location", "觀塘", "我喺觀塘返工嘅", None],
    ["cond", "T", "要係我識講日文，我就申請去東京", "languages", "日文", "要係我識講日文", None],
    ["cond", "T", "如果下年升到職，我就係team lead喇", "job_title", "team lead", "我就係team lead喇", None],
    ["cond", "T", "若果我搬去英國，最想住曼徹斯特", "city", "曼徹斯特", None, None],
    ["cond", "H", "我喺九龍塘住，若果你嚟香港可以搵我飲茶", "city", "九龍塘", "我喺九龍塘住", None],
    # arguable: 同隻狗 (with the dog) taken as the person's dog; the 要係 is on the walk
    ["cond", "H", "要係唔落雨，我星期日都會同隻狗去散步", "pet", "狗", "同隻狗去散步", None],
    # ask
    ["ask", "T", "我係咪應該搬去將軍澳呀？", "city", "將軍澳", None, None],
    ["ask", "T", "做會計師好唔好㗎？", "occupation", "會計師", None, None],
    ["ask", "H", "我喺屯門住，你覺得返中環會唔會太遠？", "city", "屯門", "我喺屯門住", None],
    ["ask", "T", "有冇人喺滙豐返過工？", "employer", "滙豐", None, None],
    ["ask", "T", "讀法律定係讀醫好呀？", "education", "法律", None, None],
    ["ask", "H", "我做咗十年會計，而家轉行做programmer仲嚟唔嚟得切？", "occupation", "會計", "我做咗十年會計", None],
    [
        "ask",
        "T",
        "我做咗十年會計，而家轉行做programmer仲嚟唔嚟得切？",
        "occupation",
        "programmer",
        "轉行做programmer",
        None,
    ],
    ["ask", "H", "我養咗隻倉鼠，佢食唔食得士多啤梨㗎？", "pet", "倉鼠", "我養咗隻倉鼠", None],
    # arguable: a rhetorical question that states the fact (咪…囉, 咩)
    ["ask", "H", "我咪住喺元朗囉，你唔記得咗咩？", "city", "元朗", "我咪住喺元朗囉", None],
    # a rhetorical 咩 that denies, then the real place
    ["ask", "T", "你以為我喺中環返工咩？我喺葵涌貨櫃碼頭做嘢㗎", "work_location", "中環", "你以為我喺中環返工咩", None],
    [
        "ask",
        "H",
        "你以為我喺中環返工咩？我喺葵涌貨櫃碼頭做嘢㗎",
        "work_location",
        "葵涌貨櫃碼頭",
        "我喺葵涌貨櫃碼頭做嘢",
        None,
    ],
    # arguable: a fact presupposed inside a 點解 question
    ["ask", "H", "點解我喺中環返工都仲係咁窮㗎？", "work_location", "中環", "我喺中環返工", None],
    # like
    ["like", "H", "我好鍾意行山，差唔多每個禮拜都去", "hobby", "行山", "我好鍾意行山", None],
    ["like", "H", "我最鍾意食菠蘿包", "favourite_food", "菠蘿包", None, None],
    ["like", "T", "我唔鍾意食榴槤", "favourite_food", "榴槤", None, None],
    ["like", "T", "我以前好鍾意打機，而家冇乜時間喇", "hobby", "打機", "我以前好鍾意打機", None],
    ["like", "H", "我平時放工都會去打羽毛球", "hobby", "羽毛球", None, None],
    ["like", "T", "我老公好鍾意睇波", "hobby", "睇波", None, None],
    ["like", "H", "我追緊MIRROR，最鍾意Anson Lo", "favourite_singer", "Anson Lo", "最鍾意Anson Lo", None],
    ["like", "T", "我好想學結他，但一直冇時間", "hobby", "結他", "我好想學結他", None],
    ["like", "H", "雖然好多人話佢核突，但我真係好鍾意食豬紅", "favourite_food", "豬紅", "我真係好鍾意食豬紅", None],
    ["like", "T", "我最憎食芫茜", "favourite_food", "芫茜", None, None],
    # num
    ["num", "H", "我今年三十二歲", "age", "32", None, None],
    ["num", "T", "我下個月就三十歲喇", "age", "30", None, None],
    ["num", "H", "我月薪兩萬五，唔算多", "salary", "25000/月", "我月薪兩萬五", None],
    ["num", "T", "我希望人工有三萬", "salary", "三萬", None, None],
    ["num", "H", "我喺呢間公司做咗七年", "years_at_company", "7年", None, None],
    ["num", "T", "我老豆今年六十五歲", "age", "65", None, None],
    ["num", "H", "我租緊間劏房，每個月八千蚊", "rent", "8000/月", None, None],
    ["num", "T", "佢哋offer我三萬五，我仲諗緊", "salary", "三萬五", "佢哋offer我三萬五", None],
    ["num", "H", "我廿八歲，未結婚", "age", "28", "我廿八歲", None],
    ["num", "T", "我十八歲嗰陣住喺美孚", "age", "18", "我十八歲嗰陣", None],
    ["num", "H", "我有兩個仔，一個讀緊小學", "children", "兩個仔", "我有兩個仔", None],
    # wish
    ["wish", "T", "我好想做機師", "occupation", "機師", None, None],
    ["wish", "T", "我夢想係開間咖啡店", "occupation", "咖啡店老闆", None, None],
    ["wish", "H", "我夢想係開間咖啡店", "dream", "開咖啡店", None, None],
    ["wish", "T", "我希望可以去北海道住一排", "city", "北海道", None, None],
    ["wish", "T", "好羨慕啲喺Google返工嘅人", "employer", "Google", None, None],
    ["wish", "T", "我都想再養返隻狗", "pet", "狗", None, None],
    ["wish", "H", "我喺銀行做咗五年，好想轉做設計", "employer", "銀行", "我喺銀行做咗五年", None],
    ["wish", "T", "我喺銀行做咗五年，好想轉做設計", "occupation", "設計", "好想轉做設計", None],
    ["wish", "H", "我而家做緊廚師，好想有日自己開舖", "occupation", "廚師", "我而家做緊廚師", None],
    # past
    ["past", "H", "我以前住灣仔，而家搬咗去沙田", "city", "沙田", "而家搬咗去沙田", None],
    ["past", "T", "我以前住灣仔，而家搬咗去沙田", "city", "灣仔", "我以前住灣仔", None],
    # a past city filed as one
    ["past", "H", "我以前住灣仔，而家搬咗去沙田", "past_city", "灣仔", "我以前住灣仔", None],
    ["past", "T", "我之前喺國泰做空姐，疫情嗰陣俾人裁咗", "employer", "國泰", "我之前喺國泰做空姐", None],
    ["past", "H", "我之前喺國泰做空姐，疫情嗰陣俾人裁咗", "past_employer", "國泰", "我之前喺國泰做空姐", None],
    ["past", "T", "我上個月辭咗職，之前喺德勤做", "employer", "德勤", "之前喺德勤做", None],
    ["past", "T", "我已經離開咗恒生", "employer", "恒生", None, None],
    # arguable: where one grew up filed under its own key
    ["past", "H", "我細個喺九龍城大", "grew_up_in", "九龍城", None, None],
    ["past", "T", "我細個喺九龍城大", "city", "九龍城", None, None],
    ["past", "H", "我做過三年記者，而家轉咗做公關", "occupation", "公關", "而家轉咗做公關", None],
    ["past", "T", "我做過三年記者，而家轉咗做公關", "occupation", "記者", "我做過三年記者", None],
    # arguable: half a year lived there counted as visited
    ["past", "H", "我試過喺福岡住咗半年", "visited", "福岡", None, None],
    ["past", "T", "我試過喺福岡住咗半年", "city", "福岡", None, None],
    # ai (lin's line before: Hangzhou, backend then indie, the cat 空格, home town 衡阳)
    ["ai", "H", "喺滙豐囉，做咗三年", "employer", "滙豐", "喺滙豐囉", "你现在在哪里工作？"],
    ["ai", "H", "荃灣呀", "city", "荃灣", None, "你住在哪个区？"],
    ["ai", "T", "杭州好靚㗎", "city", "杭州", None, "我在杭州住了很多年。"],
    ["ai", "T", "空格好得意呀！", "pet", "空格", None, "我养了一只猫，叫「空格」。"],
    # arguable: the person's own cat, said right after the twin's
    ["ai", "H", "我都有養貓㗎，叫豆腐", "pet", "一隻叫豆腐嘅貓", None, "我养了一只猫，叫「空格」。"],
    ["ai", "T", "後端？好勁喎", "occupation", "後端", None, "我做了六年后端。"],
    ["ai", "H", "係呀，做咗五年喇", "occupation", "後端", None, "你是做后端的吗？"],
    # arguable: 我都係 after the twin's past job, the person's own backend job now
    ["ai", "H", "嗯我都係做後端", "occupation", "後端", None, "我以前做后端，后来辞职做独立开发。"],
    ["ai", "T", "唔係呀，我做HR", "occupation", "會計", None, "你是做会计的？"],
    ["ai", "H", "唔係呀，我做HR", "occupation", "HR", "我做HR", "你是做会计的？"],
    ["ai", "T", "深圳？我諗下先", "city", "深圳", None, "你可以考虑搬去深圳，成本低一些。"],
    ["ai", "T", "衡陽喺邊㗎？", "hometown", "衡陽", None, "我老家是湖南衡阳。"],
]

# Taiwan: Taiwan Mandarin, traditional characters.
TW: list = [
    # job
    ["job", "H", "我是軟體工程師，在竹科上班", "occupation", "軟體工程師", "我是軟體工程師", None],
    ["job", "H", "我是軟體工程師，在竹科上班", "work_location", "竹科", "在竹科上班", None],
    ["job", "H", "我在台積電做製程工程師，輪班輪到快瘋了", "employer", "TSMC", "我在台積電做製程工程師", None],
    ["job", "H", "我在國小當老師，今年帶三年級", "occupation", "國小老師", "我在國小當老師", None],
    ["job", "H", "雖然不是什麼大公司，但我在一間新創當PM當得蠻開心的", "occupation", "PM", "我在一間新創當PM", None],
    ["job", "H", "老實說我沒有很喜歡我的工作啦，就是在銀行當櫃員", "occupation", "銀行櫃員", "在銀行當櫃員", None],
    ["job", "T", "我先去7-11買個咖啡再過去喔", "employer", "7-11", None, None],
    ["job", "T", "我下禮拜要去聯發科面試，好緊張喔", "employer", "聯發科", "我下禮拜要去聯發科面試", None],
    ["job", "T", "剛剛在家樂福遇到我前同事", "employer", "家樂福", None, None],
    ["job", "T", "我都用Notion在記工作的東西", "employer", "Notion", None, None],
    # place
    ["place", "H", "我住在新北，每天通勤到台北", "city", "新北", "我住在新北", None],
    ["place", "T", "我住在新北，每天通勤到台北", "city", "台北", "每天通勤到台北", None],
    ["place", "H", "我是台南人啦，所以吃東西都偏甜", "hometown", "台南", "我是台南人啦", None],
    ["place", "T", "我這禮拜在高雄出差，都住飯店", "city", "高雄", "我這禮拜在高雄出差", None],
    ["place", "H", "我現在住台中，房租比台北便宜蠻多的", "city", "台中", "我現在住台中", None],
    ["place", "H", "我們公司在內湖，但我住桃園", "city", "桃園", "我住桃園", None],
    ["place", "T", "我們公司在內湖，但我住桃園", "city", "內湖", "我們公司在內湖", None],
    ["place", "H", "搬來台北快三年了，還是覺得很擠", "city", "台北", "搬來台北快三年了", None],
    # kin
    ["kin", "T", "我男友是工程師，在竹科", "occupation", "工程師", "我男友是工程師", None],
    ["kin", "T", "我媽在台北開早餐店", "city", "台北", None, None],
    ["kin", "H", "我跟我男友都在台積電上班", "employer", "台積電", None, None],
    ["kin", "H", "我男友在台積電，我自己是在聯電", "employer", "聯電", "我自己是在聯電", None],
    ["kin", "T", "我室友在Google上班，超羨慕的", "employer", "Google", "我室友在Google上班", None],
    ["kin", "T", "我主管是台大畢業的", "education", "台大", None, None],
    ["kin", "H", "我跟我姊一樣都是護理師啦", "occupation", "護理師", None, None],
    ["kin", "T", "我爸是警察，所以從小就管很嚴", "occupation", "警察", "我爸是警察", None],
    ["kin", "H", "我和我老婆住在板橋，離她娘家很近", "city", "板橋", "我和我老婆住在板橋", None],
    # plan
    ["plan", "T", "我打算明年去日本打工度假", "city", "日本", None, None],
    # a plan filed as a plan
    ["plan", "H", "我打算明年去日本打工度假", "plan", "明年去日本打工度假", None, None],
    ["plan", "T", "應該會去聯發科吧，還在等他們回覆", "employer", "聯發科", "應該會去聯發科吧", None],
    ["plan", "T", "想說過年後再去考駕照", "driving_licence", "駕照", None, None],
    ["plan", "H", "我下個月要去京都玩，機票都訂好了", "upcoming_trip", "京都", "我下個月要去京都玩", None],
    ["plan", "T", "我準備要搬去台中了", "city", "台中", None, None],
    ["plan", "H", "我下禮拜一去新公司報到，是做半導體的", "upcoming_job", "半導體公司", "我下禮拜一去新公司報到", None],
    ["plan", "T", "年底應該會搬回高雄吧", "city", "高雄", None, None],
    ["plan", "H", "我打算下個月離職，現在還在富邦", "employer", "富邦", "現在還在富邦", None],
    # neg
    ["neg", "T", "我不是工程師啦，我是做業務的", "occupation", "工程師", "我不是工程師啦", None],
    ["neg", "H", "我不是工程師啦，我是做業務的", "occupation", "業務", "我是做業務的", None],
    ["neg", "T", "我沒有要搬去台北喔，是我朋友要搬", "city", "台北", None, None],
    ["neg", "H", "我沒有要搬啦，還是住在三重", "city", "三重", "還是住在三重", None],
    ["neg", "T", "我還沒去過韓國", "visited", "韓國", None, None],
    ["neg", "T", "我已經沒有在當健身教練了", "occupation", "健身教練", None, None],
    ["neg", "T", "我不會再回去做餐飲了", "occupation", "餐飲", None, None],
    ["neg", "H", "我也沒想到會在新竹待這麼久", "city", "新竹", None, None],
    ["neg", "T", "其實我沒有在養狗，那是我室友的", "pet", "狗", "其實我沒有在養狗", None],
    ["neg", "H", "我不喝咖啡，只喝茶", "drink", "茶", "只喝茶", None],
    ["neg", "T", "我不喝咖啡，只喝茶", "drink", "咖啡", "我不喝咖啡", None],
    # cond
    ["cond", "T", "如果我住在台北的話，通勤就不用那麼久", "city", "台北", None, None],
    ["cond", "T", "假如我是老師，我一定不會出那麼多功課", "occupation", "老師", None, None],
    ["cond", "H", "如果我沒記錯的話，我來台中已經五年了", "city", "台中", "我來台中已經五年了", None],
    ["cond", "T", "要是我有養貓就好了", "pet", "貓", None, None],
    ["cond", "H", "我在銀行上班，如果有空的話週末都會去爬山", "employer", "銀行", "我在銀行上班", None],
    ["cond", "T", "萬一錄取了，我就要搬去新竹", "city", "新竹", None, None],
    ["cond", "T", "如果明年考上研究所，我就辭職去念", "occupation", "研究生", None, None],
    ["cond", "H", "我是護理師，如果不是三班制就更好了", "occupation", "護理師", "我是護理師", None],
    ["cond", "H", "要是你來高雄，我帶你去吃我家附近的早餐店，我住鳳山啦", "city", "鳳山", "我住鳳山啦", None],
    # ask
    ["ask", "T", "在竹科上班真的很累嗎？", "work_location", "竹科", None, None],
    ["ask", "H", "我在台大念書，你覺得要不要出國交換？", "school", "台大", "我在台大念書", None],
    ["ask", "T", "你覺得我適合當老師嗎？", "occupation", "老師", None, None],
    ["ask", "H", "我家的貓十二歲了，這樣算老嗎？", "pet", "貓", "我家的貓十二歲了", None],
    ["ask", "T", "有推薦新北哪一區租屋嗎？想搬過去", "city", "新北", None, None],
    ["ask", "T", "轉職當UI設計師會很難嗎？", "occupation", "UI設計師", None, None],
    ["ask", "H", "我是工程師，想學日文的話要從哪裡開始？", "occupation", "工程師", "我是工程師", None],
    ["ask", "T", "是去台積電好還是聯發科好啊？", "employer", "台積電", None, None],
    ["ask", "H", "我住在淡水，附近有什麼好吃的嗎？", "city", "淡水", "我住在淡水", None],
    # like
    ["like", "H", "我超愛喝珍奶的啦", "favourite_drink", "珍奶", None, None],
    ["like", "H", "我週末蠻常去衝浪的", "hobby", "衝浪", None, None],
    ["like", "T", "我超討厭吃香菜", "favourite_food", "香菜", None, None],
    ["like", "T", "我以前超迷五月天，現在比較少聽了", "favourite_band", "五月天", "我以前超迷五月天", None],
    ["like", "H", "我最喜歡的電影是《海角七號》", "favourite_movie", "海角七號", None, None],
    ["like", "T", "我朋友很愛看棒球，一直拉我去", "hobby", "棒球", None, None],
    ["like", "H", "我平常下班都會去打籃球", "hobby", "籃球", None, None],
    ["like", "T", "我不太敢吃辣", "favourite_food", "辣", None, None],
    ["like", "T", "好想學衝浪喔，可是我不會游泳", "hobby", "衝浪", "好想學衝浪喔", None],
    ["like", "H", "我不是跳很好啦，但每週都有去上熱舞課", "hobby", "熱舞", "每週都有去上熱舞課", None],
    # num
    ["num", "H", "我今年二十六歲", "age", "26", None, None],
    ["num", "T", "我明年就三十了", "age", "30", None, None],
    ["num", "H", "我月薪大概四萬五", "salary", "45000/月", None, None],
    ["num", "T", "我想找月薪六萬的工作", "salary", "六萬", None, None],
    ["num", "H", "我在這間公司待了三年多", "years_at_company", "3年多", None, None],
    ["num", "T", "我男友大我五歲，今年三十一", "age", "31", None, None],
    ["num", "H", "房租一個月一萬二，在新北算蠻貴的", "rent", "一萬二/月", "房租一個月一萬二", None],
    ["num", "T", "我大學的時候才五十公斤", "weight", "50公斤", None, None],
    # wish
    ["wish", "T", "好想住在墾丁喔", "city", "墾丁", None, None],
    ["wish", "T", "我的夢想是當漫畫家", "occupation", "漫畫家", None, None],
    ["wish", "H", "我的夢想是當漫畫家", "dream_job", "漫畫家", None, None],
    ["wish", "T", "超羨慕我同學在日本工作", "city", "日本", None, None],
    ["wish", "T", "我一直很想去冰島", "visited", "冰島", None, None],
    ["wish", "H", "我一直很想去冰島", "dream_destination", "冰島", None, None],
    ["wish", "H", "我現在是副理，希望明年可以升經理", "job_title", "副理", "我現在是副理", None],
    ["wish", "T", "我現在是副理，希望明年可以升經理", "job_title", "經理", "希望明年可以升經理", None],
    # past
    ["past", "T", "我之前住台南，去年搬來台北", "city", "台南", "我之前住台南", None],
    ["past", "H", "我之前住台南，去年搬來台北", "city", "台北", "去年搬來台北", None],
    ["past", "T", "我以前在鴻海上班，現在自己接案", "employer", "鴻海", "我以前在鴻海上班", None],
    ["past", "H", "我以前在鴻海上班，現在自己接案", "occupation", "freelancer", "現在自己接案", None],
    ["past", "T", "我大學是讀資工的，後來沒有走這行", "occupation", "資工", None, None],
    ["past", "H", "我大學是讀資工的，後來沒有走這行", "major", "資工", "我大學是讀資工的", None],
    ["past", "T", "我去年還是學生", "occupation", "學生", None, None],
    ["past", "T", "我離開台積電快兩年了", "employer", "台積電", None, None],
    # ai
    ["ai", "H", "台北啊", "city", "台北", None, "你在哪个城市？"],
    ["ai", "T", "杭州喔，我還沒去過耶", "city", "杭州", None, "我在杭州，你呢？"],
    ["ai", "H", "對啊，軟體工程師", "occupation", "軟體工程師", None, "你是工程师吗？"],
    ["ai", "T", "好可愛的名字喔！我也好想養貓", "pet", "貓", None, "我养了一只猫，叫「空格」。"],
    ["ai", "T", "獨立開發喔，感覺很自由耶", "occupation", "獨立開發", None, "我现在做独立开发，第五年了。"],
    ["ai", "H", "嗯，還在啦", "employer", "台積電", None, "你现在还在台积电吗？"],
    ["ai", "T", "沒有了啦，上個月離職了", "employer", "台積電", None, "你现在还在台积电吗？"],
    ["ai", "T", "新竹喔？蠻遠的欸", "city", "新竹", None, "要不要试试去新竹找工作？"],
    # arguable: the twin's own university city, the person's too (也是)
    ["ai", "H", "我也是在武漢讀的欸，好巧", "education", "武漢", None, "我大学在武汉读的。你呢？"],
]

ZH: list = HK + TW

CASES: list[dict[str, Any]] = probe_cases("yue", EN, ZH)
KNOWN_MISSES: set[str] = {
    "yue-ai-zh-014",
    "yue-ask-zh-009",
    "yue-ask-zh-012",
    "yue-cond-zh-013",
    "yue-job-zh-013",
    "yue-job-zh-024",
    "yue-num-zh-015",
    "yue-num-zh-017",
}
