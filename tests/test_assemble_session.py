"""`assemble_session`: the one way from a capture session's compile directories to traces (child,
parent, pytest fixture and bench all use it). Compile directories are written by hand here with the
recorder, as the capture writes them: no compile runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from cute_ir.capture.record.assemble import CompileContext, Ending, assemble_session, left_unassembled
from cute_ir.capture.record.journal import CompileRecorder, Event
from cute_ir.capture.record.layout import JOURNAL
from cute_ir.trace import MANIFEST, load_trace

_CONTEXT = CompileContext("4.8.1", "cu12", "sm_90a", kernel_name="acme_scale")
_PASS = {"arg": "canonicalize", "options": "", "anchor": "builtin.module"}


def _compile(session: Path, number: int, *, returned: bool, begun: bool = True) -> Path:
    """A compile directory as the capture leaves it: returned (its journal ends the compile) or not
    (its process died in pass 1)."""
    root = session / f"{number:03d}"
    recorder = CompileRecorder(root)
    recorder.event(Event.COMPILE_START, pid=1, forked=False)
    recorder.record_input("module {\n}\n", b"ML\xefR")
    if begun:
        recorder.event(Event.BEGIN, strategy="replay", pipeline="builtin.module(canonicalize)",
                       expanded="builtin.module(canonicalize)", passes=[_PASS],
                       run_as={"verifier": False, "multithreading": False}, dsl=["4.8.1", "cu12"])
        recorder.event(Event.RUNNING, index=1)
    if returned:
        recorder.event(Event.END)
        recorder.event(Event.COMPILE_END, seconds=0.5)
    recorder.close()
    return root


@pytest.fixture
def session(tmp_path: Path) -> Path:
    """Three compiles; the second's process died in it."""
    for number, returned in ((1, True), (2, False), (3, True)):
        _compile(tmp_path, number, returned=returned)
    (tmp_path / "stdout.txt").write_text("not a compile\n")
    return tmp_path


def test_every_compile_is_assembled_in_order_with_the_callers_context(session: Path) -> None:
    traces = assemble_session(session, _CONTEXT)
    assert [t.root.name for t in traces] == ["001", "002", "003"]
    assert [t.ok for t in traces] == [True, False, True]
    assert {t.kernel.name for t in traces} == {"acme_scale"} and {t.arch for t in traces} == {"sm_90a"}
    crashed = traces[1].failure
    assert (crashed.kind, crashed.pass_index) == ("crashed", 1)
    assert crashed.message == "the compiler process died in pass 1 (canonicalize): no end of compile recorded"
    assert [load_trace(session / t.root.name) for t in traces] == traces  # each written as its manifest


def test_a_compile_that_did_not_return_is_left_to_whoever_learns_how_it_ended(session: Path) -> None:
    traces = assemble_session(session, _CONTEXT, unended=left_unassembled)
    assert [t.root.name for t in traces] == ["001", "003"]
    assert not (session / "002" / MANIFEST).exists() and (session / "002" / JOURNAL).exists()

    # the parent, once it knows: only what has no trace yet, as its ending says
    (later,) = assemble_session(session, _CONTEXT, unended=lambda _: Ending("SIGSEGV"))
    assert later.root.name == "002"
    assert later.failure.message == "the compiler process died in pass 1 (canonicalize): SIGSEGV"
    assert [t.root.name for t in assemble_session(session, _CONTEXT)] == []  # nothing is assembled twice


def test_an_ending_names_a_partial_trace(tmp_path: Path) -> None:
    _compile(tmp_path, 1, returned=False)
    (trace,) = assemble_session(tmp_path, _CONTEXT, unended=lambda _: Ending("the time-out (5 s) ended it",
                                                                            "timed-out"))
    assert (trace.failure.kind, trace.failure.pass_index) == ("timed-out", 1)
    assert trace.failure.message == "the time-out (5 s) ended it (0 of 1 passes captured, stopped in pass 1 " \
                                    "(canonicalize))"


def test_an_error_assembling_a_compile_is_raised_as_the_caller_says(tmp_path: Path) -> None:
    _compile(tmp_path, 1, returned=True)
    _compile(tmp_path, 2, returned=True, begun=False)  # nothing to assemble it from
    with pytest.raises(RuntimeError, match="no compile was recorded"):
        assemble_session(tmp_path, _CONTEXT)
    assert (tmp_path / "001" / MANIFEST).exists()  # the compiles before it keep their traces

    with pytest.raises(LookupError, match="^002$") as raised:
        assemble_session(tmp_path, _CONTEXT, failure=lambda directory, err: LookupError(directory.name))
    assert isinstance(raised.value.__cause__, RuntimeError)


def test_a_session_that_never_started_has_no_traces(tmp_path: Path) -> None:
    assert assemble_session(tmp_path / "never-made", _CONTEXT) == []
