"""The fault-injection harness: run the real `cute-ir` as a user would, hurt it, and check what is left.

Every case runs `cute-ir` as its own process (its own session, like a shell job), with TMPDIR pointing
into the test's directory and a tag in its environment that every process it starts inherits. After
the run, `Outcome.assert_clean` checks the exit code, the first line of the message, that no Python
traceback reached the user, and that nothing is left: no staging (`.NAME.*.partial`) or `.old-PID`
directories, no scratch in TMPDIR, no process still running with the tag.
"""

from __future__ import annotations

import fcntl
import getpass
import json
import os
import re
import resource
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

CUTE_IR = str(Path(sys.executable).with_name("cute-ir"))
KERNEL = "elementwise_add_sm80_f32_v128"
SCRIPTS = Path(__file__).parent / "scripts"
_TAG = "CUTE_IR_FAULT_TAG"
_MESSAGE_STARTS = ("error:", "Usage:", "ERROR ")
# A traceback through cute-ir's code (a traced script's own traceback is the script's output, shown as is).
_OUR_TRACEBACK = re.compile(r'^\s*File "[^"]*/cute_ir/', re.M)
# The DSL's own cache folder, made in TMPDIR when the registry imports it: the DSL's, not our scratch.
_DSL_CACHE = re.compile(rf"^{re.escape(getpass.getuser())}(/cutlass_python_cache(/.*)?)?$")


def tagged_processes(tag: str) -> list[str]:
    """Command lines of the processes still running whose environment carries `tag`."""
    return [command for _pid, _parent, command in _tagged(tag)]


def _tagged(tag: str) -> list[tuple[int, int, str]]:
    """(pid, parent pid, command line) of the processes still running whose environment carries `tag`."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            if f"{_TAG}={tag}".encode() in (entry / "environ").read_bytes().split(b"\0"):
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                if fields[0] != "Z":
                    command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
                    found.append((int(entry.name), int(fields[1]), command))
        except OSError:
            continue
    return found


@dataclass
class Outcome:
    code: int
    stdout: str
    stderr: str
    tag: str
    tmp: Path
    watched: list[Path]
    args: tuple[str, ...] = ()

    @property
    def first_line(self) -> str:
        """The first line of cute-ir's own message (a traced script's output comes before it)."""
        lines = [line for line in self.stderr.splitlines() if line.strip()]
        tracebacks = [n for n, line in enumerate(lines) if line.startswith("Traceback (most recent call last)")]
        after = lines[tracebacks[-1] + 1:] if tracebacks else lines
        ours = [line for line in after if line.startswith(_MESSAGE_STARTS)]
        return ours[0] if ours else (lines[0] if lines else "")

    def assert_clean(self, code: int, first_line: str, *, script_traceback: bool = False) -> None:
        """Exit code, the message's first line (a prefix), no traceback, nothing left behind.

        `script_traceback`: a traced script died of an exception, and `trace` shows the script's own
        traceback as the script's output (through the DSL and cute-ir's hook, where it was raised)."""
        context = f"exit {self.code}\nstdout:\n{self.stdout[-3000:]}\nstderr:\n{self.stderr[-3000:]}"
        assert self.code == code, context
        assert self.first_line.startswith(first_line), context
        assert script_traceback or not _OUR_TRACEBACK.search(self.stdout + self.stderr), context
        self.assert_no_leftovers()
        _log(self)

    def assert_no_leftovers(self) -> None:
        deadline = time.monotonic() + 5  # a killed process may take a moment to be reaped
        while tagged_processes(self.tag) and time.monotonic() < deadline:
            time.sleep(0.05)
        left = tagged_processes(self.tag)
        assert left == [], f"processes left running: {left}"
        scratch = sorted(str(p.relative_to(self.tmp)) for p in self.tmp.rglob("*")
                         if not _DSL_CACHE.search(str(p.relative_to(self.tmp))))
        assert scratch == [], f"scratch left in TMPDIR: {scratch}"
        for folder in self.watched:
            if folder.is_dir():
                stray = [p.name for p in folder.rglob("*") if p.name.endswith(".partial") or ".old-" in p.name
                         or p.name in (".compiles", "cute-ir-request")]
                assert stray == [], f"staging left in {folder}: {stray}"
                for lock in folder.rglob("*.lock"):  # lock files stay by design; none may stay held
                    with open(lock, "rb") as handle:
                        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)


@dataclass
class Cli:
    """Runs `cute-ir` in `cwd`, like a user's shell would."""

    cwd: Path
    tmp: Path

    def run(self, *args: object, env: dict[str, str] | None = None, timeout: float = 300,
            signal_when: Callable[[str], bool] | None = None, signum: int = signal.SIGINT,
            watch: tuple[Path, ...] = (), stdin: str | None = None, limit_file_size: int | None = None,
            limit_memory: int | None = None, tag: str | None = None) -> Outcome:
        """Run it to the end; with `signal_when`, send `signum` to it once `signal_when(tag)` is true."""
        tag = tag or uuid.uuid4().hex
        full_env = {**os.environ, "TMPDIR": str(self.tmp), _TAG: tag, "NO_COLOR": "1", **(env or {})}
        process = subprocess.Popen([CUTE_IR, *map(str, args)], cwd=self.cwd, env=full_env, text=True,
                                   stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                                   preexec_fn=_limits(limit_file_size, limit_memory))
        try:
            if signal_when is not None:
                deadline = time.monotonic() + timeout
                while not signal_when(tag):
                    assert process.poll() is None, f"cute-ir ended before the signal: {process.communicate()}"
                    assert time.monotonic() < deadline, "the moment to signal never came"
                    time.sleep(0.05)
                if signum == signal.SIGINT:
                    os.killpg(process.pid, signum)  # as a terminal's Ctrl-C does: to the whole foreground job
                else:
                    os.kill(process.pid, signum)  # as `kill PID` or a job scheduler does: to cute-ir alone
            stdout, stderr = process.communicate(stdin, timeout=timeout)
        finally:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)
                process.communicate()
        return Outcome(process.returncode, stdout, stderr, tag, self.tmp, [self.cwd, *watch], tuple(map(str, args)))


