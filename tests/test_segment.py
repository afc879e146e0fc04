"""Search terms: Chinese character n-grams, English words folded, stemmed and without stopwords."""

from __future__ import annotations

from twin.memory.segment import match_expression, stem, terms


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
