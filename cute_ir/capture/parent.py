"""Capture in a child process and commit the result atomically: `cute-ir dump`, `trace` and `replay`.

The parent never imports the compiler's passes into its own process. A child that exits with an
error leaves no output directory unless it produced a trace worth reading (a compile that failed or
crashed in a pass: the trace then holds the passes so far and a reproducer).

How the child ended is judged by where it was: the compile journals say whether its main process
was inside a compile when it died (the compiler crashed, exit 5) or not (the user's script failed,
exit 7: every trace it made is complete). A script's output is shown live and kept in the session
directory (`stdout.txt`, `stderr.txt`); `session.json` indexes the compiles and the outcome.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path

from cute_ir.capture.dsl.child import ASSEMBLING, SESSION_FILE, ChildRequest
from cute_ir.errors import (
    BadInputError,
    ChildTimeoutError,
    CompilerCrashedError,
    CuteIRError,
    EnvironmentProblem,
    ExitCode,
    NoGPUError,
    OutputError,
    ReplayDiffersError,
    ScriptFailedError,
    cute_ir_bug,
    error_of_exit_code,
)
from cute_ir.fsutil import atomic_directory, disk_full, write_text_atomic
from cute_ir.process.children import ChildResult, run_child
from cute_ir.process.output import STDERR_LOG, STDOUT_LOG
from cute_ir.process.pycommand import LINK_ENV
from cute_ir.trace import MANIFEST, Trace, load_trace

DEFAULT_ARCH = "sm_90a"
DEFAULT_TIMEOUT_S = 900
_COMPILES = ".compiles"
_CHILD_LOGS = ".logs"  # a dump's child output, kept only for messages


@dataclass(frozen=True)
class ArchChoice:
    """The arch a capture compiles for, and where it came from (recorded in the manifest)."""

    arch: str
    source: str  # "--arch", "CUTE_DSL_ARCH", "default" or "the kernel" (its first: not the default)
    overridden: str = ""  # the CUTE_DSL_ARCH that an explicit --arch replaced


def choose_arch(flag: str | None, environ: Mapping[str, str] = os.environ) -> ArchChoice:
    """An explicit --arch wins over an exported CUTE_DSL_ARCH, which wins over our default (sm_90a)."""
    from cute_ir.registry.dsl_compat import ARCH_ENV

    exported = environ.get(ARCH_ENV, "").strip()
    if flag:
        return ArchChoice(flag, "--arch", exported if exported and exported != flag else "")
    if exported:
        return ArchChoice(exported, ARCH_ENV)
    return ArchChoice(DEFAULT_ARCH, "default")


@dataclass(frozen=True)
class _Unfinished:
    """What the parent found of compiles the child did not assemble."""

    main_in_compile: bool = False  # the child's main process died inside a compile


def dump_kernel(name: str, arch: str, out: Path, *, force: bool = False, python: Path | None = None,
                timeout: float = DEFAULT_TIMEOUT_S, lineinfo: bool = False, arch_source: str = "") -> Trace:
    """Capture every pass of one registered kernel instance into the trace directory `out`."""
    from cute_ir.registry import get_kernel
    from cute_ir.registry.discovery import sources_for_children

    reason = get_kernel(name).unavailable()
    if reason:
        raise NoGPUError(f"{name} cannot be captured here: {reason}")
    out = Path(out)
    providers = [source.to_json() for source in sources_for_children()]
    request = ChildRequest(mode="kernel", out="", arch=arch, kernel=name, providers=providers, lineinfo=lineinfo,
                           arch_source=arch_source)
    traces, error = _capture(request, out, force, python, timeout, single_trace=True)
    if error is not None:
        error.partial = list(traces)
        raise error
    return traces[0]


@dataclass(frozen=True)
class InputProbe:
    """A registered kernel compiled up to its pipeline (cute_ir.capture.dsl.input_probe): what keys its capture."""

    kernel: str
    arch: str
    input_text: str  # the module the pipeline would get, printed as a capture prints it
    pipeline: str
    toolchain: dict[str, str]
    dsl: tuple[str, str]


_PROBE_LIMIT = 64 << 20  # bytes of the probe's input text: the largest operator inputs are under 1 MB


def probe_input(name: str, arch: str, *, python: Path | None = None, timeout: float = DEFAULT_TIMEOUT_S) -> InputProbe:
    """Compile registered kernel `name` for `arch` up to its pipeline, in a child (forked from a warm
    capture server inside `cute_ir.executors.warm.warm_captures()`), and read what it reported."""
    from cute_ir.capture.dsl.input_probe import INPUT_TEXT, PROBE_FILE
    from cute_ir.fsutil import load_json, read_verified
    from cute_ir.registry import get_kernel
    from cute_ir.registry.discovery import sources_for_children

    reason = get_kernel(name).unavailable()
    if reason:
        raise NoGPUError(f"{name} cannot be captured here: {reason}")
    providers = [source.to_json() for source in sources_for_children()]
    with tempfile.TemporaryDirectory(prefix="cute-ir-probe-") as scratch:
        out = Path(scratch) / "probe"
        request = ChildRequest(mode="input", out=str(out), arch=arch, kernel=name, providers=providers)
        result = _run_child(request, python, timeout, Path(scratch))
        _check_started(result, python)
        result.raise_if_timed_out(f"compiling {name} up to its pipeline took longer than {timeout:g} s")
        if result.crashed:
            raise CompilerCrashedError(f"the DSL's front end crashed ({result.how}) compiling {name}")
        if not result.reported:
            raise CompilerCrashedError(f"probing {name} ended ({result.how}) without a verdict: {result.stderr_tail}")
        if result.report["exit"] != ExitCode.OK:
            raise _error_of_report(result)
        what = f"the probe of {name}"
        try:
            facts = load_json(read_verified(out / PROBE_FILE, None, what, limit=1 << 20), what)
            text = read_verified(out / INPUT_TEXT, None, what, limit=_PROBE_LIMIT).decode()
            return InputProbe(name, arch, text, str(facts["pipeline"]),
                              {str(k): str(v) for k, v in facts["toolchain"].items()},
                              (str(facts["dsl"][0]), str(facts["dsl"][1])))
        except (OSError, KeyError, TypeError, IndexError, UnicodeDecodeError, AttributeError) as err:
            raise cute_ir_bug(f"reading the probe of {name}", f"{type(err).__name__}: {err}") from err


def trace_script(script: Path | str, script_args: list[str], out: Path, *, arch: str = "", force: bool = False,
                 python: Path | None = None, timeout: float = DEFAULT_TIMEOUT_S,
                 lineinfo: bool = False, show_output: bool = True, arch_source: str = "") -> list[Trace]:
    """Run a user's script unchanged; capture every kernel it compiles into `out/NNN/`.

    Its output is kept in `out` (stdout.txt, stderr.txt) and, with `show_output`, shown live with our
    stdin as its own; without (captures running side by side), its stdin is empty. A `script` of `-m`
    runs the module named by the first argument, as `python -m MODULE ARGS...` does.
    """
    module = ""
    if str(script) == "-m":
        if not script_args:
            raise BadInputError("-m needs a module name, as in `cute-ir trace -- -m pytest tests/`")
        module, *script_args = script_args
    elif not Path(script).is_file():
        raise BadInputError(f"script {script} does not exist")
    from cute_ir.registry.discovery import sources_for_children

    providers = [source.to_json() for source in sources_for_children()]  # the script may look kernels up
    request = ChildRequest(mode="script", out="", arch=arch, script="" if module else python_script_path(script),
                           module=module, script_args=list(script_args), lineinfo=lineinfo, providers=providers,
                           arch_source=arch_source)
    traces, error = _capture(request, Path(out), force, python, timeout, single_trace=False, stream=show_output)
    if error is not None:
        error.partial = list(traces)
        raise error
    return traces


def python_script_path(script: Path | str) -> str:
    """The script's path as `python SCRIPT` names it: its `__file__` and the file of its code, which the
    DSL writes into locations (the PTX's `.file` with line info). Python joins a relative path to the
    working directory and neither normalises (`dir/../k.py` stays) nor resolves links; so does a trace."""
    path = os.fspath(script)
    return path if os.path.isabs(path) else os.path.join(os.getcwd(), path)


def replay_reproducer(path: Path, *, single: bool, python: Path | None = None,
                      timeout: float = DEFAULT_TIMEOUT_S) -> str:
    """Re-run a reproducer in a child; return the child's verdict, raise if the failure reproduced.

    A crash counts as reproduced only for a reproducer of a crash (with the recorded signal, where
    one was recorded); any other outcome that is not the recorded failure is a ReplayDiffersError.
    """
    from cute_ir.capture.replay.repro import load_reproducer

    repro = load_reproducer(path)  # a broken repro.json is refused here, before any child runs
    request = ChildRequest(mode="replay", out=str(Path(path).resolve()), single=single)
    with tempfile.TemporaryDirectory(prefix="cute-ir-logs-") as logs:
        result = _run_child(request, python, timeout, Path(logs))
    _check_started(result, python)
    result.raise_if_timed_out(f"the replay ran longer than {timeout:g} s and was stopped")
    if result.crashed:
        if repro.kind == "crashed" and repro.signal in ("", result.how):
            raise CompilerCrashedError(f"reproduced: the compiler crashed ({result.how})")
        recorded = f"a crash ({repro.signal})" if repro.kind == "crashed" else "an error, not a crash"
        raise ReplayDiffersError(f"did not reproduce: the replay crashed ({result.how}); "
                                 f"the recorded failure was {recorded}")
    if not result.reported:
        raise CompilerCrashedError(f"the replay's process ended ({result.how}) without a verdict: "
                                   f"{result.stderr_tail}")
    if result.report["exit"] != ExitCode.OK:
        raise _error_of_report(result)
    return result.message


def _capture(request: ChildRequest, out: Path, force: bool, python: Path | None, timeout: float,
             *, single_trace: bool, stream: bool = False) -> tuple[list[Trace], CuteIRError | None]:
    # claims `out` (or refuses it: taken, or not provably cute-ir's to replace), checks writability
    with atomic_directory(out, replace=force, mark=True) as staging:
        compiles = staging / _COMPILES
        logs = staging if not single_trace else staging / _CHILD_LOGS
        logs.mkdir(exist_ok=True)
        staging_identity = os.stat(staging).st_ino
        started = time.time()
        result = _run_child(replace(request, out=str(compiles)), python, timeout, logs, stream=stream)
        staging.mkdir(parents=True, exist_ok=True)  # made again (with the logs) when the script removed it
        removed = os.stat(staging).st_ino != staging_identity
        _check_started(result, python)
        unfinished = _ours(lambda: _assemble_unfinished(request, compiles, result, timeout))
        if result.crashed and unfinished.main_in_compile and not _crash_located(compiles):
            sys.stderr.write("cute-ir: the compiler crashed inside its pipeline; running it again with every "
                             "pass replayed first, to find the pass it crashed in\n")
            shutil.rmtree(compiles, ignore_errors=True)
            with tempfile.TemporaryDirectory(prefix="cute-ir-logs-") as rerun_logs:
                rerun = _run_child(replace(request, out=str(compiles), replay_first=True), python, timeout,
                                   Path(rerun_logs))
                _ours(lambda: _assemble_unfinished(request, compiles, rerun, timeout))
        traces = _collect(compiles)
        error = _error_for(request, result, traces, unfinished, timeout, streamed=stream)
        if isinstance(error, OutputError):
            raise error  # e.g. the disk filled up: what was written is not worth keeping
        if removed:  # a session keeps the script's output and what it compiled afterwards
            error = _staging_removed(out, staging, traces, error)
        if not traces and (single_trace or not removed):
            raise error or BadInputError(f"no kernel was compiled{_by(request)} (its process ended with "
                                         f"{result.how} before reporting)")
        if single_trace:
            _promote(compiles / traces[0].root.name, staging)
            shutil.rmtree(logs, ignore_errors=True)
        else:
            for path in compiles.iterdir() if compiles.exists() else ():
                os.replace(path, staging / path.name)
            _write_session(staging, request, traces, error, time.time() - started)
        shutil.rmtree(compiles, ignore_errors=True)
    if single_trace:
        return [load_trace(out)], error
    return [load_trace(out / t.root.name) for t in traces], error


def _ours(assemble: Callable[[], _Unfinished]) -> _Unfinished:
    """Assembling what the child left is cute-ir's own work: its failure is reported as a cute-ir bug,
    except a full disk (or a size limit), which is the output's problem (exit 6)."""
    try:
        return assemble()
    except CuteIRError:
        raise
    except Exception as err:  # noqa: BLE001 - never a traceback, never blamed on the script
        full = disk_full(err)
        if full is not None:
            raise full from err
        raise cute_ir_bug("assembling the traces the compiling process left",
                          f"{type(err).__name__}: {err}") from err


def _staging_removed(out: Path, staging: Path, traces: list[Trace], error: CuteIRError | None) -> OutputError:
    """The error for a child whose staging directory was removed while it ran (a script cleaning up
    its working directory): what it held is lost, what the child wrote afterwards and its output are kept."""
    kept = f"{len(traces)} trace(s) of compiles made after it and " if traces else ""
    then = f" (the child then reported: {error.message.splitlines()[0]})" if error is not None else ""
    return OutputError(
        f"{staging.name}, the staging directory of {out}, was removed while the child ran (by the script?): "
        f"the traces it held are lost{then}",
        hint=f"{kept}the script's output ({STDOUT_LOG}, {STDERR_LOG}) kept in {out}; a script must not "
             "remove the directory it is traced into: give -o a folder outside what it cleans")


def _check_started(result: ChildResult, python: Path | None) -> None:
    """A child that ended without writing its first report never started: the interpreter or its
    environment is broken, whether it exited or died of a signal (no compile and no script had run
    yet, so a signal then is no compiler crash and no script failure)."""
    if result.report is None and not result.timed_out:
        ended = f"died of {result.how}" if result.crashed else f"ended with {result.how}"
        raise EnvironmentProblem(
            f"the Python interpreter {python or sys.executable} {ended} before it started cute-ir's child",
            hint=result.stderr_tail or "it printed nothing; try running it by hand",
        )


def _assemble_unfinished(request: ChildRequest, compiles: Path, result: ChildResult,
                         timeout: float) -> _Unfinished:
    """Turn the compiles the child left unassembled into traces.

    A compile that ended (its process then died, or called os._exit) is complete. One that did not
    is partial: its process crashed in it, the time-out stopped it, or it ran in a process the
    script forked that was ended with the script's main process.
    """
    from cute_ir.capture.record.assemble import CompileContext, Ending, assemble_session, compile_directories
    from cute_ir.capture.record.journal import Event, first, read_journal
    from cute_ir.releases.catalogue import installed_dsl

    leftovers = [p for p in compile_directories(compiles) if not (p / MANIFEST).exists()]
    if not leftovers:
        return _Unfinished()
    journals = {directory: read_journal(directory) for directory in leftovers}
    starts = {directory: first(events, Event.COMPILE_START) or {} for directory, events in journals.items()}
    in_main = {directory: start.get("pid", result.pid) == result.pid for directory, start in starts.items()}
    main_in_compile = not result.timed_out and any(
        in_main[directory] and first(events, Event.COMPILE_END) is None
        for directory, events in journals.items())
    for directory, events in journals.items():
        if first(events, Event.BEGIN) is None:
            shutil.rmtree(directory, ignore_errors=True)  # it died before the compile recorded anything

    def ending(directory: Path) -> Ending:
        if result.timed_out:
            return Ending(f"the time-out ({timeout:g} s) ended it; the trace holds the passes captured before it",
                          "timed-out")
        if in_main[directory]:
            return Ending(result.how)
        return Ending(f"process {starts[directory].get('pid')}, which the script forked, was still compiling "
                      "when the script's main process ended", "stopped")

    version, variant = installed_dsl()
    assemble_session(compiles, CompileContext(version, variant, request.arch, request.kernel), unended=ending)
    return _Unfinished(main_in_compile)


def _crash_located(compiles: Path) -> bool:
    """Does a crashed trace name its pass? A crash inside the real pipeline (replay strategy) does not."""
    traces = _collect(compiles)
    return any(t.failure is not None and t.failure.pass_index for t in traces) or not traces


def _collect(compiles: Path) -> list[Trace]:
    from cute_ir.capture.record.assemble import compile_directories

    return [load_trace(p) for p in compile_directories(compiles) if (p / MANIFEST).exists()]


def _error_for(request: ChildRequest, result: ChildResult, traces: list[Trace], unfinished: _Unfinished,
               timeout: float, *, streamed: bool) -> CuteIRError | None:
    """The error to report for how the child ended, judged by where its main process was."""
    kept = _reproducer_hint(traces)
    if result.timed_out:
        what = "the script" if request.mode == "script" else "the compile"
        partial = [t for t in traces if t.failure is not None and t.failure.kind == "timed-out"]
        complete = [t for t in traces if t.ok]
        kept = ([f"{len(complete)} complete trace(s) of the compiles that had returned are kept"] if complete else []) \
            + ([f"{len(partial)} partial trace(s) keep the passes captured before it (marked timed-out)"]
               if partial else [])
        return ChildTimeoutError(
            f"{what} ran longer than {timeout:g} s and was stopped (--timeout bounds the whole run)",
            hint="; ".join([*kept, "raise --timeout if it is just slow"]))
    if result.reported:
        if result.report["exit"] == ExitCode.OK:
            return None
        error = _error_of_report(result)
        if error.exit_code is ExitCode.COMPILE_FAILED and kept:
            error.hint = kept
        return error
    # The child ended without reporting: killed by a signal, or os._exit() (the script's or a library's).
    failed = next((t for t in traces if t.failure is not None and t.failure.kind == "crashed"), None)
    where = f" in pass {failed.failure.pass_index}" if failed is not None and failed.failure.pass_index else ""
    detail = "" if streamed or not result.stderr_tail else f"\n{result.stderr_tail}"
    if unfinished.main_in_compile:
        if result.crashed:
            return CompilerCrashedError(f"the compiler crashed ({result.how}){where}{detail}", hint=kept)
        return CompilerCrashedError(
            f"the compiling process ended with {result.how}{where}, inside the compiler (a fatal compiler "
            f"error exits this way){detail}", hint=kept)
    if result.report is not None and result.report.get("phase") == ASSEMBLING:
        return cute_ir_bug("assembling the traces after the script had ended",
                           f"its process died of {result.how}" if result.crashed else
                           f"its process ended with {result.how}")
    if result.returncode == 0:
        return None  # os._exit(0) after the compiles: every trace is complete
    if request.mode != "script":
        return CompilerCrashedError(f"the compiling process ended with {result.how} outside the compiler{detail}")
    done = f" after {len(traces)} complete trace(s)" if traces else ""
    how = f"died of {result.how}" if result.crashed else f"ended with {result.how} (os._exit)"
    return ScriptFailedError(f"the script's process {how} outside any compile{done}",
                             hint="the compiler was not running: the cause is in the script (its stderr is "
                                  "above)" + (", and the traces it made are kept" if traces else ""))


def _error_of_report(result: ChildResult) -> CuteIRError:
    try:
        code = ExitCode(result.report["exit"])
    except ValueError:
        return CompilerCrashedError(f"the compiling process exited with status {result.report['exit']}: "
                                    f"{result.message}")
    return error_of_exit_code(code, result.message, hint=result.report.get("hint") or None)


def _reproducer_hint(traces: list[Trace]) -> str | None:
    """Where the reproducers are, when a failed trace has one (never a failure/ that does not exist)."""
    paths = [t.path(t.failure.reproducer) for t in traces
             if t.failure is not None and t.failure.reproducer and t.path(t.failure.reproducer).is_dir()]
    if not paths:
        return None
    where = ", ".join(f"{p.parent.name}/{p.name}" for p in paths)
    return f"the trace holds the passes captured before the failure and a reproducer in {where}; " \
           "re-run it with `cute-ir replay`"


def _by(request: ChildRequest) -> str:
    return f" by {request.program}" if request.program else ""


def _write_session(staging: Path, request: ChildRequest, traces: list[Trace], error: CuteIRError | None,
                   seconds: float) -> None:
    """The session index: the script, its compiles in order, how it ended, where its output is."""
    session = {
        "script": request.script,
        "module": request.module or None,
        "args": request.script_args,
        "compiles": [{"dir": t.root.name, "kernel": t.kernel.name, "ok": t.ok,
                      "failure": t.failure.kind if t.failure else None,
                      "seconds": t.timing.get("capture_s")} for t in traces],
        "exit_code": int(error.exit_code) if error is not None else int(ExitCode.OK),
        "error": error.message if error is not None else None,
        "seconds": round(seconds, 3),
        "stdout": STDOUT_LOG,
        "stderr": STDERR_LOG,
    }
    write_text_atomic(staging / SESSION_FILE, json.dumps(session, indent=1) + "\n")


def _promote(trace_dir: Path, staging: Path) -> None:
    """Make the one compile's directory the output directory itself (paths in it are relative)."""
    for path in trace_dir.iterdir():
        os.replace(path, staging / path.name)
    trace_dir.rmdir()


def _run_child(request: ChildRequest, python: Path | None, timeout: float, logs: Path, *,
               stream: bool = False) -> ChildResult:
    """Run the capture child (see `run_child`); return when its main process ends (what it left running
    is killed then, once the replay workers of its compiles are done) or at the time-out."""
    compiles = Path(request.out) if request.mode != "replay" else None

    def finishing(deadline: float) -> bool:
        """Replay workers of compiles that returned before the main process ended (it may have aborted
        right after) finish their traces first, within the deadline."""
        from cute_ir.capture.record.assemble import wait_for_finishing_workers

        return compiles is None or wait_for_finishing_workers(compiles, deadline)

    return run_child("cute_ir.capture.dsl.child", request, timeout=timeout, python=python, logs=logs, stream=stream,
                     prepare=partial(_this_cute_ir, python), finishing=finishing)


def _this_cute_ir(python: Path | None, scratch: Path, request: ChildRequest, env: dict[str, str]) -> ChildRequest:
    """Have the child import this cute-ir (under a release environment's interpreter, through a link
    folder in `scratch`, with the providers' packages linked), and leave its temporary files in `scratch`."""
    if python is not None and str(python) != sys.executable:  # a release environment's interpreter
        from cute_ir.releases.environments import link_for_child

        link = scratch / "cute-ir"
        request = replace(request, providers=link_for_child(link, request.providers))
        env[LINK_ENV] = str(link)
    else:
        project_root = str(Path(__file__).resolve().parents[2])  # the folder holding cute_ir
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [project_root, env.get("PYTHONPATH")]))
    env["TMPDIR"] = str(scratch / "tmp")  # what the child leaves in temp goes with our scratch
    (scratch / "tmp").mkdir()
    return request
