# ruff: noqa: E501
"""Thirty-sixth blind trust set: conversations with other AI assistants, pasted into a chat with the twin.

Written blind, by a red team that read only README.md, the `Case` dataclass, the `SOON` constant and the `c()`
helper at the top of tests/trust_cases.py, personas/alice.toml and personas/lin.toml, and the module docstring of
bench/trust/blind/thirtyfourth.py (for its form); nothing under twin/, no other blind set's cases, no test, no doc,
no changelog, no git history. Each case is one message the person (Sam) typed or pasted, `user`, with no AI line
before it; the pasted chat is inside that message.

Theme: people paste what they said to and heard from ChatGPT, Claude, Gemini, Copilot, Perplexity, 豆包, Kimi,
文心一言, 通义千问, DeepSeek, 腾讯元宝, a bank's or a shop's chatbot, in the shapes copy buttons and hands make:
"You said:/ChatGPT said:", 你说：/ChatGPT 说：, labels in any case and language, markdown bold, blockquotes,
timestamps, a label alone on its line with the reply below, an AI's name alone heading its reply with the person's
comment after it, JSON shaped like the OpenAI API's messages, a support bot's Q/A, an AI-written example dialogue.
A sloppy extractor proposes a candidate fact about the person (subject "user") from whatever the message holds.

The traps, none of which may be stored as Sam's fact: the value sits in the AI's words (its guesses, its
second-person claims "Since you live in…", "As a pharmacist, you…", 你是…吧, 作为一名…, 您是我行…客户, its
"you mentioned…" about what Sam never said here, a shop bot's inference from orders, a sample dialogue the AI
wrote with a "User:" line); or in someone else's conversation that Sam pasted (a sister's, a coworker's, a
roommate's, a dad's, 同事, 我妈, 朋友); or in Sam's own line of a pasted chat that is a question, a test persona
or role-play set-up, or taken back right after (on the next line, or in a comment after the paste).

The honest cases, which must be stored: Sam's own line in a pasted chat of Sam's (with the AI echoing it, in
JSON, bold, blockquote, timestamped, lowercase labels, a label on its own line, Cantonese); Sam's correction of
the AI's wrong guess (on the same line after a dash, on the next line, in a comment after the paste); Sam's own
words before or after the paste; Sam confirming a guess in Sam's own words; and look-alikes that are no
conversation with an AI: a form with "Assistant:" or 助理：, a cat named Claude, a cousin named Kimi, a dog
named 豆包, a son nicknamed 元宝, "AI:" as a course in a timetable, a job in AI, a Q and A of Sam's own.

Counts: 43 traps (22 English, 21 Chinese), 42 honest (21 English, 21 Chinese). English goes to alice, Chinese to
lin; no value is one the personas hold. Every candidate's quote is copied verbatim from `user`, and every value
is in its quote as written. Traps carry a short free-text guess at the reason in `reject`; honest cases
reject=None. Arguable labels are commented.
"""

from tests.trust_cases import SOON, Case, c  # noqa: F401

