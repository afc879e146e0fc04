"""`twin import card`: Character Cards V1/V2/V3 from real-format PNGs, JSON and CHARX, mapped into personas."""

from __future__ import annotations

import base64
import json
import struct
import tomllib
import zipfile
import zlib
from pathlib import Path
from typing import Any

import pytest

from tests.chatkit import records, session_files, system_prompt
from twin.imports.card import count, detect_language, example_lines, persona_key
from twin.persona.lore import Knowledge, parse_knowledge, relevant_knowledge
from twin.persona.model import load_persona
from twin.persona.new import Draft, render_persona
from twin.tomlfile import Checker

# -- making cards -----------------------------------------------------------------------------


def chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png(*chunks: bytes) -> bytes:
    """A real 1x1 RGB PNG (IHDR, IDAT, IEND) with extra chunks after the header."""
    ihdr = chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
    idat = chunk(b"IDAT", zlib.compress(b"\x00\xff\x80\x00"))
    return b"\x89PNG\r\n\x1a\n" + ihdr + b"".join(chunks) + idat + chunk(b"IEND", b"")


def text_chunk(keyword: str, card: dict[str, Any]) -> bytes:
    return chunk(b"tEXt", keyword.encode() + b"\0" + base64.b64encode(json.dumps(card).encode()))


def v2(**fields: Any) -> dict[str, Any]:
    return {"spec": "chara_card_v2", "spec_version": "2.0", "data": {"name": "Seraphina", **fields}}


SERAPHINA = v2(
    description="{{char}} guards the forest of Eldoria.\nShe heals lost travellers.",
    personality="kind, protective, a little stern",
    scenario="{{user}} wakes up in {{char}}'s glade.",
    first_mes="*{{char}} looks up* You're awake, {{user}}.",
    mes_example="<START>\n{{user}}: Who are you?\n{{char}}: I am Seraphina.\nI watch this forest.\n<START>\n"
    "{{user}}: Thank you.\n{{char}}: Rest now.",
    system_prompt="{{original}}\nStay in character.\nNever speak for {{user}}.",
    post_history_instructions="Keep replies short.",
    creator_notes="Made for the tests.",
    alternate_greetings=["Hello again, {{user}}."],
    tags=["fantasy", "healer"],
    creator="tester",
    character_version="1.2",
    character_book={
        "name": "Eldoria lore",
        "scan_depth": 4,
        "entries": [
            {"keys": ["Eldoria", "forest"], "content": "Eldoria is older than the kingdom.", "enabled": True,
             "insertion_order": 1, "extensions": {"position": 0}},
            {"keys": ["moon"], "content": "The moon well is hidden.", "enabled": False, "insertion_order": 2},
            {"keys": [], "content": "{{char}} never lies.", "constant": True, "enabled": True},
        ],
    },
    extensions={"depth_prompt": {"prompt": "Be gentle.", "depth": 4}, "talkativeness": "0.5", "world": ""},
)  # fmt: skip

SERAPHINA_SUMMARY = """\
Imported "Seraphina" from seraphina.png (Character Card V2, PNG chunk chara) as the persona seraphina.
Wrote:
  personas/seraphina.toml       the persona (en)
  personas/seraphina.card.json  the whole original card
Mapped:
  name                       -> name
  description                -> identity.who
  personality                -> speaking.tone
  scenario                   -> identity.background (first line)
  first_mes                  -> greeting
  mes_example                -> speaking.examples (2 lines)
  system_prompt              -> boundaries.rules (2 lines)
  post_history_instructions  -> boundaries.rules (1 line)
  character_book             -> knowledge (2 entries)
  creator                    -> a comment at the top of the file
  character_version          -> a comment at the top of the file
  tags                       -> a comment at the top of the file
  creator_notes              -> comments at the top of the file
  alternate_greetings        -> comments at the end of the file (1 greeting)
Kept only in the card file:
  extensions.depth_prompt
  extensions.talkativeness
  character_book.name
  character_book.scan_depth
  character_book entries: extensions, insertion_order
Left out:
  1 disabled lorebook entry
Next: `twin persona show seraphina`, `twin persona edit seraphina`, `twin chat seraphina`.
"""


def files(home: Path) -> list[str]:
    return sorted(str(p.relative_to(home)) for p in home.rglob("*") if p.is_file())


# -- PNG cards ----------------------------------------------------------------------------------


