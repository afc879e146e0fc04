"""`twin sessions`: list, search, show and export past sessions."""

# No `from __future__ import annotations` here: typer reads each command's annotations at every start, and
# strings cost it an eval each (~4 ms for this group); names imported only for type checking are quoted.

import json
import os
import re
import sys
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

if TYPE_CHECKING:
    from collections.abc import Callable
    from datetime import datetime

    from twin.home import Home
    from twin.recall.index import SearchIndex
    from twin.sessions.listing import SessionSummary, Speakers

from twin.chat.render import is_terminal
from twin.cli.app import app
from twin.cli.output import JsonOption, count, escape_control, json_text, safe_json_bytes
from twin.cli.workspace import home as resolve_home
from twin.cli.workspace import persona_first, persona_names, speaking_of, typed_path
from twin.errors import UsageError
from twin.textsafe import row_text, safe_text

sessions_app = typer.Typer(
    name="sessions",
    help="Past sessions: list, search, show and export them (replay them with `twin replay ID`).",
    no_args_is_help=True,
    rich_markup_mode=None,
)
app.add_typer(sessions_app, name="sessions")


PersonaOption = Annotated[
    Optional[str],
    typer.Option(
        "--persona", "-p", autocompletion=persona_names, help="Look for the session in this twin only (default: all)."
    ),
]
WORDS, CHAPTER, CONTEXT = 40, 60, 100  # cells of first words, chapter line and neighbouring turns shown in a pipe
LIMIT_MAX = 1_000_000  # a --limit past it overflowed SQLite's integer ("This is a bug in twin")
_UNSAFE_JSON = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def cells_of(ch: str) -> int:
    """The terminal cells a character takes: two for East Asian wide and full-width ones (CJK, most emoji)."""
    return 2 if unicodedata.east_asian_width(ch) in "WF" else 1


def clip(text: str, cells: int) -> str:
    """Text cut to `cells` terminal cells, with … where it was cut."""
    return clipped(text, cells)[0]


def clipped(text: str, cells: int) -> tuple[str, int]:
    """Text cut to `cells` terminal cells (with … where it was cut), and the cells it takes.

    A wide character takes two cells and is never cut in half.
    """
    if text.isascii():
        return (text, len(text)) if len(text) <= cells else (text[: cells - 1] + "…", cells)
    widths = [cells_of(ch) for ch in text[: cells + 1]]
    if len(text) <= cells and sum(widths) <= cells:
        return text, sum(widths)
    used = 0
    for i, width in enumerate(widths):
        if used + width > cells - 1:  # room for the …
            return text[:i] + "…", used + 1
        used += width
    return text + "…", used + 1


def one_line(text: str) -> str:
    """Safe text on one line (newlines and tabs are controls too: text without any is returned as it is)."""
    if not _UNSAFE.search(text):
        return text.strip()
    return " ".join(row_text(text.replace("\r", " ")).split())


def short_ids(ids: list[str]) -> int:
    """How many characters tell these ids apart (at least 10)."""
    for size in range(10, 27):
        if len({i[:size] for i in ids}) == len(ids):
            return size
    return 26


# -- list ---------------------------------------------------------------------------------------


