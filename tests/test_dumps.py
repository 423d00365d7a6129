"""IR-dump headers of old and new MLIR, and the order of a dump tree."""

from __future__ import annotations

from pathlib import Path

from cute_ir.capture.record.dumps import parse_header, read_dump_tree


def test_old_header_form() -> None:
    header = parse_header("// -----// IR Dump After CSE (cse) ('builtin.module' operation) //----- //")
    assert (header.class_name, header.arg, header.options, header.op) == ("CSE", "cse", "", "builtin.module")


def test_nested_header_with_symbol() -> None:
    header = parse_header(
        "// -----// IR Dump After CudaComputeTargetPass (cuda-compute-target) ('gpu.module' operation: @kernels) //----- //"
    )
    assert header.arg == "cuda-compute-target" and header.op == "gpu.module"


def test_new_header_form_prints_options() -> None:
    header = parse_header(
        "// -----// IR Dump After Canonicalizer (canonicalize{  max-iterations=3 region-simplify=disabled}) //----- //"
    )
    assert header.arg == "canonicalize"
    assert header.options == "{  max-iterations=3 region-simplify=disabled}"


def test_not_a_header() -> None:
    assert parse_header("module {") is None


def test_tree_is_read_in_pass_order(tmp_path: Path) -> None:
    def write(relative: str, arg: str) -> None:
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"// -----// IR Dump After P ({arg}) //----- //\nmodule {{}} // {arg}\n")

    write("builtin_module_no-symbol-name/10_late.mlir", "late")
    write("builtin_module_no-symbol-name/2_early.mlir", "early")
    write("builtin_module_no-symbol-name/gpu_module_kernels/5_1_nested-b.mlir", "nested-b")
    write("builtin_module_no-symbol-name/gpu_module_kernels/5_0_nested-a.mlir", "nested-a")
    args = [d.header.arg for d in read_dump_tree(tmp_path)]
    assert args == ["early", "nested-a", "nested-b", "late"]
    assert read_dump_tree(tmp_path)[0].text.startswith("module")
