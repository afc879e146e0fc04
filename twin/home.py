"""Where a twin lives: resolving the home folder, the paths inside it, and what persona files may be called."""

from __future__ import annotations

import errno
import os
import re
import stat
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from twin.errors import ConfigError, PersonaError


def default_user_home() -> Path:
    """The platform's user data folder for twin."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "twin"


@dataclass(frozen=True)
class Home:
    """A twin home: settings, personas and data."""

    root: Path
    reason: str  # how it was chosen: "--home", "$TWIN_HOME", "current directory", "user data folder"

    @property
    def settings_path(self) -> Path:
        """twin.toml."""
        return self.root / "twin.toml"

    @property
    def personas_dir(self) -> Path:
        """Persona files, edited by hand."""
        return self.root / "personas"

    @property
    def data_dir(self) -> Path:
        """Memory of every twin, one folder per persona."""
        return self.root / "data"

    @property
    def input_history_path(self) -> Path:
        """What the person typed at the chat prompt (for arrow-up), kept outside the twins' data."""
        return self.root / "input-history"

    @property
    def serve_token_path(self) -> Path:
        """The bearer token `twin serve` asks of every request (readable by its owner only)."""
        return self.root / "serve-token"

    def twin_dir(self, persona: str) -> Path:
        """data/<persona>/ (the name composed, as `check_name` reads it)."""
        return composed(self.data_dir, unicodedata.normalize("NFC", persona))


def resolve_home(option: str | Path | None = None) -> Home:
    """--home, else $TWIN_HOME, else the current directory if it holds personas/, else the user data folder."""
    if option:
        return Home(_resolved(Path(option), "--home"), "--home")
    env = os.environ.get("TWIN_HOME")
    if env:
        return Home(_resolved(Path(env), "$TWIN_HOME"), "$TWIN_HOME")
    cwd = Path.cwd()
    if (cwd / "personas").is_dir():
        return Home(cwd.resolve(), "current directory")
    return Home(default_user_home(), "user data folder")


def _resolved(path: Path, named: str) -> Path:
    """`path` made absolute with its links followed; a ConfigError for a loop of links (a RuntimeError of pathlib's)."""
    try:
        return path.expanduser().resolve()
    except RuntimeError:
        # before any twin is known: English (no home, no twin), as every error of this module but a name's
        raise ConfigError(
            f"The home {path} (chosen by {named}) is a loop of symbolic links: it leads to no folder.",
            "Point it at a folder (`ls -l` shows where each link goes), or run `twin init` in a new one.",
        ) from None


def unusable(home: Home) -> ConfigError | None:
    """Why `home` cannot be used: a file stands where its folder should, or the folder does not exist (yet); None
    when it is a folder. Without this, both read as a home without personas, and `twin init` failed on a file."""
    if home.root.is_dir():
        return None
    where = f"The home {home.root} (chosen by {home.reason})"
    init = f"twin --home {home.root} init" if home.reason == "--home" else "twin init"
    if home.root.exists():
        # before any twin is known: English
        return ConfigError(  # (not "move the file away": it may be anything, /etc/passwd, typed by mistake)
            f"{where} is a file, not a folder.",
            "Choose a folder with --home or $TWIN_HOME (`twin init` creates a new home there).",
        )
    # before any twin is known: English
    return ConfigError(f"{where} does not exist.", f"Run `{init}` to create it there, or check the path.")


# Owner-only: everything twin makes in a home holds a person's words (the index and its write-ahead log hold whole
# conversations), so nobody but the home's owner may read it, whatever the umask (docs/storage.md#privacy-owner-only).
FILE_MODE = 0o600
DIR_MODE = 0o700
_OPEN = stat.S_IRWXG | stat.S_IRWXO  # the group's and the others' bits: none is kept


# The homes found in place when this process began to use them: no folder is made in one that is gone. A home moved
# or removed while a chat ran was begun again at the old place, each file without those before it (a session file
# whose first line was its end, a diary of half a talk, facts superseding facts it did not hold), without a word.
_IN_PLACE: set[Path] = set()


