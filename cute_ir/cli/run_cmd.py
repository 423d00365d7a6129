"""`cute-ir run`: check one kernel instance on the GPU against torch, on hard values and shapes."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from cute_ir.errors import BadInputError, ExitCode
from cute_ir.gpu.cases import DISTRIBUTIONS, any_length_shapes, boundary_shapes, distributions_for, known_distributions
from cute_ir.gpu.run import DEFAULT_TIMEOUT_S, RunCase, RunReport, run_cases, shape_extents, shape_for
from cute_ir.cli.options import SECONDS, checked_by, json_option
from cute_ir.cli.output import echo


@click.command("run")
@click.argument("kernel")
@click.option("--shape", "shapes", metavar="M,N[,K]", multiple=True, callback=checked_by(shape_extents),
              help="Problem shape; repeat for several (default: the instance's example shape, ragged). "
                   "A grouped GEMM takes M,N,K per group, e.g. 128,256,64,0,256,64.")
@click.option("--values", "values", metavar="DIST[,DIST]|all", default=None, callback=checked_by(known_distributions),
              help=f"Value distributions: {', '.join(DISTRIBUTIONS)}, or 'all' the family takes "
                   "[default: normal; with --sweep: all].")
@click.option("--sweep", is_flag=True, help="Add shapes at and around the instance's vector and tile boundaries.")
@click.option("--any-length", is_flag=True, help="Add row lengths 1, 7, 33, 1000, 50257, 100003 (row/elementwise).")
@click.option("--bench", is_flag=True, help="Also time each case against torch (CUDA events, alternating, median).")
@click.option("--trace", "trace_dir", type=click.Path(path_type=Path), default=None,
              help="A trace of this instance (cute-ir dump): print its resources next to the timings.")
@click.option("--timeout", type=SECONDS, default=DEFAULT_TIMEOUT_S, show_default=True, metavar="SECONDS",
              help="Seconds before a hung compile or kernel is killed (for all cases together).")
@json_option("Print the reports as a JSON list.")
def run(
    kernel: str, shapes: tuple[tuple[int, ...], ...], values: str | None, sweep: bool, any_length: bool, bench: bool,
    trace_dir: Path | None, timeout: float, as_json: bool,
) -> None:
    """Compile KERNEL, run it on the GPU on each case, compare with a float64 torch reference.

    A case is a value distribution and a shape; a failure names both and the first bad index.
    Exits 0 when every element of every case is within tolerance, 1 when some are not (or the
    instance refuses one of several shapes), 3 when it refuses every shape asked for, 9 without a
    GPU, 10 when the run had to be killed.
    """
    from cute_ir import registry

    instance = registry.get_kernel(kernel)
    resources = _trace_resources(trace_dir, instance.name) if trace_dir else None
    distributions = distributions_for(instance, values or ("all" if sweep else "normal"))  # the kernel's refusal: 3
    example = instance.example_arguments()
    problem_shapes: list[tuple[int, ...] | None] = [shape_for(extents, example) for extents in shapes]
    if sweep:
        problem_shapes += boundary_shapes(instance)
    if any_length:
        problem_shapes += any_length_shapes(instance)
    cases = [RunCase(name, shape) for shape in (problem_shapes or [None]) for name in distributions]
    reports = run_cases(instance.name, cases, timeout, bench=bench)
    if all(report.refused for report in reports):
        raise BadInputError(reports[0].describe_failure())
    if as_json:
        echo(json.dumps([report.to_json() for report in reports], indent=1))
    else:
        _print(reports, resources)
    if not all(report.ok for report in reports):
        click.get_current_context().exit(int(ExitCode.DIFFERENT))


def _trace_resources(trace_dir: Path, name: str) -> str:
    """One line of the trace's per-kernel resources (read from the trace, never recompiled)."""
    from cute_ir.trace import load_trace

    trace = load_trace(trace_dir)
    if trace.kernel and trace.kernel.name != name:
        raise BadInputError(f"--trace {trace_dir}: it traces {trace.kernel.name}, not {name}")
    return "; ".join(
        f"{r.registers} registers, {r.shared_bytes} B shared, {r.local_bytes} B local, {r.instructions} SASS instructions"
        for r in trace.resources
    ) or "no resources recorded"


def _print(reports: list[RunReport], resources: str | None) -> None:
    first = reports[0]
    console = Console(width=None if sys.stdout.isatty() else 200)  # a log or pipe gets whole cells
    passed = sum(report.ok for report in reports)
    console.print(f"{first.kernel} on {first.device}: {passed} of {len(reports)} cases pass")
    if resources:
        console.print(f"resources (trace): {resources}")
    timed = any(report.bench for report in reports)
    table = Table()
    for column in ("values", "shapes", "", "max abs", "max rel", "first mismatch (got / expected)"):
        table.add_column(column)
    if timed:
        for column in ("ms", "torch ms", "ratio", "GB/s | TFLOP/s"):
            table.add_column(column, justify="right")
    for report in reports:
        shapes = " ".join("x".join(map(str, shape)) for shape in report.shapes.values())
        verdict = "[green]PASS[/green]" if report.ok else "[red]FAIL[/red]"
        if report.refused:
            row = [report.distribution, shapes, "[red]REFUSED[/red]", "", "", report.refused]
        else:
            mismatch = ""
            if report.first_mismatch is not None and report.first_mismatch_values is not None:
                got, expected = report.first_mismatch_values
                mismatch = f"{report.mismatches} at out{tuple(report.first_mismatch)}: {got:.4g} / {expected:.4g}"
            row = [report.distribution, shapes, verdict, f"{report.max_abs_error:.3g}", f"{report.max_rel_error:.3g}", mismatch]
        if timed:
            row += _bench_cells(report)
        table.add_row(*row)
    console.print(table)


def _bench_cells(report: RunReport) -> list[str]:
    bench = report.bench
    if not bench:
        return ["", "", "", ""]
    rate = f"{bench['tflops']:.1f} TFLOP/s" if bench.get("tflops") else f"{bench['gbps']:.0f} GB/s"
    return [f"{bench['ms']:.4f}", f"{bench['torch_ms']:.4f}", f"{bench['ratio']:.2f}", rate]
