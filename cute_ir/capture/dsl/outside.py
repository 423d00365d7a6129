"""Compiles that fail outside the pass pipeline: in the DSL's front end, or after every pass ran.

The hook on `Compiler.compile` sees the pipeline only. The DSL fails a compile in three more places
(measured on the CPU with public reports, see the shared facts' regressions.md):
- **front end, tracing**: `BaseDSL._func` (4.2.1-4.8.1) runs the @cute.jit function's Python to build
  the module. An exception there (a `TypeError` in the kernel's own Python, a DSL error such as a
  staged value used as a Python int) ends the compile before a module exists: recorded as
  `frontend-raised`, with no IR, the message and where in the user's code it was raised.
- **front end**: `BaseDSL.build_module` verifies the module the Python front end built, before any
  pass (4.2.1-4.8.1). cutlass#3243 (a FastDivmodDivisor's divisor read in a kernel) fails there on
  4.8.1: "using value defined outside the region". Nothing reaches the pipeline, so without this
  watch nothing was captured.
- **after the pipeline**: `BaseDSL.compile_and_cache` runs the pipeline, then makes an ExecutionEngine
  of the result. cutlass#3429 (an f32 -> f8 scalar cast) fails there on 4.6.1 and 4.7.1, every pass
  having run, with an unlowered `nvgpu.cvt_fptrunc` left in the final IR; its trace used to say ok.

The last two are recorded in the compile's trace directory as a failure (`frontend-failed`, `after-pipeline`),
with the DSL's own message and its technical detail (`cute_ir.capture.dsl_errors`) and the last IR
there is: the module that failed verification, or the final IR of the pipeline. One failure after the
pipeline is not a failed compile: 4.2.1-4.4.2 cannot load a compiled kernel without a CUDA driver.
That one is told apart by evidence, not by release: the final IR holds nothing but LLVM (and gpu
binary) ops and this machine has no driver; it is then a note, as before.
"""

from __future__ import annotations

import ctypes
import functools
import os
import sys
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cute_ir.capture.dsl_errors import causes, error_line, exception_message, recorded_message
from cute_ir.capture.extract.jit import is_dsl_file
from cute_ir.capture.extract.mlir import op_names
from cute_ir.capture.record.journal import CompileRecorder, Event, first, read_journal
from cute_ir.errors import CuteIRError
from cute_ir.textutil import strip_ansi
from cute_ir.trace import AFTER_PIPELINE, FRONT_END_FAILED, FRONT_END_RAISED
from cute_ir.releases.catalogue import imported_dsl

if TYPE_CHECKING:
    from cute_ir.capture.dsl.hook import CaptureSession

# Dialects whose ops a fully lowered module holds: the two that translate to LLVM IR, and the gpu.binary
# of 4.2's gpu-module-to-binary.
LOWERED_DIALECTS = frozenset({"llvm", "nvvm", "gpu"})


