"""The review probes of the fourteenth to eighteenth rounds, the twenty-second, twenty-third, twenty-sixth,
twenty-seventh, thirtieth and thirty-fifth, of titles, of code-mixed lines, of Hong Kong and Taiwan lines and of a
home town said alone (tests/trust_probes.py, trust_probes_15.py to _18.py, trust_probes_22.py, _23.py, _24.py,
_26.py, _27.py, _30.py, _35.py, _titles.py, _mixed.py, _mixed_review.py, _yue.py, _yue_review.py, _home.py), the
blind sets of lines typed fast or dictated, of where a person comes from, of numbers, of study and school, of
identity and beliefs and of tastes and habits, of work and money, of health and of family (_typed.py, _roots.py,
_numbers.py, _study.py, _beliefs.py, _tastes.py, _work.py, _health.py, _family.py), a blind probe of values only
liked, denied or believed once and three sets held out for its rules (_notso.py, _heldout.py, _heldout2.py,
_heldout3.py), the lines of a blind probe of facts over time (_time.py), two reviews of rules (_review63.py,
_review64.py, _review65.py) and ten reviews
(_typed_review.py, _tastes_review.py, _tastes_edges.py, _tastes_edges2.py, _work_review.py, _work_edges.py,
_health_review.py, _health_edges.py, _family_review.py, _family_edges.py), judged in process as tests/test_trust.py
judges its cases: an honest line stored or held for the person's word, a trap not stored, the known misses still
missed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests import (
    trust_probes,
    trust_probes_15,
    trust_probes_16,
    trust_probes_17,
    trust_probes_18,
    trust_probes_18b,
    trust_probes_22,
    trust_probes_23,
    trust_probes_24,
    trust_probes_26,
    trust_probes_27,
    trust_probes_30,
    trust_probes_35,
    trust_probes_beliefs,
    trust_probes_family,
    trust_probes_family_edges,
    trust_probes_family_review,
    trust_probes_health,
    trust_probes_health_edges,
    trust_probes_health_review,
    trust_probes_heldout,
    trust_probes_heldout2,
    trust_probes_heldout3,
    trust_probes_home,
    trust_probes_mixed,
    trust_probes_mixed_review,
    trust_probes_notso,
    trust_probes_numbers,
    trust_probes_review63,
    trust_probes_review64,
    trust_probes_review65,
    trust_probes_roots,
    trust_probes_study,
    trust_probes_tastes,
    trust_probes_tastes_edges,
    trust_probes_tastes_edges2,
    trust_probes_tastes_review,
    trust_probes_time,
    trust_probes_titles,
    trust_probes_typed,
    trust_probes_typed_review,
    trust_probes_work,
    trust_probes_work_edges,
    trust_probes_work_review,
    trust_probes_yue,
    trust_probes_yue_review,
)


@pytest.mark.parametrize(
    "probes",
    [
        trust_probes,
        trust_probes_15,
        trust_probes_16,
        trust_probes_17,
        trust_probes_18,
        trust_probes_18b,
        trust_probes_22,
        trust_probes_23,
        trust_probes_24,
        trust_probes_26,
        trust_probes_27,
        trust_probes_30,
        trust_probes_35,
        trust_probes_notso,
        trust_probes_heldout,
        trust_probes_heldout2,
        trust_probes_heldout3,
        trust_probes_time,
        trust_probes_review63,
        trust_probes_review64,
        trust_probes_review65,
        trust_probes_titles,
        trust_probes_mixed,
        trust_probes_mixed_review,
        trust_probes_yue,
        trust_probes_yue_review,
        trust_probes_home,
        trust_probes_typed,
        trust_probes_roots,
        trust_probes_typed_review,
        trust_probes_numbers,
        trust_probes_study,
        trust_probes_beliefs,
        trust_probes_tastes,
        trust_probes_tastes_review,
        trust_probes_tastes_edges,
        trust_probes_tastes_edges2,
        trust_probes_work,
        trust_probes_work_review,
        trust_probes_work_edges,
        trust_probes_health,
        trust_probes_health_review,
        trust_probes_health_edges,
        trust_probes_family,
        trust_probes_family_review,
        trust_probes_family_edges,
    ],
    ids=[
        "fourteenth",
        "fifteenth",
        "sixteenth",
        "seventeenth",
        "eighteenth",
        "eighteenth-second",
        "twenty-second",
        "twenty-third",
        "twenty-third-second",
        "twenty-sixth-paste",
        "twenty-seventh-corrected",
        "thirtieth-slot",
        "thirty-fifth-ai-chat",
        "liked-and-not-so",
        "liked-and-not-so-held-out",
        "second-held-out",
        "third-held-out",
        "facts-over-time",
        "rules-review",
        "rules-review-second",
        "rules-review-third",
        "titles-of-works",
        "code-mixed",
        "code-mixed-review",
        "cantonese-taiwan",
        "cantonese-taiwan-review",
        "home-town-review",
        "typed-fast",
        "roots-blind",
        "typed-roots-review",
        "numbers-blind",
        "study-blind",
        "beliefs-blind",
        "tastes-blind",
        "tastes-review",
        "tastes-narrowing-edges",
        "tastes-narrowing-edges-second",
        "work-blind",
        "work-review",
        "work-edges",
        "health-blind",
        "health-review",
        "health-edges",
        "family-blind",
        "family-review",
        "family-edges",
    ],
)
def test_every_probe_is_judged_as_the_review_labelled_it_but_the_known_misses(probes) -> None:
    CASES, KNOWN_MISSES = probes.CASES, probes.KNOWN_MISSES
    from twin.context.prompt import persona_text
    from twin.narrative.grounding import Said, Window, read_candidate, twin_subjects
    from twin.persona.model import load_persona

    personas = {k: load_persona(Path(__file__).parents[1] / "personas", k) for k in ("alice", "lin")}
    wrong, fixed = [], []
    for case in CASES:
        persona = personas["alice" if case["lang"] == "en" else "lin"]
        turns = [Said("u0", "user", "hi"), Said("a0", "assistant", case["ai"])] if case["ai"] else []
        turns.append(Said("now", "user", case["user"]))
        assert case["cand"]["quote"] in case["user"], case["id"]
        verdict = Window(turns, persona_text(persona), persona.rules).check(
            read_candidate(case["cand"]),  # type: ignore[arg-type]
            twin_subjects((persona.name, persona.key), "Sam"),
            "Sam",
        )
        right = verdict.reason is None or verdict.ask if case["label"] == "honest" else verdict.reason is not None
        if not right and case["id"] not in KNOWN_MISSES:
            wrong.append(f"{case['id']}: {verdict.reason} {verdict.cue!r} | {case['user']}")
        if right and case["id"] in KNOWN_MISSES:
            fixed.append(case["id"])
    assert not wrong, "\n".join(wrong)
    assert not fixed, f"judged right now; take them out of KNOWN_MISSES: {fixed}"
    sizes = (516, 460, 519, 610, 600, 589, 300, 406, 371, 257, 335, 387, 368, 228, 242, 257, 263, 239, 101, 260, 172)
    sizes += (
        23,
        24,
        39,
        56,
        95,
        164,
        168,
        102,
        126,
        139,
        174,
        184,
        201,
        206,
        226,
        240,
        241,
        245,
        266,
        274,
    )  # (240: the typed review, ...)
    assert len(CASES) in sizes
    assert len({c["id"] for c in CASES}) == len(CASES)


def _timed_check(persona: str, text: str, attribute: str, value: str, quote: str) -> tuple[float, Any]:
    """The seconds one candidate takes to judge against a turn of `text`, and its verdict."""
    import time

    from tests.trust_cases import c
    from twin.context.prompt import persona_text
    from twin.narrative.grounding import Said, Window, read_candidate, twin_subjects
    from twin.persona.model import load_persona

    loaded = load_persona(Path(__file__).parents[1] / "personas", persona)
    window = Window([Said("now", "user", text)], persona_text(loaded), loaded.rules)
    started = time.monotonic()
    verdict = window.check(
        read_candidate(c("user", attribute, value, quote)),  # type: ignore[arg-type]
        twin_subjects((loaded.name, loaded.key), "Sam"),
        "Sam",
    )
    return time.monotonic() - started, verdict


def test_the_rules_of_a_value_far_from_the_person_read_in_linear_time() -> None:
    """怎么可能 with a lazy search for 不 inside a lookahead took cubic time: 20,000 characters of 怎么可能不, 407 s
    (a review, 2026-12-07)."""
    seconds, verdict = _timed_check("lin", "怎么可能不" * 4000 + "，我住在上海。", "city", "上海", "我住在上海")
    assert seconds < 3.0 and verdict.reason is None
    seconds, _ = _timed_check("alice", "picked " + "a " * 10000 + "over Paris", "city", "Paris", "Paris")
    assert seconds < 3.0


def test_a_long_run_of_white_space_is_read_in_the_time_of_a_short_one() -> None:
    """The cue patterns that open with a run of space were quadratic in its length: "i", 20,000 spaces, "married a
    nurse" took 34 s to judge. Runs are read cut to 16 characters."""
    seconds, verdict = _timed_check(
        "alice", "i" + " " * 20_000 + "married a nurse", "occupation", "nurse", "married a nurse"
    )
    assert seconds < 3  # 0.05 s here; 34 s before
    assert verdict.reason == "someone_else"


