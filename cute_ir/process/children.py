"""One way to run a cute-ir child process (`python -m MODULE REQUEST.json`) and hear how it ended.

Why children at all: a compiler that crashes or a kernel that hangs must not take the CLI with it.
The parent writes a typed request (a `Request` record) to a file in a scratch folder of its own; the
child reads it (`Request.from_file`) and answers through the request's `report` file
(`write_report`, replaced atomically). The child runs in its own session, registered with
`cute_ir.process.interrupts` so that Ctrl-C or SIGTERM kills its whole group at once; its output goes
to files (shown live on request), never pipes. When its main process ends, or the time-out passes,
whatever it left running is killed, and the parent gets a `ChildResult`: the exit status, the report,
the tail of its stderr, and whether the time-out stopped it (`raise_if_timed_out`: exit 10). Inside
`served_by`, a child is forked by a warm server instead (cute_ir.process.forkserver): the same request,
environment, files, session and ending, without the interpreter's start and imports.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import asdict, dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from cute_ir.errors import ChildTimeoutError, EnvironmentProblem
from cute_ir.process.forkserver import ForkServer, ServedProcess
from cute_ir.process.interrupts import follow_until_exit, kill_group, started_process
from cute_ir.process.output import STDERR_LOG, STDOUT_LOG, Follower, NewLines, restore_if_removed, tail
from cute_ir.process.pycommand import LINK_ENV, module_command
from cute_ir.process.scratch import scratch_directory

_REQUEST_FILE = "request.json"
_REPORT_FILE = "report.json"


@dataclass(frozen=True)
class Request:
    """What a parent asks of its child, as a typed record written to a JSON file; a command's own
    request subclasses it. `report`: the file the child answers through (set by `run_child`)."""

    report: str = field(default="", kw_only=True)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls: type[RequestT], data: dict[str, Any]) -> RequestT:
        """The request from its JSON form; a request with typed fields (a record, not a JSON value) rebuilds them."""
        return cls(**data)

    def to_file(self, path: Path) -> None:
        path.write_text(json.dumps(self.to_json()))

    @classmethod
    def from_file(cls: type[RequestT], path: str | os.PathLike[str]) -> RequestT:
        return cls.from_json(json.loads(Path(path).read_text()))


RequestT = TypeVar("RequestT", bound=Request)
# Before the child starts: given the scratch folder (removed after the child), the request and the
# child's environment (to change in place), returns the request to send.
Prepare = Callable[[Path, RequestT, dict[str, str]], RequestT]
# The warm server to fork a child from instead of starting an interpreter (None: start one), given the
# module, the request (before `prepare`), the interpreter and `prepare`; see `served_by`.
ServerFinder = Callable[[str, Request, "Path | None", "Prepare[Any] | None"], ForkServer | None]
_serving = threading.local()


@contextmanager
def served_by(find: ServerFinder) -> Iterator[None]:
    """In this block, this thread's `run_child` forks each child from the warm server `find` gives for it
    (cute_ir.process.forkserver; the executors' kernel captures: cute_ir.executors.warm), or starts an
    interpreter where it gives None. The child sees the same request, environment and files either way."""
    previous = getattr(_serving, "find", None)
    _serving.find = find
    try:
        yield
    finally:
        _serving.find = previous


def write_report(request: Request, **fields: object) -> None:
    """The child's side: replace the report file atomically, so the parent never reads half of it."""
    if not request.report:
        return
    report = Path(request.report)
    partial = report.with_name(f".{report.name}.{os.getpid()}")
    partial.write_text(json.dumps(fields))
    os.replace(partial, report)


def read_report(path: Path) -> dict[str, Any] | None:
    """The child's last report; None where it wrote none (or not a JSON object)."""
    try:
        data = json.loads(Path(path).read_text())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


@dataclass(frozen=True)
class ChildResult:
    """How a child process ended: its exit status, its last report, the tail of its stderr."""

    returncode: int
    pid: int
    report: dict[str, Any] | None  # None: it wrote none (the interpreter never started the child, or it died first)
    stderr_tail: str
    timed_out: bool = False

    @property
    def crashed(self) -> bool:
        return self.returncode < 0

    @property
    def reported(self) -> bool:
        """Did the child end on its own terms (a final report with its exit code and message)?"""
        return self.report is not None and "exit" in self.report

    @property
    def message(self) -> str:
        if self.reported and self.report.get("message"):
            return str(self.report["message"])
        return self.stderr_tail

    @property
    def how(self) -> str:
        """How the process ended, in words: 'SIGSEGV' or 'exit status 3'."""
        if self.returncode >= 0:
            return f"exit status {self.returncode}"
        try:
            return signal.Signals(-self.returncode).name
        except ValueError:
            return f"signal {-self.returncode}"

    def raise_if_timed_out(self, message: str, *, hint: str | None = None) -> None:
        """A child the time-out stopped is a ChildTimeoutError (exit 10) with `message`."""
        if self.timed_out:
            raise ChildTimeoutError(message, hint=hint)


def run_child(module: str, request: RequestT, *, timeout: float, python: Path | None = None,
              logs: Path | None = None, stream: bool = False, prepare: Prepare[RequestT] | None = None,
              finishing: Callable[[float], bool] | None = None,
              on_output: Callable[[str], None] | None = None) -> ChildResult:
    """Run `python -m module REQUEST.json` (this interpreter unless `python`) in its own session, registered
    for Ctrl-C/SIGTERM; return when its main process ends, or at the time-out.

    Its output goes to `logs/stdout.txt` and `logs/stderr.txt` (a scratch folder where `logs` is None),
    shown live when `stream`, with our stdin (a script's input() works); otherwise its stdin is empty.
    `finishing(deadline)`: once the main process has ended, wait for what it handed work to (False: the
    monotonic deadline passed first). Then everything the child started is killed. `on_output` gets each
    new line of its stdout while it runs (progress shown the parent's way, not copied to our stdout).
    """
    with scratch_directory("request") as scratch:
        env = dict(os.environ)
        original = request
        if prepare is not None:
            request = prepare(scratch, request, env)
        report = scratch / _REPORT_FILE
        request_file = scratch / _REQUEST_FILE
        replace(request, report=str(report)).to_file(request_file)
        if stream:
            env["PYTHONUNBUFFERED"] = "1"  # a print shows when it happens, as on a terminal
        logs = logs if logs is not None else scratch
        stdout_log, stderr_log = logs / STDOUT_LOG, logs / STDERR_LOG
        command = module_command(python or sys.executable, module, str(request_file), link=env.get(LINK_ENV, ""))
        find = getattr(_serving, "find", None)
        server = find(module, original, python, prepare) if find is not None and not stream else None
        launch = None if server is None else partial(server.launch, module, [str(request_file)], original.to_json(),
                                                     timeout=timeout)
        with ExitStack() as stack:
            out, err = stack.enter_context(open(stdout_log, "w+b")), stack.enter_context(open(stderr_log, "w+b"))
            followers = [Follower(stdout_log, sys.stdout), Follower(stderr_log, sys.stderr)] if stream else []
            for follower in followers:
                stack.callback(follower.close)
            try:  # registered: Ctrl-C or SIGTERM kills its whole session at once
                process = stack.enter_context(started_process(
                    command, launch=launch, stdin=None if stream else subprocess.DEVNULL, stdout=out, stderr=err,
                    env=env))
            except OSError as error:
                raise EnvironmentProblem(f"cannot start the Python interpreter {command[0]}: "
                                         f"{error.strerror or error}") from error
            lines = NewLines(stdout_log, on_output)
            timed_out = _wait_for_main_process(process, time.monotonic() + timeout, followers, finishing, lines)
            for follower in followers:
                follower.copy()
            lines.read(final=True)
            for handle, log in ((out, stdout_log), (err, stderr_log)):  # a script may have removed them
                restore_if_removed(handle, log)
        return ChildResult(process.returncode, process.pid, read_report(report), tail(stderr_log), timed_out)


def _wait_for_main_process(process: subprocess.Popen[bytes] | ServedProcess, deadline: float, followers: list[Follower],
                           finishing: Callable[[float], bool] | None, lines: NewLines) -> bool:
    """Follow the output until the main process ends or the deadline passes; then end its whole
    session (background processes included); True when the deadline ended it."""

    def look() -> None:
        for follower in followers:
            follower.copy()
        lines.read()

    try:
        ended = process.ended if isinstance(process, ServedProcess) else None
        timed_out = not follow_until_exit(process.pid, deadline, look, ended)
        if not timed_out and finishing is not None:
            timed_out = not finishing(deadline)
    finally:
        kill_group(process)  # before reaping, so its group id cannot have been reused
        process.wait()
    return timed_out