@contextmanager
def watch_outside_pipeline(session: CaptureSession, strategy: str) -> Iterator[None]:
    """Record the compiles inside the block that fail in the front end or after their pipeline."""
    from cutlass.base_dsl.dsl import BaseDSL

    original_build, original_compile = BaseDSL.build_module, BaseDSL.compile_and_cache
    original_func = BaseDSL._func
    tracing = threading.local()  # a jit function called inside another's tracing runs through _func too

    # Named as the DSL's own frame names them: `compiled_function` finds the jit function (`funcBody`), the
    # object of a method (`args`) and the DSL's options (`self`) in this frame once the DSL's have unwound.
    @functools.wraps(original_func)
    def trace_function(self: Any, funcBody: Any, *args: Any, **kwargs: Any) -> Any:  # noqa: N803
        if getattr(tracing, "active", False):
            return original_func(self, funcBody, *args, **kwargs)
        compiles_before = len(session.compiles)
        tracing.active = True
        try:
            return original_func(self, funcBody, *args, **kwargs)
        except Exception as err:
            # A compile directory claimed in the call means the module existed: the pipeline, the
            # verification or the step after them failed, and is recorded there.
            if len(session.compiles) == compiles_before and not isinstance(err, CuteIRError):
                _guarded(lambda: _record_front_end_exception(session, err, strategy))
            raise
        finally:
            tracing.active = False

    @functools.wraps(original_build)
    def build_module(self: Any, module: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return original_build(self, module, *args, **kwargs)
        except Exception as err:
            _guarded(lambda: _record_front_end_failure(session, module, err, strategy))
            raise

    @functools.wraps(original_compile)
    def compile_and_cache(self: Any, *args: Any, **kwargs: Any) -> Any:
        before = len(session.compiles)
        try:
            return original_compile(self, *args, **kwargs)
        except Exception as err:
            finished = session.finished_pipeline
            if finished is not None and finished[0] in session.compiles[before:]:
                _guarded(lambda: _record_after_pipeline(finished[0], finished[1], err))
            raise
        finally:
            session.finished_pipeline = None  # the final module is not kept alive past its compile

    BaseDSL.build_module, BaseDSL.compile_and_cache, BaseDSL._func = build_module, compile_and_cache, trace_function
    try:
        yield
    finally:
        BaseDSL.build_module, BaseDSL.compile_and_cache, BaseDSL._func = original_build, original_compile, original_func


def _guarded(record: Callable[[], None]) -> None:
    """Recording must never replace the DSL's own error with one of ours: ours is said on stderr."""
    try:
        record()
    except Exception as err:  # noqa: BLE001 - the user's exception is what propagates
        print(f"cute-ir: recording a compile that failed outside its pipeline failed (a bug in cute-ir): "
              f"{type(err).__name__}: {err}", file=sys.stderr)


def _record_front_end_failure(session: CaptureSession, module: Any, error: BaseException, strategy: str) -> None:
    """A trace of the module that failed the DSL's verification: no pass ran, its IR is the input."""
    started = time.perf_counter()
    directory = session.claim()
    recorder = CompileRecorder(directory)
    try:
        recorder.event(Event.COMPILE_START, pid=os.getpid(), forked=os.getpid() != session.pid)
        recorder.record_unverified_input(_generic_text(module))
        recorder.event(Event.BEGIN, strategy=strategy, pipeline="", expanded="", passes=[], run_as={},
                       dsl=list(imported_dsl()))
        recorder.record_identity()
        recorder.event(Event.FAILURE, kind=FRONT_END_FAILED, message=recorded_message(error), pass_index=None)
        recorder.event(Event.NOTE, message="the DSL's front end failed before any pass: no pass ran, the input IR "
                                       "is the module it refused (generic form: it need not verify); no reproducer "
                                       "without the script (such IR need not parse back)")
    finally:
        recorder.event(Event.COMPILE_END, seconds=round(time.perf_counter() - started, 4))
        recorder.close()


def _record_front_end_exception(session: CaptureSession, error: BaseException, strategy: str) -> None:
    """A trace of a compile whose front end raised while tracing the jit function: no module, no IR."""
    started = time.perf_counter()
    directory = session.claim()
    recorder = CompileRecorder(directory)
    try:
        recorder.event(Event.COMPILE_START, pid=os.getpid(), forked=os.getpid() != session.pid)
        recorder.event(Event.BEGIN, strategy=strategy, pipeline="", expanded="", passes=[], run_as={},
                       dsl=list(imported_dsl()))
        recorder.record_identity()
        recorder.event(Event.FAILURE, kind=FRONT_END_RAISED, message=exception_message(error), pass_index=None)
        raised_at = _user_frame(error)
        recorder.event(Event.NOTE, message=(
            "no IR: the DSL's front end raised while tracing the jit function, before a module existed"
            + (f"; raised at {raised_at}" if raised_at else "")
            + "; no reproducer: the failure is in Python, before any IR (run the script or kernel again)"))
    finally:
        recorder.event(Event.COMPILE_END, seconds=round(time.perf_counter() - started, 4))
        recorder.close()


def _user_frame(error: BaseException) -> str:
    """`file:line (in function)` of the innermost frame of the traceback outside the DSL and cute-ir."""
    ours = str(Path(__file__).resolve().parents[2]) + os.sep
    frames = [f for f in traceback.extract_tb(error.__traceback__)
              if not is_dsl_file(f.filename) and not str(Path(f.filename).resolve()).startswith(ours)]
    return f"{frames[-1].filename}:{frames[-1].lineno} (in {frames[-1].name})" if frames else ""


def _record_after_pipeline(directory: Path, module: Any, error: BaseException) -> None:
    """Mark a compile whose every pass ran as failed, unless only the missing CUDA driver failed it."""
    if first(read_journal(directory), Event.FAILURE) is not None:
        return  # a pass failed: that failure is recorded already
    unlowered = sorted((name, n) for name, n in op_names(module).items()
                       if name != "builtin.module" and name.split(".", 1)[0] not in LOWERED_DIALECTS)
    recorder = CompileRecorder(directory)
    try:
        if not unlowered and not cuda_driver_present():
            recorder.event(Event.NOTE, message=(
                f"every pass ran; then the DSL failed to load the compiled kernel ({_gist(error)[:300]}): this "
                "machine has no CUDA driver, which some releases need for that step (none for compiling); the "
                "final IR is fully lowered"))
            return
        message = recorded_message(error)
        if unlowered:
            ops = ", ".join(f"{name} ×{n}" for name, n in unlowered)
            message += f"\nthe final IR still holds ops that are not lowered to LLVM: {ops}"
        recorder.event(Event.FAILURE, kind=AFTER_PIPELINE, message=message, pass_index=None)
    finally:
        recorder.close()


def _gist(error: BaseException) -> str:
    """The innermost exception's first line (the DSL wraps the driver's error in an ICE of its own)."""
    chain = causes(error)
    if not chain:
        return error_line(strip_ansi(str(error)))
    return f"{type(chain[-1]).__name__}: {error_line(strip_ansi(str(chain[-1])))}"


def _generic_text(module: Any) -> str:
    """The module in generic form with locations, printed without verifying (it failed verification)."""
    try:
        return module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True, assume_verified=True)
    except Exception as err:  # noqa: BLE001 - a module this broken may not print at all
        return f"// the module could not be printed: {type(err).__name__}: {err}\n"


def cuda_driver_present() -> bool:
    """Can this process load the CUDA driver library?"""
    try:
        ctypes.CDLL("libcuda.so.1")
    except OSError:
        return False
    return True
