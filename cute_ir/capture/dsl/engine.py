"""Capture one `Compiler.compile` call: the real pipeline for the user, plus the IR after every pass.

`CompileCapture` runs the real pipeline, records its input, PTX and cubin, and runs it again to its
exact `llvm-only` stop where the DSL offers one. How the IR after every pass is captured beside it is
a strategy's (`strategy.CaptureStrategy`), picked by `probe()`:
- instrument (`instrument`): the real pipeline prints the IR after every pass (MLIR IR printing,
  DSL <= 4.5). Every pass is exact.
- replay (`replaying`): a forked worker re-runs the expanded pipeline one registered pass at a time
  on a copy of the input (DSL >= 4.6, where IR printing is compiled out), checked against every
  exact checkpoint the real pipeline offers.

The module the DSL gets back is always the one the real pipeline produced.
"""

from __future__ import annotations

import inspect
import tempfile
import traceback
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

from cute_ir.capture.dsl.instrument import InstrumentStrategy
from cute_ir.capture.dsl.probe import Capabilities, option_accepted
from cute_ir.capture.dsl.replaying import ReplayStrategy
from cute_ir.capture.dsl.strategy import CaptureStrategy, CompileFiles
from cute_ir.capture.dsl.timing import captured_stderr_fd, parse_timing_report
from cute_ir.capture.dsl.toolchain import toolchain
from cute_ir.capture.extract.cubin import ToolMissing, start_disassembly
from cute_ir.capture.extract.mlir import live_facts
from cute_ir.capture.pipeline import BINARY_DUMP_OPTIONS, parse_expanded, set_top_level_option
from cute_ir.capture.record.journal import CompileRecorder, Event
from cute_ir.capture.record.layout import CUBIN_FILE, INPUT_BYTECODE, LLVM_ONLY, LLVM_ONLY_NAME, SASS_FILE
from cute_ir.capture.replay.checkpoints import Compared, LlvmOnlyCheckpoint
from cute_ir.capture.replay.printing import module_bytecode, module_text
from cute_ir.textutil import strip_ansi
from cute_ir.trace import CheckpointStatus, Fidelity, Strategy
from cute_ir.trace.facts import LiveFacts
from cute_ir.releases.catalogue import imported_dsl

META_PASS = "cute-to-nvvm"


def is_capturable(pipeline: str) -> bool:
    """Only the kernel pipeline is captured; the DSL's other calls (e.g. canonicalize for KEEP=ir) pass."""
    return META_PASS in pipeline


class _ConfiguredPassManagers:
    """Stands in for the DSL compiler's `passmanager` module so its own pass manager gets configured."""

    def __init__(self, real_module: Any, configure: Callable[[Any], None]) -> None:
        self._real = real_module
        self._configure = configure
        self.PassManager = self  # the DSL calls self.passmanager.PassManager.parse(...)

    def parse(self, *args: Any, **kwargs: Any) -> Any:
        pm = self._real.PassManager.parse(*args, **kwargs)
        self._configure(pm)
        return pm

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


def pick_strategy(files: CompileFiles, capabilities: Capabilities, *, replay_first: bool = False) -> CaptureStrategy:
    """The strategy `probe()` chose for this DSL; `replay_first` replays before the real pipeline runs."""
    if capabilities.strategy is Strategy.INSTRUMENT:
        return InstrumentStrategy(files)
    return ReplayStrategy(files, timing=capabilities.timing, replay_first=replay_first)


