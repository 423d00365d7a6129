"""`cute-ir dump`, `cute-ir trace` and `cute-ir replay`: capture in a child process, report, re-run."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import click

from cute_ir.capture.parent import DEFAULT_TIMEOUT_S, dump_kernel, replay_reproducer, trace_script
from cute_ir.cli.options import (SECONDS, arch_option, chosen_arch, chosen_kernel_arch, dsl_option, dsl_python, json_option,
                                 quiet_option)
from cute_ir.errors import CuteIRError
from cute_ir.fsutil import named_child
from cute_ir.trace.summary import print_session, print_summary
from cute_ir.trace.stage_text import STAGE_NAMES, stage_text
from cute_ir.trace import Trace
from cute_ir.cli.output import echo


timeout_option = click.option(
    "--timeout", type=SECONDS, default=DEFAULT_TIMEOUT_S, show_default=True, metavar="SECONDS",
    help="Bound the whole run (trace: the script and every process it starts, its compiles included; "
         "dump, replay: the compile) and stop it past this, exit 10. Traces of compiles that had returned "
         "are kept complete; one still compiling is kept partial, marked timed-out.")
lineinfo_option = click.option(
    "--lineinfo", is_flag=True,
    help="Compile with line info: IR, PTX and SASS lines map to the Python statement that made them. Without "
         "it only IR lines map, each to its function (the decorator's line).")
force_option = click.option("--force", "-f", is_flag=True,
                            help="Replace the output directory if cute-ir wrote it and it holds nothing else.")
_quiet = quiet_option(help="Print no summary and no progress (a traced script's own output still shows, errors still go "
                           "to stderr, --json and --stage still print).")


@click.command()
@click.argument("kernel")
@arch_option
@click.option("--out", "-o", type=click.Path(path_type=Path), metavar="DIR",
              help="Trace directory to write [default: traces/KERNEL.ARCH].")
@click.option("--stage", "stages", multiple=True, metavar="NAME", callback=lambda _c, _p, v: _check_stages(v),
              help=f"Also print the IR (or artifact) at the end of this stage: {', '.join(STAGE_NAMES)}.")
@json_option("Print the trace manifest as JSON instead of a summary.")
@_quiet
@force_option
@lineinfo_option
@dsl_option
@timeout_option
def dump(kernel: str, arch: str | None, out: Path | None, stages: tuple[str, ...], as_json: bool, quiet: bool,
         force: bool, lineinfo: bool, dsl: str | None, timeout: float) -> None:
    """Compile registered KERNEL on the CPU and capture the IR after every pass.

    Writes a trace directory (manifest.json, passes/NNN-<pass>.mlir, PTX, cubin, SASS) and prints a
    one-screen summary. List kernels with `cute-ir list`.
    """
    choice = chosen_kernel_arch(kernel, arch)  # an unknown name is said here, before the spinner starts
    out = out or named_child(Path("traces"), f"{kernel}.{choice.arch}", "the kernel and arch")
    with _summaries_of_failed_compiles(as_json, quiet=quiet), _working(f"compiling {kernel} for {choice.arch}", quiet):
        trace = dump_kernel(kernel, choice.arch, out, force=force, python=dsl_python(dsl), timeout=timeout,
                            lineinfo=lineinfo, arch_source=choice.source)
    _report(trace, stages, as_json, quiet)


@click.command(context_settings={"ignore_unknown_options": True, "allow_interspersed_args": False})
@click.option("--out", "-o", type=click.Path(path_type=Path), default=Path("traces/session"), show_default=True,
              metavar="DIR", help="Directory for the traces, one NNN/ per compiled kernel.")
@arch_option
@json_option("Print the manifests as a JSON list.")
@_quiet
@force_option
@lineinfo_option
@dsl_option
@timeout_option
@click.argument("script", type=click.Path())  # as typed: Python names the script's code by it (see trace_script)
@click.argument("script_args", nargs=-1, type=click.UNPROCESSED)
def trace(out: Path, arch: str | None, as_json: bool, quiet: bool, force: bool, lineinfo: bool, dsl: str | None,
          timeout: float, script: str, script_args: tuple[str, ...]) -> None:
    """Run SCRIPT unchanged and capture every kernel it compiles.

    Put `--` before the script so its own flags reach it: cute-ir trace -- my_kernel.py --n 4096.
    A module runs as `python -m` runs it: cute-ir trace -- -m pytest tests/test_kernels.py
    """
    choice = chosen_arch(arch)
    with _summaries_of_failed_compiles(as_json, quiet=quiet), _working(f"running {script}", quiet, spinner=False):
        traces = trace_script(script, list(script_args), out, arch=choice.arch, force=force,
                              python=dsl_python(dsl), timeout=timeout, lineinfo=lineinfo, arch_source=choice.source)
    if as_json:
        echo(json.dumps([t.to_json() for t in traces], indent=1))
    elif not quiet:
        print_session(traces)


@click.command()
@click.argument("reproducer", type=click.Path(path_type=Path))
@click.option("--single", is_flag=True, help="Run only the failing pass on the IR captured before it.")
@dsl_option
@timeout_option
@json_option("Print the outcome as JSON: the reproducer, the failure recorded, the DSL it ran under, the exit code "
             "and message (an error still goes to stderr too, with its exit code).")
def replay(reproducer: Path, single: bool, dsl: str | None, timeout: float, as_json: bool) -> None:
    """Re-run the reproducer of a failed compile (a trace's failure/ directory, or the trace).

    Runs under the DSL release and variant that failed (its environment, see `cute-ir env add`),
    as the DSL runs its pipeline (verifier off, one thread). Exits 4 when the same error recurs, 5
    when the compiler crashes again as recorded, 1 when it fails otherwise, 0 when it runs to the
    end, 3 when the reproducer is corrupt (files edited or unparsable).
    """
    from cute_ir.capture.replay.repro import load_reproducer

    repro = load_reproducer(reproducer)
    python = dsl_python(dsl)
    if dsl is None and _installed() != (repro.dsl_version, repro.dsl_variant):
        python = dsl_python(repro.dsl_spec)
    if dsl is not None:
        echo(f"note: replaying under DSL {dsl}; the failure was recorded under {repro.dsl_spec}", err=True)
    outcome = {"reproducer": str(repro.root), "recorded": {"dsl": repro.dsl_spec, "kind": repro.kind,
                                                           "message": repro.message},
               "replayed_under": dsl or repro.dsl_spec, "single": single}
    try:
        message = replay_reproducer(reproducer, single=single, python=python, timeout=timeout)
    except CuteIRError as err:
        if as_json:
            echo(json.dumps({**outcome, "exit_code": int(err.exit_code), "message": err.message}, indent=1))
        raise
    echo(json.dumps({**outcome, "exit_code": 0, "message": message}, indent=1) if as_json else message)


def _installed() -> tuple[str, str] | None:
    """The DSL of this interpreter, None where it has none."""
    from cute_ir.releases.catalogue import installed_dsl

    try:
        return installed_dsl()
    except CuteIRError:
        return None


@contextmanager
def _working(what: str, quiet: bool, *, spinner: bool = True) -> Iterator[None]:
    """Say on stderr what runs during the seconds a compile takes: a spinner on a terminal (gone when it
    ends; not beside a traced script's own output), else one line; nothing with -q. Stdout stays the
    summary or the JSON."""
    from rich.console import Console

    console = Console(stderr=True)
    if quiet:
        yield
    elif spinner and console.is_terminal:
        with console.status(f"{what} (every pass captured) ...", spinner="dots"):
            yield
    else:
        console.print(f"{what} ...", markup=False, highlight=False, soft_wrap=True)
        yield


@contextmanager
def _summaries_of_failed_compiles(as_json: bool, *, quiet: bool = False) -> Iterator[None]:
    """A failed compile still wrote a trace: show it (or the table of a session's) before the error."""
    try:
        yield
    except CuteIRError as err:
        partial = [t for t in err.partial if isinstance(t, Trace)]
        if as_json:
            for captured in partial:
                echo(json.dumps(captured.to_json(), indent=1))
        elif not quiet:
            print_session(partial)
        raise


def _check_stages(stages: tuple[str, ...]) -> tuple[str, ...]:
    for stage in stages:
        if stage not in STAGE_NAMES:
            raise click.BadParameter(f"unknown stage {stage!r}; one of: {', '.join(STAGE_NAMES)}")
    return stages


def _report(trace: Trace, stages: tuple[str, ...], as_json: bool, quiet: bool) -> None:
    if as_json:
        echo(json.dumps(trace.to_json(), indent=1))
    elif not quiet:
        print_summary(trace)
    for stage in stages:
        echo(f"// ----- {stage} -----")
        echo(stage_text(trace, stage))
