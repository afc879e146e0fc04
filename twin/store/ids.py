"""Time-sortable record ids (ULIDs)."""

from __future__ import annotations

import os
import threading
from datetime import UTC, datetime

from twin import clock

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
    """A 26-character ULID: 48 bits of milliseconds (of `at`, default now), then 80 bits that rise within a ms.

    Ids made in one process sort in the order they were made; ids from
    different processes sort by time to the millisecond.
    """
    global _last_ms, _last_rand
    ms = int((at or clock.now()).timestamp() * 1000)
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
