"""`cute-ir run`: check one kernel instance on the GPU against torch."""

from __future__ import annotations

import json

import click
from rich.console import Console
from rich.table import Table

from cute_ir.errors import ExitCode
from cute_ir.gpu_run import DEFAULT_TIMEOUT_S, RunReport, parse_shape, run_instance


@click.command("run")
@click.argument("kernel")
@click.option("--shape", metavar="M,N[,K]", help="Problem shape (default: the instance's example shape, ragged).")
@click.option("--timeout", type=click.FloatRange(min=1.0), default=DEFAULT_TIMEOUT_S, show_default=True,
              help="Seconds before a hung compile or kernel is killed.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def run(kernel: str, shape: str | None, timeout: float, as_json: bool) -> None:
    """Compile KERNEL, run it on random inputs on the GPU, compare with a torch reference.

    Exits 0 when every element is within tolerance, 1 when some are not; 9 without a GPU,
    10 when the run had to be killed.
    """
    report = run_instance(kernel, parse_shape(shape) if shape else None, timeout)
    if as_json:
        click.echo(json.dumps(report.to_json(), indent=1))
    else:
        _print(report)
    if not report.ok:
        click.get_current_context().exit(int(ExitCode.DIFFERENT))


def _print(report: RunReport) -> None:
    table = Table(show_header=False)
    verdict = "[green]PASS[/green]" if report.ok else "[red]FAIL[/red]"
    table.add_row("kernel", f"{report.kernel}  {verdict}")
    table.add_row("device", report.device)
    table.add_row("shapes", ", ".join(f"{name} {tuple(shape)}" for name, shape in report.shapes.items()))
    table.add_row("max abs error", f"{report.max_abs_error:.3g}")
    table.add_row("max rel error", f"{report.max_rel_error:.3g}")
    table.add_row("tolerance", f"rtol {report.rtol:g}, atol {report.atol:g}")
    mismatch = "none" if report.first_mismatch is None else f"{report.mismatches} elements, first at out{tuple(report.first_mismatch)}"
    table.add_row("mismatches", mismatch)
    table.add_row("compile / run", f"{report.compile_s:.2f} s / {report.run_s * 1e3:.1f} ms")
    Console().print(table)
