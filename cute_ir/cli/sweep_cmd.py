"""`cute-ir sweep`: one target under a range of DSL releases, as a release x kernel table; `--bisect`.

Exit 0 when the sweep ran (captures that failed under some release are rows of the table), 1 when
a budget or pattern check failed under some release, 2 usage, 3 bad input, 8 a missing environment
without --build. With --bisect: 0 when the first release was found or the question never holds.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.table import Table

from cute_ir.checks import CheckSpec, budget_spec, load_check_spec, parse_rule
from cute_ir.cli.env_cmd import added_packages, package_options
from cute_ir.cli.list_cmd import parse_filters
from cute_ir.cli.options import SECONDS, RayAddressCommand, arch_option, chosen_arch, quiet_option, ray_option
from cute_ir.capture.parent import DEFAULT_TIMEOUT_S
from cute_ir.errors import BadInputError, ExitCode
from cute_ir.executors import RunContext, executor_for
from cute_ir.fsutil import atomic_directory, write_text_atomic
from cute_ir.sweep import BisectResult, Question, Target, bisect_releases, markdown, prepare_environments, run_sweep, table_rows
from cute_ir.sweep.table import COLUMNS
from cute_ir.releases.catalogue import published_releases, release_specs
from cute_ir.releases.environments import AddedPackages
from cute_ir.sweep.catalogue import BLAMED as CATALOGUE_BLAMED
from cute_ir.sweep.catalogue import PLAN as CATALOGUE_PLAN
from cute_ir.sweep.catalogue import REPORT as CATALOGUE_REPORT
from cute_ir.sweep.catalogue import (CatalogueRun, OperatorJob, blame_representatives, build_report, design_points,
                                     kernel_arch, load_run, recorded_blame, report_markdown, select_operators)
from cute_ir.sweep.run import SweepResult
from cute_ir.sweep.steps import SWEEP_RECORD
from cute_ir.cli.output import echo



class _SweepCommand(RayAddressCommand):
    """Options go anywhere among registered kernels (as `dump` takes them); from a script on (`-- SCRIPT
    ARGS`, or a `.py` or file named first) every token is the script's."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.allow_interspersed_args = not _names_a_script(self, args)
        return super().parse_args(ctx, args)


def _names_a_script(command: click.Command, args: list[str]) -> bool:
    values = {name for param in command.params if isinstance(param, click.Option) and not param.is_flag
              for name in param.opts + param.secondary_opts}
    tokens = iter(args)
    for token in tokens:
        if token == "--":
            return True
        if token.startswith("-"):
            if token in values:  # `--out DIR`: DIR is the option's, not a target
                next(tokens, None)
            continue
        return _is_script(token)
    return False


def _is_script(token: str) -> bool:
    return token.endswith(".py") or Path(token).is_file()


class _ByteSize(click.ParamType):
    """A size in bytes: 500M, 20G, 1.5T, 4096 (K/M/G/T are powers of 1024)."""

    name = "size"
    _UNITS = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}

    def convert(self, value: object, param: click.Parameter | None, ctx: click.Context | None) -> int:
        if isinstance(value, int):
            return value
        text = str(value).strip().upper().removesuffix("B").removesuffix("I")
        unit = text[-1:] if text[-1:] in self._UNITS else ""
        try:
            size = float(text[:len(text) - len(unit)]) * self._UNITS[unit]
        except ValueError:
            size = -1.0
        if not size >= 0 or size == float("inf"):
            self.fail(f"{value!r} is not a size (e.g. 500M, 20G, 0)", param, ctx)
        return int(size)


@click.command("sweep", cls=_SweepCommand,
               context_settings={"ignore_unknown_options": True, "allow_interspersed_args": False})
@click.option("--releases", metavar="FIRST..LAST|V1,V2",
              help="The releases, oldest first: a range of the known releases (4.4.2..4.8.1) or a comma list "
                   "(required, except with --report-only).")
@click.option("--variants", default="cu12", show_default=True, metavar="cu12,cu13",
              help="Libs variants of each release (cu13 exists from 4.4.0 on; left out of a range before).")
@arch_option
@click.option("--out", "-o", type=click.Path(path_type=Path), default=Path("traces/sweep"), show_default=True,
              metavar="DIR", help="Where the traces go: DIR/<release>/... (must not exist unless --force).")
@click.option("--force", "-f", is_flag=True,
              help="Replace the output directory if cute-ir wrote it and it holds nothing else.")
