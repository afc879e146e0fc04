"""Memory work that must not make the person wait: extraction after each exchange, owed chapters, consolidation.

One background thread per chat works through a queue. When a session ends,
the queue is drained, the chapter written and the session's facts
consolidated. A session that ended without all of that (a failed model, a
killed process) is finished at the next start.
"""

from __future__ import annotations

import queue
import sqlite3
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from twin.clock import local_minute, now, parse_time
from twin.errors import ModelError, StorageError, TwinError
from twin.facts.masks import placeholder
from twin.facts.model import Fact
from twin.facts.names import attribute_name, notice_line
from twin.facts.store import FactStore
from twin.facts.words import Phrases, distinctive
from twin.files import open_read
from twin.narrative import grounding
from twin.narrative.chapters import Chapter, ChapterStore, write_chapter
from twin.narrative.eras import OwedEra, owed_eras, write_era
from twin.narrative.extraction import Extractor, Model, Outcome, extracted_turns, extraction_windows, said_before
from twin.narrative.owed import TRIES, close_gaps, extraction_gaps, owed_chapters, spent_gaps, unextracted
from twin.narrative.takeback import retire_mistaken, take_back
from twin.persona.model import Persona
from twin.recall.embedding import Embed, Forgetting, embed_pending
from twin.recall.index import SearchIndex
from twin.sessions import offrecord
from twin.sessions.catalog import NAMED_FOR, SessionCatalog
from twin.sessions.liveness import LiveMark, live_mark
from twin.sessions.offrecord import kind_name
from twin.sessions.session import Session, SessionStore, Turn, Who, unanswered, unnamed, who_in
from twin.store import derived
from twin.store.jsonl import decode_line
from twin.store.shapes import named_for, session_name_parts
from twin.textsafe import row_text

SECRETS_CHECKED = "secrets_checked"  # a meta key of the derived database: no secret written before is left

Notice = Callable[[str], None]
Status = Callable[[str], None]  # a line a terminal shows while work goes on ("" when it is done)
Progress = Callable[[int, int], None]
EMBED_PER_EXCHANGE = 64  # items embedded after an exchange (one call): the new turns, then the history, newest first
# what reading one owed session file, or catching it up, may raise: that file is passed over (and named), never the
# reason the others are not caught up
ONE_FILE_FAILURES = (TwinError, OSError, ValueError, KeyError, TypeError)
# seconds a chat that must stop at once (a signal, Ctrl-C in a pipe) gives the memory job under way: a local write is
# done by then; a model call is not waited for (a slow model took a piped Ctrl-C two minutes to end), its work owed
STOP_GRACE = 2.0
# seconds an ordinary close waits for the work still queued (the summaries a chat's end queued, off the person's
# time); what is left then is owed to the next start
CLOSE_WAIT = 5.0
# seconds a job waits at most, in all (before it and after extraction's model call), for what `pause` waits for: a
# server's replies being prepared go first, and a job is never held up longer
PAUSE_AT_MOST = 0.25


def next_step(exc: TwinError, language: str = "en") -> str:
    """A background failure as a notice says it, in `language` where the error has the words: a full disk with what
    to do once there is room (a chat does not catch up what it could not record; `twin doctor --repair` does),
    anything else by its message."""
    message = exc.words(language)[0]
    if "disk is full" in exc.message.lower():
        return notice_text("disk-full", language, detail=message)
    return message


@dataclass
class _Answers:
    """How the model did in one catch-up at a start: after two failures in a row nothing more is asked of it, and
    one line says what is left."""

    failures: int = 0  # in a row
    trouble: str = ""  # the last failure's words
    unextracted: bool = False  # an extraction failed, or was not tried: it is read again at the next start
    spent: int = 0  # exchanges whose answers could not be used TRIES times: a start tries them no more
    spent_trouble: str = ""  # why, the last of them

    @property
    def away(self) -> bool:
        """Whether the model failed twice in a row."""
        return self.failures >= 2

    def note(self, outcome: Outcome, language: str) -> None:
        """Count an extraction's outcome (why its turns are owed another run said in `language`)."""
        self.failures = self.failures + 1 if outcome.status == "failed" else 0
        if outcome.unread:
            self.trouble, self.unextracted = outcome.trouble_in(language), True


@dataclass
class Caught:
    """What a catch-up of extractions did."""

    windows: int = 0  # exchanges read
    failed: int = 0  # of which the model failed, or a write was refused: their turns are owed still
    left: int = 0  # the person's turns in those
    trouble: str = ""  # why, the last of them (in English, as the log says it)


