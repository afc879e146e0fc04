"""`twin memory search PERSONA QUERY`: what the twin would recall for a message, ranked, with dates and scores.

The memory command group lives in twin/cli/memory.py; it calls `register(memory_app)` to add this command.
"""

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

from twin.cli.output import json_text, when
from twin.cli.workspace import persona_names

if TYPE_CHECKING:
    from collections.abc import Callable

    from twin.home import Home
    from twin.persona.model import Persona
    from twin.recall.index import Hit
    from twin.recall.retrieval import Recall, RecalledTurn
    from twin.settings import Settings

TURN_BUDGET, FACT_BUDGET, CHAPTER_BUDGET, DOCUMENT_BUDGET = 4000, 2000, 3000, 3000  # generous: a search, not a context
TEXT_CELLS = 160  # a chapter or a long turn is cut to this many terminal cells on its line


def register(memory_app: typer.Typer) -> None:
    """Add the `search` command to the `twin memory` group."""
    memory_app.command("search")(search_command)


def search_command(
    persona: Annotated[
        str, typer.Argument(autocompletion=persona_names, metavar="PERSONA", help="The persona whose memory to search.")
    ],
    query: Annotated[
        list[str], typer.Argument(metavar="QUERY...", help="The words to look for, as you would say them to the twin.")
    ],
    as_of: Annotated[Optional[str], typer.Option("--as-of", help="Memory as it stood then (DATE).")] = None,
    limit: Annotated[
        int, typer.Option("--limit", "-n", help="At most N of each kind of item.", metavar="N", min=1)
    ] = 10,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of lines.")] = False,
) -> None:
    """Ranked turns, facts, chapters and your ingested writing that matter to QUERY (by relevance, recency and
    confidence), with dates; what you asked to forget and the chapters flagged as wrong are left out, as the twin's
    context leaves them out."""
    from twin.cli.workspace import choose_persona, open_settings
    from twin.clock import parse_date
    from twin.errors import UsageError

    home, settings = open_settings()
    chosen = choose_persona(home, settings, persona)
    if limit < 1:  # (click refuses it first, by the option's range)
        raise UsageError(
            "--limit must be 1 or more.",
            "twin memory search PERSONA QUERY --limit 5",
            zh=("--limit 至少要是 1。", "twin memory search PERSONA QUERY --limit 5"),
        )
    at = parse_date(as_of) if as_of is not None else None  # "" is refused as an empty date, not taken for now
    payload = search_data(home, settings, chosen, " ".join(query), at, limit)
    if as_json:
        typer.echo(json_text(payload))
        return
    result, text = payload, payload["query"]
    from twin.clock import local_minute

    then = local_minute(at) if at is not None else ""  # a read of a past time says which
    if not any(result[k] for k in ("facts", "chapters", "turns", "documents")):
        forgot = text != " ".join(query).strip()  # a forgotten word was taken out of the search
        listed = f"`twin memory facts {chosen.key} --all`"
        if chosen.language == "zh":
            why = f"（你要求忘掉的词只搜得到你后来又说过的地方；{listed} 会列出它）" if forgot else ""
            when_zh = f"截至 {then}，" if then else ""
            typer.echo(f"{when_zh}{chosen.key} 的记忆里没有和 {text!r} 对得上的东西{why}。", err=True)
        else:
            why = f" (what you asked to forget finds only where you said it again: {listed} shows it)" if forgot else ""
            typer.echo(f"Nothing in {chosen.key}'s memory matches {text!r}{' as of ' + then if then else ''}{why}.",
                       err=True)  # fmt: skip
        return
    if then:
        typer.echo(f"截至 {then}：" if chosen.language == "zh" else f"As of {then}:")
    typer.echo("\n".join(lines(result, chosen.language)))


