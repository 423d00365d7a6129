"""`cute-ir golden check|update|status`: golden files of the registered kernels (see docs/goldens.md)."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Sequence
from pathlib import Path

import click

from cute_ir.checks import check_trace
from cute_ir.process.scratch import scratch_directory
from cute_ir.errors import BadInputError, CuteIRError, ExitCode
from cute_ir.golden.check import (
    GOLDEN_ARCHS,
    Outcome,
    Result,
    check_record,
    checked_by_key,
    golden_keys,
    key_to_reproduce,
    needs_newer_dsl,
    remove_orphaned_goldens,
    reproduced,
    survey,
    update_record,
    with_assertions,
    with_key_changes,
)
from cute_ir.golden.checks import golden_check_spec
from cute_ir.golden.layout import GoldenKey, default_root
from cute_ir.golden.store import GoldenStore
from cute_ir.capture.replay.emulate import upstream_emulation_off
from cute_ir.cli.options import RayAddressCommand, dsl_option, dsl_python, json_option, quiet_option, ray_option
from cute_ir.executors import Capture, CaptureOutcome, Executor, RunContext, executor_for, with_progress
from cute_ir.process.interrupts import raise_if_stopping
from cute_ir.process.jobs import default_jobs
from cute_ir.releases.catalogue import format_spec
from cute_ir.cli.output import echo


def _store(golden_dir: Path | None) -> GoldenStore:
    return GoldenStore(golden_dir or default_root())


def _keys(kernel_names: Sequence[str], archs: Sequence[str], dsl: str | None = None) -> list[GoldenKey]:
    from cute_ir.registry import all_kernels, check_providers, get_kernel
    from cute_ir.releases.catalogue import installed_dsl, parse_spec

    kernels = [get_kernel(name) for name in kernel_names] if kernel_names else all_kernels()
    if not kernel_names:  # "all" must not silently leave out a provider that failed to load (or whose
        check_providers()  # golden set could not be chosen: all_kernels() records that)
    release = parse_spec(dsl) if dsl else installed_dsl()
    too_old = {}
    for kernel in kernels:
        reason = kernel.unavailable() or needs_newer_dsl(kernel, release[0])
        if reason:
            too_old.setdefault(reason, []).append(kernel.name)
    for reason, names in too_old.items():  # one line per reason: the operator goldens are ~100 names
        shown = names[0] if len(names) == 1 else f"{len(names)} kernels ({names[0]}, ...)"
        echo(f"skipped {shown}: {reason}", err=True)
    keys = golden_keys(kernels, release, archs)
    if not keys:  # nothing checked must not read as success
        which = f"none of {', '.join(kernel_names)}" if kernel_names else "no registered kernel"
        raise BadInputError(
            f"{which} compiles for {', '.join(archs)}: there is nothing to check",
            hint=f"goldens exist for {', '.join(GOLDEN_ARCHS)}; see `cute-ir list --json` for each kernel's min_cc",
        )
    return keys


def _run_all(
    keys: list[GoldenKey], judge: Callable[[GoldenKey, CaptureOutcome], Result], executor: Executor, verb: str,
    quiet: bool = False, unless: dict[GoldenKey, tuple[tuple[str, str], ...]] | None = None,
) -> tuple[list[Result], list[tuple[GoldenKey, CuteIRError]]]:
    """Capture every key with `executor` (each trace normalized into its record where it was captured;
    a key of `unless` only when a probe does not reproduce that capture key) and `judge` each outcome
    here as it arrives, with its progress on stderr (a bar, or a line each piped)."""
    results: list[Result] = []
    errors: list[tuple[GoldenKey, CuteIRError]] = []
    unless = unless or {}
    with scratch_directory("golden") as scratch:
        work = [(Capture(format_spec(key.dsl_version, key.dsl_variant), key.arch, kernel=key.kernel, golden=True,
                         unless_key=unless.get(key, ())),
                 Path(scratch) / key.relative) for key in keys]  # each part checked to be one path component
        for index, outcome in with_progress(executor.run(work), work, verb, quiet=quiet):
            key = keys[index]
            try:
                if outcome.error is not None:
                    raise outcome.error
                results.append(judge(key, outcome))
            except CuteIRError as err:
                errors.append((key, err))
            finally:  # judged: its trace (~2 MB for an SM100 operator) is not kept for the rest of the run
                shutil.rmtree(work[index][1], ignore_errors=True)
    return sorted(results, key=lambda r: r.key), sorted(errors, key=lambda pair: pair[0])


def _executor(ray_address: str | None, jobs: int, dsl: str | None, keys: list[GoldenKey]) -> Executor:
    """The thread pool, with the interpreter of `dsl` found here; or the Ray cluster, whose nodes find
    (or build) it themselves."""
    pythons = {} if ray_address is not None else dict.fromkeys(
        {format_spec(k.dsl_version, k.dsl_variant) for k in keys}, dsl_python(dsl))
    return executor_for(ray_address, jobs=jobs, pythons=pythons, context=RunContext.of_driver())


def _report_errors(errors: list[tuple[GoldenKey, CuteIRError]]) -> int:
    """Print the errors; the exit code they call for (the highest), 0 for none."""
    for key, err in errors:
        echo(f"ERROR {key}: {err}", err=True)
    return _errors_code(errors)


def _errors_code(errors: list[tuple[GoldenKey, CuteIRError]]) -> int:
    return max((int(err.exit_code) for _, err in errors), default=0)


_jobs = click.option(
    "-j", "--jobs", type=click.IntRange(min=1), default=default_jobs, show_default="cores, capped by memory",
    help="Kernels captured at once.",
)
_archs = click.option(
    "--arch", "archs", multiple=True, default=GOLDEN_ARCHS, show_default=True, help="Arch to check (repeatable)."
)
_quiet = quiet_option("Show no progress on stderr (a bar on a terminal, a line per kernel when piped).")
_golden_dir = click.option(
    "--golden-dir", type=click.Path(path_type=Path, file_okay=False), default=None,
    help="Golden store (default: $CUTE_IR_GOLDEN_DIR, else your project's: [tool.cute-ir] golden-dir of the nearest "
         "pyproject.toml, else golden/ beside it).",
)


@click.group("golden")
def golden() -> None:
    """Golden files: the normalized IR of every registered kernel, pass by pass."""


@golden.command("check", cls=RayAddressCommand)
@click.argument("kernels", nargs=-1)
@_archs
@_golden_dir
@dsl_option
@_jobs
@json_option("Print the results as JSON: per golden its outcome and message, the errors, the exit code.")
@ray_option
@_quiet
def check(kernels: tuple[str, ...], archs: tuple[str, ...], golden_dir: Path | None, dsl: str | None,
          jobs: int, as_json: bool, ray_address: str | None, quiet: bool) -> None:
    """Compile KERNELS (default: all) and compare every pass with the goldens.

    The store's own checks.toml (budgets, FileCheck patterns; see `cute-ir check`) must hold too.
    Exit code 1 when a golden differs or is missing or a check fails, 3 when one is damaged.
    """
    store = _store(golden_dir)
    assertions = golden_check_spec(store.root)
    keys = _keys(kernels, archs, dsl)

    def judge(key: GoldenKey, outcome: CaptureOutcome) -> Result:
        if outcome.key_reproduced:
            return reproduced(key)
        assert outcome.record is not None  # a golden capture without an error has its record
        result = check_record(store, outcome.record)
        result = with_assertions(result, check_trace(outcome.traces[0], assertions))
        return with_key_changes(result, outcome.key_changes)

    # goldens checked by capture key, unless the store's checks.toml asks something of their trace
    unless = {key: found for key in keys
              if not (assertions.budget_for(key.kernel) or assertions.patterns_for(key.kernel))
              and (found := key_to_reproduce(store, key))}
    with upstream_emulation_off():  # a golden never depends on the optional extra (nor on a node's)
        results, errors = _run_all(keys, judge, _executor(ray_address, jobs, dsl, keys), "checking", quiet, unless)
    failed = [r for r in results if r.outcome is not Outcome.OK]
    by_key = sum(1 for r in results if r.by_capture_key)
    recaptured = [r for r in results if r.outcome is Outcome.OK and r.key_changes]
    code = _errors_code(errors) or (int(ExitCode.DIFFERENT) if failed else 0)
    if as_json:
        echo(json.dumps({
            "store": str(store.root),
            "goldens": [{**_key_json(r.key), "outcome": r.outcome.value, "message": r.message,
                         "by_capture_key": r.by_capture_key, "key_changes": list(r.key_changes)} for r in results],
            "errors": _errors_json(errors),
            "agree": len(results) - len(failed),
            "agree_by_capture_key": by_key,
            "checked": len(keys),
            "exit_code": code,
        }, indent=1))
        raise SystemExit(code)
    for result in failed:
        echo(f"FAIL {result.key}\n{result.message}\n")
    for result in recaptured:
        echo(f"note {result.key}: {result.message}")
    _report_errors(errors)
    keyed = f" ({by_key} by capture key, without a capture)" if by_key else ""
    echo(f"{len(results) - len(failed)} of {len(keys)} goldens agree{keyed}")
    raise SystemExit(code)


def _key_json(key: GoldenKey) -> dict[str, str]:
    return {"kernel": key.kernel, "arch": key.arch, "dsl_version": key.dsl_version, "dsl_variant": key.dsl_variant}


def _errors_json(errors: list[tuple[GoldenKey, CuteIRError]]) -> list[dict[str, object]]:
    return [{**_key_json(key), "exit_code": int(err.exit_code), "message": err.message, "hint": err.hint or ""}
            for key, err in errors]


@golden.command("update", cls=RayAddressCommand)
@click.argument("kernels", nargs=-1)
@click.option("--new-only", is_flag=True, help="Only add goldens that do not exist yet.")
@click.option("--remove-orphans", is_flag=True, help="Also delete goldens no registered instance produces.")
@_archs
@_golden_dir
@dsl_option
@_jobs
@json_option("Print what was done as JSON: per golden its outcome (written, or kept by --new-only), the orphans removed, "
             "the errors, the exit code.")
@ray_option
@_quiet
def update(
    kernels: tuple[str, ...], new_only: bool, remove_orphans: bool, archs: tuple[str, ...],
    golden_dir: Path | None, dsl: str | None, jobs: int, as_json: bool, ray_address: str | None, quiet: bool,
) -> None:
    """Compile KERNELS (default: all) and bless their IR as the goldens."""
    store = _store(golden_dir)
    keys = _keys(kernels, archs, dsl)
    kept = [Result(key, Outcome.KEPT) for key in keys if new_only and store.exists(key)]
    todo = [key for key in keys if not (new_only and store.exists(key))]

    def bless(key: GoldenKey, outcome: CaptureOutcome) -> Result:
        assert outcome.record is not None  # made only from a trace that landed whole, of a compile that succeeded
        raise_if_stopping()  # nothing is blessed after Ctrl-C
        record = outcome.record.facts_only() if checked_by_key(key) else outcome.record
        return update_record(store, record, new_only=new_only)

    with upstream_emulation_off():
        results, errors = _run_all(todo, bless, _executor(ray_address, jobs, dsl, todo), "blessing", quiet)
    results = sorted(kept + results, key=lambda r: r.key)
    written = [r for r in results if r.outcome is Outcome.WRITTEN]
    if not as_json:  # said before orphans are looked for, which may refuse the store
        echo(f"wrote {len(written)} golden(s), kept {len(results) - len(written)} in {store.root}")
    orphaned = remove_orphaned_goldens(store, _keys((), GOLDEN_ARCHS, dsl)) if remove_orphans else []
    if as_json:
        code = _errors_code(errors)
        echo(json.dumps({
            "store": str(store.root),
            "goldens": [{**_key_json(r.key), "outcome": r.outcome.value} for r in results],
            "written": len(written),
            "kept": len(results) - len(written),
            "removed_orphans": [_key_json(key) for key in orphaned],
            "errors": _errors_json(errors),
            "exit_code": code,
        }, indent=1))
        raise SystemExit(code)
    if remove_orphans:
        echo(f"removed {len(orphaned)} orphaned golden(s)")
    raise SystemExit(_report_errors(errors))


@golden.command("status")
@_golden_dir
@json_option("Print the survey as JSON: per golden list its kernel, arch and DSL; why each stale one is.")
def status(golden_dir: Path | None, as_json: bool) -> None:
    """What goldens exist, for which DSL versions, and which are missing, stale or orphaned."""
    store = _store(golden_dir)
    report = survey(store, _keys((), GOLDEN_ARCHS))
    if as_json:
        click.echo(json.dumps({
            "store": str(store.root),
            "expected": len(report.expected),
            **{name: [_key_json(k) for k in keys] for name, keys in
               (("present", report.present), ("missing", report.missing), ("orphaned", report.orphaned))},
            "test_owned": [{**_key_json(k), "test": owner} for k, owner in sorted(report.test_owned.items())],
            "stale": [{**_key_json(k), "why": why} for k, why in sorted(report.stale.items())],
            "other_dsl": dict(sorted(report.other_dsl.items())),
        }, indent=1))
        return
    installed = sorted({key.dsl for key in report.expected})
    echo(f"golden store: {store.root}")
    echo(f"installed DSL {', '.join(installed)}: {len(report.present)} of {len(report.expected)} goldens present")
    for dsl, count in sorted(report.other_dsl.items()):
        echo(f"DSL {dsl} (not installed here): {count} goldens")
    for title, keys in (("missing", report.missing), ("orphaned", report.orphaned)):
        if keys:
            echo(f"{title} ({len(keys)}):")
            for key in keys:
                echo(f"  {key}")
    if report.links:
        echo(f"symbolic links (not goldens: never followed, never removed; orphans are not removed while "
                   f"there is one) ({len(report.links)}):")
        for link in report.links:
            echo(f"  {link}")
    if report.test_owned:
        echo(f"checked by tests (the cute_ir_golden fixture; pytest judges them) ({len(report.test_owned)}):")
        for key, owner in sorted(report.test_owned.items()):
            echo(f"  {key}: {owner}")
    if report.stale:
        echo(f"stale or damaged ({len(report.stale)}):")
        for key, why in sorted(report.stale.items()):
            echo(f"  {key}: {why}")
