"""`twin import chatgpt` and `twin import sillytavern`: past conversations become past sessions."""

from __future__ import annotations

import json
import shutil
import zipfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from tests.chatkit import records, session_files
from tests.memorykit import Reply, Script, facts_json
from tests.test_sessions_cli import at
from tests.trust_cases import c
from twin.imports.chatgpt import SOURCE, import_chatgpt
from twin.imports.importer import ImportReport
from twin.imports.sillytavern import parse_date

NEXT = "Next: `twin sessions list alice`. The next `twin chat alice` reads them into memory (facts and a diary chapter for each).\n"  # noqa: E501
T0 = at(10, 9).timestamp()
T1 = at(12, 18, 30).timestamp()


def message(mid: str, role: str, parts: list[Any] | None, seconds: float, **extra: Any) -> dict[str, Any]:
    content = extra.pop("content", None) or {"content_type": "text", "parts": parts}
    metadata = extra.pop("metadata", {})
    return {"id": mid, "author": {"role": role}, "content": content, "create_time": seconds, "metadata": metadata,
            "status": "finished_successfully", "recipient": extra.pop("recipient", "all"), **extra}  # fmt: skip


def tree(*nodes: tuple[str, str | None, dict[str, Any] | None]) -> dict[str, Any]:
    """A mapping from (id, parent, message) triples; children are filled in from the parents."""
    mapping = {nid: {"id": nid, "parent": parent, "children": [], "message": msg} for nid, parent, msg in nodes}
    for nid, parent, _ in nodes:
        if parent:
            mapping[parent]["children"].append(nid)
    return mapping


def export() -> list[dict[str, Any]]:
    """Four conversations: one with an edited branch and every kind of hidden message, one in Chinese, one broken,
    one with nothing shown."""
    edited = tree(
        ("root", None, None),
        ("sys", "root", message("sys", "system", [""], T0, metadata={"is_visually_hidden_from_conversation": True})),
        ("u1", "sys", message("u1", "user", ["Which colour for the fence?"], T0 + 5)),
        ("a1", "u1", message("a1", "assistant", ["Blue or green."], T0 + 9, metadata={"model_slug": "gpt-4o"})),
        ("u2a", "a1", message("u2a", "user", ["What about red?"], T0 + 30)),
        ("a2a", "u2a", message("a2a", "assistant", ["Red is bold."], T0 + 33)),
        ("u2b", "a1", message("u2b", "user", ["Here is the fence:", {"content_type": "image_asset_pointer"}], T0 + 60)),
        (
            "call",
            "u2b",
            message(
                "call",
                "assistant",
                None,
                T0 + 61,
                recipient="python",
                content={"content_type": "code", "text": "print(1)"},
            ),
        ),
        ("tool", "call", message("tool", "tool", ["1"], T0 + 62)),
        (
            "a2b",
            "tool",
            message(
                "a2b",
                "assistant",
                ["That grey would look good in blue."],
                T0 + 65,
                metadata={"finish_details": {"type": "interrupted"}},
            ),
        ),
        ("empty", "a2b", message("empty", "user", [""], T0 + 70)),
        (
            "think",
            "empty",
            message("think", "assistant", None, T0 + 71, content={"content_type": "thoughts", "thoughts": []}),
        ),
    )
    chinese = tree(
        ("r", None, None),
        ("q", "r", message("q", "user", ["周末去爬山吗？"], T1 + 2)),
        ("a", "q", message("a", "assistant", ["好主意，去哪座山？"], T1 + 5)),
    )
    quiet = tree(("r", None, None), ("s", "r", message("s", "system", ["You are ChatGPT."], T1)))
    return [
        {"title": "Fence colours", "conversation_id": "c-1", "create_time": T0, "update_time": T0 + 71,
         "mapping": edited, "current_node": "think"},
        {"title": "周末计划", "id": "c-2", "create_time": T1, "update_time": T1 + 5, "mapping": chinese,
         "current_node": "a"},
        {"title": "broken", "mapping": "nope"},
        {"title": "quiet", "id": "c-4", "create_time": T1, "mapping": quiet, "current_node": "s"},
    ]  # fmt: skip


def write_export(folder: Path) -> Path:
    path = folder / "conversations.json"
    path.write_text(json.dumps(export(), ensure_ascii=False), encoding="utf-8")
    return path


FIRST_IMPORT = (
    "Imported 2 of 4 conversations (6 turns) from {name} into alice; 1 could not be read (below).\n"
    "Skipped:\n"
    "  1 conversation with nothing shown in the chat\n"
    "  2 system messages\n"
    "  1 empty message\n"
    "  1 thoughts message (not shown in the chat)\n"
    "  1 tool call\n"
    "  1 tool message\n"
    "Could not read:\n"
    "  conversation 3 (broken): it has no messages (`mapping`)\n" + NEXT
)


# -- ChatGPT --------------------------------------------------------------------------------------


