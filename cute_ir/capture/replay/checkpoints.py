"""Comparing the replay with the real pipeline's exact checkpoints, and saying how they differ."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cute_ir.capture.extract.mlir import op_names
from cute_ir.capture.pipeline import PipelinePass
from cute_ir.capture.replay.printing import module_text
from cute_ir.stages import BINARY_PASSES
from cute_ir.trace import CheckpointStatus


@dataclass(frozen=True)
class LlvmOnlyCheckpoint:
    module: Any  # the real pipeline's module at its llvm-only stop
    text: str


@dataclass(frozen=True)
class Compared:
    """How the capture compares with one exact checkpoint (journaled as a `checkpoint` event)."""

    status: CheckpointStatus
    detail: str
    pass_index: int | None = None  # the captured pass whose IR is the checkpoint's


def compare_llvm_only(checkpoint: LlvmOnlyCheckpoint, texts: dict[int, str], specs: list[PipelinePass],
                      replayed: Any = None) -> Compared:
    """Find the captured pass whose IR is the llvm-only IR; when none is, say how they differ.

    The comparison names the IR just before the binary pass (where the stop is) and the passes
    the replay had to skip before that point: the usual cause of a difference. Where the texts
    differ, the replay's module at the stop (`replayed`) is compared with debug info stripped: with
    line info on, an unregistered pass that only adds debug-info scopes precedes the stop. Stripping
    debug info leaves every op, so that is printed only where both modules have the same ops (walking
    them takes a hundredth of a second on FA4, printing both a fifth).
    """
    same = [i for i, t in texts.items() if t == checkpoint.text]
    before_stop = max((i for i in texts if i < (checkpoint_index(specs) or len(specs) + 1)), default=None)
    if same:
        return Compared(CheckpointStatus.IDENTICAL, f"equals the captured IR after pass {same[0]}", same[0])
    if (replayed is not None and before_stop is not None and op_names(replayed) == op_names(checkpoint.module)
            and module_text(replayed, debug_info=False) == module_text(checkpoint.module, debug_info=False)):
        skipped = [s.arg for i, s in enumerate(specs[before_stop:], before_stop + 1)
                   if i not in texts and i <= (checkpoint_index(specs) or 0)]
        detail = (f"equals the replayed IR after pass {before_stop} with locations and debug info stripped"
                  + (f" (skipped after it: {', '.join(skipped)})" if skipped else ""))
        return Compared(CheckpointStatus.IDENTICAL_WITHOUT_DEBUG_INFO, detail, before_stop)
    return Compared(CheckpointStatus.DIFFERS, explain_llvm_only(checkpoint.text, texts, specs))


def compare_binaries(real: list[Path], replayed: list[Path], kind: str, skipped: list[str]) -> Compared:
    """The replay's PTX or cubin (`kind`) against the real pipeline's, byte for byte."""
    if not real or not replayed:
        return Compared(CheckpointStatus.UNAVAILABLE, f"{'real' if not real else 'replayed'} {kind} missing")
    if real[0].read_bytes() == replayed[0].read_bytes():
        return Compared(CheckpointStatus.IDENTICAL, "byte-identical")
    return Compared(CheckpointStatus.DIFFERS, f"{describe_difference(real[0], replayed[0], kind)}; passes the "
                                              f"replay skipped: {', '.join(skipped) or 'none'}")


def checkpoint_index(specs: list[PipelinePass]) -> int | None:
    """The pass after which the llvm-only stop lies: the last one before the binary pass."""
    binary = next((i for i, s in enumerate(specs, 1) if s.arg in BINARY_PASSES), None)
    return binary - 1 if binary and binary > 1 else None


def explain_llvm_only(real: str, texts: dict[int, str], specs: list[PipelinePass]) -> str:
    """How the llvm-only IR differs from the replayed IR before the binary pass, and the likely cause."""
    last = checkpoint_index(specs) or len(specs)
    before = [i for i in texts if i <= last]
    if not before:
        return "no captured pass to compare with"
    anchor = before[-1]
    skipped = [s.arg for i, s in enumerate(specs[: anchor - 1], 1) if i not in texts]
    difference = line_difference(real, texts[anchor])
    return (f"differs from the replayed IR after pass {anchor} ({specs[anchor - 1].arg}): {difference}; "
            f"passes the replay skipped before it: {', '.join(skipped) or 'none'}")


def line_difference(a: str, b: str) -> str:
    """How many lines only one text has, and where the first difference is.

    Lines are counted as multisets (a line moved elsewhere is not a difference): linear in the size
    of the texts, where a line diff of two FA4-sized modules (25,000 differing lines) took 0.8 s.
    """
    a_lines, b_lines = a.splitlines(), b.splitlines()
    a_count, b_count = Counter(a_lines), Counter(b_lines)
    changed = (a_count - b_count).total() + (b_count - a_count).total()
    first = next((n for n, (x, y) in enumerate(zip(a_lines, b_lines), 1) if x != y), min(len(a_lines), len(b_lines)))
    return f"{changed} lines differ ({len(a_lines)} vs {len(b_lines)}), the first at line {first}"


def describe_difference(real: Path, replay: Path, kind: str) -> str:
    """Where a replayed PTX (text) or cubin (bytes) first departs from the real one."""
    if kind == "cubin":
        a, b = real.read_bytes(), replay.read_bytes()
        offset = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        return f"sizes {len(a)} vs {len(b)} bytes; first difference at byte {offset}"
    a, b = real.read_text(), replay.read_text()
    for x, y in zip(a.splitlines(), b.splitlines()):
        if x != y:
            return f"{line_difference(a, b)}; real {x.strip()[:60]!r} vs replayed {y.strip()[:60]!r}"
    return "one is a prefix of the other"
