"""`valued`: a pattern made around a value is not compiled where a shape of it, compiled once, finds nothing; it must
find what the value's own pattern finds, in every text (twin/narrative/grounding/reading.py)."""

from __future__ import annotations

import re

import pytest

from twin.narrative.grounding import slot, stance
from twin.narrative.grounding.reading import NEVER, _denied_value, valued


@pytest.mark.parametrize(
    ("template", "denied"),
    [
        (r"^(?![\s\S]*{v}x)", True),  # in a negative lookahead: any span there forbids more than the value
        (r"(?<!a{v})b", True),
        (r"(?!(a{v}))", True),
        (r"(?>a|{v})b", True),  # atomic: a span may commit where the value would not
        (r"a++{v}", True),  # possessive
        (r"x{v}+", True),  # a quantifier of the value's last character
        (r"(", True),  # groups that cannot be told
        # a review's (2026-12-07), each of which the shape missed where the value's pattern matched:
        (r"x[{v}]", True),  # in a set: one of its characters, not the value
        (r"(?x)^{v} +$", True),  # verbose: the quantifier after a space is the value's
        (r"^(?=(\w*?){v})\1b", True),  # a backreference to a group set in a lookahead, which does not backtrack
        (r"^(?=(?:(a)|\w)*?{v})(?(1)ab|z)", True),  # a conditional group, the same
        (r"(?P<w>a){v}(?P=w)", True),
        (r"a(?!b){v}", False),
        (r"[(]{v}", False),
        (r"[]()]{v}(?<!x)", False),
        (r"\(?!{v}", False),
        (r"(?:x(?!y)|{v})", False),
        (r"((?!a)(b{v}))", False),
        (r"[+]+{v}\b", False),
    ],
)
def test_the_value_inside_a_denial_is_not_shaped(template: str, denied: bool) -> None:
    assert _denied_value(template) is denied


@pytest.mark.parametrize(
    ("template", "value", "text"),
    [(r"x[{v}]", "a", "xa"), (r"(?x)^{v} +$", "ab", "abb"), (r"^(?=(\w*?){v})\1b", "b", "ab")],
)
def test_what_a_shape_cannot_tell_is_compiled_as_it_is(template: str, value: str, text: str) -> None:
    assert valued(template, value, text).search(text)  # (the shape, were it tried, finds nothing here)


TEMPLATES = [
    *(p for kind in slot.KINDS.values() for p in (*kind.frames, *kind.confirms)),
    slot._STAYS,
    slot._ELSEWHERE,
    slot._ORIGIN,
    slot._FROM_ALONE,
    *slot.USED,
    *slot.AT_THE_MOMENT,
    *slot.NO_ONES_NAME,
    *(p.format(v="{v}") for p in (stance.NOT_TAKEN, stance.PLAN_UNDONE, stance.GIVEN_UP, stance.FAR_FROM)),
]
TEXTS = [  # (a value, the cue text it is in)
    ("tulsa", "my hometown is tulsa; these days i live in denver"),
    ("tulsa", "i grew up in tulsa but i've lived in denver for ten years"),
    ("denver", "i'm in denver for a conference, back home in tulsa on friday"),
    ("portsmouth", "my old flat in portsmouth had the best view"),
    ("杭州", "我在杭州长大，现在住北京"),
    ("杭州", "老家杭州的，一直没离开过"),
    ("google", "i use google for everything lol"),
    ("nurse", "filling in as a nurse tonight for a friend"),
    ("austin", "rather than renting in austin we bought in austin"),
    ("tesla", "can't decide between a tesla and a used prius"),
    ("sushi", "sushi"),
    ("北京", "北京"),
]


def test_a_shaped_value_finds_what_its_own_pattern_finds() -> None:
    found = skipped = 0
    for template in TEMPLATES:
        for value, text in TEXTS:
            own = re.compile(template.replace("{v}", re.escape(value))).search(text)
            shaped = valued(template, value, text)
            assert bool(shaped.search(text)) == bool(own), (template, text)
            found += own is not None
            skipped += shaped is NEVER
    assert found >= 10 and skipped >= len(TEMPLATES) * len(TEXTS) // 2  # (both ways are tried, and most are spared)
