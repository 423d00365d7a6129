"""Run one target (registered kernels or a script) under every release of a sweep and compare neighbours.

Each release's captures are ordinary traces under `OUT/<spec>/`, so any of them can be viewed or
diffed afterwards. The comparison of a release with the one before it (same libs variant; the
first cu13 release with the cu12 build of its version) is `cute_ir.diff.diff_traces`: its verdict,
resource deltas and culprit pass are what the table shows, never a second analysis.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cute_ir.checks import CheckReport, CheckSpec, check_trace
from cute_ir.diff import TraceDiff, diff_traces
from cute_ir.diff.functions import FunctionKind
from cute_ir.errors import CuteIRError
from cute_ir.executors import Capture, CaptureOutcome, Executor, with_progress
from cute_ir.executors.capture import perform_capture
from cute_ir.fsutil import named_child
from cute_ir.trace import OUTSIDE_PIPELINE, KernelResources, Trace
from cute_ir.releases.catalogue import CU12, format_spec, parse_spec

Report = Callable[[str], None]
# The resource facts a sweep row shows, in order (the integer fields of KernelResources it has).
SHOWN_RESOURCES = ("registers", "shared_bytes", "dynamic_shared_bytes", "local_bytes", "stack_bytes",
                   "spill_store_bytes", "spill_load_bytes", "spill_stores", "spill_loads", "instructions")


@dataclass(frozen=True)
class Target:
    """What a sweep compiles: registered kernel instances, or a script with its arguments."""

    kernels: tuple[str, ...] = ()
    script: Path | None = None
    script_args: tuple[str, ...] = ()
    arch: str = "sm_90a"

    def describe(self) -> str:
        return f"{self.script} {' '.join(self.script_args)}".strip() if self.script else ", ".join(self.kernels)


@dataclass
class Change:
    """How a kernel's capture under one release differs from the release it is compared with."""

    against: str  # the spec compared with
    differs: bool
    # The diff's heuristic suspect, never a proven cause: "012-convert-to-llvm (to-llvm, largest-jump;
    # unverified)"; "" when nothing changed
    culprit: str = ""
    verified: bool = False  # the culprit is a cause an experiment proved (`cute-ir blame`), not a suspect
    input_differs: bool = False  # the front end already produced other IR
    resource_deltas: dict[str, tuple[int | None, int | None]] = field(default_factory=dict)
    ptx_differs: bool = False
    sass_differs: bool = False

    @classmethod
    def from_diff(cls, against: str, result: TraceDiff) -> "Change":
        kernel_culprits = [c for c in result.culprits if c.kind is FunctionKind.KERNEL] or result.culprits
        proven = next((r for r in result.experiments if r.verified), None)
        culprit = ""
        if proven is not None:
            culprit = f"{proven.named_cause()} (verified by experiment: {proven.verdict})"
        elif kernel_culprits:
            first = kernel_culprits[0]
            culprit = f"{first.label} ({first.stage}, {first.reason}; unverified)"
        elif result.first_divergence is not None:
            culprit = f"{result.first_divergence.label} ({result.first_divergence.stage}, first divergence; unverified)"
        artifacts = {row.stage: row.status.value for row in result.artifacts}
        return cls(
            against=against,
            differs=result.differs,
            culprit=culprit,
            verified=proven is not None,
            input_differs=result.input_differs,
            resource_deltas=_first_kernel_deltas(result),
            ptx_differs=artifacts.get("ptx") == "changed",
            sass_differs=artifacts.get("sass") == "changed",
        )


def _first_kernel_deltas(result: TraceDiff) -> dict[str, tuple[int | None, int | None]]:
    """The shown resources that changed, of the trace's first kernel (the one the table shows)."""
    first = result.resources[0].kernel if result.resources else ""
    return {d.metric: (d.a, d.b) for d in result.resources
            if d.kernel == first and d.changed and d.metric in SHOWN_RESOURCES}


@dataclass
class Cell:
    """One kernel under one release: its trace, or why there is none."""

    spec: str
    kernel: str
    trace: Trace | None = None
    error: str = ""  # the capture's error message
    exit_code: int = 0
    change: Change | None = None
    checks: CheckReport | None = None

    @property
    def resources(self) -> KernelResources | None:
        return self.trace.resources[0] if self.trace is not None and self.trace.resources else None


