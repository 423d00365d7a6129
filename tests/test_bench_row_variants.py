"""bench/row_variants.py: versions of kernels/row_reduction.py load side by side as distinct modules,
and the script refuses what it cannot run before touching a GPU."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from cute_ir.errors import ExitCode

ROOT = Path(__file__).resolve().parents[1]


def _script():
    spec = importlib.util.spec_from_file_location("bench_row_variants", ROOT / "bench" / "row_variants.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_two_copies_of_one_version_are_distinct_modules_with_every_instance(tmp_path: Path) -> None:
    pytest.importorskip("cutlass")
    script = _script()
    copy = tmp_path / "row_reduction_copy.py"
    copy.write_text((ROOT / "kernels" / "row_reduction.py").read_text())
    first = script.load_version("first", ROOT / "kernels" / "row_reduction.py")
    second = script.load_version("second", copy)
    assert first is not second and first.softmax_kernel is not second.softmax_kernel
    names = {kernel.name for kernel in second.RowReductionKernel.generate_kernels()}
    assert {f"softmax_sm80_{dtype}_t{threads}" for dtype, threads in script.THREADS.items()} <= names
    assert {f"rmsnorm_sm80_{dtype}_t{threads}" for dtype, threads in script.THREADS.items()} <= names
    for name in ("cute_ir.kernels.row_reduction_first", "cute_ir.kernels.row_reduction_second"):
        sys.modules.pop(name, None)


def test_a_version_without_a_label_is_a_usage_error() -> None:
    with pytest.raises(SystemExit) as exit_info:
        _script().main(["kernels/row_reduction.py"])
    assert exit_info.value.code == 2


def test_without_a_gpu_it_exits_with_the_no_gpu_code(capsys: pytest.CaptureFixture[str]) -> None:
    torch = pytest.importorskip("torch")
    if torch.cuda.is_available():
        pytest.skip("a GPU is present")
    assert _script().main([f"new={ROOT / 'kernels' / 'row_reduction.py'}"]) == int(ExitCode.NO_GPU)
    assert "needs an NVIDIA GPU" in capsys.readouterr().err