def test_png_card_becomes_a_persona_and_the_whole_card_is_kept(cli, isolated_home: Path, tmp_path: Path) -> None:
    card = tmp_path / "seraphina.png"
    card.write_bytes(png(text_chunk("chara", SERAPHINA)))
    result = cli("import", "card", str(card))
    assert result.exit_code == 0, result.output
    assert result.stdout == SERAPHINA_SUMMARY
    persona = load_persona(isolated_home / "personas", "seraphina")
    assert (persona.name, persona.language) == ("Seraphina", "en")
    assert persona.who == "Seraphina guards the forest of Eldoria.\nShe heals lost travellers.\n"
    assert persona.tone == "kind, protective, a little stern"
    assert persona.greeting == "*Seraphina looks up* You're awake, {{user}}."  # filled when it is said
    assert persona.background == ["Scenario: {{user}} wakes up in Seraphina's glade."]
    assert [(k.keys, k.content) for k in persona.knowledge] == [
        (["Eldoria", "forest"], "Eldoria is older than the kingdom."),
        ([], "Seraphina never lies."),
    ]
    assert persona.examples == [  # the character's lines, the person's words before them only as what they answer
        "Someone: “Who are you?” Me: “I am Seraphina. I watch this forest.”",
        "Someone: “Thank you.” Me: “Rest now.”",
    ]
    assert persona.rules == ["Stay in character.", "Never speak for {{user}}.", "Keep replies short."]
    text = persona.path.read_text(encoding="utf-8")
    assert "# Tags: fantasy, healer\n" in text and "# Made for the tests.\n" in text
    assert "# 1. Hello again, {{user}}.\n" in text and "# Creator: tester\n" in text
    sidecar = isolated_home / "personas" / "seraphina.card.json"
    assert json.loads(sidecar.read_text(encoding="utf-8")) == SERAPHINA
    [version] = records(isolated_home / "data" / "seraphina" / "persona.jsonl")
    assert (version["source"], version["note"], version["hash"]) == ("import", "card seraphina.png", persona.digest)


def test_ccv3_chunk_wins_and_compressed_text_chunks_are_read(cli, isolated_home: Path, tmp_path: Path) -> None:
    v3 = {"spec": "chara_card_v3", "spec_version": "3.0", "data": {"name": "Nova", "description": "New."}}
    body = b"ccv3\0" + bytes([1, 0]) + b"\0\0" + zlib.compress(base64.b64encode(json.dumps(v3).encode()))
    old = chunk(b"zTXt", b"chara\0\0" + zlib.compress(base64.b64encode(json.dumps(v2(description="Old.")).encode())))
    card = tmp_path / "nova.png"
    card.write_bytes(png(old, chunk(b"iTXt", body)))
    result = cli("import", "card", str(card))
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(
        'Imported "Nova" from nova.png (Character Card V3, PNG chunk ccv3) as the persona nova.'
    )
    assert load_persona(isolated_home / "personas", "nova").who == "New."
    only_chara = tmp_path / "old.png"
    only_chara.write_bytes(png(old))
    assert cli("import", "card", str(only_chara), "--name", "old").exit_code == 0
    assert load_persona(isolated_home / "personas", "old").who == "Old."


def test_chinese_card_in_json(cli, isolated_home: Path, tmp_path: Path) -> None:
    card = tmp_path / "lin.json"
    zh = v2(
        name="林小满",
        description="{{char}}是杭州的一名独立开发者，喜欢写字。",
        personality="平实，短句。",
        first_mes="你好，{{user}}。最近在忙什么？",
        mes_example="<START>\n{{user}}：我想辞职。\n{{char}}：先别急。\n下班后做过能收钱的东西吗？",
        alternate_greetings=["又见面了，{{user}}。"],
    )
    card.write_text(json.dumps(zh, ensure_ascii=False), encoding="utf-8")
    result = cli("import", "card", str(card), "--name", "xiaoman")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[:3] == [
        'Imported "林小满" from lin.json (Character Card V2, JSON file) as the persona xiaoman.',
        "Wrote:",
        "  personas/xiaoman.toml       the persona (zh)",
    ]
    persona = load_persona(isolated_home / "personas", "xiaoman")
    assert (persona.name, persona.language, persona.greeting) == ("林小满", "zh", "你好，{{user}}。最近在忙什么？")
    assert persona.examples == ["对方：「我想辞职。」我：「先别急。 下班后做过能收钱的东西吗？」"]
    text = persona.path.read_text(encoding="utf-8")
    assert "# 角色卡里的其他开场白" in text and "# 1. 又见面了，{{user}}。" in text
    assert "# who：我是谁，用第一人称写。" in text


