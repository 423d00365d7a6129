"""Causes proven by experiment (`cute-ir blame`, cute_ir.blame): delta debugging, the experimenting process
under a trace's own release, and the diff naming a cause verified only where an experiment proved it."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest

from cute_ir.blame.ddmin import OutOfTime, ddmin
from cute_ir.capture.pipeline import parse_expanded
from cute_ir.trace.blame import FAILED, GONE, OTHER, PRESENT, BlameResult, Experiment, Symptom, result_key, save_result


def test_ddmin_finds_the_one_minimal_set_in_few_experiments():
    """Two passes together cause it (removing either alone is not enough): both are named, nothing more,
    in far fewer experiments than the 2^20 subsets."""
    tried = []

    def gone(removed):
        tried.append(removed)
        return {3, 7} <= set(removed)

    search = ddmin(list(range(20)), gone)
    assert search.found == (3, 7) and search.minimal
    assert search.tests == len(set(map(frozenset, tried))) < 40


def test_ddmin_finds_a_cause_when_removing_every_candidate_breaks_the_pipeline():
    """Removing more than four passes leaves no lowering (the pipeline fails, not "gone"): the search still
    splits down to the one pass whose removal makes the symptom go."""
    search = ddmin(list(range(20)), lambda removed: len(removed) <= 4 and 5 in removed)
    assert search.found == (5,) and search.minimal


def test_ddmin_says_when_no_set_works_and_keeps_the_best_set_when_time_runs_out():
    assert ddmin(["a", "b", "c"], lambda removed: False).found == ()
    calls = []

    def gone(removed):
        calls.append(removed)
        if len(calls) > 2:
            raise OutOfTime
        return "x" in removed

    search = ddmin(["x", "y", "z", "w"], gone)
    assert search.found == ("x", "y") and not search.minimal, "the smallest set that worked, not shown minimal"


def test_an_experiments_outcome_is_judged_against_both_sides_values():
    stack = Symptom("k", metric="stack_bytes", a_value=0, b_value=16)
    assert [stack.outcome(v) for v in (16, 0, 8, None)] == [PRESENT, GONE, OTHER, FAILED]
    assert [stack.outcome(v, "A") for v in (0, 16)] == [PRESENT, GONE], "A's pipeline: A's value is the present one"
    assert stack.change("B") == "the 16 B stack frame disappears"
    assert Symptom("k", metric="registers", a_value=42, b_value=40).change("B") == "registers goes from B's 40 to A's 42"


def test_a_stored_result_belongs_to_its_pair_only(tmp_path):
    """A result is found for the pair it was made for, and not once A is captured again (its manifest changed)."""
    from test_diff import PIPELINE, chain, make_trace, module

    from cute_ir.trace.blame import results_for

    ir = module(chain(4))
    a = make_trace(tmp_path / "a", ir, [ir] * len(PIPELINE))
    b = make_trace(tmp_path / "b", ir, [ir] * len(PIPELINE))
    symptom = Symptom("kernel_add_0", metric="stack_bytes", a_value=0, b_value=16)
    result = BlameResult(str(a.root), str(b.root), "4.8.1 cu12", "4.8.1 cu12", result_key(a, b, symptom), symptom,
                         "verified", cause=("004-cse",), verdict="without 004-cse in B's pipeline, ...",
                         experiments=[Experiment("without", ("004-cse",), GONE, 0, 0.1)])
    save_result(b, result)
    (found,) = results_for(a, b)
    assert found.cause == ("004-cse",) and found.proof().removed == ("004-cse",)
    manifest = Path(a.root) / "manifest.json"
    manifest.write_text(manifest.read_text().replace('"4.8.1"', '"4.8.0"'))
    from cute_ir.trace import load_trace

    assert results_for(load_trace(a.root), b) == []


def test_the_diff_names_a_verified_cause_with_the_experiment_that_proved_it(tmp_path):
    """Screen 1, --json and the heuristic's own line: the stored experiment is the only source of "verified"."""
    from test_diff import PIPELINE, chain, make_trace, module

    from cute_ir.diff import diff_traces
    from cute_ir.diff.report import render_text

    plain, changed = module(chain(6)), module(chain(6, extra_at=2))
    a = make_trace(tmp_path / "a", plain, [plain] * len(PIPELINE))
    b = make_trace(tmp_path / "b", plain, [plain, changed, changed, changed, changed, changed])
    before = render_text(diff_traces(a, b)).split("passes (")[0]
    assert "cause, verified" not in before and "suspect (unverified" in before
    symptom = Symptom("kernel_add_0", metric="stack_bytes", a_value=0, b_value=16)
    save_result(b, BlameResult(
        str(a.root), str(b.root), "4.8.1 cu12", "4.8.1 cu12", result_key(a, b, symptom), symptom, "verified",
        cause=("002-cute-expand-ops",), verdict="without 002-cute-expand-ops in B's pipeline, the 16 B stack frame "
        "disappears", experiments=[Experiment("control", (), PRESENT, 16, 0.2),
                                   Experiment("without", ("002-cute-expand-ops",), GONE, 0, 0.3)], seconds=1.5))
    result = diff_traces(a, b)
    text = render_text(result).split("passes (")[0]
    assert ("cause, verified by experiment: without 002-cute-expand-ops in B's pipeline, the 16 B stack frame "
            "disappears") in text
    assert "proved by: B's pipeline without 002-cute-expand-ops under DSL 4.8.1 cu12 gives 0" in text
    assert "suspect of the heuristic, confirmed by the experiment above: 002-cute-expand-ops" in text
    (stored,) = result.to_json()["experiments"]
    assert stored["status"] == "verified" and stored["cause"] == ["002-cute-expand-ops"]
    from test_viewer import page_index

    from cute_ir.passes_view import build_comparison_page

    verdict = page_index(build_comparison_page(a, b))["verdict"]
    assert "cause, verified by experiment: without 002-cute-expand-ops in B's pipeline" in verdict


def test_the_diff_names_the_blamed_kernel_whole(tmp_path):
    """Issue 36 F5, in diff: a kernel's symbol is what a CI log is grepped for, so it is never cut."""
    from test_diff import PIPELINE, chain, make_trace, module

    from cute_ir.diff import diff_traces
    from cute_ir.diff.report import render_text

    plain, changed = module(chain(6)), module(chain(6, extra_at=2))
    a = make_trace(tmp_path / "a", plain, [plain] * len(PIPELINE))
    b = make_trace(tmp_path / "b", plain, [plain, changed, changed, changed, changed, changed])
    kernel = "kernel_cutlass_axpy_relu_rows_tensorptrf32gmemo32256132_tensorptrf32gmemo32256132_" + "x" * 40 + "_0"
    symptom = Symptom(kernel, metric="stack_bytes", a_value=0, b_value=16)
    save_result(b, BlameResult(str(a.root), str(b.root), "4.8.1 cu12", "4.8.1 cu12", result_key(a, b, symptom),
                               symptom, "unverified", verdict="no cause proven",
                               experiments=[Experiment("control", (), PRESENT, 16, 0.2)], seconds=0.2))
    assert f"in {kernel}" in render_text(diff_traces(a, b))


def _spike_pair(tmp_path):
    """B's expand-ops adds a block canonicalize removes again (a spike); B's convert-to-llvm adds a line that stays."""
    from test_diff import PIPELINE, chain, make_trace, module
    from test_diff_effects import unrolled

    plain, spiked, lasting = module(chain(6)), module(unrolled(6)), module(chain(6, extra_at=2))
    a = make_trace(tmp_path / "a", plain, [plain] * len(PIPELINE))
    b = make_trace(tmp_path / "b", plain, [plain, spiked, plain, plain, lasting, lasting])
    return a, b


def test_a_spike_the_symptom_survives_is_ruled_out_by_experiment_on_screen_1_json_and_page(tmp_path):
    """The cause proven (without 005-convert-to-llvm the frame goes) and the spike tested: B's pipeline without
    002-cute-expand-ops still gives B's 16. Screen 1 says both; an untested or failed removal is never called
    ruled out."""
    from cute_ir.diff import diff_traces
    from cute_ir.diff.report import render_text

    a, b = _spike_pair(tmp_path)
    symptom = Symptom("kernel_add_0", metric="stack_bytes", a_value=0, b_value=16)
    proof = Experiment("without", ("005-convert-to-llvm",), GONE, 0, 0.3)
    spike_removed = Experiment("without", ("002-cute-expand-ops",), PRESENT, 16, 0.4)

    def stored(*experiments):
        save_result(b, BlameResult(
            str(a.root), str(b.root), "4.8.1 cu12", "4.8.1 cu12", result_key(a, b, symptom), symptom, "verified",
            cause=("005-convert-to-llvm",), verdict="without 005-convert-to-llvm in B's pipeline, the 16 B stack "
            "frame disappears", experiments=[Experiment("control", (), PRESENT, 16, 0.2), *experiments], seconds=1.5))
        return diff_traces(a, b)

    text = render_text(stored(proof, spike_removed)).split("passes (")[0]
    assert "cause, verified by experiment: without 005-convert-to-llvm in B's pipeline" in text
    spike = text.split("not blamed: 002-cute-expand-ops [cute-expand-ops] raised the difference 0 -> 18 lines, and "
                       "003-canonicalize undid it\n")[1].splitlines()[0]
    assert spike == ("      ruled out by experiment: B's pipeline without 002-cute-expand-ops still gives B's 16 "
                     "(stack bytes; 0.4 s)")
    result = stored(proof, spike_removed)
    tests = {(t["role"], t["label"]): t for t in result.to_json()["suspect_tests"]}
    spiked = tests["spike", "002-cute-expand-ops"]
    assert spiked["ruled_out"] and (spiked["side"], spiked["outcome"], spiked["value"]) == ("B", PRESENT, 16)
    assert not tests["suspect", "005-convert-to-llvm"]["ruled_out"], "the proven cause"
    from test_viewer import page_index

    from cute_ir.passes_view import build_comparison_page

    verdict = page_index(build_comparison_page(a, b))["verdict"]
    assert "ruled out by experiment: B's pipeline without 002-cute-expand-ops still gives B's 16" in verdict

    untested = render_text(stored(proof)).split("passes (")[0]
    assert "ruled out" not in untested and "not tested: no experiment left it out or neutralised it alone" in untested
    save_result(b, BlameResult(
        str(a.root), str(b.root), "4.8.1 cu12", "4.8.1 cu12", result_key(a, b, symptom), symptom, "verified",
        cause=("005-convert-to-llvm",), verdict="...", untouchable=("B:002-cute-expand-ops",),
        experiments=[Experiment("control", (), PRESENT, 16, 0.2), proof]))
    unregistered = render_text(diff_traces(a, b)).split("passes (")[0]
    assert ("not tested: B's 002-cute-expand-ops is not registered in the DSL's Python pass registry: no "
            "experiment can run or remove it") in unregistered
    removal_failed = Experiment("without", ("002-cute-expand-ops",), FAILED, None, 0.1,
                                "failed to legalize operation 'cute.copy'")
    failed = render_text(stored(proof, removal_failed)).split("passes (")[0]
    assert "ruled out by" not in failed
    assert ("not ruled out: B's pipeline without 002-cute-expand-ops fails (failed to legalize operation "
            "'cute.copy')") in failed
    neutralised = Experiment("other-options", (), PRESENT, 16, 0.5, pass_label="002-cute-expand-ops",
                             options="{enable-assertions=false}")
    text = render_text(stored(proof, removal_failed, neutralised)).split("passes (")[0]
    assert ("ruled out by experiment: B's pipeline with 002-cute-expand-ops run with A's options "
            "{enable-assertions=false} still gives B's 16 (stack bytes; 0.5 s)") in text


