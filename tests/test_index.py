"""The search index: round trips in Chinese and English, incremental sync, rebuilds, as_of, damage."""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from twin.clock import to_iso
from twin.recall.index import SearchIndex
from twin.sessions.session import SessionStore, SessionWriter
from twin.store import JsonlFile, new_id

T0 = datetime(2024, 3, 5, 14, 0, tzinfo=UTC)


def session(twin: Path, at: datetime, turns: list[tuple[str, str]], *, end: bool = True) -> SessionWriter:
    """A session with these (role, text) turns, one minute apart."""
    writer = SessionStore(twin).start({"persona": "alice", "user": "Sam"}, at=at)
    for i, (role, text) in enumerate(turns):
        writer.add_turn(role, text, at=at + timedelta(minutes=i))
    if end:
        writer.end("exit")
    return writer


def fact(twin: Path, subject: str, attribute: str, value: str, at: datetime, **extra: object) -> dict:
    """Append an assert record as the fact store writes it; return it."""
    record = {
        "v": 1, "id": new_id(at), "ts": to_iso(at), "kind": "assert", "subject": subject, "attribute": attribute,
        "value": value, "type": "fact", "source": "user", "confidence": 0.9, "said_at": to_iso(at),
        "valid_from": to_iso(at), "layer": "long", **extra,
    }  # fmt: skip
    JsonlFile(twin / "facts.jsonl").append_records([record])
    return record


def chapter(twin: Path, session_id: str, text: str, at: datetime) -> dict:
    """Append a chapter record; return it."""
    record = {"v": 1, "id": new_id(at), "ts": to_iso(at), "kind": "chapter", "session": session_id, "text": text,
              "start": to_iso(at - timedelta(hours=1)), "end": to_iso(at), "prompt": "chapter.en.v1"}  # fmt: skip
    JsonlFile(twin / "chapters.jsonl").append_records([record])
    return record


@pytest.fixture
def twin(tmp_path: Path) -> Path:
    """A twin with two sessions (English, Chinese), two facts and a chapter."""
    root = tmp_path / "alice"
    first = session(root, T0, [("user", "I started learning the piano last week."), ("assistant", "Which piece?")])
    second = session(root, T0 + timedelta(days=20), [("user", "我下周要去深圳面试。"), ("assistant", "祝你面试顺利！")])
    fact(root, "user", "city", "Shenzhen 深圳", T0 + timedelta(days=20))
    fact(
        root, "user", "hobby", "piano", T0, evidence={"session": first.id, "turn": first.turns[0].id, "quote": "piano"}
    )
    chapter(root, second.id, "那天他告诉我要去深圳面试，有点紧张。", T0 + timedelta(days=20, hours=1))
    return root


def ids(hits: list) -> list[str]:
    return [h.id for h in hits]


def test_turns_facts_and_chapters_come_back_from_search_in_english_and_chinese(twin: Path) -> None:
    index = SearchIndex(twin)
    assert index.sync() == 7
    piano = {h.kind: h for h in index.search("pianos")}
    assert {k: h.text for k, h in piano.items()} == {
        "fact": "user hobby: piano",
        "turn": "I started learning the piano last week.",
    }
    assert piano["turn"].role == "user" and piano["turn"].ts == to_iso(T0)
    shenzhen = index.search("深圳面试")
    assert {h.kind for h in shenzhen} == {"turn", "fact", "chapter"}
    assert shenzhen[0].text in ("我下周要去深圳面试。", "那天他告诉我要去深圳面试，有点紧张。")
    assert ids(index.search("深圳", kinds=("chapter",))) == [index.search("紧张")[0].id]
    assert index.search("the of and") == [] and index.search("") == []


def test_a_turn_added_by_the_chat_is_found_at_once_and_sync_does_not_add_it_again(twin: Path) -> None:
    index = SearchIndex(twin)
    index.sync()
    writer = session(twin, T0 + timedelta(days=30), [], end=False)
    turn = writer.add_turn("user", "My cello teacher is called Ruth.", at=T0 + timedelta(days=30))
    index.add_turn(turn)
    assert ids(index.search("cello")) == [turn.id]
    assert index.sync() == 0
    assert index.count("turn") == 5


