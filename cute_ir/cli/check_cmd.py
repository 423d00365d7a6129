"""`cute-ir check TRACE|KERNEL`: budgets and FileCheck patterns that survive IR churn.

Exit 0 when every assertion holds, 1 when one fails, 2 for a usage error, 3 for bad input (a
budget or pattern that does not parse, an unknown key in a checks file, an unknown kernel).
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import click

from cute_ir.checks import CheckSpec, PatternCheck, budget_spec, check_trace, load_check_spec
from cute_ir.checks import BudgetRule, parse_rule, pattern_spec
from cute_ir.errors import BadInputError, ExitCode
from cute_ir.golden.checks import golden_check_spec
from cute_ir.trace.stage_text import STAGE_NAMES
from cute_ir.diff.sessions import is_session, load_session
from cute_ir.trace import Trace, load_trace
from cute_ir.cli.options import arch_option, checked_by, dsl_option, json_option, reading_option
from cute_ir.cli.output import echo


@click.command("check")
@click.argument("target")
@click.option("--budget", "budgets", multiple=True, metavar="EXPR", callback=checked_by(parse_rule),
              help="A resource bound every kernel must keep, e.g. 'registers<=128' or 'local_bytes==0'.")
@click.option("--check-file", "check_files", multiple=True, type=click.Path(path_type=Path), metavar="FILE",
              help="FileCheck directives (CHECK:, CHECK-NOT:, ...) to match against the --stage text.")
@click.option("--pattern", "patterns", multiple=True, metavar="LINE",
              help="One FileCheck directive given inline, e.g. 'CHECK-NOT: ld.local'.")
@click.option("--stage", type=click.Choice(STAGE_NAMES), metavar="NAME",
              help=f"Stage the patterns are matched on: {', '.join(STAGE_NAMES)}.")
@click.option("--checks", "checks_file", type=click.Path(path_type=Path), metavar="FILE",
              help="A checks file (TOML: [[budget]] and [[check]] tables).")
@click.option("--golden-dir", type=click.Path(path_type=Path), metavar="DIR",
              help="Also apply the checks.toml of this golden store (the default store's when nothing else is given).")
@arch_option
@dsl_option
@json_option("Print the reports as JSON.")
@click.pass_context
def check(ctx: click.Context, target: str, budgets: tuple[BudgetRule, ...], check_files: tuple[Path, ...],
          patterns: tuple[str, ...], stage: str | None, checks_file: Path | None, golden_dir: Path | None,
          arch: str | None, dsl: str | None, as_json: bool) -> None:
    """Assert resource budgets and FileCheck patterns on TARGET: a trace directory, a session
    directory of `cute-ir trace`, or a registered KERNEL (captured first).

    \b
      cute-ir check traces/softmax --budget local_bytes==0 --budget 'registers<=128'
      cute-ir check gemm_sm90_tn_f16_128x256x64_c2x1 --stage ptx --pattern 'CHECK: wgmma.mma_async'
      cute-ir check traces/session --checks checks.toml --json
    """
    if (check_files or patterns) and stage is None:
        raise click.UsageError("--check-file and --pattern need --stage (the text they are matched on)")
    if stage is not None and not (check_files or patterns):
        raise click.UsageError("--stage names the text for --check-file or --pattern; give one of them")
    spec = _spec(budgets, check_files, patterns, stage, checks_file)
    explicit = bool(spec)
    if golden_dir is not None or not explicit:
        spec = spec + golden_check_spec(golden_dir)
    if not spec:
        raise click.UsageError("nothing to check: give --budget, --pattern, --check-file or --checks "
                               "(or a checks.toml in the golden store)")
    with tempfile.TemporaryDirectory(prefix="cute-ir-check-") as scratch:
        reports = [check_trace(trace, spec) for trace in _traces(target, arch, dsl, Path(scratch))]
    if as_json:
        echo(json.dumps([report.to_json() for report in reports], indent=1))
    else:
        for report in reports:
            echo(report.summary())
    ctx.exit(int(ExitCode.OK) if all(r.ok for r in reports) else int(ExitCode.DIFFERENT))


def _spec(budgets: tuple[BudgetRule, ...], check_files: tuple[Path, ...], patterns: tuple[str, ...], stage: str | None,
          checks_file: Path | None) -> CheckSpec:
    spec = budget_spec(budgets)
    checks = []
    for file in check_files:
        try:
            checks.append(PatternCheck(str(stage), file.read_text(), str(file)))
        except OSError as err:
            raise BadInputError(f"cannot read check file {file}: {err}") from err
    if patterns:
        typed = PatternCheck(str(stage), "\n".join(patterns) + "\n", "--pattern")
        with reading_option("--pattern"):
            typed.validate()
        checks.append(typed)
    spec = spec + pattern_spec(checks)
    return spec + load_check_spec(checks_file) if checks_file is not None else spec


def _traces(target: str, arch: str | None, dsl: str | None, scratch: Path) -> list[Trace]:
    """The traces TARGET names: a trace, every trace of a session directory, or a fresh capture."""
    path = Path(target)
    if path.exists():
        return load_session(path) if is_session(path) else [load_trace(path)]
    from cute_ir.capture.parent import dump_kernel
    from cute_ir.cli.options import chosen_kernel_arch, dsl_python

    choice = chosen_kernel_arch(target, arch)
    return [dump_kernel(target, choice.arch, scratch / "trace", python=dsl_python(dsl), arch_source=choice.source)]

