"""Chapters: the twin's first-person diary of each session, written when the session ends.

Chapters are never dropped to keep a count. A session that ended without
one (the model failed, the process was killed) owes a chapter, and the next
start writes it.

A chapter is checked before it is stored (`check_chapter`): not JSON or
markup, in the first person, in the persona's language, of a sane length, and
naming no name or number that appears nowhere in the session, the persona or
the previous entry. One that fails is asked for once more, with what was
wrong; if it fails again it is stored with its `flags`, and no context shows
it (its session's turns are still recalled).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from twin.clock import local_minute
from twin.errors import ModelError
from twin.facts.masks import Masks, placeholder
from twin.narrative.extraction import Model, shown, told_name, told_note, transcript
from twin.narrative.grounding.numbers import arabic
from twin.persona.model import Persona
from twin.prompts import load_prompt
from twin.recall.index import SearchIndex
from twin.sessions import offrecord
from twin.sessions.session import Session, Turn, told_in
from twin.store import JsonlFile
from twin.store.shapes import CHAPTERS
from twin.tokens import estimate_tokens

PART_TOKENS = 6000  # a transcript longer than this is summarised in parts first
WARM_READ = 100  # chapters a turn looks among for warm ones at most (a track of 2,000 tokens holds about 15)
DEFAULT_IMPORTANCE = 5  # a chapter whose reply gave no importance (or one written before importance existed)
_IMPORTANCE = re.compile(  # the last line of a chapter reply: "Importance: 7", "重要程度：7", "**Importance: 7/10**"
    r"\n?[ \t`*]*(?:importance|重要程度|重要性)[ \t*`]*[:：][ \t]*(\d{1,2})\s*(?:/\s*10)?[ \t`*。.]*$", re.IGNORECASE
)
LANGUAGE_NAMES = {"en": "English", "zh": "中文"}


@dataclass(frozen=True)
class Chapter:
    """One diary entry about one session."""

    id: str
    session: str
    start: str
    end: str
    text: str
    prompt: str
    ts: str
    flags: tuple[str, ...] = ()  # what the checks found wrong with it: a flagged chapter is in no context
    importance: int = DEFAULT_IMPORTANCE  # 1 to 10, as the twin rated it when writing it
    span: str = "session"  # session (a chapter) | month | year (an era summary: twin/narrative/eras.py)
    period: str = ""  # an era's month ("2025-03") or year ("2025")
    sources: tuple[str, ...] = ()  # an era's: the ids of the chapters (or months) it was written from

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Chapter:
        """A Chapter (or an era summary) from its JSONL record."""
        flags = record.get("flags")
        importance = record.get("importance")
        sources = record.get("sources")
        return cls(
            record["id"],
            record.get("session", "") or "",
            record.get("start", ""),
            record.get("end", ""),
            record.get("text", ""),
            record.get("prompt", ""),
            record.get("ts", ""),
            tuple(str(f) for f in flags) if isinstance(flags, list) else (),
            importance if type(importance) is int and 1 <= importance <= 10 else DEFAULT_IMPORTANCE,
            str(record.get("span") or "session") if record.get("kind") == "era" else "session",
            str(record.get("period") or ""),
            tuple(str(i) for i in sources) if isinstance(sources, list) else (),
        )

    @property
    def shown(self) -> bool:
        """Whether the checks passed (a flagged chapter or summary is in no context)."""
        return not self.flags

    @property
    def is_era(self) -> bool:
        """Whether this is a month's or a year's summary rather than a session's chapter."""
        return self.span != "session"


@dataclass(frozen=True)
class EraMark:
    """A month or year summary as the index keeps it, without its text: enough to tell which is current."""

    id: str
    span: str  # month | year
    period: str
    written: float
    shown: bool  # the checks passed
    sources: int  # how many chapters (or months) it was written from


