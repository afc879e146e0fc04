"""BM25 on a long history: the document frequencies the index keeps, and scores that stay FTS5's own when pruned."""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

import pytest

from tests.test_index import T0, chapter, fact, session
from twin.clock import to_iso
from twin.recall import bm25, segment
from twin.recall.index import SearchIndex
from twin.recall.indexdb import FTS_TABLES, SCHEMA
from twin.sessions.session import SessionStore
from twin.store import JsonlFile, new_id

TALK = [
    ("user", "I repotted the fig tree and the basil on the balcony."),
    ("assistant", "Did the fig tree mind the new pot?"),
    ("user", "The fig tree dropped two leaves, the basil is fine."),
    ("assistant", "Figs sulk after a move; it will come back."),
    ("user", "我在阳台上种了无花果和罗勒。"),
    ("assistant", "阳台的光够不够？"),
]


def vocabulary(index: SearchIndex) -> dict[str, dict[str, int]]:
    """FTS5's own document frequencies, per table, by walking its posting lists."""
    found: dict[str, dict[str, int]] = {}
    for table in FTS_TABLES.values():
        index.db.execute(
            f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.{table}_check USING fts5vocab(main, '{table}', 'row')"
        )
        found[table] = dict(index.db.execute(f"SELECT term, doc FROM temp.{table}_check").fetchall())
    return found


def kept(index: SearchIndex) -> dict[str, dict[str, int]]:
    """The document frequencies the index keeps in its `terms` table."""
    found: dict[str, dict[str, int]] = {table: {} for table in FTS_TABLES.values()}
    for table, term, doc in index.db.execute("SELECT tbl, term, doc FROM terms"):
        found[table][term] = doc
    return found


def test_document_frequencies_follow_every_kind_of_write(tmp_path: Path) -> None:
    first = session(tmp_path, T0, TALK)
    index = SearchIndex(tmp_path)
    index.sync()
    assert kept(index) == vocabulary(index)
    live = session(tmp_path, T0 + timedelta(days=3), TALK[4:], end=False)
    index.sync()
    for role, text in [("user", "The fig tree has a new leaf today."), ("assistant", "Told you it would come back.")]:
        index.add_turn(live.add_turn(role, text, at=T0 + timedelta(days=3, minutes=5)))  # each refreshes the one before
    failed = live.add_turn(
        "assistant", "Figs are (cut off)", at=T0 + timedelta(days=3, minutes=6), status="interrupted"
    )
    index.add_turn(failed)
    index.add_turn(live.add_turn("assistant", "Figs are stubborn.", at=T0 + timedelta(days=3, minutes=6),
                                 retry_of=failed.id))  # fmt: skip
    fact(
        tmp_path, "user", "plant", "a fig tree on the balcony", T0, evidence={"session": first.id, "quote": "fig tree"}
    )
    chapter(tmp_path, first.id, "We talked about the fig tree and the basil.", T0 + timedelta(hours=1))
    index.sync()
    assert kept(index) == vocabulary(index)
    path = SessionStore(tmp_path).paths()[0]
    lines = path.read_bytes().splitlines(keepends=True)
    rewritten = path.with_name(path.name + ".tmp")
    rewritten.write_bytes(b"".join(line for line in lines if b"basil" not in line))
    os.replace(rewritten, path)  # a privacy purge rewrites the file atomically: its turns are read again
    index.sync()
    assert kept(index) == vocabulary(index)
    assert "basil" not in kept(index)["turn_terms"]
    index.rebuild()
    assert kept(index) == vocabulary(index)


@pytest.mark.parametrize("schema", [SCHEMA - 2, SCHEMA - 1])
def test_an_index_of_the_two_schemas_before_is_brought_up_without_a_rebuild(tmp_path: Path, schema: int) -> None:
    session(tmp_path, T0, TALK)
    fact(tmp_path, "user", "plant", "a fig tree on the balcony", T0)
    index = SearchIndex(tmp_path)
    index.sync()
    expected = kept(index)
    if schema == SCHEMA - 2:
        index.db.execute("DROP TABLE terms")  # schema 4 had no term counts
    for table in FTS_TABLES.values():  # nor had 4 and 5 the merge setting, or the index of open session files
        index.db.execute(f"DELETE FROM {table}_config WHERE k = 'usermerge'")
    index.db.execute("DROP INDEX sources_open")
    index.db.execute("UPDATE meta SET value = ? WHERE key = 'version'", (f"{schema}.{segment.VERSION}",))
    index.db.commit()
    index.close()
    again = SearchIndex(tmp_path)
    assert kept(again) == expected
    assert again.sync() == 0  # nothing was read again from the memory files
    assert [h.kind for h in again.search("fig tree")][:1] == ["turn"]
    for table in FTS_TABLES.values():
        assert again.db.execute(f"SELECT v FROM {table}_config WHERE k = 'usermerge'").fetchone()[0] == 2
    assert again.db.execute("SELECT 1 FROM sqlite_master WHERE name = 'sources_open'").fetchone() is not None


