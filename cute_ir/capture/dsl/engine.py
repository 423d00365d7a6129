"""Capture one `Compiler.compile` call: the real pipeline for the user, plus the IR after every pass.

Two strategies, picked by `probe()`:
- instrument: the real pipeline prints the IR after every pass (MLIR IR printing, DSL <= 4.5).
  Every pass is exact.
- replay: the real pipeline runs untouched but for timing and PTX/cubin dump paths; meanwhile a forked
  worker re-runs the expanded pipeline one registered pass at a time on a copy of the input (DSL >= 4.6,
  where IR printing is compiled out). Passes the registry cannot name are recorded as skipped. The replay
  is checked against every exact checkpoint the real pipeline offers: the `llvm-only` stop, PTX and
  cubin; from the `llvm-only` stop on it continues from the real pipeline's exact module.

The module the DSL gets back is always the one the real pipeline produced.
"""

from __future__ import annotations

import inspect
import shutil
import tempfile
import traceback
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

from cute_ir.capture.replay import ptxas_report
from cute_ir.capture.replay.checkpoints import (
    LlvmOnlyCheckpoint,
    checkpoint_index,
    describe_difference,
    explain_llvm_only,
)
from cute_ir.capture.record.dumps import read_dump_tree
from cute_ir.capture.replay.emulate import Emulation, HandOffError, UnreadableResult, UpstreamMLIR, load_upstream
from cute_ir.capture.replay.handover import Handover
from cute_ir.capture.replay.idleness import Judgement, judge, probe_changes, run_probe
from cute_ir.capture.pipeline import BINARY_DUMP_OPTIONS, PipelinePass, parse_expanded, set_top_level_option
from cute_ir.capture.replay.printing import PrintOnChange, module_bytecode, module_text
from cute_ir.capture.dsl.probe import Capabilities, option_accepted
from cute_ir.capture.record.journal import REPLAY_END, REPLAY_JOINED, REPLAY_JOURNAL, CompileRecorder, read_journal
from cute_ir.capture.dsl.timing import captured_stderr_fd, parse_timing_report
from cute_ir.capture.replay.worker import REPLAY_LOCK, ForkedWorker, ParentLink, RealOutcome
from cute_ir.capture.extract.mlir import IRParser, live_facts, op_names
from cute_ir.capture.extract.cubin import ToolMissing, start_disassembly, start_ptxas
from cute_ir.capture.replay.skipped_passes import Probe, rule_for
from cute_ir.textutil import strip_ansi
from cute_ir.trace import CheckpointStatus, Fidelity, Strategy, Verdict
from cute_ir.trace.facts import LiveFacts
from cute_ir.releases.catalogue import imported_dsl
from cute_ir.stages import bare_pass_arg

META_PASS = "cute-to-nvvm"
SASS_FILE = "artifacts/kernel.sass"
PTXAS_REPORT = "ptxas-report"  # the artifact kind of the DSL's own `ptxas -v` report (`ptxas_report`)
PTXAS_REPORT_FILE = "ptxas-report.txt"
IR_TREE = "ir-tree"  # MLIR's per-pass dump files while the real pipeline runs (instrument strategy)


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


