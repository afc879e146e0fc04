"""A generated twin with a long history: N sessions and M turns in the real file format, written directly (fast).

Each session file is what `SessionStore` writes (a `session` header, `turn`
records with the same fields a chat records, an `end` record), and
chapters.jsonl holds a chapter for every session, so `twin sessions list`
has every column to fill. A few turns carry marker words (`MARKER_EN`,
`MARKER_ZH`) so a search has a small, known set of hits; `COMMON_EN` is a word
in about a tenth of the English turns.
"""

from __future__ import annotations

import json
import random
import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path

from twin.clock import to_iso
from twin.home import Home
from twin.settings import Settings, settings_text
from twin.store.ids import new_id
from twin.store.replace import replace_file
from twin.store.shapes import session_file_name

MARKER_EN = "zanzibar"  # in about 1 turn in 10,000
MARKER_ZH = "鲸鱼"  # in about 1 turn in 10,000
COMMON_EN = "meeting"  # in one of the English lines below

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
]
ASSISTANT_EN = [
    "That's a real fork. What would you lose by staying that you wouldn't say out loud to your manager?",
    "Leading something you've never led is how everyone starts leading. Which part worries you: people, or plans?",
    "Mid-project is a brave time to switch. What pushed it over the edge?",
    "Putting it off is a decision too, just a slower one. What's the first sentence you'd say?",
    "Thirty-eight is not late; it's a sample of one. What would the cheapest test look like?",
    "Slower than you hoped is still ten kilometres. How did the last two feel?",
    "The pay cut is a number you can look at. Have you looked at it, on paper, month by month?",
    "Good. Anything in the notebook surprise you yet?",
]
USER_ZH = [
    "这周一直在加班，感觉有点撑不住了。",
    "我在想要不要辞职去读研究生。",
    "昨天和老板谈了升职的事，他说再等半年。",
    "周末去爬了山，天气很好，心情也好多了。",
    "我妈又催我回老家工作，我不知道怎么跟她说。",
    "最近在学做饭，第一次做红烧肉居然成功了。",
    "朋友约我一起创业，我有点心动又有点害怕。",
]
ASSISTANT_ZH = [
    "先别急着下结论。你说撑不住，是身体累，还是心里累？",
    "读研是个大决定。你想清楚了读完之后要做什么吗？",
    "再等半年，这句话你信几分？",
    "山上的风最能把脑子吹干净。下次打算去哪儿？",
    "红烧肉成功了，值得记一笔。下一道想学什么？",
    "心动和害怕可以同时存在。你最怕的那个结果，具体是什么样的？",
]
DIARY = [
    "We talked about the offer again. They keep circling the same question, and the answer is already there.",
    "A lighter session today. The 10k, the dog, the charger cable. Small things, but they sounded steadier.",
    "今天聊的多半是工作和家里的事。他说得比上次具体，这是好事。",
    "他提到想辞职读研，我问了读完之后要做什么，他没有马上回答。",
]
USERS = ["Sam", "小林"]


def _line(record: dict) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"


def _text(rng: random.Random, lines: list[str], chinese: bool) -> str:
    text = ("" if chinese else " ").join(rng.sample(lines, rng.randint(1, 3)))
    if rng.random() < 1e-4:
        text += f" {MARKER_EN}" if not chinese else f"我梦见了{MARKER_ZH}。"
    return text


def make_home(root: Path, personas: Path, *, sessions: int = 10_000, turns: int = 500_000, seed: int = 6) -> Home:
    """Fill `root` with twin.toml, the personas, and alice's sessions (about `turns` in all) and chapters."""
    rng = random.Random(seed)
    home = Home(root, "$TWIN_HOME")
    shutil.copytree(personas, home.personas_dir, dirs_exist_ok=True)
    replace_file(home.settings_path, settings_text(Settings(default_persona="alice", user="Sam")).encode("utf-8"))
    folder = home.twin_dir("alice") / "sessions"
    folder.mkdir(parents=True)
    weights = [rng.uniform(0.2, 1.8) for _ in range(sessions)]
    counts = [int(w / sum(weights) * turns) for w in weights]
    for i in range(turns - sum(counts)):
        counts[i % max(1, sessions)] += 1
    first = datetime.now(UTC) - timedelta(days=3 * 365)
    starts = sorted(first + timedelta(seconds=rng.uniform(0, 3 * 365 * 86400)) for _ in range(sessions))
    chapters = []
    for start, count in zip(starts, counts, strict=True):
        chinese = rng.random() < 0.4
        session_id = new_id(start)
        at = start
        lines = [_line({"v": 1, "id": session_id, "ts": to_iso(start), "kind": "session", "started": to_iso(start),
                        "persona": "alice", "persona_hash": "0123456789abcdef", "model": "deepseek-chat",
                        "endpoint": "api.deepseek.com", "user": USERS[chinese]})]  # fmt: skip
        user_id = None
        for index in range(count):
            at += timedelta(seconds=rng.randint(5, 120))
            record = {"v": 1, "id": new_id(at), "ts": to_iso(at), "kind": "turn"}
            if index % 2 == 0:
                record.update(role="user", text=_text(rng, USER_ZH if chinese else USER_EN, chinese))
                user_id = record["id"]
            else:
                record.update(role="assistant", text=_text(rng, ASSISTANT_ZH if chinese else ASSISTANT_EN, chinese),
                              status="ok", model="deepseek-chat", latency_ms=rng.randint(900, 9000),
                              reply_to=user_id, prompt="chat_system.en.v1")  # fmt: skip
            lines.append(_line(record))
        lines.append(_line({"v": 1, "id": new_id(at), "ts": to_iso(at), "kind": "end", "reason": "exit",
                            "turns": count}))  # fmt: skip
        (folder / session_file_name(start, session_id)).write_text("".join(lines), encoding="utf-8")
        chapters.append(_line({"v": 1, "id": new_id(at), "ts": to_iso(at), "kind": "chapter", "session": session_id,
                               "start": to_iso(start), "end": to_iso(at), "text": " ".join(rng.sample(DIARY, 2)),
                               "prompt": "write_chapter.en.v1"}))  # fmt: skip
    (home.twin_dir("alice") / "chapters.jsonl").write_text("".join(chapters), encoding="utf-8")
    return home
