"""Grounding: whether a fact the model proposes was really stated by the person, checked in code, in layers.

A small local model will propose bad facts every day: values the quote does
not support, the AI's words echoed back, questions and negations taken for
statements, other people's claims, facts about the twin, instructions aimed
at the memory itself. Each layer below turns one kind of bad candidate away
and says why (the reason is logged in extractions.jsonl and counted by `twin
memory stats`); what passes every layer is stored as the person's word.

1. shape: subject, attribute and value are short strings, the confidence a
   number from 0 to 1 (never clamped), the kind a known one, at most
   MAX_FACTS candidates a run;
2. subject: never the twin under any name ("you", 你, the persona's name);
3. quote: a verbatim span of one of the person's turns in the window, with
   content words of its own (a bare "yes", "the" or 我的 grounds nothing);
4. value: every content word of it is in the quote's turn, in some form (of
   Chinese, every character, and a pair of them as written), and the quote
   holds some: the model may normalise ("a cat named Miso" from "I've got a
   cat, Miso"), never add ("a dog named Miso", 广州 from 杭州);
5. echo: a value and a quote made only of the AI's earlier words in the window
   or the persona's text, without the person asserting anything of their own
   (a bare yes to the twin's own question about them is put to the person in
   `twin memory review` instead: answered.py);
6. stance: the model's own label (asserts, denies, supposes, asks, reports)
   and the cues in the clause that holds the value and the sentence around
   it, in both languages (question marks and 吗/呢; not/never/不/没; quit,
   used to, 以前, "not anymore"; "it's false that", "... is wrong", 不可能;
   if/如果/要是; dreamt, in my novel, 游戏里, *an action*; says/told/wrote/
   说/觉得): only assertions become facts, a negation or an end only when the
   value says so ("doesn't drink coffee", 不吃辣, "former city"); hedges
   lower the confidence;
7. whose: a fact filed under the person that the clause says of someone else
   ("my ex-husband Tom is a doctor");
8. slot: the value is the person's, but the attribute files it as what the words
   right around it say it is not (a city visited as where they live, a language
   being learnt as one spoken, a side job as the occupation, a team lead as the
   manager, a fear as a condition);
9. authority: text that instructs the memory system grounds nothing, and no
   fact gives anyone a role or a permission. A rule is only a standing request
   addressed to the twin: one without a request in its words is kept as a
   preference.

The owner's writing (`twin ingest`) goes through these layers as one turn of
theirs, and then through one of its own (writing.py, reason `writing_kind`):
whether the file is the owner telling what holds of them now, by its path,
title, the quote's line and the journal entry around it (a story, a letter
received, words written for someone else, an example, a plan, notes about
someone else, an entry of years ago).

Where each layer lives: reading.py reads the candidate (layer 1) and the person's turn, numbers.py the numbers
in it; window.py holds the window of turns and checks layers 2 to 5, 8 and 9 in order (`Window.check`), calling
stance.py for layer 6, whose.py for layer 7 and slot.py for layer 8. titles.py finds the titles of works in a
turn, whose words the cues of layers 6 to 9 do not read and whose parts are no value of the person's (`in_title`).

The layers are imported when a name of theirs is first asked of this package (`__getattr__`), not with it:
their 830 patterns took 0.29 s of CPU to compile at every start of a `twin memory search`, which never judges a
fact (0.47 s in all; 2026-12-08, `/usr/bin/time`). A chat or `twin serve` pays it at its first extraction, on
the memory worker's thread.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from twin.narrative.grounding.numbers import arabic
    from twin.narrative.grounding.played import PLAY_REACH, play_cue, playing, role_play
    from twin.narrative.grounding.reading import (
        ASKED_WHY,
        HEDGED_CONFIDENCE,
        LIMITS,
        MAX_FACTS,
        REASONS,
        USER_SUBJECTS,
        Candidate,
        Said,
        Verdict,
        dated_out,
        model_date,
        model_until,
        read_candidate,
    )
    from twin.narrative.grounding.stance import corrected
    from twin.narrative.grounding.window import Window, speaks_against, twin_subjects

_LAYER = {  # name -> the module of this package that holds it
    "arabic": "numbers",
    **dict.fromkeys(("PLAY_REACH", "play_cue", "playing", "role_play"), "played"),
    **dict.fromkeys(
        ("ASKED_WHY", "HEDGED_CONFIDENCE", "LIMITS", "MAX_FACTS", "REASONS", "USER_SUBJECTS", "Candidate", "Said",
         "Verdict", "dated_out", "model_date", "model_until", "read_candidate"),
        "reading",
    ),
    "corrected": "stance",
    **dict.fromkeys(("Window", "speaks_against", "twin_subjects"), "window"),
}  # fmt: skip
__all__ = [
    "ASKED_WHY",
    "HEDGED_CONFIDENCE",
    "LIMITS",
    "MAX_FACTS",
    "PLAY_REACH",
    "REASONS",
    "USER_SUBJECTS",
    "Candidate",
    "Said",
    "Verdict",
    "Window",
    "arabic",
    "corrected",
    "dated_out",
    "model_date",
    "model_until",
    "play_cue",
    "playing",
    "read_candidate",
    "role_play",
    "speaks_against",
    "twin_subjects",
]


def __getattr__(name: str) -> Any:
    if name not in _LAYER:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_LAYER[name]}"), name)
    globals()[name] = value  # asked once
    return value
