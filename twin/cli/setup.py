"""`twin init` and `twin doctor`: make a home, and check that everything is in place."""

import re
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from twin.cli.app import app
from twin.cli.output import count, json_text
from twin.errors import ExitStatus, TwinError

if TYPE_CHECKING:
    from twin.llm.client import Embedder
    from twin.settings import Endpoint, Settings


@app.command()
def init(
    force: Annotated[
        bool,
        typer.Option(
            "--force",
            help="Put the example personas back where they exist (`twin persona history` keeps the text replaced).",
        ),
    ] = False,
) -> None:
    """Create a home: twin.toml and the example personas (existing files are kept, and a twin.toml kept is checked)."""
    from twin.cli.app import STATE
    from twin.home import make_home, resolve_home, unusable
    from twin.persona.examples import example_personas
    from twin.persona.history import save_persona
    from twin.settings import Settings, load_settings, resolve_endpoint, settings_text
    from twin.store.replace import replace_file

    home = resolve_home(STATE.home)
    problem = unusable(home)
    if problem is not None and home.root.exists():  # a file in its place; a home that does not exist is made here
        raise problem
    make_home(home)  # the home too, when it is made here: owner-only (docs/storage.md, Privacy)
    created = []
    if not home.settings_path.exists():
        examples = example_personas()
        default = "alice" if "alice" in examples else next(iter(examples), "")
        replace_file(home.settings_path, settings_text(Settings(default_persona=default)).encode("utf-8"))
        created.append(str(home.settings_path))
    replaced = []
    for name, content in example_personas().items():
        target = home.personas_dir / f"{name}.toml"
        if not target.exists():
            replace_file(target, content)
            created.append(str(target))
        elif force and target.read_bytes() != content:  # as `import card --force` does: the text replaced is kept
            save_persona(home, name, content.decode("utf-8"), "new", note="the example, by twin init --force",
                         overwrite=True)  # fmt: skip
            replaced.append(f"{target} (the text it had: `twin persona history {name}`)")
    typer.echo(f"Home: {home.root} (chosen by {home.reason})")
    for path in created:
        typer.echo(f"  created {path}")
    for path in replaced:
        typer.echo(f"  replaced {path}")
    if not created and not replaced:
        typer.echo("  everything was already there")
    settings = load_settings(home)  # a twin.toml kept from before is checked as every command checks it: exit 3
    try:
        endpoint = resolve_endpoint(settings)
    except TwinError:  # a setting that cannot be used: the chat will say which
        endpoint = None
    if endpoint is None or endpoint.is_local_default:
        typer.echo("Next: point twin at a model (see README), then `twin chat`.")
    else:
        typer.echo(
            f"Next: `twin chat` (the model is set: {endpoint.host}, from {endpoint.origin}; `twin doctor` checks it)."
        )


