"""Child processes that end with us, and Ctrl-C/SIGTERM that stop everything at once.

Every process cute-ir starts for long work (compile children, uv) runs through `run_process`: in its
own process group, so that one `killpg` ends it and whatever it started (nvdisasm, a forked worker, a
user's script's background jobs), and registered while it runs. A process that leaves the group (a
script's `setsid`, `start_new_session=True`, a daemon's double fork) is still found: each child gets a
token of its own in its environment (`CUTE_IR_RUN_TOKENS`), which everything it starts inherits, and
ending the child kills every process whose environment carries it (read from /proc). Only a process
that also replaces its whole environment (`env -i`) escapes. The CLI wraps each command in
`signals_stop_everything`: on SIGINT or SIGTERM the handler marks the run as stopping, kills every
registered group, and raises `Interrupted` in the main thread; unwinding then removes staging and
scratch directories. Threads (parallel golden captures) call `raise_if_stopping()` and write nothing more.
"""

from __future__ import annotations

import ctypes
import os
import select
import signal
import subprocess
import threading
import time
import uuid
import weakref
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

from cute_ir.process.output import NewLines

RUN_TOKENS_ENV = "CUTE_IR_RUN_TOKENS"  # ':'-joined: a cute-ir run inside a traced script adds its own
_STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
_PR_SET_PDEATHSIG = 1
_POLL_S = (0.01, 0.1)  # first and longest wait between looks at a running child
_KILL_ROUNDS = 20  # looks for processes carrying a run's token, each killing what it found

_live: set[subprocess.Popen[bytes]] = set()
_tokens: weakref.WeakKeyDictionary[subprocess.Popen[bytes], str] = weakref.WeakKeyDictionary()
_live_lock = threading.Lock()
_stopping = threading.Event()
_stop_signal: list[int] = []
_deferring: list[bool] = []  # set by the main thread while a signal must not raise


class Interrupted(BaseException):
    """The user (SIGINT) or the system (SIGTERM) asked us to stop: not an error of the input.

    A BaseException, like KeyboardInterrupt, so that no `except Exception` swallows it on the way out.
    """

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum

    @property
    def signal_name(self) -> str:
        return signal.Signals(self.signum).name

    @property
    def exit_code(self) -> int:
        return 128 + self.signum  # the shell's convention: 130 for SIGINT, 143 for SIGTERM


def raise_if_stopping() -> None:
    """Raise `Interrupted` once a stop has been asked for: workers call it before starting or writing anything."""
    if _stopping.is_set():
        raise Interrupted(_stop_signal[0] if _stop_signal else signal.SIGINT)


def stop_everything(signum: int) -> None:
    """Mark the run as stopping and kill every child process group now (safe in a signal handler)."""
    if not _stop_signal:
        _stop_signal.append(signum)
    _stopping.set()
    for process in list(_live):  # a snapshot: never wait for the lock a thread may hold
        kill_group(process)


