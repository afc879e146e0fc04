"""Purge: the one deletion, for privacy. Rewrites facts.jsonl and events.jsonl without what was purged.

A fact purge removes the fact's own record and every record about it
(confirm, retire, expire, promote), and every event about it, and cuts the
words it was taken from out of the turns that said them (the quote of its
evidence, in the session file, becomes "[removed]"), out of the diary
chapters and out of the extraction log, so no later `reextract` can find
them; wherever a forget would have masked them (any turn of any session, the
twin's own replies too), the quote and the value are cut as well. A fact
that replaced it is kept and now replaces whatever the purged
fact replaced; a value that lost a conflict to it holds again as if the
purged one had never been said. Events that are kept but
recorded the purged fact's state (before/after) keep only its id. A session
purge does that for every fact whose evidence is in the session, removes the
confirmations quoted from it, and deletes the session file. Either way the
derived database is built again and swapped in (twin/store/derived.py), so no
process reads the purged words after its next read, the embedding cache is
deleted, torn-line side files are cleaned of what mentions the purged ids, the persona's learned voice
loses the words too (its lines, description, openings and words, in the persona file and every version of
its history: the caller's `voice`, since the persona comes after the facts), and one `purge`
audit event is appended that says what was purged, by id and count, never
the text. Files are replaced atomically (temporary file, fsync, rename,
fsync of the folder) under the twin's memory lock.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from twin.errors import ConflictError, StorageError, UsageError
from twin.facts.masks import Masks
from twin.facts.store import FactStore
from twin.facts.words import Phrases, distinctive, folded, maskable
from twin.files import read_regular
from twin.sessions.liveness import is_live, live_now
from twin.sessions.session import SessionStore
from twin.store import derived, file_lock
from twin.store.damage import OWN_SIDE_FILES
from twin.store.jsonl import could_not, encode, make_record, whole_lines
from twin.store.replace import Replacements
from twin.store.shapes import EXTRACTION_LOG, session_name_parts
from twin.store.vectors import clear_vectors


@dataclass
class PurgePlan:
    """What a purge removes: computed from the files, shown to the person, then carried out."""

    facts: list[str] = field(default_factory=list)  # ids of the facts purged
    fact_records: int = 0  # lines removed from facts.jsonl
    events: int = 0  # lines removed from events.jsonl
    session: str | None = None
    session_path: Path | None = None
    words: dict[str, dict[str, list[str]]] = field(default_factory=dict)  # session -> turn -> quotes cut from it
    derived: dict[str, int] = field(default_factory=dict)  # records of chapters.jsonl, documents.jsonl and
    # extractions.jsonl the words are cut from ("chapters_cut", "document_chunks_cut", "log_entries_cut"); for a
    # session, its own chapter, summaries and extraction runs too, removed whole ("chapters_removed", ...)


def file_lines(path: Path) -> list[bytes]:
    """A memory file's lines as bytes, their line ends kept ([] when it is not there)."""
    try:
        data = read_regular(path)
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise could_not("read", path, exc) from exc
    return data.splitlines(keepends=True)


def parse_line(line: bytes) -> dict[str, Any] | None:
    """A line's record, or None when it is no JSON object (a damaged line, left as it is)."""
    try:
        record = json.loads(line)
    except (ValueError, RecursionError):
        return None
    return record if isinstance(record, dict) else None


def _session_of(record: dict[str, Any]) -> str | None:
    evidence = record.get("evidence")
    return evidence.get("session") if isinstance(evidence, dict) else None


def _words_of(record: dict[str, Any]) -> tuple[str, str] | None:
    """(turn or chunk, the quote's letters) a statement stands on, if it names them."""
    evidence = record.get("evidence")
    if not isinstance(evidence, dict):
        return None
    where, quote = evidence.get("turn") or evidence.get("chunk"), evidence.get("quote")
    return (str(where), folded(quote)) if where and isinstance(quote, str) and folded(quote) else None