def test_an_untested_pass_says_why_no_experiment_could_test_it():
    """A pass after the binary pass cannot change the cubin an experiment measures; an unregistered one cannot be
    run: the report says which, not merely "not tested"."""
    from cute_ir.diff.compare import Comparison, DiffStatus, _tested

    symptom = Symptom("k", metric="registers", a_value=34, b_value=42)
    result = BlameResult("a", "b", "4.5.3 cu12", "4.7.1 cu12", "key", symptom, "unverified",
                         untouchable=("B:031-expand-strided-metadata",),
                         experiments=[Experiment("control", (), PRESENT, 42)])
    host = _tested("host", "spike", Comparison("host", "046-convert-to-llvm", None, DiffStatus.ONLY_IN_A), [result])
    assert not host.outcome and host.detail == "it runs after the binary pass, whose cubin every experiment measures"
    strided = _tested("host", "spike", Comparison("to-llvm", None, "031-expand-strided-metadata", DiffStatus.ONLY_IN_B),
                      [result])
    assert strided.detail.startswith("B's 031-expand-strided-metadata is not registered")
    assert _tested("k", "suspect", Comparison("to-llvm", "9-x", "9-x", DiffStatus.CHANGED), [result]).detail == ""


def test_the_passes_the_heuristic_points_at_are_each_left_out_alone_once(tmp_path):
    """The spike and the suspect of B's kernel are the passes to rule out (A's pipeline has neither); the runner
    leaves out alone only those no experiment left out alone yet, and stops when the budget is spent."""
    from cute_ir.blame.plan import pointed_at
    from cute_ir.blame.runner import _rule_out
    from cute_ir.diff import diff_traces

    a, b = _spike_pair(tmp_path)
    diff = diff_traces(a, b)
    assert pointed_at(diff, "B") == ["002-cute-expand-ops", "005-convert-to-llvm"]
    assert pointed_at(diff, "A") == [], "A's passes changed nothing"

    class Lab:
        def __init__(self, log, runs=10, outcome=PRESENT):
            self.log, self.ran, self.runs, self.outcome = log, [], runs, outcome

        def run(self, intervention, removed=(), options=None):
            if len(self.ran) == self.runs:
                raise OutOfTime
            self.ran.append(options or removed)
            label, changed = options or ("", "")
            experiment = Experiment(intervention, removed, self.outcome, None, pass_label=label, options=changed)
            self.log.append(experiment)
            return experiment

    lab = Lab([Experiment("without", ("005-convert-to-llvm",), GONE, 0),
               Experiment("without", ("002-cute-expand-ops", "003-canonicalize"), PRESENT, 16)])
    _rule_out(lab, pointed_at(diff, "B"), [])
    assert lab.ran == [("002-cute-expand-ops",)], "removed in a set is not removed alone; removed alone is not again"
    short = Lab([], runs=1)
    _rule_out(short, ["002-cute-expand-ops", "005-convert-to-llvm"], [])
    assert short.ran == [("002-cute-expand-ops",)]
    needed = Lab([], outcome=FAILED)
    _rule_out(needed, ["002-cute-expand-ops", "005-convert-to-llvm"], [["002-cute-expand-ops", "{x=1}"]])
    assert needed.ran == [("002-cute-expand-ops",), ("002-cute-expand-ops", "{x=1}"), ("005-convert-to-llvm",)], \
        "a pass the pipeline needs is neutralised with the other side's options, where they differ"

    # a pointed-at pass ddmin never tried (a suspect of another function) whose removal alone gives A's value
    # is a proof like ddmin's: where nothing else was proven, it becomes the verified cause
    from cute_ir.blame.runner import _promote

    proving = Lab([], outcome=GONE)
    proving.symptom = Symptom("kernel_add_0", metric="stack_bytes", a_value=0, b_value=16)
    proof = _rule_out(proving, ["005-convert-to-llvm"], [])
    assert proof is not None and proof.removed == ("005-convert-to-llvm",)
    found = {"status": "unverified", "verdict": "nothing"}
    _promote(found, proof, proving)
    assert (found["status"], found["cause"]) == ("verified", ["005-convert-to-llvm"])
    assert found["verdict"] == "without 005-convert-to-llvm in B's pipeline, the 16 B stack frame disappears"
    already = {"status": "input", "verdict": "the input"}
    _promote(already, proof, proving)
    assert already["status"] == "input", "a proof already made stands"


# ---- the experimenting process as a child: a typed request in, a typed outcome back -----------------------

def test_the_experiment_request_and_the_sides_outcome_go_through_json_typed(tmp_path):
    from cute_ir.blame.runner import ExperimentRequest, SideOutcome

    symptom = Symptom("k", metric="stack_bytes", a_value=0, b_value=16)
    request = ExperimentRequest(trace="b", symptom=symptom, kernel_function="k", kernel_index=0, candidates=["003-x"],
                                budget_s=60, moves=[["005-y", "", ""]], report=str(tmp_path / "report.json"))
    request.to_file(tmp_path / "request.json")
    assert ExperimentRequest.from_file(tmp_path / "request.json") == request
    proof = Experiment("without", ("003-x",), GONE, 0, 0.1)
    outcome = SideOutcome("B", "all", "verified", "without 003-x ...", cause=("003-x",), notes=("n",),
                          experiments=(Experiment("control", (), PRESENT, 16), proof))
    assert SideOutcome.from_json(json.loads(json.dumps(outcome.to_json()))) == outcome


def test_the_experimenting_processs_report_is_its_outcome_and_every_other_end_is_said(tmp_path, monkeypatch):
    """Its outcome, typed; a refusal of the traces (exit 3, as the runner said it); an error of the runner, a
    crash outside any experiment and the time-out, each named with the last line it left."""
    from types import SimpleNamespace

    from cute_ir.blame import plan
    from cute_ir.blame.runner import ExperimentRequest, SideOutcome
    from cute_ir.capture.replay.admission import PipelineRefused
    from cute_ir.errors import ChildTimeoutError, CompilerCrashedError, EnvironmentProblem
    from cute_ir.process.children import ChildResult

    trace = SimpleNamespace(resources=[SimpleNamespace(function="k")], root=tmp_path / "b", dsl_version="4.8.1",
                            dsl_variant="cu12")
    other = SimpleNamespace(root=tmp_path / "a", passes=[])
    symptom = Symptom("k", metric="stack_bytes", a_value=0, b_value=16)
    outcome = SideOutcome("B", "all", "unverified", "nothing", experiments=(Experiment("control", (), PRESENT, 16),))
    asked = []

    def experiment(ended):
        def run_child(module, request, *, timeout, python, prepare, on_output):
            asked.append((module, request, timeout, on_output))
            return ended
        monkeypatch.setattr(plan, "run_child", run_child)
        monkeypatch.setattr(plan, "_python_of", lambda trace: Path("python"))
        return plan._experiment(trace, other, symptom, 0, ["003-x"], "B", 60, print, [], [], [], "all", [])

    assert experiment(ChildResult(0, 1, {"exit": 0, "outcome": outcome.to_json()}, "")) == outcome
    module, request, timeout, progress = asked[0]
    assert module == "cute_ir.blame.runner" and timeout == 180 and progress is print
    assert isinstance(request, ExperimentRequest) and request.symptom == symptom and request.candidates == ["003-x"]
    with pytest.raises(PipelineRefused, match="not what the DSL makes") as refused:
        experiment(ChildResult(1, 1, {"exit": 3, "message": "trace b: not what the DSL makes", "hint": ""}, ""))
    assert refused.value.hint is None
    with pytest.raises(EnvironmentProblem, match=r"ended without a result \(exit status 1\): ValueError: boom"):
        experiment(ChildResult(1, 1, {"error": "Traceback ...\nValueError: boom\n"}, "ignored"))
    with pytest.raises(CompilerCrashedError, match=r"crashed outside any experiment \(signal 11\): Fatal"):
        experiment(ChildResult(-11, 1, None, "Fatal Python error"))
    with pytest.raises(ChildTimeoutError, match="ran past their budget"):
        experiment(ChildResult(-9, 1, {}, "", timed_out=True))


