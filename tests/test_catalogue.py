"""The catalogue run (`cute-ir sweep --sample/--filter`): resumable, traces by content, its report;
captures are stood in for by hand-made traces (the real ones are tests/test_ray.py's and the bench's)."""

from __future__ import annotations

import json
import signal
import threading
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from cute_ir.cli import main
from cute_ir.errors import BadInputError, ExitCode
from cute_ir.executors import Capture, CaptureOutcome, LocalExecutor
from cute_ir.executors import capture as capture_module
from cute_ir.executors.packing import PackedDirectory
from cute_ir.fsutil import sha256_bytes
from cute_ir.process.interrupts import Interrupted
from cute_ir.sweep.catalogue import (JOURNAL, OBJECTS, TRACES, CatalogueRun, OperatorJob, build_report, kernel_arch,
                                     land_by_content, load_run, read_journal, report_markdown)

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
    assert "**5 of the 10 operators compiled under every release lower differently**" in text
    assert "no cause proven" in text


def test_landing_threads_storing_the_same_contents_at_once_each_land_whole(tmp_path):
    """Traces landing together share files (a kernel's sources, across releases and kernels). A content
    was once renamed over the copy another thread had just stored, and that thread's hard link to it
    failed (ENOENT; this test fails so on the code before the fix); now a content is stored once, never
    replaced."""
    blobs = {sha256_bytes(data): data for data in (b"%d\n" % n * 1000 for n in range(64))}
    packed = PackedDirectory({f"sources/{n:03}.py": digest for n, digest in enumerate(blobs)}, blobs, ("sources",))
    for attempt in range(30):
        root, start, failed = tmp_path / str(attempt), threading.Barrier(8), []

        def land(n: int) -> None:
            start.wait()
            try:
                land_by_content(packed, root / TRACES / f"t{n}", root / OBJECTS)
            except OSError as err:
                failed.append(err)

        threads = [threading.Thread(target=land, args=(n,)) for n in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert not failed, failed[:3]
        objects = sorted(p for p in (root / OBJECTS).rglob("*") if p.is_file())
        assert [p.name for p in objects] == sorted(blobs), "each content stored once, no copy left beside it"
        assert all(p.stat().st_nlink == 9 for p in objects), "linked from all eight traces"
        assert all((root / TRACES / f"t{n}" / name).read_bytes() == blobs[digest]
                   for n in range(8) for name, digest in packed.files.items())


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


# ---- a run's folder reported as it is, the same command on a finished run --------------------------


def _cli_catalogue(monkeypatch: pytest.MonkeyPatch, captures: object) -> None:
    """The CLI's catalogue run over the ten fake operators, the environments standing in."""
    from cute_ir.cli import sweep_cmd

    monkeypatch.setattr(sweep_cmd, "design_points", lambda wanted, providers: POINTS)
    monkeypatch.setattr(sweep_cmd, "prepare_environments", lambda specs, **_: dict.fromkeys(specs))
    monkeypatch.setattr(capture_module, "perform_capture", captures)


def _nothing_may_run(monkeypatch: pytest.MonkeyPatch) -> None:
    from cute_ir.cli import sweep_cmd

    def refused(*args: object, **kwargs: object) -> None:
        raise AssertionError("a report of a run's folder prepared an environment, an executor or a capture")

    monkeypatch.setattr(capture_module, "perform_capture", refused)
    monkeypatch.setattr(sweep_cmd, "prepare_environments", refused)
    monkeypatch.setattr(sweep_cmd, "executor_for", refused)


SWEEP = ["sweep", "--releases", "4.8.0,4.8.1", "--sample", "10"]


def test_the_same_command_on_a_finished_run_prints_its_report_capturing_nothing(tmp_path, monkeypatch):
    """Before: `sweep --markdown` on a finished folder prepared the environments and started the executor
    (with --ray a cluster) again; now it reads the folder and prints the report."""
    out = tmp_path / "run"
    _cli_catalogue(monkeypatch, FakeCaptures())
    first = CliRunner().invoke(main, [*SWEEP, "-o", str(out), "--json"])
    assert first.exit_code == 0, first.output
    assert json.loads(first.stdout)["changed"] == 5
    sessions = (out / "catalogue-sessions.jsonl").read_text()

    (out / "catalogue-points.json").unlink()  # as a run begun before the folder kept its design points

    _nothing_may_run(monkeypatch)
    again = CliRunner().invoke(main, [*SWEEP, "-o", str(out), "--markdown"])
    assert again.exit_code == 0, again.output
    assert "**5 of the 10 operators compiled under every release lower differently**" in again.stdout
    assert "nothing captured" in again.stderr
    assert (out / "catalogue-sessions.jsonl").read_text() == sessions, "no command's costs were added"
    assert json.loads((out / "catalogue-points.json").read_text()) == POINTS

    class Proven:
        status, cause, verdict, seconds = "verified", ["005-cute-expand-ops"], "re-running it moves the count", 1.0
        symptom = type("Symptom", (), {"describe": lambda self: "one more arith op"})()

    from cute_ir.blame import plan

    blamed: list[str] = []
    monkeypatch.setattr(plan, "blame", lambda before, after, **_: blamed.append(Path(after.root).name) or Proven())
    with_blame = CliRunner().invoke(main, [*SWEEP, "-o", str(out), "--json", "--blame", "60", "--blame-groups", "1"])
    assert with_blame.exit_code == 0, with_blame.output
    (group, *_) = json.loads(with_blame.stdout)["groups"].values()
    assert blamed == [group["representative"]] and group["blame"]["verified"] is True
    assert group["blame"]["cause"] == "005-cute-expand-ops (re-running it moves the count)"
    kept = CliRunner().invoke(main, ["sweep", "--report-only", "-o", str(out), "--json", "--blame", "60",
                                     "--blame-groups", "1"])
    assert blamed == [group["representative"]], "the kept outcome is reported, not blamed again"
    assert next(iter(json.loads(kept.stdout)["groups"].values()))["blame"]["verified"] is True


def test_report_only_prints_an_unfinished_runs_report_and_refuses_another_runs_options(tmp_path, monkeypatch):
    job = OperatorJob(tuple(SPECS), 60, False, pythons=dict.fromkeys(SPECS))
    monkeypatch.setattr(capture_module, "perform_capture", FakeCaptures(stop_at=13))
    with pytest.raises(Interrupted):
        _run(tmp_path).execute(LocalExecutor(1, {}), job)  # six of ten landed
    out = tmp_path / "run"
    _nothing_may_run(monkeypatch)

    shown = CliRunner().invoke(main, ["sweep", "--report-only", "-o", str(out), "--json"])
    assert shown.exit_code == 0, shown.output
    report = json.loads(shown.stdout)
    assert (report["complete"], report["done"], report["pending"], report["failed"]) == (False, 6, 4, 0)
    assert report["changed"] == 3 and report["unchanged"] == 3, "op1, op3, op5 changed; not yet run is not failed"
    assert not (out / "catalogue.json").exists(), "--report-only writes nothing into the folder"
    text = CliRunner().invoke(main, ["sweep", "--report-only", "-o", str(out), "--markdown"]).stdout
    assert "**Incomplete**: 6 of 10 operators done, 4 still to run" in text

    same = CliRunner().invoke(main, ["sweep", "--report-only", "--releases", "4.8.0,4.8.1", "-o", str(out)])
    assert same.exit_code == 0 and "3 of 6 operators changed" in same.stdout and "4 still to run" in same.stdout
    other = CliRunner().invoke(main, ["sweep", "--report-only", "--releases", "4.5.3,4.8.1", "-o", str(out)])
    assert other.exit_code == ExitCode.BAD_INPUT and "holds another catalogue run" in other.output
    (tmp_path / "empty").mkdir()
    nothing = CliRunner().invoke(main, ["sweep", "--report-only", "-o", str(tmp_path / "empty")])
    assert nothing.exit_code == ExitCode.BAD_INPUT and "not a catalogue run's folder" in nothing.output
    ray = CliRunner().invoke(main, ["sweep", "--report-only", "--ray", "auto", "-o", str(out)])
    assert ray.exit_code == ExitCode.USAGE and "captures nothing" in ray.output
    size = CliRunner().invoke(main, [*SWEEP, "--trace-budget", "lots", "-o", str(tmp_path / "new")])
    assert size.exit_code == ExitCode.USAGE and "'lots' is not a size" in size.output
    missing = CliRunner().invoke(main, ["sweep", "--sample", "3", "-o", str(out)])
    assert missing.exit_code == ExitCode.USAGE and "Missing option '--releases'" in missing.output


def test_a_journal_line_not_shaped_as_facts_is_refused_not_a_traceback(tmp_path):
    run = _run(tmp_path)
    run.prepare()
    (run.out / JOURNAL).write_text(json.dumps({"kernel": "op0", "releases": {"4.8.0": {"ok": True, "resources": 3}},
                                               "changes": {}}) + "\n")
    result = CliRunner().invoke(main, ["sweep", "--report-only", "-o", str(run.out)])
    assert result.exit_code == ExitCode.BAD_INPUT and "the facts of 'op0' are malformed (resources)" in result.output


# ---- the report: grouped by design dimension, kinds of change, nothing changed ---------------------


def _facts(name: str, *, registers: tuple[int, int] = (64, 64), classes: dict | None = None, ptx: bool = False,
           failed: str = "", traces: bool = True, culprit: str = "") -> dict:
    """An operator's journal line as a run writes it (4.8.0 against 4.8.1)."""
    deltas = {"registers": list(registers)} if registers[0] != registers[1] else {}
    differs = bool(deltas or classes or ptx)
    releases = {spec: {"ok": not (failed and spec == "4.8.1"), "error": failed if spec == "4.8.1" else "",
                       "exit_code": 4 if failed and spec == "4.8.1" else 0,
                       "resources": {"registers": registers[index]}} for index, spec in enumerate(SPECS)}
    changes = {} if failed else {"4.8.1": {
        "against": "4.8.0", "differs": differs, "culprit": culprit, "input_differs": False, "ptx_differs": ptx,
        "sass_differs": differs, "resource_deltas": deltas, "class_deltas": classes or {}}}
    facts = {"kernel": name, "arch": "sm_100a", "releases": releases, "changes": changes, "changed": differs,
             "seconds": 12.0}
    if differs and traces:
        facts["traces"] = {spec: f"traces/{spec}/{name}" for spec in SPECS}
    return facts


def _constructed(tmp_path: Path, facts: list[dict], points: dict[str, dict[str, str]]) -> CatalogueRun:
    names = [f["kernel"] for f in facts]
    run = CatalogueRun(tmp_path / "run", SPECS, names, points, dict.fromkeys(names, "sm_100a"),
                       {"filter": {"target": "100a"}, "sample": len(names)})
    run.prepare()
    (run.out / JOURNAL).write_text("".join(json.dumps(f) + "\n" for f in facts))
    return run


def _point(cls: str, cta: str = "1", scale: str = "none") -> dict[str, str]:
    return {"class": cls, "dtypes": "a=bf16,b=bf16", "cta": cta, "cluster": "1x1x1", "epilogue_kind": "plain",
            "scale_format": scale, "target": "100a"}


def test_the_report_groups_changes_by_design_dimension_with_their_kinds_largest_first(tmp_path):
    facts = [_facts("dense|2cta\nx", registers=(128, 168), classes={"FFMA": [100, 140]}, ptx=True,
                    culprit="021-convert-cute-to-core (cute-to-core, largest-jump; unverified)"),
             _facts("dense_small", registers=(128, 130), traces=False),
             _facts("dense_same"),
             _facts("scaled_a", classes={"HMMA": [16, 12]}),
             _facts("scaled_b"),
             _facts("fp6", failed="Float6 operands cannot be described by fake tensors"),
             _facts("fp6_too", failed="Float6 operands cannot be described by fake tensors")]
    points = {"dense|2cta\nx": _point("Dense", "2"), "dense_small": _point("Dense", "2"),
              "dense_same": _point("Dense"), "scaled_a": _point("BlockScaled", scale="mxf8"),
              "scaled_b": _point("BlockScaled", scale="mxf8"), "fp6": _point("BlockScaled", scale="mxf6"),
              "fp6_too": _point("BlockScaled", scale="mxf6")}
    run = _constructed(tmp_path, facts, points)
    report = build_report(*load_run(run.out))
    assert (report["changed"], report["unchanged"], report["failed"], report["complete"]) == (3, 2, 2, True)
    cta = report["by_dimension"]["cta"]
    assert (cta["2"]["operators"], cta["2"]["changed"]) == (2, 2) and cta["1"]["changed"] == 1
    assert cta["2"]["kinds"] == {"registers up": 2, "SASS FFMA up": 1, "PTX differs": 1, "PTX identical": 1,
                                 "SASS differs": 2}
    assert report["by_dimension"]["scale_format"]["mxf8"]["kinds"]["SASS HMMA down"] == 1
    assert [entry["kernel"] for entry in report["largest"]] == ["dense|2cta\nx", "scaled_a", "dense_small"]
    dense = next(group for key, group in report["groups"].items() if "cta=2" in key)
    assert dense["operators"] == 2 and dense["representative"] == "dense|2cta\nx"
    assert dense["suspect"].startswith("021-convert-cute-to-core")
    assert dense["blame"] == {"verified": False, "cause": "not tested by experiment (see --blame and --blame-groups)"}
    assert report["failures"] == [{"error": "Float6 operands cannot be described by fake tensors", "exit_code": 4,
                                   "operators": 2, "examples": ["fp6", "fp6_too"]}]

    text = report_markdown(report)
    assert "**3 of the 5 operators compiled under every release lower differently**, 2 identically." in text
    assert "### By scale_format" in text and "### Largest changes" in text and "### By target" not in text
    assert "The same for every operator: dtypes=a=bf16,b=bf16, cluster=1x1x1, epilogue_kind=plain, target=100a." in text
    assert "| dense\\|2cta x | 4.8.0->4.8.1: registers 128->168; SASS FFMA 100->140; PTX differs |" in text
    assert all(line.count(" | ") + 2 == line.count("|") - line.count("\\|") for line in text.splitlines()
               if line.startswith("| dense")), "an operator's name breaks no table row"
    assert "| 2 | 4 | Float6 operands cannot be described by fake tensors | fp6, fp6_too |" in text


def test_a_representative_is_one_whose_traces_were_kept_and_a_verified_cause_comes_from_blame(tmp_path):
    facts = [_facts("big", registers=(64, 200), traces=False), _facts("small", registers=(64, 66))]
    run = _constructed(tmp_path, facts, {"big": _point("Dense"), "small": _point("Dense")})
    blamed = {"small": {"verified": True, "status": "verified", "cause": "cute-to-core (re-run proved it)"}}
    (group,) = build_report(run, read_journal(run.out / JOURNAL, {"big", "small"}), blamed)["groups"].values()
    assert group["representative"] == "small", "blame needs the traces: the largest change with them"
    assert "verified: cute-to-core (re-run proved it)" in report_markdown(build_report(run, read_journal(
        run.out / JOURNAL, {"big", "small"}), blamed))
    only = _constructed(tmp_path / "other", [_facts("big", registers=(64, 200), traces=False)],
                        {"big": _point("Dense")})
    (group,) = build_report(only, read_journal(only.out / JOURNAL, {"big"}))["groups"].values()
    assert group["blame"] == {"verified": False, "cause": "not tested: its traces were not kept"}


def test_a_representative_blamed_before_is_not_blamed_again(tmp_path, monkeypatch):
    from cute_ir.blame import plan
    from cute_ir.sweep.catalogue import blame_representatives

    def refused(*args: object, **kwargs: object) -> None:
        raise AssertionError("blamed again")

    monkeypatch.setattr(plan, "blame", refused)
    run = _constructed(tmp_path, [_facts("one", registers=(64, 96))], {"one": _point("Dense")})
    facts = read_journal(run.out / JOURNAL, {"one"})
    report = build_report(run, facts)
    verified = {"one": {"verified": True, "cause": "x", "budget_s": 10}}
    assert blame_representatives(run, facts, report, 600, 5, verified, print) == {}
    searched = {"one": {"verified": False, "cause": "inconclusive", "budget_s": 600}}
    assert blame_representatives(run, facts, report, 300, 5, searched, print) == {}


def test_nothing_changed_reads_as_the_answer_with_what_was_covered(tmp_path):
    facts = [_facts("a"), _facts("b"), _facts("c", failed="Int4 operands cannot be described")]
    run = _constructed(tmp_path, facts, {"a": _point("Dense"), "b": _point("EFC"), "c": _point("Dense")})
    text = report_markdown(build_report(run, read_journal(run.out / JOURNAL, {"a", "b", "c"})))
    assert "**No operator lowers differently**: the 2 operators compiled under every release" in text
    assert "- class: Dense (2), EFC (1)" in text
    assert "Largest changes" not in text and "By design point" not in text, "no empty tables"
    assert "1 could not be compiled under some release" in text and "Int4 operands" in text


# ---- bounded disk: the changed operators' traces, up to the trace budget ---------------------------


def test_the_trace_budget_bounds_the_traces_kept_and_the_facts_stay(tmp_path, monkeypatch):
    job = OperatorJob(tuple(SPECS), 60, False, pythons=dict.fromkeys(SPECS))
    monkeypatch.setattr(capture_module, "perform_capture", FakeCaptures())
    run = replace(_run(tmp_path), trace_budget=0)
    facts, complete = run.execute(LocalExecutor(1, {}), job)
    assert complete and not (run.out / TRACES).exists() and not (run.out / OBJECTS).exists()
    dropped = [name for name in OPERATORS if facts[name].get("traces_dropped")]
    assert dropped == ["op1", "op3", "op5", "op7", "op9"], "only the changed operators had traces to keep"
    report = build_report(run, facts)
    assert report["changed"] == 5 and report["traces_dropped"] == 5
    assert all(group["blame"]["cause"].startswith("not tested: its traces were not kept (over the trace budget")
               for group in report["groups"].values())
    assert "5 changed operators' traces were not kept" in report_markdown(report)

    one = FakeCaptures()
    monkeypatch.setattr(capture_module, "perform_capture", one)
    sized = CatalogueRun(tmp_path / "sized", SPECS, ["op1"], POINTS, {"op1": "sm_90a"}, {})
    sized.execute(LocalExecutor(1, {}), job)
    size = sum(p.stat().st_size for p in (sized.out / OBJECTS).rglob("*") if p.is_file())
    budgeted = replace(_run(tmp_path / "budget"), trace_budget=int(2.5 * size))
    facts, _ = budgeted.execute(LocalExecutor(1, {}), job)
    kept = [name for name in OPERATORS if facts[name].get("traces")]
    assert 1 <= len(kept) < 5 and all(len(facts[name]["traces"]) == 2 for name in kept), "all or none per operator"
    stored = sum(p.stat().st_size for p in (budgeted.out / OBJECTS).rglob("*") if p.is_file())
    assert stored <= 2.5 * size


# ---- two runs compared operator by operator (bench/catalogue_compare.py) ---------------------------


def test_two_runs_compare_by_what_was_found_not_where_or_when(tmp_path):
    from cute_ir.sweep.compare_runs import compare_runs

    points = {name: _point("Dense") for name in ("a", "b", "c")}
    ours = _constructed(tmp_path / "local", [_facts("a", registers=(64, 80)), _facts("b"), _facts("c")], points)
    moved = [_facts("a", registers=(64, 80)), _facts("b", registers=(64, 66)), _facts("c")]
    moved[0].update(seconds=99.0, traces={"4.8.0": "elsewhere", "4.8.1": "elsewhere"}, bytes_landed=5)
    moved[2]["releases"]["4.8.1"]["error"] = "a message naming /tmp/cute-ir-node-1234"
    theirs = _constructed(tmp_path / "ray", moved, points)
    comparison = compare_runs(ours.out, theirs.out)
    assert list(comparison.differences) == ["b"], "times, trace paths and error texts are where and when"
    assert comparison.differences["b"] == [
        "changed: False vs True", "changes.4.8.1.differs: False vs True",
        "changes.4.8.1.resource_deltas.registers: absent vs [64, 66]",
        "changes.4.8.1.sass_differs: False vs True", "releases.4.8.1.resources.registers: 64 vs 66"]
    assert compare_runs(ours.out, theirs.out, first=1).equal

    short = _constructed(tmp_path / "short", [_facts("a", registers=(64, 80))], {"a": _point("Dense")})
    assert compare_runs(ours.out, short.out).missing == {"b": "B", "c": "B"}


def test_the_compare_script_exits_1_naming_the_operators_and_fields_that_differ(tmp_path):
    import subprocess
    import sys

    script = Path(__file__).parent.parent / "bench" / "catalogue_compare.py"
    points = {"a": _point("Dense"), "b": _point("EFC")}
    ours = _constructed(tmp_path / "a", [_facts("a"), _facts("b")], points)
    theirs = _constructed(tmp_path / "b", [_facts("a"), _facts("b", classes={"FFMA": [1, 2]})], points)

    def compare(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, str(script), *args], capture_output=True, text=True, timeout=120)

    differs = compare(str(ours.out), str(theirs.out))
    assert differs.returncode == 1, differs.stderr
    assert "differs: b\n" in differs.stdout and "changes.4.8.1.class_deltas.FFMA: absent vs [1, 2]" in differs.stdout
    assert differs.stdout.rstrip().endswith("1 of 2 operators equal, 1 differ, 0 missing")
    same = compare(str(ours.out), str(ours.out), "--first", "2", "--json")
    assert same.returncode == 0 and json.loads(same.stdout)["equal"] is True
    nothing = compare(str(ours.out), str(tmp_path))
    assert nothing.returncode == ExitCode.BAD_INPUT and "not a catalogue run's folder" in nothing.stderr


