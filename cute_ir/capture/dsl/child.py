"""The compiling child process: `python -m cute_ir.capture.dsl.child REQUEST.json`.

Everything that runs the DSL compiler runs here, never in the CLI's process, so a compiler crash
(SIGSEGV) ends this process and the parent still reports what was captured. The DSL reads its
settings (target arch, caches) when it is first imported, so they are set before that import.

The protocol with the parent is the request's report file, not the child's output (a user's script
owns its stdout and stderr): the child writes `{"started": pid}` first thing, so that the parent can
tell an interpreter that never started from one that died, and `{"started", "exit", "message"}`
when it ends on its own. A child that ends without the final report (a signal, `os._exit`) is
judged by the parent from the compile journals: inside a compile or not.
"""

from __future__ import annotations

import os
import runpy
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cute_ir.errors import CuteIRError, ExitCode, cute_ir_bug
from cute_ir.fsutil import disk_full
from cute_ir.process.children import Request, write_report
from cute_ir.process.interrupts import die_with
from cute_ir.capture.dsl.library_caches import script_used_dsl, turn_caches_off, why_nothing_compiled

if TYPE_CHECKING:
    from cute_ir.trace import Trace

LINEINFO_ENV = "CUTE_DSL_LINEINFO"  # the DSL's switch for line info, read when it is first imported
SESSION_FILE = "session.json"
ASSEMBLING = "assembling"  # the report's `phase` while the child assembles traces: its own code, not the script's
_messages: list[str] = []  # what the child tells the user, sent in the final report
_hints: list[str] = []  # and what to do about it


@dataclass(frozen=True)
class ChildRequest(Request):
    """What the parent asks the capture child: compile a kernel, run a script, or replay a reproducer."""

    mode: str  # "kernel", "input" (the kernel up to its pipeline: cute_ir.capture.dsl.input_probe), "script" or "replay"
    out: str  # directory to fill (kernel/script); the reproducer (replay)
    arch: str = ""
    arch_source: str = ""  # where `arch` came from: "--arch", "CUTE_DSL_ARCH", "default" (cute_ir.capture.parent.choose_arch)
    kernel: str = ""
    script: str = ""
    module: str = ""  # run as `python -m MODULE` instead of a script file
    script_args: list[str] = field(default_factory=list)
    single: bool = False
    replay_first: bool = False  # locate a crash of the real pipeline by replaying pass by pass first
    # The parent's kernel providers (ProviderSource.to_json), loaded here by value: a release
    # environment has none of the user's entry points. None: discover as usual.
    providers: list[dict[str, str]] | None = None
    lineinfo: bool = False  # compile with line info (PTX .loc, the cubin's line table), as `--lineinfo` asks

    @property
    def program(self) -> str:
        """What the script mode runs, as the user wrote it: the script, or `-m MODULE`."""
        return f"-m {self.module}" if self.module else self.script


def main(argv: list[str]) -> int:
    die_with(os.getppid())  # a parent killed with SIGKILL must not leave a compile running
    request = ChildRequest.from_file(argv[0])
    write_report(request, started=os.getpid())
    code = _serve(request)
    write_report(request, started=os.getpid(), exit=code, message="\n".join(_messages), hint="\n".join(_hints))
    return code


def _settings(request: ChildRequest) -> None:
    """What the DSL reads when it is first imported: set before that import."""
    if request.arch:
        os.environ["CUTE_DSL_ARCH"] = request.arch
    turn_caches_off(os.environ)
    if request.lineinfo:
        os.environ[LINEINFO_ENV] = "1"


def warm_up(request: ChildRequest) -> None:
    """What every kernel capture with `request`'s settings does before its kernel's own work, done once by
    a warm capture server (cute_ir.executors.warm) for the children it forks: the DSL's settings and
    import, the release check, the parent's providers loaded, the arch checked. Compiles nothing."""
    _settings(request)
    _check_imported_release()
    _use_parent_providers(request)
    _check_arch(request.arch)


def _serve(request: ChildRequest) -> int:
    _settings(request)
    try:
        _check_imported_release()
        if request.mode == "kernel":
            return _capture_kernel(request)
        if request.mode == "input":
            return _probe_input(request)
        if request.mode == "script":
            return _capture_script(request)
        if request.mode == "replay":
            return _replay(request)
        raise CuteIRError(f"unknown child mode {request.mode!r}")
    except CuteIRError as err:
        _tell(err.message, hint=err.hint)
        return int(err.exit_code)
    except OSError as err:
        full = disk_full(err)
        if full is None:
            raise
        _tell(str(full))
        return int(full.exit_code)