def search_data(
    home: "Home", settings: "Settings", persona: "Persona", query: str, at: "datetime | None", limit: int
) -> dict[str, Any]:
    """What the twin would recall for `query` as of `at` (default now), as `--json` prints it (and MCP's `recall`
    returns it): the persona, the query, the time, then facts, chapters and turn passages, `limit` of each."""
    from twin.clock import now, to_iso
    from twin.context.prompt import labels
    from twin.errors import UsageError
    from twin.facts.store import FactStore
    from twin.recall.index import SearchIndex
    from twin.recall.retrieval import recall
    from twin.sessions.catalog import told_sessions

    text = query.strip()
    if not text:
        raise UsageError(
            "Search for what?",
            "twin memory search PERSONA QUERY",
            zh=("要搜什么？", "在后面写上要搜的词：twin memory search PERSONA QUERY"),
        )
    moment = at or now()
    twin_dir = home.twin_dir(persona.key)
    store = FactStore(twin_dir)
    try:  # recall leaves out the facts the person asked to forget; their words are masked wherever else they are
        masks = store.masks(at)
    finally:
        store.close()
    with SearchIndex(twin_dir) as index:
        index.sync()
        found = recall(
            index, text, now=moment, turn_budget=TURN_BUDGET, fact_budget=FACT_BUDGET,
            chapter_budget=CHAPTER_BUDGET, document_budget=DOCUMENT_BUDGET, masks=masks,
        )  # fmt: skip  # a forgotten word finds only the turns the person said it again in since
        told = told_sessions(twin_dir, index.db, {p.session for p in found.turns})
    you = settings.user or ("你" if persona.language == "zh" else "You")  # as `twin sessions search` names them
    names = {"user": you, "assistant": persona.name}
    hidden = labels(persona.language)["forgotten"]
    shown = as_data(found, limit, names, text, told, persona.language,
                    masked=lambda hit: masks.turn(hit.text, hidden, hit.ts, hit.role))  # fmt: skip
    data = {"persona": persona.key, "query": text, "as_of": to_iso(moment), **shown}
    return dict(masks.data(data, hidden))  # the query too: an agent's may say it


def as_data(
    found: "Recall",
    limit: int,
    names: dict[str, str],
    query: str,
    told: set[str] | None = None,
    language: str = "en",
    masked: "Callable[[Hit], str] | None" = None,
) -> dict[str, Any]:
    """The recall as plain data: facts, chapters (those the checks flagged left out, as every context leaves them
    out) and turn passages, best first, `limit` of each; in a passage, the
    turns that hold the words of `query` are its hits (`hits`), and the person's turns are named by who talked in
    their session, else by `names["user"]`; in a session another program told (`told`), as its words of them
    ("a program, of Sam": `twin.sessions.session.teller`), `told` true. A turn too long for the budget is its
    excerpt, `excerpt` true and `chars` the length of its words, cut from them as `masked` gives them (forgotten
    words masked: a cut never shows part of one)."""
    from twin.clock import to_iso
    from twin.sessions.session import teller

    facts = [
        {
            "id": f.id,
            "score": round(f.score, 3),
            "said_at": f.hit.ts,
            "text": f.hit.text,
            "source": f.record.get("source"),
            "confidence": f.hit.weight,
            "until": to_iso(datetime.fromtimestamp(f.hit.until).astimezone()) if f.hit.until else None,
            "evidence_turn": f.evidence.id if f.evidence else None,
        }
        for f in found.facts[:limit]
    ]
    shown = [c for c in found.chapters if not c.hit.data.get("flags")]  # a flagged chapter is in no context
    chapters = [
        {"id": c.id, "score": round(c.score, 3), "session": c.hit.session, "end": c.hit.ts, "text": c.hit.text}
        for c in shown[:limit]
    ]
    told_of = told or set()
    turns = [
        {
            "session": p.session,
            "score": round(p.score, 3),
            "reason": p.reason,
            "turns": [
                {
                    "id": t.id,
                    "time": t.ts,
                    "role": t.role,
                    "speaker": teller(language, str(speaker)) if t.role == "user" and p.session in told_of else speaker,
                    "text": p.words(t, masked(t) if masked else None),
                    # the length of the words as masked: a forgotten word's own length is not told either
                    **({"excerpt": True, "chars": len(masked(t) if masked else t.text)} if t.id in p.cut else {}),
                    "hit": t.id in matched,
                    **({"told": True} if t.role == "user" and p.session in told_of else {}),
                }  # fmt: skip
                for t in p.turns
                for speaker in [(t.role == "user" and t.data.get("speaker")) or names.get(t.role or "", t.role)]
            ],
        }
        for p in found.turns[:limit]
        for matched in [hits(p, query)]
    ]
    documents = [
        {
            "id": d.id,
            "score": round(d.score, 3),
            "path": d.hit.data.get("path"),
            "title": d.hit.data.get("title"),
            "text": d.hit.text,
        }
        for d in found.documents[:limit]
    ]
    hint = found.hint.label if found.hint else None
    return {"time_words": hint, "facts": facts, "chapters": chapters, "turns": turns, "documents": documents}