def test_chatgpt_follows_the_visible_branch_with_original_times(cli, home_with_personas: Path, tmp_path: Path) -> None:
    result = cli("import", "chatgpt", str(write_export(tmp_path)), "--persona", "alice")
    assert result.exit_code == 0, result.output
    assert result.stdout == FIRST_IMPORT.format(name="conversations.json")
    files = session_files(home_with_personas, "alice")
    assert len(files) == 2
    fence = records(files[0])
    header, turns, end = fence[0], fence[1:-1], fence[-1]
    assert (header["source"], header["original_id"], header["title"]) == (SOURCE, "c-1", "Fence colours")
    assert header["started"] == datetime.fromtimestamp(T0, UTC).astimezone().isoformat(timespec="milliseconds")
    assert [(t["role"], t["text"], t.get("status", "ok"), t["original_id"]) for t in turns] == [
        ("user", "Which colour for the fence?", "ok", "u1"),
        ("assistant", "Blue or green.", "ok", "a1"),
        ("user", "Here is the fence:\n[image]", "ok", "u2b"),
        ("assistant", "That grey would look good in blue.", "interrupted", "a2b"),
    ]
    assert turns[1]["model"] == "gpt-4o"
    assert turns[0]["ts"] == datetime.fromtimestamp(T0 + 5, UTC).astimezone().isoformat(timespec="milliseconds")
    assert (end["kind"], end["reason"], end["turns"]) == ("end", "imported", 4)
    shown = cli("replay", header["id"])
    assert shown.stdout == (
        f"Alice · 2026-03-10 09:00 · with You · session {header['id']}\nFence colours\nimported (chatgpt)\n\n"
        "[2026-03-10 09:00:05] You\nWhich colour for the fence?\n\n"
        "[09:00:09] Alice\nBlue or green.\n\n"
        "[09:01:00] You\nHere is the fence:\n[image]\n\n"
        "[09:01:05] Alice\nThat grey would look good in blue.\n(interrupted: stopped before it was finished)\n\n"
    )
    chinese = records(files[1])[0]["id"]
    assert cli("sessions", "list", "alice").stdout == (
        "ID          START             TURNS  WHO  FIRST WORDS                  CHAPTER\n"
        f"{chinese[:10]}  2026-03-12 18:30      2  -    周末去爬山吗？               (imported, no chapter yet)\n"
        f"{header['id'][:10]}  2026-03-10 09:00      4  -    Which colour for the fence?  (imported, no chapter yet)\n"
    )


def test_running_it_again_imports_nothing_twice(cli, home_with_personas: Path, tmp_path: Path) -> None:
    path = write_export(tmp_path)
    assert cli("import", "chatgpt", str(path), "-p", "alice").exit_code == 0
    before = [p.read_bytes() for p in session_files(home_with_personas, "alice")]
    again = cli("import", "chatgpt", str(path), "-p", "alice", "--json")
    assert again.exit_code == 0
    summary = json.loads(again.stdout)
    assert (summary["imported"], summary["already_imported"], summary["empty"], summary["turns"]) == (0, 2, 1, 0)
    assert summary["skipped_messages"]["system messages"] == 2
    assert [p.read_bytes() for p in session_files(home_with_personas, "alice")] == before