T = TypeVar("T")
FULL_CHECK_EVERY = 24 * 3600.0  # seconds between full checks of the session files (see SessionCatalog)
HURRY_SECONDS = 5.0  # how long a catch-up of owed diaries goes on once a chat ends: a fast model writes them all (a
# script's daily piped line must not owe them for ever), a slow one does not hold the end of a chat (30 diaries at
# 0.4 s each held a piped line 41 s)
ERAS_AFTER_SESSION = 2  # summaries written after a session's chapter at most: a month's, and on a new year its year's
CHANGES_PER_MONTH = 40  # fact changes a month's summary is given at most
NOTICES = {  # what the worker tells the person: (English, Chinese)
    "failed": (
        "memory: extraction failed ({detail}); it is tried again once the model answers, or at the next start",
        "记忆：这次的对话没能提取记忆（{detail}）；等模型恢复或下次启动时再试。",
    ),
    "unexpected": ("memory: unexpected {detail}", "记忆：意外的错误 {detail}"),
    "unwritten": (
        "memory: what I learned could not be written ({detail}); it is read again at the next start",
        "记忆：学到的没能写下（{detail}）；下次启动时再读一遍。",
    ),
    "trouble": ("memory: {detail}", "记忆：{detail}"),
    "disk-full": (
        "{detail} Free some space, then `twin doctor --repair` learns from what was said meanwhile.",
        "{detail}腾出空间以后，运行 `twin doctor --repair`，它会把这期间说的话补记下来。",
    ),
    "consolidation-later": (
        "memory: consolidation waits for the next session ({detail})",
        "记忆：整理记忆的事留到下一次谈话（{detail}）",
    ),
    "remembered": ("remembered: {detail}", "记住了：{detail}"),
    "asked": (
        "not sure I heard this right, so not remembered: {detail} (/review, or twin memory review {persona})",
        "没把握听对了，先不记：{detail}（/review，或 twin memory review {persona}）",
    ),
    "asked-answered": (  # a bare yes to the twin's own question (grounding/answered.py)
        "you said yes to my words, so not remembered until you keep it: {detail} (/review, or twin memory review "
        "{persona})",
        "这是我问你、你答应的，先不记，等你确认：{detail}（/review，或 twin memory review {persona}）",
    ),
    "asked-whose": (  # a value the person may have said of someone else (grounding's `whose_unclear`)
        "not sure this was about you, so not remembered: {detail} (/review, or twin memory review {persona})",
        "不确定说的是不是你自己，先不记：{detail}（/review，或 twin memory review {persona}）",
    ),
    "owed": (
        "Writing the diary of the session of {when}, which was left unfinished…",
        "补写 {when} 那次没写完的日记……",
    ),
    "owed-ended": (
        "Writing the diary of the session of {when}, which could not be written then…",
        "补写 {when} 那次当时没能写成的日记……",
    ),
    "owed-imported": ("Writing the diary of the imported session of {when}…", "为导入的 {when} 那次对话写日记……"),
    "damaged": (
        "memory: {damaged} skipped (in {files}); `twin doctor` shows them, `twin doctor --repair` moves them aside",
        "记忆：{files} 里有 {lines} 行损坏，已跳过；`twin doctor` 可以查看，`twin doctor --repair` 会把它们移到一旁",
    ),
    "old-secrets": (
        "memory: a password, key or card number typed before twin kept them out, in {places};"
        " `twin doctor --repair` writes them as [secret]",
        "记忆：有 {count} 处含有以前输入的密码、密钥或卡号；`twin doctor --repair` 会把它们记作 [保密]",
    ),
    "named-for": (
        "memory: {name} begins as session {other}'s (a copy, or renamed by hand) and is left out;"
        " `twin doctor --repair` moves a copy aside or gives the file its name back",
        "记忆：{name} 开头写的是会话 {other}（复制来的，或被手动改了名），先不读；"
        "`twin doctor --repair` 会把副本移到一旁，或把名字改回来",
    ),
    "skipped-session": (
        "memory: the session file {name} could not be caught up ({detail}); it is tried again at the next start",
        "记忆：会话文件 {name} 没能补上（{detail}），下次启动时再试",
    ),
    "written": ("The diary of {when} is written.", "{when} 那次的日记写好了。"),
    "owed-failed": (
        "memory: the diary of {when} waits for the next start ({detail})",
        "记忆：{when} 那次的日记没能写成（{detail}），下次启动时再写",
    ),
    "ended-first": ("the conversation ended first", "这次对话先结束了"),
    "owed-many": ("Writing {count} owed diaries…", "补写 {count} 篇欠下的日记……"),
    "owed-progress": ("memory: writing owed diaries, {done} of {total} done", "记忆：补写日记，{done}/{total}"),
    "owed-written": ("The {count} owed diaries are written.", "{count} 篇欠下的日记都写好了。"),
    "owed-none": (
        "memory: the {count} owed diaries wait for the next start ({detail})",
        "记忆：{count} 篇欠下的日记都没能写成，下次启动时再写（{detail}）",
    ),
    "owed-some": (
        "memory: {written} of {count} owed diaries written; the other {rest} wait for the next start ({detail})",
        "记忆：{count} 篇欠下的日记写好了 {written} 篇；其余 {rest} 篇下次启动时再写（{detail}）",
    ),
    "gaps-progress": (
        "memory: extracting what failed before, {done} of {total} done",
        "记忆：重新提取之前失败的部分，{done}/{total}",
    ),
    "gaps-failed": (
        "memory: what could not be extracted yet is tried again at the next start ({detail})",
        "记忆：还没能提取的部分，下次启动时再试（{detail}）",
    ),
    "gaps-spent": (  # said once, at the start whose try was the last (twin/narrative/owed.py, TRIES)
        "memory: {exchanges} could not be extracted after {tries} tries ({detail}); a start tries {them} no more:"
        " `twin doctor --repair` tries again",
        "记忆：有 {count} 段对话试了 {tries} 次都没能提取（{detail}）；以后启动不再自动重试，"
        "`twin doctor --repair` 会再试",
    ),
    "secret": (
        "a password, key or card number in your message is kept as [secret]: twin keeps no secrets, and the model was"
        " not shown it",
        "你消息里的密码、密钥或卡号记作 [保密]：twin 不保存这类秘密，模型也看不到它",
    ),
    "off-record": (
        "not remembered, as you asked: nothing of this message goes into memory (the session file keeps its words;"
        " what memory holds from before is forgotten with /forget)",
        "按你说的，这条不记：记忆里不会有它（会话文件仍保留原话；之前记住的，用 /forget 忘掉）",
    ),
    "off-record-next": (
        "not remembered, as you asked: nothing of your next message goes into memory",
        "按你说的，你的下一条不记进记忆",
    ),
    "taken-back": (
        "taken back, as you asked: what you said just before is kept out of memory{detail}",
        "按你说的，收回：你刚才说的不记进记忆{detail}",
    ),
    "taken-back-part": (
        "taken back, as you asked: {about}, as you said it just before, is kept out of memory{detail}",
        "按你说的，收回：你刚才说的{about}不记进记忆{detail}",
    ),
    "taken-back-joke": (
        "taken back: what you said just before was a joke, you say, so it is not kept{detail}",
        "收回：你说刚才是开玩笑的，不记进记忆{detail}",
    ),
    "taking-back": (
        "taking back what you said: waiting for memory to finish learning it, to forget it…",
        "收回你刚才说的：等记忆学完再忘掉……",
    ),
    "taken-back-failed": (
        "memory: what you took back could not be forgotten ({detail}); /forget FACT forgets it once memory can be"
        " written again",
        "记忆：你收回的内容没能忘掉（{detail}）；等记忆能写入了，用 /forget 忘掉",
    ),
    "taken-back-forgot": ("; forgotten: {detail}", "；已忘掉：{detail}"),
    "corrected-failed": (
        "memory: the correction could not be written ({detail}); /forget FACT takes the mistaken value out",
        "记忆：更正没能写入（{detail}）；可以用 /forget 把说错的那条去掉",
    ),
    "corrected": (
        "corrected, as you said; a mistake, no longer held: {detail}",
        "按你说的更正：说错了的不再当真：{detail}",
    ),
    "era": ("Looking back on {period}…", "回顾{period}……"),
    "era-failed": (
        "memory: the summary of {period} waits for the next start ({detail})",
        "记忆：{period}的回顾没能写成（{detail}），下次启动时再写",
    ),
}


def holds_words(notice: str) -> bool:
    """Whether a notice repeats what was said (a fact remembered), so a server's log leaves it out unless asked."""
    return any(
        notice.startswith(text.split("{", 1)[0])
        for key in (
            "remembered",
            "asked",
            "asked-answered",
            "asked-whose",
            "taken-back",
            "taken-back-part",
            "taken-back-joke",
            "corrected",
        )  # fmt: skip
        for text in NOTICES[key]
    )


