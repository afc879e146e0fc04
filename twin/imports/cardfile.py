"""Character card files: V1, V2 and V3 cards as JSON, inside a PNG (tEXt/zTXt/iTXt chunks) or in a CHARX zip."""

from __future__ import annotations

import base64
import binascii
import json
import struct
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from twin.errors import PersonaError, UsageError, os_reason
from twin.imports.importer import ZIP_DAMAGED, ZIP_LOCKED, ZipBomb, foreign_name, mended, unzipped
from twin.store.jsonl import json_message

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 64 * 1024 * 1024
SPECS = {"chara_card_v2": "Character Card V2", "chara_card_v3": "Character Card V3"}
TEXT_FIELDS = (
    "name",
    "nickname",
    "description",
    "personality",
    "scenario",
    "first_mes",
    "mes_example",
    "system_prompt",
    "post_history_instructions",
    "creator_notes",
)


@dataclass
class Card:
    """A card as found: its fields, the whole object, its spec and where it was stored."""

    fields: dict[str, Any]
    raw: dict[str, Any]
    spec: str
    container: str

    @property
    def format(self) -> str:
        """For people: "Character Card V2, PNG chunk chara"."""
        return f"{SPECS.get(self.spec, 'Character Card V1')}, {self.container}"


def _broken(path: Path, why: str, why_zh: str, hint: str = "", hint_zh: str = "") -> PersonaError:
    """The error for a card that cannot be used, `why` in English and in Chinese (a Chinese twin's home says it so)."""
    return PersonaError(
        f"{path.name} is not a usable character card: {why}.",
        hint or "Nothing was written.",
        zh=(f"{path.name} 不是能用的角色卡：{why_zh}。", hint_zh or "什么也没写。"),
    )


# -- reading ---------------------------------------------------------------------


def png_text_chunks(data: bytes, path: Path) -> dict[str, str]:
    """keyword (lower case) -> text of the tEXt, zTXt and iTXt chunks of a PNG, first one of each name."""
    found: dict[str, str] = {}
    pos = len(PNG_SIGNATURE)
    while pos < len(data):
        if pos + 12 > len(data):
            raise _broken(path, "the PNG is cut off in the middle of a chunk", "PNG 在一个数据块的中间断了")
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        end = pos + 12 + length
        if end > len(data):
            chunk = kind.decode("latin-1")
            raise _broken(path, f"the PNG is cut off inside its {chunk!r} chunk", f"PNG 在它的 {chunk!r} 数据块里断了")
        body = data[pos + 8 : end - 4]
        if kind in (b"tEXt", b"zTXt", b"iTXt"):
            if zlib.crc32(kind + body) != struct.unpack(">I", data[end - 4 : end])[0]:
                raise _broken(
                    path,
                    f"a {kind.decode()} chunk of the PNG is damaged (checksum mismatch)",
                    f"PNG 的一个 {kind.decode()} 数据块坏了（校验和对不上）",
                )
            keyword, text = _text_chunk(kind, body, path)
            found.setdefault(keyword.lower(), text)
        if kind == b"IEND":
            break
        pos = end
    return found


def _text_chunk(kind: bytes, body: bytes, path: Path) -> tuple[str, str]:
    keyword, _, rest = body.partition(b"\0")
    try:
        if kind == b"tEXt":
            return keyword.decode("latin-1"), rest.decode("latin-1")
        if kind == b"zTXt":
            return keyword.decode("latin-1"), _inflated(rest[1:], kind, path).decode("latin-1")
        compressed, rest = rest[0], rest[2:]
        _language, _, rest = rest.partition(b"\0")
        _translated, _, rest = rest.partition(b"\0")
        return keyword.decode("latin-1"), (_inflated(rest, kind, path) if compressed else rest).decode("utf-8")
    except (zlib.error, IndexError, UnicodeDecodeError) as exc:
        raise _broken(
            path,
            f"a {kind.decode()} chunk of the PNG cannot be read ({exc})",
            f"PNG 的一个 {kind.decode()} 数据块读不了（{exc}）",
        ) from None