def _check_imported_release() -> None:
    """Under a release environment's interpreter, refuse to compile with any DSL but that release's:
    a trace labelled with one release and compiled by another is worse than none."""
    from cute_ir.releases.environments import this_environment_release
    from cute_ir.errors import EnvironmentProblem
    from cute_ir.releases.catalogue import format_spec, imported_dsl

    expected = this_environment_release()
    if expected is None:
        return
    got = imported_dsl()
    if got != expected:
        import cutlass

        raise EnvironmentProblem(
            f"asked for DSL {format_spec(*expected)}, but {sys.executable} imported DSL {format_spec(*got)} "
            f"from {Path(cutlass.__file__).parent}",
            hint="another DSL is ahead of the environment's own on the path (PYTHONPATH?); "
                 f"unset it, or rebuild the environment: cute-ir env add --force {format_spec(*expected)}")


def _requested_kernel(request: ChildRequest) -> tuple[Any, Any]:
    """The registered kernel the request names and its example arguments, checked to be compilable here."""
    from cute_ir import registry

    _use_parent_providers(request)
    _check_arch(request.arch)
    kernel = registry.get_kernel(request.kernel)
    args = kernel.example_arguments()
    supported = kernel.supports(args)
    if not supported:
        raise CuteIRError(f"{kernel.name} cannot compile its own example arguments: {supported.error}")
    return kernel, args


def _capture_kernel(request: ChildRequest) -> int:
    from cute_ir.capture.dsl import assumptions

    kernel, args = _requested_kernel(request)
    options = _compile_options(request)
    failed = _run_captured(request, lambda: kernel.compile(args))
    options.update(assumptions.recorded())  # what the compile was told instead of asking the hardware
    return _finish(request, Path(request.out), failed,
                   kernel_name=kernel.name, source_file=str(kernel.source_file), options=options)


def _probe_input(request: ChildRequest) -> int:
    """The kernel compiled up to its pipeline: its input IR and key parts in `request.out` (no trace)."""
    from cute_ir.capture.dsl import assumptions
    from cute_ir.capture.dsl.input_probe import probe_compile

    kernel, args = _requested_kernel(request)
    assumptions.start_capture()  # hardware questions answered for the target, as a capture answers them
    stopped = probe_compile(Path(request.out), lambda: kernel.compile(args))
    if isinstance(stopped, CuteIRError):
        raise stopped
    if stopped is not None:
        _tell(f"{kernel.name} did not reach the compiler's pipeline: {_describe(stopped)}")
        return int(ExitCode.BAD_INPUT)
    return int(ExitCode.OK)


def _capture_script(request: ChildRequest) -> int:
    """Run the script as `python SCRIPT ARGS...` (or `python -m MODULE ARGS...`) would: its own argv,
    path, output and tracebacks."""
    _use_parent_providers(request)
    if request.arch:
        _check_arch(request.arch)
    if request.module:
        sys.path.insert(0, os.getcwd())  # as `python -m` does
        script = str(_module_file(request.module))
    else:
        script = request.script  # as `python SCRIPT` names it (parent.python_script_path), not normalised
        sys.path.insert(0, os.path.dirname(os.path.realpath(script)))  # as Python does: links resolved
    sys.argv = [script, *request.script_args]
    main_process = os.getpid()
    modules_before = set(sys.modules)
    namespace: dict[str, object] = {}

    def run() -> None:
        if request.module:
            namespace.update(runpy.run_module(request.module, run_name="__main__", alter_sys=True))
        else:
            namespace.update(runpy.run_path(script, run_name="__main__"))

    failed = _run_captured(request, run)
    if os.getpid() != main_process:
        _end_forked_process(failed, script)
    if failed is not None and not isinstance(failed, CuteIRError):
        _print_script_traceback(failed, script)
    new_modules = [sys.modules[name] for name in set(sys.modules) - modules_before if sys.modules.get(name)]
    return _finish(request, Path(request.out), failed, kernel_name="", source_file="",
                   options=_compile_options(request), dsl_used=lambda: script_used_dsl(namespace, new_modules))


