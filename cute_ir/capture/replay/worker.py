"""A forked worker: the replay runs on the second core while the real pipeline runs on the first.

MLIR's pass manager holds the GIL, so a thread cannot overlap two pipelines; a forked process can,
and it inherits the loaded DSL and the input module for free (a fresh interpreter would spend
seconds importing the DSL). The worker makes its own MLIR context, since a fork copies no thread
of the parent's, and the parent's context may own a thread pool.

The parent tells the worker how the real pipeline ended through a pipe (`RealOutcome`); the worker
asks at most once, when it first needs the real pipeline's results. Once the parent has handed over
everything the worker needs, it *releases* the worker and returns to the user's script without
waiting: the worker finishes the trace even if the script's process dies meanwhile (an abort after
a good compile keeps a complete trace), and the parent joins it later (`join`), at its next compile
or at the end of the capture. Before that, a worker whose parent died (a crash in the compiler)
stops at its next look (`ParentLink.ensure_wanted`) and writes nothing more into the trace.

The worker holds an exclusive lock on a file of its compile's directory while it lives (the record's
`layout.REPLAY_LOCK`), so that whoever assembles the trace can wait for it without being its parent
(`wait_for_worker`).
"""

from __future__ import annotations

import faulthandler
import fcntl
import os
import select
import signal
import time
import traceback
from collections.abc import Callable
from enum import Enum
from pathlib import Path

from cute_ir.process.fork import ForkedChild

_RELEASED = b"r"
_POLL_S = (0.005, 0.05)  # first and longest wait between looks at a worker's lock

class RealOutcome(str, Enum):
    """What the parent's real pipeline left for the worker."""

    CHECKPOINT = "c"  # finished; its llvm-only checkpoint is on disk
    FINISHED = "n"  # finished; this DSL offers no llvm-only checkpoint
    FAILED = "f"  # failed (or the parent died: the pipe closed unanswered)


class ForkedWorker:
    """Runs `body(link)` in a forked child; `link()` blocks until the parent calls `tell`.

    `lock`: the file the worker holds locked while it lives. It is locked here, before the fork, and
    the worker inherits the lock: nobody can look between the fork and the worker's first step.
    """

    def __init__(self, body: Callable[["ParentLink"], None], lock: Path | None = None) -> None:
        lock_fd = _locked(lock) if lock is not None else None
        read_fd, write_fd = os.pipe()
        parent = os.getpid()

        def serve() -> None:
            os.close(write_fd)
            # A crash here is reported by the parent (journal and signal); a Python traceback would
            # show the parent's frames from before the fork, as if the parent had crashed.
            faulthandler.disable()
            try:
                link = ParentLink(read_fd, parent)
                link.ensure_wanted()
                body(link)
            except BaseException:  # reported on stderr; the parent sees the exit code
                traceback.print_exc()
                raise

        try:  # the worker touches no lock of the parent's threads: its own context, files and a pipe
            self._child: ForkedChild | None = ForkedChild(serve)
        except OSError:
            for fd in (read_fd, write_fd, lock_fd):
                if fd is not None:
                    os.close(fd)
            raise
        os.close(read_fd)
        if lock_fd is not None:
            os.close(lock_fd)  # the worker's copy holds the lock until it ends
        self.pid: int | None = self._child.pid
        self._write_fd: int | None = write_fd
        self._told = False

    def tell(self, outcome: RealOutcome) -> None:
        """How the real pipeline ended (once; later calls are ignored)."""
        if self._write_fd is None or self._told:
            return
        self._told = True
        self._send(outcome.value.encode())

    def release(self) -> None:
        """Everything the worker needs is handed over: it finishes even if this process dies now."""
        self.tell(RealOutcome.FAILED)  # a worker released untold has nothing to wait for
        self._send(_RELEASED)
        self._close()

    def _send(self, data: bytes) -> None:
        if self._write_fd is None:
            return
        try:
            os.write(self._write_fd, data)
        except BrokenPipeError:  # the worker has already finished (or died)
            pass

    def _close(self) -> None:
        if self._write_fd is not None:
            os.close(self._write_fd)
            self._write_fd = None

    def kill(self) -> None:
        """End the worker now (the capture is being abandoned), and reap it."""
        if self._child is not None:
            self._child.kill()
        self.join()

    def join(self) -> str:
        """Wait for the worker (once; `pid` is None after); '' when it exited cleanly, else how it ended."""
        self.tell(RealOutcome.FAILED)  # a worker still waiting must not wait forever
        self._close()
        if self._child is None:
            return ""
        status = self._child.wait()
        self._child = self.pid = None
        if os.WIFSIGNALED(status):
            return signal.Signals(os.WTERMSIG(status)).name
        code = os.WEXITSTATUS(status)
        return "" if code == 0 else f"exit code {code}"


class ParentLink:
    """The worker's end of the pipe: how the real pipeline ended (read once, remembered), and whether
    the parent released the worker before it died."""

    def __init__(self, fd: int, parent: int) -> None:
        self._fd = fd
        self._parent = parent
        self._outcome: RealOutcome | None = None
        self._released = False
        self._closed = False

    def __call__(self) -> RealOutcome:
        if self._outcome is None:
            self._outcome = self._read_outcome()
        return self._outcome

    def orphaned(self) -> bool:
        """Has the parent ended (the worker was handed to another process)?"""
        return os.getppid() != self._parent

    def ensure_wanted(self) -> None:
        """End this process where the parent died before releasing it: the compile it served crashed,
        and whoever assembles that trace must not find it still writing."""
        if not self.orphaned() or self._is_released():
            return
        os._exit(1)

    def _is_released(self) -> bool:
        # The parent writes the release before it goes on, so a dead parent's release is in the pipe.
        while not (self._released or self._closed) and select.select([self._fd], [], [], 0)[0]:
            if self._outcome is None:
                self._outcome = self._read_outcome()
                continue
            data = os.read(self._fd, 1)
            self._released = data == _RELEASED
            self._closed = not data
        return self._released

    def _read_outcome(self) -> RealOutcome:
        data = os.read(self._fd, 1)
        if not data:
            self._closed = True
            return RealOutcome.FAILED  # the parent died, or joined without telling
        return RealOutcome(data.decode())


def _locked(lock: Path) -> int:
    """A descriptor holding an exclusive lock on `lock` (created where missing)."""
    fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(fd, fcntl.LOCK_EX)
    return fd


def worker_running(lock: Path) -> bool:
    """Is a worker holding `lock` (looked at without waiting)?"""
    try:
        fd = os.open(lock, os.O_RDONLY)
    except FileNotFoundError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
    return False


def wait_for_worker(lock: Path, deadline: float | None = None) -> bool:
    """Wait until no worker holds `lock` (or the monotonic `deadline` passes); True when none does."""
    pause = _POLL_S[0]
    while worker_running(lock):
        if deadline is not None and time.monotonic() > deadline:
            return False
        time.sleep(pause)
        pause = min(pause * 2, _POLL_S[1])
    return True
