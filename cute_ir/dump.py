"""Capture in a child process and commit the result atomically: `cute-ir dump`, `trace` and `replay`.

The parent never imports the compiler's passes into its own process. A child that exits with an
error leaves no output directory unless it produced a trace worth reading (a compile that failed or
crashed in a pass: the trace then holds the passes so far and a reproducer).
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path

from cute_ir.child import MESSAGE_MARKER, ChildRequest
from cute_ir.errors import (
    BadInputError,
    ChildTimeoutError,
    CompileFailedError,
    CompilerCrashedError,
    CuteIRError,
    ExitCode,
    OutputError,
    ReplayDiffersError,
    ScriptFailedError,
)
from cute_ir.fsutil import atomic_directory
from cute_ir.trace import Trace, load_trace

DEFAULT_ARCH = "sm_90a"
DEFAULT_TIMEOUT_S = 900
_COMPILES = ".compiles"
_ERRORS = {
    ExitCode.DIFFERENT: ReplayDiffersError,
    ExitCode.BAD_INPUT: BadInputError,
    ExitCode.SCRIPT_FAILED: ScriptFailedError,
    ExitCode.COMPILE_FAILED: CompileFailedError,
    ExitCode.OUTPUT_ERROR: OutputError,
}


@dataclass(frozen=True)
class ChildResult:
    returncode: int
    message: str  # what the child told the user, or the tail of its stderr
    stderr: str

    @property
    def crashed(self) -> bool:
        return self.returncode < 0

    @property
    def signal_name(self) -> str:
        try:
            return signal.Signals(-self.returncode).name
        except ValueError:
            return f"signal {-self.returncode}"


def dump_kernel(name: str, arch: str, out: Path, *, force: bool = False, python: Path | None = None,
                timeout: float = DEFAULT_TIMEOUT_S, lineinfo: bool = False) -> Trace:
    """Capture every pass of one registered kernel instance into the trace directory `out`."""
    from cute_ir.registry.discovery import sources_for_children

    out = Path(out)
    providers = [source.to_json() for source in sources_for_children()]
    request = ChildRequest(mode="kernel", out="", arch=arch, kernel=name, providers=providers, lineinfo=lineinfo)
    traces, error = _capture(request, out, force, python, timeout, single_trace=True)
    if error is not None:
        error.partial = list(traces)
        raise error
    return traces[0]


def trace_script(script: Path, script_args: list[str], out: Path, *, arch: str = "", force: bool = False,
                 python: Path | None = None, timeout: float = DEFAULT_TIMEOUT_S,
                 lineinfo: bool = False) -> list[Trace]:
    """Run a user's script unchanged; capture every kernel it compiles into `out/NNN/`."""
    script = Path(script)
    if not script.is_file():
        raise BadInputError(f"script {script} does not exist")
    request = ChildRequest(mode="script", out="", arch=arch, script=str(script.resolve()),
                           script_args=list(script_args), lineinfo=lineinfo)
    traces, error = _capture(request, Path(out), force, python, timeout, single_trace=False)
    if error is not None:
        error.partial = list(traces)
        raise error
    return traces


def replay_reproducer(path: Path, *, single: bool, python: Path | None = None,
                      timeout: float = DEFAULT_TIMEOUT_S) -> str:
    """Re-run a reproducer in a child; return the child's verdict, raise if the failure reproduced.

    A crash counts as reproduced only for a reproducer of a crash (with the recorded signal, where
    one was recorded); any other outcome that is not the recorded failure is a ReplayDiffersError.
    """
    from cute_ir.repro import load_reproducer

    repro = load_reproducer(path)  # a broken repro.json is refused here, before any child runs
    request = ChildRequest(mode="replay", out=str(Path(path).resolve()), single=single)
    result = _run_child(request, python, timeout)
    if result.crashed:
        if repro.kind == "crashed" and repro.signal in ("", result.signal_name):
            raise CompilerCrashedError(f"reproduced: the compiler crashed ({result.signal_name})")
        recorded = f"a crash ({repro.signal})" if repro.kind == "crashed" else "an error, not a crash"
        raise ReplayDiffersError(f"did not reproduce: the replay crashed ({result.signal_name}); "
                                 f"the recorded failure was {recorded}")
    if result.returncode != ExitCode.OK:
        raise _ERRORS.get(ExitCode(result.returncode), CuteIRError)(result.message)
    return result.message