class CompileCapture:
    """Runs one compile under capture, writing everything through a `CompileRecorder`."""

    def __init__(self, recorder: CompileRecorder, capabilities: Capabilities, scratch: Path, *,
                 replay_first: bool = False) -> None:
        self.recorder = recorder
        self.caps = capabilities
        self.scratch = Path(scratch)
        self.replay_first = replay_first
        self._upstream: tuple[UpstreamMLIR | None, str] | None = None  # loaded when first needed
        self._in_worker = False  # the forked replay worker: the parent hands it the passes after the stop
        self._link: ParentLink | None = None  # in the worker: its parent, who may stop wanting it
        self._unjoined: ForkedWorker | None = None  # released to finish on its own; joined later
        self._ptxas_reported = False  # the binary pass after the stop gave the DSL's own ptxas report

    def run(self, original: Callable[..., Any], compiler: Any, module: Any, pipeline: str,
            args: tuple, kwargs: dict) -> Any:
        from cutlass._mlir import passmanager

        ctx = module.context
        self.recorder.record_input(module_text(module), module_bytecode(module), self._input_facts(module))
        specs = parse_expanded(str(passmanager.PassManager.parse(pipeline, context=ctx)))
        dump_prefix = self.scratch / "real"
        real_pipeline = self._with_dump_paths(pipeline, dump_prefix, ctx)
        self.recorder.event(
            "begin",
            strategy=self.caps.strategy.value,
            pipeline=pipeline,
            expanded=f"builtin.module({','.join(s.text for s in specs)})",
            passes=[asdict(s) for s in specs],
            run_as=_how_the_dsl_runs(original, compiler, module, pipeline, args, kwargs),
            dsl=list(imported_dsl()),
        )
        instrument = self.caps.strategy is Strategy.INSTRUMENT
        tree = self.recorder.root / IR_TREE
        replayed = None
        worker = None
        if self.replay_first and not instrument:
            self.recorder.event("note", message="replayed every pass before the real pipeline to locate a crash")
            replayed = self._replay(specs, ctx)  # a crash in here is journaled with its pass
        elif not instrument:
            worker = self._start_worker(specs)
        try:
            result = self._run_real(original, compiler, module, real_pipeline, args, kwargs,
                                    tree if instrument else None)
        except Exception as err:
            if worker is not None:
                failed_at = self._join(worker, RealOutcome.FAILED)
            elif replayed is None:
                failed_at = self._locate_failure(specs, tree, ctx, instrument)
            else:
                failed_at = None
            self.recorder.event("failure", kind="pass-failed", message=strip_ansi(str(err)), pass_index=failed_at)
            raise
        try:
            if not self._record_artifacts(dump_prefix, "", Fidelity.EXACT):
                _record_embedded_binaries(self.recorder, module)
            # Where the parent will run the binary pass again after the stop (a worker replays), that pass
            # reports for ptxas (`ptxas_report`); else `ptxas -v` starts now, beside nvdisasm.
            self._start_disassembly()
            if worker is None:
                self._start_ptxas()
            checkpoint = self._run_llvm_only(pipeline, ctx)
            if worker is not None and checkpoint is not None:
                worker.tell(RealOutcome.CHECKPOINT)
                self._run_after_stop(specs)
            if worker is not None and not self._ptxas_reported:
                self._start_ptxas()
            if instrument:
                texts = record_dumps(self.recorder, specs, tree)
                self._compare_llvm_only(checkpoint, texts, specs)
            elif worker is not None:
                # The worker has all it needs: the script goes on while it finishes (see `join_replay`).
                worker.tell(RealOutcome.FINISHED if checkpoint is None else RealOutcome.CHECKPOINT)
                worker.release()
                self._unjoined, worker = worker, None
            else:
                texts = replayed if replayed is not None else self._replay(specs, ctx, lambda: checkpoint)
                self._finish_replay(texts, specs)
            shutil.rmtree(tree, ignore_errors=True)
        except Exception as err:  # noqa: BLE001 - a capture bug must not fail the user's compile
            self.recorder.event("capture-error", message=f"{type(err).__name__}: {err}")
        finally:
            if worker is not None:
                self._join(worker, RealOutcome.FAILED)
        self.recorder.event("end")
        return result

    @property
    def replay_running(self) -> bool:
        """Is the released replay worker yet to be joined (`join_replay`)?"""
        return self._unjoined is not None

    def join_replay(self) -> None:
        """Wait for the replay worker that `run` released, and journal how it ended."""
        if self._unjoined is not None:
            worker, self._unjoined = self._unjoined, None
            self._join(worker, RealOutcome.FAILED)

    def stop_replay(self) -> None:
        """End the released replay worker now: the capture is being abandoned (Ctrl-C)."""
        if self._unjoined is not None:
            worker, self._unjoined = self._unjoined, None
            worker.kill()

    def _input_facts(self, module: Any) -> LiveFacts | None:
        """Facts of the input module and the jit function compiling it; a capture bug must not fail the
        user's compile, so a failure here is a note."""
        try:
            facts = live_facts(module)
            self.recorder.record_identity()
        except Exception as err:  # noqa: BLE001
            self.recorder.event("capture-error", message=f"input facts: {type(err).__name__}: {err}")
            return None
        return facts


    # ---- the replay worker -----------------------------------------------------------------
    def _start_worker(self, specs: list[PipelinePass]) -> ForkedWorker | None:
        """Fork the replay onto the other core; None (the replay then runs here, later) if fork fails."""
        try:
            return ForkedWorker(lambda link: self._replay_in_worker(specs, link),
                                lock=self.recorder.root / REPLAY_LOCK)
        except OSError as err:
            self.recorder.event("note", message=f"replay not forked ({err}); it runs after the real pipeline")
            return None

    def _replay_in_worker(self, specs: list[PipelinePass], link: ParentLink) -> None:
        """The worker's whole job: replay every pass; at the stop, continue from the real checkpoint."""
        from cutlass._mlir import ir

        self.recorder.use_journal(REPLAY_JOURNAL)
        self._in_worker = True
        self._link = link
        ctx = ir.Context()
        ctx.enable_multithreading(False)  # as the DSL does; the parent's pipeline has the other core

        def checkpoint() -> LlvmOnlyCheckpoint | None:
            if link() is not RealOutcome.CHECKPOINT:
                return None
            module = ir.Module.parse(self._checkpoint_bytecode().read_bytes(), context=ctx)
            return LlvmOnlyCheckpoint(module, self._checkpoint_text().read_text())

        texts = self._replay(specs, ctx, checkpoint)
        if link() is not RealOutcome.FAILED:
            self._finish_replay(texts, specs)
        self.recorder.event(REPLAY_END)
        if link.orphaned():  # the script's process ended first: nobody else is left to clean up
            shutil.rmtree(self.scratch, ignore_errors=True)

    def _ensure_wanted(self) -> None:
        """In the worker: end it here where its parent died in the compile (see `ParentLink`)."""
        if self._link is not None:
            self._link.ensure_wanted()

    def _join(self, worker: ForkedWorker, outcome: RealOutcome) -> int | None:
        """Tell the worker how the real pipeline ended, wait for it; the pass its replay failed in."""
        if worker.pid is None:
            return None
        worker.tell(outcome)
        ended = worker.join()
        self.recorder.event(REPLAY_JOINED)
        events = read_journal(self.recorder.root)
        if ended:
            running = [e["index"] for e in events if e["event"] == "running"]
            where = f" in pass {running[-1]}" if running else ""
            self.recorder.event("note", message=f"the replay worker ended abnormally ({ended}){where}")
        errors = [e["index"] for e in events if e["event"] == "replay-error"]
        return errors[-1] if errors else None

    def _finish_replay(self, texts: dict[int, str], specs: list[PipelinePass]) -> None:
        self._record_artifacts(self.scratch / "replay", "replay-", Fidelity.REPLAYED)
        self._compare_binaries([s.arg for i, s in enumerate(specs, 1) if i not in texts])

    # ---- the real pipeline -----------------------------------------------------------------
    def _with_dump_paths(self, pipeline: str, prefix: Path, ctx: Any) -> str:
        patched = pipeline
        for option in BINARY_DUMP_OPTIONS:
            patched = set_top_level_option(patched, META_PASS, option, str(prefix))
        return patched if option_accepted(patched, ctx) else pipeline

    def _run_real(self, original, compiler, module, pipeline, args, kwargs, tree: Path | None) -> Any:
        def configure(pm: Any) -> None:
            if tree is not None:
                pm.enable_ir_printing(print_after_all=True, print_module_scope=True,
                                      enable_debug_info=True, tree_printing_dir_path=str(tree))
            elif self.caps.timing:
                pm.enable_timing()

        real_module = compiler.passmanager
        ctx = module.context
        compiler.passmanager = _ConfiguredPassManagers(real_module, configure)
        if tree is not None:
            ctx.enable_multithreading(False)  # module-scope printing requires it
        try:
            with captured_stderr_fd() as report:
                try:
                    return original(compiler, module, pipeline, *args, **kwargs)
                except BaseException as err:
                    # The failed pass manager lives on in the traceback's frames; free it now so its
                    # timing report is printed into the capture, not later onto the user's terminal.
                    traceback.clear_frames(err.__traceback__)
                    raise
        finally:
            compiler.passmanager = real_module
            if tree is not None:
                ctx.enable_multithreading(True)
            times = parse_timing_report(report[0]) if report else []
            if times:
                self.recorder.event("timing", passes=[[t.class_name, t.wall_ms] for t in times])

    def _start_disassembly(self) -> None:
        """Disassemble the real cubin in the background; the trace assembler collects the SASS."""
        cubin = self.recorder.root / "artifacts" / "kernel.cubin"
        if not cubin.exists():
            return
        try:
            start_disassembly(cubin, self.recorder.root / SASS_FILE)
        except (ToolMissing, OSError) as err:
            self.recorder.event("note", message=f"no SASS: {err}")

    def _start_ptxas(self) -> None:
        """Run `ptxas -v` on the real PTX in the background, for spill bytes and barriers; the trace
        assembler collects the report."""
        cubin = self.recorder.root / "artifacts" / "kernel.cubin"
        ptx = self.recorder.root / "artifacts" / "kernel.ptx"
        if cubin.exists() and ptx.exists():
            try:
                start_ptxas(ptx, cubin)
            except (ToolMissing, RuntimeError, OSError):
                pass  # the assembler runs it again and notes why spill bytes are missing

    def _record_artifacts(self, prefix: Path, label: str, fidelity: Fidelity) -> int:
        """Record the PTX and cubin the binary pass dumped under `prefix`; how many files there were."""
        recorded = 0
        for suffix, kind in ((".ptx", "ptx"), (".cubin", "cubin")):
            for path in sorted(prefix.parent.glob(f"{prefix.name}*{suffix}")):
                self.recorder.record_artifact(f"{label}{kind}", f"{label}kernel{suffix}", path.read_bytes(),
                                              fidelity)
                recorded += 1
        return recorded

    # ---- the replay ------------------------------------------------------------------------
    def _replay(self, specs: list[PipelinePass], ctx: Any,
                checkpoint: Callable[[], LlvmOnlyCheckpoint | None] = lambda: None,
                stop_on_error: bool = False) -> dict[int, str]:
        """Run each registered pass alone on a copy of the input; return the IR text after each.

        Where `checkpoint()` gives the real pipeline's llvm-only module (asked for when the replay
        reaches it), the IR after the last pass before the binary pass is taken from it (it is exact)
        and the remaining passes continue from there, so PTX, cubin and the host IR no longer inherit
        the effect of passes the replay had to skip.
        """
        from cutlass._mlir import ir, passmanager

        module = ir.Module.parse(
            (self.recorder.root / "artifacts" / "input.mlirbc").read_bytes(), context=ctx
        )
        anchor = checkpoint_index(specs)
        texts: dict[int, str] = {}
        printer = PrintOnChange()
        for index, spec in enumerate(specs, start=1):
            self._ensure_wanted()
            spec = self._dumping_to_replay(spec)
            try:
                pm = passmanager.PassManager.parse(spec.standalone_pipeline, context=ctx)
            except Exception as err:  # noqa: BLE001 - unregistered pass names raise ValueError
                if index == anchor and (exact := checkpoint()) is not None:
                    # the checkpoint stands in for the pass the replay cannot run
                    module = self._continue_from_stop(index, spec, exact, texts, specs, module, printer)
                    if module is None:
                        return texts
                    continue
                reason = str(err).splitlines()[0] if str(err) else type(err).__name__
                module = self._stand_in(index, spec, module, ctx, printer, texts,
                                        f"not registered in the DSL's Python pass registry: {reason}")
                if module is None:
                    return texts
                continue
            pm.enable_verifier(False)
            self.recorder.event("running", index=index)
            try:
                pm.run(module.operation)
            except Exception as err:
                self.recorder.event("replay-error", index=index, message=str(err))
                if stop_on_error:
                    raise
                self.recorder.event("note", message=f"replay stopped at pass {index} ({spec.arg}): {err}")
                return texts
            printer.ran()
            texts[index] = printer.text(module)
            if index == anchor and (exact := checkpoint()) is not None:
                module = self._continue_from_stop(index, spec, exact, texts, specs, module, printer)
                if module is None:
                    return texts
                continue
            self.recorder.record_pass(index, spec, Fidelity.REPLAYED, texts[index],
                                      facts=lambda: printer.facts(module))
        return texts

    def _continue_from_stop(self, index: int, spec: PipelinePass, exact: LlvmOnlyCheckpoint, texts: dict[int, str],
                            specs: list[PipelinePass], module: Any, printer: PrintOnChange) -> Any | None:
        """At the llvm-only stop: the exact module to go on with, or None where the passes after it
        came from the parent (the replay is complete)."""
        module = self._take_checkpoint(index, spec, exact, texts, specs, module)
        printer.forget()
        return None if self._record_handover(specs, texts) else module

    def _dumping_to_replay(self, spec: PipelinePass) -> PipelinePass:
        """`spec` with its PTX/cubin dump paths moved to the replay's prefix (the real ones are the DSL's)."""
        for option in BINARY_DUMP_OPTIONS:
            if f"{option}=" in spec.options:
                spec = spec.with_option(option, str(self.scratch / "replay"))
        return spec

    # ---- the passes after the llvm-only stop, run by the parent ---------------------------------
    def _run_after_stop(self, specs: list[PipelinePass]) -> None:
        """Run the passes after the stop on the exact llvm-only module, for the worker (see
        `cute_ir.capture.replay.handover`); declined where any of them is not a plain run."""
        from cutlass._mlir import ir

        handover = Handover(self.scratch)
        done: list[int] | None = None
        try:
            # A context of its own, as the worker's: in the DSL's, the binary pass would name its
            # resource blob `kernels_cuda_binary_1` (the real pipeline's blob holds the name).
            ctx = ir.Context()
            ctx.enable_multithreading(False)
            module = ir.Module.parse(self._checkpoint_bytecode().read_bytes(), context=ctx)
            done = self._passes_after_stop(specs, module, handover)
        except Exception:  # noqa: BLE001 - the worker then runs them itself and journals what fails
            done = None
        finally:
            handover.finish(done)

    def _passes_after_stop(self, specs: list[PipelinePass], module: Any, handover: Handover) -> list[int] | None:
        anchor = checkpoint_index(specs) or len(specs)
        printer = PrintOnChange()
        done = []
        for index, spec in enumerate(specs[anchor:], start=anchor + 1):
            spec = self._dumping_to_replay(spec)
            # The binary pass right after the stop runs on the checkpoint's module: it can report for ptxas
            # and, where that changes its cubin, run again on that module as the real pipeline ran it.
            try:
                pm, reporting = self._pass_manager(spec, module.context, report=index == anchor + 1)
            except Exception:  # noqa: BLE001 - a pass the registry cannot name: the worker judges it
                return None
            pm.enable_verifier(False)
            pm.run(module.operation)
            if reporting:
                module = self._keep_ptxas_report(module, spec)
            printer.ran()
            handover.put(index, printer.text(module), live_facts(module))
            done.append(index)
        return done

    def _pass_manager(self, spec: PipelinePass, context: Any, *, report: bool) -> tuple[Any, bool]:
        """A pass manager running `spec` alone, and whether it asks the binary pass for its ptxas report
        (where `report`, see `ptxas_report`; a release without the report's options runs the pass as it
        is); raises where the DSL's registry cannot parse `spec`."""
        from cutlass._mlir import passmanager

        reporting = ptxas_report.reporting(spec) if report else None
        if reporting is not None:
            try:
                return passmanager.PassManager.parse(reporting.standalone_pipeline, context=context), True
            except Exception:  # noqa: BLE001 - the options are unknown to this release
                pass
        return passmanager.PassManager.parse(spec.standalone_pipeline, context=context), False

    def _keep_ptxas_report(self, module: Any, spec: PipelinePass) -> Any:
        """Record the ptxas report the binary pass gave and take it off `module` (its IR is then the pass's
        own); the module to go on with. Where asking for the report changed the cubin (cu13's ptxas writes
        its command line into it), the pass runs again as the real pipeline ran it, on the checkpoint's
        module, and the report is kept only if that cubin is the real one."""
        from cutlass._mlir import ir

        report = ptxas_report.take_report(module)
        if report is None:
            return module
        if not self._replay_cubin_is_real():
            module = ir.Module.parse(self._checkpoint_bytecode().read_bytes(), context=module.context)
            pm, _ = self._pass_manager(spec, module.context, report=False)
            pm.enable_verifier(False)
            pm.run(module.operation)
            if not self._replay_cubin_is_real():
                return module
        self.recorder.record_artifact(PTXAS_REPORT, PTXAS_REPORT_FILE, report.encode(), Fidelity.REPLAYED)
        self._ptxas_reported = True
        return module

    def _replay_cubin_is_real(self) -> bool:
        """Are the cubins the replay's binary pass dumped byte for byte those the real pipeline dumped?"""
        real, replayed = ([path.read_bytes() for path in self._dumped(prefix, "cubin")]
                          for prefix in ("real", "replay"))
        return bool(real) and real == replayed

    def _dumped(self, prefix: str, kind: str) -> list[Path]:
        """The `kind` files (ptx, cubin) a binary pass dumped under `prefix` (real, replay) in scratch."""
        return sorted(self.scratch.glob(f"{prefix}*.{kind}"))

    def _record_handover(self, specs: list[PipelinePass], texts: dict[int, str]) -> bool:
        """In the worker, at the stop: record the passes after it as the parent ran them; False where
        there is no handover (not a worker, or the parent declined) and the replay runs them."""
        if not self._in_worker:
            return False
        handed = Handover(self.scratch).wait(self._ensure_wanted)
        if handed is None:
            return False
        for done in handed:
            spec = specs[done.index - 1]
            self.recorder.event("running", index=done.index)
            texts[done.index] = done.text
            self.recorder.record_pass(done.index, spec, Fidelity.REPLAYED, done.text,
                                      facts=lambda facts=done.facts: facts)
        return True

    def _stand_in(self, index: int, spec: PipelinePass, module: Any, ctx: Any, printer: PrintOnChange,
                  texts: dict[int, str], note: str) -> Any:
        """Judge a pass the replay cannot run, emulate it where that is sound, record it; the module after
        it, or None where the replay cannot go on (the emulated output is IR the DSL refuses to read)."""
        try:
            judgement = judge(module, spec, ctx, printed=lambda: printer.text(module),
                              fingerprint=lambda: printer.fingerprint(module),
                              op_names=lambda: printer.facts(module).op_names)
        except Exception as err:  # noqa: BLE001 - a judging bug must not lose the rest of the replay
            judgement = Judgement(Verdict.UNPROVABLE, f"{spec.arg}: judging failed: {type(err).__name__}: {err}")
        try:
            emulation, not_emulated = self._emulate(spec, judgement, module, ctx, printer)
        except UnreadableResult as err:
            # What the real pipeline goes on with, unverified; the replay cannot follow it.
            texts[index] = err.text
            self.recorder.record_pass(index, spec, Fidelity.EMULATED, err.text, note, verdict=judgement.verdict,
                                      evidence=f"{judgement.evidence}; run by {self._upstream[0].name}, but {err}: "
                                               "the real pipeline does not verify and goes on with this IR; "
                                               "the replay stops here")
            self.recorder.event("note", message=f"replay stopped at pass {index} ({spec.arg}): its emulated "
                                                f"output fails the DSL's verifier")
            return None
        if emulation is None:
            evidence = judgement.evidence + (f"; not emulated: {not_emulated}" if not_emulated else "")
            self.recorder.record_pass(index, spec, Fidelity.SKIPPED, None, note, verdict=judgement.verdict,
                                      evidence=evidence)
            return module
        after = emulation.module
        texts[index] = printer.text(after)
        self.recorder.record_pass(index, spec, Fidelity.EMULATED, texts[index], note,
                                  facts=lambda: printer.facts(after), verdict=judgement.verdict,
                                  evidence=f"{judgement.evidence}; {emulation.evidence}")
        return after

    def _emulate(self, spec: PipelinePass, judgement: Judgement, module: Any, ctx: Any,
                 printer: PrintOnChange) -> tuple[Emulation | None, str]:
        """Run a skipped pass by other means: its greedy core here, or upstream MLIR (the extra).

        Returns the emulation, or None and why not (empty where nothing needs or allows it).
        """
        rule = rule_for(bare_pass_arg(spec.arg))
        if rule is None or judgement.verdict in (Verdict.IDLE, Verdict.UNPROVABLE):
            return None, ""
        if judgement.probe_changes and rule.probe is Probe.IS_PASS:
            return Emulation(run_probe(module, ctx, rule.greedy_runs),
                             f"run here as its greedy driver alone, the probe ×{rule.greedy_runs} (assumes the "
                             "pass uses the default configuration)"), ""
        if judgement.verdict is not Verdict.ACTIVE or not rule.upstream:
            return None, ""
        if self._upstream is None:
            self._upstream = load_upstream()
        upstream, missing = self._upstream
        if upstream is None:
            return None, missing
        try:
            emulation = upstream.run(module, spec, rule, printer.text(module))
        except UnreadableResult:
            raise
        except HandOffError as err:
            return None, f"the hand-off to {upstream.name} failed: {err}"
        if rule.probe is Probe.NO_FOLD:
            unchanged = not probe_changes(module, ctx, lambda: printer.text(module),
                                          lambda: printer.fingerprint(module))
            folds = ("no op can fold (the greedy-core probe changes nothing)" if unchanged
                     else "the probe changes the IR: folds of ops unknown upstream are not reproduced")
            emulation = Emulation(emulation.module, f"{emulation.evidence}; {folds}")
        return emulation, ""

    def _take_checkpoint(self, index: int, spec: PipelinePass, checkpoint: LlvmOnlyCheckpoint,
                         texts: dict[int, str], specs: list[PipelinePass], replayed: Any) -> Any:
        """Compare the replay (`replayed`, its module at the stop) with the exact llvm-only IR, then
        continue from the exact IR."""
        self._compare_llvm_only(checkpoint, texts, specs, replayed)
        texts[index] = checkpoint.text
        self.recorder.record_pass(index, spec, Fidelity.EXACT, checkpoint.text,
                                  "the real pipeline's llvm-only stop; the passes after it replay from here",
                                  facts=lambda: live_facts(checkpoint.module))
        return checkpoint.module

    def _locate_failure(self, specs: list[PipelinePass], tree: Path, ctx: Any, instrument: bool) -> int | None:
        """Index of the pass the real pipeline failed in."""
        if instrument:
            done = read_dump_tree(tree) if tree.exists() else []
            record_dumps(self.recorder, specs[: len(done)], tree)
            shutil.rmtree(tree, ignore_errors=True)
            return len(done) + 1 if len(done) < len(specs) else None
        try:
            self._replay(specs, ctx, stop_on_error=True)
        except Exception:  # noqa: BLE001 - the replay failed where the real pipeline did
            events = [e for e in read_journal(self.recorder.root) if e["event"] == "replay-error"]
            return events[-1]["index"] if events else None
        return None

    def _run_llvm_only(self, pipeline: str, ctx: Any) -> LlvmOnlyCheckpoint | None:
        """Run the real pipeline to its llvm-only stop (an exact checkpoint), where the DSL offers it."""
        from cutlass._mlir import ir, passmanager

        llvm_only = set_top_level_option(pipeline, META_PASS, "llvm-only", "true")
        if not option_accepted(llvm_only, ctx):
            self.recorder.event("checkpoint", checkpoint="llvm-only", status=CheckpointStatus.UNAVAILABLE.value,
                                detail="this DSL's cute-to-nvvm has no llvm-only option", pass_index=None)
            return None
        module = ir.Module.parse((self.recorder.root / "artifacts" / "input.mlirbc").read_bytes(), context=ctx)
        pm = passmanager.PassManager.parse(llvm_only, context=ctx)
        pm.run(module.operation)
        checkpoint = LlvmOnlyCheckpoint(module, module_text(module))
        self._checkpoint_bytecode().write_bytes(module_bytecode(module))  # for the replay worker
        self.recorder.record_artifact("llvm-only", "llvm-only.mlir", checkpoint.text.encode())
        return checkpoint

    def _checkpoint_bytecode(self) -> Path:
        return self.scratch / "llvm-only.mlirbc"

    def _checkpoint_text(self) -> Path:
        return self.recorder.root / "artifacts" / "llvm-only.mlir"

    def _compare_llvm_only(self, checkpoint: LlvmOnlyCheckpoint | None, texts: dict[int, str],
                           specs: list[PipelinePass], replayed: Any = None) -> None:
        """Find the captured pass whose IR is the llvm-only IR; when none is, say how they differ.

        The comparison names the IR just before the binary pass (where the stop is) and the passes
        the replay had to skip before that point: the usual cause of a difference. Where the texts
        differ, the replay's module at the stop is compared with debug info stripped: with line info
        on, an unregistered pass that only adds debug-info scopes precedes the stop. Stripping debug
        info leaves every op, so that is printed only where both modules have the same ops (walking
        them takes a hundredth of a second on FA4, printing both a fifth).
        """
        if checkpoint is None:
            return
        same = [i for i, t in texts.items() if t == checkpoint.text]
        before_stop = max((i for i in texts if i < (checkpoint_index(specs) or len(specs) + 1)), default=None)
        if same:
            status, detail = CheckpointStatus.IDENTICAL, f"equals the captured IR after pass {same[0]}"
        elif (replayed is not None and before_stop is not None and op_names(replayed) == op_names(checkpoint.module)
              and module_text(replayed, debug_info=False) == module_text(checkpoint.module, debug_info=False)):
            status = CheckpointStatus.IDENTICAL_WITHOUT_DEBUG_INFO
            skipped = [s.arg for i, s in enumerate(specs[before_stop:], before_stop + 1)
                       if i not in texts and i <= (checkpoint_index(specs) or 0)]
            detail = (f"equals the replayed IR after pass {before_stop} with locations and debug info stripped"
                      + (f" (skipped after it: {', '.join(skipped)})" if skipped else ""))
            same = [before_stop]
        else:
            status, detail = CheckpointStatus.DIFFERS, explain_llvm_only(checkpoint.text, texts, specs)
        self.recorder.event("checkpoint", checkpoint="llvm-only", status=status.value, detail=detail,
                            pass_index=same[0] if same else None)

    def _compare_binaries(self, skipped: list[str]) -> None:
        """The replay's PTX and cubin against the real pipeline's, byte for byte."""
        for kind in ("ptx", "cubin"):
            real, replay = self._dumped("real", kind), self._dumped("replay", kind)
            if not real or not replay:
                status, detail = CheckpointStatus.UNAVAILABLE, f"{'real' if not real else 'replayed'} {kind} missing"
            elif real[0].read_bytes() == replay[0].read_bytes():
                status, detail = CheckpointStatus.IDENTICAL, "byte-identical"
            else:
                status = CheckpointStatus.DIFFERS
                detail = (f"{describe_difference(real[0], replay[0], kind)}; passes the replay skipped: "
                          f"{', '.join(skipped) or 'none'}")
            self.recorder.event("checkpoint", checkpoint=kind, status=status.value, detail=detail, pass_index=None)


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


def record_dumps(recorder: CompileRecorder, specs: list[PipelinePass], tree: Path) -> dict[int, str]:
    """Record the real pipeline's own dumps, matched one-to-one with the expanded passes.

    Each changed dump is parsed here for its op counts, while nvdisasm has the other core.
    """
    parser = IRParser()
    dumps = read_dump_tree(tree)
    if len(dumps) != len(specs):
        recorder.event("note", message=f"{len(dumps)} IR dumps for {len(specs)} passes")
    texts = {}
    for index, (spec, dump) in enumerate(zip(specs, dumps), start=1):
        note = "" if dump.header.arg == spec.arg else f"dump header names {dump.header.arg}"
        recorder.event("class-name", index=index, class_name=dump.header.class_name)
        recorder.record_pass(index, spec, Fidelity.EXACT, dump.text, note,
                             facts=lambda text=dump.text: parser.facts(text))
        texts[index] = dump.text
    return texts


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