# ---- the experimenting process, on the real DSL of this environment ----------------------------------------

def _run_lab(trace, symptom: Symptom, interventions):
    from cute_ir.blame.runner import ExperimentRequest, Laboratory, Pipeline

    request = ExperimentRequest(trace=str(trace.root), symptom=symptom, kernel_function=trace.resources[0].function,
                                kernel_index=0, candidates=[], budget_s=120)
    pipeline = Pipeline(trace, Path(tempfile.mkdtemp(prefix="cute-ir-test-blame-")))
    lab = Laboratory(request, pipeline)
    return pipeline, [lab.run(name, removed, **options) for name, removed, options in interventions]


def test_the_experiments_rerun_the_recorded_pipeline_and_survive_an_illegal_one(small_trace, capsys):
    """Under this release (4.8.1 replays): the control gives the recorded registers; B's pipeline on its own
    input from the other-input path too; without the core lowering the pipeline cannot make a cubin, which is a
    failed experiment, not a failed run; the unregistered passes are named as untouchable."""
    registers = small_trace.resources[0].registers
    symptom = Symptom(small_trace.resources[0].function, metric="registers", a_value=registers + 2, b_value=registers)
    lowering = next(f"{p.index:03d}-{p.arg}" for p in small_trace.passes if p.arg == "convert-cute-to-core")
    own_input = str(Path(small_trace.root) / "artifacts" / "input.mlirbc")
    pipeline, (control, again, illegal) = _run_lab(small_trace, symptom, [
        ("control", (), {}), ("other-input", (), {"source": own_input}), ("without", (lowering,), {})])
    assert (control.outcome, control.value) == (PRESENT, registers)
    assert again.outcome == PRESENT
    assert illegal.outcome == FAILED and illegal.detail
    assert "011-int-range-optimizations" in pipeline.untouchable and not pipeline.whole
    assert "B's pipeline without " + lowering in capsys.readouterr().out, "one progress line per experiment"


_SPILL_PAIR = ("4.4.2+cu13", "4.5.0+cu13")


@pytest.fixture(scope="module")
def spill_pair_environments() -> None:
    """The two cu13 releases of the constructed cases; .ci/run installs them, so a missing one fails there."""
    from cute_ir.releases.environments import inspect_environment

    missing = [spec for spec in _SPILL_PAIR if not inspect_environment(spec).ok]
    if missing:
        reason = "needs " + " and ".join(f"`cute-ir env add {spec}`" for spec in missing)
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)


@pytest.mark.usefixtures("spill_pair_environments")
def test_blame_proves_the_pass_behind_the_cutlass_3210_stack_frame_and_the_input_behind_the_workaround(tmp_path):
    """The register vector of docs/examples/vector_index_spill.py gets a 16 B stack frame under 4.5.0+cu13
    only. The heuristic suspects cute-expand-ops; the experiments under 4.5.0+cu13 prove auto-gen-fdd: without
    it the frame is gone, and B's pipeline on A's input keeps it (the front end is not the cause). Within
    4.5.0+cu13, the workaround's spelling against the bad one: B's pipeline on the workaround's input IR has
    no frame, so the input IR is the proven cause."""
    from cute_ir.blame.plan import blame
    from cute_ir.diff import diff_traces
    from cute_ir.diff.report import render_text
    from cute_ir.capture.parent import trace_script
    from cute_ir.releases.environments import python_for

    script = Path(__file__).parent.parent / "docs" / "examples" / "vector_index_spill.py"
    sessions = []
    for side, spec in zip("ab", _SPILL_PAIR):
        try:
            traces = trace_script(script, [], tmp_path / side, arch="sm_90a", python=python_for(spec), show_output=False)
        except Exception as err:  # 4.4.2+cu13 aborts after its compiles (issue 25 item 5): the traces are kept
            traces = err.partial
        sessions.append({trace.kernel.name: trace for trace in traces})
    a, b = (session["vector_sum"] for session in sessions)
    result = blame(a, b, budget_s=300)
    assert result.status == "verified" and result.cause == ("007-auto-gen-fdd",) and result.cause_side == "B"
    assert result.symptom.metric == "stack_bytes" and (result.symptom.a_value, result.symptom.b_value) == (0, 16)
    assert result.proof().value == 0
    assert any(e.intervention == "other-input" and e.outcome == PRESENT for e in result.experiments)
    moved = [(e.side, e.pass_label, e.after, e.outcome) for e in result.experiments if e.intervention == "moved"]
    assert moved == [("B", "005-loop-vectorize", "015-loop-invariant-code-motion", PRESENT),
                     ("A", "011-loop-vectorize", "004-cute-desugar", PRESENT)], "both reorderings tried, ruled out"
    assert any("005-loop-vectorize" in note and "the reordering is not the cause" in note for note in result.notes)
    text = render_text(diff_traces(a, b)).split("passes (")[0]
    assert "cause, verified by experiment: without 007-auto-gen-fdd in B's pipeline, the 16 B stack frame disappears" in text
    assert result.test_of("006-cute-expand-ops", "B").outcome == PRESENT, "the heuristic's suspect, removed alone"
    assert ("ruled out by experiment: B's pipeline without 006-cute-expand-ops still gives B's 16 (stack bytes;"
            in text)
    stored = json.loads(next((Path(b.root) / "blame").glob("*.json")).read_text())
    assert stored["status"] == "verified"

    workaround = sessions[1]["vector_sum_by_element"]
    by_input = blame(workaround, b, budget_s=300)
    assert by_input.status == "input" and by_input.proof().intervention == "other-input"
    control, swap, *rule_outs = by_input.experiments
    assert (control.intervention, swap.intervention) == ("control", "other-input"), "the input swap proved it"
    assert all(len(e.removed) == 1 or e.intervention == "other-options" for e in rule_outs), \
        "then only the passes the heuristic points at, each tested alone"
    text = render_text(diff_traces(workaround, b)).split("passes (")[0]
    assert "cause, verified by experiment: B's own pipeline on A's input IR gives A's 0" in text


def test_blame_on_traces_without_a_difference_is_bad_input_with_a_message(tmp_path):
    """Two traces whose kernels record no resources: nothing to experiment on, exit 3, no traceback."""
    from click.testing import CliRunner
    from test_diff import PIPELINE, chain, make_trace, module

    from cute_ir.cli import main

    ir = module(chain(4))
    make_trace(tmp_path / "a", ir, [ir] * len(PIPELINE))
    make_trace(tmp_path / "b", ir, [ir] * len(PIPELINE))
    result = CliRunner().invoke(main, ["blame", str(tmp_path / "a"), str(tmp_path / "b")])
    assert result.exit_code == 3 and "records no kernel resources" in result.output
    assert "Traceback" not in result.output and not (tmp_path / "b" / "blame").exists()


def test_resuming_on_the_other_sides_ir_bisects_to_the_stage_where_the_value_flips():
    """B's pipeline resumed on A's IR keeps B's value while B's culprit still runs and gives A's once A's own
    passes replaced it: the bisection returns the two neighbouring stages, in log2(n) experiments; it gives
    up where the last stage does not give A's value, or a stage cannot resume."""
    from cute_ir.blame.runner import _localise

    class Lab:
        def __init__(self, outcomes):
            self.outcomes, self.ran = outcomes, []

        def run(self, intervention, *, after, text, other_stage):
            self.ran.append(after)
            return Experiment(intervention, (), self.outcomes[int(after)], None, 0.0, after=after,
                              other_stage=other_stage)

    stages = [[str(n), f"a{n}", f"/a/{n}.mlir"] for n in range(16)]
    lab = Lab([PRESENT] * 11 + [GONE] * 5)
    before, at = _localise(lab, stages)
    assert (before.after, at.after) == ("10", "11") and len(lab.ran) <= 6
    assert _localise(Lab([PRESENT] * 16), stages) is None
    assert _localise(Lab([PRESENT] * 7 + [FAILED] + [GONE] * 8), stages) is None


def test_a_pass_runs_with_the_other_sides_options_in_an_experiment(small_trace):
    """The option intervention reaches the pass manager: the pass's own options reproduce the recorded value,
    options that pass does not take make a failed experiment with the parser's words, not a failed run."""
    value = small_trace.resources[0].instructions
    symptom = Symptom(small_trace.resources[0].function, metric="instructions", a_value=value + 2, b_value=value)
    label = next(f"{p.index:03d}-{p.arg}" for p in small_trace.passes if p.arg == "one-shot-convert-to-llvm")
    own = next(s for s in parse_expanded(small_trace.expanded_pipeline) if s.arg == "one-shot-convert-to-llvm").options
    _, (same, wrong) = _run_lab(small_trace, symptom, [
        ("other-options", (), {"options": (label, own)}), ("other-options", (), {"options": (label, "{opt-level=9}")})])
    assert (same.outcome, same.value, same.pass_label, same.options) == (PRESENT, value, label, own)
    assert wrong.outcome == FAILED and "opt-level" in wrong.detail
    assert same.describe() == f"B's pipeline with {label} run with A's options {own}"


