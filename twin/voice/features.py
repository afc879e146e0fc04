"""What a voiceprint measures in a text, in code: sentence and paragraph shapes, punctuation, emoji, particles and
fillers, the other script mixed in, how messages open and close, forms of address, and how often words occur.

Everything here is plain counting, the same for the owner's writing (`twin voice learn`) and for a text compared
with it (`twin voice check`), so a feature means the same thing on both sides. Rates are per 1,000 characters,
counted without white space; shares are fractions from 0 to 1. docs/voice.md says what each one is for.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from twin.wordlists import CJK_CHAR, LATIN_WORD

EMOJI = re.compile(
    "[\U0001f300-\U0001faff\U00002600-\U000027bf\U0001f000-\U0001f2ff\U0001f900-\U0001f9ff]|"
    r"[:;]-?[)(DPp]|\^_\^|[(（][°^・ω≧≦>＞<＜][^)）]{0,6}[)）]"
)
_SENTENCE_END = re.compile(
    r"(?:[。！？!?]+|…+|\.{3,}|(?<![A-Z])(?<!\b(?:Mr|Ms|Dr|St|Jr|Sr|vs))(?<!\bMrs)\.)[”’\"'」』）)]*"
)
_BLANK = re.compile(r"\n\s*\n")
_SPACE = re.compile(r"\s+")

# Punctuation habits, each a rate per 1,000 characters: name -> the marks it counts.
MARKS: dict[str, tuple[str, ...]] = {
    "commas": ("，", ",", "、"),
    "full_stops": ("。", "."),
    "exclamations": ("！", "!"),
    "questions": ("？", "?"),
    "semicolons": ("；", ";"),
    "colons": ("：", ":"),
    "dashes": ("——", "—", "–", " - ", "--"),
    "ellipses": ("……", "…", "...", "。。。"),
    "quotes": ("“", "”", "‘", "’", '"', "「", "」", "『", "』"),
    "brackets": ("（", "）", "(", ")", "【", "】", "《", "》"),
    "tildes": ("~", "～"),
}
FULL_WIDTH = set("，。！？；：“”「」『』（）【】《》、～")  # not ‘’ … —: English type uses them too
HALF_WIDTH = set(",.!?;:\"'()[]~-")
# Modal particles and fillers: what a writer reaches for between the words that carry the meaning.
PARTICLES = {
    "zh": (
        "呢",
        "吧",
        "啊",
        "嘛",
        "哈",
        "呀",
        "啦",
        "哦",
        "嗯",
        "喔",
        "噢",
        "哇",
        "咯",
        "罢了",
        "而已",
        "其实",
        "反正",
        "就是说",
    ),
    "en": (
        "well",
        "honestly",
        "actually",
        "really",
        "just",
        "like",
        "so",
        "anyway",
        "basically",
        "literally",
        "oh",
        "i mean",
        "you know",
        "kind of",
        "sort of",
        "of course",
    ),
}
# Forms of address: how the writer speaks to the reader.
ADDRESS = {"zh": ("你", "您", "你们", "大家"), "en": ("you", "dear", "sir", "madam", "folks", "guys")}


def sentences(paragraph: str) -> list[str]:
    """A paragraph cut after each sentence end (。！？!? … and a full stop that does not end an abbreviation)."""
    out: list[str] = []
    start = 0
    for match in _SENTENCE_END.finditer(paragraph):
        piece = paragraph[start : match.end()].strip()
        if piece and _units_any(piece):
            out.append(piece)
            start = match.end()
    rest = paragraph[start:].strip()
    if rest and _units_any(rest):
        out.append(rest)
    elif rest and out:
        out[-1] += rest
    return out


def paragraphs(text: str) -> list[str]:
    """The text's paragraphs (blocks between blank lines), each on one line."""
    return [_SPACE.sub(" ", p).strip() for p in _BLANK.split(text.replace("\r\n", "\n")) if p.strip()]


def _units_any(text: str) -> bool:
    return bool(CJK_CHAR.search(text) or LATIN_WORD.search(text))


def units(sentence: str, language: str) -> int:
    """A sentence's length: Chinese characters (and each English word in it) for zh, words for en."""
    words = len(LATIN_WORD.findall(sentence))
    return len(CJK_CHAR.findall(sentence)) + words if language == "zh" else words + len(CJK_CHAR.findall(sentence))


def words_of(text: str) -> list[str]:
    """English words, lowercased (apostrophes kept: "don't")."""
    return [w.lower().replace("’", "'") for w in LATIN_WORD.findall(text)]


