"""The instrument strategy: the real pipeline prints the IR after every pass (MLIR IR printing, DSL <= 4.5).

Every pass is exact: its IR is what the real pipeline printed, into a tree of files in the compile's
directory (`layout.IR_TREE`), recorded once the pipeline has run (`record.dumps.record_dumps`).
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from cute_ir.capture.dsl.strategy import CompileFiles
from cute_ir.capture.pipeline import PipelinePass
from cute_ir.capture.record.dumps import read_dump_tree, record_dumps
from cute_ir.capture.record.layout import IR_TREE
from cute_ir.capture.replay.checkpoints import LlvmOnlyCheckpoint, compare_llvm_only


class InstrumentStrategy:
    """Captures through the real pipeline's own IR printing (a `CaptureStrategy`)."""

    replay_running = False  # nothing runs beside the script

    def __init__(self, files: CompileFiles) -> None:
        self.files = files
        self.tree = files.recorder.root / IR_TREE

    def before_real(self, specs: list[PipelinePass], ctx: Any) -> None:
        pass

    @contextmanager
    def running_real(self, ctx: Any) -> Iterator[None]:
        ctx.enable_multithreading(False)  # module-scope printing requires it
        try:
            yield
        finally:
            ctx.enable_multithreading(True)

    def configure(self, pm: Any) -> None:
        pm.enable_ir_printing(print_after_all=True, print_module_scope=True,
                              enable_debug_info=True, tree_printing_dir_path=str(self.tree))

    def failed_at(self, specs: list[PipelinePass], ctx: Any) -> int | None:
        """The pass after the last one the real pipeline printed."""
        done = read_dump_tree(self.tree) if self.tree.exists() else []
        record_dumps(self.files.recorder, specs[: len(done)], self.tree)
        shutil.rmtree(self.tree, ignore_errors=True)
        return len(done) + 1 if len(done) < len(specs) else None

    def before_stop(self) -> None:
        self.files.start_ptxas()

    def after_real(self, specs: list[PipelinePass], ctx: Any, checkpoint: LlvmOnlyCheckpoint | None) -> None:
        texts = record_dumps(self.files.recorder, specs, self.tree)
        if checkpoint is not None:
            self.files.record_checkpoint("llvm-only", compare_llvm_only(checkpoint, texts, specs))
        shutil.rmtree(self.tree, ignore_errors=True)

    def settle(self) -> None:
        pass

    def join_replay(self) -> None:
        pass

    def stop_replay(self) -> None:
        pass