@click.option("--budget", "budgets", multiple=True, metavar="EXPR",
              help="A resource bound checked under every release, e.g. 'local_bytes==0' (exit 1 if broken).")
@click.option("--checks", "checks_file", type=click.Path(path_type=Path), metavar="FILE",
              help="A checks file (budgets and FileCheck patterns, see `cute-ir check`) applied under every release.")
@click.option("--bisect", "bisect", metavar="QUESTION",
              help="Find the first release where QUESTION holds instead of sweeping: 'changed' (differs from the "
                   "first release), a condition like 'registers>128', or 'checks' (the --budget/--checks fail).")
@click.option("--build", is_flag=True, help="Make missing release environments (several at once, see --jobs).")
@package_options
@click.option("-j", "--jobs", type=click.IntRange(min=1), default=1, show_default=True,
              help="Captures at once (each one compiling process).")
@click.option("--build-jobs", type=click.IntRange(min=1), default=os.cpu_count() or 1, show_default=True,
              help="Environments built at once with --build (installs wait on disk and network more than on cores).")
@click.option("--timeout", type=SECONDS, default=DEFAULT_TIMEOUT_S, show_default=True, metavar="SECONDS",
              help="Stop a compile that runs longer than this.")
@click.option("--blame", "blame_s", type=SECONDS, metavar="SECONDS",
              help="Test each change's suspects by experiment (as `cute-ir blame`), up to SECONDS per change.")
@click.option("--sample", type=click.IntRange(min=1), metavar="N",
              help="A catalogue run: N registered instances spread over the design points (the same N for the same "
                   "catalogue) instead of kernel names; with --filter, N of those that pass it.")
@click.option("--filter", "filters", multiple=True, metavar="KEY=VALUE",
              help="A catalogue run of the instances whose metadata has VALUE for KEY (as `cute-ir list --filter`); "
                   "repeatable.")
@click.option("--time-limit", type=SECONDS, metavar="SECONDS",
              help="Catalogue run: stop cleanly after SECONDS (exit 13); the same command goes on where it stopped.")
@click.option("--keep-traces", is_flag=True,
              help="Catalogue run: keep every operator's traces, not only those of the operators that changed.")
@click.option("--blame-groups", type=click.IntRange(min=0), default=5, show_default=True, metavar="K",
              help="Catalogue run with --blame: test the representative of the K largest groups by experiment.")
@click.option("--trace-budget", type=_ByteSize(), default="20G", show_default=True, metavar="SIZE",
              help="Catalogue run: keep traces (of the changed operators, or all with --keep-traces) up to SIZE "
                   "on this machine's disk (e.g. 500M, 20G; 0: facts only); past it only facts.")
@click.option("--report-only", is_flag=True,
              help="Catalogue run: print the report of what the -o folder holds, finished or not, capturing "
                   "nothing (the folder's plan is the run; --releases/--sample/--filter, if given, must match it).")
