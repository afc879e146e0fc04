"""MADial-Bench's event memories as what the person (Bart and Lisa's mother) tells the twin about her children.

The 171 memories of ../shared/bench/madial/zh-memory.jsonl (MIT licence) are
read at run time, never copied here. Each is one or two sentences about Bart
(user 1) or Lisa (user 2) in the third person ("Bart在海边放风筝，感到非常
开心。"). Here the two children are the person's son and daughter, and each
memory becomes a few short statements she says on the memory's date: the
sentence cut at its clauses, "妈妈" read as herself ("告诉妈妈" -> "告诉我"),
"爸爸" as the child's father ("他爸"), a subject put back where a clause lost
it ("感到非常开心" -> "他感到非常开心"). Nothing else is rewritten. A memory
dated before the history begins (one, of 2012) is told later, on the same
day of a later year, with its year and month in front. Memories that repeat
another word for word on the same day (162-163, 164-166) are kept once.
"""

from __future__ import annotations

import json
import random
import re
from datetime import date
from pathlib import Path

from bench.recall_zh.event import Event
from bench.recall_zh.question import Question, ask, month, season, year

CHILDREN = {1: ("Bart", "他"), 2: ("Lisa", "她")}  # MADial's user id -> the child's name and pronoun
# Words a clause begins with when it has lost its subject (the child): the pronoun goes in front, or after the
# linking word ("最后认真调整了" -> "最后他认真调整了").
_SUBJECTLESS = ("感到", "感觉", "觉得", "非常", "很", "十分", "超级", "无比", "读得", "表现", "获得", "取得", "得到",
                "对自己", "奋发图强")  # fmt: skip
_LINKS = ("最后", "后来", "然后", "但是", "但", "最终", "结果", "于是")
_SUBJECTS = ("我", "他", "她", "Bart", "Lisa", "老师", "妈妈", "爸爸", "他爸", "她爸", "爷爷", "奶奶", "两人", "大家",
             "同学", "评委", "蛋糕", "焦虑", "父母", "王同学", "一家人", "他们")  # fmt: skip
# Her own words after some memories (not evidence: the memory is the child's); chosen by the memory's emotion.
_COMMENTS = {
    "开心": ["看{p}这么高兴，我也跟着开心。", "当妈的看着也高兴。", "{p}回来一直在跟我说这件事。"],
    "焦虑": ["我听了也挺心疼的。", "这孩子心思重，我得多留意。", "我跟{p}聊了好久才睡。"],
    "失望": ["我安慰了{p}半天。", "小孩子嘛，过两天就好了。"],
    "悲伤": ["我抱着{p}哄了好一会儿。", "听得我心里也不好受。"],
    "愤怒": ["{p}气得晚饭都没怎么吃。", "我让{p}先冷静一下再说。"],
}


def memories(path: Path) -> list[dict]:
    """The memories, oldest first, a memory that repeats an earlier one word for word on its day left out."""
    found: dict[int, dict] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            for key, value in json.loads(line).items():
                found[int(key)] = value
    seen: set[tuple[str, str]] = set()
    out = []
    for key in sorted(found):
        memory = found[key]
        mark = (memory["time"], memory["event"].strip().rstrip("。"))
        if mark not in seen:
            seen.add(mark)
            out.append(memory)
    return sorted(out, key=lambda m: (m["time"], int(m["id"])))


def as_mother(text: str, user: int) -> str:
    """A memory's words as the children's mother says them: herself as 我, their father as 他爸 / 她爸."""
    _, pronoun = CHILDREN[user]
    text = text.strip().replace("爸爸妈妈", "我们").replace("父母", "我们")
    text = re.sub(r"(和|与)家人", "和我们", text)
    text = text.replace("妈妈", "我").replace("爸爸", f"{pronoun}爸")
    return text.replace("从我们那里", "从我们这儿")


def clauses(text: str) -> list[str]:
    """The clauses of a text, cut at its commas and full stops (a clause ending in 时 stays with the next one)."""
    out: list[str] = []
    for part in (c.strip() for c in re.split(r"[，,。；;！!]", text)):
        if part and out and out[-1].endswith("时"):
            out[-1] += "，" + part
        elif part:
            out.append(part)
    return out


def _with_subject(clause: str, pronoun: str) -> str:
    """A clause with the child put back in front when it begins without a subject."""
    for link in _LINKS:
        if clause.startswith(link) and len(clause) > len(link):
            rest = clause[len(link) :]
            if rest.startswith(_SUBJECTS) or rest.startswith(("，", "让", "被", "在")):
                return clause
            return link + pronoun + rest
    if clause.startswith(_SUBJECTLESS):
        return pronoun + clause
    return clause


