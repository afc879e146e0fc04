"""A derived snapshot of the folded facts under `index/`, so that a start reads only what changed.

`index/facts.snap` holds the arrays of a `FactIndex` and of its `Holders`
(marshal, no text of any fact) and says which part of facts.jsonl it
covers: the byte offset, the file's inode, and hashes of the first and last
4 KiB before that offset. A snapshot that does not match (the file was
purged or replaced, the format changed, the snapshot is damaged) is ignored
and rebuilt. Readers may write it: each writes its own temporary file and
moves it into place while holding the twin's memory lock, after checking
that facts.jsonl is still the file it read, so a purge is never undone by a
reader that was slower.
"""

from __future__ import annotations

import hashlib
import marshal
import os
from array import array
from pathlib import Path
from typing import Any

from twin.facts.factholders import Holders
from twin.facts.factids import IdTable
from twin.facts.factindex import SEG_CODES, FactIndex
from twin.store import Problem, file_lock, new_id

FORMAT = 2  # 2: segment 0 a placeholder, a traits column, the holders
MIN_BYTES = 1 << 20  # below this, folding the file is as quick as reading a snapshot: none is written
REFOLD_MIN = 1024  # records folded again at a start (about 20 ms) below which the snapshot is never written again
REFOLD_SHARE = 32  # ... nor below this share of all records (a save costs about what a start folding a 12th does)
PROBE = 4096
_ARRAYS = (
    "rec_off", "rec_len", "rec_key", "rec_kind", "rec_eff",
    "key_last", "key_rlo", "key_rhi", "recs", "key_slo", "key_shi",
)  # fmt: skip


def snapshot_path(twin_dir: Path) -> Path:
    """data/<persona>/index/facts.snap."""
    return twin_dir / "index" / "facts.snap"


def _marks(path: Path, covered: int) -> tuple[str, str]:
    with open(path, "rb") as fh:
        head = fh.read(min(covered, PROBE))
        fh.seek(max(0, covered - PROBE))
        tail = fh.read(covered - max(0, covered - PROBE))
    return hashlib.sha1(head).hexdigest(), hashlib.sha1(tail).hexdigest()


def _typed(code: str, data: bytes) -> array:
    column = array(code)
    column.frombytes(data)
    return column


def load(path: Path, facts_path: Path) -> FactIndex | None:
    """The index saved at `path`, if it still matches facts.jsonl; else None."""
    try:
        state: Any = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if not isinstance(state, dict) or state.get("format") != FORMAT or state.get("sizes") != _sizes():
        return None
    try:
        st = os.stat(facts_path)
        covered = int(state["covered"])
        if st.st_ino != state["inode"] or st.st_size < covered or _marks(facts_path, covered) != state["marks"]:
            return None
        index = FactIndex(facts_path)
        for name in _ARRAYS:
            setattr(index, name, _typed(getattr(index, name).typecode, state[name]))
        if state["seg_codes"] != list(SEG_CODES):
            return None
        index.seg = [_typed(code, data) for code, data in zip(SEG_CODES, state["seg"], strict=True)]
        index.key_subj, index.key_attr = list(state["key_subj"]), list(state["key_attr"])
        index.key_of = {key: i for i, key in enumerate(zip(index.key_subj, index.key_attr, strict=True))}
        index.ids = IdTable(state["ids"], _typed("q", state["id_pos"]))
        index.problems = [Problem(facts_path, line, offset, reason) for line, offset, reason in state["problems"]]
        index.holders = Holders.from_arrays(state["holders"], state["holder_marks"], int(state["holder_keys"]))
        if index.holders.key_count != index.key_count() or len(index.holders.codes) + 1 != len(index.seg[0]):
            return None
        index.covered, index.lines, index.inode = covered, int(state["lines"]), st.st_ino
        index.saved_covered = covered
    except (OSError, KeyError, TypeError, ValueError):
        return None
    return index


def _sizes() -> list[int]:
    return [array(code).itemsize for code in "bqdiB"]


def _compact(index: FactIndex) -> bool:
    """Drop the regions of `recs` and of the segment columns left behind by refolds; True if segments moved."""
    keys = index.key_count()
    live_segments = 1 + sum(index.key_shi[k] - index.key_slo[k] for k in range(keys))  # 1: the placeholder
    if len(index.recs) > len(index.rec_off):
        recs, lo, hi = array("q"), array("q"), array("q")
        for k in range(keys):
            lo.append(len(recs))
            recs.extend(index.recs[index.key_rlo[k] : index.key_rhi[k]])
            hi.append(len(recs))
        index.recs, index.key_rlo, index.key_rhi = recs, lo, hi
    if len(index.seg[0]) <= live_segments:
        return False
    seg = [array(column.typecode, column[:1]) for column in index.seg]
    lo, hi = array("q"), array("q")
    for k in range(keys):
        a, b = index.key_slo[k], index.key_shi[k]
        lo.append(len(seg[0]))
        for new, old in zip(seg, index.seg, strict=True):
            new.extend(old[a:b])
        hi.append(len(seg[0]))
    index.seg, index.key_slo, index.key_shi = seg, lo, hi
    return True


def save(index: FactIndex, path: Path, lock_path: Path) -> bool:
    """Write the snapshot; False when facts.jsonl changed identity meanwhile (nothing is written then)."""
    holders = index.holders
    if _compact(index) or holders is None or holders.stale:
        holders = index.make_holders()
    index.ids.compact()
    try:
        marks = _marks(index.path, index.covered)
    except OSError:
        return False
    state = {name: getattr(index, name).tobytes() for name in _ARRAYS}
    state.update(
        format=FORMAT,
        sizes=_sizes(),
        covered=index.covered,
        lines=index.lines,
        inode=index.inode,
        marks=marks,
        seg_codes=[column.typecode for column in index.seg],
        seg=[column.tobytes() for column in index.seg],
        key_subj=index.key_subj,
        key_attr=index.key_attr,
        ids=index.ids.blob,
        id_pos=index.ids.positions.tobytes(),
        problems=[(p.line, p.offset, p.reason) for p in index.problems],
        holders=holders.arrays(),
        holder_marks=holders.marks,
        holder_keys=holders.key_count,
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.{new_id()}.tmp")
    try:
        tmp.write_bytes(marshal.dumps(state))
        with file_lock(lock_path):
            st = os.stat(index.path)
            if st.st_ino != index.inode or st.st_size < index.covered or _marks(index.path, index.covered) != marks:
                return False
            os.replace(tmp, path)
    except OSError:
        return False
    finally:
        tmp.unlink(missing_ok=True)
    index.saved_covered = index.covered
    index.refold, index.refolded = 0, set()
    return True


def due(index: FactIndex) -> bool:
    """Whether the snapshot on disk is missing or far enough behind to be worth writing again.

    Far enough: an eighth of the file; or a start from it would fold again a 32nd of the records (a record
    appended makes a start fold every record of its key again: a few hundred short lines on as many keys
    cost a start as much as half the file); or more keys changed than the holders answer one by one
    (factindex.py).
    """
    if index.covered < MIN_BYTES:
        return False
    behind = index.covered - index.saved_covered
    if behind >= max(MIN_BYTES // 4, index.saved_covered // 8) or index.holders_stale():
        return True
    return index.refold >= max(REFOLD_MIN, len(index.rec_off) // REFOLD_SHARE)
