"""One progress bar for long work: on stderr when it is a terminal, nothing in a pipe."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from twin.chat.render import is_terminal
from twin.textsafe import safe_text

Update = Callable[[int, int], None]


@contextmanager
def progress_bar(label: str, *, threshold: int = 0, unit: str = "items") -> Iterator[Update | None]:
    """An `update(done, total)` callable drawing a bar once the total reaches `threshold`; None off a terminal.

    `unit` is "items" (shows 3/10) or "bytes" (shows 1.2/4.0 MB).
    """
    if not is_terminal(sys.stderr):
        yield None
        return
    bar: Any = None  # rich's Progress, made (and rich imported) once the work proves long enough to show
    task: Any = None

    def update(done: int, total: int) -> None:
        nonlocal bar, task
        if bar is None:
            if total < threshold or total <= 0:
                return
            bar = _bar(label, unit)
            bar.start()
            task = bar.add_task(label, total=total)
        bar.update(task, completed=done, total=total)

    try:
        yield update
    finally:
        if bar is not None:
            bar.stop()


def read_in(index: Any, name: str) -> None:
    """Bring a twin's search index up to date with its files (`SearchIndex.sync`), a bar once a megabyte is unread."""
    with progress_bar(f"Indexing {name}'s sessions", threshold=1_000_000, unit="bytes") as update:
        index.sync(update)


def _bar(label: str, unit: str) -> Any:
    from rich.console import Console
    from rich.progress import BarColumn, DownloadColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    return Progress(
        TextColumn(safe_text(label).replace("[", "\\[")),
        BarColumn(),
        DownloadColumn() if unit == "bytes" else MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        transient=True,
    )
