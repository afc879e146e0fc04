"""The owner's own writing (Markdown, plain text) kept as documents the twin can recall.

Each file is cut into chunks along paragraphs (about 300 to 600 tokens each;
a longer paragraph is cut between sentences) and appended to
`data/<persona>/documents.jsonl` as `document_chunk` records. A document's id
comes from the hash of its text, so ingesting the same text again changes
nothing, and a changed file adds a new version that names the one it
replaces. Every file is read and checked before anything is written, and one
document's chunks are written in one append: a document counts as ingested
only when all of its `chunks` are on disk. Facts taken from documents carry
the source `document`.
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
import re
import stat
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path, PurePath
from typing import Any

from twin import credentials
from twin.clock import to_iso
from twin.errors import UsageError, os_reason
from twin.imports.importer import foreign_name
from twin.narrative.documents import CHUNK_KIND, DOCUMENTS_FILE
from twin.narrative.documents import SOURCE as DOCUMENT_SOURCE
from twin.store import JsonlFile
from twin.store.jsonl import make_record
from twin.store.shapes import DOCUMENTS
from twin.textsafe import name_as_text
from twin.tokens import estimate_tokens

FILE_NAME, KIND, SOURCE = DOCUMENTS_FILE, CHUNK_KIND, DOCUMENT_SOURCE
MIN_TOKENS, MAX_TOKENS = 300, 600
TEXT_SUFFIXES = (".md", ".markdown", ".txt", ".text")  # what a folder given to ingest contributes
_BLANK = re.compile(r"\n[ \t]*\n+")
_SENTENCE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？；])|\n")
_HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)


@dataclass
class Document:
    """One file's text, cut into chunks, and what ingesting it will do."""

    path: Path
    title: str
    text: str
    doc: str  # stable id from the content hash
    sha256: str
    modified: str
    chunks: list[str]
    status: str = "new"  # new | version | unchanged | resumed
    version: int = 1
    replaces: str | None = None
    same_as: str | None = None  # for an unchanged text: the path it was first ingested from
    folders: str = ""  # the folders the owner named it by: the one given and those under it; a file given, its own

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape (without the text)."""
        return {
            "path": str(self.path),
            "title": self.title,
            "doc": self.doc,
            "status": self.status,
            "version": self.version,
            "replaces": self.replaces,
            "chunks": len(self.chunks),
            "tokens": sum(estimate_tokens(c) for c in self.chunks),
            "same_as": self.same_as,
        }


@dataclass
class Skipped:
    """A file in a folder given to ingest that was not read, and why."""

    path: Path
    name: str  # as a person knows it: its path inside the folder given, as text (`name_as_text`)
    reason: str  # NOT_TEXT, BINARY, ..., or what `not_a_file` says ("a named pipe")
    detail: str = ""  # what the system said of a file that could not be read ("Permission denied")

    @property
    def why(self) -> str:
        """The reason, with what the system said: "could not be read (Permission denied)"."""
        return f"{self.reason} ({self.detail})" if self.detail else self.reason

    @property
    def why_zh(self) -> str:
        """The reason in Chinese, what the system said kept as it said it: "读不了（Permission denied）"."""
        reason = REASONS_ZH.get(self.reason, self.reason)
        return f"{reason}（{self.detail}）" if self.detail else reason

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape."""
        return {"path": name_as_text(str(self.path)), "reason": self.why}


@dataclass
class IngestReport:
    """What ingesting a set of files did, and the files of its folders it left alone."""

    documents: list[Document] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)

    @property
    def written(self) -> int:
        """Chunks appended."""
        return sum(len(d.chunks) for d in self.documents if d.status != "unchanged")


class NotWritingError(UsageError):
    """A file that cannot be read as writing. The message names it, for a file named outright; `reason` (and
    `detail`) say why in a few words, as the list of a folder's skipped files does."""

    def __init__(
        self, message: str, hint: str, reason: str, detail: str = "", *, zh: tuple[str, str] | None = None
    ) -> None:
        super().__init__(message, hint, zh=zh)
        self.reason, self.detail = reason, detail