@app.command()
def doctor(
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
    offline: Annotated[bool, typer.Option("--offline", help="Do not contact the endpoint.")] = False,
    repair: Annotated[
        bool,
        typer.Option(
            "--repair",
            help="Move damaged lines and empty session files aside (kept, never deleted), retire an older value "
            "of yours held beside a newer one under your other name, then catch up the diaries and extractions "
            "they held back.",
        ),
    ] = False,
) -> None:
    """Report the home, personas, endpoint and model, and each twin's memory files: damaged lines, owed diaries,
    turns not yet extracted, the index, free disk space."""
    from twin.cli.app import STATE
    from twin.home import list_personas, resolve_home, unusable
    from twin.llm import ChatClient
    from twin.persona.model import load_persona
    from twin.settings import Settings, load_settings, resolve_endpoint
    from twin.store.damage import misplaced

    home = resolve_home(STATE.home)
    report: dict[str, Any] = {"home": str(home.root), "home_reason": home.reason, "problems": []}
    status = ExitStatus.OK
    gap = unusable(home)  # said instead of what it would bring about: no personas, a home that cannot be written
    if gap is not None:
        report["problems"].append(f"{gap.message} {gap.hint}")
        status = ExitStatus.CONFIG
    settings = Settings()
    if home.settings_path.exists():
        try:
            settings = load_settings(home)
            report["settings"] = str(home.settings_path)
        except TwinError as exc:
            report["problems"].append(exc.message)
            status = ExitStatus.CONFIG
    else:
        report["settings"] = "none (defaults)"
    personas: dict[str, str] = {}
    overrides: dict[str, Any] = {}  # a persona's own [model], which its chats ask instead
    for name in list_personas(home.personas_dir):
        try:
            p = load_persona(home.personas_dir, name)
            personas[name] = f"ok ({p.language})"
            overrides[name] = p.model
        except TwinError as exc:
            personas[name] = "invalid"
            report["problems"].append(exc.message)
            status = ExitStatus.CONFIG
    report["personas"] = personas
    if not personas and gap is None:
        report["problems"].append(f"No personas in {home.personas_dir}: run `twin init`.")
        status = ExitStatus.CONFIG
    chosen = settings.default_persona
    if chosen and personas and not _persona_file(home.personas_dir, chosen):  # (none at all is said above)
        report["problems"].append(
            f"default_persona in {home.settings_path} is {chosen!r}, but there is no persona called {chosen!r} in "
            f"{home.personas_dir}: a command that leaves out the persona (`twin chat`) stops there. Set "
            f"default_persona to one of {', '.join(personas)} (or remove it), or create it: "
            f"`twin persona new {chosen}`."
        )
        status = ExitStatus.CONFIG
    endpoint: Endpoint | None = None
    try:
        endpoint = resolve_endpoint(settings)
    except TwinError as exc:  # an address or a key twin cannot use: said, and the report goes on without the model
        report["problems"].append(exc.message + (" " + again(exc.hint) if exc.hint else ""))
        report["endpoint"] = {"answers": False}
        status = status or ExitStatus.CONFIG
    else:
        report["endpoint"], problems, trouble = _endpoint_report(endpoint, settings.model.api_key_env, offline)
        report["problems"] += problems
        status = status or trouble
    reachable = not offline and report["endpoint"].get("answers", False)
    report["memory"] = {}
    for name in personas:
        twin_dir = home.twin_dir(name)
        wrong = misplaced(twin_dir)
        if wrong:  # each read refuses such a thing; it is the person's to move away, so even --repair leaves it
            report["problems"].append(
                f"{name}: {'; '.join(wrong)} (in {twin_dir if twin_dir.is_dir() else twin_dir.parent}). "
                "twin keeps its memory in plain files and folders: "
                "move each away (or put back what was there); twin makes a missing one again."
            )
            status = status or ExitStatus.STORAGE
            report["memory"][name] = {"misplaced": wrong}
            if misplaced(twin_dir, derived=False):
                continue  # its reads stop there: no more to report, or to repair
        if not twin_dir.is_dir():
            continue
        if repair:
            done = _repair(home, settings, name, reachable, quiet=as_json)
            if done["caught_up"] is None:
                done["not_caught_up"] = "offline" if offline else "no model answers"
            report["memory"].setdefault(name, {})["repaired"] = done
        embedder = ChatClient(endpoint).embedder() if endpoint and endpoint.embedding_model else None
        model = _model_of(settings, overrides.get(name)) if endpoint else None  # whose tries count, as its chat
        report["memory"].setdefault(name, {}).update(_memory_report(twin_dir, embedder, settings.user, model))
        report["memory"][name]["secrets"] = _secrets_found(home, name)  # typed before twin kept them out
        found = report["memory"][name]
        if found["damaged"] or found["owner_split"] or found["secrets"]["records"] or found["secrets"]["facts"]:
            # what `--repair` mends: a script sees it in the status too
            status = status or ExitStatus.STORAGE
        if _left(found):  # what the repair could not extract: the model's answers (or the model, or a write)
            status = status or ExitStatus.MODEL
    if home.input_history_path.exists():  # the home's, every twin's chat's: counted (or hidden) once
        typed = _typed_secrets(home, repair and gap is None)
        report["typed_secrets" if not repair else "typed_secrets_hidden"] = typed
        if typed and not repair:
            report["problems"].append(
                f"The prompt's history ({home.input_history_path}) holds {count(typed, 'line')} with a secret typed "
                "before twin kept them out: `twin doctor --repair` writes them as [secret]."
            )
            status = status or ExitStatus.STORAGE
    memory_disk = home.data_dir if home.data_dir.is_dir() else home.root  # data/ may be a link to another disk
    report["disk_free"] = _free(memory_disk)
    unwritable = _unwritable(home.data_dir if home.data_dir.exists() else home.root)
    if unwritable and gap is None:
        report["problems"].append(
            f"The home {home.root} cannot be written ({unwritable}): a chat, an import or memory work needs it. "
            "Reads work (search, facts, `twin chat --as-of DATE` talks with it read-only)."
        )
        status = status or ExitStatus.STORAGE
    if report["disk_free"] is not None and report["disk_free"] < LOW_DISK:
        report["problems"].append(f"Only {_size(report['disk_free'])} free on the disk of {memory_disk}.")
        status = status or ExitStatus.STORAGE
    for name, found in report["memory"].items():
        if found.get("damaged"):
            report["problems"].append(
                f"{name}: {count(sum(_count(d) for d in found['damaged']), 'damaged line or file', DAMAGED)}, skipped "
                "by every read: `twin doctor --repair` moves them aside."
            )
        if found.get("owner_split"):
            shown = ", ".join(
                f"{s['attribute']}: {s['older']['value']} ({s['older']['subject']}) and {s['newer']['value']} "
                f"({s['newer']['subject']})"
                for s in found["owner_split"][:5]
            )
            first = found["owner_split"][0]
            key = f"{first['older']['subject']}.{first['attribute']}"
            report["problems"].append(
                f"{name}: you are under two names in memory, and both hold: {shown}. `twin doctor --repair` keeps "
                f"the one said later (the other stays in `twin memory history {name} {key}`)."
            )
        secrets = found.get("secrets") or {}
        if secrets.get("records") or secrets.get("facts"):
            held = f" ({count(secrets['facts'], 'fact')} with one as its value)" if secrets["facts"] else ""
            busy = (found.get("repaired") or {}).get("secrets_busy")
            then = (
                f"a chat or `twin serve` uses it now ({', '.join(busy[:3])}): end them, then run `twin doctor "
                "--repair` again"
                if busy
                else "`twin doctor --repair` writes them as [secret] (and purges such facts)"
            )
            report["problems"].append(
                f"{name}: secrets (a password, a key, a card number) typed before twin kept them out, in "
                f"{count(secrets['records'], 'place')}{held}: {then}."
            )
        caught = _left(found)
        if caught:
            from twin.narrative.owed import MALFORMED

            left, why = count(caught["exchanges_left"], "exchange"), caught["why_left"]
            if why.startswith(MALFORMED):
                report["problems"].append(
                    f"{name}: {left} still not extracted after the repair: the model's answers could not be read "
                    f"({why}). `twin doctor --repair` tries again; a model that answers with the JSON asked for "
                    "(`model` in twin.toml, or TWIN_MODEL) may read them."
                )
            else:
                report["problems"].append(
                    f"{name}: {left} still not extracted after the repair ({why}). Run `twin doctor --repair` again "
                    "when the model answers."
                )
    if as_json:
        typer.echo(json_text(report))
    else:
        _print(report)
    raise typer.Exit(int(status))


