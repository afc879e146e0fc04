"""A generated twin home: the shipped personas and a year of sessions for one twin, in the real file format.

Each session also gets its diary chapter, as it would after twin's memory
work has run: a session without one is "owed", and the next `twin chat`
would start writing a thousand chapters in the background.
"""

from __future__ import annotations

import random
import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path

from twin.clock import to_iso
from twin.home import Home
from twin.narrative.chapters import ChapterStore
from twin.persona.model import load_persona
from twin.sessions.session import SessionStore
from twin.settings import Settings, settings_text
from twin.store.ids import new_id
from twin.store.jsonl import make_record
from twin.store.replace import replace_file

USER_EN = [
    "I have a job offer from a bigger company and I can't decide.",
    "My manager wants me to lead the migration, but I've never led anything.",
    "We moved the project from Vue to React last week.",
    "I keep putting off the conversation with my sister about our parents.",
    "Is it silly to go back to school at thirty-eight?",
    "I ran my first 10k on Sunday, slower than I hoped.",
    "The planning meeting on Tuesday drained me again.",
    "I think I want to teach, but the pay cut scares me.",
    "Parsnip chewed through the charger cable this morning.",
    "I've been writing in a notebook every morning like you suggested.",
    "What would you ask me if you were in my place?",
    "Honestly I'm tired of pretending I like this work.",
    "We shipped the release, two weeks late, but it works.",
    "Do you remember what I said about the course?",
]
ASSISTANT_EN = [
    "That's a real fork. What would you lose by staying that you wouldn't say out loud to your manager?",
    "Leading something you've never led is how everyone starts leading. Which part worries you: people, or plans?",
    "Mid-project is a brave time to switch. What pushed it over the edge?",
    "Putting it off is a decision too, just a slower one. What's the first sentence you'd say?",
    "Thirty-eight is not late; it's a sample of one. What would the cheapest test look like?",
    "Slower than you hoped is still ten kilometres. How did the last two feel?",
    "Tuesday again. What exactly happens in that meeting that costs you the most?",
    "The pay cut is a number you can look at. Have you looked at it, on paper, month by month?",
    "Dogs have opinions about cables. Did you at least get a good story out of it?",
    "Good. Anything in the notebook surprise you yet?",
    "I'd ask what you'd do if nobody ever found out which choice you made.",
    "That's the true, slightly embarrassing thing. Let's stay with it for a minute.",
]
USER_ZH = [
    "这周一直在加班，感觉有点撑不住了。",
    "我在想要不要辞职去读研究生。",
    "昨天和老板谈了升职的事，他说再等半年。",
    "周末去爬了山，天气很好，心情也好多了。",
    "我妈又催我回老家工作，我不知道怎么跟她说。",
    "最近在学做饭，第一次做红烧肉居然成功了。",
    "你觉得我应该先存钱还是先去旅行？",
    "项目上线了，虽然晚了两周，但总算没出大问题。",
    "我发现自己越来越不想说话了。",
    "上次说的那本书我看完了，写得真好。",
    "朋友约我一起创业，我有点心动又有点害怕。",
]
ASSISTANT_ZH = [
    "先别急着下结论。你说撑不住，是身体累，还是心里累？",
    "读研是个大决定。你想清楚了读完之后要做什么吗？",
    "再等半年，这句话你信几分？",
    "山上的风最能把脑子吹干净。下次打算去哪儿？",
    "这件事你自己心里其实有答案吧？只是还没找到说出口的方式。",
    "红烧肉成功了，值得记一笔。下一道想学什么？",
    "钱和路，哪个等得起？你先说说你现在最缺的是哪一个。",
    "晚了两周但没出大问题，这已经是很多项目求不来的结局了。",
    "不想说话的时候，也可以只听。最近有什么让你觉得安心的事吗？",
    "能让你说写得真好，那一定有一段戳中了你。是哪一段？",
    "心动和害怕可以同时存在。你最怕的那个结果，具体是什么样的？",
]
USERS = ["Sam", "小林"]
DIARY = [
    "We talked about the offer again. They keep circling the same question, and I think the answer is already there.",
    "A lighter session today. The 10k, the dog, the charger cable. Small things, but they sounded steadier.",
    "Hard one. The Tuesday meeting came up three times; that's where the real problem lives.",
    "今天聊的多半是工作和家里的事。他说得比上次具体，这是好事。",
    "他提到想辞职读研，我问了读完之后要做什么，他没有马上回答。",
    "Mostly practical: numbers, month by month. They looked at the pay cut on paper for the first time.",
]


def _text(rng: random.Random, lines: list[str]) -> str:
    return " ".join(rng.sample(lines, rng.randint(1, 3)))


def make_home(root: Path, personas: Path, *, persona: str = "alice", sessions: int = 1000, seed: int = 2) -> Home:
    """Fill `root` with twin.toml, the personas and `sessions` sessions of 10-40 turns spread over a year."""
    rng = random.Random(seed)
    home = Home(root, "$TWIN_HOME")
    shutil.copytree(personas, home.personas_dir, dirs_exist_ok=True)
    replace_file(home.settings_path, settings_text(Settings(default_persona=persona, user="Sam")).encode("utf-8"))
    digest = load_persona(home.personas_dir, persona).digest
    store = SessionStore(home.twin_dir(persona))
    chapters = ChapterStore(home.twin_dir(persona))
    year_ago = datetime.now(UTC) - timedelta(days=366)  # the newest session ends a day or so before now
    starts = sorted(year_ago + timedelta(seconds=rng.uniform(0, 365 * 86400)) for _ in range(sessions))
    for start in starts:
        chinese = rng.random() < 0.4
        header = {
            "persona": persona,
            "persona_hash": digest,
            "model": "deepseek-chat",
            "endpoint": "api.deepseek.com",
            "user": USERS[chinese],
        }
        writer = store.start(header, at=start)
        at = start
        user_turn = None
        for index in range(rng.randint(10, 40)):
            at += timedelta(seconds=rng.randint(15, 240))
            if index % 2 == 0:
                user_turn = writer.add_turn("user", _text(rng, USER_ZH if chinese else USER_EN), at=at)
                continue
            text = _text(rng, ASSISTANT_ZH if chinese else ASSISTANT_EN)
            status = "interrupted" if rng.random() < 0.03 else "ok"
            if status == "interrupted":
                text = text[: len(text) // 2]
            writer.add_turn(
                "assistant",
                text,
                at=at,
                status=status,
                model="deepseek-chat",
                usage={"prompt_tokens": rng.randint(800, 6000), "completion_tokens": len(text) // 2 + 1},
                latency_ms=rng.randint(900, 9000),
                first_token_ms=rng.randint(200, 900),
                reply_to=user_turn.id if user_turn else None,
                prompt="chat_system.zh.v1" if chinese else "chat_system.en.v1",
                context_tokens=rng.randint(800, 6000),
            )
        end = make_record("end", {"reason": rng.choice(["eof", "exit"]), "turns": len(writer.turns)})
        end["id"], end["ts"] = new_id(at), to_iso(at)
        writer.file.append_records([end])
        said = writer.conversation()
        chapters.add(
            writer.id, said[0].ts, said[-1].ts, _text(rng, DIARY), "write_chapter.en.v1", parts=1, turns=len(said)
        )
    return home
