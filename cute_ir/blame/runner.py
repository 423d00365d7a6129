"""The experimenting process: `python -m cute_ir.blame.runner REQUEST.json`, under one side's own release.

It re-runs that side's recorded pipeline on its own input (the control), on the other side's input, and
without sets of candidate passes chosen by ddmin, and measures the symptom after each run from the cubin
and PTX the binary pass writes, with the same extractors a capture uses. Each experiment runs in a forked
process (`cute_ir.process.fork.ForkedChild`): a pipeline left illegal by a removed pass may crash the
compiler, which then ends that experiment alone.

Two ways to run the passes, found by trying (never by release number):
- one pipeline: the expanded pass list, edited, parses as one pipeline (every pass registered, as in
  the releases whose real pipeline prints its IR): each experiment is the real pass list minus the
  removed passes;
- pass by pass: where some passes are not registered (4.6 on), the registered ones run one at a time as
  the capture's replay does, and the unregistered ones are left out of every experiment, the control
  included; the result names them (`untouchable`), and the control says whether the side's value survives that.
It is started by the one child runner (`cute_ir.process.children.run_child`) with an `ExperimentRequest`;
progress goes to stdout, one line per experiment; what the experiments found (a `SideOutcome`) is its report.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from cute_ir.blame.ddmin import OutOfTime, ddmin
from cute_ir.trace.blame import FAILED, GONE, PRESENT, Experiment, Symptom, window_words
from cute_ir.capture.replay.admission import PipelineRefused, admitted_passes, confined
from cute_ir.capture.pipeline import PipelinePass, behaviour_options
from cute_ir.errors import CuteIRError, ExitCode
from cute_ir.process.children import Request, write_report
from cute_ir.process.fork import ForkedChild
from cute_ir.trace import Trace, load_trace
from cute_ir.stages import BINARY_PASSES, bare_pass_arg

_SASS_METRICS = ("instructions", "spill_stores", "spill_loads")
_PTXAS_METRICS = ("spill_store_bytes", "spill_load_bytes", "spill_bytes", "barriers")
_EMBEDDED_CUBIN = 3  # gpu.object format of a cubin (MLIR's gpu::CompilationTarget)


@dataclass(frozen=True)
class ExperimentRequest(Request):
    """What the parent (`cute_ir.blame.plan`) asks the experimenting process: the experiments on one side's pipeline."""

    trace: str  # the trace directory of the side experimented on
    symptom: Symptom
    kernel_function: str  # that side's name of the kernel in its cubin
    kernel_index: int  # its position among the side's kernels (a kernel renamed on the other input is found by it)
    candidates: list[str]  # the side's pass labels to search, in pipeline order
    budget_s: float
    side: str = "B"  # "A" or "B"
    other_input: str = ""  # the other side's input IR (bytecode), to run this side's pipeline on
    other_input_text: str = ""  # the same in text form, for a release that cannot read the other's bytecode
    # Aligned stages to resume this side's pipeline from the other side's IR: [my pass label after which to
    # resume, the other side's pass label, the file of its IR after that pass], in pipeline order.
    transplants: list[list[str]] = field(default_factory=list)
    # Passes this side runs with other options than the other side's aligned pass: [my pass label, the other
    # side's options], in pipeline order.
    option_swaps: list[list[str]] = field(default_factory=list)
    # Passes both sides run at another place: [my pass label, my pass after which the other side runs it ("":
    # first), the other side's label of that neighbour], in pipeline order (`cute_ir.blame.plan.moves`).
    moves: list[list[str]] = field(default_factory=list)
    # Which experiments after the control: "direct" (the other input, the moves), "search" (ddmin, the
    # other options, the resume bisection), "all" of them, or "narrow" (each pass of `narrow` left out alone).
    phase: str = "all"
    # The other side's pass labels in pipeline order: a window the resume bisection finds names both sides' passes.
    other_labels: list[str] = field(default_factory=list)
    # phase "narrow": this side's passes of a window the other side's resume bisection found, to leave out alone.
    narrow: list[str] = field(default_factory=list)
    # The side's passes the diff's heuristic points at (its suspects, spikes later passes undo): each is left out
    # alone once, whatever ddmin tried, so that the report can say whether the symptom survives it.
    pointed: list[str] = field(default_factory=list)
    other_trace: str = ""  # the other side's trace directory: its input and IR files are read through it, checked

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ExperimentRequest:
        return cls(**{**data, "symptom": Symptom(**data["symptom"])})


