"""The compiling child process: `python -m cute_ir.child REQUEST.json`.

Everything that runs the DSL compiler runs here, never in the CLI's process, so a compiler crash
(SIGSEGV) ends this process and the parent still reports what was captured. The DSL reads its
settings (target arch, caches) when it is first imported, so they are set before that import.

Exit codes are `cute_ir.errors.ExitCode`; a message for the user goes to stderr after the marker
line, so the parent can show it without the DSL's noise.
"""

from __future__ import annotations

import json
import os
import runpy
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from cute_ir.errors import CuteIRError, ExitCode

if TYPE_CHECKING:
    from cute_ir.trace import Trace

MESSAGE_MARKER = "@@cute-ir-message@@"
LINEINFO_ENV = "CUTE_DSL_LINEINFO"  # the DSL's switch for line info, read when it is first imported
SESSION_FILE = "session.json"


@dataclass(frozen=True)
class ChildRequest:
    mode: str  # "kernel", "script" or "replay"
    out: str  # directory to fill (kernel/script); the reproducer (replay)
    arch: str = ""
    kernel: str = ""
    script: str = ""
    script_args: list[str] = field(default_factory=list)
    single: bool = False
    replay_first: bool = False  # locate a crash of the real pipeline by replaying pass by pass first
    # The parent's kernel providers (ProviderSource.to_json), loaded here by value: a release
    # environment has none of the user's entry points. None: discover as usual.
    providers: list[dict[str, str]] | None = None
    lineinfo: bool = False  # compile with line info (PTX .loc, the cubin's line table), as `--lineinfo` asks

    def to_file(self, path: Path) -> None:
        path.write_text(json.dumps(asdict(self)))


def main(argv: list[str]) -> int:
    request = ChildRequest(**json.loads(Path(argv[0]).read_text()))
    if request.arch:
        os.environ["CUTE_DSL_ARCH"] = request.arch
    os.environ["CUTE_DSL_NO_CACHE"] = "1"
    os.environ["CUTE_DSL_DISABLE_FILE_CACHING"] = "1"
    if request.lineinfo:
        os.environ[LINEINFO_ENV] = "1"
    try:
        if request.mode == "kernel":
            return _capture_kernel(request)
        if request.mode == "script":
            return _capture_script(request)
        if request.mode == "replay":
            return _replay(request)
        raise CuteIRError(f"unknown child mode {request.mode!r}")
    except CuteIRError as err:
        _tell(str(err))
        return int(err.exit_code)


def _capture_kernel(request: ChildRequest) -> int:
    from cute_ir import registry
    from cute_ir.registry import discovery

    if request.providers is not None:
        discovery.use_sources([discovery.ProviderSource.from_json(item) for item in request.providers])
    _check_arch(request.arch)
    kernel = registry.get_kernel(request.kernel)
    args = kernel.example_arguments()
    supported = kernel.supports(args)
    if not supported:
        raise CuteIRError(f"{kernel.name} cannot compile its own example arguments: {supported.error}")
    options = _compile_options(request)
    started = time.perf_counter()
    failed = _run_captured(request, lambda: kernel.compile(args))
    return _finish(request, Path(request.out), time.perf_counter() - started, failed,
                   kernel_name=kernel.name, source_file=str(kernel.source_file), options=options)


def _capture_script(request: ChildRequest) -> int:
    if request.arch:
        _check_arch(request.arch)
    script = Path(request.script)
    sys.argv = [str(script), *request.script_args]
    sys.path.insert(0, str(script.parent.resolve()))

    def run() -> None:
        runpy.run_path(str(script), run_name="__main__")

    started = time.perf_counter()
    failed = _run_captured(request, run)
    return _finish(request, Path(request.out), time.perf_counter() - started, failed,
                   kernel_name="", source_file="", options=_compile_options(request))


def _compile_options(request: ChildRequest) -> dict[str, str]:
    options = {"arch": request.arch}
    if os.environ.get(LINEINFO_ENV, "0") not in ("", "0"):
        options["lineinfo"] = "1"  # asked for with --lineinfo, or set by the user's own environment
    return options


def _run_captured(request: ChildRequest, body: Callable[[], object]) -> BaseException | None:
    """Run `body` with every compile captured under `request.out`; return what it raised, if anything."""
    from cute_ir.capture import capture_compiles

    try:
        with capture_compiles(Path(request.out), replay_first=request.replay_first):
            body()
    except SystemExit as exit_:
        return None if exit_.code in (0, None) else exit_
    except BaseException as err:  # noqa: BLE001 - reported to the parent through the exit code
        return err
    return None


