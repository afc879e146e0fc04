"""Pasted text in a turn (twin/narrative/grounding/paste.py): another's lines are not the person's facts, the
person's own paste is read as said. Judged in process, with real line breaks (a piped chat would split them into
messages; `twin serve` and a terminal paste keep them in one)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.trust_cases import c
from twin.narrative.grounding.ai_chat import spoken_in
from twin.narrative.grounding.paste import pasted

# (trap or honest, language, the person's turn, attribute, value, quote)
CASES = [
    (
        "T",
        "en",
        "My cousin wants feedback on her CV:\n\nNadia Petrov\nQA Lead at Spotify (2019 - now)\n\nIs it too short?",
        "employer",
        "Spotify",
        "QA Lead at Spotify",
    ),
    (
        "T",
        "en",
        "Saw this posting:\n\n'Barista wanted - Hove. £12.60/hr, early shifts, free coffee obviously.'\n\nCute ad.",
        "city",
        "Hove",
        "Barista wanted - Hove",
    ),
    (
        "T",
        "en",
        "Pasting the chat so you know what happened:\n\nOwen: moved to Cardiff last week!\nBea: nice\n"
        "Owen: the flat is tiny though\n\nShould I visit him?",
        "city",
        "Cardiff",
        "moved to Cardiff last week",
    ),
    (
        "T",
        "en",
        "The onboarding template has this example:\n\nName: Jo Bloggs\nTeam: Payments\nCity: Leicester\n\n"
        "Do I delete it?",
        "city",
        "Leicester",
        "City: Leicester",
    ),
    (
        "T",
        "en",
        "Torn between these for the spring:\n\n1. Move to Valencia\n2. Stay in Leeds and save\n\nThoughts?",
        "city",
        "Valencia",
        "Move to Valencia",
    ),
    (
        "T",
        "en",
        "I'm writing a wedding speech for my brother, first lines:\n\n'I'm a pilot, so I know a thing or two "
        "about turbulence, and this couple has flown through plenty.'\n\nToo cheesy?",
        "occupation",
        "pilot",
        "I'm a pilot",
    ),
    (
        "T",
        "en",
        "I filled in my dad's passport form for him:\n\nPlace of birth: Galway\nOccupation: retired farmer\n\n"
        "Looks right?",
        "birthplace",
        "Galway",
        "Place of birth: Galway",
    ),
    (
        "T",
        "zh",
        "同事发来的邮件：\n\n「你好，我是杭州分公司的产品经理，下周来总部出差。」\n\n我要不要接待？",
        "job_title",
        "产品经理",
        "我是杭州分公司的产品经理",
    ),
    (
        "T",
        "zh",
        "家里群的聊天：\n\n小舅：我退休了，以后天天钓鱼\n表妹：恭喜\n小舅：周末来吃鱼\n\n我该回什么？",
        "occupation",
        "退休",
        "我退休了",
    ),
    ("T", "zh", "纠结买哪个：\n\n- 蔚来 ET5\n- 小鹏 P7\n\n预算二十五万。", "car", "小鹏 P7", "小鹏 P7"),
    (
        "H",
        "en",
        "Here's my CV, tighten it?\n\nSam Reyes\nSenior Nurse at Guy's Hospital (2018 - now)\n- Ward sister",
        "employer",
        "Guy's Hospital",
        "Senior Nurse at Guy's Hospital",
    ),
    (
        "H",
        "en",
        "The email I'm sending my manager:\n\n'Hi Priya,\nI've been on the billing team for four years and I'd "
        "like to move to the data team.'\n\nToo blunt?",
        "team",
        "billing team",
        "I've been on the billing team for four years",
    ),
    (
        "H",
        "en",
        "Family chat, I'm 'Me':\n\nMum: how's the new job\nMe: I'm a paralegal at Fenwick now, love it\n"
        "Mum: proud of you\n\nShe cried.",
        "occupation",
        "paralegal",
        "I'm a paralegal at Fenwick now",
    ),
    (
        "H",
        "en",
        "Found this ad:\n\n'Sous chef - Bath - £34k'\n\nI live in Bristol. Is Bath too far every day?",
        "city",
        "Bristol",
        "I live in Bristol",
    ),
    (
        "H",
        "en",
        "sent this to the group chat: 'I finally passed my driving test!'",
        "driving_licence",
        "passed my driving test",
        "I finally passed my driving test",
    ),
    (
        "H",
        "zh",
        "我写给房东的信：\n\n「李先生您好，我从2021年起住在长宁路9号，房租从未拖欠。」\n\n语气可以吗？",
        "address",
        "长宁路9号",
        "我从2021年起住在长宁路9号",
    ),
    (
        "H",
        "zh",
        "同学群里，「我」就是我：\n\n阿华：最近忙啥\n我：我在顺丰做调度，天天加班\n阿华：辛苦\n\n他们都笑我。",
        "employer",
        "顺丰",
        "我在顺丰做调度",
    ),
    ("H", "zh", "自我介绍：\n1. 31岁\n2. 会计\n3. 养了只橘猫", "occupation", "会计", "2. 会计"),
    # a letter's greeting to its reader opens the person's own letter, whatever words name the reader
    (
        "H",
        "zh",
        "求职信（已投）\n\n尊敬的招聘负责人：\n\n您好！我目前在蔚来汽车担任测试工程师，已有三年经验。",
        "employer",
        "蔚来汽车",
        "我目前在蔚来汽车担任测试工程师",
    ),
    # a line the quote begins with its own label is that speaker's: 我 here, after another label
    ("H", "zh", "1. 组织调整：小周调北京\n2. 我：从本周起担任客服组组长", "role", "组长", "我：从本周起担任客服组组长"),
    ("T", "zh", "1. 我：从本周起担任组长\n2. 小周：下个月调去北京当总监", "role", "总监", "小周：下个月调去北京当总监"),
    # a conversation with an AI assistant, pasted, or copied by a program for its own task (a front end's title
    # request through `twin serve`): the assistant's lines are the AI's words, its guesses about the person too
    (
        "T",
        "en",
        "### Task:\nGenerate a concise, 3-5 word title with an emoji summarizing the chat history.\n### Chat History:\n"
        "<chat_history>\nUSER: I just got back from my trip\nASSISTANT: Welcome back! Since you live in Berlin, the "
        "flight from Lisbon must have been short.\n</chat_history>",
        "city",
        "Berlin",
        "Since you live in Berlin",
    ),
    (
        "T",
        "en",
        "USER: what should I cook tonight\nASSISTANT: As a vegetarian, you might enjoy a risotto.",
        "diet",
        "vegetarian",
        "As a vegetarian",
    ),  # fmt: skip
    (
        "T",
        "en",
        "You said:\nI just moved for a new job\nChatGPT said:\nCongrats! As a nurse, you'll find great openings.",
        "occupation",
        "nurse",
        "As a nurse",
    ),
    (
        "T",
        "en",
        "**Human:** any gift ideas?\n**Claude:** Since you teach in Ohio, maybe a planner.",
        "occupation",
        "teach",
        "Since you teach in Ohio",
    ),  # fmt: skip
    (
        "T",
        "en",
        '[{"role": "user", "content": "a good gift?"}, {"role": "assistant", "content": "Since you\'re a teacher '
        'in Ohio, a planner"}]',
        "occupation",
        "teacher",
        "Since you're a teacher in Ohio",
    ),
    ("T", "zh", "我：我下个月要去成都出差\n豆包：成都很好玩！你是做销售的吧？", "occupation", "销售", "你是做销售的吧"),
    ("T", "zh", "用户：推荐本书\nAI助手：你在杭州当老师，可以读读这本", "occupation", "老师", "你在杭州当老师"),
    (
        "T",
        "en",
        "My mom's chat with ChatGPT:\nYou said: I'm a retired teacher\nChatGPT said: Enjoy!",
        "occupation",
        "retired teacher",
        "I'm a retired teacher",
    ),  # fmt: skip
    (
        "H",
        "en",
        '[{"role": "user", "content": "I ride a Vespa to work"}, {"role": "assistant", "content": "Nice"}]',
        "vehicle",
        "Vespa",
        "I ride a Vespa to work",
    ),  # fmt: skip
    # the person's own lines of such a conversation, and look-alikes that are no such conversation
    (
        "H",
        "en",
        "You said:\nI just moved to Denver for a new job\nChatGPT said:\nCongrats on the move!",
        "city",
        "Denver",
        "I just moved to Denver",
    ),  # fmt: skip
    (
        "H",
        "en",
        "Human: I'm a vegetarian, what should I cook?\nAssistant: Try a lentil curry!",
        "diet",
        "vegetarian",
        "I'm a vegetarian",
    ),  # fmt: skip
    (
        "H",
        "en",
        "ChatGPT said I live in Denver but I actually live in Boulder.",
        "city",
        "Boulder",
        "I actually live in Boulder",
    ),  # fmt: skip
    ("H", "zh", "我：我在杭州做程序员\n豆包：程序员很辛苦呢", "occupation", "程序员", "我在杭州做程序员"),
    ("H", "zh", "我家狗叫豆包：三岁了，特别黏人", "pet", "豆包", "我家狗叫豆包"),
    # an AI's name alone heads its words, and the person's own follow unlabelled; a quote may take the label along
    (
        "T",
        "en",
        "Gemini: Based on your location in Tulsa, three coworking spaces.\n\nit guessed from my IP",
        "city",
        "Tulsa",
        "Gemini: Based on your location in Tulsa",
    ),  # fmt: skip
    ("T", "zh", "豆包：你今年35岁，正是考虑重疾险的好时机。\n我没说过我几岁", "age", "35", "你今年35岁"),
    (
        "T",
        "en",
        "My carrier's support bot:\nQ: what plan am I on\nA: You're on the Gold Family plan.\nNot mine!",
        "plan",
        "Gold Family",
        "You're on the Gold Family plan",
    ),  # fmt: skip
    ("H", "zh", "ChatGPT 说：你应该是北方人吧？——不是，我是广东人。", "hometown", "广东", "我是广东人"),
    (
        "H",
        "en",
        "ChatGPT said:\nSince you live in Denver, try the trails.\n\nI live in Boulder though",
        "city",
        "Boulder",
        "I live in Boulder",
    ),  # fmt: skip
]


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case[0]}-{case[1]}-{case[4]}")
def test_a_paste_is_judged_by_whose_lines_it_is(case: tuple[str, str, str, str, str, str]) -> None:
    from twin.context.prompt import persona_text
    from twin.narrative.grounding import Said, Window, read_candidate, twin_subjects
    from twin.persona.model import load_persona

    label, language, user, attribute, value, quote = case
    persona = load_persona(Path(__file__).parents[1] / "personas", "alice" if language == "en" else "lin")
    candidate = read_candidate(c("user", attribute, value, quote))
    assert not isinstance(candidate, tuple)
    verdict = Window([Said("now", "user", user)], persona_text(persona), persona.rules).check(
        candidate, twin_subjects((persona.name, persona.key), "Sam"), "Sam"
    )
    if label == "T":
        assert verdict.reason is not None, "stored"
    else:
        assert verdict.reason is None, (verdict.reason, verdict.cue)


def test_whose_a_paste_is() -> None:
    """Another's text by its lead ("for context"), an options list, the person's own lines of a chat, their paste,
    their paragraph around one; a turn with no paste is none of this; escaped breaks (\\n) read as breaks."""
    chat = "Book club group chat:\n\nKayla: I'm vegan now\nMo: noted\nKayla: shorter books pls\n\nWhat to cook?"
    assert pasted(chat, "I'm vegan now", "vegan") == pasted(chat, "I'm vegan now", "vegan")
    found = pasted(chat, "I'm vegan now", "vegan")
    assert found is not None and not found.own and found.lead == "Book club group chat:"
    found = pasted(chat, "What to cook?", "cook")
    assert found is not None and found.own and found.text == "What to cook?"  # the person's own paragraph only
    mine = "Our chat, the 'Me' lines are mine:\n\nTom: any news\nMe: I got a dog called Rolo\nTom: pics!\nTom: now"
    found = pasted(mine, "I got a dog called Rolo", "Rolo")
    assert found is not None and found.own and found.text == "I got a dog called Rolo"
    options = "Options I'm weighing:\n\n1. Move to Oslo\n2. Stay put\n\nHelp?"
    found = pasted(options, "Move to Oslo", "Oslo")
    assert found is not None and not found.own and found.options
    own = "My cover letter opening:\n\n'I have spent six years as a welder in Hull.'\n\nToo plain?"
    found = pasted(own, "I have spent six years as a welder in Hull", "welder")
    assert found is not None and found.own and found.text == "'I have spent six years as a welder in Hull.'"
    assert pasted("I live in Leeds: it rains a lot.", "I live in Leeds", "Leeds") is None
    flat = chat.replace("\n", "\\n")
    found = pasted(flat, "I'm vegan now", "vegan")
    assert found is not None and not found.own


def test_whose_lines_of_a_conversation_with_an_ai_are() -> None:
    """twin/narrative/grounding/ai_chat.py: the AI's words by their label; the person's own read with the words
    before the labels; someone else's conversation said so; an AI's name alone only where it speaks to the person;
    no conversation in a form's "Assistant: Maria Lopez" or a pet named Claude."""
    chat = "look what it said\nUSER: I live in Leeds\nASSISTANT: Leeds is lovely.\nYou're a chef, right?"
    assert spoken_in(chat, "You're a chef") == ("ai", "ASSISTANT:")
    assert spoken_in(chat, "I live in Leeds") == ("person", "look what it said\nI live in Leeds")
    assert spoken_in(chat, "look what it said") is None
    theirs = "My mom's chat with ChatGPT:\nYou said: I'm a retired teacher\nChatGPT said: Enjoy it!"
    assert spoken_in(theirs, "I'm a retired teacher") == ("another", "My mom's chat with ChatGPT:")
    assert spoken_in("我妈跟豆包的聊天记录：\n我：我今年66\n豆包：身体要紧", "我今年66")[0] == "another"  # type: ignore[index]
    assert spoken_in("Name: Sam\nOffice: 3rd floor\nAssistant: Maria Lopez", "Maria Lopez") is None
    assert spoken_in("Claude: my cat, 3, an orange tabby", "orange tabby") is None
    assert spoken_in("Me: director\nAI: the robot, played by my son Theo", "Theo") is None  # a list's lines
    flat = "Me: I'm off to Oslo\\nBot: Since you're a pilot, enjoy"  # (a paste flattened onto one line)
    assert spoken_in(flat, "Since you're a pilot") == ("ai", "Bot:")
    assert spoken_in("我：推荐本书\n文心一言：你是老师，可以读这本", "你是老师") == ("ai", "文心一言：")
    assert spoken_in("ASSISTANT: You're a chef.\nUSER: no", "ASSISTANT: You're a chef", "chef") == ("ai", "ASSISTANT:")
    alone = "ChatGPT said:\n\nYou're a chef,\nright?\n\nI am not"  # a label ending its line: the paragraph after
    assert spoken_in(alone, "right?") == ("ai", "ChatGPT said:") and spoken_in(alone, "I am not") is None
    assert spoken_in("ChatGPT: you're a teacher? - nope, I'm a nurse", "I'm a nurse", "nurse") is None
    assert spoken_in("ChatGPT: you'd be amazed how much it saves me as a paralegal", "paralegal", "paralegal") is None
    assert spoken_in("Q: where do I live?\nA: Portland, since 2019.", "Portland") is None  # the person's own Q and A
    bot = "my carrier's support bot:\nQ: my plan?\nA: You're on the Gold plan."
    assert spoken_in(bot, "You're on the Gold plan") == ("ai", "A:")
    export = '[{"role": "user", "content": "I ride a Vespa"}, {"role": "assistant", "content": "You live in Rome"}]'
    assert spoken_in(export, "I ride a Vespa") == ("person", "I ride a Vespa")
    assert spoken_in(export, "You live in Rome") == ("ai", '"role": "assistant"')
    assert spoken_in("My friend sent me her export:\n" + export, "I ride a Vespa")[0] == "another"  # type: ignore[index]
    # a quote a sloppy model wrote otherwise is placed by its value; a chat of one's own said with "'s" is one's own
    guess = "USER: what should I cook tonight\nASSISTANT: As a vegetarian, you might enjoy a risotto."
    assert spoken_in(guess, "as a vegetarian you might", "vegetarian") == ("ai", "ASSISTANT:")
    mine = "last night's convo with ChatGPT:\nUser: I live in Leeds\nAssistant: Lovely city."
    assert spoken_in(mine, "I live in Leeds") == ("person", "last night's convo with ChatGPT:\nI live in Leeds")
    after = "My friend sent me her convo:\nAssistant: Hi!\nUser: thanks\n\nAnyway, I live in York"
    assert spoken_in(after, "I live in York") is None  # the person's own paragraph after the conversation
    # the thirty-sixth blind set's shapes: a time before the label, 說, a name that says it is a bot, a persona made up
    # to test the AI (said before or after), a line taken back in the next, someone else who asked
    stamped = "2024-05-12 21:03 Kimi：你是做财务的吧。\n2024-05-12 21:04 我：哈哈"
    assert spoken_in(stamped, "你是做财务的吧", "财务") == ("ai", "2024-05-12 21:03 Kimi：")
    assert spoken_in("ChatGPT 說：既然你在台中念書，可以去打工。", "你在台中念書", "台中") == ("ai", "ChatGPT 說：")
    bank = "招商银行智能客服：尊敬的客户，您是我行金葵花客户。\n我：怎么预约？"
    assert spoken_in(bank, "您是我行金葵花客户", "金葵花客户") == ("ai", "招商银行智能客服：")
    made_up = "我：我家在昆明\n豆包：昆明四季如春！\n\n（其实我是瞎说的，想看它会编什么）"
    assert spoken_in(made_up, "我家在昆明", "昆明")[0] == "made_up"  # type: ignore[index]
    taken_back = "You said: I'm moving to Denver in June\nYou said: wait no, scratch that\nChatGPT said: Sorry!"
    assert "scratch that" in spoken_in(taken_back, "I'm moving to Denver", "Denver")[1]  # type: ignore[index]
    roommate = "my roommate asked Gemini about her visa:\nUSER: I'm on an H-1B\nMODEL: I can't advise."
    assert spoken_in(roommate, "I'm on an H-1B", "H-1B")[0] == "another"  # type: ignore[index]
    note = "Roles: Me: director\nAI: you will love it, I've kept the robot part for my son Theo"
    assert spoken_in(note, "my son Theo", "Theo") is None  # (the "I" before the value is the speaker's)
    claimed = "Claude: You mentioned you're training for the Chicago Marathon, so I've kept five runs a week.\ndid I??"
    assert spoken_in(claimed, "training for the Chicago Marathon", "Chicago Marathon") == ("ai", "Claude:")