DAMAGED = "damaged lines or files"
PROBE_SECONDS = 15.0  # how long doctor waits for the endpoint to list its models
LOW_DISK = 200 << 20  # bytes free below which doctor warns: a chat appends little, a rebuild needs the index's size


def _endpoint_report(endpoint: "Endpoint", named: str, offline: bool) -> tuple[dict[str, Any], list[str], ExitStatus]:
    """What doctor says of the endpoint: where it is, whose key, whether it answers and lists the model; with the
    problems found and the exit status they call for."""
    from twin.llm import ChatClient
    from twin.settings import url_shown

    problems: list[str] = []
    status = ExitStatus.OK
    unset = endpoint.key_source == "none" and named and named != "OPENAI_API_KEY"
    if unset:
        problems.append(
            f"twin.toml names ${named} as the key's variable (api_key_env), but it is not set: requests go "
            f"without a key. Export {named}, or remove api_key_env to use $OPENAI_API_KEY."
        )
        status = ExitStatus.CONFIG
    found: dict[str, Any] = {
        "base_url": url_shown(endpoint.base_url),  # never a password in it
        "from": endpoint.origin,
        "model": endpoint.model or "(first model the server lists)",
        "key": endpoint.key_source,
    }
    if unset:
        found["key_variable"] = named
    if offline:
        return found, problems, status
    from dataclasses import replace

    # a quick look, not a chat's patience: a server that takes the connection and never answers held doctor for
    # the model's timeout three times over (6 minutes by default), saying 120 seconds
    probe = replace(endpoint, timeout=min(endpoint.timeout, PROBE_SECONDS), max_retries=0)
    try:
        models = ChatClient(probe).list_models()
        found["answers"] = True
        found["models"] = models[:20]
        if endpoint.model and models and endpoint.model not in models:
            listed = ", ".join(models[:5]) + (f" and {len(models) - 5} more" if len(models) > 5 else "")
            problems.append(
                f"The server does not list the model {endpoint.model!r}; it lists {listed}. Set TWIN_MODEL "
                "(or `model` in twin.toml) to one of them, or pull the model on the server."
            )
            status = status or ExitStatus.MODEL
    except TwinError as exc:
        found["answers"] = False
        problems.append(exc.message + (" " + again(exc.hint) if exc.hint else ""))
        status = status or ExitStatus.MODEL
    return found, problems, status


