"""Editing a persona in the person's own editor: validated on save, reopened with the problems, never left broken.

The editor works on a copy in a private temporary folder. The real file is
replaced (atomically) only by a valid version; anything else leaves it as it was.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from twin.errors import ConfigError, ConflictError
from twin.files import read_regular
from twin.home import Home, persona_path
from twin.persona.history import digest_of, problems_in, read_text, save_persona
from twin.persona.model import Persona, no_persona
from twin.persona.new import comment
from twin.tomlfile import BOM

MARK = "# twin:"
_WHERE = re.compile(r"^(?P<file>[^\s:]+\.toml):(?P<line>\d+):")
_BLOCK = {
    "en": (
        "{file} was not saved: {count}. Fix them and save again.",
        "These lines are removed when you save. To give up and keep the file as it was, quit or empty the file.",
    ),
    "zh": (
        "{file} 没有保存：有 {count}。改好后再保存。",
        "保存时这几行会被去掉。不想改了：直接退出，或者清空文件，原文件保持不变。",
    ),
}


@dataclass
class EditOutcome:
    """How an edit ended: "saved", "unchanged" or "abandoned" (the file is as it was)."""

    status: str
    reason: str = ""  # why it ended so, in English
    reason_zh: str = ""  # and in Chinese
    persona: Persona | None = None
    version: dict[str, Any] | None = None
    draft: Path | None = None  # an abandoned draft that differs from the file, kept for the person
    problems: list[str] | None = None  # problems of the file as it stays, when it is not valid
    draft_problems: list[str] | None = None  # why a kept draft was not saved, when it is not valid

    def reason_in(self, language: str) -> str:
        """Why it ended so, in `language`."""
        return self.reason_zh if language == "zh" and self.reason_zh else self.reason


def editor_command(env: Mapping[str, str] | None = None) -> list[str]:
    """$VISUAL, else $EDITOR, else vi, else nano; a ConfigError when there is none."""
    env = os.environ if env is None else env
    for variable in ("VISUAL", "EDITOR"):
        value = env.get(variable, "").strip()
        if value:
            try:
                words = shlex.split(value)
            except ValueError as exc:  # shlex's own words: "No closing quotation", "No escaped character"
                raise ConfigError(
                    f"${variable} is not a command twin can run: {str(exc).lower()}.",
                    f"Set {variable} to the editor's command as a shell reads it (its quotes closed), for example: "
                    f"export {variable}='vim -u NONE'",
                    zh=(
                        f"${variable} 不是 twin 能运行的命令：{str(exc).lower()}。",
                        f"把 {variable} 设成编辑器的命令，照 shell 的读法写（引号要闭合），比如："
                        f"export {variable}='vim -u NONE'",
                    ),
                ) from None
            if words:
                return words
    for name in ("vi", "nano"):
        found = shutil.which(name)
        if found:
            return [found]
    raise ConfigError(
        "No editor found: $VISUAL and $EDITOR are not set, and neither vi nor nano is installed.",
        "Set one, for example: export EDITOR=nano",
        zh=(
            "找不到编辑器：$VISUAL 和 $EDITOR 都没有设置，也没有安装 vi 或 nano。",
            "设置一个，比如：export EDITOR=nano",
        ),
    )


def run_editor(command: list[str], path: Path) -> int:
    """Run the editor on `path` in this terminal and return its exit status."""
    try:
        return subprocess.call([*command, str(path)])
    except FileNotFoundError:
        raise ConfigError(
            f"The editor {command[0]!r} was not found.",
            "Check $VISUAL and $EDITOR.",
            zh=(f"找不到编辑器 {command[0]!r}。", "检查 $VISUAL 和 $EDITOR。"),
        ) from None
    except PermissionError:
        raise ConfigError(
            f"The editor {command[0]!r} cannot be run (permission denied).",
            zh=(f"编辑器 {command[0]!r} 运行不了（没有权限）。", ""),
        ) from None


def _language(text: str) -> str:
    return "zh" if re.search(r'^\s*language\s*=\s*["\']zh["\']', text, re.MULTILINE) else "en"


def with_problems(text: str, problems: list[str], file: str) -> str:
    """`text` with the problems on top as `# twin:` comments, their line numbers counted in the shown file."""
    first, last = _BLOCK[_language(text)]
    shift = len(problems) + 2
    shown = [_WHERE.sub(lambda m: f"{m['file']}:{int(m['line']) + shift}:", p) for p in problems]
    n = len(problems)
    said = f"{n} 个问题" if _language(text) == "zh" else f"{n} problem" + ("" if n == 1 else "s")
    lines = [first.format(file=file, count=said), *(f"  {p}" for p in shown), last]
    return "".join(comment(f"{MARK[2:]} {line}") + "\n" for line in lines) + text


def without_problems(text: str) -> str:
    """`text` without the `# twin:` comment block at its top."""
    lines = text.splitlines(keepends=True)
    while lines and lines[0].startswith(MARK):
        lines.pop(0)
    return "".join(lines)


def _read(path: Path) -> str:
    return read_regular(path).decode("utf-8", errors="replace").removeprefix(BOM)


def _not_utf8(path: Path) -> list[str]:
    """The problem of a file the editor saved in another encoding than UTF-8 (it was read as a TOML syntax error
    at column 1); [] when it is UTF-8."""
    raw = read_regular(path)
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        return [f"{path.name}:{line}: the file is not UTF-8 text (byte 0x{raw[exc.start]:02x}): save it as UTF-8"]
    return []


def _ended(status: int) -> tuple[str, str]:
    """How an editor that failed ended, in English and in Chinese: "the editor exited with status 1", or "the editor
    was stopped by a signal (SIGKILL)" for a returncode of -9."""
    if status > 0:
        return f"the editor exited with status {status}", f"编辑器退出时的状态是 {status}"
    try:
        name = signal.Signals(-status).name
    except ValueError:
        return f"the editor was stopped by signal {-status}", f"编辑器被信号 {-status} 停下了"
    return f"the editor was stopped by a signal ({name})", f"编辑器被信号停下了（{name}）"