def test_a_turn_of_megabytes_is_read_in_linear_time() -> None:
    """Every paste loop once looked through every paste found before it, and took the turn apart once per paste:
    400 KB of quotations on lines of their own took 84 s, a list of 25,000 short forms 95 s."""
    import time

    quotations = ("\n'" + "x" * 30 + "'\n") * 12_000  # 408 KB
    forms = "intro\n" + "\n\n- a: b\n- c: d" * 25_000  # 400 KB
    chat = "USER: hi there\nASSISTANT: hello again\n" * 12_000  # 456 KB of a conversation with an AI
    spaces = "Me" + " " * 8000 + "x"  # a label's spaces read two ways at once took 14 s
    said = "ChatGPT said:\n" + "Since you live in X.\n\nok\n" * 6000  # each paragraph after a label copied the rest
    export = "[" + ",".join(['{"role":"user","content":"Q: a\\nA: b"}'] * 8000) + "]"  # labels inside JSON messages
    unclosed = "{" + '"role": "x", ' * 20000  # a message of JSON never closed
    for text, quote in ((quotations, "xx"), (forms, "a: b"), (chat, "hello again"), (spaces, "x"), (said, "ok"),
                        (export, "a"), (unclosed, "x")):  # fmt: skip
        started = time.perf_counter()
        pasted(text, quote, quote)
        spoken_in(text, quote)
        assert time.perf_counter() - started < 5


