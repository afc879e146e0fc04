# ruff: noqa: E501
"""Probe lines of a blind review of family and relationships as people tell them: relationship status, partners and
their names, engagements and weddings, divorce, separation and widowhood, children (how many, names, ages, school),
pregnancy, parents and siblings, who the person lives with, in-laws and extended family, friends, exes, other people's
relationships, plans and wishes, jest, echoes of the AI's own words or persona, and a few odd ones (questions, hearsay,
a denial of a label). Lines are typed as in chat: lower case, typos, emoji, fragments answering the AI's question.

240 rows, written by meaning alone without running twin or any judge: English 110 (55 honest, 55 traps), Chinese 130
(65 honest, 65 traps), 28 of them in traditional characters (Hong Kong Cantonese: 我老公, 我個仔, 拍拖, 前度, 家姑, 細佬;
Taiwan Mandarin: 我男友, 我女兒, 國中, 阿嬤, 備孕). 58 rows carry the AI's line before; 47 user lines appear twice,
once with an honest and once with a trap candidate (e.g. my wife Anna / her brother Mark).
Rows per group, honest/trap: status 12/7, partner 13/8, engagement 8/6, divorce 10/11, children 14/9, pregnancy 7/6,
parents-siblings 9/6, living-with 8/4, in-laws 6/6, friends 6/4, exes 7/9, others 3/6, plans 2/8, jest 4/11,
ai-echo 7/12, misc 4/7.

Honest = the person's own present fact that the line states (a past one only under a clearly past attribute:
ex_husband, ex_partner, previous_marriage, previous_relationship_length, raised_by). Arguable labels, with the choice:
a wish filed as a wish (marriage_goal from "want to get married before 30", 想三十岁前结婚) is honest, the same line
filed as relationship_status=married a trap; 想找个对象 as relationship_status=单身 is honest (wanting a partner says
there is none now), as dating a trap; a scheduled wedding (wedding is june 14th, 婚礼定在十月二号, 我儿子下个月结婚 as
son_wedding_date) is a present fact, honest; a name supplied only by the AI's question and confirmed or ended by the
answer (yes anna; nope, ended it in june as ex_partner=Marco; 早分了 as ex_partner=小林) is honest; "no, hannah" is
honest as Hannah and a trap as Anna; the unnamed subject of 怀孕了！刚12周 and of a due date answered to the AI is
taken as the person; "prob my cousin dani tbh" is honest as best_friend despite the hedge; "ha. i'm not married" is
honest as relationship_status=not married, not as single; an unborn first child (our first in may) counted as a child
is a trap; "my girlfriend's roommate chloe" as partner_name, "still wear the ring" as married, 老伴前年走了 as spouse,
a grandmother's age or death filed as the mother's, and "auntie jo is basically my second mom" as mother_name are
traps; counts of a sibling's kids or nieces are honest only under their own attribute (number_of_nieces,
brother_children, has_niece), traps as number_of_children; a pet called a son (我儿子（狗）, my cat is my son) is a trap.

Judged on the code it was written against (45b4655): 54 wrong (27 honest refused, 27 traps stored). Fixed the same
day: a relation named in Chinese or in other English words than the attribute's (我婆婆叫张丽 as mother_in_law_name,
我哥在深圳 as brother_location, "husband's name is dev" as spouse_name; not "my work wife", 我闺蜜的老公, a Cantonese
婆婆), ages and nieces read as a count of children (我有两个娃，老大8岁), a class taught as one (我带的班有四十个孩子), an
age gap as an age (我媳妇比我大三岁), a mother-in-law as a mother, an ex as a spouse (我前夫…), a date once, a first
love or another's partner as the person's partner, a friend lost touch with, a marriage or a mother in jest ("married
to my job", "basically my second mom", "ryan gosling is my husband, he just doesnt know yet"), the answer to the AI's
question about a wish (你以后想要几个孩子？/ 两个吧): 28, the KNOWN_MISSES below (a yes to the AI's own question, by design; values in other words: widowed from "lost my
husband"; the person's own age filed under the spouse: "my husband is 41, i'm 38"; 纸片人 spouses)."""

from typing import Any

from tests.trust_cases import probe_cases