@sessions_app.command("list")
def list_command(
    persona: Annotated[
        Optional[str],
        typer.Argument(
            autocompletion=persona_names, metavar="PERSONA", help="Only this twin's sessions (default: every twin)."
        ),
    ] = None,
    limit: Annotated[
        Optional[int], typer.Option("--limit", "-n", help="Only the N newest.", metavar="N", min=1, max=LIMIT_MAX)
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Sessions, newest first: start, turns, who talked, the first words and the chapter's first line."""
    _list(persona, limit, as_json)


def _list(persona: str | None, limit: int | None, as_json: bool) -> None:
    from twin.recall.index import SearchIndex
    from twin.sessions.listing import list_sessions, twin_names, unreadable_sessions

    home = resolve_home()
    if persona is not None:
        speaking_of(home, persona)
    newest = max(0, limit) if limit is not None else None
    summaries = list_sessions(home, persona, newest=newest)
    unreadable = unreadable_sessions(home, persona)
    if unreadable:  # never silently missing from the list
        shown = ", ".join(f"{name}/sessions/{file} ({why})" for name, file, why in unreadable[:3])
        more = f" and {len(unreadable) - 3} more" if len(unreadable) > 3 else ""
        files = count(len(unreadable), "session file")
        typer.echo(f"Not listed: {files} that cannot be read: {shown}{more}.", err=True)
        typer.echo("`twin doctor --repair` mends them (damaged lines are moved aside, never deleted).", err=True)
    for name in {s.persona for s in summaries}:
        with SearchIndex(home.twin_dir(name)) as index:
            chapters = index.chapter_lines([s.id for s in summaries if s.persona == name], _masking(home, name))
        for s in summaries:
            if s.persona == name:
                s.chapter, s.chapter_flags = chapters.get(s.id, ("", []))
    if as_json:  # one session a line: the fast encoder, and still easy to read
        encode = json.JSONEncoder(ensure_ascii=False).encode
        rows = ",\n  ".join(map(encode, [s.to_dict() for s in summaries]))
        sys.stdout.flush()
        sys.stdout.buffer.write(safe_json_bytes(f"[\n  {rows}\n]\n" if rows else "[]\n"))
        return
    if not summaries:
        from twin.cli.app import error_language

        where = f" of {persona}" if persona else ""
        said = (f"{persona} 还没有会话。" if persona else "还没有会话。") if error_language() == "zh" else ""
        typer.echo(said or f"No sessions{where} yet.", err=True)
        return
    several = len({s.persona for s in summaries}) > 1 or (persona is None and len(twin_names(home, None)) > 1)
    if not is_terminal(sys.stdout):
        sys.stdout.write("".join(text + "\n" for text, _ in _table(summaries, several, None)))
        return
    from rich.console import Console
    from rich.text import Text

    console = Console(highlight=False)
    lines = _table(summaries, several, console.width)
    page = Text()
    for text, style in lines:
        page.append(text + "\n", style=style)
    os.environ.setdefault("LESS", "FRX")  # quit when it fits on one screen, keep colours, leave it on screen
    with console.pager(styles=True):
        console.print(page, end="", soft_wrap=True)


def _masking(home: "Home", name: str) -> "Callable[[str], str]":
    """What a diary's line is shown through: the words the person asked to forget masked, as every context masks
    them (the first words are the raw session's, as `sessions show` shows it)."""
    from twin.facts.masks import placeholder
    from twin.facts.store import FactStore
    from twin.sessions.listing import persona_display

    masks, hidden = FactStore(home.twin_dir(name)).masks(), placeholder(persona_display(home, name)[1])
    return lambda text: masks.chapter(text, hidden)


def _table(summaries: "list[SessionSummary]", several: bool, line: int | None) -> list[tuple[str, str]]:
    """(line, style) of the listing: aligned columns; first words and chapter cut to fit the width, if there is one.

    Written for 10,000 rows, where it is most of the time of listing: one pass per column, each text made safe
    and cut by one call, names (which repeat) cut once each.
    """
    from twin.sessions.session import TOLD_VIA

    size = short_ids([s.id for s in summaries])
    head = ["ID", "START", "TURNS", "WHO", "FIRST WORDS", "CHAPTER"]
    columns: list[list[tuple[str, int]]] = [[(s.id[:size], size) for s in summaries]]
    columns.append([(minute(s.start), 16) for s in summaries])
    counts = [str(s.turns) for s in summaries]
    count_width = max(5, *(len(c) for c in counts))
    columns.append([(" " * (count_width - len(c)) + c, count_width) for c in counts])
    columns.append(_names([f"{s.user} (told)".lstrip() if s.via == TOLD_VIA else s.user for s in summaries]))
    if several:
        head.insert(0, "TWIN")
        columns.insert(0, _names([s.persona for s in summaries], ""))
    widths = [max(len(h), *(used for _, used in column)) for h, column in zip(head, columns, strict=False)]
    words, chapter = WORDS, CHAPTER
    if line:  # the rest of the line, two fifths for the first words
        rest = line - sum(widths) - 2 * (len(widths) + 1) - 1
        words = max(12, min(WORDS, rest * 2 // 5))
        chapter = max(12, rest - words)
    columns.append([cell(s.first_words[: words + 1], words) for s in summaries])
    widths.append(max(len(head[-2]), *(used for _, used in columns[-1])))
    ends = [
        cell(
            ("(flagged) " if s.chapter_flags else "") + s.chapter[: chapter + 1],
            chapter,
            "(imported, no chapter yet)" if s.source else "-",
        )[0]
        for s in summaries
    ]  # a flagged chapter is in no context: marked, as `twin memory eras` says
    out = [("  ".join(h + " " * (w - len(h)) for h, w in zip(head, widths, strict=False)) + "  " + head[-1], "bold")]
    padded = [
        [text + " " * (room - used) for text, used in column] for column, room in zip(columns, widths, strict=True)
    ]
    out += [("  ".join(cells).rstrip(), "") for cells in zip(*padded, ends, strict=True)]
    return out


def cell(text: str, cells: int, empty: str = "-") -> tuple[str, int]:
    """`text` on one line, made safe, cut to `cells` (`empty` when nothing is left): clipped(one_line(text))."""
    if text.isascii() and text.isprintable():  # the common case, without a regex
        text = text.strip()
        if not text:
            return empty, len(empty)
        return (text, len(text)) if len(text) <= cells else (text[: cells - 1] + "…", cells)
    return clipped(one_line(text) or empty, cells)


def _names(names: list[str], empty: str = "-") -> list[tuple[str, int]]:
    """The cells of a column of names (16 at most), each distinct name cut once."""
    seen: dict[str, tuple[str, int]] = {}
    out = []
    for name in names:
        shown = seen.get(name)
        if shown is None:
            shown = seen[name] = cell(name, 16, empty)
        out.append(shown)
    return out


def minute(ts: str) -> str:
    """A start time as local date and minute."""
    from twin.clock import local_minute

    return local_minute(ts)


# -- search -------------------------------------------------------------------------------------


@sessions_app.command("search")
def search_command(
    words: Annotated[
        list[str],
        typer.Argument(
            metavar="[PERSONA] TEXT...", autocompletion=persona_first, help="A twin (optional), then the words."
        ),
    ],
    limit: Annotated[
        int, typer.Option("--limit", "-n", help="At most N hits.", metavar="N", min=1, max=LIMIT_MAX)
    ] = 20,
    as_json: JsonOption = False,
) -> None:
    """Full-text search of every turn (Chinese and English), best first, each hit shown with the turns around it."""
    from twin.sessions.listing import is_twin, twin_names

    home = resolve_home()
    persona = speaking_of(home, words[0]) if len(words) > 1 and is_twin(home, words[0]) else None
    query = " ".join(words[1:] if persona else words).strip()
    if not query:
        raise UsageError(
            "Search for what?",
            "twin sessions search [PERSONA] TEXT",
            zh=("要搜什么？", "在后面写上要搜的词：twin sessions search [PERSONA] TEXT"),
        )
    names = twin_names(home, persona)
    found = search_hits(home, names, query, limit)
    if as_json:
        typer.echo(json_text(found))
        return
    if not found:
        from twin.cli.app import error_language

        zh = error_language() == "zh"
        typer.echo(
            f"没有对得上 {safe_text(query)!r} 的话。" if zh else f"No turn matches {safe_text(query)!r}.", err=True
        )
        return
    _show_hits(found, query, several=len(names) > 1)


def search_hits(
    home: "Home", names: list[str], query: str, limit: int, as_of: "datetime | None" = None
) -> list[dict[str, Any]]:
    """The turns of these twins' sessions that hold the words, best first, `limit` at most, as `--json` prints them
    (and MCP's `search_sessions` gives them); `as_of`: only turns said by then, and the turns around them too."""
    from twin.cli.progress import read_in
    from twin.recall.index import SearchIndex
    from twin.sessions.catalog import told_sessions
    from twin.sessions.listing import speakers_for

    found: list[dict[str, Any]] = []
    for name in names:
        if not (home.twin_dir(name) / "sessions").is_dir():
            continue
        with SearchIndex(home.twin_dir(name)) as index:
            read_in(index, name)
            hits = index.search(query, kinds=("turn",), limit=limit * 3 + 10, as_of=as_of)
            shown = holding(index, hits, query)[:limit]
            links = [(link, 0.0) for h in shown for link in (h.prev, h.next) if link is not None]
            near = {h.rowid: h for h in index.hits(links) if as_of is None or h.time <= as_of}  # in one query
            speakers = speakers_for(home, name, {})
            told = told_sessions(home.twin_dir(name), index.db, {h.session for h in shown})
            found += [_hit(speakers, name, h, near, told) for h in shown]
    found.sort(key=lambda h: -h["score"])
    return found[:limit]


def holding(index: "SearchIndex", hits: list[Any], query: str) -> list[Any]:
    """The hits whose own text holds every word of the query (Chinese: every character pair), else any of them
    (Chinese: any pair; a single character shared, 子 of 饺子 for 量子物理, is no match).

    The index also finds a turn by the words of the turns around it, and a Chinese word by its single characters.
    """
    from twin.recall.segment import terms

    words = set(terms(query))
    strong = {w for w in words if len(w) > 1} or words
    texts = [set(terms(h.text)) for h in hits]
    every = [h for h, t in zip(hits, texts, strict=True) if strong <= t]
    return every or [h for h, t in zip(hits, texts, strict=True) if strong & t]


def _hit(speakers: "Speakers", persona: str, hit: Any, near: dict[int, Any], told: set[str]) -> dict[str, Any]:
    """A hit as `--json` prints it, with the turns just before and after it in its session (from `near`); a turn
    another program told (`told`: `twin mcp`'s tell) as its words of them, `told` true."""
    from twin.sessions.session import teller

    def turn(h: Any) -> dict[str, Any] | None:
        if h is None:
            return None
        speaker = speakers.twin if h.role == "assistant" else (h.data.get("speaker") or speakers.user)
        if h.role == "user" and h.session in told:  # another program's words of them (`twin mcp`'s tell)
            return {"turn": h.id, "time": h.ts, "role": h.role, "speaker": teller(speakers.language, speaker),
                    "text": h.text, "told": True}  # fmt: skip
        return {"turn": h.id, "time": h.ts, "role": h.role, "speaker": speaker, "text": h.text}

    shown = turn(hit) or {}
    return {
        "persona": persona,
        "session": hit.session,
        **shown,
        "score": float(f"{hit.score:.4g}"),
        "before": turn(near.get(hit.prev)),
        "after": turn(near.get(hit.next)),
    }


def _pattern(query: str) -> re.Pattern[str] | None:
    """What to highlight: the query's words, their stems, and its Chinese runs and character pairs."""
    from twin.recall.segment import terms

    parts = set(re.findall(r"\w+", query)) | {t for t in terms(query) if len(t) > 1 or not t.isascii()}
    parts = {p for p in parts if p.strip()}
    if not parts:
        return None
    return re.compile("|".join(re.escape(p) for p in sorted(parts, key=len, reverse=True)), re.IGNORECASE)


def snippet(text: str, pattern: re.Pattern[str] | None, cells: int = 300) -> str:
    """The part of a long turn around its first match, on one line."""
    flat = one_line(text)
    if len(flat) <= cells:
        return flat
    match = pattern.search(flat) if pattern else None
    start = max(0, (match.start() if match else 0) - cells // 3)
    piece = flat[start : start + cells]
    return ("…" if start else "") + piece + ("…" if start + cells < len(flat) else "")


def _blocks(found: list[dict[str, Any]]) -> list[tuple[dict[str, Any], list[dict[str, Any]], set[str]]]:
    """The hits as blocks to show, best first: hits next to each other in a session share one block, each turn in it
    once, in the order said ((the block's best hit, its turns, the ids of the hits among them)). A hit that touches
    two blocks joins them, whatever order the hits were ranked in."""
    blocks: list[tuple[dict[str, Any], dict[str, dict[str, Any]], set[str]]] = []  # best hit, turns by id, hits
    for hit in found:
        near = [t for t in (hit["before"], hit, hit["after"]) if t]
        where = (hit["persona"], hit["session"])
        touched = [
            b for b in blocks if (b[0]["persona"], b[0]["session"]) == where and b[1].keys() & {t["turn"] for t in near}
        ]
        best, turns, hits = touched[0] if touched else (hit, {}, set())
        for other in touched[1:]:  # joined by this hit: the later block goes into the first (the better one)
            turns.update(other[1])
            hits |= other[2]
            blocks.remove(other)
        if not touched:
            blocks.append((best, turns, hits))
        turns.update({t["turn"]: t for t in near})
        hits.add(hit["turn"])
    return [
        (best, sorted(turns.values(), key=lambda t: (t["time"] or "", t["turn"])), hits) for best, turns, hits in blocks
    ]


def _show_hits(found: list[dict[str, Any]], query: str, *, several: bool) -> None:
    from twin.clock import clock_time

    console = None
    if is_terminal(sys.stdout):
        from rich.console import Console

        console = Console(highlight=False)
    pattern = _pattern(query)
    for hit, turns, hits in _blocks(found):
        where = f"  {hit['persona']}" if several else ""
        title = f"{clock_time(hit['time'])}{where}  session {hit['session']}"
        lines: list[tuple[str, str, bool]] = []
        for near in turns:
            main = near["turn"] in hits
            text = snippet(near["text"], pattern) if main else clip(one_line(near["text"]), CONTEXT)
            lines.append(("> " if main else "  ", f"{near['speaker']}: {text}", main))
        if console is None:
            sys.stdout.write(title + "\n" + "".join(f"{mark}{safe_text(text)}\n" for mark, text, _ in lines) + "\n")
            continue
        from rich.text import Text

        console.print(Text(title, style="cyan"), soft_wrap=True)
        for mark, text, main in lines:
            line = Text(mark + safe_text(text), style="" if main else "dim")
            if main and pattern:
                line.highlight_regex(pattern, style="bold reverse")
            console.print(line)
        console.print()


# -- show and export ----------------------------------------------------------------------------


@sessions_app.command("show")
def show_command(
    session_id: Annotated[str, typer.Argument(metavar="ID", help="The session id, or enough of it to be unique.")],
    persona: PersonaOption = None,
    as_json: JsonOption = False,
) -> None:
    """A whole session at once, as `twin replay` shows it."""
    from twin.cli.replay import Player, open_session
    from twin.sessions.export import to_document

    opened = open_session(session_id, persona)
    if as_json:
        typer.echo(json_text(to_document(opened.session, opened.persona)))
        return
    Player(opened).play(None)


@sessions_app.command("export")
def export_command(
    session_id: Annotated[str, typer.Argument(metavar="ID", help="The session id, or enough of it to be unique.")],
    form: Annotated[
        Optional[str],
        typer.Option(
            "--format",
            "-f",
            help="md (to read or share), json, or jsonl (raw); default md, or what the --output file's extension "
            "(.md, .json, .jsonl) names.",
        ),
    ] = None,
    given: Annotated[
        Optional[str],
        typer.Option(
            "--output", "-o", metavar="FILE", help="Write to FILE (in a folder that exists) instead of stdout."
        ),
    ] = None,
    persona: PersonaOption = None,
) -> None:
    """A session as Markdown, one JSON document, or its raw JSONL lines."""
    from twin.cli.replay import open_session
    from twin.files import read_regular
    from twin.sessions.export import FORMATS, to_document, to_markdown

    opened = open_session(session_id, persona)  # first: what was asked wrongly is said in its twin's language
    if form is not None and form not in FORMATS:
        raise UsageError(
            f"--format must be one of {', '.join(FORMATS)}, not {form!r}.",
            zh=(f"--format 只能是 {'、'.join(FORMATS)} 之一，不能是 {form!r}。", ""),
        )
    output = typed_path(given, "--output") if given is not None else None
    if output is not None:
        form = _output_format(output, form)
    form = form or "md"
    if form == "md":
        data = to_markdown(opened.session, opened.speakers).encode("utf-8")
    elif form == "json":
        data = (json_text(to_document(opened.session, opened.persona)) + "\n").encode("utf-8")
    else:
        data = read_regular(opened.session.path)
        if output is None and sys.stdout.isatty():  # still valid JSON, but nothing a terminal would obey
            text = data.decode("utf-8", "replace")
            data = _UNSAFE_JSON.sub(escape_control, text).encode("utf-8")
    if output is None:
        sys.stdout.flush()
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return
    replaced = output.exists()  # (as `> FILE` would, and said, since the file's words are gone)
    _write(output, data)
    said = f"Wrote {output} ({form}, {count(len(opened.session.turns), 'turn')})"
    typer.echo(f"{said}, in place of the file that was there." if replaced else f"{said}.", err=True)


EXTENSIONS = {".md": "md", ".markdown": "md", ".json": "json", ".jsonl": "jsonl"}  # what an --output file names


def _output_format(output: Path, form: str | None) -> str:
    """The format an export to `output` is written in: --format, else what the file's extension names (md for any
    other). A UsageError for a folder that does not exist (as cp says, where writing made it silently), for a file
    that is a folder, and for a --format the extension contradicts (x.json holding Markdown); checked once the
    session, and so its twin, is known."""
    implied = EXTENSIONS.get(output.suffix.lower())
    if form is not None and implied is not None and implied != form:
        raise UsageError(
            f"--format {form} does not fit {output.name}, whose extension names {implied}.",
            f"Leave out --format to write {implied}, or name the file for {form} (.{form}).",
            zh=(
                f"--format {form} 和 {output.name} 对不上：它的扩展名说的是 {implied}。",
                f"去掉 --format 就写成 {implied}；或者给文件起一个 {form} 的名字（.{form}）。",
            ),
        )
    if output.is_dir():
        named = f"--output {output / 'session'}.{form or implied or 'md'}"
        raise UsageError(
            f"{output} is a folder.", f"Name the file: {named}", zh=(f"{output} 是文件夹。", f"写上文件名：{named}")
        )
    if output.is_symlink() or (output.exists() and not output.is_file()):
        raise UsageError(
            f"{output} is not a plain file (a link, a device or a pipe): nothing was written.",
            f"Print to stdout and redirect it: twin sessions export ID > {output}",
            zh=(
                f"{output} 不是普通文件（是链接、设备或管道）：什么也没写。",
                f"输出到标准输出，再重定向过去：twin sessions export ID > {output}",
            ),
        )  # the file is replaced whole (a new file renamed over it), which would turn /dev/null into a file
    if not output.parent.is_dir():
        raise UsageError(
            f"The folder {output.parent} does not exist: nothing was written.",
            "Make it first, or write elsewhere.",
            zh=(f"文件夹 {output.parent} 不存在：什么也没写。", "先建好它，或者写到别处。"),
        )
    return form or implied or "md"


def _write(path: Path, data: bytes) -> None:
    from twin.store.replace import replace_file

    replace_file(path, data)
