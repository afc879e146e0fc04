"""The chat prompt's history (`input-history` in the home), and taking a purged session's words out of it.

The file is prompt-toolkit's FileHistory format: each entry is a `# time` line followed by its text, one
`+line` per line. Arrow-up history is a copy of what the person typed; when they purge a session for
privacy, what they typed in it must leave this copy too.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from twin.files import read_regular


def typed_forms(messages: set[str]) -> set[str]:
    """How these messages were typed at the prompt: a message that begins with "/" was typed as "//..."."""
    return messages | {"/" + m for m in messages if m.startswith("/")}


def drop_entries(path: Path, texts: set[str], *, attempts: int = 5) -> int:
    """Remove every entry whose text (stripped) is one of `texts`; return how many went.

    Everything else stays byte for byte, and the file keeps its permissions. It is replaced atomically;
    when a running chat appends while this works, the work is done again on the longer file.
    A missing file drops nothing.
    """
    wanted = {t.strip() for t in texts if t.strip()}
    if not wanted:
        return 0
    for _ in range(attempts):
        try:
            before = path.stat()
            data = read_regular(path)
        except FileNotFoundError:
            return 0
        kept, dropped = _without(data, wanted)
        if not dropped:
            return 0
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, stat.S_IMODE(before.st_mode))
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(kept)
                fh.flush()
                os.fsync(fh.fileno())
            now = path.stat()
            if (now.st_size, now.st_mtime_ns) != (before.st_size, before.st_mtime_ns):
                continue  # a chat appended meanwhile: read again, keep its entry
            os.replace(tmp, path)
            return dropped
        finally:
            tmp.unlink(missing_ok=True)
    raise OSError(f"{path} kept changing while entries were taken out of it")


def _without(data: bytes, wanted: set[str]) -> tuple[bytes, int]:
    """The file's bytes without the entries whose text is in `wanted`, and how many those were."""
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
    return b"".join(kept), dropped