@dataclass(frozen=True)
class SideOutcome:
    """What the experiments on one side's pipeline found (the experimenting process's report): the verdict of that
    side and the log behind it, which `cute_ir.blame.plan` combines with the other side's into a `BlameResult`."""

    side: str
    phase: str  # the request's: "direct", "search", "all" or "narrow"
    status: str  # "verified", "input", "unverified", "inconclusive" (the control failed)
    verdict: str
    how: str = ""
    untouchable: tuple[str, ...] = ()
    candidates: tuple[str, ...] = ()
    cause: tuple[str, ...] = ()
    cause_side: str = "B"
    other_cause: tuple[str, ...] = ()  # a window's passes of the other side (the resume bisection)
    notes: tuple[str, ...] = ()
    untested: tuple[str, ...] = ()
    unmovable: tuple[str, ...] = ()  # moved passes no experiment can move (not registered)
    experiments: tuple[Experiment, ...] = ()
    seconds: float = 0.0
    budget_spent: bool = False

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SideOutcome:
        listed = {name: tuple(data[name]) for name in ("untouchable", "candidates", "cause", "other_cause", "notes",
                                                       "untested", "unmovable") if name in data}
        experiments = tuple(Experiment(**{**e, "removed": tuple(e["removed"])}) for e in data.get("experiments", ()))
        return cls(**{**data, **listed, "experiments": experiments})


@dataclass(frozen=True)
class Measurement:
    """What one forked experiment measured, handed back through a file: the symptom's value (None: no result)
    and why it failed, or what else was seen."""

    value: int | bool | None
    detail: str = ""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Measurement:
        return cls(**data)


class Pipeline:
    """A side's expanded pipeline, runnable with passes left out: the passes its recorded pipeline may run
    (`cute_ir.capture.replay.admission`: this release's own expansion, every file option confined to `scratch`)."""

    def __init__(self, trace: Trace, scratch: Path) -> None:
        from cutlass._mlir import ir, passmanager

        self.scratch = scratch
        self.specs = admitted_passes(trace.pipeline, trace.expanded_pipeline, scratch, f"trace {trace.root}")
        self.labels = [f"{index:03d}-{spec.arg}" for index, spec in enumerate(self.specs, start=1)]
        with ir.Context():
            try:
                passmanager.PassManager.parse(self._text(self.labels))
                self.whole, self.untouchable = True, ()
            except Exception:  # noqa: BLE001 - unregistered pass names raise ValueError
                self.whole = False
                self.untouchable = tuple(label for label, spec in zip(self.labels, self.specs)
                                         if not _registered(spec))

    @property
    def how(self) -> str:
        if self.whole:
            return "the recorded pass list, edited and run as one pipeline (every pass registered)"
        return (f"the registered passes one at a time, as the capture's replay runs them; "
                f"{len(self.untouchable)} unregistered passes cannot be run or removed by any experiment")

    def binary_label(self) -> str | None:
        return next((label for label, spec in zip(self.labels, self.specs) if bare_pass_arg(spec.arg) in BINARY_PASSES),
                    None)

    def _text(self, labels: list[str], options: dict[str, str] | None = None) -> str:
        by_label = dict(zip(self.labels, self.specs))
        for label, changed in (options or {}).items():
            by_label[label] = confined(by_label[label], self.scratch, "the other side's options", changed)
        return f"builtin.module({','.join(by_label[label].text for label in labels)})"

    def run(self, module: Any, removed: tuple[str, ...], after: str = "", options: dict[str, str] | None = None,
            moved: tuple[str, str] | None = None) -> None:
        """Run the pipeline without `removed`; from the pass after `after` on, where it is given; the passes
        named in `options` with those options instead of their own; with `moved` (a pass label, the label it is to
        follow, "" for first), that pass run there instead of at its own place."""
        from cutlass._mlir import passmanager

        order = self.order(moved)
        start = order.index(after) + 1 if after else 0
        kept = [label for label in order[start:] if label not in removed and label not in self.untouchable]
        groups = [kept] if self.whole else [[label] for label in kept]
        for group in groups:
            pm = passmanager.PassManager.parse(self._text(group, options))
            pm.enable_verifier(False)  # as Compiler.compile runs the pipeline
            pm.run(module.operation)

    def order(self, moved: tuple[str, str] | None = None) -> list[str]:
        """The pass labels in the order they run: recorded, or with `moved`'s pass taken to after its neighbour."""
        labels = list(self.labels)
        if moved:
            label, after = moved
            labels.remove(label)
            labels.insert(labels.index(after) + 1 if after else 0, label)
        return labels


