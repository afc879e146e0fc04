"""Titles of works in a person's turn: a book, a song, a film, a show, a game, a shop named by the person.

A title's words are the work's, not the person's clause: 《如果这都不算爱》 holds no "if", 'Catch Me If You Can' no
question, 《你的名字》 no "you" the twin is, 'Nurse Jackie' no occupation. So the cues are read in the turn with every
title in it stood in for by a word of its own (`Titled.text`), and in the candidate's value and quote likewise: a
value that is the title is the title, whatever it says; a value that is only part of one ('Nurse' of 'Nurse
Jackie', 北京 of 《我在北京送快递》) is no word of the person's (`in_title`), unless the attribute is a kind of work
and the value begins the title (favorite_book: Harry Potter from 'Harry Potter and the Goblet of Fire').

What is read as a title (`titles`):
- anything in 《》 or 〈〉, Chinese's marks for titles;
- Chinese in 「」, 『』, “” or straight quotes, unless a verb of saying or a colon comes right before or 这句 after
  (他说「我是医生」, “我是你爸爸”这句 are lines said);
- English in quotes (straight or curly), *asterisks* or _underscores_ whose words are written as a title (every
  word capitalised but a title's small words: 'If I Stay', not "Call me Ishmael", not *sighs*);
- a run of capitalised words in the middle of a sentence that holds a word a sentence would not capitalise there
  (If, You, Never, What, Maybe...): "I just finished Never Let Me Go", "a bookshop called What If Books".

Bare Chinese titles (最近在听如果这都不算爱) are not found: nothing in the writing marks where they begin or end.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from twin.facts.words import normalize
from twin.recall.segment import CJK

if TYPE_CHECKING:
    from twin.narrative.grounding.reading import Candidate

_MARKED = re.compile(r"《([^《》\n]{1,60})》|〈([^〈〉\n]{1,60})〉")
_QUOTED = re.compile(
    r"「([^「」\n]{1,60})」|『([^『』\n]{1,60})』|“([^“”\n]{1,80})”|‘([^‘’\n]{1,80})’"
    r"|(?<![\w\"])\"(?=\S)([^\"\n]{1,80}?)(?<=\S)\"(?![\w\"])"
    r"|(?<![\w'])'(?=\S)([^\n]{1,80}?)(?<=\S)'(?![\w'])"
    r"|(?<![\w*])\*(?=\S)([^*\n]{1,80}?)(?<=\S)\*(?![\w*])"
    r"|(?<![\w_])_(?=\S)([^_\n]{1,80}?)(?<=\S)_(?![\w_])"
)
_SAID_BEFORE = re.compile(r"(?:说|說|道|问|問|讲|講|喊|答|写着|寫著|告诉我|告訴我|[:：])\s*$")
# “我是你爸爸”这句: a line, named as one
_SAID_AFTER = re.compile(r"^\s*(?:这句|這句|那句|这话|這話|那话|那話|的台词|的台詞|的话|的話)")
# a place right after a short name in quotes: 「假如」咖啡館, "Wish" bookstore
_PLACE_AFTER = re.compile(
    r"\s*(?:咖啡[馆館店厅廳]|书店|書店|餐厅|餐廳|酒吧|茶馆|茶館|饭店|飯店|店|馆|館|bar\b|cafe\b|café|coffee\b"
    r"|books?(?:hop|store)?\b|shop\b|store\b|restaurant\b|bakery\b)",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[。！？!?]\S")  # a sentence inside: speech, not a title (a title may end with one)
_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")
# what a title leaves in lower case
_SMALL = frozenset(
    "a an the and but or nor for so yet as at by in of off on per to up via with from into over than that upon onto "
    "vs".split()
)
# capitalised mid-sentence only in a title: "finished Never Let Me Go", "called What If Books", "is If Only"
_TITLE_CUE = (
    r"If|You|Your|Me|My|What|Who|Whose|Why|How|When|Where|Never|Not|No|Don't|Maybe|Perhaps|Would|Could|Should"
    r"|Are|Is|Do|Does|Wish|Dream|Dreams|Let|Only|Must"
)
_BARE = re.compile(
    r"(?<=[a-z] )((?!I\b)(?:[A-Z][\w'’]*|\d+)"  # (not after a comma, not "I": "so, Maybe I'm moving to Berlin")
    r"(?:[ ](?:[A-Z][\w'’]*|\d+|(?:" + "|".join(sorted(_SMALL)) + r")(?=[ ][A-Z])))+[?!]?)"
)
_BARE_CUE = re.compile(rf"\b(?:{_TITLE_CUE})\b")
# an attribute for a work the person reads, hears, watches, plays or goes to: its value may be part of a title
WORK_KIND = re.compile(  # (read in the attribute with "_" as a space: not "title" of job_title, "band" of husband)
    r"\b(?:books?|novels?|read|reads|reading|songs?|music|listen|listens|listening|albums?|bands?|artists?|singers?"
    r"|films?|movies?|watch|watches|watching|watched|shows?|series|tv|dramas?|anime|podcasts?|games?|gaming|play"
    r"|plays|playing|apps?|restaurants?|cafes?|café|coffee|shops?|stores?|bars?|pubs?|business)\b"
    r"|书|書|(?<!就)读|(?<!就)讀|歌(?!手)|曲|听|聽|专辑|專輯|乐队|樂隊|电影|電影|影片|(?<!编)剧|(?<!編)劇|追|节目|節目|播客"
    r"|游戏|遊戲|玩|应用|應用|店|馆|館|餐厅|餐廳|酒吧|作品|文章|小说|小說|漫画|漫畫|动漫|動漫",
    re.IGNORECASE,
)


def _titled(words: str) -> bool:
    """Whether English words are written as a title: every word capitalised but the small words a title leaves
    in lower case ('If on a Winter's Night a Traveler'; not "Call me Ishmael", "I'm a mom now!")."""
    found = _WORD.findall(words)
    if not found or not found[0][0].isupper():
        return False
    return all(w[0].isupper() or w.lower() in _SMALL for w in found)


def titles(text: str) -> list[tuple[int, int]]:
    """Where the titles of works are in `text`: the spans of their words, without their marks, in order."""
    spans: list[tuple[int, int]] = [m.span(m.lastindex or 0) for m in _MARKED.finditer(text)]
    for m in _QUOTED.finditer(text):
        index = m.lastindex or 0
        inner = m.group(index)
        if len(inner.strip()) <= 2 or (" " not in inner.strip() and inner.isascii()):
            if not _PLACE_AFTER.match(text[m.end() :]):  # 我“不是”医生, I am *NOT* a nurse: a word stressed
                continue  # (「假如」咖啡馆 is a name: the place follows it)
        if re.search(rf"[{CJK}]", inner):
            if (
                index >= 7  # (asterisks and underscores around Chinese are emphasis or an action)
                or _SAID_BEFORE.search(text[: m.start()])
                or _SAID_AFTER.match(text[m.end() :])
                or _SENTENCE_END.search(inner)
            ):
                continue
        elif not _titled(inner):
            continue
        spans.append(m.span(index))
    for m in _BARE.finditer(text):
        before = re.search(r"(\S+)\s$", text[: m.start(1)])  # after a word in lower case: not "If You Want To Know"
        if _BARE_CUE.search(m.group(1)) and before is not None and before.group(1).islower():
            spans.append(m.span(1))
    spans.sort()
    kept: list[tuple[int, int]] = []
    for start, end in spans:  # a title inside another's marks ("'Are You There God?'") is that one
        if not kept or start >= kept[-1][1]:
            kept.append((start, end))
    return kept


def _stand_in(i: int) -> str:
    """The word that stands for the i-th title: no word of any language, no cue, no one's name."""
    return "Tqz" + "abcdefghijklmnopqrstuvwxyz"[i % 26] + "x" * (i // 26)


@dataclass(frozen=True)
class Titled:
    """A turn and a candidate read with every title in the turn stood in for (`titles`)."""

    text: str  # the turn, each title's words a stand-in
    candidate: Candidate  # its value and quote so too
    in_title: str  # the title whose words alone the value is (not the person's), or ""
    names: tuple[str, ...] = ()  # the titles, in the order of their stand-ins

    def said(self, cue: str) -> str:
        """`cue` (words read in `text`) with each stand-in the title it stands for, as the person wrote it."""
        for i in range(len(self.names) - 1, -1, -1):
            cue = re.sub(_stand_in(i), self.names[i].replace("\\", "\\\\"), cue, flags=re.IGNORECASE)
        return cue


def read_titles(text: str, c: Candidate) -> Titled | None:
    """`text` and `c` with the titles in `text` stood in for; None when it names none."""
    spans = titles(text)
    if not spans:
        return None
    names = [text[start:end] for start, end in spans]
    masked = text
    for i in range(len(spans) - 1, -1, -1):
        start, end = spans[i]
        masked = masked[:start] + _stand_in(i) + masked[end:]
    value, quote = c.value, c.quote
    in_title = ""
    folded_value = normalize(value)
    for i, name in sorted(enumerate(names), key=lambda x: -len(x[1])):  # the longest first: 'Me' is in 'Let Me Go'
        folded = normalize(name)
        if not folded:
            continue
        pattern = re.compile(re.escape(name.strip()), re.IGNORECASE)
        quote = pattern.sub(_stand_in(i), quote)
        if pattern.search(value) or folded == folded_value:
            value = pattern.sub(_stand_in(i), value) if pattern.search(value) else _stand_in(i)
            folded_value = normalize(value)
        elif folded_value and folded_value in folded:  # part of a title: the title, or the title's words alone
            if WORK_KIND.search(c.attribute.replace("_", " ")) and folded.startswith(folded_value):
                value = _stand_in(i)
                folded_value = normalize(value)
            elif folded_value not in normalize(masked):
                in_title = name
    return Titled(masked, replace(c, value=value, quote=quote), in_title, tuple(names))
