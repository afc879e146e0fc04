"""`clipped` cuts text to terminal cells: checked against a plain one-position-per-cell reference."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from twin.cli import sessions
from twin.cli.sessions import WIDE, clipped

_WIDE = re.compile(WIDE)


def reference(text: str, cells: int) -> tuple[str, int]:
    """Each wide character written as two positions, then cut: slow, and obviously right."""
    if len(text) > cells:
        text = text[:cells] + " "
    doubled = _WIDE.sub("\0\1", text)
    if len(doubled) <= cells:
        return text, len(doubled)
    head = doubled[: cells - 1].removesuffix("\0")
    return text[: len(head) - head.count("\1")] + "…", len(head) + 1


MIXED = st.text(alphabet=st.sampled_from("ab c-é—’…中文字。，！한글ＡＢ🙂😀🚀⌚\U00020001"), max_size=80)


@given(MIXED, st.integers(min_value=2, max_value=70), st.booleans())
def test_clipped_matches_the_reference(text: str, cells: int, by_hand: bool) -> None:
    # either way: each character looked up in WIDE's ranges (a search's few lines), or the compiled class
    saved = sessions.BY_HAND, sessions._by_hand
    sessions.BY_HAND, sessions._by_hand = (1 << 60, 0) if by_hand else (0, 0)
    try:
        if by_hand:
            sessions._wide_runs.cache_clear()
        assert clipped(text, cells) == reference(text, cells)
    finally:
        sessions.BY_HAND, sessions._by_hand = saved


def test_every_wide_character_is_wide_both_ways() -> None:
    firsts, lasts = [a for a, _ in sessions.WIDE_RANGES], [b for _, b in sessions.WIDE_RANGES]
    assert len(firsts) == len(lasts) > 50 and firsts == sorted(firsts)
    for code in (*firsts, *lasts, 0x10FF, 0x1100, 0x4E00, 0x9FFF, 0xFFFD, 0x1F680, 0x3FFFD, 0x3FFFE):
        text = chr(code)
        by_class = bool(_WIDE.fullmatch(text))
        saved = sessions.BY_HAND, sessions._by_hand
        sessions.BY_HAND, sessions._by_hand = 1 << 60, 0
        sessions._wide_runs.cache_clear()
        try:
            assert (sessions._wide_spans(text, 2) == [(0, 1)]) == by_class, hex(code)
        finally:
            sessions.BY_HAND, sessions._by_hand = saved


def test_clipped_examples() -> None:
    assert clipped("hello", 10) == ("hello", 5)
    assert clipped("hello world", 6) == ("hello…", 6)
    assert clipped("中文字", 6) == ("中文字", 6)
    assert clipped("中文字", 5) == ("中文…", 5)
    assert clipped("中文字", 4) == ("中…", 3)  # the second character would be cut in half: left out
    assert clipped("ab中文", 5) == ("ab中…", 5)
    assert clipped("🚀🚀ab", 16) == ("🚀🚀ab", 6)  # emoji are two cells wide
    assert clipped("⌚ok", 4) == ("⌚ok", 4)
