"""`cute-ir blame A B` (or `blame SWEEP_DIR --release X`): test the diff's suspects by experiment, under B's release."""

from __future__ import annotations

import json
from pathlib import Path

import click

from cute_ir.cli.options import SECONDS, checked_by, json_option, quiet_option
from cute_ir.errors import BadInputError, ExitCode
from cute_ir.cli.output import echo


def _metric(name: str) -> str:
    """A --metric that names a resource a trace records (BadInputError otherwise)."""
    from cute_ir.checks import budget_metrics

    if name not in budget_metrics():
        raise BadInputError(f"unknown metric {name!r}", hint=f"one of {', '.join(budget_metrics())}")
    return name


def _pattern(text: str) -> str:
    """A --pattern whose FileCheck directives parse (BadInputError otherwise); the empty default asks for none."""
    from cute_ir.checks import PatternCheck

    if text:
        PatternCheck("ptx", text, "--pattern").validate()  # the directives parse alike whatever --stage they match
    return text


@click.command("blame")
@click.argument("trace_a", type=click.Path(path_type=Path))
@click.argument("trace_b", type=click.Path(path_type=Path), required=False)
@click.option("--release", metavar="VERSION[+cu13]",
              help="With a sweep's output directory (sweep -o DIR) instead of two traces: the step that reached "
                   "this release, against the release the sweep compared it with.")
@click.option("--kernel", help="With --release: the sweep's kernel (row), where it has several.")
@click.option("--metric", callback=checked_by(_metric),
              help="The resource to explain (stack_bytes, registers, ...); default: the first that differs of stack, "
                   "local, spill, registers, shared, barriers, instructions.")
@click.option("--pattern", default="", callback=checked_by(_pattern),
              help="FileCheck directives ('CHECK: ld.local') that hold on one side only.")
@click.option("--stage", type=click.Choice(["ptx", "sass"]), default="ptx", show_default=True,
              help="The text --pattern is matched on.")
@click.option("--budget", "budget_s", type=SECONDS, default=600, show_default=True,
              help="Seconds the experiments may take; the best set found so far is kept when they run out.")
@json_option("Print the stored result as JSON.")
@quiet_option("Show no experiment as it runs on stderr (the result is printed as without -q).")
@click.pass_context
def blame(ctx: click.Context, trace_a: Path, trace_b: Path | None, release: str | None, kernel: str | None,
          metric: str | None, pattern: str, stage: str, budget_s: float, as_json: bool, quiet: bool) -> None:
    """Prove which pass of B's pipeline causes a difference from A, by experiment.

    Under B's own release, B's recorded pipeline is re-run as recorded (the control: it must give B's value),
    on A's input IR (is the front end the cause?), with each pass both releases run at another place moved
    to where A runs it (is the reordering the cause?), and without sets of candidate passes found by delta
    debugging (one-sided in B, or acting otherwise than in A), then with a pass run with A's options; where
    B's pipeline proves nothing, A's the same way under A's release. Each pass the diff's heuristic points at
    (a suspect, a spike later passes undo) is also left out alone, or run with the other side's options where
    the pipeline needs it. A side whose control fails runs nothing more; the other side's experiments still
    run. A window the resume bisection finds names both sides' passes and is narrowed to one where a pass
    left out alone proves it. A verdict any recorded outcome contradicts is refused, never stored as
    verified. The result is stored in B/blame/, where `cute-ir diff A B` shows the cause as
    verified and those passes as ruled out by experiment or not. Exit 0 when a cause was proven, 1 when none
    was.

    `cute-ir blame SWEEP_DIR --release X [--kernel K]` takes A and B from a sweep's output directory: the
    kernel's trace under X and under the release the sweep compared it with.
    """
    from cute_ir.blame.plan import blame as run_blame
    from cute_ir.diff.report import other_value_lines
    from cute_ir.trace import load_trace

    if trace_b is not None and (release or kernel):
        raise click.UsageError("--release and --kernel pick a step of a sweep directory: give it alone, not two traces")
    if trace_b is None:
        if not release:
            raise click.UsageError("give two traces A B, or a sweep's output directory with --release VERSION")
        from cute_ir.sweep.steps import sweep_step

        step = sweep_step(trace_a, release, kernel)
        if not quiet:
            echo(f"{step.kernel}: {step.against} -> {step.release} (A {step.before}, B {step.after})", err=True)
        trace_a, trace_b = step.before, step.after
    a, b = load_trace(trace_a), load_trace(trace_b)
    result = run_blame(a, b, metric=metric, pattern=pattern, stage=stage, budget_s=budget_s,
                       progress=(lambda _: None) if quiet else lambda line: echo(line, err=True))
    if as_json:
        echo(json.dumps(result.to_json(), indent=1))
    else:
        echo(f"symptom: {result.symptom.describe()} in {result.symptom.kernel}")
        echo(f"{result.status}: {result.verdict}")
        proof = result.proof()
        if proof is not None:
            start = result.window_start()
            if start is not None:
                echo(f"experiment before the window: {start.describe()} -> {start.value} ({start.seconds} s)")
            echo(f"experiment that proved it: {proof.describe()} -> {proof.value} ({proof.seconds} s)")
        for line in result.untested:
            echo(f"not tested: {line}")
        for note in result.notes:
            echo(f"also shown: {note}")
        for line in other_value_lines(result):
            echo(line)
        echo(f"how: {result.how}")
        if result.untouchable:
            echo(f"not touched by any experiment: {', '.join(result.untouchable)}")
        echo(f"{len(result.experiments)} experiments in {result.seconds} s; stored in {Path(str(b.root)) / 'blame'}")
    ctx.exit(int(ExitCode.OK) if result.verified else int(ExitCode.DIFFERENT))

