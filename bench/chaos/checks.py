"""What must hold in a twin's home after a kill, read straight from the files (never through twin's own readers).

- every JSONL file under data/<persona>/ parses: each complete line is a JSON
  object with the envelope (`v`, `id`, `ts`, `kind`); only the last line may be
  cut off (no newline yet), and once a writer appended after it, the cut bytes
  are in `<file>.torn`;
- a session file starts with its header and has nothing after its `end`;
- what was acknowledged is on disk (`Ledger`): a user turn whose request reached
  the model, a reply fully printed (both the person's words and the reply), a
  ChatGPT conversation whose import reported success (once, whole);
- what `twin serve` acknowledged to its API clients (`talks_hold`): a request whose
  response began (its status and first chunk came) is a user turn on disk, once,
  in the session the response's `X-Twin-Session` named; a reply whose stream
  ended normally, or whose text came whole, is on disk as it was received; each
  client's turns of one server are one session's, in the order sent, each reply
  right after the turn it answers, no other conversation's turn among them;
- every tagged message the person sent is a user turn at most once (`said_once`:
  a client sends its whole history with each request, a conversation it goes on
  with after a restart too, and none of it may be recorded again);
- a session has one diary at most (`chapters_once`);
- after a clean start (`caught_up`): every session has its chapter (or a
  `chapter_skipped`), and every user turn is covered by an extraction run.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bench.chaos.operations import TAG, reply_to

if TYPE_CHECKING:
    from bench.chaos.serve import Client

ENVELOPE = ("v", "id", "ts", "kind")
IMPORT_TEMP = ".tmp-import-"  # a killed import's temporary file: deleted by the next import, read by no one


@dataclass(frozen=True)
class Failure:
    """One broken promise: what kind, where (a file and line, or a session), and what was seen."""

    kind: str
    where: str
    detail: str


@dataclass
class Session:
    """One session file as read here: its records and the ids of its user turns."""

    path: Path
    id: str
    records: list[dict[str, Any]]

    @property
    def header(self) -> dict[str, Any]:
        """The first record, when it is the session header; else {}."""
        first = self.records[0] if self.records else {}
        return first if first.get("kind") == "session" else {}

    @property
    def turns(self) -> list[dict[str, Any]]:
        """The turn records, in order."""
        return [r for r in self.records if r.get("kind") == "turn"]

    @property
    def end(self) -> dict[str, Any] | None:
        """The `end` record, if the session closed normally."""
        return next((r for r in self.records if r.get("kind") == "end"), None)


@dataclass
class Scan:
    """Everything read from one twin's folder, and what was wrong with it."""

    sessions: list[Session] = field(default_factory=list)
    chapters: list[dict[str, Any]] = field(default_factory=list)
    extractions: list[dict[str, Any]] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    files: int = 0
    lines: int = 0
    torn: dict[Path, tuple[int, bytes]] = field(default_factory=dict)  # file -> (offset, bytes) of a cut last line
    import_temps: int = 0  # temporary files of killed imports, still there
    headerless: list[Path] = field(default_factory=list)  # session files with no complete header line