class CompileCapture:
    """Runs one compile under capture, writing everything through a `CompileRecorder`."""

    def __init__(self, recorder: CompileRecorder, capabilities: Capabilities, scratch: Path, *,
                 replay_first: bool = False) -> None:
        self.recorder = recorder
        self.caps = capabilities
        self.files = CompileFiles(recorder, Path(scratch))
        self.strategy = pick_strategy(self.files, capabilities, replay_first=replay_first)

    def run(self, original: Callable[..., Any], compiler: Any, module: Any, pipeline: str,
            args: tuple, kwargs: dict) -> Any:
        from cutlass._mlir import passmanager

        ctx = module.context
        self.recorder.record_input(module_text(module), module_bytecode(module), self._input_facts(module))
        specs = parse_expanded(str(passmanager.PassManager.parse(pipeline, context=ctx)))
        real_pipeline = self._with_dump_paths(pipeline, self.files.real_prefix, ctx)
        self.recorder.event(
            Event.BEGIN,
            strategy=self.caps.strategy.value,
            pipeline=pipeline,
            expanded=f"builtin.module({','.join(s.text for s in specs)})",
            passes=[asdict(s) for s in specs],
            run_as=_how_the_dsl_runs(original, compiler, module, pipeline, args, kwargs),
            dsl=list(imported_dsl()),
            toolchain=toolchain(),
        )
        self.strategy.before_real(specs, ctx)
        try:
            result = self._run_real(original, compiler, module, real_pipeline, args, kwargs)
        except Exception as err:
            failed_at = self.strategy.failed_at(specs, ctx)
            self.recorder.event(Event.FAILURE, kind="pass-failed", message=strip_ansi(str(err)), pass_index=failed_at)
            raise
        try:
            if not self.files.record_artifacts(self.files.real_prefix, "", Fidelity.EXACT):
                _record_embedded_binaries(self.recorder, module)
            self._start_disassembly()
            self.strategy.before_stop()
            checkpoint = self._run_llvm_only(pipeline, ctx)
            self.strategy.after_real(specs, ctx, checkpoint)
        except Exception as err:  # noqa: BLE001 - a capture bug must not fail the user's compile
            self.recorder.event(Event.CAPTURE_ERROR, message=f"{type(err).__name__}: {err}")
        finally:
            self.strategy.settle()
        self.recorder.event(Event.END)
        return result

    @property
    def replay_running(self) -> bool:
        """Is work of the strategy's still running beside the script (`join_replay`)?"""
        return self.strategy.replay_running

    def join_replay(self) -> None:
        """Wait for the replay worker that `run` released, and journal how it ended."""
        self.strategy.join_replay()

    def stop_replay(self) -> None:
        """End the released replay worker now: the capture is being abandoned (Ctrl-C)."""
        self.strategy.stop_replay()

    def _input_facts(self, module: Any) -> LiveFacts | None:
        """Facts of the input module and the jit function compiling it; a capture bug must not fail the
        user's compile, so a failure here is a note."""
        try:
            facts = live_facts(module)
            self.recorder.record_identity()
        except Exception as err:  # noqa: BLE001
            self.recorder.event(Event.CAPTURE_ERROR, message=f"input facts: {type(err).__name__}: {err}")
            return None
        return facts

    def _with_dump_paths(self, pipeline: str, prefix: Path, ctx: Any) -> str:
        patched = pipeline
        for option in BINARY_DUMP_OPTIONS:
            patched = set_top_level_option(patched, META_PASS, option, str(prefix))
        return patched if option_accepted(patched, ctx) else pipeline

    def _run_real(self, original, compiler, module, pipeline, args, kwargs) -> Any:
        real_module = compiler.passmanager
        compiler.passmanager = _ConfiguredPassManagers(real_module, self.strategy.configure)
        try:
            with self.strategy.running_real(module.context), captured_stderr_fd() as report:
                try:
                    return original(compiler, module, pipeline, *args, **kwargs)
                except BaseException as err:
                    # The failed pass manager lives on in the traceback's frames; free it now so its
                    # timing report is printed into the capture, not later onto the user's terminal.
                    traceback.clear_frames(err.__traceback__)
                    raise
        finally:
            compiler.passmanager = real_module
            times = parse_timing_report(report[0]) if report else []
            if times:
                self.recorder.event(Event.TIMING, passes=[[t.class_name, t.wall_ms] for t in times])

    def _start_disassembly(self) -> None:
        """Disassemble the real cubin in the background; the trace assembler collects the SASS."""
        cubin = self.recorder.root / CUBIN_FILE
        if not cubin.exists():
            return
        try:
            start_disassembly(cubin, self.recorder.root / SASS_FILE)
        except (ToolMissing, OSError) as err:
            self.recorder.event(Event.NOTE, message=f"no SASS: {err}")

    def _run_llvm_only(self, pipeline: str, ctx: Any) -> LlvmOnlyCheckpoint | None:
        """Run the real pipeline to its llvm-only stop (an exact checkpoint), where the DSL offers it."""
        from cutlass._mlir import ir, passmanager

        llvm_only = set_top_level_option(pipeline, META_PASS, "llvm-only", "true")
        if not option_accepted(llvm_only, ctx):
            self.files.record_checkpoint(LLVM_ONLY, Compared(CheckpointStatus.UNAVAILABLE,
                                                             "this DSL's cute-to-nvvm has no llvm-only option"))
            return None
        module = ir.Module.parse((self.recorder.root / INPUT_BYTECODE).read_bytes(), context=ctx)
        pm = passmanager.PassManager.parse(llvm_only, context=ctx)
        pm.run(module.operation)
        checkpoint = LlvmOnlyCheckpoint(module, module_text(module))
        self.files.checkpoint_bytecode.write_bytes(module_bytecode(module))  # for the replay worker
        self.recorder.record_artifact(LLVM_ONLY, LLVM_ONLY_NAME, checkpoint.text.encode())
        return checkpoint


def _how_the_dsl_runs(original: Callable[..., Any], compiler: Any, module: Any, pipeline: str,
                      args: tuple, kwargs: dict) -> dict[str, bool]:
    """Verifier and threading as this compile runs its pipeline, for a reproducer to run the same way:
    `Compiler.compile`'s `enable_verifier` argument (MLIR's default, on, where it has none), and
    whether the DSL's context runs more than one thread (the DSL turns threading off)."""
    verifier = True
    try:
        bound = inspect.signature(original).bind(compiler, module, pipeline, *args, **kwargs)
        bound.apply_defaults()
        verifier = bool(bound.arguments.get("enable_verifier", True))
    except (TypeError, ValueError):
        pass
    try:
        threads = int(module.context.get_num_threads())
    except (AttributeError, TypeError):  # bindings without the call
        threads = 1
    return {"verifier": verifier, "multithreading": threads > 1}


# gpu.object formats (MLIR's gpu::CompilationTarget): assembly is PTX, binary a cubin.
_EMBEDDED_FORMATS = {2: ("ptx", "kernel.ptx"), 3: ("cubin", "kernel.cubin")}


def _record_embedded_binaries(recorder: CompileRecorder, module: Any) -> None:
    """The PTX or cubin the real pipeline embedded in its `gpu.binary` ops, for DSLs whose binary pass
    cannot dump them to files (4.2: gpu-module-to-binary has no dump paths). Exact: it is the output."""
    from cutlass._mlir.dialects import gpu

    for op in module.body.operations:
        if op.operation.name != "gpu.binary":
            continue
        for attribute in op.operation.attributes["objects"]:
            embedded = gpu.ObjectAttr(attribute)
            kind = _EMBEDDED_FORMATS.get(int(embedded.format))
            if kind is not None:
                recorder.record_artifact(kind[0], kind[1], bytes(embedded.object))
        return  # the pipeline makes one binary op, of the kernels' gpu.module


def new_scratch() -> Path:
    return Path(tempfile.mkdtemp(prefix="cute-ir-capture-"))