def test_the_option_swaps_are_the_aligned_passes_whose_options_differ_and_write_no_file(small_trace):
    """A release that changed a pass's defaults: B's pass is run with A's options; a pass naming a file it writes
    (flatten-locs' output-json-path) is never given the other side's path."""
    from dataclasses import replace

    from cute_ir.blame.plan import option_swaps

    edited = small_trace.expanded_pipeline.replace("index-bitwidth=64", "index-bitwidth=32", 1)
    edited = edited.replace("output-json-path=", "output-json-path=/elsewhere/locs.json", 1)
    assert edited.count("index-bitwidth=32") == 1 and "/elsewhere/" in edited
    a = replace(small_trace, expanded_pipeline=edited)
    label = next(f"{p.index:03d}-{p.arg}" for p in small_trace.passes if p.arg == "one-shot-convert-to-llvm")
    [(swapped, options)] = option_swaps(a, small_trace, "B")
    assert swapped == label and "index-bitwidth=32" in options
    assert option_swaps(small_trace, small_trace, "B") == []
    # `--opt-level 0` reaches the binary pass: A's opt-level is given, B's own dump paths kept
    binary = next(p for p in small_trace.passes if p.arg == "cuda-to-binary")
    at_zero = small_trace.expanded_pipeline.replace("opt-level=3 ptx-options=", "opt-level=0 ptx-options=", 1)
    b = replace(small_trace, expanded_pipeline=at_zero.replace("dump-ptx-path=", "dump-ptx-path=/b/kernel.ptx", 1))
    a = replace(small_trace, expanded_pipeline=small_trace.expanded_pipeline.replace(
        "dump-ptx-path=", "dump-ptx-path=/a/kernel.ptx", 1))
    [(swapped, options)] = option_swaps(a, b, "B")
    assert swapped == f"{binary.index:03d}-cuda-to-binary"
    assert "opt-level=3" in options and "dump-ptx-path=/b/kernel.ptx" in options and "/a/" not in options


def test_a_cause_proven_by_other_options_is_verified_on_screen_1(tmp_path):
    """The option experiment is the proof of its verdict: screen 1 says "cause, verified" and names it (it said
    "no cause proven" for a verified option cause)."""
    from test_diff import PIPELINE, chain, make_trace, module

    from cute_ir.diff import diff_traces
    from cute_ir.diff.report import render_text

    plain, changed = module(chain(4)), module(chain(4, extra_at=2))
    a = make_trace(tmp_path / "a", plain, [plain] * len(PIPELINE))
    b = make_trace(tmp_path / "b", plain, [plain] * (len(PIPELINE) - 1) + [changed])
    symptom = Symptom("kernel_add_0", metric="registers", a_value=14, b_value=16)
    proof = Experiment("other-options", (), GONE, 14, 0.2, pass_label="006-cuda-to-binary", options="{opt-level=3}")
    save_result(b, BlameResult(
        str(a.root), str(b.root), "4.8.1 cu12", "4.8.1 cu12", result_key(a, b, symptom), symptom, "verified",
        cause=("006-cuda-to-binary",), verdict="with A's options for 006-cuda-to-binary (opt-level=3 in place of "
        "opt-level=0) in B's pipeline, registers goes from B's 16 to A's 14",
        experiments=[Experiment("control", (), PRESENT, 16, 0.2), proof], seconds=0.9))
    text = render_text(diff_traces(a, b)).split("passes (")[0]
    assert "cause, verified by experiment: with A's options for 006-cuda-to-binary (opt-level=3 in place" in text
    assert ("proved by: B's pipeline with 006-cuda-to-binary run with A's options {opt-level=3} under DSL 4.8.1 "
            "cu12 gives 14") in text


@pytest.fixture(scope="module")
def debug_builds(tmp_path_factory):
    """docs/examples/debug_build.py under this release (4.8.1): one kernel as released, with `--opt-level 0`, and
    with `--enable-assertions --opt-level 0`; the same input IR for the three."""
    from cute_ir.capture.parent import trace_script

    script = Path(__file__).parent.parent / "docs" / "examples" / "debug_build.py"
    return trace_script(script, [], tmp_path_factory.mktemp("debug") / "s", arch="sm_90a", show_output=False)


def test_blame_proves_the_binary_pass_option_behind_opt_level_0(debug_builds):
    """`--opt-level 0`: the same passes, more registers. B's pipeline with A's options for the binary pass gives A's
    registers (the option is the verified cause); on A's input it keeps B's (the front end ruled out)."""
    from cute_ir.blame.plan import blame

    released, at_zero, _ = debug_builds
    result = blame(released, at_zero, budget_s=120)
    assert result.status == "verified" and len(result.cause) == 1 and result.cause[0].endswith("-cuda-to-binary")
    assert result.symptom.metric == "registers" and result.symptom.a_value < result.symptom.b_value
    assert f"for {result.cause[0]} (opt-level=3 in place of opt-level=0) in B's pipeline" in result.verdict
    proof = result.proof()
    assert proof.intervention == "other-options" and proof.value == result.symptom.a_value
    assert any(e.intervention == "other-input" and e.outcome == PRESENT for e in result.experiments)


def test_the_assertions_spike_of_a_debug_build_is_ruled_out_and_the_option_cause_proven(debug_builds):
    """`--enable-assertions --opt-level 0`: B's cute-expand-ops expands the kernel's static assertion, canonicalize
    folds it back (a spike); the registers come from the binary pass's opt-level. Screen 1 names that cause as
    verified and the spike as ruled out by experiment: with A's options for cute-expand-ops (no assertions) B's
    pipeline keeps B's registers."""
    from cute_ir.blame.plan import blame
    from cute_ir.diff import diff_traces
    from cute_ir.diff.report import render_text

    released, _, debug = debug_builds
    before = diff_traces(released, debug)
    kernel = next(story for story in before.effects if story.kind.value == "kernel")
    spike_row, _, _, undone_by = kernel.spike
    assert spike_row.label.endswith("-cute-expand-ops") and undone_by.endswith("-canonicalize")
    assert kernel.final_difference == 0

    result = blame(released, debug, budget_s=120)
    assert result.status == "verified" and result.cause[0].endswith("-cuda-to-binary")
    neutralised = result.test_of(spike_row.label, "B")
    assert (neutralised.intervention, neutralised.outcome) == ("other-options", PRESENT)
    assert "enable-assertions=false" in neutralised.options and neutralised.value == result.symptom.b_value

    after = diff_traces(released, debug)
    text = render_text(after).split("passes (")[0]
    assert f"cause, verified by experiment: with A's options for {result.cause[0]} (opt-level=3 in place of" in text
    spike = text.split(f"not blamed: {spike_row.label} [cute-expand-ops] raised the difference")[1].splitlines()[1]
    assert spike.strip().startswith(f"ruled out by experiment: B's pipeline with {spike_row.label} run with A's "
                                    "options {enable-assertions=false} still gives B's")
    (tested,) = [t for t in after.to_json()["suspect_tests"] if t["role"] == "spike"]
    assert tested["ruled_out"] and tested["label"] == spike_row.label


def test_the_first_option_swap_that_gives_the_other_value_is_the_verified_cause():
    from cute_ir.blame.runner import _other_options

    class Lab:
        def __init__(self, outcomes):
            self.outcomes, self.ran = outcomes, []

        def run(self, intervention, *, options):
            self.ran.append(options[0])
            return Experiment(intervention, (), self.outcomes[options[0]], None, pass_label=options[0], options=options[1])

    lab = Lab({"013-canonicalize": PRESENT, "036-one-shot-convert-to-llvm": GONE, "038-canonicalize": GONE})
    swaps = [[label, "{x=1}"] for label in lab.outcomes]
    assert _other_options(lab, swaps).pass_label == "036-one-shot-convert-to-llvm"
    assert lab.ran == ["013-canonicalize", "036-one-shot-convert-to-llvm"], "stops at the first proof"
    assert _other_options(Lab({"013-canonicalize": FAILED}), [["013-canonicalize", "{}"]]) is None


# ---- a pass both releases run, at another place: run it where the other side runs it ------------------------

def _passes(args: list[str]):
    from cute_ir.stages import assign_stages
    from cute_ir.trace import Fidelity, PassRecord

    return [PassRecord(index=n, arg=arg, class_name="", anchor="", options="", stage=stage, fidelity=Fidelity.EXACT,
                       changed=True, ir_file=None, sha256=None, size=None, time_ms=None)
            for n, (arg, stage) in enumerate(zip(args, assign_stages(args)), start=1)]


# 4.4.2+cu13 and 4.5.0+cu13 as measured (shortened): loop-vectorize moved from after loop-invariant-code-motion to
# right after cute-desugar; auto-gen-fdd is new (only in B), so it is no neighbour to place anything by.
_OLDER = ["cute-remove-static-args", "cute-desugar", "cute-expand-ops", "cute-fold-static", "canonicalize", "cse",
          "loop-invariant-code-motion", "loop-vectorize", "eliminate-unnecessary-sync", "convert-cute-to-core",
          "cuda-to-binary"]
_NEWER = ["cute-remove-static-args", "cute-desugar", "loop-vectorize", "cute-expand-ops", "auto-gen-fdd",
          "cute-fold-static", "canonicalize", "cse", "loop-invariant-code-motion", "eliminate-unnecessary-sync",
          "convert-cute-to-core", "cuda-to-binary"]


def test_a_moved_pass_is_planned_after_the_neighbour_it_follows_on_the_other_side():
    """Only the alignment's moved pass is a move (one-sided auto-gen-fdd and the passes in the same order are
    not); in B's pipeline it goes after B's pass aligned with A's neighbour before it, in A's after A's pass
    aligned with B's."""
    from cute_ir.blame.plan import moves

    a, b = _passes(_OLDER), _passes(_NEWER)
    assert moves(a, b, "B") == [["003-loop-vectorize", "009-loop-invariant-code-motion",
                                 "007-loop-invariant-code-motion"]]
    assert moves(a, b, "A") == [["008-loop-vectorize", "002-cute-desugar", "002-cute-desugar"]]
    assert moves(a, a, "B") == [] and moves(b, b, "A") == [], "the same pipeline moves nothing"


