"""Run one target (registered kernels or a script) under every release of a sweep and compare neighbours.

Each release's captures are ordinary traces under `OUT/<spec>/`, so any of them can be viewed or
diffed afterwards. The comparison of a release with the one before it (same libs variant; the
first cu13 release with the cu12 build of its version) is `cute_ir.diff.diff_traces`: its verdict,
resource deltas and culprit pass are what the table shows, never a second analysis.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from cute_ir.capture.dsl_errors import error_line
from cute_ir.checks import CheckReport, CheckSpec, check_trace
from cute_ir.diff import TraceDiff, diff_traces
from cute_ir.diff.functions import FunctionKind
from cute_ir.errors import CuteIRError
from cute_ir.sweep.parallel import map_at_most
from cute_ir.trace import AFTER_PIPELINE, FRONT_END_FAILED, KernelResources, Trace
from cute_ir.versions import CU12, format_spec, parse_spec

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
            culprit = f"{', '.join(proven.cause) or 'the input IR'} (verified by experiment: {proven.verdict})"
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


def capture_release(target: Target, spec: str, out: Path, python: Path | None, timeout: float) -> list[Trace]:
    """Every trace of `target` under one release, in `out` (one directory per kernel or the script's session)."""
    from cute_ir.dump import dump_kernel, trace_script

    if target.script is not None:
        return trace_script(target.script, list(target.script_args), out, arch=target.arch, force=True,
                            python=python, timeout=timeout, show_output=False)  # releases run side by side
    return [dump_kernel(kernel, target.arch, out / kernel, force=True, python=python, timeout=timeout)
            for kernel in target.kernels]


def run_sweep(target: Target, specs: list[str], out: Path, *, pythons: dict[str, Path | None],
              checks: CheckSpec = CheckSpec(), jobs: int = 1, timeout: float = 900, blame_s: float | None = None,
              report: Report = lambda _: None) -> SweepResult:
    """Capture under every spec (`jobs` at a time), check, and compare each release with its predecessor;
    with `blame_s`, test each change of resources by experiment (`cute_ir.blame`), that long per change."""
    result = SweepResult(target, list(specs), kernels=list(target.kernels))
    # A script is one capture per release; each registered kernel is its own, so one that fails
    # under a release does not hide the others.
    parts = [replace(target, kernels=(kernel,)) for kernel in target.kernels] if target.script is None else [target]

    def capture(spec: str) -> list[tuple[Target, list[Trace], CuteIRError | None]]:
        report(f"capturing under DSL {spec}")
        captured = []
        for part in parts:
            try:
                captured.append((part, capture_release(part, spec, out / spec, pythons[spec], timeout), None))
            except CuteIRError as err:
                captured.append((part, [t for t in err.partial if isinstance(t, Trace)], err))
        return captured

    by_spec = dict(zip(specs, map_at_most(capture, specs, jobs)))
    labelled: dict[str, dict[str, Trace]] = {}
    for spec, captured in by_spec.items():
        labelled[spec] = {}
        for _, found, error in captured:
            if error is not None:
                result.errors[spec] = error.message
            labelled[spec].update(distinct_kernels(found))
        result.kernels += [label for label in labelled[spec] if label not in result.kernels]
    for spec, captured in by_spec.items():
        for kernel in result.kernels:
            found, error = next(
                ((f, e) for p, f, e in captured if kernel in p.kernels or p.script is not None), ([], None))
            trace = labelled[spec].get(kernel)
            cell = Cell(spec, kernel, trace)
            if trace is None or not trace.ok:
                cell.error = (_failure_line(trace) if trace is not None and trace.failure else "") or (
                    error.message if error is not None else "not compiled under this release")
                cell.exit_code = int(error.exit_code) if error is not None else 0
            if trace is not None and checks:
                cell.checks = check_trace(trace, checks)
            result.cells[(spec, kernel)] = cell
    _compare_neighbours(result, report, blame_s)
    return result


def _failure_line(trace: Trace) -> str:
    """A failed trace's error for its row: outside the pipeline the DSL's message is a page, its error a line."""
    failure = trace.failure
    if failure.kind in (FRONT_END_FAILED, AFTER_PIPELINE):
        return f"{failure.kind}: {error_line(failure.message)}"
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


def _compare_neighbours(result: SweepResult, report: Report, blame_s: float | None = None) -> None:
    """Each kernel under each release against the nearest earlier release that compiled it."""
    for index, spec in enumerate(result.specs):
        for kernel in result.kernels:
            cell = result.cell(spec, kernel)
            if cell is None or cell.trace is None or not cell.trace.ok:
                continue
            against = next((earlier for earlier in comparison_candidates(result.specs, index)
                            if _compiled(result.cell(earlier, kernel))), None)
            if against is None:
                continue
            before = result.cells[(against, kernel)].trace
            assert before is not None
            report(f"diffing {kernel}: {against} -> {spec}")
            try:
                cell.change = Change.from_diff(against, diff_traces(before, cell.trace))
                if blame_s is not None and cell.change.resource_deltas:
                    from cute_ir.blame.plan import blame

                    report(f"testing the suspects of {kernel} {against} -> {spec} by experiment")
                    blame(before, cell.trace, budget_s=blame_s, progress=report)
                    cell.change = Change.from_diff(against, diff_traces(before, cell.trace))
            except CuteIRError as err:
                cell.change = Change(against, True, culprit=f"(diff failed: {err.message})")


def _compiled(cell: Cell | None) -> bool:
    return cell is not None and cell.trace is not None and cell.trace.ok
