"""Mem0's LLM-as-judge (the J of the published LoCoMo comparisons): its prompt, and a strict reader of its verdict."""

from __future__ import annotations

import json
import re

# The prompt of Mem0's evaluation, verbatim (the curly quotes and trailing spaces are theirs): ACCURACY_PROMPT in
# mem0ai/mem0, evaluation/metrics/llm_judge.py, read at commit 2352a44193bd0e36cd544fc5664cbee14e020bc2.
# They send it as the one user message, with response_format {"type": "json_object"} and temperature 0, and score
# a question 1 when the label is CORRECT; `judge_messages` and the bench's judge client do the same.
ACCURACY_PROMPT = """
Your task is to label an answer to a question as ’CORRECT’ or ’WRONG’. You will be given the following data:
    (1) a question (posed by one user to another user), 
    (2) a ’gold’ (ground truth) answer, 
    (3) a generated answer
which you will score as CORRECT/WRONG.

The point of the question is to ask about something one user should know about the other user based on their prior conversations.
The gold answer will usually be a concise and short answer that includes the referenced topic, for example:
Question: Do you remember what I got the last time I went to Hawaii?
Gold answer: A shell necklace
The generated answer might be much longer, but you should be generous with your grading - as long as it touches on the same topic as the gold answer, it should be counted as CORRECT. 

For time related questions, the gold answer will be a specific date, month, year, etc. The generated answer might be much longer or use relative time references (like "last Tuesday" or "next month"), but you should be generous with your grading - as long as it refers to the same date or time period as the gold answer, it should be counted as CORRECT. Even if the format differs (e.g., "May 7th" vs "7 May"), consider it CORRECT if it's the same date.

Now it's time for the real question:
Question: {question}
Gold answer: {gold_answer}
Generated answer: {generated_answer}

First, provide a short (one sentence) explanation of your reasoning, then finish with CORRECT or WRONG. 
Do NOT include both CORRECT and WRONG in your response, or it will break the evaluation script.

Just return the label CORRECT or WRONG in a json format with the key as "label".
"""  # noqa: E501  (verbatim)

LABELS = ("CORRECT", "WRONG")
_FENCE = re.compile(r"```(?:json)?\s*(.*?)\s*```", re.DOTALL | re.IGNORECASE)


def judge_messages(question: str, gold_answer: str, generated_answer: str) -> list[dict[str, str]]:
    """The judge's request: Mem0's prompt, filled, as the one user message."""
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
