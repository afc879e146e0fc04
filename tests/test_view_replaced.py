"""The memory view's replaced values ("before that: Vue, until ..."), what a line of the context costs, and each
track kept to its settings."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from twin.clock import now, to_iso
from twin.context.prompt import day, facts_block
from twin.context.view import REPLACED_WINDOW, MemoryReader, MemoryView
from twin.settings import ContextSettings
from twin.tokens import estimate_tokens

START = now().replace(microsecond=0) - timedelta(days=200)


def at(n: float) -> datetime:
    return START + timedelta(days=n)


def replaced(reader: MemoryReader, facts: list, when: datetime | None) -> list:
    """(old, new) as a turn's context finds them: within its window of "before that"."""
    return reader.facts.replaced(facts, when, REPLACED_WINDOW)


def said(n: float) -> dict:
    return {"said_at": at(n), "evidence": {"session": "S1", "turn": f"T{n}", "quote": ""}}


def test_a_value_replaced_recently_is_named_with_the_day_it_ended(tmp_path: Path) -> None:
    reader = MemoryReader(tmp_path)
    store = reader.facts
    vue = store.assert_fact("user", "stack", "Vue", source="user", confidence=0.9, cause="c", **said(0))
    react = store.supersede(vue.id, "React", source="user", confidence=0.9, cause="c", **said(150))
    facts = store.as_of()
    [(old, new)] = reader.view(ContextSettings()).replaced  # as every turn's context finds it
    truth = store.get(vue.id)  # the store's own view of the old value, replayed from its records
    assert (new.id, old.id, old.value, old.status, old.replaced_by) == (react.id, vue.id, "Vue", "superseded", react.id)
    assert old.until == truth.until == react.valid_from
    text, _ = facts_block(MemoryView(facts=facts, replaced=[(old, new)]), "en", 500, name="Sam", mentioned="")
    assert f"- stack: React (since {day(react.valid_from)}; you told me on {day(react.said_at)}; " in text
    assert f"before that: Vue, until {day(react.valid_from)})" in text
    assert replaced(reader, facts, None) == [(old, new)]  # asked again (the next turn): the same answer


def test_a_value_replaced_long_ago_is_not_mentioned_and_the_past_is_read_as_it_was(tmp_path: Path) -> None:
    reader = MemoryReader(tmp_path)
    store = reader.facts
    vue = store.assert_fact("user", "stack", "Vue", source="user", confidence=0.9, cause="c", **said(0))
    react = store.supersede(vue.id, "React", source="user", confidence=0.9, cause="c", **said(20))
    assert replaced(reader, store.as_of(), None) == []  # 180 days ago: out of the 90-day window
    then = at(40)
    [(old, new)] = replaced(reader, store.as_of(then), then)
    assert (old.value, new.id, old.until) == ("Vue", react.id, store.get(vue.id, then).until)


def test_a_replacement_written_later_shows_at_once(tmp_path: Path) -> None:
    reader = MemoryReader(tmp_path)
    store = reader.facts
    vue = store.assert_fact("user", "stack", "Vue", source="user", confidence=0.9, cause="c", **said(150))
    assert replaced(reader, store.as_of(), None) == []
    react = store.supersede(vue.id, "React", source="user", confidence=0.9, cause="c", **said(190))
    svelte = store.supersede(react.id, "Svelte", source="user", confidence=0.9, cause="c", **said(195))
    [(old, new)] = replaced(reader, store.as_of(), None)
    assert (old.value, new.value, old.until) == ("React", "Svelte", svelte.valid_from)


SPACES = re.compile(r"\s+")
WIDE = re.compile(r"[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\U00020000-\U0002fa1f]")