# Why a file of a folder is skipped (`Skipped.reason`), and why one named outright is refused.
NOT_TEXT = "not Markdown or text"  # by its name (TEXT_SUFFIXES)
BINARY, NOT_UTF8, EMPTY = "a binary file, not text", "not UTF-8 text", "empty"
UNREADABLE, GONE = "could not be read", "no longer there"  # refused by the system; deleted since the folder was read
NAME_NOT_UTF8 = "a name that is not UTF-8"  # kept in UTF-8 files (documents.jsonl, the persona), a name must be text
FOLDER_UNREADABLE = "a folder that could not be read"  # one inside a folder given, which cannot be listed
LINK_OUT = "a link to a file outside the folder"  # not read: a folder's writing is what is in it (/etc/passwd is not)
LINKED_FOLDER = "a link to a folder, not followed"  # as ripgrep and fd leave them: a link can loop, or lead anywhere
KINDS = ((stat.S_ISFIFO, "a named pipe"), (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a device"),
         (stat.S_ISBLK, "a device"))  # fmt: skip
REASONS_ZH = {  # each reason in Chinese, for a Chinese twin's `twin voice learn` and its errors
    NOT_TEXT: "不是 Markdown 或文本",
    BINARY: "二进制文件，不是文本",
    NOT_UTF8: "不是 UTF-8 文本",
    EMPTY: "空文件",
    UNREADABLE: "读不了",
    GONE: "已经不在了",
    NAME_NOT_UTF8: "文件名不是 UTF-8",
    FOLDER_UNREADABLE: "读不了的文件夹",
    LINK_OUT: "指向文件夹外面的文件的链接",
    LINKED_FOLDER: "指向文件夹的链接，没有跟进去",
    "a named pipe": "命名管道",
    "a socket": "套接字",
    "a device": "设备文件",
    "not a regular file": "不是普通文件",
    "a link that leads nowhere": "指向不存在的文件的链接",
}


def not_a_file(path: Path) -> str:
    """What `path` is when it is neither a regular file nor a folder ("a named pipe": reading one waits for a writer,
    for ever), else "" (also when it does not exist: that is said where it is read)."""
    try:
        mode = path.stat().st_mode
    except OSError:
        try:
            return "a link that leads nowhere" if path.is_symlink() else ""
        except OSError:  # inside a folder that may be listed but not entered: read, it says why (UNREADABLE)
            return ""
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return ""
    return next((what for test, what in KINDS if test(mode)), "not a regular file")


def no_file_said(path: Path, other: str) -> tuple[str, str]:
    """That `path` is no file to read, being `other` (what `not_a_file` says of it), in English and in Chinese."""
    if other == "not a regular file":
        return f"{path} is not a regular file.", f"{path} 不是普通文件。"
    return f"{path} is {other}, not a file.", f"{path} 是{REASONS_ZH.get(other, other)}，不是文件。"


def read_writing(paths: list[Path], command: str = "twin ingest") -> tuple[list[Document], list[Skipped]]:
    """The documents of the files named and of the Markdown and text files under the folders named; and the other
    files under those folders, each with why it was skipped.

    A file named outright that cannot be read as writing stops it all (`read_document`'s NotWritingError), since it
    was asked for; one inside a folder is skipped and named (binary, not UTF-8, empty, not readable), and the others
    are read. A folder with nothing that can be read is a UsageError. What is hidden inside a folder (`.git/`,
    `.obsidian/`, `.trash/`, `.DS_Store`) is left out without a word, as ripgrep and fd leave it: a notes vault's
    settings and deleted notes are not its writing."""
    documents: list[Document] = []
    skipped: list[Skipped] = []
    for path in paths:
        if not path.is_dir():
            folder = Path(os.path.abspath(path)).parent.name  # ("journal/.." names journal's parent, as typed)
            documents.append(dataclasses.replace(read_document(path, command), folders=folder))
            continue
        files, left = _folder(path, command)
        read: list[Document] = []
        for file in files:
            try:
                within = PurePath(Path(os.path.abspath(path)).name, file.parent.relative_to(path)).as_posix()
                read.append(dataclasses.replace(read_document(file, command), folders=within))
            except NotWritingError as exc:
                left.append(Skipped(file.absolute(), _inside(file, path), exc.reason, exc.detail))
        if not read:
            raise _nothing_to_read(path, files, left)
        documents += read
        skipped += sorted(left, key=lambda s: s.path)
    once = {document.path: document for document in documents}  # a file named and inside a folder named: read once
    return list(once.values()), skipped


def _folder(folder: Path, command: str) -> tuple[list[Path], list[Skipped]]:
    """The Markdown and text files under `folder`, by their names; and its other files and the folders inside it that
    could not be listed, with why (`os.walk` tells of them; `Path.rglob` would pass over them without a word). What
    is hidden is left out, and never walked into (`read_writing`)."""
    found: list[Path] = []
    skipped: list[Skipped] = []
    closed: list[OSError] = []
    inside = folder.resolve()
    for root, folders, names in os.walk(folder, onerror=closed.append):
        folders[:] = [name for name in folders if not name.startswith(".")]
        for name in folders:
            if Path(root, name).is_symlink():  # os.walk does not go into it: said, not passed over
                skipped.append(Skipped(Path(root, name).absolute(), _inside(Path(root, name), folder), LINKED_FOLDER))
        for name in names:
            file = Path(root, name)
            if name.startswith("."):
                continue
            if file.is_symlink() and file.exists() and not file.resolve().is_relative_to(inside):
                skipped.append(Skipped(file.absolute(), _inside(file, folder), LINK_OUT))
                continue
            other = not_a_file(file)
            if not other and file.suffix.lower() in TEXT_SUFFIXES:
                found.append(file)
            else:
                skipped.append(Skipped(file.absolute(), _inside(file, folder), other or NOT_TEXT))
    for error in closed:
        said = error.strerror or str(error)
        where = Path(error.filename or folder)
        if where == folder:  # the folder named: nothing in it can be read
            raise UsageError(
                f"Could not read the folder {folder}: {said}.",
                f"Give {command} a folder you may read.",
                zh=(f"读不了文件夹 {folder}：{os_reason(error)[1]}。", f"给 {command} 一个你能读的文件夹。"),
            )
        skipped.append(Skipped(where.absolute(), _inside(where, folder), FOLDER_UNREADABLE, said))
    return sorted(found), skipped


def _inside(file: Path, folder: Path) -> str:
    """How a person knows a file of a folder they gave: its path inside it, as text."""
    return name_as_text(str(file.relative_to(folder)))


def _nothing_to_read(folder: Path, files: list[Path], skipped: list[Skipped]) -> UsageError:
    """Why `folder` gives nothing to read: no file named as writing, or none of those could be read."""
    hint = "Give .md or .txt files in UTF-8, or a folder of them."
    hint_zh = "给出 UTF-8 的 .md 或 .txt 文件，或者装着它们的文件夹。"
    if not files:
        others = f" (only {_count(len(skipped), 'other file')})" if skipped else ""
        others_zh = f"（只有 {len(skipped)} 个别的文件）" if skipped else ""
        return UsageError(
            f"{folder} holds no Markdown or text files{others}.",
            hint,
            zh=(f"{folder} 里没有 Markdown 或文本文件{others_zh}。", hint_zh),
        )
    named = {file.absolute() for file in files}
    unread = sorted((s for s in skipped if s.path in named), key=lambda s: s.path)
    said = "; ".join(f"{s.name}: {s.why}" for s in unread[:3]) + ("; …" if len(unread) > 3 else "")
    said_zh = "；".join(f"{s.name}：{s.why_zh}" for s in unread[:3]) + ("；……" if len(unread) > 3 else "")
    return UsageError(
        f"{folder} holds no Markdown or text file that can be read ({said}).",
        hint,
        zh=(f"{folder} 里没有读得了的 Markdown 或文本文件（{said_zh}）。", hint_zh),
    )


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _hint(command: str) -> str:
    return (
        f"Leave it out, or save it as Markdown or plain text in UTF-8: {command} reads only those (in a folder, the "
        "files it cannot read are skipped and named)."
    )


def _hint_zh(command: str) -> str:
    return (
        f"把它去掉，或者存成 UTF-8 的 Markdown 或纯文本：{command} 只读这两种（在文件夹里，读不了的文件会跳过，"
        "并列出来）。"
    )


def read_document(path: Path, command: str = "twin ingest") -> Document:
    """A file as a Document; NotWritingError (a UsageError) when it is missing, not a regular file (a named pipe, a
    device), not readable, empty, binary or not UTF-8, or when its name is not UTF-8 (the hint names `command`)."""
    other = not_a_file(path)
    if other:  # never opened: a named pipe would wait for a writer, a device give bytes for ever
        said, said_zh = no_file_said(path, other)
        raise NotWritingError(
            said,
            f"{command} reads your writing from files of Markdown or plain text.",
            other,
            zh=(said_zh, f"{command} 只从 Markdown 或纯文本文件里读你写的东西。"),
        )
    hint, hint_zh = _hint(command), _hint_zh(command)
    try:
        raw = path.read_bytes()
        modified = to_iso(datetime.fromtimestamp(path.stat().st_mtime).astimezone())
    except FileNotFoundError:
        where = path.absolute()
        raise NotWritingError(
            f"There is no file {path}.",
            f"It was looked for at {where}: check its name and its folder.",
            GONE,
            zh=(f"没有 {path} 这个文件。", f"找的是 {where}：检查文件名和所在的文件夹。"),
        ) from None
    except OSError as exc:
        said = exc.strerror or str(exc)
        raise NotWritingError(
            f"Could not read {path}: {said}.",
            hint,
            UNREADABLE,
            said,
            zh=(f"读不了 {path}：{os_reason(exc)[1]}。", hint_zh),
        ) from None
    if error := foreign_name(path):  # documents.jsonl (UTF-8) keeps its path
        raise NotWritingError(error.message, error.hint, NAME_NOT_UTF8, zh=error.zh)
    encoding = _marked(raw)  # Windows' Notepad saves "Unicode" as UTF-16 with a byte order mark: NULs, yet text
    if encoding is None and b"\0" in raw[:65536]:
        raise NotWritingError(
            f"{path} is a binary file, not text.", hint, BINARY, zh=(f"{path} 是二进制文件，不是文本。", hint_zh)
        )
    try:
        text = raw.decode(encoding or "utf-8-sig").removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    except UnicodeDecodeError as exc:
        said = f"{encoding.upper()} as its byte order mark says" if encoding else "UTF-8 text"
        said_zh = f"不是字节顺序标记所说的 {encoding.upper()}" if encoding else "不是 UTF-8 文本"
        if encoding is None and _chinese_legacy(raw):  # Notepad's "ANSI" on a Chinese Windows: GBK (Big5 in Taiwan)
            to = f"{path.stem}.utf8{path.suffix}"
            hint = (
                f"It reads as GBK (Windows' ANSI in Chinese; Big5 in Taiwan and Hong Kong): convert it first, "
                f"`iconv -f gbk -t utf-8 {path.name} > {to}`."
            )
            hint_zh = (
                f"它像是 GBK 编码（中文 Windows 的 ANSI；台湾、香港多是 Big5）：先转成 UTF-8，"
                f"`iconv -f gbk -t utf-8 {path.name} > {to}`。"
            )
        raise NotWritingError(
            f"{path} is not {said} (byte {exc.start + 1} cannot be read).",
            hint,
            NOT_UTF8,
            zh=(f"{path} {said_zh}（第 {exc.start + 1} 个字节读不了）。", hint_zh),
        ) from None
    if not text.strip():
        raise NotWritingError(
            f"{path} is empty: there is nothing to ingest.", hint, EMPTY, zh=(f"{path} 是空的：没有内容可读。", hint_zh)
        )
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    heading = _HEADING.search(text)
    title = heading.group(1).strip() if heading else path.stem
    return Document(path.resolve(), title, text, digest[:16], digest, modified, chunk_text(text))


def _marked(raw: bytes) -> str | None:
    """The encoding a UTF-16 or UTF-32 byte order mark at the start of `raw` names; None without one."""
    import codecs

    for mark, encoding in ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
                           (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16")):  # fmt: skip
        if raw.startswith(mark):
            return encoding
    return None


def chunk_text(text: str) -> list[str]:
    """Chunks of about MIN_TOKENS to MAX_TOKENS, along paragraphs; a heading starts a new chunk when one is full."""
    pieces: list[str] = []
    for paragraph in (p.strip() for p in _BLANK.split(text)):
        if paragraph:
            pieces += [paragraph] if estimate_tokens(paragraph) <= MAX_TOKENS else _split_long(paragraph)
    chunks: list[list[str]] = [[]]
    used = 0
    for piece in pieces:
        cost = estimate_tokens(piece)
        full = used + cost > MAX_TOKENS or (piece.startswith("#") and used >= MIN_TOKENS)
        if chunks[-1] and full:
            chunks.append([])
            used = 0
        chunks[-1].append(piece)
        used += cost
    joined = ["\n\n".join(c) for c in chunks if c]
    if len(joined) > 1 and estimate_tokens(joined[-1]) < MIN_TOKENS // 3:
        if estimate_tokens(joined[-2]) + estimate_tokens(joined[-1]) <= MAX_TOKENS + MIN_TOKENS // 3:
            joined[-2:] = [joined[-2] + "\n\n" + joined[-1]]
    return joined


def _split_long(paragraph: str) -> list[str]:
    """A paragraph over MAX_TOKENS as pieces under it: between sentences, else between words, else anywhere."""
    out: list[str] = []
    current = ""
    for sentence in (s for s in _SENTENCE.split(paragraph) if s.strip()):
        for part in _hard_split(sentence.strip()):
            joiner = "" if not current or _cjk_end(current) else " "
            if current and estimate_tokens(current + joiner + part) > MAX_TOKENS:
                out.append(current)
                current = part
            else:
                current = current + joiner + part if current else part
    if current:
        out.append(current)
    return out


def _hard_split(sentence: str) -> list[str]:
    if estimate_tokens(sentence) <= MAX_TOKENS:
        return [sentence]
    parts, current = [], ""
    for word in re.findall(r"\S+\s*|\s+", sentence) if " " in sentence else list(sentence):
        if current and estimate_tokens(current + word) > MAX_TOKENS:
            parts.append(current.strip())
            current = ""
        current += word
    return [*parts, current.strip()] if current.strip() else parts


def _cjk_end(text: str) -> bool:
    return bool(text) and "\u2e80" <= text[-1] <= "\u9fff"


def ingest(twin_dir: Path, paths: list[Path]) -> IngestReport:
    """Ingest files (and folders of them) into a twin's documents; nothing is written if a file named cannot be read.
    The report names the files of the folders that were skipped (a folder's file that cannot be read among them), and
    why."""
    documents, skipped = read_writing(paths)
    store = JsonlFile(twin_dir / FILE_NAME, DOCUMENTS)
    with store.locked():
        complete, partial, latest = _known(store)
        records: list[dict[str, Any]] = []
        planned: dict[str, Document] = {}
        for document in documents:
            key = str(document.path)
            if document.doc in complete or document.doc in planned:
                document.status = "unchanged"
                document.same_as = complete.get(document.doc) or str(planned[document.doc].path)
                continue
            previous = latest.get(key)
            if previous and previous[0] != document.doc:
                document.status, document.version, document.replaces = "version", previous[1] + 1, previous[0]
            elif previous:
                document.version = previous[1]
            if document.doc in partial:
                document.status = "resumed"
            planned[document.doc] = document
            latest[key] = (document.doc, document.version)
            records += _records(document, partial.get(document.doc, set()))
        store.append_records(records)
    return IngestReport(documents, skipped)


def _chinese_legacy(raw: bytes) -> bool:
    """Whether bytes that are not UTF-8 read as Chinese text in GBK (GB18030): most of the characters Chinese ones."""
    import codecs

    try:  # (incremental: the first 64 KiB may end inside a character)
        text = codecs.getincrementaldecoder("gb18030")().decode(raw[:65536], final=False)
    except UnicodeDecodeError:
        return False
    letters = [c for c in text if not c.isspace() and not c.isascii()]
    return bool(letters) and sum("\u4e00" <= c <= "\u9fff" for c in letters) >= 0.8 * len(letters)


def _known(store: JsonlFile) -> tuple[dict[str, str], dict[str, set[int]], dict[str, tuple[str, int]]]:
    """(complete docs -> path, partly written docs -> chunk numbers present, path -> (latest doc, version))."""
    present: dict[str, set[int]] = {}
    wanted: dict[str, int] = {}
    paths: dict[str, str] = {}
    latest: dict[str, tuple[str, int]] = {}
    for record in store.records():
        if record.get("kind") != KIND or not isinstance(record.get("doc"), str):
            continue
        doc = record["doc"]
        present.setdefault(doc, set()).add(_number(record.get("index"), 0))
        wanted[doc] = _number(record.get("chunks"), 1)
        paths[doc] = str(record.get("path", ""))
        latest[paths[doc]] = (doc, _number(record.get("version"), 1))
    complete = {d: paths[d] for d, got in present.items() if len(got) >= wanted[d]}
    partial = {d: got for d, got in present.items() if d not in complete}
    return complete, partial, latest


def _number(value: Any, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _records(document: Document, present: set[int]) -> list[dict[str, Any]]:
    total = len(document.chunks)
    out = []
    for index, said in enumerate(document.chunks):
        if index in present:
            continue
        text = credentials.hide(said)[0]  # a password in one's notes is kept as "[secret]" (twin/credentials.py)
        fields: dict[str, Any] = {
            "doc": document.doc,
            "path": str(document.path),
            "title": credentials.hide(document.title)[0],
            "chunk": f"{document.doc}:{index}",
            "index": index,
            "chunks": total,
            "text": text,
            "tokens": estimate_tokens(text),
            "source": SOURCE,
            "sha256": document.sha256,
            "version": document.version,
            "replaces": document.replaces,
            "modified": document.modified,
            "folders": document.folders or None,  # what kind of writing it is may be in them (grounding/writing.py)
        }
        out.append(make_record(KIND, {k: v for k, v in fields.items() if v is not None}))
    return out
