"""Fact memory: assert, confirm, supersede, retire, expire, correct, conflicts, compare-and-set, as-of reads."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from twin.clock import now
from twin.errors import ConflictError, UsageError
from twin.facts.store import FactStore, StaleFactError

BASE = now().replace(microsecond=0) - timedelta(days=100)


def day(n: float) -> datetime:
    return BASE + timedelta(days=n)


def said(n: float, session: str = "S1", quote: str = "") -> dict:
    return {"said_at": day(n), "evidence": {"session": session, "turn": f"T{n}", "quote": quote}}


@pytest.fixture
def store(tmp_path: Path) -> FactStore:
    return FactStore(tmp_path / "twin")


def values(facts: list) -> list[tuple[str, str, str]]:
    return [(f.subject, f.attribute, f.value) for f in facts]


def test_a_changed_value_never_overwrites_the_old_one(store: FactStore) -> None:
    vue = store.assert_fact("user", "stack", "Vue", source="user", confidence=0.9, cause="T0", **said(0))
    react = store.supersede(vue.id, "React", source="user", confidence=0.9, cause="T10", **said(10, "S2"))
    assert values(store.as_of()) == [("user", "stack", "React")]
    assert values(store.as_of(day(5))) == [("user", "stack", "Vue")]
    assert store.as_of(day(-1)) == []
    old, new = store.history("user", "stack")
    assert (old.value, old.status, old.replaced_by, old.until) == ("Vue", "superseded", react.id, react.valid_from)
    assert (new.value, new.status, new.replaces, new.reason, new.until) == ("React", "current", vue.id, "update", None)
    assert store.get(vue.id, at=day(5)).status == "current"
    assert store.get(vue.id, at=day(5)).replaced_by is None  # what the memory knew on day 5
    assert b'"value":"Vue"' in store.path.read_bytes()


def test_keys_match_without_case_or_spacing_and_keep_their_spelling(store: FactStore) -> None:
    first = store.assert_fact("Sister", "Home  City", "深圳", source="user", confidence=0.9, cause="c", **said(0))
    again = store.assert_fact(
        " sister ", "home city", "深圳", source="user", confidence=0.9, cause="c", **said(1, "S2")
    )
    assert again.id == first.id and again.confirmations == 1 and again.confirmed_sessions == 2
    assert values(store.as_of(subject="SISTER")) == [("Sister", "Home  City", "深圳")]
    assert [f.value for f in store.history("sister", "home city")] == ["深圳"]
    assert store.subjects() == ["Sister"]


def test_confirm_adds_evidence_and_confidence(store: FactStore) -> None:
    fact = store.assert_fact("user", "pet", "a cat", source="user", confidence=0.6, cause="c", **said(0))
    confirmed = store.confirm(fact.id, cause="T1", evidence={"session": "S2", "turn": "T1", "quote": "my cat"})
    assert (confirmed.confidence, confirmed.confirmations, confirmed.confirmed_sessions) == (0.84, 1, 2)
    assert store.confirm(fact.id, cause="T2", confidence=0.5).confidence == 0.92


def test_compare_and_set_refuses_a_fact_that_is_no_longer_current(store: FactStore) -> None:
    fact = store.assert_fact("user", "city", "Paris", source="user", confidence=0.9, cause="c", **said(0))
    newer = store.supersede(fact.id, "Lyon", source="user", confidence=0.9, cause="c", **said(1))
    size = store.path.stat().st_size
    for write in (
        lambda: store.supersede(fact.id, "Nice", source="user", confidence=0.9, cause="c"),
        lambda: store.confirm(fact.id, cause="c"),
        lambda: store.retire(fact.id, reason="unused", cause="c"),  # forgetting it is not stale (below)
        lambda: store.correct(fact.id, "Nice", cause="c"),
        lambda: store.expire(fact.id, day(50), cause="c"),
        lambda: store.promote(fact.id, cause="c"),
    ):
        with pytest.raises(StaleFactError) as raised:
            write()
        assert isinstance(raised.value, ConflictError)
        assert raised.value.message == (
            f"Fact {fact.id} (user.city = Paris) is no longer current: it was replaced by 'Lyon' (fact {newer.id})."
        )
        assert "twin memory facts" in raised.value.hint
    assert store.path.stat().st_size == size
    retired = store.retire(newer.id, reason="user", cause="c", note="moved away")
    with pytest.raises(StaleFactError, match="it was forgotten, as you asked") as forgotten:
        store.confirm(newer.id, cause="c")
    assert "say it in a chat" in forgotten.value.hint  # the next step, not a retry
    assert (retired.status, retired.retire_reason, retired.retire_note) == ("retired", "user", "moved away")
    assert store.as_of() == []


def test_a_value_that_no_longer_holds_can_be_forgotten_once(store: FactStore) -> None:
    """Forgetting asks only that nobody forgot the fact first: a superseded value is forgotten without changing when
    it held, it is never "before that" again, and a second forget is refused and writes nothing."""
    paris = store.assert_fact("user", "city", "Paris", source="user", confidence=0.9, cause="c", **said(0))
    lyon = store.supersede(paris.id, "Lyon", source="user", confidence=0.9, cause="c", **said(1))
    assert [old.id for old, _ in store.replaced([lyon], at=day(2))] == [paris.id]
    forgotten = store.retire(paris.id, reason="user", cause="c", note="never mind")
    assert (forgotten.status, forgotten.retire_reason, forgotten.until) == ("retired", "user", lyon.valid_from)
    assert store.get(paris.id, at=day(0.5)).status == "current"  # it held then: history is not rewritten
    assert store.replaced([lyon], at=day(2)) == [] and store.as_of() == [lyon]
    assert store.forgotten_ids() == {paris.id} and store.head(paris.id) == lyon
    size = store.path.stat().st_size
    with pytest.raises(StaleFactError, match="is already forgotten"):
        store.retire(paris.id, reason="user", cause="c")
    assert store.path.stat().st_size == size


@pytest.mark.parametrize(
    ("first", "second", "winner", "rule"),
    [
        (("Paris", "user", 0.9, 0), ("Lyon", "inferred", 0.5, 1), "Lyon", "later statement"),
        (("Paris", "user", 0.9, 1), ("Lyon", "user", 0.9, 0), "Paris", "later statement"),
        (("Paris", "inferred", 0.9, 0), ("Lyon", "user", 0.5, 0), "Lyon", "stronger source"),
        (("Paris", "user", 0.9, 0), ("Lyon", "document", 0.99, 0), "Paris", "stronger source"),
        (("Paris", "tool", 0.6, 0), ("Lyon", "tool", 0.7, 0), "Lyon", "higher confidence"),
        (("Paris", "tool", 0.7, 0), ("Lyon", "tool", 0.7, 0), "Paris", "first recorded"),
    ],
)
def test_conflicting_asserts_resolve_by_the_documented_rule(store: FactStore, first, second, winner, rule) -> None:
    a = store.assert_fact("user", "city", first[0], source=first[1], confidence=first[2], cause="c", **said(first[3]))
    b = store.assert_fact(
        "user", "city", second[0], source=second[1], confidence=second[2], cause="c", **said(second[3])
    )
    assert [f.value for f in store.as_of()] == [winner]
    loser = b if winner == a.value else a
    loser = store.get(loser.id)
    assert (loser.status, loser.replaced_by) == ("superseded", (a if winner == a.value else b).id)
    event = [e for e in store.events.records() if e["kind"] in ("supersede", "conflict")][-1]
    assert event["rule"] == rule
    if winner == a.value:  # the newcomer lost: the current value did not change
        assert (event["kind"], event["winner"], event["before"], event["after"]) == (
            "conflict",
            a.id,
            *[event["before"]] * 2,
        )
        assert store.as_of(day(5)) == [store.get(a.id, at=day(5))]
        if rule == "later statement":  # said earlier: it takes its place in history, until the newer value began
            assert loser.reason is None and [f.value for f in store.as_of(day(0.5))] == ["Lyon"]
        else:  # said at the same moment by a weaker source: it never held
            assert loser.reason == "conflict" and store.as_of(day(0.5)) == [store.get(a.id, at=day(0.5))]
    else:
        assert (event["kind"], event["reason"], store.get(b.id).reason) == ("supersede", "conflict", "conflict")


def test_a_conflict_weighs_the_stated_confidence_as_the_fold_does(store: FactStore) -> None:
    """A confirmation raises a fact's confidence now, not the confidence it was stated with: at the same moment
    the writer must decide as every later read (the fold) will."""
    a = store.assert_fact("user", "city", "Paris", source="tool", confidence=0.5, cause="c", **said(0))
    store.confirm(a.id, cause="c2", said_at=day(0), confidence=0.5)
    assert store.get(a.id).confidence == 0.75
    b = store.assert_fact("user", "city", "Lyon", source="tool", confidence=0.7, cause="c", **said(0))
    assert [f.value for f in store.as_of()] == ["Lyon"]
    event = [e for e in store.events.records() if e["kind"] in ("supersede", "conflict")][-1]
    assert (event["kind"], event["rule"], store.get(b.id).replaces) == ("supersede", "higher confidence", a.id)


def test_an_end_known_in_advance_expires_the_fact(store: FactStore) -> None:
    trip = store.assert_fact(
        "user", "location", "Tokyo", source="user", confidence=0.9, cause="c", valid_until=day(5), **said(0)
    )
    assert trip.valid_until == day(5).isoformat(timespec="milliseconds") and trip.status == "expired"
    assert [f.value for f in store.as_of(day(3))] == ["Tokyo"]
    assert store.as_of(day(6)) == [] and store.get(trip.id, at=day(3)).status == "current"
    other = store.assert_fact("user", "mood", "tired", source="user", confidence=0.9, cause="c", **said(0))
    store.expire(other.id, day(2), cause="T1", at=day(1))
    assert [f.value for f in store.as_of(day(1.5), subject="user") if f.attribute == "mood"] == ["tired"]
    assert [f.value for f in store.as_of(day(2.5))] == ["Tokyo"]
    assert store.get(other.id, at=day(0.5)).valid_until is None  # the end was told on day 1
    assert store.get(other.id, at=day(1.5)).valid_until == day(2).isoformat(timespec="milliseconds")
    fresh = store.assert_fact("user", "location", "Kyoto", source="user", confidence=0.9, cause="c", **said(7))
    assert fresh.replaces is None and [f.value for f in store.as_of()] == ["Kyoto"]


def test_a_value_that_starts_later_is_pending_until_then(store: FactStore) -> None:
    job = store.assert_fact("user", "employer", "Acme", source="user", confidence=0.9, cause="c", **said(0))
    store.supersede(job.id, "Initech", source="user", confidence=0.9, cause="c", valid_from=day(20), **said(10))
    assert [f.value for f in store.as_of(day(15))] == ["Acme"]
    assert [f.value for f in store.as_of(day(25))] == ["Initech"]
    assert {f.value: f.status for f in store.as_of(day(15), include_ended=True)} == {
        "Acme": "current",
        "Initech": "pending",
    }
    assert store.get(job.id, at=day(15)).until == store.get(job.id).until


def test_as_of_uses_only_what_was_known_then(store: FactStore) -> None:
    home = store.assert_fact("user", "home", "Paris", source="user", confidence=0.9, cause="c", **said(0))
    store.supersede(home.id, "Berlin", source="user", confidence=0.9, cause="c", valid_from=day(5), **said(20))
    assert [f.value for f in store.as_of(day(10))] == ["Paris"]  # on day 10 the move was not yet told
    assert [f.value for f in store.as_of(day(25))] == ["Berlin"]
    paris, berlin = store.history("user", "home")
    assert (paris.until, berlin.valid_from) == (berlin.valid_from, berlin.valid_from)


def test_a_correction_replaces_the_wrong_value_over_its_whole_interval(store: FactStore) -> None:
    wrong = store.assert_fact("user", "birthday", "May 3", source="inferred", confidence=0.6, cause="c", **said(0))
    right = store.correct(wrong.id, "May 30", cause="cli", at=day(10))
    assert (right.source, right.confidence, right.reason, right.valid_from) == (
        "user",
        1.0,
        "correction",
        wrong.valid_from,
    )
    assert [f.value for f in store.as_of(day(5))] == ["May 3"]  # what the twin believed before it was told
    assert [f.value for f in store.as_of(day(11))] == ["May 30"]
    old = store.get(wrong.id)
    assert (old.status, old.until) == ("superseded", old.valid_from)  # it never held, as far as we know now
    with pytest.raises(UsageError, match="already"):
        store.correct(right.id, "may 30", cause="cli")


def test_filters_and_ended_facts(store: FactStore) -> None:
    store.assert_fact("user", "tea", "green", source="user", confidence=0.9, cause="c", kind="preference", **said(0))
    store.assert_fact("user", "job", "nurse", source="inferred", confidence=0.4, cause="c", **said(0))
    store.assert_fact("Sam", "city", "Oslo", source="document", confidence=0.7, cause="c", layer="long", **said(0))
    assert values(store.as_of(kind="preference")) == [("user", "tea", "green")]
    assert values(store.as_of(source="inferred")) == [("user", "job", "nurse")]
    assert values(store.as_of(layer="long")) == [("Sam", "city", "Oslo")]
    assert {f.value for f in store.as_of(min_confidence=0.7)} == {"green", "Oslo"}
    assert values(store.as_of(subject="sam")) == [("Sam", "city", "Oslo")]
    assert store.subjects() == ["Sam", "user"]


def test_recently_replaced_pairs(store: FactStore) -> None:
    vue = store.assert_fact("user", "stack", "Vue", source="user", confidence=0.9, cause="c", **said(0))
    react = store.supersede(vue.id, "React", source="user", confidence=0.9, cause="c", **said(80))
    pairs = store.replaced(store.as_of(), within=timedelta(days=30))
    assert [(old.value, old.status, new.value, new.status) for old, new in pairs] == [
        ("Vue", "superseded", "React", "current")
    ]
    assert store.replaced(store.as_of(), within=timedelta(days=10)) == []
    assert store.replaced(store.as_of(day(50)), day(50)) == []
    assert pairs[0][1].id == react.id
    fixed = store.correct(react.id, "Svelte", cause="c")  # React was a mistake, not a past truth
    assert [(old.value, new.value) for old, new in store.replaced([fixed], within=timedelta(days=30))] == [
        ("Vue", "Svelte")
    ]


def test_ids_by_prefix_or_suffix_and_clear_errors(store: FactStore) -> None:
    fact = store.assert_fact("user", "city", "Paris", source="user", confidence=0.9, cause="c", **said(0))
    assert store.get(fact.id[-8:]).id == fact.id
    assert store.get(fact.id[:14].lower()).id == fact.id
    with pytest.raises(UsageError) as raised:
        store.get("ZZZZZZZZ")
    assert (raised.value.message, raised.value.hint) == (
        "No fact 'ZZZZZZZZ'.",
        "`twin memory facts --all` lists the facts with their ids.",
    )
    with pytest.raises(UsageError, match="too short"):
        store.get("01")
    with pytest.raises(UsageError, match="not yet recorded"):
        store.get(fact.id, at=day(-1))


def test_bad_input_is_refused_before_anything_is_written(store: FactStore) -> None:
    good = dict(source="user", confidence=0.9, cause="c")
    cases = [
        (lambda: store.assert_fact("", "city", "Paris", **good), "A fact needs a subject."),
        (lambda: store.assert_fact("user", "city", " ", **good), "A fact needs a value."),
        (
            lambda: store.assert_fact("user", "city", "Paris", source="gossip", confidence=0.9, cause="c"),
            "Unknown source",
        ),
        (lambda: store.assert_fact("user", "city", "Paris", source="user", confidence=1.5, cause="c"), "Confidence"),
        (lambda: store.assert_fact("user", "city", "Paris", kind="rumour", **good), "Unknown kind"),
        (lambda: store.assert_fact("user", "city", "Paris", said_at=now() + timedelta(days=1), **good), "future"),
        (lambda: store.assert_fact("user", "c", "P", valid_from=day(2), valid_until=day(1), **good), "valid_until"),
    ]
    for write, message in cases:
        with pytest.raises(UsageError, match=message):
            write()
    assert not store.path.exists() and not store.events.path.exists()


def test_a_corrupted_line_is_reported_and_writes_go_on_after_it(store: FactStore) -> None:
    fact = store.assert_fact("user", "city", "Paris", source="user", confidence=0.9, cause="c", **said(0))
    with open(store.path, "ab") as fh:
        fh.write(b'{"v":1,"kind":"assert","id":"not an id"}\nthis is not json\n')
    fresh = FactStore(store.twin_dir)
    assert [f.value for f in fresh.as_of()] == ["Paris"]
    assert [p.describe() for p in fresh.problems] == [
        "facts.jsonl: skipped a damaged line (line 2): `id` is not a record id",
        "facts.jsonl: skipped a damaged line (line 3): not valid JSON (Expecting value at character 1)",
    ]
    before = store.path.read_bytes()
    assert fresh.confirm(fact.id, cause="c").confirmations == 1  # a damaged line never stops memory
    newer = fresh.assert_fact("user", "pet", "a cat", source="user", confidence=0.9, cause="c", **said(1))
    assert store.path.read_bytes().startswith(before)  # the damaged lines stay where they are, untouched
    assert {f.value for f in FactStore(store.twin_dir).as_of()} == {"Paris", newer.value}
    assert len(fresh.problems) == 2


def test_a_torn_last_line_is_skipped_then_set_aside_by_the_next_write(store: FactStore) -> None:
    fact = store.assert_fact("user", "city", "Paris", source="user", confidence=0.9, cause="c", **said(0))
    with open(store.path, "ab") as fh:
        fh.write(b'{"v":1,"id":"01J0000000000000000000000')
    fresh = FactStore(store.twin_dir)
    assert [f.value for f in fresh.as_of()] == ["Paris"]
    lines = store.path.read_bytes().count(b"\n")
    assert [(p.torn, p.line) for p in fresh.problems] == [(True, lines + 1)]  # its line, as `twin doctor` says
    assert f"skipped an unfinished last line (line {lines + 1})" in fresh.problems[0].describe()
    fresh.confirm(fact.id, cause="c")
    assert fresh.problems == [] and store.path.with_name("facts.jsonl.torn").exists()
    assert fresh.get(fact.id).confirmations == 1


def test_every_write_leaves_an_event_with_its_cause_and_states(store: FactStore) -> None:
    fact = store.assert_fact("user", "city", "Paris", source="user", confidence=0.9, cause="T0", **said(0))
    newer = store.supersede(fact.id, "Lyon", source="user", confidence=0.9, cause="T1", **said(1))
    store.confirm(newer.id, cause="T2")
    store.promote(newer.id, cause="E9")
    store.retire(newer.id, reason="user", cause="cli")
    events = store.events.records()
    assert [(e["kind"], e["cause"], e["fact"]) for e in events] == [
        ("assert", "T0", fact.id),
        ("supersede", "T1", newer.id),
        ("confirm", "T2", newer.id),
        ("promote", "E9", newer.id),
        ("retire", "cli", newer.id),
    ]
    assert events[0]["before"] is None and events[0]["after"]["value"] == "Paris"
    assert (events[1]["before"]["value"], events[1]["after"]["value"]) == ("Paris", "Lyon")
    assert (events[3]["before"]["layer"], events[3]["after"]["layer"]) == ("short", "long")
    assert (events[4]["before"]["status"], events[4]["after"]["status"]) == ("current", "retired")
    records = [json.loads(line) for line in store.path.read_text(encoding="utf-8").splitlines()]
    assert [r["kind"] for r in records] == ["assert", "supersede", "confirm", "promote", "retire"]
    assert all(r["v"] == 1 and r["ts"] and r["id"] for r in records)


def test_the_chain_goes_back_to_the_words_and_forward_to_the_end(store: FactStore) -> None:
    from twin.sessions.session import SessionStore

    writer = SessionStore(store.twin_dir).start({"persona": "alice"}, at=day(0))
    turn = writer.add_turn("user", "I moved to Berlin last week", at=day(0))
    evidence = {"session": writer.id, "turn": turn.id, "quote": "moved to Berlin"}
    paris = store.assert_fact("user", "city", "Paris", source="user", confidence=0.9, cause="x", said_at=day(-5))
    berlin = store.supersede(
        paris.id, "Berlin", source="user", confidence=0.9, cause=turn.id, said_at=day(0), evidence=evidence
    )
    store.confirm(
        berlin.id, cause="T5", evidence={"session": "S9", "turn": "T5", "quote": "Berlin is cold"}, said_at=day(5)
    )
    store.retire(berlin.id, reason="user", cause="cli:twin memory forget", note="I left")
    chain = store.chain(berlin.id[-6:])
    assert [(s.op, s.text) for s in chain.back] == [
        ("replaced", "before: user.city = Paris"),
        ("turn", "the person said"),
        ("supersede", "user.city = Berlin (user, confidence 0.9); update"),
    ]
    assert chain.back[1].quote == "I moved to Berlin last week" and chain.back[2].quote == "moved to Berlin"
    assert [(s.op, s.text, s.quote) for s in chain.forward] == [
        ("confirm", "confirmed; confidence 0.99", "Berlin is cold"),
        ("retire", "retired (user): I left", None),
    ]
    assert store.chain(paris.id).forward[0].text == "replaced by Berlin (user; update)"


def test_after_a_refusal_the_caller_finds_the_current_value_of_the_key(store: FactStore) -> None:
    old = store.assert_fact("user", "city", "Paris", source="user", confidence=0.9, cause="c", **said(0))
    new = store.supersede(old.id, "Lyon", source="user", confidence=0.9, cause="c", **said(1))
    with pytest.raises(StaleFactError):
        store.retire(old.id, reason="unused", cause="c")
    current = store.current_for(old.id[-8:])
    assert current is not None and current.id == new.id
    assert store.current_for(old.id, at=day(0.5)).id == old.id
    store.retire(current.id, reason="user", cause="c")
    assert store.current_for(old.id) is None


def test_current_values_of_many_facts_at_once(store: FactStore) -> None:
    paris = store.assert_fact("user", "city", "Paris", source="user", confidence=0.9, cause="c", **said(0))
    lyon = store.supersede(paris.id, "Lyon", source="user", confidence=0.9, cause="c", **said(1))
    tea = store.assert_fact("user", "drink", "tea", source="user", confidence=0.8, cause="c", **said(0))
    store.retire(tea.id, reason="user", cause="c")
    ids = [paris.id, lyon.id[-8:], tea.id]
    assert [f.id if f else None for f in store.current_for_each(ids)] == [lyon.id, lyon.id, None]
    assert [f.id if f else None for f in store.current_for_each(ids, at=day(0.5))] == [paris.id, paris.id, tea.id]
    assert store.current_for_each([]) == []
    with pytest.raises(UsageError):
        store.current_for_each([paris.id, "nope-no-such-fact"])


def test_a_subjects_facts_asked_again_follow_the_time_and_every_change(store: FactStore) -> None:
    paris = store.assert_fact("Sam", "city", "Paris", source="user", confidence=0.9, cause="c", **said(-2))
    store.assert_fact("Sam", "drink", "tea", source="user", confidence=0.9, cause="c", **said(-2))
    lyon = store.supersede(paris.id, "Lyon", source="user", confidence=0.9, cause="c", **said(-1))
    asked = [
        (day(-1.5), {"Paris", "tea"}),
        (day(-0.5), {"Lyon", "tea"}),
        (day(-1.5), {"Paris", "tea"}),
        (None, {"Lyon", "tea"}),
    ]
    for at, held in asked * 2:  # the second time round, the answers kept from the first
        assert {f.value for f in store.as_of(at, subject="sam")} == held
    store.supersede(lyon.id, "Nice", source="user", confidence=0.9, cause="c", **said(0))
    assert {f.value for f in store.as_of(subject="Sam")} == {"Nice", "tea"}
    store.assert_fact("Sam", "pet", "a cat", source="user", confidence=0.9, cause="c", **said(0))
    assert {f.value for f in store.as_of(subject="Sam")} == {"Nice", "tea", "a cat"}
    assert {f.value for f in store.as_of(day(-0.5), subject="Sam")} == {"Lyon", "tea"}


def test_the_words_of_many_forgotten_facts_are_read_within_an_old_sqlites_999_variables(store: FactStore) -> None:
    import sqlite3

    from twin.facts.state import FactState

    state = store.sync()
    state.db.setlimit(sqlite3.SQLITE_LIMIT_VARIABLE_NUMBER, 999)  # SQLite before 3.32 (Ubuntu 20.04, RHEL 8)
    FactState._forgotten_words_of(state.db, {f"{i:026d}" for i in range(900)})  # each id bound twice


def test_a_fact_recorded_while_the_clock_was_ahead_can_be_named_forgotten_and_purged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Said "in 2027" on a machine whose clock ran ahead, then read with the clock put right: by its id it was "not
    yet recorded", so it could not be explained, forgotten or purged (the words of a person, kept out of their
    reach)."""
    from twin.facts.purge import purge

    store = FactStore(tmp_path / "alice")
    monkeypatch.setenv("TWIN_NOW", "2027-06-01T10:00:00+00:00")
    ahead = store.assert_fact("user", "cat_name", "Futurecat", source="user", confidence=0.9, cause="test")
    monkeypatch.delenv("TWIN_NOW")
    assert store.get(ahead.id).value == "Futurecat"  # named by its id: found as everything recorded has it
    with pytest.raises(UsageError, match="not yet recorded"):
        store.get(ahead.id, at=datetime(2026, 1, 1).astimezone())  # a past time asked for: as it stood then
    store.retire(ahead.id, cause="user", reason="user")  # forgotten
    assert ahead.id in store.forgotten_ids()
    purge(store, ahead.id)
    assert "Futurecat" not in (tmp_path / "alice" / "facts.jsonl").read_text(encoding="utf-8")