def hits(passage: "RecalledTurn", query: str) -> set[str]:
    """The ids of the turns of `passage` that matched `query` by their own words (as `twin sessions search` marks
    them); recall's own matches when none holds a word of it (found by a time it names, by meaning, or as a
    fact's evidence).

    Recall also finds a turn by the words of the turns around it, and brings the other half of an exchange: those
    came along with a hit, and are no hit themselves. Of a long turn, the words of its excerpt count.
    """
    from twin.recall.segment import terms

    words = set(terms(query))
    strong = {w for w in words if len(w) > 1} or words
    own = {t.id for t in passage.turns if t.id in passage.hits and strong & set(terms(passage.words(t)))}
    return own or set(passage.hits)


# the heads of `twin memory search`'s sections, in the twin's language: (English, Chinese)
HEADS = {
    "time-words": ("Time words: {words!r} (items from then count more)", "时间词：{words!r}（那时的内容更重要）"),
    "facts": ("Facts ({n})", "事实（{n}）"),
    "until": ("  (until {day})", "（到 {day} 为止）"),
    "chapters": ("Chapters ({n})", "日记（{n}）"),
    "documents": ("Your writing ({n})", "你写的（{n}）"),
    "turns": ("Turns ({n} passage{s})", "对话（{n} 段）"),
}


def lines(result: dict[str, Any], language: str = "en") -> list[str]:
    """The recall as lines for a person: each section with its count, each item with its date and score; the heads
    in `language`."""
    from twin.cli.sessions import clip as clip_cells
    from twin.cli.sessions import clipped
    from twin.textsafe import row_text

    def clip(text: str) -> str:  # a row: a bidi override in it is shown by its code, not obeyed; CJK is two cells
        return clip_cells(" ".join(row_text(text).split()), TEXT_CELLS)

    def head(what: str, **fields: Any) -> str:
        return HEADS[what][language == "zh"].format(**fields)

    out: list[str] = []
    if result["time_words"]:
        out.append(head("time-words", words=result["time_words"]))
    if result["facts"]:
        out.append(head("facts", n=len(result["facts"])))
        for f in result["facts"]:
            until = head("until", day=when(f["until"])[:10]) if f["until"] else ""
            out.append(f"  {when(f['said_at'])}  {f['score']:5.2f}  {clip(f['text'])}{until}")
    if result["chapters"]:
        out.append(head("chapters", n=len(result["chapters"])))
        for c in result["chapters"]:
            out.append(f"  {when(c['end'])}  {c['score']:5.2f}  {clip(c['text'])}")
    if result.get("documents"):
        out.append(head("documents", n=len(result["documents"])))
        names = [clipped(row_text(Path(d["path"]).name) if d["path"] else "-", 40) for d in result["documents"]]
        width = max(cells for _, cells in names)  # the files' names in one column, as wide as the widest
        for d, (where, cells) in zip(result["documents"], names, strict=True):
            out.append(f"  {where}{' ' * (width - cells)}  {d['score']:5.2f}  {clip(d['text'])}")
    if result["turns"]:
        count = len(result["turns"])
        out.append(head("turns", n=count, s="" if count == 1 else "s"))
        for p in result["turns"]:
            first = next((i for i, t in enumerate(p["turns"]) if t["hit"]), 0)  # the passage's score goes there
            for i, t in enumerate(p["turns"]):
                score = f"{p['score']:5.2f}" if i == first else "     "
                mark = ">" if t["hit"] else " "
                speaker = " ".join(row_text(str(t["speaker"])).split())  # an imported name may hold escapes
                out.append(f"  {when(t['time'])}  {score} {mark} {speaker}: {clip(t['text'])}")
    return out