class ChapterStore:
    """chapters.jsonl, read through the search index: the latest chapters and who has one, without parsing the file."""

    def __init__(self, twin_dir: Path, index: SearchIndex | None = None) -> None:
        self.file = JsonlFile(Path(twin_dir) / "chapters.jsonl", CHAPTERS)
        self.index = index or SearchIndex(twin_dir)

    def _synced(self) -> SearchIndex:
        self.index.sync_chapters()
        return self.index

    def all(self) -> list[Chapter]:
        """Every chapter (of a session), in the order written."""
        return [_chapter(row) for row in self._synced().chapters()]

    def eras(self, *, before: datetime | None = None) -> list[Chapter]:
        """Every month and year summary (twin/narrative/eras.py), in the order written; with `before`, those whose
        span had ended and that were written by then."""
        return [_chapter(row) for row in self._synced().era_rows(before)]

    def latest(self, n: int, *, before: datetime | None = None, exclude: str | None = None) -> list[Chapter]:
        """The `n` chapters of the most recent sessions (ending at or before `before`), oldest first.

        By when their session ended, whatever the order they were written in; at the same moment, the one written
        first comes first. An end that cannot be read counts as the time the chapter was written.
        """
        if n <= 0:
            return []
        rows = self._synced().chapters(newest=n, before=before, exclude=exclude)
        return [_chapter(row) for row in reversed(rows)]

    def months(self, before: datetime, without: Callable[[str], bool] | None = None) -> dict[str, Chapter | None]:
        """Each local month that has chapters by `before` (the checks passed), with its newest chapter; None for the
        months `without` names (a summary covers them: their chapters need not be read)."""
        newest = self._synced().newest_by_month(before)
        wanted = [i for m, i in newest.items() if not (without and without(m))]
        read = {row[0]: _chapter(row) for row in self.index.chapters_with_ids(wanted)}
        return {m: read.get(i) for m, i in newest.items()}

    def era_marks(self, *, before: datetime | None = None) -> list[EraMark]:
        """What the index keeps of every month and year summary (no text), in the order written; with `before`,
        those whose span had ended and that were written by then."""
        return [EraMark(*row) for row in self._synced().era_marks(before)]

    def counts_by_month(self, before: datetime) -> dict[str, int]:
        """How many chapters (the checks passed) each local month ("2025-03") has, of those ending by `before`."""
        return self._synced().chapter_counts(before)

    def ids_of_month(self, month: str, before: datetime) -> list[str]:
        """The ids of a local month's chapters (the checks passed) ending by `before`, oldest first."""
        return self._synced().chapter_ids_of(month, before)

    def with_ids(self, ids: list[str]) -> list[Chapter]:
        """These chapters (or summaries), in the order written."""
        return [_chapter(row) for row in self._synced().chapters_with_ids(ids)]

    def warm(
        self, before: datetime, *, since: datetime, important_since: dict[int, datetime], used_since: datetime
    ) -> list[Chapter]:
        """The chapters that may still be warm at `before` (twin/narrative/eras.py): recent, important and not too
        old for their importance, or recently recalled; newest first, at most WARM_READ."""
        rows = self._synced().warm_chapters(
            before, since=since.timestamp(), important_since={i: t.timestamp() for i, t in important_since.items()},
            used_since=used_since.timestamp(), limit=WARM_READ,
        )  # fmt: skip
        return [_chapter(row) for row in rows]

    def has(self, session_id: str) -> bool:
        """Whether the session has its chapter (or needs none)."""
        return self._synced().chapter_of(session_id) is not None

    def add(self, session: str, start: str, end: str, text: str, prompt: str, **extra: Any) -> Chapter:
        """Append a chapter."""
        record = self.file.append("chapter", session=session, start=start, end=end, text=text, prompt=prompt, **extra)
        return Chapter.from_record(record)

    def skip(self, session: str, reason: str) -> None:
        """Note that a session needs no chapter (nothing was said in it)."""
        self.file.append("chapter_skipped", session=session, reason=reason)


def split_importance(text: str) -> tuple[str, int | None]:
    """The entry without its last "Importance: N" line, and N (None when it has none or N is not 1 to 10)."""
    body = text.rstrip()
    match = _IMPORTANCE.search(body)
    if not match:
        return text.strip(), None
    value = int(match[1])
    return body[: match.start()].strip(), value if 1 <= value <= 10 else None


def _chapter(row: tuple[str, str, str]) -> Chapter:
    item_id, text, data = row
    return Chapter.from_record({**json.loads(data or "{}"), "id": item_id, "text": text})


def _parts(turns: Sequence[Turn], language: str, budget: int) -> list[list[Turn]]:
    parts: list[list[Turn]] = [[]]
    used = 0
    for turn in turns:
        cost = estimate_tokens(shown(turn.text, language)) + 4
        if parts[-1] and used + cost > budget:
            parts.append([])
            used = 0
        parts[-1].append(turn)
        used += cost
    return parts