class _Rewrite:
    """The new contents of facts.jsonl and events.jsonl for a set of purged facts (and a session)."""

    def __init__(self, store: FactStore, facts: set[str], session: str | None) -> None:
        self.store = store
        self.session = session
        self.fact_lines = file_lines(store.path)
        records = [parse_line(line) for line in self.fact_lines]
        creating = [r for r in records if r and r.get("kind") in ("assert", "supersede")]
        if session:
            facts |= {str(r["id"]) for r in creating if _session_of(r) == session}
        # a statement that stands on the same words (a re-extraction of the same turn) goes with them
        marks = {m for r in creating if str(r["id"]) in facts and (m := _words_of(r))}
        facts |= {str(r["id"]) for r in creating if _words_of(r) in marks}
        self.purged = facts
        self.replaces = {str(r["id"]): r.get("replaces") for r in creating if r.get("kind") == "supersede"}
        self.successor = {str(v): str(r["id"]) for r in creating if (v := r.get("replaces"))}
        self.new_facts, self.dropped = self._facts(records)
        self.new_events, self.dropped_events = self._events()
        self.words: dict[str, dict[str, list[str]]] = {}  # session -> turn -> the quotes said there
        self.values: list[str] = []  # the purged values that name something
        said_values: list[str] = []  # every purged value, short ones too
        self.quotes: list[str] = []  # every quote of the purged facts, from chat or from the owner's writing
        said: list[tuple[str, str, float]] = []  # (value, quote) of each purged record, as a forget would mask them
        for r in records:
            if not r or not (
                (r.get("kind") in ("assert", "supersede") and str(r.get("id")) in facts)
                or (r.get("kind") == "confirm" and r.get("fact") in facts)
            ):
                continue
            evidence = r["evidence"] if isinstance(r.get("evidence"), dict) else {}
            quote, turn, where = evidence.get("quote"), evidence.get("turn"), evidence.get("session")
            if isinstance(quote, str) and quote.strip():
                self.quotes.append(quote.strip())
                if isinstance(turn, str) and isinstance(where, str):
                    self.words.setdefault(where, {}).setdefault(turn, []).append(quote.strip())
            value = str(r.get("value") or "").strip()
            said_values.append(value)
            if distinctive(value):
                self.values.append(value)
            said.append((value, quote.strip() if isinstance(quote, str) else "", 0.0))
        # every turn a forget would mask (the twin's own replies too) has them cut as well: with the fact gone
        # nothing would mask them, and they would go into contexts and embeddings as said. A purge cannot be taken
        # back, so a short value ("Rex", "34") and the name a value gives ("Rex" of "a dog named Rex") are cut only
        # in the sessions where the fact was said or confirmed, where they speak of it; elsewhere only the quotes
        # and a value that names something on its own ("Zagreb"): "34" of another talk is not the person's age
        # what is cut from the chapters, documents, extraction log and damaged lines, which may retell any session:
        # the values that name something, and the quotes that hold a value (a confirmation's "yes" or 对 is cut
        # from no other session's chapter: "He said [removed] to the trip", 他说[removed]不起)
        letters = [f for f in (folded(v) for v in said_values) if f]
        self.derived_words = [
            *self.values,
            *(q for q in self.quotes if maskable(q) and any(v in folded(q) for v in letters)),
        ]
        holding = [f for f in store.as_of() if f.id not in facts]
        near = Masks.of(said, holding) if said else Masks()
        wide = Masks.of([(v if distinctive(v) else "", q, at) for v, q, at in said], holding) if said else Masks()
        spoken = set(self.words)
        self.masks_of: Callable[[str], Masks] = lambda where: near if where in spoken else wide
        for where, turns in _mentions(store.twin_dir, self.masks_of, session).items():
            for turn in turns:
                self.words.setdefault(where, {}).setdefault(turn, [])
        if session:
            self.words.pop(session, None)  # its file goes whole

    def _mentions(self, line: bytes) -> bool:
        marks = [*self.purged, *([self.session] if self.session else [])]
        return any(mark.encode() in line for mark in marks)

    def _outside(self, chain: dict[str, str], start: Any) -> str | None:
        current = start
        while current in self.purged:
            current = chain.get(current)
        return current

    def _facts(self, records: list[dict[str, Any] | None]) -> tuple[list[bytes], list[str]]:
        kept: list[bytes] = []
        dropped: list[str] = []
        for line, record in zip(self.fact_lines, records, strict=True):
            if record is None:
                if line.strip() and self._mentions(line):
                    dropped.append("")
                    continue
                kept.append(line)
                continue
            rid, kind = str(record.get("id")), record.get("kind")
            about = record.get("fact")
            confirm_here = kind == "confirm" and self.session and _session_of(record) == self.session
            if rid in self.purged or about in self.purged or confirm_here:
                dropped.append(rid)
                continue
            if kind == "supersede" and record.get("replaces") in self.purged:
                record = dict(record, replaces=self._outside(self.replaces, record["replaces"]))  # type: ignore[arg-type]
                if record["replaces"] is None:
                    record.update(kind="assert", reason=None)
                    del record["replaces"]
                line = encode(record)
            elif "lost_to" in record and record.get("lost_to") in self.purged:
                record = dict(record, lost_to=self._outside(self.successor, record["lost_to"]))
                line = encode(record)
            kept.append(line)
        return kept, dropped

    def _events(self) -> tuple[list[bytes], int]:
        gone = {r for r in self.dropped if r} | self.purged
        kept: list[bytes] = []
        dropped = 0
        for line in file_lines(self.store.events.path):
            record = parse_line(line)
            if record is None:
                if line.strip() and self._mentions(line):
                    dropped += 1
                    continue
                kept.append(line)
                continue
            about = {record.get("fact"), record.get("record")}
            if about & gone or (self.session and record.get("session") == self.session):
                dropped += 1
                continue
            changed = False
            for side in ("before", "after"):
                state = record.get(side)
                if isinstance(state, dict) and state.get("fact") in self.purged:
                    record[side] = {"fact": state["fact"], "purged": True}
                    changed = True
            kept.append(encode(record) if changed else line)
        return kept, dropped


