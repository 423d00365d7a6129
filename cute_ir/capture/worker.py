"""A forked worker: the replay runs on the second core while the real pipeline runs on the first.

MLIR's pass manager holds the GIL, so a thread cannot overlap two pipelines; a forked process can,
and it inherits the loaded DSL and the input module for free (a fresh interpreter would spend
seconds importing the DSL). The worker makes its own MLIR context, since a fork copies no thread
of the parent's, and the parent's context may own a thread pool. It dies with the parent
(`PR_SET_PDEATHSIG`), so a compiler crash there leaves no orphan writing into the trace.

The parent tells the worker how the real pipeline ended through a pipe (`RealOutcome`); the worker
asks at most once, when it first needs the real pipeline's results.
"""

from __future__ import annotations

import faulthandler
import os
import signal
import sys
import traceback
import warnings
from collections.abc import Callable
from enum import Enum

from cute_ir.interrupts import die_with

class RealOutcome(str, Enum):
    """What the parent's real pipeline left for the worker."""

    CHECKPOINT = "c"  # finished; its llvm-only checkpoint is on disk
    FINISHED = "n"  # finished; this DSL offers no llvm-only checkpoint
    FAILED = "f"  # failed (or the parent died: the pipe closed unanswered)


class ForkedWorker:
    """Runs `body(outcome)` in a forked child; `outcome()` blocks until the parent calls `tell`."""

    def __init__(self, body: Callable[[Callable[[], RealOutcome]], None]) -> None:
        read_fd, write_fd = os.pipe()
        parent = os.getpid()
        sys.stdout.flush()
        sys.stderr.flush()
        with warnings.catch_warnings():
            # The worker touches no lock of the parent's threads: its own context, files and a pipe.
            warnings.simplefilter("ignore", DeprecationWarning)
            pid = os.fork()
        if pid == 0:  # pragma: no cover - runs in the child; its effects are what the tests check
            os.close(write_fd)
            # A crash here is reported by the parent (journal and signal); a Python traceback would
            # show the parent's frames from before the fork, as if the parent had crashed.
            faulthandler.disable()
            code = 0
            try:
                die_with(parent)
                body(_OutcomeReader(read_fd))
            except BaseException:  # noqa: BLE001 - reported on stderr; the parent sees the exit code
                traceback.print_exc()
                code = 1
            finally:
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(code)
        os.close(read_fd)
        self.pid: int | None = pid
        self._write_fd: int | None = write_fd

    def tell(self, outcome: RealOutcome) -> None:
        if self._write_fd is None:
            return
        try:
            os.write(self._write_fd, outcome.value.encode())
        except BrokenPipeError:  # the worker has already finished (or died)
            pass
        os.close(self._write_fd)
        self._write_fd = None

    def join(self) -> str:
        """Wait for the worker (once; `pid` is None after); '' when it exited cleanly, else how it ended."""
        self.tell(RealOutcome.FAILED)  # a worker still waiting must not wait forever
        if self.pid is None:
            return ""
        _, status = os.waitpid(self.pid, 0)
        self.pid = None
        if os.WIFSIGNALED(status):
            return signal.Signals(os.WTERMSIG(status)).name
        code = os.WEXITSTATUS(status)
        return "" if code == 0 else f"exit code {code}"


class _OutcomeReader:
    """The worker's end of the pipe: reads the parent's answer once and remembers it."""

    def __init__(self, fd: int) -> None:
        self._fd = fd
        self._outcome: RealOutcome | None = None

    def __call__(self) -> RealOutcome:
        if self._outcome is None:
            data = os.read(self._fd, 1)
            self._outcome = RealOutcome(data.decode()) if data else RealOutcome.FAILED
        return self._outcome