def test_v3_json_card_with_lorebook_and_unknown_fields(cli, isolated_home: Path, tmp_path: Path) -> None:
    card = {
        "spec": "chara_card_v3",
        "spec_version": "3.0",
        "x_exporter": {"app": "someapp", "build": 7},
        "data": {
            "name": "Kestrel",
            "nickname": "Kes",
            "description": "{{char}} is a courier.",
            "character_book": {"entries": [{"keys": ["Harbor"], "content": "{{char}} grew up by the harbor."}]},
            "extensions": {"someapp/voice": {"pitch": 3}, "fav": True},
            "group_only_greetings": ["Hi all."],
            "assets": [{"type": "icon", "uri": "ccdefault:", "name": "main", "ext": "png"}],
            "mystery_field": [1, 2, 3],
        },
    }
    path = tmp_path / "kestrel.json"
    path.write_text(json.dumps(card), encoding="utf-8")
    result = cli("import", "card", str(path), "--json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["persona"] == "kestrel" and summary["format"] == "Character Card V3, JSON file"
    assert summary["kept_in_sidecar"] == [
        "x_exporter",
        "extensions.someapp/voice",
        "extensions.fav",
        "group_only_greetings",
        "assets",
        "mystery_field",
    ]
    persona = load_persona(isolated_home / "personas", "kestrel")
    assert persona.who == "Kes is a courier." and persona.background == []
    assert [(k.keys, k.content) for k in persona.knowledge] == [(["Harbor"], "Kes grew up by the harbor.")]
    assert json.loads((isolated_home / "personas" / "kestrel.card.json").read_text(encoding="utf-8")) == card


def test_v1_card_and_charx_zip(cli, isolated_home: Path, tmp_path: Path) -> None:
    v1 = tmp_path / "old.json"
    v1.write_text(json.dumps({"name": "Pip", "personality": "cheerful", "first_mes": "Hi <USER>, I'm <BOT>!"}))
    result = cli("import", "card", str(v1))
    assert result.exit_code == 0, result.output
    pip = load_persona(isolated_home / "personas", "pip")
    assert (pip.who, pip.tone, pip.greeting) == ("cheerful", "", "Hi {{user}}, I'm Pip!")
    assert "  personality                -> identity.who (the card has no description)" not in result.stdout
    assert "  personality  -> identity.who (the card has no description)" in result.stdout
    charx = tmp_path / "card.charx"
    with zipfile.ZipFile(charx, "w") as archive:
        archive.writestr("card.json", json.dumps(v2(name="Zip Zap")))
    result = cli("import", "card", str(charx))
    assert result.exit_code == 0, result.output
    assert load_persona(isolated_home / "personas", "zip-zap").who == "I am Zip Zap."


def test_a_charx_damaged_inside_or_with_a_password_is_refused_in_a_sentence(
    cli, isolated_home: Path, tmp_path: Path
) -> None:
    bitten = tmp_path / "bitten.charx"  # its directory whole, the compressed bytes of card.json damaged
    with zipfile.ZipFile(bitten, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("card.json", json.dumps(v2(description="A baker. " * 200)))
    raw = bytearray(bitten.read_bytes())
    start = raw.index(b"card.json") + len("card.json") + 10
    raw[start : start + 40] = bytes(b ^ 0x55 for b in raw[start : start + 40])
    bitten.write_bytes(bytes(raw))
    locked = tmp_path / "locked.charx"  # marked as encrypted: zipfile asks for a password
    with zipfile.ZipFile(locked, "w") as archive:
        archive.writestr("card.json", json.dumps(v2()))
    raw = bytearray(locked.read_bytes())
    raw[raw.index(b"PK\x03\x04") + 6] |= 1
    raw[raw.index(b"PK\x01\x02") + 8] |= 1
    locked.write_bytes(bytes(raw))
    for card, said in (
        (bitten, "the zip file cannot be read (Error -3 "),
        (locked, "the zip file cannot be unpacked here (File "),
    ):
        result = cli("import", "card", str(card))
        assert result.exit_code == 3 and "Traceback" not in result.output, result.output
        assert result.stderr.startswith(f"Error: {card.name} is not a usable character card: {said}"), result.stderr
    assert files(isolated_home) == []


def test_escape_sequences_in_a_card_never_reach_the_terminal(cli, isolated_home: Path, tmp_path: Path) -> None:
    evil = v2(
        name="Eve\x1b]0;owned\x07",
        description="\x1b[2J\x1b[Hcleared",
        creator_notes="\x1b[8mhidden\x1b[0m",
        extensions={"\x1b[31mred": 1},
    )
    card = tmp_path / "eve.png"
    card.write_bytes(png(text_chunk("chara", evil)))
    result = cli("import", "card", str(card), "--name", "eve")
    assert result.exit_code == 0, result.output
    assert "\x1b" not in result.output and "\x07" not in result.output
    assert 'Imported "Eve\\x1b]0;owned\\x07"' in result.stdout and "extensions.\\x1b[31mred" in result.stdout
    persona = load_persona(isolated_home / "personas", "eve")
    assert persona.name == "Eve\x1b]0;owned\x07" and persona.who == "\x1b[2J\x1b[Hcleared"  # kept exactly in data
    shown = cli("persona", "show", "eve")
    assert shown.exit_code == 0 and "\x1b" not in shown.stdout and "# \\x1b[8mhidden\\x1b[0m" in shown.stdout


# -- names, collisions, interruptions --------------------------------------------------------------


def test_a_name_collision_is_refused_unless_renamed_or_forced(cli, home_with_personas: Path, tmp_path: Path) -> None:
    card = tmp_path / "alice.png"
    card.write_bytes(png(text_chunk("chara", v2(name="Alice", description="Another Alice."))))
    before = {p: p.read_bytes() for p in (home_with_personas / "personas").iterdir()}
    refused = cli("import", "card", str(card))
    assert refused.exit_code == 2
    assert refused.stderr == (
        f"Error: A persona called 'alice' already exists ({home_with_personas / 'personas' / 'alice.toml'}).\n"
        "Choose another name with --name, or replace it with --force (its text stays in the history).\n"
    )
    assert {p: p.read_bytes() for p in (home_with_personas / "personas").iterdir()} == before
    renamed = cli("import", "card", str(card), "--name", "alice-card")
    assert renamed.exit_code == 0 and "as the persona alice-card." in renamed.stdout
    forced = cli("import", "card", str(card), "--force")
    assert forced.exit_code == 0, forced.output
    assert load_persona(home_with_personas / "personas", "alice").who == "Another Alice."
    kept = records(home_with_personas / "data" / "alice" / "persona.jsonl")
    assert [v["source"] for v in kept] == ["observed", "import"]
    assert kept[0]["text"] == before[home_with_personas / "personas" / "alice.toml"].decode()
    bad = cli("import", "card", str(card), "--name", "../evil")
    assert bad.exit_code == 3 and "not a valid persona name" in bad.stderr


def test_an_interrupted_import_is_finished_by_running_it_again(cli, isolated_home: Path, tmp_path: Path) -> None:
    card = tmp_path / "seraphina.png"
    card.write_bytes(png(text_chunk("chara", SERAPHINA)))
    (isolated_home / "personas").mkdir()
    (isolated_home / "personas" / "seraphina.card.json").write_text("{", encoding="utf-8")  # stopped after the sidecar
    result = cli("import", "card", str(card))
    assert (result.exit_code, result.stdout) == (0, SERAPHINA_SUMMARY)
    assert json.loads((isolated_home / "personas" / "seraphina.card.json").read_text(encoding="utf-8")) == SERAPHINA


# -- broken files ------------------------------------------------------------------------------------

_NO_NAME = {"spec": "chara_card_v3", "spec_version": "3.0", "data": {"description": "nameless"}}
_DAMAGED = bytearray(png(text_chunk("chara", v2())))
_DAMAGED[45] ^= 0xFF  # a byte inside the tEXt chunk's data


@pytest.mark.parametrize(
    "name, content, code, error",
    [
        ("notes.txt", b"just some text", 3,
         "notes.txt is not a usable character card: it is neither a PNG image, a JSON card nor a CHARX file.\n"
         "Give a .png, .json or .charx card."),
        ("plain.png", png(), 3,
         "plain.png is not a usable character card: the PNG holds no card (no 'ccv3' or 'chara' text chunk).\n"
         "Is the image a character card? Nothing was written."),
        ("b64.png", png(chunk(b"tEXt", b"chara\0not base64 at all!")), 3,
         "b64.png is not a usable character card: the PNG chunk 'chara' is not valid base64.\nNothing was written."),
        ("json.png", png(chunk(b"tEXt", b"chara\0" + base64.b64encode(b'{"spec": "chara_card_v2", "data": {'))), 3,
         "json.png is not a usable character card: the PNG chunk 'chara' is not valid JSON "
         "(Expecting property name enclosed in double quotes at line 1, column 36).\nNothing was written."),
        ("noname.png", png(text_chunk("ccv3", _NO_NAME)), 3,
         "noname.png is not a usable character card: the card has no name.\n"
         "A card needs at least a `name`; nothing was written."),
        ("cut.png", png(text_chunk("chara", v2()))[:60], 3,
         "cut.png is not a usable character card: the PNG is cut off inside its 'tEXt' chunk.\nNothing was written."),
        ("damaged.png", bytes(_DAMAGED), 3,
         "damaged.png is not a usable character card: a tEXt chunk of the PNG is damaged (checksum mismatch).\n"
         "Nothing was written."),
        ("list.json", b"[1, 2]", 3,
         "list.json is not a usable character card: it is neither a PNG image, a JSON card nor a CHARX file.\n"
         "Give a .png, .json or .charx card."),
        ("other.json", b'{"spec": "someone_else", "data": {}}', 3,
         "other.json is not a usable character card: unknown card spec 'someone_else' "
         "(expected chara_card_v2 or chara_card_v3).\nNothing was written."),
        ("typed.json", json.dumps(v2(description=42)).encode(), 3,
         "typed.json is not a usable character card: the card's `description` should be text, not int.\n"
         "Nothing was written."),
        ("bomb.png", png(chunk(b"zTXt", b"chara\0\0" + zlib.compress(bytes(65 * 1024 * 1024), 9))), 3,
         "bomb.png is not a usable character card: a zTXt chunk of the PNG unpacks to more than 64 MB.\n"
         "Nothing was written."),  # 65 KB that unpack to 65 MB: refused at 64 MB, never unpacked whole
        ("truncated.png", png(chunk(b"zTXt", b"chara\0\0" + zlib.compress(base64.b64encode(b'{"a": 1}'))[:-6])), 3,
         "truncated.png is not a usable character card: a zTXt chunk of the PNG cannot be read (incomplete or "
         "truncated stream).\nNothing was written."),
        ("empty.charx", b"PK\x03\x04broken", 3,
         "empty.charx is not a usable character card: the zip file cannot be read (File is not a zip file).\n"
         "Nothing was written."),
    ],
)  # fmt: skip
def test_broken_files_give_clear_errors_and_write_nothing(
    cli, isolated_home: Path, tmp_path: Path, name: str, content: bytes, code: int, error: str
) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    result = cli("import", "card", str(path))
    assert result.exit_code == code
    assert result.stderr == f"Error: {error}\n"
    assert result.stdout == ""
    assert files(isolated_home) == []


def test_a_card_whose_name_is_too_long_for_a_persona_says_so(cli, isolated_home: Path, tmp_path: Path) -> None:
    card = tmp_path / "long.json"
    card.write_text(json.dumps(v2(name="x" * 500, description="A baker.")), encoding="utf-8")
    result = cli("import", "card", str(card), "--name", "baker")
    assert result.exit_code == 2
    assert result.stderr == (
        "Error: The card's name is 500 characters long; a persona's name is at most 128.\n"
        "Shorten `name` in the card (a card editor, or a text editor for a .json card) and import it again. "
        "Nothing was written.\n"
    )
    assert files(isolated_home) == []


def test_a_missing_file_or_a_folder(cli, isolated_home: Path, tmp_path: Path) -> None:
    missing = cli("import", "card", str(tmp_path / "nope.png"))
    assert missing.exit_code == 2
    assert (
        missing.stderr == f"Error: There is no file {tmp_path / 'nope.png'}.\n"
        "Check its name and its folder: give the path of a .png, .json or .charx card.\n"
    )
    folder = cli("import", "card", str(tmp_path))
    assert (folder.exit_code, folder.stderr) == (2, f"Error: {tmp_path} is a folder, not a card file.\n")
    assert files(isolated_home) == []


def test_a_card_whose_name_is_not_utf8_is_refused_in_a_sentence(cli, isolated_home: Path, tmp_path: Path) -> None:
    from tests.test_ingest import latin1_name

    card = latin1_name(tmp_path, "carte-Hélène.json")  # the persona's history names the card it came from
    card.write_text(json.dumps(v2(description="A baker.")), encoding="utf-8")
    result = cli("import", "card", str(card))
    assert result.exit_code == 2 and "Traceback" not in result.output, result.output
    assert result.stderr.splitlines()[1:] == ["Rename it: twin keeps the names of the files it reads."]
    assert files(isolated_home) == []


def test_half_an_emoji_escaped_alone_in_a_card_is_a_replacement_character(
    cli, isolated_home: Path, tmp_path: Path
) -> None:
    card = tmp_path / "bo.json"
    card.write_text(json.dumps(v2(description="A baker \ud83d, up at four.")), encoding="ascii")  # as written
    result = cli("import", "card", str(card))
    assert result.exit_code == 0 and "Traceback" not in result.output, result.output
    persona = load_persona(isolated_home / "personas", "seraphina")
    assert persona.who.strip() == "A baker \ufffd, up at four."


def greeting(home: Path) -> str:
    """The greeting the twin opened its first session with."""
    [first] = session_files(home, "captain-nemo")
    return next(r["text"] for r in records(first) if r.get("source") == "greeting")


@pytest.mark.parametrize(
    ("text", "name", "language", "shown"),
    [
        (
            "Welcome aboard, {{user}}. {{user}}'s cabin is ready.",
            "Sam",
            "en",
            "Welcome aboard, Sam. Sam's cabin is ready.",
        ),
        ("Welcome aboard, {{user}}. {{user}}'s cabin is ready.", "", "en", "Welcome aboard, you. your cabin is ready."),
        ("{{User}}\u2019s cabin, {{ user }}.", "", "en", "your cabin, you."),  # a card's curly apostrophe: not "you's"
        ("欢迎，{{user}}。", "", "zh", "欢迎，你。"),
        ("No one here.", "", "en", "No one here."),
    ],
)
def test_the_person_talking_fills_a_cards_user(text: str, name: str, language: str, shown: str) -> None:
    from twin.persona.model import with_person

    assert with_person(text, name, language) == shown


def test_the_person_of_a_card_is_whoever_talks_in_the_greeting_and_the_prompt(
    cli, isolated_home: Path, tmp_path: Path, script
) -> None:
    """`{{user}}` stays in the persona and is filled with the name of who is talking when the greeting is said and
    the persona is put into the prompt; with no name known it is "you". The person's example lines are not the
    character's voice."""
    card = tmp_path / "nemo.json"
    nemo = v2(name="Captain Nemo", description="{{char}} distrusts {{user}}'s motives.",
              first_mes="Welcome aboard, {{user}}.",
              mes_example="<START>\n{{user}}: Hi\n{{char}}: Hmm.\n<START>\n{{char}}: The sea is everything.",
              )  # fmt: skip
    card.write_text(json.dumps(nemo), encoding="utf-8")
    assert cli("import", "card", str(card)).exit_code == 0
    persona = load_persona(isolated_home / "personas", "captain-nemo")
    assert persona.examples == ["Someone: “Hi” Me: “Hmm.”", "The sea is everything."]
    script.add("chat", "Aye.", "Aye.")
    met = cli("chat", "captain-nemo", "--user", "Sam", input="hello\n")
    assert met.exit_code == 0, met.output
    assert greeting(isolated_home) == "Welcome aboard, Sam."
    system = system_prompt(script.requests("chat")[-1])
    assert "Captain Nemo distrusts Sam's motives." in system and "{{user}}" not in system
    (isolated_home / "data").rename(tmp_path / "data-before")  # a first meeting again, with no name known
    unnamed = cli("chat", "captain-nemo", input="hello\n")
    assert unnamed.exit_code == 0, unnamed.output
    assert greeting(isolated_home) == "Welcome aboard, you."
    assert "Captain Nemo distrusts your motives." in system_prompt(script.requests("chat")[-1])


# -- the pieces --------------------------------------------------------------------------------------


def test_names_languages_examples_and_counts() -> None:
    assert [persona_key(n) for n in ("Miss Lin", "  Dr. Who?! ", "林小满", "__x__", "★")] == [
        "miss-lin",
        "dr-who",
        "林小满",
        "x",
        "",
    ]
    assert detect_language("Hello there, how are you?") == "en"
    assert detect_language("你好，我是林。I like Python.") == "zh"
    assert example_lines("<START>\n{{user}}: hi\nBot: a\nb\n<start>\nBot: c\n{{User}}: bye", "Bot") == [
        "Someone: “hi” Me: “a b”",
        "c",  # the person's "bye", answered by nothing, is no line of the character's
    ]
    assert [count(1, "line"), count(2, "entry"), count(3, "day")] == ["1 line", "2 entries", "3 days"]


def test_the_proposed_knowledge_section_parses_with_lines_for_problems(tmp_path: Path) -> None:
    draft = Draft(name="K", language="en", who="I am K.", knowledge=[{"keys": ["harbor"], "content": "By the sea."}])
    text = (
        render_persona(draft) + '\n[[knowledge]]\nkeys = "moon"\ncontent = ""\n[[knowledge]]\ncontent = "x"\nkey = 1\n'
    )
    checker = Checker(tmp_path / "k.toml", text)
    entries = parse_knowledge(checker, tomllib.loads(text))
    assert [(e.keys, e.content) for e in entries] == [(["harbor"], "By the sea."), ([], "x")]
    lines = text.splitlines()
    content_line = next(n for n, line in enumerate(lines, 1) if line == 'content = ""')
    key_line = lines.index("key = 1") + 1
    assert checker.problems == [
        f"k.toml:{content_line}: knowledge[2].content: expected `content` text, found empty text",
        f"k.toml:{key_line}: knowledge[3].key: unknown field (expected one of: content, keys)",
    ]


def test_knowledge_comes_to_mind_by_its_keys() -> None:
    always, harbor, moon = Knowledge("A"), Knowledge("B", ["Harbor", "港口"]), Knowledge("C", ["moon"])
    entries = [always, harbor, moon]
    assert relevant_knowledge(entries, ["We sailed into the HARBOR."]) == [always, harbor]
    assert relevant_knowledge(entries, ["我们到了港口"]) == [always, harbor]
    assert relevant_knowledge(entries, ["nothing here"]) == [always]


def test_a_keyed_lore_entry_reaches_the_prompt_only_when_the_conversation_mentions_it(tmp_path: Path) -> None:
    from dataclasses import replace

    from twin.context.prompt import build_context
    from twin.context.view import MemoryView
    from twin.persona.model import load_persona
    from twin.sessions.session import SessionWriter
    from twin.settings import ContextSettings

    persona = load_persona(Path(__file__).resolve().parent.parent / "personas", "alice")
    persona = replace(
        persona,
        knowledge=[
            Knowledge("The lighthouse keeper is called Bram.", ["lighthouse"]),
            Knowledge("I grew up by the sea."),
        ],
    )
    writer = SessionWriter.ephemeral({})

    def system(text: str) -> str:
        turns = [writer.add_turn("user", text)]
        return build_context(persona, turns, MemoryView(), ContextSettings()).messages[0]["content"]

    quiet = system("How was your week?")
    assert "I grew up by the sea" in quiet and "Bram" not in quiet
    assert "lighthouse: The lighthouse keeper is called Bram." in system("Do you remember the LIGHTHOUSE?")


def test_imports_refuse_what_is_not_a_regular_file_without_opening_it(home_with_personas: Path, tmp_path: Path) -> None:
    """/dev/null was named "null" and refused as no card; a named pipe waited for a writer, for ever."""
    import os
    import subprocess

    from tests.chatkit import TWIN

    pipe = tmp_path / "ff"
    os.mkfifo(pipe)
    env = {**os.environ, "TWIN_HOME": str(home_with_personas)}
    for args, said in (
        (["card", os.devnull], f"{os.devnull} is a device, not a file."),
        (["card", str(pipe)], f"{pipe} is a named pipe, not a file."),
        (["chatgpt", str(pipe), "--persona", "alice"], f"{pipe} is a named pipe, not a file."),
        (["sillytavern", str(pipe), "--persona", "alice"], f"{pipe} is a named pipe, not a file."),
    ):
        done = subprocess.run([TWIN, "import", *args], env=env, capture_output=True, text=True, timeout=60)
        assert (done.returncode, done.stderr.splitlines()[0]) == (2, f"Error: {said}"), done.stderr
    assert sorted(p.name for p in (home_with_personas / "personas").iterdir()) == ["alice.toml", "lin.toml"]
    assert not (home_with_personas / "data").exists()