def read_jsonl(path: Path, scan: Scan, *, envelope: bool = True) -> list[dict[str, Any]]:
    """The records of one file; a damaged line that is not the last goes to scan.failures, a cut last line to
    scan.torn."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:  # gone between the listing and the read (a purge, an import's rename)
        return []
    scan.files += 1
    lines = data.split(b"\n")
    tail = lines.pop()
    records: list[dict[str, Any]] = []
    for number, raw in enumerate(lines, 1):
        if not raw.strip():
            continue
        scan.lines += 1
        try:
            record = json.loads(raw)
        except ValueError as exc:
            scan.failures.append(Failure("damaged line", f"{path}:{number}", f"not JSON ({exc}): {raw[:120]!r}"))
            continue
        missing = [k for k in ENVELOPE if envelope and k not in record] if isinstance(record, dict) else ["object"]
        if missing:
            scan.failures.append(Failure("damaged line", f"{path}:{number}", f"no {', '.join(missing)}: {raw[:120]!r}"))
            continue
        records.append(record)
    if tail:
        scan.torn[path] = (len(data) - len(tail), tail)
    return records


def scan_twin(twin_dir: Path) -> Scan:
    """Read every JSONL file of a twin (sessions, memory files, .torn side files) and check how it parses."""
    scan = Scan()
    for path in sorted(twin_dir.rglob("*.jsonl")):
        if path.name.startswith(IMPORT_TEMP):
            scan.import_temps += 1
            continue
        records = read_jsonl(path, scan)
        if path.parent.name == "sessions":
            session = Session(path, path.stem.rsplit("-", 1)[-1], records)
            check_session(session, scan)
            scan.sessions.append(session)
        elif path.name == "chapters.jsonl":
            scan.chapters = records
        elif path.name == "extractions.jsonl":
            scan.extractions = records
    for side in sorted(twin_dir.rglob("*.jsonl.torn")):
        read_jsonl(side, scan, envelope=False)  # {offset, moved, bytes}: JSON lines without the envelope
    return scan


def check_session(session: Session, scan: Scan) -> None:
    """A session file: the header first, nothing after `end`."""
    if not session.records:
        scan.headerless.append(session.path)
        return
    if not session.header:
        scan.failures.append(Failure("session without header", str(session.path), f"first: {session.records[0]}"))
    kinds = [r.get("kind") for r in session.records]
    if "end" in kinds and kinds.index("end") != len(kinds) - 1:
        scan.failures.append(Failure("record after end", str(session.path), f"kinds: {kinds}"))


def torn_moved(before: dict[Path, tuple[int, bytes]], scan: Scan) -> list[Failure]:
    """A cut last line seen before must, once the file grew past it, be in `<file>.torn` (moved, never lost)."""
    failures = []
    for path, (offset, cut) in before.items():
        now = scan.torn.get(path)
        if now is not None and now[0] == offset:
            continue  # still the file's cut last line: no writer came after it yet
        try:
            size = path.stat().st_size
        except FileNotFoundError:
            continue
        if size <= offset:
            continue
        side = path.with_name(path.name + ".torn")
        notes = read_jsonl(side, Scan(), envelope=False) if side.exists() else []
        text = cut.decode("utf-8", "replace")
        if not any(n.get("offset") == offset and n.get("bytes") == text for n in notes):
            failures.append(Failure("torn line lost", f"{path}@{offset}", f"{cut[:120]!r} is not in {side.name}"))
    return failures


@dataclass
class Ledger:
    """What twin acknowledged, and must therefore keep: turns that reached the model, replies fully printed,
    imports that reported success."""

    reached: dict[str, str] = field(default_factory=dict)  # tag -> the user's words (their request reached the model)
    printed: dict[str, tuple[str, str]] = field(default_factory=dict)  # tag -> (user's words, the whole reply)
    imported: dict[str, int] = field(default_factory=dict)  # original conversation id -> turns
    clients: list[Client] = field(default_factory=list)  # every API client of every serve operation, as it saw it

    def check(self, scan: Scan) -> list[Failure]:
        """Whatever was acknowledged and is not on disk, or is there twice."""
        failures = []
        users: dict[str, list[tuple[Session, dict[str, Any]]]] = {}
        replies: dict[str, dict[str, Any]] = {}
        for session in scan.sessions:
            for turn in session.turns:
                if turn.get("role") == "user":
                    users.setdefault(str(turn.get("text")), []).append((session, turn))
                elif turn.get("reply_to"):
                    replies[str(turn["reply_to"])] = turn
        for tag, words in self.reached.items():
            if words not in users:
                failures.append(Failure("lost user turn", tag, f"{words!r} reached the model, is in no session file"))
        for tag, (words, reply) in self.printed.items():
            said = users.get(words)
            if not said:
                continue  # reported above: every printed reply's request reached the model
            answer = replies.get(str(said[0][1]["id"]))
            if answer is None or answer.get("text") != reply or answer.get("status") != "ok":
                got = "no reply" if answer is None else f"{answer.get('status')}: {answer.get('text')!r}"
                failures.append(
                    Failure("lost reply", tag, f"printed in full, then killed; {said[0][0].path.name} has {got}")
                )
        originals = Counter(
            str(s.header.get("original_id")) for s in scan.sessions if s.header.get("original_id") is not None
        )
        for original in self.imported:
            if not originals[original]:
                failures.append(Failure("lost import", original, "the import said it was imported; no session has it"))
        for original, n in originals.items():
            if n > 1:
                failures.append(Failure("imported twice", original, f"{n} session files hold it"))
        for session in scan.sessions:
            if session.header.get("source", "").startswith("import:"):
                end = session.end
                if end is None or end.get("turns") != len(session.turns):
                    failures.append(Failure("partial import", str(session.path), f"{len(session.turns)} turns, {end}"))
        failures += said_once(scan)
        failures += talks_hold(self.clients, scan)
        return failures


def tag_of(text: str) -> str:
    """The tag of a message the bench sent ("" for none)."""
    found = TAG.search(text)
    return found.group(1) if found else ""


def said_once(scan: Scan) -> list[Failure]:
    """Every tagged message is at most one user turn (each is sent once as the new message; history sent again with
    a later request is never the person's new words)."""
    where: dict[str, list[str]] = {}
    for session in scan.sessions:
        for turn in session.turns:
            tag = tag_of(str(turn.get("text"))) if turn.get("role") == "user" else ""
            if tag:
                where.setdefault(tag, []).append(f"{session.path.name}:{turn.get('id')}")
    return [
        Failure("user turn twice", tag, f"{len(found)} user turns: {', '.join(found)}")
        for tag, found in where.items()
        if len(found) > 1
    ]


def talks_hold(clients: list[Client], scan: Scan) -> list[Failure]:
    """What `twin serve` acknowledged to each API client is on disk as the client saw it, each client's turns in a
    session of their own (see the module's docstring)."""
    turn_at: dict[str, tuple[Session, int]] = {}  # tag -> the session and the index in its turns of its user turn
    for session in scan.sessions:
        for i, turn in enumerate(session.turns):
            tag = tag_of(str(turn.get("text"))) if turn.get("role") == "user" else ""
            if tag:
                turn_at.setdefault(tag, (session, i))
    failures: list[Failure] = []
    for client in clients:
        for sent in client.sent:
            at = turn_at.get(sent.tag)
            if sent.status == 200 and at is None:
                failures.append(Failure("lost API turn", sent.tag, f"{client.key}: the response began "
                                        f"({sent.chunks} chunks); no session file has the message"))  # fmt: skip
                continue
            if at is None:
                continue
            session, i = at
            if sent.status == 200 and sent.session and sent.session != session.id:
                failures.append(Failure("wrong session header", sent.tag, f"{client.key}: the response said "
                                        f"{sent.session}, the turn is in {session.path.name}"))  # fmt: skip
            asked = session.turns[i].get("id")
            answer = next((t for t in session.turns[i + 1 :] if t.get("reply_to") == asked), None)
            if sent.whole or sent.text == reply_to(sent.tag):
                if answer is None or answer.get("status") != "ok" or answer.get("text") != sent.text:
                    got = "no reply" if answer is None else f"{answer.get('status')}: {answer.get('text')!r}"
                    failures.append(Failure("lost API reply", sent.tag, f"{client.key}: received whole "
                                            f"{sent.text!r}; {session.path.name} has {got}"))  # fmt: skip
        held = {turn_at[t][0].path: turn_at[t][0] for t in [s.tag for s in client.sent] if t in turn_at}
        before = list(held.values())[:-1]  # a session ended when idle: the next request begins a new one
        if any((s.end or {}).get("reason") != "idle" for s in before):
            names = ", ".join(f"{p.name} ({(s.end or {}).get('reason', 'open')})" for p, s in held.items())
            failures.append(Failure("conversation split", client.key, f"one server's conversation in {names}"))
        for session in held.values():
            failures += _one_conversation(client.key, [s.tag for s in client.sent], session)
    return failures


def _one_conversation(key: str, tags: list[str], session: Session) -> list[Failure]:
    """A client's session: only its own user turns, in the order sent, each reply right after the turn it answers
    and saying what the model said to it (all or, interrupted, the start)."""
    failures = []
    said = [tag_of(str(t.get("text"))) for t in session.turns if t.get("role") == "user"]
    others = [t or "untagged" for t in said if t not in tags]
    if others:
        failures.append(Failure("conversations interleaved", key, f"{session.path.name} also has {others[:4]}"))
    order = [t for t in said if t in tags]
    if order != [t for t in tags if t in order]:
        failures.append(Failure("turns out of order", key, f"{session.path.name}: {order}, sent {tags}"))
    last: dict[str, Any] | None = None
    for turn in session.turns:
        if turn.get("role") == "user":
            last = turn
            continue
        tag = tag_of(str(last.get("text"))) if last else ""
        text, expected = str(turn.get("text")), reply_to(tag)
        fits = text == expected if turn.get("status") == "ok" else expected.startswith(text)
        if last is None or turn.get("reply_to") != last.get("id") or not (fits or not tag):
            failures.append(Failure("reply out of place", f"{session.path.name}:{turn.get('id')}",
                                    f"{key}: {turn.get('status')} {text!r} after {tag or 'no user turn'}"))  # fmt: skip
    return failures


def caught_up(scan: Scan) -> tuple[list[Failure], dict[str, int]]:
    """After a clean start: sessions without a chapter (or chapter_skipped), user turns no extraction covered; and
    the counts of what was checked."""
    chaptered = {str(r.get("session")) for r in scan.chapters if r.get("kind") in ("chapter", "chapter_skipped")}
    covered = {str(t) for r in scan.extractions for t in r.get("turns", []) if r.get("kind") == "extraction"}
    failures = []
    counts = Counter[str]()
    for session in scan.sessions:
        if not session.header:
            continue
        counts["sessions"] += 1
        if session.id not in chaptered:
            failures.append(Failure("owed chapter", session.id, f"{session.path.name}: no chapter after a clean start"))
        missing = [t for t in session.turns if t.get("role") == "user" and str(t.get("id")) not in covered]
        counts["user turns"] += sum(1 for t in session.turns if t.get("role") == "user")
        if missing:
            failures.append(
                Failure(
                    "missed extraction",
                    session.id,
                    f"{session.path.name}: {len(missing)} user turn(s) never extracted, "
                    f"the first {missing[0].get('text')!r}",
                )
            )
    return failures, dict(counts)


def chapters_once(scan: Scan) -> list[Failure]:
    """A session has one diary at most: one `chapter` or one `chapter_skipped` in chapters.jsonl (two processes
    catching up the same owed session, a server's stop and a chat's start, must not both write it)."""
    written = Counter(str(r.get("session")) for r in scan.chapters if r.get("kind") in ("chapter", "chapter_skipped"))
    twice = [(session, n) for session, n in written.items() if n > 1]
    return [Failure("chapter twice", session, f"{n} diaries in chapters.jsonl") for session, n in twice]


def owed_now(scan: Scan) -> tuple[int, int]:
    """How much work is owed right now: sessions without a chapter, sessions with a user turn not extracted."""
    failures, _ = caught_up(scan)
    return sum(f.kind == "owed chapter" for f in failures), sum(f.kind == "missed extraction" for f in failures)


def listing_agrees(listing: list[dict[str, Any]], scan: Scan) -> list[Failure]:
    """`twin sessions list --json` (the derived database) against the files: the same sessions, chapters where
    chapters.jsonl has them."""
    listed = {str(row.get("id")): row for row in listing}
    files = {s.id for s in scan.sessions if s.header}
    written = {str(r.get("session")) for r in scan.chapters if r.get("kind") == "chapter"}
    failures = [Failure("not listed", s, "a session file the listing does not show") for s in files - set(listed)]
    failures += [Failure("listed, no file", s, "the listing shows a session with no file") for s in set(listed) - files]
    for sid in written & set(listed):
        if not listed[sid].get("chapter"):
            failures.append(Failure("chapter not listed", sid, "chapters.jsonl has its chapter; the listing has none"))
    return failures
