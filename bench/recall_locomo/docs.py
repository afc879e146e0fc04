"""Putting a benchmark's tables into docs/retrieval.md, between markers that name the benchmark."""

from __future__ import annotations

from pathlib import Path


def write_section(path: Path, name: str, text: str) -> None:
    """Replace what lies between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in `path` with `text`."""
    begin, end = f"<!-- bench:{name} -->", f"<!-- /bench:{name} -->"
    doc = path.read_text(encoding="utf-8") if path.exists() else ""
    block = f"{begin}\n{text.strip()}\n{end}"
    if begin in doc and end in doc:
        head, _, rest = doc.partition(begin)
        _, _, tail = rest.partition(end)
        doc = head + block + tail
    else:
        doc = doc.rstrip() + "\n\n" + block + "\n"
    path.write_text(doc, encoding="utf-8")