class MemoryWorker:
    """Background memory work for one twin (one per process: several conversations may share it)."""

    def __init__(
        self,
        twin_dir: Path,
        persona: Persona,
        model: Model,
        *,
        persona_text: str,
        notice: Notice,
        pause: Callable[[float], object] | None = None,
        embed: Embed | None = None,
        status: Status | None = None,
    ) -> None:
        self.twin_dir = twin_dir
        self.embed = embed  # the embedding model, if one is configured: new items are embedded after each exchange
        self._forgetting: Forgetting | None = None  # what embedding may not be sent, as of the last exchange
        self._embedded_since: float | None = None  # all that is older is embedded: only what is newer is looked at
        self.pause = pause  # waits (seconds at most) while a server prepares replies: they go first (`_yield`)
        self._pause_by = 0.0  # when the job under way has waited long enough (PAUSE_AT_MOST after it was taken)
        self.status = status  # how far a catch-up is (a chat on a terminal shows it under the prompt)
        self.persona = persona
        self.model = model
        self._notice = notice
        self.extractor = Extractor(twin_dir, persona, model, persona_text=persona_text, pause=self._yield)
        self.sessions = SessionStore(twin_dir)
        self.jobs: queue.Queue[Callable[[], object] | None] = queue.Queue()
        self.thread: threading.Thread | None = None
        self.marks: dict[str, LiveMark] = {}
        self._extracted: dict[str, int] = {}  # session -> turns already handed to extraction
        self._extracting: dict[str, threading.Event] = {}  # session -> set when its latest queued extraction is done
        self._user_name = ""  # who the latest session was with: the name month and year summaries speak of
        # the facts that fell silent, by their mark: 43 ms a revival against 316 ms read each exchange, 300 silent
        # facts on the big bench twin, bench/shortcuts/run.py --only silent, 2026-12-03
        self._silent: tuple[tuple[int, float], list[Fact]] | None = None
        # memory work of a conversation that failed since the last catch-up (an extraction, a diary): the next
        # extraction the model answers catches up at once, so a server that runs for weeks does not wait for a
        # restart to learn again. What a catch-up itself fails at waits for the next start, or the next failure
        # of a conversation: one catch-up per outage, not one per exchange while the model still fails diaries
        self._owing = False
        self._hurry_by: float | None = None  # a session ended with its process: a catch-up under way stops then
        self._catching = False  # a catch-up is running: its own extractions trigger none
        self._told_damage = False  # damaged files are told once a start, not again at a later catch-up
        self._told_secrets = False  # and so are the secrets a history written before holds
        self._failure_said = ""  # the extraction failure last told, until an extraction goes well
        self._who_for: Callable[[Session], Who] | None = None  # who talked in a past session, as the start said

    # -- the worker ----------------------------------------------------------

    def notice(self, text: str) -> None:
        """Tell the person `text`; where it cannot be shown (the reader of a pipe went away, the terminal closed)
        it is let go: a notice never stops memory work, nor the worker (which a conversation would then wait for)."""
        try:
            self._notice(text)
        except (OSError, ValueError):  # a broken pipe, a closed stream
            pass

    def start(self) -> None:
        """Start the worker thread."""
        if self.thread is None:
            self.thread = threading.Thread(target=self._work, name="twin-memory", daemon=True)
            self.thread.start()

    def _work(self) -> None:
        while True:
            job = self.jobs.get()
            try:
                if job is None:
                    self.extractor.close()  # the worker's own index connection: closed by the worker, last
                    return
                self._pause_by = time.monotonic() + PAUSE_AT_MOST
                self._yield()
                job()
            except TwinError as exc:  # a background failure is reported, never fatal
                self.notice(self._text("trouble", detail=next_step(exc, self.persona.language)))
            except OSError as exc:  # a file the disk or the home would not let it use: said as the store says it
                from twin.store.jsonl import storage_error

                failure = storage_error(Path(exc.filename or "a file"), exc)
                self.notice(self._text("trouble", detail=next_step(failure, self.persona.language)))
            except Exception as exc:  # noqa: BLE001 - the worker must survive anything
                self.notice(self._text("unexpected", detail=f"{type(exc).__name__}: {exc}"))
            finally:
                self.jobs.task_done()

    def _yield(self) -> None:
        """Let the replies a server is preparing go first (`pause`), within the PAUSE_AT_MOST of the job under way;
        never once the session ended with its process (`_hurried`), nor in a chat (no `pause`)."""
        if self.pause is None or self._hurried():
            return
        left = self._pause_by - time.monotonic()
        if left > 0:
            self.pause(left)

    @property
    def chapters(self) -> ChapterStore:
        """The chapters, read through the worker's own index connection (the stores belong to its thread)."""
        return ChapterStore(self.twin_dir, self.extractor.index())

    def _on_worker(self, job: Callable[[], T]) -> T:
        """Run `job` on the worker thread (where the memory stores live) and wait for it; its error is raised here."""
        thread = self.thread
        if thread is None:
            return job()
        done = threading.Event()
        outcome: list[Any] = []

        def run() -> None:
            try:
                outcome.append((True, job()))
            except BaseException as exc:  # noqa: BLE001 - handed to the waiting thread
                outcome.append((False, exc))
            finally:
                done.set()

        self.jobs.put(run)
        while not done.wait(0.5):
            if not thread.is_alive() and not done.is_set():  # no job will run any more: waiting would be for ever
                raise TwinError(
                    "Memory work stopped before it was done.",
                    "It is done at the next start.",
                    zh=("记忆工作还没做完就停了。", "下次启动时会把它做完。"),
                )
        ok, value = outcome[0]
        if not ok:
            raise value
        return value  # type: ignore[no-any-return]

    def drain(self, timeout: float | None = None) -> bool:
        """Wait until queued work is done; False on timeout, or when the worker stopped before it got there."""
        thread = self.thread
        if thread is None:
            return True
        done = threading.Event()
        self.jobs.put(done.set)
        end = None if timeout is None else time.monotonic() + timeout
        while not done.wait(0.5 if end is None else max(0.0, min(0.5, end - time.monotonic()))):
            if not thread.is_alive() or (end is not None and time.monotonic() >= end):
                return done.is_set()
        return True

    def close(self, *, now: bool = False) -> None:
        """Stop the worker after the queued work; release live marks.

        `now`: the conversation must stop at once (a signal, Ctrl-C in a pipe). The jobs not begun are dropped, and
        the one under way gets STOP_GRACE seconds: no model is asked anything more, and none is waited for. What they
        would have done is owed to the next start (the session, ended without its diary, is caught up then: its
        turns extracted, its diary written; the index and the summaries catch up by themselves)."""
        if self.thread is not None:
            if now:
                while True:
                    try:
                        self.jobs.get_nowait()
                    except queue.Empty:
                        break
                    self.jobs.task_done()
            self.jobs.put(None)  # the worker closes its index connection when it gets here
            self.thread.join(timeout=STOP_GRACE if now else CLOSE_WAIT)
            if not self.thread.is_alive():
                self.thread = None
            # else it is still at a job: kept, so that no later job runs beside it here on another thread (over the
            # same connections: "cannot start a transaction within a transaction"); one asked of it now is refused
        for mark in self.marks.values():
            mark.release()
        self.marks.clear()

    def use_persona(
        self, persona: Persona, persona_text: str, model: Model | None = None, embed: Embed | None = None
    ) -> None:
        """Work for `persona` (its file was edited) from the next job on: the jobs queued before run as they were
        asked; the extractor's grounding checks against the new text. `model`, given when the edit named another
        model (its [model] table), extracts and writes chapters from then on, and `embed` embeds (None: nothing)."""

        def swap() -> None:
            if model is not None:
                self.model, self.embed = model, embed
                self._embedded_since = None  # what the new embedding model has not embedded is looked at anew
            old, self.persona = self.extractor, persona
            self.extractor = Extractor(self.twin_dir, persona, self.model, persona_text=persona_text, pause=self._yield)
            old.close()

        self.jobs.put(swap)

    # -- live sessions -------------------------------------------------------

    def session_started(self, session_id: str) -> None:
        """Mark a session live, so that other processes do not finish it."""
        mark = LiveMark(self.twin_dir, session_id)
        mark.acquire()
        self.marks[session_id] = mark

    def live(self) -> frozenset[str]:
        """The sessions live here: after each of their exchanges this worker indexes what their files gained."""
        return frozenset(self.marks)  # a copy taken at once (conversations of a server begin and end meanwhile)

    # -- extraction ----------------------------------------------------------

    def after_exchange(self, session_id: str, turns: Sequence[Turn], who: Who) -> None:
        """Queue extraction of the turns not yet extracted in this session."""
        window = self._window(session_id, turns)
        if window is None:
            return
        before = said_before(turns, window)
        done = threading.Event()

        def extract() -> None:
            try:
                self._extract(session_id, window, who, before)
            finally:
                done.set()

        self._extracting[session_id] = done  # the queue runs in order: this one done, so are the session's before it
        self.jobs.put(extract)
        self.jobs.put(self._index_exchange)

    def extracted(self, session_id: str, timeout: float | None = None) -> bool:
        """Wait until what was said in a session so far is extracted (its queued extractions are done, not the rest
        of the queue); False on timeout. A fact just said is then there to forget or correct."""
        done = self._extracting.get(session_id)
        if done is None or self.thread is None:
            return True
        return done.wait(timeout)

    def extract_now(self, session_id: str, turns: Sequence[Turn], who: Who) -> Outcome | None:
        """Extract the turns not yet extracted in this session, on the worker, and wait for what was kept and what
        was rejected (a statement told through a tool, which has no reply to wait for); None when there was none."""
        window = self._window(session_id, turns)
        if window is None:
            return None
        before = said_before(turns, window)
        outcome = self._on_worker(lambda: self._extract(session_id, window, who, before))
        self.jobs.put(self._index_exchange)
        return outcome

    def _window(self, session_id: str, turns: Sequence[Turn]) -> list[Turn] | None:
        """The turns of a session not yet handed to extraction, now handed; None when the person said none of them."""
        start = self._extracted.get(session_id, 0)
        window = list(turns[start:])
        if not any(t.role == "user" for t in window):
            return None
        self._extracted[session_id] = len(turns)
        return window

    def _index_exchange(self) -> None:
        """Index the exchange's turns (a turn's own sync leaves them for later), and embed what is not yet."""
        index = self.extractor.index()  # one connection for the worker: extraction's
        try:
            index.sync(stop=self._hurried)  # a history of years read in: the rest waits for the next start
            if self.embed is not None:
                self._embed_pending(index)
        except (StorageError, ModelError, ValueError):
            pass  # derived data: the next exchange catches up, and a chat never fails over the index or its vectors

    def _hurried(self) -> bool:
        """Whether the session ended with its process, and the work under way has had its HURRY_SECONDS."""
        return self._hurry_by is not None and time.monotonic() > self._hurry_by

    def _embed_pending(self, index: SearchIndex) -> None:
        """Embed the exchange's turns, then the history, newest first, EMBED_PER_EXCHANGE texts at a time; once
        the history is done, only what is new. After a forget, what was forgotten is taken out of the listing and
        the history looked at again (its masked texts are embedded anew, the others found in the cache)."""
        assert self.embed is not None
        facts = self.extractor.facts
        forgetting = Forgetting.of(facts, self._forgetting)
        if forgetting is not self._forgetting:
            self._forgetting = forgetting
            gone = forgetting.facts
            if gone:
                index.vectors.unlist(lambda item_id: item_id not in gone)
            self._embedded_since = None
        started = now().timestamp()
        done = embed_pending(
            index, self.embed, forgetting=self._forgetting, limit=EMBED_PER_EXCHANGE, since=self._embedded_since
        )
        if done.complete:  # a day back: a turn's time is when it was said, a little before it was indexed
            self._embedded_since = started - 86400

    def _extract(
        self,
        session_id: str,
        window: list[Turn],
        who: Who,
        before: Sequence[Turn] = (),
        *,
        tell_failure: bool = True,
        unkept: offrecord.Unkept | None = None,
        played: bool = False,
    ) -> Outcome:
        """Extract from `window` and tell the person what was kept and asked. `unkept`: what the person asked not to
        keep among the session's turns, when turns after the window may take one back (a catch-up of several
        windows); what the window itself takes back is forgotten again (twin/narrative/takeback.py). `played`: the
        session is a role-play chat (twin/narrative/grounding/played.py); `who.told`, another program tells what the
        person said (twin/narrative/grounding/told.py)."""
        corrections = [t for t in window if t.record.get("corrects")]
        # before the correction's own facts (what it says in the mistake's place is no update of it), and after
        retired = self._correct(session_id, [*before, *window], corrections, who)
        outcome = self.extractor.run(
            session_id, window, user_subject=who.subject, user_name=who.name, before=before, also=who.also,
            unkept=unkept, played=played, told=who.told,
        )  # fmt: skip
        kept_out = (unkept or offrecord.Unkept()) | offrecord.Unkept.of([*before, *window])
        self._revive([t for t in window if t.id not in kept_out.turns], who)
        taken = offrecord.Unkept.taken_by(window)
        if taken:  # a fact learned late from what was taken back (an extraction still running then, a catch-up)
            request = next(t for t in reversed(window) if t.record.get("takes_back") or t.record.get("takes_back_part"))
            forgotten = take_back(
                self.twin_dir, self.extractor.facts, session_id, taken, request.id, (who.subject, *who.also)
            )
            if forgotten:
                about = [kind for kinds in taken.parts.values() for kind in kinds] if not taken.turns else []
                joke = bool(request.record.get("joke"))
                self.notice(taken_back_notice(forgotten, self.persona.language, about, joke=joke))
        retired += self._correct(session_id, [*before, *window], corrections, who)  # learned in this window
        if retired:
            self.notice(corrected_notice(retired, self.persona.language, (who.subject, *who.also)))
        if outcome.status == "failed":
            self._owing = self._owing or not self._catching  # a catch-up's own failures wait for the next start
            detail = outcome.error_in(self.persona.language)
            if tell_failure and detail != self._failure_said:  # said once while the same failure goes on (a model
                self.notice(self._text("failed", detail=detail))  # that never answers in JSON said it 27 times
                self._failure_said = detail  # in a 27-line chat; a catch-up's own, untold, silences nothing)
        elif self._owing and not self._catching and self._who_for is not None:
            who_for = self._who_for  # the model answers again: what failed is tried now, after this exchange
            self.jobs.put(lambda: self._catch_up(who_for, None))
        if outcome.status != "failed":
            self._failure_said = ""
        refused = outcome.refused
        if refused and tell_failure:  # a read-only or full facts.jsonl: the run is owed again (owed.py `failed`), and
            self.notice(self._text("unwritten", detail=refused[0]))  # the person hears (a catch-up says it once)
        for line in outcome.notices(who.subject, self.persona.language):  # one line each: a bidi override in a value
            self.notice(self._text("remembered", detail=row_text(line)))  # is shown by its code, not obeyed
        for why, key in (
            ("wording", "asked"),
            ("told", "asked"),
            ("answered", "asked-answered"),
            ("whose", "asked-whose"),
        ):
            for line in outcome.asked(who.subject, self.persona.language, why=why):
                self.notice(self._text(key, detail=row_text(line), persona=self.persona.key))
        return outcome

    def _correct(self, session_id: str, turns: Sequence[Turn], corrections: Sequence[Turn], who: Who) -> list[Fact]:
        """`correct_mistakes` for each of `corrections`; a store that refuses the write (a full disk) is said, and
        extraction goes on."""
        retired: list[Fact] = []
        try:
            for correction in corrections:
                retired += self.correct_mistakes(session_id, turns, correction, who)
        except (TwinError, OSError, sqlite3.Error) as exc:
            detail = next_step(exc, self.persona.language) if isinstance(exc, TwinError) else str(exc)
            self.notice(notice_text("corrected-failed", self.persona.language, detail=detail))
        return retired

    def correct_mistakes(
        self, session_id: str, turns: Sequence[Turn], correction: Turn, who: Who, facts: FactStore | None = None
    ) -> list[Fact]:
        """Retire as mistaken what `correction` names of the turn it corrects, among `turns` (the session's so far:
        twin/narrative/takeback.py); the facts retired. `facts`: the store of the calling thread (the worker's own
        by default)."""
        mark = offrecord.corrected(correction.record)
        if mark is None:
            return []
        said = [t for t in turns if t.id in mark[0]] + [correction]
        mine = (who.subject, *who.also)
        return retire_mistaken(
            facts or self.extractor.facts, session_id, correction,
            lambda fact: self.extractor.against(said, fact, who.subject, who.also), mine,
        )  # fmt: skip

    def _revive(self, window: Sequence[Turn], who: Who) -> None:
        """Bring back the facts that fell silent which the person's words in `window` bring up again: their value,
        or the name of the person they are about (docs/facts.md#facts-that-fall-silent)."""
        said = [t for t in window if t.role == "user" and t.text.strip()]
        if not said:
            return
        # the worker's own store: a new one opened the database again at each exchange (0.55 ms, bench/serve/parts.py)
        facts = self.extractor.facts
        mark = facts.silent_mark()
        if mark[0] == 0:
            return
        if self._silent is None or self._silent[0] != mark:
            self._silent = (mark, facts.fallen_silent())
        silent = self._silent[1]
        if not silent:
            return
        mine = {who.subject.casefold(), "user"}
        held = {(f.subject.casefold(), f.value.strip().casefold()) for f in facts.as_of()}
        silent = [f for f in silent if (f.subject.casefold(), f.value.strip().casefold()) not in held]
        # (what holds again under another key, "workplace" for "employer", is not brought back twice)
        names = {f.subject for f in silent if f.subject.casefold() not in mine and distinctive(f.subject)}
        phrases = Phrases([f.value for f in silent if distinctive(f.value)] + list(names))
        for turn in said:
            found = {p.casefold() for p in phrases.found(turn.text)}
            if not found:
                continue
            for fact in silent:
                if fact.value.casefold() in found or (fact.subject in names and fact.subject.casefold() in found):
                    try:
                        back = facts.revive(fact.id, cause=turn.id, at=turn.time)
                    except TwinError:
                        continue  # another value holds for its key now, or it came back already
                    line = notice_line(back.subject, back.attribute, back.value, who.subject, self.persona.language)
                    self.notice(self._text("remembered", detail=row_text(line)))  # as when it was first learned
            self._silent = None

    # -- the end of a session ------------------------------------------------

    def finish_session(self, session: Session, who: Who, *, hurry: bool = False) -> Chapter | None:
        """After the queued extraction, write the chapter and consolidate, on the worker (waiting for it). Raises
        TwinError if the chapter could not be written.

        What the person said that no extraction was handed yet (a message whose reply failed: extraction follows a
        reply) is extracted first. A session in which the twin never answered gets no chapter (`chapter_skipped`,
        "no reply"), and no model call for one: there was no conversation to write about. `hurry`: the process ends
        with the session, so a catch-up of earlier sessions' diaries under way stops after the diary it is on (the
        rest are owed to the next start) once it has had HURRY_SECONDS more."""
        if hurry:
            self._hurry_by = time.monotonic() + HURRY_SECONDS
        said = session.conversation()
        window = self._window(session.id, said)
        if window is not None:
            before = said_before(said, window)
            # told only where the chat went well: a person whose every reply failed has just been told why
            told = not unanswered(session.turns)
            self.jobs.put(lambda: self._extract(session.id, window, who, before, tell_failure=told))

        def finish() -> Chapter | None:
            chapters = self.chapters
            if not chapters.has(session.id) and any(t.role == "user" for t in said) and unanswered(session.turns):
                chapters.skip(session.id, "no reply")
            chapter = None if chapters.has(session.id) else self._write_chapter(chapters, session, who.name)
            self._consolidate(session.id, cause=chapter.id if chapter else session.id)
            self._check_files()
            return chapter

        self._user_name = who.name
        self._extracting.pop(session.id, None)
        self._extracted.pop(session.id, None)
        try:
            chapter = self._on_worker(finish)
            self.jobs.put(lambda: self.write_eras(limit=ERAS_AFTER_SESSION))  # off the person's time
            return chapter
        except TwinError:
            self._owing = True  # owed: caught up once the model answers an extraction again
            raise
        finally:
            self._hurry_by = None  # the catch-up it stopped has stopped; a later one (a /new chat's) goes on
            mark = self.marks.pop(session.id, None)
            if mark:
                mark.release()

    def _write_chapter(self, chapters: ChapterStore, session: Session, user_name: str) -> Chapter | None:
        """Write a session's diary, hiding what the person forgot as it is now (a /forget in the session too)."""
        masks = FactStore(self.twin_dir).masks()
        persona_text = self.extractor.persona_text
        return write_chapter(
            chapters, session, self.persona, self.model, user_name=user_name, masks=masks, persona_text=persona_text
        )

    def _consolidate(self, session_id: str, *, cause: str) -> None:
        """Consolidate the session's facts; a failure is told, never fatal: the diary is written by then, and the
        next session's consolidation looks at every short-term fact again."""
        index = self.extractor.index()

        def used(ids: list[str]) -> dict[str, float]:
            return {i: last for i, (_, last) in index.uses(ids).items()}

        try:
            FactStore(self.twin_dir).consolidate(session_id, cause=cause, used=used)
        except TwinError as exc:
            self.notice(self._text("consolidation-later", detail=self._said(exc)))

    def _check_files(self) -> None:
        """Once a day, look at every session file (one edited by hand after it ended is read again): the everyday
        sync trusts a session that ended never to change, and this runs off the person's time."""
        try:
            index = self.extractor.index()
            if now().timestamp() - SessionCatalog(self.twin_dir, index.db).checked() >= FULL_CHECK_EVERY:
                index.sync(check_all=True, stop=self._hurried)
        except StorageError:
            pass  # derived data: the next check catches up

    # -- catching up ---------------------------------------------------------

    def owed(self, exclude: str | None = None) -> list[Path]:
        """Session files without their chapter that are not live anywhere, oldest first.

        (twin/narrative/owed.py.)"""
        return owed_chapters(self.extractor.index(), exclude)

    def catch_up(self, who_for: Callable[[Session], Who], exclude: str | None = None, *, gaps: bool = True) -> None:
        """Queue the work owed by sessions that did not finish (runs in the background); later, whenever memory work
        failed and the model answers again, it is queued again (`_extract`). Without `gaps`, the exchanges whose
        extraction failed are left out (a repair has just read them again: `catch_up_extractions`)."""
        self._who_for = who_for
        self.jobs.put(self._index_exchange)  # first, what a turn leaves to read in (an import of years: its budget)
        self.jobs.put(lambda: self._catch_up(who_for, exclude, gaps=gaps))

    def _catch_up(self, who_for: Callable[[Session], Who], exclude: str | None, *, gaps: bool = True) -> None:
        self._owing, self._catching = False, True
        try:
            self._catch_up_owed(who_for, exclude, gaps=gaps)
        finally:
            self._catching = False

    def _catch_up_owed(self, who_for: Callable[[Session], Who], exclude: str | None, *, gaps: bool) -> None:
        paths = self.owed(exclude)
        self._tell_damage(exclude)
        model = _Answers()
        if paths:
            self._catch_up_chapters(paths, who_for, model)
        if gaps:
            self._catch_up_gaps(who_for, exclude, model)
        if model.spent:
            exchanges = "1 exchange" if model.spent == 1 else f"{model.spent} exchanges"
            self.notice(self._text("gaps-spent", exchanges=exchanges, count=str(model.spent), tries=str(TRIES),
                                   them="it" if model.spent == 1 else "them", detail=model.spent_trouble))  # fmt: skip
        if model.unextracted:
            self.notice(self._text("gaps-failed", detail=model.trouble))
        self.write_eras()
        self._tell_secrets()  # last: what is owed first (the requests hide them on their way: twin/llm/client.py)

    def _catch_up_chapters(self, paths: list[Path], who_for: Callable[[Session], Who], model: _Answers) -> None:
        """Write the diaries owed, saying so in one line before and one after, however many there are (a pipe of
        failed chats left nine: the start said eighteen lines before the first reply)."""
        covered = extracted_turns(self.twin_dir)
        owed = [path for path in paths if self._settle(path, who_for, covered, model)]
        if not owed:
            return
        first = self._announce(owed)
        written, failures, trouble = 0, 0, ""
        for done, path in enumerate(owed):
            if self._hurried():  # the session and its process ended:
                # the rest waits for the next start
                trouble = trouble or self._text("ended-first")
                break
            self._status("owed-progress", done=str(done), total=str(len(owed)))
            try:
                written += self._catch_up_session(path, who_for, covered)
                failures = 0
            except ONE_FILE_FAILURES as exc:  # one bad file never stops the rest
                detail = self._said(exc) if isinstance(exc, TwinError) else f"{type(exc).__name__}: {exc}"
                if not isinstance(exc, ModelError | StorageError):  # this file's own trouble: named
                    self.notice(self._text("skipped-session", name=path.name, detail=detail))
                    continue
                trouble, failures = detail, failures + 1
                if failures >= 2:
                    model.failures, model.trouble = failures, detail  # nothing more is asked of it at this start
                    break  # twice in a row: the model is away or the disk is full; the rest waits for the next start
        self._status("")
        if len(owed) == 1:
            self.notice(self._text("written", when=first) if written else self._text("owed-failed", when=first,
                                                                                       detail=trouble))  # fmt: skip
        elif written == len(owed):
            self.notice(self._text("owed-written", count=str(written)))
        elif trouble and not written:
            self.notice(self._text("owed-none", count=str(len(owed)), detail=trouble))
        elif trouble:
            rest = len(owed) - written
            self.notice(self._text("owed-some", written=str(written), count=str(len(owed)), rest=str(rest),
                                   detail=trouble))  # fmt: skip

    def _settle(self, path: Path, who_for: Callable[[Session], Who], covered: set[str], model: _Answers) -> bool:
        """Whether an owed session needs the model to write its diary. One that needs none is marked so at once:
        nothing was said in it, or the twin never answered (every reply failed). The person's words in that one are
        memory all the same: what no extraction read is extracted first (a failure is read again later, as every
        failed extraction is); there is no conversation to write a diary about."""
        try:
            session = self.sessions.load(path)
        except ONE_FILE_FAILURES:
            return True  # said when its diary is tried
        with live_mark(self.twin_dir, session.id) as mine:
            if not mine:
                return False  # another process is on it
            chapters = self.chapters
            if chapters.has(session.id):
                return False
            said = session.conversation()
            if not any(t.role == "user" for t in said):
                chapters.skip(session.id, "nothing was said")
            elif unanswered(session.turns):
                missing = [t for t in said if t.id not in covered]
                if any(t.role == "user" for t in missing):
                    if model.away:
                        return False  # owed still, and settled at a start the model answers
                    before = said_before(said, missing)
                    model.note(
                        self._extract(
                            session.id,
                            missing,
                            who_for(session),
                            before,
                            tell_failure=False,
                            unkept=offrecord.Unkept.of(said),
                            played=grounding.role_play(said),
                        ),  # fmt: skip
                        self.persona.language,
                    )
                chapters.skip(session.id, "no reply")
            else:
                return True
            self._consolidate(session.id, cause=session.id)
            return False

    def _announce(self, owed: list[Path]) -> str:
        """The line said before the owed diaries are written: the session's when there is one (returns when it
        was), a count when there are several."""
        if len(owed) > 1:
            self.notice(self._text("owed-many", count=str(len(owed))))
            return ""
        try:
            session = self.sessions.load(owed[0])
        except ONE_FILE_FAILURES:
            return owed[0].name
        when = _when(session)
        ended = (session.ended or {}).get("reason")
        self.notice(self._text("owed" if ended is None else "owed-imported" if ended == "imported" else "owed-ended",
                               when=when))  # fmt: skip
        return when

    def _catch_up_gaps(self, who_for: Callable[[Session], Who], exclude: str | None, model: _Answers) -> None:
        """Extract again the exchanges whose extraction failed (a model away, a refused write), in sessions with
        their diary as in those without: found in the derived database, at the cost of what is owed
        (twin/narrative/owed.py), never by reading every session file."""
        index = self.extractor.index()
        try:
            gaps = extraction_gaps(index, exclude, self.extractor.model_name)
        except StorageError:
            return  # derived data: the next start looks again
        jobs: list[tuple[Session, list[Turn], Sequence[Turn], offrecord.Unkept, bool]] = []
        catalog = SessionCatalog(self.twin_dir, index.db)  # synced by `owed` just before
        for session_id, turns in gaps.items():
            wanted = set(turns)
            files = [f for f in catalog.find(session_id) if f.id == session_id]
            try:
                session = self.sessions.load(catalog.path(files[0].name)) if files else None
            except ONE_FILE_FAILURES:
                continue  # a file that cannot be read now: the next start tries again
            said = session.conversation() if session is not None else []
            missing = [t for t in said if t.id in wanted]
            gone = wanted - {t.id for t in missing}
            if gone:
                close_gaps(index, session_id, sorted(gone))  # purged since: nothing left to read
            if session is not None:
                off, played = offrecord.Unkept.of(said), grounding.role_play(said)
                jobs += [
                    (session, window, said_before(said, window), off, played) for window in extraction_windows(missing)
                ]
        owing, untried = model.unextracted, False  # (an owed diary's session may have failed before these)
        unread: list[tuple[str, list[Turn], Outcome]] = []  # the windows whose turns are owed still
        for number, (session, window, before, off, played) in enumerate(jobs):
            if model.away:
                untried = True
                break  # the rest waits for the next start
            if len(jobs) > 1:
                self._status("gaps-progress", done=str(number), total=str(len(jobs)))
            with live_mark(self.twin_dir, session.id) as mine:
                if not mine:
                    continue  # a chat (or a repair) is on it
                outcome = self._extract(
                    session.id, window, who_for(session), before, tell_failure=False, unkept=off, played=played
                )
                model.note(outcome, self.persona.language)
                if outcome.unread:
                    unread.append((session.id, window, outcome))
        self._status("")
        spent = self._spent(index, unread, self.extractor.model_name)
        if spent:
            model.spent += sum(t.role == "user" for _, window, _ in spent for t in window)
            model.spent_trouble = spent[-1][2].trouble_in(self.persona.language)
        model.unextracted = owing or untried or len(spent) < len(unread)  # what is owed to the next start, if any

    @staticmethod
    def _spent(
        index: SearchIndex, unread: list[tuple[str, list[Turn], Outcome]], model: str | None = None
    ) -> list[tuple[str, list[Turn], Outcome]]:
        """Of the windows just read again and owed still, those whose answers could not be used TRIES times: a start
        tries them no more (twin/narrative/owed.py), and says so once, now."""
        if not unread:
            return []
        try:
            spent = {session: set(turns) for session, turns in spent_gaps(index, model=model).items()}
        except StorageError:
            return []  # derived data: said as owed still, and the next start finds them
        return [(s, window, o) for s, window, o in unread if any(t.id in spent.get(s, ()) for t in window)]

    def _status(self, what: str, **fields: str) -> None:
        """The line a terminal shows under the prompt while catching up ("" takes it away)."""
        if self.status is not None:
            self.status(self._text(what, **fields) if what else "")

    def catch_up_extractions(self, who_for: Callable[[Session], Who], progress: Progress | None = None) -> Caught:
        """Extract the turns of every session (not live) that no extraction read, or only one that failed or had its
        writes refused, each once: what `twin doctor --repair` adds to a start's catch-up, which does not look for
        turns no run read in a session with its diary, and tries a failed exchange no more once its answers could not
        be used TRIES times. Reads every session file; runs here, waiting (not on the worker thread), and says no
        failure (the caller reports what is left, and why)."""
        covered = extracted_turns(self.twin_dir, succeeded=True)
        jobs: list[tuple[Session, list[Turn], Sequence[Turn], offrecord.Unkept, bool]] = []
        for unread in unextracted(self.twin_dir):
            session = self.sessions.load(unread.path)
            said = session.conversation()
            missing = [t for t in said if t.id not in covered]
            off, played = offrecord.Unkept.of(said), grounding.role_play(said)
            jobs += [
                (session, window, said_before(said, window), off, played) for window in extraction_windows(missing)
            ]
        caught = Caught(windows=len(jobs))
        for done, (session, window, before, off, played) in enumerate(jobs):
            if progress:
                progress(done, len(jobs))
            with live_mark(self.twin_dir, session.id) as mine:
                if not mine:
                    caught.windows -= 1  # a chat (or another repair) is on it
                    continue
                outcome = self._extract(
                    session.id, window, who_for(session), before, tell_failure=False, unkept=off, played=played
                )  # a failure is said in the repair's report, with how many are left
                if outcome.unread:
                    caught.failed += 1
                    caught.left += sum(t.role == "user" for t in window)
                    caught.trouble = outcome.trouble_in("en")
        if progress:
            progress(len(jobs), len(jobs))
        return caught

    def _tell_damage(self, exclude: str | None) -> None:
        """Once a start: the damaged lines the derived database met (reads skip them; the person should know)."""
        if self._told_damage:
            return
        self._told_damage = True
        db = self.extractor.index().db
        try:  # the files no reader here goes through, as `twin doctor` counts them
            derived.read_unowned(db, self.twin_dir)
        except (StorageError, sqlite3.Error):
            pass  # unreadable now: the reads that need them say so
        found = derived.damaged_files(db, self.twin_dir)
        for file in SessionCatalog(self.twin_dir, db).damaged():  # empty, or without a header: the file is the line
            path = self.twin_dir / "sessions" / file.name
            if file.problem.startswith(NAMED_FOR) and (other := _named_for_now(path)):  # a copy, or renamed by hand
                self.notice(self._text("named-for", name=f"sessions/{file.name}", other=other))
            elif file.id != exclude and _still_headerless(path):
                found.setdefault(f"sessions/{file.name}", 1)  # (the chat's own file is empty for an instant)
        if found:
            names = list(found)
            files = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
            lines = sum(found.values())
            damaged = "1 damaged line" if lines == 1 else f"{lines} damaged lines"
            self.notice(self._text("damaged", lines=str(lines), damaged=damaged, files=files))

    def _tell_secrets(self) -> None:
        """Once a start, until none is left: the secrets a history written before twin kept them out holds
        (twin/facts/scrub.py; a home found without any is not read again: `SECRETS_CHECKED` in the derived database)."""
        if self._told_secrets:
            return
        self._told_secrets = True
        from twin.credentials import RULES
        from twin.facts.scrub import count

        db = self.extractor.index().db
        try:
            if derived.meta(db, SECRETS_CHECKED) == RULES:
                return
            found = count(self.twin_dir)  # (1.1 s on bench/import's 32 MB of sessions, in the background)
            if not (found.records or found.facts):
                with derived.write(db):
                    derived.set_meta(db, SECRETS_CHECKED, RULES)  # written since with every secret hidden
                return
        except (StorageError, sqlite3.Error, OSError):
            return  # unreadable now: `twin doctor` says what
        places = "1 place" if found.records == 1 else f"{found.records} places"
        self.notice(self._text("old-secrets", places=places, count=str(found.records)))

    def _catch_up_session(self, path: Path, who_for: Callable[[Session], Who], covered: set[str]) -> bool:
        """Write one owed diary (with the extraction of the turns no run read first); whether one was written."""
        session = self.sessions.load(path)
        with live_mark(self.twin_dir, session.id) as mine:
            if not mine:
                return False  # another process is on it
            chapters = self.chapters
            if chapters.has(session.id):
                return False
            who = who_for(session)
            said = session.conversation()
            missing = [t for t in said if t.id not in covered]
            if any(t.role == "user" for t in missing):
                before = said_before(said, missing)
                self._extract(
                    session.id, missing, who, before, unkept=offrecord.Unkept.of(said), played=grounding.role_play(said)
                )
            chapter = self._write_chapter(chapters, session, who.name)
            self._consolidate(session.id, cause=chapter.id if chapter else session.id)
            return chapter is not None

    # -- months and years --------------------------------------------------------

    def owed_eras(self) -> list[OwedEra]:
        """The month and year summaries owed now (twin/narrative/eras.py)."""
        return owed_eras(self.chapters, now())

    def write_eras(self, *, limit: int | None = None, progress: Progress | None = None, tell: bool = True) -> int:
        """Write the month and year summaries owed (at most `limit`), oldest first, months before their year; returns
        how many were written. Runs where it is called (the worker thread, or a command that waits); one process at a
        time (the `eras` live mark), and a failed model leaves the rest owed for the next time."""
        written = 0
        with live_mark(self.twin_dir, "eras") as mine:
            if not mine:
                return 0  # another process is writing them
            skipped: set[tuple[str, str]] = set()
            while limit is None or written < limit:
                owed = [o for o in self.owed_eras() if (o.span.kind, o.span.period) not in skipped]
                if not owed:
                    break
                total = written + len(owed) if limit is None else min(limit, written + len(owed))
                if progress:
                    progress(written, total)
                era = owed[0]
                if tell:
                    self.notice(self._text("era", period=era.span.period))
                try:
                    self._write_era(era)
                except TwinError as exc:  # the model failed or answered nothing, the disk is full: it stays owed
                    self.notice(self._text("era-failed", period=era.span.period, detail=self._said(exc)))
                    if isinstance(exc, ModelError | StorageError):
                        break  # the model is away or the disk is full: the rest waits for the next time
                    skipped.add((era.span.kind, era.span.period))  # this one alone: the others go on
                    continue
                written += 1
            if progress:
                progress(written, written)
        return written

    def _write_era(self, owed: OwedEra) -> Chapter:
        facts = FactStore(self.twin_dir)
        masks, hidden = facts.masks(), placeholder(self.persona.language)
        changes = _changes(facts, owed) if owed.span.kind == "month" else []
        user = self._user_name or self._latest_user()
        return write_era(
            self.chapters, owed, self.persona, self.model, user_name=user, changes=changes,
            persona_text=self.extractor.persona_text, mask=lambda text: masks.chapter(text, hidden),
        )  # fmt: skip

    def _latest_user(self) -> str:
        """The name of the person the latest session was with (its header), for a summary written at a start."""
        paths = self.sessions.paths()
        if paths:
            try:
                name = who_in(self.sessions.load(paths[-1]).header, "").name
            except (OSError, ValueError, KeyError, TypeError):
                name = ""
            if name:
                return name
        return unnamed(self.persona.language)

    def _text(self, what: str, **fields: str) -> str:
        """A notice about the memory work, in the persona's language."""
        return notice_text(what, self.persona.language, **fields)

    def _said(self, exc: TwinError) -> str:
        """An error's message in the persona's language (English where it was given no other)."""
        return exc.words(self.persona.language)[0]


