"""Line up the passes of two traces by canonical stage, for the side-by-side comparison page.

Within one stage, passes are matched by pass argument in pipeline order (difflib over the argument
lists), so a pass one release added or dropped gets an empty cell instead of shifting every later row.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from cute_ir.trace import PassRecord
from cute_ir.versions import INPUT_STAGE, PASS_STAGES


@dataclass(frozen=True)
class AlignedRow:
    stage: str
    a: PassRecord | None
    b: PassRecord | None


def _stage_order(a: list[PassRecord], b: list[PassRecord]) -> list[str]:
    order = [INPUT_STAGE, *PASS_STAGES]
    for record in [*a, *b]:
        if record.stage not in order:
            order.append(record.stage)
    return order


def align_by_stage(a: list[PassRecord], b: list[PassRecord]) -> list[AlignedRow]:
    """Rows in canonical stage order; within a stage, passes with the same argument share a row."""
    rows: list[AlignedRow] = []
    for stage in _stage_order(a, b):
        left = [p for p in a if p.stage == stage]
        right = [p for p in b if p.stage == stage]
        matcher = difflib.SequenceMatcher(None, [p.arg for p in left], [p.arg for p in right], autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag == "equal":
                rows.extend(AlignedRow(stage, x, y) for x, y in zip(left[i1:i2], right[j1:j2]))
                continue
            # Replaced runs pair up positionally as far as they go; the rest stand alone.
            span = max(i2 - i1, j2 - j1)
            for k in range(span):
                x = left[i1 + k] if i1 + k < i2 else None
                y = right[j1 + k] if j1 + k < j2 else None
                rows.append(AlignedRow(stage, x, y))
    return rows