def _module_file(module: str) -> Path:
    """The file `python -m MODULE` would run (a package's `__main__`), found on `sys.path`."""
    import importlib.util

    from cute_ir.errors import BadInputError

    try:
        spec = importlib.util.find_spec(module)
        if spec is not None and spec.submodule_search_locations is not None:
            spec = importlib.util.find_spec(f"{module}.__main__")
    except (ImportError, ValueError) as err:
        raise BadInputError(f"cannot run -m {module}: {err}") from err
    if spec is None or not spec.origin:
        raise BadInputError(f"no module named {module!r} (the script `-m {module}` runs as `python -m {module}`)",
                            hint="is it installed in the environment that runs the script (see --dsl)?")
    return Path(spec.origin)


def _compile_options(request: ChildRequest) -> dict[str, str]:
    options = {"arch": request.arch}
    if request.arch_source:
        options["arch-from"] = request.arch_source
    if os.environ.get(LINEINFO_ENV, "0") not in ("", "0"):
        options["lineinfo"] = "1"  # asked for with --lineinfo, or set by the user's own environment
    return options


def _end_forked_process(failed: BaseException | None, script: str) -> None:
    """A process the script forked ran to the script's end: it ends there, as under plain Python,
    and leaves its compiles to the main process (which assembles them) or to cute-ir's parent."""
    if isinstance(failed, SystemExit):
        code = failed.code if isinstance(failed.code, int) else 1
    else:
        code = 0 if failed is None else 1
        if failed is not None:
            _print_script_traceback(failed, script)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def _print_script_traceback(error: BaseException, script: str) -> None:
    """The traceback Python would have printed for the script: from its first frame in the script,
    without cute-ir's and runpy's frames around it."""
    if isinstance(error, SystemExit):
        if error.code is not None and not isinstance(error.code, int):
            print(error.code, file=sys.stderr)  # sys.exit("message") prints the message
        return
    tb = error.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename != script:
        tb = tb.tb_next
    if tb is None:  # raised before the script's first line ran (e.g. it does not parse)
        tb = error.__traceback__
    traceback.print_exception(type(error), error, tb, file=sys.stderr)
    sys.stderr.flush()


def _use_parent_providers(request: ChildRequest) -> None:
    """See exactly the kernels the parent sees (its --import and project providers included)."""
    if request.providers is not None:
        from cute_ir.registry import discovery

        discovery.use_sources([discovery.ProviderSource.from_json(item) for item in request.providers])


def _run_captured(request: ChildRequest, body: Callable[[], object]) -> BaseException | None:
    """Run `body` with every compile captured under `request.out`; return what it raised, if anything."""
    from cute_ir.capture import capture_compiles
    from cute_ir.capture.dsl import assumptions

    assumptions.start_capture()
    try:
        with capture_compiles(Path(request.out), replay_first=request.replay_first):
            body()
    except SystemExit as exit_:
        return None if exit_.code in (0, None) else exit_
    except BaseException as err:  # noqa: BLE001 - reported to the parent through the exit code
        return err
    return None


def _finish(request: ChildRequest, out: Path, failed: BaseException | None, *,
            kernel_name: str, source_file: str, options: dict[str, str],
            dsl_used: Callable[[], bool] = lambda: True) -> int:
    """Assemble a trace for every compile that ended, pick the exit code.

    A compile still running in a process the script forked is left to the parent, which assembles
    it once every process of the script has ended.
    """
    full = disk_full(failed)
    if full is not None:
        raise full  # a trace written to a full disk is not worth assembling
    from cute_ir.capture.record.assemble import CompileContext, assemble_session, compile_directories, left_unassembled
    from cute_ir.releases.catalogue import format_spec, imported_dsl

    version, variant = imported_dsl()
    arch = os.environ.get("CUTE_DSL_ARCH", request.arch)
    compiles = compile_directories(out)
    context = CompileContext(version, variant, arch, kernel_name if len(compiles) == 1 else "", options, source_file)
    write_report(request, started=os.getpid(), phase=ASSEMBLING)  # a death from here on is cute-ir's
    traces = assemble_session(  # an error assembling is our bug, reported as ours (never as the script's)
        out, context, unended=left_unassembled, failure=lambda directory, err: cute_ir_bug(
            f"assembling the trace {directory.name} (DSL {format_spec(version, variant)})", _describe(err)))
    if _raised_after_pipeline(request, traces, failed):
        failed = None  # the trace's note says why (cute_ir.capture.dsl.outside): loading needs a CUDA driver

    failed_trace = next((t for t in traces if not t.ok), None)
    if failed_trace is not None:
        _tell(_compile_failure(failed_trace))
        return int(ExitCode.COMPILE_FAILED)
    if isinstance(failed, CuteIRError):
        raise failed  # e.g. the registry refusing an arch the instance does not support
    if failed is not None:
        if request.mode == "script":
            _tell(_script_failure(failed))
            return int(ExitCode.SCRIPT_FAILED)
        _tell(_describe(failed))
        return int(ExitCode.BAD_INPUT)  # the kernel's Python failed before the compiler ran
    if not compiles:
        imported = dsl_used()
        _tell("no kernel was compiled" + (f" by {request.program}" if request.program else "")
              + ("" if imported else ": it never imported the CuTe DSL (cutlass)"),
              hint="a script can run to its end without compiling when "
                   + why_nothing_compiled(sys.modules, dsl_imported=imported))
        return int(ExitCode.BAD_INPUT)
    return int(ExitCode.OK)


