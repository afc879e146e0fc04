"""How common words are in general text: the lists twin ships, derived from wordfreq's.

wordfreq ships frequency lists for Chinese and English (built from subtitles, Wikipedia, books, news and web text),
kept up by its author; they are 58 MB and an optional dependency (the `voice` extra), so the few short lists twin
needs at run time are written from them once and ship here, and a test keeps them equal to what wordfreq gives:

- words.en.txt: the 2,000 most common English words (letters and apostrophes), most common first;
- chars.zh.txt: the 2,000 most common Chinese characters, each by its share of all words summed over the words
  that hold it (wordfreq lists words, and Chinese has no spaces);
- words.zh.txt: the 2,000 most common Chinese words of two characters.

The voice masks all but the most common words and characters before it counts trigrams (twin/voice/grams.py);
recall weighs a common word less than a topic word in a small store (twin/recall/prior.py).

One more table ships here, for the same reason: t2s.zh.txt, each traditional Chinese character beside the
simplified one OpenCC's `t2s` conversion gives it alone (OpenCC is the conversion library Chinese software
uses; a test keeps the table equal to what it gives). `simplified` folds a text with it, so that 臺北 is 台北
and 夢見 is 梦见 wherever twin compares what a person wrote with something else: grounding's cues and quotes,
search terms, time words, the words a forget masks. Character by character, so a text keeps its length and
every position in it (a cut made in the folded text is made in the text as written); OpenCC's phrase tables
(頭髮 -> 头发 where 髮 and 發 are both 发) are not needed for that, since both sides are folded alike.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from twin.errors import UsageError

LISTS = {  # name -> (length, what it holds)
    "words.en.txt": (2000, "words of general English"),
    "chars.zh.txt": (2000, "characters of general Chinese"),
    "words.zh.txt": (2000, "words of two characters of general Chinese"),
}
INSTALL = "pip install 'twin[voice]'"
T2S = "t2s.zh.txt"
CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f"  # Chinese characters, extensions included
CJK_CHAR = re.compile(f"[{CJK}]")
LATIN_WORD = re.compile(r"[A-Za-z]+(?:['’][A-Za-z]+)*")  # an English word, its apostrophes in it
_ZH_PAIR = re.compile(f"[{CJK}]{{2}}")


@cache
def shipped(name: str) -> tuple[str, ...]:
    """A shipped list, most common first."""
    text = resources.files(__package__).joinpath(name).read_text(encoding="utf-8")
    return tuple(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


@cache
def common_set(name: str, n: int | None = None) -> frozenset[str]:
    """The first n entries of a shipped list (all of them without n), to test a word against."""
    return frozenset(shipped(name)[:n])


@cache
def _t2s() -> dict[int, int]:
    pairs = (line.split() for line in shipped(T2S))
    return {ord(traditional): ord(simple) for traditional, simple in pairs}


@cache
def _s2t() -> dict[str, str]:
    """Each simplified character that traditional ones fold to, and those."""
    out: dict[str, str] = {}
    for traditional, simple in _t2s().items():
        out[chr(simple)] = out.get(chr(simple), "") + chr(traditional)
    return out


def spellings(text: str) -> list[str]:
    """Every way of writing a few simplified characters that `simplified` folds to them (台湾: 台湾, 臺湾, 台灣,
    臺灣, 檯灣...), the text itself first: to find them in a text without folding all of it."""
    out = [""]
    for ch in text:
        out = [head + c for head in out for c in ch + _s2t().get(ch, "")]
    return out


def simplified(text: str) -> str:
    """`text` with its traditional Chinese characters as simplified ones (臺灣 -> 台湾), one for one: every other
    character, and the length, as they were. Folds NFKC text (a compatibility ideograph is folded by NFKC first)."""
    return text if text.isascii() else text.translate(_t2s())


def t2s_pairs() -> list[tuple[str, str]]:
    """(traditional, simplified) for each character OpenCC's t2s conversion changes alone (the characters NFKC
    leaves as they are), in code point order; a simplified one OpenCC would change again is taken through. Needs
    opencc (the test extra), as the lists need wordfreq."""
    import unicodedata

    import opencc  # type: ignore[import-untyped]

    chars = [ch for c in range(0x3400, 0x2FA20) if CJK_CHAR.match(ch := chr(c))]
    converted = opencc.OpenCC("t2s").convert("\n".join(chars)).split("\n")
    table = {
        a: b
        for a, b in zip(chars, converted, strict=True)
        if a != b and len(b) == 1 and unicodedata.normalize("NFKC", a) == a
    }
    for a, b in table.items():  # 薴 -> 苧 -> 苎: each to the end of its chain, so that folding twice is folding once
        while b in table and table[b] != b:
            b = table[b]
        table[a] = b
    return sorted(table.items())


def frequencies(language: str) -> dict[str, float]:
    """word -> its share of all words in general text of the language (wordfreq's "large" list; simplified
    characters for Chinese). Needs wordfreq."""
    try:
        from wordfreq import get_frequency_dict
    except ImportError:
        raise UsageError(
            "This needs the wordfreq package (general word frequencies), which is not installed.",
            f"Install it with `{INSTALL}` (from a clone: `.venv/bin/pip install -e '.[voice]'`).",
            zh=(
                "这需要 wordfreq 包（通用词频），但它还没有安装。",
                f"用 `{INSTALL}` 安装（从克隆的仓库：`.venv/bin/pip install -e '.[voice]'`）。",
            ),
        ) from None
    return dict(get_frequency_dict("zh" if language == "zh" else "en", wordlist="large"))


def ranked(name: str, n: int) -> list[str]:
    """The first n entries of the list `name` as wordfreq gives them, most common first (see the module)."""
    frequency = frequencies("en" if name.endswith(".en.txt") else "zh")
    if name == "chars.zh.txt":
        shares: dict[str, float] = {}
        for word, share in frequency.items():
            for char in CJK_CHAR.findall(word):
                shares[char] = shares.get(char, 0.0) + share
        return [c for c, _ in sorted(shares.items(), key=lambda kv: (-kv[1], kv[0]))][:n]
    pattern = LATIN_WORD if name == "words.en.txt" else _ZH_PAIR
    words = sorted(frequency.items(), key=lambda kv: (-kv[1], kv[0]))
    return [w for w, _ in words if pattern.fullmatch(w)][:n]


def listing(name: str) -> str:
    """The text of the shipped list `name`, as written from wordfreq (or OpenCC, for T2S)."""
    if name == T2S:
        head = [
            "# Traditional Chinese characters, each with the simplified one OpenCC's t2s conversion gives it alone:",
            "# OpenCC 1.x (Apache License 2.0), twin.wordlists.t2s_pairs. Shipped so that no command needs OpenCC.",
        ]
        return "\n".join([*head, *(f"{a} {b}" for a, b in t2s_pairs())]) + "\n"
    n, what = LISTS[name]
    head = [
        f"# The {n:,} most common {what}, most common first:",
        '# wordfreq 3.1 "large" lists (twin.wordlists.ranked). Shipped so that no command needs wordfreq to read it.',
    ]
    return "\n".join([*head, *ranked(name, n)]) + "\n"