def test_a_facts_times_are_spelled_in_one_offset_whatever_zone_reads_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Written under UTC, read under Asia/Shanghai: `until` came in +08:00 beside a `valid_from` in +00:00, the same
    instant as its successor's start in another spelling (a blind probe, 2026-12-07)."""
    import time

    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    store = FactStore(tmp_path / "twin")
    vue = store.assert_fact("user", "stack", "Vue", source="user", confidence=0.9, cause="T0", **said(0))
    store.supersede(vue.id, "React", source="user", confidence=0.9, cause="T10", **said(10, "S2"))
    monkeypatch.setenv("TZ", "Asia/Shanghai")
    time.tzset()
    try:
        old, new = FactStore(tmp_path / "twin").history("user", "stack")
        assert old.until == new.valid_from and old.until.endswith("+00:00")
    finally:
        monkeypatch.undo()
        time.tzset()


def test_a_stay_dated_by_its_day_ends_at_the_next_local_midnight_across_a_change_of_clock(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ "until Sunday" dated 2026-11-01 in New York, the day the clocks go back: the end was midnight at the offset
    of the day before, 23:00 local, and a read of that day's evening found the stay over (a review, 2026-12-07)."""
    import time
    from datetime import UTC

    from twin.narrative.grounding import model_until

    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    try:
        ends = model_until("2026-11-01", datetime(2026, 10, 30, 12, tzinfo=UTC), "I'm here until Sunday")
        assert ends is not None and ends.isoformat() == "2026-11-02T00:00:00-05:00"
    finally:
        monkeypatch.undo()
        time.tzset()