REMOVED = "[removed]"


def cut(text: str, words: list[str]) -> str:
    """A turn's `text` with each of `words` replaced by "[removed]"; all of it when some are in it only in another
    spelling (twin/facts/words.py)."""
    return Phrases(words).in_turn(text, REMOVED)


def _mentions(twin_dir: Path, masks_of: Callable[[str], Masks], skip: str | None) -> dict[str, list[str]]:
    """session -> the turns (of anyone) in which its masks (`masks_of`) find words, in every session file but
    `skip`'s."""
    found: dict[str, list[str]] = {}
    for path in SessionStore(twin_dir).paths():
        parts = session_name_parts(path.name)
        session_id = parts[1] if parts else path.stem
        masks = masks_of(session_id)
        if session_id == skip or not masks:
            continue
        for line in file_lines(path):
            record = parse_line(line)
            if record and record.get("kind") == "turn" and isinstance(record.get("text"), str):
                if masks.chapter(record["text"], REMOVED) != record["text"]:  # whole words only, see _cut_turns
                    found.setdefault(session_id, []).append(str(record.get("id")))
    return found


def _cut_turns(
    twin_dir: Path, words: dict[str, dict[str, list[str]]], masks_of: Callable[[str], Masks], staged: Replacements
) -> int:
    """Cut the quoted words out of the turns that said them, and what the session's masks (`masks_of`) find out of
    every turn named in `words` (replies too), rewriting each session file; returns turns cut."""
    store = SessionStore(twin_dir)
    count = 0
    for session_id, turns in words.items():
        try:
            path = store.find(session_id)
        except UsageError:
            continue  # the file is gone already
        staged.lock(path)
        lines = file_lines(path)
        masks = masks_of(session_id)
        changed = False
        for i, line in enumerate(lines):
            record = parse_line(line)
            if record and record.get("kind") == "turn" and record.get("id") in turns:
                said, quotes = str(record.get("text") or ""), turns[str(record["id"])]
                # the turn a quote came from may lose all of itself (the quote in another spelling); any other
                # loses whole words only: a purge cannot be taken back ("yes" is not in "yesterday")
                text = masks.turn(cut(said, quotes), REMOVED) if quotes else masks.chapter(said, REMOVED)
                if text != record.get("text"):
                    # the bytes a turn was read from when they were not UTF-8 hold the cut words too: they go, and
                    # the text with U+FFFD for those bytes is the turn's record from then on
                    record = {k: v for k, v in record.items() if k != "undecoded"}
                    lines[i] = encode(dict(record, text=text))
                    changed = True
                    count += 1
        if changed:
            stage_lines(staged, path, lines)
    return count