def _finish(request: ChildRequest, out: Path, elapsed: float, failed: BaseException | None, *,
            kernel_name: str, source_file: str, options: dict[str, str]) -> int:
    """Assemble a trace for every compile, write the session index, pick the exit code."""
    from cute_ir.capture.assemble import CompileContext, assemble_trace
    from cute_ir.versions import installed_dsl

    version, variant = installed_dsl()
    arch = os.environ.get("CUTE_DSL_ARCH", request.arch)
    compiles = sorted(p for p in out.iterdir() if p.is_dir()) if out.exists() else []
    traces = []
    for directory in compiles:
        context = CompileContext(version, variant, arch, kernel_name if len(compiles) == 1 else "",
                                 options, source_file)
        traces.append(assemble_trace(directory, context))
    after_pipeline = _raised_after_pipeline(request, traces, failed)
    for trace in traces:
        trace.timing["capture_s"] = round(elapsed, 4)
        if after_pipeline:
            trace.notes.append(
                f"every pass ran; then the DSL failed to load the compiled kernel ({_describe(failed)[:300]}): "
                "some releases need a CUDA driver for that step, none for compiling")
        trace.save(trace.root)
    if after_pipeline:
        failed = None
    (out / SESSION_FILE).parent.mkdir(parents=True, exist_ok=True)
    (out / SESSION_FILE).write_text(json.dumps(
        {"compiles": [{"dir": t.root.name, "kernel": t.kernel.name, "ok": t.ok} for t in traces],
         "error": None if failed is None else _describe(failed)}, indent=1) + "\n")

    failed_trace = next((t for t in traces if not t.ok), None)
    if failed_trace is not None:
        _tell(f"compile failed in pass {failed_trace.failure.pass_index}: {failed_trace.failure.message}")
        return int(ExitCode.COMPILE_FAILED)
    if isinstance(failed, CuteIRError):
        raise failed  # e.g. the registry refusing an arch the instance does not support
    if failed is not None:
        _tell(_describe(failed))
        if request.mode == "script":
            return int(ExitCode.SCRIPT_FAILED)
        return int(ExitCode.BAD_INPUT)  # the kernel's Python failed before the compiler ran
    if not traces:
        _tell("no kernel was compiled" + (f" by {request.script}" if request.script else ""))
        return int(ExitCode.BAD_INPUT)
    return int(ExitCode.OK)


def _raised_after_pipeline(request: ChildRequest, traces: list[Trace], failed: BaseException | None) -> bool:
    """Did a registered kernel's compile raise only after its pipeline had finished (loading the
    compiled module, which some releases cannot do without a CUDA driver)? Its trace is then whole."""
    return (request.mode == "kernel" and isinstance(failed, Exception) and not isinstance(failed, CuteIRError)
            and len(traces) == 1 and traces[0].ok and bool(traces[0].passes))


def _check_arch(arch: str) -> None:
    """Reject an arch the DSL does not know before compiling anything."""
    import difflib

    from cute_ir.capture.probe import known_archs
    from cute_ir.errors import BadInputError

    archs = known_archs()
    if archs is not None and arch not in archs:
        close = difflib.get_close_matches(arch, archs, n=3)
        raise BadInputError(f"the installed DSL does not know the arch {arch!r}",
                            hint=f"did you mean {', '.join(close)}?" if close else f"known: {', '.join(archs)}")


def _replay(request: ChildRequest) -> int:
    """Run a reproducer; "reproduced" only when the recorded kind of failure recurs (a crash is seen
    by the parent, from the signal this process dies of)."""
    from cute_ir.repro import load_reproducer, run_reproducer, same_error

    repro = load_reproducer(request.out)
    where = f" in pass {repro.pass_index} ({repro.pass_arg})" if request.single and repro.pass_index else ""
    try:
        run_reproducer(repro, single=request.single)
    except CuteIRError:
        raise
    except Exception as err:  # noqa: BLE001 - the compiler's failure is the expected outcome
        text = _describe(err)
        if repro.kind == "pass-failed" and same_error(repro.message, text):
            _tell(f"reproduced: the same error{where}:\n{text[:2000]}")
            return int(ExitCode.COMPILE_FAILED)
        recorded = "a crash" if repro.kind == "crashed" else "another error"
        _tell(f"did not reproduce: the recorded failure was {recorded} ({_first_line(repro.message)}); "
              f"the replay failed with:\n{text[:2000]}")
        return int(ExitCode.DIFFERENT)
    _tell("ran to the end without an error: the failure did not reproduce")
    return int(ExitCode.OK)


def _first_line(message: str) -> str:
    return next((line.strip() for line in message.splitlines() if line.strip()), "")[:200]


def _describe(error: BaseException) -> str:
    from cute_ir.textutil import strip_ansi

    text = "".join(traceback.format_exception_only(type(error), error)).strip()
    return strip_ansi(text)[:4000]


def _tell(message: str) -> None:
    sys.stderr.write(f"\n{MESSAGE_MARKER}\n{message}\n")
    sys.stderr.flush()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