def edit_persona(
    home: Home,
    name: str,
    editor: Callable[[Path], int],
    on_problems: Callable[[list[str]], None] | None = None,
    *,
    reopen: bool = True,
) -> EditOutcome:
    """Let the person edit personas/<name>.toml with `editor` until it is valid or they give up.

    `reopen`: whether an invalid save opens the editor again, with the problems on top. Without a person to fix
    them (no terminal), the first invalid save ends the edit instead, its text kept in the draft: an editor that
    changes the file on every run without making it valid would otherwise be run for ever.
    """
    path = persona_path(home.personas_dir, name)
    original = read_text(path)
    if original is None:
        raise no_persona(home.personas_dir, name)
    label = f"personas/{path.name}"
    initial = problems = problems_in(home, name, original)
    workdir = Path(tempfile.mkdtemp(prefix="twin-edit-"))
    draft = workdir / path.name
    written = with_problems(original, problems, label) if problems else original
    draft.write_text(written, encoding="utf-8")
    keep = False
    first = True
    try:
        while True:
            status = editor(draft)
            text = _read(draft) if draft.exists() else ""
            body = without_problems(text) if text.startswith(MARK) else text
            if status != 0:
                keep = bool(body.strip()) and body != original
                reason, reason_zh = _ended(status)
                return EditOutcome(
                    "abandoned", reason, reason_zh, draft=draft if keep else None, problems=initial or None
                )
            if body == original or (first and text == written):
                return EditOutcome("unchanged", "nothing was changed", "什么也没改", problems=initial or None)
            if text == written:
                keep = True
                return EditOutcome(
                    "abandoned", "the problems were not fixed", "问题没有改好", draft=draft, problems=initial or None
                )
            if not body.strip():
                return EditOutcome("abandoned", "the file was emptied", "文件被清空了", problems=initial or None)
            if encoding := _not_utf8(draft):  # left as the editor saved it: rewritten, its bytes would be lost
                keep = True
                return EditOutcome(
                    "abandoned", "it is not UTF-8 text", "它不是 UTF-8 文本", draft=draft, problems=initial or None,
                    draft_problems=encoding,
                )  # fmt: skip
            problems = problems_in(home, name, body)
            if problems and not reopen:
                keep = True
                draft.write_text(body, encoding="utf-8")  # as the editor left it, without a problems block
                return EditOutcome(
                    "abandoned", "it is not valid, and without a terminal the editor is not opened again to fix it",
                    "它有问题，而没有终端，就不会再打开编辑器来改", draft=draft, problems=initial or None,
                    draft_problems=problems,
                )  # fmt: skip
            if not problems:
                try:
                    persona, version = save_persona(
                        home, name, body, "edit", overwrite=True, expect=digest_of(original)
                    )
                except ConflictError as error:
                    keep = True
                    raise ConflictError(
                        error.message,
                        f"Your version is kept in {draft}; nothing was written.",
                        zh=(error.words("zh")[0], f"你改的版本留在 {draft}；什么也没写。"),
                    ) from None
                return EditOutcome("saved", persona=persona, version=version)
            if on_problems is not None:
                on_problems(problems)
            written = with_problems(body, problems, label)
            draft.write_text(written, encoding="utf-8")
            first = False
    finally:
        if not keep:
            shutil.rmtree(workdir, ignore_errors=True)
