"""Running `twin serve` as a subprocess in tests: on port 0, its port read from what it announces on stderr."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

from tests.chatkit import TWIN, hangup_heard
from tests.conftest import ENV_VARS, REPO

ANNOUNCE = re.compile(r"twin serve: .* at (http://\S+/v1)")
SETTINGS = """\
[model]
timeout = 5.0
max_retries = 0
"""


def make_home(root: Path) -> Path:
    """A home with the example personas and a model that fails fast."""
    root.mkdir(parents=True, exist_ok=True)
    shutil.copytree(REPO / "personas", root / "personas", dirs_exist_ok=True)
    (root / "twin.toml").write_text(SETTINGS, encoding="utf-8")
    return root


def twin_env(home: Path, base_url: str) -> dict[str, str]:
    """The environment of a twin command talking to the fake model at base_url."""
    env = {k: v for k, v in os.environ.items() if k not in ENV_VARS}
    env.update(
        TWIN_HOME=str(home),
        OPENAI_BASE_URL=base_url,
        OPENAI_API_KEY="sk-test-secret-key-123456",
        TWIN_MODEL="fake-model",
        NO_COLOR="1",
    )
    return env


class Served:
    """`twin serve --port 0 ARGS` over `home`, its stderr collected line by line."""

    def __init__(
        self, home: Path, base_url: str, *args: str, files: int | None = None, env: dict[str, str] | None = None
    ) -> None:
        """`files`: the most files the server may open, soft and hard limit (as `ulimit -n` sets them); `env`: more of
        the server's environment (not of the other twin commands run beside it)."""
        self.home = home
        self.env = twin_env(home, base_url)

        def prepared() -> None:
            hangup_heard()
            if files:
                import resource

                resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))

        self.proc = subprocess.Popen(
            [TWIN, "serve", "--port", "0", *args],
            env={**self.env, **(env or {})},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            preexec_fn=prepared,
        )
        self.lines: list[str] = []
        self.url = ""
        self._ready = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()
        if not self._ready.wait(60) or not self.url:
            self.proc.kill()
            raise AssertionError("twin serve did not start:\n" + self.log)
        self.token = self._token()

    def _token(self) -> str:
        """The token the server made, read from the home as `twin serve token` reads it (that command is tested on
        its own: running it at each of the suite's servers cost a process start each, 2026-12-07)."""
        from twin.home import Home
        from twin.serve.token import read_token

        found = read_token(Home(self.home, "$TWIN_HOME").serve_token_path)
        assert found, "twin serve made no token:\n" + self.log
        return found

    def _read(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.lines.append(line.rstrip("\n"))
            found = ANNOUNCE.search(line)
            if found:
                self.url = found[1]
                self._ready.set()
        self._ready.set()

    @property
    def log(self) -> str:
        """What the server wrote on stderr so far."""
        return "\n".join(self.lines)

    def client(self, **options: Any) -> Any:
        """The real openai client, pointed at the server."""
        import openai

        options = {"max_retries": 0, **options}  # retries off unless a test asks for the SDK's own
        return openai.OpenAI(base_url=self.url, api_key=options.pop("api_key", self.token), **options)

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 60) -> int:
        """Send `sig` and wait for the server to end; its exit status."""
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise AssertionError("twin serve did not stop:\n" + self.log) from None


def wait_for(check: Any, timeout: float = 15.0, what: str = "") -> Any:
    """Poll `check()` until it returns something true; that value."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what or check}")