# the end of a hint that sends a person to `twin doctor` ("... `twin doctor` checks the result."): inside doctor, the
# next step is to run it again
_DOCTOR_CHECKS = re.compile(r"(; )?`twin doctor` checks (?:the result|it)\.")


def again(hint: str) -> str:
    """A hint as doctor says it: "`twin doctor` checks the result." is "Then run `twin doctor` again." here."""
    return _DOCTOR_CHECKS.sub(lambda m: ("; then" if m[1] else "Then") + " run `twin doctor` again.", hint)


def _model_of(settings: "Settings", override: Any) -> str | None:
    """The model a persona's chat asks (its own [model] over the home's), as the start counts its tries by."""
    from twin.settings import resolve_endpoint

    try:
        return resolve_endpoint(settings, override).model or None
    except TwinError:  # said of the home's endpoint above
        return None


def _memory_report(
    twin_dir: Path, embedder: "Embedder | None" = None, owner: str = "", model: str | None = None
) -> dict[str, Any]:
    """What a twin's memory files hold that a person should know: damage, owed work, the index, how much of it is
    embedded (with an embedding model), and the owner's values that hold under two subjects (`owner_split`)."""
    from twin.clock import now
    from twin.errors import StorageError
    from twin.facts.records import read_record
    from twin.facts.store import FactStore
    from twin.narrative.chapters import ChapterStore
    from twin.narrative.eras import owed_eras
    from twin.narrative.owed import extraction_gaps, owed_chapters, spent_gaps, unextracted
    from twin.recall.embedding import Forgetting, embeddable
    from twin.recall.index import SearchIndex
    from twin.sessions.catalog import SessionCatalog
    from twin.store import derived
    from twin.store.damage import scan, set_aside

    found: dict[str, Any] = {
        "damaged": [d.as_json() for d in scan(twin_dir, {"facts.jsonl": read_record})],
    }
    retried: set[str] = set()
    spent: set[str] = set()
    try:
        with SearchIndex(twin_dir) as index:
            SessionCatalog(twin_dir, index.db).sync(check_all=True)  # a file edited in place is seen now
            found["behind"] = index.behind()
            found["owed_diaries"] = [p.name for p in owed_chapters(index)]
            found["owed_eras"] = [e.span.period for e in owed_eras(ChapterStore(twin_dir, index), now())]
            retried = set(extraction_gaps(index, model=model))  # what a start extracts again: the exchanges that failed
            spent = set(
                spent_gaps(index, model=model)
            )  # and what it tries no more: its answers could not be used 3 times
            if embedder is not None:  # of the items indexed (a check reads nothing in), the forgotten facts aside
                facts = FactStore(twin_dir)
                try:
                    wanted = embeddable(index, Forgetting.of(facts))
                finally:
                    facts.close()
                done = wanted & index.vectors.ids(embedder.model)
                model = embedder.client.endpoint.embedding_model
                found["embedded"] = {"model": model, "items": len(done), "of": len(wanted)}
    except StorageError as exc:
        found["behind"], found["owed_diaries"], found["owed_eras"] = None, [], []
        found["index_problem"] = exc.message
    unread = unextracted(twin_dir)
    found["unextracted_sessions"] = [u.path.name for u in unread]
    # which of them the next start catches up: the sessions owed a diary (their turns are extracted first) and the
    # exchanges whose extraction failed; which hold exchanges it tries no more (their answers could not be used three
    # times); the rest hold turns no run ever read, in a session with its diary. Those two wait for `twin doctor
    # --repair` (twin/narrative/owed.py says why)
    found["unextracted_next_start"] = [
        u.path.name for u in unread if u.session in retried or u.path.name in found["owed_diaries"]
    ]
    found["unextracted_spent"] = [u.path.name for u in unread if u.session in spent]
    found["owner_split"] = _owner_split(twin_dir, owner)
    found["set_aside"] = set_aside(twin_dir)  # (twin/store/damage.py)
    fallback = derived.fallbacks.get(str(twin_dir))
    if fallback:
        found["index_problem"] = fallback  # where it is instead, and why
    return found


