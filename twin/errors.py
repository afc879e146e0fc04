"""One exception tree and the exit codes every command uses."""

from __future__ import annotations

from enum import IntEnum


class ExitStatus(IntEnum):
    """Process exit codes, as documented in the README."""

    OK = 0
    ERROR = 1  # nothing was done: a question answered no, an edit left unfixed, or an unexpected error
    USAGE = 2
    CONFIG = 3
    MODEL = 4
    STORAGE = 5
    CONFLICT = 6
    INTERRUPTED = 130


class TwinError(Exception):
    """An error a person can act on: a message and a hint, in English (what data files, `twin serve`'s answers
    and the commands' `--json` hold), and in Chinese too when the place that raises it gives them (`zh`: message
    and hint), for the person of a Chinese twin: its chat, its memory notices (in `twin serve`'s log and `twin
    mcp`'s standard error too) and `twin voice`."""

    exit_status: ExitStatus = ExitStatus.ERROR

    def __init__(self, message: str, hint: str = "", *, zh: tuple[str, str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.zh = zh

    def words(self, language: str) -> tuple[str, str]:
        """The message and the hint in `language` ("en" or "zh"); in English when no Chinese was given."""
        return self.zh if language == "zh" and self.zh is not None else (self.message, self.hint)


class UsageError(TwinError):
    """The command was called with arguments that do not fit."""

    exit_status = ExitStatus.USAGE


class ConfigError(TwinError):
    """Settings or a persona file are missing or invalid."""

    exit_status = ExitStatus.CONFIG


class PersonaError(ConfigError):
    """A persona file is missing, unsafe to name or invalid."""


class ModelError(TwinError):
    """The model endpoint failed, refused or could not be reached."""

    exit_status = ExitStatus.MODEL


class ModelSetupError(ModelError):
    """The endpoint refuses every request alike until its settings change (the key, the URL, the model's name): 401,
    403, 404, or a server that is not an OpenAI-compatible API. Asking again cannot help."""


class ModelTooLongError(ModelError):
    """The model refused a request as longer than its context window (OpenAI's `context_length_exceeded`,
    llama.cpp's `exceed_context_size_error`, vLLM's "maximum context length"): that message, not the settings."""


class ModelTimeoutError(ModelError):
    """The model endpoint did not answer in time."""


class ModelRateLimitError(ModelError):
    """The model endpoint is rate-limiting requests (429); `retry_after` is its Retry-After header ("" without one)."""

    def __init__(
        self, message: str, hint: str = "", retry_after: str = "", *, zh: tuple[str, str] | None = None
    ) -> None:
        super().__init__(message, hint, zh=zh)
        self.retry_after = retry_after


class StorageError(TwinError):
    """A data file could not be read or written; `read_only`: nothing may be written there (a read-only file system,
    or no permission), which a command that only reads could still do."""

    exit_status = ExitStatus.STORAGE

    def __init__(
        self, message: str, hint: str = "", *, zh: tuple[str, str] | None = None, read_only: bool = False
    ) -> None:
        super().__init__(message, hint, zh=zh)
        self.read_only = read_only


class ConflictError(TwinError):
    """A compare-and-set write found that another writer changed the state first: nothing was written."""

    exit_status = ExitStatus.CONFLICT
