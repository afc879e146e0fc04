"""The folded state of facts.jsonl, kept in compact arrays and brought up to date by reading only what changed.

Per record: where its line is, its key, kind and effective time. Per key: its
records and its timeline (segments: from when, which fact held, and that
fact's state as then known). Fact ids are found through an `IdTable`, the
holders of all keys at a time through `Holders` (factholders.py). The text
of a fact is never copied here: it is read from its line when a `Fact` is
made. The whole state can be saved as a snapshot under `index/`
(factsnapshot.py) and is rebuilt from the file whenever that is missing or
does not match.
"""

from __future__ import annotations

import itertools
import json
import mmap
import os
from array import array
from bisect import bisect_right
from pathlib import Path
from typing import Any

from twin.errors import StorageError
from twin.facts.factholders import Holders
from twin.facts.factids import IdTable
from twin.facts.fold import Item, Segment, timeline
from twin.facts.records import INF, Rec, read_record
from twin.store import Problem

SEG_CODES = ("d", "q", "d", "b", "q", "q", "d", "d", "q", "B")  # start, fact, conf, layer, confirms, sessions, ...
SEG_START, SEG_FACT, SEG_CONF, SEG_LAYER, SEG_CONFIRMS, SEG_SESSIONS, SEG_VUNTIL, SEG_UNTIL, SEG_NEXT = range(9)
SEG_TRAITS = 9  # factrecord.traits: type, source and layer, for filters
NO_SEGMENT: Segment = (-INF, -1, 0.0, 0, 0, 0, INF, INF, -1, 0)  # segment 0: a placeholder, so 0 can mean "none"
ITEMS_CACHE = 200_000  # parsed records kept per process for slow-path reads
STALE_KEYS = 4096  # keys folded again since the holders were made (each ~1 µs a query), above which: made again
_generations = itertools.count(1)
_decode = json.JSONDecoder().raw_decode


