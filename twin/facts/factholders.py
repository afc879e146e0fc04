"""Which fact holds on every key at a time, found in a few C-level passes instead of a loop over the keys.

The holder of a key at t is the last segment of its timeline that starts at
or before t (factfold.py makes the timelines). So the holders at t are what
you get by starting from nothing and applying, in order of start, every
segment of every key that starts by t. `Holders` keeps all segments in that
order, and a checkpoint (the holder of every key) every `step` of them and
after the last. A query copies the nearest checkpoint and applies the
segments between it and t: forward from the checkpoint before t, or backward
(putting back each key's holder before the segment) from the one after;
both are C loops (an array copy, `map` over `array.__setitem__`), never a
Python loop over the keys. With `step` half the number of keys, the
checkpoints take about as much memory as one column of the timelines, and a
query applies at most a quarter as many segments as there are keys.

A checkpoint holds, per key, the segment that holds a fact, or 0 when
nothing holds (segment 0 is a placeholder, never a key's). Keys folded again
after the list was made are `stale` here: the caller answers them from
their timelines, one by one.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections import deque
from itertools import repeat
from operator import itemgetter, mul
from typing import Any

from twin.facts.records import INF

MIN_STEP = 1024
CODE = "i"  # keys and segments as C ints: 2**31 segments would need far more memory than these arrays
COLUMNS = ("starts", "keys", "codes", "before", "checkpoints")


class Holders:
    """Every segment of every timeline in order of start, with the holder of every key at checkpoints."""

    def __init__(
        self,
        starts: array,
        keys: array,
        codes: array,
        before: array,
        marks: list[int],
        checkpoints: array,
        key_count: int,
    ) -> None:
        self.starts = starts  # per segment, in order of start: when it starts
        self.keys = keys  # its key
        self.codes = codes  # the segment, or 0 when it holds no fact
        self.before = before  # the code of the key's segment before it (0 for its first)
        self.marks = marks  # the positions in that order where a checkpoint was taken (the first is 0)
        self.checkpoints = checkpoints  # key_count holders per mark, one after the other
        self.key_count = key_count  # keys when this was made; later keys are stale
        self.stale: set[int] = set()  # keys folded again since

    @classmethod
    def build(cls, seg_start: array, seg_fact: array, key_slo: array, key_shi: array) -> Holders:
        """Made from the timelines: key k's segments are [key_slo[k], key_shi[k]) of the segment columns given."""
        key_count = len(key_slo)
        coded = list(map(mul, range(len(seg_fact)), map((0).__le__, seg_fact)))  # per segment: itself, or 0
        segs: list[int] = []
        keys: list[int] = []
        before: list[int] = []
        for k, lo, hi in zip(range(key_count), key_slo, key_shi, strict=True):
            if hi > lo:
                segs.extend(range(lo, hi))
                keys.extend(repeat(k, hi - lo))
                before.append(0)
                before.extend(coded[lo : hi - 1])
        starts = _gather(seg_start.tolist(), segs)
        order = sorted(range(len(segs)), key=starts.__getitem__)  # stable: a key's segments stay in order
        codes = array(CODE, _gather(coded, _gather(segs, order)))
        ordered_keys = array(CODE, _gather(keys, order))
        step = max(MIN_STEP, key_count // 2)
        marks: list[int] = []
        checkpoints = array(CODE)
        current = array(CODE, bytes(key_count * array(CODE).itemsize))
        for a in range(0, len(codes), step):
            marks.append(a)
            checkpoints.extend(current)
            _apply(current, ordered_keys[a : a + step], codes[a : a + step])
        marks.append(len(codes))
        checkpoints.extend(current)
        ordered_starts = array("d", _gather(starts, order))
        return cls(
            ordered_starts, ordered_keys, codes, array(CODE, _gather(before, order)), marks, checkpoints, key_count
        )

    def at(self, t: float) -> tuple[array, float, float]:
        """(holder segment or 0 per key, from when, until when that answer stands) at time `t`.

        Stale keys are answered as they were when this was made: the caller must answer them again.
        """
        starts, size, marks = self.starts, self.key_count, self.marks
        p = bisect_right(starts, t)  # the segments that start by t: [0, p)
        c = bisect_right(marks, p) - 1
        if c + 1 < len(marks) and marks[c + 1] - p < p - marks[c]:  # back from the next checkpoint
            found = self.checkpoints[(c + 1) * size : (c + 2) * size]
            _apply(found, self.keys[p : marks[c + 1]][::-1], self.before[p : marks[c + 1]][::-1])
        else:
            found = self.checkpoints[c * size : (c + 1) * size]
            _apply(found, self.keys[marks[c] : p], self.codes[marks[c] : p])
        return found, (starts[p - 1] if p else -INF), (starts[p] if p < len(starts) else INF)

    def arrays(self) -> dict[str, bytes]:
        """The arrays, for the snapshot."""
        return {name: getattr(self, name).tobytes() for name in COLUMNS}

    @classmethod
    def from_arrays(cls, saved: dict[str, bytes], marks: list[int], key_count: int) -> Holders:
        """What `arrays` saved; ValueError when the parts do not fit together."""
        columns = {name: array("d" if name == "starts" else CODE, saved[name]) for name in COLUMNS}
        starts, keys, codes, before, checkpoints = columns.values()
        sizes_fit = len(starts) == len(keys) == len(codes) == len(before) and len(checkpoints) == len(marks) * key_count
        if not sizes_fit or not marks or marks[0] != 0 or marks[-1] != len(codes):
            raise ValueError("the holders of the snapshot do not fit together")
        return cls(starts, keys, codes, before, list(marks), checkpoints, key_count)


def _apply(found: array, keys: array, codes: array) -> None:
    """found[keys[i]] = codes[i] for each i in turn (a C loop)."""
    deque(map(found.__setitem__, keys, codes), maxlen=0)


def _gather(values: list[Any], positions: list[int]) -> list[Any]:
    """values[p] for each of `positions`, in one C call."""
    if len(positions) > 1:
        return list(itemgetter(*positions)(values))
    return [values[p] for p in positions]
