"""A session as a document: Markdown to read or share, or one JSON document."""

from __future__ import annotations

from typing import Any

from twin.clock import clock_time, local_minute
from twin.sessions.listing import Speakers
from twin.sessions.session import Session, Turn
from twin.textsafe import safe_text

FORMATS = ("md", "json", "jsonl")


def retried(session: Session) -> set[str]:
    """Ids of replies that a later retry replaced."""
    return {str(t.record["retry_of"]) for t in session.turns if t.record.get("retry_of")}


NOTES = {  # how a turn went, as a replay and an export say it: (English, Chinese)
    "off-ahead": ("off the record, as asked, and so is the next message", "按要求不记，下一条也不记"),
    "off": ("off the record: kept out of memory, as asked", "按要求不记：没有进记忆"),
    "echoes": (
        "off the record: it tells again what you asked not to keep, so it is kept out of memory too",
        "不记：它又说到了你要求不记的内容，所以也没有进记忆",
    ),
    "takes-back": ("takes back the message before it", "收回了上一条"),
    "joke": (" (a joke, it says)", "（说是开玩笑的）"),
    "takes-back-part": ("takes back what the message before said of {about}", "收回了上一条里说的{about}"),
    "interrupted": ("interrupted: stopped before it was finished", "中断了：没说完就停下了"),
    "failed-with": ("failed: {error}", "失败：{error}"),
    "failed": ("failed", "失败"),
    "empty": ("empty: the model answered with nothing", "空的：模型什么也没回答"),
    "replaced": ("replaced by a retry", "被重试取代了"),
}


def turn_note(turn: Turn, replaced: set[str], language: str = "en") -> str:
    """What a person should know about how a turn went, in `language`: "" for a plain turn. A failure's error is
    said as it was recorded (in English: files keep English)."""
    from twin.sessions.offrecord import kind_name

    zh = language == "zh"

    def said(key: str, **fields: str) -> str:
        return NOTES[key][zh].format(**fields)

    notes = []
    record = turn.record
    if record.get("off_record") and record.get("ahead"):
        notes.append(said("off-ahead"))
    elif record.get("off_record"):
        notes.append(said("echoes" if record.get("echoes") else "off"))
    if record.get("takes_back"):
        notes.append(said("takes-back") + (said("joke") if record.get("joke") else ""))
    part = record.get("takes_back_part")
    if isinstance(part, dict) and isinstance(part.get("about"), list):
        about = [kind_name(str(a), "zh") if zh else str(a) for a in part["about"]]
        notes.append(said("takes-back-part", about=("、" if zh else ", ").join(about)))
    if turn.role != "assistant":
        return ("；" if zh else "; ").join(notes)
    if turn.status == "interrupted":
        notes.append(said("interrupted"))
    elif turn.status == "error":
        error = " ".join(str(turn.record.get("error") or "").split())
        notes.append(said("failed-with", error=error) if error else said("failed"))
    elif turn.status == "empty":
        notes.append(said("empty"))
    if turn.id in replaced:
        notes.append(said("replaced"))
    return ("；" if zh else "; ").join(notes)


def exchanges(session: Session) -> list[tuple[Turn, list[Turn]]]:
    """Each user turn with the replies it got (a retried reply left out, a failed one kept), in order."""
    replaced = retried(session)
    pairs: list[tuple[Turn, list[Turn]]] = []
    by_id: dict[str, list[Turn]] = {}
    for turn in session.turns:
        if turn.role == "user":
            pairs.append((turn, []))
            by_id[turn.id] = pairs[-1][1]
        elif turn.id not in replaced:
            target = turn.record.get("reply_to")
            replies = by_id.get(target) if isinstance(target, str) else None
            if replies is None and pairs:
                replies = pairs[-1][1]
            if replies is not None:
                replies.append(turn)
    return pairs


# the words of an export's header and ending, in the persona's language (the turns' own notes are the CLI's, English)
# (and of `twin sessions show` and `twin replay`: "with", "id", "still-open" and "silent")
WORDS = {
    "en": {"turns": "{n} turns", "span": "{first} to {last}", "imported": "imported ({source})",
           "model": "model {model}", "line": "*{user} and {twin}: {facts}.*", "sep": ", ", "session": "Session `{id}`",
           "open": "*(the session has no end mark: it is still going on, or it was cut off)*",
           "with": "with {user}", "id": "session {id}",
           "still-open": "(no end mark: the session is still going on, or it was cut off)",
           "silent": "(nothing was said in this session)"},
    "zh": {"turns": "共 {n} 轮", "span": "{first} 至 {last}", "imported": "导入自 {source}", "model": "模型 {model}",
           "line": "*{user}和{twin}：{facts}。*", "sep": "，", "session": "会话 `{id}`",
           "open": "*（这次会话没有结束标记：还在进行，或者中途断了）*",
           "with": "和{user}", "id": "会话 {id}", "still-open": "（这次会话没有结束标记：还在进行，或者中途断了）",
           "silent": "（这次会话里谁也没说话）"},
}  # fmt: skip


def to_markdown(session: Session, speakers: Speakers) -> str:
    """The session as Markdown: a title with the twin and the date, then each turn with its time and speaker."""
    words = WORDS.get(speakers.language, WORDS["en"])
    header = session.header
    title = safe_text(" ".join(str(header.get("title") or "").split()))
    heading = f"# {safe_text(speakers.twin)} · {local_minute(session.start)}" + (f" · {title}" if title else "")
    lines = [heading, ""]
    turns = session.turns
    facts = [words["turns"].format(n=len(turns))]
    if turns:
        first, last = local_minute(turns[0].ts), local_minute(turns[-1].ts)
        facts.insert(0, words["span"].format(first=first, last=last[11:] if last[:10] == first[:10] else last))
    if header.get("source"):
        facts.append(words["imported"].format(source=safe_text(str(header["source"]).removeprefix("import:"))))
    if header.get("model"):
        facts.append(words["model"].format(model=safe_text(str(header["model"]))))
    user, twin = safe_text(speakers.user), safe_text(speakers.twin)
    lines += [words["line"].format(user=user, twin=twin, facts=words["sep"].join(facts)), ""]
    lines += [words["session"].format(id=session.id), "", "---", ""]
    replaced = retried(session)
    previous: str | None = None
    for turn in session.turns:
        lines.append(f"**{safe_text(speakers.of(turn))}** · {clock_time(turn.ts, previous)}")
        lines.append("")
        previous = turn.ts
        text = safe_text(turn.text).strip()
        if text:
            lines += [text, ""]
        note = turn_note(turn, replaced, speakers.language)
        if note:
            lines += [f"*（{safe_text(note)}）*" if speakers.language == "zh" else f"*({safe_text(note)})*", ""]
    if session.ended is None:
        lines += [words["open"], ""]
    return "\n".join(lines).rstrip("\n") + "\n"


def to_document(session: Session, persona: str) -> dict[str, Any]:
    """The session as one JSON document: the header, every turn record, the end record, any damaged lines."""
    return {
        "persona": persona,
        "id": session.id,
        "session": session.header,
        "turns": [t.record for t in session.turns],
        "end": session.ended,
        "problems": [p.describe() for p in session.problems],
    }
