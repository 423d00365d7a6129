"""Align the passes of two traces, across releases that renamed, added and removed passes.

The skeleton is a longest common subsequence of (canonical stage, pass identity), identity being a
pass's newest name, so stages line up first. A pass that runs once per pipeline and that both traces
run, but in different places (4.6 attaches the target before the LLVM conversion, 4.5 after it), is
then paired anyway and marked `moved` (`cute_ir.stages.alignment_key`); a pass that runs in several
places (canonicalize, cse, ...) pairs only within its stage. Everything else is only in one trace.
Between two skeleton rows, the rows of A and of B are merged by stage, each in its own order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cute_ir.trace import PassRecord, Trace
from cute_ir.stages import PASS_STAGES, alignment_key, assign_stages, pass_identity


@dataclass(frozen=True)
class AlignedPass:
    """One row of the alignment: a pass of A, of B, or of both."""

    stage: str
    a: PassRecord | None
    b: PassRecord | None
    moved: bool = False  # in both pipelines, but not in the same order relative to the others

    @property
    def paired(self) -> bool:
        return self.a is not None and self.b is not None


def align_traces(a: Trace, b: Trace) -> list[AlignedPass]:
    return align_passes(a.passes, b.passes)


def align_passes(a: Sequence[PassRecord], b: Sequence[PassRecord]) -> list[AlignedPass]:
    """The rows of both pass lists, in pipeline order, paired where they are the same pass."""
    a_keys, b_keys = _keys(a), _keys(b)
    matches = _longest_common_subsequence(
        [(stage, pass_identity(p.arg)) for (stage, _), p in zip(a_keys, a)],
        [(stage, pass_identity(p.arg)) for (stage, _), p in zip(b_keys, b)],
    )
    matched_a = {i for i, _ in matches}
    matched_b = {j for _, j in matches}
    moved = _pair_moved(a_keys, b_keys, matched_a, matched_b)
    moved_b = set(moved.values())

    rows: list[AlignedPass] = []
    i = j = 0
    for mi, mj in [*matches, (len(a), len(b))]:
        a_gap = [
            AlignedPass(a_keys[k][0], a[k], b[moved[k]], moved=True)
            if k in moved
            else AlignedPass(a_keys[k][0], a[k], None)
            for k in range(i, mi)
        ]
        b_gap = [AlignedPass(b_keys[k][0], None, b[k]) for k in range(j, mj) if k not in moved_b]
        rows.extend(_merge_by_stage(a_gap, b_gap))
        if mi < len(a):
            rows.append(AlignedPass(a_keys[mi][0], a[mi], b[mj]))
        i, j = mi + 1, mj + 1
    return rows


def _merge_by_stage(a_rows: list[AlignedPass], b_rows: list[AlignedPass]) -> list[AlignedPass]:
    """Interleave by stage, each side keeping its own order; A first within a stage."""
    merged: list[AlignedPass] = []
    while a_rows and b_rows:
        take_b = _stage_rank(b_rows[0]) < _stage_rank(a_rows[0])
        merged.append((b_rows if take_b else a_rows).pop(0))
    return merged + a_rows + b_rows


def _stage_rank(row: AlignedPass) -> int:
    return PASS_STAGES.index(row.stage) if row.stage in PASS_STAGES else len(PASS_STAGES)


def _keys(passes: Sequence[PassRecord]) -> list[tuple[str, tuple[str, str]]]:
    """(stage, alignment key) per pass; stages are recomputed where the trace did not record them."""
    stages = [p.stage for p in passes]
    if not all(stages):
        stages = assign_stages([p.arg for p in passes])
    return [(stage, alignment_key(p.arg, stage)) for p, stage in zip(passes, stages)]


def _longest_common_subsequence(a: Sequence[tuple[str, str]], b: Sequence[tuple[str, str]]) -> list[tuple[int, int]]:
    rows, cols = len(a), len(b)
    length = [[0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(rows - 1, -1, -1):
        for j in range(cols - 1, -1, -1):
            if a[i] == b[j]:
                length[i][j] = length[i + 1][j + 1] + 1
            else:
                length[i][j] = max(length[i + 1][j], length[i][j + 1])
    pairs: list[tuple[int, int]] = []
    i = j = 0
    while i < rows and j < cols:
        if a[i] == b[j]:
            pairs.append((i, j))
            i, j = i + 1, j + 1
        elif length[i + 1][j] >= length[i][j + 1]:
            i += 1
        else:
            j += 1
    return pairs


def _pair_moved(
    a: Sequence[tuple[str, tuple[str, str]]],
    b: Sequence[tuple[str, tuple[str, str]]],
    matched_a: set[int],
    matched_b: set[int],
) -> dict[int, int]:
    """Unmatched passes that run once per pipeline and exist on both sides: index in A -> in B."""
    free_b: dict[tuple[str, str], list[int]] = {}
    for j, (_, key) in enumerate(b):
        if j not in matched_b and not key[0]:
            free_b.setdefault(key, []).append(j)
    moved: dict[int, int] = {}
    for i, (_, key) in enumerate(a):
        if i not in matched_a and free_b.get(key):
            moved[i] = free_b[key].pop(0)
    return moved
