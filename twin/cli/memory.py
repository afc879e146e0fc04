"""`twin memory`: what the twin holds (facts), how a value changed (history), why (why), forget, correct, purge, and
what it is not sure it heard right (review).

KEY is `subject.attribute` (split at the last dot) or `subject/attribute` (split at the first slash), matched
without regard to case or spacing; FACT is a fact id or an unambiguous part of it (4 characters or more from
its start, its end, or within the last 8 that tables show), or a name among the facts that hold. DATE is read by
twin.clock.
"""

from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

from twin.cli.app import app
from twin.cli.output import JsonOption, count, json_text, print_table, when
from twin.cli.workspace import ChosenPersona, choose_persona, open_settings, persona_names
from twin.errors import TwinError, UsageError
from twin.textsafe import row_text, safe_text, typed_value

if TYPE_CHECKING:
    from collections.abc import Sequence
    from datetime import datetime

    from twin.facts.model import Chain, Fact, Step
    from twin.facts.store import FactStore

memory_app = typer.Typer(
    name="memory",
    help="The twin's memory: its facts (what holds, how it changed, why; forgetting, correcting, purging), "
    "search, the timeline of its past, extraction.",
    no_args_is_help=True,
    rich_markup_mode=None,
)
app.add_typer(memory_app, name="memory")

PersonaArg = Annotated[
    str, typer.Argument(autocompletion=persona_names, metavar="PERSONA", help="The persona whose memory to use.")
]
FactArg = Annotated[
    str,
    typer.Argument(
        metavar="FACT",
        help="A fact's name among those that hold (city, sister.city, 城市, 妹妹的城市), its id, or 4+ characters "
        "of it.",
    ),
]


# -- shared ---------------------------------------------------------------------------------


def open_store(persona: str | None) -> "tuple[str, FactStore]":
    """The persona's name and its fact store."""
    from twin.facts.store import FactStore

    home, settings = open_settings()
    chosen = choose_persona(home, settings, persona)
    return chosen.key, FactStore(home.twin_dir(chosen.key))


def when_epoch(seconds: float) -> str:
    """Epoch seconds as people read them (local date and minute)."""
    from twin.clock import iso_of

    return when(iso_of(seconds))


def warn_problems(store: "FactStore") -> None:
    """Damaged or unfinished lines of facts.jsonl, one warning line each on stderr, in the twin's language (that of
    its errors: twin/cli/app.py `error_language`)."""
    from twin.cli.app import error_language

    language = error_language()
    said = "警告：" if language == "zh" else "warning: "
    for problem in store.problems:
        typer.echo(f"{said}{safe_text(problem.describe(language))}", err=True)


# what `twin memory facts` says on stderr of what it listed, in the twin's language: (English, Chinese)
FACTS_SAYS = {
    "stamp": (" as of {when}", "，截至 {when}"),
    "left-out": ("; {facts} forgotten since left out (`--all` shows it)",
                 "；另有 {n} 条之后忘掉的没有列出（`--all` 会列出）"),
    "left-out-json": ("{facts} forgotten since left out (`--all` shows it).",
                      "另有 {n} 条之后忘掉的没有列出（`--all` 会列出）。"),
    "none": ("No facts{stamp}{note} ({name}).", "没有事实（{name}）{stamp}{note}。"),
    "listed": ("{facts}{stamp}{note} ({name}).", "{n} 条事实（{name}）{stamp}{note}。"),
    "none-silent": ("Nothing fell silent ({name}).", "没有沉寂的事实（{name}）。"),
    "silent": (
        "{facts} fell silent ({name}); each comes back when it is brought up again.",
        "{n} 条事实沉寂了（{name}）；再提起时，每一条都会回来。",
    ),
}  # fmt: skip


def facts_said(key: str, **fields: Any) -> str:
    """One of `FACTS_SAYS` in the twin's language; `n` is also given as `facts` ("1 fact", "3 facts")."""
    from twin.cli.app import error_language

    if "n" in fields:
        fields["facts"] = count(fields["n"], "fact")
    return FACTS_SAYS[key][error_language() == "zh"].format(**fields)


def parse_key(text: str) -> tuple[str, str]:
    """(subject, attribute) from `subject/attribute` or `subject.attribute`."""
    if "/" in text:
        subject, _, attribute = text.partition("/")
    else:
        subject, _, attribute = text.rpartition(".")
    if not subject.strip() or not attribute.strip():
        raise UsageError(
            f"{text!r} is not a key.",
            "Write subject.attribute or subject/attribute (user.city), or give a fact id.",
            zh=(
                f"{text!r} 不是一个键。",
                "写成 subject.attribute 或 subject/attribute（比如 user.city），或者给出事实的 ID。",
            ),
        )
    return subject.strip(), attribute.strip()


def _as_of(text: str | None) -> Any:
    from twin.clock import parse_date

    return parse_date(text) if text is not None else None


# a fact's status as `why` says it to a Chinese twin (tables, like every table's, keep the English words)
STATUS_ZH = {"current": "当前", "pending": "待定", "expired": "已过期", "superseded": "被取代", "retired": "停用"}


def _label(
    fact: "Fact", successor_reason: str | None = None, forgotten: float | None = None, language: str = "en"
) -> str:
    """A fact's status for a person. `forgotten`: when the person asked to forget it, if after the time of the
    read (which then does not know it yet). `language`: Chinese words for a Chinese twin's `why`."""
    from twin.facts.chain import reason_in

    zh = language == "zh"
    if fact.retire_reason == "user":
        return "已忘掉" if zh else "forgotten"
    if forgotten is not None:
        before = _label(fact, successor_reason, language=language)
        return f"{before}；{when_epoch(forgotten)} 忘掉" if zh else f"{before}; forgotten {when_epoch(forgotten)}"
    status = STATUS_ZH.get(fact.status, fact.status) if zh else fact.status
    if fact.status == "superseded":
        reason = reason_in(successor_reason or fact.reason or "update", language)
        return f"{status}（{reason}）" if zh else f"{status} ({reason})"
    if fact.status == "retired":
        reason = reason_in(str(fact.retire_reason), language)
        return f"{status}（{reason}）" if zh else f"{status} ({reason})"
    return status


