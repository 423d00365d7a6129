"""The forked replay worker and its journal: what the parent learns however the worker ends, and a worker
that outlives its parent only once released."""

from __future__ import annotations

import json
import os
import signal
import time
from collections.abc import Callable
from pathlib import Path

from cute_ir.capture.record.journal import Event, read_journal
from cute_ir.capture.record.layout import JOURNAL, REPLAY_JOURNAL, REPLAY_LOCK
from cute_ir.capture.replay.worker import (
    ForkedWorker,
    ParentLink,
    RealOutcome,
    wait_for_worker,
    worker_running,
)


def _write_events(path: Path, *kinds: Event) -> None:
    path.write_text("".join(json.dumps({"event": kind.value}) + "\n" for kind in kinds))


def test_the_worker_learns_how_the_real_pipeline_ended(tmp_path: Path) -> None:
    answer = tmp_path / "answer"

    def body(outcome: Callable[[], RealOutcome]) -> None:
        answer.write_text(outcome().value + outcome().value)  # asked twice, read once

    worker = ForkedWorker(body)
    worker.tell(RealOutcome.CHECKPOINT)
    assert worker.join() == ""
    assert answer.read_text() == "cc"
    assert worker.join() == ""  # joining again is harmless


def test_a_worker_still_waiting_is_told_failed_when_joined(tmp_path: Path) -> None:
    answer = tmp_path / "answer"
    worker = ForkedWorker(lambda outcome: answer.write_text(outcome().value))
    assert worker.join() == ""
    assert RealOutcome(answer.read_text()) is RealOutcome.FAILED


def test_a_worker_killed_by_a_signal_is_named(tmp_path: Path, capfd) -> None:
    worker = ForkedWorker(lambda outcome: os.kill(os.getpid(), signal.SIGSEGV))
    assert worker.join() == "SIGSEGV"
    # pytest's faulthandler, inherited by the fork, would print the parent's frames as the crash's
    assert "Fatal Python error" not in capfd.readouterr().err


def test_a_worker_that_raises_exits_non_zero(tmp_path: Path, capfd) -> None:
    def body(outcome: Callable[[], RealOutcome]) -> None:
        raise ValueError("replay bug")

    worker = ForkedWorker(body)
    assert worker.join() == "exit code 1"
    assert "ValueError: replay bug" in capfd.readouterr().err


def test_worker_events_are_spliced_in_where_the_parent_joined(tmp_path: Path) -> None:
    _write_events(tmp_path / JOURNAL, Event.BEGIN, Event.TIMING, Event.REPLAY_JOINED, Event.END)
    _write_events(tmp_path / REPLAY_JOURNAL, Event.RUNNING, Event.PASS)
    assert [e["event"] for e in read_journal(tmp_path)] == ["begin", "timing", "running", "pass", "replay-joined",
                                                            "end"]


def test_an_unjoined_worker_adds_its_passes_but_not_where_it_was_interrupted(tmp_path: Path) -> None:
    # the parent crashed in the real pipeline and took the worker with it, mid-replay
    _write_events(tmp_path / JOURNAL, Event.BEGIN, Event.RUNNING)
    _write_events(tmp_path / REPLAY_JOURNAL, Event.RUNNING, Event.PASS, Event.RUNNING)
    (tmp_path / REPLAY_JOURNAL).open("a").write('{"event": "pa')  # torn by the kill
    assert [e["event"] for e in read_journal(tmp_path)] == ["begin", "running", "pass"]


def _in_a_parent_that_dies(start: Callable[[], ForkedWorker]) -> None:
    """Run `start` in a forked parent that ends at once, without joining the worker it started."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the parent that dies
        try:
            start()
        finally:
            os._exit(0)
    os.waitpid(pid, 0)


def _slow_replay(progress: Path, steps: int) -> Callable[[ParentLink], None]:
    def body(link: ParentLink) -> None:
        link()  # the outcome: told before the parent ended, or not
        for step in range(steps):
            link.ensure_wanted()
            time.sleep(0.05)
            progress.write_text(str(step + 1))

    return body


def test_a_released_worker_finishes_after_its_parent_died(tmp_path: Path) -> None:
    progress, lock = tmp_path / "progress", tmp_path / REPLAY_LOCK

    def start() -> ForkedWorker:
        worker = ForkedWorker(_slow_replay(progress, 10), lock=lock)
        worker.tell(RealOutcome.CHECKPOINT)
        worker.release()  # then the parent dies: an abort right after a good compile
        return worker

    _in_a_parent_that_dies(start)
    assert worker_running(lock)
    assert wait_for_worker(lock, time.monotonic() + 30)
    assert progress.read_text() == "10"  # it finished its work


def test_a_worker_whose_parent_died_before_releasing_it_stops(tmp_path: Path) -> None:
    progress, lock = tmp_path / "progress", tmp_path / REPLAY_LOCK

    def start() -> ForkedWorker:
        worker = ForkedWorker(_slow_replay(progress, 200), lock=lock)  # 10 s of work
        worker.tell(RealOutcome.CHECKPOINT)
        time.sleep(0.2)
        return worker  # the parent dies in its compile: the worker is not wanted any more

    started = time.monotonic()
    _in_a_parent_that_dies(start)
    assert wait_for_worker(lock, time.monotonic() + 30)
    assert time.monotonic() - started < 5
    assert int(progress.read_text()) < 200


def test_waiting_for_a_worker_gives_up_at_the_deadline(tmp_path: Path) -> None:
    lock = tmp_path / REPLAY_LOCK
    worker = ForkedWorker(lambda link: link(), lock=lock)  # waits until told
    try:
        assert worker_running(lock)
        assert not wait_for_worker(lock, time.monotonic() + 0.2)
    finally:
        assert worker.join() == ""
    assert not worker_running(lock) and wait_for_worker(lock, time.monotonic())
    assert not worker_running(tmp_path / "no-such-lock")


def test_a_stopped_worker_is_killed_and_reaped(tmp_path: Path) -> None:
    worker = ForkedWorker(lambda link: time.sleep(60))
    worker.release()
    started = time.monotonic()
    worker.kill()
    assert worker.pid is None and time.monotonic() - started < 5