def notice_text(what: str, language: str, **fields: str) -> str:
    """One of `NOTICES` in a language."""
    english, chinese = NOTICES[what]
    return (chinese if language == "zh" else english).format(**fields)


def _facts_said(facts: Sequence[Fact], language: str, mine: Sequence[str] = ()) -> str:
    """Facts as a notice names them, "age: 34, Leo plans: moving to Chicago" (someone else's with their name, when
    `mine`, the person's subjects, is given; five at most, then how many more)."""
    colon, comma = ("：", "，") if language == "zh" else (": ", ", ")  # as "remembered" and /forget say it
    whose = "的" if language == "zh" else " "  # 妹妹的城市, "Leo plans"
    own = {s.casefold() for s in mine}
    said = comma.join(
        row_text(f"{'' if not own or f.subject.casefold() in own else f.subject + whose}"
                 f"{attribute_name(f.attribute, language)}{colon}{f.value}")
        for f in facts[:5]
    )  # fmt: skip
    return said + (f" (+{len(facts) - 5})" if len(facts) > 5 else "")


def corrected_notice(retired: Sequence[Fact], language: str, mine: Sequence[str] = ()) -> str:
    """What the chat says of the facts a correction retired as mistaken (their values: `holds_words`); `mine`: the
    person's subjects (another's fact is said with their name)."""
    return notice_text("corrected", language, detail=_facts_said(retired, language, mine))