def _registered(spec: PipelinePass) -> bool:
    from cutlass._mlir import ir, passmanager

    with ir.Context():
        try:
            passmanager.PassManager.parse(spec.standalone_pipeline)
            return True
        except Exception:  # noqa: BLE001
            return False


class Laboratory:
    """Runs experiments, each in a forked process, within the time budget, and logs them."""

    def __init__(self, request: ExperimentRequest, pipeline: Pipeline) -> None:
        self.request = request
        self.pipeline = pipeline
        self.symptom = request.symptom
        self.started = time.monotonic()
        self.log: list[Experiment] = []
        # the traces whose files the experiments read: each read checked against its manifest's hash and size
        self.traces = [load_trace(Path(root)) for root in (request.trace, request.other_trace) if root]

    def remaining(self) -> float:
        return self.request.budget_s - (time.monotonic() - self.started)

    def run(self, intervention: str, removed: tuple[str, ...] = (), *, source: str = "", text: str = "",
            after: str = "", other_stage: str = "", options: tuple[str, str] | None = None,
            move: tuple[str, str, str] | None = None) -> Experiment:
        """One experiment: the side's pipeline without `removed`, on `source` (its own input by default); with
        `after`, only its passes after that one, on the other side's IR text after `other_stage` (`text`); with
        `options` (a pass label, options), that pass run with those options; with `move` (a pass label, the
        side's pass it is to follow, the other side's label of that neighbour), that pass run there."""
        if self.remaining() <= 0:
            raise OutOfTime
        began = time.monotonic()
        value, detail = self._forked(removed, source or self._own_input(), text, after,
                                     dict([options]) if options else None, (move[0], move[1]) if move else None)
        side = self.request.side
        label, changed = options or ("", "")
        if move:  # recorded as the pass moved, the side's neighbour it ran after, the other side's neighbour
            label, after, other_stage = move
        experiment = Experiment(intervention, removed, self.symptom.outcome(value, side), value,
                                round(time.monotonic() - began, 2), detail, side, after, other_stage, label, changed)
        self.log.append(experiment)
        shown = f"{experiment.value}" if experiment.outcome != FAILED else f"failed: {detail[:120]}"
        print(f"[{time.monotonic() - self.started:6.1f} s] {experiment.describe(whole=False)}: "
              f"{experiment.outcome} ({shown})", flush=True)
        return experiment

    def _own_input(self) -> str:
        """The input IR the experimented side's pipeline was given."""
        return str(Path(self.request.trace) / "artifacts" / "input.mlirbc")

    def stored(self, path: str) -> bytes:
        """The bytes of a file of one of the traces (an input, another side's IR), as its manifest vouches for
        them: inside it, a regular file, of the recorded size and hash. Never a file outside the traces."""
        for trace in self.traces:
            root = Path(str(trace.root))
            for base in {os.path.abspath(root), os.path.realpath(root)}:
                if os.path.abspath(path).startswith(base + os.sep):
                    return trace.read_checked(os.path.relpath(os.path.abspath(path), base))
        raise PipelineRefused(f"{path} is not a file of the traces experimented on; it is not read")

    def _forked(self, removed: tuple[str, ...], source: str, text: str, after: str = "",
                options: dict[str, str] | None = None, moved: tuple[str, str] | None = None) -> tuple[Any, str]:
        scratch = Path(tempfile.mkdtemp(prefix="cute-ir-blame-"))
        outcome = scratch / "outcome.json"

        def experiment() -> None:  # in the forked child; it exits 1 where this raises
            try:
                measured = Measurement(*self._experiment(removed, source, text, after, options, moved))
            except BaseException as err:  # noqa: BLE001 - reported as the experiment's failure
                outcome.write_text(json.dumps(Measurement(None, _first_line(err)).to_json()))
                raise
            outcome.write_text(json.dumps(measured.to_json()))

        child = ForkedChild(experiment)
        try:
            status = child.wait_within(max(self.remaining() + 5, 1))
            if status is None:
                raise OutOfTime
            if outcome.exists():
                found = Measurement.from_json(json.loads(outcome.read_text()))
                return found.value, found.detail
            code = os.waitstatus_to_exitcode(status)
            how = signal.Signals(-code).name if code < 0 else f"exit status {code}"
            return None, f"the compiler crashed ({how})"
        finally:
            child.kill()  # past the budget; else it has ended, and this does nothing
            child.wait()
            shutil.rmtree(scratch, ignore_errors=True)
            shutil.rmtree(self.pipeline.scratch, ignore_errors=True)
            self.pipeline.scratch.mkdir(exist_ok=True)

    def _experiment(self, removed: tuple[str, ...], source: str, text: str, after: str = "",
                    options: dict[str, str] | None = None, moved: tuple[str, str] | None = None) -> tuple[Any, str]:
        from cutlass._mlir import ir

        with ir.Context() as ctx:
            ctx.allow_unregistered_dialects = True
            ctx.enable_multithreading(False)  # as the DSL's own context
            module = ir.Module.parse(self.stored(text).decode()) if after else _parse(ir, source, text, self.stored)
            self.pipeline.run(module, removed, after, options, moved)
            return measure(self.symptom, self.request, self.pipeline.scratch, module)