def test_a_pass_the_other_side_runs_first_is_moved_first_and_a_move_to_its_own_place_is_no_move():
    from cute_ir.blame.plan import moves
    from cute_ir.diff import align_passes

    a = _passes(["loop-vectorize", "cute-desugar", "cute-expand-ops"])
    b = _passes(["cute-desugar", "cute-expand-ops", "loop-vectorize"])
    assert moves(a, b, "B") == [["003-loop-vectorize", "", ""]], "A runs it first: so does B's pipeline"
    assert moves(a, b, "A") == [["001-loop-vectorize", "003-cute-expand-ops", "002-cute-expand-ops"]]
    a = _passes(["cuda-to-binary", "cute-desugar", "cute-expand-ops", "convert-cute-to-core"])
    b = _passes(["cute-desugar", "cute-expand-ops", "convert-cute-to-core", "cuda-to-binary"])
    assert [row.moved for row in align_passes(a, b)] == [True, False, False, True], "as the alignment has it"
    assert moves(a, b, "B") == [["004-cuda-to-binary", "", ""]], "convert-cute-to-core already follows cute-expand-ops"
    a = _passes(["cute-desugar", "auto-gen-fdd", "cute-expand-ops", "convert-cute-to-core"])
    b = _passes(["cute-desugar", "cute-expand-ops", "convert-cute-to-core", "auto-gen-fdd"])
    assert moves(a, b, "B") == [["004-auto-gen-fdd", "001-cute-desugar", "001-cute-desugar"]]
    assert moves(a, b, "A") == [["002-auto-gen-fdd", "004-convert-cute-to-core", "003-convert-cute-to-core"]]


def test_a_move_runs_the_pass_at_the_other_place_under_this_release_and_an_illegal_one_fails_with_its_error(
        small_trace):
    """Under 4.8.1 (replayed pass by pass): software-pipeline, which does nothing to this kernel, run first gives
    the recorded value; the LLVM conversion run first cannot lower the cute IR, a failed experiment that says
    the pass manager's own error, not its "Failure while executing pass pipeline" wrapper."""
    value = small_trace.resources[0].instructions
    symptom = Symptom(small_trace.resources[0].function, metric="instructions", a_value=value + 2, b_value=value)
    label_of = {p.arg: p.label for p in small_trace.passes}
    idle, lowering = label_of["software-pipeline"], label_of["one-shot-convert-to-llvm"]
    pipeline, (harmless, illegal) = _run_lab(small_trace, symptom, [
        ("moved", (), {"move": (idle, "", "")}), ("moved", (), {"move": (lowering, "", "")})])
    assert pipeline.order((lowering, ""))[0] == lowering and pipeline.order()[0] != lowering
    assert pipeline.order((idle, label_of["cute-desugar"])).index(idle) == \
        pipeline.order().index(label_of["cute-desugar"])
    assert (harmless.outcome, harmless.value, harmless.pass_label, harmless.after) == (PRESENT, value, idle, "")
    assert illegal.outcome == FAILED and illegal.detail.startswith("failed to legalize operation 'cuda.kernel'")
    assert harmless.describe() == f"B's pipeline with {idle} run first, where A runs it"


def test_the_first_move_that_gives_the_other_value_is_the_cause_and_the_others_are_noted_as_ruled_out():
    from cute_ir.blame.runner import _moved

    class Lab:
        request = type("Request", (), {"side": "B"})
        symptom = Symptom("k", metric="registers", a_value=28, b_value=30)

        def __init__(self, outcomes):
            self.outcomes, self.ran = outcomes, []

        def run(self, intervention, *, move):
            self.ran.append(move[0])
            outcome, value = self.outcomes[move[0]]
            return Experiment(intervention, (), outcome, value, detail="error: no lowering" if value is None else "",
                              after=move[1], other_stage=move[2], pass_label=move[0])

    lab = Lab({"005-loop-vectorize": (PRESENT, 30), "026-cuda-compute-target": (FAILED, None),
               "027-convert-fastmath-ops": (OTHER, 29), "031-expand-strided-metadata": (GONE, 28),
               "040-late": (GONE, 28)})
    notes = []
    moves = [["005-loop-vectorize", "015-loop-invariant-code-motion", "010-loop-invariant-code-motion"],
             ["026-cuda-compute-target", "036-one-shot-convert-to-llvm", "026-convert-to-llvm"],
             ["027-convert-fastmath-ops", "", ""], ["031-expand-strided-metadata", "035-x", "035-x"],
             ["040-late", "", ""]]
    proof = _moved(lab, moves, notes)
    assert proof.pass_label == "031-expand-strided-metadata" and lab.ran[-1] == proof.pass_label, "stops at the proof"
    assert notes == [
        "B's pipeline with 005-loop-vectorize run where A runs it (after 015-loop-invariant-code-motion, A's "
        "010-loop-invariant-code-motion) still gives B's 30: the reordering is not the cause",
        "B's pipeline with 026-cuda-compute-target run where A runs it (after 036-one-shot-convert-to-llvm, A's "
        "026-convert-to-llvm) does not run (error: no lowering): the reordering is untested",
        "B's pipeline with 027-convert-fastmath-ops run where A runs it (first) gives 29, neither side's value"]
    assert _moved(Lab({"005-loop-vectorize": (PRESENT, 30)}), moves[:1], []) is None

    class Spent(Lab):
        def run(self, intervention, *, move):
            raise OutOfTime

    with pytest.raises(OutOfTime):  # the budget ends the moves as it ends ddmin: investigate() reports it
        _moved(Spent({}), moves, [])


def test_a_verified_reordering_is_named_on_screen_1_in_json_on_the_compare_page_and_in_the_sweep_row(tmp_path):
    """The stored move experiment is the proof: screen 1 names the cause as verified with the experiment, the
    sweep's row carries it as its verified culprit; an option swap's proof is found the same way."""
    from test_diff import PIPELINE, chain, make_trace, module
    from test_viewer import page_index

    from cute_ir.diff import diff_traces
    from cute_ir.diff.report import render_text
    from cute_ir.passes_view import build_comparison_page
    from cute_ir.sweep.run import Change

    plain, changed = module(chain(6)), module(chain(6, extra_at=2))
    a = make_trace(tmp_path / "a", plain, [plain] * len(PIPELINE))
    b = make_trace(tmp_path / "b", plain, [plain, changed, changed, changed, changed, changed])
    symptom = Symptom("kernel_add_0", metric="registers", a_value=28, b_value=30)
    verdict = ("with 011-loop-vectorize run where B runs it (after 004-cute-desugar) in A's pipeline, registers goes "
               "from A's 28 to B's 30")
    move = Experiment("moved", (), GONE, 30, 0.4, side="A", after="004-cute-desugar", other_stage="004-cute-desugar",
                      pass_label="011-loop-vectorize")
    save_result(b, BlameResult(
        str(a.root), str(b.root), "4.4.2 cu13", "4.5.0 cu13", result_key(a, b, symptom), symptom, "verified",
        cause=("011-loop-vectorize",), cause_side="A", verdict=verdict,
        notes=("B's pipeline with 005-loop-vectorize run where A runs it (after 015-loop-invariant-code-motion) does "
               "not run (error: ...): the reordering is untested",),
        experiments=[Experiment("control", (), PRESENT, 30, 0.2), Experiment("control", (), PRESENT, 28, 0.2, side="A"),
                     move], seconds=17.4))
    result = diff_traces(a, b)
    (stored,) = result.experiments
    assert stored.proof() == move
    text = render_text(result).split("passes (")[0]
    assert f"cause, verified by experiment: {verdict}" in text
    assert ("proved by: A's pipeline with 011-loop-vectorize run after 004-cute-desugar, where B runs it under DSL "
            "4.4.2 cu13 gives 30 (3 experiments, 17.4 s; cute-ir blame)") in text
    assert "also shown: B's pipeline with 005-loop-vectorize run where A runs it" in text
    (as_json,) = result.to_json()["experiments"]
    assert as_json["cause"] == ["011-loop-vectorize"] and as_json["experiments"][-1]["intervention"] == "moved"
    assert f"cause, verified by experiment: {verdict}" in page_index(build_comparison_page(a, b))["verdict"]
    row = Change.from_diff("4.4.2+cu13", result)
    assert row.verified and row.culprit == f"011-loop-vectorize (verified by experiment: {verdict})"

    options = Experiment("other-options", (), GONE, 28, pass_label="038-canonicalize", options="{max-iterations=3}")
    swapped = BlameResult("a", "b", "", "", "k", symptom, "verified", cause=("038-canonicalize",),
                          experiments=[Experiment("control", (), PRESENT, 30), options])
    assert swapped.proof() == options, "a verified option swap has its proof too"


