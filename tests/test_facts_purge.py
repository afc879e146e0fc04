"""Purge: the one deletion. The text goes, what depended on it is mended, an audit record stays."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from twin.clock import now
from twin.errors import ConflictError, UsageError
from twin.facts.purge import plan, purge
from twin.facts.store import FactStore
from twin.sessions.session import SessionStore

T0 = now() - timedelta(days=30)


def at(days: float) -> dict:
    return {"said_at": T0 + timedelta(days=days)}


def everything(store: FactStore) -> bytes:
    return b"".join(p.read_bytes() for p in (store.path, store.events.path) if p.exists())


def test_purging_a_fact_in_the_middle_of_its_history(tmp_path: Path) -> None:
    store = FactStore(tmp_path)
    first = store.assert_fact("user", "diagnosis", "flu", source="user", confidence=0.9, cause="T1", **at(0))
    secret = store.supersede(
        first.id, "SECRET-X", source="user", confidence=0.9, cause="T2",
        evidence={"session": "S2", "turn": "T2", "quote": "I was told SECRET-X"}, **at(1),
    )  # fmt: skip
    store.confirm(secret.id, cause="T3", evidence={"session": "S3", "turn": "T3", "quote": "yes SECRET-X"}, **at(2))
    last = store.supersede(secret.id, "fine", source="user", confidence=0.9, cause="T4", **at(3))
    assert any(b"SECRET-X" in p.read_bytes() for p in (tmp_path / "index").iterdir())  # the derived state has it
    planned = plan(store, fact=secret.id[-8:])
    assert (planned.facts, planned.fact_records, planned.events) == ([secret.id], 2, 2)
    audit = purge(store, fact=secret.id[-8:])
    assert b"SECRET-X" not in everything(store)
    assert not any(b"SECRET-X" in p.read_bytes() for p in (tmp_path / "index").iterdir())  # built again without it
    assert (audit["kind"], audit["facts"], audit["fact_records"], audit["events"]) == ("purge", [secret.id], 2, 2)
    history = FactStore(tmp_path).history("user", "diagnosis")
    assert [(f.value, f.status) for f in history] == [("flu", "superseded"), ("fine", "current")]
    assert (history[1].replaces, history[0].replaced_by) == (first.id, last.id)  # the chain is mended
    assert store.as_of()[0].id == last.id  # a store opened before the purge notices the new file
    kept = [e for e in store.events.records() if e.get("fact") == last.id][0]
    assert kept["before"] == {"fact": secret.id, "purged": True}
    with pytest.raises(UsageError, match="No fact"):
        store.get(secret.id)


def test_purging_a_value_leaves_the_key_as_if_it_was_never_said(tmp_path: Path) -> None:
    store = FactStore(tmp_path)
    winner = store.assert_fact("user", "city", "Oslo", source="user", confidence=0.9, cause="T", **at(1))
    older = store.assert_fact("user", "city", "Bergen", source="inferred", confidence=0.9, cause="T", **at(0))
    assert store.get(older.id).status == "superseded"  # said earlier: it held until Oslo was said
    purge(store, fact=winner.id)
    assert [(f.value, f.status, f.replaced_by) for f in store.history("user", "city")] == [("Bergen", "current", None)]
    purge(store, fact=older.id)
    assert store.as_of() == [] and store.history("user", "city") == []


def test_purging_a_session(tmp_path: Path) -> None:
    store = FactStore(tmp_path)
    writer = SessionStore(tmp_path).start({"persona": "alice"})
    turn = writer.add_turn("user", "my safe word is pineapple 4321")
    writer.end("exit")
    other = store.assert_fact("user", "city", "Oslo", source="user", confidence=0.9, cause="T", **at(0))
    here = {"session": writer.id, "turn": turn.id, "quote": "my safe word is pineapple 4321"}
    pin = store.assert_fact(
        "user", "safe_word", "pineapple 4321", source="user", confidence=0.9, cause=turn.id, evidence=here
    )
    store.confirm(other.id, cause=turn.id, evidence={"session": writer.id, "turn": turn.id, "quote": "4321 Oslo"})
    store.consolidate(writer.id, cause="CH")
    planned = plan(store, session=writer.id[:10])
    assert (planned.facts, planned.session, planned.session_path) == ([pin.id], writer.id, writer.path)
    audit = purge(store, session=writer.id[:10])
    assert not writer.path.exists() and b"4321" not in everything(store)
    assert (audit["session"], audit["session_file"], audit["facts"]) == (writer.id, True, [pin.id])
    assert [(f.value, f.confirmations) for f in FactStore(tmp_path).as_of()] == [("Oslo", 0)]
    assert not any(e.get("session") == writer.id for e in store.events.records() if e["kind"] != "purge")


def test_bad_purges_change_nothing(tmp_path: Path) -> None:
    store = FactStore(tmp_path)
    store.assert_fact("user", "city", "Oslo", source="user", confidence=0.9, cause="T")
    before = everything(store)
    with pytest.raises(UsageError, match="No fact 'ZZZZZZZZ'"):
        purge(store, fact="ZZZZZZZZ")
    with pytest.raises(UsageError, match="No session"):
        purge(store, session="01ABCDEF")
    with pytest.raises(UsageError, match="either one fact or one session"):
        purge(store)
    assert everything(store) == before


def test_a_live_session_cannot_be_purged(tmp_path: Path) -> None:
    from twin.sessions.liveness import LiveMark

    writer = SessionStore(tmp_path).start({"persona": "alice"})
    mark = LiveMark(tmp_path, writer.id)
    assert mark.acquire()
    try:
        with pytest.raises(ConflictError, match="still going on"):  # exit 6, "look again and retry", not usage
            purge(FactStore(tmp_path), session=writer.id)
    finally:
        mark.release()
    assert writer.path.exists()


def test_a_session_purge_cuts_its_facts_words_from_the_other_sessions_chapters(tmp_path: Path) -> None:
    """A session purge removed the session's own chapter, but the chapter of a later session that retold the purged
    fact ("We spoke again of Lyon") went on into every context."""
    from twin.clock import to_iso
    from twin.narrative.chapters import ChapterStore

    store, sessions, chapters = FactStore(tmp_path), SessionStore(tmp_path), ChapterStore(tmp_path)
    first = sessions.start({"persona": "alice"})
    said = first.add_turn("user", "I live in Lyon")
    first.end("exit")
    later = sessions.start({"persona": "alice"})
    again = later.add_turn("user", "as I said, I live in Lyon")
    later.end("exit")
    city = store.assert_fact("user", "city", "Lyon", source="user", confidence=0.9, cause=said.id,
                             evidence={"session": first.id, "turn": said.id, "quote": "I live in Lyon"})  # fmt: skip
    store.confirm(city.id, cause=again.id, evidence={"session": later.id, "turn": again.id, "quote": "I live in Lyon"})
    store.confirm(city.id, cause=said.id, evidence={"session": first.id, "turn": said.id, "quote": "yes"})
    when = to_iso(now())
    chapters.add(first.id, when, when, "Today we talked about Lyon, where you live.", "p")
    chapters.add(later.id, when, when, "We spoke again of Lyon and the river. He said yes to the trip.", "p")
    planned = plan(store, session=first.id)
    assert (planned.derived["chapters_removed"], planned.derived["chapters_cut"]) == (1, 1)  # its own; the other's
    audit = purge(store, session=first.id)
    # (a confirmation's "yes" is cut from no other session's chapter: it holds no value)
    assert [c.text for c in ChapterStore(tmp_path).all()] == [
        "We spoke again of [removed] and the river. He said yes to the trip."
    ]
    assert (audit["chapters"], audit["chapters_cut"]) == (1, 1)
    assert "Lyon" not in (tmp_path / "chapters.jsonl").read_text(encoding="utf-8")
    assert "Lyon" not in "".join(t.text for t in SessionStore(tmp_path).load(later.path).turns)


def test_a_purge_reaches_the_damaged_lines_a_repair_moved_aside(tmp_path: Path) -> None:
    import base64
    import json

    store = FactStore(tmp_path)
    writer = SessionStore(tmp_path).start({"persona": "alice"})
    turn = writer.add_turn("user", "my doctor said SECRET-X")
    writer.end("exit")
    here = {"session": writer.id, "turn": turn.id, "quote": "my doctor said SECRET-X"}
    secret = store.assert_fact("user", "diagnosis", "SECRET-X", source="user", confidence=0.9, cause=turn.id,
                               evidence=here)  # fmt: skip

    def moved(raw: bytes) -> str:
        return json.dumps(
            {"file": "x", "line": 2, "reason": "not UTF-8 text", "base64": base64.b64encode(raw).decode()}
        )

    side = writer.path.with_name(writer.path.name + ".damaged")  # a damaged copy of the turn, moved aside
    side.write_text(moved(b'{"kind":"turn","text":"my doctor said secret-x \xff"}') + "\n" + moved(b"other") + "\n")
    audit = purge(store, fact=secret.id)
    assert audit["damaged_lines_dropped"] == 1
    kept = [json.loads(line) for line in side.read_text().splitlines()]
    assert [base64.b64decode(k["base64"]) for k in kept] == [b"other"]


def test_a_purge_empties_the_vector_cache_in_place_under_a_process_that_holds_it_open(tmp_path: Path) -> None:
    """The vectors of the purged words leave the disk (the file and its write-ahead log), a cache held open
    elsewhere (a served conversation, a chat in another terminal) finds the cache empty, and a new one opens it."""
    import struct

    from twin.store.vectors import VectorCache

    store = FactStore(tmp_path)
    secret = store.assert_fact("user", "diagnosis", "SECRET-X", source="user", confidence=0.9, cause="T", **at(0))
    marker = [12345.6789, -98765.4321, 0.000111]  # bytes that cannot occur by chance

    def embed(texts: list[str]) -> list[list[float]]:
        return [marker for _ in texts]

    held = VectorCache(tmp_path / "index")
    held.item_vectors(embed, "fact", [(secret.id, "user diagnosis: SECRET-X")])
    needle = struct.pack("<3f", *marker)
    assert any(needle in p.read_bytes() for p in (tmp_path / "index").glob("vectors.sqlite3*"))
    purge(store, fact=secret.id)
    assert not any(needle in p.read_bytes() for p in (tmp_path / "index").glob("vectors.sqlite3*"))
    assert held.nearest("embed", "fact", marker, 10) == []
    assert held.listed("embed", [(secret.id, "user diagnosis: SECRET-X")]) == set()
    fresh = VectorCache(tmp_path / "index")
    assert fresh.vectors(embed, ["hello"]) == [marker]
    held.close()
    fresh.close()


def test_no_purge_while_a_chat_or_server_uses_the_twin(tmp_path: Path) -> None:
    """A purge rebuilds the derived database: a chat going on in another session stopped on its next read ("no such
    table: item_sessions"), leaving the rest of its input unread. It is refused while any live mark is held."""
    from twin.sessions.liveness import LiveMark

    store = FactStore(tmp_path)
    fact = store.assert_fact("user", "city", "Lisbon", source="user", confidence=0.9, cause="T1", **at(1))
    other = SessionStore(tmp_path).start({"persona": "alice"})
    mark = LiveMark(tmp_path, other.id)
    assert mark.acquire()
    try:
        with pytest.raises(ConflictError, match="using this twin's memory now"):
            purge(store, fact=fact.id)
    finally:
        mark.release()
    assert [f.value for f in FactStore(tmp_path).as_of()] == ["Lisbon"]
    purge(store, fact=fact.id)  # once it ends, the purge goes through
    assert FactStore(tmp_path).as_of() == []