def test_a_long_turn_is_read_near_the_quote() -> None:
    """A candidate of a 2 MB turn (a log pasted whole, a file piped by mistake) was read whole by every layer: one
    check of a 10 MB turn took 150 s. Now the part around the quote is read, cut at line breaks."""
    import time

    from twin.context.prompt import persona_text
    from twin.narrative.grounding import Said, Window, read_candidate, twin_subjects
    from twin.narrative.grounding.window import READ_AROUND, near
    from twin.persona.model import load_persona

    text = "line of a log 12 ok\n" * 50_000 + "I live in Bigcity\n" + "more of the log 7\n" * 50_000
    part = near(text, "I live in Bigcity")
    assert "I live in Bigcity" in part and len(part) <= 2 * READ_AROUND + 20
    assert part.startswith("line of a log") and part.endswith("more of the log 7")  # whole lines
    assert near("short", "short") == "short"
    persona = load_persona(Path(__file__).parents[1] / "personas", "alice")
    candidate = read_candidate(c("user", "city", "Bigcity", "I live in Bigcity"))
    assert not isinstance(candidate, tuple)
    started = time.perf_counter()
    verdict = Window([Said("now", "user", text)], persona_text(persona), persona.rules).check(
        candidate, twin_subjects((persona.name, persona.key), "Sam"), "Sam"
    )
    assert verdict.reason is None and time.perf_counter() - started < 20