def _cut_derived(
    twin_dir: Path, words: list[str], staged: Replacements | None, start: dict[Path, list[bytes]] | None = None
) -> dict[str, int]:
    """Cut the purged words out of the chapters that retell them and the document chunks that hold them, and drop
    the extraction log's rejected candidates that quote them; returns how many records of each changed. Without
    `staged`, only counts them (what a plan shows). `start`: the lines a file holds already staged by a session's
    purge (its own records gone, the file locked), which these cuts go on from."""
    counts: dict[str, int] = {}
    start = start or {}
    phrases = Phrases(words)
    letters = [f for f in (folded(w) for w in words) if f]
    for name, label in (
        ("chapters.jsonl", "chapters_cut"),
        ("documents.jsonl", "document_chunks_cut"),
        (EXTRACTION_LOG, "log_entries_cut"),
    ):
        path = twin_dir / name
        if path in start and staged is not None and not letters:
            stage_lines(staged, path, start[path])
            continue
        if not path.exists() or not letters:
            continue
        if staged is not None and path not in start:
            staged.lock(path)
        lines = list(start[path]) if path in start else file_lines(path)
        changed = 0
        for i, line in enumerate(lines):
            record = parse_line(line)
            if record is None:
                continue
            if isinstance(record.get("text"), str):
                text = phrases.replace(record["text"], REMOVED)  # whole words only: "Rome" is not in "Romero"
                # a chapter's flags name the words its checks found made up ("unknown: Rosalind"): its own words
                flags = record.get("flags")
                cut_flags = [phrases.replace(str(f), REMOVED) for f in flags] if isinstance(flags, list) else flags
                if text != record["text"] or cut_flags != flags:
                    cut_record = (
                        dict(record, text=text) if cut_flags is None else dict(record, text=text, flags=cut_flags)
                    )
                    lines[i], changed = encode(cut_record), changed + 1
            elif isinstance(record.get("rejected"), list):
                kept = [c for c in record["rejected"] if not _quotes_any(c, letters)]
                if len(kept) != len(record["rejected"]):
                    lines[i], changed = encode(dict(record, rejected=kept)), changed + 1
        if (changed or path in start) and staged is not None:
            stage_lines(staged, path, lines)
        counts[label] = changed
    return counts


def _quotes_any(candidate: Any, letters: list[str]) -> bool:
    if not isinstance(candidate, dict):
        return False
    said = folded(" ".join(str(candidate.get(k) or "") for k in ("quote", "value")))
    return any(w in said for w in letters)


def stage_lines(staged: Replacements, path: Path, lines: list[bytes]) -> None:
    """Stage `lines` as what `path` will hold; every staged file is renamed in at once when all are written."""
    if not lines and not path.exists():
        return
    staged.replace(path, b"".join(lines))


SESSION_DERIVED = {"chapters.jsonl": "chapters", EXTRACTION_LOG: "extraction_runs"}