def _owner_split(twin_dir: Path, owner: str) -> list[dict[str, Any]]:
    """The owner's attributes that hold both under "user" (from before twin.toml named them) and under their name:
    written before a new value of theirs replaced the one held under either (docs/memory.md, who a fact is about)."""
    from twin.errors import TwinError
    from twin.facts.store import FactStore

    if not owner or not (twin_dir / "facts.jsonl").exists():
        return []
    facts = FactStore(twin_dir)
    try:
        pairs = facts.split("user", owner)
    except TwinError:
        return []  # an unreadable state is reported as damage or an index problem already
    finally:
        facts.close()
    brief = lambda f: {"id": f.id, "subject": f.subject, "value": f.value, "said_at": f.said_at}  # noqa: E731
    return [{"attribute": new.attribute, "older": brief(old), "newer": brief(new)} for old, new in pairs]


def _mend_split(twin_dir: Path, owner: str) -> int:
    """Retire the older value of each attribute the owner holds under two subjects (reason `conflict`, the newer
    one named in its note); how many."""
    from twin.facts.store import FactStore

    mended = 0
    facts = FactStore(twin_dir)
    try:
        for old, new in facts.split("user", owner) if owner else []:
            note = f"the owner under two subjects: {new.subject}.{new.attribute} = {new.value} was said later"
            facts.retire(old.id, reason="conflict", cause="cli:twin doctor --repair", note=note)
            mended += 1
    finally:
        facts.close()
    return mended


def _repair(home: Any, settings: Any, name: str, reachable: bool, *, quiet: bool) -> dict[str, Any]:
    """Move what is damaged aside, mend the owner's values held under two subjects, then (with a model) catch up
    what it held back."""
    from twin.facts.records import read_record
    from twin.store.damage import repair

    twin_dir = home.twin_dir(name)
    moved = repair(twin_dir, {"facts.jsonl": read_record}, hold=[twin_dir / "memory.lock"], persona=name)
    done: dict[str, Any] = {
        "lines_moved": moved.lines_moved, "unfinished_lines_moved": moved.tails_moved,
        "empty_files_moved": moved.empty_moved, "headers_rebuilt": moved.headers_rebuilt,
        "headers_moved_first": moved.headers_moved,
        "copies_moved": moved.copies_moved, "names_restored": moved.names_restored,
        "side_files": moved.side_files, "caught_up": None,
        "owner_values_mended": _mend_split(twin_dir, settings.user) if (twin_dir / "facts.jsonl").exists() else 0,
    }  # fmt: skip
    done.update(_hide_secrets(home, name))  # before a catch-up would show them to the model
    if reachable:
        done["caught_up"] = _catch_up(home, settings, name, quiet=quiet)
    from twin.recall.index import SearchIndex

    with SearchIndex(twin_dir) as index:
        index.sync()  # what was moved aside leaves the derived database now, not at the next search
    return done


def _hide_secrets(home: Any, name: str) -> dict[str, Any]:
    """Hide the secrets written before twin kept them out (twin/facts/scrub.py): in the memory files, the persona's
    learned voice (its file and every version of its history) and the prompt's history; what was done. Nothing while
    a chat or a server uses the twin (`secrets_busy`)."""
    from functools import partial

    from twin.credentials import hide
    from twin.facts.scrub import UNCHANGED, scrub
    from twin.persona.history import purge_voice
    from twin.store.replace import Replacements

    done = scrub(home.twin_dir(name), partial(purge_voice, home, name))
    if done.busy:
        return {"secrets_hidden": 0, "secret_facts_purged": 0, "voice_texts_hidden": 0, "secrets_busy": done.busy}
    voiced = 0
    if _voice_secrets(home, name):  # (a lock would make an empty history for a twin that has none)
        with Replacements(UNCHANGED) as staged:
            voiced = purge_voice(home, name, lambda text: hide(text)[0], staged)
            staged.commit()
    return {"secrets_hidden": done.secrets, "secret_facts_purged": len(done.facts), "voice_texts_hidden": voiced,
            "secrets_busy": []}  # fmt: skip


def _secrets_found(home: Any, name: str) -> dict[str, int]:
    """The secrets written before twin kept them out that `--repair` hides: in the memory files and the learned voice
    of a twin (read only; the home's prompt history is counted once, `_typed_secrets`)."""
    from twin.facts.scrub import count

    found = count(home.twin_dir(name))
    voice = _voice_secrets(home, name)
    return {"secrets": found.secrets + voice, "records": found.records + voice, "facts": len(found.facts)}


def _typed_secrets(home: Any, repair: bool) -> int:
    """The entries of the home's prompt history (every twin's chat) that hold a secret typed before twin kept them
    out: written with [secret] by a repair (how many were), else counted."""
    from twin.credentials import hide
    from twin.sessions.inputhistory import change_entries, entries_changed

    hidden = lambda text: hide(text)[0]  # noqa: E731
    return (change_entries if repair else entries_changed)(home.input_history_path, hidden)


