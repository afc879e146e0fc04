"""`twin ingest`: the owner's own writing kept as documents, in chunks, once per text, with versions."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from tests.chatkit import records
from twin.imports.writing import MAX_TOKENS, MIN_TOKENS, chunk_text, ingest
from twin.tokens import estimate_tokens

SENTENCE = "On Sundays I walk along the river and think about what the week was for."
PARAGRAPH = " ".join([SENTENCE] * 6)  # about 110 tokens
ESSAY = "# What I keep\n\n" + "\n\n".join(PARAGRAPH for _ in range(12)) + "\n\n## Later\n\nThe end.\n"
CHINESE = "我每天早上写一页日记，写完再去上班。" * 40 + "\n\n" + "周末我会去山里走走。" * 10 + "\n"


def documents(home: Path, persona: str = "alice") -> list[dict]:
    path = home / "data" / persona / "documents.jsonl"
    return records(path) if path.exists() else []


def doc_id(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def test_ingest_cuts_files_into_chunks_along_paragraphs(cli, home_with_personas: Path, tmp_path: Path) -> None:
    essay, diary = tmp_path / "essay.md", tmp_path / "日记.txt"
    essay.write_text(ESSAY, encoding="utf-8")
    diary.write_text(CHINESE, encoding="utf-8")
    result = cli("ingest", "alice", str(essay), str(diary))
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        "Ingested 2 documents (5 chunks) into alice's documents.jsonl.\n"
        "Files:\n"
        '  essay.md  "What I keep": 3 chunks, new\n'
        '  日记.txt  "日记": 2 chunks, new\n'
        "alice can recall them from now on.\n"
    )
    kept = documents(home_with_personas)
    assert [(r["kind"], r["doc"], r["index"], r["chunks"], r["source"]) for r in kept] == [
        ("document_chunk", doc_id(ESSAY), 0, 3, "document"),
        ("document_chunk", doc_id(ESSAY), 1, 3, "document"),
        ("document_chunk", doc_id(ESSAY), 2, 3, "document"),
        ("document_chunk", doc_id(CHINESE), 0, 2, "document"),
        ("document_chunk", doc_id(CHINESE), 1, 2, "document"),
    ]
    essay_chunks = [r["text"] for r in kept[:3]]
    assert "\n\n".join(essay_chunks) == ESSAY.strip()  # nothing lost, nothing added, paragraphs kept whole
    assert all(MIN_TOKENS <= estimate_tokens(t) <= MAX_TOKENS for t in essay_chunks[:-1])
    assert essay_chunks[2].startswith(PARAGRAPH) and essay_chunks[2].endswith("## Later\n\nThe end.")
    assert (kept[0]["title"], kept[0]["path"], kept[0]["chunk"]) == ("What I keep", str(essay), f"{doc_id(ESSAY)}:0")
    assert "".join(r["text"] for r in kept[3:]).replace("\n", "") == CHINESE.replace("\n", "")


def test_the_same_text_again_changes_nothing_and_a_changed_file_is_a_new_version(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    essay = tmp_path / "essay.md"
    essay.write_text(ESSAY, encoding="utf-8")
    assert cli("ingest", "alice", str(essay)).exit_code == 0
    copy = tmp_path / "copy.md"
    copy.write_text(ESSAY, encoding="utf-8")
    again = cli("ingest", "alice", str(essay), str(copy))
    assert again.stdout == (
        "Ingested 0 documents (0 chunks) into alice's documents.jsonl.\n"
        "Files:\n"
        '  essay.md  "What I keep": unchanged, already kept\n'
        f'  copy.md   "What I keep": unchanged, already kept (same text as {essay})\n'
        "Nothing new to keep.\n"
    )
    assert len(documents(home_with_personas)) == 3
    changed = ESSAY.replace("The end.", "The end, for now.")
    essay.write_text(changed, encoding="utf-8")
    result = cli("ingest", "alice", str(essay), "--json")
    summary = json.loads(result.stdout)
    assert summary["chunks_written"] == 3
    assert [(d["status"], d["version"], d["replaces"], d["doc"]) for d in summary["documents"]] == [
        ("version", 2, doc_id(ESSAY), doc_id(changed))
    ]
    newest = documents(home_with_personas)[3:]
    assert {(r["version"], r["replaces"]) for r in newest} == {(2, doc_id(ESSAY))}


def test_binary_non_utf8_empty_and_missing_files_are_refused_and_nothing_is_written(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    good = tmp_path / "good.md"
    good.write_text(ESSAY, encoding="utf-8")
    cases = {
        "photo.png": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "is a binary file, not text."),
        "latin.txt": ("café au lait".encode("latin-1"), "is not UTF-8 text (byte 4 cannot be read)."),  # (é: the 4th)
        "empty.md": (b"\n  \n", "is empty: there is nothing to ingest."),
    }
    for name, (content, message) in cases.items():
        bad = tmp_path / name
        bad.write_bytes(content)
        result = cli("ingest", "alice", str(good), str(bad))
        assert result.exit_code == 2
        assert result.stderr == (
            f"Error: {bad} {message}\nLeave it out, or save it as Markdown or plain text in UTF-8: twin ingest reads "
            "only those (in a folder, the files it cannot read are skipped and named).\n"
        )
    gbk = tmp_path / "日记.txt"  # Notepad's "ANSI" on a Chinese Windows
    gbk.write_bytes("今天去西湖走了走，天气很好。".encode("gbk"))
    said = cli("ingest", "lin", str(gbk))
    assert said.exit_code == 2 and said.stderr.splitlines() == [
        f"错误：{gbk} 不是 UTF-8 文本（第 1 个字节读不了）。",
        "它像是 GBK 编码（中文 Windows 的 ANSI；台湾、香港多是 Big5）：先转成 UTF-8，`iconv -f gbk -t utf-8 日记.txt > "
        "日记.utf8.txt`。",
    ]
    gbk.write_bytes(b"x" + "今天去西湖走了走。".encode("gbk") * 5000)  # over 64 KiB, cut inside a character
    assert "iconv -f gbk" in cli("ingest", "lin", str(gbk)).stderr
    missing = cli("ingest", "alice", str(tmp_path / "nope.md"))
    assert (missing.exit_code, missing.stderr.splitlines()[0]) == (
        2,
        f"Error: There is no file {tmp_path / 'nope.md'}.",
    )
    nobody = cli("ingest", "bob", str(good))
    assert nobody.exit_code == 3 and nobody.stderr.startswith("Error: There is no persona called 'bob'")
    assert documents(home_with_personas) == []


def test_utf16_with_its_byte_order_mark_is_text_as_notepad_saves_it(tmp_path: Path) -> None:
    from twin.imports.writing import NotWritingError, read_document

    note = "# 我的笔记\r\n\r\n我在杭州长大，喜欢爬山。\r\n"
    for encoding in ("utf-16", "utf-16-be", "utf-32"):
        path = tmp_path / f"{encoding}.txt"
        mark = b"\xfe\xff" if encoding == "utf-16-be" else b""
        path.write_bytes(mark + note.encode(encoding))
        document = read_document(path)
        assert document.text == "# 我的笔记\n\n我在杭州长大，喜欢爬山。\n" and document.title == "我的笔记", encoding
    broken = tmp_path / "broken.txt"
    broken.write_bytes(b"\xff\xfe" + "我在杭州".encode("utf-16-le") + b"\x00\xd8")  # half a surrogate pair at the end
    with pytest.raises(NotWritingError, match="is not UTF-16 as its byte order mark says"):
        read_document(broken)
    unmarked = tmp_path / "unmarked.txt"
    unmarked.write_bytes("no mark".encode("utf-16-le"))  # NULs and no mark: nothing says it is text
    with pytest.raises(NotWritingError, match="is a binary file"):
        read_document(unmarked)


def test_what_is_not_a_regular_file_is_refused_without_being_opened(home_with_personas: Path, tmp_path: Path) -> None:
    """A named pipe is never opened (reading one waits for a writer, for ever), nor a device."""
    import os
    import subprocess

    from tests.chatkit import TWIN

    pipe = tmp_path / "ff"
    os.mkfifo(pipe)
    env = {**os.environ, "TWIN_HOME": str(home_with_personas)}
    for args, what in (
        (["ingest", "alice", str(pipe)], f"{pipe} is a named pipe, not a file."),
        (["ingest", "alice", os.devnull], f"{os.devnull} is a device, not a file."),
        (["voice", "learn", "alice", str(pipe), "--no-describe"], f"{pipe} is a named pipe, not a file."),
    ):
        done = subprocess.run([TWIN, *args], env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 2, done.stderr
        assert done.stderr.splitlines()[0] == f"Error: {what}"
    assert documents(home_with_personas) == []


def test_a_file_of_no_kind_twin_knows_is_said_to_be_no_regular_file(
    cli, home_with_personas: Path, tmp_path: Path, monkeypatch
) -> None:
    """Neither a pipe, a socket nor a device, yet no regular file: it is said plainly ("x 是不是普通文件，不是文件。"
    it was, in Chinese, and "x is not a regular file, not a file." in English)."""
    from twin.imports import writing

    odd = tmp_path / "odd.md"
    odd.write_text("# Odd\n", encoding="utf-8")
    monkeypatch.setattr(writing, "not_a_file", lambda path: "not a regular file" if path == odd else "")
    for persona, said in (("lin", f"错误：{odd} 不是普通文件。"), ("alice", f"Error: {odd} is not a regular file.")):
        ingested = cli("ingest", persona, str(odd))
        assert ingested.exit_code == 2 and ingested.stderr.splitlines()[0] == said, ingested.output
        imported = cli("import", "sillytavern", str(odd), "--persona", persona)
        assert imported.exit_code == 2 and imported.stderr.splitlines()[0] == said, imported.output


def test_a_folder_brings_its_markdown_and_text_files(cli, home_with_personas: Path, tmp_path: Path) -> None:
    folder = tmp_path / "writing"
    (folder / "2025").mkdir(parents=True)
    (folder / "2025" / "a.md").write_text("# A\n\nFirst.\n", encoding="utf-8")
    (folder / "b.txt").write_text("第二篇。\n", encoding="utf-8")
    (folder / "photo.jpg").write_bytes(b"\xff\xd8\xff\x00")
    result = cli("ingest", "lin", str(folder))
    assert result.exit_code == 0, result.output
    assert [r["title"] for r in documents(home_with_personas, "lin")] == ["A", "b"]


def test_a_folder_says_which_of_its_files_it_skipped_and_why(cli, home_with_personas: Path, tmp_path: Path) -> None:
    import os
    import shutil

    folder = tmp_path / "notes"
    (folder / "sub").mkdir(parents=True)
    (folder / "a.md").write_text("# A\n\nFirst.\n", encoding="utf-8")
    (folder / "b.txt").write_text("Second.\n", encoding="utf-8")
    (folder / "bin.dat").write_bytes(bytes(range(256)))
    shutil.copy(shutil.which("true") or "/bin/true", folder / "prog")  # an ELF program
    os.mkfifo(folder / "sub" / "ff")
    (folder / ".obsidian").mkdir()  # a vault's settings and its deleted notes: hidden, left out without a word
    (folder / ".obsidian" / "app.json").write_text("{}", encoding="utf-8")
    (folder / ".trash").mkdir()
    (folder / ".trash" / "old.md").write_text("# Deleted\n", encoding="utf-8")
    (folder / ".DS_Store").write_bytes(b"\0\1")
    result = cli("ingest", "alice", str(folder), "--no-extract")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[:9] == [
        "Ingested 2 documents (2 chunks) into alice's documents.jsonl.",
        "Files:",
        '  a.md   "A": 1 chunk, new',
        '  b.txt  "b": 1 chunk, new',
        "Skipped 3 files:",
        "  bin.dat  not Markdown or text",
        "  prog     not Markdown or text",
        "  sub/ff   a named pipe",
        "alice can recall them from now on.",
    ]
    again = cli("ingest", "alice", str(folder), "--no-extract", "--json")
    assert again.exit_code == 0
    assert json.loads(again.stdout)["skipped"] == [
        {"path": str(folder / "bin.dat"), "reason": "not Markdown or text"},
        {"path": str(folder / "prog"), "reason": "not Markdown or text"},
        {"path": str(folder / "sub" / "ff"), "reason": "a named pipe"},
    ]
    (folder / "a.md").unlink()
    (folder / "b.txt").unlink()
    nothing = cli("ingest", "alice", str(folder))
    assert nothing.exit_code == 2
    assert nothing.stderr.splitlines()[0] == f"Error: {folder} holds no Markdown or text files (only 3 other files)."


def test_a_link_out_of_the_folder_is_not_read_and_a_linked_folder_not_walked(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    secret = tmp_path / "elsewhere" / "passwords.md"
    secret.parent.mkdir()
    secret.write_text("# Passwords\n\nhunter2\n", encoding="utf-8")
    folder = tmp_path / "notes"
    (folder / "sub").mkdir(parents=True)
    (folder / "a.md").write_text("# A\n\nFirst.\n", encoding="utf-8")
    (folder / "sub" / "inside.md").symlink_to(folder / "a.md")  # a link within the folder: its writing, read
    (folder / "passwords.md").symlink_to(secret)
    (folder / "loop").symlink_to(folder)
    result = cli("ingest", "alice", str(folder), "--no-extract", "--json")
    assert result.exit_code == 0, result.output
    said = json.loads(result.stdout)
    assert said["skipped"] == [
        {"path": str(folder / "loop"), "reason": "a link to a folder, not followed"},
        {"path": str(folder / "passwords.md"), "reason": "a link to a file outside the folder"},
    ]
    assert "hunter2" not in (home_with_personas / "data" / "alice" / "documents.jsonl").read_text(encoding="utf-8")
    named = cli("ingest", "alice", str(folder / "passwords.md"), "--no-extract")  # named outright: asked for, read
    assert named.exit_code == 0, named.output


def test_a_folder_skips_and_names_its_text_files_that_cannot_be_read_and_ingests_the_rest(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "notes"
    (folder / "2024").mkdir(parents=True)
    (folder / "a.md").write_text("# A\n\nFirst.\n", encoding="utf-8")
    (folder / "2024" / "b.txt").write_text("Second.\n", encoding="utf-8")
    (folder / "attachment.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")  # a picture under a note's name
    (folder / "2024" / "latin.txt").write_bytes("café au lait".encode("latin-1"))
    (folder / "todo.md").write_bytes(b"\n  \n")
    result = cli("ingest", "alice", str(folder), "--no-extract")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[:9] == [
        "Ingested 2 documents (2 chunks) into alice's documents.jsonl.",
        "Files:",
        '  b.txt  "b": 1 chunk, new',
        '  a.md   "A": 1 chunk, new',
        "Skipped 3 files:",
        "  2024/latin.txt  not UTF-8 text",
        "  attachment.md   a binary file, not text",
        "  todo.md         empty",
        "alice can recall them from now on.",
    ]
    assert [r["title"] for r in documents(home_with_personas)] == ["b", "A"]
    again = cli("ingest", "alice", str(folder), "--no-extract", "--json")
    assert again.exit_code == 0, again.output
    assert json.loads(again.stdout)["skipped"] == [
        {"path": str(folder / "2024" / "latin.txt"), "reason": "not UTF-8 text"},
        {"path": str(folder / "attachment.md"), "reason": "a binary file, not text"},
        {"path": str(folder / "todo.md"), "reason": "empty"},
    ]
    (folder / "a.md").unlink()
    (folder / "2024" / "b.txt").unlink()
    nothing = cli("ingest", "alice", str(folder))
    assert nothing.exit_code == 2 and "Traceback" not in nothing.output
    assert nothing.stderr.splitlines() == [
        f"Error: {folder} holds no Markdown or text file that can be read (2024/latin.txt: not UTF-8 text; "
        "attachment.md: a binary file, not text; todo.md: empty).",
        "Give .md or .txt files in UTF-8, or a folder of them.",
    ]
    assert len(documents(home_with_personas)) == 2


def latin1_name(folder: Path, name: str) -> Path:
    """A path in `folder` whose name is `name` in Latin-1 bytes, as an archive from an older system holds it (skipped
    where the file system takes only UTF-8 names)."""
    path = folder / os.fsdecode(name.encode("latin-1"))
    try:
        path.touch()
    except OSError:
        pytest.skip("this file system takes only UTF-8 names")
    return path


def test_a_file_whose_name_is_not_utf8_is_skipped_in_a_folder_and_refused_when_named(
    cli, home_with_personas: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "archive"
    folder.mkdir()
    (folder / "a.md").write_text("# A\n\nFirst.\n", encoding="utf-8")
    latin = latin1_name(folder, "café.md")
    latin.write_text("# Café\n\nSecond.\n", encoding="utf-8")  # documents.jsonl, in UTF-8, cannot keep its name
    result = cli("ingest", "alice", str(folder), "--no-extract")  # printed on a UTF-8 stream, which refuses such bytes
    assert result.exit_code == 0, result.output
    assert "Skipped 1 file:\n  caf\ufffd.md  a name that is not UTF-8\n" in result.stdout  # shown as U+FFFD
    assert [r["title"] for r in documents(home_with_personas)] == ["A"]
    again = cli("ingest", "alice", str(folder), "--no-extract", "--json")
    assert again.exit_code == 0, again.output
    shown = folder / "caf\ufffd.md"
    assert json.loads(again.stdout)["skipped"] == [{"path": str(shown), "reason": "a name that is not UTF-8"}]
    named = cli("ingest", "alice", str(latin))
    assert named.exit_code == 2 and "Traceback" not in named.output
    assert named.stderr.splitlines() == [
        f"Error: The name of {shown} is not UTF-8.",
        "Rename it: twin keeps the names of the files it reads.",
    ]
    learned = cli("voice", "learn", "alice", str(latin), "--no-describe")  # the voice's source names it
    assert learned.exit_code == 2 and "is not UTF-8." in learned.stderr and "Traceback" not in learned.output
    assert len(documents(home_with_personas)) == 1


def test_an_ingest_cut_off_midway_is_finished_by_the_next(home_with_personas: Path, tmp_path: Path) -> None:
    twin = home_with_personas / "data" / "alice"
    essay = tmp_path / "essay.md"
    essay.write_text(ESSAY, encoding="utf-8")
    ingest(twin, [essay])
    lines = (twin / "documents.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    (twin / "documents.jsonl").write_text(lines[0], encoding="utf-8")  # as if killed after the first chunk
    report = ingest(twin, [essay])
    assert [d.status for d in report.documents] == ["resumed"]
    assert sorted(r["index"] for r in documents(home_with_personas)) == [0, 1, 2]
    assert ingest(twin, [essay]).documents[0].status == "unchanged"


def test_long_paragraphs_are_cut_between_sentences() -> None:
    english = " ".join(f"Sentence number {n} says something about the week." for n in range(300))
    chunks = chunk_text(english)
    assert len(chunks) > 2 and all(estimate_tokens(c) <= MAX_TOKENS for c in chunks)
    assert all(c.endswith(".") for c in chunks)
    assert " ".join(chunks) == english
    chinese = "今天下雨了，我在家里读书。" * 200
    pieces = chunk_text(chinese)
    assert all(p.endswith("。") and estimate_tokens(p) <= MAX_TOKENS for p in pieces)
    assert "".join(pieces) == chinese
    unbroken = "字" * 2000
    assert "".join(chunk_text(unbroken)) == unbroken and all(
        estimate_tokens(c) <= MAX_TOKENS for c in chunk_text(unbroken)
    )


def test_memory_search_finds_the_ingested_writing(cli, home_with_personas: Path, tmp_path: Path) -> None:
    notes = tmp_path / "garden.md"
    notes.write_text("# Garden\n\nThe basil on the balcony needs water every morning in July.\n", encoding="utf-8")
    assert cli("ingest", "alice", str(notes)).exit_code == 0
    found = cli("memory", "search", "alice", "basil", "--json")
    assert found.exit_code == 0, found.output
    [document] = json.loads(found.stdout)["documents"]
    assert (document["path"], document["title"]) == (str(notes), "Garden") and "basil" in document["text"]
    shown = cli("memory", "search", "alice", "basil")
    assert shown.stdout.splitlines()[0] == "Your writing (1)" and "garden.md" in shown.stdout.splitlines()[1]
