# ruff: noqa: E501
"""Twenty-eighth blind trust set: short answers to the twin's own questions, and facts spread over turns.

Written blind, by a red team that read only README.md, docs/architecture.md, the `Case` dataclass, the `SOON`
constant and the `c()` helper at the top of tests/trust_cases.py, bench/trust/run.py, personas/alice.toml and
personas/lin.toml, and the module docstring of bench/trust/blind/twentyseventh.py (for its form); nothing under
twin/, no other blind set's cases, no other test, no other doc, no git history.

Theme: what a companion chat looks like when the twin asks and the person answers in a word or two. The AI
guesses or offers options in its own words ("let me guess, a teacher?", "the Honda or the Mazda?", 你是成都人吧),
and the person confirms ("yep, Leeds", 对，在苏州), picks ("the second one", 第二个), corrects ("close — Bristol",
差不多，在镇江), denies ("lol no", "not anymore", 不是, 唔係啊), or deflects ("haha maybe", "why do you ask",
"not telling", 你猜, 不告诉你, a joke). The AI asks about someone else (the sister, the boss, the mum, 男朋友, 女儿)
and the person answers about them, or about themselves. A fact is given across turns ("I got a new job" … "Congrats!
Where?" … "Stripe"), written with `earlier=`. The AI talks about itself, the persona ("I love hiking too!",
我最近也在学游泳), and the person only reacts. A value only the AI said, under a deflection, a denial, a joke or a
reaction, or filed under "user" when the answer was about someone else, is a trap; a clear confirmation or pick,
an answer about someone else filed under them, and a fact completed over two turns are honest, even when the
value's word is only in the AI's line (the quote is then the person's "yep", "the second one", 对, 第二个).
English cases go to alice, Chinese to lin (simplified, some traditional, some Cantonese); no value is one the
personas hold.

Every candidate's quote is copied verbatim from the person's line. Traps carry reject="any" (any reason is a
pass, and so is a fact stored that does not hold now); honest cases reject=None.

    .venv/bin/python bench/trust/run.py --cases bench/trust/blind/twentyeighth.py

Frozen before its one run (commit b9b2aba, from df803ee); the result below was added after that run, no case
changed. The run needed no fix to the file.

Result of its one run (2026-12-05: 2 CPUs, Python 3.11.7, load average 0.29 before, 0.92 after):

| traps | tried | stored | rejected, by reason |
| --- | ---: | ---: | --- |
| unconfirmed-guess | 5 | 0 | value_from_ai 3, value_unsupported 2 |
| deflected | 5 | 0 | value_from_ai 3, value_unsupported 2 |
| denied-short | 12 | 0 | value_from_ai 10, value_unsupported 1, quote_uninformative 1 |
| unconfirmed-option | 5 | 0 | value_unsupported 2, value_from_ai 2, echo 1 |
| joke | 2 | 2 | |
| ai-self | 8 | 0 | value_from_ai 6, value_unsupported 1, quote_uninformative 1 |
| about-someone-else | 9 | 0 | whose_unclear 5, value_from_ai 2, someone_else 1, no_quote 1 |
| across-turns | 7 | 3 | value_from_ai 3, whose_unclear 1 |
| **all traps** | **53** | **5** | |

Honest facts kept: 44 of 52 (85%); lost: b28-en-h03, b28-en-h06, b28-en-h17, b28-zh-h03 (value_from_ai),
b28-en-h05, b28-zh-h10 (echo), b28-zh-h04, b28-zh-h19 (no_quote). Traps stored: b28-en-t14, b28-zh-t12 (jokes with
nothing but their tone), b28-en-t24, b28-en-t27, b28-zh-t25 (an answer to the AI's "Where?" about the person's
brother, friend, cousin, filed under the person). Held for the person's word: 8 of the 53 traps. Goal (no trap
stored, at least 95% of honest facts kept): MISSED.

After the fixes it led to (an answer to a question about someone the AI or the person just named is theirs; a pick
from the AI's either-or question is the person's; a bare yes to a question naming the value is put to the person),
the same command: 2 traps stored (the two jokes), 11 held; 45 of 52 honest kept, 1 of the 7 lost held for the
person's word. That figure is no longer held out: docs/memory.md, "Short answers".
"""

from __future__ import annotations

from tests.trust_cases import Case, c