def write_chapter(
    store: ChapterStore,
    session: Session,
    persona: Persona,
    model: Model,
    *,
    user_name: str,
    masks: Masks,
    part_tokens: int | None = None,
    persona_text: str = "",
) -> Chapter | None:
    """Write the diary of a finished session; None when nothing was said in it. Raises TwinError on model failure.

    `masks` (the facts' `masks()` as they are now) take what the person asked to forget out of every text the
    model is given: the session's turns said before the forget (in one request, or in the notes on its parts when
    it is long), and the previous entry. A turn the person asked not to keep is a placeholder, as is the reply."""
    said = session.conversation()
    if not any(t.role == "user" for t in said):
        store.skip(session.id, "nothing was said")
        return None
    language = persona.language
    hidden = placeholder(language)
    if masks:
        said = [replace(t, text=masks.turn(t.text, hidden, t.ts, t.role)) for t in said]
    unkept = offrecord.off_record(said)  # what the person asked not to keep: the diary knows only that it was said
    if unkept:
        said = [replace(t, text=offrecord.placeholder(language)) if t.id in unkept else t for t in said]
    slots = {
        "twin_name": persona.name,
        "user_name": user_name,
        "language_name": LANGUAGE_NAMES.get(language, "English"),
    }
    parts = _parts(said, language, part_tokens or PART_TOKENS)
    told_of = ""  # an agent told it (`twin mcp`): not a talk with them, and said so in every request
    if told_in(session.header):
        told_of = told_name(user_name, language)
    if len(parts) == 1:
        body = transcript(said, language, told_of)
    else:  # too long for one request: notes on each part, then the chapter from the notes
        notes = []
        part_prompt = load_prompt("chapter_part", language)
        for number, part in enumerate(parts, 1):
            text = part_prompt.render(
                part=str(number), parts=str(len(parts)), transcript=transcript(part, language, told_of), **slots
            )
            notes.append(_ask(model, text))
        body = "\n\n".join([told_note(language, told_of)] * bool(told_of) + notes)
    previous = [c for c in store.latest(5, before=said[0].time, exclude=session.id) if not c.flags][:1]
    # a flagged entry (an invented name) is no model for the next one, and no proof of its names
    earlier = ""
    if previous:
        label = (
            "我上一篇日记（仅供参考，不要重复）："
            if language == "zh"
            else "My previous diary entry (for context; do not repeat it):"
        )
        earlier = f"{label}\n{masks.chapter(previous[0].text, hidden)}\n\n"
    prompt = load_prompt("write_chapter", language)
    start, end = said[0].ts, said[-1].ts
    request = prompt.render(start=local_minute(start), end=local_minute(end), earlier=earlier, transcript=body, **slots)
    known = "\n".join(
        [
            *(shown(t.text, language) for t in said),  # what the model was shown (a 9.6 MB paste: 63 s to 41 s)
            told_note(language, told_of) if told_of else "",
            persona_text,
            user_name,
            persona.name,
            persona.key,
            earlier,
            local_minute(start),
            local_minute(end),
        ]
    )
    text, extra = checked_entry(model, request, language, known, lambda note: masks.chapter(note, hidden))
    return store.add(session.id, start, end, text, prompt.id, parts=len(parts), turns=len(said), **extra)


def checked_entry(
    model: Model, request: str, language: str, known: str, mask: Callable[[str], str] | None = None
) -> tuple[str, dict[str, Any]]:
    """A diary entry (a chapter, a month's or a year's summary) the model writes for `request`, checked against
    what is `known` and asked for once more with what was wrong (`mask` takes forgotten words out of that note: a
    name the model made up may be one); and what its record gains: its `importance` (the reply's last line), and
    its `flags` when the second answer still fails."""
    text, importance = split_importance(_ask(model, request))
    flags = check_chapter(text, language, known)
    if flags:  # asked once more, with what was wrong
        again = _again(flags, language)
        text, importance = split_importance(_ask(model, request + "\n\n" + (mask(again) if mask else again)))
        flags = check_chapter(text, language, known)
    extra: dict[str, Any] = {"flags": flags} if flags else {}
    if importance is not None:
        extra["importance"] = importance
    return text, extra


MIN_CHARS = {"en": 20, "zh": 8}  # a diary entry shorter than this says nothing
MAX_CHARS = 6000
EVERYDAY_NAMES = frozenset(
    "I AI OK TV Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July "
    "August September October November December Today Tonight Yesterday Tomorrow Mr Mrs Ms Dr".split()
)
_CAPITALISED = re.compile(r"(?<![.!?。！？\n]\s)(?<![.!?。！？\n][\"'”’]\s)(?<!^)(?<![A-Za-z])[A-Z][a-zA-Z]+\b")
_FIRST_PERSON = re.compile(r"\b(?:I|I'm|I've|me|my|we|We|us|our|Our)\b")
_NUMBER = re.compile(r"\d+(?:[.,:]\d+)*")


