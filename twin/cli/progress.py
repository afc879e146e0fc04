"""One progress bar for long work: on stderr when it is a terminal, nothing in a pipe."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from twin.textsafe import safe_text

Update = Callable[[int, int], None]


@contextmanager
def progress_bar(label: str, *, threshold: int = 0, unit: str = "items") -> Iterator[Update | None]:
    """An `update(done, total)` callable drawing a bar once the total reaches `threshold`; None off a terminal.

    `unit` is "items" (shows 3/10) or "bytes" (shows 1.2/4.0 MB).
    """
    from rich.console import Console

    err = Console(stderr=True)
    if not err.is_terminal:
        yield None
        return
    from rich.progress import BarColumn, DownloadColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    bar = Progress(
        TextColumn(safe_text(label).replace("[", "\\[")),
        BarColumn(),
        DownloadColumn() if unit == "bytes" else MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=err,
        transient=True,
    )
    task: list[Any] = []

    def update(done: int, total: int) -> None:
        if not task:
            if total < threshold or total <= 0:
                return
            bar.start()
            task.append(bar.add_task(label, total=total))
        bar.update(task[0], completed=done, total=total)

    try:
        yield update
    finally:
        if task:
            bar.stop()
