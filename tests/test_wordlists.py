"""The general-language lists twin ships (twin/wordlists/) are what wordfreq gives, whole and in order."""

from __future__ import annotations

from importlib import resources

from twin import wordlists


def test_the_shipped_lists_are_wordfreqs() -> None:
    for name, (n, _) in wordlists.LISTS.items():
        text = resources.files("twin.wordlists").joinpath(name).read_text(encoding="utf-8")
        assert text == wordlists.listing(name), f"write it again: twin/wordlists/{name}"
        assert len(wordlists.shipped(name)) == n


def test_the_traditional_to_simplified_table_is_openccs() -> None:
    text = resources.files("twin.wordlists").joinpath(wordlists.T2S).read_text(encoding="utf-8")
    assert text == wordlists.listing(wordlists.T2S), f"write it again: twin/wordlists/{wordlists.T2S}"


def test_simplified_folds_traditional_characters_one_for_one_and_nothing_else() -> None:
    assert wordlists.simplified("臺灣的頭髮，後來乾淨了 Café ＡＢＣ") == "台湾的头发，后来干净了 Café ＡＢＣ"
    assert all(wordlists.simplified(ch) == ch for ch in wordlists.shipped("chars.zh.txt"))  # simplified stays
    folded = wordlists.simplified("".join(line.split()[0] for line in wordlists.shipped(wordlists.T2S)))
    assert wordlists.simplified(folded) == folded and wordlists.simplified("薴") == "苎"  # twice is once


def test_each_list_holds_what_its_name_says() -> None:
    assert wordlists.shipped("words.en.txt")[:3] == ("the", "to", "and")
    assert wordlists.shipped("chars.zh.txt")[0] == "的"
    assert all(len(word) == 2 for word in wordlists.shipped("words.zh.txt"))
    assert {"觉得", "知道", "喜欢"} <= set(wordlists.shipped("words.zh.txt")[:1000])