def _parse(ir: Any, source: str, text: str, stored: Callable[[str], bytes]) -> Any:
    """The input module: bytecode, else (another release's bytecode it cannot read) the text form."""
    data = stored(source)
    try:
        return ir.Module.parse(data)
    except Exception as err:  # noqa: BLE001 - the bindings raise MLIRError or ValueError by release
        if not text:
            raise
        try:
            return ir.Module.parse(stored(text).decode())
        except Exception as second:  # noqa: BLE001
            raise RuntimeError(f"the input does not parse under this release: {_first_line(err)}; "
                               f"its text form: {_first_line(second)}") from second


def measure(symptom: Symptom, request: ExperimentRequest, scratch: Path, module: Any) -> tuple[Any, str]:
    """The symptom's value after a pipeline ran: a kernel's resource from the cubin, or whether the pattern
    holds on the PTX or SASS."""
    from cute_ir.capture.extract.cubin import finish_disassembly, resource_usage

    cubin = next(iter(sorted(scratch.glob("experiment*.cubin"))), None) or _embedded_cubin(module, scratch)
    if cubin is None:
        return None, "the pipeline made no cubin"
    ptx = next(iter(sorted(scratch.glob("experiment*.ptx"))), None)
    needs_sass = symptom.metric in _SASS_METRICS or symptom.stage == "sass"
    sass = finish_disassembly(cubin, scratch / "kernel.sass").read_text() if needs_sass else ""
    if symptom.pattern:
        from cute_ir.checks.patterns import PatternCheck, match_patterns

        text = sass if symptom.stage == "sass" else (ptx.read_text() if ptx else "")
        return match_patterns(PatternCheck(symptom.stage, symptom.pattern, "the symptom"), text) is None, ""
    from cute_ir.checks.budget import metric_value

    resources, _ = resource_usage(cubin, sass, ptx if symptom.metric in _PTXAS_METRICS else None)
    kernel = next((r for r in resources if r.function == request.kernel_function), None)
    if kernel is None and request.kernel_index < len(resources):
        kernel = resources[request.kernel_index]
    if kernel is None:
        return None, f"no kernel {request.kernel_function} in the cubin"
    return metric_value(kernel, symptom.metric), ""


def _embedded_cubin(module: Any, scratch: Path) -> Path | None:
    """The cubin a binary pass without dump paths (4.2) left in the module's gpu.binary."""
    from cutlass._mlir.dialects import gpu

    for op in module.body.operations:
        if op.operation.name == "gpu.binary":
            for attribute in op.operation.attributes["objects"]:
                embedded = gpu.ObjectAttr(attribute)
                if int(embedded.format) == _EMBEDDED_CUBIN:
                    path = scratch / "experiment-embedded.cubin"
                    path.write_bytes(bytes(embedded.object))
                    return path
    return None