def statements(memory: dict, rng: random.Random, *, today: bool = True) -> list[str]:
    """A memory as one to three short statements: clauses joined until a statement has 12 or more characters."""
    user = int(memory["user-id"])
    name, pronoun = CHILDREN[user]
    parts = clauses(as_mother(memory["event"], user))
    out: list[str] = []
    current = ""
    for i, part in enumerate(parts):
        part = _with_subject(part, pronoun) if i else part
        starts_anew = part.startswith(_LINKS) and len(current) >= 8
        if current and not part.startswith(("并", "都")) and (starts_anew or len(current) >= 12):
            out.append(current + "。")
            current = part
        else:
            current = f"{current}，{part}" if current else part
    if current:
        if out and len(current) < 8:
            out[-1] = out[-1][:-1] + "，" + current + "。"
        else:
            out.append(current + "。")
    first = out[0]
    if not today:
        return out
    if first.startswith(name) and not first.startswith((name + "的", name + "和", name + "与")) and rng.random() < 0.5:
        out[0] = name + "今天" + first[len(name) :]
    elif rng.random() < 0.3:
        out[0] = rng.choice(["跟你说个事，", "今天", "说个事儿，"]) + out[0]
    return out


def madial_events(path: Path, start: date, rng: random.Random) -> list[Event]:
    """Every memory as an event told on its date (a memory from before `start` on the same day of a later year)."""
    events = []
    for memory in memories(path):
        user = int(memory["user-id"])
        name, pronoun = CHILDREN[user]
        happened = date.fromisoformat(memory["time"])
        said = happened
        words = statements(memory, rng, today=happened >= start)
        if happened < start:
            said = happened.replace(year=start.year + 1)
            words[0] = f"说起来，{happened.year}年{happened.month}月的时候，" + words[0]
        lines = [("event" if i == 0 else "more", w) for i, w in enumerate(words)]
        comments = _COMMENTS.get(memory["emotion"])
        if comments and happened >= start and rng.random() < 0.35:
            lines.append(("comment", rng.choice(comments).format(p=pronoun)))
        slots = {"child": name, "scene": memory["scene"], "emotion": memory["emotion"], "memory": str(memory["id"])}
        events.append(Event(f"madial-{memory['id']}", "madial", happened, said, lines, slots=slots))
    return events


def m(memory: int, *words: str) -> str | list[str]:
    """Evidence in a memory: its first statement, or the statements that hold `words` ("~兽医"); a part that does
    not say what it is about stands beside the first statement, which does."""
    return f"madial-{memory}:event" if not words else [f"madial-{memory}:~{w}" for w in words]


def _ask(text: str, kinds: str, *evidence: str | list[str], when: tuple | None = None) -> Question:
    flat = [e for item in evidence for e in ([item] if isinstance(item, str) else item)]
    return ask(text, kinds, *flat, when=when, source="madial")