def _voice_secrets(home: Any, name: str) -> int:
    """How many texts of the persona's learned voice (its file, the versions of its history) hold a secret."""
    from twin.credentials import hide
    from twin.errors import TwinError
    from twin.facts.purge import file_lines, parse_line
    from twin.files import read_regular
    from twin.home import persona_path
    from twin.persona.history import history_path
    from twin.persona.voice import cut_voice

    texts = []
    try:
        texts.append(read_regular(persona_path(home.personas_dir, name)).decode("utf-8"))  # not /dev/zero
        texts += [str((parse_line(line) or {}).get("text") or "") for line in file_lines(history_path(home, name))]
    except (OSError, UnicodeDecodeError, TwinError):
        pass  # a persona or a history that cannot be read is a problem said above
    return sum(cut_voice(text, lambda t: hide(t)[0]) != text for text in texts)


def _catch_up(home: Any, settings: Any, name: str, *, quiet: bool) -> dict[str, Any]:
    """Write the owed diaries and extract the turns no extraction read, as a chat's start would (and more: every
    session's turns that no run read, which a start does not look for: twin/narrative/owed.py)."""
    from rich.progress import Progress

    from twin.context.prompt import persona_text
    from twin.llm import ChatClient
    from twin.narrative.owed import owed_chapters
    from twin.narrative.worker import MemoryWorker
    from twin.persona.model import load_persona
    from twin.recall.index import SearchIndex
    from twin.sessions.session import unnamed, who_in
    from twin.settings import resolve_endpoint

    persona = load_persona(home.personas_dir, name)
    twin_dir = home.twin_dir(name)
    person = settings.user or unnamed(persona.language)
    with SearchIndex(twin_dir) as index:
        owed = len(owed_chapters(index))
    import sys

    from rich.console import Console

    shown = not quiet and sys.stderr.isatty()  # a bar on a terminal; nothing in a pipe or a log
    notices: list[str] = []
    worker = MemoryWorker(
        twin_dir, persona, ChatClient(resolve_endpoint(settings, persona.model)),
        persona_text=persona_text(persona), notice=notices.append,
    )  # fmt: skip
    who = lambda session: who_in(session.header, person, settings.user)  # noqa: E731
    # First every exchange no run read, or whose runs failed, each once: those a start no longer tries too (their
    # answers could not be used three times, twin/narrative/owed.py), since the person asked. Then the diaries, whose
    # catch-up finds every turn read, and the failed exchanges left out: none is asked twice in one repair.
    with Progress(transient=True, disable=not shown, console=Console(stderr=True)) as progress:
        task = progress.add_task(f"{name}: extracting", total=None)
        caught = worker.catch_up_extractions(
            who, lambda done, total: progress.update(task, completed=done, total=total)
        )
    with Progress(transient=True, disable=not shown, console=Console(stderr=True)) as progress:
        task = progress.add_task(f"{name}: catching up", total=None)
        worker.status = lambda line: progress.update(task, description=f"{name}: {line or 'catching up'}")
        worker.start()
        worker.catch_up(who, gaps=False)
        # all of it, however long the model takes: the repair was asked for. (A close waits only CLOSE_WAIT, and
        # what it left ran beside what came next over the same connections: 33 facts of a 200-conversation import
        # were refused as write_failed.)
        worker.drain()
        worker.close()
    with SearchIndex(twin_dir) as index:
        left = len(owed_chapters(index))
    if not quiet:
        for line in notices:
            typer.echo(line, err=True)
    return {
        "diaries_owed": owed, "diaries_left": left, "windows_extracted": caught.windows - caught.failed,
        "windows_failed": caught.failed, "exchanges_left": caught.left, "why_left": caught.trouble,
    }  # fmt: skip


def _left(found: dict[str, Any]) -> dict[str, Any] | None:
    """What a repair caught up, when it left exchanges not extracted (their runs failed, or a write was refused)."""
    caught = (found.get("repaired") or {}).get("caught_up")
    return caught if caught and caught["windows_failed"] else None


def _count(damage: dict[str, Any]) -> int:
    return len(damage["lines"]) + damage["empty"] + damage["no_header"] + bool(damage["named_for"])


def _unwritable(folder: Path) -> str:
    """Why nothing can be written in `folder` (a read-only disk, permissions), or "" when a file can be."""
    import tempfile

    if not folder.exists():
        return ""  # made at the first write, where the folder above allows it
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".twin-doctor-"):
            return ""
    except OSError as exc:
        return (exc.strerror or str(exc)).lower()