def investigate(request: ExperimentRequest) -> SideOutcome:
    """The control; in the direct phase the other side's input and the moved passes; in the search phase ddmin
    over the candidates, the other side's options, the resume bisection; what they proved."""
    scratch = Path(tempfile.mkdtemp(prefix="cute-ir-blame-dumps-"))
    side, other = request.side, "A" if request.side == "B" else "B"
    try:
        pipeline = Pipeline(load_trace(Path(request.trace)), scratch)
        lab = Laboratory(request, pipeline)
        mine, theirs = lab.symptom.values(side)
        found: dict[str, Any] = {"how": pipeline.how, "untouchable": list(pipeline.untouchable), "notes": [],
                                 "untested": []}
        binary = pipeline.binary_label()
        after_binary = pipeline.labels[pipeline.labels.index(binary):] if binary else []
        candidates = [c for c in request.candidates if c not in pipeline.untouchable and c not in after_binary]
        pointed = [p for p in request.pointed if p not in pipeline.untouchable and p not in after_binary]
        # the binary pass itself may run with other options (ptxas' opt-level); nothing after it counts
        swaps = [s for s in request.option_swaps if s[0] in pipeline.labels and s[0] not in pipeline.untouchable
                 and (s[0] == binary or s[0] not in after_binary)]
        found["candidates"] = candidates
        try:
            control = lab.run("control")
            if control.outcome != PRESENT:
                found.update(status="inconclusive", verdict=(
                    f"re-run as recorded, {side}'s pipeline gives "
                    f"{control.value if control.value is not None else 'no result'} ({control.detail or control.outcome}),"
                    f" not {side}'s {mine}"
                    + (f" (without the unregistered {', '.join(pipeline.untouchable)})" if pipeline.untouchable else "")
                    + ": no experiment on it can be trusted"))
                return _finish(found, lab)
            if request.phase == "narrow":
                proof = _narrow(lab, request.narrow, found)
                if proof is not None:
                    _promote(found, proof, lab)
                else:
                    found.update(status="unverified", verdict=(
                        f"no pass of {side}'s in the window, left out alone, gives {other}'s {theirs}"))
                _rule_out(lab, [label for label in pointed if label not in found.get("cause", ())], swaps)
                return _finish(found, lab)
            direct, searching = request.phase in ("direct", "all"), request.phase in ("search", "all")
            swapped = None
            if direct and request.other_input:
                swapped = lab.run("other-input", source=request.other_input, text=request.other_input_text)
                if swapped.outcome == GONE:
                    found.update(status="input", cause_side=side, verdict=(
                        f"{side}'s own pipeline on {other}'s input IR gives {other}'s {theirs}: the input IR the front "
                        "end made is the cause, not a pass"))
                    _rule_out(lab, pointed, swaps)
                    return _finish(found, lab)
                if swapped.outcome == PRESENT:
                    found["notes"].append(f"{side}'s pipeline on {other}'s input IR still gives {side}'s {mine}: the "
                                          "front end's input IR is not the cause")
                elif swapped.outcome == FAILED:
                    found["untested"].append(
                        f"whether {other}'s input IR is the cause, on {side}'s pipeline: it does not run on {other}'s "
                        f"input IR ({swapped.detail or 'no cubin'})")
            elif direct:
                found["untested"].append(f"whether {other}'s input IR is the cause, on {side}'s pipeline: {other}'s "
                                         "trace keeps no input IR")
            runnable = [m for m in request.moves if m[0] in pipeline.labels and m[0] not in pipeline.untouchable
                        and m[0] not in after_binary and m[1] not in after_binary] if direct else []
            found["unmovable"] = [m[0] for m in request.moves if direct and m[0] in pipeline.untouchable]
            reordered = _moved(lab, runnable, found["notes"])
            if reordered is not None:
                found.update(status="verified", cause=[reordered.pass_label], cause_side=side, verdict=(
                    f"with {reordered.pass_label} run where {other} runs it ({_place(reordered)}) in {side}'s "
                    f"pipeline, {lab.symptom.change(side)}"))
                _rule_out(lab, [label for label in pointed if label != reordered.pass_label], swaps)
                return _finish(found, lab)
            if not searching:
                found.update(status="unverified", verdict=_direct_verdict(lab, swapped, runnable))
                # a few experiments, here because the search phase may never come; what they prove is for the
                # search to find (both sides' direct experiments run before either search)
                _rule_out(lab, pointed, swaps)
                return _finish(found, lab)
            search = ddmin(candidates, lambda removed: lab.run("without", removed).outcome == GONE)
        except OutOfTime:
            found.update(status="unverified", budget_spent=True, verdict="the time budget ran out before any "
                         "experiment removed the symptom")
            return _finish(found, lab)
        found["budget_spent"] = lab.remaining() <= 0
        if search.found:
            names = ", ".join(search.found)
            found.update(status="verified", cause=list(search.found), cause_side=side, verdict=(
                f"without {names} in {side}'s pipeline, {lab.symptom.change(side)}"
                + ("" if search.minimal else " (not shown minimal: the budget ran out)")))
        else:
            failed = sum(e.intervention == "without" and e.outcome == FAILED for e in lab.log)
            found.update(status="unverified", verdict=(
                f"leaving out none of the sets of {len(candidates)} candidate passes of {side} that ddmin tried "
                f"({search.tests} experiments{f', {failed} of them failed' if failed else ''}) gives {other}'s {theirs}"
                + (" before the budget ran out" if lab.remaining() <= 0 else "")
                if candidates else f"{side} has no candidate pass to leave out"))
            try:
                swapped_options = _other_options(lab, swaps)
                segment = None if swapped_options else _localise(lab, [t for t in request.transplants
                                                                        if t[0] not in after_binary])
            except OutOfTime:
                swapped_options = segment = None
            if swapped_options is not None:
                _promote(found, swapped_options, lab)
            elif segment is not None:
                _window(lab, found, segment, request.other_labels)
        _promote(found, _rule_out(lab, [label for label in pointed if label not in found.get("cause", ())], swaps), lab)
        return _finish(found, lab)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _moved(lab: Laboratory, moves: list[list[str]], notes: list[str]) -> Experiment | None:
    """Run the side's pipeline with one moved pass at a time where the other side runs it: the first move that
    gives the other side's value (the reordering is then a proven cause), or None; each move tried in vain
    is noted as ruled out, with what it gave."""
    side, other = lab.request.side, "A" if lab.request.side == "B" else "B"
    mine, _ = lab.symptom.values(side)
    for label, after, other_neighbour in moves:
        experiment = lab.run("moved", move=(label, after, other_neighbour))
        if experiment.outcome == GONE:
            return experiment
        gave = {PRESENT: f"still gives {side}'s {mine}: the reordering is not the cause",
                FAILED: f"does not run ({experiment.detail or 'no cubin'}): the reordering is untested"}.get(
            experiment.outcome, f"gives {experiment.value}, neither side's value")
        notes.append(f"{side}'s pipeline with {label} run where {other} runs it ({_place(experiment)}) {gave}")
    return None