def successor_reason(store: "FactStore", fact: "Fact", at: "datetime | None" = None) -> str | None:
    """Why a value was replaced, which is its successor's reason (a correction, an update), for `_label` (`at`: the
    time `fact` was read as of)."""
    if fact.status != "superseded" or not fact.replaced_by:
        return None
    try:
        return replaced_as(fact, store.get(fact.replaced_by, at))
    except TwinError:  # a successor that cannot be read now: the label says the value's own reason, as before
        return None


def replaced_as(fact: "Fact", successor: "Fact") -> str | None:
    """Why `successor` replaced `fact`: its reason, or "said again" when it holds the same value (a statement a
    catch-up reached after a later one of the same value is kept as its own, docs/facts.md: it was no update)."""
    from twin.facts.model import same_value

    return "said again" if same_value(fact.value, successor.value) else successor.reason


def _successor_reasons(facts: "list[Fact]") -> dict[str, str | None]:
    """Why each of `facts` that another of them replaced was replaced, by its id."""
    by_id = {f.id: f for f in facts}
    reasons = {f.replaces: replaced_as(by_id[f.replaces], f) for f in facts if f.replaces and f.replaces in by_id}
    for f in facts:  # a statement written after the one that replaced it names it only as its own `replaced_by`
        if f.replaced_by and f.replaced_by in by_id and f.id not in reasons:
            reasons[f.id] = replaced_as(f, by_id[f.replaced_by])
    return reasons


# -- facts ----------------------------------------------------------------------------------


def facts_of(store: "FactStore", at: Any, **filters: Any) -> "list[Fact]":
    """The facts that hold at `at` (default now), by key, as `facts --json` prints them (and MCP's `facts` gives
    them); `filters` are FactStore.as_of's."""
    from twin.facts.model import norm

    facts = list(store.as_of(at, **filters))
    facts.sort(key=lambda f: (norm(f.subject), norm(f.attribute)))
    return facts