def test_sync_reads_only_what_is_new_and_skips_damaged_lines(twin: Path) -> None:
    index = SearchIndex(twin)
    assert index.sync() == 7
    assert index.sync() == 0
    writer = session(twin, T0 + timedelta(days=40), [("user", "We adopted a kitten named Miso.")], end=False)
    with open(writer.path, "ab") as fh:
        fh.write(b'{"kind": "turn", "broken\n')  # a damaged line in the middle
    writer.add_turn("assistant", "Miso is a lovely name for a kitten.", at=T0 + timedelta(days=40, minutes=1))
    with open(writer.path, "ab") as fh:
        fh.write(
            b'{"v":1,"id":"01HXXXXXXXXXXXXXXXXXXXXXXX","kind":"turn","role":"user","text":"torn kitten'
        )  # torn tail
    assert index.sync() == 2
    assert {h.text for h in index.search("kitten")} == {
        "We adopted a kitten named Miso.",
        "Miso is a lovely name for a kitten.",
    }
    kitten = next(h for h in index.search("adopted kitten", kinds=("turn",)) if h.role == "user")
    assert index.neighbour(kitten, 1).text == "Miso is a lovely name for a kitten."  # type: ignore[union-attr]
    fact(twin, "user", "pet", "a kitten called Miso", T0 + timedelta(days=40))
    assert index.sync() == 1


def test_a_closed_session_file_is_not_read_again_when_nothing_changed(twin: Path) -> None:
    index = SearchIndex(twin)
    index.sync()
    closed = SessionStore(twin).paths()[0]
    data = closed.read_bytes()
    with open(closed, "r+b") as fh:  # same size, same file: only a full reread would notice
        fh.write(data.replace(b"piano", b"flute"))
    assert index.sync() == 0
    assert index.search("flute") == []