@given(st.text(alphabet=st.sampled_from(list("ab 1\t\n\r\x0b\x0c\u3000\u00a0\u2028\x1c中文한グé，")), max_size=40))
def test_tokens_are_one_per_wide_character_and_one_per_four_others_with_a_run_of_spaces_as_one(text: str) -> None:
    wide = len(WIDE.findall(text))
    narrow = len(SPACES.sub(" ", text)) - wide
    assert estimate_tokens(text) == (wide + (narrow + 3) // 4 if text else 0)


def test_a_broken_index_skips_recall_and_says_so(tmp_path: Path) -> None:
    from twin.recall.index import SearchIndex
    from twin.settings import ContextSettings

    reader = MemoryReader(tmp_path)
    reader.facts.assert_fact("user", "city", "Lyon", source="user", confidence=0.9, cause="c", **said(0))
    with SearchIndex(tmp_path) as index:
        index.sync()
        index.db.execute("DROP TABLE turn_fts")  # another process broke it: a query fails in the middle of recall
    view = reader.view(ContextSettings(), message="Where do I live now, in Lyon?")
    assert [f.value for f in view.facts] == ["Lyon"]  # the facts held now are there all the same
    assert view.notes and view.notes[0].startswith("recall skipped: ") and "turn_fts" in view.notes[0]


def test_a_replaced_value_is_named_for_90_days_after_it_ended(tmp_path: Path) -> None:
    from twin.clock import set_clock

    reader = MemoryReader(tmp_path)
    store = reader.facts
    vue = store.assert_fact("user", "stack", "Vue", source="user", confidence=0.9, cause="c", **said(0))
    react = store.supersede(vue.id, "React", source="user", confidence=0.9, cause="c", **said(150))
    facts = store.as_of()
    try:
        for day_, named in ((200, True), (239, True), (241, False)):  # React began on day 150
            set_clock(at(day_))
            assert [new.id for _, new in replaced(reader, facts, None)] == ([react.id] if named else []), day_
    finally:
        set_clock(None)
    assert [new.id for _, new in replaced(reader, facts, at(200))] == [react.id]  # a chat as of an earlier time


def test_the_fact_block_puts_the_people_mentioned_first(tmp_path: Path) -> None:
    reader = MemoryReader(tmp_path)
    store = reader.facts
    for subject, attribute, value in [("user", "city", "Lyon"), ("sister", "city", "Shenzhen"),
                                      ("manager", "name", "Ada"), ("user", "pet", "a cat")]:  # fmt: skip
        store.assert_fact(subject, attribute, value, source="user", confidence=0.9, cause="c", **said(199))
    facts = list(store.as_of())
    manager_first = facts_block(MemoryView(facts=facts), "en", 500, name="Sam", mentioned="the manager")[0]
    sister_first = facts_block(MemoryView(facts=facts), "en", 500, name="Sam", mentioned="the sister")[0]
    assert manager_first.index("manager") < manager_first.index("sister")
    assert sister_first.index("sister") < sister_first.index("manager")


@pytest.mark.parametrize(
    ("chapters", "recent_turns", "facts_tokens", "chapters_tokens", "recent_tokens"),
    [(3, 8, 1500, 2000, 1500), (2, 3, 1500, 2000, 1500), (3, 8, 120, 2000, 1500), (3, 8, 1500, 150, 60)],
)
def test_each_track_keeps_to_its_settings(
    tmp_path: Path, chapters: int, recent_turns: int, facts_tokens: int, chapters_tokens: int, recent_tokens: int
) -> None:
    from tests.conftest import REPO
    from twin.context.prompt import build_context
    from twin.narrative.chapters import ChapterStore
    from twin.persona.model import load_persona
    from twin.sessions.session import SessionStore
    from twin.settings import ContextSettings

    twin = tmp_path / "alice"
    reader = MemoryReader(twin)
    for n in range(30):
        reader.facts.assert_fact("user", f"thing {n}", f"value number {n}", source="user", confidence=0.9, cause="c",
                                 **said(150 + n))  # fmt: skip
    for n in range(6):  # half an hour apart, ten days ago, five minutes long: a day apart and 2.4 hours long, the
        # fifth ran past a month's end after 21:36 on 6 December, and a chapter's month is the one it ends in
        begun = at(190 + n / 48)
        writer = SessionStore(twin).start({"persona": "alice", "user": "Sam"}, at=begun)
        for i in range(4):
            writer.add_turn("user" if i % 2 == 0 else "assistant", f"session {n} turn {i} " + "words " * 8,
                            at=begun + timedelta(minutes=i))  # fmt: skip
        writer.end("exit")
        ended = begun + timedelta(minutes=5)
        ChapterStore(twin).add(writer.id, to_iso(begun), to_iso(ended), f"Diary {n}. " * 30, "p1")
    settings = ContextSettings(chapters=chapters, recent_turns=recent_turns, facts_tokens=facts_tokens,
                               chapters_tokens=chapters_tokens, recent_tokens=recent_tokens, recall=False)  # fmt: skip
    persona = load_persona(REPO / "personas", "alice")
    context = build_context(persona, [], reader.view(settings, user_subject="Sam"), settings, user="Sam")
    kinds = [item["type"] for item in context.items]
    system = context.messages[0]["content"]
    fact_lines = [line for line in system.splitlines() if line.startswith("- thing ")]
    assert len(fact_lines) == kinds.count("fact")
    assert sum(estimate_tokens(line) for line in fact_lines) <= facts_tokens
    assert len(fact_lines) == 30 if facts_tokens >= 1500 else 0 < len(fact_lines) < 30
    shown = [n for n in range(6) if f"Diary {n}." in system]
    assert len(shown) == kinds.count("chapter") and shown == list(range(6 - len(shown), 6))  # the latest ones
    # the latest `chapters` whole when they fit; warmer ones fill the rest of the budget, whole or as one line
    whole = [n for n in shown if f"Diary {n}. Diary {n}." in system]
    assert whole == list(range(6 - len(whole), 6))
    assert len(whole) >= chapters if chapters_tokens >= 2000 else 0 < len(whole) < chapters
    diary = [line for line in system.split("\n\n") if "Diary " in line]
    assert sum(estimate_tokens(line) for line in diary) <= chapters_tokens
    recent = [line for line in system.splitlines() if re.search(r"session \d turn \d", line)]
    assert len(recent) == kinds.count("turn")
    assert len(recent) == recent_turns if recent_tokens >= 1500 else 0 < len(recent) < recent_turns
    assert sum(estimate_tokens(line) for line in recent) <= recent_tokens
    assert "session 5 turn 3" in recent[-1]  # the newest are kept when the budget is short


def test_a_view_of_a_time_before_a_forget_leaves_the_forgotten_fact_out_and_masks_its_words(tmp_path: Path) -> None:
    from twin.settings import ContextSettings

    reader = MemoryReader(tmp_path)
    store = reader.facts
    quote = "my doctor is Dr Okafor"
    doctor = store.assert_fact(
        "user", "doctor", "Dr Okafor", source="user", confidence=0.9, cause="c",
        said_at=at(10), evidence={"session": "S1", "turn": "T1", "quote": quote},
    )  # fmt: skip
    store.assert_fact("user", "city", "Oslo", source="user", confidence=0.9, cause="c", **said(10))
    store.retire(doctor.id, reason="user", cause="test")
    view = reader.view(ContextSettings(), at=at(20), message="who is my doctor?")  # before the forget
    assert [f.value for f in view.facts] == ["Oslo"]
    assert view.masks.turn(quote, "[forgotten]", to_iso(at(10))) == "[forgotten]"


def test_a_forgotten_value_is_never_the_value_before(tmp_path: Path) -> None:
    reader = MemoryReader(tmp_path)
    store = reader.facts
    lyon = store.assert_fact("user", "city", "Lyon", source="user", confidence=0.9, cause="c", **said(100))
    store.retire(lyon.id, reason="user", cause="chat:/forget")
    berlin = store.assert_fact("user", "city", "Berlin", source="user", confidence=0.9, cause="c", **said(150))
    assert [f.id for f in store.as_of()] == [berlin.id]
    assert replaced(reader, store.as_of(), None) == []
    rome = store.assert_fact("user", "city", "Rome", source="user", confidence=0.9, cause="c", **said(160))
    [(old, new)] = replaced(reader, store.as_of(), None)  # a value not forgotten still is
    assert (old.value, new.id) == ("Berlin", rome.id)
