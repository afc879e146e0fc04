"""Truth-maintained fact memory: the one way in, for time-coordinated reads and compare-and-set writes.

`FactStore(twin_dir)` reads through the derived fact state (twin/facts/state.py,
brought up to date with facts.jsonl on every read) and writes by appending:
every write takes the twin's memory lock, reads what other processes
appended, checks that the fact it names is still the key's current one
(compare-and-set), appends one record to facts.jsonl and one event to
events.jsonl, and returns the fact as it now stands. Nothing already written
is ever changed. The rule of what held when is in fold.py; docs/facts.md
explains it for people. A store belongs to one thread: open one per thread.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from twin.clock import epoch, iso_of, local_minute, now, parse_time, to_iso
from twin.errors import UsageError
from twin.facts.consolidation import ConsolidationRules, LastUsed, consolidate
from twin.facts.events import EventLog
from twin.facts.fold import INF, PRECEDENCE, rank
from twin.facts.masks import Masks
from twin.facts.model import (
    CHANGE_REASONS,
    KINDS,
    LAYERS,
    RETIRE_REASONS,
    SOURCES,
    Chain,
    Fact,
    StaleFactError,
    UnnamedFact,
    norm,
    same_value,
    source_strength,
)
from twin.facts.names import CLOSE, closeness, fact_name, loose, names_attribute, readings, typed_names
from twin.facts.records import CREATING
from twin.facts.state import FactState, fact_of
from twin.facts.words import Phrases, maskable
from twin.store import JsonlFile, Problem, file_lock, new_id
from twin.store.jsonl import make_record

SKEW = timedelta(minutes=5)  # a clock this far ahead is taken as now; further is refused
FIND_HINT = "`twin memory facts --all` lists the facts with their ids."
FIND_HINT_ZH = "用 `twin memory facts --all` 查看所有事实和它们的 ID。"


def _moment(at: datetime | None, what: str) -> datetime:
    """A statement or operation time: now by default, never in the future, to the millisecond it is stored at.

    Comparing a time with microseconds against one read back from a record (milliseconds) would make
    the same instant look a millisecond later, and the conflict rule would pick the wrong winner.
    """
    current = now()
    current = current.replace(microsecond=current.microsecond // 1000 * 1000)
    if at is None:
        return current
    moment = at if at.tzinfo else at.astimezone()
    if moment > current + SKEW:
        raise UsageError(
            f"{what} {to_iso(moment)} is in the future.",
            "Memory records what was said up to now; a fact that starts later takes valid_from instead.",
            zh=(f"{what} {to_iso(moment)} 在未来。", "记忆记的是到现在为止说过的话；以后才成立的事实用 valid_from。"),
        )
    moment = moment.replace(microsecond=moment.microsecond // 1000 * 1000)
    return min(moment, current)


def _candidates(facts: list[Fact]) -> list[tuple[str, str, str, str]]:
    """What an UnnamedFact says it could have been: (short id, subject, attribute, value) of the first 5."""
    return [(f.short_id, f.subject, f.attribute, f.value) for f in facts[:5]]


def _listed(facts: list[Fact], mine: tuple[str, ...]) -> tuple[str, str]:
    """The first 5 of `facts` for an error, in English by key (sister.city = Chengdu (5795P7M6)) and in Chinese as a
    Chinese chat names them (妹妹的城市 = 成都（5795P7M6）)."""
    return (
        ", ".join(f"{f.key} = {f.value} ({f.short_id})" for f in facts[:5]),
        "、".join(f"{fact_name(f.subject, f.attribute, mine, 'zh')} = {f.value}（{f.short_id}）" for f in facts[:5]),
    )


def _stamp(at: datetime | None) -> float:
    return (at or now()).timestamp()


def _check_confidence(confidence: Any) -> float:
    if isinstance(confidence, bool) or not isinstance(confidence, int | float) or not 0.0 <= confidence <= 1.0:
        raise UsageError(
            f"Confidence must be a number from 0 to 1, not {confidence!r}.",
            zh=(f"置信度必须是 0 到 1 之间的数，不能是 {confidence!r}。", ""),
        )
    if math.isnan(confidence):
        raise UsageError("Confidence must be a number from 0 to 1.", zh=("置信度必须是 0 到 1 之间的数。", ""))
    return float(confidence)


def _check_choice(value: str, allowed: tuple[str, ...], what: str) -> str:
    if value not in allowed:
        raise UsageError(
            f"Unknown {what} {value!r}.",
            f"Use one of: {', '.join(allowed)}.",
            zh=(f"没有这样的 {what}：{value!r}。", f"用其中一个：{'、'.join(allowed)}。"),
        )
    return value


def _check_text(value: Any, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise UsageError(
            f"A fact needs a {what}.",
            "Give subject, attribute and value as non-empty text.",
            zh=(f"事实要有 {what}。", "subject、attribute 和 value 都要是非空的文本。"),
        )
    return value.strip()


def summary(fact: Fact | None) -> dict[str, Any] | None:
    """The state of a fact as events record it (before and after a change)."""
    if fact is None:
        return None
    return {
        "fact": fact.id,
        "value": fact.value,
        "status": fact.status,
        "confidence": fact.confidence,
        "layer": fact.layer,
        "confirmations": fact.confirmations,
        "until": fact.until,
    }


def conflict_rule(said: datetime, source: str, confidence: float, current: Fact, stated: float) -> tuple[str, bool]:
    """Which of two values for one key wins, and by which rule: (rule, whether the new statement wins): the fold's own
    precedence (twin/facts/fold.py), part by part.

    The later statement wins; at the same millisecond the stronger source (user, document, tool,
    inferred); then the higher confidence as stated (`stated`: the current fact's, before any confirmation
    raised it, as the fold weighs it); then the value recorded first stays.
    """
    new = rank(said.timestamp(), source_strength(source), confidence)
    old = rank(epoch(current.said_at) or 0.0, source_strength(current.source), stated)
    for rule, mine, theirs in zip(PRECEDENCE, new, old, strict=False):
        if mine != theirs:
            return rule, mine > theirs
    return PRECEDENCE[-1], False  # the value recorded first stays


class FactStore:
    """The facts of one twin: `data/<persona>/facts.jsonl`, its events, and the derived fact state."""

    def __init__(self, twin_dir: Path, rules: ConsolidationRules | None = None) -> None:
        self.twin_dir = Path(twin_dir)
        self.path = self.twin_dir / "facts.jsonl"
        self.lock_path = self.twin_dir / "memory.lock"
        self.events = EventLog(self.twin_dir)
        self.rules = rules or ConsolidationRules()
        self.state = FactState(self.twin_dir)

    def close(self) -> None:
        """Let go of the derived database (a store is also fine to drop without this)."""
        self.state.close()

    def sync(self) -> FactState:
        """The derived state, brought up to date with facts.jsonl."""
        self.state.sync()
        return self.state

    @property
    def problems(self) -> list[Problem]:
        """Damaged lines of facts.jsonl (skipped by every read; writes go on after them), and a torn tail."""
        return self.sync().problems()

    @contextmanager
    def locked(self) -> Iterator[FactState]:
        """Hold the twin's memory lock with an up-to-date state: the ground for a compare-and-set."""
        with file_lock(self.lock_path):
            yield self.sync()

    # -- reads -------------------------------------------------------------------

    def as_of(
        self,
        at: datetime | None = None,
        *,
        subject: str | None = None,
        kind: str | None = None,
        source: str | None = None,
        layer: str | None = None,
        min_confidence: float = 0.0,
        include_ended: bool = False,
    ) -> list[Fact]:
        """The facts that held at `at` (default now) as the memory stood then: at most one per (subject, attribute).

        With `include_ended`, also every fact known then that no longer (or not yet) held, each with its status
        at `at`.
        """
        t = _stamp(at)
        state = self.sync()
        if include_ended:
            keys = state.keys(subject)
            facts = [fact_of(line, view) for views in state.views_of_keys(keys, t).values() for line, view in views]
        else:
            facts = list(state.holding(t, subject))
        if kind is not None:
            facts = [f for f in facts if f.kind == kind]
        if source is not None:
            facts = [f for f in facts if f.source == source]
        if layer is not None:
            facts = [f for f in facts if f.layer == layer]
        if min_confidence > 0:
            facts = [f for f in facts if f.confidence >= min_confidence]
        return facts

    def resolve(self, ref: str) -> str:
        """The id of a fact named by its id or an unambiguous part of it (4+ characters): its start, its end, or a
        piece of the 8 characters tables show."""
        return self._resolve(self.sync(), ref)

    @staticmethod
    def _resolve(state: FactState, ref: str) -> str:
        wanted = ref.strip().upper()
        exact = state.find(wanted) if len(wanted) == 26 else []
        if len(exact) == 1 and exact[0] == wanted:
            return wanted
        if len(wanted) < 4:
            raise UnnamedFact(
                f"{ref!r} is too short to name a fact.",
                "Give at least 4 characters of its id. " + FIND_HINT,
                ref=ref,
                why="short",
                zh=(f"{ref!r} 太短，认不出是哪条事实。", "ID 至少要给 4 个字符。" + FIND_HINT_ZH),
            )
        matches = state.find(wanted)
        if not matches:
            raise UnnamedFact(
                f"No fact {ref!r}.", FIND_HINT, ref=ref, why="none", zh=(f"没有 ID 为 {ref!r} 的事实。", FIND_HINT_ZH)
            )
        if len(matches) > 1:
            lines = [state.line(m) or {} for m in matches[:5]]
            found = [
                (m[-8:], str(line.get("subject")), str(line.get("attribute")), str(line.get("value")))
                for m, line in zip(matches, lines, strict=False)
            ]
            shown = ", ".join(f"{short} ({who}.{what} = {value})" for short, who, what, value in found)
            shown_zh = "、".join(f"{short}（{who}.{what} = {value}）" for short, who, what, value in found)
            more, more_zh = (
                (f" and {len(matches) - 5} more", f"，还有 {len(matches) - 5} 条") if len(matches) > 5 else ("", "")
            )
            many = f"{len(matches)}{'+' if len(matches) == 20 else ''}"
            raise UnnamedFact(
                f"{ref!r} matches {many} facts: {shown}{more}.",
                "Give more characters of the id.",
                ref=ref,
                why="several",
                found=found,
                zh=(f"{ref!r} 对得上 {many} 条事实：{shown_zh}{more_zh}。", "多给几个 ID 里的字符。"),
            )
        return matches[0]

    def get(self, fact_id: str, at: datetime | None = None) -> Fact:
        """One fact with its status at `at` (default now); by id, or an unambiguous prefix or suffix of it."""
        wanted = self.resolve(fact_id)
        state = self.state
        key = state.key_of(wanted)
        # now, a fact said after now (recorded while the clock was ahead) is found as everything recorded has it, so
        # that it can be explained, forgotten and purged: it was refused for ever
        for stamp in (_stamp(at),) if at is not None else (_stamp(None), INF):
            for line, view in state.views(key, stamp) if key is not None else []:
                if line["id"] == wanted:
                    return fact_of(line, view)
        then = local_minute(at or now())
        raise UsageError(
            f"Fact {wanted} was not yet recorded at {then}.",
            "Ask about a later time, or leave out --as-of.",
            zh=(f"事实 {wanted} 在 {then} 还没有记下。", "问一个更晚的时间，或者去掉 --as-of。"),
        )

    def named(self, ref: str, mine: Iterable[str] = ("user",), at: datetime | None = None) -> Fact:
        """A fact named as a person names it (twin/facts/names.py): by its attribute among the facts that hold at `at`
        ("city" or 城市 of the subjects in `mine`; "sister.city", "sister/city" or 妹妹的城市 of another, whose name is
        said when "city" alone is not one of `mine`), its key before its Chinese label (city before a 城市 stored
        as written); else, when it looks like one (a digit in it, or capitals), by its id or an unambiguous part of
        it (`get`). A name that fits several facts is refused with the candidates, one that fits none with those
        whose names are close to it."""
        mine = tuple(mine)
        held = self.as_of(at)
        own = {loose(s) for s in mine}
        matches: list[Fact] = []
        for reading in readings(ref):
            subjects = own if reading.subject is None else {loose(reading.subject)}
            theirs = [f for f in held if loose(f.subject) in subjects]
            ranked = [(names_attribute(reading.attribute, f.attribute), f) for f in theirs]
            best = max((r for r, _ in ranked), default=0)
            matches = [f for r, f in ranked if best and r == best]
            if matches:
                break
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1:
            shown = ", ".join(f"{f.short_id} ({f.value})" for f in matches[:5])
            shown_zh = "、".join(f"{f.short_id}（{f.value}）" for f in matches[:5])
            raise UnnamedFact(
                f"{ref!r} names {len(matches)} facts: {shown}.",
                "Give the id of the one you mean.",
                ref=ref,
                why="several",
                found=_candidates(matches),
                zh=(f"{ref!r} 对得上 {len(matches)} 条事实：{shown_zh}。", "给出你指的那一条的 ID。"),
            )
        text = ref.strip()
        alone = readings(ref)[0]
        named = sorted(
            (f for f in held if alone.subject is None and names_attribute(alone.attribute, f.attribute)),
            key=lambda f: -names_attribute(alone.attribute, f.attribute),
        )
        if named:  # "city" when only another has one (a sister, a --user name): never taken for it, since a forget
            # cannot be taken back; the candidates are said
            if len(named) == 1:
                other = named[0]
                said_zh = fact_name(other.subject, other.attribute, mine, "zh")
                raise UnnamedFact(
                    f"{ref!r} names no fact of yours; {other.key} = {other.value} ({other.short_id}) holds.",
                    f"If that is the one, give it as {other.key} or by its id.",
                    ref=ref,
                    why="others",
                    found=_candidates(named),
                    zh=(
                        f"{ref!r} 不是你的事实；记着的是别人的 {said_zh} = {other.value}（{other.short_id}）。",
                        f"如果就是它，请写成 {said_zh}，或者给出它的 ID。",
                    ),
                )
            shown, shown_zh = _listed(named, mine)
            raise UnnamedFact(
                f"{ref!r} names {len(named)} facts: {shown}.",
                "Give the one you mean as subject.attribute, or its id.",
                ref=ref,
                why="others",
                found=_candidates(named),
                zh=(
                    f"{ref!r} 对得上 {len(named)} 条事实：{shown_zh}。",
                    "照上面的名字写出你指的那一条，或者给出它的 ID。",
                ),
            )
        if text.isascii() and text.isalnum() and len(text) >= 4 and (text.isupper() or any(c.isdigit() for c in text)):
            return self.get(text, at)  # an id, or part of one
        likeness = {f.id: max(closeness(text, n) for n in typed_names(f.subject, f.attribute, mine)) for f in held}
        close = sorted((f for f in held if likeness[f.id] >= CLOSE), key=lambda f: -likeness[f.id])[:5]
        shown, shown_zh = _listed(close, mine)
        hint = "`twin memory facts` lists those that hold by name; `--all` the others, with their ids."
        hint_zh = "`twin memory facts` 按名字列出现在记着的事实；加上 `--all` 还会列出其余的，带着 ID。"
        if text.isascii() and text.isalpha() and len(text) >= 4:  # letters alone are a name first; as an id they
            # are taken in capitals only, since a forget cannot be taken back and a word may sit inside an id
            try:
                fact = self.get(text.upper(), at)
            except (UnnamedFact, UsageError):
                pass
            else:
                said, upper = f"{fact.short_id} ({fact.key} = {fact.value})", text.upper()
                hint = f"If you meant the fact {said}, give its id in capitals: {upper}."
                hint_zh = f"如果你指的是事实 {said}，请用大写字母写它的 ID：{upper}。"
        then, then_zh = ("holds now", "现在") if at is None else (f"held on {local_minute(at)}", f"{local_minute(at)} ")
        raise UnnamedFact(
            f"No fact named {ref!r} {then}." + (f" Close to it: {shown}." if close else ""),
            hint,
            ref=ref,
            why="none",
            found=_candidates(close),
            zh=(
                f"{then_zh}没有叫 {ref!r} 的事实。" + (f"相近的有：{shown_zh}。" if close else ""),
                hint_zh,
            ),
        )

    def split(self, subject: str, other: str) -> list[tuple[Fact, Fact]]:
        """(older, newer) for each attribute that holds now under both subjects, one person's: the owner's facts
        under "user" from before twin.toml named them and under their name from after, when both were written
        before a new value of theirs replaced the one held under either (twin/narrative/extraction.py)."""
        if norm(subject) == norm(other):
            return []
        theirs = {norm(f.attribute): f for f in self.as_of(subject=other)}
        pairs = []
        for fact in self.as_of(subject=subject):
            twin = theirs.get(norm(fact.attribute))
            if twin is not None:
                older, newer = sorted((fact, twin), key=lambda f: (parse_time(f.said_at), f.id))
                pairs.append((older, newer))
        return pairs

    def current_for(self, fact_id: str, at: datetime | None = None) -> Fact | None:
        """The fact that holds at `at` (default now) for the same subject and attribute as `fact_id`."""
        return self.current_for_each([fact_id], at)[0]

    def current_for_each(self, fact_ids: list[str], at: datetime | None = None) -> list[Fact | None]:
        """current_for of each id, in one read (a turn asks for 40 or so); None for an id the store does not hold.

        Ids come whole from the search index, which may name a statement the store skipped since (a damaged line):
        such a hit is dropped, never a reason for the turn to fail. A shorter id is resolved as `get` does.
        """
        state = self.sync()
        known = state.known(fact_ids)  # whole ids, as the index gives them, in one read; the others resolved
        ids = [f if f in known or len(f) == 26 else self._resolve(state, f) for f in fact_ids]
        known.update(i for i, f in zip(ids, fact_ids, strict=True) if i != f)
        found = state.holding_on_keys_of([i for i in ids if i in known], _stamp(at))
        return [found.get(i) for i in ids]

    def replaced(
        self,
        facts: list[Fact],
        at: datetime | None = None,
        within: timedelta = timedelta(days=90),
        runs: dict[str, tuple[str, Fact | None]] | None = None,
    ) -> list[tuple[Fact, Fact]]:
        """(old, new) for each of `facts` (holding at `at`) whose key held another value that ended within `within`
        before `at`: "you used Vue until October". A value found to be a mistake (corrected) never held, and one the
        person asked to forget is forgotten: neither is shown. The same value said before (an older talk imported
        after it was said again) is the same run of it: the value before that run is the one replaced. `runs`: what
        `runs(facts, at, within)` found, when the caller has it."""
        t = _stamp(at)
        gone: set[str] | None = None
        pairs = []
        held = runs if runs is not None else self.runs(facts, at, within)
        for fact in facts:
            old = held[fact.id][1]
            if old is None:
                continue
            gone = self.sync().forgotten_ids() if gone is None else gone  # a value forgotten is never "before"
            ended = epoch(old.until)
            if old.id not in gone and ended is not None and ended <= t and t - ended <= within.total_seconds():
                pairs.append((old, fact))
        return pairs

    def runs(
        self, facts: list[Fact], at: datetime | None = None, within: timedelta | None = None
    ) -> dict[str, tuple[str, Fact | None]]:
        """fact id -> (when its value began to hold without a break, the fact that held before that run or None), for
        each of `facts` (holding at `at`): its own start, or that of the same value said before it (an older talk
        imported after the value was said again), and the value before that (superseded). `within`: only what held
        before that stopped this long before `at` or later (a context's "before that" window: one query reads less)."""
        state = self.sync()
        out: dict[str, tuple[str, Fact | None]] = {f.id: (f.valid_from, None) for f in facts}
        values = {f.id: f.value for f in facts}
        starts = {f.id: epoch(f.valid_from) for f in facts}  # where each run begins, so far
        t = _stamp(at)
        since = -INF if within is None else t - within.total_seconds()
        befores = state.before(list(out), t, since=since)  # one query for all, and one for each step back
        for _ in range(8):  # a step back (rare: a value said again, then older words of it imported)
            steps: dict[str, tuple[str, float]] = {}  # the run's fact -> (the statement to look before, when it held)
            for mine, old in befores.items():  # (keyed by the fact of `facts` whose run it is)
                ended, began = epoch(old.until), starts[mine]
                joined = ended is not None and began is not None and ended >= began - 0.001  # no break between
                if not same_value(old.value, values[mine]):
                    out[mine] = (out[mine][0], old)
                    continue
                if not joined:  # the same value, ended before this run began (Rome till Friday, Rome again in
                    continue  # April): another run, and no "before that" of the same value
                out[mine], starts[mine] = (old.valid_from, None), epoch(old.valid_from)
                held = max(epoch(old.valid_from) or -INF, epoch(old.said_at) or -INF)  # (its span begins when said)
                if held > -INF:
                    steps[mine] = (old.id, held)
            if not steps:
                break
            found = state.before_each({old: held for old, held in steps.values()})  # one query for every run
            befores = {mine: found[old] for mine, (old, _) in steps.items() if old in found}
        return out

    def forgotten(self) -> list[tuple[Fact, float]]:
        """The facts the person asked to forget (`twin memory forget`), each with when it was forgotten (epoch
        seconds): no extraction brings them back, and every context masks their words."""
        return self.sync().forgotten()

    def fallen_silent(self) -> list[Fact]:
        """The facts that fell silent (retired, unused: docs/facts.md#facts-that-fall-silent) and have not come back:
        nothing holds for their key now. Oldest retirement first; each as a read now shows it (its layer and
        confidence as `--all` shows them, not as first stated)."""
        state = self.sync()
        found = []
        for silent in state.fallen_silent():
            key = state.key(silent.subject, silent.attribute)
            if key is None or self._head_of_key(key) is not None:
                continue
            views = state.views(key, _stamp(None))
            found += [fact_of(line, view) for line, view in views if line["id"] == silent.id]
        return found

    def silent_mark(self) -> tuple[int, float]:
        """What changes when the facts that fell silent do (how many, and when last)."""
        return self.sync().silent_mark()

    def touched(self, fact_ids: list[str]) -> dict[str, float]:
        """When each fact was last stated or confirmed (epoch seconds), by id."""
        return self.sync().touched(fact_ids)

    def revive(self, fact_id: str, *, cause: str, at: datetime | None = None) -> Fact:
        """Bring back a fact that fell silent, because the person brought it up again (`cause`: their turn): it is
        stated anew from `at`, with the source, confidence, layer and evidence it had (the words it was taken from
        still ground it), and names the fact it revives. Only a fact retired as unused comes back so: what the person
        asked to forget never does."""
        moment = _moment(at, "at")
        with self.locked() as state:
            old = self.get(self.resolve(fact_id))
            if old.status != "retired" or old.retire_reason != "unused" or state.was_forgotten(old.id):
                raise UsageError(
                    f"Fact {old.id} did not fall silent ({old.status}); only a silent fact comes back.",
                    zh=(f"事实 {old.id} 并没有沉寂（{old.status}）；只有沉寂的事实才会回来。", ""),
                )
            key = state.key(old.subject, old.attribute)
            if key is not None and self._head_of_key(key) is not None:
                raise StaleFactError(
                    f"{old.key} holds another value now; {old.value!r} does not come back over it.",
                    "Read the facts again (`twin memory facts`).",
                    zh=(
                        f"{old.key} 现在是另一个值；{old.value!r} 不会盖过它回来。",
                        "重新看一遍事实（`twin memory facts`）。",
                    ),
                )
            record = self._statement(
                "assert", old.subject, old.attribute, old.value, fact_kind=old.kind, source=old.source,
                confidence=old.confidence, said=moment, valid_from=moment, valid_until=None, evidence=old.evidence,
                cause=cause, layer=old.layer, prompt=old.prompt,
            )  # fmt: skip
            record["revives"] = old.id
            return self._write_statement("assert", record, None, revives=old.id)

    def forgotten_words(self) -> list[tuple[str, str, float, str]]:
        """(value, quote, when, attribute) of each fact the person asked to forget: what every context masks."""
        return self.sync().forgotten_words()

    def forgotten_mark(self) -> tuple[int, float]:
        """(how many facts were forgotten, when last): a change of it is a change of the forgotten words."""
        return self.sync().forgotten_mark()

    def forgotten_at(self, fact_id: str) -> float | None:
        """When the person asked to forget a fact (epoch seconds; by exact id), or None."""
        return self.sync().forgotten_at(fact_id)

    def forgotten_ids(self) -> set[str]:
        """The ids of the facts the person asked to forget."""
        return self.sync().forgotten_ids()

    def left_after_forget(self, fact: Fact) -> tuple[list[Fact], list[Fact]]:
        """What the twin still remembers once `fact` is forgotten, to be said to the person (forgetting one value
        forgets no other): the earlier values of its key that no forget retired, and the facts of other keys that
        hold now and name its value ("comes to see me in Zagreb every month" after the city Zagreb is forgotten)."""
        history = self.history(fact.subject, fact.attribute)
        earlier = [f for f in history if f.retire_reason != "user" and f.status not in ("current", "pending")]
        if not maskable(fact.value):  # "yes", "none": no value worth naming elsewhere
            return earlier, []
        value = Phrases([fact.value])
        gone = self.forgotten_ids()
        naming = [
            f
            for f in self.as_of()
            if f.id not in gone and f.key != fact.key and value.replace(f.value, "\0") != f.value
        ]
        return earlier, naming

    def masks(self, at: datetime | None = None) -> Masks:
        """The words of what the person asked to forget, as whatever shows memory as of `at` (default now) masks
        them: less what a fact that holds then, and was not itself forgotten, says again. A read of a time before
        the forget masks them too: forgotten is forgotten, whatever the time."""
        gone = self.forgotten_ids()
        holding = [f for f in self.as_of(at) if f.id not in gone]
        return Masks.of(self.forgotten_words(), []).without(holding)

    def history(self, subject: str, attribute: str, as_of: datetime | None = None) -> list[Fact]:
        """Every value the key ever had, in the order said, each with its interval, source, cause and status now
        (`as_of`: those recorded by then, with their status then)."""
        state = self.sync()
        key = state.key(subject, attribute)
        return [] if key is None else [fact_of(line, view) for line, view in state.views(key, _stamp(as_of))]

    def grounds(
        self, subject: str, attribute: str | None = None, *, value: str | None = None
    ) -> list[tuple[Fact, dict[str, Any]]]:
        """Every statement of a key and every confirmation of one, as (the fact stated or confirmed, the evidence of
        that statement or confirmation): the words each of the key's values already rests on, in the order said.
        Without `attribute`, those of every key of the subject (with `value`, of each key that ever held it), key by
        key."""
        state = self.sync()
        if attribute is None:
            keys = state.keys(subject) if value is None else state.keys_of_value(subject, value)
        else:
            key = state.key(subject, attribute)
            keys = [] if key is None else [key]
        found = []
        for key in keys:
            facts = {line["id"]: fact_of(line, view) for line, view in state.views(key, _stamp(None))}
            for record in state.changes(key):
                fact = facts.get(record["id"] if record.get("kind") in CREATING else str(record.get("fact")))
                if fact is not None and record.get("kind") in (*CREATING, "confirm"):
                    evidence = record.get("evidence")
                    found.append((fact, evidence if isinstance(evidence, dict) else {}))
        return found

    def chain(self, fact_id: str, at: datetime | None = None, language: str = "en") -> Chain:
        """Back to the verbatim words that caused a fact, forward to what replaced or retired it (`at`: by then;
        `language`: that of the steps' sentences)."""
        from twin.facts.chain import build_chain

        return build_chain(self, self.resolve(fact_id), at, language)

    def key_count(self) -> int:
        """How many (subject, attribute) keys the memory has ever held."""
        return self.sync().key_count()

    def subjects(self, at: datetime | None = None) -> list[str]:
        """The subjects that have a fact holding at `at`, as written (the first spelling met), sorted."""
        first: dict[str, str] = {}
        for fact in self.as_of(at):
            first.setdefault(norm(fact.subject), fact.subject)
        return sorted(first.values(), key=norm)

    def head(self, fact_id: str) -> Fact | None:
        """The fact a write on the key of `fact_id` must name (the one stated with most precedence, unless it was
        retired or has expired), or None."""
        key = self.state.key_of(fact_id)
        return self._head_of_key(key) if key is not None else None

    # -- writing -----------------------------------------------------------------

    def _append(self, record: dict[str, Any]) -> None:
        JsonlFile(self.path).append_records([record])

    def _event(self, kind: str, record: dict[str, Any], fact: Fact, **fields: Any) -> dict[str, Any]:
        return self.events.append(
            kind,
            fact=fact.id,
            record=record["id"],
            key=fact.key,
            cause=record.get("cause"),
            at=record.get("at") or record.get("said_at"),
            **fields,
        )

    def _expect(self, fact_id: str) -> Fact:
        """The fact named, if it is still the one a write may change; else StaleFactError."""
        wanted = self.resolve(fact_id)
        head = self.head(wanted)
        if head is not None and head.id == wanted:
            return self.get(wanted)
        fact = self.get(wanted)
        said = f"Fact {fact.id} ({fact.key} = {fact.value})"
        hint = "Read the facts again and decide on the state as it is now (`twin memory facts`)."
        hint_zh = "重新看一遍事实，按现在的状态决定（`twin memory facts`）。"
        if fact.status == "retired" and fact.retire_reason == "user":
            why, why_zh = "it was forgotten, as you asked", "它已经按你的要求忘掉了"
            hint = "To give the twin a value now, say it in a chat; `twin memory facts` lists what holds now."
            hint_zh = "想让分身现在记住一个值，就在聊天里说出来；`twin memory facts` 会列出现在记着的。"
        elif fact.status == "retired" and fact.retire_reason == "unused":
            why, why_zh = "it fell out of use (never confirmed)", "它一直没用上，沉寂了（从没确认过）"
        elif fact.status == "expired" or (fact.retire_reason == "expired" and fact.until):
            why, why_zh = f"it held until {fact.until}", f"它只到 {fact.until} 为止"
        elif fact.status == "retired" and fact.retire_reason == "mistaken":
            why, why_zh = "the person said it was a mistake", "你说过它记错了"
        elif fact.status == "retired" and fact.retire_reason == "conflict":
            why = "a repair kept a later value of it instead" + (f" ({fact.retire_note})" if fact.retire_note else "")
            why_zh = "修复时留下了它后来的一个值" + (f"（{fact.retire_note}）" if fact.retire_note else "")
        elif fact.status == "retired":
            why, why_zh = f"it was retired ({fact.retire_reason})", f"它已经撤下了（{fact.retire_reason}）"
        elif fact.replaced_by:
            newer = self.get(fact.replaced_by)
            lost = fact.reason == "conflict" and not fact.replaces
            verb, verb_zh = ("lost a conflict to", "在冲突中输给了") if lost else ("was replaced by", "被换成了")
            why = f"it {verb} {newer.value!r} (fact {newer.id})"
            why_zh = f"它{verb_zh} {newer.value!r}（事实 {newer.id}）"
        else:
            why, why_zh = f"it is {fact.status}", f"它的状态是 {fact.status}"
        raise StaleFactError(
            f"{said} is no longer current: {why}.",
            hint,
            zh=(f"事实 {fact.id}（{fact.key} = {fact.value}）已经不是现在的值了：{why_zh}。", hint_zh),
        )

    def _statement(
        self,
        kind: str,
        subject: str,
        attribute: str,
        value: str,
        *,
        fact_kind: str,
        source: str,
        confidence: float,
        said: datetime,
        valid_from: datetime | str,
        valid_until: datetime | None,
        evidence: dict[str, Any] | None,
        cause: str,
        layer: str,
        prompt: str | None,
        replaces: str | None = None,
        reason: str | None = None,
        lost_to: str | None = None,
    ) -> dict[str, Any]:
        start = parse_time(valid_from) if isinstance(valid_from, str) else valid_from
        start = start if start.tzinfo else start.astimezone()
        if valid_until is not None and (valid_until if valid_until.tzinfo else valid_until.astimezone()) <= start:
            raise UsageError("valid_until must be later than valid_from.", zh=("valid_until 必须晚于 valid_from。", ""))
        if evidence is not None and not isinstance(evidence, dict):
            raise UsageError(
                "evidence must be a mapping: session, turn, quote.",
                zh=("evidence 必须是映射：session、turn、quote。", ""),
            )
        fields: dict[str, Any] = {
            "subject": subject,
            "attribute": attribute,
            "value": value,
            "type": fact_kind,
            "source": source,
            "confidence": confidence,
            "said_at": to_iso(said),
            "valid_from": to_iso(start),
            "valid_until": to_iso(valid_until) if valid_until is not None else None,
            "layer": layer,
            "evidence": evidence or {},
            "cause": str(cause),
            "prompt": prompt,
        }
        if kind == "supersede":
            fields.update(replaces=replaces, reason=reason)
        elif lost_to:
            fields.update(lost_to=lost_to, reason="conflict")
        record = make_record(kind, fields)
        record["id"] = new_id(now())  # fresh random bits: the last characters tell facts apart
        return record

    def _write_statement(self, event: str, record: dict[str, Any], before: Fact | None, **extra: Any) -> Fact:
        self._append(record)
        fact = self.get(record["id"])
        after = before if event == "conflict" else fact
        self._event(event, record, fact, before=summary(before), after=summary(after), **extra)
        return fact

    def _change(self, kind: str, fact: Fact, fields: dict[str, Any], event_fields: dict[str, Any]) -> Fact:
        record = make_record(kind, {"fact": fact.id, **fields})
        self._append(record)
        after = self.get(fact.id)
        self._event(kind, record, after, before=summary(fact), after=summary(after), **event_fields)
        return after

    def assert_fact(
        self,
        subject: str,
        attribute: str,
        value: str,
        *,
        source: str,
        confidence: float,
        cause: str,
        kind: str = "fact",
        said_at: datetime | None = None,
        valid_from: datetime | None = None,
        valid_until: datetime | None = None,
        evidence: dict[str, Any] | None = None,
        layer: str = "short",
        prompt: str | None = None,
    ) -> Fact:
        """State a fact. Same value as the current one: a confirm (and, said before that one began, a statement of
        its own too, history as below). A different value: the conflict rule decides.

        A statement said earlier than the current value's is kept as history: it holds from when it was said
        until the newer value began (fold.py).
        """
        subject, attribute = _check_text(subject, "subject"), _check_text(attribute, "attribute")
        value = _check_text(value, "value")
        _check_choice(source, SOURCES, "source")
        _check_choice(kind, KINDS, "kind")
        _check_choice(layer, LAYERS, "layer")
        confidence = _check_confidence(confidence)
        said = _moment(said_at, "said_at")
        with self.locked() as state:
            key = state.key(subject, attribute)
            current = self._head_of_key(key) if key is not None else None
            fields: dict[str, Any] = dict(
                fact_kind=kind, source=source, confidence=confidence, said=said, valid_from=valid_from or said,
                valid_until=valid_until, evidence=evidence, cause=cause, layer=layer, prompt=prompt,
            )  # fmt: skip
            if current is not None and same_value(current.value, value):
                began = epoch(current.valid_from) or epoch(current.said_at)
                if began is not None and said.timestamp() < began:
                    # said before the value that holds began (older talks imported, older writing): a statement of
                    # its own too, which the fold places by when it was said, so that a read of that time finds it
                    record = self._statement("assert", subject, attribute, value, **fields)
                    self._write_statement("conflict", record, current, winner=current.id, rule="later statement")
                return self._confirm(current, cause, evidence, said, confidence)
            if current is None:
                return self._write_statement(
                    "assert", self._statement("assert", subject, attribute, value, **fields), None
                )
            stated = (self.state.line(current.id) or {}).get("confidence", current.confidence)
            rule, wins = conflict_rule(said, source, confidence, current, stated)
            if wins:
                record = self._statement(
                    "supersede", subject, attribute, value, replaces=current.id, reason="conflict", **fields
                )
                return self._write_statement("supersede", record, current, reason="conflict", rule=rule)
            lost = current.id if rule != "later statement" else None  # said at the same moment: it never holds
            record = self._statement("assert", subject, attribute, value, lost_to=lost, **fields)
            return self._write_statement("conflict", record, current, winner=current.id, rule=rule)

    def _head_of_key(self, key: int) -> Fact | None:
        views = [(line, view) for line, view in self.state.views(key, INF) if not view.mistaken]
        if not views:  # (a value retired as a mistake is passed over: a write names the one below it)
            return None
        line, top = views[-1]
        if top.retired < INF or top.vuntil <= _stamp(None):
            return None
        return self.get(line["id"])

    def confirm(
        self,
        fact_id: str,
        *,
        cause: str,
        evidence: dict[str, Any] | None = None,
        said_at: datetime | None = None,
        confidence: float | None = None,
    ) -> Fact:
        """The current fact seen again: more evidence, and confidence 1 - (1 - c)(1 - c') (c' defaults to c)."""
        said = _moment(said_at, "said_at")
        given = None if confidence is None else _check_confidence(confidence)
        with self.locked():
            return self._confirm(self._expect(fact_id), cause, evidence, said, given)

    def _confirm(
        self, fact: Fact, cause: str, evidence: dict[str, Any] | None, said: datetime, confidence: float | None
    ) -> Fact:
        if evidence is not None and not isinstance(evidence, dict):
            raise UsageError(
                "evidence must be a mapping: session, turn, quote.",
                zh=("evidence 必须是映射：session、turn、quote。", ""),
            )
        old = fact.confidence
        new = round(1 - (1 - old) * (1 - (old if confidence is None else confidence)), 4)
        fields = {"said_at": to_iso(said), "confidence": new, "evidence": evidence or {}, "cause": str(cause)}
        session = (evidence or {}).get("session")
        return self._change("confirm", fact, fields, {"session": session} if session else {})

    def supersede(
        self,
        fact_id: str,
        value: str,
        *,
        source: str,
        confidence: float,
        cause: str,
        said_at: datetime | None = None,
        valid_from: datetime | None = None,
        valid_until: datetime | None = None,
        evidence: dict[str, Any] | None = None,
        prompt: str | None = None,
        kind: str | None = None,
        reason: str = "update",
        layer: str = "short",
    ) -> Fact:
        """A new value for the key of the current fact `fact_id`; the old one stops holding when the new starts."""
        value = _check_text(value, "value")
        _check_choice(source, SOURCES, "source")
        _check_choice(reason, CHANGE_REASONS, "reason")
        _check_choice(layer, LAYERS, "layer")
        if kind is not None:
            _check_choice(kind, KINDS, "kind")
        confidence = _check_confidence(confidence)
        said = _moment(said_at, "said_at")
        with self.locked():
            old = self._expect(fact_id)
            record = self._statement(
                "supersede", old.subject, old.attribute, value, fact_kind=kind or old.kind, source=source,
                confidence=confidence, said=said, valid_from=valid_from or said, valid_until=valid_until,
                evidence=evidence, cause=cause, layer=layer, prompt=prompt, replaces=old.id, reason=reason,
            )  # fmt: skip
            return self._write_statement("supersede", record, old, reason=reason)

    def correct(self, fact_id: str, value: str, *, cause: str, at: datetime | None = None) -> Fact:
        """The person's own correction: source user, confidence 1, holding over the whole interval of the old value."""
        value = _check_text(value, "value")
        said = _moment(at, "at")
        with self.locked():
            old = self._expect(fact_id)
            if norm(old.value) == norm(value):  # not same_value: 鐘 for 鍾, 臺北 for 台北, as the person says
                raise UsageError(
                    f"{old.key} is already {old.value!r}.",
                    "Nothing to correct.",
                    zh=(f"{old.key} 本来就是 {old.value!r}。", "没有要改的。"),
                )
            record = self._statement(
                "supersede", old.subject, old.attribute, value, fact_kind=old.kind, source="user", confidence=1.0,
                said=said, valid_from=old.valid_from, valid_until=None, evidence={}, cause=cause, layer=old.layer,
                prompt=None, replaces=old.id, reason="correction",
            )  # fmt: skip
            return self._write_statement("supersede", record, old, reason="correction")

    def retire(
        self, fact_id: str, *, reason: str, cause: str, note: str | None = None, at: datetime | None = None
    ) -> Fact:
        """Take the current fact out of the active set (reasons: unused, user, expired, conflict, mistaken: the
        person said it was a mistake, so it never held and the value below it holds on); it stays on disk.

        The person may forget (reason user) any fact they have not forgotten yet, not only the current one: a value
        that no longer holds (superseded, corrected, expired, fallen silent) is forgotten the same way, its words
        masked, never "before that", never brought back. Its interval does not change (it ended already); the
        compare-and-set is that nobody forgot it first."""
        _check_choice(reason, RETIRE_REASONS, "retire reason")
        moment = _moment(at, "at")
        with self.locked():
            fact = self._forgettable(fact_id) if reason == "user" else self._expect(fact_id)
            fields = {"at": to_iso(moment), "reason": reason, "note": note or None, "cause": str(cause)}
            return self._change("retire", fact, fields, {"reason": reason})

    def _forgettable(self, fact_id: str) -> Fact:
        """The fact named, if the person has not asked to forget it yet (whatever its status); else StaleFactError."""
        wanted = self.resolve(fact_id)
        fact = self.get(wanted)
        forgotten = self.state.forgotten_at(wanted)
        if forgotten is not None:
            since = iso_of(forgotten)
            purge = f"`twin memory purge {self.twin_dir.name} {fact.short_id}`"
            raise StaleFactError(
                f"Fact {fact.id} ({fact.key} = {fact.value}) is already forgotten (since {since}).",
                f"Nothing to forget. {purge} deletes it for good.",
                zh=(
                    f"事实 {fact.id}（{fact.key} = {fact.value}）已经忘掉了（从 {since} 起）。",
                    f"没有要忘的。{purge} 会永久删除它。",
                ),
            )
        return fact

    def expire(self, fact_id: str, until: datetime, *, cause: str, at: datetime | None = None) -> Fact:
        """The current fact holds only until `until` ("until Friday"); from then on its status is expired."""
        until = until if until.tzinfo else until.astimezone()
        moment = _moment(at, "at")
        with self.locked():
            fact = self._expect(fact_id)
            if until <= parse_time(fact.valid_from):
                raise UsageError(
                    f"{fact.key} only holds from {fact.valid_from}; the end must be later.",
                    zh=(f"{fact.key} 从 {fact.valid_from} 起才成立；结束的时间必须更晚。", ""),
                )
            fields = {"at": to_iso(moment), "until": to_iso(until), "cause": str(cause)}
            return self._change("expire", fact, fields, {})

    def promote(self, fact_id: str, *, cause: str, at: datetime | None = None) -> Fact:
        """Move the current short-term fact to long-term memory."""
        moment = _moment(at, "at")
        with self.locked():
            fact = self._expect(fact_id)
            if fact.layer == "long":
                raise UsageError(f"Fact {fact_id} is already long-term.", zh=(f"事实 {fact_id} 已经是长期记忆了。", ""))
            fields = {"at": to_iso(moment), "layer": "long", "cause": str(cause)}
            return self._change("promote", fact, fields, {})

    def consolidate(
        self, session_id: str, *, cause: str, at: datetime | None = None, used: LastUsed | None = None
    ) -> list[dict[str, Any]]:
        """End-of-session consolidation (consolidation.py); returns the events written. `used` tells when facts were
        last recalled into a reply (the search index keeps it), so that a fact in use does not fall silent."""
        return consolidate(self, session_id, cause=cause, at=_moment(at, "at"), used=used)


__all__ = ["FactStore", "conflict_rule", "summary"]