@pytest.mark.usefixtures("spill_pair_environments")
def test_blame_proves_that_moving_loop_vectorize_before_licm_costs_two_registers(tmp_path):
    """docs/examples/vectorized_loop_invariant.py on sm_100a: 28 registers under 4.4.2+cu13, 30 under 4.5.0+cu13.
    B's loop-vectorize cannot run at A's place (B's IR there already holds llvm.load), so B's side proves
    nothing; A's pipeline with its loop-vectorize run where B runs it (after cute-desugar) gives B's 30."""
    from cute_ir.blame.plan import blame
    from cute_ir.capture.parent import trace_script
    from cute_ir.diff import diff_traces
    from cute_ir.diff.report import render_text
    from cute_ir.releases.environments import python_for

    script = Path(__file__).parent.parent / "docs" / "examples" / "vectorized_loop_invariant.py"
    sides = []
    for side, spec in zip("ab", _SPILL_PAIR):
        try:
            (trace,) = trace_script(script, [], tmp_path / side, arch="sm_100a", python=python_for(spec),
                                    show_output=False)
        except Exception as err:  # 4.4.2+cu13 aborts after its compile (issue 25 item 5): the trace is kept
            (trace,) = err.partial
        sides.append(trace)
    a, b = sides
    result = blame(a, b, budget_s=300)
    assert (result.symptom.metric, result.symptom.a_value, result.symptom.b_value) == ("registers", 28, 30)
    assert result.status == "verified" and result.cause == ("011-loop-vectorize",) and result.cause_side == "A"
    proof = result.proof()
    assert (proof.intervention, proof.after, proof.value) == ("moved", "004-cute-desugar", 30)
    direct = [e for e in result.experiments if e.intervention in ("control", "other-input", "moved")]
    assert len(direct) == 6, "each side's control, input swap and move: no removal search was needed"
    rule_outs = [e for e in result.experiments if e.intervention not in ("control", "other-input", "moved")]
    assert rule_outs and all(e.intervention in ("without", "other-options") and len(e.removed) <= 1 for e in rule_outs), \
        "then only the passes the heuristic points at, each alone"
    # auto-gen-fdd's spike (B only, undone by loop-vectorize) is not the cause: B keeps its 30 without it
    kernel = next(story for story in diff_traces(a, b).effects if story.kind.value == "kernel")
    assert kernel.spike[0].label == "007-auto-gen-fdd"
    spike = result.test_of("007-auto-gen-fdd", "B")
    assert (spike.intervention, spike.outcome, spike.value) == ("without", PRESENT, 30)
    assert any("005-loop-vectorize run where A runs it" in note and "Impure operation" in note for note in result.notes)
    text = render_text(diff_traces(a, b)).split("passes (")[0]
    assert ("cause, verified by experiment: with 011-loop-vectorize run where B runs it (after 004-cute-desugar) in "
            "A's pipeline, registers goes from A's 28 to B's 30") in text
    assert "ruled out by experiment: B's pipeline without 007-auto-gen-fdd still gives B's 30 (registers;" in text


def test_both_sides_moves_run_before_either_sides_search_and_a_proof_ends_the_runs(tmp_path, monkeypatch):
    """Where A has moved passes: B's and A's direct experiments (input swap, moves), then B's and A's searches;
    the first proof ends it, and an unverified verdict names the searches (the direct ones are notes). Without
    moves in A: B's experiments, then A's, as one run each."""
    from test_diff import PIPELINE, chain, make_trace, module

    from cute_ir.blame import plan
    from cute_ir.blame.runner import SideOutcome

    ir = module(chain(4))
    a = make_trace(tmp_path / "a", ir, [ir] * len(PIPELINE))
    b = make_trace(tmp_path / "b", ir, [ir] * len(PIPELINE))
    symptom = Symptom("kernel_add_0", metric="registers", a_value=28, b_value=30)
    monkeypatch.setattr(plan, "choose_symptom", lambda *args, **kwargs: (symptom, 0))
    monkeypatch.setattr(plan, "candidates", lambda diff, side: [f"{side}-candidate"])
    monkeypatch.setattr(plan, "option_swaps", lambda a, b, side: [])
    monkeypatch.setattr(plan, "check_inputs", lambda a, b: None)  # made-up traces: no pipeline a DSL runs

    def run(outcomes, a_moves):
        ran = []

        def experiment(trace, other, symptom, index, found, side, budget, progress, stages, swaps, moved, phase,
                       pointed):
            assert phase != "search" or pointed == [], "the passes to rule out are tested once, in the direct phase"
            ran.append((side, phase, tuple(found), tuple(m[0] for m in moved)))
            status = outcomes.get((side, phase), "unverified")
            proof = Experiment("moved", (), GONE, symptom.values(side)[1], side=side, pass_label=f"{side}-moved")
            return SideOutcome(side, phase, status, f"{side} {phase}", how="one at a time", candidates=tuple(found),
                               experiments=(proof,) if status == "verified" else (), notes=(f"{side} {phase} note",),
                               cause=(f"{side}-moved",) if status == "verified" else (), cause_side=side)

        monkeypatch.setattr(plan, "_experiment", experiment)
        monkeypatch.setattr(plan, "moves", lambda a_passes, b_passes, side: [[f"{side}-moved", "", ""]]
                            if side == "B" or a_moves else [])
        return plan.blame(a, b), ran

    result, ran = run({("A", "direct"): "verified"}, a_moves=True)
    assert [(side, phase) for side, phase, _, _ in ran] == [("B", "direct"), ("A", "direct")]
    assert ran[0][2] == () and ran[1][3] == ("A-moved",), "the direct phase searches no candidates"
    assert result.status == "verified" and result.cause == ("A-moved",) and result.cause_side == "A"
    result, ran = run({}, a_moves=True)
    assert [(side, phase) for side, phase, _, _ in ran] == [("B", "direct"), ("A", "direct"), ("B", "search"),
                                                            ("A", "search")]
    assert result.verdict == "B search; A search" and "A direct note" in result.notes
    _, ran = run({}, a_moves=False)
    assert [(side, phase) for side, phase, _, _ in ran] == [("B", "all"), ("A", "all")]


# ---- causes you can trust (issue 36): the real runner and plan, on simulated experiment outcomes -------------

# The cutlass#3210 fix step, 4.5.0+cu13 (A: 16 B stack frame) -> 4.5.1+cu13 (B: none), shortened: 4.5.1 no longer
# runs auto-gen-fdd (nor grid-invariant-code-motion and the second cute-expand-ops); cute-fold-static runs in both.
_FIX_A = ["001-cute-desugar", "002-cute-expand-ops", "003-auto-gen-fdd", "004-grid-invariant-code-motion",
          "005-cute-expand-ops", "006-cute-fold-static", "007-convert-cute-to-core", "008-cuda-to-binary"]
_FIX_B = ["001-cute-desugar", "002-cute-expand-ops", "003-cute-fold-static", "004-convert-cute-to-core",
          "005-cuda-to-binary"]
_FIX_STAGES = {"B": [["002-cute-expand-ops", "002-cute-expand-ops", "a2"], ["003-cute-fold-static",
                     "006-cute-fold-static", "a6"], ["004-convert-cute-to-core", "007-convert-cute-to-core", "a7"]],
               "A": []}


class _FakePipeline:
    """A side's pass labels, as `cute_ir.blame.runner.Pipeline` gives them, without a compiler."""

    how = "simulated"

    def __init__(self, labels, untouchable=()):
        self.labels, self.untouchable, self.scratch = list(labels), tuple(untouchable), Path(tempfile.gettempdir())
        self.specs = [parse_expanded("builtin.module(canonicalize)")[0]] * len(labels)

    def binary_label(self):
        return next(label for label in self.labels if label.endswith("-cuda-to-binary"))


def _simulated_blame(tmp_path, monkeypatch, symptom, value, *, labels=None, untouchable=None, candidates=None,
                     stages=None, moves=None, pointed=None):
    """`plan.blame` with the real runner (`investigate`) in-process: each experiment's value is
    `value(side, what)`, `what` naming the intervention ("control", "other-input", ("without", passes),
    ("resume", after), ("moved", label)); returns the stored result and screen 1 of the diff."""
    from test_diff import PIPELINE, chain, make_trace, module

    from cute_ir.blame import plan, runner
    from cute_ir.diff import diff_traces
    from cute_ir.diff.report import render_text

    labels = labels or {"A": _FIX_A, "B": _FIX_B}
    plain, changed = module(chain(6)), module(chain(6, extra_at=2))
    a = make_trace(tmp_path / "a", plain, [plain] * len(PIPELINE))
    b = make_trace(tmp_path / "b", plain, [plain, changed, changed, changed, changed, changed])
    monkeypatch.setattr(plan, "choose_symptom", lambda *args, **kwargs: (symptom, 0))
    monkeypatch.setattr(plan, "candidates", lambda diff, side: list((candidates or {}).get(side, [])))
    monkeypatch.setattr(plan, "pointed_at", lambda diff, side: list((pointed or {}).get(side, [])))
    monkeypatch.setattr(plan, "transplants", lambda a, b, side: (stages or {}).get(side, []))
    monkeypatch.setattr(plan, "option_swaps", lambda a, b, side: [])
    monkeypatch.setattr(plan, "moves", lambda a_passes, b_passes, side: (moves or {}).get(side, []))
    monkeypatch.setattr(plan, "check_inputs", lambda a, b: None)  # made-up traces: no pipeline a DSL runs

    def experiment(trace, other, symptom, index, found, side, budget_s, progress, stages, swaps, moved, phase,
                   pointed, narrow=()):
        other_side = "A" if side == "B" else "B"
        request = runner.ExperimentRequest(trace=side, symptom=symptom, kernel_function="k", kernel_index=0,
                                           candidates=found, budget_s=budget_s, side=side, other_input="other",
                                 transplants=stages, option_swaps=swaps, moves=moved, phase=phase, pointed=pointed,
                                 other_labels=labels[other_side], narrow=list(narrow))
        monkeypatch.setattr(runner, "load_trace", lambda path: type("T", (), {"expanded_pipeline": side}))
        monkeypatch.setattr(runner, "Pipeline", lambda trace, scratch: _FakePipeline(
            labels[trace.expanded_pipeline], (untouchable or {}).get(trace.expanded_pipeline, ())))

        def forked(lab, removed, source, text, after="", options=None, moved=None):
            what = ("resume", after) if after else ("moved", moved[0]) if moved else ("without", removed) if removed \
                else "other-input" if source == "other" else "control"
            return value(side, what)

        monkeypatch.setattr(runner.Laboratory, "_forked", forked)
        return runner.investigate(request)

    monkeypatch.setattr(plan, "_experiment", experiment)
    result = plan.blame(a, b, budget_s=60)
    return result, render_text(diff_traces(a, b)).split("passes (")[0]


