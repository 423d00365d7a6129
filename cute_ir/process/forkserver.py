"""A warm server that forks one child per request: `python -m MODULE ARGS` without the interpreter's start.

Why: a capture child of NVIDIA's catalogue spent most of its CPU time before its compile began (importing
torch, the DSL and the operators package, loading the kernel registry, enumerating the operator's class:
docs/ray.md, "Warm capture servers"). The server is started like any cute-ir child (the release's
interpreter, its link folder and environment), is warmed once by `WARM.warm_up(argument)` and, before
each fork, by `WARM.before_fork(argument)` (work that many requests share, kept in the server), and never
runs a request itself: every child starts from the same warmed state.

Each child becomes what a fresh `python -m MODULE ARGS` started by `run_child` would have been: a session
of its own (one `killpg` ends it and what it starts), the request's environment (each variable, TMPDIR and
the run token included), working directory and stdin/stdout/stderr (the parent's open files, passed as
descriptors), killed by the kernel when the server dies. The server does not reap a child until the parent
has killed what is left of its group (`release`), so its pid and group id stay the parent's to kill.
The server ends with its parent (end of file on its socket): it kills its children first.

Protocol (pickled tuples over a SOCK_SEQPACKET socket pair, one request one answer): ("warm", module,
argument) -> ("ready", pid) or ("failed", text); ("start", module, args, env, cwd, before) with three
descriptors (stdin, stdout, stderr) -> ("started", pid); ("release", pid) -> ("released", wait status).
"""

from __future__ import annotations

import importlib
import os
import pickle
import runpy
import select
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Sequence
from contextlib import ExitStack
from pathlib import Path
from typing import IO, Any

from cute_ir.errors import EnvironmentProblem
from cute_ir.process.interrupts import RUN_TOKENS_ENV, die_with, kill_carriers, raise_if_stopping, started_process
from cute_ir.process.output import tail
from cute_ir.process.pycommand import module_command

_MESSAGE_BYTES = 1 << 20  # the largest message (an environment and a request: a few KB)
SERVER_LOG = "server.txt"  # the server's own output, in the folder it was started with
_CLOSE_S = 5  # for a closed server to end its children and leave before its group is killed


class ServerLost(EnvironmentProblem):
    """The warm server ended (killed, or out of memory) while a child of it ran: that child is lost too."""