def single_term_scores(index: SearchIndex, kind: str, term: str) -> dict[int, float]:
    """FTS5's own bm25 of one term for every row that holds it."""
    table = FTS_TABLES[kind]
    sql = f"SELECT rowid, -rank FROM {table} WHERE {table} MATCH ?"
    return dict(index.db.execute(sql, (segment.match_expression([term]),)).fetchall())


@pytest.fixture
def garden(tmp_path: Path) -> SearchIndex:
    """A twin of twenty sessions where some words are everywhere and some are rare."""
    for day in range(20):
        turns = [("user", f"The garden needs water again, day {day}."), ("assistant", "Water it in the evening.")]
        if day % 5 == 0:
            turns.append(("user", "The fig tree has a new leaf and the basil flowers."))
        if day == 7:
            turns.append(("user", "A hedgehog sleeps under the fig tree."))
        session(tmp_path, T0 + timedelta(days=day), turns)
    index = SearchIndex(tmp_path)
    index.sync()
    return index


@pytest.mark.parametrize("budget", [10_000, 20, 1])
def test_weighted_scores_are_the_sum_of_fts5s_own_per_term_scores_however_the_terms_are_split(
    garden: SearchIndex, budget: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bm25, "ROW_BUDGET", budget)  # 1: only the rarest word is matched, the rest scored after
    weights = {"fig": 1.0, "hedgehog": 1.0, "garden": 1.0, "water": 0.5, "basil": 0.5}
    found = garden.match("turn", weights, limit=100)
    per_term = {term: single_term_scores(garden, "turn", term) for term in weights}
    assert found, "the rare words find their turns"
    for rowid, score in found:
        expected = sum(w * per_term[t].get(rowid, 0.0) for t, w in weights.items())
        assert score == pytest.approx(expected, rel=1e-9)
    assert [r for r, _ in found] == sorted((r for r, _ in found), key=lambda r: -dict(found)[r])


def test_the_messages_words_get_the_row_budget_before_the_contexts(
    garden: SearchIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bm25, "ROW_BUDGET", 5)
    plan = garden._term_stats("turn").split({"fig": 1.0, "hedgehog": 0.5, "garden": 0.5})
    assert plan.kept[0] == "fig"  # though "hedgehog" is rarer
    monkeypatch.setattr(bm25, "MAX_TERMS", 1)
    plan = garden._term_stats("turn").split({"fig": 1.0, "hedgehog": 1.0})
    assert plan.kept == ["hedgehog"] and plan.common == ["fig"]  # the rarer first among equals


def test_frequencies_of_a_row_are_counted_as_fts5_counts_them() -> None:
    length, freqs = bm25.frequencies("fig tree fig", "basil fig", "sam", (1.0, 0.5, 0.0))
    assert length == 6
    assert freqs == {"fig": 2.5, "tree": 1.0, "basil": 0.5}


def test_a_first_conversation_finds_nothing_of_itself(tmp_path: Path) -> None:
    live = session(tmp_path, T0, TALK, end=False)
    index = SearchIndex(tmp_path)
    index.sync()
    assert index.match("turn", ["fig", "basil"], limit=20, exclude_session=live.id) == []
    assert index.match("turn", ["fig", "basil"], limit=20)  # without leaving it out, it is there


def test_a_fact_indexed_mid_conversation_is_found_by_a_word_never_seen_before(tmp_path: Path) -> None:
    session(tmp_path, T0, TALK)
    for n in range(150):
        fact(tmp_path, "user", f"plant {n}", f"a pot of basil number {n}", T0)
    index = SearchIndex(tmp_path)
    index.sync()
    assert index.match("fact", ["hedgehog"], limit=5) == []
    later = T0 + timedelta(days=1)
    record = {"v": 1, "id": new_id(later), "ts": to_iso(later), "kind": "assert", "subject": "user",
              "attribute": "garden visitor", "value": "a hedgehog", "type": "fact", "source": "user",
              "confidence": 0.9, "said_at": to_iso(later), "valid_from": to_iso(later)}  # fmt: skip
    JsonlFile(tmp_path / "facts.jsonl").append_records([record])
    index.sync()
    assert [h.id for h in index.hits(index.match("fact", ["hedgehog"], limit=5))] == [record["id"]]