def test_a_long_run_of_digits_is_read_in_the_time_of_a_short_one() -> None:
    """The patterns for a measure in another system (150 lbs, 101°F, 一百二十斤) tried a number from every digit of a
    run: HR给我开了 and 20,000 ones took 8.2 s to judge. A number is read from its first digit now."""
    text = "HR给我开了" + "1" * 20_000
    assert _timed_check("lin", text, "月薪", "1111", text[:12])[0] < 3  # 0.08 s here; 8.2 s before


def test_a_turn_of_one_number_again_and_again_is_read_in_linear_time() -> None:
    """A number said 10,000 times: the words before each saying were read for a range ("almost 40") from the turn's
    start (1.0 s here); now the 40 characters before it."""
    assert _timed_check("alice", "5 " * 10_000 + "down to 6", "weight", "5", "5 5")[0] < 3  # 0.15 s here


def test_a_long_turn_of_one_phrase_again_and_again_is_read_in_linear_time() -> None:
    """认识了个 20,000 characters long, then 上海人: the pattern for someone met and then dated looked for the dating
    words after every 认识了个 to the end of the sentence (13.9 s); it looks 30 characters on now."""
    assert _timed_check("lin", "认识了个" * 5_000 + "上海人", "城市", "上海", "上海人")[0] < 3  # 0.6 s here