def test_a_conversation_that_grew_since_it_was_imported_brings_its_new_messages(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    path = write_export(tmp_path)
    assert cli("import", "chatgpt", str(path), "-p", "alice").exit_code == 0
    first = session_files(home_with_personas, "alice")
    later = export()
    chinese = later[1]
    chinese["mapping"]["a"]["children"] = ["q2"]
    chinese["mapping"]["q2"] = {
        "id": "q2",
        "parent": "a",
        "children": ["a2"],
        "message": message("q2", "user", ["去黄山，我搬到杭州了"], T1 + 3600),
    }
    chinese["mapping"]["a2"] = {"id": "a2", "parent": "q2", "children": [],
                                "message": message("a2", "assistant", ["黄山很好。"], T1 + 3605)}  # fmt: skip
    chinese["current_node"] = "a2"
    fresh = tree(("r", None, None), ("n", "r", message("n", "user", ["A new conversation."], T1 + 7200)))
    later.append({"title": "Brand new", "id": "c-9", "create_time": T1 + 7200, "mapping": fresh, "current_node": "n"})
    grown = tmp_path / "later.json"
    grown.write_text(json.dumps(later, ensure_ascii=False), encoding="utf-8")
    result = cli("import", "chatgpt", str(grown), "-p", "alice")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[:3] == [
        "Imported 1 of 5 conversations (3 turns) from later.json into alice; 1 could not be read (below).",
        "1 conversation imported before has new messages since: they are in a session that continues it.",
        "Skipped:",
    ]
    files = session_files(home_with_personas, "alice")
    assert [p.read_bytes() for p in first] == [p.read_bytes() for p in files if p in first]  # never written again
    [added, new] = sorted((p for p in files if p not in first), key=lambda p: records(p)[0]["original_id"])
    assert (records(new)[0]["original_id"], records(new)[0].get("continues")) == ("c-9", None)  # its own
    header, *turns, end = records(added)
    earlier = next(records(p)[0] for p in first if records(p)[0]["original_id"] == "c-2")
    assert (header["original_id"], header["continues"], header["title"]) == ("c-2", earlier["id"], "周末计划")
    assert [(t["role"], t["text"]) for t in turns] == [("user", "去黄山，我搬到杭州了"), ("assistant", "黄山很好。")]
    assert end["reason"] == "imported"
    with open(added, "ab") as torn:  # a line torn by a crash: the rest of the file still counts as imported
        torn.write(b'{"v":1,"kind":"turn","role":"us')
    again = cli("import", "chatgpt", str(grown), "-p", "alice", "--json")
    summary = json.loads(again.stdout)
    assert (summary["imported"], summary["continued"], summary["already_imported"], summary["turns"]) == (0, 0, 3, 0)
    assert len(session_files(home_with_personas, "alice")) == len(files)
    search = cli("sessions", "search", "alice", "杭州")
    assert search.exit_code == 0 and "搬到杭州" in search.stdout


def test_a_sillytavern_chat_that_grew_brings_its_new_lines_and_one_rewritten_is_named(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    known = {**ST_HEADER, "chat_metadata": {"integrity": "5b1c"}}  # SillyTavern's id of the chat, kept as it grows
    path = st_chat(tmp_path, header=known)
    assert cli("import", "sillytavern", str(path), "-p", "lin").exit_code == 0
    more = [
        st_message("Alex", True, "2024-11-30T09:00:00.000Z", "I moved to Oslo."),
        st_message("Alex", True, "2024-11-30T09:01:00.000Z", "Thank you."),  # said before too
    ]
    grew = path.read_text(encoding="utf-8").replace(
        "\n{broken line\n", "\n" + "\n".join(json.dumps(m) for m in more) + "\n"
    )
    path.write_text(grew, encoding="utf-8")
    result = cli("import", "sillytavern", str(path), "-p", "lin", "--json")
    summary = json.loads(result.stdout)
    assert (summary["continued"], summary["turns"], summary["changed"]) == (1, 2, 0), result.output
    [later] = [p for p in session_files(home_with_personas, "lin") if records(p)[0].get("continues")]
    assert [t["text"] for t in records(later)[1:-1]] == ["I moved to Oslo.", "Thank you."]
    rewritten = st_chat(tmp_path, name="other.jsonl", header=known)
    text = rewritten.read_text(encoding="utf-8")
    for said in ("*looks up* You're awake.", "Where am I?", "In my glade. 你安全了。", "Thank you."):
        text = text.replace(json.dumps(said, ensure_ascii=False)[1:-1], said.upper())
    rewritten.write_text(text, encoding="utf-8")  # the same chat (its integrity id), every message edited
    named = cli("import", "sillytavern", str(rewritten), "-p", "lin")
    assert "1 chat imported before and rewritten since (none of its messages is one imported)" in named.stdout


def test_a_chat_whose_words_were_purged_goes_on_and_one_purged_whole_is_not_brought_back(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    """A purge cut "[removed]" into an imported turn, and the chat that grew since was taken for one rewritten and
    never imported again; a session purged whole came back at the next import of the same file."""
    from twin.facts.store import FactStore

    path = st_chat(tmp_path, header={**ST_HEADER, "chat_metadata": {"integrity": "77aa"}})
    assert cli("import", "sillytavern", str(path), "-p", "lin").exit_code == 0
    [first] = session_files(home_with_personas, "lin")
    asked = next(r for r in records(first) if r.get("text") == "Where am I?")
    evidence = {"session": records(first)[0]["id"], "turn": asked["id"], "quote": "Where am I?"}
    store = FactStore(home_with_personas / "data" / "lin")
    lost = store.assert_fact("user", "state", "lost", source="user", confidence=0.9, cause="T", evidence=evidence)
    assert cli("memory", "purge", "lin", lost.id, "--yes").exit_code == 0
    assert "[removed]" in json.dumps(records(first))
    grew = path.read_text(encoding="utf-8").replace(
        "\n{broken line\n", "\n" + json.dumps(st_message("Alex", True, "2024-11-30T09:00:00.000Z", "Bye.")) + "\n"
    )
    path.write_text(grew, encoding="utf-8")
    summary = json.loads(cli("import", "sillytavern", str(path), "-p", "lin", "--json").stdout)
    assert (summary["continued"], summary["changed"], summary["turns"]) == (1, 0, 1), summary
    for session in [records(f)[0]["id"] for f in session_files(home_with_personas, "lin")]:
        assert cli("memory", "purge", "lin", "--session", session, "--yes").exit_code == 0
    again = cli("import", "sillytavern", str(path), "-p", "lin")
    assert again.exit_code == 0 and session_files(home_with_personas, "lin") == []
    assert "1 chat purged before (`twin memory purge --session`): not imported again" in again.stdout


def test_a_sillytavern_chat_imported_with_user_goes_on_under_that_name_when_it_grew(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    """Imported first with --user Lin, grown, and imported again without it: the new lines were filed under the
    chat's user_name (Alex), not the person the first import named; with --user again, under that name."""
    known = {**ST_HEADER, "chat_metadata": {"integrity": "7c2d"}}
    path = st_chat(tmp_path, header=known)
    assert cli("import", "sillytavern", str(path), "-p", "lin", "--user", "Lin").exit_code == 0
    said = [st_message("Alex", True, "2024-11-30T09:00:00.000Z", "I moved to Oslo.")]
    grew = path.read_text(encoding="utf-8").replace("\n{broken line\n", "\n" + json.dumps(said[0]) + "\n")
    path.write_text(grew, encoding="utf-8")
    again = cli("import", "sillytavern", str(path), "-p", "lin")
    assert again.exit_code == 0 and "taken to be" not in again.stdout  # filed under the name given then
    [later] = [p for p in session_files(home_with_personas, "lin") if records(p)[0].get("continues")]
    assert records(later)[0]["user"] == "Lin"


def test_chatgpt_zip_export_with_the_file_in_a_folder(cli, home_with_personas: Path, tmp_path: Path) -> None:
    archive = tmp_path / "export.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("chat.html", "<html></html>")
        z.writestr("export-2026/conversations.json", json.dumps(export()))
    result = cli("import", "chatgpt", str(archive), "--persona", "lin")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == (
        "Imported 2 of 4 conversations (6 turns) from export.zip into lin; 1 could not be read (below)."
    )
    assert [records(p)[0]["title"] for p in session_files(home_with_personas, "lin")] == ["Fence colours", "周末计划"]


def test_an_interrupted_import_leaves_whole_sessions_and_the_next_run_finishes(
    home_with_personas: Path, tmp_path: Path
) -> None:
    twin = home_with_personas / "data" / "alice"
    (twin / "sessions").mkdir(parents=True)
    (twin / "sessions" / ".tmp-import-01J00000000000000000000000.jsonl").write_text('{"kind":"session"', "utf-8")
    report = ImportReport(SOURCE)

    def stop_after_first(done: int, total: int) -> None:
        if done == 1:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        import_chatgpt(twin, write_export(tmp_path), {"persona": "alice"}, progress=stop_after_first, report=report)
    assert report.imported == 1
    assert [p.name for p in (twin / "sessions").iterdir()] == [session_files(home_with_personas)[0].name]
    assert records(session_files(home_with_personas)[0])[-1]["kind"] == "end"
    finished = import_chatgpt(twin, write_export(tmp_path), {"persona": "alice"})
    assert (finished.imported, finished.already) == (1, 1)
    assert len(session_files(home_with_personas)) == 2


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "Error: conversations.json is empty."),
        (b"{not json", "Error: conversations.json is not a ChatGPT export: it is not JSON (Expecting property name"),
        (b'{"foo": 1}', "Error: conversations.json is not a ChatGPT export: expected a list of conversations, each"),
        (b"[1, 2, 3]", "Error: conversations.json is not a ChatGPT export: expected a list of conversations, each"),
        (b"\xff\xfe\x00binary", "Error: conversations.json is not a ChatGPT export: it is not text."),
        (b"[" * 100_000 + b"]" * 100_000, "Error: conversations.json is not a ChatGPT export: its JSON is nested too"),
    ],
)
def test_broken_chatgpt_files_give_clear_errors_and_write_nothing(
    cli, home_with_personas: Path, tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "conversations.json"
    path.write_bytes(content)
    result = cli("import", "chatgpt", str(path), "--persona", "alice")
    assert result.exit_code == 2
    assert result.stderr.startswith(message)
    assert "Export data" in result.stderr
    assert session_files(home_with_personas, "alice") == []


def test_zips_without_conversations_or_damaged_and_missing_files(cli, home_with_personas: Path, tmp_path: Path) -> None:
    empty_zip = tmp_path / "export.zip"
    with zipfile.ZipFile(empty_zip, "w") as z:
        z.writestr("chat.html", "<html></html>")
    result = cli("import", "chatgpt", str(empty_zip), "-p", "alice")
    assert (result.exit_code, result.stderr.splitlines()[0]) == (2, "Error: export.zip holds no conversations.json.")
    damaged = tmp_path / "damaged.zip"
    damaged.write_bytes(empty_zip.read_bytes()[:40])
    result = cli("import", "chatgpt", str(damaged), "-p", "alice")
    assert result.exit_code == 2 and result.stderr.startswith("Error: damaged.zip is a damaged zip file")
    missing = cli("import", "chatgpt", str(tmp_path / "nope.json"), "-p", "alice")
    assert missing.exit_code == 2 and missing.stderr.startswith(f"Error: There is no file {tmp_path / 'nope.json'}.")
    assert "Check its name and its folder. Use conversations.json from the ChatGPT export" in missing.stderr
    bitten = tmp_path / "bitten.zip"  # its directory whole, the compressed bytes of conversations.json damaged
    with zipfile.ZipFile(bitten, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("conversations.json", json.dumps(export()) * 20)
    raw = bytearray(bitten.read_bytes())
    start = raw.index(b"conversations.json") + len("conversations.json") + 10
    raw[start : start + 40] = bytes(b ^ 0x55 for b in raw[start : start + 40])
    bitten.write_bytes(bytes(raw))
    locked = tmp_path / "locked.zip"  # marked as encrypted: zipfile asks for a password
    with zipfile.ZipFile(locked, "w") as z:
        z.writestr("conversations.json", "[]")
    raw = bytearray(locked.read_bytes())
    raw[raw.index(b"PK\x03\x04") + 6] |= 1
    raw[raw.index(b"PK\x01\x02") + 8] |= 1
    locked.write_bytes(bytes(raw))
    for args, said in (
        (["import", "chatgpt", str(bitten), "-p", "alice"], "Error: bitten.zip is a damaged zip file (Error -3 "),
        (["voice", "learn", "alice", str(bitten), "--no-describe"], "Error: bitten.zip is a damaged zip file"),
        (["import", "chatgpt", str(locked), "-p", "alice"], "Error: locked.zip cannot be unpacked here (File "),
    ):
        result = cli(*args)
        assert result.exit_code == 2 and result.stderr.startswith(said), (args, result.output)
    assert session_files(home_with_personas, "alice") == []


def test_a_zip_bomb_is_refused_before_it_is_unpacked(cli, home_with_personas: Path, tmp_path: Path) -> None:
    """A zip whose conversations.json (or a CHARX card's card.json) unpacks to a thousand times its size: one of 1.5 MB
    took 3.1 GB of memory and 10 s, to import 0 conversations."""
    from twin.imports.importer import BOMB_FLOOR

    bombs = []
    for name, member in (("bomb.zip", "export/conversations.json"), ("bomb.charx", "card.json")):
        bomb = tmp_path / name
        with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as z, z.open(member, "w", force_zip64=True) as f:
            f.write(b"[" + b" " * (BOMB_FLOOR + 1) + b"]")
        bombs.append(bomb)
    result = cli("import", "chatgpt", str(bombs[0]), "-p", "alice")
    assert result.exit_code == 2, result.output
    said = "Error: bomb.zip was not unpacked: its export/conversations.json would unpack to 64 MB from "
    assert result.stderr.startswith(said)
    assert "a zip bomb, or a damaged zip" in result.stderr and "unzip it and import" in result.stderr
    result = cli("import", "card", str(bombs[1]))
    assert result.exit_code != 0 and "card.json would unpack to 64 MB" in result.stderr, result.output
    ordinary = tmp_path / "ordinary.zip"  # prose packs far less: imported
    with zipfile.ZipFile(ordinary, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("conversations.json", json.dumps(export()))
    assert cli("import", "chatgpt", str(ordinary), "-p", "alice").exit_code == 0


def test_which_twin_must_be_said_when_there_are_several(cli, home_with_personas: Path, tmp_path: Path) -> None:
    path = write_export(tmp_path)
    result = cli("import", "chatgpt", str(path))
    assert result.exit_code == 2
    assert result.stderr == (
        "Error: Which twin should remember these? This home has 2 personas: alice, lin.\n"
        "Name one with --persona (for example --persona alice).\n"
    )
    (home_with_personas / "personas" / "lin.toml").unlink()
    assert cli("import", "chatgpt", str(path)).stdout == FIRST_IMPORT.format(name="conversations.json")


@pytest.mark.parametrize("odd", [None, float("nan"), "2026-03-10", 1e15, 1e14, -5, 0])
def test_an_odd_create_time_is_taken_from_the_conversation_or_the_conversation_is_skipped(
    cli, home_with_personas: Path, tmp_path: Path, odd: Any
) -> None:
    """Such a conversation was dated at the import (its facts "since now", over newer ones), or on 1969-12-31."""

    def two(t: Any, **extra: Any) -> dict[str, Any]:
        mapping = tree(("r", None, None), ("u", "r", message("u", "user", ["Hello there"], t)),
                       ("a", "u", message("a", "assistant", ["Hi!"], t)))  # fmt: skip
        return {"mapping": mapping, "current_node": "a", "create_time": odd, **extra}

    conversations = [
        {**two(T0 + 5), "id": "by-messages", "title": "by its messages"},
        {**two(odd), "id": "by-update", "title": "by its update", "update_time": T1},
        {**two(odd), "id": "no-time", "title": "no time at all", "update_time": odd},
    ]
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps(conversations), encoding="utf-8")
    result = cli("import", "chatgpt", str(path), "-p", "alice")
    assert result.exit_code == 0, result.output
    assert (
        result.stdout.splitlines()[0]
        == "Imported 2 of 3 conversations (4 turns) from conversations.json into alice; 1 could not be read (below)."
    )
    if isinstance(odd, (int, float)) and odd == odd and abs(odd) < 1e15:  # a time, but none a conversation had
        when = datetime.fromtimestamp(odd / 1000 if odd > 1e11 else odd, UTC).astimezone()
        said = (
            f"conversation 3 (no time at all): its time ({when:%Y-%m-%d}) is not from 2000 to tomorrow: a wrong clock"
        )
        assert f"Could not read:\n  {said} or unit, which twin does not take as when it was said\n" in result.stdout
    else:
        assert "Could not read:\n  conversation 3 (no time at all): it has no time that can be read (create_time, " \
            "update_time, nor its messages')\n" in result.stdout  # fmt: skip
    sessions = {records(p)[0]["original_id"]: records(p) for p in session_files(home_with_personas, "alice")}
    assert set(sessions) == {"by-messages", "by-update"}
    iso = lambda t: datetime.fromtimestamp(t, UTC).astimezone().isoformat(timespec="milliseconds")  # noqa: E731
    for original, t in (("by-messages", T0 + 5), ("by-update", T1)):
        header, turns = sessions[original][0], sessions[original][1:-1]
        assert header["started"] == iso(t) and [turn["ts"] for turn in turns] == [iso(t), iso(t)]
        assert header["id"] < "2" and not header["id"].startswith("Z")  # an id of this century, not of before 1970


# -- SillyTavern ----------------------------------------------------------------------------------

ST_HEADER = {"user_name": "Alex", "character_name": "Seraphina", "create_date": "2024-11-29@13h20m00s",
             "chat_metadata": {"note_prompt": ""}}  # fmt: skip


def st_message(name: str, is_user: bool, send_date: Any, mes: str, **extra: Any) -> dict[str, Any]:
    return {"name": name, "is_user": is_user, "is_system": False, "send_date": send_date, "mes": mes, **extra}


def st_chat(folder: Path, name: str = "Seraphina - 2024-11-29@13h20m00s.jsonl", header: Any = None) -> Path:
    lines = [
        st_message("Seraphina", False, "November 29, 2024 1:23pm", "*looks up* You're awake.", swipes=["a", "b"]),
        st_message("Alex", True, "2024-11-29T13:25:00.000Z", "Where am I?"),
        st_message("Seraphina", False, 1732887000000, "In my glade. 你安全了。"),
        {**st_message("System", False, "2024-11-29@13h30m00s", "Hidden note"), "is_system": True},
        st_message("Alex", True, "2024-11-29 @13h 31m 05s 120ms", "   "),
        st_message("Alex", True, "yesterday-ish", "Thank you."),
    ]
    text = json.dumps(header or ST_HEADER) + "\n" + "\n".join(json.dumps(m, ensure_ascii=False) for m in lines)
    path = folder / name
    path.write_text(text + "\n{broken line\n", encoding="utf-8")
    return path


def local(*args: int) -> str:
    return datetime(*args).astimezone().isoformat(timespec="milliseconds")  # type: ignore[arg-type]


def utc(*args: int) -> str:
    return datetime(*args, tzinfo=UTC).astimezone().isoformat(timespec="milliseconds")  # type: ignore[misc]


def test_sillytavern_reads_every_date_format_and_skips_system_messages(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    path = st_chat(tmp_path)
    result = cli("import", "sillytavern", str(path), "--persona", "alice")
    assert result.exit_code == 0, result.output
    # who was talking, from the chat: in a role-play often a character's name, under which the person's own
    # out-of-character words would be kept
    taken = (
        "The person talking was taken to be Alex (the chat's user_name). In a role-play that may be a character's "
        "name, and what you say of yourself is kept under it: `--user NAME` names you instead (give it the first "
        "time: a chat imported is skipped the next).\n"
    )
    assert result.stdout == (
        f"Imported 1 of 1 chat (4 turns) from {path.name} into alice.\n"
        "Skipped:\n  1 empty message\n  1 system or hidden message\n"
        f"Could not read:\n  {path.name} line 8: not JSON\n" + NEXT + taken
    )
    again = json.loads(cli("import", "sillytavern", str(path), "-p", "alice", "--json").stdout)
    assert again["user_taken_as"] == []  # nothing written: no one taken to be anyone
    fresh = json.loads(cli("import", "sillytavern", str(path), "-p", "lin", "--json").stdout)
    assert fresh["user_taken_as"] == ["Alex"]
    lines = records(session_files(home_with_personas, "alice")[0])
    header, turns = lines[0], lines[1:-1]
    assert (header["user"], header["character"], header["title"]) == ("Alex", "Seraphina", path.stem)
    assert header["started"] == local(2024, 11, 29, 13, 20)
    assert [(t["role"], t["speaker"], t["text"], t["ts"]) for t in turns] == [
        ("assistant", "Seraphina", "*looks up* You're awake.", local(2024, 11, 29, 13, 23)),
        ("user", "Alex", "Where am I?", utc(2024, 11, 29, 13, 25)),
        ("assistant", "Seraphina", "In my glade. 你安全了。", utc(2024, 11, 29, 13, 30)),
        ("user", "Alex", "Thank you.", utc(2024, 11, 29, 13, 31)),  # no date it can read: a minute later
    ]
    assert turns[0]["swipes"] == 2


def test_sillytavern_again_and_with_another_user_name(cli, home_with_personas: Path, tmp_path: Path) -> None:
    path = st_chat(tmp_path)
    named = cli("import", "sillytavern", str(path), "-p", "lin", "--user", "小林")
    assert named.exit_code == 0 and "taken to be" not in named.stdout  # named: nothing taken from the chat
    assert records(session_files(home_with_personas, "lin")[0])[0]["user"] == "小林"
    again = cli("import", "sillytavern", str(path), "-p", "lin")
    assert again.stdout.splitlines()[:3] == [
        f"Imported 0 of 1 chat (0 turns) from {path.name} into lin.",
        "Skipped:",
        "  1 chat already imported",
    ]
    assert len(session_files(home_with_personas, "lin")) == 1


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "Error: chat.jsonl is empty."),
        (b"\xef\xbb\xbf\n\n", "Error: chat.jsonl is empty."),  # a byte-order mark and blank lines only
        (b"not json\n", "Error: chat.jsonl is not a SillyTavern chat: line 1 is not JSON"),
        (
            b'{"name": "A", "mes": "hi", "is_user": true}\n',
            "Error: chat.jsonl is not a SillyTavern chat: its first line",
        ),
        (b"[1, 2]\n", "Error: chat.jsonl is not a SillyTavern chat: its first line should be the chat header"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\xff", "Error: chat.jsonl is not a SillyTavern chat: it is not text."),
        (b"[" * 5_000 + b"]" * 5_000 + b"\n", "Error: chat.jsonl is not a SillyTavern chat: line 1 nests too deeply."),
    ],
)
def test_broken_sillytavern_files_give_clear_errors_and_write_nothing(
    cli, home_with_personas: Path, tmp_path: Path, content: bytes, message: str
) -> None:
    good = st_chat(tmp_path)
    bad = tmp_path / "chat.jsonl"
    bad.write_bytes(content)
    result = cli("import", "sillytavern", str(good), str(bad), "--persona", "alice")
    assert result.exit_code == 2
    assert result.stderr.startswith(message)
    assert session_files(home_with_personas, "alice") == []


def test_an_export_whose_name_is_not_utf8_is_refused_in_a_sentence(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    from tests.test_ingest import latin1_name

    chat = latin1_name(tmp_path, "Séraphine.jsonl")
    chat.write_bytes(st_chat(tmp_path).read_bytes())  # its title, in the session's header, would be its name
    export = latin1_name(tmp_path, "exporté.json")
    export.write_bytes(write_export(tmp_path).read_bytes())
    for args in (
        ["import", "sillytavern", str(chat), "--persona", "alice"],
        ["import", "chatgpt", str(export), "--persona", "alice"],
        ["voice", "learn", "alice", str(chat), "--no-describe"],
    ):
        result = cli(*args)
        assert result.exit_code == 2 and "Traceback" not in result.output, (args, result.output)
        assert result.stderr.splitlines()[0].endswith(" is not UTF-8."), (args, result.stderr)
        assert result.stderr.splitlines()[1] == "Rename it: twin keeps the names of the files it reads."
    assert session_files(home_with_personas / "data" / "alice") == []


def test_half_an_emoji_escaped_alone_is_imported_as_a_replacement_character(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    """`\\ud83d` alone is valid JSON, written by exporters that cut an emoji in half, but no UTF-8 file can hold it."""
    cut = "Thanks \ud83d see you"
    conversation = {"title": "Fence \ud83d", "create_time": T0, "current_node": "a1",
                    "mapping": tree(("u1", None, message("u1", "user", [cut], T0)),
                                    ("a1", "u1", message("a1", "assistant", ["Bye \ude00"], T0 + 2)))}  # fmt: skip
    export_file = tmp_path / "conversations.json"
    export_file.write_text(json.dumps([conversation]), encoding="ascii")  # the escapes as the exporter wrote them
    chat = tmp_path / "chat.jsonl"
    lines = [ST_HEADER, st_message("Alex", True, "2024-11-29@13h21m00s", cut)]
    chat.write_text("\n".join(json.dumps(line) for line in lines) + "\n", encoding="ascii")
    for args in (["import", "chatgpt", str(export_file)], ["import", "sillytavern", str(chat)]):
        result = cli(*args, "--persona", "alice")
        assert result.exit_code == 0 and "Traceback" not in result.output, (args, result.output)
    sessions = [records(path) for path in session_files(home_with_personas)]
    said = sorted(r["text"] for r in sum(sessions, []) if r["kind"] == "turn")
    assert said == ["Bye \ufffd", "Thanks \ufffd see you", "Thanks \ufffd see you"]
    assert sorted(s[0]["title"] for s in sessions) == ["Fence \ufffd", "chat"]


def test_sillytavern_dates() -> None:
    def iso(value: Any) -> str | None:
        moment = parse_date(value)
        return moment.isoformat() if moment else None

    assert iso("Nov 29, 2024 12:05 AM") == datetime(2024, 11, 29, 0, 5).astimezone().isoformat()
    assert iso("December 1, 2024 12:59pm") == datetime(2024, 12, 1, 12, 59).astimezone().isoformat()
    assert iso("2024-11-29@13h23m45s") == datetime(2024, 11, 29, 13, 23, 45).astimezone().isoformat()
    assert iso(1732886625) == datetime(2024, 11, 29, 13, 23, 45, tzinfo=UTC).astimezone().isoformat()
    assert iso("1732886625123") == datetime(2024, 11, 29, 13, 23, 45, 123000, tzinfo=UTC).astimezone().isoformat()
    for nonsense in ("yesterday", "", None, True, "February 30, 2024 1:00pm", [1]):
        assert iso(nonsense) is None


def test_sillytavern_dates_no_chat_could_have_are_not_read_and_a_chat_without_any_is_skipped(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    odd = [
        st_message("Alex", True, -5, "Hello."),
        st_message("Seraphina", False, "1969-12-31T23:59:55Z", "Hello, Alex."),
        st_message("Alex", True, "January 1, 0001 1:00pm", "Nice glade."),
        st_message("Seraphina", False, 1e14, "Thank you."),
    ]
    dated = tmp_path / "dated.jsonl"
    dated.write_text("\n".join(json.dumps(m) for m in [ST_HEADER, *odd]) + "\n", encoding="utf-8")
    undated = tmp_path / "undated.jsonl"
    lines = [{**ST_HEADER, "create_date": "0"}, *odd]
    undated.write_text("\n".join(json.dumps(m) for m in lines) + "\n", encoding="utf-8")
    result = cli("import", "sillytavern", str(dated), str(undated), "-p", "alice")
    assert result.exit_code == 0, result.output
    assert (
        result.stdout.splitlines()[0]
        == "Imported 1 of 2 chats (4 turns) from 2 files into alice; 1 could not be read (below)."
    )
    assert "Could not read:\n  undated.jsonl: it has no date that can be read (create_date, send_date)\n" in (
        result.stdout
    )
    [session] = session_files(home_with_personas, "alice")
    turns = records(session)[1:-1]
    assert [t["ts"] for t in turns] == [local(2024, 11, 29, 13, minute) for minute in (21, 22, 23, 24)]


def test_an_import_of_which_nothing_could_be_read_fails_and_says_why_as_a_broken_file_does(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    """Every conversation unreadable: exit status 2 (a broken import file's), the summary naming each, the error
    with the next step; with --json one object, the report and its `error`. One readable among them: exit 0."""
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps([{"title": "broken", "mapping": "nope"}, {"title": "torn", "mapping": {}}]))
    result = cli("import", "chatgpt", str(path), "-p", "alice")
    assert result.exit_code == 2, result.output
    assert result.stdout.startswith(
        "Imported 0 of 2 conversations (0 turns) from conversations.json into alice; 2 could not be read (below).\n"
        "Could not read:\n  conversation 1 (broken): it has no messages (`mapping`)\n  conversation 2 (torn): "
    )
    assert result.stderr.startswith(
        "Error: None of the 2 conversations in conversations.json could be read, so nothing was imported.\n"
        "The summary says why for each (`damaged` in --json). Use conversations.json from the ChatGPT export"
    )
    as_json = cli("import", "chatgpt", str(path), "-p", "alice", "--json")
    assert as_json.exit_code == 2, as_json.output
    shown = json.loads(as_json.stdout)  # one object: what was done, and the error
    assert (shown["found"], shown["imported"], shown["unread"], len(shown["damaged"])) == (2, 0, 2, 2)
    assert shown["error"]["exit"] == 2 and shown["error"]["kind"] == "usage"
    assert shown["error"]["message"].startswith("None of the 2 conversations") and not session_files(
        home_with_personas, "alice"
    )
    undated = tmp_path / "undated.jsonl"
    undated.write_text(json.dumps({**ST_HEADER, "create_date": "0"}) + "\n" + json.dumps(
        st_message("Alex", True, "never", "Hello.")) + "\n", encoding="utf-8")  # fmt: skip
    chats = cli("import", "sillytavern", str(undated), "-p", "alice")
    assert chats.exit_code == 2 and "Error: None of the 1 chat in undated.jsonl could be read" in chats.stderr
    some = cli("import", "sillytavern", str(undated), str(st_chat(tmp_path)), "-p", "alice", "--json")
    assert some.exit_code == 0, some.output
    assert (json.loads(some.stdout)["imported"], json.loads(some.stdout)["unread"]) == (1, 1)
    assert "error" not in json.loads(some.stdout)


def test_facts_of_an_old_chat_stay_held_after_the_import(
    cli, script: Script, home_with_personas: Path, tmp_path: Path
) -> None:
    """Words said in 2023 and imported today were learned today: they do not fall silent on arrival."""
    lines = [
        st_message("Alex", True, "2023-03-01T10:00:00.000Z", "I live in Bergen and my dog is called Rex."),
        st_message("Seraphina", False, "2023-03-01T10:00:05.000Z", "Bergen, rain and all!"),
    ]
    path = tmp_path / "old.jsonl"
    path.write_text("\n".join(json.dumps(m) for m in [ST_HEADER, *lines]) + "\n", encoding="utf-8")
    assert cli("import", "sillytavern", str(path), "-p", "alice").exit_code == 0
    script.add("extract", facts_json(c("user", "city", "Bergen", "I live in Bergen", confidence=0.6),
                                     c("user", "dog", "Rex", "my dog is called Rex")))  # fmt: skip
    assert cli("chat", "alice", input="hello\n").exit_code == 0  # reads the import into memory
    held = json.loads(cli("memory", "facts", "alice", "--json").stdout)
    assert {(f["attribute"], f["value"], f["status"]) for f in held} == {
        ("city", "Bergen", "current"), ("dog", "Rex", "current"),
    }  # fmt: skip


def test_two_conversations_with_one_id_are_both_imported_once_and_a_repeated_one_once(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    def talk(said: str, seconds: float) -> dict[str, Any]:
        mapping = tree(("r", None, None), ("q", "r", message("q", "user", [said], seconds)),
                       ("a", "q", message("a", "assistant", ["I see."], seconds + 5)))  # fmt: skip
        return {"title": said, "id": "dup", "create_time": seconds, "mapping": mapping, "current_node": "a"}

    merged = [talk("I moved to Lyon", T0), talk("I adopted a cat", T1), talk("I moved to Lyon", T0)]
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps(merged), encoding="utf-8")
    result = cli("import", "chatgpt", str(path), "--persona", "alice", "--json")
    assert result.exit_code == 0, result.output
    said = sorted(r["text"] for f in session_files(home_with_personas) for r in records(f) if r.get("role") == "user")
    assert said == ["I adopted a cat", "I moved to Lyon"]  # the second of id "dup" too; the repeated first once
    again = json.loads(cli("import", "chatgpt", str(path), "--persona", "alice", "--json").stdout)
    assert again["imported"] == 0 and len(session_files(home_with_personas)) == 2


def test_an_export_holding_a_conversation_and_a_later_copy_of_it_imports_each_message_once(
    cli, home_with_personas: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two exports merged into one file: the copy that grew since is the same conversation (its first messages are
    the earlier copy's, by their ids), so it continues it, in either order; a copy whose messages differ is another
    conversation of that id."""
    q, a = message("q", "user", ["I moved to Lyon"], T0), message("a", "assistant", ["Nice."], T0 + 5)
    q2, a2 = message("q2", "user", ["I adopted a cat"], T1), message("a2", "assistant", ["Lovely."], T1 + 5)
    old = tree(("r", None, None), ("q", "r", q), ("a", "q", a))
    grown = tree(("r", None, None), ("q", "r", q), ("a", "q", a), ("q2", "a", q2), ("a2", "q2", a2))
    other = tree(("r", None, None), ("x", "r", message("x", "user", ["I sing in a choir"], T1)))

    def conversation(mapping: dict[str, Any], node: str) -> dict[str, Any]:
        return {"title": "Lyon", "id": "dup", "create_time": T0, "mapping": mapping, "current_node": node}

    for n, order in enumerate([(old, "a", grown, "a2"), (grown, "a2", old, "a")]):
        home = tmp_path / f"home{n}"
        shutil.copytree(home_with_personas / "personas", home / "personas")
        monkeypatch.setenv("TWIN_HOME", str(home))
        path = tmp_path / f"conversations{n}.json"
        first, last = conversation(order[0], order[1]), conversation(order[2], order[3])
        path.write_text(json.dumps([first, last, conversation(other, "x")]), encoding="utf-8")
        result = cli("import", "chatgpt", str(path), "--persona", "alice", "--json")
        assert result.exit_code == 0, result.output
        said = sorted(r["text"] for f in session_files(home) for r in records(f) if r.get("role") == "user")
        assert said == ["I adopted a cat", "I moved to Lyon", "I sing in a choir"], order[1]
        again = json.loads(cli("import", "chatgpt", str(path), "-p", "alice", "--json").stdout)
        assert (again["imported"], again["continued"]) == (0, 0)


def test_doctor_repair_waits_for_every_owed_diary_before_it_extracts_beside_them(
    cli, script: Script, home_with_personas: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A repair after a big import: the diaries took longer than a worker's close waits, and the extractions that
    followed ran beside them over the same connections (33 facts of 200 conversations refused as write_failed,
    "cannot start a transaction within a transaction"; 44 of 74 diaries reported written). A repair now extracts
    first, each exchange once, then writes the diaries and waits for them all."""
    from tests.test_forget_blind import chatgpt_export
    from twin.narrative import worker

    monkeypatch.setattr(worker, "CLOSE_WAIT", 0.2)  # what a slow model's diaries do to the 5 s it really is
    start = int(datetime(2025, 3, 1, tzinfo=UTC).timestamp())
    pets = [("cat", "Miso"), ("dog", "Rex"), ("fish", "Bubbles")]
    path = chatgpt_export(tmp_path, [
        (f"talk {i}", start + 86400 * i, [("user", f"My {pet} is called {name}."), ("assistant", "Lovely.")])
        for i, (pet, name) in enumerate(pets)
    ])  # fmt: skip
    assert cli("import", "chatgpt", str(path), "-p", "alice").exit_code == 0
    script.defaults["chapter"] = Reply(text="I heard about a pet today.", delay=0.3)
    for pet, name in pets:
        script.add("extract", facts_json(c("user", f"{pet}_name", name, f"My {pet} is called {name}")))

    repaired = cli("doctor", "--repair", "--json")
    assert repaired.exit_code == 0, repaired.output
    done = json.loads(repaired.stdout)["memory"]["alice"]
    assert done["repaired"]["caught_up"] == {  # each conversation extracted once, before its diary
        "diaries_owed": 3, "diaries_left": 0, "windows_extracted": 3, "windows_failed": 0, "exchanges_left": 0,
        "why_left": "",
    }  # fmt: skip
    assert done["owed_diaries"] == [] and done["unextracted_sessions"] == []
    held = json.loads(cli("memory", "facts", "alice", "--json").stdout)
    assert sorted((f["attribute"], f["value"]) for f in held) == sorted((f"{p}_name", n) for p, n in pets)
    runs = records(home_with_personas / "data" / "alice" / "extractions.jsonl")
    assert not [r for r in runs for x in r.get("rejected", []) if x.get("reason") == "write_failed"]


def test_an_import_reads_what_it_brought_into_the_search_index(cli, home_with_personas: Path, tmp_path: Path) -> None:
    # else the next chat's memory worker reads it in (3,000 conversations: minutes), and recall lacks it meanwhile
    from tests.test_forget_blind import chatgpt_export
    from twin.recall.index import SearchIndex

    path = chatgpt_export(tmp_path, [("Lisbon trip", 1_700_000_000, [("user", "Plan a weekend in Lisbon"),
                                                                      ("assistant", "Day one: Alfama.")])])  # fmt: skip
    result = cli("import", "chatgpt", str(path), "--persona", "alice")
    assert result.exit_code == 0, result.stderr
    with SearchIndex(home_with_personas / "data" / "alice") as index:  # searched, not synced
        assert [h.text for h in index.search("Lisbon", kinds=("turn",))] == ["Plan a weekend in Lisbon"]