EN: list = [
    # status
    ["status", "H", "im married lol, 6 yrs now", "relationship_status", "married", "im married", None],
    ["status", "H", "not married, never was. single and fine w it", "relationship_status", "single", "single and fine w it", None],
    ["status", "T", "not married, never was. single and fine w it", "marital_status", "married", "married", None],
    ["status", "H", "nah single since march", "relationship_status", "single", None, "So are you seeing anyone these days?"],
    ["status", "H", "yep!", "relationship_status", "married", None, "Are you married?"],
    ["status", "T", "haha i wish", "relationship_status", "married", None, "Are you married?"],
    ["status", "T", "widowed? no. divorced? also no. just never found the one", "relationship_status", "divorced", "divorced", None],
    # partner
    ["partner", "H", "my wife Anna and her brother Mark came over for dinner", "spouse", "Anna", "my wife Anna", None],
    ["partner", "T", "my wife Anna and her brother Mark came over for dinner", "brother", "Mark", "her brother Mark", None],
    ["partner", "H", "husband's name is dev, short for devendra", "spouse_name", "Dev", None, None],
    ["partner", "H", "me n my bf (jake) are going to lisbon next wk", "partner_name", "Jake", "me n my bf (jake)", None],
    ["partner", "H", "sam. they/them", "partner_name", "Sam", "sam", "What's your partner called?"],
    ["partner", "T", "texting my girlfriend's roommate chloe about a surprise party", "partner_name", "Chloe", "chloe", None],
    ["partner", "H", "my husband is 41, i'm 38", "spouse_age", "41", "my husband is 41", None],
    ["partner", "T", "my husband is 41, i'm 38", "spouse_age", "38", "i'm 38", None],
    # engagement
    ["engagement", "H", "WE'RE ENGAGED 💍💍 he asked last night", "relationship_status", "engaged", "WE'RE ENGAGED", None],
    ["engagement", "T", "my sister just got engaged!! so happy for her", "engaged", "true", "just got engaged", None],
    ["engagement", "H", "wedding is june 14th, still no venue 😩", "wedding_date", "June 14", "wedding is june 14th", None],
    ["engagement", "T", "not yet 👀 maybe this christmas", "engaged", "true", None, "Are you and Lucas engaged yet?"],
    ["engagement", "H", "got married last saturday!!! still on cloud 9", "relationship_status", "married", "got married last saturday", None],
    ["engagement", "H", "we eloped in vegas lmao, parents still dont know", "relationship_status", "married", "we eloped in vegas", None],
    # divorce
    ["divorce", "T", "my ex-husband Tom still has the kids on weekends", "spouse", "Tom", "my ex-husband Tom", None],
    ["divorce", "H", "my ex-husband Tom still has the kids on weekends", "ex_husband", "Tom", "my ex-husband Tom", None],
    ["divorce", "H", "divorced since 2019", "relationship_status", "divorced", None, None],
    ["divorce", "H", "lost my husband in 2021. still wear the ring", "relationship_status", "widowed", "lost my husband in 2021", None],
    ["divorce", "T", "lost my husband in 2021. still wear the ring", "relationship_status", "married", "still wear the ring", None],
    ["divorce", "T", "we divorced last year actually", "relationship_status", "married", None, "How's your wife doing?"],
    ["divorce", "H", "we divorced last year actually", "relationship_status", "divorced", None, "How's your wife doing?"],
    ["divorce", "T", "my friend Mia is going through a nasty divorce", "relationship_status", "going through a divorce", "going through a nasty divorce", None],
    ["divorce", "H", "been a widower 5 yrs", "relationship_status", "widowed", None, None],
    ["divorce", "T", "my late wife maria loved this song", "spouse", "Maria", "my late wife maria", None],
    # children
    ["children", "H", "i have 3 kids, 8, 5 and 2", "number_of_children", "3", "i have 3 kids", None],
    ["children", "T", "i have 3 kids, 8, 5 and 2", "number_of_children", "8", "8, 5 and 2", None],
    ["children", "H", "my daughter lily turns 6 tmrw 🎂", "child_name", "Lily", "my daughter lily", None],
    ["children", "H", "son's 14 and already taller than me", "son_age", "14", "son's 14", None],
    ["children", "H", "no kids, just a dog 🐶", "has_children", "no", "no kids", "Do you have kids?"],
    ["children", "T", "no kids, just a dog 🐶", "number_of_children", "1", "just a dog", "Do you have kids?"],
    ["children", "H", "i have 3 nieces and a nephew", "number_of_nieces", "3", "3 nieces", None],
    ["children", "T", "i have 3 nieces and a nephew", "children", "3", "3 nieces", None],
    ["children", "T", "i babysit my neighbor's boys tues and thurs", "has_children", "yes", "my neighbor's boys", None],
    # pregnancy
    ["pregnancy", "H", "im pregnant!!! 12 weeks today", "pregnant", "true", "im pregnant", None],
    ["pregnancy", "T", "we're expecting our first in may", "number_of_children", "1", "our first", None],
    ["pregnancy", "H", "my wife is 30 weeks, nursery's half done", "spouse_pregnant", "yes", "my wife is 30 weeks", None],
    ["pregnancy", "T", "my wife is 30 weeks, nursery's half done", "pregnant", "true", "30 weeks", None],
    ["pregnancy", "T", "my best friend is pregnant with twins!", "pregnant", "true", "pregnant with twins", None],
    ["pregnancy", "H", "aug 20 if he's on time", "due_date", "August 20", None, "When are you due?"],
    # parents-siblings
    ["parents-siblings", "H", "my mom linda and my stepdad rick live in ohio", "mother_name", "Linda", "my mom linda", None],
    ["parents-siblings", "T", "my mom linda and my stepdad rick live in ohio", "father_name", "Rick", "my stepdad rick", None],
    ["parents-siblings", "H", "dad passed in 2018", "father_deceased", "true", None, None],
    ["parents-siblings", "H", "i'm an only child", "siblings", "none", None, None],
    ["parents-siblings", "T", "2 brothers, 1 sister, i'm the middle", "number_of_siblings", "2", "2 brothers", None],
    ["parents-siblings", "T", "my brother's wife is from seoul", "spouse_hometown", "Seoul", None, None],
    ["parents-siblings", "H", "mom is, dad died when i was a teen", "mother_alive", "yes", "mom is", "Are your parents still around?"],
    ["parents-siblings", "T", "mom is, dad died when i was a teen", "parents_alive", "both", None, "Are your parents still around?"],
    ["parents-siblings", "H", "my sister emma lives 10 min away", "sister_name", "Emma", "my sister emma", None],
    # living-with
    ["living-with", "H", "live w my boyfriend and his cat in a tiny flat", "lives_with", "boyfriend", "live w my boyfriend", None],
    ["living-with", "H", "still live with my parents 🙃 rent is insane", "lives_with", "parents", "still live with my parents", None],
    ["living-with", "H", "nope, me + 2 roommates", "lives_with", "2 roommates", None, "Do you live alone?"],
    ["living-with", "T", "my brother lives with his girlfriend in berlin", "lives_with", "girlfriend", "lives with his girlfriend", None],
    ["living-with", "T", "we're long distance, she's in sydney and i'm in toronto", "location", "Sydney", "she's in sydney", None],
    # in-laws
    ["in-laws", "H", "my mother-in-law carol calls every day 🙄", "mother_in_law_name", "Carol", "my mother-in-law carol", None],
    ["in-laws", "T", "my mother-in-law carol calls every day 🙄", "mother_name", "Carol", "carol", None],
    ["in-laws", "H", "my in-laws live next door, which is... a lot", "in_laws_location", "next door", "my in-laws live next door", None],
    ["in-laws", "T", "my mom's mom turns 90 next week", "mother_age", "90", "turns 90", None],
    ["in-laws", "H", "my father-in-law is a retired cop", "father_in_law_occupation", "retired police officer", None, None],
    ["in-laws", "T", "auntie jo is basically my second mom", "mother_name", "Jo", None, None],
    # friends
    ["friends", "H", "my best friend is rosa, known her since we were 5", "best_friend", "Rosa", "my best friend is rosa", None],
    ["friends", "H", "kai's my bff but he's moving to denver", "best_friend", "Kai", "kai's my bff", None],
    ["friends", "H", "prob my cousin dani tbh", "best_friend", "Dani", None, "Who's your closest friend?"],
    ["friends", "T", "my friend jess's husband is a pilot", "spouse_occupation", "pilot", "husband is a pilot", None],
    ["friends", "T", "my best friend in high school was tyler, haven't talked in years", "best_friend", "Tyler", None, None],
    # exes
    ["exes", "H", "my ex, ryan, just texted me happy bday 🙄", "ex_partner", "Ryan", "my ex, ryan", None],
    ["exes", "T", "my ex, ryan, just texted me happy bday 🙄", "partner_name", "Ryan", "ryan", None],
    ["exes", "T", "went on a date w a guy named ben last night, he was ok", "partner_name", "Ben", "a guy named ben", None],
    ["exes", "H", "broke up with my gf of 4 years last month", "previous_relationship_length", "4 years", "my gf of 4 years", None],
    ["exes", "H", "was married once, in my 20s. didn't last", "previous_marriage", "yes", "was married once", None],
    ["exes", "T", "was married once, in my 20s. didn't last", "relationship_status", "married", "was married once", None],
    ["exes", "T", "nope, ended it in june", "partner_name", "Marco", None, "Are you still with Marco?"],
    ["exes", "H", "nope, ended it in june", "ex_partner", "Marco", None, "Are you still with Marco?"],
    # others
    ["others", "H", "my brother has 2 kids, so i'm uncle ben now haha", "brother_children", "2", "my brother has 2 kids", None],
    ["others", "T", "my brother has 2 kids, so i'm uncle ben now haha", "number_of_children", "2", "2 kids", None],
    ["others", "T", "my son just got married!", "relationship_status", "married", "just got married", None],
    ["others", "T", "my coworker's wife had the baby today", "children", "newborn", "had the baby today", None],
    # plans
    ["plans", "T", "we're thinking about kids, maybe in a couple years", "has_children", "yes", "kids", None],
    ["plans", "H", "want to get married before 30", "marriage_goal", "married before 30", None, None],
    ["plans", "T", "would love a big family someday, like 4 kids", "number_of_children", "4", "4 kids", None],
    ["plans", "T", "if i ever have a daughter i'll name her june", "child_name", "June", "name her june", None],
    ["plans", "T", "maybe? ask me in 5 yrs lol", "wants_children", "yes", None, "Would you want kids someday?"],
    # jest
    ["jest", "T", "married to my job at this point 😂", "relationship_status", "married", "married to my job", None],
    ["jest", "T", "my cat is my son and i will hear no arguments", "number_of_children", "1", "my cat is my son", None],
    ["jest", "T", "ryan gosling is my husband, he just doesnt know yet", "spouse", "Ryan Gosling", "ryan gosling is my husband", None],
    ["jest", "H", "my husband says i'm married to my phone lol", "relationship_status", "married", "my husband", None],
    ["jest", "T", "my husband says i'm married to my phone lol", "spouse", "phone", "married to my phone", None],
    ["jest", "H", "forever alone 💀 single for 5 yrs and counting", "relationship_status", "single", "single for 5 yrs", None],
    # ai-echo
    ["ai-echo", "T", "lol same", "relationship_status", "married", None, "I'm happily married to my work, haha. How about you?"],
    ["ai-echo", "T", "haha tell lisa hi", "sister_name", "Lisa", None, "My sister Lisa would love that recipe!"],
    ["ai-echo", "T", "ha. i'm not married", "spouse", "husband", None, "I bet your husband appreciates that."],
    ["ai-echo", "H", "ha. i'm not married", "relationship_status", "not married", "i'm not married", "I bet your husband appreciates that."],
    ["ai-echo", "H", "who's mia? i have a son", "children", "son", "i have a son", "You mentioned your daughter Mia last time — how's she doing?"],
    ["ai-echo", "T", "haha cute", "number_of_children", "2", None, "As your twin, I have two kids too!"],
    ["ai-echo", "H", "yes anna", "spouse_name", "Anna", None, "So your wife's name is Anna, right?"],
    ["ai-echo", "T", "no, hannah", "spouse_name", "Anna", None, "So your wife's name is Anna, right?"],
    ["ai-echo", "H", "no, hannah", "spouse_name", "Hannah", "hannah", "So your wife's name is Anna, right?"],
    ["ai-echo", "T", "thanks? who said i'm engaged 😂", "engaged", "true", "i'm engaged", "Congrats on the engagement!"],
    # misc
    ["misc", "H", "single?? me?? i've been with dan for 6 years", "partner_name", "Dan", "i've been with dan for 6 years", None],
    ["misc", "T", "single?? me?? i've been with dan for 6 years", "relationship_status", "single", "single", None],
    ["misc", "T", "do you think i should marry him?", "engaged", "true", "marry him", None],
    ["misc", "H", "my partner's kids stay with us every other weekend", "relationship_status", "in a relationship", "my partner", None],
    ["misc", "T", "apparently my ex remarried, heard it from my mom", "relationship_status", "remarried", "remarried", None],
    ["misc", "H", "my wife and i are both named alex lol", "spouse_name", "Alex", None, None],
]  # fmt: skip
ZH: list = [
    # status
    ["status", "H", "单身，母胎solo 😂", "relationship_status", "单身", None, None],
    ["status", "H", "有，谈了两年了", "relationship_status", "恋爱中", None, "你现在有对象吗？"],
    ["status", "H", "还没，明年吧", "relationship_status", "未婚", "还没", "你结婚了吗？"],
    ["status", "T", "还没，明年吧", "relationship_status", "已婚", None, "你结婚了吗？"],
    ["status", "H", "想找个对象，但是太忙了", "relationship_status", "单身", None, None],
    ["status", "T", "想找个对象，但是太忙了", "relationship_status", "dating", "想找个对象", None],
    ["status", "H", "我是单亲妈妈，一个人带娃", "relationship_status", "单亲", "我是单亲妈妈", None],
    ["status", "H", "恋爱中勿扰🙅", "relationship_status", "恋爱中", "恋爱中", None],
    ["status", "H", "同而家個男朋友拍拖三年喇", "relationship_status", "拍拖中", "拍拖三年喇", None],
    ["status", "H", "未呀，仲單身", "relationship_status", "單身", "仲單身", "你結咗婚未呀？"],
    ["status", "T", "未呀，仲單身", "relationship_status", "已婚", None, "你結咗婚未呀？"],
    ["status", "T", "想搵個男朋友🥲", "partner", "男朋友", "男朋友", None],
    # partner
    ["partner", "H", "我老婆叫小雨，她哥哥叫王磊", "spouse_name", "小雨", "我老婆叫小雨", None],
    ["partner", "T", "我老婆叫小雨，她哥哥叫王磊", "brother_name", "王磊", "她哥哥叫王磊", None],
    ["partner", "H", "我老公是医生，天天加班", "spouse_occupation", "医生", "我老公是医生", None],
    ["partner", "H", "李静", "spouse_name", "李静", None, "你爱人叫什么名字呀？"],
    ["partner", "H", "我媳妇比我大三岁", "spouse_age_difference", "比我大三岁", "比我大三岁", None],
    ["partner", "T", "我媳妇比我大三岁", "spouse_age", "3", "大三岁", None],
    ["partner", "T", "女朋友在上海读研，我们异地", "location", "上海", "在上海读研", None],
    ["partner", "T", "我闺蜜的老公叫张伟", "spouse_name", "张伟", "老公叫张伟", None],
    ["partner", "H", "我老公今晚又要開OT", "relationship_status", "已婚", "我老公", None],
    ["partner", "H", "我老婆係護士", "spouse_occupation", "護士", None, None],
    ["partner", "H", "他是老師", "spouse_occupation", "老師", None, "你先生是做什麼的？"],
    ["partner", "H", "我老公個阿哥叫阿明", "brother_in_law_name", "阿明", None, None],
    ["partner", "T", "我老公個阿哥叫阿明", "brother_name", "阿明", "阿哥叫阿明", None],
    # engagement
    ["engagement", "H", "我们上周订婚了！！💍", "relationship_status", "已订婚", "我们上周订婚了", None],
    ["engagement", "T", "我姐下个月结婚，我当伴娘", "wedding_date", "下个月", "下个月结婚", None],
    ["engagement", "H", "婚礼定在十月二号", "wedding_date", "10月2日", None, None],
    ["engagement", "H", "领证了！今天开始是已婚人士了😆", "relationship_status", "已婚", None, None],
    ["engagement", "T", "求婚被拒了……", "engaged", "true", "求婚", None],
    ["engagement", "T", "还没呢，在看戒指", "engaged", "true", None, "你们订婚了吗？"],
    ["engagement", "T", "我阿妹啱啱訂婚", "engaged", "true", "訂婚", None],
    ["engagement", "H", "我跟我老公結婚七年了", "years_married", "7", None, None],
    # divorce
    ["divorce", "T", "我前夫叫刘强，孩子归我", "spouse_name", "刘强", "我前夫叫刘强", None],
    ["divorce", "H", "我前夫叫刘强，孩子归我", "ex_husband_name", "刘强", "我前夫叫刘强", None],
    ["divorce", "H", "离婚三年了", "relationship_status", "离异", None, None],
    ["divorce", "T", "我们分居半年了，还没离", "relationship_status", "离异", "还没离", None],
    ["divorce", "H", "老伴前年走了", "relationship_status", "丧偶", None, None],
    ["divorce", "T", "老伴前年走了", "spouse", "老伴", "老伴", None],
    ["divorce", "T", "我们已经离了", "relationship_status", "已婚", None, "你老公最近怎么样？"],
    ["divorce", "H", "我们已经离了", "relationship_status", "离异", None, "你老公最近怎么样？"],
    ["divorce", "H", "在打离婚官司，烦死了", "relationship_status", "离婚中", "在打离婚官司", None],
    ["divorce", "T", "我前夫每週末會來接小孩", "spouse", "前夫", "我前夫", None],
    ["divorce", "T", "我爸媽離婚了，我跟我爸住", "relationship_status", "離婚", "離婚了", None],
    # children
    ["children", "H", "我有两个娃，老大8岁，老二5岁", "number_of_children", "2", "我有两个娃", None],
    ["children", "T", "我有两个娃，老大8岁，老二5岁", "number_of_children", "8", "老大8岁", None],
    ["children", "H", "儿子叫小宝，三岁半", "son_name", "小宝", "儿子叫小宝", None],
    ["children", "H", "没有，养了只猫", "has_children", "no", "没有", "你有孩子吗？"],
    ["children", "T", "没有，养了只猫", "number_of_children", "1", "养了只猫", "你有孩子吗？"],
    ["children", "H", "我家是龙凤胎，一儿一女", "children", "龙凤胎，一儿一女", None, None],
    ["children", "H", "丁克，不打算要孩子", "has_children", "no", None, None],
    ["children", "H", "我有三个外甥女", "number_of_nieces", "3", None, None],
    ["children", "T", "我有三个外甥女", "number_of_children", "3", "三个外甥女", None],
    ["children", "T", "我带的班有四十个孩子", "number_of_children", "40", "四十个孩子", None],
    ["children", "H", "娃刚满月", "child_age", "1个月", None, None],
    ["children", "H", "我個仔今年讀小三", "son_grade", "小三", None, None],
    ["children", "T", "我兩個囡囡一個五歲一個三歲", "number_of_children", "5", "一個五歲", None],
    ["children", "H", "我女兒今年上國中了", "daughter_school", "國中", None, None],
    # pregnancy
    ["pregnancy", "H", "怀孕了！刚12周", "pregnant", "true", None, None],
    ["pregnancy", "H", "老婆怀二胎了，预产期三月", "spouse_pregnant", "true", "老婆怀二胎了", None],
    ["pregnancy", "T", "老婆怀二胎了，预产期三月", "pregnant", "true", "怀二胎了", None],
    ["pregnancy", "T", "我闺蜜怀孕了！我要当干妈了", "pregnant", "true", "我闺蜜怀孕了", None],
    ["pregnancy", "H", "下个月15号", "due_date", "下个月15号", None, "预产期是什么时候？"],
    ["pregnancy", "T", "還沒，我們在備孕", "has_children", "yes", None, "你有小孩嗎？"],
    ["pregnancy", "H", "還沒，我們在備孕", "trying_to_conceive", "yes", "我們在備孕", "你有小孩嗎？"],
    # parents-siblings
    ["parents-siblings", "H", "我妈叫王秀英，今年六十了", "mother_name", "王秀英", "我妈叫王秀英", None],
    ["parents-siblings", "H", "我爸去年走了", "father_deceased", "true", None, None],
    ["parents-siblings", "H", "我哥在深圳，我爸妈在老家", "brother_location", "深圳", "我哥在深圳", None],
    ["parents-siblings", "T", "我哥在深圳，我爸妈在老家", "location", "深圳", "我哥在深圳", None],
    ["parents-siblings", "H", "我妈还行，我爸前几年没了", "mother_alive", "yes", "我妈还行", "你爸妈身体还好吧？"],
    ["parents-siblings", "T", "我妈还行，我爸前几年没了", "parents_alive", "both", None, "你爸妈身体还好吧？"],
    # living-with
    ["living-with", "H", "跟爸妈住，省房租", "lives_with", "父母", "跟爸妈住", None],
    ["living-with", "H", "一个人住，挺自在的", "lives_with", "独居", "一个人住", None],
    ["living-with", "H", "和男朋友合租，还有只狗", "lives_with", "男朋友", "和男朋友合租", None],
    ["living-with", "T", "打算明年搬去跟女朋友住", "lives_with", "女朋友", "跟女朋友住", None],
    ["living-with", "T", "我哥和嫂子住一起，我自己住", "lives_with", "嫂子", "我哥和嫂子住一起", None],
    ["living-with", "H", "不是，和室友", "lives_with", "室友", None, "你一个人住吗？"],
    ["living-with", "H", "我同屋企人住，阿爸阿媽同細佬", "lives_with", "父母和弟弟", None, None],
    # in-laws
    ["in-laws", "H", "我婆婆叫张丽，天天来我家", "mother_in_law_name", "张丽", "我婆婆叫张丽", None],
    ["in-laws", "T", "我婆婆叫张丽，天天来我家", "mother_name", "张丽", "张丽", None],
    ["in-laws", "T", "我奶奶今年九十了", "mother_age", "90", "今年九十了", None],
    ["in-laws", "H", "我是我外婆带大的", "raised_by", "外婆", None, None],
    ["in-laws", "H", "我家姑同我哋一齊住", "lives_with", "家姑", None, None],
    ["in-laws", "T", "我阿嬤上個月過世了", "mother_deceased", "true", "上個月過世了", None],
    # friends
    ["friends", "H", "我最好的朋友叫阿杰，认识二十年了", "best_friend", "阿杰", "我最好的朋友叫阿杰", None],
    ["friends", "H", "有个发小，叫胖虎", "childhood_friend", "胖虎", None, "你有很要好的朋友吗？"],
    ["friends", "T", "高中最好的朋友叫李娜，后来断了联系", "best_friend", "李娜", "最好的朋友叫李娜", None],
    ["friends", "T", "我兄弟的女朋友叫小美", "partner_name", "小美", "女朋友叫小美", None],
    ["friends", "H", "我最好的朋友叫小美，國小就認識了", "best_friend", "小美", "我最好的朋友叫小美", None],
    # exes
    ["exes", "T", "昨天相亲见了个男的，叫陈浩，还行吧", "partner_name", "陈浩", "叫陈浩", None],
    ["exes", "T", "初恋叫小芳", "partner_name", "小芳", None, None],
    ["exes", "T", "早分了", "partner_name", "小林", None, "你还跟小林在一起吗？"],
    ["exes", "H", "早分了", "ex_partner", "小林", None, "你还跟小林在一起吗？"],
    ["exes", "H", "结过一次婚，后来离了", "previous_marriage", "yes", "结过一次婚", None],
    ["exes", "T", "结过一次婚，后来离了", "relationship_status", "已婚", "结过一次婚", None],
    ["exes", "H", "我前度成日send msg煩我", "ex_partner", "前度", "我前度", None],
    ["exes", "T", "我前度成日send msg煩我", "partner", "前度", "我前度", None],
    # others
    ["others", "H", "我妹刚生了个女儿，我当小姨了", "has_niece", "yes", "我当小姨了", None],
    ["others", "T", "我妹刚生了个女儿，我当小姨了", "number_of_children", "1", "生了个女儿", None],
    ["others", "H", "我儿子下个月结婚", "son_wedding_date", "下个月", None, None],
    ["others", "T", "我儿子下个月结婚", "wedding_date", "下个月", "下个月结婚", None],
    ["others", "T", "我男友的妹妹下個月要結婚", "wedding_date", "下個月", "下個月要結婚", None],
    # plans
    ["plans", "T", "打算明年要孩子", "has_children", "yes", "要孩子", None],
    ["plans", "T", "想三十岁前结婚", "relationship_status", "已婚", "结婚", None],
    ["plans", "T", "以后生个女儿就叫她朵朵", "child_name", "朵朵", "叫她朵朵", None],
    ["plans", "T", "两个吧，一儿一女最好", "number_of_children", "2", None, "你以后想要几个孩子？"],
    ["plans", "H", "爸妈催婚催得紧，我还没对象", "relationship_status", "单身", "我还没对象", None],
    # jest
    ["jest", "T", "我老婆是雷姆，谁都别抢😤", "spouse", "雷姆", "我老婆是雷姆", None],
    ["jest", "T", "纸片人老公又出新卡了，氪了", "relationship_status", "已婚", "纸片人老公", None],
    ["jest", "H", "我老公说我嫁给手机了", "relationship_status", "已婚", "我老公", None],
    ["jest", "T", "我老公说我嫁给手机了", "spouse", "手机", "嫁给手机了", None],
    ["jest", "T", "吃太多了，肚子像怀了三个月😂", "pregnant", "true", "怀了三个月", None],
    ["jest", "H", "单身狗一只🐶", "relationship_status", "单身", "单身狗", None],
    ["jest", "T", "我儿子（狗）今天打疫苗", "has_son", "yes", "我儿子", None],
    ["jest", "T", "我隻貓就係我個仔", "number_of_children", "1", "我個仔", None],
    ["jest", "T", "我老婆是初音未來啦 哈哈", "spouse", "初音未來", "我老婆是初音未來", None],
    # ai-echo
    ["ai-echo", "T", "哈哈是吗", "sister_name", "小雪", None, "我也有个妹妹，叫小雪，特别可爱。"],
    ["ai-echo", "T", "我没结婚啦", "relationship_status", "已婚", None, "你老公一定很支持你吧！"],
    ["ai-echo", "H", "对，朵朵", "daughter_name", "朵朵", None, "你女儿叫朵朵对吧？"],
    ["ai-echo", "T", "不是，叫果果", "daughter_name", "朵朵", None, "你女儿叫朵朵对吧？"],
    ["ai-echo", "H", "不是，叫果果", "daughter_name", "果果", "叫果果", "你女儿叫朵朵对吧？"],
    ["ai-echo", "T", "哈哈哈好吧", "relationship_status", "已婚", None, "作为你的数字分身，我也结婚了哦😄"],
    ["ai-echo", "H", "三个，你记错了", "number_of_children", "3", "三个", "上次你说你有两个孩子？"],
    ["ai-echo", "T", "三个，你记错了", "number_of_children", "2", None, "上次你说你有两个孩子？"],
    ["ai-echo", "T", "係呀係呀", "sibling", "家姐", None, "我都有個家姐，佢好錫我㗎！"],
    # misc
    ["misc", "H", "单身？我都结婚十年了好吗", "relationship_status", "已婚", "我都结婚十年了", None],
    ["misc", "T", "单身？我都结婚十年了好吗", "relationship_status", "单身", "单身", None],
    ["misc", "T", "你说我该不该嫁给他？", "engaged", "true", "嫁给他", None],
    ["misc", "T", "听说我前任结婚了", "relationship_status", "已婚", "结婚了", None],
    ["misc", "T", "我男朋友的前女友又来找他", "ex_partner", "前女友", "前女友", None],
]  # fmt: skip
CASES: list[dict[str, Any]] = probe_cases("family", EN, ZH)
KNOWN_MISSES: set[str] = {
    "family-ai-echo-en-002",
    "family-children-en-005",
    "family-children-en-008",
    "family-children-zh-004",
    "family-children-zh-011",
    "family-divorce-en-004",
    "family-exes-en-008",
    "family-exes-zh-004",
    "family-friends-en-002",
    "family-friends-en-003",
    "family-in-laws-en-003",
    "family-in-laws-en-004",
    "family-jest-en-004",
    "family-jest-zh-001",
    "family-jest-zh-003",
    "family-jest-zh-009",
    "family-misc-en-004",
    "family-misc-zh-001",
    "family-parents-siblings-en-004",
    "family-parents-siblings-en-005",
    "family-partner-en-008",
    "family-partner-zh-009",
    "family-partner-zh-011",
    "family-partner-zh-012",
    "family-plans-zh-005",
    "family-pregnancy-en-006",
}
