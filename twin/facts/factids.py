"""Finding a fact by its id, or by an unambiguous prefix or suffix of it, among a million.

Fact ids are 26-character ULIDs. The table keeps them sorted in one byte
string (26 bytes each) beside the record position of each, plus a small dict
of the ids added since the table was last sorted.
"""

from __future__ import annotations

from array import array

WIDTH = 26


class IdTable:
    """Fact id -> record position of the record that created the fact."""

    def __init__(self, blob: bytes = b"", positions: array | None = None) -> None:
        self.blob = blob
        self.positions = positions if positions is not None else array("q")
        self.recent: dict[str, int] = {}

    def __len__(self) -> int:
        return len(self.positions) + len(self.recent)

    def add(self, fact_id: str, pos: int) -> None:
        """Remember a new fact."""
        self.recent[fact_id] = pos

    def _at(self, i: int) -> bytes:
        return self.blob[i * WIDTH : (i + 1) * WIDTH]

    def _lower(self, probe: bytes) -> int:
        lo, hi = 0, len(self.positions)
        while lo < hi:
            mid = (lo + hi) // 2
            if self._at(mid) < probe:
                lo = mid + 1
            else:
                hi = mid
        return lo

    def get(self, fact_id: str) -> int | None:
        """The position of exactly this id, or None."""
        pos = self.recent.get(fact_id)
        if pos is not None or not self.blob:
            return pos
        probe = fact_id.encode("ascii", "replace")
        i = self._lower(probe)
        if i < len(self.positions) and self._at(i) == probe:
            return self.positions[i]
        return None

    def matches(self, part: str, limit: int = 20) -> list[tuple[str, int]]:
        """(id, position) of every id that starts or ends with `part` (up to `limit`)."""
        found: dict[str, int] = {}
        for fact_id, pos in self.recent.items():
            if fact_id.startswith(part) or fact_id.endswith(part):
                found[fact_id] = pos
        probe = part.encode("ascii", "replace")
        if not probe or len(probe) > WIDTH:
            return list(found.items())[:limit]
        i = self._lower(probe)
        while i < len(self.positions) and self._at(i).startswith(probe) and len(found) < limit:
            found[self._at(i).decode("ascii")] = self.positions[i]
            i += 1
        start = 0
        while len(found) < limit:
            hit = self.blob.find(probe, start)
            if hit < 0:
                break
            end = hit + len(probe)
            if end % WIDTH == 0:
                row = end // WIDTH - 1
                found[self._at(row).decode("ascii")] = self.positions[row]
            start = hit + 1
        return list(found.items())[:limit]

    def packed(self) -> tuple[bytes, array]:
        """All ids sorted in one byte string, and their positions (for the snapshot)."""
        rows = [(self._at(i), self.positions[i]) for i in range(len(self.positions))]
        rows += [(k.encode("ascii"), v) for k, v in self.recent.items()]
        rows.sort()
        return b"".join(r[0] for r in rows), array("q", (r[1] for r in rows))

    def compact(self) -> None:
        """Fold the recent ids into the sorted table."""
        if self.recent:
            self.blob, self.positions = self.packed()
            self.recent = {}