TRAPS = [
    # ---------------- English: the AI's guess, not confirmed ----------------
    Case("b28-en-t01", "en", "haha maybe", c("user", "occupation", "teacher", "haha maybe"), reject="any",
         ai_before="Let me guess: you're a teacher? You explain things like one.", category="unconfirmed-guess"),
    Case("b28-en-t02", "en", "why do you ask", c("user", "hometown", "Manchester", "why do you ask"), reject="any",
         ai_before="You sound like you might be from Manchester. Am I right?", category="unconfirmed-guess"),
    Case("b28-en-t03", "en", "not telling 😄", c("user", "marital_status", "married", "not telling"), reject="any",
         ai_before="So are you married, or is that too personal?", category="deflected"),
    Case("b28-en-t04", "en", "a lady never tells", c("user", "age", 30, "a lady never tells"), reject="any",
         ai_before="How old are you, if you don't mind me asking? Thirty-ish?", category="deflected"),
    Case("b28-en-t05", "en", "who told you that?", c("user", "occupation", "nurse", "who told you that?"), reject="any",
         ai_before="You're a nurse, right?", category="deflected"),
    Case("b28-en-t06", "en", "lol no", c("user", "pet", "cat", "lol no"), reject="any",
         ai_before="I bet you have a cat. You have cat-person energy.", category="denied-short"),
    Case("b28-en-t07", "en", "close — Bristol", c("user", "city", "Leeds", "close"), reject="any",
         ai_before="Is it Leeds you live in?", category="denied-short"),
    Case("b28-en-t08", "en", "not anymore", c("user", "employer", "Deloitte", "not anymore"), reject="any",
         ai_before="Are you still at Deloitte?", category="denied-short"),
    Case("b28-en-t09", "en", "used to", c("user", "instrument", "guitar", "used to"), reject="any",
         ai_before="Do you play guitar?", category="denied-short"),
    Case("b28-en-t10", "en", "I wish", c("user", "achievement", "ran a marathon", "I wish"), reject="any",
         ai_before="So you've run a marathon before?", category="denied-short"),
    Case("b28-en-t11", "en", "neither honestly", c("user", "pet_preference", "dogs", "neither honestly"), reject="any",
         ai_before="Are you more of a dog person or a cat person?", category="unconfirmed-option"),
    Case("b28-en-t12", "en", "still deciding tbh", c("user", "car", "Honda", "still deciding"), reject="any",
         ai_before="Which one did you go for in the end, the Honda or the Mazda?", category="unconfirmed-option"),
    Case("b28-en-t13", "en", "the nurse one", c("user", "occupation", "nurse", "the nurse one"), reject="any",
         ai_before="Which offer did you turn down in the end, the nurse job or the analyst one?", category="unconfirmed-option"),
    Case("b28-en-t14", "en", "lol I'm an astronaut obviously", c("user", "occupation", "astronaut", "I'm an astronaut"), reject="any",
         ai_before="What do you do for work?", category="joke"),
    # ---------------- English: the AI about itself ----------------
    Case("b28-en-t15", "en", "nice", c("user", "hobby", "hiking", "nice"), reject="any",
         ai_before="I love hiking too! I was up on Mount Rainier last weekend.", category="ai-self"),
    Case("b28-en-t16", "en", "haha that's cute", c("user", "hobby", "baking sourdough", "haha that's cute"), reject="any",
         ai_before="I've got a sourdough starter named Gerald going on my counter.", category="ai-self"),
    Case("b28-en-t17", "en", "oh cool, how is it?", c("user", "currently_reading", "Middlemarch", "oh cool"), reject="any",
         ai_before="I'm reading Middlemarch right now, slowly.", category="ai-self"),
    Case("b28-en-t18", "en", "omg send pics", c("user", "pet", "greyhound named Biscuit", "omg send pics"), reject="any",
         ai_before="I just adopted a second dog, a greyhound named Biscuit.", category="ai-self"),
    # ---------------- English: the answer is about someone else ----------------
    Case("b28-en-t19", "en", "she's a vet in Norwich", c("user", "occupation", "vet", "she's a vet in Norwich"), reject="any",
         ai_before="What does your sister do?", category="about-someone-else"),
    Case("b28-en-t20", "en", "Denver", c("user", "city", "Denver", "Denver"), reject="any",
         ai_before="Where's your boss based?", category="about-someone-else"),
    Case("b28-en-t21", "en", "seven last month", c("user", "age", 7, "seven last month"), reject="any",
         ai_before="How old is your son now?", category="about-someone-else"),
    Case("b28-en-t22", "en", "yep, hasn't budged", c("user", "city", "Cardiff", "yep"), reject="any",
         ai_before="Is your mum still in Cardiff?", category="about-someone-else"),
    Case("b28-en-t23", "en", "he loves it", c("user", "city", "Leeds", "he loves it"), reject="any",
         ai_before="Does your partner like the new job in Leeds?", category="about-someone-else"),
    # ---------------- English: across turns ----------------
    Case("b28-en-t24", "en", "Stripe", c("user", "employer", "Stripe", "Stripe"), reject="any",
         earlier=(("my brother just got a new job", "Congrats to him! Where?"),), category="across-turns"),
    Case("b28-en-t25", "en", "haha we'll see", c("user", "city", "Lisbon", "we'll see"), reject="any",
         earlier=(("I'm thinking of moving abroad", "Oh exciting. Where to? Lisbon?"),), category="across-turns"),
    Case("b28-en-t26", "en", "nope, no date yet", c("user", "wedding_date", "June", "nope"), reject="any",
         earlier=(("we got engaged last weekend!", "Congratulations! So the wedding's in June?"),), category="across-turns"),
    Case("b28-en-t27", "en", "Ottawa", c("user", "university", "Ottawa", "Ottawa"), reject="any",
         earlier=(("my best friend got into grad school", "That's great news. Which university?"),), category="across-turns"),
    # ---------------- Chinese: the AI's guess, not confirmed ----------------
    Case("b28-zh-t01", "zh", "你猜", c("user", "occupation", "设计师", "你猜"), reject="any",
         ai_before="让我猜猜，你是做设计的吧？", category="unconfirmed-guess"),
    Case("b28-zh-t02", "zh", "哈哈哈 怎么这么问", c("user", "hometown", "成都", "怎么这么问"), reject="any",
         ai_before="你是成都人吧？听你说话有点像。", category="unconfirmed-guess"),
    Case("b28-zh-t03", "zh", "你猜呢", c("user", "zodiac", "兔", "你猜呢"), reject="any",
         ai_before="你是不是属兔的？", category="unconfirmed-guess"),
    Case("b28-zh-t04", "zh", "不告诉你", c("user", "marital_status", "已婚", "不告诉你"), reject="any",
         ai_before="你结婚了吗？", category="deflected"),
    Case("b28-zh-t05", "zh", "不是", c("user", "pet", "柯基", "不是"), reject="any",
         ai_before="你家那只狗是柯基吧？", category="denied-short"),
    Case("b28-zh-t06", "zh", "早就不在了", c("user", "employer", "腾讯", "早就不在了"), reject="any",
         ai_before="你现在还在腾讯吗？", category="denied-short"),
    Case("b28-zh-t07", "zh", "以前是", c("user", "occupation", "老师", "以前是"), reject="any",
         ai_before="你是老师吗？", category="denied-short"),
    Case("b28-zh-t08", "zh", "差不多，在镇江", c("user", "work_city", "南京", "差不多"), reject="any",
         ai_before="你是在南京工作吧？", category="denied-short"),
    Case("b28-zh-t09", "zh", "我倒是想", c("user", "achievement", "跑过马拉松", "我倒是想"), reject="any",
         ai_before="你跑过马拉松吧？", category="denied-short"),
    Case("b28-zh-t10", "zh", "都不喜欢", c("user", "pet_preference", "猫", "都不喜欢"), reject="any",
         ai_before="你喜欢猫还是狗？", category="unconfirmed-option"),
    Case("b28-zh-t11", "zh", "还没定", c("user", "phone", "小米", "还没定"), reject="any",
         ai_before="你最后买的是小米还是华为？", category="unconfirmed-option"),
    Case("b28-zh-t12", "zh", "拯救地球的 哈哈", c("user", "occupation", "拯救地球", "拯救地球的"), reject="any",
         ai_before="你是做什么工作的？", category="joke"),
    Case("b28-zh-t13", "zh", "唔係啊", c("user", "city", "旺角", "唔係啊"), reject="any",
         ai_before="你係咪住喺旺角？", category="denied-short"),
    Case("b28-zh-t14", "zh", "邊個話你知㗎", c("user", "occupation", "護士", "邊個話你知"), reject="any",
         ai_before="你做護士㗎？", category="deflected"),
    Case("b28-zh-t15", "zh", "不是喔", c("user", "hometown", "台中", "不是喔"), reject="any",
         ai_before="你是台中人嗎？", category="denied-short"),
    # ---------------- Chinese: the AI about itself ----------------
    Case("b28-zh-t16", "zh", "厉害", c("user", "hobby", "游泳", "厉害"), reject="any",
         ai_before="我最近也在学游泳，每周去三次。", category="ai-self"),
    Case("b28-zh-t17", "zh", "羡慕", c("user", "recent_trip", "厦门", "羡慕"), reject="any",
         ai_before="我昨天刚去了一趟厦门，海边真舒服。", category="ai-self"),
    Case("b28-zh-t18", "zh", "哈哈哈 重口", c("user", "favorite_food", "螺蛳粉", "哈哈哈"), reject="any",
         ai_before="我最爱吃的是螺蛳粉。", category="ai-self"),
    Case("b28-zh-t19", "zh", "哦哦", c("user", "sibling", "妹妹", "哦哦"), reject="any",
         ai_before="我也有个妹妹，在读研。", category="ai-self"),
    # ---------------- Chinese: the answer is about someone else ----------------
    Case("b28-zh-t20", "zh", "在深圳，做律师", c("user", "occupation", "律师", "做律师"), reject="any",
         ai_before="你姐姐在哪儿工作？", category="about-someone-else"),
    Case("b28-zh-t21", "zh", "四十出头吧", c("user", "age", "四十出头", "四十出头吧"), reject="any",
         ai_before="你老板多大了？", category="about-someone-else"),
    Case("b28-zh-t22", "zh", "对", c("user", "city", "西安", "对"), reject="any",
         ai_before="你爸妈还在西安吗？", category="about-someone-else"),
    Case("b28-zh-t23", "zh", "程序员", c("user", "occupation", "程序员", "程序员"), reject="any",
         ai_before="你男朋友是做什么的？", category="about-someone-else"),
    # ---------------- Chinese: across turns ----------------
    Case("b28-zh-t24", "zh", "六岁", c("user", "age", 6, "六岁"), reject="any",
         earlier=(("我女儿最近迷上画画了", "真好！她几岁啦？"),), category="across-turns"),
    Case("b28-zh-t25", "zh", "浙大", c("user", "school", "浙大", "浙大"), reject="any",
         earlier=(("我表弟考上大学了", "恭喜他！哪个学校？"),), category="across-turns"),
    Case("b28-zh-t26", "zh", "嗯…再说吧", c("user", "city", "上海", "再说吧"), reject="any",
         earlier=(("我在考虑搬家", "是要搬去上海吗？"),), category="across-turns"),
]

