"""`cute-ir diff A B` and `cute-ir diff-versions KERNEL --from V1 --to V2`.

Both exit 1 when the traces differ and 0 when they are identical, as diff(1) does.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import click

from cute_ir.diff import TraceDiff, diff_traces
from cute_ir.diff.report import render_text
from cute_ir.errors import ExitCode
from cute_ir.trace import load_trace

_json_option = click.option(
    "--json", "as_json", is_flag=True, help="Print the diff as JSON, with the IR diff of every changed pass (slower)."
)
_all_option = click.option(
    "--all", "all_diffs", is_flag=True, help="Show the IR diff of every changed pass, not only the first divergence."
)


def _finish(ctx: click.Context, result: TraceDiff, as_json: bool, all_diffs: bool) -> None:
    if as_json:
        click.echo(json.dumps(result.to_json(), indent=1))
    else:
        click.echo(render_text(result, all_diffs=all_diffs), nl=False)
    ctx.exit(int(ExitCode.DIFFERENT) if result.differs else int(ExitCode.OK))


@click.command("diff")
@click.argument("trace_a", type=click.Path(path_type=Path))
@click.argument("trace_b", type=click.Path(path_type=Path))
@_json_option
@_all_option
@click.option("--any-kernels", is_flag=True, help="Compare traces of different @cute.jit functions anyway.")
@click.pass_context
def diff(ctx: click.Context, trace_a: Path, trace_b: Path, as_json: bool, all_diffs: bool, any_kernels: bool) -> None:
    """Compare two traces pass by pass (two DSL versions, or two variants of a kernel).

    Passes are aligned by canonical stage and identity, IR is compared per function after
    normalization and value renumbering, and the first pass whose output differs although its input
    did not is named.
    """
    result = diff_traces(load_trace(trace_a), load_trace(trace_b), allow_other_kernel=any_kernels)
    _finish(ctx, result, as_json, all_diffs)


@click.command("diff-versions")
@click.argument("kernel")
@click.option("--from", "from_spec", required=True, metavar="VERSION[+cu13]", help="The DSL to compare from (A).")
@click.option("--to", "to_spec", required=True, metavar="VERSION[+cu13]", help="The DSL to compare to (B).")
@click.option("--arch", default="sm_90a", show_default=True, help="Target architecture for both captures.")
@click.option("--keep", type=click.Path(path_type=Path), help="Keep both traces under this directory.")
@_json_option
@_all_option
@click.pass_context
def diff_versions(
    ctx: click.Context,
    kernel: str,
    from_spec: str,
    to_spec: str,
    arch: str,
    keep: Path | None,
    as_json: bool,
    all_diffs: bool,
) -> None:
    """Capture registered KERNEL under two DSL releases and diff the traces.

    Each release runs in its environment (`cute-ir env add VERSION`); the DSL of this interpreter
    needs none.
    """
    from cute_ir.dump import dump_kernel
    from cute_ir.envs import canonical_spec, python_for

    specs = (canonical_spec(from_spec), canonical_spec(to_spec))
    pythons = [python_for(spec) for spec in specs]  # fail on a missing environment before compiling
    with tempfile.TemporaryDirectory(prefix="cute-ir-diff-") as scratch:
        root = keep if keep is not None else Path(scratch)
        traces = []
        for side, spec, python in zip("ab", specs, pythons):
            click.echo(f"capturing {kernel} under DSL {spec} ({python})", err=True)
            out = root / f"{side}-{spec}"
            traces.append(dump_kernel(kernel, arch, out, force=True, python=python))
        result = diff_traces(*traces)
        _finish(ctx, result, as_json, all_diffs)