def _inflated(packed: bytes, kind: bytes, path: Path) -> bytes:
    """A compressed text chunk unpacked, refused past MAX_BYTES: a chunk of a few hundred kilobytes can unpack to
    gigabytes (a decompression bomb), and a card's text is never larger than the file it may be."""
    unpacker = zlib.decompressobj()
    text = unpacker.decompress(packed, MAX_BYTES)
    if unpacker.unconsumed_tail:
        most = MAX_BYTES // (1024 * 1024)
        raise _broken(
            path,
            f"a {kind.decode()} chunk of the PNG unpacks to more than {most} MB",
            f"PNG 的一个 {kind.decode()} 数据块解压后超过 {most} MB",
        )
    text += unpacker.flush()
    if not unpacker.eof:  # cut off: zlib.decompress refused it, so does this
        raise zlib.error("incomplete or truncated stream")
    return text


def _json_object(text: str, path: Path, where: str, where_zh: str) -> dict[str, Any]:
    """The JSON object in `text`, read from `where` (and in Chinese, `where_zh`: "card.json 里的内容")."""
    try:
        value = mended(json.loads(text), text)
    except ValueError as exc:
        at = f"line {exc.lineno}, column {exc.colno}" if isinstance(exc, json.JSONDecodeError) else ""
        said = json_message(exc, at)
        raise _broken(path, f"{where} is not valid JSON ({said})", f"{where_zh}不是有效的 JSON（{said}）") from None
    except RecursionError:
        raise _broken(path, f"{where} is JSON nested too deeply", f"{where_zh}是嵌套得太深的 JSON") from None
    if not isinstance(value, dict):
        raise _broken(
            path,
            f"{where} holds JSON, but not an object with the card's fields",
            f"{where_zh}是 JSON，但不是带着角色卡字段的对象",
        )
    return value


def _from_base64(value: str, path: Path, chunk: str) -> str:
    if value.lstrip().startswith("{"):
        return value  # some writers store the JSON itself, not base64
    compact = "".join(value.split())
    try:
        raw = base64.b64decode(compact + "=" * (-len(compact) % 4), validate=True)
    except (binascii.Error, ValueError):
        raise _broken(
            path, f"the PNG chunk {chunk!r} is not valid base64", f"PNG 数据块 {chunk!r} 不是有效的 base64"
        ) from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _broken(
            path,
            f"the PNG chunk {chunk!r} does not decode to UTF-8 text (byte {exc.start + 1})",
            f"PNG 数据块 {chunk!r} 解码后不是 UTF-8 文本（第 {exc.start + 1} 个字节）",
        ) from None