@ray_option
@click.option("--json", "as_json", is_flag=True, help="Print the table (or the bisection) as JSON.")
@click.option("--markdown", "as_markdown", is_flag=True, help="Print the table as Markdown.")
@quiet_option("Show no progress on stderr (captures, environments prepared, experiments).")
@click.argument("target", nargs=-1, type=click.UNPROCESSED)
@click.pass_context
def sweep(ctx: click.Context, releases: str, variants: str, arch: str | None, out: Path, force: bool,
          budgets: tuple[str, ...], checks_file: Path | None, bisect: str | None, build: bool,
          with_: tuple[str, ...], with_no_deps: tuple[str, ...], with_editable: tuple[Path, ...],
          find_links: tuple[str, ...], jobs: int, build_jobs: int, timeout: float, blame_s: float | None,
          sample: int | None, filters: tuple[str, ...], time_limit: float | None, keep_traces: bool,
          blame_groups: int, trace_budget: int, report_only: bool, ray_address: str | None,
          as_json: bool, as_markdown: bool, quiet: bool, target: tuple[str, ...]) -> None:
    """Capture TARGET under every release of a range and show, per release and kernel, the resources
    and what changed since the release before (with the culprit pass from the diff analysis).

    TARGET is one or more registered kernels, or `-- SCRIPT [ARGS]` (every kernel the script compiles).
    With --sample or --filter instead, a catalogue run: the chosen instances of the registry, a report
    of what changed grouped by design dimension (resumable: the same command goes on where it stopped).

    \b
      cute-ir sweep --releases 4.4.2..4.8.1 --variants cu12,cu13 softmax_sm80_f16_t128
      cute-ir sweep --releases 4.5.3,4.8.1 --build --with torch==2.13.0 -- my_kernels.py --n 4096
      cute-ir sweep --releases 4.4.2..4.8.1 --bisect 'registers>64' softmax_sm80_f16_t128
      cute-ir --provider cutlass_operators sweep --releases 4.8.0,4.8.1 --sample 1000 --json
    """
    variant_list = tuple(v.strip() for v in variants.split(",") if v.strip())
    if bisect is not None and len(variant_list) != 1:
        raise click.UsageError("--bisect walks one variant's releases: give one --variants")
    if as_json and as_markdown:
        raise click.UsageError("--json and --markdown exclude each other")
    if bisect is not None and ray_address is not None:
        raise click.UsageError("--bisect captures one release at a time, each chosen by the one before: "
                               "--ray spreads many captures at once; use one or the other")
    catalogue = sample is not None or bool(filters) or report_only
    if catalogue and (target or bisect is not None or budgets or checks_file is not None):
        raise click.UsageError("--sample/--filter choose the kernels of a catalogue run: give no kernel names, "
                               "script, --bisect, --budget or --checks with them")
    if not catalogue and not target:
        raise click.UsageError("give kernel names, `-- SCRIPT [ARGS]`, or --sample/--filter for a catalogue run")
    if report_only and (ray_address is not None or build or time_limit is not None or force):
        raise click.UsageError("--report-only captures nothing: give no --ray, --build, --time-limit or --force "
                               "with it")
    if releases is None and not report_only:
        raise click.UsageError("Missing option '--releases'.")
    if report_only:
        _catalogue_report_only(ctx, out, releases, variant_list, filters, sample, blame_s, blame_groups, as_json,
                               as_markdown, quiet)
        return
    explicit_arch = arch
    arch = chosen_arch(arch).arch
    sweep_target = _target(target, arch) if not catalogue else Target(arch=arch)
    published = published_releases() if ".." in releases else None  # a range: what the index holds now
    specs = release_specs(releases, variant_list, published)
    releases_note = published.note if published is not None else ""
    checks = budget_spec(parse_rule(expression) for expression in budgets)
    if checks_file is not None:
        checks = checks + load_check_spec(checks_file)
    question = _question(bisect, checks) if bisect is not None else None
    packages = added_packages(with_, with_no_deps, with_editable, find_links)
    err = Console(stderr=True)

    def report(line: str) -> None:
        if not quiet:
            err.print(f"[dim]{line[-160:]}[/dim]", highlight=False)

    if releases_note:
        err.print(f"[yellow]note: {releases_note}[/yellow]", highlight=False)
    if catalogue:
        _catalogue(ctx, specs, filters, sample, explicit_arch, arch, out, force, build, packages, jobs, build_jobs,
                   timeout, blame_s, blame_groups, time_limit, keep_traces, trace_budget, ray_address, as_json,
                   as_markdown, report, quiet)
        return

    # refuses an existing DIR (with --force, one that is not provably cute-ir's); nothing half-written stays
    with atomic_directory(out, replace=force, mark=True) as staging:
        if question is not None:
            def python_for(spec: str) -> Path | None:
                return prepare_environments([spec], build=build, packages=packages, jobs=1, report=report)[spec]

            found = bisect_releases(sweep_target, specs, question, staging, python_for=python_for,
                                    timeout=timeout, report=report)
        else:
            # On a cluster each node finds or builds the environments itself (with the --with packages).
            pythons = {} if ray_address is not None else prepare_environments(
                specs, build=build, packages=packages, jobs=build_jobs, report=report)
            scripts = (sweep_target.script,) if sweep_target.script is not None else ()
            executor = executor_for(ray_address, jobs=jobs, pythons=pythons,
                                    context=RunContext.of_driver(packages, scripts))
            result = run_sweep(sweep_target, specs, staging, executor=executor, checks=checks, timeout=timeout,
                               blame_s=blame_s, report=report, quiet=quiet)
            result.releases_note = releases_note
            result.relocate(staging, out)
            write_text_atomic(staging / SWEEP_RECORD, json.dumps(result.to_json(), indent=1) + "\n")
    if question is not None:
        _print_bisection(found, as_json)
        ctx.exit(int(ExitCode.OK))
    all_failed = _all_failed(result)
    if as_json:
        echo(json.dumps(result.to_json(), indent=1))
    elif as_markdown:
        echo(markdown(result), nl=False)
    else:
        table = Table(*COLUMNS, title=f"{sweep_target.describe()} on {arch}", show_lines=False)
        for row in table_rows(result):
            table.add_row(*row)
        Console(width=max(Console().width, 160)).print(table)
        echo(f"traces: {out}/<release>/, this table as JSON: {out / SWEEP_RECORD}")
    if all_failed is not None:
        echo(f"error: every capture of the sweep failed (the first: {all_failed[1]})", err=True)
        ctx.exit(all_failed[0])
    ctx.exit(int(ExitCode.DIFFERENT) if result.budget_violated else int(ExitCode.OK))