def _capture(request: ChildRequest, out: Path, force: bool, python: Path | None, timeout: float,
             *, single_trace: bool) -> tuple[list[Trace], CuteIRError | None]:
    with atomic_directory(out, replace=force) as staging:  # refuses an existing `out`, checks writability
        compiles = staging / _COMPILES
        result = _run_child(replace(request, out=str(compiles)), python, timeout)
        if result.crashed:
            _assemble_crashed(request, compiles, result)
            if not _crash_located(compiles):
                shutil.rmtree(compiles, ignore_errors=True)
                result = _run_child(replace(request, out=str(compiles), replay_first=True), python, timeout)
                if result.crashed:
                    _assemble_crashed(request, compiles, result)
        traces = _collect(compiles)
        error = _error_for(result, traces)
        if not traces:
            raise error or BadInputError("no kernel was compiled")
        if single_trace:
            _promote(compiles / traces[0].root.name, staging)
        else:
            for path in compiles.iterdir():
                os.replace(path, staging / path.name)
        shutil.rmtree(compiles, ignore_errors=True)
    if single_trace:
        return [load_trace(out)], error
    return [load_trace(out / t.root.name) for t in traces], error


def _assemble_crashed(request: ChildRequest, compiles: Path, result: ChildResult) -> None:
    """The child died mid-compile: turn what its recorder streamed to disk into traces."""
    from cute_ir.capture.assemble import CompileContext, assemble_trace
    from cute_ir.versions import installed_dsl

    version, variant = installed_dsl()
    context = CompileContext(version, variant, request.arch, request.kernel)
    for directory in sorted(p for p in compiles.iterdir() if p.is_dir()) if compiles.exists() else []:
        if not (directory / "manifest.json").exists():
            assemble_trace(directory, context, crashed=result.signal_name)


def _crash_located(compiles: Path) -> bool:
    """Does a crashed trace name its pass? A crash inside the real pipeline (replay strategy) does not."""
    traces = _collect(compiles)
    return any(t.failure is not None and t.failure.pass_index for t in traces) or not traces


def _collect(compiles: Path) -> list[Trace]:
    if not compiles.exists():
        return []
    return [load_trace(p) for p in sorted(compiles.iterdir()) if (p / "manifest.json").exists()]


def _error_for(result: ChildResult, traces: list[Trace]) -> CuteIRError | None:
    if result.crashed:
        failed = next((t for t in traces if t.failure is not None), None)
        where = ""
        if failed is not None and failed.failure.pass_index:
            where = f" in pass {failed.failure.pass_index}"
        return CompilerCrashedError(
            f"the compiler crashed ({result.signal_name}){where}",
            hint="the trace holds the passes captured so far and a reproducer in failure/; "
                 "re-run it with `cute-ir replay`",
        )
    if result.returncode == ExitCode.OK:
        return None
    try:
        code = ExitCode(result.returncode)
    except ValueError:
        return CompilerCrashedError(f"the compiling process exited with status {result.returncode}: "
                                    f"{result.message}")
    error = _ERRORS.get(code, CuteIRError)(result.message)
    if code is ExitCode.COMPILE_FAILED:
        error.hint = "the trace holds the passes before the failure and a reproducer in failure/"
    return error


def _promote(trace_dir: Path, staging: Path) -> None:
    """Make the one compile's directory the output directory itself (paths in it are relative)."""
    for path in trace_dir.iterdir():
        os.replace(path, staging / path.name)
    trace_dir.rmdir()


def _run_child(request: ChildRequest, python: Path | None, timeout: float) -> ChildResult:
    with tempfile.TemporaryDirectory(prefix="cute-ir-request-") as scratch:
        request_file = Path(scratch) / "request.json"
        request.to_file(request_file)
        env = dict(os.environ)
        project_root = str(Path(__file__).resolve().parent.parent)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [project_root, env.get("PYTHONPATH")]))
        try:
            completed = subprocess.run(
                [str(python or sys.executable), "-m", "cute_ir.child", str(request_file)],
                capture_output=True, text=True, timeout=timeout, env=env, check=False,
            )
        except subprocess.TimeoutExpired as err:
            raise ChildTimeoutError(f"the compile ran longer than {timeout:.0f} s and was stopped") from err
    stderr = completed.stderr or ""
    if MESSAGE_MARKER in stderr:
        message = stderr.rsplit(MESSAGE_MARKER, 1)[1].strip()
    else:
        message = "\n".join(stderr.strip().splitlines()[-15:])
    return ChildResult(completed.returncode, message, stderr)