def read_card(path: Path) -> Card:
    """Read a card from a .json, .png or .charx file; a clear PersonaError when it is not one."""
    try:
        if path.stat().st_size > MAX_BYTES:
            most = MAX_BYTES // (1024 * 1024)
            raise _broken(path, f"the file is larger than {most} MB", f"文件超过了 {most} MB")
        data = path.read_bytes()
    except FileNotFoundError:
        raise UsageError(
            f"There is no file {path}.",
            "Check its name and its folder: give the path of a .png, .json or .charx card.",
            zh=(f"没有 {path} 这个文件。", "检查一下文件名和所在的文件夹：给出 .png、.json 或 .charx 角色卡的路径。"),
        ) from None
    except IsADirectoryError:
        raise UsageError(
            f"{path} is a folder, not a card file.", zh=(f"{path} 是文件夹，不是角色卡文件。", "")
        ) from None
    except OSError as exc:
        raise UsageError(
            f"Could not read {path}: {exc.strerror}.", zh=(f"读不了 {path}：{os_reason(exc)[1]}。", "")
        ) from None
    if error := foreign_name(path):  # the persona's history keeps it ("card <name>")
        raise error
    if data.startswith(PNG_SIGNATURE):
        chunks = png_text_chunks(data, path)
        for keyword in ("ccv3", "chara"):
            if keyword in chunks:
                text = _from_base64(chunks[keyword], path, keyword)
                return card_from_object(
                    _json_object(text, path, f"the PNG chunk {keyword!r}", f"PNG 数据块 {keyword!r} 里的内容"),
                    path,
                    f"PNG chunk {keyword}",
                )
        raise _broken(
            path,
            "the PNG holds no card (no 'ccv3' or 'chara' text chunk)",
            "这张 PNG 里没有角色卡（没有 'ccv3' 或 'chara' 文本数据块）",
            "Is the image a character card? Nothing was written.",
            "这张图片是角色卡吗？什么也没写。",
        )
    if data.startswith(b"PK\x03\x04"):
        try:
            with zipfile.ZipFile(path) as archive:
                text = unzipped(archive, "card.json").decode("utf-8")
        except KeyError:
            raise _broken(path, "the zip file has no card.json", "zip 文件里没有 card.json") from None
        except (*ZIP_DAMAGED, ZipBomb, UnicodeDecodeError, OSError) as exc:
            raise _broken(path, f"the zip file cannot be read ({exc})", f"zip 文件读不了（{exc}）") from None
        except ZIP_LOCKED as exc:
            raise _broken(
                path, f"the zip file cannot be unpacked here ({exc})", f"zip 文件在这里解不开（{exc}）"
            ) from None
        return card_from_object(_json_object(text, path, "card.json", "card.json 里的内容"), path, "CHARX card.json")
    stripped = data.lstrip(b"\xef\xbb\xbf \t\r\n")
    if stripped.startswith(b"{"):
        try:
            text = stripped.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise _broken(
                path,
                f"the file is not UTF-8 text (byte {exc.start + 1})",
                f"文件不是 UTF-8 文本（第 {exc.start + 1} 个字节）",
            ) from None
        return card_from_object(_json_object(text, path, "the file", "这个文件"), path, "JSON file")
    raise _broken(
        path,
        "it is neither a PNG image, a JSON card nor a CHARX file",
        "它既不是 PNG 图片，也不是 JSON 角色卡或 CHARX 文件",
        "Give a .png, .json or .charx card.",
        "给一个 .png、.json 或 .charx 角色卡。",
    )


def card_from_object(obj: dict[str, Any], path: Path, container: str) -> Card:
    """The card in a decoded JSON object: V2/V3 keep their fields in `data`, V1 at the top."""
    spec = obj.get("spec")
    if spec in SPECS:
        fields = obj.get("data")
        if not isinstance(fields, dict):
            raise _broken(path, f"it says {spec} but has no `data` object", f"它写着 {spec}，却没有 `data` 对象")
    elif spec is None and "name" in obj:
        spec, fields = "chara_card_v1", obj
    elif spec is None:
        raise _broken(
            path,
            "the JSON has no `spec` and no `name`, so it is not a character card",
            "JSON 里既没有 `spec` 也没有 `name`，所以不是角色卡",
        )
    else:
        given = str(spec)[:40]
        raise _broken(
            path,
            f"unknown card spec {given!r} (expected chara_card_v2 or chara_card_v3)",
            f"不认识的角色卡规格 {given!r}（应该是 chara_card_v2 或 chara_card_v3）",
        )
    name = fields.get("name")
    if not isinstance(name, str) or not name.strip():
        raise _broken(
            path,
            "the card has no name",
            "角色卡没有名字",
            "A card needs at least a `name`; nothing was written.",
            "角色卡至少要有 `name`；什么也没写。",
        )
    for key in TEXT_FIELDS:
        if fields.get(key) is not None and not isinstance(fields[key], str):
            kind = type(fields[key]).__name__
            raise _broken(
                path, f"the card's `{key}` should be text, not {kind}", f"角色卡的 `{key}` 应该是文本，不是 {kind}"
            )
    return Card(fields=fields, raw=obj, spec=str(spec), container=container)
