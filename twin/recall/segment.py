"""Search terms from Chinese and English text: CJK character n-grams, English words lowercased and lightly stemmed.

The same function turns documents and queries into terms, so whatever it does
to one it does to the other. Chinese is cut into overlapping character bigrams
plus single characters (chosen by measurement on MADial-Bench, see
docs/retrieval.md); English words are folded to lowercase without accents,
stopwords are dropped and a light suffix stripper joins "paint", "painted",
"painting" and "paints".

How much of a long text is read, and what of it is kept: its beginning and
end (`clipped`), or the parts around where a query's terms are in it
(`places`, `kept`), cut where a sentence or a word ends, never inside a
character as it is drawn; and the pieces a long message is indexed in
(`pieces`), cut the same way.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator, Sequence

from twin.tokens import WIDE, estimate_tokens, within
from twin.wordlists import simplified, spellings

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

# An ordinary message costs at most this many tokens (LoCoMo's longest turn 110 tokens, its 99th percentile 92; the long
# Chinese history's longest 48): it is shown whole or not at all (twin/recall/passages.py), and indexed as one row. A
# longer one is shown as an excerpt, and indexed in pieces (`pieces`)
LONG_TURN = 120
# A long message's pieces are as long as an ordinary message may be, and each is indexed and scored as one: it ranks
# as its words would, said as messages. As one row, a message of 2,863 Chinese characters scored each rare pair of a
# question 0.2 to 0.7, a 13-character turn 6.7 for one common character of it (BM25 divides what a term adds by how
# long its row is against the average row). In pieces of 30 / 60 / 120 / 240 tokens, bench/recall_long's Chinese
# sentences asked about reached 1,500 tokens whole in 95.0 / 95.0 / 95.0 / 93.3% of the questions (70.0% as one
# row), and the histories' own evidence within 2,000 tokens 79.4 / 81.3 / 82.5 / 83.3% (83.9%): the more pieces, the
# more of them match a question by chance
PIECE_TOKENS = LONG_TURN
# At most this many pieces a message: a longer one has longer pieces. Each piece is a row of the index, and a search
# whose rarest word is in more rows than its budget reads only the newest of them (twin/recall/index.py `match`):
# a paste of 1 MB in pieces of 120 tokens was thousands of rows, newer than the history, and filled the slice with
# itself, so an older "My dog Pixel loves the sea" was found no more for "dog sea" (review, 2026-12-06). 32 pieces
# of 120 tokens hold 3,840: every long message of bench/recall_long, whose figures do not move
MOST_PIECES = 32

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
_WIDE = re.compile(f"[{WIDE}]")


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


# The places of a query's terms are looked for in at most this many characters of a text (its beginning and end):
# 4 ms of CPU in English and 8 in Chinese for a text of any length; a 10 MB paste searched whole took 0.42 and 0.58 s
SEARCH_CHARS = 100_000
# And at most this many of each term (one found more often says little about where to look): an excerpt of 100,000
# Chinese characters took 10.6 ms of CPU, 24.5 ms with every place
PLACES = 32
_LETTERS = "[^\\W_]"  # what the words of a spaced script are made of, as `terms` reads them (\w less the underscore)


def places(text: str, query: Iterable[str]) -> list[tuple[int, int, str]]:
    """Where the search terms `query` are in `text`: (start, end, term) of each word or character pair that gives
    it, by position, at most PLACES of each; of a text longer than SEARCH_CHARS, in its beginning and end."""
    if len(text) > SEARCH_CHARS:
        half = SEARCH_CHARS // 2
        tail = len(text) - half
        query = list(query)
        return [*places(text[:half], query), *((s + tail, e + tail, t) for s, e, t in places(text[tail:], query))]
    wanted = set(query)
    found: list[tuple[int, int, str]] = []
    for term in (t for t in wanted if _CJK.fullmatch(t)):  # a character or a pair, in each way of writing it
        count = 0
        for written in spellings(term):
            at = text.find(written)
            while at >= 0 and count < PLACES:
                found.append((at, at + len(term), term))
                at, count = text.find(written, at + 1), count + 1
    latin = {t for t in wanted if not _CJK.fullmatch(t)}
    if latin:
        starts = sorted({_stem_start(t) for t in latin}, key=len, reverse=True)
        alternatives = "|".join("['’]?".join(map(re.escape, start)) for start in starts)  # O'Brien is obrien
        pattern = re.compile(rf"(?<!{_LETTERS})(?:{alternatives}){_LETTERS}*(?:['’]{_LETTERS}+)*")
        counts: dict[str, int] = {}
        read: dict[str, set[str]] = {}  # a word's terms, as terms reads the word itself
        for match in pattern.finditer(_latin_folded(text)):
            start, end = match.span()
            word = text[start:end]
            if word not in read:
                read[word] = set(terms(word)) & latin
            for term in read[word]:
                if counts.get(term, 0) < PLACES:
                    counts[term] = counts.get(term, 0) + 1
                    found.append((start, end, term))
            if len(counts) == len(latin) and min(counts.values()) >= PLACES:
                break
    return sorted(found)


def pieces(text: str, tokens: int | None = None) -> list[tuple[int, int]]:
    """The spans a text is indexed in, in order, covering it: all of it when it costs at most LONG_TURN tokens, else
    pieces of about `tokens` (PIECE_TOKENS), at most MOST_PIECES of them (`_cut`)."""
    n = len(text)
    if within(text, LONG_TURN):
        return [(0, n)]
    sample = clipped(text)
    size = max(2, (tokens or PIECE_TOKENS) * len(sample) // max(1, estimate_tokens(sample)))  # characters a piece
    size = max(size, -(-n // MOST_PIECES))
    out = _cut(text, size)
    while len(out) > MOST_PIECES:  # a giant paste: at most MOST_PIECES, each longer (pieces end early at a sentence)
        size = size * len(out) // MOST_PIECES + 1
        out = _cut(text, size)
    return out


def _cut(text: str, size: int) -> list[tuple[int, int]]:
    """`text` in pieces of `size` characters at most (the last up to one and a half), each ending after a sentence's
    end in its second half, else a clause's, else a space, never inside a character as it is drawn."""
    n = len(text)
    out = []
    at = 0
    while n - at > size * 3 // 2:  # the last piece takes what is left, up to one and a half pieces
        low, high = at + size // 2, at + size
        found = [m.end(1) for p in _LAST if (m := p.match(text, low, high))]
        end = found[0] if found else high
        while not is_boundary(text, end):
            end += 1
        out.append((at, end))
        at = end
    out.append((at, n))
    return out


