"""Diff two traces: aligned passes, per-function IR diffs, resource deltas, the first divergence."""

from cute_ir.diff.align import AlignedPass, align_passes, align_traces
from cute_ir.diff.compare import Comparison, DiffStatus, Divergence, FunctionDiff, TraceDiff, diff_traces

__all__ = [
    "AlignedPass",
    "Comparison",
    "DiffStatus",
    "Divergence",
    "FunctionDiff",
    "TraceDiff",
    "align_passes",
    "align_traces",
    "diff_traces",
]