def _drop_session_records(
    twin_dir: Path, session_id: str, staged: Replacements
) -> tuple[dict[str, int], dict[Path, list[bytes]]]:
    """Remove what was derived from a session besides facts: its chapter, and the extraction runs that
    quote it (rejected candidates keep the words). Returns how many records each file lost, and the lines each
    file that lost some keeps (locked, for `_cut_derived` to stage with the purged words cut)."""
    counts: dict[str, int] = {}
    kept_lines: dict[Path, list[bytes]] = {}
    for name, label in SESSION_DERIVED.items():
        path = twin_dir / name
        if not path.exists():
            continue
        staged.lock(path)
        kept, gone = _split_session_records(path, session_id)
        if gone:
            kept_lines[path] = kept
            _clean_torn(staged, path, [session_id])
        counts[label] = len(gone)
    return counts, kept_lines


def _session_records(twin_dir: Path, session_id: str) -> dict[str, int]:
    """What a session's purge removes besides its file and facts (`_drop_session_records`), said before the person
    is asked, under the names a fact's purge says its cuts by (`PurgePlan.derived`): its chapter, the month and year
    summaries written from it (written again from what is left), its extraction runs."""
    counts = {"chapters_removed": 0, "summaries_removed": 0, "log_entries_removed": 0}
    for name in SESSION_DERIVED:
        for record in _split_session_records(twin_dir / name, session_id)[1]:
            era = record.get("kind") == "era"
            kind = "log_entries" if name == EXTRACTION_LOG else "summaries" if era else "chapters"
            counts[f"{kind}_removed"] += 1
    return counts


def _split_session_records(path: Path, session_id: str) -> tuple[list[bytes], list[dict[str, Any]]]:
    """A derived file's lines but those that retell the session (`_retells`), and the records of those."""
    kept: list[bytes] = []
    gone: list[dict[str, Any]] = []
    for line in file_lines(path):
        record = parse_line(line) or {}
        if _retells(record, session_id):
            gone.append(record)
        else:
            kept.append(line)
    return kept, gone


def _retells(record: dict[str, Any], session_id: str) -> bool:
    """Whether a record was derived from the session: its chapter, its extraction runs, and the month and year
    summaries written from its chapter (they are owed again, from what is left)."""
    sessions = record.get("sessions")
    return record.get("session") == session_id or (isinstance(sessions, list) and session_id in sessions)


def _clean_torn(staged: Replacements, path: Path, marks: list[str]) -> None:
    """Take the lines that name a purged id out of a file's torn tails."""
    side = path.with_name(path.name + ".torn")
    lines = file_lines(side)
    kept = [line for line in lines if not any(mark.encode() in line for mark in marks)]
    if len(kept) != len(lines):
        stage_lines(staged, side, kept)


def _clean_damaged(staged: Replacements, twin_dir: Path, marks: list[str], words: list[str]) -> int:
    """Drop, from every side file of damaged lines `twin doctor --repair` moved aside, the lines that name a
    purged id or say a purged fact's words (in any spelling, as the cut of a chapter finds them): a damaged copy
    of a turn is no hiding place for what the person asked to forget. Returns the lines dropped."""
    letters = [f for f in (folded(w) for w in words) if f]
    dropped = 0
    for side in [*twin_dir.glob("*.jsonl.damaged"), *(twin_dir / "sessions").glob("*.jsonl.damaged")]:
        lines = file_lines(side)
        kept = [line for line in lines if not _holds(line, marks, letters)]
        if len(kept) != len(lines):
            stage_lines(staged, side, kept)
            dropped += len(lines) - len(kept)
    return dropped


def _holds(line: bytes, marks: list[str], letters: list[str]) -> bool:
    try:
        raw = base64.b64decode(str(json.loads(line).get("base64") or ""))
    except (ValueError, AttributeError, RecursionError):
        raw = line
    text = raw.decode("utf-8", "replace")
    return any(mark in text for mark in marks) or any(f in folded(text) for f in letters)


