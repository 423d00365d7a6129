"""How the replay is compared with the real pipeline's exact checkpoints."""

from __future__ import annotations

from pathlib import Path

from cute_ir.capture.replay.checkpoints import checkpoint_index, describe_difference, explain_llvm_only, line_difference
from cute_ir.capture.pipeline import PipelinePass

SPECS = [PipelinePass(a) for a in ("canonicalize", "int-range-optimizations", "cse", "reconcile-unrealized-casts",
                                    "cuda-to-binary", "cuda-to-llvm")]


def test_the_llvm_only_stop_is_just_before_the_binary_pass() -> None:
    assert checkpoint_index(SPECS) == 4
    assert checkpoint_index([PipelinePass("gpu-module-to-binary")]) is None
    assert checkpoint_index([PipelinePass("cse")]) is None


def test_line_difference_counts_changed_lines_and_the_first() -> None:
    assert line_difference("a\nb\nc\n", "a\nB\nc\n") == "2 lines differ (3 vs 3), the first at line 2"
    assert line_difference("a\nb\n", "a\nb\nc\n").startswith("1 lines differ (2 vs 3)")


def test_line_difference_counts_lines_as_multisets() -> None:
    # a moved line is no difference; a repeated line counts as often as one side has it more
    assert line_difference("a\nb\nc\n", "c\na\nb\n") == "0 lines differ (3 vs 3), the first at line 1"
    assert line_difference("a\na\na\n", "a\n").startswith("2 lines differ (3 vs 1)")


def test_explanation_names_the_compared_pass_and_the_skipped_ones() -> None:
    texts = {1: "x", 3: "y", 4: "y"}  # pass 2 was skipped
    detail = explain_llvm_only("z", texts, SPECS)
    assert "after pass 4 (reconcile-unrealized-casts)" in detail
    assert "skipped before it: int-range-optimizations" in detail


def test_binary_differences(tmp_path: Path) -> None:
    (tmp_path / "a.ptx").write_text(".version 8.8\nadd.s32 %r1;\n")
    (tmp_path / "b.ptx").write_text(".version 8.8\nmul.s32 %r1;\n")
    assert "'add.s32 %r1;' vs replayed 'mul.s32 %r1;'" in describe_difference(tmp_path / "a.ptx", tmp_path / "b.ptx", "ptx")
    (tmp_path / "a.cubin").write_bytes(b"\x7fELF\x01")
    (tmp_path / "b.cubin").write_bytes(b"\x7fELF\x02\x00")
    assert describe_difference(tmp_path / "a.cubin", tmp_path / "b.cubin", "cubin") == (
        "sizes 5 vs 6 bytes; first difference at byte 4"
    )