class HomeGone(FileNotFoundError):
    """The home a folder was to be made in is gone: it was moved or removed while twin ran."""

    def __init__(self, home: Path) -> None:
        super().__init__(errno.ENOENT, "the twin's home was moved or removed while twin ran", str(home))
        self.home = home


def in_place(home: Home) -> Home:
    """`home`, found in place: from now on no folder is made in it once it is gone (`private_dir`)."""
    _IN_PLACE.add(home.root)
    return home


def make_home(home: Home) -> Home:
    """Make the home's folders, owner-only (`twin init`: made here even when it was in place before and is gone)."""
    _IN_PLACE.discard(home.root)
    private_dir(home.personas_dir)
    private_dir(home.data_dir)
    return in_place(home)


def private_dir(path: Path) -> Path:
    """`path`, a folder made (with each missing parent) readable by its owner only; an existing one is left as is.
    A HomeGone when a missing parent is a home that was `in_place` (it is not made again).

    (`Path.mkdir(parents=True, mode=...)` gives the mode to the last folder only.)"""
    try:
        path.mkdir(mode=DIR_MODE)
    except FileNotFoundError:
        if path.parent in _IN_PLACE:
            raise HomeGone(path.parent) from None
        private_dir(path.parent)
        path.mkdir(mode=DIR_MODE, exist_ok=True)
    except FileExistsError:
        if not path.is_dir():
            raise
    return path