def _stem_start(term: str) -> str:
    """What every word the stemmer makes `term` of begins with: the term, less a final y (stories: story)."""
    return term[:-1] if term.endswith("y") and len(term) > 2 else term


_ACCENTED = re.compile("[\u00c0-\u024f\uff01-\uff5e]")


def _latin_folded(text: str) -> str:
    """`text` as `fold` folds a spaced script, one character for one, so that a place in it is the same place in
    `text`: lowercase, a Latin letter without its accent, a full-width form as its plain one."""
    low = text.lower()
    if len(low) != len(text):  # a letter whose lowercase is two (İ): each one alone
        low = "".join(ch.lower() if len(ch.lower()) == 1 else ch for ch in text)
    if low.isascii():
        return low
    return _ACCENTED.sub(lambda m: f if len(f := fold(m.group())) == 1 else m.group(), low)


def clipped(
    text: str, chars: int = READ_CHARS, around: Sequence[tuple[int, int]] | None = None, mark: str = "\n"
) -> str:
    """At most `chars` of `text`: all of it, or its beginning and its end (where a long message asks); with `around`,
    the parts of it around those spans (`kept`); `mark` wherever text was cut."""
    if len(text) <= chars:
        return text
    if around is None:  # as the index reads a long turn: never moved to a word's end, its terms must stay the same
        half = chars // 2
        return joined(text, [(0, half), (len(text) - half, len(text))], mark)
    return joined(text, kept(text, chars, around), mark)


def kept(text: str, chars: int, around: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The parts of `text` to keep within about `chars` characters: one around each span of `around` that fits (the
    first the most wanted, and as much of it as fits; those that come to touch are one), widened alike to use the
    room, each cut at a sentence's, a clause's or a word's end when one is near, and never inside a character as it
    is drawn (an emoji, a letter with its accent, a flag). In order."""
    n = len(text)
    if n <= chars:
        return [(0, n)]
    cores: list[tuple[int, int]] = []
    for start, end in around:
        start, end = max(0, min(start, n)), max(0, min(end, n))
        if not cores:  # the most wanted, as much of it as there is room for
            cores.append((start, min(end, start + chars)))
        elif sum(e - s for s, e in cores) + end - start <= chars:
            cores.append((start, end))
    if not cores:
        return []
    parts = _touching(sorted(cores))
    for _ in range(len(parts) + 1):  # each round widens every part by its share of the room left; touching ones join
        room = chars - sum(e - s for s, e in parts)
        if room <= 0:
            break
        share = room // len(parts)
        wider = []
        for start, end in parts:
            left = min(share // 2, start)
            right = min(share - left, n - end)
            left = min(share - right, start)  # what the end of the text leaves on one side goes to the other
            wider.append((start - left, end + right))
        parts = _touching(wider)
        if share == 0:
            break
    cut = [_at_boundaries(text, p, [c for c in cores if p[0] <= c[0] and c[1] <= p[1]]) for p in parts]
    return _touching([(start, end) for start, end in cut if start < end])


def _touching(parts: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Spans in order, those that overlap or touch made one."""
    out: list[tuple[int, int]] = []
    for start, end in parts:
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(end, out[-1][1]))
        else:
            out.append((start, end))
    return out