HONEST = [
    # ---------------- English: confirmed, picked, corrected ----------------
    Case("b28-en-h01", "en", "yep, Leeds", c("user", "city", "Leeds", "yep, Leeds"),
         ai_before="So you're in Leeds now?", category="confirmed-short"),
    Case("b28-en-h02", "en", "close — Bristol", c("user", "city", "Bristol", "Bristol"),
         ai_before="Is it Leeds you live in?", category="corrected-short"),
    Case("b28-en-h03", "en", "yep, for about six years now", c("user", "diet", "vegetarian", "yep"),
         ai_before="Are you vegetarian?", category="confirmed-short"),
    Case("b28-en-h04", "en", "yes, two", c("user", "number_of_children", 2, "yes, two"),
         ai_before="Do you have kids?", category="confirmed-short"),
    Case("b28-en-h05", "en", "the nurse one", c("user", "occupation", "nurse", "the nurse one"),
         ai_before="Which job did you take in the end, the nurse one or the analyst one?", category="picked-option"),
    Case("b28-en-h06", "en", "the second one", c("user", "car", "Mazda", "the second one"),
         ai_before="Did you end up buying the Honda or the Mazda?", category="picked-option"),
    Case("b28-en-h07", "en", "tea, always", c("user", "drink_preference", "tea", "tea, always"),
         ai_before="Coffee or tea?", category="picked-option"),
    Case("b28-en-h08", "en", "not anymore, I'm at KPMG now", c("user", "employer", "KPMG", "I'm at KPMG now"),
         ai_before="Are you still at Deloitte?", category="corrected-short"),
    Case("b28-en-h09", "en", "used to, now it's mostly piano", c("user", "instrument", "piano", "now it's mostly piano"),
         ai_before="Do you play guitar?", category="corrected-short"),
    Case("b28-en-h10", "en", "Priya", c("user", "name", "Priya", "Priya"),
         ai_before="What's your name, by the way?", category="answered-short"),
    Case("b28-en-h11", "en", "Belfast mostly", c("user", "hometown", "Belfast", "Belfast"),
         ai_before="Where did you grow up?", category="answered-short"),
    Case("b28-en-h12", "en", "dental hygienist", c("user", "occupation", "dental hygienist", "dental hygienist"),
         ai_before="What do you do for work?", category="answered-short"),
    Case("b28-en-h13", "en", "I'm more into climbing actually", c("user", "hobby", "climbing", "I'm more into climbing"),
         ai_before="I love hiking too! I was up on Mount Rainier last weekend.", category="ai-self-contrast"),
    # ---------------- English: about someone else, filed under them ----------------
    Case("b28-en-h14", "en", "she's a vet in Norwich", c("sister", "occupation", "vet", "she's a vet"),
         ai_before="What does your sister do?", category="about-someone-else"),
    Case("b28-en-h15", "en", "Denver", c("boss", "city", "Denver", "Denver"),
         ai_before="Where's your boss based?", category="about-someone-else"),
    Case("b28-en-h16", "en", "seven last month", c("son", "age", 7, "seven last month"),
         ai_before="How old is your son now?", category="about-someone-else"),
    Case("b28-en-h17", "en", "yep, hasn't budged", c("mother", "city", "Cardiff", "yep"),
         ai_before="Is your mum still in Cardiff?", category="about-someone-else"),
    Case("b28-en-h18", "en", "no idea honestly, I'm the pharmacist in the family", c("user", "occupation", "pharmacist", "I'm the pharmacist in the family"),
         ai_before="What does your sister do?", category="self-when-asked-other"),
    # ---------------- English: across turns ----------------
    Case("b28-en-h19", "en", "Stripe, starting Monday", c("user", "employer", "Stripe", "Stripe"),
         earlier=(("I got a new job!", "Congrats! Where?"),), category="across-turns"),
    Case("b28-en-h20", "en", "Miso", c("user", "dog_name", "Miso", "Miso"),
         earlier=(("I finally adopted a dog", "Oh lovely. What's their name?"),), category="across-turns"),
    Case("b28-en-h21", "en", "Brighton, right by the sea", c("user", "city", "Brighton", "Brighton"),
         earlier=(("we moved last month", "How's the new place? Where did you end up?"),), category="across-turns"),
    Case("b28-en-h22", "en", "September 14th", c("user", "wedding_date", "September 14th", "September 14th"),
         earlier=(("we got engaged last weekend!", "Congratulations! Have you picked a date yet?"),), category="across-turns"),
    Case("b28-en-h23", "en", "cello", c("user", "learning_instrument", "cello", "cello"),
         earlier=(("I've started learning an instrument", "Oh nice, which one?"),), category="across-turns"),
    Case("b28-en-h24", "en", "March", c("user", "due_date", "March", "March"),
         earlier=(("I have some news", "Ooh, tell me."), ("I'm pregnant!", "That's wonderful. When are you due?")), category="across-turns"),
    Case("b28-en-h25", "en", "yep, Glasgow", c("user", "hometown", "Glasgow", "yep, Glasgow"),
         earlier=(("guess where I'm from", "Hmm. Scotland?"),), category="across-turns"),
    # ---------------- Chinese: confirmed, picked, corrected ----------------
    Case("b28-zh-h01", "zh", "对，在苏州", c("user", "city", "苏州", "对，在苏州"),
         ai_before="你现在是在苏州吧？", category="confirmed-short"),
    Case("b28-zh-h02", "zh", "差不多，在镇江", c("user", "work_city", "镇江", "在镇江"),
         ai_before="你是在南京工作吧？", category="corrected-short"),
    Case("b28-zh-h03", "zh", "第二个", c("user", "phone", "华为", "第二个"),
         ai_before="你最后买的是小米还是华为？", category="picked-option"),
    Case("b28-zh-h04", "zh", "对", c("user", "occupation", "老师", "对"),
         ai_before="你是老师吗？", category="confirmed-short"),
    Case("b28-zh-h05", "zh", "嗯嗯，研二", c("user", "education_stage", "研二", "嗯嗯，研二"),
         ai_before="所以你现在在读研？", category="confirmed-short"),
    Case("b28-zh-h06", "zh", "算是吧，接点翻译的活", c("user", "occupation", "翻译", "接点翻译的活"),
         ai_before="你算是自由职业吗？", category="confirmed-short"),
    Case("b28-zh-h07", "zh", "以前是，现在在医院做行政", c("user", "occupation", "医院行政", "现在在医院做行政"),
         ai_before="你以前是护士？", category="corrected-short"),
    Case("b28-zh-h08", "zh", "早就不在了，现在在美团", c("user", "employer", "美团", "现在在美团"),
         ai_before="你现在还在腾讯吗？", category="corrected-short"),
    Case("b28-zh-h09", "zh", "对，属兔", c("user", "zodiac", "兔", "对，属兔"),
         ai_before="你是不是属兔的？", category="confirmed-short"),
    Case("b28-zh-h10", "zh", "顶楼", c("user", "home_floor", "顶楼", "顶楼"),
         ai_before="你现在住的是一楼还是顶楼？", category="picked-option"),
    Case("b28-zh-h11", "zh", "茶，绿茶", c("user", "drink_preference", "绿茶", "绿茶"),
         ai_before="喝咖啡还是喝茶？", category="picked-option"),
    Case("b28-zh-h12", "zh", "小周", c("user", "name", "小周", "小周"),
         ai_before="对了，怎么称呼你？", category="answered-short"),
    Case("b28-zh-h13", "zh", "山东烟台", c("user", "hometown", "烟台", "烟台"),
         ai_before="你老家是哪儿的？", category="answered-short"),
    Case("b28-zh-h14", "zh", "我在学攀岩", c("user", "hobby", "攀岩", "我在学攀岩"),
         ai_before="我最近也在学游泳，每周去三次。", category="ai-self-contrast"),
    Case("b28-zh-h15", "zh", "唔係，我住沙田", c("user", "city", "沙田", "我住沙田"),
         ai_before="你係咪住喺旺角？", category="corrected-short"),
    Case("b28-zh-h16", "zh", "我做物流嘅", c("user", "occupation", "物流", "我做物流嘅"),
         ai_before="你做邊行㗎？", category="answered-short"),
    Case("b28-zh-h17", "zh", "對，台中長大的", c("user", "hometown", "台中", "台中長大的"),
         ai_before="你是台中人嗎？", category="confirmed-short"),
    # ---------------- Chinese: about someone else, filed under them ----------------
    Case("b28-zh-h18", "zh", "在深圳，做律师", c("sister", "occupation", "律师", "做律师"),
         ai_before="你姐姐在哪儿工作？", category="about-someone-else"),
    Case("b28-zh-h19", "zh", "对", c("parents", "city", "西安", "对"),
         ai_before="你爸妈还在西安吗？", category="about-someone-else"),
    Case("b28-zh-h20", "zh", "程序员", c("boyfriend", "occupation", "程序员", "程序员"),
         ai_before="你男朋友是做什么的？", category="about-someone-else"),
    Case("b28-zh-h21", "zh", "不清楚，反正我是做会计的", c("user", "occupation", "会计", "我是做会计的"),
         ai_before="你哥是做什么的？", category="self-when-asked-other"),
    # ---------------- Chinese: across turns ----------------
    Case("b28-zh-h22", "zh", "六岁", c("daughter", "age", 6, "六岁"),
         earlier=(("我女儿最近迷上画画了", "真好！她几岁啦？"),), category="across-turns"),
    Case("b28-zh-h23", "zh", "字节", c("user", "employer", "字节", "字节"),
         earlier=(("我换工作了", "恭喜！去哪家了？"),), category="across-turns"),
    Case("b28-zh-h24", "zh", "豆包", c("user", "dog_name", "豆包", "豆包"),
         earlier=(("我们家添了一只狗", "太好了！叫什么名字？"),), category="across-turns"),
    Case("b28-zh-h25", "zh", "成都，高新区", c("user", "city", "成都", "成都"),
         earlier=(("我上个月搬家了", "新家在哪儿？住得还习惯吗？"),), category="across-turns"),
    Case("b28-zh-h26", "zh", "定了，十月三号", c("user", "wedding_date", "十月三号", "十月三号"),
         earlier=(("我要结婚了！", "恭喜恭喜！日子定了吗？"),), category="across-turns"),
    Case("b28-zh-h27", "zh", "复旦的研究生", c("user", "admitted_to", "复旦", "复旦"),
         earlier=(("跟你说个事", "你说。"), ("我考上了！", "太棒了！考上哪儿了？")), category="across-turns"),
]
