"""A forked child: a copy of this process that runs one function and leaves without running anything of ours.

Why fork rather than start an interpreter: the copy has everything this process loaded or computed (the
DSL and an input module, normalized texts), copy-on-write, at once; a fresh interpreter spends 0.1 s to
seconds importing. Used for the replay worker of a capture (cute_ir.capture.replay.worker), the normalizing
worker of a diff (cute_ir.normalize.files), the half of a diff done beside it (cute_ir.diff.forked) and
each experiment of a blame (cute_ir.blame.runner: a pipeline left illegal may crash the compiler).
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
import warnings
from collections.abc import Callable

from cute_ir.process.interrupts import follow_until_exit


def can_fork() -> bool:
    """Is a forked child safe here? Only where fork exists and no other thread runs: a fork copies no
    thread, so a lock another thread holds (a sweep diffs in a thread pool) would stay locked for ever."""
    return hasattr(os, "fork") and threading.active_count() == 1


class ForkedChild:
    """A forked copy of this process running `body()`, which exits 0 when `body` returns and 1 when it raises
    (through `os._exit`: no handler, atexit function or finally block of this process runs twice).
    `poll`, `kill` and `wait` are those of `subprocess.Popen`, with the raw wait status."""

    def __init__(self, body: Callable[[], object]) -> None:
        _flush()  # what is buffered now would otherwise be written by both processes
        with warnings.catch_warnings():
            # Python 3.12 warns at a fork while threads run; the callers fork only where that is safe.
            warnings.simplefilter("ignore", DeprecationWarning)
            pid = os.fork()
        if pid == 0:  # pragma: no cover - runs in the child; its effects are what the tests check
            status = 1
            try:
                body()
                status = 0
            finally:
                _flush()
                os._exit(status)
        self.pid = pid
        self._status: int | None = None

    def poll(self) -> int | None:
        """The wait status once the child has ended (reaping it), else None."""
        if self._status is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self._status = status
        return self._status

    def kill(self) -> None:
        if self.poll() is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

    def wait(self) -> int:
        """Wait for the child once (one not waited for stays a zombie); its wait status."""
        if self._status is None:
            self._status = os.waitpid(self.pid, 0)[1]
        return self._status

    def wait_within(self, seconds: float) -> int | None:
        """Wait for the child at most `seconds`: its wait status, or None where it still runs then (left
        running: the caller decides, and kills it)."""
        if self._status is None and not follow_until_exit(self.pid, time.monotonic() + seconds, lambda: None):
            return None
        return self.wait()


def _flush() -> None:
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (AttributeError, OSError, ValueError):  # None, closed, or a broken pipe: nothing to write twice
            pass
