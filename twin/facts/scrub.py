"""Secrets written before twin kept them out (twin/credentials.py): counted in a twin's files, and hidden.

A password, key or card number is written as "[secret]" where words are written, since 2026-12-07. A history
written before may hold some, in the turns that said them and in what was made of them: a chapter that retold one,
a document's chunk, a candidate of the extraction log, a fact's quote, the lines a repair set aside. `twin doctor`
counts them (`count`), and `twin doctor --repair` hides them (`scrub`):

- a fact whose value is the secret ("wifi_password: hunter2", its quote "my wifi password is hunter2") is purged,
  as `twin memory purge` does (twin/facts/purge.py): its records, its events, the words it was taken from, and its
  words in the persona's learned voice (`voice`, given by the caller, as the persona comes after the facts);
- every other text of every memory file (a turn's `text`, a fact's or a candidate's `quote` and `value`, a chapter's
  or a chunk's `text`, a title) is written with the secret as "[secret]", as it would be written now, and so is
  every other text of the same record that repeats it (a candidate's bare `value` beside its quote); a turn that
  held one loses the bytes it was read from (`undecoded`), which hold it too; the lines set aside beside a file
  (`.damaged`, `.torn`) are read as text, line by line;
- the derived database is built again once, and the embeddings are emptied, so no search finds the words.

Nothing is done while a chat, `twin serve` or a memory worker uses the twin (a purge needs it idle, and a session
being written cannot be rewritten): `Found.busy` says which, and the repair is to be run again. Each session file
is replaced on its own (the secret hidden is hidden for good, so a repair cut short is done again from where it
stopped, and a home of thousands of sessions holds one file's lock at a time); the other memory files are replaced
as one change (twin/store/replace.py), under the memory lock.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from twin.credentials import PLACEHOLDER, hide, is_secret_value, plain, secrets_in
from twin.facts.purge import Cut, file_lines, parse_line, purge, rebuild_or_drop, stage_lines
from twin.facts.store import Fact, FactStore
from twin.sessions.liveness import live_now
from twin.sessions.session import SessionStore
from twin.store import file_lock
from twin.store.damage import SIDE_FILES
from twin.store.jsonl import encode
from twin.store.replace import Replacements
from twin.store.vectors import clear_vectors

TEXTS = frozenset({"text", "quote", "value", "title"})  # the fields of a record that hold what someone said or wrote
FILES = ("chapters.jsonl", "documents.jsonl", "extractions.jsonl", "facts.jsonl", "events.jsonl")  # facts last
UNCHANGED = ("Nothing was changed.", "什么也没改。")
Voice = Callable[[Cut, Replacements], int]  # the persona's learned voice cut as a purge cuts it


def _replace_all(data: Any, secrets: list[str], mark: str) -> tuple[Any, int]:
    """Every string of `data` with each of `secrets` as `mark` (keys and ids aside: only `TEXTS` fields)."""
    if isinstance(data, dict):
        out: dict[str, Any] = {}
        count = 0
        for key, value in data.items():
            if isinstance(value, str) and key in TEXTS:
                new = _repeated(hide(value)[0], secrets, mark)
                out[key], n = new, int(new != value)
            else:
                out[key], n = _replace_all(value, secrets, mark) if isinstance(value, dict | list) else (value, 0)
            count += n
        return out, count
    if isinstance(data, list):
        items = [_replace_all(item, secrets, mark) for item in data]
        return [item for item, _ in items], sum(n for _, n in items)
    return data, 0


def _repeated(text: str, secrets: list[str], mark: str) -> str:
    """`text` with a secret found elsewhere in its record as `mark`: when it is the whole text (a candidate's bare
    `value` beside its quote), or a word of it of six characters or more (a PIN of four digits said in a quote is no
    reason to hide every "2024" of a chapter's dates)."""
    for secret in secrets:
        if text.strip() == secret or (len(text) >= 3 and plain(text) == plain(secret)):  # hunter22 of "hunter22!"
            return mark
        if len(secret) >= 6:
            text = re.sub(rf"(?<![\w]){re.escape(secret)}(?![\w])", mark, text)
    return text


def _texts(data: Any) -> list[str]:
    if isinstance(data, dict):
        return [t for k, v in data.items() for t in ([v] if isinstance(v, str) and k in TEXTS else _texts(v))]
    if isinstance(data, list):
        return [t for item in data for t in _texts(item)]
    return []


def hidden(record: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """A record with the secrets its texts hold hidden, in every text of it that repeats one; and how many texts
    changed."""
    found = sorted({s for text in _texts(record) for s in secrets_in(text)}, key=len, reverse=True)
    if not found:
        return record, 0
    mark = PLACEHOLDER["zh" if any(PLACEHOLDER["zh"] in hide(t)[0] for t in _texts(record)) else "en"]
    new, count = _replace_all(record, found, mark)
    if count and "undecoded" in new:
        del new["undecoded"]  # the bytes a turn was read from hold the secret as typed
    return new, count


def _secret_facts(store: FactStore) -> list[Fact]:
    """The facts whose value is a secret (`is_secret_value`: "Rex" of "the wifi password is Rex2019!" is none)."""
    return [
        fact
        for fact in store.as_of(include_ended=True)
        if is_secret_value(str(fact.value).strip(), fact.attribute, str((fact.evidence or {}).get("quote") or ""))
    ]


def secret_values(store: FactStore) -> list[str]:
    """The values of the facts whose value is a secret (`_secret_facts`), longest first: what an answer or a prompt
    hides wherever it stands until a repair purges them."""
    return sorted({f.value for f in _secret_facts(store)}, key=len, reverse=True)


def _side_files(twin_dir: Path) -> list[Path]:
    """The lines set aside beside the memory files (twin/store/damage.py): damaged, torn, left empty."""
    folders = [twin_dir, twin_dir / "sessions"]
    return sorted(p for d in folders if d.is_dir() for p in d.iterdir() if p.name.endswith(SIDE_FILES))


def _side_lines(lines: list[bytes]) -> tuple[list[bytes], int]:
    """A side file's lines with the secrets of those that read as text hidden (the rest as they are)."""
    out, count = [], 0
    for line in lines:
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError:
            out.append(line)
            continue
        new, n = hide(text)
        out.append(new.encode("utf-8"))
        count += n
    return out, count


@dataclass
class Found:
    """What a twin's files hold of secrets written before they were kept out, or what a repair did of them."""

    records: int = 0  # records (and lines set aside) that hold one, or that changed
    secrets: int = 0  # texts that held one
    facts: list[str] = field(default_factory=list)  # facts whose value is one (found, or purged)
    busy: list[str] = field(default_factory=list)  # what uses the twin, so that nothing was done


def _session_files(twin_dir: Path) -> list[Path]:
    return SessionStore(twin_dir).paths()


def _records_of(path: Path) -> tuple[list[bytes], int, int]:
    """A memory file's lines with the secrets hidden, how many records changed and how many texts."""
    lines = file_lines(path)
    records = texts = 0
    for i, line in enumerate(lines):
        record = parse_line(line)
        if record is None:
            continue  # a damaged line: the repair sets it aside, and its side file is read as text
        new, n = hidden(record)
        if n:
            lines[i] = encode(new)
            records += 1
            texts += n
    return lines, records, texts


def count(twin_dir: Path) -> Found:
    """The secrets a twin's files hold (read only)."""
    found = Found()
    for path in [*_session_files(twin_dir), *(twin_dir / name for name in FILES)]:
        if path.exists():
            _, records, texts = _records_of(path)
            found.records += records
            found.secrets += texts
    for path in _side_files(twin_dir):
        n = _side_lines(file_lines(path))[1]
        found.records += bool(n)
        found.secrets += n
    if (twin_dir / "facts.jsonl").exists():
        store = FactStore(twin_dir)
        try:
            found.facts = [f.id for f in _secret_facts(store)]
        finally:
            store.close()
    return found


def scrub(twin_dir: Path, voice: Voice | None = None) -> Found:
    """Hide the secrets a twin's files hold, purging the facts whose value is one; what was done (nothing, and
    `busy` saying why, while the twin is in use)."""
    done = Found(busy=live_now(twin_dir))
    if done.busy:
        return done
    store = FactStore(twin_dir)
    try:
        for fact in _secret_facts(store) if (twin_dir / "facts.jsonl").exists() else []:
            purge(store, fact=fact.id, voice=voice)  # (a chat begun meanwhile: its ConflictError says so)
            done.facts.append(fact.id)
        for path in _session_files(twin_dir):  # one at a time: thousands of files, one lock each
            if not path.exists():
                continue  # purged meanwhile: a lock would make it again, empty
            with Replacements(UNCHANGED) as staged:
                staged.lock(path)
                lines, records, texts = _records_of(path)
                if records:
                    stage_lines(staged, path, lines)
                    staged.commit()
                    done.records += records
                    done.secrets += texts
        with file_lock(store.lock_path), Replacements(UNCHANGED) as staged:
            for path in [*(twin_dir / name for name in FILES), *_side_files(twin_dir)]:
                if not path.exists():
                    continue
                staged.lock(path)
                if path.name.endswith(SIDE_FILES):
                    lines, texts = _side_lines(file_lines(path))
                    records = int(bool(texts))
                else:
                    lines, records, texts = _records_of(path)
                if records:
                    stage_lines(staged, path, lines)
                    done.records += records
                    done.secrets += texts
            staged.commit()
        if done.records:
            clear_vectors(twin_dir / "index")
            rebuild_or_drop(twin_dir)
    finally:
        store.close()
    return done
