"""Her own story over the two years and ten months, written by hand in story.txt: moves, jobs, exams, health,
family, pets and trips, each told on a given day (some weeks or months after they happened), the days she comes
back to them, and the questions about them (the file's head says how it is written).

She is 林悦, a product manager, married to 老周, mother of Bart and Lisa (the children of MADial's memories),
with a dog, 大福 (an Alaskan malamute), and from November 2022 Lisa's cat, 年糕. In April 2022 the family moves
from Nanjing to Shanghai (MADial's Bart is unhappy after "搬家到一个新城市" that month).
"""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

from bench.recall_zh.event import Event
from bench.recall_zh.question import Question, ask, month, season, year

STORY = Path(__file__).with_name("story.txt")

# Where she works, from when: the routine generator draws colleagues from the company of the day.
JOBS = [
    ("2022-01-01", "金陵软件", ["小孟", "老杨"]),
    ("2022-04-18", "云帆科技", ["陈姐", "老张", "小王", "阿杰"]),
    ("2023-04-10", "星桥网络", ["刘经理", "小周", "赵磊", "阿敏"]),
    ("2024-03-04", "蓝鲸数据", ["孙总", "小林", "何姐"]),
    ("2024-07-11", "", []),  # laid off; the next job starts in September
    ("2024-09-02", "青木教育", ["郑姐", "小宋", "大刘"]),
]


def story() -> list[Event]:
    """Every event of her story and every day she comes back to one, as story.txt tells them."""
    events: list[Event] = []
    mentions = 0
    for number, line in _lines():
        if line.startswith("= "):
            head = line[2:].split()
            if len(head) not in (3, 5) or (len(head) == 5 and head[3] != "told"):
                raise ValueError(f"story.txt:{number}: an event is '= NAME KIND DAY [told DAY]'")
            happened = date.fromisoformat(head[2])
            said = date.fromisoformat(head[4]) if len(head) == 5 else happened
            events.append(Event(head[0], head[1], happened, said, []))
        elif line.startswith("~ "):
            day, _, words = line[2:].partition(" ")
            mentions += 1
            events.append(Event(f"mention-{mentions:02d}", "mention", *[date.fromisoformat(day)] * 2,
                                [("mention", words.strip())]))  # fmt: skip
        elif line.startswith("> "):
            events[-1].replies[len(events[-1].lines) - 1] = line[2:].strip()
        elif not line.startswith("? "):
            tag, sep, words = line.partition(":")
            if not sep or not re.fullmatch(r"[a-z0-9]+", tag) or not events:
                raise ValueError(f"story.txt:{number}: not a line of hers ('tag: words'): {line}")
            events[-1].lines.append((tag, words.strip()))
    return events


def story_questions() -> list[Question]:
    """The questions about her story, hand-written in story.txt: what she would ask later, in her own words."""
    out = []
    for number, line in _lines():
        if line.startswith("? "):
            parts = [p.strip() for p in line[2:].split("|")]
            if len(parts) != 3:
                raise ValueError(f"story.txt:{number}: a question is '? words | kinds [@WHEN] | NAME:tag ...'")
            text, kinds, evidence = parts
            when = None
            if "@" in kinds:
                kinds, _, named = kinds.partition("@")
                when = window(named.strip())
            out.append(ask(text, kinds.replace("-", ""), *evidence.split(), when=when, source="story"))
    return out


def window(text: str) -> tuple[date, date]:
    """A time as story.txt writes it: 2023, 2023-12, 2023春 / 夏 / 秋, or START..END."""
    if ".." in text:
        start, _, end = text.partition("..")
        return date.fromisoformat(start), date.fromisoformat(end)
    if match := re.fullmatch(r"(\d{4})([春夏秋])", text):
        return season(int(match[1]), match[2])
    if match := re.fullmatch(r"(\d{4})-(\d{2})", text):
        return month(int(match[1]), int(match[2]))
    return year(int(text))


def _lines() -> list[tuple[int, str]]:
    """story.txt's lines that are not blank or comments, with their numbers."""
    found = enumerate(STORY.read_text(encoding="utf-8").splitlines(), 1)
    return [(n, line.strip()) for n, line in found if line.strip() and not line.lstrip().startswith("#")]