@dataclass
class SweepResult:
    target: Target
    specs: list[str]
    kernels: list[str] = field(default_factory=list)
    cells: dict[tuple[str, str], Cell] = field(default_factory=dict)  # (spec, kernel) -> cell
    errors: dict[str, str] = field(default_factory=dict)  # spec -> why nothing was captured
    releases_note: str = ""  # where the releases of a range came from, when not the package index

    def cell(self, spec: str, kernel: str) -> Cell | None:
        return self.cells.get((spec, kernel))

    def relocate(self, written: Path, final: Path) -> None:
        """The traces were written under `written` and moved to `final` (an atomic output directory)."""
        for cell in self.cells.values():
            if cell.trace is not None and cell.trace.root is not None:
                cell.trace.root = final / cell.trace.root.relative_to(written)

    @property
    def budget_violated(self) -> bool:
        return any(c.checks is not None and not c.checks.ok for c in self.cells.values())

    def to_json(self) -> dict[str, Any]:
        rows = []
        for spec in self.specs:
            for kernel in self.kernels:
                cell = self.cell(spec, kernel)
                if cell is None:
                    continue
                resources = cell.resources
                rows.append({
                    "release": spec,
                    "kernel": kernel,
                    "ok": cell.trace is not None and cell.trace.ok,
                    "error": cell.error,
                    "exit_code": cell.exit_code,
                    "trace": str(cell.trace.root) if cell.trace is not None else None,
                    "function": resources.function if resources else None,
                    "resources": {n: getattr(resources, n) for n in SHOWN_RESOURCES} if resources else None,
                    "change": None if cell.change is None else {
                        "against": cell.change.against,
                        "differs": cell.change.differs,
                        "culprit": cell.change.culprit,
                        "culprit_verified": cell.change.verified,
                        "input_differs": cell.change.input_differs,
                        "ptx_differs": cell.change.ptx_differs,
                        "sass_differs": cell.change.sass_differs,
                        "resource_deltas": {k: list(v) for k, v in cell.change.resource_deltas.items()},
                    },
                    "checks": None if cell.checks is None else cell.checks.to_json(),
                })
        return {
            "schema": "cute-ir.sweep",
            "schema_version": 1,
            "target": self.target.describe(),
            "arch": self.target.arch,
            "releases": self.specs,
            "releases_note": self.releases_note,
            "kernels": self.kernels,
            "errors": self.errors,
            "rows": rows,
        }


def comparison_candidates(specs: list[str], index: int) -> list[str]:
    """What `specs[index]` may be compared with, nearest first: the earlier releases of its variant,
    then (for a variant whose earlier releases did not compile the kernel) the cu12 build of its version."""
    version, variant = parse_spec(specs[index])
    earlier = [spec for spec in reversed(specs[:index]) if parse_spec(spec)[1] == variant]
    same_version_cu12 = format_spec(version, CU12)
    if variant != CU12 and same_version_cu12 in specs[:index]:
        earlier.append(same_version_cu12)
    return earlier


def release_work(target: Target, spec: str, out: Path, timeout: float) -> list[tuple[Capture, Path]]:
    """The captures of `target` under one release, into `out`: one per registered kernel (one that
    fails does not hide the others), or the script's session."""
    if target.script is not None:
        return [(Capture(spec, target.arch, script=str(target.script), script_args=target.script_args,
                         timeout=timeout), out)]
    return [(Capture(spec, target.arch, kernel=kernel, timeout=timeout), named_child(out, kernel, "the kernel"))
            for kernel in target.kernels]


def sweep_work(target: Target, specs: list[str], out: Path, timeout: float) -> list[tuple[Capture, Path]]:
    """Every capture of a sweep, each release's under `out/<spec>/`."""
    return [item for spec in specs for item in release_work(target, spec, out / spec, timeout)]


def capture_release(target: Target, spec: str, out: Path, python: Path | None, timeout: float) -> list[Trace]:
    """Every trace of `target` under one release, in `out`, here and one capture at a time (bisection);
    the first capture that fails raises, with the traces made so far as its partial result."""
    traces: list[Trace] = []
    for capture, path in release_work(target, spec, out, timeout):
        outcome = perform_capture(capture, path, python)
        traces += outcome.traces
        if outcome.error is not None:
            outcome.error.partial = list(traces)
            raise outcome.error
    return traces