def _not_busy(store: FactStore) -> None:
    """Refuse while a chat, a server or a memory catch-up uses the twin's memory: a purge rebuilds the derived
    database under them, and a chat stopped on its next read ("no such table"), losing the rest of its input."""
    busy = live_now(store.twin_dir)
    if busy:
        raise ConflictError(
            f"A chat, a server or a memory catch-up is using this twin's memory now ({', '.join(busy[:3])}).",
            "End it (or stop `twin serve`), then purge.",
            zh=(
                f"有聊天、服务器或记忆补做正在用这个分身的记忆（{'、'.join(busy[:3])}）。",
                "先结束它（或者停掉 `twin serve`），再清除。",
            ),
        )


def _chosen(store: FactStore, fact: str | None, session: str | None) -> tuple[set[str], str | None, Path | None]:
    if (fact is None) == (session is None):
        raise UsageError(
            "Purge either one fact or one session.",
            "Give a fact id, or --session ID.",
            zh=("一次只能清除一条事实或一次会话。", "给出一条事实的 ID，或者 --session ID。"),
        )
    if fact is not None:
        return {store.resolve(fact)}, None, None
    path, session_id = _session(store, str(session))
    if is_live(store.twin_dir, session_id):
        raise ConflictError(
            f"Session {session_id} is still going on in a chat.",
            "End that chat first, then purge.",
            zh=(f"会话 {session_id} 还在一个聊天里进行着。", "先结束那个聊天，再清除。"),
        )
    return set(), session_id, path


def plan(store: FactStore, fact: str | None = None, session: str | None = None) -> PurgePlan:
    """What purging a fact (by id or unambiguous part) or a session would remove; reads only."""
    facts, session_id, path = _chosen(store, fact, session)
    _not_busy(store)
    rewrite = _Rewrite(store, facts, session_id)
    others = {  # the derived files as the session's purge leaves them, which the words are cut from
        store.twin_dir / name: _split_session_records(store.twin_dir / name, session_id)[0]
        for name in SESSION_DERIVED
        if session_id and (store.twin_dir / name).exists()
    }
    derived = _cut_derived(store.twin_dir, rewrite.derived_words, None, others)
    if session_id:  # the session's own records, removed whole, beside the others' cuts
        derived.update(_session_records(store.twin_dir, session_id))
    return PurgePlan(
        sorted(rewrite.purged), len(rewrite.dropped), rewrite.dropped_events, session_id, path, rewrite.words, derived
    )


def _session(store: FactStore, session: str) -> tuple[Path | None, str]:
    try:
        path = SessionStore(store.twin_dir).find(session)
        parts = session_name_parts(path.name)
        return path, parts[1] if parts else path.stem
    except UsageError:
        wanted = session.strip().upper()
        for line in file_lines(store.path):
            record = parse_line(line)
            if record and _session_of(record) == wanted:
                return None, wanted  # the file is gone already; its facts are not
        raise


Cut = Callable[[str], str]


def _voice_cut(rewrite: _Rewrite, path: Path | None) -> Cut:
    """What a purge cuts out of the persona's learned voice: the words it cuts out of the chapters, and for a
    session, any line of the person's in it whole, to nothing (the voice's lines are picked from their turns)."""
    phrases = Phrases(rewrite.quotes + rewrite.values)
    turns = SessionStore(rewrite.store.twin_dir).load(path).turns if path is not None else []
    said = [folded(t.text) for t in turns if t.role == "user"]

    def cut(text: str) -> str:
        letters = folded(text)
        if letters and any(letters in turn for turn in said):
            return ""
        return phrases.replace(text, REMOVED)

    return cut


