"""A message read as a person reads it: the question proper apart from the small talk around it, and its parts.

"Busy week, my boss moved the deadline again. Anyway, what was the name of
the vet Mia took the cat to?" asks about a vet; "不好意思打扰了，上周太忙了……
我真正想问的是，我妹妹那家茶馆叫什么？" asks about a tea house, not about last
week. `read(message)` returns the question proper (what follows the last
turn-to-the-point marker, else the sentences that ask something) and the rest
(the aside): recall searches the first at full weight, the second as context,
and takes a time window only from the first.

`parts(text)` cuts a long question into its clauses, so that each part gets
its share of the search terms (twin/recall/retrieval.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Words with which a person turns from small talk to what they want to know; what follows the last one is the
# question proper.
_MARKERS = re.compile(
    r"(?:我?(?:真正|其实|主要)?(?:想|要)(?:问|请教)(?:的是|一下|下|你)?|请问|问一下|问你个事|言归正传|说正经的|说正事"
    r"|对了|话说回来|话说|顺便(?:再)?问(?:一下|下|你)?|顺便说一句|不过我想知道|我想知道)[，,：:、]?"
    r"|\b(?:what\s+i\s+(?:really\s+)?(?:want(?:ed)?|meant)\s+to\s+ask(?:\s+(?:you\s+)?(?:is|was))?"
    r"|(?:my|the)\s+(?:real\s+|actual\s+)?question\s+(?:is|was)|i\s+(?:just\s+)?want(?:ed)?\s+to\s+ask(?:\s+you)?"
    r"|quick\s+question|anyway|anyhow|by\s+the\s+way|btw|but\s+seriously|on\s+another\s+note"
    r"|i\s+was\s+wondering|i\s+wonder(?:ed)?)\b[,:]?",
    re.I,
)
# Where a sentence ends: Chinese full stops and marks, an English mark before a space or the end, a line break.
_SENTENCE = re.compile(r"(?<=[。！？!?…；;])|(?<=\.)(?=\s)|\n+")
_ASKS = re.compile(
    r"[?？]|[吗嘛呢]\s*$|什么|哪|谁|怎么|怎样|为什么|为何|几|多少|多久|是否|有没有|是不是|记得|记不记得"
    r"|^\s*(?:what|when|where|who|whom|whose|which|why|how|do|does|did|is|are|was|were|can|could|would|will|have"
    r"|has|had|should|tell\s+me|remind\s+me|remember)\b",
    re.I,
)
_CLAUSE = re.compile(
    r"[,，、;；:：.。!！?？\"“”「」『』()（）]+|\s+(?:and|but|or|also|then)\s+|[和跟与及]|还有|另外|以及"
)
# Whom a message speaks to ("Alice, what do I play on Sundays?", "hey Alice", "..., Alice?", "小林，我周日弹什么？"):
# a name said so addresses someone, it does not ask about them.
_NAME = r"[^\W\d_][\w'-]*(?:\s[^\W\d_][\w'-]*)?"
_GREETING = r"(?:hey|hi|hello|dear|嘿|喂|哎)"
_ADDRESS = (
    re.compile(rf"^\s*(?:{_GREETING}[\s,，]*)?({_NAME})\s*[,，:：!！]", re.I),  # "Alice, ...", "hey Alice, ..."
    re.compile(rf"[,，]\s*({_NAME})\s*[?？!！.。]*\s*$", re.I),  # "..., Alice?"
    re.compile(rf"^\s*{_GREETING}\s+({_NAME})", re.I),  # "hey Alice what ..."
)
MAX_ADDRESS = 12  # characters (4 of Chinese): a longer lead before a comma is a clause, not a name
MIN_PROPER = 4  # characters: a marker followed by less than this ("对了。") marks nothing
MIN_PART = 12  # characters: a shorter clause is searched with the one after it ("Who said", "我想问")
MAX_PARTS = 4  # a question is searched as at most this many parts (a search each)


@dataclass
class Reading:
    """A message as read for search."""

    proper: str  # the question proper (the whole message when it has no small talk)
    aside: str = ""  # the small talk around it


def read(message: str) -> Reading:
    """The question proper of `message` and the small talk around it."""
    text = message.strip()
    marked = list(_MARKERS.finditer(text))
    for marker in reversed(marked):
        rest = text[marker.end() :].strip(" ，,。.…!！")
        before = text[: marker.start()].strip()
        if before and _ASKS.search(before):  # "X? By the way, Y?" asks two things: nothing before is small talk
            break
        if len(rest) >= MIN_PROPER and before:
            return Reading(rest, before)
    sentences = [s.strip() for s in _SENTENCE.split(text) if s and s.strip()]
    if len(sentences) < 2:
        return Reading(text)
    asking = [s for s in sentences if _ASKS.search(s)]
    if not asking or len(asking) == len(sentences):
        return Reading(text)
    return Reading(" ".join(asking), " ".join(s for s in sentences if s not in asking))


def addressed(message: str) -> str:
    """The words by which a message speaks to someone (a name before a comma at its start, or after one at its
    end, or after "hey"), "" when it speaks to no one by name."""
    found = []
    for pattern in _ADDRESS:
        match = pattern.search(message)
        name = match[1] if match else ""
        cjk = sum(1 for ch in name if "\u3400" <= ch <= "\u9fff")
        if name and len(name) <= (4 if cjk else MAX_ADDRESS):
            found.append(name)
    return " ".join(dict.fromkeys(found))


def asks(text: str) -> bool:
    """Whether a sentence or a turn asks something (a question mark, a question word)."""
    return bool(_ASKS.search(text))


def parts(text: str) -> list[str]:
    """The parts of a question, in order: its clauses, a short one joined to the one after it (to the one before
    at the end), at most MAX_PARTS (the last ones joined); the whole text when it has one clause."""
    clauses = [p.strip() for p in _CLAUSE.split(text) if p and p.strip()]
    found: list[str] = []
    pending = ""
    for clause in clauses:
        pending = f"{pending} {clause}".strip()
        if len(pending) >= MIN_PART:
            found.append(pending)
            pending = ""
    if pending:
        if found:
            found[-1] = f"{found[-1]} {pending}"
        else:
            found.append(pending)
    if len(found) > MAX_PARTS:
        found[MAX_PARTS - 1 :] = [" ".join(found[MAX_PARTS - 1 :])]
    return found or [text]
