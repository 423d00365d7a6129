"""`cute-ir diff A B` and `cute-ir diff-versions KERNEL --from V1 --to V2`.

Both exit 1 when the traces differ and 0 when they are identical, as diff(1) does. A and B may be
two session directories (`cute-ir trace -o DIR`): their kernels are paired by name and each pair is
diffed; a kernel of one session only counts as a difference.
"""

from __future__ import annotations

import json
import tempfile
from dataclasses import replace
from pathlib import Path

import click

from cute_ir.diff import TraceDiff, diff_traces
from cute_ir.diff.compare import REMOVED_ROOT
from cute_ir.diff.report import render_text
from cute_ir.diff.sessions import is_session, load_session, pair_sessions
from cute_ir.errors import BadInputError, ExitCode
from cute_ir.trace import Trace, holds_no_ir, load_trace
from cute_ir.cli.options import arch_option, checked_by, chosen_kernel_arch, dsl_spec, json_option, quiet_option
from cute_ir.cli.output import echo

_json_option = json_option(
    "Print the diff as JSON (the IR diffs of the rows that explain it; with --all, of every changed pass).")
_all_option = click.option(
    "--all", "all_diffs", is_flag=True, help="Show the IR diff of every changed pass, not only the first divergence."
)


def _finish(ctx: click.Context, result: TraceDiff, as_json: bool, all_diffs: bool) -> None:
    if as_json:
        echo(json.dumps(result.to_json(all_diffs=all_diffs), indent=1))
    else:
        echo(render_text(result, all_diffs=all_diffs), nl=False)
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

    The report opens with the verdict: per kernel the resource and code deltas, then per function the
    pass a heuristic suspects, from what each pass did in A and in B (renumbering and locations mapped
    away), labelled unverified unless `cute-ir blame A B` proved a cause by experiment, then the PTX
    and SASS differences. TRACE_A and TRACE_B may also be two session
    directories of `cute-ir trace -o DIR`: kernels are paired by name, unpaired ones reported.
    """
    sessions = [is_session(trace_a), is_session(trace_b)]
    if any(sessions):
        if not all(sessions):
            session, other = (trace_a, trace_b) if sessions[0] else (trace_b, trace_a)
            raise BadInputError(
                f"{session} is a session directory (one trace per kernel) but {other} is not",
                hint="diff two session directories, or two traces (a session's NNN/ directories are traces)",
            )
        _diff_sessions(ctx, trace_a, trace_b, as_json, all_diffs)
        return
    result = diff_traces(load_trace(trace_a), load_trace(trace_b), allow_other_kernel=any_kernels)
    _finish(ctx, result, as_json, all_diffs)


def _diff_sessions(ctx: click.Context, a: Path, b: Path, as_json: bool, all_diffs: bool) -> None:
    pairing = pair_sessions(load_session(a), load_session(b))
    # A kernel whose front end raised on a side has no IR there: its pair is shown, not diffed.
    without_ir = [(ta, tb) for ta, tb in pairing.pairs if holds_no_ir(ta) or holds_no_ir(tb)]
    results = [(ta, tb, diff_traces(ta, tb)) for ta, tb in pairing.pairs if (ta, tb) not in without_ir]
    differs = (bool(pairing.only_in_a or pairing.only_in_b) or any(r.differs for _, _, r in results)
               or any(_outcome(ta) != _outcome(tb) for ta, tb in without_ir))
    if as_json:
        echo(json.dumps({
            "pairs": [{"kernel": ta.kernel.name, "a": str(ta.root), "b": str(tb.root), "diff": r.to_json(all_diffs=all_diffs)}
                      for ta, tb, r in results],
            "only_in_a": [_unpaired(t) for t in pairing.only_in_a],
            "only_in_b": [_unpaired(t) for t in pairing.only_in_b],
            "without_ir": [{"kernel": ta.kernel.name, "a": str(ta.root), "b": str(tb.root), "a_outcome": _outcome(ta),
                            "b_outcome": _outcome(tb)} for ta, tb in without_ir],
            "differs": differs,
        }, indent=1))
    else:
        paired = len(pairing.pairs)
        echo(f"sessions: A {a} ({paired + len(pairing.only_in_a)} kernels), "
                   f"B {b} ({paired + len(pairing.only_in_b)} kernels); {paired} paired by name")
        for side, unpaired in (("A", pairing.only_in_a), ("B", pairing.only_in_b)):
            for trace in unpaired:
                echo(f"  only in {side}: {trace.kernel.name} ({trace.root})")
        for ta, tb in without_ir:
            echo(f"  no IR     {ta.kernel.name} ({Path(str(ta.root)).name} / {Path(str(tb.root)).name}): "
                       f"A {_outcome(ta)}; B {_outcome(tb)}")
        for ta, tb, result in results:
            verdict = "differs" if result.differs else "identical"
            echo(f"  {verdict:<9} {ta.kernel.name} ({Path(str(ta.root)).name} / {Path(str(tb.root)).name})")
        for ta, _, result in results:
            if result.differs:
                echo(f"\n===== {ta.kernel.name} =====")
                echo(render_text(result, all_diffs=all_diffs), nl=False)
    ctx.exit(int(ExitCode.DIFFERENT) if differs else int(ExitCode.OK))


def _outcome(trace: Trace) -> str:
    """How a compile ended, in a line: "ok", or its failure's kind and the line it records to show."""
    if trace.failure is None:
        return "ok"
    return f"{trace.failure.kind}: {next(iter(trace.failure.shown().splitlines()), '')}"