def _all_failed(result: SweepResult) -> tuple[int, str] | None:
    """(exit code, message) of the first failure where no capture of the sweep succeeded: such a sweep
    answers nothing and must not exit 0; None where one succeeded."""
    cells = list(result.cells.values())
    if any(cell.trace is not None and cell.trace.ok for cell in cells):
        return None
    failed = [cell for cell in cells if cell.exit_code]
    if failed:
        return failed[0].exit_code, f"{failed[0].kernel} under {failed[0].spec}: {failed[0].error}"
    if result.errors:
        spec, message = next(iter(result.errors.items()))
        return int(ExitCode.ENVIRONMENT), f"under {spec}: {message}"
    return int(ExitCode.BAD_INPUT), "no kernel was compiled"


def _catalogue(ctx: click.Context, specs: list[str], filters: tuple[str, ...], sample: int | None,
               explicit_arch: str | None, arch: str, out: Path, force: bool, build: bool,
               packages: AddedPackages, jobs: int, build_jobs: int, timeout: float, blame_s: float | None,
               blame_groups: int, time_limit: float | None, keep_traces: bool, trace_budget: int,
               ray_address: str | None, as_json: bool, as_markdown: bool, report: Callable[[str], None],
               quiet: bool) -> None:
    """The catalogue run of --sample/--filter: resumable in OUT, its report printed and kept in OUT. A
    finished run is only reported: no environment is prepared, no executor (no Ray) started."""
    if len(specs) < 2:
        raise click.UsageError("a catalogue run compares releases: give two or more in --releases")
    wanted = parse_filters(filters) or None
    providers = tuple(ctx.find_root().params.get("asked") or ())
    points = design_points(wanted, providers)
    if not points and providers:
        raise BadInputError(f"no instance of provider {', '.join(providers)} passes the filter",
                            hint="is its package installed (`cute-ir list --providers`)? the operators need "
                                 "nvidia-cutlass-operators")
    operators = select_operators(points, sample)
    arches = {name: explicit_arch and arch or kernel_arch(points[name], arch) for name in operators}
    run = CatalogueRun(out, specs, operators, {name: points[name] for name in operators}, arches,
                       {"filter": dict(wanted or {}), "sample": sample}, trace_budget=trace_budget)
    if force and (out / CATALOGUE_PLAN).is_file():
        shutil.rmtree(out)
    facts = run.landed()
    if facts is not None and len(facts) == len(operators):
        report(f"{out} holds this run, finished: its report (nothing captured)")
    else:
        pythons = None if ray_address is not None else prepare_environments(
            specs, build=build, packages=packages, jobs=build_jobs, report=report)
        executor = executor_for(ray_address, jobs=jobs, pythons=pythons or {},
                                context=RunContext.of_driver(packages))
        job = OperatorJob(tuple(specs), timeout, keep_traces, RunContext.of_driver(packages), pythons)
        facts, complete = run.execute(executor, job, time_limit=time_limit, report=report, quiet=quiet)
        if not complete:
            echo(f"stopped at the time limit: {len(facts)} of {len(operators)} operators done in {out}; run the "
                 "same command again to go on (--report-only: the report of what is there)", err=True)
            ctx.exit(int(ExitCode.INCOMPLETE))
    document = _report(run, facts, blame_s, blame_groups, report)
    write_text_atomic(out / CATALOGUE_REPORT, json.dumps(document, indent=1) + "\n")
    _print_report(document, out, as_json, as_markdown)
    if document["failed"] == document["operators"]:
        first = next(iter(facts.values()))["releases"]
        code, message = next(((r["exit_code"], r["error"]) for r in first.values() if not r.get("ok")),
                             (int(ExitCode.BAD_INPUT), "?"))
        echo(f"error: every operator failed (the first: {message})", err=True)
        ctx.exit(code or int(ExitCode.BAD_INPUT))
    ctx.exit(int(ExitCode.OK))