def _fix_step(side, what, *, narrowable=True):
    """cutlass#3210's fix step as measured: only leaving out A's auto-gen-fdd (or resuming B's pipeline on A's IR
    after it ran) gives the other side's value; B's cute-fold-static alone changes nothing."""
    if side == "B":
        if what == ("resume", "003-cute-fold-static") or what == ("resume", "004-convert-cute-to-core"):
            return 16, ""
        return 0, ""
    if what == ("without", ("003-auto-gen-fdd",)):
        return (0, "") if narrowable else (None, "failed to legalize operation 'cute.fast_divmod.compute'")
    return 16, ""


def test_a_window_found_by_resuming_names_both_sides_and_is_narrowed_to_the_pass_only_one_release_runs(
        tmp_path, monkeypatch):
    """D1 (cutlass#3210's fix step): B's pipeline resumed on A's IR flips between A's cute-expand-ops and A's
    cute-fold-static. That window is A's auto-gen-fdd .. cute-fold-static in place of B's cute-fold-static, never
    "B's cute-fold-static" alone (B's pipeline without it keeps B's 0); narrowed under A's release, A's pipeline
    without auto-gen-fdd gives B's 0: that is the verified cause."""
    symptom = Symptom("kernel_add_0", metric="stack_bytes", a_value=16, b_value=0)
    result, text = _simulated_blame(tmp_path, monkeypatch, symptom, _fix_step, stages=_FIX_STAGES,
                                    candidates={"B": ["003-cute-fold-static"]}, pointed={"A": ["003-auto-gen-fdd"]})
    assert (result.status, result.cause, result.cause_side, result.other_cause) == (
        "verified", ("003-auto-gen-fdd",), "A", ())
    assert result.proof().removed == ("003-auto-gen-fdd",) and result.proof().side == "A"
    assert not result.contradictions()
    assert "cause, verified by experiment: without 003-auto-gen-fdd in A's pipeline, the 16 B stack frame disappears" \
        in text
    assert ("also shown: the window A's 003-auto-gen-fdd .. 006-cute-fold-static in place of B's 003-cute-fold-static "
            "(found by resuming B's pipeline on A's IR) is narrowed to A's 003-auto-gen-fdd") in text
    assert "B's pipeline without 003-cute-fold-static still gives B's 0" in text
    assert "B's passes 003-cute-fold-static" not in text and "cute-fold-static (verified" not in text


def test_a_window_not_narrowed_names_both_sides_and_what_could_not_be_left_out(tmp_path, monkeypatch):
    """D7: where no pass of the window can be left out alone with the other value, the window stands, verified,
    both sides' passes named, with each pass's reason: an unregistered pass is untestable, one the pipeline
    needs fails, one the symptom survives keeps its side's value."""
    symptom = Symptom("kernel_add_0", metric="stack_bytes", a_value=16, b_value=0)
    result, text = _simulated_blame(
        tmp_path, monkeypatch, symptom, lambda side, what: _fix_step(side, what, narrowable=False),
        stages=_FIX_STAGES, candidates={"B": ["003-cute-fold-static"]},
        untouchable={"A": ("004-grid-invariant-code-motion",)})
    assert (result.status, result.cause, result.other_cause) == (
        "verified", ("003-cute-fold-static",), ("003-auto-gen-fdd", "004-grid-invariant-code-motion",
                                                "005-cute-expand-ops", "006-cute-fold-static"))
    assert result.named_cause() == "A's 003-auto-gen-fdd .. 006-cute-fold-static in place of B's 003-cute-fold-static"
    assert not result.contradictions()
    assert ("cause, verified by experiment: A's 003-auto-gen-fdd .. 006-cute-fold-static in place of B's "
            "003-cute-fold-static make the difference: B's pipeline resumed on A's IR after 002-cute-expand-ops gives "
            "B's 0, resumed on A's IR after 006-cute-fold-static gives A's 16") in text
    assert ("proved by: B's pipeline after 002-cute-expand-ops on A's IR after 002-cute-expand-ops gives 0, B's "
            "pipeline after 003-cute-fold-static on A's IR after 006-cute-fold-static under DSL") in text
    assert ("not tested: A's 004-grid-invariant-code-motion, in the window, alone: it is not registered in the DSL's "
            "Python pass registry, so no experiment can leave it out") in text
    assert ("also shown: the window is not narrowed on A's side: A's pipeline without 003-auto-gen-fdd fails "
            "(failed to legalize operation 'cute.fast_divmod.compute'); without 005-cute-expand-ops still gives A's 16; "
            "without 006-cute-fold-static still gives A's 16") in text
    assert "also shown: the window is not narrowed on B's side: B's pipeline without 003-cute-fold-static still " \
           "gives B's 0" in text


def test_a_window_is_narrowed_on_the_side_that_found_it(tmp_path, monkeypatch):
    """D7: B's own pass in the window, left out alone, gives A's value: it is the cause, found in B's run."""
    symptom = Symptom("kernel_add_0", metric="stack_bytes", a_value=16, b_value=0)

    def value(side, what):
        if side == "B" and what == ("without", ("003-cute-fold-static",)):
            return 16, ""
        return _fix_step(side, what)

    result, text = _simulated_blame(tmp_path, monkeypatch, symptom, value, stages=_FIX_STAGES)
    assert (result.status, result.cause, result.cause_side) == ("verified", ("003-cute-fold-static",), "B")
    assert "cause, verified by experiment: without 003-cute-fold-static in B's pipeline, stack bytes goes from B's 0 " \
           "to A's 16" in text
    assert "is narrowed to B's 003-cute-fold-static" in text
    assert not [e for e in result.experiments if e.side == "A"], "nothing left to narrow under A's release"


def test_a_failed_control_on_one_side_leaves_the_other_sides_experiments_to_run(tmp_path, monkeypatch):
    """D2: B's control gives neither value, so nothing on B's pipeline can be trusted; A's control holds, so A's
    experiments run (even with no candidate of A's to search) and prove A's auto-gen-fdd. Screen 1 says what
    could not be tested on B and why."""
    symptom = Symptom("kernel_add_0", metric="stack_bytes", a_value=16, b_value=0)

    def value(side, what):
        return (8, "") if side == "B" else _fix_step(side, what)

    result, text = _simulated_blame(tmp_path, monkeypatch, symptom, value, candidates={"A": ["003-auto-gen-fdd"]})
    assert (result.status, result.cause, result.cause_side) == ("verified", ("003-auto-gen-fdd",), "A")
    assert [e.intervention for e in result.experiments if e.side == "B"] == ["control"]
    assert ("not tested: everything on B's pipeline (its input swap, moves, removals, options, resuming): re-run as "
            "recorded, B's pipeline gives 8 (other), not B's 0: no experiment on it can be trusted") in text

    unproven, text = _simulated_blame(tmp_path / "none", monkeypatch, symptom,
                                      lambda side, what: (8, "") if side == "B" else (16, ""))
    assert unproven.status == "unverified", "A's experiments ran and held: not inconclusive"
    assert [e.intervention for e in unproven.experiments if e.side == "A"][:2] == ["control", "other-input"]
    assert "tested by experiment, no cause proven: re-run as recorded, B's pipeline gives 8" in text
    assert "not tested: everything on B's pipeline" in text


def test_an_input_swap_that_cannot_run_is_untested_on_screen_1_never_ruled_out(tmp_path, monkeypatch):
    """D4: each release fails to parse the other's input IR. Screen 1 says the front end is untested from both
    sides, with the parser's words, and no verdict claims that the input "does not give" the other value."""
    symptom = Symptom("kernel_add_0", metric="instructions", a_value=112, b_value=120)
    parse_error = "the input does not parse under this release: custom op 'nvvm.barrier' expected attribute"

    def value(side, what):
        if what == "other-input":
            return None, parse_error
        if what == ("moved", "009-loop-vectorize"):
            return None, "Impure operation is not allowed in loop body"
        return (120 if side == "B" else 112), ""

    labels = {"A": _FIX_A + ["009-loop-vectorize"], "B": _FIX_B + ["006-loop-vectorize"]}
    result, text = _simulated_blame(tmp_path, monkeypatch, symptom, value, labels=labels,
                                    moves={"A": [["009-loop-vectorize", "001-cute-desugar", "001-cute-desugar"]]})
    assert result.status == "unverified"
    for side, other in (("B", "A"), ("A", "B")):
        assert (f"not tested: whether {other}'s input IR is the cause, on {side}'s pipeline: it does not run on "
                f"{other}'s input IR ({parse_error})") in text
    assert "nor a moved pass" not in text and "neither A's input IR" not in text
    direct = [o for o in result.verdict.split("; ")]
    assert all("input IR gives" not in part for part in direct)
    from cute_ir.blame.runner import _direct_verdict

    class Lab:
        request = type("Request", (), {"side": "A"})
        symptom = Symptom("k", metric="instructions", a_value=112, b_value=120)
        log = [Experiment("moved", (), FAILED, None, side="A", pass_label="009-loop-vectorize")]

    swapped = Experiment("other-input", (), FAILED, None, side="A", detail=parse_error)
    assert _direct_verdict(Lab(), swapped, [["009-loop-vectorize", "", ""]]) == (
        "no direct experiment on A's pipeline tested a cause: its run on B's input IR failed")
    Lab.log = [Experiment("moved", (), PRESENT, 112, side="A", pass_label="009-loop-vectorize")]
    assert _direct_verdict(Lab(), swapped, [["009-loop-vectorize", "", ""]]) == (
        "a moved pass run where B runs it does not give B's 120 in A's pipeline"), "only what ran is named"