FLAG_WORDS = {
    "markup": "written as data or markup, not prose",
    "not_first_person": "not in the first person",
    "wrong_language": "not in the persona's language",
    "too_short": "too short",
    "too_long": "too long",
    "unknown": "with a name or number the model made up",
}  # what `check_chapter` flags, as said to the person (`twin memory eras`)


def check_chapter(text: str, language: str, known: str) -> list[str]:
    """What is wrong with a diary entry, as short flags ([] when nothing): "markup", "not_first_person",
    "wrong_language", "too_short", "too_long", and "unknown: X" for each name or number that appears nowhere in
    `known` (the session, the persona, the names, the previous entry)."""
    body = text.strip()
    flags: list[str] = []
    if _markup(body):
        flags.append("markup")
    letters = [ch for ch in body if ch.isalpha()]
    cjk = sum(1 for ch in letters if not ch.isascii()) / max(1, len(letters))
    if (language == "zh") != (cjk >= 0.3):
        flags.append("wrong_language")
    if "我" not in body if language == "zh" else not _FIRST_PERSON.search(body):
        flags.append("not_first_person")
    if len(body) < MIN_CHARS.get(language, MIN_CHARS["en"]):
        flags.append("too_short")
    if len(body) > MAX_CHARS:
        flags.append("too_long")
    words = set(re.findall(r"[a-z0-9]+", known.casefold()))
    numbers = set(_NUMBER.findall(arabic(known)))  # 三十五 said, 35 written: the same number
    unknown = {w for w in _CAPITALISED.findall(body) if w not in EVERYDAY_NAMES and w.casefold() not in words}
    unknown |= {n for n in _NUMBER.findall(body) if n not in numbers and not _dated(n, known)}
    flags.extend(f"unknown: {w}" for w in sorted(unknown))
    return flags


def _dated(number: str, known: str) -> bool:
    """Whether a number is a piece of a date or time the session has (2024-05-03 written as 2024, 5, 3 or 10:30)."""
    parts = {p.lstrip("0") or "0" for p in re.findall(r"\d+", arabic(known))}
    return all((p.lstrip("0") or "0") in parts for p in re.split(r"[.,:]", number))


def _markup(body: str) -> bool:
    """A reply that is data or a document rather than prose: JSON, a code fence, tags, headings, a list."""
    if body.startswith(("{", "[", "```", "<")) or "```" in body:
        return True
    lines = [line.strip() for line in body.splitlines() if line.strip()]
    listed = sum(1 for line in lines if re.match(r"^(?:#{1,6}\s|[-*•]\s|\d+[.)]\s)", line))
    return bool(re.search(r"</?[a-z][a-z0-9]*\b[^>]*>", body)) or (bool(lines) and listed * 2 >= len(lines))


def _again(flags: list[str], language: str) -> str:
    """The note that asks for the entry once more."""
    unknown = [f.removeprefix("unknown: ") for f in flags if f.startswith("unknown: ")]
    problems = [f for f in flags if not f.startswith("unknown: ")]
    if language == "zh":
        parts = ["上一版日记不合要求，请重写。"]
        if problems:
            parts.append("问题：" + "、".join(problems) + "。请用第一人称、中文、纯文字段落写。")
        if unknown:
            parts.append("这些名字或数字在对话里没有出现，不要写：" + "、".join(unknown) + "。")
        return "".join(parts)
    parts = ["Your previous entry did not fit; write it again."]
    if problems:
        parts.append("Problems: " + ", ".join(problems) + ". Write plain first-person prose paragraphs.")
    if unknown:
        parts.append(
            "These names or numbers appear nowhere in the conversation; leave them out: " + ", ".join(unknown) + "."
        )
    return " ".join(parts)


def _ask(model: Model, content: str) -> str:
    reply = model.complete([{"role": "user", "content": content}], max_tokens=1200)
    text = (reply.text or "").strip()
    if not text:
        raise ModelError(
            "The model wrote an empty diary entry.",
            "It will be written again at the next start.",
            zh=("模型写的日记是空的。", "下次启动时会重写。"),
        )
    return text
