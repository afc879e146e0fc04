"""Facts from the owner's own writing: each chunk of an ingested document read once, every fact quoted from it.

The model sees one chunk (with its document's title and the date the file
was last changed) and the related facts already held, numbered F1.., and
answers new, same or replaces for each fact, with a verbatim quote. Code
checks each quote against the chunk and rejects facts about the twin and
anything taken from the persona, with the same rules as chat. What is
grounded is written through FactStore with source `document`, a confidence
of at most 0.9 (writing is weaker than the person's own words in chat), the
chunk as evidence and cause, and the file's modification time as when it was
said (words an earlier version of the file already held keep the time they
were first written), so older writing never overturns a later statement (it
is kept as history). Each run is logged in extractions.jsonl with the chunk
ids it read; a chunk with a logged `ok` run is not read again, and a failed
or missing run is made up by the next ingest.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path, PurePath
from typing import Any

from twin.clock import now, parse_time
from twin.errors import TwinError
from twin.facts.learning import apply_fact
from twin.facts.model import Fact, norm
from twin.facts.store import FactStore
from twin.facts.tombstones import Tombstones
from twin.facts.words import normalize
from twin.narrative.extraction import (
    Model,
    Outcome,
    ask_for_facts,
    grounded,
    known_facts_block,
    same_key,
)
from twin.narrative.grounding import (
    HEDGED_CONFIDENCE,
    Said,
    Window,
    model_date,
    twin_subjects,
)
from twin.narrative.grounding.writing import writing_kind, written_on
from twin.persona.model import Persona
from twin.prompts import load_prompt
from twin.sessions.session import Who, owned
from twin.store import JsonlFile
from twin.store.shapes import DOCUMENTS, EXTRACTIONS

DOCUMENTS_FILE = "documents.jsonl"  # what `twin ingest` writes (twin/imports/writing.py)
CHUNK_KIND = "document_chunk"
SOURCE = "document"  # the source of the facts taken from it
LOG_FILE = "extractions.jsonl"
CONFIDENCE_CAP = 0.9  # a document is weaker evidence than the person's own words in chat
OWNER_WORDS = ("user", "the user", "用户", "我", "i", "me", "myself", "author", "the author", "作者", "owner")
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Chunk:
    """One chunk of an ingested document, as documents.jsonl keeps it."""

    id: str  # <doc>:<index>
    doc: str
    index: int
    chunks: int
    text: str
    path: str
    title: str
    modified: str
    earlier: tuple[tuple[str, str], ...] = ()  # the other versions of its file: (modified, text folded), each whole
    folders: str = ""  # the folders the owner named it by (twin/imports/writing.py); of a chunk kept before, its own

    @property
    def named(self) -> str:
        """The file as the owner named it: its folders and its name ("notes/letters/from-gran.txt")."""
        return str(PurePath(self.folders or PurePath(self.path).parent.name, PurePath(self.path).name))

    @property
    def said_at(self) -> datetime:
        """When its words were written: the file's modification time (now if unknown or ahead of the clock)."""
        return _written(self.modified)

    def first_seen(self, words: str) -> datetime:
        """When `words` of this chunk were first written: the chunk's own time, or that of another version of the same
        file that already held them. Editing one paragraph makes the words of the others no newer: what the owner
        asked to forget from them stays forgotten, and only the changed words are news."""
        folded = normalize(words)
        return min([self.said_at, *(_written(m) for m, text in self.earlier if folded and folded in text)])


def _written(modified: str) -> datetime:
    """A file's modification time as kept (now if unknown or ahead of the clock)."""
    try:
        moment = parse_time(modified)
    except (TypeError, ValueError):
        return now()
    return min(moment, now())