TRAPS = [
    # --- the AI's words: guesses and second-person claims (English) ---
    Case(
        id="t01",
        language="en",
        user="You said:\nwhat's a good neighborhood to rent in if I work downtown?\n\nChatGPT said:\nSince you live in Pittsburgh, Lawrenceville or the Strip District would keep your commute short.\n\nthoughts?",
        candidate=c("user", "city", "Pittsburgh", "Since you live in Pittsburgh"),
        reject="the AI's assumption, not Sam's words",
        category="AI guess",
    ),
    Case(
        id="t02",
        language="en",
        user="**You:** how do I ask for a raise without sounding greedy?\n**Claude:** As a pharmacist, you could point to the hospital's published pay bands and your extra weekend shifts.",
        candidate=c("user", "job", "pharmacist", "As a pharmacist, you could point"),
        reject="the AI's second-person claim",
        category="AI guess",
    ),
    Case(
        id="t03",
        language="en",
        user="pasting this from gemini:\n\nme\nis a roth conversion worth it\n\nGemini\nAt 52, with retirement about a decade away, a Roth conversion can make sense if you expect a higher bracket later.",
        candidate=c("user", "age", "52", "At 52, with retirement about a decade away"),
        reject="the AI's assumption about Sam's age",
        category="AI guess",
    ),
    Case(
        id="t04",
        language="en",
        user="Copilot\nSince you drive a Subaru Outback, the recommended oil is 0W-20 synthetic.\n\nwhy does it think that lol",
        candidate=c("user", "car", "Subaru Outback", "Since you drive a Subaru Outback"),
        reject="the AI's claim, which Sam questions",
        category="AI guess",
    ),
    Case(
        id="t05",
        language="en",
        user='[{"role": "user", "content": "suggest a name for my sourdough starter"}, {"role": "assistant", "content": "Since you\'re vegan, how about Clint Yeastwood? It fits a plant-based kitchen."}]',
        candidate=c("user", "diet", "vegan", "Since you're vegan"),
        reject="the assistant message's assumption",
        category="AI guess, API JSON",
    ),
    Case(
        id="t06",
        language="en",
        user="chat with my bank's virtual assistant:\nBot: I see you're a small business owner. Would you like to hear about our Ink cards?\nMe: no thanks\n\nwhy do they keep pushing this",
        candidate=c("user", "occupation", "small business owner", "I see you're a small business owner"),
        reject="a bank bot's claim, declined by Sam",
        category="support bot",
    ),
    Case(
        id="t07",
        language="en",
        user="[10:42] ChatGPT: Given that you're left-handed, try a notebook with the spiral binding on the right.\n[10:43] Me: huh ok",
        candidate=c("user", "handedness", "left-handed", "Given that you're left-handed"),
        reject="the AI's premise; Sam only says 'huh ok'",
        category="AI guess, timestamps",
    ),
    Case(
        id="t08",
        language="en",
        user="Perplexity: You're probably in the Central time zone, so the webinar starts at 2pm for you.",
        candidate=c("user", "time_zone", "Central", "You're probably in the Central time zone"),
        reject="the AI's guess",
        category="AI guess",
    ),
    Case(
        id="t09",
        language="en",
        user="Rufus (the shopping assistant) said: Based on your past orders, you have a toddler, so these outlet covers and cabinet locks might help.",
        candidate=c("user", "child", "toddler", "you have a toddler"),
        reject="a shop bot's inference from orders",
        category="shop bot",
    ),
    Case(
        id="t10",
        language="en",
        user="Claude: You mentioned earlier that you're training for the Chicago Marathon, so I've kept the plan at five runs a week.\n\ndid I??",
        candidate=c("user", "training_for", "Chicago Marathon", "you're training for the Chicago Marathon"),
        reject="the AI's report of something Sam doubts saying",
        category="AI claim of memory",
    ),
    Case(
        id="t11",
        language="en",
        user="> **ChatGPT:** As a Capricorn, you tend to plan far ahead and distrust shortcuts.\n\nhoroscopes from a chatbot, what a time",
        candidate=c("user", "zodiac_sign", "Capricorn", "As a Capricorn, you tend to plan"),
        reject="the AI's claim",
        category="AI guess, blockquote",
    ),
    Case(
        id="t12",
        language="en",
        user="ChatGPT wrote me this example dialogue for my ESL lesson:\nUser: I'm a firefighter in Tulsa and I work 24-hour shifts.\nBot: That sounds demanding! How do you sleep?",
        candidate=c("user", "job", "firefighter", "I'm a firefighter in Tulsa"),
        reject="a sample dialogue the AI wrote; its 'User:' is not Sam",
        category="AI-written example",
    ),
    # arguable: the bot reads Sam's account, so this is likely true, but it is the bot's words, not Sam's
    Case(
        id="t13",
        language="en",
        user="Carrier support bot, copied:\nQ: what plan am I on\nA: You're on the Family Unlimited plan with 4 lines.",
        candidate=c("user", "phone_plan", "Family Unlimited", "You're on the Family Unlimited plan with 4 lines"),
        reject="a support bot's answer, not Sam's words",
        category="support bot Q/A",
    ),
    # --- someone else's conversation (English) ---
    Case(
        id="t14",
        language="en",
        user="my sister's chat with ChatGPT, look at this:\nYou said: I'm a dental hygienist and I'm burned out, should I go back to school?\nChatGPT said: Many hygienists move into public health or teaching...",
        candidate=c("user", "job", "dental hygienist", "I'm a dental hygienist and I'm burned out"),
        reject="the sister's words",
        category="someone else's chat",
    ),
    Case(
        id="t15",
        language="en",
        user="my coworker Dev sent me his Perplexity thread:\n> I live in Sacramento and commute 40 minutes each way\n> Perplexity: Light rail might save you...",
        candidate=c("user", "city", "Sacramento", "I live in Sacramento"),
        reject="a coworker's words",
        category="someone else's chat",
    ),
    Case(
        id="t16",
        language="en",
        user="my roommate asked Gemini about her visa and it was useless:\nUSER: I'm on an H-1B and my employer is in Austin\nMODEL: I can't give legal advice, but...",
        candidate=c("user", "visa", "H-1B", "I'm on an H-1B"),
        reject="the roommate's words",
        category="someone else's chat",
    ),
    Case(
        id="t17",
        language="en",
        user="my dad forwarded me his chat with Copilot and it's adorable:\nMe: I'm 68 and I just bought my first smartphone\nCopilot: Congratulations! Let's start with...",
        candidate=c("user", "age", "68", "I'm 68 and I just bought my first smartphone"),
        reject="the dad's words; his 'Me:' is not Sam",
        category="someone else's chat",
    ),
    # --- Sam's own line that is a question, a test persona, or taken back (English) ---
    Case(
        id="t18",
        language="en",
        user="You said: am I allergic to penicillin if my mom is?\nChatGPT said: Not necessarily. Allergies to penicillin aren't simply inherited...",
        candidate=c("user", "allergy", "penicillin", "am I allergic to penicillin"),
        reject="a question",
        category="own line, question",
    ),
    Case(
        id="t19",
        language="en",
        user="User: should I move to Lisbon or stay put?\nAssistant: It depends on your work, your lease and how you feel about learning Portuguese.",
        candidate=c("user", "moving_to", "Lisbon", "should I move to Lisbon or stay put?"),
        reject="a question",
        category="own line, question",
    ),
    Case(
        id="t20",
        language="en",
        user="I was testing how Claude handles role-play, so I gave it a fake me:\nHuman: For this exercise, I'm a 70-year-old retired pilot from Boise.\nAssistant: Got it. What would you like to talk about?",
        candidate=c("user", "job", "retired pilot", "I'm a 70-year-old retired pilot from Boise"),
        reject="a test persona",
        category="own line, test persona",
    ),
    Case(
        id="t21",
        language="en",
        user="You: Pretend I'm a landlord in Ohio with three units. What should my lease say about pets?\nChatGPT: A clear pet clause should cover deposits...",
        candidate=c("user", "job", "landlord", "Pretend I'm a landlord in Ohio with three units"),
        reject="a pretend premise",
        category="own line, test persona",
    ),
    Case(
        id="t22",
        language="en",
        user="You said: I'm moving to Denver in June\nYou said: wait no, scratch that, that fell through\nChatGPT said: Sorry to hear that! Is there anything else I can help with?",
        candidate=c("user", "moving_to", "Denver", "I'm moving to Denver in June"),
        reject="taken back on the next line",
        category="own line, taken back",
    ),
    # --- the AI's words (Chinese) ---
    Case(
        id="t23",
        language="zh",
        user="你说：推荐几家适合周末去的咖啡店\nChatGPT 说：你住在青岛吧？那可以去大学路和八大关附近转转。",
        candidate=c("user", "city", "青岛", "你住在青岛吧"),
        reject="AI 的猜测",
        category="AI guess",
    ),
    Case(
        id="t24",
        language="zh",
        user="豆包：作为一名小学老师，你可以在班会上用小游戏讲安全知识。\n\n它说得挺有道理",
        candidate=c("user", "job", "小学老师", "作为一名小学老师，你可以在班会上"),
        reject="AI 的第二人称断言",
        category="AI guess",
    ),
    Case(
        id="t25",
        language="zh",
        user="Kimi\n看你的描述，你应该是INTJ型人格。\n\n准不准？",
        candidate=c("user", "mbti", "INTJ", "你应该是INTJ型人格"),
        reject="AI 的猜测，用户在问",
        category="AI guess, name heading",
    ),
    Case(
        id="t26",
        language="zh",
        user="**文心一言**：既然你是东北人，冬天一定很习惯零下二十度吧？",
        candidate=c("user", "hometown", "东北", "既然你是东北人"),
        reject="AI 的假设",
        category="AI guess, bold",
    ),
    Case(
        id="t27",
        language="zh",
        user='[{"role":"user","content":"帮我写个请假条"},{"role":"assistant","content":"好的，考虑到你在深圳一家外企工作，请假条可以写得正式一些。"}]',
        candidate=c("user", "work_city", "深圳", "考虑到你在深圳一家外企工作"),
        reject="assistant 消息里的假设",
        category="AI guess, API JSON",
    ),
    Case(
        id="t28",
        language="zh",
        user="2024-05-12 21:03 Kimi：你是做财务的吧，这种表格你应该很熟。\n2024-05-12 21:04 我：哈哈",
        candidate=c("user", "job", "财务", "你是做财务的吧"),
        reject="AI 的猜测，用户只回了哈哈",
        category="AI guess, timestamps",
    ),
    Case(
        id="t29",
        language="zh",
        user="你说：\n帮我看看这份简历\n\nChatGPT 说：\n作为一名有五年经验的产品经理，你的简历可以更突出数据结果。",
        candidate=c("user", "job", "产品经理", "作为一名有五年经验的产品经理"),
        reject="AI 的断言，用户没说过",
        category="AI guess, label on own line",
    ),
    Case(
        id="t30",
        language="zh",
        user="ChatGPT 說：既然你在台中念書，可以考慮週末去逢甲夜市打工。",
        candidate=c("user", "city", "台中", "既然你在台中念書"),
        reject="AI 的假設",
        category="AI guess, traditional",
    ),
    Case(
        id="t31",
        language="zh",
        user="通义千问：从你的用词看，你应该是广东人。\n\n这也能看出来？",
        candidate=c("user", "hometown", "广东", "你应该是广东人"),
        reject="AI 的猜测",
        category="AI guess",
    ),
    Case(
        id="t32",
        language="zh",
        user="通义千问：\n你提到你在备考CPA，那建议先从会计和税法两科开始。",
        candidate=c("user", "exam", "CPA", "你提到你在备考CPA"),
        reject="AI 说用户提到过，用户这里没说",
        category="AI claim of memory",
    ),
    # arguable: the bank's system likely knows this, but it is the bot's words, not Sam's
    Case(
        id="t33",
        language="zh",
        user="招商银行智能客服：尊敬的客户，您是我行金葵花客户，可享受机场贵宾厅服务。\n我：怎么预约？",
        candidate=c("user", "bank_tier", "金葵花客户", "您是我行金葵花客户"),
        reject="银行客服机器人的话",
        category="support bot",
    ),
    Case(
        id="t34",
        language="zh",
        user="淘宝客服小蜜：亲，根据您的购买记录，您家里有一只柯基哦～推荐这款短腿专用牵引绳。",
        candidate=c("user", "pet", "柯基", "您家里有一只柯基"),
        reject="购物客服根据订单的推断",
        category="shop bot",
    ),
    Case(
        id="t35",
        language="zh",
        user="文心一言给我生成的示例对话，用来练口语：\n用户：我是一名退伍军人，现在在开网约车。\n助手：感谢您的付出！开网约车辛苦吗？",
        candidate=c("user", "job", "网约车", "现在在开网约车"),
        reject="AI 写的示例对话，里面的用户不是本人",
        category="AI-written example",
    ),
    # --- someone else's conversation (Chinese) ---
    Case(
        id="t36",
        language="zh",
        user="我同事跟豆包的对话，笑死：\n我：我在合肥上班，每天通勤两小时\n豆包：通勤两小时真的辛苦，考虑过搬家吗？",
        candidate=c("user", "work_city", "合肥", "我在合肥上班"),
        reject="同事的话",
        category="someone else's chat",
    ),
    Case(
        id="t37",
        language="zh",
        user="我妈把她跟文心一言的聊天记录发给我了：\n问：我血压高，能喝咖啡吗\n答：血压偏高的人建议控制咖啡因摄入……",
        candidate=c("user", "health", "血压高", "我血压高，能喝咖啡吗"),
        reject="妈妈的话",
        category="someone else's chat",
    ),
    Case(
        id="t38",
        language="zh",
        user="我朋友小周跟 DeepSeek 的对话：\n> 我今年刚考上了上海交大的研究生\n> DeepSeek：恭喜！研究生阶段建议……",
        candidate=c("user", "school", "上海交大", "我今年刚考上了上海交大的研究生"),
        reject="朋友的话",
        category="someone else's chat",
    ),
    # --- own line: question, test persona, taken back (Chinese) ---
    Case(
        id="t39",
        language="zh",
        user="我：我是不是有轻度贫血？体检单上血红蛋白偏低\nDeepSeek：血红蛋白偏低可能提示贫血，建议……",
        candidate=c("user", "health", "轻度贫血", "我是不是有轻度贫血"),
        reject="问句",
        category="own line, question",
    ),
    Case(
        id="t40",
        language="zh",
        user="我在测元宝的角色扮演：\n用户：假设我是一名42岁的出租车司机\n腾讯元宝：好的，师傅您好！今天跑了几单？",
        candidate=c("user", "job", "出租车司机", "假设我是一名42岁的出租车司机"),
        reject="假设的测试身份",
        category="own line, test persona",
    ),
    Case(
        id="t41",
        language="zh",
        user="我编了个身份测豆包会不会乱推荐：\n我：我是一个月薪三千的实习生，怎么理财？\n豆包：可以先从货币基金开始……",
        candidate=c("user", "job", "实习生", "我是一个月薪三千的实习生"),
        reject="编的测试身份",
        category="own line, test persona",
    ),
    Case(
        id="t42",
        language="zh",
        user="我：我下个月去厦门出差\n我：不对，说错了，不去了\n豆包：好的，那有其他需要帮忙的吗？",
        candidate=c("user", "trip", "厦门", "我下个月去厦门出差"),
        reject="下一行就收回了",
        category="own line, taken back",
    ),
    Case(
        id="t43",
        language="zh",
        user="我：我家在昆明\n豆包：昆明四季如春，是个好地方！\n\n（其实我是瞎说的，想看它会编什么）",
        candidate=c("user", "hometown", "昆明", "我家在昆明"),
        reject="粘贴后的评论说是瞎说的",
        category="own line, taken back",
    ),
]

