"""The general-language lists twin ships (twin/wordlists/) are what wordfreq gives, whole and in order."""

from __future__ import annotations

from importlib import resources

from twin import wordlists


def test_the_shipped_lists_are_wordfreqs() -> None:
    for name, (n, _) in wordlists.LISTS.items():
        text = resources.files("twin.wordlists").joinpath(name).read_text(encoding="utf-8")
        assert text == wordlists.listing(name), f"write it again: twin/wordlists/{name}"
        assert len(wordlists.shipped(name)) == n


def test_each_list_holds_what_its_name_says() -> None:
    assert wordlists.shipped("words.en.txt")[:3] == ("the", "to", "and")
    assert wordlists.shipped("chars.zh.txt")[0] == "的"
    assert all(len(word) == 2 for word in wordlists.shipped("words.zh.txt"))
    assert {"觉得", "知道", "喜欢"} <= set(wordlists.shipped("words.zh.txt")[:1000])
