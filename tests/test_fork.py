"""The one forked-child helper of the replay worker, the normalizing worker, the diff's second half and
blame's experiments."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from cute_ir.process.fork import ForkedChild, can_fork


def test_the_child_runs_the_body_and_exits_0_or_1_by_its_outcome(tmp_path: Path) -> None:
    done = tmp_path / "done"
    worked = ForkedChild(lambda: done.write_text(str(os.getpid())))
    assert os.waitstatus_to_exitcode(worked.wait()) == 0 and worked.wait() == worked.wait()  # waited once
    assert int(done.read_text()) == worked.pid != os.getpid()

    def fail() -> None:
        raise RuntimeError("in the child")

    assert os.waitstatus_to_exitcode(ForkedChild(fail).wait()) == 1  # the exception did not unwind into our code


def test_buffered_output_is_written_once() -> None:
    """What this process had buffered when it forked is flushed first, not written again by the child."""
    program = ("import sys; from cute_ir.process.fork import ForkedChild\n"
               "sys.stdout.write('before '); ForkedChild(lambda: sys.stdout.write('child ')).wait(); print('after')")
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "before child after\n"


def test_poll_and_kill_as_popen_has_them() -> None:
    child = ForkedChild(lambda: time.sleep(60))
    assert child.poll() is None
    child.kill()
    assert os.WTERMSIG(child.wait()) == signal.SIGKILL and child.poll() == child.wait()


def test_a_wait_within_a_time_returns_the_status_or_none_and_leaves_the_child_to_the_caller() -> None:
    quick = ForkedChild(lambda: None)
    assert os.waitstatus_to_exitcode(quick.wait_within(30)) == 0
    slow = ForkedChild(lambda: time.sleep(60))
    started = time.monotonic()
    assert slow.wait_within(0.2) is None and slow.poll() is None and time.monotonic() - started < 10
    slow.kill()
    assert os.WTERMSIG(slow.wait()) == signal.SIGKILL


def test_no_fork_while_another_thread_runs() -> None:
    assert can_fork()
    release = threading.Event()
    other = threading.Thread(target=release.wait)
    other.start()
    try:
        assert not can_fork()
    finally:
        release.set()
        other.join()