class ForkServer:
    """A warm server started under `python` with `env`, warmed by `warm.warm_up(argument)` within
    `timeout` seconds (a ServerLost otherwise, the server gone). Its output goes to `logs/server.txt`.
    Threads may share it: each exchange holds a lock (the server answers at once)."""

    def __init__(self, python: str | os.PathLike[str], env: dict[str, str], warm: str, argument: Any, *,
                 logs: Path, timeout: float, link: str = "") -> None:
        self._lock = threading.Lock()
        self._stack = ExitStack()
        self._log = logs / SERVER_LOG
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self._socket: socket.socket | None = ours
        try:
            with theirs:
                log = self._stack.enter_context(open(self._log, "wb"))
                command = module_command(python, __name__, str(theirs.fileno()), link=link)
                self.process = self._stack.enter_context(started_process(
                    command, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=env,
                    pass_fds=(theirs.fileno(),)))
            answer = self._exchange(("warm", warm, argument), deadline=time.monotonic() + timeout)
            if answer[0] != "ready":
                raise ServerLost(f"the warm server under {python} failed to warm up: {answer[1]}")
        except BaseException:
            self.close()
            raise
        self.warm_module = warm

    @property
    def alive(self) -> bool:
        return self._socket is not None and self.process.poll() is None

    def launch(self, module: str, args: Sequence[str], before: Any, command: Sequence[str], *, timeout: float,
               env: dict[str, str], stdin: Any = None, stdout: Any = None, stderr: Any = None,
               cwd: str | None = None) -> ServedProcess:
        """Fork `python -m module args` (what `command` runs), after `WARM.before_fork(before)` in the server
        (where `before` is not None), within `timeout` seconds; the Popen-like handle of the child. Takes the
        keywords of `subprocess.Popen` that `started_process` passes (the command is the server's to start)."""
        del command
        with ExitStack() as files:
            descriptors = [_descriptor(stream, number, files) for number, stream in enumerate((stdin, stdout, stderr))]
            answer = self._exchange(("start", module, list(args), env, cwd or os.getcwd(), before), fds=descriptors,
                                    deadline=time.monotonic() + timeout)
        if answer[0] != "started":
            raise ServerLost(f"the warm server could not start {module}: {answer[1]}")
        return ServedProcess(self, answer[1])

    def release(self, pid: int) -> int:
        """Have the server reap its ended child `pid`; its wait status."""
        answer = self._exchange(("release", pid))
        return int(answer[1])

    def close(self) -> None:
        """End the server: the end of file on its socket has it kill and reap its children and leave (given
        a moment), then what is left of its group is killed and it is reaped."""
        if self._socket is not None:
            self._socket.close()
            self._socket = None
            process = getattr(self, "process", None)
            try:
                if process is not None:
                    process.wait(timeout=_CLOSE_S)
            except subprocess.TimeoutExpired:
                pass
        try:
            self._stack.close()
        except BaseException:  # noqa: BLE001 - a stop in progress (Interrupted) is raised by its own caller
            pass

    def _exchange(self, message: tuple[Any, ...], fds: Sequence[int] = (),
                  deadline: float | None = None) -> tuple[Any, ...]:
        with self._lock:
            if self._socket is None:
                raise_if_stopping()
                raise ServerLost(self._lost("it was closed"))
            data, why = b"", "its socket closed"
            try:
                socket.send_fds(self._socket, [pickle.dumps(message)], list(fds))
                if deadline is None or self._answers_by(deadline):
                    data = self._socket.recv(_MESSAGE_BYTES)
                else:
                    why = "it did not answer in time"
            except OSError as err:
                why = err.strerror or str(err)
        if not data:
            lost = self._lost(why)
            self.close()  # a server that does not answer is of no more use: ended, with its children
            raise_if_stopping()  # a stop killed the server: the stop is what happened
            raise ServerLost(lost)
        return pickle.loads(data)

    def _answers_by(self, deadline: float) -> bool:
        """Is there an answer (or an end of file: the server died) before the monotonic `deadline`?"""
        assert self._socket is not None
        while not select.select([self._socket], [], [], 0.2)[0]:
            if self.process.poll() is not None:
                return True  # what it said before it ended, or the end of file
            if time.monotonic() > deadline:
                return False
        return True

    def _lost(self, why: str) -> str:
        process = getattr(self, "process", None)
        how = process.poll() if process is not None else None
        ended = f"; it ended with {_how(how)}" if how is not None else ""
        said = tail(self._log) if self._log.exists() else ""
        return f"the warm server {getattr(process, 'pid', '?')} is gone ({why}{ended})" + (f": {said}" if said else "")