class FactIndex:
    """Everything a read needs to know about facts.jsonl, without its text."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.covered = 0  # bytes of complete lines folded in
        self.lines = 0  # complete lines folded in (for line numbers in problems)
        self.inode = -1
        self.seen: tuple[int, int] = (-1, -1)  # (size, mtime) at the last sync
        self.problems: list[Problem] = []  # damaged lines in the covered part
        self.torn: Problem | None = None  # an unfinished last line, if there is one now
        self.rec_off, self.rec_len, self.rec_key = array("q"), array("q"), array("q")
        self.rec_kind, self.rec_eff = array("b"), array("d")
        self.key_subj: list[str] = []
        self.key_attr: list[str] = []
        self.key_of: dict[tuple[str, str], int] = {}
        self.key_last = array("d")
        self.key_rlo, self.key_rhi, self.recs = array("q"), array("q"), array("q")
        self.key_slo, self.key_shi = array("q"), array("q")
        self.seg: list[array[Any]] = [array(code, [value]) for code, value in zip(SEG_CODES, NO_SEGMENT, strict=True)]
        self.ids = IdTable()
        self.holders: Holders | None = None  # made when first needed, saved with the snapshot
        self.generation = 0  # a new number whenever the state changes (unique across instances)
        self.resets = 0  # how many times the file was found replaced and folded again
        self.saved_covered = 0  # what the snapshot on disk covers
        self.refold = 0  # records a start from that snapshot folds again: every record of the keys changed since
        self.refolded: set[int] = set()  # those keys
        self._file: Any = None
        self._mm: mmap.mmap | None = None
        self._records: dict[int, dict[str, Any]] = {}
        self._items: dict[int, list[Item]] = {}
        self._items_size = 0

    # -- reading the file ------------------------------------------------------

    def sync(self) -> bool:
        """Fold in whatever was appended since the last call; start over if the file was replaced. True if changed."""
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            if self.covered or self.inode != -1:
                self._reset()
                return True
            return False
        except OSError as exc:
            raise StorageError(f"Could not read {self.path}: {exc.strerror or exc}.") from exc
        if st.st_ino != self.inode or st.st_size < self.covered:
            if self.inode != -1:
                self._reset()
            self.inode = st.st_ino
        stamp = (st.st_size, st.st_mtime_ns)
        if stamp == self.seen:
            return False
        self.seen = stamp
        if st.st_size == self.covered:
            self.torn = None
            self.generation = next(_generations)
            return True
        self._read_from(self.covered)
        return True

    def _reset(self) -> None:
        path, resets = self.path, self.resets
        self.close()
        self.__init__(path)  # type: ignore[misc]
        self.resets = resets + 1
        self.generation = next(_generations)

    def close(self) -> None:
        """Let go of the file."""
        if self._mm is not None:
            self._mm.close()
            self._mm = None
        if self._file is not None:
            self._file.close()
            self._file = None

    def _read_from(self, start: int) -> None:
        try:
            with open(self.path, "rb") as fh:
                fh.seek(start)
                data = fh.read()
        except OSError as exc:
            raise StorageError(f"Could not read {self.path}: {exc.strerror or exc}.") from exc
        full = start == 0
        if full:
            self.holders = None
        added: dict[int, list[Item]] = {}
        loads = json.JSONDecoder().raw_decode
        lines = data.split(b"\n")
        tail = lines.pop()  # b"" when the data ends with a newline; else an unfinished last line
        offset, line_no = 0, self.lines
        for raw in lines:
            line_no += 1
            here = offset
            offset += len(raw) + 1
            if not raw or raw.isspace():
                continue
            try:
                text = raw.decode("utf-8")
                record, end = loads(text)
                if end != len(text) and text[end:].strip():
                    raise ValueError("not valid JSON (extra data after the record)")
                if type(record) is not dict:
                    raise ValueError("not a twin record")
                rec = read_record(record)
            except UnicodeDecodeError:
                self.problems.append(Problem(self.path, line_no, start + here, "not valid UTF-8"))
                continue
            except ValueError as exc:
                reason = f"not valid JSON ({exc.msg})" if isinstance(exc, json.JSONDecodeError) else str(exc)
                self.problems.append(Problem(self.path, line_no, start + here, reason))
                continue
            problem = self._add(start + here, len(raw), rec, added)
            if problem:
                self.problems.append(Problem(self.path, line_no, start + here, problem))
        self.covered = start + offset
        self.lines = line_no
        self.torn = Problem(self.path, line_no + 1, self.covered, "the write was cut off", torn=True) if tail else None
        self._drop_map()
        for k, new in added.items():
            old = [] if full else list(self.positions(k))
            if not full:
                self._count_refold(k, len(old), len(new))
            self._extend_recs(k, old + [pos for pos, _, _ in new])
            if full:
                items = new
            else:
                cached = self._items.pop(k, None)
                if cached is not None:
                    self._items_size -= len(cached)
                else:
                    cached = [(p, self.rec_eff[p], read_record(self.record(p))) for p in old]
                items = cached + new
            self._set_items(k, items)
            self._set_segments(k, timeline(items))
            if self.holders is not None:
                self.holders.stale.add(k)
        self.generation = next(_generations)

    def _add(self, off: int, length: int, rec: Rec, added: dict[int, list[Item]]) -> str:
        if rec.creates:
            if self.ids.get(rec.id) is not None:
                return f"a second record with the fact id {rec.id}"
            k = self.key_of.get((rec.subject, rec.attribute))
            if k is None:
                k = len(self.key_subj)
                self.key_of[(rec.subject, rec.attribute)] = k
                self.key_subj.append(rec.subject)
                self.key_attr.append(rec.attribute)
                self.key_last.append(-INF)
                for column in (self.key_rlo, self.key_rhi, self.key_slo, self.key_shi):
                    column.append(0)
        else:
            fpos = self.ids.get(rec.fact)
            if fpos is None:
                return f"refers to a fact that is not in the file ({rec.fact})"
            k = self.rec_key[fpos]
        eff = rec.at if rec.at > self.key_last[k] else self.key_last[k]
        self.key_last[k] = eff
        pos = len(self.rec_off)
        self.rec_off.append(off)
        self.rec_len.append(length)
        self.rec_key.append(k)
        self.rec_kind.append(rec.kind)
        self.rec_eff.append(eff)
        if rec.creates:
            self.ids.add(rec.id, pos)
        added.setdefault(k, []).append((pos, eff, rec))
        return ""

    def _count_refold(self, k: int, old: int, new: int) -> None:
        """Count what a start from the saved snapshot must fold again for key `k`: all its records, old and new."""
        if k in self.refolded:
            self.refold += new
        else:
            self.refolded.add(k)
            self.refold += old + new

    def _set_segments(self, k: int, segments: list[Segment]) -> None:
        lo = len(self.seg[0])
        for column, values in zip(self.seg, zip(*segments, strict=True), strict=True):
            column.extend(values)  # type: ignore[arg-type]
        self.key_slo[k], self.key_shi[k] = lo, lo + len(segments)

    def _set_items(self, k: int, items: list[Item]) -> None:
        if self._items_size + len(items) > ITEMS_CACHE:
            return
        self._items[k] = items
        self._items_size += len(items)

    # -- what a read asks --------------------------------------------------------

    def positions(self, k: int) -> array:
        """Record positions of key `k`, in file order."""
        return self.recs[self.key_rlo[k] : self.key_rhi[k]]

    def items(self, k: int) -> list[Item]:
        """The parsed records of key `k`, in file order (read from the file when not cached)."""
        cached = self._items.get(k)
        if cached is not None:
            return cached
        items = [(pos, self.rec_eff[pos], read_record(self.record(pos))) for pos in self.positions(k)]
        self._set_items(k, items)
        return items

    def _extend_recs(self, k: int, positions: list[int]) -> None:
        lo = len(self.recs)
        self.recs.extend(array("q", positions))
        self.key_rlo[k], self.key_rhi[k] = lo, len(self.recs)

    def record(self, pos: int) -> dict[str, Any]:
        """The parsed line of record `pos`."""
        cached = self._records.get(pos)
        if cached is not None:
            return cached
        off = self.rec_off[pos]
        record: dict[str, Any] = _decode(self._map()[off : off + self.rec_len[pos]].decode("utf-8"))[0]
        if len(self._records) >= ITEMS_CACHE:
            self._records.clear()
        self._records[pos] = record
        return record

    def line_bytes(self, positions: list[int]) -> list[bytes]:
        """The lines of records `positions`, unparsed (read in the order given: file order is quickest)."""
        view, off, size = self._map(), self.rec_off, self.rec_len
        return [view[off[p] : off[p] + size[p]] for p in positions]

    def _map(self) -> mmap.mmap:
        if self._mm is None:
            try:
                if self._file is None:
                    self._file = open(self.path, "rb")  # noqa: SIM115 - kept open for the map
                    if os.fstat(self._file.fileno()).st_ino != self.inode:  # replaced since it was read
                        self.close()
                        raise StorageError(
                            f"{self.path} was replaced (purged or repaired) after it was read.", "Read again."
                        )
                self._mm = mmap.mmap(self._file.fileno(), 0, access=mmap.ACCESS_READ)
            except (OSError, ValueError) as exc:
                raise StorageError(f"Could not read {self.path}: {exc}.") from exc
        return self._mm

    def _drop_map(self) -> None:
        if self._mm is not None:
            self._mm.close()
            self._mm = None

    def key(self, subject: str, attribute: str) -> int | None:
        """The index of a key (already normalized), or None."""
        return self.key_of.get((subject, attribute))

    def key_count(self) -> int:
        """How many keys there are."""
        return len(self.key_subj)

    def holder(self, k: int, at: float) -> tuple[int, float, float]:
        """(segment index or -1, start of that segment, start of the next) for key `k` at time `at`."""
        lo, hi = self.key_slo[k], self.key_shi[k]
        starts = self.seg[SEG_START]
        i = bisect_right(starts, at, lo, hi) - 1
        nxt = starts[i + 1] if i + 1 < hi else INF
        if i < lo:
            return -1, -INF, nxt
        return (i if self.seg[SEG_FACT][i] >= 0 else -1), starts[i], nxt

    def holders_stale(self) -> bool:
        """Whether so many keys were folded again since the holders were made that they should be made again."""
        return self.holders is not None and len(self.holders.stale) > STALE_KEYS

    def make_holders(self) -> Holders:
        """Make the holders again from the timelines (about 2.5 s for a million segments)."""
        self.holders = Holders.build(self.seg[SEG_START], self.seg[SEG_FACT], self.key_slo, self.key_shi)
        return self.holders

    def holders_at(self, at: float) -> tuple[array, float, float]:
        """(holder segment or 0 per key, from when, until when that answer stands) for every key at `at`."""
        holders = self.holders
        if holders is None or self.holders_stale():
            holders = self.make_holders()
        found, lo, hi = holders.at(at)
        if len(self.key_subj) > holders.key_count:  # keys made since: all stale
            found.frombytes(bytes((len(self.key_subj) - holders.key_count) * found.itemsize))
        for k in holders.stale:
            i, start, nxt = self.holder(k, at)
            found[k] = i if i > 0 else 0
            if start > lo:
                lo = start
            if nxt < hi:
                hi = nxt
        return found, lo, hi

    def segment(self, i: int) -> tuple[Any, ...]:
        """The columns of segment `i`."""
        return tuple(column[i] for column in self.seg)

    def fact_pos(self, fact_id: str) -> int | None:
        """The record position that created `fact_id`."""
        return self.ids.get(fact_id)