@dataclass
class DocumentReport:
    """What extracting facts from chunks did, added up."""

    chunks: int = 0  # chunks the model read
    pending: int = 0  # chunks that were to be read
    ops: Counter[str] = field(default_factory=Counter)  # assert | confirm | supersede | older | known
    rejected: Counter[str] = field(default_factory=Counter)  # by reason
    failed: int = 0
    error: str = ""  # the last failure, in English
    stopped: str = ""  # why the run stopped before the end (the model could not be reached), in English
    failure: Outcome | None = None  # the last chunk's run whose answer could not be used
    stop: TwinError | None = None  # the model's error that stopped the run

    def error_in(self, language: str) -> str:
        """The last failure in `language`, where its words are given in it (as a chat says it)."""
        if self.stop is not None:  # the run's last failure: it stopped there
            return self.stop.words(language)[0]
        return self.failure.error_in(language) if self.failure is not None else self.error

    def stopped_in(self, language: str) -> str:
        """Why the run stopped before the end, in `language` where its words are given in it."""
        return self.stop.words(language)[0] if self.stop is not None else self.stopped

    @property
    def status(self) -> str:
        """How the run ended: `stopped` (a model error stopped it), `failed` (no chunk's answer could be used),
        `partial` (some could not: the next ingest reads those again), else `done`."""
        if self.stopped:
            return "stopped"
        if self.failed:
            return "failed" if self.failed == self.chunks else "partial"
        return "done"

    @property
    def left(self) -> int:
        """Chunks still to read (failed ones included): the next ingest reads them."""
        return self.pending - self.chunks + self.failed

    def add(self, outcome: Outcome) -> None:
        """Count one chunk's run."""
        self.chunks += 1
        if outcome.status == "failed":
            self.failed += 1
            self.error, self.failure = outcome.error, outcome
        for op, _ in outcome.written:
            self.ops[op] += 1
        for rejected in outcome.rejected:
            self.rejected[str(rejected.get("reason"))] += 1

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape."""
        return {
            "pending": self.pending,
            "chunks_read": self.chunks,
            "new": self.ops["assert"],
            "confirmed": self.ops["confirm"],
            "replaced": self.ops["supersede"],
            "older": self.ops["older"],
            "known": self.ops["known"],
            "rejected": dict(self.rejected.most_common()),
            "failed": self.failed,
            "left": self.left,
            "error": self.error or None,
            "stopped": self.stopped or None,
        }


def document_chunks(twin_dir: Path, docs: Collection[str] | None = None) -> list[Chunk]:
    """The chunks of every document kept whole (or only of the documents `docs`), in the order they were kept, each
    with the other versions of its file (`Chunk.earlier`)."""
    found: dict[str, dict[int, Chunk]] = {}
    wanted: dict[str, int] = {}
    for record in JsonlFile(twin_dir / DOCUMENTS_FILE, DOCUMENTS).records():
        doc, index, text = record.get("doc"), record.get("index"), record.get("text")
        if record.get("kind") != CHUNK_KIND or not isinstance(doc, str) or not isinstance(text, str):
            continue
        if not isinstance(index, int):
            continue
        total = record.get("chunks")
        wanted[doc] = total if isinstance(total, int) else 1
        chunk_id = str(record.get("chunk") or f"{doc}:{index}")
        path, title, modified = (str(record.get(k) or "") for k in ("path", "title", "modified"))
        folders = str(record.get("folders") or "")
        found.setdefault(doc, {})[index] = Chunk(
            chunk_id, doc, index, wanted[doc], text, path, title, modified, folders=folders
        )
    whole = {doc: [c for _, c in sorted(got.items())] for doc, got in found.items() if len(got) >= wanted[doc]}
    chosen = [doc for doc in whole if docs is None or doc in docs]
    versions: dict[str, list[str]] = {}  # path -> its documents (versions), in the order kept
    for doc, chunks in whole.items():
        versions.setdefault(chunks[0].path, []).append(doc)
    folded: dict[str, tuple[str, str]] = {}  # a version of a file kept in more than one: (modified, its text folded)
    for doc in chosen:
        for other in versions[whole[doc][0].path] if len(versions[whole[doc][0].path]) > 1 else ():
            if other not in folded:  # the whole text, so words across a chunk boundary are found too
                folded[other] = (whole[other][0].modified, normalize(" ".join(c.text for c in whole[other])))
    return [
        replace(c, earlier=tuple(folded[d] for d in versions[c.path] if d != doc)) if doc in folded else c
        for doc in chosen
        for c in whole[doc]
    ]


def extracted_chunks(twin_dir: Path) -> set[str]:
    """Ids of the chunks an extraction run has read successfully (a failed run leaves its chunk to read again)."""
    done: set[str] = set()
    for record in JsonlFile(twin_dir / LOG_FILE, EXTRACTIONS).records():
        chunks = record.get("chunks")
        if record.get("status") == "ok" and isinstance(chunks, list):
            done.update(str(c) for c in chunks)
    return done


def pending_chunks(twin_dir: Path, docs: Collection[str] | None = None) -> list[Chunk]:
    """The chunks (of `docs`, else of every document) that no extraction has read yet."""
    done = extracted_chunks(twin_dir)
    return [c for c in document_chunks(twin_dir, docs) if c.id not in done]


class DocumentExtractor:
    """Reads chunks of the owner's writing and writes the grounded facts, with source `document`."""

    def __init__(self, twin_dir: Path, persona: Persona, model: Model, *, persona_text: str, owner: str = "") -> None:
        self.twin_dir = twin_dir
        self.persona = persona
        self.model = model
        self.persona_text = persona_text
        self.owner = owner.strip()
        self.subject = self.owner or "user"
        self.also = owned(Who(self.subject, self.subject), self.owner).also  # "user", from before they were named
        self.facts = FactStore(twin_dir)
        self.log = JsonlFile(twin_dir / LOG_FILE, EXTRACTIONS)
        self.prompt = load_prompt("extract_document_facts", persona.language)

    def extract(
        self, chunks: Sequence[Chunk], report: DocumentReport | None = None, progress: Progress | None = None
    ) -> DocumentReport:
        """Read `chunks` in order; a model error (unreachable, refused) stops the run; a later one reads the rest."""
        report = report or DocumentReport()
        report.pending += len(chunks)
        for done, chunk in enumerate(chunks):
            if progress:
                progress(done, len(chunks))
            try:
                report.add(self.run(chunk))
            except TwinError as exc:
                report.chunks += 1
                report.failed += 1
                report.error = report.stopped = exc.message
                report.stop = exc
                break
        if progress:
            progress(len(chunks), len(chunks))
        return report

    def related(self, chunk: Chunk) -> list[Fact]:
        """Facts held to compare against: the owner's, then those about someone the chunk names, then the rest."""
        current = self.facts.as_of()
        text = chunk.text.casefold()
        owner = (self.subject.casefold(), "user")
        mine = [f for f in current if f.subject.casefold() in owner]
        taken = {f.id for f in mine}
        mentioned = [f for f in current if f.id not in taken and f.subject.casefold() in text]
        taken.update(f.id for f in mentioned)
        return mine + mentioned + [f for f in current if f.id not in taken]

    def run(self, chunk: Chunk) -> Outcome:
        """Extract from one chunk, write what is grounded, log the run; a model error is logged, then raised."""
        language = self.persona.language
        known, numbered = known_facts_block(self.related(chunk), language)
        prompt = self.prompt.render(
            twin_name=self.persona.name,
            user_subject=self.subject,
            user_name=self.owner or ("主人" if language == "zh" else "the owner"),
            today=now().strftime("%Y-%m-%d (%A)"),
            written=chunk.first_seen(chunk.text).strftime("%Y-%m-%d"),
            known_facts=known,
            title=chunk.title,
            part=str(chunk.index + 1),
            parts=str(chunk.chunks),
            passage=chunk.text,
        )
        messages = [{"role": "user", "content": prompt}]
        outcome = Outcome()
        try:
            answer = ask_for_facts(self.model, messages, self.persona.language)
        except TwinError as exc:
            outcome.status, outcome.error = "failed", exc.message
            self._log(chunk, outcome)
            raise
        outcome.reask = answer.reask
        if answer.candidates is not None:  # shapeless items too, so that the log names them
            self._write(chunk, answer.candidates, numbered, outcome)
        if answer.error:
            outcome.status, outcome.error = "failed", answer.error
        self._log(chunk, outcome)
        return outcome

    def _write(self, chunk: Chunk, candidates: list[Any], numbered: dict[str, Fact], outcome: Outcome) -> None:
        """The grounded candidates of one chunk, through the same layers as a chat's (twin/narrative/grounding/):
        the owner's writing is their own words."""
        text = unmarked(chunk.text)
        grounds = Window([Said(chunk.id, "user", text)], self.persona_text, self.persona.rules)
        as_written = {  # each quote without its emphasis, and as the model gave it: the evidence keeps the words
            unmarked(raw["quote"]): raw["quote"]  # as the file has them, so that a purge finds them there
            for raw in candidates
            if isinstance(raw, dict) and isinstance(raw.get("quote"), str) and raw["quote"] in chunk.text
        }
        candidates = [_unmarked_quote(raw) for raw in candidates]
        twins = twin_subjects((self.persona.name, self.persona.key), self.subject)
        forgotten = Tombstones(self.facts.forgotten())  # what the owner asked to forget stays forgotten

        def said(_: Any, quote: str) -> datetime:
            """When the quote's words were written: the file's time (or an earlier version's that held them), or
            the date of the journal entry that holds them, if earlier."""
            first = chunk.first_seen(quote)
            entry = written_on(text, quote)
            if entry is None:
                return first
            return min(first, datetime(entry.year, entry.month, entry.day, 12, tzinfo=first.tzinfo))

        for raw, c, verdict, said_at in grounded(
            candidates, grounds, twins, self.subject, OWNER_WORDS, forgotten, said, outcome, self.also, news=False
        ):
            owners = norm(c.subject) in {norm(self.subject), *(norm(a) for a in self.also)}
            if kind := writing_kind(
                chunk.named, chunk.title, text, c.quote, c.attribute, now(), self.owner, owners=owners
            ):
                outcome.rejected.append({**c.parts(), "reason": "writing_kind", "cue": kind})
                continue
            confidence = min(c.confidence, CONFIDENCE_CAP)
            if verdict.hedged or c.inferred:
                confidence = min(confidence, HEDGED_CONFIDENCE)
            fields = dict(
                source=SOURCE,
                confidence=confidence,
                cause=chunk.id,
                said_at=said_at,
                evidence={
                    "document": chunk.doc,
                    "chunk": chunk.id,
                    "path": chunk.path,
                    "quote": as_written.get(c.quote, c.quote),
                },  # fmt: skip
                prompt=self.prompt.id,
            )
            kind = "preference" if "rule_as_preference" in verdict.notes else c.kind
            valid_from = model_date(raw.get("valid_from"), said_at)
            mine = self.also if norm(c.subject) == norm(self.subject) else ()
            existing = same_key(numbered.get(c.existing), c, mine) if c.relation in ("same", "replaces") else None
            try:
                op, fact = apply_fact(  # older writing never overturns later words (the shared rule)
                    self.facts, c.subject, c.attribute, c.value, kind=kind, valid_from=valid_from,
                    existing=existing, fields=fields, seen=_seen, also=mine,
                    hint=("Run the same `twin ingest` again later.", "稍后再运行一次同样的 `twin ingest`。"),
                )  # fmt: skip
            except TwinError as exc:
                outcome.rejected.append({**c.parts(), "reason": "write_failed", "error": exc.message})
                continue
            outcome.written.append((op, fact))

    def _log(self, chunk: Chunk, outcome: Outcome) -> None:
        self.log.append(
            "extraction",
            source=SOURCE,
            document=chunk.doc,
            chunks=[chunk.id],
            prompt=self.prompt.id,
            **({"reask": outcome.reask} if outcome.reask else {}),  # the prompt that asked again, when one did
            status=outcome.status,
            written=[{"op": op, "fact": f.id} for op, f in outcome.written],
            rejected=outcome.rejected,
            error=outcome.error or None,
        )


EMPHASIS = re.compile(r"(?<![\w*])(\*{1,3})(?=[^\s*])([^*\n]+?)(?<=[^\s*])\1(?![\w*])")


def unmarked(text: str) -> str:
    """`text` without Markdown's emphasis (`*so*`, `**Feb 3**`): in writing it stresses words, where in a chat
    `*waves*` is an action played, which the stance layer reads as no statement (an author's note in italics was
    turned away as one)."""
    return EMPHASIS.sub(r"\2", text)


def _unmarked_quote(raw: Any) -> Any:
    """A candidate with its quote taken as `unmarked` takes the text it is checked against."""
    if isinstance(raw, dict) and isinstance(raw.get("quote"), str):
        return {**raw, "quote": unmarked(raw["quote"])}
    return raw


def _seen(old: dict[str, Any], new: dict[str, Any]) -> bool:
    """Whether a fact's evidence is these very words: the same chunk, or the same quote from the same file."""
    if old.get("chunk") == new["chunk"]:
        return True
    return old.get("path") == new["path"] and normalize(str(old.get("quote") or "")) == normalize(new["quote"])