def _free(root: Path) -> int | None:
    import shutil

    try:
        return shutil.disk_usage(root if root.exists() else root.parent).free
    except OSError:
        return None


def _size(n: int) -> str:
    for unit in ("bytes", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n:.0f} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1024  # type: ignore[assignment]
    return f"{n} bytes"


def _memory_lines(name: str, found: dict[str, Any]) -> list[str]:
    """The lines of one twin's memory in the report."""
    if "misplaced" in found and "damaged" not in found:  # (the memory files were read past a derived database's)
        return [f"memory     {name}: not read ({'; '.join(found['misplaced'])})"]
    lines = []
    done = found.get("repaired")
    if done:
        moved = done["lines_moved"] + done["unfinished_lines_moved"]
        what = [f"{count(moved, 'line')} moved aside"] if moved else []
        empty = len(done["empty_files_moved"])
        what += [f"{count(empty, 'empty session file')} moved aside"] if empty else []
        what += [f"{count(len(done['headers_rebuilt']), 'session header')} rebuilt"] if done["headers_rebuilt"] else []
        first = len(done["headers_moved_first"])
        what += [f"{count(first, 'session header')} put back on the first line"] if first else []
        copies, renamed = len(done["copies_moved"]), len(done["names_restored"])
        what += [f"{count(copies, 'copy of a session file')} moved aside"] if copies else []
        what += [f"{count(renamed, 'session file')} given its name back"] if renamed else []
        mended = done["owner_values_mended"]
        what += [f"{count(mended, 'older value')} of yours under another subject retired"] if mended else []
        hidden = done["secrets_hidden"] + done["voice_texts_hidden"]
        purged = done["secret_facts_purged"]
        what += [f"{count(hidden, 'secret')} written as [secret]"] if hidden else []
        what += [f"{count(purged, 'fact')} whose value was a secret purged"] if purged else []
        what += ["secrets left: the twin is in use"] if done["secrets_busy"] else []
        side = f" (kept in {', '.join(done['side_files'])})" if done["side_files"] else ""
        lines.append(f"repaired   {name}: {', '.join(what) or 'nothing to move'}{side}")
        caught = done["caught_up"]
        if caught is not None:
            failed = f", {caught['windows_failed']} failed (why: below)" if caught["windows_failed"] else ""
            diaries, windows = caught["diaries_owed"], caught["windows_extracted"]
            written = diaries - caught.get("diaries_left", 0)
            done_now = [f"{written} of {count(diaries, 'owed diary', 'owed diaries')} written"] if diaries else []
            done_now += [f"{count(windows, 'exchange')} extracted{failed}"] if windows or failed else []
            lines.append(f"caught up  {name}: {', '.join(done_now) or 'nothing was owed'}")
        elif found.get("owed_diaries") or found.get("unextracted_sessions"):
            why = done.get("not_caught_up", "no model answers")
            lines.append(f"caught up  {name}: not now ({why}); the next chat writes the owed diaries")
        else:  # (offline, or no model: nothing was owed, which is all a repair would have looked at)
            lines.append(f"caught up  {name}: nothing was owed")
    damaged = [line for d in found["damaged"] for line in _damage_lines(d)]
    lines.append(f"memory     {name}: " + (f"{len(damaged)} damaged" if damaged else "files read clean"))
    lines += [f"             {line}" for line in damaged[:20]]
    if len(damaged) > 20:
        lines.append(f"             … and {len(damaged) - 20} more (`twin doctor --json` lists them all)")
    aside = found.get("set_aside") or []
    if aside:
        shown = ", ".join(aside[:3]) + (f" and {len(aside) - 3} more" if len(aside) > 3 else "")
        lines.append(f"             set aside: {count(len(aside), 'file')} beside the memory ({shown}): what could "
                     "not be written whole or read, kept for you to look at; delete them when done")  # fmt: skip
    owed, unread, soon = found["owed_diaries"], found["unextracted_sessions"], found["unextracted_next_start"]
    spent = found["unextracted_spent"]
    from twin.narrative.owed import TRIES

    if owed:
        them = "them" if len(owed) > 1 else "it"
        lines.append(f"             {count(len(owed), 'diary', 'diaries')} owed: the next chat writes {them} "
                     "(or `twin doctor --repair`, now)")  # fmt: skip
    eras = found.get("owed_eras") or []
    if eras:
        them = "them" if len(eras) > 1 else "it"
        lines.append(f"             {count(len(eras), 'month or year summary', 'month and year summaries')} owed "
                     f"({', '.join(eras[:3])}{' …' if len(eras) > 3 else ''}): the next chat writes {them} "
                     "(or `twin memory eras`, now)")  # fmt: skip
    if soon:
        lines.append(f"             {count(len(soon), 'session')} with turns not extracted: the next chat extracts "
                     "them (or `twin doctor --repair`, now)")  # fmt: skip
    if spent:
        lines.append(f"             {count(len(spent), 'session')} with exchanges that could not be extracted after "
                     f"{TRIES} tries (the model's answers could not be used): a chat tries them no more; "
                     "`twin doctor --repair` tries again")  # fmt: skip
    others = len(set(unread) - set(soon) - set(spent))
    if others:
        lines.append(f"             {count(others, 'session')} with turns no extraction read, which a chat does not "
                     "look for: `twin doctor --repair` extracts them")  # fmt: skip
    behind = found.get("behind")
    if found.get("index_problem"):
        lines.append(f"             index: {found['index_problem']}")
    elif behind:
        them = "it" if len(behind) == 1 else "them"
        lines.append(f"             index: {count(len(behind), 'file')} not read yet (the next search reads {them})")
    else:
        lines.append("             index: up to date")
    embedded = found.get("embedded")
    if embedded:
        items, of, model = embedded["items"], embedded["of"], embedded["model"]
        rest = f" (`twin index embed {name}` does the rest)" if items < of else ""
        lines.append(f"             embeddings: {items} of {of} items with {model}{rest}")
    return lines


