"""Secrets written before twin kept them out (twin/credentials.py): counted in a twin's files, and hidden.

A password, key or card number is written as "[secret]" where words are written, since 2026-12-07. A history
written before may hold some, in the turns that said them and in what was made of them: a chapter that retold one,
a document's chunk, a candidate of the extraction log, a fact's quote. `twin doctor` counts them (`count`), and
`twin doctor --repair` hides them (`scrub`):

- a fact whose value is the secret ("wifi_password: hunter2", its quote "my wifi password is hunter2") is purged,
  as `twin memory purge` would (twin/facts/purge.py): its records, its events, its words;
- every other text of every memory file (a turn's `text`, a fact's or a candidate's `quote` and `value`, a chapter's
  or a chunk's `text`) is written with the secret as "[secret]", as it would be written now; a turn that held one
  loses the bytes it was read from (`undecoded`), which hold it too;
- the derived database is built again and the embeddings are emptied, so no search finds the words.

A session still going on in a chat is left as it is, and said: its turns are hidden at the next repair. Files are
replaced as one change (twin/store/replace.py), under the memory lock.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from twin.credentials import hide
from twin.errors import ConflictError
from twin.facts.purge import file_lines, parse_line, purge, rebuild_or_drop, stage_lines
from twin.facts.store import FactStore
from twin.sessions.liveness import is_live
from twin.sessions.session import SessionStore
from twin.store import file_lock
from twin.store.jsonl import encode
from twin.store.replace import Replacements
from twin.store.shapes import EXTRACTION_LOG, session_name_parts
from twin.store.vectors import clear_vectors

TEXTS = frozenset({"text", "quote", "value", "title"})  # the fields of a record that hold what someone said or wrote
FILES = ("chapters.jsonl", "documents.jsonl", EXTRACTION_LOG, "facts.jsonl", "events.jsonl")


def hidden(data: Any) -> tuple[Any, int]:
    """A record with the secrets of its texts (`TEXTS`, at any depth) hidden, and how many there were."""
    if isinstance(data, dict):
        out: dict[str, Any] = {}
        count = 0
        for key, value in data.items():
            if isinstance(value, str) and key in TEXTS:
                out[key], n = hide(value)
            else:
                out[key], n = hidden(value) if isinstance(value, dict | list) else (value, 0)
            count += n
        if count and "undecoded" in out:
            del out["undecoded"]  # the bytes a turn was read from hold the secret as typed
        return out, count
    if isinstance(data, list):
        items = [hidden(item) for item in data]
        return [item for item, _ in items], sum(n for _, n in items)
    return data, 0


def _files(twin_dir: Path) -> list[Path]:
    return [*SessionStore(twin_dir).paths(), *(twin_dir / name for name in FILES)]


def _secret_facts(store: FactStore) -> list[str]:
    """The facts whose value is a secret: a value hidden in its own quote, or shaped like one alone."""
    found = []
    for fact in store.as_of(include_ended=True):
        quote = str((fact.evidence or {}).get("quote") or "")
        value = str(fact.value)
        if hide(value)[1] or (value and value in quote and value not in hide(quote)[0]):
            found.append(fact.id)
    return found


@dataclass
class Found:
    """What a twin's files hold of secrets written before they were kept out."""

    records: int = 0  # records that hold one
    secrets: int = 0  # how many
    facts: list[str] = field(default_factory=list)  # facts whose value is one
    live: list[str] = field(default_factory=list)  # sessions going on in a chat, which a repair leaves

    def __bool__(self) -> bool:
        return bool(self.records or self.facts)


def count(twin_dir: Path) -> Found:
    """The secrets a twin's files hold (read only)."""
    found = Found()
    for path in _files(twin_dir):
        for line in file_lines(path):
            record = parse_line(line)
            n = hidden(record)[1] if record else 0
            found.records += bool(n)
            found.secrets += n
    if (twin_dir / "facts.jsonl").exists():
        store = FactStore(twin_dir)
        try:
            found.facts = _secret_facts(store)
        finally:
            store.close()
    return found


def scrub(twin_dir: Path) -> Found:
    """Hide the secrets a twin's files hold (purging the facts whose value is one); returns what was done: `live`
    names the sessions left for a chat that is still going on, and the facts whose purge waits for one."""
    done = Found()
    store = FactStore(twin_dir)
    try:
        for fact_id in _secret_facts(store) if (twin_dir / "facts.jsonl").exists() else []:
            try:
                purge(store, fact=fact_id)
                done.facts.append(fact_id)
            except ConflictError:  # its words are in a session a chat is going on in
                pass
        with file_lock(store.lock_path), Replacements(("Nothing was changed.", "什么也没改。")) as staged:
            for path in _files(twin_dir):
                parts = session_name_parts(path.name) if path.parent.name == "sessions" else None
                if parts and is_live(twin_dir, parts[1]):
                    done.live.append(parts[1])
                    continue
                staged.lock(path)
                lines = file_lines(path)
                changed = False
                for i, line in enumerate(lines):
                    record = parse_line(line)
                    if record is None:
                        continue
                    new, n = hidden(record)
                    if n:
                        lines[i] = encode(new)
                        done.records += 1
                        done.secrets += n
                        changed = True
                if changed:
                    stage_lines(staged, path, lines)
            staged.commit()
            if done.records or done.facts:
                clear_vectors(twin_dir / "index")
                rebuild_or_drop(twin_dir)
    finally:
        store.close()
    return done