@memory_app.command("facts")
def facts_command(
    persona: ChosenPersona = None,
    as_of: Annotated[Optional[str], typer.Option("--as-of", help="Memory as it stood then (DATE).")] = None,
    show_all: Annotated[bool, typer.Option("--all", help="Also what no longer holds, with its status.")] = False,
    subject: Annotated[Optional[str], typer.Option("--subject", help="Only facts about this subject.")] = None,
    source: Annotated[Optional[str], typer.Option("--source", help="user, document, tool or inferred.")] = None,
    kind: Annotated[Optional[str], typer.Option("--kind", help="fact, event, preference or rule.")] = None,
    layer: Annotated[Optional[str], typer.Option("--layer", help="short or long.")] = None,
    min_confidence: Annotated[
        float, typer.Option("--min-confidence", help="Leave out less sure facts.", metavar="0-1", min=0.0, max=1.0)
    ] = 0.0,
    cold: Annotated[
        bool, typer.Option("--cold", help="Only what fell silent: retired unused, until brought up again.")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """The facts that hold now (or at --as-of), one value per subject and attribute."""
    from twin.facts.model import KINDS, LAYERS, SOURCES

    name, store = open_store(persona)  # first: what was asked wrongly is said in the twin's language
    for value, allowed, what in ((source, SOURCES, "source"), (kind, KINDS, "kind"), (layer, LAYERS, "layer")):
        if value is not None and value not in allowed:
            raise UsageError(
                f"Unknown {what} {value!r}.",
                f"Use one of: {', '.join(allowed)}.",
                zh=(f"--{what} 没有 {value!r} 这一种。", f"用其中之一：{'、'.join(allowed)}。"),
            )
    if min_confidence != min_confidence:  # nan passes the range; it would leave out every fact silently
        raise UsageError(
            "--min-confidence must be a number from 0 to 1, not nan.",
            "Such as --min-confidence 0.8.",
            zh=("--min-confidence 要是 0 到 1 之间的数，不能是 nan。", "比如 --min-confidence 0.8。"),
        )
    if cold and (as_of or show_all):
        raise UsageError(
            "--cold shows what is silent now.",
            "Leave out --as-of and --all with --cold.",
            zh=("--cold 列出的是现在沉寂的事实。", "用 --cold 时去掉 --as-of 和 --all。"),
        )
    at = _as_of(as_of)
    if cold:
        _cold(name, store, subject=subject, kind=kind, source=source, layer=layer, as_json=as_json)
        return
    facts = facts_of(
        store, at, subject=subject, kind=kind, source=source, layer=layer, min_confidence=min_confidence,
        include_ended=show_all,
    )  # fmt: skip
    forgotten = _forgotten_at(store) if facts else {}
    left_out = 0
    if not show_all:  # held then, forgotten since: out of every read of that time, as out of the chat's
        left_out = sum(f.id in forgotten for f in facts)
        facts = [f for f in facts if f.id not in forgotten]
    later = _forgotten_since(forgotten, at)
    warn_problems(store)
    stamp = facts_said("stamp", when=when(at.isoformat())) if at else ""
    note = facts_said("left-out", n=left_out) if left_out else ""
    if as_json:
        lines = [json_text(_with_forgotten(f.to_dict(), forgotten.get(f.id)), indent=None) for f in facts]
        typer.echo("[\n" + ",\n".join(lines) + "\n]" if lines else "[]")
        if left_out:
            typer.echo(facts_said("left-out-json", n=left_out), err=True)
        return
    if not facts:
        typer.echo(facts_said("none", stamp=stamp, note=note, name=name), err=True)
        return
    if show_all:
        headers = ["KEY", "VALUE", "STATUS", "SINCE", "UNTIL", "SOURCE", "CONF", "LAYER", "ID"]
        reasons = _successor_reasons(facts)  # why a value was replaced is its successor's
        for f in facts:  # a successor the filters left out (another source, a later time) is read from the store
            if f.id not in reasons and (reason := successor_reason(store, f, at)):
                reasons[f.id] = reason
        rows = [
            [f.key, f.value, _label(f, reasons.get(f.id), later.get(f.id)), when(f.valid_from), when(f.until)]
            + [f.source, f"{f.confidence:.2f}", f.layer, f.short_id]
            for f in facts
        ]
    else:
        headers = ["KEY", "VALUE", "SINCE", "SOURCE", "CONF", "LAYER", "ID"]
        rows = [
            [f.key, f.value, when(f.valid_from), f.source, f"{f.confidence:.2f}", f.layer, f.short_id] for f in facts
        ]
    print_table(headers, rows)
    typer.echo(facts_said("listed", n=len(facts), stamp=stamp, note=note, name=name), err=True)


def _forgotten_at(store: "FactStore") -> dict[str, float]:
    """When the person asked to forget each fact they did (epoch seconds), by its id."""
    return {f.id: moment for f, moment in store.forgotten()}


def _forgotten_since(forgotten: dict[str, float], at: "datetime | None") -> dict[str, float]:
    """Those of `forgotten` asked after `at`, the time a read is as of (none for a read of now), which the read
    shows as they stood then, marked."""
    return {i: moment for i, moment in forgotten.items() if at is not None and moment > at.timestamp()}


def _with_forgotten(shown: dict[str, Any], forgotten: float | None) -> dict[str, Any]:
    """A fact's JSON, with `forgotten_at` when the person asked to forget it (also when that came after the time
    of the read, which shows it as it stood then)."""
    if forgotten is None:
        return shown
    from twin.clock import iso_of

    return {**shown, "forgotten_at": iso_of(forgotten)}


def _cold(name: str, store: "FactStore", *, as_json: bool, **only: str | None) -> None:
    """The facts that fell silent and have not come back, oldest silence first."""
    from twin.facts.model import norm

    facts = [
        f
        for f in store.fallen_silent()
        if all(value is None or norm(str(getattr(f, field))) == norm(value) for field, value in only.items())
    ]
    warn_problems(store)
    if as_json:
        typer.echo(json_text([f.to_dict() for f in facts]))
        return
    if not facts:
        typer.echo(facts_said("none-silent", name=name), err=True)
        return
    headers = ["KEY", "VALUE", "SILENT SINCE", "SAID", "SOURCE", "LAYER", "ID"]
    rows = [[f.key, f.value, when(f.until), when(f.said_at), f.source, f.layer, f.short_id] for f in facts]
    print_table(headers, rows)
    typer.echo(facts_said("silent", n=len(facts), name=name), err=True)


# -- history --------------------------------------------------------------------------------


def history_of(
    store: "FactStore", key: str, mine: "Sequence[str]" = ("user",), as_of: "datetime | None" = None
) -> "list[Fact]":
    """Every value of a key, oldest first, as `history --json` prints them (and MCP's `history` gives them): a KEY
    (subject.attribute, subject/attribute), or a FACT of the key as `why`, `forget` and `correct` take it (its name
    among the facts that hold, `city` of the subjects in `mine`, or its id); a UsageError when there are none.

    A name of the person's whose values all stopped holding (replaced for good, forgotten) still names its key
    here: a history is read, never changed, so there is nothing to fear in taking it. `as_of`: as it stood then
    (MCP's memory lent as of a time)."""
    from twin.facts.names import attribute_spellings, readings

    text = key.strip()
    if "." in text or "/" in text:
        subject, attribute = parse_key(text)
        for spelled in attribute_spellings(attribute):  # sister.城市 is sister.city, its key before its label
            if history := store.history(subject, spelled, as_of):
                return history
    else:
        try:
            fact = store.named(text, mine, as_of)
        except UsageError:
            for reading in readings(text):  # city, 城市, 妹妹的城市: of a key none of whose values holds now
                for subject in mine if reading.subject is None else (reading.subject,):
                    for spelled in attribute_spellings(reading.attribute):
                        if earlier := store.history(subject, spelled, as_of):
                            return earlier
            raise
        subject, attribute = fact.subject, fact.attribute
    history = store.history(subject, attribute, as_of)
    if not history:
        asked = key_as_asked(subject, attribute, text)
        if as_of is not None and store.history(subject, attribute):  # said, but later
            from twin.clock import local_minute

            then = local_minute(as_of)
            raise UsageError(
                f"Nothing about {asked} had been said by {then}.",
                "Ask about a later time, or leave out --as-of.",
                zh=(f"到 {then} 还没有人说过 {asked}。", "问一个更晚的时间，或者去掉 --as-of。"),
            )
        raise no_facts_about(store, asked)
    return history


def key_as_asked(subject: str, attribute: str, typed: str) -> str:
    """A key as an error names it: subject.attribute, or as it was typed when a part holds a dot ("../../etc")."""
    return f"{subject}.{attribute}" if "." not in subject + attribute else typed


def no_facts_about(store: "FactStore", asked: str) -> UsageError:
    """The error for a key no value was ever said of (`asked`: `key_as_asked`)."""
    listing = f"twin memory facts {store.twin_dir.name} --all"
    return UsageError(
        f"No facts about {asked}.",
        f"`{listing}` lists the keys.",
        zh=(f"没有关于 {asked} 的事实。", f"用 `{listing}` 查看所有的键。"),
    )


@memory_app.command("history")
def history_command(
    persona: PersonaArg,
    key: Annotated[
        str,
        typer.Argument(
            metavar="KEY",
            help="subject.attribute or subject/attribute, or a fact of the key: its name among those that hold "
            "(city, sister.city, 城市, 妹妹的城市), its id, or 4+ characters of it.",
        ),
    ],
    as_json: JsonOption = False,
    as_of: Annotated[
        Optional[str], typer.Option("--as-of", help="The history as it stood then (DATE): what had been said by then.")
    ] = None,
) -> None:
    """How a value changed over time and why: every value with its interval, status, source and words."""
    _, store = open_store(persona)
    at = _as_of(as_of)  # (a bad date said in the twin's language)
    history = history_of(store, key, _mine(), at)
    warn_problems(store)
    forgotten = _forgotten_at(store)  # as `facts --all` marks them
    if as_json:
        typer.echo(json_text([_with_forgotten(f.to_dict(), forgotten.get(f.id)) for f in history]))
        return
    reasons = _successor_reasons(history)
    later = _forgotten_since(forgotten, at)
    rows = [
        [when(f.valid_from), when(f.until), f.value, _label(f, reasons.get(f.id), later.get(f.id)), f.source]
        + [f.short_id, f.evidence.get("quote") or ""]
        for f in history
    ]
    from twin.cli.app import error_language
    from twin.clock import local_minute

    if error_language() == "zh":
        then = f"（截至 {local_minute(at)}）" if at is not None else ""
        typer.echo(f"{history[-1].key}：{len(history)} 个值{then}")
    else:
        then = f" (as of {local_minute(at)})" if at is not None else ""
        typer.echo(f"{history[-1].key}: {count(len(history), 'value')}{then}")
    print_table(["FROM", "UNTIL", "VALUE", "STATUS", "SOURCE", "ID", "SAID"], rows)


# -- why ------------------------------------------------------------------------------------


# `why` in the twin's language: (English, Chinese)
WHY_SAYS = {
    "as-of": ("  (as of {when})", "（截至 {when}）"),
    "from": ("from {when}", "{when} 起"),
    "until": (" until {when}", "，到 {when} 为止"),
    "held": ("  {label}, {span}", "  {label}，{span}"),
    "source": ("  {source}, confidence {confidence}, {layer}-term; said in {sessions}, confirmed {times}",
               "  来源 {source}，置信度 {confidence}，{layer}；在 {n_sessions} 次会话里说过，确认过 {n_times} 次"),
    "fact": ("  fact {id}", "  事实 {id}"),
    "back": ("Back to the words:", "追溯到原话："),
    "became": ("What became of it:", "后来怎样了："),
    "became-then": ("What had become of it by then:", "到那时怎样了："),
    "session": ("  (session {id})", "（会话 {id}）"),
    "lost": ("nothing {since}: it lost a conflict when it was recorded, so it never held",
             "{since}没有变化：记下时它就在冲突中落败，从未成立"),
    "held-until": ("nothing {since}: it held until {until}, an end known when it was stated",
                   "{since}没有变化：它到 {until} 为止成立，说的时候就知道它何时结束"),
    "ended": ("nothing {since} to show: it held until {until}", "{since}没有可以列出的：它到 {until} 为止成立"),
    "unchanged-then": ("nothing {since}: it had not been confirmed, replaced or retired",
                       "{since}没有变化：它还没有被确认、取代或停用"),
    "unchanged": ("nothing {since}: it was never confirmed, replaced or retired",
                  "{since}没有变化：它从未被确认、取代或停用"),
    "since": ("since", "此后"),
    "by then": ("by then", "到那时"),
}  # fmt: skip
# the steps' kinds as a Chinese twin's `why` names them (`op`; `--json` keeps the English)
OPS_ZH = {
    "turn": "原话", "replaced": "旧值", "revived": "重提", "assert": "记下", "supersede": "取代", "conflict": "冲突",
    "confirm": "确认", "promote": "转长期", "expire": "到期", "retire": "停用", "superseded": "被取代",
    "event": "事件", "cause": "原因",
}  # fmt: skip
LAYERS_ZH = {"short": "短期记忆", "long": "长期记忆"}


def _why_said(what: str, language: str, **fields: Any) -> str:
    return WHY_SAYS[what][language == "zh"].format(**fields)


def _step_lines(step: "Step", language: str = "en") -> list[str]:
    from rich.cells import cell_len

    op = OPS_ZH.get(step.op, step.op) if language == "zh" else step.op
    op += " " * max(0, 10 - cell_len(op))  # (a Chinese character takes two columns)
    lines = [f"  {when(step.at) if step.at else '':16}  {op} {row_text(step.text)}"]
    if step.quote:
        tail = _why_said("session", language, id=step.session) if step.session else ""
        lines.append(f"  {'':16}  {'':10} \u201c{row_text(step.quote)}\u201d{tail}")
    return lines


def render_chain(
    chain: "Chain",
    replaced_as: str | None = None,
    at: "datetime | None" = None,
    forgotten: float | None = None,
    language: str = "en",
) -> list[str]:
    """The chain as lines of text (`replaced_as`: why its value was replaced, `successor_reason`; `at`: the time it
    was read as of, said on its first line; `forgotten`: when the person asked to forget it, if after `at`), in
    `language` (the chain's steps are in theirs: `FactStore.chain`)."""
    fact = chain.fact
    zh = language == "zh"
    span = _why_said("from", language, when=when(fact.valid_from))
    span += _why_said("until", language, when=when(fact.until)) if fact.until else ""
    sessions = f"{fact.confirmed_sessions} session{'s' if fact.confirmed_sessions != 1 else ''}"
    times = f"{fact.confirmations} time{'s' if fact.confirmations != 1 else ''}"
    then = _why_said("as-of", language, when=when(at.isoformat())) if at is not None else ""
    lines = [
        row_text(f"{fact.key} = {fact.value}") + then,
        _why_said("held", language, label=_label(fact, replaced_as, forgotten, language), span=span),
        _why_said(
            "source",
            language,
            source=fact.source,
            confidence=f"{fact.confidence:.2f}",
            layer=LAYERS_ZH.get(fact.layer, fact.layer) if zh else fact.layer,
            sessions=sessions,
            times=times,
            n_sessions=fact.confirmed_sessions,
            n_times=fact.confirmations,
        ),  # fmt: skip
        _why_said("fact", language, id=fact.id),
        "",
        _why_said("back", language),
    ]
    for step in chain.back:
        lines += _step_lines(step, language)
    lines.append(_why_said("became" if at is None else "became-then", language))
    if not chain.forward:
        lines.append(f"  {_nothing_since(fact, 'since' if at is None else 'by then', language)}")
    for step in chain.forward:
        lines += _step_lines(step, language)
    return lines


def _nothing_since(fact: "Fact", since: str = "since", language: str = "en") -> str:
    words = _why_said(since, language)
    if fact.status == "superseded" and fact.reason == "conflict" and not fact.replaces:
        return _why_said("lost", language, since=words)
    if fact.status == "expired":
        return _why_said("held-until", language, since=words, until=when(fact.until))
    if fact.until:  # replaced or retired by what is not shown (MCP leaves out a fact forgotten since)
        return _why_said("ended", language, since=words, until=when(fact.until))
    return _why_said("unchanged-then" if since != "since" else "unchanged", language, since=words)


@memory_app.command("why")
def why_command(
    persona: PersonaArg,
    fact: FactArg,
    as_json: JsonOption = False,
    as_of: Annotated[
        Optional[str],
        typer.Option("--as-of", help="As it stood then (DATE): the fact as it was, and what had become of it by then."),
    ] = None,
) -> None:
    """Why the twin holds a fact: back to the words that caused it, forward to what replaced or retired it."""
    from twin.cli.app import error_language

    _, store = open_store(persona)
    at = _as_of(as_of)  # (a bad date said in the twin's language)
    language = "en" if as_json else error_language()  # (the JSON's sentences stay English: a contract for scripts)
    chain = store.chain(store.named(fact, _mine(), at).id, at, language)
    warn_problems(store)
    forgotten = _forgotten_at(store)  # as `facts --all` marks it
    if as_json:
        shown = chain.to_dict()
        typer.echo(json_text({**shown, "fact": _with_forgotten(shown["fact"], forgotten.get(chain.fact.id))}))
        return
    later = _forgotten_since(forgotten, at).get(chain.fact.id)
    typer.echo("\n".join(render_chain(chain, successor_reason(store, chain.fact, at), at, later, language)))


def _named(store: "FactStore", ref: str) -> "Fact":
    """The fact a command names, as the chat's /forget and /correct take it: a name (city, of the person twin.toml
    names or of "user"), else an id."""
    return store.named(ref, _mine())


def _mine() -> tuple[str, str]:
    """The subjects of the person's own facts: the one twin.toml names, and "user"."""
    _, settings = open_settings()
    return (settings.user or "user", "user")


# -- forget, correct --------------------------------------------------------------------------


@memory_app.command("forget")
def forget_command(
    persona: PersonaArg,
    fact: FactArg,
    reason: Annotated[
        Optional[str], typer.Option("--reason", help="Why, in your words (kept with the record).")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Forget a fact, current or past: it leaves what the twin holds and its words are masked in every context; it
    stays on disk (--all and why still show it)."""
    from twin.cli.workspace import home as resolve_home
    from twin.sessions.listing import persona_display
    from twin.voice.forgetting import forget_in_voice

    name, store = open_store(persona)
    target = _named(store, fact)
    replaced = successor_reason(store, target)
    retired = store.retire(target.id, reason="user", cause="cli:twin memory forget", note=reason)
    home = resolve_home()
    voice = forget_in_voice(home, name, store.masks(), persona_display(home, name)[1])
    if as_json:  # and whether the voice the persona file keeps was masked, as a new persona version (its hash)
        version = voice.version["hash"] if voice.version else None
        typer.echo(json_text({**retired.to_dict(), "voice_masked": version is not None, "persona_version": version}))
        return
    past = "" if target.status == "current" else f", which no longer held ({_label(target, replaced)})"
    typer.echo(safe_text(f"Forgot {retired.key} = {retired.value} (fact {retired.short_id}){past}."))
    typer.echo(
        f"It stays on disk: `twin memory facts {name} --all` lists it, "
        f"`twin memory why {name} {retired.short_id}` explains it."
    )
    kept_in = (  # the twin no longer knows it; the owner's own record still holds the words: where they were said
        "Your writing brought in with `twin ingest` keeps the words as you wrote them (documents.jsonl)"
        if target.source == "document"
        else "Your sessions keep the words as you said them (sessions show and search read them)"
    )
    typer.echo(f"{kept_in}; `twin memory purge {name} {retired.short_id}` deletes them for good.")
    kept, naming = store.left_after_forget(target)  # forgetting one value forgets no other: say what is still held
    if kept:
        reasons = {f.replaces: f.reason for f in store.history(target.subject, target.attribute) if f.replaces}
        shown = ", ".join(f"{f.value} ({_label(f, reasons.get(f.id))}, {f.short_id})" for f in kept[:5])
        which = "Earlier values" if target.status in ("current", "pending") else "Other past values"  # (of a past
        # value forgotten, the others came before it and after it: "Earlier values" named Berlin, said after Paris)
        typer.echo(safe_text(f"{which} of {retired.key} are still remembered: {shown}."))
        typer.echo(f"Forget each by its id (`twin memory forget {name} {kept[0].short_id}`), if you want it gone too.")
    if naming:  # the value in a fact of another key, which every context still shows
        shown = ", ".join(f"{f.key} = {f.value} ({f.short_id})" for f in naming[:5])
        more = f" and {len(naming) - 5} more" if len(naming) > 5 else ""
        typer.echo(safe_text(f"Other facts still name {target.value}: {shown}{more}."))
        typer.echo(
            f"Forget each by its id (`twin memory forget {name} {naming[0].short_id}`), if you want it gone too."
        )
    if voice.said:  # in the twin's language, as the chat's /forget says it
        typer.echo(safe_text(voice.said))


@memory_app.command("correct")
def correct_command(
    persona: PersonaArg,
    fact: FactArg,
    value: Annotated[str, typer.Argument(metavar="VALUE", help="What is true instead.")],
    as_json: JsonOption = False,
) -> None:
    """Correct a fact in your own words: the new value replaces the old one, which is kept as history."""
    name, store = open_store(persona)
    value = typed_value(value, "The value", "这个值")
    target = _named(store, fact)
    new = store.correct(target.id, value, cause="cli:twin memory correct")
    if as_json:
        typer.echo(json_text(new.to_dict()))
        return
    typer.echo(row_text(f"Corrected {new.key}: {target.value} -> {new.value}"))
    typer.echo(
        f"Fact {new.short_id} replaces {target.short_id}; `twin memory history {name} {new.short_id}` shows both."
    )


# -- review ---------------------------------------------------------------------------------


@memory_app.command("review")
def review_command(
    persona: PersonaArg,
    keep: Annotated[Optional[str], typer.Option("--keep", metavar="ID", help="Keep this question's fact.")] = None,
    value: Annotated[
        Optional[str], typer.Option("--as", metavar="VALUE", help="With --keep: keep it in your own words.")
    ] = None,
    of: Annotated[
        Optional[str],
        typer.Option("--of", metavar="WHO", help="With --keep: it was said of someone else; keep it as theirs."),
    ] = None,
    drop: Annotated[
        Optional[str], typer.Option("--drop", metavar="ID", help="Drop this question: it is not asked again.")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """What the twin is not sure it heard right: facts the model worded otherwise than you did, or that may be
    someone else's, not remembered until you keep them. On a terminal, asks about each; else lists them (--keep or
    --drop answers one)."""
    import sys

    from twin.narrative import review

    name, store = open_store(persona)  # first: what was asked wrongly is said in the twin's language
    if keep is not None and drop is not None:
        raise UsageError(
            "--keep and --drop answer one question each.",
            "Give one of them.",
            zh=("--keep 和 --drop 各回答一个问题。", "只给其中一个。"),
        )
    if value is not None and keep is None:
        raise _alone("--as", f"twin memory review {name} --keep ID --as VALUE")
    if value is not None:
        value = typed_value(value, "--as")
    if of is not None and keep is None:
        raise _alone("--of", f"twin memory review {name} --keep ID --of Lena")
    twin_dir = store.twin_dir
    open_ = review.questions(twin_dir, store, _mine())
    listed = f"`twin memory review {name}`"
    if keep is not None or drop is not None:
        q = review.find(open_, keep or drop or "", listed)
        if drop is not None:
            review.drop(twin_dir, store, q, _mine(), listed)
            if as_json:
                typer.echo(json_text({**q.to_dict(), "decision": "dropped"}))
            else:
                typer.echo(safe_text(f"Dropped {q.id} ({q.key} = {q.value}); it is not asked again."))
            return
        _keep(name, twin_dir, store, q, value, as_json, of)
        return
    from twin.cli.app import error_language

    asked = review.asked_lines(twin_dir, store, open_, error_language())
    if as_json:
        typer.echo(json_text([{**q.to_dict(), **({"asked": asked[q.id]} if q.id in asked else {})} for q in open_]))
        return
    if not open_:
        said = (
            f"没有要你确认的（{name}）：模型提出的每条事实都已记下或拒绝了。"
            if error_language() == "zh"
            else f"Nothing to review ({name}): every fact the model proposed was remembered or turned down."
        )
        typer.echo(said, err=True)
        return
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        print_table(
            ["ID", "SAID", "KEY", "PROPOSED", "YOUR WORDS", "WHY"],
            [[q.id, when(q.said_at), q.key, q.value, q.quote, _why(q, asked.get(q.id, ""))] for q in open_],
        )
        typer.echo(
            f"{count(len(open_), 'question')} ({name}). `twin memory review {name} --keep ID` keeps one "
            "(`--as VALUE` in your own words, `--of WHO` as someone else's), `--drop ID` drops it.",
            err=True,
        )
        return
    _ask(name, twin_dir, store, open_, asked)


def _alone(option: str, example: str) -> UsageError:
    """The error of an option of `review` given without --keep, which it goes with."""
    return UsageError(
        f"{option} goes with --keep.",
        f"Such as: {example}.",
        zh=(f"{option} 要和 --keep 一起用。", f"比如：{example}。"),
    )


def _keep(
    name: str, twin_dir: Any, store: "FactStore", q: Any, value: Optional[str], as_json: bool, of: Optional[str] = None
) -> None:
    from twin.narrative import review

    op, fact = review.keep(twin_dir, store, q, value, _mine(), f"`twin memory review {name}`", of, _twins(name))
    if as_json:
        typer.echo(json_text({**fact.to_dict(), "op": op, "question": q.id}))
        return
    done = {"known": "Already remembered", "confirm": "Confirmed", "older": "Kept as history"}.get(op, "Remembered")
    typer.echo(safe_text(f"{done}: {fact.key} = {fact.value} (fact {fact.short_id})."))
    typer.echo(f"`twin memory why {name} {fact.short_id}` shows the words it stands on.")


def _twins(name: str) -> tuple[str, ...]:
    """The subjects that name the twin itself (its name and key, "you", "AI"…): no one to keep a fact about."""
    from twin.cli.workspace import home as resolve_home
    from twin.errors import TwinError
    from twin.narrative.grounding import twin_subjects
    from twin.persona.model import load_persona

    try:
        persona = load_persona(resolve_home().personas_dir, name)
        names: tuple[str, ...] = (persona.name, persona.key)
    except TwinError:  # a persona file that does not read: its key still names the twin
        names = (name,)
    return twin_subjects(names, _mine()[0])


def _why(q: Any, asked: str = "") -> str:
    """Why a question is asked, in a word: the model's wording, whose it is (and who else was named), a program's
    report of the person, or an answer to the twin's question (and the question, cut short)."""
    if q.why == "answered":
        from twin.cli.sessions import clip

        return f"answered \u201c{clip(asked, 60)}\u201d" if asked else "answered my question"
    return f"whose? ({q.who})" if q.why == "whose" else "told by a program" if q.why == "told" else "wording"


def _answer(whose: bool) -> str:
    """The first letter of an answer to "Keep it?": asked again until it is one of the choices (Enter skips)."""
    words = ["yes", "edit"] + (["theirs"] if whose else []) + ["no", "skip", "quit"]
    choices = ", ".join(f"[{w[0]}]{w[1:]}" for w in words)
    while True:
        answer = str(typer.prompt(f"  Keep it? {choices}", default="s")).strip().casefold()
        if any(answer in (w, w[0]) for w in words):
            return answer[0]
        letters = [w[0] for w in words]
        typer.echo(f"  Please answer {', '.join(letters[:-1])} or {letters[-1]}.", err=True)


def _ask(name: str, twin_dir: Any, store: "FactStore", open_: "Sequence[Any]", asked: dict[str, str]) -> None:
    """Each question in turn: keep, keep in your own words, drop, skip, or stop."""
    from twin.narrative import review

    kept = dropped = 0
    typer.echo(f"{count(len(open_), 'question')}: what I was not sure I heard right. Keep each?")
    for i, q in enumerate(open_, 1):
        typer.echo("")
        said = "A program told me" if q.why == "told" else "You said"
        typer.echo(safe_text(f"[{i}/{len(open_)}] {said} ({when(q.said_at)}): \u201c{q.quote}\u201d"))
        typer.echo(safe_text(f"  The model heard: {q.key} = {q.value}"))
        whose = q.why == "whose"
        if whose:
            typer.echo(safe_text(f"  Perhaps said of someone else ({q.who}), not of you."))
        elif q.why == "told":
            typer.echo("  In its own words, not yours (twin mcp's tell): is it true of you?")
        elif q.id in asked:
            typer.echo(safe_text(f"  Your answer to my words: \u201c{asked[q.id]}\u201d"))
        try:
            answer = _answer(whose)
        except typer.Abort:
            typer.echo("")
            break
        if answer == "q":
            break
        own: Optional[str] = None
        theirs: Optional[str] = None
        try:
            if answer == "e":
                own = typer.prompt("  In your words", default=q.value)
            elif answer == "t":
                named = review.default_owner(q)  # a name to offer, never "she" or "someone"
                theirs = typer.prompt("  Whose? (as you call them)", default=named or None)
        except typer.Abort:
            typer.echo("")
            break
        try:
            if answer in ("y", "e", "t"):
                _keep(name, twin_dir, store, q, own, False, theirs)
                kept += 1
            elif answer == "n":
                review.drop(twin_dir, store, q, _mine(), f"`twin memory review {name}`")
                typer.echo("  Dropped; it is not asked again.")
                dropped += 1
        except TwinError as exc:  # answered in another terminal meanwhile, an empty value: say so, go on
            typer.echo(safe_text(f"  {exc.message}"))
    left = len(open_) - kept - dropped
    typer.echo(f"Kept {kept}, dropped {dropped}" + (f", {left} left for later." if left else "."), err=True)


# -- purge ----------------------------------------------------------------------------------


@memory_app.command("purge")
def purge_command(
    persona: PersonaArg,
    fact: Annotated[
        Optional[str],
        typer.Argument(metavar="FACT", help="The fact to delete for good: its id, or 4+ characters of it."),
    ] = None,
    session: Annotated[Optional[str], typer.Option("--session", help="Delete a whole session instead.")] = None,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
) -> None:
    """Delete a fact, or a session and every fact from it, for good (privacy); an audit record (no text) stays."""
    from twin.facts.purge import plan, purge

    name, store = open_store(persona)
    if fact is not None:
        _refuse_a_name(name, store, fact)
    chosen = plan(store, fact, session)
    typed: set[str] = set()  # what the person typed in the session: it leaves the prompt's history too
    if chosen.session:
        what = f"session {chosen.session}" + (" (its file" if chosen.session_path else " (its file is gone already")
        what += f"), {count(len(chosen.facts), 'fact')} from it"
        if chosen.session_path:
            from twin.sessions.session import SessionStore

            said = SessionStore(store.twin_dir).load(chosen.session_path).turns
            typed = {t.text for t in said if t.role == "user"}
    else:
        target = store.get(chosen.facts[0])
        what = f"fact {target.id} ({target.key} = {target.value})"
        typed = _said_in(store, chosen.words)
    turns = sum(len(t) for t in chosen.words.values())
    cut = chosen.derived  # the records that retell its words: cut too; a session's own, removed
    retold = [
        f"{count(n, noun)} of {name}{how}"
        for key, noun, name, how in (
            ("chapters_removed", "chapter", "chapters.jsonl", ""),
            ("summaries_removed", "summary", "chapters.jsonl", ""),  # (written again from what is left)
            ("log_entries_removed", "entry", "extractions.jsonl", ""),
            ("chapters_cut", "chapter", "chapters.jsonl", " (the words cut)" if chosen.session else ""),
            ("document_chunks_cut", "chunk", "documents.jsonl", ""),
            ("log_entries_cut", "entry", "extractions.jsonl", " (the words cut)" if chosen.session else ""),
        )
        if (n := cut.get(key, 0))
    ]
    try:
        typer.echo(safe_text(f"Purge {what}:"))
        typer.echo(
            f"  {count(chosen.fact_records, 'record')} of facts.jsonl, {count(chosen.events, 'event')} of events.jsonl"
            + (f", the words it came from in {count(turns, 'turn')}" if turns else "")
            + "".join(f", {part}" for part in retold)
            + ", and what index/ holds of them"
            + (", and the messages you sent from the prompt's history." if typed else ".")
        )  # fmt: skip
    except BrokenPipeError:  # `twin memory purge … --yes | head -1`: the reader went, the purge asked for does not
        from twin.cli.app import quiet_stdout

        quiet_stdout()
        if not yes:  # nobody saw what would go, so nobody agreed to it
            typer.echo("Nothing purged: the plan could not be shown (its reader went away).", err=True)
            raise typer.Exit(1) from None
    try:
        confirmed = yes or typer.confirm("This cannot be undone. Purge?", default=False)
    except typer.Abort:
        confirmed = False
    if not confirmed:
        typer.echo("Nothing purged. (`--yes` purges without asking.)", err=True)
        raise typer.Exit(1)
    from functools import partial

    from twin.cli.workspace import home as resolve_home
    from twin.persona.history import purge_voice

    voice = partial(purge_voice, resolve_home(), name)  # the persona's learned voice loses the words too
    audit = purge(store, fact=chosen.facts[0] if not chosen.session else None, session=chosen.session, voice=voice)
    derived = [  # a session's chapter, summaries and extraction runs go with it, as the question said
        f"{count(n, noun)} of {name}{how}"
        for key, noun, name, how in (
            ("chapters", "record", "chapters.jsonl", ""),
            ("extraction_runs", "entry", "extractions.jsonl", ""),
            ("chapters_cut", "record", "chapters.jsonl", " with the words cut"),
            ("document_chunks_cut", "chunk", "documents.jsonl", " with the words cut"),
            ("log_entries_cut", "entry", "extractions.jsonl", " with the words cut"),
        )
        if (n := int(audit.get(key) or 0))
    ]
    typer.echo(
        f"Purged {count(len(audit['facts']), 'fact')} ({count(audit['fact_records'], 'record')}, "
        f"{count(audit['events'], 'event')})"
        + (" and the session file" if audit["session_file"] else "")
        + (f", with {' and '.join(derived)}" if derived else "")
        + "."
    )
    if typed:
        from twin.sessions.inputhistory import drop_entries, typed_forms

        dropped = drop_entries(resolve_home().input_history_path, typed_forms(typed))
        typer.echo(f"Took {count(dropped, 'entry')} out of the prompt's history.")
    typer.echo(f"Audit record {audit['id']} in events.jsonl (ids and counts only).")


def _refuse_a_name(persona: str, store: "FactStore", ref: str) -> None:
    """Nothing when `ref` is a fact's id (or a part of one); when it is a fact's name (`city`), a UsageError that
    shows the fact it names and its id. A purge cannot be undone: the person checks the fact, then gives its id
    (`forget` and `correct` take a name, since both can be taken back)."""
    try:
        store.resolve(ref)
        return
    except UsageError as not_an_id:
        try:
            named = _named(store, ref)
        except UsageError:
            raise not_an_id from None
    raise UsageError(
        safe_text(
            f"Purge takes a fact's id, not its name: {ref!r} is {named.key} = {named.value}, fact {named.short_id}."
        ),
        f"If that is the one to delete for good: `twin memory purge {persona} {named.short_id}`.",
        zh=(
            safe_text(
                f"清除要用事实的 ID，不能用名字：{ref!r} 是 {named.key} = {named.value}，事实 {named.short_id}。"
            ),
            f"如果要永久删除的就是它：`twin memory purge {persona} {named.short_id}`。",
        ),
    )


def _said_in(store: "FactStore", words: dict[str, dict[str, list[str]]]) -> set[str]:
    """The texts of the turns whose words a fact purge cuts (as typed, before the cut)."""
    from twin.sessions.session import SessionStore

    sessions = SessionStore(store.twin_dir)
    said: set[str] = set()
    for session_id, turns in words.items():
        try:
            loaded = sessions.load(sessions.find(session_id))
        except TwinError:
            continue
        said |= {t.text for t in loaded.turns if t.id in turns and t.role == "user"}
    return said


from twin.cli import recall  # noqa: E402  (`twin memory search` lives there and joins this group)

recall.register(memory_app)
