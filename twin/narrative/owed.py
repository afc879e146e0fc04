"""What memory work a twin owes: diaries not written, and exchanges no extraction has read.

A session that ended without its chapter (a failed model, a killed process), with the turns no extraction run
covered, and the exchanges whose extraction failed, are caught up at the next start of a chat, `twin serve` or
`twin mcp` (twin/narrative/worker.py). These are the lists it works through, and what `twin doctor` reports.
Sessions live in another process are not owed: their chat is on them.

What a start looks at costs what is owed and what changed, never the whole history: the sessions owed a chapter
are one query of the derived database, and the failed exchanges are kept there too (`extraction_gaps`, read from
what extractions.jsonl gained since the last start). Only `twin doctor` reads every session file (`unextracted`):
it also finds turns that no extraction ever ran on in a session that has its diary, which a start does not look
for (there is no record of them to read but the session files themselves) and `twin doctor --repair` extracts.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from twin.errors import StorageError, sqlite_reason
from twin.narrative.extraction import extracted_turns
from twin.recall.index import SearchIndex
from twin.sessions.catalog import SessionCatalog
from twin.sessions.liveness import is_live
from twin.sessions.session import SessionStore
from twin.store import derived
from twin.store.shapes import EXTRACTION_LOG, EXTRACTIONS

OWNER = "owed"  # the derived database's owner of the failed exchanges (twin/store/derived.py)
VERSION = "3"  # 3: a count of tries per model (`model`, "" for a run that named none; 2 kept one, reset)
SCHEMA = """
CREATE TABLE extraction_gaps(
    session TEXT NOT NULL, turn TEXT NOT NULL, model TEXT NOT NULL, tries INTEGER NOT NULL,
    PRIMARY KEY (session, turn, model)
) WITHOUT ROWID
"""
TRIES = 3  # runs over a turn in which the model answered and the answer could not be used (malformed, or its write
# refused), after which a start stops trying it (`spent_gaps`), so that a model that always answers it so costs no
# start more: the start whose try was the last says so once, `twin doctor` names the session, and `twin doctor
# --repair` or `twin memory reextract` try again, whatever the count. A model that did not answer (away, a refused
# key, a timeout) counts no try: when it is back, the next start extracts everything it missed, however many starts
# it was away for. The tries are counted per model: after a switch to another model (twin.toml, TWIN_MODEL), the
# next start tries again what the old one could not answer usably, TRIES times more; two models taking turns are
# each tried TRIES times, then neither (a run that named no model counts for every model, as before runs named
# theirs; a name is compared casefolded, without a trailing ":latest").
MALFORMED = "malformed reply"  # how twin/narrative/extraction.py begins the error of an answer it could not read


def owed_chapters(index: SearchIndex, exclude: str | None = None) -> list[Path]:
    """Session files without their chapter that are not live anywhere, oldest first.

    One query of the session catalog and the chapters the index holds: no session file is opened to find them.
    """
    twin_dir = index.twin_dir
    index.sync_chapters()
    catalog = SessionCatalog(twin_dir, index.db)
    catalog.sync()
    return [
        catalog.path(name)
        for name, session in index.unchaptered()
        if session != exclude and not _live(twin_dir, session)
    ]


@dataclass(frozen=True)
class Unread:
    """A session with turns of the person that no extraction run has read."""

    session: str
    path: Path
    turns: int  # how many of the person's turns


def unextracted(twin_dir: Path) -> list[Unread]:
    """The sessions (not live) whose person's turns no extraction has read yet, or only one that failed or whose
    writes were refused (a damaged facts.jsonl once refused them), oldest first.

    Reads every session file: for `twin doctor`, not for a turn.
    """
    covered = extracted_turns(twin_dir, succeeded=True)
    store = SessionStore(twin_dir)
    found: list[Unread] = []
    for path in store.paths():
        session = store.load(path)
        missing = [t for t in session.conversation() if t.role == "user" and t.id not in covered]
        if missing and not _live(twin_dir, session.id):
            found.append(Unread(session.id, path, len(missing)))
    return found


def failed(record: dict[str, Any]) -> bool:
    """Whether an extraction run failed, or had a write refused (a damaged facts.jsonl once refused them): its turns
    are to be read again (as `extracted_turns(succeeded=True)` leaves them out)."""
    return record.get("status") == "failed" or any(
        isinstance(r, dict) and r.get("reason") == "write_failed" for r in record.get("rejected") or []
    )


def answered(record: dict[str, Any]) -> bool:
    """Whether a failed run counts as a try (TRIES): the model answered, and its answer could not be used (malformed,
    or its write refused). A model that did not answer (away, a refused key, a timeout) counts none."""
    return record.get("status") != "failed" or str(record.get("error")).startswith(MALFORMED)


def extraction_gaps(index: SearchIndex, exclude: str | None = None, model: str | None = None) -> dict[str, list[str]]:
    """session -> the turns an extraction run failed on that no later run read, answered unusably fewer than TRIES
    times: what a start extracts again, of the sessions not live anywhere (oldest first). Reads only what
    extractions.jsonl gained since the last call: a run that failed adds its turns, one that did not takes them away
    (a run of `twin memory reextract` that fails over turns read before adds them again: the next start reads them
    once more, and finds them known). `model`: the one that will answer: what another could not use is tried again."""
    return _gaps(index, exclude, spent=False, model=model)


def spent_gaps(index: SearchIndex, exclude: str | None = None, model: str | None = None) -> dict[str, list[str]]:
    """session -> the failed turns answered unusably TRIES times or more, which a start tries no more (`twin doctor
    --repair` and `twin memory reextract` do), of the sessions not live anywhere (oldest first); with `model`, only
    those this model spent (or a run that named none)."""
    return _gaps(index, exclude, spent=True, model=model)


def _gaps(index: SearchIndex, exclude: str | None, *, spent: bool, model: str | None = None) -> dict[str, list[str]]:
    twin_dir = index.twin_dir
    db = index.db
    try:
        derived.ensure(db, OWNER, VERSION, SCHEMA, ("extraction_gaps",))
        while True:
            with derived.write(db):  # a transaction per chunk: a large log read the first time holds no long lock
                new = derived.read_new(db, OWNER, twin_dir / EXTRACTION_LOG, EXTRACTION_LOG, shape=EXTRACTIONS)
                if new is None:
                    break
                if new.rewritten:  # a purge rewrote it: read again from its start
                    db.execute("DELETE FROM extraction_gaps")
                for _, _, record in new.records:
                    session, turns = record.get("session"), record.get("turns") or []
                    if not isinstance(session, str) or not turns:
                        continue  # a document's run, or one without turns
                    rows = [(session, str(turn)) for turn in turns]
                    if failed(record):  # a try counted to the model that answered (a model away counts none)
                        by = model_key(record.get("model"))
                        db.executemany(
                            "INSERT INTO extraction_gaps(session, turn, model, tries) VALUES (?, ?, ?, ?) "
                            "ON CONFLICT(session, turn, model) DO UPDATE SET tries = tries + excluded.tries",
                            [(*row, by, int(answered(record))) for row in rows],
                        )
                    else:
                        db.executemany("DELETE FROM extraction_gaps WHERE session = ? AND turn = ?", rows)
                derived.advance(db, OWNER, twin_dir / EXTRACTION_LOG, EXTRACTION_LOG, new)
        gaps: dict[str, list[str]] = {}
        # spent: TRIES tries of the model that will answer, or of a run that named none (any model's, when the one
        # that will answer is not known)
        counted = "tries >= ? AND (? IS NULL OR model = '' OR model = ?)"
        found = db.execute(
            f"SELECT session, turn FROM extraction_gaps GROUP BY session, turn HAVING max({counted}) = ? "
            "ORDER BY session, turn",
            (TRIES, model, model_key(model), int(spent)),
        )
        for session, turn in found:
            gaps.setdefault(session, []).append(turn)
    except sqlite3.Error as exc:
        raise StorageError(
            f"The derived database could not be read: {exc}.",
            f"`twin index rebuild {twin_dir.name}` makes it again.",
            zh=(
                f"派生数据库读不了：{sqlite_reason(exc)}。",
                f"`twin index rebuild {twin_dir.name}` 会重新建它。",
            ),
        ) from None
    return {s: turns for s, turns in gaps.items() if s != exclude and not _live(twin_dir, s)}


def model_key(name: object) -> str:
    """A model's name as tries are counted by: casefolded, without a trailing ":latest" (llama3 and llama3:latest are
    one model to Ollama); "" for none."""
    return name.strip().casefold().removesuffix(":latest") if isinstance(name, str) else ""


def close_gaps(index: SearchIndex, session: str, turns: list[str]) -> None:
    """Forget failed exchanges that are not there to read again (their session or turns were purged)."""
    with derived.write(index.db) as db:
        db.executemany("DELETE FROM extraction_gaps WHERE session = ? AND turn = ?", [(session, t) for t in turns])


def _live(twin_dir: Path, session_id: str) -> bool:
    try:
        return is_live(twin_dir, session_id)
    except OSError:  # a mark that cannot be probed (a read-only home): count the session as not live
        return False