def run_sweep(target: Target, specs: list[str], out: Path, *, executor: Executor,
              checks: CheckSpec = CheckSpec(), timeout: float = 900, blame_s: float | None = None,
              report: Report = lambda _: None, quiet: bool = False) -> SweepResult:
    """Capture under every spec (with `executor`: this machine's cores or a Ray cluster), check, and
    compare each release with its predecessor; with `blame_s`, test each change of resources by
    experiment (`cute_ir.blame`), that long per change. `quiet`: no capture progress on stderr."""
    result = SweepResult(target, list(specs), kernels=list(target.kernels))
    work = sweep_work(target, specs, out, timeout)
    outcomes: dict[int, CaptureOutcome] = dict(with_progress(executor.run(work), work, "capturing", quiet=quiet))
    by_spec: dict[str, list[tuple[Capture, CaptureOutcome]]] = {spec: [] for spec in specs}
    for index, (capture, _) in enumerate(work):  # in the order of the work, whatever order they finished in
        by_spec[capture.spec].append((capture, outcomes[index]))
    labelled: dict[str, dict[str, Trace]] = {}
    for spec, captured in by_spec.items():
        labelled[spec] = {}
        for _, outcome in captured:
            if outcome.error is not None:
                result.errors[spec] = outcome.error.message
            labelled[spec].update(distinct_kernels(outcome.traces))
        result.kernels += [label for label in labelled[spec] if label not in result.kernels]
    for spec, captured in by_spec.items():
        for kernel in result.kernels:
            found, error = next(((o.traces, o.error) for c, o in captured if c.kernel == kernel or c.script),
                                ([], None))
            trace = labelled[spec].get(kernel)
            cell = Cell(spec, kernel, trace)
            if trace is None or not trace.ok:
                cell.error = (_failure_line(trace) if trace is not None and trace.failure else "") or (
                    error.message if error is not None else "not compiled under this release")
                cell.exit_code = int(error.exit_code) if error is not None else 0
            if trace is not None and checks:
                cell.checks = check_trace(trace, checks)
            result.cells[(spec, kernel)] = cell
    _compare_neighbours(result, report, executor, blame_s)
    return result


def _failure_line(trace: Trace) -> str:
    """A failed trace's error for its row: outside the pipeline the DSL's message is a page, its error a line."""
    failure = trace.failure
    if failure.kind in OUTSIDE_PIPELINE:
        return f"{failure.kind}: {failure.shown()}"
    return failure.message


def distinct_kernels(traces: list[Trace]) -> dict[str, Trace]:
    """A row label per distinct kernel of one release's traces, in compile order: its name; a script
    that compiles a kernel again from the same input IR adds no row, one that compiles it from another
    input (another specialization) adds `NAME (2)`, `NAME (3)`, ... (labels pair releases in that order)."""
    labelled: dict[str, Trace] = {}
    inputs: dict[str, list[str]] = {}
    for trace in traces:
        name = trace.kernel.name
        seen = inputs.setdefault(name, [])
        if trace.input_sha256 in seen:
            continue
        seen.append(trace.input_sha256)
        labelled[name if len(seen) == 1 else f"{name} ({len(seen)})"] = trace
    return labelled


def _compare_neighbours(result: SweepResult, report: Report, executor: Executor,
                        blame_s: float | None = None) -> None:
    """Each kernel under each release against the nearest earlier release that compiled it; the diffs
    (as costly as a capture for a GEMM) run where the executor runs them, a cluster's nodes included.
    With `blame_s`, the suspects of each change of resources are then tested by experiment here,
    where the traces are (the experiments are recorded in them)."""
    pairs: list[tuple[Cell, str]] = []
    for index, spec in enumerate(result.specs):
        for kernel in result.kernels:
            cell = result.cell(spec, kernel)
            if cell is None or cell.trace is None or not cell.trace.ok:
                continue
            against = next((earlier for earlier in comparison_candidates(result.specs, index)
                            if _compiled(result.cell(earlier, kernel))), None)
            if against is not None:
                pairs.append((cell, against))
    work = []
    for cell, against in pairs:
        report(f"diffing {cell.kernel}: {against} -> {cell.spec}")
        before = result.cells[(against, cell.kernel)].trace
        assert before is not None and cell.trace is not None
        work.append(((against,), (before, cell.trace)))
    for index, change in executor.map_traces(change_between, work):
        cell, against = pairs[index]
        if isinstance(change, CuteIRError):
            change = Change(against, True, culprit=f"(diff failed: {change.message})")
        cell.change = change
    if blame_s is None:
        return
    for cell, against in pairs:
        if cell.change is None or not cell.change.resource_deltas:
            continue
        from cute_ir.blame.plan import blame

        before = result.cells[(against, cell.kernel)].trace
        report(f"testing the suspects of {cell.kernel} {against} -> {cell.spec} by experiment")
        try:
            blame(before, cell.trace, budget_s=blame_s, progress=report)
            cell.change = change_between(against, before, cell.trace)
        except CuteIRError as err:
            cell.change = Change(against, True, culprit=f"(diff failed: {err.message})")


def change_between(against: str, before: Trace, after: Trace) -> Change:
    """What changed from the release `against` (trace `before`) to `after`: the diff analysis, summed up."""
    return Change.from_diff(against, diff_traces(before, after))


def _compiled(cell: Cell | None) -> bool:
    return cell is not None and cell.trace is not None and cell.trace.ok
