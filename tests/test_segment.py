"""Search terms: Chinese character n-grams, English words folded, stemmed and without stopwords."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from twin.recall import segment
from twin.recall.segment import match_expression, stem, terms
from twin.tokens import estimate_tokens


def test_english_words_are_lowercased_stemmed_and_stopwords_dropped() -> None:
    assert terms("She PAINTS; he painted the paintings of a sunrise!") == ["paint", "paint", "paint", "sunris"]
    assert terms("Caroline's stories") == terms("caroline story")
    assert [stem(w) for w in ("running", "hiked", "hikes", "stories", "glass", "bus")] == [
        "run", "hik", "hik", "story", "glass", "bus",
    ]  # fmt: skip


def test_accents_and_full_width_forms_fold_to_the_plain_letters() -> None:
    assert terms("Café ＡＢＣ naïve") == terms("cafe abc naive")


def test_chinese_is_cut_into_characters_and_pairs_without_function_characters() -> None:
    assert terms("我住在深圳") == ["住", "深", "圳", "我住", "住在", "在深", "深圳"]
    assert terms("深圳，面试") == ["深", "圳", "深圳", "面", "试", "面试"]  # no pair across punctuation


def test_mixed_text_keeps_latin_words_apart_from_chinese() -> None:
    assert terms("Bart在圣诞节跳舞") == ["bart", "圣", "诞", "节", "跳", "舞", "在圣", "圣诞", "诞节", "节跳", "跳舞"]
    assert "shenzhen" in terms("我在Shenzhen工作") and "工作" in terms("我在Shenzhen工作")


def test_a_match_expression_quotes_every_term_so_nothing_is_read_as_syntax() -> None:
    assert match_expression(["near", 'a"b', "near", "or"]) == '"near" OR "a""b" OR "or"'
    assert match_expression([]) == ""


# The pattern that cut text into runs when the index format was set: the runs must stay exactly what it found,
# or every index would have to be built again.
_CJK_RANGES = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002fa1f"
_REFERENCE = re.compile(rf"([{_CJK_RANGES}]+)|([^\W_{_CJK_RANGES}]+(?:['’][^\W_{_CJK_RANGES}]+)*)")
_PIECES = st.sampled_from(
    list("ab'’_ 9é-.,中文的・゠ーカ한\ud7a4\ufa6e\U00020001\U0002a6e0！，")
    + ["don't", "snake_case", "Caroline's", "React框架", "カ・ナ", "ab'中", "中'ab", "x_'y", "’s"]
)


@given(st.lists(_PIECES, max_size=12).map("".join))
def test_runs_are_what_the_single_pattern_found(text: str) -> None:
    runs = list(segment._runs(text))
    assert runs == [(bool(m.group(1)), m.group(1) or m.group(2)) for m in _REFERENCE.finditer(text)]


def test_traditional_chinese_is_searched_as_simplified() -> None:
    assert terms("我住在臺灣，頭髮剪短了") == terms("我住在台湾，头发剪短了")
    assert segment.fold("後來") == "后来" and len(segment.fold("臺灣")) == 2


@given(st.text(alphabet="春天的花开了。我们 walk by the sea, slowly! 👍🏽\n", min_size=0, max_size=3000))
def test_a_long_text_is_indexed_in_pieces_that_cover_it_each_about_an_ordinary_message(text: str) -> None:
    spans = segment.pieces(text)
    assert spans[0][0] == 0 and spans[-1][1] == len(text)
    assert all(a[1] == b[0] for a, b in zip(spans, spans[1:], strict=False))  # in order, nothing left out
    assert all(segment.is_boundary(text, end) for _, end in spans)  # never inside a character as it is drawn
    if estimate_tokens(text) <= segment.LONG_TURN:
        assert spans == [(0, len(text))]  # an ordinary message is one row
    for start, end in spans:  # the last takes what is left, up to one and a half pieces
        assert estimate_tokens(text[start:end]) <= 2 * segment.PIECE_TOKENS


def test_a_piece_ends_after_a_sentence_when_one_ends_in_its_second_half() -> None:
    text = "".join(f"第{i}天我们在海边走了很久，看到了晚霞。" for i in range(40))
    spans = segment.pieces(text)
    assert len(spans) > 1 and all(text[end - 1] == "。" for _, end in spans)


@pytest.mark.parametrize("text", ["The dog and I went to the sea. " * 40_000, "我们在海边散步，狗很开心。" * 10_000])
def test_a_giant_paste_is_at_most_so_many_pieces_each_longer(text: str) -> None:
    """Each piece is a row of the index, and a search reads only so many rows of a word: a paste of 1 MB in pieces
    of 120 tokens filled them with itself, and an older turn about the dog and the sea was found no more."""
    spans = segment.pieces(text)
    assert len(spans) == segment.MOST_PIECES
    assert spans[0][0] == 0 and spans[-1][1] == len(text)
    assert all(a[1] == b[0] for a, b in zip(spans, spans[1:], strict=False))