def _catalogue_report_only(ctx: click.Context, out: Path, releases: str | None, variants: tuple[str, ...],
                           filters: tuple[str, ...], sample: int | None, blame_s: float | None, blame_groups: int,
                           as_json: bool, as_markdown: bool, quiet: bool) -> None:
    """`--report-only`: the report of the run in OUT as it stands (finished or not), exit 0; nothing is
    captured and nothing written but the blame outcomes --blame asks for."""
    run, facts = load_run(out)
    asked = {"releases": release_specs(releases, variants, published_releases() if ".." in releases else None)
             if releases else None,
             "sample": sample, "filter": parse_filters(filters) if filters else None}
    recorded = {"releases": run.specs, "sample": run.selection.get("sample"), "filter": run.selection.get("filter")}
    differing = [key for key, value in asked.items() if value is not None and value != recorded[key]]
    if differing:
        raise BadInputError(f"{out} holds another catalogue run (its {', '.join(differing)}: "
                            f"{', '.join(str(recorded[key]) for key in differing)})",
                            hint="give the options of that run, or none of --releases/--sample/--filter")

    def progress(line: str) -> None:
        if not quiet:
            echo(line[-160:], err=True)

    document = _report(run, facts, blame_s, blame_groups, progress)
    _print_report(document, out, as_json, as_markdown)
    ctx.exit(int(ExitCode.OK))


def _report(run: CatalogueRun, facts: dict[str, dict[str, Any]], blame_s: float | None, blame_groups: int,
            progress: Callable[[str], None]) -> dict[str, Any]:
    """The run's report, with the blame outcomes kept in its folder and those --blame adds (kept too)."""
    blamed = recorded_blame(run.out)
    document = build_report(run, facts, blamed)
    if blame_s is not None and blame_groups:
        found = blame_representatives(run, facts, document, blame_s, blame_groups, blamed, progress)
        if found:
            blamed = {**blamed, **found}
            write_text_atomic(run.out / CATALOGUE_BLAMED, json.dumps(blamed, indent=1) + "\n")
            document = build_report(run, facts, blamed)
    return document


def _print_report(document: dict[str, Any], out: Path, as_json: bool, as_markdown: bool) -> None:
    if as_json:
        echo(json.dumps(document, indent=1))
    elif as_markdown:
        echo(report_markdown(document), nl=False)
    else:
        state = "" if document["complete"] else f", {document['pending']} still to run"
        echo(f"{document['changed']} of {document['done']} operators changed from {document['releases'][0]} to "
             f"{document['releases'][-1]} ({document['failed']} failed{state}); report: {out / CATALOGUE_REPORT} "
             "(--markdown to print it)")


def _target(tokens: tuple[str, ...], arch: str) -> Target:
    first = Path(tokens[0])
    if _is_script(tokens[0]):
        if not first.is_file():
            raise BadInputError(f"script {first} does not exist")
        return Target(script=first.resolve(), script_args=tokens[1:], arch=arch)
    options = [t for t in tokens if t.startswith("-")]
    if options:
        raise click.UsageError(f"no such option: {options[0]} (a script's own options follow `-- SCRIPT`)")
    return Target(kernels=tokens, arch=arch)


def _question(text: str, checks: CheckSpec) -> Question:
    if text.strip() == "changed":
        return Question("changed")
    if text.strip() == "checks":
        if not checks:
            raise click.UsageError("--bisect checks needs --budget or --checks")
        return Question("checks fail", checks=checks)
    try:
        return Question(text, condition=parse_rule(text))
    except BadInputError as err:
        raise BadInputError(f"--bisect {text!r}: {err.message}",
                            hint="'changed', 'checks', or a condition like 'registers>128'") from err


def _print_bisection(found: BisectResult, as_json: bool) -> None:
    if as_json:
        echo(json.dumps(found.to_json(), indent=1))
        return
    for spec in found.specs:
        if spec in found.answers:
            echo(f"  {spec:12} {found.answers[spec]}")
    if found.first_yes is None:
        echo(f"{found.question!r} holds under none of {found.specs[0]}..{found.specs[-1]}")
        return
    echo(f"first release where {found.question!r}: {found.first_yes} (not under {found.last_no})")
    if found.unknown_between:
        echo(f"  or any of {', '.join(found.unknown_between)}, which could not be captured")
    change = found.change
    if change is not None and change.differs:
        deltas = ", ".join(f"{m} {a}->{b}" for m, (a, b) in change.resource_deltas.items())
        culprit = change.culprit or "none (the IR after every pass is the same: the change is in code generation)"
        echo(f"suspect pass (a heuristic, not a proven cause): {culprit}" + (f"; {deltas}" if deltas else ""))