def _compile_failure(trace: Trace) -> str:
    """What a failed compile's trace says, in a line: where it failed and the error (never the DSL's advice)."""
    from cute_ir.trace import AFTER_PIPELINE, FRONT_END_FAILED, FRONT_END_RAISED

    failure = trace.failure
    where = trace.root.name if trace.root is not None else ""
    if failure.kind == FRONT_END_FAILED:
        return f"compile {where} failed in the DSL's front end, before any pass: {failure.shown()}"
    if failure.kind == FRONT_END_RAISED:
        return (f"compile {where} failed in the DSL's front end, while it traced {trace.kernel.entry or 'the jit function'}"
                f" (no IR was built): {failure.shown()}")
    if failure.kind == AFTER_PIPELINE:
        return f"compile {where} failed after every pass ran: {failure.shown()}"
    return f"compile failed in pass {failure.pass_index}: {failure.message}"


def _script_failure(failed: BaseException) -> str:
    """The script's error in a line: the DSL's error entry where it has one, never its suggestions."""
    from cute_ir.capture.dsl_errors import error_line

    if isinstance(failed, SystemExit):
        return f"the script exited with status {failed.code!r} (sys.exit)"
    line = error_line(_describe(failed).partition(": ")[2])
    return f"the script raised {type(failed).__name__}" + (f": {line}" if line else "")


def _raised_after_pipeline(request: ChildRequest, traces: list[Trace], failed: BaseException | None) -> bool:
    """Did a registered kernel's compile raise only after its pipeline had finished (loading the
    compiled module, which some releases cannot do without a CUDA driver)? Its trace is then whole."""
    return (request.mode == "kernel" and isinstance(failed, Exception) and not isinstance(failed, CuteIRError)
            and len(traces) == 1 and traces[0].ok and bool(traces[0].passes))


def _check_arch(arch: str) -> None:
    """Reject an arch the DSL does not know before compiling anything."""
    import difflib

    from cute_ir.capture.dsl.probe import known_archs
    from cute_ir.errors import BadInputError

    archs = known_archs()
    if archs is not None and arch not in archs:
        close = difflib.get_close_matches(arch, archs, n=3)
        raise BadInputError(f"the installed DSL does not know the arch {arch!r}",
                            hint=f"did you mean {', '.join(close)}?" if close else f"known: {', '.join(archs)}")


def _replay(request: ChildRequest) -> int:
    """Run a reproducer; "reproduced" only when the recorded kind of failure recurs (a crash is seen
    by the parent, from the signal this process dies of)."""
    from cute_ir.capture.replay.repro import load_reproducer, run_reproducer, same_error
    from cute_ir.trace import AFTER_PIPELINE

    repro = load_reproducer(request.out)
    where = f" in pass {repro.pass_index} ({repro.pass_arg})" if request.single and repro.pass_index else ""
    try:
        run_reproducer(repro, single=request.single)
    except CuteIRError:
        raise
    except Exception as err:  # noqa: BLE001 - the compiler's failure is the expected outcome
        text = _describe(err)
        if repro.kind in ("pass-failed", AFTER_PIPELINE) and same_error(repro.message, text):
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


def _tell(message: str, *, hint: str | None = None) -> None:
    _messages.append(message)
    if hint:
        _hints.append(hint)


if __name__ == "__main__":
    from cute_ir.process.quick_exit import exit_without_teardown

    exit_without_teardown(main(sys.argv[1:]))