def _place(moved: Experiment) -> str:
    """Where a moved pass ran, in words: "after 015-loop-invariant-code-motion, A's 010-loop-invariant-code-motion"."""
    if not moved.after:
        return "first"
    other = "A" if moved.side == "B" else "B"
    return f"after {moved.after}" + (f", {other}'s {moved.other_stage}" if moved.other_stage != moved.after else "")


def _direct_verdict(lab: Laboratory, swapped: Experiment | None, moves: list[list[str]]) -> str:
    """What the direct experiments (the other input, the moves) showed when none proved a cause, naming only
    those that ran: one that failed is an untested hypothesis, not a ruled-out one."""
    side, other = lab.request.side, "A" if lab.request.side == "B" else "B"
    _, theirs = lab.symptom.values(side)
    tested = []
    if swapped is not None and swapped.outcome != FAILED:
        tested.append(f"{other}'s input IR")
    moved = [e for e in lab.log if e.intervention == "moved" and e.outcome != FAILED]
    if moved:
        tested.append("a moved pass run where " + other + " runs it")
    if not tested:
        return (f"no direct experiment on {side}'s pipeline tested a cause: "
                + ("its run on " + other + "'s input IR failed" if swapped is not None else "no input IR to swap in")
                + ("" if moves else ", and no pass moved between the releases"))
    if len(tested) == 1:
        return f"{tested[0]} does not give {other}'s {theirs} in {side}'s pipeline"
    return f"neither {' nor '.join(tested)} gives {other}'s {theirs} in {side}'s pipeline"