def madial_questions() -> list[Question]:
    """Questions about the children's memories, hand-written: their mother asking what happened, in her words
    (MADial's scene and emotion words among them), not the memory's."""
    return [
        _ask("Bart在动物园看到过哪些他喜欢的动物？", "paraphrase multi", m(22), m(25), m(95)),
        _ask("Lisa在动物园看到过哪些她特别喜欢的动物？", "paraphrase multi", m(24), m(31), m(80), m(144)),
        _ask("Bart跑步拿过第一吗？是什么比赛？", "paraphrase", m(3)),
        _ask("我们家狗狗发烧那次是怎么好的？", "paraphrase", m(57), m(57, "兽医")),
        _ask("Bart是哪天把那只乌龟带回家养的？", "paraphrase", m(42)),
        _ask("Bart把水弄到作业本上那次，最后怎么样了？", "paraphrase", m(49), m(49, "谅解")),
        _ask("今年一月Bart期末考试考得怎么样？", "time paraphrase", m(51), m(51, "优异"), when=month(2024, 1)),
        _ask("刚搬到上海那会儿，Bart适应得怎么样？", "paraphrase", m(54), m(54, "新朋友")),
        _ask("Bart美术比赛得了倒数第一那次，后来怎么样了？", "paraphrase", m(55), m(55, "进步")),
        _ask("Bart给Jimmy挑生日礼物的时候是谁帮他出的主意？", "paraphrase", m(60), m(60, "商量")),
        _ask("Bart和Jimmy吵架是为了什么？", "paraphrase", m(61)),
        _ask("Bart听到我和老周吵架那次，他是什么反应？", "paraphrase", m(64), m(64, "坦白")),
        _ask("上个月Bart出去远足出了什么事？", "time paraphrase", m(66), m(66, "走错"), when=month(2024, 10)),
        _ask("Bart嫌哪个课的老师讲得太慢？", "paraphrase", m(67)),
        _ask("Bart做志愿者迟到那次，老师是什么态度？", "paraphrase", m(68), m(68, "理解")),
        _ask("Bart盼着的那次游泳为什么没去成？", "paraphrase", m(83)),
        _ask("孩子们有哪几次想去动物园，结果因为下雨没去成？", "paraphrase multi", m(99), m(99, "下雨"), m(98)),
        _ask("前年秋天Bart画画比赛得了第几名？", "time paraphrase", m(100), when=season(2022, "秋")),
        _ask("Bart长跑摔倒那次最后跑完了没有？", "paraphrase", m(91), m(91, "坚持")),
        _ask("去年Bart过生日他爸送了什么？", "time paraphrase", m(109), when=year(2023)),
        _ask("Bart那块怀表是谁送的？", "", m(121)),
        _ask("前年圣诞节我们给Bart买了什么礼物？", "time", m(150), when=month(2022, 12)),
        _ask("Bart的新自行车是怎么来的？", "paraphrase", m(164), m(164, "买了")),
        _ask("Bart在图书馆找到的那本科幻小说叫什么？", "paraphrase", m(76)),
        _ask("Bart和他爸一起看的那部太空电影叫什么？", "paraphrase", m(119)),
        _ask("浩浩把Bart的什么玩具弄坏了？", "", m(134)),
        _ask("家里亲戚聚会的时候，是谁数落Bart让他很难过？", "paraphrase", m(135)),
        _ask("Bart和爷爷一起做过什么手工？", "paraphrase", m(147)),
        _ask("阿黄是谁？Bart为什么怕它？", "", m(160)),
        _ask("Bart和明明一起做的科学项目是什么？", "", m(125), m(125, "太阳系")),
        _ask("Bart和表哥玩了一下午什么游戏？", "paraphrase", m(104)),
        _ask("Lisa写作文拿过第一吗？", "paraphrase", m(2)),
        _ask("去年Lisa过生日是在哪儿过的？", "time", m(12), when=year(2023)),
        _ask("Lisa过生日都收到过哪些礼物？", "multi", m(110), m(112), m(151)),
        _ask("Lisa那次钢琴比赛最后拿了第几名？", "paraphrase", m(48), m(48, "前三名")),
        _ask("Lisa钢琴演出没弹好那次，评委是怎么安慰她的？", "paraphrase", m(87), m(87, "评委")),
        _ask("Lisa和Sophia去夏令营那次出了什么事？", "", m(53), m(53, "感冒")),
        _ask("Lisa被同学笑话发型那次，她是怎么应对的？", "paraphrase", m(56), m(56, "忽视")),
        _ask("Lisa在宠物店看上的那只小猫，后来是怎么劝她的？", "paraphrase", m(58), m(58, "她爸")),
        _ask("Lisa在商场人太多的时候是怎么让自己平静下来的？", "paraphrase", m(65), m(65, "深呼吸")),
        _ask("Lisa本来想在才艺展示上表演什么？", "paraphrase", m(81), m(81, "魔术")),
        _ask("今年春游Lisa为什么没去成？", "time paraphrase", m(82), when=year(2024)),
        _ask("Lisa去看小黄人电影首映，觉得怎么样？", "paraphrase", m(85), m(85, "失望")),
        _ask("Lisa和姑妈吵架是因为什么？", "paraphrase", m(116)),
        _ask("Eddie对Lisa的笔记本做了什么？", "", m(117)),
        _ask("去年秋季运动会上谁取笑Lisa了？", "time paraphrase", m(133), when=season(2023, "秋")),
        _ask("和Lisa一起打扫教室却偷懒的是谁？", "", m(136), m(136, "偷懒")),
        _ask("今年五月Lisa数学考砸了，谁批评她了？", "time paraphrase", m(138), when=month(2024, 5)),
        _ask("Lisa和同学比赛骑车那次为什么不高兴？", "paraphrase", m(139), m(139, "炫耀")),
        _ask("Lisa跟谁学过做蛋糕？学的什么蛋糕？", "multi", m(127), m(129)),
        _ask("Lisa和她爸去剧院看的什么戏？", "paraphrase", m(145)),
        _ask("前年十二月Lisa去博物馆看到了什么？", "time", m(146), m(146, "恐龙"), when=month(2022, 12)),
        _ask("去年圣诞节爷爷奶奶送了Lisa什么？", "time", m(153), when=month(2023, 12)),
        _ask("Lisa那个绿色的玉坠是谁给的？", "paraphrase", m(114)),
        _ask("Lisa用彩纸折过一只什么鸟？", "paraphrase", m(92), m(92, "鹦鹉")),
        _ask("Lisa的小猫是什么时候领养回来的？", "", m(29)),
        _ask("Lisa和Sophia在游乐园玩了什么，把她俩高兴坏了？", "paraphrase", m(148)),
        _ask("Bart在学校的晚会上都做过些什么？", "paraphrase multi", m(1), m(105)),
        _ask("家里谁喜欢看《辛普森一家》？", "multi", m(36), m(69), m(103), m(59, "辛普森")),
        _ask("去年九月Lisa和朋友去参观了什么地方？", "time", m(70), when=month(2023, 9)),
        _ask("Lisa在科学展览上展示的是什么？", "", m(41)),
        _ask("Lisa期待的游乐园活动被取消那次，老师后来怎么安排的？", "paraphrase", m(97), m(97, "看电影")),
        _ask("Lisa都跟谁一起种过花？", "paraphrase multi", m(93), m(94), m(159)),
        _ask("今年一月Bart参加科学展览，是谁带他去的？", "time", m(130), when=month(2024, 1)),
    ]
