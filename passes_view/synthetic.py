"""A synthetic trace of any size, for the viewer's tests and its load benchmark.

Real captures are small (a few hundred KB); the viewer must also stay fast on a 60-pass, 10 MB trace,
which only a generated one provides. The IR is valid MLIR (func/arith ops with file locations), so
the source mapping path runs on it exactly as on a real trace.
"""

from __future__ import annotations

from pathlib import Path

from cute_ir.capture.record.sources import store_sources
from cute_ir.fsutil import sha256_text, write_text_atomic
from cute_ir.trace import (
    INPUT_FILE,
    Artifact,
    Fidelity,
    KernelIdentity,
    PassRecord,
    Strategy,
    Trace,
)

# Stages in pipeline order with how many of the passes fall in each, as fractions of the total.
_STAGES = (("cute-prepare", 0.15), ("cute-expand-ops", 0.05), ("cute-simplify", 0.2), ("cute-to-core", 0.15),
           ("llvm-prepare", 0.1), ("to-llvm", 0.15), ("llvm-cleanup", 0.1), ("to-binary", 0.05), ("host", 0.05))
SOURCE_LINES = 40


def _source(path: Path) -> None:
    lines = [f"    value_{i} = tensor[{i}] * {i + 1}  # synthetic source line {i + 1}" for i in range(SOURCE_LINES)]
    write_text_atomic(path, "def synthetic_kernel(tensor):\n" + "\n".join(lines[1:]) + "\n")


def _module(source: Path, functions: int, version: int, dialect: str) -> str:
    """A module whose op mix shifts with `version`, so consecutive passes differ in a few places."""
    body: list[str] = []
    for f in range(functions):
        body.append(f"  func.func @f{f}(%arg0: i32, %arg1: i32) -> i32 {{")
        previous = "%arg0"
        for k in range(12):
            op = "addi" if (f + k + version) % 5 else "muli"
            line = (f * 7 + k) % SOURCE_LINES + 1
            body.append(f'    %{k} = arith.{op} {previous}, %arg1 : i32 loc("{source}":{line}:4)')
            previous = f"%{k}"
        body.append(f'    func.return {previous} : i32 loc("{source}":{SOURCE_LINES}:4)')
        body.append(f'  }} loc("{source}":1:0)')
    header = f"// {dialect} stage, version {version}\n"
    return header + "module {\n" + "\n".join(body) + "\n}\n"


def _stage_of(position: int, total: int) -> str:
    edge = 0.0
    for stage, share in _STAGES:
        edge += share * total
        if position < edge:
            return stage
    return _STAGES[-1][0]


def write_synthetic_trace(root: Path, passes: int = 12, functions: int = 4, *, source: Path | None = None) -> Trace:
    """Write a complete trace directory (manifest last) and return it.

    Every fourth pass leaves the IR unchanged and the fifth pass is skipped, so every badge and the
    "hide unchanged" filter have something to act on. `functions` scales the IR size (~780 B each).
    """
    root = Path(root)
    source = source or root / "synthetic_kernel.py"
    _source(source)
    text = _module(source, functions, 0, "cute")
    write_text_atomic(root / INPUT_FILE, text)
    records: list[PassRecord] = []
    current_file = INPUT_FILE
    for index in range(1, passes + 1):
        stage = _stage_of(index - 1, passes)
        arg = f"synthetic-{stage}-{index}"
        skipped = index == 5
        changed = not skipped and index % 4 != 0
        if changed:
            text = _module(source, functions, index, stage)
            current_file = f"passes/{index:03d}-{arg}.mlir"
            write_text_atomic(root / current_file, text)
        addi = sum(line.count("arith.addi") for line in text.splitlines())
        muli = text.count("arith.muli")
        records.append(PassRecord(
            index=index, arg=arg, class_name=f"Synthetic{index}Pass", anchor="builtin.module", options="",
            stage=stage, fidelity=Fidelity.SKIPPED if skipped else (Fidelity.EXACT if index < 8 else Fidelity.REPLAYED),
            changed=None if skipped else changed, ir_file=None if skipped else current_file,
            sha256=None if skipped else sha256_text(text), size=None if skipped else len(text),
            time_ms=None if skipped else 0.5 + index / 10,
            op_counts={} if skipped else {"arith": addi + muli, "func": 2 * functions, "builtin": 1},
            note="not registered in this DSL build" if skipped else "",
        ))
    ptx = (f'.version 8.0\n.target sm_90a\n.file 1 "{source}"\n.visible .entry f0()\n{{\n'
           "\t.reg .b32 %r<4>;\n\t.loc 1 3 4\n\tmov.u32 %r1, %tid.x;\n\t.loc 1 4 4\n\tadd.s32 %r2, %r1, %r1;\n\tret;\n}\n")
    write_text_atomic(root / "artifacts/kernel.ptx", ptx)
    trace = Trace(
        dsl_version="0.0-synthetic", dsl_variant="cu12", strategy=Strategy.REPLAY, arch="sm_90a",
        kernel=KernelIdentity(name="synthetic_kernel", entry="synthetic_kernel", source_file=str(source)),
        pipeline="builtin.module(synthetic)", expanded_pipeline="builtin.module(synthetic)", passes=records,
        artifacts={"ptx": Artifact(file="artifacts/kernel.ptx", sha256=sha256_text(ptx), size=len(ptx))},
        sources=store_sources(root, [str(source)]),  # as a capture stores them
    )
    trace.save(root)
    return trace