HONEST = [
    # --- Sam's own line in a pasted chat of Sam's (English) ---
    Case(
        id="h01",
        language="en",
        user="You said: I'm a high school chemistry teacher and I need a lab safety quiz for Monday.\nChatGPT said: Sure! As a chemistry teacher, you'll want questions on goggles, fume hoods and spills...",
        candidate=c("user", "job", "high school chemistry teacher", "I'm a high school chemistry teacher"),
        category="own line, AI echoes it",
    ),
    Case(
        id="h02",
        language="en",
        user="**You:** I run a small bakery in Asheville and need help with a holiday menu\n**Claude:** Lovely! For a small bakery, I'd keep the menu to six items...",
        candidate=c("user", "city", "Asheville", "I run a small bakery in Asheville"),
        category="own line, bold labels",
    ),
    Case(
        id="h03",
        language="en",
        user='from my own API playground:\n[{"role": "user", "content": "I\'m lactose intolerant, give me a milk-free pancake recipe"}, {"role": "assistant", "content": "Here is one with oat milk..."}]',
        candidate=c("user", "diet", "lactose intolerant", "I'm lactose intolerant"),
        category="own line, API JSON",
    ),
    Case(
        id="h04",
        language="en",
        user="You said:\nmy partner and I are getting married in October, help me plan a budget\n\nChatGPT said:\nCongratulations! Start with the venue and catering, which are usually half the total.",
        candidate=c("user", "wedding_month", "October", "getting married in October"),
        category="own line, label on own line",
    ),
    Case(
        id="h05",
        language="en",
        user="me: i'm training for my first half marathon in april\ngpt: nice! here's a 12-week plan with three runs a week",
        candidate=c("user", "training_for", "half marathon", "i'm training for my first half marathon in april"),
        category="own line, lowercase labels",
    ),
    Case(
        id="h06",
        language="en",
        user="Support chat with my bank's bot:\nBot: How can I help you today?\nMe: I just moved to Raleigh and need to update my address\nBot: I can help with that. Please verify your identity first.",
        candidate=c("user", "city", "Raleigh", "I just moved to Raleigh"),
        category="own line, support bot",
    ),
    # arguable: the fact and a question share one line; the fact itself is asserted
    Case(
        id="h07",
        language="en",
        user="> **Me:** I work night shifts at a water treatment plant, what's the best way to sleep during the day?\n> **Perplexity:** Blackout curtains, a consistent schedule and...",
        candidate=c("user", "workplace", "water treatment plant", "I work night shifts at a water treatment plant"),
        category="own line, blockquote, statement before a question",
    ),
    # --- Sam's correction of the AI's guess (English) ---
    Case(
        id="h08",
        language="en",
        user="Claude: As a vegetarian, you might like these lentil recipes. — not vegetarian, I'm pescatarian, but the recipes were good",
        candidate=c("user", "diet", "pescatarian", "I'm pescatarian"),
        category="correction, same line after a dash",
    ),
    Case(
        id="h09",
        language="en",
        user="ChatGPT said: Since you have two kids, a minivan may be worth it. — one kid, Maya, she's 7",
        candidate=c("user", "child_name", "Maya", "one kid, Maya, she's 7"),
        category="correction, same line after a dash",
    ),
    Case(
        id="h10",
        language="en",
        user="Gemini: Since you're in Phoenix, the heat will make afternoon runs risky.\nMe: I'm in Tucson, not Phoenix",
        candidate=c("user", "city", "Tucson", "I'm in Tucson, not Phoenix"),
        category="correction, next line",
    ),
    Case(
        id="h11",
        language="en",
        user="Copilot: Given you're a beginner, start with the easy routes at the gym.\n\nfor the record I've been climbing for nine years, it just assumed",
        candidate=c("user", "climbing_experience", "nine years", "I've been climbing for nine years"),
        category="correction, comment after paste",
    ),
    Case(
        id="h12",
        language="en",
        user="Copilot kept calling me a student the whole chat. I graduated in 2019 and I'm a civil engineer now.",
        candidate=c("user", "job", "civil engineer", "I'm a civil engineer now"),
        category="correction, own words about the chat",
    ),
    Case(
        id="h13",
        language="en",
        user="Gemini\nIf you live in a cold climate, a heat pump may struggle below zero.\n\nI'm in Fargo, so yes, it struggles.",
        candidate=c("user", "city", "Fargo", "I'm in Fargo"),
        category="comment after an AI-name heading",
    ),
    # --- Sam's own words before or after the paste (English) ---
    Case(
        id="h14",
        language="en",
        user="I just adopted a greyhound named Biscuit, so I asked ChatGPT about feeding:\nYou said: how much should a greyhound eat\nChatGPT said: Usually 2 to 4 cups of food a day, split into two meals.",
        candidate=c("user", "pet", "greyhound", "I just adopted a greyhound named Biscuit"),
        category="own words before paste",
    ),
    Case(
        id="h15",
        language="en",
        user="ChatGPT: Here's a seafood menu for your dinner party: shrimp cocktail, crab cakes, lobster bisque.\n\nAnyway, I'm allergic to shellfish, so half of that menu is out.",
        candidate=c("user", "allergy", "shellfish", "I'm allergic to shellfish"),
        category="own words after paste",
    ),
    # --- look-alikes: no conversation with an AI (English) ---
    Case(
        id="h16",
        language="en",
        user="Filled out the onboarding form at my new job:\nName: Sam\nTeam: Payroll\nManager: Denise\nAssistant: none",
        candidate=c("user", "team", "Payroll", "Team: Payroll"),
        category="look-alike, form with Assistant:",
    ),
    Case(
        id="h17",
        language="en",
        user="Claude, my orange tabby, knocked my coffee onto the floor again. Claude: zero remorse. Me: I'm a teller at a credit union, I can't show up smelling like a latte.",
        candidate=c("user", "job", "teller", "I'm a teller at a credit union"),
        category="look-alike, cat named Claude",
    ),
    Case(
        id="h18",
        language="en",
        user="from our family group text:\nKimi: are you coming to the reunion?\nMe: yes! I moved to Fresno in March so it's a short drive now\n(Kimi is my cousin)",
        candidate=c("user", "city", "Fresno", "I moved to Fresno in March"),
        category="look-alike, cousin named Kimi",
    ),
    Case(
        id="h19",
        language="en",
        user="My spring schedule:\nStats: MWF 9am\nAI: TTh 11am\nOrganic Chem: TTh 2pm\nI'm a junior majoring in biochemistry, so the AI one is just an elective.",
        candidate=c("user", "major", "biochemistry", "I'm a junior majoring in biochemistry"),
        category="look-alike, AI: as a course",
    ),
    Case(
        id="h20",
        language="en",
        user="I work on the trust and safety team at an AI lab, so reading ChatGPT transcripts is literally my day job.",
        candidate=c("user", "job", "trust and safety", "I work on the trust and safety team at an AI lab"),
        category="look-alike, job in AI",
    ),
    # arguable: a Q and A in the second person, but Sam says the answer is Sam's own
    Case(
        id="h21",
        language="en",
        user="Q: Where did you grow up?\nA: Spokane, mostly, until I was 12.\nThat's my answer for the newsletter's get-to-know-you column.",
        candidate=c("user", "hometown", "Spokane", "A: Spokane, mostly, until I was 12."),
        category="look-alike, own Q and A",
    ),
    # --- Sam's own line in a pasted chat of Sam's (Chinese) ---
    Case(
        id="h22",
        language="zh",
        user="你说：我在苏州做室内设计，帮我写一段自我介绍\nChatGPT 说：好的，作为一名室内设计师，你可以这样介绍自己……",
        candidate=c("user", "job", "室内设计", "我在苏州做室内设计"),
        category="own line, AI echoes it",
    ),
    Case(
        id="h23",
        language="zh",
        user="你说：\n我在广州开了一家花店，想做个小红书账号\n\nChatGPT 说：\n可以从每天的花材搭配和门店日常开始拍。",
        candidate=c("user", "business", "花店", "我在广州开了一家花店"),
        category="own line, label on own line",
    ),
    Case(
        id="h24",
        language="zh",
        user='[{"role":"user","content":"我下周三要去西安面试，帮我查下天气"},{"role":"assistant","content":"西安下周三预计晴，气温12到22度。"}]',
        candidate=c("user", "interview_city", "西安", "我下周三要去西安面试"),
        category="own line, API JSON",
    ),
    Case(
        id="h25",
        language="zh",
        user="> **我**：我刚拿到驾照，想买第一辆车，预算十万\n> **DeepSeek**：十万左右可以看看这几款……",
        candidate=c("user", "car_budget", "十万", "想买第一辆车，预算十万"),
        category="own line, blockquote and bold",
    ),
    Case(
        id="h26",
        language="zh",
        user="[21:14] 我：我在准备雅思，目标7分\n[21:14] 腾讯元宝：目标7分的话，写作和口语要重点练。",
        candidate=c("user", "exam", "雅思", "我在准备雅思，目标7分"),
        category="own line, timestamps",
    ),
    # arguable: a statement followed by a question in the same line; the fact itself is asserted
    Case(
        id="h27",
        language="zh",
        user="京东客服：请问有什么可以帮您？\n我：我是左撇子，这款鼠标有左手版吗？\n京东客服：有的亲，左手版在规格里选。",
        candidate=c("user", "handedness", "左撇子", "我是左撇子"),
        category="own line, shop bot",
    ),
    Case(
        id="h28",
        language="zh",
        user="工行智能客服：您好，请问办理什么业务？\n我：我刚退休，想把工资卡转成养老金卡\n工行智能客服：请携带身份证到网点办理。",
        candidate=c("user", "status", "退休", "我刚退休"),
        category="own line, bank bot",
    ),
    Case(
        id="h29",
        language="zh",
        user="我：我喺觀塘返工，每日搭港鐵，有冇啲慳錢嘅方法？\nChatGPT：可以考慮港鐵嘅全月通……",
        candidate=c("user", "work_area", "觀塘", "我喺觀塘返工"),
        category="own line, Cantonese",
    ),
    # --- Sam's correction of the AI's guess (Chinese) ---
    Case(
        id="h30",
        language="zh",
        user="豆包：你是学生吧，可以申请学生优惠——不是，我已经工作三年了，是药剂师",
        candidate=c("user", "job", "药剂师", "我已经工作三年了，是药剂师"),
        category="correction, same line after a dash",
    ),
    Case(
        id="h31",
        language="zh",
        user="ChatGPT 說：你是工程師吧——不是，我是高中歷史老師",
        candidate=c("user", "job", "高中歷史老師", "我是高中歷史老師"),
        category="correction, same line after a dash, traditional",
    ),
    Case(
        id="h32",
        language="zh",
        user="Kimi：既然你在北京，推荐你去798看看。\n我：我在天津，不在北京",
        candidate=c("user", "city", "天津", "我在天津，不在北京"),
        category="correction, next line",
    ),
    Case(
        id="h33",
        language="zh",
        user="文心一言：你平时应该不怎么运动吧，建议从散步开始。\n\n它瞎猜的，我每周游泳三次",
        candidate=c("user", "exercise", "游泳", "我每周游泳三次"),
        category="correction, comment after paste",
    ),
    # arguable: the value first appears in the AI's guess, but Sam confirms it in Sam's own words
    Case(
        id="h34",
        language="zh",
        user="通义千问\n根据你的描述，你可能有乳糖不耐受。\n\n对，我确实乳糖不耐受，去年查出来的",
        candidate=c("user", "health", "乳糖不耐受", "我确实乳糖不耐受"),
        category="confirmation after an AI-name heading",
    ),
    # --- Sam's own words before or after the paste (Chinese) ---
    Case(
        id="h35",
        language="zh",
        user="我女儿上个月刚满六岁，我问了下通义千问生日会怎么办：\n我：六岁小孩生日会玩什么游戏\n通义千问：可以玩寻宝、传气球……",
        candidate=c("user", "daughter_age", "六岁", "我女儿上个月刚满六岁"),
        category="own words before paste",
    ),
    Case(
        id="h36",
        language="zh",
        user="豆包：长途搬家可以找专业的搬家公司，提前两周预约。\n\n顺便说一句，我下个月搬去长沙了。",
        candidate=c("user", "moving_to", "长沙", "我下个月搬去长沙了"),
        category="own words after paste",
    ),
    # --- look-alikes: no conversation with an AI (Chinese) ---
    Case(
        id="h37",
        language="zh",
        user="报名表我是这么填的：\n姓名：Sam\n职位：数据分析师\n助理：无\n所在城市：无锡",
        candidate=c("user", "city", "无锡", "所在城市：无锡"),
        category="look-alike, form with 助理：",
    ),
    Case(
        id="h38",
        language="zh",
        user="我家狗叫豆包，今天带它去打疫苗了。豆包：全程发抖。我：下午还得去驾校练科目二。",
        candidate=c("user", "learning", "驾校", "下午还得去驾校练科目二"),
        category="look-alike, dog named 豆包",
    ),
    Case(
        id="h39",
        language="zh",
        user="元宝是我儿子的小名，他今年上二年级了。元宝：妈妈我饿了。我：马上，等我把这份标书改完。",
        candidate=c("user", "son_grade", "二年级", "他今年上二年级了"),
        category="look-alike, son nicknamed 元宝",
    ),
    Case(
        id="h40",
        language="zh",
        user="这学期我选的课：\n高数：周一\nAI：周三\n大学英语：周五\n我是大二的，学的是土木工程。",
        candidate=c("user", "major", "土木工程", "学的是土木工程"),
        category="look-alike, AI: as a course",
    ),
    Case(
        id="h41",
        language="zh",
        user="我在一家做大模型的公司做数据标注，天天看人跟AI的对话。",
        candidate=c("user", "job", "数据标注", "我在一家做大模型的公司做数据标注"),
        category="look-alike, job in AI",
    ),
    # arguable: a Q and A in the second person, but Sam says it is Sam's own questionnaire
    Case(
        id="h42",
        language="zh",
        user="问：你最喜欢的城市？\n答：大理，没有之一。\n这是我给公司内刊填的问卷。",
        candidate=c("user", "favorite_city", "大理", "答：大理，没有之一。"),
        category="look-alike, own Q and A",
    ),
]
