"""Titles of works in a person's turn (twin/narrative/grounding/titles.py): found by their marks or their capitals,
and lines said or quoted speech left as they are."""

from __future__ import annotations

import pytest

from twin.narrative.grounding import read_candidate
from twin.narrative.grounding.titles import read_titles, titles


def found(text: str) -> list[str]:
    return [text[start:end] for start, end in titles(text)]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("我最近在听《如果这都不算爱》，单曲循环", ["如果这都不算爱"]),
        ("我在讀「假如給我三天光明」，一晚讀幾頁", ["假如給我三天光明"]),
        ("my favourite book is 'If on a Winter's Night a Traveler'", ["If on a Winter's Night a Traveler"]),
        ("we watch “Are You Afraid of the Dark?” every Halloween", ["Are You Afraid of the Dark?"]),
        ("*sighs* I'm on chapter 3 of *If Beale Street Could Talk*", ["If Beale Street Could Talk"]),
        ("I just finished Never Let Me Go last night", ["Never Let Me Go"]),
        ("I own a little bookshop called What If Books", ["What If Books"]),
        ("《三体》和《球状闪电》都读了", ["三体", "球状闪电"]),
    ],
)
def test_a_title_is_found_by_its_marks_or_its_capitals(text: str, names: list[str]) -> None:
    assert found(text) == names


@pytest.mark.parametrize(
    "text",
    [
        "他说「我是医生」，我不信",  # speech after a verb of saying
        "昨晚又看了一遍。“我是你爸爸”这句还是笑死我了",  # a line, named as one
        "finally started moby dick. 'Call me Ishmael.' ok im hooked already",  # a sentence, not written as a title
        "\"I'm a mom now!\" still can't believe it",
        "*pretends to be a librarian* welcome in",  # an action
        "If you see Tom, tell him I said hi",  # capitals where a sentence begins
        "I live in New York and work in Jersey City",  # names of places hold no word a sentence keeps small
        "我“不是”医生，别再问了",  # one word in quotes: stressed
        "I am *NOT* a nurse",
        "so, My Mom lives in Paris",  # capitals after a comma, or "I": a sentence's, written so
        "and I Wish I lived in Tokyo",
        "If You Want To Know, I Am A Nurse",
    ],
)
def test_speech_an_action_or_a_name_is_no_title(text: str) -> None:
    assert found(text) == []


def candidate(attribute: str, value: str, quote: str):  # type: ignore[no-untyped-def]
    c = read_candidate({"subject": "user", "attribute": attribute, "value": value, "quote": quote, "confidence": 0.9})
    assert not isinstance(c, tuple)
    return c


def test_a_title_is_stood_in_for_in_the_turn_the_value_and_the_quote_alike() -> None:
    text = "我最近在听《如果这都不算爱》，单曲循环"
    titled = read_titles(text, candidate("在听的歌", "如果这都不算爱", "我最近在听《如果这都不算爱》"))
    assert titled is not None and titled.in_title == ""
    assert "如果" not in titled.text and "如果" not in titled.candidate.quote
    assert titled.candidate.value in titled.text and titled.candidate.quote in titled.text


def test_a_value_that_is_only_part_of_a_title_is_the_titles_words_unless_it_names_the_work() -> None:
    text = "I'm binging 'Nurse Jackie' right now"
    assert read_titles(text, candidate("occupation", "nurse", "binging 'Nurse Jackie'")).in_title == "Nurse Jackie"
    also = "I'm a nurse and I'm binging 'Nurse Jackie'"  # said of themselves as well: theirs
    assert read_titles(also, candidate("occupation", "nurse", "I'm a nurse")).in_title == ""
    series = "rereading 'Harry Potter and the Goblet of Fire' again"  # the series the title begins with
    assert read_titles(series, candidate("favorite_book", "Harry Potter", "rereading 'Harry Potter")).in_title == ""


def test_a_cue_read_with_a_title_stood_in_for_says_the_title() -> None:
    text = "my sister can't stop quoting 'You Must Remember This'"
    titled = read_titles(text, candidate("listens_to", "You Must Remember This", text))
    assert titled is not None and "Tqz" in titled.text
    assert titled.said(titled.text.casefold()) == text  # (cues are read in lower case)
    assert "tqz" not in titled.said("quoting 'tqza'")
