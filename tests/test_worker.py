"""The forked replay worker and its journal: what the parent learns however the worker ends."""

from __future__ import annotations

import json
import os
import signal
from collections.abc import Callable
from pathlib import Path

from cute_ir.capture.recorder import JOURNAL, REPLAY_JOINED, REPLAY_JOURNAL, read_journal
from cute_ir.capture.worker import ForkedWorker, RealOutcome


def _write_events(path: Path, *names: str) -> None:
    path.write_text("".join(json.dumps({"event": name}) + "\n" for name in names))


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
    _write_events(tmp_path / JOURNAL, "begin", "timing", REPLAY_JOINED, "end")
    _write_events(tmp_path / REPLAY_JOURNAL, "running", "pass")
    assert [e["event"] for e in read_journal(tmp_path)] == ["begin", "timing", "running", "pass", "end"]


def test_an_unjoined_worker_adds_its_passes_but_not_where_it_was_interrupted(tmp_path: Path) -> None:
    # the parent crashed in the real pipeline and took the worker with it, mid-replay
    _write_events(tmp_path / JOURNAL, "begin", "running")
    _write_events(tmp_path / REPLAY_JOURNAL, "running", "pass", "running")
    (tmp_path / REPLAY_JOURNAL).open("a").write('{"event": "pa')  # torn by the kill
    assert [e["event"] for e in read_journal(tmp_path)] == ["begin", "running", "pass"]