def private_file(path: Path) -> Path:
    """`path`, created empty and owner-only when missing; an existing file is left as it is, not even opened. Before
    SQLite opens a database: its -wal and -shm files are made with the database file's mode.

    Never open and close a database file this process may hold open: closing any descriptor of a file drops every
    POSIX lock the process holds on it, SQLite's included, and another process that then closes its connection
    takes itself for the last one and deletes the -wal and -shm from under ours ("disk I/O error" until restart)."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE))
    except FileExistsError:
        pass
    return path


def tighten(path: Path) -> bool:
    """Take the group's and the others' permissions off `path` (not following a link); whether it had any. A file
    that cannot be changed (another owner's, a read-only disk) is left as it is: never a reason to fail."""
    try:
        mode = os.lstat(path).st_mode
        if stat.S_ISLNK(mode) or not mode & _OPEN:
            return False
        os.chmod(path, stat.S_IMODE(mode) & ~_OPEN)
    except OSError:
        return False
    return True


def make_private(home: Home) -> int:
    """Tighten a home made by an earlier twin (0644 files, 0755 folders under umask 022): how many were changed.

    One `stat` at every start while the home's data/ folder is owner-only. When it is not (a home of an earlier
    version), or not there yet, the home itself, twin's files at its top (twin.toml, input-history, serve-token)
    and every folder and file under personas/ and data/ are tightened, data/ last, so that it happens once.
    """
    try:
        if not os.stat(home.data_dir).st_mode & _OPEN:
            return 0
    except OSError:  # no data yet; or a file in its place, said elsewhere
        pass
    changed = 0
    for path in (home.root, home.settings_path, home.input_history_path, home.serve_token_path):
        changed += tighten(path)
    for folder in (home.personas_dir, home.data_dir):
        for where, dirs, files in os.walk(folder):
            changed += sum(tighten(Path(where, name)) for name in (*dirs, *files))
    return changed + tighten(home.personas_dir) + tighten(home.data_dir)


NAME = re.compile(r"^[^\W_][\w-]{0,63}$")


def check_name(name: str) -> str:
    """The name itself if it is safe as a file name (no paths, no dots), in its composed form (NFC); else a
    PersonaError. "émile" typed as e and a combining accent (as macOS gives a file's name) is the same twin as
    "émile" typed whole: it was refused as holding the wrong characters, though it looked the same."""
    name = unicodedata.normalize("NFC", name or "")
    if not NAME.match(name):
        if re.fullmatch(r"[^\W_][\w-]*", name or ""):  # the right characters, too many of them
            raise PersonaError(
                f"The persona name is {len(name)} characters long; it may be at most 64.",
                "Choose a shorter name (for example: alice, lin, work-me).",
                zh=(
                    f"分身的名字有 {len(name)} 个字符；最多只能 64 个。",
                    "换一个短一些的名字（比如：alice、lin、work-me）。",
                ),
            )
        raise PersonaError(
            f"{name!r} is not a valid persona name.",
            "Use letters, digits, '-' and '_' only (for example: alice, lin, work-me).",
            zh=(f"{name!r} 不能用作分身的名字。", "只用字母、数字、'-' 和 '_'（比如：alice、lin、work-me）。"),
        )
    return name


def persona_path(personas_dir: Path, name: str) -> Path:
    """personas/<name>.toml, after checking the name (a file named in the decomposed form, as a copy from macOS
    leaves it, is that persona too)."""
    return composed(personas_dir, f"{check_name(name)}.toml")


def composed(folder: Path, name: str) -> Path:
    """`folder/name`; or, when there is none, the entry of `folder` whose name is `name` composed (NFC): a persona
    file or a data folder named in the decomposed form is the same twin, not a second one."""
    path = folder / name
    if name.isascii() or path.exists():  # (no stat for the common name: twin_dir is asked often)
        return path
    try:
        return next((p for p in folder.iterdir() if unicodedata.normalize("NFC", p.name) == name), path)
    except OSError:
        return path


def look_alike(name: str, known: list[str]) -> str | None:
    """The persona among `known` that `name` only looks like: the same letters in another case or width (Alice,
    ａｌｉｃｅ typed with a Chinese input method, for alice); None when `name` is one of them or like none."""
    if name in known:
        return None
    folded = unicodedata.normalize("NFKC", name).casefold()
    return next((k for k in known if unicodedata.normalize("NFKC", k).casefold() == folded), None)


def meant_persona(personas_dir: Path, name: str, known: list[str]) -> tuple[str, str] | None:
    """The persona a name that is none of `known` was meant for, and how ("display": its display name, as the
    chat's banner shows it, 林 for lin; "spelling": a name one or two letters off, alcie for alice); None when
    nothing is close. (The error path only: it reads each persona file's `name`.)"""
    import difflib
    import tomllib

    folded = unicodedata.normalize("NFKC", name).casefold()
    for key in known:
        path = persona_path(personas_dir, key)
        try:  # (a regular file only, nested as deep as it likes: a fifo or a broken file is passed over)
            if not stat.S_ISREG(path.stat().st_mode):
                continue
            shown = tomllib.loads(path.read_text(encoding="utf-8")).get("name")
        except (OSError, ValueError, RecursionError):  # an error's hint: no file it reads may make it fail
            continue
        if isinstance(shown, str) and unicodedata.normalize("NFKC", shown).strip().casefold() == folded:
            return key, "display"
    close = difflib.get_close_matches(folded, known, n=1, cutoff=0.6)  # (lim for lin: 0.67)
    return (close[0], "spelling") if close else None


def persona_hint(personas_dir: Path, name: str, known: list[str]) -> tuple[str, str] | None:
    """The hint (English, Chinese) for a name that is a persona's display name (`twin chat 林` for lin) or a
    spelling one or two letters off (alcie), or None."""
    meant = meant_persona(personas_dir, name, known)
    if meant is None:
        return None
    key, how = meant
    if how == "display":
        return (
            f"{name} is the display name of {key}; commands take the persona's name: {key}.",
            f"{name} 是 {key} 的显示名；命令里要写分身的名字：{key}。",
        )
    return (
        f"Did you mean {key}? Otherwise `twin persona new {name}` creates it.",
        f"是不是 {key}？不是的话，用 `twin persona new {name}` 创建它。",
    )


def list_personas(personas_dir: Path) -> list[str]:
    """Names of the persona files in the folder, sorted."""
    if not personas_dir.is_dir():
        return []
    stems = (unicodedata.normalize("NFC", p.stem) for p in personas_dir.glob("*.toml"))
    return sorted({stem for stem in stems if NAME.match(stem)})