def _window(lab: Laboratory, found: dict[str, Any], segment: tuple[Experiment, Experiment],
            other_labels: list[str]) -> None:
    """The resume bisection's two neighbouring stages as a verified window naming both sides' passes between them
    (each side's passes in place of the other's is what the two resumed runs differ by), then narrowed: each of
    this side's passes there left out alone; the first whose removal gives the other side's value is the cause."""
    side, other = lab.request.side, "A" if lab.request.side == "B" else "B"
    mine, theirs = lab.symptom.values(side)
    before, at = segment
    labels = lab.pipeline.labels
    mine_passes = labels[labels.index(before.after) + 1: labels.index(at.after) + 1]
    theirs_passes = (other_labels[other_labels.index(before.other_stage) + 1: other_labels.index(at.other_stage) + 1]
                     if before.other_stage in other_labels and at.other_stage in other_labels else [at.other_stage])
    found.update(status="verified", cause=mine_passes, other_cause=theirs_passes, cause_side=side, verdict=(
        f"{window_words(side, mine_passes, theirs_passes)} make the difference: {side}'s pipeline resumed on "
        f"{other}'s IR after {before.other_stage} gives {side}'s {mine}, resumed on {other}'s IR after "
        f"{at.other_stage} gives {other}'s {theirs}"))
    try:
        proof = _narrow(lab, mine_passes, found)
    except OutOfTime:
        return
    if proof is not None:
        window = found["verdict"].split(" make the difference")[0]
        found.update(status="unverified", other_cause=[])
        _promote(found, proof, lab)
        found["notes"].insert(0, f"the window {window} (found by resuming {side}'s pipeline on {other}'s IR) is "
                                 f"narrowed to {side}'s {proof.removed[0]}")


def _narrow(lab: Laboratory, window: list[str], found: dict[str, Any]) -> Experiment | None:
    """Leave each of the side's passes in a window out alone, where no experiment did yet: the first removal
    that gives the other side's value, or None. What could not be narrowed is said, with why: a pass that is
    not registered (untested), one the pipeline fails without, one the symptom survives."""
    side = lab.request.side
    mine, _ = lab.symptom.values(side)
    binary = lab.pipeline.binary_label()
    after_binary = lab.pipeline.labels[lab.pipeline.labels.index(binary) + 1:] if binary else []
    kept = []
    for label in window:
        if label in lab.pipeline.untouchable:
            found["untested"].append(f"{side}'s {label}, in the window, alone: it is not registered in the DSL's "
                                     "Python pass registry, so no experiment can leave it out")
            continue
        if label in after_binary:
            continue  # nothing after the binary pass changes the cubin an experiment measures
        removal = next((e for e in lab.log if e.intervention == "without" and e.removed == (label,)), None)
        removal = removal or lab.run("without", (label,))
        if removal.outcome == GONE:
            return removal
        kept.append(f"{label} " + {PRESENT: f"still gives {side}'s {mine}",
                                   FAILED: f"fails ({removal.detail or 'no cubin'})"}.get(
            removal.outcome, f"gives {removal.value}, neither side's value"))
    if kept:
        found["notes"].append(f"the window is not narrowed on {side}'s side: {side}'s pipeline without "
                              + "; without ".join(kept))
    return None


def _rule_out(lab: Laboratory, pointed: list[str], swaps: list[list[str]]) -> Experiment | None:
    """Leave each pass the heuristic pointed at out alone, where no experiment did yet, and where the pipeline
    fails without it, neutralise it instead (run it with the other side's options, where they differ): a pass
    the symptom survives is ruled out by experiment (a spike later passes undo is, most often). As the budget
    allows. The first of these experiments that gave the other side's value, if any: a proof like ddmin's."""
    other_options = dict((label, options) for label, options in swaps)
    try:
        for label in pointed:
            removal = next((e for e in lab.log if e.intervention == "without" and e.removed == (label,)), None)
            if removal is None:
                removal = lab.run("without", (label,))
            neutralised = any(e.intervention == "other-options" and e.pass_label == label for e in lab.log)
            if removal.outcome == FAILED and label in other_options and not neutralised:
                lab.run("other-options", options=(label, other_options[label]))
    except OutOfTime:
        pass
    return next((e for e in lab.log if e.outcome == GONE and (e.intervention == "other-options" or (
        e.intervention == "without" and len(e.removed) == 1 and e.removed[0] in pointed))), None)


