"""The catalogue run (`cute-ir sweep --sample/--filter`): resumable, traces by content, its report;
captures are stood in for by hand-made traces (the real ones are tests/test_ray.py's and the bench's)."""

from __future__ import annotations

import json
import signal
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from cute_ir.cli import main
from cute_ir.errors import BadInputError, ExitCode
from cute_ir.executors import Capture, CaptureOutcome, LocalExecutor
from cute_ir.executors import capture as capture_module
from cute_ir.process.interrupts import Interrupted
from cute_ir.sweep.catalogue import (JOURNAL, OBJECTS, TRACES, CatalogueRun, OperatorJob, build_report, kernel_arch,
                                     read_journal, report_markdown)

from test_golden import make_trace

SPECS = ["4.8.0", "4.8.1"]
OPERATORS = [f"op{n}" for n in range(10)]
POINTS = {name: {"class": "Gemm" if n < 5 else "Conv", "dtypes": "a=f16", "arch": "sm90"}
          for n, name in enumerate(OPERATORS)}


class FakeCaptures:
    """`perform_capture` stand-in: the odd operators change under 4.8.1 (one more op from pass 2 on);
    raises Interrupted (a kill) when capture number `stop_at` starts."""

    def __init__(self, stop_at: int | None = None) -> None:
        self.started: list[tuple[str, str]] = []
        self.finished: list[tuple[str, str]] = []
        self.stop_at = stop_at

    def __call__(self, capture: Capture, out: Path, python: Path | None) -> CaptureOutcome:
        self.started.append((capture.kernel, capture.spec))
        if self.stop_at is not None and len(self.started) == self.stop_at:
            raise Interrupted(signal.SIGTERM)
        changes = int(capture.kernel[2:]) % 2 == 1 and capture.spec == "4.8.1"
        trace = make_trace(out, extra_from=2 if changes else None, registers=16)
        trace = replace(trace, dsl_version=capture.spec, kernel=replace(trace.kernel, name=capture.kernel))
        self.finished.append((capture.kernel, capture.spec))
        return CaptureOutcome([trace])


def _run(tmp_path: Path) -> CatalogueRun:
    return CatalogueRun(tmp_path / "run", SPECS, OPERATORS, POINTS, dict.fromkeys(OPERATORS, "sm_90a"),
                        {"filter": {}, "sample": None})


def test_a_run_killed_at_60_percent_goes_on_where_it_stopped_capturing_nothing_twice(tmp_path, monkeypatch):
    job = OperatorJob(tuple(SPECS), 60, False, pythons=dict.fromkeys(SPECS))
    killed = FakeCaptures(stop_at=13)  # six operators (12 captures) landed, the seventh's first capture killed
    monkeypatch.setattr(capture_module, "perform_capture", killed)
    with pytest.raises(Interrupted):
        _run(tmp_path).execute(LocalExecutor(1, {}), job)
    journal = tmp_path / "run" / JOURNAL
    assert [json.loads(line)["kernel"] for line in journal.read_text().splitlines()] == OPERATORS[:6]

    resumed = FakeCaptures()
    monkeypatch.setattr(capture_module, "perform_capture", resumed)
    facts, complete = _run(tmp_path).execute(LocalExecutor(1, {}), job)
    assert complete and sorted(facts) == sorted(OPERATORS)
    assert {kernel for kernel, _ in resumed.started} == set(OPERATORS[6:]), "the landed operators are not captured again"
    landed = killed.finished[:12] + resumed.finished
    assert sorted(landed) == sorted((name, spec) for name in OPERATORS for spec in SPECS), "each capture landed once"
    lines = [json.loads(line)["kernel"] for line in journal.read_text().splitlines()]
    assert sorted(lines) == sorted(OPERATORS), "every operator's row exactly once"

    # only the changed operators' traces are kept, each distinct file content stored once
    kept = sorted(p.name for p in (tmp_path / "run" / TRACES / "4.8.1").iterdir())
    assert kept == [name for name in OPERATORS if int(name[2:]) % 2 == 1]
    files = [p for p in (tmp_path / "run" / TRACES).rglob("*") if p.is_file()]
    objects = [p for p in (tmp_path / "run" / OBJECTS).rglob("*") if p.is_file()]
    assert len(objects) < len(files) / 4 and all(p.stat().st_nlink > 1 for p in objects)

    report = build_report(_run(tmp_path), facts)
    assert (report["operators"], report["changed"], report["unchanged"], report["failed"]) == (10, 5, 5, 0)
    assert report["by_dimension"]["class"]["Gemm"]["changed"] == 2 and report["by_dimension"]["class"]["Conv"][
        "changed"] == 3
    assert report["by_dimension"]["class"]["Conv"]["kinds"]["PTX identical"] == 3, "the IR moved, not the PTX"
    assert {group["representative"] for group in report["groups"].values()} <= set(kept)
    assert all(not group["blame"]["verified"] for group in report["groups"].values())
    text = report_markdown(report)
    assert "5 of 10 operators changed" in text and "no cause proven" in text


def test_a_resumed_run_must_be_the_same_run(tmp_path, monkeypatch):
    monkeypatch.setattr(capture_module, "perform_capture", FakeCaptures())
    job = OperatorJob(tuple(SPECS), 60, False, pythons=dict.fromkeys(SPECS))
    facts, complete = _run(tmp_path).execute(LocalExecutor(1, {}), job, time_limit=0)
    assert not complete and not facts, "past the time limit nothing more starts"
    facts, complete = _run(tmp_path).execute(LocalExecutor(2, {}), job)
    assert complete and len(read_journal(tmp_path / "run" / JOURNAL, set(OPERATORS))) == len(OPERATORS)
    other = CatalogueRun(tmp_path / "run", ["4.5.3", "4.8.1"], OPERATORS, POINTS, dict.fromkeys(OPERATORS, "sm_90a"),
                         {"filter": {}, "sample": None})
    with pytest.raises(BadInputError, match="holds another catalogue run"):
        other.execute(LocalExecutor(1, {}), job)


def test_an_operator_is_captured_for_the_arch_it_needs():
    assert kernel_arch({"arch": "sm100"}, "sm_90a") == "sm_100a"
    assert kernel_arch({"arch": "sm80"}, "sm_90a") == "sm_90a"
    assert kernel_arch({"arch": "sm100", "target": "sm_103a"}, "sm_90a") == "sm_103a"


def test_a_sweep_in_which_every_capture_failed_exits_non_zero(tmp_path, monkeypatch):
    from cute_ir.errors import BadInputError as Unknown

    monkeypatch.setattr(capture_module, "perform_capture",
                        lambda capture, out, python: CaptureOutcome([], Unknown(f"unknown kernel {capture.kernel!r}")))
    result = CliRunner().invoke(main, ["sweep", "--releases", "4.8.1", "-o", str(tmp_path / "s"), "--json", "nope"])
    assert result.exit_code == ExitCode.BAD_INPUT, result.output
    assert "every capture of the sweep failed" in result.output


def test_the_providers_named_with_provider_are_the_catalogue():
    """`cute-ir --provider cutlass_operators sweep --sample N` samples that provider's instances alone."""
    from cute_ir.registry import provider_of
    from cute_ir.sweep.catalogue import design_points

    ours = design_points({"class": "ElementwiseKernel"}, ("cute_ir",))
    assert ours and all(provider_of(name) == "cute_ir" for name in ours)
    assert design_points({"class": "ElementwiseKernel"}, ("no_such_provider",)) == {}
