"""Waiting for a child process: follow it until it ends, or until a deadline; and ending all it started."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from processes import all_gone

from cute_ir.process.interrupts import RUN_TOKENS_ENV, follow_until_exit, run_process


def _sleeper(seconds: float) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-c", f"import time; time.sleep({seconds})"])


def test_the_wait_ends_with_the_process_and_looks_in_between() -> None:
    process, looks = _sleeper(0.5), []
    try:
        started = time.monotonic()
        assert follow_until_exit(process.pid, started + 60, lambda: looks.append(time.monotonic()))
        assert process.poll() is not None and time.monotonic() - started < 5
        assert len(looks) >= 3  # the pauses between looks start short and grow
    finally:
        process.kill()
        process.wait()


def test_the_wait_gives_up_at_the_deadline() -> None:
    process = _sleeper(60)
    try:
        started = time.monotonic()
        assert not follow_until_exit(process.pid, started + 0.3, lambda: None)
        assert 0.3 <= time.monotonic() - started < 5 and process.poll() is None
    finally:
        process.kill()
        process.wait()


@pytest.mark.parametrize("tokens", ["", "an-outer-run"], ids=["alone", "inside-another-run"])
def test_what_a_process_detached_from_its_group_ends_with_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             tokens: str) -> None:
    """A `setsid` grandchild leaves the group that killpg ends; it still carries the run's token (also when
    this cute-ir runs inside another one's traced script, whose token is kept beside ours)."""
    monkeypatch.setenv(RUN_TOKENS_ENV, tokens)
    pid_file = tmp_path / "pid"
    command = ["sh", "-c", f"setsid sleep 600 & echo $! > {pid_file}"]
    assert run_process(command, stdout=tmp_path / "out.txt").returncode == 0
    assert all_gone([int(pid_file.read_text())]), "the detached sleep outlived its run"
