"""NVIDIA's operators (nvidia-cutlass-operators) through cute-ir's provider mechanism.

On a machine without the package the provider lists nothing; with it but without a CUDA driver the
operators are listed and refused with the reason (their compile path loads libcuda). The GPU runs
are in tests/test_gpu_kernels.py (every registered instance) and bench/gemm.py --operators.
"""

from __future__ import annotations

import ctypes
import sys

import pytest
from click.testing import CliRunner

from cute_ir import registry
from cute_ir.cli import main
from cute_ir.errors import ExitCode, NoGPUError
from cute_ir.golden.check import golden_keys
from cute_ir.providers import cutlass_operators

NAME = "nvop_sm90_ttt_bf16_128x256x64_c2x1"


def test_without_the_package_the_provider_has_no_instances(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "cutlass.operators", None)  # import raises ImportError
    assert cutlass_operators.CutlassOperatorKernel.generate_kernels() == []


@pytest.fixture
def operators() -> list:
    pytest.importorskip("cutlass.operators")
    return [kernel for kernel in registry.all_kernels() if kernel.metadata.family == "cutlass_operators"]


def test_operators_are_listed_with_their_metadata(operators: list) -> None:
    names = sorted(kernel.name for kernel in operators)
    assert len(names) == 18 and len(set(names)) == 18  # 2 dtypes x (8 SM90 tiles/clusters + 1 SM80)
    kernel = registry.get_kernel(NAME)
    assert registry.provider_of(NAME) == "cutlass_operators"
    assert kernel.metadata.min_cc == 90 and kernel.metadata.design.cluster_shape[:2] == (2, 1)
    assert kernel.metadata.design.tile_shape == (128, 256, 64)
    assert kernel.metadata.tags["operator"].startswith("cutedsl.Sm90StaticPersistentGemmOperator_ttt_ABFloat16")
    assert kernel.supports(kernel.example_arguments())


def _no_driver(monkeypatch: pytest.MonkeyPatch) -> None:
    real = ctypes.CDLL

    def cdll(name: str, *args, **kwargs):  # noqa: ANN002, ANN003 - ctypes' own signature
        if name == "libcuda.so.1":
            raise OSError("libcuda.so.1: cannot open shared object file")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(ctypes, "CDLL", cdll)


def test_without_a_cuda_driver_they_are_refused_with_the_reason(operators: list, monkeypatch: pytest.MonkeyPatch) -> None:
    _no_driver(monkeypatch)
    kernel = registry.get_kernel(NAME)
    assert "CUDA driver" in (kernel.unavailable() or "")
    with pytest.raises(NoGPUError, match="compiles through the CUDA driver"):
        kernel.compile(kernel.example_arguments())
    result = CliRunner().invoke(main, ["dump", NAME, "-o", "unused"])
    assert result.exit_code == ExitCode.NO_GPU and "cannot be captured here" in result.output
    assert not any(key.kernel.startswith("nvop_") for key in golden_keys(operators, ("4.8.1", "cu12")))
