"""Search terms from Chinese and English text: CJK character n-grams, English words lowercased and lightly stemmed.

The same function turns documents and queries into terms, so whatever it does
to one it does to the other. Chinese is cut into overlapping character bigrams
plus single characters (chosen by measurement on MADial-Bench, see
docs/retrieval.md); English words are folded to lowercase without accents,
stopwords are dropped and a light suffix stripper joins "paint", "painted",
"painting" and "paints".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator

from twin.wordlists import simplified

VERSION = 4  # bump when the terms of a text change: the index rebuilds itself

# CJK ideographs (with extensions), kana and hangul: no spaces between words.
CJK_RANGES = (
    (0x3040, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xAC00, 0xD7AF), (0xF900, 0xFAFF), (0x20000, 0x2FA1F),
)  # fmt: skip
CJK = "".join(f"{chr(lo)}-{chr(hi)}" for lo, hi in CJK_RANGES)
# Runs of letters and digits, apostrophes within them ("don't"); the CJK characters are in them too (the big CJK
# blocks are all \w; the small ranges below add the rest), and a run that is not ASCII is cut into its CJK and
# other parts after (_runs).
_LETTER = r"[\w\u3040-\u30ff\ud7a4-\ud7af\uf900-\ufaff\U00020000-\U0002fa1f]"  # \w, and the CJK ranges' non-\w
_WORDS = re.compile(rf"{_LETTER}+(?:['’]{_LETTER}+)*")
_APOSTROPHES = re.compile(r"['’]")

# Common function words: they match nearly everything and say nothing about a topic.
STOPWORDS = frozenset(
    """
    a about above after again against all also am an and any are aren arent as at be because been before being below
    between both but by can cannot could couldnt did didnt do does doesnt doing dont down during each either else
    ever few for from further get gets got had hadnt has hasnt have havent having he hed hell hes her here heres hers
    herself him himself his how hows i id ill im ive if in into is isnt it its itself just lets me more most much
    mustnt my myself no nor not now of off oh ok okay on once only or other ought our ours ourselves out over own
    really same shant she shed shell shes should shouldnt so some such than that thats the their theirs them
    themselves then there theres these they theyd theyll theyre theyve this those through to too under until up upon
    us very was wasnt we wed well were weve werent what whats when whens where wheres which while who whos whom why
    whys will with wont would wouldnt yeah yes yet you youd youll youre youve your yours yourself yourselves
    """.split()
)

# Chinese characters that glue sentences together rather than name a topic; dropped as single-character terms.
STOPCHARS = frozenset("的了是我你他她它们在和就都而及与着或一个也很吗呢吧啊呀哦嗯这那有没不要会能说对把被给让")

# A query reads at most this many characters of any one text: of the message and each line of the recent context
# (what is searched for), of a recalled turn (the people it names, whether it asks, what it costs). A message of
# 600,000 characters (under serve's body limit) was read whole by every later query that recalled it: 1.2 s a
# query. 4,000 is 9 times LoCoMo's longest turn (434), about what the default turn budget can show at all (1,500
# tokens: 1,500 Chinese characters, some 6,000 English), and 4 ms to segment.
READ_CHARS = 4000

CJK_GRAMS = (1, 2)  # character n-gram sizes for Chinese, Japanese and Korean runs
STEMMING = True  # English suffix stripping (measured: see docs/retrieval.md)


def fold(text: str) -> str:
    """Lowercase, full-width to half-width, accents removed, traditional Chinese characters as simplified (臺灣 is
    台湾): the form both sides are compared in."""
    text = unicodedata.normalize("NFKC", text).lower()
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFD", text)
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return simplified(unicodedata.normalize("NFC", stripped))


def stem(word: str) -> str:
    """A light English stemmer: plurals, -ing, -ed, a final -e and doubled consonants (paints, painted -> paint)."""
    if len(word) <= 3 or not word.isascii() or not word.isalpha():
        return word
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "y"
    elif word.endswith("sses"):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    for suffix in ("ing", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            base = word[: -len(suffix)]
            if any(ch in "aeiouy" for ch in base):
                word = base
                if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiouylsz":
                    word = word[:-1]
                break
    if word.endswith("ied") and len(word) > 4:
        word = word[:-3] + "y"
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]
    return word


def _cjk_terms(run: str, grams: tuple[int, ...]) -> Iterable[str]:
    for n in grams:
        if n == 1:
            yield from (ch for ch in run if ch not in STOPCHARS)
        else:
            yield from (run[i : i + n] for i in range(len(run) - n + 1))


_CJK = re.compile(f"[{CJK}]+")


def _cjk_pieces(run: str) -> Iterator[tuple[bool, str]]:
    """(is CJK, piece) for the maximal pieces of a run that are all CJK or all not."""
    at = 0
    for match in _CJK.finditer(run):
        if match.start() > at:
            yield False, run[at : match.start()]
        yield True, match.group()
        at = match.end()
    if at < len(run):
        yield False, run[at:]


def _runs(text: str) -> Iterator[tuple[bool, str]]:
    """(is CJK, run) for each run of CJK characters and each word of other letters and digits, in order.

    A word keeps the apostrophes inside it ("don't"), never one at its ends ("ab'中" gives "ab", then "中"), and
    an underscore parts words ("snake_case" gives "snake" and "case").
    """
    for match in _WORDS.finditer(text):
        run = match.group()
        if run.isascii():
            if "_" in run:
                yield from _words(run)
            else:
                yield False, run
            continue
        for cjk, piece in _cjk_pieces(run):
            if cjk:
                yield True, piece
            else:
                yield from _words(piece)


def _words(piece: str) -> Iterator[tuple[bool, str]]:
    """The words of a piece of a run that holds no CJK: parted by underscores, no apostrophe at either end."""
    for word in piece.split("_"):
        word = word.strip("'’")
        if word:
            yield False, word


def terms(text: str, *, grams: tuple[int, ...] | None = None) -> list[str]:
    """The search terms of `text`, in order, with repeats (term frequency counts)."""
    grams = grams or CJK_GRAMS
    out: list[str] = []
    for cjk, word in _runs(fold(text)):
        if cjk:
            out.extend(_cjk_terms(word, grams))
            continue
        word = _APOSTROPHES.sub("", word[:-2] if word.endswith(("'s", "’s")) else word)
        if word in STOPWORDS or (len(word) == 1 and not word.isdigit()):
            continue
        out.append(stem(word) if STEMMING else word)
    return out


def clipped(text: str, chars: int = READ_CHARS) -> str:
    """At most `chars` of `text`: all of it, or its beginning and its end (where a long message asks)."""
    if len(text) <= chars:
        return text
    half = chars // 2
    return text[:half] + "\n" + text[-half:]


def term_text(text: str, *, grams: tuple[int, ...] | None = None) -> str:
    """The terms of `text` joined by spaces: what the full-text table stores and matches."""
    return " ".join(terms(text, grams=grams))


def match_expression(words: Iterable[str]) -> str:
    """An FTS5 query that matches any of `words` (each quoted, so nothing in them is read as syntax)."""
    return " OR ".join('"' + w.replace('"', '""') + '"' for w in dict.fromkeys(words))