def _promote(found: dict[str, Any], proof: Experiment | None, lab: Laboratory) -> None:
    """Where nothing was proven yet, a single pass whose removal, or whose run with the other side's options,
    gave the other side's value is the verified cause, said as the experiment was."""
    if proof is None or found.get("status") in ("verified", "input"):
        return
    side, other = proof.side, "A" if proof.side == "B" else "B"
    if proof.intervention == "other-options":
        own = lab.pipeline.specs[lab.pipeline.labels.index(proof.pass_label)].options
        found.update(status="verified", cause=[proof.pass_label], cause_side=side, verdict=(
            f"with {other}'s options for {proof.pass_label} ({_option_change(own, proof.options)}) in {side}'s "
            f"pipeline, {lab.symptom.change(side)}"))
    else:
        found.update(status="verified", cause=list(proof.removed), cause_side=side, verdict=(
            f"without {', '.join(proof.removed)} in {side}'s pipeline, {lab.symptom.change(side)}"))


def _option_change(own: str, other: str) -> str:
    """The options that differ, in words: "opt-level=3 in place of opt-level=0" (the dump paths aside: the
    experiment writes its own)."""
    own_words, other_words = (set(behaviour_options(options)) for options in (own, other))
    given, replaced = sorted(other_words - own_words), sorted(own_words - other_words)
    return f"{' '.join(given) or 'no option'} in place of {' '.join(replaced) or 'none'}"


def _other_options(lab: Laboratory, swaps: list[list[str]]) -> Experiment | None:
    """Run the side's pipeline with one pass given the other side's options at a time: the first swap that
    gives the other side's value (the option change is then a proven cause), or None."""
    for label, options in swaps:
        experiment = lab.run("other-options", options=(label, options))
        if experiment.outcome == GONE:
            return experiment
    return None


def _localise(lab: Laboratory, transplants: list[list[str]]) -> tuple[Experiment, Experiment] | None:
    """Bisect the aligned stages: the side's pipeline resumed on the other side's IR keeps the side's value
    early (its own passes still run) and gives the other's late (the other's passes ran instead). Two
    neighbouring stages with those outcomes locate the cause between them, by experiment, where removing a
    pass cannot (a lowering the pipeline needs). None where no such pair was found."""
    if not transplants:
        return None

    def resumed(n: int) -> Experiment:
        after, other_stage, ir_file = transplants[n]
        return lab.run("resume-on-other", after=after, text=ir_file, other_stage=other_stage)

    outcomes: dict[int, Experiment] = {}
    low, high = -1, len(transplants) - 1  # -1: the other's input, known to keep the side's value
    outcomes[high] = resumed(high)
    if outcomes[high].outcome != GONE:
        return None
    while high - low > 1:
        middle = (low + high) // 2
        outcomes[middle] = resumed(middle)
        if outcomes[middle].outcome == GONE:
            high = middle
        elif outcomes[middle].outcome == PRESENT:
            low = middle
        else:  # the pipeline could not resume there (or another value): no clean boundary through it
            return None
    return (outcomes[low], outcomes[high]) if low >= 0 else None


def _finish(found: dict[str, Any], lab: Laboratory) -> SideOutcome:
    """What the side's experiments found, as the parent reads it from the report."""
    return SideOutcome.from_json({**found, "side": lab.request.side, "phase": lab.request.phase,
                                  "experiments": [asdict(e) for e in lab.log],
                                  "seconds": round(time.monotonic() - lab.started, 2)})


def _first_line(error: BaseException) -> str:
    """The line that says what went wrong: the first specific `error:` line of the pass manager's diagnostics
    (not its "Failure while executing pass pipeline:" wrapper), else the message's first line."""
    from cute_ir.capture.replay.repro import error_lines

    text = str(error).strip() or type(error).__name__
    specific = error_lines(text)
    return (specific[0] if specific else next(line.strip() for line in text.splitlines() if line.strip()))[:400]


def main(argv: list[str]) -> int:
    from cute_ir.process.interrupts import die_with

    die_with(os.getppid())
    # every scratch folder of this process and of its experiments lies in the parent's, which it removes on
    # every exit (Ctrl-C and SIGTERM included: this process is killed, never left to clean up)
    tempfile.tempdir = str(Path(argv[0]).parent)
    request = ExperimentRequest.from_file(argv[0])
    try:
        found = investigate(request)
    except CuteIRError as err:  # the traces themselves are refused (a doctored pipeline): the parent says why
        write_report(request, exit=int(err.exit_code), message=err.message, hint=err.hint or "")
        return 1
    except Exception:  # noqa: BLE001 - no exit of its own: the parent reports it as ours, with this
        write_report(request, error=traceback.format_exc()[-3000:])
        return 1
    write_report(request, exit=int(ExitCode.OK), outcome=found.to_json())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
