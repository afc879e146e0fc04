"""Mem0's LLM-as-judge (the J of the published LoCoMo comparisons): its prompt, and a strict reader of its verdict."""

from __future__ import annotations

import json
import re

# The judge's rubric is that of Mem0's LLM-as-judge (mem0ai/mem0, evaluation/metrics/llm_judge.py), the J of the
# published LoCoMo comparisons, written here in our own words rather than copied: the question, the gold answer and
# the generated one; generous about length and wording as long as the answer is about the same thing; a date, month
# or year counts when it names the same time in any format or as a relative time; a one-sentence reason, then the
# label as JSON {"label": "CORRECT" | "WRONG"}. Like theirs it goes as the one user message, with response_format
# {"type": "json_object"} at temperature 0, and a question scores 1 when the label is CORRECT.
ACCURACY_PROMPT = """\
You are grading an answer against a known correct one. The question was asked by one person about things \
said in their earlier conversations with another; the gold answer is short and names what the question is about.

Grade the generated answer CORRECT or WRONG:
- Be generous. A longer answer, or one in other words, is CORRECT as long as it is about the same thing as the \
gold answer.
- For a question about time, the gold answer is a date, a month or a year. The generated answer is CORRECT if \
it names the same time, in any format ("7 May" or "May 7th") or as a relative time ("last Tuesday") that comes \
to the same.
- Otherwise it is WRONG.

Question: {question}
Gold answer: {gold_answer}
Generated answer: {generated_answer}

Give your reason in one sentence, then the label alone, as JSON with the key "label": \
{{"reason": "...", "label": "CORRECT"}} or {{"reason": "...", "label": "WRONG"}}.
"""

LABELS = ("CORRECT", "WRONG")
_FENCE = re.compile(r"```(?:json)?\s*(.*?)\s*```", re.DOTALL | re.IGNORECASE)


def judge_messages(question: str, gold_answer: str, generated_answer: str) -> list[dict[str, str]]:
    """The judge's request: the prompt, filled, as the one user message."""
    prompt = ACCURACY_PROMPT.format(question=question, gold_answer=gold_answer, generated_answer=generated_answer)
    return [{"role": "user", "content": prompt}]


def read_label(reply: str) -> str | None:
    """CORRECT or WRONG from the judge's reply: a JSON object with "label" (in a code fence or not); else None.

    None is a judge failure, counted as such: a reply that is not that JSON is never taken for WRONG, as Mem0's
    script would (it scores any label other than CORRECT as 0, and stops on a reply that is not JSON).

    >>> read_label('{"label": "CORRECT"}'), read_label('```json\\n{"label": " wrong "}\\n```')
    ('CORRECT', 'WRONG')
    >>> read_label('CORRECT'), read_label('{"label": "MAYBE"}'), read_label('[1]')
    (None, None, None)
    """
    text = reply.strip()
    fenced = _FENCE.search(text)
    if fenced:
        text = fenced.group(1)
    try:
        data = json.loads(text)
    except ValueError:
        return None
    label = data.get("label") if isinstance(data, dict) else None
    if not isinstance(label, str):
        return None
    label = label.strip().strip("'’\"").upper()
    return label if label in LABELS else None
