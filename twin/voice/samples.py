"""The owner's writing a voice is learned from: Markdown and text files, chat exports twin imports, past sessions.

Only the person's own words count: in a chat export the messages of the user (never the assistant's or the
character's), in the twin's sessions the turns whose role is `user` (never the twin's replies, which are the
model's voice, and would teach the twin to sound like itself). Markdown is read as prose: code blocks, headings,
tables and list or quote markers are left out, since they are formatting, not voice.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from twin.credentials import PLACEHOLDER, hide
from twin.errors import UsageError
from twin.facts.masks import placeholder
from twin.facts.purge import REMOVED
from twin.facts.store import FactStore
from twin.imports.writing import Skipped, read_writing
from twin.sessions import offrecord
from twin.sessions.session import SessionStore, told_in
from twin.voice.features import Sample, paragraphs, sentences
from twin.voice.wording import shown

CHAT_SUFFIXES = (".json", ".jsonl", ".zip")
_FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.MULTILINE | re.DOTALL)
_MARKER = re.compile(r"^\s{0,3}(?:[-*+]\s+|\d+[.)]\s+|>\s?)+")
_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_EMPHASIS = re.compile(r"(\*\*|__|`)")


def prose(text: str) -> list[str]:
    """A Markdown or text file's prose, as its paragraphs (list items and quoted lines each their own)."""
    text = _FENCE.sub("\n", text.replace("\r\n", "\n"))
    out: list[str] = []
    current: list[str] = []
    for line in text.split("\n"):
        stripped = line.strip()
        heading = stripped.startswith("#") or stripped.startswith("|") or re.fullmatch(r"[-=*_ ]{3,}", stripped)
        item = bool(_MARKER.match(line))
        if not stripped or heading or item:
            if current:
                out.append(" ".join(current))
                current = []
            if item:
                current = [_MARKER.sub("", line).strip()]
            continue
        current.append(stripped)
    if current:
        out.append(" ".join(current))
    cleaned = [_EMPHASIS.sub("", _LINK.sub(r"\1", p)).strip() for p in out]
    return [p for p in cleaned if p]


def file_samples(paths: list[Path]) -> tuple[list[Sample], list[Skipped]]:
    """Samples from files and folders: chat exports (.json, .jsonl, .zip) by their user turns, the rest as prose; and
    the files of the folders that were skipped, with why (read as `twin ingest` reads them: twin/imports/writing.py)."""
    samples: list[Sample] = []
    skipped: list[Skipped] = []
    for path in paths:
        if not path.exists():
            where = path.absolute()
            raise UsageError(
                f"There is no file or folder {path}.",
                f"It was looked for at {where}: check its name and its folder.",
                zh=(f"没有 {path} 这个文件或文件夹。", f"找的是 {where}：检查名字和所在的文件夹。"),
            )
        if path.is_file() and path.suffix.lower() in CHAT_SUFFIXES:
            samples.append(export_sample(path))
            continue
        documents, left = read_writing([path], "twin voice learn")
        samples += [Sample(_unsecret(prose(document.text)), document.path.name) for document in documents]
        skipped += left
    return samples, skipped


def export_sample(path: Path) -> Sample:
    """The person's own messages in a ChatGPT export (.json or .zip) or a SillyTavern chat (.jsonl)."""
    if path.suffix.lower() == ".jsonl":
        from twin.imports.sillytavern import users_messages

        said = users_messages(path)
    else:
        from twin.imports.chatgpt import conversation_session, read_export

        said = []
        for conversation in read_export(path):
            try:
                session = conversation_session(conversation, Counter())
            except ValueError:
                continue  # a conversation the export damaged: the others still count
            said += [t.text for t in session.turns if t.role == "user"]
    messages = [m for m in _unsecret(said) if m]
    if not messages:
        raise UsageError(
            f"{path.name} holds no messages of yours.",
            "A chat export needs turns you wrote.",
            zh=(f"{path.name} 里没有你发的消息。", "聊天导出里要有你自己写的话。"),
        )
    return Sample(messages, path.name)


def _unsecret(texts: list[str]) -> list[str]:
    """These texts, less the sentences that hold a secret (twin/credentials.py): a password is no word of a voice,
    and a voiceprint's exemplar lines are kept in the persona file."""
    out = []
    for text in texts:
        hidden, secrets = hide(text)
        language = "zh" if PLACEHOLDER["zh"] in hidden else "en"
        out.append(_unmarked(hidden, tuple(PLACEHOLDER.values()), language) if secrets else text.strip())
    return out


def _unmarked(text: str, marks: tuple[str, ...], language: str) -> str:
    """`text` less the sentences that hold one of `marks` (what stands where forgotten or purged words were), its
    paragraphs kept."""
    if not any(mark in text for mark in marks):
        return text.strip()
    joint = "" if language == "zh" else " "
    kept = [joint.join(s for s in sentences(p) if not any(m in s for m in marks)) for p in paragraphs(text)]
    return "\n\n".join(p for p in kept if p)


def session_sample(twin_dir: Path, language: str = "en") -> Sample:
    """The person's own turns in every past session of a twin (never the twin's replies), less the sentences that hold
    what the person asked to forget (twin/facts/masks.py): masked, their "[forgotten]" was counted as the person's
    word (their signature word, in their trigrams), and with only the words cut out they would be sentences the
    person never wrote. Not a session another program told (`twin mcp`'s `tell`, `via: mcp`): its turns are an
    agent's writing ("The user lives in Lyon"), not theirs. So too the sentences a purge cut words out of: it wrote
    "[removed]" in the session file itself, and that was learned as theirs."""
    masks, hidden = FactStore(twin_dir).masks(), placeholder(language)
    marks = (hidden, REMOVED, *PLACEHOLDER.values())  # a secret's place too: "[secret]" is no word of theirs
    store = SessionStore(twin_dir)
    said: list[str] = []
    count = 0
    for session in store.sessions():
        if told_in(session.header):
            continue
        count += 1
        said_then = session.conversation()
        unkept = offrecord.off_record(said_then)  # what the person asked not to keep is not learned from
        turns = [t for t in said_then if t.role == "user" and t.text.strip() and t.id not in unkept]
        said += [_unmarked(masks.turn(t.text, hidden, t.ts, t.role), marks, language) for t in turns]
    said = [text for text in said if text]
    if not said:
        raise UsageError(
            "There are no turns of yours in this twin's sessions yet.",
            "Chat first, or learn from files of your own writing.",
            zh=("这个分身的会话里还没有你说的话。", "先聊一聊，或者从你自己写的文件里学。"),
        )
    return Sample(said, shown("sessions", language, count=count, sessions="session" if count == 1 else "sessions"))