def _log(outcome: Outcome) -> None:
    """With CUTE_IR_FAULT_LOG=FILE, each clean outcome is appended to FILE (the table in docs/faults.md)."""
    log = os.environ.get("CUTE_IR_FAULT_LOG")
    if log:
        case = os.environ.get("PYTEST_CURRENT_TEST", "?").split(" ")[0]
        with open(log, "a") as handle:
            handle.write(json.dumps({"case": case, "args": outcome.args, "code": outcome.code,
                                     "first_line": outcome.first_line}) + "\n")


def _limits(file_size: int | None, memory: int | None) -> Callable[[], None] | None:
    """RLIMIT_FSIZE for the process and its children: a write past `file_size` fails with EFBIG (Python
    ignores SIGXFSZ), as a full disk would fail it with ENOSPC. RLIMIT_AS: an allocation past `memory`
    bytes of address space fails (MemoryError in Python), as under a container's or a batch job's limit."""
    if file_size is None and memory is None:
        return None

    def limit() -> None:
        if file_size is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_size, file_size))
        if memory is not None:
            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    return limit


def read_manifest(trace: Path) -> dict:
    return json.loads((trace / "manifest.json").read_text())


def edit_manifest(trace: Path, change: Callable[[dict], object]) -> None:
    """Change a trace's manifest as a doctor would, by hand (no seal: a trace's manifest has none)."""
    data = read_manifest(trace)
    change(data)
    (trace / "manifest.json").write_text(json.dumps(data))


def compiling(tag: str) -> bool:
    """A compile child of this run is up (the moment to interrupt it mid-work): a fresh interpreter's, or
    one a warm capture server forked (its command line is the server's; its parent is the server)."""
    processes = _tagged(tag)
    servers = {pid for pid, _parent, command in processes if "cute_ir.process.forkserver" in command}
    return any("cute_ir.capture.dsl.child" in command or (pid in servers and parent in servers)
               for pid, parent, command in processes)


def running(marker: str) -> Callable[[str], bool]:
    """A process of this run whose command line holds `marker` is up."""
    return lambda tag: any(marker in line for line in tagged_processes(tag))


def file_appears(path: Path) -> Callable[[str], bool]:
    return lambda _tag: path.exists()
