"""Kernel captures forked from warm capture servers (cute_ir.executors.warm): the trace is the one a fresh
capture process writes, byte for byte but its timing fields; a capture child killed mid-way is that
capture's failure and the server serves the next; a stopped sweep leaves no process behind."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from contextlib import nullcontext
from pathlib import Path
from typing import Any

import pytest
from processes import all_gone
from small_kernel import SMALL_KERNEL

from cute_ir.errors import ExitCode
from cute_ir.executors import Capture, LocalExecutor
from cute_ir.executors.warm import WARM_ENV, warm_captures
from cute_ir.process.forkserver import ForkServer
from cute_ir.trace import MANIFEST, Trace

TIMING_KEYS = {"timing", "time_ms", "created"}  # what two captures of one kernel may differ in
OUTPUT_INDEX = ".cute-ir-output.json"  # lists each file's size: the manifest's differs with its timings


def _without_timing(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _without_timing(item) for key, item in value.items() if key not in TIMING_KEYS}
    if isinstance(value, list):
        return [_without_timing(item) for item in value]
    return value


def trace_differences(a: Path, b: Path) -> list[str]:
    """The files in which two trace directories differ, their timing fields aside."""
    files = {root: {p.relative_to(root).as_posix(): p for p in root.rglob("*") if p.is_file()} for root in (a, b)}
    differences = sorted(set(files[a]) ^ set(files[b]))
    for name in sorted(set(files[a]) & set(files[b])):
        one, other = files[a][name].read_bytes(), files[b][name].read_bytes()
        if name == MANIFEST:
            one, other = (json.dumps(_without_timing(json.loads(data))) for data in (one, other))
        elif name == OUTPUT_INDEX:
            one, other = (json.dumps({**json.loads(data), "entries": {k: v for k, v in json.loads(data)[
                "entries"].items() if k != MANIFEST}}) for data in (one, other))
        if one != other:
            differences.append(name)
    return differences


class Launches:
    """Counts the children warm servers fork (and the servers), and kills the child of launch number
    `kill` once it has started (its first report written)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, kill: int | None = None) -> None:
        self.count = 0
        self.servers: set[int] = set()
        launch = ForkServer.launch

        def counted(server: ForkServer, module: str, args: Any, *rest: Any, **popen: Any) -> Any:
            child = launch(server, module, args, *rest, **popen)
            self.count += 1
            self.servers.add(server.process.pid)
            if self.count == kill:
                report = Path(args[0]).with_name("report.json")
                threading.Thread(target=_kill_once_started, args=(child.pid, report), daemon=True).start()
            return child

        monkeypatch.setattr(ForkServer, "launch", counted)


def _kill_once_started(pid: int, report: Path) -> None:
    deadline = time.monotonic() + 120
    while not report.exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    os.kill(pid, signal.SIGKILL)


def test_captures_forked_from_a_warm_server_are_the_fresh_capture_byte_for_byte(small_trace: Trace, tmp_path: Path,
                                                                                monkeypatch) -> None:
    launches = Launches(monkeypatch)
    work = [(Capture("here", "sm_90a", kernel=SMALL_KERNEL), tmp_path / str(n)) for n in range(2)]
    outcomes = dict(LocalExecutor(1, {}).run(work))
    assert all(outcome.error is None for outcome in outcomes.values())
    assert (launches.count, len(launches.servers)) == (2, 1)  # one server, warmed once, forked twice
    for _, out in work:
        assert trace_differences(small_trace.root, out) == []
    assert all_gone(list(launches.servers)), "the run's servers end with it"


def test_a_killed_capture_child_is_that_captures_failure_and_the_next_capture_works(tmp_path: Path,
                                                                                      monkeypatch) -> None:
    launches = Launches(monkeypatch, kill=1)
    work = [(Capture("here", "sm_90a", kernel=SMALL_KERNEL), tmp_path / str(n)) for n in range(2)]
    outcomes = dict(LocalExecutor(1, {}).run(work))
    killed, next_one = outcomes[0], outcomes[1]
    assert killed.error is not None and killed.error.exit_code is ExitCode.COMPILER_CRASHED, killed.error
    assert "SIGKILL" in killed.error.message
    assert next_one.error is None and next_one.traces[0].ok
    assert len(launches.servers) == 1  # the same server served the capture after the kill


def test_warm_servers_can_be_turned_off(monkeypatch) -> None:
    monkeypatch.setenv(WARM_ENV, "0")  # the bench's "before" (bench/warm_captures.py runs it for real)
    assert isinstance(warm_captures(), nullcontext)
    monkeypatch.delenv(WARM_ENV)
    assert not isinstance(warm_captures(), nullcontext)


def _descendants(pid: int) -> set[int]:
    found: set[int] = set()
    pending = [pid]
    while pending:
        for task in Path(f"/proc/{pending.pop()}/task").glob("*"):
            try:
                children = [int(each) for each in (task / "children").read_text().split()]
            except OSError:
                continue
            pending += [child for child in children if child not in found]
            found.update(children)
    return found


def test_a_sweep_stopped_by_sigterm_leaves_no_server_and_no_capture_running(tmp_path: Path) -> None:
    sweep = subprocess.Popen([str(Path(sys.executable).with_name("cute-ir")), "sweep", "--releases", "4.8.1", "-j", "1",
                              "-o", str(tmp_path / "out"), SMALL_KERNEL, SMALL_KERNEL.replace("f32", "f16")],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    seen: set[int] = set()
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and sweep.poll() is None:
            seen |= _descendants(sweep.pid)
            if any(b"cute_ir.process.forkserver" in _command(pid) for pid in seen) and len(seen) >= 2:
                break  # a server and a capture forked from it
            time.sleep(0.05)
        assert sweep.poll() is None, sweep.communicate()
        sweep.send_signal(signal.SIGTERM)
        _, stderr = sweep.communicate(timeout=60)
    finally:
        sweep.kill()
    assert sweep.returncode == 143, stderr
    assert all_gone(sorted(seen)), "a server or a capture outlived the stopped sweep"


def _command(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""