@pytest.mark.parametrize(
    ("persona", "text", "value"),
    [
        ("lin", "宝宝" * 10_000 + "对鸡蛋过敏", "鸡蛋"),  # 12.7 s when each 宝宝 looked for a baby's words again
        ("lin", "我" + "宝贝" * 15_000 + "对鸡蛋过敏", "鸡蛋"),  # 48.6 s so
        ("alice", "that " * 4_000 + "is a nurse", "nurse"),  # 6.8 s when the determiners before a being had no bound
        ("alice", "a guy I " * 4_000 + "is a nurse", "nurse"),
        ("lin", "我同事" * 8_000 + "是护士", "护士"),
        ("lin", "小李" * 12_000 + "是护士", "护士"),
    ],
    ids=["baby", "baby-after-me", "that", "a-guy-i", "my-coworker", "a-name"],
)
def test_whose_a_value_is_is_read_in_linear_time(persona: str, text: str, value: str) -> None:
    """The whose check (`_unclear_whose`) reads each being it finds in a window of its own: 20,000 to 40,000
    characters of beings take what a short line takes, not seconds."""
    assert _timed_check(persona, text, "occupation", value, text[-8:])[0] < 4  # 0.3 to 0.9 s here


def test_a_turn_of_homes_named_again_and_again_is_read_in_linear_time() -> None:
    """Each home named elsewhere (回成都) is read with the clause before it, in a window of its own: 10,000
    characters of them take what a short line takes (6.2 s when each read the whole turn before it, 2026-12-06)."""
    assert _timed_check("lin", "回成都，" * 2_500 + "我人在成都", "city", "成都", "我人在成都")[0] < 3  # 0.8 s here
