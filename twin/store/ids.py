"""Time-sortable record ids and timestamps with a time zone."""

from __future__ import annotations

import os
import threading
from datetime import UTC, datetime

_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford base32, as ULID uses
_lock = threading.Lock()
_last_ms = -1
_last_rand = 0


def _encode(value: int, length: int) -> str:
    chars = []
    for _ in range(length):
        chars.append(_ALPHABET[value & 31])
        value >>= 5
    return "".join(reversed(chars))


def new_id(at: datetime | None = None) -> str:
    """A 26-character ULID: 48 bits of milliseconds, then 80 bits that rise within a millisecond.

    Ids made in one process sort in the order they were made; ids from
    different processes sort by time to the millisecond.
    """
    global _last_ms, _last_rand
    ms = int((at or datetime.now(UTC)).timestamp() * 1000)
    with _lock:
        if at is None and ms <= _last_ms:
            ms = _last_ms
            rand = _last_rand + 1
        else:
            rand = int.from_bytes(os.urandom(10), "big") >> 1  # room to count up
        if at is None:
            _last_ms, _last_rand = ms, rand
    return _encode(ms, 10) + _encode(rand & ((1 << 80) - 1), 16)


def id_time(record_id: str) -> datetime:
    """The time encoded in an id."""
    ms = 0
    for ch in record_id[:10].upper():
        ms = ms * 32 + _ALPHABET.index(ch)
    return datetime.fromtimestamp(ms / 1000, UTC)


def now() -> datetime:
    """The current time, local zone attached."""
    return datetime.now(UTC).astimezone()


def to_iso(moment: datetime) -> str:
    """ISO 8601 with the zone, to the millisecond."""
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return moment.isoformat(timespec="milliseconds")


def parse_time(text: str) -> datetime:
    """Read an ISO 8601 time written by `to_iso` (or any ISO form); naive means local time."""
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return moment
