"""Fact extraction from new turns, without contamination.

The model sees a transcript labelled line by line ("User said:" / "AI
replied:"), the facts already held, and must quote the user verbatim for
every fact. Code checks every quote and rejects what the AI or the persona
said. Every run is logged in extractions.jsonl with what was kept and what
was rejected and why.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from twin.clock import now, parse_time, to_iso
from twin.credentials import hide, shown_value
from twin.errors import TwinError
from twin.facts.learning import apply_fact, current_fact
from twin.facts.masks import placeholder
from twin.facts.model import norm, same_value
from twin.facts.names import notice_line
from twin.facts.store import Fact, FactStore
from twin.facts.tombstones import Tombstones
from twin.narrative import grounding
from twin.narrative.takeback import learned_in
from twin.persona.model import Persona
from twin.prompts import load_prompt
from twin.sessions import offrecord
from twin.sessions.session import Turn, unnamed
from twin.store import JsonlFile
from twin.store.shapes import EXTRACTIONS
from twin.tokens import estimate_tokens, head_and_tail

if TYPE_CHECKING:
    from twin.narrative.grounding import Candidate, Verdict, Window
    from twin.recall.index import SearchIndex

LABELS = {"en": ("User said:", "AI replied:"), "zh": ("用户说：", "AI回复：")}
# a session another program told (`twin mcp`'s tell): its turns are what the program said of the person, and the
# diary is told so (twin/narrative/grounding/told.py)
TOLD = {
    "en": (
        "A program told me:",
        "(Another program told me these things about {name} through a tool, in its own words or quoting theirs; "
        "{name} did not talk with me.{diary})",
        " Write it that way: what I was told about them, and by a program.",
    ),
    "zh": (
        "别的程序转告：",
        "（这些是别的程序通过工具转告我的关于{name}的事，是它自己的话或它转述的原话；{name}本人没有和我说话。{diary}）",
        "照此来写：我听说了关于{name}的什么，是程序转告的。",
    ),
}
KNOWN_FACTS_TOKENS = 1500
ALL_FACTS_UP_TO = 400  # a memory with at most this many keys shows the extractor every current fact


class Model(Protocol):
    """What extraction needs from a model client."""

    def complete(
        self, messages: list[dict[str, str]], *, max_tokens: int | None = None, json_mode: bool = False
    ) -> Any:
        """A non-streaming completion with `.text`."""
        ...


@dataclass
class Outcome:
    """What one extraction run did."""

    status: str = "ok"  # ok | failed
    written: list[tuple[str, Fact]] = field(default_factory=list)  # (operation, fact)
    rejected: list[dict[str, Any]] = field(default_factory=list)
    error: str = ""  # why it failed, in English (the log's `error`)
    failure: TwinError | None = None  # the error behind `error`, when it was one (a model that did not answer)
    reask: str = ""  # the prompt that asked the model again, if one did

    def error_in(self, language: str) -> str:
        """Why it failed, in `language` where its error has the words; a reply that was no answer is said so, with
        what was wrong with it as it is logged (the parser's own words)."""
        if self.failure:
            return self.failure.words(language)[0]
        if language == "zh" and self.error.startswith("malformed reply"):
            detail = self.error.removeprefix("malformed reply").removeprefix(": ")
            return f"模型的回答不是能读的记忆：{MALFORMED_ZH.get(detail, detail)}"
        return self.error

    @property
    def refused(self) -> list[str]:
        """The errors of the writes the fact store refused (a read-only or full facts.jsonl)."""
        return [r.get("error") or "" for r in self.rejected if r.get("reason") == "write_failed"]

    @property
    def unread(self) -> bool:
        """Whether its turns are owed another run (as twin/narrative/owed.py `failed` reads its record): it failed,
        or a write was refused."""
        return self.status == "failed" or bool(self.refused)

    def trouble_in(self, language: str) -> str:
        """Why its turns are owed another run, in `language`: the failure, else the first refused write."""
        return self.error_in(language) if self.status == "failed" else next(iter(self.refused), "")

    def notices(self, user_subject: str, language: str = "en") -> list[str]:
        """Short lines for the dim "remembered: ..." notice (facts about the person talking need no name), in the
        persona's language: "Mia: job: nurse", 妹妹的工作：产品经理."""
        return [
            notice_line(fact.subject, fact.attribute, fact.value, user_subject, language)
            for op, fact in self.written
            if op not in ("confirm", "known") and fact.status in ("current", "pending")
        ]  # not a confirmation, nor a value kept as history only (said before the one that holds)

    def asked(self, user_subject: str, language: str = "en", why: str | None = None) -> list[str]:
        """The candidates put to the person (`twin memory review`), as `notices` words them; with `why`, only those
        asked for that reason (grounding's ASKED_WHY: "whose", "told", "answered", else "wording")."""
        return [
            notice_line(r["subject"], r["attribute"], r["value"], user_subject, language)
            for r in self.rejected
            if r.get("ask") and (why is None or grounding.ASKED_WHY.get(str(r.get("reason")), "wording") == why)
        ]


# A message longer than this is shown to memory's requests (extraction, the diary) by its beginning and its end: a
# 400 KB paste sent whole made every request of its session too long for the model, at every start, for ever. The
# raw turn keeps every word, and recall searches them all.
TURN_TOKENS = 3000
LEFT_OUT = {"en": "[… {n} characters of this message left out …]", "zh": "[……这条消息中间略去{n}个字……]"}


def shown(text: str, language: str) -> str:
    """A message as memory's requests show it: within TURN_TOKENS, on one line."""
    return " ".join(head_and_tail(text, TURN_TOKENS, LEFT_OUT.get(language, LEFT_OUT["en"])).split())


def told_name(name: str, language: str = "en") -> str:
    """Whom a session another program told is of, as its note names them: the owner, when the person has no name."""
    if not name or name in (unnamed("en"), unnamed("zh")):
        return "你的主人" if language == "zh" else "the person I keep this twin for"
    return name


def told_note(language: str, name: str, diary: bool = True) -> str:
    """What the model is told first of a session another program told: whose the words are (`TOLD`), and, for its
    diary, to write it so."""
    _, note, write = TOLD.get(language, TOLD["en"])
    return note.format(name=name, diary=write.format(name=name) if diary else "")


def transcript(turns: Sequence[Turn], language: str, told_of: str = "", diary: bool = True) -> str:
    """The turns, one labelled line each, so the model can tell the user's words from the AI's. `told_of`: the
    person another program told these turns of (a session `via: mcp`), said so first; for a diary, with how to
    write it and on each line (the extractor's rules name its "User said:" lines: those stay)."""
    user, ai = LABELS.get(language, LABELS["en"])
    lines = []
    if told_of:
        user = TOLD.get(language, TOLD["en"])[0] if diary else user
        lines.append(told_note(language, told_of, diary))
    for turn in turns:
        label = user if turn.role == "user" else ai
        lines.append(f"{label} {shown(turn.text, language)}")
    return "\n".join(lines)


def known_facts_block(facts: Sequence[Fact], language: str) -> tuple[str, dict[str, Fact]]:
    """The facts already held, numbered F1.., within a budget; returns the text and the number -> fact map."""
    numbered: dict[str, Fact] = {}
    lines: list[str] = []
    used = 0
    for fact in facts:
        label = f"F{len(numbered) + 1}"
        since = (fact.valid_from or "")[:10]
        value = shown_value(fact.attribute, fact.value)  # a secret learned before twin kept them out
        line = f"{label}: subject={fact.subject}; {fact.attribute} = {value} ({fact.kind}, since {since})"
        used += estimate_tokens(line)
        if used > KNOWN_FACTS_TOKENS:
            break
        numbered[label] = fact
        lines.append(line)
    empty = "（还没有）" if language == "zh" else "(none yet)"
    return ("\n".join(lines) or empty), numbered


# what `parse_reply` and `ask_for_facts` say of an answer they cannot read, and in Chinese (the log keeps the
# English; a JSON parser's own words, with their line and column, are said as they are)
NO_JSON = "no JSON object in the reply"
TOO_DEEP = "the reply's JSON is nested too deeply"
NOT_FACTS = 'expected {"facts": [...]}'
NO_ITEM = "no item has a subject, an attribute, a value and a quote as text"
MALFORMED_ZH = {
    NO_JSON: "回答里没有 JSON 对象",
    TOO_DEEP: "回答里的 JSON 嵌套太深",
    NOT_FACTS: '要的是 {"facts": [...]}',
    NO_ITEM: "没有一条同时有主体、属性、值和原话",
}


def parse_reply(text: str) -> list[Any]:
    """The list of candidate facts in a model reply; ValueError when it is not the JSON asked for."""
    body = text.strip()
    fence = re.search(r"```(?:json)?\s*(.*?)```", body, re.S)
    if fence:
        body = fence.group(1).strip()
    if not body.startswith(("{", "[")):
        start = body.find("{")
        end = body.rfind("}")
        if start < 0 or end < start:
            raise ValueError(NO_JSON)
        body = body[start : end + 1]
    try:
        data = json.loads(body)
    except RecursionError:
        raise ValueError(TOO_DEEP) from None
    facts = data.get("facts") if isinstance(data, dict) else data
    if not isinstance(facts, list):
        raise ValueError(NOT_FACTS)
    return facts  # an item that is not an object is rejected on its own (bad_shape), the others stand


@dataclass
class Answer:
    """The model's answer to an extraction: its candidates (None when it was not the JSON asked for), and why it
    could not be used ("" when it could; an answer whose every item lacks a part is logged with its rejections)."""

    candidates: list[Any] | None
    error: str = ""
    reask: str = ""  # the prompt that asked again, when it did (reask_facts.<lang>.v<N>)
    failure: TwinError | None = None  # the model's error, when it gave no answer at all


def ask_for_facts(model: Model, messages: list[dict[str, str]], language: str) -> Answer:
    """The model's answer, asked again once when it cannot be used.

    An answer that is not the JSON asked for, or whose every item lacks a part (`{"facts": [{"fact": "..."}]}`),
    is asked again with what was wrong, the way a person would say "that's not the form I asked for": a sloppy
    model answers the same prompt the same way, but often mends an answer it is shown. A model error (TwinError)
    is raised: there is nobody to ask."""
    reask, first = "", None
    for attempt in (1, 2):
        reply = model.complete(messages, max_tokens=1500, json_mode=True)
        try:
            answer = Answer(parse_reply(reply.text), reask=reask)
        except (ValueError, TypeError) as exc:
            answer = Answer(first, f"malformed reply: {exc}", reask)  # a first shapeless answer is still logged
        else:
            if answer.candidates and all(_shapeless(c) for c in answer.candidates):
                answer.error = f"malformed reply: {NO_ITEM}"
        if not answer.error:
            return answer
        if attempt == 1:
            prompt, first = load_prompt("reask_facts", language), answer.candidates
            again = prompt.render(error=answer.error.removeprefix("malformed reply: "))
            messages = [*messages, {"role": "assistant", "content": reply.text}, {"role": "user", "content": again}]
            reask = prompt.id
    return answer


def _shapeless(item: Any) -> bool:
    read = grounding.read_candidate(item)
    return isinstance(read, tuple) and read[1] == "bad_shape"


# words of a change in a quote: a value said in a correction with them is news, not the mistake's right value
CHANGED = re.compile(
    r"\b(?:moved|moving|switched|changed|started|starting|joined|quit|left|now|new|since|anymore|became|got\s+a)\b"
    r"|搬|现在|如今|换了|跳槽|开始|入职|辞职|离职|刚换|新的"
)


class Extractor:
    """Runs extraction over a window of turns and writes the grounded facts."""

    def __init__(
        self, twin_dir: Path, persona: Persona, model: Model, *, persona_text: str,
        pause: Callable[[], object] | None = None,
    ) -> None:  # fmt: skip
        self.twin_dir = twin_dir
        self.pause = pause  # called once the model answered, before grounding (a server's replies go first)
        self.persona = persona
        self.model = model
        # the model that answers, named in each run's record: what it could not use counts as its tries only
        # (twin/narrative/owed.py TRIES), and another model tries again
        self.model_name: str | None = getattr(getattr(model, "endpoint", None), "model", None) or None
        self.facts = FactStore(twin_dir)
        self.log = JsonlFile(twin_dir / "extractions.jsonl", EXTRACTIONS)
        self.persona_text = persona_text
        self.prompt = load_prompt("extract_facts", persona.language)
        self._index: SearchIndex | None = None  # opened in the thread that extracts (the memory worker)

    def index(self) -> SearchIndex:
        """The search index, opened on first use in the thread that extracts; the memory worker shares it."""
        if self._index is None:
            from twin.recall.index import SearchIndex

            self._index = SearchIndex(self.twin_dir)
        return self._index

    def close(self) -> None:
        """Let go of the search index (the next use opens it again)."""
        if self._index is not None:
            self._index.close()
            self._index = None

    def related(
        self, window: Sequence[Turn], subject: str, also: Sequence[str] = (), off_record: Collection[str] = ()
    ) -> list[Fact]:
        """Facts already held that the extractor should compare against, most alike first.

        Near-duplicates found by similarity come first (so "lives in Shenzhen" said again ends as a
        confirm, not a copy), then the person's own facts, then the people mentioned; a small memory
        shows every current fact, a large one only these.
        """
        said = " ".join(t.text for t in window if t.role == "user" and t.id not in off_record)
        chosen: dict[str, Fact] = {}
        for fact in self._alike(said):
            chosen.setdefault(fact.id, fact)
        mine = [f for s in {subject, "user", *also} for f in self.facts.as_of(subject=s)]
        text = said.casefold()
        if self.facts.key_count() <= ALL_FACTS_UP_TO:
            current = list(self.facts.as_of())
            mentioned = [f for f in current if f.subject.casefold() in text]
            rest = current
        else:
            mentioned, rest = [], []
        for fact in [*mine, *mentioned, *rest]:
            chosen.setdefault(fact.id, fact)
        return list(chosen.values())

    def _alike(self, text: str) -> list[Fact]:
        """Current facts most like `text`, by the search index (derived; skipped if it cannot be used)."""
        if not text.strip():
            return []
        from twin.narrative.dedupe import related_facts
        from twin.recall.index import TURN_SYNC_BYTES

        try:
            index = self.index()
            index.sync(budget=TURN_SYNC_BYTES)  # the facts it needs, not a history of years (the worker's own sync)
            found = related_facts(index, text, limit=12)
        except TwinError:
            return []
        facts = []
        for item in found:
            try:
                current = self.facts.current_for(item.hit.id)
            except TwinError:
                continue
            if current is not None:
                facts.append(current)
        return facts

    def _mistake(
        self, session_id: str, corrected_turns: Sequence[str] | None, c: Candidate, mine: Sequence[str]
    ) -> Fact | None:
        """The value that holds on a candidate's key, when the candidate comes from a message that corrects the one
        that value was learned from (its `corrects` mark: "typo, I meant Lisbon" after "I live in Porto"); not when
        its quote tells of a change ("typo above, *their. anyway I moved to Bergen yesterday": Oslo held until then)."""
        if not corrected_turns or CHANGED.search(c.quote.casefold()):
            return None
        for subject in (c.subject, *mine):
            held = current_fact(self.facts, subject, c.attribute)
            if held is not None and learned_in(held, session_id, corrected_turns):
                return None if same_value(held.value, c.value) else held
        return None

    def against(self, turns: Sequence[Turn], fact: Fact, user_subject: str, also: Sequence[str] = ()) -> str | None:
        """Grounding's reason the last of `turns` does not hold `fact` (`speaks_against`), with this twin's persona;
        None when it does."""
        mine = {norm(s) for s in (user_subject, *also)}
        return grounding.speaks_against(
            [grounding.Said(t.id, t.role, t.text) for t in turns],
            "user" if norm(fact.subject) in mine else fact.subject, fact.attribute, fact.value, user_subject,
            grounding.twin_subjects((self.persona.name, self.persona.key), user_subject), self.persona_text,
            self.persona.rules,
        )  # fmt: skip

    def run(
        self,
        session_id: str,
        window: Sequence[Turn],
        *,
        user_subject: str,
        user_name: str,
        before: Sequence[Turn] = (),
        also: Sequence[str] = (),
        unkept: offrecord.Unkept | None = None,
        played: bool = False,
        told: bool = False,
    ) -> Outcome:
        """Extract from `window`, write what is grounded, log the run; never raises for model trouble.

        `before` is what the AI said in the exchanges before the window (`said_before`): shown to the model, and
        what an echo is checked against ("hmm, Shenzhen" after the AI suggested Shenzhen), never a source of facts.
        `also`: the person's other subject (`Who.also`), whose value of an attribute a new one of theirs replaces.
        `unkept`: what the person asked not to keep among the session's turns (`offrecord.Unkept.of` the whole
        session, when turns after the window may take one back); what `before` and `window` say is always known.
        `played`: the session is a role-play chat (`grounding.played.role_play` of its turns): the person's words
        are theirs only in an out-of-character aside. `told`: another program tells what the person said (`twin
        mcp`'s `tell`): only the person's own words are theirs (`grounding.told`), not the program's report of them.
        """
        language = self.persona.language
        kept_out = (unkept or offrecord.Unkept()) | offrecord.Unkept.of([*before, *window])
        off = kept_out.turns
        opening = next((t.text for t in reversed(before) if t.role == "user" and t.id not in off), "")  # frames
        theirs = [t.text for t in before if t.role == "user"]  # (a role-play they set up before the window: `_write`)
        before = [t for t in before if t.role != "user"]
        known, numbered = known_facts_block(self.related(window, user_subject, also, off), language)
        masks, hidden = self.facts.masks(), placeholder(language)  # what was forgotten is not read again (reextract)
        not_kept = offrecord.placeholder(language)  # nor what the person asked not to keep
        shown = [
            replace(t, text=not_kept if t.id in off else masks.turn(t.text, hidden, t.ts, t.role))
            for t in [*before, *window]
        ]
        prompt = self.prompt.render(
            twin_name=self.persona.name,
            user_subject=user_subject,
            user_name=user_name or user_subject,
            today=now().strftime("%Y-%m-%d (%A)"),
            known_facts=known,
            transcript=transcript(shown, language, told_name(user_name, language) if told else "", diary=False),
        )
        messages = [{"role": "user", "content": prompt}]
        outcome = Outcome()
        try:
            answer = ask_for_facts(self.model, messages, language)
        except TwinError as exc:
            answer = Answer(None, exc.message, failure=exc)
        if self.pause is not None:
            self.pause()
        outcome.reask = answer.reask
        if answer.candidates:  # shapeless items too, so that the log names them; none: grounding is not even imported
            in_play = grounding.playing(theirs)  # (nor a role-play looked for: an exchange that taught nothing, most
            # of them, costs no compiling of grounding's 830 patterns)
            self._write(
                session_id, window, answer.candidates, numbered, user_subject, outcome, before, also, opening, in_play,
                kept_out, played, told,
            )  # fmt: skip
        if answer.error:
            outcome.status, outcome.error, outcome.failure = "failed", answer.error, answer.failure
        self._log(session_id, window, outcome)
        return outcome

    def _write(
        self,
        session_id: str,
        window: Sequence[Turn],
        candidates: list[Any],
        numbered: dict[str, Fact],
        user_subject: str,
        outcome: Outcome,
        before: Sequence[Turn] = (),
        also: Sequence[str] = (),
        opening: str = "",
        in_play: bool = False,
        unkept: offrecord.Unkept | None = None,
        played: bool = False,
        told: bool = False,
    ) -> None:
        grounds = grounding.Window(  # the words as the model was shown them: a secret written before as "[secret]"
            [grounding.Said(t.id, t.role, hide(t.text)[0]) for t in [*before, *window]],
            self.persona_text,
            self.persona.rules,
            opening,
            in_play,
            unkept=unkept,
            played=played,
            told=told,
        )
        twins = grounding.twin_subjects((self.persona.name, self.persona.key), user_subject)
        times = {t.id: t.ts for t in window}
        texts = {t.id: t.text for t in window}
        corrects = {t.id: mark[0] for t in window if (mark := offrecord.corrected(t.record)) is not None}
        forgotten = Tombstones(self.facts.forgotten())

        def said(turn: str | None, _quote: str) -> datetime:
            return parse_time(times[turn]) if turn in times else now()

        for raw, c, verdict, said_at in grounded(
            candidates,
            grounds,
            twins,
            user_subject,
            grounding.USER_SUBJECTS,
            forgotten,
            said,
            outcome,
            also,
            self._askable(),
        ):
            kind = "preference" if "rule_as_preference" in verdict.notes else c.kind
            source, confidence = (
                ("inferred", min(c.confidence, grounding.HEDGED_CONFIDENCE)) if c.inferred else ("user", c.confidence)
            )
            if verdict.hedged:
                confidence = min(confidence, grounding.HEDGED_CONFIDENCE)
            valid_from = grounding.model_date(raw.get("valid_from"), said_at, texts.get(verdict.turn or ""))
            valid_until = grounding.model_until(c.valid_until, said_at, texts.get(verdict.turn, ""))
            mine = also if norm(c.subject) == norm(user_subject) else ()  # the person's other subject, if theirs
            existing = same_key(numbered.get(c.existing), c, mine) if c.relation != "new" else None
            if existing is not None and c.relation == "same" and not same_value(existing.value, c.value):
                existing = None  # "same" names a fact that says something else: the candidate is on its own
            mistake = self._mistake(session_id, corrects.get(verdict.turn or ""), c, mine)
            if mistake is not None and (existing is None or existing.id == mistake.id):
                existing = mistake  # said in its place by the message that corrects it: a correction, whatever the
                # relation the model gave (a sloppy one proposes it as new: "before that: 34", a history never true)
            evidence = {"session": session_id, "turn": verdict.turn, "quote": c.quote}
            fields = dict(
                source=source,
                confidence=confidence,
                cause=verdict.turn,
                said_at=said_at,
                evidence=evidence,
                prompt=self.prompt.id,
            )
            try:
                op, fact = apply_fact(
                    self.facts, c.subject, c.attribute, c.value, kind=kind, valid_from=valid_from,
                    valid_until=valid_until, existing=existing, fields=fields,
                    seen=lambda old, new: old.get("turn") == new.get("turn"),  # the same turn read again
                    hint=("Run `twin memory reextract` later.", "稍后运行 `twin memory reextract`。"), also=mine,
                    correction=mistake is not None
                    or (
                        c.relation == "corrects"
                        and existing is not None
                        and grounding.corrected(texts.get(verdict.turn, ""))
                    ),
                )  # fmt: skip
            except TwinError as exc:
                outcome.rejected.append({**c.parts(), "reason": "write_failed", "error": exc.message})
                continue
            outcome.written.append((op, fact))

    def _askable(self) -> Callable[[Candidate], bool]:
        """Whether a candidate held for the person's word may be put to them: not a value they dropped (review.py),
        read from the review events the first time a run has one to ask about."""
        gone: set[str] | None = None

        def askable(c: Candidate) -> bool:
            nonlocal gone
            from twin.narrative.review import about, dropped

            gone = dropped(self.twin_dir) if gone is None else gone
            return about(c.subject, c.attribute, c.value) not in gone

        return askable

    def _log(self, session_id: str, window: Sequence[Turn], outcome: Outcome) -> None:
        self.log.append(
            "extraction",
            session=session_id,
            turns=[t.id for t in window],
            prompt=self.prompt.id,
            **({"reask": outcome.reask} if outcome.reask else {}),  # the prompt that asked again, when one did
            **({"model": self.model_name} if self.model_name else {}),
            status=outcome.status,
            written=[{"op": op, "fact": f.id} for op, f in outcome.written],
            rejected=outcome.rejected,
            error=outcome.error or None,
        )


def same_key(fact: Fact | None, c: Candidate, also: Sequence[str] = ()) -> Fact | None:
    """The known fact a candidate names, if it is on the candidate's own key, or on the same attribute of the
    person's other subject (`also`): a model may name any fact."""
    subjects = {norm(s) for s in (c.subject, *also)}
    if fact is None or norm(fact.subject) not in subjects or norm(fact.attribute) != norm(c.attribute):
        return None
    return fact


def grounded(
    candidates: list[Any],
    grounds: Window,
    twins: Iterable[str],
    person: str,
    person_words: Iterable[str],
    forgotten: Tombstones,
    said: Callable[[str | None, str], datetime],
    outcome: Outcome,
    also: Sequence[str] = (),
    ask: Callable[[Candidate], bool] | None = None,
    news: bool = True,
) -> Iterator[tuple[dict[str, Any], Candidate, Verdict, datetime]]:
    """The candidates of one reply that pass every layer of grounding and name nothing forgotten, each with its
    item, its verdict and when its words were said (`said` of the turn or chunk and the quote); every other one goes to
    `outcome.rejected` with its reason. Shared by chat extraction and the owner's writing. With `ask` (chat), a
    candidate rejected only for its value's wording is marked for the person to keep or drop (`twin memory
    review`), with the turn and the time it stands on, unless it names something forgotten or `ask` says no. A
    forgotten value said again after the forget is news (`Tombstones.covers`), but not in writing (`news` False)."""
    for n, raw in enumerate(candidates):
        read = grounding.read_candidate(raw)
        if isinstance(read, tuple):
            outcome.rejected.append({**read[0], "reason": read[1]})
            continue
        c = read
        if n >= grounding.MAX_FACTS:
            outcome.rejected.append({**c.parts(), "reason": "too_many"})
            continue
        if c.subject.casefold() in person_words:
            c.subject = person
        verdict = grounds.check(c, twins, person)
        said_at = said(verdict.turn, c.quote)
        dated = grounding.dated_out(raw, c.kind, said_at) if verdict.reason is None and news else None
        if dated:  # in a chat, the model's own dates say it did not hold then: it begins later, or had ended
            verdict.reason, verdict.cue = dated
        mine = also if norm(c.subject) == norm(person) else ()  # what the person forgot under their other subject
        if (verdict.reason is None or verdict.ask) and forgotten.covers(
            c.subject, c.value, c.quote, verdict.turn or "", said_at, mine, news
        ):
            verdict.reason, verdict.ask = "forgotten", False
        elif (
            verdict.ask and verdict.reason != "whose_unclear" and forgotten.key_forgotten(c.subject, c.attribute, mine)
        ):
            # worded otherwise than the person's words, for a key whose value they asked to forget: maybe that value
            # in another form (萨格勒布 for a forgotten Zagreb), which a question would show them again. Not asked: a
            # new value said plainly is stored as ever
            verdict.reason, verdict.ask = "forgotten", False
        if verdict.reason:
            asked = {"ask": True, "turn": verdict.turn, "said_at": to_iso(said_at), "kind": c.kind}
            asked |= {k: raw[k] for k in ("valid_from", "valid_until") if isinstance(raw.get(k), str) and raw[k]}
            outcome.rejected.append(
                {
                    **c.parts(),
                    "reason": verdict.reason,
                    **({"cue": verdict.cue} if verdict.cue else {}),
                    **(asked if ask is not None and verdict.ask and ask(c) else {}),
                }
            )
            continue
        yield raw, c, verdict, said_at


ECHO_REACH = 3  # the AI's replies before a window that its extraction sees, and checks an echo against


def said_before(turns: Sequence[Turn], window: Sequence[Turn], reach: int = ECHO_REACH) -> list[Turn]:
    """The AI's turns among the last `reach` exchanges before `window` in `turns` (none if the window starts the
    session): what an echo is checked against ("Shenzhen, then" after "You could move to Shenzhen", "hmm", "Take
    your time."); the person's last turn before the window, whose last sentence may frame the window's first
    ("I had the weirdest dream." / "Tell me about it." / "I was a pilot."); and the person's last turn within
    PLAY_REACH turns that set up or ended a role-play (it may still be going). Never a source of facts."""
    if not window:
        return []
    ids = [t.id for t in turns]
    at = ids.index(window[0].id) if window[0].id in ids else 0
    keep = {i for i in range(max(0, at - 2 * reach), at) if turns[i].role != "user"}
    theirs = next((i for i in range(at - 1, -1, -1) if turns[i].role == "user"), None)
    play = next((i for i in range(at - 1, max(-1, at - 1 - grounding.PLAY_REACH), -1)
                 if turns[i].role == "user" and grounding.play_cue(turns[i].text) is not None), None)  # fmt: skip
    return [turns[i] for i in sorted(keep | {i for i in (theirs, play) if i is not None})]


def extraction_windows(turns: Sequence[Turn], size: int = 4) -> list[list[Turn]]:
    """A session's said turns cut into windows of about `size` turns, each ending after a reply."""
    windows: list[list[Turn]] = [[]]
    for turn in turns:
        if len(windows[-1]) >= size and turn.role == "user":
            windows.append([])
        windows[-1].append(turn)
    return [w for w in windows if any(t.role == "user" for t in w)]


def extracted_turns(twin_dir: Path, *, succeeded: bool = False) -> set[str]:
    """Ids of the turns that an extraction already covered (successfully or not; with `succeeded`, only by runs
    that neither failed nor had a write refused: what a repair reads again)."""
    covered: set[str] = set()
    for record in JsonlFile(twin_dir / "extractions.jsonl", EXTRACTIONS).records():
        if succeeded and (
            record.get("status") == "failed"
            or any(r.get("reason") == "write_failed" for r in record.get("rejected") or [])
        ):
            continue
        covered.update(record.get("turns") or [])
    return covered