def purge(
    store: FactStore,
    fact: str | None = None,
    session: str | None = None,
    *,
    voice: Callable[[Cut, Replacements], int] | None = None,
) -> dict[str, Any]:
    """Carry out a purge (worked out again under the lock); returns the audit event. `voice` stages the persona's
    learned voice without the words, given how (twin/persona/history.py `purge_voice`), and says how many texts
    changed.

    Every file the purge changes is written first and renamed in only when all are written (twin/store/replace.py
    `Replacements`): a full disk halfway through purges nothing, rather than a chapter and not its facts.
    """
    with file_lock(store.lock_path), Replacements(("Nothing was purged.", "什么也没清除。")) as staged:
        facts, session_id, path = _chosen(store, fact, session)
        for data in (store.path, store.events.path):
            if data.exists():
                staged.lock(data)  # appenders that do not take the memory lock wait too
        rewrite = _Rewrite(store, facts, session_id)
        for where in rewrite.words:  # its words are cut from that session's file: no chat may be appending to it
            if is_live(store.twin_dir, where):
                raise ConflictError(
                    f"The fact's words are in session {where}, which is still going on in a chat.",
                    "End that chat first, then purge.",
                    zh=(f"这条事实的原话在会话 {where} 里，它还在一个聊天里进行着。", "先结束那个聊天，再清除。"),
                )
        _not_busy(store)
        # renamed in this order: the words first, the facts last, so that a crash between two renames leaves the
        # fact to purge again, never a fact gone and its words still there for a reextract to find
        dropped, kept = _drop_session_records(store.twin_dir, session_id, staged) if session_id else ({}, {})
        turns_cut = _cut_turns(store.twin_dir, rewrite.words, rewrite.masks_of, staged)
        # the words go from every other session's chapter too ("We spoke again of Lyon"), as a fact's purge cuts them
        dropped.update(_cut_derived(store.twin_dir, rewrite.derived_words, staged, kept))
        if voice is not None:
            dropped["persona_versions_cut"] = voice(_voice_cut(rewrite, path), staged)
        marks = [*rewrite.purged, *([session_id] if session_id else [])]
        _clean_torn(staged, store.path, marks)
        _clean_torn(staged, store.events.path, marks)
        dropped["damaged_lines_dropped"] = _clean_damaged(staged, store.twin_dir, marks, rewrite.derived_words)
        origin = _imported_as(path)
        audit = make_record(
            "purge",
            {
                "facts": sorted(rewrite.purged),
                "fact_records": len(rewrite.dropped),
                "events": rewrite.dropped_events,
                "session": session_id,
                "session_file": path is not None,
                **({"imported_as": origin} if origin else {}),  # an import of the same chat skips it from now on
                "turns_cut": turns_cut,
                "index": "rebuilt",
                **dropped,
            },
        )
        # the audit event goes in with the rest
        stage_lines(staged, store.events.path, [*whole_lines(rewrite.new_events), encode(audit)])
        stage_lines(staged, store.path, rewrite.new_facts)
        staged.commit()
        if path is not None:
            for side in OWN_SIDE_FILES:
                path.with_name(path.name + side).unlink(missing_ok=True)
            path.unlink(missing_ok=True)
        clear_vectors(store.twin_dir / "index")  # embeddings of the purged words, emptied in place
        rebuild_or_drop(store.twin_dir)
    store.sync()
    return audit


def _imported_as(path: Path | None) -> dict[str, str] | None:
    """Where an imported session came from, as its header says (the source and the chat's or conversation's own id:
    ids, no text), for the purge's audit event: the importers skip a chat purged before (twin/imports/importer.py
    `purged_originals`), so a folder imported again does not undo the deletion."""
    if path is None:
        return None
    try:
        with open(path, "rb") as fh:
            header = json.loads(fh.readline())
    except (OSError, ValueError):
        return None
    if not isinstance(header, dict):
        return None
    source, original = header.get("source"), header.get("original_id")
    return {"source": source, "id": original} if isinstance(source, str) and isinstance(original, str) else None


def rebuild_or_drop(twin_dir: Path) -> None:
    """Build the derived database again without the purged words; if it cannot be built now (a full disk), delete
    it and any copy of it in the temporary folder instead: it is derived, made again at the next read, and must not
    keep what was purged meanwhile."""
    try:
        derived.rebuild(twin_dir)
    except StorageError:
        derived.drop(twin_dir)