class ServedProcess:
    """A child of a ForkServer, as `subprocess.Popen` looks to `started_process` and `run_child`: `pid`,
    `returncode` (negative: the signal), `wait()`, `poll()`, and `ended()` (for `follow_until_exit`: the
    child is not ours to wait for)."""

    def __init__(self, server: ForkServer, pid: int) -> None:
        self.server = server
        self.pid = pid
        self.returncode: int | None = None
        try:
            self._pidfd: int | None = os.pidfd_open(pid)
        except (AttributeError, OSError):
            self._pidfd = None

    def ended(self) -> bool:
        """Has the child ended (the server keeps it unreaped until `wait`)?"""
        if self.returncode is not None:
            return True
        if self._pidfd is not None:
            return bool(select.select([self._pidfd], [], [], 0)[0])
        try:
            state = Path(f"/proc/{self.pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            return True
        return state in ("Z", "X")

    def poll(self) -> int | None:
        return self.returncode

    def wait(self) -> int:
        """Reap the child through the server (call it once the child has ended: the server waits for it)."""
        if self.returncode is None:
            if self._pidfd is not None:
                os.close(self._pidfd)
                self._pidfd = None
            try:
                self.returncode = os.waitstatus_to_exitcode(self.server.release(self.pid))
            finally:
                if self.returncode is None:  # the server is gone: the kernel killed the child with it
                    self.returncode = -signal.SIGKILL
        return self.returncode


def _descriptor(stream: Any, number: int, files: ExitStack) -> int:
    if stream is None:
        return number  # ours, as Popen leaves it
    if stream == subprocess.DEVNULL:
        return files.enter_context(open(os.devnull, "rb" if number == 0 else "wb")).fileno()
    if isinstance(stream, int):
        return stream
    return stream.fileno()


def _how(returncode: int | None) -> str:
    if returncode is None or returncode >= 0:
        return f"exit status {returncode}"
    try:
        return signal.Signals(-returncode).name
    except ValueError:
        return f"signal {-returncode}"


# ---- the server ---------------------------------------------------------------------------------


def serve(connection: socket.socket) -> None:
    """Warm up, then fork a child per request until the parent goes away; then kill the children."""
    children: dict[int, str] = {}  # pid -> the run token its request gave it (what it starts carries it)
    try:
        message = _receive(connection)[0]
        if message is None:
            return
        _, module, argument = message
        try:
            warm = importlib.import_module(module)
            warm.warm_up(argument)
        except BaseException:  # noqa: BLE001 - told to the parent, which starts fresh interpreters instead
            _answer(connection, ("failed", traceback.format_exc(limit=-3).strip()[-2000:]))
            return
        _answer(connection, ("ready", os.getpid()))
        while True:
            message, descriptors = _receive(connection)
            if message is None:
                return
            if message[0] == "start":
                _, child_module, args, env, cwd, before = message
                if before is not None:
                    _before_fork(warm, before)
                pid = _fork(connection, child_module, args, env, cwd, descriptors)
                children[pid] = env.get(RUN_TOKENS_ENV, "").rpartition(":")[2]
                for descriptor in descriptors:
                    os.close(descriptor)
                _answer(connection, ("started", pid))
            elif message[0] == "release":
                pid = message[1]
                status = os.waitpid(pid, 0)[1] if pid in children else 0
                children.pop(pid, None)
                _answer(connection, ("released", status))
    finally:  # the parent is gone (or closed us): so is everything its children started
        for pid, token in children.items():
            try:
                os.killpg(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            if token:
                kill_carriers(token)
            try:
                os.waitpid(pid, 0)
            except ChildProcessError:
                pass


def _before_fork(warm: Any, argument: Any) -> None:
    """The shared work for a request; where it fails, the child meets the failure itself and reports it."""
    try:
        warm.before_fork(argument)
    except Exception:  # noqa: BLE001 - the child does the same work unshared, and says what went wrong
        pass


def _fork(connection: socket.socket, module: str, args: list[str], env: dict[str, str], cwd: str,
          descriptors: list[int]) -> int:
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    server = os.getpid()
    pid = os.fork()
    if pid:
        return pid
    code = 1  # pragma: no cover - the child; its effects are what the tests check
    try:
        os.setsid()
        die_with(server)
        connection.close()
        for number, descriptor in enumerate(descriptors):
            os.dup2(descriptor, number)
            os.close(descriptor)
        os.chdir(cwd)
        os.environ.clear()
        os.environ.update(env)
        tempfile.tempdir = None  # found again from TMPDIR, the request's own
        sys.modules.pop(module, None)  # run as `-m` runs it: one fresh copy, as __main__
        sys.argv = [module, *args]
        runpy.run_module(module, run_name="__main__", alter_sys=True)
        code = 0
    except SystemExit as exit_:
        if exit_.code is None or isinstance(exit_.code, int):
            code = exit_.code or 0
        else:
            print(exit_.code, file=sys.stderr)
    except BaseException:  # noqa: BLE001 - as the interpreter would: the traceback on stderr, exit 1
        traceback.print_exc()
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):
                pass
        os._exit(code)


def _receive(connection: socket.socket) -> tuple[tuple[Any, ...] | None, list[int]]:
    try:
        data, descriptors, _flags, _address = socket.recv_fds(connection, _MESSAGE_BYTES, 3)
    except (ConnectionError, OSError):
        return None, []
    if not data:
        return None, []
    return pickle.loads(data), descriptors


def _answer(connection: socket.socket, message: tuple[Any, ...]) -> None:
    connection.send(pickle.dumps(message))


def main(argv: list[str]) -> int:
    connection = socket.socket(fileno=int(argv[0]))
    serve(connection)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
