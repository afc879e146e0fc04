"""`clipped` cuts text to terminal cells: checked against a plain one-position-per-cell reference."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from twin.cli.sessions import cells_of, clipped


def reference(text: str, cells: int) -> tuple[str, int]:
    """Each wide character written as two positions, then cut: slow, and obviously right."""
    if len(text) > cells:
        text = text[:cells] + " "
    doubled = "".join("\0\1" if cells_of(ch) == 2 else ch for ch in text)
    if len(doubled) <= cells:
        return text, len(doubled)
    head = doubled[: cells - 1].removesuffix("\0")
    return text[: len(head) - head.count("\1")] + "…", len(head) + 1


MIXED = st.text(alphabet=st.sampled_from("ab c-é—’…中文字。，！한글ＡＢ🙂😀🚀⌚\U00020001"), max_size=80)


@given(MIXED, st.integers(min_value=2, max_value=70))
def test_clipped_matches_the_reference(text: str, cells: int) -> None:
    assert clipped(text, cells) == reference(text, cells)


def test_what_is_wide() -> None:
    assert [cells_of(ch) for ch in "a中ＡＢ🚀⌚é한\U00020001"] == [1, 2, 2, 2, 2, 2, 1, 2, 2]


def test_clipped_examples() -> None:
    assert clipped("hello", 10) == ("hello", 5)
    assert clipped("hello world", 6) == ("hello…", 6)
    assert clipped("中文字", 6) == ("中文字", 6)
    assert clipped("中文字", 5) == ("中文…", 5)
    assert clipped("中文字", 4) == ("中…", 3)  # the second character would be cut in half: left out
    assert clipped("ab中文", 5) == ("ab中…", 5)
    assert clipped("🚀🚀ab", 16) == ("🚀🚀ab", 6)  # emoji are two cells wide
    assert clipped("⌚ok", 4) == ("⌚ok", 4)