def taken_back_notice(forgotten: Sequence[Fact], language: str, about: Sequence[str] = (), joke: bool = False) -> str:
    """What the chat says of a take-back: the kinds of fact it was about, if it named some, and the facts it forgot
    (their values: a server's log leaves the line out, `holds_words`)."""
    detail = notice_text("taken-back-forgot", language, detail=_facts_said(forgotten, language)) if forgotten else ""
    if joke:
        return notice_text("taken-back-joke", language, detail=detail)
    if about:
        named = ("、" if language == "zh" else ", ").join(kind_name(k, language) for k in dict.fromkeys(about))
        return notice_text("taken-back-part", language, about=named, detail=detail)
    return notice_text("taken-back", language, detail=detail)


def _changes(facts: FactStore, owed: OwedEra) -> list[str]:
    """What changed in the facts during a month, as lines for its summary: what was learnt, what stopped holding.
    What the person asked to forget, then or since, is not among them (and the summary masks its words in the rest)."""
    start, end = owed.span.start.timestamp(), owed.span.end.timestamp()
    gone = facts.forgotten_ids()
    lines: list[str] = []
    for fact in facts.as_of(owed.span.end, include_ended=True):
        if fact.id in gone:
            continue
        said = parse_time(fact.said_at).timestamp()
        ended = parse_time(fact.until).timestamp() if fact.until else None
        if start <= said < end and fact.status != "pending":
            lines.append(f"- {fact.subject} {fact.attribute}: {fact.value} ({fact.said_at[:10]})")
        elif ended is not None and start <= ended < end:
            lines.append(f"- {fact.subject} {fact.attribute}: no longer {fact.value} ({str(fact.until)[:10]})")
    return lines[:CHANGES_PER_MONTH]


def _when(session: Session) -> str:
    """When a session started, for a person (from its file's name when its header is damaged)."""
    try:
        moment = parse_time(session.start)
    except ValueError:
        parts = session_name_parts(session.path.name)
        moment = parts[0] if parts else now()
    return local_minute(moment)


def _named_for_now(path: Path) -> str:
    """The session a session file's header names now when it is not the one its name does (the catalog saw it so)."""
    try:
        with open_read(path) as fh:
            first = fh.readline()
    except OSError:
        return ""
    record, damaged = decode_line(first.rstrip(b"\n"))
    return "" if damaged else named_for(path.name, record)


def _still_headerless(path: Path) -> bool:
    """Whether a session file is empty or does not begin with its header now (the catalog saw it so once)."""
    try:
        with open_read(path) as fh:
            first = fh.readline()
    except OSError:
        return False
    if not first:
        return True
    record, damaged = decode_line(first.rstrip(b"\n"))
    return bool(damaged) or record.get("kind") != "session"
