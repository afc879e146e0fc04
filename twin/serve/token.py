"""The bearer token `twin serve` asks of every request: made at the first start, kept in the home for its owner only.

The token is the one secret of a served twin. It lives in `<home>/serve-token` (mode 0600, never in a data file),
is shown by `twin serve token`, replaced by `twin serve token --rotate`, and never written to a log: a running
server reads the file again when it changes, so a rotation takes effect at the next request.
"""

from __future__ import annotations

import errno
import hmac
import os
import secrets
import stat
import time
from pathlib import Path

from twin.errors import StorageError
from twin.files import open_regular
from twin.home import Home
from twin.store.jsonl import storage_error
from twin.store.replace import replace_file

PREFIX = "twin-"  # so a token found somewhere says what it opens
EMPTY_WAIT = 1.0  # seconds an empty token file may take to be written (another server making it this instant)


def new_token() -> str:
    """A fresh token: 256 random bits."""
    return PREFIX + secrets.token_urlsafe(32)


def read_token(path: Path) -> str | None:
    """The token in `path`, made readable by its owner only if it was not; None when there is none. A link is
    followed to read, never to change what it points at: a link to a file others can read, or to nothing, is a
    StorageError that says so (a link to /etc/hostname made that file 0600 and its contents the token). Whether
    it is a link is known from the open itself (O_NOFOLLOW), so a file swapped for a link meanwhile is not
    changed through it."""
    linked = False
    try:
        fd = open_regular(path, os.O_RDONLY | os.O_NOFOLLOW)
    except FileNotFoundError:
        return None
    except OSError as exc:
        if exc.errno != errno.ELOOP:
            raise storage_error(path, exc) from None
        linked = True
        try:
            fd = open_regular(path)
        except FileNotFoundError:
            raise StorageError(
                f"{path} is a link to {_target(path)}, which is not there.",
                "Put the file it names back, or remove the link and make a new token: `twin serve token --rotate`.",
            ) from None
        except OSError as exc:
            raise storage_error(path, exc) from None
    try:
        with os.fdopen(fd, "rb") as fh:
            if os.fstat(fh.fileno()).st_mode & (stat.S_IRWXG | stat.S_IRWXO):
                if linked:
                    raise StorageError(
                        f"{path} is a link to {_target(path)}, which others can read: the token would not be secret.",
                        f"Make that file readable by its owner only (`chmod 600 {_target(path)}`), or remove the "
                        "link and make a new token: `twin serve token --rotate`.",
                    )
                os.fchmod(fh.fileno(), 0o600)  # the file itself: opened without following a link
            token = fh.read().decode("utf-8").strip()
    except OSError as exc:
        raise storage_error(path, exc) from None
    except UnicodeDecodeError:
        raise StorageError(f"{path} does not hold a token.", "Make a new one: `twin serve token --rotate`.") from None
    return token or None


def _target(path: Path) -> str:
    """Where a link points (what it was, if it is gone meanwhile)."""
    try:
        return os.readlink(path)
    except OSError:
        return "a file that is gone"


def ensure_token(home: Home) -> tuple[str, bool]:
    """The home's token, made now if there is none yet; and whether it was made now. A token file that stays empty
    (a start cut off between making it and writing it) is a StorageError that says how to make a new one: it is
    not replaced here, since a running server would then let the new token in (docs/serve.md)."""
    path = home.serve_token_path
    deadline = time.monotonic() + EMPTY_WAIT
    while True:
        found = read_token(path)
        if found:
            return found, False
        if not os.path.lexists(path):
            token = new_token()
            if _create(path, token):
                return token, True
            # another server made it meanwhile: that one it is, once written
        if time.monotonic() >= deadline:
            raise StorageError(
                f"{path} is empty: it holds no token (a start cut off before it wrote it leaves it so), and no "
                "request can get in.",
                "Make a new one: `twin serve token --rotate` (running servers take it at their next request).",
            )
        time.sleep(0.05)  # another server may be writing it this instant


def _create(path: Path, token: str) -> bool:
    """Make the token file holding `token`, readable by its owner only; False when it exists already."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return False
    except OSError as exc:
        raise storage_error(path, exc) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(token + "\n")
            fh.flush()
            os.fsync(fh.fileno())
    except OSError as exc:
        path.unlink(missing_ok=True)
        raise storage_error(path, exc) from None
    return True


def rotate_token(home: Home) -> str:
    """Replace the token with a new one (atomically): the old one stops working at its next use."""
    token = new_token()
    replace_file(home.serve_token_path, (token + "\n").encode("utf-8"), mode=0o600, hint="The old token still works.")
    return token


class TokenCheck:
    """Checks the bearer token of a request against the home's token file, read again whenever it changes."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._seen: tuple[int, int, int] | None = None
        self._token: bytes | None = None

    def _current(self) -> bytes | None:
        try:
            st = self.path.stat()
        except OSError:
            return None  # the file is gone: no token opens the door until there is one again
        key = (st.st_ino, st.st_mtime_ns, st.st_size)
        if key != self._seen:
            try:
                token = read_token(self.path)
            except StorageError:
                token = None
            self._seen, self._token = key, token.encode("utf-8") if token else None
        return self._token

    def allows(self, authorization: str | None) -> bool:
        """Whether an Authorization header carries the token (compared in constant time)."""
        scheme, _, presented = (authorization or "").strip().partition(" ")
        token = self._current()
        if token is None or scheme.lower() != "bearer":
            return False
        return hmac.compare_digest(presented.strip().encode("utf-8", "surrogateescape"), token)
