"""The replay strategy: the real pipeline runs untouched while a forked worker replays it pass by pass.

For DSL >= 4.6, where IR printing is compiled out: the real pipeline runs but for timing and PTX/cubin
dump paths; meanwhile a forked worker (`replay.worker`) re-runs the expanded pipeline one registered pass
at a time on a copy of the input. A pass the registry cannot name is judged (`replay.idleness`),
emulated where that is sound (`replay.emulate`), or recorded as skipped. The replay is checked against
every exact checkpoint the real pipeline offers: the `llvm-only` stop, PTX and cubin; from the stop on
it continues from the real pipeline's exact module, whose following passes the parent runs and hands
over (`replay.handover`). Without a fork, or to locate a crash (`replay_first`), it runs in this process.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import Any

from cute_ir.capture.dsl.strategy import CompileFiles
from cute_ir.capture.extract.mlir import live_facts
from cute_ir.capture.pipeline import BINARY_DUMP_OPTIONS, PipelinePass
from cute_ir.capture.record.journal import Event, of_kind, read_journal
from cute_ir.capture.record.layout import INPUT_BYTECODE, PTXAS_REPORT, PTXAS_REPORT_NAME, REPLAY_JOURNAL, REPLAY_LOCK
from cute_ir.capture.replay import ptxas_report
from cute_ir.capture.replay.checkpoints import (
    LlvmOnlyCheckpoint,
    checkpoint_index,
    compare_binaries,
    compare_llvm_only,
)
from cute_ir.capture.replay.emulate import Emulation, HandOffError, UnreadableResult, UpstreamMLIR, load_upstream
from cute_ir.capture.replay.handover import Handover
from cute_ir.capture.replay.idleness import Judgement, judge, probe_changes, run_probe
from cute_ir.capture.replay.printing import PrintOnChange
from cute_ir.capture.replay.skipped_passes import Probe, rule_for
from cute_ir.capture.replay.worker import ForkedWorker, ParentLink, RealOutcome
from cute_ir.stages import bare_pass_arg
from cute_ir.trace import Fidelity, Verdict


class ReplayStrategy:
    """Captures by replaying the pipeline pass by pass beside the real one (a `CaptureStrategy`)."""

    def __init__(self, files: CompileFiles, *, timing: bool, replay_first: bool = False) -> None:
        self.files = files
        self.recorder = files.recorder
        self.scratch = files.scratch
        self.timing = timing  # the real pipeline's pass manager can time its passes
        self.replay_first = replay_first
        self._replayed: dict[int, str] | None = None  # replayed before the real pipeline (`replay_first`)
        self._worker: ForkedWorker | None = None  # the forked replay, until released or joined
        self._upstream: tuple[UpstreamMLIR | None, str] | None = None  # loaded when first needed
        self._in_worker = False  # the forked replay worker: the parent hands it the passes after the stop
        self._link: ParentLink | None = None  # in the worker: its parent, who may stop wanting it
        self._unjoined: ForkedWorker | None = None  # released to finish on its own; joined later
        self._ptxas_reported = False  # the binary pass after the stop gave the DSL's own ptxas report

    # ---- the strategy ----------------------------------------------------------------------
    def before_real(self, specs: list[PipelinePass], ctx: Any) -> None:
        if self.replay_first:
            self.recorder.event(Event.NOTE, message="replayed every pass before the real pipeline to locate a crash")
            self._replayed = self._replay(specs, ctx)  # a crash in here is journaled with its pass
        else:
            self._worker = self._start_worker(specs)

    def running_real(self, ctx: Any) -> AbstractContextManager[None]:
        return nullcontext()

    def configure(self, pm: Any) -> None:
        if self.timing:
            pm.enable_timing()

    def failed_at(self, specs: list[PipelinePass], ctx: Any) -> int | None:
        if self._worker is not None:
            worker, self._worker = self._worker, None
            return self._join(worker, RealOutcome.FAILED)
        if self._replayed is None:
            return self._locate_failure(specs, ctx)
        return None

    def before_stop(self) -> None:
        # Where the parent will run the binary pass again after the stop (a worker replays), that pass
        # reports for ptxas (`ptxas_report`); else `ptxas -v` starts now, beside nvdisasm.
        if self._worker is None:
            self.files.start_ptxas()

    def after_real(self, specs: list[PipelinePass], ctx: Any, checkpoint: LlvmOnlyCheckpoint | None) -> None:
        worker = self._worker
        if worker is None:
            texts = self._replayed if self._replayed is not None else self._replay(specs, ctx, lambda: checkpoint)
            self._finish_replay(texts, specs)
            return
        if checkpoint is not None:
            worker.tell(RealOutcome.CHECKPOINT)
            self._run_after_stop(specs)
        if not self._ptxas_reported:
            self.files.start_ptxas()
        # The worker has all it needs: the script goes on while it finishes (see `join_replay`).
        worker.tell(RealOutcome.FINISHED if checkpoint is None else RealOutcome.CHECKPOINT)
        worker.release()
        self._unjoined, self._worker = worker, None

    def settle(self) -> None:
        if self._worker is not None:
            worker, self._worker = self._worker, None
            self._join(worker, RealOutcome.FAILED)

    @property
    def replay_running(self) -> bool:
        """Is the released replay worker yet to be joined (`join_replay`)?"""
        return self._unjoined is not None

    def join_replay(self) -> None:
        """Wait for the replay worker that `after_real` released, and journal how it ended."""
        if self._unjoined is not None:
            worker, self._unjoined = self._unjoined, None
            self._join(worker, RealOutcome.FAILED)

    def stop_replay(self) -> None:
        """End the released replay worker now: the capture is being abandoned (Ctrl-C)."""
        if self._unjoined is not None:
            worker, self._unjoined = self._unjoined, None
            worker.kill()

    # ---- the replay worker -----------------------------------------------------------------
    def _start_worker(self, specs: list[PipelinePass]) -> ForkedWorker | None:
        """Fork the replay onto the other core; None (the replay then runs here, later) if fork fails."""
        try:
            return ForkedWorker(lambda link: self._replay_in_worker(specs, link),
                                lock=self.recorder.root / REPLAY_LOCK)
        except OSError as err:
            self.recorder.event(Event.NOTE, message=f"replay not forked ({err}); it runs after the real pipeline")
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
            module = ir.Module.parse(self.files.checkpoint_bytecode.read_bytes(), context=ctx)
            return LlvmOnlyCheckpoint(module, self.files.checkpoint_text.read_text())

        texts = self._replay(specs, ctx, checkpoint)
        if link() is not RealOutcome.FAILED:
            self._finish_replay(texts, specs)
        self.recorder.event(Event.REPLAY_END)
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
        self.recorder.event(Event.REPLAY_JOINED)
        events = read_journal(self.recorder.root)
        if ended:
            running = [e["index"] for e in of_kind(events, Event.RUNNING)]
            where = f" in pass {running[-1]}" if running else ""
            self.recorder.event(Event.NOTE, message=f"the replay worker ended abnormally ({ended}){where}")
        errors = [e["index"] for e in of_kind(events, Event.REPLAY_ERROR)]
        return errors[-1] if errors else None

    def _finish_replay(self, texts: dict[int, str], specs: list[PipelinePass]) -> None:
        self.files.record_artifacts(self.files.replay_prefix, "replay-", Fidelity.REPLAYED)
        self._compare_binaries([s.arg for i, s in enumerate(specs, 1) if i not in texts])

    # ---- the real pipeline -----------------------------------------------------------------
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
            (self.recorder.root / INPUT_BYTECODE).read_bytes(), context=ctx
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
            self.recorder.event(Event.RUNNING, index=index)
            try:
                pm.run(module.operation)
            except Exception as err:
                self.recorder.event(Event.REPLAY_ERROR, index=index, message=str(err))
                if stop_on_error:
                    raise
                self.recorder.event(Event.NOTE, message=f"replay stopped at pass {index} ({spec.arg}): {err}")
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
                spec = spec.with_option(option, str(self.files.replay_prefix))
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
            module = ir.Module.parse(self.files.checkpoint_bytecode.read_bytes(), context=ctx)
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
            module = ir.Module.parse(self.files.checkpoint_bytecode.read_bytes(), context=module.context)
            pm, _ = self._pass_manager(spec, module.context, report=False)
            pm.enable_verifier(False)
            pm.run(module.operation)
            if not self._replay_cubin_is_real():
                return module
        self.recorder.record_artifact(PTXAS_REPORT, PTXAS_REPORT_NAME, report.encode(), Fidelity.REPLAYED)
        self._ptxas_reported = True
        return module

    def _replay_cubin_is_real(self) -> bool:
        """Are the cubins the replay's binary pass dumped byte for byte those the real pipeline dumped?"""
        real, replayed = ([path.read_bytes() for path in self.files.dumped(prefix, "cubin")]
                          for prefix in ("real", "replay"))
        return bool(real) and real == replayed

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
            self.recorder.event(Event.RUNNING, index=done.index)
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
            self.recorder.event(Event.NOTE, message=f"replay stopped at pass {index} ({spec.arg}): its emulated "
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
        self.files.record_checkpoint("llvm-only", compare_llvm_only(checkpoint, texts, specs, replayed))
        texts[index] = checkpoint.text
        self.recorder.record_pass(index, spec, Fidelity.EXACT, checkpoint.text,
                                  "the real pipeline's llvm-only stop; the passes after it replay from here",
                                  facts=lambda: live_facts(checkpoint.module))
        return checkpoint.module

    def _locate_failure(self, specs: list[PipelinePass], ctx: Any) -> int | None:
        """Index of the pass the real pipeline failed in, where the replay fails there too."""
        try:
            self._replay(specs, ctx, stop_on_error=True)
        except Exception:  # noqa: BLE001 - the replay failed where the real pipeline did
            events = list(of_kind(read_journal(self.recorder.root), Event.REPLAY_ERROR))
            return events[-1]["index"] if events else None
        return None

    def _compare_binaries(self, skipped: list[str]) -> None:
        """The replay's PTX and cubin against the real pipeline's, byte for byte."""
        for kind in ("ptx", "cubin"):
            compared = compare_binaries(self.files.dumped("real", kind), self.files.dumped("replay", kind), kind, skipped)
            self.files.record_checkpoint(kind, compared)
