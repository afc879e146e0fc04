"""The long history: her story, MADial's memories and her everyday life as dated sessions, written as a twin's.

A session is an evening's chat (a weekend's from the morning on): a greeting and small talk, one to four things
she tells (her story's and the children's memories of that day first, then everyday ones), more small talk, a
goodnight. Every message of hers is answered by one short reply of the twin, as in a real chat: mostly a plain
acknowledgement, sometimes one that echoes her words, and the replies her story's scripts give. Sessions fall on
about two days in five, and on every day something of her story or of MADial is told.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from pathlib import Path

from bench.recall_zh.event import END, START, ZONE, Event
from bench.recall_zh.madial import madial_events
from bench.recall_zh.routine import Routine
from bench.recall_zh.story import story
from twin.sessions.session import SessionStore

SESSION_SHARE = 0.5  # the share of days with a session, besides the days her story or MADial needs
HEADER = {"persona": "twin", "user": "林悦"}

OPENERS = [
    "晚上好。", "我回来了。", "在吗？", "今天好累啊。", "刚到家。", "嗨，又是我。", "忙了一天终于闲下来了。",
    "孩子们睡了，来跟你聊会儿。", "今天过得好快。", "唉，又是一周。",
]  # fmt: skip
WEATHER = {
    "spring": ["今天天气真好，阳光明媚。", "小区里的樱花开了。", "下了一整天的小雨。", "早晚温差好大。"],
    "summer": ["今天热死了，三十七度。", "梅雨季，衣服都晾不干。", "台风要来了，风好大。", "空调开了一整天。"],
    "autumn": ["降温了，得把厚衣服翻出来。", "桂花开了，楼下好香。", "今天秋高气爽，特别舒服。", "又下雨了。"],
    "winter": ["好冷啊，手都冻僵了。", "今天居然下雪了。", "家里开了暖气，干得难受。", "阴冷阴冷的，不想出门。"],
}  # fmt: skip
CHATTER = [
    "地铁上人好多，挤死了。", "今天打车回来的，堵了四十分钟。", "心情有点低落，说不上为什么。", "今天挺开心的。",
    "头有点疼，可能是没睡好。", "最近在追{show}，挺好看的。", "晚上和老周看了两集{show}。", "晚饭随便煮了碗面。",
    "明天要早起送孩子上学。", "周末想带孩子们出去走走。", "明天要开一天的会。", "今天忘带伞了，淋成落汤鸡。",
    "手机屏幕摔裂了，心疼。", "老周今天又加班。", "我最近好想喝奶茶。", "今天收到一个快递，都忘了买的什么。",
    "早上起晚了，差点迟到。", "刚给我妈打了个电话。", "我发现我最近老是丢三落四的。", "晚上吃多了，撑。",
]  # fmt: skip
SHOWS = ["《繁花》", "《漫长的季节》", "《狂飙》", "《庆余年2》", "《玫瑰的故事》", "《去有风的地方》", "《三体》"]
CLOSERS = ["好了，我去睡了。", "不聊了，去哄孩子睡觉。", "晚安。", "先这样，明天再聊。", "困了，睡觉去。"]
# the twin's side
ACKS = [
    "嗯嗯，然后呢？", "听起来不错！", "辛苦啦。", "哈哈，真有意思。", "原来是这样。", "我记下了。", "那挺好的。",
    "别太累着自己。", "抱抱你。", "后来怎么样了？", "是啊。", "确实。", "好的。", "慢慢来，不着急。",
    "这个我能理解。", "嗯，我在听。", "真不容易。", "哇，不错嘛。",
]  # fmt: skip
GREETINGS = ["晚上好！今天过得怎么样？", "欢迎回来～", "在呢，今天怎么样？", "来啦！"]
GOODNIGHTS = ["晚安，好梦！", "好的，明天见。", "早点休息～", "晚安。"]
ECHOES = {
    "dinner": ["{dish}听着就香！", "在{place}吃的呀，那家怎么样？", "吃得开心就好。"],
    "outing": ["{place}好玩吗？", "孩子们玩得开心就好。"],
    "doctor": ["希望早点好起来。", "身体要紧，多休息。"],
    "kids": ["孩子们真是每天都有新鲜事。", "当妈真不容易。"],
    "colleague": ["{who}最近事情真多。", "你们公司真热闹。"],
    "madial": ["{child}真棒！", "{child}最近怎么样？", "小孩子的心情来得快去得也快。"],
}  # fmt: skip


@dataclass
class Written:
    """One turn as written: its id, who said it, when, and what."""

    id: str
    role: str
    at: datetime
    text: str


@dataclass
class History:
    """The events and the turns of the history, once written."""

    events: dict[str, Event]
    turns: list[Written] = field(default_factory=list)  # oldest first
    sessions: int = 0

    @property
    def statements(self) -> int:
        """How many messages of hers there are."""
        return sum(1 for t in self.turns if t.role == "user")


def _season(day: date) -> str:
    return {12: "winter", 1: "winter", 2: "winter", 3: "spring", 4: "spring", 5: "spring", 6: "summer", 7: "summer",
            8: "summer"}.get(day.month, "autumn")  # fmt: skip


def plan(madial_path: Path, seed: int) -> tuple[list[Event], list[tuple[date, list[tuple[str, object]]]]]:
    """Every event, and every session as (day, script): the script's items are ("say", words) for small talk and
    ("event", Event) for something she tells."""
    rng = random.Random(seed)
    told = story() + madial_events(madial_path, START, rng)
    by_day: dict[date, list[Event]] = {}
    for event in told:
        by_day.setdefault(event.said, []).append(event)
    routine = Routine(rng)
    sessions: list[tuple[date, list[tuple[str, object]]]] = []
    day = START
    while day <= END:
        fixed = by_day.get(day, [])
        if fixed or rng.random() < SESSION_SHARE:
            everyday = routine.day(day, max(0, rng.choice([2, 2, 3, 3, 4, 5]) - len(fixed)))
            middle: list[tuple[str, object]] = [("event", e) for e in fixed + everyday]
            for _ in range(rng.choice([0, 1, 1, 2])):
                words = rng.choice(CHATTER + WEATHER[_season(day)]).format(show=rng.choice(SHOWS))
                middle.insert(rng.randint(0, len(middle)), ("say", words))
            script: list[tuple[str, object]] = []
            if rng.random() < 0.7:
                script.append(("say", rng.choice(OPENERS)))
            script += middle
            if rng.random() < 0.5:
                script.append(("say", rng.choice(CLOSERS)))
            sessions.append((day, script))
        day += timedelta(days=1)
    return told + routine.events, sessions


def _turns(script: list[tuple[str, object]], rng: random.Random) -> list[tuple[str, str, Event | None, int]]:
    """A session's turns in order, each of hers answered: (role, words, the event a line of hers belongs to, the
    seconds since the turn before)."""
    out: list[tuple[str, str, Event | None, int]] = []
    for n, (_, item) in enumerate(script):
        if not isinstance(item, Event):
            text = str(item)
            out.append(("user", text, None, rng.randint(20, 90)))
            first, last = n == 0 and text in OPENERS, text in CLOSERS
            reply = rng.choice(GREETINGS if first else GOODNIGHTS if last else ACKS)
            out.append(("assistant", reply, None, rng.randint(20, 90)))
            continue
        for i, (_, words) in enumerate(item.lines):
            out.append(("user", words, item, rng.randint(20, 90)))
            reply = item.replies.get(i)
            if reply is None and i == len(item.lines) - 1 and item.kind in ECHOES and rng.random() < 0.4:
                slots = {"dish": "", "place": "", "who": "", "child": "孩子", **item.slots}
                reply = rng.choice(ECHOES[item.kind]).format(**slots)
            out.append(("assistant", reply or rng.choice(ACKS), None, rng.randint(20, 90)))
    return out


def write_history(twin_dir: Path, madial_path: Path, seed: int) -> History:
    """Write the history as the twin's session files (her turns and the twin's replies) and return it."""
    rng = random.Random(seed + 1)
    events, sessions = plan(madial_path, seed)
    history = History({e.name: e for e in events})
    if len(history.events) != len(events):
        raise ValueError("two events share a name")
    store = SessionStore(twin_dir)
    for day, script in sessions:
        weekend = day.weekday() >= 5
        hour = rng.randint(9, 20) if weekend else rng.randint(19, 21)
        at = datetime.combine(day, time(hour, rng.randint(0, 59)), tzinfo=ZONE)
        writer = store.start(HEADER, at=at)
        for role, text, event, gap in _turns(script, rng):
            at += timedelta(seconds=gap)
            turn = writer.add_turn(role, text, at=at)
            history.turns.append(Written(turn.id, role, at, text))
            if event is not None:
                event.ids.append(turn.id)
        writer.end("import")
        history.sessions += 1
    return history
