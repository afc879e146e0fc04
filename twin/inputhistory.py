"""The chat prompt's history (`input-history` in the home), and taking a purged session's words out of it.

The file is prompt-toolkit's FileHistory format: each entry is a `# time` line followed by its text, one
`+line` per line. Arrow-up history is a copy of what the person typed; when they purge a session for
privacy, what they typed in it must leave this copy too.
"""

from __future__ import annotations

import os
from pathlib import Path


def drop_entries(path: Path, texts: set[str]) -> int:
    """Remove every entry whose text (stripped) is one of `texts`; return how many went.

    Everything else stays byte for byte. The file is replaced atomically; a missing file drops nothing.
    """
    wanted = {t.strip() for t in texts if t.strip()}
    if not wanted:
        return 0
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return 0
    kept: list[bytes] = []
    block: list[bytes] = []  # the lines of one entry: its comment lines, then its +lines
    dropped = 0

    def close() -> None:
        nonlocal dropped
        text = b"".join(line[1:] for line in block if line.startswith(b"+")).decode("utf-8", "replace")
        if any(line.startswith(b"+") for line in block) and text.rstrip("\n").strip() in wanted:
            dropped += 1
        else:
            kept.extend(block)
        block.clear()

    for line in data.splitlines(keepends=True):
        if not line.startswith(b"+") and any(x.startswith(b"+") for x in block):
            close()  # a line that is not text ends the entry before it
        block.append(line)
    close()
    if not dropped:
        return 0
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as fh:
        fh.write(b"".join(kept))
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
    return dropped
