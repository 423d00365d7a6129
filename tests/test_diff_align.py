"""Pass alignment between the measured pipelines of neighbouring DSL releases."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cute_ir.diff import align_passes
from cute_ir.trace import Fidelity, PassRecord
from cute_ir.stages import assign_stages, pass_identity

PIPELINES = Path(__file__).resolve().parents[1].parent / "shared" / "facts" / "pipelines"
FILES = sorted(PIPELINES.glob("v*.passes.txt")) if PIPELINES.is_dir() else []


def _records(path: Path) -> list[PassRecord]:
    args = [m.group(1) for m in re.finditer(r"^\S+ \(([^)]+)\)", path.read_text(), re.MULTILINE)]
    return [
        PassRecord(
            index=i,
            arg=arg,
            class_name="",
            anchor="",
            options="",
            stage=stage,
            fidelity=Fidelity.EXACT,
            changed=True,
            ir_file=None,
            sha256=None,
            size=None,
            time_ms=None,
        )
        for i, (arg, stage) in enumerate(zip(args, assign_stages(args)), start=1)
    ]


@pytest.mark.skipif(len(FILES) < 2, reason=f"measured pass lists not found in {PIPELINES}")
@pytest.mark.parametrize("older,newer", list(zip(FILES, FILES[1:])), ids=lambda p: p.name.split(".passes")[0])
def test_neighbouring_releases_align_on_their_landmarks(older, newer):
    a, b = _records(older), _records(newer)
    rows = align_passes(a, b)
    assert sorted(r.a.index for r in rows if r.a) == [p.index for p in a], "every pass of A appears once"
    assert sorted(r.b.index for r in rows if r.b) == [p.index for p in b], "every pass of B appears once"
    paired = {pass_identity(r.a.arg): r for r in rows if r.paired}
    for landmark in ("cute-expand-ops", "cute-fold-static", "cuda-to-binary", "cuda-error-handling"):
        assert landmark in paired and not paired[landmark].moved, landmark
    main_llvm = [
        r for r in rows if r.paired and r.stage == "to-llvm" and pass_identity(r.a.arg) == "one-shot-convert-to-llvm"
    ]
    assert len(main_llvm) == 1
    for row in rows:
        if row.paired and not row.moved:
            assert row.a.stage == row.b.stage, (row.a.label, row.b.label)
    a_order = [r.a.index for r in rows if r.a and not r.moved]
    assert a_order == sorted(a_order), "rows keep A's pipeline order"
