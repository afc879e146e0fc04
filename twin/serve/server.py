"""Running the API on uvicorn: a socket bound here, a graceful stop on SIGTERM, SIGHUP or Ctrl-C.

The socket is bound (and listening) before uvicorn starts, so `--port 0` knows its port at once and a client that
connects before the first request is served waits in the backlog instead of being refused. On SIGTERM (or the
first Ctrl-C) uvicorn stops accepting and tells twin (`stopping`), which lets the replies in flight finish for `grace`
seconds, then cuts the rest itself (each is recorded as interrupted with what had arrived, and its client told why:
twin/serve/api.py `Service.stopping`); uvicorn cancels what is still running `CUT_SECONDS` later. Then the lifespan
ends the open conversations and writes their chapters. A second Ctrl-C stops at once; what was not written is owed to
the next start.
"""

from __future__ import annotations

import contextlib
import errno
import ipaddress
import logging
import math
import signal
import socket
import threading
from collections.abc import Callable, Iterator
from typing import Any

from twin.errors import UsageError

HEADER_BYTES = 64 * 1024  # the most a request's line and headers may take (uvicorn's h11 limit)
CUT_SECONDS = 5  # after the grace: time for twin to cut its replies (record them, tell their clients) before uvicorn
# cancels what still runs
FILES_WANTED = 65536  # descriptors asked of the system at the start, up to its hard limit (a desktop's soft one: 1024)


def is_loopback(host: str) -> bool:
    """Whether `host` is reachable from this machine only."""
    if host.strip("[]").lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def bind(host: str, port: int) -> socket.socket:
    """A listening socket on host:port (port 0: any free one)."""
    if not 0 <= port <= 65535:
        raise UsageError(f"{port} is not a port.", "Give a port from 1 to 65535, or 0 for any free one.")
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host.strip("[]"), port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
    except socket.gaierror:
        raise UsageError(
            f"{host!r} is not an address of this machine.", "Use --host 127.0.0.1 (the default)."
        ) from None
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(2048)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise UsageError(
                f"Port {port} on {host} is in use.", "Another server listens there: choose another with --port."
            ) from None
        if exc.errno in (errno.EACCES, errno.EPERM):
            raise UsageError(f"Not allowed to listen on {host}:{port}.", "Use a port above 1023.") from None
        raise UsageError(f"Cannot listen on {host}:{port}: {exc.strerror or exc}.", "Check --host.") from None
    sock.set_inheritable(True)
    return sock


def address_of(sock: socket.socket) -> tuple[str, int]:
    """The host and port a socket listens on."""
    host, port = sock.getsockname()[:2]
    return str(host), int(port)


