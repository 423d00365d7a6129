"""The interface between the capture engine and its two strategies, and the compile's files they share.

The engine (`engine.CompileCapture`) runs the real pipeline for the user; a strategy captures the IR
after every pass beside it: `instrument.InstrumentStrategy` has the real pipeline print it (DSL <= 4.5),
`replaying.ReplayStrategy` replays the pipeline pass by pass (DSL >= 4.6). The strategies import this
module and never the engine, which picks one: no import circle.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from cute_ir.capture.extract.cubin import ToolMissing, start_ptxas
from cute_ir.capture.pipeline import PipelinePass
from cute_ir.capture.record.journal import CompileRecorder, Event
from cute_ir.capture.record.layout import CUBIN_FILE, LLVM_ONLY_NAME, PTX_FILE, artifact_file
from cute_ir.capture.replay.checkpoints import Compared, LlvmOnlyCheckpoint
from cute_ir.trace import Fidelity


@dataclass(frozen=True)
class CompileFiles:
    """One compile's recorder (its trace directory in the making) and its scratch directory."""

    recorder: CompileRecorder
    scratch: Path

    @property
    def real_prefix(self) -> Path:
        """Where the real pipeline's binary pass dumps its PTX and cubin."""
        return self.scratch / "real"

    @property
    def replay_prefix(self) -> Path:
        """Where the replay's binary pass dumps them."""
        return self.scratch / "replay"

    @property
    def checkpoint_bytecode(self) -> Path:
        """The real pipeline's module at its llvm-only stop, for the replay to go on from."""
        return self.scratch / "llvm-only.mlirbc"

    @property
    def checkpoint_text(self) -> Path:
        return self.recorder.root / artifact_file(LLVM_ONLY_NAME)

    def dumped(self, prefix: str, kind: str) -> list[Path]:
        """The `kind` files (ptx, cubin) a binary pass dumped under `prefix` (real, replay) in scratch."""
        return sorted(self.scratch.glob(f"{prefix}*.{kind}"))

    def record_artifacts(self, prefix: Path, label: str, fidelity: Fidelity) -> int:
        """Record the PTX and cubin the binary pass dumped under `prefix`; how many files there were."""
        recorded = 0
        for suffix, kind in ((".ptx", "ptx"), (".cubin", "cubin")):
            for path in sorted(prefix.parent.glob(f"{prefix.name}*{suffix}")):
                self.recorder.record_artifact(f"{label}{kind}", f"{label}kernel{suffix}", path.read_bytes(), fidelity)
                recorded += 1
        return recorded

    def start_ptxas(self) -> None:
        """Run `ptxas -v` on the real PTX in the background, for spill bytes and barriers; the trace
        assembler collects the report."""
        cubin, ptx = self.recorder.root / CUBIN_FILE, self.recorder.root / PTX_FILE
        if cubin.exists() and ptx.exists():
            try:
                start_ptxas(ptx, cubin)
            except (ToolMissing, RuntimeError, OSError):
                pass  # the assembler runs it again and notes why spill bytes are missing

    def record_checkpoint(self, checkpoint: str, compared: Compared) -> None:
        self.recorder.event(Event.CHECKPOINT, checkpoint=checkpoint, status=compared.status.value,
                            detail=compared.detail, pass_index=compared.pass_index)


class CaptureStrategy(Protocol):
    """How the IR after every pass is captured while the engine runs the real pipeline.

    The engine calls, in order: `before_real`; `running_real` around the real pipeline, whose pass
    manager `configure` sets up; then `failed_at` where the pipeline raised, else `before_stop` (the
    real PTX and cubin are recorded), `after_real` (the llvm-only stop has run, where the DSL offers it)
    and `settle`, also where those raised.
    """

    def before_real(self, specs: list[PipelinePass], ctx: Any) -> None:
        """Prepare before the real pipeline runs on the input recorded in the compile's files."""

    def running_real(self, ctx: Any) -> AbstractContextManager[None]:
        """The block the real pipeline runs in."""

    def configure(self, pm: Any) -> None:
        """Set up the real pipeline's pass manager (the DSL's own) before it runs."""

    def failed_at(self, specs: list[PipelinePass], ctx: Any) -> int | None:
        """The real pipeline raised: the index of the pass it failed in, where that can be known."""

    def before_stop(self) -> None:
        """The real pipeline finished; its PTX and cubin are recorded."""

    def after_real(self, specs: list[PipelinePass], ctx: Any, checkpoint: LlvmOnlyCheckpoint | None) -> None:
        """Capture the passes, given the real pipeline's llvm-only stop (None where the DSL has none)."""

    def settle(self) -> None:
        """The compile is over for the engine, however `after_real` ended."""

    @property
    def replay_running(self) -> bool:
        """Is work still running beside the script that `join_replay` must wait for?"""

    def join_replay(self) -> None:
        """Wait for that work and journal how it ended."""

    def stop_replay(self) -> None:
        """End that work now: the capture is being abandoned (Ctrl-C)."""
