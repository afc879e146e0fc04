"""The chat prompt's history (`input-history` in the home), and taking a purged session's words out of it.

The file is prompt-toolkit's FileHistory format: each entry is a `# time` line followed by its text, one
`+line` per line. Arrow-up history is a copy of what the person typed; when they purge a session for
privacy, what they typed in it must leave this copy too.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
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
    return _rewrite(path, lambda text: None if text.strip() in wanted else text, attempts)


def change_entries(path: Path, change: Callable[[str], str], *, attempts: int = 5) -> int:
    """Write every entry as `change` gives it back (a secret typed before twin kept it out, as "[secret]"); return
    how many changed. As `drop_entries`, everything else byte for byte."""
    return _rewrite(path, change, attempts)


def entries_changed(path: Path, change: Callable[[str], str]) -> int:
    """How many entries `change` would write otherwise (read only; a file that is not there has none)."""
    try:
        data = read_regular(path)
    except FileNotFoundError:
        return 0
    return _changed(data, change)[1]


def _rewrite(path: Path, change: Callable[[str], str | None], attempts: int) -> int:
    """The file with each entry as `change` gives it back (None: left out), replaced atomically; how many changed."""
    for _ in range(attempts):
        try:
            before = path.stat()
            data = read_regular(path)
        except FileNotFoundError:
            return 0
        kept, changed = _changed(data, change)
        if not changed:
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
            return changed
        finally:
            tmp.unlink(missing_ok=True)
    raise OSError(f"{path} kept changing while its entries were rewritten")


def _changed(data: bytes, change: Callable[[str], str | None]) -> tuple[bytes, int]:
    """The file's bytes with each entry as `change` gives it back (None: left out), and how many changed."""
    kept: list[bytes] = []
    block: list[bytes] = []  # the lines of one entry: its comment lines, then its +lines
    changed = 0

    def close() -> None:
        nonlocal changed
        if not any(line.startswith(b"+") for line in block):
            kept.extend(block)
            block.clear()
            return
        text = b"".join(line[1:] for line in block if line.startswith(b"+")).decode("utf-8", "replace")
        text = text[:-1] if text.endswith("\n") else text  # each +line ends with one
        new = change(text)
        if new == text:
            kept.extend(block)
        else:
            changed += 1
            if new is not None:
                kept.extend(line for line in block if not line.startswith(b"+"))
                kept.extend(b"+" + line.encode("utf-8") + b"\n" for line in new.split("\n"))
        block.clear()

    for line in data.splitlines(keepends=True):
        if not line.startswith(b"+") and any(x.startswith(b"+") for x in block):
            close()  # a line that is not text ends the entry before it
        block.append(line)
    close()
    return b"".join(kept), changed