def test_a_sync_may_leave_the_chats_own_session_for_later(twin: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with SearchIndex(twin) as index:
        index.sync()
        live = session(twin, T0 + timedelta(days=30), [("user", "The violin arrived today.")], end=False)
        assert index.sync(skip_sessions=[live.id]) == 0  # a new file in the folder, left for later
        assert index.search("violin") == []
        live.add_turn("assistant", "How does it sound?", at=T0 + timedelta(days=30, minutes=1))
        listed: list[object] = []
        real_listdir = os.listdir
        monkeypatch.setattr(os, "listdir", lambda path: listed.append(path) or real_listdir(path))
        assert index.sync(skip_sessions=[live.id]) == 0
        assert index.sync() == 2  # a sync of everything reads it, though the folder did not change since
        assert listed == []  # the folder was listed once, when the file came: it is known from then on
        monkeypatch.undo()
        live.add_turn("user", "Like a cat, for now.", at=T0 + timedelta(days=30, minutes=2))
        assert index.sync(skip_sessions=[live.id]) == 0  # a file the index knows: its new bytes wait too
        assert index.sync() == 1
        found = {h.text for h in index.search("violin cat", kinds=("turn",))}
        assert found == {"The violin arrived today.", "Like a cat, for now."}


def test_a_sync_with_a_budget_leaves_a_backlog_whole_and_the_next_sync_reads_it(twin: Path) -> None:
    # a turn's sync after an import of years: more unread than its budget is left to the memory worker, and the
    # index's cursor stays where it was, so that nothing left is lost
    with SearchIndex(twin) as index:
        index.sync()
        for day in range(5):
            session(twin, T0 + timedelta(days=40 + day), [("user", f"Imported talk {day} about the harbour.")])
        index.sync(budget=200)
        assert index.backlog == 5 and index.search("harbour") == []
        assert index.sync(budget=10**9) > 0 and index.backlog == 0  # within a budget: all of it
        assert len(index.search("harbour", kinds=("turn",))) == 5
        session(twin, T0 + timedelta(days=50), [("user", "One more about the harbour.")])
        index.sync(budget=10**9)
        assert len(index.search("harbour", kinds=("turn",))) == 6


def test_a_backlog_left_by_a_budget_is_read_by_the_next_sync_without_one(twin: Path) -> None:
    with SearchIndex(twin) as index:
        index.sync()
        for day in range(3):
            session(twin, T0 + timedelta(days=40 + day), [("user", f"Imported talk {day} about the lighthouse.")])
        index.sync(budget=0)
        assert index.backlog == 3
        asked = []
        index.sync(stop=lambda: asked.append(1) or len(asked) > 2)  # a chat ending after two files
        assert index.backlog == 1 and len(index.search("lighthouse", kinds=("turn",))) == 2
        index.sync()
        assert index.backlog == 0 and len(index.search("lighthouse", kinds=("turn",))) == 3


def test_a_long_writer_lets_a_waiting_one_in_between_its_transactions(tmp_path: Path) -> None:
    import sqlite3
    import threading

    from twin.store import derived

    path = tmp_path / "db.sqlite"
    first = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    first.execute("CREATE TABLE t(x)")
    second = sqlite3.connect(path, isolation_level=None, timeout=10, check_same_thread=False)
    got_in = threading.Event()

    def waiting_writer() -> None:
        with derived.write(second):
            second.execute("INSERT INTO t VALUES ('second')")
        got_in.set()

    with derived.write(first):
        first.execute("INSERT INTO t VALUES ('first')")
        other = threading.Thread(target=waiting_writer)
        other.start()
        while not derived._waiting:  # the other thread waits to begin
            threading.Event().wait(0.001)
    derived.let_others_write()  # between two transactions of long work
    with derived.write(first):
        first.execute("INSERT INTO t VALUES ('first again')")
    other.join(5)
    assert got_in.is_set()
    assert [x for (x,) in first.execute("SELECT x FROM t")] == ["first", "second", "first again"]


def test_a_closed_session_cut_in_place_is_read_again_by_a_full_check(twin: Path) -> None:
    with SearchIndex(twin) as index:
        index.sync()
        path = SessionStore(twin).paths()[0]
        kept = b"".join(line for line in path.read_bytes().splitlines(keepends=True) if b"piano" not in line)
        with open(path, "r+b") as fh:  # the same file, shorter (an edit in place keeps its inode)
            fh.write(kept)
            fh.truncate()
        session(twin, T0 + timedelta(days=30), [("user", "The violin arrived today.")], end=False)
        index.sync()  # a session that ended is never appended to: the everyday sync does not look at it again
        assert [h.kind for h in index.search("piano")] == ["turn", "fact"]
        index.sync(check_all=True)  # the full check (the end of a session, once a day; a rebuild) reads it again
        assert [h.kind for h in index.search("piano")] == ["fact"]
        assert [h.text for h in index.search("violin")] == ["The violin arrived today."]


def test_rebuild_from_scratch_gives_the_same_results_as_incremental_sync(twin: Path) -> None:
    index = SearchIndex(twin)
    index.sync()
    session(twin, T0 + timedelta(days=50), [("user", "The piano recital went well."), ("assistant", "Bravo!")])
    index.sync()
    queries = ["piano", "深圳", "面试 紧张", "recital bravo"]
    before = {q: [(h.id, round(h.score, 6)) for h in index.search(q)] for q in queries}
    assert index.rebuild() == 9
    assert {q: [(h.id, round(h.score, 6)) for h in index.search(q)] for q in queries} == before


@pytest.mark.parametrize("owner", ["search", "sessions", "facts"])
def test_a_new_version_of_one_part_of_the_derived_database_is_read_again_in_full(twin: Path, owner: str) -> None:
    index = SearchIndex(twin)
    index.sync()
    index.db.execute("UPDATE meta SET value = 'an older version' WHERE key = ?", (f"{owner}_version",))
    index.close()
    SessionStore(twin).paths()[0].unlink()  # and a file goes while that part is made again
    again = SearchIndex(twin)
    again.sync()
    queries = ["piano", "深圳", "面试 紧张", "which piece"]
    found = {q: [(h.id, round(h.score, 6)) for h in again.search(q)] for q in queries}
    assert [h.kind for h in again.search("piano")] == ["fact"]  # the file's turns went with it
    again.rebuild()
    assert {q: [(h.id, round(h.score, 6)) for h in again.search(q)] for q in queries} == found


def test_deleting_the_index_folder_loses_nothing(twin: Path) -> None:
    index = SearchIndex(twin)
    index.sync()
    expected = ids(index.search("piano 深圳"))
    index.close()
    for path in sorted((twin / "index").iterdir(), reverse=True):
        path.unlink()
    (twin / "index").rmdir()
    again = SearchIndex(twin)
    assert again.search("piano") == []
    assert again.sync() == 7
    assert ids(again.search("piano 深圳")) == expected


def test_an_unreadable_index_file_is_replaced_and_rebuilt(twin: Path) -> None:
    index = SearchIndex(twin)
    index.sync()
    index.close()
    (twin / "index" / "memory.sqlite3").write_bytes(b"this is not a database" * 100)
    for suffix in ("-wal", "-shm"):
        (twin / "index" / f"memory.sqlite3{suffix}").unlink(missing_ok=True)
    again = SearchIndex(twin)
    assert again.sync() == 7
    assert len(again.search("piano")) == 2


def test_as_of_leaves_out_what_was_written_later_and_session_narrows(twin: Path) -> None:
    index = SearchIndex(twin)
    index.sync()
    assert [h.kind for h in index.search("深圳", as_of=T0 + timedelta(days=1))] == []
    early = index.search("piano", as_of=T0 + timedelta(days=1))
    assert {h.kind for h in early} == {"fact", "turn"}
    second = SessionStore(twin).load(SessionStore(twin).paths()[1]).id
    assert {h.session for h in index.search("深圳 piano", kinds=("turn",), session=second)} == {second}


def test_a_purged_session_rewritten_in_place_is_read_again(twin: Path) -> None:
    index = SearchIndex(twin)
    index.sync()
    path = SessionStore(twin).paths()[0]
    lines = path.read_bytes().splitlines(keepends=True)
    kept = [line for line in lines if b"piano" not in line]
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(b"".join(kept))
    os.replace(tmp, path)  # an atomic rewrite, as a privacy purge does
    index.sync()
    assert [h.kind for h in index.search("piano")] == ["fact"]


def test_fact_records_end_and_confirm_the_facts_they_name(twin: Path) -> None:
    index = SearchIndex(twin)
    index.sync()
    old = index.search("Shenzhen")[0]
    later = T0 + timedelta(days=60)
    JsonlFile(twin / "facts.jsonl").append(
        "supersede", id=new_id(later), subject="user", attribute="city", value="Hangzhou 杭州", type="fact",
        source="user", confidence=0.9, said_at=to_iso(later), valid_from=to_iso(later), layer="long", replaces=old.id,
    )  # fmt: skip
    piano = index.search("piano", kinds=("fact",))[0]
    JsonlFile(twin / "facts.jsonl").append("confirm", fact=piano.id, said_at=to_iso(later), confidence=1.0)
    index.sync()
    assert index.item(old.id).until == later.timestamp()
    assert index.item(piano.id).weight == 1.0
    assert index.search("杭州")[0].until is None
    JsonlFile(twin / "facts.jsonl").append("retire", fact=piano.id, at=to_iso(later), reason="user")
    index.sync()
    assert index.item(piano.id).until == later.timestamp()


def test_a_retried_reply_replaces_the_failed_one(tmp_path: Path) -> None:
    writer = session(tmp_path, T0, [], end=False)
    writer.add_turn("user", "Tell me about tulips.", at=T0)
    failed = writer.add_turn("assistant", "Tulips are bulbs (cut off)", at=T0, status="interrupted")
    writer.add_turn("assistant", "Tulips grow from bulbs.", at=T0, retry_of=failed.id)
    writer.add_turn("assistant", "", at=T0, status="error")
    index = SearchIndex(tmp_path)
    index.sync()
    assert [h.text for h in index.search("tulips bulbs", kinds=("turn",))] == [
        "Tulips grow from bulbs.",
        "Tell me about tulips.",
    ]


def test_neighbours_follow_the_session_order(twin: Path) -> None:
    index = SearchIndex(twin)
    index.sync()
    question = index.search("piano", kinds=("turn",))[0]
    answer = index.neighbour(question, 1)
    assert answer is not None and answer.text == "Which piece?"
    assert index.neighbour(answer, -1).id == question.id
    assert index.neighbour(question, -1) is None and index.neighbour(answer, 1) is None


def test_an_everyday_word_is_found_when_chapters_were_indexed_after_the_turns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reading only the newest matches of a very common word must stay within the turns (a search once found none)."""
    from twin.recall import index as index_module

    monkeypatch.setattr(index_module, "SLICE_ROWS", 3)
    monkeypatch.setattr(index_module, "ROW_BUDGET", 3)  # "very common" at this size: the slice applies
    root = tmp_path / "alice"
    writers = [session(root, T0 + timedelta(days=d), [("user", f"the meeting ran long, day {d}")]) for d in range(8)]
    for d in range(40):  # many chapters, indexed after every turn: the newest rowids are theirs
        chapter(root, writers[d % 8].id, f"A quiet evening of reading, number {d}.", T0 + timedelta(days=9 + d))
    with SearchIndex(root) as index:
        index.sync()
        hits = index.search("meeting", kinds=("turn",), limit=5)
    assert len(hits) == 5 and all("meeting" in h.text for h in hits)


def test_the_term_counts_the_index_keeps_are_fts5s_own(twin: Path) -> None:
    """term_docs says in how many rows each term is, as FTS5's own vocabulary does, after every kind of write."""
    with SearchIndex(twin) as index:
        index.sync()
        live = session(twin, T0 + timedelta(days=3), [("user", "我在阳台上种了无花果。")], end=False)
        for text in ("The fig tree dropped two leaves.", "阳台的光够不够？", "Figs sulk after a move."):
            index.add_turn(live.add_turn("assistant", text, at=T0 + timedelta(days=3, minutes=1)))
        failed = live.add_turn("assistant", "cut off", at=T0 + timedelta(days=3, minutes=2), status="interrupted")
        live.add_turn("assistant", "The basil is fine.", at=T0 + timedelta(days=3, minutes=3), retry_of=failed.id)
        index.sync()
        path = SessionStore(twin).paths()[0]
        kept = [line for line in path.read_bytes().splitlines(keepends=True) if b"piano" not in line]
        path.with_name("x.tmp").write_bytes(b"".join(kept))
        os.replace(path.with_name("x.tmp"), path)  # rewritten: its turns are taken out and read again
        index.sync(check_all=True)
        assert_counts_are_fts5s_own(index)


def assert_counts_are_fts5s_own(index: SearchIndex) -> None:
    """The term counts of term_docs are those of FTS5's own vocabulary, in every table."""
    db = index.db
    for table in ("turn_fts", "fact_fts", "chapter_fts", "document_fts"):
        db.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.v_{table} USING fts5vocab(main, '{table}', 'row')")
        own = dict(db.execute(f"SELECT term, doc FROM temp.v_{table}"))
        kept_counts = dict(db.execute("SELECT term, docs FROM term_docs WHERE tbl = ? AND term != ''", (table,)))
        assert kept_counts == own, table
        rows = db.execute("SELECT docs FROM term_docs WHERE tbl = ? AND term = ''", (table,)).fetchone()
        assert (rows[0] if rows else 0) == db.execute(f"SELECT count(*) FROM {table}").fetchone()[0], table


def test_a_long_message_is_found_by_any_of_its_pieces_and_leaves_the_index_with_them(tmp_path: Path) -> None:
    """A message longer than an ordinary one is indexed in pieces, each scored as a message of its own: it is found,
    as itself, by the words of any of them, and when it goes (a retried reply, a purge) they go with it."""
    long_zh = "".join(f"第{i}天我们在海边走了很久。" for i in range(300)) + "最后那只小狗叫豆豆。"
    long_en = " ".join(f"On day {i} we walked by the sea." for i in range(300)) + " The dog was called Biscuit."
    writer = session(tmp_path, T0, [("user", long_zh), ("assistant", "好的。")], end=False)
    failed = writer.add_turn("assistant", long_en, at=T0 + timedelta(minutes=2), status="interrupted")
    with SearchIndex(tmp_path) as index:
        index.sync()
        assert [h.text for h in index.search("豆豆", kinds=("turn",))] == [long_zh]
        assert [h.text for h in index.search("biscuit", kinds=("turn",))] == [long_en]
        assert index.count("turn") == index.count() == 3
        writer.add_turn("assistant", "Sorry, again: the dog was Max.", at=T0 + timedelta(minutes=3), retry_of=failed.id)
        index.sync()
        assert index.search("biscuit", kinds=("turn",)) == []
        path = SessionStore(tmp_path).paths()[0]
        kept = [line for line in path.read_bytes().splitlines(keepends=True) if "豆豆".encode() not in line]
        path.with_name("x.tmp").write_bytes(b"".join(kept))
        os.replace(path.with_name("x.tmp"), path)  # a purge rewrites the file: its turns are read again
        index.sync(check_all=True)
        assert index.search("豆豆", kinds=("turn",)) == [] and index.count() == 2
        assert_counts_are_fts5s_own(index)
