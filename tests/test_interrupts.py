"""Waiting for a child process: follow it until it ends, or until a deadline."""

from __future__ import annotations

import subprocess
import sys
import time

from cute_ir.interrupts import follow_until_exit


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