def test_outcomes_giving_neither_sides_value_are_on_screen_1(tmp_path, monkeypatch):
    """D6: leaving out a pass gives 0 B where A has 8 and B 112: a finding screen 1 shows, not only the log."""
    symptom = Symptom("kernel_add_0", metric="stack_bytes", a_value=8, b_value=112)

    def value(side, what):
        if side == "B" and what == ("without", ("003-cute-fold-static",)):
            return 0, ""
        return (112 if side == "B" else 8), ""

    result, text = _simulated_blame(tmp_path, monkeypatch, symptom, value, candidates={"B": ["003-cute-fold-static"]})
    assert result.status == "unverified"
    assert ("neither side's value: B's pipeline without 003-cute-fold-static gives 0 (stack bytes; A: 8, B: 112)"
            in text)


def test_a_suspect_is_not_said_to_differ_from_what_experiments_found_when_they_found_nothing(tmp_path,
                                                                                              monkeypatch):
    """D5: with no cause proven, the heuristic's suspect is unverified, not "not what the experiments found"."""
    symptom = Symptom("kernel_add_0", metric="stack_bytes", a_value=8, b_value=112)
    _, text = _simulated_blame(tmp_path, monkeypatch, symptom, lambda side, what: ((112 if side == "B" else 8), ""))
    assert "not what the experiments above found" not in text
    assert "suspect of the heuristic, unverified (the experiments above proved no cause): 002-cute-expand-ops" in text


# ---- the checker: no verified verdict the experiment log contradicts -----------------------------------------

def _fix_step_as_stored_before_issue_36() -> BlameResult:
    """What blame stored for cutlass#3210's fix step before issue 36 (shortened): B's cute-fold-static "verified"
    from the resume bisection, while its own log says B's pipeline without it keeps B's 0."""
    symptom = Symptom("k", metric="stack_bytes", a_value=16, b_value=0)
    return BlameResult(
        "a", "b", "4.5.0 cu13", "4.5.1 cu13", "key", symptom, "verified", cause=("007-cute-fold-static",),
        verdict="B's passes 007-cute-fold-static .. 007-cute-fold-static in place of A's make the difference: ...",
        experiments=[Experiment("control", (), PRESENT, 0), Experiment("other-input", (), PRESENT, 0),
                     Experiment("without", ("007-cute-fold-static",), PRESENT, 0),
                     Experiment("resume-on-other", (), PRESENT, 0, after="006-cute-expand-ops",
                                other_stage="006-cute-expand-ops"),
                     Experiment("resume-on-other", (), GONE, 16, after="007-cute-fold-static",
                                other_stage="010-cute-fold-static")])


def test_the_verdict_stored_for_the_3210_fix_step_before_issue_36_is_refused(tmp_path):
    """The checker reads the old verdict against its own log: a window named by one side's passes is refused,
    so neither `blame` (which checks before it stores) nor `diff` (which checks what it reads) calls it verified."""
    from cute_ir.blame.plan import refuse_contradicted

    old = _fix_step_as_stored_before_issue_36()
    assert not old.verified
    (problem,) = old.contradictions()
    assert problem.startswith("B's 007-cute-fold-static named alone, where the window that B's pipeline after "
                              "007-cute-fold-static on A's IR after 010-cute-fold-static ends also holds A's passes")
    refused = refuse_contradicted(old)
    assert refused.status == "unverified" and refused.cause == ()
    assert refused.verdict.startswith("no cause proven: the claim \"B's passes 007-cute-fold-static")
    named = BlameResult(**{**old.__dict__, "cause": ("007-cute-fold-static",),
                           "other_cause": ("007-auto-gen-fdd", "008-x", "009-y", "010-cute-fold-static")})
    assert named.verified, "the same window, both sides named, is what the two resumed runs prove"


def test_a_verified_verdict_that_a_repeated_experiment_contradicts_is_refused():
    symptom = Symptom("k", metric="registers", a_value=28, b_value=30)
    proof = Experiment("without", ("005-x",), GONE, 28)
    claim = dict(a="a", b="b", a_dsl="", b_dsl="", key="k", symptom=symptom, status="verified", cause=("005-x",))
    assert BlameResult(**claim, experiments=[proof]).verified
    again = Experiment("without", ("005-x",), PRESENT, 30)
    refused = BlameResult(**claim, experiments=[proof, again])
    assert not refused.verified and "B's pipeline without 005-x gives 30 (present)" in refused.contradictions()[0]
    mislabelled = BlameResult(**claim, experiments=[Experiment("without", ("005-x",), GONE, 30)])
    assert not mislabelled.verified, "an outcome is re-read from its value"
    assert not BlameResult(**claim, experiments=[Experiment("without", ("005-x", "006-y"), GONE, 28)]).verified
    assert not BlameResult(**{**claim, "cause": ("005-x", "006-y")}, experiments=[proof]).verified
    assert not BlameResult(**{**claim, "status": "input"}, experiments=[proof]).verified


_LABELS = ["003-a", "004-b", "005-c"]


@pytest.fixture(scope="module")
def experiment_logs():
    """Hypothesis strategies for experiment logs of a registers 28 (A) -> 30 (B) symptom, over a few passes."""
    from hypothesis import strategies as st

    value = st.sampled_from([28, 30, 29, None])
    side = st.sampled_from(["A", "B"])

    @st.composite
    def experiment(draw):
        kind = draw(st.sampled_from(["control", "other-input", "without", "moved", "other-options", "resume-on-other"]))
        v, s = draw(value), draw(side)
        outcome = Symptom("k", metric="registers", a_value=28, b_value=30).outcome(v, s)
        if draw(st.booleans()) and draw(st.booleans()):
            outcome = draw(st.sampled_from([PRESENT, GONE, OTHER, FAILED]))  # a log that does not say its value
        labels = tuple(draw(st.lists(st.sampled_from(_LABELS), min_size=1, max_size=2, unique=True)))
        if kind == "without":
            return Experiment(kind, labels, outcome, v, side=s)
        if kind in ("moved", "other-options"):
            return Experiment(kind, (), outcome, v, side=s, pass_label=labels[0], options="{x=1}" * (kind != "moved"))
        if kind == "resume-on-other":
            n = draw(st.integers(2, 5))
            return Experiment(kind, (), outcome, v, side=s, after=f"{n:03d}-p", other_stage=f"{n + 1:03d}-q")
        return Experiment(kind, (), outcome, v, side=s)

    return st.lists(experiment(), max_size=8), st.lists(st.sampled_from(_LABELS), max_size=2, unique=True), side


def test_no_verdict_the_experiment_log_contradicts_is_verified(experiment_logs):
    """Property over generated logs and claims: a verdict is verified only where its proof is in the log (the other
    side's value, by its value, with exactly the named passes or input changed) and no repeat of that experiment
    gave anything else; a window also needs its start and both sides named."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    logs, causes, sides = experiment_logs
    symptom = Symptom("k", metric="registers", a_value=28, b_value=30)

    @settings(max_examples=400, deadline=None)
    @given(logs, causes, sides, st.sampled_from(["verified", "input", "unverified"]), st.booleans())
    def check(log, cause, side, status, window):
        other_cause = ("004-q",) if window else ()
        result = BlameResult("a", "b", "", "", "k", symptom, status, cause=tuple(cause), cause_side=side,
                             other_cause=other_cause, experiments=log)
        if not result.verified:
            return
        theirs = symptom.values(side)[1]
        proof = result.proof()
        assert proof is not None and proof.value == (theirs if status == "verified" else symptom.values(proof.side)[1])
        assert all(e.outcome == symptom.outcome(e.value, e.side) for e in log), "every outcome read from its value"
        same = [e for e in log if (e.side, e.intervention, set(e.removed), e.after, e.pass_label, e.options) ==
                (proof.side, proof.intervention, set(proof.removed), proof.after, proof.pass_label, proof.options)]
        assert all(e.outcome == GONE for e in same), "no repeat of the proof gave anything else"
        if status == "input":
            assert proof.intervention == "other-input" and not cause
        elif window:
            assert proof.intervention == "resume-on-other" and result.window_start() is not None
        else:
            changed = proof.removed or (proof.pass_label,)
            assert proof.intervention != "resume-on-other" and tuple(cause) == changed

    check()


def test_blame_never_stores_a_verdict_its_log_contradicts(tmp_path_factory, monkeypatch):
    """Property over generated experiment outcomes (each experiment's value drawn, repeats may differ): whatever
    the runner and the plan conclude, the stored result passes the checker, and a verified one names exactly
    what its proof changed."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    symptom = Symptom("kernel_add_0", metric="stack_bytes", a_value=16, b_value=0)

    @settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.data())
    def check(data):
        def value(side, what):
            return data.draw(st.sampled_from([0, 16, 8, None])), "drawn"

        result, _ = _simulated_blame(tmp_path_factory.mktemp("fuzz"), monkeypatch, symptom, value,
                                     stages=_FIX_STAGES, candidates={"B": ["003-cute-fold-static"],
                                                                     "A": ["003-auto-gen-fdd", "005-cute-expand-ops"]},
                                     moves={"A": [["003-auto-gen-fdd", "001-cute-desugar", "001-cute-desugar"]]})
        assert not result.contradictions()
        if result.status == "verified" and not result.window:
            proof = result.proof()
            assert result.cause == (proof.removed or (proof.pass_label,))

    check()


def test_an_option_experiment_is_printed_in_one_readable_line():
    # cuda-to-binary's options printed whole made a 6,021-character line; none made "A's options :"
    long = "{" + " ".join(f"option-{n}=value-{n}" for n in range(300)) + "}"
    shown = Experiment("other-options", (), GONE, 14, pass_label="042-cuda-to-binary", options=long).describe()
    assert len(shown) < 300 and f"({len(long):,} characters; --json has them all)" in shown
    assert shown.startswith("B's pipeline with 042-cuda-to-binary run with A's options {option-0=value-0 ")
    for empty in ("", "{}"):
        bare = Experiment("other-options", (), GONE, 14, pass_label="038-canonicalize", options=empty).describe()
        assert bare == "B's pipeline with 038-canonicalize run without options, as A runs it"
