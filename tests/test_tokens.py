"""Token estimates: one per wide character, one per four others, a run of whitespace as one."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from twin import tokens
from twin.tokens import estimate_tokens

_WIDE = re.compile(f"[{tokens.WIDE}]")


def reference(text: str) -> int:
    """The estimate as first written: every wide character matched, the whole text split once."""
    if not text:
        return 0
    wide = len(_WIDE.findall(text))
    words = text.split()
    runs = (len(words) - 1 + text[0].isspace() + text[-1].isspace()) if words else 1
    narrow = sum(map(len, words)) + runs - wide
    return wide + (narrow + 3) // 4


# words, CJK (an ideographic space among them, which is both wide and a space), astral characters, and every
# kind of line break `splitlines` knows
ALPHABET = st.sampled_from("ab cd-é—’…中文字。，！한글ＡＢ\u3000🙂\U00020001\n\r\t\x0b\x0c\x1c\x85\u2028  ")


@given(st.text(alphabet=ALPHABET, max_size=60), st.integers(min_value=1, max_value=80))
@settings(max_examples=300)
def test_estimate_matches_the_whole_text_count(piece: str, times: int) -> None:
    text = piece * times  # long ones go line by line, short ones whole
    assert estimate_tokens(text) == reference(text)


def test_examples() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("   ") == 1
    assert estimate_tokens("hello world") == 3
    assert estimate_tokens("我又在想要不要辞职") == 9
    long = ("The migration from Vue is half done.\n\n我妈又打电话催我回老家。\n" * 200).strip()
    assert estimate_tokens(long) == reference(long)


def test_paragraphs_long_and_short_and_blank_runs() -> None:
    paragraph = "- stack: React (since 2026-10-01; you told me)\n- 城市：深圳（自 2026-09-01）\n"
    texts = [
        "\n\n".join([paragraph * 30, "## who\nA teacher.", "", "\n", paragraph * 2]),  # blank runs meeting
        "\n\n" + paragraph * 900 + "\n\n\n\nend\n\n",
        ("word " * 300 + "\n\n") * 12,
    ]
    for text in texts:
        assert estimate_tokens(text) == reference(text)


def test_head_and_tail_keeps_what_fits_and_cuts_only_when_it_saves_something() -> None:
    from twin.tokens import head_and_tail

    marker = "[… {n} characters left out …]"
    indented = "\n".join(" " * 40 + f"x{i} = {i}" for i in range(600))  # code: 30,000 characters, 2,500 tokens
    for text in ("", "short", "a" * 3000, "a" * 12_004, "中" * 3001, indented):  # within it, or cut for nothing
        assert head_and_tail(text, 3000, marker) == text
    for text in ("word " * 100_000, "中" * 20_000, "x" * 1_000_000, "ab " * 5_000_000):
        shown = head_and_tail(text, 3000, marker)
        head, _, rest = shown.partition(" [… ")
        left, _, tail = rest.partition(" characters left out …] ")
        assert text.startswith(head) and text.endswith(tail) and head and tail
        assert int(left.replace(",", "")) == len(text) - len(head) - len(tail)
        assert estimate_tokens(shown) <= 3000 + 20 and len(shown) < len(text)