# A part moves its ends in by at most a NEAR-th of its length to a sentence's, a clause's or a word's end; not moved,
# the sentence asked about was whole in 96.7 against 98.3% of bench/recall_long's English questions at 500 tokens
NEAR = 5
# where a part may begin or end, the best first: after a sentence's end (with its closing quote), after a clause's,
# at a space
_ENDS = (r"(?:[.!?…](?=\s)|[。！？\n])[\"'”’」』)）\]】》]*", r"[,;:](?=\s)|[，、；：]", r"\s+")
_FIRST = tuple(re.compile(p) for p in _ENDS)
_LAST = tuple(re.compile(rf"(?s:.*)({p})") for p in _ENDS)  # the last one: all before it taken greedily


def _at_boundaries(text: str, part: tuple[int, int], cores: list[tuple[int, int]]) -> tuple[int, int]:
    """`part` with its ends moved in, never past the spans it is kept for, to the nearest sentence, clause or word
    boundary within a NEAR-th of its length; its first and last characters whole as they are drawn."""
    start, end = part
    slack = (end - start) // NEAR
    if start > 0:
        limit = min([start + slack, *(s for s, _ in cores)])
        found = [m.end() for p in _FIRST if (m := p.search(text, start, limit))]
        start = found[0] if found else start
        while start < end and text[start].isspace():
            start += 1
        while not is_boundary(text, start):  # back, not on: the first word kept for stays whole
            start -= 1
    if end < len(text):
        limit = max([end - slack, start, *(e for _, e in cores)])
        found = [m.end(1) if p is not _LAST[-1] else m.start(1) for p in _LAST if (m := p.match(text, limit, end))]
        end = found[0] if found else end
        while end > start and text[end - 1].isspace():
            end -= 1
        while not is_boundary(text, end):  # on, not back: the last word kept for stays whole
            end += 1
    return start, end


def is_boundary(text: str, at: int) -> bool:
    """Whether `text` may be cut at `at` without breaking a character as it is drawn: not inside a UTF-16 pair, before
    a combining mark, a variation selector, an emoji modifier or tag, beside a zero-width joiner, between the two
    letters of a flag, inside a Hangul syllable written in jamo, or between CR and LF."""
    if at <= 0 or at >= len(text):
        return True
    a, b = text[at - 1], text[at]
    if a == "\u200d" or b == "\u200d" or (a == "\r" and b == "\n"):
        return False
    if "\ud800" <= a <= "\udbff" and "\udc00" <= b <= "\udfff":
        return False
    if (
        unicodedata.category(b) in ("Mn", "Mc", "Me")
        or "\U0001f3fb" <= b <= "\U0001f3ff"
        or "\U000e0020" <= b <= "\U000e007f"
    ):
        return False
    if _flag_letter(a) and _flag_letter(b):
        run = 0
        while at - 1 - run >= 0 and _flag_letter(text[at - 1 - run]):
            run += 1
        return run % 2 == 0  # the letters of flags go in pairs
    return not ("\u1100" <= a <= "\u11ff" and "\u1160" <= b <= "\u11ff")  # a jamo vowel or final after a jamo


def _flag_letter(ch: str) -> bool:
    return "\U0001f1e6" <= ch <= "\U0001f1ff"


def joined(text: str, parts: Sequence[tuple[int, int]], mark: str) -> str:
    """The `parts` of `text` (spans, in order, apart), `mark` wherever text was cut: between them, and before the first
    or after the last when it does not reach the text's end. A mark that is not a space is set off by one from a word
    of a spaced script ("… the dog …"), not from Chinese ("…那只狗…")."""
    if not parts:
        return mark if text else ""
    pieces: list[str] = []
    at = 0
    for start, end in parts:
        if start > at:
            pieces.append(_marked(mark, pieces[-1][-1:] if pieces else "", text[start:end][:1]))
        pieces.append(text[start:end])
        at = end
    if at < len(text):
        pieces.append(_marked(mark, pieces[-1][-1:], ""))
    return "".join(pieces)


def _marked(mark: str, before: str, after: str) -> str:
    """`mark` between two characters, set off by a space from one of a spaced script."""
    if mark.isspace():
        return mark
    return (
        (" " if before and not _WIDE.match(before) else "") + mark + (" " if after and not _WIDE.match(after) else "")
    )


def term_text(text: str, *, grams: tuple[int, ...] | None = None) -> str:
    """The terms of `text` joined by spaces: what the full-text table stores and matches."""
    return " ".join(terms(text, grams=grams))


def match_expression(words: Iterable[str]) -> str:
    """An FTS5 query that matches any of `words` (each quoted, so nothing in them is read as syntax)."""
    return " OR ".join('"' + w.replace('"', '""') + '"' for w in dict.fromkeys(words))