@contextmanager
def signals_stop_everything() -> Iterator[None]:
    """For the duration of a command: SIGINT/SIGTERM stop every child and raise `Interrupted`.

    Only the first signal raises; later ones during the clean-up are recorded, not raised, so the
    clean-up (removing staging directories) is not cut short. Outside the main thread, does nothing.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(signum: int, _frame: FrameType | None) -> None:
        first = not _stopping.is_set()
        stop_everything(signum)
        if first and not _deferring:
            raise Interrupted(signum)

    previous = {signum: signal.signal(signum, handler) for signum in _STOP_SIGNALS}
    try:
        yield
    finally:
        for signum, old in previous.items():
            signal.signal(signum, old)
        _stopping.clear()
        _stop_signal.clear()


@dataclass(frozen=True)
class Exited:
    returncode: int  # negative: killed by that signal
    timed_out: bool = False


def _popen_in_new_session(command: Sequence[str], **popen: Any) -> subprocess.Popen[bytes]:
    return subprocess.Popen(list(command), start_new_session=True, **popen)


@contextmanager
def started_process(command: Sequence[str], *, launch: Callable[..., Any] | None = None,
                    **popen: Any) -> Iterator[subprocess.Popen[bytes]]:
    """Start `command` in a new session, registered so that a stop kills its whole group at once.

    `launch(command, env=..., **popen)` starts it instead of `subprocess.Popen`: a warm server's fork
    (cute_ir.process.forkserver), whose child makes a session of its own; it returns what looks like a Popen.
    Leaving the block kills what is left of the group and reaps the process; leaving it normally
    after a stop raises `Interrupted` (the process was killed by the stop, not by a crash of its own).
    """
    raise_if_stopping()
    process: subprocess.Popen[bytes] | None = None
    token = uuid.uuid4().hex
    env = dict(popen.pop("env", None) or os.environ)
    env[RUN_TOKENS_ENV] = ":".join(filter(None, [env.get(RUN_TOKENS_ENV, ""), token]))
    try:
        with signals_deferred():
            with _live_lock:
                raise_if_stopping()
                process = (launch or _popen_in_new_session)(command, env=env, **popen)
                _tokens[process] = token
                _live.add(process)
        yield process
        raise_if_stopping()
    finally:
        if process is not None:
            if process.returncode is None:
                kill_group(process)  # before reaping, so the group id cannot have been reused
                process.wait()
            with _live_lock:
                _live.discard(process)


def run_process(command: Sequence[str], *, stdout: Path, stderr: Path | None = None, timeout: float | None = None,
                env: dict[str, str] | None = None, on_output: Callable[[str], None] | None = None) -> Exited:
    """Run `command` (see `started_process`) with its output going to files; return when its main
    process ends (what it leaves running is killed then) or past `timeout` (the group is killed).

    Output goes to files, not pipes: a background process that keeps a pipe open cannot make us wait
    for it. `on_output` gets each new line of `stdout` while the process runs (progress display).
    """
    deadline = None if timeout is None else time.monotonic() + timeout
    with ExitStack() as stack:
        out = stack.enter_context(open(stdout, "wb"))
        err = stack.enter_context(open(stderr, "wb")) if stderr else out
        process = stack.enter_context(started_process(command, stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                                      env=env))
        tail = NewLines(stdout, on_output)
        timed_out = not follow_until_exit(process.pid, deadline, tail.read)
        kill_group(process)
        process.wait()
        tail.read(final=True)
    return Exited(process.returncode, timed_out)


@contextmanager
def signals_deferred() -> Iterator[None]:
    """Where a signal must not unwind us, the handler only records the stop, and it is raised here at
    the end: between starting a child and registering it (the child would be left running), and in
    Ray's waits (its native code turns an exception raised by a handler into a SystemError)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _deferring.append(True)
    try:
        yield
    finally:
        _deferring.pop()
    raise_if_stopping()


def follow_until_exit(pid: int, deadline: float | None, look: Callable[[], None],
                      ended: Callable[[], bool] | None = None) -> bool:
    """Call `look` between pauses until the process ends (True) or the monotonic `deadline` passes
    (False). A pause ends the moment the process does (select on its pidfd, where Linux has them),
    so a caller waiting for a short process does not wait out a whole pause after it. `ended` tells
    whether it has ended where it is not our child (a warm server's); by default, `exited(pid)`."""
    try:
        pidfd: int | None = os.pidfd_open(pid)
    except (AttributeError, OSError):  # not Linux 5.3+, or the process is already gone
        pidfd = None
    pause = _POLL_S[0]
    ended = ended or (lambda: exited(pid))
    try:
        while not ended():
            look()
            if deadline is not None and time.monotonic() > deadline:
                return False
            if pidfd is not None:
                select.select([pidfd], [], [], pause)
            else:
                time.sleep(pause)
            pause = min(pause * 2, _POLL_S[1])
    finally:
        if pidfd is not None:
            os.close(pidfd)
    return True


def exited(pid: int) -> bool:
    """Has the process ended? Looks without reaping it (WNOWAIT), so its group id stays ours."""
    try:
        return os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
    except ChildProcessError:
        return True


def kill_group(process: subprocess.Popen[bytes]) -> None:
    """Kill the process's group, then whatever it started that left the group (see the module doc)."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    token = _tokens.get(process)
    if token is not None:
        kill_carriers(token)


def kill_carriers(token: str) -> None:
    """SIGKILL every process whose environment carries `token`, again until none is left (one may have
    forked between a look and its kill: its child carries the token too)."""
    for _ in range(_KILL_ROUNDS):
        found = _carriers(token)
        if not found:
            return
        for pid in found:
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass


def _carriers(token: str) -> list[int]:
    """The live processes (not this one) whose environment lists `token` in RUN_TOKENS_ENV; none
    where /proc cannot be read. A zombie's environment reads empty: it is dead already."""
    prefix = f"{RUN_TOKENS_ENV}=".encode()
    found = []
    try:
        entries = os.listdir("/proc")
    except OSError:
        return found
    for entry in entries:
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as handle:
                environment = handle.read()
        except OSError:  # gone, or another user's
            continue
        for variable in environment.split(b"\0"):
            if variable.startswith(prefix) and token.encode() in variable[len(prefix):].split(b":"):
                found.append(int(entry))
                break
    return found


def die_with(parent: int) -> None:
    """Have the kernel kill this process when `parent` dies (even by SIGKILL); exit now if it already has."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):  # not Linux: the parent's process-group kill still ends us
        pass
    if os.getppid() != parent:
        os._exit(1)