def _damage_lines(damage: dict[str, Any]) -> list[str]:
    if damage["empty"]:
        return [f"{damage['file']}: an empty session file"]
    lines = [f"{damage['file']}: no session header (its turns are kept)"] if damage["no_header"] else []
    if damage["named_for"]:
        mend = "a copy: --repair moves it aside" if damage["copy"] else "--repair gives it its name back"
        lines.append(f"{damage['file']}: its header is session {damage['named_for']}'s ({mend})")
    for line in damage["lines"]:
        what = "an unfinished last line" if line["unfinished"] else "line"
        lines.append(f"{damage['file']} {what} {line['line']}: {line['reason']}")
    return lines


def _key_line(ep: dict[str, Any]) -> str:
    if ep["key"] != "none":
        return str(ep["key"])
    if ep.get("key_variable"):
        return f"none: ${ep['key_variable']}, named in twin.toml, is not set"
    return "none set (fine for local servers)"


def _print(report: dict[str, Any]) -> None:
    ep = report["endpoint"]
    lines = [
        f"home       {report['home']}  (chosen by {report['home_reason']})",
        f"settings   {report.get('settings', 'invalid')}",
        "personas   " + (", ".join(f"{k}: {v}" for k, v in report["personas"].items()) or "none"),
    ]
    if "base_url" in ep:  # (none when the address or the key cannot be used: the problem says which)
        lines += [f"endpoint   {ep['base_url']}  (from {ep['from']})", f"model      {ep['model']}",
                  f"key        {_key_line(ep)}"]  # fmt: skip
    if "answers" in ep:
        answer = "yes" if ep["answers"] else "no"
        if ep.get("models"):
            answer += f" ({count(len(ep['models']), 'model')}: {', '.join(ep['models'][:5])}"
            answer += "…)" if len(ep["models"]) > 5 else ")"
        lines.append(f"answers    {answer}")
    for name, found in report["memory"].items():
        lines += _memory_lines(name, found)
    if report.get("typed_secrets_hidden"):
        lines.append(f"repaired   the prompt's history: {count(report['typed_secrets_hidden'], 'line')} with a secret "
                     "written with [secret]")  # fmt: skip
    if report.get("disk_free") is not None:
        lines.append(f"disk       {_size(report['disk_free'])} free")
    for line in lines:
        typer.echo(line)
    for problem in report["problems"]:
        typer.echo(f"problem: {problem}", err=True)
    spent = sum(len(found.get("unextracted_spent") or []) for found in report["memory"].values())
    if not report["problems"] and spent:  # nothing damaged, and yet memory waits for the person: not "All good."
        them = "it" if spent == 1 else "them"
        typer.echo(
            f"Nothing is damaged; {count(spent, 'session')} with exchanges a chat tries no more (above): "
            f"`twin doctor --repair` tries {them} again."
        )
    elif not report["problems"]:
        typer.echo("All good.")


def _persona_file(personas_dir: Path, name: str) -> bool:
    """Whether `twin chat NAME` would find the persona: by its file, so "Alice" on a file system that ignores case
    is alice.toml, as chat finds it."""
    from twin.home import persona_path

    try:
        return persona_path(personas_dir, name).exists()
    except TwinError:  # a name no persona file can have
        return False
