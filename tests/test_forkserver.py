"""A warm server forking `run_child`'s children (cute_ir.process.forkserver): each child is what a fresh
interpreter would have been (request, environment, session, files), a crash or a time-out ends that child
alone, and Ctrl-C/SIGTERM or a killed parent end the server and every child."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from processes import alive, all_gone

from cute_ir.process.children import Prepare, Request, run_child, served_by
from cute_ir.process.forkserver import ForkServer, ServerLost

from test_children import probe

SCRIPTS = Path(__file__).parent / "scripts"


class OneServer:
    """A `run_child` server finder: every child from one server, started (warmed with `argument`) for the first."""

    def __init__(self, folder: Path, argument: Any = "warmed") -> None:
        self.folder = folder
        self.argument = argument
        self.server: ForkServer | None = None

    def __call__(self, module: str, request: Request, python: Path | None, prepare: Prepare[Any] | None) -> ForkServer:
        if self.server is None:
            env = dict(os.environ)
            assert prepare is not None
            prepare(self.folder, request, env)
            self.server = ForkServer(python or sys.executable, env, "warm_probe", self.argument, logs=self.folder,
                                     timeout=60)
        return self.server


@pytest.fixture
def server(tmp_path: Path):
    found = OneServer(tmp_path)
    yield found
    if found.server is not None:
        found.server.close()


def test_a_served_child_gets_the_request_environment_and_files_a_fresh_one_would(tmp_path: Path, server) -> None:
    fresh = run_child("runner_child", probe.Ask("echo", numbers=[1]), timeout=60, logs=tmp_path, prepare=probe.on_path)
    with served_by(server):
        served = run_child("runner_child", probe.Ask("echo", numbers=[1]), timeout=60, logs=tmp_path,
                           prepare=probe.on_path)
        where = run_child("runner_child", probe.Ask("where"), timeout=60, prepare=probe.on_path)
    assert (served.returncode, served.message, served.stderr_tail) == (fresh.returncode, fresh.message, fresh.stderr_tail)
    assert {**served.report["asked"], "report": ""} == {**fresh.report["asked"], "report": ""}
    assert (tmp_path / "stdout.txt").read_text() == "to stdout\n"
    report = where.report
    assert report["warmed"] == ["warmed"] and len(report["before"]) == 2  # forked from the one warmed server
    assert report["before"][-1]["behaviour"] == "where"  # its own request went to `before_fork` first
    assert report["session_leader"] and report["main"] == "__main__" and report["cwd"] == os.getcwd()
    assert report["argv"][0].endswith("request.json")
    server_tokens = Path(f"/proc/{server.server.process.pid}/environ").read_bytes()
    own = report["tokens"].split(":")[-1]
    assert own and own.encode() not in server_tokens  # the child's own run token, for what it starts
    assert where.pid != server.server.process.pid


def test_a_crashed_served_child_is_that_childs_crash_and_the_server_serves_the_next(server) -> None:
    with served_by(server):
        crashed = run_child("runner_child", probe.Ask("crash"), timeout=60, prepare=probe.on_path)
        after = run_child("runner_child", probe.Ask("echo"), timeout=60, prepare=probe.on_path)
    assert crashed.crashed and crashed.how == "SIGSEGV" and not crashed.reported
    assert after.returncode == 4 and after.message == "done" and server.server.alive


def test_the_time_out_kills_the_served_childs_whole_group_and_the_server_lives_on(tmp_path: Path, server) -> None:
    pids = tmp_path / "pids"
    with served_by(server):
        result = run_child("runner_child", probe.Ask("sleep", pids=str(pids)), timeout=3, prepare=probe.on_path)
        after = run_child("runner_child", probe.Ask("echo"), timeout=60, prepare=probe.on_path)
    assert result.timed_out and result.crashed
    assert all_gone([int(pid) for pid in pids.read_text().split()]), "a process of the child outlived it"
    assert after.returncode == 4 and server.server.alive


def test_a_server_that_cannot_warm_up_says_why(tmp_path: Path) -> None:
    env = dict(os.environ)
    probe.on_path(tmp_path, probe.Ask("echo"), env)
    with pytest.raises(ServerLost, match="cannot warm up"):
        ForkServer(sys.executable, env, "warm_probe", "fail", logs=tmp_path, timeout=60)


def test_a_server_killed_while_its_child_runs_loses_that_child_with_it(tmp_path: Path, server) -> None:
    pids = tmp_path / "pids"

    def kill_the_server_once_the_child_sleeps() -> None:
        deadline = time.monotonic() + 60
        while not (pids.exists() and len(pids.read_text().split()) == 3) and time.monotonic() < deadline:
            time.sleep(0.05)
        os.kill(server.server.process.pid, signal.SIGKILL)

    with served_by(server):
        run_child("runner_child", probe.Ask("echo"), timeout=60, prepare=probe.on_path)  # the server is up
        threading.Thread(target=kill_the_server_once_the_child_sleeps, daemon=True).start()
        with pytest.raises(ServerLost, match="is gone"):
            run_child("runner_child", probe.Ask("sleep", pids=str(pids)), timeout=60, prepare=probe.on_path)
    assert all_gone([int(pid) for pid in pids.read_text().split()])


_DRIVER = textwrap.dedent("""
    import importlib.util, sys
    from pathlib import Path
    sys.path[:0] = [sys.argv[3], str(Path(sys.argv[3]).parent)]  # the probes, the tests
    from cute_ir.process.children import run_child, served_by
    from cute_ir.process.interrupts import Interrupted, signals_stop_everything
    from test_forkserver import OneServer
    from test_children import probe

    finder = OneServer(Path(sys.argv[1]))
    try:
        with signals_stop_everything(), served_by(finder):
            run_child("runner_child", probe.Ask("sleep", pids=sys.argv[2]), timeout=600, prepare=probe.on_path)
    except Interrupted as stop:
        print("stopped by", stop.signal_name)
        sys.exit(stop.exit_code)