def count_in(text: str, item: str, language: str, words: list[str] | None = None) -> int:
    """How often `item` (a word or a phrase) occurs: as a substring in Chinese, as whole words in English."""
    if CJK_CHAR.search(item) or language == "zh" and not LATIN_WORD.fullmatch(item.replace(" ", "")):
        return text.count(item)
    tokens = words if words is not None else words_of(text)
    parts = item.lower().split()
    if len(parts) == 1:
        return tokens.count(parts[0])
    n = len(parts)
    return sum(1 for i in range(len(tokens) - n + 1) if tokens[i : i + n] == parts)


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of values, interpolated; 0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    pos = q * (len(ordered) - 1)
    low = int(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


@dataclass
class Sample:
    """Some writing of one person, as messages (paragraphs of a file, or turns of a chat)."""

    messages: list[str]
    source: str = ""

    @property
    def text(self) -> str:
        """The messages as one text, a blank line between them."""
        return "\n\n".join(self.messages)


@dataclass
class Measures:
    """One text measured: scalar features, and the counts of words asked about."""

    language: str
    characters: int  # without white space
    features: dict[str, float] = field(default_factory=dict)
    opens: Counter[str] = field(default_factory=Counter)
    counts: dict[str, int] = field(default_factory=dict)

    def rate(self, item: str) -> float:
        """Occurrences of a counted word per 1,000 characters."""
        return self.counts.get(item, 0) * 1000 / max(self.characters, 1)


INTERJECTIONS = "嗯哈哦啊呃唉诶欸喂嘿哇噢"
_LEAD = re.compile(r"^([^，。！？、,.!?；;：:\s～~…]{1,4})[，,！!～~…]")


def opener(message: str, language: str) -> str:
    """How a message opens: its first word (English); in Chinese a short lead set off by a comma ("其实，",
    "哈哈，") or an interjection, else nothing (a sentence that just begins)."""
    text = message.strip().lstrip("“”\"'「『（(*-— ")
    if language == "en":
        words = words_of(text[:40])
        return words[0] if words else ""
    lead = _LEAD.match(text)
    if lead and CJK_CHAR.search(lead.group(1)):
        return lead.group(1)
    return text[0] if text and text[0] in INTERJECTIONS else ""


def closing(message: str) -> str:
    """How a message ends: question, exclamation, ellipsis, tilde, emoji, full stop, or none."""
    text = message.rstrip().rstrip("”’\"'」』）)")
    if not text:
        return "none"
    if EMOJI.search(text[-3:]):
        return "emoji"
    last = text[-1]
    if last in "?？":
        return "question"
    if last in "!！":
        return "exclamation"
    if last in "…" or text.endswith("..."):
        return "ellipsis"
    if last in "~～":
        return "tilde"
    if last in "。.":
        return "full_stop"
    return "none"


CLOSINGS = ("question", "exclamation", "ellipsis", "tilde", "emoji", "full_stop", "none")


def measure(messages: Iterable[str], language: str, items: Iterable[str] = ()) -> Measures:
    """Measure messages (paragraphs or turns) in the voice's language; `items` are the words and phrases to count."""
    texts = [m for m in (paragraphs_of(messages)) if m]
    whole = "\n\n".join(texts)
    chars = len(_SPACE.sub("", whole))
    per = 1000 / max(chars, 1)
    f: dict[str, float] = {}
    sentence_lengths: list[float] = []
    paragraph_sentences: list[float] = []
    paragraph_units: list[float] = []
    closings: Counter[str] = Counter()
    opens: Counter[str] = Counter()
    for text in texts:
        found = sentences(text)
        lengths = [units(s, language) for s in found]
        sentence_lengths += [float(n) for n in lengths if n]
        paragraph_sentences.append(float(len(found)))
        paragraph_units.append(float(sum(lengths)))
        closings[closing(text)] += 1
        opens[opener(text, language)] += 1
    opens.pop("", None)
    for name, q in (("p10", 0.1), ("p50", 0.5), ("p90", 0.9)):
        f[f"sentence_{name}"] = percentile(sentence_lengths, q)
    f["paragraph_sentences"] = percentile(paragraph_sentences, 0.5)
    f["paragraph_length"] = percentile(paragraph_units, 0.5)
    for name, marks in MARKS.items():
        f[name] = _count_marks(whole, marks) * per
    full = sum(1 for ch in whole if ch in FULL_WIDTH)
    half = sum(1 for ch in whole if ch in HALF_WIDTH)
    f["full_width"] = full / (full + half) if full + half else (1.0 if language == "zh" else 0.0)
    f["emoji"] = len(EMOJI.findall(whole)) * per
    cjk = len(CJK_CHAR.findall(whole))
    latin = sum(len(w) for w in LATIN_WORD.findall(whole))
    other = latin if language == "zh" else cjk
    f["other_script"] = other / (cjk + latin) if cjk + latin else 0.0
    for name in CLOSINGS:
        f[f"ends_{name}"] = closings[name] / max(len(texts), 1)
    tokens = words_of(whole)
    counts = {item: count_in(whole, item, language, tokens) for item in dict.fromkeys(items)}
    return Measures(language, chars, f, opens, counts)


def paragraphs_of(messages: Iterable[str]) -> list[str]:
    """Each message's paragraphs, in order, white space inside them made single."""
    return [p for message in messages for p in paragraphs(message)]


def _count_marks(text: str, marks: tuple[str, ...]) -> int:
    total = 0
    rest = text
    for mark in sorted(marks, key=len, reverse=True):  # "……" before "…", so one mark is counted once
        total += rest.count(mark)
        rest = rest.replace(mark, " ")
    return total