def _unpaired(trace: Trace) -> dict[str, str]:
    return {"kernel": trace.kernel.name, "trace": str(trace.root)}


@click.command("diff-versions")
@click.argument("kernel")
@click.option("--from", "from_spec", required=True, metavar="VERSION[+cu13]", callback=checked_by(dsl_spec),
              help="The DSL to compare from (A).")
@click.option("--to", "to_spec", required=True, metavar="VERSION[+cu13]", callback=checked_by(dsl_spec),
              help="The DSL to compare to (B).")
@arch_option
@click.option("--out", "-o", type=click.Path(path_type=Path), metavar="DIR",
              help="Keep both traces under DIR (DIR/a-SPEC, DIR/b-SPEC); without it they are removed after the diff.")
@_json_option
@_all_option
@quiet_option("Show no line per capture on stderr.")
@click.pass_context
def diff_versions(
    ctx: click.Context,
    kernel: str,
    from_spec: str,
    to_spec: str,
    arch: str | None,
    out: Path | None,
    as_json: bool,
    all_diffs: bool,
    quiet: bool,
) -> None:
    """Capture registered KERNEL under two DSL releases and diff the traces.

    Each release runs in its environment (`cute-ir env add VERSION`); the DSL of this interpreter
    needs none.
    """
    from cute_ir.capture.parent import dump_kernel
    from cute_ir.cli.options import dsl_python
    from cute_ir.releases.environments import canonical_spec

    specs = (canonical_spec(from_spec), canonical_spec(to_spec))
    pythons = [dsl_python(spec) for spec in specs]  # fail on a missing environment before compiling
    choice = chosen_kernel_arch(kernel, arch)
    with tempfile.TemporaryDirectory(prefix="cute-ir-diff-") as scratch:
        root = out if out is not None else Path(scratch)
        traces = []
        for side, spec, python in zip("ab", specs, pythons):
            if not quiet:
                echo(f"capturing {kernel} under DSL {spec} ({python})", err=True)
            traces.append(dump_kernel(kernel, choice.arch, root / f"{side}-{spec}", force=True, python=python,
                                      arch_source=choice.source))
        result = diff_traces(*traces)
        if out is None:  # the report must not name directories that are gone when it is read
            result.a, result.b = (replace(side, root=REMOVED_ROOT) for side in (result.a, result.b))
        _finish(ctx, result, as_json, all_diffs)