# ---- the viewer's grid page of a run folder -------------------------------------------------------


def test_view_of_a_run_folder_writes_a_grid_page_whose_names_are_data_not_markup(tmp_path):
    from cute_ir.passes_view.catalogue import catalogue_page_data

    hostile = "</script><img src=x onerror=alert(1)>\x1b[31m"
    facts = [_facts(hostile, registers=(64, 80)), _facts("plain"),
             _facts("fp6", failed="Float6 <operands> & fake tensors")]
    points = {hostile: _point("<b>Dense</b>"), "plain": _point("<b>Dense</b>"), "fp6": _point("BlockScaled")}
    run = _constructed(tmp_path, facts, points)
    run.operators.append("still_to_run")
    run.points["still_to_run"] = _point("BlockScaled")
    (run.out / "catalogue-plan.json").write_text(json.dumps(run.plan()))
    (run.out / "catalogue-points.json").write_text(json.dumps(run.points))

    page_file = tmp_path / "grid.html"
    result = CliRunner().invoke(main, ["view", str(run.out), "-o", str(page_file), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["pages"][0]["operators"] == 4
    page = page_file.read_text()
    assert "<img" not in page and "<b>" not in page and "\x1b" not in page
    assert page.count("</script>") == 2, "no name ends the data block"
    assert page.count("<title>What changed from 4.8.0 to 4.8.1 — cute-ir catalogue</title>") == 1
    assert "<h1>What changed from 4.8.0 to 4.8.1 — cute-ir catalogue</h1>" in page and "{{" not in page
    embedded = page.split('<script type="application/json" id="data">', 1)[1].split("</script>", 1)[0]
    data = json.loads(embedded)
    assert data == json.loads(json.dumps(catalogue_page_data(*load_run(run.out))))
    statuses = {op[0]: (op[2], op[3]) for op in data["operators"]}
    assert statuses[hostile] == ("changed", "4.8.0->4.8.1: registers 64->80; PTX identical")
    assert statuses["plain"][0] == "same" and statuses["still_to_run"] == ("pending", "")
    assert statuses["fp6"] == ("failed", "not compiled under 4.8.1: Float6 <operands> & fake tensors")
    assert data["dimensions"][:3] == ["class", "dtypes", "cta"]
    assert data["points"][data["operators"][0][1]][0] == "<b>Dense</b>", "drawn as text by the page's script"
    assert data["summary"]["complete"] is False and data["summary"]["pending"] == 1

    shown = CliRunner().invoke(main, ["view", str(run.out), "-o", str(tmp_path / "again.html")])
    assert shown.exit_code == 0 and "4 operators of" in shown.stdout
    tui = CliRunner().invoke(main, ["view", str(run.out), "--tui"])
    assert tui.exit_code == ExitCode.USAGE and "--report-only" in tui.output


def test_the_grid_pages_script_draws_cells_coloured_by_change_and_lists_a_cells_operators(tmp_path):
    """catalogue.js run by node against a minimal DOM: rows x columns of two varied dimensions, a
    cell's text changed/compiled, its operators listed when opened; names only ever as text."""
    import shutil
    import subprocess

    from cute_ir.passes_view.catalogue import build_catalogue_page

    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    facts = [_facts("d1", registers=(64, 80)), _facts("d2"), _facts("s1", classes={"HMMA": [8, 4]}), _facts("s2"),
             _facts("s3", failed="Float6")]
    points = {"d1": _point("Dense", "2"), "d2": _point("Dense", "1"), "s1": _point("Scaled", "1"),
              "s2": _point("Scaled", "1"), "s3": _point("Scaled", "2")}
    page = build_catalogue_page(*load_run(_constructed(tmp_path, facts, points).out))
    data = page.split('<script type="application/json" id="data">', 1)[1].split("</script>", 1)[0]
    script = page.split("<script>", 1)[1].split("</script>", 1)[0]
    assert "innerHTML" not in script and "insertAdjacentHTML" not in script
    harness = r"""
class Node {
  constructor(tag) { this.tag = tag; this.children = []; this.textContent = ""; this.className = "";
    this.style = {}; this.listeners = {}; this.value = ""; const n = this;
    this.classList = { add: (c) => { n.className += " " + c; }, remove: () => {} }; }
  append(...nodes) { this.children.push(...nodes); }
  replaceChildren(...nodes) { this.children = nodes; }
  addEventListener(kind, f) { this.listeners[kind] = f; }
}
const nodes = {}; ["summary", "rows", "columns", "grid", "cell"].forEach((id) => { nodes[id] = new Node(id); });
nodes.data = { textContent: DATA_TEXT };
global.document = { getElementById: (id) => nodes[id], createElement: (tag) => new Node(tag),
  querySelectorAll: () => [] };
global.Option = class { constructor(text, value) { this.text = text; this.value = value; } };
SCRIPT
const grid = nodes.grid.children.map((tr) => tr.children.map((cell) => cell.textContent));
const denseOne = nodes.grid.children[1].children[1];
denseOne.listeners.click();
const listed = nodes.cell.children[1].children.slice(1).map((tr) => tr.children.map((td) => td.textContent));
console.log(JSON.stringify({ summary: nodes.summary.textContent, grid, colour: denseOne.style.background,
  rows: nodes.rows.value, columns: nodes.columns.value, listed }));
""".replace("DATA_TEXT", json.dumps(data)).replace("SCRIPT", script)
    done = subprocess.run([node, "-e", harness], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    drawn = json.loads(done.stdout)
    assert drawn["summary"].startswith("2 of 4 operators compiled under every release (4.8.0, 4.8.1) lower "
                                       "differently; 1 failed")
    assert (drawn["rows"], drawn["columns"]) == ("0", "2"), "class by cta: the first two dimensions that vary"
    assert drawn["grid"] == [["class \\ cta", "1", "2"], ["Dense", "0/1", "1/1"], ["Scaled", "1/2", "failed"]]
    assert drawn["colour"] == "var(--none)"
    assert drawn["listed"] == [["d2", "same", ""]]


def test_a_cell_of_kinds_names_resources_and_ptx_first_and_counts_the_sass_classes_past_five(tmp_path):
    classes = {name: [10, 20] for name in ("FFMA", "HMMA", "IADD3", "IMAD", "ISETP", "LDG", "STG")}
    run = _constructed(tmp_path, [_facts("many", registers=(64, 72), classes=classes)], {"many": _point("Dense")})
    text = report_markdown(build_report(*load_run(run.out)))
    assert ("| 1 | PTX identical (1), SASS differs (1), registers up (1), SASS FFMA up (1), SASS HMMA up (1), "
            "SASS IADD3 up (1), SASS IMAD up (1), SASS ISETP up (1), 2 more SASS classes moved | many |") in text
