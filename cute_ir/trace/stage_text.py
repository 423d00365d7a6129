"""The text of a trace at a canonical stage: the IR at the stage's end, or the artifact it names."""

from __future__ import annotations

from cute_ir.errors import BadInputError
from cute_ir.trace import INPUT_FILE, Trace
from cute_ir.stages import STAGES

# Stage names that stand for a trace artifact of that kind rather than a pass's IR.
ARTIFACT_STAGES = {"ptx": "ptx", "sass": "sass", "llvm-only": "llvm-only"}
STAGE_NAMES: tuple[str, ...] = tuple(dict.fromkeys((*STAGES, *ARTIFACT_STAGES)))


class StageNotCaptured(BadInputError):
    """The trace has no text for this stage (its release did not capture it), as opposed to a trace
    whose file for it is damaged: a check on a stage that is not there fails, a damaged trace is bad input."""


def stage_text(trace: Trace, stage: str) -> str:
    """The IR at the end of a canonical stage, or the artifact a stage name stands for."""
    if stage == "input":
        return trace.read_text(INPUT_FILE)
    if stage in ARTIFACT_STAGES:
        text = trace.artifact_text(ARTIFACT_STAGES[stage])
        if text is None:
            raise StageNotCaptured(f"this trace has no {stage} artifact")
        return text
    records = [p for p in trace.stage_passes(stage) if p.ir_file]
    if not records:
        known = sorted({p.stage for p in trace.passes} | {"input", *ARTIFACT_STAGES})
        raise StageNotCaptured(f"no captured IR for stage {stage!r}", hint=f"stages in this trace: {', '.join(known)}")
    return trace.read_text(records[-1].ir_file)