def run(
    app: Any, sock: socket.socket, *, grace: float, head_seconds: float, stopping: Callable[[], None] = lambda: None
) -> None:
    """Serve `app` on `sock` until SIGTERM or Ctrl-C (uvicorn then raises the signal again, as the default
    handler would have: the process ends the way it was asked to); `stopping` is called on the event loop as the
    stop begins."""
    import uvicorn

    class Server(uvicorn.Server):
        async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
            stopping()
            await super().shutdown(sockets)

        @contextlib.contextmanager
        def capture_signals(self) -> Iterator[None]:
            """uvicorn's, with SIGHUP as SIGTERM (the terminal `twin serve` ran in was closed): it ended the process
            at once, losing the replies in flight and the open conversations' chapters. Not when SIGHUP is ignored
            (`nohup twin serve`)."""
            if threading.current_thread() is not threading.main_thread():
                yield
                return
            hangup = getattr(signal, "SIGHUP", None)
            handled = [signal.SIGINT, signal.SIGTERM]
            if hangup is not None and signal.getsignal(hangup) is not signal.SIG_IGN:
                handled.append(hangup)
            original = {sig: signal.signal(sig, self.handle_exit) for sig in handled}
            try:
                yield
            finally:
                for sig, handler in original.items():
                    signal.signal(sig, handler)
            for captured in reversed(self._captured_signals):  # as uvicorn does: the process ends as it was asked
                signal.raise_signal(captured)

    from uvicorn.protocols.http.h11_impl import H11Protocol

    class Protocol(H11Protocol):
        """uvicorn's h11 protocol, closing a connection that sends no whole request head within `head_seconds`
        (`[serve] header_seconds`; nginx waits 60 s): uvicorn times out only the wait between requests, so one that
        sent nothing held its descriptor for ever, and 1,100 of them took every descriptor a `twin serve` under
        `ulimit -n 1024` had, for good."""

        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            self.head_timer = self.loop.call_later(head_seconds, self.no_head)

        def no_head(self) -> None:
            if self.cycle is None and not self.transport.is_closing():
                self.transport.close()

        def connection_lost(self, exc: Exception | None) -> None:
            self.head_timer.cancel()
            super().connection_lost(exc)

    more_files()
    logging.getLogger("asyncio").addFilter(OUT_OF_FILES)
    logging.getLogger("uvicorn.error").addFilter(_stopped_at_once)
    config = uvicorn.Config(
        app,
        http=Protocol,
        lifespan="on",
        log_level="warning",
        access_log=False,  # our own: twin/serve/api.py `Gate`, which never logs what was said
        timeout_graceful_shutdown=math.ceil(grace) + CUT_SECONDS,
        timeout_keep_alive=5,
        server_header=False,
        h11_max_incomplete_event_size=HEADER_BYTES,
    )
    Server(config).run(sockets=[sock])


class _OutOfFiles(logging.Filter):
    """asyncio's errors at the listening socket while no descriptor is free, as one line a minute at most. Python
    3.11's accept loop logs its error, with a traceback, at each of up to `backlog` (2048) accepts a tick and schedules
    as many retries a second later (the connections wait in the backlog meanwhile); a retry that comes due after the
    server stopped found its socket closed and printed "ValueError: Invalid file descriptor: -1", thousands of times
    after a flood (CI, 2026-12-07): it has nothing left to serve, and is said nothing of."""

    SAID = "twin serve: every file descriptor is in use (too many connections at once); new ones wait"
    QUIET_SECONDS = 60.0

    def __init__(self) -> None:
        super().__init__()
        self.said_at = -math.inf

    def filter(self, record: logging.LogRecord) -> bool:
        import time

        said = str(record.msg)
        if record.exc_info and said.startswith("socket.accept() out of system resource"):
            if time.monotonic() - self.said_at < self.QUIET_SECONDS:
                return False
            self.said_at = time.monotonic()
            record.msg, record.args, record.exc_info = self.SAID, (), None
        elif record.exc_info and isinstance(record.exc_info[1], ValueError) and "._start_serving(" in said:
            return False  # a retry of the accepts above, come due after the server closed its socket
        return True


OUT_OF_FILES = _OutOfFiles()  # one for the process: a second start in it adds no second filter


def _stopped_at_once(record: logging.LogRecord) -> bool:
    """The traceback of the lifespan cancelled at a second Ctrl-C (Starlette's, which uvicorn logs), as the one line
    that says what it means: it printed the frames of an `asyncio.exceptions.CancelledError`."""
    said = str(record.msg)
    if said.startswith("Traceback") and said.rstrip().endswith("CancelledError"):
        record.msg, record.args, record.exc_info = (
            "twin serve: stopped at once; the chapters not written are written at the next start",
            (),
            None,
        )
        record.levelno, record.levelname = logging.WARNING, "WARNING"
    return True


def more_files() -> None:
    """Raise this process's limit of open files to FILES_WANTED, or the system's hard limit if lower: each client
    holds one while it is connected (a server's usual first step; nothing where the system has no such limit)."""
    try:
        import resource
    except ImportError:  # Windows
        return
    try:
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        wanted = FILES_WANTED if hard == resource.RLIM_INFINITY else min(FILES_WANTED, hard)
        if soft != resource.RLIM_INFINITY and soft < wanted:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    except (OSError, ValueError):
        pass  # not allowed here: the limit stays as it was
