"""Truth-maintained fact memory: append-only writes with compare-and-set, and time-coordinated reads.

`FactStore(twin_dir)` is the one way in. Writes (factwrites.py) append to
facts.jsonl and events.jsonl under the twin's memory lock and never change a
byte already written. Reads never write memory; they may write the derived
snapshot under `index/` (factsnapshot.py). The rule that decides what held
when is in factfold.py; docs/facts.md explains it for people.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right, insort
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime, timedelta
from itertools import compress
from operator import itemgetter
from pathlib import Path
from typing import Any

from twin.clock import now, to_iso
from twin.errors import StorageError, UsageError
from twin.facts import factsnapshot
from twin.facts.consolidation import ConsolidationRules
from twin.facts.events import EventLog
from twin.facts.factindex import SEG_CONF, SEG_FACT, SEG_TRAITS, FactIndex
from twin.facts.factlist import FactList, FactMaker, fact_of
from twin.facts.fold import Entry, Replay, View, replay
from twin.facts.model import (
    CHANGE_REASONS,
    KINDS,
    LAYERS,
    RETIRE_REASONS,
    SOURCES,
    Chain,
    Fact,
    StaleFactError,
    norm,
)
from twin.facts.records import INF, LAYER_CODES, SOURCE_CODES, SUPERSEDE, TYPE_CODES, iso_of, stamp, traits_table
from twin.facts.writes import FactWrites
from twin.store import Problem, file_lock

__all__ = [
    "CHANGE_REASONS",
    "KINDS",
    "LAYERS",
    "RETIRE_REASONS",
    "SOURCES",
    "Chain",
    "ConsolidationRules",
    "Fact",
    "FactList",
    "FactStore",
    "StaleFactError",
    "iso_of",
    "stamp",
]


class FactStore(FactWrites):
    """The facts of one twin: `data/<persona>/facts.jsonl`, its events, and the derived snapshot.

    One store per thread; any number of stores and processes may share a twin.
    """

    def __init__(self, twin_dir: Path, rules: ConsolidationRules | None = None) -> None:
        self.twin_dir = Path(twin_dir)
        self.path = self.twin_dir / "facts.jsonl"
        self.lock_path = self.twin_dir / "memory.lock"
        self.snapshot_path = factsnapshot.snapshot_path(self.twin_dir)
        self.events = EventLog(self.twin_dir)
        self.rules = rules or ConsolidationRules()
        self._index: FactIndex | None = None
        self._maker: FactMaker | None = None
        self._view_cache: tuple[int, float, float, list[int]] | None = None
        self._filtered: dict[tuple[Any, ...], list[int]] = {}
        self._subject_keys: dict[str, tuple[int, list[int]]] = {}  # subject -> (keys looked at, its keys)
        # subject -> (generation, keys, from, until, its holders then): a chat asks for the person's facts every turn
        self._subject_holders: dict[str, tuple[int, float, float, list[int]]] = {}
        self._supersedes_sorted: list[tuple[float, int]] = []
        self._supersedes_upto = 0
        self._resets = 0

    # -- the index -------------------------------------------------------------

    def index(self) -> FactIndex:
        """The folded state, brought up to date with the file (loading or rebuilding the snapshot as needed)."""
        index = self._index
        if index is None:
            index = factsnapshot.load(self.snapshot_path, self.path) or FactIndex(self.path)
            self._index = index
        if index.sync():
            if index.resets != self._resets:
                self._resets = index.resets
                self._forget_cache()
            if factsnapshot.due(index):
                factsnapshot.save(index, self.snapshot_path, self.lock_path)
                self._forget_cache()  # saving compacts the arrays: segment numbers change
        return index

    def _forget_cache(self) -> None:
        self._maker = None
        self._view_cache = None
        self._filtered = {}
        self._subject_keys = {}
        self._subject_holders = {}
        self._supersedes_sorted = []
        self._supersedes_upto = 0

    @property
    def problems(self) -> list[Problem]:
        """Damaged lines of facts.jsonl (skipped by reads; writes refuse until they are repaired), and a torn tail."""
        index = self.index()
        return [*index.problems, *([index.torn] if index.torn else [])]

    def close(self) -> None:
        """Let go of the file (a store is also fine to drop without this)."""
        if self._index is not None:
            self._index.close()

    @contextmanager
    def locked(self) -> Iterator[FactIndex]:
        """Hold the twin's memory lock with an up-to-date index: the ground for a compare-and-set."""
        with file_lock(self.lock_path):
            index = self.index()
            if index.problems:
                first = index.problems[0]
                raise StorageError(
                    f"facts.jsonl has a damaged line (line {first.line}: {first.reason}); nothing was written.",
                    f"Repair or remove that line of {self.path} (keep a copy); reads skip it meanwhile.",
                )
            yield index

    # -- making Facts ------------------------------------------------------------

    def _base(self, pos: int) -> dict[str, Any]:
        return self.index_nosync().record(pos)

    def index_nosync(self) -> FactIndex:
        """The index as last synced (for code that has just synced)."""
        if self._index is None:
            return self.index()
        return self._index

    def _made(self) -> FactMaker:
        """What makes (and keeps) the Facts of the current segments."""
        if self._maker is None:
            self._maker = FactMaker(self.index_nosync())
        return self._maker

    def _list(self, rows: Sequence[int]) -> FactList:
        maker = self._made()
        return FactList(rows, maker.made, maker.make)

    def _view_fact(self, view: View) -> Fact:
        entry = view.entry
        nxt = entry.replaced_by.rec.id if entry.replaced_by is not None else None
        if entry.lost and entry.replaced_by is None:
            nxt = entry.rec.link
        state = (entry.conf, entry.layer, entry.confirms, len(entry.sessions), entry.vuntil, view.end, nxt)
        return fact_of(self._base(entry.pos), view.status, state, entry.retire_reason, entry.retire_note)

    # -- reads -------------------------------------------------------------------

    def _keys_of(self, subject: str | None) -> list[int] | None:
        if subject is None:
            return None
        index, wanted = self.index_nosync(), norm(subject)
        upto, keys = self._subject_keys.get(wanted, (0, []))
        count = index.key_count()
        if upto < count:  # a C loop over the keys made since this subject was last asked about
            keys = keys + list(compress(range(upto, count), map(wanted.__eq__, index.key_subj[upto:count])))
            self._subject_keys[wanted] = (count, keys)
        return keys

    def _holders(self, t: float, subject: str | None = None) -> list[int]:
        """The segments holding a fact at `t` on the keys of `subject` (all keys when None), in key order; kept
        while no key changes holder."""
        index = self.index_nosync()
        keys = self._keys_of(subject)
        if subject is not None and keys is not None:
            subject = norm(subject)
            known = self._subject_holders.get(subject)
            if known and known[0] == index.generation and known[1] <= t < known[2]:
                return known[3]
            rows: list[int] = []
            lo, hi = -INF, INF
            holder = index.holder
            for k in keys:
                i, start, nxt = holder(k, t)
                if i > 0:
                    rows.append(i)
                lo, hi = max(lo, start), min(hi, nxt)
            self._subject_holders[subject] = (index.generation, lo, hi, rows)  # new keys come with a new generation
            return rows
        cached = self._view_cache
        if cached and cached[0] == index.generation and cached[1] <= t < cached[2]:
            return cached[3]
        found, lo, hi = index.holders_at(t)
        rows = list(filter(None, found))  # 0: nothing holds on that key
        self._view_cache = (index.generation, lo, hi, rows)
        self._filtered = {}
        return rows

    def _filter_rows(
        self, rows: list[int], kind: str | None, source: str | None, layer: str | None, least: float
    ) -> list[int]:
        """The segments whose fact has this kind, source, layer and at least this confidence (no line is read)."""
        seg = self.index_nosync().seg
        if kind is not None or source is not None or layer is not None:
            wanted = ((kind, TYPE_CODES), (source, SOURCE_CODES), (layer, LAYER_CODES))
            codes = [None if name is None else names.get(name, -1) for name, names in wanted]  # -1: none has it
            table = traits_table(*codes)
            rows = list(compress(rows, bytes(_pick(bytes(seg[SEG_TRAITS]), rows)).translate(table)))
        if least > 0:
            rows = list(compress(rows, map(float(least).__le__, _pick(seg[SEG_CONF], rows))))
        return rows

    @staticmethod
    def _filter(facts: list[Fact], kind: str | None, source: str | None, layer: str | None, least: float) -> list[Fact]:
        if kind is not None:
            facts = [f for f in facts if f.kind == kind]
        if source is not None:
            facts = [f for f in facts if f.source == source]
        if layer is not None:
            facts = [f for f in facts if f.layer == layer]
        if least > 0:
            facts = [f for f in facts if f.confidence >= least]
        return facts

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
    ) -> FactList:
        """The facts that held at `at` (default now) as the memory stood then: at most one per (subject, attribute).

        With `include_ended`, also every fact known then that no longer held (superseded, retired, expired,
        pending), each with its status at `at`. The result is a read-only sequence whose facts are made from
        their lines when first read (factlist.py); deciding which facts they are reads no line.
        """
        t = stamp(at)
        self.index()
        keys = self._keys_of(subject)
        criteria = (kind, source, layer, min_confidence)
        filtered = kind is not None or source is not None or layer is not None or min_confidence > 0
        if include_ended:
            index = self.index_nosync()
            facts = [
                self._view_fact(view)
                for k in (range(index.key_count()) if keys is None else keys)
                for view in replay(index.items(k), t).views(t)
            ]
            return FactList.of(self._filter(facts, *criteria) if filtered else facts)
        rows = self._holders(t, subject)
        if not filtered:
            return self._list(rows)
        if keys is not None:
            return self._list(self._filter_rows(rows, *criteria))
        cached = self._filtered.get(criteria)
        if cached is None:
            cached = self._filtered[criteria] = self._filter_rows(rows, *criteria)
        return self._list(cached)

    def resolve(self, ref: str) -> int:
        """The record position of a fact named by its id or an unambiguous prefix or suffix (4+ characters)."""
        return self._resolve_in(self.index(), ref)

    def _resolve_in(self, index: FactIndex, ref: str) -> int:
        wanted = ref.strip().upper()
        pos = index.fact_pos(wanted)
        if pos is not None:
            return pos
        hint = "`twin memory facts --all` lists the facts with their ids."
        if len(wanted) < 4:
            raise UsageError(f"{ref!r} is too short to name a fact.", "Give at least 4 characters of its id. " + hint)
        matches = index.ids.matches(wanted)
        if not matches:
            raise UsageError(f"No fact {ref!r}.", hint)
        if len(matches) > 1:
            shown = ", ".join(sorted(m for m, _ in matches)[:5])
            raise UsageError(f"{ref!r} matches {len(matches)} facts ({shown}).", "Give more characters of the id.")
        return matches[0][1]

    def _views(self, pos: int, t: float) -> tuple[Replay, View | None]:
        index = self.index_nosync()
        state = replay(index.items(index.rec_key[pos]), t)
        found = next((v for v in state.views(t) if v.entry.pos == pos), None)
        return state, found

    def get(self, fact_id: str, at: datetime | None = None) -> Fact:
        """One fact with its status at `at` (default now); by id, or an unambiguous prefix or suffix of it."""
        pos = self.resolve(fact_id)
        _, view = self._views(pos, stamp(at))
        if view is None:
            raise UsageError(
                f"Fact {self._base(pos)['id']} was not yet recorded at {to_iso(at or now())}.",
                "Ask about a later time, or leave out --as-of.",
            )
        return self._view_fact(view)

    def current_for(self, fact_id: str, at: datetime | None = None) -> Fact | None:
        """The fact that holds at `at` (default now) for the same subject and attribute as `fact_id`."""
        return self.current_for_each([fact_id], at)[0]

    def current_for_each(self, fact_ids: Sequence[str], at: datetime | None = None) -> list[Fact | None]:
        """current_for of each id, the file looked at once (a turn asks for 40 or so)."""
        index = self.index()
        t = stamp(at)
        rows = [index.holder(index.rec_key[self._resolve_in(index, fact_id)], t)[0] for fact_id in fact_ids]
        maker = self._made()
        maker.make([i for i in rows if i > 0])  # the lines of those not made yet, read and parsed at once
        return [maker.fact(i) if i > 0 else None for i in rows]

    def history(self, subject: str, attribute: str) -> list[Fact]:
        """Every value the key ever had, in the order recorded, each with its interval, source, cause and status now."""
        index = self.index()
        k = index.key(norm(subject), norm(attribute))
        if k is None:
            return []
        t = stamp(None)
        return [self._view_fact(v) for v in replay(index.items(k), t).views(t)]

    def chain(self, fact_id: str) -> Chain:
        """Back to the verbatim words that caused a fact, forward to what replaced or retired it."""
        from twin.facts.chain import build_chain

        return build_chain(self, self.resolve(fact_id))

    def recently_replaced(
        self, at: datetime | None = None, within: timedelta = timedelta(days=90)
    ) -> list[tuple[Fact, Fact]]:
        """(old, new) pairs: a replacement recorded within `within` before `at`, the old value no longer holding."""
        t = stamp(at)
        self.index()
        start = t - within.total_seconds()
        pairs: list[tuple[Fact, Fact]] = []
        for pos in self._supersedes(start, t):
            state, new = self._views(pos, t)
            old_id = new.entry.rec.link if new is not None else None
            old = next((v for v in state.views(t) if v.entry.rec.id == old_id), None) if old_id else None
            if new is None or old is None or old.status != "superseded" or old.end > t:
                continue
            pairs.append((self._view_fact(old), self._view_fact(new)))
        return pairs

    def _supersedes(self, start: float, end: float) -> list[int]:
        index = self.index_nosync()
        kinds, effs, found = index.rec_kind, index.rec_eff, self._supersedes_sorted
        for p in range(self._supersedes_upto, len(kinds)):
            if kinds[p] == SUPERSEDE:
                insort(found, (effs[p], p))
        self._supersedes_upto = len(kinds)
        return [p for _, p in found[bisect_left(found, (start, -1)) : bisect_right(found, (end, len(kinds)))]]

    def key_count(self) -> int:
        """How many (subject, attribute) keys the memory has ever held."""
        return len(self.index().key_last)

    def subjects(self, at: datetime | None = None) -> list[str]:
        """The subjects that have a fact holding at `at`, as written, sorted."""
        t = stamp(at)
        index = self.index()
        facts, keys, subject = index.seg[SEG_FACT], index.rec_key, index.key_subj
        first: dict[str, int] = {}  # the first fact holding about each subject, by key order: its spelling is shown
        for row in self._holders(t):
            first.setdefault(subject[keys[facts[row]]], row)
        return sorted((fact.subject for fact in self._list(list(first.values()))), key=norm)

    def head(self, pos: int) -> Entry | None:
        """The fact a write on the key of record `pos` must name, or None (within `locked()`)."""
        index = self.index_nosync()
        return replay(index.items(index.rec_key[pos])).head(stamp(None))


def _pick(column: Sequence[Any], rows: list[int]) -> Sequence[Any]:
    """column[r] for each of `rows`, in one C call."""
    return itemgetter(*rows)(column) if len(rows) > 1 else [column[r] for r in rows]