""")


def _driver_with_a_sleeping_child(tmp_path: Path) -> tuple[subprocess.Popen[str], list[int]]:
    """A parent process serving a child that sleeps beside a grandchild in its group and one that left it;
    the pids: the server's, the child's, the two grandchildren's."""
    pids = tmp_path / "pids"
    (tmp_path / "server").mkdir()
    driver = subprocess.Popen([sys.executable, "-c", _DRIVER, str(tmp_path / "server"), str(pids), str(SCRIPTS)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not (pids.exists() and len(pids.read_text().split()) == 3) and time.monotonic() < deadline:
        assert driver.poll() is None, driver.communicate()
        time.sleep(0.05)
    children = [int(pid) for pid in pids.read_text().split()]
    return driver, [_parent_of(children[0]), *children]


def _parent_of(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])


@pytest.mark.parametrize(("signum", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)], ids=["SIGINT", "SIGTERM"])
def test_ctrl_c_or_sigterm_ends_the_server_and_every_process_of_its_child(tmp_path: Path, signum: int,
                                                                          code: int) -> None:
    driver, pids = _driver_with_a_sleeping_child(tmp_path)
    try:
        assert alive(pids[0]) and pids[0] != driver.pid  # the child's parent is the server
        driver.send_signal(signum)
        stdout, stderr = driver.communicate(timeout=30)
    finally:
        driver.kill()
    assert driver.returncode == code, stderr
    assert stdout.strip() == f"stopped by {signal.Signals(signum).name}"
    assert all_gone(pids), "the server or a process of its child outlived the stop"


def test_a_parent_killed_outright_takes_its_server_and_the_servers_children_with_it(tmp_path: Path) -> None:
    driver, pids = _driver_with_a_sleeping_child(tmp_path)
    try:
        driver.kill()
        driver.communicate(timeout=30)
    finally:
        driver.kill()
    assert all_gone(pids, within=15), "the server or a process of its child outlived its parent"
